//! `raduno circuit RULES.json FILE... [--json] [--format F] [--out FILE] [--server URL [--user U]]` (the
//! circuits' rules): the circuit's standings from workbooks (`.xls`/`.xlsx`) and backups
//! (`.raduno.json`); with the national ranking's rules and `--server`, the year's finished tournaments
//! of the federation's database too ([`crate::federation`]).
//!
//! A tournament's NAME is its file's name without the extension; its format comes from the rules'
//! `"tournaments": {"NAME": {"format": "open"}}`, else `--format`, else what the workbook says; a
//! backup carries its own.

use crate::args;
use crate::files::{choice, io_reason, read_tournament, tournament_name};
use crate::Failure;
use raduno::circuit::printed::printed;
use raduno::circuit::{compute, output, rated, CircuitError, Held, Rules};
use raduno::i18n::{Lang, Localized};
use raduno::words::msg;
use raduno_files::printed::Printed;
use raduno_files::FormatChoice;

/// Reads one tournament file into its final standings, under its file's name.
fn load_file(
    path: &str,
    rules: &Rules,
    format: &FormatChoice,
    lang: Lang,
) -> Result<Held, CircuitError> {
    let name = tournament_name(path);
    let choice = match rules.tournaments.get(&name).and_then(|t| t.format) {
        Some(kind) => FormatChoice::from(Some(kind)),
        None => format.clone(),
    };
    let read = read_tournament(path, &choice, lang)?;
    let mut held = Held::of_rounds(&read.tournament, &name, &read.ids, rules.rounds(&name))?;
    if let Some(rows) = &read.reduced {
        held.take_reduced(rows);
    }
    held.file = std::path::Path::new(path)
        .file_name()
        .map_or(path.to_string(), |n| n.to_string_lossy().into_owned());
    Ok(held)
}

/// Runs the command: the standings as text or JSON, or written to `--out`.
pub fn run(a: &args::Circuit, lang: Lang) -> Result<String, Failure> {
    let Some(rules) = &a.rules else {
        return Err(Failure::usage(msg::CliRulesMissing.text(lang)));
    };
    if a.files.is_empty() && a.server.is_none() {
        return Err(Failure::usage(msg::CliTournamentsMissing.text(lang)));
    }
    let format = choice(a.format.as_deref(), lang)?;
    standings(rules, &a.files, &format, a, lang).map_err(Failure::run)
}

/// The standings of the tournaments in `files` under the rules in the file `path`.
fn standings(
    path: &str,
    files: &[String],
    format: &FormatChoice,
    a: &args::Circuit,
    lang: Lang,
) -> Result<String, String> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        let e = io_reason(&e, lang);
        msg::CircuitCannotRead {
            rules: &path,
            error: &e,
        }
        .text(lang)
    })?;
    let rules = Rules::from_json(&text).map_err(|problems| {
        CircuitError::Rules {
            file: path.to_string(),
            problems,
        }
        .text(lang)
    })?;
    let mut held: Vec<Held> = Vec::new();
    for path in files {
        let h = load_file(path, &rules, format, lang).map_err(|e| e.text(lang))?;
        if held.iter().any(|x| x.name == h.name) {
            return Err(CircuitError::Duplicate { tournament: h.name }.text(lang));
        }
        held.push(h);
    }
    if let Some(server) = &a.server {
        let year = rules
            .ranking
            .ok_or_else(|| msg::CliFedNeedsRanking.text(lang))?;
        for h in crate::federation::read_year(server, a.user.as_deref(), year, lang)? {
            if held.iter().any(|x| x.name == h.name) {
                return Err(CircuitError::Duplicate { tournament: h.name }.text(lang));
            }
            held.push(h);
        }
    }
    if rules.rating.is_some() {
        let list = rated::rate(&rules, &held);
        if let Some(out) = &a.out {
            write_out(out, &rated::output::printed(&list, lang), lang)?;
            return Ok(String::new());
        }
        return Ok(if a.json {
            rated::output::json(&list)
        } else {
            rated::output::text(&list, lang)
        });
    }
    let standings = compute(&rules, &held);
    if let Some(out) = &a.out {
        write_out(out, &printed(&standings, lang), lang)?;
        return Ok(String::new());
    }
    Ok(if a.json {
        output::json(&standings)
    } else {
        output::text(&standings, lang)
    })
}

/// Writes the printed list to `out`: a PDF, a workbook or an HTML page by its extension.
fn write_out(out: &str, printed: &Printed, lang: Lang) -> Result<(), String> {
    let lower = out.to_lowercase();
    let bytes = if lower.ends_with(".pdf") {
        raduno_files::pdf::circuit_pdf(printed, lang).map_err(|e| e.text(lang))?
    } else if lower.ends_with(".xlsx") {
        raduno_files::workbook::circuit_workbook(printed, lang).map_err(|e| e.text(lang))?
    } else if lower.ends_with(".html") || lower.ends_with(".htm") {
        raduno_files::export::circuit_html(printed, lang).into_bytes()
    } else {
        return Err(msg::CliOutKindUnknown { out: &out }.text(lang));
    };
    std::fs::write(out, bytes).map_err(|e| {
        let e = io_reason(&e, lang);
        msg::CliCircuitWriteFailed {
            error: &e,
            out: &out,
        }
        .text(lang)
    })?;
    Ok(())
}
