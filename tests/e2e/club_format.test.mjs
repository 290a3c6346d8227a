// A club's own format made field by field: from the Open, the plan, the later rounds' draw
// priorities and their order, the rounds "already met" looks at, the winner's bonus (a wrong value
// refused with the reason, Save held back until it is mended), a 5-seat factor, a tie-break column, the
// phases (a final of the top 4 after two rounds); saved, kept over a reload, played: the bonus reaches
// the table's points, the column the standings, the structure the next round's advice. And the valid
// results as fields: a BGL club format capping a seat at 50 refuses 60 on the round page.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import { serve, browser, open, createTournament, addPlayer, scoreTable, openDemo, setFormat, drawNext, enter } from "./harness.mjs";

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });

const slugs = (page, list) => page.$$eval(`#${list} li`, (lis) => lis.map((li) => li.dataset.slug));
const json = async (page) => JSON.parse(await page.inputValue("#club-format-json"));

test("club format editor: plan, priorities in order, bonus, factor, tie-break and final set by fields, then played", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await open(page, site.url);
    await createTournament(page, "Circolo", "open");
    const clubs = ["Dadi", "Dadi", "Gufo", "Gufo", "Tana", "Tana", "Orsi", "Orsi"];
    for (const [i, club] of clubs.entries()) await addPlayer(page, i + 1, `Nome${i + 1}`, `Cognome${i + 1}`, club);

    await page.click("nav.tabs >> text=Impostazioni");
    await page.click("#club-format-clone");
    await page.waitForSelector("#club-format-editor");

    // Plan: fours only (8 players, two tables of 4).
    await page.selectOption("select[name=club-format-plan]", "FoursOnly");
    assert.equal((await json(page)).plan, "FoursOnly");

    // Later rounds' priorities: the second moved up, "same region" added at the end.
    const before = await slugs(page, "club-format-priorities-later");
    assert.ok(before.length >= 2, `later priorities: ${before}`);
    await page.click("#club-format-priorities-later li >> nth=1 >> button.up");
    const swapped = [before[1], before[0], ...before.slice(2)];
    assert.deepEqual(await slugs(page, "club-format-priorities-later"), swapped);
    if (!swapped.includes("same_region")) {
      await page.selectOption("select[name=club-format-priorities-later-add]", "same_region");
      swapped.push("same_region");
    }
    assert.deepEqual(await slugs(page, "club-format-priorities-later"), swapped);
    assert.deepEqual((await json(page)).rounds.later.priorities, swapped);
    // "Already met" looks at the previous round only.
    await page.selectOption("select[name=club-format-met]", "previous");
    assert.equal((await json(page)).rounds.met, "previous");

    // The winner's bonus: a word is refused with the reason and Save waits; 30 is taken.
    await enter(page, "input[name=club-format-bonus]", "trenta");
    assert.match(await page.textContent("#club-format-errors"), /non è un numero intero/);
    assert.equal(await page.isDisabled("#settings button[type=submit]"), true);
    assert.match(await page.textContent("#save-held"), /formato del circolo è corretto/);
    await enter(page, "input[name=club-format-bonus]", "30");
    assert.equal(await page.locator("#club-format-errors").count(), 0);
    assert.equal(await page.isDisabled("#settings button[type=submit]"), false);
    assert.equal((await json(page)).scoring.bonus, 30);
    // A factor typed with a decimal comma is kept exact.
    await enter(page, "input[name=club-format-five-seats]", "1,5");
    assert.deepEqual((await json(page)).scoring.five_seats, { num: 3, den: 2 });
    assert.equal(await page.inputValue("input[name=club-format-five-seats]"), "3/2");

    // A tie-break column added after the format's own.
    const cols = await slugs(page, "club-format-tiebreaks");
    await page.selectOption("select[name=club-format-tiebreaks-add]", "placings");
    assert.deepEqual(await slugs(page, "club-format-tiebreaks"), [...cols, "placings"]);

    // Phases: a final of the top 4 at one table after 2 qualifying rounds.
    await page.selectOption("select[name=club-format-phases]", "top_final");
    await enter(page, "input[name=club-format-finalists]", "4");
    await enter(page, "input[name=club-format-qualifying]", "2");
    assert.deepEqual((await json(page)).phases, { structure: "top_final", qualifying: 2, finalists: 4 });
    // What cannot be expressed is said.
    assert.match(await page.textContent("#club-format-unsupported"), /formula di punteggio diversa/);
    fs.mkdirSync("/tmp/raduno-shots", { recursive: true });
    await page.screenshot({ path: "/tmp/raduno-shots/club-format-editor.png", fullPage: true });

    assert.match(await page.textContent("#settings-unsaved"), /non ancora salvate/);
    await page.click("#settings button[type=submit]");
    await page.waitForSelector(".notice.info");
    assert.equal(await page.locator("#settings-unsaved").count(), 0);
    await page.reload();
    await page.waitForSelector("#club-format-editor");
    const saved = await json(page);
    assert.equal(saved.scoring.bonus, 30);
    assert.deepEqual(saved.rounds.later.priorities, swapped);
    assert.deepEqual(saved.order, [...cols, "placings"]);

    // Played: two tables of 4; the winner of 70 gets 70 + 30.
    for (const round of [1, 2]) {
      await page.click("nav.tabs >> text=Turni");
      await page.click("#next-round");
      await page.click("#draw");
      await page.waitForSelector(`#round[data-round='${round}'] #tables .table-card`);
      assert.equal(await page.locator("#tables .table-card").count(), 2);
      for (const k of [0, 1]) await scoreTable(page, k, [70, 40, 25, 10]);
      const tp = await page.locator("#tables .table-card").first().locator("td.tp").allTextContents();
      assert.equal(Number(tp[0].replace(",", ".")), 100); // as the Italian page writes it
    }
    await page.click("#next-round");
    assert.match(await page.textContent("#advice"), /Finale: i primi 4 in classifica/);
    await page.click("nav.tabs >> text=Classifica");
    await page.waitForSelector("#standings tbody tr");
    assert.ok(await page.locator("#standings thead th.placings").count() === 1, "the added column is shown");
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});

test("club format: valid results set by fields are applied where results enter (a seat capped at 50)", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await openDemo(page, site.url);
    await setFormat(page, "bgl");
    await page.click("#club-format-clone");
    await page.waitForSelector("#club-format-results");
    // A RisiKo!-free board game: a cap below 100 is fine; one above the game's end is refused.
    await enter(page, "input[name=club-format-seat-max]", "50");
    await enter(page, "input[name=club-format-ends-at]", "70");
    assert.match(await page.textContent("#club-format-errors"), /la partita finisce a 70: tra 1 e il massimo per giocatore \(50\)/);
    assert.equal(await page.isDisabled("#settings button[type=submit]"), true);
    await enter(page, "input[name=club-format-ends-at]", "");
    assert.equal(await page.locator("#club-format-errors").count(), 0);
    assert.equal((await json(page)).results.seat_max, 50);
    await page.click("#settings button[type=submit]");
    await page.locator("#settings-unsaved").waitFor({ state: "detached" });

    await drawNext(page, 1);
    const card = page.locator("#tables .table-card").first();
    const inputs = card.locator("input[name=points]");
    const seats = await inputs.count();
    for (let s = 0; s < seats; s++) await inputs.nth(s).fill(String(s === 0 ? 60 : 10 + s));
    await card.locator(".save-table").click();
    await page.locator(".notice.error").filter({ hasText: /60 punti tavolo: un giocatore ne fa al massimo 50/ }).waitFor();
    assert.equal(await card.locator(".saved").count(), 0);
    // 50 is taken.
    await inputs.nth(0).fill("50");
    await card.locator(".save-table").click();
    await card.locator(".saved").waitFor();
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});
