//! The draw (sorteggio): seats the players a [`DrawSpec`] names, by the spec's method (the draw's rules).
//!
//! - [`DrawMethod::Optimise`]: a random seating from the recorded seed, improved by one generic optimiser
//!   (conflict-directed swaps with a tabu list, `optimise.rs`) that minimises the conflict counts
//!   lexicographically in the spec's priority order. With `cinquisti` (Master, the Master rulebook) the players who
//!   sit at the 5-tables are drawn first — preferring players who did not sit at a 5-table in the rounds
//!   that count for "five again" — one per 5-table, the last tables; the optimiser then only swaps
//!   cinquisti among themselves and the others among themselves. **Reading**: the legacy procedure
//!   improves club separation ignoring the cinquisti's clubs and then swaps the cinquisti among
//!   themselves; optimising both sets together, counting everyone's clubs, never does worse. On small
//!   fields the exact search keeps the drawn cinquisti only where that costs no conflict (see
//!   `exact_improve`).
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

mod check;
mod conflicts;
mod exact;
mod optimise;
mod plan;
mod report;
mod search;
pub mod spec;
mod subsets;
mod tables;

pub use check::{check_round, CheckError, CheckedTable, RoundCheck};
pub use plan::{table_sizes, PlanError, TableShape};
pub use report::{ConflictItem, ConflictReport, KindReport};
pub use spec::{DrawMethod, DrawSpec, TablePlan};

use crate::i18n::msg;
use crate::i18n::{Lang, Localized};
use crate::model::{ConflictCount, ConflictKind, PlayerId, Round, Table, Tournament};
use conflicts::{Inputs, Problem};
use optimise::{exchange_descent, optimise, Budget, Seating, DESCENT_PLAYERS, SMALL_FIELD_STALL};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use report::Bounds;
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
    NoPlayers {
        round: u32,
    },
    UnknownPlayer {
        round: u32,
        player: PlayerId,
    },
    NotParticipating {
        round: u32,
        player: PlayerId,
    },
    /// A player is listed twice.
    Duplicate {
        round: u32,
        player: PlayerId,
    },
    /// A semifinal group whose players do not fill tables of 4 (group from 1).
    BandGroup {
        round: u32,
        group: usize,
        players: usize,
    },
}

impl Localized for DrawError {
    fn text(&self, lang: Lang) -> String {
        match self {
            DrawError::Plan(e) => e.text(lang),
            DrawError::NoPlayers { round } => msg::EngineDrawNoPlayers { round: &round }.text(lang),
            DrawError::UnknownPlayer { round, player } => msg::EngineDrawUnknownPlayer {
                player: &player,
                round: &round,
            }
            .text(lang),
            DrawError::NotParticipating { round, player } => msg::EngineDrawPlayerNotTakingPart {
                player: &player,
                round: &round,
            }
            .text(lang),
            DrawError::Duplicate { round, player } => msg::EngineDrawPlayerTwice {
                player: &player,
                round: &round,
            }
            .text(lang),
            DrawError::BandGroup {
                round,
                group,
                players,
            } => msg::EngineDrawSemifinalGroupUneven {
                group: &group,
                players: &players,
                round: &round,
            }
            .text(lang),
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
fn check_players<'a>(
    t: &Tournament,
    round: u32,
    ids: impl IntoIterator<Item = &'a PlayerId>,
) -> Result<(), DrawError> {
    let mut seen = HashSet::new();
    for &id in ids {
        let player = t
            .player(id)
            .ok_or(DrawError::UnknownPlayer { round, player: id })?;
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
        DrawMethod::Optimise {
            priorities,
            met_rounds,
            repeat_rounds,
            winners,
            ..
        } => Inputs {
            priorities,
            met_rounds,
            repeat_rounds,
            winners,
        },
        DrawMethod::Bands { .. } => Inputs {
            priorities: BAND_PRIORITIES,
            met_rounds: &[],
            repeat_rounds: &[],
            winners: &[],
        },
        DrawMethod::Fixed { .. } => Inputs {
            priorities: &[],
            met_rounds: &[],
            repeat_rounds: &[],
            winners: &[],
        },
    }
}

/// The count each priority needs to reach: its bound, or zero where no bound is known.
fn targets(p: &Problem, players: &[usize], sizes: &[usize]) -> Vec<u32> {
    p.bounds(players, sizes)
        .into_iter()
        .map(|b| b.unwrap_or(0))
        .collect()
}

/// Small fields: the exact search proves the local search's seating best or replaces it by the optimum.
/// Tables of one size are then shuffled among themselves, so the search's order shows nowhere. False when
/// the search could not finish.
///
/// With cinquisti (`class` 1, the Master rulebook) the search first runs without them: its optimum is also what the
/// report measures the draw against. A second search then looks for a seating as good with the drawn
/// cinquisti at their 5-tables, and the draw keeps it when one exists. **Reading**: the rulebook's
/// cinquisti are a way to draw who sits at 5-tables at random, first among those who did not sit there;
/// when the drawn ones would cost a conflict of a priority the format ranks (a repeat at a 5-table,
/// winners together, same club, already met), the optimum without them is drawn instead, so a Master
/// draw is never worse than the best possible.
fn exact_improve(
    p: &Problem,
    seating: &mut Seating,
    class: &[u32],
    sizes: &[usize],
    target: &[u32],
    rng: &mut StdRng,
) -> bool {
    let cost = p.cost(&seating.tables);
    let levels = p.kinds.len();
    if levels == 0 || (0..levels).all(|l| conflicts::field(cost, l) <= target[l]) {
        return true;
    }
    let budget = exact::budget(p.len(), sizes.len());
    let Some(free) = search::solve(p, sizes, &[], cost, 0, budget, rng) else {
        return false;
    };
    report::remember(p.key(sizes), cost, free.clone());
    let fixed: Vec<(usize, usize)> = seating
        .tables
        .iter()
        .enumerate()
        .flat_map(|(t, members)| members.iter().map(move |&a| (a, t)))
        .filter(|&(a, _)| class[a] != 0)
        .collect();
    if !fixed.is_empty() && free.cost < cost {
        // A seating with the drawn cinquisti as good as the free search's best, if one exists: the free
        // search's lower bound is a floor no seating goes below, so reaching it ends the search.
        let kept = search::solve(p, sizes, &fixed, free.cost + 1, free.lower, budget, rng)
            .and_then(|o| o.better);
        if let Some(mut tables) = kept {
            for members in tables.iter_mut() {
                members.shuffle(rng);
            }
            seating.tables = tables;
            return free.complete;
        }
    }
    let Some(mut better) = free.better else {
        return free.complete;
    };
    for members in better.iter_mut() {
        members.shuffle(rng);
    }
    for size in 2..=5 {
        let at: Vec<usize> = (0..sizes.len()).filter(|&t| sizes[t] == size).collect();
        let mut moved = at.clone();
        moved.shuffle(rng);
        let old = better.clone();
        for (&to, &from) in at.iter().zip(&moved) {
            better[to] = old[from].clone();
        }
    }
    seating.tables = better;
    free.complete
}

/// Draws round `spec.number` with the random `seed` (record it: the same seed on the same data gives the
/// same tables).
pub fn draw(t: &Tournament, spec: &DrawSpec, seed: u64) -> Result<Drawn, DrawError> {
    let mut rng = StdRng::seed_from_u64(seed);
    let round = Round::new(spec.number, spec.phase, seed, Vec::new());
    let round = match &spec.method {
        DrawMethod::Optimise {
            players, cinquisti, ..
        } => return draw_optimised(t, spec, players, *cinquisti, round, &mut rng),
        DrawMethod::Bands { groups } => draw_bands(t, spec, groups, round, &mut rng)?,
        DrawMethod::Fixed { tables, byes } => draw_fixed(t, spec, tables, byes, round)?,
    };
    let report = report(t, spec, &round);
    Ok(Drawn {
        round,
        conflicts: report.counts(),
        report,
    })
}

/// A qualifying round: the plan's tables filled at random (the cinquisti first), then the seating
/// improved by the local search and, in small fields, proven by the exact search.
fn draw_optimised(
    t: &Tournament,
    spec: &DrawSpec,
    players: &[PlayerId],
    cinquisti: bool,
    mut round: Round,
    rng: &mut StdRng,
) -> Result<Drawn, DrawError> {
    let number = spec.number;
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
    let (mut seating, class) = first_seating(&p, &sizes, cinquisti, rng);
    improve(&p, &mut seating, &class, &sizes, rng);
    let numbers: Vec<u32> = (1..=sizes.len() as u32).collect();
    let report = report::build(
        &p,
        &seating.tables,
        &numbers,
        &[(0..sizes.len()).collect()],
        Bounds::Conditional,
    );
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
    Ok(Drawn {
        round,
        conflicts: report.counts(),
        report,
    })
}

/// The tables of `sizes` filled in a random order; with the cinquisti, the 5-tables first, drawn among
/// those who owe no "five again" first, and kept there (class 1) by the first search.
fn first_seating(
    p: &Problem,
    sizes: &[usize],
    cinquisti: bool,
    rng: &mut StdRng,
) -> (Seating, Vec<u32>) {
    let n = p.ids.len();
    let mut order: Vec<usize> = (0..n).collect();
    order.shuffle(rng);
    let mut class = vec![0u32; n];
    let mut tables: Vec<Vec<usize>> = sizes.iter().map(|&s| Vec::with_capacity(s)).collect();
    let fives: Vec<usize> = (0..sizes.len()).filter(|&i| sizes[i] == 5).collect();
    if cinquisti && !fives.is_empty() {
        // Cinquisti: drawn at random, first among those who owe no "five again".
        let five_level = p.kinds.iter().position(|&k| k == ConflictKind::FiveAgain);
        let owes = |a: usize| five_level.is_some_and(|l| p.seat_conflict(a, 5, l));
        order.sort_by_key(|&a| owes(a));
        for (&table, &a) in fives.iter().zip(&order) {
            tables[table].push(a);
            class[a] = 1;
        }
        let mut rest = order.split_off(fives.len());
        rest.shuffle(rng);
        order = rest;
    }
    let mut next = order.into_iter();
    for (table, &size) in tables.iter_mut().zip(sizes) {
        while table.len() < size {
            table.extend(next.next());
        }
    }
    (Seating { tables }, class)
}

/// The local search, then in small fields the exact search; where that could not finish, the long
/// local search (free to move the cinquisti too: it keeps the seating unless it finds a strictly
/// better one) and the exact search again from what it finds.
fn improve(p: &Problem, seating: &mut Seating, class: &[u32], sizes: &[usize], rng: &mut StdRng) {
    let n = p.ids.len();
    let everyone: Vec<usize> = (0..n).collect();
    let target = targets(p, &everyone, sizes);
    // Small fields: a short local search gives the exact search its first upper bound; the long
    // one runs only where the exact search could not finish.
    let small = n <= exact::MAX_PLAYERS;
    let first = Budget {
        stall_floor: if small { 1000 } else { SMALL_FIELD_STALL },
        ..Budget::default()
    };
    optimise(p, seating, class, &target, first, rng);
    if n <= DESCENT_PLAYERS {
        exchange_descent(p, seating, class);
    }
    if small && !exact_improve(p, seating, class, sizes, &target, rng) {
        let free = vec![0u32; n];
        let before = p.cost(&seating.tables);
        optimise(p, seating, &free, &target, Budget::default(), rng);
        if n <= DESCENT_PLAYERS {
            exchange_descent(p, seating, &free);
        }
        if p.cost(&seating.tables) < before {
            exact_improve(p, seating, &free, sizes, &target, rng);
        }
    }
}

/// Semifinal bands: each group's `players / 4` tables, one player of each band per table, the
/// bands kept (a player's class is his band) while the local search lowers the conflicts.
fn draw_bands(
    t: &Tournament,
    spec: &DrawSpec,
    groups: &[Vec<PlayerId>],
    mut round: Round,
    rng: &mut StdRng,
) -> Result<Round, DrawError> {
    let number = spec.number;
    if groups.iter().all(Vec::is_empty) {
        return Err(DrawError::NoPlayers { round: number });
    }
    check_players(t, number, groups.iter().flatten())?;
    let parallel = groups.len() > 1;
    for (g, group) in groups.iter().enumerate() {
        if group.is_empty() || !group.len().is_multiple_of(4) {
            return Err(DrawError::BandGroup {
                round: number,
                group: g + 1,
                players: group.len(),
            });
        }
        let count = group.len() / 4;
        let p = Problem::new(t, group, &inputs(spec));
        let mut tables: Vec<Vec<usize>> = vec![Vec::with_capacity(4); count];
        let mut class = vec![0u32; group.len()];
        for band in 0..4 {
            let mut members: Vec<usize> = (band * count..(band + 1) * count).collect();
            members.shuffle(rng);
            for (table, &a) in tables.iter_mut().zip(&members) {
                table.push(a);
                class[a] = band as u32;
            }
        }
        let sizes = vec![4; count];
        let everyone: Vec<usize> = (0..group.len()).collect();
        let target = targets(&p, &everyone, &sizes);
        let mut seating = Seating { tables };
        optimise(&p, &mut seating, &class, &target, Budget::default(), rng);
        for members in &seating.tables {
            let ids: Vec<PlayerId> = members.iter().map(|&a| p.ids[a]).collect();
            let mut table = Table::new(round.tables.len() as u32 + 1, &ids);
            table.group = if parallel { (g + 1) as u8 } else { 0 };
            round.tables.push(table);
        }
    }
    Ok(round)
}

/// Tables given as they are (a final, a round typed in by hand).
fn draw_fixed(
    t: &Tournament,
    spec: &DrawSpec,
    tables: &[Vec<PlayerId>],
    byes: &[PlayerId],
    mut round: Round,
) -> Result<Round, DrawError> {
    if tables.iter().all(Vec::is_empty) {
        return Err(DrawError::NoPlayers { round: spec.number });
    }
    check_players(t, spec.number, tables.iter().flatten().chain(byes))?;
    round.tables = tables
        .iter()
        .enumerate()
        .map(|(i, ids)| Table::new(i as u32 + 1, ids))
        .collect();
    round.byes = byes.to_vec();
    Ok(round)
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
    // Conditional bounds where the draw optimises freely; band draws keep each priority's own bound.
    let how = match spec.method {
        DrawMethod::Optimise { .. } => Bounds::Conditional,
        _ => Bounds::Alone,
    };
    report::build(&p, &tables, &numbers, &groups, how)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Phase, Player, Settings};

    /// Players 1..=n; `clubs[i]` is the club of player i + 1 ("" for none).
    fn tournament(clubs: &[&str]) -> Tournament {
        let mut t = Tournament::new(Settings::new("Prova", crate::model::FormatId::default()));
        for (i, club) in clubs.iter().enumerate() {
            let id = i as PlayerId + 1;
            t.players
                .push(Player::new(id, &format!("N{id}"), &format!("C{id}")).with_club(club));
        }
        t
    }

    fn ids(t: &Tournament) -> Vec<PlayerId> {
        t.players.iter().map(|p| p.id).collect()
    }

    fn optimise_spec(
        number: u32,
        players: Vec<PlayerId>,
        plan: TablePlan,
        priorities: Vec<ConflictKind>,
    ) -> DrawSpec {
        DrawSpec {
            number,
            phase: Phase::Qualifying,
            plan,
            method: DrawMethod::Optimise {
                players,
                priorities,
                met_rounds: Vec::new(),
                repeat_rounds: Vec::new(),
                winners: Vec::new(),
                cinquisti: false,
            },
        }
    }

    fn tables(round: &Round) -> Vec<Vec<PlayerId>> {
        round.tables.iter().map(|t| t.players().collect()).collect()
    }

    fn sorted_players(round: &Round) -> Vec<PlayerId> {
        let mut all: Vec<PlayerId> = round.players().chain(round.byes.iter().copied()).collect();
        all.sort_unstable();
        all
    }

    fn bands_spec(groups: Vec<Vec<PlayerId>>) -> DrawSpec {
        DrawSpec {
            number: 3,
            phase: Phase::Semifinal,
            plan: TablePlan::FoursOnly,
            method: DrawMethod::Bands { groups },
        }
    }

    #[test]
    fn three_semifinals_take_one_player_of_each_band() {
        // the draw's rules: 3 semifinals with positions 2–13 → bands 2–4, 5–7, 8–10, 11–13.
        let t = tournament(&[""; 13]);
        let spec = bands_spec(vec![(2..=13).collect()]);
        for seed in 0..20 {
            let drawn = draw(&t, &spec, seed).unwrap();
            assert_eq!(drawn.round.tables.len(), 3);
            assert_eq!(drawn.round.phase, Phase::Semifinal);
            for table in &drawn.round.tables {
                let mut bands: Vec<u32> = table.players().map(|p| (p - 2) / 3).collect();
                bands.sort_unstable();
                assert_eq!(
                    bands,
                    vec![0, 1, 2, 3],
                    "table {} = {:?}",
                    table.number,
                    tables(&drawn.round)
                );
                assert_eq!(table.group, 0);
            }
            assert_eq!(sorted_players(&drawn.round), (2..=13).collect::<Vec<_>>());
        }
        let a = draw(&t, &spec, 1).unwrap();
        let seeds_differ =
            (2..10).any(|s| tables(&draw(&t, &spec, s).unwrap().round) != tables(&a.round));
        assert!(seeds_differ, "the band draw is random");
    }

    #[test]
    fn bands_separate_a_club_by_swapping_within_bands() {
        // Players 1, 5, 9 (bands 1, 2, 3 of 4 tables... positions 1-4, 5-8, 9-12, 13-16) share a club,
        // and 2, 6 another: all separable, so the draw must reach zero same-club pairs.
        let mut clubs = vec![""; 16];
        for i in [0, 4, 8, 12] {
            clubs[i] = "Rossi";
        }
        for i in [1, 5, 9] {
            clubs[i] = "Verdi";
        }
        let t = tournament(&clubs);
        let spec = bands_spec(vec![(1..=16).collect()]);
        for seed in 0..30 {
            let drawn = draw(&t, &spec, seed).unwrap();
            let club = drawn.report.kind(ConflictKind::SameClub).unwrap();
            assert_eq!((club.count, club.bound), (0, Some(0)));
            assert!(drawn.report.proven_best);
            for table in &drawn.round.tables {
                let mut bands: Vec<u32> = table.players().map(|p| (p - 1) / 4).collect();
                bands.sort_unstable();
                assert_eq!(bands, vec![0, 1, 2, 3]);
            }
        }
    }

    #[test]
    fn parallel_groups_number_their_tables_on() {
        let t = tournament(&[""; 40]);
        // Master with 2 finals: positions split by parity, each group's top 16.
        let odd: Vec<PlayerId> = (1..=32).filter(|p| p % 2 == 1).collect();
        let even: Vec<PlayerId> = (1..=32).filter(|p| p % 2 == 0).collect();
        let drawn = draw(&t, &bands_spec(vec![odd, even]), 9).unwrap();
        let numbers: Vec<u32> = drawn.round.tables.iter().map(|t| t.number).collect();
        assert_eq!(numbers, (1..=8).collect::<Vec<_>>());
        for table in &drawn.round.tables {
            let expected = if table.number <= 4 { 1 } else { 2 };
            assert_eq!(table.group, expected);
            assert!(table.players().all(|p| (p % 2 == 1) == (expected == 1)));
        }
        assert_eq!(sorted_players(&drawn.round), (1..=32).collect::<Vec<_>>());
    }

    #[test]
    fn a_band_group_must_fill_tables_of_four() {
        let t = tournament(&[""; 20]);
        let err = draw(
            &t,
            &bands_spec(vec![(1..=16).collect(), (17..=19).collect()]),
            1,
        )
        .unwrap_err();
        assert_eq!(
            err,
            DrawError::BandGroup {
                round: 3,
                group: 2,
                players: 3
            }
        );
        assert!(err.text(Lang::It).contains("gruppo 2"));
    }

    #[test]
    fn same_seed_same_tables() {
        let clubs: Vec<&str> = (0..50).map(|i| ["A", "B", "C", "", "D"][i % 5]).collect();
        let t = tournament(&clubs);
        let spec = optimise_spec(
            1,
            ids(&t),
            TablePlan::FoursAndFives,
            vec![ConflictKind::SameClub],
        );
        let a = draw(&t, &spec, 77).unwrap();
        let b = draw(&t, &spec, 77).unwrap();
        assert_eq!(a, b);
        assert_eq!(a.round.seed, 77);
        assert_ne!(
            tables(&a.round),
            tables(&draw(&t, &spec, 78).unwrap().round)
        );
    }

    #[test]
    fn a_club_larger_than_the_tables_shares_only_as_the_bound_says() {
        // 20 players, 5 tables; club A has 8 players: pigeonhole gives 3 tables with 2 → 3 pairs.
        let mut clubs = vec!["A"; 8];
        clubs.extend(["B"; 6]);
        clubs.extend([""; 6]);
        let t = tournament(&clubs);
        let spec = optimise_spec(
            1,
            ids(&t),
            TablePlan::FoursOnly,
            vec![ConflictKind::SameClub],
        );
        let drawn = draw(&t, &spec, 3).unwrap();
        let club = drawn.report.kind(ConflictKind::SameClub).unwrap();
        assert_eq!(club.bound, Some(3 + 1));
        assert_eq!(club.count, 4);
        assert_eq!(club.items.len(), 4);
        assert!(drawn.report.proven_best);
        assert_eq!(
            drawn.conflicts,
            vec![ConflictCount {
                kind: ConflictKind::SameClub,
                count: 4,
                bound: Some(4)
            }]
        );
    }

    #[test]
    fn a_hand_swap_is_recounted_with_tables_and_players() {
        let clubs = ["A", "A", "B", "B", "C", "C", "D", "D"];
        let t = tournament(&clubs);
        let spec = optimise_spec(
            1,
            ids(&t),
            TablePlan::FoursOnly,
            vec![ConflictKind::SameClub],
        );
        let mut round = draw(&t, &spec, 5).unwrap().round;
        assert_eq!(
            report(&t, &spec, &round)
                .kind(ConflictKind::SameClub)
                .unwrap()
                .count,
            0
        );
        // Put both A players at table 1 by hand.
        let (ta, sa) = round.find(1).unwrap();
        let tb = 1 - ta;
        let (tb, sb) = (
            tb,
            round.tables[tb]
                .seats
                .iter()
                .position(|s| s.player == 2)
                .unwrap(),
        );
        let other = round.tables[ta].seats[(sa + 1) % 4].player;
        let (to, so) = round.find(other).unwrap();
        round.tables[to].seats[so].player = 2;
        round.tables[tb].seats[sb].player = other;
        let r = report(&t, &spec, &round);
        let club = r.kind(ConflictKind::SameClub).unwrap();
        assert!(club.count >= 1);
        assert!(club.items.iter().any(|i| i.table == round.tables[ta].number
            && (i.players == vec![1, 2] || i.players == vec![2, 1])));
        assert!(!r.proven_best);
    }

    #[test]
    fn master_round_one_draws_cinquisti_for_the_last_tables() {
        // 14 players: tables 4, 5, 5; clubs in pairs.
        let clubs: Vec<String> = (0..14).map(|i| format!("club{}", i / 2)).collect();
        let refs: Vec<&str> = clubs.iter().map(String::as_str).collect();
        let t = tournament(&refs);
        let mut spec = optimise_spec(
            1,
            ids(&t),
            TablePlan::FoursAndFives,
            vec![ConflictKind::SameClub],
        );
        if let DrawMethod::Optimise { cinquisti, .. } = &mut spec.method {
            *cinquisti = true;
        }
        let drawn = draw(&t, &spec, 11).unwrap();
        let sizes: Vec<usize> = drawn.round.tables.iter().map(|t| t.seats.len()).collect();
        assert_eq!(sizes, vec![4, 5, 5]);
        assert_eq!(drawn.report.kind(ConflictKind::SameClub).unwrap().count, 0);
        assert!(drawn.report.proven_best);
    }

    #[test]
    fn master_round_two_cinquisti_did_not_sit_at_five_before() {
        // 13 players: 4, 4, 5. Round 1 put players 9–13 at the 5-table.
        let mut t = tournament(&[""; 13]);
        t.rounds.push(Round::new(
            1,
            Phase::Qualifying,
            0,
            vec![
                Table::new(1, &[1, 2, 3, 4]),
                Table::new(2, &[5, 6, 7, 8]),
                Table::new(3, &[9, 10, 11, 12, 13]),
            ],
        ));
        let spec = DrawSpec {
            number: 2,
            phase: Phase::Qualifying,
            plan: TablePlan::FoursAndFives,
            method: DrawMethod::Optimise {
                players: ids(&t),
                priorities: vec![
                    ConflictKind::FiveAgain,
                    ConflictKind::WinnersTogether,
                    ConflictKind::SameClub,
                    ConflictKind::AlreadyMet,
                ],
                met_rounds: vec![1],
                repeat_rounds: vec![1],
                winners: vec![1, 5, 9],
                cinquisti: true,
            },
        };
        for seed in 0..20 {
            let drawn = draw(&t, &spec, seed).unwrap();
            let five = &drawn.round.tables[2];
            assert_eq!(five.seats.len(), 5);
            assert!(
                five.players().all(|p| p <= 8),
                "seed {seed}: {:?}",
                tables(&drawn.round)
            );
            let r = &drawn.report;
            assert_eq!(r.kind(ConflictKind::FiveAgain).unwrap().count, 0);
            assert_eq!(r.kind(ConflictKind::WinnersTogether).unwrap().count, 0);
            // 13 players who met in groups of 4, 4, 5: somebody must meet again; the bound is known.
            assert!(r.kind(ConflictKind::AlreadyMet).unwrap().bound.is_some());
        }
    }

    #[test]
    fn five_again_bound_counts_who_must_sit_at_five_again() {
        // 10 players: two 5-tables; everyone sat at a 5-table before → all 10 must again.
        let mut t = tournament(&[""; 10]);
        t.rounds.push(Round::new(
            1,
            Phase::Qualifying,
            0,
            vec![
                Table::new(1, &[1, 2, 3, 4, 5]),
                Table::new(2, &[6, 7, 8, 9, 10]),
            ],
        ));
        let mut spec = optimise_spec(
            2,
            ids(&t),
            TablePlan::FoursAndFives,
            vec![ConflictKind::FiveAgain],
        );
        if let DrawMethod::Optimise { repeat_rounds, .. } = &mut spec.method {
            *repeat_rounds = vec![1];
        }
        let drawn = draw(&t, &spec, 1).unwrap();
        let five = drawn.report.kind(ConflictKind::FiveAgain).unwrap();
        assert_eq!((five.count, five.bound), (10, Some(10)));
        assert_eq!(five.items.len(), 10);
        assert!(drawn.report.proven_best);
    }

    #[test]
    fn ghost_tables_are_marked_and_three_again_is_avoided() {
        // Campionato Gufo, 18 players: 4, 4, 4, 3+ghost, 3+ghost.
        let mut t = tournament(&[""; 18]);
        let spec1 = optimise_spec(
            1,
            ids(&t),
            TablePlan::FoursOneFiveGhosts,
            vec![ConflictKind::SameClub],
        );
        let r1 = draw(&t, &spec1, 4).unwrap().round;
        let ghosts: Vec<bool> = r1.tables.iter().map(|t| t.ghost).collect();
        assert_eq!(ghosts, vec![false, false, false, true, true]);
        assert!(r1
            .tables
            .iter()
            .all(|t| t.seats.len() == if t.ghost { 3 } else { 4 }));
        let at_three: Vec<PlayerId> = r1
            .tables
            .iter()
            .filter(|t| t.ghost)
            .flat_map(|t| t.players())
            .collect();
        t.rounds.push(r1);
        let mut spec2 = optimise_spec(
            2,
            ids(&t),
            TablePlan::FoursOneFiveGhosts,
            vec![
                ConflictKind::ThreeAgain,
                ConflictKind::FiveAgain,
                ConflictKind::SameClub,
                ConflictKind::AlreadyMet,
            ],
        );
        if let DrawMethod::Optimise {
            met_rounds,
            repeat_rounds,
            ..
        } = &mut spec2.method
        {
            *met_rounds = vec![1];
            *repeat_rounds = vec![1];
        }
        let drawn = draw(&t, &spec2, 4).unwrap();
        for table in drawn.round.tables.iter().filter(|t| t.ghost) {
            assert!(table.players().all(|p| !at_three.contains(&p)));
        }
        assert_eq!(
            drawn.report.kind(ConflictKind::ThreeAgain).unwrap().count,
            0
        );
        assert_eq!(
            drawn.report.kind(ConflictKind::AlreadyMet).unwrap().count,
            0
        );
    }

    #[test]
    fn pairs_with_an_odd_count_leave_the_last_listed_player_out() {
        let t = tournament(&[""; 9]);
        let spec = optimise_spec(1, ids(&t), TablePlan::Pairs, vec![ConflictKind::SameClub]);
        let drawn = draw(&t, &spec, 2).unwrap();
        assert_eq!(drawn.round.tables.len(), 4);
        assert!(drawn.round.tables.iter().all(|t| t.seats.len() == 2));
        assert_eq!(drawn.round.byes, vec![9]);
        assert_eq!(sorted_players(&drawn.round), (1..=9).collect::<Vec<_>>());
    }

    #[test]
    fn fixed_tables_keep_their_order_and_byes() {
        let t = tournament(&[""; 5]);
        let spec = DrawSpec {
            number: 1,
            phase: Phase::Qualifying,
            plan: TablePlan::Pairs,
            method: DrawMethod::Fixed {
                tables: vec![vec![1, 5], vec![2, 4]],
                byes: vec![3],
            },
        };
        let drawn = draw(&t, &spec, 0).unwrap();
        assert_eq!(tables(&drawn.round), vec![vec![1, 5], vec![2, 4]]);
        assert_eq!(drawn.round.tables[1].number, 2);
        assert_eq!(drawn.round.byes, vec![3]);
        assert!(drawn.report.proven_best);
        let twice = DrawSpec {
            method: DrawMethod::Fixed {
                tables: vec![vec![1, 5], vec![2, 5]],
                byes: vec![],
            },
            ..spec
        };
        assert_eq!(
            draw(&t, &twice, 0).unwrap_err(),
            DrawError::Duplicate {
                round: 1,
                player: 5
            }
        );
    }

    #[test]
    fn bad_player_lists_are_refused_with_clear_errors() {
        let mut t = tournament(&[""; 8]);
        t.players[7].participating = false;
        let spec = optimise_spec(
            1,
            vec![1, 2, 3, 4, 5, 6, 7, 99],
            TablePlan::FoursOnly,
            vec![],
        );
        let err = draw(&t, &spec, 0).unwrap_err();
        assert_eq!(
            err,
            DrawError::UnknownPlayer {
                round: 1,
                player: 99
            }
        );
        assert!(err.text(Lang::En).contains("ID 99"));
        let spec = optimise_spec(1, (1..=8).collect(), TablePlan::FoursOnly, vec![]);
        assert_eq!(
            draw(&t, &spec, 0).unwrap_err(),
            DrawError::NotParticipating {
                round: 1,
                player: 8
            }
        );
        let spec = optimise_spec(1, (1..=7).collect(), TablePlan::FoursOnly, vec![]);
        let err = draw(&t, &spec, 0).unwrap_err();
        assert_eq!(
            err,
            DrawError::Plan(PlanError::NotMultipleOfFour {
                players: 7,
                remainder: 3
            })
        );
        assert!(err.text(Lang::It).contains("7 giocatori"));
        let spec = optimise_spec(1, vec![], TablePlan::FoursOnly, vec![]);
        assert_eq!(
            draw(&t, &spec, 0).unwrap_err(),
            DrawError::NoPlayers { round: 1 }
        );
    }
}
