//! A table's result: what a seat records, the valid results, and the tie-breaks that decide the table's
//! winner after points.

use serde::{Deserialize, Serialize};

/// Which tie-breaks decide the table ranking after table points (the table results' rules).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WinnerTieBreaks {
    /// Only the manual tie order.
    None,
    /// Master: points outside objective, then reverse play order, then the manual tie order.
    OutsideObjectiveThenPlayOrder,
    /// Gufo formats: survivors by points, then the eliminated, the one eliminated last first.
    Eliminations,
    /// Testa a testa: the entered outcome names the winner.
    HeadToHead,
}

/// What a seat records on the round page, the score sheets and the workbook (asked of the definition,
/// never of the format's name).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Seat 0 plays Black, seat 1 White (two-seat board games).
    pub colours: bool,
    /// The RisiKo! flag.
    pub risiko: bool,
    /// Elimination order.
    pub eliminated: bool,
    /// Points outside objective and play order (Master's tie-breaks).
    pub outside_objective: bool,
    /// How a head-to-head game ended.
    pub outcome: bool,
    /// A manual order among seats level on points.
    pub tie_order: bool,
}

/// What a seat's number counts (the words of a refusal).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Unit {
    /// Punti tavolo (RisiKo! formats, Testa a testa).
    TablePoints,
    /// Punti vittoria (Ludolimpica).
    VictoryPoints,
    /// Pedine (Othello).
    Discs,
}

/// The valid results of a format (the table results' rules "Valid results"), as data.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ResultRules {
    pub unit: Unit,
    /// The most one seat can score.
    pub seat_max: u32,
    /// The RisiKo! flag (objective completed: 100 table points) exists; at most one per table.
    pub risiko: bool,
    /// Players may be eliminated (Gufo formats): distinct orders, never everyone.
    pub eliminations: bool,
    /// The most a whole table can score (the board's victory points, the 64 squares).
    pub table_max: Option<u32>,
    /// The game ends when one player reaches this: at most one seat at or above it (Ludolimpica 105).
    pub ends_at: Option<u32>,
    /// Head-to-head: one winner per game, named by the outcome (the Testa a testa rulebook).
    pub head_to_head: bool,
    /// Not every seat at 0 (BGL, 1vs1: a game always has points).
    #[serde(default)]
    pub not_all_zero: bool,
}

impl ResultRules {
    /// RisiKo! formats: 0–100 table points, 100 is a RisiKo!, at most one per table.
    pub const RISIKO: ResultRules = ResultRules {
        unit: Unit::TablePoints,
        seat_max: 100,
        risiko: true,
        eliminations: false,
        table_max: None,
        ends_at: None,
        head_to_head: false,
        not_all_zero: false,
    };
    /// Torneo Gufo, Campionato Gufo: as RisiKo!, or eliminated.
    pub const GUFO: ResultRules = ResultRules {
        eliminations: true,
        ..ResultRules::RISIKO
    };
    /// BGL and 1vs1 (any board game): whole table points ≥ 0, not all zero at a table.
    pub const BOARD_GAME: ResultRules = ResultRules {
        seat_max: 100_000,
        risiko: false,
        not_all_zero: true,
        ..ResultRules::RISIKO
    };
    /// Testa a testa: RisiKo! table points of the two real players, one winner per game.
    pub const HEAD_TO_HEAD: ResultRules = ResultRules {
        head_to_head: true,
        ..ResultRules::RISIKO
    };
}
