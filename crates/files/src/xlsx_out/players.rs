//! The `Iscritti` sheet: one row a player in the legacy layout, in the imported workbook's order when there was one.

use super::write_date;
use super::ExportError;
use super::Styles;
use crate::workbook::SHEET_PLAYERS;
use crate::xlsx_kept::Overlay;
use raduno_engine::model::kept::{KeptSheet, KeptValue};
use raduno_engine::model::{Player, Tournament};
use rust_xlsxwriter::{Formula, Worksheet};

const PLAYER_HEADERS: [&str; 10] = [
    "ID",
    "Nome",
    "Cognome",
    "Nick Forum EG",
    "Club",
    "Partecipa Torneo",
    "Regione",
    "Data di Nascita (gg/mm/aaaa)",
    "ID NAZIONALE",
    "ULTIMI 3 EVENTI",
];

const PLAYER_WIDTHS: [f64; 10] = [6.0, 18.0, 20.0, 18.0, 32.0, 16.0, 22.0, 14.0, 13.0, 40.0];

/// The legacy `Iscritti` heading: title, counts in F1:G2, the header on row 3. The count formulas
/// carry their results (`registered`, `participating`): a spreadsheet that does not recalculate on
/// opening (LibreOffice's default for xlsx files) shows those, not 0.
pub(super) fn players_heading(
    ws: &mut Worksheet,
    st: &Styles,
    last_row: u32,
    (registered, participating): (usize, usize),
) -> Result<(), ExportError> {
    ws.set_name(SHEET_PLAYERS)?;
    ws.write_string_with_format(0, 0, "Elenco Partecipanti", &st.title)?;
    ws.write_string(0, 5, "Iscritti")?;
    ws.write_formula(
        0,
        6,
        Formula::new(format!("=COUNTA(B4:B{})", last_row + 1)).set_result(registered.to_string()),
    )?;
    ws.write_string(1, 5, "Partecipanti")?;
    ws.write_formula(
        1,
        6,
        Formula::new(format!("=COUNTIF(F4:F{},\"SI\")", last_row + 1))
            .set_result(participating.to_string()),
    )?;
    for (c, (h, w)) in PLAYER_HEADERS.iter().zip(PLAYER_WIDTHS).enumerate() {
        ws.write_string_with_format(2, c as u16, *h, &st.header)?;
        ws.set_column_width(c as u16, w)?;
    }
    ws.set_freeze_panes(3, 0)?;
    Ok(())
}

pub(super) fn players_sheet(
    ws: &mut Worksheet,
    t: &Tournament,
    st: &Styles,
    kept: Option<&KeptSheet>,
) -> Result<(), ExportError> {
    let mut o = Overlay::new(kept);
    // What the formulas count: names in column B (written when not empty), SI in column F.
    let registered = t
        .players
        .iter()
        .filter(|p| !p.first_name.is_empty())
        .count();
    let participating = t.players.iter().filter(|p| p.participating).count();
    if o.is_kept() {
        ws.set_name(SHEET_PLAYERS)?;
        // The counts in G1:G2: the form's own formulas when they were read (an .xlsx), else the app's.
        let last = player_rows(t, kept).iter().map(|r| r.0).max().unwrap_or(3) + 1;
        let counts = [
            (0, format!("=COUNTA(B4:B{last})"), registered),
            (1, format!("=COUNTIF(F4:F{last},\"SI\")"), participating),
        ];
        for (r, formula, result) in counts {
            let has_formula = o.at(r, 6).is_some_and(|k| k.f.is_some());
            o.owned(
                ws,
                (r, 6),
                |_| has_formula,
                |ws| {
                    let f = Formula::new(formula).set_result(result.to_string());
                    ws.write_formula(r, 6, f)?;
                    Ok(())
                },
            )?;
        }
        for (c, h) in PLAYER_HEADERS.iter().enumerate() {
            o.soft(ws, (2, c as u16), |ws| {
                ws.write_string_with_format(2, c as u16, *h, &st.header)?;
                Ok(())
            })?;
        }
    } else {
        players_heading(
            ws,
            st,
            3 + t.players.len().max(1) as u32,
            (registered, participating),
        )?;
    }
    for (r, p) in player_rows(t, kept) {
        player_row(ws, &mut o, r, p)?;
    }
    o.finish(ws)
}

/// The row of each player: as the app lists them from row 4; in a kept `Iscritti`, the row that held
/// the player's ID (a template row of the form for a player added since), the others after the last.
fn player_rows<'t>(t: &'t Tournament, kept: Option<&KeptSheet>) -> Vec<(u32, &'t Player)> {
    let Some(sheet) = kept else {
        return t
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| (3 + i as u32, p))
            .collect();
    };
    let mut row_of: std::collections::HashMap<u32, u32> = std::collections::HashMap::new();
    for row in sheet.rows.iter().filter(|r| r.r >= 3) {
        let id = row
            .cells
            .iter()
            .find(|c| c.c == 0)
            .and_then(|c| crate::workbook::kept::player_id(&c.v));
        if let Some(id) = id {
            row_of.entry(id).or_insert(row.r);
        }
    }
    let mut next = sheet.rows.last().map_or(3, |r| r.r + 1).max(3);
    t.players
        .iter()
        .map(|p| {
            let r = row_of.get(&p.id).copied().unwrap_or_else(|| {
                next += 1;
                next - 1
            });
            (r, p)
        })
        .collect()
}

/// A player's cells: ID, names, nick, club, participation, region, and the 2025 layout's columns 8–10
/// (birth date, national ID, the last events one a column), each kept as written when it reads the same.
fn player_row(ws: &mut Worksheet, o: &mut Overlay, r: u32, p: &Player) -> Result<(), ExportError> {
    use crate::workbook::kept::player_cell_same;
    let same = |c: u16| move |v: &KeptValue| player_cell_same(c, v, p);
    o.owned(ws, (r, 0), same(0), |ws| {
        ws.write_number(r, 0, p.id as f64)?;
        Ok(())
    })?;
    let cells = [&p.first_name, &p.last_name, &p.nick, &p.club];
    for (c, v) in cells.iter().enumerate() {
        let c = c as u16 + 1;
        o.owned(ws, (r, c), same(c), |ws| {
            if !v.is_empty() {
                ws.write_string(r, c, v.as_str())?;
            }
            Ok(())
        })?;
    }
    o.owned(ws, (r, 5), same(5), |ws| {
        ws.write_string(r, 5, if p.participating { "SI" } else { "NO" })?;
        Ok(())
    })?;
    o.owned(ws, (r, 6), same(6), |ws| {
        if !p.region.is_empty() {
            ws.write_string(r, 6, &p.region)?;
        }
        Ok(())
    })?;
    o.owned(ws, (r, 7), same(7), |ws| {
        if p.birth_date.is_empty() {
            return Ok(());
        }
        write_date(ws, r, 7, &p.birth_date)
    })?;
    o.owned(ws, (r, 8), same(8), |ws| {
        if let Some(n) = p.national_id {
            ws.write_number(r, 8, n as f64)?;
        }
        Ok(())
    })?;
    let events: Vec<&str> = p
        .last_events
        .split('\n')
        .filter(|e| !e.is_empty())
        .collect();
    for k in 0..EVENT_COLUMNS.max(events.len() as u16) {
        let c = 9 + k;
        o.owned(ws, (r, c), same(c), |ws| {
            if let Some(e) = events.get(usize::from(k)) {
                ws.write_string(r, c, *e)?;
            }
            Ok(())
        })?;
    }
    Ok(())
}

/// The last events' columns of the 2025 layout.
const EVENT_COLUMNS: u16 = 3;
