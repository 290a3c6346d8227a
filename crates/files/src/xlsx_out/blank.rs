//! The blank registration workbook a club fills by hand, with its drop-down lists.

use super::players::players_heading;
use super::styles;
use super::ExportError;
use raduno_engine::model::REGIONS;
use rust_xlsxwriter::{
    DataValidation, DataValidationErrorStyle, DocProperties, ExcelDateTime, Formula, Workbook,
};

/// Pre-numbered rows in the blank workbook, as in the legacy template.
pub const BLANK_ROWS: u32 = 200;

/// A new blank workbook for collecting registrations: `Iscritti` formatted as the legacy template (header on
/// row 3, IDs 1–200 pre-numbered), with drop-down lists for Club (`clubs`, kept in a hidden `Dati` sheet;
/// any other text is still accepted), Partecipa Torneo (SI/NO) and Regione (the 20 regions).
pub fn blank_workbook(clubs: &[String]) -> Result<Vec<u8>, ExportError> {
    let st = styles();
    let mut wb = Workbook::new();
    wb.set_properties(
        &DocProperties::new().set_creation_datetime(&ExcelDateTime::from_timestamp(0)?),
    );
    let first = 3u32;
    let last = first + BLANK_ROWS - 1;
    {
        let ws = wb.add_worksheet();
        players_heading(ws, &st, last, (0, 0))?;
        for i in 0..BLANK_ROWS {
            ws.write_number(first + i, 0, (i + 1) as f64)?;
        }
        let clubs_rule = DataValidation::new()
            .allow_list_formula(Formula::new(format!(
                "=Dati!$A$2:$A${}",
                clubs.len().max(1) + 1
            )))
            .set_error_style(DataValidationErrorStyle::Information)
            .set_input_message("Club o gruppo familiare: scegliere dall'elenco o scrivere")?;
        ws.add_data_validation(first, 4, last, 4, &clubs_rule)?;
        let yes_no = DataValidation::new()
            .allow_list_strings(&["SI", "NO"])?
            .set_error_message("Scrivere SI o NO")?;
        ws.add_data_validation(first, 5, last, 5, &yes_no)?;
        let regions = DataValidation::new().allow_list_strings(&REGIONS)?;
        ws.add_data_validation(first, 6, last, 6, &regions)?;
        ws.set_active(true);
    }
    {
        let ws = wb.add_worksheet();
        ws.set_name("Dati")?;
        ws.write_string_with_format(0, 0, "Club", &st.bold)?;
        for (i, c) in clubs.iter().enumerate() {
            ws.write_string(1 + i as u32, 0, c)?;
        }
        ws.set_hidden(true);
    }
    Ok(wb.save_to_buffer()?)
}
