//! Circuits (the circuits' rules), computed by hand: a table of points with ties over a place, "beaten" and
//! "percent" on fields of different sizes, best N dropping the right results, a weight, the minimum,
//! the order's tie-breaks, a candidate pair merged and kept apart, national IDs; then the command line
//! on workbooks and backups this test writes, and bad input refused with its place.

mod io_support;

use raduno::circuit::identity::{Decision, Likeness};
use raduno::circuit::standings::{compute, CircuitRow, CircuitStandings};
use raduno::circuit::{Circuit, CircuitError, Held, HeldRow, Member, Rules};
use raduno::format::FormatKind;
use raduno::format::{self, Points};
use raduno::i18n::{Lang, Localized};
use raduno::journal::{Event, Journal};
use raduno::model::{Phase, Player, Round, SeatResult, Settings, Table, Tournament};
use raduno_files as rio;
use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicUsize, Ordering};

/// A tournament's final standings by hand: (first, last, club, place).
fn held(name: &str, rows: &[(&str, &str, &str, u32)]) -> Held {
    Held::new(
        name,
        rows.iter()
            .map(|&(f, l, c, p)| HeldRow::new(f, l, c, p, Points::ZERO))
            .collect(),
    )
}

fn rules(json: &str) -> Rules {
    Rules::from_json(json).unwrap_or_else(|e| panic!("{e:?}"))
}

fn row<'a>(s: &'a CircuitStandings, first: &str) -> &'a CircuitRow {
    s.rows
        .iter()
        .chain(&s.unranked)
        .find(|r| r.first_name == first)
        .unwrap_or_else(|| panic!("{first} not in the standings"))
}

/// (name, position, total as shown) of the ranked rows.
fn table(s: &CircuitStandings) -> Vec<(String, Option<u32>, String)> {
    s.rows
        .iter()
        .map(|r| (r.first_name.clone(), r.pos, r.total.shown()))
        .collect()
}

#[test]
fn a_table_of_points_shares_places_among_players_level() {
    // Five players; Bruno and Carla level 2nd share places 2 and 3; Dario, Elena, Fabio level 4th
    // share places 4, 5 and 6, the last past the table's end (0).
    let t = held(
        "Serata 1",
        &[
            ("Anna", "A", "X", 1),
            ("Bruno", "B", "X", 2),
            ("Carla", "C", "X", 2),
            ("Dario", "D", "X", 4),
            ("Elena", "E", "X", 4),
            ("Fabio", "F", "X", 4),
        ],
    );
    let s = compute(
        &rules(r#"{"points": {"table": [25, 18, 15, 12, 10]}}"#),
        &[t],
    );
    assert_eq!(
        table(&s),
        vec![
            ("Anna".into(), Some(1), "25.000".into()),
            // (18 + 15) / 2
            ("Bruno".into(), Some(2), "16.500".into()),
            ("Carla".into(), Some(2), "16.500".into()),
            // (12 + 10 + 0) / 3 = 7.333…, rounded down
            ("Dario".into(), Some(4), "7.333".into()),
            ("Elena".into(), Some(4), "7.333".into()),
            ("Fabio".into(), Some(4), "7.333".into()),
        ]
    );
    assert_eq!(row(&s, "Dario").total.exact(), "22/3");
    assert_eq!(row(&s, "Dario").counted[0].place, 4);
}

#[test]
fn beaten_and_percent_on_fields_of_different_sizes() {
    // Field of 4 and field of 6; Anna 2nd of 4 and 2nd of 6; Bruno 1st of 4 and, level with Carla,
    // 5th of 6 (places 5 and 6).
    let four = held(
        "Quattro",
        &[
            ("Bruno", "B", "X", 1),
            ("Anna", "A", "X", 2),
            ("Dario", "D", "X", 3),
            ("Elena", "E", "X", 4),
        ],
    );
    let six = held(
        "Sei",
        &[
            ("Fabio", "F", "X", 1),
            ("Anna", "A", "X", 2),
            ("Gino", "G", "X", 3),
            ("Ivo", "I", "X", 4),
            ("Bruno", "B", "X", 5),
            ("Carla", "C", "X", 5),
        ],
    );
    let both = [four, six];
    let s = compute(&rules(r#"{"points": {"field": "beaten"}}"#), &both);
    // Anna: (4 − 2 + 1) + (6 − 2 + 1) = 3 + 5 = 8; Bruno: 4 + mean(2, 1) = 5.5.
    assert_eq!(row(&s, "Anna").total.shown(), "8.000");
    assert_eq!(row(&s, "Bruno").total.shown(), "5.500");
    assert_eq!(row(&s, "Carla").total.shown(), "1.500");
    let s = compute(&rules(r#"{"points": {"field": "percent"}}"#), &both);
    // Anna: 100 × 2 / 3 + 100 × 4 / 5 = 66.666… + 80 = 146.666…
    assert_eq!(row(&s, "Anna").total.shown(), "146.666");
    assert_eq!(row(&s, "Anna").total.exact(), "440/3");
    // Bruno: 100 + mean(100 × 1 / 5, 0) = 110.
    assert_eq!(row(&s, "Bruno").total.shown(), "110.000");
    assert_eq!(row(&s, "Carla").total.shown(), "10.000");
    assert_eq!(row(&s, "Elena").total.shown(), "0.000");
    // A field of one: 100.
    let one = held("Solo", &[("Anna", "A", "X", 1)]);
    let s = compute(&rules(r#"{"points": {"field": "percent"}}"#), &[one]);
    assert_eq!(row(&s, "Anna").total.shown(), "100.000");
}

#[test]
fn own_points_and_a_weight() {
    let mut t = held("Finale", &[("Anna", "A", "X", 1), ("Bruno", "B", "X", 2)]);
    t.rows[0].own = Points::new(1234, 1000);
    t.rows[1].own = Points::new(1, 3);
    let s = compute(
        &rules(r#"{"points": {"own": true}, "tournaments": {"Finale": {"weight": 1.5}}}"#),
        &[t.clone()],
    );
    // 1.234 × 1.5 = 1.851; 1/3 × 1.5 = 0.5
    assert_eq!(row(&s, "Anna").total.shown(), "1.851");
    assert_eq!(row(&s, "Bruno").total.shown(), "0.500");
    let s = compute(
        &rules(
            r#"{"points": {"table": [25, 18]}, "tournaments": {"Finale": {"weight": 1.5}, "Altro": {"weight": 3}}}"#,
        ),
        &[t],
    );
    assert_eq!(row(&s, "Anna").total.shown(), "37.500");
    assert_eq!(row(&s, "Bruno").total.shown(), "27.000");
}

#[test]
fn best_n_drops_the_lowest_results_and_the_minimum_lists_players_apart() {
    // Anna: 4th, 1st, 3rd, 2nd → 12, 25, 15, 18; best 2 counts 25 and 18, drops 12 and 15.
    let places = [4, 1, 3, 2];
    let filler = ["Bruno", "Carla", "Dario", "Elena"];
    let ts: Vec<Held> = places
        .iter()
        .enumerate()
        .map(|(i, &p)| {
            let mut rows = vec![("Anna", "A", "X", p)];
            let others: Vec<u32> = (1..=4).filter(|&x| x != p).collect();
            // Bruno plays every tournament; the others one each.
            rows.push(("Bruno", "B", "X", others[0]));
            rows.push((filler[1 + i % 3], "Z", "X", others[1]));
            held(&format!("T{}", i + 1), &rows)
        })
        .collect();
    let s = compute(
        &rules(r#"{"points": {"table": [25, 18, 15, 12]}, "best": 2, "min_events": 2}"#),
        &ts,
    );
    let anna = row(&s, "Anna");
    assert_eq!(anna.total.shown(), "43.000");
    assert_eq!(anna.events, 4);
    let counted: Vec<(&str, u32, String)> = anna
        .counted
        .iter()
        .map(|c| {
            (
                s.tournaments[c.tournament].as_str(),
                c.place,
                c.points.to_string(),
            )
        })
        .collect();
    assert_eq!(
        counted,
        vec![("T2", 1, "25".into()), ("T4", 2, "18".into())]
    );
    let dropped: Vec<&str> = anna
        .dropped
        .iter()
        .map(|c| s.tournaments[c.tournament].as_str())
        .collect();
    assert_eq!(dropped, vec!["T1", "T3"]);
    // Carla played T1 and T4 (i % 3 == 0), Dario T2 only, Elena T3 only: under the minimum of 2.
    let unranked: Vec<&str> = s.unranked.iter().map(|r| r.first_name.as_str()).collect();
    // Elena 2nd of T3 (18), Dario 3rd of T2 (15).
    assert_eq!(unranked, vec!["Elena", "Dario"]);
    assert!(s.unranked.iter().all(|r| r.pos.is_none() && r.events < 2));
    assert_eq!(s.unranked.len(), 2);
    assert!(s.rows.iter().all(|r| r.events >= 2));
    // Bruno: 25, 18, 25, 25 → 50; Anna 43; Carla 18 + 15 = 33.
    assert_eq!(
        table(&s),
        vec![
            ("Bruno".into(), Some(1), "50.000".into()),
            ("Anna".into(), Some(2), "43.000".into()),
            ("Carla".into(), Some(3), "33.000".into()),
        ]
    );
    assert_eq!(row(&s, "Bruno").dropped.len(), 2);
}

#[test]
fn order_is_total_then_best_result_then_events_then_shared() {
    let t1 = held(
        "T1",
        &[
            ("Bruno", "B", "X", 1),
            ("Anna", "A", "X", 2),
            ("Carla", "C", "X", 3),
            ("Elena", "E", "X", 4),
            ("Fabio", "F", "X", 4),
        ],
    );
    let t2 = held(
        "T2",
        &[
            ("Anna", "A", "X", 2),
            ("Dario", "D", "X", 3),
            ("Carla", "C", "X", 6),
            ("Bruno", "B", "X", 5),
        ],
    );
    let s = compute(
        &rules(r#"{"points": {"table": [18, 10, 9, 6, 2, 0]}}"#),
        &[t1, t2],
    );
    // Anna 10 + 10 = 20 (best 10); Bruno 18 + 2 = 20 (best 18); Carla 9 + 0 = 9 in 2 events;
    // Dario 9 in 1 event; Elena and Fabio (6 + 2) / 2 = 4 each.
    assert_eq!(
        table(&s),
        vec![
            ("Bruno".into(), Some(1), "20.000".into()),
            ("Anna".into(), Some(2), "20.000".into()),
            ("Carla".into(), Some(3), "9.000".into()),
            ("Dario".into(), Some(4), "9.000".into()),
            ("Elena".into(), Some(5), "4.000".into()),
            ("Fabio".into(), Some(5), "4.000".into()),
        ]
    );
}

#[test]
fn a_candidate_pair_is_asked_about_merged_or_kept_apart() {
    let t1 = held(
        "Serata 1",
        &[("Marco", "Rossi", "ROMA", 1), ("Anna", "Neri", "LATINA", 2)],
    );
    let t2 = held(
        "Serata 2",
        &[
            ("Anna", "Neri", "latina ", 1),
            ("Marco", "Rossi", "LATINA", 2),
        ],
    );
    let both = [t1, t2];
    let base = r#""points": {"table": [10, 6]}"#;
    // Undecided: two people, one question.
    let s = compute(&rules(&format!("{{{base}}}")), &both);
    assert_eq!(s.rows.len(), 3);
    assert_eq!(row(&s, "Anna").total.shown(), "16.000");
    assert_eq!(s.candidates.len(), 1);
    let c = &s.candidates[0];
    assert_eq!(
        (c.a.as_str(), c.b.as_str(), c.likeness, c.decision),
        (
            "Marco Rossi|ROMA",
            "Marco Rossi|LATINA",
            Likeness::SameName,
            Decision::Undecided
        )
    );
    assert_eq!(c.a_tournaments, vec!["Serata 1"]);
    assert_eq!(c.b_tournaments, vec!["Serata 2"]);
    // Merged: one person with both results.
    let s = compute(
        &rules(&format!(
            r#"{{{base}, "same": [["Marco Rossi|ROMA", "Marco Rossi|LATINA"]]}}"#
        )),
        &both,
    );
    assert_eq!(s.rows.len(), 2);
    let marco = row(&s, "Marco");
    assert_eq!((marco.total.shown().as_str(), marco.events), ("16.000", 2));
    assert_eq!(s.candidates[0].decision, Decision::Same);
    // Kept apart: two people, the question answered.
    let s = compute(
        &rules(&format!(
            r#"{{{base}, "apart": [["Marco Rossi|LATINA", "Marco Rossi|ROMA"]]}}"#
        )),
        &both,
    );
    assert_eq!(s.rows.len(), 3);
    assert_eq!(s.candidates[0].decision, Decision::Apart);
    // A "same" naming nobody is reported, not ignored.
    let s = compute(
        &rules(&format!(
            r#"{{{base}, "same": [["Mario Bianchi|X", "Marco Rossi|ROMA"]]}}"#
        )),
        &both,
    );
    assert_eq!(s.notes.len(), 1);
    assert!(
        s.notes[0]
            .why
            .text(raduno::i18n::Lang::En)
            .contains("Mario Bianchi|X"),
        "{:?}",
        s.notes
    );
}

#[test]
fn near_names_are_candidates_and_normalised_names_are_one_person() {
    let mut t1 = held(
        "A",
        &[
            ("Łukasz", "Żółć", "Gdańsk", 1),
            ("Giuseppe", "D'Amico", "Bari", 2),
            ("Luigi", "Verdi", "Pisa", 3),
            ("Anna", "Bianchi", "Como", 4),
        ],
    );
    t1.rows[2].nick = "Gigi".into();
    let t2 = held(
        "B",
        &[
            ("lukasz", "ZOLC", "gdansk", 1),
            ("Damico", "Giuseppe", "BARI", 2),
            ("Gigi", "Verdi", "Pisa", 3),
            ("Ana", "Bianchi", "Como", 4),
        ],
    );
    let s = compute(&rules(r#"{"points": {"field": "beaten"}}"#), &[t1, t2]);
    // Accents, strokes, apostrophes, case and order ignored: one person each.
    assert_eq!(row(&s, "lukasz").events, 2);
    assert_eq!(row(&s, "Damico").events, 2);
    // The nickname and the one letter: asked about.
    let mut kinds: Vec<(String, Likeness)> = s
        .candidates
        .iter()
        .map(|c| (c.a.clone(), c.likeness))
        .collect();
    kinds.sort_by(|a, b| a.0.cmp(&b.0));
    assert_eq!(
        kinds,
        vec![
            ("Anna Bianchi|Como".into(), Likeness::OneLetter),
            ("Luigi Verdi|Pisa".into(), Likeness::Nickname),
        ]
    );
    // Swapped names at another club.
    let t3 = held("C", &[("Verdi", "Luigi", "Lucca", 1)]);
    let t4 = held("D", &[("Luigi", "Verdi", "Pisa", 1)]);
    let s = compute(&rules(r#"{"points": {"field": "beaten"}}"#), &[t3, t4]);
    assert_eq!(s.candidates[0].likeness, Likeness::Swapped);
}

#[test]
fn a_national_id_makes_one_person_whatever_the_spelling() {
    let mut t1 = held(
        "A",
        &[("Marco", "Rossi", "ROMA", 1), ("Marco", "Rossi", "ROMA", 2)],
    );
    t1.rows[0].national_id = "1001".into();
    t1.rows[1].national_id = "1002".into();
    let mut t2 = held("B", &[("Marcello", "Rossi", "Latina", 1)]);
    t2.rows[0].national_id = "1002".into();
    let s = compute(&rules(r#"{"points": {"table": [10, 6]}}"#), &[t1, t2]);
    // Two people in A (different IDs), and the 1002 of A is the Marcello of B.
    assert_eq!(s.rows.len(), 2);
    assert_eq!(s.rows[0].first_name, "Marcello");
    assert_eq!(s.rows[0].total.shown(), "16.000");
    assert_eq!(s.rows[0].national_id, "1002");
    assert!(s.candidates.is_empty(), "{:?}", s.candidates);
}

/// A merged person shows the spelling and the club most of his tournaments use, not the latest one's: "ANDREA colombo" of the Lupi once, after "Andrea Colombo" of the Gufo twice.
#[test]
fn a_merged_person_shows_the_spelling_most_tournaments_use() {
    let mut t1 = held(
        "A",
        &[
            ("Andrea", "Colombo", "Gufo", 1),
            ("Nicola", "Greco", "Gufo", 2),
        ],
    );
    let mut t2 = held(
        "B",
        &[
            ("Andrea", "Colombo", "Gufo", 2),
            ("Nicola", "Greco", "Lupi", 1),
        ],
    );
    let mut t3 = held(
        "C",
        &[
            ("ANDREA", "colombo", "Lupi", 1),
            ("Nick7", "Greco", "Lupi", 2),
        ],
    );
    for t in [&mut t1, &mut t2, &mut t3] {
        t.rows[0].national_id = "2001".into();
        t.rows[1].national_id = "2002".into();
    }
    let s = compute(&rules(r#"{"points": {"table": [10, 6]}}"#), &[t1, t2, t3]);
    assert_eq!(s.rows.len(), 2, "{:?}", table(&s));
    let andrea = s
        .rows
        .iter()
        .find(|r| r.national_id == "2001")
        .expect("Andrea");
    assert_eq!(
        (
            andrea.first_name.as_str(),
            andrea.last_name.as_str(),
            andrea.club.as_str()
        ),
        ("Andrea", "Colombo", "Gufo")
    );
    // Nicola: "Nicola Greco" twice against "Nick7 Greco" once; the Lupi twice against the Gufo once.
    let nicola = s
        .rows
        .iter()
        .find(|r| r.national_id == "2002")
        .expect("Nicola");
    assert_eq!(
        (nicola.first_name.as_str(), nicola.club.as_str()),
        ("Nicola", "Lupi")
    );
    // One each: the latest tournament's spelling.
    let mut u1 = held("A", &[("Sara", "Neri", "Gufo", 1)]);
    let mut u2 = held("B", &[("SARA", "neri", "Lupi", 1)]);
    u1.rows[0].national_id = "3001".into();
    u2.rows[0].national_id = "3001".into();
    let s = compute(&rules(r#"{"points": {"table": [10, 6]}}"#), &[u1, u2]);
    assert_eq!(
        (s.rows[0].first_name.as_str(), s.rows[0].club.as_str()),
        ("SARA", "Lupi")
    );
}

// ------------------------------------------------------------------ real tournaments, files, the CLI

/// A finished Open tournament of one round (planned rounds 1): the players by name and club, the
/// table points in the same order; tables of 4 in order.
fn open_tournament(name: &str, date: &str, players: &[(&str, &str, &str, u32)]) -> Journal {
    let mut settings = Settings::new(name, FormatKind::Open);
    settings.planned_rounds = Some(1);
    settings.date = date.into();
    let mut j = Journal::new(settings, 1_000);
    for (i, (first, last, club, _)) in players.iter().enumerate() {
        let p = Player::new(i as u32 + 1, first, last).with_club(club);
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
            seat.result = Some(SeatResult::points(players[seat.player as usize - 1].3));
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
    j
}

#[test]
fn a_tournament_enters_by_its_final_standings_and_an_unfinished_one_is_refused() {
    let j = open_tournament(
        "Serata",
        "2026-03-01",
        &[
            ("Anna", "A", "X", 40),
            ("Bruno", "B", "X", 30),
            ("Carla", "C", "X", 20),
            ("Dario", "D", "X", 10),
        ],
    );
    let t = j.state();
    let f = format::final_standings(t).expect("finished");
    let h = Held::of(t, "Serata", &Default::default()).expect("held");
    assert_eq!(h.rows.len(), 4);
    for (r, fr) in h.rows.iter().zip(&f.rows) {
        assert_eq!(r.place, fr.pos);
        assert_eq!(r.own, fr.total);
        assert_eq!(r.first_name, t.player(fr.player).unwrap().first_name);
    }
    assert_eq!(h.rows[0].first_name, "Anna");
    assert_eq!(h.date, "2026-03-01");
    // Not finished: a Master after its first round.
    let mut unfinished = Tournament::new(Settings::new("A metà", FormatKind::Master));
    for id in 1..=8 {
        unfinished
            .players
            .push(Player::new(id, &format!("N{id}"), "C"));
    }
    let e = Held::of(&unfinished, "A metà", &Default::default()).unwrap_err();
    assert_eq!(
        e,
        CircuitError::NotFinished {
            tournament: "A metà".into()
        }
    );
    assert!(e.text(Lang::It).contains("classifica finale"));
    // A circuit refuses a tournament it already holds and stays as it was.
    let mut c = Circuit::new("c1", "Stagione");
    c.add(Member::Kept { held: h.clone() }).expect("added");
    let before = c.clone();
    assert!(matches!(
        c.add(Member::Kept { held: h }),
        Err(CircuitError::Duplicate { .. })
    ));
    assert_eq!(c, before);
    // Rules refused with their place, the circuit unchanged.
    let e = c
        .import_rules(r#"{"points": {"table": []}}"#, "regole.json")
        .unwrap_err();
    assert!(
        e.text(Lang::En).contains("points.table"),
        "{}",
        e.text(Lang::En)
    );
    let e = c
        .import_rules(
            r#"{"points": {"field": "beaten"}, "tournaments": {"Serata": {"weight": -2}}}"#,
            "regole.json",
        )
        .unwrap_err();
    assert!(
        e.text(Lang::En)
            .contains("tournaments.«Serata».weight: negative weight"),
        "{}",
        e.text(Lang::En)
    );
    assert_eq!(c, before);
    // Stored and read back as the same circuit.
    assert_eq!(Circuit::from_text(&c.to_text()).expect("reads"), c);
}

static COUNTER: AtomicUsize = AtomicUsize::new(0);

fn temp_dir() -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "raduno-circuit-{}-{}",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::SeqCst)
    ));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

fn raduno(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_raduno"))
        .args(args)
        .output()
        .expect("run raduno")
}

fn write_workbook(dir: &Path, file: &str, j: &Journal) -> String {
    let path = dir.join(file);
    std::fs::write(
        &path,
        rio::export_workbook(j.state(), j.entries(), Lang::It).expect("export"),
    )
    .expect("write");
    path.to_string_lossy().into_owned()
}

fn season(dir: &Path) -> Vec<String> {
    let s1 = open_tournament(
        "Serata 1",
        "2026-01-10",
        &[
            ("Marco", "Rossi", "ROMA", 50),
            ("Anna", "Neri", "LATINA", 40),
            ("Bruno", "Bassi", "ROMA", 30),
            ("Carla", "Conti", "ROMA", 20),
        ],
    );
    let s2 = open_tournament(
        "Serata 2",
        "2026-02-14",
        &[
            ("Anna", "Neri", "LATINA", 60),
            ("Marco", "Rossi", "LATINA", 45),
            ("Bruno", "Bassi", "ROMA", 45),
            ("Dario", "Dini", "", 5),
        ],
    );
    let s3 = open_tournament(
        "Serata 3",
        "2026-03-14",
        &[
            ("Bruno", "Bassi", "Roma", 70),
            ("Anna", "Neri", "Latina", 20),
            ("Carla", "Conti", "ROMA", 10),
            ("Dario", "Dini", "", 0),
        ],
    );
    let backup = dir.join("Serata 3.raduno.json");
    let saved = raduno::persist::Saved::new("x".into(), s3);
    std::fs::write(&backup, saved.to_text()).expect("backup");
    vec![
        write_workbook(dir, "Serata 1.xlsx", &s1),
        write_workbook(dir, "Serata 2.xlsx", &s2),
        backup.to_string_lossy().into_owned(),
    ]
}

#[test]
fn the_command_line_ranks_a_season_of_workbooks_and_backups() {
    let dir = temp_dir();
    let files = season(&dir);
    let rules_path = dir.join("regole.json");
    std::fs::write(
        &rules_path,
        r#"{"name": "Stagione 2026", "points": {"table": [10, 6, 4, 2]},
            "tournaments": {"Serata 3": {"weight": 2}}, "best": 2,
            "same": [["Marco Rossi|ROMA", "Marco Rossi|LATINA"]]}"#,
    )
    .expect("rules");
    let rules_arg = rules_path.to_string_lossy().into_owned();
    let mut args = vec!["circuit", rules_arg.as_str()];
    args.extend(files.iter().map(String::as_str));
    args.push("--json");
    let o = raduno(&args);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let out = String::from_utf8_lossy(&o.stdout);
    let v: Value = serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}: {out}"));
    assert_eq!(v["circuit"], "Stagione 2026");
    let rows = v["standings"].as_array().expect("standings");
    let line = |first: &str| {
        rows.iter()
            .find(|r| r["first_name"] == first)
            .unwrap_or_else(|| panic!("{first}: {out}"))
    };
    // Serata 2: Marco and Bruno level at 45 → both 2nd, (6 + 4) / 2 = 5.
    // Anna: 6 (S1), 10 (S2), 6 × 2 (S3) → best 2: 12 + 10 = 22, 6 dropped.
    // Bruno: 4 (S1), 5 (S2), 10 × 2 (S3) → 20 + 5 = 25, 4 dropped.
    // Marco (merged): 10 (S1) + 5 (S2) = 15.
    // Carla: 2 (S1) + 4 × 2 (S3) = 10. Dario: 2 (S2) + 2 × 2 (S3) = 6.
    assert_eq!(line("Bruno")["pos"], 1);
    assert_eq!(line("Bruno")["total"].as_f64(), Some(25.000));
    assert_eq!(line("Anna")["pos"], 2);
    assert_eq!(line("Anna")["total"].as_f64(), Some(22.000));
    assert_eq!(line("Marco")["total"].as_f64(), Some(15.000));
    assert_eq!(line("Marco")["events"], 2);
    assert_eq!(line("Carla")["total"].as_f64(), Some(10.000));
    assert_eq!(line("Dario")["total"].as_f64(), Some(6.000));
    let anna_dropped = &line("Anna")["dropped"][0];
    assert_eq!(anna_dropped["tournament"], "Serata 1");
    assert_eq!(anna_dropped["place"], 2);
    assert_eq!(anna_dropped["points"].as_f64(), Some(6.0));
    // Exact decimals, 3 of them, as written.
    assert!(
        out.contains("\"total\": 25.000,\n      \"events\": 3"),
        "{out}"
    );
    let bruno_counted: Vec<(String, u64)> = line("Bruno")["counted"]
        .as_array()
        .expect("counted")
        .iter()
        .map(|c| {
            (
                c["tournament"].as_str().unwrap_or("").to_string(),
                c["place"].as_u64().unwrap_or(0),
            )
        })
        .collect();
    assert_eq!(
        bruno_counted,
        vec![("Serata 2".to_string(), 2), ("Serata 3".to_string(), 1)]
    );
    assert_eq!(v["candidates"].as_array().map(Vec::len), Some(0));
    assert_eq!(v["decided"][0]["same"], true);
    // The text output and the documents.
    let mut text_args = args.clone();
    text_args.pop();
    let o = raduno(&text_args);
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.contains("Stagione 2026"), "{text}");
    assert!(text.contains("[Serata 1: 2° 6,000]"), "{text}");
    for ext in ["pdf", "xlsx", "html"] {
        let out = dir.join(format!("stagione.{ext}"));
        let out_s = out.to_string_lossy().into_owned();
        let mut a = text_args.clone();
        a.extend(["--out", out_s.as_str()]);
        let o = raduno(&a);
        assert!(
            o.status.success(),
            "{ext}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        let bytes = std::fs::read(&out).expect("written");
        assert!(bytes.len() > 200, "{ext}");
    }
    let html = std::fs::read_to_string(dir.join("stagione.html")).expect("html");
    assert!(
        html.contains("<span class=\"dropped\">Serata 1: 2° 6,000</span>"),
        "{html}"
    );
    // The xlsx read back: a header row and Bruno first with 25.
    let book =
        rio::read_book(&std::fs::read(dir.join("stagione.xlsx")).expect("xlsx")).expect("book");
    let json = book.to_json();
    assert!(json.contains("\"Bassi\""), "{json}");
    assert!(json.contains("Serata 3 - punti"), "{json}");
    // The PDF's text (pdftotext must be there: the test fails without it).
    let pdf_text = Command::new("pdftotext")
        .args([dir.join("stagione.pdf").to_string_lossy().as_ref(), "-"])
        .output()
        .expect("pdftotext (poppler-utils) is needed");
    // Words as read, every run of spaces and line ends one space (a long results cell wraps).
    let pdf_text = String::from_utf8_lossy(&pdf_text.stdout)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(pdf_text.contains("Stagione 2026"), "{pdf_text}");
    assert!(pdf_text.contains("25,000"), "{pdf_text}");
    assert!(pdf_text.contains("[Serata 1: 2° 6,000]"), "{pdf_text}");
    // In English the places are ordinals, in the text, the HTML and the PDF.
    let mut english = text_args.clone();
    english.extend(["--lang", "en"]);
    let o = raduno(&english);
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(text.contains("[Serata 1: 2nd 6.000]"), "{text}");
    assert!(!text.contains('°'), "{text}");
    for ext in ["pdf", "html"] {
        let out = dir.join(format!("season.{ext}"));
        let mut a = english.clone();
        let out_s = out.to_string_lossy().into_owned();
        a.extend(["--out", out_s.as_str()]);
        assert!(raduno(&a).status.success(), "{ext}");
    }
    let html = std::fs::read_to_string(dir.join("season.html")).expect("html");
    assert!(
        html.contains("<span class=\"dropped\">Serata 1: 2nd 6.000</span>"),
        "{html}"
    );
    let pdf_en = Command::new("pdftotext")
        .args([dir.join("season.pdf").to_string_lossy().as_ref(), "-"])
        .output()
        .expect("pdftotext (poppler-utils) is needed");
    let pdf_en = String::from_utf8_lossy(&pdf_en.stdout)
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(pdf_en.contains("[Serata 1: 2nd 6.000]"), "{pdf_en}");
}

#[test]
fn the_command_line_refuses_bad_input_with_its_place() {
    let dir = temp_dir();
    let files = season(&dir);
    let bad_rules = dir.join("cattive.json");
    std::fs::write(
        &bad_rules,
        r#"{"points": {"table": [10, 6]}, "tournaments": {"Serata 1": {"weight": -1}}}"#,
    )
    .expect("rules");
    let o = raduno(&[
        "circuit",
        &bad_rules.to_string_lossy(),
        &files[0],
        "--lang",
        "en",
    ]);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("tournaments.«Serata 1».weight: negative weight: -1"),
        "{err}"
    );
    let empty = dir.join("vuota.json");
    std::fs::write(&empty, r#"{"points": {"table": []}}"#).expect("rules");
    let o = raduno(&["circuit", &empty.to_string_lossy(), &files[0]]);
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stderr).contains("points.table: la tabella è vuota"));
    // A workbook that cannot be read.
    let good = dir.join("buone.json");
    std::fs::write(&good, r#"{"points": {"field": "beaten"}}"#).expect("rules");
    let junk = dir.join("rotto.xlsx");
    std::fs::write(&junk, b"PK\x03\x04 not really a zip").expect("junk");
    let o = raduno(&["circuit", &good.to_string_lossy(), &junk.to_string_lossy()]);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("rotto.xlsx") && err.contains("non si legge"),
        "{err}"
    );
    // A tournament without final standings (a Master after one round).
    let mut j = Journal::new(Settings::new("Master", FormatKind::Master), 0);
    for id in 1..=8u32 {
        j.execute(
            Event::PlayerAdded {
                player: Player::new(id, &format!("N{id}"), "C"),
            },
            1,
        )
        .expect("player");
    }
    let wb = write_workbook(&dir, "A metà.xlsx", &j);
    let o = raduno(&["circuit", &good.to_string_lossy(), &wb, "--lang", "en"]);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("“A metà”: the tournament has no final standings"),
        "{err}"
    );
    // Usage: no files.
    let o = raduno(&["circuit", &good.to_string_lossy()]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn the_2025_workbooks_national_id_column_is_read() {
    use io_support::{n, players_sheet, round_sheet, t, xlsx};
    let mut players = players_sheet(
        &[
            (1, "Marco", "Rossi", "", "ROMA", "SI", ""),
            (2, "Anna", "Neri", "", "LATINA", "SI", ""),
            (3, "Bruno", "Bassi", "", "ROMA", "SI", ""),
            (4, "Carla", "Conti", "", "ROMA", "SI", ""),
        ],
        0,
    );
    players.set(2, 7, t("ID NAZIONALE"));
    players.set(3, 7, n(5551.0));
    players.set(4, 7, t("A-77"));
    let round = round_sheet(
        "1° Turno",
        &[(
            1,
            vec![
                (1, "Marco Rossi", Some(n(40.0)), "ROMA"),
                (2, "Anna Neri", Some(n(30.0)), "LATINA"),
                (3, "Bruno Bassi", Some(n(20.0)), "ROMA"),
                (4, "Carla Conti", Some(n(10.0)), "ROMA"),
            ],
        )],
    );
    let book = rio::read_book(&xlsx(&[players, round])).expect("book");
    let ids = rio::workbook::national_ids(&book);
    assert_eq!(ids.get(&1).map(String::as_str), Some("5551"));
    assert_eq!(ids.get(&2).map(String::as_str), Some("A-77"));
    assert_eq!(ids.get(&3), None);
}

#[test]
fn the_command_line_rates_a_season_from_every_table_in_any_file_order() {
    let dir = temp_dir();
    let files = season(&dir);
    let rules_path = dir.join("rating.json");
    std::fs::write(
        &rules_path,
        r#"{"name": "Rating 2026", "rating": "weng-lin",
            "same": [["Marco Rossi|ROMA", "Marco Rossi|LATINA"]]}"#,
    )
    .expect("rules");
    let rules_arg = rules_path.to_string_lossy().into_owned();
    let run = |files: &[&String]| {
        let mut args = vec!["circuit", rules_arg.as_str()];
        args.extend(files.iter().map(|f| f.as_str()));
        args.push("--json");
        let o = raduno(&args);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    let out = run(&[&files[0], &files[1], &files[2]]);
    // The files in another order: the same ratings, to the last digit printed.
    assert_eq!(run(&[&files[2], &files[0], &files[1]]), out);
    let v: Value = serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}: {out}"));
    assert_eq!(v["circuit"], "Rating 2026");
    assert_eq!(v["rating"], "weng-lin");
    assert_eq!(
        v["tournaments"],
        serde_json::json!(["Serata 1", "Serata 2", "Serata 3"])
    );
    let rows = v["standings"].as_array().expect("standings");
    assert_eq!(rows.len(), 5, "{out}");
    let line = |first: &str| {
        rows.iter()
            .find(|r| r["first_name"] == first)
            .unwrap_or_else(|| panic!("{first}: {out}"))
    };
    for r in rows {
        let (mu, sigma, rating) = (
            r["mu"].as_f64().unwrap(),
            r["sigma"].as_f64().unwrap(),
            r["rating"].as_f64().unwrap(),
        );
        assert!((rating - (mu - 3.0 * sigma)).abs() < 1e-3, "{r}");
        assert_eq!(
            r["games"].as_u64(),
            Some(r["played"].as_array().unwrap().len() as u64)
        );
        assert_eq!(r["provisional"], true);
    }
    // Marco, one person across his two clubs: Serata 1 won among four new players (μ 25 + 7.9057,
    // expected 2.5), then Serata 2 level second with Bruno.
    let marco = line("Marco");
    assert_eq!(marco["games"], 2);
    let first = &marco["played"][0];
    assert_eq!(
        (
            first["tournament"].as_str(),
            first["round"].as_u64(),
            first["table"].as_u64(),
            first["place"].as_u64()
        ),
        (Some("Serata 1"), Some(1), Some(1), Some(1))
    );
    assert_eq!(first["expected"].as_f64(), Some(2.5));
    assert_eq!(first["mu"].as_f64(), Some(32.9057));
    assert_eq!(first["players"], 4);
    assert_eq!(marco["played"][1]["place"], 2);
    assert_eq!(line("Bruno")["played"][1]["place"], 2);
    // Bruno won the last evening after being expected behind: a change upward.
    assert!(line("Bruno")["played"][2]["change"].as_f64().unwrap() > 0.0);
    // The list is by the rating, highest first.
    let ratings: Vec<f64> = rows.iter().map(|r| r["rating"].as_f64().unwrap()).collect();
    assert!(ratings.windows(2).all(|w| w[0] >= w[1]), "{ratings:?}");
    // As text, and as a PDF.
    let mut args = vec!["circuit", rules_arg.as_str()];
    args.extend(files.iter().map(String::as_str));
    let o = raduno(&args);
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(
        text.contains("Rating 2026 - Rating") && text.contains("provvisorio"),
        "{text}"
    );
    let pdf = dir.join("rating.pdf");
    let pdf_arg = pdf.to_string_lossy().into_owned();
    args.extend(["--out", pdf_arg.as_str()]);
    let o = raduno(&args);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(std::fs::read(&pdf).expect("pdf").starts_with(b"%PDF"));
}

#[test]
fn rating_rules_that_are_not_a_rating_are_refused_with_their_place() {
    let dir = temp_dir();
    let rules_path = dir.join("rating.json");
    std::fs::write(&rules_path, r#"{"rating": "glicko"}"#).expect("rules");
    let o = raduno(&["circuit", rules_path.to_str().unwrap(), "x.raduno.json"]);
    assert!(!o.status.success());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("rating: ") && err.contains("glicko"), "{err}");
}
