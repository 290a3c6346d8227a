// The evening at the venue, smoother: imports that could merge different
// people, absent and withdrawn, a carried club, messages that go with their action, the settings' Salva
// and the club format's refusals, Testa a testa's prior ranking and its RisiKo! outcome.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serve, browser, open, openDemo, foreign, tab, importWorkbook, createTournament, addPlayer, setFormat, drawNext, seatedTables } from "./harness.mjs";
import { xls, iscritti } from "./xls.mjs";

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });

function tmpFile(name, bytes) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "raduno-evening-")), name);
  fs.writeFileSync(file, bytes);
  return file;
}

/** The players page as {id: "Nome Cognome"}. */
async function names(page) {
  await tab(page, "Giocatori");
  await page.waitForSelector("#players tbody tr");
  return page.$$eval("#players tbody tr", (rows) => Object.fromEntries(rows.map((r) => [r.dataset.id, `${r.querySelector(".p-first").textContent} ${r.querySelector(".p-last").textContent}`])));
}

test("Import: un ID di un'altra persona non sovrascrive, i doppioni sono segnalati, un eliminato non torna da solo", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await open(page, site.url);
    await createTournament(page, "Serata", "open");
    await addPlayer(page, 1, "Marco", "Bianchi", "Gufo");
    await addPlayer(page, 2, "Luca", "Verdi", "Lupi");
    await addPlayer(page, 3, "Sara", "Neri", "Lupi");
    page.once("dialog", (d) => d.accept());
    await page.click("#players tr[data-id='3'] button.danger");
    await page.waitForSelector("#players tr[data-id='3']", { state: "detached" });

    // The workbook: ID 1 is someone else, Luca Verdi the same, Sara Neri (removed) again, and Marco
    // Bianchi of the Gufo under another ID.
    const file = tmpFile("Iscrizioni.xls", xls([iscritti([
      [1, "Alessandro", "Russo", "", "Lupi", "Lazio"],
      [2, "Luca", "Verdi", "", "Lupi", ""],
      [3, "Sara", "Neri", "", "Lupi", ""],
      [4, "Marco", "Bianchi", "", "Gufo", ""],
    ])]));
    await importWorkbook(page, file);
    const lines = await page.$$eval("#import-diff li", (ls) => ls.map((l) => l.textContent));
    const all = lines.join("\n");
    assert.doesNotMatch(all, /nome «Marco» → «Alessandro»/, "different people are not merged");
    assert.match(all, /ID 1 già di Marco Bianchi nel torneo, nella cartella è Alessandro Russo: persone diverse, Alessandro Russo entra come nuovo giocatore con ID 5/);
    assert.match(all, /Eliminati dal torneo in precedenza, non vengono riaggiunti \(1\): Sara Neri \(ID 3\)/);
    assert.match(all, /Possibile doppione: Marco Bianchi \(ID 1\) e Marco Bianchi \(ID 4\) \(Gufo\)/);
    assert.equal(await page.locator("#import-choices input.same-person[data-id='1']").count(), 1);
    assert.equal(await page.locator("#import-choices input.bring-back[data-id='3']").count(), 1);

    await page.click("#import-confirm-yes");
    await page.waitForSelector("#import-done");
    const after1 = await names(page);
    assert.equal(after1["1"], "Marco Bianchi");
    assert.equal(after1["5"], "Alessandro Russo");
    assert.equal(after1["4"], "Marco Bianchi");
    assert.equal(after1["3"], undefined, "the removed player did not come back");

    // Undo, and this time the director says ID 1 is the same person and brings Sara Neri back.
    await page.keyboard.press("Control+z");
    await page.waitForSelector("#players tr[data-id='5']", { state: "detached" });
    await importWorkbook(page, file);
    await page.check("#import-choices input.same-person[data-id='1']");
    await page.check("#import-choices input.bring-back[data-id='3']");
    await page.click("#import-confirm-yes");
    await page.waitForSelector("#import-done");
    const after2 = await names(page);
    assert.equal(after2["1"], "Alessandro Russo");
    assert.equal(after2["3"], "Sara Neri");
    assert.equal(after2["5"], undefined);

    assert.deepEqual(b.errors, []);
    assert.deepEqual(foreign(b.requests, site.origin), []);
  } finally { await b.close(); }
});

test("Giocatori: assente chi non ha mai giocato, ritirato chi ha giocato; club ripreso visibile e annullabile; i messaggi vanno con la loro azione", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await open(page, site.url);
    await createTournament(page, "Club ripreso", "open");
    await addPlayer(page, 1, "Anna", "Neri", "Gufo");
    // The next player carries the club: said under the form, undone in one click.
    assert.equal(await page.inputValue("#player-form input[name=club]"), "Gufo");
    assert.match(await page.textContent("#carried-note"), /Club «Gufo» ripresi dal giocatore precedente/);
    await page.click("#carried-clear");
    assert.equal(await page.inputValue("#player-form input[name=club]"), "");
    assert.equal(await page.locator("#carried-note").count(), 0);
    await page.fill("#player-form input[name=first]", "Bruno");
    await page.fill("#player-form input[name=last]", "Riva");
    await page.press("#player-form input[name=last]", "Enter");
    await page.waitForSelector("#players tr[data-id='2']");
    assert.equal((await page.textContent("#players tr[data-id='2'] .p-club")).trim(), "");

    // A message of an earlier action goes with the next saved change and with the language switch.
    await page.goto(site.url);
    await openDemo(page, site.url);
    const [absent, leaver] = await page.$$eval("#players tbody tr", (rows) => rows.slice(0, 2).map((r) => r.dataset.id));
    await page.uncheck(`#players tr[data-id='${absent}'] input.participating`);
    await drawNext(page, 1);
    await page.fill("#swap input[name=a]", "x");
    await page.click("#swap button[type=submit]");
    await page.waitForSelector(".notice.error");
    await page.click("#lock");
    await page.waitForSelector(".notice", { state: "detached" });
    await tab(page, "Giocatori");
    await page.uncheck(`#players tr[data-id='${leaver}'] input.participating`);
    assert.equal((await page.textContent(`#players tr[data-id='${absent}'] .status`)).trim(), "assente");
    assert.equal((await page.textContent(`#players tr[data-id='${leaver}'] .status`)).trim(), "ritirato");
    await page.click("nav.tabs >> text=Impostazioni");
    await page.fill("#settings input[name=venue]", "Sala grande");
    await page.click("#settings button[type=submit]");
    await page.waitForSelector(".notice.info");
    await page.click("header .lang >> text=EN");
    await page.waitForSelector(".notice", { state: "detached" });
    await page.click("header .lang >> text=IT");

    assert.deepEqual(b.errors, []);
    assert.deepEqual(foreign(b.requests, site.origin), []);
  } finally { await b.close(); }
});

test("Impostazioni: Salva raggiungibile e salva quando si apre il formato del circolo; il campo rifiutato è segnato; un JSON sbagliato nomina il campo e non blocca Salva", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    // Tall enough for the format's options above the save bar (the federation's box sits above them).
    await page.setViewportSize({ width: 1280, height: 1300 });
    await openDemo(page, site.url);
    await setFormat(page, "squadre");
    // 3 best games per club, then Salva straight away (the field is left by the click).
    await page.click(".notice button.close");
    await page.fill("#settings input[name=team-best]", "3");
    await page.click("#settings button[type=submit]");
    await page.waitForSelector(".notice.info");
    assert.match(await page.textContent(".notice.info"), /Impostazioni salvate/);
    const selected = await page.$eval("#settings select[name=format]", (s) => s.options[s.selectedIndex].textContent);
    assert.match(selected, /\(circolo\)/, "the format list names the club's format");
    await page.reload();
    await page.click("nav.tabs >> text=Impostazioni");
    assert.equal(await page.inputValue("#settings input[name=team-best]"), "3");

    // A refused constant marks its own field and says why beside it.
    await page.fill("#settings input[name=club-format-seat-max]", "-3");
    await page.press("#settings input[name=club-format-seat-max]", "Tab");
    await page.waitForSelector("label.refused input[name=club-format-seat-max][aria-invalid=true]");
    assert.ok((await page.textContent("label.refused .knob-error")).length > 0);
    await page.click("#club-format-discard");
    assert.equal(await page.isDisabled("#settings button[type=submit]"), false);

    // A JSON value of the wrong type names its field; dropping the change gives Salva back.
    const json = JSON.parse(await page.inputValue("#club-format-json"));
    const key = Object.keys(json.results).find((k) => typeof json.results[k] === "number");
    json.results[key] = "trenta";
    await page.setInputFiles("#club-format-file", { name: "formato.json", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(json)) });
    await page.waitForSelector("#club-format-errors");
    assert.match(await page.textContent("#club-format-errors"), new RegExp(`campo «${key}»`));
    assert.ok(await page.isDisabled("#settings button[type=submit]"));
    await page.click("#club-format-discard");
    assert.equal(await page.isDisabled("#settings button[type=submit]"), false);

    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});

test("Testa a testa: la classifica di partenza decide il primo sorteggio; l'esito RisiKo! non chiede dei 100 punti", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await open(page, site.url);
    await createTournament(page, "Testa a testa", "testa-a-testa");
    // Prior ranking: 1 → 1st, 2 → 4th, 3 → 2nd, 4 → 3rd.
    const seeds = { 1: 1, 2: 4, 3: 2, 4: 3 };
    for (const [id, first, last] of [[1, "Anna", "Uno"], [2, "Bruno", "Due"], [3, "Carla", "Tre"], [4, "Dario", "Quattro"]]) {
      await page.fill("#player-form input[name=id]", String(id));
      await page.fill("#player-form input[name=first]", first);
      await page.fill("#player-form input[name=last]", last);
      await page.fill("#player-form input[name=seed]", String(seeds[id]));
      await page.press("#player-form input[name=seed]", "Enter");
      await page.waitForSelector(`#players tr[data-id='${id}']`);
    }
    await drawNext(page, 1);
    const pairs = (await seatedTables(page)).map((t) => t.slice().sort());
    // 1st v 4th (players 1 and 2), 2nd v 3rd (players 3 and 4): registration order would give 1–4, 2–3.
    assert.deepEqual(pairs.sort(), [[1, 2], [3, 4]]);

    // 100 table points at the seat the outcome says made RisiKo!: saved without the 100-points question.
    const card = page.locator("#tables .table-card").first();
    const inputs = card.locator("input[name=points]");
    await inputs.nth(0).fill("100");
    await inputs.nth(1).fill("20");
    await card.locator("select[name=outcome-kind]").selectOption("Risiko");
    await card.locator("select[name=outcome-seat]").selectOption("0");
    assert.doesNotMatch(await card.textContent(), /100 punti tavolo senza RisiKo/);
    await card.locator(".save-table").click();
    await card.locator(".saved").waitFor();

    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});
