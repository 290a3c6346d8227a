//! Writing back what the app keeps of an imported workbook (the documents' rules, "Written back as
//! read"): the sheets it does not own as they were (values, formulas with their last results,
//! visibility, column widths, drop-down lists, defined names), and in `TORNEO` and `Iscritti` every
//! cell the app does not own. A cell the app owns is written as it was when it reads as the app's value
//! (`LAZIO` for Lazio, a formula giving the national ID), else with the app's value.

use super::workbook::kept::as_data;
use super::xlsx_out::ExportError;
use raduno_engine::model::kept::{KeptBook, KeptCell, KeptSheet, KeptValue};
use rust_xlsxwriter::{
    DataValidation, DataValidationErrorStyle, Format, Formula, Workbook, Worksheet,
};
use std::collections::{HashMap, HashSet};

/// One sheet being written over what was kept of it: the app's cells through [`Overlay::owned`] and
/// [`Overlay::soft`], the kept ones by [`Overlay::finish`]. Without a kept sheet every write goes
/// through.
#[derive(Default)]
pub(crate) struct Overlay<'a> {
    kept: HashMap<(u32, u16), &'a KeptCell>,
    done: HashSet<(u32, u16)>,
    sheet: Option<&'a KeptSheet>,
}

impl<'a> Overlay<'a> {
    pub(crate) fn new(sheet: Option<&'a KeptSheet>) -> Self {
        let kept = sheet
            .into_iter()
            .flat_map(|s| &s.rows)
            .flat_map(|row| row.cells.iter().map(move |c| ((row.r, c.c), c)))
            .collect();
        Overlay {
            kept,
            done: HashSet::new(),
            sheet,
        }
    }

    pub(crate) fn is_kept(&self) -> bool {
        self.sheet.is_some()
    }

    /// The kept cell at a place, if any.
    pub(crate) fn at(&self, r: u32, c: u16) -> Option<&'a KeptCell> {
        self.kept.get(&(r, c)).copied()
    }

    /// A cell the app owns: the kept one when `same` says it reads as the app's value, else `write`.
    pub(crate) fn owned(
        &mut self,
        ws: &mut Worksheet,
        (r, c): (u32, u16),
        same: impl FnOnce(&KeptValue) -> bool,
        write: impl FnOnce(&mut Worksheet) -> Result<(), ExportError>,
    ) -> Result<(), ExportError> {
        self.done.insert((r, c));
        match self.at(r, c) {
            Some(k) if same(&k.v) => put(ws, r, c, k),
            _ => write(ws),
        }
    }

    /// A cell the app writes only where the workbook had none (a label, a heading).
    pub(crate) fn soft(
        &mut self,
        ws: &mut Worksheet,
        (r, c): (u32, u16),
        write: impl FnOnce(&mut Worksheet) -> Result<(), ExportError>,
    ) -> Result<(), ExportError> {
        if self.at(r, c).is_some() {
            return Ok(());
        }
        write(ws)
    }

    /// Every kept cell not yet decided, then the sheet's layout as it was.
    pub(crate) fn finish(self, ws: &mut Worksheet) -> Result<(), ExportError> {
        let Some(sheet) = self.sheet else {
            return Ok(());
        };
        for row in &sheet.rows {
            for cell in &row.cells {
                if !self.done.contains(&(row.r, cell.c)) {
                    put(ws, row.r, cell.c, cell)?;
                }
            }
        }
        layout(ws, sheet)
    }
}

/// A sheet the app does not own, whole.
pub(crate) fn kept_sheet(wb: &mut Workbook, sheet: &KeptSheet) -> Result<(), ExportError> {
    let ws = wb.add_worksheet();
    ws.set_name(&sheet.name)?;
    Overlay::new(Some(sheet)).finish(ws)
}

/// The defined names the drop-down lists and formulas use (those whose reference was read).
pub(crate) fn names(wb: &mut Workbook, kept: &KeptBook) -> Result<(), ExportError> {
    for (name, refers) in &kept.names {
        let refers = refers.trim().trim_start_matches('=');
        // (A name whose reference did not read, as in a legacy `.xls`, is left out.)
        if !refers.contains('!') || refers.contains("#REF") || name.starts_with("_xl") {
            continue;
        }
        // A name rust_xlsxwriter refuses (a built-in, a local name in another form) is left out.
        let _ = wb.define_name(name, &format!("={refers}"));
    }
    Ok(())
}

/// Visibility, column widths and drop-down lists.
fn layout(ws: &mut Worksheet, sheet: &KeptSheet) -> Result<(), ExportError> {
    match sheet.hidden {
        1 => {
            ws.set_hidden(true);
        }
        2 => {
            ws.set_very_hidden(true);
        }
        _ => {}
    }
    for (first, last, width, hidden) in &sheet.columns {
        let w: f64 = width.parse().unwrap_or(8.43);
        for c in *first..=(*last).min(first.saturating_add(255)) {
            ws.set_column_width(c, w)?;
            if *hidden {
                ws.set_column_hidden(c)?;
            }
        }
    }
    for (r0, c0, r1, c1, source) in &sheet.lists {
        let rule = match source.strip_prefix('"').and_then(|s| s.strip_suffix('"')) {
            Some(values) => {
                let values: Vec<&str> = values.split(',').collect();
                DataValidation::new().allow_list_strings(&values)
            }
            None => Ok(DataValidation::new().allow_list_formula(Formula::new(source.as_str()))),
        };
        // A list that does not translate (values too long for a list) is left out.
        if let Ok(rule) = rule {
            let rule = rule.set_error_style(DataValidationErrorStyle::Information);
            let _ = ws.add_data_validation(*r0, *c0, *r1, *c1, &rule);
        }
    }
    Ok(())
}

/// A kept cell, as it was: a formula with its last result, or the value.
fn put(ws: &mut Worksheet, r: u32, c: u16, cell: &KeptCell) -> Result<(), ExportError> {
    if let Some(f) = &cell.f {
        let result = match &cell.v {
            KeptValue::E => String::new(),
            KeptValue::T(t) | KeptValue::X(t) => t.clone(),
            KeptValue::N(n) | KeptValue::D(n) => n.clone(),
            KeptValue::B(b) => if *b { "TRUE" } else { "FALSE" }.to_string(),
        };
        if result.is_empty() {
            // An empty text result stays empty (rust_xlsxwriter would write 0 for it).
            ws.set_formula_result_default("");
        }
        ws.write_formula(r, c, Formula::new(f.as_str()).set_result(result))?;
        return Ok(());
    }
    match &cell.v {
        KeptValue::E => {}
        KeptValue::T(t) => {
            ws.write_string(r, c, t)?;
        }
        KeptValue::N(_) => {
            if let calamine::Data::Float(v) = as_data(&cell.v) {
                ws.write_number(r, c, v)?;
            }
        }
        KeptValue::B(b) => {
            ws.write_boolean(r, c, *b)?;
        }
        KeptValue::D(n) => {
            let v: f64 = n.parse().unwrap_or(0.0);
            ws.write_number_with_format(r, c, v, &Format::new().set_num_format("dd/mm/yyyy"))?;
        }
        KeptValue::X(e) => {
            ws.write_formula(r, c, Formula::new("NA()").set_result(e.as_str()))?;
        }
    }
    Ok(())
}
