// The Open as GestioneTorneo scores it, end to end in headless Chromium: an Open GT tournament played in
// the app (a 5-seat winner over 80 scores 150, three who share a win no bonus); a workbook GestioneTorneo
// wrote (built here as it writes one: two rows a table, "Nome Cognome", a line break and the club, and
// its Classifica Ridotta) opened as a new tournament says which Open it is scored with; the settings
// switch to the manual's Open shows who moves, from which place to which, before it counts, and the
// switch is undone as one step; the national ranking of that workbook counts Classifica Ridotta's places
// and names who the app's standings place otherwise. Screenshots when SHOTS names a folder.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serve, browser, open, openDemo, setFormat, tab, drawNext, seatedTables, scoreTable, standingsRows, foreign, nationalRanking } from "./harness.mjs";
import { xls } from "./xls.mjs";

const SHOTS = process.env.SHOTS || "";

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });

// Three rounds of five tables of 4 (T = 15): [player, table points]. Players 2 and 3 end level on 130
// points and one win each; GestioneTorneo puts 2 ahead by the best game (100 against 90).
const ROUNDS = [
  [[[1, 70], [4, 15], [5, 10], [6, 4]], [[2, 50], [7, 30], [8, 15], [9, 5]], [[3, 40], [10, 35], [11, 15], [12, 10]], [[13, 45], [14, 15], [15, 30], [16, 10]], [[17, 44], [18, 10], [19, 16], [20, 30]]],
  [[[1, 60], [7, 20], [10, 15], [13, 5]], [[14, 50], [17, 5], [2, 20], [4, 25]], [[18, 45], [3, 30], [5, 20], [8, 5]], [[6, 40], [9, 10], [11, 20], [15, 30]], [[12, 50], [16, 25], [19, 15], [20, 10]]],
  [[[8, 45], [1, 30], [11, 20], [14, 5]], [[5, 40], [10, 30], [16, 20], [2, 10]], [[9, 50], [6, 20], [3, 10], [12, 5]], [[4, 35], [7, 30], [13, 25], [15, 10]], [[19, 40], [17, 30], [18, 20], [20, 10]]],
];
// GestioneTorneo's Classifica Ridotta: [position, player, pt_tot].
const REDUCED = [[1, 1, 260], [2, 2, 130], [3, 3, 130], [4, 17, 129], [5, 13, 125], [5, 18, 125], [7, 4, 125], [8, 19, 121], [9, 14, 120], [10, 5, 120],
  [11, 9, 115], [11, 12, 115], [13, 8, 115], [14, 6, 114], [15, 10, 80], [16, 7, 80], [17, 15, 70], [18, 16, 55], [19, 11, 55], [20, 20, 50]];
const FIRST = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Gina", "Ivo", "Lara", "Mario", "Nina", "Oscar", "Paola", "Rino", "Sara", "Tito", "Ugo", "Vera", "Walter", "Zeno"];
const CLUBS = ["ROMA", "LATINA", "NAPOLI", "BARI"];
const first = (id) => FIRST[id - 1];
const last = (id) => `Prova${id}`;
const club = (id) => CLUBS[id % 4];

/** The workbook as GestioneTorneo leaves it after the third round (an .xls, as its HSSF writer saves). */
function gtWorkbook() {
  const torneo = { name: "TORNEO", cells: [
    [1, 1, "Sede Torneo"], [1, 3, "Roma"], [2, 1, "Organizzatore"], [2, 3, "Club di prova"], [3, 1, "Nome Torneo"], [3, 3, "Open di prova"],
    [4, 1, "Tipologia di Torneo"], [4, 3, "Torneo Open"], [5, 1, "Numero Turni Previsti"], [5, 3, 3],
    [7, 1, 1], [7, 3, "09/03/2024"], [8, 1, 2], [8, 3, "16/03/2024"], [9, 1, 3], [9, 3, "23/03/2024"],
  ] };
  const players = { name: "Iscritti", cells: [] };
  ["ID", "Nome", "Cognome", "Nick Forum EG", "Club", "Partecipa Torneo", "Regione", "Data di Nascita", "ID NAZIONALE"].forEach((h, c) => players.cells.push([2, c, h]));
  for (let id = 1; id <= 20; id++) players.cells.push([2 + id, 0, id], [2 + id, 1, first(id)], [2 + id, 2, last(id)], [2 + id, 4, club(id)], [2 + id, 5, "SI"], [2 + id, 8, 5000 + id]);
  const rounds = ROUNDS.map((round, n) => {
    const sheet = { name: `${n + 1}° Turno`, cells: [] };
    round.forEach((table, k) => {
      sheet.cells.push([2 * k, 0, `Tavolo N°${k + 1}`]);
      table.forEach(([id, pts], s) => sheet.cells.push([2 * k + 1, 3 * s, id], [2 * k + 1, 3 * s + 1, `${first(id)} ${last(id)}\n${club(id)}`], [2 * k + 1, 3 * s + 2, pts]));
    });
    return sheet;
  });
  const reduced = { name: "Classifica Ridotta", cells: [] };
  ["Pos.", "Nome", "Cognome", "pt_tot", "id"].forEach((h, c) => reduced.cells.push([0, c, h]));
  REDUCED.forEach(([pos, id, total], i) => reduced.cells.push([1 + i, 0, String(pos)], [1 + i, 1, first(id)], [1 + i, 2, last(id)], [1 + i, 3, total], [1 + i, 4, String(id)]));
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "raduno-open-gt-")), "Open di prova.xls");
  fs.writeFileSync(file, xls([torneo, players, ...rounds, reduced]));
  return file;
}

// GestioneTorneo's Open, recomputed here: whole points, a 5-seat winner over 80 counts 100, the rest ×1.25
// at 5 seats; 50 to a sole winner, 25 each to two, none to three or more. In quarters.
function gtScores(pts) {
  const top = Math.max(...pts);
  const k = pts.filter((p) => p === top).length;
  return pts.map((p) => {
    const won = p === top;
    const table = pts.length === 5 ? (won && p > 80 ? 400 : p === 100 ? 400 : p * 5) : pts.length === 3 ? p * 3 : p * 4;
    return table + (won ? (k === 1 ? 200 : k === 2 ? 100 : 0) : 0);
  });
}
const shown = (quarters) => (quarters / 4).toFixed(2).replace(".", ",");

test("an Open GT tournament scored in the app: 150 to a 5-seat winner with 84, no bonus to three who share a win", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    const requests = [];
    page.on("request", (r) => requests.push(r.url()));
    await openDemo(page, site.url);
    await setFormat(page, "open-gt");
    // 37 players present: eight tables of 4 and one of 5.
    await tab(page, "Giocatori");
    for (const id of [38, 39, 40]) {
      await page.click(`#players tr[data-id='${id}'] input.participating`);
      await page.waitForSelector(`#players tr[data-id='${id}'] .status`);
    }
    await drawNext(page, 1);
    const seated = await seatedTables(page);
    assert.ok(seated.some((t) => t.length === 5), "the demo draws a table of 5");
    const games = {};
    for (let t = 0; t < seated.length; t++) {
      const pts = seated[t].length === 5 ? [84, 40, 30, 20, 10] : t === 0 ? [30, 30, 30, 10] : [50, 30, 20, 10];
      await scoreTable(page, t, pts);
      gtScores(pts).forEach((q, s) => { games[seated[t][s]] = q; });
    }
    const rows = await standingsRows(page);
    assert.equal(rows.length, seated.flat().length);
    for (const r of rows) assert.equal(r.total, shown(games[r.id]), `player ${r.id}`);
    const five = seated.find((t) => t.length === 5);
    assert.equal(rows.find((r) => r.id === five[0]).total, "150,00");
    if (seated[0].length === 4) assert.equal(rows.find((r) => r.id === seated[0][0]).total, "30,00");
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, "open-gt-standings.png"), fullPage: true });
    assert.deepEqual(foreign(requests, site.url), []);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("a GestioneTorneo workbook says its Open; the switch to the manual's Open shows who moves, counts when saved, undoes in one step", async () => {
  const file = gtWorkbook();
  const b = await browser();
  try {
    const page = await b.page();
    await open(page, site.url);
    await page.waitForSelector("#import-new-workbook", { state: "attached" });
    await page.setInputFiles("#import-new-workbook", file);
    await page.waitForSelector("nav.tabs");
    assert.match(await page.textContent(".notice.info"), /Un Open scritto da GestioneTorneo: i punti sono calcolati come li calcola GestioneTorneo \(Open \(GestioneTorneo\)\)/);
    let rows = await standingsRows(page);
    for (const [pos, id] of REDUCED) assert.equal(rows.find((r) => r.id === id).pos, pos, `player ${id}`);

    await page.click("nav.tabs >> text=Impostazioni");
    assert.equal(await page.inputValue("#settings select[name=format]"), "open-gt");
    assert.equal(await page.locator("#standings-moves").count(), 0);
    await page.selectOption("#settings select[name=format]", "open");
    await page.waitForSelector("#standings-moves li.move");
    const moves = await page.$$eval("#standings-moves li.move", (lis) => lis.map((li) => [Number(li.dataset.player), Number(li.dataset.from), Number(li.dataset.to)]));
    // Level on total and wins, the manual's Open shares the place GestioneTorneo splits by the best game.
    assert.deepEqual(moves, [[3, 3, 2], [4, 7, 5], [5, 10, 9], [8, 13, 11], [7, 16, 15], [11, 19, 18]]);
    assert.match(await page.textContent("#standings-moves"), /Carla Prova3: da 3° a 2° \(130,00 → 130,00 punti\)/);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, "open-gt-switch.png"), fullPage: true });
    // Not yet counted.
    rows = await standingsRows(page);
    assert.equal(rows.find((r) => r.id === 3).pos, 3);
    await page.click("nav.tabs >> text=Impostazioni");
    await page.selectOption("#settings select[name=format]", "open");
    await page.click("#settings button[type=submit]");
    await page.waitForSelector(".notice.info >> text=Impostazioni salvate");
    rows = await standingsRows(page);
    assert.equal(rows.find((r) => r.id === 3).pos, 2);
    assert.equal(rows.find((r) => r.id === 2).pos, 2);
    // One step back: GestioneTorneo's Open again.
    await page.click("text=↶ Annulla");
    await page.waitForFunction(() => document.querySelector("#standings tr[data-id='3'] td.pos")?.textContent === "3");
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("the national ranking counts Classifica Ridotta's places and names who the app places otherwise", async () => {
  const file = gtWorkbook();
  const b = await browser();
  try {
    const page = await b.page();
    await open(page, site.url);
    await nationalRanking(page, "Ranking 2024", 2024);
    // Read as the manual's Open: the app's standings share the 2nd place where the file splits it.
    await page.selectOption("#circuit-files-format", "open");
    await page.setInputFiles("#circuit-files", [file]);
    await page.waitForSelector("#circuit-standings tbody tr");
    const carla = page.locator('#circuit-standings tr[data-national-id="5003"]');
    assert.equal(await carla.locator("td.total").textContent(), "197,962");
    assert.equal(await carla.locator("span.counted").textContent(), "Open di prova: 3° 197,962 (per Raduno 2°)");
    assert.equal(await page.locator('#circuit-standings tr[data-national-id="5002"] td.total').textContent(), "208,112");
    await page.waitForSelector("#ranking-places li.place-differs");
    const lines = await page.locator("#ranking-places li.place-differs").allTextContents();
    assert.equal(lines.length, 6);
    assert.equal(lines[0], "Carla Prova3 (5003), Open di prova: 3° nella Classifica Ridotta (quella che conta), 2° nella classifica di Raduno; stessi punti, parità risolta in altro modo");
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, "open-gt-ranking.png"), fullPage: true });
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
