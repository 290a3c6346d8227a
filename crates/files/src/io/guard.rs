//! The import boundary: outside bytes go to calamine only through the guards ([`super::xls_guard`],
//! [`super::xlsx_guard`]), and what calamine may still do wrong stops here.
//!
//! Natively (`panic = "unwind"`, the default of every profile the CLI and the tests use) a panic inside
//! a reader becomes an ordinary error. In the browser (wasm32-unknown-unknown, whose panic strategy is
//! `abort` on stable Rust) a panic would end the app, so there the guards are the protection, and the
//! fuzz harness (`fuzz/`) checks that no input reaches a panic at all. See README, "Damaged files".

use crate::i18n::{msg, Lang, Text};
use calamine::{Data, Reader, Xlsx};
use serde::{Deserialize, Serialize};
use std::io::Cursor;

/// Why bytes are not a readable workbook (or a sheet of it is not readable): the guards' own findings,
/// said at the edge, and the reader library's words as it gave them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ReadError {
    /// No bytes at all.
    Empty,
    /// Neither an `.xls` nor an `.xlsx`.
    UnknownFormat,
    /// The structure is damaged (what the guard found, if it says).
    Damaged(Option<String>),
    /// More cells than Raduno reads (in one sheet, or in the whole workbook).
    TooManyCells { sheet: Option<String>, most: usize },
    /// The reader library's own words.
    Reader(String),
}

impl ReadError {
    /// Kept as a value, said at the edge.
    pub fn said(&self) -> Text {
        match self {
            ReadError::Empty => msg::IoReadEmpty.said(),
            ReadError::UnknownFormat => msg::IoReadUnknownFormat.said(),
            ReadError::Damaged(None) => msg::IoReadDamaged.said(),
            ReadError::Damaged(Some(why)) => msg::IoReadDamagedBecause { why }.said(),
            ReadError::TooManyCells {
                sheet: Some(sheet),
                most,
            } => msg::IoReadTooManyCellsInSheet { sheet, most }.said(),
            ReadError::TooManyCells { sheet: None, most } => {
                msg::IoReadTooManyCells { most }.said()
            }
            ReadError::Reader(words) => msg::IoReadReader { words }.said(),
        }
    }

    pub fn text(&self, lang: Lang) -> String {
        self.said().text(lang)
    }
}

impl Default for ReadError {
    fn default() -> Self {
        ReadError::Damaged(None)
    }
}

/// Runs a reader; a panic inside it becomes [`ReadError::Damaged`].
pub fn contain<T>(read: impl FnOnce() -> Result<T, ReadError>) -> Result<T, ReadError> {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(read)) {
        Ok(r) => r,
        Err(_) => Err(ReadError::Damaged(None)),
    }
}

/// Opens an `.xlsx` whose bytes [`super::xlsx_guard::sanitize`] rebuilt.
pub fn open_xlsx(clean: &[u8]) -> Result<Xlsx<Cursor<&[u8]>>, ReadError> {
    Xlsx::new(Cursor::new(clean)).map_err(|e| ReadError::Reader(e.to_string()))
}

/// Visits the non-empty cells of a sheet, one at a time (never the sheet's whole rectangle), and stops
/// after `max_cells`. `Ok(false)`: the sheet is not a worksheet (a chart sheet).
pub fn xlsx_cells(
    book: &mut Xlsx<Cursor<&[u8]>>,
    sheet: &str,
    max_cells: usize,
    mut visit: impl FnMut(u32, u32, Data),
) -> Result<bool, ReadError> {
    let mut reader = match book.worksheet_cells_reader(sheet) {
        Err(calamine::XlsxError::NotAWorksheet(_)) => return Ok(false),
        Err(e) => return Err(ReadError::Reader(e.to_string())),
        Ok(r) => r,
    };
    let mut n = 0usize;
    while let Some(c) = reader
        .next_cell()
        .map_err(|e| ReadError::Reader(e.to_string()))?
    {
        let (r, col) = c.get_position();
        let d: Data = c.get_value().clone().into();
        if d != Data::Empty {
            n += 1;
            if n > max_cells {
                return Err(ReadError::TooManyCells {
                    sheet: Some(sheet.to_string()),
                    most: max_cells,
                });
            }
            visit(r, col, d);
        }
    }
    Ok(true)
}
