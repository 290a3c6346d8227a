//! Draw benchmark: `cargo bench --bench draw`.
//!
//! Realistic tournaments of 40, 120, 250 and 1000 players whose clubs follow the club sizes of the
//! national players list (hidden sheet GIOCATORI of `../shared/fixtures/ModuloTorneo-2025.xls`; a
//! synthetic skewed distribution if the file is absent, and the output says so). Two scenarios, as the
//! formats would ask: Master round 2 (five again, winners together, same club, already met; cinquisti)
//! after a drawn round 1 with random winners, and Open round 5 (five again, same club, already met over
//! all earlier rounds) after four drawn rounds. Prints the time per draw (median, max), per priority the
//! share of draws whose count reaches the lower bound, and whether a conflict-free seating was found
//! whenever every player's conflict degree is below the number of tables (one then exists).

//!
//! Then the hard suite (`suite::run_hard`): host clubs of 30–50%, three 5-tables, Master round 2 and
//! Open rounds 2–3 of 20–259 players, five seeds each; per instance the counts, the bounds, how many
//! draws are proven optimal and the time. `--hard` runs only that; `--quick` shortens the first suite;
//! `--more N` then draws N further sets of instances of the same shapes and lists any draw not proven best.
//!
//! The same suites run in wasm: see `benches/draw_suite/wasm/run.mjs`.

use std::time::Instant;

/// What the shared suite calls `crate::engine`.
mod engine {
    pub use raduno::{draw, format, model};
}

#[path = "draw_suite/suite.rs"]
mod suite;

#[path = "draw_suite/clubs.rs"]
mod clubs;

fn main() {
    let (pool, source) = match clubs::national_clubs() {
        Ok(c) => (
            c,
            "club sizes of the national players list (ModuloTorneo-2025.xls, sheet GIOCATORI)",
        ),
        Err(_) => (
            suite::synthetic_clubs(),
            "SYNTHETIC skewed club sizes (ModuloTorneo-2025.xls not found)",
        ),
    };
    // The wasm runner reads the same clubs (club names only, one per registered player) from here.
    if let Some(dir) = std::env::var_os("CARGO_TARGET_DIR")
        .map(std::path::PathBuf::from)
        .or_else(|| Some(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target")))
    {
        let _ = std::fs::write(
            dir.join("draw-bench-clubs.txt"),
            format!("{source}\n{}", pool.join("\n")),
        );
    }
    let quick = std::env::args().any(|a| a == "--quick");
    let hard_only = std::env::args().any(|a| a == "--hard");
    // `--tournaments`: whole tournaments, rounds 2..last; `--small` keeps fields up to 60.
    if std::env::args().any(|a| a == "--tournaments") {
        let small = std::env::args().any(|a| a == "--small");
        let sizes: &[usize] = if small {
            &[12, 15, 19, 23, 27, 31, 39, 47, 60]
        } else {
            &[12, 15, 19, 23, 27, 31, 39, 47, 60, 100, 250]
        };
        let start = Instant::now();
        let now = move || start.elapsed().as_secs_f64() * 1000.0;
        print!("{}", suite::run_tournaments(&pool, &now, sizes, 3));
        return;
    }
    let start = Instant::now();
    let now = move || start.elapsed().as_secs_f64() * 1000.0;
    let args: Vec<String> = std::env::args().collect();
    // `--late K`: only the late-round case, instances 0..K.
    if let Some(k) = args.iter().position(|a| a == "--late").map(|i| {
        args.get(i + 1)
            .and_then(|n| n.parse::<u64>().ok())
            .unwrap_or(1)
    }) {
        print!("{}", suite::run_late(&pool, &now, k));
        return;
    }
    if !hard_only {
        print!("{}", suite::run(&pool, source, quick, &now));
    }
    print!("{}", suite::run_hard(&pool, &now, suite::HARD_BASE, false));
    // `--more N`: N further sets of hard instances of the same shapes, listing only draws not proven best.
    let more = args
        .iter()
        .position(|a| a == "--more")
        .and_then(|i| args.get(i + 1))
        .and_then(|n| n.parse::<u64>().ok())
        .unwrap_or(0);
    for j in 1..=more {
        let base = suite::HARD_BASE + 10_000 * j;
        println!("Hard instances from seed {base}:");
        print!("{}", suite::run_hard(&pool, &now, base, true));
    }
}
