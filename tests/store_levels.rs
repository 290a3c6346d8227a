//! The deflate level of a save: a finished 1000-player Master's journal as stored
//! (`Saved::to_stored`), and the same JSON deflated at the best level (9), the default (6) and the
//! fastest (1), with the time each took and the packed size in local storage's UTF-16 units. Prints a
//! table (`cargo test --test store_levels -- --nocapture`; flate2 and serde_json are built optimised in tests too); asserts only what does not depend on
//! the machine: each level reads back to the same JSON, and the stored entry loads back identical.

use raduno::persist::{self, Saved};
use std::io::{Read, Write};
use std::time::Instant;

mod engine {
    pub use raduno::{demo, draw, format, journal, model};
}

#[path = "../benches/storage_sample.rs"]
mod sample;

fn deflate(json: &str, level: u32) -> (Vec<u8>, f64) {
    let start = Instant::now();
    let mut z = flate2::write::DeflateEncoder::new(Vec::new(), flate2::Compression::new(level));
    z.write_all(json.as_bytes()).expect("writing into a Vec");
    let bytes = z.finish().expect("finishing into a Vec");
    (bytes, start.elapsed().as_secs_f64() * 1000.0)
}

#[test]
fn levels_of_a_thousand_player_save() {
    let players = std::env::var("STORE_PLAYERS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(1000);
    let journal = sample::finished_master(players);
    let entries = journal.entries().len();
    let saved = Saved::new("0123456789abcdef".into(), journal);

    let start = Instant::now();
    let stored = saved.to_stored();
    let stored_ms = start.elapsed().as_secs_f64() * 1000.0;
    let back = persist::load(&stored).expect("the stored entry loads back");
    assert_eq!(back, saved, "the stored entry loads back identical");

    let json = saved.to_text();
    println!(
        "finished Master, {players} players, {entries} entries: JSON {} B; to_stored {:.1} ms, {} UTF-16 units",
        json.len(),
        stored_ms,
        stored.encode_utf16().count()
    );
    println!("| level | deflated B | stored UTF-16 units | deflate ms |");
    println!("| --- | --- | --- | --- |");
    for level in [9, 6, 1] {
        // Twice: the first run pays for the allocator's first pages.
        let _ = deflate(&json, level);
        let (bytes, ms) = deflate(&json, level);
        let mut text = String::new();
        flate2::read::DeflateDecoder::new(&bytes[..])
            .read_to_string(&mut text)
            .expect("the deflated JSON inflates");
        assert_eq!(text, json, "level {level} reads back to the same JSON");
        let units = persist::pack(&bytes).encode_utf16().count();
        println!("| {level} | {} | {units} | {ms:.1} |", bytes.len());
    }
}
