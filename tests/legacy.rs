//! The workbooks clubs already have: the corpus in `tests/data/legacy/` (GestioneRaduno 1.5
//! without `TORNEO`, GestioneTorneo 2.4 with it; drawn rounds blank and 0-filled; rounds drawn by hand;
//! decimals for the tie order; negative eliminations; `.xls` and `.xlsx`), each taken through import →
//! standings → next draw → score sheets → export → a circuit, in the library and with the `raduno`
//! command. A missing file of the corpus fails the test.

mod io_support;
mod legacy_corpus;

use legacy_corpus::{dir, full_name};
use raduno::circuit::{self, Held, Rules};
use raduno::draw;
use raduno::format::{self, FormatKind};
use raduno::i18n::{Lang, Localized};
use raduno::journal::{Event, Journal};
use raduno::model::{PlayerId, SeatResult, Tournament};
use raduno_files::{self as rio, pdf, FormatChoice};
use std::process::{Command, Output};

/// The script that wrote the corpus: `cargo test --test legacy -- --ignored write_corpus`.
#[test]
#[ignore]
fn write_corpus() {
    std::fs::create_dir_all(dir()).expect("the corpus folder");
    for (name, bytes) in legacy_corpus::files() {
        std::fs::write(dir().join(name), bytes).expect("write");
    }
}

fn path(name: &str) -> String {
    dir().join(name).to_string_lossy().into_owned()
}

fn bytes(name: &str) -> Vec<u8> {
    std::fs::read(path(name))
        .unwrap_or_else(|e| panic!("the corpus file {name} cannot be read ({e})"))
}

fn import(name: &str, kind: Option<FormatKind>) -> Tournament {
    match rio::import_workbook_as(&bytes(name), name, FormatChoice::from(kind)) {
        Ok(i) => i.tournament,
        Err(e) => panic!("{name} is refused: {}", e.text(Lang::It)),
    }
}

/// The journal of an imported tournament.
fn journal(t: &Tournament, name: &str) -> Journal {
    let mut j = Journal::new(t.settings.clone(), 1_000);
    j.execute(
        Event::Imported {
            tournament: t.clone(),
            source: name.into(),
        },
        2_000,
    )
    .expect("the import event applies");
    j
}

/// Enters a round's results as the director types them (points per seat, in seat order).
fn enter(j: &mut Journal, round: u32, tables: &[&[(PlayerId, u32)]]) {
    for (k, seats) in tables.iter().enumerate() {
        let table = &j.state().round(round).expect("round").tables[k];
        let results = table
            .players()
            .map(|p| {
                let &(_, pts) = seats.iter().find(|s| s.0 == p).expect("seated");
                Some(SeatResult::points(pts))
            })
            .collect();
        let number = table.number;
        j.execute(
            Event::TableResults {
                round,
                table: number,
                results,
                outcome: None,
            },
            3_000 + k as i64,
        )
        .unwrap_or_else(|e| panic!("table {number}: {}", e.text(Lang::It)));
    }
}

/// Draws the next round by the format's rules and checks everyone taking part sits once.
fn draw_next(j: &mut Journal) -> u32 {
    let number = j.state().rounds.len() as u32 + 1;
    let spec = format::draw_spec(j.state(), number)
        .unwrap_or_else(|e| panic!("round {number}: {}", e.text(Lang::It)));
    let drawn = draw::draw(j.state(), &spec, 7).expect("draws");
    let mut seated: Vec<PlayerId> = drawn.round.players().collect();
    seated.sort_unstable();
    let mut taking_part: Vec<PlayerId> = j
        .state()
        .players
        .iter()
        .filter(|p| p.participating)
        .map(|p| p.id)
        .collect();
    taking_part.sort_unstable();
    assert_eq!(seated, taking_part, "round {number} seats everyone once");
    j.execute(
        Event::RoundDrawn {
            round: drawn.round,
            conflicts: drawn.conflicts,
        },
        9_000,
    )
    .expect("the draw applies");
    number
}

fn pdf_text(bytes: &[u8]) -> String {
    let file = std::env::temp_dir().join(format!(
        "raduno-legacy-{}-{}.pdf",
        std::process::id(),
        bytes.len()
    ));
    std::fs::write(&file, bytes).expect("write pdf");
    let out = Command::new("pdftotext")
        .args(["-layout", &file.to_string_lossy(), "-"])
        .output()
        .expect("pdftotext (poppler-utils) is needed by this test");
    assert!(out.status.success());
    String::from_utf8_lossy(&out.stdout).into_owned()
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

fn temp(name: &str) -> String {
    let d = std::env::temp_dir().join(format!("raduno-legacy-{}", std::process::id()));
    std::fs::create_dir_all(&d).expect("temp dir");
    d.join(name).to_string_lossy().into_owned()
}

/// Round 2's results of the 12-player tournaments (the corpus' `R2_12`).
const R2: [&[(PlayerId, u32)]; 3] = [
    &[(1, 38), (2, 66), (10, 52), (12, 19)],
    &[(3, 70), (6, 25), (9, 49), (11, 33)],
    &[(4, 58), (5, 61), (7, 28), (8, 40)],
];

// ------------------------------------------------------------------- 1: drawn, not yet played

/// A round drawn and not yet played (blank cells, or 0s as GestioneTorneo writes them) reads, shows
/// the standings of the rounds before, prints its score sheets, exports and lets the tournament go on.
fn drawn_round_goes_on(name: &str) {
    let t = import(name, Some(FormatKind::Open));
    assert_eq!(t.rounds.len(), 2);
    let r2 = t.round(2).expect("round 2 is read");
    assert_eq!(r2.tables.len(), 3);
    assert!(
        r2.tables
            .iter()
            .all(|tb| tb.seats.len() == 4 && tb.seats.iter().all(|s| s.result.is_none())),
        "round 2 is read as not yet played: {:?}",
        r2.tables
    );
    assert!(!r2.locked, "a round not yet played stays open");
    assert!(format::unscored(&t, 2).is_empty());
    // Standings: round 1 counts; Marta Olivieri's 81 leads.
    let s = format::current_standings(&t);
    assert_eq!(s.rows.len(), 12);
    assert_eq!(s.rows[0].player, 10, "{:?}", s.rows[0]);
    // The score sheets of the round just drawn: every player, no score.
    let sheets = pdf::score_sheets(&t, 2).expect("round 2 prints");
    let text = pdf_text(&sheets);
    for id in [1, 2, 10, 12, 3, 6, 9, 11] {
        assert!(
            text.contains(&full_name(id)),
            "{} on the sheets:\n{text}",
            full_name(id)
        );
    }
    // Export → import: the same round, still to play.
    let j = journal(&t, name);
    let out = rio::export_workbook(j.state(), j.entries(), Lang::It).expect("exports");
    let back = rio::import_workbook_as(
        &out,
        "back.xlsx",
        FormatChoice::from(Some(FormatKind::Open)),
    )
    .unwrap_or_else(|e| panic!("the export reads back: {}", e.text(Lang::It)))
    .tournament;
    let seats = |t: &Tournament| -> Vec<Vec<PlayerId>> {
        t.round(2)
            .expect("round 2")
            .tables
            .iter()
            .map(|tb| tb.players().collect())
            .collect()
    };
    assert_eq!(seats(&back), seats(&t));
    assert!(!back.round(2).expect("round 2").has_results());
    // The tournament goes on: round 2 scored, round 3 drawn.
    let mut j = j;
    enter(&mut j, 2, &R2);
    assert!(format::round_done(
        j.state(),
        j.state().round(2).expect("r2")
    ));
    assert_eq!(draw_next(&mut j), 3);
}

#[test]
fn a_round_drawn_with_blank_cells_or_zeros_reads_prints_exports_and_goes_on() {
    // Blank cells (.xlsx) read as not yet played too; 0s (.xls) were refused.
    drawn_round_goes_on("gr15-turno-2-sorteggiato.xlsx");
    drawn_round_goes_on("gr15-turno-2-sorteggiato-zeri.xls");
}

#[test]
fn a_half_filled_table_is_still_refused_with_its_place() {
    let name = "rotto-tavolo-a-meta.xlsx";
    let e = rio::import_workbook_as(
        &bytes(name),
        name,
        FormatChoice::from(Some(FormatKind::Open)),
    )
    .map(|_| ())
    .expect_err("a table with some scores and some blanks is refused");
    let text = e.text(Lang::It);
    assert!(text.contains("2° Turno"), "{text}");
    assert!(
        text.contains("tavolo 1") || text.contains("Tavolo N°1"),
        "{text}"
    );
}

#[test]
fn gestione_torneo_open_with_its_third_round_drawn_with_zeros() {
    let name = "gt24-open-turno-3-zeri.xlsx";
    let t = import(name, None);
    assert_eq!(t.settings.format.as_str(), FormatKind::Open.slug());
    assert_eq!(t.settings.planned_rounds, Some(3));
    assert!(!t.round(3).expect("round 3").has_results());
    assert!(format::final_standings(&t).is_none(), "round 3 is to play");
    let sheets = pdf_text(&pdf::score_sheets(&t, 3).expect("round 3 prints"));
    assert!(sheets.contains(&full_name(11)), "{sheets}");
    let mut j = journal(&t, name);
    enter(
        &mut j,
        3,
        &[
            &[(10, 64), (6, 31), (3, 45), (2, 22)],
            &[(1, 57), (11, 58), (4, 36), (7, 18)],
            &[(5, 29), (9, 77), (12, 50), (8, 34)],
        ],
    );
    let s = format::final_standings(j.state()).expect("three rounds played: the final standings");
    assert_eq!(s.rows.len(), 12);
}

// ------------------------------------------------------------------- 2: played rounds are history

/// A played round drawn by hand breaks the format's draw rule (a note says which tables) and the next
/// round is drawn by the rules.
fn hand_drawn_round_is_history(name: &str, kind: FormatKind) {
    let t = import(name, None);
    assert_eq!(t.settings.format.as_str(), kind.slug());
    assert_eq!(t.rounds.len(), 2);
    let drift = raduno::journal::impact::drift(&t, 2);
    assert!(
        !drift.is_empty(),
        "round 2 was drawn by hand, not by the format's rule"
    );
    assert!(t.round(2).expect("round 2").has_results());
    let mut j = journal(&t, name);
    assert_eq!(draw_next(&mut j), 3);
    // The command line: a note on stderr, exit 0, the new workbook holds round 3.
    let out = temp(&format!("{name}-r3.xlsx"));
    let (stdout, stderr) = ok(&[
        "draw",
        &path(name),
        "--format",
        kind.slug(),
        "--round",
        "3",
        "--seed",
        "11",
        "--out",
        &out,
    ]);
    assert!(stdout.contains("Tavolo"), "{stdout}");
    assert!(
        stderr.contains("nota: il turno 2 è già giocato"),
        "the note on stderr: {stderr}"
    );
    let written = std::fs::read(&out).expect("the drawn workbook");
    let back = rio::import_workbook_as(&written, "r3.xlsx", FormatChoice::from(Some(kind)))
        .unwrap_or_else(|e| panic!("{}", e.text(Lang::It)))
        .tournament;
    assert_eq!(back.rounds.len(), 3);
    assert_eq!(back.round(3).expect("r3").players().count(), 12);
    // Its score sheets print, and the standings stand.
    let (_, _) = ok(&[
        "pdf",
        &out,
        "--round",
        "3",
        "--out",
        &temp(&format!("{name}-r3.pdf")),
    ]);
    let (standings, _) = ok(&["standings", &path(name), "--format", kind.slug(), "--json"]);
    let v: serde_json::Value = serde_json::from_str(&standings).expect("json");
    assert_eq!(v["standings"].as_array().map(Vec::len), Some(12));
}

#[test]
fn nazionale_risiko_round_2_drawn_by_hand_is_history() {
    hand_drawn_round_is_history(
        "gt24-nazionale-risiko-a-mano.xls",
        FormatKind::NazionaleRisiko,
    );
}

#[test]
fn bgl_svizzera_round_2_drawn_by_hand_is_history() {
    hand_drawn_round_is_history("gt24-bgl-svizzera-a-mano.xlsx", FormatKind::BglSvizzera);
}

// ------------------------------------------------------------------- 3: a season of GestioneRaduno

const SEASON: [&str; 3] = [
    "gr15-serata-1.xlsx",
    "gr15-serata-2.xls",
    "gr15-gufo-eliminazioni.xlsx",
];

fn season_rules() -> String {
    let rules = r#"{"name": "Stagione di prova", "points": {"field": "beaten"},
        "tournaments": {
            "gr15-serata-1": {"format": "open"},
            "gr15-serata-2": {"format": "open"},
            "gr15-gufo-eliminazioni": {"format": "gufo"}
        }}"#;
    let file = temp("stagione.json");
    std::fs::write(&file, rules).expect("rules");
    file
}

#[test]
fn gestione_raduno_files_without_torneo_are_final_with_the_rounds_in_the_file() {
    for (name, kind, rounds) in [
        (SEASON[0], FormatKind::Open, 3),
        (SEASON[1], FormatKind::Open, 2),
        (SEASON[2], FormatKind::Gufo, 2),
    ] {
        let t = import(name, Some(kind));
        assert_eq!(
            t.settings.planned_rounds, None,
            "{name} has no TORNEO sheet"
        );
        assert_eq!(circuit::rounds_in_file(&t), Some(rounds), "{name}");
        let held = Held::of(&t, name, &Default::default())
            .unwrap_or_else(|e| panic!("{name}: {}", e.text(Lang::It)));
        assert_eq!(held.rounds_from_file, Some(rounds));
        assert_eq!(held.rows.len(), t.players.len());
    }
    // The tie order written with decimals: Bianca Cortesi's 44.1 ranks before Debora Esposti's 44.
    let t = import(SEASON[0], Some(FormatKind::Open));
    let table = &t.round(1).expect("r1").tables[1];
    let order = format::table_ranking(&t, table).expect("ranked");
    let pos = |id: PlayerId| {
        order
            .iter()
            .position(|&s| table.seats[s].player == id)
            .expect("seated")
    };
    assert!(pos(2) < pos(4));
    // Negative cells are eliminations.
    let g = import(SEASON[2], Some(FormatKind::Gufo));
    let seat = &g.round(1).expect("r1").tables[0].seats[2];
    assert_eq!(seat.result.as_ref().and_then(|r| r.eliminated), Some(1));
}

#[test]
fn a_circuit_rule_gives_a_tournament_its_rounds() {
    let rules =
        Rules::from_json(r#"{"points": {"field": "beaten"}, "tournaments": {"A": {"rounds": 2}}}"#)
            .expect("rules");
    assert_eq!(rules.rounds("A"), Some(2));
    let t = import(SEASON[0], Some(FormatKind::Open));
    let two = Held::of_rounds(&t, "A", &Default::default(), Some(2)).expect("two rounds");
    let three = Held::of(&t, "A", &Default::default()).expect("three rounds");
    assert_ne!(two.rows, three.rows, "the standings after 2 rounds differ");
    assert_eq!(two.rounds_from_file, None);
    // A bad value is refused with its place.
    let bad =
        Rules::from_json(r#"{"points": {"field": "beaten"}, "tournaments": {"A": {"rounds": 0}}}"#)
            .expect_err("0 rounds");
    assert_eq!(bad[0].place, "tournaments.«A».rounds");
}

#[test]
fn the_command_line_ranks_a_season_of_gestione_raduno_files() {
    let rules = season_rules();
    let files: Vec<String> = SEASON.iter().map(|f| path(f)).collect();
    let mut args = vec!["circuit", rules.as_str()];
    args.extend(files.iter().map(String::as_str));
    let (text, _) = ok(&args);
    assert!(
        text.contains("«gr15-serata-1»: 3 turni, quelli nella cartella"),
        "{text}"
    );
    assert!(text.contains("«gr15-serata-2»: 2 turni"), "{text}");
    let mut json_args = args.clone();
    json_args.push("--json");
    let (json, _) = ok(&json_args);
    let v: serde_json::Value = serde_json::from_str(&json).expect("json");
    // 16 people across the season; everyone ranked (min_events 1).
    assert_eq!(v["standings"].as_array().map(Vec::len), Some(16), "{json}");
    assert_eq!(v["rounds_from_file"][0]["rounds"], 3);
    for out in ["stagione.pdf", "stagione.xlsx", "stagione.html"] {
        let mut a = args.clone();
        let file = temp(out);
        a.extend(["--out", file.as_str()]);
        ok(&a);
        assert!(std::fs::metadata(&file).expect("written").len() > 0);
    }
}

// ------------------------------------------------------------------- the command line on 1–3

#[test]
fn the_command_line_prints_exports_and_draws_a_round_not_yet_played() {
    for name in [
        "gr15-turno-2-sorteggiato.xlsx",
        "gr15-turno-2-sorteggiato-zeri.xls",
    ] {
        let pdf = temp(&format!("{name}.pdf"));
        ok(&["pdf", &path(name), "--round", "2", "--out", &pdf]);
        let text = pdf_text(&std::fs::read(&pdf).expect("pdf"));
        assert!(text.contains(&full_name(9)), "{text}");
        let (txt, _) = ok(&["export", &path(name), "--as", "txt", "--format", "open"]);
        assert!(txt.contains("Olivieri"), "{txt}");
        let (standings, _) = ok(&["standings", &path(name), "--format", "open"]);
        assert!(standings.contains("Olivieri"), "{standings}");
        // The round not yet played can be drawn again by the rules.
        let out = temp(&format!("{name}-again.xlsx"));
        ok(&[
            "draw",
            &path(name),
            "--format",
            "open",
            "--round",
            "2",
            "--replace",
            "--seed",
            "3",
            "--out",
            &out,
        ]);
    }
    let name = "gt24-open-turno-3-zeri.xlsx";
    ok(&[
        "pdf",
        &path(name),
        "--round",
        "3",
        "--out",
        &temp("gt24-r3.pdf"),
    ]);
    ok(&[
        "export",
        &path(name),
        "--as",
        "html",
        "--out",
        &temp("gt24.html"),
    ]);
}

// ------------------------------------------------------------------- 4: long names wrap on prints

#[test]
fn long_names_and_clubs_wrap_whole_on_the_score_sheets() {
    let t = import("gr15-serata-2.xls", Some(FormatKind::Open));
    for (round, table) in [(1, 1), (2, 2)] {
        let sheets = pdf::score_sheets(&t, round).expect("prints");
        let text = pdf_text(&sheets);
        assert!(!text.contains('…'), "nothing is cut:\n{text}");
        // Every word of the long club and the long name is printed (pdftotext may break the lines).
        let words: String = text.split_whitespace().collect::<Vec<_>>().join(" ");
        let long = if table == 1 {
            "Associazione Ludica Romana dei Giocatori di Strategia e Conquista]"
        } else {
            "Ughi-Vallombrosa de' Serristori Bartolini"
        };
        for w in long.split([' ', '-']) {
            assert!(words.contains(w), "«{w}» of «{long}» on the sheet:\n{text}");
        }
    }
}

// ------------------------------------------------------------------- 5: a lot that decides a seat

#[test]
fn a_lot_that_decides_a_semifinal_seat_is_said() {
    use raduno::model::{Player, Settings};
    // Raduno Nazionale, 20 players: in both rounds each table's winner scores 90, the others 30 each,
    // so those who never won are level on everything and the 16 semifinal seats cut through them.
    let mut j = Journal::new(
        Settings::new("Raduno di prova", FormatKind::RadunoNazionale),
        1_000,
    );
    for id in 1..=20u32 {
        let p = Player::new(id, &format!("Nome{id}"), &format!("Cognome{id}"));
        j.execute(Event::PlayerAdded { player: p }, 1_000 + id as i64)
            .expect("player");
    }
    for round in 1..=2u32 {
        draw_next(&mut j);
        let tables: Vec<Vec<PlayerId>> = j
            .state()
            .round(round)
            .expect("drawn")
            .tables
            .iter()
            .map(|tb| tb.players().collect())
            .collect();
        let scored: Vec<Vec<(PlayerId, u32)>> = tables
            .iter()
            .map(|ids| {
                ids.iter()
                    .enumerate()
                    .map(|(s, &p)| (p, if s == 0 { 90 } else { 30 }))
                    .collect()
            })
            .collect();
        let refs: Vec<&[(PlayerId, u32)]> = scored.iter().map(Vec::as_slice).collect();
        enter(&mut j, round, &refs);
    }
    let lots = format::lots(j.state());
    assert_eq!(lots.len(), 1, "{lots:?}");
    let lot = &lots[0];
    assert_eq!(lot.round, 3);
    assert!(lot.level.len() > lot.chosen.len() && !lot.chosen.is_empty());
    assert!(lot.chosen.iter().all(|p| lot.level.contains(p)));
    let text = lot.text(Lang::It, |p| format!("Nome{p} Cognome{p}"));
    assert!(
        text.contains("a pari merito") && text.contains("il sorteggio registrato ha scelto"),
        "{text}"
    );
    // The command line says it under the standings.
    let t = j.state().clone();
    let out = rio::export_workbook(&t, j.entries(), Lang::It).expect("exports");
    let file = temp("raduno-lot.xlsx");
    std::fs::write(&file, out).expect("write");
    let (standings, _) = ok(&["standings", &file, "--format", "raduno-nazionale"]);
    assert!(
        standings.contains("il sorteggio registrato ha scelto"),
        "{standings}"
    );
}
