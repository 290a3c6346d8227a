//! A circuit's tournament from a file the director adds: a backup replayed, or a workbook read into its
//! final standings (with its national IDs and, when GestioneTorneo wrote it, its Classifica Ridotta's
//! places). The page reads the file's bytes (a workbook through the workbook worker); everything after
//! is here, tested natively.

use super::{CircuitError, Held};
use raduno_engine::format::{FormatKind, Points};
use raduno_engine::i18n::{Lang, Localized};
use raduno_engine::words::msg;
use raduno_files::Book;
use std::collections::HashMap;

/// The file's name without the extension: a tournament's NAME when it comes from a file.
pub fn stem(file: &str) -> String {
    let lower = file.to_lowercase();
    for ext in [".raduno.json", ".json", ".xlsx", ".xls"] {
        if lower.ends_with(ext) {
            return file[..file.len() - ext.len()].to_string();
        }
    }
    file.to_string()
}

/// Whether the file is a backup (read as text) rather than a workbook.
pub fn is_backup(file: &str) -> bool {
    file.to_lowercase().ends_with(".json")
}

fn unreadable(file: &str, reason: String) -> CircuitError {
    CircuitError::Unreadable {
        file: file.to_string(),
        reason,
    }
}

/// A backup's final standings, under the tournament's own name (the file's when it has none).
pub fn held_from_backup(file: &str, bytes: &[u8], lang: Lang) -> Result<Held, CircuitError> {
    let text = String::from_utf8_lossy(bytes);
    let saved = crate::persist::load(&text).map_err(|e| unreadable(file, e.text(lang)))?;
    let t = saved.journal.state();
    let name = if t.settings.name.trim().is_empty() {
        stem(file)
    } else {
        t.settings.name.clone()
    };
    let mut held = Held::of(t, &name, &HashMap::new())?;
    held.file = file.to_string();
    Ok(held)
}

/// A workbook's final standings, read with `format` (or the one it names): its national IDs, and the
/// places of its Classifica Ridotta when it has one (the federation reads those). A workbook that names
/// no format is read as the default one, and a problem with it says so.
pub fn held_from_book(
    file: &str,
    book: Result<Book, raduno_files::ReadError>,
    format: Option<FormatKind>,
    lang: Lang,
) -> Result<Held, CircuitError> {
    let ids = book
        .as_ref()
        .map(raduno_files::workbook::national_ids)
        .unwrap_or_default();
    let reduced = book
        .as_ref()
        .ok()
        .and_then(raduno_files::workbook::reduced::read_reduced);
    let assumed = format.is_none()
        && book
            .as_ref()
            .is_ok_and(|b| !raduno_files::workbook::names_format(b));
    let said = |e: CircuitError| {
        if !assumed {
            return e;
        }
        let why = msg::LegacyUiFormatAssumed {
            format: &FormatKind::default().name_in(lang),
        }
        .text(lang);
        unreadable(file, format!("{} - {why}", e.text(lang)))
    };
    let imported = raduno_files::import_book(book, file, format)
        .map_err(|e| said(unreadable(file, e.text(lang))))?;
    let mut held = Held::of(&imported.tournament, &stem(file), &ids).map_err(said)?;
    if let Some(rows) = &reduced {
        held.take_reduced(rows);
    }
    held.file = file.to_string();
    Ok(held)
}

/// The values of a points table as typed ("25, 18, 15" or one a line), or what is wrong, in words.
pub fn parse_points_table(text: &str, lang: Lang) -> Result<Vec<Points>, String> {
    let mut values = Vec::new();
    let parts = text
        .split([',', ';', ' ', '\n', '\t'])
        .filter(|p| !p.trim().is_empty());
    for (i, part) in parts.enumerate() {
        match super::decimal::decimal(part) {
            Some(v) if v >= Points::ZERO => values.push(v),
            _ => {
                return Err(msg::UiCircuitPointsTableInvalid {
                    index: &(i + 1),
                    part: &part,
                }
                .text(lang))
            }
        }
    }
    if values.is_empty() {
        return Err(msg::UiCircuitPointsTableEmpty.str(lang).into());
    }
    Ok(values)
}

/// A points table as the field shows it: "25, 18, 15".
pub fn points_table_text(values: &[Points]) -> String {
    let texts: Vec<String> = values.iter().map(Points::to_string).collect();
    texts.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_files_stem_drops_the_extensions_raduno_writes_and_reads() {
        assert_eq!(stem("Serata 3.raduno.json"), "Serata 3");
        assert_eq!(stem("Open di prova.XLS"), "Open di prova");
        assert_eq!(stem("Coppa.xlsx"), "Coppa");
        assert_eq!(stem("notes.txt"), "notes.txt");
        assert!(is_backup("a.RADUNO.json"));
        assert!(!is_backup("a.xlsx"));
    }

    #[test]
    fn a_points_table_is_read_as_typed_and_written_back_the_same() {
        let v = parse_points_table("25, 18;15\n12 10\t8.5", Lang::It).unwrap();
        assert_eq!(points_table_text(&v), "25, 18, 15, 12, 10, 8.5");
        let bad = parse_points_table("25, x, 15", Lang::En).unwrap_err();
        assert!(bad.contains('2') && bad.contains('x'), "{bad}");
        assert!(parse_points_table("25, -1", Lang::It).is_err());
        assert!(parse_points_table(" , ", Lang::It).is_err());
    }

    #[test]
    fn a_broken_backup_or_workbook_is_refused_with_the_files_name() {
        let e = held_from_backup("rotto.raduno.json", b"{not json", Lang::It).unwrap_err();
        assert!(matches!(&e, CircuitError::Unreadable { file, .. } if file == "rotto.raduno.json"));
        let book = Err(raduno_files::ReadError::Reader("zip".into()));
        let e = held_from_book("rotto.xlsx", book, None, Lang::It).unwrap_err();
        assert!(matches!(&e, CircuitError::Unreadable { file, .. } if file == "rotto.xlsx"));
    }
}
