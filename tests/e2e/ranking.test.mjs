// The national ranking (the national ranking's rules), end to end in headless Chromium: backups of Torneo Open
// tournaments (written here: category, first round's date, national IDs) are added to a circuit whose
// rules are the national ranking of 2024; the standings show each player's national ID, counted results
// and dropped ones with why (past the best 3 of Torneo Open, fewer than 6 tables, another year), and a
// player without a national ID apart. A screenshot of the page is written when SHOTS names a folder.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serve, browser, open, foreign, openBackup, nationalRanking } from "./harness.mjs";

const SHOTS = process.env.SHOTS || "";

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });

function season() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "raduno-ranking-"));
  const lead = [["Anna", 101], ["Bruno", 102], ["Gino", null]];
  return [
    openBackup(dir, "Open A", "2024-03-02", 24, lead),
    openBackup(dir, "Open B", "2024-04-06", 24, lead),
    openBackup(dir, "Open C", "2024-05-04", 24, lead),
    openBackup(dir, "Open D", "2024-06-01", 24, lead),
    openBackup(dir, "Open piccolo", "2024-07-06", 20, lead),
    openBackup(dir, "Open 2023", "2023-11-04", 24, lead),
  ];
}

test("the circuits page ranks a year nationally, with every counted and dropped result and why", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    const requests = [];
    page.on("request", (r) => requests.push(r.url()));
    await open(page, site.url);
    await nationalRanking(page, "Ranking 2024", 2024);
    // The circuit's own rules are hidden: the ranking's are data.
    assert.equal(await page.isVisible("#circuit-points"), false);
    await page.setInputFiles("#circuit-files", season());
    await page.waitForSelector("#circuit-tournaments tr.member >> nth=5");
    await page.waitForSelector("#circuit-standings tbody tr");

    const anna = page.locator('#circuit-standings tr[data-national-id="101"]');
    assert.equal(await anna.locator("td.pos").textContent(), "1");
    assert.equal(await anna.locator("td.national-id").textContent(), "101");
    // Three Opens of 6 tables won: 3 × 1.2 × 106 × 2 = 763.2.
    assert.equal(await anna.locator("td.total").textContent(), "763,200");
    const counted = await anna.locator("span.counted").allTextContents();
    assert.deepEqual(counted, ["Open A: 1° 254,400", "Open B: 1° 254,400", "Open C: 1° 254,400"]);
    const dropped = await anna.locator("span.dropped").evaluateAll((spans) => spans.map((s) => [s.dataset.tournament, s.dataset.why, s.querySelector("em.why").textContent]));
    assert.deepEqual(dropped, [
      ["Open D", "category_limit", "(oltre i migliori 3 di Torneo Open)"],
      ["Open piccolo", "too_few_tables", "(meno di 6 tavoli (5))"],
      ["Open 2023", "other_year", "(altro anno (2023))"],
    ]);
    // Bruno 2nd in each: 3 × 212 × e^(−0.1) = 575.476…
    const bruno = page.locator('#circuit-standings tr[data-national-id="102"]');
    assert.equal(await bruno.locator("td.pos").textContent(), "2");
    assert.equal(await bruno.locator("td.total").textContent(), "575,476");
    // Gino has no national ID: apart.
    assert.equal(await page.locator('#circuit-standings tr[data-name="Gino Rossi"]').count(), 0);
    assert.equal(await page.locator('#circuit-unranked tr[data-name="Gino Rossi"]').count(), 1);
    assert.match(await page.textContent("#ranking-limits"), /Torneo Open 3 migliori su 4 tornei/);

    // Reloaded: the same.
    await page.reload();
    await page.waitForSelector("#circuit-standings tbody tr");
    assert.equal(await page.locator('#circuit-standings tr[data-national-id="101"] td.total').textContent(), "763,200");
    assert.equal(await page.inputValue("#circuit-year"), "2024");
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, "ranking.png"), fullPage: true });
    assert.deepEqual(foreign(requests, site.url), []);
  } finally {
    await b.close();
  }
});
