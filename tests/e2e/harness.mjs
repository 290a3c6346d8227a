// Shared harness of the browser tests: serves the built app (dist/) under a sub-path, as GitHub Pages
// would, and drives Debian's Chromium with playwright-core. Every request the page makes is recorded so
// tests can assert that nothing leaves the app's own origin.
import http from "node:http";
import { spawn, execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import assert from "node:assert/strict";
import { chromium } from "playwright-core";

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
export const DIST = process.env.DIST || path.join(ROOT, "dist");
export const SUBPATH = "/raduno/";
const TYPES = { ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".wasm": "application/wasm", ".css": "text/css", ".svg": "image/svg+xml", ".json": "application/json", ".webmanifest": "application/manifest+json", ".png": "image/png" };

/** Serves dist/ (or `dir`) under SUBPATH on a free loopback port (or `port`, to come back on the same origin). */
export async function serve({ dir = DIST, port = 0 } = {}) {
  if (!fs.existsSync(path.join(dir, "index.html"))) throw new Error(`${dir}/index.html missing: run \`trunk build --release --offline\` first`);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, "http://x");
    if (!url.pathname.startsWith(SUBPATH)) { res.writeHead(404); return res.end("not found"); }
    let file = path.join(dir, decodeURIComponent(url.pathname.slice(SUBPATH.length)) || "index.html");
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(dir, "index.html");
    res.writeHead(200, { "content-type": TYPES[path.extname(file)] || "application/octet-stream", "cache-control": "no-cache" });
    fs.createReadStream(file).pipe(res);
  });
  const sockets = new Set();
  server.on("connection", (s) => { sockets.add(s); s.on("close", () => sockets.delete(s)); });
  await new Promise((ok) => server.listen(port, "127.0.0.1", ok));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    url: origin + SUBPATH,
    close: () => new Promise((ok) => { for (const s of sockets) s.destroy(); server.close(ok); }),
  };
}

/** A fresh Chromium profile; `requests` collects every URL the pages ask for. */
export async function browser() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "raduno-profile-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    acceptDownloads: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"],
  });
  const requests = [];
  const errors = [];
  context.on("request", (r) => requests.push(r.url()));
  context.on("page", (p) => watch(p, errors));
  for (const p of context.pages()) watch(p, errors);
  return {
    context,
    requests,
    errors,
    page: async () => context.pages()[0] || context.newPage(),
    close: async () => { await context.close(); fs.rmSync(profile, { recursive: true, force: true }); },
  };
}

function watch(page, errors) {
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
}

/** Opens the app and waits until Leptos has mounted. */
export async function open(page, url) {
  await page.goto(url);
  await page.waitForSelector("header.top");
}

/** Saves a download triggered by `action` and returns its path and name. */
export async function download(page, action) {
  const [d] = await Promise.all([page.waitForEvent("download"), action()]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "raduno-dl-")), d.suggestedFilename());
  await d.saveAs(file);
  return { file, name: d.suggestedFilename() };
}

/** Requests that went anywhere but the app's own origin (data:/blob: URLs are local). */
export function foreign(requests, origin) {
  return requests.filter((u) => !u.startsWith(origin) && !u.startsWith("data:") && !u.startsWith("blob:"));
}

/** Opens a tab of the tournament's pages by its (Italian) label. */
export async function tab(page, label) {
  await page.click(`nav.tabs >> text=${label}`);
}

/** Imports a workbook on the documents page and waits for the outcome (done, errors or a question). */
export async function importWorkbook(page, file) {
  await tab(page, "Documenti");
  await page.setInputFiles("#import-workbook", file);
  await page.waitForSelector("#import-done, #import-errors, #import-confirm");
}

/** Opens the app and its demo tournament (40 players), on the players page. */
export async function openDemo(page, url) {
  await open(page, url);
  await page.click("#demo");
  await page.waitForSelector("#players tbody tr");
}

/** Types `value` into the field `selector` and leaves it with Tab, as a director does (the change is sent). */
export async function enter(page, selector, value) {
  await page.fill(selector, value);
  await page.press(selector, "Tab");
}

/** Switches the tournament to the format `slug` on the settings page and waits until it is saved. */
export async function setFormat(page, slug) {
  await page.click("nav.tabs >> text=Impostazioni");
  await page.selectOption("#settings select[name=format]", slug);
  await page.click("#settings button[type=submit]");
  await page.waitForSelector(".notice.info");
}

/** Draws the next round from the rounds page; with `round`, waits for that round's tables. */
export async function drawNext(page, round) {
  await page.click("nav.tabs >> text=Turni");
  await page.click("#next-round");
  await page.click("#draw");
  await page.waitForSelector(round === undefined ? "#tables .table-card" : `#round[data-round='${round}'] #tables .table-card`);
}

/** Shows round `n` on the rounds page and waits for its tables. */
export async function showRound(page, n) {
  await page.click("nav.tabs >> text=/^(Turni|Rounds)$/");
  await page.click(`#round-nav button >> text=/^(Turno|Round) ${n}$/`);
  await page.waitForSelector(`#round[data-round='${n}'] #tables .table-card`);
}

/**
 * The demo in the Raduno Nazionale format up to its semifinals: rounds 1 and 2 drawn and scored
 * (70/40/25/10, then 50/30/20/10 at every table), the semifinals drawn. Gives round 2's tables (the
 * players' ids, seat by seat) and the semifinalists' ids.
 */
export async function demoToSemifinals(page, url) {
  await openDemo(page, url);
  await setFormat(page, "raduno-nazionale");
  await drawNext(page);
  await scoreAll(page, [70, 40, 25, 10]);
  await drawNext(page);
  const round2 = await seatedTables(page);
  await scoreAll(page, [50, 30, 20, 10]);
  await drawNext(page);
  const semis = (await seatedTables(page)).flat();
  return { round2, semis };
}

/** Creates a tournament from the home page with the format `slug` and waits for the players page. */
export async function createTournament(page, name, slug) {
  await page.fill("#new-name", name);
  await page.selectOption("#new-format", slug);
  await page.click("form.create button[type=submit]");
  await page.waitForSelector("#player-form");
}

/** Registers a player with the players page's form. */
export async function addPlayer(page, id, first, last, club = "") {
  await page.fill("#player-form input[name=id]", String(id));
  await page.fill("#player-form input[name=first]", first);
  await page.fill("#player-form input[name=last]", last);
  await page.fill("#player-form input[name=club]", club);
  await page.press("#player-form input[name=club]", "Enter");
  await page.waitForSelector(`#players tr[data-id='${id}']`);
}

/** The tables of the round on screen, as lists of player IDs in seat order. */
export async function seatedTables(page) {
  // A round's cards are built a batch per task: every one of them, once `#tables` says so.
  await page.waitForSelector("#tables[data-built=all]");
  return page.$$eval("#tables .table-card", (cards) => cards.map((c) => [...c.querySelectorAll("tr[data-player]")].map((r) => Number(r.dataset.player))));
}

/** Types the points of table `index` (seat order), optionally a head-to-head outcome, and saves it. */
export async function scoreTable(page, index, points, outcome) {
  const card = page.locator("#tables .table-card").nth(index);
  const inputs = card.locator("input[name=points]");
  for (let s = 0; s < points.length; s++) await inputs.nth(s).fill(String(points[s]));
  if (outcome) {
    await card.locator("select[name=outcome-kind]").selectOption(outcome.kind);
    await card.locator("select[name=outcome-seat]").selectOption(String(outcome.seat));
  }
  await card.locator(".save-table").click();
  await card.locator(".saved").waitFor();
}

/** The standings page's rows: id, position, total, and the cells of the given classes. */
export async function standingsRows(page, classes = []) {
  await page.click("nav.tabs >> text=Classifica");
  await page.waitForSelector("#standings tbody tr");
  return page.$$eval("#standings tbody tr", (trs, classes) => trs.map((tr) => {
    const row = { id: Number(tr.dataset.id), pos: Number(tr.querySelector("td.pos").textContent), total: tr.querySelector("td.total").textContent };
    for (const c of classes) row[c] = tr.querySelector(`td.${c}`)?.textContent;
    return row;
  }), classes);
}

/** Scores every table of the round on screen with scoreTable: seat s gets points[s]. */
export async function scoreAll(page, points) {
  const cards = page.locator("#tables .table-card");
  const count = await cards.count();
  for (let t = 0; t < count; t++) {
    const seats = await cards.nth(t).locator("input[name=points]").count();
    await scoreTable(page, t, points.slice(0, seats));
  }
}

/** The round's conflict report: every row at its bound, none marked avoidable, each priority marked
 * proven and the verdict "ottimo dimostrato". Gives the rows (kind, count, least). With
 * `round`, waits for that round's report. */
export async function assertProven(page, round) {
  await page.waitForSelector(round === undefined ? "#conflicts #verdict" : `#round[data-round='${round}'] #conflicts #verdict`);
  const where = round === undefined ? "" : `round ${round}: `;
  assert.equal(await page.locator("#conflicts tr.avoidable").count(), 0, `${where}a conflict shown as avoidable`);
  const rows = await page.$$eval("#conflicts tbody tr", (rs) => rs.map((r) => [r.dataset.kind, r.querySelector("td.count").textContent, r.querySelector("td.bound").textContent]));
  assert.ok(rows.length > 0);
  for (const [kind, count, bound] of rows) assert.equal(count, bound, `${where}${kind}: ${count} left, least ${bound}`);
  assert.equal(await page.locator("#conflicts tbody tr.proven .proven-mark").count(), rows.length, `${where}every priority proven`);
  assert.match(await page.textContent("#verdict"), /ottimo dimostrato/);
  return rows;
}

/** Names this browser as a device on Dispositivi. */
export async function nameDevice(page, name) {
  await tab(page, "Dispositivi");
  await page.fill("#device-name", name);
  await page.click("#device-name-save");
}

// ---- A club's server for the tests: pouchdb-server (CouchDB's HTTP API, in memory, from npm) ----

/** A free loopback port. */
export async function freePort() {
  return new Promise((ok) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => { const { port } = s.address(); s.close(() => ok(port)); });
  });
}

/** `Authorization: Basic …` of a user name and password. */
export const basicAuth = (user, password) => "Basic " + Buffer.from(`${user}:${password}`).toString("base64");

/** pouchdb-server in memory on a free loopback port. With `admin: [name, password]`, admin party is off
 * (that admin in its config; checked: an anonymous `_config` is refused). `url` is the server, `db` its
 * database `raduno`'s address; `admin(path, init)` asks as the admin. */
export async function pouchServer({ admin } = {}) {
  const bin = path.join(ROOT, "node_modules/.bin/pouchdb-server");
  if (!fs.existsSync(bin)) throw new Error("pouchdb-server missing: run scripts/setup.sh (npm ci)");
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "raduno-pouchdb-"));
  const child = spawn(bin, ["--in-memory", "--host", "127.0.0.1", "--port", String(port), "--no-color"], { cwd: dir, stdio: "ignore" });
  const close = () => { child.kill(); fs.rmSync(dir, { recursive: true, force: true }); };
  const url = `http://127.0.0.1:${port}`;
  let up = false;
  for (let i = 0; i < 150 && !up; i++) {
    try { up = (await fetch(url)).ok; } catch { /* not up yet */ }
    if (!up) await new Promise((r) => setTimeout(r, 200));
  }
  if (!up) { close(); throw new Error(`pouchdb-server did not answer on ${url} within 30 s`); }
  if (admin) {
    try {
      const r = await fetch(`${url}/_config/admins/${admin[0]}`, { method: "PUT", body: JSON.stringify(admin[1]) });
      assert.ok(r.ok, `admin: HTTP ${r.status}`);
      assert.equal((await fetch(`${url}/_config`)).status, 401, "admin party is off");
    } catch (e) { close(); throw e; }
  }
  return {
    url,
    port,
    db: `${url}/raduno`,
    admin: (p, init = {}) => fetch(`${url}/${p}`, { ...init, headers: { "content-type": "application/json", ...(admin ? { authorization: basicAuth(...admin) } : {}), ...(init.headers || {}) } }),
    close,
  };
}

/** The command-line tool as `cargo build`/`cargo test` left it. */
export function radunoCli() {
  for (const p of ["target/debug/raduno", "target/release/raduno"]) {
    const f = path.join(ROOT, p);
    if (fs.existsSync(f)) return f;
  }
  throw new Error("target/debug/raduno missing: run `cargo build` first");
}

/** `raduno server setup URL --db DB --user USER --new-user …args` (the database `raduno` unless named),
 * the passwords given in the environment as a club would (never as arguments); what it printed. */
export function serverSetup(url, { user, userPassword, adminPassword, admin = "admin", db = "raduno" }, ...args) {
  return execFileSync(radunoCli(), ["server", "setup", url, "--db", db, "--user", user, "--admin", admin, "--new-user", ...args], {
    env: { ...process.env, RADUNO_ADMIN_PASSWORD: adminPassword, RADUNO_USER_PASSWORD: userPassword },
    encoding: "utf8",
  });
}

/** A new circuit `name` made on the circuits page, its rules the national ranking of `year`. */
export async function nationalRanking(page, name, year) {
  await page.click("#nav-circuits");
  await page.fill("#circuit-new-name", name);
  await page.click("#circuit-new button[type=submit]");
  await page.waitForSelector("#circuit");
  await page.selectOption("#circuit-kind", "national");
  await page.waitForSelector("#circuit-year");
  await page.fill("#circuit-year", String(year));
  await page.dispatchEvent("#circuit-year", "change");
}

// ---- Finished tournaments as backups, for the circuits' and the federation's tests ----

/** A finished one-round Torneo Open as a backup (`NAME.raduno.json` in `dir`): `n` players in tables of
 * 4; the named players [first, national ID or null] lead tables 1, 2, 3; the others are "Pk" with ID
 * 1000 + k. Its path. */
export function openBackup(dir, name, date, n, named) {
  let id = 0;
  const entry = (at, event) => { id += 1; return { at_ms: at, event, id: `0:${id}`, hlc: [at, id] }; };
  const entries = [entry(1000, {
    type: "created",
    settings: { name, date, venue: "", organizer: "", format: "open", draw_format: null, planned_rounds: 1, category: "torneo_open", round_dates: [date] },
  })];
  for (let k = 0; k < n; k++) {
    const lead = k % 4 === 0 ? named[k / 4] : undefined;
    const [first, nid] = lead ?? [`P${k}`, 1000 + k];
    const player = { id: k + 1, first_name: first, last_name: "Rossi", nick: "", club: "ROMA", region: "", participating: true, seed: null, rating: null };
    if (nid !== null) player.national_id = nid;
    entries.push(entry(2000 + k, { type: "player_added", player }));
  }
  const tables = [];
  for (let t = 0; t < n / 4; t++) {
    tables.push({
      number: t + 1,
      seats: [0, 1, 2, 3].map((s) => ({
        player: 4 * t + s + 1,
        result: { points: 100 - (4 * t + s), risiko: false, eliminated: null, outside_objective: null, play_order: null, tie_order: null },
      })),
    });
  }
  entries.push(entry(9000, { type: "round_drawn", round: { number: 1, phase: "Qualifying", seed: 7, tables }, conflicts: [] }));
  const file = path.join(dir, `${name}.raduno.json`);
  fs.writeFileSync(file, JSON.stringify({ schema: 1, id: name, rev: 0, journal: { entries } }));
  return file;
}
