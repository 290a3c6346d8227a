//! The draw (sorteggio): seats the players a [`DrawSpec`] names, by the spec's method (SPEC section 4).
//!
//! - [`DrawMethod::Optimise`]: a random seating from the recorded seed, improved by one generic optimiser
//!   (conflict-directed swaps with a tabu list, `optimise.rs`) that minimises the conflict counts
//!   lexicographically in the spec's priority order. With `cinquisti` (Master, SPEC 5.2) the players who
//!   sit at the 5-tables are drawn first — preferring players who did not sit at a 5-table in the rounds
//!   that count for "five again" — one per 5-table, the last tables; the optimiser then only swaps
//!   cinquisti among themselves and the others among themselves. **Reading**: the legacy procedure
//!   improves club separation ignoring the cinquisti's clubs and then swaps the cinquisti among
//!   themselves; optimising both sets together, counting everyone's clubs, never does worse.
//! - [`DrawMethod::Bands`]: semifinal bands (fasce): each group's players, in standings order, split into
//!   4 bands of `players / 4`; each table gets one player of each band at random, then same-club pairs are
//!   removed by swapping players of the same band (the same optimiser, restricted to swaps in a band).
//!   Several groups (Master with 50+ players) are parallel: tables are numbered on, with `Table::group`
//!   set to 1, 2, ….
//! - [`DrawMethod::Fixed`]: tables the format decided, numbered from 1.
//!
//! Every draw returns the [`ConflictReport`]: per kind the count, the lower bound and the tables and
//! players involved; counts equal to their bounds prove the seating best. [`report`] recounts a round
//! after the director's hand edits. Same seed and same data give the same tables: the random source is
//! `StdRng::seed_from_u64(seed)` (ChaCha, identical natively and in wasm) and no hash-map order is used.

mod conflicts;
mod optimise;
mod plan;
mod report;
pub mod spec;

pub use plan::{table_sizes, PlanError, TableShape};
pub use report::{ConflictItem, ConflictReport, KindReport};
pub use spec::{DrawMethod, DrawSpec, TablePlan};

use crate::i18n::{Lang, Localized};
use crate::model::{ConflictCount, ConflictKind, PlayerId, Round, Table, Tournament};
use conflicts::{Inputs, Problem};
use optimise::{optimise, Budget, Seating};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use std::collections::{BTreeMap, HashSet};
use std::fmt;

/// A drawn round with its conflict counts (as recorded in the journal) and the full report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drawn {
    pub round: Round,
    pub conflicts: Vec<ConflictCount>,
    pub report: ConflictReport,
}

/// Why a round cannot be drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DrawError {
    /// The table plan cannot seat this many players.
    Plan(PlanError),
    NoPlayers { round: u32 },
    UnknownPlayer { round: u32, player: PlayerId },
    NotParticipating { round: u32, player: PlayerId },
    /// A player is listed twice.
    Duplicate { round: u32, player: PlayerId },
    /// A semifinal group whose players do not fill tables of 4 (group from 1).
    BandGroup { round: u32, group: usize, players: usize },
}

impl Localized for DrawError {
    fn text(&self, lang: Lang) -> String {
        match self {
            DrawError::Plan(e) => e.text(lang),
            DrawError::NoPlayers { round } => {
                lang.pick(format!("Turno {round}: nessun giocatore da sorteggiare"), format!("Round {round}: no players to draw"))
            }
            DrawError::UnknownPlayer { round, player } => lang.pick(
                format!("Turno {round}: nessun giocatore con ID {player}"),
                format!("Round {round}: no player with ID {player}"),
            ),
            DrawError::NotParticipating { round, player } => lang.pick(
                format!("Turno {round}: il giocatore {player} non partecipa al torneo"),
                format!("Round {round}: player {player} does not take part in the tournament"),
            ),
            DrawError::Duplicate { round, player } => lang.pick(
                format!("Turno {round}: il giocatore {player} compare due volte"),
                format!("Round {round}: player {player} is listed twice"),
            ),
            DrawError::BandGroup { round, group, players } => lang.pick(
                format!("Turno {round}, gruppo {group}: {players} semifinalisti non formano tavoli da 4 (servono un multiplo di 4)"),
                format!("Round {round}, group {group}: {players} semifinalists do not fill tables of 4 (a multiple of 4 is needed)"),
            ),
        }
    }
}

impl fmt::Display for DrawError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::It))
    }
}

impl std::error::Error for DrawError {}

impl From<PlanError> for DrawError {
    fn from(e: PlanError) -> Self {
        DrawError::Plan(e)
    }
}

/// Every listed player exists, takes part and is listed once.
fn check_players<'a>(t: &Tournament, round: u32, ids: impl IntoIterator<Item = &'a PlayerId>) -> Result<(), DrawError> {
    let mut seen = HashSet::new();
    for &id in ids {
        let player = t.player(id).ok_or(DrawError::UnknownPlayer { round, player: id })?;
        if !player.participating {
            return Err(DrawError::NotParticipating { round, player: id });
        }
        if !seen.insert(id) {
            return Err(DrawError::Duplicate { round, player: id });
        }
    }
    Ok(())
}

/// The conflict kinds and their data a spec's method looks at.
fn inputs(spec: &DrawSpec) -> Inputs<'_> {
    const BAND_PRIORITIES: &[ConflictKind] = &[ConflictKind::SameClub];
    match &spec.method {
        DrawMethod::Optimise { priorities, met_rounds, repeat_rounds, winners, .. } => {
            Inputs { priorities, met_rounds, repeat_rounds, winners }
        }
        DrawMethod::Bands { .. } => Inputs { priorities: BAND_PRIORITIES, met_rounds: &[], repeat_rounds: &[], winners: &[] },
        DrawMethod::Fixed { .. } => Inputs { priorities: &[], met_rounds: &[], repeat_rounds: &[], winners: &[] },
    }
}

/// The count each priority needs to reach: its bound, or zero where no bound is known.
fn targets(p: &Problem, players: &[usize], sizes: &[usize]) -> Vec<u32> {
    p.bounds(players, sizes).into_iter().map(|b| b.unwrap_or(0)).collect()
}

/// Draws round `spec.number` with the random `seed` (record it: the same seed on the same data gives the
/// same tables).
pub fn draw(t: &Tournament, spec: &DrawSpec, seed: u64) -> Result<Drawn, DrawError> {
    let number = spec.number;
    let mut rng = StdRng::seed_from_u64(seed);
    let mut round = Round::new(number, spec.phase, seed, Vec::new());
    match &spec.method {
        DrawMethod::Optimise { players, cinquisti, .. } => {
            if players.is_empty() {
                return Err(DrawError::NoPlayers { round: number });
            }
            check_players(t, number, players)?;
            let shapes = table_sizes(players.len(), spec.plan)?;
            let sizes: Vec<usize> = shapes.iter().map(|s| s.size).collect();
            let seated_count: usize = sizes.iter().sum();
            // Pairs with an odd count: the last listed player sits out (the format lists the weakest last).
            let (seated, byes) = players.split_at(seated_count);
            let p = Problem::new(t, seated, &inputs(spec));
            let n = seated.len();
            let mut order: Vec<usize> = (0..n).collect();
            order.shuffle(&mut rng);
            let mut class = vec![0u32; n];
            let mut tables: Vec<Vec<usize>> = sizes.iter().map(|&s| Vec::with_capacity(s)).collect();
            let fives: Vec<usize> = (0..sizes.len()).filter(|&i| sizes[i] == 5).collect();
            if *cinquisti && !fives.is_empty() {
                // Cinquisti: drawn at random, first among those who owe no "five again".
                let five_level = p.kinds.iter().position(|&k| k == ConflictKind::FiveAgain);
                let owes = |a: usize| five_level.is_some_and(|l| p.seat_conflict(a, 5, l));
                order.sort_by_key(|&a| owes(a));
                for (&table, &a) in fives.iter().zip(&order) {
                    tables[table].push(a);
                    class[a] = 1;
                }
                let mut rest = order.split_off(fives.len());
                rest.shuffle(&mut rng);
                order = rest;
            }
            let mut next = order.into_iter();
            for (table, &size) in tables.iter_mut().zip(&sizes) {
                while table.len() < size {
                    table.extend(next.next());
                }
            }
            let everyone: Vec<usize> = (0..n).collect();
            let target = targets(&p, &everyone, &sizes);
            let mut seating = Seating { tables };
            optimise(&p, &mut seating, &class, &target, Budget::default(), &mut rng);
            let numbers: Vec<u32> = (1..=sizes.len() as u32).collect();
            let report = report::build(&p, &seating.tables, &numbers, &[(0..sizes.len()).collect()]);
            round.tables = seating
                .tables
                .iter()
                .zip(&shapes)
                .zip(&numbers)
                .map(|((members, shape), &no)| {
                    let ids: Vec<PlayerId> = members.iter().map(|&a| p.ids[a]).collect();
                    let mut table = Table::new(no, &ids);
                    table.ghost = shape.ghost;
                    table
                })
                .collect();
            round.byes = byes.to_vec();
            Ok(Drawn { round, conflicts: report.counts(), report })
        }
        DrawMethod::Bands { groups } => {
            if groups.iter().all(Vec::is_empty) {
                return Err(DrawError::NoPlayers { round: number });
            }
            check_players(t, number, groups.iter().flatten())?;
            let parallel = groups.len() > 1;
            for (g, group) in groups.iter().enumerate() {
                if group.is_empty() || group.len() % 4 != 0 {
                    return Err(DrawError::BandGroup { round: number, group: g + 1, players: group.len() });
                }
                let count = group.len() / 4;
                let p = Problem::new(t, group, &inputs(spec));
                let mut tables: Vec<Vec<usize>> = vec![Vec::with_capacity(4); count];
                let mut class = vec![0u32; group.len()];
                for band in 0..4 {
                    let mut members: Vec<usize> = (band * count..(band + 1) * count).collect();
                    members.shuffle(&mut rng);
                    for (table, &a) in tables.iter_mut().zip(&members) {
                        table.push(a);
                        class[a] = band as u32;
                    }
                }
                let sizes = vec![4; count];
                let everyone: Vec<usize> = (0..group.len()).collect();
                let target = targets(&p, &everyone, &sizes);
                let mut seating = Seating { tables };
                optimise(&p, &mut seating, &class, &target, Budget::default(), &mut rng);
                for members in &seating.tables {
                    let ids: Vec<PlayerId> = members.iter().map(|&a| p.ids[a]).collect();
                    let mut table = Table::new(round.tables.len() as u32 + 1, &ids);
                    table.group = if parallel { (g + 1) as u8 } else { 0 };
                    round.tables.push(table);
                }
            }
            let report = report(t, spec, &round);
            Ok(Drawn { round, conflicts: report.counts(), report })
        }
        DrawMethod::Fixed { tables, byes } => {
            if tables.iter().all(Vec::is_empty) {
                return Err(DrawError::NoPlayers { round: number });
            }
            check_players(t, number, tables.iter().flatten().chain(byes))?;
            round.tables = tables.iter().enumerate().map(|(i, ids)| Table::new(i as u32 + 1, ids)).collect();
            round.byes = byes.clone();
            let report = report(t, spec, &round);
            Ok(Drawn { round, conflicts: report.counts(), report })
        }
    }
}

/// Recounts the conflicts of a round (after the director swapped players or set seats by hand), by the
/// kinds and data of the spec it was drawn with. Bounds are computed per group of parallel tables.
pub fn report(t: &Tournament, spec: &DrawSpec, round: &Round) -> ConflictReport {
    let ids: Vec<PlayerId> = round.players().collect();
    let p = Problem::new(t, &ids, &inputs(spec));
    let mut tables = Vec::with_capacity(round.tables.len());
    let mut next = 0;
    for table in &round.tables {
        tables.push((next..next + table.seats.len()).collect::<Vec<usize>>());
        next += table.seats.len();
    }
    let numbers: Vec<u32> = round.tables.iter().map(|t| t.number).collect();
    let mut groups: BTreeMap<u8, Vec<usize>> = BTreeMap::new();
    for (i, table) in round.tables.iter().enumerate() {
        groups.entry(table.group).or_default().push(i);
    }
    let groups: Vec<Vec<usize>> = groups.into_values().collect();
    report::build(&p, &tables, &numbers, &groups)
}
