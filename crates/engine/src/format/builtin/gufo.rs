//! Torneo Gufo (the Torneo Gufo rulebook; seed 000, GestioneRaduno manual, "Torneo Gufo").
//!
//! **Sorteggio**: as Open (tables of 4 and 5; later rounds: five again, same club, already met).
//!
//! **Classifica**: points per game = table points (× 1.25 at 5-tables) / 100 plus a bonus: surviving
//! players by table ranking 1st 12, 2nd 7, 3rd 5, 4th 3, 5th 2; eliminated players 3, 2, 1, 0 for the
//! last, second-last, third-last and fourth-last eliminated (**Reading**: "1° eliminato" is the one
//! eliminated last, entered as -1 in legacy sheets; an eliminated player's table points are 0).
//! Survivors level on points need a tie order (the placing bonus differs). Standings by total points,
//! then total wins.
//!
//! ```
//! use raduno_engine::format::gufo::{survivor_points, eliminated_points};
//! assert_eq!(survivor_points(55, 4, 1).to_string(), "12.55");
//! assert_eq!(survivor_points(30, 4, 2).to_string(), "7.3");
//! assert_eq!(survivor_points(21, 5, 3).to_string(), "5.2625"); // 21 × 1.25 / 100 + 5
//! assert_eq!(eliminated_points(1).to_string(), "3"); // eliminated last (-1)
//! assert_eq!(eliminated_points(2).to_string(), "2");
//! assert_eq!(eliminated_points(4).to_string(), "0");
//! ```

use crate::draw::spec::TablePlan;
use crate::format::def::{
    Column, FormatDef, FormatOptions, Names, Phases, Ratio, Scoring, Texts, WinnerTieBreaks,
};
use crate::format::points::Points;
use crate::format::scoring::placing_bonus::{eliminated, survivor};
use crate::i18n::msg;

/// Torneo Gufo as a definition.
pub fn definition() -> FormatDef {
    FormatDef {
        name: Texts::first(|l| msg::FormatGufoName.str(l)),
        names: Names::of(|l| msg::FormatGufoName.str(l)),
        summary: Texts::of(|l| msg::FormatGufoSummary.str(l)),
        plan: TablePlan::FoursAndFives,
        rounds: super::open::rounds(),
        tie_breaks: WinnerTieBreaks::Eliminations,
        scoring: Scoring::PlacingBonus {
            divisor: 100,
            five_seats: Some(Ratio::FIVE_QUARTERS),
            survivors: PLACING_BONUS.to_vec(),
            eliminated: ELIMINATION_BONUS.to_vec(),
        },
        bye: None,
        order: vec![Column::Wins],
        phases: Phases::Qualifying,
        decimals: 2,
        unique_winner: false,
        results: crate::format::def::ResultRules::GUFO,
        options: FormatOptions::default(),
        rated: false,
    }
}

/// Placing bonus of the surviving players, 1st to 5th.
pub const PLACING_BONUS: [i64; 5] = [12, 7, 5, 3, 2];
/// Bonus of the eliminated: the last eliminated (1) first.
pub const ELIMINATION_BONUS: [i64; 4] = [3, 2, 1, 0];

/// A surviving player's points: table points (× 1.25 at a 5-table) / 100 + the placing bonus.
pub fn survivor_points(table_points: u32, seats: usize, place: usize) -> Points {
    survivor(
        table_points,
        seats,
        place,
        (100, Some(Ratio::FIVE_QUARTERS), &PLACING_BONUS),
    )
}

/// An eliminated player's points: the bonus of his elimination order (1 = eliminated last).
pub fn eliminated_points(order: u8) -> Points {
    eliminated(order, &ELIMINATION_BONUS)
}
