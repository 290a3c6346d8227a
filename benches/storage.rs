//! Storage benchmark: the bytes a finished 60-player Master takes in local storage, as JSON (the format
//! before the compact encoding) and compact (`Saved::to_stored`), and how many fit in Chromium's local
//! storage quota; then what one save costs at 40 and at 1000 players, written whole (the entry
//! deflated again, as every save did before the tail) and as a tail line (`Saved::tail_line`, what a
//! save appends now), and what the compaction of the tail costs a part at a time
//! (`persist::Compacting`). `cargo bench --bench storage` prints the tables.

use raduno::persist::{self, Saved};
use std::time::Instant;

mod engine {
    pub use raduno::{demo, draw, format, journal, model};
}

#[path = "storage_sample.rs"]
mod sample;

/// Chromium's local storage quota per origin, in UTF-16 code units (10 MiB of UTF-16).
const QUOTA_UNITS: usize = 5_242_880;

fn units(s: &str) -> usize {
    s.encode_utf16().count()
}

fn main() {
    let journal = sample::finished_master(60);
    let t = journal.state();
    let tables: usize = t.rounds.iter().map(|r| r.tables.len()).sum();
    println!(
        "finished Master: {} players, {} rounds ({} tables), {} journal entries",
        t.players.len(),
        t.rounds.len(),
        tables,
        journal.entries().len()
    );
    let mut saved = Saved::new("0123456789abcdef".into(), journal);
    saved.rev = journal_rev(&saved);
    let key = persist::entry_key(&saved.id);

    let start = Instant::now();
    let json = saved.to_text();
    let json_ms = start.elapsed().as_secs_f64() * 1000.0;
    let start = Instant::now();
    let compact = saved.to_stored();
    let compact_ms = start.elapsed().as_secs_f64() * 1000.0;
    let start = Instant::now();
    let back = persist::load(&compact).expect("the compact entry loads back");
    let load_ms = start.elapsed().as_secs_f64() * 1000.0;
    assert_eq!(back, saved, "the compact entry loads back identical");

    println!();
    println!(
        "| encoding | UTF-16 units (key + value) | fit in 5,242,880 units | encode ms | load ms |"
    );
    println!("| --- | --- | --- | --- | --- |");
    let json_units = units(&key) + units(&json);
    let compact_units = units(&key) + units(&compact);
    println!(
        "| JSON (before) | {} | {} | {:.2} | |",
        json_units,
        QUOTA_UNITS / json_units,
        json_ms
    );
    println!(
        "| compact (RZ1) | {} | {} | {:.2} | {:.2} |",
        compact_units,
        QUOTA_UNITS / compact_units,
        compact_ms,
        load_ms
    );
    println!();
    println!(
        "JSON {} B as UTF-8; deflated {} B; compact / JSON = {:.1}%",
        json.len(),
        compact
            .split(':')
            .nth(2)
            .and_then(|n| n.parse::<usize>().ok())
            .unwrap_or(0),
        100.0 * compact_units as f64 / json_units as f64
    );
    assert!(
        QUOTA_UNITS / compact_units >= 500,
        "at least 500 finished 60-player Masters fit"
    );
    save_costs();
}

/// The median of `runs` timings of `f`, in milliseconds.
fn median_ms(runs: usize, mut f: impl FnMut()) -> f64 {
    let mut times: Vec<f64> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            f();
            start.elapsed().as_secs_f64() * 1000.0
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[runs / 2]
}

/// One table saved at 40 and at 1000 players: the whole entry written again against what a save does
/// now (the journal's other parts compared, the line made and added to a tail of forty lines); then the
/// compaction, a part at a time: the JSON written, each 48 KB deflated, the result packed.
fn save_costs() {
    println!();
    println!("| players | journal entries | save written whole: ms, UTF-16 units | save as a tail line: ms, bytes | whole / line |");
    println!("| --- | --- | --- | --- | --- |");
    let mut lines = Vec::new();
    let mut steps = Vec::new();
    for n in [40, 1000] {
        let journal = sample::finished_master(n);
        let entries = journal.entries().len();
        let mut saved = Saved::new("0123456789abcdef".into(), journal);
        saved.rev = journal_rev(&saved);
        let mut size = 0;
        let whole = median_ms(9, || size = units(&saved.to_stored()));
        // The tail as a save finds it: forty lines already there.
        let mut tail = persist::tail_header(saved.rev - 1);
        for _ in 0..40 {
            tail.push_str(&saved.tail_line(entries - 1, false));
        }
        let stored_side = saved.side_text();
        let mut bytes = 0;
        let line = median_ms(201, || {
            let side = saved.side_text();
            let line = saved.tail_line(entries - 1, side != stored_side);
            bytes = line.len();
            let mut next = tail.clone();
            next.push_str(&line);
            std::hint::black_box(next);
        });
        lines.push(line);
        println!(
            "| {n} | {entries} | {whole:.2} ms, {size} | {line:.3} ms, {bytes} | {:.0}× |",
            whole / line
        );
        let mut json_ms = 0.0;
        let mut step_ms = Vec::new();
        let mut pack_ms = 0.0;
        for _ in 0..5 {
            let start = Instant::now();
            let mut c = persist::Compacting::new(&saved);
            json_ms = f64::max(json_ms, start.elapsed().as_secs_f64() * 1000.0);
            loop {
                let start = Instant::now();
                let done = c.step(48 * 1024);
                step_ms.push(start.elapsed().as_secs_f64() * 1000.0);
                if done {
                    break;
                }
            }
            let start = Instant::now();
            std::hint::black_box(c.finish());
            pack_ms = f64::max(pack_ms, start.elapsed().as_secs_f64() * 1000.0);
        }
        steps.push((n, json_ms, step_ms, pack_ms));
    }
    println!();
    println!(
        "one table saved as a line: {:.2}× the cost at 1000 players of the cost at 40",
        lines[1] / lines[0]
    );
    println!();
    println!("| players | compaction: JSON written, max ms | 48 KB deflated: steps a compaction, median / max ms | packed, max ms |");
    println!("| --- | --- | --- | --- |");
    for (n, json_ms, mut step_ms, pack_ms) in steps {
        step_ms.sort_by(f64::total_cmp);
        println!(
            "| {n} | {json_ms:.2} | {} steps, {:.2} / {:.2} | {pack_ms:.2} |",
            step_ms.len() / 5,
            step_ms[step_ms.len() / 2],
            step_ms[step_ms.len() - 1]
        );
    }
}

/// A plausible revision: one save per journal entry.
fn journal_rev(saved: &Saved) -> u64 {
    saved.journal.entries().len() as u64
}
