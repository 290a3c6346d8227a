// Prints, end to end in headless Chromium: the club's logo chosen in the settings, the score
// sheets of a round (one per page and the reduced print, two per page) and the standings, made by the PDF
// worker (printpdf, loaded only at the first print), downloaded and read back with poppler-utils
// (pdftotext, pdfinfo, pdfimages). No request leaves the app's origin.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { execFileSync } from "node:child_process";
import { serve, browser, openDemo, drawNext, download, foreign } from "./harness.mjs";

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });

const pdfText = (file) => execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
const pages = (file) => Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))[1]);
const images = (file) => execFileSync("pdfimages", ["-list", file], { encoding: "utf8" }).trim().split("\n").slice(2).length;

/** A small greyscale PNG (a black square with a white cross), written by hand. */
function logoPng() {
  const w = 64, h = 48;
  const raw = Buffer.alloc((w + 1) * h);
  for (let y = 0; y < h; y++) {
    raw[y * (w + 1)] = 0; // filter: none
    for (let x = 0; x < w; x++) raw[y * (w + 1) + 1 + x] = (Math.abs(x - 32) < 4 || Math.abs(y - 24) < 4) ? 255 : 0;
  }
  const crcTable = Array.from({ length: 256 }, (_, n) => { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; return c >>> 0; });
  const crc = (buf) => { let c = 0xffffffff; for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0; };
  const chunk = (type, data) => {
    const len = Buffer.alloc(4); len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const c = Buffer.alloc(4); c.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0); ihdr.writeUInt32BE(h, 4); ihdr[8] = 8; ihdr[9] = 0; // 8-bit grey
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", zlib.deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]);
}

test("prints: logo in the settings, score sheets (normal and reduced) and standings from the PDF worker", async () => {
  const logo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "raduno-logo-")), "logo.png");
  fs.writeFileSync(logo, logoPng());
  const b = await browser();
  try {
    const page = await b.page();
    await openDemo(page, site.url);
    // Nothing of the PDF worker is loaded before the first print.
    // (The service worker precaches it for offline printing; the page itself must not have fetched it.)
    // Nor of the workbook worker (calamine, rust_xlsxwriter) before the first workbook.
    assert.equal(await page.evaluate(() => performance.getEntriesByType("resource").filter((e) => /raduno-(pdf|files)/.test(e.name)).length), 0);

    // The logo: chosen, previewed, saved with the settings.
    await page.click("nav.tabs >> text=Impostazioni");
    await page.fill("#settings input[name=name]", "Torneo Łódź–Brașov");
    await page.setInputFiles("#logo-file", logo);
    await page.waitForSelector("#logo-preview");
    await page.click("#settings button[type=submit]");
    await page.waitForSelector(".notice.info");

    // A round drawn, then its score sheets.
    await drawNext(page);
    const tables = await page.$$eval("#tables .table-card", (cs) => cs.length);
    const names = await page.$$eval("#tables .table-card:first-child tr[data-player] td.name, #tables .table-card:first-child tr[data-player] .name", (ns) => ns.map((n) => n.textContent.trim()).filter(Boolean));

    await page.click("nav.tabs >> text=Documenti");
    const normal = await download(page, () => page.click("#score-sheets-1"));
    assert.equal(normal.name, "Torneo Łódź–Brașov_1.pdf");
    const text = pdfText(normal.file);
    assert.match(text, /Torneo Łódź–Brașov/);
    for (let k = 1; k <= tables; k++) assert.match(text, new RegExp(`Turno 1 - Tavolo N°${k}\\b`));
    for (const n of names) assert.ok(text.includes(n), `${n} missing from the score sheets`);
    assert.equal(pages(normal.file), Math.ceil(tables / 2), "two full-size sheets a page where they fit");
    assert.equal(images(normal.file), tables, "the logo on every sheet");
    // Dated by the browser's clock (printpdf's date was a 1970 stub in the browser).
    const info = execFileSync("pdfinfo", [normal.file], { encoding: "utf8" });
    const year = String(new Date().getFullYear());
    for (const field of ["CreationDate", "ModDate"]) {
      const date = new RegExp(`^${field}:\\s+(.+)$`, "m").exec(info);
      assert.ok(date, `${field} missing:\n${info}`);
      assert.ok(date[1].includes(year) && !date[1].includes("1970"), `${field} ${date[1]}, not this year (${year})`);
    }

    const reduced = await download(page, () => page.click("#score-sheets-reduced-1"));
    assert.equal(pages(reduced.file), Math.ceil(tables / 2), "two sheets per page");
    assert.match(pdfText(reduced.file), /Turno 1 - Tavolo N°2\b/);

    const standings = await download(page, () => page.click("#standings-pdf"));
    assert.equal(standings.name, "Torneo Łódź–Brașov_classifica.pdf");
    assert.match(pdfText(standings.file), /Torneo Łódź–Brașov - Classifica/);

    // The worker's files came from the app's origin, and nothing else did.
    assert.ok(b.requests.some((u) => u.includes("raduno-pdf_bg.wasm")), "the PDF worker was loaded");
    assert.deepEqual(foreign(b.requests, site.origin), []);
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }
});
