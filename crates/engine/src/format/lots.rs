//! Places decided by the recorded lot: who was level in the standings when a
//! semifinal or a final took some of them in, and whom the lot chose.

use super::engine::standings;
use super::phases::plan_round;
use crate::draw::DrawMethod;
use crate::format::standings::StandingRow;
use crate::i18n::msg;
use crate::i18n::Lang;
use crate::model::Tournament;
use serde::Serialize;

/// A place that matters decided by the recorded lot: players level on every
/// criterion of the standings after round `round - 1`, some of whom the rules took into round
/// `round` (a semifinal, or a final straight from the qualifying rounds) and some not. The format
/// breaks such a tie by the recorded random draw (the Master rulebook); this says who was level and whom the
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
    if let Ok((spec, _)) = plan_round(t, next) {
        if selects(next, spec.phase) {
            let chosen = match &spec.method {
                DrawMethod::Optimise { players, .. } => players.clone(),
                DrawMethod::Bands { groups } => groups.concat(),
                DrawMethod::Fixed { tables, byes } => [tables.concat(), byes.clone()].concat(),
            };
            cases.push((next, spec.phase, chosen));
        }
    }
    let mut out = Vec::new();
    for (round, phase, chosen) in cases {
        let s = standings(t, round - 1);
        let mut groups: Vec<Vec<&StandingRow>> = Vec::new();
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
