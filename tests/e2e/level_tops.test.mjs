// the table results' rules "Level at the top" on the real round page: a Master table typed 60, 60, 40, 20 is
// refused with the players and what orders them, never "✓ salvato", and saved once the tie order is
// given; the team tournament's 50, 20, 20, 10 asks for the order of the two at 20 (its bonus goes by
// place); BGL's 40, 40, 10, 10 is saved and shared: both players 80.400, each with a win.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, browser, openDemo, setFormat, drawNext, standingsRows } from "./harness.mjs";

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });

const card = (page, t = 0) => page.locator("#tables .table-card").nth(t);

async function round1In(page, format) {
  await openDemo(page, site.url);
  if (format !== "master") await setFormat(page, format);
  await drawNext(page, 1);
}

/** Types `points` into table 0 (the rest of the seats 0) and saves. */
async function typeAndSave(page, points) {
  const c = card(page);
  const inputs = c.locator("input[name=points]");
  const seats = await inputs.count();
  for (let s = 0; s < seats; s++) await inputs.nth(s).fill(String(points[s] ?? 0));
  await c.locator(".save-table").click();
}

async function names(page) {
  return card(page).locator("tr[data-player] td.who b").allTextContents();
}

test("Master: a level top is refused with the players and what orders them, then saved once ordered", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await round1In(page, "master");
    const who = await names(page);
    await typeAndSave(page, [60, 60, 40, 20, 10]);
    const banner = page.locator(".notice.error").filter({ hasText: /sono a pari punti/ });
    await banner.waitFor();
    const text = await banner.textContent();
    for (const n of who.slice(0, 2)) assert.ok(text.includes(n), `${n} not named: ${text}`);
    assert.match(text, /punti fuori obiettivo, l'ordine di gioco o l'ordine di parità/);
    assert.equal(await card(page).locator(".saved").count(), 0, "never ✓ salvato for a level top");
    // The tie order puts the second seat ahead: saved, and the second seat is 1st at the table.
    const ties = card(page).locator("input[name=tie]");
    await ties.nth(0).waitFor();
    await ties.nth(0).fill("2");
    await ties.nth(1).fill("1");
    await card(page).locator(".save-table").click();
    await card(page).locator(".saved").waitFor();
    const places = await card(page).locator("td.place").allTextContents();
    assert.deepEqual(places.slice(0, 2), ["2", "1"]);
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});

test("the team tournament asks for the order of two players level below the top", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await round1In(page, "squadre");
    const who = await names(page);
    await typeAndSave(page, [50, 20, 20, 10, 5]);
    const banner = page.locator(".notice.error").filter({ hasText: /sono a pari punti/ });
    await banner.waitFor();
    const text = await banner.textContent();
    for (const n of who.slice(1, 3)) assert.ok(text.includes(n), `${n} not named: ${text}`);
    assert.match(text, /ordine di parità/);
    assert.equal(await card(page).locator(".saved").count(), 0);
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});

test("BGL shares a level top: saved, both 80,400 with a win each", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await round1In(page, "bgl");
    const seats = await card(page).locator("input[name=points]").count();
    assert.equal(seats, 4, "BGL seats fours");
    const ids = await card(page).locator("tr[data-player]").evaluateAll((rs) => rs.map((r) => Number(r.dataset.player)));
    await typeAndSave(page, [40, 40, 10, 10]);
    await card(page).locator(".saved").waitFor();
    const rows = await standingsRows(page, ["wins"]);
    for (const id of ids.slice(0, 2)) {
      const r = rows.find((x) => x.id === id);
      assert.equal(r.total, "80,400");
      assert.equal(r.wins, "1");
    }
    for (const id of ids.slice(2)) assert.equal(rows.find((x) => x.id === id).total, "30,100");
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});
