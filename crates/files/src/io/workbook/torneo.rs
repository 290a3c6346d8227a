//! The `TORNEO` sheet (the 2025 workbook): venue, organizer, name, format, planned rounds.

use super::cells::{cell, last_col, last_row, parse_id, text, Book};
use super::problems::{Ctx, Problem, ProblemKind};
use super::SHEET_TOURNAMENT;
use crate::format::FormatKind;
use crate::model::{fold, Settings};

/// Whether the workbook names its format (Raduno's own sheet, or the `TORNEO` sheet's "Tipologia di
/// Torneo"): a GestioneRaduno workbook does not, and is read with the format chosen, else Master
/// (issue 29, item 6: the page says which format it assumed).
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
            ) && (col + 1..=last_col(range).min(20)).any(|c| !text(cell(range, row, c)).is_empty())
        })
    })
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
                "tipologiaditorneo" | "tipologia" | "formula" => match format_from_name(&value) {
                    Some(f) => settings.format = f.into(),
                    None => ctx.push(Problem::at(
                        name,
                        row,
                        vcol,
                        ProblemKind::UnknownType { text: value },
                    )),
                },
                "numeroturniprevisti" => {
                    if let Some(n) = parse_id(cell(range, row, vcol)) {
                        settings.planned_rounds = Some(n);
                    }
                }
                "data" | "datatorneo" => settings.date = value,
                _ => continue,
            }
            break;
        }
    }
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
}

/// The workbook's planned rounds as the format reads them (issue 40 item 2): a format that fixes its
/// qualifying rounds (Raduno Nazionale's two, then semifinals and final) does not use the file's
/// "Numero turni previsti"; a different number is not kept, and a warning at its cell says so. Where
/// the format reads it otherwise (evenings of a game and a rematch), the warning says how.
pub(super) fn check_planned_rounds(book: &Book, settings: &mut Settings, ctx: &mut Ctx) {
    let Some(planned) = settings.planned_rounds else {
        return;
    };
    let rule = crate::format::planned_rounds(settings);
    let format = crate::format::format_name(settings).to_string();
    let kind = match rule {
        crate::format::PlannedRounds::Fixed { qualifying, .. } if planned != qualifying => {
            settings.planned_rounds = None;
            ProblemKind::PlannedRoundsNotUsed {
                planned,
                format,
                qualifying,
            }
        }
        // Evenings of a game and a rematch: an odd number (or 1) is played as the next even one.
        crate::format::PlannedRounds::Evenings => match rule.reads(Some(planned)) {
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
