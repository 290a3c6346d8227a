// Keyboard first: players registered and a round's scores entered with the keyboard only
// (page.keyboard: typing, Tab, Enter, Space; no click after the tournament is created). Club and region
// carry over to the next player; Enter on the region list adds the player; after a table is saved the
// focus is on the next table's first score; typed scores not yet saved survive a tab switch and a reload as
// a draft, shown as such and never as saved; R (the RisiKo! key) sets 100 whatever the cell held.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, browser, open } from "./harness.mjs";

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });

const focused = (page) => page.evaluate(() => {
  const e = document.activeElement;
  const card = e.closest(".table-card");
  const row = e.closest("tr[data-player]");
  return { name: e.name || "", table: card ? Number(card.dataset.table) : null, player: row ? Number(row.dataset.player) : null, value: e.value };
});

/** Where the focus is once it has reached table `table`'s first score, or after 2 s where it is then: the
 * app moves it right after the save is drawn, a frame or so later than the "saved" mark. */
async function focusOn(page, table) {
  await page.waitForFunction((t) => {
    const e = document.activeElement;
    const card = e && e.closest(".table-card");
    return e && e.name === "points" && card && Number(card.dataset.table) === t;
  }, table, { timeout: 2000 }).catch(() => {});
  return focused(page);
}

/** Types a player in the focused form: first name, Tab, last name, then Enter from where `enterOn` says. */
async function typePlayer(page, first, last, { club, region, enterOn = "last" } = {}) {
  const k = page.keyboard;
  assert.equal((await focused(page)).name, "first", "the form starts at Nome");
  await k.type(first);
  await k.press("Tab");
  await k.type(last);
  if (enterOn === "last") return k.press("Enter");
  await k.press("Tab"); // Nick
  await k.press("Tab"); // Club
  if (club !== undefined) { await k.press("Control+A"); await k.type(club); }
  await k.press("Tab"); // Regione
  if (region) await k.type(region); // a focused list picks the option typed
  await k.press("Enter");
}

test("keyboard only: 12 players with club carry-over, then a round's scores table after table", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    page.on("dialog", (d) => d.accept());
    await open(page, site.url);
    await page.fill("#new-name", "Tastiera");
    await page.selectOption("#new-format", "master");
    await page.press("#new-name", "Enter");
    await page.waitForSelector("#player-form");
    await page.waitForFunction(() => document.activeElement && document.activeElement.name === "first");

    // The first player of a club: club and region typed, Enter on the region list adds him.
    await typePlayer(page, "Anna", "Bianchi", { club: "Dadi Rossi", region: "Lazio", enterOn: "region" });
    await page.waitForSelector("#players tr[data-id='1']");
    assert.match(await page.textContent("#players tr[data-id='1']"), /Dadi Rossi/);
    assert.match(await page.textContent("#players tr[data-id='1']"), /Lazio/);
    // Club and region carry over: the next players of the club need only their names.
    assert.equal(await page.inputValue("#player-form input[name=club]"), "Dadi Rossi");
    assert.equal(await page.inputValue("#player-form select[name=region]"), "Lazio");
    for (const [i, [f, l]] of [["Bruno", "Neri"], ["Carla", "Gialli"], ["Dario", "Verdi"]].entries()) {
      await typePlayer(page, f, l);
      await page.waitForSelector(`#players tr[data-id='${i + 2}']`);
    }
    for (const id of [2, 3, 4]) assert.match(await page.textContent(`#players tr[data-id='${id}']`), /Dadi Rossi.*Lazio/);
    // Another club, typed over the carried one; Enter from the region list again.
    await typePlayer(page, "Elena", "Russo", { club: "Il Gufo", region: "Toscana", enterOn: "region" });
    await page.waitForSelector("#players tr[data-id='5']");
    assert.match(await page.textContent("#players tr[data-id='5']"), /Il Gufo.*Toscana/);
    const names = [["Fabio", "Conti"], ["Gina", "Marino"], ["Luca", "Greco"], ["Marta", "Bruno"], ["Nino", "Gallo"], ["Olga", "Costa"], ["Piero", "Fontana"]];
    for (const [i, [f, l]] of names.entries()) {
      await typePlayer(page, f, l);
      await page.waitForSelector(`#players tr[data-id='${i + 6}']`);
    }
    assert.equal(await page.locator("#players tbody tr").count(), 12);
    assert.match(await page.textContent("#players tr[data-id='12']"), /Il Gufo.*Toscana/);

    // Draw round 1 (navigation by the address; the draw button by keyboard).
    const id = (await page.evaluate(() => location.hash)).split("/")[2];
    await page.goto(`${site.url}#/t/${id}/turni/1`);
    await page.waitForSelector("#draw");
    await page.focus("#draw");
    await page.keyboard.press("Enter");
    await page.waitForSelector("#tables .table-card");
    const tables = await page.$$eval("#tables .table-card", (cs) => cs.map((c) => Number(c.dataset.table)));
    assert.equal(tables.length, 3);

    // Table 1: points typed, Tab to the next seat's points (the rare fields are off the Tab
    // path), Enter saves; focus moves on.
    await page.focus(`#tables .table-card[data-table='${tables[0]}'] input[name=points]`);
    const k = page.keyboard;
    for (const p of [70, 40, 25, 10]) {
      const f = await focused(page);
      assert.equal(f.name, "points");
      await k.type(String(p));
      await k.press("Tab");
    }
    await page.focus(`#tables .table-card[data-table='${tables[0]}'] input[name=points]`);
    await k.press("Enter");
    await page.waitForSelector(`#tables .table-card[data-table='${tables[0]}'] .saved`);
    let f = await focusOn(page, tables[1]);
    assert.deepEqual([f.name, f.table], ["points", tables[1]], "after a save the focus is on the next table's first score");

    // Table 2: R (the RisiKo! key) sets 100 over what was typed.
    await k.type("55");
    await k.press("r");
    assert.equal(await page.isChecked(`#tables .table-card[data-table='${tables[1]}'] input[name=risiko] >> nth=0`), true);
    assert.equal(await page.inputValue(`#tables .table-card[data-table='${tables[1]}'] input[name=points] >> nth=0`), "100");
    for (const p of [30, 20, 5]) {
      await k.press("Tab");
      assert.equal((await focused(page)).name, "points");
      await k.type(String(p));
    }
    await k.press("Enter");
    await page.waitForSelector(`#tables .table-card[data-table='${tables[1]}'] .saved`);
    f = await focusOn(page, tables[2]);
    assert.deepEqual([f.name, f.table], ["points", tables[2]]);
    // Back to the table just saved (a correction): the focus stays where the director put it.
    await page.focus(`#tables .table-card[data-table='${tables[1]}'] input[name=points] >> nth=1`);
    await page.waitForTimeout(800);
    f = await focused(page);
    assert.deepEqual([f.name, f.table], ["points", tables[1]], "the focus is not taken back after the director moved it");
    await page.focus(`#tables .table-card[data-table='${tables[2]}'] input[name=points]`);

    // Table 3: two scores typed, not saved: a draft, through a tab switch and a reload.
    await k.type("61");
    await k.press("Tab");
    await k.type("42");
    const card3 = `#tables .table-card[data-table='${tables[2]}']`;
    await page.waitForSelector(`${card3} .draft-note`);
    assert.equal(await page.textContent(`${card3} .draft-note`), "bozza, non salvata");
    assert.equal(await page.locator(`${card3} .saved`).count(), 0);
    await page.click("nav.tabs >> text=Classifica");
    await page.waitForSelector("#standings");
    await page.click("nav.tabs >> text=Turni");
    await page.waitForSelector(`${card3} input[name=points]`);
    assert.equal(await page.inputValue(`${card3} input[name=points] >> nth=0`), "61");
    await page.reload();
    await page.waitForSelector(`${card3} input[name=points]`);
    assert.equal(await page.inputValue(`${card3} input[name=points] >> nth=0`), "61");
    assert.equal(await page.inputValue(`${card3} input[name=points] >> nth=1`), "42");
    assert.equal(await page.textContent(`${card3} .draft-note`), "bozza, non salvata");
    // Not saved: the standings do not know these two scores.
    await page.focus(`${card3} input[name=points] >> nth=1`);
    for (const p of [12, 3]) {
      await k.press("Tab");
      await k.type(String(p));
    }
    await k.press("Enter");
    await page.waitForSelector(`${card3} .saved`);
    assert.equal(await page.locator(`${card3} .draft-note`).count(), 0);
    // Saved: the draft is gone from storage, and a reload shows the stored scores.
    assert.equal(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("raduno.draft.")).length), 0);
    await page.reload();
    await page.waitForSelector(`${card3} .saved`);
    assert.match(await page.textContent("#round-status"), /3\/3/);
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});
