//! `raduno circuit RULES.json FILE... [--json] [--format F]` (SPEC 5.11): the circuit's standings from
//! workbooks (`.xls`/`.xlsx`) and backups (`.raduno.json`).
//!
//! A tournament's NAME is its file's name without the extension; its format comes from the rules'
//! `"tournaments": {"NAME": {"format": "open"}}`, else `--format`, else what the workbook says; a
//! backup carries its own.

use super::{compute, output, CircuitError, Held, Rules};
use crate::i18n::msg;
use crate::i18n::{Lang, Localized};
use crate::io::{self, FormatChoice};

/// The command's inputs.
pub struct Options {
    pub rules: String,
    pub files: Vec<String>,
    /// `--format`, for workbooks the rules give no format.
    pub format: FormatChoice,
    pub json: bool,
    /// `--out FILE.pdf|.xlsx|.html`: writes the standings there instead of printing them.
    pub out: Option<String>,
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

/// Reads one tournament file into its final standings.
pub fn load_file(
    path: &str,
    rules: &Rules,
    format: &FormatChoice,
    lang: Lang,
) -> Result<Held, CircuitError> {
    let file = std::path::Path::new(path)
        .file_name()
        .map_or(path.to_string(), |n| n.to_string_lossy().into_owned());
    let name = tournament_name(path);
    let bytes = std::fs::read(path).map_err(|e| CircuitError::Unreadable {
        file: path.to_string(),
        reason: crate::rating::cli::io_reason(&e, lang),
    })?;
    let mut held = if file.to_lowercase().ends_with(".json") {
        let text = String::from_utf8_lossy(&bytes);
        let saved = crate::persist::load(&text).map_err(|e| CircuitError::Unreadable {
            file: path.to_string(),
            reason: e.text(lang),
        })?;
        Held::of_rounds(
            saved.journal.state(),
            &name,
            &Default::default(),
            rules.rounds(&name),
        )?
    } else {
        let book = io::read_book(&bytes);
        let ids = book
            .as_ref()
            .map(io::workbook::national_ids)
            .unwrap_or_default();
        let choice = match rules.tournaments.get(&name).and_then(|t| t.format) {
            Some(kind) => FormatChoice::from(Some(kind)),
            None => format.clone(),
        };
        let imported =
            io::import_book(book, &file, choice).map_err(|e| CircuitError::Unreadable {
                file: path.to_string(),
                reason: e.text(lang),
            })?;
        Held::of_rounds(&imported.tournament, &name, &ids, rules.rounds(&name))?
    };
    held.file = file;
    Ok(held)
}

/// Runs the command: the standings as text or JSON, or written to `--out`.
pub fn run(o: &Options, lang: Lang) -> Result<String, String> {
    let text = std::fs::read_to_string(&o.rules).map_err(|e| {
        let e = crate::rating::cli::io_reason(&e, lang);
        msg::CircuitCannotRead {
            rules: &o.rules,
            error: &e,
        }
        .text(lang)
    })?;
    let rules = Rules::from_json(&text).map_err(|problems| {
        CircuitError::Rules {
            file: o.rules.clone(),
            problems,
        }
        .text(lang)
    })?;
    if o.files.is_empty() {
        return Err(msg::CircuitNoTournamentFile.str(lang).into());
    }
    let mut held: Vec<Held> = Vec::new();
    for path in &o.files {
        let h = load_file(path, &rules, &o.format, lang).map_err(|e| e.text(lang))?;
        if held.iter().any(|x| x.name == h.name) {
            return Err(CircuitError::Duplicate { tournament: h.name }.text(lang));
        }
        held.push(h);
    }
    let standings = compute(&rules, &held);
    if let Some(out) = &o.out {
        let lower = out.to_lowercase();
        let bytes = if lower.ends_with(".pdf") {
            crate::io::pdf::circuit_pdf(&(&standings).into(), lang).map_err(|e| e.text(lang))?
        } else if lower.ends_with(".xlsx") {
            crate::io::workbook::circuit_workbook(&(&standings).into(), lang)
                .map_err(|e| e.text(lang))?
        } else if lower.ends_with(".html") || lower.ends_with(".htm") {
            output::html(&standings, lang).into_bytes()
        } else {
            return Err(msg::CliOutOutWritesPdfXlsxOr { out: &out }.text(lang));
        };
        std::fs::write(out, bytes).map_err(|e| {
            let e = crate::rating::cli::io_reason(&e, lang);
            msg::CliCannotWriteOutE {
                error: &e,
                out: &out,
            }
            .text(lang)
        })?;
        return Ok(String::new());
    }
    Ok(if o.json {
        output::json(&standings)
    } else {
        output::text(&standings, lang)
    })
}
