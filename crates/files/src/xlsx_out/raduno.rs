//! The sheets only Raduno reads: the activity journal (`Log`) and the hidden `Raduno` sheet with what the
//! legacy layout cannot hold.

use super::ExportError;
use super::Styles;
use crate::workbook::{Extras, EXTRAS_MARK, SHEET_EXTRAS, SHEET_LOG};
use raduno_engine::format::FormatKind;
use raduno_engine::i18n::msg;
use raduno_engine::i18n::Lang;
use raduno_engine::journal::Entry;
use raduno_engine::model::Tournament;
use rust_xlsxwriter::Worksheet;

/// Milliseconds since 1970 (UTC) as `YYYY-MM-DD HH:MM:SS`.
pub fn utc_text(at_ms: i64) -> String {
    let secs = at_ms.div_euclid(1000);
    let (days, rem) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + if m <= 2 { 1 } else { 0 };
    format!(
        "{y:04}-{m:02}-{d:02} {:02}:{:02}:{:02}",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60
    )
}

pub(super) fn log_sheet(
    ws: &mut Worksheet,
    log: &[Entry],
    format: FormatKind,
    lang: Lang,
    st: &Styles,
) -> Result<(), ExportError> {
    ws.set_name(SHEET_LOG)?;
    ws.write_string_with_format(0, 0, msg::IoLogDateHeader.str(lang), &st.header)?;
    ws.write_string_with_format(0, 1, msg::UiOperation.str(lang), &st.header)?;
    ws.set_column_width(0, 20)?;
    ws.set_column_width(1, 100)?;
    for (i, e) in log.iter().enumerate() {
        let r = 1 + i as u32;
        ws.write_string(r, 0, utc_text(e.at_ms))?;
        ws.write_string(r, 1, e.event.describe_in(format, lang))?;
    }
    Ok(())
}

pub(super) fn extras_sheet(ws: &mut Worksheet, t: &Tournament) -> Result<(), ExportError> {
    ws.set_name(SHEET_EXTRAS)?;
    ws.set_hidden(true);
    ws.write_string(0, 0, EXTRAS_MARK)?;
    let json = serde_json::to_string(&Extras::of(t)).map_err(|e| ExportError {
        detail: e.to_string(),
    })?;
    // A cell holds at most 32,767 characters.
    let mut row = 1;
    let mut chunk = String::new();
    for ch in json.chars() {
        chunk.push(ch);
        if chunk.len() >= 30_000 {
            ws.write_string(row, 0, &chunk)?;
            chunk.clear();
            row += 1;
        }
    }
    if !chunk.is_empty() {
        ws.write_string(row, 0, &chunk)?;
    }
    Ok(())
}
