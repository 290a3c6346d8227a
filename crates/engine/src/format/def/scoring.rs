//! The scoring: one variant per kind of arithmetic with its constants (ratios kept exact, head-to-head
//! rows), and the bye.

use crate::format::points::Points;
use serde::{Deserialize, Serialize};

/// An exact factor, such as × 1.25 at 5-seat tables (5/4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ratio {
    pub num: i64,
    pub den: i64,
}

impl Ratio {
    /// × 1.25.
    pub const FIVE_QUARTERS: Ratio = Ratio { num: 5, den: 4 };

    pub fn apply(self, p: Points) -> Points {
        p * Points::new(self.num, self.den)
    }
}

/// One row of Testa a testa's table: a difference of at least `from` table points gives the winner
/// `winner` and the other `other`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DifferenceRow {
    pub from: u32,
    pub winner: i64,
    pub other: i64,
}

/// (winner, other) points of one outcome.
pub type Pair = (i64, i64);

/// How a complete table becomes tournament points (the formats' rules). Each variant carries its constants; the
/// arithmetic lives in the file of the format that introduced it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Scoring {
    /// Table points (× `five_seats` at 5-seat tables) plus `bonus` to the sole winner, `bonus / k`
    /// rounded to each of k co-winners (Raduno Nazionale, Open; [`open::bonus_score`](crate::format::open)).
    WinnerBonus {
        bonus: i64,
        #[serde(default)]
        five_seats: Option<Ratio>,
    },
    /// Whole table points; at a 5-seat table the winner over `five_winner_over` table points scores
    /// 100, a 100 stays 100, the rest × `five_seats`; at a 3-seat table × `three_seats`; `bonus` to a
    /// sole winner, half each to two, none to three or more (the Open as GestioneTorneo scores it;
    /// [`capped_bonus`](crate::format::scoring::capped_bonus)).
    CappedWinnerBonus {
        bonus: i64,
        five_seats: Ratio,
        three_seats: Ratio,
        five_winner_over: u32,
    },
    /// Thousandths: table points / 1000 plus `winner_bonus` to the single winner; at 5-seat tables ×
    /// `five_seats` rounded up to the thousandth and capped at `five_seat_cap` thousandths; a RisiKo!
    /// gives `risiko` thousandths (Master; [`master::tournament_points`](crate::format::master)).
    Thousandths {
        winner_bonus: i64,
        five_seats: Ratio,
        five_seat_cap: i64,
        risiko: i64,
    },
    /// Table points (× `five_seats`) / `divisor` plus a bonus by place: survivors by table ranking,
    /// the eliminated by elimination order, the last eliminated first (Torneo Gufo; [`gufo`](crate::format::gufo)).
    PlacingBonus {
        divisor: i64,
        #[serde(default)]
        five_seats: Option<Ratio>,
        survivors: Vec<i64>,
        eliminated: Vec<i64>,
    },
    /// "Formula Spartac": the winner `base` + table points (× `five_seats`), `risiko_win` for a RisiKo!
    /// win; a loser `base` − (winner's − own table points) (Campionato Gufo; [`campionato_gufo`](crate::format::campionato_gufo)).
    Spartac {
        base: i64,
        risiko_win: i64,
        #[serde(default)]
        five_seats: Option<Ratio>,
    },
    /// Testa a testa's table by outcome and difference (the Testa a testa rulebook; [`testa_a_testa`](crate::format::testa_a_testa)).
    HeadToHead {
        world_conquest: Pair,
        risiko_eliminates_other: Pair,
        risiko_eliminates_dummy: Pair,
        risiko: Pair,
        /// Highest `from` first; a difference below every row gives `level` (a draw when 0).
        by_difference: Vec<DifferenceRow>,
        level: Pair,
        /// (the player who stayed, the player who abandoned).
        abandon: Pair,
    },
    /// Victory points plus `bonus` for reaching `target` (Ludolimpica; [`ludolimpica`](crate::format::ludolimpica)).
    VictoryPoints { target: u32, bonus: i64 },
    /// Two-seat games by their counts: `win`, `draw`, `loss` (Othello; [`othello`](crate::format::othello)).
    WinDrawLoss { win: i64, draw: i64, loss: i64 },
    /// Placement points by table size plus the PBG; with `ghost`, a 3-seat table is ranked as a table
    /// of 4 with a ghost (BGL, 1vs1; [`placement`](crate::format::placement)).
    Placement { ghost: bool },
    /// A bonus by place in the table ranking (`survivors`, or `eliminated` for an eliminated player)
    /// plus table points ÷ `divisor` (× `five_seats` at 5-seat tables, × `three_seats` at 3-seat
    /// tables) (the team tournament; [`squadre`](crate::format::squadre)).
    PlaceBonus {
        divisor: i64,
        five_seats: Ratio,
        three_seats: Ratio,
        survivors: Vec<i64>,
        eliminated: Vec<i64>,
    },
}

/// What a player who sits out a round gets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bye {
    pub points: i64,
    /// The bye counts as a game won (Othello).
    #[serde(default)]
    pub win: bool,
}
