// The first visit, as a new director sees it: the page says what Raduno is before the app's module has
// arrived, the app takes that first screen over without moving anything, the demo and a new tournament come
// first, the ways in from another device have a section of their own, file pickers say which files they
// take, the phone's menu keeps to one line and the demo opens with nothing to undo.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serve, browser, open, openDemo, createTournament } from "./harness.mjs";

const SHOTS = process.env.SHOTS || path.join(os.tmpdir(), "raduno-first-visit");
const INTRO = /^Raduno gestisce i tornei del tuo club: RisiKo!, testa a testa e Othello\. I dati restano in questo browser e tutto funziona anche senza internet\.$/;

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });

async function shot(page, name) {
  fs.mkdirSync(SHOTS, { recursive: true });
  const file = path.join(SHOTS, name);
  await page.screenshot({ path: file });
  console.log(`screenshot: ${file}`);
}

/** Where the first screen's parts are drawn (page coordinates), read from `root`'s elements. */
async function layout(page, root) {
  return page.evaluate((root) => {
    const scope = document.querySelector(root);
    const box = (sel) => {
      const el = scope.querySelector(sel);
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { text: el.textContent.trim(), x: Math.round(r.x * 10) / 10, y: Math.round(r.y * 10) / 10, w: Math.round(r.width * 10) / 10, h: Math.round(r.height * 10) / 10 };
    };
    return {
      header: box("header"),
      brand: box("header .brand"),
      nav: box("header nav"),
      intro: box(".home .intro"),
      demo: box(".cards.start .card:first-child button"),
      demoCard: box(".cards.start .card:first-child"),
      create: box(".cards.start form.create"),
      createButton: box(".cards.start form.create button"),
      list: box(".home > h2"),
    };
  }, root);
}

/** Every file picker on the page: its button's text, whether the button names it, whether the browser's own
 * picker is hidden, its height. */
const filePickers = (page) => page.evaluate(() => [...document.querySelectorAll("input[type=file]")].map((input) => {
  const label = input.closest("label.file-button");
  return { id: input.id, text: label ? label.textContent.trim() : null, named: !!label && input.labels[0] === label, opacity: getComputedStyle(input).opacity, h: label ? label.getBoundingClientRect().height : 0 };
}));

test("every file picker of every page is a button that says which files it takes, in the page's language", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await page.setViewportSize({ width: 1366, height: 900 });
    const seen = new Map();
    const look = async (where, lang) => {
      for (const p of await filePickers(page)) {
        assert.ok(p.text, `${where}: #${p.id} is a bare picker`);
        assert.equal(p.named, true, `${where}: #${p.id} is named by its button`);
        assert.equal(p.opacity, "0", `${where}: #${p.id}: the browser's own picker is hidden`);
        assert.ok(p.h >= 44, `${where}: #${p.id}: a touch target (${p.h} px)`);
        assert.match(p.text, /\.(json|xlsx?|csv|png)\b/, `${where}: #${p.id} says which files it takes: ${p.text}`);
        seen.set(`${p.id} ${lang}`, p.text);
      }
    };
    await openDemo(page, site.url);
    for (const lang of ["IT", "EN"]) {
      await page.click(`header .lang >> text=${lang}`);
      for (const tab of lang === "IT" ? ["Giocatori", "Documenti", "Impostazioni", "Dispositivi"] : ["Players", "Documents", "Settings", "Devices"]) {
        await page.click(`nav.tabs >> text=${tab}`);
        await page.waitForSelector("main input[type=file]", { state: "attached" });
        await look(tab, lang);
      }
    }
    await page.click("header .lang >> text=IT");
    await page.click("header.top nav a[href='#/']");
    await createTournament(page, "Othello di prova", "othello-swiss");
    await page.click("nav.tabs >> text=Rating Othello");
    await page.waitForSelector("#rating-import", { state: "attached" });
    await look("Rating Othello", "IT");
    await page.click("header.top nav a[href='#/circuiti']");
    await page.fill("#circuit-new-name", "Stagione");
    await page.click("#circuit-new button[type=submit]");
    await page.waitForSelector("#circuit-files", { state: "attached" });
    await look("Circuito", "IT");
    const ids = new Set([...seen.keys()].map((k) => k.split(" ")[0]));
    for (const id of ["register-file", "import-workbook", "logo-file", "club-format-file", "receive-changes", "rating-import", "circuit-files", "circuit-import-rules"]) {
      assert.ok(ids.has(id), `#${id} was looked at (seen: ${[...ids]})`);
    }
    assert.equal(seen.get("import-workbook IT"), "Scegli la cartella Excel (.xls, .xlsx)");
    assert.equal(seen.get("import-workbook EN"), "Choose the Excel workbook (.xls, .xlsx)");
    assert.equal(seen.get("logo-file IT"), "Scegli il logo (.png, .jpg)");
    assert.equal(seen.get("receive-changes IT"), "Ricevi modifiche (.json)");
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});

for (const [width, height] of [[390, 844], [1366, 768]]) {
  test(`at ${width}×${height} the first screen is there before the module, and the app takes it over in place`, async () => {
    const b = await browser();
    try {
      const page = await b.page();
      await page.setViewportSize({ width, height });
      // The app's module held back: what shows is the page's own first screen.
      let release;
      const held = new Promise((ok) => { release = ok; });
      await page.route(/raduno-web-[^/]*_bg\.wasm$/, async (route) => { await held; await route.continue(); });
      await page.addInitScript(() => {
        window.__shifts = [];
        new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__shifts.push({ value: e.value, recent: e.hadRecentInput }); })
          .observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(site.url);
      await page.waitForSelector("#first-screen .home .intro", { state: "visible" });
      await page.waitForFunction(() => document.styleSheets.length > 1 && [...document.styleSheets].every((s) => { try { return s.cssRules.length > 0; } catch { return false; } }));
      assert.equal(await page.$("header.top"), null, "the app has not started");
      const before = await layout(page, "#first-screen");
      assert.match(before.intro.text, INTRO);
      assert.equal(before.demo.text, "Apri il torneo dimostrativo");
      assert.match(before.create.text, /^Nuovo torneo/);
      assert.equal(before.list.text, "I tuoi tornei");
      // Both ways to start on the first screen, the list's place under them.
      assert.ok(before.demo.y + before.demo.h <= height, `the demo button at ${before.demo.y}`);
      assert.ok(before.createButton.y + before.createButton.h <= height || width < 500, `Crea at ${before.createButton.y}`);
      await shot(page, `first-visit-${width}-before-the-module.png`);

      release();
      await page.waitForSelector("header.top");
      assert.equal(await page.$("#first-screen"), null, "the page's first screen left");
      const app = await layout(page, "body");
      // The app draws the same words at the same places: nothing moved.
      for (const part of Object.keys(before)) {
        assert.deepEqual(app[part], before[part], `${part}: the page drew ${JSON.stringify(before[part])}, the app ${JSON.stringify(app[part])}`);
      }
      await page.waitForTimeout(500);
      const shifts = await page.evaluate(() => window.__shifts.filter((s) => !s.recent).reduce((a, s) => a + s.value, 0));
      assert.equal(shifts, 0, "no layout shift from the first paint to the app");
      await shot(page, `first-visit-${width}.png`);
      assert.deepEqual(b.errors, []);
    } finally { await b.close(); }
  });
}

test("the phone's menu is one line at 390 px", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, site.url);
    const menu = await page.evaluate(() => {
      const header = document.querySelector("header.top");
      const shown = [...header.querySelectorAll("a, button")].filter((e) => e.getBoundingClientRect().width > 0);
      const tops = shown.map((e) => Math.round(e.getBoundingClientRect().top));
      return { height: header.getBoundingClientRect().height, tops, links: shown.map((e) => e.textContent), scroll: document.documentElement.scrollWidth };
    });
    assert.equal(new Set(menu.tops).size, 1, `every link and button on one line: tops ${menu.tops}`);
    assert.ok(menu.height <= 56, `the menu is ${menu.height} px high`);
    assert.deepEqual(menu.links, ["Tornei", "Circuiti", "Aiuto", "Informazioni", "IT", "EN"]);
    assert.ok(menu.scroll <= 390, `no sideways scroll (${menu.scroll} px)`);
  } finally { await b.close(); }
});

test("the demo opens with nothing to undo", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await openDemo(page, site.url);
    await page.waitForSelector(".t-actions");
    assert.equal(await page.isDisabled(".t-actions button:has-text('Annulla')"), true, "Annulla is disabled right after the demo opens");
    await page.reload();
    await page.waitForSelector(".t-actions");
    assert.equal(await page.isDisabled(".t-actions button:has-text('Annulla')"), true, "and after a reload");
    // A change of the director's can be undone.
    await page.click("#players tbody tr input.participating");
    await page.waitForFunction(() => !document.querySelector(".t-actions button").disabled);
  } finally { await b.close(); }
});

test("restoring, receiving and the server have a section of their own, each said in a sentence; pickers say which files they take", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await open(page, site.url);
    await page.waitForSelector("#other-device");
    const section = await page.evaluate(() => {
      const s = document.querySelector("#other-device");
      return { title: s.querySelector("h2").textContent, cards: [...s.querySelectorAll(".card")].map((c) => c.querySelector(".hint").textContent), inputs: [...s.querySelectorAll("input[type=file]")].map((i) => i.id), server: !!s.querySelector("#server-home-said") };
    });
    assert.equal(section.title, "Da un altro dispositivo");
    assert.deepEqual(section.inputs, ["restore", "receive-tournament"]);
    assert.equal(section.server, true, "the club's server is in the section");
    assert.equal(section.cards.length, 3);
    for (const hint of section.cards) assert.match(hint, /^[A-Z].{30,}\.$/, `a sentence: ${hint}`);
    // The demo and a new tournament come before it.
    const order = await page.evaluate(() => [...document.querySelectorAll("#demo, #new-name, #other-device, #import-new-workbook")].map((e) => e.id));
    assert.deepEqual(order, ["demo", "new-name", "other-device", "import-new-workbook"]);
    const pickers = async () => page.evaluate(() => ["restore", "receive-tournament", "import-new-workbook"].map((id) => {
      const input = document.getElementById(id);
      const label = input.closest("label.file-button");
      const r = label.getBoundingClientRect();
      return { id, text: label.textContent.trim(), name: input.labels[0] === label, opacity: getComputedStyle(input).opacity, h: r.height, accept: input.accept };
    }));
    const it = await pickers();
    assert.deepEqual(it.map((p) => p.text), ["Scegli il backup (.json)", "Scegli il file del torneo (.json)", "Scegli la cartella Excel (.xls, .xlsx)"]);
    for (const p of it) {
      assert.equal(p.name, true, `${p.id} is named by its button`);
      assert.equal(p.opacity, "0", `${p.id}: the browser's own picker is hidden`);
      assert.ok(p.h >= 44, `${p.id}: a touch target (${p.h} px)`);
    }
    await page.click("header .lang >> text=EN");
    await page.waitForSelector("#other-device h2 >> text=From another device");
    assert.deepEqual((await pickers()).map((p) => p.text), ["Choose the backup (.json)", "Choose the tournament's file (.json)", "Choose the Excel workbook (.xls, .xlsx)"]);
    await page.click("header .lang >> text=IT");
    // The picker still takes its file: a backup that is not one is refused, nothing changes.
    const bad = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "raduno-bad-")), "non-backup.json");
    fs.writeFileSync(bad, "{}");
    await page.setInputFiles("#restore", bad);
    await page.waitForSelector(".notice.error");
    assert.match(await page.textContent(".notice.error"), /non-backup\.json/);
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});

for (const [width, height] of [[390, 844], [1366, 768]]) {
  test(`at ${width}×${height} the saved tournaments are on the first screen`, async () => {
    const b = await browser();
    try {
      const page = await b.page();
      await page.setViewportSize({ width, height });
      await openDemo(page, site.url);
      await page.click("header.top >> text=Tornei");
      await page.waitForSelector("#tournaments tbody tr");
      const row = await page.evaluate(() => document.querySelector("#tournaments tbody tr a.open").getBoundingClientRect().bottom);
      assert.ok(row <= height, `the first saved tournament ends at ${row} px`);
      // Its buttons in reach, no sideways scrolling (on a phone each tournament is a card, its figures labelled).
      const last = await page.evaluate(() => { const r = document.querySelector("#tournaments tbody tr td.actions button:last-child").getBoundingClientRect(); return { right: r.right, bottom: r.bottom }; });
      assert.ok(last.right <= width && last.bottom <= height, `the last button of the first saved tournament ends at ${JSON.stringify(last)}`);
      if (width < 700) {
        const label = await page.evaluate(() => { const td = document.querySelector("#tournaments tbody tr td[data-label]"); return `${getComputedStyle(td, "::before").content} ${td.textContent}`; });
        assert.match(label, /Giocatori.* 40$/);
      }
      // A return visit: the page's first screen (a first visit's) stays hidden, the app shows the list.
      await page.reload();
      await page.waitForSelector("#tournaments tbody tr");
      assert.equal(await page.$("#first-screen"), null);
      await shot(page, `home-with-a-tournament-${width}.png`);
    } finally { await b.close(); }
  });
}
