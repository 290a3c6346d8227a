// Lighthouse 12 on the release build as GitHub Pages serves it: under the sub-path /raduno/, every text
// file and the wasm gzip-compressed, a first visit (a fresh Chromium profile a run). Mobile (Lighthouse's
// default: a mid phone, simulated 4× slower CPU and a slow 4G network) and desktop, RUNS runs each (3 by
// default). Prints a row per run, the median performance and the range of each figure, for the table in
// benches/README.md.
//
//   bash scripts/build.sh && node benches/lighthouse.mjs        (DIST=… for another build, RUNS=… runs,
//   FORMS=mobile or desktop for one)
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import * as chromeLauncher from "chrome-launcher";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const DIST = process.env.DIST || path.join(ROOT, "dist");
const RUNS = Number(process.env.RUNS || 3);
const SUBPATH = "/raduno/";
const TYPES = { ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".wasm": "application/wasm", ".css": "text/css", ".svg": "image/svg+xml", ".json": "application/json", ".webmanifest": "application/manifest+json", ".png": "image/png" };
const COMPRESS = new Set([".html", ".js", ".wasm", ".css", ".svg", ".json", ".webmanifest"]);

/** dist/ under SUBPATH, gzip where the browser accepts it (as GitHub Pages does), compressed for each request:
 * the module's first byte comes after the page's first paint, as over a network. (Compressed once and served
 * from memory, the module arrived before the first paint, and Lighthouse's simulation counted its download
 * in the largest paint: 1.3 s on desktop.) */
function serve() {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, "http://x");
    if (!url.pathname.startsWith(SUBPATH)) { res.writeHead(404); return res.end(); }
    let file = path.join(DIST, decodeURIComponent(url.pathname.slice(SUBPATH.length)) || "index.html");
    if (!file.startsWith(DIST) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) { res.writeHead(404); return res.end(); }
    const ext = path.extname(file);
    const headers = { "content-type": TYPES[ext] || "application/octet-stream", "cache-control": "max-age=600" };
    let body = fs.readFileSync(file);
    if (COMPRESS.has(ext) && /\bgzip\b/.test(req.headers["accept-encoding"] || "")) {
      body = zlib.gzipSync(body, { level: 6 });
      headers["content-encoding"] = "gzip";
    }
    res.writeHead(200, headers);
    res.end(body);
  });
  return new Promise((ok) => server.listen(0, "127.0.0.1", () => ok(server)));
}

const server = await serve();
const url = `http://127.0.0.1:${server.address().port}${SUBPATH}`;
const runs = { mobile: [], desktop: [] };
const FORMS = (process.env.FORMS || "mobile,desktop").split(",");
for (const form of FORMS) {
  for (let i = 0; i < RUNS; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM || "/usr/bin/chromium",
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
    });
    try {
      const flags = { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility", "best-practices", "seo"] };
      const { lhr } = await lighthouse(url, flags, form === "desktop" ? desktopConfig : undefined);
      const a = lhr.audits;
      const r = {
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        practices: Math.round(lhr.categories["best-practices"].score * 100),
        seo: Math.round(lhr.categories.seo.score * 100),
        fcp: a["first-contentful-paint"].numericValue,
        lcp: a["largest-contentful-paint"].numericValue,
        tbt: a["total-blocking-time"].numericValue,
        cls: a["cumulative-layout-shift"].numericValue,
        si: a["speed-index"].numericValue,
      };
      runs[form].push(r);
      // The tasks the blocking time is made of (Lighthouse's long-tasks audit: on mobile, simulated).
      const tasks = (a["long-tasks"]?.details?.items || []).map((t) => `${Math.round(t.duration)} ms at ${(t.startTime / 1000).toFixed(2)} s (${String(t.url).split("/").pop() || "page"})`);
      if (tasks.length) console.log(`  long tasks: ${tasks.join(", ")}`);
      const lcpNode = a["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node;
      if (lcpNode) console.log(`  largest paint: ${lcpNode.selector}`);
      console.log(`${form} run ${i + 1}: performance ${r.performance}, FCP ${(r.fcp / 1000).toFixed(2)} s, LCP ${(r.lcp / 1000).toFixed(2)} s, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)}, speed index ${(r.si / 1000).toFixed(2)} s; accessibility ${r.accessibility}, best practices ${r.practices}, SEO ${r.seo}`);
    } finally {
      await chrome.kill();
    }
  }
}
server.close();

const range = (xs, f) => {
  const [lo, hi] = [Math.min(...xs), Math.max(...xs)].map(f);
  return lo === hi ? lo : `${lo}–${hi}`;
};
// Lighthouse's own advice for a score that varies run to run: the median of several runs.
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2; };
for (const form of FORMS) console.log(`${form}: median performance ${median(runs[form].map((r) => r.performance))} of ${runs[form].length} runs`);
console.log("\n| form | performance | FCP | LCP | TBT | CLS | speed index | accessibility · best practices · SEO |");
console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
for (const form of FORMS) {
  const rs = runs[form];
  const sec = (k) => range(rs.map((r) => r[k]), (v) => `${(v / 1000).toFixed(1)} s`);
  console.log(`| ${form} | ${range(rs.map((r) => r.performance), String)} | ${sec("fcp")} | ${sec("lcp")} | ${range(rs.map((r) => r.tbt), (v) => `${Math.round(v)} ms`)} | ${range(rs.map((r) => r.cls), (v) => v.toFixed(3))} | ${sec("si")} | ${range(rs.map((r) => r.accessibility), String)} · ${range(rs.map((r) => r.practices), String)} · ${range(rs.map((r) => r.seo), String)} |`);
}
