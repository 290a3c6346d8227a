//! The full report: every table of every round with its points and tournament points filled in, the
//! score sheets' layout two a page ([`super::sheets`]).

use super::sheets::sheet_pages;
use super::*;
use raduno_engine::model::{Round, Table};

#[cfg(feature = "pdf")]
/// Every table of every round with its points and tournament points filled in, two per page.
pub fn full_report(t: &Tournament) -> Vec<u8> {
    let o = Options {
        reduced: true,
        lang: Lang::It,
        ..Default::default()
    };
    full_report_with(t, &o).unwrap_or_default()
}

#[cfg(feature = "pdf")]
/// The full report as asked.
pub fn full_report_with(t: &Tournament, o: &Options) -> Result<Vec<u8>, PdfError> {
    let tables: Vec<(&Round, &Table)> = t
        .rounds
        .iter()
        .flat_map(|r| r.tables.iter().map(move |tab| (r, tab)))
        .collect();
    let title = format!("{} - {}", t.settings.name, msg::IoReportTitle.str(o.lang));
    sheet_pages(t, &tables, true, o, &title)
}
