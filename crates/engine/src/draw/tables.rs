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

use super::conflicts::Outcome;
use super::conflicts::{field, key_masks, pigeonhole, size_kinds, Problem};
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

struct Cand {
    mask: u64,
    /// Index into the plan's distinct sizes.
    kind: u8,
    cost: u128,
    /// `cost × (scale / size)`: each member's share, scaled to stay whole.
    share: u128,
}

struct Search<'a> {
    n: usize,
    levels: usize,
    kinds: &'a [(usize, usize)],
    radix: Vec<u32>,
    cands: Vec<Cand>,
    /// `opens[a * kinds + k]`: tables of kind k whose lowest member is a, cheapest first.
    opens: Vec<Vec<u32>>,
    /// `member[a]`: every table with a, by share, cheapest first.
    member: Vec<Vec<u32>>,
    scale: u128,
    units: Vec<u128>,
    /// Group levels: (level, group masks with at least two players).
    groups: Vec<(usize, Vec<u64>)>,
    /// Earlier rounds' tables at the "already met" level: (level, table masks).
    met: Vec<(usize, Vec<u64>)>,
    /// Seat levels: (level, size, flagged players).
    seats: Vec<(usize, usize, u64)>,
    /// The Lagrangian bound of the first level with room at the start, if one was computed.
    lagr: Option<Lagrangian>,
    best: u128,
    best_tables: Option<Vec<u64>>,
    chosen: Vec<u64>,
    memo: HashMap<u64, u128>,
    work: u64,
    budget: u64,
    aborted: bool,
}

/// A Lagrangian relaxation of one level's count (each player's "sits exactly once" priced by `lambda`,
/// the tables of each size kept): for any prices, the players left pay at least the sum of their prices
/// plus, per size, the cheapest tables of that size among them at their reduced costs. The prices come
/// from a subgradient search at the start; they are whole numbers in units of `1 / LAGR_SCALE`, so the
/// bound is exact arithmetic.
struct Lagrangian {
    level: usize,
    lambda: Vec<i64>,
    /// Per table (index into the list of tables), its reduced cost; tables that break the spread of the
    /// levels tight at the start are left out of `order`.
    reduced: Vec<i64>,
    /// The tables kept, by reduced cost, cheapest first.
    order: Vec<u32>,
}

const LAGR_SCALE: i64 = 1024;

/// The restriction a tight group level puts on a table: per group, the least and most of its players.
type Spread = Vec<(u64, u32, u32)>;

impl Search<'_> {
    fn tables_left(&self, used: u32) -> (usize, Vec<usize>) {
        let mut total = 0;
        let mut per = Vec::with_capacity(self.kinds.len());
        for (k, &(_, count)) in self.kinds.iter().enumerate() {
            let taken = ((used / self.radix[k]) % (count as u32 + 1)) as usize;
            per.push(count - taken);
            total += count - taken;
        }
        (total, per)
    }

    /// Per level the least count the players `left` still add (each level alone).
    fn level_bounds(&self, left: u64, tables: usize, per: &[usize]) -> [u32; 6] {
        let mut lb = [0u32; 6];
        for (level, groups) in &self.groups {
            lb[*level] = groups
                .iter()
                .map(|&g| pigeonhole((g & left).count_ones() as usize, tables) as u32)
                .sum();
        }
        for (level, rounds) in &self.met {
            let most = rounds
                .iter()
                .map(|&g| pigeonhole((g & left).count_ones() as usize, tables) as u32)
                .sum::<u32>();
            lb[*level] = lb[*level].max(most);
        }
        for &(level, size, flagged) in &self.seats {
            let seats: usize = self
                .kinds
                .iter()
                .zip(per)
                .filter(|((s, _), _)| *s == size)
                .map(|(_, &c)| c * size)
                .sum();
            let f = (flagged & left).count_ones() as usize;
            let others = left.count_ones() as usize - f;
            lb[level] = lb[level].max(seats.saturating_sub(others) as u32);
        }
        lb
    }

    /// The bound of the players `left` given the cost so far; `None` when no seating of them can beat
    /// the best. Also the restriction tight group levels put on the next tables.
    #[allow(clippy::needless_range_loop)]
    fn bound(&mut self, left: u64, used: u32, cost: u128) -> Option<(u128, Spread)> {
        let (tables, per) = self.tables_left(used);
        let lb = self.level_bounds(left, tables, &per);
        let mut lb = lb;
        let mut spread: Spread = Vec::new();
        for l in 0..self.levels {
            if self.lagr.as_ref().is_some_and(|g| g.level == l) {
                let cut = (field(self.best, l) + 1).saturating_sub(field(cost, l));
                let by_prices = self.lagrangian(left, &per, &spread, cut)?;
                lb[l] = lb[l].max(by_prices);
            }
            let least = field(cost, l) + lb[l];
            let best = field(self.best, l);
            if least < best {
                break;
            }
            if least > best {
                return None;
            }
            // No room at this level: a better seating spreads each group as evenly as possible.
            if let Some((_, groups)) = self.groups.iter().find(|(lv, _)| *lv == l) {
                for &g in groups {
                    let c = (g & left).count_ones();
                    if c > 0 {
                        let t = tables as u32;
                        spread.push((g, c / t, c.div_ceil(t)));
                    }
                }
            }
        }
        let packed: u128 = (0..self.levels)
            .map(|l| u128::from(lb[l]) * self.units[l])
            .sum();
        // Where the Lagrangian level is the last, its bound is already at least the players' shares
        // (its prices at the shares would give them), so the scan for the shares is spared.
        if self
            .lagr
            .as_ref()
            .is_some_and(|g| g.level + 1 == self.levels)
        {
            return Some((packed, spread));
        }
        // Each player's share of the cheapest table he can still sit at.
        let mut shares: u128 = 0;
        let mut rest = left;
        while rest != 0 {
            let a = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let mut found = None;
            for &i in &self.member[a] {
                self.work += 1;
                let c = &self.cands[i as usize];
                if c.mask & !left == 0 && per[c.kind as usize] > 0 && fits(c.mask, &spread) {
                    found = Some(c.share);
                    break;
                }
            }
            shares += found?;
        }
        // `shares` bounds `scale ×` what is left; compare in that scale.
        let joint = shares.div_ceil(self.scale);
        Some((joint.max(packed), spread))
    }

    /// The Lagrangian bound of the players `left` at the tables `per` (count per size kind) whose
    /// tables keep `spread`; `None` when they cannot be seated so.
    /// The scan stops as soon as the bound reaches `cut` (enough to cut the branch): the tables not
    /// yet taken cost at least the last one's reduced cost each.
    fn lagrangian(&mut self, left: u64, per: &[usize], spread: &Spread, cut: u32) -> Option<u32> {
        let g = self.lagr.as_ref()?;
        let mut need: Vec<usize> = per.to_vec();
        let mut missing: usize = need.iter().sum();
        let mut value: i64 = 0;
        let mut rest = left;
        while rest != 0 {
            let a = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            value += g.lambda[a];
        }
        let mut work = 0u64;
        for &i in &g.order {
            if missing == 0 {
                break;
            }
            work += 1;
            let c = &self.cands[i as usize];
            let k = c.kind as usize;
            if need[k] > 0 && c.mask & !left == 0 && fits(c.mask, spread) {
                need[k] -= 1;
                missing -= 1;
                let r = g.reduced[i as usize];
                value += r;
                if r >= 0
                    && value + missing as i64 * r > i64::from(cut.saturating_sub(1)) * LAGR_SCALE
                {
                    self.work += work;
                    return Some(cut);
                }
            }
        }
        self.work += work;
        if missing > 0 {
            return None;
        }
        Some(if value <= 0 {
            0
        } else {
            ((value + LAGR_SCALE - 1) / LAGR_SCALE) as u32
        })
    }

    /// Prices for the Lagrangian bound of `level` over the tables that keep `spread` (a subgradient
    /// search towards the best seating's count `target`).
    fn price(&mut self, level: usize, spread: &Spread, target: u32) {
        let n = self.n;
        let kept: Vec<u32> = (0..self.cands.len() as u32)
            .filter(|&i| fits(self.cands[i as usize].mask, spread))
            .collect();
        let per: Vec<usize> = self.kinds.iter().map(|&(_, c)| c).collect();
        let count = |c: &Cand| f64::from(field(c.cost, level));
        let mut lambda = vec![0f64; n];
        let mut best_value = f64::MIN;
        let mut best_lambda = lambda.clone();
        let mut theta = 2.0;
        let mut stale = 0;
        let iterations = 80;
        for _ in 0..iterations {
            // Per size kind, the cheapest tables at the reduced costs.
            let mut picked: Vec<Vec<(f64, u64)>> = vec![Vec::new(); per.len()];
            for &i in &kept {
                let c = &self.cands[i as usize];
                let mut r = count(c);
                let mut m = c.mask;
                while m != 0 {
                    r -= lambda[m.trailing_zeros() as usize];
                    m &= m - 1;
                }
                let list = &mut picked[c.kind as usize];
                let k = per[c.kind as usize];
                if list.len() < k || r < list[list.len() - 1].0 {
                    let at = list.partition_point(|x| x.0 <= r);
                    list.insert(at, (r, c.mask));
                    list.truncate(k);
                }
            }
            self.work += kept.len() as u64;
            let mut value: f64 = lambda.iter().sum();
            let mut cover = vec![0i32; n];
            for list in &picked {
                for &(r, m) in list {
                    value += r;
                    let mut mm = m;
                    while mm != 0 {
                        cover[mm.trailing_zeros() as usize] += 1;
                        mm &= mm - 1;
                    }
                }
            }
            if value > best_value + 1e-9 {
                best_value = value;
                best_lambda.clone_from(&lambda);
                stale = 0;
            } else {
                stale += 1;
                if stale >= 5 {
                    theta /= 2.0;
                    stale = 0;
                }
            }
            let norm: f64 = cover.iter().map(|&c| f64::from((1 - c) * (1 - c))).sum();
            if norm == 0.0 || f64::from(target) - value < 1e-6 {
                break;
            }
            let step = theta * (f64::from(target) - value).max(0.5) / norm;
            for (l, &c) in lambda.iter_mut().zip(&cover) {
                *l += step * f64::from(1 - c);
            }
        }
        let lambda: Vec<i64> = best_lambda
            .iter()
            .map(|&l| (l * LAGR_SCALE as f64).round() as i64)
            .collect();
        let reduced: Vec<i64> = self
            .cands
            .iter()
            .map(|c| {
                let mut r = i64::from(field(c.cost, level)) * LAGR_SCALE;
                let mut m = c.mask;
                while m != 0 {
                    r -= lambda[m.trailing_zeros() as usize];
                    m &= m - 1;
                }
                r
            })
            .collect();
        let mut order = kept;
        order.sort_by_key(|&i| reduced[i as usize]);
        // Among tables of one cost, the cheapest at the prices first: they seat the players that are
        // hardest to place, so a seating at the bound is found sooner.
        let cands = &self.cands;
        for list in &mut self.opens {
            list.sort_by_key(|&i| (cands[i as usize].cost, reduced[i as usize]));
        }
        self.lagr = Some(Lagrangian {
            level,
            lambda,
            reduced,
            order,
        });
    }

    /// At the start: the levels with no room (their spread), and prices for the first level with room.
    #[allow(clippy::needless_range_loop)]
    fn prepare(&mut self) {
        let all = (1u64 << self.n) - 1;
        let (tables, per) = self.tables_left(0);
        let lb = self.level_bounds(all, tables, &per);
        let mut spread: Spread = Vec::new();
        for l in 0..self.levels {
            let best = field(self.best, l);
            if lb[l] < best {
                self.price(l, &spread, best);
                return;
            }
            if lb[l] > best {
                return;
            }
            if let Some((_, groups)) = self.groups.iter().find(|(lv, _)| *lv == l) {
                for &g in groups {
                    let c = g.count_ones();
                    let t = tables as u32;
                    spread.push((g, c / t, c.div_ceil(t)));
                }
            }
        }
    }

    #[allow(clippy::needless_range_loop)]
    fn dfs(&mut self, left: u64, used: u32, cost: u128) {
        if self.aborted {
            return;
        }
        if left == 0 {
            if cost < self.best {
                self.best = cost;
                self.best_tables = Some(self.chosen.clone());
            }
            return;
        }
        if self.work > self.budget {
            self.aborted = true;
            return;
        }
        let key = left | u64::from(used) << 32;
        if let Some(&known) = self.memo.get(&key) {
            if cost.saturating_add(known) >= self.best {
                return;
            }
        }
        let Some((lower, spread)) = self.bound(left, used, cost) else {
            // A level above the best, or no seating at all: nothing from here beats the best.
            self.remember(key, self.best.saturating_sub(cost));
            return;
        };
        if cost.saturating_add(lower) >= self.best {
            // The bound may lean on the best seating (levels with no room): what it proves is that
            // nothing from here beats the best.
            self.remember(key, self.best.saturating_sub(cost));
            return;
        }
        let (_, per) = self.tables_left(used);
        let first = left.trailing_zeros() as usize;
        let kinds = self.kinds.len();
        for k in 0..kinds {
            if per[k] == 0 {
                continue;
            }
            let list = std::mem::take(&mut self.opens[first * kinds + k]);
            for &i in &list {
                self.work += 1;
                let (mask, c) = {
                    let c = &self.cands[i as usize];
                    (c.mask, c.cost)
                };
                if cost + c >= self.best {
                    break;
                }
                if mask & !left != 0 || !fits(mask, &spread) {
                    continue;
                }
                self.chosen.push(mask);
                self.dfs(left & !mask, used + self.radix[k], cost + c);
                self.chosen.pop();
                if self.aborted {
                    break;
                }
            }
            self.opens[first * kinds + k] = list;
            if self.aborted {
                return;
            }
        }
        // Every completion below the best was searched: what is left costs at least this.
        self.remember(key, self.best.saturating_sub(cost));
    }

    /// Aims at the bound first: where the Lagrangian level's least count at the start is below the
    /// best seating's, searches for a seating at that least count (everything above it cut at once),
    /// then one more, and so on up to the best's count. The first seating found is at the least count
    /// any seating can have (each lower count was searched through), so the search goes on from it
    /// only for the lower priorities. Proofs are remembered across the targets: what a set of players
    /// cannot beat under one target it cannot beat under a higher one.
    fn aim_low(&mut self, all: u64, upper: u128) {
        let Some(level) = self.lagr.as_ref().map(|g| g.level) else {
            return;
        };
        let (_, per) = self.tables_left(0);
        let spread = self.root_spread(level);
        let Some(least) = self.lagrangian(all, &per, &spread, u32::MAX) else {
            return;
        };
        let least = least.max(self.level_bounds(all, per.iter().sum(), &per)[level]);
        let unit = self.units[level];
        // The higher levels as in `upper`, this level and the lower ones at zero.
        let above = upper - upper % (unit << super::conflicts::BITS);
        for target in least..field(upper, level) {
            self.best = above + unit * u128::from(target + 1);
            self.dfs(all, 0, 0);
            if self.aborted || self.best_tables.is_some() {
                return;
            }
        }
        // Nothing below the best seating's count: it stands.
        self.best = upper;
    }

    /// The restriction at the start of the levels above `level` that have no room.
    fn root_spread(&self, level: usize) -> Spread {
        let (tables, _) = self.tables_left(0);
        let mut spread: Spread = Vec::new();
        for l in 0..level {
            if let Some((_, groups)) = self.groups.iter().find(|(lv, _)| *lv == l) {
                for &g in groups {
                    let c = g.count_ones();
                    let t = tables as u32;
                    spread.push((g, c / t, c.div_ceil(t)));
                }
            }
        }
        spread
    }

    fn remember(&mut self, key: u64, lower: u128) {
        if self.memo.len() >= MEMO && !self.memo.contains_key(&key) {
            return;
        }
        let e = self.memo.entry(key).or_insert(0);
        *e = (*e).max(lower);
    }
}

/// Whether a table keeps every tight group within its least and most players.
fn fits(mask: u64, spread: &Spread) -> bool {
    spread.iter().all(|&(g, lo, hi)| {
        let c = (mask & g).count_ones();
        c >= lo && c <= hi
    })
}

/// Every `size`-set of `0..n`, as masks, in increasing order of their lowest member.
fn subsets(n: usize, size: usize, out: &mut Vec<u64>) {
    fn go(n: usize, from: usize, left: usize, mask: u64, out: &mut Vec<u64>) {
        if left == 0 {
            out.push(mask);
            return;
        }
        for a in from..=n - left {
            go(n, a + 1, left - 1, mask | 1 << a, out);
        }
    }
    go(n, 0, size, 0, out);
}

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

/// Every table of the plan's sizes with its cost (players by their bit, `label[bit]` the player),
/// listed by its lowest member and kind, cheapest first, and by member, cheapest share first.
#[allow(clippy::type_complexity)]
fn list_tables(
    p: &Problem,
    label: &[usize],
    kinds: &[(usize, usize)],
    scale: u128,
) -> (Vec<Cand>, Vec<Vec<u32>>, Vec<Vec<u32>>) {
    let n = label.len();
    let mut cands = Vec::new();
    let mut opens: Vec<Vec<u32>> = vec![Vec::new(); n * kinds.len()];
    let mut member: Vec<Vec<u32>> = vec![Vec::new(); n];
    let mut masks = Vec::new();
    for (k, &(size, _)) in kinds.iter().enumerate() {
        masks.clear();
        subsets(n, size, &mut masks);
        for &mask in &masks {
            let cost = table_cost(p, label, mask, size);
            let i = cands.len() as u32;
            cands.push(Cand {
                mask,
                kind: k as u8,
                cost,
                share: cost * (scale / size as u128),
            });
            opens[mask.trailing_zeros() as usize * kinds.len() + k].push(i);
            let mut rest = mask;
            while rest != 0 {
                let a = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                member[a].push(i);
            }
        }
    }
    for list in &mut opens {
        list.sort_by_key(|&i| cands[i as usize].cost);
    }
    for list in &mut member {
        list.sort_by_key(|&i| cands[i as usize].share);
    }
    (cands, opens, member)
}

/// A table's cost: its players' seat costs and every pair's.
#[inline]
fn table_cost(p: &Problem, label: &[usize], mask: u64, size: usize) -> u128 {
    let mut cost = 0u128;
    let mut rest = mask;
    while rest != 0 {
        let a = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        cost += p.seat(label[a], size);
        let mut others = rest;
        while others != 0 {
            let b = others.trailing_zeros() as usize;
            others &= others - 1;
            cost += p.pair(label[a], label[b]);
        }
    }
    cost
}

/// The clubs' (regions', winners') groups and the earlier tables at "already met", as masks of
/// players' bits: (level, masks of two players or more).
#[allow(clippy::type_complexity)]
fn partition_masks(
    p: &Problem,
    label: &[usize],
) -> (Vec<(usize, Vec<u64>)>, Vec<(usize, Vec<u64>)>) {
    let mut position = vec![0usize; label.len()];
    for (new, &old) in label.iter().enumerate() {
        position[old] = new;
    }
    let mask_of = |keys: &[Option<u32>]| key_masks(keys, |old| 1 << position[old]);
    let groups: Vec<(usize, Vec<u64>)> = p
        .group_levels()
        .map(|(level, keys)| (*level, mask_of(keys)))
        .collect();
    let met: Vec<(usize, Vec<u64>)> = p
        .partitions()
        .skip(groups.len())
        .map(|(level, keys)| (*level, mask_of(keys)))
        .collect();
    (groups, met)
}

/// The chosen tables' players, each at a table of its size in the plan.
fn seated_tables(chosen: &[u64], label: &[usize], sizes: &[usize]) -> Vec<Vec<usize>> {
    let n = label.len();
    let mut tables: Vec<Vec<usize>> = vec![Vec::new(); sizes.len()];
    for &mask in chosen {
        let members: Vec<usize> = (0..n)
            .filter(|&a| mask & 1 << a != 0)
            .map(|a| label[a])
            .collect();
        if let Some(t) =
            (0..sizes.len()).find(|&t| sizes[t] == members.len() && tables[t].is_empty())
        {
            tables[t] = members;
        }
    }
    tables
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
