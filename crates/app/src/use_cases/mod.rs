//! The use cases, one function each, that the pages (`ui`) and the command line (`bin/raduno`) both
//! call: a layer above the engine (`model`, `format`, `draw`, `journal`, `io`, `replica`) and below
//! the faces. A page renders and dispatches what these return; the command line parses its arguments
//! and prints it.
//!
//! - [`next_round`]: draw the next round (or the last one again): the spec the format gives, the draw,
//!   and the event the journal records — on the page's thread, in the draw worker or in `raduno draw`;
//! - [`receive`]: receive changes (a file, a server's documents): one merge into a copy of the journal,
//!   one error handling, the preview before it and a new tournament from them;
//! - [`scores`]: save a table's score or correct it (the event, and whether to ask first);
//! - [`server_sync`]: sync with a server: one round trip (what to offer, the requests, what came back
//!   merged, where the next one starts: its [`server_sync::Progress`]), the tournaments a server
//!   holds, one taken whole;
//! - [`phones`]: the players' phones: the publication written to the server, a round's proposals read
//!   back;
//! - [`federation`]: publish a finished tournament to the federation's database, read a year from it;
//! - [`players`]: register, edit, remove, check in; [`seating`]: a round's seating by hand, its lock and
//!   deletion; [`settings`]: the tournament's settings, a rename; [`decisions`]: the director's decisions
//!   after a merge, a tournament replaced by a workbook's.
//!
//! A page builds no journal event itself: it asks one of these.

pub mod decisions;
pub mod federation;
pub mod log;
pub mod next_round;
pub mod phones;
pub mod players;
pub mod receive;
pub mod scores;
pub mod seating;
pub mod server_sync;
pub mod settings;
