//! Reading and writing files, the options every command shares (`--format`, the workbook, a required
//! option), a tournament file read for a circuit or the federation (a backup or a workbook), and the
//! commands that only turn a workbook into a file: `pdf`, `export`, `blank`.

use crate::args;
use crate::help::formats;
use crate::Failure;
use raduno::circuit::CircuitError;
use raduno::format::{FormatDef, FormatKind};
use raduno::i18n::{Lang, Localized};
use raduno::model::{PlayerId, Tournament};
use raduno::words::msg;
use raduno_files::export::{self, ExportKind};
use raduno_files::{self as rio, pdf, FormatChoice, Imported};
use std::collections::HashMap;

/// Why a file could not be read or written, in `lang` (the system's own words for the rare cases).
pub fn io_reason(e: &std::io::Error, lang: Lang) -> String {
    use std::io::ErrorKind;
    match e.kind() {
        ErrorKind::NotFound => msg::CliNoSuchFile.text(lang),
        ErrorKind::PermissionDenied => msg::CliPermissionDenied.text(lang),
        ErrorKind::IsADirectory => msg::CliIsDirectory.text(lang),
        ErrorKind::InvalidData => msg::RatingNotUtf8.str(lang).into(),
        _ => e.to_string(),
    }
}

pub fn read_file(path: &str, lang: Lang) -> Result<Vec<u8>, Failure> {
    std::fs::read(path).map_err(|e| {
        let e = io_reason(&e, lang);
        Failure::run(
            msg::CliReadFailed {
                error: &e,
                path: &path,
            }
            .text(lang),
        )
    })
}

pub fn write_file(path: &str, bytes: &[u8], lang: Lang) -> Result<(), Failure> {
    std::fs::write(path, bytes).map_err(|e| {
        let e = io_reason(&e, lang);
        Failure::run(
            msg::CliWriteFailed {
                error: &e,
                path: &path,
            }
            .text(lang),
        )
    })
}

/// The option `name` is required.
pub fn required<T>(value: Option<T>, name: &str, lang: Lang) -> Result<T, Failure> {
    value.ok_or_else(|| Failure::usage(msg::CliOptionRequired { name: &name }.text(lang)))
}

/// `--format`, required.
pub fn required_format(format: Option<&str>, lang: Lang) -> Result<FormatChoice, Failure> {
    choice(Some(required(format, "--format", lang)?), lang)
}

/// `--format`: a built-in's name, or a club's own format as a JSON file (the settings page's
/// export), checked as the app checks it; none: what the workbook says.
pub fn choice(format: Option<&str>, lang: Lang) -> Result<FormatChoice, Failure> {
    match format {
        None => Ok(FormatChoice::default()),
        Some(path) if path.to_ascii_lowercase().ends_with(".json") => {
            let bytes = read_file(path, lang)?;
            let text = String::from_utf8(bytes)
                .map_err(|_| Failure::usage(msg::CliFileNotJson { path: &path }.text(lang)))?;
            let def = FormatDef::from_json(&text).map_err(|problems| {
                let said: Vec<String> = problems.into_iter().map(|t| t.text(lang)).collect();
                Failure::usage(format!("{path}: {}", said.join("; ")))
            })?;
            Ok(FormatChoice {
                kind: None,
                custom: Some(def),
            })
        }
        Some(slug) => FormatKind::from_slug(slug)
            .map(|kind| Some(kind).into())
            .ok_or_else(|| {
                Failure::usage(
                    msg::CliFormatUnknown {
                        slug: &slug,
                        formats: &formats(),
                    }
                    .text(lang),
                )
            }),
    }
}

/// The workbook (the one positional argument).
pub fn workbook(path: Option<&str>, lang: Lang) -> Result<&str, Failure> {
    path.ok_or_else(|| Failure::usage(msg::CliWorkbookMissing.text(lang)))
}

/// Reads and imports a workbook; the warnings go to standard error.
pub fn load(path: Option<&str>, format: FormatChoice, lang: Lang) -> Result<Imported, Failure> {
    let path = workbook(path, lang)?;
    let bytes = read_file(path, lang)?;
    let name = std::path::Path::new(path)
        .file_name()
        .map_or(path.to_string(), |n| n.to_string_lossy().into_owned());
    let imported =
        rio::import_workbook_as(&bytes, &name, format).map_err(|e| Failure::run(e.text(lang)))?;
    for w in &imported.warnings {
        eprintln!("{}: {}", msg::CliWarning.text(lang), w.text(lang));
    }
    if let Some(kind) = imported.scored_as {
        eprintln!(
            "{}",
            msg::IoScoredAsGestioneTorneo {
                format: &kind.name_in(lang),
            }
            .text(lang)
        );
    }
    Ok(imported)
}

pub fn pdf(a: &args::Pdf, lang: Lang) -> Result<String, Failure> {
    let asked = [("--report", a.report), ("--standings", a.standings)]
        .into_iter()
        .filter_map(|(name, on)| on.then_some(name))
        .chain(a.round.map(|_| "--round"))
        .collect::<Vec<_>>();
    if asked.len() > 1 {
        return Err(Failure::usage(
            msg::CliPdfKindsExclusive {
                asked: &asked.join(", "),
            }
            .text(lang),
        ));
    }
    let out = required(a.out.as_deref(), "--out", lang)?;
    let imported = load(
        a.workbook.as_deref(),
        choice(a.format.as_deref(), lang)?,
        lang,
    )?;
    let mut t = imported.tournament;
    // The organising club's logo on the score sheets (a workbook holds none).
    if let Some(path) = &a.logo {
        let bytes = std::fs::read(path).map_err(|e| {
            Failure::run(
                msg::CliFileUnreadable {
                    error: &e,
                    path: &path,
                }
                .text(lang),
            )
        })?;
        t.settings.logo = rio::pdf_logo::data_url(&bytes)
            .and_then(|url| rio::pdf_logo::picture(&url).map(|_| url))
            .map_err(|e| Failure::run(format!("{path}: {}", e.text(lang))))?;
    }
    let doc = if a.report {
        pdf::Doc::Report
    } else if a.standings {
        pdf::Doc::Standings
    } else {
        let round = required(a.round, "--round", lang)?;
        pdf::Doc::ScoreSheets { round }
    };
    let options = pdf::Options {
        // The full report has always been two tables a page.
        reduced: a.reduced || doc == pdf::Doc::Report,
        lang,
        ..Default::default()
    }
    .marking_stale(&t);
    let (_, bytes) =
        pdf::render(&t, &pdf::Request { doc, options }).map_err(|e| Failure::run(e.text(lang)))?;
    write_file(out, &bytes, lang)?;
    Ok(String::new())
}

pub fn export(a: &args::Export, lang: Lang) -> Result<String, Failure> {
    let kind_text = required(a.kind.as_deref(), "--as", lang)?;
    if kind_text == "xlsx" {
        return export_xlsx(a, lang);
    }
    let kind = ExportKind::from_slug(kind_text).ok_or_else(|| {
        Failure::usage(
            msg::CliGamesKindUnknown {
                kind_text: &kind_text,
            }
            .text(lang),
        )
    })?;
    let format = choice(a.format.as_deref(), lang)?;
    let t = load(a.workbook.as_deref(), format, lang)?.tournament;
    let text = export::export(&t, kind);
    match &a.out {
        Some(path) => {
            write_file(path, text.as_bytes(), lang)?;
            Ok(String::new())
        }
        None => Ok(text),
    }
}

/// `export --as xlsx`: the workbook as the app exports it (the documents' rules (the workbook layout): the 2025 layout's `TORNEO` and
/// `Iscritti` columns as read, `Classifica` and, once the tournament is over, `Classifica Ridotta`),
/// the import its journal.
fn export_xlsx(a: &args::Export, lang: Lang) -> Result<String, Failure> {
    let out = required(a.out.as_deref(), "--out", lang)?;
    let format = choice(a.format.as_deref(), lang)?;
    let source = required(a.workbook.as_deref(), "WORKBOOK", lang)?.to_string();
    let t = load(a.workbook.as_deref(), format, lang)?.tournament;
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64);
    let log = vec![raduno::journal::Entry::new(
        now,
        raduno::journal::Event::Imported {
            tournament: t.clone(),
            source,
        },
    )];
    let bytes = rio::export_workbook(&t, &log, lang).map_err(|e| Failure::run(e.text(lang)))?;
    write_file(out, &bytes, lang)?;
    Ok(String::new())
}

pub fn blank(a: &args::Blank, lang: Lang) -> Result<String, Failure> {
    let out = required(a.out.as_deref(), "--out", lang)?;
    let clubs: Vec<String> = rio::official_clubs()
        .iter()
        .map(|c| c.to_string())
        .collect();
    let bytes = rio::blank_workbook(&clubs).map_err(|e| Failure::run(e.text(lang)))?;
    write_file(out, &bytes, lang)?;
    Ok(String::new())
}

/// The file's name without its directory and extension (`serata 1.raduno.json` → `serata 1`).
pub fn tournament_name(path: &str) -> String {
    let file = std::path::Path::new(path)
        .file_name()
        .map_or(path.to_string(), |n| n.to_string_lossy().into_owned());
    let lower = file.to_lowercase();
    for ext in [".raduno.json", ".json", ".xlsx", ".xls"] {
        if lower.ends_with(ext) {
            return file[..file.len() - ext.len()].to_string();
        }
    }
    match file.rsplit_once('.') {
        Some((stem, _)) if !stem.is_empty() => stem.to_string(),
        _ => file,
    }
}

/// A tournament file read: the tournament, the national IDs its workbook gives (2025 layout) and its
/// `Classifica Ridotta` when it has one (what the federation reads).
pub struct Read {
    pub tournament: Tournament,
    pub ids: HashMap<PlayerId, String>,
    pub reduced: Option<Vec<rio::workbook::reduced::ReducedRow>>,
}

/// Reads one tournament file: a backup replayed, or a workbook imported with `format` (its national
/// IDs too).
pub fn read_tournament(
    path: &str,
    format: &FormatChoice,
    lang: Lang,
) -> Result<Read, CircuitError> {
    let file = std::path::Path::new(path)
        .file_name()
        .map_or(path.to_string(), |n| n.to_string_lossy().into_owned());
    let unreadable = |reason: String| CircuitError::Unreadable {
        file: path.to_string(),
        reason,
    };
    let bytes = std::fs::read(path).map_err(|e| unreadable(io_reason(&e, lang)))?;
    if file.to_lowercase().ends_with(".json") {
        let text = String::from_utf8_lossy(&bytes);
        let saved = raduno::persist::load(&text).map_err(|e| unreadable(e.text(lang)))?;
        return Ok(Read {
            tournament: saved.journal.state().clone(),
            ids: HashMap::new(),
            reduced: None,
        });
    }
    let book = rio::read_book(&bytes);
    let ids = book
        .as_ref()
        .map(rio::workbook::national_ids)
        .unwrap_or_default();
    let reduced = book
        .as_ref()
        .ok()
        .and_then(rio::workbook::reduced::read_reduced);
    let imported =
        rio::import_book(book, &file, format.clone()).map_err(|e| unreadable(e.text(lang)))?;
    Ok(Read {
        tournament: imported.tournament,
        ids,
        reduced,
    })
}
