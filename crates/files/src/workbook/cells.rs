//! A workbook's cells: the bytes through the guards (`.xls` and `.xlsx`) into sparse sheets, and what a
//! cell says (text, an ID, a points mark, a table header, a round sheet's name).

use crate::guard::ReadError;
use calamine::{Data, Reader};
use raduno_engine::model::PlayerId;
use std::collections::BTreeMap;
use std::io::Cursor;

/// Table points above this are refused as a typing error.
const MAX_POINTS: u64 = 100_000;

/// The sheets of a workbook, read into memory: each sheet's cells, or why the sheet cannot be read.
pub struct Book {
    pub(super) sheets: Vec<(String, Result<Grid, ReadError>)>,
    /// Each sheet's visibility, formulas, column widths and drop-down lists, in the order of `sheets`.
    pub(super) meta: Vec<super::kept::SheetMeta>,
    /// The workbook's defined names and what they refer to.
    pub(super) names: Vec<(String, String)>,
}

impl Book {
    /// The sheets' names, in the workbook's order.
    pub fn sheet_names(&self) -> impl Iterator<Item = &str> + '_ {
        self.sheets.iter().map(|(n, _)| n.as_str())
    }

    pub(super) fn find(&self, name: &str) -> Option<(&str, &Result<Grid, ReadError>)> {
        let key = name.trim().to_lowercase();
        self.sheets
            .iter()
            .find(|(n, _)| n.trim().to_lowercase() == key)
            .map(|(n, r)| (n.as_str(), r))
    }
}

/// The first half of [`import_workbook_as`]: a workbook's sheets and cells, through the guards (any bytes
/// give a book or the reason they are not a workbook).
pub fn read_book(bytes: &[u8]) -> Result<Book, ReadError> {
    if bytes.is_empty() {
        return Err(ReadError::Empty);
    }
    crate::guard::contain(|| {
        if crate::xls_guard::is_compound_file(bytes) {
            let patched = crate::xls_guard::check(bytes)?;
            read_xls(&patched)
        } else if bytes.starts_with(b"PK\x03\x04") {
            let clean = crate::xlsx_guard::sanitize(bytes)?;
            read_xlsx(&clean, bytes.len())
        } else {
            Err(ReadError::UnknownFormat)
        }
    })
}

/// The most cells Raduno reads from one workbook (a tournament holds a few thousand).
const MAX_CELLS: usize = 2_000_000;

/// A legacy `.xls` (after the structural check), read into sparse grids.
fn read_xls(bytes: &[u8]) -> Result<Book, ReadError> {
    let mut sheets = Vec::new();
    let mut meta = Vec::new();
    let mut total = 0usize;
    let mut wb =
        calamine::Xls::new(Cursor::new(bytes)).map_err(|e| ReadError::Reader(e.to_string()))?;
    let layout = crate::xls_layout::read(bytes);
    for name in wb.sheet_names() {
        let mut m = sheet_meta(&mut wb, &name);
        if let Some(l) = layout.get(&name) {
            m.columns = l.columns.clone();
            m.lists = l.lists.clone();
        }
        meta.push(m);
        let grid = wb
            .worksheet_range(&name)
            .map_err(|e| ReadError::Reader(e.to_string()))
            .map(|range| {
                let (r0, c0) = range.start().unwrap_or((0, 0));
                let mut g = Grid::default();
                for (r, c, d) in range.used_cells() {
                    g.insert(r0 + r as u32, c0 + c as u32, d.clone());
                }
                g
            });
        total += grid.as_ref().map_or(0, Grid::len);
        sheets.push((name, grid));
    }
    if total > MAX_CELLS {
        return Err(ReadError::TooManyCells {
            sheet: None,
            most: MAX_CELLS,
        });
    }
    let names = wb.defined_names().to_vec();
    Ok(Book {
        sheets,
        meta,
        names,
    })
}

/// The most formula characters kept from one sheet.
const MAX_FORMULA_TEXT: usize = 2 << 20;

/// A sheet's visibility and formulas, as calamine reads them (column widths and drop-down lists are
/// read apart: calamine does not read them).
fn sheet_meta<R: Reader<Cursor<T>>, T: AsRef<[u8]>>(
    wb: &mut R,
    name: &str,
) -> super::kept::SheetMeta {
    let hidden = wb
        .sheets_metadata()
        .iter()
        .find(|s| s.name == name)
        .map_or(0, |s| match s.visible {
            calamine::SheetVisible::Visible => 0,
            calamine::SheetVisible::Hidden => 1,
            calamine::SheetVisible::VeryHidden => 2,
        });
    let mut formulas = Vec::new();
    if let Ok(range) = wb.worksheet_formula(name) {
        let (r0, c0) = range.start().unwrap_or((0, 0));
        let mut size = 0usize;
        for (r, c, f) in range.used_cells() {
            size += f.len();
            // A formula calamine could not decode (a legacy `.xls`'s, whose tokens the guard blanks)
            // comes as a message, not a formula: only its last value is kept.
            let undecoded = f.starts_with("Unrecognised") || f.contains("[Ptg");
            if f.is_empty() || undecoded || size > MAX_FORMULA_TEXT {
                continue;
            }
            formulas.push((r0 + r as u32, c0 + c as u32, f.clone()));
        }
    }
    super::kept::SheetMeta {
        hidden,
        formulas,
        ..Default::default()
    }
}

/// An `.xlsx` rebuilt by the guard, read cell by cell into sparse grids: a cell typed far away (row
/// 1,048,576) costs one cell, not the whole rectangle up to it.
/// `len`: the size of the file, whose memory limit the cells share.
fn read_xlsx(clean: &[u8], len: usize) -> Result<Book, ReadError> {
    let mut sheets = Vec::new();
    let mut meta = Vec::new();
    let mut total = 0usize;
    let layout = crate::xlsx_layout::read(clean);
    let mut wb = crate::guard::open_xlsx(clean)?;
    let mut memory = crate::guard::Memory::for_xlsx(len, clean.len());
    for name in wb.sheet_names() {
        let mut m = sheet_meta(&mut wb, &name);
        if let Some(l) = layout.get(&name) {
            m.columns = l.columns.clone();
            m.lists = l.lists.clone();
        }
        meta.push(m);
        let mut g = Grid::default();
        let grid =
            crate::guard::xlsx_cells(&mut wb, &name, MAX_CELLS - total, &mut memory, |r, c, d| {
                g.insert(r, c, d)
            })
            .map(|_| g);
        // Past the memory limit the whole file is refused, not one sheet.
        if let Err(e @ ReadError::TooMuchMemory { .. }) = grid {
            return Err(e);
        }
        total += grid.as_ref().map_or(0, Grid::len);
        sheets.push((name, grid));
    }
    let names = wb.defined_names().to_vec();
    Ok(Book {
        sheets,
        meta,
        names,
    })
}

/// A sheet's cells, sparse, rows in order.
#[derive(Default)]
pub(super) struct Grid {
    pub(super) rows: BTreeMap<u32, BTreeMap<u32, Data>>,
    pub(super) cells: usize,
    pub(super) max_col: u32,
}

impl Grid {
    /// Adds a cell; cells beyond Excel's last row (1,048,576) or column (XFD) cannot exist and are
    /// dropped.
    pub(super) fn insert(&mut self, row: u32, col: u32, d: Data) {
        if row > 1_048_575 || col > 16_383 {
            return;
        }
        if self.rows.entry(row).or_default().insert(col, d).is_none() {
            self.cells += 1;
        }
        self.max_col = self.max_col.max(col);
    }

    pub(super) fn len(&self) -> usize {
        self.cells
    }

    /// The rows holding a cell, from `start` on.
    pub(super) fn rows_from(&self, start: u32) -> impl Iterator<Item = u32> + '_ {
        self.rows.range(start..).map(|(&r, _)| r)
    }

    /// The cells of a row, in column order.
    pub(super) fn row(&self, row: u32) -> impl Iterator<Item = (u32, &Data)> + '_ {
        self.rows
            .get(&row)
            .into_iter()
            .flat_map(|cells| cells.iter().map(|(&c, d)| (c, d)))
    }
}
/// A cell's value, `Empty` outside the used range.
pub(super) fn cell(grid: &Grid, row: u32, col: u32) -> &Data {
    static EMPTY: Data = Data::Empty;
    grid.rows
        .get(&row)
        .and_then(|r| r.get(&col))
        .unwrap_or(&EMPTY)
}

pub(super) fn last_row(grid: &Grid) -> Option<u32> {
    grid.rows.keys().next_back().copied()
}

pub(super) fn last_col(grid: &Grid) -> u32 {
    grid.max_col
}

/// A cell as trimmed text; numbers as written ("44.1", "3").
pub(super) fn text(d: &Data) -> String {
    match d {
        Data::Empty => String::new(),
        Data::String(s) | Data::DateTimeIso(s) | Data::DurationIso(s) => s.trim().to_string(),
        Data::Int(i) => i.to_string(),
        Data::Float(f) => float_text(*f),
        Data::Bool(b) => {
            if *b {
                "TRUE".into()
            } else {
                "FALSE".into()
            }
        }
        Data::DateTime(dt) => float_text(dt.as_f64()),
        Data::Error(e) => format!("#{e:?}"),
    }
}

fn float_text(f: f64) -> String {
    if f.is_finite() && f.abs() < 1e15 {
        format!("{f}")
    } else {
        format!("{f:e}")
    }
}

pub(super) fn is_blank(d: &Data) -> bool {
    match d {
        Data::Empty => true,
        Data::String(s) => s.trim().is_empty(),
        _ => false,
    }
}

/// A positive whole number, from a number cell or numeric text.
pub(super) fn parse_id(d: &Data) -> Option<PlayerId> {
    match d {
        Data::Int(i) => u32::try_from(*i).ok().filter(|&v| v > 0),
        Data::Float(f) => {
            if f.is_finite() && f.fract() == 0.0 && *f >= 1.0 && *f <= u32::MAX as f64 {
                Some(*f as u32)
            } else {
                None
            }
        }
        Data::String(s) => {
            let s = s.trim();
            let s = s.strip_suffix(".0").unwrap_or(s);
            s.parse::<u32>().ok().filter(|&v| v > 0)
        }
        _ => None,
    }
}

/// What a points cell holds (the table results' rules): table points with an optional tie-order fraction, or an
/// elimination order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Mark {
    /// Table points and the decimals (in millionths) that rank tied players: 44.1 → (44, 100000).
    Points(u32, u32),
    /// -k: the k-th from last to be eliminated (-1 = eliminated last).
    Eliminated(u8),
}

pub(super) enum MarkError {
    Text(String),
    Bad(String),
}

pub(super) fn parse_mark(d: &Data) -> Result<Option<Mark>, MarkError> {
    let written = match d {
        Data::Empty => return Ok(None),
        Data::String(s) if s.trim().is_empty() => return Ok(None),
        Data::Int(i) => i.to_string(),
        Data::Float(f) => {
            if !f.is_finite() || f.abs() > MAX_POINTS as f64 {
                return Err(MarkError::Bad(float_text(*f)));
            }
            float_text(*f)
        }
        Data::String(s) => {
            let s = s.trim();
            let numeric = s
                .chars()
                .all(|c| c.is_ascii_digit() || matches!(c, '-' | '+' | '.' | ','));
            if !numeric || !s.chars().any(|c| c.is_ascii_digit()) {
                return Err(MarkError::Text(s.to_string()));
            }
            s.replace(',', ".")
        }
        other => return Err(MarkError::Text(text(other))),
    };
    match parse_decimal_mark(&written) {
        Some(m) => Ok(Some(m)),
        None => Err(MarkError::Bad(written)),
    }
}

/// "44", "44.1", "-2", "+3" → a mark; `None` for anything else.
fn parse_decimal_mark(s: &str) -> Option<Mark> {
    let (negative, body) = match s.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, s.strip_prefix('+').unwrap_or(s)),
    };
    let (int, frac) = match body.split_once('.') {
        Some((i, f)) => (i, f),
        None => (body, ""),
    };
    if int.is_empty()
        || !int.chars().all(|c| c.is_ascii_digit())
        || !frac.chars().all(|c| c.is_ascii_digit())
    {
        return None;
    }
    let value: u64 = int.parse().ok()?;
    if value > MAX_POINTS {
        return None;
    }
    let digits: String = frac.chars().chain(std::iter::repeat('0')).take(6).collect();
    let millionths: u32 = digits.parse().ok()?;
    if negative {
        if value == 0 && millionths == 0 {
            return Some(Mark::Points(0, 0));
        }
        if millionths != 0 || value > u8::MAX as u64 {
            return None;
        }
        return Some(Mark::Eliminated(value as u8));
    }
    Some(Mark::Points(value as u32, millionths))
}

/// The round number of a round sheet's name: `1° Turno`, `1 Turno`, `Turno 1`, `Round 1`.
pub fn round_sheet_number(name: &str) -> Option<u32> {
    let n = name.trim().to_lowercase();
    let digits_then = |s: &str| -> Option<(u32, String)> {
        let end = s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
        if end == 0 || end > 4 {
            return None;
        }
        Some((s[..end].parse().ok()?, s[end..].to_string()))
    };
    let number = if let Some(rest) = n.strip_prefix("turno").or_else(|| n.strip_prefix("round")) {
        let (v, tail) = digits_then(rest.trim_start())?;
        tail.trim().is_empty().then_some(v)?
    } else {
        let (v, tail) = digits_then(&n)?;
        let tail = tail.trim_start_matches(['°', 'º', '^', '°', '.', 'o', ' ']);
        (tail == "turno").then_some(v)?
    };
    (number > 0).then_some(number)
}

/// The table number of a `Tavolo N°k` cell: `Some(Ok(k))`, `Some(Err)` for a header without a number,
/// `None` when the cell is not a table header.
pub(super) fn table_header(d: &Data) -> Option<Result<u32, String>> {
    let Data::String(s) = d else { return None };
    let lower = s.trim().to_lowercase();
    let rest = lower.strip_prefix("tavolo")?;
    let rest = rest.trim_start_matches(|c: char| {
        c == ' ' || c == 'n' || c == '°' || c == 'º' || c == '.' || c == 'r' || c == ':'
    });
    let end = rest
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(rest.len());
    let number = rest[..end]
        .parse::<u32>()
        .ok()
        .filter(|&k| k > 0 && end <= 6);
    Some(number.ok_or_else(|| s.trim().to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_sheet_names() {
        assert_eq!(round_sheet_number("1° Turno"), Some(1));
        assert_eq!(round_sheet_number("12° turno"), Some(12));
        assert_eq!(round_sheet_number("3 Turno"), Some(3));
        assert_eq!(round_sheet_number("Turno 2"), Some(2));
        assert_eq!(round_sheet_number("Round 4"), Some(4));
        assert_eq!(round_sheet_number("Iscritti"), None);
        assert_eq!(round_sheet_number("Turno"), None);
        assert_eq!(round_sheet_number("0° Turno"), None);
        assert_eq!(round_sheet_number("1° Turno bis"), None);
    }

    #[test]
    fn points_cells() {
        assert_eq!(parse_decimal_mark("44"), Some(Mark::Points(44, 0)));
        assert_eq!(parse_decimal_mark("44.1"), Some(Mark::Points(44, 100_000)));
        assert_eq!(parse_decimal_mark("44.25"), Some(Mark::Points(44, 250_000)));
        assert_eq!(parse_decimal_mark("-1"), Some(Mark::Eliminated(1)));
        assert_eq!(parse_decimal_mark("-0"), Some(Mark::Points(0, 0)));
        assert_eq!(parse_decimal_mark("-1.5"), None);
        assert_eq!(parse_decimal_mark("4e5"), None);
        assert_eq!(parse_decimal_mark("."), None);
        assert_eq!(parse_decimal_mark("999999999999999999999999"), None);
        assert!(matches!(
            parse_mark(&Data::String("44,1".into())),
            Ok(Some(Mark::Points(44, 100_000)))
        ));
        assert!(matches!(
            parse_mark(&Data::String("dieci".into())),
            Err(MarkError::Text(_))
        ));
        assert!(matches!(
            parse_mark(&Data::Float(f64::NAN)),
            Err(MarkError::Bad(_))
        ));
        assert!(matches!(
            parse_mark(&Data::Float(1e300)),
            Err(MarkError::Bad(_))
        ));
        assert!(matches!(
            parse_mark(&Data::Bool(true)),
            Err(MarkError::Text(_))
        ));
    }

    #[test]
    fn table_headers() {
        let h = |s: &str| table_header(&Data::String(s.into()));
        assert_eq!(h("Tavolo N°1"), Some(Ok(1)));
        assert_eq!(h("TAVOLO N. 12"), Some(Ok(12)));
        assert_eq!(h("Tavolo 3"), Some(Ok(3)));
        assert_eq!(h("Tavolo"), Some(Err("Tavolo".into())));
        assert_eq!(h("Mario Rossi"), None);
    }
}
