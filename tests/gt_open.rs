//! A Torneo Open written by GestioneTorneo 2.4: its workbook (built here as GestioneTorneo writes it:
//! `TORNEO`, `Iscritti`, round sheets of two rows a table with "Nome Cognome", a line break and the
//! club, and `Classifica Ridotta` in GestioneTorneo's order) is read as GestioneTorneo's Open, and
//! the national ranking takes its `Classifica Ridotta`'s places. Read as the Open of the
//! GestioneRaduno manual, players level on total and wins share a place where GestioneTorneo orders
//! them by the best game: the ranking counts the federation's place and names both.
//!
//! 20 players, 3 rounds of 5 tables of 4 (T = 15), first round in 2024; the totals, by hand:
//! player 1 260 (2 wins); players 2 and 3 130, one win each, best games 100 and 90 — GestioneTorneo
//! 2nd and 3rd, the manual's Open 2nd and 2nd. Ranking points (Open, class 2):
//! 2nd 230 × e^(−0.1) = 208.1126…, 3rd 230 × e^(−0.15) = 197.9628…, shown rounded down.

use serde_json::Value;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Round by round, table by table: (player, table points), the winner's seat not always first.
const ROUNDS: [[[(u32, u32); 4]; 5]; 3] = [
    [
        [(1, 70), (4, 15), (5, 10), (6, 4)],
        [(2, 50), (7, 30), (8, 15), (9, 5)],
        [(3, 40), (10, 35), (11, 15), (12, 10)],
        [(13, 45), (14, 15), (15, 30), (16, 10)],
        [(17, 44), (18, 10), (19, 16), (20, 30)],
    ],
    [
        [(1, 60), (7, 20), (10, 15), (13, 5)],
        [(14, 50), (17, 5), (2, 20), (4, 25)],
        [(18, 45), (3, 30), (5, 20), (8, 5)],
        [(6, 40), (9, 10), (11, 20), (15, 30)],
        [(12, 50), (16, 25), (19, 15), (20, 10)],
    ],
    [
        [(8, 45), (1, 30), (11, 20), (14, 5)],
        [(5, 40), (10, 30), (16, 20), (2, 10)],
        [(9, 50), (6, 20), (3, 10), (12, 5)],
        [(4, 35), (7, 30), (13, 25), (15, 10)],
        [(19, 40), (17, 30), (18, 20), (20, 10)],
    ],
];

/// GestioneTorneo's `Classifica Ridotta` of these rounds: (position, player, pt_tot), its order
/// (total, wins, best game; still level: the same position).
const REDUCED: [(u32, u32, u32); 20] = [
    (1, 1, 260),
    (2, 2, 130),
    (3, 3, 130),
    (4, 17, 129),
    (5, 13, 125),
    (5, 18, 125),
    (7, 4, 125),
    (8, 19, 121),
    (9, 14, 120),
    (10, 5, 120),
    (11, 9, 115),
    (11, 12, 115),
    (13, 8, 115),
    (14, 6, 114),
    (15, 10, 80),
    (16, 7, 80),
    (17, 15, 70),
    (18, 16, 55),
    (19, 11, 55),
    (20, 20, 50),
];

const FIRST: [&str; 20] = [
    "Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Gina", "Ivo", "Lara", "Mario", "Nina",
    "Oscar", "Paola", "Rino", "Sara", "Tito", "Ugo", "Vera", "Walter", "Zeno",
];
const CLUBS: [&str; 4] = ["ROMA", "LATINA", "NAPOLI", "BARI"];

fn first(id: u32) -> &'static str {
    FIRST[id as usize - 1]
}

fn last(id: u32) -> String {
    format!("Prova{id}")
}

fn club(id: u32) -> &'static str {
    CLUBS[id as usize % 4]
}

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("raduno-gt-open-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir.join(name)
}

/// The workbook as GestioneTorneo leaves it after the third round's standings (without its
/// `Classifica Ridotta` when `reduced` is false).
fn gt_workbook(path: &Path, reduced: bool) {
    use rust_xlsxwriter::Workbook;
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.set_name("TORNEO").unwrap();
    let labels = [
        (1, "Sede Torneo", "Roma"),
        (2, "Organizzatore", "Club di prova"),
        (3, "Nome Torneo", "Open di prova"),
        (4, "Tipologia di Torneo", "Torneo Open"),
        (6, "Note", ""),
    ];
    for (row, label, value) in labels {
        ws.write_string(row, 1, label).unwrap();
        ws.write_string(row, 3, value).unwrap();
    }
    ws.write_string(5, 1, "Numero Turni Previsti").unwrap();
    ws.write_number(5, 3, 3.0).unwrap();
    for (k, date) in ["09/03/2024", "16/03/2024", "23/03/2024"]
        .iter()
        .enumerate()
    {
        ws.write_number(7 + k as u32, 1, k as f64 + 1.0).unwrap();
        ws.write_string(7 + k as u32, 3, *date).unwrap();
    }
    let ws = wb.add_worksheet();
    ws.set_name("Iscritti").unwrap();
    let header = [
        "ID",
        "Nome",
        "Cognome",
        "Nick Forum EG",
        "Club",
        "Partecipa Torneo",
        "Regione",
        "Data di Nascita",
        "ID NAZIONALE",
    ];
    for (c, h) in header.iter().enumerate() {
        ws.write_string(2, c as u16, *h).unwrap();
    }
    for id in 1..=20u32 {
        let r = 2 + id;
        ws.write_number(r, 0, id as f64).unwrap();
        ws.write_string(r, 1, first(id)).unwrap();
        ws.write_string(r, 2, last(id)).unwrap();
        ws.write_string(r, 4, club(id)).unwrap();
        ws.write_string(r, 5, "SI").unwrap();
        ws.write_number(r, 8, 5000.0 + id as f64).unwrap();
    }
    for (n, round) in ROUNDS.iter().enumerate() {
        let ws = wb.add_worksheet();
        ws.set_name(format!("{}° Turno", n + 1)).unwrap();
        for (k, table) in round.iter().enumerate() {
            let r = 2 * k as u32;
            ws.write_string(r, 0, format!("Tavolo N°{}", k + 1))
                .unwrap();
            for (s, &(id, points)) in table.iter().enumerate() {
                let c = 3 * s as u16;
                ws.write_number(r + 1, c, id as f64).unwrap();
                let name = format!("{} {}\n{}", first(id), last(id), club(id));
                ws.write_string(r + 1, c + 1, name).unwrap();
                ws.write_number(r + 1, c + 2, points as f64).unwrap();
            }
        }
    }
    if !reduced {
        wb.save(path).expect("workbook written");
        return;
    }
    let ws = wb.add_worksheet();
    ws.set_name("Classifica Ridotta").unwrap();
    for (c, h) in ["Pos.", "Nome", "Cognome", "pt_tot", "id"]
        .iter()
        .enumerate()
    {
        ws.write_string(0, c as u16, *h).unwrap();
    }
    for (i, &(pos, id, total)) in REDUCED.iter().enumerate() {
        let r = 1 + i as u32;
        ws.write_string(r, 0, pos.to_string()).unwrap();
        ws.write_string(r, 1, first(id)).unwrap();
        ws.write_string(r, 2, last(id)).unwrap();
        ws.write_number(r, 3, total as f64).unwrap();
        ws.write_string(r, 4, id.to_string()).unwrap();
    }
    wb.save(path).expect("workbook written");
}

fn raduno(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_raduno"))
        .args(args)
        .output()
        .expect("run raduno")
}

fn ok(args: &[&str]) -> (String, String) {
    let o = raduno(args);
    let err = String::from_utf8_lossy(&o.stderr).into_owned();
    assert!(o.status.success(), "raduno {args:?} failed: {err}");
    (String::from_utf8_lossy(&o.stdout).into_owned(), err)
}

fn fixture() -> (String, String) {
    let wb = temp("Open di prova.xlsx");
    gt_workbook(&wb, true);
    let rules = temp("ranking.json");
    std::fs::write(&rules, r#"{"ranking": "nazionale", "year": 2024}"#).expect("rules");
    (
        wb.to_string_lossy().into_owned(),
        rules.to_string_lossy().into_owned(),
    )
}

/// A player's (position, total) in `raduno standings --json`.
fn standing(v: &Value, id: u32) -> (u64, f64) {
    let row = v["standings"]
        .as_array()
        .expect("standings")
        .iter()
        .find(|r| r["id"] == id)
        .unwrap_or_else(|| panic!("player {id} in {v}"));
    (row["pos"].as_u64().unwrap(), row["total"].as_f64().unwrap())
}

#[test]
fn a_gestione_torneo_open_is_read_as_its_open_and_says_so() {
    let (wb, _) = fixture();
    // No format asked for: the workbook's own (an Open GestioneTorneo wrote), said beside the import.
    let (_, err) = ok(&["export", &wb, "--as", "txt", "--lang", "it"]);
    assert!(
        err.contains("Un Open scritto da GestioneTorneo: i punti sono calcolati come li calcola GestioneTorneo (Open (GestioneTorneo))"),
        "{err}"
    );
    let (out, _) = ok(&["standings", &wb, "--format", "open-gt", "--json"]);
    let v: Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(v["format"], "open-gt");
    // Level on total and wins, ordered by the best game: as the workbook's Classifica Ridotta.
    for &(pos, id, total) in &REDUCED {
        assert_eq!(
            standing(&v, id),
            (pos as u64, total as f64),
            "player {id}: {out}"
        );
    }
    // The manual's Open, asked for: 2 and 3 share the 2nd place, and nothing says GestioneTorneo's.
    let (out, err) = ok(&["standings", &wb, "--format", "open", "--json"]);
    assert!(!err.contains("Un Open scritto da GestioneTorneo"), "{err}");
    let v: Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(standing(&v, 2).0, 2);
    assert_eq!(standing(&v, 3).0, 2);
}

#[test]
fn the_ranking_takes_the_places_of_classifica_ridotta_and_names_who_differs() {
    let (wb, rules) = fixture();
    // Read as the manual's Open (the rules name the format): the app's own standings put player 3
    // level 2nd, Classifica Ridotta 3rd — the ranking counts 3rd.
    let named = temp("ranking-open.json");
    std::fs::write(
        &named,
        r#"{"ranking": "nazionale", "year": 2024, "tournaments": {"Open di prova": {"format": "open"}}}"#,
    )
    .expect("rules");
    let (out, _) = ok(&["circuit", named.to_str().unwrap(), &wb, "--json"]);
    let v: Value = serde_json::from_str(&out).expect("JSON");
    let line = |id: &str| {
        v["standings"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["national_id"] == id)
            .unwrap_or_else(|| panic!("{id} in {out}"))
            .clone()
    };
    let carla = line("5003");
    assert!(out.contains("\"total\": 197.962"), "{out}");
    assert_eq!(carla["total"].as_f64(), Some(197.962));
    assert_eq!(carla["counted"][0]["place"], 3);
    assert_eq!(carla["counted"][0]["own_place"], 2);
    assert_eq!(line("5002")["total"].as_f64(), Some(208.112));
    assert!(line("5002")["counted"][0].get("own_place").is_none());
    let places: Vec<(String, u64, u64, String)> = v["places"]
        .as_array()
        .expect("the places that differ")
        .iter()
        .map(|p| {
            (
                p["national_id"].as_str().unwrap().to_string(),
                p["classifica_ridotta"].as_u64().unwrap(),
                p["raduno"].as_u64().unwrap(),
                p["why"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    let want: Vec<(String, u64, u64, String)> = [
        ("5003", 3, 2),
        ("5004", 7, 5),
        ("5005", 10, 9),
        ("5008", 13, 11),
        ("5007", 16, 15),
        ("5011", 19, 18),
    ]
    .iter()
    .map(|&(id, a, b)| (id.to_string(), a, b, "tie_break".to_string()))
    .collect();
    assert_eq!(places, want, "{out}");
    assert_eq!(v["places"][0]["tournament"], "Open di prova");
    assert_eq!(v["places"][0]["first_name"], "Carla");
    // The text names the player and both places.
    let (text, _) = ok(&["circuit", named.to_str().unwrap(), &wb, "--lang", "it"]);
    assert!(
        text.contains("Posizioni diverse dalla Classifica Ridotta"),
        "{text}"
    );
    assert!(
        text.contains("Carla Prova3 (5003), Open di prova: 3° nella Classifica Ridotta (quella che conta), 2° nella classifica di Raduno; stessi punti"),
        "{text}"
    );
    // The PDF says it too.
    let pdf = temp("ranking.pdf");
    ok(&[
        "circuit",
        named.to_str().unwrap(),
        &wb,
        "--out",
        pdf.to_str().unwrap(),
        "--lang",
        "it",
    ]);
    let read = Command::new("pdftotext")
        .args(["-layout", pdf.to_str().unwrap(), "-"])
        .output()
        .unwrap_or_else(|e| {
            panic!("pdftotext cannot run ({e}): install poppler-utils (bash scripts/setup.sh does)")
        });
    let said = String::from_utf8_lossy(&read.stdout);
    assert!(
        said.contains("Carla Prova3 (5003)") && said.contains("3° 197,962 (per Raduno 2°)"),
        "{said}"
    );
    assert!(
        said.contains("Posizioni diverse dalla Classifica Ridotta"),
        "{said}"
    );
    // Read as the workbook says (GestioneTorneo's Open): the app agrees with Classifica Ridotta.
    let (out, _) = ok(&["circuit", &rules, &wb, "--json"]);
    let v: Value = serde_json::from_str(&out).expect("JSON");
    assert!(v.get("places").is_none(), "{out}");
    assert!(out.contains("\"total\": 197.962"), "{out}");
}

/// A workbook without `Classifica Ridotta` is ranked by the app's own standings, as before.
#[test]
fn without_classifica_ridotta_the_apps_standings_give_the_places() {
    let wb = temp("Open senza ridotta.xlsx");
    gt_workbook(&wb, false);
    let named = temp("ranking-without.json");
    std::fs::write(
        &named,
        r#"{"ranking": "nazionale", "year": 2024, "tournaments": {"Open senza ridotta": {"format": "open"}}}"#,
    )
    .expect("rules");
    let (out, _) = ok(&[
        "circuit",
        named.to_str().unwrap(),
        wb.to_str().unwrap(),
        "--json",
    ]);
    let v: Value = serde_json::from_str(&out).expect("JSON");
    assert!(v.get("places").is_none(), "{out}");
    let carla = v["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["national_id"] == "5003")
        .expect("Carla ranked")
        .clone();
    assert_eq!(carla["counted"][0]["place"], 2);
    assert!(carla["counted"][0].get("own_place").is_none());
    assert_eq!(carla["total"].as_f64(), Some(208.112));
}
