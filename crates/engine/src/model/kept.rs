//! The parts of an imported workbook the app does not own, kept as read so that the workbook goes back
//! as it came (the documents' rules, "Written back as read"): the official form's hidden `Dati` and
//! `GIOCATORI` sheets, the `Iscritti` and `TORNEO` cells the app does not write (formulas, the regions
//! as typed), each sheet's visibility and column widths, the drop-down lists and the defined names they
//! use. The app never reads meaning from them; the workbook writer puts them back around what the app
//! owns. They came from a file: [`KeptBook::check`] bounds them like any outside input.

use serde::{Deserialize, Serialize};

/// The most cells kept from one workbook (the official 2025 form holds about 16,000).
pub const MAX_KEPT_CELLS: usize = 100_000;
/// The most characters of text, formulas and names kept from one workbook, all together.
pub const MAX_KEPT_TEXT: usize = 4 << 20;
/// The most sheets, drop-down lists a sheet, column ranges a sheet and defined names kept.
pub const MAX_KEPT_SHEETS: usize = 64;
pub const MAX_KEPT_LISTS: usize = 256;
pub const MAX_KEPT_COLUMNS: usize = 1_024;
pub const MAX_KEPT_NAMES: usize = 1_024;

/// A workbook's parts the app does not own.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeptBook {
    /// The sheets, in the workbook's order.
    #[serde(default)]
    pub sheets: Vec<KeptSheet>,
    /// Defined names (`Clubs`, `Regioni`, …) and what they refer to (`Dati!$A$2:$A$34`).
    #[serde(default)]
    pub names: Vec<(String, String)>,
}

/// One sheet's kept cells and layout.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeptSheet {
    pub name: String,
    /// 0 visible, 1 hidden, 2 very hidden.
    #[serde(default)]
    pub hidden: u8,
    /// Column widths: (first, last, width in characters as written, hidden).
    #[serde(default)]
    pub columns: Vec<(u16, u16, String, bool)>,
    /// Drop-down lists: (first row, first column, last row, last column, source) — the source a
    /// formula (`Clubs`, `Dati!$A$2:$A$21`) or values separated by commas in quotes (`"SI,NO"`).
    #[serde(default)]
    pub lists: Vec<(u32, u16, u32, u16, String)>,
    /// The cells, row by row.
    #[serde(default)]
    pub rows: Vec<KeptRow>,
}

/// A row of kept cells.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeptRow {
    pub r: u32,
    pub cells: Vec<KeptCell>,
}

/// A kept cell: its column, its value (a formula's last result) and its formula, if any.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeptCell {
    pub c: u16,
    pub v: KeptValue,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub f: Option<String>,
}

/// A cell's value as read. Numbers and dates keep the exact text of the number (shortest round trip).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum KeptValue {
    /// Nothing (a formula whose result is empty text).
    E,
    T(String),
    N(String),
    B(bool),
    /// A date or time: the spreadsheet's day number.
    D(String),
    /// An error value (`#N/A`), as written.
    X(String),
}

impl KeptBook {
    /// The sheet of that name (case and spaces aside, as sheet names are compared).
    pub fn sheet(&self, name: &str) -> Option<&KeptSheet> {
        let key = name.trim().to_lowercase();
        self.sheets
            .iter()
            .find(|s| s.name.trim().to_lowercase() == key)
    }

    /// Within the bounds of a workbook and of what the app keeps: every place a real cell, names a
    /// workbook accepts, numbers that are numbers, at most [`MAX_KEPT_CELLS`] cells and
    /// [`MAX_KEPT_TEXT`] characters. `Err` says the first thing out of bounds.
    pub fn check(&self) -> Result<(), String> {
        if self.sheets.len() > MAX_KEPT_SHEETS {
            return Err(format!("{} sheets", self.sheets.len()));
        }
        if self.names.len() > MAX_KEPT_NAMES {
            return Err(format!("{} defined names", self.names.len()));
        }
        let mut text = 0usize;
        let mut cells = 0usize;
        let mut seen = std::collections::HashSet::new();
        for (name, refers) in &self.names {
            if name.is_empty() || name.chars().count() > 255 {
                return Err(format!("defined name «{name}»"));
            }
            text += name.len() + refers.len();
        }
        for s in &self.sheets {
            check_sheet_name(&s.name)?;
            if !seen.insert(s.name.trim().to_lowercase()) {
                return Err(format!("sheet «{}» twice", s.name));
            }
            text += check_sheet(s, &mut cells)?;
            if cells > MAX_KEPT_CELLS {
                return Err(format!("more than {MAX_KEPT_CELLS} cells"));
            }
            if text > MAX_KEPT_TEXT {
                return Err(format!("more than {MAX_KEPT_TEXT} characters"));
            }
        }
        Ok(())
    }
}

fn check_sheet_name(name: &str) -> Result<(), String> {
    let bad = name.trim().is_empty()
        || name.chars().count() > 31
        || name.contains(['[', ']', ':', '*', '?', '/', '\\'])
        || name.starts_with('\'')
        || name.ends_with('\'');
    if bad {
        return Err(format!("sheet name «{name}»"));
    }
    Ok(())
}

/// One sheet's bounds; the characters it holds. `cells` counts the cells seen so far.
fn check_sheet(s: &KeptSheet, cells: &mut usize) -> Result<usize, String> {
    let at = |what: &str| format!("sheet «{}»: {what}", s.name);
    if s.hidden > 2 {
        return Err(at("visibility"));
    }
    if s.columns.len() > MAX_KEPT_COLUMNS || s.lists.len() > MAX_KEPT_LISTS {
        return Err(at("too many columns or lists"));
    }
    for (first, last, width, _) in &s.columns {
        let w: f64 = width.parse().map_err(|_| at("column width"))?;
        if first > last || *last > 16_383 || !(0.0..=255.0).contains(&w) {
            return Err(at("column width"));
        }
    }
    let mut text = 0usize;
    for (r0, c0, r1, c1, source) in &s.lists {
        if r0 > r1 || c0 > c1 || *r1 > 1_048_575 || *c1 > 16_383 || source.len() > 8_192 {
            return Err(at("drop-down list"));
        }
        text += source.len();
    }
    let mut last_row = None;
    for row in &s.rows {
        if row.r > 1_048_575 || last_row.is_some_and(|r| r >= row.r) {
            return Err(at("rows out of order"));
        }
        last_row = Some(row.r);
        let mut last_col = None;
        for cell in &row.cells {
            if cell.c > 16_383 || last_col.is_some_and(|c| c >= cell.c) {
                return Err(at("columns out of order"));
            }
            last_col = Some(cell.c);
            text += check_cell(cell).map_err(|w| at(&w))?;
        }
        *cells += row.cells.len();
    }
    Ok(text)
}

fn check_cell(cell: &KeptCell) -> Result<usize, String> {
    let formula = cell.f.as_ref().map_or(0, String::len);
    if formula > 8_192 {
        return Err("formula too long".into());
    }
    let value = match &cell.v {
        KeptValue::E | KeptValue::B(_) => 0,
        KeptValue::T(t) | KeptValue::X(t) => {
            if t.chars().count() > 32_767 {
                return Err("text too long".into());
            }
            t.len()
        }
        KeptValue::N(n) | KeptValue::D(n) => match n.parse::<f64>() {
            Ok(v) if v.is_finite() => n.len(),
            _ => return Err(format!("number «{n}»")),
        },
    };
    Ok(value + formula)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn book(cell: KeptCell) -> KeptBook {
        KeptBook {
            sheets: vec![KeptSheet {
                name: "Dati".into(),
                hidden: 1,
                rows: vec![KeptRow {
                    r: 0,
                    cells: vec![cell],
                }],
                ..KeptSheet::default()
            }],
            names: vec![],
        }
    }

    #[test]
    fn a_kept_book_is_checked_like_outside_input() {
        let ok = book(KeptCell {
            c: 0,
            v: KeptValue::N("1558".into()),
            f: None,
        });
        assert_eq!(ok.check(), Ok(()));
        let nan = book(KeptCell {
            c: 0,
            v: KeptValue::N("NaN".into()),
            f: None,
        });
        assert!(nan.check().is_err());
        let far = book(KeptCell {
            c: 20_000,
            v: KeptValue::T("x".into()),
            f: None,
        });
        assert!(far.check().is_err());
        let mut bad_name = ok.clone();
        bad_name.sheets[0].name = "a/b".into();
        assert!(bad_name.check().is_err());
        let mut twice = ok.clone();
        twice.sheets.push(ok.sheets[0].clone());
        assert!(twice.check().is_err());
        let mut hidden = ok;
        hidden.sheets[0].hidden = 3;
        assert!(hidden.check().is_err());
    }
}
