//! A score sheet's frame: its height, the header (title, tournament, date, logo) and the footer (Note,
//! signatures).

use super::columns::outcome_label;
use super::columns::Col;
use super::phase_text;
use super::SheetCtx;
use crate::pdf::*;
use raduno_engine::model::{OutcomeKind, Round, Table};

#[cfg(feature = "pdf")]
/// A score sheet's sizes in points: a sheet a page, or the reduced one of two sheets a page.
pub(super) struct SheetSizes {
    pub(super) head_h: f32,
    pub(super) title: f32,
    pub(super) row_h: f32,
    pub(super) name: f32,
    pub(super) head: f32,
}

#[cfg(feature = "pdf")]
impl SheetSizes {
    pub(super) fn of(reduced: bool) -> Self {
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
/// The height a full-size sheet needs: its header, the seats' grid (rows grown by a wrapped name or a
/// QR code as [`seat_grid`] grows them), the outcomes and stale lines, and the notes with three ruled
/// lines.
pub(super) fn sheet_height(c: &Canvas, cx: &SheetCtx, round: &Round, table: &Table) -> f32 {
    let z = SheetSizes::of(cx.reduced);
    let qr = crate::pdf_qr::seat_qr_size(cx.links, (round.number, table.number), cx.reduced);
    let width = PAGE_WIDTH - 2.0 * MARGIN - if qr > 0.0 { qr + 4.0 } else { 0.0 };
    let name_w = cx
        .cols
        .iter()
        .find(|c| c.0 == Col::Name)
        .map_or(width, |c| c.1 * width);
    let rows = cx.rows(round, table);
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
pub(super) fn sheet_header(
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
    let right_y = header_right(c, t, (x0 + width - rw, rw), top, z);
    (top + z.head_h).max(right_y + 2.0)
}

/// The header's right block in the band `(x, width)` from `top`: the tournament's name (wrapped:
/// nothing is cut), its date, its venue and organiser. Gives where it ends.
fn header_right(c: &mut Canvas, t: &Tournament, band: (f32, f32), top: f32, z: &SheetSizes) -> f32 {
    let rw = band.1;
    // The tournament's name wraps: nothing is cut.
    let mut right_y = top + 12.0;
    for line in c
        .fonts
        .wrap(&t.settings.name, Font::Bold, z.head + 1.0, rw - 6.0)
    {
        c.text_in(band, right_y, z.head + 1.0, Font::Bold, Align::Right, &line);
        right_y += z.head + 3.0;
    }
    right_y += 1.0;
    let date = date_text(&t.settings.date);
    if !date.is_empty() {
        c.text_in(band, right_y, z.head, Font::Regular, Align::Right, &date);
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
                band,
                right_y,
                z.head - 1.0,
                Font::Regular,
                Align::Right,
                &line,
            );
            right_y += z.head + 1.0;
        }
    }
    right_y
}

#[cfg(feature = "pdf")]
/// Under the grid from `y`: the outcomes to choose from, a stale table's warning, the notes' ruled
/// lines down to the sheet's bottom.
pub(super) fn sheet_footer(
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
