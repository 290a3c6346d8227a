// Entries from elsewhere are checked before they count (journal side): a changes file that
// carries an undo of the creation by an unknown device, a decision dropping the round's draw, a clock at
// the end of time, a rewritten result, an entry under the receiver's own id and an unreadable entry is
// received by two devices (two browser profiles): both keep their tournament exactly (standings text
// identical), list each forged entry on Dispositivi with its reason, keep the list after a reload, and a
// new honest result still crosses.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serve, browser, open, openDemo, download, tab, nameDevice, drawNext, scoreTable, standingsRows } from "./harness.mjs";

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });

const points = (seats, v = 0) => [60, 45, 30, 20, 10].slice(0, seats).map((p) => p + v);

async function seatsOf(page, index) {
  return page.locator("#tables .table-card").nth(index).locator("input[name=points]").count();
}

/** "Ricevi modifiche" of `file` on `page`, then "Unisci e salva". */
async function receive(page, file) {
  await tab(page, "Dispositivi");
  await page.setInputFiles("#receive-changes", file);
  await page.waitForSelector("#receive-preview");
  const lines = await page.$$eval("#receive-preview li", (ls) => ls.map((l) => l.textContent));
  await page.click("#receive-apply");
  await page.waitForSelector("#receive-preview", { state: "detached" });
  return lines;
}

async function standingsText(page) {
  await page.click("nav.tabs >> text=Classifica");
  await page.waitForSelector("#standings tbody tr");
  return page.textContent("#standings");
}

async function quarantined(page) {
  await tab(page, "Dispositivi");
  return page.$$eval("#quarantine tr.quarantined", (trs) => trs.map((tr) => ({
    reason: tr.dataset.reason,
    source: tr.querySelector(".source").textContent,
    device: tr.querySelector(".device").textContent,
    what: tr.querySelector(".what").textContent,
    why: tr.querySelector(".reason").textContent,
  })));
}

/** The laptop's changes file with forged entries added, as text: a draw's 64-bit seed and a clock of
 * 2^63-1 are no JS numbers, so the file's own entries are never parsed and written again by JavaScript. */
function forgedFile(changesPath, { ownId }) {
  const original = fs.readFileSync(changesPath, "utf8");
  const c = JSON.parse(original);
  const after = (device) => Object.entries(c.holds).filter(([d]) => d !== device).map(([d, n]) => `${d}:${n}`);
  const origin = c.entries.find((e) => e.event.type === "created");
  const draw = c.entries.find((e) => e.event.type === "round_drawn");
  const result = c.entries.filter((e) => e.event.type === "table_results").at(-1);
  const t = result.hlc[0] + 10;
  const entry = (device, event, hlc = [t, 0]) => ({ at_ms: t, event, id: `${device}:1`, hlc, after: after(device) });
  const extra = [
    entry("intruso", { type: "undone", id: origin.id }),
    entry("intruso2", { type: "decided", drop: [draw.id] }),
    entry("intruso3", result.event, "END_OF_TIME"),
    { ...result, at_ms: result.at_ms + 1 },
    { at_ms: "domani" },
  ];
  if (ownId) extra.push(entry(ownId, { type: "participation_set", id: 1, participating: false }));
  assert.ok(original.endsWith("]}"), "the entries come last in a changes file");
  const text = original.slice(0, -2) + "," + extra.map((e) => JSON.stringify(e)).join(",").replace('"END_OF_TIME"', "[9223372036854775807,4294967295]") + "]}";
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "raduno-forged-")), "forged.raduno-changes.json");
  fs.writeFileSync(file, text);
  return file;
}

test("Un file con voci falsificate: nessun dispositivo cambia, ogni voce è in quarantena, il resto passa", async () => {
  const a = await browser();
  const b = await browser();
  try {
    const lap = await a.page();
    await openDemo(lap, site.url);
    await nameDevice(lap, "Portatile");
    await drawNext(lap, 1);
    await tab(lap, "Turni");
    for (let t = 0; t < 2; t++) await scoreTable(lap, t, points(await seatsOf(lap, t)));
    await tab(lap, "Dispositivi");
    const { file } = await download(lap, () => lap.click("#send-changes"));
    const phone = await b.page();
    await open(phone, site.url);
    await phone.setInputFiles("#receive-tournament", file);
    await phone.waitForSelector("#device-name");
    await nameDevice(phone, "Telefono");
    const phoneId = (await phone.textContent(".devices .card .hint >> text=/^ID /")).replace(/^ID /, "").trim();
    assert.match(phoneId, /^[0-9a-f]{8}$/);

    const before = { lap: await standingsText(lap), phone: await standingsText(phone) };
    assert.equal(before.lap, before.phone);

    await receive(lap, forgedFile(file, { ownId: null }));
    await receive(phone, forgedFile(file, { ownId: phoneId }));

    // Nothing changed: the standings' text is the same, no conflict, and the round is there.
    assert.equal(await standingsText(lap), before.lap);
    assert.equal(await standingsText(phone), before.phone);
    for (const p of [lap, phone]) {
      assert.equal(await p.locator("#conflict-banner").count(), 0);
      await tab(p, "Turni");
      await p.waitForSelector("#round[data-round='1'] #tables .table-card");
    }
    // Each forged entry is listed with its reason, source and device.
    const onLap = await quarantined(lap);
    const onPhone = await quarantined(phone);
    const reasons = (rows) => rows.map((r) => r.reason).sort();
    assert.deepEqual(reasons(onLap), ["clash", "clock_ahead", "not_a_conflict", "undo_of_creation", "unreadable"]);
    assert.deepEqual(reasons(onPhone), ["clash", "clock_ahead", "not_a_conflict", "own_device", "undo_of_creation", "unreadable"]);
    for (const r of onPhone) assert.match(r.source, /forged\.raduno-changes\.json/);
    const undo = onPhone.find((r) => r.reason === "undo_of_creation");
    assert.equal(undo.device, "intruso");
    assert.match(undo.why, /Annulla la creazione del torneo/);
    const clash = onPhone.find((r) => r.reason === "clash");
    assert.match(clash.what, /Resta: Portatile — .*In quarantena: /);
    // The phone, finding its id used by another copy, took a new one.
    await phone.reload();
    await phone.waitForSelector("header.top");
    await tab(phone, "Dispositivi");
    const newId = (await phone.textContent(".devices .card .hint >> text=/^ID /")).replace(/^ID /, "").trim();
    assert.notEqual(newId, phoneId);
    // Kept with the tournament after a reload.
    assert.deepEqual(reasons(await quarantined(phone)), reasons(onPhone));

    // An honest new result still crosses.
    await tab(lap, "Turni");
    await scoreTable(lap, 2, points(await seatsOf(lap, 2)));
    await tab(lap, "Dispositivi");
    const { file: next } = await download(lap, () => lap.click("#send-changes"));
    const lines = await receive(phone, next);
    assert.equal(lines.length, 1, lines.join("\n"));
    const rows = await standingsRows(lap);
    assert.deepEqual(await standingsRows(phone), rows);
    assert.notEqual(await standingsText(lap), before.lap);
    assert.deepEqual(a.errors, []);
    assert.deepEqual(b.errors, []);
  } finally {
    await a.close();
    await b.close();
  }
});
