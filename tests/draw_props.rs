//! Property tests of the draw (the table plans' rules and the draw's rules): every participating player seated exactly once, table sizes
//! follow the plan, the same seed gives the same tables, the report counts conflicts as the the rules table
//! says (checked by an independent count here), and against the exact lexicographic optimum found by an
//! independent enumeration (N ≤ 16): the draw reaches it on every case, its conditional bounds (each
//! priority's least count given the optimum of the higher ones, which are the optimum's own counts) equal
//! it, the draw says so (proven best), and after a hand swap the bounds still never exceed it.
//! Regressions: an Open of 23 players with a big host club, round 2, and Campionato Gufo round 2 of 14
//! players, where each priority's own bound said "already met: minimum 0" after a proven-best draw.

use proptest::prelude::*;
use raduno::draw::{draw, report, table_sizes, DrawMethod, DrawSpec, TablePlan};
use raduno::model::{
    ConflictKind, Phase, Player, PlayerId, Round, Settings, Table, Tournament, REGIONS,
};

const PLANS: [TablePlan; 7] = TablePlan::ALL;

#[derive(Clone, Debug)]
struct Case {
    n: usize,
    plan: TablePlan,
    clubs: Vec<usize>,
    regions: Vec<usize>,
    /// Round 1: a permutation of the players seated by the three-to-five plan.
    earlier: Vec<usize>,
    winners: Vec<bool>,
    priorities: Vec<ConflictKind>,
    seed: u64,
}

fn case(max_n: usize) -> impl Strategy<Value = Case> {
    (3..=max_n, 0..PLANS.len())
        .prop_filter("the plan must seat this many players", |&(n, p)| {
            table_sizes(n, PLANS[p]).is_ok()
        })
        .prop_flat_map(|(n, p)| {
            (
                Just(n),
                Just(PLANS[p]),
                proptest::collection::vec(0..4usize, n),
                proptest::collection::vec(0..3usize, n),
                Just((0..n).collect::<Vec<usize>>()).prop_shuffle(),
                proptest::collection::vec(proptest::bool::weighted(0.3), n),
                (Just(ConflictKind::ALL.to_vec()).prop_shuffle(), 0..=6usize),
                any::<u64>(),
            )
        })
        .prop_map(
            |(n, plan, clubs, regions, earlier, winners, (kinds, k), seed)| Case {
                n,
                plan,
                clubs,
                regions,
                earlier,
                winners,
                priorities: kinds[..k].to_vec(),
                seed,
            },
        )
}

fn build(c: &Case) -> (Tournament, DrawSpec) {
    let mut t = Tournament::new(Settings::new("Prop", raduno::format::FormatKind::Open));
    for i in 0..c.n {
        let id = i as PlayerId + 1;
        let club = if c.clubs[i] == 0 {
            String::new()
        } else {
            format!("Club {}", c.clubs[i])
        };
        let region = if c.regions[i] == 0 {
            ""
        } else {
            REGIONS[c.regions[i]]
        };
        t.players.push(
            Player::new(id, "N", "C")
                .with_club(&club)
                .with_region(region),
        );
    }
    let mut tables = Vec::new();
    let mut next = c.earlier.iter().map(|&i| i as PlayerId + 1);
    for (k, shape) in table_sizes(c.n, TablePlan::ThreeToFive)
        .expect("n ≥ 3")
        .iter()
        .enumerate()
    {
        let ids: Vec<PlayerId> = next.by_ref().take(shape.size).collect();
        tables.push(Table::new(k as u32 + 1, &ids));
    }
    t.rounds.push(Round::new(1, Phase::Qualifying, 0, tables));
    let winners = (0..c.n)
        .filter(|&i| c.winners[i])
        .map(|i| i as PlayerId + 1)
        .collect();
    let spec = DrawSpec {
        number: 2,
        phase: Phase::Qualifying,
        plan: c.plan,
        method: DrawMethod::Optimise {
            players: (1..=c.n as PlayerId).collect(),
            priorities: c.priorities.clone(),
            met_rounds: vec![1],
            repeat_rounds: vec![1],
            winners,
            cinquisti: false,
        },
    };
    (t, spec)
}

/// An independent reading of the draw's rules's conflict table.
struct Oracle {
    levels: Vec<ConflictKind>,
    /// pair[a][b]: conflicts per level (0/1).
    pair: Vec<Vec<[u32; 6]>>,
    /// seat[a][size]: conflicts per level.
    seat: Vec<[[u32; 6]; 6]>,
}

impl Oracle {
    fn new(t: &Tournament, spec: &DrawSpec) -> Oracle {
        let DrawMethod::Optimise {
            priorities,
            winners,
            ..
        } = &spec.method
        else {
            unreachable!()
        };
        let n = t.players.len();
        let r1 = &t.rounds[0];
        let table_of = |id: PlayerId| {
            r1.tables
                .iter()
                .position(|tb| tb.players().any(|p| p == id))
        };
        let size_of = |id: PlayerId| table_of(id).map_or(0, |k| r1.tables[k].seats.len());
        let mut pair = vec![vec![[0u32; 6]; n]; n];
        let mut seat = vec![[[0u32; 6]; 6]; n];
        for (l, kind) in priorities.iter().enumerate() {
            for a in 0..n {
                let pa = &t.players[a];
                for (b, pb) in t.players.iter().enumerate() {
                    let hit = a != b
                        && match kind {
                            ConflictKind::SameClub => !pa.club.is_empty() && pa.club == pb.club,
                            ConflictKind::SameRegion => {
                                !pa.region.is_empty() && pa.region == pb.region
                            }
                            ConflictKind::AlreadyMet => table_of(pa.id) == table_of(pb.id),
                            ConflictKind::WinnersTogether => {
                                winners.contains(&pa.id) && winners.contains(&pb.id)
                            }
                            // Two different clubs that shared an earlier table.
                            ConflictKind::ClubMeetsClub => {
                                !pa.club.is_empty()
                                    && !pb.club.is_empty()
                                    && pa.club != pb.club
                                    && r1.tables.iter().any(|tb| {
                                        let clubs: Vec<&str> = tb
                                            .players()
                                            .map(|p| t.players[p as usize - 1].club.as_str())
                                            .collect();
                                        clubs.contains(&pa.club.as_str())
                                            && clubs.contains(&pb.club.as_str())
                                    })
                            }
                            // One of them sat earlier with a member of the other's club.
                            ConflictKind::PlayerMeetsClubAgain => {
                                let met = |x: &raduno::model::Player, y: &raduno::model::Player| {
                                    !y.club.is_empty()
                                        && x.club != y.club
                                        && r1.tables.iter().any(|tb| {
                                            tb.players().any(|p| p == x.id)
                                                && tb.players().any(|p| {
                                                    p != x.id
                                                        && t.players[p as usize - 1].club == y.club
                                                })
                                        })
                                };
                                met(pa, pb) || met(pb, pa)
                            }
                            _ => false,
                        };
                    pair[a][b][l] = u32::from(hit);
                }
                for (size, row) in seat[a].iter_mut().enumerate() {
                    row[l] = u32::from(match kind {
                        ConflictKind::FiveAgain => size == 5 && size_of(pa.id) == 5,
                        ConflictKind::ThreeAgain => size == 3 && size_of(pa.id) == 3,
                        _ => false,
                    });
                }
            }
        }
        Oracle {
            levels: priorities.clone(),
            pair,
            seat,
        }
    }

    fn counts(&self, round: &Round) -> Vec<u32> {
        let mut total = [0u32; 6];
        for table in &round.tables {
            let ids: Vec<usize> = table.players().map(|p| p as usize - 1).collect();
            for (x, &a) in ids.iter().enumerate() {
                add(&mut total, &self.seat[a][ids.len()]);
                for &b in &ids[x + 1..] {
                    add(&mut total, &self.pair[a][b]);
                }
            }
        }
        total[..self.levels.len()].to_vec()
    }

    /// Searches for a seating strictly better (lexicographically) than `best`; returns the best found.
    fn improve(&self, players: &[usize], sizes: &[usize], mut best: [u32; 6]) -> [u32; 6] {
        let mut tables: Vec<Vec<usize>> = sizes.iter().map(|_| Vec::new()).collect();
        self.search(players, 0, sizes, &mut tables, [0; 6], &mut best);
        best
    }

    fn search(
        &self,
        players: &[usize],
        i: usize,
        sizes: &[usize],
        tables: &mut Vec<Vec<usize>>,
        cost: [u32; 6],
        best: &mut [u32; 6],
    ) {
        if cost >= *best {
            return;
        }
        if i == players.len() {
            *best = cost;
            return;
        }
        let a = players[i];
        for k in 0..tables.len() {
            if tables[k].len() == sizes[k] {
                continue;
            }
            // Empty tables of one size are interchangeable: only the first of them is tried.
            if tables[k].is_empty() && (0..k).any(|j| tables[j].is_empty() && sizes[j] == sizes[k])
            {
                continue;
            }
            let mut next = cost;
            add(&mut next, &self.seat[a][sizes[k]]);
            for &b in &tables[k] {
                add(&mut next, &self.pair[a][b]);
            }
            tables[k].push(a);
            self.search(players, i + 1, sizes, tables, next, best);
            tables[k].pop();
        }
    }
}

fn add(total: &mut [u32; 6], more: &[u32; 6]) {
    for (t, m) in total.iter_mut().zip(more) {
        *t += m;
    }
}

fn padded(v: &[u32]) -> [u32; 6] {
    let mut out = [0; 6];
    out[..v.len()].copy_from_slice(v);
    out
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn draws_seat_everyone_once_and_reach_the_exact_optimum(c in case(16)) {
        let (t, spec) = build(&c);
        let drawn = draw(&t, &spec, c.seed).expect("valid case");
        let round = &drawn.round;

        // Every participating player exactly once (seated or, for odd pairs, the last one out).
        let mut everyone: Vec<PlayerId> = round.players().chain(round.byes.iter().copied()).collect();
        everyone.sort_unstable();
        prop_assert_eq!(everyone, (1..=c.n as PlayerId).collect::<Vec<_>>());

        // Table sizes and ghosts follow the plan; numbered from 1.
        let shapes = table_sizes(c.n, c.plan).expect("valid");
        prop_assert_eq!(round.tables.len(), shapes.len());
        for (k, (table, shape)) in round.tables.iter().zip(&shapes).enumerate() {
            prop_assert_eq!(table.seats.len(), shape.size);
            prop_assert_eq!(table.ghost, shape.ghost);
            prop_assert_eq!(table.number, k as u32 + 1);
        }

        // Reproducible.
        prop_assert_eq!(&draw(&t, &spec, c.seed).expect("valid"), &drawn);

        // The report counts what the draw's rules says, and recounting the round gives the same report.
        let oracle = Oracle::new(&t, &spec);
        let counts: Vec<u32> = drawn.report.kinds.iter().map(|k| k.count).collect();
        prop_assert_eq!(&counts, &oracle.counts(round));
        prop_assert_eq!(&report(&t, &spec, round), &drawn.report);
        for k in &drawn.report.kinds {
            prop_assert_eq!(k.items.len() as u32, k.count);
        }

        // Exact optimum by enumeration: nothing strictly better exists, and bounds never exceed it.
        let seated: Vec<usize> = round.players().map(|p| p as usize - 1).collect();
        let sizes: Vec<usize> = shapes.iter().map(|s| s.size).collect();
        let mine = padded(&counts);
        let optimum = oracle.improve(&seated, &sizes, mine);
        prop_assert_eq!(optimum, mine, "a lexicographically better seating exists");
        for (l, k) in drawn.report.kinds.iter().enumerate() {
            if let Some(b) = k.bound {
                prop_assert!(b <= optimum[l], "{:?} bound {} above the optimum {}", k.kind, b, optimum[l]);
            }
        }
        prop_assert_eq!(drawn.report.proven_best, drawn.report.kinds.iter().all(|k| k.bound == Some(k.count)));
        // Small fields are solved exactly: every bound is the conditional optimum, and the draw is proven.
        let bounds: Vec<Option<u32>> = drawn.report.kinds.iter().map(|k| k.bound).collect();
        let exact: Vec<Option<u32>> = optimum[..bounds.len()].iter().map(|&o| Some(o)).collect();
        prop_assert_eq!(bounds, exact, "bounds are not the conditional optima");
        prop_assert!(drawn.report.proven_best);
    }

    #[test]
    fn hand_swaps_are_recounted(c in case(16), x in any::<prop::sample::Index>(), y in any::<prop::sample::Index>()) {
        let (t, spec) = build(&c);
        let mut round = draw(&t, &spec, c.seed).expect("valid case").round;
        let seats: Vec<(usize, usize)> = round.tables.iter().enumerate()
            .flat_map(|(k, tb)| (0..tb.seats.len()).map(move |s| (k, s))).collect();
        let (a, b) = (seats[x.index(seats.len())], seats[y.index(seats.len())]);
        let pa = round.tables[a.0].seats[a.1].player;
        let pb = round.tables[b.0].seats[b.1].player;
        round.tables[a.0].seats[a.1].player = pb;
        round.tables[b.0].seats[b.1].player = pa;
        let oracle = Oracle::new(&t, &spec);
        let r = report(&t, &spec, &round);
        let counts: Vec<u32> = r.kinds.iter().map(|k| k.count).collect();
        prop_assert_eq!(&counts, &oracle.counts(&round));
        // The bounds of a worse seating still never exceed the conditional optimum; proven only at it.
        let seated: Vec<usize> = round.players().map(|p| p as usize - 1).collect();
        let sizes: Vec<usize> = round.tables.iter().map(|tb| tb.seats.len()).collect();
        let optimum = oracle.improve(&seated, &sizes, padded(&counts));
        for (l, k) in r.kinds.iter().enumerate() {
            prop_assert!(k.bound.is_some_and(|b| b <= optimum[l]), "{:?} bound {:?} above the optimum {}", k.kind, k.bound, optimum[l]);
        }
        prop_assert_eq!(r.proven_best, padded(&counts) == optimum);
    }
}

/// Open's rounds (the Open rulebook) for the listed players of the demo.
fn open_spec(number: u32, players: &[PlayerId]) -> DrawSpec {
    let priorities = if number == 1 {
        vec![ConflictKind::SameClub]
    } else {
        vec![
            ConflictKind::FiveAgain,
            ConflictKind::SameClub,
            ConflictKind::AlreadyMet,
        ]
    };
    DrawSpec {
        number,
        phase: Phase::Qualifying,
        plan: TablePlan::FoursAndFives,
        method: DrawMethod::Optimise {
            players: players.to_vec(),
            priorities,
            met_rounds: (1..number).collect(),
            repeat_rounds: (1..number).collect(),
            winners: vec![],
            cinquisti: false,
        },
    }
}

fn demo(ids: &[PlayerId]) -> Tournament {
    let mut t = Tournament::new(Settings::new("Demo", raduno::format::FormatKind::Open));
    t.players = raduno::demo::demo_players(raduno::demo::DEMO_PLAYERS)
        .into_iter()
        .filter(|p| ids.contains(&p.id))
        .collect();
    t
}

#[test]
fn open_of_23_with_a_big_host_club_is_proven_optimal_in_round_2() {
    // The demo's clubs of 8, 7 and 6 players and two without a club: 35% from one club, tables
    // 4, 4, 5, 5, 5. Round 2 must put 7 of round 1's fifteen 5-table players at a 5-table again, which
    // forces players who met into the same tables: each priority's own bound said "minimum 0".
    let ids: Vec<PlayerId> = (1..=21).chain([39, 40]).collect();
    for first in 0..3u64 {
        let mut t = demo(&ids);
        let r1 = draw(&t, &open_spec(1, &ids), 100 + first).expect("round 1");
        assert!(r1.report.proven_best);
        t.rounds.push(r1.round);
        let spec = open_spec(2, &ids);
        let mut seen = Vec::new();
        for seed in 0..6u64 {
            let drawn = draw(&t, &spec, seed).expect("round 2");
            let r = &drawn.report;
            assert!(
                r.proven_best,
                "round 1 seed {first}, seed {seed}: {:?}",
                r.counts()
            );
            for k in &r.kinds {
                assert_eq!(Some(k.count), k.bound, "{:?}", k.kind);
            }
            assert_eq!(r.kind(ConflictKind::FiveAgain).map(|k| k.count), Some(7));
            assert_eq!(report(&t, &spec, &drawn.round), drawn.report);
            seen.push(r.counts());
        }
        seen.dedup();
        assert_eq!(
            seen.len(),
            1,
            "every seed reaches the one optimum: {seen:?}"
        );
    }
}

#[test]
fn campionato_gufo_round_2_already_met_is_unavoidable_and_shown_so() {
    // 14 players: 4, 4, 3+ghost, 3+ghost. Nobody sits at a 3-table twice, so round 1's 4-table players
    // fill the 3-tables and the 3-table players crowd the 4-tables: 4 "already met" at least.
    // Two players from each of the demo's clubs (and two without one).
    let ids: Vec<PlayerId> = vec![1, 2, 9, 10, 16, 17, 22, 23, 27, 28, 32, 36, 39, 40];
    let mut t = demo(&ids);
    let spec1 = DrawSpec {
        plan: TablePlan::FoursOneFiveGhosts,
        ..open_spec(1, &ids)
    };
    let r1 = draw(&t, &spec1, 6).expect("round 1");
    t.rounds.push(r1.round);
    let spec2 = DrawSpec {
        number: 2,
        phase: Phase::Qualifying,
        plan: TablePlan::FoursOneFiveGhosts,
        method: DrawMethod::Optimise {
            players: ids.clone(),
            priorities: vec![
                ConflictKind::ThreeAgain,
                ConflictKind::FiveAgain,
                ConflictKind::SameClub,
                ConflictKind::AlreadyMet,
            ],
            met_rounds: vec![1],
            repeat_rounds: vec![1],
            winners: vec![],
            cinquisti: false,
        },
    };
    for seed in 0..6u64 {
        let drawn = draw(&t, &spec2, seed).expect("round 2");
        let r = &drawn.report;
        assert_eq!(r.kind(ConflictKind::ThreeAgain).map(|k| k.count), Some(0));
        let met = r.kind(ConflictKind::AlreadyMet).expect("met");
        assert_eq!((met.count, met.bound), (4, Some(4)), "seed {seed}");
        assert_eq!(met.gap(), Some(0));
        assert!(r.proven_best);
    }
}
