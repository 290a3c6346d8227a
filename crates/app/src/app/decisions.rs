//! The director's decisions after a merge ([`crate::journal::sync::Conflict`]) and a whole tournament
//! read from a workbook.

use crate::journal::{Event, EventId};
use crate::model::Tournament;

/// This version of a table's results stands (or a correction made while the round was locked is right).
pub fn keep(version: EventId) -> Event {
    Event::Decided {
        keep: Some(version),
        drop: vec![],
    }
}

/// An entry set aside after a merge, with what was made on it, is left out.
pub fn leave_out(entry: EventId) -> Event {
    Event::Decided {
        keep: None,
        drop: vec![entry],
    }
}

/// The tournament replaced by one read from the file `source`.
pub fn replace_with(tournament: Tournament, source: &str) -> Event {
    Event::Imported {
        tournament,
        source: source.to_string(),
    }
}
