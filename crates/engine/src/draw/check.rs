//! The conflicts of a round as it stands (`raduno check`): whoever drew it — this program,
//! another, or the director by hand — its tables are counted by the priorities the format gives that
//! round (the draw's rules, the formats' rules per format), each count with its bound given the higher priorities and the
//! tables and players behind it: the same report a draw gives, the same JSON.
//!
//! The JSON is an object with the round's number and its `report` (see [`RoundCheck::to_json`]); other
//! sections (a round that no longer follows the rules after a correction, for instance) can be added
//! beside `report` without changing it.

use super::{report, ConflictReport, DrawSpec};
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

/// Why a round cannot be checked; `R` is why the format could not say how the round is drawn (the
/// caller's, said in the reader's language).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CheckError<R> {
    /// The tournament has no round with this number (it has `rounds`).
    NoRound { round: u32, rounds: usize },
    /// The format cannot say how this round is drawn (an earlier round without results, for instance).
    Spec { round: u32, reason: R },
}

impl<R: Localized> Localized for CheckError<R> {
    fn text(&self, lang: Lang) -> String {
        match self {
            CheckError::NoRound { round, rounds } => msg::EngineCheckRoundMissing {
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

impl<R: Localized> fmt::Display for CheckError<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::It))
    }
}

impl<R: Localized + fmt::Debug> std::error::Error for CheckError<R> {}

/// Counts the conflicts of round `number` of `t` by the priorities its format draws that round with
/// (the round page's report, [`super::report`]): `spec` is the format's answer for that round
/// (`format::draw_spec`), given by the caller.
pub fn check_round<R>(
    t: &Tournament,
    number: u32,
    spec: Result<DrawSpec, R>,
) -> Result<RoundCheck, CheckError<R>> {
    let round = t.round(number).ok_or(CheckError::NoRound {
        round: number,
        rounds: t.rounds.len(),
    })?;
    let spec = spec.map_err(|reason| CheckError::Spec {
        round: number,
        reason,
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
        let mut s = msg::DrawReportHeading { round: &self.round }.text(lang);
        s.push_str(&self.report.text(lang, name));
        s
    }
}
