//! A season's workbooks: a circuit's standings and a rating circuit's list, one row a person.

use super::decimal_value;
use super::styles;
use super::ExportError;
use raduno_engine::i18n::msg;
use raduno_engine::i18n::Lang;
use rust_xlsxwriter::{
    Color, DocProperties, Format, FormatAlign, FormatPattern, Workbook, Worksheet,
};

/// A circuit's standings (the circuits' rules) as a workbook: sheet `Circuito` with position, names, club, total
/// and tournaments played, then per tournament the place and the points there (a dropped result struck
/// through in grey), in the standings' alternating colours; the players under the minimum follow,
/// unranked, under their own heading.
pub fn circuit_workbook(s: &crate::printed::Printed, lang: Lang) -> Result<Vec<u8>, ExportError> {
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
    write_circuit_rows(ws, s.tournaments.len(), &s.rows, &mut r)?;
    if !s.unranked.is_empty() {
        r += 1;
        ws.write_string_with_format(r, 0, msg::UiCircuitUnranked.str(lang), &st.bold)?;
        r += 1;
        write_circuit_rows(ws, s.tournaments.len(), &s.unranked, &mut r)?;
    }
    Ok(wb.save_to_buffer()?)
}

/// A circuit's rows from `*r` on, in the standings' alternating colours: position, names, club, total,
/// events, then the place and points of each of its `tournaments` (a dropped result struck through).
fn write_circuit_rows(
    ws: &mut Worksheet,
    tournaments: usize,
    rows: &[crate::printed::PrintedRow],
    r: &mut u32,
) -> Result<(), ExportError> {
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
        ws.write_number_with_format(*r, 4, decimal_value(&row.total), &number.clone().set_bold())?;
        ws.write_number_with_format(*r, 5, row.events as f64, &base)?;
        for t in 0..tournaments {
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
}

/// A list other than a circuit's standings (the table rating) as a workbook: position, names, club,
/// its total and events, and its further columns (numbers where they are numbers); the rows apart
/// under their own heading.
fn list_workbook(
    s: &crate::printed::Printed,
    list: &crate::printed::PrintedList,
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
