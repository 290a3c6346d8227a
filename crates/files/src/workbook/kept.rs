//! What a workbook holds that the app does not own, taken from its cells to be written back as read
//! (the documents' rules, "Written back as read"): every sheet but the ones the app writes (the rounds,
//! `Classifica`, `Classifica Ridotta`, `Log`, `Raduno`), with its values, formulas, visibility, column
//! widths and drop-down lists, and the workbook's defined names. `TORNEO` and `Iscritti` are kept whole
//! when they are in the layout the app writes (labels in column C; the header on row 3 with ID, Nome,
//! Cognome in A–C): the writer then puts the app's values in the cells it owns and keeps every other.
//! Also the test of "the same": a kept cell that reads as the app's value stays as it was written
//! (`LAZIO` is the app's `Lazio`; a formula whose last result is the player's national ID).

use super::cells::{parse_id, round_sheet_number, text, Book};
use super::{
    SHEET_EXTRAS, SHEET_LOG, SHEET_PLAYERS, SHEET_SHORT_STANDINGS, SHEET_STANDINGS,
    SHEET_TOURNAMENT,
};
use calamine::Data;
use raduno_engine::model::kept::{KeptBook, KeptCell, KeptRow, KeptSheet, KeptValue};
use raduno_engine::model::{fold, Player};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// What a sheet holds besides its cells' values: read by [`read_book`](super::read_book) with them.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct SheetMeta {
    /// 0 visible, 1 hidden, 2 very hidden.
    #[serde(default)]
    pub hidden: u8,
    /// The formulas: (row, column, formula), rows and columns in order.
    #[serde(default)]
    pub formulas: Vec<(u32, u32, String)>,
    #[serde(default)]
    pub columns: Vec<(u16, u16, String, bool)>,
    #[serde(default)]
    pub lists: Vec<(u32, u16, u32, u16, String)>,
}

/// Is this one of the sheets the app writes itself?
fn owned_by_the_app(name: &str) -> bool {
    let key = name.trim().to_lowercase();
    round_sheet_number(name).is_some()
        || [
            SHEET_STANDINGS,
            SHEET_SHORT_STANDINGS,
            SHEET_LOG,
            SHEET_EXTRAS,
        ]
        .iter()
        .any(|s| s.to_lowercase() == key)
}

/// The parts of the workbook to keep; `None` when there is nothing (a workbook the app wrote from
/// scratch) or when they are beyond [`KeptBook::check`]'s bounds.
pub(super) fn kept_book(book: &Book) -> Option<KeptBook> {
    let mut kept = KeptBook {
        sheets: Vec::new(),
        names: book.names.clone(),
    };
    for (i, (name, grid)) in book.sheets.iter().enumerate() {
        let Ok(grid) = grid else { continue };
        if owned_by_the_app(name) {
            continue;
        }
        let meta = book.meta.get(i).cloned().unwrap_or_default();
        let formulas: BTreeMap<(u32, u32), &String> = meta
            .formulas
            .iter()
            .map(|(r, c, f)| ((*r, *c), f))
            .collect();
        let standard = match name.trim().to_lowercase() {
            n if n == SHEET_TOURNAMENT.to_lowercase() => {
                fold(&text(super::cells::cell(grid, 4, 2))) == "tipologiaditorneo"
            }
            n if n == SHEET_PLAYERS.to_lowercase() => {
                let key = |c| fold(&text(super::cells::cell(grid, 2, c)));
                key(0) == "id" && key(1) == "nome" && key(2) == "cognome"
            }
            _ => true,
        };
        if !standard {
            continue;
        }
        let rows = grid
            .rows
            .iter()
            .map(|(&r, cells)| KeptRow {
                r,
                cells: cells
                    .iter()
                    .filter(|(&c, _)| c <= 16_383)
                    .map(|(&c, d)| KeptCell {
                        c: c as u16,
                        v: kept_value(d),
                        f: formulas.get(&(r, c)).map(|f| f.to_string()),
                    })
                    .collect(),
            })
            .collect();
        kept.sheets.push(KeptSheet {
            name: name.clone(),
            hidden: meta.hidden,
            columns: meta.columns,
            lists: meta.lists,
            rows,
        });
    }
    let something = kept.sheets.iter().any(worth_keeping);
    (something && kept.check().is_ok()).then_some(kept)
}

/// Does the sheet hold anything the app would not write the same? A sheet of its own (`Dati`,
/// `GIOCATORI`); in `TORNEO` and `Iscritti`, drop-down lists, formulas past the app's own counts
/// (rows 1–2), a region or a participation written otherwise than the app writes it (`LAZIO`, `si`).
/// A workbook the app wrote from scratch has none, and is read without a kept part.
fn worth_keeping(s: &KeptSheet) -> bool {
    let key = s.name.trim().to_lowercase();
    let players = key == SHEET_PLAYERS.to_lowercase();
    if key != SHEET_TOURNAMENT.to_lowercase() && !players {
        return true;
    }
    // The app writes one list itself: the category in `TORNEO`'s D5.
    if s.lists
        .iter()
        .any(|l| players || (l.0, l.1, l.2, l.3) != (4, 3, 4, 3))
    {
        return true;
    }
    s.rows.iter().any(|row| {
        row.cells.iter().any(|c| {
            let written = text(&as_data(&c.v));
            (c.f.is_some() && (row.r >= 3 || !players))
                || players
                    && row.r >= 3
                    && c.c == 6
                    && !written.is_empty()
                    && super::players::legacy_region(&written).is_some_and(|r| r != written)
                || players
                    && row.r >= 3
                    && c.c == 5
                    && !written.is_empty()
                    && written != "SI"
                    && written != "NO"
        })
    })
}

/// A cell's value as kept (numbers as the shortest text that reads back to the same number).
pub(super) fn kept_value(d: &Data) -> KeptValue {
    match d {
        Data::Empty => KeptValue::E,
        Data::String(s) => KeptValue::T(s.clone()),
        Data::DateTimeIso(s) | Data::DurationIso(s) => KeptValue::T(s.clone()),
        Data::Int(i) => KeptValue::N(i.to_string()),
        Data::Float(f) if f.is_finite() => KeptValue::N(f.to_string()),
        Data::Float(_) => KeptValue::X("#NUM!".into()),
        Data::Bool(b) => KeptValue::B(*b),
        Data::DateTime(dt) => KeptValue::D(dt.as_f64().to_string()),
        Data::Error(e) => KeptValue::X(error_text(e)),
    }
}

fn error_text(e: &calamine::CellErrorType) -> String {
    use calamine::CellErrorType as E;
    match e {
        E::Div0 => "#DIV/0!",
        E::NA => "#N/A",
        E::Name => "#NAME?",
        E::Null => "#NULL!",
        E::Num => "#NUM!",
        E::Ref => "#REF!",
        E::Value => "#VALUE!",
        E::GettingData => "#GETTING_DATA",
    }
    .to_string()
}

/// A kept cell as the importer would see it.
pub(crate) fn as_data(v: &KeptValue) -> Data {
    let number = |n: &String| n.parse::<f64>().unwrap_or(0.0);
    match v {
        KeptValue::E => Data::Empty,
        KeptValue::T(s) => Data::String(s.clone()),
        KeptValue::N(n) => Data::Float(number(n)),
        KeptValue::B(b) => Data::Bool(*b),
        KeptValue::D(n) => Data::DateTime(calamine::ExcelDateTime::new(
            number(n),
            calamine::ExcelDateTimeType::DateTime,
            false,
        )),
        KeptValue::X(_) => Data::Error(calamine::CellErrorType::NA),
    }
}

/// Does the kept cell of `Iscritti` column `col` (0-based, the layout the app writes) read as what
/// the app holds for player `p`? Then it is written back as it was.
pub(crate) fn player_cell_same(col: u16, v: &KeptValue, p: &Player) -> bool {
    let d = as_data(v);
    let written = text(&d);
    let events: Vec<&str> = p
        .last_events
        .split('\n')
        .filter(|e| !e.is_empty())
        .collect();
    match col {
        0 => parse_id(&d) == Some(p.id),
        1 => written == p.first_name.trim(),
        2 => written == p.last_name.trim(),
        3 => written == p.nick.trim(),
        4 => written == p.club.trim(),
        5 => match fold(&written).as_str() {
            "si" | "sì" | "s" | "yes" | "y" | "x" | "1" | "true" | "vero" => p.participating,
            "no" | "n" | "0" | "false" | "falso" => !p.participating,
            _ => false,
        },
        6 => {
            written == p.region
                || !written.is_empty()
                    && super::players::legacy_region(&written) == Some(p.region.as_str())
        }
        // A date stays a date cell (a day number or text is written as the app writes dates).
        7 => {
            let day = Some(p.birth_date.clone()).filter(|b| !b.is_empty());
            matches!(v, KeptValue::D(_) | KeptValue::E | KeptValue::T(_))
                && (day.is_none() || matches!(v, KeptValue::D(_)))
                && super::torneo::date_cell(&d).ok() == Some(day)
        }
        8 => super::players::national_id(&d).ok() == Some(p.national_id),
        c => {
            let k = usize::from(c).saturating_sub(9);
            written == events.get(k).copied().unwrap_or_default()
        }
    }
}

/// Does the kept `TORNEO` value cell read as the app's text (or number, or date)?
pub(crate) fn torneo_cell_same(v: &KeptValue, value: &str, date: bool) -> bool {
    let d = as_data(v);
    if date {
        return matches!(v, KeptValue::D(_))
            && super::torneo::date_cell(&d).ok().flatten().as_deref() == Some(value);
    }
    text(&d) == value.trim()
}

/// The ID of a kept `Iscritti` row (its column A).
pub(crate) fn player_id(v: &KeptValue) -> Option<raduno_engine::model::PlayerId> {
    parse_id(&as_data(v))
}
