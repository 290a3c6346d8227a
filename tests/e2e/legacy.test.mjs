// The workbooks clubs already have, end to end in headless Chromium: a season of GestioneRaduno
// workbooks (tests/data/legacy, no TORNEO sheet) on the circuits page, walked as an organiser does — the
// format assumed is said, the choice is kept after a reload, the rounds in the file are said, a refused
// weight is shown refused, errors are a list, a merged person takes the club most of his tournaments give,
// candidates are in words, the projector is readable and the page fits a 390 px phone; then a workbook
// with a round drawn and not yet played (0s in its points cells) opens as a tournament that goes on.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serve, browser, open, foreign, enter, importWorkbook, ROOT } from "./harness.mjs";
import { xls, iscritti } from "./xls.mjs";

const CORPUS = path.join(ROOT, "tests/data/legacy");
const SHOTS = process.env.SHOTS || "";

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });

function corpus(name) {
  const file = path.join(CORPUS, name);
  assert.ok(fs.existsSync(file), `the corpus file ${file} is needed`);
  return file;
}

/** A one-round evening (no TORNEO) where Arturo Bellini plays for a one-off club. */
function oneOff() {
  const players = [
    [1, "Arturo", "Bellini", "", "ROMA NORD", "LAZIO"],
    [2, "Bianca", "Cortesi", "", "ROMA [I Legionari]", "LAZIO"],
    [3, "Cesare", "Donati", "", "MILANO [La Tana del Drago]", "LOMBARDIA"],
    [4, "Debora", "Esposti", "", "MILANO [La Tana del Drago]", "LOMBARDIA"],
  ];
  const points = { 1: 61, 2: 44, 3: 30, 4: 12 };
  const round = { name: "1° Turno", cells: [[0, 1, "Tavolo N°1"]] };
  players.forEach(([id, first, last, , club], s) => {
    round.cells.push([1, 3 * s, id], [1, 3 * s + 1, `${first} ${last}`], [1, 3 * s + 2, points[id]]);
    round.cells.push([2, 3 * s + 1, club]);
  });
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "raduno-legacy-")), "gr15-serata-3.xls");
  fs.writeFileSync(file, xls([iscritti(players), round]));
  return file;
}

/** WCAG contrast ratio of two computed CSS colours. */
function contrast(fg, bg) {
  const lum = (c) => {
    const [r, g, b] = c.match(/[\d.]+/g).slice(0, 3).map(Number).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
  return (a + 0.05) / (b + 0.05);
}

test("a season of GestioneRaduno workbooks on the circuits page, as an organiser walks it", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await open(page, site.url);
    await page.click("#nav-circuits");
    await page.fill("#circuit-new-name", "Stagione");
    await page.click("#circuit-new button[type=submit]");
    await page.waitForSelector("#circuit");

    // "dal file": the workbook names no format, read as Master and refused — and the page says so.
    await page.setInputFiles("#circuit-files", corpus("gr15-serata-1.xlsx"));
    await page.waitForSelector("#circuit-add-errors li");
    const errors = await page.$$eval("#circuit-add-errors li", (lis) => lis.map((li) => li.textContent));
    assert.ok(errors.length >= 2, JSON.stringify(errors));
    assert.match(errors[0], /non dice la formula ed è stata letta come Master/);
    // A list, one error under the other, not side-by-side columns.
    const layout = await page.$eval("#circuit-add-errors", (ul) => [getComputedStyle(ul).display, getComputedStyle(ul.querySelector("li")).display]);
    assert.deepEqual(layout, ["block", "list-item"]);

    // The format chosen, kept after a reload.
    await page.selectOption("#circuit-files-format", "open");
    await page.reload();
    await page.waitForSelector("#circuit");
    assert.equal(await page.inputValue("#circuit-files-format"), "open");

    // The season: the rounds in each file are the tournament, said.
    await page.setInputFiles("#circuit-files", [corpus("gr15-serata-1.xlsx"), corpus("gr15-serata-2.xls"), oneOff()]);
    await page.waitForSelector("#circuit-tournaments tr.member[data-name='gr15-serata-3']");
    const states = await page.$$eval("#circuit-tournaments tr.member", (trs) => trs.map((tr) => [tr.dataset.name, tr.querySelector(".state").textContent]));
    assert.deepEqual(states.map((s) => s[0]), ["gr15-serata-1", "gr15-serata-2", "gr15-serata-3"]);
    assert.match(states[0][1], /3 turni, quelli nella cartella/);
    assert.match(states[1][1], /2 turni, quelli nella cartella/);
    assert.match(states[2][1], /1 turni, quelli nella cartella/);

    // A refused weight is shown refused; the old rule still applies.
    const weight = "#circuit-tournaments tr.member[data-name='gr15-serata-2'] input.weight";
    await enter(page, weight, "-1");
    await page.waitForSelector("#circuit-rules-error");
    assert.equal(await page.getAttribute(weight, "aria-invalid"), "true");
    assert.ok(await page.$eval(weight, (i) => i.classList.contains("refused")));
    await enter(page, weight, "2");
    await page.waitForFunction((sel) => document.querySelector(sel).getAttribute("aria-invalid") === "false", weight);
    await enter(page, weight, "1");

    // Arturo Bellini at a one-off club: a candidate, in words; merged, he keeps the club most of his
    // tournaments give.
    const candidate = page.locator("#circuit-candidates li.candidate[data-a='Arturo Bellini|ROMA [I Legionari]']");
    const words = await candidate.locator(".who").textContent();
    assert.match(words, /Arturo Bellini \(ROMA \[I Legionari\]\)/);
    assert.match(words, /Arturo Bellini \(ROMA NORD\)/);
    assert.doesNotMatch(words, /\|/);
    await candidate.locator("button.same").click();
    await page.waitForSelector("#circuit-candidates li.candidate[data-decision='same']");
    const club = await page.$eval("#circuit-standings tr[data-name='Arturo Bellini']", (tr) => tr.querySelector("td.club").textContent);
    assert.equal(club, "ROMA [I Legionari]");
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, "legacy-circuit.png"), fullPage: true });

    // A 390 px phone: the page does not scroll sideways.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.waitForTimeout(200);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= 390, `the page is ${wide} px wide on a 390 px phone`);

    // The projector: every row readable, the 1st place included.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.click("#circuit-projector");
    await page.waitForSelector("#circuit-projector-view tbody tr");
    const ratios = await page.$$eval("#circuit-projector-view tbody tr td.name", (tds) => tds.map((td) => {
      let el = td;
      let bg = "rgba(0, 0, 0, 0)";
      while (el && /rgba\(0, 0, 0, 0\)|transparent/.test(bg)) { bg = getComputedStyle(el).backgroundColor; el = el.parentElement; }
      return [getComputedStyle(td).color, bg];
    }));
    // A page of rows at a time (12), every one readable.
    assert.ok(ratios.length >= 12, `${ratios.length} rows`);
    for (const [fg, bg] of ratios) assert.ok(contrast(fg, bg) >= 4.5, `${fg} on ${bg}`);

    assert.deepEqual(foreign(b.requests, site.origin), []);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("a workbook whose last round is drawn and not yet played (0s) opens, prints and goes on", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await open(page, site.url);
    await page.fill("#new-name", "Serata con turno sorteggiato");
    await page.selectOption("#new-format", "open");
    await page.click("form.create button[type=submit]");
    await page.waitForSelector("nav.tabs");
    await importWorkbook(page, corpus("gr15-turno-2-sorteggiato-zeri.xls"));
    assert.equal(await page.locator("#import-errors").count(), 0, await page.textContent("body"));
    assert.match(await page.textContent("#import-done"), /12 giocatori, 2 turni/);
    // Round 2 is open for its scores: no table has a result yet.
    await page.click("nav.tabs >> text=Turni");
    await page.waitForSelector("#round[data-round='2'] #tables .table-card");
    const filled = await page.$$eval("#round[data-round='2'] #tables input[name=points]", (is) => is.filter((i) => i.value !== "").length);
    assert.equal(filled, 0);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
