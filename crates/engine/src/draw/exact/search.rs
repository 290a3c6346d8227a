//! The branch and bound itself: a partial seating, its cost so far, the lower bound of what the
//! remaining players must still pay, and the depth-first descent that cuts what cannot beat the best.

use crate::draw::conflicts::{field, Problem};

pub(super) struct Search<'a> {
    pub(super) p: &'a Problem,
    pub(super) n: usize,
    pub(super) sizes: Vec<usize>,
    /// `adj[l][a]`: players conflicting with `a` at level `l`.
    pub(super) adj: Vec<Vec<u64>>,
    pub(super) units: Vec<u128>,
    /// Partitions whose every same-group pair conflicts at a level: (level, players of each group).
    pub(super) partitions: Vec<(usize, Vec<u64>)>,
    /// Seat levels: (level, table size, flagged players).
    pub(super) seat_levels: Vec<(usize, usize, u64)>,
    pub(super) order: Vec<usize>,
    /// `same_as_prev[i]`: order[i] is interchangeable with order[i - 1].
    pub(super) same_as_prev: Vec<bool>,
    pub(super) members: Vec<u64>,
    pub(super) count: Vec<usize>,
    pub(super) table_of: Vec<usize>,
    /// `inc[a * T + t]`: packed pair cost of player a with the members of table t.
    pub(super) inc: Vec<u128>,
    pub(super) unassigned: u64,
    pub(super) best: u128,
    pub(super) best_tables: Option<Vec<Vec<usize>>>,
    pub(super) nodes: u64,
    pub(super) budget: u64,
    pub(super) aborted: bool,
    /// A seating at the floor was found: the search ends, complete.
    pub(super) stop: bool,
    pub(super) floor: u128,
    pub(super) levels: usize,
    /// Per level, the least count of any whole seating (each level's own bound, [`Problem::bounds`]): a
    /// completion ends at least there, so a branch whose higher levels have passed the best seating's
    /// while they cannot fall below these is cut by the lower levels it already pays.
    pub(super) global: [u32; 6],
}

/// Who may sit where in a seating better than the best known, at the first seat level with no room
/// to spare above it ([`Search::restriction`]): at most `escape_flagged` of the `flagged` players at
/// tables of `size` and at most `escape_free` unflagged players away from them.
#[derive(Clone, Copy)]
struct Restriction {
    pub(super) size: usize,
    pub(super) flagged: u64,
    pub(super) escape_flagged: usize,
    pub(super) escape_free: usize,
}

pub(super) fn bit(a: usize) -> u64 {
    1u64 << a
}

impl Search<'_> {
    pub(super) fn pair_cost(&self, a: usize, set: u64) -> u128 {
        let mut c = 0;
        for (l, row) in self.adj.iter().enumerate() {
            c += (row[a] & set).count_ones() as u128 * self.units[l];
        }
        c
    }

    pub(super) fn place(&mut self, a: usize, t: usize) {
        let tables = self.sizes.len();
        self.members[t] |= bit(a);
        self.count[t] += 1;
        self.table_of[a] = t;
        self.unassigned &= !bit(a);
        let mut rest = self.unassigned;
        while rest != 0 {
            let b = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            self.inc[b * tables + t] += self.p.pair(a, b);
        }
    }

    fn unplace(&mut self, a: usize, t: usize) {
        let tables = self.sizes.len();
        let mut rest = self.unassigned;
        while rest != 0 {
            let b = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            self.inc[b * tables + t] -= self.p.pair(a, b);
        }
        self.members[t] &= !bit(a);
        self.count[t] -= 1;
        self.table_of[a] = usize::MAX;
        self.unassigned |= bit(a);
    }

    /// A packed lower bound of what the unassigned players still add: the larger of the sum of each
    /// player's cheapest table (lexicographically) and the per-level bounds packed together (each level's
    /// least count, so the packed sum is below the completion's packed cost too).
    pub(super) fn bound(&self, cost: u128) -> u128 {
        let Some((joint, mut per_level)) = self.cheapest_tables() else {
            return u128::MAX / 4;
        };
        let left = self.unassigned.count_ones() as usize;
        self.seats_to_fill(&mut per_level, left);
        let Ok(restriction) = self.restriction(&per_level, cost, left) else {
            return u128::MAX / 4;
        };
        for (level, groups) in &self.partitions {
            let least = self.partition_bound(groups, restriction);
            per_level[*level] = per_level[*level].max(least);
        }
        self.split_by_seat_levels(&mut per_level);
        for (l, least) in per_level.iter_mut().enumerate().take(self.levels) {
            *least = (*least).max(self.global[l].saturating_sub(field(cost, l)));
        }
        let packed: u128 = (0..self.levels)
            .map(|l| per_level[l] as u128 * self.units[l])
            .sum();
        joint.max(packed)
    }

    /// Each unassigned player at his cheapest open table (seat and pair costs): the packed sum of
    /// those costs, and per level the sum of each player's least count there. `None` when a player has
    /// no open table left.
    #[inline(always)]
    fn cheapest_tables(&self) -> Option<(u128, [u32; 6])> {
        let tables = self.sizes.len();
        let mut joint: u128 = 0;
        let mut per_level = [0u32; 6];
        let mut rest = self.unassigned;
        while rest != 0 {
            let a = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            let mut best_joint = u128::MAX;
            let mut least = [u32::MAX; 6];
            for t in 0..tables {
                if self.count[t] == self.sizes[t] {
                    continue;
                }
                let c = self.inc[a * tables + t] + self.p.seat(a, self.sizes[t]);
                best_joint = best_joint.min(c);
                for (l, m) in least.iter_mut().enumerate().take(self.levels) {
                    *m = (*m).min(field(c, l));
                }
            }
            if best_joint == u128::MAX {
                return None;
            }
            joint += best_joint;
            for l in 0..self.levels {
                per_level[l] += least[l];
            }
        }
        Some((joint, per_level))
    }

    /// The free seats of the tables of `size`.
    #[inline(always)]
    fn free_seats(&self, size: usize) -> usize {
        (0..self.sizes.len())
            .filter(|&t| self.sizes[t] == size)
            .map(|t| size - self.count[t])
            .sum()
    }

    /// Per seat level, the seats of its tables (5 or 3) that the unflagged players left cannot fill:
    /// flagged players must take them.
    #[inline(always)]
    fn seats_to_fill(&self, per_level: &mut [u32; 6], left: usize) {
        for &(level, size, flagged) in &self.seat_levels {
            let free = self.free_seats(size);
            let f = (flagged & self.unassigned).count_ones() as usize;
            per_level[level] = per_level[level].max(free.saturating_sub(left - f) as u32);
        }
    }

    /// The first seat level (five or three again) with no room to spare above it: a seating better
    /// than the best known pays at most `room` more there, so at most `room` flagged players take its
    /// tables and few unflagged players sit elsewhere. `Err` when the flagged players cannot keep
    /// within that room (no better seating down this branch).
    #[inline(always)]
    fn restriction(
        &self,
        per_level: &[u32; 6],
        cost: u128,
        left: usize,
    ) -> Result<Option<Restriction>, ()> {
        for (l, &lb) in per_level.iter().enumerate().take(self.levels) {
            if let Some(&(_, size, flagged)) = self.seat_levels.iter().find(|x| x.0 == l) {
                let room = field(self.best, l).saturating_sub(field(cost, l)) as usize;
                let free_other = left - self.free_seats(size);
                let f = (flagged & self.unassigned).count_ones() as usize;
                if f > free_other + room {
                    return Err(());
                }
                // Flagged players at `size` tables: at most `room`; unflagged elsewhere: the rest.
                return Ok(Some(Restriction {
                    size,
                    flagged,
                    escape_flagged: room.min(f),
                    escape_free: free_other + room - f,
                }));
            }
            if field(cost, l) + lb < field(self.best, l) {
                break;
            }
        }
        Ok(None)
    }

    /// Same-group pairs the remaining players of a partition level's `groups` must add, spreading them
    /// over the free seats where the fewest of their group sit already; under a `restriction`, the
    /// larger of that and the pairs with the flagged players at their tables and the others elsewhere,
    /// less what the few escapes may save.
    #[inline(always)]
    fn partition_bound(&self, groups: &[u64], restriction: Option<Restriction>) -> u32 {
        let mut added = 0u32;
        let mut restricted = [0u32; 2];
        let mut savings: [Vec<u32>; 2] = [Vec::new(), Vec::new()];
        for &g in groups {
            let u = (g & self.unassigned).count_ones() as usize;
            if u == 0 {
                continue;
            }
            let mut last = [0u32; 4];
            added += self.spread(g, u, |_| true, &mut last);
            if let Some(r) = restriction {
                for (side, (mask, escapes)) in
                    [(r.flagged, r.escape_flagged), (!r.flagged, r.escape_free)]
                        .into_iter()
                        .enumerate()
                {
                    let k = (g & mask & self.unassigned).count_ones() as usize;
                    if k == 0 || escapes > 4 {
                        continue;
                    }
                    let at_size = side == 1;
                    let mut last = [0u32; 4];
                    restricted[side] +=
                        self.spread(g, k, |t| (self.sizes[t] == r.size) == at_size, &mut last);
                    // Each escape saves at most the last marginals of its group.
                    savings[side].extend(last.iter().take(escapes.min(k)).copied());
                }
            }
        }
        let mut best = added;
        if let Some(r) = restriction {
            let mut sum = 0;
            for (side, escapes) in [r.escape_flagged, r.escape_free].into_iter().enumerate() {
                if escapes > 4 {
                    continue;
                }
                savings[side].sort_unstable_by(|a, b| b.cmp(a));
                let saved: u32 = savings[side].iter().take(escapes).sum();
                sum += restricted[side].saturating_sub(saved);
            }
            best = best.max(sum);
        }
        best
    }

    /// Each seat level at its least count splits every later partition level's groups between its
    /// tables and the others (who may sit at 5- or 3-tables is then fixed up to that count).
    #[inline(always)]
    fn split_by_seat_levels(&self, per_level: &mut [u32; 6]) {
        for &(seat_level, size, flagged) in &self.seat_levels {
            let m = per_level[seat_level] as usize;
            for (level, groups) in &self.partitions {
                if *level > seat_level {
                    if let Some(b) = self.split(groups, size, flagged, m) {
                        per_level[*level] = per_level[*level].max(b);
                    }
                }
            }
        }
    }

    /// The least same-group pairs of a partition level's `groups` when exactly `m` of the remaining
    /// players `flagged` at tables of `size` sit at those tables (and unflagged players fill their other
    /// free seats): a knapsack over how many flagged and unflagged players of each group take them, each
    /// group spread evenly on both sides. A completion whose seat level adds exactly `m` pays at least
    /// this at `level`, so it is that level's bound given the seat level at its least count. `None` when
    /// the seats cannot be filled so (the seat level's count is then above `m` anyway) or the table would
    /// be too large to be worth it.
    fn split(&self, groups: &[u64], size: usize, flagged: u64, m: usize) -> Option<u32> {
        let at_size = |t: usize| self.sizes[t] == size;
        let free_s = self.free_seats(size);
        if free_s == 0 {
            return None;
        }
        let rest = self.unassigned;
        let (fx, fy) = (m, free_s.checked_sub(m)?);
        let width = fy + 1;
        const INF: u32 = u32::MAX / 2;
        let mut dp = vec![INF; (fx + 1) * width];
        dp[0] = 0;
        let mut grouped = 0u64;
        let mut next = vec![INF; dp.len()];
        for &g in groups {
            let left = g & rest;
            if left == 0 {
                continue;
            }
            grouped |= left;
            let f = (left & flagged).count_ones() as usize;
            let u = (left & !flagged).count_ones() as usize;
            let k_max = (f.min(fx) + u.min(fy)).min(free_s);
            let mut in_size = [0u32; 65];
            let mut elsewhere = [0u32; 65];
            self.spread_prefix(g, k_max, at_size, &mut in_size);
            self.spread_prefix(g, f + u, |t| !at_size(t), &mut elsewhere);
            next.iter_mut().for_each(|v| *v = INF);
            for x in 0..=fx {
                for y in 0..=fy {
                    let here = dp[x * width + y];
                    if here >= INF {
                        continue;
                    }
                    for dx in 0..=f.min(fx - x) {
                        for dy in 0..=u.min(fy - y) {
                            let k = dx + dy;
                            let c = here
                                .saturating_add(in_size[k])
                                .saturating_add(elsewhere[f + u - k]);
                            let cell = &mut next[(x + dx) * width + y + dy];
                            *cell = (*cell).min(c);
                        }
                    }
                }
            }
            std::mem::swap(&mut dp, &mut next);
        }
        // Players of no group fill any seats, at no cost.
        let free_f = (rest & flagged & !grouped).count_ones() as usize;
        let free_u = (rest & !flagged & !grouped).count_ones() as usize;
        let mut best = INF;
        for x in fx.saturating_sub(free_f)..=fx {
            for y in fy.saturating_sub(free_u)..=fy {
                best = best.min(dp[x * width + y]);
            }
        }
        (best < INF).then_some(best)
    }

    /// `out[k]` for `k ≤ max`: the pairs `k` more players of group `g` add at the open tables `allowed`
    /// admits, each seated where the fewest of the group sit (the cheapest way, by convexity).
    fn spread_prefix(
        &self,
        g: u64,
        max: usize,
        allowed: impl Fn(usize) -> bool,
        out: &mut [u32; 65],
    ) {
        let tables = self.sizes.len();
        let mut x = [0u32; 32];
        let mut room = [0u32; 32];
        for t in 0..tables {
            if allowed(t) && self.count[t] < self.sizes[t] {
                x[t] = (g & self.members[t]).count_ones();
                room[t] = (self.sizes[t] - self.count[t]) as u32;
            }
        }
        out[0] = 0;
        for k in 1..=max {
            let mut pick = usize::MAX;
            for t in 0..tables {
                if room[t] > 0 && (pick == usize::MAX || x[t] < x[pick]) {
                    pick = t;
                }
            }
            if pick == usize::MAX {
                // No room left on this side: no seating puts more of the group here.
                for v in &mut out[k..=max] {
                    *v = u32::MAX / 4;
                }
                return;
            }
            out[k] = out[k - 1] + x[pick];
            x[pick] += 1;
            room[pick] -= 1;
        }
    }

    /// Seats `u` more players of group `g` at the open tables that `allowed` admits, each where the
    /// fewest of the group sit: the same-group pairs they add, and the marginals (non-decreasing) of the
    /// last `k ≤ 4` of them in `last`, latest first.
    fn spread(
        &self,
        g: u64,
        u: usize,
        allowed: impl Fn(usize) -> bool,
        last: &mut [u32; 4],
    ) -> u32 {
        let tables = self.sizes.len();
        if u == 1 {
            // One player: the open table with the fewest of his group.
            let least = (0..tables)
                .filter(|&t| allowed(t) && self.count[t] < self.sizes[t])
                .map(|t| (g & self.members[t]).count_ones())
                .min();
            *last = [least.unwrap_or(0), 0, 0, 0];
            return least.unwrap_or(0);
        }
        // At most 32 tables: 64 players, two a table.
        let mut x = [0u32; 32];
        let mut room = [0u32; 32];
        for t in 0..tables {
            if allowed(t) && self.count[t] < self.sizes[t] {
                x[t] = (g & self.members[t]).count_ones();
                room[t] = (self.sizes[t] - self.count[t]) as u32;
            }
        }
        let mut ring = [0u32; 4];
        let mut placed = 0usize;
        let mut sum = 0;
        for _ in 0..u {
            let mut pick = usize::MAX;
            for t in 0..tables {
                if room[t] > 0 && (pick == usize::MAX || x[t] < x[pick]) {
                    pick = t;
                }
            }
            if pick == usize::MAX {
                break;
            }
            sum += x[pick];
            ring[placed % 4] = x[pick];
            placed += 1;
            x[pick] += 1;
            room[pick] -= 1;
        }
        for (i, l) in last.iter_mut().enumerate() {
            *l = if i < placed {
                ring[(placed - 1 - i) % 4]
            } else {
                0
            };
        }
        sum
    }

    pub(super) fn dfs(&mut self, depth: usize, cost: u128) {
        if self.aborted || self.stop {
            return;
        }
        if depth == self.order.len() {
            if cost < self.best {
                self.best = cost;
                self.best_tables = Some(self.tables());
                // Nothing goes below the floor: this seating is optimal.
                self.stop |= cost <= self.floor;
            }
            return;
        }
        self.nodes += 1;
        if self.nodes > self.budget {
            self.aborted = true;
            return;
        }
        if cost.saturating_add(self.bound(cost)) >= self.best {
            return;
        }
        let tables = self.sizes.len();
        let a = self.order[depth];
        let least = if self.same_as_prev[depth] {
            self.table_of[self.order[depth - 1]]
        } else {
            0
        };
        // Candidate tables, cheapest first.
        let mut options = [(0u128, 0usize); 32];
        let mut k = 0;
        for t in least..tables {
            if self.count[t] == self.sizes[t] {
                continue;
            }
            if self.count[t] == 0
                && (0..t).any(|u| self.count[u] == 0 && self.sizes[u] == self.sizes[t])
            {
                continue;
            }
            let add = self.inc[a * tables + t] + self.p.seat(a, self.sizes[t]);
            options[k] = (add, t);
            k += 1;
        }
        options[..k].sort_unstable();
        for &(add, t) in &options[..k] {
            if cost + add >= self.best {
                break;
            }
            self.place(a, t);
            self.dfs(depth + 1, cost + add);
            self.unplace(a, t);
            if self.aborted || self.stop {
                return;
            }
        }
    }

    fn tables(&self) -> Vec<Vec<usize>> {
        self.members
            .iter()
            .map(|&m| {
                let mut v = Vec::new();
                let mut rest = m;
                while rest != 0 {
                    v.push(rest.trailing_zeros() as usize);
                    rest &= rest - 1;
                }
                v
            })
            .collect()
    }
}
