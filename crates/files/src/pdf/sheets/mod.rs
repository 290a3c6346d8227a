//! The score sheets of a round: per table a title "Turno N - Tavolo N°k", the tournament's name, its
//! date and the organising club's logo, a grid with the columns the format records, Punti Torneo and
//! Firma, and a Note line; filled in, the full report's pages ([`super::report`]).

mod columns;
#[cfg(feature = "pdf")]
mod frame;
#[cfg(feature = "pdf")]
mod grid;

use columns::columns;
use columns::seat_rows;
use columns::Col;
#[cfg(feature = "pdf")]
use frame::{sheet_footer, sheet_header, sheet_height, SheetSizes};
#[cfg(feature = "pdf")]
use grid::seat_grid;

use super::*;
#[cfg(feature = "pdf")]
use crate::{pdf_draw::Picture, pdf_logo};
use raduno_engine::model::{Phase, Round, Table};

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
    /// Per round, the tables that no longer follow the rules ([`raduno_engine::journal::impact::drift`]).
    stale: std::collections::HashMap<u32, Vec<u32>>,
    links: &'a [(u32, u32, u32, String)],
}

#[cfg(feature = "pdf")]
impl SheetCtx<'_> {
    /// The cells of each seat's row of a table, as this document fills them.
    fn rows(&self, round: &Round, table: &Table) -> Vec<Vec<String>> {
        seat_rows(
            self.t,
            round,
            table,
            &self.cols,
            self.filled,
            self.decimals,
            self.lang,
        )
    }
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
/// One table's score sheet from `top`, within `height` points: the header, the seats' grid, then the
/// outcomes, notes and the follow page's QR code.
fn sheet(c: &mut Canvas, cx: &SheetCtx, round: &Round, table: &Table, top: f32, height: f32) {
    let z = SheetSizes::of(cx.reduced);
    let y = sheet_header(c, cx, round, table, top, &z);
    let y = seat_grid(c, cx, round, table, y, &z);
    sheet_footer(c, cx, round, table, y, (top, height));
}

#[cfg(feature = "pdf")]
/// Every (round, table) as sheets: one per page, or two per page with a cutting line.
pub(super) fn sheet_pages(
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
    sheet_pages(t, &tables, false, o, &title)
}
