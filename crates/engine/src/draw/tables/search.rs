//! The branch and bound over whole tables: the tables still open to each player, the lower bound of the
//! players left (their shares and each priority's own bound, conditional on the levels above), the memo
//! of sets already proven.

use super::listing::fits;
use super::MEMO;
use crate::draw::conflicts::{field, pigeonhole};
use std::collections::HashMap;

pub(super) struct Cand {
    pub(super) mask: u64,
    /// Index into the plan's distinct sizes.
    pub(super) kind: u8,
    pub(super) cost: u128,
    /// `cost × (scale / size)`: each member's share, scaled to stay whole.
    pub(super) share: u128,
}

pub(super) struct Search<'a> {
    pub(super) n: usize,
    pub(super) levels: usize,
    pub(super) kinds: &'a [(usize, usize)],
    pub(super) radix: Vec<u32>,
    pub(super) cands: Vec<Cand>,
    /// `opens[a * kinds + k]`: tables of kind k whose lowest member is a, cheapest first.
    pub(super) opens: Vec<Vec<u32>>,
    /// `member[a]`: every table with a, by share, cheapest first.
    pub(super) member: Vec<Vec<u32>>,
    pub(super) scale: u128,
    pub(super) units: Vec<u128>,
    /// Group levels: (level, group masks with at least two players).
    pub(super) groups: Vec<(usize, Vec<u64>)>,
    /// Earlier rounds' tables at the "already met" level: (level, table masks).
    pub(super) met: Vec<(usize, Vec<u64>)>,
    /// Seat levels: (level, size, flagged players).
    pub(super) seats: Vec<(usize, usize, u64)>,
    /// The Lagrangian bound of the first level with room at the start, if one was computed.
    pub(super) lagr: Option<Lagrangian>,
    pub(super) best: u128,
    pub(super) best_tables: Option<Vec<u64>>,
    pub(super) chosen: Vec<u64>,
    pub(super) memo: HashMap<u64, u128>,
    pub(super) work: u64,
    pub(super) budget: u64,
    pub(super) aborted: bool,
}

/// A Lagrangian relaxation of one level's count (each player's "sits exactly once" priced by `lambda`,
/// the tables of each size kept): for any prices, the players left pay at least the sum of their prices
/// plus, per size, the cheapest tables of that size among them at their reduced costs. The prices come
/// from a subgradient search at the start; they are whole numbers in units of `1 / LAGR_SCALE`, so the
/// bound is exact arithmetic.
pub(super) struct Lagrangian {
    pub(super) level: usize,
    pub(super) lambda: Vec<i64>,
    /// Per table (index into the list of tables), its reduced cost; tables that break the spread of the
    /// levels tight at the start are left out of `order`.
    pub(super) reduced: Vec<i64>,
    /// The tables kept, by reduced cost, cheapest first.
    pub(super) order: Vec<u32>,
}

const LAGR_SCALE: i64 = 1024;

/// The restriction a tight group level puts on a table: per group, the least and most of its players.
pub(super) type Spread = Vec<(u64, u32, u32)>;

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
        let mut lambda = vec![0f64; n];
        let mut best_value = f64::MIN;
        let mut best_lambda = lambda.clone();
        let mut theta = 2.0;
        let mut stale = 0;
        let iterations = 80;
        for _ in 0..iterations {
            let picked = self.cheapest(&kept, &per, &lambda, level);
            self.work += kept.len() as u64;
            let (value, cover) = coverage(&picked, n, lambda.iter().sum());
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
        let reduced = self.reduced_costs(level, &lambda);
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

    /// Per size kind (`per`: how many tables of each), the cheapest of the `kept` tables at the
    /// costs of `level` reduced by the prices `lambda`, with their masks.
    fn cheapest(
        &self,
        kept: &[u32],
        per: &[usize],
        lambda: &[f64],
        level: usize,
    ) -> Vec<Vec<(f64, u64)>> {
        let mut picked: Vec<Vec<(f64, u64)>> = vec![Vec::new(); per.len()];
        for &i in kept {
            let c = &self.cands[i as usize];
            let mut r = f64::from(field(c.cost, level));
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
        picked
    }

    /// Every table's cost of `level` at the integer prices `lambda` (scaled by [`LAGR_SCALE`]).
    fn reduced_costs(&self, level: usize, lambda: &[i64]) -> Vec<i64> {
        self.cands
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
            .collect()
    }

    /// At the start: the levels with no room (their spread), and prices for the first level with room.
    #[allow(clippy::needless_range_loop)]
    pub(super) fn prepare(&mut self) {
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
    pub(super) fn dfs(&mut self, left: u64, used: u32, cost: u128) {
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
    pub(super) fn aim_low(&mut self, all: u64, upper: u128) {
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
        let above = upper - upper % (unit << crate::draw::conflicts::BITS);
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

/// `value` plus the reduced cost of the tables `picked` (added in their order), and how many of them
/// cover each of the `n` players.
fn coverage(picked: &[Vec<(f64, u64)>], n: usize, mut value: f64) -> (f64, Vec<i32>) {
    let mut cover = vec![0i32; n];
    for list in picked {
        for &(r, m) in list {
            value += r;
            let mut mm = m;
            while mm != 0 {
                cover[mm.trailing_zeros() as usize] += 1;
                mm &= mm - 1;
            }
        }
    }
    (value, cover)
}
