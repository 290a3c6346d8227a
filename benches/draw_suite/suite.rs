//! The draw benchmark's scenarios, shared by the native bench (`benches/draw.rs`) and the wasm runner
//! (`benches/draw_suite/wasm`): both define a root module `engine` re-exporting `draw` and `model`.

use crate::engine::draw::{draw, DrawMethod, DrawSpec, TablePlan};
use crate::engine::model::{ConflictKind, Phase, Player, PlayerId, Round, Settings, Tournament};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::collections::{BTreeMap, HashSet};
use std::fmt::Write;

/// Synthetic fallback: Zipf-like club sizes, the largest club about a fifth of the players.
pub fn synthetic_clubs() -> Vec<String> {
    let mut clubs = Vec::new();
    for c in 1..=150usize {
        let size = 600 / c;
        clubs.extend(std::iter::repeat_n(format!("Club {c}"), size.max(1)));
    }
    clubs
}

/// `n` players drawn from the national list; with `host`, that share of them is from the largest club
/// (a local tournament: the host club brings many players).
fn tournament(pool: &[String], n: usize, host: Option<f64>, rng: &mut StdRng) -> Tournament {
    // The draw reads no format: the tournament's is left unset.
    let mut t = Tournament::new(Settings::new(
        "Bench",
        crate::engine::model::FormatId::default(),
    ));
    let mut clubs: Vec<String> = Vec::with_capacity(n);
    if let Some(share) = host {
        let mut sizes: BTreeMap<&str, usize> = BTreeMap::new();
        for c in pool {
            *sizes.entry(c.as_str()).or_default() += 1;
        }
        let largest = sizes.iter().max_by_key(|(_, &s)| s).map_or("", |(c, _)| *c);
        clubs.extend(std::iter::repeat_n(
            largest.to_string(),
            (n as f64 * share) as usize,
        ));
    }
    let mut picked = HashSet::new();
    while clubs.len() + picked.len() < n {
        picked.insert(rng.random_range(0..pool.len()));
    }
    let mut picked: Vec<usize> = picked.into_iter().collect();
    picked.sort_unstable();
    clubs.extend(picked.iter().map(|&k| pool[k].clone()));
    for (i, club) in clubs.iter().enumerate() {
        let id = i as PlayerId + 1;
        t.players
            .push(Player::new(id, &format!("N{id}"), &format!("C{id}")).with_club(club));
    }
    t
}

fn optimise(
    number: u32,
    players: &[PlayerId],
    priorities: Vec<ConflictKind>,
    earlier: Vec<u32>,
    winners: Vec<PlayerId>,
    cinquisti: bool,
) -> DrawSpec {
    DrawSpec {
        number,
        phase: Phase::Qualifying,
        plan: TablePlan::FoursAndFives,
        method: DrawMethod::Optimise {
            players: players.to_vec(),
            priorities,
            met_rounds: earlier.clone(),
            repeat_rounds: earlier,
            winners,
            cinquisti,
        },
    }
}

/// A random winner per table.
fn winners(round: &Round, rng: &mut StdRng) -> Vec<PlayerId> {
    round
        .tables
        .iter()
        .map(|t| t.seats[rng.random_range(0..t.seats.len())].player)
        .collect()
}

/// The largest number of other players anyone conflicts with (pair kinds of the spec).
fn max_degree(t: &Tournament, spec: &DrawSpec) -> usize {
    let DrawMethod::Optimise {
        players,
        priorities,
        met_rounds,
        winners,
        ..
    } = &spec.method
    else {
        return 0;
    };
    let mut met: HashSet<(PlayerId, PlayerId)> = HashSet::new();
    if priorities.contains(&ConflictKind::AlreadyMet) {
        for r in met_rounds.iter().filter_map(|&r| t.round(r)) {
            for table in &r.tables {
                for a in table.players() {
                    for b in table.players() {
                        met.insert((a, b));
                    }
                }
            }
        }
    }
    let club = priorities.contains(&ConflictKind::SameClub);
    let win = priorities.contains(&ConflictKind::WinnersTogether);
    let key: BTreeMap<PlayerId, Option<String>> = players
        .iter()
        .map(|&p| (p, t.player(p).and_then(|x| x.club_key())))
        .collect();
    players
        .iter()
        .map(|&a| {
            players
                .iter()
                .filter(|&&b| {
                    b != a
                        && ((club && key[&a].is_some() && key[&a] == key[&b])
                            || met.contains(&(a, b))
                            || (win && winners.contains(&a) && winners.contains(&b)))
                })
                .count()
        })
        .max()
        .unwrap_or(0)
}

#[derive(Default)]
struct Tally {
    times: Vec<f64>,
    kinds: Vec<ConflictKind>,
    at_bound: Vec<usize>,
    proven: usize,
    low_degree: usize,
    low_degree_clean: usize,
}

impl Tally {
    fn add(&mut self, t: &Tournament, spec: &DrawSpec, seed: u64, now: &dyn Fn() -> f64) -> Round {
        let start = now();
        let drawn = draw(t, spec, seed).expect("bench draw");
        self.times.push(now() - start);
        let r = &drawn.report;
        if self.kinds.is_empty() {
            self.kinds = r.kinds.iter().map(|k| k.kind).collect();
            self.at_bound = vec![0; self.kinds.len()];
        }
        for (i, k) in r.kinds.iter().enumerate() {
            self.at_bound[i] += usize::from(k.at_bound());
        }
        self.proven += usize::from(r.proven_best);
        if max_degree(t, spec) < drawn.round.tables.len() {
            self.low_degree += 1;
            let clean = r
                .kinds
                .iter()
                .filter(|k| k.kind != ConflictKind::FiveAgain)
                .all(|k| k.count == 0);
            self.low_degree_clean += usize::from(clean);
        }
        drawn.round
    }

    fn print(&mut self, out: &mut String, label: &str, n: usize) {
        self.times.sort_by(f64::total_cmp);
        let count = self.times.len();
        let median = self.times[count / 2];
        let max = self.times.last().copied().unwrap_or(0.0);
        let shares: Vec<String> = self
            .kinds
            .iter()
            .zip(&self.at_bound)
            .map(|(k, &a)| format!("{} {:.1}%", k.slug(), 100.0 * a as f64 / count as f64))
            .collect();
        let _ = writeln!(
            out,
            "{label:<16} {n:>5} {count:>5} {median:>9.2} {max:>9.2}   proven {:>5.1}%   free when Δ<T: {}/{}   {}",
            100.0 * self.proven as f64 / count as f64,
            self.low_degree_clean,
            self.low_degree,
            shares.join(", ")
        );
    }
}

/// One instance of the hard suite: a format's round drawn after earlier rounds, with a big host club.
struct Hard {
    label: &'static str,
    n: usize,
    host: f64,
    /// Master round 2 (five again, winners together, club, met in round 1; cinquisti) or Open round
    /// `round` (five again, club, met in every earlier round).
    master: bool,
    round: u32,
}

/// The hard suite: host clubs of 30–50%, three 5-tables wherever the count allows (N mod 4 = 3), Master
/// round 2 and Open rounds 2–3, 13 to 259 players; each instance is built from its own fixed seed (the
/// earlier rounds too) and its timed round is drawn with five seeds.
fn hard_instances() -> Vec<Hard> {
    let mut v = Vec::new();
    let sizes: [(usize, f64); 25] = [
        (20, 0.5),
        (23, 0.3),
        (23, 0.4),
        (23, 0.5),
        (27, 0.4),
        (27, 0.5),
        (31, 0.3),
        (31, 0.5),
        (35, 0.4),
        (39, 0.5),
        (43, 0.3),
        (47, 0.4),
        (51, 0.5),
        (55, 0.3),
        (59, 0.4),
        (60, 0.5),
        (79, 0.4),
        (103, 0.3),
        (143, 0.5),
        (199, 0.4),
        (255, 0.3),
        (259, 0.5),
        // The smallest fields (solved over sets of players), after the others so their seeds stay.
        (13, 0.5),
        (16, 0.4),
        (17, 0.5),
    ];
    for (i, &(n, host)) in sizes.iter().enumerate() {
        v.push(Hard {
            label: "Open r2",
            n,
            host,
            master: false,
            round: 2,
        });
        if i % 2 == 0 {
            v.push(Hard {
                label: "Master r2",
                n,
                host,
                master: true,
                round: 2,
            });
        } else {
            v.push(Hard {
                label: "Open r3",
                n,
                host,
                master: false,
                round: 3,
            });
        }
    }
    v
}

fn counts(r: &crate::engine::draw::ConflictReport) -> String {
    r.kinds
        .iter()
        .map(|k| k.count.to_string())
        .collect::<Vec<_>>()
        .join("/")
}

fn bounds(r: &crate::engine::draw::ConflictReport) -> String {
    r.kinds
        .iter()
        .map(|k| k.bound.map_or("?".to_string(), |b| b.to_string()))
        .collect::<Vec<_>>()
        .join("/")
}

/// The seed of the first instance of the hard suite the README's table shows; other sets of instances
/// of the same shapes start at `HARD_BASE + 10_000 · j` (`--more`).
pub const HARD_BASE: u64 = 7_000;

/// Runs the hard suite; `now` gives milliseconds. Per instance: the counts of the five draws (in priority
/// order), the bounds, how many draws are proven optimal, and the time per draw (median, max). Instance
/// `k` is built from the seed `base + k`; with `misses_only`, only instances with a draw that is not
/// proven best are listed.
pub fn run_hard(pool: &[String], now: &dyn Fn() -> f64, base: u64, misses_only: bool) -> String {
    use ConflictKind::*;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Hard suite: host club 30–50%, five seeds per instance (counts and bounds in priority order)"
    );
    let _ = writeln!(
        out,
        "{:<10} {:>4} {:>5} {:>8} {:<24} {:<10} {:>6} {:>9} {:>9}",
        "round",
        "N",
        "host",
        "tables",
        "results (5 seeds)",
        "bound",
        "proven",
        "median ms",
        "max ms"
    );
    let (mut runs, mut at_bound, mut proven_small, mut small) = (0, 0, 0, 0);
    for (k, h) in hard_instances().iter().enumerate() {
        let mut rng = StdRng::seed_from_u64(base + k as u64);
        let mut t = tournament(pool, h.n, Some(h.host), &mut rng);
        let ids: Vec<PlayerId> = t.players.iter().map(|p| p.id).collect();
        let spec = if h.master {
            let r1 = draw(
                &t,
                &optimise(1, &ids, vec![SameClub], vec![], vec![], true),
                rng.random(),
            )
            .expect("round 1")
            .round;
            let won = winners(&r1, &mut rng);
            t.rounds.push(r1);
            optimise(
                2,
                &ids,
                vec![FiveAgain, WinnersTogether, SameClub, AlreadyMet],
                vec![1],
                won,
                true,
            )
        } else {
            for number in 1..h.round {
                let earlier: Vec<u32> = (1..number).collect();
                let priorities = if number == 1 {
                    vec![SameClub]
                } else {
                    vec![FiveAgain, SameClub, AlreadyMet]
                };
                let spec = optimise(number, &ids, priorities, earlier, vec![], false);
                let r = draw(&t, &spec, rng.random()).expect("earlier round").round;
                t.rounds.push(r);
            }
            optimise(
                h.round,
                &ids,
                vec![FiveAgain, SameClub, AlreadyMet],
                (1..h.round).collect(),
                vec![],
                false,
            )
        };
        let mut times = Vec::new();
        let mut results = Vec::new();
        let mut bound = String::new();
        let mut proven = 0;
        let mut tables = String::new();
        for seed in 0..5u64 {
            let start = now();
            let drawn = draw(&t, &spec, 1_000 + seed).expect("hard draw");
            times.push(now() - start);
            let r = &drawn.report;
            results.push(counts(r));
            bound = bounds(r);
            proven += usize::from(r.proven_best);
            runs += 1;
            at_bound += usize::from(r.kinds.iter().all(|k| k.at_bound()));
            if h.n <= 60 {
                small += 1;
                proven_small += usize::from(r.proven_best);
            }
            let fives = drawn
                .round
                .tables
                .iter()
                .filter(|t| t.seats.len() == 5)
                .count();
            tables = format!("{}+{}×5", drawn.round.tables.len() - fives, fives);
        }
        times.sort_by(f64::total_cmp);
        let mut distinct = results.clone();
        distinct.dedup();
        let shown = if distinct.len() == 1 {
            format!("{} ×5", distinct[0])
        } else {
            results.join(" ")
        };
        if misses_only && proven == 5 {
            continue;
        }
        let _ = writeln!(
            out,
            "{:<10} {:>4} {:>4}% {:>8} {:<24} {:<10} {:>4}/5 {:>9.2} {:>9.2}",
            h.label,
            h.n,
            (h.host * 100.0).round(),
            tables,
            shown,
            bound,
            proven,
            times[2],
            times[4]
        );
    }
    let _ = writeln!(
        out,
        "Every count at its bound in {at_bound}/{runs} draws; proven optimal in {proven_small}/{small} draws of up to 60 players"
    );
    out
}

/// Runs the suite; `now` gives milliseconds. Returns the printed table.
pub fn run(pool: &[String], source: &str, quick: bool, now: &dyn Fn() -> f64) -> String {
    let mut out = String::new();
    let mut sizes: BTreeMap<&str, usize> = BTreeMap::new();
    for c in pool {
        *sizes.entry(c.as_str()).or_default() += 1;
    }
    let mut by_size: Vec<usize> = sizes.values().copied().collect();
    by_size.sort_unstable_by(|a, b| b.cmp(a));
    let _ = writeln!(
        out,
        "Clubs: {source}: {} players, {} clubs, largest {:?}",
        pool.len(),
        sizes.len(),
        &by_size[..by_size.len().min(5)]
    );
    let suite: [(usize, usize); 4] = if quick {
        [(40, 20), (120, 10), (250, 10), (1000, 3)]
    } else {
        [(40, 200), (120, 100), (250, 100), (1000, 25)]
    };
    let _ = writeln!(
        out,
        "{:<16} {:>5} {:>5} {:>9} {:>9}",
        "scenario", "N", "draws", "median ms", "max ms"
    );
    use ConflictKind::*;
    for (host, label) in [(None, ""), (Some(0.3), " host30%")] {
        if host.is_some() {
            let _ = writeln!(out, "Stress: one club (the largest) holds 30% of the players, the rest from the national list");
        }
        for (n, runs) in suite {
            let mut master = Tally::default();
            let mut open = Tally::default();
            for run in 0..runs {
                let mut rng = StdRng::seed_from_u64((n * 100_000 + run) as u64);
                let mut t = tournament(pool, n, host, &mut rng);
                let ids: Vec<PlayerId> = t.players.iter().map(|p| p.id).collect();
                // Master: round 1 (cinquisti, same club), random winners, then the timed round 2.
                let r1 = draw(
                    &t,
                    &optimise(1, &ids, vec![SameClub], vec![], vec![], true),
                    rng.random(),
                )
                .expect("round 1")
                .round;
                let won = winners(&r1, &mut rng);
                t.rounds.push(r1);
                let spec = optimise(
                    2,
                    &ids,
                    vec![FiveAgain, WinnersTogether, SameClub, AlreadyMet],
                    vec![1],
                    won,
                    true,
                );
                master.add(&t, &spec, rng.random(), now);
                // Open: rounds 1–4 as Open draws them, then the timed round 5.
                t.rounds.clear();
                for number in 1..=5u32 {
                    let earlier: Vec<u32> = (1..number).collect();
                    let priorities = if number == 1 {
                        vec![SameClub]
                    } else {
                        vec![FiveAgain, SameClub, AlreadyMet]
                    };
                    let spec = optimise(number, &ids, priorities, earlier, vec![], false);
                    if number == 5 {
                        open.add(&t, &spec, rng.random(), now);
                    } else {
                        let r = draw(&t, &spec, rng.random()).expect("earlier round").round;
                        t.rounds.push(r);
                    }
                }
            }
            master.print(&mut out, &format!("Master r2{label}"), n);
            open.print(&mut out, &format!("Open r5{label}"), n);
        }
    }
    out
}

/// A field of `n` players for a local tournament of `kind`: `host` of them from the largest club of the
/// national list, the rest drawn from the other clubs' players (invented names).
pub fn host_field(
    pool: &[String],
    kind: crate::engine::format::FormatKind,
    n: usize,
    host: usize,
    rng: &mut StdRng,
) -> Tournament {
    let mut t = Tournament::new(Settings::new("Bench", kind));
    let mut sizes: BTreeMap<&str, usize> = BTreeMap::new();
    for c in pool {
        *sizes.entry(c.as_str()).or_default() += 1;
    }
    let largest = sizes
        .iter()
        .max_by_key(|(_, &s)| s)
        .map_or("", |(c, _)| *c)
        .to_string();
    let others: Vec<&String> = pool.iter().filter(|c| **c != largest).collect();
    let mut clubs: Vec<String> = vec![largest; host.min(n)];
    let mut picked = HashSet::new();
    while clubs.len() + picked.len() < n && picked.len() < others.len() {
        picked.insert(rng.random_range(0..others.len()));
    }
    let mut picked: Vec<usize> = picked.into_iter().collect();
    picked.sort_unstable();
    clubs.extend(picked.iter().map(|&k| others[k].clone()));
    for (i, club) in clubs.iter().enumerate() {
        let id = i as PlayerId + 1;
        t.players
            .push(Player::new(id, &format!("N{id}"), &format!("C{id}")).with_club(club));
    }
    t
}

/// Plays round `number` of `t`: every seat gets distinct table points at random (a valid RisiKo!
/// result: one winner a table).
pub fn score(t: &mut Tournament, number: u32, rng: &mut StdRng) {
    use crate::engine::model::SeatResult;
    if let Some(r) = t.rounds.iter_mut().find(|r| r.number == number) {
        for table in &mut r.tables {
            let mut points: Vec<u32> = (0..table.seats.len() as u32).map(|k| 10 + 7 * k).collect();
            for i in (1..points.len()).rev() {
                points.swap(i, rng.random_range(0..=i));
            }
            for (seat, p) in table.seats.iter_mut().zip(points) {
                seat.result = Some(SeatResult::points(p));
            }
        }
    }
}

/// A tournament of `kind` on the field `t` played up to round `last - 1` (each round drawn by the
/// format's own spec with a seed from `rng`, then scored), and the spec of round `last`.
pub fn played_until(
    mut t: Tournament,
    last: u32,
    rng: &mut StdRng,
) -> Result<(Tournament, DrawSpec), String> {
    for number in 1..last {
        let spec = crate::engine::format::draw_spec(&t, number)
            .map_err(|e| format!("round {number}: {e:?}"))?;
        let r = draw(&t, &spec, rng.random())
            .map_err(|e| format!("round {number}: {e:?}"))?
            .round;
        t.rounds.push(r);
        score(&mut t, number, rng);
    }
    let spec =
        crate::engine::format::draw_spec(&t, last).map_err(|e| format!("round {last}: {e:?}"))?;
    Ok((t, spec))
}

/// The late-round case: an Open of 23 players (a host club of 11, tables 5, 5, 5, 4, 4)
/// drawing round 6 after five rounds drawn by the program and scored. Instance `k` of the case.
pub fn open_round_six(pool: &[String], k: u64) -> (Tournament, DrawSpec) {
    let mut rng = StdRng::seed_from_u64(19_000 + k);
    let t = host_field(
        pool,
        crate::engine::format::FormatKind::Open,
        23,
        11,
        &mut rng,
    );
    played_until(t, 6, &mut rng).expect("an Open of 23 plays six rounds")
}

/// The late-round case (`open_round_six`), instances `0..instances`, each drawn with seeds 0–19: per
/// instance the counts, the bounds, how many seeds are at their bound and proven, and the time per draw.
pub fn run_late(pool: &[String], now: &dyn Fn() -> f64, instances: u64) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Open round 6 of 23 (host club 11, tables 5,5,5,4,4), 20 seeds per instance"
    );
    let _ = writeln!(
        out,
        "{:<9} {:<34} {:<10} {:>7} {:>9} {:>9}",
        "instance", "results (20 seeds)", "bound", "proven", "median ms", "max ms"
    );
    for k in 0..instances {
        let (t, spec) = open_round_six(pool, k);
        let mut times = Vec::new();
        let mut results: BTreeMap<String, usize> = BTreeMap::new();
        let mut bound = BTreeMap::new();
        let mut proven = 0;
        for seed in 0..20u64 {
            let start = now();
            let drawn = draw(&t, &spec, seed).expect("round 6");
            times.push(now() - start);
            *results.entry(counts(&drawn.report)).or_default() += 1;
            *bound.entry(bounds(&drawn.report)).or_insert(0) += 1;
            proven += usize::from(drawn.report.proven_best);
        }
        times.sort_by(f64::total_cmp);
        let shown: Vec<String> = results.iter().map(|(c, k)| format!("{c} ×{k}")).collect();
        let bound: Vec<String> = bound.keys().cloned().collect();
        let _ = writeln!(
            out,
            "{:<9} {:<34} {:<10} {:>4}/20 {:>9.2} {:>9.2}",
            k,
            shown.join(" "),
            bound.join(" "),
            proven,
            times[10],
            times[19]
        );
    }
    out
}

/// Whole tournaments: for each format's schedule, rounds 2 to the last, each drawn after the
/// earlier rounds were drawn (by the format's own spec) and scored. Fields of `sizes` players, a host
/// club of 30–50% (cycling), the rest from the national list; each round drawn with `seeds` seeds.
/// Prints one line per round, then one summary line per tournament; returns the text.
pub fn run_tournaments(
    pool: &[String],
    now: &dyn Fn() -> f64,
    sizes: &[usize],
    seeds: u64,
) -> String {
    use crate::engine::format::FormatKind;
    let mut out = String::new();
    let formats: [(FormatKind, &str, Option<u32>); 3] = [
        (FormatKind::Open, "Open", Some(6)),
        (FormatKind::Master, "Master", None),
        (FormatKind::RadunoNazionale, "Raduno Naz.", None),
    ];
    let _ = writeln!(
        out,
        "Whole tournaments: rounds 2..last, host club 30–50%, {seeds} seeds a round (counts/bounds in priority order)"
    );
    let mut summary = String::new();
    let _ = writeln!(
        summary,
        "{:<12} {:>4} {:>5} {:>7} {:>9} {:>7} {:>9} {:>9}",
        "format", "N", "host", "rounds", "at bound", "proven", "median ms", "max ms"
    );
    let (mut all_draws, mut all_bound, mut small_draws, mut small_proven) = (0, 0, 0, 0);
    for (fi, &(kind, name, planned)) in formats.iter().enumerate() {
        for (si, &n) in sizes.iter().enumerate() {
            // `DRAW_ONLY=Open:27,Open:31` keeps those rows (each row's field and seeds unchanged).
            if let Ok(only) = std::env::var("DRAW_ONLY") {
                if !only.split(',').any(|o| o == format!("{name}:{n}")) {
                    continue;
                }
            }
            let share = [0.3, 0.4, 0.5][(si + fi) % 3];
            let mut rng = StdRng::seed_from_u64(23_000 + 100 * fi as u64 + si as u64);
            let mut t = host_field(pool, kind, n, (n as f64 * share) as usize, &mut rng);
            t.settings.planned_rounds = planned;
            let (mut draws, mut at_bound, mut proven, mut rounds) = (0, 0, 0, 0);
            let mut times = Vec::new();
            for number in 1.. {
                let Ok(spec) = crate::engine::format::draw_spec(&t, number) else {
                    break;
                };
                if number >= 2 {
                    rounds += 1;
                    let mut results: BTreeMap<String, usize> = BTreeMap::new();
                    let mut bound = String::new();
                    let mut ok = 0;
                    let mut round_times = Vec::new();
                    for seed in 0..seeds {
                        let start = now();
                        let Ok(drawn) = draw(&t, &spec, 5_000 + seed) else {
                            break;
                        };
                        round_times.push(now() - start);
                        let r = &drawn.report;
                        *results.entry(counts(r)).or_default() += 1;
                        bound = bounds(r);
                        ok += usize::from(r.proven_best);
                        draws += 1;
                        at_bound += usize::from(r.kinds.iter().all(|k| k.at_bound()));
                        proven += usize::from(r.proven_best);
                        if n <= 30 {
                            small_draws += 1;
                            small_proven += usize::from(r.proven_best);
                        }
                    }
                    round_times.sort_by(f64::total_cmp);
                    let shown: Vec<String> =
                        results.iter().map(|(c, k)| format!("{c} ×{k}")).collect();
                    let _ = writeln!(
                        out,
                        "{name:<12} {n:>4} {:>4}% r{number:<2} {:<9} {:<28} {:<12} {ok}/{seeds} {:>9.2} {:>9.2}",
                        (share * 100.0).round(),
                        format!("{:?}", spec.phase),
                        shown.join(" "),
                        bound,
                        round_times.get(round_times.len() / 2).copied().unwrap_or(0.0),
                        round_times.last().copied().unwrap_or(0.0)
                    );
                    times.extend(round_times);
                }
                let Ok(drawn) = draw(&t, &spec, rng.random()) else {
                    break;
                };
                t.rounds.push(drawn.round);
                score(&mut t, number, &mut rng);
                if number >= 12 {
                    break;
                }
            }
            times.sort_by(f64::total_cmp);
            all_draws += draws;
            all_bound += at_bound;
            let _ = writeln!(
                summary,
                "{name:<12} {n:>4} {:>4}% {rounds:>7} {:>5}/{draws:<3} {:>3}/{draws:<3} {:>9.2} {:>9.2}",
                (share * 100.0).round(),
                at_bound,
                proven,
                times.get(times.len() / 2).copied().unwrap_or(0.0),
                times.last().copied().unwrap_or(0.0)
            );
        }
    }
    out.push_str(&summary);
    let _ = writeln!(
        out,
        "Every count at its bound in {all_bound}/{all_draws} draws; proven optimal in {small_proven}/{small_draws} draws of up to 30 players"
    );
    out
}
