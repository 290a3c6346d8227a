//! Open (the Open rulebook; seed 000, GestioneRaduno manual, "Open").
//!
//! **Sorteggio**: tables of 4 and 5, any number of rounds. Round 1: (1) same club. Later rounds:
//! (1) five again (any earlier round), (2) same club, (3) already met (any earlier round).
//!
//! **Classifica**: points per game = table points (× 1.25 at 5-tables) + 50 to the sole winner, + 25
//! each when two share the win (k ≥ 3: 50/k rounded, as Raduno Nazionale). Exact quarters, shown with
//! two decimals. Standings by total points, then total wins (a shared win counts).
//!
//! ```
//! use raduno_engine::format::open::game_points;
//! assert_eq!(game_points(45, 4, 1).to_decimal(2), "95.00");
//! assert_eq!(game_points(45, 5, 1).to_decimal(2), "106.25"); // 45 × 1.25 + 50
//! assert_eq!(game_points(21, 5, 0).to_decimal(2), "26.25");
//! assert_eq!(game_points(40, 5, 2).to_decimal(2), "75.00"); // shared win: 50 + 25
//! ```

use crate::draw::spec::TablePlan;
use crate::format::def::{
    Column, FormatDef, FormatOptions, Names, Phases, Ratio, RoundRules, Scoring, Texts,
    WinnerTieBreaks,
};
use crate::format::points::Points;
use crate::format::scoring::winner_bonus::{scaled, share};
use crate::i18n::msg;
use crate::model::ConflictKind as C;

/// Open's draw (the Open rulebook), which Torneo Gufo uses too (the Torneo Gufo rulebook: "draw as Open").
pub fn rounds() -> RoundRules {
    RoundRules::priorities(&[C::SameClub], &[C::FiveAgain, C::SameClub, C::AlreadyMet])
}

/// Open as a definition.
pub fn definition() -> FormatDef {
    FormatDef {
        name: Texts::first(|l| msg::FormatOpenName.str(l)),
        names: Names::of(|l| msg::FormatOpenName.str(l)),
        summary: Texts::of(|l| msg::FormatOpenSummary.str(l)),
        plan: TablePlan::FoursAndFives,
        rounds: rounds(),
        tie_breaks: WinnerTieBreaks::None,
        scoring: Scoring::WinnerBonus {
            bonus: 50,
            five_seats: Some(Ratio::FIVE_QUARTERS),
        },
        bye: None,
        order: vec![Column::Wins],
        phases: Phases::Qualifying,
        decimals: 2,
        unique_winner: false,
        results: crate::format::def::ResultRules::RISIKO,
        options: FormatOptions::default(),
        rated: false,
    }
}

/// Points of one game for a player among `winners` co-winners (0 if he did not win).
pub fn game_points(table_points: u32, seats: usize, winners: usize) -> Points {
    scaled(table_points, seats) + Points::from_int(share(50, winners))
}
