// Players follow the tournament on their phones and propose their table's result: a
// director's profile and three phone profiles against pouchdb-server with admin party off. The director's
// device publishes (crates/app/src/publish.rs) to a public read-only database; the phones read it with no
// credentials (public/follow.html), find their tables by name, see a standings change within 5 s,
// propose a result with their table's code; the director applies it with one click. A wrong code,
// another round's code, a changed proposal and a player writing the tournament database are refused.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import vm from "node:vm";
import { serve, browser, openDemo, tab, drawNext, scoreTable, standingsRows, pouchServer, serverSetup, ROOT } from "./harness.mjs";

const SHOTS = process.env.SHOTS || "/work/notes/shots";
const ADMIN = ["admin", "admin-secret"];
const CLUB = ["club", "club-secret"];

/** The follow page's scripts, loaded as the phone loads them, for their pure functions. */
function followScript() {
  const sandbox = { TextEncoder, console };
  sandbox.globalThis = sandbox;
  for (const f of ["follow.js", "follow-propose.js"]) vm.runInNewContext(fs.readFileSync(path.join(ROOT, "public", f), "utf8"), sandbox);
  return sandbox.RadunoFollow;
}

/** Points only, seat by seat, as a proposal carries them. */
const pts = (list) => list.map((points) => ({ points }));

test("La pagina dei giocatori calcola chiave, verificatore e firma come il motore (crates/app/src/publish.rs, crates/app/src/proposal.rs)", () => {
  const F = followScript();
  for (const s of ["", "abc", "x".repeat(55), "x".repeat(64), "Nicolò Żółkiewski €".repeat(9)]) {
    assert.equal(F.sha256(s), crypto.createHash("sha256").update(s).digest("hex"), `sha256 of ${s.length} chars`);
  }
  for (const k of ["k", "k".repeat(64), "k".repeat(65)]) {
    assert.equal(F.hmac(k, "msg"), crypto.createHmac("sha256", k).update("msg").digest("hex"));
  }
  // The vectors of the Rust unit tests (made there with Python's hashlib).
  const key = F.key("t1", 3, 2, 1, "abcd-efgh jk");
  assert.equal(key, "3ecd2d0d1e096ecdc1860ade5d2713d9ac7ee00fb37ac82fd10c39f084e591de");
  assert.equal(F.verifier(key), "8d430f9899cf96eb01c2ee08da3375b344e66ec2951999c8ca43b9a30aa9ca46");
  assert.equal(F.proof(key), "03002f6456ee9b53b49f65f1bb707e9b5c991e5ad9c53f92b2f95952af03669f");
  assert.equal(F.lock(F.proof(key)), "2198dc288ed64ad94948f3aa47f0533a98da97f8e45518818c18864f92d19be5");
  assert.equal(
    JSON.stringify(F.proposal("t1", 3, 2, 1, [{ points: 100, risiko: true, eliminated: 1, outside: 12, order: 2 }, { points: 40 }], { kind: "Risiko", seat: 0 }, 1700000000000, "ABCDEFGHJK")),
    '{"_id":"t1:3:2:1","tournament":"t1","round":3,"table":2,"seat":1,"seats":[{"points":100,"risiko":true,"eliminated":1,"outside":12,"order":2},{"points":40}],"outcome":{"kind":"Risiko","seat":0},"at_ms":1700000000000,"proof":"03002f6456ee9b53b49f65f1bb707e9b5c991e5ad9c53f92b2f95952af03669f","mac":"692caaa0c776fb93af3cb78bb47cbad1446abbdf5974a95fe8b7b9e17b612fcb"}',
  );
  // The server's own SHA-256 (ES5, in the validate_doc_update) agrees with node's.
  const serverSha = vm.runInNewContext(`(${rustConst("SHA256_JS")})`, {});
  for (const s of ["", "abc", "raduno/lock|" + "a".repeat(64), "x".repeat(55), "x".repeat(56), "x".repeat(64), "x".repeat(119)]) {
    assert.equal(serverSha(s), crypto.createHash("sha256").update(s).digest("hex"), `the server's sha256 of ${s.length} chars`);
  }
  // The projector's search, folded the same way.
  const nicolo = { search: ["nicolo", "dellacqua", ""] };
  assert.ok(F.finds(nicolo, 1, "Acqua Nicolò"));
  assert.ok(F.finds(nicolo, 1, "dell acqua"));
  assert.ok(F.finds({ search: ["lukasz", "zolkiewski", ""] }, 3, "Żółkiewski"));
  assert.ok(!F.finds(nicolo, 1, "mario"));
  assert.ok(F.finds(nicolo, 12, "12") && !F.finds(nicolo, 12, "1"));
});

let site;
after(async () => { await site?.close(); });

const basic = ([u, p]) => "Basic " + Buffer.from(`${u}:${p}`).toString("base64");

async function req(method, url, body, who) {
  const headers = { "Content-Type": "application/json", Accept: "application/json" };
  if (who) headers.Authorization = basic(who);
  const r = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await r.text();
  let json = null;
  try { json = JSON.parse(text); } catch { /* not JSON */ }
  return { status: r.status, json, text };
}

/** pouchdb-server with admin party off, made ready by `raduno server setup` as a club would: the
 * tournament's database (members: the club), the publication's and the proposals' (public, the club
 * their admin, each with its validate_doc_update). */
async function couchServer() {
  const server = await pouchServer({ admin: ADMIN });
  try {
    const said = serverSetup(server.url, { user: CLUB[0], userPassword: CLUB[1], adminPassword: ADMIN[1], admin: ADMIN[0] });
    assert.match(said, /database raduno_follow: created, admin club/);
    assert.match(said, /database raduno_proposals: created, admin club/);
  } catch (e) { server.close(); throw e; }
  return { origin: server.url, db: server.db, close: server.close };
}

async function shot(page, name) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, name), fullPage: true });
}

/** A phone: a new profile with a phone's screen. */
async function phone() {
  const b = await browser();
  const page = await b.context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  return { b, page };
}

/** The standings rows a phone shows: [pos, name, total]. */
async function phoneStandings(page) {
  return page.$$eval("#standings tbody tr", (trs) => trs.map((tr) => [...tr.children].slice(0, 3).map((td) => td.textContent)));
}

test("Tre telefoni seguono il torneo del direttore e propongono il risultato del loro tavolo", { timeout: 240000 }, async () => {
  site = await serve();
  const couch = await couchServer();
  const director = await browser();
  const phones = [];
  try {
    const desk = await director.page();
    await desk.goto(site.url);
    // The device's server and the club's user, as Dispositivi keeps them (on this device only).
    await desk.evaluate(([url, user, password]) => localStorage.setItem("raduno.server", JSON.stringify({ url, user, password })), [couch.db, ...CLUB]);
    await openDemo(desk, site.url);
    await drawNext(desk, 1);
    await desk.waitForFunction(() => /Pubblicato/.test(document.querySelector("#proposals .hint")?.textContent || ""), null, { timeout: 20000 })
      .catch(async (e) => { throw new Error(`${e.message}: ${director.errors.join(" / ").slice(0, 1500)}`); });
    // Nothing of the tournament itself is readable without the club's credentials.
    assert.equal((await req("GET", `${couch.db}/_all_docs`)).status, 401);

    // The seats' QR codes and codes: one per seat, each seat's own.
    await desk.click("#table-qr-toggle");
    await desk.waitForSelector("#table-codes li .qr svg");
    const seatLinks = await desk.$$eval("#table-codes a.table-link", (as) => as.map((a) => ({ table: Number(a.dataset.table), seat: Number(a.dataset.seat), href: a.href })));
    const linkOf = (table, seat) => seatLinks.find((l) => l.table === table && l.seat === seat).href;
    const codeOf = (link) => new URL(link).hash.match(/c=([A-Z0-9]+)/)[1];
    const links = [linkOf(1, 1), linkOf(1, 2), linkOf(3, 1)];
    assert.ok(seatLinks.length >= 32, `${seatLinks.length} seats`);
    assert.equal(new Set(seatLinks.map((l) => codeOf(l.href))).size, seatLinks.length, "a code per seat");
    const tables = await desk.$$eval("#tables .table-card", (cards) => cards.map((c) => [...c.querySelectorAll("tr[data-player]")].map((r) => ({ id: Number(r.dataset.player) }))));
    const table1 = tables[0];
    await shot(desk, "phones-director-round.png");

    // The follow page, first visit, on a phone slowed 6×.
    const follow = links[0].replace(/&r=.*$/, "");
    const p3 = await phone();
    phones.push(p3);
    const cdp = await p3.b.context.newCDPSession(p3.page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    const t0 = Date.now();
    await p3.page.goto(follow);
    await p3.page.waitForSelector("#round");
    const usable = Date.now() - t0;
    const sizes = ["follow.html", "follow.js"].map((f) => fs.statSync(path.join(ROOT, "dist", f)).size);
    console.log(`follow page: first visit usable in ${usable} ms at 6x CPU slowdown; follow.html ${sizes[0]} B, follow.js ${sizes[1]} B raw`);
    assert.ok(usable < 5000, `first visit took ${usable} ms`);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    assert.match(await p3.page.textContent("#round"), /Turno 1/);

    // Phones find their tables by name.
    const pub = (await req("GET", `${couch.origin}/raduno_follow/_all_docs?include_docs=true`)).json;
    const doc = pub.rows.map((r) => r.doc).find((d) => d.round);
    assert.ok(doc, "the publication is readable without credentials");
    const nameOf = (id) => doc.players[id].name;
    await p3.page.fill("#q", nameOf(table1[0].id).split(" ").reverse().join(" ").toLowerCase());
    await p3.page.click(`button.hit[data-id='${table1[0].id}']`);
    assert.match(await p3.page.textContent("#my-table"), /Tavolo 1, posto 1/);
    assert.ok(!JSON.stringify(doc).includes(links[0].match(/&c=([A-Z0-9]+)/)[1]), "the code is not published");
    await shot(p3.page, "phones-follow-found.png");

    const p1 = await phone();
    const p2 = await phone();
    phones.push(p1, p2);
    for (const [p, seat] of [[p1, 0], [p2, 1]]) {
      // Each player scans the QR code on his own line of table 1's score sheet.
      await p.page.goto(linkOf(1, seat + 1));
      await p.page.waitForSelector("#propose");
      assert.match(await p.page.textContent("#propose-as"), new RegExp(nameOf(table1[seat].id)));
      await p.page.fill("#q", nameOf(table1[seat].id));
      await p.page.click(`button.hit[data-id='${table1[seat].id}']`);
      assert.match(await p.page.textContent("#my-table"), new RegExp(`Tavolo 1, posto ${seat + 1}`));
    }

    // A standings change reaches the phones within 5 s: the director scores table 2 by hand.
    await tab(desk, "Turni");
    const seats2 = await desk.locator("#tables .table-card").nth(1).locator("input[name=points]").count();
    const before = await phoneStandings(p3.page);
    const t1 = Date.now();
    await scoreTable(desk, 1, [60, 45, 30, 20, 10].slice(0, seats2));
    await p3.page.waitForFunction((was) => JSON.stringify([...document.querySelectorAll("#standings tbody tr")].map((tr) => [...tr.children].slice(0, 3).map((td) => td.textContent))) !== was, JSON.stringify(before), { timeout: 5000 });
    console.log(`standings change on the phone ${Date.now() - t1} ms after the director saved`);

    // Two players of table 1 propose the same result: the director sees both, "confermato".
    const proposed = table1.map((_, i) => [70, 50, 30, 20, 10][i]);
    for (const p of [p1, p2]) {
      for (let i = 0; i < proposed.length; i++) await p.page.fill(`#pts-${i + 1}`, String(proposed[i]));
      await p.page.click("#send");
      await p.page.waitForFunction(() => /inviata/.test(document.querySelector("#sent")?.textContent || ""));
    }
    await shot(p1.page, "phones-proposal-sent.png");
    // The same seat again: a changed proposal is refused.
    for (let i = 0; i < proposed.length; i++) await p1.page.fill(`#pts-${i + 1}`, String(proposed[i] + 1));
    await p1.page.click("#send");
    await p1.page.waitForFunction(() => /non si può cambiare/.test(document.querySelector("#sent")?.textContent || ""));
    await desk.waitForSelector("#confirmed-1", { timeout: 10000 });
    assert.match(await desk.textContent("#confirmed-1"), /confermato/);
    assert.equal(await desk.locator("#proposed-1 li").count(), 2);
    await shot(desk, "phones-director-confirmed.png");

    // One click applies it; it lands in the standings of the director and of every phone.
    const had = (await phoneStandings(p3.page)).find((r) => r[1] === nameOf(table1[0].id));
    assert.ok(!had || /^0([.,]0*)?$/.test(had[2]), `no points before the click: ${had}`);
    await desk.locator("#proposed-1 button.apply").first().click();
    await desk.waitForSelector("#tables .table-card:first-child .saved");
    const rows = await standingsRows(desk);
    const winner = rows.find((r) => r.id === table1[0].id);
    assert.ok(winner && winner.total !== "–", "the applied table counts in the standings");
    // On every phone, within 5 s: the table's winner has points (none before the click).
    for (const p of [p1, p2, p3]) {
      await p.page.waitForFunction((name) => [...document.querySelectorAll("#standings tbody tr")]
        .some((tr) => tr.children[1].textContent === name && !/^0([.,]0*)?$/.test(tr.children[2].textContent)), nameOf(table1[0].id), { timeout: 5000 });
    }
    await shot(p3.page, "phones-standings.png");

    // A wrong code: the phone refuses it before sending.
    const wrong = linkOf(2, 1).replace(/&c=[A-Z0-9]+/, "&c=AAAAAAAAAA");
    await p3.page.goto("about:blank");
    await p3.page.goto(wrong);
    await p3.page.waitForSelector("#propose");
    const seats = await p3.page.locator("#propose input[id^='pts-']").count();
    for (let i = 1; i <= seats; i++) await p3.page.fill(`#pts-${i}`, "10");
    await p3.page.click("#send");
    await p3.page.waitForFunction(() => /Codice errato/.test(document.querySelector("#sent")?.textContent || ""));
    // …and sent anyway, past the page: the server refuses it (the seat's lock).
    const F = followScript();
    const tens = pts(Array(seats).fill(10));
    const forged = F.proposal(doc.tournament, 1, 2, 1, tens, null, Date.now(), "AAAAAAAAAA");
    const refused = await req("PUT", `${couch.origin}/raduno_proposals/${encodeURIComponent(forged._id)}`, forged);
    assert.equal(refused.status, 403, `a wrong code: ${refused.text}`);
    assert.match(refused.text, /not this seat's code/);
    // A code holder claiming another seat of his table: seat 1's code (the QR on seat 1's line) as seat 3.
    const claim = F.proposal(doc.tournament, 1, 2, 3, tens, null, Date.now(), codeOf(linkOf(2, 1)));
    const claimed = await req("PUT", `${couch.origin}/raduno_proposals/${encodeURIComponent(claim._id)}`, claim);
    assert.equal(claimed.status, 403, `another seat's claim: ${claimed.text}`);
    assert.match(claimed.text, /not this seat's code/);
    // On the page too: seat 1's code in seat 3's address is a wrong code, nothing sent.
    await p3.page.goto("about:blank");
    await p3.page.goto(linkOf(2, 3).replace(/&c=[A-Z0-9]+/, `&c=${codeOf(linkOf(2, 1))}`));
    await p3.page.waitForSelector("#propose");
    for (let i = 1; i <= seats; i++) await p3.page.fill(`#pts-${i}`, "10");
    await p3.page.click("#send");
    await p3.page.waitForFunction(() => /Codice errato/.test(document.querySelector("#sent")?.textContent || ""));
    // Whatever a server lets through (here an admin writing past its check), the director's device
    // checks each proposal with its own codes and sets a forged one aside.
    assert.equal((await req("PUT", `${couch.origin}/raduno_proposals/${encodeURIComponent(forged._id)}`, forged, ADMIN)).status, 201);
    await tab(desk, "Turni");
    await desk.waitForSelector("#proposals-refused", { timeout: 10000 });
    await desk.click("#proposals-refused summary");
    assert.match(await desk.textContent("#proposals-refused"), /codice errato/);

    // A player writing the tournament's database, or the publication, is refused.
    const intrude = await req("PUT", `${couch.db}/intruder`, { t: doc.tournament, event: { type: "undone" } });
    assert.ok([401, 403].includes(intrude.status), `tournament db write: ${intrude.status}`);
    const deface = await req("PUT", `${couch.origin}/raduno_follow/intruder`, { name: "x" });
    assert.ok([401, 403].includes(deface.status), `publication write: ${deface.status}`);

    // Round 2: round 1's code is refused by the server and by the page.
    await scoreAllBut(desk);
    await drawNext(desk, 2);
    await desk.waitForFunction(() => /Pubblicato/.test(document.querySelector("#proposals .hint")?.textContent || ""), null, { timeout: 20000 });
    await new Promise((r) => setTimeout(r, 1500));
    const old = F.proposal(doc.tournament, 1, 3, 1, tens, null, Date.now(), codeOf(links[2]));
    const late = await req("PUT", `${couch.origin}/raduno_proposals/${encodeURIComponent(old._id)}`, old);
    assert.equal(late.status, 403, `another round's code: ${late.text}`);
    await p3.page.goto("about:blank");
    await p3.page.goto(links[2]);
    await p3.page.waitForSelector("#round");
    await p3.page.waitForFunction(() => /Turno 2/.test(document.querySelector("#round")?.textContent || ""));
    assert.match(await p3.page.textContent("main"), /altro turno/);
    for (const p of [p1, p2, p3]) assert.deepEqual(p.b.errors.filter((e) => !/Failed to load resource/.test(e)), [], "no script error on a phone");
  } finally {
    for (const p of phones) await p.b.close();
    await director.close();
    couch.close();
  }
});

/** Scores every table of the round on screen that has no result yet. */
async function scoreAllBut(page) {
  await tab(page, "Turni");
  const cards = page.locator("#tables .table-card");
  const n = await cards.count();
  for (let t = 0; t < n; t++) {
    if (await cards.nth(t).locator(".saved").count()) continue;
    const seats = await cards.nth(t).locator("input[name=points]").count();
    await scoreTable(page, t, [60, 45, 30, 20, 10].slice(0, seats));
  }
}

/** public/ (the follow page's own files, as Trunk copies them beside the app) on a loopback port. */
async function servePublic() {
  const server = http.createServer((req, res) => {
    const name = new URL(req.url, "http://x").pathname.replace(/^\/raduno\//, "");
    const file = path.join(ROOT, "public", path.basename(name));
    if (!fs.existsSync(file)) { res.writeHead(404); return res.end(); }
    res.writeHead(200, { "content-type": file.endsWith(".js") ? "text/javascript" : "text/html; charset=utf-8" });
    fs.createReadStream(file).pipe(res);
  });
  await new Promise((ok) => server.listen(0, "127.0.0.1", ok));
  return { url: `http://127.0.0.1:${server.address().port}/raduno/`, close: () => new Promise((ok) => server.close(ok)) };
}

/** A publication as crates/app/src/publish.rs writes it: round 2 of 12 players at 3 tables, a code per seat
 * (`codes[table][seat]`), a Master's table (points, RisiKo!, outside objective and play order). */
function publication(F, codes, standingsTotal = "0") {
  const first = ["Nicolò", "Anna", "Łukasz", "Marta", "Paolo", "Giulia", "Luca", "Sara", "Enzo", "Rita", "Ugo", "Ida"];
  const last = ["Dell'Acqua", "Bianchi", "Żółkiewski", "Verdi", "Neri", "Taranà", "Gialli", "Rosa", "Blu", "Viola", "Grigi", "Ocra"];
  const players = {};
  for (let i = 0; i < 12; i++) players[i + 1] = { name: `${first[i]} ${last[i]}`, search: [F.fold(first[i]), F.fold(last[i]), ""] };
  const tables = [0, 1, 2].map((t) => ({ number: t + 1, seats: [1, 2, 3, 4].map((s) => t * 4 + s), done: false,
    verifiers: codes[t].map((c, s) => F.verifier(F.key("T", 2, t + 1, s + 1, c))) }));
  const rows = Object.keys(players).map((id, i) => ({ pos: i + 1, player: Number(id), total: i === 0 ? standingsTotal : "0", wins: 0, withdrawn: false }));
  return { _id: "T", tournament: "T", name: "Torneo di prova", at_ms: Date.now(), colours: false, round: { number: 2, phase: "Qualifying", tables, byes: [] },
    minutes: 90, clock: { started_ms: Date.now() - 60000, run_ms: 0 }, shape: { risiko: true, eliminated: false, outside: true, outcome: false },
    players, standings: { upto: 1, rows } };
}

/** The seats' locks of a round as the director's device names them in the proposals' design document. */
function locks(F, round, codes, tournament = "T") {
  const out = {};
  codes.forEach((seats, t) => { out[t + 1] = seats.map((c, s) => F.lock(F.proof(F.key(tournament, round, t + 1, s + 1, c)))); });
  return out;
}

test("La pagina dei giocatori da sola: primo accesso a CPU 6× più lenta, ricerca, classifica in diretta, proposte", { timeout: 120000 }, async () => {
  const F = followScript();
  const pub = await servePublic();
  const couch = await couchServer();
  const b = await browser();
  try {
    const letters = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
    const codes = [0, 1, 2].map((t) => [0, 1, 2, 3].map((s) => Array.from({ length: 10 }, (_, i) => letters[(t * 7 + s * 5 + i * 3) % letters.length]).join("")));
    const doc = publication(F, codes, "90");
    assert.equal((await req("PUT", `${couch.origin}/raduno_follow/T`, doc, CLUB)).status, 201);
    // The proposals' design document as the director's device rewrites it at each round (crates/app/src/replica/designs.rs's
    // function over `raduno server setup`'s): round 2, the seats' locks.
    const design = (await req("GET", `${couch.origin}/raduno_proposals/_design/raduno`, undefined, CLUB)).json;
    assert.match(design.validate_doc_update, /var CURRENT = \{\};/, "raduno server setup made it, naming no round yet");
    // A second tournament on the server, head to head: round 1, one table of two.
    const hcodes = [["HHHHHHHHHH", "JJJJJJJJJJ"]];
    const current = rustDesign("proposals_design", {
      CURRENT_AT: "var CURRENT = ", current: JSON.stringify({ T: [2, locks(F, 2, codes)], H: [1, locks(F, 1, hcodes, "H")] }), points: "100000",
      outcomes: JSON.stringify(["WorldConquest", "RisikoEliminatesOther", "RisikoEliminatesDummy", "Risiko", "Points", "Abandon"]), sha: rustConst("SHA256_JS"),
    });
    assert.equal((await req("PUT", `${couch.origin}/raduno_proposals/_design/raduno`, { _rev: design._rev, validate_doc_update: current }, CLUB)).status, 201);
    const page = await b.context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    const cdp = await b.context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    const link = `${pub.url}follow.html#d=${encodeURIComponent(couch.origin + "/raduno")}&t=T`;
    const t0 = Date.now();
    await page.goto(link);
    await page.waitForSelector("#standings tbody tr");
    const usable = Date.now() - t0;
    const mark = await page.evaluate(() => performance.getEntriesByName("raduno-follow-usable")[0]?.startTime);
    if (process.env.TIMINGS) console.log(await page.evaluate(() => JSON.stringify(performance.getEntries().map((e) => [e.name.slice(-40), Math.round(e.startTime), Math.round(e.duration), e.responseEnd && Math.round(e.responseEnd)]))));
    const files = ["follow.html", "follow.js", "follow-propose.js"];
    const bytes = files.map((f) => fs.readFileSync(path.join(ROOT, "public", f)));
    const gz = bytes.map((x) => (require_zlib().gzipSync(x, { level: 9 }).length));
    console.log(`follow page: usable ${Math.round(mark)} ms after navigation start by the page's clock (${usable} ms seen by the test, browser just started) at 6x CPU slowdown, first visit, empty cache; ` +
      files.map((f, i) => `${f} ${bytes[i].length} B (${gz[i]} B gzip)`).join(", ") + `; a first visit without a seat's code loads ${gz[0] + gz[1]} B gzip`);
    assert.ok(!(await page.evaluate(() => [...document.scripts].some((s) => /follow-propose/.test(s.src)))), "no proposing script without a seat's code");
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    assert.match(await page.textContent("#round"), /Turno 2/);
    assert.match(await page.textContent("#clock"), /\d\d:\d\d/);
    await page.fill("#q", "zolkiewski");
    await page.click("button.hit[data-id='3']");
    assert.match(await page.textContent("#my-table"), /Tavolo 1, posto 3/);
    assert.match(await page.textContent("#my-table"), /Nicolò Dell'Acqua/);
    await shot(page, "phones-follow-alone.png");
    await accessible(page, "follow page, a player found");
    // A standings change reaches the phone within 5 s.
    const changed = publication(F, codes, "150");
    changed._rev = (await req("GET", `${couch.origin}/raduno_follow/T`)).json._rev;
    const t1 = Date.now();
    assert.equal((await req("PUT", `${couch.origin}/raduno_follow/T`, changed, CLUB)).status, 201);
    await page.waitForFunction(() => document.querySelector("#standings tbody tr td:nth-child(3)")?.textContent === "150", null, { timeout: 5000 });
    console.log(`standings change shown ${Date.now() - t1} ms after it was written`);
    // English on one click.
    await page.click("#lang");
    assert.match(await page.textContent("#round"), /Round 2/);
    await page.click("#lang");
    // A player cannot write the publication (raduno server setup's validate_doc_update).
    assert.equal((await req("PUT", `${couch.origin}/raduno_follow/T`, { ...changed, name: "x" })).status, 403);

    // Seat 1's QR on table 2's sheet: the table's result as a Master's table holds it (the RisiKo!
    // flag, points outside objective, play order); the server keeps it, once.
    await page.goto("about:blank");
    await page.goto(`${link}&r=2&k=2&s=1&c=${codes[1][0]}`);
    await page.waitForSelector("#propose");
    assert.match(await page.textContent("#propose-as"), /Paolo Neri \(posto 1\)/);
    for (let i = 1; i <= 4; i++) await page.fill(`#pts-${i}`, String(i === 4 ? 100 : 10 * i));
    await page.check("#risiko-4");
    await page.fill("#fo-2", "7");
    await page.fill("#ord-2", "3");
    await page.click("#send");
    await page.waitForFunction(() => /inviata/.test(document.querySelector("#sent")?.textContent || ""));
    const stored = (await req("GET", `${couch.origin}/raduno_proposals/${encodeURIComponent("T:2:2:1")}`, undefined, CLUB)).json;
    assert.deepEqual(stored.seats, [{ points: 10 }, { points: 20, outside: 7, order: 3 }, { points: 30 }, { points: 100, risiko: true }]);
    assert.ok(!JSON.stringify(stored).includes(codes[1][0]), "the code never leaves the phone");
    assert.equal(stored.mac, F.proposal("T", 2, 2, 1, stored.seats, null, stored.at_ms, codes[1][0]).mac);
    await shot(page, "phones-follow-proposal.png");
    await accessible(page, "follow page, a proposal sent");
    // Sent again, changed: refused.
    await page.fill("#pts-1", "11");
    await page.click("#send");
    await page.waitForFunction(() => /non si può cambiare/.test(document.querySelector("#sent")?.textContent || ""));
    // Seat 1's code claiming seat 2 of its table: refused by the page, and by the server sent by hand.
    await page.goto("about:blank");
    await page.goto(`${link}&r=2&k=2&s=2&c=${codes[1][0]}`);
    await page.waitForSelector("#propose");
    for (let i = 1; i <= 4; i++) await page.fill(`#pts-${i}`, "5");
    await page.click("#send");
    await page.waitForFunction(() => /Codice errato/.test(document.querySelector("#sent")?.textContent || ""));
    const claim = F.proposal("T", 2, 2, 2, pts([5, 5, 5, 5]), null, Date.now(), codes[1][0]);
    const claimed = await req("PUT", `${couch.origin}/raduno_proposals/${encodeURIComponent(claim._id)}`, claim);
    assert.equal(claimed.status, 403, `another seat's claim: ${claimed.text}`);
    assert.match(claimed.text, /not this seat's code/);
    // Seat 2 with its own code: kept.
    const own = F.proposal("T", 2, 2, 2, pts([5, 5, 5, 5]), null, Date.now(), codes[1][1]);
    assert.equal((await req("PUT", `${couch.origin}/raduno_proposals/${encodeURIComponent(own._id)}`, own)).status, 201);
    // A proposal of another shape (fields the proposal has not, a seat missing) is refused.
    const odd = F.proposal("T", 2, 3, 1, [{ points: 5, bonus: 1 }, { points: 5 }, { points: 5 }, { points: 5 }], null, Date.now(), codes[2][0]);
    assert.equal((await req("PUT", `${couch.origin}/raduno_proposals/${encodeURIComponent(odd._id)}`, odd)).status, 403);
    const short = F.proposal("T", 2, 3, 1, pts([5, 5, 5]), null, Date.now(), codes[2][0]);
    assert.equal((await req("PUT", `${couch.origin}/raduno_proposals/${encodeURIComponent(short._id)}`, short)).status, 403);
    // A wrong code: refused on the phone, nothing sent.
    await page.goto("about:blank");
    await page.goto(`${link}&r=2&k=3&s=1&c=AAAAAAAAAA`);
    await page.waitForSelector("#propose");
    for (let i = 1; i <= 4; i++) await page.fill(`#pts-${i}`, "5");
    await page.click("#send");
    await page.waitForFunction(() => /Codice errato/.test(document.querySelector("#sent")?.textContent || ""));
    assert.equal((await req("GET", `${couch.origin}/raduno_proposals/${encodeURIComponent("T:2:3:1")}`, undefined, CLUB)).status, 404);
    // Another round's code: the page says so, and the server refuses it sent by hand.
    await page.goto("about:blank");
    await page.goto(`${link}&r=1&k=3&s=1&c=${codes[2][0]}`);
    await page.waitForFunction(() => /altro turno/.test(document.querySelector("main")?.textContent || ""));
    const old = F.proposal("T", 1, 3, 1, pts([5, 5, 5, 5]), null, Date.now(), codes[2][0]);
    assert.equal((await req("PUT", `${couch.origin}/raduno_proposals/${encodeURIComponent(old._id)}`, old)).status, 403);
    // A head-to-head table: the form asks how the game ended and who won; the proposal carries it.
    const h2h = { ...publication(F, codes), _id: "H", tournament: "H", shape: { risiko: false, eliminated: false, outside: false, outcome: true },
      round: { number: 1, phase: "Qualifying", byes: [], tables: [{ number: 1, seats: [1, 2], done: false, verifiers: hcodes[0].map((c, i) => F.verifier(F.key("H", 1, 1, i + 1, c))) }] } };
    assert.equal((await req("PUT", `${couch.origin}/raduno_follow/H`, h2h, CLUB)).status, 201);
    await page.goto("about:blank");
    await page.goto(`${pub.url}follow.html#d=${encodeURIComponent(couch.origin + "/raduno")}&t=H&r=1&k=1&s=2&c=${hcodes[0][1]}`);
    await page.waitForSelector("#propose #outcome");
    await page.fill("#pts-1", "60");
    await page.fill("#pts-2", "100");
    await page.selectOption("#outcome", "Risiko");
    await page.selectOption("#winner", "1");
    await accessible(page, "follow page, a head-to-head proposal");
    await page.click("#send");
    await page.waitForFunction(() => /inviata/.test(document.querySelector("#sent")?.textContent || ""));
    const h = (await req("GET", `${couch.origin}/raduno_proposals/${encodeURIComponent("H:1:1:2")}`, undefined, CLUB)).json;
    assert.deepEqual([h.seats, h.outcome], [[{ points: 60 }, { points: 100 }], { kind: "Risiko", seat: 1 }]);
    await shot(page, "phones-follow-head-to-head.png");
    // An outcome the rules do not know is refused by the server.
    const bad = F.proposal("H", 1, 1, 1, pts([1, 2]), { kind: "Checkmate", seat: 0 }, Date.now(), hcodes[0][0]);
    assert.equal((await req("PUT", `${couch.origin}/raduno_proposals/${encodeURIComponent(bad._id)}`, bad)).status, 403);
    // A player writing the tournament's database is refused.
    assert.equal((await req("PUT", `${couch.db}/intruder`, { t: "T" })).status, 401);
    // The refused proposal's 403 is logged by the browser; nothing else may be.
    assert.deepEqual(b.errors.filter((e) => !/Failed to load resource/.test(e)), [], "no script error on the phone");
  } finally {
    await b.close();
    couch.close();
    await pub.close();
  }
});

/** axe-core (WCAG 2 A/AA) on the page: no critical or serious violation; and no sideways scroll. */
async function accessible(page, what) {
  const axe = fs.readFileSync(path.join(ROOT, "node_modules/axe-core/axe.min.js"), "utf8");
  if (!(await page.evaluate(() => typeof window.axe !== "undefined"))) await page.evaluate(axe);
  const result = await page.evaluate(async () => {
    const r = await window.axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] }, resultTypes: ["violations"] });
    return r.violations.filter((v) => v.impact === "critical" || v.impact === "serious")
      .map((v) => `${v.id} (${v.impact}, ${v.nodes.length}×): ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ")}`);
  });
  assert.deepEqual(result, [], `${what}: axe-core violations`);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(wide <= 1, `${what}: ${wide}px sideways scroll`);
}

/** A design document's validate function as crates/app/src/replica/designs.rs writes it (format!'s arguments put in,
 * its braces undone). */
function rustDesign(fnName, vars) {
  const src = fs.readFileSync(path.join(ROOT, "crates/app/src/replica/designs.rs"), "utf8");
  const body = src.slice(src.indexOf(`pub fn ${fnName}`));
  const a = body.indexOf('r#"') + 3;
  let f = body.slice(a, body.indexOf('"#', a));
  if (vars) {
    const keep = [];
    f = f.replace(/\{(\w+)\}/g, (m, k) => (k in vars ? `\u0000${keep.push(vars[k]) - 1}\u0000` : m)).replace(/\{\{/g, "{").replace(/\}\}/g, "}");
    f = f.replace(/\u0000(\d+)\u0000/g, (m, i) => keep[Number(i)]);
  }
  return f;
}

/** A `const NAME: &str = r#"…"#;` of crates/app/src/replica/designs.rs. */
function rustConst(name) {
  const src = fs.readFileSync(path.join(ROOT, "crates/app/src/replica/designs.rs"), "utf8");
  const a = src.indexOf(`const ${name}: &str = r#"`) + `const ${name}: &str = r#"`.length;
  return src.slice(a, src.indexOf('"#', a));
}

import { createRequire } from "node:module";
function require_zlib() { return createRequire(import.meta.url)("node:zlib"); }
