// Editing the past says what it changes: a Raduno Nazionale of 40 plays its two
// qualifying rounds, the semifinals are drawn, then a round-2 result is corrected so that a player
// outside the top 16 enters the semifinals. The played round is read-only until unlocked; the page
// shows who leaves and who enters before saving; cancel keeps everything; confirm saves; the log says so.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, browser, foreign, standingsRows, showRound, demoToSemifinals } from "./harness.mjs";

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });

/** The standings as [id, total] rows. */
async function standings(page) {
  return (await standingsRows(page)).map((r) => [r.id, r.total]);
}


test("Raduno Nazionale: a round-2 correction after the semifinals are drawn shows who leaves and enters, asks, and is logged", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    const { round2, semis } = await demoToSemifinals(page, site.url);
    assert.match(await page.textContent("#round-status"), /Semifinale/);
    assert.equal(semis.length, 16);
    const before = await standings(page);

    // The best-placed player outside the semifinals who did not win his round-2 table.
    const seatOf = (id) => { for (const [t, ps] of round2.entries()) if (ps.includes(id)) return [t, ps.indexOf(id)]; };
    const [outsider] = before.map(([id]) => id).filter((id) => !semis.includes(id) && seatOf(id)[1] !== 0);
    assert.ok(outsider, "a player outside the semifinals");
    const [t2, seat] = seatOf(outsider);

    // Round 2 is played and locked: read-only, with a visible "Sblocca".
    await showRound(page, 2);
    const card = page.locator("#tables .table-card").nth(t2);
    const inputs = card.locator("input[name=points]");
    const name = (await card.locator(`tr[data-player='${outsider}'] td.who b`).textContent()).trim();
    assert.ok(await inputs.nth(seat).isDisabled());
    assert.ok(await card.locator(".save-table").isDisabled());
    assert.match(await page.textContent("#locked-note"), /sola lettura/);
    assert.equal((await page.textContent("#lock")).trim(), "Sblocca");

    // Unlocking asks; declining keeps it locked.
    page.once("dialog", (d) => d.dismiss());
    await page.click("#lock");
    await page.waitForTimeout(200);
    assert.ok(await inputs.nth(seat).isDisabled());
    page.once("dialog", (d) => { assert.match(d.message(), /Sbloccare il turno 2/); d.accept(); });
    await page.click("#lock");
    await page.waitForFunction(([t, s]) => !document.querySelectorAll("#tables .table-card")[t].querySelectorAll("input[name=points]")[s].disabled, [t2, seat]);
    assert.equal(await page.locator("#locked-note").count(), 0);

    // He now wins his round-2 table: before saving, the page says what moves and asks.
    const stored = await inputs.nth(seat).inputValue();
    await inputs.nth(seat).fill("90");
    await card.locator(".save-table").click();
    const impact = card.locator(".impact");
    await impact.waitFor();
    const said = await impact.textContent();
    assert.match(said, new RegExp(`esce dalle semifinali, entra ${name}`));
    assert.match(said, /Turno 3, tavol[oi] [\d, ]+ non segu/);
    assert.match(said, /Classifica: /);

    // Cancel changes nothing: the stored value is back, the standings are the same.
    await card.locator(".impact-cancel").click();
    await impact.waitFor({ state: "detached" });
    assert.equal(await inputs.nth(seat).inputValue(), stored);
    assert.deepEqual(await standings(page), before);

    // Again, and confirm: saved, and the round is locked again.
    await showRound(page, 2);
    await inputs.nth(seat).fill("90");
    await card.locator(".save-table").click();
    await impact.waitFor();
    await card.locator(".impact-confirm").click();
    await impact.waitFor({ state: "detached" });
    await page.waitForFunction(([t, s]) => document.querySelectorAll("#tables .table-card")[t].querySelectorAll("input[name=points]")[s].disabled, [t2, seat]);
    assert.equal(await inputs.nth(seat).inputValue(), "90");
    const afterRows = await standings(page);
    assert.notDeepEqual(afterRows, before);
    assert.ok(afterRows.findIndex(([id]) => id === outsider) < 16, "he is in the top 16 now");

    // The log records the unlock and the correction, with what moved.
    await page.click("nav.tabs >> text=Registro");
    await page.waitForSelector("#log tbody tr");
    const log = await page.textContent("#log");
    assert.match(log, /Turno 2 sbloccato: i risultati si possono correggere/);
    const correction = await page.textContent("#log tr.correction");
    assert.match(correction, /CORREZIONE — Turno 2, tavolo \d+: punti .*\(prima .*dopo il sorteggio dei turni successivi\)/);
    assert.match(correction, new RegExp(`esce dalle semifinali, entra ${name}`));

    assert.deepEqual(b.errors, []);
    assert.deepEqual(foreign(b.requests, site.origin), []);
  } finally { await b.close(); }
});
