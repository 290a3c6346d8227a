//! the table results' rules "Valid results": every row of the table is refused by every way a result comes in — the
//! journal (execute and replay), a workbook import (every impossible cell listed, nothing imported),
//! the CLI (exit 1, the same list on standard error) and a backup restore (the entry named). A possible
//! but unusual score is accepted by the journal and flagged as a question by the format's check.

mod io_support;

use io_support::{n, players_sheet, round_sheet, xls, xlsx, Cell, SeatCells};
use raduno::format::FormatKind;
use raduno::format::{self, ProblemKind, Severity};
use raduno::i18n::{Lang, Localized};
use raduno::journal::{Event, Journal, ModelError};
use raduno::model::{OutcomeKind, Phase, Player, Round, SeatResult, Settings, Table, TableOutcome};
use raduno::persist::{self, LoadError, Saved};
use raduno_files as rio;

const NAMES: [(&str, &str); 8] = [
    ("Anna", "Alberti"),
    ("Bruno", "Bassi"),
    ("Carla", "Conti"),
    ("Dario", "Dini"),
    ("Elena", "Esposito"),
    ("Fabio", "Fontana"),
    ("Gina", "Galli"),
    ("Ugo", "Umberti"),
];

fn full(id: u32) -> String {
    let (f, l) = NAMES[id as usize - 1];
    format!("{f} {l}")
}

/// A seat as typed: table points, the RisiKo! flag, an elimination order.
#[derive(Clone, Copy)]
enum S {
    P(u32),
    R,
    E(u8),
}

impl S {
    fn result(self) -> SeatResult {
        match self {
            S::P(p) => SeatResult::points(p),
            S::R => SeatResult {
                points: 100,
                risiko: true,
                ..SeatResult::default()
            },
            S::E(o) => SeatResult {
                eliminated: Some(o),
                ..SeatResult::default()
            },
        }
    }

    /// The legacy cell: points, 100 for a RisiKo!, -k for an elimination.
    fn cell(self) -> Cell {
        match self {
            S::P(p) => n(p as f64),
            S::R => n(100.0),
            S::E(o) => n(-(o as f64)),
        }
    }
}

/// One row of the "Valid results" table, as an impossible table 1 of round 1.
struct Case {
    name: &'static str,
    format: FormatKind,
    seats: Vec<S>,
    outcome: Option<TableOutcome>,
    /// The reason in Italian and in English, as the refusal says it.
    it: &'static str,
    en: &'static str,
    /// The cells a workbook import must list (row 2 of the legacy layout), with their values.
    cells: Vec<(&'static str, &'static str)>,
    /// Whether a legacy sheet can say it (an outcome cannot be written in one).
    in_workbook: bool,
}

fn cases() -> Vec<Case> {
    vec![
        Case {
            name: "Master: 500 table points",
            format: FormatKind::Master,
            seats: vec![S::P(500), S::P(30), S::P(20), S::P(10)],
            outcome: None,
            it: "500 punti tavolo: un giocatore ne fa al massimo 100",
            en: "500 table points: one player scores at most 100",
            cells: vec![("C2", "500")],
            in_workbook: true,
        },
        Case {
            name: "Master: two RisiKo!",
            format: FormatKind::Master,
            seats: vec![S::R, S::R, S::P(20), S::P(10)],
            outcome: None,
            it: "più di un RisiKo! allo stesso tavolo",
            en: "more than one RisiKo! at the same table",
            cells: vec![("C2", "100"), ("F2", "100")],
            in_workbook: true,
        },
        Case {
            name: "Campionato Gufo: 300",
            format: FormatKind::CampionatoGufo,
            seats: vec![S::P(300), S::P(30), S::P(20), S::P(10)],
            outcome: None,
            it: "300 punti tavolo: un giocatore ne fa al massimo 100",
            en: "300 table points: one player scores at most 100",
            cells: vec![("C2", "300")],
            in_workbook: true,
        },
        Case {
            name: "Torneo Gufo: two players eliminated last",
            format: FormatKind::Gufo,
            seats: vec![S::E(1), S::E(1), S::P(40), S::P(20)],
            outcome: None,
            it: "ordine di eliminazione 1 non valido o ripetuto",
            en: "elimination order 1 is invalid or repeated",
            cells: vec![("F2", "-1")],
            in_workbook: true,
        },
        Case {
            name: "Torneo Gufo: everyone eliminated",
            format: FormatKind::Gufo,
            seats: vec![S::E(1), S::E(2), S::E(3), S::E(4)],
            outcome: None,
            it: "tutti risultano eliminati: almeno un giocatore resta in gioco",
            en: "everyone is marked eliminated: at least one player survives",
            cells: vec![("C2", "-1"), ("F2", "-2"), ("I2", "-3"), ("L2", "-4")],
            in_workbook: true,
        },
        Case {
            name: "Ludolimpica: over the board's 194",
            format: FormatKind::Ludolimpica,
            seats: vec![S::P(120), S::P(60), S::P(20)],
            outcome: None,
            it: "120 + 60 + 20 = 200 punti vittoria: il tabellone ne ha 194 in tutto",
            en: "120 + 60 + 20 = 200 victory points: the board holds 194 in all",
            cells: vec![("C2", "120"), ("F2", "60"), ("I2", "20")],
            in_workbook: true,
        },
        Case {
            name: "Ludolimpica: 200 for one player",
            format: FormatKind::Ludolimpica,
            seats: vec![S::P(200), S::P(0), S::P(0)],
            outcome: None,
            it: "200 punti vittoria: un giocatore ne fa al massimo 194",
            en: "200 victory points: one player scores at most 194",
            cells: vec![("C2", "200")],
            in_workbook: true,
        },
        Case {
            name: "Testa a testa: 300–20",
            format: FormatKind::TestaATesta,
            seats: vec![S::P(300), S::P(20)],
            outcome: Some(TableOutcome {
                kind: OutcomeKind::Points,
                seat: 0,
            }),
            it: "300 punti tavolo: un giocatore ne fa al massimo 100",
            en: "300 table points: one player scores at most 100",
            cells: vec![("C2", "300")],
            in_workbook: true,
        },
        Case {
            name: "Testa a testa: the loser on points named winner",
            format: FormatKind::TestaATesta,
            seats: vec![S::P(70), S::P(20)],
            outcome: Some(TableOutcome {
                kind: OutcomeKind::Points,
                seat: 1,
            }),
            it: "ai punti vince chi ne ha di più",
            en: "on points the player with more wins",
            cells: vec![],
            in_workbook: false,
        },
        // the Testa a testa rulebook: a difference of 1–10 is still won by the player with more table points.
        Case {
            name: "Testa a testa: a 1–10 win on points given to the player with fewer",
            format: FormatKind::TestaATesta,
            seats: vec![S::P(25), S::P(20)],
            outcome: Some(TableOutcome {
                kind: OutcomeKind::Points,
                seat: 1,
            }),
            it: "ai punti vince chi ne ha di più (anche per 1–10 punti)",
            en: "on points the player with more wins (by 1–10 points too)",
            cells: vec![],
            in_workbook: false,
        },
        Case {
            name: "Othello: 40 + 30 discs",
            format: FormatKind::OthelloSwiss,
            seats: vec![S::P(40), S::P(30)],
            outcome: None,
            it: "40 + 30 = 70 pedine: una partita ne ha al massimo 64",
            en: "40 + 30 = 70 discs: a game has at most 64",
            cells: vec![("C2", "40"), ("F2", "30")],
            in_workbook: true,
        },
    ]
}

/// A journal with 8 players and round 1 drawn as tables of the case's size (table 1 holds players 1…).
fn journal(format: FormatKind, size: usize) -> Journal {
    let mut j = Journal::new(Settings::new("Prova", format), 0);
    for (i, (first, last)) in NAMES.iter().enumerate() {
        j.execute(
            Event::PlayerAdded {
                player: Player::new(i as u32 + 1, first, last),
            },
            i as i64 + 1,
        )
        .expect("player");
    }
    j.execute(
        Event::RoundDrawn {
            round: round(size),
            conflicts: vec![],
        },
        10,
    )
    .expect("round 1");
    j
}

fn round(size: usize) -> Round {
    let ids: Vec<u32> = (1..=8).collect();
    let tables = ids
        .chunks(size)
        .filter(|c| c.len() == size)
        .enumerate()
        .map(|(k, c)| Table::new(k as u32 + 1, c))
        .collect();
    Round::new(1, Phase::Qualifying, 42, tables)
}

fn results_event(c: &Case) -> Event {
    Event::TableResults {
        round: 1,
        table: 1,
        results: c.seats.iter().map(|s| Some(s.result())).collect(),
        outcome: c.outcome,
    }
}

#[test]
fn the_journal_refuses_every_row_and_changes_nothing() {
    for c in cases() {
        let mut j = journal(c.format, c.seats.len());
        let before = j.clone();
        let err = j.execute(results_event(&c), 20).unwrap_err();
        let ModelError::ImpossibleResults {
            round,
            table,
            ref players,
            ref problems,
        } = err
        else {
            panic!("{}: not an impossible result: {err:?}", c.name);
        };
        assert_eq!((round, table), (1, 1), "{}", c.name);
        assert_eq!(players.len(), c.seats.len(), "{}", c.name);
        assert!(problems
            .iter()
            .all(|p| p.kind.severity() == Severity::Impossible));
        let it = err.text(Lang::It);
        let en = err.text(Lang::En);
        assert!(
            it.starts_with("Turno 1, tavolo 1 (Anna Alberti (1), Bruno Bassi (2)"),
            "{}: {it}",
            c.name
        );
        assert!(it.contains(c.it), "{}: {it}", c.name);
        assert!(en.starts_with("Round 1, table 1 (Anna Alberti (1)"), "{en}");
        assert!(en.contains(c.en), "{}: {en}", c.name);
        // One language per message.
        assert!(!it.contains(c.en) && !en.contains(c.it), "{}", c.name);
        assert_eq!(j, before, "{}: the journal changed", c.name);
    }
}

#[test]
fn a_seat_refusal_names_the_player() {
    let c = &cases()[0];
    let mut j = journal(c.format, 4);
    let err = j.execute(results_event(c), 20).unwrap_err();
    assert!(
        err.text(Lang::It).contains(
            "risultato impossibile: Anna Alberti: 500 punti tavolo: un giocatore ne fa al massimo 100"
        ),
        "{}",
        err.text(Lang::It)
    );
}

#[test]
fn the_journal_refuses_impossible_rounds_and_imports_too() {
    // A drawn round that already carries an impossible result, and an imported tournament holding one.
    let c = &cases()[5];
    let mut j = journal(c.format, 3);
    let mut t = j.state().clone();
    for (seat, s) in t.rounds[0].tables[0].seats.iter_mut().zip(&c.seats) {
        seat.result = Some(s.result());
    }
    let before = j.clone();
    let err = j
        .execute(
            Event::Imported {
                tournament: t.clone(),
                source: "x.xlsx".into(),
            },
            30,
        )
        .unwrap_err();
    assert!(err.text(Lang::It).contains(c.it), "{}", err.text(Lang::It));
    assert_eq!(j, before);
    let mut fresh = Journal::new(Settings::new("Prova", c.format), 0);
    for p in &t.players {
        fresh
            .execute(Event::PlayerAdded { player: p.clone() }, 1)
            .unwrap();
    }
    let err = fresh
        .execute(
            Event::RoundDrawn {
                round: t.rounds[0].clone(),
                conflicts: vec![],
            },
            2,
        )
        .unwrap_err();
    assert!(
        matches!(err, ModelError::ImpossibleResults { .. }),
        "{err:?}"
    );
}

#[test]
fn partial_and_possible_results_are_accepted() {
    let mut j = journal(FormatKind::Master, 4);
    // Partial: two seats only.
    j.execute(
        Event::TableResults {
            round: 1,
            table: 1,
            results: vec![
                Some(SeatResult::points(40)),
                None,
                Some(SeatResult::points(30)),
                None,
            ],
            outcome: None,
        },
        20,
    )
    .unwrap();
    // The extremes of each format are possible.
    let mut l = journal(FormatKind::Ludolimpica, 3);
    l.execute(
        Event::TableResults {
            round: 1,
            table: 1,
            results: [105, 60, 29].map(|p| Some(SeatResult::points(p))).to_vec(),
            outcome: None,
        },
        20,
    )
    .unwrap();
    let mut o = journal(FormatKind::OthelloSwiss, 2);
    o.execute(
        Event::TableResults {
            round: 1,
            table: 1,
            results: [34, 30].map(|p| Some(SeatResult::points(p))).to_vec(),
            outcome: None,
        },
        20,
    )
    .unwrap();
}

#[test]
fn an_unusual_score_is_accepted_but_asked_about() {
    // A plain 100 without the RisiKo! flag (Open): the journal takes it, the check asks.
    let mut j = journal(FormatKind::Open, 4);
    let results: Vec<Option<SeatResult>> = [100, 30, 20, 10]
        .map(|p| Some(SeatResult::points(p)))
        .to_vec();
    let t = j.state().clone();
    let round = &t.rounds[0];
    let problems = format::validate_table(&t, round, &round.tables[0], &results, None);
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert_eq!(problems[0].kind, ProblemKind::PlainHundred);
    assert_eq!(problems[0].kind.severity(), Severity::Unusual);
    assert_eq!(
        problems[0].text(Lang::It),
        "Turno 1, tavolo 1, posto 1 (Anna Alberti, ID 1): 100 punti tavolo senza RisiKo!: è un RisiKo! (obiettivo completato)? Spunta R! oppure conferma i 100 punti"
    );
    assert!(format::impossible_results(&t, round, &round.tables[0], &results, None).is_empty());
    j.execute(
        Event::TableResults {
            round: 1,
            table: 1,
            results,
            outcome: None,
        },
        20,
    )
    .unwrap();
    assert_eq!(
        j.state().rounds[0].tables[0].seats[0].result,
        Some(SeatResult::points(100))
    );
    // Everyone under 10 at a table of 4: asked too.
    let t = j.state().clone();
    let low: Vec<Option<SeatResult>> = [9, 5, 3, 0].map(|p| Some(SeatResult::points(p))).to_vec();
    let p = format::validate_table(&t, &t.rounds[0], &t.rounds[0].tables[1], &low, None);
    assert!(
        matches!(p.as_slice(), [x] if x.kind == ProblemKind::AllUnderTen { seats: 4 }),
        "{p:?}"
    );
    assert!(p[0]
        .text(Lang::En)
        .ends_with("all 4 players have under 10 table points: confirm?"));
}

/// The legacy workbook of a case: Iscritti and "1° Turno" with table 1 as the case and, when the round
/// has room, table 2 complete and possible.
fn workbook(c: &Case) -> Vec<u8> {
    xlsx(&sheets(c))
}

/// The same sheets as a legacy `.xls`.
fn legacy(c: &Case) -> Vec<u8> {
    xls(&sheets(c))
}

fn sheets(c: &Case) -> Vec<io_support::Sheet> {
    let players: Vec<(u32, &str, &str, &str, &str, &str, &str)> = NAMES
        .iter()
        .enumerate()
        .map(|(i, (f, l))| (i as u32 + 1, *f, *l, "", "", "SI", ""))
        .collect();
    let size = c.seats.len();
    let names: Vec<String> = (1..=8).map(full).collect();
    let table1: Vec<SeatCells<'_>> = c
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| (i as u32 + 1, names[i].as_str(), Some(s.cell()), ""))
        .collect();
    let table2: Vec<SeatCells<'_>> = (size..2 * size)
        .map(|i| {
            (
                i as u32 + 1,
                names[i].as_str(),
                Some(n(10.0 + i as f64)),
                "",
            )
        })
        .collect();
    vec![
        players_sheet(&players, 0),
        round_sheet("1° Turno", &[(1, table1), (2, table2)]),
    ]
}

#[test]
fn a_workbook_lists_every_impossible_cell_and_imports_nothing() {
    let both = cases().into_iter().filter(|c| c.in_workbook).flat_map(|c| {
        [
            (legacy(&c), "prova.xls", clone_case(&c)),
            (workbook(&c), "prova.xlsx", c),
        ]
    });
    for (bytes, file, c) in both {
        let c = &c;
        let err = rio::import_workbook_as(&bytes, file, Some(c.format)).unwrap_err();
        let it = err.text(Lang::It);
        let en = err.text(Lang::En);
        for (cell, value) in &c.cells {
            let line = it
                .lines()
                .find(|l| l.contains(&format!("cella {cell} ")) && l.contains(c.it))
                .unwrap_or_else(|| panic!("{}: no line for {cell}: {it}", c.name));
            assert!(
                line.starts_with(&format!(
                    "- Foglio «1° Turno», cella {cell} (riga 2, colonna {}): turno 1, tavolo 1, ",
                    &cell[..1]
                )),
                "{line}"
            );
            assert!(
                line.contains(&format!("valore «{value}» impossibile")),
                "{line}"
            );
            let line_en = en
                .lines()
                .find(|l| l.contains(&format!("cell {cell} ")) && l.contains(c.en))
                .unwrap_or_else(|| panic!("{}: no line for {cell}: {en}", c.name));
            assert!(
                line_en.contains(&format!("impossible value “{value}”")),
                "{line_en}"
            );
        }
        assert!(
            !it.contains("dati incoerenti") && !it.contains(c.en),
            "{}: {it}",
            c.name
        );
        // The head counts the problems with the right plural.
        let count = err.problems.len();
        assert!(count >= c.cells.len().max(1), "{}: {count}", c.name);
        let head = if count == 1 {
            "Il file non è stato importato (1 problema):".to_string()
        } else {
            format!("Il file non è stato importato ({count} problemi):")
        };
        assert!(it.starts_with(&head), "{it}");
        // The same cells with possible values import.
        let mut ok = clone_case(c);
        ok.seats = c
            .seats
            .iter()
            .enumerate()
            .map(|(i, _)| S::P(10 + i as u32))
            .collect();
        let ok_bytes = if file.ends_with(".xls") {
            legacy(&ok)
        } else {
            workbook(&ok)
        };
        let t = rio::import_workbook_as(&ok_bytes, file, Some(c.format))
            .unwrap_or_else(|e| panic!("{}: {}", c.name, e.text(Lang::It)))
            .tournament;
        assert_eq!(
            t.rounds[0].tables[0].seats[0].result,
            Some(SeatResult::points(10))
        );
    }
}

fn clone_case(c: &Case) -> Case {
    Case {
        name: c.name,
        format: c.format,
        seats: c.seats.clone(),
        outcome: c.outcome,
        it: c.it,
        en: c.en,
        cells: c.cells.clone(),
        in_workbook: c.in_workbook,
    }
}

#[test]
fn a_workbook_import_into_a_tournament_changes_nothing() {
    // The round page's import path: the journal is untouched when the workbook is refused.
    let c = &cases()[0];
    let j = journal(c.format, 4);
    let before = j.clone();
    assert!(rio::import_workbook_as(&workbook(c), "prova.xlsx", Some(c.format)).is_err());
    assert_eq!(j, before);
}

#[test]
fn the_cli_exits_1_with_the_same_list() {
    let dir = std::env::temp_dir().join(format!("raduno-validation-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (k, c) in cases().iter().filter(|c| c.in_workbook).enumerate() {
        let old = dir.join(format!("case{k}.xls"));
        std::fs::write(&old, legacy(c)).unwrap();
        let new = dir.join(format!("case{k}.xlsx"));
        std::fs::write(&new, workbook(c)).unwrap();
        for (path, lang, reason, cell_word) in [
            (&old, "it", c.it, "cella"),
            (&new, "it", c.it, "cella"),
            (&new, "en", c.en, "cell"),
        ] {
            let out = std::process::Command::new(env!("CARGO_BIN_EXE_raduno"))
                .args([
                    "standings",
                    path.to_str().unwrap(),
                    "--format",
                    c.format.slug(),
                ])
                .args(["--lang", lang])
                .output()
                .unwrap();
            assert_eq!(out.status.code(), Some(1), "{}", c.name);
            assert!(out.stdout.is_empty(), "{}", c.name);
            let err = String::from_utf8_lossy(&out.stderr);
            for (cell, _) in &c.cells {
                assert!(
                    err.lines()
                        .any(|l| l.contains(&format!("{cell_word} {cell} ")) && l.contains(reason)),
                    "{}: no {cell} with its reason in {err}",
                    c.name
                );
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_backup_with_an_impossible_entry_names_it_and_restores_nothing() {
    for c in cases() {
        let j = journal(c.format, c.seats.len());
        let entries = j.entries().len();
        let saved = Saved::new("t1".into(), j);
        let mut value: serde_json::Value = serde_json::from_str(&saved.to_text()).unwrap();
        let bad = serde_json::json!({ "at_ms": 99, "event": serde_json::to_value(results_event(&c)).unwrap() });
        value["journal"]["entries"]
            .as_array_mut()
            .unwrap()
            .push(bad);
        let err = persist::load(&value.to_string()).unwrap_err();
        let LoadError::BadJournal {
            index, ref error, ..
        } = err
        else {
            panic!("{}: {err:?}", c.name);
        };
        assert_eq!(index, entries + 1, "{}", c.name);
        assert!(matches!(error, ModelError::ImpossibleResults { .. }));
        let it = err.text(Lang::It);
        assert!(
            it.starts_with(&format!(
                "Il registro del torneo è danneggiato all'operazione {} («Turno 1, tavolo 1: punti ",
                entries + 1
            )),
            "{it}"
        );
        assert!(it.contains(c.it), "{}: {it}", c.name);
        assert!(it.ends_with("Nulla è stato ripristinato"), "{it}");
        let en = err.text(Lang::En);
        assert!(
            en.contains(&format!(
                "at operation {} (“Round 1, table 1: points",
                entries + 1
            )),
            "{en}"
        );
        assert!(en.contains(c.en), "{}: {en}", c.name);
    }
}

#[test]
fn a_broken_backup_gets_a_sentence_and_a_place_not_the_parser_message() {
    let j = journal(FormatKind::Master, 4);
    let text = Saved::new("t1".into(), j).to_text();
    let cut = &text[..text.len() / 2];
    let err = persist::load(cut).unwrap_err();
    let it = err.text(Lang::It);
    assert!(
        it.starts_with("Il file non è un torneo Raduno leggibile: il testo si interrompe prima della fine (riga 1, colonna"),
        "{it}"
    );
    assert!(!it.contains("EOF") && !it.contains("expected"), "{it}");
    let err = persist::load("{\"schema\": 1, \"id\": \"x\", \"rev\": 0}").unwrap_err();
    assert_eq!(
        err.text(Lang::En),
        "This is not a readable Raduno tournament: a value “journal” is missing or not of the expected kind"
    );
    let err = persist::load("hello").unwrap_err();
    assert_eq!(
        err.text(Lang::It),
        "Il file non è un torneo Raduno leggibile: il testo non è nel formato dei backup (riga 1, colonna 1)"
    );
}

#[test]
fn the_tie_refusal_names_the_table_and_the_tied_players() {
    let mut j = journal(FormatKind::Master, 4);
    // Typed now, the level top is refused at entry (the table results' rules "Level at the top").
    let level = Event::TableResults {
        round: 1,
        table: 1,
        results: [40, 40, 20, 10]
            .map(|p| Some(SeatResult::points(p)))
            .to_vec(),
        outcome: None,
    };
    let refused = j.execute(level.clone(), 20).unwrap_err();
    assert!(
        refused
            .text(Lang::It)
            .starts_with("Turno 1, tavolo 1 (Anna Alberti (1), Bruno Bassi (2)"),
        "{}",
        refused.text(Lang::It)
    );
    // A tournament stored before the rule (replayed without it) still cannot be drawn on.
    let mut t = j.state().clone();
    raduno::journal::apply(&mut t, &level).unwrap();
    let second = Event::TableResults {
        round: 1,
        table: 2,
        results: [50, 30, 20, 10]
            .map(|p| Some(SeatResult::points(p)))
            .to_vec(),
        outcome: None,
    };
    raduno::journal::apply(&mut t, &second).unwrap();
    let err = format::draw_spec(&t, 2).unwrap_err();
    assert_eq!(
        err.text(Lang::It),
        "Turno 1, tavolo 1: Anna Alberti e Bruno Bassi sono a pari punti e le regole chiedono un ordine: indicare i punti fuori obiettivo, l'ordine di gioco o l'ordine di parità, prima di sorteggiare il turno 2"
    );
    assert_eq!(
        err.text(Lang::En),
        "Round 1, table 1: Anna Alberti and Bruno Bassi are level and the rules need an order: enter the points outside objective, the play order or the tie order, before drawing round 2"
    );
    // Missing scores: the tables and the players without one, in the right number.
    let mut j = journal(FormatKind::Master, 4);
    j.execute(
        Event::TableResults {
            round: 1,
            table: 1,
            results: vec![
                Some(SeatResult::points(40)),
                Some(SeatResult::points(30)),
                Some(SeatResult::points(20)),
                None,
            ],
            outcome: None,
        },
        20,
    )
    .unwrap();
    let err = format::draw_spec(j.state(), 2).unwrap_err();
    assert_eq!(
        err.text(Lang::It),
        "Il turno 1 non è completo: mancano i punteggi ai tavoli 1 (Dario Dini) e 2 (Elena Esposito, Fabio Fontana, Gina Galli, Ugo Umberti); inserirli prima di sorteggiare il turno 2"
    );
}

#[test]
fn counts_take_the_right_plural() {
    // The catalogue's plural forms: one for exactly 1, else other (0 too).
    use raduno::i18n::msg::FormatMoreTables;
    assert_eq!(
        FormatMoreTables { count: &1 }.text(Lang::It),
        "altri 1 tavolo"
    );
    assert_eq!(
        FormatMoreTables { count: &2 }.text(Lang::It),
        "altri 2 tavoli"
    );
    assert_eq!(
        FormatMoreTables { count: &0 }.text(Lang::En),
        "0 tables more"
    );
    let mut j = Journal::new(Settings::new("Prova", FormatKind::Master), 0);
    for (i, (first, last)) in NAMES.iter().take(4).enumerate() {
        j.execute(
            Event::PlayerAdded {
                player: Player::new(i as u32 + 1, first, last),
            },
            1,
        )
        .unwrap();
    }
    let drawn = Event::RoundDrawn {
        round: Round::new(1, Phase::Qualifying, 42, vec![Table::new(1, &[1, 2, 3, 4])]),
        conflicts: vec![],
    };
    j.execute(drawn.clone(), 2).unwrap();
    assert!(drawn.describe(Lang::It).contains("(1 tavolo, seme 42)"));
    assert!(drawn.describe(Lang::En).contains("(1 table, seed 42)"));
}

/// Testa a testa: a 100 at the seat the outcome names as "RisiKo!" is that RisiKo!,
/// not a question; the same 100 decided "on points" still asks.
#[test]
fn a_risiko_outcome_does_not_ask_about_its_100_points() {
    let j = journal(FormatKind::TestaATesta, 2);
    let t = j.state().clone();
    let round = &t.rounds[0];
    let results: Vec<Option<SeatResult>> = [100, 20].map(|p| Some(SeatResult::points(p))).to_vec();
    for kind in [
        OutcomeKind::Risiko,
        OutcomeKind::RisikoEliminatesOther,
        OutcomeKind::RisikoEliminatesDummy,
    ] {
        let outcome = Some(TableOutcome { kind, seat: 0 });
        let p = format::validate_table(&t, round, &round.tables[0], &results, outcome);
        assert!(
            !p.iter().any(|x| x.kind == ProblemKind::PlainHundred),
            "{kind:?}: {p:?}"
        );
    }
    let points = Some(TableOutcome {
        kind: OutcomeKind::Points,
        seat: 0,
    });
    let p = format::validate_table(&t, round, &round.tables[0], &results, points);
    assert!(
        p.iter().any(|x| x.kind == ProblemKind::PlainHundred),
        "{p:?}"
    );
}
