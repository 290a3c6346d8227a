//! The players' register of the 2025 workbook: the hidden `GIOCATORI` sheet, one player a row with
//! "Nome Cognome" in column A, ID NAZIONALE in B and his last events in C–E (the national ranking's rules).

use super::cells::{cell, is_blank, text, Book};
use super::players::national_id;
use super::problems::{Problem, ProblemKind};
use raduno_engine::register::{Register, Registered};

/// The register's sheet.
pub const SHEET_REGISTER: &str = "GIOCATORI";

/// The register a workbook carries, and every row it could not read (named by sheet, row and column:
/// the rest is kept); `None` for a workbook without the sheet.
pub fn read_register(book: &Book) -> Option<(Register, Vec<Problem>)> {
    let (sheet, range) = book.find(SHEET_REGISTER)?;
    let mut problems = Vec::new();
    let Ok(range) = range else {
        return Some((Register::default(), problems));
    };
    let mut players = Vec::new();
    for row in range.rows_from(0) {
        let name = text(cell(range, row, 0));
        let id_cell = cell(range, row, 1);
        if name.is_empty() && is_blank(id_cell) {
            continue;
        }
        match national_id(id_cell) {
            Ok(Some(n)) if !name.is_empty() => players.push(Registered {
                name: name.split_whitespace().collect::<Vec<_>>().join(" "),
                national_id: n,
                events: (2..5)
                    .map(|c| text(cell(range, row, c)))
                    .filter(|e| !e.is_empty())
                    .collect(),
            }),
            Ok(_) if name.is_empty() => problems.push(Problem::at(
                sheet,
                row,
                0,
                ProblemKind::MissingName {
                    id: 0,
                    column: "Nome".into(),
                },
            )),
            // A header row, or a row without an ID: not a registered player.
            Ok(_) => {}
            Err(written) => {
                if row > 0 {
                    problems.push(Problem::at(
                        sheet,
                        row,
                        1,
                        ProblemKind::BadNationalId { text: written },
                    ))
                }
            }
        }
    }
    Some((Register::new(players), problems))
}
