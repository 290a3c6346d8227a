//! Ludolimpica / RisiKo! variants (SPEC 5.7; seed 003, "RISIKO! VARIANTI", "regolamento").
//!
//! **Sorteggio**: 2 games at tables of 3 to 5; game 1 a random draw, game 2 by standings (positions 1–4
//! at table 1, the next at table 2, …). The top 4 play the final (one table of 4).
//!
//! **Classifica**: the sum of the victory points of both games, + 20 for each game won by reaching 105
//! victory points (the game ends at once). Ties: more games won, higher single-game score, lower sum of
//! table placings, earlier registration. The board holds 194 victory points in all.
//!
//! ```
//! use raduno::format::ludolimpica::game_points;
//! assert_eq!(game_points(105).to_string(), "125"); // a win by reaching 105: +20
//! assert_eq!(game_points(104).to_string(), "104");
//! assert_eq!(game_points(63).to_string(), "63");
//! ```

use super::{
    ranking, Format, Memory, Phases, Points, RoundRules, ScoreError, ScoreInput, StandingsOrder,
    WinnerTieBreaks,
};
use crate::draw::spec::TablePlan;
use crate::model::FormatKind;

/// Victory points that end the game.
pub const TARGET: u32 = 105;
/// The victory points of the whole board.
pub const BOARD_TOTAL: u32 = 194;

pub static FORMAT: Format = Format {
    kind: FormatKind::Ludolimpica,
    plan: TablePlan::ThreeToFive,
    rounds: RoundRules {
        first: &[],
        later: &[],
        met: Memory::Previous,
        repeat: Memory::Previous,
        cinquisti: false,
    },
    tie_breaks: WinnerTieBreaks::None,
    score,
    bye_points: None,
    order: StandingsOrder::TotalWinsBestPlacingsRegistration,
    phases: Phases::Ludolimpica,
    decimals: 0,
    unique_winner: false,
    results: super::ResultRules {
        unit: super::Unit::VictoryPoints,
        seat_max: BOARD_TOTAL,
        risiko: false,
        eliminations: false,
        table_max: Some(BOARD_TOTAL),
        ends_at: Some(TARGET),
        head_to_head: false,
    },
};

/// Victory points of one game, + 20 when they reach 105.
pub fn game_points(victory_points: u32) -> Points {
    let bonus = if victory_points >= TARGET { 20 } else { 0 };
    Points::from_int(victory_points as i64 + bonus)
}

fn score(input: &ScoreInput) -> Result<Vec<Points>, ScoreError> {
    Ok(input
        .results
        .iter()
        .map(|r| game_points(ranking::table_points(r)))
        .collect())
}
