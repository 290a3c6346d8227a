//! PDFs made with printpdf and the embedded DejaVu font, read back with poppler-utils (`pdftotext`,
//! `pdfinfo`, `pdftoppm`; the tests fail if they are missing): names from every European registry print
//! exactly, the reduced print puts two sheets on a page, the logo is on the rendered page, the standings
//! say "Classifica finale" when the tournament is over, wrap long club names whole and carry the
//! format's tie-breaks; score sheets have the format's own columns.
//!
//! With `RADUNO_PDF_DIR` set, the PDFs and the rendered pages are also kept there to look at.

mod io_support;

use raduno::format;
use raduno::format::FormatKind;
use raduno::i18n::Lang;
use raduno::model::{Phase, Player, Round, SeatResult, Settings, Table, Tournament};
use raduno_files::{pdf, pdf_logo};
use std::path::PathBuf;

const NAMES: [(&str, &str, &str); 12] = [
    ("Łukasz", "Żółć", "KRAKÓW [Smok Wawelski]"),
    ("Ștefan", "Țărână", "BRAȘOV [Cetatea]"),
    ("Győző", "Őrsi", "GYŐR [Rába]"),
    ("Jiří", "Řehoř", "BRNO [Špilberk]"),
    ("Žygimantas", "Ąžuolas", "KAUNAS [Ąžuolynas]"),
    ("Þórður", "Ðagur", "REYKJAVÍK [Þór]"),
    ("Agnieszka", "Wąsowicz-Łęcka", "ŁÓDŹ [Pionek]"),
    ("Ioana", "Bălănescu", "IAȘI [Copou]"),
    ("Zsófia", "Kőszegi", "PÉCS [Zsolnay]"),
    ("Věra", "Čermáková", "ČESKÉ BUDĚJOVICE [Ďábel]"),
    ("Ελένη", "Παπαδοπούλου", "ΑΘΗΝΑ [Γλαύκα]"),
    ("Дмитрий", "Шостакович", "САНКТ-ПЕТЕРБУРГ [Нева]"),
];

fn dir() -> PathBuf {
    let d = std::env::temp_dir().join(format!("raduno-pdf-fonts-{}", std::process::id()));
    std::fs::create_dir_all(&d).expect("temporary folder");
    d
}

/// Writes the PDF (also into `RADUNO_PDF_DIR` if set) and returns its path.
fn save(bytes: &[u8], name: &str) -> PathBuf {
    if let Ok(keep) = std::env::var("RADUNO_PDF_DIR") {
        std::fs::write(PathBuf::from(keep).join(name), bytes).expect("kept copy");
    }
    let path = dir().join(name);
    std::fs::write(&path, bytes).expect("PDF written");
    path
}

fn run(tool: &str, args: &[&str]) -> String {
    io_support::run_tool(tool, "poppler-utils", args)
}

/// The PDF's text in reading order (`-raw`, so wrapped cells come out line by line).
fn text_of(bytes: &[u8], name: &str) -> String {
    let path = save(bytes, name);
    run(
        "pdftotext",
        &["-raw", path.to_str().expect("utf-8 path"), "-"],
    )
}

fn pages_of(bytes: &[u8], name: &str) -> usize {
    let path = save(bytes, name);
    let info = run("pdfinfo", &[path.to_str().expect("utf-8 path")]);
    info.lines()
        .find_map(|l| l.strip_prefix("Pages:"))
        .and_then(|n| n.trim().parse().ok())
        .unwrap_or_else(|| panic!("no page count in:\n{info}"))
}

fn player(id: u32, (first, last, club): (&str, &str, &str)) -> Player {
    let mut p = Player::new(id, first, last);
    p.club = club.to_string();
    p
}

/// A tournament of the 12 players in three tables of 4; round 1 played when `played`.
fn european(format: FormatKind, played: bool) -> Tournament {
    let mut s = Settings::new("Torneo d'Europa — Łódź 2026", format);
    s.date = "2026-05-17".into();
    s.planned_rounds = Some(1);
    let mut t = Tournament::new(s);
    t.players = NAMES
        .iter()
        .enumerate()
        .map(|(i, &n)| player(i as u32 + 1, n))
        .collect();
    let tables = (0..3)
        .map(|k| {
            let ids: Vec<u32> = (1..=4).map(|s| k * 4 + s).collect();
            let mut table = Table::new(k + 1, &ids);
            if played {
                for (i, seat) in table.seats.iter_mut().enumerate() {
                    seat.result = Some(SeatResult::points(70 - 10 * i as u32 + k));
                }
            }
            table
        })
        .collect();
    t.rounds.push(Round::new(1, Phase::Qualifying, 7, tables));
    t
}

#[test]
fn european_names_print_exactly_in_score_sheets_and_standings() {
    let t = european(FormatKind::Master, true);
    let sheets = pdf::score_sheets(&t, 1).expect("round 1");
    let text = text_of(&sheets, "european-sheets.pdf");
    // A long name and club wrap within their column, after a space or a hyphen: read the
    // words whole, across lines.
    let words = text
        .replace(" -\n", " - ")
        .replace("-\n", "-")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    for &(first, last, club) in &NAMES {
        let line = format!("{first} {last} - {club}");
        assert!(words.contains(&line), "{line} missing:\n{text}");
    }
    assert!(text.contains("Torneo d'Europa — Łódź 2026"), "{text}");
    assert!(text.contains("17/05/2026"), "{text}");
    let standings = pdf::standings_pdf(&t, &format::current_standings(&t), Lang::It);
    // A long club name wraps inside its column (never cut): read the text with line breaks as spaces.
    let text = text_of(&standings, "european-standings.pdf").replace('\n', " ");
    for &(first, last, club) in &NAMES {
        assert!(
            text.contains(&format!("{first} {last}")),
            "{first} {last} missing:\n{text}"
        );
        assert!(text.contains(club), "{club} missing:\n{text}");
    }
}

#[test]
fn reduced_print_has_two_sheets_per_page() {
    let t = european(FormatKind::Master, false);
    // Full-size sheets go two a page where two fit: three tables of four take two pages.
    let normal = pdf::score_sheets(&t, 1).expect("round 1");
    assert_eq!(pages_of(&normal, "normal.pdf"), 2);
    let options = pdf::Options {
        reduced: true,
        lang: Lang::It,
        ..Default::default()
    };
    let reduced = pdf::score_sheets_with(&t, 1, &options).expect("round 1");
    assert_eq!(pages_of(&reduced, "reduced.pdf"), 2);
    let text = text_of(&reduced, "reduced.pdf");
    for k in 1..=3 {
        assert!(text.contains(&format!("Turno 1 - Tavolo N°{k}")), "{text}");
    }
    // Page 1 holds tables 1 and 2.
    let first = text.split('\u{c}').next().unwrap_or_default();
    assert!(
        first.contains("Tavolo N°1") && first.contains("Tavolo N°2"),
        "{first}"
    );
}

/// A PNG logo: a black frame with a black disc inside, on a transparent background.
fn logo_png() -> Vec<u8> {
    use printpdf::image_crate::codecs::png::PngEncoder;
    use printpdf::image_crate::{ColorType, ImageEncoder};
    let (w, h) = (120u32, 80u32);
    let mut px = Vec::with_capacity((w * h * 4) as usize);
    for y in 0..h {
        for x in 0..w {
            let frame = x < 6 || y < 6 || x >= w - 6 || y >= h - 6;
            let (dx, dy) = (x as i32 - 60, y as i32 - 40);
            let disc = dx * dx + dy * dy < 25 * 25;
            let ink = frame || disc;
            px.extend_from_slice(&[0, 0, 0, if ink { 255 } else { 0 }]);
        }
    }
    let mut out = Vec::new();
    PngEncoder::new(&mut out)
        .write_image(&px, w, h, ColorType::Rgba8)
        .expect("PNG");
    out
}

/// The darkest pixels' share in a rectangle of a rendered grey page.
fn ink(png: &[u8], (x0, y0, x1, y1): (u32, u32, u32, u32)) -> f64 {
    let img = printpdf::image_crate::load_from_memory(png)
        .expect("rendered page")
        .to_luma8();
    let (mut dark, mut all) = (0u32, 0u32);
    for y in y0..y1.min(img.height()) {
        for x in x0..x1.min(img.width()) {
            all += 1;
            if img.get_pixel(x, y)[0] < 128 {
                dark += 1;
            }
        }
    }
    dark as f64 / all.max(1) as f64
}

#[test]
fn rendered_page_has_the_logo_title_and_date() {
    let mut t = european(FormatKind::Master, false);
    let plain = pdf::score_sheets(&t, 1).expect("round 1");
    t.settings.logo = pdf_logo::data_url(&logo_png()).expect("PNG logo");
    let options = pdf::Options {
        reduced: true,
        lang: Lang::It,
        ..Default::default()
    };
    let with_logo = pdf::score_sheets_with(&t, 1, &options).expect("round 1");
    let text = text_of(&with_logo, "logo.pdf");
    assert!(text.contains("17/05/2026"), "{text}");
    // Render page 1 at 72 dpi (1 px = 1 pt): the logo sits at the top-left corner of each sheet.
    let d = dir();
    let render = |bytes: &[u8], name: &str| -> Vec<u8> {
        let pdf_path = save(bytes, &format!("{name}.pdf"));
        let prefix = d.join(name);
        run(
            "pdftoppm",
            &[
                "-png",
                "-gray",
                "-r",
                "72",
                "-f",
                "1",
                "-l",
                "1",
                "-singlefile",
                pdf_path.to_str().expect("utf-8"),
                prefix.to_str().expect("utf-8"),
            ],
        );
        let png = std::fs::read(d.join(format!("{name}.png"))).expect("pdftoppm wrote the page");
        if let Ok(keep) = std::env::var("RADUNO_PDF_DIR") {
            std::fs::write(PathBuf::from(keep).join(format!("{name}.png")), &png).expect("kept");
        }
        png
    };
    let page = render(&with_logo, "page-logo");
    let bare = render(&plain, "page-plain");
    // Logo box: from the 40 pt margin, at most 60 × 38 pt; the lower sheet's logo 14 pt below the fold.
    let top_logo = (42, 42, 98, 76);
    let lower_logo = (42, 421 + 16, 98, 421 + 50);
    assert!(ink(&page, top_logo) > 0.2, "no logo on the first sheet");
    assert!(ink(&page, lower_logo) > 0.2, "no logo on the second sheet");
    assert!(
        ink(&bare, top_logo) < 0.2,
        "the page without logo is dark there"
    );
}

#[test]
fn standings_say_final_when_the_tournament_is_over() {
    let mut t = european(FormatKind::Open, true);
    assert!(format::is_over(&t));
    let s = format::current_standings(&t);
    let text = text_of(&pdf::standings_pdf(&t, &s, Lang::It), "final.pdf");
    assert!(text.contains("Classifica finale"), "{text}");
    t.settings.planned_rounds = Some(3);
    assert!(!format::is_over(&t));
    let s = format::current_standings(&t);
    let text = text_of(&pdf::standings_pdf(&t, &s, Lang::It), "not-final.pdf");
    assert!(
        text.contains("Classifica") && !text.contains("finale"),
        "{text}"
    );
}

#[test]
fn long_club_names_wrap_whole() {
    let mut t = european(FormatKind::Open, true);
    let club = "ASSOCIAZIONE LUDICA CULTURALE IL GRANDE GUFO REALE DI CASTELNUOVO DI SOTTO (REGGIO EMILIA)";
    t.players[0].club = club.into();
    let s = format::current_standings(&t);
    let text = text_of(&pdf::standings_pdf(&t, &s, Lang::It), "wrap.pdf");
    let words: Vec<&str> = text.split_whitespace().collect();
    let joined = words.join(" ");
    assert!(
        joined.contains(club) || club.split(' ').all(|w| words.contains(&w)),
        "{text}"
    );
    assert!(!text.contains('…'), "a club name was cut:\n{text}");
}

/// Othello: 4 players, one round of two games (Black first), discs entered.
fn othello() -> Tournament {
    let mut s = Settings::new("Othello Ελλάδα", FormatKind::OthelloSwiss);
    s.planned_rounds = Some(1);
    let mut t = Tournament::new(s);
    t.players = NAMES[..4]
        .iter()
        .enumerate()
        .map(|(i, &n)| player(i as u32 + 1, n))
        .collect();
    let mut a = Table::new(1, &[1, 2]);
    a.seats[0].result = Some(SeatResult::points(40));
    a.seats[1].result = Some(SeatResult::points(24));
    let mut b = Table::new(2, &[3, 4]);
    b.seats[0].result = Some(SeatResult::points(30));
    b.seats[1].result = Some(SeatResult::points(34));
    t.rounds
        .push(Round::new(1, Phase::Qualifying, 1, vec![a, b]));
    t
}

#[test]
fn othello_standings_carry_buchholz_and_disc_difference() {
    let t = othello();
    let s = format::current_standings(&t);
    let text = text_of(
        &pdf::standings_pdf(&t, &s, Lang::It),
        "othello-standings.pdf",
    );
    assert!(text.contains("Buchholz"), "{text}");
    assert!(text.contains("Scarto"), "{text}");
    // Łukasz beat Ștefan 40–24: disc difference +16.
    assert!(text.contains("+16"), "{text}");
    assert!(text.contains("Classifica finale"), "{text}");
}

#[test]
fn score_sheets_have_the_formats_columns() {
    let sheet =
        |t: &Tournament, name: &str| text_of(&pdf::score_sheets(t, 1).expect("round 1"), name);
    let text = sheet(&othello(), "othello-sheets.pdf");
    for col in ["Colore", "Nero", "Bianco", "Pedine", "Firma"] {
        assert!(text.contains(col), "Othello: {col} missing:\n{text}");
    }
    assert!(!text.contains("Pti fuori obb."), "{text}");
    let text = sheet(&european(FormatKind::Master, false), "master-sheets.pdf");
    assert!(text.contains("Pti fuori obb."), "{text}");
    let text = sheet(&european(FormatKind::Gufo, false), "gufo-sheets.pdf");
    assert!(
        text.contains("Eliminato") && !text.contains("Pti fuori obb."),
        "{text}"
    );
    let mut tt = european(FormatKind::TestaATesta, false);
    tt.rounds[0].tables = vec![Table::new(1, &[1, 2])];
    let text = sheet(&tt, "testa-sheets.pdf");
    assert!(
        text.contains("Esito") && text.contains("Fa mondo"),
        "{text}"
    );
}

#[test]
fn two_hundred_and_fifty_tables_print() {
    let mut t = european(FormatKind::Master, false);
    t.players = (1..=1000)
        .map(|i| player(i, NAMES[(i % 12) as usize]))
        .collect();
    t.rounds[0].tables = (0..250)
        .map(|k| Table::new(k + 1, &[4 * k + 1, 4 * k + 2, 4 * k + 3, 4 * k + 4]))
        .collect();
    let o = pdf::Options {
        reduced: true,
        lang: Lang::It,
        ..Default::default()
    };
    let bytes = pdf::score_sheets_with(&t, 1, &o).expect("round 1");
    assert_eq!(pages_of(&bytes, "250.pdf"), 125);
}
