// The servers clubs run: pouchdb-server with admin party off (an admin, a club user in
// `_users`, the database's `_security` members), made ready by `raduno server setup` itself. A wrong
// password, CORS off and an https page with an http server each get their own message; the page connects
// to no host but itself and the configured server; the venue deployment (the app served by the server)
// replicates between two browser profiles and shows its address as a QR code; a first sync beside 20,000
// other tournaments' entries is measured (bytes and ms, printed). Network tests reach loopback only:
// names are mapped to 127.0.0.1 with Chromium's --host-resolver-rules.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn, execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { serve, open, openDemo, tab, drawNext, scoreTable, standingsRows, pouchServer, serverSetup, basicAuth, ROOT, DIST } from "./harness.mjs";

const ADMIN_PW = "adm1n-secret";
const CLUB_PW = "club-pw-9x7";

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });

/** `raduno server setup` against `url` for the club's user, the passwords from the environment; its output. */
function setup(url, ...args) {
  return serverSetup(url, { user: "club", userPassword: CLUB_PW, adminPassword: ADMIN_PW }, ...args);
}

const basic = basicAuth;

/** pouchdb-server in memory on a free loopback port, admin party off (an admin in its config). */
const couchServer = () => pouchServer({ admin: ["admin", ADMIN_PW] });

/** A Chromium profile with `args` added (the host mappings, certificate errors of the test's own https). */
async function profile(args = []) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "raduno-profile-"));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    ignoreHTTPSErrors: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage", ...args],
  });
  const requests = [];
  const errors = [];
  const bytes = { total: 0, of: (prefix) => bytes.seen.filter(([u]) => u.startsWith(prefix)).reduce((n, [, b]) => n + b, 0), seen: [] };
  context.on("request", (r) => requests.push(r.url()));
  context.on("response", async (r) => { try { const n = (await r.body()).length; bytes.total += n; bytes.seen.push([r.url(), n]); } catch { /* redirects, opaque */ } });
  const watch = (p) => { p.on("pageerror", (e) => errors.push(String(e))); p.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); }); };
  context.on("page", watch);
  for (const p of context.pages()) watch(p);
  return {
    context, requests, errors, bytes,
    page: async () => context.pages()[0] || context.newPage(),
    close: async () => { await context.close(); fs.rmSync(dir, { recursive: true, force: true }); },
  };
}

/** Types the server on Dispositivi and saves (the page reloads when the address changed). */
async function connect(page, address, user = "", password = "") {
  await tab(page, "Dispositivi");
  await page.fill("#server-url", address);
  await page.fill("#server-user", user);
  await page.fill("#server-password", password);
  await Promise.all([page.waitForEvent("load").catch(() => {}), page.click("#server-save")]);
  await page.waitForSelector("header.top");
  await tab(page, "Dispositivi");
}

async function statusMatches(page, re, timeout = 30000) {
  try {
    await page.waitForFunction((src) => new RegExp(src).test(document.querySelector("#server-status")?.textContent || ""), re.source, { timeout });
  } catch (e) {
    const said = await page.textContent("#server-status").catch(() => "(no #server-status)");
    throw new Error(`#server-status never matched ${re}: it says «${said}»`);
  }
  return page.textContent("#server-status");
}

test("Server con accesso: password sbagliata, poi giusta; le credenziali non restano nell'indirizzo né nella pagina", async () => {
  const couch = await couchServer();
  const said = setup(couch.url, "--origin", site.origin);
  assert.match(said, /database raduno: created/);
  assert.match(said, /_security: members club/);
  assert.match(said, /CORS: on/);
  const b = await profile();
  try {
    // What the server enforces: anonymous readers are refused; the club user reads; a document that is
    // not an entry is refused by the validate_doc_update.
    assert.equal((await fetch(`${couch.url}/raduno`)).status, 401, "anonymous read refused");
    const asClub = await fetch(`${couch.url}/raduno`, { headers: { authorization: basic("club", CLUB_PW) } });
    assert.equal(asClub.status, 200, "the member reads");
    const junk = await fetch(`${couch.url}/raduno/junk`, { method: "PUT", body: JSON.stringify({ x: 1 }), headers: { "content-type": "application/json", authorization: basic("club", CLUB_PW) } });
    assert.equal(junk.status, 403, `not an entry: HTTP ${junk.status}`);

    const page = await b.page();
    await openDemo(page, site.url);
    await drawNext(page, 1);
    const db = `${couch.url}/raduno`;
    await connect(page, db.replace("http://", "http://club:wrong-pw@"));
    assert.equal(await page.inputValue("#server-url"), db, "the address keeps no credentials");
    assert.equal(await page.inputValue("#server-user"), "club");
    const wrong = await statusMatches(page, /401/);
    assert.match(wrong, /utente e password/);
    assert.match(await page.textContent("#live-sync"), /401/);
    assert.match(await page.textContent("#live-sync"), /modifiche da inviare/);
    // The right password: synced, nothing waits.
    await page.fill("#server-password", CLUB_PW);
    await page.click("#server-save");
    const ok = await statusMatches(page, /Sincronizzato/);
    assert.doesNotMatch(ok, /da inviare/);
    const text = await page.evaluate(() => document.body.innerText + document.documentElement.outerHTML);
    assert.ok(!text.includes(CLUB_PW) && !text.includes("wrong-pw"), "no password in the page");
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("raduno.server")));
    assert.equal(stored.url, db);
    const docs = await (await couch.admin("raduno/_all_docs")).json();
    assert.ok(docs.rows.length > 40, `${docs.rows.length} documents on the server`);
    // Another tournament on this device uses the same server; disconnecting clears the header.
    await Promise.all([page.waitForEvent("load"), page.click("#server-forget")]);
    await page.waitForSelector("header.top");
    await page.waitForFunction(() => !localStorage.getItem("raduno.server"));
    assert.equal((await page.textContent("#live-sync")).trim(), "");
    assert.deepEqual(b.errors.filter((e) => !/401|Unauthorized/.test(e)), []);
  } finally {
    await b.close();
    couch.close();
  }
});

test("CORS spento e pagina https con server http: ognuno col suo messaggio; la pagina non si collega ad altri host", async () => {
  const couch = await couchServer();
  setup(couch.url); // no --origin: CORS not turned on for this page
  // CouchDB ships with CORS off; pouchdb-server has it on for every origin by default: off, as a club's is.
  const off = await couch.admin("_config/httpd/enable_cors", { method: "PUT", body: JSON.stringify("false") });
  assert.ok(off.ok, `CORS off: HTTP ${off.status}`);
  // The same app over https (a self-signed certificate made here), so the page is https.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "raduno-tls-"));
  execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", path.join(dir, "k.pem"), "-out", path.join(dir, "c.pem"), "-days", "1", "-subj", "/CN=raduno.test"], { stdio: "ignore" });
  const secure = https.createServer({ key: fs.readFileSync(path.join(dir, "k.pem")), cert: fs.readFileSync(path.join(dir, "c.pem")) }, (req, res) => {
    const u = new URL(req.url, "https://x");
    let f = path.join(DIST, decodeURIComponent(u.pathname.replace(/^\/raduno\//, "")) || "index.html");
    if (!f.startsWith(DIST) || !fs.existsSync(f) || fs.statSync(f).isDirectory()) f = path.join(DIST, "index.html");
    const types = { ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".wasm": "application/wasm", ".css": "text/css" };
    res.writeHead(200, { "content-type": types[path.extname(f)] || "application/octet-stream" });
    fs.createReadStream(f).pipe(res);
  });
  await new Promise((ok) => secure.listen(0, "127.0.0.1", ok));
  const tls = secure.address().port;
  const b = await profile([`--host-resolver-rules=MAP *.club.test 127.0.0.1`]);
  try {
    const page = await b.page();
    // CORS off: the server answers, not to this page.
    await openDemo(page, site.url);
    await connect(page, `${couch.url}/raduno`, "club", CLUB_PW);
    const cors = await statusMatches(page, /CORS/);
    assert.match(cors, new RegExp(`--origin ${site.origin.replace(/[.]/g, "\\.")}`));

    // The page connects to itself and the configured server only: another host is refused by the page's
    // policy, before any request leaves.
    const other = http.createServer((req, res) => { res.writeHead(200, { "access-control-allow-origin": "*" }); res.end("{}"); });
    await new Promise((ok) => other.listen(0, "127.0.0.1", ok));
    const otherUrl = `http://elsewhere.club.test:${other.address().port}/`;
    let reached = 0;
    other.on("request", () => reached++);
    const outcome = await page.evaluate(async (u) => {
      const violations = [];
      document.addEventListener("securitypolicyviolation", (e) => violations.push(e.blockedURI + " " + e.violatedDirective));
      try { await fetch(u); return "fetched"; } catch (e) { await new Promise((r) => setTimeout(r, 100)); return "blocked: " + violations.join(", "); }
    }, otherUrl);
    assert.match(outcome, /^blocked: .*elsewhere\.club\.test.*connect-src/);
    assert.equal(reached, 0, "no request reached the other host");
    // The configured server is allowed (it answers, even if CORS then refuses this page).
    const policy = await page.evaluate(() => [...document.querySelectorAll("meta[http-equiv=Content-Security-Policy]")].map((m) => m.content).pop());
    assert.equal(policy, `connect-src 'self' ${couch.url}`);
    other.close();

    // An https page, an http server on the network: said before asking, no request sent.
    await open(page, `https://app.club.test:${tls}/raduno/`);
    await page.click("#demo");
    await page.waitForSelector("#players tbody tr");
    const before = b.requests.length;
    await connect(page, `http://couch.club.test:${couch.port}/raduno`, "club", CLUB_PW);
    const mixed = await statusMatches(page, /https/);
    assert.match(mixed, /http: il browser blocca/);
    assert.ok(!b.requests.slice(before).some((u) => u.startsWith("http://couch.club.test")), "no request to the http server");
  } finally {
    await b.close();
    couch.close();
    secure.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/** The app as the venue's laptop serves it (a name mapped to 127.0.0.1), and two browser profiles there. */
async function atTheVenue(couch) {
  const venue = `http://laptop.venue.test:${couch.port}/raduno-app/_design/raduno/index.html`;
  const args = [`--host-resolver-rules=MAP *.venue.test 127.0.0.1`];
  return { venue, a: await profile(args), c: await profile(args) };
}

test("In sede senza internet: l'app servita dal server, due profili replicano; l'indirizzo come codice QR", async () => {
  const couch = await couchServer();
  const said = setup(couch.url, "--app", DIST);
  assert.match(said, /the app \(\d+ files\)/);
  const { venue, a, c } = await atTheVenue(couch);
  try {
    const lap = await a.page();
    await openDemo(lap, venue);
    await drawNext(lap, 1);
    await tab(lap, "Dispositivi");
    // The page served by the server proposes its database.
    assert.equal(await lap.inputValue("#server-url"), `http://laptop.venue.test:${couch.port}/raduno`);
    await connect(lap, await lap.inputValue("#server-url"), "club", CLUB_PW);
    await statusMatches(lap, /Sincronizzato/);
    const stored = await lap.evaluate(() => JSON.parse(localStorage.getItem("raduno.server")));
    // Kept on this device only (the several devices' rules), so a session the server forgot opens again.
    assert.equal(stored.password, CLUB_PW, "the device keeps the password");
    assert.ok(!(await lap.content()).includes(CLUB_PW), "never in the page");
    assert.equal(await lap.locator("#venue-qr svg").count(), 1);
    assert.equal(await lap.textContent("#venue-address"), venue);

    const phone = await c.page();
    await open(phone, venue);
    await phone.fill("#server-home-user", "club");
    await phone.fill("#server-home-password", CLUB_PW);
    assert.equal(await phone.inputValue("#server-home-url"), `http://laptop.venue.test:${couch.port}/raduno`);
    await Promise.all([phone.waitForEvent("load"), phone.click("#server-connect")]);
    await phone.waitForSelector("#server-list");
    await phone.click("#server-list");
    await phone.click("#server-tournaments button.server-tournament >> text=/Torneo dimostrativo/");
    await phone.waitForSelector("#device-name");
    await tab(lap, "Turni");
    await tab(phone, "Turni");
    await phone.waitForSelector("#round[data-round='1'] #tables .table-card");
    const tables = await lap.locator("#tables .table-card").count();
    const seats = async (p, t) => p.locator("#tables .table-card").nth(t).locator("input[name=points]").count();
    const pts = (n) => [60, 45, 30, 20, 10].slice(0, n);
    const half = Math.floor(tables / 2);
    for (let t = 0; t < half; t++) await scoreTable(lap, t, pts(await seats(lap, t)));
    for (let t = half; t < tables; t++) await scoreTable(phone, t, pts(await seats(phone, t)));
    const until = Date.now() + 30000;
    let x, y;
    while (Date.now() < until) {
      [x, y] = [await standingsRows(lap), await standingsRows(phone)];
      if (JSON.stringify(x) === JSON.stringify(y) && x.every((r) => r.total && r.total !== "–")) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    assert.deepEqual(y, x);
    assert.equal(x.length, 40);
    const offsite = (reqs) => reqs.filter((u) => !u.startsWith(`http://laptop.venue.test:${couch.port}/`) && !/^(data|blob):/.test(u));
    assert.deepEqual(offsite(a.requests), []);
    assert.deepEqual(offsite(c.requests), []);
  } finally {
    await a.close();
    await c.close();
    couch.close();
  }
});

test("Primo collegamento accanto a 20.000 voci di altri tornei (e a un documento annidato 200 livelli): byte e ms", async () => {
  const couch = await couchServer();
  // Before the set-up's guard: a document nested 200 levels deep, whose id reads as a creation's.
  assert.ok((await couch.admin("raduno", { method: "PUT" })).ok);
  const deep = JSON.parse("[".repeat(200) + "1" + "]".repeat(200));
  assert.ok((await couch.admin(encodeURIComponent("d:1@1/d:1").replace(/^/, "raduno/"), { method: "PUT", body: JSON.stringify({ t: "d:1@1", e: "{}", x: deep }) })).ok);
  setup(couch.url, "--origin", site.origin);
  const b = await profile();
  try {
    // 20,000 entries of 400 other tournaments, as devices write them (the admin writes them here).
    const docs = [];
    for (let t = 0; t < 400; t++) {
      const key = `f${String(t).padStart(7, "0")}:1@1700000000000`;
      for (let n = 1; n <= 50; n++) {
        const id = `f${String(t).padStart(7, "0")}:${n}`;
        const e = JSON.stringify({ at_ms: 1700000000000 + n, event: { Note: { text: "x".repeat(200) } }, id, hlc: [1700000000000 + n, 0] });
        docs.push({ _id: `${key}/${id}`, t: key, e, by: "Altro" });
      }
    }
    for (let i = 0; i < docs.length; i += 2000) {
      const r = await couch.admin("raduno/_bulk_docs", { method: "POST", body: JSON.stringify({ docs: docs.slice(i, i + 2000) }) });
      assert.ok(r.ok, `bulk: HTTP ${r.status}`);
    }
    const page = await b.page();
    await openDemo(page, site.url);
    await drawNext(page, 1);
    const t0 = Date.now();
    await connect(page, `${couch.url}/raduno`, "club", CLUB_PW);
    await statusMatches(page, /Sincronizzato/, 120000);
    const ms = Date.now() - t0;
    const bytes = b.bytes.of(couch.url);
    console.log(`first sync beside 20,000 other entries: ${bytes} bytes from the server, ${ms} ms (the page's reload included)`);
    assert.ok(bytes < 500_000, `${bytes} bytes`);
    // A second device takes the tournament: its feed brings its documents only.
    const c = await profile();
    try {
      const phone = await c.page();
      await open(phone, site.url);
      await phone.fill("#server-home-url", `${couch.url}/raduno`);
      await phone.fill("#server-home-user", "club");
      await phone.fill("#server-home-password", CLUB_PW);
      await Promise.all([phone.waitForEvent("load"), phone.click("#server-connect")]);
      await phone.waitForSelector("#server-list");
      const s0 = c.bytes.of(couch.url);
      const t1 = Date.now();
      await phone.click("#server-list");
      await phone.waitForSelector("#server-tournaments button.server-tournament");
      const listed = await phone.locator("#server-tournaments button.server-tournament").count();
      const listMs = Date.now() - t1;
      const listBytes = c.bytes.of(couch.url) - s0;
      await phone.click("#server-tournaments button.server-tournament >> text=/Torneo dimostrativo/");
      await phone.waitForSelector("#device-name");
      const takeMs = Date.now() - t1;
      const takeBytes = c.bytes.of(couch.url) - s0;
      console.log(`list of the server's tournaments: ${listed} listed, ${listBytes} bytes, ${listMs} ms; taking the tournament: ${takeBytes} bytes, ${takeMs} ms in all`);
      assert.ok(takeBytes < 2_000_000, `${takeBytes} bytes`);
    } finally {
      await c.close();
    }
  } finally {
    await b.close();
    couch.close();
  }
});

/** The quarantine list of Dispositivi: each row's reason and source. */
async function quarantineOf(page) {
  await tab(page, "Dispositivi");
  return page.$$eval("#quarantine tr.quarantined", (trs) => trs.map((tr) => ({ reason: tr.dataset.reason, source: tr.querySelector(".source").textContent })));
}

async function standingsTextOf(page) {
  await page.click("nav.tabs >> text=Classifica");
  await page.waitForSelector("#standings tbody tr");
  return page.textContent("#standings");
}

test("Documenti falsificati sul server (1–5): i due dispositivi restano come erano, ogni voce in quarantena, un risultato onesto passa", async () => {
  const couch = await couchServer();
  setup(couch.url, "--app", DIST);
  const db = `http://laptop.venue.test:${couch.port}/raduno`;
  const { venue, a, c } = await atTheVenue(couch);
  try {
    const lap = await a.page();
    await openDemo(lap, venue);
    await drawNext(lap, 1);
    const seats = async (p, t) => p.locator("#tables .table-card").nth(t).locator("input[name=points]").count();
    const pts = (n, v = 0) => [60, 45, 30, 20, 10].slice(0, n).map((p) => p + v);
    for (let t = 0; t < 2; t++) await scoreTable(lap, t, pts(await seats(lap, t)));
    await connect(lap, db, "club", CLUB_PW);
    await statusMatches(lap, /Sincronizzato/);
    const phone = await c.page();
    await open(phone, venue);
    await phone.fill("#server-home-user", "club");
    await phone.fill("#server-home-password", CLUB_PW);
    await Promise.all([phone.waitForEvent("load"), phone.click("#server-connect")]);
    await phone.waitForSelector("#server-list");
    await phone.click("#server-list");
    await phone.click("#server-tournaments button.server-tournament >> text=/Torneo dimostrativo/");
    await phone.waitForSelector("#device-name");
    const before = { lap: await standingsTextOf(lap), phone: await standingsTextOf(phone) };
    assert.equal(before.phone, before.lap);

    // The forged documents, posted as replication writes with the admin's rights.
    const all = await (await couch.admin("raduno/_all_docs?include_docs=true")).json();
    const docs = all.rows.map((r) => r.doc).filter((d) => d.t && d.e);
    const key = docs[0].t;
    const entries = docs.map((d) => JSON.parse(d.e));
    const latest = {};
    for (const e of entries) { const [dev, n] = e.id.split(":"); latest[dev] = Math.max(latest[dev] || 0, Number(n)); }
    const after = Object.entries(latest).map(([d, n]) => `${d}:${n}`);
    const origin = entries.find((e) => e.event.type === "created");
    const draw = entries.find((e) => e.event.type === "round_drawn");
    const result = entries.filter((e) => e.event.type === "table_results").sort((x, y) => x.hlc[0] - y.hlc[0]).at(-1);
    const t = result.hlc[0] + 10;
    const hex = () => Array.from({ length: 32 }, () => "0123456789abcdef"[Math.floor(Math.random() * 16)]).join("");
    const doc = (device, event, clock = `[${t},0]`) => {
      const id = `${device}:1`;
      const text = JSON.stringify({ at_ms: t, event, id, hlc: "CLOCK", after }).replace('"CLOCK"', clock);
      return { _id: `${key}/${id}`, _rev: `1-${hex()}`, t: key, e: text, by: "Intruso" };
    };
    const forged = [
      doc("intruso", { type: "undone", id: origin.id }), // 1: the creation undone
      doc("intruso2", { type: "decided", drop: [draw.id] }), // 2: the round's draw dropped
      doc("intruso3", result.event, "[9223372036854775807,4294967295]"), // 3: a clock at the end of time
    ];
    const posted = await couch.admin("raduno/_bulk_docs", { method: "POST", body: JSON.stringify({ docs: forged, new_edits: false }) });
    assert.ok(posted.ok, `forged entries posted: HTTP ${posted.status}`);
    // 5: an existing entry rewritten with a higher revision: the server's guard refuses it.
    const held = docs.find((d) => JSON.parse(d.e).event.type === "table_results");
    const rewritten = { ...held, _rev: `2-${hex()}`, e: held.e.replace(/"points":(\d+)/, (_, p) => `"points":${Number(p) + 7}`) };
    const refused = await (await couch.admin("raduno/_bulk_docs", { method: "POST", body: JSON.stringify({ docs: [rewritten], new_edits: false }) })).json();
    assert.ok(JSON.stringify(refused).includes("forbidden"), `a rewritten entry is refused: ${JSON.stringify(refused)}`);
    // 4: a document nested 200 levels deep: refused by the guard, or, where it lands, listed unreadable.
    const deep = "[".repeat(200) + "]".repeat(200);
    await couch.admin("raduno/_bulk_docs", { method: "POST", body: JSON.stringify({ docs: [{ _id: `${key}/deep:1`, _rev: `1-${hex()}`, t: key, e: deep, by: "x" }], new_edits: false }) });

    // Both devices list the three forged entries, from the server, and change nothing.
    const want = ["clock_ahead", "not_a_conflict", "undo_of_creation"];
    for (const p of [lap, phone]) {
      const until = Date.now() + 30000;
      let rows = [];
      while (Date.now() < until) {
        rows = await quarantineOf(p);
        if (want.every((w) => rows.some((r) => r.reason === w))) break;
        await new Promise((r) => setTimeout(r, 1000));
      }
      for (const w of want) assert.ok(rows.some((r) => r.reason === w && r.source.includes("laptop.venue.test")), `${w} listed: ${JSON.stringify(rows)}`);
      assert.ok(!rows.some((r) => r.source.includes(CLUB_PW)), "no password in the list");
    }
    assert.equal(await standingsTextOf(lap), before.lap);
    assert.equal(await standingsTextOf(phone), before.phone);
    for (const p of [lap, phone]) {
      await tab(p, "Turni");
      await p.waitForSelector("#round[data-round='1'] #tables .table-card");
    }

    // An honest result still crosses.
    await scoreTable(lap, 2, pts(await seats(lap, 2)));
    const until = Date.now() + 30000;
    let x, y;
    while (Date.now() < until) {
      [x, y] = [await standingsRows(lap), await standingsRows(phone)];
      if (JSON.stringify(x) === JSON.stringify(y)) break;
      await new Promise((r) => setTimeout(r, 1000));
    }
    assert.deepEqual(y, x);
    assert.notEqual(await standingsTextOf(lap), before.lap);
  } finally {
    await a.close();
    await c.close();
    couch.close();
  }
});
