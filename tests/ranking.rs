//! The national ranking (the national ranking's rules), computed by hand: the worked examples (576 and ≈ 434.3); a year
//! of tournaments — best N of a category, a tournament under the minimum tables, a Campionato
//! periodico past the 45-round cap, a tournament of another year, a category off the ranking,
//! players level, a player without a national ID listed apart; then the command line's `--json` on
//! backups this test writes, and bad rules refused with their place.
//!
//! The expected totals were computed apart from the program, with 60-digit decimals
//! (V = a × (100 + T) × class × e^(−p/20)), and are compared as shown: 3 decimals rounded down.

use raduno::circuit::standings::{CircuitRow, CircuitStandings, DropWhy};
use raduno::circuit::{compute, Held, HeldRow, Rules};
use raduno::format::{FormatKind, Points};
use raduno::journal::{Event, Journal};
use raduno::model::{Category, Phase, Player, Round, SeatResult, Settings, Table};
use serde_json::Value;
use std::process::Command;

/// A tournament of the year by hand: its category, tables T, planned rounds R, first round's date,
/// and (first name, national ID, place) rows.
fn held(
    name: &str,
    category: Category,
    tables: u32,
    rounds: u32,
    date: &str,
    rows: &[(&str, &str, u32)],
) -> Held {
    let mut h = Held::new(
        name,
        rows.iter()
            .map(|&(first, id, place)| {
                let mut r = HeldRow::new(first, "Rossi", "ROMA", place, Points::ZERO);
                r.national_id = id.to_string();
                r
            })
            .collect(),
    );
    h.category = Some(category);
    h.tables = tables;
    h.rounds = rounds;
    h.first_round_date = date.to_string();
    h
}

fn ranking_2024() -> Rules {
    Rules::from_json(r#"{"ranking": "nazionale", "year": 2024}"#).expect("rules")
}

fn row<'a>(s: &'a CircuitStandings, first: &str) -> &'a CircuitRow {
    s.rows
        .iter()
        .chain(&s.unranked)
        .find(|r| r.first_name == first)
        .unwrap_or_else(|| panic!("{first} not in the standings"))
}

/// The dropped results of a player: (tournament, why).
fn dropped(s: &CircuitStandings, first: &str) -> Vec<(String, DropWhy)> {
    row(s, first)
        .dropped
        .iter()
        .map(|d| {
            (
                s.tournaments[d.tournament].clone(),
                d.why.clone().expect("a reason"),
            )
        })
        .collect()
}

fn counted(s: &CircuitStandings, first: &str) -> Vec<String> {
    row(s, first)
        .counted
        .iter()
        .map(|c| s.tournaments[c.tournament].clone())
        .collect()
}

#[test]
fn the_worked_examples() {
    use Category::TorneoMaster as M;
    let s = compute(
        &ranking_2024(),
        &[held(
            "Master",
            M,
            20,
            3,
            "2024-02-03",
            &[("Anna", "1", 1), ("Bruno", "2", 2)],
        )],
    );
    // 1.2 × 120 × 4 = 576; 480 × e^(−0.1) = 434.32196065726…
    assert_eq!(row(&s, "Anna").total.shown(), "576.000");
    assert_eq!(row(&s, "Anna").total.exact(), "576");
    assert_eq!(row(&s, "Bruno").total.shown(), "434.321");
}

/// The year: Masters M1–M4 valid (N = max(3, ⌊4 × 30 %⌋) = 3), M5 of 5 tables, M6 of 2023, a
/// Campionato of 30 + 30 + 20 rounds (cap 45), an Amichevoli.
fn year() -> Vec<Held> {
    use Category::{Amichevoli, CampionatoPeriodico as C, TorneoMaster as M};
    vec![
        held(
            "M1",
            M,
            20,
            3,
            "2024-01-13",
            &[("Anna", "101", 1), ("Bruno", "102", 2), ("Gino", "", 3)],
        ),
        held(
            "M2",
            M,
            10,
            3,
            "2024-02-10",
            &[("Carla", "103", 1), ("Anna", "101", 2)],
        ),
        held(
            "M3",
            M,
            8,
            3,
            "2024-03-09",
            &[("Anna", "101", 1), ("Carla", "103", 2)],
        ),
        held(
            "M4",
            M,
            12,
            3,
            "2024-04-13",
            &[("Carla", "103", 1), ("Ugo", "107", 2), ("Anna", "101", 3)],
        ),
        held(
            "M5",
            M,
            5,
            3,
            "2024-05-11",
            &[("Anna", "101", 1), ("Ugo", "107", 2)],
        ),
        held(
            "M6",
            M,
            30,
            3,
            "2023-12-16",
            &[("Anna", "101", 1), ("Ugo", "107", 2)],
        ),
        held(
            "C1",
            C,
            40,
            30,
            "2024-01-08",
            &[("Bruno", "102", 1), ("Dario", "104", 2)],
        ),
        held(
            "C2",
            C,
            30,
            30,
            "2024-01-09",
            &[("Bruno", "102", 1), ("Dario", "104", 2)],
        ),
        held(
            "C3",
            C,
            20,
            20,
            "2024-01-10",
            &[
                ("Bruno", "102", 1),
                ("Elena", "105", 2),
                ("Fabio", "106", 2),
            ],
        ),
        held(
            "A1",
            Amichevoli,
            30,
            3,
            "2024-06-01",
            &[("Anna", "101", 1), ("Ugo", "107", 2)],
        ),
    ]
}

#[test]
fn a_year_ranked_against_hand_computed_totals() {
    let s = compute(&ranking_2024(), &year());
    let table: Vec<(&str, &str, Option<u32>, String)> = s
        .rows
        .iter()
        .map(|r| {
            (
                r.first_name.as_str(),
                r.national_id.as_str(),
                r.pos,
                r.total.shown(),
            )
        })
        .collect();
    assert_eq!(
        table,
        [
            // M1 576 + M3 518.4 + M2 398.128463935822…; M4 385.597… past the best 3.
            ("Anna", "101", Some(1), "1492.528".to_string()),
            // M2 528 + M3 390.889764591534… + M4 537.6.
            ("Carla", "103", Some(2), "1456.489".to_string()),
            // M1 434.321960657260… + C1 168 + C2 156; C3 144 past the cap (60 rounds ≥ 45).
            ("Bruno", "102", Some(3), "758.321".to_string()),
            // M4 448 × e^(−0.1) = 405.367163280109… (M5 too few tables, M6 2023, A1 Amichevoli).
            ("Ugo", "107", Some(4), "405.367".to_string()),
            // C1 126.677… + C2 117.628…
            ("Dario", "104", Some(5), "244.306".to_string()),
            // Level 2nd in C3: 120 × e^(−0.1) each, one position shared.
            ("Elena", "105", Some(6), "108.580".to_string()),
            ("Fabio", "106", Some(6), "108.580".to_string()),
        ]
    );
    // Every result on the line, counted or dropped with why.
    assert_eq!(counted(&s, "Anna"), ["M1", "M2", "M3"]);
    assert_eq!(
        dropped(&s, "Anna"),
        [
            (
                "M4".to_string(),
                DropWhy::CategoryLimit {
                    category: Category::TorneoMaster,
                    best: 3
                }
            ),
            (
                "M5".to_string(),
                DropWhy::TooFewTables { tables: 5, min: 6 }
            ),
            ("M6".to_string(), DropWhy::OtherYear { year: Some(2023) }),
            (
                "A1".to_string(),
                DropWhy::CategoryNotRanked {
                    category: Category::Amichevoli
                }
            ),
        ]
    );
    assert_eq!(counted(&s, "Bruno"), ["M1", "C1", "C2"]);
    assert_eq!(
        dropped(&s, "Bruno"),
        [("C3".to_string(), DropWhy::RoundCap { cap: 45 })]
    );
    // The Master past the best 3 still shows its points; those outside the ranking show 0.
    let anna = row(&s, "Anna");
    assert_eq!(
        raduno::circuit::standings::shown(anna.dropped[0].points),
        "385.597"
    );
    assert!(anna.dropped[1..].iter().all(|d| d.points == Points::ZERO));
    assert_eq!(anna.events, 7);
    // Gino has no national ID: listed apart, unranked.
    assert_eq!(s.unranked.len(), 1);
    assert_eq!(s.unranked[0].first_name, "Gino");
    assert_eq!(s.unranked[0].pos, None);
    assert_eq!(s.unranked[0].total.shown(), "413.139");
    // The limits said: Masters best 3 of 4, Campionato up to 45 rounds.
    let info = s.ranking.as_ref().expect("ranking info");
    let master = info
        .limits
        .iter()
        .find(|l| l.category == Category::TorneoMaster)
        .unwrap();
    assert_eq!((master.tournaments, master.best), (4, Some(3)));
    // The same year ranked as 2023 counts only M6.
    let s23 = compute(
        &Rules::from_json(r#"{"ranking": "nazionale", "year": 2023}"#).unwrap(),
        &year(),
    );
    assert_eq!(s23.rows[0].first_name, "Anna");
    assert_eq!(counted(&s23, "Anna"), ["M6"]);
    // 2023 had no round cap: Bruno's three Campionato results of 2024 are "another year" there.
    assert!(dropped(&s23, "Bruno")
        .iter()
        .all(|(_, w)| matches!(w, DropWhy::OtherYear { year: Some(2024) })));
}

#[test]
fn the_order_is_the_same_whatever_the_tournaments_order() {
    let mut held = year();
    let a = compute(&ranking_2024(), &held);
    held.reverse();
    let b = compute(&ranking_2024(), &held);
    let key = |s: &CircuitStandings| -> Vec<(String, Option<u32>, String)> {
        s.rows
            .iter()
            .map(|r| (r.national_id.clone(), r.pos, r.total.exact()))
            .collect()
    };
    assert_eq!(key(&a), key(&b));
}

#[test]
fn bad_ranking_rules_are_refused_with_their_place() {
    let places = |json: &str| -> Vec<String> {
        Rules::from_json(json)
            .unwrap_err()
            .into_iter()
            .map(|e| e.place)
            .collect()
    };
    assert_eq!(
        places(r#"{"ranking": "nazionale", "year": 2018}"#),
        ["year"]
    );
    assert_eq!(places(r#"{"ranking": "nazionale"}"#), ["year"]);
    assert_eq!(
        places(r#"{"ranking": "nazionale", "year": "2024"}"#),
        ["year"]
    );
    assert_eq!(
        places(r#"{"ranking": "mondiale", "year": 2024}"#),
        ["ranking"]
    );
    assert_eq!(
        places(r#"{"points": {"field": "beaten"}, "year": 2024}"#),
        ["year"]
    );
    // The rules read back as they were written.
    let r = ranking_2024();
    assert_eq!(Rules::from_json(&r.to_json()).unwrap(), r);
}

/// A finished Torneo Open of one round: players (first name, national ID, table points) in tables
/// of 4, the first round's date and the national IDs on the players.
fn open_backup(name: &str, date: &str, players: &[(&str, Option<u64>, u32)]) -> String {
    let mut settings = Settings::new(name, FormatKind::Open);
    settings.planned_rounds = Some(1);
    settings.date = date.into();
    settings.category = Some(Category::TorneoOpen);
    settings.round_dates = vec![date.into()];
    let mut j = Journal::new(settings, 1_000);
    for (i, (first, id, _)) in players.iter().enumerate() {
        let mut p = Player::new(i as u32 + 1, first, "Rossi").with_club("ROMA");
        p.national_id = *id;
        j.execute(Event::PlayerAdded { player: p }, 2_000)
            .expect("player");
    }
    let ids: Vec<u32> = (1..=players.len() as u32).collect();
    let mut tables: Vec<Table> = ids
        .chunks(4)
        .enumerate()
        .map(|(k, c)| Table::new(k as u32 + 1, c))
        .collect();
    for tb in &mut tables {
        for seat in &mut tb.seats {
            seat.result = Some(SeatResult::points(players[seat.player as usize - 1].2));
        }
    }
    let round = Round::new(1, Phase::Qualifying, 7, tables);
    j.execute(
        Event::RoundDrawn {
            round,
            conflicts: vec![],
        },
        3_000,
    )
    .expect("round");
    raduno::persist::Saved::new("x".into(), j).to_text()
}

/// `n` players in tables of 4: the named ones lead tables 1, 2, 3 (seats 0, 4, 8), the others are
/// "Pn" with national ID 1000 + n; table points fall with the order, so the places follow it.
fn field(n: usize, named: &[(&'static str, Option<u64>)]) -> Vec<(&'static str, Option<u64>, u32)> {
    (0..n)
        .map(|i| {
            let (name, id) = match named.get(i / 4).filter(|_| i % 4 == 0) {
                Some(&(name, id)) => (name, id),
                None => (
                    &*Box::leak(format!("P{i}").into_boxed_str()),
                    Some(1000 + i as u64),
                ),
            };
            (name, id, (100 - i) as u32)
        })
        .collect()
}

#[test]
fn the_command_line_ranks_backups_with_national_ids_in_json() {
    let dir = std::env::temp_dir().join(format!("raduno-ranking-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    // 24 players in tables of 4: 6 tables, valid; 20 players: 5 tables, too few.
    let six = open_backup(
        "Open di Roma",
        "2024-05-04",
        &field(
            24,
            &[("Anna", Some(101)), ("Bruno", Some(102)), ("Gino", None)],
        ),
    );
    let five = open_backup(
        "Open piccolo",
        "2024-06-01",
        &field(20, &[("Anna", Some(101)), ("Bruno", Some(102))]),
    );
    let a = dir.join("Open di Roma.raduno.json");
    let b = dir.join("Open piccolo.raduno.json");
    std::fs::write(&a, six).expect("write");
    std::fs::write(&b, five).expect("write");
    let rules = dir.join("ranking.json");
    std::fs::write(&rules, r#"{"ranking": "nazionale", "year": 2024}"#).expect("rules");
    let out = Command::new(env!("CARGO_BIN_EXE_raduno"))
        .args([
            "circuit",
            rules.to_str().unwrap(),
            a.to_str().unwrap(),
            b.to_str().unwrap(),
            "--json",
        ])
        .output()
        .expect("run");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let raw = String::from_utf8_lossy(&out.stdout).into_owned();
    let v: Value = serde_json::from_str(&raw).expect("json");
    // Points as shown: 3 decimals rounded down, digit for digit in the JSON.
    for shown in [
        "\"total\": 254.400",
        "\"total\": 191.825",
        "\"total\": 182.470",
        "\"points\": 0.000",
    ] {
        assert!(raw.contains(shown), "{shown} in {raw}");
    }
    let first = &v["standings"][0];
    assert_eq!(first["national_id"], "101");
    assert_eq!(first["first_name"], "Anna");
    assert_eq!(first["pos"], 1);
    // 1.2 × (100 + 6) × 2 = 254.4
    assert_eq!(first["total"].as_f64(), Some(254.4));
    assert_eq!(first["counted"][0]["tournament"], "Open di Roma");
    assert_eq!(first["dropped"][0]["tournament"], "Open piccolo");
    assert_eq!(first["dropped"][0]["why"], "too_few_tables");
    // Bruno 2nd: 212 × e^(−0.1) = 191.825532623623…
    assert_eq!(v["standings"][1]["national_id"], "102");
    assert_eq!(v["standings"][1]["total"].as_f64(), Some(191.825));
    // Gino, 3rd without a national ID, apart.
    let apart = v["unranked"].as_array().expect("unranked");
    assert_eq!(apart.len(), 1);
    assert_eq!(apart[0]["first_name"], "Gino");
    assert_eq!(apart[0]["total"].as_f64(), Some(182.47));
    assert_eq!(v["ranking"]["year"], 2024);
    // The text says why too.
    let text = Command::new(env!("CARGO_BIN_EXE_raduno"))
        .args([
            "circuit",
            rules.to_str().unwrap(),
            a.to_str().unwrap(),
            b.to_str().unwrap(),
            "--lang",
            "it",
        ])
        .output()
        .expect("run");
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(text.contains("meno di 6 tavoli (5)"), "{text}");
    assert!(text.contains("Anna Rossi (101)"), "{text}");
    std::fs::remove_dir_all(&dir).ok();
}
