//! Othello benchmark: Swiss pairing of 300 and 1000 players after several rounds, and a rating update
//! of 1000 players. `cargo bench --bench othello` prints a table (targets: pairing 300 < 200 ms and
//! 1000 < 500 ms in wasm; rating update < 50 ms).
//!
//! The same suite runs in wasm: `node benches/wasm_in_node.mjs raduno_othello_bench_wasm`.

use std::time::Instant;

/// What the shared suite calls `crate::engine`.
mod engine {
    pub use raduno::{draw, format, model, rating};
}

#[path = "othello_wasm/suite.rs"]
mod suite;

fn main() {
    let start = Instant::now();
    let now = move || start.elapsed().as_secs_f64() * 1000.0;
    print!("{}", suite::run("native", &now));
}
