//! The exact draw of the smallest fields by dynamic programming over sets of seated players: the optimum
//! in a work that does not depend on how hard the instance is, so a field of 16 proves its best seating
//! every time (the branch and bound of [`super::exact`] can run out of its budget on dense histories).
//!
//! The lowest player not yet seated always opens the next table, of one of the sizes still free, with
//! players above him; `best(seated, sizes used)` is the cheapest way to seat everyone else. The packed cost
//! is a sum over tables that compares lexicographically, so the least sum is the lexicographic optimum and
//! each of its fields is the least count of that priority given the optimum of the higher ones.
//!
//! Work: the states times the tables each can open, counted as the search goes; above [`WORK`] it gives
//! up and the branch and bound runs instead. Players are numbered in a random order first, so among equal
//! optima the draw's seed chooses.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::conflicts::Outcome;
use super::conflicts::{size_kinds, Problem};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;

/// Players above this count are left to the branch and bound.
pub(crate) const MAX_PLAYERS: usize = 17;

/// Tables opened (over every state) before the search gives up. Without its cuts the
/// count depends only on the table sizes — 1.2 M for 16 players at tables of 3, 4, 4 and 5 (the most for
/// 16 or fewer), 1.6 M for 17 at 4, 4, 4 and 5 — and the cuts only lower it, so every field of up to 16
/// finishes.
const WORK: u64 = 2_000_000;

/// The memo's keys are already well spread bit sets: one multiplication hashes them (SipHash took half
/// the search's time).
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(b)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }
    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0 ^ x).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

/// One memo key: the seated players (at most [`MAX_PLAYERS`] bits) and the used-tables counter above them.
fn key(seated: u64, used: u32) -> u64 {
    seated | u64::from(used) << MAX_PLAYERS
}

struct Dp<'a> {
    n: usize,
    /// Packed cost of every pair, row-major.
    pair: Vec<u128>,
    /// Packed seat cost of player `a` at a table of size `sizes[k]`: `seat[a * kinds + k]`.
    seat: Vec<u128>,
    /// The distinct table sizes and how many tables of each the plan has.
    kinds: &'a [(usize, usize)],
    /// Mixed radix of the used-tables counter.
    radix: Vec<u32>,
    memo: HashMap<u64, (u128, u64, u8), BuildHasherDefault<KeyHasher>>,
    work: u64,
    aborted: bool,
}

impl Dp<'_> {
    /// The least cost of seating everyone outside `seated`, with `used` (mixed radix) tables of each
    /// size taken; remembered with the table it opens next (its members and its size kind).
    fn best(&mut self, seated: u64, used: u32) -> u128 {
        let all = if self.n == 64 {
            u64::MAX
        } else {
            (1u64 << self.n) - 1
        };
        if seated == all {
            return 0;
        }
        if let Some(&(c, _, _)) = self.memo.get(&key(seated, used)) {
            return c;
        }
        let first = (!seated & all).trailing_zeros() as usize;
        let rest: Vec<usize> = (first + 1..self.n)
            .filter(|&b| seated & (1 << b) == 0)
            .collect();
        let mut best = (u128::MAX, 0u64, 0u8);
        for k in 0..self.kinds.len() {
            let (size, count) = self.kinds[k];
            let taken = (used / self.radix[k]) % (count as u32 + 1);
            if taken as usize == count || rest.len() + 1 < size {
                continue;
            }
            let mut members = vec![first];
            let start = self.seat[first * self.kinds.len() + k];
            self.open(
                seated,
                used + self.radix[k],
                k,
                size,
                &rest,
                0,
                &mut members,
                start,
                &mut best,
            );
            if self.aborted {
                return u128::MAX;
            }
        }
        self.memo.insert(key(seated, used), best);
        best.0
    }

    /// Every table of `size` (kind `k`) opened by `members[0]` with players of `rest` from `from` on.
    #[allow(clippy::too_many_arguments)]
    fn open(
        &mut self,
        seated: u64,
        used: u32,
        k: usize,
        size: usize,
        rest: &[usize],
        from: usize,
        members: &mut Vec<usize>,
        cost: u128,
        best: &mut (u128, u64, u8),
    ) {
        if members.len() == size {
            self.work += 1;
            if self.work > WORK {
                self.aborted = true;
                return;
            }
            let mask = members.iter().fold(0u64, |m, &a| m | 1 << a);
            if cost >= best.0 {
                return;
            }
            let after = self.best(seated | mask, used);
            if after != u128::MAX && cost + after < best.0 {
                *best = (cost + after, mask, k as u8);
            }
            return;
        }
        let kinds = self.kinds.len();
        for i in from..rest.len() {
            if rest.len() - i < size - members.len() || self.aborted {
                return;
            }
            let b = rest[i];
            let mut c = cost + self.seat[b * kinds + k];
            for &a in members.iter() {
                c += self.pair[a * self.n + b];
            }
            if c >= best.0 {
                // Costs only grow: this table cannot beat the best found from this state.
                continue;
            }
            members.push(b);
            self.open(seated, used, k, size, rest, i + 1, members, c, best);
            members.pop();
        }
    }
}

/// The optimum of seating `p`'s players at tables of `sizes` (in plan order), compared with a known
/// seating of cost `upper`: `better` only when strictly below it. `None` when the field is too large or
/// the work ran out.
pub(crate) fn solve(
    p: &Problem,
    sizes: &[usize],
    upper: u128,
    rng: &mut StdRng,
) -> Option<Outcome> {
    let n = p.len();
    if n > MAX_PLAYERS || n == 0 || n != sizes.iter().sum::<usize>() {
        return None;
    }
    // A random numbering: the lowest player opens each table, so the order decides among equal optima.
    let mut label: Vec<usize> = (0..n).collect();
    label.shuffle(rng);
    let (kinds, radix) = size_kinds(sizes);
    let mut pair = vec![0u128; n * n];
    let mut seat = vec![0u128; n * kinds.len()];
    for a in 0..n {
        for b in 0..n {
            if a != b {
                pair[a * n + b] = p.pair(label[a], label[b]);
            }
        }
        for (k, &(size, _)) in kinds.iter().enumerate() {
            seat[a * kinds.len() + k] = p.seat(label[a], size);
        }
    }
    let mut dp = Dp {
        n,
        pair,
        seat,
        kinds: &kinds,
        radix,
        memo: HashMap::default(),
        work: 0,
        aborted: false,
    };
    let optimum = dp.best(0, 0);
    if dp.aborted || optimum == u128::MAX {
        return None;
    }
    let better = (optimum < upper).then(|| {
        // Follow the remembered choices; tables of one size fill the plan's places of that size in order.
        let mut tables: Vec<Vec<usize>> = vec![Vec::new(); sizes.len()];
        let (mut seated, mut used) = (0u64, 0u32);
        while let Some(&(_, mask, k)) = dp.memo.get(&key(seated, used)) {
            let size = kinds[k as usize].0;
            if let Some(t) = (0..sizes.len()).find(|&t| sizes[t] == size && tables[t].is_empty()) {
                tables[t] = (0..n)
                    .filter(|&a| mask & 1 << a != 0)
                    .map(|a| label[a])
                    .collect();
            }
            seated |= mask;
            used += dp.radix[k as usize];
        }
        tables
    });
    let cost = optimum.min(upper);
    Some(Outcome {
        better,
        cost,
        complete: true,
        lower: cost,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::draw::conflicts::Inputs;
    use crate::draw::exact::branch_and_bound;
    use crate::draw::plan::table_sizes;
    use crate::draw::spec::TablePlan;
    use crate::model::Tournament;
    use crate::model::{ConflictKind, Phase, Player, PlayerId, Round, Settings, Table};
    use rand::{Rng, SeedableRng};

    /// A random field of `n`: four clubs, three regions, one earlier round of 3–5 tables.
    fn field(n: usize, rng: &mut StdRng) -> Tournament {
        let mut t = Tournament::new(Settings::new("Prova", crate::model::FormatId::default()));
        for i in 0..n {
            let id = i as PlayerId + 1;
            let club = format!("Club {}", rng.random_range(0..4));
            let region = ["", "Lazio", "Veneto"][rng.random_range(0..3)];
            t.players.push(
                Player::new(id, "N", "C")
                    .with_club(&club)
                    .with_region(region),
            );
        }
        let mut ids: Vec<PlayerId> = (1..=n as PlayerId).collect();
        ids.shuffle(rng);
        let mut next = ids.into_iter();
        let tables = table_sizes(n, TablePlan::ThreeToFive)
            .expect("n ≥ 3")
            .iter()
            .enumerate()
            .map(|(k, s)| {
                Table::new(
                    k as u32 + 1,
                    &next.by_ref().take(s.size).collect::<Vec<_>>(),
                )
            })
            .collect();
        t.rounds.push(Round::new(1, Phase::Qualifying, 0, tables));
        t
    }

    #[test]
    fn the_optimum_is_the_branch_and_bounds_and_its_tables_cost_it() {
        let mut rng = StdRng::seed_from_u64(7);
        for case in 0..150 {
            let n = rng.random_range(4..=13);
            let plan = [
                TablePlan::ThreeToFive,
                TablePlan::FoursAndFives,
                TablePlan::Pairs,
            ][case % 3];
            let Ok(shapes) = table_sizes(n, plan) else {
                continue;
            };
            let sizes: Vec<usize> = shapes.iter().map(|s| s.size).collect();
            let seated: usize = sizes.iter().sum();
            let t = field(n, &mut rng);
            let mut kinds = ConflictKind::ALL.to_vec();
            kinds.shuffle(&mut rng);
            kinds.truncate(rng.random_range(1..=6));
            let ids: Vec<PlayerId> = (1..=seated as PlayerId).collect();
            let winners: Vec<PlayerId> = ids.iter().copied().filter(|id| id % 3 == 0).collect();
            let inputs = Inputs {
                priorities: &kinds,
                met_rounds: &[1],
                repeat_rounds: &[1],
                winners: &winners,
            };
            let p = Problem::new(&t, &ids, &inputs);
            let exact = branch_and_bound(&p, &sizes, &[], u128::MAX, 0, u64::MAX, &mut rng)
                .expect("small field");
            assert!(exact.complete);
            let dp = solve(&p, &sizes, u128::MAX, &mut rng).expect("small field");
            assert!(dp.complete);
            assert_eq!(
                dp.cost, exact.cost,
                "case {case}: {n} players at {sizes:?}, {kinds:?}"
            );
            let tables = dp.better.expect("below u128::MAX");
            assert_eq!(tables.iter().map(Vec::len).collect::<Vec<_>>(), sizes);
            assert_eq!(p.cost(&tables), dp.cost);
            let mut everyone: Vec<usize> = tables.concat();
            everyone.sort_unstable();
            assert_eq!(everyone, (0..seated).collect::<Vec<_>>());
            // Nothing strictly better than a seating at the optimum: no tables, the cost kept.
            let again = solve(&p, &sizes, dp.cost, &mut rng).expect("small field");
            assert!(again.better.is_none());
            assert_eq!(again.cost, dp.cost);
        }
    }

    /// A random field of `n` drawn on "same club" alone.
    fn same_club_only(n: usize, rng: &mut StdRng) -> Problem {
        let t = field(n, rng);
        let ids: Vec<PlayerId> = (1..=n as PlayerId).collect();
        let inputs = Inputs {
            priorities: &[ConflictKind::SameClub],
            met_rounds: &[],
            repeat_rounds: &[],
            winners: &[],
        };
        Problem::new(&t, &ids, &inputs)
    }

    #[test]
    fn the_seed_chooses_among_equal_optima() {
        let mut rng = StdRng::seed_from_u64(3);
        let p = same_club_only(12, &mut rng);
        let seatings: std::collections::HashSet<Vec<Vec<usize>>> = (0..20)
            .map(|seed| {
                let o = solve(&p, &[4, 4, 4], u128::MAX, &mut StdRng::seed_from_u64(seed))
                    .expect("small field");
                let mut tables = o.better.expect("below u128::MAX");
                for table in &mut tables {
                    table.sort_unstable();
                }
                tables.sort();
                tables
            })
            .collect();
        assert!(seatings.len() > 1, "every seed gave the same seating");
    }

    #[test]
    fn fields_above_the_limit_are_left_to_the_branch_and_bound() {
        let mut rng = StdRng::seed_from_u64(1);
        let n = MAX_PLAYERS + 1;
        let p = same_club_only(n, &mut rng);
        let sizes: Vec<usize> = table_sizes(n, TablePlan::ThreeToFive)
            .expect("valid")
            .iter()
            .map(|s| s.size)
            .collect();
        assert!(solve(&p, &sizes, u128::MAX, &mut rng).is_none());
    }
}
