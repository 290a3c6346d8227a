//! PDFs for the venue (the documents' rules (the workbook layout)): the score sheets of a round, the full report of every table of every
//! round with its points, and the standings. A4, black and white, written with printpdf in an embedded
//! DejaVu Sans Condensed that holds every Latin, Greek and Cyrillic letter ([`super::pdf_draw`]).
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

use super::file_name::safe_stem;
#[cfg(feature = "pdf")]
use super::pdf_draw::{Align, Canvas, Font, Fonts, Picture};
#[cfg(feature = "pdf")]
pub use super::pdf_draw::{PAGE_HEIGHT, PAGE_WIDTH};
#[cfg(feature = "pdf")]
use super::pdf_logo;
use crate::format::{self, Points, Standings};
use crate::i18n::{msg, Lang};
use crate::model::{OutcomeKind, Phase, Round, SeatResult, Table, Tournament};
use serde::{Deserialize, Serialize};

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
    /// [`crate::journal::impact::drift`] by the caller ([`Options::marking_stale`]): the PDF worker does not
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
        self.stale = crate::journal::impact::drifts(t)
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

impl crate::i18n::Localized for PdfError {
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

/// The tournament is over: its final standings are decided (the final played, or for formats without
/// a final every planned round played); for Othello, every planned round and any final complete.
pub fn is_over(t: &Tournament) -> bool {
    format::final_standings(t).is_some()
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
// Score sheets

/// A column of the score sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Col {
    /// Othello: Nero / Bianco.
    Colour,
    Name,
    /// Punti tavolo (Othello: discs).
    Points,
    /// The RisiKo! flag, a box to tick (formats whose result records it).
    Risiko,
    /// Master: punti fuori obiettivo.
    Outside,
    /// Master: the order of play, the tie-break after the points outside objective.
    PlayOrder,
    /// Gufo formats: order of elimination.
    Eliminated,
    /// Testa a testa: how the game ended.
    Outcome,
    /// The manual order among players level on points, where the format asks it.
    Tie,
    /// Punti torneo.
    Tournament,
    Signature,
}

/// The columns the format records (asked of its definition's [`format::Entry`], as the round page
/// does), with their share of the width; the name takes what the others leave.
fn columns(t: &Tournament) -> Vec<(Col, f32)> {
    let entry = format::def(t).entry();
    if entry.colours {
        return vec![
            (Col::Colour, 0.12),
            (Col::Name, 0.40),
            (Col::Points, 0.12),
            (Col::Tournament, 0.12),
            (Col::Signature, 0.24),
        ];
    }
    let mut cols = vec![(Col::Points, 0.10)];
    if entry.risiko {
        cols.push((Col::Risiko, 0.06));
    }
    if entry.outside_objective {
        cols.push((Col::Outside, 0.10));
        cols.push((Col::PlayOrder, 0.06));
    }
    if entry.eliminated {
        cols.push((Col::Eliminated, 0.11));
    }
    if entry.outcome {
        cols.push((Col::Outcome, 0.20));
    }
    // Level players are ordered by hand where no recorded tie-break (eliminations, the outcome)
    // decides them.
    if entry.tie_order && !entry.eliminated && !entry.outcome {
        cols.push((Col::Tie, 0.06));
    }
    cols.push((Col::Tournament, 0.11));
    cols.push((Col::Signature, 0.15));
    let name = 1.0 - cols.iter().map(|c| c.1).sum::<f32>();
    cols.insert(0, (Col::Name, name));
    cols
}

fn label(col: Col, colours: bool, lang: Lang) -> &'static str {
    match col {
        Col::Colour => msg::IoColour.str(lang),
        Col::Name => msg::CliName.str(lang),
        Col::Points if colours => msg::FormatDiscs.str(lang),
        Col::Points => msg::UiPoints.str(lang),
        Col::Risiko => "R!",
        Col::Outside => msg::IoOutsideObj.str(lang),
        Col::PlayOrder => msg::UiOrd.str(lang),
        Col::Tie => msg::UiTie.str(lang),
        Col::Eliminated => msg::UiEliminated.str(lang),
        Col::Outcome => msg::IoOutcome.str(lang),
        Col::Tournament if colours => msg::UiPoints.str(lang),
        Col::Tournament => msg::IoTournPoints.str(lang),
        Col::Signature => msg::IoSignature.str(lang),
    }
}

fn outcome_label(kind: OutcomeKind, lang: Lang) -> &'static str {
    match kind {
        OutcomeKind::WorldConquest => msg::UiWorldConquest.str(lang),
        OutcomeKind::RisikoEliminatesOther => msg::IoRisikoEliminatingOther.str(lang),
        OutcomeKind::RisikoEliminatesDummy => msg::IoRisikoEliminatingDummy.str(lang),
        OutcomeKind::Risiko => "RisiKo!",
        OutcomeKind::Points => msg::UiOnPoints.str(lang),
        OutcomeKind::Abandon => msg::UiAbandon.str(lang),
    }
}

/// The table points as the director entered them: "RisiKo!" (100 table points), "elim. k" for the k-th
/// from last eliminated.
fn entered(result: &SeatResult) -> String {
    match result.eliminated {
        Some(k) => format!("elim. {k}"),
        None if result.risiko => "RisiKo!".to_string(),
        None => result.points.to_string(),
    }
}

/// The cells of each seat's row.
fn seat_rows(
    t: &Tournament,
    round: &Round,
    table: &Table,
    cols: &[(Col, f32)],
    filled: bool,
    decimals: u8,
    lang: Lang,
) -> Vec<Vec<String>> {
    let tp: Option<Vec<Points>> = if filled {
        format::seat_points(t, round, table).ok()
    } else {
        None
    };
    // A two-seat board game (discs, colours): its score sheets say so.
    let colours = format::def(t).entry().colours;
    table
        .seats
        .iter()
        .enumerate()
        .map(|(i, seat)| {
            let r = seat.result.as_ref().filter(|_| filled);
            cols.iter()
                .map(|&(col, _)| match col {
                    Col::Colour => match i {
                        0 => msg::UiBlack.str(lang).into(),
                        1 => msg::UiWhite.str(lang).into(),
                        _ => String::new(),
                    },
                    Col::Name => match t.player(seat.player) {
                        Some(p) if p.club.is_empty() => p.full_name(),
                        Some(p) => format!("{} - {}", p.full_name(), p.club),
                        None => format!("ID {}", seat.player),
                    },
                    Col::Points => match r {
                        None => String::new(),
                        Some(r) if colours => r.points.to_string(),
                        Some(r) if cols.iter().any(|c| c.0 == Col::Eliminated) => {
                            if r.eliminated.is_some() {
                                String::new()
                            } else {
                                r.points.to_string()
                            }
                        }
                        Some(r) => {
                            // Level players show their manual tie order, as the legacy sheet's decimals did.
                            let level = table
                                .seats
                                .iter()
                                .filter_map(|o| o.result.as_ref())
                                .filter(|o| o.points == r.points && o.eliminated.is_none())
                                .count();
                            match r.tie_order {
                                Some(k) if level > 1 && r.eliminated.is_none() => {
                                    format!("{} ({k}°)", entered(r))
                                }
                                _ => entered(r),
                            }
                        }
                    },
                    Col::Outside => r
                        .and_then(|r| r.outside_objective)
                        .map_or(String::new(), |v| v.to_string()),
                    Col::Eliminated => r
                        .and_then(|r| r.eliminated)
                        .map_or(String::new(), |k| format!("elim. {k}")),
                    Col::Risiko => r
                        .filter(|r| r.risiko)
                        .map_or(String::new(), |_| "X".to_string()),
                    Col::PlayOrder => r
                        .and_then(|r| r.play_order)
                        .map_or(String::new(), |v| v.to_string()),
                    Col::Tie => r
                        .and_then(|r| r.tie_order)
                        .map_or(String::new(), |v| v.to_string()),
                    Col::Outcome => match table.outcome {
                        Some(o) if filled && o.seat as usize == i => {
                            outcome_label(o.kind, lang).to_string()
                        }
                        _ => String::new(),
                    },
                    Col::Tournament => tp
                        .as_ref()
                        .and_then(|v| v.get(i))
                        .map_or(String::new(), |p| p.to_decimal(decimals)),
                    Col::Signature => String::new(),
                })
                .collect()
        })
        .collect()
}

#[cfg(feature = "pdf")]
/// What every block of a document shares.
struct SheetCtx<'a> {
    t: &'a Tournament,
    logo: Option<Picture>,
    cols: Vec<(Col, f32)>,
    filled: bool,
    decimals: u8,
    lang: Lang,
    reduced: bool,
    /// Per round, the tables that no longer follow the rules ([`crate::journal::impact::drift`]).
    stale: std::collections::HashMap<u32, Vec<u32>>,
    links: &'a [(u32, u32, u32, String)],
}

fn phase_text(round: &Round, table: &Table, lang: Lang) -> String {
    let phase = match round.phase {
        Phase::Qualifying => "",
        Phase::Semifinal => msg::UiSemifinal.str(lang),
        Phase::Final => msg::UiFinal.str(lang),
    };
    let mut s = phase.to_string();
    if table.group > 0 {
        if !s.is_empty() {
            s.push_str(" - ");
        }
        s.push_str(&format!("{} {}", msg::IoGroup.str(lang), table.group));
    }
    if table.ghost {
        if !s.is_empty() {
            s.push_str(" - ");
        }
        s.push_str(msg::IoWithGhost.str(lang));
    }
    s
}

#[cfg(feature = "pdf")]
/// A score sheet's sizes in points: a sheet a page, or the reduced one of two sheets a page.
struct SheetSizes {
    head_h: f32,
    title: f32,
    row_h: f32,
    name: f32,
    head: f32,
}

#[cfg(feature = "pdf")]
impl SheetSizes {
    fn of(reduced: bool) -> Self {
        let (head_h, title, row_h, name, head) = if reduced {
            (44.0, 14.0, 28.0, 10.0, 9.0)
        } else {
            (64.0, 18.0, 34.0, 12.0, 10.0)
        };
        SheetSizes {
            head_h,
            title,
            row_h,
            name,
            head,
        }
    }
}

#[cfg(feature = "pdf")]
/// One table's score sheet from `top`, within `height` points: the header, the seats' grid, then the
/// outcomes, notes and the follow page's QR code.
fn sheet(c: &mut Canvas, cx: &SheetCtx, round: &Round, table: &Table, top: f32, height: f32) {
    let z = SheetSizes::of(cx.reduced);
    let y = sheet_header(c, cx, round, table, top, &z);
    let y = seat_grid(c, cx, round, table, y, &z);
    sheet_footer(c, cx, round, table, y, (top, height));
}

#[cfg(feature = "pdf")]
/// The height a full-size sheet needs: its header, the seats' grid (rows grown by a wrapped name or a
/// QR code as [`seat_grid`] grows them), the outcomes and stale lines, and the notes with three ruled
/// lines.
fn sheet_height(c: &Canvas, cx: &SheetCtx, round: &Round, table: &Table) -> f32 {
    let z = SheetSizes::of(cx.reduced);
    let qr = super::pdf_qr::seat_qr_size(cx.links, (round.number, table.number), cx.reduced);
    let width = PAGE_WIDTH - 2.0 * MARGIN - if qr > 0.0 { qr + 4.0 } else { 0.0 };
    let name_w = cx
        .cols
        .iter()
        .find(|c| c.0 == Col::Name)
        .map_or(width, |c| c.1 * width);
    let rows = seat_rows(
        cx.t,
        round,
        table,
        &cx.cols,
        cx.filled,
        cx.decimals,
        cx.lang,
    );
    let name_at = cx.cols.iter().position(|c| c.0 == Col::Name);
    let line_h = z.name + 2.0;
    let grid: f32 = rows
        .iter()
        .map(|cells| {
            let lines = name_at.and_then(|i| cells.get(i)).map_or(1, |text| {
                c.fonts
                    .wrap(text, Font::Regular, z.name, (name_w - 6.0).max(1.0))
                    .len()
            });
            f32::max(f32::max(z.row_h, qr + 6.0), lines as f32 * line_h + 10.0)
        })
        .sum();
    // The header's right column: the name (up to two lines), the date and the place.
    let header = z.head_h + 14.0;
    let outcome = if cx.cols.iter().any(|c| c.0 == Col::Outcome) {
        14.0
    } else {
        0.0
    };
    let stale = if cx
        .stale
        .get(&round.number)
        .is_some_and(|ts| ts.contains(&table.number))
    {
        16.0
    } else {
        0.0
    };
    header + 18.0 + grid + outcome + stale + 22.0 + 3.0 * 20.0 + 6.0
}

#[cfg(feature = "pdf")]
/// The header: logo, title and phase on the left; tournament, date and place on the right. Gives where
/// the grid starts (lower where the header's lines wrapped).
fn sheet_header(
    c: &mut Canvas,
    cx: &SheetCtx,
    round: &Round,
    table: &Table,
    top: f32,
    z: &SheetSizes,
) -> f32 {
    let width = PAGE_WIDTH - 2.0 * MARGIN;
    let x0 = MARGIN;
    let t = cx.t;
    let lang = cx.lang;
    let mut tx = x0;
    if let Some(logo) = &cx.logo {
        let w = c.picture(logo, x0, top, z.head_h * 1.6, z.head_h - 6.0);
        tx += w + 10.0;
    }
    c.text(
        tx,
        top + z.title,
        z.title,
        Font::Bold,
        &msg::EveningSheetTitle {
            round: &round.number,
            table: &table.number,
        }
        .text(lang),
    );
    let phase = phase_text(round, table, lang);
    if !phase.is_empty() {
        c.text(tx, top + z.title + 15.0, z.head, Font::Regular, &phase);
    }
    let rw = (x0 + width - tx) * 0.55;
    // The tournament's name wraps: nothing is cut.
    let mut right_y = top + 12.0;
    for line in c
        .fonts
        .wrap(&t.settings.name, Font::Bold, z.head + 1.0, rw - 6.0)
    {
        c.text_in(
            (x0 + width - rw, rw),
            right_y,
            z.head + 1.0,
            Font::Bold,
            Align::Right,
            &line,
        );
        right_y += z.head + 3.0;
    }
    right_y += 1.0;
    let date = date_text(&t.settings.date);
    if !date.is_empty() {
        c.text_in(
            (x0 + width - rw, rw),
            right_y,
            z.head,
            Font::Regular,
            Align::Right,
            &date,
        );
        right_y += 13.0;
    }
    let place: Vec<&str> = [t.settings.venue.trim(), t.settings.organizer.trim()]
        .into_iter()
        .filter(|s| !s.is_empty())
        .collect();
    if !place.is_empty() {
        for line in c
            .fonts
            .wrap(&place.join(" - "), Font::Regular, z.head - 1.0, rw - 6.0)
        {
            c.text_in(
                (x0 + width - rw, rw),
                right_y,
                z.head - 1.0,
                Font::Regular,
                Align::Right,
                &line,
            );
            right_y += z.head + 1.0;
        }
    }
    (top + z.head_h).max(right_y + 2.0)
}

#[cfg(feature = "pdf")]
/// The seats' grid from `y`, a row a seat; gives where it ends. With the players' phones, a column of
/// QR codes at its right, one on each seat's line.
fn seat_grid(
    c: &mut Canvas,
    cx: &SheetCtx,
    round: &Round,
    table: &Table,
    y: f32,
    z: &SheetSizes,
) -> f32 {
    let qr = super::pdf_qr::seat_qr_size(cx.links, (round.number, table.number), cx.reduced);
    let width = PAGE_WIDTH - 2.0 * MARGIN - if qr > 0.0 { qr + 4.0 } else { 0.0 };
    let x0 = MARGIN;
    let t = cx.t;
    let lang = cx.lang;
    let xs: Vec<(f32, f32)> = {
        let mut x = x0;
        cx.cols
            .iter()
            .map(|&(_, f)| {
                let w = f * width;
                let r = (x, w);
                x += w;
                r
            })
            .collect()
    };
    // A two-seat board game (discs, colours): its score sheets say so.
    let colours = format::def(t).entry().colours;
    let rows = seat_rows(t, round, table, &cx.cols, cx.filled, cx.decimals, lang);
    let header_h = 18.0;
    c.fill(x0, y, width, header_h, 0.88);
    for (&(col, _), &xw) in cx.cols.iter().zip(&xs) {
        c.text_shrunk_in(
            xw,
            y + 12.5,
            9.0,
            Font::Bold,
            Align::Center,
            label(col, colours, lang),
        );
    }
    // A long name or club wraps inside its column: the row grows, nothing is cut.
    let line_h = z.name + 2.0;
    let name_lines: Vec<Vec<String>> = rows
        .iter()
        .map(|cells| {
            cx.cols
                .iter()
                .zip(&xs)
                .zip(cells)
                .find(|((&(col, _), _), _)| col == Col::Name)
                .map(|((_, &(_, w)), text)| {
                    c.fonts
                        .wrap(text, Font::Regular, z.name, (w - 6.0).max(1.0))
                })
                .unwrap_or_default()
        })
        .collect();
    let heights: Vec<f32> = name_lines
        .iter()
        .map(|l| f32::max(f32::max(z.row_h, qr + 6.0), l.len() as f32 * line_h + 10.0))
        .collect();
    let grid_h = header_h + heights.iter().sum::<f32>().max(z.row_h);
    c.rect(x0, y, width, grid_h, 0.8);
    c.line(x0, y + header_h, x0 + width, y + header_h, 0.8);
    let mut row_top = y + header_h;
    let tops: Vec<f32> = heights
        .iter()
        .map(|h| {
            let top = row_top;
            row_top += h;
            top
        })
        .collect();
    for &ly in tops.iter().skip(1) {
        c.line(x0, ly, x0 + width, ly, 0.4);
    }
    for &(x, _) in xs.iter().skip(1) {
        c.line(x, y, x, y + grid_h, 0.4);
    }
    for (i, cells) in rows.iter().enumerate() {
        super::pdf_qr::seat_qr(
            c,
            cx.links,
            (round.number, table.number, i as u32 + 1),
            (x0 + width + 4.0 + qr, tops[i] + (heights[i] + qr) / 2.0),
            qr,
        );
        let base = tops[i] + heights[i] / 2.0 + z.name * 0.35;
        for ((&(col, _), &xw), text) in cx.cols.iter().zip(&xs).zip(cells) {
            let (font, align, size) = match col {
                Col::Name => {
                    let lines = &name_lines[i];
                    let first = base - (lines.len().saturating_sub(1) as f32) * line_h / 2.0;
                    for (k, line) in lines.iter().enumerate() {
                        c.text(
                            xw.0 + 3.0,
                            first + k as f32 * line_h,
                            z.name,
                            Font::Regular,
                            line,
                        );
                    }
                    continue;
                }
                // An empty box to tick for the RisiKo! flag.
                Col::Risiko if text.is_empty() => {
                    let side = 10.0;
                    c.rect(
                        xw.0 + (xw.1 - side) / 2.0,
                        tops[i] + (heights[i] - side) / 2.0,
                        side,
                        side,
                        0.6,
                    );
                    continue;
                }
                Col::Tournament => (Font::Bold, Align::Center, 10.0),
                Col::Colour => (Font::Bold, Align::Center, 10.0),
                _ => (Font::Regular, Align::Center, 10.0),
            };
            c.text_shrunk_in(xw, base, size, font, align, text);
        }
    }
    y + grid_h
}

#[cfg(feature = "pdf")]
/// Under the grid from `y`: the outcomes to choose from, a stale table's warning, the notes' ruled
/// lines down to the sheet's bottom.
fn sheet_footer(
    c: &mut Canvas,
    cx: &SheetCtx,
    round: &Round,
    table: &Table,
    mut y: f32,
    (top, height): (f32, f32),
) {
    let width = PAGE_WIDTH - 2.0 * MARGIN;
    let x0 = MARGIN;
    let lang = cx.lang;
    if cx.cols.iter().any(|c| c.0 == Col::Outcome) {
        y += 14.0;
        let kinds = [
            OutcomeKind::WorldConquest,
            OutcomeKind::RisikoEliminatesOther,
            OutcomeKind::RisikoEliminatesDummy,
            OutcomeKind::Risiko,
            OutcomeKind::Points,
            OutcomeKind::Abandon,
        ];
        let list: Vec<&str> = kinds.iter().map(|&k| outcome_label(k, lang)).collect();
        c.text_in(
            (x0 - 3.0, width + 6.0),
            y,
            8.0,
            Font::Regular,
            Align::Left,
            &format!("{}: {}", msg::IoOutcome.str(lang), list.join(" · ")),
        );
    }
    // A table the rules no longer give (an earlier round corrected after the draw) says so on paper.
    if cx
        .stale
        .get(&round.number)
        .is_some_and(|tables| tables.contains(&table.number))
    {
        y += 16.0;
        c.text_shrunk_in(
            (x0, width),
            y,
            10.0,
            Font::Bold,
            Align::Left,
            msg::IoPdfStaleTableWarning.str(lang),
        );
    }
    y += 22.0;
    let note = msg::IoNotes.str(lang);
    c.text(x0, y, 10.0, Font::Bold, note);
    let note_w = c.fonts.width(note, Font::Bold, 10.0) + 6.0;
    c.line(x0 + note_w, y + 1.0, x0 + width, y + 1.0, 0.4);
    // More ruled lines where the page leaves room.
    let bottom = top + height - 6.0;
    let mut ly = y + 20.0;
    let mut lines = 0;
    while ly <= bottom && lines < if cx.reduced { 3 } else { 6 } {
        c.line(x0, ly + 1.0, x0 + width, ly + 1.0, 0.4);
        ly += 20.0;
        lines += 1;
    }
}

#[cfg(feature = "pdf")]
/// Every (round, table) as sheets: one per page, or two per page with a cutting line.
fn sheets(
    t: &Tournament,
    tables: &[(&Round, &Table)],
    filled: bool,
    o: &Options,
    title: &str,
) -> Result<Vec<u8>, PdfError> {
    let fonts = fonts()?;
    let mut c = Canvas::new(title, &fonts).map_err(PdfError::Writer)?;
    let cx = SheetCtx {
        t,
        // A logo that cannot be read is left out; the settings page refuses such files anyway.
        logo: (!t.settings.logo.is_empty())
            .then(|| pdf_logo::picture(&t.settings.logo).ok())
            .flatten(),
        cols: columns(t),
        filled,
        decimals: if filled {
            format::standings(t, t.rounds.len() as u32).decimals
        } else {
            0
        },
        lang: o.lang,
        reduced: o.reduced,
        stale: o.stale.iter().cloned().collect(),
        links: &o.links,
    };
    let usable = PAGE_HEIGHT - 2.0 * MARGIN;
    if o.reduced {
        let half = usable / 2.0;
        for pair in tables.chunks(2) {
            c.add_page();
            sheet(&mut c, &cx, pair[0].0, pair[0].1, MARGIN, half - 14.0);
            if let Some(&(round, table)) = pair.get(1) {
                c.dashed_line(
                    MARGIN / 2.0,
                    MARGIN + half,
                    PAGE_WIDTH - MARGIN / 2.0,
                    MARGIN + half,
                );
                sheet(&mut c, &cx, round, table, MARGIN + half + 14.0, half - 14.0);
            }
        }
    } else {
        // Two sheets a page where both fit in half of it (a table of up to five seats, without a long
        // name's wrapping or the phones' QR codes making it taller): no half-empty pages; a sheet that does not fit in half has its page.
        let half = usable / 2.0;
        let fits = |c: &Canvas, round: &Round, table: &Table| {
            sheet_height(c, &cx, round, table) <= half - 14.0
        };
        let mut k = 0;
        while let Some(&(round, table)) = tables.get(k) {
            let pair = tables
                .get(k + 1)
                .copied()
                .filter(|&(r2, t2)| fits(&c, round, table) && fits(&c, r2, t2));
            c.add_page();
            match pair {
                Some((r2, t2)) => {
                    sheet(&mut c, &cx, round, table, MARGIN, half - 14.0);
                    c.dashed_line(
                        MARGIN / 2.0,
                        MARGIN + half,
                        PAGE_WIDTH - MARGIN / 2.0,
                        MARGIN + half,
                    );
                    sheet(&mut c, &cx, r2, t2, MARGIN + half + 14.0, half - 14.0);
                    k += 2;
                }
                None => {
                    sheet(&mut c, &cx, round, table, MARGIN, usable);
                    k += 1;
                }
            }
        }
    }
    c.finish().map_err(PdfError::Writer)
}

#[cfg(feature = "pdf")]
/// The score sheets of round `round` (empty cells, to be filled in at the table), one per page, in
/// Italian; `None` if the round does not exist. File name: [`file_name`].
pub fn score_sheets(t: &Tournament, round: u32) -> Option<Vec<u8>> {
    score_sheets_with(t, round, &Options::default()).ok()
}

#[cfg(feature = "pdf")]
/// The score sheets of round `round` as asked.
pub fn score_sheets_with(t: &Tournament, round: u32, o: &Options) -> Result<Vec<u8>, PdfError> {
    let r = t.round(round).ok_or(PdfError::NoRound {
        round,
        rounds: t.rounds.len(),
    })?;
    let tables: Vec<(&Round, &Table)> = r.tables.iter().map(|tab| (r, tab)).collect();
    let title = format!("{} - {} {round}", t.settings.name, msg::UiRound.str(o.lang));
    sheets(t, &tables, false, o, &title)
}

#[cfg(feature = "pdf")]
/// Every table of every round with its points and tournament points filled in, two per page.
pub fn full_report(t: &Tournament) -> Vec<u8> {
    let o = Options {
        reduced: true,
        lang: Lang::It,
        ..Default::default()
    };
    full_report_with(t, &o).unwrap_or_default()
}

#[cfg(feature = "pdf")]
/// The full report as asked.
pub fn full_report_with(t: &Tournament, o: &Options) -> Result<Vec<u8>, PdfError> {
    let tables: Vec<(&Round, &Table)> = t
        .rounds
        .iter()
        .flat_map(|r| r.tables.iter().map(move |tab| (r, tab)))
        .collect();
    let title = format!("{} - {}", t.settings.name, msg::IoReportTitle.str(o.lang));
    sheets(t, &tables, true, o, &title)
}

// ---------------------------------------------------------------------------------------------------
// Standings

/// The format's tie-break columns after the round points: their labels and, per row, the values (the
/// standings carry them, so the PDF shows what the app shows).
fn tiebreak_columns(s: &Standings, lang: Lang) -> Vec<(String, Vec<String>)> {
    s.shown_columns()
        .map(|(i, c)| {
            let values = s
                .rows
                .iter()
                .map(|r| c.show(r.tiebreaks.get(i).copied().flatten(), s.decimals))
                .collect();
            (c.short_label(lang).to_string(), values)
        })
        .collect()
}

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

/// The standings as a table: position, name, club (wrapped), the points of each round (the games won in
/// bold and framed, as the legacy `Classifica` sheet), wins, total and the format's tie-break columns; page
/// numbers. Says "Classifica finale" when the tournament is over ([`is_over`]).
#[cfg(feature = "pdf")]
pub fn standings_pdf(t: &Tournament, s: &Standings, lang: Lang) -> Vec<u8> {
    standings_with(t, s, lang).unwrap_or_default()
}

#[cfg(feature = "pdf")]
/// [`standings_pdf`], with the error if the PDF cannot be written.
pub fn standings_with(t: &Tournament, s: &Standings, lang: Lang) -> Result<Vec<u8>, PdfError> {
    let fonts = fonts()?;
    let rounds = s.rows.iter().map(|r| r.rounds.len()).max().unwrap_or(0);
    let extra = tiebreak_columns(s, lang);
    let layout = StandingsLayout::new(&extra, rounds, lang);
    let (title, sub) = standings_titles(t, rounds, lang);
    let laid = lay_rows(t, s, &fonts, &layout, lang);
    let pages = paginate(&laid);
    // The team tournament: the clubs' standings on pages of their own after the players'.
    let teams = format::team_standings(t, s).unwrap_or_default();
    let per_team_page = ((STANDINGS_BOTTOM - STANDINGS_BODY_TOP) / STANDINGS_ROW_H)
        .floor()
        .max(1.0) as usize;
    let team_pages: Vec<&[format::TeamRow]> = teams.chunks(per_team_page).collect();
    let n_pages = pages.len() + team_pages.len();
    // Each value with the format's decimals, more only where it needs them (as the app shows it).
    let shown = format::def(t).decimals;
    let width = PAGE_WIDTH - 2.0 * MARGIN;

    let mut c = Canvas::new(&title, &fonts).map_err(PdfError::Writer)?;
    let pages_before = pages.len();
    for (p, range) in pages.into_iter().enumerate() {
        standings_page_top(&mut c, &title, &sub, &layout.cols, layout.size);
        let mut y = STANDINGS_BODY_TOP;
        for (k, i) in range.enumerate() {
            let cells = player_cells(&s.rows[i], &laid[i], i, rounds, &extra, shown);
            let shape = RowShape {
                y,
                height: laid[i].height,
                shaded: k % 2 == 1,
                size: layout.size,
                line_h: layout.line_h(),
            };
            standings_row(&mut c, &layout.cols, &cells, &shape);
            y += laid[i].height;
        }
        page_end(&mut c, y, width, p + 1, n_pages, lang);
    }
    let team_title = format!("{} - {}", t.settings.name, msg::CliTeamStandings.str(lang));
    for (k, chunk) in team_pages.iter().enumerate() {
        let page = (pages_before + k + 1, n_pages);
        team_page(
            &mut c,
            (&team_title, &sub),
            chunk,
            &layout,
            shown,
            page,
            lang,
        );
    }
    c.finish().map_err(PdfError::Writer)
}

#[cfg(feature = "pdf")]
/// The standings' columns: position, name, club, a column a round, wins, total and the tie-breaks;
/// the rounds narrower (and the text smaller) when there are many.
struct StandingsLayout {
    cols: Vec<(String, f32, Align)>,
    size: f32,
    name_w: f32,
    club_w: f32,
}

#[cfg(feature = "pdf")]
impl StandingsLayout {
    const POS_W: f32 = 28.0;

    fn new(extra: &[(String, Vec<String>)], rounds: usize, lang: Lang) -> Self {
        let width = PAGE_WIDTH - 2.0 * MARGIN;
        let (pos_w, wins_w, total_w) = (Self::POS_W, 30.0, 46.0);
        // Room for the longest tie-break header or value, at least 34 points.
        let extra_w = extra
            .iter()
            .flat_map(|(l, values)| std::iter::once(l).chain(values))
            .map(|v| v.chars().count() as f32 * 5.2 + 8.0)
            .fold(34.0, f32::max);
        let fixed = pos_w + wins_w + total_w + extra_w * extra.len() as f32;
        let round_w = if rounds == 0 {
            0.0
        } else {
            ((width - fixed - 220.0) / rounds as f32).clamp(22.0, 48.0)
        };
        let size = if round_w < 32.0 { 7.5 } else { 9.0 };
        let rest = (width - fixed - round_w * rounds as f32).max(120.0);
        let (name_w, club_w) = (rest * 0.55, rest * 0.45);
        let mut cols: Vec<(String, f32, Align)> = vec![
            (msg::IoPos.str(lang).into(), pos_w, Align::Right),
            (msg::CliName.str(lang).into(), name_w, Align::Left),
            (msg::IoClubOrFamily.str(lang).into(), club_w, Align::Left),
        ];
        cols.extend((1..=rounds).map(|n| (format!("pt{n}"), round_w, Align::Right)));
        cols.push((msg::IoWins.str(lang).into(), wins_w, Align::Right));
        cols.push((msg::IoTotal.str(lang).into(), total_w, Align::Right));
        cols.extend(
            extra
                .iter()
                .map(|(l, _)| (l.clone(), extra_w, Align::Right)),
        );
        StandingsLayout {
            cols,
            size,
            name_w,
            club_w,
        }
    }

    fn line_h(&self) -> f32 {
        self.size + 3.0
    }
}

#[cfg(feature = "pdf")]
/// The title ("Classifica finale" when the tournament is over) and the line under it: after which
/// round, the date, who the final made 1st.
fn standings_titles(t: &Tournament, rounds: usize, lang: Lang) -> (String, String) {
    let over = is_over(t);
    let title = format!(
        "{} - {}",
        t.settings.name,
        if over {
            msg::UiFinalStandings.str(lang)
        } else {
            msg::CliStandings.str(lang)
        }
    );
    // The rounds the standings count (an Othello final's games are not rounds of the Swiss).
    let played = rounds as u32;
    let mut sub = if over {
        msg::IoTournamentOver.str(lang).to_string()
    } else {
        msg::IoAfterRound { played: &played }.text(lang)
    };
    let date = date_text(&t.settings.date);
    if !date.is_empty() {
        sub = format!("{sub} - {date}");
    }
    // Who the final made 1st.
    if let Some(decided) = format::final_decided(t) {
        sub = format!("{sub} - {}", decided.text(lang));
    }
    (title, sub)
}

#[cfg(feature = "pdf")]
/// A standings row's lines: name and club wrap inside their columns; the row grows to hold them.
struct LaidRow {
    name: Vec<String>,
    club: Vec<String>,
    height: f32,
}

#[cfg(feature = "pdf")]
fn lay_rows(
    t: &Tournament,
    s: &Standings,
    fonts: &Fonts,
    layout: &StandingsLayout,
    lang: Lang,
) -> Vec<LaidRow> {
    let (size, pad) = (layout.size, 3.0);
    s.rows
        .iter()
        .map(|row| {
            let player = t.player(row.player);
            let name = player.map_or(format!("ID {}", row.player), |p| p.full_name());
            let name = if row.withdrawn {
                format!("{name} ({})", msg::CliWithdrawn.str(lang))
            } else {
                name
            };
            let club = player.map_or(String::new(), |p| p.club.clone());
            let name = fonts.wrap(&name, Font::Regular, size, layout.name_w - 2.0 * pad);
            let club = fonts.wrap(&club, Font::Regular, size, layout.club_w - 2.0 * pad);
            let lines = name.len().max(club.len()).max(1) as f32;
            LaidRow {
                name,
                club,
                height: STANDINGS_ROW_H + (lines - 1.0) * layout.line_h(),
            }
        })
        .collect()
}

#[cfg(feature = "pdf")]
/// Pages: rows in order until the page is full.
fn paginate(laid: &[LaidRow]) -> Vec<std::ops::Range<usize>> {
    let mut pages = Vec::new();
    let mut start = 0;
    let mut y = STANDINGS_BODY_TOP;
    for (i, r) in laid.iter().enumerate() {
        if y + r.height > STANDINGS_BOTTOM && i > start {
            pages.push(start..i);
            start = i;
            y = STANDINGS_BODY_TOP;
        }
        y += r.height;
    }
    pages.push(start..laid.len());
    pages
}

#[cfg(feature = "pdf")]
/// One player's cells: position, name, club, each round's points (games won bold and framed), wins,
/// total, then the tie-break columns in the format's order, as the app shows them.
fn player_cells(
    row: &format::StandingRow,
    lay: &LaidRow,
    i: usize,
    rounds: usize,
    extra: &[(String, Vec<String>)],
    shown: u8,
) -> Vec<StandingsCell> {
    let mut cells = vec![
        StandingsCell::text(row.pos.to_string(), Font::Regular),
        StandingsCell::lines(lay.name.clone()),
        StandingsCell::lines(lay.club.clone()),
    ];
    cells.extend((0..rounds).map(|n| {
        let won = row.won.get(n).copied().unwrap_or(false);
        let v = row
            .rounds
            .get(n)
            .copied()
            .flatten()
            .map_or(String::new(), |v| v.shown(shown));
        let font = if won { Font::Bold } else { Font::Regular };
        StandingsCell {
            framed: won,
            ..StandingsCell::text(v, font)
        }
    }));
    cells.push(StandingsCell::text(row.wins.to_string(), Font::Regular));
    cells.push(StandingsCell::text(row.total.shown(shown), Font::Bold));
    cells.extend(extra.iter().map(|(_, values)| {
        StandingsCell::text(values.get(i).cloned().unwrap_or_default(), Font::Regular)
    }));
    cells
}

#[cfg(feature = "pdf")]
/// A page of the clubs' standings (the team tournament): position, club, players, wins, total.
fn team_page(
    c: &mut Canvas,
    (title, sub): (&str, &str),
    chunk: &[format::TeamRow],
    layout: &StandingsLayout,
    shown: u8,
    (page, pages): (usize, usize),
    lang: Lang,
) {
    let width = PAGE_WIDTH - 2.0 * MARGIN;
    let pos_w = StandingsLayout::POS_W;
    let team_cols: Vec<(String, f32, Align)> = vec![
        (msg::IoPos.str(lang).into(), pos_w, Align::Right),
        (
            msg::CliTeamClub.str(lang).into(),
            width - pos_w - 3.0 * 60.0,
            Align::Left,
        ),
        (msg::UiPlayers.str(lang).into(), 60.0, Align::Right),
        (msg::IoWins.str(lang).into(), 60.0, Align::Right),
        (msg::IoTotal.str(lang).into(), 60.0, Align::Right),
    ];
    standings_page_top(c, title, sub, &team_cols, layout.size);
    let mut y = STANDINGS_BODY_TOP;
    for (i, r) in chunk.iter().enumerate() {
        let cells = [
            r.pos.to_string(),
            r.club.clone(),
            r.players.to_string(),
            r.wins.to_string(),
            r.total.shown(shown),
        ]
        .map(|v| StandingsCell::text(v, Font::Regular));
        let shape = RowShape {
            y,
            height: STANDINGS_ROW_H,
            shaded: i % 2 == 1,
            size: layout.size,
            line_h: layout.line_h(),
        };
        standings_row(c, &team_cols, &cells, &shape);
        y += STANDINGS_ROW_H;
    }
    page_end(c, y, width, page, pages, lang);
}

/// A circuit's standings (the circuits' rules) in the standings' layout: position, name, club (wrapped), total,
/// tournaments played, and each counted result (tournament, place, points) with the dropped ones in
/// brackets; the players under the minimum of tournaments on their own pages after, unranked.
#[cfg(feature = "pdf")]
pub fn circuit_pdf(s: &crate::io::printed::Printed, lang: Lang) -> Result<Vec<u8>, PdfError> {
    let fonts = fonts()?;
    let width = PAGE_WIDTH - 2.0 * MARGIN;
    let size = 8.5;
    let (pos_w, total_w, events_w) = (28.0, 52.0, 36.0);
    let rest = width - pos_w - total_w - events_w;
    let (name_w, club_w, results_w) = (rest * 0.26, rest * 0.2, rest * 0.54);
    let cols: Vec<(String, f32, Align)> = vec![
        (msg::IoPos.str(lang).into(), pos_w, Align::Right),
        (msg::CliName.str(lang).into(), name_w, Align::Left),
        ("Club".into(), club_w, Align::Left),
        (
            msg::UiCircuitTotalHeader.str(lang).into(),
            total_w,
            Align::Right,
        ),
        (msg::UiEvents.str(lang).into(), events_w, Align::Right),
        (
            msg::CircuitCountedResultsDropped.str(lang).into(),
            results_w,
            Align::Left,
        ),
    ];
    let name = if s.name.is_empty() {
        msg::UiCircuit.str(lang).to_string()
    } else {
        s.name.clone()
    };
    let title = format!("{name} - {}", msg::UiCircuitStandings.str(lang));
    let sub = msg::IoTournaments {
        count: &s.tournaments.len(),
        names: &s.tournaments.join(", "),
    }
    .text(lang);
    let sub: String = if sub.chars().count() > 160 {
        sub.chars().take(157).collect::<String>() + "..."
    } else {
        sub
    };
    let line_h = size + 3.0;
    let pad = 3.0;
    struct Laid {
        cells: Vec<StandingsCell>,
        height: f32,
    }
    let lay = |r: &crate::io::printed::PrintedRow| -> Laid {
        let mut results: Vec<String> = r.counted.iter().map(|x| s.result_text(x, lang)).collect();
        results.extend(
            r.dropped
                .iter()
                .map(|x| format!("[{}]", s.result_text(x, lang))),
        );
        let name = fonts.wrap(&r.full_name(), Font::Regular, size, name_w - 2.0 * pad);
        let club = fonts.wrap(&r.club, Font::Regular, size, club_w - 2.0 * pad);
        let results = fonts.wrap(
            &results.join(", "),
            Font::Regular,
            size,
            results_w - 2.0 * pad,
        );
        let lines = name.len().max(club.len()).max(results.len()).max(1) as f32;
        Laid {
            cells: vec![
                StandingsCell::text(r.pos.map_or("-".into(), |p| p.to_string()), Font::Regular),
                StandingsCell::lines(name),
                StandingsCell::lines(club),
                StandingsCell::text(r.total.clone(), Font::Bold),
                StandingsCell::text(r.events.to_string(), Font::Regular),
                StandingsCell::lines(results),
            ],
            height: STANDINGS_ROW_H + (lines - 1.0) * line_h,
        }
    };
    let bottom = PAGE_HEIGHT - MARGIN - 20.0;
    // Pages of ranked players, then pages of unranked ones (their own title).
    let unranked_title = format!("{name} - {}", msg::UiCircuitUnranked.str(lang));
    let mut pages: Vec<(String, Vec<Laid>)> = Vec::new();
    for (head, rows) in [(&title, &s.rows), (&unranked_title, &s.unranked)] {
        if rows.is_empty() && !std::ptr::eq(head, &title) {
            continue;
        }
        let mut page: Vec<Laid> = Vec::new();
        let mut y = STANDINGS_BODY_TOP;
        for r in rows.iter() {
            let l = lay(r);
            if y + l.height > bottom && !page.is_empty() {
                pages.push((head.clone(), std::mem::take(&mut page)));
                y = STANDINGS_BODY_TOP;
            }
            y += l.height;
            page.push(l);
        }
        pages.push((head.clone(), page));
    }
    let n_pages = pages.len();
    let mut c = Canvas::new(&title, &fonts).map_err(PdfError::Writer)?;
    for (p, (head, rows)) in pages.into_iter().enumerate() {
        standings_page_top(&mut c, &head, &sub, &cols, size);
        let mut y = STANDINGS_BODY_TOP;
        for (k, l) in rows.iter().enumerate() {
            let shape = RowShape {
                y,
                height: l.height,
                shaded: k % 2 == 1,
                size,
                line_h,
            };
            standings_row(&mut c, &cols, &l.cells, &shape);
            y += l.height;
        }
        page_end(&mut c, y, width, p + 1, n_pages, lang);
    }
    c.finish().map_err(PdfError::Writer)
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
