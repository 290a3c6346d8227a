//! Raduno Nazionale (the Raduno Nazionale rulebook; seed 000, GestioneRaduno manual, "Raduno Nazionale").
//!
//! **Sorteggio**: tables of 4 only, two qualifying rounds. Round 1: (1) same club, (2) same region.
//! Round 2: (1) already met in round 1, (2) winners of round 1 together, (3) same club. Round 3: the
//! semifinals, the top 16 after round 2 in 4 bands (fasce), one player of each band per table. Round 4
//! (**Reading**, the manual stops at the semifinals): the final of the 4 semifinal winners.
//!
//! **Classifica**: points per game = table points + 50 to the sole winner of the table, + 25 each when
//! two share the win (**Reading**: k ≥ 3 co-winners get 50/k rounded to the nearest integer each).
//! Standings by total points, then total wins (a shared win counts), then best single game; the manual's
//! example ranks 126 points / 1 win / best 105 above 126 / 1 / best 94.
//!
//! ```
//! use raduno_engine::format::raduno_nazionale::{game_points, win_bonus};
//! assert_eq!(game_points(55, 1), 105); // sole winner: +50
//! assert_eq!(game_points(44, 2), 69); // two share the win: +25 each
//! assert_eq!(game_points(30, 0), 30); // not a winner
//! assert_eq!(win_bonus(3), 17); // 50/3 = 16.67 → 17
//! assert_eq!(win_bonus(4), 13); // 12.5 → 13
//! ```

use crate::draw::spec::TablePlan;
use crate::format::def::{
    Column, FormatDef, FormatOptions, Memory, Names, Phases, RoundRule, RoundRules, Scoring, Texts,
    WinnerTieBreaks,
};
use crate::i18n::msg;
use crate::model::ConflictKind as C;

/// Raduno Nazionale as a definition.
pub fn definition() -> FormatDef {
    FormatDef {
        name: Texts::first(|l| msg::FormatRadunoNazionaleName.str(l)),
        names: Names::of(|l| msg::FormatRadunoNazionaleName.str(l)),
        summary: Texts::of(|l| msg::FormatRadunoNazionaleSummary.str(l)),
        plan: TablePlan::FoursOnly,
        rounds: RoundRules {
            first: RoundRule::Priorities {
                priorities: vec![C::SameClub, C::SameRegion],
            },
            later: RoundRule::Priorities {
                priorities: vec![C::AlreadyMet, C::WinnersTogether, C::SameClub],
            },
            met: Memory::Previous,
            repeat: Memory::Previous,
            cinquisti: false,
        },
        tie_breaks: WinnerTieBreaks::None,
        scoring: Scoring::WinnerBonus {
            bonus: 50,
            five_seats: None,
        },
        bye: None,
        order: vec![Column::Wins, Column::Best],
        phases: Phases::TopSixteen { qualifying: 2 },
        decimals: 0,
        unique_winner: false,
        results: crate::format::def::ResultRules::RISIKO,
        options: FormatOptions::default(),
        rated: false,
    }
}

/// The bonus of each of `winners` co-winners: 50, 25, then 50/k rounded to the nearest integer.
pub fn win_bonus(winners: usize) -> i64 {
    crate::format::scoring::winner_bonus::share(50, winners)
}

/// Points of one game: table points plus the bonus when the player is one of `winners` co-winners
/// (`winners = 0` for a player who did not win).
pub fn game_points(table_points: u32, winners: usize) -> i64 {
    table_points as i64 + win_bonus(winners)
}
