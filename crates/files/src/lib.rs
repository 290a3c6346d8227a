//! Raduno's files: the workbook (`.xls`/`.xlsx` in, `.xlsx` out), PDFs, the text exports, CSV and QR codes.
//! Bytes in, bytes out, no DOM; it asks the engine (`raduno_engine::model::Player`, named by the crate
//! that defines it) and nothing above it.
//!
//! - [`workbook`]: the legacy program's Excel database (`.xls` / `.xlsx` in, `.xlsx` out), the blank
//!   registration workbook and the official clubs list;
//! - [`pdf`]: score sheets, the full report and the standings as PDF (printpdf, an embedded DejaVu font);
//! - [`export`]: every game as text, vBulletin forum code or HTML;
//! - [`layout`]: the legacy workbook's own Italian words (labels, sheet and table titles);
//! - [`printed`]: a circuit's standings as the documents print them (the circuit fills it).
//!
//! Everything here is plain Rust that runs natively (tests, the `raduno` tool) and in the browser.

pub mod csv;
pub mod export;
pub mod file_name;
pub mod guard;
pub mod qr;
pub use guard::{memory_limit, ReadError};
pub mod layout;
pub mod pdf;
#[cfg(feature = "pdf")]
mod pdf_draw;
pub mod pdf_logo;
#[cfg(feature = "pdf")]
mod pdf_qr;
pub mod printed;
pub mod workbook;
mod xls_guard;
mod xls_layout;
pub mod xlsx_guard;
mod xlsx_kept;
mod xlsx_layout;
mod xlsx_out;

pub use workbook::{
    blank_workbook, circuit_workbook, diff_summary, export_workbook, import_book, import_workbook,
    import_workbook_as, official_clubs, plan_import, plan_imported, read_book, Book, FormatChoice,
    ImportDiff, ImportErrors, ImportPlan, Imported, Problem, ProblemKind,
};
pub use workbook::{read_register, SHEET_REGISTER};
