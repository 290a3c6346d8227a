// Players find their own table on the projector: without accents, surname first, by ID, by
// nickname; the player with the bye is shown and found; Othello tables say Black and White; the round
// clock set in the settings runs, pauses and keeps its time.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, browser, open, openDemo, createTournament, drawNext, tab } from "./harness.mjs";

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });

async function editPlayer(page, id, fields) {
  await page.click(`#players tr[data-id='${id}'] td.actions button >> nth=0`);
  for (const [name, value] of Object.entries(fields)) await page.fill(`#player-form input[name=${name}]`, value);
  await page.press("#player-form input[name=last]", "Enter");
  await page.waitForFunction(([id, last]) => document.querySelector(`#players tr[data-id='${id}']`)?.textContent.includes(last), [id, fields.last]);
}

/** Types in the projector search and returns the numbers of the tables that light up. */
async function search(proj, text) {
  await proj.fill("#where", text);
  await proj.waitForTimeout(100);
  return proj.$$eval(".p-table.hit", (ts) => ts.map((t) => Number(t.dataset.table)));
}

test("projector: accents, surname first, ID and nickname find the table; the clock runs", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await openDemo(page, site.url);
    await editPlayer(page, 7, { first: "Nicolò", last: "Rossi", nick: "Lupo Grigio" });
    await tab(page, "Impostazioni");
    await page.fill("#settings input[name=round-minutes]", "1");
    await page.click("#settings button[type=submit]");
    await page.waitForSelector(".notice.info");
    await drawNext(page);
    const table = await page.$eval("#tables tr[data-player='7']", (r) => Number(r.closest(".table-card").dataset.table));
    const id = (await page.evaluate(() => location.hash)).split("/")[2];

    const proj = await b.context.newPage();
    await proj.setViewportSize({ width: 1920, height: 1080 });
    await proj.goto(`${site.url}#/t/${id}/proiettore/turno/1`);
    await proj.waitForSelector(".p-table");
    for (const q of ["nicolo rossi", "Rossi Nicolò", "ROSSI nicolo", "7", "lupo", "Lupo Grigio", "nicol"]) {
      assert.deepEqual(await search(proj, q), [table], `search «${q}»`);
    }
    assert.match(await proj.textContent(".p-table.hit li.hit"), /Nicolò Rossi/);
    assert.deepEqual(await search(proj, "nessuno con questo nome"), []);
    assert.equal(await proj.locator("#p-nobody").count(), 1);

    // The clock: one minute, started, it runs; paused, it stays.
    await proj.fill("#where", "");
    assert.equal(await proj.textContent("#clock-time"), "01:00");
    await proj.click("#clock-start");
    await proj.waitForFunction(() => document.querySelector("#clock-time").textContent !== "01:00", null, { timeout: 3000 });
    await proj.click("#clock-pause");
    const paused = await proj.textContent("#clock-time");
    assert.match(paused, /^00:5\d$/);
    await proj.waitForTimeout(1300);
    assert.equal(await proj.textContent("#clock-time"), paused);
    // A reload of the projector keeps the clock's time.
    await proj.reload();
    await proj.waitForSelector("#clock-time");
    assert.equal(await proj.textContent("#clock-time"), paused);
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});

test("projector: Othello tables show Black and White; the player with the bye is shown and found", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await open(page, site.url);
    await createTournament(page, "Othello al circolo", "othello-swiss");
    for (const [f, l] of [["Àlba", "Neri"], ["Bice", "Conti"], ["Ciro", "Galli"], ["Dora", "Lenti"], ["Ezio", "Pàoli"]]) {
      await page.fill("#player-form input[name=first]", f);
      await page.fill("#player-form input[name=last]", l);
      await page.press("#player-form input[name=last]", "Enter");
      await page.waitForFunction((l) => document.querySelector("#players").textContent.includes(l), l);
    }
    await drawNext(page);
    const seatedIds = await page.$$eval("#tables tr[data-player]", (rs) => rs.map((r) => Number(r.dataset.player)));
    assert.equal(seatedIds.length, 4);
    const bye = [1, 2, 3, 4, 5].find((i) => !seatedIds.includes(i));
    const byeName = await page.$eval(`#players tr[data-id='${bye}']`, (r) => r.querySelector(".p-first").textContent + " " + r.querySelector(".p-last").textContent).catch(() => null);
    const id = (await page.evaluate(() => location.hash)).split("/")[2];
    await page.goto(`${site.url}#/t/${id}/proiettore/turno/1`);
    await page.waitForSelector(".p-table");
    assert.equal(await page.locator(".p-table").count(), 2);
    const labels = await page.$$eval(".p-table:first-child .colour", (ls) => ls.map((l) => l.textContent));
    assert.deepEqual(labels, ["● Nero", "○ Bianco"]);
    assert.doesNotMatch(await page.textContent(".p-tables"), /\b1\.|\b2\./);
    // The bye is on screen and found by a search without accents.
    assert.match(await page.textContent("#p-byes"), /Riposa/);
    const plainName = String(bye === 1 ? "alba neri" : bye === 5 ? "ezio paoli" : String(bye));
    await page.fill("#where", plainName);
    await page.waitForSelector("#p-byes.hit");
    if (byeName) assert.match(await page.textContent("#p-byes"), new RegExp(byeName.split(" ")[1]));
    assert.equal(await page.locator(".p-table.hit").count(), 0);
    // The clock without a length set shows nothing to the room: no clock, no word
    // for the director.
    assert.equal(await page.locator("#clock").count(), 0);
    assert.doesNotMatch(await page.textContent("#projector"), /Impostazioni|Orologio/);
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});
