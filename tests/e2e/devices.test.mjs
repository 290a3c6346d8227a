// Several devices, one tournament: two browsers (two profiles, as two devices) share a
// tournament by files both ways and through a CouchDB-compatible server (pouchdb-server from npm, on
// 127.0.0.1), enter results of different tables offline, meet in identical standings, and a table entered
// differently on each is shown as a conflict the director decides.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { serve, browser, open, openDemo, download, tab, nameDevice, drawNext, scoreTable, standingsRows, pouchServer, ROOT } from "./harness.mjs";

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });

/** "Invia modifiche" on `page`, "Ricevi modifiche" and "Unisci e salva" on `other`; returns the preview's lines. */
async function sendTo(page, other, button = "#send-changes") {
  await tab(page, "Dispositivi");
  const { file } = await download(page, () => page.click(button));
  await tab(other, "Dispositivi");
  await other.setInputFiles("#receive-changes", file);
  await other.waitForSelector("#receive-preview");
  const lines = await other.$$eval("#receive-preview li", (ls) => ls.map((l) => l.textContent));
  await other.click("#receive-apply");
  await other.waitForSelector("#receive-preview", { state: "detached" });
  return lines;
}

/** Points for a table of `seats` seats: distinct, so one winner; `v` makes another version. */
const points = (seats, v = 0) => [60, 45, 30, 20, 10].slice(0, seats).map((p) => p + v);

async function seatsOf(page, index) {
  return page.locator("#tables .table-card").nth(index).locator("input[name=points]").count();
}

/** A second device: a new profile that receives the whole tournament from the first by file. */
async function secondDevice(first) {
  const b = await browser();
  const page = await b.page();
  await open(page, site.url);
  await tab(first, "Dispositivi");
  const { file } = await download(first, () => first.click("#send-changes"));
  await page.setInputFiles("#receive-tournament", file);
  await page.waitForSelector("#device-name");
  return { b, page };
}

/** The laptop: the demo (40 players, Master) named "Portatile", round 1 drawn. */
async function laptop(a) {
  const lap = await a.page();
  await openDemo(lap, site.url);
  await nameDevice(lap, "Portatile");
  await drawNext(lap, 1);
  return lap;
}

test("Due dispositivi, scambio con file: tavoli diversi, stessa classifica; un tavolo in conflitto si decide", async () => {
  const a = await browser();
  let second;
  try {
    const lap = await laptop(a);
    second = await secondDevice(lap);
    const phone = second.page;
    await nameDevice(phone, "Telefono");
    await tab(phone, "Turni");
    await phone.waitForSelector("#round[data-round='1'] #tables .table-card");
    await tab(lap, "Turni");
    await lap.waitForSelector("#round[data-round='1'] #tables .table-card");
    const tables = await lap.locator("#tables .table-card").count();
    assert.ok(tables >= 8, `${tables} tables`);
    const half = Math.floor(tables / 2);

    // Offline, each on its own: the laptop scores tables 1..half, the phone the rest, and both table 1,
    // differently.
    await tab(lap, "Turni");
    for (let t = 0; t < half; t++) await scoreTable(lap, t, points(await seatsOf(lap, t)));
    for (let t = half; t < tables; t++) await scoreTable(phone, t, points(await seatsOf(phone, t)));
    await scoreTable(phone, 0, points(await seatsOf(phone, 0), 1));

    // Files both ways; the preview says what comes, and who made it.
    const toLap = await sendTo(phone, lap);
    assert.ok(toLap.length >= tables - half + 1, toLap.join("\n"));
    assert.ok(toLap.every((l) => l.startsWith("Telefono — ")), toLap.join("\n"));
    const toPhone = await sendTo(lap, phone);
    assert.ok(toPhone.some((l) => l.startsWith("Portatile — ")), toPhone.join("\n"));

    // Table 1 has two versions: both devices show the conflict, with who made each.
    for (const p of [lap, phone]) {
      await p.waitForSelector("#conflict-banner");
      await tab(p, "Dispositivi");
      const versions = await p.$$eval("#conflicts .conflict[data-round='1'][data-table='1'] .version .who", (ws) => ws.map((w) => w.textContent));
      assert.equal(versions.length, 2, versions.join("\n"));
      assert.ok(versions.some((w) => w.startsWith("Portatile")) && versions.some((w) => w.startsWith("Telefono")), versions.join("\n"));
    }
    // The director keeps the laptop's version on the phone; the pick travels to the laptop.
    const keep = phone.locator("#conflicts .conflict .version").filter({ hasText: "Portatile" }).locator("button.keep");
    await keep.click();
    await phone.waitForSelector("#conflicts", { state: "detached" });
    assert.equal(await phone.locator("#conflict-banner").count(), 0);
    // Only what the laptop lacks: the phone knows what it held from the laptop's last file.
    const onlyNew = await sendTo(phone, lap, "button.send-to");
    assert.equal(onlyNew.length, 1, onlyNew.join("\n"));
    assert.match(onlyNew[0], /^Telefono — Conflitto deciso/);
    await lap.waitForSelector("#conflict-banner", { state: "detached" });

    const lapRows = await standingsRows(lap);
    const phoneRows = await standingsRows(phone);
    assert.equal(lapRows.length, 40);
    assert.deepEqual(phoneRows, lapRows);
    assert.ok(lapRows.every((r) => r.total && r.total !== "–"), JSON.stringify(lapRows.slice(0, 3)));

    // What the screen shows is stored: after a reload the phone shows the same standings.
    await phone.reload();
    await phone.waitForSelector("header.top");
    assert.deepEqual(await standingsRows(phone), lapRows);

    // The log lists the other device's changes with its name.
    await tab(lap, "Registro");
    const log = await lap.$$eval("#log tbody tr td:last-child", (ts) => ts.map((t) => t.textContent));
    assert.ok(log.some((l) => l.startsWith("Telefono — ")), log.slice(0, 5).join("\n"));
    assert.ok(log.some((l) => /Conflitto deciso/.test(l)), log.slice(0, 5).join("\n"));
    assert.deepEqual(a.errors, []);
    assert.deepEqual(second.b.errors, []);
  } finally {
    await a.close();
    if (second) await second.b.close();
  }
});

test("Un file di un altro torneo è rifiutato e non cambia nulla", async () => {
  const a = await browser();
  const c = await browser();
  try {
    const one = await a.page();
    await openDemo(one, site.url);
    const other = await c.page();
    await openDemo(other, site.url);
    await tab(one, "Dispositivi");
    const { file } = await download(one, () => one.click("#send-changes"));
    await tab(other, "Dispositivi");
    await other.setInputFiles("#receive-changes", file);
    const error = await other.textContent("#receive-error");
    assert.match(error, /un altro torneo/);
    assert.equal(await other.locator("#receive-apply").count(), 0);
  } finally {
    await a.close();
    await c.close();
  }
});

/** pouchdb-server (CouchDB's HTTP API, in memory) on a free loopback port, admin party on; `url` is
 * its database `raduno`. */
async function couchServer() {
  const s = await pouchServer();
  return { url: s.db, close: s.close };
}

/** Makes `url` this device's server on Dispositivi (the page reloads: its policy names the new server). */
async function useCouch(page, url) {
  await tab(page, "Dispositivi");
  await page.fill("#server-url", url);
  await Promise.all([page.waitForEvent("load"), page.click("#server-save")]);
  await page.waitForSelector("header.top");
  await tab(page, "Dispositivi");
  await page.waitForFunction(() => /Sincronizzato/.test(document.querySelector("#server-status")?.textContent || ""));
}

async function sameStandings(p, q, timeoutMs = 30000) {
  const until = Date.now() + timeoutMs;
  let last;
  while (Date.now() < until) {
    const [x, y] = [await standingsRows(p), await standingsRows(q)];
    last = [x, y];
    if (JSON.stringify(x) === JSON.stringify(y) && x.every((r) => r.total && r.total !== "–")) return x;
    await new Promise((r) => setTimeout(r, 1000));
  }
  assert.deepEqual(last[1], last[0], "the two devices did not converge");
}

test("Due dispositivi con un server CouchDB: uno resta senza rete per un turno, poi entrambi convergono", async () => {
  const couch = await couchServer();
  const a = await browser();
  let second;
  try {
    const lap = await laptop(a);
    await useCouch(lap, couch.url);
    // The phone takes its copy from the server (no file): the home page lists the server's tournaments.
    const b2 = await browser();
    second = { b: b2, page: await b2.page() };
    const phone = second.page;
    await open(phone, site.url);
    await phone.fill("#server-home-url", couch.url);
    await Promise.all([phone.waitForEvent("load"), phone.click("#server-connect")]);
    await phone.click("#server-list");
    await phone.click("#server-tournaments button.server-tournament >> text=/Torneo dimostrativo/");
    await phone.waitForSelector("#device-name");
    // One server for the device: the tournament taken from it replicates with it by itself.
    assert.equal(await phone.inputValue("#server-url"), couch.url);
    await nameDevice(phone, "Telefono");
    await phone.waitForFunction(() => /Sincronizzato/.test(document.querySelector("#server-status")?.textContent || ""));

    // The phone goes offline for the round; the laptop scores its half, live.
    await second.b.context.setOffline(true);
    await tab(lap, "Turni");
    await tab(phone, "Turni");
    await phone.waitForSelector("#round[data-round='1'] #tables .table-card");
    const tables = await lap.locator("#tables .table-card").count();
    const half = Math.floor(tables / 2);
    for (let t = 0; t < half; t++) await scoreTable(lap, t, points(await seatsOf(lap, t)));
    for (let t = half; t < tables; t++) await scoreTable(phone, t, points(await seatsOf(phone, t)));
    await phone.waitForFunction(() => /non raggiungibile/.test(document.querySelector("#live-sync")?.textContent || ""));
    // What waits to be sent is said.
    await phone.waitForFunction(() => /modifiche? da inviare/.test(document.querySelector("#live-sync")?.textContent || ""));

    // Back online: both catch up by themselves.
    await second.b.context.setOffline(false);
    const rows = await sameStandings(lap, phone);
    assert.equal(rows.length, 40);
    // The server holds every change as its own document; nothing waits any more.
    await phone.waitForFunction(() => !/da inviare/.test(document.querySelector("#live-sync")?.textContent || ""));
    const changes = await (await fetch(`${couch.url}/_changes`)).json();
    assert.ok(changes.results.length >= tables + 40, `${changes.results.length} documents`);
    // The first round trip finds no database (404) and creates it; the phone offline cannot fetch.
    const unexpected = (errors) => errors.filter((e) => !/status of 404|Failed to fetch|ERR_INTERNET_DISCONNECTED/.test(e));
    assert.deepEqual(unexpected(a.errors), []);
    assert.deepEqual(unexpected(second.b.errors), []);
  } finally {
    await a.close();
    if (second) await second.b.close();
    couch.close();
  }
});
