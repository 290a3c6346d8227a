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

/** Fills table `t`'s scores with `points(seat)` and saves it. */
async function saveTable(page, t, points) {
  const card = `#tables .table-card[data-table='${t}']`;
  const inputs = page.locator(`${card} input[name=points]`);
  for (let s = 0; s < (await inputs.count()); s++) await inputs.nth(s).fill(String(points(s)));
  await page.click(`${card} .save-table`);
  await page.waitForSelector(`${card} .saved`);
}

const pointsOf = (page, t) => page.$$eval(`#tables .table-card[data-table='${t}'] input[name=points]`, (is) => is.map((i) => i.value));
const tailOf = (page, id) => page.evaluate((id) => localStorage.getItem("raduno.j." + id), id);

test("two tabs saving: each sees the other's save (the storage event), the tail holds both in order, a reload shows both", async () => {
  const b = await browser();
  try {
    const one = await b.page();
    await openDemo(one, site.url);
    const hash = await one.evaluate(() => location.hash);
    const id = hash.split("/")[2];
    await one.click("nav.tabs >> text=Turni");
    await one.click("#next-round");
    await one.click("#draw");
    await one.waitForSelector("#tables .table-card");
    const two = await b.page();
    await open(two, site.url + hash.replace(/\/[a-z]+$/, "/turni"));
    await two.waitForSelector("#tables .table-card");

    // Tab one saves table 1: tab two shows it without a reload.
    await saveTable(one, 1, (s) => 50 - 10 * s);
    await two.waitForFunction(() => document.querySelector("#tables .table-card[data-table='1'] input[name=points]")?.value === "50");
    // Tab two saves table 2, on top of tab one's save; tab one shows it.
    await saveTable(two, 2, (s) => 40 - 5 * s);
    await one.waitForFunction(() => document.querySelector("#tables .table-card[data-table='2'] input[name=points]")?.value === "40");
    // Tab one saves table 3 at once after.
    await saveTable(one, 3, (s) => 30 - 5 * s);
    const lines = (await tailOf(one, id)).split("\n").filter((l) => l);
    const revs = lines.slice(1).map((l) => Number(l.split("\t")[0]));
    assert.ok(revs.length >= 4, `a line a save: ${revs}`);
    for (let i = 1; i < revs.length; i++) assert.equal(revs[i], revs[i - 1] + 1, `revisions follow each other: ${revs}`);
    for (const page of [one, two]) {
      await page.reload();
      await page.waitForSelector("#tables .table-card");
      assert.equal((await pointsOf(page, 1))[0], "50");
      assert.equal((await pointsOf(page, 2))[0], "40");
      assert.equal((await pointsOf(page, 3))[0], "30");
    }
  } finally { await b.close(); }
});

test("a damaged tail line: refused with its line, the saves before it load, the text kept and set aside by the next save", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    page.on("dialog", (d) => d.accept());
    await openDemo(page, site.url);
    const hash = await page.evaluate(() => location.hash);
    const id = hash.split("/")[2];
    await page.click("nav.tabs >> text=Turni");
    await page.click("#next-round");
    await page.click("#draw");
    await page.waitForSelector("#tables .table-card");
    for (const t of [1, 2, 3]) await saveTable(page, t, (s) => 60 - 10 * s - t);
    const tail = await tailOf(page, id);
    const lines = tail.split("\n");
    // The line of table 2's save (the last but one) cut short in its JSON.
    const n = lines.filter((l) => l).length - 1;
    const damaged = lines.map((l, i) => (i === n - 1 ? l.slice(0, l.length - 30) : l)).join("\n");
    await page.evaluate(([id, text]) => localStorage.setItem("raduno.j." + id, text), [id, damaged]);
    await page.reload();
    await page.waitForSelector("#tables .table-card");
    const notice = await page.textContent(".notice.error");
    assert.match(notice, new RegExp(`danneggiate alla riga ${n} \\(il testo non si legge alla colonna \\d+\\)`));
    assert.match(notice, /2 salvataggi non sono letti/);
    // Table 1 as saved; tables 2 and 3 as before their saves.
    assert.equal((await pointsOf(page, 1))[0], "59");
    assert.notEqual((await pointsOf(page, 2))[0], "58");
    assert.notEqual((await pointsOf(page, 3))[0], "57");
    // The home page names the damaged tail and offers it.
    await open(page, site.url);
    await page.waitForSelector("#damaged li");
    assert.match(await page.textContent("#damaged"), new RegExp(`raduno\\.j\\.${id}.*riga ${n}`));
    const got = await download(page, () => page.click("#damaged li button"));
    assert.equal(fs.readFileSync(got.file, "utf8"), damaged, "the download is the damaged text itself");
    // The next save sets the damaged tail aside, unchanged, and writes the entry whole.
    await open(page, site.url + hash.replace(/\/[a-z]+$/, "/turni"));
    await page.waitForSelector("#tables .table-card");
    await saveTable(page, 2, (s) => 33 - s);
    const after = await page.evaluate((id) => [localStorage.getItem("raduno.jd." + id), localStorage.getItem("raduno.j." + id)], id);
    assert.equal(after[0], damaged, "set aside as it was");
    assert.match(after[1], /^RJ1:\d+\n$/, "a new tail after the entry written whole");
    await page.reload();
    await page.waitForSelector("#tables .table-card");
    assert.equal((await pointsOf(page, 1))[0], "59");
    assert.equal((await pointsOf(page, 2))[0], "33");
    assert.equal(await page.locator(".notice.error").count(), 0, "the tournament reads whole again");
    await open(page, site.url);
    await page.waitForSelector("#damaged li");
    assert.match(await page.textContent("#damaged"), new RegExp(`raduno\\.jd\\.${id}.*messe da parte`));
  } finally { await b.close(); }
});

test("tournaments stored before the tail (a JSON entry, a compact entry alone) load as they were, and their next saves append", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await openDemo(page, site.url);
    await page.click("nav.tabs >> text=Turni");
    await page.click("#next-round");
    await page.click("#draw");
    await page.waitForSelector("#tables .table-card");
    await saveTable(page, 1, (s) => 70 - s);
    const backup = await download(page, () => page.click(".t-actions >> text=Backup"));
    const text = fs.readFileSync(backup.file, "utf8");
    // What Raduno kept before the compact entry: the document as JSON, under its key, and nothing else.
    const old = "0de0de0de0de";
    await page.evaluate(([old, text]) => {
      const doc = JSON.parse(text);
      doc.id = old;
      localStorage.setItem("raduno.t." + old, JSON.stringify(doc));
    }, [old, text]);
    await open(page, site.url + "#/t/" + old + "/turni");
    await page.waitForSelector("#tables .table-card");
    assert.equal((await pointsOf(page, 1))[0], "70", "the JSON entry loads as it was saved");
    // Its first save writes it whole (compact, a new tail); the next appends a line.
    await saveTable(page, 2, (s) => 66 - s);
    const entry = await page.evaluate((old) => localStorage.getItem("raduno.t." + old), old);
    assert.match(entry, /^"RZ1:\d+:/);
    assert.match(await tailOf(page, old), /^RJ1:\d+\n$/);
    await saveTable(page, 3, (s) => 62 - s);
    assert.equal((await tailOf(page, old)).split("\n").filter((l) => l).length, 2, "the next save is a line");
    // A compact entry alone, as Raduno kept it before the tail: written whole, the tail taken away.
    await saveTable(page, 4, (s) => 58 - s);
    // (Its IndexedDB copy goes too: it would put the tail back, as after a killed browser.)
    await page.evaluate((old) => {
      localStorage.removeItem("raduno.j." + old);
      indexedDB.deleteDatabase("raduno");
    }, old);
    await page.reload();
    await page.waitForSelector("#tables .table-card");
    // The compact entry holds the saves up to table 2; the lines after it went with the tail.
    assert.equal((await pointsOf(page, 1))[0], "70");
    assert.equal((await pointsOf(page, 2))[0], "66");
    await saveTable(page, 3, (s) => 50 - s);
    await saveTable(page, 4, (s) => 48 - s);
    assert.equal((await tailOf(page, old)).split("\n").filter((l) => l).length, 2, "written whole, then a line");
    await page.reload();
    await page.waitForSelector("#tables .table-card");
    assert.deepEqual([(await pointsOf(page, 1))[0], (await pointsOf(page, 2))[0], (await pointsOf(page, 3))[0], (await pointsOf(page, 4))[0]], ["70", "66", "50", "48"]);
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
    // The revision with the tail's lines (crates/app/src/persist/tail.rs: "RJ1:<entry's rev>", then "<rev>\t…" a save).
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
