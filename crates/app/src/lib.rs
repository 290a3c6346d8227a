//! Raduno's use cases (`app`) and what a tournament meets beyond its files: a season across tournaments
//! (`circuit`), the Othello federation's rating (`rating`), how a tournament is stored (`persist`), the
//! players' phones (`publish`, `proposal`), the server transport (`replica`) and the demo tournament. It
//! asks the engine and the files (re-exported here by their modules' names) and nothing above it: the web
//! app and the command line call it.

pub use raduno_engine::{draw, format, i18n, journal, model, order, register, table_rating, words};
pub use raduno_files::{io, qr};

pub mod app;
pub mod circuit;
pub mod demo;
pub mod persist;
pub mod proposal;
pub mod publish;
pub mod rating;
pub mod replica;
