// Draw, hand edits, scores and standings, end to end in headless Chromium on the demo tournament.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, browser, foreign, openDemo, setFormat, addPlayer, drawNext, seatedTables as tables, scoreAll } from "./harness.mjs";

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });

test("Master: draw round 1, every player seated once, swap by hand, the tables survive a reload, projector", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await openDemo(page, site.url);
    await drawNext(page);
    const t1 = await tables(page);
    assert.equal(t1.length, 10);
    assert.ok(t1.every((t) => t.length === 4));
    assert.deepEqual(t1.flat().sort((a, b) => a - b), Array.from({ length: 40 }, (_, i) => i + 1));
    assert.match(await page.textContent("#verdict"), /Sorteggio ottimo/);
    assert.equal(await page.textContent("#conflicts tr[data-kind=same_club] td.count"), "0");

    // Swap the first players of tables 1 and 2.
    const [a, b2] = [t1[0][0], t1[1][0]];
    await page.fill("#swap input[name=a]", String(a));
    await page.fill("#swap input[name=b]", String(b2));
    await page.click("#swap button");
    await page.waitForFunction(([a]) => document.querySelector("#tables .table-card:nth-child(2) tr[data-player]").dataset.player === String(a), [a]);
    const swapped = await tables(page);
    assert.equal(swapped[0][0], b2);
    assert.equal(swapped[1][0], a);
    // The live report counts again (whatever the clubs, it names the kinds in priority order).
    assert.ok(await page.locator("#conflicts tr[data-kind=same_club]").count() === 1);

    await page.reload();
    await page.waitForSelector("#tables .table-card");
    assert.deepEqual(await tables(page), swapped);

    // Undo the swap.
    await page.click("text=↶ Annulla");
    await page.waitForFunction(([a]) => document.querySelector("#tables .table-card tr[data-player]").dataset.player === String(a), [a]);

    // Projector: large tables and "where do I sit?".
    const hash = await page.evaluate(() => location.hash);
    const id = hash.split("/")[2];
    const proj = await b.context.newPage();
    // A screen tall enough for the ten tables on one page (the projector pages what does not fit).
    await proj.setViewportSize({ width: 1920, height: 1600 });
    await proj.goto(`${site.url}#/t/${id}/proiettore/turno/1`);
    await proj.waitForSelector(".p-table");
    await proj.waitForFunction(() => document.querySelector(".p-tables").dataset.pages === "1");
    assert.equal(await proj.locator(".p-table").count(), 10);
    // The name without the seat label in front of it.
    const someone = await proj.textContent(".p-table:nth-child(4) li .p-name");
    await proj.fill("#where", someone.toLowerCase());
    await proj.waitForSelector(".p-table.hit");
    // Only the table of that player lights up (the names of the demo are all different).
    assert.equal(await proj.locator(".p-table.hit").count(), 1);
    assert.ok((await proj.textContent(".p-table.hit")).includes(someone));
    assert.equal(await proj.textContent(".p-table.hit .p-num"), "4");
    assert.deepEqual(foreign(b.requests, site.origin), []);
  } finally { await b.close(); }
});

test("Master: scores give exact thousandths, standings, the semifinals and the final, to the final standings", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await openDemo(page, site.url);
    await drawNext(page);
    // Live preview before saving: 70 table points at a table of 4 → 1.070 for the winner.
    const card = page.locator("#tables .table-card").first();
    const inputs = card.locator("input[name=points]");
    for (const [i, p] of [70, 40, 25, 10].entries()) await inputs.nth(i).fill(String(p));
    assert.equal(await card.locator("td.tp").first().textContent(), "1,070");
    assert.equal(await card.locator("td.tp").nth(1).textContent(), "0,040");
    // Expected Master points in thousandths, from what was typed: table points, +1000 to the winner.
    const expected = new Map();
    const wins = new Map();
    const record = (seating, points) => seating.forEach((table) => table.forEach((id, seat) => {
      expected.set(id, (expected.get(id) || 0) + points[seat] + (seat === 0 ? 1000 : 0));
      wins.set(id, (wins.get(id) || 0) + (seat === 0 ? 1 : 0));
    }));
    record(await tables(page), [70, 40, 25, 10]);
    await scoreAll(page, [70, 40, 25, 10, 5]);
    await drawNext(page);
    record(await tables(page), [50, 30, 20, 10]);
    await scoreAll(page, [50, 30, 20, 10]);
    await page.click("nav.tabs >> text=Classifica");
    await page.waitForSelector("#standings tbody tr");
    const rows = await page.$$eval("#standings tbody tr", (rs) => rs.map((r) => ({ id: Number(r.dataset.id), pos: Number(r.querySelector(".pos").textContent),
      total: r.querySelector("td.total").textContent, wins: r.querySelector("td.wins").textContent, best: r.querySelector("td.best").textContent })));
    assert.equal(rows.length, 40);
    for (const r of rows) {
      assert.equal(r.total, (expected.get(r.id) / 1000).toFixed(3).replace(".", ","), `player ${r.id}`);
      assert.equal(Number(r.wins), wins.get(r.id), `wins of ${r.id}`);
      // Master's tie-break columns follow the total: the best game is one of the two.
      assert.ok(Number(r.best.replace(",", ".")) * 1000 >= expected.get(r.id) / 2, `best game of ${r.id}`);
    }
    // Standings order: more points never below fewer; positions never go down the table; a player with
    // fewer points than the one above him is placed after everyone above him.
    for (let i = 1; i < rows.length; i++) {
      const [a, c] = [expected.get(rows[i - 1].id), expected.get(rows[i].id)];
      assert.ok(a >= c);
      assert.ok(rows[i].pos >= rows[i - 1].pos);
      if (a > c) assert.equal(rows[i].pos, i + 1);
    }
    assert.equal(await page.locator("#standings td.won").count(), 20);

    // Next phase: the advice names the semifinals and the draw seats them by bands.
    await page.click("nav.tabs >> text=Turni");
    await page.click("#next-round");
    assert.match(await page.textContent("#advice"), /semifinal/i);
    await page.click("#draw");
    await page.waitForSelector("#tables .table-card");
    const semis = (await tables(page)).length;
    assert.ok([2, 3, 4].includes(semis), `semifinal tables: ${semis}`);
    await scoreAll(page, [70, 40, 25, 10, 5]);
    await drawNext(page);
    assert.equal((await tables(page)).length, 1);
    await scoreAll(page, [70, 40, 25, 10, 5]);
    await page.click("nav.tabs >> text=Classifica");
    await page.waitForSelector("#final-title");
    const podium = await page.$$eval("#standings tbody tr", (rows) => rows.slice(0, 4).map((r) => r.querySelector(".pos").textContent));
    assert.deepEqual(podium, ["1", "2", "3", "4"]);
  } finally { await b.close(); }
});

test("Campionato Gufo with ghosts: 38 players give two tables of 3 + ghost, Spartac points", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await openDemo(page, site.url);
    for (const id of [39, 40]) await page.click(`#players tr[data-id='${id}'] input.participating`);
    await page.waitForFunction(() => /38 partecipanti/.test(document.querySelector("#counts").textContent));
    await setFormat(page, "campionato-gufo");
    await drawNext(page);
    const sizes = (await tables(page)).map((t) => t.length).sort();
    assert.deepEqual(sizes, [3, 3, 4, 4, 4, 4, 4, 4, 4, 4]);
    assert.equal(await page.locator(".table-card.ghost").count(), 2);
    const card = page.locator("#tables .table-card").first();
    const inputs = card.locator("input[name=points]");
    for (const [i, p] of [42, 33, 20, 10].entries()) await inputs.nth(i).fill(String(p));
    // Whole points, as Spartac counts them (no "142,00").
    assert.equal(await card.locator("td.tp").first().textContent(), "142");
    assert.equal(await card.locator("td.tp").nth(1).textContent(), "91");

    // Three rounds to the final standings; Spartac totals computed here from what was typed.
    const pts = [42, 33, 20, 10];
    const spartac = (seat) => (seat === 0 ? 100 + pts[0] : 100 - (pts[0] - pts[seat]));
    const expected = new Map();
    for (let round = 1; round <= 3; round++) {
      if (round > 1) await drawNext(page);
      (await tables(page)).forEach((t) => t.forEach((id, seat) => expected.set(id, (expected.get(id) || 0) + spartac(seat))));
      await scoreAll(page, pts);
    }
    await page.click("nav.tabs >> text=Classifica");
    await page.waitForSelector("#standings tbody tr");
    const rows = await page.$$eval("#standings tbody tr", (rs) => rs.map((r) => [Number(r.dataset.id), r.querySelector(".total").textContent]));
    assert.equal(rows.length, 38, "everyone who played, and only them");
    for (const [id, total] of rows) assert.equal(total, String(expected.get(id)), `player ${id}`);
  } finally { await b.close(); }
});

test("Open: 42 players give eight 4-tables and two 5-tables; round 2 keeps five-table players apart", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await openDemo(page, site.url);
    for (const [id, first, last, club] of [[41, "Ettore", "Nobile", "Dadi Rossi"], [42, "Irene", "Sala", ""]]) await addPlayer(page, id, first, last, club);
    await setFormat(page, "open");
    await drawNext(page);
    const r1 = await tables(page);
    assert.deepEqual(r1.map((t) => t.length), [4, 4, 4, 4, 4, 4, 4, 4, 5, 5]);
    const fives = new Set(r1.filter((t) => t.length === 5).flat());
    // 5-table winner: 60 × 1.25 = 75, + 50 → 125.00 in the live preview.
    const card = page.locator("#tables .table-card").nth(8);
    const inputs = card.locator("input[name=points]");
    for (const [i, p] of [60, 30, 20, 10, 5].entries()) await inputs.nth(i).fill(String(p));
    assert.equal(await card.locator("td.tp").first().textContent(), "125,00");
    await scoreAll(page, [60, 30, 20, 10, 5]);
    await drawNext(page);
    const r2 = await tables(page);
    assert.deepEqual(r2.flat().sort((a, b) => a - b), Array.from({ length: 42 }, (_, i) => i + 1));
    const again = r2.filter((t) => t.length === 5).flat().filter((p) => fives.has(p));
    assert.deepEqual(again, [], "nobody sits at a 5-table twice");
    assert.equal(await page.textContent("#conflicts tr[data-kind=five_again] td.count"), "0");
  } finally { await b.close(); }
});

test("Testa a testa: pairs strong against weak, outcome entry, score table", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await openDemo(page, site.url);
    await setFormat(page, "testa-a-testa");
    await drawNext(page);
    const r1 = await tables(page);
    assert.equal(r1.length, 20);
    // Seeds are the demo IDs: 1 meets 40, 2 meets 39, …
    assert.deepEqual(r1[0].slice().sort((a, b) => a - b), [1, 40]);
    const card = page.locator("#tables .table-card").first();
    const inputs = card.locator("input[name=points]");
    await inputs.nth(0).fill("80");
    await inputs.nth(1).fill("20");
    await card.locator("select[name=outcome-kind]").selectOption("Points");
    // A difference of 60 table points: 150 to the winner, 50 to the other.
    await page.waitForFunction(() => document.querySelector("#tables .table-card td.tp")?.textContent !== "");
    const pts = await card.locator("td.tp").allTextContents();
    assert.deepEqual(pts.map(Number), [150, 50]);
  } finally { await b.close(); }
});
