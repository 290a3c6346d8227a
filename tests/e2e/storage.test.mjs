// Storage, end to end in real headless Chromium: a really full local storage (a big dummy key), a change
// that cannot be saved is not shown as done (a player, a draw), the reload shows exactly what the screen
// showed; the stored tournaments with their sizes, deleted from the banner to make room; and a browser
// process killed (SIGKILL) 300 ms and 1000 ms after a draw, restarted on the same profile.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { chromium } from "playwright-core";
import { serve, browser, open, openDemo, download } from "./harness.mjs";

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });

async function addPlayer(page, id, first, last) {
  await page.fill("#player-form input[name=id]", String(id));
  await page.fill("#player-form input[name=first]", first);
  await page.fill("#player-form input[name=last]", last);
  await page.press("#player-form input[name=last]", "Enter");
}

const rowCount = (page) => page.locator("#players tbody tr").count();

/** Fills local storage with dummy keys until not even one more character fits; returns the units added. */
async function fillStorage(page) {
  return page.evaluate(() => {
    let total = 0;
    for (let k = 0; ; k++) {
      let lo = 0, hi = 1 << 24;
      while (lo < hi) {
        const mid = Math.ceil((lo + hi) / 2);
        try { localStorage.setItem("dummy." + k, "x".repeat(mid)); localStorage.removeItem("dummy." + k); lo = mid; } catch { hi = mid - 1; }
      }
      if (lo === 0) return total;
      localStorage.setItem("dummy." + k, "x".repeat(lo));
      total += lo;
    }
  });
}

test("a full storage: the change is not applied, the banner says so, the reload shows what the screen showed", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    page.on("dialog", (d) => d.accept());
    // A second tournament to delete later, then the demo.
    await openDemo(page, site.url);
    await openDemo(page, site.url);
    const hash = await page.evaluate(() => location.hash);
    const filled = await fillStorage(page);
    assert.ok(filled > 1000, `filled ${filled}`);

    // A player: refused by the storage, not on screen, named in the banner.
    await addPlayer(page, 41, "Troppo", "Pieno");
    await page.waitForSelector("#not-saved");
    const text = await page.textContent("#not-saved .notice-text");
    assert.match(text, /Modifica non salvata: «.*41.*».*Memoria del browser piena.*NON è stata salvata/);
    assert.equal(await rowCount(page), 40, "the screen shows what is stored");
    assert.equal(await page.locator("#players tr[data-id='41']").count(), 0);
    // The backup holds the change.
    const backup = await download(page, () => page.click("#not-saved-backup"));
    const saved = JSON.parse(fs.readFileSync(backup.file, "utf8"));
    assert.ok(saved.journal.entries.some((e) => e.event.type === "player_added" && e.event.player.id === 41));

    // A draw: not shown as drawn.
    await page.click("nav.tabs >> text=Turni");
    await page.click("#next-round");
    await page.click("#draw");
    await page.waitForSelector("#not-saved");
    assert.match(await page.textContent("#not-saved .notice-text"), /Modifica non salvata: «.*1.*»/);
    assert.equal(await page.locator("#tables .table-card").count(), 0, "no round on screen");

    // Reload: exactly what the screen showed.
    await page.reload();
    await page.waitForSelector("header.top");
    await page.click("nav.tabs >> text=Giocatori");
    await page.waitForSelector("#players tbody tr");
    assert.equal(await rowCount(page), 40);
    await page.click("nav.tabs >> text=Turni");
    assert.equal(await page.locator("#tables .table-card").count(), 0);

    // The banner lists the stored tournaments with their sizes; deleting one makes room, and
    // "Riprova" saves the change.
    await page.click("nav.tabs >> text=Giocatori");
    await addPlayer(page, 41, "Troppo", "Pieno");
    await page.waitForSelector("#stored-list tbody tr");
    const rows = await page.$$eval("#stored-list tbody tr", (trs) => trs.map((tr) => [tr.dataset.id, tr.querySelector(".size").textContent]));
    assert.equal(rows.length, 2);
    for (const [, size] of rows) assert.match(size, /^\d+,\d KB$/);
    assert.match(await page.textContent("#stored-list"), /Tornei salvati in questo browser: occupano/);
    const current = hash.split("/")[2];
    const other = rows.find(([id]) => id !== current)[0];
    await page.click(`#stored-list tr[data-id='${other}'] button`);
    await page.waitForSelector(`#stored-list tr[data-id='${other}']`, { state: "detached" });
    await page.click("#not-saved-retry");
    await page.waitForSelector("#players tr[data-id='41']");
    await page.waitForSelector("#not-saved", { state: "detached" });
    await page.reload();
    await page.waitForSelector("#players tr[data-id='41']");
    assert.equal(await rowCount(page), 41);
    const left = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("raduno.t.")));
    assert.deepEqual(left, ["raduno.t." + current]);
    // The entry is compact.
    const entry = await page.evaluate((k) => localStorage.getItem(k), "raduno.t." + current);
    assert.match(entry, /^"RZ1:\d+:\d+:/);
  } finally { await b.close(); }
});

test("a save appends the new entries to the tail: the entry stays as it was, a reload shows every save", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await openDemo(page, site.url);
    const id = (await page.evaluate(() => location.hash)).split("/")[2];
    const stored = () => page.evaluate((id) => [localStorage.getItem("raduno.t." + id), localStorage.getItem("raduno.j." + id)], id);
    await page.click("nav.tabs >> text=Turni");
    await page.click("#next-round");
    await page.click("#draw");
    await page.waitForSelector("#tables .table-card");
    const [entry, tail] = await stored();
    for (const t of [1, 2, 3]) {
      const card = `#tables .table-card[data-table='${t}']`;
      const inputs = page.locator(`${card} input[name=points]`);
      for (let s = 0; s < (await inputs.count()); s++) await inputs.nth(s).fill(String(60 - 10 * s - t));
      await page.click(`${card} .save-table`);
      await page.waitForSelector(`${card} .saved`);
    }
    const [entryAfter, tailAfter] = await stored();
    assert.equal(entryAfter, entry, "the compact entry is not written again by a save");
    const lines = tailAfter.split("\n").filter((l) => l);
    assert.ok(tailAfter.startsWith(tail), "the tail grows by appending");
    assert.equal(lines.length - tail.split("\n").filter((l) => l).length, 3, "one line a save");
    assert.ok(lines.slice(-3).every((l) => l.length < 2000), "a line holds the table saved, not the tournament");
    // The revision the tail ends at is the one the screen shows as saved: a reload shows the three tables.
    await page.reload();
    await page.waitForSelector("#tables .table-card");
    for (const t of [1, 2, 3]) assert.equal(await page.inputValue(`#tables .table-card[data-table='${t}'] input[name=points]`), String(60 - t));
  } finally { await b.close(); }
});

test("the home page lists every tournament with its size", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await openDemo(page, site.url);
    await open(page, site.url);
    await page.waitForSelector("#tournaments tbody tr");
    assert.match(await page.textContent("#tournaments tbody tr .size"), /^\d+,\d KB$/);
  } finally { await b.close(); }
});

/** The main browser process of a profile (the one without --type=). */
function browserPid(profile) {
  const ps = execFileSync("ps", ["-eo", "pid=,args="], { encoding: "utf8" });
  const line = ps.split("\n").find((l) => l.includes(`--user-data-dir=${profile}`) && !l.includes("--type="));
  return line ? Number(line.trim().split(/\s+/)[0]) : null;
}

const ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage"];
const launch = (profile) => chromium.launchPersistentContext(profile, { executablePath: process.env.CHROMIUM || "/usr/bin/chromium", headless: true, args: ARGS });

/** What local storage and IndexedDB hold for a tournament, read by a blank page of the app's origin. */
async function probe(context, id) {
  const page = await context.newPage();
  await page.route("**/probe.html", (r) => r.fulfill({ contentType: "text/html", body: "<!doctype html><title>probe</title>" }));
  await page.goto(site.url + "probe.html");
  const got = await page.evaluate(async (id) => {
    const rev = (t) => { if (!t) return null; const s = t.startsWith('"') ? JSON.parse(t) : t; const m = /^RZ1:(\d+):/.exec(s); return m ? Number(m[1]) : JSON.parse(s).rev; };
    // The revision with the tail's lines (src/persist.rs: "RJ1:<entry's rev>", then "<rev>\t…" a save).
    const withTail = (entry, tail) => {
      const base = rev(entry);
      if (base === null || !tail) return base;
      const lines = tail.split("\n").filter((l) => l);
      if (lines[0] !== "RJ1:" + base) return base;
      return lines.length > 1 ? Number(lines[lines.length - 1].split("\t")[0]) : base;
    };
    const ls = withTail(localStorage.getItem("raduno.t." + id), localStorage.getItem("raduno.j." + id));
    const idb = await new Promise((ok) => {
      const open = indexedDB.open("raduno");
      open.onerror = () => ok(null);
      open.onupgradeneeded = () => open.result.createObjectStore("t");
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains("t")) { db.close(); return ok(null); }
        const store = db.transaction("t").objectStore("t");
        const r = store.get(id);
        const t = store.get(id + "#tail");
        t.onsuccess = () => { db.close(); ok(r.result ? withTail(r.result, t.result) : null); };
        t.onerror = () => { db.close(); ok(null); };
      };
    });
    return { ls, idb };
  }, id);
  await page.close();
  return got;
}

for (const wait of [300, 1000]) {
  test(`a draw survives the browser process killed ${wait} ms later`, async () => {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), "raduno-kill-"));
    try {
      let context = await launch(profile);
      const page = context.pages()[0] || await context.newPage();
      await openDemo(page, site.url);
      const hash = await page.evaluate(() => location.hash);
      const id = hash.split("/")[2];
      // Let the demo's creation reach the disk, so only the draw is at stake.
      await page.waitForTimeout(8000);
      await page.click("nav.tabs >> text=Turni");
      await page.click("#next-round");
      await page.click("#draw");
      await page.waitForSelector("#tables .table-card");
      const shown = await page.$$eval("#tables .table-card", (cs) => cs.length);
      // The draw is a save: the line appended to the tail says its revision.
      const rev = await page.evaluate((id) => {
        const tail = (localStorage.getItem("raduno.j." + id) || "").split("\n").filter((l) => l);
        return tail.length > 1 ? tail[tail.length - 1].split("\t")[0] : JSON.parse(localStorage.getItem("raduno.t." + id)).split(":")[1];
      }, id);
      await page.waitForTimeout(wait);
      const pid = browserPid(profile);
      assert.ok(pid, "the browser process is found");
      process.kill(pid, "SIGKILL");
      await Promise.race([context.close().catch(() => {}), new Promise((ok) => setTimeout(ok, 3000))]);

      context = await launch(profile);
      try {
        // What each store kept, before the app runs.
        const kept = await probe(context, id);
        console.log(`killed ${wait} ms after the draw (rev ${rev}): local storage has rev ${kept.ls}, IndexedDB rev ${kept.idb}`);
        const again = context.pages()[0] || await context.newPage();
        await open(again, site.url + hash.replace(/\/[a-z]+$/, "/turni"));
        await again.waitForSelector("#tables .table-card");
        assert.equal(await again.$$eval("#tables .table-card", (cs) => cs.length), shown, "the round drawn before the kill is there");
      } finally { await context.close(); }
    } finally { fs.rmSync(profile, { recursive: true, force: true }); }
  });
}
