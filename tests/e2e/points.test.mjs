// Numbers shown as the format counts them ("Words"): Campionato Gufo in whole points, a 5-seat
// table's winner with the half point it earns (42 × 1.25 + 100 = 152.5: never 153, never 152.50), and the
// others still whole (141, not 141.0) on the round page, the standings and the projector; Torneo Gufo in
// hundredths, with more decimals only for a value that needs them (2 + 5 × 1.25 / 100 = 2.0625).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, browser, openDemo, addPlayer, setFormat, drawNext } from "./harness.mjs";

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });

/** The demo plus a 41st player (so one table has 5 seats), in `format`, round 1 played: 42, 30, 20, 10, 5
 * at the 5-seat table, 33 + t, 25, 15, 8 at 4-seat table t. Returns the tournament points of the round page. */
async function played(page, format) {
  await openDemo(page, site.url);
  await addPlayer(page, 41, "Quinto", "Posto");
  await setFormat(page, format);
  await drawNext(page, 1);
  const cards = page.locator("#tables .table-card");
  for (let t = 0; t < (await cards.count()); t++) {
    const inputs = cards.nth(t).locator("input[name=points]");
    const k = await inputs.count();
    const values = k === 5 ? [42, 30, 20, 10, 5] : [33 + t, 25, 15, 8];
    for (let s = 0; s < k; s++) await inputs.nth(s).fill(String(values[s]));
    await cards.nth(t).locator(".save-table").click();
    await cards.nth(t).locator(".saved").waitFor();
  }
  return page.$$eval("#tables .table-card", (cs) => cs.map((c) => [...c.querySelectorAll("td.tp")].map((x) => x.textContent)));
}

async function standings(page) {
  await page.click("nav.tabs >> text=Classifica");
  await page.waitForSelector("#standings tbody tr");
  return page.$$eval("#standings tbody tr", (rs) => rs.map((r) => r.querySelector(".total").textContent));
}

async function projector(b, page) {
  const href = await page.getAttribute("#standings-projector", "href");
  const p = await b.context.newPage();
  await p.goto(site.url + href);
  await p.waitForSelector("table tbody tr");
  const cells = await p.$$eval("table tbody tr", (rs) => rs.map((r) => r.cells[r.cells.length - 1].textContent.trim()));
  await p.close();
  return cells;
}

test("Campionato Gufo: whole points, and 152,5 from a 5-seat table, on the round page, standings and projector", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    const round = await played(page, "campionato-gufo");
    const five = round.find((t) => t.length === 5);
    assert.deepEqual(five, ["152,5", "88", "78", "68", "63"]);
    for (const t of round.filter((t) => t.length === 4)) for (const v of t) assert.match(v, /^\d+$/);
    const totals = await standings(page);
    assert.equal(totals[0], "152,5");
    assert.equal(totals.length, 41);
    for (const v of totals.slice(1)) assert.match(v, /^\d+$/, `whole points, got ${v}`);
    const shown = await projector(b, page);
    assert.equal(shown[0], "152,5");
    for (const v of shown.slice(1)) assert.match(v, /^\d+$/, `whole points on the projector, got ${v}`);
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});

test("Torneo Gufo: hundredths, more decimals only where a value needs them", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    const round = await played(page, "gufo");
    assert.deepEqual(round.find((t) => t.length === 5), ["12,525", "7,375", "5,25", "3,125", "2,0625"]);
    assert.deepEqual(round.find((t) => t.length === 4), ["12,33", "7,25", "5,15", "3,08"]);
    const totals = await standings(page);
    assert.ok(totals.includes("12,525") && totals.includes("2,0625") && totals.includes("12,33"), totals.join(" "));
    for (const v of totals.filter((v) => !["12,525", "7,375", "3,125", "2,0625"].includes(v))) assert.match(v, /^\d+,\d\d$/, `hundredths, got ${v}`);
    const shown = await projector(b, page);
    assert.ok(shown.includes("12,41") && shown.includes("12,525"), shown.join(" "));
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});
