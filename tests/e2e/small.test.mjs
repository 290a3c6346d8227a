// Small things a director trips on: the reduced print and the full score sheets download
// under different names; the home list writes every date one way per language; removing a player names
// him; the next-round advice of a big Master says its groups in words, not "posizioni modulo 1".
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, browser, openDemo, drawNext, download, addPlayer, scoreAll, tab } from "./harness.mjs";

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });

test("small: sheet file names, one date format, a named removal", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    const dialogs = [];
    page.on("dialog", (d) => { dialogs.push(d.message()); d.accept(); });
    await openDemo(page, site.url);

    // Removing a player names him, his ID and club.
    const p11 = await page.$eval("#players tr[data-id='11']", (r) => ({ name: r.querySelector(".p-first").textContent + " " + r.querySelector(".p-last").textContent, club: r.querySelector(".p-club").textContent }));
    await page.click("#players tr[data-id='11'] button.danger");
    await page.waitForFunction(() => !document.querySelector("#players tr[data-id='11']"));
    assert.equal(dialogs.at(-1), `Eliminare il giocatore ${p11.name} (ID 11${p11.club ? ", " + p11.club : ""})?`);
    await page.click("text=↶ Annulla");
    await page.waitForSelector("#players tr[data-id='11']");

    // The full score sheets and the reduced print: two files, two names.
    await drawNext(page, 1);
    const full = await download(page, () => page.click("#score-sheets-1"));
    const reduced = await download(page, () => page.click("#score-sheets-reduced-1"));
    assert.equal(full.name, "Torneo dimostrativo_1.pdf");
    assert.equal(reduced.name, "Torneo dimostrativo_1_ridotta.pdf");
    assert.notEqual(full.name, reduced.name);

    // A date set in the settings: on the home list day first, as the "changed" time beside it.
    await tab(page, "Impostazioni");
    await page.fill("#settings input[name=date]", "2026-12-20");
    await page.click("#settings button[type=submit]");
    await page.waitForSelector(".notice.info");
    await page.goto(`${site.url}#/`);
    await page.waitForSelector("#tournaments tbody tr");
    const row = await page.$eval("#tournaments tbody tr", (tr) => tr.textContent);
    assert.match(row, /20\/12\/2026/);
    assert.doesNotMatch(row, /\d{4}-\d{2}-\d{2}/, "no ISO date beside a day-first one");
    assert.match(await page.textContent("#tournaments td.changed"), /^\d{2}\/\d{2}\/\d{4}/);

    // English: the same one format; the reduced print and the removal in English words.
    await page.click("header.top .lang button:has-text('EN')");
    assert.match(await page.textContent("#tournaments tbody tr"), /20\/12\/2026/);
    assert.match(await page.textContent("#tournaments td.changed"), /^\d{2}\/\d{2}\/\d{4}/);
    await page.click("#tournaments a.open");
    await page.waitForSelector("#players tbody tr");
    // (Player 12 is seated in round 1, so the removal itself is refused; the question is what counts.)
    const asked = dialogs.length;
    await page.click("#players tr[data-id='12'] button.danger");
    await page.waitForFunction(() => true);
    assert.equal(dialogs.length, asked + 1);
    assert.match(dialogs.at(-1), /^Remove the player .+ \(ID 12(, .+)?\)\?$/);
    await page.click("nav.tabs >> text=Rounds");
    await page.waitForSelector("#score-sheets-reduced-1");
    const reducedEn = await download(page, () => page.click("#score-sheets-reduced-1"));
    assert.equal(reducedEn.name, "Torneo dimostrativo_1_reduced.pdf");
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});

test("small: a 52-player Master's semifinals are explained without 'posizioni modulo 1'", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await openDemo(page, site.url);
    for (let id = 41; id <= 52; id++) await addPlayer(page, id, "Ospite", `Numero ${id}`);
    for (const n of [1, 2]) {
      await drawNext(page, n);
      await scoreAll(page, [70, 40, 25, 10]);
    }
    await page.click("#next-round");
    const advice = await page.textContent("#advice");
    assert.match(advice, /^52 giocatori hanno giocato entrambe le partite: 4 semifinali per le posizioni 1–16, poi la finale$/);
    assert.doesNotMatch(advice, /modulo|parallel/);
    await page.click("header.top .lang button:has-text('EN')");
    assert.match(await page.textContent("#advice"), /^52 players played both games: 4 semifinals for positions 1–16, then the final$/);
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});
