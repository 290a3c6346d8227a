//! Writing workbooks (`.xlsx`, rust_xlsxwriter) in the legacy program's layout, so the legacy program and
//! Raduno read each other's files (the documents' rules (the workbook layout)): `TORNEO`, `Iscritti`, one sheet per round (`1° Turno`, …: two
//! rows a table, IDs in hidden columns, the club after a line break in the name cell), `Classifica` (alternating row colours, a border around the
//! points of games won), `Log` (the activity journal), and the hidden `Raduno` sheet with what the legacy
//! layout cannot hold. Also the blank registration workbook with its drop-down lists.

mod blank;
mod circuit;
mod players;
mod raduno;
mod rounds;
mod standings;
mod tournament;

pub use blank::blank_workbook;
pub use circuit::circuit_workbook;
use players::players_sheet;
use raduno::extras_sheet;
use raduno::log_sheet;
pub(crate) use rounds::points_cell;
use rounds::round_sheet;
use standings::short_standings_sheet;
use standings::standings_sheet;
use tournament::tournament_sheet;

use super::workbook::{SHEET_PLAYERS, SHEET_TOURNAMENT};
use raduno_engine::i18n::msg;
use raduno_engine::i18n::{Lang, Localized};
use raduno_engine::journal::Entry;
use raduno_engine::model::Tournament;
use rust_xlsxwriter::{
    Color, DocProperties, ExcelDateTime, Format, FormatBorder, FormatPattern, Workbook, Worksheet,
    XlsxError,
};
use std::fmt;

/// Why a workbook could not be written.
#[derive(Clone, Debug, PartialEq)]
pub struct ExportError {
    pub detail: String,
}

impl From<XlsxError> for ExportError {
    fn from(e: XlsxError) -> Self {
        ExportError {
            detail: e.to_string(),
        }
    }
}

impl Localized for ExportError {
    fn text(&self, lang: Lang) -> String {
        msg::IoXlsxWriteFailed {
            detail: &self.detail,
        }
        .text(lang)
    }
}

impl fmt::Display for ExportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::It))
    }
}

impl std::error::Error for ExportError {}

/// The sheet name of round `n` in the legacy layout.
pub fn round_sheet_name(n: u32) -> String {
    super::layout::round_title(n)
}

struct Styles {
    title: Format,
    header: Format,
    bold: Format,
    hidden_id: Format,
}

fn styles() -> Styles {
    Styles {
        title: Format::new().set_bold().set_font_size(14),
        header: Format::new()
            .set_bold()
            .set_pattern(FormatPattern::Solid)
            .set_background_color(Color::RGB(0xD9D9D9))
            .set_border(FormatBorder::Thin),
        bold: Format::new().set_bold(),
        hidden_id: Format::new().set_font_color(Color::RGB(0x808080)),
    }
}

/// The whole tournament as an `.xlsx` workbook in the legacy layout, with the journal in the `Log` sheet.
pub fn export_workbook(t: &Tournament, log: &[Entry], lang: Lang) -> Result<Vec<u8>, ExportError> {
    let st = styles();
    let mut wb = Workbook::new();
    let stamp = log.last().map_or(0, |e| e.at_ms.div_euclid(1000));
    wb.set_properties(
        &DocProperties::new()
            .set_title(&t.settings.name)
            .set_creation_datetime(&ExcelDateTime::from_timestamp(stamp.max(0))?),
    );

    let kept = t.workbook.as_deref();
    let kept_sheet = |name: &str| kept.and_then(|k| k.sheet(name));
    tournament_sheet(wb.add_worksheet(), t, &st, kept_sheet(SHEET_TOURNAMENT))?;
    players_sheet(wb.add_worksheet(), t, &st, kept_sheet(SHEET_PLAYERS))?;
    for round in &t.rounds {
        round_sheet(wb.add_worksheet(), t, round, &st)?;
    }
    standings_sheet(wb.add_worksheet(), t, &st, lang)?;
    if let Some(standings) = raduno_engine::format::final_standings(t) {
        short_standings_sheet(wb.add_worksheet(), t, &standings, &st)?;
    }
    // The sheets of the imported workbook the app does not own (the official form's `Dati` and
    // `GIOCATORI`), as they were, and the names their lists use.
    if let Some(k) = kept {
        for sheet in &k.sheets {
            let name = sheet.name.trim().to_lowercase();
            if name != SHEET_TOURNAMENT.to_lowercase() && name != SHEET_PLAYERS.to_lowercase() {
                super::xlsx_kept::kept_sheet(&mut wb, sheet)?;
            }
        }
        super::xlsx_kept::names(&mut wb, k)?;
    }
    log_sheet(
        wb.add_worksheet(),
        log,
        raduno_engine::format::kind(&t.settings),
        lang,
        &st,
    )?;
    extras_sheet(wb.add_worksheet(), t)?;
    if let Ok(ws) = wb.worksheet_from_name(SHEET_PLAYERS) {
        ws.set_active(true);
    }
    Ok(wb.save_to_buffer()?)
}

/// A date cell as the federation's workbook holds it: the day number shown `dd/mm/yyyy` (what
/// GestioneTorneo reads), or the text as it is when it is not an ISO date.
fn write_date(ws: &mut Worksheet, row: u32, col: u16, iso: &str) -> Result<(), ExportError> {
    match raduno_engine::model::date::to_serial(iso) {
        Some(day) => {
            ws.write_number_with_format(row, col, day, &Format::new().set_num_format("dd/mm/yyyy"))?
        }
        None => ws.write_string(row, col, iso)?,
    };
    Ok(())
}

/// The nearest `f64` of an exact decimal text (only for the spreadsheet cell; the text is exact),
/// written with a point or, as an Italian page shows it, a comma.
fn decimal_value(text: &str) -> f64 {
    text.replace(',', ".").parse().unwrap_or(0.0)
}
