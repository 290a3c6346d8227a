//! The `TORNEO` sheet: the tournament's name, place, dates and rules, in the legacy layout's cells.

use super::write_date;
use super::ExportError;
use super::Styles;
use crate::layout;
use crate::workbook::SHEET_TOURNAMENT;
use crate::xlsx_kept::Overlay;
use raduno_engine::model::kept::{KeptSheet, KeptValue};
use raduno_engine::model::Tournament;
use rust_xlsxwriter::{DataValidation, DataValidationErrorStyle, Format, Worksheet};

/// The `TORNEO` sheet in the 2025 layout (the documents' rules (the workbook layout), "What the federation reads"): rows 2–7 in column D
/// venue, organiser, name, the category (never the format: the national ranking reads it), planned
/// rounds and note; from row 8 each round's number in column B and its date in column D; the
/// tournament's own date under them.
pub(super) fn tournament_sheet(
    ws: &mut Worksheet,
    t: &Tournament,
    st: &Styles,
    kept: Option<&KeptSheet>,
) -> Result<(), ExportError> {
    use crate::workbook::kept::torneo_cell_same;
    let mut o = Overlay::new(kept);
    ws.set_name(SHEET_TOURNAMENT)?;
    if !o.is_kept() {
        ws.set_column_width(2, 26)?;
        ws.set_column_width(3, 40)?;
    }
    o.soft(ws, (0, 2), |ws| {
        ws.write_string_with_format(0, 2, "SCHEDA DATI TORNEO", &st.title)?;
        Ok(())
    })?;
    let s = &t.settings;
    let category = s.category.map_or("", |c| c.label());
    let planned = s.planned_rounds.map(|n| n.to_string()).unwrap_or_default();
    let rows: [(&str, &str); 6] = [
        (layout::VENUE, &s.venue),
        (layout::ORGANIZER, &s.organizer),
        (layout::NAME, &s.name),
        (layout::FORMAT, category),
        (layout::PLANNED_ROUNDS, &planned),
        (layout::NOTE, &s.note),
    ];
    for (i, (label, value)) in rows.iter().enumerate() {
        let r = i as u32 + 1;
        o.soft(ws, (r, 2), |ws| {
            ws.write_string_with_format(r, 2, *label, &st.bold)?;
            Ok(())
        })?;
        let same = |v: &KeptValue| torneo_cell_same(v, value, false);
        o.owned(ws, (r, 3), same, |ws| {
            if *label == layout::PLANNED_ROUNDS && !value.is_empty() {
                ws.write_number(r, 3, s.planned_rounds.unwrap_or(0) as f64)?;
            } else if !value.is_empty() {
                ws.write_string(r, 3, *value)?;
            }
            Ok(())
        })?;
    }
    if !o.is_kept() {
        // The category from the official list, as the federation's blank workbook offers it.
        let labels = raduno_engine::model::Category::ALL.map(|c| c.label());
        let list = DataValidation::new()
            .allow_list_strings(&labels)?
            .set_error_style(DataValidationErrorStyle::Information);
        ws.add_data_validation(4, 3, 4, 3, &list)?;
    }
    let dates = s.round_dates.len().max(layout::DATE_ROWS as usize);
    for i in 0..dates {
        let r = layout::FIRST_DATE_ROW + i as u32;
        o.soft(ws, (r, 1), |ws| {
            ws.write_number(r, 1, (i + 1) as f64)?;
            Ok(())
        })?;
        let day = s.round_dates.get(i).filter(|d| !d.is_empty());
        let same = |v: &KeptValue| day.is_some_and(|d| torneo_cell_same(v, d, true));
        o.owned(ws, (r, 3), same, |ws| match day {
            Some(d) => write_date(ws, r, 3, d),
            None => {
                ws.write_blank(r, 3, &Format::new().set_num_format("dd/mm/yyyy"))?;
                Ok(())
            }
        })?;
    }
    if !s.date.is_empty() {
        let r = layout::FIRST_DATE_ROW + dates as u32 + 1;
        ws.write_string_with_format(r, 2, layout::DATE, &st.bold)?;
        write_date(ws, r, 3, &s.date)?;
    }
    o.finish(ws)
}
