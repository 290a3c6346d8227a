//! A circuit's standings (the circuits' rules) in the standings' layout ([`super::standings`]):
//! position, name, club (wrapped), total, tournaments played, and each counted result (tournament,
//! place, points) with the dropped ones in brackets; the players under the minimum of tournaments on
//! their own pages after, unranked.

use super::*;
use crate::printed::{Printed, PrintedList, PrintedRow};

/// The type size of a circuit's rows.
const SIZE: f32 = 8.5;
/// The distance between a cell's wrapped lines.
const LINE_H: f32 = SIZE + 3.0;
/// The room left on each side of a wrapped cell's text.
const PAD: f32 = 3.0;

/// The widths of the wrapped columns: name, club, results.
struct Widths {
    name: f32,
    club: f32,
    results: f32,
}

/// The columns (label, width, alignment) and the wrapped columns' widths, within `width`.
/// A list other than a circuit's standings (the table rating) names its own total, events and
/// further columns.
fn columns(
    width: f32,
    lang: Lang,
    list: Option<&PrintedList>,
) -> (Vec<(String, f32, Align)>, Widths) {
    let (pos_w, total_w, events_w) = (28.0, 52.0, 36.0);
    let rest = width - pos_w - total_w - events_w;
    let w = Widths {
        name: rest * 0.26,
        club: rest * 0.2,
        results: rest * 0.54,
    };
    let cols = vec![
        (msg::IoPos.str(lang).into(), pos_w, Align::Right),
        (msg::CliName.str(lang).into(), w.name, Align::Left),
        ("Club".into(), w.club, Align::Left),
        (
            list.map_or(msg::UiCircuitTotalHeader.str(lang).into(), |l| {
                l.total.clone()
            }),
            total_w,
            Align::Right,
        ),
        (
            list.map_or(msg::UiEvents.str(lang).into(), |l| l.events.clone()),
            events_w,
            Align::Right,
        ),
        (
            list.map_or(msg::CircuitCountedResultsDropped.str(lang).into(), |l| {
                l.extra.join(" · ")
            }),
            w.results,
            Align::Left,
        ),
    ];
    (cols, w)
}

/// A row laid out: its cells and its height (taller where a cell wraps).
struct Laid {
    cells: Vec<StandingsCell>,
    height: f32,
}

/// One player's row: the counted results, then the dropped ones in brackets.
fn lay(s: &Printed, r: &PrintedRow, fonts: &Fonts, w: &Widths, lang: Lang) -> Laid {
    let mut results: Vec<String> = r.counted.iter().map(|x| s.result_text(x, lang)).collect();
    results.extend(
        r.dropped
            .iter()
            .map(|x| format!("[{}]", s.result_text(x, lang))),
    );
    if let Some(list) = &s.list {
        results = vec![list.line(r)];
    }
    let wrap = |text: &str, width: f32| fonts.wrap(text, Font::Regular, SIZE, width - 2.0 * PAD);
    let name = wrap(&r.full_name(), w.name);
    let club = wrap(&r.club, w.club);
    let results = wrap(&results.join(", "), w.results);
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
        height: STANDINGS_ROW_H + (lines - 1.0) * LINE_H,
    }
}

/// The circuit's name (its word when it has none), the title and the subtitle listing the
/// tournaments (shortened past 160 characters).
fn titles(s: &Printed, lang: Lang) -> (String, String, String) {
    let name = if s.name.is_empty() {
        msg::UiCircuit.str(lang).to_string()
    } else {
        s.name.clone()
    };
    let what = s
        .list
        .as_ref()
        .map_or(msg::UiCircuitStandings.str(lang), |l| &l.title);
    let title = format!("{name} - {what}");
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
    (name, title, sub)
}

/// The pages, each with its title: the ranked players' pages, then the unranked ones' (their own
/// title), as many rows a page as fit.
fn pages(
    s: &Printed,
    title: &str,
    unranked_title: &str,
    lay: impl Fn(&PrintedRow) -> Laid,
) -> Vec<(String, Vec<Laid>)> {
    let bottom = PAGE_HEIGHT - MARGIN - 20.0;
    let mut pages: Vec<(String, Vec<Laid>)> = Vec::new();
    for (head, rows, ranked) in [(title, &s.rows, true), (unranked_title, &s.unranked, false)] {
        if rows.is_empty() && !ranked {
            continue;
        }
        let mut page: Vec<Laid> = Vec::new();
        let mut y = STANDINGS_BODY_TOP;
        for r in rows.iter() {
            let l = lay(r);
            if y + l.height > bottom && !page.is_empty() {
                pages.push((head.to_string(), std::mem::take(&mut page)));
                y = STANDINGS_BODY_TOP;
            }
            y += l.height;
            page.push(l);
        }
        pages.push((head.to_string(), page));
    }
    pages
}

/// A circuit's standings as a PDF.
pub fn circuit_pdf(s: &Printed, lang: Lang) -> Result<Vec<u8>, PdfError> {
    let fonts = fonts()?;
    let width = PAGE_WIDTH - 2.0 * MARGIN;
    let (cols, widths) = columns(width, lang, s.list.as_ref());
    let (name, title, sub) = titles(s, lang);
    let apart = s
        .list
        .as_ref()
        .map_or(msg::UiCircuitUnranked.str(lang), |l| &l.unranked);
    let unranked_title = format!("{name} - {apart}");
    let pages = pages(s, &title, &unranked_title, |r| {
        lay(s, r, &fonts, &widths, lang)
    });
    let notes = note_pages(s, &fonts, width);
    let n_pages = pages.len() + notes.len();
    let mut c = Canvas::new(&title, &fonts).map_err(PdfError::Writer)?;
    for (p, (head, rows)) in pages.into_iter().enumerate() {
        standings_page_top(&mut c, &head, &sub, &cols, SIZE);
        let mut y = STANDINGS_BODY_TOP;
        for (k, l) in rows.iter().enumerate() {
            let shape = RowShape {
                y,
                height: l.height,
                shaded: k % 2 == 1,
                size: SIZE,
                line_h: LINE_H,
            };
            standings_row(&mut c, &cols, &l.cells, &shape);
            y += l.height;
        }
        page_end(&mut c, y, width, p + 1, n_pages, lang);
    }
    let first = n_pages - notes.len();
    for (k, lines) in notes.iter().enumerate() {
        c.add_page();
        c.text(MARGIN, MARGIN + 14.0, 15.0, Font::Bold, &title);
        let mut y = MARGIN + 36.0;
        for (line, font) in lines {
            c.text(MARGIN, y, SIZE + 1.0, *font, line);
            y += LINE_H + 1.0;
        }
        page_end(&mut c, y, width, first + k + 1, n_pages, lang);
    }
    c.finish().map_err(PdfError::Writer)
}

/// The notes under the standings (the first is their heading, in bold), wrapped to the page's
/// width and split into pages.
fn note_pages(s: &Printed, fonts: &Fonts, width: f32) -> Vec<Vec<(String, Font)>> {
    let bottom = PAGE_HEIGHT - MARGIN - 20.0;
    let mut pages: Vec<Vec<(String, Font)>> = Vec::new();
    let mut page: Vec<(String, Font)> = Vec::new();
    let mut y = MARGIN + 36.0;
    for (k, note) in s.notes.iter().enumerate() {
        let font = if k == 0 { Font::Bold } else { Font::Regular };
        for line in fonts.wrap(note, font, SIZE + 1.0, width) {
            if y + LINE_H > bottom {
                pages.push(std::mem::take(&mut page));
                y = MARGIN + 36.0;
            }
            page.push((line, font));
            y += LINE_H + 1.0;
        }
    }
    if !page.is_empty() {
        pages.push(page);
    }
    pages
}
