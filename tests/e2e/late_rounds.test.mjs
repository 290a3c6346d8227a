// Late rounds proven in the browser: an Open of 27 players (the demo's players 1–25, clubs of
// 8, 7 and 6, and two without a club) played through six rounds, each drawn on the round page after the
// earlier ones were scored. When "already met" is dense the draw must still reach its bounds and say each
// priority is proven, in the wasm build the director uses.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, browser, foreign, openDemo, setFormat, drawNext, seatedTables as tables, scoreAll, assertProven } from "./harness.mjs";

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });

test("Open of 27: rounds 1 to 6 each drawn at their bounds and proven optimal", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await openDemo(page, site.url);
    for (let id = 26; id <= 38; id++) await page.click(`#players tr[data-id='${id}'] input.participating`);
    await page.waitForFunction(() => /27 partecipanti/.test(document.querySelector("#counts").textContent));
    await setFormat(page, "open");
    // Different results each round, so the standings (and who sits where) keep moving.
    const results = [[60, 30, 20, 10, 5], [10, 70, 25, 15, 0], [35, 5, 80, 20, 10], [5, 15, 30, 90, 40], [50, 45, 10, 5, 70]];
    let met = 0;
    for (let round = 1; round <= 6; round++) {
      await drawNext(page, round);
      const seated = await tables(page);
      assert.deepEqual(seated.map((t) => t.length).sort(), [4, 4, 4, 5, 5, 5]);
      assert.equal(new Set(seated.flat()).size, 27, `round ${round}: every player seated once`);
      const rows = await assertProven(page, round);
      met = Number(Object.fromEntries(rows.map(([k, c]) => [k, c])).already_met ?? 0);
      if (round < 6) await scoreAll(page, results[round - 1]);
    }
    // By round 6 players who already met cannot all be kept apart, and the page proves how few can.
    assert.ok(met > 0, "already met is unavoidable in round 6");
    await page.screenshot({ path: process.env.SHOT || "/tmp/late-round-6.png", fullPage: true });
    assert.deepEqual(foreign(b.requests, site.origin), []);
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});
