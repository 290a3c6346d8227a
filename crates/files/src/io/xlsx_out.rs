//! Writing workbooks (`.xlsx`, rust_xlsxwriter) in the legacy program's layout, so the legacy program and
//! Raduno read each other's files (the documents' rules (the workbook layout)): `TORNEO`, `Iscritti`, one sheet per round (`1° Turno`, …: IDs
//! in hidden columns, clubs under the names), `Classifica` (alternating row colours, a border around the
//! points of games won), `Log` (the activity journal), and the hidden `Raduno` sheet with what the legacy
//! layout cannot hold. Also the blank registration workbook with its drop-down lists.

use super::layout;
use super::workbook::{
    Extras, EXTRAS_MARK, SHEET_EXTRAS, SHEET_LOG, SHEET_PLAYERS, SHEET_SHORT_STANDINGS,
    SHEET_STANDINGS, SHEET_TOURNAMENT,
};
use crate::format::FormatKind;
use crate::i18n::msg;
use crate::i18n::{Lang, Localized};
use crate::journal::Entry;
use crate::model::{Phase, Round, SeatResult, Table, Tournament, REGIONS};
use rust_xlsxwriter::{
    Color, DataValidation, DataValidationErrorStyle, DocProperties, ExcelDateTime, Format,
    FormatAlign, FormatBorder, FormatPattern, Formula, Workbook, Worksheet, XlsxError,
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

/// Seats per row block in a round sheet: IDs in columns 3s, names in 3s+1, points in 3s+2.
const SEAT_COLUMNS: u16 = 3;

struct Styles {
    title: Format,
    header: Format,
    bold: Format,
    club: Format,
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
        club: Format::new()
            .set_italic()
            .set_font_color(Color::RGB(0x595959)),
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

    tournament_sheet(wb.add_worksheet(), t, &st)?;
    players_sheet(wb.add_worksheet(), t, &st)?;
    for round in &t.rounds {
        round_sheet(wb.add_worksheet(), t, round, &st)?;
    }
    standings_sheet(wb.add_worksheet(), t, &st, lang)?;
    if let Some(standings) = crate::format::final_standings(t) {
        short_standings_sheet(wb.add_worksheet(), t, &standings, &st)?;
    }
    log_sheet(
        wb.add_worksheet(),
        log,
        crate::format::kind(&t.settings),
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
    match crate::model::date::to_serial(iso) {
        Some(day) => {
            ws.write_number_with_format(row, col, day, &Format::new().set_num_format("dd/mm/yyyy"))?
        }
        None => ws.write_string(row, col, iso)?,
    };
    Ok(())
}

/// The `TORNEO` sheet in the 2025 layout (the documents' rules (the workbook layout), "What the federation reads"): rows 2–7 in column D
/// venue, organiser, name, the category (never the format: the national ranking reads it), planned
/// rounds and note; from row 8 each round's number in column B and its date in column D; the
/// tournament's own date under them.
fn tournament_sheet(ws: &mut Worksheet, t: &Tournament, st: &Styles) -> Result<(), ExportError> {
    ws.set_name(SHEET_TOURNAMENT)?;
    ws.set_column_width(2, 26)?;
    ws.set_column_width(3, 40)?;
    ws.write_string_with_format(0, 2, "SCHEDA DATI TORNEO", &st.title)?;
    let s = &t.settings;
    let category = s.category.map_or("", |c| c.label());
    let rows: [(&str, &str); 6] = [
        (layout::VENUE, &s.venue),
        (layout::ORGANIZER, &s.organizer),
        (layout::NAME, &s.name),
        (layout::FORMAT, category),
        (layout::PLANNED_ROUNDS, ""),
        (layout::NOTE, &s.note),
    ];
    for (i, (label, value)) in rows.iter().enumerate() {
        let r = i as u32 + 1;
        ws.write_string_with_format(r, 2, *label, &st.bold)?;
        if *label == layout::PLANNED_ROUNDS {
            if let Some(n) = s.planned_rounds {
                ws.write_number(r, 3, n as f64)?;
            }
        } else if !value.is_empty() {
            ws.write_string(r, 3, *value)?;
        }
    }
    // The category from the official list, as the federation's blank workbook offers it.
    let labels = crate::model::Category::ALL.map(|c| c.label());
    let list = DataValidation::new()
        .allow_list_strings(&labels)?
        .set_error_style(DataValidationErrorStyle::Information);
    ws.add_data_validation(4, 3, 4, 3, &list)?;
    let dates = s.round_dates.len().max(layout::DATE_ROWS as usize);
    for i in 0..dates {
        let r = layout::FIRST_DATE_ROW + i as u32;
        ws.write_number(r, 1, (i + 1) as f64)?;
        match s.round_dates.get(i).filter(|d| !d.is_empty()) {
            Some(d) => write_date(ws, r, 3, d)?,
            None => {
                ws.write_blank(r, 3, &Format::new().set_num_format("dd/mm/yyyy"))?;
            }
        }
    }
    if !s.date.is_empty() {
        let r = layout::FIRST_DATE_ROW + dates as u32 + 1;
        ws.write_string_with_format(r, 2, layout::DATE, &st.bold)?;
        write_date(ws, r, 3, &s.date)?;
    }
    Ok(())
}

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
fn players_heading(
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

fn players_sheet(ws: &mut Worksheet, t: &Tournament, st: &Styles) -> Result<(), ExportError> {
    // What the formulas count: names in column B (written when not empty), SI in column F.
    let registered = t
        .players
        .iter()
        .filter(|p| !p.first_name.is_empty())
        .count();
    let participating = t.players.iter().filter(|p| p.participating).count();
    players_heading(
        ws,
        st,
        3 + t.players.len().max(1) as u32,
        (registered, participating),
    )?;
    for (i, p) in t.players.iter().enumerate() {
        let r = 3 + i as u32;
        ws.write_number(r, 0, p.id as f64)?;
        let cells = [&p.first_name, &p.last_name, &p.nick, &p.club];
        for (c, v) in cells.iter().enumerate() {
            if !v.is_empty() {
                ws.write_string(r, c as u16 + 1, v.as_str())?;
            }
        }
        ws.write_string(r, 5, if p.participating { "SI" } else { "NO" })?;
        if !p.region.is_empty() {
            ws.write_string(r, 6, &p.region)?;
        }
        // The 2025 layout's columns 8–10: birth date, national ID, the last events (one a column).
        if !p.birth_date.is_empty() {
            write_date(ws, r, 7, &p.birth_date)?;
        }
        if let Some(n) = p.national_id {
            ws.write_number(r, 8, n as f64)?;
        }
        for (k, event) in p
            .last_events
            .split('\n')
            .filter(|e| !e.is_empty())
            .enumerate()
        {
            ws.write_string(r, 9 + k as u16, event)?;
        }
    }
    Ok(())
}

/// The sheet GestioneTorneo writes beside `Classifica` and the federation reads (the documents' rules (the workbook layout)): a header
/// row, then one player a row in final order with Pos., Nome, Cognome, pt_tot and id (the player's ID
/// in `Iscritti`) in columns A–E — position and id as text, pt_tot a number, as GestioneTorneo writes
/// them. Only a finished tournament has it: final standings are what the ranking counts.
fn short_standings_sheet(
    ws: &mut Worksheet,
    t: &Tournament,
    standings: &crate::format::Standings,
    st: &Styles,
) -> Result<(), ExportError> {
    ws.set_name(SHEET_SHORT_STANDINGS)?;
    for (c, h) in ["Pos.", "Nome", "Cognome", "pt_tot", "id"]
        .iter()
        .enumerate()
    {
        ws.write_string_with_format(0, c as u16, *h, &st.header)?;
    }
    for (c, w) in [6.0, 16.0, 18.0, 10.0, 6.0].iter().enumerate() {
        ws.set_column_width(c as u16, *w)?;
    }
    for (i, row) in standings.rows.iter().enumerate() {
        let r = 1 + i as u32;
        let p = t.player(row.player);
        ws.write_string(r, 0, row.pos.to_string())?;
        ws.write_string(r, 1, p.map_or("", |p| p.first_name.as_str()))?;
        ws.write_string(r, 2, p.map_or("", |p| p.last_name.as_str()))?;
        ws.write_number(
            r,
            3,
            decimal_value(&row.total.to_decimal(standings.decimals)),
        )?;
        ws.write_string(r, 4, row.player.to_string())?;
    }
    Ok(())
}

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
    let ranked = match crate::format::table_rank(t, table) {
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

fn round_sheet(
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
    for (k, table) in round.tables.iter().enumerate() {
        let r = 3 * k as u32;
        ws.write_string_with_format(r, 1, layout::table_title(table.number), &st.bold)?;
        for (s, seat) in table.seats.iter().enumerate() {
            let c = s as u16 * SEAT_COLUMNS;
            ws.write_number_with_format(r + 1, c, seat.player as f64, &st.hidden_id)?;
            let (name, club) = t
                .player(seat.player)
                .map_or((format!("ID {}", seat.player), String::new()), |p| {
                    (p.full_name(), p.club.clone())
                });
            ws.write_string(r + 1, c + 1, name)?;
            if let Some(v) = points_cell(t, table, s) {
                ws.write_number(r + 1, c + 2, v)?;
            }
            if !club.is_empty() {
                ws.write_string_with_format(r + 2, c + 1, club, &st.club)?;
            }
        }
    }
    Ok(())
}

fn standings_sheet(
    ws: &mut Worksheet,
    t: &Tournament,
    st: &Styles,
    lang: Lang,
) -> Result<(), ExportError> {
    ws.set_name(SHEET_STANDINGS)?;
    let standings = crate::format::current_standings(t);
    // The rounds the standings count (an Othello final's games are not Swiss rounds).
    let rounds = standings
        .rows
        .iter()
        .map(|r| r.rounds.len())
        .max()
        .unwrap_or(0);
    let extra: Vec<(usize, crate::format::Column)> = standings.shown_columns().collect();
    let headers = standings_headers(rounds, &extra, lang);
    for (c, h) in headers.iter().enumerate() {
        ws.write_string_with_format(0, c as u16, h, &st.header)?;
    }
    for (c, w) in [5.0, 16.0, 18.0, 16.0, 28.0].iter().enumerate() {
        ws.set_column_width(c as u16, *w)?;
    }
    ws.set_freeze_panes(1, 0)?;
    let decimals = standings.decimals;
    let num = if decimals == 0 {
        "0".to_string()
    } else {
        format!("0.{}", "0".repeat(decimals as usize))
    };
    let first_pts = 5u16;
    for (i, row) in standings.rows.iter().enumerate() {
        let r = 1 + i as u32;
        let mut base = Format::new();
        if i % 2 == 1 {
            base = base
                .set_pattern(FormatPattern::Solid)
                .set_background_color(Color::RGB(0xE8EEF7));
        }
        let number = base
            .clone()
            .set_num_format(&num)
            .set_align(FormatAlign::Right);
        let won = number.clone().set_border(FormatBorder::Medium).set_bold();
        let p = t.player(row.player);
        ws.write_number_with_format(r, 0, row.pos as f64, &base)?;
        let texts = [
            p.map_or(String::new(), |p| p.first_name.clone()),
            p.map_or(format!("ID {}", row.player), |p| p.last_name.clone()),
            p.map_or(String::new(), |p| p.nick.clone()),
            p.map_or(String::new(), |p| p.club.clone()),
        ];
        for (c, v) in texts.iter().enumerate() {
            ws.write_string_with_format(r, 1 + c as u16, v, &base)?;
        }
        for n in 0..rounds {
            let c = first_pts + n as u16;
            match row.rounds.get(n).copied().flatten() {
                Some(points) => {
                    let value = decimal_value(&points.to_decimal(decimals));
                    let f = if row.won.get(n).copied().unwrap_or(false) {
                        &won
                    } else {
                        &number
                    };
                    ws.write_number_with_format(r, c, value, f)?;
                }
                None => {
                    ws.write_blank(r, c, &base)?;
                }
            }
        }
        let c = first_pts + rounds as u16;
        ws.write_number_with_format(r, c, row.wins as f64, &base)?;
        ws.write_number_with_format(
            r,
            c + 1,
            decimal_value(&row.total.to_decimal(decimals)),
            &number.clone().set_bold(),
        )?;
        tiebreak_cells(ws, (r, c + 2), row, (&extra, decimals), (&base, &number))?;
    }
    Ok(())
}

/// The standings sheet's headers: the legacy program's in Italian, in the reader's language otherwise
/// (the sheet's name is the legacy format's, its headers are read by people).
fn standings_headers(
    rounds: usize,
    extra: &[(usize, crate::format::Column)],
    lang: Lang,
) -> Vec<String> {
    let mut headers: Vec<String> = [
        msg::EveningXlsxPos.text(lang),
        msg::EveningXlsxFirst.text(lang),
        msg::EveningXlsxLast.text(lang),
        msg::EveningXlsxNick.text(lang),
        msg::EveningXlsxClub.text(lang),
    ]
    .into();
    headers.extend((1..=rounds).map(|n| msg::EveningRoundPointsShort { round: &n }.text(lang)));
    headers.push(msg::EveningWinsTotal.text(lang));
    headers.push(msg::EveningPointsTotal.text(lang));
    // The format's tie-break columns, as every other view shows them.
    headers.extend(extra.iter().map(|(_, c)| c.label(lang).to_string()));
    headers
}

/// A standings row's tie-break cells from column `c0`: best games as points, the rest whole numbers.
fn tiebreak_cells(
    ws: &mut Worksheet,
    (r, c0): (u32, u16),
    row: &crate::format::StandingRow,
    (extra, decimals): (&[(usize, crate::format::Column)], u8),
    (base, number): (&Format, &Format),
) -> Result<(), ExportError> {
    for (k, (i, col)) in extra.iter().enumerate() {
        let text = col.show(row.tiebreaks.get(*i).copied().flatten(), decimals);
        let cell = c0 + k as u16;
        match text.trim_start_matches('+').parse::<f64>() {
            Ok(v)
                if matches!(
                    col,
                    crate::format::Column::Best
                        | crate::format::Column::SecondBest
                        | crate::format::Column::ThirdBest
                ) =>
            {
                ws.write_number_with_format(r, cell, v, number)?
            }
            Ok(v) => ws.write_number_with_format(
                r,
                cell,
                v,
                &base
                    .clone()
                    .set_num_format("0")
                    .set_align(FormatAlign::Right),
            )?,
            Err(_) => ws.write_blank(r, cell, base)?,
        };
    }
    Ok(())
}

/// A circuit's standings (the circuits' rules) as a workbook: sheet `Circuito` with position, names, club, total
/// and tournaments played, then per tournament the place and the points there (a dropped result struck
/// through in grey), in the standings' alternating colours; the players under the minimum follow,
/// unranked, under their own heading.
pub fn circuit_workbook(
    s: &crate::io::printed::Printed,
    lang: Lang,
) -> Result<Vec<u8>, ExportError> {
    use crate::io::printed::PrintedRow as CircuitRow;
    if let Some(list) = &s.list {
        return list_workbook(s, list, lang);
    }
    let st = styles();
    let mut wb = Workbook::new();
    wb.set_properties(&DocProperties::new().set_title(&s.name));
    let ws = wb.add_worksheet();
    ws.set_name(msg::UiCircuit.str(lang))?;
    let mut headers: Vec<String> = [
        "Pos.",
        msg::UiFirstName.str(lang),
        msg::UiLastName.str(lang),
        "Club",
        msg::UiCircuitTotalHeader.str(lang),
        msg::UiEvents.str(lang),
    ]
    .iter()
    .map(|h| h.to_string())
    .collect();
    for t in &s.tournaments {
        headers.push(format!("{t} - {}", msg::IoPlace.str(lang)));
        headers.push(format!("{t} - {}", msg::EventPoints.str(lang)));
    }
    for (c, h) in headers.iter().enumerate() {
        ws.write_string_with_format(0, c as u16, h, &st.header)?;
    }
    for (c, w) in [5.0, 16.0, 18.0, 24.0, 10.0, 7.0].iter().enumerate() {
        ws.set_column_width(c as u16, *w)?;
    }
    ws.set_freeze_panes(1, 0)?;
    let mut r = 1u32;
    let write_rows =
        |ws: &mut Worksheet, rows: &[CircuitRow], r: &mut u32| -> Result<(), ExportError> {
            for (i, row) in rows.iter().enumerate() {
                let mut base = Format::new();
                if i % 2 == 1 {
                    base = base
                        .set_pattern(FormatPattern::Solid)
                        .set_background_color(Color::RGB(0xE8EEF7));
                }
                let number = base
                    .clone()
                    .set_num_format("0.000")
                    .set_align(FormatAlign::Right);
                let dropped = number
                    .clone()
                    .set_font_strikethrough()
                    .set_font_color(Color::RGB(0x808080));
                match row.pos {
                    Some(p) => ws.write_number_with_format(*r, 0, p as f64, &base)?,
                    None => ws.write_string_with_format(*r, 0, "-", &base)?,
                };
                for (c, v) in [&row.first_name, &row.last_name, &row.club]
                    .iter()
                    .enumerate()
                {
                    ws.write_string_with_format(*r, 1 + c as u16, v.as_str(), &base)?;
                }
                ws.write_number_with_format(
                    *r,
                    4,
                    decimal_value(&row.total),
                    &number.clone().set_bold(),
                )?;
                ws.write_number_with_format(*r, 5, row.events as f64, &base)?;
                for t in 0..s.tournaments.len() {
                    let c = 6 + 2 * t as u16;
                    let counted = row.counted.iter().find(|x| x.tournament == t);
                    let gone = row.dropped.iter().find(|x| x.tournament == t);
                    match counted
                        .map(|x| (x, &number))
                        .or(gone.map(|x| (x, &dropped)))
                    {
                        Some((x, f)) => {
                            ws.write_number_with_format(*r, c, x.place as f64, &base)?;
                            ws.write_number_with_format(*r, c + 1, decimal_value(&x.points), f)?;
                        }
                        None => {
                            ws.write_blank(*r, c, &base)?;
                            ws.write_blank(*r, c + 1, &base)?;
                        }
                    }
                }
                *r += 1;
            }
            Ok(())
        };
    write_rows(ws, &s.rows, &mut r)?;
    if !s.unranked.is_empty() {
        r += 1;
        ws.write_string_with_format(r, 0, msg::UiCircuitUnranked.str(lang), &st.bold)?;
        r += 1;
        write_rows(ws, &s.unranked, &mut r)?;
    }
    Ok(wb.save_to_buffer()?)
}

/// A list other than a circuit's standings (the table rating) as a workbook: position, names, club,
/// its total and events, and its further columns (numbers where they are numbers); the rows apart
/// under their own heading.
fn list_workbook(
    s: &crate::io::printed::Printed,
    list: &crate::io::printed::PrintedList,
    lang: Lang,
) -> Result<Vec<u8>, ExportError> {
    let st = styles();
    let mut wb = Workbook::new();
    wb.set_properties(&DocProperties::new().set_title(&s.name));
    let ws = wb.add_worksheet();
    ws.set_name(list.title.chars().take(31).collect::<String>())?;
    let mut headers: Vec<String> = vec![
        "Pos.".into(),
        msg::UiFirstName.str(lang).into(),
        msg::UiLastName.str(lang).into(),
        "Club".into(),
        list.total.clone(),
        list.events.clone(),
    ];
    headers.extend(list.extra.iter().cloned());
    for (c, h) in headers.iter().enumerate() {
        ws.write_string_with_format(0, c as u16, h, &st.header)?;
    }
    for (c, w) in [5.0, 16.0, 18.0, 24.0, 10.0, 8.0, 8.0, 8.0, 14.0]
        .iter()
        .enumerate()
    {
        ws.set_column_width(c as u16, *w)?;
    }
    ws.set_freeze_panes(1, 0)?;
    let number = Format::new()
        .set_num_format("0.00")
        .set_align(FormatAlign::Right);
    let cell = |ws: &mut Worksheet, r: u32, c: u16, v: &str| -> Result<(), ExportError> {
        match v.replace(',', ".").parse::<f64>() {
            Ok(x) => ws.write_number_with_format(r, c, x, &number)?,
            Err(_) => ws.write_string(r, c, v)?,
        };
        Ok(())
    };
    let mut r = 1u32;
    for (heading, rows) in [(None, &s.rows), (Some(&list.unranked), &s.unranked)] {
        if rows.is_empty() {
            continue;
        }
        if let Some(h) = heading {
            r += 1;
            ws.write_string_with_format(r, 0, h, &st.bold)?;
            r += 1;
        }
        for row in rows.iter() {
            match row.pos {
                Some(p) => ws.write_number(r, 0, p as f64)?,
                None => ws.write_string(r, 0, "-")?,
            };
            ws.write_string(r, 1, &row.first_name)?;
            ws.write_string(r, 2, &row.last_name)?;
            ws.write_string(r, 3, &row.club)?;
            cell(ws, r, 4, &row.total)?;
            ws.write_number(r, 5, row.events as f64)?;
            for (k, v) in row.extra.iter().enumerate() {
                cell(ws, r, 6 + k as u16, v)?;
            }
            r += 1;
        }
    }
    Ok(wb.save_to_buffer()?)
}

/// The nearest `f64` of an exact decimal text (only for the spreadsheet cell; the text is exact),
/// written with a point or, as an Italian page shows it, a comma.
fn decimal_value(text: &str) -> f64 {
    text.replace(',', ".").parse().unwrap_or(0.0)
}

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

fn log_sheet(
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

fn extras_sheet(ws: &mut Worksheet, t: &Tournament) -> Result<(), ExportError> {
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
