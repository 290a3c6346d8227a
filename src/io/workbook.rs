//! The legacy program's Excel workbook (SPEC section 6; the layout comes from the GestioneRaduno v1.5 manual,
//! seed `000_08592501ecfadfb6.txt`, "Struttura del foglio Excel database del Torneo" and "Esecuzione di un
//! sorteggio").
//!
//! - `Iscritti`: a header row within the first 10 rows (ID, Nome, Cognome, Nick Forum EG, Club, Partecipa
//!   Torneo, Regione; matched case-insensitively, extra columns ignored). Rows without Nome and Cognome are
//!   the template's pre-numbered rows (ID only, sometimes a club) and are skipped.
//! - `TORNEO` (the 2025 workbook): labels (Sede Torneo, Organizzatore, Nome Torneo, Tipologia di Torneo,
//!   Numero Turni Previsti) with their value in the next filled cell to the right.
//! - One sheet per round (`1° Turno`, `Turno 1`, `Round 1`), in 3-row blocks: `Tavolo N°k`; the seats, seat
//!   `s` (0-based) with the player ID in column 3s, "Nome Cognome" in 3s+1 and the table points in 3s+2;
//!   the clubs under the names. In the points: decimals give the table ranking of tied players (44.1 beats
//!   44, "i decimali verranno ignorati"), a negative number marks an eliminated player (-1 = eliminated
//!   last, Torneo Gufo), and 100 is a RisiKo! where the format says so (Master, MasterRisiko, Campionato Gufo).
//! - Raduno also writes a hidden sheet `Raduno` with what the legacy layout cannot hold (draw seeds, phases,
//!   byes, ghost tables, Master tie-break data). It only completes the visible sheets, which always win.
//!
//! The importer never panics and refuses bad input with every problem listed by sheet, row and column.

use super::guard::ReadError;
use crate::format::FormatKind;
use crate::i18n::msg;
use crate::i18n::{Lang, Localized};
use crate::journal::{roster_diff, RosterDiff};
use crate::model::{
    canonical_region, fold, Phase, Player, PlayerId, Round, Seat, SeatResult, Settings, Table,
    TableOutcome, Tournament,
};
use calamine::{Data, Reader};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap, HashSet};
use std::fmt;
use std::io::Cursor;

pub use super::xlsx_out::{blank_workbook, circuit_workbook, export_workbook, ExportError};

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
pub const SHEET_LOG: &str = "Log";
pub const SHEET_EXTRAS: &str = "Raduno";
pub(crate) const EXTRAS_MARK: &str = "raduno-extras-v1";

/// The largest table: a table of 6 is refused.
pub const MAX_SEATS: usize = 5;
/// Table points above this are refused as a typing error.
const MAX_POINTS: u64 = 100_000;

/// A workbook read successfully: the tournament and what was accepted with a remark.
#[derive(Clone, Debug, PartialEq)]
pub struct Imported {
    pub tournament: Tournament,
    pub warnings: Vec<Problem>,
}

/// Every problem that stopped an import.
#[derive(Clone, Debug, PartialEq)]
pub struct ImportErrors {
    pub problems: Vec<Problem>,
}

impl Localized for ImportErrors {
    fn text(&self, lang: Lang) -> String {
        let n = self.problems.len();
        let head = msg::IoFileNotImported { count: &n }.text(lang);
        let mut out = head;
        for p in &self.problems {
            out.push_str("\n- ");
            out.push_str(&p.text(lang));
        }
        out
    }
}

impl fmt::Display for ImportErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::It))
    }
}

impl std::error::Error for ImportErrors {}

/// One problem (or warning) and where it is: sheet, 1-based row, 0-based column (shown as letters).
#[derive(Clone, Debug, PartialEq)]
pub struct Problem {
    pub sheet: Option<String>,
    /// 1-based, as a spreadsheet shows it.
    pub row: Option<u32>,
    /// 0-based; [`column_letters`] gives A, B, …, AA.
    pub col: Option<u32>,
    pub kind: ProblemKind,
}

impl Problem {
    fn at(sheet: &str, row0: u32, col0: u32, kind: ProblemKind) -> Self {
        Problem {
            sheet: Some(sheet.to_string()),
            row: Some(row0.saturating_add(1)),
            col: Some(col0),
            kind,
        }
    }
    fn in_row(sheet: &str, row0: u32, kind: ProblemKind) -> Self {
        Problem {
            sheet: Some(sheet.to_string()),
            row: Some(row0.saturating_add(1)),
            col: None,
            kind,
        }
    }
    fn in_sheet(sheet: &str, kind: ProblemKind) -> Self {
        Problem {
            sheet: Some(sheet.to_string()),
            row: None,
            col: None,
            kind,
        }
    }
    fn file(kind: ProblemKind) -> Self {
        Problem {
            sheet: None,
            row: None,
            col: None,
            kind,
        }
    }

    /// "Iscritti!C5"-style reference, when the problem has a cell.
    pub fn cell(&self) -> Option<String> {
        Some(format!("{}{}", column_letters(self.col?), self.row?))
    }
}

/// Spreadsheet column letters of a 0-based column: 0 → A, 25 → Z, 26 → AA.
pub fn column_letters(col: u32) -> String {
    let mut n = col as u64 + 1;
    let mut out = Vec::new();
    while n > 0 {
        let r = ((n - 1) % 26) as u8;
        out.push((b'A' + r) as char);
        n = (n - 1) / 26;
    }
    out.iter().rev().collect()
}

#[derive(Clone, Debug, PartialEq)]
pub enum ProblemKind {
    // Errors.
    NotAWorkbook {
        file: String,
        detail: ReadError,
    },
    UnreadableSheet {
        detail: ReadError,
    },
    MissingSheet {
        name: String,
    },
    HeaderNotFound,
    MissingColumn {
        name: String,
    },
    BadId {
        text: String,
    },
    MissingId,
    DuplicateId {
        id: PlayerId,
        first_row: u32,
    },
    MissingName {
        id: PlayerId,
        column: String,
    },
    BadParticipation {
        text: String,
    },
    TextInPoints {
        text: String,
    },
    BadPoints {
        text: String,
    },
    UnknownPlayer {
        id: PlayerId,
    },
    UnknownName {
        name: String,
    },
    AmbiguousName {
        name: String,
    },
    PlayerTwice {
        id: PlayerId,
        first_table: u32,
    },
    TableTooBig {
        table: u32,
        seats: usize,
    },
    TableTooSmall {
        table: u32,
        seats: usize,
    },
    BadTableHeader {
        text: String,
    },
    DuplicateTable {
        table: u32,
    },
    DuplicateRound {
        number: u32,
        other_sheet: String,
    },
    MissingRound {
        number: u32,
    },
    /// A round sheet with no table although later rounds exist.
    EmptyRound {
        number: u32,
    },
    Invalid {
        error: crate::journal::ModelError,
    },
    /// A result the format refuses (SPEC 2 "Valid results"): the value as written and why.
    ImpossibleResult {
        value: String,
        problem: crate::format::EntryProblem,
    },
    /// A table whose every seat has points but which the rules cannot score (SPEC 2 "Level at the
    /// top"): a level top (or place) with nothing to order it, named with its players.
    Unscorable {
        round: u32,
        table: u32,
        names: Vec<String>,
        error: crate::format::ScoreError,
    },
    /// A table of a legacy sheet with some points and some blank cells (issue 29): neither played
    /// nor not yet played; named with the players whose points are missing.
    HalfFilled {
        round: u32,
        table: u32,
        missing: Vec<String>,
    },
    // Warnings.
    UnknownRegion {
        text: String,
    },
    EmptyParticipation {
        id: PlayerId,
    },
    NameMismatch {
        id: PlayerId,
        written: String,
        registered: String,
    },
    UnknownType {
        text: String,
    },
    IgnoredRow,
    EmptyLastRound {
        number: u32,
    },
    SharedElimination {
        table: u32,
        order: u8,
    },
    ExtrasIgnored {
        detail: String,
    },
    /// Raduno's extra data of a table ignored: the workbook seats other players there now.
    ExtrasPlayersChanged {
        round: u32,
        table: u32,
    },
}

impl ProblemKind {
    /// Warnings do not stop an import.
    pub fn is_warning(&self) -> bool {
        use ProblemKind::*;
        matches!(
            self,
            UnknownRegion { .. }
                | EmptyParticipation { .. }
                | NameMismatch { .. }
                | UnknownType { .. }
                | IgnoredRow
                | EmptyLastRound { .. }
                | SharedElimination { .. }
                | ExtrasIgnored { .. }
                | ExtrasPlayersChanged { .. }
        )
    }
}

impl Localized for Problem {
    fn text(&self, lang: Lang) -> String {
        let mut place = Vec::new();
        if let Some(sheet) = &self.sheet {
            place.push(msg::EngineSheetSheet { sheet: &sheet }.text(lang));
        }
        match (self.row, self.col) {
            (Some(row), Some(col)) => place.push(
                msg::IoCellRowColumn {
                    col: &column_letters(col),
                    row: &row,
                }
                .text(lang),
            ),
            (Some(row), None) => place.push(msg::EngineRowRow { row: &row }.text(lang)),
            _ => {}
        }
        let what = self.kind.text(lang);
        if place.is_empty() {
            what
        } else {
            let mut p = place.join(", ");
            if let Some(first) = p.get(..1) {
                p = first.to_uppercase() + p.get(1..).unwrap_or("");
            }
            format!("{p}: {what}")
        }
    }
}

impl Localized for ProblemKind {
    fn text(&self, lang: Lang) -> String {
        use ProblemKind::*;
        match self {
            NotAWorkbook { file, detail } => msg::IoIsNotReadableExcelWorkbookXls {
                file: &file,
                detail: &detail.text(lang),
            }
            .text(lang),
            UnreadableSheet { detail } => msg::IoSheetCannotBeRead {
                detail: &detail.text(lang),
            }
            .text(lang),
            MissingSheet { name } => msg::IoSheetIsMissing { name: &name }.text(lang),
            HeaderNotFound => msg::IoNoHeaderRowWithIdNome.text(lang),
            MissingColumn { name } => msg::IoHeaderRowHasNoColumn { name: &name }.text(lang),
            BadId { text } => msg::IoIdIsNotPositiveWholeNumber { text: &text }.text(lang),
            MissingId => msg::IoPlayersIdIsMissing.text(lang),
            DuplicateId { id, first_row } => msg::IoIdIsAlreadyUsedOnRow {
                id: &id,
                first_row: &first_row,
            }
            .text(lang),
            MissingName { id, column } => msg::IoPlayerIdRequiredIsMissing {
                id: &id,
                column: &column,
            }
            .text(lang),
            BadParticipation { text } => {
                msg::IoPartecipaTorneoMustBeSiOr { text: &text }.text(lang)
            }
            TextInPoints { text } => msg::IoPointsMustBeNumberNotText { text: &text }.text(lang),
            BadPoints { text } => msg::IoInvalidPointsWholeNumberFrom0 { text: &text }.text(lang),
            UnknownPlayer { id } => msg::IoPlayerIdIsNotInIscritti { id: &id }.text(lang),
            UnknownName { name } => msg::IoIdIsMissingAndIsNot { name: &name }.text(lang),
            AmbiguousName { name } => {
                msg::IoIdIsMissingAndSeveralPlayers { name: &name }.text(lang)
            }
            PlayerTwice { id, first_table } => msg::IoPlayerIdAlreadySitsAtTable {
                id: &id,
                first_table: &first_table,
            }
            .text(lang),
            TableTooBig { table, seats } => msg::IoTableHasPlayersAtMost {
                table: &table,
                seats: &seats,
                value: &MAX_SEATS,
            }
            .text(lang),
            TableTooSmall { table, seats } => msg::IoTableHasPlayersAtLeast2 {
                table: &table,
                seats: &seats,
            }
            .text(lang),
            BadTableHeader { text } => {
                msg::IoHasNoTableNumberExpectedTavolo { text: &text }.text(lang)
            }
            DuplicateTable { table } => {
                msg::IoTableAppearsTwiceLegacyProgramAppended { table: &table }.text(lang)
            }
            DuplicateRound {
                number,
                other_sheet,
            } => msg::IoRoundIsAlreadyInSheet {
                number: &number,
                other_sheet: &other_sheet,
            }
            .text(lang),
            MissingRound { number } => msg::IoSheetOfRoundIsMissingE { number: &number }.text(lang),
            EmptyRound { number } => msg::IoRoundHasNoTablesButLater { number: &number }.text(lang),
            Invalid { error } => msg::IoInconsistentData {
                error: &error.text(lang),
            }
            .text(lang),
            ImpossibleResult { value, problem } => {
                let who = match problem.player {
                    Some(id) if problem.seat.is_some() => format!("{} (ID {id})", problem.name),
                    _ => problem.name.clone(),
                };
                msg::IoRoundTableImpossibleValue {
                    round: &problem.round,
                    table: &problem.table,
                    who: &who,
                    value: &value,
                    reason: &problem.reason(lang),
                }
                .text(lang)
            }
            Unscorable {
                round,
                table,
                names,
                error,
            } => {
                let who = names.join(", ");
                let why = error.text(lang);
                msg::IoRoundTableGameCannotBeRanked {
                    round: &round,
                    table: &table,
                    who: &who,
                    why: &why,
                }
                .text(lang)
            }
            HalfFilled {
                round,
                table,
                missing,
            } => msg::LegacyIoHalfFilledTable {
                round: &round,
                table: &table,
                missing: &missing.join(", "),
            }
            .text(lang),
            UnknownRegion { text } => msg::IoUnknownRegionKeptAsWritten { text: &text }.text(lang),
            EmptyParticipation { id } => {
                msg::IoPlayerIdPartecipaTorneoIsEmpty { id: &id }.text(lang)
            }
            NameMismatch {
                id,
                written,
                registered,
            } => msg::IoIdIsInIscrittiButHere {
                id: &id,
                registered: &registered,
                written: &written,
            }
            .text(lang),
            UnknownType { text } => {
                msg::IoTournamentTypeNotRecognisedChooseFormat { text: &text }.text(lang)
            }
            IgnoredRow => msg::IoRowIgnoredItBelongsToNo.text(lang),
            EmptyLastRound { number } => {
                msg::IoRoundHasNoTablesIgnored { number: &number }.text(lang)
            }
            SharedElimination { table, order } => msg::IoTableSeveralPlayersWithSameElimination {
                table: &table,
                order: &order,
            }
            .text(lang),
            ExtrasPlayersChanged { round, table } => msg::IoRadunosExtraDataIgnored {
                detail: &msg::IoExtrasPlayersChanged { round, table }.text(lang),
            }
            .text(lang),
            ExtrasIgnored { detail } => {
                msg::IoRadunosExtraDataIgnored { detail: &detail }.text(lang)
            }
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::It))
    }
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
    pub custom: Option<crate::format::FormatDef>,
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
    let t = build(&book, file_name, format.into(), &mut ctx);
    let (errors, warnings): (Vec<_>, Vec<_>) =
        ctx.problems.into_iter().partition(|p| !p.kind.is_warning());
    match t {
        Some(tournament) if errors.is_empty() => Ok(Imported {
            tournament,
            warnings,
        }),
        _ => Err(ImportErrors { problems: errors }),
    }
}

/// The sheets of a workbook, read into memory: each sheet's cells, or why the sheet cannot be read.
pub struct Book {
    sheets: Vec<(String, Result<Grid, ReadError>)>,
}

impl Book {
    fn find(&self, name: &str) -> Option<(&str, &Result<Grid, ReadError>)> {
        let key = name.trim().to_lowercase();
        self.sheets
            .iter()
            .find(|(n, _)| n.trim().to_lowercase() == key)
            .map(|(n, r)| (n.as_str(), r))
    }

    /// The cells as JSON, as the workbook worker sends them to the app.
    pub fn to_json(&self) -> String {
        let sheets: Vec<WireSheet> = self
            .sheets
            .iter()
            .map(|(name, grid)| WireSheet {
                name: name.clone(),
                cells: grid.as_ref().ok().map(|g| {
                    g.rows
                        .iter()
                        .flat_map(|(&r, row)| {
                            row.iter().map(move |(&c, d)| (r, c, WireCell::of(d)))
                        })
                        .collect()
                }),
                error: grid.as_ref().err().cloned(),
            })
            .collect();
        serde_json::to_string(&sheets).unwrap_or_default()
    }

    /// The cells back from [`Book::to_json`].
    pub fn from_json(text: &str) -> Result<Book, String> {
        let sheets: Vec<WireSheet> = serde_json::from_str(text).map_err(|e| e.to_string())?;
        let sheets = sheets
            .into_iter()
            .map(|s| {
                let grid = match (s.cells, s.error) {
                    (Some(cells), _) => {
                        let mut g = Grid::default();
                        for (r, c, d) in cells {
                            g.insert(r, c, d.data());
                        }
                        Ok(g)
                    }
                    (None, e) => Err(e.unwrap_or_default()),
                };
                (s.name, grid)
            })
            .collect();
        Ok(Book { sheets })
    }
}

/// A sheet in [`Book::to_json`].
#[derive(Serialize, Deserialize)]
struct WireSheet {
    name: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    cells: Option<Vec<(u32, u32, WireCell)>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    error: Option<ReadError>,
}

/// A cell in [`Book::to_json`]: calamine's `Data`, numbers by their bits (JSON has no NaN). A date keeps
/// its serial number and whether it is a duration, all the importer reads of it.
#[derive(Serialize, Deserialize)]
enum WireCell {
    E,
    I(i64),
    F(u64),
    S(String),
    B(bool),
    D(u64, bool),
    Di(String),
    Du(String),
    X(String),
}

impl WireCell {
    fn of(d: &Data) -> WireCell {
        match d {
            Data::Int(i) => WireCell::I(*i),
            Data::Float(f) => WireCell::F(f.to_bits()),
            Data::String(s) => WireCell::S(s.clone()),
            Data::Bool(b) => WireCell::B(*b),
            Data::DateTime(dt) => WireCell::D(dt.as_f64().to_bits(), dt.is_duration()),
            Data::DateTimeIso(s) => WireCell::Di(s.clone()),
            Data::DurationIso(s) => WireCell::Du(s.clone()),
            Data::Error(e) => WireCell::X(format!("{e:?}")),
            Data::Empty => WireCell::E,
        }
    }

    fn data(self) -> Data {
        use calamine::{CellErrorType as E, ExcelDateTime, ExcelDateTimeType};
        match self {
            WireCell::I(i) => Data::Int(i),
            WireCell::F(f) => Data::Float(f64::from_bits(f)),
            WireCell::E => Data::Empty,
            WireCell::S(s) => Data::String(s),
            WireCell::B(b) => Data::Bool(b),
            WireCell::D(v, duration) => Data::DateTime(ExcelDateTime::new(
                f64::from_bits(v),
                if duration {
                    ExcelDateTimeType::TimeDelta
                } else {
                    ExcelDateTimeType::DateTime
                },
                false,
            )),
            WireCell::Di(s) => Data::DateTimeIso(s),
            WireCell::Du(s) => Data::DurationIso(s),
            WireCell::X(e) => Data::Error(match e.as_str() {
                "Div0" => E::Div0,
                "NA" => E::NA,
                "Name" => E::Name,
                "Null" => E::Null,
                "Num" => E::Num,
                "Ref" => E::Ref,
                "Value" => E::Value,
                _ => E::GettingData,
            }),
        }
    }
}

/// The first half of [`import_workbook_as`]: a workbook's sheets and cells, through the guards (any bytes
/// give a book or the reason they are not a workbook).
pub fn read_book(bytes: &[u8]) -> Result<Book, ReadError> {
    if bytes.is_empty() {
        return Err(ReadError::Empty);
    }
    let damaged = |e: String| ReadError::Damaged(Some(e));
    super::guard::contain(|| {
        if super::xls_guard::is_compound_file(bytes) {
            let patched = super::xls_guard::check(bytes).map_err(damaged)?;
            read_xls(&patched)
        } else if bytes.starts_with(b"PK\x03\x04") {
            let clean = super::xlsx_guard::sanitize(bytes).map_err(damaged)?;
            read_xlsx(&clean)
        } else {
            Err(ReadError::UnknownFormat)
        }
    })
}

/// The most cells Raduno reads from one workbook (a tournament holds a few thousand).
const MAX_CELLS: usize = 2_000_000;

/// A legacy `.xls` (after the structural check), read into sparse grids.
fn read_xls(bytes: &[u8]) -> Result<Book, ReadError> {
    let mut sheets = Vec::new();
    let mut total = 0usize;
    let mut wb =
        calamine::Xls::new(Cursor::new(bytes)).map_err(|e| ReadError::Reader(e.to_string()))?;
    for name in wb.sheet_names() {
        let grid = wb
            .worksheet_range(&name)
            .map_err(|e| ReadError::Reader(e.to_string()))
            .map(|range| {
                let (r0, c0) = range.start().unwrap_or((0, 0));
                let mut g = Grid::default();
                for (r, c, d) in range.used_cells() {
                    g.insert(r0 + r as u32, c0 + c as u32, d.clone());
                }
                g
            });
        total += grid.as_ref().map_or(0, Grid::len);
        sheets.push((name, grid));
    }
    if total > MAX_CELLS {
        return Err(ReadError::TooManyCells {
            sheet: None,
            most: MAX_CELLS,
        });
    }
    Ok(Book { sheets })
}

/// An `.xlsx` rebuilt by the guard, read cell by cell into sparse grids: a cell typed far away (row
/// 1,048,576) costs one cell, not the whole rectangle up to it.
fn read_xlsx(clean: &[u8]) -> Result<Book, ReadError> {
    let mut sheets = Vec::new();
    let mut total = 0usize;
    let mut wb = super::guard::open_xlsx(clean)?;
    for name in wb.sheet_names() {
        let mut g = Grid::default();
        let grid = super::guard::xlsx_cells(&mut wb, &name, MAX_CELLS - total, |r, c, d| {
            g.insert(r, c, d)
        })
        .map(|_| g);
        total += grid.as_ref().map_or(0, Grid::len);
        sheets.push((name, grid));
    }
    Ok(Book { sheets })
}

/// A sheet's cells, sparse, rows in order.
#[derive(Default)]
struct Grid {
    rows: BTreeMap<u32, BTreeMap<u32, Data>>,
    cells: usize,
    max_col: u32,
}

impl Grid {
    /// Adds a cell; cells beyond Excel's last row (1,048,576) or column (XFD) cannot exist and are
    /// dropped.
    fn insert(&mut self, row: u32, col: u32, d: Data) {
        if row > 1_048_575 || col > 16_383 {
            return;
        }
        if self.rows.entry(row).or_default().insert(col, d).is_none() {
            self.cells += 1;
        }
        self.max_col = self.max_col.max(col);
    }

    fn len(&self) -> usize {
        self.cells
    }

    /// The rows holding a cell, from `start` on.
    fn rows_from(&self, start: u32) -> impl Iterator<Item = u32> + '_ {
        self.rows.range(start..).map(|(&r, _)| r)
    }

    /// The cells of a row, in column order.
    fn row(&self, row: u32) -> impl Iterator<Item = (u32, &Data)> + '_ {
        self.rows
            .get(&row)
            .into_iter()
            .flat_map(|cells| cells.iter().map(|(&c, d)| (c, d)))
    }
}

#[derive(Default)]
struct Ctx {
    problems: Vec<Problem>,
    /// Where each table's results were read: (round, table) → sheet, header cell, and per seat the
    /// points cell and its value as written.
    result_cells: HashMap<(u32, u32), ResultCells>,
}

/// The cells a table's results come from, to name them when the format refuses a result.
struct ResultCells {
    sheet: String,
    header: (u32, u32),
    seats: Vec<(u32, u32, String)>,
}

impl Ctx {
    fn push(&mut self, p: Problem) {
        self.problems.push(p);
    }
}

/// A cell's value, `Empty` outside the used range.
fn cell(grid: &Grid, row: u32, col: u32) -> &Data {
    static EMPTY: Data = Data::Empty;
    grid.rows
        .get(&row)
        .and_then(|r| r.get(&col))
        .unwrap_or(&EMPTY)
}

fn last_row(grid: &Grid) -> Option<u32> {
    grid.rows.keys().next_back().copied()
}

fn last_col(grid: &Grid) -> u32 {
    grid.max_col
}

/// A cell as trimmed text; numbers as written ("44.1", "3").
fn text(d: &Data) -> String {
    match d {
        Data::Empty => String::new(),
        Data::String(s) | Data::DateTimeIso(s) | Data::DurationIso(s) => s.trim().to_string(),
        Data::Int(i) => i.to_string(),
        Data::Float(f) => float_text(*f),
        Data::Bool(b) => {
            if *b {
                "TRUE".into()
            } else {
                "FALSE".into()
            }
        }
        Data::DateTime(dt) => float_text(dt.as_f64()),
        Data::Error(e) => format!("#{e:?}"),
    }
}

fn float_text(f: f64) -> String {
    if f.is_finite() && f.abs() < 1e15 {
        format!("{f}")
    } else {
        format!("{f:e}")
    }
}

fn is_blank(d: &Data) -> bool {
    match d {
        Data::Empty => true,
        Data::String(s) => s.trim().is_empty(),
        _ => false,
    }
}

/// A positive whole number, from a number cell or numeric text.
fn parse_id(d: &Data) -> Option<PlayerId> {
    match d {
        Data::Int(i) => u32::try_from(*i).ok().filter(|&v| v > 0),
        Data::Float(f) => {
            if f.is_finite() && f.fract() == 0.0 && *f >= 1.0 && *f <= u32::MAX as f64 {
                Some(*f as u32)
            } else {
                None
            }
        }
        Data::String(s) => {
            let s = s.trim();
            let s = s.strip_suffix(".0").unwrap_or(s);
            s.parse::<u32>().ok().filter(|&v| v > 0)
        }
        _ => None,
    }
}

/// What a points cell holds (SPEC 2): table points with an optional tie-order fraction, or an
/// elimination order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mark {
    /// Table points and the decimals (in millionths) that rank tied players: 44.1 → (44, 100000).
    Points(u32, u32),
    /// -k: the k-th from last to be eliminated (-1 = eliminated last).
    Eliminated(u8),
}

enum MarkError {
    Text(String),
    Bad(String),
}

fn parse_mark(d: &Data) -> Result<Option<Mark>, MarkError> {
    let written = match d {
        Data::Empty => return Ok(None),
        Data::String(s) if s.trim().is_empty() => return Ok(None),
        Data::Int(i) => i.to_string(),
        Data::Float(f) => {
            if !f.is_finite() || f.abs() > MAX_POINTS as f64 {
                return Err(MarkError::Bad(float_text(*f)));
            }
            float_text(*f)
        }
        Data::String(s) => {
            let s = s.trim();
            let numeric = s
                .chars()
                .all(|c| c.is_ascii_digit() || matches!(c, '-' | '+' | '.' | ','));
            if !numeric || !s.chars().any(|c| c.is_ascii_digit()) {
                return Err(MarkError::Text(s.to_string()));
            }
            s.replace(',', ".")
        }
        other => return Err(MarkError::Text(text(other))),
    };
    match parse_decimal_mark(&written) {
        Some(m) => Ok(Some(m)),
        None => Err(MarkError::Bad(written)),
    }
}

/// "44", "44.1", "-2", "+3" → a mark; `None` for anything else.
fn parse_decimal_mark(s: &str) -> Option<Mark> {
    let (negative, body) = match s.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, s.strip_prefix('+').unwrap_or(s)),
    };
    let (int, frac) = match body.split_once('.') {
        Some((i, f)) => (i, f),
        None => (body, ""),
    };
    if int.is_empty()
        || !int.chars().all(|c| c.is_ascii_digit())
        || !frac.chars().all(|c| c.is_ascii_digit())
    {
        return None;
    }
    let value: u64 = int.parse().ok()?;
    if value > MAX_POINTS {
        return None;
    }
    let digits: String = frac.chars().chain(std::iter::repeat('0')).take(6).collect();
    let millionths: u32 = digits.parse().ok()?;
    if negative {
        if value == 0 && millionths == 0 {
            return Some(Mark::Points(0, 0));
        }
        if millionths != 0 || value > u8::MAX as u64 {
            return None;
        }
        return Some(Mark::Eliminated(value as u8));
    }
    Some(Mark::Points(value as u32, millionths))
}

/// Does this tournament's format read 100 table points as a RisiKo! (SPEC 2, 5.2, 5.5)? Asked of the
/// format's definition ([`FormatDef::risiko_at_100`](crate::format::FormatDef::risiko_at_100)).
pub fn risiko_at_100(t: &Tournament) -> bool {
    crate::format::def(t).risiko_at_100()
}

/// The round number of a round sheet's name: `1° Turno`, `1 Turno`, `Turno 1`, `Round 1`.
pub fn round_sheet_number(name: &str) -> Option<u32> {
    let n = name.trim().to_lowercase();
    let digits_then = |s: &str| -> Option<(u32, String)> {
        let end = s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
        if end == 0 || end > 4 {
            return None;
        }
        Some((s[..end].parse().ok()?, s[end..].to_string()))
    };
    let number = if let Some(rest) = n.strip_prefix("turno").or_else(|| n.strip_prefix("round")) {
        let (v, tail) = digits_then(rest.trim_start())?;
        tail.trim().is_empty().then_some(v)?
    } else {
        let (v, tail) = digits_then(&n)?;
        let tail = tail.trim_start_matches(['°', 'º', '^', '°', '.', 'o', ' ']);
        (tail == "turno").then_some(v)?
    };
    (number > 0).then_some(number)
}

/// The table number of a `Tavolo N°k` cell: `Some(Ok(k))`, `Some(Err)` for a header without a number,
/// `None` when the cell is not a table header.
fn table_header(d: &Data) -> Option<Result<u32, String>> {
    let Data::String(s) = d else { return None };
    let lower = s.trim().to_lowercase();
    let rest = lower.strip_prefix("tavolo")?;
    let rest = rest.trim_start_matches(|c: char| {
        c == ' ' || c == 'n' || c == '°' || c == 'º' || c == '.' || c == 'r' || c == ':'
    });
    let end = rest
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(rest.len());
    let number = rest[..end]
        .parse::<u32>()
        .ok()
        .filter(|&k| k > 0 && end <= 6);
    Some(number.ok_or_else(|| s.trim().to_string()))
}

fn build(book: &Book, file_name: &str, format: FormatChoice, ctx: &mut Ctx) -> Option<Tournament> {
    let extras = read_extras(book, ctx);
    let mut settings = extras
        .as_ref()
        .map(|e| e.settings.clone())
        .unwrap_or_default();
    read_torneo(book, &mut settings, ctx);
    if let Some(f) = format.kind {
        settings.format = f.into();
    }
    if let Some(d) = format.custom {
        crate::format::set_club_def(&mut settings, Some(d));
    }
    if settings.name.trim().is_empty() {
        let stem = file_name.rsplit(['/', '\\']).next().unwrap_or(file_name);
        let stem = stem.rsplit_once('.').map_or(stem, |(s, _)| s).trim();
        settings.name = if stem.is_empty() {
            "Torneo".to_string()
        } else {
            stem.to_string()
        };
    }
    let players = read_players(book, ctx)?;
    let mut t = Tournament::new(settings);
    t.players = players;
    if let Some(e) = &extras {
        for px in &e.players {
            if let Some(p) = t.players.iter_mut().find(|p| p.id == px.id) {
                p.seed = px.seed;
                p.rating = px.rating;
            }
        }
    }
    let risiko = risiko_at_100(&t);
    t.rounds = read_rounds(book, &t, risiko, ctx);
    let described: HashSet<u32> = extras.as_ref().map_or(HashSet::new(), |e| {
        e.rounds.iter().map(|r| r.number).collect()
    });
    if let Some(e) = &extras {
        apply_round_extras(&mut t, e, ctx);
    }
    // A legacy sheet does not say whether a round was a semifinal or a final: the format decides it
    // from the rounds before, as it would have for the draw.
    for i in 0..t.rounds.len() {
        let number = t.rounds[i].number;
        if described.contains(&number) {
            continue;
        }
        let mut before = t.clone();
        before.rounds.truncate(i);
        if let Ok(spec) = crate::format::draw_spec(&before, number) {
            t.rounds[i].phase = spec.phase;
        }
    }
    // Every result the format refuses, with its cell (SPEC 2 "Valid results").
    let impossible = impossible_cells(&t, ctx);
    // Every table the format cannot score although all its points are there (a level top the rules
    // want ordered): refused with its place, never imported to be dropped from the standings.
    if !impossible {
        unscorable_tables(&t, ctx);
    }
    // A legacy sheet's table with some points and some blanks: refused with its place (a table of
    // blanks or 0s is one not yet played). Raduno's own workbooks keep a table being entered.
    if extras.is_none() {
        half_filled_tables(&t, ctx);
    }
    // The journal's own check, so the import event is sure to apply.
    let mut check = Tournament::default();
    if let Err(error) = crate::journal::apply(
        &mut check,
        &crate::journal::Event::Imported {
            tournament: t.clone(),
            source: file_name.to_string(),
        },
    ) {
        if !impossible {
            ctx.push(Problem::file(ProblemKind::Invalid { error }));
        }
    }
    Some(t)
}

// ---------------------------------------------------------------- TORNEO

/// Whether the workbook names its format (Raduno's own sheet, or the `TORNEO` sheet's "Tipologia di
/// Torneo"): a GestioneRaduno workbook does not, and is read with the format chosen, else Master
/// (issue 29, item 6: the page says which format it assumed).
pub fn names_format(book: &Book) -> bool {
    let mut ctx = Ctx::default();
    if read_extras(book, &mut ctx).is_some() {
        return true;
    }
    let mut settings = Settings::default();
    let before = settings.format.clone();
    read_torneo(book, &mut settings, &mut ctx);
    settings.format != before || torneo_names_type(book)
}

/// The `TORNEO` sheet has a "Tipologia di Torneo" with a value.
fn torneo_names_type(book: &Book) -> bool {
    let Some((_, Ok(range))) = book.find(SHEET_TOURNAMENT) else {
        return false;
    };
    let Some(end) = last_row(range) else {
        return false;
    };
    (0..=end.min(40)).any(|row| {
        (0..=last_col(range).min(10)).any(|col| {
            matches!(
                fold(&text(cell(range, row, col))).as_str(),
                "tipologiaditorneo" | "tipologia" | "formula"
            ) && (col + 1..=last_col(range).min(20)).any(|c| !text(cell(range, row, c)).is_empty())
        })
    })
}

fn read_torneo(book: &Book, settings: &mut Settings, ctx: &mut Ctx) {
    let Some((name, Ok(range))) = book.find(SHEET_TOURNAMENT) else {
        return;
    };
    let Some(end) = last_row(range) else { return };
    for row in 0..=end.min(40) {
        for col in 0..=last_col(range).min(10) {
            let label = fold(&text(cell(range, row, col)));
            if label.is_empty() {
                continue;
            }
            let value = (col + 1..=last_col(range).min(20))
                .map(|c| (c, text(cell(range, row, c))))
                .find(|(_, v)| !v.is_empty());
            let Some((vcol, value)) = value else { continue };
            match label.as_str() {
                "sedetorneo" | "sede" => settings.venue = value,
                "organizzatore" => settings.organizer = value,
                "nometorneo" => settings.name = value,
                "tipologiaditorneo" | "tipologia" | "formula" => match format_from_name(&value) {
                    Some(f) => settings.format = f.into(),
                    None => ctx.push(Problem::at(
                        name,
                        row,
                        vcol,
                        ProblemKind::UnknownType { text: value },
                    )),
                },
                "numeroturniprevisti" => {
                    if let Some(n) = parse_id(cell(range, row, vcol)) {
                        settings.planned_rounds = Some(n);
                    }
                }
                "data" | "datatorneo" => settings.date = value,
                _ => continue,
            }
            break;
        }
    }
}

/// A format from the 2025 workbook's "Tipologia di Torneo", a format name or a slug.
pub fn format_from_name(text: &str) -> Option<FormatKind> {
    let key = fold(text);
    if key.is_empty() {
        return None;
    }
    let key = key
        .strip_prefix("torneo")
        .filter(|k| !k.is_empty())
        .unwrap_or(&key)
        .to_string();
    FormatKind::all().find(|f| {
        let name = fold(f.name());
        let name = name.strip_prefix("torneo").unwrap_or(&name).to_string();
        fold(f.slug()) == key || name == key || fold(&format!("{:?}", f)) == key
    })
}

// ---------------------------------------------------------------- Iscritti

struct Columns {
    id: u32,
    first: u32,
    last: u32,
    nick: Option<u32>,
    club: Option<u32>,
    participating: Option<u32>,
    region: Option<u32>,
}

fn header_key(d: &Data) -> String {
    fold(&text(d))
}

fn find_columns(sheet: &str, range: &Grid, ctx: &mut Ctx) -> Option<(u32, Columns)> {
    let end = last_row(range)?;
    let width = last_col(range).min(200);
    let mut best: Option<(u32, usize)> = None;
    for row in 0..=end.min(9) {
        let keys: Vec<String> = (0..=width)
            .map(|c| header_key(cell(range, row, c)))
            .collect();
        let find = |names: &[&str]| {
            keys.iter()
                .position(|k| names.contains(&k.as_str()))
                .map(|c| c as u32)
        };
        let id = find(&["id"]);
        let first = find(&["nome"]);
        let last = find(&["cognome"]);
        let found = [id, first, last].iter().filter(|c| c.is_some()).count();
        if let (Some(id), Some(first), Some(last)) = (id, first, last) {
            let cols = Columns {
                id,
                first,
                last,
                nick: find(&["nickforumeg", "nickname", "nick", "nickforum"]),
                club: find(&["club", "clubofamiglia", "clubogruppo", "clubfamiglia"]),
                participating: find(&["partecipatorneo", "partecipa"]),
                region: find(&["regione"]),
            };
            return Some((row, cols));
        }
        if found > 0 && best.is_none_or(|(_, n)| found > n) {
            best = Some((row, found));
        }
    }
    match best {
        Some((row, _)) => {
            let keys: Vec<String> = (0..=width)
                .map(|c| header_key(cell(range, row, c)))
                .collect();
            for (key, label) in [("id", "ID"), ("nome", "Nome"), ("cognome", "Cognome")] {
                if !keys.iter().any(|k| k == key) {
                    ctx.push(Problem::in_row(
                        sheet,
                        row,
                        ProblemKind::MissingColumn { name: label.into() },
                    ));
                }
            }
        }
        None => ctx.push(Problem::in_sheet(sheet, ProblemKind::HeaderNotFound)),
    }
    None
}

/// The national ID of each player of the `Iscritti` sheet, from the 2025 workbook's `ID NAZIONALE`
/// column (also `Tessera`, `Codice nazionale`): what circuits match people by (SPEC 5.11). Empty when
/// the sheet or the column is missing; players without one are left out.
pub fn national_ids(book: &Book) -> HashMap<PlayerId, String> {
    let mut out = HashMap::new();
    let Some((sheet, Ok(range))) = book.find(SHEET_PLAYERS) else {
        return out;
    };
    let mut ctx = Ctx::default();
    let Some((header, cols)) = find_columns(sheet, range, &mut ctx) else {
        return out;
    };
    let Some(col) = (0..=last_col(range).min(200)).find(|&c| {
        matches!(
            header_key(cell(range, header, c)).as_str(),
            "idnazionale" | "tessera" | "ntessera" | "numerotessera" | "codicenazionale"
        )
    }) else {
        return out;
    };
    for row in range.rows_from(header.saturating_add(1)) {
        let value = text(cell(range, row, col));
        let value = value.strip_suffix(".0").unwrap_or(&value).to_string();
        if let Some(id) = parse_id(cell(range, row, cols.id)) {
            if !value.is_empty() {
                out.insert(id, value);
            }
        }
    }
    out
}

fn read_players(book: &Book, ctx: &mut Ctx) -> Option<Vec<Player>> {
    let Some((sheet, range)) = book.find(SHEET_PLAYERS) else {
        ctx.push(Problem::file(ProblemKind::MissingSheet {
            name: SHEET_PLAYERS.into(),
        }));
        return None;
    };
    let range = match range {
        Ok(r) => r,
        Err(detail) => {
            ctx.push(Problem::in_sheet(
                sheet,
                ProblemKind::UnreadableSheet {
                    detail: detail.clone(),
                },
            ));
            return None;
        }
    };
    let (header, cols) = find_columns(sheet, range, ctx)?;
    let mut players: Vec<Player> = Vec::new();
    let mut rows_of: HashMap<PlayerId, u32> = HashMap::new();
    for row in range.rows_from(header.saturating_add(1)) {
        let get = |c: Option<u32>| c.map_or(String::new(), |c| text(cell(range, row, c)));
        let first = get(Some(cols.first));
        let last = get(Some(cols.last));
        let id_cell = cell(range, row, cols.id);
        if first.is_empty() && last.is_empty() {
            // A template row (ID only, sometimes a club), an empty row or a footer.
            continue;
        }
        let id = if is_blank(id_cell) {
            ctx.push(Problem::at(sheet, row, cols.id, ProblemKind::MissingId));
            None
        } else {
            let id = parse_id(id_cell);
            if id.is_none() {
                ctx.push(Problem::at(
                    sheet,
                    row,
                    cols.id,
                    ProblemKind::BadId {
                        text: text(id_cell),
                    },
                ));
            }
            id
        };
        let Some(id) = id else { continue };
        if let Some(&first_row) = rows_of.get(&id) {
            ctx.push(Problem::at(
                sheet,
                row,
                cols.id,
                ProblemKind::DuplicateId { id, first_row },
            ));
            continue;
        }
        rows_of.insert(id, row.saturating_add(1));
        if first.is_empty() {
            ctx.push(Problem::at(
                sheet,
                row,
                cols.first,
                ProblemKind::MissingName {
                    id,
                    column: "Nome".into(),
                },
            ));
        }
        if last.is_empty() {
            ctx.push(Problem::at(
                sheet,
                row,
                cols.last,
                ProblemKind::MissingName {
                    id,
                    column: "Cognome".into(),
                },
            ));
        }
        let mut p = Player::new(id, &first, &last);
        p.nick = get(cols.nick);
        p.club = get(cols.club);
        let part = get(cols.participating);
        p.participating = match fold(&part).as_str() {
            "si" | "sì" | "s" | "yes" | "y" | "x" | "1" | "true" | "vero" => true,
            "no" | "n" | "0" | "false" | "falso" => false,
            "" => {
                if cols.participating.is_some() {
                    ctx.push(Problem::at(
                        sheet,
                        row,
                        cols.participating.unwrap_or(0),
                        ProblemKind::EmptyParticipation { id },
                    ));
                }
                true
            }
            _ => {
                ctx.push(Problem::at(
                    sheet,
                    row,
                    cols.participating.unwrap_or(0),
                    ProblemKind::BadParticipation { text: part },
                ));
                true
            }
        };
        let region = get(cols.region);
        if !region.is_empty() {
            match legacy_region(&region) {
                Some(r) => p.region = r.to_string(),
                None => {
                    ctx.push(Problem::at(
                        sheet,
                        row,
                        cols.region.unwrap_or(0),
                        ProblemKind::UnknownRegion {
                            text: region.clone(),
                        },
                    ));
                    p.region = region;
                }
            }
        }
        players.push(p);
    }
    Some(players)
}

/// A region in the app's spelling, also from the legacy `Dati` sheet's short forms (EMILIA, FRIULI,
/// TRENTINO, VALDAOSTA).
pub fn legacy_region(text: &str) -> Option<&'static str> {
    if let Some(r) = canonical_region(text) {
        return Some(r);
    }
    let key = fold(text);
    if key.len() < 4 {
        return None;
    }
    match key.as_str() {
        "valdaosta" | "vda" | "aosta" => Some("Valle d'Aosta"),
        _ => crate::model::REGIONS
            .iter()
            .copied()
            .find(|r| fold(r).starts_with(&key)),
    }
}

// ---------------------------------------------------------------- rounds

fn read_rounds(book: &Book, t: &Tournament, risiko: bool, ctx: &mut Ctx) -> Vec<Round> {
    let mut by_number: BTreeMap<u32, (&str, &Grid)> = BTreeMap::new();
    for (name, range) in &book.sheets {
        let Some(number) = round_sheet_number(name) else {
            continue;
        };
        let range = match range {
            Ok(r) => r,
            Err(detail) => {
                ctx.push(Problem::in_sheet(
                    name,
                    ProblemKind::UnreadableSheet {
                        detail: detail.clone(),
                    },
                ));
                continue;
            }
        };
        if let Some((other, _)) = by_number.get(&number) {
            ctx.push(Problem::in_sheet(
                name,
                ProblemKind::DuplicateRound {
                    number,
                    other_sheet: other.to_string(),
                },
            ));
            continue;
        }
        by_number.insert(number, (name.as_str(), range));
    }
    let last = by_number.keys().next_back().copied().unwrap_or(0);
    let mut rounds = Vec::new();
    for number in 1..=last {
        let Some(&(sheet, range)) = by_number.get(&number) else {
            ctx.push(Problem::file(ProblemKind::MissingRound { number }));
            continue;
        };
        let tables = read_tables(sheet, number, range, t, risiko, ctx);
        if tables.is_empty() {
            if number == last {
                ctx.push(Problem::in_sheet(
                    sheet,
                    ProblemKind::EmptyLastRound { number },
                ));
            } else {
                ctx.push(Problem::in_sheet(sheet, ProblemKind::EmptyRound { number }));
            }
            continue;
        }
        let mut round = Round::new(number, Phase::Qualifying, 0, tables);
        round.locked = round.has_results();
        rounds.push(round);
    }
    rounds
}

fn read_tables(
    sheet: &str,
    round: u32,
    range: &Grid,
    t: &Tournament,
    risiko: bool,
    ctx: &mut Ctx,
) -> Vec<Table> {
    let header_in = |row: u32| {
        range
            .row(row)
            .take_while(|&(c, _)| c <= 40)
            .find_map(|(c, d)| table_header(d).map(|h| (c, h)))
    };
    let mut tables: Vec<Table> = Vec::new();
    let mut seated: HashMap<PlayerId, u32> = HashMap::new();
    // Only rows holding cells are visited; `next` is the first row not yet consumed by a table.
    let mut next = 0u32;
    let rows: Vec<u32> = range.rows_from(0).collect();
    for row in rows {
        if row < next {
            continue;
        }
        next = row.saturating_add(1);
        let Some((hcol, header)) = header_in(row) else {
            if range.row(row).any(|(_, d)| !is_blank(d)) {
                ctx.push(Problem::in_row(sheet, row, ProblemKind::IgnoredRow));
            }
            continue;
        };
        let number = match header {
            Ok(k) => k,
            Err(text) => {
                ctx.push(Problem::at(
                    sheet,
                    row,
                    hcol,
                    ProblemKind::BadTableHeader { text },
                ));
                continue;
            }
        };
        let seats_row = row.saturating_add(1);
        let mut table = Table::new(number, &[]);
        let mut marks: Vec<(usize, Mark, u32)> = Vec::new();
        // The seats: every 3-column group of the row holding a cell.
        let seat_groups: std::collections::BTreeSet<u32> = if header_in(seats_row).is_none() {
            range
                .row(seats_row)
                .filter(|(_, d)| !is_blank(d))
                .map(|(c, _)| c / 3)
                .collect()
        } else {
            Default::default()
        };
        let mut size = 0usize;
        let mut cells: Vec<(u32, u32, String)> = Vec::new();
        for s in seat_groups {
            let c = 3 * s;
            let (id_cell, name_cell, pts_cell) = (
                cell(range, seats_row, c),
                cell(range, seats_row, c + 1),
                cell(range, seats_row, c + 2),
            );
            if is_blank(id_cell) && is_blank(name_cell) {
                if !is_blank(pts_cell) {
                    ctx.push(Problem::at(sheet, seats_row, c + 1, ProblemKind::MissingId));
                }
                continue;
            }
            size += 1;
            if size > MAX_SEATS {
                continue;
            }
            let written = text(name_cell);
            let id = if is_blank(id_cell) {
                let key = fold(&written);
                let matches: Vec<&Player> = t
                    .players
                    .iter()
                    .filter(|p| fold(&p.full_name()) == key)
                    .collect();
                match matches.as_slice() {
                    [p] => Some(p.id),
                    [] => {
                        ctx.push(Problem::at(
                            sheet,
                            seats_row,
                            c + 1,
                            ProblemKind::UnknownName {
                                name: written.clone(),
                            },
                        ));
                        None
                    }
                    _ => {
                        ctx.push(Problem::at(
                            sheet,
                            seats_row,
                            c + 1,
                            ProblemKind::AmbiguousName {
                                name: written.clone(),
                            },
                        ));
                        None
                    }
                }
            } else {
                match parse_id(id_cell) {
                    None => {
                        ctx.push(Problem::at(
                            sheet,
                            seats_row,
                            c,
                            ProblemKind::BadId {
                                text: text(id_cell),
                            },
                        ));
                        None
                    }
                    Some(id) => match t.player(id) {
                        None => {
                            ctx.push(Problem::at(
                                sheet,
                                seats_row,
                                c,
                                ProblemKind::UnknownPlayer { id },
                            ));
                            None
                        }
                        Some(p) => {
                            if !written.is_empty() && fold(&written) != fold(&p.full_name()) {
                                ctx.push(Problem::at(
                                    sheet,
                                    seats_row,
                                    c + 1,
                                    ProblemKind::NameMismatch {
                                        id,
                                        written: written.clone(),
                                        registered: p.full_name(),
                                    },
                                ));
                            }
                            Some(id)
                        }
                    },
                }
            };
            let mark = match parse_mark(pts_cell) {
                Ok(m) => m,
                Err(MarkError::Text(text)) => {
                    ctx.push(Problem::at(
                        sheet,
                        seats_row,
                        c + 2,
                        ProblemKind::TextInPoints { text },
                    ));
                    None
                }
                Err(MarkError::Bad(text)) => {
                    ctx.push(Problem::at(
                        sheet,
                        seats_row,
                        c + 2,
                        ProblemKind::BadPoints { text },
                    ));
                    None
                }
            };
            let Some(id) = id else { continue };
            if let Some(&first_table) = seated.get(&id) {
                ctx.push(Problem::at(
                    sheet,
                    seats_row,
                    c,
                    ProblemKind::PlayerTwice { id, first_table },
                ));
                continue;
            }
            seated.insert(id, number);
            if let Some(m) = mark {
                marks.push((table.seats.len(), m, seats_row));
            }
            cells.push((seats_row, c + 2, text(pts_cell)));
            table.seats.push(Seat {
                player: id,
                result: None,
            });
        }
        if size > MAX_SEATS {
            ctx.push(Problem::at(
                sheet,
                row,
                hcol,
                ProblemKind::TableTooBig {
                    table: number,
                    seats: size,
                },
            ));
        } else if size < 2 {
            ctx.push(Problem::at(
                sheet,
                row,
                hcol,
                ProblemKind::TableTooSmall {
                    table: number,
                    seats: size,
                },
            ));
        }
        if tables.iter().any(|x| x.number == number) {
            ctx.push(Problem::at(
                sheet,
                row,
                hcol,
                ProblemKind::DuplicateTable { table: number },
            ));
        }
        apply_marks(sheet, row, &mut table, &marks, risiko, ctx);
        // Drawn, not yet played (its points cells blank or 0): read as blank, so what is stored is
        // what the sheet means (issue 29, item 1).
        if table.not_yet_played() {
            for seat in &mut table.seats {
                seat.result = None;
            }
        }
        ctx.result_cells
            .entry((round, number))
            .or_insert(ResultCells {
                sheet: sheet.to_string(),
                header: (row, hcol),
                seats: cells,
            });
        tables.push(table);
        // Skip the seats row and the clubs row under it (unless the next table starts there).
        next = seats_row.saturating_add(1);
        if header_in(next).is_none() {
            next = next.saturating_add(1);
        }
    }
    tables
}

/// Lists every result cell the format refuses (each seat a problem concerns: both RisiKo!, every seat
/// of a table over its total); `true` if there was any.
fn impossible_cells(t: &Tournament, ctx: &mut Ctx) -> bool {
    let mut found = Vec::new();
    for round in &t.rounds {
        for table in &round.tables {
            let results: Vec<Option<SeatResult>> =
                table.seats.iter().map(|s| s.result.clone()).collect();
            let problems =
                crate::format::impossible_results(t, round, table, &results, table.outcome);
            let Some(cells) = ctx.result_cells.get(&(round.number, table.number)) else {
                continue;
            };
            for problem in problems {
                let seats: Vec<usize> = problem.seats.clone();
                if seats.is_empty() {
                    found.push(Problem::at(
                        &cells.sheet,
                        cells.header.0,
                        cells.header.1,
                        ProblemKind::ImpossibleResult {
                            value: String::new(),
                            problem,
                        },
                    ));
                    continue;
                }
                for s in seats {
                    let (row, col, value) = cells.seats.get(s).cloned().unwrap_or((
                        cells.header.0,
                        cells.header.1,
                        String::new(),
                    ));
                    let mut p = problem.clone();
                    if p.seat.is_none() {
                        // A table problem, told at each of its cells with that cell's player.
                        p.seat = Some(s);
                        p.player = table.seats.get(s).map(|x| x.player);
                        p.name = p
                            .player
                            .and_then(|id| t.player(id))
                            .map(|x| x.full_name())
                            .unwrap_or_default();
                    }
                    found.push(Problem::at(
                        &cells.sheet,
                        row,
                        col,
                        ProblemKind::ImpossibleResult { value, problem: p },
                    ));
                }
            }
        }
    }
    let any = !found.is_empty();
    for p in found {
        ctx.push(p);
    }
    any
}

/// Tables with every result that the format cannot score ([`crate::format::TableState::Incomplete`]),
/// each at its table's header cell.
fn unscorable_tables(t: &Tournament, ctx: &mut Ctx) {
    for u in crate::format::unscored(t, t.rounds.len() as u32) {
        let names = u
            .players
            .iter()
            .map(|&id| t.player(id).map_or(format!("ID {id}"), |p| p.full_name()))
            .collect();
        let kind = ProblemKind::Unscorable {
            round: u.round,
            table: u.table,
            names,
            error: u.error,
        };
        let problem = match ctx.result_cells.get(&(u.round, u.table)) {
            Some(cells) => Problem::at(&cells.sheet, cells.header.0, cells.header.1, kind),
            None => Problem::file(kind),
        };
        ctx.push(problem);
    }
}

/// Tables with some seats scored and some blank ([`crate::format::TableState::Partial`]), each at its
/// table's header cell, with the players whose points are missing.
fn half_filled_tables(t: &Tournament, ctx: &mut Ctx) {
    for round in &t.rounds {
        for table in &round.tables {
            let crate::format::TableState::Partial { missing } =
                crate::format::table_state(t, table)
            else {
                continue;
            };
            let missing = missing
                .iter()
                .filter_map(|&s| table.seats.get(s))
                .map(|s| {
                    t.player(s.player)
                        .map_or(format!("ID {}", s.player), |p| p.full_name())
                })
                .collect();
            let kind = ProblemKind::HalfFilled {
                round: round.number,
                table: table.number,
                missing,
            };
            ctx.push(match ctx.result_cells.get(&(round.number, table.number)) {
                Some(cells) => Problem::at(&cells.sheet, cells.header.0, cells.header.1, kind),
                None => Problem::file(kind),
            });
        }
    }
}

/// Turns the points cells of one table into seat results: decimals rank tied players, negatives are
/// elimination orders.
fn apply_marks(
    sheet: &str,
    header_row: u32,
    table: &mut Table,
    marks: &[(usize, Mark, u32)],
    risiko: bool,
    ctx: &mut Ctx,
) {
    let mut eliminated_seen: HashSet<u8> = HashSet::new();
    for &(seat, mark, _) in marks {
        let result = match mark {
            Mark::Points(points, _) => SeatResult {
                points,
                risiko: risiko && points == 100,
                ..SeatResult::default()
            },
            Mark::Eliminated(order) => {
                if !eliminated_seen.insert(order) {
                    ctx.push(Problem::in_row(
                        sheet,
                        header_row,
                        ProblemKind::SharedElimination {
                            table: table.number,
                            order,
                        },
                    ));
                }
                SeatResult {
                    points: 0,
                    eliminated: Some(order),
                    ..SeatResult::default()
                }
            }
        };
        table.seats[seat].result = Some(result);
    }
    // Tie order: among seats with equal whole points, the larger decimals rank first.
    let mut groups: BTreeMap<u32, Vec<(usize, u32)>> = BTreeMap::new();
    for &(seat, mark, _) in marks {
        if let Mark::Points(points, frac) = mark {
            groups.entry(points).or_default().push((seat, frac));
        }
    }
    for group in groups.values() {
        if group.len() < 2 || group.iter().all(|&(_, f)| f == group[0].1) {
            continue;
        }
        let mut fracs: Vec<u32> = group.iter().map(|&(_, f)| f).collect();
        fracs.sort_unstable_by(|a, b| b.cmp(a));
        fracs.dedup();
        for &(seat, frac) in group {
            let rank = fracs.iter().position(|&f| f == frac).unwrap_or(0) + 1;
            if let Some(r) = table.seats[seat].result.as_mut() {
                r.tie_order = Some(rank.min(u8::MAX as usize) as u8);
            }
        }
    }
}

// ---------------------------------------------------------------- Raduno's extra data

/// What the legacy layout cannot hold, written by Raduno in the hidden `Raduno` sheet as JSON.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct Extras {
    pub settings: Settings,
    #[serde(default)]
    pub players: Vec<PlayerExtra>,
    #[serde(default)]
    pub rounds: Vec<RoundExtra>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct PlayerExtra {
    pub id: PlayerId,
    #[serde(default)]
    pub seed: Option<u32>,
    #[serde(default)]
    pub rating: Option<i32>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct RoundExtra {
    pub number: u32,
    pub phase: Phase,
    pub seed: u64,
    #[serde(default)]
    pub byes: Vec<PlayerId>,
    #[serde(default)]
    pub locked: bool,
    #[serde(default)]
    pub tables: Vec<TableExtra>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct TableExtra {
    pub number: u32,
    pub players: Vec<PlayerId>,
    #[serde(default)]
    pub ghost: bool,
    #[serde(default)]
    pub group: u8,
    #[serde(default)]
    pub outcome: Option<TableOutcome>,
    /// Per seat: (punti fuori obiettivo, play order), in seat order.
    #[serde(default)]
    pub tie_breaks: Vec<(Option<u32>, Option<u8>)>,
}

impl Extras {
    pub(crate) fn of(t: &Tournament) -> Self {
        Extras {
            settings: t.settings.clone(),
            players: t
                .players
                .iter()
                .filter(|p| p.seed.is_some() || p.rating.is_some())
                .map(|p| PlayerExtra {
                    id: p.id,
                    seed: p.seed,
                    rating: p.rating,
                })
                .collect(),
            rounds: t
                .rounds
                .iter()
                .map(|r| RoundExtra {
                    number: r.number,
                    phase: r.phase,
                    seed: r.seed,
                    byes: r.byes.clone(),
                    locked: r.locked,
                    tables: r
                        .tables
                        .iter()
                        .map(|tab| TableExtra {
                            number: tab.number,
                            players: tab.players().collect(),
                            ghost: tab.ghost,
                            group: tab.group,
                            outcome: tab.outcome,
                            tie_breaks: tab
                                .seats
                                .iter()
                                .map(|s| {
                                    s.result.as_ref().map_or((None, None), |r| {
                                        (r.outside_objective, r.play_order)
                                    })
                                })
                                .collect(),
                        })
                        .collect(),
                })
                .collect(),
        }
    }
}

fn read_extras(book: &Book, ctx: &mut Ctx) -> Option<Extras> {
    let (sheet, Ok(range)) = book.find(SHEET_EXTRAS)? else {
        return None;
    };
    if text(cell(range, 0, 0)) != EXTRAS_MARK {
        return None;
    }
    let mut json = String::new();
    for row in range.rows_from(1) {
        if let Data::String(s) = cell(range, row, 0) {
            json.push_str(s);
        }
    }
    match serde_json::from_str::<Extras>(&json) {
        Ok(e) => Some(e),
        Err(e) => {
            ctx.push(Problem::in_sheet(
                sheet,
                ProblemKind::ExtrasIgnored {
                    detail: e.to_string(),
                },
            ));
            None
        }
    }
}

/// Completes the rounds with the extra data where the visible sheet still agrees with it.
fn apply_round_extras(t: &mut Tournament, e: &Extras, ctx: &mut Ctx) {
    let registered: HashSet<PlayerId> = t.players.iter().map(|p| p.id).collect();
    for rx in &e.rounds {
        let Some(round) = t.rounds.iter_mut().find(|r| r.number == rx.number) else {
            continue;
        };
        round.phase = rx.phase;
        round.seed = rx.seed;
        round.locked = round.locked || rx.locked;
        let seated: HashSet<PlayerId> = round.players().collect();
        round.byes = rx
            .byes
            .iter()
            .copied()
            .filter(|b| registered.contains(b) && !seated.contains(b))
            .collect();
        for tx in &rx.tables {
            let Some(table) = round.tables.iter_mut().find(|x| x.number == tx.number) else {
                continue;
            };
            if table.players().collect::<Vec<_>>() != tx.players {
                ctx.push(Problem::file(ProblemKind::ExtrasPlayersChanged {
                    round: rx.number,
                    table: tx.number,
                }));
                continue;
            }
            table.ghost = tx.ghost;
            table.group = tx.group;
            table.outcome = tx.outcome.filter(|o| (o.seat as usize) < table.seats.len());
            for (seat, &(outside, order)) in table.seats.iter_mut().zip(&tx.tie_breaks) {
                if let Some(r) = seat.result.as_mut() {
                    r.outside_objective = outside;
                    r.play_order = order;
                }
            }
        }
    }
}

// ---------------------------------------------------------------- what an import will change

/// A workbook read for a tournament already open, and what importing it would change (issue 13, part 3).
#[derive(Clone, Debug, PartialEq)]
pub struct ImportPlan {
    /// The whole workbook as a tournament (settings the workbook does not give are the tournament's).
    pub incoming: Tournament,
    pub warnings: Vec<Problem>,
    /// Its players by ID: new, changed (which fields), missing. Applying adds and updates, as one event
    /// ([`RosterDiff::event`]); the rounds stay.
    pub roster: RosterDiff,
    /// When the workbook has rounds of its own that differ from the tournament's: what replacing the
    /// whole tournament by the workbook would change (offered as a second choice).
    pub replace: Option<ImportDiff>,
}

/// Reads a workbook with the open tournament's format and compares it with the tournament: the one
/// call the documents page makes. A refused workbook lists every problem; nothing is computed.
pub fn plan_import(
    current: &Tournament,
    bytes: &[u8],
    file_name: &str,
) -> Result<ImportPlan, ImportErrors> {
    let imported = import_workbook_as(
        bytes,
        file_name,
        Some(crate::format::kind(&current.settings)),
    );
    plan_imported(current, imported, file_name)
}

/// [`plan_import`] of a workbook already read with the tournament's format (the web app reads it in the
/// workbook worker, `ui::files::import_workbook_as`).
pub fn plan_imported(
    current: &Tournament,
    imported: Result<Imported, ImportErrors>,
    file_name: &str,
) -> Result<ImportPlan, ImportErrors> {
    let imported = imported?;
    let mut incoming = imported.tournament;
    keep_settings(&current.settings, &mut incoming.settings, file_name);
    Ok(ImportPlan {
        incoming,
        warnings: imported.warnings,
        roster: RosterDiff::default(),
        replace: None,
    }
    .against(current))
}

impl ImportPlan {
    /// The plan compared again with `current` (the tournament changed while the director looked).
    pub fn against(mut self, current: &Tournament) -> Self {
        self.roster = roster_diff(current, &self.incoming.players);
        let whole = diff_summary(current, &self.incoming);
        let rounds_differ = !(whole.rounds_added.is_empty()
            && whole.rounds_removed.is_empty()
            && whole.rounds_reseated.is_empty()
            && whole.rounds_rescored.is_empty());
        self.replace = (!self.incoming.rounds.is_empty() && rounds_differ).then_some(whole);
        self
    }
}

/// The name the engine gives a workbook without one: the file name without folder and extension.
fn file_stem(file_name: &str) -> &str {
    let stem = file_name.rsplit(['/', '\\']).next().unwrap_or(file_name);
    stem.rsplit_once('.').map_or(stem, |(s, _)| s).trim()
}

/// Importing into an existing tournament keeps what the workbook does not say: a legacy workbook has no
/// venue, organizer, date or planned rounds (only the 2025 `TORNEO` sheet has some), and when it has no
/// tournament name the engine falls back to the file name, so the tournament keeps its own name. The
/// format is the tournament's (the import was read with it).
pub fn keep_settings(current: &Settings, incoming: &mut Settings, file_name: &str) {
    if incoming.name == file_stem(file_name) && !current.name.trim().is_empty() {
        incoming.name = current.name.clone();
    }
    for (new, old) in [
        (&mut incoming.venue, &current.venue),
        (&mut incoming.organizer, &current.organizer),
        (&mut incoming.date, &current.date),
    ] {
        if new.trim().is_empty() {
            new.clone_from(old);
        }
    }
    if incoming.planned_rounds.is_none() {
        incoming.planned_rounds = current.planned_rounds;
    }
    if incoming.draw_format.is_none() {
        incoming.draw_format = current.draw_format.clone();
    }
}

/// The players' part of a plan in words, one line each: new, changed (with the fields), missing.
impl Localized for RosterDiff {
    fn text(&self, lang: Lang) -> String {
        let who = |p: &Player| format!("{} (ID {})", p.full_name(), p.id);
        let mut lines = Vec::new();
        if !self.added.is_empty() {
            let n = self.added.iter().map(who).collect::<Vec<_>>().join(", ");
            lines.push(
                msg::IoNewPlayers {
                    added: &self.added.len(),
                    names: &n,
                }
                .text(lang),
            );
        }
        if !self.changed.is_empty() {
            let n = self
                .changed
                .iter()
                .map(|c| format!("{}: {}", who(&c.after), c.text(lang)))
                .collect::<Vec<_>>()
                .join("; ");
            lines.push(
                msg::IoPlayersChanged {
                    changed: &self.changed.len(),
                    names: &n,
                }
                .text(lang),
            );
        }
        for c in &self.conflicts {
            lines.push(
                msg::IoIdIsInTournamentInWorkbook {
                    id: &c.existing.id,
                    full_name: &c.existing.full_name(),
                    other_name: &c.incoming.full_name(),
                    new_id: &c.new_id,
                }
                .text(lang),
            );
        }
        if !self.returning.is_empty() {
            let n = self
                .returning
                .iter()
                .map(who)
                .collect::<Vec<_>>()
                .join(", ");
            lines.push(
                msg::IoRemovedFromTournamentEarlierNotAdded {
                    returning: &self.returning.len(),
                    names: &n,
                }
                .text(lang),
            );
        }
        for d in &self.duplicates {
            let club = if d.a.club.trim().is_empty() {
                msg::EngineNoClub.text(lang)
            } else {
                d.a.club.clone()
            };
            lines.push(
                msg::IoLikelyDuplicateAnd {
                    first: &who(&d.a),
                    second: &who(&d.b),
                    club: &club,
                }
                .text(lang),
            );
        }
        if !self.missing.is_empty() {
            let n = self.missing.iter().map(who).collect::<Vec<_>>().join(", ");
            lines.push(
                msg::IoNotInWorkbookKeptAsThey {
                    missing: &self.missing.len(),
                    names: &n,
                }
                .text(lang),
            );
        }
        if lines.is_empty() {
            lines.push(msg::EngineNoChangesToThePlayers.text(lang));
        }
        lines.join("\n")
    }
}

/// What importing a workbook into an existing tournament changes, for the director to confirm.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct ImportDiff {
    pub settings_changed: bool,
    pub players_added: Vec<Player>,
    /// (before, after), same ID.
    pub players_changed: Vec<(Player, Player)>,
    pub players_removed: Vec<Player>,
    pub rounds_added: Vec<u32>,
    pub rounds_removed: Vec<u32>,
    /// Rounds whose seating differs.
    pub rounds_reseated: Vec<u32>,
    /// Rounds with the same seating but different results.
    pub rounds_rescored: Vec<u32>,
}

impl ImportDiff {
    pub fn is_empty(&self) -> bool {
        *self == ImportDiff::default()
    }
}

/// What replacing `current` by `incoming` changes.
pub fn diff_summary(current: &Tournament, incoming: &Tournament) -> ImportDiff {
    let mut d = ImportDiff {
        settings_changed: current.settings != incoming.settings,
        ..Default::default()
    };
    for p in &incoming.players {
        match current.player(p.id) {
            None => d.players_added.push(p.clone()),
            Some(old) if old != p => d.players_changed.push((old.clone(), p.clone())),
            Some(_) => {}
        }
    }
    d.players_removed = current
        .players
        .iter()
        .filter(|p| incoming.player(p.id).is_none())
        .cloned()
        .collect();
    let n = current.rounds.len().max(incoming.rounds.len());
    for i in 0..n {
        let number = i as u32 + 1;
        match (current.rounds.get(i), incoming.rounds.get(i)) {
            (None, Some(_)) => d.rounds_added.push(number),
            (Some(_), None) => d.rounds_removed.push(number),
            (Some(a), Some(b)) => {
                let seating = |r: &Round| -> Vec<(u32, Vec<PlayerId>)> {
                    r.tables
                        .iter()
                        .map(|t| (t.number, t.players().collect()))
                        .collect()
                };
                if seating(a) != seating(b) || a.byes != b.byes {
                    d.rounds_reseated.push(number);
                } else if a != b {
                    d.rounds_rescored.push(number);
                }
            }
            (None, None) => {}
        }
    }
    d
}

impl Localized for ImportDiff {
    fn text(&self, lang: Lang) -> String {
        if self.is_empty() {
            return msg::EngineNoChanges.text(lang);
        }
        let names = |ps: &mut dyn Iterator<Item = &Player>| {
            ps.map(|p| format!("{} (ID {})", p.full_name(), p.id))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let list = |ns: &[u32]| ns.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
        let mut lines = Vec::new();
        if self.settings_changed {
            lines.push(msg::EngineTournamentSettingsChanged.text(lang));
        }
        if !self.players_added.is_empty() {
            let n = names(&mut self.players_added.iter());
            lines.push(
                msg::IoPlayersAdded {
                    players_added: &self.players_added.len(),
                    names: &n,
                }
                .text(lang),
            );
        }
        if !self.players_changed.is_empty() {
            let n = names(&mut self.players_changed.iter().map(|(_, p)| p));
            lines.push(
                msg::IoPlayersChanged2 {
                    players_changed: &self.players_changed.len(),
                    names: &n,
                }
                .text(lang),
            );
        }
        if !self.players_removed.is_empty() {
            let n = names(&mut self.players_removed.iter());
            lines.push(
                msg::IoPlayersRemoved {
                    players_removed: &self.players_removed.len(),
                    names: &n,
                }
                .text(lang),
            );
        }
        for (ns, what) in [
            (&self.rounds_added, msg::IoRoundsAdded.str(lang)),
            (&self.rounds_removed, msg::IoRoundsRemoved.str(lang)),
            (&self.rounds_reseated, msg::IoRoundsReseated.str(lang)),
            (&self.rounds_rescored, msg::IoRoundsRescored.str(lang)),
        ] {
            if !ns.is_empty() {
                lines.push(format!("{what}: {}", list(ns)));
            }
        }
        lines.join("\n")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn column_letters_follow_the_spreadsheet() {
        assert_eq!(column_letters(0), "A");
        assert_eq!(column_letters(2), "C");
        assert_eq!(column_letters(25), "Z");
        assert_eq!(column_letters(26), "AA");
        assert_eq!(column_letters(27), "AB");
        assert_eq!(column_letters(701), "ZZ");
        assert_eq!(column_letters(702), "AAA");
    }

    #[test]
    fn round_sheet_names() {
        assert_eq!(round_sheet_number("1° Turno"), Some(1));
        assert_eq!(round_sheet_number("12° turno"), Some(12));
        assert_eq!(round_sheet_number("3 Turno"), Some(3));
        assert_eq!(round_sheet_number("Turno 2"), Some(2));
        assert_eq!(round_sheet_number("Round 4"), Some(4));
        assert_eq!(round_sheet_number("Iscritti"), None);
        assert_eq!(round_sheet_number("Turno"), None);
        assert_eq!(round_sheet_number("0° Turno"), None);
        assert_eq!(round_sheet_number("1° Turno bis"), None);
    }

    #[test]
    fn points_cells() {
        assert_eq!(parse_decimal_mark("44"), Some(Mark::Points(44, 0)));
        assert_eq!(parse_decimal_mark("44.1"), Some(Mark::Points(44, 100_000)));
        assert_eq!(parse_decimal_mark("44.25"), Some(Mark::Points(44, 250_000)));
        assert_eq!(parse_decimal_mark("-1"), Some(Mark::Eliminated(1)));
        assert_eq!(parse_decimal_mark("-0"), Some(Mark::Points(0, 0)));
        assert_eq!(parse_decimal_mark("-1.5"), None);
        assert_eq!(parse_decimal_mark("4e5"), None);
        assert_eq!(parse_decimal_mark("."), None);
        assert_eq!(parse_decimal_mark("999999999999999999999999"), None);
        assert!(matches!(
            parse_mark(&Data::String("44,1".into())),
            Ok(Some(Mark::Points(44, 100_000)))
        ));
        assert!(matches!(
            parse_mark(&Data::String("dieci".into())),
            Err(MarkError::Text(_))
        ));
        assert!(matches!(
            parse_mark(&Data::Float(f64::NAN)),
            Err(MarkError::Bad(_))
        ));
        assert!(matches!(
            parse_mark(&Data::Float(1e300)),
            Err(MarkError::Bad(_))
        ));
        assert!(matches!(
            parse_mark(&Data::Bool(true)),
            Err(MarkError::Text(_))
        ));
    }

    #[test]
    fn table_headers() {
        let h = |s: &str| table_header(&Data::String(s.into()));
        assert_eq!(h("Tavolo N°1"), Some(Ok(1)));
        assert_eq!(h("TAVOLO N. 12"), Some(Ok(12)));
        assert_eq!(h("Tavolo 3"), Some(Ok(3)));
        assert_eq!(h("Tavolo"), Some(Err("Tavolo".into())));
        assert_eq!(h("Mario Rossi"), None);
    }

    #[test]
    fn legacy_regions() {
        assert_eq!(legacy_region("EMILIA"), Some("Emilia-Romagna"));
        assert_eq!(legacy_region("FRIULI"), Some("Friuli-Venezia Giulia"));
        assert_eq!(legacy_region("TRENTINO"), Some("Trentino-Alto Adige"));
        assert_eq!(legacy_region("VALDAOSTA"), Some("Valle d'Aosta"));
        assert_eq!(legacy_region("CAMPANIA"), Some("Campania"));
        assert_eq!(legacy_region("Narnia"), None);
    }

    #[test]
    fn tournament_types() {
        assert_eq!(
            format_from_name("Raduno Nazionale"),
            Some(FormatKind::RadunoNazionale)
        );
        assert_eq!(format_from_name("Torneo Master"), Some(FormatKind::Master));
        assert_eq!(format_from_name("Torneo Open"), Some(FormatKind::Open));
        assert_eq!(format_from_name("Torneo Gufo"), Some(FormatKind::Gufo));
        assert_eq!(
            format_from_name("campionato-gufo"),
            Some(FormatKind::CampionatoGufo)
        );
        assert_eq!(
            format_from_name("MasterRisiko"),
            Some(FormatKind::MasterRisiko)
        );
        assert_eq!(format_from_name("Torneo Interclub"), None);
    }

    #[test]
    fn the_clubs_list_is_the_official_one() {
        let clubs = official_clubs();
        assert_eq!(clubs.len(), 33);
        assert!(clubs.contains(&"BERGAMO [Le Mura]"));
        assert!(clubs.iter().all(|c| c.contains('[') && c.ends_with(']')));
    }
}
