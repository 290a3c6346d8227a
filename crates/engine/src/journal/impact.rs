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

use super::{Event, ModelError};
use crate::draw::spec::{DrawMethod, DrawSpec};
use crate::format::{current_standings, phases, Points, StandingRow};
use crate::i18n::msg;
use crate::i18n::{Lang, Localized};
use crate::model::{ConflictKind, Phase, PlayerId, Round, Table, Tournament};
use std::collections::{HashMap, HashSet};

/// A player whose standing changes: (position, total) before and after (`None`: not in the standings).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StandingChange {
    pub player: PlayerId,
    pub before: Option<(u32, Points)>,
    pub after: Option<(u32, Points)>,
}

/// Who enters or leaves a semifinal or final round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PhaseChange {
    /// The round (drawn or next to draw).
    pub round: u32,
    pub phase: Phase,
    /// Already drawn: `leave` are seated players the rules would no longer select.
    pub drawn: bool,
    pub leave: Vec<PlayerId>,
    pub enter: Vec<PlayerId>,
}

/// Why a later round's tables no longer follow the rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Basis {
    /// The round was drawn keeping the previous round's winners apart, and those winners change.
    Winners {
        now_winners: Vec<PlayerId>,
        no_longer: Vec<PlayerId>,
    },
    /// Semifinal bands (fasce) by the standings change.
    Bands,
    /// Tables fixed by the rules (finals, tables by standings, head-to-head pairings) change.
    Fixed,
    /// The rounds it was built from are no longer complete: the rules give no such round now.
    Lost(crate::format::PhaseError),
}

/// A later round whose tables were built on what the edit changes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundChange {
    pub round: u32,
    /// Table numbers affected (every table when the basis is lost).
    pub tables: Vec<u32>,
    pub basis: Basis,
}

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

/// A player by name ("ID 7" when the tournament has no such player).
fn name_in(t: &Tournament, id: PlayerId) -> String {
    t.player(id)
        .map_or_else(|| format!("ID {id}"), |p| p.full_name())
}

impl PhaseChange {
    /// Who leaves and who enters the phase, a line each: a leaver and an entrant paired while both last.
    fn lines(&self, t: &Tournament, lang: Lang) -> Vec<String> {
        let name = |id: PlayerId| name_in(t, id);
        let phase = match self.phase {
            Phase::Final => "final",
            _ => "semifinal",
        };
        let suffix = if self.drawn {
            String::new()
        } else {
            msg::JournalRoundNotDrawnYet { round: &self.round }.text(lang)
        };
        let pairs = self.leave.len().min(self.enter.len());
        let mut out = Vec::new();
        for i in 0..pairs {
            out.push(
                msg::ImpactLeavesAndIsReplaced {
                    leaving: &name(self.leave[i]),
                    entering: &name(self.enter[i]),
                    phase: &phase,
                    suffix: &suffix,
                }
                .text(lang),
            );
        }
        for &p in &self.leave[pairs..] {
            out.push(
                msg::ImpactLeaves {
                    player: &name(p),
                    phase: &phase,
                    suffix: &suffix,
                }
                .text(lang),
            );
        }
        for &p in &self.enter[pairs..] {
            out.push(
                msg::ImpactEnters {
                    player: &name(p),
                    phase: &phase,
                    suffix: &suffix,
                }
                .text(lang),
            );
        }
        out
    }
}

impl RoundChange {
    /// "Turno 3, tavoli 2, 4 non seguono più le regole: …" and why.
    fn line(&self, t: &Tournament, lang: Lang) -> String {
        let tables = self
            .tables
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(", ");
        let head = msg::JournalImpactRoundStale {
            round: &self.round,
            count: &self.tables.len(),
            tables: &tables,
        }
        .text(lang);
        format!("{head}: {}", self.basis.why(self.round, t, lang))
    }
}

impl Basis {
    /// Why the tables of round `round` no longer follow the rules, in words.
    fn why(&self, round: u32, t: &Tournament, lang: Lang) -> String {
        let list = |ids: &[PlayerId]| {
            ids.iter()
                .map(|&p| name_in(t, p))
                .collect::<Vec<_>>()
                .join(", ")
        };
        match self {
            Basis::Winners {
                now_winners,
                no_longer,
            } => {
                let mut parts = Vec::new();
                if !now_winners.is_empty() {
                    parts.push(
                        msg::JournalNowWonBy {
                            now_winners: &list(now_winners),
                        }
                        .text(lang),
                    );
                }
                if !no_longer.is_empty() {
                    parts.push(
                        msg::JournalNoLongerWonBy {
                            no_longer: &list(no_longer),
                        }
                        .text(lang),
                    );
                }
                msg::JournalImpactWinnersApart {
                    round: &(round - 1),
                    parts: &parts.join("; "),
                }
                .text(lang)
            }
            Basis::Bands => msg::JournalStandingsBandsChange.str(lang).to_string(),
            Basis::Fixed => msg::JournalImpactTablesChange.str(lang).to_string(),
            Basis::Lost(e) => e.text(lang),
        }
    }
}

impl StandingChange {
    /// The player's move in the standings: his place and total before, then after ("—": not in them).
    fn line(&self, t: &Tournament, decimals: u8, lang: Lang) -> String {
        let side = |x: Option<(u32, Points)>| {
            x.map_or_else(
                || "—".to_string(),
                |(pos, total)| {
                    format!(
                        "{} ({})",
                        msg::FormatOrdinal {
                            number: &pos,
                            en_ordinal: &crate::i18n::ordinal_category(pos as usize),
                        }
                        .text(lang),
                        total.to_decimal(decimals)
                    )
                },
            )
        };
        format!(
            "{}: {} {} → {}",
            msg::CliStandings.str(lang),
            name_in(t, self.player),
            side(self.before),
            side(self.after)
        )
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
/// optional final is drawn by its own rule ([`super::othello::final_spec`]) and is not measured here.
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
fn band_map(groups: &[Vec<PlayerId>]) -> HashMap<PlayerId, (usize, usize)> {
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
fn follows_bands(table: &Table, map: &HashMap<PlayerId, (usize, usize)>) -> bool {
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
fn compare(round: &Round, basis: Option<&DrawSpec>, now: &DrawSpec) -> Drift {
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
    let n = round.number;
    let affected = |changed: &HashSet<PlayerId>| -> Vec<u32> {
        round
            .tables
            .iter()
            .filter(|tb| tb.players().any(|p| changed.contains(&p)))
            .map(|tb| tb.number)
            .collect()
    };
    let change = |tables: Vec<u32>, basis: Basis| {
        (!tables.is_empty()).then_some(RoundChange {
            round: n,
            tables,
            basis,
        })
    };
    match (basis, now) {
        // Winners kept apart: only an edit says whose win changed.
        (
            Some(DrawMethod::Optimise {
                priorities,
                winners: wb,
                ..
            }),
            DrawMethod::Optimise { winners: wa, .. },
        ) if priorities.contains(&ConflictKind::WinnersTogether) => {
            let now_winners = minus(wa, wb);
            let no_longer = minus(wb, wa);
            let changed: HashSet<PlayerId> =
                now_winners.iter().chain(&no_longer).copied().collect();
            change(
                affected(&changed),
                Basis::Winners {
                    now_winners,
                    no_longer,
                },
            )
        }
        (basis, DrawMethod::Bands { groups }) => {
            let now_map = band_map(groups);
            let before_map = match basis {
                Some(DrawMethod::Bands { groups }) => Some(band_map(groups)),
                _ => None,
            };
            let tables = round
                .tables
                .iter()
                .filter(|tb| !follows_bands(tb, &now_map))
                .filter(|tb| before_map.as_ref().is_none_or(|m| follows_bands(tb, m)))
                .map(|tb| tb.number)
                .collect();
            change(tables, Basis::Bands)
        }
        (
            basis,
            DrawMethod::Fixed {
                tables: ta,
                byes: ba,
            },
        ) => {
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
            if !tables.is_empty() || set(Some(&bb)) != set(Some(ba)) {
                Some(RoundChange {
                    round: n,
                    tables,
                    basis: Basis::Fixed,
                })
            } else {
                None
            }
        }
        _ => None,
    }
}

/// A round drawn by semifinal bands split by the bands it still follows.
struct Keeping<'a> {
    round: &'a Round,
    /// What the rules give the round now.
    spec: DrawSpec,
    /// Each player's group and band.
    map: HashMap<PlayerId, (usize, usize)>,
    /// The tables that still follow the bands.
    kept: Vec<&'a Table>,
}

/// The tables of drawn round `number` that still follow the semifinal bands; `None` when the round is not
/// drawn by bands, no table can be kept, or none needs drawing again.
fn keeping_split(t: &Tournament, number: u32) -> Option<Keeping<'_>> {
    let round = t.round(number)?;
    let (spec, _) = phases::plan_round(t, number).ok()?;
    let DrawMethod::Bands { groups } = &spec.method else {
        return None;
    };
    let map = band_map(groups);
    let (kept, redo): (Vec<&Table>, Vec<&Table>) =
        round.tables.iter().partition(|tb| follows_bands(tb, &map));
    if kept.is_empty() || redo.is_empty() {
        return None;
    }
    Some(Keeping {
        round,
        spec,
        map,
        kept,
    })
}

/// Whether round `number` can be drawn again keeping the tables that still follow the rules
/// ([`redraw_keeping`] gives `Some`), without drawing it: the round page asks it to offer the button.
pub fn can_redraw_keeping(t: &Tournament, number: u32) -> bool {
    keeping_split(t, number).is_some()
}

/// Draws round `number` again where it no longer follows the rules, keeping the tables that still do
/// (semifinal bands: a kept table has one player of each band, so the players left fill the other
/// tables band by band, the draw's rules "Semifinal bands"). The kept tables keep their numbers; the new ones take
/// the numbers left, in order. `None` when the round is not drawn by bands or no table can be kept.
pub fn redraw_keeping(
    t: &Tournament,
    number: u32,
    seed: u64,
) -> Option<Result<crate::draw::Drawn, crate::draw::DrawError>> {
    let Keeping {
        round,
        spec,
        map,
        kept,
    } = keeping_split(t, number)?;
    let DrawMethod::Bands { groups } = &spec.method else {
        return None;
    };
    let taken: HashSet<PlayerId> = kept.iter().flat_map(|tb| tb.players()).collect();
    // Each group without the kept players: every band loses one player per kept table of the group, so
    // the bands of what is left are the same bands (contiguous, equal in size).
    let rest: Vec<(usize, Vec<PlayerId>)> = groups
        .iter()
        .enumerate()
        .map(|(g, group)| (g, minus(group, &taken.iter().copied().collect::<Vec<_>>())))
        .filter(|(_, g)| !g.is_empty())
        .collect();
    let partial = DrawSpec {
        method: DrawMethod::Bands {
            groups: rest.iter().map(|(_, g)| g.clone()).collect(),
        },
        ..spec.clone()
    };
    let drawn = match crate::draw::draw(t, &partial, seed) {
        Ok(d) => d,
        Err(e) => return Some(Err(e)),
    };
    let free: Vec<u32> = round
        .tables
        .iter()
        .map(|tb| tb.number)
        .filter(|n| !kept.iter().any(|k| k.number == *n))
        .collect();
    let parallel = groups.len() > 1;
    let mut tables: Vec<Table> = kept.into_iter().cloned().collect();
    for (mut tb, no) in drawn.round.tables.into_iter().zip(free) {
        tb.number = no;
        let group = tb.players().next().and_then(|p| map.get(&p)).map(|x| x.0);
        tb.group = match group {
            Some(g) if parallel => (g + 1) as u8,
            _ => 0,
        };
        tables.push(tb);
    }
    crate::order::sort_by_key(&mut tables, |tb| tb.number);
    let mut new_round = Round::new(number, round.phase, seed, tables);
    new_round.byes = round.byes.clone();
    let report = crate::draw::report(t, &spec, &new_round);
    Some(Ok(crate::draw::Drawn {
        conflicts: report.counts(),
        round: new_round,
        report,
    }))
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

/// The activity log's line for an entry, given the state just before it: a correction of results
/// already entered says so, with the previous values and what it moved.
pub fn describe_in_context(before: &Tournament, event: &Event, lang: Lang) -> String {
    let plain = event.describe_in(crate::format::kind(&before.settings), lang);
    match event {
        Event::TableResults { round, table, .. } if is_correction(before, event) => {
            let previous: Vec<String> = before
                .round(*round)
                .and_then(|r| r.tables.iter().find(|x| x.number == *table))
                .map(|tb| {
                    tb.seats
                        .iter()
                        .map(|s| {
                            s.result
                                .as_ref()
                                .map_or("-".to_string(), |r| r.points.to_string())
                        })
                        .collect()
                })
                .unwrap_or_default();
            let later = before.rounds.len() as u32 > *round;
            let mut line = format!(
                "{} {plain} ({} {}{})",
                msg::JournalCorrection.str(lang),
                msg::JournalWas.str(lang),
                previous.join(" / "),
                if later {
                    msg::JournalImpactAfterLaterDraws.str(lang)
                } else {
                    ""
                }
            );
            if let Ok(i) = impact(before, event) {
                let moved: Vec<String> = i
                    .lines(before, lang, 0)
                    .into_iter()
                    .filter(|l| !l.starts_with('…'))
                    .collect();
                if !moved.is_empty() {
                    line.push_str(": ");
                    line.push_str(&moved.join("; "));
                }
            }
            line
        }
        Event::RoundLocked { round, locked } => {
            let played = before.round(*round).is_some_and(Round::has_results);
            match (locked, played) {
                (true, true) => msg::JournalRoundLocked { round: &round }.text(lang),
                (false, true) => msg::JournalRoundUnlocked { round: &round }.text(lang),
                _ => plain,
            }
        }
        _ => plain,
    }
}
