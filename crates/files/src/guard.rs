//! The import boundary: outside bytes go to calamine only through the guards ([`super::xls_guard`],
//! [`super::xlsx_guard`]), and what calamine may still do wrong stops here.
//!
//! Natively (`panic = "unwind"`, the default of every profile the CLI and the tests use) a panic inside
//! a reader becomes an ordinary error. In the browser (wasm32-unknown-unknown, whose panic strategy is
//! `abort` on stable Rust) a panic would end the app, so there the guards are the protection, and the
//! fuzz harness (`fuzz/`) checks that no input reaches a panic at all. See docs/FILES.md, "Damaged files".

use calamine::{Data, Reader, Xlsx};
use raduno_engine::i18n::{msg, Lang, Text};
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
    /// Reading the file would take `needs` bytes of memory, more than the `most` a file of its size
    /// may take ([`memory_limit`]).
    TooMuchMemory { needs: u64, most: u64 },
    /// The reader library's own words.
    Reader(String),
}

/// The most memory reading a file of `len` bytes may take: [`MEMORY_FLOOR`] and [`MEMORY_PER_BYTE`]
/// times its size. As the `image` crate's `Limits`: what a file claims is added up and checked against
/// this before anything is reserved, so a damaged 100 KB file is refused, not a tab crash on a phone. A
/// real tournament workbook needs a few times its size (docs/FILES.md, "Damaged files").
pub fn memory_limit(len: usize) -> u64 {
    MEMORY_FLOOR + MEMORY_PER_BYTE * len as u64
}

pub const MEMORY_FLOOR: u64 = 16 << 20;
pub const MEMORY_PER_BYTE: u64 = 32;

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
            ReadError::TooMuchMemory { most, .. } => msg::FilesTooMuchMemory {
                most: &most.div_ceil(1 << 20),
            }
            .said(),
            ReadError::Reader(words) => msg::IoReadReader { words }.said(),
        }
    }

    pub fn text(&self, lang: Lang) -> String {
        self.said().text(lang)
    }
}

/// What a guard found damaged.
impl From<String> for ReadError {
    fn from(why: String) -> ReadError {
        ReadError::Damaged(Some(why))
    }
}

impl From<&str> for ReadError {
    fn from(why: &str) -> ReadError {
        ReadError::Damaged(Some(why.to_string()))
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

/// What a caller keeps of a cell read ([`xlsx_cells`]): a place in its ordered maps, and a row's map.
const KEPT_CELL: u64 = 96;
const KEPT_ROW: u64 = 512;

/// Visits the non-empty cells of a sheet, one at a time (never the sheet's whole rectangle), and stops
/// after `max_cells`, or when the cells visited would take more than `memory` bytes kept (a text
/// cell holds its own copy of a shared string: a thousand cells of one long string are a thousand
/// copies); `memory` is then what is left. `Ok(false)`: the sheet is not a worksheet (a chart sheet).
pub fn xlsx_cells(
    book: &mut Xlsx<Cursor<&[u8]>>,
    sheet: &str,
    max_cells: usize,
    memory: &mut Memory,
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
            let text = match &d {
                Data::String(s) | Data::DateTimeIso(s) | Data::DurationIso(s) => s.len() as u64,
                _ => 0,
            };
            let row = if memory.row == Some(r) { 0 } else { KEPT_ROW };
            memory.row = Some(r);
            memory.spend(KEPT_CELL + row + text)?;
            visit(r, col, d);
        }
    }
    Ok(true)
}

/// What the cells read from a rebuilt workbook of `clean_len` bytes (from a file of `len` bytes) may
/// take: what reading the file may take, less six times the rebuilt workbook (its parts and their
/// copy while it was rebuilt, the rebuilt bytes, calamine's shared strings).
pub(crate) fn cells_memory(len: usize, clean_len: usize) -> u64 {
    memory_limit(len).saturating_sub(6 * clean_len as u64)
}

/// The memory the cells read from an `.xlsx` may still take ([`cells_memory`]).
pub struct Memory {
    left: u64,
    most: u64,
    row: Option<u32>,
}

impl Memory {
    /// What a rebuilt workbook of `clean_len` bytes, from a file of `len` bytes, leaves for its cells.
    pub fn for_xlsx(len: usize, clean_len: usize) -> Memory {
        Memory {
            left: cells_memory(len, clean_len),
            most: memory_limit(len),
            row: None,
        }
    }

    fn spend(&mut self, bytes: u64) -> Result<(), ReadError> {
        match self.left.checked_sub(bytes) {
            Some(left) => {
                self.left = left;
                Ok(())
            }
            None => Err(ReadError::TooMuchMemory {
                needs: self.most - self.left + bytes,
                most: self.most,
            }),
        }
    }
}
