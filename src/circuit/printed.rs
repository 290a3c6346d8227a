//! A circuit's standings as the documents print them (PDF, xlsx): every value already shown (3 decimals,
//! rounded down), so the PDF and workbook workers are sent this and need neither the ranking nor big
//! integers (their size budgets, README).

use super::standings::{shown, CircuitRow, CircuitStandings, Scored};
use crate::i18n::msg;
use serde::{Deserialize, Serialize};

/// One result as printed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PrintedResult {
    /// Index into [`Printed::tournaments`].
    pub tournament: usize,
    pub place: u32,
    /// Shown to 3 decimals, rounded down.
    pub points: String,
}

/// One player's line as printed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PrintedRow {
    pub pos: Option<u32>,
    pub first_name: String,
    pub last_name: String,
    pub club: String,
    pub total: String,
    pub events: usize,
    pub counted: Vec<PrintedResult>,
    pub dropped: Vec<PrintedResult>,
}

impl PrintedRow {
    pub fn full_name(&self) -> String {
        format!("{} {}", self.first_name, self.last_name)
    }
}

/// The standings as printed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Printed {
    pub name: String,
    pub tournaments: Vec<String>,
    pub rows: Vec<PrintedRow>,
    pub unranked: Vec<PrintedRow>,
}

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
        }
    }
}

impl Printed {
    /// A result as a line shows it: `Serata 2: 3° 15.000`.
    pub fn result_text(&self, r: &PrintedResult) -> String {
        format!(
            "{}: {}° {}",
            self.tournaments
                .get(r.tournament)
                .map_or("", |t| t.as_str()),
            r.place,
            r.points
        )
    }

    /// The file name of a document of the circuit: `<name>_circuito.pdf`.
    pub fn file_name(&self, lang: crate::i18n::Lang, ext: &str) -> String {
        let stem = crate::persist::safe_file_stem(if self.name.is_empty() {
            "circuito"
        } else {
            &self.name
        });
        format!("{stem}_{}.{ext}", msg::EngineCircuitWord.text(lang))
    }
}
