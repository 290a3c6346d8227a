// The director's evening without a doubt (items 1–7), in headless Chromium: a correction of a
// past round confirmed by Enter, and one left unsaved said on every other page; the projector with no
// director's message and every table on screen at 1366×768 (paging), the circuit's projector at the top
// and paging; two score sheets a page with the RisiKo! and tie-order boxes (pdftotext); the English
// pages with no Italian word (app, PDF, circuit); the phone's targets of at least 44 px, the place and
// tournament points labelled, the circuit's tournaments within a 370 px box; on the laptop the round's
// first table high on the page.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { serve, browser, open, openDemo, drawNext, seatedTables, scoreAll, download, foreign, showRound, demoToSemifinals } from "./harness.mjs";
import { xls, iscritti } from "./xls.mjs";

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });

const pdfText = (file, args = []) => execFileSync("pdftotext", ["-layout", ...args, file, "-"], { encoding: "utf8" });
const pages = (file) => Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))[1]);


/** Unlocks the round on screen (a played round is read-only), answering the question. */
async function unlock(page) {
  page.once("dialog", (d) => d.accept());
  await page.click("#lock");
  await page.waitForSelector("#locked-note", { state: "detached" });
}

/** A season's workbook: TORNEO (Open, 1 round) and round 1 of `players` [id, first, last, club, points]
 * at tables of four. */
function seasonFile(name, players) {
  const torneo = { name: "TORNEO", cells: [[0, 0, "Nome Torneo"], [0, 1, name], [1, 0, "Tipologia di Torneo"], [1, 1, "Torneo Open"], [2, 0, "Numero Turni Previsti"], [2, 1, 1]] };
  const round = { name: "1° Turno", cells: [] };
  for (let k = 0; k * 4 < players.length; k++) {
    const row = 3 * k;
    round.cells.push([row, 1, `Tavolo N°${k + 1}`]);
    players.slice(4 * k, 4 * k + 4).forEach(([id, first, last, club, points], s) => {
      round.cells.push([row + 1, 3 * s, id], [row + 1, 3 * s + 1, `${first} ${last}`], [row + 1, 3 * s + 2, points]);
      if (club) round.cells.push([row + 2, 3 * s + 1, club]);
    });
  }
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "raduno-evening2-")), `${name}.xls`);
  fs.writeFileSync(file, xls([torneo, iscritti(players.map(([id, first, last, club]) => [id, first, last, "", club, "Lazio"])), round]));
  return file;
}

/** 16 players, with their table points in this season's evening `k` (each evening another order). */
function players16(k) {
  const firsts = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Gina", "Ivo", "Luca", "Marta", "Nino", "Olga", "Pia", "Rino", "Sara", "Tito"];
  return firsts.map((f, i) => [i + 1, f, "Rossi", i % 2 ? "ROMA" : "LATINA", 10 + ((i * 7 + k * 5) % 16) * 3]);
}

/** A circuit of two evenings read from workbooks, on its page. */
async function circuitOfTwo(page) {
  await page.click("#nav-circuits");
  await page.fill("#circuit-new-name", "Stagione");
  await page.click("#circuit-new button[type=submit]");
  await page.waitForSelector("#circuit");
  await page.setInputFiles("#circuit-files", [seasonFile("Serata 1", players16(1)), seasonFile("Serata 2", players16(2))]);
  await page.waitForSelector("#circuit-tournaments tr.member[data-name='Serata 2']");
  await page.waitForSelector("#circuit-standings tbody tr");
}

test("a correction of a past round: Enter shows what it changes, Enter again saves it; one left unsaved is said on every page", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    const reached = await demoToSemifinals(page, site.url);
    const round2 = reached.round2;
    const semis = new Set(reached.semis);

    // A round-2 table whose second seat is outside the semifinals: winning it moves the semifinals.
    const t2 = round2.findIndex((ps) => !semis.has(ps[1]));
    assert.ok(t2 >= 0, "a round-2 table with its second seat outside the semifinals");
    await showRound(page, 2);
    await unlock(page);
    const card = page.locator("#tables .table-card").nth(t2);
    const seat = card.locator("input[name=points]").nth(1);
    await seat.fill("90");
    await seat.press("Enter");
    const impact = card.locator(".impact");
    await impact.waitFor();
    assert.match(await impact.textContent(), /Invio: conferma e salva/);
    // The keyboard is still in the field: Enter again confirms and saves.
    await page.keyboard.press("Enter");
    await impact.waitFor({ state: "detached" });
    await card.locator(".saved").waitFor();
    assert.equal(await card.locator(".draft-note").count(), 0);
    assert.equal(await seat.inputValue(), "90");
    // Stored: after a visit to the standings the round shows 90 with no draft.
    await page.click("nav.tabs >> text=Classifica");
    await page.waitForSelector("#standings tbody tr");
    assert.equal(await page.locator("#unsaved").count(), 0);
    await showRound(page, 2);
    assert.equal(await page.locator("#tables .table-card").nth(t2).locator("input[name=points]").nth(1).inputValue(), "90");
    assert.equal(await page.locator("#tables .table-card").nth(t2).locator(".draft-note").count(), 0);

    // Another correction shown but not confirmed, then the director goes elsewhere.
    if (await page.locator("#locked-note").count()) await unlock(page);
    const t3 = (t2 + 1) % round2.length;
    const other = page.locator("#tables .table-card").nth(t3);
    const field = other.locator("input[name=points]").nth(2);
    await field.fill("95");
    await field.press("Enter");
    await other.locator(".impact").waitFor();
    for (const label of ["Classifica", "Giocatori", "Documenti"]) {
      await page.click(`nav.tabs >> text=${label}`);
      const note = page.locator("#unsaved");
      await note.waitFor();
      assert.match(await note.textContent(), new RegExp(`Punteggi scritti ma non salvati[\\s\\S]*Turno 2: tavolo ${t3 + 1}\\b`));
    }
    // Round 3 (the semifinals) on screen: round 2's unsaved table is still said.
    await showRound(page, 3);
    assert.match(await page.textContent("#unsaved"), /Turno 2: tavolo/);
    // The way back: the draft is there, not saved.
    await page.click("#unsaved button.unsaved-go");
    await page.waitForSelector("#round[data-round='2'] #tables .table-card");
    assert.equal(await page.locator("#unsaved").count(), 0, "the round on screen says it on its card");
    const back = page.locator("#tables .table-card").nth(t3);
    assert.equal(await back.locator("input[name=points]").nth(2).inputValue(), "95");
    await back.locator(".draft-note").waitFor();
    // Escape cancels: the stored value is back and nothing is left unsaved.
    await back.locator("input[name=points]").nth(2).press("Enter");
    await back.locator(".impact").waitFor();
    await back.locator("input[name=points]").nth(2).press("Escape");
    await back.locator(".impact").waitFor({ state: "detached" });
    await page.click("nav.tabs >> text=Classifica");
    await page.waitForSelector("#standings tbody tr");
    assert.equal(await page.locator("#unsaved").count(), 0);
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});

test("projector at 1366×768: no message for the director, every table on screen page by page; the circuit's projector at the top, paging", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await page.setViewportSize({ width: 1366, height: 768 });
    await openDemo(page, site.url);
    await drawNext(page, 1);
    const tables = (await seatedTables(page)).length;
    assert.equal(tables, 10);
    const id = (await page.evaluate(() => location.hash)).split("/")[2];
    await page.goto(`${site.url}#/t/${id}/proiettore/turno/1`);
    await page.waitForSelector(".p-table");
    await page.waitForTimeout(300);
    const said = await page.textContent("#projector");
    assert.doesNotMatch(said, /Orologio|Impostazioni|Senza un server|server del circolo|Dispositivi/);
    // The page measures what fits after it is drawn: wait until it has settled.
    await page.waitForFunction(() => [...document.querySelectorAll(".p-table")].every((t) => t.getBoundingClientRect().bottom <= window.innerHeight));
    const count = await page.$eval(".p-tables", (e) => Number(e.dataset.pages || 1));
    const seen = new Set();
    for (let p = 0; p < count; p++) {
      const onScreen = await page.$$eval(".p-table", (ts) => ts.map((t) => {
        const r = t.getBoundingClientRect();
        return [Number(t.dataset.table), r.top >= 0 && r.bottom <= window.innerHeight];
      }));
      for (const [n, visible] of onScreen) {
        assert.ok(visible, `table ${n} runs off the 768 px screen (page ${p + 1} of ${count})`);
        seen.add(n);
      }
      await page.keyboard.press("ArrowRight");
      await page.waitForFunction((n) => document.querySelector(".p-tables").dataset.page === String(n), (p + 1) % count + 1);
      await page.waitForFunction(() => [...document.querySelectorAll(".p-table")].every((t) => t.getBoundingClientRect().bottom <= window.innerHeight));
    }
    assert.deepEqual([...seen].sort((a, c) => a - c), Array.from({ length: tables }, (_, i) => i + 1));

    // The circuit's projector: opened from the bottom of the circuit's page, shown from its top, a page
    // of rows at a time.
    await page.goto(`${site.url}#/`);
    await page.waitForSelector("header.top");
    await circuitOfTwo(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.click("#circuit-projector");
    await page.waitForSelector("#circuit-projector-view #circuit-standings tbody tr");
    await page.waitForTimeout(200);
    assert.equal(await page.evaluate(() => window.scrollY), 0, "the circuit's projector opens at the top");
    assert.equal(await page.getAttribute("#circuit-page", "data-pages"), "2");
    const first = await page.$$eval("#circuit-standings tbody tr", (trs) => trs.map((t) => t.dataset.name));
    for (const r of await page.$$eval("#circuit-standings tbody tr", (trs) => trs.map((t) => t.getBoundingClientRect().bottom))) assert.ok(r <= 768, `a row at ${r} px`);
    await page.keyboard.press("ArrowRight");
    await page.waitForFunction(() => document.querySelector("#circuit-page").dataset.page === "2");
    const second = await page.$$eval("#circuit-standings tbody tr", (trs) => trs.map((t) => t.dataset.name));
    assert.equal(first.length + second.length, 16);
    assert.ok(second.every((n) => !first.includes(n)));
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});

test("score sheets: two tables a page, with the boxes the format's result needs (pdftotext)", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await openDemo(page, site.url);
    await drawNext(page, 1);
    const tables = (await seatedTables(page)).length;
    await page.click("nav.tabs >> text=Documenti");
    const sheets = await download(page, () => page.click("#score-sheets-1"));
    assert.equal(pages(sheets.file), Math.ceil(tables / 2), "two sheets a page");
    const first = pdfText(sheets.file, ["-f", "1", "-l", "1"]);
    assert.match(first, /Turno 1 - Tavolo N°1\b[\s\S]*Turno 1 - Tavolo N°2\b/);
    // Master's result: the RisiKo! box, the points outside objective, the order of play, the tie order.
    for (const col of ["R!", "Pti fuori obb.", "Ord.", "Pari", "Punti Torneo", "Firma"]) assert.ok(first.includes(col), `${col} missing:\n${first}`);
    assert.deepEqual(foreign(b.requests, site.origin), []);
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});

/** Italian words that must not appear on an English page. */
// The demo's invented clubs are Italian names ("I Cavalieri del Tavolo"), not the interface's words.
const ITALIAN = /\b((?<!del\s)Tavolo|Turno|Classifica|Giocatori|Punti|Pari|Firma|Salva|Annulla|Impostazioni|Orologio|Nominativo)\b|N°|\d°/;

test("English pages: round page, PDF score sheets, standings and circuit with no Italian word", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await open(page, site.url);
    await page.click("header.top .lang button >> text=EN");
    await page.click("#demo");
    await page.waitForSelector("#players tbody tr");
    await page.click("nav.tabs >> text=Rounds");
    await page.click("#next-round");
    await page.click("#draw");
    await page.waitForSelector("#tables[data-built=all] .table-card");
    const round = await page.textContent("#round");
    assert.doesNotMatch(round, ITALIAN, round.match(ITALIAN)?.[0]);
    // The rare fields' keys in English: O (outside objective), P (play order), T (tie).
    assert.match(await page.textContent("#entry-legend"), /O = outside objective, P = play order.*T = tie/);
    const first = page.locator("#tables .table-card").first().locator("input[name=points]").first();
    await first.focus();
    await page.keyboard.press("o");
    assert.equal(await page.evaluate(() => document.activeElement.name), "outside");
    await page.keyboard.press("p");
    assert.equal(await page.evaluate(() => document.activeElement.name), "play-order");
    await page.keyboard.press("t");
    assert.equal(await page.evaluate(() => document.activeElement.name), "tie");

    await page.click("nav.tabs >> text=Documents");
    const sheets = await download(page, () => page.click("#score-sheets-1"));
    const text = pdfText(sheets.file);
    assert.match(text, /Round 1 - Table 1\b/);
    assert.doesNotMatch(text, ITALIAN, text.match(ITALIAN)?.[0]);

    await circuitOfTwo(page);
    const circuit = await page.textContent("#circuit-standings");
    assert.match(circuit, /Serata 1: (1st|2nd|3rd|\d+th) /);
    assert.doesNotMatch(circuit, /\d°/);
    assert.deepEqual(b.errors.filter((e) => !/deprecated parameters/.test(e)), []);
  } finally { await b.close(); }
});

test("the workers start without the deprecated-parameters warning", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    const warnings = [];
    page.on("console", (m) => { if (/deprecated/i.test(m.text())) warnings.push(m.text()); });
    await openDemo(page, site.url);
    await drawNext(page, 1);
    await page.click("nav.tabs >> text=Documenti");
    await download(page, () => page.click("#score-sheets-1"));
    await page.waitForTimeout(300);
    assert.deepEqual(warnings, []);
  } finally { await b.close(); }
});

test("phone (390 px): targets of at least 44 px, place and tournament points labelled, the circuit's tournaments within the screen; laptop: the first table high", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await page.setViewportSize({ width: 390, height: 844 });
    await openDemo(page, site.url);
    await drawNext(page, 1);
    const small = await page.$$eval("nav.tabs a, #round-nav button, #tables .table-card input, #tables .table-card button", (els) => els
      .filter((e) => e.offsetParent !== null)
      .map((e) => { const r = e.getBoundingClientRect(); return [e.name || e.className || e.textContent.trim(), Math.round(r.width), Math.round(r.height)]; })
      .filter(([, w, h]) => h < 44 || w < 44));
    assert.deepEqual(small, [], "targets under 44 px");
    const labels = await page.$eval("#tables .table-card tr[data-player]", (tr) => ["td.place", "td.tp"].map((s) => getComputedStyle(tr.querySelector(s), "::before").content));
    assert.deepEqual(labels, ['"Pos."', '"Pt torneo"']);

    // The laptop: the round's first table starts on the first screen, under the round's head (the
    // phones' panel after the tables).
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.reload();
    await page.waitForSelector("#tables .table-card");
    const top = await page.$eval("#tables .table-card", (c) => c.getBoundingClientRect().top + window.scrollY);
    assert.ok(top < 600, `the first table starts at y=${top}`);

    // The circuit's tournaments on the phone: Weight and Remove within the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await circuitOfTwo(page);
    const box = await page.$$eval("#circuit-tournaments tr.member", (trs) => trs.map((tr) => {
      const right = (s) => tr.querySelector(s).getBoundingClientRect().right;
      return [right("input.weight"), right("button.remove")];
    }));
    assert.equal(box.length, 2);
    for (const [weight, remove] of box) {
      assert.ok(weight <= 380 && remove <= 380, `Weight at ${weight}, Remove at ${remove} in a 390 px screen`);
    }
    assert.ok(await page.$eval("#circuit-tournaments", (t) => t.scrollWidth <= 372), "the tournaments' table within a 370 px box");
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});

test("settings: the planned rounds where the format leaves them open, the format's count where it fixes them", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await openDemo(page, site.url);
    await page.click("nav.tabs >> text=Impostazioni");
    await page.selectOption("#settings select[name=format]", "open");
    await page.waitForSelector("#settings input[name=planned-rounds]");
    assert.equal(await page.locator("#planned-rounds-fixed").count(), 0);
    await page.selectOption("#settings select[name=format]", "raduno-nazionale");
    await page.waitForSelector("#planned-rounds-fixed");
    assert.equal(await page.locator("#settings input[name=planned-rounds]").count(), 0, "no field the format ignores");
    assert.match(await page.textContent("#planned-rounds-fixed"), /Turni di qualificazione previsti: 2[\s\S]*Raduno Nazionale gioca 2 turni di qualificazione, poi semifinali e finale/);
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});
