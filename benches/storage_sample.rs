// A finished 60-player Master made through the engine (the demo's players, draws by `draw_spec` and
// the draw engine, results through the journal), shared by `benches/storage.rs` and the tests in
// `src/persist.rs`. The including module provides `engine` (the crate's `demo`, `draw`, `format` and
// `model`).

use super::engine::demo::demo_journal;
use super::engine::draw;
use super::engine::format::{draw_spec, validate_table};
use super::engine::model::{Event, FormatKind, Journal, SeatResult};

/// A Master of `n` demo players (names, clubs, regions and nicknames from `src/demo.rs`), every round
/// drawn and scored until the format has no next round (qualifying rounds, semifinals, final), at a
/// real clock time.
pub fn finished_master(n: u32) -> Journal {
    let start = 1_780_000_000_000i64;
    let mut clock = start;
    let mut tick = |ms: i64| {
        clock += ms;
        clock
    };
    let mut j = demo_journal(FormatKind::Master, n as usize, tick(0));
    let mut number = 1;
    while let Ok(spec) = draw_spec(j.state(), number) {
        let drawn = draw::draw(j.state(), &spec, 0x5eed_0000 + u64::from(number))
            .expect("the draw seats the round");
        j.execute(
            Event::RoundDrawn {
                round: drawn.round.clone(),
                conflicts: drawn.conflicts,
            },
            tick(600_000),
        )
        .expect("the drawn round is accepted");
        for table in &drawn.round.tables {
            let results: Vec<Option<SeatResult>> = table
                .seats
                .iter()
                .enumerate()
                .map(|(s, seat)| {
                    let p = u64::from(seat.player);
                    let mut r = SeatResult::points(
                        ((p * 7919 + u64::from(number) * 104_729) % 80) as u32 + 5,
                    );
                    r.tie_order = Some(s as u8 + 1);
                    Some(r)
                })
                .collect();
            let round = &j.state().rounds[number as usize - 1];
            let problems = validate_table(j.state(), round, table, &results, None);
            assert!(problems.is_empty(), "round {number}: {problems:?}");
            j.execute(
                Event::TableResults {
                    round: number,
                    table: table.number,
                    results,
                    outcome: None,
                },
                tick(95_000),
            )
            .expect("valid results are accepted");
        }
        number += 1;
        assert!(number < 20, "the format ends");
    }
    j
}
