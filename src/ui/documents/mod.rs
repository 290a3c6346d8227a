//! The documents page (the documents' rules (the workbook layout)): import a workbook (the legacy program's `.xls` or an `.xlsx`), with
//! every problem listed by sheet and cell and, for a tournament already under way, what will change before
//! it does; downloads of the workbook, a blank registration workbook, the PDFs (score sheets of a round,
//! full report, standings) and the text / forum / HTML exports.
//!
//! The page computes nothing itself: `raduno_files` reads and writes the files (one call, `raduno_files::plan_import`,
//! reads a workbook and compares it with the open tournament), `crate::format` gives the standings, and
//! the import goes through the journal as one event, so one undo takes it back: into a tournament under
//! way the players are added and updated by ID (`Event::PlayersImported`, the rounds stay); an empty
//! tournament, or one the director chooses to replace, takes the whole workbook (`Event::Imported`).
//!
//! Also exported for other pages: [`ImportNewTournament`] (start a tournament from a workbook, for the
//! home page) and [`ScoreSheetsButton`] (a round's score sheets, for the round page).

pub mod downloads;
mod import;
mod import_confirm;
pub mod new_tournament;

use super::{ctx, Ctx};
use crate::i18n::{Lang, Localized};
use crate::model::Tournament;
use crate::words::msg;
use downloads::{ExportCard, PrintCard, WorkbookCard};
use import::ImportCard;
use leptos::prelude::*;
use raduno_files::Problem;

pub(super) const XLSX_MIME: &str =
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
pub(super) const PDF_MIME: &str = "application/pdf";
pub(super) const WORKBOOK_ACCEPT: &str =
    ".xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/// Reads the open tournament in an event handler (no reactive tracking).
pub(super) fn with_t_now<R>(cx: Ctx, f: impl FnOnce(&Tournament) -> R) -> Option<R> {
    cx.open
        .with_untracked(|o| o.as_ref().map(|s| f(s.journal.state())))
}

/// The tournament name as a file name stem.
pub(super) fn stem(t: &Tournament) -> String {
    raduno_files::file_name::safe_stem(&t.settings.name)
}

/// "Importato «x»: N giocatori, M turni" and the warnings, for a notice.
pub(super) fn imported_text(
    lang: Lang,
    file: &str,
    players: usize,
    rounds: usize,
    warnings: &[Problem],
) -> String {
    let mut text = msg::UiImportDone {
        file: &file,
        players: &players,
        rounds: &rounds,
    }
    .text(lang);
    if !warnings.is_empty() {
        text.push_str(
            &msg::UiWarnings {
                warnings: &warnings.len(),
            }
            .text(lang),
        );
        text.push_str(
            &warnings
                .iter()
                .map(|w| w.text(lang))
                .collect::<Vec<_>>()
                .join("; "),
        );
    }
    text
}

/// Every problem of a refused workbook, one row each: sheet, cell (or row), what is wrong.
#[component]
pub(super) fn ProblemList(file: String, problems: Vec<Problem>) -> impl IntoView {
    let cx = ctx();
    let count = problems.len();
    view! {
        <div class="import-errors" id="import-errors" role="alert">
            <p>{move || msg::UiFileNotImportedProblems { file: &file, count: &count }.text(cx.lang.get())}</p>
            <table class="problems">
                <thead><tr>
                    <th>{move || msg::UiSheet.text(cx.lang.get())}</th>
                    <th>{move || msg::UiCell.text(cx.lang.get())}</th>
                    <th>{move || msg::UiProblem.text(cx.lang.get())}</th>
                </tr></thead>
                <tbody>
                    {problems.into_iter().map(|p| {
                        let sheet = p.sheet.clone().unwrap_or_else(|| "—".into());
                        let cell = p.clone();
                        let where_ = move || match (cell.cell(), cell.row) {
                            (Some(c), _) => c,
                            (None, Some(r)) => format!("{} {r}", msg::UiRow.text(cx.lang.get())),
                            (None, None) => "—".into(),
                        };
                        view! {
                            <tr class="problem">
                                <td class="sheet">{sheet}</td>
                                <td class="cell">{where_}</td>
                                <td class="what">{move || p.kind.text(cx.lang.get())}</td>
                            </tr>
                        }
                    }).collect_view()}
                </tbody>
            </table>
        </div>
    }
}

/// The remarks of an accepted workbook.
#[component]
pub(super) fn WarningList(warnings: Vec<Problem>) -> impl IntoView {
    let cx = ctx();
    (!warnings.is_empty()).then(|| {
        view! {
            <div class="import-warnings" id="import-warnings">
                <p>{move || msg::UiImportWarningsHeading.text(cx.lang.get())}</p>
                <ul>
                    {warnings.into_iter().map(|w| view! { <li>{move || w.text(cx.lang.get())}</li> }).collect_view()}
                </ul>
            </div>
        }
    })
}

/// The documents page: importing a workbook, the Excel files, the printouts and the games' exports.
#[component]
pub fn Documents() -> impl IntoView {
    view! {
        <section class="documents" id="documents">
            <div class="doc-grid">
                <ImportCard/>
                <WorkbookCard/>
                <PrintCard/>
                <ExportCard/>
            </div>
        </section>
    }
}

/// The open tournament's rounds.
pub(super) fn rounds_now(cx: Ctx) -> u32 {
    cx.with_t(|t| t.rounds.len() as u32).unwrap_or(0)
}
