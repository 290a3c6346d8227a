//! the table results' rules "Level at the top": one answer for every format family, whatever path the results come by —
//! typed (the journal), a workbook (`.xlsx` and legacy `.xls`), a backup being restored, the CLI's
//! standings and draw. RisiKo! formats refuse a level top with nothing to order it (with the place);
//! BGL and 1vs1 share the places, each with a win; the team tournament needs every level place ordered.
//! Each test fails if such a table is dropped from the standings or scored where it must be refused.

mod io_support;

use io_support::{n, players_sheet, round_sheet, xls, xlsx, SeatCells, Sheet};
use raduno::format::{self, FormatKind, TableState};
use raduno::i18n::{Lang, Localized};
use raduno::journal::{Event, Journal, ModelError};
use raduno::model::{Phase, Player, Round, SeatResult, Settings, Table};
use raduno::persist::{self, LoadError, Saved};
use raduno_files as rio;
use std::process::{Command, Output};

const NAMES: [(&str, &str); 8] = [
    ("Anna", "Alberti"),
    ("Bruno", "Bassi"),
    ("Carla", "Conti"),
    ("Dario", "Dini"),
    ("Elena", "Eco"),
    ("Fabio", "Fini"),
    ("Gina", "Gallo"),
    ("Ugo", "Ulivi"),
];

fn full(id: u32) -> String {
    let (f, l) = NAMES[id as usize - 1];
    format!("{f} {l}")
}

/// Eight players and round 1 drawn as two tables of `size` (players 1.. at table 1).
fn journal(kind: FormatKind, size: usize) -> Journal {
    let mut j = Journal::new(Settings::new("Livello", kind), 0);
    for (i, (first, last)) in NAMES.iter().enumerate() {
        let p = Player::new(i as u32 + 1, first, last).with_club(if i % 2 == 0 {
            "Lupi"
        } else {
            "Gufi"
        });
        j.execute(Event::PlayerAdded { player: p }, 1).unwrap();
    }
    let tables = (0..8 / size)
        .map(|k| {
            let ids: Vec<u32> = (1..=size as u32)
                .map(|s| k as u32 * size as u32 + s)
                .collect();
            Table::new(k as u32 + 1, &ids)
        })
        .collect();
    let round = Round::new(1, Phase::Qualifying, 7, tables);
    j.execute(
        Event::RoundDrawn {
            round,
            conflicts: vec![],
        },
        2,
    )
    .unwrap();
    j
}

fn results(points: &[u32]) -> Vec<Option<SeatResult>> {
    points
        .iter()
        .map(|&p| Some(SeatResult::points(p)))
        .collect()
}

fn enter(j: &mut Journal, table: u32, r: Vec<Option<SeatResult>>) -> Result<(), ModelError> {
    j.execute(
        Event::TableResults {
            round: 1,
            table,
            results: r,
            outcome: None,
        },
        3,
    )
}

/// The standings row of a player: its round-1 points (3 decimals) and win.
fn row(j: &Journal, id: u32) -> (Option<String>, bool) {
    let s = format::standings(j.state(), 1);
    let r = s
        .rows
        .iter()
        .find(|r| r.player == id)
        .expect("a row for every seated player");
    (r.rounds[0].map(|p| p.to_decimal(3)), r.won[0])
}

#[test]
fn a_master_level_top_is_refused_typed_and_scored_once_ordered() {
    let mut j = journal(FormatKind::Master, 4);
    let before = j.state().clone();
    let err = enter(&mut j, 1, results(&[60, 60, 40, 20])).unwrap_err();
    let it = err.text(Lang::It);
    assert!(
        matches!(
            err,
            ModelError::Unscorable {
                round: 1,
                table: 1,
                ..
            }
        ),
        "{err:?}"
    );
    assert!(it.contains("Anna Alberti (1), Bruno Bassi (2)"), "{it}");
    assert!(it.contains("ordine di parità"), "what would order it: {it}");
    assert_eq!(j.state(), &before, "a refusal changes nothing");
    // The round page's own check says the same, and nothing counts the table as complete.
    let mut t = before.clone();
    for (s, r) in t.rounds[0].tables[0]
        .seats
        .iter_mut()
        .zip(results(&[60, 60, 40, 20]))
    {
        s.result = r;
    }
    assert!(matches!(
        format::table_state(&t, &t.rounds[0].tables[0]),
        TableState::Incomplete(_)
    ));
    assert!(!format::round_done(&t, &t.rounds[0]));
    let problems = format::validate_table(
        &t,
        &t.rounds[0],
        &t.rounds[0].tables[0],
        &results(&[60, 60, 40, 20]),
        None,
    );
    assert!(
        problems
            .iter()
            .any(|p| p.kind.severity() == format::Severity::Incomplete),
        "{problems:?}"
    );
    // Ordered by the manual tie order: Bruno ahead; scored, and Bruno is the only winner.
    let mut ordered = results(&[60, 60, 40, 20]);
    ordered[0].as_mut().unwrap().tie_order = Some(2);
    ordered[1].as_mut().unwrap().tie_order = Some(1);
    enter(&mut j, 1, ordered).unwrap();
    let (anna, anna_won) = row(&j, 1);
    let (bruno, bruno_won) = row(&j, 2);
    assert!(bruno_won && !anna_won);
    assert!(
        anna.is_some() && bruno.is_some() && bruno > anna,
        "{anna:?} {bruno:?}"
    );
}

#[test]
fn bgl_and_1vs1_share_a_level_top_each_with_a_win() {
    // BGL, table of 4 at 40, 40, 10, 10: places 1–2 shared (100 + 60) / 2 = 80, places 3–4 (40 + 20)
    // / 2 = 30; PBG = own ÷ table total 100.
    for kind in [FormatKind::Bgl, FormatKind::BglSvizzera] {
        let mut j = journal(kind, 4);
        enter(&mut j, 1, results(&[40, 40, 10, 10])).unwrap();
        assert_eq!(row(&j, 1), (Some("80.400".into()), true), "{kind:?}");
        assert_eq!(row(&j, 2), (Some("80.400".into()), true), "{kind:?}");
        assert_eq!(row(&j, 3), (Some("30.100".into()), false), "{kind:?}");
        enter(&mut j, 2, results(&[50, 30, 15, 5])).unwrap();
        // The Swiss draw ranks the two level winners level and seats round 2.
        let spec = format::draw_spec(j.state(), 2).expect("round 2 can be drawn");
        let drawn = raduno::draw::draw(j.state(), &spec, 5).expect("drawn");
        let seated: usize = drawn.round.tables.iter().map(|t| t.seats.len()).sum();
        assert_eq!(seated, 8);
    }
    // 1vs1, a 50–50 game: (100 + 55) / 2 = 77.5 each, PBG 0.5, a win each.
    for kind in [FormatKind::OneVsOne, FormatKind::OneVsOneSvizzera] {
        let mut j = journal(kind, 2);
        enter(&mut j, 1, results(&[50, 50])).unwrap();
        assert_eq!(row(&j, 1), (Some("78.000".into()), true), "{kind:?}");
        assert_eq!(row(&j, 2), (Some("78.000".into()), true), "{kind:?}");
        for table in 2..=4 {
            enter(&mut j, table, results(&[30, 20])).unwrap();
        }
        assert!(
            format::draw_spec(j.state(), 2).is_ok(),
            "{kind:?}: the Swiss draw goes on"
        );
    }
}

#[test]
fn the_team_tournament_needs_a_level_place_ordered_even_below_the_top() {
    // 50, 20, 20, 10: the bonus goes by place (7 for 2nd, 5 for 3rd), so the two at 20 need an order.
    let mut j = journal(FormatKind::Squadre, 4);
    let err = enter(&mut j, 1, results(&[50, 20, 20, 10])).unwrap_err();
    assert!(
        matches!(&err, ModelError::Unscorable { table: 1, players, .. } if players.iter().map(|p| p.0).collect::<Vec<_>>() == [1, 2, 3, 4]),
        "{err:?}"
    );
    assert!(
        err.text(Lang::En).contains("players 2, 3 are level"),
        "{}",
        err.text(Lang::En)
    );
    let mut ordered = results(&[50, 20, 20, 10]);
    ordered[2].as_mut().unwrap().tie_order = Some(1);
    ordered[1].as_mut().unwrap().tie_order = Some(2);
    enter(&mut j, 1, ordered).unwrap();
    let second = row(&j, 3).0.expect("scored");
    let third = row(&j, 2).0.expect("scored");
    assert!(second > third, "{second} {third}");
    let st = format::current_standings(j.state());
    let teams = format::team_standings(j.state(), &st).expect("teams");
    assert!(teams.iter().all(|t| t.total > raduno::format::Points::ZERO));
}

/// Iscritti and "1° Turno": table 1 with `cells` (players 1–4), table 2 complete and clear.
fn sheets(cells: [f64; 4]) -> Vec<Sheet> {
    let players: Vec<(u32, &str, &str, &str, &str, &str, &str)> = NAMES
        .iter()
        .enumerate()
        .map(|(i, (f, l))| (i as u32 + 1, *f, *l, "", "", "SI", ""))
        .collect();
    let names: Vec<String> = (1..=8).map(full).collect();
    let table = |first: u32, pts: [f64; 4]| -> Vec<SeatCells<'_>> {
        (0..4)
            .map(|s| {
                (
                    first + s as u32,
                    names[(first - 1) as usize + s].as_str(),
                    Some(n(pts[s])),
                    "",
                )
            })
            .collect()
    };
    vec![
        players_sheet(&players, 0),
        round_sheet(
            "1° Turno",
            &[
                (1, table(1, cells)),
                (2, table(5, [70.0, 40.0, 30.0, 10.0])),
            ],
        ),
    ]
}

fn write(name: &str, bytes: &[u8]) -> String {
    let dir = std::env::temp_dir().join(format!("raduno-level-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    path.to_string_lossy().into_owned()
}

fn raduno(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_raduno"))
        .args(args)
        .output()
        .expect("run raduno")
}

#[test]
fn a_workbook_with_a_level_top_is_refused_with_its_place_by_the_import_and_the_cli() {
    for (file, bytes) in [
        ("livello.xlsx", xlsx(&sheets([60.0, 60.0, 40.0, 20.0]))),
        ("livello.xls", xls(&sheets([60.0, 60.0, 40.0, 20.0]))),
    ] {
        let err = rio::import_workbook_as(&bytes, file, Some(FormatKind::Master)).unwrap_err();
        let it = err.text(Lang::It);
        assert!(it.contains("Foglio «1° Turno», cella B1"), "{file}: {it}");
        assert!(
            it.contains("turno 1, tavolo 1 (Anna Alberti, Bruno Bassi, Carla Conti, Dario Dini)"),
            "{it}"
        );
        assert!(it.contains("con i decimali (44,1 davanti a 44)"), "{it}");
        let en = err.text(Lang::En);
        assert!(
            en.contains("Sheet “1° Turno”") && en.contains("with decimals (44.1 ahead of 44)"),
            "{en}"
        );
        // The CLI's standings and draw say it and exit with an error, never a "-" with exit 0.
        let path = write(file, &bytes);
        for args in [
            vec!["standings", path.as_str(), "--format", "master"],
            vec![
                "draw",
                path.as_str(),
                "--format",
                "master",
                "--round",
                "2",
                "--out",
                "/dev/null",
            ],
        ] {
            let o = raduno(&args);
            assert!(!o.status.success(), "{args:?} must fail");
            assert!(o.stdout.is_empty(), "{args:?} printed standings");
            let e = String::from_utf8_lossy(&o.stderr);
            assert!(
                e.contains("tavolo 1 (Anna Alberti, Bruno Bassi"),
                "{args:?}: {e}"
            );
        }
    }
    // The legacy sheet's decimals order the level players: 60.1 ahead of 60; the table scores.
    for (file, bytes) in [
        ("ordinato.xlsx", xlsx(&sheets([60.0, 60.1, 40.0, 20.0]))),
        ("ordinato.xls", xls(&sheets([60.0, 60.1, 40.0, 20.0]))),
    ] {
        let t = rio::import_workbook_as(&bytes, file, Some(FormatKind::Master))
            .unwrap_or_else(|e| panic!("{file}: {}", e.text(Lang::It)))
            .tournament;
        assert!(format::round_done(&t, &t.rounds[0]), "{file}");
        let s = format::standings(&t, 1);
        let bruno = s.rows.iter().find(|r| r.player == 2).unwrap();
        assert!(bruno.won[0] && bruno.rounds[0].is_some(), "{file}");
        let path = write(file, &bytes);
        let o = raduno(&["standings", &path, "--format", "master"]);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        assert!(!String::from_utf8_lossy(&o.stdout)
            .lines()
            .any(|l| l.contains("Anna") && l.contains(" - ")));
    }
    // BGL reads the same level top as shared places: imported, scored, a win each.
    let bytes = xlsx(&sheets([40.0, 40.0, 10.0, 10.0]));
    let t = rio::import_workbook_as(&bytes, "bgl.xlsx", Some(FormatKind::Bgl))
        .unwrap()
        .tournament;
    let s = format::standings(&t, 1);
    for id in [1, 2] {
        let r = s.rows.iter().find(|r| r.player == id).unwrap();
        assert_eq!(
            r.rounds[0].map(|p| p.to_decimal(3)).as_deref(),
            Some("80.400")
        );
        assert!(r.won[0]);
    }
    let path = write("bgl.xlsx", &bytes);
    let o = raduno(&["standings", &path, "--format", "bgl", "--json"]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
}

#[test]
fn a_backup_holding_a_level_top_is_refused_and_a_stored_one_still_opens() {
    let j = journal(FormatKind::Master, 4);
    let saved = Saved::new("t1".into(), j);
    let mut value: serde_json::Value = serde_json::from_str(&saved.to_text()).unwrap();
    let level = Event::TableResults {
        round: 1,
        table: 1,
        results: results(&[60, 60, 40, 20]),
        outcome: None,
    };
    value["journal"]["entries"]
        .as_array_mut()
        .unwrap()
        .push(serde_json::json!({ "at_ms": 9, "event": serde_json::to_value(level).unwrap() }));
    let text = value.to_string();
    let err = persist::restore(&text).unwrap_err();
    assert!(
        matches!(
            err,
            LoadError::Unscorable {
                round: 1,
                table: 1,
                ..
            }
        ),
        "{err:?}"
    );
    let it = err.text(Lang::It);
    assert!(
        it.starts_with("Turno 1, tavolo 1 (Anna Alberti, Bruno Bassi, Carla Conti, Dario Dini)"),
        "{it}"
    );
    assert!(it.contains("Nulla è stato ripristinato"), "{it}");
    // The same entry in this browser's storage opens (never lost), and says which table to order.
    let stored = persist::load(&text).expect("a stored tournament opens");
    let t = stored.journal.state();
    let unscored = format::unscored(t, 1);
    assert_eq!(unscored.len(), 1);
    assert_eq!((unscored[0].round, unscored[0].table), (1, 1));
}
