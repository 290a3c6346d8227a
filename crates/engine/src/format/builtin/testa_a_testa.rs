//! Testa a testa (the Testa a testa rulebook; seed 001, "Regolamento Campionato Testa a testa 2003").
//!
//! Head-to-head: two real players and a dummy ("morto"). Three evenings, each a game and a rematch
//! between the same two players (rounds 1–2, 3–4, 5–6 by default; `planned_rounds` changes the count),
//! then semifinals (1st v 4th, 2nd v 3rd, game and rematch, the higher sum goes through) and the final
//! (game and rematch).
//!
//! **Punteggio classifica** (rule 20), from the outcome and the two players' table points:
//!
//! | outcome | winner | other |
//! | --- | --- | --- |
//! | world conquest (fa mondo) | 200 | 10 |
//! | RisiKo! and eliminates the other real player | 190 | 10 |
//! | RisiKo! and eliminates the dummy | 180 | 20 |
//! | RisiKo! | 170 | 30 |
//! | difference ≥ 61 | 160 | 40 |
//! | 51–60 | 150 | 50 |
//! | 41–50 | 140 | 60 |
//! | 31–40 | 130 | 70 |
//! | 21–30 | 120 | 80 |
//! | 11–20 | 110 | 90 |
//! | 0–10 | 100 | 100 |
//!
//! A player who abandons scores 0, the other 200 (rule 4). With an odd number of players the lowest in
//! the standings (the prior ranking on evening 1) sits out and gets 10 (rule 2).
//!
//! **Accoppiamenti** (rule 1): strongest against weakest (1st v last, 2nd v second-last, …) by the prior
//! ranking on evening 1 and by the standings later (**Reading**), swapping neighbours to avoid a repeat
//! pairing; table 1 is the top pair. **Classifica**: total; ties (rule 3): the lower table number on the
//! latest evening, then the position after the previous evening.
//!
//! ```
//! use raduno_engine::format::testa_a_testa::{by_difference, outcome_points};
//! use raduno_engine::model::OutcomeKind;
//! assert_eq!(by_difference(61), (160, 40));
//! assert_eq!(by_difference(60), (150, 50));
//! assert_eq!(by_difference(11), (110, 90));
//! assert_eq!(by_difference(10), (100, 100));
//! assert_eq!(outcome_points(OutcomeKind::WorldConquest, 0), (200, 10));
//! assert_eq!(outcome_points(OutcomeKind::RisikoEliminatesDummy, 0), (180, 20));
//! assert_eq!(outcome_points(OutcomeKind::Abandon, 0), (200, 0)); // (the other, who abandoned)
//! ```

use crate::draw::spec::TablePlan;
use crate::format::def::{
    Bye, Column, DifferenceRow, FormatDef, FormatOptions, Memory, Names, Phases, RoundRule,
    RoundRules, Scoring, Texts, WinnerTieBreaks,
};
use crate::format::scoring::head_to_head;
use crate::i18n::msg;
use crate::model::OutcomeKind;

/// Points for sitting out a game.
pub const BYE_POINTS: i64 = 10;
/// Qualifying games when `planned_rounds` is not set: 3 evenings of a game and a rematch.
pub const DEFAULT_QUALIFYING: u32 = 6;

/// Rule 20's table by difference, highest first.
const BY_DIFFERENCE: [(u32, i64, i64); 6] = [
    (61, 160, 40),
    (51, 150, 50),
    (41, 140, 60),
    (31, 130, 70),
    (21, 120, 80),
    (11, 110, 90),
];

/// Testa a testa as a definition.
pub fn definition() -> FormatDef {
    FormatDef {
        name: Texts::first(|l| msg::FormatTestaATestaName.str(l)),
        names: Names::of(|l| msg::FormatTestaATestaName.str(l)),
        summary: Texts::of(|l| msg::FormatTestaATestaSummary.str(l)),
        plan: TablePlan::Pairs,
        rounds: RoundRules {
            first: RoundRule::StrongAgainstWeak,
            later: RoundRule::StrongAgainstWeak,
            met: Memory::All,
            repeat: Memory::All,
            cinquisti: false,
        },
        tie_breaks: WinnerTieBreaks::HeadToHead,
        scoring: Scoring::HeadToHead {
            world_conquest: (200, 10),
            risiko_eliminates_other: (190, 10),
            risiko_eliminates_dummy: (180, 20),
            risiko: (170, 30),
            by_difference: BY_DIFFERENCE
                .iter()
                .map(|&(from, winner, other)| DifferenceRow {
                    from,
                    winner,
                    other,
                })
                .collect(),
            level: (100, 100),
            abandon: (200, 0),
        },
        bye: Some(Bye {
            points: BYE_POINTS,
            win: false,
        }),
        order: vec![Column::LatestTable, Column::PreviousEvening],
        phases: Phases::HeadToHead {
            qualifying: DEFAULT_QUALIFYING,
        },
        decimals: 0,
        // A game level on table points is a draw: 100 each and a win for neither (the Testa a testa rulebook).
        unique_winner: true,
        results: crate::format::def::ResultRules::HEAD_TO_HEAD,
        options: FormatOptions::default(),
        rated: false,
    }
}

/// (winner, other) for a game decided by the difference in table points.
pub fn by_difference(diff: u32) -> (i64, i64) {
    outcome_points(OutcomeKind::Points, diff)
}

/// (winner, other) for an outcome; for `Points` the difference decides; for `Abandon` the "winner" is
/// the player who stayed (200) and the other the one who abandoned (0).
pub fn outcome_points(kind: OutcomeKind, diff: u32) -> (i64, i64) {
    head_to_head::outcome_points(&definition().scoring, kind, diff).unwrap_or_default()
}
