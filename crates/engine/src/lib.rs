//! Raduno's engine: the tournament as plain data (`model`), the formats (`format`), the seating optimiser
//! (`draw`), the tournament as its events (`journal`), and the words every message is said in (`i18n`,
//! `words`). It runs natively and in the browser, and knows nothing of files, devices or pages: the crates
//! above it (`raduno-files`, `raduno-app`, the web app and the command line) use it.

pub mod draw;
pub mod format;
pub mod i18n;
pub mod journal;
pub mod model;
pub mod order;
pub mod register;
pub mod table_rating;
pub mod words;
