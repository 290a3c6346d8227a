// Narrow screens: on a phone the standings show position, name, total and the
// one tie-break that decides, the rest on a tap; no cell of the standings, the Registro, the players or
// the home table breaks a word across lines ("41" printed as "4 / 1"). Measured in the browser: every word
// of every visible cell is laid out on one line (a Range over it gives one line box).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, browser, openDemo, drawNext, scoreAll, tab } from "./harness.mjs";

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });

/** The words of the visible cells under `selector` that are laid out on more than one line. */
function brokenWords(page, selector) {
  return page.$$eval(selector, (cells) => {
    const out = [];
    for (const cell of cells) {
      // Hidden cells, and text hidden for screen readers only (a 1px box), are not laid out to be read.
      if (cell.offsetParent === null || cell.getBoundingClientRect().width < 4) continue;
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement.getBoundingClientRect().width < 4) continue;
        for (const m of node.textContent.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (tops.size > 1) out.push(`«${m[0]}» in ${cell.tagName.toLowerCase()}.${cell.className} (${tops.size} lines)`);
        }
      }
    }
    return out;
  });
}

test("phone standings (372 and 390 px): position, name, total, the deciding tie-break; the rest on a tap; no word broken", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await openDemo(page, site.url);
    await drawNext(page, 1);
    await scoreAll(page, [70, 40, 25, 10]);
    await drawNext(page, 2);
    await scoreAll(page, [70, 40, 25, 10]);
    for (const width of [372, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await tab(page, "Classifica");
      await page.waitForSelector("#standings-phone tbody tr");
      assert.equal(await page.isVisible("#standings"), false, `${width}px: the wide table is not shown`);
      const head = await page.$$eval("#standings-phone thead th", (ths) => ths.map((t) => t.textContent));
      assert.deepEqual(head, ["Pos", "Giocatore", "Pt tot", "Spareggio"]);
      const rows = await page.$$eval("#standings-phone tbody tr.ph-row", (trs) => trs.map((tr) => [...tr.children].map((td) => td.textContent.trim())));
      assert.equal(rows.length, 40);
      for (const r of rows) assert.equal(r.length, 4, `one row, four cells: ${r}`);
      // Rows level on total show what decides between them (here the best game or the wins), by name.
      const decided = rows.filter((r) => r[3] !== "");
      assert.ok(decided.length > 0, "some rows are level on total");
      for (const r of decided) assert.match(r[3], /^(V tot|Migliore|2ª migliore|3ª migliore|Pos\. prec\.|Iscrizione) [\d.,]+$/, `decides: ${r[3]}`);
      // The page fits: nothing sticks out sideways.
      assert.ok(await page.evaluate(() => document.scrollingElement.scrollWidth <= window.innerWidth), `${width}px: no sideways scroll`);
      assert.deepEqual(await brokenWords(page, "#standings-phone th, #standings-phone td"), [], `${width}px: standings`);
    }
    // A tap on a name opens the rest of his row: nick, club, each round, wins and the tie-breaks.
    const first = page.locator("#standings-phone tr.ph-row >> nth=0");
    const id = await first.getAttribute("data-id");
    await first.locator("button.ph-toggle").click();
    const more = page.locator(`#standings-phone tr.ph-more[data-id='${id}']`);
    await more.waitFor();
    assert.equal(await first.locator("button.ph-toggle").getAttribute("aria-expanded"), "true");
    const text = await more.textContent();
    for (const label of ["pt1", "pt2", "V tot", "Migliore"]) assert.ok(text.includes(label), `${label} in «${text}»`);
    assert.deepEqual(await brokenWords(page, "#standings-phone td"), []);
    await first.locator("button.ph-toggle").click();
    await more.waitFor({ state: "detached" });
    // English: the same list in English words.
    await page.click("header.top .lang button:has-text('EN')");
    assert.deepEqual(await page.$$eval("#standings-phone thead th", (ths) => ths.map((t) => t.textContent)), ["Pos", "Player", "Total", "Tie-break"]);
    await page.click("header.top .lang button:has-text('IT')");
    // A wide screen keeps the full table.
    await page.setViewportSize({ width: 1280, height: 800 });
    assert.equal(await page.isVisible("#standings"), true);
    assert.equal(await page.isVisible("#standings-phone"), false);
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});

test("narrow tables (390 px): the Registro's numbers, the players and the home list never split a word", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    page.on("dialog", (d) => d.accept());
    await page.setViewportSize({ width: 390, height: 844 });
    await openDemo(page, site.url);
    await drawNext(page, 1);
    await scoreAll(page, [70, 40, 25, 10]);
    assert.deepEqual(await brokenWords(page, "#tables td, #tables th"), [], "round page");
    await tab(page, "Registro");
    await page.waitForSelector("#log tbody tr");
    const numbers = await page.$$eval("#log tbody td.num", (tds) => tds.map((t) => Number(t.textContent)));
    assert.ok(Math.max(...numbers) >= 41, `the Registro reaches #41 (${Math.max(...numbers)})`);
    assert.deepEqual(await brokenWords(page, "#log td, #log th"), [], "Registro");
    await tab(page, "Giocatori");
    await page.waitForSelector("#players tbody tr");
    assert.deepEqual(await brokenWords(page, "#players td, #players th"), [], "players");
    await page.goto(`${site.url}#/`);
    await page.waitForSelector("#tournaments tbody tr");
    assert.deepEqual(await brokenWords(page, "#tournaments td, #tournaments th"), [], "home list");
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});
