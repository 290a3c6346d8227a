// The nine formats of GestioneTorneo 2.4 (GestioneTorneo 2.4's formats), each played in the real app: two rounds
// (and the semifinals and final where it has them), every player seated once, the seating rules of the
// rounds drawn by rule ("alla greca", by the standings), and every standings total checked against the
// format's arithmetic recomputed here from the scores typed in.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, browser, openDemo, setFormat, drawNext, seatedTables as tables, scoreTable, standingsRows as standings, tab, enter } from "./harness.mjs";

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });

async function start(b, slug, withdraw = []) {
  const page = await b.page();
  page.on("dialog", (d) => d.accept());
  await openDemo(page, site.url);
  await setFormat(page, slug);
  await tab(page, "Giocatori");
  for (const id of withdraw) {
    await page.click(`#players tr[data-id='${id}'] input.participating`);
    await page.waitForSelector(`#players tr[data-id='${id}'] .status`);
  }
  return page;
}

// Scores in units of 1/2000 point (every format's points are exact in it).
const U = 2000;
const BASE = [60, 45, 30, 15, 5];
const PLACEMENT = { 2: [100, 55], 3: [100, 55, 10], 4: [100, 60, 40, 20], 5: [100, 65, 50, 30, 15] };
const placement = (size, place) => PLACEMENT[size][place] * U;
// PBG: own / total to 3 decimals rounded down; own and total in tenths.
const pbg = (own10, total10) => Math.floor((own10 * 1000) / total10) * (U / 1000);

/** Game scores of one table (distinct points: one winner, no ties) by format. */
function gameScores(slug, pts) {
  const s = pts.length;
  const order = pts.map((p, i) => [p, i]).sort((a, b) => b[0] - a[0]).map(([, i]) => i);
  const place = (i) => order.indexOf(i);
  const winner = (i) => place(i) === 0;
  switch (slug) {
    case "sant-eufemia":
    case "nazionale-risiko":
      return pts.map((p, i) => (s === 5 ? (p * U * 5) / 4 : p * U) + (winner(i) ? 50 * U : 0));
    case "raduno-nazionale-gt":
      return pts.map((p, i) => p * U + (winner(i) ? 50 * U : 0));
    case "victory":
      return pts.map((p, i) => {
        const th = s === 5 ? Math.ceil((p * 5) / 4) : p;
        return Math.min(th * (U / 1000) + (winner(i) ? U : 0), s === 5 ? 1.1 * U : Infinity);
      });
    case "bgl":
    case "bgl-svizzera":
    case "1vs1":
    case "1vs1-svizzera": {
      const ghost = s === 3 && slug.startsWith("bgl");
      if (!ghost) {
        const total = pts.reduce((a, b) => a + b, 0) * 10;
        return pts.map((p, i) => placement(s, place(i)) + pbg(p * 10, total));
      }
      const g = 3 * pts.reduce((a, b) => a + b, 0); // tenths
      const total = pts.reduce((a, b) => a + b, 0) * 10 + g;
      return pts.map((p, i) => {
        const above = pts.filter((q) => q > p).length + (g > p * 10 ? 1 : 0);
        return placement(4, above) + pbg(p * 10, total);
      });
    }
    case "squadre":
      return pts.map((p, i) => [12, 7, 5, 3, 2][place(i)] * U + (p * 20 * (s === 5 ? 5 : s === 3 ? 3 : 4)) / 4);
  }
  throw new Error(slug);
}

/** Types every table's scores (BASE rotated by the table's number), returns each player's game score. */
async function scoreAll(page, slug, games) {
  const count = await page.locator("#tables .table-card").count();
  const seated = await tables(page);
  for (let t = 0; t < count; t++) {
    const n = seated[t].length;
    const pts = Array.from({ length: n }, (_, s) => BASE[(s + t) % n]);
    await scoreTable(page, t, pts);
    const scores = gameScores(slug, pts);
    seated[t].forEach((id, s) => { (games[id] ||= []).push(scores[s]); });
  }
  return seated;
}

// As the app's Italian pages show a value: the format's decimals, more (up to 4) where the value needs
// them, a comma before the decimals.
const show = (units, decimals) => {
  let d = decimals;
  while (d < 4 && (units * 10 ** d) % U !== 0) d++;
  const q = Math.floor((units * 10 ** d) / U + 0.5 + 1e-9);
  return d ? (q / 10 ** d).toFixed(d).replace(".", ",") : String(q);
};

async function checkTotals(page, games, decimals) {
  const rows = await standings(page);
  assert.equal(rows.length, Object.keys(games).length);
  for (const r of rows) {
    const want = show(games[r.id].reduce((a, b) => a + b, 0), decimals);
    assert.equal(r.total, want, `player ${r.id}: ${r.total} ≠ ${want}`);
  }
  return rows;
}

function seatedOnce(seated, n) {
  const all = seated.flat().sort((a, b) => a - b);
  assert.equal(all.length, n);
  assert.equal(new Set(all).size, n);
}

test("NazionaleRisiKo: round 2 alla greca, round 3 dealt by the standings, Open's points", async () => {
  const b = await browser();
  try {
    const slug = "nazionale-risiko";
    const page = await start(b, slug);
    const games = {};
    await drawNext(page, 1);
    const r1 = await scoreAll(page, slug, games);
    seatedOnce(r1, 40);
    // Each round-1 table's players in their table ranking (points BASE rotated by the table's index).
    const ranked = r1.map((ids, t) => ids.map((id, s) => [BASE[(s + t) % ids.length], id]).sort((a, b) => b[0] - a[0]).map(([, id]) => id));
    await drawNext(page, 2);
    const r2 = await tables(page);
    seatedOnce(r2, 40);
    const T = r2.length;
    ranked.forEach((ids, k) => ids.forEach((id, i) => assert.ok(r2[(k + i) % T].includes(id), `player ${id} (table ${k + 1}, ${i + 1}°) at table ${(k + i) % T + 1}`)));
    await scoreAll(page, slug, games);
    const rows = await checkTotals(page, games, 2);
    await drawNext(page, 3);
    const r3 = await tables(page);
    seatedOnce(r3, 40);
    const byPos = rows.map((r) => r.id);
    r3.forEach((ids, t) => assert.deepEqual([...ids].sort((a, b) => a - b), byPos.filter((_, p) => p % T === t).sort((a, b) => a - b), `table ${t + 1}`));
    await scoreAll(page, slug, games);
    await checkTotals(page, games, 2);
    // Three rounds and the tournament is over: the final standings.
    await page.waitForSelector("#final-title");
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});

for (const [slug, decimals, withdraw, size] of [
  ["bgl", 3, [40], 4],
  ["1vs1", 3, [40], 2],
]) {
  test(`${slug}: placement points + PBG${slug === "bgl" ? " with the ghost at the 3-table" : ""}, two rounds, and its Svizzera seated by the standings`, async () => {
    const b = await browser();
    try {
      const page = await start(b, slug, withdraw);
      const games = {};
      await drawNext(page, 1);
      const r1 = await scoreAll(page, slug, games);
      seatedOnce(r1, 39);
      assert.equal(r1.at(-1).length, 3, "the odd table of 3 is the last");
      assert.deepEqual(r1.slice(0, -1).map((t) => t.length), r1.slice(0, -1).map(() => size), JSON.stringify(r1));
      await drawNext(page, 2);
      seatedOnce(await scoreAll(page, slug, games), 39);
      await checkTotals(page, games, decimals);
      assert.deepEqual(b.errors, []);

      // The Svizzera: round 2 seats the standings after round 1 in blocks.
      const sw = `${slug}-svizzera`;
      const p2 = await start(b, sw, withdraw);
      const g2 = {};
      await drawNext(p2, 1);
      await scoreAll(p2, sw, g2);
      const rows = await checkTotals(p2, g2, decimals);
      await drawNext(p2, 2);
      const r2 = await tables(p2);
      let at = 0;
      for (const t of r2) {
        assert.deepEqual([...t].sort((a, b) => a - b), rows.slice(at, at + t.length).map((r) => r.id).sort((a, b) => a - b));
        at += t.length;
      }
      await scoreAll(p2, sw, g2);
      await checkTotals(p2, g2, decimals);
      assert.deepEqual(b.errors, []);
    } finally { await b.close(); }
  });
}

test("Victory: Master's thousandths over three rounds", async () => {
  const b = await browser();
  try {
    const slug = "victory";
    const page = await start(b, slug, [40, 39, 38]);
    const games = {};
    for (let n = 1; n <= 3; n++) {
      await drawNext(page, n);
      const r = await scoreAll(page, slug, games);
      seatedOnce(r, 37);
      assert.ok(r.some((t) => t.length === 5));
    }
    await checkTotals(page, games, 3);
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});

test("Torneo a squadre: Gufo points per player, the team standings sum the clubs' games", async () => {
  const b = await browser();
  try {
    const slug = "squadre";
    const page = await start(b, slug);
    const games = {};
    for (let n = 1; n <= 2; n++) {
      await drawNext(page, n);
      seatedOnce(await scoreAll(page, slug, games), 40);
      const conflicts = await page.$$eval("#conflicts tr[data-kind]", (rs) => rs.map((r) => r.dataset.kind));
      assert.ok(conflicts.includes("club_meets_club"));
      if (n === 2) assert.ok(conflicts.includes("player_meets_club_again"));
    }
    await checkTotals(page, games, 2);
    const teams = await page.$$eval("#team-standings tbody tr", (rs) => rs.map((r) => ({ club: r.dataset.club, total: r.querySelector(".total").textContent, pos: Number(r.querySelector(".pos").textContent) })));
    assert.ok(teams.length >= 7, "one row per club");
    // Recompute each club's total from the players' games.
    await tab(page, "Giocatori");
    const club = Object.fromEntries(await page.$$eval("#players tbody tr", (rs) => rs.map((r) => [Number(r.dataset.id), r.querySelector("td.p-club").textContent.trim()])));
    for (const t of teams) {
      const sum = Object.entries(games).filter(([id]) => club[id] === t.club).flatMap(([, g]) => g).reduce((a, b) => a + b, 0);
      assert.equal(t.total, show(sum, 2), `team ${t.club}`);
    }
    const num = (text) => Number(text.replace(",", "."));
    assert.ok(teams.every((t, i) => i === 0 || num(teams[i - 1].total) >= num(t.total)));

    // The director counts only each club's best 2 games: the team totals follow.
    await tab(page, "Impostazioni");
    await enter(page, "#format-options input[name=team-best]", "2");
    await page.click("#settings button[type=submit]");
    await page.waitForSelector(".notice.info");
    await tab(page, "Classifica");
    await page.waitForSelector("#team-standings tbody tr");
    assert.match(await page.textContent(".team-title"), /2 migliori/);
    const best2 = await page.$$eval("#team-standings tbody tr", (rs) => rs.map((r) => ({ club: r.dataset.club, total: r.querySelector(".total").textContent })));
    for (const t of best2) {
      const g = Object.entries(games).filter(([id]) => club[id] === t.club).flatMap(([, g]) => g).sort((a, b) => b - a);
      assert.equal(t.total, show(g[0] + (g[1] || 0), 2), `team ${t.club}, best 2`);
    }
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});

for (const [slug, semis] of [["raduno-nazionale-gt", 4], ["sant-eufemia", null]]) {
  test(`${slug}: two qualifying rounds, semifinals by bands, final, final standings`, async () => {
    const b = await browser();
    try {
      const page = await start(b, slug);
      const games = {};
      for (let n = 1; n <= 2; n++) {
        await drawNext(page, n);
        seatedOnce(await scoreAll(page, slug, games), 40);
      }
      const rows = await checkTotals(page, games, slug === "sant-eufemia" ? 2 : 0);
      await drawNext(page, 3);
      const r3 = await tables(page);
      if (semis) assert.equal(r3.length, semis);
      else assert.ok(r3.length === 3 || r3.length === 4);
      // Bands: each semifinal has one player of each band of the standings.
      const first = r3.length === 4 ? 0 : 1;
      // Each player's range of standings indices: his own, or the group he is level with.
      const span = Object.fromEntries(rows.map((r) => [r.id, [rows.findIndex((x) => x.pos === r.pos), rows.findLastIndex((x) => x.pos === r.pos)]]));
      for (const t of r3) {
        const at = t.map((id) => span[id]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
        at.forEach(([lo, hi], band) => {
          const from = first + band * r3.length, to = first + (band + 1) * r3.length - 1;
          assert.ok(lo <= to && hi >= from, `band ${band} of table ${t}: ${lo}–${hi}`);
        });
      }
      await scoreAll(page, slug, {});
      await drawNext(page, 4);
      const fin = await tables(page);
      assert.equal(fin.length, 1);
      assert.equal(fin[0].length, 4);
      await scoreAll(page, slug, {});
      await tab(page, "Classifica");
      await page.waitForSelector("#final-title");
      const finalRows = await page.$$eval("#standings tbody tr", (rs) => rs.map((r) => Number(r.dataset.id)));
      // The final's winner (BASE rotated: seat 0 of table 1 scores 60) is first.
      assert.equal(finalRows[0], fin[0][0]);
      assert.deepEqual(new Set(finalRows.slice(0, 4)), new Set(fin[0]));
      assert.deepEqual(b.errors, []);
    } finally { await b.close(); }
  });
}
