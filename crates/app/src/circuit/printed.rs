//! The circuit fills the documents' printed table ([`crate::io::printed::Printed`]) from its standings:
//! every value already shown (3 decimals, rounded down).

use super::standings::{shown, CircuitRow, CircuitStandings, Scored};
use crate::io::printed::{Printed, PrintedResult, PrintedRow};

fn result(s: &Scored) -> PrintedResult {
    PrintedResult {
        tournament: s.tournament,
        place: s.place,
        points: shown(s.points),
    }
}

fn row(r: &CircuitRow) -> PrintedRow {
    PrintedRow {
        pos: r.pos,
        first_name: r.first_name.clone(),
        last_name: r.last_name.clone(),
        club: r.club.clone(),
        total: r.total.shown(),
        events: r.events,
        counted: r.counted.iter().map(result).collect(),
        dropped: r.dropped.iter().map(result).collect(),
    }
}

impl From<&CircuitStandings> for Printed {
    fn from(s: &CircuitStandings) -> Self {
        Printed {
            name: s.name.clone(),
            tournaments: s.tournaments.clone(),
            rows: s.rows.iter().map(row).collect(),
            unranked: s.unranked.iter().map(row).collect(),
            rounds_from_file: s.rounds_from_file.clone(),
        }
    }
}
