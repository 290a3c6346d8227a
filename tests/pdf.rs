//! PDFs read back with `pdftotext` (poppler-utils): accented names print, every table of the round (or of
//! every round) is there with its title and columns, the standings hold every player in order.

mod io_support;

use io_support::{run_tool, sample_journal, sample_with_round_3};
use raduno::format;
use raduno::i18n::Lang;
use raduno::journal::Event;
use raduno_files::pdf;

/// The PDF as text; with `RADUNO_PDF_DIR` set the file is also kept there to look at. Fails when
/// pdftotext (Debian's poppler-utils) is missing: these tests read the PDFs back and cannot pass
/// without it.
fn pdftotext(bytes: &[u8], name: &str) -> String {
    if let Ok(keep) = std::env::var("RADUNO_PDF_DIR") {
        std::fs::write(std::path::Path::new(&keep).join(name), bytes).expect("RADUNO_PDF_DIR");
    }
    let dir = std::env::temp_dir().join(format!("raduno-pdf-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(name);
    std::fs::write(&path, bytes).expect("write the PDF");
    run_tool(
        "pdftotext",
        "poppler-utils",
        &["-layout".as_ref(), path.as_os_str(), "-".as_ref()],
    )
}

/// The sample tournament with a third round drawn (two tables of 4, no scores yet).
fn journal_with_round_3() -> raduno::journal::Journal {
    sample_with_round_3([[3, 5, 8, 2], [4, 6, 1, 7]])
}

#[test]
fn score_sheets_hold_every_table_with_accented_names() {
    let j = journal_with_round_3();
    let t = j.state();
    let bytes = pdf::score_sheets(t, 3).expect("round 3 exists");
    assert!(bytes.starts_with(b"%PDF-1.4"));
    assert_eq!(pdf::file_name(t, 3), "Torneo d'Autunno à Roma_3.pdf");
    let text = pdftotext(&bytes, "sheets.pdf");
    for k in 1..=2 {
        assert!(
            text.contains(&format!("Turno 3 - Tavolo N°{k}")),
            "table {k} missing:\n{text}"
        );
    }
    for col in [
        "Nominativo",
        "Punti",
        "Pti fuori obb.",
        "Punti Torneo",
        "Firma",
        "Note:",
    ] {
        assert!(
            text.matches(col).count() >= 2,
            "{col} not on every table:\n{text}"
        );
    }
    // Every player of the round, "Nome Cognome - Club" where he has a club (a long one wraps inside
    // its column: read the words across lines).
    let words = text
        .replace(" -\n", " - ")
        .replace("-\n", "-")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(words.contains("Niccolò Barberà - ROMA [Il Gufo]"), "{text}");
    assert!(words.contains("Èmile Àlvarez - ROMA [Il Gufo]"), "{text}");
    assert!(words.contains("Zoë Müller - FAENZA [Il Cannone]"), "{text}");
    assert!(
        words.contains("Lucia D'Angelo - GENOVA [Borgo Pila]"),
        "{text}"
    );
    assert!(text.contains("Marco Rossi"), "{text}");
    assert!(pdf::score_sheets(t, 4).is_none());
}

#[test]
fn the_full_report_has_every_table_of_every_round_with_points() {
    let j = sample_journal();
    let t = j.state();
    let bytes = pdf::full_report(t);
    let text = pdftotext(&bytes, "report.pdf");
    for round in &t.rounds {
        for table in &round.tables {
            let title = format!("Turno {} - Tavolo N°{}", round.number, table.number);
            assert!(text.contains(&title), "{title} missing:\n{text}");
        }
    }
    // Round 1, table 2: the RisiKo! and its 1.100 tournament points (Master), the 12 points outside
    // the objective.
    let points =
        format::seat_points(t, &t.rounds[0], &t.rounds[0].tables[1]).expect("complete table");
    assert_eq!(points[0].to_decimal(3), "1.100");
    assert!(text.contains("RisiKo!"), "{text}");
    // Written as an Italian page writes decimals.
    assert!(text.contains("1,100"), "{text}");
    assert!(text.contains("12"), "{text}");
    // Round 1, table 1: the winner by tie order, 44 + 1 → 1.044.
    assert!(text.contains("1,044"), "{text}");
    // The two players level at 44 show their tie order.
    assert!(
        text.contains("44 (1°)") && text.contains("44 (2°)"),
        "{text}"
    );
}

#[test]
fn the_standings_pdf_lists_every_player_in_order() {
    let j = sample_journal();
    let t = j.state();
    let s = format::standings(t, 2);
    let bytes = pdf::standings_pdf(t, &s, Lang::It);
    let text = pdftotext(&bytes, "standings.pdf");
    assert!(
        text.contains("Torneo d'Autunno à Roma - Classifica"),
        "{text}"
    );
    let mut last = 0;
    for row in &s.rows {
        let p = t.player(row.player).expect("player");
        let at = text
            .find(&p.full_name())
            .unwrap_or_else(|| panic!("{} missing:\n{text}", p.full_name()));
        assert!(at > last, "{} out of order", p.full_name());
        last = at;
        // As an Italian page writes decimals.
        let total = raduno::i18n::decimal_in(&row.total.to_decimal(s.decimals), Lang::It);
        assert!(text.contains(&total), "{total}");
    }
}

#[test]
fn long_standings_run_over_pages_with_numbers() {
    let mut j = sample_journal();
    for id in 9..=120 {
        let p = raduno::model::Player::new(id, &format!("Nome{id}"), &format!("Cognome{id}"));
        j.execute(Event::PlayerAdded { player: p }, id as i64 * 10_000)
            .expect("player");
    }
    let t = j.state();
    // Everyone in the list, even those who did not play, to fill several pages.
    let mut s = format::standings(t, 2);
    let template = s.rows[0].clone();
    for id in 9..=120 {
        let mut row = template.clone();
        row.player = id;
        row.pos = id;
        s.rows.push(row);
    }
    let bytes = pdf::standings_pdf(t, &s, Lang::En);
    let text = pdftotext(&bytes, "long.pdf");
    assert!(text.contains("Page 1 of 3"), "{text}");
    assert!(text.contains("Page 3 of 3"));
    assert!(text.contains("Nome120 Cognome120"));
}

/// Othello's final standings PDF: the final's winner first, Buchholz and disc difference as columns, no
/// columns for the final's games and no "after round 4" (the Othello Swiss rulebook).
#[test]
fn the_othello_standings_pdf_carries_buchholz_and_the_final() {
    let j = io_support::othello_journal();
    let t = j.state();
    let s = format::current_standings(t);
    let bytes = pdf::standings_pdf(t, &s, Lang::It);
    let text = pdftotext(&bytes, "othello-standings.pdf");
    assert!(
        text.contains("Othello d'Inverno - Classifica finale"),
        "{text}"
    );
    assert!(text.contains("Torneo concluso"), "{text}");
    assert!(text.contains("Buchholz"), "{text}");
    assert!(text.contains("Scarto"), "{text}");
    assert!(text.contains("pt2") && !text.contains("pt3"), "{text}");
    assert!(!text.contains("Dopo il turno"), "{text}");
    let line = |name: &str| {
        // The row, not the subtitle that names the final's winner and runner-up.
        text.lines()
            .find(|l| l.contains(name) && !l.contains("deciso dalla finale"))
            .unwrap_or_else(|| panic!("{name} missing:\n{text}"))
            .split_whitespace()
            .collect::<Vec<_>>()
    };
    // Anna Bruschi: 1st (the final's winner), 2 points, 1 win, Buchholz 4, discs +14.
    let anna = line("Anna Bruschi");
    assert_eq!(anna.first(), Some(&"1"), "{anna:?}");
    assert_eq!(anna[anna.len() - 2..], ["4", "+14"], "{anna:?}");
    let carla = line("Carla Donati");
    assert_eq!(carla.first(), Some(&"2"), "{carla:?}");
}

/// Othello: once the final is decided, the standings and their PDF say it made 1st
/// place, and the next-round advice says the tournament is over, not that the final "has started".
#[test]
fn a_decided_final_is_said_on_the_standings_and_the_advice() {
    let j = io_support::othello_journal();
    let mut t = j.state().clone();
    let decided = format::final_decided(&t).expect("the final is decided");
    let (it, en) = (
        decided.text(raduno::i18n::Lang::It),
        decided.text(raduno::i18n::Lang::En),
    );
    assert!(
        it.starts_with("1° posto deciso dalla finale: vince Anna Bruschi contro"),
        "{it}"
    );
    assert!(
        en.starts_with("1st place decided by the final: Anna Bruschi beats"),
        "{en}"
    );
    let s = format::current_standings(&t);
    let standings_pdf = pdf::standings_pdf(&t, &s, Lang::It);
    // Without planned rounds the Swiss could go on: the advice says the tournament is over.
    t.settings.planned_rounds = None;
    let a = format::next_phase(&t);
    assert!(!a.drawable);
    assert!(
        a.explanation(raduno::i18n::Lang::It)
            .contains("torneo concluso"),
        "{}",
        a.explanation(raduno::i18n::Lang::It)
    );
    assert!(
        !a.explanation(raduno::i18n::Lang::It).contains("iniziata"),
        "{}",
        a.explanation(raduno::i18n::Lang::It)
    );
    // Before the final's last game the final is not decided.
    let mut open = j.state().clone();
    let last = open.rounds.len() - 1;
    open.rounds[last].tables[0].seats[0].result = None;
    assert!(format::final_decided(&open).is_none());
    let text = pdftotext(&standings_pdf, "othello.pdf");
    assert!(text.contains("1° posto deciso dalla finale"), "{text}");
}

/// The page's right strip (between 80 % and 93 % of its width) of a grey picture from `pdftoppm`: the
/// bands of rows as tall as a QR code where it is dark (each a QR code printed on a seat's line).
fn dark_bands_at_the_right(bytes: &[u8], name: &str) -> usize {
    let dir = std::env::temp_dir().join(format!("raduno-pdfqr-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(name);
    std::fs::write(&path, bytes).expect("write the PDF");
    let out = dir.join(format!("{name}-page"));
    run_tool(
        "pdftoppm",
        "poppler-utils",
        &[
            "-gray".as_ref(),
            "-r".as_ref(),
            "72".as_ref(),
            "-f".as_ref(),
            "1".as_ref(),
            "-l".as_ref(),
            "1".as_ref(),
            path.as_os_str(),
            out.as_os_str(),
        ],
    );
    let pgm = std::fs::read_dir(&dir)
        .expect("pdftoppm's output")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .find(|p| {
            p.file_name()
                .is_some_and(|f| f.to_string_lossy().starts_with(&format!("{name}-page")))
        })
        .expect("pdftoppm wrote the page");
    let data = std::fs::read(&pgm).expect("the page's picture");
    std::fs::remove_file(&pgm).expect("clean up");
    // P5 <width> <height> 255 <bytes>
    let mut fields = data.splitn(5, |b| b.is_ascii_whitespace());
    let (_, w, h, _) = (fields.next(), fields.next(), fields.next(), fields.next());
    let num = |f: Option<&[u8]>| -> usize { String::from_utf8_lossy(f.unwrap()).parse().unwrap() };
    let (w, h) = (num(w), num(h));
    let pixels = &data[data.len() - w * h..];
    let (x0, x1) = (w * 80 / 100, w * 93 / 100);
    // Rows with a tenth of the strip dark, a gap of a few light rows (a QR code's light row) bridged;
    // a band as tall as a QR code (66 points, 66 pixels at 72 dpi) at least half.
    let (mut bands, mut run, mut gap) = (0, 0, 0);
    for y in 0..h {
        let row = &pixels[y * w + x0..y * w + x1];
        if row.iter().filter(|&&p| p < 128).count() * 10 > row.len() {
            run += 1 + gap;
            gap = 0;
        } else if run > 0 && gap < 4 {
            gap += 1;
        } else {
            if run >= 33 {
                bands += 1;
            }
            (run, gap) = (0, 0);
        }
    }
    bands
}

/// Players' phones: with a server, each seat's line of the score sheet carries the QR code of
/// that seat's own link (its code), the grid narrowed beside it, every name and column still there.
#[test]
fn score_sheets_print_a_qr_code_on_each_seats_line() {
    let j = journal_with_round_3();
    let t = j.state();
    let links: Vec<(u32, u32, u32, String)> = (1..=2)
        .flat_map(|table| {
            (1..=4).map(move |seat| {
                (3, table, seat, format!("http://192.168.1.10:5984/raduno-app/_design/raduno/follow.html#d=http%3A%2F%2F192.168.1.10%3A5984%2Fraduno&t=0123456789abcdef%401700000000000&r=3&k={table}&s={seat}&c=ABCDEFGHJK"))
            })
        })
        .collect();
    let plain = pdf::score_sheets(t, 3).expect("round 3 exists");
    let with = pdf::score_sheets_with(
        t,
        3,
        &pdf::Options {
            links,
            ..Default::default()
        },
    )
    .expect("round 3 exists");
    assert_eq!(dark_bands_at_the_right(&plain, "plain.pdf"), 0);
    assert_eq!(
        dark_bands_at_the_right(&with, "qr.pdf"),
        4,
        "one QR code on each of table 1's four lines"
    );
    let text = pdftotext(&with, "sheets-qr.pdf");
    for k in 1..=2 {
        assert!(text.contains(&format!("Turno 3 - Tavolo N°{k}")), "{text}");
    }
    for col in ["Nominativo", "Punti", "Firma", "Note:"] {
        assert!(text.matches(col).count() >= 2, "{col}:\n{text}");
    }
    assert!(text.contains("Niccolò Barberà"), "{text}");
    assert!(text.contains("Zoë Müller"), "{text}");
}

/// Two full-size score sheets a page where both fit, with the boxes the format's
/// result needs (Master: the RisiKo! box, points outside objective, order of play, tie order); in
/// English, "Round 3 - Table 1".
#[test]
fn score_sheets_put_two_tables_a_page_with_the_format_s_boxes() {
    let j = journal_with_round_3();
    let t = j.state();
    let bytes = pdf::score_sheets(t, 3).expect("round 3 exists");
    let text = pdftotext(&bytes, "sheets-two.pdf");
    let pages: Vec<&str> = text
        .split('\u{c}')
        .filter(|p| !p.trim().is_empty())
        .collect();
    assert_eq!(pages.len(), 1, "two tables on one page:\n{text}");
    assert!(pages[0].contains("Turno 3 - Tavolo N°1") && pages[0].contains("Turno 3 - Tavolo N°2"));
    for col in ["R!", "Pti fuori obb.", "Ord.", "Pari"] {
        assert_eq!(text.matches(col).count(), 2, "{col} on each sheet:\n{text}");
    }
    let o = pdf::Options {
        lang: Lang::En,
        ..Default::default()
    };
    let en = pdftotext(
        &pdf::score_sheets_with(t, 3, &o).expect("round 3"),
        "sheets-en.pdf",
    );
    assert!(
        en.contains("Round 3 - Table 1") && en.contains("Round 3 - Table 2"),
        "{en}"
    );
    assert!(
        !en.contains("N°") && !en.contains("Tavolo") && !en.contains("Turno"),
        "{en}"
    );
}
