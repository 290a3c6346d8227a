//! Circuit benchmark (SPEC 5.11 "Scale"): a season of 50 tournaments of 100 players ranked, identity
//! and candidates included. `cargo bench --bench circuit` prints the median and maximum per ranking
//! (target: under 200 ms in wasm). The same suite runs in wasm: see `benches/circuit_wasm/run.mjs`.

use std::time::Instant;

/// What the shared suite calls `crate::circuit` and `crate::format`.
#[allow(unused_imports)]
use raduno::{circuit, format};

#[path = "circuit_suite.rs"]
mod suite;

fn main() {
    let start = Instant::now();
    let now = move || start.elapsed().as_secs_f64() * 1000.0;
    print!("{}", suite::run("native", &now));
}
