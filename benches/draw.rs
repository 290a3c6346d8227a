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
    pub use raduno::{draw, model};
}

#[path = "draw_suite/suite.rs"]
mod suite;

const FIXTURE: &str = "../shared/fixtures/ModuloTorneo-2025.xls";

/// One entry per registered player: his club (empty when none).
fn national_clubs() -> Option<Vec<String>> {
    use calamine::{open_workbook_auto, Reader};
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(FIXTURE);
    let mut wb = open_workbook_auto(&path).ok()?;
    let range = wb.worksheet_range("GIOCATORI").ok()?;
    let mut clubs = Vec::new();
    for row in range.rows() {
        // The name cell reads like `ROMA [Il Gufo] - ...`.
        let Some(text) = row
            .iter()
            .map(|c| c.to_string())
            .find(|s| s.contains('[') && s.contains(']'))
        else {
            continue;
        };
        let (Some(a), Some(b)) = (text.find('['), text.find(']')) else {
            continue;
        };
        if a < b {
            clubs.push(text[a + 1..b].trim().to_string());
        }
    }
    (clubs.len() > 100).then_some(clubs)
}

fn main() {
    let (pool, source) = match national_clubs() {
        Some(c) => (
            c,
            "club sizes of the national players list (ModuloTorneo-2025.xls, sheet GIOCATORI)",
        ),
        None => (
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
    let start = Instant::now();
    let now = move || start.elapsed().as_secs_f64() * 1000.0;
    if !hard_only {
        print!("{}", suite::run(&pool, source, quick, &now));
    }
    print!("{}", suite::run_hard(&pool, &now, suite::HARD_BASE, false));
    // `--more N`: N further sets of hard instances of the same shapes, listing only draws not proven best.
    let args: Vec<String> = std::env::args().collect();
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
