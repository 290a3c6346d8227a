// The walk's Othello and Testa a testa cases (the Testa a testa rulebook, 5.8), end to end in headless Chromium.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import { serve, browser, open, openDemo, download, foreign, createTournament, addPlayer, drawNext, seatedTables, scoreTable, scoreAll, standingsRows, enter } from "./harness.mjs";

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });

const NAMES = [["Anna", "Bruschi"], ["Bruno", "Conti"], ["Carla", "Donati"], ["Dario", "Esposito"], ["Elisa", "Fabbri"],
  ["Fabio", "Galli"], ["Gaia", "Lombardi"], ["Ivo", "Mancini"], ["Lia", "Neri"]];

test("Othello: no final before any round; a level final goes to the disc total and its winner is 1st; no buttons after it", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await open(page, site.url);
    await createTournament(page, "Othello con finale", "othello-swiss");
    for (let i = 0; i < 4; i++) await addPlayer(page, i + 1, ...NAMES[i]);
    // Before any round there is nothing to play a final with: no final offered.
    await page.click("nav.tabs >> text=Turni");
    await page.click("#next-round");
    await page.waitForSelector("#draw");
    assert.equal(await page.locator("#othello-final").count(), 0);
    // Two Swiss rounds: Black wins every game 40–24.
    for (const round of [1, 2]) {
      await drawNext(page, round);
      for (let k = 0; k < 2; k++) await scoreTable(page, k, [40, 24]);
    }
    const swiss = await standingsRows(page, ["buchholz", "disc-difference"]);
    assert.equal(swiss.length, 4);
    assert.ok(swiss.every((r) => r.buchholz !== undefined && r["disc-difference"] !== undefined));
    const [first, second] = [swiss[0].id, swiss[1].id];
    // The final, best of 2: a win each, the Swiss runner-up has more discs (40 + 30 against 24 + 34).
    await page.click("nav.tabs >> text=Turni");
    await page.click("#next-round");
    await page.selectOption("#othello-final-games", "2");
    await page.waitForFunction(() => document.querySelector("#othello-final-games")?.value === "2");
    assert.match(await page.textContent("#othello-final-game"), /Gioca la finale/);
    const games = [[24, 40], [30, 34]];
    for (const game of [1, 2]) {
      if (game === 2) await page.click("#next-round");
      await page.click("#othello-final-game");
      await page.waitForSelector(`#round[data-round='${2 + game}'] #tables .table-card`);
      const seated = await seatedTables(page);
      assert.deepEqual(seated, [game === 1 ? [first, second] : [second, first]]);
      await scoreTable(page, 0, games[game - 1]);
    }
    await page.click("#next-round");
    assert.match(await page.textContent("#othello-final .final-result"),
      /Vince la finale: .* \(2–2, pedine 70–58\) — finale in parità di punti: decide il totale pedine/);
    // Decided: neither a draw nor a next final game is offered.
    assert.equal(await page.locator("#othello-final-game").count(), 0);
    assert.equal(await page.locator("#draw").count(), 0);
    // The final standings: the final's winner 1st, the Swiss leader 2nd; the final adds no round columns.
    const final = await standingsRows(page, ["buchholz"]);
    assert.deepEqual(final.slice(0, 2).map((r) => [r.pos, r.id]), [[1, second], [2, first]]);
    assert.match(await page.textContent("#final-title"), /Classifica finale/);
    assert.match(await page.textContent("#decided"), /decide il totale pedine/);
    const heads = await page.$$eval("#standings thead th", (ths) => ths.map((t) => t.textContent));
    assert.ok(heads.includes("pt2") && !heads.includes("pt3"), heads.join(" "));
    assert.ok(heads.includes("Buchholz"));
    assert.deepEqual(foreign(b.requests, site.origin), []);
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});

test("Testa a testa: 9 players sit out in turn, a 50–50 game is a draw, a level semifinal is said", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await open(page, site.url);
    await createTournament(page, "Testa a testa in nove", "testa-a-testa");
    for (let i = 0; i < 9; i++) await addPlayer(page, i + 1, ...NAMES[i]);
    const sitting = [];
    for (let round = 1; round <= 6; round++) {
      await drawNext(page, round);
      const seated = await seatedTables(page);
      assert.equal(seated.length, 4);
      const out = Array.from({ length: 9 }, (_, i) => i + 1).filter((id) => !seated.flat().includes(id));
      assert.equal(out.length, 1);
      if (round % 2 === 1) sitting.push(out[0]);
      else assert.equal(out[0], sitting.at(-1), "the rematch keeps the evening's bye");
      for (let k = 0; k < 4; k++) {
        // Round 1, table 1: 50–50, a draw; elsewhere the first seat wins 60–30.
        const pts = round === 1 && k === 0 ? [50, 50] : [60, 30];
        await scoreTable(page, k, pts, { kind: "Points", seat: 0 });
      }
      if (round === 1) {
        const tp = await page.locator("#tables .table-card").first().locator("td.tp").allTextContents();
        assert.deepEqual(tp.map(Number), [100, 100]);
        const rows = await standingsRows(page, ["wins"]);
        for (const id of seated[0]) {
          const r = rows.find((x) => x.id === id);
          assert.equal(r.total, "100");
          assert.equal(r.wins, "0", `a 50–50 game is no win for ${id}`);
        }
      }
    }
    // Three evenings, three different players sat out (never the same one twice).
    assert.equal(new Set(sitting).size, 3, `sat out: ${sitting}`);
    // Semifinals 1st v 4th, 2nd v 3rd, game and rematch: table 1 ends 200–200 (a 160–40 win each).
    for (const round of [7, 8]) {
      await drawNext(page, round);
      await scoreTable(page, 0, [80, 10], { kind: "Points", seat: 0 });
      await scoreTable(page, 1, [60, 30], { kind: "Points", seat: 0 });
    }
    await page.click("#next-round");
    const advice = await page.textContent("#advice");
    assert.match(advice, /Finale: .*pari \(200–200\): passa .*, più in alto in classifica \(1° contro 4°\)/);
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});

test("A club's format: a Master with three qualifying rounds and a winner's bonus of 2, played, exported and imported", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await openDemo(page, site.url);
    // Clone the built-in Master, three qualifying rounds, the winner's bonus 2 in the JSON.
    await page.click("nav.tabs >> text=Impostazioni");
    await page.click("#club-format-clone");
    await enter(page, "#settings input[name=club-format-name]", "Master del circolo");
    await enter(page, "#settings input[name=club-format-qualifying]", "3");
    const json = await page.inputValue("#club-format-json");
    assert.match(json, /"qualifying": 3/);
    // A typo is refused with its place, and the draft keeps the last good definition.
    await page.fill("#club-format-json", json.replace('"winner_bonus": 1', '"winner_bonus": uno'));
    assert.match(await page.textContent("#club-format-errors"), /riga \d+, colonna \d+/);
    await page.fill("#club-format-json", json.replace('"winner_bonus": 1', '"winner_bonus": 2'));
    assert.equal(await page.locator("#club-format-errors").count(), 0);
    await page.click("#settings button[type=submit]");
    await page.waitForSelector(".notice.info");
    assert.match(await page.textContent(".t-head h1 small"), /Master del circolo/);
    // Played: the winner of a table of 4 with 70 table points scores 2.070.
    for (const round of [1, 2]) {
      await page.click("nav.tabs >> text=Turni");
      await page.click("#next-round");
      assert.match(await page.textContent("#advice"), new RegExp(`Turno ${round} di qualificazione`));
      await page.click("#draw");
      await page.waitForSelector(`#round[data-round='${round}'] #tables .table-card`);
      await scoreAll(page, [70, 40, 25, 10, 5]);
      const tp = await page.locator("#tables .table-card").first().locator("td.tp").allTextContents();
      assert.equal(tp[0], "2,070");
    }
    // Round 3 is a third qualifying round, not the semifinals.
    await page.click("#next-round");
    assert.match(await page.textContent("#advice"), /Turno 3 di qualificazione/);
    // Exported as JSON, imported into another tournament.
    await page.click("nav.tabs >> text=Impostazioni");
    const { file } = await download(page, () => page.click("#club-format-export"));
    const exported = JSON.parse(fs.readFileSync(file, "utf8"));
    assert.equal(exported.name, "Master del circolo");
    assert.equal(exported.scoring.winner_bonus, 2);
    assert.equal(exported.phases.qualifying, 3);
    await page.click("header >> text=Tornei");
    await createTournament(page, "Altro torneo", "master");
    await page.click("nav.tabs >> text=Impostazioni");
    // A file that is not a format is refused with the reason; the real one is taken.
    const bad = file.replace(/\.json$/, "-rotto.json");
    fs.writeFileSync(bad, JSON.stringify({ ...exported, decimals: 9 }));
    await page.setInputFiles("#club-format-file", bad);
    assert.match(await page.textContent("#club-format-errors"), /decimali: 9 \(al massimo 4\)/);
    await page.setInputFiles("#club-format-file", file);
    await page.waitForFunction(() => document.querySelector("#settings input[name=club-format-name]")?.value === "Master del circolo");
    await page.click("#settings button[type=submit]");
    await page.waitForSelector(".notice.info");
    assert.match(await page.textContent(".t-head h1 small"), /Master del circolo/);
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});
