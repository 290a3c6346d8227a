// The draw benchmark in wasm under node.
//   cargo bench --bench draw            (native figures; also writes target/draw-bench-clubs.txt)
//   cargo build --release --target wasm32-unknown-unknown \
//       --manifest-path benches/draw_suite/wasm/Cargo.toml --target-dir target
//   node benches/draw_suite/wasm/run.mjs [--quick | --hard | --late | --tournaments]
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
// TARGET: the cargo target directory both builds used (default: the repository's target/).
const target = process.env.TARGET || join(root, "target");
const wasmPath = join(target, "wasm32-unknown-unknown", "release", "raduno_draw_bench_wasm.wasm");
const clubs = readFileSync(join(target, "draw-bench-clubs.txt"));
let memory;
const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), {
  env: {
    now_ms: () => performance.now(),
    print: (ptr, len) => process.stdout.write(Buffer.from(new Uint8Array(memory.buffer, ptr, len)).toString("utf8")),
  },
});
memory = instance.exports.memory;
const ptr = instance.exports.alloc(clubs.length);
new Uint8Array(memory.buffer, ptr, clubs.length).set(clubs);
const mode = process.argv.includes("--late")
  ? 3
  : process.argv.includes("--tournaments")
    ? 4
    : process.argv.includes("--hard") ? 2 : process.argv.includes("--quick") ? 1 : 0;
instance.exports.run(ptr, clubs.length, mode);
