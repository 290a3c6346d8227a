// Circuits (the circuits' rules), end to end in headless Chromium: three Open tournaments played in the
// app plus one legacy .xls workbook (written here) make a season; the points table, best 3 and a
// candidate pair merged are set on the "Circuiti" page; the standings are read, the page reloaded and
// read again; a negative weight is refused with its place and changes nothing; the PDF (pdftotext) and
// the xlsx (unzip) are read back. No request leaves the app's origin.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { serve, browser, open, download, foreign, createTournament, addPlayer, drawNext, seatedTables, scoreTable, enter } from "./harness.mjs";
import { xls, iscritti } from "./xls.mjs";

const SHOTS = process.env.SHOTS || "";

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });

/** Plays a one-round Open tournament in the app: players [first, last, club, table points]. */
async function playOpen(page, name, players) {
  await page.goto(site.url + "#/");
  await page.waitForSelector("#new-name");
  await createTournament(page, name, "open");
  for (let i = 0; i < players.length; i++) await addPlayer(page, i + 1, players[i][0], players[i][1], players[i][2]);
  await page.click("nav.tabs >> text=Impostazioni");
  await page.fill("#settings input[name=planned-rounds]", "1");
  await page.click("#settings button[type=submit]");
  await page.waitForSelector(".notice.info");
  await drawNext(page, 1);
  const [seats] = await seatedTables(page);
  await scoreTable(page, 0, seats.map((id) => players[id - 1][3]));
}

/** The Serata 4 workbook: TORNEO (Open, 1 round planned), Iscritti with national IDs, round 1. */
function serata4() {
  const players = [
    [1, "Marco", "Rossi", "", "LATINA", "Lazio"],
    [2, "Anna", "Neri", "", "LATINA", "Lazio"],
    [3, "Elena", "Esposito", "", "", "Lazio"],
    [4, "Carla", "Conti", "", "ROMA", "Lazio"],
  ];
  const points = { 1: 40, 2: 30, 3: 20, 4: 10 };
  const torneo = { name: "TORNEO", cells: [[0, 0, "Nome Torneo"], [0, 1, "Serata 4"], [1, 0, "Tipologia di Torneo"], [1, 1, "Torneo Open"], [2, 0, "Numero Turni Previsti"], [2, 1, 1]] };
  const round = { name: "1° Turno", cells: [[0, 1, "Tavolo N°1"]] };
  players.forEach(([id, first, last, , club], s) => {
    round.cells.push([1, 3 * s, id], [1, 3 * s + 1, `${first} ${last}`], [1, 3 * s + 2, points[id]]);
    if (club) round.cells.push([2, 3 * s + 1, club]);
  });
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "raduno-circuit-")), "Serata 4.xls");
  fs.writeFileSync(file, xls([torneo, iscritti(players), round]));
  return file;
}

/** The circuit standings on screen: name|club → [pos, total, events, counted, dropped]. */
async function standings(page) {
  await page.waitForSelector("#circuit-standings tbody tr");
  return page.$$eval("#circuit-standings tbody tr, #circuit-unranked tbody tr", (trs) => Object.fromEntries(trs.map((tr) => [
    `${tr.dataset.name}|${tr.dataset.club}`,
    [tr.querySelector("td.pos").textContent, tr.querySelector("td.total").textContent, Number(tr.querySelector("td.events").textContent),
      [...tr.querySelectorAll("span.counted")].map((s) => s.textContent), [...tr.querySelectorAll("span.dropped")].map((s) => s.textContent)],
  ])));
}

test("a season of three tournaments in the app and one workbook, a candidate merged, reload, PDF and xlsx", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await open(page, site.url);
    await playOpen(page, "Serata 1", [["Marco", "Rossi", "ROMA", 50], ["Anna", "Neri", "LATINA", 40], ["Bruno", "Bassi", "ROMA", 30], ["Carla", "Conti", "ROMA", 20]]);
    await playOpen(page, "Serata 2", [["Anna", "Neri", "LATINA", 60], ["Marco", "Rossi", "LATINA", 45], ["Bruno", "Bassi", "ROMA", 35], ["Dario", "Dini", "", 5]]);
    await playOpen(page, "Serata 3", [["Bruno", "Bassi", "ROMA", 70], ["Anna", "Neri", "LATINA", 20], ["Carla", "Conti", "ROMA", 10], ["Dario", "Dini", "", 0]]);

    // A new circuit.
    await page.click("#nav-circuits");
    await page.fill("#circuit-new-name", "Stagione 2026");
    await page.click("#circuit-new button[type=submit]");
    await page.waitForSelector("#circuit");
    assert.equal(await page.textContent("#circuit-title"), "Stagione 2026");
    for (const name of ["Serata 1", "Serata 2", "Serata 3"]) {
      const value = await page.$eval("#circuit-add-tournament", (s, n) => [...s.options].find((o) => o.textContent.startsWith(n + " (")).value, name);
      await page.selectOption("#circuit-add-tournament", value);
      await page.click("#circuit-add");
      await page.waitForSelector(`#circuit-tournaments tr.member[data-name='${name}']`);
    }
    await page.setInputFiles("#circuit-files", serata4());
    await page.waitForSelector("#circuit-tournaments tr.member[data-name='Serata 4']");
    const members = await page.$$eval("#circuit-tournaments tr.member", (trs) => trs.map((tr) => [tr.dataset.name, tr.querySelector(".players").textContent, tr.querySelector(".source").textContent]));
    assert.deepEqual(members, [["Serata 1", "4", "questo browser"], ["Serata 2", "4", "questo browser"], ["Serata 3", "4", "questo browser"], ["Serata 4", "4", "Serata 4.xls"]]);

    // Rules field by field: a table of 10, 6, 4, 2 and the best 3 results.
    await enter(page, "#circuit-table", "10, 6, 4, 2");
    await enter(page, "#circuit-best", "3");
    await page.waitForFunction(() => document.querySelector("#circuit-standings tr[data-name='Anna Neri'] td.total")?.textContent === "22,000");
    let s = await standings(page);
    // Anna: 6 + 10 + 6 + 6, the best 3 count; the last 6 (Serata 4) dropped.
    assert.deepEqual(s["Anna Neri|LATINA"], ["1", "22,000", 4, ["Serata 1: 2° 6,000", "Serata 2: 1° 10,000", "Serata 3: 2° 6,000"], ["Serata 4: 2° 6,000"]]);
    assert.deepEqual(s["Bruno Bassi|ROMA"].slice(0, 3), ["2", "18,000", 3]);
    // Two Marco Rossi: LATINA (Serata 2 and 4, matched by name and club) and ROMA; not merged silently.
    assert.deepEqual(s["Marco Rossi|LATINA"].slice(0, 3), ["3", "16,000", 2]);
    assert.deepEqual(s["Marco Rossi|ROMA"].slice(0, 3), ["4", "10,000", 1]);
    const candidate = page.locator("#circuit-candidates li.candidate[data-a='Marco Rossi|ROMA'][data-b='Marco Rossi|LATINA']");
    assert.equal(await candidate.getAttribute("data-decision"), "undecided");
    assert.match(await candidate.textContent(), /Serata 1.*Serata 2, Serata 4/);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, "circuit-candidate.png"), fullPage: true });

    // Merged: one Marco Rossi with three results.
    await candidate.locator("button.same").click();
    await page.waitForSelector("#circuit-candidates li.candidate[data-decision='same']");
    s = await standings(page);
    assert.deepEqual(s["Marco Rossi|LATINA"], ["1", "26,000", 3, ["Serata 1: 1° 10,000", "Serata 2: 2° 6,000", "Serata 4: 1° 10,000"], []]);
    assert.equal(s["Marco Rossi|ROMA"], undefined);
    assert.deepEqual(s["Elena Esposito|"].slice(0, 2), ["5", "4,000"]);
    assert.deepEqual(s["Dario Dini|"].slice(0, 2), ["6", "4,000"]);

    // A negative weight is refused with its place; nothing changes.
    await enter(page, "#circuit-tournaments tr.member[data-name='Serata 3'] input.weight", "-1");
    await page.waitForSelector("#circuit-rules-error");
    assert.match(await page.textContent("#circuit-rules-error"), /tournaments\.«Serata 3»\.weight: peso negativo/);
    assert.deepEqual(await standings(page), s);

    // Reload: the same circuit, rules and decision, read from storage.
    await page.reload();
    await page.waitForSelector("#circuit-standings tbody tr");
    assert.deepEqual(await standings(page), s);
    assert.equal(await page.inputValue("#circuit-table"), "10, 6, 4, 2");
    assert.equal(await page.inputValue("#circuit-best"), "3");
    assert.equal(await page.getAttribute("#circuit-candidates li.candidate", "data-decision"), "same");
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, "circuit-standings.png"), fullPage: true });

    // The PDF and the xlsx, read back.
    const pdf = await download(page, () => page.click("#circuit-pdf"));
    assert.equal(pdf.name, "Stagione 2026_circuito.pdf");
    const text = execFileSync("pdftotext", ["-layout", pdf.file, "-"], { encoding: "utf8" });
    assert.match(text, /Stagione 2026 - Classifica del circuito/);
    assert.match(text, /Marco Rossi\s+LATINA\s+26,000\s+3/);
    assert.match(text.replace(/\s+/g, " "), /\[Serata 4: 2° 6,000\]/);
    const xlsx = await download(page, () => page.click("#circuit-xlsx"));
    assert.equal(xlsx.name, "Stagione 2026_circuito.xlsx");
    const strings = execFileSync("unzip", ["-p", xlsx.file, "xl/sharedStrings.xml"], { encoding: "utf8" });
    for (const w of ["Rossi", "Neri", "Serata 4 - punti"]) assert.ok(strings.includes(w), w);
    const sheet = execFileSync("unzip", ["-p", xlsx.file, "xl/worksheets/sheet1.xml"], { encoding: "utf8" });
    assert.match(sheet, /<v>26<\/v>/);
    const html = await download(page, () => page.click("#circuit-html"));
    assert.match(fs.readFileSync(html.file, "utf8"), /<span class="dropped">Serata 4: 2° 6,000<\/span>/);

    // The projector shows the same standings.
    await page.click("#circuit-projector");
    await page.waitForSelector("#circuit-projector-view #circuit-standings tbody tr");
    const projected = await page.$$eval("#circuit-projector-view tbody tr", (trs) => trs.map((tr) => tr.querySelector("td.total").textContent));
    assert.deepEqual(projected.slice(0, 3), ["26,000", "22,000", "18,000"]);

    assert.deepEqual(foreign(b.requests, site.origin), []);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});

test("a tournament without final standings and an unreadable workbook are refused, the circuit unchanged", async () => {
  const b = await browser();
  try {
    const page = await b.page();
    await open(page, site.url);
    await createTournament(page, "A metà", "master");
    await addPlayer(page, 1, "Anna", "Neri");
    await page.click("#nav-circuits");
    await page.fill("#circuit-new-name", "Lega");
    await page.click("#circuit-new button[type=submit]");
    await page.waitForSelector("#circuit");
    const value = await page.$eval("#circuit-add-tournament", (s) => [...s.options].find((o) => o.textContent.startsWith("A metà (")).value);
    await page.selectOption("#circuit-add-tournament", value);
    await page.click("#circuit-add");
    await page.waitForSelector("#circuit-add-errors");
    assert.match(await page.textContent("#circuit-add-errors"), /«A metà»: il torneo non ha ancora la classifica finale/);
    const junk = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "raduno-circuit-")), "rotto.xlsx");
    fs.writeFileSync(junk, "PK\x03\x04 not a zip");
    await page.setInputFiles("#circuit-files", junk);
    await page.waitForFunction(() => /rotto\.xlsx/.test(document.querySelector("#circuit-add-errors")?.textContent || ""));
    assert.match(await page.textContent("#circuit-add-errors"), /Nessun file aggiunto: il circuito non è cambiato/);
    assert.equal(await page.locator("#circuit-tournaments tr.member").count(), 0);
    // An empty table is refused with its place.
    await enter(page, "#circuit-table", " ");
    await page.waitForSelector("#circuit-rules-error");
    assert.match(await page.textContent("#circuit-rules-error"), /points\.table: la tabella è vuota/);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
