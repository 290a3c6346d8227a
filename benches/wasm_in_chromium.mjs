// A benchmark's wasm (a crate under benches/ built for wasm32-unknown-unknown with no bindings) run in
// headless Chromium, the browser the app runs in: instantiated in a blank page with the page's clock
// (`now_ms`), its figures coming back through `print`, the lines printed as they came.
//
//   cargo build --release --target wasm32-unknown-unknown --manifest-path benches/<crate>/Cargo.toml --target-dir target
//   node benches/wasm_in_chromium.mjs <the crate's library name>, e.g. raduno_table_rating_bench_wasm
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const name = process.argv[2];
if (!name) {
  console.error("usage: node benches/wasm_in_chromium.mjs <library name> (raduno_circuit_bench_wasm, raduno_table_rating_bench_wasm)");
  process.exit(2);
}
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const wasm = readFileSync(join(root, "target", "wasm32-unknown-unknown", "release", `${name}.wasm`));
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
  process.stdout.write(out.replaceAll("wasm32, node", "wasm32, Chromium"));
} finally {
  await browser.close();
}
