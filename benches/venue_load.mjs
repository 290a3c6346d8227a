// The venue under load: pouchdb-server on loopback with admin party off, a
// publication the size of a 160-player round, N phones reading it as the follow page does, and two
// directors syncing their journals through the same server. Prints one table per way the phones read:
//   poll     — the document every 2–3 s, each phone at its own moment, through the HTTP cache (ETag /
//              304), as public/follow.js now does;
//   longpoll — one `_changes?feed=longpoll` held open per phone, the document read again at each change
//              (the follow page).
// Bounded: --seconds (default 30, at most 120) per mode, --phones (default 300, at most 1000); loopback
// only; stops by itself. Not part of the test suite: node benches/venue_load.mjs [--phones 300]
// [--seconds 30] [--modes poll,longpoll]
import http from "node:http";
import { performance } from "node:perf_hooks";
import { pouchServer, basicAuth } from "../tests/e2e/harness.mjs";

const arg = (name, dflt) => { const i = process.argv.indexOf(`--${name}`); return i > 0 ? process.argv[i + 1] : dflt; };
const PHONES = Math.min(1000, Number(arg("phones", 300)));
const SECONDS = Math.min(120, Number(arg("seconds", 30)));
const MODES = String(arg("modes", "poll,longpoll")).split(",");
const ADMIN = ["admin", "bench-admin"];
// The directors write as the server's admin: the load is the same, and no `raduno` binary is needed.
const CLUB = ADMIN;

// Each phone its own connection (a phone is its own device): no pooling across phones.
const agents = [];
function get(url, agent, headers = {}) {
  return new Promise((ok, fail) => {
    const r = http.get(url, { agent, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c) => { body += c; });
      res.on("end", () => ok({ status: res.statusCode, etag: res.headers.etag, body }));
    });
    r.on("error", fail);
    r.setTimeout(60000, () => r.destroy(new Error("timeout")));
  });
}
async function send(method, url, body, who) {
  const r = await fetch(url, { method, headers: { "content-type": "application/json", authorization: basicAuth(...who) }, body: body && JSON.stringify(body) });
  const text = await r.text();
  if (!r.ok) throw new Error(`${method} ${url}: HTTP ${r.status} ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

function publication(key, n) {
  const players = {};
  for (let i = 1; i <= 160; i++) players[i] = { name: `Giocatore Numero ${i}`, search: [`giocatore`, `numero${i}`, ""] };
  const tables = Array.from({ length: 40 }, (_, t) => ({ number: t + 1, seats: [1, 2, 3, 4].map((s) => t * 4 + s), done: false, verifiers: [1, 2, 3, 4].map(() => "ab".repeat(32)) }));
  const rows = Object.keys(players).map((id, i) => ({ pos: i + 1, player: Number(id), total: `${n}.${String(i).padStart(3, "0")}`, wins: 0, withdrawn: false }));
  return { _id: key, tournament: key, name: "Torneo di carico", at_ms: Date.now(), colours: false, round: { number: 1, phase: "Qualifying", tables, byes: [] }, minutes: 90, clock: null, shape: {}, players, standings: { upto: 1, rows } };
}

const pct = (xs, p) => { if (!xs.length) return NaN; const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]; };
const fmt = (x) => (Number.isFinite(x) ? `${Math.round(x)}` : "–");

async function run(mode, couch) {
  const key = `bench-${mode}`;
  const follow = `${couch.url}/raduno_follow`;
  let doc = await send("PUT", `${follow}/${key}`, publication(key, 0), CLUB);
  let rev = doc.rev;
  let writtenAt = new Map([[rev, performance.now()]]);
  const reads = [], seenAfter = [], errors = [];
  let stop = false;
  const deadline = performance.now() + SECONDS * 1000;

  async function phone(i) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    let etag, have;
    const read = async () => {
      const t0 = performance.now();
      const r = await get(`${follow}/${key}`, agent, etag ? { "if-none-match": etag } : {});
      reads.push(performance.now() - t0);
      if (r.status === 200) { etag = r.etag; const d = JSON.parse(r.body); if (d._rev !== have) { have = d._rev; const w = writtenAt.get(have); if (w) seenAfter.push(performance.now() - w); } }
      else if (r.status !== 304) errors.push(r.status);
    };
    await new Promise((r) => setTimeout(r, Math.random() * 3000));
    let since = "now";
    while (!stop) {
      try {
        if (mode === "poll") {
          await read();
          await new Promise((r) => setTimeout(r, 2000 + Math.random() * 1000));
        } else {
          if (!have) await read();
          const ch = await get(`${follow}/_changes?feed=longpoll&timeout=25000&filter=_doc_ids&doc_ids=${encodeURIComponent(JSON.stringify([key]))}&since=${encodeURIComponent(since)}`, agent);
          const c = JSON.parse(ch.body);
          since = c.last_seq;
          if (c.results && c.results.length) await read();
        }
      } catch (e) { errors.push(String(e.message || e)); await new Promise((r) => setTimeout(r, 1000)); }
    }
  }

  // Two directors: A sends one entry every 2 s (what its round trip does: _revs_diff, _bulk_docs), B
  // reads what changed since (its round trip: _changes, _all_docs of the ids); the time from A's
  // click to B holding the entry, B looking every 2 s as the app does (src/ui/devices/server.rs, LOOK_EVERY; a change is sent at once).
  const tdb = `${couch.url}/raduno`;
  const push = [], pull = [], handed = [];
  let sent = new Map();
  async function directorA() {
    let n = 0;
    while (!stop) {
      const id = `${key}:1@1/${key}:a${n++}`;
      const t0 = performance.now();
      await send("POST", `${tdb}/_revs_diff`, { [id]: ["1-" + "a".repeat(32)] }, CLUB);
      await send("POST", `${tdb}/_bulk_docs`, { new_edits: false, docs: [{ _id: id, _rev: "1-" + "a".repeat(32), t: key, n }] }, CLUB);
      push.push(performance.now() - t0);
      sent.set(id, t0);
      // Its publication changes too (a score changes the standings).
      doc = await send("PUT", `${follow}/${key}`, { ...publication(key, n), _rev: rev }, CLUB);
      rev = doc.rev;
      writtenAt.set(rev, performance.now());
      await new Promise((r) => setTimeout(r, 2000));
    }
  }
  async function directorB() {
    let since = (await send("GET", tdb, undefined, CLUB)).update_seq;
    while (!stop) {
      const t0 = performance.now();
      const ch = await send("GET", `${tdb}/_changes?limit=500&since=${encodeURIComponent(since)}`, undefined, CLUB);
      since = ch.last_seq;
      const ids = ch.results.map((r) => r.id).filter((id) => id.startsWith(`${key}:`));
      if (ids.length) await send("POST", `${tdb}/_all_docs?include_docs=true`, { keys: ids }, CLUB);
      pull.push(performance.now() - t0);
      for (const id of ids) if (sent.has(id)) { handed.push(performance.now() - sent.get(id)); sent.delete(id); }
      await new Promise((r) => setTimeout(r, 2000));
    }
  }
  const all = [...Array.from({ length: PHONES }, (_, i) => phone(i)), directorA(), directorB()];
  while (performance.now() < deadline) await new Promise((r) => setTimeout(r, 250));
  stop = true;
  // Long polls end within their timeout; nobody waits for them.
  await Promise.race([Promise.allSettled(all), new Promise((r) => setTimeout(r, 3000))]);
  for (const a of agents.splice(0)) a.destroy();
  return { mode, reads, seenAfter, push, pull, handed, errors };
}

const couch = await pouchServer({ admin: ADMIN });
try {
  for (const db of ["raduno", "raduno_follow"]) await send("PUT", `${couch.url}/${db}`, undefined, ADMIN);
  console.log(`venue load: pouchdb-server on loopback, ${PHONES} phones, ${SECONDS} s per mode, 2 directors`);
  const rows = [];
  for (const mode of MODES) rows.push(await run(mode, couch));
  const line = (cells) => console.log(cells.map((c, i) => String(c).padStart(i ? 10 : 34)).join(""));
  line(["", ...rows.map((r) => r.mode)]);
  const stat = (label, f, p) => line([label, ...rows.map((r) => fmt(pct(f(r), p)))]);
  line(["phone reads (count)", ...rows.map((r) => r.reads.length)]);
  stat("phone read p50 ms", (r) => r.reads, 50);
  stat("phone read p95 ms", (r) => r.reads, 95);
  stat("publication → phone p50 ms", (r) => r.seenAfter, 50);
  stat("publication → phone p95 ms", (r) => r.seenAfter, 95);
  stat("director A push p95 ms", (r) => r.push, 95);
  stat("director B pull p95 ms", (r) => r.pull, 95);
  stat("A's entry held by B p50 ms", (r) => r.handed, 50);
  stat("A's entry held by B max ms", (r) => r.handed, 100);
  line(["errors", ...rows.map((r) => r.errors.length)]);
} finally {
  couch.close();
}
process.exit(0);
