//! The Othello benchmark's scenarios, shared by the native bench (`benches/othello.rs`) and the wasm
//! runner (`benches/othello_wasm`): both define a root module `engine` re-exporting `draw`, `format`,
//! `model` and `rating`, and pass a millisecond clock.

use crate::engine::draw::spec::DrawMethod;
use crate::engine::format::{othello, FormatKind};
use crate::engine::model::{Phase, Player, Round, SeatResult, Settings, Table, Tournament};
use crate::engine::rating::{
    apply_tournament, games_from_tournament, Category, Config, RatedPlayer, RatingList,
};
use std::fmt::Write;

/// A small deterministic generator (xorshift), so the bench needs no extra crate.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

fn tournament(n: u32, rng: &mut Rng) -> Tournament {
    let mut t = Tournament::new(Settings::new("Bench", FormatKind::OthelloSwiss));
    for id in 1..=n {
        let mut p = Player::new(id, &format!("N{id}"), &format!("P{id}"));
        p.rating = Some(600 + rng.below(1100) as i32);
        t.players.push(p);
    }
    t
}

fn play_round(t: &mut Tournament, rng: &mut Rng) {
    let number = t.rounds.len() as u32 + 1;
    let spec = othello::draw_spec(t, number).expect("spec");
    let DrawMethod::Fixed { tables, byes } = spec.method else {
        panic!("fixed")
    };
    let mut round = Round::new(number, Phase::Qualifying, 0, Vec::new());
    for (k, pair) in tables.iter().enumerate() {
        let mut table = Table::new(k as u32 + 1, pair);
        let win = 33 + rng.below(20) as u32;
        let lose = 64 - win - rng.below(3) as u32;
        let (b, w) = if rng.below(2) == 0 {
            (win, lose)
        } else {
            (lose, win)
        };
        table.seats[0].result = Some(SeatResult::points(b));
        table.seats[1].result = Some(SeatResult::points(w));
        round.tables.push(table);
    }
    round.byes = byes;
    t.rounds.push(round);
}

/// Runs `f` `runs` times; the minimum, median and maximum in milliseconds.
fn time<T>(runs: usize, now: &dyn Fn() -> f64, mut f: impl FnMut() -> T) -> [f64; 3] {
    let mut times: Vec<f64> = (0..runs)
        .map(|_| {
            let start = now();
            std::hint::black_box(f());
            now() - start
        })
        .collect();
    times.sort_by(f64::total_cmp);
    [times[0], times[times.len() / 2], times[times.len() - 1]]
}

fn row(out: &mut String, case: &str, [min, median, max]: [f64; 3], target: &str) {
    let _ = writeln!(
        out,
        "{case:<46} {:>10} {:>10} {:>10} {target:>8}",
        format!("{min:.2} ms"),
        format!("{median:.2} ms"),
        format!("{max:.2} ms"),
    );
}

/// The whole suite; `label` names the platform in the header. Returns the table.
pub fn run(label: &str, now: &dyn Fn() -> f64) -> String {
    let mut out = format!("Othello benchmark [{label}]\n");
    let _ = writeln!(
        out,
        "{:<46} {:>10} {:>10} {:>10} {:>8}",
        "case", "min", "median", "max", "target"
    );
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut big = None;
    for (n, rounds, target) in [
        (300u32, 6u32, "200 ms"),
        (1000, 6, "500 ms"),
        (1001, 8, "500 ms"),
    ] {
        let mut t = tournament(n, &mut rng);
        for _ in 0..rounds {
            play_round(&mut t, &mut rng);
        }
        let next = rounds + 1;
        let pairing = time(7, now, || othello::draw_spec(&t, next).expect("spec"));
        row(
            &mut out,
            &format!("Swiss pairing, {n} players, round {next}"),
            pairing,
            target,
        );
        let standings = time(5, now, || othello::standings(&t, rounds));
        row(
            &mut out,
            &format!("standings, {n} players after {rounds} rounds"),
            standings,
            "-",
        );
        if n == 1000 {
            big = Some(t);
        }
    }
    // The rating update: the 1000-player tournament's 3000 games on a list of 1000 players
    // (a third stable, a third provisional, a third unrated).
    let Some(t) = big else { return out };
    let games = games_from_tournament(&t);
    let players = t
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| RatedPlayer {
            name: format!("{} {}", p.last_name, p.first_name),
            city: String::new(),
            rating: if i % 3 == 2 { None } else { p.rating },
            category: if i % 3 == 0 {
                Category::Stable
            } else {
                Category::Provisional
            },
            games: if i % 3 == 0 { 40 } else { (i % 14) as u32 },
            last_tournament: String::new(),
        })
        .collect();
    let list = RatingList {
        players,
        applied: vec![],
    };
    let config = Config::default();
    let update = time(5, now, || {
        apply_tournament(&list, &games, 6, &config).expect("rated")
    });
    row(
        &mut out,
        &format!("rating update, 1000 players, {} games", games.len()),
        update,
        "50 ms",
    );
    let mut all_up = list.clone();
    all_up.players.iter_mut().for_each(|p| p.rating = None);
    let update = time(5, now, || {
        apply_tournament(&all_up, &games, 6, &config).expect("rated")
    });
    row(
        &mut out,
        "rating update, 1000 unrated players",
        update,
        "50 ms",
    );
    out
}
