// One action of the director, one undo: a draw writes the round and its date, and Ctrl+Z takes back
// both (the notice names the draw, not the date), Ctrl+Y puts both back; the activity log shows the draw
// as one line.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, browser, openDemo, foreign, tab, drawNext } from "./harness.mjs";

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });

const today = (page) => page.evaluate(() => { const d = new Date(); return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`; });

/** The first round's date as the settings page shows it. */
async function roundDate(page) {
  await tab(page, "Impostazioni");
  await page.waitForSelector("#federation input[name=round-date-1]");
  return page.inputValue("#federation input[name=round-date-1]");
}

/** Ctrl+Z or Ctrl+Y from outside a field (in a field they undo typing), and the notice it gives. */
async function key(page, combo) {
  await page.evaluate(() => document.activeElement && document.activeElement.blur());
  const word = combo.endsWith("z") ? "Annullato" : "Ripetuto";
  await page.evaluate(() => document.querySelector(".notice .close")?.click());
  await page.keyboard.press(combo);
  const notice = await page.waitForFunction((word) => {
    const t = document.querySelector(".notice.info .notice-text");
    return t && t.textContent.startsWith(word + ":") && t.textContent;
  }, word);
  return (await notice.jsonValue()).trim();
}

test("Ctrl+Z dopo un sorteggio lo annulla con la sua data; Ctrl+Y li rimette entrambi; il registro li mostra in una riga", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await openDemo(page, site.url);
    assert.equal(await roundDate(page), "", "no date before the draw");
    await drawNext(page, 1);
    const tables = await page.locator("#tables .table-card").count();
    assert.ok(tables >= 8, `${tables} tables`);
    const date = await today(page);
    assert.equal(await roundDate(page), date, "the draw dates its round");

    await tab(page, "Turni");
    await page.waitForSelector("#tables .table-card");
    const undone = await key(page, "Control+z");
    assert.match(undone, /^Annullato: Sorteggiato il turno 1 /, undone);
    await page.waitForSelector("#tables .table-card", { state: "detached" });
    assert.equal(await page.locator("#round-nav button", { hasText: /^Turno 1$/ }).count(), 0, "round 1 undrawn");
    assert.equal(await roundDate(page), "", "its date as it was");

    // From the round page, as a director who sees the round gone would: the settings page keeps its
    // own draft while it is open.
    await tab(page, "Turni");
    const redone = await key(page, "Control+y");
    assert.match(redone, /^Ripetuto: Sorteggiato il turno 1 /, redone);
    assert.equal(await roundDate(page), date, "the date is back");
    await tab(page, "Turni");
    await page.waitForSelector("#tables .table-card");
    assert.equal(await page.locator("#tables .table-card").count(), tables, "the round's tables are back");

    // The log: the draw on one line, then its undo and its redo; no line of its date.
    await tab(page, "Registro");
    const lines = await page.$$eval("#log tbody tr td:last-child", (ts) => ts.map((t) => t.textContent));
    assert.match(lines[0], /(^|— )Ripetuto: Sorteggiato il turno 1/);
    assert.match(lines[1], /(^|— )Annullato: Sorteggiato il turno 1/);
    assert.match(lines[2], /(^|— )Sorteggiato il turno 1/);
    assert.ok(lines.every((l) => !l.includes("Impostazioni modificate")), lines.slice(0, 4).join("\n"));
    // The next undo takes back the draw again, whole.
    await tab(page, "Turni");
    assert.match(await key(page, "Control+z"), /^Annullato: Sorteggiato il turno 1 /);
    assert.equal(await roundDate(page), "");

    assert.deepEqual(b.errors, []);
    assert.deepEqual(foreign(b.requests, site.origin), []);
  } finally { await b.close(); }
});

test("Annulla e Ripeti con le impostazioni aperte: il modulo mostra quel che è salvato; una modifica non salvata resta", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await openDemo(page, site.url);
    await tab(page, "Impostazioni");
    const name = "#settings input[name=name]";
    const was = await page.inputValue(name);
    await page.fill(name, "Serata di prova");
    await page.click("#settings button[type=submit]");
    await page.waitForSelector(".notice.info >> text=Impostazioni salvate");
    // Undone and redone with the page open: the form follows what is stored.
    assert.match(await key(page, "Control+z"), /^Annullato: /);
    await page.waitForFunction(([sel, v]) => document.querySelector(sel).value === v, [name, was]);
    assert.match(await page.textContent(".t-head h1"), new RegExp(`^${was}`));
    assert.match(await key(page, "Control+y"), /^Ripetuto: /);
    await page.waitForFunction(([sel, v]) => document.querySelector(sel).value === v, [name, "Serata di prova"]);
    // A change typed and not saved stays as typed when the stored settings move under it.
    await page.fill(name, "Non ancora salvato");
    assert.match(await key(page, "Control+z"), /^Annullato: /);
    assert.equal(await page.inputValue(name), "Non ancora salvato");
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});
