//! Circuit benchmark (the circuits' rules "Scale"): a season of 50 tournaments of 100 players ranked, identity
//! and candidates included (target: under 200 ms in wasm); and the national ranking (the national ranking's rules) of a
//! year of 300 tournaments of 30 players (target: under 1 s natively, under 2 s in the browser).
//! `cargo bench --bench circuit` prints the median and maximum per ranking. The same suite runs in
//! wasm: `node benches/wasm_in_node.mjs raduno_circuit_bench_wasm`.

use std::time::Instant;

/// What the shared suite calls `crate::circuit`, `crate::format`, `crate::model` and `crate::replica`.
#[allow(unused_imports)]
use raduno::{circuit, format, model, replica};

#[path = "circuit_suite.rs"]
mod suite;

fn main() {
    let start = Instant::now();
    let now = move || start.elapsed().as_secs_f64() * 1000.0;
    print!("{}", suite::run("native", &now));
}
