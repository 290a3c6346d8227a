//! The standings sheets: `Classifica` (alternating row colours, a border around the points of games won, the
//! tie-break columns) and the short final standings.

use super::decimal_value;
use super::ExportError;
use super::Styles;
use crate::workbook::{SHEET_SHORT_STANDINGS, SHEET_STANDINGS};
use raduno_engine::format::StandingRow;
use raduno_engine::i18n::msg;
use raduno_engine::i18n::Lang;
use raduno_engine::model::Tournament;
use rust_xlsxwriter::{Color, Format, FormatAlign, FormatBorder, FormatPattern, Worksheet};

/// The sheet GestioneTorneo writes beside `Classifica` and the federation reads (the documents' rules (the workbook layout)): a header
/// row, then one player a row in final order with Pos., Nome, Cognome, pt_tot and id (the player's ID
/// in `Iscritti`) in columns A–E — position and id as text, pt_tot a number, as GestioneTorneo writes
/// them. Only a finished tournament has it: final standings are what the ranking counts.
pub(super) fn short_standings_sheet(
    ws: &mut Worksheet,
    t: &Tournament,
    standings: &raduno_engine::format::Standings,
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

pub(super) fn standings_sheet(
    ws: &mut Worksheet,
    t: &Tournament,
    st: &Styles,
    lang: Lang,
) -> Result<(), ExportError> {
    ws.set_name(SHEET_STANDINGS)?;
    let standings = raduno_engine::format::current_standings(t);
    // The rounds the standings count (an Othello final's games are not Swiss rounds).
    let rounds = standings
        .rows
        .iter()
        .map(|r| r.rounds.len())
        .max()
        .unwrap_or(0);
    let extra: Vec<(usize, raduno_engine::format::Column)> = standings.shown_columns().collect();
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
        let (base, number, won) = row_formats(i, &num);
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
        round_cells(
            ws,
            (r, first_pts),
            row,
            (rounds, decimals),
            (&base, &number, &won),
        )?;
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

/// A standings row's formats: the row's (every other row shaded), a number's, and the points of a
/// game won (bold, with a border).
fn row_formats(i: usize, num: &str) -> (Format, Format, Format) {
    let mut base = Format::new();
    if i % 2 == 1 {
        base = base
            .set_pattern(FormatPattern::Solid)
            .set_background_color(Color::RGB(0xE8EEF7));
    }
    let number = base
        .clone()
        .set_num_format(num)
        .set_align(FormatAlign::Right);
    let won = number.clone().set_border(FormatBorder::Medium).set_bold();
    (base, number, won)
}

/// A standings row's points round by round from `(r, first)`: a round without points blank, the
/// points of a game won in the `won` format.
fn round_cells(
    ws: &mut Worksheet,
    (r, first): (u32, u16),
    row: &StandingRow,
    (rounds, decimals): (usize, u8),
    (base, number, won): (&Format, &Format, &Format),
) -> Result<(), ExportError> {
    for n in 0..rounds {
        let c = first + n as u16;
        match row.rounds.get(n).copied().flatten() {
            Some(points) => {
                let value = decimal_value(&points.to_decimal(decimals));
                let f = if row.won.get(n).copied().unwrap_or(false) {
                    won
                } else {
                    number
                };
                ws.write_number_with_format(r, c, value, f)?;
            }
            None => {
                ws.write_blank(r, c, base)?;
            }
        }
    }
    Ok(())
}

/// The standings sheet's headers: the legacy program's in Italian, in the reader's language otherwise
/// (the sheet's name is the legacy format's, its headers are read by people).
fn standings_headers(
    rounds: usize,
    extra: &[(usize, raduno_engine::format::Column)],
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
    row: &raduno_engine::format::StandingRow,
    (extra, decimals): (&[(usize, raduno_engine::format::Column)], u8),
    (base, number): (&Format, &Format),
) -> Result<(), ExportError> {
    for (k, (i, col)) in extra.iter().enumerate() {
        let text = col.show(row.tiebreaks.get(*i).copied().flatten(), decimals);
        let cell = c0 + k as u16;
        match text.trim_start_matches('+').parse::<f64>() {
            Ok(v)
                if matches!(
                    col,
                    raduno_engine::format::Column::Best
                        | raduno_engine::format::Column::SecondBest
                        | raduno_engine::format::Column::ThirdBest
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
