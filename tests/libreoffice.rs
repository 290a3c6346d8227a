//! The exported workbook as another program reads it: LibreOffice (headless, Debian's
//! `libreoffice-calc-nogui`, installed by `scripts/setup.sh`) opens the `.xlsx` Raduno writes, every
//! sheet is converted to CSV, and what a spreadsheet shows is compared with what the app holds: the
//! counts in `Iscritti` (formulas with their cached results: LibreOffice does not recalculate an xlsx
//! on opening, so a formula without one shows 0), each table's points with the manual tie order
//! written the legacy way (44.1 above 44, the table results' rules and the documents' rules (the workbook layout)), and the standings. The workbook LibreOffice
//! saves again imports back to the same results and tie orders. The tests fail when `soffice` is
//! missing.

mod io_support;

use io_support::{run_tool, sample_with_round_3};
use raduno::format;
use raduno::i18n::Lang;
use raduno::journal::{Event, Journal};
use raduno::model::{SeatResult, Tournament};
use raduno_files as rio;
use std::collections::HashMap;
use std::ffi::OsStr;
use std::path::{Path, PathBuf};

/// A fresh directory for one test.
fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("raduno-lo-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// Runs LibreOffice headless on `file`, converting it with `filter` into `dir`. Its own profile
/// directory keeps parallel runs apart.
fn soffice(file: &Path, filter: &str, dir: &Path) {
    let profile = format!(
        "-env:UserInstallation=file://{}",
        dir.join("profile").to_string_lossy()
    );
    let mut args: Vec<&OsStr> = vec![profile.as_ref()];
    args.extend(
        [
            "--headless",
            "--norestore",
            "--convert-to",
            filter,
            "--outdir",
        ]
        .map(OsStr::new),
    );
    args.extend([dir.as_os_str(), file.as_os_str()]);
    run_tool("soffice", "libreoffice-calc-nogui", &args);
}

/// One CSV file as rows of fields (RFC 4180 quoting).
fn parse_csv(text: &str) -> Vec<Vec<String>> {
    let mut rows = Vec::new();
    let mut row = Vec::new();
    let mut field = String::new();
    let mut quoted = false;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match (quoted, c) {
            (true, '"') if chars.peek() == Some(&'"') => {
                chars.next();
                field.push('"');
            }
            (true, '"') => quoted = false,
            (true, c) => field.push(c),
            (false, '"') => quoted = true,
            (false, ',') => row.push(std::mem::take(&mut field)),
            (false, '\n') => {
                row.push(std::mem::take(&mut field));
                rows.push(std::mem::take(&mut row));
            }
            (false, '\r') => {}
            (false, c) => field.push(c),
        }
    }
    if !field.is_empty() || !row.is_empty() {
        row.push(field);
        rows.push(row);
    }
    rows
}

/// Every sheet of `xlsx` as LibreOffice shows it (values, not formulas), by sheet name.
fn sheets_as_csv(xlsx: &[u8], dir: &Path) -> HashMap<String, Vec<Vec<String>>> {
    let file = dir.join("torneo.xlsx");
    std::fs::write(&file, xlsx).expect("write the workbook");
    // Field separator 44 (,), text delimiter 34 ("), UTF-8 (76), from line 1, values not as shown
    // (44.1 stays 44.1 whatever the number format), every sheet to its own file (-1).
    soffice(
        &file,
        "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1",
        dir,
    );
    let mut sheets = HashMap::new();
    for entry in std::fs::read_dir(dir).expect("read dir").flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if let Some(sheet) = name
            .strip_prefix("torneo-")
            .and_then(|n| n.strip_suffix(".csv"))
        {
            let text = std::fs::read_to_string(entry.path()).expect("read csv");
            sheets.insert(sheet.to_string(), parse_csv(&text));
        }
    }
    assert!(
        !sheets.is_empty(),
        "LibreOffice wrote no CSV per sheet in {}",
        dir.display()
    );
    sheets
}

fn cell(sheet: &[Vec<String>], row: usize, col: usize) -> &str {
    sheet
        .get(row)
        .and_then(|r| r.get(col))
        .map_or("", String::as_str)
}

/// The sample tournament (two Master rounds with manual tie orders: 44 and 44 at round 1 table 1,
/// three at 50 at round 2 table 2), a third round where Master's points outside the objective part
/// two players level at 40 and a manual order two at 20, and a player who has since withdrawn.
fn tournament() -> Journal {
    let mut j = sample_with_round_3([[1, 2, 3, 4], [5, 6, 7, 8]]);
    let result = |points, outside: Option<u32>, tie: Option<u8>| {
        Some(SeatResult {
            points,
            outside_objective: outside,
            tie_order: tie,
            ..SeatResult::default()
        })
    };
    for (table, results) in [
        (
            1,
            vec![
                result(40, Some(5), None),
                result(40, Some(9), None),
                result(20, None, Some(2)),
                result(20, None, Some(1)),
            ],
        ),
        (
            2,
            vec![
                result(70, None, None),
                result(15, None, None),
                result(10, None, None),
                result(5, None, None),
            ],
        ),
    ] {
        j.execute(
            Event::TableResults {
                round: 3,
                table,
                results,
                outcome: None,
            },
            11_000 + i64::from(table),
        )
        .expect("round 3 results");
    }
    j.execute(
        Event::ParticipationSet {
            id: 4,
            participating: false,
        },
        20_000,
    )
    .expect("withdrawn");
    j
}

fn sheet<'a>(sheets: &'a HashMap<String, Vec<Vec<String>>>, name: &str) -> &'a [Vec<String>] {
    sheets.get(name).unwrap_or_else(|| {
        panic!(
            "no sheet {name:?} in {:?}",
            sheets.keys().collect::<Vec<_>>()
        )
    })
}

#[test]
fn libreoffice_shows_the_counts_the_tie_orders_and_the_standings() {
    let j = tournament();
    let t: &Tournament = j.state();
    let bytes = rio::export_workbook(t, j.entries(), Lang::It).expect("export");
    let dir = temp_dir("csv");
    let sheets = sheets_as_csv(&bytes, &dir);

    // Iscritti: F1 "Iscritti" and G1 its count, F2 "Partecipanti" and G2 its count.
    let players = sheet(&sheets, "Iscritti");
    assert_eq!(
        (cell(players, 0, 5), cell(players, 0, 6)),
        ("Iscritti", t.players.len().to_string().as_str())
    );
    let participating = t.players.iter().filter(|p| p.participating).count();
    assert_eq!(participating, 7);
    assert_eq!(
        (cell(players, 1, 5), cell(players, 1, 6)),
        ("Partecipanti", participating.to_string().as_str())
    );

    // Each round sheet: the points as a spreadsheet holds them, and the order they give (a higher
    // value first) is the app's table ranking, manual tie orders included.
    for round in &t.rounds {
        let name = format!("{}° Turno", round.number);
        let rows = sheet(&sheets, &name);
        for (k, table) in round.tables.iter().enumerate() {
            // Two rows a table, the title in column A (as GestioneTorneo writes and reads them).
            let r = 2 * k;
            assert_eq!(cell(rows, r, 0), format!("Tavolo N°{}", table.number));
            let values: Vec<f64> = (0..table.seats.len())
                .map(|s| {
                    let text = cell(rows, r + 1, 3 * s + 2);
                    text.parse().unwrap_or_else(|_| {
                        panic!("{name} table {}: seat {s} shows {text:?}", table.number)
                    })
                })
                .collect();
            // The whole points are the app's.
            for (s, seat) in table.seats.iter().enumerate() {
                let result = seat.result.as_ref().expect("played");
                assert_eq!(values[s].trunc() as u32, result.points, "{name} seat {s}");
                assert_eq!(cell(rows, r + 1, 3 * s), seat.player.to_string());
            }
            let mut by_value: Vec<usize> = (0..table.seats.len()).collect();
            by_value.sort_by(|&a, &b| values[b].total_cmp(&values[a]));
            let ranking = format::table_ranking(t, table).expect("ranking");
            // Compare the players tied on whole points only: the others are ordered by the format's
            // own tie-breaks (RisiKo!, points outside the objective), which no decimal carries.
            let tied = |s: usize| {
                table
                    .seats
                    .iter()
                    .filter(|o| {
                        o.result.as_ref().map(|x| x.points) == Some(values[s].trunc() as u32)
                    })
                    .count()
                    > 1
            };
            let sheet_order: Vec<usize> = by_value.iter().copied().filter(|&s| tied(s)).collect();
            let app_order: Vec<usize> = ranking.iter().copied().filter(|&s| tied(s)).collect();
            assert_eq!(
                sheet_order, app_order,
                "{name} table {}: values {values:?}",
                table.number
            );
        }
    }
    // The legacy marks themselves: 44.1 above 44, and 50.2, 50.1, 50 for three tied.
    let r1 = sheet(&sheets, "1° Turno");
    assert_eq!((cell(r1, 1, 2), cell(r1, 1, 5)), ("44.1", "44"));
    let r2 = sheet(&sheets, "2° Turno");
    // Table 2's players: the sheet's fourth row (two rows a table).
    assert_eq!(
        (cell(r2, 3, 2), cell(r2, 3, 5), cell(r2, 3, 8)),
        ("50", "50.2", "50.1")
    );
    // Level at 40, parted by the points outside the objective (9 above 5); 20 and 20 by hand.
    let r3 = sheet(&sheets, "3° Turno");
    assert_eq!(
        (
            cell(r3, 1, 2),
            cell(r3, 1, 5),
            cell(r3, 1, 8),
            cell(r3, 1, 11)
        ),
        ("40", "40.1", "20", "20.1")
    );

    // Classifica: every player in the app's order with the app's total.
    let standings = format::current_standings(t);
    let shown = sheet(&sheets, "Classifica");
    let rounds = t.rounds.len();
    for (i, row) in standings.rows.iter().enumerate() {
        let line = &shown[i + 1];
        let p = t.player(row.player).expect("player");
        assert_eq!(
            (line[0].as_str(), line[1].as_str(), line[2].as_str()),
            (
                row.pos.to_string().as_str(),
                p.first_name.as_str(),
                p.last_name.as_str()
            )
        );
        let total: f64 = line[5 + rounds + 1].parse().expect("total");
        let app: f64 = row
            .total
            .to_decimal(standings.decimals)
            .parse()
            .expect("decimal");
        assert!(
            (total - app).abs() < 1e-9,
            "{}: {total} vs {app}",
            p.full_name()
        );
    }
}

#[test]
fn the_workbook_libreoffice_saves_again_imports_back_the_same() {
    let j = tournament();
    let t: &Tournament = j.state();
    let bytes = rio::export_workbook(t, j.entries(), Lang::It).expect("export");
    let dir = temp_dir("resave");
    let source = dir.join("origine.xlsx");
    std::fs::write(&source, &bytes).expect("write");
    let out = dir.join("resaved");
    std::fs::create_dir_all(&out).expect("dir");
    soffice(&source, "xlsx:Calc MS Excel 2007 XML", &out);
    let resaved = std::fs::read(out.join("origine.xlsx")).expect("LibreOffice's xlsx");
    assert_ne!(resaved, bytes, "LibreOffice wrote its own file");
    let imported = rio::import_workbook(&resaved, "origine.xlsx").expect("imports");
    let back = imported.tournament;
    assert_eq!(back.players.len(), t.players.len());
    assert_eq!(
        back.players.iter().filter(|p| p.participating).count(),
        t.players.iter().filter(|p| p.participating).count()
    );
    assert_eq!(back.rounds.len(), t.rounds.len());
    for (a, b) in t.rounds.iter().zip(&back.rounds) {
        for (ta, tb) in a.tables.iter().zip(&b.tables) {
            let place = format!("round {} table {}", a.number, ta.number);
            assert_eq!(ta.seats.len(), tb.seats.len(), "{place}");
            for (sa, sb) in ta.seats.iter().zip(&tb.seats) {
                assert_eq!(sa.player, sb.player, "{place}");
                let (ra, rb) = (
                    sa.result.as_ref().expect("played"),
                    sb.result.as_ref().expect("read back"),
                );
                assert_eq!(
                    (ra.points, ra.risiko, ra.outside_objective),
                    (rb.points, rb.risiko, rb.outside_objective),
                    "{place}"
                );
                // A manual tie order comes back as it was. (Where the format's own tie-breaks
                // parted a level score, the decimals written for the legacy programs come back as
                // a tie order that agrees with them: the ranking below is the same.)
                if ra.tie_order.is_some() {
                    assert_eq!(ra.tie_order, rb.tie_order, "{place}");
                }
            }
            assert_eq!(
                format::table_ranking(t, ta).expect("ranking"),
                format::table_ranking(&back, tb).expect("ranking"),
                "{place}"
            );
        }
    }
    let before = format::current_standings(t);
    let after = format::current_standings(&back);
    let order = |s: &format::Standings| -> Vec<(u32, String)> {
        s.rows
            .iter()
            .map(|r| (r.player, r.total.to_decimal(s.decimals)))
            .collect()
    };
    assert_eq!(order(&before), order(&after));
}
