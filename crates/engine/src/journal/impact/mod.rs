//! What an edit of the past moves: before a result of an earlier round is changed,
//! the director sees who moves in the standings, who enters or leaves the semifinals or the final, and
//! which later tables were built on what the edit changes.
//!
//! Everything is computed by applying the proposed event to a copy of the tournament and asking the
//! format's own phase logic ([`phases::plan_round`]) the same question before and after: for a round
//! already drawn, "what would the rules give for this round now?", compared with what they gave when it
//! was drawn; for the next round not drawn yet, what its draw would select. Nothing here changes the
//! tournament.
//!
//! Locked rounds (the model's reading, see [`results_locked`]): a round is locked when play starts
//! (the "Blocca: si gioca" button or its first result): its seating is fixed. Once every table has its
//! result, a locked round is also read-only: its results change only after the director unlocks it
//! ("Sblocca", recorded in the log); saving a table locks it again.
//!
//! ```
//! use raduno_engine::journal::impact::impact;
//! use raduno_engine::model::{Phase, Player, Round, SeatResult, Settings, Table, Tournament};
//! use raduno_engine::format::FormatKind;
//! use raduno_engine::journal::Event;
//! let mut t = Tournament::new(Settings::new("Prova", FormatKind::Open));
//! for id in 1..=4 {
//!     t.players.push(Player::new(id, "N", &format!("C{id}")));
//! }
//! let mut r = Round::new(1, Phase::Qualifying, 1, vec![Table::new(1, &[1, 2, 3, 4])]);
//! for (s, p) in r.tables[0].seats.iter_mut().zip([40, 30, 20, 10]) {
//!     s.result = Some(SeatResult::points(p));
//! }
//! t.rounds.push(r);
//! // Player 4 now wins the table: he goes from 4th to 1st; nothing was drawn after round 1.
//! let edit = Event::TableResults {
//!     round: 1,
//!     table: 1,
//!     results: [40, 30, 20, 50].map(|p| Some(SeatResult::points(p))).to_vec(),
//!     outcome: None,
//! };
//! let i = impact(&t, &edit).unwrap();
//! assert!(i.standings.iter().any(|c| c.player == 4 && c.after.map(|a| a.0) == Some(1)));
//! assert!(i.phases.is_empty() && i.rounds.is_empty());
//! ```

mod changes;
mod drift;
mod keeping;
mod log_line;

pub use changes::{Basis, PhaseChange, RoundChange, StandingChange};
use drift::compare;
pub use drift::{drift, drifts, Drift};
pub use keeping::{can_redraw_keeping, redraw_keeping};
pub use log_line::describe_in_context;

use super::{Event, ModelError};
use crate::draw::spec::{DrawMethod, DrawSpec};
use crate::format::{current_standings, phases, Points, StandingRow};
use crate::i18n::msg;
use crate::i18n::Lang;
use crate::model::{Phase, PlayerId, Tournament};
use std::collections::{HashMap, HashSet};

/// Everything an event would move. Empty when it changes nothing that was shown or built on.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Impact {
    /// In the order of the standings after the edit (players who leave the standings last).
    pub standings: Vec<StandingChange>,
    pub phases: Vec<PhaseChange>,
    pub rounds: Vec<RoundChange>,
    /// Decimals the standings show points with.
    pub decimals: u8,
}

impl Impact {
    pub fn is_empty(&self) -> bool {
        self.standings.is_empty() && self.phases.is_empty() && self.rounds.is_empty()
    }

    /// The impact in words, most important first: phases, later tables, then standings (at most
    /// `max_standings` lines of them, then how many more).
    pub fn lines(&self, t: &Tournament, lang: Lang, max_standings: usize) -> Vec<String> {
        let mut out: Vec<String> = self.phases.iter().flat_map(|c| c.lines(t, lang)).collect();
        out.extend(self.rounds.iter().map(|r| r.line(t, lang)));
        let shown = self.standings.len().min(max_standings);
        out.extend(
            self.standings[..shown]
                .iter()
                .map(|c| c.line(t, self.decimals, lang)),
        );
        let more = self.standings.len() - shown;
        if more > 0 {
            out.push(msg::JournalMorePlayersMove { count: &more }.text(lang));
        }
        out
    }
}

/// The round an event changes the results of (`None` for events that change no result).
fn edited_round(event: &Event) -> Option<u32> {
    match event {
        Event::TableResults { round, .. } => Some(*round),
        _ => None,
    }
}

/// A round's results are read-only: it is locked (play has started) and every table has its result.
/// The director unlocks it ("Sblocca") to correct a result; saving a table locks it again.
pub fn results_locked(t: &Tournament, number: u32) -> bool {
    t.round(number)
        .is_some_and(|r| r.locked && crate::format::round_done(t, r))
}

/// The event replaces results already entered (a correction, not a first entry).
pub fn is_correction(t: &Tournament, event: &Event) -> bool {
    match event {
        Event::TableResults { round, table, .. } => t
            .round(*round)
            .and_then(|r| r.tables.iter().find(|x| x.number == *table))
            .is_some_and(|tb| tb.seats.iter().any(|s| s.result.is_some())),
        _ => false,
    }
}

/// What `event` would move if applied to `t`. A refused event gives the journal's refusal.
pub fn impact(t: &Tournament, event: &Event) -> Result<Impact, ModelError> {
    let mut after = t.clone();
    super::apply(&mut after, event)?;
    let from = edited_round(event).unwrap_or(0);
    let (standings, decimals) = standings_changes(t, &after);
    let mut out = Impact {
        standings,
        decimals,
        ..Impact::default()
    };
    // Rounds already drawn after the edited one, then the next round to draw.
    for n in from + 1..=after.rounds.len() as u32 + 1 {
        let before_spec = phases::plan_round(t, n).map(|(s, _)| s);
        let after_spec = phases::plan_round(&after, n).map(|(s, _)| s);
        match after.round(n) {
            Some(round) => {
                let Ok(before_spec) = before_spec else {
                    continue;
                };
                match after_spec {
                    Ok(after_spec) => {
                        let d = compare(round, Some(&before_spec), &after_spec);
                        out.phases.extend(d.phase);
                        out.rounds.extend(d.round);
                    }
                    Err(e) => out.rounds.push(RoundChange {
                        round: n,
                        tables: round.tables.iter().map(|tb| tb.number).collect(),
                        basis: Basis::Lost(e),
                    }),
                }
            }
            None => {
                if let (Ok(b), Ok(a)) = (before_spec, after_spec) {
                    if matches!(a.phase, Phase::Semifinal | Phase::Final) {
                        let (sb, sa) = (selected(&b), selected(&a));
                        let change = PhaseChange {
                            round: n,
                            phase: a.phase,
                            drawn: false,
                            leave: minus(&sb, &sa),
                            enter: minus(&sa, &sb),
                        };
                        if !change.leave.is_empty() || !change.enter.is_empty() {
                            out.phases.push(change);
                        }
                    }
                }
            }
        }
    }
    Ok(out)
}

/// The players a round's spec selects, in the spec's order.
fn selected(spec: &DrawSpec) -> Vec<PlayerId> {
    match &spec.method {
        DrawMethod::Optimise { players, .. } => players.clone(),
        DrawMethod::Bands { groups } => groups.concat(),
        DrawMethod::Fixed { tables, byes } => [tables.concat(), byes.clone()].concat(),
    }
}

/// `a` without the players of `b`, in `a`'s order.
fn minus(a: &[PlayerId], b: &[PlayerId]) -> Vec<PlayerId> {
    let b: HashSet<PlayerId> = b.iter().copied().collect();
    a.iter().copied().filter(|p| !b.contains(p)).collect()
}

/// Players whose position or total differs between the standings shown before and after, and the
/// decimals the standings after show points with.
fn standings_changes(before: &Tournament, after: &Tournament) -> (Vec<StandingChange>, u8) {
    let sb = current_standings(before);
    let sa = current_standings(after);
    let map = |rows: &[StandingRow]| -> HashMap<PlayerId, (u32, Points)> {
        rows.iter().map(|r| (r.player, (r.pos, r.total))).collect()
    };
    let (mb, ma) = (map(&sb.rows), map(&sa.rows));
    let mut out: Vec<StandingChange> = sa
        .rows
        .iter()
        .map(|r| r.player)
        .chain(
            sb.rows
                .iter()
                .map(|r| r.player)
                .filter(|p| !ma.contains_key(p)),
        )
        .filter(|p| mb.get(p) != ma.get(p))
        .map(|p| StandingChange {
            player: p,
            before: mb.get(&p).copied(),
            after: ma.get(&p).copied(),
        })
        .collect();
    out.dedup_by_key(|c| c.player);
    (out, sa.decimals)
}
