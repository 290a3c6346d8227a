//! Raduno: a tournament manager for board-game clubs.
//!
//! The web app and the command line over the workspace's crates, which are layers:
//! `raduno-engine` (model, format, draw, journal, words: no web dependency), `raduno-files` (workbooks,
//! PDFs, exports), `raduno-app` (the use cases, circuits, rating, storage's format, the players' phones,
//! the server transport). The engine's and the app's modules are re-exported here by name (`raduno::model`,
//! `raduno::use_cases`, …); the files crate is named as it is (`raduno_files::workbook`).
//! Only `store`, `ui` and `worker` touch the browser.

pub use raduno_app::{circuit, demo, persist, proposal, publish, rating, replica, use_cases};
pub use raduno_engine::{draw, format, i18n, journal, model, order, register, table_rating, words};
pub use raduno_files::qr;

#[cfg(target_arch = "wasm32")]
pub mod store;
#[cfg(target_arch = "wasm32")]
pub mod ui;
#[cfg(target_arch = "wasm32")]
pub mod worker;
