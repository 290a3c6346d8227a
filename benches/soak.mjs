// Soak benchmark: a director's long evening in headless Chromium on the release build, the page's memory
// printed at each step after a forced garbage collection (tests/e2e/memory.mjs: the app's WebAssembly
// memory, the JS heap, DOM nodes and listeners, the renderer's proportional set size).
//
//   1. the evening: the demo's 40 players as an Open of 12 rounds, each round drawn and every table typed
//      by keyboard (points, Tab, …, Enter; the focus goes on to the next table by itself);
//   2. at 40 players, TABS tab changes (Turni between each of the other pages) and SWITCHES round
//      switches with the round buttons;
//   3. at 1000 players (a workbook imported, two rounds drawn, the first one scored), BIG tab changes
//      and BIG round switches.
//
// The goal: after the first visit to each page, the wasm memory within 1 MB of where it started at 40
// players and within 5 MB at 1000, whatever the number of visits. Rust's allocator never gives memory
// back, so the figure that matters is the growth after the first visits, not the level.
//
//   bash scripts/build.sh && node benches/soak.mjs              (DIST=… for another build)
//   TABS=100 SWITCHES=100 BIG=20 ONLY=evening,big node benches/soak.mjs     (shorter; a part of it)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { serve, open, importWorkbook } from "../tests/e2e/harness.mjs";
import { xls } from "../tests/e2e/xls.mjs";
import { WASM_PROBE, probe, measure, line, settled } from "../tests/e2e/memory.mjs";

/** Waits for a selector without keeping its element: the handle `page.waitForSelector` returns keeps the
 * element, and with it the whole page it was on once that page is taken down, alive in the browser. */
const until = (page, selector, options = {}) => page.locator(selector).first().waitFor({ state: options.state || "visible", ...(options.timeout ? { timeout: options.timeout } : {}) });

const TABS = Number(process.env.TABS || 500);
const SWITCHES = Number(process.env.SWITCHES || 500);
const BIG = Number(process.env.BIG || 100);
const ROUNDS = 12;
const ONLY = (process.env.ONLY || "evening,big").split(",");
const EVERY = Number(process.env.EVERY || 50);

const summary = [];
const mb = (b) => (b / 1048576).toFixed(2);

/** A browser of its own (its pid for the renderer's memory) and a page with the wasm probe. */
async function launch() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage", "--js-flags=--expose-gc"],
  });
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.addInitScript(WASM_PROBE);
  const page = await context.newPage();
  page.on("dialog", (d) => d.accept());
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  return { browser, page, errors, pid: browserPid() };
}

/** The browser Playwright started: the newest Chromium whose parent is this process (Linux /proc). */
function browserPid() {
  let newest = null;
  for (const d of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, "utf8");
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === process.pid && /chrom/i.test(name) && (newest === null || Number(d) > newest)) newest = Number(d);
    } catch { /* the process ended meanwhile */ }
  }
  return newest;
}

/** Waits for a tab's page once its link is clicked. */
const READY = {
  Turni: "#tables[data-built=all] .table-card",
  Giocatori: "#players tbody[data-built=all] tr",
  Classifica: "#standings tbody tr",
  Impostazioni: "#settings",
  Registro: "#log tbody tr",
};

async function goTab(page, label) {
  await page.click(`nav.tabs >> text=${label}`);
  await until(page, `nav.tabs a.active >> text=${label}`);
  await until(page, READY[label], { state: label === "Giocatori" ? "attached" : "visible" });
  await settled(page);
}

async function goRound(page, n) {
  await page.click(`#round-nav button >> text=/^Turno ${n}$/`);
  await until(page, `#round[data-round='${n}'] #tables[data-built=all] .table-card`);
  await settled(page);
}

/** Draws the next round from the rounds page. */
async function draw(page, round) {
  await page.click("nav.tabs >> text=Turni");
  await until(page, "nav.tabs a.active >> text=Turni");
  await page.click("#next-round");
  await page.click("#draw");
  await until(page, `#round[data-round='${round}'] #tables[data-built=all] .table-card`);
}

/** Distinct points for `seats` seats, varied by round and table so the standings move. */
function points(seats, round, table) {
  const base = [70, 40, 25, 10, 5].slice(0, seats);
  const k = (round + table) % seats;
  return base.slice(k).concat(base.slice(0, k));
}

/** Types every table of round `round` by keyboard: the focus starts on the first table's first score
 * after the draw, each Enter saves and moves the focus on. */
async function typeRound(page, round) {
  const tables = await page.$$eval("#tables .table-card", (cs) => cs.map((c) => [Number(c.dataset.table), c.querySelectorAll("input[name=points]").length]));
  const k = page.keyboard;
  for (const [i, [table, seats]] of tables.entries()) {
    const first = `#tables .table-card[data-table='${table}'] input[name=points]`;
    await page.waitForFunction((sel) => document.activeElement === document.querySelector(sel), first, { timeout: 3000 }).catch(() => page.focus(first));
    const p = points(seats, round, i);
    for (let s = 0; s < seats; s++) {
      if (s > 0) await k.press("Tab");
      await k.type(String(p[s]));
    }
    await k.press("Enter");
    await until(page, `#tables .table-card[data-table='${table}'] .saved`);
  }
}

/** Fills and saves every table of the round on screen (the 1000-player round: quicker than typing). */
async function fillRound(page, round) {
  const tables = await page.$$eval("#tables .table-card", (cs) => cs.map((c) => [Number(c.dataset.table), c.querySelectorAll("input[name=points]").length]));
  for (const [i, [table, seats]] of tables.entries()) {
    const card = `#tables .table-card[data-table='${table}']`;
    const p = points(seats, round, i);
    for (let s = 0; s < seats; s++) await page.fill(`${card} tr[data-player]:nth-child(${s + 1}) input[name=points]`, String(p[s]));
    await page.click(`${card} .save-table`);
    await until(page, `${card} .saved`);
  }
}

/** The tab cycle: Turni between each of the other pages a director moves between. */
const CYCLE = ["Giocatori", "Turni", "Classifica", "Turni", "Impostazioni", "Turni", "Registro", "Turni"];

/** `count` steps of `step(i)`, measured after the first cycle (`warm` steps) and every EVERY after;
 * the rows printed and the growth from the first measure kept for the summary. */
async function soak(page, cdp, pid, title, count, warm, step, goal) {
  for (let i = 0; i < warm; i++) await step(i);
  const start = await measure(page, cdp, pid);
  console.log(line(`${title}: after the first visits`, start));
  let last = start;
  let most = 0;
  for (let i = 1; i <= count; i++) {
    await step(warm + i - 1);
    if (i % EVERY === 0 || i === count) {
      last = await measure(page, cdp, pid);
      most = Math.max(most, last.wasm - start.wasm);
      console.log(line(`${title}: ${i}`, last));
    }
  }
  summary.push({ title, count, start, last, most, goal });
}

const site = await serve();
try {
  if (ONLY.includes("evening")) {
    const { browser, page, errors, pid } = await launch();
    try {
      const cdp = await probe(page);
      await open(page, site.url);
      console.log(line("the app open", await measure(page, cdp, pid)));
      await page.click("#demo");
      await until(page, "#players tbody tr");
      await page.click("nav.tabs >> text=Impostazioni");
      await page.selectOption("#settings select[name=format]", "open");
      await page.fill("#settings input[name=planned-rounds]", String(ROUNDS));
      await page.click("#settings button[type=submit]");
      await until(page, ".notice.info");
      console.log(line("demo, 40 players, an Open of 12", await measure(page, cdp, pid)));
      const t0 = Date.now();
      for (let r = 1; r <= ROUNDS; r++) {
        await draw(page, r);
        await typeRound(page, r);
        console.log(line(`round ${r} drawn and typed`, await measure(page, cdp, pid)));
      }
      console.log(`the evening: ${ROUNDS} rounds in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
      await soak(page, cdp, pid, "40 players, tab changes", TABS, CYCLE.length, (i) => goTab(page, CYCLE[i % CYCLE.length]), 1 << 20);
      await goTab(page, "Turni");
      await soak(page, cdp, pid, "40 players, round switches", SWITCHES, ROUNDS, (i) => goRound(page, (i % ROUNDS) + 1), 1 << 20);
      if (errors.length) console.log("page errors:", errors);
    } finally { await browser.close(); }
  }
  if (ONLY.includes("big")) {
    const { browser, page, errors, pid } = await launch();
    try {
      const cdp = await probe(page);
      await open(page, site.url);
      await page.fill("#new-name", "Mille");
      await page.selectOption("#new-format", "open");
      await page.click("form.create button[type=submit]");
      await until(page, "nav.tabs");
      await importWorkbook(page, bigWorkbook(1000));
      if (await page.$("#import-confirm")) await page.click("#import-confirm-yes");
      await until(page, "#import-done");
      await draw(page, 1);
      const t0 = Date.now();
      await fillRound(page, 1);
      console.log(`1000 players: round 1 scored in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
      await draw(page, 2);
      console.log(line("1000 players, two rounds", await measure(page, cdp, pid)));
      await soak(page, cdp, pid, "1000 players, tab changes", BIG, CYCLE.length, (i) => goTab(page, CYCLE[i % CYCLE.length]), 5 << 20);
      await goTab(page, "Turni");
      await soak(page, cdp, pid, "1000 players, round switches", BIG, 2, (i) => goRound(page, (i % 2) + 1), 5 << 20);
      if (errors.length) console.log("page errors:", errors);
    } finally { await browser.close(); }
  }
} finally { await site.close(); }

console.log("\n| steps | wasm after the first visits | wasm at the end | most growth | goal | JS heap | DOM nodes | renderer |");
console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
for (const s of summary) {
  const ok = s.most <= s.goal ? "met" : "MISSED";
  console.log(`| ${s.title} (${s.count}) | ${mb(s.start.wasm)} MB | ${mb(s.last.wasm)} MB | +${mb(s.most)} MB | ${mb(s.goal)} MB: ${ok} | ${mb(s.start.heap)} → ${mb(s.last.heap)} MB | ${s.start.nodes} → ${s.last.nodes} | ${s.start.renderer === null ? "-" : `${mb(s.start.renderer)} → ${mb(s.last.renderer)} MB`} |`);
}

/** A workbook of `n` players in 40 clubs across the regions (the legacy `Iscritti` sheet). */
function bigWorkbook(n) {
  const regions = ["Lazio", "Lombardia", "Toscana", "Veneto", "Campania", "Sicilia", "Piemonte", "Puglia"];
  const cells = [[0, 0, "Elenco Partecipanti"]];
  ["ID", "Nome", "Cognome", "Nick Forum EG", "Club", "Partecipa Torneo", "Regione"].forEach((h, c) => cells.push([2, c, h]));
  for (let id = 1; id <= n; id++) {
    const r = 2 + id;
    cells.push([r, 0, id], [r, 1, `Nome${id}`], [r, 2, `Cognome${id}`], [r, 4, `Club ${id % 40}`], [r, 5, "SI"], [r, 6, regions[id % 8]]);
  }
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "raduno-soak-")), "Iscritti-1000.xls");
  fs.writeFileSync(file, xls([{ name: "Iscritti", cells }]));
  return file;
}
