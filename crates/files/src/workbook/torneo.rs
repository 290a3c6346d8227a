//! The `TORNEO` sheet (the 2025 workbook): venue, organizer, name, the category (and the format it
//! implies), planned rounds, note, and from row 8 on each round's date (the documents' rules (the workbook layout), "What the federation
//! reads").

use super::cells::{cell, is_blank, last_col, last_row, parse_id, text, Book, Grid};
use super::problems::{Ctx, Problem, ProblemKind};
use super::SHEET_TOURNAMENT;
use calamine::Data;
use raduno_engine::format::FormatKind;
use raduno_engine::model::{date, fold, Category, Settings};

use crate::layout::FIRST_DATE_ROW;

/// The column of the round dates (D).
const VALUE_COL: u32 = 3;

/// Whether the workbook names its format (Raduno's own sheet, or the `TORNEO` sheet's "Tipologia di
/// Torneo"): a GestioneRaduno workbook does not, and is read with the format chosen, else Master
/// (the page says which format it assumed).
pub fn names_format(book: &Book) -> bool {
    let mut ctx = Ctx::default();
    if super::extras::read_extras(book, &mut ctx).is_some() {
        return true;
    }
    let mut settings = Settings::default();
    let before = settings.format.clone();
    read_torneo(book, &mut settings, &mut ctx);
    settings.format != before || torneo_names_type(book)
}

/// The `TORNEO` sheet has a "Tipologia di Torneo" with a value.
fn torneo_names_type(book: &Book) -> bool {
    let Some((_, Ok(range))) = book.find(SHEET_TOURNAMENT) else {
        return false;
    };
    let Some(end) = last_row(range) else {
        return false;
    };
    (0..=end.min(40)).any(|row| {
        (0..=last_col(range).min(10)).any(|col| {
            matches!(
                fold(&text(cell(range, row, col))).as_str(),
                "tipologiaditorneo" | "tipologia" | "formula"
            ) && (col + 1..=last_col(range).min(20)).any(|c| {
                // A category that implies no format (Torneo Interclub) does not name the format.
                let v = text(cell(range, row, c));
                !v.is_empty()
                    && (Category::from_label(&v).is_none() || format_from_name(&v).is_some())
            })
        })
    })
}

/// A date cell: a spreadsheet date or day number, or `dd/mm/yyyy` text. `Ok(None)` for a blank cell;
/// `Err` with the text as written for anything that is not a real day.
pub(super) fn date_cell(d: &Data) -> Result<Option<String>, String> {
    if is_blank(d) {
        return Ok(None);
    }
    let found = match d {
        Data::DateTime(dt) => date::from_serial(dt.as_f64()),
        Data::Float(f) => date::from_serial(*f),
        Data::Int(i) => date::from_serial(*i as f64),
        Data::String(s) | Data::DateTimeIso(s) => date::parse_date(s),
        _ => None,
    };
    found.map(Some).ok_or_else(|| text(d))
}

/// Rows 8 on: a round number in column B and its date in column D. The dates the sheet shows replace
/// those Raduno's own data held; a sheet without numbered rows (an older Raduno workbook) leaves them.
fn read_round_dates(sheet: &str, range: &Grid, settings: &mut Settings, ctx: &mut Ctx) {
    let mut dates: Vec<String> = Vec::new();
    let mut numbered = false;
    for row in range.rows_from(FIRST_DATE_ROW) {
        let Some(n) = parse_id(cell(range, row, 1)) else {
            continue;
        };
        // Column C empty, or the official form's own label of the row ("Data Turno 1", a formula's
        // result once the spreadsheet computed it); any other text is another row (a label).
        let label = fold(&text(cell(range, row, 2)));
        if n > 200 || !(label.is_empty() || label.starts_with("dataturno")) {
            continue;
        }
        numbered = true;
        match date_cell(cell(range, row, VALUE_COL)) {
            Ok(Some(iso)) => {
                let i = n as usize - 1;
                if dates.len() <= i {
                    dates.resize(i + 1, String::new());
                }
                dates[i] = iso;
            }
            Ok(None) => {}
            Err(written) => ctx.push(Problem::at(
                sheet,
                row,
                VALUE_COL,
                ProblemKind::BadDate { text: written },
            )),
        }
    }
    if numbered {
        settings.round_dates = dates;
    }
}

/// The "Tipologia di Torneo": a category of the official list is kept as the category, and sets the
/// format where it implies one (Torneo Open, Torneo Master, Raduno Nazionale) — unless Raduno's own
/// data already paired this category with its format; a format's name sets the format; anything else
/// is said (the category stays unset, the format as chosen).
fn read_type(value: &str, settings: &mut Settings) -> bool {
    let format = format_from_name(value);
    match Category::from_label(value) {
        Some(c) => {
            let paired = settings.category == Some(c) && !settings.format.as_str().is_empty();
            settings.category = Some(c);
            if !paired {
                if let Some(f) = format {
                    settings.format = f.into();
                }
            }
            true
        }
        None => match format {
            Some(f) => {
                settings.format = f.into();
                true
            }
            None => false,
        },
    }
}

pub(super) fn read_torneo(book: &Book, settings: &mut Settings, ctx: &mut Ctx) {
    let Some((name, Ok(range))) = book.find(SHEET_TOURNAMENT) else {
        return;
    };
    let Some(end) = last_row(range) else { return };
    for row in 0..=end.min(40) {
        for col in 0..=last_col(range).min(10) {
            let label = fold(&text(cell(range, row, col)));
            if label.is_empty() {
                continue;
            }
            let value = (col + 1..=last_col(range).min(20))
                .map(|c| (c, text(cell(range, row, c))))
                .find(|(_, v)| !v.is_empty());
            let Some((vcol, value)) = value else { continue };
            match label.as_str() {
                "sedetorneo" | "sede" => settings.venue = value,
                "organizzatore" => settings.organizer = value,
                "nometorneo" => settings.name = value,
                "tipologiaditorneo" | "tipologia" | "formula" => {
                    if !read_type(&value, settings) {
                        ctx.push(Problem::at(
                            name,
                            row,
                            vcol,
                            ProblemKind::UnknownCategory { text: value },
                        ))
                    }
                }
                "numeroturniprevisti" => {
                    if let Some(n) = parse_id(cell(range, row, vcol)) {
                        settings.planned_rounds = Some(n);
                    }
                }
                "note" => settings.note = value,
                "data" | "datatorneo" => match date_cell(cell(range, row, vcol)) {
                    Ok(Some(iso)) => settings.date = iso,
                    _ => settings.date = value,
                },
                _ => continue,
            }
            break;
        }
    }
    read_round_dates(name, range, settings, ctx);
}

/// A format from the 2025 workbook's "Tipologia di Torneo", a format name or a slug.
pub fn format_from_name(text: &str) -> Option<FormatKind> {
    let key = fold(text);
    if key.is_empty() {
        return None;
    }
    let key = key
        .strip_prefix("torneo")
        .filter(|k| !k.is_empty())
        .unwrap_or(&key)
        .to_string();
    FormatKind::all().find(|f| {
        let name = fold(f.name());
        let name = name.strip_prefix("torneo").unwrap_or(&name).to_string();
        fold(f.slug()) == key || name == key || fold(&format!("{:?}", f)) == key
    })
}

/// The workbook's planned rounds as the format reads them: a format that fixes its
/// qualifying rounds (Raduno Nazionale's two, then semifinals and final) does not use the file's
/// "Numero turni previsti"; a different number is not kept, and a warning at its cell says so. Where
/// the format reads it otherwise (evenings of a game and a rematch), the warning says how.
pub(super) fn check_planned_rounds(book: &Book, settings: &mut Settings, ctx: &mut Ctx) {
    let Some(planned) = settings.planned_rounds else {
        return;
    };
    let rule = raduno_engine::format::planned_rounds(settings);
    let format = raduno_engine::format::format_name(settings).to_string();
    let kind = match rule {
        raduno_engine::format::PlannedRounds::Fixed { qualifying, .. } if planned != qualifying => {
            settings.planned_rounds = None;
            ProblemKind::PlannedRoundsNotUsed {
                planned,
                format,
                qualifying,
            }
        }
        // Evenings of a game and a rematch: an odd number (or 1) is played as the next even one.
        raduno_engine::format::PlannedRounds::Evenings => match rule.reads(Some(planned)) {
            Some(games) if games != planned => ProblemKind::PlannedRoundsReadAs {
                planned,
                format,
                games,
            },
            _ => return,
        },
        _ => return,
    };
    match planned_rounds_cell(book) {
        Some((sheet, row, col)) => ctx.push(Problem::at(&sheet, row, col, kind)),
        None => ctx.push(Problem::file(kind)),
    }
}

/// Where the `TORNEO` sheet writes its planned rounds: sheet, 0-based row and column of the number.
fn planned_rounds_cell(book: &Book) -> Option<(String, u32, u32)> {
    let (name, Ok(range)) = book.find(SHEET_TOURNAMENT)? else {
        return None;
    };
    let end = last_row(range)?;
    (0..=end.min(40)).find_map(|row| {
        let col = (0..=last_col(range).min(10))
            .find(|&c| fold(&text(cell(range, row, c))) == "numeroturniprevisti")?;
        let vcol = (col + 1..=last_col(range).min(20))
            .find(|&c| parse_id(cell(range, row, c)).is_some())?;
        Some((name.to_string(), row, vcol))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tournament_types() {
        assert_eq!(
            format_from_name("Raduno Nazionale"),
            Some(FormatKind::RadunoNazionale)
        );
        assert_eq!(format_from_name("Torneo Master"), Some(FormatKind::Master));
        assert_eq!(format_from_name("Torneo Open"), Some(FormatKind::Open));
        assert_eq!(format_from_name("Torneo Gufo"), Some(FormatKind::Gufo));
        assert_eq!(
            format_from_name("campionato-gufo"),
            Some(FormatKind::CampionatoGufo)
        );
        assert_eq!(
            format_from_name("MasterRisiko"),
            Some(FormatKind::MasterRisiko)
        );
        assert_eq!(format_from_name("Torneo Interclub"), None);
    }

    #[test]
    fn a_category_is_kept_apart_from_the_format() {
        let mut s = Settings::default();
        assert!(read_type("Torneo Open", &mut s));
        assert_eq!(s.category, Some(Category::TorneoOpen));
        assert_eq!(raduno_engine::format::kind(&s), FormatKind::Open);
        // Raduno's own data paired the category with another format: the format stays.
        let mut s = Settings::new("T", FormatKind::Master);
        s.category = Some(Category::TorneoOpen);
        assert!(read_type("TORNEO OPEN", &mut s));
        assert_eq!(raduno_engine::format::kind(&s), FormatKind::Master);
        // A category that implies no format leaves the format as chosen.
        let mut s = Settings::new("T", FormatKind::Gufo);
        assert!(read_type("Torneo Interclub", &mut s));
        assert_eq!(s.category, Some(Category::TorneoInterclub));
        assert_eq!(raduno_engine::format::kind(&s), FormatKind::Gufo);
        // A format's name is not a category.
        let mut s = Settings::default();
        assert!(read_type("Torneo Gufo", &mut s));
        assert_eq!(s.category, None);
        assert!(!read_type("Torneo dei Campioni", &mut s));
    }
}
