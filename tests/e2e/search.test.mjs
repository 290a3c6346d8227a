// Search as players type it at a venue, on the players page and the projector: every
// Latin letter folded (ł, ż, ó, à), spaces and apostrophes ignored, any part and any order of the words.
// The projector scrolls the table found into view, says the seat in words ("Tavolo 13, posto 2") and lists
// who sits out the round.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, browser, openDemo, drawNext, tab } from "./harness.mjs";

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });

async function editPlayer(page, id, first, last) {
  await page.click(`#players tr[data-id='${id}'] td.actions button >> nth=0`);
  await page.fill("#player-form input[name=first]", first);
  await page.fill("#player-form input[name=last]", last);
  await page.press("#player-form input[name=last]", "Enter");
  await page.waitForFunction(([id, last]) => document.querySelector(`#players tr[data-id='${id}'] .p-last`)?.textContent === last, [id, last]);
}

const SEARCHES = [
  ["nicolo", "Nicolò Dell'Acqua"], ["Acqua Nicolò", "Nicolò Dell'Acqua"], ["nicolo dellacqua", "Nicolò Dell'Acqua"], ["dell acqua", "Nicolò Dell'Acqua"],
  ["zolkiewski", "Łukasz Żółkiewski"], ["lukasz", "Łukasz Żółkiewski"],
  ["Tarana", "Giulia Taranà"],
];

test("search: the players page and the projector find Nicolò Dell'Acqua, Łukasz Żółkiewski and a Taranà", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    page.on("dialog", (d) => d.accept());
    await openDemo(page, site.url);
    // One player absent at check-in: he sits out round 1.
    const absent = await page.$eval("#players tr[data-id='40']", (r) => r.querySelector(".p-first").textContent + " " + r.querySelector(".p-last").textContent);
    await page.click("#players tr[data-id='40'] input.participating");
    await page.waitForSelector("#players tr[data-id='40'].out");
    await drawNext(page, 1);
    // The three players sit at the last tables (the projector has to scroll to them).
    const last = await page.$$eval("#tables .table-card", (cs) => cs.slice(-3).map((c) => [Number(c.dataset.table), Number(c.querySelector("tr[data-player]:nth-child(2)").dataset.player)]));
    const [[t1, nicolo], [t2, lukasz], [t3, giulia]] = last;
    await tab(page, "Giocatori");
    await editPlayer(page, nicolo, "Nicolò", "Dell'Acqua");
    await editPlayer(page, lukasz, "Łukasz", "Żółkiewski");
    await editPlayer(page, giulia, "Giulia", "Taranà");
    const ids = { "Nicolò Dell'Acqua": nicolo, "Łukasz Żółkiewski": lukasz, "Giulia Taranà": giulia };
    const tables = { "Nicolò Dell'Acqua": t1, "Łukasz Żółkiewski": t2, "Giulia Taranà": t3 };

    // The players page: each search lists the player (and nobody else of the three).
    for (const [q, who] of SEARCHES) {
      await page.fill("#search", q);
      await page.waitForTimeout(50);
      const shown = await page.$$eval("#players tbody tr", (rs) => rs.map((r) => Number(r.dataset.id)));
      assert.ok(shown.includes(ids[who]), `«${q}» lists ${who}: ${shown}`);
      for (const [other, id] of Object.entries(ids)) if (other !== who) assert.ok(!shown.includes(id), `«${q}» does not list ${other}`);
    }
    await page.fill("#search", "nessuno così");
    await page.waitForTimeout(50);
    assert.equal(await page.locator("#players tbody tr").count(), 0);
    await page.fill("#search", "");

    // The projector, in a window too short for every table.
    const id = (await page.evaluate(() => location.hash)).split("/")[2];
    const proj = await b.context.newPage();
    await proj.setViewportSize({ width: 1280, height: 500 });
    await proj.goto(`${site.url}#/t/${id}/proiettore/turno/1`);
    await proj.waitForSelector(".p-table");
    // Who sits out the round is listed.
    assert.match(await proj.textContent("#p-out"), new RegExp(`Non giocano in questo turno: .*${absent}`));
    for (const [q, who] of SEARCHES) {
      await proj.fill("#where", q);
      await proj.waitForFunction(() => document.querySelector("#p-found"));
      const hits = await proj.$$eval(".p-table.hit", (ts) => ts.map((t) => Number(t.dataset.table)));
      assert.deepEqual(hits, [tables[who]], `«${q}» lights table ${tables[who]}`);
      assert.equal(await proj.textContent("#p-found"), `${who}: Tavolo ${tables[who]}, posto 2`, `«${q}»`);
      // The table found is scrolled into view.
      await proj.waitForFunction(() => {
        const r = document.querySelector(".p-table.hit").getBoundingClientRect();
        return r.top >= -1 && r.bottom <= window.innerHeight + 1;
      }, null, { timeout: 2000 }).catch(() => {});
      const box = await proj.$eval(".p-table.hit", (t) => { const r = t.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, h: window.innerHeight }; });
      assert.ok(box.top >= -1 && box.bottom <= box.h + 1, `«${q}»: table ${tables[who]} on screen (${JSON.stringify(box)})`);
      await proj.fill("#where", "");
      await proj.evaluate(() => window.scrollTo(0, 0));
    }
    // The absent player, searched, is told he does not play this round.
    await proj.fill("#where", "40");
    await proj.waitForSelector("#p-elsewhere");
    assert.equal(await proj.textContent("#p-elsewhere"), `${absent}: non gioca in questo turno`);
    // English.
    await page.bringToFront();
    await page.click("header.top .lang button:has-text('EN')");
    await proj.bringToFront();
    await proj.reload();
    await proj.waitForSelector(".p-table");
    await proj.fill("#where", "zolkiewski");
    await proj.waitForSelector("#p-found");
    // The language chosen is kept in this browser: the projector, reloaded, speaks English.
    assert.equal(await proj.textContent("#p-found"), `Łukasz Żółkiewski: Table ${t2}, seat 2`);
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});
