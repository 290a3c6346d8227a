//! The replica's transport: the CouchDB client a club's server is reached with. Transport
//! only, no rules: what comes back is read as entries ([`doc`]) and handed to the journal, which checks
//! every entry before it counts ([`raduno_engine::journal::trust`]). Nothing above this module speaks CouchDB:
//! the use cases ([`crate::use_cases::server_sync`], [`crate::use_cases::phones`]) ask it for entries, documents
//! and problems.
//!
//! - [`couch`]: the protocol without a network (the address, the requests, the answers, the feed read
//!   row by row), tested natively;
//! - [`doc`]: a journal entry as a server document, and the documents read back as entries;
//! - [`database`]: the requests a round trip makes, as a trait (the browser's client makes them, the
//!   tests a database in memory);
//! - `fetch` (browser only): the requests with the browser's `fetch`, credentials, timeouts and a failed
//!   request told apart; `requests` (browser only): the round trip's and the publication's requests
//!   made with it;
//! - [`designs`]: the players' databases, their documents and designs;
//! - [`federation`]: the federation's database, its documents (finished tournaments' final
//!   standings), its design and a year read from it;
//! - `http` (command line only): the same requests with `ureq`, for publishing to the federation and
//!   reading a year from it;
//! - `setup` (command line only): `raduno server setup`, a club's server made ready with an admin's
//!   password.

pub mod couch;
pub mod database;
pub mod designs;
pub mod doc;
pub mod federation;
#[cfg(target_arch = "wasm32")]
pub mod fetch;
#[cfg(not(target_arch = "wasm32"))]
pub mod http;
#[cfg(target_arch = "wasm32")]
mod requests;
#[cfg(not(target_arch = "wasm32"))]
pub mod setup;

pub use couch::{
    for_phones_with, is_loopback, origin, parse_address, typed_host, Address, AddressError,
    FeedPage, Problem,
};
pub use doc::Listed;
#[cfg(target_arch = "wasm32")]
pub use fetch::Client;
