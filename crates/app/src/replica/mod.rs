//! The replica's transport: the CouchDB client a club's server is reached with. Transport
//! only, no rules: what comes back is handed to the journal, which checks every entry before it counts
//! ([`crate::journal::sync`]).
//!
//! - [`couch`]: the protocol without a network (the address, the requests, the answers, the feed read
//!   row by row), tested natively;
//! - `fetch` (browser only): the requests with the browser's `fetch`, credentials, timeouts and a failed
//!   request told apart;
//! - [`federation`]: the federation's database, its documents (finished tournaments' final
//!   standings), its design and a year read from it;
//! - `http` (command line only): the same requests with `ureq`, for publishing to the federation and
//!   reading a year from it;
//! - `setup` (command line only): `raduno server setup`, a club's server made ready with an admin's
//!   password.

pub mod couch;
pub mod designs;
pub mod federation;
#[cfg(target_arch = "wasm32")]
pub mod fetch;
#[cfg(not(target_arch = "wasm32"))]
pub mod http;
#[cfg(not(target_arch = "wasm32"))]
pub mod setup;
