// Tournaments change during the evening: check-in before round 1, a late entry after round 1
// who joins the next draw (his missing game shown as such), a withdrawal after round 2 (not drawn again,
// his games stay, "ritirato" only for him), and a substitute swapped into a drawn round although he is
// not in it.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, browser, openDemo, setFormat, drawNext, scoreAll, tab } from "./harness.mjs";

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });

async function seated(page) {
  return page.$$eval("#tables .table-card tr[data-player]", (rs) => rs.map((r) => Number(r.dataset.player)));
}

async function addPlayer(page, first, last) {
  await page.fill("#player-form input[name=first]", first);
  await page.fill("#player-form input[name=last]", last);
  await page.press("#player-form input[name=last]", "Enter");
}

const counts = (page) => page.textContent("#counts");

test("check-in, a late entry after round 1, a withdrawal after round 2, a substitute swapped in", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    page.on("dialog", (d) => d.accept());
    await openDemo(page, site.url);
    await setFormat(page, "open");
    await tab(page, "Giocatori");

    // Check-in: everyone absent, then the ones who arrive; the count follows.
    await page.click("#all-absent");
    await page.waitForFunction(() => /40 iscritti · 0 partecipanti/.test(document.querySelector("#counts").textContent));
    assert.match(await page.textContent("#players tr[data-id='3']"), /assente/);
    await page.click("#all-present");
    await page.waitForFunction(() => /40 iscritti · 40 partecipanti/.test(document.querySelector("#counts").textContent));
    await page.click("#players tr[data-id='40'] input.participating");
    await page.waitForFunction(() => /40 iscritti · 39 partecipanti/.test(document.querySelector("#counts").textContent));
    assert.equal(await page.locator("#players .status").count(), 1);

    // Round 1 without the absent player 40.
    await drawNext(page, 1);
    const r1 = await seated(page);
    assert.equal(r1.length, 39);
    assert.ok(!r1.includes(40));
    await scoreAll(page, [70, 40, 25, 10, 5]);

    // A late entry after round 1: registered now, drawn in round 2.
    await tab(page, "Giocatori");
    assert.match(await page.textContent("#late-hint"), /prossimo sorteggio/);
    await addPlayer(page, "Ultimo", "Arrivato");
    await page.waitForSelector("#players tr[data-id='41']");
    await drawNext(page, 2);
    const r2 = await seated(page);
    assert.equal(r2.length, 40);
    assert.ok(r2.includes(41), "the late entry joins the next draw");
    await scoreAll(page, [70, 40, 25, 10, 5]);
    await tab(page, "Classifica");
    await page.waitForSelector("#standings tbody tr");
    const late = await page.$$eval("#standings tr[data-id='41'] td", (tds) => tds.map((t) => t.textContent));
    const rounds = await page.$$eval("#standings thead th", (ths) => ths.map((t) => t.textContent));
    assert.equal(late[rounds.indexOf("pt1")], "–", "his missing round 1 shows as not played");
    assert.notEqual(late[rounds.indexOf("pt2")], "–");

    // A withdrawal after round 2: not drawn again, his games stay, "ritirato" only for him.
    const leaver = r2.find((id) => id !== 41); // not the late entry, who has no round 1
    await tab(page, "Giocatori");
    await page.click(`#players tr[data-id='${leaver}'] input.participating`);
    await page.waitForSelector(`#players tr[data-id='${leaver}'] .status`);
    assert.match(await page.textContent(`#players tr[data-id='${leaver}'] .status`), /ritirato/);
    assert.equal(await page.locator("#players .status").count(), 2, "player 40 (absent from the start) and the leaver");
    await drawNext(page, 3);
    const r3 = await seated(page);
    assert.ok(!r3.includes(leaver), "a withdrawn player is not drawn again");
    assert.equal(r3.length, 39);
    await tab(page, "Classifica");
    await page.waitForSelector("#standings tbody tr");
    const row = await page.$$eval(`#standings tr[data-id='${leaver}'] td`, (tds) => tds.map((t) => t.textContent));
    assert.notEqual(row[rounds.indexOf("pt1")], "–", "his games stay");
    assert.notEqual(row[rounds.indexOf("pt2")], "–");
    // Player 40 never played, so he is not in the standings; only the leaver is marked.
    assert.equal(await page.locator("#standings .status").count(), 1);
    assert.match(await page.textContent(`#standings tr[data-id='${leaver}']`), /\(ritirato\)/);
    assert.doesNotMatch(await page.textContent(`#standings tr[data-id='${r3[0]}']`), /ritirato/);

    // A substitute who is not in round 3 takes a seat by the swap form (it used to say "no player with ID").
    await tab(page, "Giocatori");
    await addPlayer(page, "Sostituto", "Bravo");
    await page.waitForSelector("#players tr[data-id='42']");
    await tab(page, "Turni");
    await page.waitForSelector("#round[data-round='3'] #tables .table-card");
    const out = r3[5];
    await page.fill("#swap input[name=a]", String(out));
    await page.fill("#swap input[name=b]", "42");
    await page.click("#swap button");
    await page.waitForFunction((out) => !document.querySelector(`#tables tr[data-player='${out}']`), out);
    const after = await seated(page);
    assert.ok(after.includes(42));
    assert.equal(after.indexOf(42), r3.indexOf(out), "the substitute sits where the other sat");
    assert.equal(await page.locator(".notice.error").count(), 0);
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});
