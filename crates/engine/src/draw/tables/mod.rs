//! The exact draw of mid-sized fields (18 to [`MAX_PLAYERS`] players): a branch and bound
//! over whole tables, with every possible table listed once and the seated sets remembered.
//!
//! - **Tables**: every set of players of a size the plan uses is listed with its packed cost (seat and
//!   pair costs), once per member, sorted by cost. The lowest player not yet seated opens the next table
//!   (so each seating is searched once), trying his tables cheapest first.
//! - **Lower bound** of the players left: each pays his share (cost ÷ size) of the cheapest table he
//!   could still sit at — a table of players left, of a size still free, and, where a priority has no
//!   room left, one that keeps it at its least — and per priority its own bound over the players left
//!   (pigeonhole of clubs, regions, winners and of each earlier round's tables; the seats of 5- or
//!   3-tables that flagged players must take). **Conditional**: walking the priorities in order, a level
//!   whose least count already equals the best seating's has no room: a better seating is at that count,
//!   so for a club (region, winners) level every group spreads as evenly as it can over the tables left,
//!   and only such tables count for the shares of the lower levels. That is what proves "already met"
//!   given "same club" (the 23-player round 6).
//! - **Memo**: per set of players left (and tables left), the least cost proven for them, so a set
//!   reached again through other tables is cut at once.
//!
//! Work is counted (tables looked at), the same on every platform; above the budget the search gives up
//! and the caller falls back. Players are numbered in a random order from the draw's seed, so among
//! equal optima the seed chooses.

mod listing;
mod search;

use listing::list_tables;
use listing::partition_masks;
use listing::seated_tables;
use search::Search;

use super::conflicts::Outcome;
use super::conflicts::{size_kinds, Problem};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use std::collections::HashMap;

/// The largest field searched here: every table of up to 5 of 32 players is about 237,000 sets (the
/// memo key keeps the players left below bit 32).
pub(crate) const MAX_PLAYERS: usize = 32;

/// The smallest field searched here (below it, [`super::subsets`] solves exactly anyway).
pub(crate) const MIN_PLAYERS: usize = super::subsets::MAX_PLAYERS + 1;

/// Tables looked at before the search gives up (some hundred milliseconds natively).
pub(crate) const WORK: u64 = 40_000_000;

/// Sets remembered at most (a few tens of megabytes).
const MEMO: usize = 1 << 20;

/// The optimum of seating `p`'s players at tables of `sizes` (plan order), strictly below `upper`;
/// `None` when the field is outside this search's range or the work ran out.
pub(crate) fn solve(
    p: &Problem,
    sizes: &[usize],
    upper: u128,
    rng: &mut StdRng,
) -> Option<Outcome> {
    solve_within(p, sizes, upper, WORK, rng)
}

/// [`solve`] with a work budget.
pub(crate) fn solve_within(
    p: &Problem,
    sizes: &[usize],
    upper: u128,
    budget: u64,
    rng: &mut StdRng,
) -> Option<Outcome> {
    let n = p.len();
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&n)
        || n != sizes.iter().sum::<usize>()
        || sizes.iter().any(|&s| s == 0 || s > 5)
        || p.kinds.len() > 6
    {
        return None;
    }
    let levels = p.kinds.len();
    let mut label: Vec<usize> = (0..n).collect();
    label.shuffle(rng);
    let (kinds, radix) = size_kinds(sizes);
    let scale: u128 = 60;
    let (cands, opens, member) = list_tables(p, &label, &kinds, scale);
    let (groups, met) = partition_masks(p, &label);
    let seats = p.seat_flags(&label);
    let mut s = Search {
        n,
        levels,
        kinds: &kinds,
        radix,
        cands,
        opens,
        member,
        scale,
        units: (0..levels).map(super::conflicts::unit).collect(),
        groups,
        met,
        seats,
        lagr: None,
        best: upper,
        best_tables: None,
        chosen: Vec::new(),
        memo: HashMap::new(),
        work: 0,
        budget,
        aborted: false,
    };
    let all = (1u64 << n) - 1;
    if upper != u128::MAX {
        s.prepare();
    }
    s.aim_low(all, upper);
    if s.best_tables.is_none() && !s.aborted {
        s.dfs(all, 0, 0);
    }
    if s.aborted {
        return None;
    }
    debug_assert!(s.n == n);
    let better = s
        .best_tables
        .map(|chosen| seated_tables(&chosen, &label, sizes));
    Some(Outcome {
        better,
        cost: s.best,
        complete: true,
        lower: s.best,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draw::conflicts::Inputs;
    use crate::draw::exact::branch_and_bound;
    use crate::draw::plan::table_sizes;
    use crate::draw::spec::TablePlan;
    use crate::format::FormatKind;
    use crate::model::ConflictKind;
    use crate::model::{Phase, Player, PlayerId, Round, Settings, Table, Tournament};
    use rand::{Rng, SeedableRng};

    /// A field of `n`: three clubs, two earlier rounds of 4- and 5-tables at random.
    fn field(n: usize, rng: &mut StdRng) -> Tournament {
        let mut t = Tournament::new(Settings::new("Prova", FormatKind::Open));
        for i in 0..n {
            let id = i as PlayerId + 1;
            let club = format!("Club {}", rng.random_range(0..3));
            t.players.push(Player::new(id, "N", "C").with_club(&club));
        }
        for number in 1..=2 {
            let mut ids: Vec<PlayerId> = (1..=n as PlayerId).collect();
            ids.shuffle(rng);
            let mut next = ids.into_iter();
            let tables = table_sizes(n, TablePlan::FoursAndFives)
                .expect("n ≥ 8")
                .iter()
                .enumerate()
                .map(|(k, s)| {
                    Table::new(
                        k as u32 + 1,
                        &next.by_ref().take(s.size).collect::<Vec<_>>(),
                    )
                })
                .collect();
            t.rounds
                .push(Round::new(number, Phase::Qualifying, 0, tables));
        }
        t
    }

    #[test]
    fn the_optimum_over_tables_is_the_branch_and_bounds() {
        let mut rng = StdRng::seed_from_u64(19);
        for case in 0..4 {
            let n = [18, 19][case % 2];
            let t = field(n, &mut rng);
            let sizes: Vec<usize> = table_sizes(n, TablePlan::FoursAndFives)
                .expect("valid")
                .iter()
                .map(|s| s.size)
                .collect();
            let ids: Vec<PlayerId> = (1..=n as PlayerId).collect();
            let kinds = [
                ConflictKind::FiveAgain,
                ConflictKind::SameClub,
                ConflictKind::AlreadyMet,
            ];
            let inputs = Inputs {
                priorities: &kinds,
                met_rounds: &[1, 2],
                repeat_rounds: &[1, 2],
                winners: &[],
            };
            let p = Problem::new(&t, &ids, &inputs);
            let exact = branch_and_bound(&p, &sizes, &[], u128::MAX, 0, u64::MAX, &mut rng)
                .expect("small field");
            assert!(exact.complete);
            // From nothing known, and from the optimum plus one (the Lagrangian prices then run).
            for upper in [u128::MAX, exact.cost + 1] {
                let o = solve(&p, &sizes, upper, &mut rng).expect("within the work");
                assert_eq!(o.cost, exact.cost, "case {case}: {n} players");
                let tables = o.better.expect("below the upper bound");
                assert_eq!(p.cost(&tables), o.cost);
                let mut got: Vec<usize> = tables.iter().map(Vec::len).collect();
                let mut want = sizes.clone();
                got.sort_unstable();
                want.sort_unstable();
                assert_eq!(got, want);
            }
            // Nothing strictly better than the optimum.
            let o = solve(&p, &sizes, exact.cost, &mut rng).expect("within the work");
            assert!(o.better.is_none());
        }
    }
}
