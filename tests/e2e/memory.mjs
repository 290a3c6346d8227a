// The page's memory, read the same way by the soak benchmark (benches/soak.mjs) and the browser test
// that bounds it (memory.test.mjs): the app's WebAssembly memory (its linear memory's size: Rust's
// allocator never gives pages back, so a leak shows as growth over repeated visits, never as a fall),
// the JS heap, the DOM nodes and listeners (CDP Performance metrics), each after a forced garbage
// collection, and the renderer process's proportional set size (Linux /proc, when the browser's pid is
// known).
import fs from "node:fs";

/** Keeps the first WebAssembly instance's memory the page makes (the app's; the workers' are theirs):
 * `window.__wasmMemory`. An init script, run before the app's own. */
export const WASM_PROBE = `(() => {
  const keep = (r) => {
    try {
      const inst = r && (r.instance || r);
      const m = inst && inst.exports && inst.exports.memory;
      if (m instanceof WebAssembly.Memory && !window.__wasmMemory) window.__wasmMemory = m;
    } catch (e) {}
    return r;
  };
  const streaming = WebAssembly.instantiateStreaming;
  if (streaming) WebAssembly.instantiateStreaming = function (...a) { return streaming.apply(this, a).then(keep); };
  const plain = WebAssembly.instantiate;
  WebAssembly.instantiate = function (...a) { return plain.apply(this, a).then(keep); };
})();`;

/** A CDP session on `page` with the Performance domain on. */
export async function probe(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable");
  await cdp.send("HeapProfiler.enable");
  return cdp;
}

/** The app's wasm memory in bytes (fails when the app's instance was not seen: the probe must run). */
export async function wasmBytes(page) {
  const bytes = await page.evaluate(() => (window.__wasmMemory ? window.__wasmMemory.buffer.byteLength : null));
  if (bytes === null) throw new Error("the app's WebAssembly memory was not found (WASM_PROBE not installed before the app started)");
  return bytes;
}

/** The proportional set size (bytes) of the renderer processes under browser process `pid`. */
export function rendererPss(pid) {
  if (!pid) return null;
  const kids = new Map();
  for (const d of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (!kids.has(ppid)) kids.set(ppid, []);
      kids.get(ppid).push(Number(d));
    } catch { /* gone meanwhile */ }
  }
  let total = 0;
  const walk = (p) => {
    for (const c of kids.get(p) || []) {
      try {
        if (fs.readFileSync(`/proc/${c}/cmdline`, "utf8").includes("--type=renderer")) {
          const m = /^Pss:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${c}/smaps_rollup`, "utf8"));
          if (m) total += Number(m[1]) * 1024;
        }
      } catch { /* gone meanwhile */ }
      walk(c);
    }
  };
  walk(pid);
  return total;
}

/** Everything measured once, after two forced garbage collections. */
export async function measure(page, cdp, pid) {
  await cdp.send("HeapProfiler.collectGarbage");
  await cdp.send("HeapProfiler.collectGarbage");
  const { metrics } = await cdp.send("Performance.getMetrics");
  const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
  return {
    wasm: await wasmBytes(page),
    heap: m.JSHeapUsedSize,
    nodes: m.Nodes,
    listeners: m.JSEventListeners,
    renderer: rendererPss(pid),
  };
}

const mb = (b) => (b === null || b === undefined ? "-" : (b / 1048576).toFixed(2));

/** One printed line of a measure. */
export function line(what, m) {
  return `${what.padEnd(34)} wasm ${mb(m.wasm).padStart(6)} MB  JS heap ${mb(m.heap).padStart(6)} MB  DOM nodes ${String(m.nodes).padStart(6)}  listeners ${String(m.listeners).padStart(5)}  renderer ${mb(m.renderer).padStart(7)} MB`;
}

/** Waits until the page has nothing left to build: two tasks and a frame. */
export async function settled(page) {
  await page.evaluate(() => new Promise((ok) => setTimeout(() => requestAnimationFrame(() => setTimeout(ok, 0)), 0)));
}
