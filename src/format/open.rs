//! Open (SPEC 5.3; seed 000, GestioneRaduno manual, "Open").
//!
//! **Sorteggio**: tables of 4 and 5, any number of rounds. Round 1: (1) same club. Later rounds:
//! (1) five again (any earlier round), (2) same club, (3) already met (any earlier round).
//!
//! **Classifica**: points per game = table points (× 1.25 at 5-tables) + 50 to the sole winner, + 25
//! each when two share the win (k ≥ 3: 50/k rounded, as Raduno Nazionale). Exact quarters, shown with
//! two decimals. Standings by total points, then total wins (a shared win counts).
//!
//! ```
//! use raduno::format::open::game_points;
//! assert_eq!(game_points(45, 4, 1).to_decimal(2), "95.00");
//! assert_eq!(game_points(45, 5, 1).to_decimal(2), "106.25"); // 45 × 1.25 + 50
//! assert_eq!(game_points(21, 5, 0).to_decimal(2), "26.25");
//! assert_eq!(game_points(40, 5, 2).to_decimal(2), "75.00"); // shared win: 50 + 25
//! ```

use super::raduno_nazionale::win_bonus;
use super::{
    ranking, Format, Memory, Phases, Points, RoundRules, ScoreError, ScoreInput, StandingsOrder,
    WinnerTieBreaks,
};
use crate::draw::spec::TablePlan;
use crate::model::{ConflictKind as C, FormatKind};

/// Open's draw (SPEC 5.3), which Torneo Gufo uses too (SPEC 5.4: "draw as Open").
pub const ROUNDS: RoundRules = RoundRules {
    first: &[C::SameClub],
    later: &[C::FiveAgain, C::SameClub, C::AlreadyMet],
    met: Memory::All,
    repeat: Memory::All,
    cinquisti: false,
};

pub static FORMAT: Format = Format {
    kind: FormatKind::Open,
    plan: TablePlan::FoursAndFives,
    rounds: ROUNDS,
    tie_breaks: WinnerTieBreaks::None,
    score,
    bye_points: None,
    order: StandingsOrder::TotalWins,
    phases: Phases::Qualifying,
    decimals: 2,
    unique_winner: false,
    results: super::ResultRules::RISIKO,
};

/// Table points × 1.25 at a 5-seat table, exact.
pub fn scaled(table_points: u32, seats: usize) -> Points {
    if seats == 5 {
        Points::new(table_points as i64 * 5, 4)
    } else {
        Points::from_int(table_points as i64)
    }
}

/// Points of one game for a player among `winners` co-winners (0 if he did not win).
pub fn game_points(table_points: u32, seats: usize, winners: usize) -> Points {
    scaled(table_points, seats) + Points::from_int(win_bonus(winners))
}

fn score(input: &ScoreInput) -> Result<Vec<Points>, ScoreError> {
    let k = input.rank.winners().len();
    let seats = input.table.seats.len();
    Ok(input
        .results
        .iter()
        .enumerate()
        .map(|(s, r)| {
            game_points(
                ranking::table_points(r),
                seats,
                if input.is_winner(s) { k } else { 0 },
            )
        })
        .collect())
}
