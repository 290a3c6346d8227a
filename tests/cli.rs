//! The `raduno` command-line tool on workbooks generated here: standings (text and exact-decimal JSON),
//! reproducible draws written to a new workbook, PDFs, exports, and errors on standard error with a
//! non-zero exit code.

mod io_support;

use io_support::{master_sheets, players_sheet, round_sheet, sample_journal, xls, xlsx, Sheet};
use raduno::i18n::Lang;
use raduno_files as rio;
use serde_json::Value;
use std::path::PathBuf;
use std::process::{Command, Output};
use std::sync::atomic::{AtomicUsize, Ordering};

static COUNTER: AtomicUsize = AtomicUsize::new(0);

/// A fresh file path in the temporary directory.
fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "raduno-cli-{}-{}",
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::SeqCst)
    ));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir.join(name)
}

fn write(name: &str, bytes: &[u8]) -> String {
    let path = temp(name);
    std::fs::write(&path, bytes).expect("write");
    path.to_string_lossy().into_owned()
}

fn raduno(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_raduno"))
        .args(args)
        .output()
        .expect("run raduno")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn ok(args: &[&str]) -> String {
    let o = raduno(args);
    assert!(o.status.success(), "raduno {args:?} failed: {}", stderr(&o));
    stdout(&o)
}

/// The sample tournament (2 complete Master rounds) exported by the app.
fn sample_workbook() -> String {
    let j = sample_journal();
    write(
        "autunno.xlsx",
        &rio::export_workbook(j.state(), j.entries(), Lang::It).expect("export"),
    )
}

#[test]
fn standings_json_has_exact_decimals_in_standings_order() {
    let wb = write("master.xls", &xls(&master_sheets()));
    let out = ok(&["standings", &wb, "--format", "master", "--json"]);
    // Exact decimals as written, never through a float: 1.120, not 1.12 or 1.1199999.
    assert!(
        out.contains("\"rounds\":[1.100,0.020],\"wins\":1,\"total\":1.120"),
        "{out}"
    );
    let v: Value = serde_json::from_str(&out).expect("valid JSON");
    assert_eq!(v["format"], "master");
    let rows = v["standings"].as_array().expect("array");
    let ids: Vec<u64> = rows.iter().map(|r| r["id"].as_u64().expect("id")).collect();
    assert_eq!(ids, vec![5, 6, 3, 1, 2, 4, 7, 8]);
    assert_eq!(rows[0]["pos"], 1);
    assert_eq!(rows[0]["first_name"], "Elena");
    assert_eq!(rows[0]["last_name"], "Esposito");
    assert_eq!(rows[3]["rounds"].as_array().map(Vec::len), Some(2));
}

#[test]
fn standings_as_text_name_everyone() {
    let wb = sample_workbook();
    let out = ok(&["standings", &wb, "--format", "master"]);
    for name in [
        "Niccolò Barberà",
        "Èmile Àlvarez",
        "Zoë Müller",
        "Paolo Bianchi",
    ] {
        assert!(out.contains(name), "{name} missing:\n{out}");
    }
    assert!(
        out.starts_with("Torneo d'Autunno à Roma - Classifica (Master)"),
        "{out}"
    );
}

#[test]
fn a_null_marks_a_round_not_played() {
    let mut players = players_sheet(
        &[
            (1, "A", "Uno", "", "", "SI", ""),
            (2, "B", "Due", "", "", "SI", ""),
            (3, "C", "Tre", "", "", "SI", ""),
            (4, "D", "Quattro", "", "", "SI", ""),
            (5, "E", "Cinque", "", "", "SI", ""),
        ],
        0,
    );
    players
        .set(8, 0, io_support::n(6.0))
        .set(8, 1, io_support::t("F"))
        .set(8, 2, io_support::t("Sei"))
        .set(8, 5, io_support::t("NO"));
    let r1 = round_sheet(
        "1° Turno",
        &[(
            1,
            vec![
                (1, "", Some(io_support::n(40.0)), ""),
                (2, "", Some(io_support::n(30.0)), ""),
                (3, "", Some(io_support::n(20.0)), ""),
                (6, "", Some(io_support::n(10.0)), ""),
            ],
        )],
    );
    let r2 = round_sheet(
        "2° Turno",
        &[(
            1,
            vec![
                (1, "", Some(io_support::n(40.0)), ""),
                (2, "", Some(io_support::n(30.0)), ""),
                (3, "", Some(io_support::n(20.0)), ""),
                (4, "", Some(io_support::n(10.0)), ""),
            ],
        )],
    );
    let wb = write("open.xlsx", &xlsx(&[players, r1, r2]));
    let out = ok(&["standings", &wb, "--format", "open", "--json"]);
    let v: Value = serde_json::from_str(&out).expect("JSON");
    let rows = v["standings"].as_array().expect("array");
    let four = rows
        .iter()
        .find(|r| r["id"] == 4)
        .expect("player 4 played round 2");
    assert!(four["rounds"][0].is_null(), "{out}");
    let six = rows
        .iter()
        .find(|r| r["id"] == 6)
        .expect("player 6 played round 1");
    assert!(six["rounds"][1].is_null(), "{out}");
}

fn draw_json(wb: &str, out: &str, seed: &str) -> Value {
    let text = ok(&[
        "draw", wb, "--format", "open", "--round", "3", "--seed", seed, "--out", out, "--json",
    ]);
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

#[test]
fn a_draw_is_reproducible_and_writes_the_new_round_sheet() {
    let wb = sample_workbook();
    let out1 = temp("r3.xlsx").to_string_lossy().into_owned();
    let out2 = temp("r3.xlsx").to_string_lossy().into_owned();
    let a = draw_json(&wb, &out1, "42");
    let b = draw_json(&wb, &out2, "42");
    assert_eq!(a, b, "the same seed on the same data gives the same tables");
    assert_eq!(a["round"], 3);
    assert_eq!(a["seed"], 42);
    let tables: Vec<Vec<u64>> = a["tables"]
        .as_array()
        .expect("tables")
        .iter()
        .map(|t| {
            t.as_array()
                .expect("table")
                .iter()
                .map(|p| p.as_u64().expect("id"))
                .collect()
        })
        .collect();
    let mut seated: Vec<u64> = tables.iter().flatten().copied().collect();
    seated.sort_unstable();
    assert_eq!(
        seated,
        (1..=8).collect::<Vec<_>>(),
        "every participating player once"
    );
    assert!(tables.iter().all(|t| t.len() == 4));
    let kinds: Vec<&str> = a["conflicts"]
        .as_array()
        .expect("conflicts")
        .iter()
        .map(|c| c["kind"].as_str().expect("kind"))
        .collect();
    assert!(kinds.contains(&"same_club"), "{a}");
    assert!(a["conflicts"][0]["count"].is_u64());
    // The workbook written holds the new round as drawn.
    let imported =
        rio::import_workbook(&std::fs::read(&out1).expect("out"), "r3.xlsx").expect("imports");
    let t = imported.tournament;
    assert_eq!(t.rounds.len(), 3);
    assert_eq!(t.rounds[2].seed, 42);
    let written: Vec<Vec<u64>> = t.rounds[2]
        .tables
        .iter()
        .map(|tab| tab.players().map(u64::from).collect())
        .collect();
    assert_eq!(written, tables);
    // The played rounds are kept: same tables, same points (the RisiKo! flag follows the chosen format:
    // Open reads 100 as plain table points).
    let results = |rounds: &[raduno::model::Round]| -> Vec<Vec<(u32, Option<u32>)>> {
        rounds
            .iter()
            .flat_map(|r| &r.tables)
            .map(|tab| {
                tab.seats
                    .iter()
                    .map(|s| (s.player, s.result.as_ref().map(|x| x.points)))
                    .collect()
            })
            .collect()
    };
    assert_eq!(
        results(&t.rounds[..2]),
        results(&sample_journal().state().rounds)
    );
}

#[test]
fn a_draw_never_silently_replaces_a_round() {
    let wb = sample_workbook();
    let out = temp("x.xlsx").to_string_lossy().into_owned();
    let o = raduno(&[
        "draw", &wb, "--format", "open", "--round", "2", "--out", &out,
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("il turno 2 c'è già"), "{}", stderr(&o));
    assert!(!std::path::Path::new(&out).exists());
    let o = raduno(&[
        "draw", &wb, "--format", "open", "--round", "5", "--out", &out, "--lang", "en",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("the next round is 3, not 5"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn pdf_writes_the_score_sheets_of_a_round() {
    let wb = sample_workbook();
    let out = temp("autunno_2.pdf").to_string_lossy().into_owned();
    ok(&["pdf", &wb, "--round", "2", "--out", &out]);
    let bytes = std::fs::read(&out).expect("pdf");
    assert!(bytes.starts_with(b"%PDF-"));
    let tail = String::from_utf8_lossy(&bytes[bytes.len().saturating_sub(32)..]).into_owned();
    assert!(tail.trim_end().ends_with("%%EOF"), "{tail:?}");
    let report = temp("report.pdf").to_string_lossy().into_owned();
    ok(&["pdf", &wb, "--report", "--out", &report]);
    assert!(std::fs::read(&report).expect("report").starts_with(b"%PDF"));
    let o = raduno(&["pdf", &wb, "--round", "9", "--out", &out]);
    assert_eq!(o.status.code(), Some(1));
    let line = one_line(&o);
    assert!(
        line.starts_with("raduno pdf: ") && line.contains("il turno 9 non c'è"),
        "{line}"
    );
}

#[test]
fn export_text_puts_the_winner_first() {
    let wb = sample_workbook();
    let out = ok(&["export", &wb, "--as", "txt"]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4, "one game a line:\n{out}");
    // Round 1 table 1: Barberà wins 44.1 against 44; then the table ranking.
    assert_eq!(
        lines[0],
        "Barberà,Niccolò,nicco,Àlvarez,Èmile,,D'Angelo,Lucia,lux,Rossi,Marco,"
    );
    // Round 1 table 2: the RisiKo! wins.
    assert!(lines[1].starts_with("Müller,Zoë,zoe,"), "{}", lines[1]);
    // Round 2 table 2: three tied at 50 ranked by the manual order (D'Angelo 1st, Rossi 2nd, Àlvarez 3rd).
    assert_eq!(
        lines[3],
        "D'Angelo,Lucia,lux,Rossi,Marco,,Àlvarez,Èmile,,Ferrari,Giulia,<b>gf</b>"
    );
}

#[test]
fn export_forum_code_and_html_escape_names() {
    let players = players_sheet(
        &[
            (
                1,
                "Ugo",
                "<script>alert(1)</script>",
                "",
                "ROMA [Il Gufo]",
                "SI",
                "",
            ),
            (2, "B", "Due & Tre", "", "[URL]x[/URL]", "SI", ""),
            (3, "C", "Tre", "", "", "SI", ""),
            (4, "D", "Quattro", "", "", "SI", ""),
        ],
        0,
    );
    let r1 = round_sheet(
        "1° Turno",
        &[(
            1,
            vec![
                (1, "", Some(io_support::n(40.0)), ""),
                (2, "", Some(io_support::n(30.0)), ""),
                (3, "", Some(io_support::n(20.0)), ""),
                (4, "", Some(io_support::n(10.0)), ""),
            ],
        )],
    );
    let wb = write("esc.xlsx", &xlsx(&[players, r1]));
    let html = ok(&["export", &wb, "--as", "html", "--format", "open"]);
    assert!(
        html.contains("Ugo &lt;script&gt;alert(1)&lt;/script&gt;"),
        "{html}"
    );
    assert!(!html.contains("<script>"));
    assert!(html.contains("B Due &amp; Tre"));
    let vb = ok(&["export", &wb, "--as", "vb", "--format", "open"]);
    assert!(vb.contains("[TABLE]") && vb.contains("[/TABLE]"), "{vb}");
    assert!(
        vb.contains("[TD][NOPARSE]ROMA [Il Gufo][/NOPARSE][/TD]"),
        "{vb}"
    );
    assert!(vb.contains("[NOPARSE][URL]x[/URL][/NOPARSE]"), "{vb}");
    assert!(!vb.contains("[TD][URL]"));
}

#[test]
fn bad_workbooks_are_reported_with_sheet_and_cell() {
    let mut sheets: Vec<Sheet> = master_sheets();
    sheets[1].set(1, 5, io_support::t("dieci"));
    let wb = write("bad.xlsx", &xlsx(&sheets));
    let o = raduno(&["standings", &wb, "--format", "master"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stdout(&o).is_empty());
    assert!(stderr(&o).contains("Foglio «1° Turno», cella F2 (riga 2, colonna F): i punti devono essere un numero, non il testo «dieci»"), "{}", stderr(&o));
    let o = raduno(&["standings", &wb, "--format", "master", "--lang", "en"]);
    assert!(
        stderr(&o)
            .contains("Sheet “1° Turno”, cell F2 (row 2, column F): the points must be a number"),
        "{}",
        stderr(&o)
    );
    let junk = write("junk.xls", b"not a workbook at all");
    let o = raduno(&["standings", &junk, "--format", "master"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("«junk.xls» non è una cartella di lavoro"),
        "{}",
        stderr(&o)
    );
    let o = raduno(&["standings", "/nonexistent/x.xlsx", "--format", "master"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("impossibile leggere"), "{}", stderr(&o));
}

/// The one line a failed command writes on standard error.
fn one_line(o: &Output) -> String {
    let err = stderr(o);
    assert_eq!(err.lines().count(), 1, "one line expected:\n{err}");
    assert!(stdout(o).is_empty(), "nothing on standard output");
    err.trim_end().to_string()
}

#[test]
fn usage_errors_exit_with_2_and_one_line_in_the_chosen_language() {
    let wb = sample_workbook();
    let wb = wb.as_str();
    let cases: Vec<(Vec<&str>, &str, &str)> = vec![
        (
            vec![],
            "raduno: manca il comando (vedi «raduno --help»)",
            "",
        ),
        (
            vec!["frobnicate"],
            "raduno: comando sconosciuto «frobnicate» (vedi «raduno --help»)",
            "raduno: unknown command “frobnicate” (see “raduno --help”)",
        ),
        (
            vec!["standings", wb],
            "raduno standings: manca l'opzione --format (vedi «raduno standings --help»)",
            "raduno standings: the option --format is required (see “raduno standings --help”)",
        ),
        (
            vec!["standings", "--format", "master"],
            "raduno standings: manca la cartella di lavoro (WORKBOOK) (vedi «raduno standings --help»)",
            "raduno standings: the WORKBOOK is missing (see “raduno standings --help”)",
        ),
        (
            vec!["standings", wb, "--format", "master", "--colour"],
            "raduno standings: standings non accetta l'opzione --colour (vedi «raduno standings --help»)",
            "raduno standings: standings does not take the option --colour (see “raduno standings --help”)",
        ),
        (
            vec!["standings", wb, "--format", "master", "--seed", "3"],
            "raduno standings: standings non accetta l'opzione --seed (vedi «raduno standings --help»)",
            "raduno standings: standings does not take the option --seed (see “raduno standings --help”)",
        ),
        (
            vec!["draw", wb, "--format", "open", "--round", "tre", "--out", "x.xlsx"],
            "raduno draw: --round: «tre» non è un numero intero valido (vedi «raduno draw --help»)",
            "raduno draw: --round: “tre” is not a valid whole number (see “raduno draw --help”)",
        ),
        (
            vec!["draw", wb, "--format", "open", "--round", "3", "--out"],
            "raduno draw: manca il valore di --out (vedi «raduno draw --help»)",
            "raduno draw: --out needs a value (see “raduno draw --help”)",
        ),
        (
            vec!["draw", wb, "--format", "open", "--round", "3", "--round", "4", "--out", "x"],
            "raduno draw: --round indicato due volte (vedi «raduno draw --help»)",
            "raduno draw: --round given twice (see “raduno draw --help”)",
        ),
        (
            vec!["export", wb, "--as", "pdf"],
            "raduno export: --as «pdf»: i tipi sono txt, vb, html, xlsx (vedi «raduno export --help»)",
            "raduno export: --as “pdf”: the kinds are txt, vb, html, xlsx (see “raduno export --help”)",
        ),
        (
            vec!["pdf", wb, "--report", "--round", "2", "--out", "x.pdf"],
            "raduno pdf: un PDF alla volta: --report, --round si escludono (vedi «raduno pdf --help»)",
            "raduno pdf: one PDF at a time: --report, --round exclude each other (see “raduno pdf --help”)",
        ),
        (
            vec!["blank", "extra", "--out", "x.xlsx"],
            "raduno blank: argomenti in più: extra (vedi «raduno blank --help»)",
            "raduno blank: extra arguments: extra (see “raduno blank --help”)",
        ),
        (
            vec!["rating", "--list", "l.csv", "--games", "g.csv"],
            "raduno rating: manca l'opzione --rounds (vedi «raduno rating --help»)",
            "raduno rating: the option --rounds is required (see “raduno rating --help”)",
        ),
        (
            vec!["rating", "--list", "l.csv", "--games", "g.csv", "--rounds", "sette"],
            "raduno rating: --rounds: «sette» non è un numero intero valido (vedi «raduno rating --help»)",
            "raduno rating: --rounds: “sette” is not a valid whole number (see “raduno rating --help”)",
        ),
    ];
    for (args, it, en) in cases {
        let o = raduno(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        assert_eq!(one_line(&o), it, "{args:?}");
        if en.is_empty() {
            continue;
        }
        let mut english = args.clone();
        english.extend(["--lang", "en"]);
        let o = raduno(&english);
        assert_eq!(o.status.code(), Some(2), "{english:?}: {}", stderr(&o));
        assert_eq!(one_line(&o), en, "{english:?}");
    }
    // `--lang` before the command, and `--lang=en`.
    let o = raduno(&["--lang", "en", "frobnicate"]);
    assert_eq!(
        one_line(&o),
        "raduno: unknown command “frobnicate” (see “raduno --help”)"
    );
    let o = raduno(&["standings", wb, "--lang=en"]);
    assert_eq!(
        one_line(&o),
        "raduno standings: the option --format is required (see “raduno standings --help”)"
    );
    // A language that does not exist: said in both.
    let o = raduno(&["standings", wb, "--format", "master", "--lang", "de"]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        one_line(&o),
        "raduno: --lang «de»: lingue disponibili it, en / languages: it, en"
    );
}

#[test]
fn refused_input_exits_with_1_and_one_line_in_the_chosen_language() {
    let missing = temp("assente.xlsx").to_string_lossy().into_owned();
    let o = raduno(&["standings", &missing, "--format", "master"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        one_line(&o),
        format!("raduno standings: impossibile leggere «{missing}»: il file non esiste")
    );
    let o = raduno(&["standings", &missing, "--format", "master", "--lang", "en"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        one_line(&o),
        format!("raduno standings: cannot read “{missing}”: no such file")
    );
    let junk = write("junk.xlsx", b"not a workbook at all");
    for lang in ["it", "en"] {
        let o = raduno(&["export", &junk, "--as", "txt", "--lang", lang]);
        assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
        let line = one_line(&o);
        let expected = if lang == "it" {
            "raduno export: Il file non è stato importato (1 problema): «junk.xlsx» non è una cartella di lavoro Excel leggibile (.xls, .xlsx)"
        } else {
            "raduno export: The file was not imported (1 problem): “junk.xlsx” is not a readable Excel workbook (.xls, .xlsx)"
        };
        assert!(line.starts_with(expected), "{line}");
    }
    let unwritable = temp("cartella").to_string_lossy().into_owned();
    std::fs::create_dir_all(&unwritable).expect("dir");
    let o = raduno(&["blank", "--out", &unwritable]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        one_line(&o),
        format!("raduno blank: impossibile scrivere «{unwritable}»: è una cartella")
    );
}

#[test]
fn every_command_has_its_help_in_both_languages() {
    for (args, first) in [
        (vec!["--help"], "raduno "),
        (vec!["-h"], "raduno "),
        (vec!["help"], "raduno "),
    ] {
        let o = raduno(&args);
        assert_eq!(o.status.code(), Some(0), "{args:?}");
        let out = stdout(&o);
        assert!(out.starts_with(first), "{out}");
        assert!(
            out.contains("Uso:") && out.contains("raduno <comando> --help"),
            "{out}"
        );
        assert!(out
            .contains("Codici di uscita: 0 fatto, 1 dati rifiutati, 2 riga di comando sbagliata."));
    }
    let o = raduno(&["--help", "--lang", "en"]);
    assert!(stdout(&o).contains("Exit codes: 0 done, 1 input refused, 2 wrong command line."));
    for (command, it, en) in [
        ("standings", "Stampa la classifica", "Prints the standings"),
        ("draw", "Sorteggia il turno N", "Draws round N"),
        (
            "check",
            "Conta i conflitti del turno N",
            "Counts the conflicts of round N",
        ),
        ("pdf", "Scrive un PDF", "Writes a PDF"),
        ("export", "Esporta i risultati", "Exports the results"),
        (
            "blank",
            "Scrive una cartella di iscrizione vuota",
            "Writes an empty registration workbook",
        ),
        (
            "rating",
            "Applica le partite di un torneo di Othello",
            "Applies an Othello tournament's games",
        ),
    ] {
        // --help wins over anything else on the line, even a wrong option.
        for args in [
            vec![command, "--help"],
            vec![command, "-h", "--nonsense"],
            vec!["help", command],
        ] {
            let o = raduno(&args);
            assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
            let out = stdout(&o);
            assert!(
                out.starts_with(&format!("Uso:\n  raduno {command} ")),
                "{out}"
            );
            assert!(out.contains(it) && out.contains("--lang it|en"), "{out}");
            assert!(stderr(&o).is_empty());
        }
        let o = raduno(&[command, "--help", "--lang", "en"]);
        assert_eq!(o.status.code(), Some(0));
        let out = stdout(&o);
        assert!(
            out.starts_with(&format!("Usage:\n  raduno {command} ")),
            "{out}"
        );
        assert!(out.contains(en), "{out}");
    }
}

#[test]
fn the_rating_command_takes_lang_and_refuses_with_1() {
    let list = write(
        "list.csv",
        b"name,rating,category,games\nA,1400,S,33\nB,1200,S,40\nC,1600,S,50\nD,1460,S,20\n",
    );
    let games = write(
        "games.csv",
        b"round,black,white,black_discs,white_discs\n1,A,B,32,32\n2,A,C,35,29\n3,D,A,24,40\n",
    );
    let base = [
        "rating", "--list", &list, "--games", &games, "--rounds", "3",
    ];
    let it = ok(&base);
    assert!(
        it.contains("3. Stabile (EP): TPE 2.5, TVP 1.415") && it.contains("+36"),
        "{it}"
    );
    let mut en = base.to_vec();
    en.extend(["--lang", "en", "--json"]);
    let v: Value = serde_json::from_str(&ok(&en)).expect("json");
    let a = v["players"]
        .as_array()
        .and_then(|p| p.iter().find(|p| p["name"] == "A"))
        .expect("A");
    assert_eq!(
        (a["old"].as_i64(), a["new"].as_i64()),
        (Some(1400), Some(1436))
    );
    let mut en = base.to_vec();
    en.extend(["--lang", "en"]);
    assert!(ok(&en).contains("3. Stable (EP): TPE 2.5"));
    // Refused input: exit 1, one line naming the file and the game.
    let bad = write(
        "bad.csv",
        b"round,black,white,black_discs,white_discs\n1,A,B,40,30\n",
    );
    let args = ["rating", "--list", &list, "--games", &bad, "--rounds", "3"];
    let o = raduno(&args);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        one_line(&o),
        "raduno rating: Partita 1: 40 + 30 pedine superano 64"
    );
    let mut en = args.to_vec();
    en.extend(["--lang", "en"]);
    let o = raduno(&en);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        one_line(&o),
        "raduno rating: Game 1: 40 + 30 discs exceed 64"
    );
    let o = raduno(&[
        "rating", "--list", &list, "--games", &games, "--rounds", "0",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        one_line(&o),
        "raduno rating: Il numero di turni deve essere almeno 1"
    );
}

#[test]
fn blank_writes_a_registration_workbook() {
    let out = temp("nuovo.xlsx").to_string_lossy().into_owned();
    ok(&["blank", "--out", &out]);
    let imported =
        rio::import_workbook(&std::fs::read(&out).expect("blank"), "nuovo.xlsx").expect("imports");
    assert!(imported.tournament.players.is_empty());
}

/// An Othello tournament's standings carry Buchholz and disc difference (text and JSON), and its final
/// puts the final's winner first and adds no round columns.
#[test]
fn othello_standings_carry_buchholz_and_disc_difference() {
    let j = io_support::othello_journal();
    let wb = write(
        "othello.xlsx",
        &rio::export_workbook(j.state(), j.entries(), Lang::It).expect("export"),
    );
    let text = ok(&["standings", &wb, "--format", "othello-swiss"]);
    let header = text.lines().nth(1).expect("header");
    assert!(header.contains("Buchholz"), "{text}");
    assert!(header.contains("Scarto pedine"), "{text}");
    assert!(
        !header.contains("pt3"),
        "the final's games are not rounds: {text}"
    );
    // 1st the final's winner (Anna Bruschi, 2nd of the Swiss), 2nd the Swiss leader.
    let first = text.lines().nth(2).expect("row 1");
    assert!(first.contains("Anna Bruschi"), "{text}");
    assert!(first.trim_end().ends_with("+14"), "{first}");
    let json: Value = serde_json::from_str(&ok(&[
        "standings",
        &wb,
        "--format",
        "othello-swiss",
        "--json",
    ]))
    .expect("json");
    let rows = json["standings"].as_array().expect("rows");
    let by_id = |id: u64| rows.iter().find(|r| r["id"] == id).expect("row");
    assert_eq!(rows[0]["id"], 1);
    assert_eq!(rows[1]["id"], 3);
    assert_eq!(by_id(1)["tiebreaks"]["buchholz"], 4);
    assert_eq!(by_id(1)["tiebreaks"]["disc_difference"], 14);
    assert_eq!(by_id(4)["tiebreaks"]["disc_difference"], 2);
    assert_eq!(by_id(3)["tiebreaks"]["buchholz"], 4);
    assert_eq!(by_id(1)["rounds"].as_array().map(Vec::len), Some(2));
}

/// An Open of 8 players (Alfa: 1, 2; Beta: 3, 4) whose round 1 sat {1, 3, 5, 7} and {2, 4, 6, 8}, and a
/// round 2 made by hand as {1, 2, 5, 7} and {3, 4, 6, 8}: 2 same-club pairs (1–2, 3–4) and 6 pairs
/// that met again (1–5, 1–7, 5–7 and 4–6, 4–8, 6–8), no 5-table. The best seating has no same-club
/// pair and meets 4 pairs again (each table takes two players of each earlier table: one pair met per
/// side), so "five again" is proven and the other two are not.
fn hand_made_round() -> String {
    let players = players_sheet(
        &[
            (1, "Anna", "Uno", "", "Alfa", "SI", ""),
            (2, "Bruno", "Due", "", "Alfa", "SI", ""),
            (3, "Carla", "Tre", "", "Beta", "SI", ""),
            (4, "Dario", "Quattro", "", "Beta", "SI", ""),
            (5, "Elsa", "Cinque", "", "", "SI", ""),
            (6, "Fabio", "Sei", "", "", "SI", ""),
            (7, "Gina", "Sette", "", "", "SI", ""),
            (8, "Ivo", "Otto", "", "", "SI", ""),
        ],
        0,
    );
    let table = |number: u32, ids: [u32; 4], points: Option<[f64; 4]>| {
        (
            number,
            ids.iter()
                .enumerate()
                .map(|(i, &id)| (id, "", points.map(|p| io_support::n(p[i])), ""))
                .collect::<Vec<_>>(),
        )
    };
    let r1 = round_sheet(
        "1° Turno",
        &[
            table(1, [1, 3, 5, 7], Some([40.0, 30.0, 20.0, 10.0])),
            table(2, [2, 4, 6, 8], Some([40.0, 30.0, 20.0, 10.0])),
        ],
    );
    let r2 = round_sheet(
        "2° Turno",
        &[table(1, [1, 2, 5, 7], None), table(2, [3, 4, 6, 8], None)],
    );
    write("a-mano.xlsx", &xlsx(&[players, r1, r2]))
}

#[test]
fn check_counts_a_hand_made_round_with_its_bounds_and_pairs() {
    let wb = hand_made_round();
    let out = ok(&["check", &wb, "--format", "open", "--round", "2", "--json"]);
    let v: Value = serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}: {out}"));
    assert_eq!(v["round"], 2);
    let kinds = v["report"]["kinds"].as_array().expect("kinds");
    let line = |i: usize| {
        (
            kinds[i]["kind"].as_str().expect("kind").to_string(),
            kinds[i]["count"].as_u64().expect("count"),
            kinds[i]["bound"].as_u64().expect("bound"),
            kinds[i]["proven"].as_bool().expect("proven"),
        )
    };
    assert_eq!(line(0), ("five_again".into(), 0, 0, true), "{out}");
    assert_eq!(line(1), ("same_club".into(), 2, 0, false), "{out}");
    assert_eq!(line(2), ("already_met".into(), 6, 4, false), "{out}");
    assert_eq!(v["report"]["proven_best"], false);
    let pairs = |i: usize| -> Vec<(u64, Vec<u64>)> {
        let mut p: Vec<(u64, Vec<u64>)> = kinds[i]["items"]
            .as_array()
            .expect("items")
            .iter()
            .map(|it| {
                let mut players: Vec<u64> = it["players"]
                    .as_array()
                    .expect("players")
                    .iter()
                    .map(|x| x.as_u64().expect("id"))
                    .collect();
                players.sort_unstable();
                (it["table"].as_u64().expect("table"), players)
            })
            .collect();
        p.sort();
        p
    };
    assert_eq!(pairs(1), vec![(1, vec![1, 2]), (2, vec![3, 4])]);
    assert_eq!(
        pairs(2),
        vec![
            (1, vec![1, 5]),
            (1, vec![1, 7]),
            (1, vec![5, 7]),
            (2, vec![4, 6]),
            (2, vec![4, 8]),
            (2, vec![6, 8])
        ]
    );
    assert_eq!(v["tables"][0]["players"], serde_json::json!([1, 2, 5, 7]));
    // The same report shape as a draw's: a draw of round 2 on round 1 alone proves its best, 0/0/4.
    let only_r1 = {
        let imported =
            rio::import_workbook(&std::fs::read(&wb).expect("wb"), "a-mano.xlsx").expect("imports");
        let mut t = imported.tournament;
        t.rounds.truncate(1);
        write(
            "r1.xlsx",
            &rio::export_workbook(&t, &[], Lang::It).expect("export"),
        )
    };
    let out2 = temp("r2.xlsx").to_string_lossy().into_owned();
    let drawn = ok(&[
        "draw", &only_r1, "--format", "open", "--round", "2", "--seed", "5", "--out", &out2,
        "--json",
    ]);
    let d: Value = serde_json::from_str(&drawn).unwrap_or_else(|e| panic!("{e}: {drawn}"));
    let counts: Vec<(u64, u64, bool)> = d["report"]["kinds"]
        .as_array()
        .expect("kinds")
        .iter()
        .map(|k| {
            (
                k["count"].as_u64().expect("count"),
                k["bound"].as_u64().expect("bound"),
                k["proven"].as_bool().expect("proven"),
            )
        })
        .collect();
    assert_eq!(counts, vec![(0, 0, true), (0, 0, true), (4, 4, true)]);
    // The drawn round checks to the same report.
    let checked = ok(&["check", &out2, "--format", "open", "--round", "2", "--json"]);
    let c: Value = serde_json::from_str(&checked).expect("JSON");
    assert_eq!(c["report"], d["report"]);
    // In words, in both languages, with the pairs by name.
    let text = ok(&["check", &wb, "--format", "open", "--round", "2"]);
    assert!(text.contains("Turno 2"), "{text}");
    assert!(text.contains("Anna Uno (1) – Bruno Due (2)"), "{text}");
    assert!(text.contains("Ottimo non dimostrato"), "{text}");
    let text = ok(&[
        "check", &wb, "--format", "open", "--round", "2", "--lang", "en",
    ]);
    assert!(text.contains("Round 2: conflicts by priority"), "{text}");
    // A round that is not there is refused with exit code 1.
    let o = raduno(&["check", &wb, "--format", "open", "--round", "3"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("il turno 3 non c'è"), "{}", stderr(&o));
}

/// A mistyped command or option is answered with the nearest one, in the chosen language, exit 2; a
/// word near nothing gets no guess.
#[test]
fn a_mistyped_command_or_option_gets_a_suggestion() {
    let o = raduno(&["drw"]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        one_line(&o),
        "raduno: comando sconosciuto «drw»; forse «draw»? (vedi «raduno --help»)"
    );
    let o = raduno(&["standngs", "--lang", "en"]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        one_line(&o),
        "raduno: unknown command “standngs”; did you mean “standings”? (see “raduno --help”)"
    );
    let wb = sample_workbook();
    let o = raduno(&["standings", &wb, "--fromat", "master"]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        one_line(&o),
        "raduno standings: standings non accetta l'opzione --fromat; forse «--format»? (vedi «raduno standings --help»)"
    );
    let o = raduno(&[
        "draw",
        &wb,
        "--format",
        "open",
        "--round",
        "3",
        "--despite-rule",
        "--lang",
        "en",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        one_line(&o),
        "raduno draw: draw does not take the option --despite-rule; did you mean “--despite-rules”? (see “raduno draw --help”)"
    );
    let o = raduno(&["help", "chek"]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        one_line(&o),
        "raduno: comando sconosciuto «chek»; forse «check»? (vedi «raduno --help»)"
    );
    let o = raduno(&["servr", "setup"]);
    assert_eq!(
        one_line(&o),
        "raduno: comando sconosciuto «servr»; forse «server»? (vedi «raduno --help»)"
    );
    let o = raduno(&["zzzz"]);
    assert_eq!(
        one_line(&o),
        "raduno: comando sconosciuto «zzzz» (vedi «raduno --help»)"
    );
}

/// `raduno completions SHELL` prints a completion script that knows every command and its options,
/// described in the chosen language; a shell it does not know is a usage error.
#[test]
fn completions_print_for_bash_zsh_and_fish() {
    let bash = ok(&["completions", "bash"]);
    assert!(bash.contains("complete -F _raduno"), "{bash}");
    for word in [
        "standings",
        "draw",
        "circuit",
        "completions",
        "--despite-rules",
    ] {
        assert!(bash.contains(word), "bash lacks {word}");
    }
    let zsh = ok(&["completions", "zsh"]);
    assert!(zsh.starts_with("#compdef raduno"), "{zsh}");
    assert!(
        zsh.contains("Sorteggia il turno N"),
        "Italian descriptions: {zsh}"
    );
    let fish = ok(&["completions", "fish", "--lang", "en"]);
    assert!(fish.contains("complete -c raduno"), "{fish}");
    assert!(
        fish.contains("Draws round N"),
        "English descriptions: {fish}"
    );
    assert!(fish.contains("-l replace"), "{fish}");
    let o = raduno(&["completions", "tcsh"]);
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        one_line(&o),
        "raduno completions: SHELL «tcsh»: i valori sono bash, elvish, fish, powershell, zsh (vedi «raduno completions --help»)"
    );
    let o = raduno(&["completions"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(one_line(&o).starts_with("raduno completions: manca la shell"));
    let help = ok(&["completions", "--help"]);
    assert!(help.starts_with("Uso:\n  raduno completions "), "{help}");
}

#[test]
fn version_prints_the_package_version() {
    for flag in ["--version", "-V"] {
        assert_eq!(
            ok(&[flag]),
            format!("raduno {}\n", env!("CARGO_PKG_VERSION"))
        );
    }
}

/// The newsletter's stable example through the command (moved here from tests/othello.rs when the
/// command's code moved from the library into the binary).
#[test]
fn the_rating_command_rates_the_newsletter_stable_example() {
    let list = write(
        "list.csv",
        b"name,rating,category,games\nA,1400,S,33\nB,1200,S,40\nC,1600,S,50\nD,1460,S,20\nE,,,\n",
    );
    let games = write(
        "games.csv",
        b"round,black,white,black_discs,white_discs\n1,A,B,32,32\n2,A,C,35,29\n3,D,A,24,40\n1,E,D,30,34\n",
    );
    let base = [
        "rating", "--list", &list, "--games", &games, "--rounds", "3",
    ];
    let with = |extra: &[&'static str]| {
        let mut v = base.to_vec();
        v.extend(extra);
        v
    };
    let out = ok(&with(&["--json", "--lang", "en"]));
    let v: Value = serde_json::from_str(&out).expect("json");
    let players = v["players"].as_array().expect("players");
    let a = players.iter().find(|p| p["name"] == "A").expect("A");
    // A also met no one else: the 1436 of the newsletter (E is a UP met only by D).
    assert_eq!(
        (
            a["old"].as_i64(),
            a["new"].as_i64(),
            a["category"].as_str(),
            a["games"].as_i64()
        ),
        (Some(1400), Some(1436), Some("S"), Some(36))
    );
    let e = players.iter().find(|p| p["name"] == "E").expect("E");
    assert!(e["old"].is_null());
    // The list is sorted by the new rating.
    let ratings: Vec<i64> = players.iter().filter_map(|p| p["new"].as_i64()).collect();
    assert!(ratings.windows(2).all(|w| w[0] >= w[1]));
    let text = ok(&with(&["--lang", "en"]));
    assert!(text.contains("1436") && text.contains("+36"), "{text}");
    assert!(text.contains("3. Stable (EP): TPE 2.5"), "{text}");
    let testo = ok(&base);
    assert!(testo.contains("3. Stabile (EP): TPE 2.5"), "{testo}");
    let missing = temp("nessuna.csv").to_string_lossy().into_owned();
    let o = raduno(&[
        "rating", "--list", &missing, "--games", &games, "--rounds", "3",
    ]);
    assert_eq!(o.status.code(), Some(1));
    let err = one_line(&o);
    assert!(
        err.starts_with("raduno rating: impossibile leggere «")
            && err.ends_with("nessuna.csv»: il file non esiste"),
        "{err}"
    );
}

/// English output says "Table 1", never the legacy "Tavolo N°1", and the standings' headers in
/// English; Italian keeps its words.
#[test]
fn english_draw_and_standings_say_no_italian_word() {
    let wb = sample_workbook();
    let out = temp("autunno-en.xlsx").to_string_lossy().into_owned();
    let said = ok(&[
        "draw", &wb, "--format", "open", "--round", "3", "--out", &out, "--lang", "en",
    ]);
    assert!(said.contains("  Table 1: "), "{said}");
    assert!(!said.contains("Tavolo") && !said.contains("N°"), "{said}");
    let standings = ok(&["standings", &wb, "--format", "master", "--lang", "en"]);
    assert!(
        standings.contains("Total") && standings.contains("R1"),
        "{standings}"
    );
    assert!(!standings.contains("pt tot"), "{standings}");
    let out_it = temp("autunno-it.xlsx").to_string_lossy().into_owned();
    let detto = ok(&[
        "draw", &wb, "--format", "open", "--round", "3", "--out", &out_it,
    ]);
    assert!(detto.contains("  Tavolo N°1: "), "{detto}");
}

/// `--lang en` anywhere on the line, `server setup …` included: the option is not refused
/// as unknown, and a language that does not exist still is.
#[test]
fn lang_is_read_anywhere_on_a_server_setup_line() {
    for args in [
        &[
            "server",
            "setup",
            "http://127.0.0.1:1",
            "--db",
            "raduno",
            "--user",
            "club",
            "--lang",
            "en",
        ][..],
        &[
            "--lang",
            "en",
            "server",
            "setup",
            "http://127.0.0.1:1",
            "--db",
            "raduno",
            "--user",
            "club",
        ][..],
        &[
            "server",
            "setup",
            "--lang=en",
            "http://127.0.0.1:1",
            "--db",
            "raduno",
            "--user",
            "club",
        ][..],
    ] {
        let out = Command::new(env!("CARGO_BIN_EXE_raduno"))
            .args(args)
            .env("RADUNO_ADMIN_PASSWORD", "x")
            .output()
            .expect("run raduno");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!err.contains("unknown option"), "{args:?}: {err}");
        assert!(!err.contains("usage:"), "{args:?}: {err}");
        // Nothing answers on port 1: the set-up itself fails, past the options.
        assert!(!out.status.success());
    }
    let out = raduno(&[
        "server",
        "setup",
        "http://127.0.0.1:1",
        "--db",
        "raduno",
        "--user",
        "club",
        "--lang",
        "xx",
    ]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("xx"));
}

/// `raduno federation publish`: what it lacks is said before any file is read or server asked; a
/// password is never an argument nor in the address, and one typed there is never printed back.
#[test]
fn federation_publish_says_what_it_lacks_and_never_takes_a_password() {
    let o = raduno(&["federation"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(one_line(&o).contains("manca l'azione"), "{}", stderr(&o));
    let o = raduno(&["federation", "publish", "x.xlsx", "--lang", "en"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        one_line(&o).contains("--server URL is missing"),
        "{}",
        stderr(&o)
    );
    let o = raduno(&[
        "federation",
        "publish",
        "x.xlsx",
        "--server",
        "http://127.0.0.1:9/raduno",
        "--password",
        "s3cret",
    ]);
    assert_eq!(o.status.code(), Some(2));
    let wb = sample_workbook();
    let o = raduno(&[
        "federation",
        "publish",
        &wb,
        "--server",
        "http://club:s3cret@127.0.0.1:9/raduno",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(!stderr(&o).contains("s3cret"), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("http://127.0.0.1:9/raduno"),
        "{}",
        stderr(&o)
    );
    // A circuit read from a server needs the national ranking's year.
    let rules = write("regole.json", br#"{"points": {"table": [10, 6, 4]}}"#);
    let o = raduno(&[
        "circuit",
        &rules,
        "--server",
        "http://127.0.0.1:9/raduno_federation",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("classifica nazionale"),
        "{}",
        stderr(&o)
    );
}
