//! One sheet a round (`1° Turno`, …): two rows a table, IDs in hidden columns, the club after a line break in
//! the name cell, and the points as the legacy program reads them.

use super::round_sheet_name;
use super::ExportError;
use super::Styles;
use crate::layout;
use raduno_engine::model::{Phase, Round, SeatResult, Table, Tournament};
use rust_xlsxwriter::{Format, FormatAlign, Worksheet};

/// Seats per row block in a round sheet: IDs in columns 3s, names in 3s+1, points in 3s+2.
const SEAT_COLUMNS: u16 = 3;

/// The value written in a points cell (the table results' rules): table points, 100 for a RisiKo!, -k for the k-th from
/// last eliminated, and decimals that rank players level on the whole value the legacy way (44.1 above
/// 44; of n such players the first gets .(n-1), the last .0), so that the legacy programs and any
/// spreadsheet see the table ranking the app holds.
pub(crate) fn points_cell(t: &Tournament, table: &Table, seat: usize) -> Option<f64> {
    let r = table.seats.get(seat)?.result.as_ref()?;
    if let Some(order) = r.eliminated {
        return Some(-(order as f64));
    }
    let steps = tie_steps(t, table, seat).min(9);
    Some(whole_value(r) as f64 + steps as f64 / 10.0)
}

/// The whole number a result shows in its cell (eliminations aside): 100 at least for a RisiKo!.
fn whole_value(r: &SeatResult) -> u32 {
    if r.risiko {
        r.points.max(100)
    } else {
        r.points
    }
}

/// How many places `seat` stands above the last of the seats showing the same whole value: the
/// app's table ranking among them (points, the format's winner tie-breaks such as Master's points
/// outside the objective, then the manual tie order), seats still level sharing one. A table not yet
/// complete, or decided by a head-to-head outcome, uses the manual tie order alone.
fn tie_steps(t: &Tournament, table: &Table, seat: usize) -> usize {
    let value = |s: usize| {
        table.seats[s]
            .result
            .as_ref()
            .filter(|r| r.eliminated.is_none())
            .map(whole_value)
    };
    let Some(mine) = value(seat) else {
        return 0;
    };
    let same: Vec<usize> = (0..table.seats.len())
        .filter(|&s| value(s) == Some(mine))
        .collect();
    if same.len() < 2 {
        return 0;
    }
    let ranked = match raduno_engine::format::table_rank(t, table) {
        Ok(rank) if table.outcome.is_none() => rank.groups,
        _ => manual_groups(table, &same),
    };
    let groups: Vec<Vec<usize>> = ranked
        .into_iter()
        .map(|g| {
            g.into_iter()
                .filter(|s| same.contains(s))
                .collect::<Vec<_>>()
        })
        .filter(|g| !g.is_empty())
        .collect();
    let place = groups.iter().position(|g| g.contains(&seat)).unwrap_or(0);
    groups.len().saturating_sub(1 + place)
}

/// `same` grouped by the manual tie order alone (unset last; equal orders level).
fn manual_groups(table: &Table, same: &[usize]) -> Vec<Vec<usize>> {
    let key = |s: usize| {
        table.seats[s]
            .result
            .as_ref()
            .and_then(|r| r.tie_order)
            .unwrap_or(u8::MAX)
    };
    let mut keys: Vec<u8> = same.iter().map(|&s| key(s)).collect();
    keys.sort_unstable();
    keys.dedup();
    keys.iter()
        .map(|&k| same.iter().copied().filter(|&s| key(s) == k).collect())
        .collect()
}

/// A round sheet as both legacy programs write it (GestioneTorneo's `ExcelAccess.scriviPartite`) and read
/// it (every written row, alternately a table's title and its players): two rows a table, nothing else.
/// The title `Tavolo N°k` in column A merged over the table's columns; then per seat `s` the player's ID
/// (a number) in column 3s, "Nome Cognome", a line break and the club in 3s+1, and the points (a
/// number) in 3s+2. A table not yet played has 0 in every points cell, as the legacy programs leave it
/// after a draw (read back as not played: a table of bare zeros is one not yet played, the table results'
/// rules); a seat still without points at a table being entered gets a blank cell with a number format,
/// which the legacy reader takes as 0 and Raduno as not yet entered.
pub(super) fn round_sheet(
    ws: &mut Worksheet,
    t: &Tournament,
    round: &Round,
    st: &Styles,
) -> Result<(), ExportError> {
    ws.set_name(round_sheet_name(round.number))?;
    let seats = round
        .tables
        .iter()
        .map(|t| t.seats.len())
        .max()
        .unwrap_or(4)
        .max(4) as u16;
    // IDs are hidden in qualifying rounds; in semifinals and finals they stay visible so the director can
    // change a table by typing an ID, as in the legacy program.
    let hide_ids = round.phase == Phase::Qualifying;
    for s in 0..seats {
        let c = s * SEAT_COLUMNS;
        ws.set_column_width(c, 5)?;
        if hide_ids {
            ws.set_column_hidden(c)?;
        }
        ws.set_column_width(c + 1, 26)?;
        ws.set_column_width(c + 2, 8)?;
    }
    let name_cell = Format::new().set_text_wrap();
    let points = Format::new().set_align(FormatAlign::Center);
    for (k, table) in round.tables.iter().enumerate() {
        let r = 2 * k as u32;
        let last = (table.seats.len().max(1) as u16 * SEAT_COLUMNS).saturating_sub(1);
        let title = layout::table_title(table.number);
        if last > 0 {
            ws.merge_range(r, 0, r, last, &title, &st.bold)?;
        } else {
            ws.write_string_with_format(r, 0, &title, &st.bold)?;
        }
        let unplayed = table.not_yet_played();
        for (s, seat) in table.seats.iter().enumerate() {
            let c = s as u16 * SEAT_COLUMNS;
            ws.write_number_with_format(r + 1, c, seat.player as f64, &st.hidden_id)?;
            ws.write_string_with_format(r + 1, c + 1, seat_name(t, seat.player), &name_cell)?;
            match points_cell(t, table, s) {
                _ if unplayed => ws.write_number_with_format(r + 1, c + 2, 0.0, &points)?,
                Some(v) => ws.write_number_with_format(r + 1, c + 2, v, &points)?,
                None => ws.write_blank(r + 1, c + 2, &points)?,
            };
        }
    }
    Ok(())
}

/// A seat's name cell as GestioneTorneo writes it: "Nome Cognome", then a line break and the club when
/// there is one.
pub(crate) fn seat_name(t: &Tournament, id: raduno_engine::model::PlayerId) -> String {
    match t.player(id) {
        None => format!("ID {id}"),
        Some(p) if p.club.trim().is_empty() => p.full_name(),
        Some(p) => format!("{}\n{}", p.full_name(), p.club),
    }
}
