// A benchmark's wasm (a crate under benches/ built for wasm32-unknown-unknown with no bindings) run under
// node: its clock is node's (`now_ms`), its figures come back through `print`. The same in Chromium:
// benches/wasm_in_chromium.mjs.
//
//   cargo build --release --target wasm32-unknown-unknown --manifest-path benches/<crate>/Cargo.toml --target-dir target
//   node benches/wasm_in_node.mjs <the crate's library name>, e.g. raduno_othello_bench_wasm
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";

const name = process.argv[2];
if (!name) {
  console.error("usage: node benches/wasm_in_node.mjs <library name> (raduno_circuit_bench_wasm, raduno_othello_bench_wasm)");
  process.exit(2);
}
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const wasmPath = join(root, "target", "wasm32-unknown-unknown", "release", `${name}.wasm`);
const module = new WebAssembly.Module(readFileSync(wasmPath));
let memory;
const imports = {
  env: {
    now_ms: () => performance.now(),
    print: (ptr, len) => process.stdout.write(Buffer.from(new Uint8Array(memory.buffer, ptr, len)).toString("utf8")),
  },
};
// Crates that pull in wasm-bindgen (the xlsx crates, through getrandom) leave its `__wbindgen_*`
// placeholders in the module (the wasm-bindgen tool would strip them). A bench never reaches them: each
// one throws if called.
for (const { module: from, name, kind } of WebAssembly.Module.imports(module)) {
  if (from !== "env" && kind === "function") {
    imports[from] ??= {};
    imports[from][name] = () => {
      throw new Error(`unexpected call to ${from}.${name}`);
    };
  }
}
const instance = new WebAssembly.Instance(module, imports);
memory = instance.exports.memory;
instance.exports.run();
