//! The use cases, one function each, that the pages (`ui`) and the command line (`bin/raduno`) both
//! call: a floor above the engine (`model`, `format`, `draw`, `journal`, `io`, `replica`) and below
//! the faces. A page renders and dispatches what these return; the command line parses its arguments
//! and prints it.
//!
//! - [`next_round`]: draw the next round (or the last one again): the spec the format gives, the draw,
//!   and the event the journal records — on the page's thread, in the draw worker or in `raduno draw`.

pub mod next_round;
