//! The legacy program's Excel workbook (the documents' rules (the workbook layout); the layout comes from the GestioneRaduno v1.5 manual,
//! seed `000_08592501ecfadfb6.txt`, "Struttura del foglio Excel database del Torneo" and "Esecuzione di un
//! sorteggio").
//!
//! - `Iscritti`: a header row within the first 10 rows (ID, Nome, Cognome, Nick Forum EG, Club, Partecipa
//!   Torneo, Regione; matched case-insensitively, extra columns ignored). Rows without Nome and Cognome are
//!   the template's pre-numbered rows (ID only, sometimes a club) and are skipped.
//! - `TORNEO` (the 2025 workbook): labels (Sede Torneo, Organizzatore, Nome Torneo, Tipologia di Torneo —
//!   the category, kept apart from the format —, Numero Turni Previsti, Note) with their value in the next
//!   filled cell to the right; from row 8, each round's number in column B and its date in column D.
//!   `Iscritti` columns 8–10 of the 2025 workbook: Data di Nascita, ID NAZIONALE, the last events.
//! - One sheet per round (`1° Turno`, `Turno 1`, `Round 1`), in 2-row blocks as both legacy programs
//!   write them (GestioneTorneo's `ExcelAccess.scriviPartite`): `Tavolo N°k`; then the seats, seat `s`
//!   (0-based) with the player ID in column 3s, "Nome Cognome" (a line break and the club after it, or
//!   the club after the name) in 3s+1 and the table points in 3s+2. Earlier Raduno files have a third
//!   row, the clubs under the names: read too; a row in none of these layouts is refused with its place.
//!   In the points: decimals give the table ranking of tied players (44.1 beats
//!   44, "i decimali verranno ignorati"), a negative number marks an eliminated player (-1 = eliminated
//!   last, Torneo Gufo), and 100 is a RisiKo! where the format says so (Master, MasterRisiko, Campionato Gufo).
//! - Raduno also writes a hidden sheet `Raduno` with what the legacy layout cannot hold (draw seeds, phases,
//!   byes, ghost tables, Master tie-break data). It only completes the visible sheets, which always win.
//! - What the app does not own (the official form's hidden `Dati` and `GIOCATORI`, formulas, regions as
//!   typed, column widths, drop-down lists) is kept with the tournament ([`kept`]) and written back.
//!
//! The importer never panics and refuses bad input with every problem listed by sheet, row and column.
//!
//! The reading, one file a job: [`cells`] (the bytes through the guards into sparse sheets, and what a
//! cell says), [`wire`] (the cells as the workbook worker sends them), `torneo`, `players`, `rounds` and
//! `extras` (one sheet each), `tournament` (the tournament, checked as the journal will check it),
//! [`problems`] (every problem and its wording) and [`diff`] (what importing into an open tournament
//! changes). Writing is `xlsx_out`.

pub mod cells;
pub mod diff;
pub(crate) mod extras;
pub(crate) mod kept;
pub mod origin;
mod players;
pub mod problems;
pub mod reduced;
mod register;
mod rounds;
mod torneo;
mod tournament;
mod wire;

pub use super::xlsx_out::{blank_workbook, circuit_workbook, export_workbook, ExportError};
pub use cells::{read_book, round_sheet_number, Book};
pub use diff::{diff_summary, keep_settings, plan_import, plan_imported, ImportDiff, ImportPlan};
pub(crate) use extras::Extras;
pub use players::{legacy_region, national_ids};
pub use problems::{column_letters, ImportErrors, Problem, ProblemKind};
pub use register::{read_register, SHEET_REGISTER};
pub use torneo::{format_from_name, names_format};
pub use tournament::risiko_at_100;

use super::guard::ReadError;
use problems::Ctx;
use raduno_engine::format::FormatKind;
use raduno_engine::model::Tournament;

/// The official clubs list, as in the hidden `Dati` sheet of the 2025 legacy workbook.
pub fn official_clubs() -> &'static [&'static str] {
    static CLUBS: std::sync::OnceLock<Vec<&'static str>> = std::sync::OnceLock::new();
    CLUBS.get_or_init(|| {
        include_str!("clubs.txt")
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .collect()
    })
}

/// Sheet names Raduno reads and writes.
pub const SHEET_PLAYERS: &str = "Iscritti";
pub const SHEET_TOURNAMENT: &str = "TORNEO";
pub const SHEET_STANDINGS: &str = "Classifica";
/// GestioneTorneo's short final standings, which the federation reads (the documents' rules (the workbook layout)).
pub const SHEET_SHORT_STANDINGS: &str = "Classifica Ridotta";
pub const SHEET_LOG: &str = "Log";
pub const SHEET_EXTRAS: &str = "Raduno";
pub(crate) const EXTRAS_MARK: &str = "raduno-extras-v1";

/// The largest table: a table of 6 is refused.
pub const MAX_SEATS: usize = 5;

/// A workbook read successfully: the tournament and what was accepted with a remark.
#[derive(Clone, Debug, PartialEq)]
pub struct Imported {
    pub tournament: Tournament,
    pub warnings: Vec<Problem>,
    /// The format the import took from the workbook's writer, no format being asked for: an Open
    /// written by GestioneTorneo is scored as GestioneTorneo scores it ([`origin`]). Said beside the
    /// import, not a warning: nothing is wrong with the file.
    pub scored_as: Option<FormatKind>,
}

/// Reads a workbook (legacy `.xls` or `.xlsx`). The format comes from the `TORNEO` sheet or Raduno's own
/// data, else Master; see [`import_workbook_as`] to choose it.
pub fn import_workbook(bytes: &[u8], file_name: &str) -> Result<Imported, ImportErrors> {
    import_workbook_as(bytes, file_name, None)
}

/// The format a workbook is read with, when the caller chooses it: a built-in, or a club's own
/// definition (the command line's `--format club.json`).
#[derive(Clone, Debug, Default)]
pub struct FormatChoice {
    pub kind: Option<FormatKind>,
    pub custom: Option<raduno_engine::format::FormatDef>,
}

impl From<Option<FormatKind>> for FormatChoice {
    fn from(kind: Option<FormatKind>) -> FormatChoice {
        FormatChoice { kind, custom: None }
    }
}

/// Reads a workbook with a chosen format (which decides, e.g., whether 100 table points is a RisiKo!).
pub fn import_workbook_as(
    bytes: &[u8],
    file_name: &str,
    format: impl Into<FormatChoice>,
) -> Result<Imported, ImportErrors> {
    import_book(read_book(bytes), file_name, format)
}

/// The second half of [`import_workbook_as`]: the tournament from a workbook's cells, as [`read_book`]
/// gave them (in the browser the workbook worker reads the bytes, the app builds the tournament).
pub fn import_book(
    book: Result<Book, ReadError>,
    file_name: &str,
    format: impl Into<FormatChoice>,
) -> Result<Imported, ImportErrors> {
    let book = book.map_err(|detail| ImportErrors {
        problems: vec![Problem::file(ProblemKind::NotAWorkbook {
            file: file_name.to_string(),
            detail,
        })],
    })?;
    let mut ctx = Ctx::default();
    let format: FormatChoice = format.into();
    let chosen = format.kind.is_some() || format.custom.is_some();
    let t = tournament::build(&book, file_name, format, &mut ctx);
    let scored_as = t.as_ref().and_then(|t| {
        let kind = raduno_engine::format::kind(&t.settings);
        let gt = !chosen && kind == FormatKind::OpenGt && origin::written_by_gestione_torneo(&book);
        gt.then_some(kind)
    });
    let (errors, warnings): (Vec<_>, Vec<_>) =
        ctx.problems.into_iter().partition(|p| !p.kind.is_warning());
    match t {
        Some(tournament) if errors.is_empty() => Ok(Imported {
            tournament,
            warnings,
            scored_as,
        }),
        _ => Err(ImportErrors { problems: errors }),
    }
}

/// The name the engine gives a workbook without one: the file name without folder and extension.
pub(super) fn file_stem(file_name: &str) -> &str {
    let stem = file_name.rsplit(['/', '\\']).next().unwrap_or(file_name);
    stem.rsplit_once('.').map_or(stem, |(s, _)| s).trim()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_clubs_list_is_the_official_one() {
        let clubs = official_clubs();
        assert_eq!(clubs.len(), 33);
        assert!(clubs.contains(&"BERGAMO [Le Mura]"));
        assert!(clubs.iter().all(|c| c.contains('[') && c.ends_with(']')));
    }
}
