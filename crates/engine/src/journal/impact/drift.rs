//! How a drawn round stands against what the rules give for it now: who the rules no longer select, which
//! tables no longer follow them (the previous round's winners kept apart, semifinal bands, fixed tables).

use super::changes::Basis;
use super::changes::PhaseChange;
use super::changes::RoundChange;
use super::minus;
use super::selected;
use super::Impact;
use crate::draw::spec::{DrawMethod, DrawSpec};
use crate::format::phases;
use crate::i18n::Lang;
use crate::model::{ConflictKind, Phase, PlayerId, Round, Table, Tournament};
use std::collections::{HashMap, HashSet};

/// How a drawn round stands against what the rules give for it: who the rules no longer select (or now
/// select), and which of its tables no longer follow them. Empty when the round follows the rules.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Drift {
    pub phase: Option<PhaseChange>,
    pub round: Option<RoundChange>,
}

impl Drift {
    pub fn is_empty(&self) -> bool {
        self.phase.is_none() && self.round.is_none()
    }

    /// The drift in words (the same words as the preview of an edit): "Valentina De Luca esce dalle
    /// semifinali, entra Monica Marchetti", "Turno 3, tavoli 2, 4 non seguono più le regole: …".
    pub fn lines(&self, t: &Tournament, lang: Lang) -> Vec<String> {
        let as_impact = Impact {
            phases: self.phase.iter().cloned().collect(),
            rounds: self.round.iter().cloned().collect(),
            ..Impact::default()
        };
        as_impact.lines(t, lang, 0)
    }

    /// The tables of `round` that no longer follow the rules: those named, and those of players the
    /// rules no longer select; every table when only who sits out changed.
    pub fn flagged(&self, round: &Round) -> Vec<u32> {
        if self.is_empty() {
            return Vec::new();
        }
        let named: HashSet<u32> = self.round.iter().flat_map(|r| r.tables.clone()).collect();
        let leave: HashSet<PlayerId> = self.phase.iter().flat_map(|c| c.leave.clone()).collect();
        let tables: Vec<u32> = round
            .tables
            .iter()
            .filter(|tb| named.contains(&tb.number) || tb.players().any(|p| leave.contains(&p)))
            .map(|tb| tb.number)
            .collect();
        if tables.is_empty() {
            round.tables.iter().map(|tb| tb.number).collect()
        } else {
            tables
        }
    }
}

/// Whether drawn round `number` still follows the rules, given everything before it as it stands now
/// (the Master rulebook–5.7: who the semifinals and finals select, the semifinal bands, the tables the rules fix;
/// after a correction of an earlier round these may no longer be what the round was drawn with).
///
/// This is the one answer the round page, the projector, the prints and the command line give; the
/// preview of an edit ([`impact`]) asks the same comparison with the state before the edit as the basis.
/// A round already played is measured with its players as they were: a player who withdrew after
/// playing it still belongs to it, and (for a qualifying round) a late entry does not. Othello's
/// optional final is drawn by its own rule ([`crate::journal::othello::final_spec`]) and is not measured here.
pub fn drift(t: &Tournament, number: u32) -> Drift {
    let Some(round) = t.round(number) else {
        return Drift::default();
    };
    if round.phase == Phase::Final && crate::format::draw_def(t).phases.optional_final() {
        return Drift::default();
    }
    let basis = as_played(t, round);
    let basis = basis.as_ref().unwrap_or(t);
    match phases::plan_round(basis, number) {
        Ok((now, _)) => compare(round, None, &now),
        Err(e) => Drift {
            phase: None,
            round: Some(RoundChange {
                round: number,
                tables: round.tables.iter().map(|tb| tb.number).collect(),
                basis: Basis::Lost(e),
            }),
        },
    }
}

/// Every drawn round that no longer follows the rules, in order, with its drift.
pub fn drifts(t: &Tournament) -> Vec<(u32, Drift)> {
    t.rounds
        .iter()
        .map(|r| (r.number, drift(t, r.number)))
        .filter(|(_, d)| !d.is_empty())
        .collect()
}

/// The tournament as round `round` was played: its seated players who have a result count as taking
/// part, and for a played qualifying round only they do. `None` when nothing differs.
fn as_played(t: &Tournament, round: &Round) -> Option<Tournament> {
    let played: HashSet<PlayerId> = round
        .tables
        .iter()
        .flat_map(|tb| tb.seats.iter())
        .filter(|s| s.result.is_some())
        .map(|s| s.player)
        .collect();
    if played.is_empty() {
        return None;
    }
    let there: HashSet<PlayerId> = round.players().chain(round.byes.iter().copied()).collect();
    let qualifying = round.phase == Phase::Qualifying;
    let mut copy = t.clone();
    let mut changed = false;
    for p in &mut copy.players {
        let now = if played.contains(&p.id) {
            true
        } else if qualifying {
            p.participating && there.contains(&p.id)
        } else {
            p.participating
        };
        changed |= now != p.participating;
        p.participating = now;
    }
    changed.then_some(copy)
}

/// The band (fascia) of each player of semifinal bands, with its group: each group's players in
/// standings order, split into 4 bands of `players / 4`.
pub(super) fn band_map(groups: &[Vec<PlayerId>]) -> HashMap<PlayerId, (usize, usize)> {
    let mut map = HashMap::new();
    for (g, group) in groups.iter().enumerate() {
        let per_band = (group.len() / 4).max(1);
        for (i, &p) in group.iter().enumerate() {
            map.insert(p, (g, i / per_band));
        }
    }
    map
}

/// A semifinal table follows the bands: every player is in them, all of one group, one of each band.
pub(super) fn follows_bands(table: &Table, map: &HashMap<PlayerId, (usize, usize)>) -> bool {
    let places: Option<Vec<(usize, usize)>> =
        table.players().map(|p| map.get(&p).copied()).collect();
    let Some(places) = places else {
        return false;
    };
    let bands: HashSet<usize> = places.iter().map(|x| x.1).collect();
    places.windows(2).all(|w| w[0].0 == w[1].0) && bands.len() == places.len()
}

/// Compares a drawn round with what the rules give for it now (`now`). With a `basis` (what the rules
/// gave before an edit, for its preview), only what the edit changes is reported; without one, the round
/// itself is the basis.
pub(super) fn compare(round: &Round, basis: Option<&DrawSpec>, now: &DrawSpec) -> Drift {
    Drift {
        phase: phase_change(round, basis, now),
        round: round_change(round, basis.map(|b| &b.method), &now.method),
    }
}

/// In a semifinal or a final: the seated players the rules no longer select and those they now select
/// instead (against `basis`, the spec the round was drawn from, when known).
fn phase_change(round: &Round, basis: Option<&DrawSpec>, now: &DrawSpec) -> Option<PhaseChange> {
    if !matches!(round.phase, Phase::Semifinal | Phase::Final) {
        return None;
    }
    let seated: Vec<PlayerId> = round.players().chain(round.byes.iter().copied()).collect();
    let sa = selected(now);
    let (leave, enter) = match basis {
        // Seated players the rules selected and no longer select; players they now select instead.
        Some(before) => {
            let sb = selected(before);
            let sb_set: HashSet<PlayerId> = sb.iter().copied().collect();
            let leave = minus(&seated, &sa)
                .into_iter()
                .filter(|p| sb_set.contains(p))
                .collect();
            (leave, minus(&minus(&sa, &sb), &seated))
        }
        None => (minus(&seated, &sa), minus(&sa, &seated)),
    };
    (!leave.is_empty() || !enter.is_empty()).then_some(PhaseChange {
        round: round.number,
        phase: round.phase,
        drawn: true,
        leave,
        enter,
    })
}

/// The tables of `round` that no longer follow the rules' method `now` (against `basis`, the method it
/// was drawn with, when known), and why.
fn round_change(
    round: &Round,
    basis: Option<&DrawMethod>,
    now: &DrawMethod,
) -> Option<RoundChange> {
    let (tables, basis) = match (basis, now) {
        // Winners kept apart: only an edit says whose win changed.
        (
            Some(DrawMethod::Optimise {
                priorities,
                winners: wb,
                ..
            }),
            DrawMethod::Optimise { winners: wa, .. },
        ) if priorities.contains(&ConflictKind::WinnersTogether) => winners_moved(round, wb, wa),
        (basis, DrawMethod::Bands { groups }) => (off_bands(round, basis, groups), Basis::Bands),
        (basis, DrawMethod::Fixed { tables, byes }) => {
            return fixed_moved(round, basis, tables, byes);
        }
        _ => return None,
    };
    (!tables.is_empty()).then_some(RoundChange {
        round: round.number,
        tables,
        basis,
    })
}

/// The tables of a round drawn keeping the previous round's winners apart (`before`) that seat a
/// player whose win changed (`after`), and who changed.
fn winners_moved(round: &Round, before: &[PlayerId], after: &[PlayerId]) -> (Vec<u32>, Basis) {
    let now_winners = minus(after, before);
    let no_longer = minus(before, after);
    let changed: HashSet<PlayerId> = now_winners.iter().chain(&no_longer).copied().collect();
    let tables = round
        .tables
        .iter()
        .filter(|tb| tb.players().any(|p| changed.contains(&p)))
        .map(|tb| tb.number)
        .collect();
    (
        tables,
        Basis::Winners {
            now_winners,
            no_longer,
        },
    )
}

/// The tables that followed the semifinal bands the round was drawn by (`basis`, when known) and no
/// longer follow the bands `groups` give now.
fn off_bands(round: &Round, basis: Option<&DrawMethod>, groups: &[Vec<PlayerId>]) -> Vec<u32> {
    let now_map = band_map(groups);
    let before_map = match basis {
        Some(DrawMethod::Bands { groups }) => Some(band_map(groups)),
        _ => None,
    };
    round
        .tables
        .iter()
        .filter(|tb| !follows_bands(tb, &now_map))
        .filter(|tb| before_map.as_ref().is_none_or(|m| follows_bands(tb, m)))
        .map(|tb| tb.number)
        .collect()
}

/// The tables fixed by the rules (`ta`, byes `ba`) that differ from what the round was drawn with
/// (`basis`, or the round's own tables when unknown); a change of the byes alone counts too.
fn fixed_moved(
    round: &Round,
    basis: Option<&DrawMethod>,
    ta: &[Vec<PlayerId>],
    ba: &[PlayerId],
) -> Option<RoundChange> {
    let set = |v: Option<&Vec<PlayerId>>| -> Vec<PlayerId> {
        let mut v = v.cloned().unwrap_or_default();
        v.sort_unstable();
        v
    };
    let (tb, bb): (Vec<Vec<PlayerId>>, Vec<PlayerId>) = match basis {
        Some(DrawMethod::Fixed { tables, byes }) => (tables.clone(), byes.clone()),
        _ => (
            round.tables.iter().map(|x| x.players().collect()).collect(),
            round.byes.clone(),
        ),
    };
    let tables: Vec<u32> = round
        .tables
        .iter()
        .enumerate()
        .filter(|(i, _)| set(tb.get(*i)) != set(ta.get(*i)))
        .map(|(_, x)| x.number)
        .collect();
    let byes_moved = set(Some(&bb)) != set(Some(&ba.to_vec()));
    (!tables.is_empty() || byes_moved).then_some(RoundChange {
        round: round.number,
        tables,
        basis: Basis::Fixed,
    })
}
