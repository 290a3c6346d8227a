//! Ludolimpica / RisiKo! variants (the Ludolimpica rulebook; seed 003, "RISIKO! VARIANTI", "regolamento").
//!
//! **Sorteggio**: 2 games at tables of 3 to 5; game 1 a random draw, game 2 by standings (positions 1–4
//! at table 1, the next at table 2, …). The top 4 play the final (one table of 4).
//!
//! **Classifica**: the sum of the victory points of both games, + 20 for each game won by reaching 105
//! victory points (the game ends at once). Ties: more games won, higher single-game score, lower sum of
//! table placings, earlier registration. The board holds 194 victory points in all.
//!
//! ```
//! use raduno_engine::format::ludolimpica::game_points;
//! assert_eq!(game_points(105).to_string(), "125"); // a win by reaching 105: +20
//! assert_eq!(game_points(104).to_string(), "104");
//! assert_eq!(game_points(63).to_string(), "63");
//! ```

use crate::draw::spec::TablePlan;
use crate::format::def::{
    Column, FormatDef, FormatOptions, Memory, Names, Phases, RoundRule, RoundRules, Scoring, Texts,
    WinnerTieBreaks,
};
use crate::format::points::Points;
use crate::format::scoring::games::victory;
use crate::i18n::msg;

/// Victory points that end the game.
pub const TARGET: u32 = 105;
/// The victory points of the whole board.
pub const BOARD_TOTAL: u32 = 194;
/// The bonus for a game won by reaching [`TARGET`].
pub const BONUS: i64 = 20;

/// Ludolimpica as a definition.
pub fn definition() -> FormatDef {
    FormatDef {
        name: Texts::first(|l| msg::FormatLudolimpicaName.str(l)),
        names: Names::of(|l| msg::FormatLudolimpicaName.str(l)),
        summary: Texts::of(|l| msg::FormatLudolimpicaSummary.str(l)),
        plan: TablePlan::ThreeToFive,
        rounds: RoundRules {
            first: RoundRule::Priorities { priorities: vec![] },
            later: RoundRule::ByStandings,
            met: Memory::Previous,
            repeat: Memory::Previous,
            cinquisti: false,
        },
        tie_breaks: WinnerTieBreaks::None,
        scoring: Scoring::VictoryPoints {
            target: TARGET,
            bonus: BONUS,
        },
        bye: None,
        order: vec![
            Column::Wins,
            Column::Best,
            Column::Placings,
            Column::Registration,
        ],
        phases: Phases::TopFinal {
            qualifying: 2,
            finalists: 4,
        },
        decimals: 0,
        unique_winner: false,
        results: crate::format::def::ResultRules {
            unit: crate::format::def::Unit::VictoryPoints,
            seat_max: BOARD_TOTAL,
            risiko: false,
            eliminations: false,
            table_max: Some(BOARD_TOTAL),
            ends_at: Some(TARGET),
            head_to_head: false,
            not_all_zero: false,
        },
        options: FormatOptions::default(),
        rated: false,
    }
}

/// Victory points of one game, + 20 when they reach 105.
pub fn game_points(victory_points: u32) -> Points {
    victory(victory_points, TARGET, BONUS)
}
