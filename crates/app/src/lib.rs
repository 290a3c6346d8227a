//! Raduno's use cases (`use_cases`) and what a tournament meets beyond its files: a season across tournaments
//! (`circuit`), the Othello federation's rating (`rating`), how a tournament is stored (`persist`), the
//! players' phones (`publish`, `proposal`), the server transport (`replica`) and the demo tournament. It
//! asks the engine and the files (`raduno_engine::…`, `raduno_files::…`, named by the crate that defines
//! each) and nothing above it: the web app and the command line call it.

pub mod circuit;
pub mod demo;
pub mod persist;
pub mod proposal;
pub mod publish;
pub mod rating;
pub mod replica;
pub mod use_cases;
