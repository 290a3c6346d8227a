// Memory that stays flat: what a page builds goes with it. The demo's round on Turni (its table cards),
// then Giocatori and back 100 times: after the first visits the app's WebAssembly memory may not grow past
// BOUND, whatever the number of trips (a leak of 1 KB a card was 10 KB a trip, 1 MB over 100), and the
// page's DOM nodes (after forced garbage collections) not past NODES: a trip builds about 2,300 nodes, so
// a page kept alive once taken down shows at once. A bound on memory is a fact of the build, not a timing. Figures over longer evenings: benches/soak.mjs.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, browser, openDemo, drawNext, tab } from "./harness.mjs";
import { WASM_PROBE, wasmBytes, settled } from "./memory.mjs";

/** Waits for a selector without keeping its element: the handle `page.waitForSelector` returns keeps the
 * element, and with it the whole page it was on once that page is taken down, alive in the browser. */
const until = (page, selector, options = {}) => page.locator(selector).first().waitFor({ state: options.state || "visible", ...(options.timeout ? { timeout: options.timeout } : {}) });

let site;
before(async () => { site = await serve(); });
after(async () => { await site.close(); });

/** The most the wasm memory may grow over 100 trips after the first ones: 4 of its 64 KiB pages. */
const BOUND = 256 * 1024;
const TRIPS = 100;
/** The most the DOM nodes may grow over the same trips (a round's page is about 2,300). */
const NODES = 1000;

/** The page's DOM nodes, attached or not, once garbage is collected. */
async function domNodes(cdp) {
  await cdp.send("HeapProfiler.collectGarbage");
  await cdp.send("HeapProfiler.collectGarbage");
  const { metrics } = await cdp.send("Performance.getMetrics");
  return metrics.find((m) => m.name === "Nodes").value;
}

async function trip(page) {
  await tab(page, "Giocatori");
  await until(page, "nav.tabs a.active >> text=Giocatori");
  await settled(page);
  await tab(page, "Turni");
  await until(page, "#tables[data-built=all] .table-card");
  await settled(page);
}

test("Turni e ritorno 100 volte: la memoria WebAssembly non cresce oltre il limite", async (t) => {
  const b = await browser();
  try {
    await b.context.addInitScript(WASM_PROBE);
    const page = await b.page();
    await openDemo(page, site.url);
    await drawNext(page, 1);
    assert.equal(await page.locator("#tables .table-card").count(), 10, "the demo's 40 players at 10 tables");
    const cdp = await b.context.newCDPSession(page);
    await cdp.send("Performance.enable");
    for (let i = 0; i < 5; i++) await trip(page);
    const nodesAtStart = await domNodes(cdp);
    const start = await wasmBytes(page);
    const seen = [start];
    for (let i = 1; i <= TRIPS; i++) {
      await trip(page);
      if (i % 25 === 0) seen.push(await wasmBytes(page));
    }
    const grown = seen[seen.length - 1] - start;
    t.diagnostic(`wasm memory over ${TRIPS} trips: ${seen.join(" → ")} bytes (+${grown})`);
    assert.ok(grown <= BOUND, `the wasm memory grew ${grown} bytes over ${TRIPS} trips (bound ${BOUND}): ${seen.join(" → ")}`);
    const nodes = await domNodes(cdp);
    t.diagnostic(`DOM nodes over ${TRIPS} trips: ${nodesAtStart} → ${nodes}`);
    assert.ok(nodes - nodesAtStart <= NODES, `the DOM nodes grew from ${nodesAtStart} to ${nodes} over ${TRIPS} trips (bound ${NODES})`);
    assert.deepEqual(b.errors, []);
  } finally { await b.close(); }
});
