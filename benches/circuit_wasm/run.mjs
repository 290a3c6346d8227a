// The circuit benchmark in wasm under node.
//   cargo bench --bench circuit         (native figures)
//   cargo build --release --target wasm32-unknown-unknown \
//       --manifest-path benches/circuit_wasm/Cargo.toml --target-dir target
//   node benches/circuit_wasm/run.mjs
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const wasmPath = join(root, "target", "wasm32-unknown-unknown", "release", "raduno_circuit_bench_wasm.wasm");
const module = new WebAssembly.Module(readFileSync(wasmPath));
let memory;
const imports = {
  env: {
    now_ms: () => performance.now(),
    print: (ptr, len) => process.stdout.write(Buffer.from(new Uint8Array(memory.buffer, ptr, len)).toString("utf8")),
  },
};
// The xlsx crates the rating list needs pull in getrandom 0.4 and with it wasm-bindgen, whose
// `__wbindgen_*` placeholders stay in the module (the wasm-bindgen tool would strip them). The bench never
// reaches them: each one throws if called.
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
