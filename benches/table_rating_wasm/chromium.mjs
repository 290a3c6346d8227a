// The table rating benchmark's wasm in headless Chromium (the browser the app runs in): a year of a club
// rated, in a blank page with the page's clock.
//   cargo build --release --target wasm32-unknown-unknown \
//       --manifest-path benches/table_rating_wasm/Cargo.toml --target-dir target
//   node benches/table_rating_wasm/chromium.mjs
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const wasm = readFileSync(join(root, "target", "wasm32-unknown-unknown", "release", "raduno_table_rating_bench_wasm.wasm"));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
try {
  const page = await browser.newPage();
  const out = await page.evaluate(async (b64) => {
    const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const module = await WebAssembly.compile(bytes);
    let memory;
    let text = "";
    const imports = { env: { now_ms: () => performance.now(), print: (ptr, len) => { text += new TextDecoder().decode(new Uint8Array(memory.buffer, ptr, len)); } } };
    for (const { module: from, name, kind } of WebAssembly.Module.imports(module)) {
      if (from !== "env" && kind === "function") {
        imports[from] ??= {};
        imports[from][name] = () => { throw new Error(`unexpected call to ${from}.${name}`); };
      }
    }
    const instance = await WebAssembly.instantiate(module, imports);
    memory = instance.exports.memory;
    instance.exports.run();
    return text;
  }, wasm.toString("base64"));
  process.stdout.write(out);
} finally {
  await browser.close();
}
