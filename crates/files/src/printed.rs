//! A circuit's standings as the documents print them (PDF, xlsx, HTML): every value already shown (3
//! decimals, rounded down), so the PDF and workbook workers are sent this and need neither the ranking
//! nor big integers (their size budgets, README). The documents own this shape; the circuit fills it
//! (`circuit::printed`).

use raduno_engine::i18n::{msg, Lang};
use serde::{Deserialize, Serialize};

/// One result as printed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PrintedResult {
    /// Index into [`Printed::tournaments`].
    pub tournament: usize,
    pub place: u32,
    /// Shown to 3 decimals, rounded down.
    pub points: String,
    /// Why a dropped result does not count, in words (the national ranking); empty otherwise.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub why: String,
}

/// One player's line as printed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PrintedRow {
    pub pos: Option<u32>,
    pub first_name: String,
    pub last_name: String,
    pub club: String,
    /// The national ranking's player (its national ID); empty in a circuit.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub national_id: String,
    pub total: String,
    pub events: usize,
    pub counted: Vec<PrintedResult>,
    pub dropped: Vec<PrintedResult>,
    /// A list's own further columns ([`PrintedList::extra`]), in its order; empty in a circuit.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub extra: Vec<String>,
}

impl PrintedRow {
    /// The name, with the national ID where there is one: `Anna Rossi (101)`.
    pub fn full_name(&self) -> String {
        if self.national_id.is_empty() {
            format!("{} {}", self.first_name, self.last_name)
        } else {
            format!(
                "{} {} ({})",
                self.first_name, self.last_name, self.national_id
            )
        }
    }
}

/// The standings as printed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Printed {
    pub name: String,
    pub tournaments: Vec<String>,
    pub rows: Vec<PrintedRow>,
    pub unranked: Vec<PrintedRow>,
    /// (tournament, rounds) of each tournament that declared no number of rounds: its rounds are the
    /// ones in its file ([`rounds_from_file`]).
    #[serde(default)]
    pub rounds_from_file: Vec<(String, u32)>,
    /// Lines said under the standings, in words (the national ranking: the players a workbook's
    /// `Classifica Ridotta` places otherwise than the app's own standings, under their heading).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    /// A list that is not a circuit's standings (the table rating): its own heads and further columns.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub list: Option<PrintedList>,
}

/// What a list other than a circuit's standings prints in their place (the table rating): its title
/// (for "Classifica"), the heads of the total and events columns, its further columns' heads (each
/// row's [`PrintedRow::extra`]) in place of the results, the heading of the rows apart, and what it
/// says before the list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PrintedList {
    pub title: String,
    pub total: String,
    pub events: String,
    pub extra: Vec<String>,
    pub unranked: String,
    #[serde(default)]
    pub said: Vec<String>,
}

impl PrintedList {
    /// A row's further columns in one line: `μ 27,50 · σ 5,05 · provvisorio` (a column whose head
    /// is a word shows its value alone).
    pub fn line(&self, r: &PrintedRow) -> String {
        self.extra
            .iter()
            .zip(&r.extra)
            .filter(|(_, v)| !v.is_empty())
            .map(|(h, v)| {
                if h.chars().count() == 1 {
                    format!("{h} {v}")
                } else {
                    v.clone()
                }
            })
            .collect::<Vec<_>>()
            .join(" · ")
    }
}

impl Printed {
    /// A result as a line shows it: `Serata 2: 3° 15.000`, and why it is dropped where the rules say.
    pub fn result_text(&self, r: &PrintedResult, lang: Lang) -> String {
        let text = format!(
            "{}: {} {}",
            self.tournaments
                .get(r.tournament)
                .map_or("", |t| t.as_str()),
            raduno_engine::i18n::ordinal(r.place, lang),
            r.points
        );
        if r.why.is_empty() {
            text
        } else {
            format!("{text} ({})", r.why)
        }
    }

    /// The file name of a document of the circuit: `<name>_circuito.pdf`.
    pub fn file_name(&self, lang: Lang, ext: &str) -> String {
        let stem = crate::file_name::safe_stem(if self.name.is_empty() {
            "circuito"
        } else {
            &self.name
        });
        format!("{stem}_{}.{ext}", msg::EngineCircuitWord.text(lang))
    }
}

/// "«Serata 1»: 3 turni, quelli nella cartella (…)", one per (tournament, rounds) that declared no
/// number of rounds.
pub fn rounds_from_file(list: &[(String, u32)], lang: Lang) -> Vec<String> {
    list.iter()
        .map(|(t, n)| {
            msg::LegacyCircuitRoundsFromFile {
                tournament: t,
                rounds: n,
            }
            .text(lang)
        })
        .collect()
}
