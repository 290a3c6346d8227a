//! The conflicts of a round as it stands (issue 19, `raduno check`): whoever drew it — this program,
//! another, or the director by hand — its tables are counted by the priorities the format gives that
//! round (SPEC 4, SPEC 5 per format), each count with its bound given the higher priorities and the
//! tables and players behind it: the same report a draw gives, the same JSON.
//!
//! The JSON is an object with the round's number and its `report` (see [`RoundCheck::to_json`]); other
//! sections (a round that no longer follows the rules after a correction, for instance) can be added
//! beside `report` without changing it.

use super::{report, ConflictReport};
use crate::format;
use crate::i18n::msg;
use crate::i18n::{Lang, Localized};
use crate::model::Tournament;
use serde::Serialize;
use std::fmt;

/// The check of one round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RoundCheck {
    pub round: u32,
    /// Its tables (player IDs, in seat order), as the report's table numbers name them.
    pub tables: Vec<CheckedTable>,
    pub report: ConflictReport,
}

/// One table of the checked round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CheckedTable {
    pub table: u32,
    pub players: Vec<crate::model::PlayerId>,
}

/// Why a round cannot be checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CheckError {
    /// The tournament has no round with this number (it has `rounds`).
    NoRound { round: u32, rounds: usize },
    /// The format cannot say how this round is drawn (an earlier round without results, for instance).
    Spec {
        round: u32,
        reason: crate::format::PhaseError,
    },
}

impl Localized for CheckError {
    fn text(&self, lang: Lang) -> String {
        match self {
            CheckError::NoRound { round, rounds } => msg::EngineThereIsNoRoundRoundRounds {
                round: &round,
                rounds: &rounds,
            }
            .text(lang),
            CheckError::Spec { round, reason } => msg::DrawRoundReason {
                round: &round,
                reason: &reason.text(lang),
            }
            .text(lang),
        }
    }
}

impl fmt::Display for CheckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::It))
    }
}

impl std::error::Error for CheckError {}

/// Counts the conflicts of round `number` of `t` by the priorities its format draws that round with
/// (the round page's report, [`super::report`]).
pub fn check_round(t: &Tournament, number: u32) -> Result<RoundCheck, CheckError> {
    let round = t.round(number).ok_or(CheckError::NoRound {
        round: number,
        rounds: t.rounds.len(),
    })?;
    let spec = format::draw_spec(t, number).map_err(|e| CheckError::Spec {
        round: number,
        reason: e,
    })?;
    Ok(RoundCheck {
        round: number,
        tables: round
            .tables
            .iter()
            .map(|tb| CheckedTable {
                table: tb.number,
                players: tb.players().collect(),
            })
            .collect(),
        report: report(t, &spec, round),
    })
}

impl RoundCheck {
    /// `{"round": R, "tables": [...], "report": {...}}`: the report as `draw --json` prints it.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|_| "{}".into())
    }

    /// The check in words, one line per priority and one per conflict.
    pub fn text(&self, lang: Lang, name: impl Fn(crate::model::PlayerId) -> String) -> String {
        let mut s = msg::DrawRoundConflictsByPriority { round: &self.round }.text(lang);
        s.push_str(&self.report.text(lang, name));
        s
    }
}

/// A place that matters decided by the recorded lot (issue 29, item 5): players level on every
/// criterion of the standings after round `round - 1`, some of whom the rules took into round
/// `round` (a semifinal, or a final straight from the qualifying rounds) and some not. The format
/// breaks such a tie by the recorded random draw (SPEC 5.2); this says who was level and whom the
/// lot chose, wherever that place is shown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Lot {
    /// The round the place is a seat of.
    pub round: u32,
    pub phase: crate::model::Phase,
    /// The shared position in the standings after the round before.
    pub position: u32,
    /// Everyone level there, in standings order.
    pub level: Vec<crate::model::PlayerId>,
    /// Those of them the lot took in.
    pub chosen: Vec<crate::model::PlayerId>,
}

/// Every place of a semifinal or a final decided by the lot: the rounds already drawn, and the next
/// round as the rules would draw it now.
pub fn lots(t: &Tournament) -> Vec<Lot> {
    use crate::model::{Phase, PlayerId};
    let selects = |round: u32, phase: Phase| {
        round > 1
            && (phase == Phase::Semifinal
                || (phase == Phase::Final
                    && t.round(round - 1)
                        .is_some_and(|r| r.phase == Phase::Qualifying)))
    };
    let mut cases: Vec<(u32, Phase, Vec<PlayerId>)> = t
        .rounds
        .iter()
        .filter(|r| selects(r.number, r.phase))
        .map(|r| {
            let seated = r.players().chain(r.byes.iter().copied()).collect();
            (r.number, r.phase, seated)
        })
        .collect();
    let next = t.rounds.len() as u32 + 1;
    if let Ok(spec) = format::draw_spec(t, next) {
        if selects(next, spec.phase) {
            let chosen = match &spec.method {
                super::DrawMethod::Optimise { players, .. } => players.clone(),
                super::DrawMethod::Bands { groups } => groups.concat(),
                super::DrawMethod::Fixed { tables, byes } => {
                    [tables.concat(), byes.clone()].concat()
                }
            };
            cases.push((next, spec.phase, chosen));
        }
    }
    let mut out = Vec::new();
    for (round, phase, chosen) in cases {
        let s = format::standings(t, round - 1);
        let mut groups: Vec<Vec<&format::StandingRow>> = Vec::new();
        for row in s
            .rows
            .iter()
            .filter(|r| !r.withdrawn && r.rounds.iter().all(Option::is_some))
        {
            match groups.last_mut() {
                Some(g) if g[0].pos == row.pos => g.push(row),
                _ => groups.push(vec![row]),
            }
        }
        for g in groups {
            let level: Vec<PlayerId> = g.iter().map(|r| r.player).collect();
            let taken: Vec<PlayerId> = level
                .iter()
                .copied()
                .filter(|p| chosen.contains(p))
                .collect();
            // Level on the wins too, so nothing but the lot told them apart.
            let same_wins = g.iter().all(|r| r.wins == g[0].wins);
            if same_wins && !taken.is_empty() && taken.len() < level.len() {
                out.push(Lot {
                    round,
                    phase,
                    position: g[0].pos,
                    level,
                    chosen: taken,
                });
            }
        }
    }
    out
}

impl Lot {
    /// "Al 16° posto erano a pari merito A, B, C, D: il sorteggio registrato ha scelto A per il
    /// turno 3 (semifinali)."
    pub fn text(&self, lang: Lang, name: impl Fn(crate::model::PlayerId) -> String) -> String {
        let level: Vec<String> = self.level.iter().map(|&p| name(p)).collect();
        let chosen: Vec<String> = self.chosen.iter().map(|&p| name(p)).collect();
        msg::LegacyLotDecidedPlace {
            position: &self.position,
            level: &level.join(", "),
            chosen: &chosen.join(", "),
            round: &self.round,
        }
        .text(lang)
    }
}
