//! The director's decisions after a merge ([`raduno_engine::journal::sync::Conflict`]) and a whole tournament
//! read from a workbook.

use raduno_engine::journal::{Entry, Event, EventId, Journal};
use raduno_engine::model::Tournament;

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

/// One version of a table's results in words: each seat's player and points.
pub fn version_scores(j: &Journal, (round, table): (u32, u32), e: &Entry) -> String {
    let t = j.state();
    let seats = t
        .round(round)
        .and_then(|r| r.tables.iter().find(|x| x.number == table))
        .map(|x| x.seats.clone())
        .unwrap_or_default();
    match raduno_engine::journal::sync::results_of(j.entries(), e) {
        Some(Event::TableResults { results, .. }) => seats
            .iter()
            .zip(results)
            .map(|(seat, r)| {
                let who = t
                    .player(seat.player)
                    .map(|p| p.full_name())
                    .unwrap_or_default();
                let pts = r
                    .as_ref()
                    .map(|r| r.points.to_string())
                    .unwrap_or_else(|| "–".into());
                format!("{who} {pts}")
            })
            .collect::<Vec<_>>()
            .join(", "),
        _ => String::new(),
    }
}
