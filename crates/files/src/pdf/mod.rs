//! PDFs for the venue (the documents' rules (the workbook layout)): four documents, one file each —
//! the score sheets of a round ([`sheets`]), the full report of every table of every round with its
//! points ([`report`]), the standings ([`standings`]) and a circuit's standings ([`circuit`]). A4,
//! black and white, written with printpdf in an embedded DejaVu Sans Condensed that holds every Latin,
//! Greek and Cyrillic letter ([`super::pdf_draw`]). Here: the requests, the file names, and what the
//! documents share (the fonts, the margins, the standings' table pages with their header band, rows
//! and page numbers).
//!
//! The score sheet follows the legacy programs' printout (manual `000_08592501ecfadfb6.txt`, "Turno 3 -
//! Stampa Tavolo N°1"; GestioneTorneo's "Stampa ridotta"): per table a title "Turno N - Tavolo N°k", the
//! tournament's name, its date and the organising club's logo, a grid with the columns the format
//! records (Master: Punti, Pti fuori obb.; Gufo formats: the elimination; Testa a testa: the outcome;
//! Othello: colour and discs; the RisiKo! box and the tie order where the format's result records them),
//! Punti Torneo and Firma, and a Note line. Two tables a page where both fit in half of it, else one;
//! two smaller ones with the reduced print ([`Options::reduced`]).
//!
//! The standings list position, name, club (wrapped, never cut), the points of each round (the games
//! won in bold and framed, as the legacy `Classifica` sheet), the format's tie-break columns, wins and
//! total, and say "Classifica finale" once the tournament is over.

// Without the `pdf` feature (the web app, the workbook worker) only the requests, file names and checks
// are here; what draws is in the PDF worker.
#![cfg_attr(not(feature = "pdf"), allow(dead_code, unused_imports))]

#[cfg(feature = "pdf")]
mod circuit;
#[cfg(feature = "pdf")]
mod report;
mod sheets;
mod standings;

use super::file_name::safe_stem;
#[cfg(feature = "pdf")]
use super::pdf_draw::{Align, Canvas, Font, Fonts};
#[cfg(feature = "pdf")]
pub use super::pdf_draw::{PAGE_HEIGHT, PAGE_WIDTH};
#[cfg(feature = "pdf")]
pub use circuit::circuit_pdf;
use raduno_engine::format;
use raduno_engine::i18n::{msg, Lang};
use raduno_engine::model::Tournament;
#[cfg(feature = "pdf")]
pub use report::{full_report, full_report_with};
use serde::{Deserialize, Serialize};
#[cfg(feature = "pdf")]
pub use sheets::{score_sheets, score_sheets_with};
#[cfg(feature = "pdf")]
pub use standings::{standings_pdf, standings_with};

const MARGIN: f32 = 40.0;

/// How to print.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Options {
    /// "Stampa ridotta": two score sheets per page instead of one.
    #[serde(default)]
    pub reduced: bool,
    #[serde(default)]
    pub lang: Lang,
    /// Per round, the tables that no longer follow the rules, marked on their score sheets. Asked of
    /// [`raduno_engine::journal::impact::drift`] by the caller ([`Options::marking_stale`]): the PDF worker does not
    /// carry the draw's rules (they would put it over its size budget).
    #[serde(default)]
    pub stale: Vec<(u32, Vec<u32>)>,
    /// Per (round, table, seat), the players' follow page with that seat's code, printed as a QR code
    /// on the seat's line of its score sheet ([`super::pdf_qr`]); none without a server.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub links: Vec<(u32, u32, u32, String)>,
}

impl Options {
    /// These options with the tables of `t` not yet played that no longer follow the rules.
    pub fn marking_stale(mut self, t: &Tournament) -> Options {
        self.stale = raduno_engine::journal::impact::drifts(t)
            .into_iter()
            // A played round is history: its sheets are what was played.
            .filter_map(|(n, d)| {
                t.round(n)
                    .filter(|r| !r.has_results())
                    .map(|r| (n, d.flagged(r)))
            })
            .collect();
        self
    }
}

/// Which document.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Doc {
    /// The score sheets of a round, to fill in at the tables.
    ScoreSheets { round: u32 },
    /// Every table of every round with its points.
    Report,
    /// The current standings ([`format::current_standings`]).
    Standings,
}

/// A document request, as the web app sends it to the PDF worker and the CLI builds it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Request {
    pub doc: Doc,
    #[serde(default)]
    pub options: Options,
}

/// Why a document could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PdfError {
    /// The round does not exist; holds the number of rounds there are.
    NoRound { round: u32, rounds: usize },
    /// The PDF library failed (damaged built-in fonts…).
    Writer(String),
}

impl raduno_engine::i18n::Localized for PdfError {
    fn text(&self, lang: Lang) -> String {
        match self {
            PdfError::NoRound { round, rounds } => msg::IoPdfNoRound {
                round: &round,
                rounds: &rounds,
            }
            .text(lang),
            PdfError::Writer(e) => msg::IoPdfWriteFailed { error: &e }.text(lang),
        }
    }
}

#[cfg(feature = "pdf")]
/// The document asked for, with its file name.
pub fn render(t: &Tournament, req: &Request) -> Result<(String, Vec<u8>), PdfError> {
    let o = &req.options;
    match req.doc {
        Doc::ScoreSheets { round } => {
            let bytes = score_sheets_with(t, round, o)?;
            let name = if o.reduced {
                reduced_file_name(t, round, o.lang)
            } else {
                file_name(t, round)
            };
            Ok((name, bytes))
        }
        Doc::Report => Ok((
            format!(
                "{}_{}.pdf",
                safe_stem(&t.settings.name),
                msg::IoReport.str(o.lang)
            ),
            full_report_with(t, o)?,
        )),
        Doc::Standings => Ok((
            format!(
                "{}_{}.pdf",
                safe_stem(&t.settings.name),
                msg::IoStandings.str(o.lang)
            ),
            standings_with(t, &format::current_standings(t), o.lang)?,
        )),
    }
}

/// `<tournament>_<N>.pdf`, as the legacy program named the score sheets of round N (characters that file
/// systems refuse are replaced by `_`).
pub fn file_name(t: &Tournament, round: u32) -> String {
    format!("{}_{round}.pdf", safe_stem(&t.settings.name))
}

/// `<tournament>_<N>_ridotta.pdf` (`_reduced` in English): the reduced print of round N's score sheets,
/// two a page, named apart from the full sheets so that one download does not replace the other.
pub fn reduced_file_name(t: &Tournament, round: u32, lang: Lang) -> String {
    format!(
        "{}_{round}_{}.pdf",
        safe_stem(&t.settings.name),
        msg::IoReduced.str(lang)
    )
}

/// "2026-05-17" as "17/05/2026"; anything else as written. The one date format of the prints and the
/// pages, in both languages (the home list too).
pub fn date_text(date: &str) -> String {
    let parts: Vec<&str> = date.trim().split('-').collect();
    match parts.as_slice() {
        [y, m, d] if y.len() == 4 && m.len() == 2 && d.len() == 2 => format!("{d}/{m}/{y}"),
        _ => date.trim().to_string(),
    }
}

#[cfg(feature = "pdf")]
fn fonts() -> Result<Fonts, PdfError> {
    Fonts::load().ok_or_else(|| PdfError::Writer("font".into()))
}

// ---------------------------------------------------------------------------------------------------
// The standings' table pages (players', teams', a circuit's)
/// The rule under a standings page's last row and its "Pagina 2 di 3".
#[cfg(feature = "pdf")]
fn page_end(c: &mut Canvas, y: f32, width: f32, page: usize, pages: usize, lang: Lang) {
    c.line(MARGIN, y, MARGIN + width, y, 0.5);
    let footer = msg::IoPageOf {
        page: &page,
        pages: &pages,
    }
    .text(lang);
    c.text_in(
        (MARGIN, width),
        PAGE_HEIGHT - MARGIN / 2.0,
        8.0,
        Font::Regular,
        Align::Right,
        &footer,
    );
}

/// The height of a one-line standings row (and of the header band).
#[cfg(feature = "pdf")]
const STANDINGS_ROW_H: f32 = 15.0;
/// Where a standings page's first row starts, under the title, subtitle and header band.
#[cfg(feature = "pdf")]
const STANDINGS_BODY_TOP: f32 = MARGIN + 46.0;
/// Where a standings page's rows end.
#[cfg(feature = "pdf")]
const STANDINGS_BOTTOM: f32 = PAGE_HEIGHT - MARGIN - 20.0;

/// One cell of a standings row, players' or teams': its lines (a name or club wrapped to its column),
/// the font, and a frame around it (a game won, as the legacy `Classifica` sheet marks it).
#[cfg(feature = "pdf")]
struct StandingsCell {
    lines: Vec<String>,
    font: Font,
    framed: bool,
}

#[cfg(feature = "pdf")]
impl StandingsCell {
    fn text(text: String, font: Font) -> StandingsCell {
        StandingsCell {
            lines: vec![text],
            font,
            framed: false,
        }
    }

    fn lines(lines: Vec<String>) -> StandingsCell {
        StandingsCell {
            lines,
            font: Font::Regular,
            framed: false,
        }
    }
}

/// Where a standings row stands: its top, its height (taller where a name or club wraps), shaded on
/// every other row, the type size and the distance between wrapped lines.
#[cfg(feature = "pdf")]
struct RowShape {
    y: f32,
    height: f32,
    shaded: bool,
    size: f32,
    line_h: f32,
}

/// A new standings page, players' or teams': title, subtitle and the grey band of column headers.
#[cfg(feature = "pdf")]
fn standings_page_top(
    c: &mut Canvas,
    title: &str,
    sub: &str,
    cols: &[(String, f32, Align)],
    size: f32,
) {
    c.add_page();
    c.text(MARGIN, MARGIN + 14.0, 15.0, Font::Bold, title);
    c.text(MARGIN, MARGIN + 28.0, 9.0, Font::Regular, sub);
    let hy = STANDINGS_BODY_TOP - STANDINGS_ROW_H;
    c.fill(MARGIN, hy, PAGE_WIDTH - 2.0 * MARGIN, STANDINGS_ROW_H, 0.85);
    let mut x = MARGIN;
    for (label, w, align) in cols {
        c.text_shrunk_in((x, *w), hy + 10.5, size, Font::Bold, *align, label);
        x += w;
    }
}

/// One standings row, players' or teams': each cell's lines in its column (a text too wide is set
/// smaller, then shortened), the frame of a won game.
#[cfg(feature = "pdf")]
fn standings_row(
    c: &mut Canvas,
    cols: &[(String, f32, Align)],
    cells: &[StandingsCell],
    at: &RowShape,
) {
    if at.shaded {
        c.fill(MARGIN, at.y, PAGE_WIDTH - 2.0 * MARGIN, at.height, 0.93);
    }
    let base = at.y + 10.5;
    let mut x = MARGIN;
    for ((_, w, align), cell) in cols.iter().zip(cells) {
        for (j, l) in cell.lines.iter().enumerate() {
            let y = base + j as f32 * at.line_h;
            c.text_shrunk_in((x, *w), y, at.size, cell.font, *align, l);
        }
        if cell.framed {
            let h = STANDINGS_ROW_H - 3.0;
            c.rect(x + 1.5, at.y + 1.5, w - 3.0, h, 0.9);
        }
        x += w;
    }
}

#[cfg(feature = "pdf")]
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_print_day_first() {
        assert_eq!(date_text("2026-05-17"), "17/05/2026");
        assert_eq!(date_text("maggio 2026"), "maggio 2026");
        assert_eq!(date_text(""), "");
    }

    #[test]
    fn file_names_lose_what_file_systems_refuse() {}

    #[test]
    fn requests_read_from_json() {
        let r: Request = serde_json::from_str(
            r#"{"doc":{"kind":"score-sheets","round":3},"options":{"reduced":true,"lang":"En"}}"#,
        )
        .expect("request");
        assert_eq!(r.doc, Doc::ScoreSheets { round: 3 });
        assert!(r.options.reduced);
        let r: Request = serde_json::from_str(r#"{"doc":{"kind":"standings"}}"#).expect("request");
        assert_eq!(r.options, Options::default());
    }
}
