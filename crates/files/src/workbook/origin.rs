//! Which program wrote a workbook, where its sheets tell: a workbook of GestioneTorneo 2.4 says which
//! Open its tournament is scored with (GestioneTorneo 2.4's formats, "Open as GestioneTorneo scores
//! it").
//!
//! GestioneTorneo writes what neither the official form nor Raduno does: the `Classifica Ridotta`
//! sheet beside `Classifica`, a `Classifica` headed `v_tot` and `pt_tot`, and round sheets whose name
//! cells hold the name, a line break and the club. Raduno's own workbooks carry its `Raduno` sheet,
//! which names their format; a workbook with it is Raduno's, whatever else it holds.

use super::cells::{cell, last_col, round_sheet_number, text, Book};
use super::{SHEET_EXTRAS, SHEET_SHORT_STANDINGS, SHEET_STANDINGS};
use calamine::Data;
use raduno_engine::format::FormatKind;
use raduno_engine::model::Settings;

/// The workbook was written by GestioneTorneo (and not since by Raduno).
pub fn written_by_gestione_torneo(book: &Book) -> bool {
    if book.find(SHEET_EXTRAS).is_some() {
        return false;
    }
    book.find(SHEET_SHORT_STANDINGS).is_some() || gt_standings_header(book) || gt_name_cells(book)
}

/// `Classifica`'s header row names GestioneTorneo's columns (`v_tot`, `pt_tot`).
fn gt_standings_header(book: &Book) -> bool {
    let Some((_, Ok(range))) = book.find(SHEET_STANDINGS) else {
        return false;
    };
    let header: Vec<String> = (0..=last_col(range).min(60))
        .map(|c| text(cell(range, 0, c)).to_lowercase())
        .collect();
    header.iter().any(|h| h == "v_tot") && header.iter().any(|h| h == "pt_tot")
}

/// A round sheet's name cell (column 3s + 1) holds a line break: GestioneTorneo's "Nome Cognome",
/// then the club.
fn gt_name_cells(book: &Book) -> bool {
    book.sheets
        .iter()
        .filter(|(name, _)| round_sheet_number(name).is_some())
        .filter_map(|(_, range)| range.as_ref().ok())
        .any(|range| {
            range.rows_from(0).any(|row| {
                range.row(row).any(|(c, d)| {
                    c % 3 == 1 && matches!(d, Data::String(s) if s.trim().contains('\n'))
                })
            })
        })
}

/// The format a workbook's own writer scores its tournament with, when the import may choose it (no
/// format was asked for): an Open written by GestioneTorneo is GestioneTorneo's Open. `Some` with the
/// format when the settings were changed to it, so the import says so.
pub(super) fn scored_as(book: &Book, settings: &mut Settings) -> Option<FormatKind> {
    let open = raduno_engine::format::kind(settings) == FormatKind::Open
        && settings.custom_format.is_none();
    if !open || !written_by_gestione_torneo(book) {
        return None;
    }
    settings.format = FormatKind::OpenGt.into();
    Some(FormatKind::OpenGt)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::workbook::read_book;
    use rust_xlsxwriter::Workbook;

    /// A sheet: its name and its cells (row, column, text).
    type Sheet<'a> = (&'a str, &'a [(u32, u16, &'a str)]);

    /// A workbook of `sheets`.
    fn book(sheets: &[Sheet]) -> Book {
        let mut wb = Workbook::new();
        for (name, cells) in sheets {
            let ws = wb.add_worksheet();
            ws.set_name(*name).unwrap();
            for (r, c, v) in *cells {
                ws.write_string(*r, *c, *v).unwrap();
            }
        }
        read_book(&wb.save_to_buffer().unwrap()).unwrap()
    }

    const TORNEO: Sheet<'static> = (
        "TORNEO",
        &[(4, 1, "Tipologia di Torneo"), (4, 3, "Torneo Open")],
    );

    #[test]
    fn gestione_torneo_is_known_by_its_own_sheets_and_cells() {
        let reduced = book(&[TORNEO, ("Classifica Ridotta", &[(0, 0, "Pos.")])]);
        assert!(written_by_gestione_torneo(&reduced));
        let header = book(&[
            TORNEO,
            (
                "Classifica",
                &[(0, 0, "Pos."), (0, 6, "v_tot"), (0, 7, "pt_tot")],
            ),
        ]);
        assert!(written_by_gestione_torneo(&header));
        let names = book(&[
            TORNEO,
            (
                "1° Turno",
                &[(0, 0, "Tavolo N°1"), (1, 1, "Anna Rossi\nROMA")],
            ),
        ]);
        assert!(written_by_gestione_torneo(&names));
        // The official form filled by hand, and a workbook Raduno wrote: not GestioneTorneo's.
        let form = book(&[TORNEO, ("1° Turno", &[(1, 1, "Anna Rossi")])]);
        assert!(!written_by_gestione_torneo(&form));
        let raduno = book(&[
            TORNEO,
            ("Classifica Ridotta", &[(0, 0, "Pos.")]),
            ("Raduno", &[(0, 0, "raduno-extras-v1")]),
        ]);
        assert!(!written_by_gestione_torneo(&raduno));
    }

    #[test]
    fn only_an_open_written_by_gestione_torneo_is_scored_as_it_scores() {
        let gt = book(&[TORNEO, ("Classifica Ridotta", &[(0, 0, "Pos.")])]);
        let mut open = Settings::new("T", FormatKind::Open);
        assert_eq!(scored_as(&gt, &mut open), Some(FormatKind::OpenGt));
        assert_eq!(raduno_engine::format::kind(&open), FormatKind::OpenGt);
        let mut master = Settings::new("T", FormatKind::Master);
        assert_eq!(scored_as(&gt, &mut master), None);
        assert_eq!(raduno_engine::format::kind(&master), FormatKind::Master);
    }
}
