// The round page never shows a conflict as avoidable on a draw proven best: an Open of 23
// players with a big host club (the demo's clubs of 8, 7 and 6 players and two without a club), rounds 1
// and 2 drawn with results in between, in headless Chromium.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, browser, foreign, openDemo, setFormat, drawNext, seatedTables as tables, scoreAll, assertProven } from "./harness.mjs";

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });

test("Open of 23 with a big host club: rounds 1 and 2 are proven optimal, no conflict shown as avoidable", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await openDemo(page, site.url);
    // Keep the demo's players 1–21 (clubs of 8, 7 and 6) and 39–40 (no club): 23 players.
    for (let id = 22; id <= 38; id++) await page.click(`#players tr[data-id='${id}'] input.participating`);
    await page.waitForFunction(() => /23 partecipanti/.test(document.querySelector("#counts").textContent));
    await setFormat(page, "open");

    await drawNext(page);
    const r1 = await tables(page);
    assert.deepEqual(r1.map((t) => t.length), [4, 4, 5, 5, 5]);
    await assertProven(page);
    await scoreAll(page, [60, 30, 20, 10, 5]);

    await drawNext(page);
    const r2 = await tables(page);
    assert.deepEqual(r2.flat().sort((a, b) => a - b), [...Array.from({ length: 21 }, (_, i) => i + 1), 39, 40]);
    const rows = await assertProven(page);
    // Seven of round 1's fifteen 5-table players must sit at a 5-table again, and that forces players
    // who met into the same tables: the least is given that optimum, not "0" on its own.
    const byKind = Object.fromEntries(rows.map(([k, c]) => [k, Number(c)]));
    assert.equal(byKind.five_again, 7);
    assert.ok(byKind.already_met > 0, "already met is unavoidable here");
    // A reload recounts the round from the journal: still proven.
    await page.reload();
    await page.waitForSelector("#tables .table-card");
    await assertProven(page);

    // English.
    await page.click("header .lang >> text=EN");
    await page.waitForFunction(() => /Proven optimal/.test(document.querySelector("#verdict").textContent));
    assert.deepEqual(foreign(b.requests, site.origin), []);
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});
