//! The exact draw for small fields: a depth-first branch and bound over table assignments that finds the
//! lexicographic optimum and proves it, within a node budget (so it can never hang). The smallest fields
//! with nobody fixed at a table are solved over sets of players instead ([`super::subsets`]); fields of
//! 18 to 30 that it cannot prove go on to the search over whole tables ([`super::tables`]).
//! - **Global bounds**: a completion ends at least at each level's own bound over everyone, so a branch
//!   whose higher levels cannot go below the best seating's is cut by what it already pays below them.
//!
//! - **Search**: players are seated one at a time (the most conflicted first) at every table with room,
//!   cheapest table first; a branch is cut when its cost plus a lower bound of what the remaining players
//!   must still pay is not below the best seating known. The search starts from the local search's
//!   seating, so it only has to prove it or beat it.
//! - **Symmetry**: empty tables of one size are interchangeable, so only the first of them is tried;
//!   players whose conflicts with everyone else are identical (same club, same history, same seat costs)
//!   are interchangeable and consecutive in the order, so they take tables in non-decreasing order.
//! - **Lower bound** of the remaining players, the larger of two packed sums over disjoint parts of the cost:
//!   each player's cheapest table given who is seated already (seat and pair costs), or his cheapest pairs
//!   plus the seats of 5- or 3-tables that players flagged for them must take (too few others to fill
//!   them); both plus the pigeonhole count of same-club (region, winner) pairs among the remaining players
//!   over the seats left.
//! - **Conditional optimum**: the packed cost compares lexicographically, so the fields of the optimum are
//!   the least count of each priority given the optimum of the higher ones — the bounds a report needs.
//!
//! Same inputs, same budget, same seed: same result (the budget counts nodes, not time).

mod order;
mod search;

use order::adjacency;
use order::search_order;
use search::bit;
use search::Search;

use super::conflicts::{key_masks, Outcome, Problem};
use rand::rngs::StdRng;

/// Players above this count are never searched exactly (bit sets of one `u64`).
pub(crate) const MAX_PLAYERS: usize = 64;

/// Work the search may do before it gives up, in players × tables per node (a node's bound costs about
/// that): a short wait at most, natively and in wasm (benches/README.md, "Draws").
const WORK_BUDGET: u64 = 2_500_000;

/// The nodes the search may visit for `players` at `tables` tables.
pub(crate) fn budget(players: usize, tables: usize) -> u64 {
    WORK_BUDGET / (players * tables).max(1) as u64
}

/// The branch and bound of [`super::search::solve`] (see the module's summary).
pub(crate) fn branch_and_bound(
    p: &Problem,
    sizes: &[usize],
    fixed: &[(usize, usize)],
    upper: u128,
    floor: u128,
    budget: u64,
    rng: &mut StdRng,
) -> Option<Outcome> {
    let n = p.len();
    let tables = sizes.len();
    if n > MAX_PLAYERS || n != sizes.iter().sum::<usize>() || tables == 0 || tables > 32 {
        return None;
    }
    let levels = p.kinds.len();
    if levels > 6 {
        return None;
    }
    let units: Vec<u128> = (0..levels).map(super::conflicts::unit).collect();
    let everyone: Vec<usize> = (0..n).collect();
    let seat_levels = p.seat_flags(&everyone);
    let partitions: Vec<(usize, Vec<u64>)> = p
        .partitions()
        .map(|(level, keys)| (*level, key_masks(keys, bit)))
        .filter(|(_, g)| !g.is_empty())
        .collect();
    let order = search_order(p, fixed, &seat_levels, &units, rng);
    let mut s = Search {
        p,
        n,
        sizes: sizes.to_vec(),
        adj: adjacency(p),
        units,
        partitions,
        seat_levels,
        order: order.players,
        same_as_prev: order.same_as_prev,
        members: vec![0; tables],
        count: vec![0; tables],
        table_of: vec![usize::MAX; n],
        inc: vec![0; n * tables],
        unassigned: if n == 64 { u64::MAX } else { (1u64 << n) - 1 },
        best: upper,
        best_tables: None,
        nodes: 0,
        budget,
        aborted: false,
        stop: false,
        floor,
        levels,
        global: {
            let mut g = [0u32; 6];
            for (l, b) in p.bounds(&everyone, sizes).into_iter().enumerate().take(6) {
                g[l] = b.unwrap_or(0);
            }
            g
        },
    };
    let mut cost = 0u128;
    for &(a, t) in fixed {
        if t >= tables || s.count[t] >= sizes[t] {
            return None;
        }
        cost += s.pair_cost(a, s.members[t]) + p.seat(a, sizes[t]);
        s.place(a, t);
    }
    let root = cost.saturating_add(s.bound(cost));
    s.dfs(0, cost);
    debug_assert!(s.n == n);
    let complete = !s.aborted;
    Some(Outcome {
        better: s.best_tables,
        cost: s.best,
        complete,
        lower: if complete { s.best } else { root.min(s.best) },
    })
}
