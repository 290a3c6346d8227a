//! The order players are seated in: the most conflicted first, interchangeable players side by side so
//! that they take tables in non-decreasing order.

use super::search::bit;
use crate::draw::conflicts::Problem;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;

/// `adj[l][a]`: the players conflicting with `a` at level `l`.
pub(super) fn adjacency(p: &Problem) -> Vec<Vec<u64>> {
    let n = p.len();
    let mut adj = vec![vec![0u64; n]; p.kinds.len()];
    for a in 0..n {
        for b in 0..n {
            let m = p.pair_mask(a, b);
            for (l, row) in adj.iter_mut().enumerate() {
                if a != b && m & (1 << l) != 0 {
                    row[a] |= bit(b);
                }
            }
        }
    }
    adj
}

/// The players the search seats, in its order, and which of them are interchangeable with the one
/// before.
pub(super) struct Order {
    pub(super) players: Vec<usize>,
    pub(super) same_as_prev: Vec<bool>,
}

/// The players not `fixed`, the most conflicted first (the heaviest packed cost with everyone), ties at
/// random, interchangeable players together.
pub(super) fn search_order(
    p: &Problem,
    fixed: &[(usize, usize)],
    seat_levels: &[(usize, usize, u64)],
    units: &[u128],
    rng: &mut StdRng,
) -> Order {
    let n = p.len();
    let mut is_fixed = vec![false; n];
    for &(a, _) in fixed {
        is_fixed[a] = true;
    }
    let class = interchangeable(p, &is_fixed);
    let weight: Vec<u128> = (0..n)
        .map(|a| {
            let mut w: u128 = (0..n).filter(|&b| b != a).map(|b| p.pair(a, b)).sum();
            for &(level, _, flagged) in seat_levels {
                if flagged & bit(a) != 0 {
                    w += units[level];
                }
            }
            w
        })
        .collect();
    let mut free: Vec<usize> = (0..n).filter(|&a| !is_fixed[a]).collect();
    free.shuffle(rng);
    let mut rank = vec![0usize; n];
    for (i, &a) in free.iter().enumerate() {
        rank[a] = i;
    }
    free.sort_by(|&a, &b| {
        weight[class[b]]
            .cmp(&weight[class[a]])
            .then(rank[class[a]].cmp(&rank[class[b]]))
            .then(rank[a].cmp(&rank[b]))
    });
    let same_as_prev: Vec<bool> = (0..free.len())
        .map(|i| i > 0 && class[free[i]] == class[free[i - 1]])
        .collect();
    Order {
        players: free,
        same_as_prev,
    }
}

/// `class[a]`: the first player interchangeable with `a` (same seat costs, same conflicts with
/// everyone else; a fixed player is his own class).
fn interchangeable(p: &Problem, is_fixed: &[bool]) -> Vec<usize> {
    let n = p.len();
    let same = |a: usize, b: usize| {
        (0..6).all(|s| p.seat(a, s) == p.seat(b, s))
            && (0..n).all(|z| z == a || z == b || p.pair_mask(a, z) == p.pair_mask(b, z))
    };
    let mut class = vec![usize::MAX; n];
    for a in 0..n {
        if class[a] != usize::MAX {
            continue;
        }
        class[a] = a;
        for b in a + 1..n {
            if class[b] == usize::MAX && !is_fixed[a] && !is_fixed[b] && same(a, b) {
                class[b] = a;
            }
        }
    }
    class
}
