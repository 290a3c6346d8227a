//! Raduno's files: the workbook (`.xls`/`.xlsx` in, `.xlsx` out), PDFs, the text exports, CSV and QR codes.
//! Bytes in, bytes out, no DOM; it asks the engine (re-exported here by its modules' names, so a path reads
//! `crate::model::Player` in every crate) and nothing above it.

pub use raduno_engine::{draw, format, i18n, journal, model, order, register, words};

pub mod io;
pub mod qr;
