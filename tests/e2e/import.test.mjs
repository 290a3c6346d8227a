// Importing a workbook into a tournament under way: an Open of 8 players plays round 1,
// then the evening's registration workbook comes in with one new player, one changed (club, region, no
// longer taking part) and one missing. The page shows the difference field by field; Cancel changes
// nothing; a broken workbook lists its problems by sheet and cell and changes nothing; Confirm adds and
// updates by ID as one step (round 1 intact, the missing player kept); one Undo takes it all back.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serve, browser, open, foreign, tab, importWorkbook as importFile } from "./harness.mjs";
import { xls, iscritti } from "./xls.mjs";

const SHOTS = process.env.SHOTS || "";

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });

// [id, first, last, nick, club, region, takes part]
const PLAYERS = [
  [1, "Anna", "Neri", "", "Gufo", "Lazio"],
  [2, "Bruno", "Riva", "", "Gufo", "Lazio"],
  [3, "Carla", "Sala", "carlina", "Lupi", "Marche"],
  [4, "Dario", "Tosi", "", "Lupi", "Marche"],
  [5, "Elena", "Villa", "", "Orsi", "Umbria"],
  [6, "Fabio", "Zeni", "", "Orsi", "Umbria"],
  [7, "Gina", "Amato", "", "Volpi", "Puglia"],
  [8, "Ivo", "Bassi", "", "Volpi", "Puglia"],
];
// The evening's workbook: Ivo Bassi (8) missing, Carla Sala (3) moved to another club and region and
// withdrew, Ugo Nuovo (9) new.
const EVENING = [
  ...PLAYERS.slice(0, 2),
  [3, "Carla", "Sala", "carlina", "Aquile", "Toscana", "NO"],
  ...PLAYERS.slice(3, 7),
  [9, "Ugo", "Nuovo", "", "Aquile", "Toscana"],
];

function tmpFile(name, bytes) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "raduno-import-")), name);
  fs.writeFileSync(file, bytes);
  return file;
}

/** The players page as {id: [first, last, nick, club, region, taking part]}. */
async function players(page) {
  await tab(page, "Giocatori");
  await page.waitForSelector("#players tbody tr");
  return page.$$eval("#players tbody tr", (rows) => Object.fromEntries(rows.map((r) => [r.dataset.id, [
    ...[...r.querySelectorAll("td")].slice(1, 6).map((td) => td.textContent.trim()),
    r.querySelector("input.participating").checked,
  ]])));
}

/** Round 1's tables as seen on the round page: player IDs and the stored points per seat. */
async function round1(page) {
  await tab(page, "Turni");
  await page.click('#round-nav >> text="Turno 1"');
  await page.waitForSelector("#round[data-round='1'] #tables .table-card");
  return page.$$eval("#tables .table-card", (cards) => cards.map((c) => [...c.querySelectorAll("tr[data-player]")].map((r) => [Number(r.dataset.player), r.querySelector("input[name=points]").value])));
}

test("import into a tournament under way: new, changed and missing players shown, confirmed as one undo step", async () => {
  const start = tmpFile("Iscrizioni.xls", xls([iscritti(PLAYERS)]));
  const evening = tmpFile("Iscrizioni-sera.xls", xls([iscritti(EVENING)]));
  const broken = tmpFile("Iscrizioni-rotte.xls", xls([iscritti([...EVENING, [9, "Doppio", "Numero", "", "", "Lazio"]])]));
  const b = await browser();
  try {
    const page = await b.page();
    await open(page, site.url);
    await page.fill("#new-name", "Serata di prova");
    await page.selectOption("#new-format", "open");
    await page.click("form.create button[type=submit]");
    await page.waitForSelector("nav.tabs");

    // The empty players page says a workbook can be imported, and leads to it.
    await page.waitForSelector("#players-empty");
    assert.match(await page.textContent("#players-empty"), /importa la cartella Excel/);
    await page.click("#players-import");
    await page.waitForSelector("#import-workbook");

    // An empty tournament takes the workbook at once.
    await importFile(page, start);
    assert.match(await page.textContent("#import-done"), /8 giocatori, 0 turni/);
    const registered = await players(page);
    assert.equal(Object.keys(registered).length, 8);
    assert.ok(await page.isVisible("#players-update"), "the players page offers the update from Excel");

    // Round 1 drawn and played.
    await tab(page, "Turni");
    await page.click("#next-round");
    await page.click("#draw");
    await page.waitForSelector("#round[data-round='1'] #tables .table-card");
    const cards = page.locator("#tables .table-card");
    for (let t = 0; t < (await cards.count()); t++) {
      const inputs = cards.nth(t).locator("input[name=points]");
      for (let s = 0; s < (await inputs.count()); s++) await inputs.nth(s).fill(String(60 - 10 * s));
      await cards.nth(t).locator(".save-table").click();
      await cards.nth(t).locator(".saved").waitFor();
    }
    const played = await round1(page);
    assert.equal(played.flat().length, 8);

    // The evening's workbook: what changes, by ID, before anything does.
    await importFile(page, evening);
    const lines = await page.$$eval("#import-diff li", (ls) => ls.map((l) => l.textContent));
    assert.deepEqual(lines, [
      "Nuovi giocatori (1): Ugo Nuovo (ID 9)",
      "Giocatori modificati (1): Carla Sala (ID 3): club «Lupi» → «Aquile», regione «Marche» → «Toscana», partecipa «sì» → «no»",
      "Non nella cartella (1), restano come sono: Ivo Bassi (ID 8)",
    ]);
    assert.match(await page.textContent("#import-confirm"), /I turni restano come sono/);
    assert.equal(await page.locator("#import-replace").count(), 0, "a registration workbook has no rounds to replace");
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, "import-diff.png"), fullPage: true });

    // Cancel changes nothing.
    await page.click("#import-cancel");
    assert.equal(await page.locator("#import-confirm").count(), 0);
    assert.deepEqual(await players(page), registered);

    // A broken workbook lists its problems with sheet and cell, and changes nothing.
    await importFile(page, broken);
    const problems = await page.$$eval("#import-errors tr.problem", (rows) => rows.map((r) => [r.querySelector(".sheet").textContent, r.querySelector(".cell").textContent, r.querySelector(".what").textContent]));
    assert.ok(problems.some(([sheet, cell, what]) => sheet === "Iscritti" && /^A\d+$/.test(cell) && /ID 9 è già usato/.test(what)), JSON.stringify(problems));
    assert.match(await page.textContent("#import-errors"), /non è stato importato: 1 problema\. Il torneo non è cambiato/);
    assert.deepEqual(await players(page), registered);

    // Confirm: added and updated by ID, the missing player kept, round 1 intact.
    await importFile(page, evening);
    await page.click("#import-confirm-yes");
    await page.waitForSelector("#import-done");
    assert.match(await page.textContent("#import-done"), /Importato «Iscrizioni-sera\.xls»: 1 giocatore aggiunto, 1 modificato\./);
    const after = await players(page);
    assert.deepEqual(Object.keys(after).sort(), ["1", "2", "3", "4", "5", "6", "7", "8", "9"]);
    assert.deepEqual(after["3"], ["Carla", "Sala", "carlina", "Aquile", "Toscana", false]);
    assert.deepEqual(after["9"], ["Ugo", "Nuovo", "", "Aquile", "Toscana", true]);
    assert.deepEqual(after["8"], registered["8"]);
    assert.deepEqual(await round1(page), played);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, "import-after.png"), fullPage: true });

    // The log has one line for it; one Undo takes the whole import back, round 1 still intact.
    await tab(page, "Registro");
    await page.waitForSelector("#log tbody tr");
    assert.match(await page.textContent("#log tbody tr:first-child"), /Importato «Iscrizioni-sera\.xls»: 1 giocatore aggiunto, 1 modificato/);
    await page.click("text=↶ Annulla");
    await page.waitForSelector(".notice.info");
    assert.deepEqual(await players(page), registered);
    assert.deepEqual(await round1(page), played);

    // After a reload the stored state is the same (undo was saved).
    await page.reload();
    await page.waitForSelector("nav.tabs");
    assert.deepEqual(await players(page), registered);

    assert.deepEqual(b.errors, []);
    assert.deepEqual(foreign(b.requests, site.origin), []);
  } finally { await b.close(); }
});

test("check-in: everyone present or absent at once is one undo step", async () => {
  const start = tmpFile("Iscrizioni.xls", xls([iscritti(PLAYERS)]));
  const b = await browser();
  try {
    const page = await b.page();
    await open(page, site.url);
    await page.fill("#new-name", "Check-in");
    await page.selectOption("#new-format", "open");
    await page.click("form.create button[type=submit]");
    await page.waitForSelector("nav.tabs");
    await importFile(page, start);
    await tab(page, "Giocatori");
    await page.waitForSelector("#players tbody tr");
    const ticked = () => page.$$eval("#players input.participating", (xs) => xs.filter((x) => x.checked).length);
    assert.equal(await ticked(), 8);
    await page.click("#all-absent");
    await page.waitForFunction(() => [...document.querySelectorAll("#players input.participating")].every((x) => !x.checked));
    assert.match(await page.textContent("#counts"), /8 iscritti · 0 partecipanti/);
    await page.click("text=↶ Annulla");
    await page.waitForFunction(() => [...document.querySelectorAll("#players input.participating")].every((x) => x.checked));
    assert.match(await page.textContent(".notice.info"), /Annullato: Check-in: 8 giocatori assenti/);
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});
