//! The `Classifica Ridotta` sheet GestioneTorneo writes beside `Classifica`: the final standings the
//! federation reads (RisiKoDataManager takes the positions from it; the national ranking's rules,
//! "Whose place"). A header row, then one player a row: the position in column A, `pt_tot` in D and
//! the player's ID of `Iscritti` in E, as numbers or text. Rows without a position or an ID are not
//! read (GestioneTorneo's reader leaves them out too).

use super::cells::{cell, parse_id, text, Book};
use super::SHEET_SHORT_STANDINGS;
use raduno_engine::format::Points;
use raduno_engine::model::PlayerId;

/// One player's line of `Classifica Ridotta`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReducedRow {
    /// The sheet's row (0-based).
    pub row: u32,
    /// The position the sheet gives (shared by players level).
    pub pos: u32,
    /// The player's ID in `Iscritti`.
    pub player: PlayerId,
    /// `pt_tot`, when it reads as a number.
    pub points: Option<Points>,
}

/// The workbook's `Classifica Ridotta`, when it has one with at least one player's line.
pub fn read_reduced(book: &Book) -> Option<Vec<ReducedRow>> {
    let (_, Ok(range)) = book.find(SHEET_SHORT_STANDINGS)? else {
        return None;
    };
    let rows: Vec<ReducedRow> = range
        .rows_from(1)
        .filter_map(|row| {
            let pos = parse_id(cell(range, row, 0))?;
            let player = parse_id(cell(range, row, 4))?;
            Some(ReducedRow {
                row,
                pos,
                player,
                points: decimal(&text(cell(range, row, 3))),
            })
        })
        .collect();
    (!rows.is_empty()).then_some(rows)
}

/// A decimal number as written ("197.5", "-3", "120"), exact; `None` for anything else.
fn decimal(s: &str) -> Option<Points> {
    let s = s.trim().replace(',', ".");
    let (neg, digits) = match s.strip_prefix('-') {
        Some(rest) => (true, rest.to_string()),
        None => (false, s),
    };
    let (int, frac) = digits.split_once('.').unwrap_or((&digits, ""));
    let all_digits = |p: &str| p.chars().all(|c| c.is_ascii_digit());
    if int.is_empty() || !all_digits(int) || !all_digits(frac) || int.len() + frac.len() > 15 {
        return None;
    }
    let frac = &frac[..frac.len().min(6)];
    let den = 10i64.pow(frac.len() as u32);
    let num = format!("{int}{frac}").parse::<i64>().ok()?;
    Some(Points::new(if neg { -num } else { num }, den))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::workbook::read_book;
    use rust_xlsxwriter::Workbook;

    #[test]
    fn positions_points_and_ids_are_read_as_gestione_torneo_writes_them() {
        let mut wb = Workbook::new();
        let ws = wb.add_worksheet();
        ws.set_name("Classifica Ridotta").unwrap();
        for (c, h) in ["Pos.", "Nome", "Cognome", "pt_tot", "id"]
            .iter()
            .enumerate()
        {
            ws.write_string(0, c as u16, *h).unwrap();
        }
        // GestioneTorneo writes the position and the ID as text, pt_tot as a number.
        ws.write_string(1, 0, "1").unwrap();
        ws.write_string(1, 1, "Anna").unwrap();
        ws.write_number(1, 3, 245.0).unwrap();
        ws.write_string(1, 4, "7").unwrap();
        ws.write_number(2, 0, 2.0).unwrap();
        ws.write_number(2, 3, 197.5).unwrap();
        ws.write_number(2, 4, 3.0).unwrap();
        // A line without an ID is not read.
        ws.write_string(3, 0, "3").unwrap();
        ws.write_string(3, 3, "12,25").unwrap();
        let book = read_book(&wb.save_to_buffer().unwrap()).unwrap();
        let rows = read_reduced(&book).expect("the sheet has two players' lines");
        assert_eq!(
            rows,
            [
                ReducedRow {
                    row: 1,
                    pos: 1,
                    player: 7,
                    points: Some(Points::from_int(245)),
                },
                ReducedRow {
                    row: 2,
                    pos: 2,
                    player: 3,
                    points: Some(Points::new(395, 2)),
                },
            ]
        );
        assert_eq!(decimal("12,25"), Some(Points::new(49, 4)));
        assert_eq!(decimal("-3"), Some(Points::from_int(-3)));
        assert_eq!(decimal("abc"), None);
        assert_eq!(decimal(""), None);
    }

    #[test]
    fn a_workbook_without_the_sheet_or_its_lines_has_none() {
        let mut wb = Workbook::new();
        wb.add_worksheet().set_name("Iscritti").unwrap();
        let ws = wb.add_worksheet();
        ws.set_name("Classifica Ridotta").unwrap();
        ws.write_string(0, 0, "Pos.").unwrap();
        let book = read_book(&wb.save_to_buffer().unwrap()).unwrap();
        assert_eq!(read_reduced(&book), None);
    }
}
