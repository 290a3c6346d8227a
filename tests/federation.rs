//! What the federation reads (the documents' rules (the workbook layout)): a workbook in the official 2025 layout — `TORNEO` with the
//! category, note and round dates, `Iscritti` with birth date, national ID and last events — imported
//! as `.xlsx` and as legacy `.xls`, drawn, scored, exported and imported again keeps every field; the
//! `Classifica Ridotta` sheet read back the way GestioneTorneo reads it (position in column A, pt_tot
//! in D, id in E) equals the final standings; LibreOffice opens the export (and its own `.xls` of it
//! imports back to the same tournament); bad cells are named by sheet, row and column; the players'
//! register of the real 2025 workbook (`../shared/fixtures/ModuloTorneo-2025.xls`, read at test time)
//! answers a typed name. The tests fail when LibreOffice or the fixture is missing.

mod gt_reader;
mod io_support;

use calamine::{Data, Reader};
use gt_reader::{gestione_torneo_reads as gt_reads, gestione_torneo_writes, GtRead};
use io_support::{n, run_tool, t, xls, xlsx, Cell, Sheet};
use raduno::format;
use raduno::i18n::Lang;
use raduno::journal::{Event, Journal, ModelError};
use raduno::model::{Category, Player, SeatResult, Tournament};
use raduno_files as rio;
use std::path::{Path, PathBuf};

/// A registration row: (first, last, club, birth date cell, national ID cell, last events).
type Row = (
    String,
    String,
    &'static str,
    Cell,
    Option<Cell>,
    Vec<String>,
);

/// 16 players.
fn roster() -> Vec<Row> {
    (1..=16u32)
        .map(|i| {
            let birth = if i % 2 == 0 {
                // A spreadsheet date: day 30000 + i is in 1982.
                n(30_000.0 + f64::from(i))
            } else {
                t(&format!("{:02}/0{}/199{}", i, 1 + i % 9, i % 10))
            };
            let national = (i != 16).then(|| {
                if i % 3 == 0 {
                    t(&format!("{}", 1000 + i))
                } else {
                    n(f64::from(1000 + i))
                }
            });
            let events = (0..(i % 4))
                .map(|k| format!("ROMA [Il Gufo] - Torneo {k} di {i}"))
                .collect();
            (
                format!("Nome{i}"),
                format!("Cognome{i}"),
                if i % 2 == 0 {
                    "ROMA [Il Gufo]"
                } else {
                    "GENOVA [Borgo Pila]"
                },
                birth,
                national,
                events,
            )
        })
        .collect()
}

/// The official 2025 workbook filled in: `TORNEO` (labels in column C, values in D, round numbers in
/// column B from row 8, round 1 dated as a spreadsheet date and round 2 as text) and `Iscritti` with
/// its ten columns and template rows after the players.
fn workbook_2025() -> Vec<Sheet> {
    let mut torneo = Sheet::new("TORNEO");
    torneo.set(0, 2, t("SCHEDA DATI TORNEO (V. 2025.2)"));
    let values = [
        ("Sede Torneo", t("Circolo Èquo, Roma")),
        ("Organizzatore", t("Il Gufo")),
        ("Nome Torneo", t("Open di Primavera")),
        ("Tipologia di Torneo", t("Torneo Open")),
        ("Numero Turni Previsti", n(3.0)),
        ("Note", t("Sala grande; inizio alle 15")),
    ];
    for (i, (label, value)) in values.into_iter().enumerate() {
        torneo.set(1 + i as u32, 2, t(label));
        torneo.set(1 + i as u32, 3, value);
    }
    for k in 0..30u32 {
        torneo.set(7 + k, 1, n(f64::from(k + 1)));
        torneo.set(7 + k, 2, t(""));
    }
    torneo.set(7, 3, n(45_723.0)); // 07/03/2025
    torneo.set(8, 3, t("08/03/2025"));

    let mut players = Sheet::new("Iscritti");
    players.set(0, 0, t("Elenco Partecipanti"));
    let headers = [
        "ID",
        "Nome",
        "Cognome",
        "Nickname",
        "Club",
        "Partecipa Torneo",
        "Regione",
        "Data di Nascita (gg/mm/aaaa)",
        "ID NAZIONALE",
        "ULTIMI 3 EVENTI A FEBBRAIO 2025",
    ];
    for (c, h) in headers.iter().enumerate() {
        players.set(2, c as u16, t(h));
    }
    let list = roster();
    for (i, (first, last, club, birth, national, events)) in list.into_iter().enumerate() {
        let r = 3 + i as u32;
        players.set(r, 0, n(i as f64 + 1.0));
        players.set(r, 1, t(&first));
        players.set(r, 2, t(&last));
        players.set(r, 4, t(club));
        players.set(r, 5, t("SI"));
        players.set(r, 6, t("LAZIO"));
        players.set(r, 7, birth);
        if let Some(id) = national {
            players.set(r, 8, id);
        }
        for (k, e) in events.iter().enumerate() {
            players.set(r, 9 + k as u16, t(e));
        }
    }
    for i in 17..=40u32 {
        players.set(3 + i - 1, 0, n(f64::from(i)));
    }
    vec![torneo, players]
}

/// What the first import must give, field by field.
fn check_read(tour: &Tournament) {
    let s = &tour.settings;
    assert_eq!(s.venue, "Circolo Èquo, Roma");
    assert_eq!(s.organizer, "Il Gufo");
    assert_eq!(s.name, "Open di Primavera");
    assert_eq!(s.category, Some(Category::TorneoOpen));
    assert_eq!(format::kind(s), format::FormatKind::Open);
    assert_eq!(s.planned_rounds, Some(3));
    assert_eq!(s.note, "Sala grande; inizio alle 15");
    assert_eq!(s.round_dates, vec!["2025-03-07", "2025-03-08"]);
    assert_eq!(tour.players.len(), 16);
    let p = |id: u32| tour.player(id).expect("player");
    assert_eq!(p(2).birth_date, "1982-02-20");
    assert_eq!(p(3).birth_date, "1993-04-03");
    assert_eq!(p(1).national_id, Some(1001));
    assert_eq!(p(3).national_id, Some(1003));
    assert_eq!(p(16).national_id, None);
    assert_eq!(p(1).last_events, "ROMA [Il Gufo] - Torneo 0 di 1");
    assert_eq!(
        p(3).last_events,
        "ROMA [Il Gufo] - Torneo 0 di 3\nROMA [Il Gufo] - Torneo 1 di 3\nROMA [Il Gufo] - Torneo 2 di 3"
    );
    assert_eq!(p(4).last_events, "");
}

/// Imported, then three rounds drawn (round 3 dated by its draw) and scored.
fn played(bytes: &[u8], file: &str) -> Journal {
    let imported = rio::import_workbook(bytes, file).unwrap_or_else(|e| panic!("{file}: {e}"));
    check_read(&imported.tournament);
    let tour = imported.tournament;
    let mut j = Journal::new(tour.settings.clone(), 1_000);
    j.execute(
        Event::Imported {
            tournament: tour,
            source: file.into(),
        },
        2_000,
    )
    .expect("import");
    for round in 1..=3u32 {
        io_support::draw_next_at(&mut j, 3_000 + i64::from(round) * 100);
        if let Some(settings) =
            raduno::use_cases::next_round::dated_settings(j.state(), round, "2025-03-09")
        {
            j.execute(
                Event::SettingsChanged { settings },
                3_001 + i64::from(round) * 100,
            )
            .expect("dated");
        }
        let tables = j.state().rounds[round as usize - 1].tables.clone();
        for table in tables {
            let seats = table.seats.len() as u32;
            let results = (0..seats)
                .map(|s| {
                    let points = 10 + (s + round + table.number) % seats * 15;
                    Some(SeatResult::points(points))
                })
                .collect();
            j.execute(
                Event::TableResults {
                    round,
                    table: table.number,
                    results,
                    outcome: None,
                },
                4_000 + i64::from(round) * 100 + i64::from(table.number),
            )
            .expect("results");
        }
    }
    j
}

/// `Classifica Ridotta` as GestioneTorneo reads it (`ExcelAccess.leggiSchedaClassifica`): the first
/// row skipped, then per row the position from column A, pt_tot from D and the id from E, each read
/// as text and then as a number.
fn gestione_torneo_reads(xlsx: &[u8]) -> Vec<(u32, String, u32)> {
    let mut wb: calamine::Xlsx<_> =
        calamine::open_workbook_from_rs(std::io::Cursor::new(xlsx.to_vec())).expect("xlsx");
    let range = wb
        .worksheet_range("Classifica Ridotta")
        .expect("a Classifica Ridotta sheet");
    let text = |d: &Data| match d {
        Data::String(s) => s.clone(),
        Data::Float(f) => f.to_string(),
        Data::Int(i) => i.to_string(),
        other => panic!("unexpected cell {other:?}"),
    };
    let rows: Vec<&[Data]> = range.rows().collect();
    assert_eq!(
        rows[0].iter().map(text).collect::<Vec<_>>(),
        ["Pos.", "Nome", "Cognome", "pt_tot", "id"]
    );
    rows[1..]
        .iter()
        .map(|r| {
            let pos: f64 = text(&r[0]).parse().expect("position a number");
            let pt = text(&r[3]);
            pt.parse::<f64>().expect("pt_tot a number");
            let id: f64 = text(&r[4]).parse().expect("id a number");
            (pos as u32, pt, id as u32)
        })
        .collect()
}

fn same_fields(a: &Tournament, b: &Tournament) {
    assert_eq!(a.settings, b.settings);
    assert_eq!(a.players, b.players);
    assert_eq!(a.rounds, b.rounds);
}

fn round_trip(bytes: &[u8], file: &str) {
    let j = played(bytes, file);
    let tour = j.state();
    assert_eq!(
        tour.settings.round_dates,
        vec!["2025-03-07", "2025-03-08", "2025-03-09"],
        "round 3 dated by its draw, rounds 1 and 2 as the workbook had them"
    );
    let out = rio::export_workbook(tour, j.entries(), Lang::It).expect("export");
    let again = rio::import_workbook(&out, "export.xlsx").expect("the export imports");
    same_fields(&again.tournament, tour);

    // The sheets as the federation reads them, cell by cell.
    let mut wb: calamine::Xlsx<_> =
        calamine::open_workbook_from_rs(std::io::Cursor::new(out.clone())).expect("xlsx");
    let torneo = wb.worksheet_range("TORNEO").expect("TORNEO");
    let at = |r: u32, c: u32| torneo.get_value((r, c)).cloned().unwrap_or(Data::Empty);
    assert_eq!(at(4, 3), Data::String("Torneo Open".into()));
    assert_eq!(at(6, 3), Data::String("Sala grande; inizio alle 15".into()));
    assert_eq!(at(5, 3), Data::Float(3.0));
    let day = |d: Data| match d {
        Data::DateTime(x) => x.as_f64(),
        other => panic!("a round's date is a date cell, not {other:?}"),
    };
    assert_eq!(day(at(7, 3)), 45_723.0);
    assert_eq!(day(at(9, 3)), 45_725.0);
    let iscritti = wb.worksheet_range("Iscritti").expect("Iscritti");
    let header: Vec<String> = (0..10)
        .map(|c| {
            iscritti
                .get_value((2, c))
                .map(|d| d.to_string())
                .unwrap_or_default()
        })
        .collect();
    assert_eq!(
        header[7..],
        [
            "Data di Nascita (gg/mm/aaaa)",
            "ID NAZIONALE",
            // The form's own heading, as written.
            "ULTIMI 3 EVENTI A FEBBRAIO 2025"
        ]
    );

    let read = gestione_torneo_reads(&out);
    let standings = format::final_standings(tour).expect("the tournament is over");
    let expected: Vec<(u32, String, u32)> = standings
        .rows
        .iter()
        .map(|r| (r.pos, r.total.to_decimal(standings.decimals), r.player))
        .collect();
    assert_eq!(read.len(), 16);
    assert_eq!(
        read.iter().map(|r| (r.0, r.2)).collect::<Vec<_>>(),
        expected.iter().map(|r| (r.0, r.2)).collect::<Vec<_>>()
    );
    for (got, want) in read.iter().zip(&expected) {
        assert_eq!(
            got.1.parse::<f64>().ok(),
            want.1.parse::<f64>().ok(),
            "pt_tot of {}",
            want.2
        );
    }
}

#[test]
fn an_xlsx_in_the_2025_layout_keeps_every_field_through_a_tournament() {
    round_trip(&xlsx(&workbook_2025()), "torneo-2025.xlsx");
}

#[test]
fn a_legacy_xls_in_the_2025_layout_keeps_every_field_through_a_tournament() {
    round_trip(&xls(&workbook_2025()), "torneo-2025.xls");
}

#[test]
fn no_short_standings_before_the_end() {
    let imported = rio::import_workbook(&xlsx(&workbook_2025()), "t.xlsx").expect("import");
    let out = rio::export_workbook(&imported.tournament, &[], Lang::It).expect("export");
    let wb: calamine::Xlsx<_> =
        calamine::open_workbook_from_rs(std::io::Cursor::new(out)).expect("xlsx");
    assert!(!wb.sheet_names().iter().any(|s| s == "Classifica Ridotta"));
}

/// Where each bad cell is said: sheet, row, column, and what is wrong.
#[test]
fn bad_cells_are_named_and_nothing_else_is_lost() {
    let mut sheets = workbook_2025();
    sheets[0].set(4, 3, t("Torneo dei Campioni"));
    sheets[0].set(9, 3, t("domenica"));
    sheets[1].set(5, 7, t("31/02/1990"));
    sheets[1].set(6, 8, t("12A"));
    sheets[1].set(7, 8, n(1001.0));
    for (bytes, file) in [(xlsx(&sheets), "bad.xlsx"), (xls(&sheets), "bad.xls")] {
        let err = rio::import_workbook(&bytes, file).expect_err("refused");
        let said: Vec<(Option<String>, Option<String>, String)> = err
            .problems
            .iter()
            .map(|p| (p.sheet.clone(), p.cell(), format!("{p}")))
            .collect();
        let find = |cell: &str| {
            said.iter()
                .find(|(_, c, _)| c.as_deref() == Some(cell))
                .unwrap_or_else(|| panic!("{file}: nothing said at {cell}: {said:?}"))
        };
        let round3 = find("D10");
        assert_eq!(round3.0.as_deref(), Some("TORNEO"));
        assert!(
            round3.2.contains("«domenica» non è una data"),
            "{}",
            round3.2
        );
        assert!(find("H6").2.contains("«31/02/1990» non è una data"));
        assert!(find("I7")
            .2
            .contains("l'ID nazionale «12A» non è un numero"));
        let twice = &find("I8").2;
        assert!(
            twice.contains("1001") && twice.contains("Nome1 Cognome1") && twice.contains("riga 4"),
            "{twice}"
        );
        assert_eq!(err.problems.len(), 4, "{said:?}");
        // The unknown category alone is a warning: the tournament reads, the category unset.
        let mut only_category = workbook_2025();
        only_category[0].set(4, 3, t("Torneo dei Campioni"));
        let ok = rio::import_workbook(&xlsx(&only_category), file).expect("a warning only");
        assert_eq!(ok.tournament.settings.category, None);
        let warning = ok
            .warnings
            .iter()
            .find(|w| w.cell().as_deref() == Some("D5"));
        let warning = format!("{}", warning.expect("the category named"));
        assert!(
            warning.contains("Torneo dei Campioni") && warning.contains("Torneo Master"),
            "{warning}"
        );
    }
}

/// The journal refuses a national ID already held, naming both players.
#[test]
fn one_national_id_one_player() {
    let imported = rio::import_workbook(&xlsx(&workbook_2025()), "t.xlsx").expect("import");
    let mut j = Journal::new(imported.tournament.settings.clone(), 1);
    j.execute(
        Event::Imported {
            tournament: imported.tournament,
            source: "t.xlsx".into(),
        },
        2,
    )
    .expect("import");
    let mut p = Player::new(17, "Lucia", "Verdi");
    p.national_id = Some(1005);
    let err = j
        .execute(Event::PlayerAdded { player: p.clone() }, 3)
        .expect_err("refused");
    assert!(matches!(
        err,
        ModelError::DuplicateNationalId {
            national_id: 1005,
            ..
        }
    ));
    let said = format!("{err}");
    assert!(
        said.contains("Lucia Verdi") && said.contains("Nome5 Cognome5"),
        "{said}"
    );
    p.national_id = Some(2000);
    j.execute(Event::PlayerAdded { player: p }, 4)
        .expect("a new ID is fine");
    // A player keeps his own ID when edited; another's is refused.
    let mut five = j.state().player(5).cloned().expect("5");
    five.nick = "cinque".into();
    j.execute(
        Event::PlayerEdited {
            old_id: 5,
            player: five.clone(),
        },
        5,
    )
    .expect("his own ID");
    five.national_id = Some(2000);
    assert!(j
        .execute(
            Event::PlayerEdited {
                old_id: 5,
                player: five
            },
            6
        )
        .is_err());
    let mut bad = Player::new(18, "Anna", "Neri");
    bad.birth_date = "1990-02-31".into();
    assert!(matches!(
        j.execute(Event::PlayerAdded { player: bad }, 7),
        Err(ModelError::BadDate(_))
    ));
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("raduno-fed-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

fn soffice_convert(file: &Path, filter: &str, dir: &Path) {
    let profile = format!(
        "-env:UserInstallation=file://{}",
        dir.join("profile").to_string_lossy()
    );
    run_tool(
        "soffice",
        "libreoffice-calc-nogui",
        &[
            profile.as_str(),
            "--headless",
            "--norestore",
            "--convert-to",
            filter,
            "--outdir",
            &dir.to_string_lossy(),
            &file.to_string_lossy(),
        ],
    );
}

/// LibreOffice opens the export and saves it as a legacy `.xls`, which imports back to the same
/// tournament: every federation field, every round and the final standings' sheet.
#[test]
fn libreoffice_opens_the_export() {
    let j = played(&xlsx(&workbook_2025()), "t.xlsx");
    let out = rio::export_workbook(j.state(), j.entries(), Lang::It).expect("export");
    let dir = temp_dir("lo");
    let file = dir.join("federazione.xlsx");
    std::fs::write(&file, &out).expect("write");
    soffice_convert(&file, "xls:MS Excel 97", &dir);
    let saved = std::fs::read(dir.join("federazione.xls")).expect("LibreOffice wrote the .xls");
    let again = rio::import_workbook(&saved, "federazione.xls").expect("imports");
    same_fields(&again.tournament, j.state());
    let book = rio::read_book(&saved).expect("book");
    assert!(book.sheet_names().any(|s| s == "Classifica Ridotta"));
}

/// `raduno export WORKBOOK --as xlsx --out FILE.xlsx`: the workbook as the app exports it.
#[test]
fn the_command_line_exports_the_workbook() {
    let dir = temp_dir("cli");
    let j = played(&xlsx(&workbook_2025()), "t.xlsx");
    let played_file = dir.join("giocato.xlsx");
    std::fs::write(
        &played_file,
        rio::export_workbook(j.state(), j.entries(), Lang::It).expect("export"),
    )
    .expect("write");
    let out = dir.join("federazione.xlsx");
    let status = std::process::Command::new(env!("CARGO_BIN_EXE_raduno"))
        .args(["export"])
        .arg(&played_file)
        .args(["--as", "xlsx", "--out"])
        .arg(&out)
        .output()
        .expect("raduno runs");
    assert!(
        status.status.success(),
        "{}",
        String::from_utf8_lossy(&status.stderr)
    );
    let bytes = std::fs::read(&out).expect("written");
    let again = rio::import_workbook(&bytes, "federazione.xlsx").expect("imports");
    same_fields(&again.tournament, j.state());
    assert_eq!(gestione_torneo_reads(&bytes).len(), 16);

    // `raduno draw` dates the round it draws, today.
    let first = dir.join("primo.xlsx");
    std::fs::write(&first, xlsx(&workbook_2025())).expect("write");
    let drawn = dir.join("turno3.xlsx");
    let mut t0 = rio::import_workbook(&std::fs::read(&first).expect("read"), "primo.xlsx")
        .expect("import")
        .tournament;
    t0.settings.round_dates.clear();
    let bare = dir.join("senza-date.xlsx");
    std::fs::write(
        &bare,
        rio::export_workbook(&t0, &[], Lang::It).expect("export"),
    )
    .expect("write");
    let status = std::process::Command::new(env!("CARGO_BIN_EXE_raduno"))
        .arg("draw")
        .arg(&bare)
        .args(["--format", "open", "--round", "1", "--seed", "7", "--out"])
        .arg(&drawn)
        .output()
        .expect("raduno runs");
    assert!(
        status.status.success(),
        "{}",
        String::from_utf8_lossy(&status.stderr)
    );
    let today_before = raduno::model::date::from_unix_ms(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .expect("clock")
            .as_millis() as i64,
    );
    let after =
        rio::import_workbook(&std::fs::read(&drawn).expect("read"), "turno3.xlsx").expect("import");
    assert_eq!(after.tournament.settings.round_dates, vec![today_before]);
}

/// The register of the real 2025 workbook: about 2,900 players with a national ID each, a name typed
/// in another order and spelling finds its player and his club; same names under two IDs are offered
/// side by side.
#[test]
fn the_register_of_the_2025_workbook_answers_a_typed_name() {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/fixtures/ModuloTorneo-2025.xls");
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let book = rio::read_book(&bytes).expect("the fixture reads");
    let (register, problems) = rio::read_register(&book).expect("a GIOCATORI sheet");
    assert!(problems.is_empty(), "{problems:?}");
    assert!(
        (2_800..3_000).contains(&register.len()),
        "{}",
        register.len()
    );
    // Every national ID once, each a positive number.
    let mut ids: Vec<u64> = register.players().iter().map(|p| p.national_id).collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), register.len());
    // Every registered player is found by his own name typed last name first, in capitals, and his
    // club is the one his events name.
    let mut clubs = 0;
    for p in register.players().iter().take(400) {
        let words: Vec<&str> = p.name.split_whitespace().collect();
        if words.len() != 2 {
            continue;
        }
        let offers = register.offers(&words[1].to_uppercase(), words[0]);
        assert!(
            offers.iter().any(|o| o.player.national_id == p.national_id
                && o.likeness != raduno::register::Likeness::LetterApart),
            "{} not found: {offers:?}",
            p.name
        );
        let club = p.club();
        if !club.is_empty() {
            clubs += 1;
            assert!(p.events.iter().any(|e| e.starts_with(&club)));
        }
    }
    assert!(clubs > 300, "{clubs}");
    // A name with its accent dropped and a letter slipped still offers its player, as a candidate.
    let someone = register
        .players()
        .iter()
        .find(|p| p.name.split_whitespace().count() == 2 && p.name.len() > 10)
        .expect("a two-word name");
    let words: Vec<&str> = someone.name.split_whitespace().collect();
    let slipped = format!("{}x", words[1]);
    let offers = register.offers(words[0], &slipped);
    assert!(offers
        .iter()
        .any(|o| o.player.national_id == someone.national_id
            && o.likeness == raduno::register::Likeness::LetterApart));
    // Players who look like one person under two IDs are listed as candidates, not merged.
    for (a, b, _) in register.likely_duplicates() {
        let (a, b) = (&register.players()[a], &register.players()[b]);
        assert_ne!(a.national_id, b.national_id);
        let offers = register.offers(
            a.name.split_whitespace().next().unwrap_or(""),
            &a.name
                .split_whitespace()
                .skip(1)
                .collect::<Vec<_>>()
                .join(" "),
        );
        assert!(offers.iter().any(|o| o.player.national_id == b.national_id));
    }
    // The register's own fixture workbook also imports as an empty tournament.
    let empty = rio::import_workbook(&bytes, "ModuloTorneo-2025.xls").expect("imports");
    assert!(empty.tournament.players.is_empty());
}

// ------------------------------------------------ the federation's own reading of every workbook

/// The standings as (position, player, total): what two programs must agree on.
fn places(t: &Tournament) -> Vec<(u32, u32, String)> {
    let s = format::current_standings(t);
    s.rows
        .iter()
        .map(|r| (r.pos, r.player, r.total.to_decimal(s.decimals)))
        .collect()
}

/// GestioneTorneo reads the export as the tournament is: each round sheet's written rows in pairs
/// (title, players), every table with its seats in order, IDs and points numbers (0 at a table not
/// yet played), and `Classifica Ridotta` = the final standings when the tournament is over.
fn federation_reads_all(out: &[u8], t: &Tournament) -> GtRead {
    let read = gt_reads(out).unwrap_or_else(|e| panic!("GestioneTorneo stops: {e}"));
    assert_eq!(read.rounds.len(), t.rounds.len(), "every round sheet");
    for (round, (n, tables)) in t.rounds.iter().zip(&read.rounds) {
        assert_eq!(*n, round.number);
        let rows = gt_reader::written_rows(out, &format!("{n}° Turno"));
        assert_eq!(
            rows.len(),
            2 * round.tables.len(),
            "round {n}: two rows a table"
        );
        assert_eq!(tables.len(), round.tables.len(), "round {n}: every table");
        for (table, got) in round.tables.iter().zip(tables) {
            let ids: Vec<i32> = table.seats.iter().map(|s| s.player as i32).collect();
            assert_eq!(got.iter().map(|s| s.0).collect::<Vec<_>>(), ids);
            for (seat, (_, points)) in table.seats.iter().zip(got) {
                let want = match &seat.result {
                    Some(r) if r.eliminated.is_none() && !table.not_yet_played() => r.points,
                    _ => 0,
                };
                assert_eq!(
                    points.trunc() as u32,
                    want,
                    "round {n} table {}",
                    table.number
                );
            }
        }
    }
    let seated: std::collections::BTreeSet<i32> = t
        .rounds
        .iter()
        .flat_map(|r| r.players())
        .map(|p| p as i32)
        .collect();
    assert_eq!(read.played(), seated, "every player who played");
    if let Some(standings) = format::final_standings(t) {
        let want: Vec<(u32, i32)> = standings
            .rows
            .iter()
            .map(|r| (r.pos, r.player as i32))
            .collect();
        let got: Vec<(u32, i32)> = read.standings.iter().map(|r| (r.0, r.2)).collect();
        assert_eq!(got, want, "Classifica Ridotta");
    }
    read
}

fn fixture(name: &str) -> Vec<u8> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/fixtures")
        .join(name);
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The official form as `.xlsx`: LibreOffice's save of the `.xls` (the federation hands both out).
fn official_xlsx() -> Vec<u8> {
    let dir = temp_dir("form");
    let file = dir.join("ModuloTorneo-2025.xls");
    std::fs::write(&file, fixture("ModuloTorneo-2025.xls")).expect("write");
    soffice_convert(&file, "xlsx:Calc MS Excel 2007 XML", &dir);
    std::fs::read(dir.join("ModuloTorneo-2025.xlsx")).expect("LibreOffice wrote the .xlsx")
}

/// The official form filled in the app as a club does: 20 players, "Torneo Open", 3 rounds drawn and
/// scored, the second round's last table left to score on the night.
fn form_evening(bytes: &[u8], file: &str) -> Journal {
    let imported = rio::import_workbook(bytes, file).unwrap_or_else(|e| panic!("{file}: {e}"));
    assert!(
        imported.tournament.workbook.is_some(),
        "the form's own sheets are kept"
    );
    // The blank form names no category yet: the club chooses the format first.
    let mut tour = imported.tournament;
    tour.settings.format = format::FormatKind::Open.into();
    let mut j = Journal::new(tour.settings.clone(), 1_000);
    j.execute(
        Event::Imported {
            tournament: tour,
            source: file.into(),
        },
        2_000,
    )
    .expect("import");
    let mut settings = j.state().settings.clone();
    settings.name = "Open del Gufo".into();
    settings.organizer = "ROMA [Il Gufo]".into();
    settings.venue = "Roma".into();
    settings.category = Some(Category::TorneoOpen);
    settings.planned_rounds = Some(3);
    settings.format = format::FormatKind::Open.into();
    j.execute(Event::SettingsChanged { settings }, 2_100)
        .expect("settings");
    let clubs = rio::official_clubs();
    for id in 1..=20u32 {
        let mut p = Player::new(id, &format!("Nome{id}"), &format!("Cognome{id}"));
        p.club = clubs[id as usize % 5].to_string();
        p.region = "Lazio".into();
        p.birth_date = format!("1990-01-{:02}", id);
        p.national_id = Some(2_000 + u64::from(id));
        j.execute(Event::PlayerAdded { player: p }, 2_200 + i64::from(id))
            .expect("player");
    }
    for round in 1..=3u32 {
        io_support::draw_next_at(&mut j, 3_000 + i64::from(round) * 100);
        if let Some(settings) =
            raduno::use_cases::next_round::dated_settings(j.state(), round, "2025-03-09")
        {
            j.execute(
                Event::SettingsChanged { settings },
                3_001 + i64::from(round) * 100,
            )
            .expect("dated");
        }
        let tables = j.state().rounds[round as usize - 1].tables.clone();
        for table in tables {
            let seats = table.seats.len() as u32;
            let results = (0..seats)
                .map(|s| {
                    Some(SeatResult::points(
                        10 + (s + round + table.number) % seats * 15,
                    ))
                })
                .collect();
            j.execute(
                Event::TableResults {
                    round,
                    table: table.number,
                    results,
                    outcome: None,
                },
                4_000 + i64::from(round) * 100 + i64::from(table.number),
            )
            .expect("results");
        }
    }
    j
}

/// The cells of a sheet: (row, column) → value.
fn cells_of<R: std::io::Read + std::io::Seek>(
    wb: &mut impl Reader<R>,
    sheet: &str,
) -> std::collections::BTreeMap<(u32, u32), Data> {
    let range = wb
        .worksheet_range(sheet)
        .unwrap_or_else(|_| panic!("a sheet {sheet}"));
    let (r0, c0) = range.start().unwrap_or((0, 0));
    range
        .used_cells()
        .map(|(r, c, d)| ((r0 + r as u32, c0 + c as u32), d.clone()))
        .collect()
}

/// The official 2025 form through import → players → three rounds → export: the federation's reading
/// sees every table and player; `Dati` and `GIOCATORI` are there and hidden, cell for cell as in the
/// form; `Iscritti` keeps every cell of the form the app does not own (the template rows, their
/// formulas' values, the heading); and the export imports back to the same tournament and standings.
fn the_form_goes_back(bytes: &[u8], file: &str) {
    let j = form_evening(bytes, file);
    let out = rio::export_workbook(j.state(), j.entries(), Lang::It).expect("export");
    federation_reads_all(&out, j.state());

    let mut form = calamine::open_workbook_auto_from_rs(std::io::Cursor::new(bytes.to_vec()))
        .expect("the form reads");
    let mut wb: calamine::Xlsx<_> =
        calamine::open_workbook_from_rs(std::io::Cursor::new(out.clone())).expect("xlsx");
    for sheet in ["Dati", "GIOCATORI"] {
        let meta = wb
            .sheets_metadata()
            .iter()
            .find(|s| s.name == sheet)
            .unwrap_or_else(|| panic!("{sheet} is in the export"))
            .clone();
        assert_eq!(
            meta.visible,
            calamine::SheetVisible::Hidden,
            "{sheet} hidden"
        );
        let (a, b) = (cells_of(&mut form, sheet), cells_of(&mut wb, sheet));
        assert!(a.len() > 100, "{sheet}: {} cells", a.len());
        assert_eq!(a, b, "{sheet} as in the form");
    }
    // `Iscritti`: the players' cells (rows 4–23, columns A–L) are the app's; every other cell of the
    // form comes back as it was.
    let (a, b) = (
        cells_of(&mut form, "Iscritti"),
        cells_of(&mut wb, "Iscritti"),
    );
    // (And the counts in G1:G2, which the app writes when the form's formulas were not read.)
    let owned = |(r, c): (u32, u32)| (3..23).contains(&r) && c <= 11 || r <= 1 && c == 6;
    let mut compared = 0;
    // (A formula's empty text, which shows nothing, may come back as no cell: it is not compared.)
    let empty = |d: &Data| *d == Data::String(String::new());
    for (at, value) in a.iter().filter(|(at, d)| !owned(**at) && !empty(d)) {
        assert_eq!(b.get(at), Some(value), "Iscritti {at:?}");
        compared += 1;
    }
    assert!(compared > 150, "{compared} cells of Iscritti compared");
    // The form's formulas the app does not own, where the form's file holds them (an .xlsx).
    if file.ends_with(".xlsx") {
        let fa = form.worksheet_formula("Iscritti").expect("formulas");
        let fb = wb.worksheet_formula("Iscritti").expect("formulas");
        let mut same = 0;
        for r in 3..203u32 {
            for c in [8u32, 12] {
                let want = fa.get_value((r, c)).cloned().unwrap_or_default();
                if want.is_empty() || owned((r, c)) {
                    continue;
                }
                assert_eq!(
                    fb.get_value((r, c)).cloned().unwrap_or_default(),
                    want,
                    "({r}, {c})"
                );
                same += 1;
            }
        }
        assert!(same > 300, "{same} formulas kept");
    }
    let again = rio::import_workbook(&out, "modulo.xlsx").expect("the export imports");
    same_fields(&again.tournament, j.state());
    assert_eq!(places(&again.tournament), places(j.state()));
    assert!(again.tournament.workbook.is_some(), "kept again");

    // LibreOffice opens it with the form's sheets hidden, and saves it as a legacy .xls that imports
    // back to the same tournament.
    let dir = temp_dir(&format!("form-lo-{}", file.len()));
    let path = dir.join("modulo.xlsx");
    std::fs::write(&path, &out).expect("write");
    soffice_convert(&path, "xls:MS Excel 97", &dir);
    let saved = std::fs::read(dir.join("modulo.xls")).expect("LibreOffice wrote the .xls");
    let lo = calamine::Xls::new(std::io::Cursor::new(saved.clone())).expect("xls");
    for sheet in ["Dati", "GIOCATORI"] {
        let meta = lo
            .sheets_metadata()
            .iter()
            .find(|s| s.name == sheet)
            .expect(sheet);
        assert_eq!(
            meta.visible,
            calamine::SheetVisible::Hidden,
            "{sheet} hidden in LibreOffice"
        );
    }
    let back = rio::import_workbook(&saved, "modulo.xls").expect("LibreOffice's save imports");
    assert_eq!(
        back.tournament.players,
        j.state().players,
        "players after LibreOffice"
    );
    assert_eq!(
        back.tournament.rounds,
        j.state().rounds,
        "rounds after LibreOffice"
    );
    assert_eq!(
        back.tournament.settings.round_dates,
        j.state().settings.round_dates,
        "round dates after LibreOffice"
    );
}

#[test]
fn the_official_form_xls_goes_back_as_it_came() {
    the_form_goes_back(&fixture("ModuloTorneo-2025.xls"), "ModuloTorneo-2025.xls");
}

#[test]
fn the_official_form_xlsx_goes_back_as_it_came() {
    the_form_goes_back(&official_xlsx(), "ModuloTorneo-2025.xlsx");
}

/// The regions come back as the form has them, `LAZIO` not `Lazio`.
#[test]
fn the_regions_come_back_as_written() {
    let j = played(&xlsx(&workbook_2025()), "t.xlsx");
    let out = rio::export_workbook(j.state(), j.entries(), Lang::It).expect("export");
    let mut wb: calamine::Xlsx<_> =
        calamine::open_workbook_from_rs(std::io::Cursor::new(out)).expect("xlsx");
    let cells = cells_of(&mut wb, "Iscritti");
    for r in 3..19u32 {
        assert_eq!(
            cells.get(&(r, 6)),
            Some(&Data::String("LAZIO".into())),
            "row {r}"
        );
    }
}

/// 16 players of four clubs, as a GestioneTorneo workbook lists them.
fn gt_players() -> Vec<(u32, String, String, &'static str)> {
    let clubs = [
        "ROMA [Il Gufo]",
        "GENOVA [Borgo Pila]",
        "BERGAMO [Le Mura]",
        "FAMIGLIA_PEPE",
    ];
    (1..=16u32)
        .map(|id| {
            (
                id,
                format!("Nome{id}"),
                format!("Cognome{id}"),
                clubs[id as usize % 4],
            )
        })
        .collect()
}

/// A round as GestioneTorneo writes it from a Raduno round: seats in order, points (0 unplayed).
fn gt_round(round: &raduno::model::Round) -> Vec<Vec<(u32, f64)>> {
    round
        .tables
        .iter()
        .map(|t| {
            t.seats
                .iter()
                .map(|s| {
                    (
                        s.player,
                        s.result.as_ref().map_or(0.0, |r| f64::from(r.points)),
                    )
                })
                .collect()
        })
        .collect()
}

/// Scores every table of `round` not yet played, as the director types them.
fn score(j: &mut Journal, round: u32, at: i64) {
    let tables = j.state().rounds[round as usize - 1].tables.clone();
    for table in tables.iter().filter(|t| t.not_yet_played()) {
        let n = table.seats.len() as u32;
        let results = (0..n)
            .map(|s| {
                Some(SeatResult::points(
                    12 + (s * 7 + round + table.number) % n * 13,
                ))
            })
            .collect();
        j.execute(
            Event::TableResults {
                round,
                table: table.number,
                results,
                outcome: None,
            },
            at + i64::from(table.number),
        )
        .expect("results");
    }
}

/// Started in GestioneTorneo (round 1 played, round 2 drawn and not played, as `scriviPartite` leaves
/// it), read by Raduno without a warning, continued there (round 2 scored, round 3 drawn and scored),
/// then read again the way GestioneTorneo reads it: every table, every player, the same standings.
#[test]
fn an_evening_from_gestione_torneo_goes_on_in_raduno_and_back() {
    let players = gt_players();
    let list: Vec<gt_reader::GtPlayer> = players
        .iter()
        .map(|(id, f, l, c)| (*id, f.as_str(), l.as_str(), *c))
        .collect();
    let r1: Vec<Vec<(u32, f64)>> = (0..4u32)
        .map(|k| {
            (1..=4u32)
                .map(|s| (k * 4 + s, f64::from(10 + s * 17 % 50)))
                .collect()
        })
        .collect();
    let r2: Vec<Vec<(u32, f64)>> = (0..4u32)
        .map(|k| (0..4u32).map(|s| (s * 4 + k + 1, 0.0)).collect())
        .collect();
    let gt = gestione_torneo_writes("Serata del Gufo", 3, &list, &[r1.clone(), r2.clone()]);
    let imported =
        rio::import_workbook(&gt, "serata.xlsx").expect("GestioneTorneo's workbook reads");
    assert_eq!(
        imported.warnings,
        vec![],
        "no warning for the club after the line break"
    );
    let t = &imported.tournament;
    assert_eq!(t.players.len(), 16);
    assert_eq!(t.players[0].club, "GENOVA [Borgo Pila]");
    assert_eq!(t.rounds.len(), 2);
    assert_eq!(gt_round(&t.rounds[0]), r1);
    assert!(t.rounds[1].tables.iter().all(|x| x.not_yet_played()));
    assert_eq!(gt_round(&t.rounds[1]), r2);

    let mut j = Journal::new(t.settings.clone(), 1_000);
    j.execute(
        Event::Imported {
            tournament: t.clone(),
            source: "serata.xlsx".into(),
        },
        2_000,
    )
    .expect("import");
    score(&mut j, 2, 3_000);
    io_support::draw_next_at(&mut j, 4_000);
    score(&mut j, 3, 5_000);
    let out = rio::export_workbook(j.state(), j.entries(), Lang::It).expect("export");
    let read = federation_reads_all(&out, j.state());
    assert_eq!(read.tables(), 12);
    assert_eq!(read.played().len(), 16);
    let again = rio::import_workbook(&out, "serata-raduno.xlsx").expect("imports");
    assert_eq!(again.warnings, vec![]);
    assert_eq!(places(&again.tournament), places(j.state()));
}

/// Started in Raduno (round 1 played, round 2 drawn, not played), sent to GestioneTorneo — which reads
/// the round not yet played as 0s and goes on: it scores round 2, draws and scores round 3 and writes
/// its workbook — and read back by Raduno: every table, every player, the standings Raduno gives.
#[test]
fn an_evening_from_raduno_goes_on_in_gestione_torneo_and_back() {
    let players = gt_players();
    let mut settings = raduno::model::Settings::new("Serata", format::FormatKind::Open);
    settings.planned_rounds = Some(3);
    settings.category = Some(Category::TorneoOpen);
    let mut j = Journal::new(settings, 1_000);
    for (id, f, l, c) in &players {
        let mut p = Player::new(*id, f, l);
        p.club = c.to_string();
        j.execute(Event::PlayerAdded { player: p }, 1_000 + i64::from(*id))
            .expect("player");
    }
    io_support::draw_next_at(&mut j, 2_000);
    score(&mut j, 1, 2_100);
    io_support::draw_next_at(&mut j, 3_000);
    let out = rio::export_workbook(j.state(), j.entries(), Lang::It).expect("export");
    let read = federation_reads_all(&out, j.state());
    assert_eq!(
        read.rounds[1].1.len(),
        4,
        "the round not yet played reads, as 0s"
    );

    // GestioneTorneo goes on from what it read; the same evening goes on in Raduno to compare.
    score(&mut j, 2, 4_000);
    io_support::draw_next_at(&mut j, 5_000);
    score(&mut j, 3, 5_100);
    let mut rounds: Vec<Vec<Vec<(u32, f64)>>> = read
        .rounds
        .iter()
        .map(|(_, tables)| {
            tables
                .iter()
                .map(|t| t.iter().map(|&(id, p)| (id as u32, p)).collect())
                .collect()
        })
        .collect();
    rounds[1] = gt_round(&j.state().rounds[1]);
    rounds.push(gt_round(&j.state().rounds[2]));
    let list: Vec<gt_reader::GtPlayer> = players
        .iter()
        .map(|(id, f, l, c)| (*id, f.as_str(), l.as_str(), *c))
        .collect();
    let gt = gestione_torneo_writes("Serata", 3, &list, &rounds);
    let back = rio::import_workbook(&gt, "serata-gt.xlsx").expect("reads");
    assert_eq!(back.warnings, vec![]);
    assert_eq!(back.tournament.rounds.len(), 3);
    for (a, b) in back.tournament.rounds.iter().zip(&j.state().rounds) {
        assert_eq!(gt_round(a), gt_round(b), "round {}", a.number);
    }
    assert_eq!(places(&back.tournament), places(j.state()));
}

/// A round sheet in none of the three layouts (a players row without its `Tavolo N°k`, a second
/// players row under a table) is refused at its first bad row, nothing imported.
#[test]
fn a_round_sheet_in_no_layout_is_refused_at_its_first_bad_row() {
    let players = gt_players();
    let list: Vec<gt_reader::GtPlayer> = players
        .iter()
        .map(|(id, f, l, c)| (*id, f.as_str(), l.as_str(), *c))
        .collect();
    let good = gestione_torneo_writes("Serata", 3, &list, &[]);
    let book = rio::read_book(&good).expect("reads");
    assert!(book.sheet_names().any(|s| s == "Iscritti"));
    for (rows, bad_row) in [
        // A second players row under table 1 (GestioneTorneo would read it as table 2's title).
        (
            vec![
                (0, "title", 1),
                (1, "seats", 1),
                (2, "seats", 5),
                (3, "title", 2),
                (4, "seats", 9),
            ],
            3,
        ),
        // Players with no title above them.
        (vec![(0, "seats", 1), (1, "title", 1), (2, "seats", 5)], 1),
    ] {
        let mut sheets = vec![];
        let mut iscritti = Sheet::new("Iscritti");
        iscritti
            .set(2, 0, t("ID"))
            .set(2, 1, t("Nome"))
            .set(2, 2, t("Cognome"));
        for (id, f, l, _) in &players {
            let r = 2 + *id;
            iscritti
                .set(r, 0, n(f64::from(*id)))
                .set(r, 1, t(f))
                .set(r, 2, t(l));
        }
        sheets.push(iscritti);
        let mut round = Sheet::new("1° Turno");
        let mut table = 0;
        for (r, what, first) in rows {
            if what == "title" {
                table += 1;
                round.set(r, 0, t(&format!("Tavolo N°{table}")));
            } else {
                for s in 0..4u32 {
                    let id = first + s;
                    round.set(r, 3 * s as u16, n(f64::from(id)));
                    round.set(r, 3 * s as u16 + 1, t(&format!("Nome{id} Cognome{id}")));
                    round.set(r, 3 * s as u16 + 2, n(0.0));
                }
            }
        }
        sheets.push(round);
        let err = rio::import_workbook(&xlsx(&sheets), "rotto.xlsx").expect_err("refused");
        let first = err
            .problems
            .iter()
            .find(|p| p.kind == rio::ProblemKind::UnreadableRoundRow)
            .unwrap_or_else(|| panic!("{err}"));
        assert_eq!(first.sheet.as_deref(), Some("1° Turno"));
        assert_eq!(first.row, Some(bad_row));
    }
}
