//! A small format that exists only in the tests: the steps for adding a built-in format (docs/ARCHITECTURE.md),
//! followed once (this file, its `mod` line in `format/builtin/mod.rs`, its line in the registry).
//!
//! **Esempio**: tables of four and five; round 1 separates clubs, later rounds avoid players who
//! already met. Placement points by table size (BGL's column) plus the share of the table's points;
//! a level top shares the places, each with a win.

use crate::draw::spec::TablePlan;
use crate::format::def::{Column, FormatDef, FormatOptions, Phases, RoundRule, Scoring};
use crate::model::ConflictKind;

pub fn definition() -> FormatDef {
    let mut d = super::open::definition();
    d.name = "Esempio".into();
    d.plan = TablePlan::FoursAndFives;
    d.rounds.first = RoundRule::Priorities {
        priorities: vec![ConflictKind::SameClub],
    };
    d.rounds.later = RoundRule::Priorities {
        priorities: vec![ConflictKind::AlreadyMet],
    };
    d.scoring = Scoring::Placement { ghost: false };
    d.bye = None;
    d.order = vec![Column::Wins];
    d.phases = Phases::Qualifying;
    d.options = FormatOptions::default();
    d
}

#[cfg(test)]
mod tests {
    use crate::format::{self, FormatKind};
    use crate::journal::{Event, Journal};
    use crate::model::{Player, SeatResult, Settings};

    /// The format added through the registry plays end to end: found by its id, drawn, scored, ranked.
    #[test]
    fn a_format_added_by_one_file_and_one_registry_line_plays() {
        let kind = FormatKind::from_slug("esempio").expect("registered by its line");
        assert_eq!(kind.name(), "Esempio");
        let mut j = Journal::new(Settings::new("Prova", kind), 0);
        for id in 1..=9 {
            let p = Player::new(id, &format!("N{id}"), &format!("C{id}"))
                .with_club(if id % 2 == 0 { "Lupi" } else { "Gufi" });
            j.execute(Event::PlayerAdded { player: p }, 1).unwrap();
        }
        for number in 1..=2 {
            let spec = format::draw_spec(j.state(), number).expect("drawable");
            let drawn = crate::draw::draw(j.state(), &spec, 11).expect("drawn");
            let sizes: Vec<usize> = drawn.round.tables.iter().map(|t| t.seats.len()).collect();
            assert_eq!(
                sizes,
                [4, 5],
                "fours and fives: 9 = 4 + 5, the 5-table last"
            );
            j.execute(
                Event::RoundDrawn {
                    round: drawn.round.clone(),
                    conflicts: drawn.conflicts,
                },
                2,
            )
            .unwrap();
            for table in &drawn.round.tables {
                // A level top: the first two seats share places 1–2.
                let results = (0..table.seats.len())
                    .map(|s| Some(SeatResult::points(if s < 2 { 40 } else { 10 })))
                    .collect();
                j.execute(
                    Event::TableResults {
                        round: number,
                        table: table.number,
                        results,
                        outcome: None,
                    },
                    3,
                )
                .unwrap();
            }
        }
        let st = format::standings(j.state(), 2);
        assert_eq!(st.rows.len(), 9, "every player ranked");
        // Four level winners of each round share a win each: two rows have two wins.
        assert!(st.rows.iter().all(|r| r.rounds.iter().all(Option::is_some)));
        assert_eq!(st.rows.iter().map(|r| r.wins).sum::<u32>(), 8);
    }
}
