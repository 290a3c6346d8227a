// A rating circuit (the table rating), end to end in headless Chromium: three Open tournaments played in
// the app, a circuit set to the players' rating on the "Circuiti" page; the list's μ, σ and rating
// are checked against Weng–Lin's Algorithm 1 worked here in JavaScript (independently of the app's
// Rust), a player's games opened with the place expected and the change; reload, the projector and
// the PDF read back (pdftotext). No request leaves the app's origin.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { serve, browser, open, download, foreign, createTournament, addPlayer, drawNext, seatedTables, scoreTable } from "./harness.mjs";

const SHOTS = process.env.SHOTS || "";

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });

/** Plays a one-round Open tournament of one table in the app: players [first, last, club, table points]. */
async function playOpen(page, name, players) {
  await page.goto(site.url + "#/");
  await page.waitForSelector("#new-name");
  await createTournament(page, name, "open");
  for (let i = 0; i < players.length; i++) await addPlayer(page, i + 1, players[i][0], players[i][1], players[i][2]);
  await page.click("nav.tabs >> text=Impostazioni");
  await page.fill("#settings input[name=planned-rounds]", "1");
  await page.click("#settings button[type=submit]");
  await page.waitForSelector(".notice.info");
  await drawNext(page, 1);
  const [seats] = await seatedTables(page);
  await scoreTable(page, 0, seats.map((id) => players[id - 1][3]));
}

// Weng & Lin, Algorithm 1 (Bradley–Terry full pairs), teams of one, β = 25/6, κ = 0.0001.
const BETA = 25 / 6;
function rateTable(skills, places) {
  return skills.map(([mu, sigma], i) => {
    let omega = 0;
    let delta = 0;
    skills.forEach(([mq, sq], q) => {
      if (q === i) return;
      const c = Math.sqrt(sigma * sigma + sq * sq + 2 * BETA * BETA);
      const p = Math.exp(mu / c) / (Math.exp(mu / c) + Math.exp(mq / c));
      const score = places[q] > places[i] ? 1 : places[q] === places[i] ? 0.5 : 0;
      omega += (sigma * sigma / c) * (score - p);
      delta += (sigma / c) * (sigma * sigma / (c * c)) * p * (1 - p);
    });
    return [mu + omega, Math.sqrt(sigma * sigma * Math.max(1 - delta, 0.0001))];
  });
}

const EVENINGS = [
  ["Serata 1", [["Anna", "Neri", "LATINA", 50], ["Bruno", "Bassi", "ROMA", 40], ["Carla", "Conti", "ROMA", 30], ["Dario", "Dini", "", 20]]],
  ["Serata 2", [["Elena", "Esposito", "", 60], ["Anna", "Neri", "LATINA", 45], ["Bruno", "Bassi", "ROMA", 35], ["Fabio", "Ferri", "", 5]]],
  ["Serata 3", [["Anna", "Neri", "LATINA", 70], ["Carla", "Conti", "ROMA", 20], ["Elena", "Esposito", "", 10], ["Gino", "Galli", "", 0]]],
];

/** The list the algorithm gives: name → [μ, σ, games]. */
function expectedList() {
  const skill = new Map();
  for (const [, players] of EVENINGS) {
    const names = players.map(([f, l]) => `${f} ${l}`);
    const order = [...players].map((p) => p[3]).sort((a, b) => b - a);
    const places = players.map((p) => order.indexOf(p[3]) + 1);
    const after = rateTable(names.map((n) => skill.get(n)?.slice(0, 2) ?? [25, 25 / 3]), places);
    names.forEach((n, k) => skill.set(n, [...after[k], (skill.get(n)?.[2] ?? 0) + 1]));
  }
  return skill;
}

const two = (x) => x.toFixed(2).replace(".", ",");

/** The rating list on screen: rows of [pos, name, rating, μ, σ, games, provisional]. */
async function list(page) {
  await page.waitForSelector("#rating-list tbody tr");
  return page.$$eval("#rating-list tbody tr", (trs) => trs.map((tr) => [
    tr.querySelector("td.pos").textContent, tr.dataset.name, tr.querySelector("td.rating").textContent,
    tr.querySelector("td.mu").textContent, tr.querySelector("td.sigma").textContent,
    Number(tr.querySelector("td.games").textContent), tr.dataset.provisional,
  ]));
}

test("a rating circuit over three tournaments: the list, a player's games, reload, projector and PDF", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    const requests = [];
    page.on("request", (r) => requests.push(r.url()));
    await open(page, site.url);
    for (const [name, players] of EVENINGS) await playOpen(page, name, players);

    await page.click("#nav-circuits");
    await page.fill("#circuit-new-name", "Rating 2026");
    await page.click("#circuit-new button[type=submit]");
    await page.waitForSelector("#circuit");
    for (const [name] of EVENINGS) {
      const value = await page.$eval("#circuit-add-tournament", (s, n) => [...s.options].find((o) => o.textContent.startsWith(n + " (")).value, name);
      await page.selectOption("#circuit-add-tournament", value);
      await page.click("#circuit-add");
      await page.waitForSelector(`#circuit-tournaments tr.member[data-name='${name}']`);
    }
    await page.selectOption("#circuit-kind", "rating");
    const rows = await list(page);

    // Every player once, by the rating μ − 3σ, each value as Algorithm 1 gives it.
    const want = expectedList();
    assert.equal(rows.length, want.size);
    const ordered = [...want.entries()].sort((a, b) => (b[1][0] - 3 * b[1][1]) - (a[1][0] - 3 * a[1][1]));
    assert.deepEqual(rows.map((r) => r[1]), ordered.map(([n]) => n));
    for (const [pos, name, rating, mu, sigma, games, provisional] of rows) {
      const [m, s, g] = want.get(name);
      assert.deepEqual([rating, mu, sigma, games, provisional], [two(m - 3 * s), two(m), two(s), g, "true"], name);
      assert.ok(Number(pos) >= 1);
    }
    assert.deepEqual(rows[0].slice(0, 2), ["1", "Anna Neri"]);
    assert.match(await page.textContent("#rating-list tbody tr:first-child td.note"), /provvisorio/);
    if (SHOTS) await page.locator("#circuit").screenshot({ path: path.join(SHOTS, "circuit-rating-list.png") });

    // Anna's games: three evenings, the place, the place expected before it and the change.
    await page.click("#rating-list tr[data-name='Anna Neri'] button.show-games");
    await page.waitForSelector("#rated-games[data-name='Anna Neri'] tr.rated-game");
    const games = await page.$$eval("#rated-games tr.rated-game", (trs) => trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent)));
    assert.equal(games.length, 3);
    assert.deepEqual(games.map((g) => g.slice(0, 4)), [["Serata 1", "1", "1", "1° / 4"], ["Serata 2", "1", "1", "2° / 4"], ["Serata 3", "1", "1", "1° / 4"]]);
    // Four new players at the first table: each expected the middle, 2.50.
    assert.equal(games[0][4], "2,50");
    // She won the first evening from nothing: a rise; the third, as the favourite: a smaller change than the first.
    const change = (g) => Number(g[5].replace(",", "."));
    assert.ok(change(games[0]) > 0 && change(games[2]) > 0 && change(games[2]) < change(games[0]), JSON.stringify(games));
    assert.ok(Number(games[2][4].replace(",", ".")) < 2.5, "the favourite was expected ahead");
    if (SHOTS) await page.locator("#circuit").screenshot({ path: path.join(SHOTS, "circuit-rating-games.png") });

    // Reload: the same list from storage, and the rules say rating.
    await page.reload();
    assert.deepEqual(await list(page), rows);
    assert.equal(await page.inputValue("#circuit-kind"), "rating");

    // The PDF, read back.
    const pdf = await download(page, () => page.click("#circuit-pdf"));
    const text = execFileSync("pdftotext", ["-layout", pdf.file, "-"], { encoding: "utf8" });
    assert.match(text, /Rating 2026 - Rating/);
    assert.match(text, new RegExp(`Anna Neri\\s+LATINA\\s+${rows[0][2]}\\s+3`));
    assert.match(text, /μ [0-9,]+ · σ [0-9,]+ · provvisorio/);

    // The projector: the same list, large.
    await page.click("#circuit-projector");
    await page.waitForSelector("#circuit-projector-view #rating-list tbody tr");
    const shown = await page.$$eval("#circuit-projector-view #rating-list tbody tr", (trs) => trs.map((tr) => tr.dataset.name));
    assert.deepEqual(shown, rows.map((r) => r[1]));
    assert.deepEqual(foreign(requests, site.url), []);
  } finally {
    await b.close();
  }
});
