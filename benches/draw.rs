//! Draw benchmark: `cargo bench --bench draw`.
//!
//! Realistic tournaments of 40, 120, 250 and 1000 players whose clubs follow the club sizes of the
//! national players list (hidden sheet GIOCATORI of `../shared/fixtures/ModuloTorneo-2025.xls`; a
//! synthetic skewed distribution if the file is absent, and the output says so). Two scenarios, as the
//! formats would ask: Master round 2 (five again, winners together, same club, already met; cinquisti)
//! after a drawn round 1 with random winners, and Open round 5 (five again, same club, already met over
//! all earlier rounds) after four drawn rounds. Prints the time per draw (median, max), per priority the
//! share of draws whose count reaches the lower bound, and whether a conflict-free seating was found
//! whenever every player's conflict degree is below the number of tables (one then exists).

use raduno::draw::{draw, DrawMethod, DrawSpec, TablePlan};
use raduno::model::{ConflictKind, Phase, Player, PlayerId, Round, Settings, Tournament};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::collections::{BTreeMap, HashSet};
use std::time::{Duration, Instant};

const FIXTURE: &str = "../shared/fixtures/ModuloTorneo-2025.xls";

/// One entry per registered player: his club (empty when none).
fn national_clubs() -> Option<Vec<String>> {
    use calamine::{open_workbook_auto, Reader};
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(FIXTURE);
    let mut wb = open_workbook_auto(&path).ok()?;
    let range = wb.worksheet_range("GIOCATORI").ok()?;
    let mut clubs = Vec::new();
    for row in range.rows() {
        // The name cell reads like `ROMA [Il Gufo] - ...`.
        let Some(text) = row
            .iter()
            .map(|c| c.to_string())
            .find(|s| s.contains('[') && s.contains(']'))
        else {
            continue;
        };
        let (Some(a), Some(b)) = (text.find('['), text.find(']')) else {
            continue;
        };
        if a < b {
            clubs.push(text[a + 1..b].trim().to_string());
        }
    }
    (clubs.len() > 100).then_some(clubs)
}

/// Synthetic fallback: Zipf-like club sizes, the largest club about a fifth of the players.
fn synthetic_clubs() -> Vec<String> {
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
    let mut t = Tournament::new(Settings::new("Bench", raduno::model::FormatKind::Master));
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
    times: Vec<Duration>,
    kinds: Vec<ConflictKind>,
    at_bound: Vec<usize>,
    proven: usize,
    low_degree: usize,
    low_degree_clean: usize,
}

impl Tally {
    fn add(&mut self, t: &Tournament, spec: &DrawSpec, seed: u64) -> Round {
        let start = Instant::now();
        let drawn = draw(t, spec, seed).expect("bench draw");
        self.times.push(start.elapsed());
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

    fn print(&mut self, label: &str, n: usize) {
        self.times.sort();
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        let count = self.times.len();
        let median = ms(self.times[count / 2]);
        let max = ms(*self.times.last().unwrap_or(&Duration::ZERO));
        let shares: Vec<String> = self
            .kinds
            .iter()
            .zip(&self.at_bound)
            .map(|(k, &a)| format!("{} {:.1}%", k.slug(), 100.0 * a as f64 / count as f64))
            .collect();
        println!(
            "{label:<16} {n:>5} {count:>5} {median:>9.2} {max:>9.2}   proven {:>5.1}%   free when Δ<T: {}/{}   {}",
            100.0 * self.proven as f64 / count as f64,
            self.low_degree_clean,
            self.low_degree,
            shares.join(", ")
        );
    }
}

fn main() {
    let (pool, source) = match national_clubs() {
        Some(c) => (
            c,
            "club sizes of the national players list (ModuloTorneo-2025.xls, sheet GIOCATORI)",
        ),
        None => (
            synthetic_clubs(),
            "SYNTHETIC skewed club sizes (ModuloTorneo-2025.xls not found)",
        ),
    };
    let mut sizes: BTreeMap<&str, usize> = BTreeMap::new();
    for c in &pool {
        *sizes.entry(c.as_str()).or_default() += 1;
    }
    let mut by_size: Vec<usize> = sizes.values().copied().collect();
    by_size.sort_unstable_by(|a, b| b.cmp(a));
    println!(
        "Clubs: {source}: {} players, {} clubs, largest {:?}",
        pool.len(),
        sizes.len(),
        &by_size[..by_size.len().min(5)]
    );
    let quick = std::env::args().any(|a| a == "--quick");
    let suite: [(usize, usize); 4] = if quick {
        [(40, 20), (120, 10), (250, 10), (1000, 3)]
    } else {
        [(40, 200), (120, 100), (250, 100), (1000, 25)]
    };
    println!(
        "{:<16} {:>5} {:>5} {:>9} {:>9}",
        "scenario", "N", "draws", "median ms", "max ms"
    );
    use ConflictKind::*;
    for (host, label) in [(None, ""), (Some(0.3), " host30%")] {
        if host.is_some() {
            println!("Stress: one club (the largest) holds 30% of the players, the rest from the national list");
        }
        for (n, runs) in suite {
            let mut master = Tally::default();
            let mut open = Tally::default();
            for run in 0..runs {
                let mut rng = StdRng::seed_from_u64((n * 100_000 + run) as u64);
                let mut t = tournament(&pool, n, host, &mut rng);
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
                master.add(&t, &spec, rng.random());
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
                        open.add(&t, &spec, rng.random());
                    } else {
                        let r = draw(&t, &spec, rng.random()).expect("earlier round").round;
                        t.rounds.push(r);
                    }
                }
            }
            master.print(&format!("Master r2{label}"), n);
            open.print(&format!("Open r5{label}"), n);
        }
    }
}
