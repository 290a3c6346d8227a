//! How each round is drawn: round 1's rule and the later rounds', and which earlier rounds count as
//! "already met".

use crate::model::ConflictKind;
use serde::{Deserialize, Serialize};

/// Which earlier rounds a conflict kind looks back at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Memory {
    /// The round just before.
    Previous,
    /// Every earlier round.
    All,
    /// Round 1 only (Master's "five again" in round 2).
    First,
}

/// How the players of one qualifying round are seated.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "rule", rename_all = "snake_case")]
pub enum RoundRule {
    /// A random seating improved by these conflict kinds, most important first (the draw's rules); none = a plain
    /// random draw.
    Priorities { priorities: Vec<ConflictKind> },
    /// Seated by the standings after the previous round: positions 1–4 at table 1, the next at table 2,
    /// … (Ludolimpica's game 2).
    ByStandings,
    /// Swiss pairing of two-seat games: equal points meet, no rematch, colours balanced (the Othello Swiss rulebook,
    /// [`othello`](crate::format::othello)).
    Swiss,
    /// Head-to-head evenings: strongest against weakest, then the rematch (the Testa a testa rulebook,
    /// [`testa_a_testa`](crate::format::testa_a_testa)).
    StrongAgainstWeak,
    /// "Alla greca" (NazionaleRisiKo's round 2): the players of the previous round's table k, in their
    /// table ranking, go to tables k, k + 1, k + 2, … ([`seating::alla_greca`](crate::format::seating::alla_greca)).
    AllaGreca,
    /// Positions dealt over the tables by the standings: with T tables, table t gets positions t,
    /// t + T, t + 2T, … (NazionaleRisiKo's round 3; [`seating::dealt`](crate::format::seating::dealt)).
    Dealt,
    /// One rule per round from here on, the last repeating (NazionaleRisiKo: round 2 alla greca, round
    /// 3 dealt). Only as `later`.
    Sequence { rules: Vec<RoundRule> },
}

impl RoundRule {
    /// The draw priorities (empty for the rules that seat by the results).
    pub fn priorities(&self) -> &[ConflictKind] {
        match self {
            RoundRule::Priorities { priorities } => priorities,
            _ => &[],
        }
    }
}

/// The rules of the qualifying rounds (the draw's rules and the formats' rules).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundRules {
    /// Round 1.
    pub first: RoundRule,
    /// Round 2 and later qualifying rounds.
    pub later: RoundRule,
    /// Rounds whose table-mates count as "already met".
    pub met: Memory,
    /// Rounds whose 5-tables (3-tables) count for "five again" ("three again").
    pub repeat: Memory,
    /// Master's cinquisti procedure (who sits at 5-tables is drawn first).
    #[serde(default)]
    pub cinquisti: bool,
}

impl RoundRules {
    /// Both rounds by priorities.
    pub fn priorities(first: &[ConflictKind], later: &[ConflictKind]) -> RoundRules {
        RoundRules {
            first: RoundRule::Priorities {
                priorities: first.to_vec(),
            },
            later: RoundRule::Priorities {
                priorities: later.to_vec(),
            },
            met: Memory::All,
            repeat: Memory::All,
            cinquisti: false,
        }
    }

    /// The rule of qualifying round `number`.
    pub fn rule(&self, number: u32) -> &RoundRule {
        if number <= 1 {
            return &self.first;
        }
        match &self.later {
            RoundRule::Sequence { rules } if !rules.is_empty() => {
                &rules[(number as usize - 2).min(rules.len() - 1)]
            }
            later => later,
        }
    }
}
