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
    let mut walk = Walk::new(p, &seating.tables);
    let mut best_total = walk.total;
    let mut best = seating.tables.clone();
    let mut current_is_best = true;
    let done = |cost: u128| (0..levels).all(|l| field(cost, l) <= target[l]);

    // Small fields get a floor of steps: a step costs next to nothing there, and a property test found a
    // 13-player pairs draw that needed more than 15·n + 200 steps without progress to reach the optimum.
    let stall = (budget.stall_per_player * n + 200).max(budget.stall_floor);
    let max_steps = (budget.steps_per_player * n + 1000).max(2 * stall);
    let tenure_spread = (n / 25).max(3);
    let mut tabu_until = vec![0usize; n];
    let mut last_best = 0usize;
    let mut step = 0usize;
    let mut scratch = Scratch::new(n, seating.tables.len());

    while step < max_steps && step - last_best < stall && !done(best_total) {
        step += 1;
        // The levels still above their target, most important first.
        let open: Vec<usize> = (0..levels)
            .filter(|&l| field(walk.total, l) > target[l])
            .collect();
        if open.is_empty() {
            break;
        }
        let Some(a) = walk.pick(&open, &tabu_until, step, &mut scratch.candidates, rng) else {
            continue;
        };
        let chosen_cost = walk.best_swaps(
            &seating.tables,
            a,
            class,
            (&tabu_until, step),
            best_total,
            &mut scratch,
        );
        if scratch.tied.is_empty() {
            tabu_until[a] = step + 1 + rng.random_range(0..tenure_spread);
            continue;
        }
        let b = scratch.tied[rng.random_range(0..scratch.tied.len())];
        // Keep the best seating before leaving it (copied only when the search moves away from it).
        if current_is_best && chosen_cost >= best_total {
            best.clone_from(&seating.tables);
            current_is_best = false;
        }
        walk.swap(&mut seating.tables, a, b, chosen_cost);
        tabu_until[a] = step + 2 + rng.random_range(0..tenure_spread);
        tabu_until[b] = step + 2 + rng.random_range(0..tenure_spread);
        if walk.total < best_total {
            best_total = walk.total;
            current_is_best = true;
            last_best = step;
        }
    }
    if !current_is_best {
        seating.tables = best;
    }
    debug_assert_eq!(best_total, p.cost(&seating.tables));
}

/// A player's seat cost at table `t` plus every pair cost with his table-mates.
#[inline]
fn contribution(p: &Problem, tables: &[Vec<usize>], a: usize, t: usize) -> u128 {
    let members = &tables[t];
    let mut c = p.seat(a, members.len());
    for &b in members {
        if b != a {
            c += p.pair(a, b);
        }
    }
    c
}

/// The search's buffers, kept across its steps.
struct Scratch {
    /// The players a step may move.
    candidates: Vec<usize>,
    /// The best swap partners; one of them is picked at random.
    tied: Vec<usize>,
    /// via_table[t]: what the chosen player pays with table t's players.
    via_table: Vec<u128>,
    /// with_mates[b]: what player b would pay sitting with the chosen player's table-mates.
    with_mates: Vec<u128>,
}

impl Scratch {
    fn new(players: usize, tables: usize) -> Scratch {
        Scratch {
            candidates: Vec::with_capacity(players),
            tied: Vec::new(),
            via_table: vec![0u128; tables],
            with_mates: vec![0u128; players],
        }
    }
}

/// Where each player sits and what he pays there: the seating's running costs.
struct Walk<'p> {
    p: &'p Problem,
    table_of: Vec<usize>,
    /// contrib[a]: a's seat cost plus every pair cost with his table-mates.
    contrib: Vec<u128>,
    total: u128,
}

impl<'p> Walk<'p> {
    fn new(p: &'p Problem, tables: &[Vec<usize>]) -> Walk<'p> {
        let mut table_of = vec![0usize; p.len()];
        for (t, members) in tables.iter().enumerate() {
            for &a in members {
                table_of[a] = t;
            }
        }
        let contrib = (0..p.len())
            .map(|a| contribution(p, tables, a, table_of[a]))
            .collect();
        Walk {
            p,
            table_of,
            contrib,
            total: p.cost(tables),
        }
    }

    /// A player in a conflict of an `open` level to move, tabu ones only when no other is: half the
    /// time aimed at the most important open level, else at any.
    #[inline]
    fn pick(
        &self,
        open: &[usize],
        tabu_until: &[usize],
        step: usize,
        candidates: &mut Vec<usize>,
        rng: &mut StdRng,
    ) -> Option<usize> {
        let first = open[0];
        let focus_first = rng.random_bool(0.5);
        let conflicted = |a: usize| {
            if focus_first {
                field(self.contrib[a], first) > 0
            } else {
                open.iter().any(|&l| field(self.contrib[a], l) > 0)
            }
        };
        let n = self.contrib.len();
        candidates.clear();
        candidates.extend((0..n).filter(|&a| conflicted(a) && tabu_until[a] <= step));
        if candidates.is_empty() {
            candidates.extend((0..n).filter(|&a| conflicted(a)));
        }
        if candidates.is_empty() {
            return None;
        }
        Some(candidates[rng.random_range(0..candidates.len())])
    }

    /// The cheapest swaps of `a` with a player of his class at another table, into `scratch.tied`
    /// (a tabu partner only when the swap beats `best_total`); returns their new total.
    #[inline]
    fn best_swaps(
        &self,
        tables: &[Vec<usize>],
        a: usize,
        class: &[u32],
        (tabu_until, step): (&[usize], usize),
        best_total: u128,
        scratch: &mut Scratch,
    ) -> u128 {
        let p = self.p;
        let ta = self.table_of[a];
        let size_a = tables[ta].len();
        for (t, members) in tables.iter().enumerate() {
            scratch.via_table[t] = members.iter().map(|&b| p.pair(a, b)).sum();
        }
        scratch.with_mates.iter_mut().for_each(|w| *w = 0);
        for &c in &tables[ta] {
            if c != a {
                // Row scans are sequential in memory: much faster than a column per candidate.
                for (w, &m) in scratch.with_mates.iter_mut().zip(p.row(c)) {
                    *w += p.weight(m);
                }
            }
        }
        let base = self.total - self.contrib[a];
        let mut chosen_cost = u128::MAX;
        scratch.tied.clear();
        for (tb, members) in tables.iter().enumerate() {
            if tb == ta {
                continue;
            }
            let size_b = members.len();
            for &b in members {
                if class[b] != class[a] {
                    continue;
                }
                let removed_b = self.contrib[b];
                let added = p.seat(a, size_b)
                    + (scratch.via_table[tb] - p.pair(a, b))
                    + p.seat(b, size_a)
                    + scratch.with_mates[b];
                let new_total = base - removed_b + added;
                if tabu_until[b] > step && new_total >= best_total {
                    continue;
                }
                if new_total < chosen_cost {
                    chosen_cost = new_total;
                    scratch.tied.clear();
                }
                if new_total == chosen_cost {
                    scratch.tied.push(b);
                }
            }
        }
        chosen_cost
    }

    /// Swaps `a` and `b`, the seating then costing `new_total`.
    #[inline]
    fn swap(&mut self, tables: &mut [Vec<usize>], a: usize, b: usize, new_total: u128) {
        let (ta, tb) = (self.table_of[a], self.table_of[b]);
        let sa = tables[ta].iter().position(|&x| x == a).unwrap_or(0);
        let sb = tables[tb].iter().position(|&x| x == b).unwrap_or(0);
        tables[ta][sa] = b;
        tables[tb][sb] = a;
        self.table_of[a] = tb;
        self.table_of[b] = ta;
        for t in [ta, tb] {
            for i in 0..tables[t].len() {
                let x = tables[t][i];
                self.contrib[x] = contribution(self.p, tables, x, t);
            }
        }
        self.total = new_total;
    }
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
/// (the tabu search could stop where such an exchange still helped). Only players of one
/// `class` exchange. Deterministic: exchanges are tried in table and seat order, the first that helps
/// is made.
pub(crate) fn exchange_descent(p: &Problem, seating: &mut Seating, class: &[u32]) {
    let tables = &mut seating.tables;
    if tables.len() < 2 {
        return;
    }
    let mut cost: Vec<u128> = tables.iter().map(|m| table_cost(p, m)).collect();
    // Each pass looks at every exchange once; the number of passes is bounded by the cost's fall.
    while swap_two(p, tables, &mut cost, class) || rotate_three(p, tables, &mut cost, class) {}
}

/// `members` with `who` in seat `seat`.
fn with(members: &[usize], seat: usize, who: usize) -> Vec<usize> {
    let mut v = members.to_vec();
    v[seat] = who;
    v
}

/// The first exchange of two players of one class at two tables that lowers the cost, made; `false`
/// when there is none.
fn swap_two(p: &Problem, tables: &mut [Vec<usize>], cost: &mut [u128], class: &[u32]) -> bool {
    let t_count = tables.len();
    for ta in 0..t_count {
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
                        return true;
                    }
                }
            }
        }
    }
    false
}

/// The first rotation of three players of one class at three tables that lowers the cost, made (a,
/// at table ta, takes b's seat, b takes c's, c takes a's); `false` when there is none.
fn rotate_three(p: &Problem, tables: &mut [Vec<usize>], cost: &mut [u128], class: &[u32]) -> bool {
    let t_count = tables.len();
    for ta in 0..t_count {
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
                                return true;
                            }
                        }
                    }
                }
            }
        }
    }
    false
}
