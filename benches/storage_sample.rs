// A finished 60-player Master made through the engine (the demo's players, draws by `draw_spec` and
// the draw engine, results through the journal), shared by `benches/storage.rs` and the tests in
// `crates/app/src/persist/`; `play_through`, which plays it, also by `tests/standings.rs`. The including module
// provides `engine` (the crate's `demo`, `draw`, `format` and `model`).

use super::engine::demo::demo_journal;
use super::engine::draw;
use super::engine::draw::spec::DrawMethod;
use super::engine::format::{self, FormatKind};
use super::engine::format::{draw_spec, validate_table};
use super::engine::journal::{Event, Journal};
use super::engine::model::{OutcomeKind, PlayerId, SeatResult, TableOutcome};

/// A Master of `n` demo players (names, clubs, regions and nicknames from `crates/app/src/demo.rs`), every round
/// drawn and scored until the format has no next round (qualifying rounds, semifinals, final), at a
/// real clock time.
pub fn finished_master(n: u32) -> Journal {
    let mut clock = 1_780_000_000_000i64;
    let mut tick = |ms: i64| {
        clock += ms;
        clock
    };
    let j = demo_journal(FormatKind::Master, n as usize, tick(0));
    play_through(j, 0x5eed_0000, &mut tick)
}

/// Draws and scores every remaining round of `j`'s tournament: round `number` drawn from `draw_spec` with
/// the seed `seed + number`, every player of the spec seated once; each seat scored from its player and
/// round (5–84 points) with the seat order as tie order (no open tie), a head-to-head table won on points
/// by the one with more, every table checked by `validate_table`. `tick(ms)` gives each event's time,
/// 10 minutes after the last for a draw and 95 s for a table.
pub fn play_through(mut j: Journal, seed: u64, tick: &mut dyn FnMut(i64) -> i64) -> Journal {
    let format = format::kind(&j.state().settings);
    let mut number = j.state().rounds.len() as u32 + 1;
    while let Ok(spec) = draw_spec(j.state(), number) {
        let drawn = draw::draw(j.state(), &spec, seed + u64::from(number))
            .expect("the draw seats the round");
        let mut seated: Vec<PlayerId> = drawn.round.players().collect();
        seated.extend(drawn.round.byes.iter().copied());
        seated.sort();
        let mut expected: Vec<PlayerId> = match &spec.method {
            DrawMethod::Optimise { players, .. } => players.clone(),
            DrawMethod::Bands { groups } => groups.concat(),
            DrawMethod::Fixed { tables, byes } => [tables.concat(), byes.clone()].concat(),
        };
        expected.sort();
        assert_eq!(
            seated, expected,
            "round {number}: every player of the spec seated once"
        );
        j.execute(
            Event::RoundDrawn {
                round: drawn.round.clone(),
                conflicts: drawn.conflicts,
            },
            tick(600_000),
        )
        .expect("the drawn round is accepted");
        for table in &drawn.round.tables {
            assert!(
                !table.seats.is_empty(),
                "round {number}: table {} is empty",
                table.number
            );
            let points: Vec<u32> = table
                .seats
                .iter()
                .map(|seat| {
                    let p = u64::from(seat.player);
                    ((p * 7919 + u64::from(number) * 104_729) % 80) as u32 + 5
                })
                .collect();
            let results: Vec<Option<SeatResult>> = points
                .iter()
                .enumerate()
                .map(|(s, &p)| {
                    let mut r = SeatResult::points(p);
                    r.tie_order = Some(s as u8 + 1);
                    Some(r)
                })
                .collect();
            let outcome = (format == FormatKind::TestaATesta).then(|| TableOutcome {
                kind: OutcomeKind::Points,
                seat: u8::from(points[1] > points[0]),
            });
            let round = &j.state().rounds[number as usize - 1];
            let problems = validate_table(j.state(), round, table, &results, outcome);
            assert!(problems.is_empty(), "round {number}: {problems:?}");
            j.execute(
                Event::TableResults {
                    round: number,
                    table: table.number,
                    results,
                    outcome,
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
