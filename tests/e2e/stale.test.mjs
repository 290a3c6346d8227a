// A drawn round the rules no longer give: a Raduno Nazionale of 40 plays its two
// qualifying rounds, the semifinals are drawn, then a round-2 result is corrected so that a player outside
// the top 16 enters them. Round 3 must say so (not "Sorteggio ottimo dimostrato"), the projector too; a
// result is not saved there unawares; drawing it again seats the new qualifier and the warning goes.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, browser, foreign, seatedTables as tables, standingsRows, showRound, demoToSemifinals } from "./harness.mjs";

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });


test("Semifinali: una correzione del turno 2 dopo il sorteggio le segnala su turno, proiettore e salvataggio; il nuovo sorteggio mette il nuovo qualificato", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    const { round2, semis } = await demoToSemifinals(page, site.url);
    assert.equal(semis.length, 16);
    // Drawn by the rules: no warning, the verdict as before.
    assert.equal(await page.locator("#stale").count(), 0);
    const rows = await standingsRows(page);

    // The best-placed player outside the semifinals who did not win his round-2 table wins it now.
    const seatOf = (id) => { for (const [t, ps] of round2.entries()) if (ps.includes(id)) return [t, ps.indexOf(id)]; };
    const outsider = rows.map((r) => r.id).find((id) => !semis.includes(id) && seatOf(id)[1] !== 0);
    const [t2, seat] = seatOf(outsider);
    await showRound(page, 2);
    const card = page.locator("#tables .table-card").nth(t2);
    const name = (await card.locator(`tr[data-player='${outsider}'] td.who b`).textContent()).trim();
    page.once("dialog", (d) => d.accept());
    await page.click("#lock");
    await page.waitForFunction(([t, s]) => !document.querySelectorAll("#tables .table-card")[t].querySelectorAll("input[name=points]")[s].disabled, [t2, seat]);
    await card.locator("input[name=points]").nth(seat).fill("90");
    await card.locator(".save-table").click();
    await card.locator(".impact").waitFor();
    await card.locator(".impact-confirm").click();
    await card.locator(".impact").waitFor({ state: "detached" });

    // Round 3 says it no longer follows the rules, with the same words as the preview, and is not optimal.
    await showRound(page, 3);
    const stale = await page.locator("#stale").textContent();
    assert.match(stale, /Il turno 3 non segue più le regole/);
    assert.match(stale, new RegExp(`esce dalle semifinali, entra ${name}`));
    assert.match(stale, /Turno 3, tavol[oi] [\d, ]+ non segu/);
    const verdict = await page.textContent("#verdict");
    assert.doesNotMatch(verdict, /ottimo dimostrato/);
    assert.match(verdict, /Non segue più le regole/);

    // The standings say it too, with the way to the round.
    await page.click("nav.tabs >> text=Classifica");
    assert.match(await page.textContent("#standings-stale"), new RegExp(`Il turno 3 non segue più le regole: .*entra ${name}`));
    await showRound(page, 3);

    // The projector says it too.
    const href = await page.getAttribute("#projector-link", "href");
    const projector = await b.context.newPage();
    await projector.goto(site.url + href);
    const note = await projector.locator("#p-stale").textContent();
    assert.match(note, /Turno 3: tavoli non definitivi/);
    assert.match(note, new RegExp(`entra ${name}`));
    await projector.close();

    // Scoring a table there asks first; declining saves nothing.
    const first = page.locator("#tables .table-card").first();
    const inputs = first.locator("input[name=points]");
    for (let s = 0; s < 4; s++) await inputs.nth(s).fill(String([60, 30, 20, 10][s]));
    let asked = "";
    page.once("dialog", (d) => { asked = d.message(); d.dismiss(); });
    await first.locator(".save-table").click();
    await page.waitForTimeout(300);
    assert.match(asked, /Il turno 3 non segue più le regole/);
    assert.equal(await first.evaluate((c) => c.classList.contains("complete")), false);
    for (let s = 0; s < 4; s++) await inputs.nth(s).fill("");

    // Draw it again: keeping the tables that still follow the bands when the page offers it.
    const before3 = await tables(page);
    const listed = (stale.match(/Turno 3, tavol[oi] ([\d, ]+) non segu/)[1]).split(",").map((x) => Number(x.trim()));
    const keep = await page.locator("#stale-redraw-keep").count();
    await page.click(keep ? "#stale-redraw-keep" : "#stale-redraw");
    await page.waitForSelector("#stale", { state: "detached" });
    const after3 = await tables(page);
    assert.ok(after3.flat().includes(outsider), "the new qualifier is seated");
    assert.equal(after3.flat().length, 16);
    if (keep) {
      // The tables not named keep their number and their players, seat by seat.
      before3.forEach((t, i) => { if (!listed.includes(i + 1)) assert.deepEqual(after3[i], t, `table ${i + 1} kept`); });
    }
    assert.doesNotMatch(await page.textContent("#verdict"), /Non segue più le regole/);

    assert.deepEqual(b.errors, []);
    assert.deepEqual(foreign(b.requests, site.origin), []);
  } finally { await b.close(); }
});
