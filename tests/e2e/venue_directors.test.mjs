// The venue with two directors and many phones, on pouchdb-server with admin party off and
// its data on disk, made ready by `raduno server setup --app` and the app opened from the server itself:
//   1. a second director device joining mid-round, and again in round 2, publishes the same seat
//      verifiers and locks (the seats' codes are the round's, carried by the journal): the printed codes
//      still pass the server (201) and both directors accept them; the publication is not rewritten;
//   2. the server restarted on its data directory: both directors sync again with no typing (the
//      session opened again with the user and password this device keeps), and a change made on one
//      reaches the other;
//   3. the app reloaded while the server is down opens from the service worker's cache: on the laptop
//      itself, and on a second director's device and a phone when the venue server is reached over https
//      (a certificate the devices trust, for a name the venue's Wi-Fi gives the laptop);
// Names are mapped to 127.0.0.1 (--host-resolver-rules): nothing leaves loopback.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import vm from "node:vm";
import { chromium } from "playwright-core";
import { open, openDemo, tab, drawNext, scoreTable, freePort, basicAuth, serverSetup, ROOT, DIST } from "./harness.mjs";

const ADMIN = ["admin", "adm1n-venue"];
const CLUB = ["club", "club-venue-7"];
const SHOTS = process.env.SHOTS || "/work/notes/shots";

/** The follow page's own functions (key, verifier, proof, lock, proposal), as the phone runs them. */
function followScript() {
  const sandbox = { TextEncoder, console };
  sandbox.globalThis = sandbox;
  for (const f of ["follow.js", "follow-propose.js"]) vm.runInNewContext(fs.readFileSync(path.join(ROOT, "public", f), "utf8"), sandbox);
  return sandbox.RadunoFollow;
}

/** pouchdb-server with its data in `dir` (kept across a restart), admin party off once `admin` is set. */
async function diskServer(dir, port) {
  const bin = path.join(ROOT, "node_modules/.bin/pouchdb-server");
  if (!fs.existsSync(bin)) throw new Error("pouchdb-server missing: run scripts/setup.sh (npm ci)");
  const child = spawn(bin, ["--dir", path.join(dir, "db"), "--config", path.join(dir, "config.json"), "--host", "127.0.0.1", "--port", String(port), "--no-color"], { cwd: dir, stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  let up = false;
  for (let i = 0; i < 150 && !up; i++) {
    try { up = (await fetch(url)).ok; } catch { /* not up yet */ }
    if (!up) await new Promise((r) => setTimeout(r, 200));
  }
  if (!up) { child.kill(); throw new Error(`pouchdb-server did not answer on ${url} within 30 s`); }
  const stopped = new Promise((ok) => child.on("exit", ok));
  return { url, port, stop: async () => { child.kill(); await stopped; } };
}

/** A new venue: the server on disk, the admin set, `raduno server setup --app` run as a club would. */
async function venueServer() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "raduno-venue-"));
  const port = await freePort();
  const server = await diskServer(dir, port);
  const r = await fetch(`${server.url}/_config/admins/${ADMIN[0]}`, { method: "PUT", body: JSON.stringify(ADMIN[1]) });
  assert.ok(r.ok, `admin: HTTP ${r.status}`);
  const said = serverSetup(server.url, { user: CLUB[0], userPassword: CLUB[1], adminPassword: ADMIN[1], admin: ADMIN[0] }, "--app", DIST);
  assert.match(said, /the app \(\d+ files\)/);
  return {
    dir, port, server,
    restart: async () => { await server.stop(); server.stop = (await diskServer(dir, port)).stop; },
    close: async () => { await server.stop(); fs.rmSync(dir, { recursive: true, force: true }); },
  };
}

/** A director's browser profile at the venue (the laptop's name mapped to loopback); `args` adds
 * Chromium flags. */
async function profile(args = []) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "raduno-profile-"));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage",
      "--host-resolver-rules=MAP *.venue.test 127.0.0.1", ...args],
  });
  const statuses = [];
  context.on("response", (r) => statuses.push([r.request().method(), r.url(), r.status()]));
  return {
    context, statuses,
    page: async () => context.pages()[0] || context.newPage(),
    close: async () => { await context.close(); fs.rmSync(dir, { recursive: true, force: true }); },
  };
}

/** The venue server over https, as CouchDB's own TLS (`[ssl]`) or a proxy in front of it gives it: a
 * certificate made now for `laptop.venue.test`, forwarding to the server. The profiles trust that
 * certificate by its key (`--ignore-certificate-errors-spki-list`), as the club's devices trust a real
 * certificate for the club's name: a certificate error would deny the page its service worker. */
async function httpsFront(target) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "raduno-tls-"));
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "2",
    "-subj", "/CN=laptop.venue.test", "-addext", "subjectAltName=DNS:laptop.venue.test"], { stdio: "ignore" });
  const pem = fs.readFileSync(cert);
  const spki = crypto.createHash("sha256").update(new crypto.X509Certificate(pem).publicKey.export({ type: "spki", format: "der" })).digest("base64");
  const port = await freePort();
  const sockets = new Set();
  let server = null;
  const start = async () => {
    server = https.createServer({ key: fs.readFileSync(key), cert: pem }, (req, res) => {
      const up = http.request({ host: "127.0.0.1", port: target.port, path: req.url, method: req.method, headers: req.headers }, (r) => {
        res.writeHead(r.statusCode, r.headers);
        r.pipe(res);
      });
      up.on("error", () => { res.writeHead(502); res.end(); });
      req.pipe(up);
    });
    server.on("connection", (s) => { sockets.add(s); s.on("close", () => sockets.delete(s)); });
    await new Promise((ok) => server.listen(port, "127.0.0.1", ok));
  };
  await start();
  return {
    origin: `https://laptop.venue.test:${port}`,
    trust: `--ignore-certificate-errors-spki-list=${spki}`,
    start,
    stop: () => new Promise((ok) => { for (const s of sockets) s.destroy(); server.close(ok); }),
    close: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** Whether the page's next load comes from the service worker: one is active over the page's address,
 * once it has stored the build's files (several megabytes through the venue's server, which a busy machine
 * may take a while over).
 * A page whose own load was under way when the worker took over stays uncontrolled until it is loaded
 * again (the browser's rule: a worker claims only the pages that have finished loading), as the second
 * director's may be, connecting to the server reloads it. */
async function activeOver(page) {
  const [yes, state] = await page.evaluate(async () => {
    if (!navigator.serviceWorker) return [false, "no service worker"];
    const r = await Promise.race([navigator.serviceWorker.ready, new Promise((ok) => setTimeout(() => ok(null), 40000))]);
    // `ready` is the worker that activates: it may still be activating (clearing earlier caches).
    if (r?.active?.state === "activating") await new Promise((ok) => { r.active.addEventListener("statechange", ok, { once: true }); setTimeout(ok, 20000); });
    return r ? [r.active?.state === "activated" && location.href.startsWith(r.scope), `scope ${r.scope}, active ${r.active?.state}`] : [false, "no worker ready"];
  });
  if (!yes) console.log(`no service worker active over ${page.url()}: ${state}`);
  return yes;
}

/** Whether the service worker controls the page: one is active over it ([`activeOver`]) and has taken the
 * page (it may take a moment after the first load). */
async function controlled(page) {
  if (!(await activeOver(page))) return false;
  const yes = await page.evaluate(async () => {
    for (let i = 0; i < 30 && !navigator.serviceWorker.controller; i++) await new Promise((ok) => setTimeout(ok, 200));
    return !!navigator.serviceWorker.controller;
  });
  if (!yes) console.log(`the service worker is active over ${page.url()} but does not control it`);
  return yes;
}

async function req(method, url, body, who) {
  const headers = { "Content-Type": "application/json", Accept: "application/json" };
  if (who) headers.Authorization = basicAuth(...who);
  const r = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await r.text();
  let json = null;
  try { json = JSON.parse(text); } catch { /* not JSON */ }
  return { status: r.status, json, text };
}

/** The first director: the demo at the venue, connected on Dispositivi with the club's user. */
async function firstDirector(page, venue) {
  await openDemo(page, venue);
  await tab(page, "Dispositivi");
  await page.fill("#server-user", CLUB[0]);
  await page.fill("#server-password", CLUB[1]);
  await Promise.all([page.waitForEvent("load").catch(() => {}), page.click("#server-save")]);
  await page.waitForSelector("header.top");
  await syncs(page);
}

/** The second director: the server's tournament taken from the home page, with the club's user. */
async function secondDirector(page, venue) {
  await open(page, venue);
  await page.fill("#server-home-user", CLUB[0]);
  await page.fill("#server-home-password", CLUB[1]);
  await Promise.all([page.waitForEvent("load"), page.click("#server-connect")]);
  await page.waitForSelector("#server-list");
  await page.click("#server-list");
  await page.click("#server-tournaments button.server-tournament >> text=/Torneo dimostrativo/");
  await page.waitForSelector("#device-name");
  await syncs(page);
}

/** Profile `a`'s director at the venue with round 1 drawn, then profile `b`'s joining: their pages. */
async function bothDirectors(a, b, venue) {
  const lap = await a.page();
  await firstDirector(lap, venue);
  await drawNext(lap, 1);
  const desk = await b.page();
  await secondDirector(desk, venue);
  return [lap, desk];
}

async function syncs(page, timeout = 30000) {
  await page.waitForFunction(() => /Sincronizzato/.test(document.querySelector("#live-sync")?.textContent || ""), null, { timeout })
    .catch(async (e) => { throw new Error(`never synced: «${await page.textContent("#live-sync").catch(() => "?")}» (${e.message})`); });
}

/** The seats' links of the round on screen (Turni, the tables' QR codes): {table, seat, code}. */
async function seatCodes(page) {
  await tab(page, "Turni");
  await page.waitForFunction(() => /Pubblicato/.test(document.querySelector("#proposals .hint")?.textContent || ""), null, { timeout: 30000 });
  if (!(await page.locator("#table-codes").count())) await page.click("#table-qr-toggle");
  await page.waitForSelector("#table-codes li .qr svg");
  return page.$$eval("#table-codes a.table-link", (as) => as.map((a) => ({ table: Number(a.dataset.table), seat: Number(a.dataset.seat), code: new URL(a.href).hash.match(/c=([A-Z0-9]+)/)[1] })));
}

/** Every table of the round on screen scored. */
async function scoreAll(page) {
  await tab(page, "Turni");
  const cards = page.locator("#tables .table-card");
  const n = await cards.count();
  for (let t = 0; t < n; t++) {
    if (await cards.nth(t).locator(".saved").count()) continue;
    const seats = await cards.nth(t).locator("input[name=points]").count();
    await scoreTable(page, t, [60, 45, 30, 20, 10].slice(0, seats));
  }
}

const shot = async (page, name) => { fs.mkdirSync(SHOTS, { recursive: true }); await page.screenshot({ path: path.join(SHOTS, name), fullPage: true }); };

test("Due direttori in sede: il secondo dispositivo pubblica gli stessi codici; i codici stampati restano validi, anche al turno 2", { timeout: 300000 }, async () => {
  const v = await venueServer();
  const origin = `http://laptop.venue.test:${v.port}`;
  const venue = `${origin}/raduno-app/_design/raduno/index.html`;
  const a = await profile();
  const b = await profile();
  const F = followScript();
  try {
    const lap = await a.page();
    await firstDirector(lap, venue);
    await drawNext(lap, 1);
    const printed = await seatCodes(lap);
    assert.ok(printed.length >= 32, `${printed.length} seats`);
    const codeOf = (list, t, s) => list.find((x) => x.table === t && x.seat === s).code;
    const pub1 = (await req("GET", `${v.server.url}/raduno_follow/_all_docs?include_docs=true`)).json.rows.map((r) => r.doc).find((d) => d.round);
    const key = pub1.tournament;

    // The second director joins mid-round and opens Turni and Dispositivi (both publish).
    const desk = await b.page();
    await secondDirector(desk, venue);
    const seen = await seatCodes(desk);
    assert.deepEqual(seen, printed, "the second device shows the same seats' codes");
    await tab(desk, "Dispositivi");
    await new Promise((r) => setTimeout(r, 6000));
    await tab(desk, "Turni");
    await new Promise((r) => setTimeout(r, 6000));

    // The publication's verifiers and the server's locks are still those of the printed codes.
    const pub = (await req("GET", `${v.server.url}/raduno_follow/${encodeURIComponent(key)}`)).json;
    const design = (await req("GET", `${v.server.url}/raduno_proposals/_design/raduno`, undefined, ADMIN)).json;
    const t1 = pub.round.tables[0];
    assert.equal(t1.verifiers[0], F.verifier(F.key(key, 1, 1, 1, codeOf(printed, 1, 1))));
    assert.ok(JSON.stringify(design).includes(F.lock(F.proof(F.key(key, 1, 1, 2, codeOf(printed, 1, 2))))), "seat 2's lock on the server");
    // Nobody rewrites it: the same revision over two of each device's publishing rounds, no conflict.
    const rev = pub._rev;
    await new Promise((r) => setTimeout(r, 11000));
    assert.equal((await req("GET", `${v.server.url}/raduno_follow/${encodeURIComponent(key)}`)).json._rev, rev, "the publication is not written again");
    const conflicts = [...a.statuses, ...b.statuses].filter(([, , s]) => s === 409);
    assert.deepEqual(conflicts, [], "no 409");

    // Two phones with their printed codes: the server takes them, both directors see "confermato".
    const seats1 = t1.seats.length;
    const pts = t1.seats.map((_, i) => ({ points: [70, 50, 30, 20, 10][i] }));
    for (const seat of [1, 2]) {
      const p = F.proposal(key, 1, 1, seat, pts, null, Date.now(), codeOf(printed, 1, seat));
      const put = await req("PUT", `${v.server.url}/raduno_proposals/${encodeURIComponent(p._id)}`, p);
      assert.ok([200, 201].includes(put.status), `seat ${seat}'s printed code: HTTP ${put.status} ${put.text}`);
    }
    for (const page of [lap, desk]) {
      await tab(page, "Turni");
      await page.waitForSelector("#confirmed-1", { timeout: 15000 });
      assert.match(await page.textContent("#confirmed-1"), /confermato/);
      assert.equal(await page.locator("#proposals-refused").count(), 0, "nothing set aside as a wrong code");
    }
    await shot(desk, "venue-second-director-confirmed.png");
    // Applied on the second device: listed no more with "Applica".
    await desk.locator("#proposed-1 button.apply").first().click();
    await desk.waitForSelector("#tables .table-card:first-child .saved");
    await desk.waitForFunction(() => !document.querySelector("#proposed-1"), null, { timeout: 10000 });
    assert.equal(seats1, pts.length);

    // Round 2, drawn on the first device; the second opens Dispositivi and Turni again.
    await scoreAll(lap);
    await drawNext(lap, 2);
    const printed2 = await seatCodes(lap);
    await syncs(desk);
    await tab(desk, "Dispositivi");
    await tab(desk, "Turni");
    await desk.waitForSelector("#round[data-round='2'] #tables .table-card", { timeout: 30000 });
    assert.deepEqual(await seatCodes(desk), printed2, "round 2: the same codes on both devices");
    await new Promise((r) => setTimeout(r, 6000));
    const pub2 = (await req("GET", `${v.server.url}/raduno_follow/${encodeURIComponent(key)}`)).json;
    const r2 = pub2.round.tables[1];
    const pts2 = r2.seats.map((_, i) => ({ points: [60, 45, 30, 20, 10][i] }));
    const p2 = F.proposal(key, 2, 2, 1, pts2, null, Date.now(), codeOf(printed2, 2, 1));
    const put2 = await req("PUT", `${v.server.url}/raduno_proposals/${encodeURIComponent(p2._id)}`, p2);
    assert.ok([200, 201].includes(put2.status), `round 2's printed code: HTTP ${put2.status} ${put2.text}`);
    for (const page of [lap, desk]) {
      await page.waitForSelector("#proposed-2 li", { timeout: 15000 });
      assert.equal(await page.locator("#proposals-refused").count(), 0);
    }
    assert.deepEqual([...a.statuses, ...b.statuses].filter(([, , s]) => s === 409), [], "no 409 in round 2");
  } finally {
    await a.close();
    await b.close();
    await v.close();
  }
});

test("In sede: il server riparte sui suoi dati e i due direttori tornano a sincronizzarsi senza scrivere nulla; l'app si riapre senza server", { timeout: 300000 }, async () => {
  const v = await venueServer();
  const origin = `http://laptop.venue.test:${v.port}`;
  const venue = `${origin}/raduno-app/_design/raduno/index.html`;
  const a = await profile();
  const b = await profile();
  try {
    const [lap, desk] = await bothDirectors(a, b, venue);
    // The password is this device's only: in its local storage, never in the page.
    for (const page of [lap, desk]) {
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("raduno.server")));
      assert.equal(stored.user, CLUB[0]);
      assert.ok(!(await page.content()).includes(CLUB[1]), "no password in the page");
    }

    // The server stops and starts again on its data: its sessions are gone.
    await v.restart();
    const restartedAt = Date.now();
    await tab(lap, "Turni");
    await scoreTable(lap, 0, [60, 45, 30, 20, 10].slice(0, await lap.locator("#tables .table-card").nth(0).locator("input[name=points]").count()));
    await tab(desk, "Turni");
    await desk.waitForSelector("#tables .table-card:first-child .saved", { timeout: 30000 });
    console.log(`after the restart, the first device's score on the second in ${Date.now() - restartedAt} ms, no typing`);
    for (const page of [lap, desk]) await syncs(page);
    assert.doesNotMatch(await desk.textContent("#live-sync"), /401|password/);

    // The app opened from the server keeps working offline where the browser allows a service worker: a
    // secure context, which the laptop's own page at 127.0.0.1 is (a phone at http://<laptop>:5984 is not:
    // browsers give service workers only to https and localhost pages). There, with the server down, a
    // reload opens the app.
    const own = await a.context.newPage();
    const local = `http://127.0.0.1:${v.port}/raduno-app/_design/raduno/`;
    await own.goto(`${local}index.html`);
    await own.waitForSelector("header.top");
    assert.ok(await controlled(own), "the service worker controls the page served by the server");
    // On the venue's plain-http address there is none, as the browser rules (said in the README).
    assert.equal(await desk.evaluate(() => typeof navigator.serviceWorker), "undefined");
    await v.server.stop();
    await own.reload();
    await own.waitForSelector("header.top", { timeout: 20000 });
    await shot(own, "venue-offline-reload.png");
    // A page the app had not opened yet (the folder itself) opens too.
    await own.goto(local);
    await own.waitForSelector("header.top", { timeout: 20000 });
  } finally {
    await a.close();
    await b.close();
    await v.close().catch(() => {});
  }
});

test("In sede su https: un secondo direttore e un telefono riaprono l'app e la pagina del turno a server spento; tornato il server, si risincronizza senza scrivere nulla", { timeout: 300000 }, async () => {
  const v = await venueServer();
  const front = await httpsFront(v.server);
  const venue = `${front.origin}/raduno-app/_design/raduno/index.html`;
  const a = await profile([front.trust]);
  const b = await profile([front.trust]);
  const c = await profile([front.trust]);
  try {
    const [lap, desk] = await bothDirectors(a, b, venue);
    assert.ok(await activeOver(desk), "the service worker is active over the second director's page");

    // A player's phone opens its seat's link, printed with the venue's https address.
    await seatCodes(lap);
    const link = await lap.$eval("#table-codes a.table-link", (x) => x.href);
    assert.ok(link.startsWith(`${front.origin}/raduno-app/_design/raduno/follow.html#`), link);
    const phone = await c.page();
    await phone.goto(link);
    await phone.waitForFunction(() => /Turno 1/.test(document.querySelector("#round")?.textContent || ""), null, { timeout: 30000 });
    const mine = await phone.textContent("body");
    assert.ok(await controlled(phone), "the service worker controls the phone's page");

    // The laptop's server goes down: the second director and the phone open their pages again.
    await front.stop();
    await v.server.stop();
    await desk.reload();
    await desk.waitForSelector("header.top", { timeout: 20000 });
    await tab(desk, "Turni");
    await desk.waitForSelector("#round[data-round='1'] #tables .table-card", { timeout: 20000 });
    await phone.reload();
    await phone.waitForFunction(() => /non raggiungibile/.test(document.querySelector("#status")?.textContent || ""), null, { timeout: 20000 });
    assert.match(await phone.textContent("#status"), /dati ricevuti alle \d\d:\d\d:\d\d/);
    assert.match(await phone.textContent("#round"), /Turno 1/);
    const table = mine.match(/Tavolo \d+/)?.[0];
    assert.ok(table && (await phone.textContent("body")).includes(table), `the phone still shows ${table}`);
    await shot(phone, "venue-https-phone-offline.png");

    // The server is back: the second director syncs with no typing, and its score reaches the laptop.
    await v.restart();
    await front.start();
    await syncs(desk, 60000);
    const seats = await desk.locator("#tables .table-card").nth(0).locator("input[name=points]").count();
    await scoreTable(desk, 0, [60, 45, 30, 20, 10].slice(0, seats));
    await tab(lap, "Turni");
    await lap.waitForSelector("#tables .table-card:first-child .saved", { timeout: 30000 });
    await phone.waitForFunction(() => /Aggiornato alle/.test(document.querySelector("#status")?.textContent || ""), null, { timeout: 20000 });
  } finally {
    await a.close();
    await b.close();
    await c.close();
    await front.stop().catch(() => {});
    front.close();
    await v.close().catch(() => {});
  }
});

test("In sede, ciò che un telefono può scrivere: un documento oltre il limite di `server setup` è rifiutato (413) nei database pubblici; i database del circolo rifiutano chi non è membro", { timeout: 120000 }, async () => {
  const v = await venueServer();
  try {
    const over = JSON.stringify({ x: "a".repeat(17 << 20) }); // past the set-up's 16 MiB a document
    for (const db of ["raduno_follow", "raduno_proposals"]) {
      for (const where of ["_local/phone", "phone-doc"]) {
        const r = await fetch(`${v.server.url}/${db}/${where}`, { method: "PUT", headers: { "Content-Type": "application/json" }, body: over });
        assert.equal(r.status, 413, `${db}/${where}: HTTP ${r.status}`);
      }
    }
    for (const db of ["raduno", "raduno_federation"]) {
      const r = await req("PUT", `${v.server.url}/${db}/_local/phone`, { x: 1 });
      assert.equal(r.status, 401, `${db}: HTTP ${r.status} ${r.text}`);
    }
    // The server is still up, its databases whole.
    const dbs = (await req("GET", `${v.server.url}/_all_dbs`, undefined, ADMIN)).json;
    for (const db of ["raduno", "raduno_follow", "raduno_proposals", "raduno_federation"]) assert.ok(dbs.includes(db), db);
  } finally { await v.close(); }
});
