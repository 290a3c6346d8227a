//! The one seating optimiser every draw uses: conflict-directed swaps with a tabu list.
//!
//! Starting from a seating (random, from the draw's seed), each step takes a player who is part of a
//! conflict that is still above its lower bound, tries swapping him with every other movable player of
//! another table, and makes the best swap by the lexicographic cost — even a worsening one, so the search
//! leaves local minima; the players just moved are tabu for a few steps unless a swap beats the best
//! seating seen. The result is the best seating seen, so no higher priority is ever traded for lower ones.
//! The search stops as soon as every count reaches its bound (the seating is then proven best), else
//! after a budget proportional to the number of players — there is no small fixed iteration limit.

use super::conflicts::{field, Problem};
use rand::rngs::StdRng;
use rand::Rng;

/// Players at tables (player indices of the [`Problem`]).
#[derive(Clone, Debug)]
pub(crate) struct Seating {
    pub tables: Vec<Vec<usize>>,
}

/// The least number of steps without a new best before the search stops, whatever the field's size.
pub(crate) const SMALL_FIELD_STALL: usize = 5000;

/// Tuning of the search; budgets scale with the number of players.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Budget {
    /// Steps per player in total.
    pub steps_per_player: usize,
    /// Steps per player without a new best seating before giving up.
    pub stall_per_player: usize,
    /// The least number of steps without a new best, whatever the field's size.
    pub stall_floor: usize,
}

impl Default for Budget {
    fn default() -> Self {
        Budget {
            steps_per_player: 60,
            stall_per_player: 15,
            stall_floor: SMALL_FIELD_STALL,
        }
    }
}

/// Improves `seating` in place. Only players of the same `class` swap (cinquisti among themselves,
/// semifinal bands within a band). `target[level]` is the count at which a priority needs no more work.
pub(crate) fn optimise(
    p: &Problem,
    seating: &mut Seating,
    class: &[u32],
    target: &[u32],
    budget: Budget,
    rng: &mut StdRng,
) {
    let n = p.len();
    let levels = p.kinds.len();
    if n < 2 || seating.tables.len() < 2 || levels == 0 {
        return;
    }
    let mut table_of = vec![0usize; n];
    for (t, members) in seating.tables.iter().enumerate() {
        for &a in members {
            table_of[a] = t;
        }
    }
    // contrib[a]: a's seat cost plus every pair cost with his table-mates.
    let contribution = |tables: &[Vec<usize>], a: usize, t: usize| -> u128 {
        let members = &tables[t];
        let mut c = p.seat(a, members.len());
        for &b in members {
            if b != a {
                c += p.pair(a, b);
            }
        }
        c
    };
    let mut contrib: Vec<u128> = (0..n)
        .map(|a| contribution(&seating.tables, a, table_of[a]))
        .collect();
    let mut total = p.cost(&seating.tables);
    let mut best_total = total;
    let mut best = seating.tables.clone();
    let mut current_is_best = true;
    let mut tied: Vec<usize> = Vec::new();
    let done = |cost: u128| (0..levels).all(|l| field(cost, l) <= target[l]);

    // Small fields get a floor of steps: a step costs next to nothing there, and a property test found a
    // 13-player pairs draw that needed more than 15·n + 200 steps without progress to reach the optimum.
    let stall = (budget.stall_per_player * n + 200).max(budget.stall_floor);
    let max_steps = (budget.steps_per_player * n + 1000).max(2 * stall);
    let tenure_spread = (n / 25).max(3);
    let mut tabu_until = vec![0usize; n];
    let mut last_best = 0usize;
    let mut step = 0usize;
    let mut candidates: Vec<usize> = Vec::with_capacity(n);
    let mut via_table = vec![0u128; seating.tables.len()];
    // with_mates[b]: what player b would pay sitting with the chosen player's table-mates.
    let mut with_mates = vec![0u128; n];

    while step < max_steps && step - last_best < stall && !done(best_total) {
        step += 1;
        // The levels still above their target, most important first.
        let open: Vec<usize> = (0..levels)
            .filter(|&l| field(total, l) > target[l])
            .collect();
        let Some(&first) = open.first() else {
            break;
        };
        // Half the time aim at the most important open level, else at any open level.
        let focus_first = rng.random_bool(0.5);
        let conflicted = |a: usize| {
            if focus_first {
                field(contrib[a], first) > 0
            } else {
                open.iter().any(|&l| field(contrib[a], l) > 0)
            }
        };
        candidates.clear();
        candidates.extend((0..n).filter(|&a| conflicted(a) && tabu_until[a] <= step));
        if candidates.is_empty() {
            candidates.extend((0..n).filter(|&a| conflicted(a)));
        }
        if candidates.is_empty() {
            continue;
        }
        let a = candidates[rng.random_range(0..candidates.len())];
        let ta = table_of[a];
        let size_a = seating.tables[ta].len();
        for (t, members) in seating.tables.iter().enumerate() {
            via_table[t] = members.iter().map(|&b| p.pair(a, b)).sum();
        }
        with_mates.iter_mut().for_each(|w| *w = 0);
        for &c in &seating.tables[ta] {
            if c != a {
                // Row scans are sequential in memory: much faster than a column per candidate.
                for (w, &m) in with_mates.iter_mut().zip(p.row(c)) {
                    *w += p.weight(m);
                }
            }
        }
        let base = total - contrib[a];
        // The best swap partners; one of them is picked at random.
        let mut chosen_cost = u128::MAX;
        tied.clear();
        for (tb, members) in seating.tables.iter().enumerate() {
            if tb == ta {
                continue;
            }
            let size_b = members.len();
            for &b in members {
                if class[b] != class[a] {
                    continue;
                }
                let removed_b = contrib[b];
                let added = p.seat(a, size_b)
                    + (via_table[tb] - p.pair(a, b))
                    + p.seat(b, size_a)
                    + with_mates[b];
                let new_total = base - removed_b + added;
                if tabu_until[b] > step && new_total >= best_total {
                    continue;
                }
                if new_total < chosen_cost {
                    chosen_cost = new_total;
                    tied.clear();
                }
                if new_total == chosen_cost {
                    tied.push(b);
                }
            }
        }
        if tied.is_empty() {
            tabu_until[a] = step + 1 + rng.random_range(0..tenure_spread);
            continue;
        }
        let b = tied[rng.random_range(0..tied.len())];
        let new_total = chosen_cost;
        // Keep the best seating before leaving it (copied only when the search moves away from it).
        if current_is_best && new_total >= best_total {
            best.clone_from(&seating.tables);
            current_is_best = false;
        }
        let tb = table_of[b];
        let sa = seating.tables[ta].iter().position(|&x| x == a).unwrap_or(0);
        let sb = seating.tables[tb].iter().position(|&x| x == b).unwrap_or(0);
        seating.tables[ta][sa] = b;
        seating.tables[tb][sb] = a;
        table_of[a] = tb;
        table_of[b] = ta;
        for t in [ta, tb] {
            for i in 0..seating.tables[t].len() {
                let x = seating.tables[t][i];
                contrib[x] = contribution(&seating.tables, x, t);
            }
        }
        total = new_total;
        tabu_until[a] = step + 2 + rng.random_range(0..tenure_spread);
        tabu_until[b] = step + 2 + rng.random_range(0..tenure_spread);
        if total < best_total {
            best_total = total;
            current_is_best = true;
            last_best = step;
        }
    }
    if !current_is_best {
        seating.tables = best;
    }
    debug_assert_eq!(best_total, p.cost(&seating.tables));
}

/// The packed cost of one table: its players' seat costs and every pair among them.
fn table_cost(p: &Problem, members: &[usize]) -> u128 {
    let mut c = 0;
    for (x, &a) in members.iter().enumerate() {
        c += p.seat(a, members.len());
        for &b in &members[x + 1..] {
            c += p.pair(a, b);
        }
    }
    c
}

/// Fields up to this many players end their local search with [`exchange_descent`].
pub(crate) const DESCENT_PLAYERS: usize = 64;

/// Makes every exchange of two players (between two tables) or three players (a cycle over three tables)
/// that lowers the packed cost, until none does: the seating it leaves is a local optimum for both
/// (issue 19: the tabu search could stop where such an exchange still helped). Only players of one
/// `class` exchange. Deterministic: exchanges are tried in table and seat order, the first that helps
/// is made.
pub(crate) fn exchange_descent(p: &Problem, seating: &mut Seating, class: &[u32]) {
    let tables = &mut seating.tables;
    let t_count = tables.len();
    if t_count < 2 {
        return;
    }
    let mut cost: Vec<u128> = tables.iter().map(|m| table_cost(p, m)).collect();
    // Each pass looks at every exchange once; the number of passes is bounded by the cost's fall.
    let with = |members: &[usize], seat: usize, who: usize| -> Vec<usize> {
        let mut v = members.to_vec();
        v[seat] = who;
        v
    };
    loop {
        let mut improved = false;
        'two: for ta in 0..t_count {
            for tb in ta + 1..t_count {
                for sa in 0..tables[ta].len() {
                    for sb in 0..tables[tb].len() {
                        let (a, b) = (tables[ta][sa], tables[tb][sb]);
                        if class[a] != class[b] {
                            continue;
                        }
                        let na = table_cost(p, &with(&tables[ta], sa, b));
                        let nb = table_cost(p, &with(&tables[tb], sb, a));
                        if na + nb < cost[ta] + cost[tb] {
                            tables[ta][sa] = b;
                            tables[tb][sb] = a;
                            cost[ta] = na;
                            cost[tb] = nb;
                            improved = true;
                            break 'two;
                        }
                    }
                }
            }
        }
        if improved {
            continue;
        }
        // Three players: a (table ta) takes b's seat, b takes c's, c takes a's.
        'three: for ta in 0..t_count {
            for tb in 0..t_count {
                for tc in 0..t_count {
                    if ta == tb || tb == tc || ta == tc {
                        continue;
                    }
                    let before = cost[ta] + cost[tb] + cost[tc];
                    for sa in 0..tables[ta].len() {
                        let a = tables[ta][sa];
                        for sb in 0..tables[tb].len() {
                            let b = tables[tb][sb];
                            if class[a] != class[b] {
                                continue;
                            }
                            let nb = table_cost(p, &with(&tables[tb], sb, a));
                            for sc in 0..tables[tc].len() {
                                let c = tables[tc][sc];
                                if class[c] != class[a] {
                                    continue;
                                }
                                let nc = table_cost(p, &with(&tables[tc], sc, b));
                                let na = table_cost(p, &with(&tables[ta], sa, c));
                                if na + nb + nc < before {
                                    tables[tb][sb] = a;
                                    tables[tc][sc] = b;
                                    tables[ta][sa] = c;
                                    cost[ta] = na;
                                    cost[tb] = nb;
                                    cost[tc] = nc;
                                    improved = true;
                                    break 'three;
                                }
                            }
                        }
                    }
                }
            }
        }
        if !improved {
            break;
        }
    }
}
