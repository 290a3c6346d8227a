//! Every problem a workbook can have, where it is (sheet, row, column) and its wording in the catalogue's
//! words; and the reading's notebook ([`Ctx`]) that collects them.

use super::MAX_SEATS;
use crate::guard::ReadError;
use raduno_engine::format::{Unrankable, UnrankableIn};
use raduno_engine::i18n::msg;
use raduno_engine::i18n::{Lang, Localized};
use raduno_engine::model::PlayerId;
use std::collections::HashMap;
use std::fmt;

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
    pub(super) fn at(sheet: &str, row0: u32, col0: u32, kind: ProblemKind) -> Self {
        Problem {
            sheet: Some(sheet.to_string()),
            row: Some(row0.saturating_add(1)),
            col: Some(col0),
            kind,
        }
    }
    pub(super) fn in_row(sheet: &str, row0: u32, kind: ProblemKind) -> Self {
        Problem {
            sheet: Some(sheet.to_string()),
            row: Some(row0.saturating_add(1)),
            col: None,
            kind,
        }
    }
    pub(super) fn in_sheet(sheet: &str, kind: ProblemKind) -> Self {
        Problem {
            sheet: Some(sheet.to_string()),
            row: None,
            col: None,
            kind,
        }
    }
    pub(super) fn file(kind: ProblemKind) -> Self {
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
        error: raduno_engine::journal::ModelError,
    },
    /// A result the format refuses (the table results' rules "Valid results"): the value as written and why.
    ImpossibleResult {
        value: String,
        problem: raduno_engine::format::EntryProblem,
    },
    /// A table whose every seat has points but which the rules cannot score (the table results' rules "Level at the
    /// top"): a level top (or place) with nothing to order it, named with its players.
    Unscorable {
        round: u32,
        table: u32,
        names: Vec<String>,
        error: raduno_engine::format::ScoreError,
    },
    /// A table of a legacy sheet with some points and some blank cells: neither played
    /// nor not yet played; named with the players whose points are missing.
    HalfFilled {
        round: u32,
        table: u32,
        missing: Vec<String>,
    },
    /// A date that is not a real day (a round's date, a birth date).
    BadDate {
        text: String,
    },
    /// An ID NAZIONALE that is not a positive whole number.
    BadNationalId {
        text: String,
    },
    /// Two players with one ID NAZIONALE: the ID and the first player's row and name.
    DuplicateNationalId {
        national_id: u64,
        first_row: u32,
        name: String,
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
    /// A row of a round sheet in none of the layouts the legacy programs write (a seats row without its
    /// `Tavolo N°k` title, or under a table a row that is neither the next title nor a row of clubs).
    UnreadableRoundRow,
    /// A "Tipologia di Torneo" neither in the official list of categories nor a format's name.
    UnknownCategory {
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
    /// The workbook's planned rounds, which the format does not use: it fixes its own qualifying
    /// rounds.
    PlannedRoundsNotUsed {
        planned: u32,
        format: String,
        qualifying: u32,
    },
    /// The workbook's planned rounds, read by the format as another number of games (evenings of a
    /// game and a rematch).
    PlannedRoundsReadAs {
        planned: u32,
        format: String,
        games: u32,
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
                | UnknownCategory { .. }
                | IgnoredRow
                | EmptyLastRound { .. }
                | SharedElimination { .. }
                | ExtrasIgnored { .. }
                | ExtrasPlayersChanged { .. }
                | PlannedRoundsNotUsed { .. }
                | PlannedRoundsReadAs { .. }
        )
    }
}

impl Localized for Problem {
    fn text(&self, lang: Lang) -> String {
        let mut place = Vec::new();
        if let Some(sheet) = &self.sheet {
            place.push(msg::EnginePlaceSheet { sheet: &sheet }.text(lang));
        }
        match (self.row, self.col) {
            (Some(row), Some(col)) => place.push(
                msg::IoCellRowColumn {
                    col: &column_letters(col),
                    row: &row,
                }
                .text(lang),
            ),
            (Some(row), None) => place.push(msg::EnginePlaceRow { row: &row }.text(lang)),
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
    /// The problem in words, worded by where it is: the file and its sheets, the players' sheet, a
    /// round's tables and seats, or what the format's rules and Raduno's own data say.
    fn text(&self, lang: Lang) -> String {
        use ProblemKind::*;
        match self {
            NotAWorkbook { .. }
            | UnreadableSheet { .. }
            | MissingSheet { .. }
            | HeaderNotFound
            | MissingColumn { .. }
            | DuplicateRound { .. }
            | MissingRound { .. }
            | EmptyRound { .. }
            | EmptyLastRound { .. }
            | Invalid { .. } => self.file_text(lang),
            BadId { .. }
            | MissingId
            | DuplicateId { .. }
            | MissingName { .. }
            | BadParticipation { .. }
            | EmptyParticipation { .. }
            | UnknownRegion { .. }
            | UnknownCategory { .. }
            | BadDate { .. }
            | BadNationalId { .. }
            | DuplicateNationalId { .. } => self.player_text(lang),
            TextInPoints { .. }
            | BadPoints { .. }
            | UnknownPlayer { .. }
            | UnknownName { .. }
            | AmbiguousName { .. }
            | NameMismatch { .. }
            | PlayerTwice { .. }
            | TableTooBig { .. }
            | TableTooSmall { .. }
            | BadTableHeader { .. }
            | DuplicateTable { .. }
            | SharedElimination { .. }
            | UnreadableRoundRow
            | IgnoredRow => self.table_text(lang),
            ImpossibleResult { .. }
            | Unscorable { .. }
            | HalfFilled { .. }
            | PlannedRoundsReadAs { .. }
            | PlannedRoundsNotUsed { .. }
            | ExtrasIgnored { .. }
            | ExtrasPlayersChanged { .. } => self.rules_text(lang),
        }
    }
}

/// The groups of [`ProblemKind`]'s words; each is asked only for its own kinds (`Localized::text`
/// sorts them), so another kind is a mistake of that sorting.
impl ProblemKind {
    /// The file, its sheets and their headers, the round sheets' numbering, the data as a whole.
    fn file_text(&self, lang: Lang) -> String {
        use ProblemKind::*;
        match self {
            NotAWorkbook { file, detail } => msg::IoWorkbookUnreadable {
                file: &file,
                detail: &detail.text(lang),
            }
            .text(lang),
            UnreadableSheet { detail } => msg::IoSheetUnreadable {
                detail: &detail.text(lang),
            }
            .text(lang),
            MissingSheet { name } => msg::IoSheetIsMissing { name: &name }.text(lang),
            HeaderNotFound => msg::IoHeaderRowNotFound.text(lang),
            MissingColumn { name } => msg::IoHeaderColumnMissing { name: &name }.text(lang),
            DuplicateRound {
                number,
                other_sheet,
            } => msg::IoRoundSheetRepeated {
                number: &number,
                other_sheet: &other_sheet,
            }
            .text(lang),
            MissingRound { number } => msg::IoRoundSheetMissing { number: &number }.text(lang),
            EmptyRound { number } => msg::IoRoundEmptyBeforeLater { number: &number }.text(lang),
            EmptyLastRound { number } => msg::IoRoundEmptyIgnored { number: &number }.text(lang),
            Invalid { error } => msg::IoInconsistentData {
                error: &error.text(lang),
            }
            .text(lang),
            other => unreachable!("{other:?} is not a problem of the file"),
        }
    }

    /// A row of the players' sheet: the ID, the name, participation, region, category, the
    /// federation's columns.
    fn player_text(&self, lang: Lang) -> String {
        use ProblemKind::*;
        match self {
            BadId { text } => msg::IoIdInvalid { text: &text }.text(lang),
            MissingId => msg::IoIdMissing.text(lang),
            DuplicateId { id, first_row } => msg::IoIdDuplicate {
                id: &id,
                first_row: &first_row,
            }
            .text(lang),
            MissingName { id, column } => msg::IoRequiredFieldMissing {
                id: &id,
                column: &column,
            }
            .text(lang),
            BadParticipation { text } => msg::IoTakesPartInvalid { text: &text }.text(lang),
            EmptyParticipation { id } => msg::IoTakesPartEmpty { id: &id }.text(lang),
            UnknownRegion { text } => msg::IoRegionUnknown { text: &text }.text(lang),
            UnknownCategory { text } => msg::FedCategoryUnknown {
                text: &text,
                list: &raduno_engine::model::Category::ALL
                    .map(|c| c.label())
                    .join(", "),
            }
            .text(lang),
            BadDate { text } => msg::FedDateInvalid { text: &text }.text(lang),
            BadNationalId { text } => msg::FedNationalIdInvalid { text: &text }.text(lang),
            DuplicateNationalId {
                national_id,
                first_row,
                name,
            } => msg::FedNationalIdDuplicate {
                national_id: &national_id,
                first_row: &first_row,
                name: &name,
            }
            .text(lang),
            other => unreachable!("{other:?} is not a problem of the players' sheet"),
        }
    }

    /// A round sheet's tables and seats: who sits there, the points as written, the tables' numbers
    /// and sizes.
    fn table_text(&self, lang: Lang) -> String {
        use ProblemKind::*;
        match self {
            TextInPoints { text } => msg::IoPointsNotNumber { text: &text }.text(lang),
            BadPoints { text } => msg::IoPointsInvalid { text: &text }.text(lang),
            UnknownPlayer { id } => msg::IoSeatIdUnregistered { id: &id }.text(lang),
            UnknownName { name } => msg::IoSeatNameUnregistered { name: &name }.text(lang),
            AmbiguousName { name } => msg::IoSeatNameAmbiguous { name: &name }.text(lang),
            NameMismatch {
                id,
                written,
                registered,
            } => msg::IoSeatNameDiffers {
                id: &id,
                registered: &registered,
                written: &written,
            }
            .text(lang),
            PlayerTwice { id, first_table } => msg::IoSeatPlayerTwice {
                id: &id,
                first_table: &first_table,
            }
            .text(lang),
            TableTooBig { table, seats } => msg::IoTableTooManyPlayers {
                table: &table,
                seats: &seats,
                value: &MAX_SEATS,
            }
            .text(lang),
            TableTooSmall { table, seats } => msg::IoTableTooFewPlayers {
                table: &table,
                seats: &seats,
            }
            .text(lang),
            BadTableHeader { text } => msg::IoTableNumberMissing { text: &text }.text(lang),
            DuplicateTable { table } => msg::IoTableRepeated { table: &table }.text(lang),
            SharedElimination { table, order } => msg::IoTableEliminationOrderRepeated {
                table: &table,
                order: &order,
            }
            .text(lang),
            IgnoredRow => msg::IoRowOutsideTables.text(lang),
            UnreadableRoundRow => msg::IoRoundRowUnreadable.text(lang),
            other => unreachable!("{other:?} is not a problem of a round's tables"),
        }
    }

    /// What the format's rules refuse in the results, how it reads the planned rounds, and Raduno's
    /// own data in the workbook set aside.
    fn rules_text(&self, lang: Lang) -> String {
        use ProblemKind::*;
        match self {
            ImpossibleResult { value, problem } => {
                let who = match problem.player {
                    Some(id) if problem.seat.is_some() => format!("{} (ID {id})", problem.name),
                    _ => problem.name.clone(),
                };
                msg::IoSeatValueImpossible {
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
            } => Unrankable {
                round: *round,
                table: *table,
                names,
                error,
            }
            .text(UnrankableIn::Workbook, lang),
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
            PlannedRoundsReadAs {
                planned,
                format,
                games,
            } => msg::EveningPlannedReadAs {
                planned: &planned,
                format: &format,
                games: &games,
            }
            .text(lang),
            PlannedRoundsNotUsed {
                planned,
                format,
                qualifying,
            } => msg::EveningPlannedNotUsed {
                planned: &planned,
                format: &format,
                qualifying: &qualifying,
            }
            .text(lang),
            ExtrasPlayersChanged { round, table } => msg::IoExtrasIgnored {
                detail: &msg::IoExtrasPlayersChanged { round, table }.text(lang),
            }
            .text(lang),
            ExtrasIgnored { detail } => msg::IoExtrasIgnored { detail: &detail }.text(lang),
            other => unreachable!("{other:?} is not a problem of the rules"),
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::It))
    }
}

#[derive(Default)]
pub(super) struct Ctx {
    pub(super) problems: Vec<Problem>,
    /// Where each table's results were read: (round, table) → sheet, header cell, and per seat the
    /// points cell and its value as written.
    pub(super) result_cells: HashMap<(u32, u32), ResultCells>,
}

/// The cells a table's results come from, to name them when the format refuses a result.
pub(super) struct ResultCells {
    pub(super) sheet: String,
    pub(super) header: (u32, u32),
    pub(super) seats: Vec<(u32, u32, String)>,
}

impl Ctx {
    pub(super) fn push(&mut self, p: Problem) {
        self.problems.push(p);
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
}
