// Instant at any size, what does not depend on the machine: the round page gets to the tables
// (the first table on the first screen at 1366 and at 390 px, also with 1000 players; the conflict report
// summarised, the rest on demand; the focus on the first score after a draw), saving a table re-renders
// that table only (another table's fields keep their identity), a long round's tables are all built in
// the end, the draw runs in the draw worker (a module worker on the app's own files), and the English
// fixes found on the same walk. The times are in benches/browser_speed.mjs.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serve, browser, open, openDemo, foreign, importWorkbook, drawNext, createTournament, addPlayer } from "./harness.mjs";
import { xls } from "./xls.mjs";

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });

/** At 390 px (a phone): the first table on the first screen too, the conflict report at most a fifth of it. */
async function phoneConflictsShort(page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(100);
  const [top, conflicts] = await page.evaluate(() => [document.querySelector("#tables .table-card").getBoundingClientRect().top, document.querySelector("#conflicts")?.getBoundingClientRect().height ?? 0]);
  console.log(`at 390 px: first table at ${Math.round(top)} px, conflict report ${Math.round(conflicts)} px high`);
  assert.ok(conflicts < 844 / 5, `the conflict report is ${Math.round(conflicts)} px high at 390 px`);
  await firstTableOnScreen(page, 390, 844);
}

/** The page's counters of costly work (src/ui/shared/work_counts.rs): `window.__radunoCounts`. */
const counts = (page) => page.evaluate(() => ({ card: 0, "round-check": 0, "worker-check": 0, ...(window.__radunoCounts || {}) }));

/** The first table's top against the window's height, at the top of the page. */
async function firstTableOnScreen(page, width, height) {
  await page.setViewportSize({ width, height });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(100);
  const [top, inner] = await page.evaluate(() => [document.querySelector("#tables .table-card").getBoundingClientRect().top, window.innerHeight]);
  assert.ok(top + 60 < inner, `at ${width} px the first table starts at ${Math.round(top)} px, below the first screen (${inner} px)`);
}

test("demo: after a draw the focus is on the first score, the tables on the first screen at 1366 px, one table re-rendered per save", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await page.setViewportSize({ width: 1366, height: 768 });
    await openDemo(page, site.url);
    await drawNext(page, 1);
    await page.waitForFunction(() => document.activeElement?.matches("#tables .table-card:first-child input[name=points]"));
    const first = await page.evaluate(() => document.activeElement.closest(".table-card").dataset.table);
    assert.equal(first, "1");
    await firstTableOnScreen(page, 1366, 768);
    await phoneConflictsShort(page);
    await page.setViewportSize({ width: 1366, height: 768 });

    // Mark a field of table 2; save table 1: table 2's field is the same node, table 1 shows what is stored.
    await page.evaluate(() => {
      document.querySelector("#tables .table-card[data-table='2'] input[name=points]").dataset.mark = "kept";
      document.querySelector("#tables .table-card[data-table='1'] input[name=points]").dataset.mark = "old";
    });
    // The round's first save too builds its own card only (it once woke every card's frame).
    await page.waitForSelector("#tables[data-built=all]");
    await page.waitForTimeout(300);
    const drawn = await counts(page);
    const inputs = page.locator("#tables .table-card[data-table='1'] input[name=points]");
    for (let s = 0; s < (await inputs.count()); s++) await inputs.nth(s).fill(String(60 - 10 * s));
    await page.click("#tables .table-card[data-table='1'] .save-table");
    await page.waitForSelector("#tables .table-card[data-table='1'] .saved");
    await page.waitForTimeout(300);
    const firstSave = await counts(page);
    assert.ok(firstSave.card - drawn.card <= 2, `the round's first save built ${firstSave.card - drawn.card} cards again`);
    assert.equal(await page.getAttribute("#tables .table-card[data-table='2'] input[name=points]", "data-mark"), "kept", "table 2 was re-rendered by table 1's save");
    assert.equal(await page.inputValue("#tables .table-card[data-table='1'] input[name=points]"), "60");
    // The work a save and a lock cost: one card built again, never the round's others, and no round
    // check on the page (the draw worker's report is the page's).
    let before = await counts(page);
    await page.fill("#tables .table-card[data-table='2'] input[name=points]", "40");
    const inputs2 = page.locator("#tables .table-card[data-table='2'] input[name=points]");
    for (let s = 0; s < (await inputs2.count()); s++) await inputs2.nth(s).fill(String(70 - 10 * s));
    await page.click("#tables .table-card[data-table='2'] .save-table");
    await page.waitForSelector("#tables .table-card[data-table='2'] .saved");
    await page.waitForTimeout(300);
    let after = await counts(page);
    assert.ok(after.card - before.card <= 2, `a save built ${after.card - before.card} cards again`);
    assert.equal(after["round-check"], 0, "the page checked the round itself");
    // Leaving the round page and coming back: the report is known, not checked again.
    await page.click("nav.tabs a[href$='/giocatori']");
    await page.waitForSelector("#players tbody tr");
    await page.click("nav.tabs a[href$='/turni']");
    await page.waitForSelector("#conflicts #verdict");
    await page.waitForTimeout(300);
    const back = await counts(page);
    assert.equal(back["round-check"] + back["worker-check"], 0, "the known report was checked again");
    assert.ok(back.card - after.card <= 10, `opening the round page built ${back.card - after.card} cards`);
    // The draw ran in the draw worker (the calculation worker: its own module, of the app's own origin).
    assert.ok(b.requests.some((u) => u.includes("raduno-calc")), "the draw worker was started");
    assert.deepEqual(foreign(b.requests, site.origin), []);
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});

test("conflicts summarised: counts by kind and the first places, the table by priority on demand", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await page.setViewportSize({ width: 1366, height: 768 });
    await open(page, site.url);
    await createTournament(page, "Due circoli", "master");
    // 16 players of two clubs: four tables, each with players of the same club.
    for (let id = 1; id <= 16; id++) await addPlayer(page, id, `Nome${id}`, `Cognome${id}`, id % 2 ? "Lupi" : "Gufi");
    await drawNext(page, 1);
    await page.waitForSelector("#conflicts #verdict");
    const count = Number(await page.textContent("#conflicts tr[data-kind=same_club] td.count"));
    assert.ok(count >= 8, `same-club pairs: ${count}`);
    // The summary: the kind with its count, and the first three places of it.
    const summary = await page.textContent("#conflict-summary");
    assert.match(summary, new RegExp(`Stesso club ${count}`));
    assert.equal((summary.match(/Tav\. \d+:/g) || []).length, 3, summary);
    assert.match(summary, /e altri \d+/);
    // The table by priority is closed until asked for; its places too show three, then all on demand.
    assert.equal(await page.$eval("#conflict-details", (d) => d.open), false);
    assert.equal(await page.isVisible("#conflicts tr[data-kind=same_club]"), false);
    await page.click("#conflict-summary");
    assert.equal(await page.isVisible("#conflicts tr[data-kind=same_club]"), true);
    const places = () => page.$eval("#conflicts tr[data-kind=same_club] td.items", (td) => (td.textContent.match(/Tav\. \d+:/g) || []).length);
    assert.equal(await places(), 3);
    const all = Number((await page.textContent("#conflicts tr[data-kind=same_club] .more-items")).match(/\d+/)[0]);
    assert.ok(all > 3);
    await page.click("#conflicts tr[data-kind=same_club] .more-items");
    assert.equal(await places(), all);
    // A hand swap: the report is made again in the draw worker, the page's thread free meanwhile.
    const t = await page.$$eval("#tables .table-card", (cs) => cs.map((c) => [...c.querySelectorAll("tr[data-player]")].map((r) => r.dataset.player)));
    await page.fill("#swap input[name=a]", t[0][0]);
    await page.fill("#swap input[name=b]", t[1][0]);
    await page.click("#swap button");
    await page.waitForFunction(() => (window.__radunoCounts?.["worker-check"] ?? 0) >= 1);
    await page.waitForSelector("#conflicts:not(.checking) #verdict");
    assert.equal((await counts(page))["round-check"], 0, "the page checked the round itself");
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});

test("1000 players: the first tables on the first screen at once, every table built in the end, focus on the first score, the players' page kept", async () => {
  const cells = [[0, 0, "Elenco Partecipanti"]];
  ["ID", "Nome", "Cognome", "Nick Forum EG", "Club", "Partecipa Torneo", "Regione"].forEach((h, c) => cells.push([2, c, h]));
  for (let id = 1; id <= 1000; id++) cells.push([2 + id, 0, id], [2 + id, 1, `Nome${id}`], [2 + id, 2, `Cognome${id}`], [2 + id, 4, `Club ${id % 7}`], [2 + id, 5, "SI"], [2 + id, 6, "Lazio"]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "raduno-speed-")), "Iscritti-1000.xls");
  fs.writeFileSync(file, xls([{ name: "Iscritti", cells }]));
  const b = await browser();
  try {
    const page = await b.page();
    await page.setViewportSize({ width: 1366, height: 768 });
    await open(page, site.url);
    await createTournament(page, "Mille", "master");
    await importWorkbook(page, file);
    await page.waitForSelector("#import-done");
    await drawNext(page, 1);
    await page.waitForFunction(() => document.activeElement?.matches("#tables .table-card input[name=points]"));
    await firstTableOnScreen(page, 1366, 768);
    await phoneConflictsShort(page);
    await page.waitForSelector("#tables[data-built=all]", { timeout: 60000 });
    assert.equal(await page.locator("#tables .table-card").count(), 250);
    const seated = await page.$$eval("#tables tr[data-player]", (rs) => rs.map((r) => Number(r.dataset.player)));
    assert.equal(new Set(seated).size, 1000, "every player seated once");
    // The round's report came from the draw worker: the page checked nothing itself.
    assert.equal((await counts(page))["round-check"], 0, "the page checked the round itself");
    // The conflict report does not list every pair above the tables.
    const shown = await page.evaluate(() => document.querySelector("#conflicts").innerText.length);
    assert.ok(shown < 600, `the conflict report shows ${shown} characters`);
    // A save among 250 tables builds its own card only, the round's first save and a later one.
    for (const n of [7, 8]) {
      const before = await counts(page);
      const inputs = page.locator(`#tables .table-card[data-table='${n}'] input[name=points]`);
      for (let s = 0; s < (await inputs.count()); s++) await inputs.nth(s).fill(String(60 - 10 * s));
      await page.click(`#tables .table-card[data-table='${n}'] .save-table`);
      await page.waitForSelector(`#tables .table-card[data-table='${n}'] .saved`);
      await page.waitForTimeout(300);
      const built = (await counts(page)).card - before.card;
      assert.ok(built <= 2, `saving table ${n} built ${built} cards`);
    }
    // Opening Turni: the first tables show while at most the first screen's four cards are built (the
    // rest follow, a batch per task), not 250.
    await page.click("nav.tabs a[href$='/giocatori']");
    await page.waitForSelector("#players tbody tr");
    // The list, hidden while round 1 was drawn, says the tournament started once shown ("Partecipa", not
    // "Presente": whether it started is in each row's key).
    assert.equal(await page.locator("#players tr[data-id='5'] .check-word").textContent(), "Partecipa");
    const atFirst = await page.evaluate(async () => {
      const card = () => window.__radunoCounts?.card ?? 0;
      const start = card();
      let atFirst = null;
      const seen = new Promise((ok) => new MutationObserver((_, o) => { if (atFirst === null && document.querySelector("#tables .table-card")) { atFirst = card() - start; o.disconnect(); ok(); } }).observe(document.body, { subtree: true, childList: true }));
      document.querySelector("nav.tabs a[href$='/turni']").click();
      await seen;
      return atFirst;
    });
    console.log(`opening Turni at 1000 players: ${atFirst} cards built when the first table showed`);
    assert.ok(atFirst >= 1 && atFirst <= 4, `${atFirst} cards built when the first table showed`);
    await page.waitForSelector("#tables[data-built=all]", { timeout: 60000 });
    assert.equal(await page.locator("#tables .table-card").count(), 250);
    // The players' page is kept, hidden and inert, on the other tabs: coming back builds no row again,
    // and what changed meanwhile shows (an undo on the round page brings a player back in).
    assert.equal(await page.evaluate(() => { const t = document.querySelector("#players"); return [t.checkVisibility(), t.closest("[inert]") !== null]; }).then(([seen, inert]) => !seen && inert), true, "the players' page on Turni: hidden and inert");
    await page.click("nav.tabs a[href$='/giocatori']");
    await page.evaluate(() => { document.querySelector("#players").__kept = true; });
    await page.click("#players tr[data-id='5'] input.participating");
    await page.waitForSelector("#players tr[data-id='5'].out");
    await page.click("nav.tabs a[href$='/turni']");
    await page.waitForSelector("#tables .table-card");
    await page.click(".t-actions button[title='Ctrl+Z']");
    await page.click("nav.tabs a[href$='/giocatori']");
    await page.waitForSelector("#players tr[data-id='5']:not(.out) input.participating:checked");
    assert.equal(await page.evaluate(() => document.querySelector("#players").__kept === true && document.querySelector("#players").checkVisibility()), true, "the same players' list, shown again");
    assert.equal(await page.locator("#players tbody tr").count(), 1000);
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});

test("English: the notices' close button, the demo's name, Table 1, sizes with a point; the phone's players list", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, site.url);
    await page.click("header.top .lang button[title=English]");
    await page.click("#demo");
    await page.waitForSelector("#players tbody tr");
    assert.match(await page.textContent(".t-head h1"), /^Demo tournament/);
    // The check-in box says what it is, and club and region are apart.
    const row = "#players tr[data-id='1']";
    assert.equal(await page.isVisible(`${row} .check-word`), true);
    assert.equal(await page.textContent(`${row} .check-word`), "Present");
    const sep = await page.$eval(`${row} td.p-region`, (td) => getComputedStyle(td, "::before").content);
    assert.equal(sep, '"· "');
    // A notice: its close button in English.
    await page.click("nav.tabs a[href$='/turni']");
    await page.click("#next-round");
    await page.click("#draw");
    await page.waitForSelector("#tables .table-card");
    assert.equal((await page.textContent("#tables .table-card[data-table='1'] h3")).trim(), "Table 1");
    await page.fill("#tables .table-card[data-table='1'] input[name=points]", "x");
    await page.click("#tables .table-card[data-table='1'] .save-table");
    await page.waitForSelector(".notice .close");
    assert.equal(await page.getAttribute(".notice .close", "aria-label"), "Close");
    // The home page's sizes: "2.6 KB" in English, "2,6 KB" in Italian. On the phone the menu's first
    // link is the home page (the name is hidden, so the menu stays on one line).
    await page.click("header.top nav a[href='#/']");
    const size = await page.textContent("td.size");
    assert.match(size, /^\d+\.\d KB$/);
    await page.click("header.top .lang button[title=Italiano]");
    assert.match(await page.textContent("td.size"), /^\d+,\d KB$/);
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});
