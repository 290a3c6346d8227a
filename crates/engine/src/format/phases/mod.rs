//! Which round comes next and what the draw must do for it (the Raduno Nazionale rulebook–5.7): qualifying rounds with their
//! priorities, semifinals by bands (the Master structure table, MasterRisiko's legacy rule, Raduno
//! Nazionale's top 16), finals with the withdrawal rules, Ludolimpica's game 2 and final, and the
//! head-to-head pairings of Testa a testa.
//!
//! Everything is computed from the rounds before the one asked for, so the same function gives the next
//! round and recounts an existing one. Withdrawn players are those not participating now.

pub mod decided;
mod finals;
mod head_to_head;
mod qualifying;
mod semifinals;
pub mod structure;

use super::engine::{self, Line};
use crate::draw::spec::{DrawMethod, DrawSpec, TablePlan};
use crate::format::def::{FormatDef, Memory, Phases, RoundRule};
use crate::format::errors::PhaseError;
use crate::format::errors::ScoreError;
use crate::format::pairing::seating;
use crate::format::points::Points;
use crate::format::registry::{def, draw_def};
use crate::format::tables::{round_done, table_ranking, table_state, winners, TableState};
use crate::i18n::msg;
use crate::i18n::{Lang, Text};
use crate::model::{Phase, PlayerId, Round, Tournament};
use std::collections::{HashMap, HashSet};
use structure::{Case, Structure};

use finals::*;
pub use head_to_head::*;
use qualifying::*;
use semifinals::*;

/// What the next round is, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PhaseAdvice {
    pub number: u32,
    pub phase: Phase,
    /// Why the next round is what it is, or why it cannot be drawn yet.
    pub why: Result<crate::i18n::Text, PhaseError>,
    /// A round can be drawn now (false when the tournament is over or a round is missing results).
    pub drawable: bool,
}

impl PhaseAdvice {
    /// The reason in words, in `lang`.
    pub fn explanation(&self, lang: Lang) -> String {
        match &self.why {
            Ok(why) => why.text(lang),
            Err(e) => crate::i18n::Localized::text(e, lang),
        }
    }
}

/// Why a round is what it is: a message of the catalogue, said at the edge.
pub type Why = Text;

/// The draw spec of round `number` and the reason for it.
pub fn plan_round(t: &Tournament, number: u32) -> Result<(DrawSpec, Why), PhaseError> {
    let next = t.rounds.len() as u32 + 1;
    if number == 0 || number > next {
        return Err(PhaseError::RoundOutOfOrder { next, got: number });
    }
    for r in t.rounds.iter().take(number as usize - 1) {
        if !complete(t, r) {
            return Err(incomplete(t, r, number));
        }
    }
    let df = draw_def(t);
    match df.phases {
        Phases::Swiss | Phases::Qualifying => {
            if let Some(planned) = t.settings.planned_rounds {
                if number > planned {
                    return Err(PhaseError::TournamentOver { rounds: planned });
                }
            }
            qualifying(t, df, number)
        }
        Phases::Rounds { rounds } => {
            if number > rounds {
                return Err(PhaseError::TournamentOver { rounds });
            }
            qualifying(t, df, number)
        }
        Phases::TopSixteen { qualifying: q }
        | Phases::MasterRisiko { qualifying: q }
        | Phases::Master { qualifying: q }
        | Phases::Thresholds { qualifying: q, .. } => match number {
            n if n <= q => qualifying(t, df, number),
            n if n == q + 1 => semifinals(t, df, number),
            n if n == q + 2 => final_round(t, df, number),
            _ => Err(PhaseError::TournamentOver { rounds: q + 2 }),
        },
        Phases::TopFinal {
            qualifying: q,
            finalists,
        } => match number {
            n if n <= q => qualifying(t, df, number),
            n if n == q + 1 => top_final(t, number, finalists),
            _ => Err(PhaseError::TournamentOver { rounds: q + 1 }),
        },
        Phases::HeadToHead { .. } => head_to_head(t, number),
    }
}

/// Next round advice for the round page.
pub fn advice(t: &Tournament) -> PhaseAdvice {
    let number = t.rounds.len() as u32 + 1;
    match plan_round(t, number) {
        Ok((spec, w)) => PhaseAdvice {
            number,
            phase: spec.phase,
            why: Ok(w),
            drawable: true,
        },
        Err(e) => PhaseAdvice {
            number,
            phase: t.rounds.last().map(|r| r.phase).unwrap_or_default(),
            why: Err(e.clone()),
            // Missing results can be entered; a finished tournament (or a started Othello final) has
            // no further round to draw.
            drawable: !(matches!(e, PhaseError::TournamentOver { .. })
                || draw_def(t).phases.optional_final()
                    && t.rounds.iter().any(|r| r.phase == Phase::Final)),
        },
    }
}

/// Every seat has a result and every table scores (a Master tie resolved, a head-to-head outcome…).
fn complete(t: &Tournament, r: &Round) -> bool {
    round_done(t, r)
}

/// Why round `r` does not let round `next` be drawn, naming tables and players: the seats without a
/// score, else the first table that cannot be scored (a tie the rules need ordered, a missing outcome).
fn incomplete(t: &Tournament, r: &Round, next: u32) -> PhaseError {
    let name = |p: PlayerId| t.player(p).map_or(format!("ID {p}"), |x| x.full_name());
    let missing: Vec<(u32, Vec<String>)> = r
        .tables
        .iter()
        .filter(|tb| !tb.is_complete())
        .map(|tb| {
            let who = tb
                .seats
                .iter()
                .filter(|s| s.result.is_none())
                .map(|s| name(s.player))
                .collect();
            (tb.number, who)
        })
        .collect();
    if !missing.is_empty() || r.tables.is_empty() {
        return PhaseError::MissingScores {
            round: r.number,
            next,
            tables: missing,
        };
    }
    for tb in &r.tables {
        if let TableState::Incomplete(error) = table_state(t, tb) {
            let players = match &error {
                ScoreError::UnresolvedTie { players, .. } => players.clone(),
                _ => tb.players().collect(),
            };
            return PhaseError::TableNotScored {
                round: r.number,
                next,
                table: tb.number,
                players: players.into_iter().map(name).collect(),
                error,
            };
        }
    }
    PhaseError::PreviousIncomplete { round: r.number }
}

fn memory(m: Memory, number: u32) -> Vec<u32> {
    match m {
        _ if number <= 1 => Vec::new(),
        Memory::Previous => vec![number - 1],
        Memory::All => (1..number).collect(),
        Memory::First => vec![1],
    }
}

fn labels(kinds: &[crate::model::ConflictKind]) -> Text {
    if kinds.is_empty() {
        return msg::EngineRandomDraw.said();
    }
    let items = kinds
        .iter()
        .enumerate()
        .map(|(i, k)| {
            msg::FormatNumberedPriority {
                number: &(i + 1),
                label: &"",
            }
            .said()
            .with_text("label", k.said())
        })
        .collect();
    msg::EngineList { items: &"" }
        .said()
        .with_list("items", items, ", ")
}

fn participants(t: &Tournament) -> Vec<PlayerId> {
    t.participants().map(|p| p.id).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strong_against_weak_pairs_and_bye() {
        let none = HashMap::new();
        let (pairs, byes) = strong_against_weak(&[1, 2, 3, 4, 5], &HashSet::new(), &none);
        assert_eq!(pairs, vec![vec![1, 4], vec![2, 3]]);
        assert_eq!(byes, vec![5]);
        // 5 sat out already: the lowest of those who have not (4) sits out now.
        let five_sat = HashMap::from([(5, 1)]);
        let (pairs, byes) = strong_against_weak(&[1, 2, 3, 4, 5], &HashSet::new(), &five_sat);
        assert_eq!(pairs, vec![vec![1, 5], vec![2, 3]]);
        assert_eq!(byes, vec![4]);
    }

    #[test]
    fn a_rematch_is_avoided_by_swapping_neighbours() {
        let met: HashSet<(PlayerId, PlayerId)> = [(1, 6)].into_iter().collect();
        let (pairs, _) = strong_against_weak(&[1, 2, 3, 4, 5, 6], &met, &HashMap::new());
        assert_eq!(pairs, vec![vec![1, 5], vec![2, 6], vec![3, 4]]);
        // When no swap makes both pairs new, the pairing stays.
        let met: HashSet<(PlayerId, PlayerId)> = [(1, 4), (1, 3), (2, 4)].into_iter().collect();
        let (pairs, _) = strong_against_weak(&[1, 2, 3, 4], &met, &HashMap::new());
        assert_eq!(pairs, vec![vec![1, 4], vec![2, 3]]);
    }

    #[test]
    fn draw_key_is_stable_and_depends_on_the_seed() {
        assert_eq!(draw_key(7, 3), draw_key(7, 3));
        assert_ne!(draw_key(7, 3), draw_key(8, 3));
    }
}
