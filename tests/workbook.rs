//! The legacy workbook: both real fixtures import, generated legacy workbooks (.xls and .xlsx) with
//! rounds, decimals (tie order), negatives (eliminations) and RisiKo! give the standings the rules say,
//! every bad input is refused with its sheet, row and column, export → import → export keeps the
//! content, and the importer never panics (property tests over thousands of inputs).

mod io_support;

use calamine::{Data, DataType, Reader};
use io_support::{
    master_sheets, n, players_sheet, round_sheet, sample_journal, t, xls, xlsx, Cell, SeatCells,
    Sheet,
};
use proptest::prelude::*;
use raduno::format::FormatKind;
use raduno::format::{self, Points};
use raduno::i18n::{Lang, Localized};
use raduno::journal::{Event, Journal};
use raduno::model::{Phase, Player, Settings, Tournament};
use raduno_files::{self as rio, ImportErrors, Problem, ProblemKind};

/// A real workbook from `../shared/fixtures`; the tests that read one fail without it.
fn fixture(name: &str) -> Vec<u8> {
    let path = format!("{}/../shared/fixtures/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&path).unwrap_or_else(|e| {
        panic!("the fixture {path} cannot be read ({e}): these tests need ../shared/fixtures")
    })
}

#[test]
fn the_legacy_blank_workbook_imports_as_an_empty_tournament() {
    let bytes = fixture("ModuloTorneo-legacy.xls");
    let imported = rio::import_workbook(&bytes, "ModuloTorneo-legacy.xls").expect("imports");
    assert!(
        imported.tournament.players.is_empty(),
        "the template rows (ID only) are skipped"
    );
    assert!(imported.tournament.rounds.is_empty());
    assert_eq!(imported.tournament.settings.name, "ModuloTorneo-legacy");
    assert!(imported.warnings.is_empty(), "{:?}", imported.warnings);
}

#[test]
fn the_2025_workbook_imports_with_its_extra_columns_and_torneo_sheet() {
    let bytes = fixture("ModuloTorneo-2025.xls");
    let imported = rio::import_workbook(&bytes, "ModuloTorneo-2025.xls").expect("imports");
    assert!(imported.tournament.players.is_empty());
    assert!(imported.tournament.rounds.is_empty());
    assert!(imported.warnings.is_empty(), "{:?}", imported.warnings);
}

#[test]
fn the_2025_workbook_filled_in_keeps_players_and_tournament_data() {
    // The real 2025 layout (header with "Nickname" and extra columns, TORNEO labels in column C with
    // values in D), filled in as a director would; written as a legacy .xls.
    let mut torneo = Sheet::new("TORNEO");
    torneo.set(0, 2, t("SCHEDA DATI TORNEO (V. 2025.2)"));
    for (r, (label, value)) in [
        ("Sede Torneo", t("Circolo Ricreativo")),
        ("Organizzatore", t("Il Gufo")),
        ("Nome Torneo", t("Torneo di Primavera")),
        ("Tipologia di Torneo", t("Raduno Nazionale")),
        ("Numero Turni Previsti", n(4.0)),
    ]
    .into_iter()
    .enumerate()
    {
        torneo
            .set(r as u32 + 1, 2, t(label))
            .set(r as u32 + 1, 3, value);
    }
    let mut players = Sheet::new("Iscritti");
    let header = [
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
    for (c, h) in header.iter().enumerate() {
        players.set(2, c as u16, t(h));
    }
    players
        .set(3, 0, n(1.0))
        .set(3, 1, t("Niccolò"))
        .set(3, 2, t("Barberà"))
        .set(3, 3, t("nicco"))
        .set(3, 4, t("ROMA [Il Gufo]"));
    players
        .set(3, 5, t("SI"))
        .set(3, 6, t("EMILIA"))
        .set(3, 7, t("01/02/1990"))
        .set(3, 8, n(1558.0))
        .set(3, 12, n(0.0));
    players
        .set(4, 0, n(2.0))
        .set(4, 1, t("Anna"))
        .set(4, 2, t("Verdi"))
        .set(4, 5, t("NO"))
        .set(4, 6, t("VALDAOSTA"))
        .set(4, 12, n(0.0));
    players
        .set(5, 0, n(3.0))
        .set(5, 4, t("HORUS CLUB"))
        .set(5, 12, n(0.0)); // template row with a club
    let bytes = xls(&[torneo, players]);
    let imported = rio::import_workbook(&bytes, "primavera.xls").expect("imports");
    let tour = &imported.tournament;
    assert_eq!(tour.settings.name, "Torneo di Primavera");
    assert_eq!(tour.settings.venue, "Circolo Ricreativo");
    assert_eq!(tour.settings.organizer, "Il Gufo");
    assert_eq!(
        raduno::format::kind(&tour.settings),
        FormatKind::RadunoNazionale
    );
    // Raduno Nazionale fixes its two qualifying rounds: the file's 4 is not kept, and said at its
    // cell.
    assert_eq!(tour.settings.planned_rounds, None);
    let said: Vec<String> = imported
        .warnings
        .iter()
        .map(|w| w.text(raduno::i18n::Lang::It))
        .collect();
    assert!(
        said.iter().any(|w| w.contains("TORNEO")
            && w.contains("D6")
            && w.contains("Numero turni previsti 4")
            && w.contains("2 turni di qualificazione")),
        "{said:?}"
    );
    assert_eq!(tour.players.len(), 2);
    let p = &tour.players[0];
    assert_eq!(
        (
            p.id,
            p.first_name.as_str(),
            p.last_name.as_str(),
            p.nick.as_str()
        ),
        (1, "Niccolò", "Barberà", "nicco")
    );
    assert_eq!(
        (p.club.as_str(), p.region.as_str(), p.participating),
        ("ROMA [Il Gufo]", "Emilia-Romagna", true)
    );
    let q = &tour.players[1];
    assert_eq!(
        (q.region.as_str(), q.participating),
        ("Valle d'Aosta", false)
    );
}

fn totals(t: &Tournament) -> Vec<(u32, Points, u32)> {
    format::standings(t, t.rounds.len() as u32)
        .rows
        .iter()
        .map(|r| (r.player, r.total, r.wins))
        .collect()
}

fn th(v: i64) -> Points {
    Points::new(v, 1000)
}

#[test]
fn a_legacy_master_workbook_with_decimals_and_a_risiko_gives_the_rule_standings() {
    for (bytes, name) in [
        (xls(&master_sheets()), "master.xls"),
        (xlsx(&master_sheets()), "master.xlsx"),
    ] {
        let imported =
            rio::import_workbook_as(&bytes, name, Some(FormatKind::Master)).expect("imports");
        let tour = imported.tournament;
        assert_eq!(tour.rounds.len(), 2, "{name}");
        let t1 = &tour.rounds[0].tables[0];
        assert_eq!(
            t1.seats[0].result.as_ref().and_then(|r| r.tie_order),
            Some(1),
            "44.1 ranks first"
        );
        assert_eq!(
            t1.seats[1].result.as_ref().and_then(|r| r.tie_order),
            Some(2)
        );
        assert!(tour.rounds[0].tables[1].seats[0]
            .result
            .as_ref()
            .is_some_and(|r| r.risiko && r.points == 100));
        // Hand-computed by the rule: E 1.100 + 0.020; F 0.050 + 1.060; C 0.030 + 1.050; A 1.044 + 0.010;
        // B 0.044 + 0.050; D 0.020 + 0.050; G 0.031 + 0.012; U 0 + 0.005.
        assert_eq!(
            totals(&tour),
            vec![
                (5, th(1120), 1),
                (6, th(1110), 1),
                (3, th(1080), 1),
                (1, th(1054), 1),
                (2, th(94), 0),
                (4, th(70), 0),
                (7, th(43), 0),
                (8, th(5), 0)
            ],
            "{name}"
        );
    }
}

#[test]
fn a_legacy_gufo_xls_with_eliminations_gives_the_rule_standings() {
    let players = players_sheet(
        &[
            (1, "A", "Uno", "", "", "SI", ""),
            (2, "B", "Due", "", "", "SI", ""),
            (3, "C", "Tre", "", "", "SI", ""),
            (4, "D", "Quattro", "", "", "SI", ""),
            (5, "E", "Cinque", "", "", "SI", ""),
            (6, "F", "Sei", "", "", "SI", ""),
            (7, "G", "Sette", "", "", "SI", ""),
            (8, "H", "Otto", "", "", "SI", ""),
            (9, "I", "Nove", "", "", "SI", ""),
        ],
        0,
    );
    let r1 = round_sheet(
        "Turno 1",
        &[
            (
                1,
                vec![
                    (1, "A Uno", Some(n(40.0)), ""),
                    (2, "B Due", Some(n(30.0)), ""),
                    (3, "C Tre", Some(n(-2.0)), ""),
                    (4, "D Quattro", Some(n(-3.0)), ""),
                ],
            ),
            (
                2,
                vec![
                    (5, "E Cinque", Some(n(40.0)), ""),
                    (6, "F Sei", Some(n(40.1)), ""),
                    (7, "G Sette", Some(n(20.0)), ""),
                    (8, "H Otto", Some(n(-1.0)), ""),
                    (9, "I Nove", Some(n(10.0)), ""),
                ],
            ),
        ],
    );
    let bytes = xls(&[players, r1]);
    let imported =
        rio::import_workbook_as(&bytes, "gufo.xls", Some(FormatKind::Gufo)).expect("imports");
    let tour = imported.tournament;
    let seat = |table: usize, s: usize| {
        tour.rounds[0].tables[table].seats[s]
            .result
            .clone()
            .expect("result")
    };
    assert_eq!((seat(0, 2).eliminated, seat(0, 2).points), (Some(2), 0));
    assert_eq!(seat(0, 3).eliminated, Some(3));
    assert_eq!(seat(1, 3).eliminated, Some(1));
    // the Torneo Gufo rulebook: table points × 1.25 at 5-tables / 100 + placing bonus 12, 7, 5, 3, 2; eliminated 3, 2, 1, 0
    // for the last, second-last, third-last eliminated.
    let h = |v: i64| Points::new(v, 1000);
    assert_eq!(
        totals(&tour),
        vec![
            (6, h(12_500), 1), // 40 × 1.25 / 100 + 12 (first by the decimals)
            (1, h(12_400), 1), // 40 / 100 + 12
            (5, h(7_500), 0),  // 40 × 1.25 / 100 + 7
            (2, h(7_300), 0),  // 30 / 100 + 7
            (7, h(5_250), 0),  // 20 × 1.25 / 100 + 5
            (9, h(3_125), 0),  // 10 × 1.25 / 100 + 3
            (8, h(3_000), 0),  // eliminated last
            (3, h(2_000), 0),  // second-last
            (4, h(1_000), 0),  // third-last
        ]
    );
}

#[test]
fn a_legacy_semifinal_round_is_recognised_as_such() {
    // Raduno Nazionale (the Raduno Nazionale rulebook): rounds 1 and 2 qualifying, round 3 the semifinals of the top 16.
    let people: Vec<(u32, String, String)> = (1..=16)
        .map(|i| (i, format!("N{i}"), format!("C{i}")))
        .collect();
    let rows: Vec<(u32, &str, &str, &str, &str, &str, &str)> = people
        .iter()
        .map(|(i, f, l)| (*i, f.as_str(), l.as_str(), "", "", "SI", ""))
        .collect();
    let round = |name: &str, order: &[u32]| {
        let tables: Vec<(u32, Vec<SeatCells>)> = order
            .chunks(4)
            .enumerate()
            .map(|(k, ids)| {
                (
                    k as u32 + 1,
                    ids.iter()
                        .enumerate()
                        .map(|(s, &id)| (id, "", Some(n(40.0 - 10.0 * s as f64)), ""))
                        .collect(),
                )
            })
            .collect();
        round_sheet(name, &tables)
    };
    let r1: Vec<u32> = (1..=16).collect();
    let r2: Vec<u32> = vec![1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15, 4, 8, 12, 16];
    let r3: Vec<u32> = vec![1, 8, 9, 16, 2, 7, 10, 15, 3, 6, 11, 14, 4, 5, 12, 13];
    let bytes = xls(&[
        players_sheet(&rows, 0),
        round("1° Turno", &r1),
        round("2° Turno", &r2),
        round("3° Turno", &r3),
    ]);
    let imported = rio::import_workbook_as(&bytes, "rn.xls", Some(FormatKind::RadunoNazionale))
        .expect("imports");
    let phases: Vec<_> = imported.tournament.rounds.iter().map(|r| r.phase).collect();
    assert_eq!(
        phases,
        vec![Phase::Qualifying, Phase::Qualifying, Phase::Semifinal]
    );
}

#[test]
fn a_cell_typed_far_away_costs_nothing() {
    // A note at the last cell of the sheet (XFD1048576): read sparsely, not as a 17-billion-cell box.
    let mut sheets = master_sheets();
    sheets[0].set(1_048_575, 16_383, t("nota"));
    sheets[1].set(1_048_575, 16_383, t("nota"));
    let started = std::time::Instant::now();
    let imported = rio::import_workbook_as(&xlsx(&sheets), "far.xlsx", Some(FormatKind::Master))
        .expect("imports");
    assert_eq!(imported.tournament.players.len(), 8);
    assert_eq!(imported.tournament.rounds.len(), 2);
    // The stray note in the round sheet is reported as an ignored row, with its place.
    assert!(imported
        .warnings
        .iter()
        .any(|w| w.sheet.as_deref() == Some("1° Turno")
            && w.row == Some(1_048_576)
            && w.kind == ProblemKind::IgnoredRow));
    println!("read in {:?}", started.elapsed());
}

#[test]
fn damaged_xls_files_are_refused_with_a_reason() {
    let detail = |bytes: &[u8]| match rio::import_workbook(bytes, "rotto.xls") {
        Err(e) => match &e.problems[..] {
            [Problem {
                kind: ProblemKind::NotAWorkbook { detail, .. },
                ..
            }] => detail.text(raduno::i18n::Lang::En),
            other => panic!("{other:?}"),
        },
        Ok(_) => panic!("a damaged file was accepted"),
    };
    // The directory's sector chained to itself: read naively, a loop without end.
    let mut looped = xls(&master_sheets());
    let u32_at = |b: &[u8], at: usize| u32::from_le_bytes([b[at], b[at + 1], b[at + 2], b[at + 3]]);
    let dir = u32_at(&looped, 48) as usize;
    let fat = (u32_at(&looped, 76) as usize + 1) * 512;
    looped[fat + 4 * dir..fat + 4 * dir + 4].copy_from_slice(&(dir as u32).to_le_bytes());
    assert!(detail(&looped).contains("loops"), "{}", detail(&looped));
    // A cell at the far corner of an .xls sheet: the reader would allocate the whole rectangle.
    let mut sheets = master_sheets();
    sheets[1].set(65_535, 255, n(1.0));
    let far = xls(&sheets);
    assert!(
        detail(&far).contains("65536 rows × 256 columns"),
        "{}",
        detail(&far)
    );
    // Cut in the middle.
    let cut = xls(&master_sheets());
    assert!(!detail(&cut[..cut.len() / 2]).is_empty());
}

/// The problems of a refused import.
fn problems(sheets: &[Sheet]) -> Vec<Problem> {
    match rio::import_workbook(&xlsx(sheets), "bad.xlsx") {
        Ok(i) => panic!("accepted: {:?}", i.tournament),
        Err(ImportErrors { problems }) => problems,
    }
}

fn has(
    problems: &[Problem],
    sheet: Option<&str>,
    cell: Option<&str>,
    pred: impl Fn(&ProblemKind) -> bool,
) -> bool {
    problems
        .iter()
        .any(|p| p.sheet.as_deref() == sheet && p.cell().as_deref() == cell && pred(&p.kind))
}

fn four(ids: [u32; 4], points: [Cell; 4]) -> Vec<SeatCells<'static>> {
    ids.iter()
        .zip(points)
        .map(|(&id, p)| (id, "", Some(p), ""))
        .collect()
}

fn valid_players() -> Sheet {
    players_sheet(
        &(1..=8)
            .map(|i| (i, "Nome", "Cognome", "", "", "SI", ""))
            .collect::<Vec<_>>(),
        0,
    )
}

#[test]
fn a_missing_players_sheet_is_refused() {
    let p = problems(&[Sheet::new("Foglio1")]);
    assert!(has(
        &p,
        None,
        None,
        |k| matches!(k, ProblemKind::MissingSheet { name } if name == "Iscritti")
    ));
    assert!(p[0].text(Lang::It).contains("manca il foglio «Iscritti»"));
    assert!(p[0]
        .text(Lang::En)
        .contains("the sheet “Iscritti” is missing"));
}

#[test]
fn a_missing_column_is_named_with_its_header_row() {
    let mut s = Sheet::new("Iscritti");
    s.set(2, 0, t("ID"))
        .set(2, 1, t("Nome"))
        .set(2, 3, t("Club"));
    s.set(3, 0, n(1.0)).set(3, 1, t("Mario"));
    let p = problems(&[s]);
    assert!(p.iter().any(|x| x.sheet.as_deref() == Some("Iscritti")
        && x.row == Some(3)
        && matches!(&x.kind, ProblemKind::MissingColumn { name } if name == "Cognome")));
    assert!(
        p[0].text(Lang::It).contains("riga 3"),
        "{}",
        p[0].text(Lang::It)
    );
}

#[test]
fn a_sheet_without_header_is_refused() {
    let mut s = Sheet::new("Iscritti");
    s.set(0, 0, t("Elenco"));
    let p = problems(&[s]);
    assert!(has(&p, Some("Iscritti"), None, |k| *k
        == ProblemKind::HeaderNotFound));
}

#[test]
fn every_bad_cell_is_listed_with_sheet_row_and_column() {
    let mut players = valid_players();
    players.set(5, 0, n(2.0)); // row 6: duplicate of ID 2 (row 5)
                               // Row 7 (ID 4) loses its Cognome.
    players.cells.retain(|(r, c, _)| !(*r == 6 && *c == 2));
    players.set(7, 0, t("sette")); // row 8: not a number
    players.set(8, 5, t("forse")); // row 9: Partecipa Torneo neither SI nor NO
    players.set(12, 1, t("Senza")).set(12, 2, t("Id")); // row 13: names without ID
    let r1 = round_sheet(
        "1° Turno",
        &[
            (1, four([1, 2, 9, 4], [n(10.0), t("dieci"), n(5.0), n(1.0)])),
            (
                2,
                vec![
                    (5, "", Some(n(1.0)), ""),
                    (6, "", Some(n(1.0)), ""),
                    (7, "", Some(n(1.0)), ""),
                    (8, "", Some(n(-1.5)), ""),
                    (1, "", None, ""),
                    (2, "", None, ""),
                ],
            ),
        ],
    );
    let p = problems(&[players, r1]);
    let text = ImportErrors {
        problems: p.clone(),
    }
    .text(Lang::It);
    let iscritti = Some("Iscritti");
    let round = Some("1° Turno");
    assert!(
        has(&p, iscritti, Some("A6"), |k| *k
            == ProblemKind::DuplicateId {
                id: 2,
                first_row: 5
            }),
        "{text}"
    );
    assert!(
        has(
            &p,
            iscritti,
            Some("C7"),
            |k| matches!(k, ProblemKind::MissingName { id: 4, column } if column == "Cognome")
        ),
        "{text}"
    );
    assert!(
        has(
            &p,
            iscritti,
            Some("A8"),
            |k| matches!(k, ProblemKind::BadId { text } if text == "sette")
        ),
        "{text}"
    );
    assert!(
        has(&p, iscritti, Some("F9"), |k| matches!(
            k,
            ProblemKind::BadParticipation { .. }
        )),
        "{text}"
    );
    assert!(
        has(&p, iscritti, Some("A13"), |k| *k == ProblemKind::MissingId),
        "{text}"
    );
    assert!(
        has(
            &p,
            round,
            Some("F2"),
            |k| matches!(k, ProblemKind::TextInPoints { text } if text == "dieci")
        ),
        "{text}"
    );
    assert!(
        has(&p, round, Some("G2"), |k| *k
            == ProblemKind::UnknownPlayer { id: 9 }),
        "{text}"
    );
    assert!(
        has(&p, round, Some("L5"), |k| matches!(
            k,
            ProblemKind::BadPoints { .. }
        )),
        "{text}"
    );
    assert!(
        has(&p, round, Some("B4"), |k| *k
            == ProblemKind::TableTooBig { table: 2, seats: 6 }),
        "{text}"
    );
    // The message says where, in both languages.
    assert!(
        text.contains("Foglio «1° Turno», cella F2 (riga 2, colonna F)"),
        "{text}"
    );
    assert!(text.contains("il tavolo 2 ha 6 giocatori"), "{text}");
    let en = ImportErrors { problems: p }.text(Lang::En);
    assert!(
        en.contains("Sheet “Iscritti”, cell A6 (row 6, column A): ID 2 is already used on row 5"),
        "{en}"
    );
}

#[test]
fn a_player_twice_in_a_round_and_a_missing_round_sheet_are_refused() {
    let r1 = round_sheet(
        "1° Turno",
        &[
            (1, four([1, 2, 3, 4], [n(1.0), n(2.0), n(3.0), n(4.0)])),
            (2, four([5, 6, 7, 1], [n(1.0), n(2.0), n(3.0), n(4.0)])),
        ],
    );
    let r3 = round_sheet(
        "3° Turno",
        &[(1, four([1, 2, 3, 4], [n(1.0), n(2.0), n(3.0), n(4.0)]))],
    );
    let p = problems(&[valid_players(), r1, r3]);
    assert!(has(&p, Some("1° Turno"), Some("J5"), |k| *k
        == ProblemKind::PlayerTwice {
            id: 1,
            first_table: 1
        }));
    assert!(has(&p, None, None, |k| *k
        == ProblemKind::MissingRound { number: 2 }));
}

#[test]
fn a_repeated_draw_appended_to_a_sheet_is_refused() {
    // The legacy program appended the tables of a repeated draw to the existing sheet.
    let r1 = round_sheet(
        "1° Turno",
        &[
            (1, four([1, 2, 3, 4], [n(1.0), n(2.0), n(3.0), n(4.0)])),
            (2, four([5, 6, 7, 8], [n(1.0), n(2.0), n(3.0), n(4.0)])),
            (1, four([5, 1, 7, 3], [n(1.0), n(2.0), n(3.0), n(4.0)])),
        ],
    );
    let p = problems(&[valid_players(), r1]);
    assert!(has(&p, Some("1° Turno"), Some("B7"), |k| *k
        == ProblemKind::DuplicateTable { table: 1 }));
}

#[test]
fn a_refused_import_leaves_the_tournament_in_the_app_unchanged() {
    let mut journal = sample_journal();
    let before = journal.clone();
    let bad = xlsx(&[Sheet::new("Foglio1")]);
    if let Ok(imported) = rio::import_workbook(&bad, "bad.xlsx") {
        journal
            .execute(
                Event::Imported {
                    tournament: imported.tournament,
                    source: "bad.xlsx".into(),
                },
                1,
            )
            .ok();
    }
    assert_eq!(journal, before);
}

#[test]
fn the_import_diff_lists_what_will_change() {
    let current = sample_journal().state().clone();
    let mut incoming = current.clone();
    incoming.players.retain(|p| p.id != 8);
    incoming.players[0].club = "Altro club".into();
    incoming.players.push(Player::new(9, "Nuova", "Giocatrice"));
    incoming.rounds[1].tables[0].seats[0].result = None;
    incoming.rounds.truncate(2);
    let d = rio::diff_summary(&current, &incoming);
    assert_eq!(
        d.players_added.iter().map(|p| p.id).collect::<Vec<_>>(),
        vec![9]
    );
    assert_eq!(
        d.players_changed
            .iter()
            .map(|(a, _)| a.id)
            .collect::<Vec<_>>(),
        vec![1]
    );
    assert_eq!(
        d.players_removed.iter().map(|p| p.id).collect::<Vec<_>>(),
        vec![8]
    );
    assert_eq!(d.rounds_rescored, vec![2]);
    assert!(
        d.rounds_added.is_empty() && d.rounds_removed.is_empty() && d.rounds_reseated.is_empty()
    );
    let text = d.text(Lang::It);
    assert!(
        text.contains("Giocatori aggiunti (1): Nuova Giocatrice (ID 9)"),
        "{text}"
    );
    assert!(rio::diff_summary(&current, &current).is_empty());
}

#[test]
fn a_workbook_into_a_tournament_under_way_adds_and_updates_by_id_and_keeps_the_rounds() {
    let mut journal = sample_journal();
    let current = journal.state().clone();
    // The evening's registration workbook (no rounds): player 8 missing, player 1 in another club,
    // player 9 new.
    let mut evening = current.clone();
    evening.rounds.clear();
    evening.players.retain(|p| p.id != 8);
    evening.players[0].club = "Altro club".into();
    evening.players.push(Player::new(9, "Nuova", "Giocatrice"));
    let bytes = rio::export_workbook(&evening, &[], Lang::It).expect("export");
    let plan = rio::plan_import(&current, &bytes, "sera.xlsx").expect("plan");
    assert_eq!(
        plan.roster.added.iter().map(|p| p.id).collect::<Vec<_>>(),
        vec![9]
    );
    assert_eq!(plan.roster.changed.len(), 1);
    assert_eq!(plan.roster.changed[0].before.id, 1);
    assert_eq!(
        plan.roster.changed[0].fields,
        vec![raduno::journal::PlayerField::Club]
    );
    assert_eq!(
        plan.roster.missing.iter().map(|p| p.id).collect::<Vec<_>>(),
        vec![8]
    );
    assert_eq!(plan.replace, None, "no rounds in it: nothing to replace");
    let text = plan.roster.text(Lang::It);
    assert!(
        text.contains("Nuovi giocatori (1): Nuova Giocatrice (ID 9)"),
        "{text}"
    );
    assert!(
        text.contains("Non nella cartella (1), restano come sono:"),
        "{text}"
    );
    journal
        .execute(plan.roster.event("sera.xlsx").expect("an event"), 1)
        .expect("applies");
    assert_eq!(journal.state().players.len(), current.players.len() + 1);
    assert_eq!(journal.state().rounds, current.rounds);
    journal.undo().expect("undo");
    assert_eq!(journal.state(), &current);

    // Other scores in round 2: the players part is empty, replacing the whole tournament is offered.
    let mut rescored = current.clone();
    let seat = &mut rescored.rounds[1].tables[0].seats[1];
    seat.result = Some(raduno::model::SeatResult::points(
        seat.result.as_ref().map_or(0, |r| r.points) + 1,
    ));
    let bytes = rio::export_workbook(&rescored, &[], Lang::It).expect("export");
    let plan = rio::plan_import(&current, &bytes, "rivisto.xlsx").expect("plan");
    assert!(plan.roster.is_empty());
    assert_eq!(plan.replace.expect("offered").rounds_rescored, vec![2]);

    // A broken workbook is refused with its problems; nothing is planned.
    assert!(rio::plan_import(&current, b"not a workbook", "x.xlsx").is_err());
}

/// Every cell of every sheet, for comparing two workbooks' content.
fn content(bytes: &[u8]) -> Vec<(String, Vec<Vec<Data>>)> {
    let mut wb =
        calamine::open_workbook_auto_from_rs(std::io::Cursor::new(bytes)).expect("workbook");
    wb.sheet_names()
        .into_iter()
        .map(|name| {
            let range = wb.worksheet_range(&name).expect("sheet");
            (name, range.rows().map(|r| r.to_vec()).collect())
        })
        .collect()
}

#[test]
fn export_then_import_then_export_keeps_the_content() {
    let journal = sample_journal();
    let first = rio::export_workbook(journal.state(), journal.entries(), Lang::It).expect("export");
    let imported = rio::import_workbook(&first, "autunno.xlsx").expect("re-import");
    assert!(imported.warnings.is_empty(), "{:?}", imported.warnings);
    assert_eq!(
        &imported.tournament,
        journal.state(),
        "the whole tournament survives the trip"
    );
    let second = rio::export_workbook(&imported.tournament, journal.entries(), Lang::It)
        .expect("export again");
    assert_eq!(content(&first), content(&second));
    // The legacy layout: sheet names, the hidden IDs, the names and the clubs under them.
    let c = content(&first);
    let names: Vec<&str> = c.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(
        names,
        vec![
            "TORNEO",
            "Iscritti",
            "1° Turno",
            "2° Turno",
            "Classifica",
            "Log",
            "Raduno"
        ]
    );
    let r1 = &c[2].1;
    // Two rows a table: the title in column A, then the seats (the club after a line break).
    assert_eq!(r1[0][0], Data::String("Tavolo N°1".into()));
    assert_eq!(r1[1][0], Data::Float(1.0));
    assert_eq!(
        r1[1][1],
        Data::String("Niccolò Barberà\nROMA [Il Gufo]".into())
    );
    assert_eq!(r1[1][2], Data::Float(44.1), "tie order written as decimals");
    assert_eq!(r1[1][5], Data::Float(44.0));
    assert_eq!(r1[2][0], Data::String("Tavolo N°2".into()));
    let classifica = &c[4].1;
    assert_eq!(
        classifica[0]
            .iter()
            .map(|d| d.to_string())
            .collect::<Vec<_>>(),
        [
            "Pos.",
            "Nome",
            "Cognome",
            "Nick",
            "Club o Famiglia",
            "pt1",
            "pt2",
            "v tot",
            "pt tot",
            // Master's tie-break columns, as the app, the PDF and the CLI show them.
            "Migliore",
            "2ª migliore"
        ]
    );
    let log = &c[5].1;
    assert_eq!(log.len(), journal.entries().len() + 1);
    assert_eq!(
        log[1][1],
        Data::String(journal.entries()[0].event.describe(Lang::It))
    );
}

#[test]
fn the_standings_sheet_follows_the_format() {
    let journal = sample_journal();
    let bytes = rio::export_workbook(journal.state(), journal.entries(), Lang::It).expect("export");
    let c = content(&bytes);
    let rows = &c[4].1;
    let s = format::standings(journal.state(), 2);
    assert_eq!(rows.len(), 1 + s.rows.len());
    for (row, st) in rows[1..].iter().zip(&s.rows) {
        let p = journal.state().player(st.player).expect("player");
        assert_eq!(row[0], Data::Float(st.pos as f64));
        assert_eq!(row[2], Data::String(p.last_name.clone()));
        assert_eq!(row[7], Data::Float(st.wins as f64));
        assert_eq!(
            format!("{:.3}", row[8].as_f64().expect("number")),
            st.total.to_decimal(3)
        );
        // The best game, from the standings' own tie-break values.
        let best = st.value(&s.columns, format::Column::Best).expect("best");
        assert_eq!(
            format!("{:.3}", row[9].as_f64().expect("best game")),
            best.to_decimal(3)
        );
    }
}

#[test]
fn the_blank_workbook_has_the_legacy_layout_and_imports_empty() {
    let clubs: Vec<String> = rio::official_clubs()
        .iter()
        .map(|c| c.to_string())
        .collect();
    let bytes = rio::blank_workbook(&clubs).expect("blank");
    let imported = rio::import_workbook(&bytes, "nuovo.xlsx").expect("imports");
    assert!(imported.tournament.players.is_empty());
    let c = content(&bytes);
    assert_eq!(c[0].0, "Iscritti");
    assert_eq!(
        c[0].1[2][0..7]
            .iter()
            .map(|d| d.to_string())
            .collect::<Vec<_>>(),
        [
            "ID",
            "Nome",
            "Cognome",
            "Nick Forum EG",
            "Club",
            "Partecipa Torneo",
            "Regione"
        ]
    );
    assert_eq!(c[0].1[3][0], Data::Float(1.0));
    assert_eq!(c[0].1.len(), 3 + 200);
    let dati = &c[1];
    assert_eq!(dati.0, "Dati");
    assert_eq!(dati.1.len(), 1 + clubs.len());
    assert_eq!(dati.1[1][0], Data::String(clubs[0].clone()));
}

#[test]
fn the_blank_workbook_offers_drop_down_lists() {
    let clubs: Vec<String> = rio::official_clubs()
        .iter()
        .map(|c| c.to_string())
        .collect();
    let bytes = rio::blank_workbook(&clubs).expect("blank");
    let dir = std::env::temp_dir().join(format!("raduno-blank-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    let path = dir.join("blank.xlsx");
    std::fs::write(&path, &bytes).expect("write");
    let out = std::process::Command::new("unzip")
        .arg("-p")
        .arg(&path)
        .arg("xl/worksheets/sheet1.xml")
        .output()
        .unwrap_or_else(|e| panic!("unzip cannot run ({e}): bash scripts/setup.sh installs it"));
    assert!(
        out.status.success(),
        "unzip: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let xml = String::from_utf8_lossy(&out.stdout);
    // Club: the official list from the hidden Dati sheet, any other text accepted ("information" style).
    assert!(
        xml.contains(&format!(
            "<formula1>Dati!$A$2:$A${}</formula1>",
            clubs.len() + 1
        )),
        "{xml}"
    );
    assert!(xml.contains(r#"errorStyle="information""#));
    assert!(
        xml.contains(r#"sqref="E4:E203""#)
            && xml.contains(r#"sqref="F4:F203""#)
            && xml.contains(r#"sqref="G4:G203""#)
    );
    assert!(xml.contains("<formula1>\"SI,NO\"</formula1>"));
    assert!(xml.contains("Valle d'Aosta,Veneto"));
}

#[test]
fn the_clubs_list_matches_the_2025_workbook() {
    let bytes = fixture("ModuloTorneo-2025.xls");
    let mut wb = calamine::open_workbook_auto_from_rs(std::io::Cursor::new(bytes)).expect("xls");
    let dati = wb.worksheet_range("Dati").expect("Dati");
    let col: Vec<String> = dati
        .rows()
        .map(|r| r.first().map(|d| d.to_string()).unwrap_or_default())
        .collect();
    let start = col.iter().position(|c| c == "Club").expect("Club header") + 1;
    let clubs: Vec<&str> = col[start..]
        .iter()
        .take_while(|c| !c.trim().is_empty())
        .map(|c| c.trim())
        .collect();
    assert_eq!(clubs, rio::official_clubs());
}

// ---------------------------------------------------------------- never panics

fn any_cell() -> impl Strategy<Value = Cell> {
    prop_oneof![
        any::<f64>()
            .prop_filter("finite for the writers", |v| v.is_finite())
            .prop_map(Cell::Num),
        (-10i32..200).prop_map(|v| Cell::Num(v as f64)),
        (0i32..2000).prop_map(|v| Cell::Num(v as f64 / 10.0)),
        ".{0,40}".prop_map(Cell::Text),
        prop::sample::select(vec![
            "SI",
            "NO",
            "Tavolo N°1",
            "Tavolo",
            "ID",
            "Nome",
            "Cognome",
            "44,1",
            "-1",
            "1° Turno",
            "",
            " "
        ])
        .prop_map(|s| Cell::Text(s.to_string())),
        any::<bool>().prop_map(Cell::Bool),
    ]
}

/// A valid legacy workbook with some cells overwritten by random values.
fn mutated_sheets() -> impl Strategy<Value = Vec<Sheet>> {
    prop::collection::vec((0usize..3, 0u32..14, 0u16..18, any_cell()), 0..30).prop_map(|edits| {
        let mut sheets = master_sheets();
        for (s, r, c, v) in edits {
            sheets[s].set(r, c, v);
        }
        sheets
    })
}

fn valid_xls() -> Vec<u8> {
    xls(&master_sheets())
}

fn valid_xlsx() -> Vec<u8> {
    let j = sample_journal();
    rio::export_workbook(j.state(), j.entries(), Lang::It).expect("export")
}

/// Imports and, on success, checks the result is a tournament the journal accepts.
fn import_is_total(bytes: &[u8]) {
    match rio::import_workbook(bytes, "fuzz.xls") {
        Ok(i) => {
            let mut j = Journal::new(Settings::new("x", FormatKind::Master), 0);
            j.execute(
                Event::Imported {
                    tournament: i.tournament,
                    source: "fuzz".into(),
                },
                1,
            )
            .expect("an accepted import always applies");
        }
        Err(e) => {
            assert!(!e.problems.is_empty(), "a refusal names its problems");
            // Each problem is said in words, in both languages.
            for p in &e.problems {
                assert!(!p.text(Lang::It).trim().is_empty(), "{p:?}");
                assert!(!p.text(Lang::En).trim().is_empty(), "{p:?}");
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1500, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..3000)) {
        import_is_total(&bytes);
    }

    #[test]
    fn random_bytes_behind_a_real_signature_never_panic(tail in prop::collection::vec(any::<u8>(), 0..3000), zip in any::<bool>()) {
        let mut bytes = if zip { b"PK\x03\x04".to_vec() } else { vec![0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1] };
        bytes.extend(tail);
        import_is_total(&bytes);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 600, ..ProptestConfig::default() })]

    #[test]
    fn random_cells_in_a_valid_xls_never_panic(sheets in mutated_sheets()) {
        import_is_total(&xls(&sheets));
    }

    #[test]
    fn random_cells_in_a_valid_xlsx_never_panic(sheets in mutated_sheets()) {
        import_is_total(&xlsx(&sheets));
    }

    #[test]
    fn corrupted_xls_bytes_never_panic(edits in prop::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..20)) {
        let mut bytes = valid_xls();
        for (i, b) in edits {
            let k = i.index(bytes.len());
            bytes[k] = b;
        }
        import_is_total(&bytes);
    }

    #[test]
    fn corrupted_xlsx_bytes_never_panic(edits in prop::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..20)) {
        let mut bytes = valid_xlsx();
        for (i, b) in edits {
            let k = i.index(bytes.len());
            bytes[k] = b;
        }
        import_is_total(&bytes);
    }
}

#[test]
fn every_truncation_of_valid_workbooks_is_refused_cleanly() {
    let inputs = vec![
        valid_xls(),
        valid_xlsx(),
        fixture("ModuloTorneo-legacy.xls"),
    ];
    for bytes in inputs {
        let step = (bytes.len() / 400).max(1);
        for len in (0..bytes.len()).step_by(step) {
            import_is_total(&bytes[..len]);
        }
    }
}

/// The web app reads a workbook in two halves (benches/README.md, "Sizes"): the workbook worker turns the bytes into
/// cells (`read_book`, sent as JSON), the app builds the tournament from them (`import_book`). Both halves
/// together give exactly what the native import gives: the same tournament and warnings, or the same
/// problems, for the real fixtures, generated `.xls` and `.xlsx` workbooks (numbers, text, booleans, a
/// NaN), refused and damaged files.
#[test]
fn the_workbook_worker_s_cells_import_as_the_bytes_do() {
    let mut odd = master_sheets();
    odd[1].set(40, 3, Cell::Bool(true));
    odd[1].set(41, 3, n(f64::NAN));
    odd[1].set(42, 3, n(-0.5));
    let mut bad = master_sheets();
    bad[1].set(1, 2, t("dieci"));
    let cut = xls(&master_sheets());
    let files: Vec<(&str, Vec<u8>)> = vec![
        ("ModuloTorneo-2025.xls", fixture("ModuloTorneo-2025.xls")),
        (
            "ModuloTorneo-legacy.xls",
            fixture("ModuloTorneo-legacy.xls"),
        ),
        ("master.xls", xls(&master_sheets())),
        ("master.xlsx", xlsx(&master_sheets())),
        ("odd.xls", xls(&odd)),
        ("odd.xlsx", xlsx(&odd)),
        ("bad.xlsx", xlsx(&bad)),
        ("cut.xls", cut[..cut.len() / 2].to_vec()),
        ("empty.xlsx", Vec::new()),
        ("text.xlsx", b"nome,cognome".to_vec()),
    ];
    let mut refused = 0;
    for (name, bytes) in &files {
        for format in [None, Some(FormatKind::Gufo)] {
            let direct = rio::import_workbook_as(bytes, name, format);
            let book = rio::read_book(bytes).map(|b| b.to_json());
            if let Ok(json) = &book {
                let again = rio::Book::from_json(json).expect("the cells read back");
                assert_eq!(
                    &again.to_json(),
                    json,
                    "{name}: the cells change on the way"
                );
            }
            let halves = rio::import_book(
                book.and_then(|json| rio::Book::from_json(&json).map_err(rio::ReadError::Reader)),
                name,
                format,
            );
            assert_eq!(halves, direct, "{name} ({format:?})");
            refused += usize::from(direct.is_err());
        }
    }
    // bad.xlsx, cut.xls, empty.xlsx and text.xlsx are refused (each with both formats), and odd.xls
    // and odd.xlsx, whose round sheet has rows of numbers under no table (in none of the layouts).
    assert_eq!(refused, 12);
}

/// A players' sheet with no cell at all (a damaged file gave one: a byte of its name changed) is
/// refused with its reason, sheet named: found by `corrupted_xls_bytes_never_panic`, which asks every
/// refusal to name its problems.
#[test]
fn an_empty_players_sheet_is_refused_with_its_reason() {
    for bytes in [empty_players(xls), empty_players(xlsx)] {
        let e = rio::import_workbook(&bytes, "vuoto.xls").expect_err("nothing to import");
        assert!(
            e.problems
                .iter()
                .any(|p| p.sheet.as_deref() == Some("Iscritti")
                    && matches!(p.kind, ProblemKind::HeaderNotFound)),
            "{e:?}"
        );
        import_is_total(&bytes);
    }
}

fn empty_players(write: fn(&[Sheet]) -> Vec<u8>) -> Vec<u8> {
    let mut sheets = master_sheets();
    for s in sheets.iter_mut().filter(|s| s.name == "Iscritti") {
        s.cells.clear();
    }
    write(&sheets)
}
