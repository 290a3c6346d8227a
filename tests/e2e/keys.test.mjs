// Score entry by keyboard: Tab goes score to score; RisiKo!, F.O., Ord. and Pari are off
// the Tab path, reached by their own keys (R toggles RisiKo!, F, O, P go to the seat's field), and join the
// path only for the seats a tie at the top needs them for. A whole 61-player Master round is entered with
// the keyboard only and its keystrokes counted (the figure is in the README).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, browser, openDemo, addPlayer, drawNext } from "./harness.mjs";

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });

const focused = (page) => page.evaluate(() => {
  const e = document.activeElement;
  const card = e.closest(".table-card");
  const row = e.closest("tr[data-player]");
  const rows = card ? [...card.querySelectorAll("tr[data-player]")] : [];
  return { name: e.name || "", table: card ? Number(card.dataset.table) : null, seat: row ? rows.indexOf(row) : null, value: e.value };
});

/** Waits until the focus is on table `table`'s first score (the app moves it a frame after the save). */
async function focusOn(page, table) {
  await page.waitForFunction((t) => {
    const e = document.activeElement;
    const card = e && e.closest(".table-card");
    return e && e.name === "points" && card && Number(card.dataset.table) === t && !e.closest("tr[data-player]").previousElementSibling;
  }, table, { timeout: 3000 }).catch(() => {});
  return focused(page);
}

/** The demo's 40 players and 21 more: a 61-player Master, round 1 drawn. */
async function round61(page) {
  page.on("dialog", (d) => d.accept());
  await openDemo(page, site.url);
  for (let id = 41; id <= 61; id++) await addPlayer(page, id, "Ospite", `Numero ${id}`);
  await drawNext(page, 1);
  return page.$$eval("#tables .table-card", (cs) => cs.map((c) => ({ table: Number(c.dataset.table), seats: c.querySelectorAll("tr[data-player]").length })));
}

test("keyboard: a 61-player round takes one key per score (Tab between scores, Enter per table)", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    const cards = await round61(page);
    const seats = cards.reduce((n, c) => n + c.seats, 0);
    assert.equal(seats, 61);
    const k = page.keyboard;
    let keys = 0; // every key pressed that is not a digit of a score
    let digits = 0;
    await page.focus(`#tables .table-card[data-table='${cards[0].table}'] input[name=points]`);
    for (const [t, card] of cards.entries()) {
      const points = [70, 40, 25, 10, 5].slice(0, card.seats);
      for (const [s, p] of points.entries()) {
        const f = await focused(page);
        assert.deepEqual([f.name, f.table, f.seat], ["points", card.table, s], `table ${card.table}, seat ${s + 1}: Tab lands on the next score`);
        await k.type(String(p));
        digits += String(p).length;
        await k.press(s + 1 < points.length ? "Tab" : "Enter");
        keys++;
      }
      await page.waitForSelector(`#tables .table-card[data-table='${card.table}'] .saved`);
      if (t + 1 < cards.length) {
        const f = await focusOn(page, cards[t + 1].table);
        assert.deepEqual([f.name, f.table, f.seat], ["points", cards[t + 1].table, 0], "after a save the focus is on the next table's first score");
      }
    }
    await page.waitForFunction((n) => document.querySelector("#round-status").textContent.includes(`${n}/${n}`), cards.length);
    // The goal: at most one key per score plus one per table (Enter, or a Tab, per table).
    assert.ok(keys <= seats + cards.length, `${keys} keys for ${seats} scores at ${cards.length} tables`);
    assert.equal(keys, seats, "one key per score: a Tab after each score but the table's last, Enter after that");
    console.log(`# keystrokes for a ${seats}-player round at ${cards.length} tables: ${keys} keys (Tab/Enter) + ${digits} digits = ${keys + digits}; before: ${5 * seats - 4 * cards.length} keys + ${digits} digits`);
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});

test("keyboard: R toggles RisiKo!, F/O/P reach the seat's rare fields, a tie at the top opens them to Tab", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    page.on("dialog", (d) => d.accept());
    await openDemo(page, site.url);
    await drawNext(page, 1);
    const k = page.keyboard;
    const card = (n) => `#tables .table-card >> nth=${n}`;
    const legend = await page.textContent("#entry-legend");
    assert.match(legend, /Tab passa al punteggio successivo/);
    assert.match(legend, /R = RisiKo!/);
    assert.match(legend, /F = fuori obiettivo, O = ordine di gioco, P = pari/);

    // R on a score sets RisiKo! (100) and back; the box is not on the Tab path.
    await page.locator(card(0)).locator("input[name=points]").first().focus();
    await k.type("55");
    await k.press("r");
    assert.equal(await page.locator(card(0)).locator("input[name=risiko]").first().isChecked(), true);
    assert.equal(await page.locator(card(0)).locator("input[name=points]").first().inputValue(), "100");
    await k.press("R");
    assert.equal(await page.locator(card(0)).locator("input[name=risiko]").first().isChecked(), false);
    await k.press("Tab");
    assert.deepEqual([(await focused(page)).name, (await focused(page)).seat], ["points", 1]);
    // F goes to the seat's F.O., O to its Ord.; Shift+Tab comes back to the score.
    await k.press("f");
    assert.deepEqual([(await focused(page)).name, (await focused(page)).seat], ["outside", 1]);
    await k.type("12");
    await k.press("o");
    assert.deepEqual([(await focused(page)).name, (await focused(page)).seat], ["play-order", 1]);
    assert.equal(await page.locator(card(0)).locator("input[name=outside]").nth(1).inputValue(), "12");

    // A tie at the top: as soon as the second 60 is typed, the two seats' F.O. and Ord. join the Tab path.
    await page.locator(card(1)).locator("input[name=points]").first().focus();
    await k.type("60");
    await k.press("Tab");
    await k.type("60");
    await page.waitForFunction(() => document.querySelectorAll("#tables .table-card:nth-child(2) td.needed").length >= 4);
    await k.press("Tab");
    assert.deepEqual([(await focused(page)).name, (await focused(page)).seat], ["outside", 1], "Tab from a tied seat's score goes to its F.O.");
    await k.type("3");
    await k.press("Tab");
    assert.equal((await focused(page)).name, "play-order");
    await k.press("Tab");
    assert.equal((await focused(page)).name, "tie");
    await k.press("Tab");
    assert.deepEqual([(await focused(page)).name, (await focused(page)).seat], ["points", 2], "then on to the next score");
    await k.type("20");
    await k.press("Tab");
    await k.type("10");
    // The first seat's F.O. too: Shift+Tab from the second score walks back through its Pari, Ord., F.O.
    await page.locator(card(1)).locator("input[name=points]").nth(1).focus();
    for (let i = 0; i < 3; i++) await k.press("Shift+Tab");
    assert.deepEqual([(await focused(page)).name, (await focused(page)).seat], ["outside", 0]);
    await k.type("5");
    await k.press("Enter");
    await page.locator(card(1)).locator(".saved").waitFor();
    // The seats not level keep only the score on the Tab path.
    assert.equal(await page.locator(card(1)).locator("tr[data-player] >> nth=3").locator("td.needed").count(), 0);
    // P from a score reaches the seat's Pari.
    await page.locator(card(2)).locator("input[name=points]").first().focus();
    await k.press("p");
    assert.deepEqual([(await focused(page)).name, (await focused(page)).seat], ["tie", 0]);

    // English: the keys are explained, English letters (O outside objective, P play order, T tie).
    await page.click("header.top .lang button:has-text('EN')");
    assert.match(await page.textContent("#entry-legend"), /Tab goes to the next score.*R = RisiKo!.*O = outside objective, P = play order, T = tie/);
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});
