//! The score sheets of a round: per table a title "Turno N - Tavolo N°k", the tournament's name, its
//! date and the organising club's logo, a grid with the columns the format records, Punti Torneo and
//! Firma, and a Note line; filled in, the full report's pages ([`super::report`]).

#[cfg(feature = "pdf")]
use super::super::{pdf_draw::Picture, pdf_logo};
use super::*;
use crate::format::Points;
use crate::i18n::decimal_in;
use crate::model::{OutcomeKind, Phase, Round, SeatResult, Table};

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
                        .map_or(String::new(), |p| decimal_in(&p.to_decimal(decimals), lang)),
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
    let qr = super::super::pdf_qr::seat_qr_size(cx.links, (round.number, table.number), cx.reduced);
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
    let qr = super::super::pdf_qr::seat_qr_size(cx.links, (round.number, table.number), cx.reduced);
    let width = PAGE_WIDTH - 2.0 * MARGIN - if qr > 0.0 { qr + 4.0 } else { 0.0 };
    let x0 = MARGIN;
    let xs = column_spans(&cx.cols, x0, width);
    let rows = seat_rows(
        cx.t,
        round,
        table,
        &cx.cols,
        cx.filled,
        cx.decimals,
        cx.lang,
    );
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
        super::super::pdf_qr::seat_qr(
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
