// Foundation, end to end in real headless Chromium: the demo, players that survive a reload, undo,
// backup and restore into a fresh profile, a corrupt entry kept aside, a full storage, two tabs, English,
// offline loading, and no request outside the app.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serve, browser, open, openDemo, download, foreign } from "./harness.mjs";

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });

async function addPlayer(page, id, first, last, club = "") {
  await page.fill("#player-form input[name=id]", String(id));
  await page.fill("#player-form input[name=first]", first);
  await page.fill("#player-form input[name=last]", last);
  await page.fill("#player-form input[name=club]", club);
  await page.press("#player-form input[name=club]", "Enter");
}

const rowCount = (page) => page.locator("#players tbody tr").count();

test("the demo opens with 40 players and the counts", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await openDemo(page, site.url);
    assert.equal(await rowCount(page), 40);
    assert.match(await page.textContent("#counts"), /40 iscritti · 40 partecipanti/);
    assert.deepEqual(foreign(b.requests, site.origin), []);
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});

test("players typed with the keyboard survive a reload; a duplicate ID is refused inline; undo and redo", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await openDemo(page, site.url);
    await addPlayer(page, 41, "Gianluca", "Verdè", "Dadi Rossi");
    await page.waitForSelector("#players tr[data-id='41']");
    // Enter saved and the form is ready for the next player, with the next free ID and the focus on Nome.
    assert.equal(await page.inputValue("#player-form input[name=id]"), "42");
    assert.equal(await page.evaluate(() => document.activeElement.name), "first");
    await addPlayer(page, 3, "Doppio", "Identico");
    assert.match(await page.textContent("#player-error"), /L'ID 3 è già usato/);
    assert.equal(await rowCount(page), 41);
    await page.reload();
    await page.waitForSelector("#players tr[data-id='41']");
    assert.equal(await rowCount(page), 41);
    assert.match(await page.textContent("#players tr[data-id='41']"), /Verdè/);
    // Participation toggle, then undo it and the registration, then redo.
    await page.click("#players tr[data-id='41'] input.participating");
    await page.waitForFunction(() => /41 iscritti · 40 partecipanti/.test(document.querySelector("#counts").textContent));
    await page.click("text=↶ Annulla");
    await page.waitForFunction(() => /41 iscritti · 41 partecipanti/.test(document.querySelector("#counts").textContent));
    await page.click("text=↶ Annulla");
    await page.waitForFunction(() => document.querySelectorAll("#players tbody tr").length === 40);
    await page.click("text=↷ Ripeti");
    await page.waitForSelector("#players tr[data-id='41']");
    // The message of the redo is kept as words: switching language says it again in English.
    assert.match(await page.textContent(".notice.info"), /^Ripetuto: Iscritto Gianluca Verdè \(ID 41\)/);
    await page.click("header .lang >> text=EN");
    await page.waitForFunction(() => /^Redone: Registered Gianluca Verdè \(ID 41\)/.test(document.querySelector(".notice.info")?.textContent || ""));
    await page.click("header .lang >> text=IT");
    await page.waitForFunction(() => /^Ripetuto: Iscritto/.test(document.querySelector(".notice.info")?.textContent || ""));
    await page.reload();
    await page.waitForSelector("#players tr[data-id='41']");
    await page.click("nav.tabs >> text=Registro");
    assert.match(await page.textContent("#log"), /Iscritto Gianluca Verdè \(ID 41\)/);
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});

test("a backup restores into a fresh browser profile; a bad backup is refused and changes nothing", async () => {
  const first = await browser();
  let backup;
  try {
    const page = await first.page();
    await openDemo(page, site.url);
    await addPlayer(page, 41, "Bianca", "Ferrè");
    await page.waitForSelector("#players tr[data-id='41']");
    backup = await download(page, () => page.click(".t-actions >> text=Backup"));
    assert.equal(backup.name, "Torneo dimostrativo.raduno.json");
  } finally { await first.close(); }

  const second = await browser();
  try {
    const page = await second.page();
    await open(page, second.page && site.url);
    const bad = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "raduno-bad-")), "rotto.raduno.json");
    fs.writeFileSync(bad, fs.readFileSync(backup.file, "utf8").slice(0, 500));
    await page.setInputFiles("#restore", bad);
    await page.waitForSelector(".notice.error");
    assert.match(await page.textContent(".notice.error"), /«rotto.raduno.json».*non è un torneo Raduno leggibile.*Nessuna modifica/);
    assert.equal(await page.locator("#tournaments").count(), 0);

    await page.setInputFiles("#restore", backup.file);
    await page.waitForSelector("#players tr[data-id='41']");
    assert.equal(await rowCount(page), 41);
  } finally { await second.close(); }
});

test("a corrupt or newer storage entry is reported and kept as it is", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await openDemo(page, site.url);
    await page.evaluate(() => {
      localStorage.setItem("raduno.t.rotto", '{"schema":1,"id":"rotto","rev":3,"journal":{"entries":[');
      localStorage.setItem("raduno.t.futuro", '{"schema":99,"id":"futuro","rev":1}');
    });
    await open(page, site.url);
    await page.waitForSelector("#damaged");
    const text = await page.textContent("#damaged");
    assert.match(text, /raduno\.t\.rotto.*non è un torneo Raduno leggibile/);
    assert.match(text, /raduno\.t\.futuro.*versione più recente/);
    // Working on other tournaments never touches them.
    await page.click("#demo");
    await page.waitForSelector("#players tbody tr");
    await addPlayer(page, 41, "Altro", "Giocatore");
    await page.waitForSelector("#players tr[data-id='41']");
    const kept = await page.evaluate(() => [localStorage.getItem("raduno.t.rotto"), localStorage.getItem("raduno.t.futuro")]);
    assert.deepEqual(kept, ['{"schema":1,"id":"rotto","rev":3,"journal":{"entries":[', '{"schema":99,"id":"futuro","rev":1}']);
  } finally { await b.close(); }
});

test("a full storage says so and offers a backup; nothing is lost in the page", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await openDemo(page, site.url);
    await page.evaluate(() => {
      Storage.prototype.setItem = function () { throw new DOMException("full", "QuotaExceededError"); };
    });
    await addPlayer(page, 41, "Troppo", "Pieno");
    await page.waitForSelector(".notice.error");
    assert.match(await page.textContent(".notice.error"), /Memoria del browser piena/);
    const backup = await download(page, () => page.click(".notice.error >> text=Scarica backup"));
    const saved = JSON.parse(fs.readFileSync(backup.file, "utf8"));
    const added = saved.journal.entries.filter((e) => e.event.type === "player_added").map((e) => e.event.player.id);
    assert.ok(added.includes(41), "the backup holds the change the storage refused");
  } finally { await b.close(); }
});

test("two tabs on one tournament do not overwrite each other", async () => {
  const b = await browser();
  try {
    const a = await b.page();
    await openDemo(a, site.url);
    const hash = await a.evaluate(() => location.hash);
    const other = await b.context.newPage();
    await open(other, site.url + hash);
    await other.waitForSelector("#players tbody tr");
    await addPlayer(a, 41, "Scheda", "Uno");
    await a.waitForSelector("#players tr[data-id='41']");
    await addPlayer(other, 42, "Scheda", "Due");
    await other.waitForSelector("#players tr[data-id='42']");
    assert.equal(await other.locator("#players tr[data-id='41']").count(), 1, "tab B picked up tab A's player");
    await a.reload();
    await a.waitForSelector("#players tr[data-id='42']");
    assert.equal(await rowCount(a), 42);
  } finally { await b.close(); }
});

test("English is one click away and remembered", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await open(page, site.url);
    assert.equal(await page.getAttribute("html", "lang"), "it");
    await page.click("header .lang >> text=EN");
    await page.waitForSelector("text=Open the demo tournament");
    await page.reload();
    await page.waitForSelector("text=Open the demo tournament");
    assert.equal(await page.getAttribute("html", "lang"), "en");
    await page.click("header >> text=Help");
    await page.waitForSelector("#help >> text=How to use Raduno");
    await page.click("header >> text=About");
    assert.match(await page.textContent("#version"), /^\d+\.\d+\.\d+$/);
  } finally { await b.close(); }
});

test("after the first visit the app loads with no network at all", async () => {
  const local = await serve();
  const b = await browser();
  try {
    const page = await b.page();
    await open(page, local.url);
    await page.click("#demo");
    await page.waitForSelector("#players tbody tr");
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null || new Promise((r) => setTimeout(() => r(false), 100)), null, { timeout: 10000 }).catch(() => {});
    await local.close();
    const start = Date.now();
    await page.reload();
    await page.waitForSelector("#players tbody tr", { timeout: 10000 });
    // A figure, not a timed assertion: how long the app took to be usable from the offline cache.
    console.log(`offline reload to an interactive players page: ${Date.now() - start} ms`);
    assert.equal(await rowCount(page), 40);
    // Every page is in the one app, from the cache too: the circuits, and Back returns to the tournament.
    const tournament = page.url();
    assert.equal(await page.getAttribute("#nav-circuits", "href"), "#/circuiti");
    await page.click("#nav-circuits");
    await page.waitForURL(/\/#\/circuiti$/);
    await page.waitForSelector("#circuit-new-name", { timeout: 10000 });
    await page.goBack();
    await page.waitForURL(tournament);
    await page.waitForSelector("#players tbody tr", { timeout: 10000 });
    assert.equal(await rowCount(page), 40);
    assert.deepEqual(foreign(b.requests, local.origin), []);
  } finally { await b.close(); }
});

test("the projector's address opens it in the same app, and the app's other pages stay a click away", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await openDemo(page, site.url);
    const id = (await page.evaluate(() => location.hash)).split("/")[2];
    await page.click("nav.tabs >> text=Classifica");
    assert.equal(await page.getAttribute("#standings-projector", "href"), `#/t/${id}/proiettore/classifica`);
    await page.goto(`${site.url}#/t/${id}/proiettore/classifica`);
    await page.waitForSelector(".projector", { timeout: 10000 });
    // No score yet: the room reads what the standings page says, not an empty table.
    assert.equal(await page.textContent("#p-standings-empty:not([hidden])"), "La classifica appare dopo i primi punteggi.");
    assert.equal(await page.locator(".p-standings table:not([hidden])").count(), 0);
    await page.goto(`${site.url}#/t/${id}/giocatori`);
    await page.waitForSelector("#players tbody tr");
    assert.equal(await rowCount(page), 40);
    assert.equal(await page.getAttribute("#nav-circuits", "href"), "#/circuiti");
  } finally { await b.close(); }
});