// Othello, end to end in headless Chromium: a 16-player, 5-round Swiss tournament created from
// the home page with disc counts typed table by table (an impossible count refused), the standings with
// Buchholz and disc difference, then the FNGO rating list: import (a bad file refused), apply, the
// changes checked against an independent computation, reload, undo and re-apply, export as CSV and
// xlsx, and the exported list refused when the same tournament is applied to it again.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import { serve, browser, open, download, foreign, createTournament, addPlayer, seatedTables as tables, scoreTable } from "./harness.mjs";

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });

const SHOTS = process.env.SHOTS; // a folder: screenshots of the pages, to look at

// Invented players: [first name, last name, club]. IDs are 1..16 in this order.
const PLAYERS = [
  ["Marco", "Ardesi", "Milano"], ["Lucia", "Bertelli", "Roma"], ["Paolo", "Corvino", "Torino"], ["Anna", "Dallari", "Bologna"],
  ["Sergio", "Esposti", "Napoli"], ["Giulia", "Fornari", "Milano"], ["Davide", "Galvani", "Roma"], ["Elena", "Iacopini", "Torino"],
  ["Franco", "Lanzoni", "Bologna"], ["Marta", "Molteni", "Napoli"], ["Carlo", "Nardelli", "Milano"], ["Sara", "Orlandi", "Roma"],
  ["Pietro", "Pagliari", "Torino"], ["Irene", "Quaglia", "Bologna"], ["Tommaso", "Rinaldi", "Napoli"], ["Nadia", "Sartori", "Milano"],
];
/** The federation's spelling, as `games_from_tournament` writes it: "Cognome Nome". */
const listName = (id) => `${PLAYERS[id - 1][1]} ${PLAYERS[id - 1][0]}`;
const PROVISIONAL = 15; // in the list with 5 games, category P
const NEWCOMER = 16; // not in the list: unrated
const TOURNAMENT = "Othello Open di prova";

/** The discs of a game, from the round and the two players: varied results, all at most 64 in total. The
 * newcomer draws every game 32–32, so his disc difference is 0. */
function discs(round, black, white) {
  if (black === NEWCOMER || white === NEWCOMER) return [32, 32];
  const outcomes = [[40, 24], [33, 31], [32, 32], [24, 40], [30, 34], [38, 20], [17, 47]];
  return outcomes[(black * 7 + white * 3 + round) % outcomes.length];
}


/** Round half up of num/den (den > 0), as the FNGO rules round: ⌊x + ½⌋. */
const roundHalfUp = (num, den) => Math.floor((2 * num + den) / (2 * den));

/** Expected score in thousandths, 1000 / (1 + 10^(−d/400)) rounded half up, d capped at ±400 (table 1). */
function expectedMilli(d) {
  const c = Math.max(-400, Math.min(400, d));
  const x = 1000 / (1 + 10 ** (-Math.abs(c) / 400));
  assert.ok(Math.abs(x - Math.floor(x) - 0.5) > 1e-6, `difference ${d} is too close to a rounding boundary for a float check`);
  const e = Math.floor(x + 0.5);
  return c >= 0 ? e : 1000 - e;
}

/** The FNGO update of this test's tournament, computed from the games alone (the newsletter's formulas):
 * players 1..14 stable at 1500, 15 provisional at 1500 after 5 games, 16 new. Returns id → {old, new, games}. */
function expectedRatings(games, rounds) {
  const played = new Map();
  for (const g of games) {
    for (const [me, opp, mine, theirs] of [[g.black, g.white, g.bd, g.wd], [g.white, g.black, g.wd, g.bd]]) {
      if (!played.has(me)) played.set(me, []);
      played.get(me).push({ opp, mine, theirs });
    }
  }
  const pre = () => 1500; // everyone in the list starts at 1500
  const out = new Map();
  // Step 1: the newcomer met only rated players: PR = mean opponent rating + 10 × mean disc difference.
  const up = played.get(NEWCOMER);
  const upSum = up.reduce((s, g) => s + pre(g.opp) + 10 * (g.mine - g.theirs), 0);
  const upRating = roundHalfUp(upSum, up.length);
  // Step 2: the provisional player, against the newcomer's new rating and the others' old one.
  const pp = played.get(PROVISIONAL);
  const ppOpp = (g) => (g.opp === NEWCOMER ? upRating : pre(g.opp));
  const ppPerfSum = pp.reduce((s, g) => s + ppOpp(g) + 10 * (g.mine - g.theirs), 0); // PR × games
  const ppRating = roundHalfUp(1500 * 5 + ppPerfSum, 5 + pp.length);
  const newOf = (id) => (id === NEWCOMER ? upRating : id === PROVISIONAL ? ppRating : pre(id));
  // Step 3: stable players: ½ × (40 × (TPE − TVP) + (SPTPE − SPTP)), in thousandths.
  const change = new Map();
  for (let id = 1; id <= 14; id++) {
    let halves = 0, tvp = 0, sptpe = 0, gap = 0;
    for (const g of played.get(id)) {
      const oppRating = newOf(g.opp);
      halves += g.mine > g.theirs ? 2 : g.mine === g.theirs ? 1 : 0;
      tvp += expectedMilli(1500 - oppRating);
      sptpe += g.mine - g.theirs;
      gap += 1500 - oppRating;
    }
    const total = 40 * (500 * halves - tvp) * 10 + 1000 * sptpe * 10 - 1000 * gap;
    change.set(id, roundHalfUp(total, 20000));
  }
  // Step 4: a gain of 50 or more (5 rounds) gives half of it back, split over the giver's games.
  const threshold = 50 + 10 * Math.max(0, rounds - 5);
  const received = new Map(); // id → sum of gains / 10, kept as the sum of gains (each share is gain / (2 × 5))
  for (const [id, c] of change) {
    if (c < threshold) continue;
    const n = played.get(id).length;
    assert.equal(n, 5);
    for (const g of played.get(id)) received.set(g.opp, (received.get(g.opp) || 0) + c);
  }
  const feedback = (id) => (received.has(id) ? roundHalfUp(received.get(id), 10) : 0);
  // Step 5: a stable player loses at most 50 in 5 rounds.
  const cap = 50 + 10 * Math.max(0, rounds - 5);
  for (let id = 1; id <= 16; id++) {
    let rating;
    if (id <= 14) rating = 1500 + Math.max(-cap, change.get(id) + feedback(id));
    else rating = newOf(id) + feedback(id);
    out.set(id, { old: id === NEWCOMER ? null : 1500, new: rating, games: played.get(id).length, feedback: feedback(id), stable: change.get(id) });
  }
  return out;
}

/** The rating list given to the director: the 15 known participants and three who did not play. */
function ratingListCsv() {
  const rows = ["name,city,rating,category,games,last_tournament"];
  for (let id = 1; id <= 14; id++) rows.push(`${listName(id)},${PLAYERS[id - 1][2]},1500,S,40,2026-05-10`);
  rows.push(`${listName(PROVISIONAL)},${PLAYERS[PROVISIONAL - 1][2]},1500,P,5,2026-05-10`);
  rows.push("Zanetti Ottavio,Genova,1620,S,80,2026-03-01");
  rows.push("Villa Bruna,Bari,,P,0,");
  rows.push("\"Ughi, Sandro\",Pisa,1180,P,7,2025-11-20");
  return rows.join("\n") + "\n";
}

/** A CSV line split on commas, with double-quoted fields. */
function csvFields(line) {
  const out = [];
  let field = "", quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"' && quoted && line[i + 1] === '"') { field += '"'; i++; }
    else if (c === '"') quoted = !quoted;
    else if (c === "," && !quoted) { out.push(field); field = ""; }
    else field += c;
  }
  out.push(field);
  return out;
}

// A number as the page writes it (Italian decimals take a comma).
const num = (text) => Number(text.trim().replace("−", "-").replace("+", "").replace(",", "."));

test("Othello: 16 players, 5 Swiss rounds with discs, Buchholz standings, rating list applied once and exported", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    page.on("dialog", (d) => d.accept());
    await open(page, site.url);

    // A new tournament with the Othello (Swiss) format, from the home page.
    await createTournament(page, TOURNAMENT, "othello-swiss");
    assert.match(await page.textContent(".t-head h1"), /Othello \(svizzero\)/);
    for (let i = 0; i < PLAYERS.length; i++) await addPlayer(page, i + 1, ...PLAYERS[i]);
    assert.equal(await page.locator("#players tbody tr").count(), 16);

    // Five Swiss rounds: eight games each, everyone once, never the same opponent twice.
    const games = [];
    const met = new Set();
    const pair = (a, b2) => (a < b2 ? `${a}-${b2}` : `${b2}-${a}`);
    for (let round = 1; round <= 5; round++) {
      await page.click("nav.tabs >> text=Turni");
      await page.click("#next-round");
      assert.match(await page.textContent("#advice"), /abbinamento svizzero/);
      await page.click("#draw");
      await page.waitForSelector(`#round[data-round='${round}'] #tables .table-card`);
      const seating = await tables(page);
      assert.equal(seating.length, 8);
      assert.ok(seating.every((t) => t.length === 2));
      assert.deepEqual(seating.flat().sort((x, y) => x - y), Array.from({ length: 16 }, (_, i) => i + 1));
      for (const [x, y] of seating) {
        assert.ok(!met.has(pair(x, y)), `round ${round}: ${x} and ${y} meet again`);
        met.add(pair(x, y));
      }
      assert.equal(await page.textContent(".table-card thead th.num"), "Pedine");
      if (round === 5) {
        // Before the last round's results: the list can be imported, but the tournament is not applied.
        await page.click("nav.tabs >> text=Rating Othello");
        await page.setInputFiles("#rating-import", { name: "lista-fngo.csv", mimeType: "text/csv", buffer: Buffer.from(ratingListCsv()) });
        await page.waitForSelector("#rating-source");
        assert.match(await page.textContent("#rating-not-ready"), /Turni con risultati mancanti: 5\./);
        await page.click("#rating-apply");
        await page.waitForSelector("#rating-error");
        assert.match(await page.textContent("#rating-error"), /Turni con risultati mancanti: 5\. Completa tutti i tavoli/);
        assert.equal(await page.locator("#rating-changes").count(), 0);
        await page.click("nav.tabs >> text=Turni");
        await page.waitForSelector("#round[data-round='5'] #tables .table-card");
      }
      for (let t = 0; t < seating.length; t++) {
        const card = page.locator("#tables .table-card").nth(t);
        const inputs = card.locator("input[name=points]");
        const [black, white] = seating[t];
        if (round === 1 && t === 0) {
          // 40 + 30 discs cannot be on a board of 64: shown while typing, and the table is not saved.
          await inputs.nth(0).fill("40");
          await inputs.nth(1).fill("30");
          await card.locator(".entry-problems").waitFor();
          assert.match(await card.locator(".entry-problems").textContent(), /64/);
          await card.locator(".save-table").click();
          await page.waitForSelector(".notice.error");
          assert.equal(await card.locator(".saved").count(), 0);
          await page.click(".notice .close");
        }
        const [bd, wd] = discs(round, black, white);
        await inputs.nth(0).fill(String(bd));
        await inputs.nth(1).fill(String(wd));
        // The live preview gives 2 points a win, 1 a draw.
        const expectedBlack = bd > wd ? "2" : bd === wd ? "1" : "0";
        await page.waitForFunction(([i, v]) => document.querySelectorAll("#tables .table-card")[i].querySelector("td.tp").textContent === v, [t, expectedBlack]);
        await card.locator(".save-table").click();
        await card.locator(".saved").waitFor();
        games.push({ round, black, white, bd, wd });
      }
      if (SHOTS && round === 1) await page.screenshot({ path: `${SHOTS}/othello-round.png`, fullPage: true });
    }
    assert.equal(games.length, 40);

    // Standings: points (2 a win, 1 a draw), Buchholz (opponents' points), disc difference, from what was typed.
    const points = new Map(), opponents = new Map(), diff = new Map();
    for (let id = 1; id <= 16; id++) { points.set(id, 0); opponents.set(id, []); diff.set(id, 0); }
    for (const g of games) {
      const [pb, pw] = g.bd > g.wd ? [2, 0] : g.bd === g.wd ? [1, 1] : [0, 2];
      points.set(g.black, points.get(g.black) + pb);
      points.set(g.white, points.get(g.white) + pw);
      opponents.get(g.black).push(g.white);
      opponents.get(g.white).push(g.black);
      diff.set(g.black, diff.get(g.black) + g.bd - g.wd);
      diff.set(g.white, diff.get(g.white) + g.wd - g.bd);
    }
    const buchholz = (id) => opponents.get(id).reduce((s, o) => s + points.get(o), 0);
    await page.click("nav.tabs >> text=Classifica");
    await page.waitForSelector("#standings tbody tr");
    const rows = await page.$$eval("#standings tbody tr", (trs) => trs.map((tr) => ({
      id: Number(tr.dataset.id),
      pos: tr.querySelector("td.pos").textContent,
      points: tr.querySelector("td.total").textContent,
      buchholz: tr.querySelector("td.buchholz").textContent,
      discs: tr.querySelector("td.disc-difference").textContent,
      rounds: tr.querySelectorAll("td.game").length,
    })));
    assert.equal(rows.length, 16);
    const key = (id) => [points.get(id), buchholz(id), diff.get(id)];
    for (const [i, r] of rows.entries()) {
      assert.equal(num(r.points), points.get(r.id), `points of ${r.id}`);
      assert.equal(num(r.buchholz), buchholz(r.id), `Buchholz of ${r.id}`);
      assert.equal(num(r.discs), diff.get(r.id), `disc difference of ${r.id}`);
      assert.equal(r.rounds, 5);
      // Position: one more than the players strictly ahead on (points, Buchholz, disc difference).
      const ahead = [...points.keys()].filter((o) => {
        const [a, x] = [key(o), key(r.id)];
        return a[0] > x[0] || (a[0] === x[0] && (a[1] > x[1] || (a[1] === x[1] && a[2] > x[2])));
      }).length;
      assert.equal(Number(r.pos), ahead + 1, `position of ${r.id}`);
      if (i > 0) {
        const [p, q] = [key(rows[i - 1].id), key(r.id)];
        assert.ok(p[0] > q[0] || (p[0] === q[0] && (p[1] > q[1] || (p[1] === q[1] && p[2] >= q[2]))), "standings order");
      }
    }
    // At least one tie on points is broken by Buchholz, or the check above proves little.
    assert.ok(rows.some((r, i) => i > 0 && num(rows[i - 1].points) === num(r.points) && num(rows[i - 1].buchholz) > num(r.buchholz)));
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/othello-standings.png`, fullPage: true });

    // The rating page: a file with a bad rating is refused and says where.
    await page.click("nav.tabs >> text=Rating Othello");
    await page.setInputFiles("#rating-import", { name: "sbagliata.csv", mimeType: "text/csv", buffer: Buffer.from("name,rating,category\nArdesi Marco,1500,S\nBertelli Lucia,mille,S\n") });
    await page.waitForSelector("#rating-import-error");
    assert.match(await page.textContent("#rating-import-error"), /sbagliata\.csv.*Riga 3, colonna «rating»: «mille» non è un rating.*La lista non è cambiata/);
    assert.match(await page.textContent("#rating-source"), /lista-fngo\.csv · 18 giocatori/);

    // The real list again (replacing the one imported before, after confirmation): 18 players, one of
    // the tournament's missing (he enters unrated).
    if (await page.locator(".notice").count()) await page.click(".notice .close");
    await page.setInputFiles("#rating-import", { name: "lista-fngo.csv", mimeType: "text/csv", buffer: Buffer.from(ratingListCsv()) });
    await page.waitForSelector(".notice.info");
    assert.match(await page.textContent(".notice.info"), /«lista-fngo\.csv»: 18 giocatori importati/);
    assert.match(await page.textContent("#rating-source"), /lista-fngo\.csv · 18 giocatori \(17 con rating\)/);
    assert.equal(await page.locator("#rating-import-error").count(), 0);
    assert.match(await page.textContent("#rating-summary"), /5 turni, 40 partite; 15 giocatori trovati nella lista/);
    assert.match(await page.textContent("#rating-new-players"), new RegExp(listName(NEWCOMER)));
    assert.equal(await page.locator("#rating-list tbody tr").count(), 18);
    assert.equal(await page.locator("#rating-already").count(), 0);
    assert.equal(await page.locator("#rating-not-ready").count(), 0);

    // Apply: every participant's old and new rating and change, as computed independently.
    const expected = expectedRatings(games, 5);
    const checkChanges = async () => {
      const shown = await page.$$eval("#rating-changes tbody tr", (trs) => trs.map((tr) => ({
        name: tr.dataset.name,
        group: tr.querySelector(".group").textContent,
        old: tr.querySelector("td.old").textContent,
        now: tr.querySelector("td.new").textContent,
        change: tr.querySelector("td.change").textContent,
        games: tr.querySelector("td.games").textContent,
        category: tr.querySelector("td.category").textContent,
        steps: tr.querySelector("td.steps").textContent,
      })));
      assert.equal(shown.length, 16);
      for (let id = 1; id <= 16; id++) {
        const row = shown.find((r) => r.name === listName(id));
        assert.ok(row, `row of ${listName(id)}`);
        const e = expected.get(id);
        assert.equal(Number(row.now), e.new, `new rating of ${listName(id)}`);
        if (id === NEWCOMER) {
          assert.equal(row.group, "UP");
          assert.equal(row.old, "—");
          assert.equal(row.change, "nuovo");
          assert.equal(row.games, "5 / 5");
          assert.equal(row.category, "P");
          assert.match(row.steps, /1\. Senza rating \(UP\)/);
        } else {
          assert.equal(Number(row.old), 1500);
          assert.equal(num(row.change), e.new - 1500, `change of ${listName(id)}`);
          assert.equal(row.group, id === PROVISIONAL ? "PP" : "EP");
          assert.equal(row.games, id === PROVISIONAL ? "5 / 10" : "5 / 45");
          assert.equal(row.category, id === PROVISIONAL ? "P" : "S");
          assert.match(row.steps, id === PROVISIONAL ? /2\. Provvisorio \(PP\)/ : /3\. Stabile \(EP\)/);
        }
        if (e.feedback > 0) assert.match(row.steps, new RegExp(`4\\. Feedback: \\+${e.feedback} da`));
        if (id <= 14 && e.stable + e.feedback < -50) assert.match(row.steps, /5\. Limite alle perdite/);
      }
    };
    await page.click("#rating-apply");
    await page.waitForSelector("#rating-changes tbody tr");
    await checkChanges();
    // The newcomer drew every game 32–32 against players rated 1500: 1500, plus any feedback received.
    assert.equal(expected.get(NEWCOMER).new, 1500 + expected.get(NEWCOMER).feedback);
    // The test's tournament has a gain big enough for feedback, so step 4 is exercised.
    assert.ok([...expected.values()].some((e) => e.feedback > 0), "some player receives feedback");
    assert.match(await page.textContent("#rating-applied"), /Applicato il/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/othello-rating.png`, fullPage: true });

    // The list and the changes survive a reload.
    await page.reload();
    await page.waitForSelector("#rating-changes tbody tr");
    await checkChanges();
    assert.equal(await page.locator("#rating-apply").count(), 0);

    // Undo restores the imported list; applying again gives the same changes.
    await page.click("#rating-undo");
    await page.waitForSelector("#rating-apply");
    assert.equal(await page.locator("#rating-changes").count(), 0);
    assert.equal(await page.textContent(`#rating-list tr[data-name='${listName(1)}'] td.rating`), "1500");
    await page.click("#rating-apply");
    await page.waitForSelector("#rating-changes tbody tr");
    await checkChanges();

    // The changes as CSV, for the federation: one row per participant, with the steps.
    const changes = await download(page, () => page.click("#rating-export-changes"));
    const changeLines = fs.readFileSync(changes.file, "utf8").trim().split("\n");
    assert.equal(changeLines[0], "name,group,old,new,change,games_played,games,category,steps");
    assert.equal(changeLines.length, 17);
    for (let id = 1; id <= 16; id++) {
      const f = changeLines.map(csvFields).find((x) => x[0] === listName(id));
      const e = expected.get(id);
      assert.deepEqual(f.slice(1, 8), [id === NEWCOMER ? "UP" : id === PROVISIONAL ? "PP" : "EP", id === NEWCOMER ? "" : "1500", String(e.new), id === NEWCOMER ? "" : String(e.new - 1500), "5", id <= 14 ? "45" : id === PROVISIONAL ? "10" : "5", id <= 14 ? "S" : "P"]);
    }

    // Export as CSV: the new list, the non-participants unchanged, the tournament's key recorded.
    const csv = await download(page, () => page.click("#rating-export-csv"));
    assert.match(csv.name, /\.csv$/);
    const lines = fs.readFileSync(csv.file, "utf8").trim().split("\n");
    assert.equal(lines[0], "name,rating,category,games,city,last_tournament");
    const byName = new Map(lines.slice(1).filter((l) => !l.startsWith("#")).map((l) => { const f = csvFields(l); return [f[0], f]; }));
    assert.equal(byName.size, 19);
    for (let id = 1; id <= 16; id++) {
      const f = byName.get(listName(id));
      const e = expected.get(id);
      assert.equal(Number(f[1]), e.new, `exported rating of ${listName(id)}`);
      assert.equal(f[2], id <= 14 ? "S" : "P");
      assert.equal(Number(f[3]), id <= 14 ? 45 : id === PROVISIONAL ? 10 : 5);
      assert.equal(f[5], TOURNAMENT);
    }
    assert.deepEqual(byName.get("Zanetti Ottavio"), ["Zanetti Ottavio", "1620", "S", "80", "Genova", "2026-03-01"]);
    assert.deepEqual(byName.get("Villa Bruna"), ["Villa Bruna", "", "P", "0", "Bari", ""]);
    assert.deepEqual(byName.get("Ughi, Sandro"), ["Ughi, Sandro", "1180", "P", "7", "Pisa", "2025-11-20"]);
    assert.equal(lines.filter((l) => l.startsWith("# raduno-applied:")).length, 1);
    // Sorted by rating, highest first.
    const ratings = [...byName.values()].map((f) => (f[1] === "" ? -1 : Number(f[1])));
    assert.deepEqual(ratings, [...ratings].sort((x, y) => y - x));

    // Export as xlsx, then import that file: the same list, and the tournament cannot be applied twice.
    const xlsx = await download(page, () => page.click("#rating-export-xlsx"));
    assert.match(xlsx.name, /\.xlsx$/);
    const bytes = fs.readFileSync(xlsx.file);
    assert.equal(bytes.subarray(0, 2).toString(), "PK");
    await page.setInputFiles("#rating-import", { name: xlsx.name, mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer: bytes });
    await page.waitForFunction((n) => document.querySelector("#rating-source")?.textContent.includes(n), xlsx.name);
    assert.match(await page.textContent("#rating-source"), /19 giocatori \(18 con rating\) .* tornei già applicati: 1/);
    assert.match(await page.textContent("#rating-already"), /contiene già i risultati di questo torneo/);
    for (let id = 1; id <= 16; id++) {
      assert.equal(Number(await page.textContent(`#rating-list tr[data-name='${listName(id)}'] td.rating`)), expected.get(id).new);
    }
    await page.click("#rating-apply");
    await page.waitForSelector("#rating-error");
    assert.match(await page.textContent("#rating-error"), /Questo torneo è già stato applicato alla lista/);
    assert.equal(await page.locator("#rating-changes").count(), 0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/othello-refused.png`, fullPage: true });

    // English.
    await page.click("header .lang >> text=EN");
    assert.match(await page.textContent("#rating-apply"), /Apply the tournament/);
    assert.match(await page.textContent("#rating-already"), /already holds this tournament/);
    assert.equal(await page.locator("#rating-undo").count(), 0); // nothing applied to this list here
    await page.click("nav.tabs >> text=Standings");
    await page.waitForSelector("#standings");
    assert.match(await page.textContent("#standings thead"), /Buchholz.*Disc diff\./);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/othello-standings-en.png`, fullPage: true });

    // The optional final between the top two, best of 3: the leader wins the first two games.
    await page.click("header .lang >> text=IT");
    await page.click("nav.tabs >> text=Turni");
    const [first, second] = [rows[0].id, rows[1].id];
    for (const game of [1, 2]) {
      await page.click("#next-round");
      await page.click("#othello-final-game");
      await page.waitForFunction((n) => document.querySelector("#round")?.dataset.round === String(n), 5 + game);
      const seated = await tables(page);
      assert.equal(seated.length, 1);
      assert.deepEqual(seated[0].slice().sort((x, y) => x - y), [first, second].sort((x, y) => x - y));
      // Colours alternate: the better-placed player has Black in game 1.
      assert.equal(seated[0][0], game === 1 ? first : second);
      await scoreTable(page, 0, seated[0][0] === first ? [40, 24] : [24, 40]);
    }
    await page.click("#next-round");
    assert.match(await page.textContent("#othello-final .final-result"), /Vince la finale: .* \(4–0, pedine 80–48\)/);
    // Decided after two games of three: no third game, no further round.
    assert.equal(await page.locator("#othello-final-game").count(), 0);
    assert.equal(await page.locator("#draw").count(), 0);
    // The final is over, not "started".
    assert.doesNotMatch(await page.textContent("#advice"), /la finale è iniziata/);
    // The final standings: the final's winner 1st, the other 2nd, and only the 5 Swiss rounds as columns.
    await page.click("nav.tabs >> text=Classifica");
    await page.waitForSelector("#final-title");
    const finalIds = await page.$$eval("#standings tbody tr", (trs) => trs.map((tr) => Number(tr.dataset.id)));
    assert.deepEqual(finalIds.slice(0, 2), [first, second]);
    // The page says the final decided 1st place.
    assert.match(await page.textContent("#final-decided"), /1° posto deciso dalla finale: vince .* \(4–0, pedine 80–48\)/);
    const heads = await page.$$eval("#standings thead th", (ths) => ths.map((t) => t.textContent));
    assert.ok(heads.includes("pt5") && !heads.includes("pt6"), heads.join(" "));

    assert.deepEqual(foreign(b.requests, site.origin), []);
    assert.deepEqual(b.errors, []);
  } finally {
    if (SHOTS) await (await b.page()).screenshot({ path: `${SHOTS}/othello-last.png`, fullPage: true }).catch(() => {});
    await b.close();
  }
});
