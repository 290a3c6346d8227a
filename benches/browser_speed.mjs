// Browser benchmark of the page's speed, in headless Chromium on the release build, with every
// long task (over 50 ms, PerformanceObserver "longtask") recorded. Prints one line per row of the issue's
// table: the 40-player demo evening, a 1000-player workbook (written here, imported through the documents
// page, drawn as a Master), an Open of 31 at round 6, where the round page's first table starts at 1366 and
// 390 px, and the cheap phone (the CPU slowed 6× through CDP): the demo button usable on a first visit
// and cached. Times are from the click (dispatched in the page) to the next frame after the result shows.
// The machine's load changes the times: read them as upper bounds, not as pass/fail.
//
//   bash scripts/build.sh && node benches/browser_speed.mjs          (DIST=… for another build)
//   ONLY=demo,thousand,open,layout,phone,storage,cheap node benches/browser_speed.mjs   (a part of it)
//   storage: one table saved at 40 and at 1000 players, the store's write and the click to saved;
//   cheap: the cheap phone's long tasks per action (the demo, a draw, a save, opening it again)
//   PROFILE=1 …   also Chromium's CPU profile of every timed action: the functions with the most time
//                 (inclusive and self; wasm names need a build with its names section, e.g. Trunk's
//                 `data-keep-debug`); PROFILE=dir also writes the .cpuprofile files there
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serve, browser, open, openDemo, setFormat, importWorkbook, scoreAll } from "../tests/e2e/harness.mjs";
import { xls } from "../tests/e2e/xls.mjs";

const ONLY = (process.env.ONLY || "demo,thousand,open,layout,phone,storage,cheap").split(",");
const rows = [];
const row = (what, figure, goal) => {
  rows.push([what, figure, goal]);
  console.log(`${what.padEnd(58)} ${figure.padEnd(44)} goal ${goal}`);
};
const ms = (x) => `${Math.round(x)} ms`;

// Long tasks from the page's start; `window.__demoAt`: when the app's demo button was shown (the app is built
// in a hidden host and shown when its first screen is whole: src/ui/mount.rs).
const WATCH = `
  window.__long = [];
  try { new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__long.push([e.startTime, e.duration]); }).observe({ type: "longtask", buffered: true }); } catch (e) {}
  new MutationObserver((_, o) => { if (document.querySelector("#demo")?.checkVisibility({ visibilityProperty: true })) { window.__demoAt = performance.now(); o.disconnect(); } }).observe(document, { subtree: true, childList: true });
`;

const PROFILE = process.env.PROFILE;
const sessions = new WeakMap();
let profiles = 0;

/** The CPU profile's functions with the most time: by inclusive time (a function counted once per sample
 * however deep its recursion) and by self time. */
function summarise(profile, top = 12) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);
  const name = (n) => `${n.callFrame.functionName || "(anonymous)"}${n.callFrame.url ? " " + n.callFrame.url.split("/").pop().replace(/-[0-9a-f]{16}/, "") : ""}`;
  const incl = new Map(), self = new Map();
  const dt = profile.timeDeltas || [];
  profile.samples.forEach((id, i) => {
    const d = (dt[i + 1] ?? dt[i] ?? 0) / 1000;
    const leaf = nodes.get(id);
    if (!leaf || ["(idle)", "(program)"].includes(leaf.callFrame.functionName)) return;
    self.set(name(leaf), (self.get(name(leaf)) || 0) + d);
    const seen = new Set();
    for (let n = id; n !== undefined; n = parent.get(n)) {
      const k = name(nodes.get(n));
      if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) || 0) + d); }
    }
  });
  const list = (m) => [...m].sort((a, b) => b[1] - a[1]).slice(0, top).map(([k, v]) => `    ${ms(v).padStart(8)}  ${k.slice(0, 110)}`).join("\n");
  return `  inclusive:\n${list(incl)}\n  self:\n${list(self)}`;
}

async function profiler(page) {
  if (!sessions.has(page)) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    sessions.set(page, cdp);
  }
  return sessions.get(page);
}

/** Clicks `click` in the page and waits for `done` and the frame after it: the time, the longest task
 * from the click until `settle` ms after, and whether `mark` (a progress mark) showed meanwhile. */
async function timed(page, click, done, { settle = 400, mark = null, label = click } = {}) {
  const cdp = PROFILE && (await profiler(page));
  if (cdp) await cdp.send("Profiler.start");
  const [t0, took, marked] = await page.evaluate(async ([click, done, mark]) => {
    let marked = false;
    const watch = mark && new MutationObserver(() => { if (document.querySelector(mark)) marked = true; });
    if (watch) watch.observe(document, { subtree: true, childList: true });
    const t0 = performance.now();
    document.querySelector(click).click();
    await new Promise((ok) => { const look = () => (document.querySelector(done) ? ok() : requestAnimationFrame(look)); look(); });
    await new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 0)));
    if (watch) watch.disconnect();
    return [t0, performance.now() - t0, marked];
  }, [click, done, mark]);
  await page.waitForTimeout(settle);
  if (cdp) {
    const { profile } = await cdp.send("Profiler.stop");
    console.log(`profile of ${label} (${ms(took)}):\n${summarise(profile)}`);
    if (PROFILE !== "1") {
      fs.mkdirSync(PROFILE, { recursive: true });
      fs.writeFileSync(path.join(PROFILE, `${++profiles}.cpuprofile`), JSON.stringify(profile));
    }
  }
  const long = await page.evaluate((t0) => window.__long.filter(([s, d]) => s + d >= t0).map(([, d]) => d), t0);
  return { took, longest: Math.max(0, ...long), tasks: long.length, all: long.sort((a, b) => b - a), marked };
}

const longest = (r) => (r.tasks ? `longest task ${ms(r.longest)} (${r.tasks} over 50 ms)` : "no task over 50 ms");

/** Fills table `n`'s scores (4 or 5 seats) and times its save; also what the store's write took
 * (`window.__radunoSaves`, src/store/mod.rs) and how it wrote (a tail line, or the entry whole). */
async function saveTable(page, n, points = [60, 30, 20, 10, 5], options = {}) {
  const card = `#tables .table-card[data-table='${n}']`;
  const inputs = page.locator(`${card} input[name=points]`);
  const seats = await inputs.count();
  for (let s = 0; s < seats; s++) await inputs.nth(s).fill(String(points[s]));
  const before = await page.evaluate(() => (window.__radunoSaves || []).length);
  const r = await timed(page, `${card} .save-table`, `${card} .saved`, options);
  const writes = await page.evaluate((n) => (window.__radunoSaves || []).slice(n), before);
  return { ...r, store: writes.reduce((a, [ms]) => a + ms, 0), how: writes.map(([, how]) => how).join("+") };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fixed = (x) => (x < 10 ? x.toFixed(2) : x.toFixed(1));

/** The long tasks of an action, listed: "none over 50 ms" or "3 over 50 ms: 120, 80, 55 ms". */
const tasks = (r) => (r.tasks ? `${r.tasks} over 50 ms: ${r.all.map((d) => Math.round(d)).join(", ")} ms` : "none over 50 ms");

async function toNextRound(page) {
  await page.click("nav.tabs a[href$='/turni']");
  await page.click("#next-round");
  await page.waitForSelector("#draw");
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
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "raduno-bench-")), "Iscritti-1000.xls");
  fs.writeFileSync(file, xls([{ name: "Iscritti", cells }]));
  return file;
}

/** A 1000-player Master with round 1 drawn, on its round page (`page` at 1366×768). */
async function thousand(page, site) {
  await open(page, site.url);
  await page.fill("#new-name", "Mille");
  await page.selectOption("#new-format", "master");
  await page.click("form.create button[type=submit]");
  await page.waitForSelector("nav.tabs");
  await importWorkbook(page, bigWorkbook(1000));
  if (await page.$("#import-confirm")) await page.click("#import-confirm-yes");
  await page.waitForSelector("#import-done");
  await toNextRound(page);
  return timed(page, "#draw", "#round[data-round='1'] #tables .table-card", { settle: 1500 });
}

/** `run(page)` in a fresh browser profile whose page records its long tasks (WATCH), at `width` ×
 * `height`, the CPU slowed `slow` times (CDP) when given; the browser closed after. What `run` gave. */
async function withPage({ width = 1366, height = 768, slow = 0 }, run) {
  const b = await browser();
  try {
    await b.context.addInitScript(WATCH);
    const page = await b.page();
    await page.setViewportSize({ width, height });
    if (slow) {
      const cdp = await b.context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: slow });
    }
    return await run(page);
  } finally { await b.close(); }
}

/** The cheap phone: 390 × 844, its CPU 6× slower. */
const CHEAP_PHONE = { width: 390, height: 844, slow: 6 };

/** Each of `tables` scored `points` and saved, a save after the other's page settled (200 ms). */
async function saveEach(page, tables, points = [60, 30, 20, 10, 5]) {
  const saves = [];
  for (const t of tables) saves.push(await saveTable(page, t, points, { settle: 200 }));
  return saves;
}

const site = await serve();
try {
  if (ONLY.includes("demo")) {
    await withPage({}, async (page) => {
      await openDemo(page, site.url);
      let worst = 0, draws = [], saves = [];
      for (let round = 1; round <= 3; round++) {
        await toNextRound(page);
        const d = await timed(page, "#draw", `#round[data-round='${round}'] #tables .table-card`);
        draws.push(d.took);
        worst = Math.max(worst, d.longest);
        const tables = await page.$$eval("#tables .table-card", (cs) => cs.map((c) => c.dataset.table));
        for (const t of tables) {
          const s = await saveTable(page, t, [[60, 30, 20, 10, 5], [10, 70, 25, 15, 0], [35, 5, 80, 20, 10]][round - 1]);
          saves.push(s.took);
          worst = Math.max(worst, s.longest);
        }
      }
      row("demo (40 players), 3 rounds: draw, click to tables", `${ms(Math.min(...draws))}–${ms(Math.max(...draws))}`, "");
      row("demo (40 players), 30 saves: click to saved", `${ms(Math.min(...saves))}–${ms(Math.max(...saves))}`, "");
      row("demo (40 players), every action: longest task", worst > 0 ? ms(worst) : "none over 50 ms", "no task over 100 ms");
    });
  }

  if (ONLY.includes("thousand") || ONLY.includes("layout")) {
    await withPage({}, async (page) => {
      const d = await thousand(page, site);
      row("1000 players (Master), round 1 drawn: click to tables", `${ms(d.took)}, ${longest(d)}`, "< 300 ms");
      const saves = [];
      for (const t of [3, 4, 5]) saves.push(await saveTable(page, t));
      const s = saves.reduce((a, x) => (x.longest > a.longest ? x : a));
      row("1000 players, one table saved: click to saved", `${saves.map((x) => ms(x.took)).join(", ")}; ${longest(s)}`, "< 50 ms");
      await page.click("nav.tabs a[href$='/giocatori']");
      await page.waitForSelector("#players tbody tr");
      await page.waitForTimeout(500);
      const turni = [];
      for (let i = 0; i < 3; i++) {
        turni.push(await timed(page, "nav.tabs a[href$='/turni']", "#tables .table-card"));
        await page.click("nav.tabs a[href$='/giocatori']");
        await page.waitForSelector("#players tbody tr");
        await page.waitForTimeout(300);
      }
      const worstTurni = turni.reduce((a, x) => (x.longest > a.longest ? x : a));
      row("1000 players, opening Turni: click to tables", `${turni.map((x) => ms(x.took)).join(", ")}; ${longest(worstTurni)}`, "< 100 ms");
      if (ONLY.includes("layout")) {
        await page.click("nav.tabs a[href$='/turni']");
        await page.waitForSelector("#tables .table-card");
        for (const [w, h] of [[1366, 768], [390, 844]]) {
          await page.setViewportSize({ width: w, height: h });
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.waitForTimeout(300);
          const [top, text] = await page.evaluate(() => [document.querySelector("#tables .table-card").getBoundingClientRect().top, document.querySelector("#conflicts")?.innerText.length ?? 0]);
          row(`1000-player round page at ${w} px: first table's top`, `${Math.round(top)} px of ${h} (conflicts: ${text} characters shown)`, "on the first screen");
        }
        await page.screenshot({ path: process.env.SHOT || "/tmp/bench-1000-390.png" });
      }
    });
  }

  if (ONLY.includes("open")) {
    await withPage({}, async (page) => {
      await openDemo(page, site.url);
      for (let id = 32; id <= 40; id++) await page.click(`#players tr[data-id='${id}'] input.participating`);
      await page.waitForFunction(() => /31 partecipanti/.test(document.querySelector("#counts").textContent));
      await setFormat(page, "open");
      const results = [[60, 30, 20, 10, 5], [10, 70, 25, 15, 0], [35, 5, 80, 20, 10], [5, 15, 30, 90, 40], [50, 45, 10, 5, 70]];
      for (let round = 1; round <= 5; round++) {
        await toNextRound(page);
        await page.click("#draw");
        await page.waitForSelector(`#round[data-round='${round}'] #tables .table-card`);
        await scoreAll(page, results[round - 1]);
      }
      await toNextRound(page);
      const d = await timed(page, "#draw", "#round[data-round='6'] #tables .table-card", { mark: "#drawing" });
      row("Open of 31, round 6 drawn: click to tables", `${ms(d.took)}, ${longest(d)}, progress mark ${d.marked ? "shown" : "not shown"}`, "no task over 100 ms; a progress mark");
    });
  }

  if (ONLY.includes("phone")) {
    // The cheap phone: a fresh profile (first visit), then a reload once the service worker has the build.
    await withPage(CHEAP_PHONE, async (page) => {
      await page.goto(site.url);
      await page.waitForFunction(() => window.__demoAt !== undefined, null, { timeout: 60000 });
      const first = await page.evaluate(() => window.__demoAt);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.waitForTimeout(1000);
      const cached = [];
      for (let i = 0; i < 3; i++) {
        await page.reload();
        await page.waitForFunction(() => window.__demoAt !== undefined, null, { timeout: 60000 });
        cached.push(await page.evaluate(() => window.__demoAt));
      }
      row("cheap phone (CPU 6× slower): demo button, first visit", ms(first), "< 1.5 s");
      row("cheap phone (CPU 6× slower): demo button, cached", cached.map(ms).join(", "), "< 0.8 s");
    });
  }
  if (ONLY.includes("storage")) {
    // One table saved at 40 and at 1000 players, in one run: the store's write (a tail line) and the
    // click to saved. The first save after a draw may write the entry whole (the draw's tail line was
    // the first of a new tail): the table takes the saves that append.
    const sizes = [];
    sizes.push([40, await withPage({}, async (page) => {
      await openDemo(page, site.url);
      await toNextRound(page);
      await page.click("#draw");
      await page.waitForSelector("#round[data-round='1'] #tables .table-card");
      return saveEach(page, [1, 2, 3, 4, 5, 6, 7, 8, 9]);
    })]);
    sizes.push([1000, await withPage({}, async (page) => {
      await thousand(page, site);
      return saveEach(page, [3, 4, 5, 6, 7, 8, 9, 10, 11]);
    })]);
    console.log("\n| players | saves (how the store wrote) | store write, median / max ms | click to saved, median ms | longest task |");
    console.log("| --- | --- | --- | --- | --- |");
    const medians = [];
    for (const [n, saves] of sizes) {
      const lines = saves.filter((s) => s.how === "line");
      medians.push(median(lines.map((s) => s.store)));
      const hows = Object.entries(saves.reduce((a, s) => ({ ...a, [s.how]: (a[s.how] || 0) + 1 }), {})).map(([k, v]) => `${v} ${k}`).join(", ");
      const worst = Math.max(0, ...saves.map((s) => s.longest));
      console.log(`| ${n} | ${hows} | ${fixed(median(lines.map((s) => s.store)))} / ${fixed(Math.max(...lines.map((s) => s.store)))} | ${Math.round(median(saves.map((s) => s.took)))} | ${worst ? ms(worst) : "none over 50 ms"} |`);
    }
    row("one table saved, store write at 1000 / at 40 players", `${(medians[1] / medians[0]).toFixed(2)}×`, "≤ 2×");
  }

  if (ONLY.includes("cheap")) {
    // The cheap phone (CPU slowed 6×): the long tasks of each action, from its click until 1.5 s after
    // it showed (what it set off on the page's thread counts too).
    await withPage(CHEAP_PHONE, async (page) => {
      const settle = 1500;
      await page.goto(site.url);
      await page.waitForSelector("#demo", { timeout: 60000 });
      await page.waitForTimeout(1000);
      const actions = [];
      actions.push(["the demo button: click to its players", await timed(page, "#demo", "#players tbody tr", { settle })]);
      for (let round = 1; round <= 2; round++) {
        await toNextRound(page);
        actions.push([`round ${round} drawn: click to tables`, await timed(page, "#draw", `#round[data-round='${round}'] #tables .table-card`, { settle })]);
        await page.waitForTimeout(500);
        actions.push([`round ${round}, a score saved`, await saveTable(page, 1, [60, 30, 20, 10, 5], { settle })]);
        const tables = await page.$$eval("#tables .table-card", (cs) => cs.map((c) => c.dataset.table));
        for (const t of tables.slice(1)) await saveTable(page, t, [10, 70, 25, 15, 0], { settle: 0 });
      }
      // Opening it again from the home page's list, and by reloading its page.
      await page.evaluate(() => { location.hash = "#/"; });
      await page.waitForSelector("#tournaments a.open");
      await page.waitForTimeout(1000);
      actions.push(["opening it from the home page's list", await timed(page, "#tournaments a.open", "#players tbody tr", { settle })]);
      await page.click("nav.tabs a[href$='/turni']");
      await page.waitForSelector("#tables .table-card");
      await page.reload();
      await page.waitForSelector("#tables .table-card", { timeout: 60000 });
      await page.waitForTimeout(settle);
      const reload = await page.evaluate(() => window.__long.map(([, d]) => d).sort((a, b) => b - a));
      actions.push(["opening it by reloading its round page (from the start)", { took: NaN, longest: Math.max(0, ...reload), tasks: reload.length, all: reload }]);
      for (const [what, r] of actions) row(`cheap phone: ${what}`, `${Number.isNaN(r.took) ? "" : ms(r.took) + "; "}${tasks(r)}`, "no task over 100 ms");
    });
  }
} finally {
  await site.close();
}
