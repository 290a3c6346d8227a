//! Othello: the FNGO rating (newsletter examples, convergence, loss cap, files, CLI) and the Swiss
//! pairing (properties on generated tournaments, standings, final).

use raduno::draw::spec::DrawMethod;
use raduno::format::othello::{self, Tiebreak};
use raduno::format::FormatKind;
use raduno::format::Points;
use raduno::i18n::{Lang, Localized};
use raduno::model::Seat;
use raduno::model::{Phase, Player, PlayerId, Round, SeatResult, Settings, Table, Tournament};
use raduno::rating::{
    self, apply_tournament, Category, Config, Game, Group, RatedPlayer, RatingError, RatingList,
    Step,
};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use std::collections::{HashMap, HashSet};

// ---------------------------------------------------------------- rating

fn stable(name: &str, rating: i32) -> RatedPlayer {
    RatedPlayer {
        name: name.into(),
        city: String::new(),
        rating: Some(rating),
        category: Category::Stable,
        games: 40,
        last_tournament: String::new(),
    }
}

fn game(round: u32, black: &str, white: &str, b: u32, w: u32) -> Game {
    Game {
        round,
        black: black.into(),
        white: white.into(),
        black_discs: b,
        white_discs: w,
    }
}

fn change<'a>(u: &'a rating::RatingUpdate, name: &str) -> &'a rating::PlayerChange {
    u.players
        .iter()
        .find(|p| p.name == name)
        .unwrap_or_else(|| panic!("{name} not rated"))
}

#[test]
fn newsletter_unrated_example_first_approximation_is_1105() {
    // A, at his first tournament, lost 30–34 to B (1250) and 16–48 to C (1320), and met 5 UPs.
    let list = RatingList {
        players: vec![stable("B", 1250), stable("C", 1320)],
        applied: vec![],
    };
    let mut games = vec![game(1, "A", "B", 30, 34), game(2, "C", "A", 48, 16)];
    for (r, up) in ["U1", "U2", "U3", "U4", "U5"].iter().enumerate() {
        games.push(game(r as u32 + 3, "A", up, 32, 32));
    }
    let u = apply_tournament(&list, &games, 7, &Config::default()).expect("rated");
    let a = change(&u, "A");
    match &a.steps[0] {
        Step::Unrated {
            rated_games, first, ..
        } => assert_eq!((*rated_games, *first), (2, 1105)),
        other => panic!("unexpected step {other:?}"),
    }
    // The UPs who met only A start from 850.
    match &change(&u, "U1").steps[0] {
        Step::Unrated {
            rated_games, first, ..
        } => assert_eq!((*rated_games, *first), (0, 850)),
        other => panic!("unexpected step {other:?}"),
    }
    // Converged: A's rating is his performance against the final estimates (±½ for the rounding),
    // and each U, who drew with A only, ends at A's estimate.
    for up in ["U1", "U5"] {
        assert!(
            (change(&u, up).new - a.new).abs() <= 1,
            "{up} {} vs A {}",
            change(&u, up).new,
            a.new
        );
    }
    // Only A: the UPs drew with him, so he performs as (1250 + 1320 + 5 × A)/7 − 360/7 → A = 1105.
    assert_eq!(a.new, 1105);
}

#[test]
fn newsletter_unrated_example_alone_is_exactly_1105() {
    let list = RatingList {
        players: vec![stable("B", 1250), stable("C", 1320)],
        applied: vec![],
    };
    let games = [game(1, "A", "B", 30, 34), game(2, "C", "A", 48, 16)];
    let u = apply_tournament(&list, &games, 2, &Config::default()).expect("rated");
    let a = change(&u, "A");
    assert_eq!(
        (a.group, a.old, a.new, a.games, a.category),
        (Group::Unrated, None, 1105, 2, Category::Provisional)
    );
}

/// Ratings that fall exactly on a half round half up (the FNGO rating rulebook: "round half up"): one newcomer who
/// drew with 1100 and 1099 performs (1100 + 1099) / 2 = 1099.5 → 1100.
#[test]
fn an_unrated_rating_of_exactly_a_half_rounds_up() {
    let list = RatingList {
        players: vec![stable("R1", 1100), stable("R2", 1099)],
        applied: vec![],
    };
    let games = [game(1, "A", "R1", 32, 32), game(2, "R2", "A", 32, 32)];
    let u = apply_tournament(&list, &games, 2, &Config::default()).expect("rated");
    assert_eq!(change(&u, "A").new, 1100);
}

/// Three newcomers who also met each other: the exact solution is A = 2415/2 = 1207.5,
/// B = 9315/8 = 1164.375, C = 6045/8 = 755.625. Conjugate gradients in `f64` end at
/// 1207.4999999999998 for A, which rounded to 1207; the exact rounding is 1208.
#[test]
fn an_unrated_group_whose_exact_rating_is_a_half_rounds_up() {
    let list = RatingList {
        players: vec![stable("R1", 1210), stable("R2", 1090), stable("R3", 1005)],
        applied: vec![],
    };
    let games = [
        game(1, "A", "R1", 10, 43),
        game(1, "B", "R2", 38, 25),
        game(1, "C", "R3", 10, 48),
        game(2, "A", "R1", 44, 4),
        game(2, "B", "C", 47, 3),
        game(3, "A", "B", 33, 20),
        game(4, "A", "C", 37, 8),
    ];
    let u = apply_tournament(&list, &games, 4, &Config::default()).expect("rated");
    let new = |n: &str| change(&u, n).new;
    assert_eq!((new("A"), new("B"), new("C")), (1208, 1164, 756));
}

/// A fraction for the tests' own exact solver.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Frac(i128, i128);

impl Frac {
    fn new(n: i128, d: i128) -> Frac {
        let (mut a, mut b) = (n.abs(), d.abs());
        while b != 0 {
            (a, b) = (b, a % b);
        }
        let g = a.max(1) * d.signum();
        Frac(n / g, d / g)
    }
    fn sub(self, o: Frac) -> Frac {
        Frac::new(self.0 * o.1 - o.0 * self.1, self.1 * o.1)
    }
    fn mul(self, o: Frac) -> Frac {
        Frac::new(self.0 * o.0, self.1 * o.1)
    }
    fn div(self, o: Frac) -> Frac {
        Frac::new(self.0 * o.1, self.1 * o.0)
    }
    /// ⌊x + ½⌋.
    fn round_half_up(self) -> i128 {
        (2 * self.0 + self.1).div_euclid(2 * self.1)
    }
}

/// Step 1 by the book, independently: the fixed point of PR over the UPs' games, solved by Gaussian
/// elimination in exact fractions (small groups that met rated players only).
fn exact_unrated(list: &RatingList, games: &[Game]) -> HashMap<String, Frac> {
    let rating = |n: &str| {
        list.players
            .iter()
            .find(|p| p.name == n)
            .and_then(|p| p.rating)
    };
    let mut ups: Vec<String> = Vec::new();
    for g in games {
        for n in [&g.black, &g.white] {
            if rating(n).is_none() && !ups.contains(n) {
                ups.push(n.clone());
            }
        }
    }
    let k = ups.len();
    let mut a = vec![vec![Frac(0, 1); k + 1]; k];
    for g in games {
        for (me, opp, mine, theirs) in [
            (&g.black, &g.white, g.black_discs, g.white_discs),
            (&g.white, &g.black, g.white_discs, g.black_discs),
        ] {
            let Some(s) = ups.iter().position(|u| u == me) else {
                continue;
            };
            a[s][s].0 += 1;
            a[s][k].0 += 10 * (i128::from(mine) - i128::from(theirs));
            match rating(opp) {
                Some(r) => a[s][k].0 += i128::from(r),
                None => {
                    let t = ups.iter().position(|u| u == opp).expect("a UP");
                    a[s][t].0 -= 1;
                }
            }
        }
    }
    for c in 0..k {
        let pivot = a[c].clone();
        for row in a.iter_mut().skip(c + 1) {
            let f = row[c].div(pivot[c]);
            for (v, p) in row.iter_mut().zip(&pivot).skip(c) {
                *v = v.sub(f.mul(*p));
            }
        }
    }
    let mut x = vec![Frac(0, 1); k];
    for i in (0..k).rev() {
        let mut v = a[i][k];
        for j in i + 1..k {
            v = v.sub(a[i][j].mul(x[j]));
        }
        x[i] = v.div(a[i][i]);
    }
    ups.into_iter().zip(x).collect()
}

/// Random small tournaments of 1–4 newcomers among rated players: every newcomer's rating is the
/// exact solution rounded half up, including the cases that fall exactly on a half.
#[test]
fn unrated_ratings_are_the_exact_solution_rounded_half_up() {
    let mut rng = StdRng::seed_from_u64(2026);
    let list = RatingList {
        players: vec![stable("R1", 1210), stable("R2", 1090), stable("R3", 1005)],
        applied: vec![],
    };
    let mut halves = 0;
    for case in 0..3000 {
        let ups = ["A", "B", "C", "D"];
        let k = rng.random_range(1..=4);
        let mut games = Vec::new();
        let discs = |rng: &mut StdRng| {
            let a = rng.random_range(0..=64);
            (a, rng.random_range(0..=64 - a))
        };
        for &u in &ups[..k] {
            for _ in 0..rng.random_range(1..=3) {
                let (a, b) = discs(&mut rng);
                let r = ["R1", "R2", "R3"][rng.random_range(0..3)];
                games.push(game(1, u, r, a, b));
            }
        }
        for i in 0..k {
            for j in i + 1..k {
                if rng.random_bool(0.6) {
                    let (a, b) = discs(&mut rng);
                    games.push(game(1, ups[i], ups[j], a, b));
                }
            }
        }
        let u = apply_tournament(&list, &games, 1, &Config::default()).expect("rated");
        for (name, x) in exact_unrated(&list, &games) {
            if x.1 == 2 {
                halves += 1;
            }
            // Step 1's result (feedback from a stable opponent's big gain may come on top).
            let step1 = match change(&u, &name).steps.first() {
                Some(Step::Unrated { rating, .. }) => *rating,
                other => panic!("{name}: {other:?}"),
            };
            assert_eq!(
                i128::from(step1),
                x.round_half_up(),
                "case {case}: {name} = {}/{} in {games:?}",
                x.0,
                x.1
            );
        }
    }
    assert!(halves >= 20, "only {halves} ratings fell on a half");
}

#[test]
fn newsletter_provisional_example_is_1200() {
    // D: 1170 after 10 games; 6 games performing 1250 (six draws against 1250-rated players).
    let mut players = vec![RatedPlayer {
        name: "D".into(),
        city: "Roma".into(),
        rating: Some(1170),
        category: Category::Provisional,
        games: 10,
        last_tournament: "Sep-86".into(),
    }];
    let mut games = Vec::new();
    for k in 1..=6 {
        let name = format!("E{k}");
        players.push(stable(&name, 1250));
        games.push(game(k, "D", &name, 32, 32));
    }
    let list = RatingList {
        players,
        applied: vec![],
    };
    let config = Config {
        tournament_date: "Feb-87".into(),
        ..Config::default()
    };
    let u = apply_tournament(&list, &games, 6, &config).expect("rated");
    let d = change(&u, "D");
    assert_eq!(
        (d.group, d.old, d.new, d.change),
        (Group::Provisional, Some(1170), 1200, Some(30))
    );
    // 16 games: stable from now on.
    assert_eq!((d.games, d.category), (16, Category::Stable));
    let row = u.list.find("d").expect("in the list");
    assert_eq!(
        (row.rating, row.last_tournament.as_str(), row.city.as_str()),
        (Some(1200), "Feb-87", "Roma")
    );
}

#[test]
fn newsletter_stable_example_is_1436() {
    let list = RatingList {
        players: vec![
            stable("A", 1400),
            stable("B", 1200),
            stable("C", 1600),
            stable("D", 1460),
        ],
        applied: vec![],
    };
    let games = [
        game(1, "A", "B", 32, 32),
        game(2, "A", "C", 35, 29),
        game(3, "D", "A", 24, 40),
    ];
    let u = apply_tournament(&list, &games, 3, &Config::default()).expect("rated");
    let a = change(&u, "A");
    assert_eq!((a.old, a.new, a.change), (Some(1400), 1436, Some(36)));
    match &a.steps[..] {
        [Step::Stable { terms, .. }] => {
            assert_eq!(
                (
                    terms.tpe_halves,
                    terms.tvp_milli,
                    terms.sptpe,
                    terms.rating_gap
                ),
                (5, 1415, 22, -60)
            )
        }
        other => panic!("unexpected steps {other:?}"),
    }
    // The steps, as the director reads them.
    use raduno::i18n::{Lang, Localized};
    let it = a.steps[0].text(Lang::It);
    let en = a.steps[0].text(Lang::En);
    assert!(
        it.contains("Stabile") && it.contains("TVP 1.415") && it.contains("1436"),
        "{it}"
    );
    assert!(
        en.contains("Stable") && en.contains("SPTPE 22") && en.contains("+36"),
        "{en}"
    );
    // B drew 32–32 with a player 200 above: ½ × (40 × (0.5 − 0.240) + (0 − (−20))) = 15.2 → +15.
    assert_eq!(change(&u, "B").new, 1215);
}

#[test]
fn newsletter_feedback_example_180_in_6_rounds_gives_15_each() {
    // X (1500) beats six players rated 1500, 52–12 each: ½ × 6 × (40 × 0.5 + 40) = +180.
    let mut players = vec![stable("X", 1500)];
    let mut games = Vec::new();
    for k in 1..=6 {
        let name = format!("O{k}");
        players.push(stable(&name, 1500));
        games.push(game(k, "X", &name, 52, 12));
    }
    let list = RatingList {
        players,
        applied: vec![],
    };
    let u = apply_tournament(&list, &games, 6, &Config::default()).expect("rated");
    assert_eq!(change(&u, "X").change, Some(180));
    for k in 1..=6 {
        let o = change(&u, &format!("O{k}"));
        // Each lost ½ × (40 × (0 − 0.5) + (−40 − 0)) = −30, and gets 90 / 6 = 15 back.
        assert_eq!(o.change, Some(-15), "O{k}");
        assert!(o
            .steps
            .iter()
            .any(|s| matches!(s, Step::Feedback { points: 15, .. })));
    }
    // 179 in 6 rounds would still pass the 60 threshold; 59 would not.
    assert_eq!(rating::feedback_threshold(6, &Config::default()), 60);
    assert_eq!(rating::feedback_threshold(3, &Config::default()), 50);
}

#[test]
fn loss_cap_limits_a_stable_players_loss() {
    // X (1500) loses five games 12–52 to 1500s in 5 rounds: −150, capped at −50.
    let mut players = vec![stable("X", 1500)];
    let mut games = Vec::new();
    for k in 1..=5 {
        let name = format!("O{k}");
        players.push(stable(&name, 1500));
        games.push(game(k, &name, "X", 52, 12));
    }
    let list = RatingList {
        players: players.clone(),
        applied: vec![],
    };
    let u = apply_tournament(&list, &games, 5, &Config::default()).expect("rated");
    let x = change(&u, "X");
    assert_eq!((x.new, x.change), (1450, Some(-50)));
    assert!(x.steps.contains(&Step::LossCap {
        change: -150,
        cap: 50
    }));
    // In a 7-round tournament the cap is 70.
    let list = RatingList {
        players,
        applied: vec![],
    };
    let u = apply_tournament(&list, &games, 7, &Config::default()).expect("rated");
    assert_eq!(change(&u, "X").change, Some(-70));
    // The winners' +30 stays below the feedback threshold and is not capped.
    assert_eq!(change(&u, "O1").change, Some(30));
}

#[test]
fn two_newcomers_alone_average_850() {
    let list = RatingList::default();
    let u = apply_tournament(&list, &[game(1, "A", "B", 40, 24)], 1, &Config::default())
        .expect("rated");
    // A = B + 160 and the pair keeps the mean of 850.
    assert_eq!((change(&u, "A").new, change(&u, "B").new), (930, 770));
}

/// A Swiss tournament of unrated players only, rated: the iteration converges to the fixed point.
#[test]
fn unrated_only_tournament_converges() {
    let mut t = tournament(24, 11);
    play(&mut t, 5, 11);
    let mut games = rating::games_from_tournament(&t);
    let u = apply_tournament(&RatingList::default(), &games, 5, &Config::default()).expect("rated");
    assert_eq!(u.players.len(), 24);
    let new: HashMap<&str, i32> = u.players.iter().map(|p| (p.name.as_str(), p.new)).collect();
    // Fixed point: each rating is the mean of the opponents' + 10 × mean disc difference (to rounding).
    let mut weighted = 0i64;
    let mut count = 0i64;
    for p in &u.players {
        let mine: Vec<(i32, i64)> = games
            .iter()
            .filter_map(|g| {
                if g.black == p.name {
                    Some((
                        new[g.white.as_str()],
                        i64::from(g.black_discs) - i64::from(g.white_discs),
                    ))
                } else if g.white == p.name {
                    Some((
                        new[g.black.as_str()],
                        i64::from(g.white_discs) - i64::from(g.black_discs),
                    ))
                } else {
                    None
                }
            })
            .collect();
        let n = mine.len() as f64;
        let pr = mine
            .iter()
            .map(|&(r, d)| f64::from(r) + 10.0 * d as f64)
            .sum::<f64>()
            / n;
        assert!(
            (pr - f64::from(p.new)).abs() <= 1.0,
            "{}: {} vs performance {pr}",
            p.name,
            p.new
        );
        weighted += i64::from(p.new) * mine.len() as i64;
        count += mine.len() as i64;
        assert!(matches!(
            p.steps[0],
            Step::Unrated {
                rated_games: 0,
                first: 850,
                ..
            }
        ));
    }
    // The games-weighted mean stays at 850 (to rounding).
    assert!(
        (weighted as f64 / count as f64 - 850.0).abs() <= 0.5,
        "mean {}",
        weighted as f64 / count as f64
    );
    // The order of the games does not matter.
    games.reverse();
    let again =
        apply_tournament(&RatingList::default(), &games, 5, &Config::default()).expect("rated");
    let again: HashMap<&str, i32> = again
        .players
        .iter()
        .map(|p| (p.name.as_str(), p.new))
        .collect();
    assert_eq!(new, again);
}

#[test]
fn a_tournament_cannot_be_applied_twice() {
    let list = RatingList {
        players: vec![stable("A", 1400), stable("B", 1200)],
        applied: vec![],
    };
    let games = [game(1, "A", "B", 40, 24)];
    let u = apply_tournament(&list, &games, 1, &Config::default()).expect("rated");
    assert_eq!(u.list.applied, vec![u.key.clone()]);
    match apply_tournament(&u.list, &games, 1, &Config::default()) {
        Err(RatingError::AlreadyApplied { key }) => assert_eq!(key, u.key),
        other => panic!("expected AlreadyApplied, got {other:?}"),
    }
    // Also after a CSV round trip.
    let back = RatingList::from_csv(&u.list.to_csv()).expect("csv");
    assert!(matches!(
        apply_tournament(&back, &games, 1, &Config::default()),
        Err(RatingError::AlreadyApplied { .. })
    ));
    // A different tournament is fine.
    assert!(apply_tournament(&u.list, &[game(1, "A", "B", 30, 34)], 1, &Config::default()).is_ok());
}

#[test]
fn bad_games_are_refused_with_their_row() {
    let list = RatingList::default();
    let err = apply_tournament(
        &list,
        &[game(1, "A", "B", 40, 24), game(2, "A", "B", 40, 25)],
        2,
        &Config::default(),
    );
    let text = |err: Result<rating::RatingUpdate, RatingError>, lang| match err {
        Err(e) => e.text(lang),
        Ok(_) => panic!("accepted"),
    };
    assert_eq!(
        text(err.clone(), Lang::It),
        "Partita 2: 40 + 25 pedine superano 64"
    );
    assert_eq!(text(err, Lang::En), "Game 2: 40 + 25 discs exceed 64");
    let err = apply_tournament(&list, &[game(3, "A", "B", 40, 24)], 2, &Config::default());
    assert_eq!(text(err, Lang::It), "Partita 1: turno 3 fuori da 1..2");
    let err = apply_tournament(&list, &[game(1, "A", " a ", 40, 24)], 2, &Config::default());
    assert_eq!(
        text(err, Lang::It),
        "Partita 1: un giocatore contro sé stesso"
    );
    let err = apply_tournament(&list, &[game(1, "A", " ", 40, 24)], 2, &Config::default());
    assert_eq!(text(err, Lang::En), "Game 1: a player's name is missing");
    let err = apply_tournament(&list, &[], 2, &Config::default());
    assert_eq!(text(err, Lang::It), "Nessuna partita da valutare");
    let err = apply_tournament(&list, &[game(1, "A", "B", 40, 24)], 0, &Config::default());
    assert_eq!(
        text(err, Lang::En),
        "The number of rounds must be at least 1"
    );
}

fn newsletter() -> String {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../shared/seeds/002_bf8ba117ded899b8.txt"
    );
    std::fs::read_to_string(path).expect("the newsletter seed")
}

/// The newsletter's rating list ("NOME RATING CAT. PART DATA ULTIMO TORNEO"), as CSV.
fn newsletter_list_csv() -> String {
    let mut csv = String::from("nome;città;rating;cat;part;data ultimo torneo\n");
    for line in newsletter().lines() {
        let cells: Vec<&str> = line.split('\t').map(str::trim).collect();
        if cells.len() == 6
            && cells[0]
                .split_once(' ')
                .is_some_and(|(n, _)| n.parse::<u32>().is_ok())
        {
            let name = cells[0].split_once(' ').map_or("", |(_, n)| n);
            let city = cells[1].trim_start_matches('-').trim();
            csv.push_str(&format!(
                "{name};{city};{};{};{};{}\n",
                cells[2], cells[3], cells[4], cells[5]
            ));
        }
    }
    csv
}

#[test]
fn the_newsletter_rating_list_imports_and_round_trips() {
    let list = RatingList::from_csv(&newsletter_list_csv()).expect("list");
    assert_eq!(list.players.len(), 67);
    let brusca = list.find("Brusca Augusto").expect("Brusca");
    assert_eq!(
        (brusca.rating, brusca.category, brusca.city.as_str()),
        (Some(1639), Category::Stable, "Roma")
    );
    let pedroli = list.find("Pedrolì Roberto").expect("Pedrolì");
    assert_eq!(
        (
            pedroli.rating,
            pedroli.category,
            pedroli.games,
            pedroli.last_tournament.as_str()
        ),
        (Some(1170), Category::Provisional, 11, "Sep-86")
    );
    // CSV and xlsx round trips, also with a city holding a comma, quotes and a line break (the CSV
    // reader once split lines before quotes, so such a field did not read back).
    assert_eq!(RatingList::from_csv(&list.to_csv()).expect("csv"), list);
    let mut odd = list.clone();
    odd.players[0].city = "Reggio, \"RC\"\nCalabria".to_string();
    assert_eq!(RatingList::from_csv(&odd.to_csv()).expect("csv"), odd);
    let bytes = list.to_xlsx().expect("xlsx");
    assert_eq!(RatingList::from_xlsx(&bytes).expect("xlsx back"), list);
}

#[test]
fn bad_list_cells_name_row_and_column() {
    let err =
        RatingList::from_csv("name,rating,category,games\nA,1400,S,20\nB,14x0,S,3\n").unwrap_err();
    assert!(
        matches!(&err, RatingError::File { line: 3, column, .. } if column == "rating"),
        "{err:?}"
    );
    let err = RatingList::from_csv("name,rating,category,games\nA,1400,Q,20\n").unwrap_err();
    assert!(
        matches!(&err, RatingError::File { line: 2, column, .. } if column == "category"),
        "{err:?}"
    );
    assert_eq!(
        err.text(Lang::It),
        "Riga 2, colonna «category»: categoria «Q»: attesa S o P"
    );
    let err = RatingList::from_csv("name,rating\nA,1400\na,1300\n").unwrap_err();
    assert!(matches!(err, RatingError::DuplicatePlayer { .. }));
    assert_eq!(
        err.text(Lang::It),
        "Il giocatore «a» compare due volte nella lista"
    );
    let err = RatingList::from_csv("rating\n1400\n").unwrap_err();
    assert_eq!(
        err.text(Lang::En),
        "Row 1, column \"name\": the name column is missing"
    );
    // Empty rating = unrated; quoted names with commas.
    let l =
        RatingList::from_csv("name,rating,category,games\n\"Rossi, Mario\",,P,0\n").expect("list");
    assert_eq!(
        (l.players[0].name.as_str(), l.players[0].rating),
        ("Rossi, Mario", None)
    );
}

// ---------------------------------------------------------------- Swiss

/// `n` players with ratings (some unrated), names "Cognome Nome".
fn tournament(n: u32, seed: u64) -> Tournament {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut t = Tournament::new(Settings::new("Swiss", FormatKind::OthelloSwiss));
    for id in 1..=n {
        let mut p = Player::new(id, &format!("N{id}"), &format!("P{id}"));
        p.rating = if rng.random_bool(0.2) {
            None
        } else {
            Some(rng.random_range(700..1700))
        };
        t.players.push(p);
    }
    t
}

fn strength(t: &Tournament, id: PlayerId) -> f64 {
    f64::from(t.player(id).and_then(|p| p.rating).unwrap_or(1000))
}

/// Draws and plays `rounds` more rounds with random results (the stronger player wins more often).
fn play(t: &mut Tournament, rounds: u32, seed: u64) {
    let mut rng = StdRng::seed_from_u64(seed);
    for _ in 0..rounds {
        let number = t.rounds.len() as u32 + 1;
        let spec = othello::draw_spec(t, number).expect("draw spec");
        let DrawMethod::Fixed { tables, byes } = spec.method else {
            panic!("fixed tables expected")
        };
        let mut round = Round::new(number, Phase::Qualifying, 0, Vec::new());
        for (k, pair) in tables.iter().enumerate() {
            let mut table = Table::new(k as u32 + 1, pair);
            let p_black =
                1.0 / (1.0 + 10f64.powf((strength(t, pair[1]) - strength(t, pair[0])) / 400.0));
            let empties = rng.random_range(0..3);
            let (b, w) = if rng.random_bool(0.04) {
                (32 - empties, 32)
            } else {
                let win = rng.random_range(33..=52);
                let lose = 64 - win - empties;
                if rng.random_bool(p_black) {
                    (win, lose)
                } else {
                    (lose, win)
                }
            };
            table.seats[0].result = Some(SeatResult::points(b));
            table.seats[1].result = Some(SeatResult::points(w));
            round.tables.push(table);
        }
        round.byes = byes;
        t.rounds.push(round);
    }
}

/// Minimum number of rematches any pairing of `players` (with the bye chosen among `bye_candidates`)
/// needs, by exhaustive search (small `players` only).
fn min_rematches(players: &[PlayerId], met: &HashSet<(PlayerId, PlayerId)>) -> usize {
    fn go(rest: &mut Vec<PlayerId>, met: &HashSet<(PlayerId, PlayerId)>, bye_left: bool) -> usize {
        if rest.is_empty() {
            return 0;
        }
        let mut best = usize::MAX;
        if bye_left && rest.len() % 2 == 1 {
            for i in 0..rest.len() {
                let p = rest.remove(i);
                best = best.min(go(rest, met, false));
                rest.insert(i, p);
            }
            return best;
        }
        let p = rest.remove(0);
        for i in 0..rest.len() {
            let q = rest.remove(i);
            let cost = usize::from(met.contains(&(p, q)));
            best = best.min(cost + go(rest, met, bye_left));
            rest.insert(i, q);
        }
        rest.insert(0, p);
        best
    }
    go(&mut players.to_vec(), met, true)
}

#[derive(Default, Debug)]
struct Stats {
    pairs: usize,
    rematches: usize,
    floats: usize,
    groups: usize,
    colour_off_by_2: usize,
    seated: usize,
}

/// Plays `rounds` rounds of an `n`-player Swiss and checks the pairing of every round.
fn check_swiss(n: u32, rounds: u32, seed: u64) -> Stats {
    let mut t = tournament(n, seed);
    let mut stats = Stats::default();
    let mut met: HashSet<(PlayerId, PlayerId)> = HashSet::new();
    let mut balance: HashMap<PlayerId, i32> = HashMap::new();
    let mut byes: HashMap<PlayerId, u32> = HashMap::new();
    for r in 1..=rounds {
        let scores: HashMap<PlayerId, Points> = othello::tiebreaks(&t, r - 1)
            .into_iter()
            .map(|x| (x.player, x.points))
            .collect();
        let score = |p: PlayerId| scores.get(&p).copied().unwrap_or(Points::ZERO);
        play(&mut t, 1, seed * 100 + u64::from(r));
        let round = &t.rounds[r as usize - 1];
        // Everyone seated exactly once (a table or the bye).
        let mut seen: Vec<PlayerId> = round.players().chain(round.byes.iter().copied()).collect();
        seen.sort_unstable();
        assert_eq!(
            seen,
            (1..=n).collect::<Vec<_>>(),
            "round {r}: everyone exactly once"
        );
        assert_eq!(round.byes.len(), (n % 2) as usize);
        // The bye goes to a player with the fewest byes so far.
        for b in &round.byes {
            let fewest = (1..=n)
                .map(|p| byes.get(&p).copied().unwrap_or(0))
                .min()
                .unwrap_or(0);
            assert_eq!(
                byes.get(b).copied().unwrap_or(0),
                fewest,
                "round {r}: bye to {b}"
            );
            *byes.entry(*b).or_default() += 1;
        }
        // Rematches only when unavoidable.
        let rematches = round
            .tables
            .iter()
            .filter(|tb| met.contains(&(tb.seats[0].player, tb.seats[1].player)))
            .count();
        if rematches > 0 {
            assert!(
                n <= 12,
                "round {r}: {rematches} rematches in a {n}-player tournament"
            );
            let players: Vec<PlayerId> = (1..=n).collect();
            assert_eq!(
                rematches,
                min_rematches(&players, &met),
                "round {r}: avoidable rematch"
            );
        }
        stats.rematches += rematches;
        // Score groups: pairs between different scores.
        let groups: HashSet<Points> = (1..=n).map(score).collect();
        stats.groups += groups.len();
        // Tables from the top score group down.
        let tops: Vec<Points> = round
            .tables
            .iter()
            .map(|tb| score(tb.seats[0].player).max(score(tb.seats[1].player)))
            .collect();
        assert!(
            tops.windows(2).all(|w| w[0] >= w[1]),
            "round {r}: tables not by score group"
        );
        let mut floats = 0;
        for tb in &round.tables {
            let (b, w) = (tb.seats[0].player, tb.seats[1].player);
            met.insert((b, w));
            met.insert((w, b));
            stats.pairs += 1;
            if score(b) != score(w) {
                floats += 1;
            }
            *balance.entry(b).or_default() += 1;
            *balance.entry(w).or_default() -= 1;
        }
        // Colours: within ±2 always in a real Swiss (n ≥ 16), ±3 near a round robin.
        let limit = if n >= 16 { 2 } else { 3 };
        for (p, bal) in &balance {
            assert!(
                bal.abs() <= limit,
                "round {r}: player {p} colour balance {bal}"
            );
            if bal.abs() >= 2 {
                stats.colour_off_by_2 += 1;
            }
        }
        // At most one pair crosses each score-group boundary (n ≥ 16; near a round robin the
        // no-rematch rule comes first).
        if n >= 16 {
            assert!(
                floats <= groups.len(),
                "round {r}: {floats} floats for {} score groups",
                groups.len()
            );
        }
        stats.floats += floats;
        stats.seated += n as usize;
    }
    stats
}

#[test]
fn swiss_pairing_properties_on_generated_tournaments() {
    for (n, rounds) in [
        (8, 7),
        (8, 9),
        (9, 9),
        (10, 11),
        (12, 8),
        (16, 7),
        (31, 7),
        (64, 9),
        (101, 9),
        (300, 7),
    ] {
        for seed in 1..=3 {
            let s = check_swiss(n, rounds, seed);
            println!("{n} players, {rounds} rounds, seed {seed}: {s:?}");
            if n >= 16 {
                assert_eq!(
                    s.rematches, 0,
                    "{n} players: no rematch needed with so few rounds (Dirac)"
                );
                // Colours within one of balance for at least 90% of the player-rounds.
                assert!(s.colour_off_by_2 * 10 <= s.seated, "{n} players: {s:?}");
            }
        }
    }
}

#[test]
fn swiss_pairing_is_reproducible_and_does_not_depend_on_the_round_being_redrawn() {
    let mut t = tournament(40, 5);
    play(&mut t, 3, 5);
    let a = othello::draw_spec(&t, 4).expect("spec");
    let b = othello::draw_spec(&t, 4).expect("spec");
    assert_eq!(a, b);
    // Redrawing round 3 uses only rounds 1 and 2.
    let mut t2 = t.clone();
    t2.rounds.truncate(2);
    assert_eq!(othello::draw_spec(&t, 3), othello::draw_spec(&t2, 3));
}

#[test]
fn draw_spec_refuses_rounds_out_of_order_and_incomplete_rounds() {
    use raduno::format::PhaseError;
    let mut t = tournament(6, 1);
    assert!(matches!(
        othello::draw_spec(&t, 2),
        Err(PhaseError::RoundOutOfOrder { next: 1, got: 2 })
    ));
    play(&mut t, 1, 1);
    t.rounds[0].tables[1].seats[0].result = None;
    assert!(matches!(
        othello::draw_spec(&t, 2),
        Err(PhaseError::PreviousIncomplete { round: 1 })
    ));
    t.settings.planned_rounds = Some(1);
    assert!(matches!(
        othello::draw_spec(&t, 2),
        Err(PhaseError::TournamentOver { rounds: 1 })
    ));
    let mut one = tournament(1, 1);
    assert!(matches!(
        othello::draw_spec(&one, 1),
        Err(PhaseError::NotEnoughPlayers { .. })
    ));
    one.players[0].participating = false;
    let err = othello::draw_spec(&one, 1).map(|_| ()).unwrap_err();
    assert_eq!(
        err.text(Lang::It),
        "Turno 1: servono 2 giocatori in gara, ce ne sono 0"
    );
}

fn seat(player: PlayerId, discs: u32) -> Seat {
    Seat {
        player,
        result: Some(SeatResult::points(discs)),
    }
}

fn game_table(number: u32, black: (PlayerId, u32), white: (PlayerId, u32)) -> Table {
    let mut t = Table::new(number, &[black.0, white.0]);
    t.seats = vec![seat(black.0, black.1), seat(white.0, white.1)];
    t
}

/// Four players, two rounds and a bye-free schedule, worked by hand.
#[test]
fn standings_by_points_buchholz_and_disc_difference() {
    let mut t = tournament(5, 9);
    // Round 1: 1–2 34–30, 3–4 32–32, 5 bye. Round 2: 5–1 40–24, 2–3 20–44, 4 bye.
    let mut r1 = Round::new(
        1,
        Phase::Qualifying,
        0,
        vec![
            game_table(1, (1, 34), (2, 30)),
            game_table(2, (3, 32), (4, 32)),
        ],
    );
    r1.byes = vec![5];
    let mut r2 = Round::new(
        2,
        Phase::Qualifying,
        0,
        vec![
            game_table(1, (5, 40), (1, 24)),
            game_table(2, (2, 20), (3, 44)),
        ],
    );
    r2.byes = vec![4];
    t.rounds = vec![r1, r2];
    // Points: 1: 2, 2: 0, 3: 1 + 2 = 3, 4: 1 + 2 = 3, 5: 2 + 2 = 4.
    // Buchholz: 1: 0 + 4 = 4, 2: 2 + 3 = 5, 3: 3 + 0 = 3, 4: 3, 5: 2.
    // Discs: 1: +4 − 16 = −12, 2: −4 − 24 = −28, 3: 0 + 24 = 24, 4: 0, 5: +16.
    let rows: Vec<(PlayerId, i64, i32, i32)> = othello::tiebreaks(&t, 2)
        .iter()
        .map(|r| {
            (
                r.player,
                r.points.numerator(),
                r.buchholz,
                r.disc_difference,
            )
        })
        .collect();
    assert_eq!(
        rows,
        vec![
            (5, 4, 2, 16),
            (3, 3, 3, 24),
            (4, 3, 3, 0),
            (1, 2, 4, -12),
            (2, 0, 5, -28)
        ]
    );
    let s = othello::standings(&t, 2);
    let pos: Vec<(u32, PlayerId)> = s.rows.iter().map(|r| (r.pos, r.player)).collect();
    assert_eq!(pos, vec![(1, 5), (2, 3), (3, 4), (4, 1), (5, 2)]);
    assert_eq!(
        s.rows[0].rounds,
        vec![Some(Points::from_int(2)), Some(Points::from_int(2))]
    );
    assert_eq!(s.rows[0].wins, 2);
    assert_eq!(
        s.rows[3].rounds,
        vec![Some(Points::from_int(2)), Some(Points::ZERO)]
    );
    // After round 1 only: 1 and 5 lead with 2 points; 1 has Buchholz 0 (2 lost), 5 has none (bye).
    // After round 1: 1 and 5 have 2 points and Buchholz 0 (2 lost its game; a bye adds nothing);
    // 1 is ahead on discs (+4 against 0).
    let s1 = othello::standings(&t, 1);
    let top: Vec<(u32, PlayerId)> = s1.rows.iter().take(2).map(|r| (r.pos, r.player)).collect();
    assert_eq!(top, vec![(1, 1), (2, 5)]);
    // 3 and 4 drew 32–32: level on everything, they share third place.
    assert_eq!((s1.rows[2].pos, s1.rows[3].pos), (3, 3));
    // Seat points through the format dispatcher.
    let r = &t.rounds[0];
    assert_eq!(
        raduno::format::seat_points(&t, r, &r.tables[1]).expect("points"),
        vec![Points::from_int(1); 2]
    );
}

/// The newsletter's "Classifica finale Torneo Master" of the 2nd Milan Open: points, then Buchholz.
#[test]
fn newsletter_master_standings_order_points_then_buchholz() {
    // (name, points, Buchholz; the newsletter omits it where points alone decide).
    let table = [
        ("Brusca", 18, 0),
        ("Marconi", 16, 114),
        ("Piau", 16, 104),
        ("Puget", 14, 0),
        ("Ghirardato", 12, 115),
        ("Daunas", 12, 98),
        ("Pettini", 12, 92),
        ("Puzzo", 10, 112),
        ("Militello", 10, 100),
        ("Pellegrini", 10, 98),
        ("Peres", 8, 0),
        ("Privitera", 6, 88),
        ("Merkle", 6, 86),
        ("Bischoff", 6, 84),
        ("Scabbia", 4, 0),
    ];
    let mut rows: Vec<Tiebreak> = table
        .iter()
        .enumerate()
        .map(|(i, &(_, p, b))| Tiebreak {
            player: i as u32 + 1,
            points: Points::from_int(p),
            buchholz: b,
            disc_difference: 0,
        })
        .collect();
    rows.reverse();
    rows.sort_by(othello::compare);
    let order: Vec<&str> = rows
        .iter()
        .map(|r| table[r.player as usize - 1].0)
        .collect();
    assert_eq!(order, table.iter().map(|r| r.0).collect::<Vec<_>>());
}

/// The Milan Open final: Brusca–Marconi 32–32, then Brusca won 39–25 (best of 2).
#[test]
fn final_between_the_top_two() {
    let mut t = tournament(4, 3);
    let mut r1 = Round::new(
        1,
        Phase::Qualifying,
        0,
        vec![
            game_table(1, (1, 40), (2, 24)),
            game_table(2, (3, 34), (4, 30)),
        ],
    );
    r1.byes = vec![];
    let r2 = Round::new(
        2,
        Phase::Qualifying,
        0,
        vec![
            game_table(1, (3, 33), (1, 31)),
            game_table(2, (4, 35), (2, 29)),
        ],
    );
    t.rounds = vec![r1, r2];
    // 3 has 4 points, 1 and 4 have 2 (Buchholz: 1 → 4 + 0 = 4, 4 → 2 + 0... ), so the final is 3 against 1.
    let top: Vec<PlayerId> = othello::tiebreaks(&t, 2).iter().map(|r| r.player).collect();
    let spec = othello::final_spec(&t, 2).expect("final");
    assert_eq!(spec.phase, Phase::Final);
    let DrawMethod::Fixed { tables, .. } = &spec.method else {
        panic!("fixed")
    };
    assert_eq!(tables, &vec![vec![top[0], top[1]]]);
    let err = othello::final_spec(&t, 4).map(|_| ()).unwrap_err();
    assert_eq!(
        err.text(Lang::It),
        "Turno 3: la finale si gioca al meglio di 2 o 3 partite, non 4"
    );
    // Game 1: a draw; colours swap for game 2.
    t.rounds.push(Round::new(
        3,
        Phase::Final,
        0,
        vec![game_table(1, (top[0], 32), (top[1], 32))],
    ));
    assert_eq!(othello::final_result(&t, 2), None);
    let DrawMethod::Fixed { tables, .. } = othello::final_spec(&t, 2).expect("game 2").method
    else {
        panic!("fixed")
    };
    assert_eq!(tables, vec![vec![top[1], top[0]]]);
    t.rounds.push(Round::new(
        4,
        Phase::Final,
        0,
        vec![game_table(1, (top[1], 25), (top[0], 39))],
    ));
    let result = othello::final_result(&t, 2).expect("decided");
    assert_eq!(
        (result.winner, result.runner_up, result.points, result.discs),
        (top[0], top[1], (3, 1), (71, 57))
    );
    let err = othello::final_spec(&t, 2).map(|_| ()).unwrap_err();
    assert_eq!(err.text(Lang::It), "Turno 5: la finale è già decisa");
    // Best of 3 after a win each is not decided yet.
    let mut t3 = t.clone();
    t3.rounds[3] = Round::new(
        4,
        Phase::Final,
        0,
        vec![game_table(1, (top[1], 39), (top[0], 25))],
    );
    t3.rounds[2] = Round::new(
        3,
        Phase::Final,
        0,
        vec![game_table(1, (top[0], 39), (top[1], 25))],
    );
    assert_eq!(othello::final_result(&t3, 3), None);
    assert!(othello::final_spec(&t3, 3).is_ok());
}

/// A small Swiss tournament played through the engine, then applied to a rating list.
#[test]
fn a_swiss_tournament_applied_to_the_newsletter_list() {
    let list = RatingList::from_csv(&newsletter_list_csv()).expect("list");
    let mut t = tournament(16, 21);
    // Eight players of the list, by "Cognome Nome", the rest newcomers.
    for (p, name) in t.players.iter_mut().zip([
        "Brusca Augusto",
        "Ghirardato Paolo",
        "Marconi Francesco",
        "Puzzo Luigi",
        "Pedrolì Roberto",
        "Gentilini Mirko",
        "Scabbia Nicola",
        "Annunziata Ciro",
    ]) {
        let (last, first) = name.split_once(' ').unwrap_or((name, ""));
        p.last_name = last.into();
        p.first_name = first.into();
        p.rating = list.find(name).and_then(|r| r.rating);
    }
    play(&mut t, 5, 21);
    let games = rating::games_from_tournament(&t);
    assert_eq!(games.len(), 40);
    let u = apply_tournament(
        &list,
        &games,
        5,
        &Config {
            tournament_date: "Mar-87".into(),
            ..Config::default()
        },
    )
    .expect("rated");
    assert_eq!(u.players.len(), 16);
    assert_eq!(u.list.players.len(), 67 + 8);
    for p in &u.players {
        assert_eq!(p.games_played, 5, "{}", p.name);
        if p.group == Group::Established {
            assert!(
                p.change.unwrap_or(0) >= -50,
                "{} lost more than the cap",
                p.name
            );
        }
    }
    // Annunziata Ciro had 14 games: 19 now, stable.
    let ciro = u.list.find("Annunziata Ciro").expect("Ciro");
    assert_eq!(
        (ciro.games, ciro.category, ciro.last_tournament.as_str()),
        (19, Category::Stable, "Mar-87")
    );
    // Players who did not play are unchanged.
    assert_eq!(
        u.list.find("Peccerillo Vincenzo"),
        list.find("Peccerillo Vincenzo")
    );
}
