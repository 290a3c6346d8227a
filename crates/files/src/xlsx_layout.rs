//! What calamine does not read of an `.xlsx` (after the guard rebuilt it): each sheet's column widths
//! (`<cols>`) and drop-down lists (`<dataValidation type="list">`), kept to write the workbook back as
//! read. Anything unreadable here is simply not kept: the cells are read apart, by calamine.

use quick_xml::events::{BytesStart, Event};
use std::collections::HashMap;
use std::io::Read;

/// One sheet's column widths and drop-down lists.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Layout {
    pub columns: Vec<(u16, u16, String, bool)>,
    pub lists: Vec<(u32, u16, u32, u16, String)>,
}

/// The most column ranges and lists read from one sheet.
const MOST: usize = 256;

/// Each sheet's layout, by sheet name.
pub(crate) fn read(clean: &[u8]) -> HashMap<String, Layout> {
    let mut out = HashMap::new();
    let Ok(mut zip) = zip::ZipArchive::new(std::io::Cursor::new(clean)) else {
        return out;
    };
    let mut part = |name: &str| -> Option<Vec<u8>> {
        let mut e = zip.by_name(name).ok()?;
        let mut data = Vec::new();
        e.read_to_end(&mut data).ok()?;
        Some(data)
    };
    let (Some(book), Some(rels)) = (part("xl/workbook.xml"), part("xl/_rels/workbook.xml.rels"))
    else {
        return out;
    };
    let targets: HashMap<String, String> = elements(&rels, "Relationship")
        .into_iter()
        .filter_map(|a| Some((a.get("Id")?.clone(), a.get("Target")?.clone())))
        .collect();
    for sheet in elements(&book, "sheet") {
        let (Some(name), Some(id)) = (sheet.get("name"), sheet.get("r:id")) else {
            continue;
        };
        let Some(target) = targets.get(id) else {
            continue;
        };
        let path = match target.strip_prefix('/') {
            Some(abs) => abs.to_string(),
            None => format!("xl/{target}"),
        };
        if let Some(xml) = part(&path) {
            out.insert(name.clone(), sheet_layout(&xml));
        }
    }
    out
}

fn sheet_layout(xml: &[u8]) -> Layout {
    let mut layout = Layout::default();
    for col in elements(xml, "col").into_iter().take(MOST) {
        let num = |k: &str| col.get(k).and_then(|v| v.parse::<u16>().ok());
        let (Some(min), Some(max)) = (num("min"), num("max")) else {
            continue;
        };
        let width = col.get("width").cloned().unwrap_or_else(|| "8.43".into());
        let hidden = matches!(col.get("hidden").map(String::as_str), Some("1" | "true"));
        if (1..=16_384).contains(&min) && min <= max && width.parse::<f64>().is_ok() {
            layout
                .columns
                .push((min - 1, max.min(16_384) - 1, width, hidden));
        }
    }
    layout.lists = lists(xml);
    layout
}

/// The `type="list"` validations: each range of the `sqref` with the `formula1` text.
fn lists(xml: &[u8]) -> Vec<(u32, u16, u32, u16, String)> {
    let mut out = Vec::new();
    let mut reader = quick_xml::Reader::from_reader(xml);
    reader.config_mut().check_end_names = false;
    let mut buf = Vec::new();
    let mut current: Option<String> = None;
    let mut in_formula = false;
    let mut formula = String::new();
    loop {
        buf.clear();
        match reader.read_event_into(&mut buf) {
            Ok(Event::Start(e)) if e.local_name().as_ref() == "dataValidation" => {
                let a = attributes(&e);
                current = (a.get("type").map(String::as_str) == Some("list"))
                    .then(|| a.get("sqref").cloned().unwrap_or_default());
            }
            Ok(Event::Start(e)) if e.local_name().as_ref() == "formula1" => {
                in_formula = true;
                formula.clear();
            }
            Ok(Event::Text(t)) if in_formula => formula.push_str(&t),
            Ok(Event::GeneralRef(r)) if in_formula => formula.push(match &*r {
                "amp" => '&',
                "lt" => '<',
                "gt" => '>',
                "quot" => '"',
                "apos" => '\'',
                _ => '?',
            }),
            Ok(Event::End(e)) if e.local_name().as_ref() == "formula1" => {
                in_formula = false;
                if let Some(sqref) = &current {
                    for range in sqref.split_whitespace() {
                        if let Some((r0, c0, r1, c1)) = parse_range(range) {
                            out.push((r0, c0, r1, c1, formula.clone()));
                        }
                    }
                }
            }
            Ok(Event::Eof) | Err(_) => break,
            _ => {}
        }
        if out.len() >= MOST {
            break;
        }
    }
    out
}

/// `E4:E203` or `D5` as 0-based (first row, first column, last row, last column).
pub(crate) fn parse_range(range: &str) -> Option<(u32, u16, u32, u16)> {
    let (a, b) = range.split_once(':').unwrap_or((range, range));
    let (r0, c0) = parse_cell(a)?;
    let (r1, c1) = parse_cell(b)?;
    (r0 <= r1 && c0 <= c1).then_some((r0, c0, r1, c1))
}

fn parse_cell(cell: &str) -> Option<(u32, u16)> {
    let cell = cell.replace('$', "");
    let split = cell.find(|c: char| c.is_ascii_digit())?;
    let (letters, digits) = cell.split_at(split);
    if letters.is_empty() || letters.len() > 3 {
        return None;
    }
    let mut col = 0u32;
    for ch in letters.chars() {
        if !ch.is_ascii_alphabetic() {
            return None;
        }
        col = col * 26 + (ch.to_ascii_uppercase() as u32 - 'A' as u32 + 1);
    }
    let row: u32 = digits.parse().ok()?;
    if row == 0 || row > 1_048_576 || col == 0 || col > 16_384 {
        return None;
    }
    Some((row - 1, (col - 1) as u16))
}

fn attributes(e: &BytesStart) -> HashMap<String, String> {
    e.attributes()
        .flatten()
        .filter_map(|a| {
            let key = a.key.as_ref().to_string();
            Some((
                key,
                a.normalized_value(quick_xml::XmlVersion::Implicit1_0)
                    .ok()?
                    .into_owned(),
            ))
        })
        .collect()
}

/// The attributes of every element of that local name (start or empty tag).
fn elements(xml: &[u8], name: &str) -> Vec<HashMap<String, String>> {
    let mut out = Vec::new();
    let mut reader = quick_xml::Reader::from_reader(xml);
    reader.config_mut().check_end_names = false;
    let mut buf = Vec::new();
    loop {
        buf.clear();
        match reader.read_event_into(&mut buf) {
            Ok(Event::Start(e)) | Ok(Event::Empty(e)) if e.local_name().as_ref() == name => {
                out.push(attributes(&e));
            }
            Ok(Event::Eof) | Err(_) => break,
            _ => {}
        }
        if out.len() > 10_000 {
            break;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges() {
        assert_eq!(parse_range("E4:E203"), Some((3, 4, 202, 4)));
        assert_eq!(parse_range("$D$5"), Some((4, 3, 4, 3)));
        assert_eq!(parse_range("AA1:AB2"), Some((0, 26, 1, 27)));
        assert_eq!(parse_range("E0"), None);
        assert_eq!(parse_range("E5:D4"), None);
    }
}
