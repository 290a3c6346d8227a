//! Late rounds (issue 19): an Open of 23 players — a host club of 11, the rest from the national club list
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

    /// Whether some seating at tables of `sizes` has every count at most `limit` (componentwise): a plain
    /// depth-first search over every seating (players in a fixed order, the first empty table of each
    /// size only), cut when a count passes its limit (counts only grow as players sit down).
    fn exists(&self, sizes: &[usize], limit: [u32; 3]) -> bool {
        let n = self.ids.len();
        // The most met players first: they cut the search soonest.
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by_key(|&a| std::cmp::Reverse(self.met[a].iter().filter(|&&m| m).count()));
        let mut tables: Vec<Vec<usize>> = vec![Vec::new(); sizes.len()];
        self.place(&order, 0, sizes, &mut tables, [0; 3], limit)
    }

    fn place(
        &self,
        order: &[usize],
        depth: usize,
        sizes: &[usize],
        tables: &mut Vec<Vec<usize>>,
        c: [u32; 3],
        limit: [u32; 3],
    ) -> bool {
        if depth == order.len() {
            return true;
        }
        let a = order[depth];
        for t in 0..sizes.len() {
            if tables[t].len() == sizes[t] {
                continue;
            }
            if tables[t].is_empty()
                && (0..t).any(|u| tables[u].is_empty() && sizes[u] == sizes[t])
            {
                continue;
            }
            let mut next = c;
            next[0] += u32::from(sizes[t] == 5 && self.five_before[a]);
            for &b in &tables[t] {
                next[1] += u32::from(self.club[a].is_some() && self.club[a] == self.club[b]);
                next[2] += u32::from(self.met[a][b]);
            }
            if (0..3).any(|l| next[l] > limit[l]) {
                continue;
            }
            tables[t].push(a);
            let found = self.place(order, depth + 1, sizes, tables, next, limit);
            tables[t].pop();
            if found {
                return true;
            }
        }
        false
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
    assert_eq!(sizes, vec![5, 5, 5, 4, 4]);
    let first = results[0];
    assert!(
        results.iter().all(|&c| c == first),
        "every seed at the same counts: {results:?}"
    );
    // The independent search: nothing below the draws' counts. Five again and same club are at their
    // pigeonhole bounds (every player sat at a 5-table; 11 host players at 5 tables share 7 pairs),
    // so a better seating would meet fewer pairs again at the same counts above.
    let [five, club, met] = first;
    assert_eq!((five, club), (15, 7));
    assert!(independent.exists(&sizes, [five, club, met]));
    assert!(
        met == 0 || !independent.exists(&sizes, [five, club, met - 1]),
        "a seating at {five}/{club}/{} exists",
        met - 1
    );
    eprintln!("Open round 6 of 23: {five}/{club}/{met} on 20 seeds of 20, proven");
}

#[test]
fn diag() {
    let pool = pool();
    for k in 0..2 {
        let (t, spec) = suite::open_round_six(&pool, k);
        for seed in 0..3 {
            let start = std::time::Instant::now();
            let d = draw(&t, &spec, seed).unwrap();
            let c: Vec<(u32, Option<u32>)> = d.report.kinds.iter().map(|k| (k.count, k.bound)).collect();
            eprintln!("instance {k} seed {seed}: {c:?} proven {} in {:?}", d.report.proven_best, start.elapsed());
        }
    }
}
