//! Raduno: a tournament manager for board-game clubs.
//!
//! The engine (`model`, `format`, `draw`, `rating`, `io`) and its use cases (`app`) are plain Rust and
//! run natively (tests, the `raduno` command-line tool) and in the browser. Only `store`, `ui` and
//! `worker` (the web workers' messages) touch the browser.

pub mod app;
pub mod circuit;
pub mod demo;
pub mod draw;
pub mod format;
pub mod i18n;
pub mod io;
pub mod journal;
pub mod model;
pub mod order;
pub mod persist;
pub mod proposal;
pub mod publish;
pub mod qr;
pub mod rating;
pub mod register;
pub mod replica;
pub mod words;

#[cfg(target_arch = "wasm32")]
pub mod store;
#[cfg(target_arch = "wasm32")]
pub mod ui;
#[cfg(target_arch = "wasm32")]
pub mod worker;
