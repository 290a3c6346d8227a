//! What a format asks of the draw for one round: the contract between `format` (which decides who plays
//! the next round and by which rules) and `draw` (which seats them).

use crate::model::{ConflictKind, Phase, PlayerId};
use serde::{Deserialize, Serialize};

/// How many tables of which size (the table plans' rules).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TablePlan {
    /// N must be a multiple of 4.
    FoursOnly,
    /// As many 4s as possible, fives = N mod 4, the 5-tables last.
    FoursAndFives,
    /// Campionato Gufo: all 4s, one 5, or one or two 3s completed by a ghost.
    FoursOneFiveGhosts,
    /// Ludolimpica: fours and fives where it works, else 4s completed by one or two 3s.
    ThreeToFive,
    /// Head-to-head: pairs; an odd player out sits out.
    Pairs,
    /// BGL (GestioneTorneo 2.4's formats): as many 4s as possible, the rest as 3s (9 → 3 + 3 + 3); the 3-tables last.
    FoursAndThrees,
    /// 1vs1 (GestioneTorneo 2.4's formats): pairs, and one table of 3 when the count is odd; the 3-table last.
    PairsOneThree,
}

impl TablePlan {
    pub const ALL: [TablePlan; 7] = [
        TablePlan::FoursOnly,
        TablePlan::FoursAndFives,
        TablePlan::FoursOneFiveGhosts,
        TablePlan::ThreeToFive,
        TablePlan::Pairs,
        TablePlan::FoursAndThrees,
        TablePlan::PairsOneThree,
    ];

    /// The plan's name in a club's JSON (as serde writes it).
    pub fn slug(self) -> &'static str {
        match self {
            TablePlan::FoursOnly => "FoursOnly",
            TablePlan::FoursAndFives => "FoursAndFives",
            TablePlan::FoursOneFiveGhosts => "FoursOneFiveGhosts",
            TablePlan::ThreeToFive => "ThreeToFive",
            TablePlan::Pairs => "Pairs",
            TablePlan::FoursAndThrees => "FoursAndThrees",
            TablePlan::PairsOneThree => "PairsOneThree",
        }
    }
}

/// One round to draw.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DrawSpec {
    /// Turno N.
    pub number: u32,
    pub phase: Phase,
    pub plan: TablePlan,
    pub method: DrawMethod,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DrawMethod {
    /// A random seating improved by strict priorities (the draw's rules).
    Optimise {
        /// The players to seat (participating players of a qualifying round).
        players: Vec<PlayerId>,
        /// Conflict kinds, most important first.
        priorities: Vec<ConflictKind>,
        /// Rounds whose table-mates count as "already met".
        met_rounds: Vec<u32>,
        /// Rounds whose 5-tables count for "five again" (and 3-tables for "three again").
        repeat_rounds: Vec<u32>,
        /// Winners of the previous round, for "winners together".
        winners: Vec<PlayerId>,
        /// Master's cinquisti procedure: who sits at 5-tables is drawn first (the Master rulebook).
        cinquisti: bool,
    },
    /// Semifinal bands (fasce): each group's players in standings order; each group fills
    /// `players / 4` tables, one player of each band per table (the draw's rules, "Semifinal bands").
    Bands { groups: Vec<Vec<PlayerId>> },
    /// Tables fixed by the format (finals, Ludolimpica's game 2, head-to-head pairings), in table order.
    Fixed {
        tables: Vec<Vec<PlayerId>>,
        byes: Vec<PlayerId>,
    },
}
