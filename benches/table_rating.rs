//! The table rating's benchmark (a rating for RisiKo! tables "How good it is"): simulated leagues, how often each
//! favourite wins and how the list orders the players against their true strengths, and the time to
//! rate a year of a club. `cargo bench --bench table_rating` prints the tables; the year runs in
//! headless Chromium too: `node benches/wasm_in_chromium.mjs raduno_table_rating_bench_wasm`.

use std::time::Instant;

/// What the shared suite calls `crate::circuit`, `crate::format` and `crate::table_rating`.
#[allow(unused_imports)]
use raduno::{circuit, format, table_rating};

#[path = "table_rating_suite.rs"]
mod suite;

fn main() {
    let runs = std::env::args()
        .skip(1)
        .find_map(|a| a.strip_prefix("--leagues=").and_then(|n| n.parse().ok()))
        .unwrap_or(20);
    print!("{}", suite::leagues(runs));
    let start = Instant::now();
    let now = move || start.elapsed().as_secs_f64() * 1000.0;
    let profile = if cfg!(debug_assertions) {
        "native, dev profile"
    } else {
        "native, release"
    };
    print!("\n{}", suite::club_line(profile, 9, &now));
}
