//! The table rating's benchmark suite (a rating for RisiKo! tables "How good it is"), shared by the native bench
//! (`cargo bench --bench table_rating`) and the wasm one (`benches/table_rating_wasm`).
//!
//! **Simulated leagues** (native only): 60 and 200 players, each with a true strength θ ~ N(0, 1)
//! and a number of games drawn from 5 to 50; 60 rounds, in each a player who still has games to play
//! joins with the chance his games ÷ 60, and the players of the round sit at tables of 4 or 5 drawn
//! at random. Each table's order is drawn from a Plackett–Luce model with weights e^θ (the winner
//! first with the chance e^θᵢ ÷ Σ e^θ, then the second among the rest, …): not the rating's own
//! model. Before each table the suite names four favourites and counts the tables each one won:
//! the rating's (highest μ before the round), the list's (highest μ − 3σ), the tournament points'
//! (the most players beaten per game so far) and the true strength's (highest θ, the best any
//! rating can do); chance is 1/n. A level favourite is drawn by lot. Tables are counted by the
//! fewest games any of their players had before them. At the end, Kendall τ between the list
//! (μ − 3σ) and the true order, among the players of each band of games played; beside it the τ of
//! μ alone, of points per game and of the best estimate these tables allow (every table at once, with the model
//! they were drawn from and its prior: [`best_estimate`]), the ceiling of any rating on these leagues.
//!
//! **A year of a club** (native and wasm): 300 tournaments of 40 players from a pool of 160, four
//! rounds of ten tables of 4 each, rated through the circuit (identity included) as the app and the
//! command line do; the median and the maximum of several runs.

use crate::circuit::rated;
use crate::circuit::{Held, HeldRound, HeldRow, HeldTable, Rules};
use crate::format::Points;
use crate::table_rating::{self, Game, Round, Skill};

/// A small deterministic generator (the same leagues everywhere).
pub struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 11
    }
    fn unit(&mut self) -> f64 {
        (self.next() as f64 + 0.5) / (1u64 << 53) as f64
    }
    fn below(&mut self, n: usize) -> usize {
        (self.unit() * n as f64) as usize % n.max(1)
    }
    fn normal(&mut self) -> f64 {
        let (u, v) = (self.unit(), self.unit());
        (-2.0 * u.ln()).sqrt() * (2.0 * std::f64::consts::PI * v).cos()
    }
    fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            v.swap(i, self.below(i + 1));
        }
    }
}

/// A table's order drawn from Plackett–Luce with weights e^θ: the seats (indices into `theta`)
/// best first.
fn plackett_luce(rng: &mut Lcg, seats: &[usize], theta: &[f64]) -> Vec<usize> {
    let mut left: Vec<usize> = seats.to_vec();
    let mut order = Vec::with_capacity(seats.len());
    while !left.is_empty() {
        let total: f64 = left.iter().map(|&p| theta[p].exp()).sum();
        let mut x = rng.unit() * total;
        let mut k = left.len() - 1;
        for (i, &p) in left.iter().enumerate() {
            x -= theta[p].exp();
            if x <= 0.0 {
                k = i;
                break;
            }
        }
        order.push(left.remove(k));
    }
    order
}

/// The seat with the highest `key`, a level top drawn by lot.
fn favourite(rng: &mut Lcg, seats: &[usize], key: impl Fn(usize) -> f64) -> usize {
    let best = seats.iter().map(|&p| key(p)).fold(f64::MIN, f64::max);
    let top: Vec<usize> = seats
        .iter()
        .copied()
        .filter(|&p| key(p) >= best - 1e-12)
        .collect();
    top[rng.below(top.len())]
}

/// Kendall τ-a between two scores of the same players (1: the same order).
pub fn kendall(a: &[f64], b: &[f64]) -> f64 {
    let n = a.len();
    if n < 2 {
        return f64::NAN;
    }
    let mut s = 0i64;
    for i in 0..n {
        for j in i + 1..n {
            let x = (a[i] - a[j]).signum() * (b[i] - b[j]).signum();
            s += x as i64;
        }
    }
    s as f64 / (n * (n - 1) / 2) as f64
}

/// The bands tables are counted in: the fewest games any player at the table had before it.
pub const TABLE_BANDS: [(usize, usize); 4] = [(0, 5), (5, 10), (10, 20), (20, usize::MAX)];
/// The bands of games played the list's τ is taken in.
pub const TAU_BANDS: [(usize, usize); 4] = [(5, 10), (10, 20), (20, 35), (35, 51)];

/// What the leagues of one size gave: per table band, tables and wins of each favourite and the
/// sum of 1/n; per τ band, the τ of each league's players there (and of the points' list).
#[derive(Default, Clone)]
pub struct LeagueFigures {
    pub tables: [u64; 4],
    pub chance: [f64; 4],
    /// Wins of the favourite by μ, μ − 3σ, points per game, θ.
    pub wins: [[u64; 4]; 4],
    pub tau: [Vec<f64>; 4],
    pub tau_points: [Vec<f64>; 4],
    pub tau_mu: [Vec<f64>; 4],
    pub tau_best: [Vec<f64>; 4],
    pub games: u64,
}

/// One simulated league of `players`, counted into `f`.
pub fn league(players: usize, seed: u64, f: &mut LeagueFigures) {
    let mut rng = Lcg(seed);
    let theta: Vec<f64> = (0..players).map(|_| rng.normal()).collect();
    let target: Vec<usize> = (0..players).map(|_| 5 + rng.below(46)).collect();
    let mut skills = vec![Skill::new(); players];
    let mut played = vec![0usize; players];
    let mut beaten = vec![0f64; players];
    let mut rounds: Vec<Round> = Vec::new();
    for r in 0..60u32 {
        let mut on: Vec<usize> = (0..players)
            .filter(|&p| played[p] < target[p] && rng.unit() < target[p] as f64 / 60.0)
            .collect();
        rng.shuffle(&mut on);
        let mut tables: Vec<Vec<usize>> = Vec::new();
        while on.len() >= 4 {
            let size = if on.len() >= 5 && rng.below(2) == 1 {
                5
            } else {
                4
            };
            tables.push(on.drain(..size).collect());
        }
        let before = skills.clone();
        let played_before = played.clone();
        let mut games = Vec::new();
        for (k, seats) in tables.iter().enumerate() {
            let band = TABLE_BANDS
                .iter()
                .position(|&(lo, hi)| {
                    let least = seats.iter().map(|&p| played_before[p]).min().unwrap_or(0);
                    least >= lo && least < hi
                })
                .unwrap_or(0);
            let picks = [
                favourite(&mut rng, seats, |p| before[p].mu),
                favourite(&mut rng, seats, |p| before[p].rating()),
                favourite(&mut rng, seats, |p| {
                    if played_before[p] == 0 {
                        0.0
                    } else {
                        beaten[p] / played_before[p] as f64
                    }
                }),
                favourite(&mut rng, seats, |p| theta[p]),
            ];
            let order = plackett_luce(&mut rng, seats, &theta);
            f.tables[band] += 1;
            f.chance[band] += 1.0 / seats.len() as f64;
            for (w, &pick) in picks.iter().enumerate() {
                if pick == order[0] {
                    f.wins[band][w] += 1;
                }
            }
            let place_of = |p: usize| order.iter().position(|&q| q == p).unwrap_or(0) as u32 + 1;
            let now: Vec<Skill> = seats.iter().map(|&p| before[p]).collect();
            let places: Vec<u32> = seats.iter().map(|&p| place_of(p)).collect();
            for (s, new) in seats.iter().zip(table_rating::rate_table(&now, &places)) {
                skills[*s] = new;
            }
            for (&p, &pl) in seats.iter().zip(&places) {
                played[p] += 1;
                beaten[p] += (seats.len() as u32 - pl) as f64;
            }
            f.games += 1;
            games.push(Game {
                table: k as u32 + 1,
                seats: seats.iter().zip(&places).map(|(&p, &pl)| (p, pl)).collect(),
            });
        }
        rounds.push(Round {
            tournament: 0,
            round: r + 1,
            games,
        });
    }
    // The league rated in one call gives the same skills as round by round above.
    let whole = table_rating::rate(players, &rounds);
    assert_eq!(whole.skills, skills, "the suite rates as the circuit does");
    let best = best_estimate(players, &rounds);
    for (b, &(lo, hi)) in TAU_BANDS.iter().enumerate() {
        let group: Vec<usize> = (0..players)
            .filter(|&p| played[p] >= lo && played[p] < hi)
            .collect();
        let list: Vec<f64> = group.iter().map(|&p| skills[p].rating()).collect();
        let points: Vec<f64> = group
            .iter()
            .map(|&p| beaten[p] / played[p].max(1) as f64)
            .collect();
        let truth: Vec<f64> = group.iter().map(|&p| theta[p]).collect();
        let tau = kendall(&list, &truth);
        if tau.is_finite() {
            f.tau[b].push(tau);
            f.tau_points[b].push(kendall(&points, &truth));
            let mu: Vec<f64> = group.iter().map(|&p| skills[p].mu).collect();
            f.tau_mu[b].push(kendall(&mu, &truth));
            let estimate: Vec<f64> = group.iter().map(|&p| best[p]).collect();
            f.tau_best[b].push(kendall(&estimate, &truth));
        }
    }
}

/// The most probable strengths given every table of the league at once (maximum a posteriori): the
/// Plackett–Luce model the orders were drawn from, with its prior θ ~ N(0, 1). Its log-posterior is
/// concave, so Newton steps on each strength in turn, repeated until nothing moves, reach its maximum.
pub fn best_estimate(players: usize, rounds: &[Round]) -> Vec<f64> {
    let orders: Vec<Vec<usize>> = rounds
        .iter()
        .flat_map(|r| &r.games)
        .map(|g| {
            let mut seats = g.seats.clone();
            seats.sort_by_key(|&(_, place)| place);
            seats.into_iter().map(|(p, _)| p).collect()
        })
        .collect();
    let mut theta = vec![0f64; players];
    for _ in 0..200 {
        let mut gradient: Vec<f64> = theta.iter().map(|t| -t).collect();
        let mut curvature = vec![1f64; players];
        for order in &orders {
            // Each place but the last is a choice among the players not yet placed.
            for t in 0..order.len() - 1 {
                let rest = &order[t..];
                let total: f64 = rest.iter().map(|&p| theta[p].exp()).sum();
                gradient[order[t]] += 1.0;
                for &p in rest {
                    let share = theta[p].exp() / total;
                    gradient[p] -= share;
                    curvature[p] += share * (1.0 - share);
                }
            }
        }
        let mut moved = 0f64;
        for p in 0..players {
            let step = gradient[p] / curvature[p];
            theta[p] += step;
            moved = moved.max(step.abs());
        }
        if moved < 1e-9 {
            break;
        }
    }
    theta
}

fn mean(v: &[f64]) -> f64 {
    v.iter().sum::<f64>() / v.len().max(1) as f64
}

fn band_name(lo: usize, hi: usize) -> String {
    if hi == usize::MAX {
        format!("≥ {lo}")
    } else {
        format!("{lo}–{}", hi - 1)
    }
}

/// The leagues' table: per size and band, the share of tables each favourite won.
pub fn leagues(runs: u64) -> String {
    let mut out = String::new();
    for players in [60usize, 200] {
        let mut f = LeagueFigures::default();
        for s in 0..runs {
            league(players, 1000 + s * 7919 + players as u64, &mut f);
        }
        out.push_str(&format!(
            "\n{players} players, {runs} leagues, {} tables\n\
             | fewest games before the table | tables | chance 1/n | rating μ | list μ − 3σ | points per game | true strength | μ ÷ true |\n\
             |---|---|---|---|---|---|---|---|\n",
            f.games
        ));
        for (b, &(lo, hi)) in TABLE_BANDS.iter().enumerate() {
            let n = f.tables[b].max(1) as f64;
            let share = |w: usize| f.wins[b][w] as f64 / n * 100.0;
            out.push_str(&format!(
                "| {} | {} | {:.1} % | {:.1} % | {:.1} % | {:.1} % | {:.1} % | {:.0} % |\n",
                band_name(lo, hi),
                f.tables[b],
                f.chance[b] / n * 100.0,
                share(0),
                share(1),
                share(2),
                share(3),
                share(0) / share(3).max(1e-9) * 100.0
            ));
        }
        out.push_str("| games played at the end | | Kendall τ, list | Kendall τ, μ | Kendall τ, points per game | Kendall τ, best estimate | | |\n");
        for (b, &(lo, hi)) in TAU_BANDS.iter().enumerate() {
            out.push_str(&format!(
                "| {} | | {:.3} | {:.3} | {:.3} | {:.3} | | |\n",
                band_name(lo, hi),
                mean(&f.tau[b]),
                mean(&f.tau_mu[b]),
                mean(&f.tau_points[b]),
                mean(&f.tau_best[b])
            ));
        }
    }
    out
}

/// A year of a club: `tournaments` of 40 players from a pool of 160 (true strengths, Plackett–Luce
/// tables), four rounds of ten tables of 4 each, with names and clubs as a circuit keeps them.
pub fn club_year(tournaments: usize) -> Vec<Held> {
    let mut rng = Lcg(2026);
    let pool = 160;
    let theta: Vec<f64> = (0..pool).map(|_| rng.normal()).collect();
    (0..tournaments)
        .map(|t| {
            let mut ids: Vec<usize> = (0..pool).collect();
            rng.shuffle(&mut ids);
            ids.truncate(40);
            let rows: Vec<HeldRow> = ids
                .iter()
                .enumerate()
                .map(|(k, &p)| {
                    HeldRow::new(
                        &format!("Nome{p}"),
                        &format!("Cognome{p}"),
                        &format!("CLUB {}", p % 12),
                        k as u32 + 1,
                        Points::ZERO,
                    )
                })
                .collect();
            let games = (1..=4)
                .map(|round| {
                    let mut seats: Vec<u32> = (0..40).collect();
                    rng.shuffle(&mut seats);
                    let tables = seats
                        .chunks(4)
                        .enumerate()
                        .map(|(k, c)| {
                            let idx: Vec<usize> = c.iter().map(|&r| ids[r as usize]).collect();
                            let order = plackett_luce(&mut rng, &idx, &theta);
                            HeldTable {
                                table: k as u32 + 1,
                                seats: c
                                    .iter()
                                    .map(|&r| {
                                        let place = order
                                            .iter()
                                            .position(|&p| p == ids[r as usize])
                                            .unwrap_or(0);
                                        [r, place as u32 + 1]
                                    })
                                    .collect(),
                            }
                        })
                        .collect();
                    HeldRound { round, tables }
                })
                .collect();
            let mut h = Held::new(&format!("Serata {:03}", t + 1), rows);
            h.first_round_date = format!("2026-{:02}-{:02}", 1 + t / 28 % 12, 1 + t % 28);
            h.games = games;
            h
        })
        .collect()
}

/// Rates the club's year `runs` times; the median and the maximum in ms, and what it rated.
pub fn time_club_year(runs: usize, now: &dyn Fn() -> f64) -> (f64, f64, usize, usize) {
    let year = club_year(300);
    let rules = Rules::from_json(r#"{"rating": "weng-lin"}"#).expect("rules");
    let mut times = Vec::new();
    let mut rated_players = 0;
    let mut games = 0;
    for _ in 0..runs {
        let t0 = now();
        let list = rated::rate(&rules, &year);
        times.push(now() - t0);
        rated_players = list.rows.len();
        games = list.rows.iter().map(|r| r.games.len()).sum::<usize>();
    }
    times.sort_by(|a, b| a.total_cmp(b));
    (
        times[times.len() / 2],
        times[times.len() - 1],
        rated_players,
        games,
    )
}

/// The year's line: where it ran, the median and maximum.
pub fn club_line(place: &str, runs: usize, now: &dyn Fn() -> f64) -> String {
    let (median, max, players, games) = time_club_year(runs, now);
    format!(
        "a year of a club, 300 tournaments × 40 players ({players} players rated, {games} player-games), {place}: median {median:.1} ms, max {max:.1} ms of {runs}\n"
    )
}
