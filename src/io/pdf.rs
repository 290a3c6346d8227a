//! PDFs for the venue (SPEC 6): the score sheets of a round, the full report of every table of every
//! round with its points, and the standings. A4, black and white.
//!
//! The layout follows the legacy program's printout (manual `000_08592501ecfadfb6.txt`, "Turno 3 - Stampa
//! Tavolo N°1"): per table a title "Turno N - Tavolo N°k", a grid with the columns Nominativo (name -
//! club), Punti, Pti fuori obb., Punti Torneo, Firma, and a Note line; two tables per page.
//!
//! The writer is a small hand-written PDF 1.4 generator: the standard fonts Helvetica and Helvetica-Bold
//! (every PDF reader has them, so nothing is embedded) with WinAnsiEncoding, which holds the Italian
//! accented letters (à è é ì ò ù); other characters are replaced by their letter without accent, or by
//! `?`. A font library would add hundreds of kilobytes to the browser build.

use super::pdf_metrics::{HELVETICA, HELVETICA_BOLD, WIN_ANSI_HIGH};
use crate::format::{self, Points, Standings};
use crate::i18n::Lang;
use crate::model::{Round, Table, Tournament};
use std::fmt::Write as _;

/// A4 in points.
pub const PAGE_WIDTH: f32 = 595.28;
pub const PAGE_HEIGHT: f32 = 841.89;
const MARGIN: f32 = 40.0;

/// The character as a WinAnsiEncoding byte; `None` when the encoding has no such character.
pub fn win_ansi(c: char) -> Option<u8> {
    let u = c as u32;
    match u {
        0x20..=0x7e => Some(u as u8),
        0xa0..=0xff => Some(u as u8),
        _ => WIN_ANSI_HIGH
            .iter()
            .find(|&&(ch, _)| ch == u)
            .map(|&(_, b)| b),
    }
}

/// A character outside WinAnsi replaced by a close one: the letter without its accent where the
/// character is a Latin letter with a diacritic (ă → a, ł → l, ő → o), typographic spaces and dashes by
/// their plain forms, anything else by `?`.
fn fallback(c: char) -> u8 {
    if c.is_whitespace() || c.is_control() {
        return b' ';
    }
    let base = match c {
        'Ā' | 'Ă' | 'Ą' => 'A',
        'ā' | 'ă' | 'ą' => 'a',
        'Ć' | 'Ĉ' | 'Ċ' | 'Č' => 'C',
        'ć' | 'ĉ' | 'ċ' | 'č' => 'c',
        'Ď' | 'Đ' => 'D',
        'ď' | 'đ' => 'd',
        'Ē' | 'Ĕ' | 'Ė' | 'Ę' | 'Ě' => 'E',
        'ē' | 'ĕ' | 'ė' | 'ę' | 'ě' => 'e',
        'Ĝ' | 'Ğ' | 'Ġ' | 'Ģ' => 'G',
        'ĝ' | 'ğ' | 'ġ' | 'ģ' => 'g',
        'Ĥ' | 'Ħ' => 'H',
        'ĥ' | 'ħ' => 'h',
        'Ĩ' | 'Ī' | 'Ĭ' | 'Į' | 'İ' => 'I',
        'ĩ' | 'ī' | 'ĭ' | 'į' | 'ı' => 'i',
        'Ĵ' => 'J',
        'ĵ' => 'j',
        'Ķ' => 'K',
        'ķ' => 'k',
        'Ĺ' | 'Ļ' | 'Ľ' | 'Ŀ' | 'Ł' => 'L',
        'ĺ' | 'ļ' | 'ľ' | 'ŀ' | 'ł' => 'l',
        'Ń' | 'Ņ' | 'Ň' => 'N',
        'ń' | 'ņ' | 'ň' => 'n',
        'Ō' | 'Ŏ' | 'Ő' => 'O',
        'ō' | 'ŏ' | 'ő' => 'o',
        'Ŕ' | 'Ŗ' | 'Ř' => 'R',
        'ŕ' | 'ŗ' | 'ř' => 'r',
        'Ś' | 'Ŝ' | 'Ş' | 'Ș' => 'S',
        'ś' | 'ŝ' | 'ş' | 'ș' => 's',
        'Ţ' | 'Ť' | 'Ŧ' | 'Ț' => 'T',
        'ţ' | 'ť' | 'ŧ' | 'ț' => 't',
        'Ũ' | 'Ū' | 'Ŭ' | 'Ů' | 'Ű' | 'Ų' => 'U',
        'ũ' | 'ū' | 'ŭ' | 'ů' | 'ű' | 'ų' => 'u',
        'Ŵ' => 'W',
        'ŵ' => 'w',
        'Ŷ' => 'Y',
        'ŷ' => 'y',
        'Ź' | 'Ż' => 'Z',
        'ź' | 'ż' => 'z',
        '‐' | '‑' | '‒' | '−' => '-',
        '′' => '\'',
        '″' => '"',
        _ => '?',
    };
    base as u8
}

/// Text as WinAnsiEncoding bytes.
pub fn encode(text: &str) -> Vec<u8> {
    text.chars()
        .map(|c| win_ansi(c).unwrap_or_else(|| fallback(c)))
        .collect()
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Font {
    Regular,
    Bold,
}

impl Font {
    fn resource(self) -> &'static str {
        match self {
            Font::Regular => "F1",
            Font::Bold => "F2",
        }
    }
}

/// Width in points of encoded text at a font size.
fn width_of(bytes: &[u8], font: Font, size: f32) -> f32 {
    let table = match font {
        Font::Regular => &HELVETICA,
        Font::Bold => &HELVETICA_BOLD,
    };
    let units: u32 = bytes
        .iter()
        .map(|&b| {
            if b >= 32 {
                table[(b - 32) as usize] as u32
            } else {
                0
            }
        })
        .sum();
    units as f32 * size / 1000.0
}

/// Width in points of a text at a font size.
pub fn text_width(text: &str, font: Font, size: f32) -> f32 {
    width_of(&encode(text), font, size)
}

/// The text shortened with "…" so that it fits `max` points.
fn fit(text: &str, font: Font, size: f32, max: f32) -> Vec<u8> {
    let mut bytes = encode(text);
    if width_of(&bytes, font, size) <= max {
        return bytes;
    }
    let ellipsis = width_of(&[0x85], font, size);
    while !bytes.is_empty() && width_of(&bytes, font, size) + ellipsis > max {
        bytes.pop();
    }
    bytes.push(0x85);
    bytes
}

/// A PDF string literal: parentheses and backslashes escaped, bytes above 126 as octal escapes.
fn literal(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len() + 2);
    s.push('(');
    for &b in bytes {
        match b {
            b'(' | b')' | b'\\' => {
                s.push('\\');
                s.push(b as char);
            }
            32..=126 => s.push(b as char),
            _ => {
                let _ = write!(s, "\\{b:03o}");
            }
        }
    }
    s.push(')');
    s
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    Left,
    Center,
    Right,
}

/// One page's drawing, with coordinates from the top-left corner in points.
#[derive(Default)]
pub struct Page {
    ops: String,
}

impl Page {
    /// Text whose baseline starts at (`x`, `y`) from the top-left.
    pub fn text(&mut self, x: f32, y: f32, size: f32, font: Font, text: &str) {
        self.text_bytes(x, y, size, font, &encode(text));
    }

    fn text_bytes(&mut self, x: f32, y: f32, size: f32, font: Font, bytes: &[u8]) {
        let _ = writeln!(
            self.ops,
            "BT /{} {size:.1} Tf {x:.2} {:.2} Td {} Tj ET",
            font.resource(),
            PAGE_HEIGHT - y,
            literal(bytes)
        );
    }

    /// Text fitted into the cell from `x` to `x + w` (shortened with "…" if needed) and aligned in it.
    pub fn text_in(
        &mut self,
        (x, w): (f32, f32),
        y: f32,
        size: f32,
        font: Font,
        align: Align,
        text: &str,
    ) {
        let pad = 3.0;
        let bytes = fit(text, font, size, (w - 2.0 * pad).max(0.0));
        let tw = width_of(&bytes, font, size);
        let tx = match align {
            Align::Left => x + pad,
            Align::Center => x + (w - tw) / 2.0,
            Align::Right => x + w - pad - tw,
        };
        self.text_bytes(tx, y, size, font, &bytes);
    }

    pub fn line(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, width: f32) {
        let _ = writeln!(
            self.ops,
            "{width:.2} w {x1:.2} {:.2} m {x2:.2} {:.2} l S",
            PAGE_HEIGHT - y1,
            PAGE_HEIGHT - y2
        );
    }

    pub fn dashed_line(&mut self, x1: f32, y1: f32, x2: f32, y2: f32) {
        let _ = writeln!(
            self.ops,
            "[4 3] 0 d 0.5 w {x1:.2} {:.2} m {x2:.2} {:.2} l S [] 0 d",
            PAGE_HEIGHT - y1,
            PAGE_HEIGHT - y2
        );
    }

    /// A rectangle outline; (`x`, `y`) is its top-left corner.
    pub fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, width: f32) {
        let _ = writeln!(
            self.ops,
            "{width:.2} w {x:.2} {:.2} {w:.2} {h:.2} re S",
            PAGE_HEIGHT - y - h
        );
    }

    /// A rectangle filled with a grey level (0 black, 1 white).
    pub fn fill(&mut self, x: f32, y: f32, w: f32, h: f32, gray: f32) {
        let _ = writeln!(
            self.ops,
            "{gray:.2} g {x:.2} {:.2} {w:.2} {h:.2} re f 0 g",
            PAGE_HEIGHT - y - h
        );
    }
}

/// A PDF document being built page by page.
#[derive(Default)]
pub struct Document {
    pages: Vec<Page>,
}

impl Document {
    pub fn new() -> Self {
        Document::default()
    }

    pub fn add_page(&mut self) -> &mut Page {
        self.pages.push(Page::default());
        self.pages.last_mut().expect("just pushed")
    }

    pub fn page_count(&self) -> usize {
        self.pages.len()
    }

    /// The PDF file. `title` goes in the document information.
    pub fn finish(mut self, title: &str) -> Vec<u8> {
        if self.pages.is_empty() {
            self.add_page();
        }
        let n = self.pages.len();
        // Objects: 1 catalog, 2 pages, 3 Helvetica, 4 Helvetica-Bold, 5 info, then per page: page, content.
        let mut objects: Vec<Vec<u8>> = Vec::with_capacity(5 + 2 * n);
        let kids: Vec<String> = (0..n).map(|i| format!("{} 0 R", 6 + 2 * i)).collect();
        objects.push(b"<< /Type /Catalog /Pages 2 0 R >>".to_vec());
        objects
            .push(format!("<< /Type /Pages /Kids [{}] /Count {n} >>", kids.join(" ")).into_bytes());
        for base in ["Helvetica", "Helvetica-Bold"] {
            objects.push(
                format!("<< /Type /Font /Subtype /Type1 /BaseFont /{base} /Encoding /WinAnsiEncoding >>").into_bytes(),
            );
        }
        let mut info = b"<< /Title ".to_vec();
        info.extend_from_slice(literal(&encode(title)).as_bytes());
        info.extend_from_slice(b" /Producer (Raduno) >>");
        objects.push(info);
        for (i, page) in self.pages.iter().enumerate() {
            objects.push(
                format!(
                    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {PAGE_WIDTH:.2} {PAGE_HEIGHT:.2}] \
                     /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents {} 0 R >>",
                    7 + 2 * i
                )
                .into_bytes(),
            );
            let mut stream = format!("<< /Length {} >>\nstream\n", page.ops.len()).into_bytes();
            stream.extend_from_slice(page.ops.as_bytes());
            stream.extend_from_slice(b"\nendstream");
            objects.push(stream);
        }
        let mut out: Vec<u8> = b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n".to_vec();
        let mut offsets = Vec::with_capacity(objects.len());
        for (i, body) in objects.iter().enumerate() {
            offsets.push(out.len());
            out.extend_from_slice(format!("{} 0 obj\n", i + 1).as_bytes());
            out.extend_from_slice(body);
            out.extend_from_slice(b"\nendobj\n");
        }
        let xref = out.len();
        out.extend_from_slice(
            format!("xref\n0 {}\n0000000000 65535 f \n", objects.len() + 1).as_bytes(),
        );
        for off in offsets {
            out.extend_from_slice(format!("{off:010} 00000 n \n").as_bytes());
        }
        out.extend_from_slice(
            format!(
                "trailer\n<< /Size {} /Root 1 0 R /Info 5 0 R >>\nstartxref\n{xref}\n%%EOF\n",
                objects.len() + 1
            )
            .as_bytes(),
        );
        out
    }
}

/// `<tournament>_<N>.pdf`, as the legacy program named the score sheets of round N (characters that file
/// systems refuse are replaced by `_`).
pub fn file_name(t: &Tournament, round: u32) -> String {
    format!("{}_{round}.pdf", safe_stem(&t.settings.name))
}

/// A tournament name usable as a file name.
pub fn safe_stem(name: &str) -> String {
    let s: String = name
        .trim()
        .chars()
        .map(|c| {
            if c.is_control() || matches!(c, '/' | '\\' | ':' | '*' | '?' | '"' | '<' | '>' | '|') {
                '_'
            } else {
                c
            }
        })
        .collect();
    if s.is_empty() {
        "torneo".into()
    } else {
        s
    }
}

/// What one score-sheet block shows for a seat.
struct SeatLine {
    name: String,
    points: String,
    outside: String,
    tournament: String,
}

/// Tournament points with the format's decimals.
fn decimals_of(t: &Tournament) -> u8 {
    format::standings(t, t.rounds.len() as u32).decimals
}

/// The table points as the director entered them: "RisiKo!" (100 table points), "elim. k" for the k-th
/// from last eliminated.
fn entered(result: &crate::model::SeatResult) -> String {
    match result.eliminated {
        Some(k) => format!("elim. {k}"),
        None if result.risiko => "RisiKo!".to_string(),
        None => result.points.to_string(),
    }
}

fn seat_lines(
    t: &Tournament,
    round: &Round,
    table: &Table,
    filled: bool,
    decimals: u8,
) -> Vec<SeatLine> {
    let tp: Option<Vec<Points>> = if filled {
        format::seat_points(t, round, table).ok()
    } else {
        None
    };
    table
        .seats
        .iter()
        .enumerate()
        .map(|(i, seat)| {
            let name = match t.player(seat.player) {
                Some(p) if p.club.is_empty() => p.full_name(),
                Some(p) => format!("{} - {}", p.full_name(), p.club),
                None => format!("ID {}", seat.player),
            };
            let (points, outside) = match (&seat.result, filled) {
                (Some(r), true) => {
                    // Level players show their manual tie order, as the legacy sheet's decimals did.
                    let level = table
                        .seats
                        .iter()
                        .filter_map(|o| o.result.as_ref())
                        .filter(|o| o.points == r.points && o.eliminated.is_none())
                        .count();
                    let shown = match r.tie_order {
                        Some(k) if level > 1 && r.eliminated.is_none() => {
                            format!("{} ({k}°)", entered(r))
                        }
                        _ => entered(r),
                    };
                    (
                        shown,
                        r.outside_objective.map_or(String::new(), |v| v.to_string()),
                    )
                }
                _ => (String::new(), String::new()),
            };
            let tournament = tp
                .as_ref()
                .and_then(|v| v.get(i))
                .map_or(String::new(), |p| p.to_decimal(decimals));
            SeatLine {
                name,
                points,
                outside,
                tournament,
            }
        })
        .collect()
}

const COLUMNS: [(&str, f32); 5] = [
    ("Nominativo", 0.44),
    ("Punti", 0.11),
    ("Pti fuori obb.", 0.13),
    ("Punti Torneo", 0.13),
    ("Firma", 0.19),
];
const ROW_H: f32 = 24.0;

/// One table's block from `top`; returns its height.
fn table_block(
    page: &mut Page,
    t: &Tournament,
    round: &Round,
    table: &Table,
    top: f32,
    lines: &[SeatLine],
) -> f32 {
    let width = PAGE_WIDTH - 2.0 * MARGIN;
    let x0 = MARGIN;
    let mut y = top + 16.0;
    page.text(
        x0,
        y,
        14.0,
        Font::Bold,
        &format!("Turno {} - Tavolo N°{}", round.number, table.number),
    );
    let right = if table.ghost {
        format!("{} (con fantasma)", t.settings.name)
    } else {
        t.settings.name.clone()
    };
    let rw = 0.45 * width;
    page.text_in(
        (x0 + width - rw, rw),
        y,
        9.0,
        Font::Regular,
        Align::Right,
        &right,
    );
    y += 10.0;
    let xs: Vec<(f32, f32)> = {
        let mut x = x0;
        COLUMNS
            .iter()
            .map(|&(_, f)| {
                let w = f * width;
                let r = (x, w);
                x += w;
                r
            })
            .collect()
    };
    // Header row.
    let header_h = 18.0;
    page.fill(x0, y, width, header_h, 0.88);
    for (&(label, _), &(x, w)) in COLUMNS.iter().zip(&xs) {
        page.text_in((x, w), y + 12.5, 9.0, Font::Bold, Align::Center, label);
    }
    let rows = lines.len().max(1) as f32;
    let grid_h = header_h + rows * ROW_H;
    page.rect(x0, y, width, grid_h, 0.8);
    page.line(x0, y + header_h, x0 + width, y + header_h, 0.8);
    for i in 1..lines.len() {
        let ly = y + header_h + i as f32 * ROW_H;
        page.line(x0, ly, x0 + width, ly, 0.4);
    }
    for &(x, _) in xs.iter().skip(1) {
        page.line(x, y, x, y + grid_h, 0.4);
    }
    for (i, line) in lines.iter().enumerate() {
        let base = y + header_h + i as f32 * ROW_H + 15.5;
        page.text_in(xs[0], base, 10.0, Font::Regular, Align::Left, &line.name);
        page.text_in(
            xs[1],
            base,
            10.0,
            Font::Regular,
            Align::Center,
            &line.points,
        );
        page.text_in(
            xs[2],
            base,
            10.0,
            Font::Regular,
            Align::Center,
            &line.outside,
        );
        page.text_in(
            xs[3],
            base,
            10.0,
            Font::Bold,
            Align::Center,
            &line.tournament,
        );
    }
    y += grid_h + 22.0;
    page.text(x0, y, 10.0, Font::Bold, "Note:");
    page.line(x0 + 32.0, y + 1.0, x0 + width, y + 1.0, 0.4);
    y += 20.0;
    page.line(x0, y + 1.0, x0 + width, y + 1.0, 0.4);
    y + 6.0 - top
}

/// Blocks of tables, two per page (each in its half, with a cutting line), more when they are small.
fn blocks(t: &Tournament, tables: &[(&Round, &Table)], filled: bool) -> Document {
    let decimals = if filled { decimals_of(t) } else { 0 };
    let mut doc = Document::new();
    let half = (PAGE_HEIGHT - 2.0 * MARGIN) / 2.0;
    let mut top = f32::MAX;
    let mut on_page = 0;
    for &(round, table) in tables {
        if on_page == 2 || top == f32::MAX {
            doc.add_page();
            top = MARGIN;
            on_page = 0;
        }
        let lines = seat_lines(t, round, table, filled, decimals);
        let page = doc.pages.last_mut().expect("a page was added");
        if on_page == 1 {
            page.dashed_line(
                MARGIN / 2.0,
                MARGIN + half,
                PAGE_WIDTH - MARGIN / 2.0,
                MARGIN + half,
            );
            top = MARGIN + half + 14.0;
        }
        table_block(page, t, round, table, top, &lines);
        on_page += 1;
    }
    doc
}

/// The score sheets of round `round` (empty cells, to be filled in at the table); `None` if the round
/// does not exist. File name: [`file_name`].
pub fn score_sheets(t: &Tournament, round: u32) -> Option<Vec<u8>> {
    let r = t.round(round)?;
    let tables: Vec<(&Round, &Table)> = r.tables.iter().map(|tab| (r, tab)).collect();
    Some(blocks(t, &tables, false).finish(&format!("{} - Turno {round}", t.settings.name)))
}

/// Every table of every round with its points and tournament points filled in.
pub fn full_report(t: &Tournament) -> Vec<u8> {
    let tables: Vec<(&Round, &Table)> = t
        .rounds
        .iter()
        .flat_map(|r| r.tables.iter().map(move |tab| (r, tab)))
        .collect();
    blocks(t, &tables, true).finish(&format!("{} - Report", t.settings.name))
}

/// The standings as a table: position, name, club, the points of each round (the games won in bold and
/// framed, as the legacy `Classifica` sheet), wins and total; alternating grey rows; page numbers.
pub fn standings_pdf(t: &Tournament, s: &Standings, lang: Lang) -> Vec<u8> {
    let rounds = s.rows.iter().map(|r| r.rounds.len()).max().unwrap_or(0);
    let width = PAGE_WIDTH - 2.0 * MARGIN;
    let (pos_w, wins_w, total_w) = (30.0, 32.0, 52.0);
    let round_w = if rounds == 0 {
        0.0
    } else {
        ((width - pos_w - wins_w - total_w - 220.0) / rounds as f32).clamp(24.0, 52.0)
    };
    let size = if round_w < 34.0 { 7.5 } else { 9.0 };
    let rest = width - pos_w - wins_w - total_w - round_w * rounds as f32;
    let (name_w, club_w) = (rest * 0.58, rest * 0.42);
    let mut cols: Vec<(String, f32, Align)> = vec![
        (lang.pick("Pos.", "Pos.").into(), pos_w, Align::Right),
        (lang.pick("Nominativo", "Name").into(), name_w, Align::Left),
        (
            lang.pick("Club o Famiglia", "Club or family").into(),
            club_w,
            Align::Left,
        ),
    ];
    cols.extend((1..=rounds).map(|n| (format!("pt{n}"), round_w, Align::Right)));
    cols.push((lang.pick("v tot", "wins").into(), wins_w, Align::Right));
    cols.push((lang.pick("pt tot", "total").into(), total_w, Align::Right));

    let row_h = 15.0;
    let body_top = MARGIN + 46.0;
    let per_page = ((PAGE_HEIGHT - body_top - MARGIN - 20.0) / row_h)
        .floor()
        .max(1.0) as usize;
    let pages = s.rows.len().div_ceil(per_page).max(1);
    let title = format!(
        "{} - {}",
        t.settings.name,
        lang.pick("Classifica", "Standings")
    );
    let mut doc = Document::new();
    for p in 0..pages {
        let page = doc.add_page();
        page.text(MARGIN, MARGIN + 14.0, 15.0, Font::Bold, &title);
        let sub = lang.pick(
            format!("Dopo il turno {rounds}"),
            format!("After round {rounds}"),
        );
        page.text(MARGIN, MARGIN + 28.0, 9.0, Font::Regular, &sub);
        let mut x = MARGIN;
        let hy = body_top - row_h;
        page.fill(MARGIN, hy, width, row_h, 0.85);
        for (label, w, align) in &cols {
            page.text_in((x, *w), hy + 10.5, size, Font::Bold, *align, label);
            x += w;
        }
        let rows = s.rows.iter().skip(p * per_page).take(per_page);
        let mut y = body_top;
        for (i, row) in rows.enumerate() {
            if i % 2 == 1 {
                page.fill(MARGIN, y, width, row_h, 0.93);
            }
            let player = t.player(row.player);
            let name = player.map_or(format!("ID {}", row.player), |p| p.full_name());
            let name = if row.withdrawn {
                format!("{name} ({})", lang.pick("ritirato", "withdrawn"))
            } else {
                name
            };
            let mut cells: Vec<(String, Font, bool)> = vec![
                (row.pos.to_string(), Font::Regular, false),
                (name, Font::Regular, false),
                (
                    player.map_or(String::new(), |p| p.club.clone()),
                    Font::Regular,
                    false,
                ),
            ];
            for n in 0..rounds {
                let won = row.won.get(n).copied().unwrap_or(false);
                let v = row
                    .rounds
                    .get(n)
                    .copied()
                    .flatten()
                    .map_or(String::new(), |v| v.to_decimal(s.decimals));
                cells.push((v, if won { Font::Bold } else { Font::Regular }, won));
            }
            cells.push((row.wins.to_string(), Font::Regular, false));
            cells.push((row.total.to_decimal(s.decimals), Font::Bold, false));
            let mut x = MARGIN;
            for ((text, font, framed), (_, w, align)) in cells.iter().zip(&cols) {
                page.text_in((x, *w), y + 10.5, size, *font, *align, text);
                if *framed {
                    page.rect(x + 1.5, y + 1.5, w - 3.0, row_h - 3.0, 0.9);
                }
                x += w;
            }
            y += row_h;
        }
        page.line(MARGIN, y, MARGIN + width, y, 0.5);
        let footer = lang.pick(
            format!("Pagina {} di {pages}", p + 1),
            format!("Page {} of {pages}", p + 1),
        );
        page.text_in(
            (MARGIN, width),
            PAGE_HEIGHT - MARGIN / 2.0,
            8.0,
            Font::Regular,
            Align::Right,
            &footer,
        );
    }
    doc.finish(&title)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn italian_letters_are_win_ansi() {
        assert_eq!(encode("àèéìòù"), vec![0xe0, 0xe8, 0xe9, 0xec, 0xf2, 0xf9]);
        assert_eq!(encode("ÀÈÉÌÒÙ"), vec![0xc0, 0xc8, 0xc9, 0xcc, 0xd2, 0xd9]);
        assert_eq!(encode("€ – ’"), vec![0x80, b' ', 0x96, b' ', 0x92]);
    }

    #[test]
    fn other_letters_lose_their_accent() {
        assert_eq!(encode("Łukasz Wałęsa"), b"Lukasz Walesa".to_vec());
        assert_eq!(encode("Ștefan"), b"Stefan".to_vec());
        assert_eq!(encode("日本"), b"??".to_vec());
        assert_eq!(encode("a\tb\n"), b"a b ".to_vec());
    }

    #[test]
    fn widths_come_from_the_font_metrics() {
        // Helvetica: "A" 667, "i" 222; bold "A" 722.
        assert!((text_width("Ai", Font::Regular, 10.0) - 8.89).abs() < 1e-4);
        assert!((text_width("A", Font::Bold, 10.0) - 7.22).abs() < 1e-4);
        assert_eq!(
            text_width("è", Font::Regular, 10.0),
            text_width("e", Font::Regular, 10.0)
        );
    }

    #[test]
    fn long_text_is_shortened_to_fit() {
        let bytes = fit(
            "Massimiliano Bartolomeo De Santis - ROMA [Il Gufo]",
            Font::Regular,
            10.0,
            100.0,
        );
        assert!(width_of(&bytes, Font::Regular, 10.0) <= 100.0);
        assert_eq!(bytes.last(), Some(&0x85));
    }

    #[test]
    fn string_literals_are_escaped() {
        assert_eq!(literal(b"a(b)c\\"), "(a\\(b\\)c\\\\)");
        assert_eq!(literal(&[0xe8]), "(\\350)");
    }

    #[test]
    fn the_file_has_a_valid_cross_reference_table() {
        let mut doc = Document::new();
        doc.add_page().text(10.0, 10.0, 12.0, Font::Regular, "Ciao");
        let pdf = doc.finish("Prova");
        let text = String::from_utf8_lossy(&pdf);
        let startxref: usize = text
            .rsplit("startxref\n")
            .next()
            .and_then(|s| s.lines().next())
            .and_then(|s| s.parse().ok())
            .unwrap();
        assert!(pdf[startxref..].starts_with(b"xref"));
        // Every object offset points at "N 0 obj".
        let xref = &text[startxref..];
        for (i, line) in xref
            .lines()
            .skip(3)
            .take_while(|l| l.ends_with(" n "))
            .enumerate()
        {
            let off: usize = line[..10].parse().unwrap();
            assert!(
                pdf[off..].starts_with(format!("{} 0 obj", i + 1).as_bytes()),
                "object {}",
                i + 1
            );
        }
    }
}
