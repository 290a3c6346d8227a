//! Late rounds: an Open of 23 players — a host club of 11, the rest from the national club list
//! (`../shared/fixtures`, read at test time; the test fails without it) — drawing round 6 after five
//! rounds drawn by the program and scored. Every seed must reach the optimum and prove it, and the
//! optimum is checked here by an independent exhaustive search (its own conflict counts, from the
//! tournament's rounds, not the engine's).

use raduno::draw::{draw, DrawMethod, DrawSpec};
use raduno::model::{ConflictKind, PlayerId, Tournament};

/// What the shared suite calls `crate::engine`.
mod engine {
    pub use raduno::{draw, format, model};
}

#[allow(dead_code)]
#[path = "../benches/draw_suite/suite.rs"]
mod suite;

#[path = "../benches/draw_suite/clubs.rs"]
mod clubs;

fn pool() -> Vec<String> {
    clubs::national_clubs().unwrap_or_else(|e| {
        panic!("the national club list is needed ({e}); set RADUNO_FIXTURES to the fixtures folder")
    })
}

/// The conflicts of one draw, counted from the tournament: per player whether he sat at a 5-table
/// before, his club, and the pairs that met in an earlier round.
struct Independent {
    ids: Vec<PlayerId>,
    five_before: Vec<bool>,
    club: Vec<Option<String>>,
    met: Vec<Vec<bool>>,
}

impl Independent {
    fn new(t: &Tournament, spec: &DrawSpec) -> Independent {
        let DrawMethod::Optimise {
            players,
            priorities,
            met_rounds,
            repeat_rounds,
            ..
        } = &spec.method
        else {
            panic!("an Open round draws by priorities");
        };
        assert_eq!(
            priorities,
            &vec![
                ConflictKind::FiveAgain,
                ConflictKind::SameClub,
                ConflictKind::AlreadyMet
            ]
        );
        let ids = players.clone();
        let at = |id: PlayerId| ids.iter().position(|&x| x == id).expect("a drawn player");
        let n = ids.len();
        let mut five_before = vec![false; n];
        let mut met = vec![vec![false; n]; n];
        for r in t.rounds.iter() {
            for table in &r.tables {
                let seated: Vec<usize> = table.players().map(at).collect();
                if repeat_rounds.contains(&r.number) && seated.len() == 5 {
                    for &a in &seated {
                        five_before[a] = true;
                    }
                }
                if met_rounds.contains(&r.number) {
                    for &a in &seated {
                        for &b in &seated {
                            met[a][b] |= a != b;
                        }
                    }
                }
            }
        }
        let club = ids
            .iter()
            .map(|&id| t.player(id).and_then(|p| p.club_key()))
            .collect();
        Independent {
            ids,
            five_before,
            club,
            met,
        }
    }

    /// (five again, same club, already met) of tables of player IDs.
    fn counts(&self, tables: &[Vec<PlayerId>]) -> [u32; 3] {
        let mut c = [0u32; 3];
        for table in tables {
            let at: Vec<usize> = table
                .iter()
                .map(|id| self.ids.iter().position(|x| x == id).expect("drawn"))
                .collect();
            for (x, &a) in at.iter().enumerate() {
                c[0] += u32::from(at.len() == 5 && self.five_before[a]);
                for &b in &at[x + 1..] {
                    c[1] += u32::from(self.club[a].is_some() && self.club[a] == self.club[b]);
                    c[2] += u32::from(self.met[a][b]);
                }
            }
        }
        c
    }

    /// An independent proof that every seating at tables of `sizes` with `club` same-club pairs — the
    /// sum of each club's pigeonhole count, so every club spreads as evenly as it can: each table holds
    /// ⌊c/T⌋ or ⌈c/T⌉ of a club of c over T tables — meets at least `met` pairs again: a Lagrangian
    /// relaxation (each player's "sits once" priced by λ; per table size, the cheapest tables at their
    /// reduced costs), prices found by a subgradient search here and the bound checked in whole numbers.
    fn proves_met_at_least(&self, sizes: &[usize], club: u32, met: u32) -> bool {
        let n = self.ids.len();
        let tables = sizes.len() as u32;
        let mut clubs: Vec<Vec<usize>> = Vec::new();
        let mut names: Vec<&String> = Vec::new();
        for (a, c) in self.club.iter().enumerate() {
            if let Some(c) = c {
                match names.iter().position(|x| *x == c) {
                    Some(k) => clubs[k].push(a),
                    None => {
                        names.push(c);
                        clubs.push(vec![a]);
                    }
                }
            }
        }
        let pigeonhole = |c: u32| {
            let (q, r) = (c / tables, c % tables);
            r * (q + 1) * q / 2 + (tables - r) * q * q.saturating_sub(1) / 2
        };
        let least: u32 = clubs.iter().map(|g| pigeonhole(g.len() as u32)).sum();
        if club != least {
            return false;
        }
        // Every table a seating at that club count can use, with its pairs met before.
        let mut kinds: Vec<(usize, usize)> = Vec::new();
        for &s in sizes {
            match kinds.iter_mut().find(|k| k.0 == s) {
                Some(k) => k.1 += 1,
                None => kinds.push((s, 1)),
            }
        }
        let mut cands: Vec<(usize, Vec<usize>, i64)> = Vec::new();
        for (k, &(size, _)) in kinds.iter().enumerate() {
            let mut pick: Vec<usize> = (0..size).collect();
            loop {
                let even = clubs.iter().all(|g| {
                    let c = g.iter().filter(|a| pick.contains(a)).count() as u32;
                    let total = g.len() as u32;
                    c >= total / tables && c <= total.div_ceil(tables)
                });
                if even {
                    let mut m = 0;
                    for (x, &a) in pick.iter().enumerate() {
                        for &b in &pick[x + 1..] {
                            m += i64::from(self.met[a][b]);
                        }
                    }
                    cands.push((k, pick.clone(), m));
                }
                // The next size-subset of 0..n in lexicographic order.
                let mut i = size;
                while i > 0 && pick[i - 1] == n - size + i - 1 {
                    i -= 1;
                }
                if i == 0 {
                    break;
                }
                pick[i - 1] += 1;
                for j in i..size {
                    pick[j] = pick[j - 1] + 1;
                }
            }
        }
        // L(λ) = Σ λ + Σ per size the `count` cheapest reduced costs (m(T) − Σ_{v∈T} λ_v).
        let value = |lambda: &[f64]| -> (f64, Vec<i32>) {
            let mut picked: Vec<Vec<(f64, usize)>> = vec![Vec::new(); kinds.len()];
            for (i, (k, members, m)) in cands.iter().enumerate() {
                let r = *m as f64 - members.iter().map(|&a| lambda[a]).sum::<f64>();
                picked[*k].push((r, i));
            }
            let mut v: f64 = lambda.iter().sum();
            let mut cover = vec![0i32; n];
            for (k, list) in picked.iter_mut().enumerate() {
                list.sort_by(|x, y| x.0.total_cmp(&y.0));
                for &(r, i) in list.iter().take(kinds[k].1) {
                    v += r;
                    for &a in &cands[i].1 {
                        cover[a] += 1;
                    }
                }
            }
            (v, cover)
        };
        let mut lambda = vec![0f64; n];
        let mut best = (f64::MIN, lambda.clone());
        let mut theta = 2.0;
        for round in 0..300 {
            let (v, cover) = value(&lambda);
            if v > best.0 {
                best = (v, lambda.clone());
            }
            if round % 20 == 19 {
                theta /= 2.0;
            }
            let norm: f64 = cover.iter().map(|&c| f64::from((1 - c) * (1 - c))).sum();
            if norm == 0.0 {
                break;
            }
            let step = theta * (f64::from(met) - v).max(0.5) / norm;
            for (l, c) in lambda.iter_mut().zip(&cover) {
                *l += step * f64::from(1 - c);
            }
        }
        // The bound in whole numbers: prices in thousandths.
        let prices: Vec<i64> = best.1.iter().map(|l| (l * 1000.0).round() as i64).collect();
        let mut total: i64 = prices.iter().sum();
        for (k, &(_, count)) in kinds.iter().enumerate() {
            let mut reduced: Vec<i64> = cands
                .iter()
                .filter(|c| c.0 == k)
                .map(|(_, members, m)| m * 1000 - members.iter().map(|&a| prices[a]).sum::<i64>())
                .collect();
            reduced.sort_unstable();
            total += reduced.iter().take(count).sum::<i64>();
        }
        eprintln!(
            "independent Lagrangian bound: {:.3} (needs > {})",
            total as f64 / 1000.0,
            met - 1
        );
        total > i64::from(met - 1) * 1000
    }
}

#[test]
fn open_round_six_of_23_reaches_the_optimum_on_every_seed_and_proves_it() {
    let pool = pool();
    let (t, spec) = suite::open_round_six(&pool, 0);
    assert_eq!(t.rounds.len(), 5);
    assert!(t.rounds.iter().all(|r| r.is_complete()));
    let independent = Independent::new(&t, &spec);
    let mut results = Vec::new();
    let mut sizes = Vec::new();
    for seed in 0..20u64 {
        let drawn = draw(&t, &spec, seed).expect("round 6");
        let tables: Vec<Vec<PlayerId>> = drawn
            .round
            .tables
            .iter()
            .map(|tb| tb.players().collect())
            .collect();
        sizes = tables.iter().map(Vec::len).collect();
        let counts = independent.counts(&tables);
        let reported: Vec<u32> = drawn.report.kinds.iter().map(|k| k.count).collect();
        assert_eq!(reported, counts.to_vec(), "seed {seed}: the report counts");
        let bounds: Vec<Option<u32>> = drawn.report.kinds.iter().map(|k| k.bound).collect();
        assert!(
            drawn.report.proven_best,
            "seed {seed}: {counts:?} against the bounds {bounds:?}"
        );
        results.push(counts);
    }
    assert_eq!(sizes, vec![4, 4, 5, 5, 5]);
    let first = results[0];
    assert!(
        results.iter().all(|&c| c == first),
        "every seed at the same counts: {results:?}"
    );
    // The independent proof: five again and same club are at their pigeonhole bounds (every player
    // sat at a 5-table; 11 host players at 5 tables share 7 pairs at least), so a better seating would
    // meet fewer pairs again at those counts, which the relaxation rules out.
    let [five, club, met] = first;
    assert_eq!((five, club), (15, 7));
    assert!(
        independent.proves_met_at_least(&sizes, club, met),
        "the independent bound does not reach {met}"
    );
    eprintln!("Open round 6 of 23: {five}/{club}/{met} on 20 seeds of 20, proven");
}
