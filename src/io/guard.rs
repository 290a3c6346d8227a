//! The import boundary: outside bytes go to calamine only through the guards ([`super::xls_guard`],
//! [`super::xlsx_guard`]), and what calamine may still do wrong stops here.
//!
//! Natively (`panic = "unwind"`, the default of every profile the CLI and the tests use) a panic inside
//! a reader becomes an ordinary error. In the browser (wasm32-unknown-unknown, whose panic strategy is
//! `abort` on stable Rust) a panic would end the app, so there the guards are the protection, and the
//! fuzz harness (`fuzz/`) checks that no input reaches a panic at all. See README, "Damaged files".

use calamine::{Data, Reader, Xlsx};
use std::io::Cursor;

/// Runs a reader; a panic inside it becomes `Err("file danneggiato / damaged file")`.
pub(crate) fn contain<T>(read: impl FnOnce() -> Result<T, String>) -> Result<T, String> {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(read)) {
        Ok(r) => r,
        Err(_) => Err("file danneggiato / damaged file".into()),
    }
}

/// Opens an `.xlsx` whose bytes [`super::xlsx_guard::sanitize`] rebuilt.
pub(crate) fn open_xlsx(clean: &[u8]) -> Result<Xlsx<Cursor<&[u8]>>, String> {
    Xlsx::new(Cursor::new(clean)).map_err(|e| e.to_string())
}

/// Visits the non-empty cells of a sheet, one at a time (never the sheet's whole rectangle), and stops
/// after `max_cells`. `Ok(false)`: the sheet is not a worksheet (a chart sheet).
pub(crate) fn xlsx_cells(
    book: &mut Xlsx<Cursor<&[u8]>>,
    sheet: &str,
    max_cells: usize,
    mut visit: impl FnMut(u32, u32, Data),
) -> Result<bool, String> {
    let mut reader = match book.worksheet_cells_reader(sheet) {
        Err(calamine::XlsxError::NotAWorksheet(_)) => return Ok(false),
        Err(e) => return Err(e.to_string()),
        Ok(r) => r,
    };
    let mut n = 0usize;
    while let Some(c) = reader.next_cell().map_err(|e| e.to_string())? {
        let (r, col) = c.get_position();
        let d: Data = c.get_value().clone().into();
        if d != Data::Empty {
            n += 1;
            if n > max_cells {
                return Err(format!(
                    "{sheet}: più di {max_cells} celle / more than {max_cells} cells"
                ));
            }
            visit(r, col, d);
        }
    }
    Ok(true)
}
