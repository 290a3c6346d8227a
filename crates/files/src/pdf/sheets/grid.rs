//! A score sheet's grid of seats: the column spans, the heading row, the names wrapped to their cell, one
//! row a seat.

use super::columns::label;
use super::columns::Col;
use super::frame::SheetSizes;
use super::SheetCtx;
use crate::pdf::*;
use raduno_engine::model::{Round, Table};

#[cfg(feature = "pdf")]
/// The seats' grid from `y`, a row a seat; gives where it ends. With the players' phones, a column of
/// QR codes at its right, one on each seat's line.
pub(super) fn seat_grid(
    c: &mut Canvas,
    cx: &SheetCtx,
    round: &Round,
    table: &Table,
    y: f32,
    z: &SheetSizes,
) -> f32 {
    let qr = crate::pdf_qr::seat_qr_size(cx.links, (round.number, table.number), cx.reduced);
    let width = PAGE_WIDTH - 2.0 * MARGIN - if qr > 0.0 { qr + 4.0 } else { 0.0 };
    let x0 = MARGIN;
    let xs = column_spans(&cx.cols, x0, width);
    let rows = cx.rows(round, table);
    let header_h = 18.0;
    grid_header(c, cx, &xs, (x0, y, width, header_h));
    // A long name or club wraps inside its column: the row grows, nothing is cut.
    let line_h = z.name + 2.0;
    let name_lines: Vec<Vec<String>> = rows
        .iter()
        .map(|cells| name_wrapped(c, cx, &xs, cells, z))
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
        crate::pdf_qr::seat_qr(
            c,
            cx.links,
            (round.number, table.number, i as u32 + 1),
            (x0 + width + 4.0 + qr, tops[i] + (heights[i] + qr) / 2.0),
            qr,
        );
        let at = (tops[i], heights[i]);
        seat_cells(c, cx, &xs, cells, &name_lines[i], at, z);
    }
    y + grid_h
}

/// Each column's left edge and width, from `x0` across `width`.
fn column_spans(cols: &[(Col, f32)], x0: f32, width: f32) -> Vec<(f32, f32)> {
    let mut x = x0;
    cols.iter()
        .map(|&(_, f)| {
            let w = f * width;
            let r = (x, w);
            x += w;
            r
        })
        .collect()
}

#[cfg(feature = "pdf")]
/// The grid's grey band of column headers, in `(x, y, width, height)`.
fn grid_header(c: &mut Canvas, cx: &SheetCtx, xs: &[(f32, f32)], band: (f32, f32, f32, f32)) {
    let (x0, y, width, header_h) = band;
    // A two-seat board game (discs, colours): its score sheets say so.
    let colours = format::def(cx.t).entry().colours;
    c.fill(x0, y, width, header_h, 0.88);
    for (&(col, _), &xw) in cx.cols.iter().zip(xs) {
        c.text_shrunk_in(
            xw,
            y + 12.5,
            9.0,
            Font::Bold,
            Align::Center,
            label(col, colours, cx.lang),
        );
    }
}

#[cfg(feature = "pdf")]
/// A seat's name wrapped to its column.
fn name_wrapped(
    c: &Canvas,
    cx: &SheetCtx,
    xs: &[(f32, f32)],
    cells: &[String],
    z: &SheetSizes,
) -> Vec<String> {
    cx.cols
        .iter()
        .zip(xs)
        .zip(cells)
        .find(|((&(col, _), _), _)| col == Col::Name)
        .map(|((_, &(_, w)), text)| {
            c.fonts
                .wrap(text, Font::Regular, z.name, (w - 6.0).max(1.0))
        })
        .unwrap_or_default()
}

#[cfg(feature = "pdf")]
/// One seat's cells in the row at `(top, height)`: the name's wrapped lines, an empty box to tick for
/// the RisiKo! flag, the rest centred.
fn seat_cells(
    c: &mut Canvas,
    cx: &SheetCtx,
    xs: &[(f32, f32)],
    cells: &[String],
    name_lines: &[String],
    (top, height): (f32, f32),
    z: &SheetSizes,
) {
    let line_h = z.name + 2.0;
    let base = top + height / 2.0 + z.name * 0.35;
    for ((&(col, _), &xw), text) in cx.cols.iter().zip(xs).zip(cells) {
        let (font, align, size) = match col {
            Col::Name => {
                let first = base - (name_lines.len().saturating_sub(1) as f32) * line_h / 2.0;
                for (k, line) in name_lines.iter().enumerate() {
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
            Col::Risiko if text.is_empty() => {
                let side = 10.0;
                c.rect(
                    xw.0 + (xw.1 - side) / 2.0,
                    top + (height - side) / 2.0,
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
