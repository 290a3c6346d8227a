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

use super::{ctx, files, Ctx, Route, Tab};
use crate::format::FormatKind;
use crate::i18n::{Lang, Localized};
use crate::journal::{Event, Journal};
use crate::model::Tournament;
use crate::store;
use crate::words::msg;
use leptos::prelude::*;
use raduno_files::{export::ExportKind, pdf, ImportPlan, Problem};

const XLSX_MIME: &str = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const PDF_MIME: &str = "application/pdf";
const WORKBOOK_ACCEPT: &str =
    ".xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/// Where an import into the open tournament stands.
#[derive(Clone, Debug, PartialEq)]
enum ImportState {
    Idle,
    /// Refused: every problem; the tournament is unchanged.
    Failed {
        file: String,
        problems: Vec<Problem>,
    },
    /// Read, waiting for the director to confirm what will change.
    Confirm(Box<Pending>),
    /// Players added and updated by ID into the tournament under way.
    Merged {
        file: String,
        added: usize,
        changed: usize,
        warnings: Vec<Problem>,
    },
    /// Imported, with the engine's remarks.
    Done {
        file: String,
        players: usize,
        rounds: usize,
        warnings: Vec<Problem>,
    },
}

thread_local! {
    static IMPORT: ArcRwSignal<(String, ImportState)> =
        ArcRwSignal::new((String::new(), ImportState::Idle));
}

/// The import's state, kept for the open tournament (by id). It lives outside the page because the
/// tournament page is rebuilt after every event (the import is one), and the problem list or the summary
/// must survive that.
#[derive(Clone, Copy)]
struct Slot(Ctx);

impl Slot {
    fn open_id(self) -> Option<String> {
        self.0
            .open
            .with_untracked(|o| o.as_ref().map(|s| s.id.clone()))
    }

    fn for_me(self, (id, state): (String, ImportState)) -> ImportState {
        if self.open_id() == Some(id) {
            state
        } else {
            ImportState::Idle
        }
    }

    fn get(self) -> ImportState {
        self.for_me(IMPORT.with(|s| s.get()))
    }

    fn get_untracked(self) -> ImportState {
        self.for_me(IMPORT.with(|s| s.get_untracked()))
    }

    fn set(self, state: ImportState) {
        let id = self.open_id().unwrap_or_default();
        IMPORT.with(|s| s.set((id, state)));
    }
}

/// Reads the open tournament in an event handler (no reactive tracking).
fn with_t_now<R>(cx: Ctx, f: impl FnOnce(&Tournament) -> R) -> Option<R> {
    cx.open
        .with_untracked(|o| o.as_ref().map(|s| f(s.journal.state())))
}

#[derive(Clone, Debug, PartialEq)]
struct Pending {
    file: String,
    /// The tournament the plan was computed against (if it changes meanwhile, it is computed again).
    base: Tournament,
    plan: ImportPlan,
}

/// The tournament name as a file name stem.
fn stem(t: &Tournament) -> String {
    raduno_files::file_name::safe_stem(&t.settings.name)
}

/// "Importato «x»: N giocatori, M turni" and the warnings, for a notice.
fn imported_text(
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
fn ProblemList(file: String, problems: Vec<Problem>) -> impl IntoView {
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
fn WarningList(warnings: Vec<Problem>) -> impl IntoView {
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
fn rounds_now(cx: Ctx) -> u32 {
    cx.with_t(|t| t.rounds.len() as u32).unwrap_or(0)
}

/// Importing a workbook: read with the tournament's format, compared with the tournament, then
/// confirmed (or refused with every problem).
#[component]
fn ImportCard() -> impl IntoView {
    let cx = ctx();
    let state = Slot(cx);
    let input = NodeRef::<leptos::html::Input>::new();
    let format_name = move || {
        cx.with_t(|t| crate::format::def(t).name_in(cx.lang.get()).to_string())
            .unwrap_or_default()
    };
    // The director's answers to the pending import's conflicts and returning players.
    let choices = RwSignal::new(crate::journal::RosterChoices::default());
    let import = move |_| {
        choices.set(Default::default());
        // The message of an earlier import does not stay above this one's.
        cx.drop_message();
        let Some(el) = input.get() else { return };
        leptos::task::spawn_local(read_import(cx, state, el));
    };
    let confirm = Callback::new(move |whole: bool| confirm_import(cx, state, choices, whole));
    view! {
        <div class="card doc-import">
            <h2>{move || msg::UiImportAWorkbook.text(cx.lang.get())}</h2>
            <p class="hint">{move || msg::UiImportWorkbookHint { format_name: &format_name() }.text(cx.lang.get())}</p>
            <input id="import-workbook" type="file" accept=WORKBOOK_ACCEPT aria-label=move || msg::UiImportWorkbookLabel.text(cx.lang.get()) node_ref=input on:change=import/>
            {move || match state.get() {
                ImportState::Idle => ().into_any(),
                ImportState::Failed { file, problems } => view! { <ProblemList file problems/> }.into_any(),
                ImportState::Done { file, players, rounds, warnings } => view! {
                    <div class="import-done" id="import-done">
                        <p>{move || msg::UiImportDoneUndo { file: &file, players: &players, rounds: &rounds }.text(cx.lang.get())}</p>
                        <WarningList warnings/>
                    </div>
                }
                .into_any(),
                ImportState::Merged { file, added, changed, warnings } => view! {
                    <div class="import-done" id="import-done">
                        <p>{move || format!("{} {}", merged_text(cx.lang.get(), &file, added, changed), msg::UiUndoHint.text(cx.lang.get()))}</p>
                        <WarningList warnings/>
                    </div>
                }
                .into_any(),
                ImportState::Confirm(p) => view! { <ConfirmImport pending=*p choices state confirm/> }.into_any(),
            }}
        </div>
    }
}

/// Reads the workbook chosen in `el` with the tournament's format and compares it with the tournament
/// (one engine call): refused with every problem, taken whole into an empty tournament, or waiting for
/// the director to confirm what it changes.
async fn read_import(cx: Ctx, state: Slot, el: web_sys::HtmlInputElement) {
    let Some((file, bytes)) = store::read_file(&el).await else {
        return;
    };
    el.set_value("");
    let Some(format) = with_t_now(cx, |t| crate::format::kind(&t.settings)) else {
        return;
    };
    let read = files::import_workbook_as(bytes, &file, Some(format)).await;
    let Some(current) = with_t_now(cx, Tournament::clone) else {
        return;
    };
    let lang = cx.lang.get_untracked();
    match raduno_files::plan_imported(&current, read, &file).map(|p| with_removed(cx, p, &current))
    {
        Err(e) => {
            cx.error(msg::UiImportFailed { file: &file }.text(lang));
            state.set(ImportState::Failed {
                file,
                problems: e.problems,
            });
        }
        Ok(plan) if current.players.is_empty() && current.rounds.is_empty() => {
            replace(cx, state, file, plan.incoming, plan.warnings)
        }
        Ok(plan) => state.set(ImportState::Confirm(Box::new(Pending {
            file,
            base: current,
            plan,
        }))),
    }
}

/// Confirms the pending import: `whole` replaces the tournament by the workbook, otherwise its players
/// are added and updated by ID (one event, with the director's `choices`) and the rounds stay. A
/// tournament changed meanwhile (another tab, undo) shows the changes again against what is open now.
fn confirm_import(
    cx: Ctx,
    state: Slot,
    choices: RwSignal<crate::journal::RosterChoices>,
    whole: bool,
) {
    let ImportState::Confirm(p) = state.get_untracked() else {
        return;
    };
    let Some(current) = with_t_now(cx, Tournament::clone) else {
        return;
    };
    if current != p.base {
        let plan = with_removed(cx, p.plan.clone().against(&current), &current);
        state.set(ImportState::Confirm(Box::new(Pending {
            base: current,
            plan,
            ..*p
        })));
        cx.error(msg::UiImportChangedMeanwhile.text(cx.lang.get_untracked()));
        return;
    }
    let Pending { file, plan, .. } = *p;
    if whole {
        return replace(cx, state, file, plan.incoming, plan.warnings);
    }
    let Some(event) = plan.roster.event_with(&file, &choices.get_untracked()) else {
        return;
    };
    let (added, changed) = match &event {
        Event::PlayersImported { added, updated, .. } => (added.len(), updated.len()),
        _ => (0, 0),
    };
    if cx.dispatch(event) {
        cx.info(merged_text(cx.lang.get_untracked(), &file, added, changed));
        state.set(ImportState::Merged {
            file,
            added,
            changed,
            warnings: plan.warnings,
        });
    }
}

/// What a pending import changes in the players, the director's choices (same person, bring back), and
/// the buttons: add and update, cancel, or replace the whole tournament when the rounds differ.
#[component]
fn ConfirmImport(
    pending: Pending,
    choices: RwSignal<crate::journal::RosterChoices>,
    state: Slot,
    confirm: Callback<bool>,
) -> impl IntoView {
    let cx = ctx();
    let file = pending.file.clone();
    let nothing = pending.plan.roster.is_empty() && pending.plan.roster.returning.is_empty();
    let roster = pending.plan.roster.clone();
    let conflicts = roster.conflicts.clone();
    let returning = roster.returning.clone();
    let toggle = move |same: bool, id: crate::model::PlayerId, on: bool| {
        choices.update(|c| {
            let list = if same {
                &mut c.same_person
            } else {
                &mut c.bring_back
            };
            list.retain(|x| *x != id);
            if on {
                list.push(id);
            }
        })
    };
    let replace_diff = pending.plan.replace.clone();
    let rounds_note = replace_diff.as_ref().map(|d| {
        let mut ns: Vec<u32> = [
            &d.rounds_added,
            &d.rounds_removed,
            &d.rounds_reseated,
            &d.rounds_rescored,
        ]
        .into_iter()
        .flatten()
        .copied()
        .collect();
        ns.sort_unstable();
        ns.dedup();
        ns.iter().map(u32::to_string).collect::<Vec<_>>().join(", ")
    });
    let file2 = file.clone();
    view! {
        <div class="import-confirm" id="import-confirm">
            <p>{move || msg::UiImportDiffHeading { file: &file }.text(cx.lang.get())}</p>
            <ul id="import-diff">
                {move || roster.text(cx.lang.get()).lines().map(|l| view! { <li>{l.to_string()}</li> }).collect_view()}
            </ul>
            {(!conflicts.is_empty() || !returning.is_empty()).then(|| view! {
                <div class="import-choices" id="import-choices">
                    {conflicts.into_iter().map(|c| {
                        let id = c.existing.id;
                        view! {
                            <label class="check">
                                <input type="checkbox" class="same-person" data-id=id on:change=move |ev| toggle(true, id, event_target_checked(&ev))/>
                                {move || msg::UiImportSamePerson { id: &id, full_name: &c.existing.full_name(), other_name: &c.incoming.full_name() }.text(cx.lang.get())}
                            </label>
                        }
                    }).collect_view()}
                    {returning.into_iter().map(|p| {
                        let id = p.id;
                        view! {
                            <label class="check">
                                <input type="checkbox" class="bring-back" data-id=id on:change=move |ev| toggle(false, id, event_target_checked(&ev))/>
                                {move || msg::UiImportRegisterAgain { full_name: &p.full_name(), id: &id }.text(cx.lang.get())}
                            </label>
                        }
                    }).collect_view()}
                </div>
            })}
            <WarningList warnings=pending.plan.warnings.clone()/>
            <div class="buttons">
                <button id="import-confirm-yes" class="primary" disabled=move || nothing && choices.with(|c| c.bring_back.is_empty()) on:click=move |_| confirm.run(false)>
                    {move || msg::UiImportUpdatePlayers.text(cx.lang.get())}
                </button>
                <button id="import-cancel" on:click=move |_| state.set(ImportState::Idle)>{move || msg::UiCancel.text(cx.lang.get())}</button>
            </div>
            {replace_diff.map(|d| {
                let rounds = rounds_note.clone().unwrap_or_default();
                view! {
                    <details class="import-replace" id="import-replace">
                        <summary>{move || msg::UiImportRoundsDiffer { rounds: &rounds }.text(cx.lang.get())}</summary>
                        <p>{move || msg::UiImportReplaceHeading { file_name: &file2 }.text(cx.lang.get())}</p>
                        <ul id="import-replace-diff">
                            {move || d.text(cx.lang.get()).lines().map(|l| view! { <li>{l.to_string()}</li> }).collect_view()}
                        </ul>
                        <button id="import-replace-yes" class="danger" on:click=move |_| confirm.run(true)>
                            {move || msg::UiImportReplaceTournament.text(cx.lang.get())}
                        </button>
                    </details>
                }
            })}
        </div>
    }
}

/// The tournament as an Excel workbook, and the blank registration workbook.
#[component]
fn WorkbookCard() -> impl IntoView {
    let cx = ctx();
    let export_xlsx = move |_| {
        let lang = cx.lang.get_untracked();
        let Some((name, t, log)) = cx.open.with_untracked(|o| {
            o.as_ref().map(|s| {
                let t = s.journal.state();
                (
                    format!("{}.xlsx", stem(t)),
                    t.clone(),
                    s.journal.entries().to_vec(),
                )
            })
        }) else {
            return;
        };
        leptos::task::spawn_local(async move {
            match files::export_workbook(&t, &log, lang).await {
                Ok(bytes) => store::download(&name, &bytes, XLSX_MIME),
                Err(e) => cx.error(e),
            }
        });
    };
    let blank = move |_| {
        let clubs: Vec<String> = raduno_files::official_clubs()
            .iter()
            .map(|c| c.to_string())
            .collect();
        let lang = cx.lang.get_untracked();
        leptos::task::spawn_local(async move {
            match files::blank_workbook(&clubs, lang).await {
                Ok(bytes) => {
                    store::download(&msg::UiRegistrationsXlsx.text(lang), &bytes, XLSX_MIME)
                }
                Err(e) => cx.error(e),
            }
        });
    };
    view! {
        <div class="card doc-workbooks">
            <h2>{move || msg::UiExcel.text(cx.lang.get())}</h2>
            <button id="export-xlsx" class="primary" on:click=export_xlsx>{move || msg::UiDocumentsExportXlsx.text(cx.lang.get())}</button>
            <p class="hint">{move || msg::UiDocumentsExportXlsxHint.text(cx.lang.get())}</p>
            <button id="blank-workbook" on:click=blank>{move || msg::UiNewRegistrationWorkbook.text(cx.lang.get())}</button>
            <p class="hint">{move || msg::UiDocumentsRegistrationHint.text(cx.lang.get())}</p>
        </div>
    }
}

/// The printouts: a round's score sheets, the report of every round, the standings.
#[component]
fn PrintCard() -> impl IntoView {
    let cx = ctx();
    let rounds = move || rounds_now(cx);
    let no_rounds = move || rounds() == 0;
    // 0 = the last round.
    let sheets_round = RwSignal::new(0u32);
    let chosen_round = move || match sheets_round.get() {
        0 => rounds(),
        n => n.min(rounds()),
    };
    let report = move |_| print(cx, pdf::Doc::Report, true);
    let standings = move |_| print(cx, pdf::Doc::Standings, false);
    view! {
        <div class="card doc-pdf">
            <h2>{move || msg::UiPrintoutsPdf.text(cx.lang.get())}</h2>
            <div class="row">
                <label>{move || msg::UiRound.text(cx.lang.get())}" "
                    <select id="sheets-round" disabled=no_rounds on:change=move |ev| sheets_round.set(event_target_value(&ev).parse().unwrap_or(0))>
                        {move || (1..=rounds()).map(|n| view! { <option value=n.to_string() selected=move || chosen_round() == n>{n}</option> }).collect_view()}
                    </select>
                </label>
                {move || view! { <ScoreSheetsButton round=chosen_round()/> }}
            </div>
            <button id="full-report" disabled=no_rounds on:click=report>{move || msg::UiDocumentsReportHint.text(cx.lang.get())}</button>
            <button id="standings-pdf" disabled=no_rounds on:click=standings>{move || msg::UiStandings.text(cx.lang.get())}</button>
            {move || no_rounds().then(|| view! { <p class="hint">{msg::UiDocumentsPrintsAfterDraw.text(cx.lang.get())}</p> })}
        </div>
    }
}

/// Every game as text, forum code or HTML.
#[component]
fn ExportCard() -> impl IntoView {
    let cx = ctx();
    let no_rounds = move || rounds_now(cx) == 0;
    let export_as = move |slug: &'static str| {
        move |_| {
            let Some(kind) = ExportKind::from_slug(slug) else {
                return;
            };
            let mime = if kind == ExportKind::Html {
                "text/html;charset=utf-8"
            } else {
                "text/plain;charset=utf-8"
            };
            if let Some((name, text)) = with_t_now(cx, |t| {
                (
                    format!("{}.{}", stem(t), kind.extension()),
                    raduno_files::export::export(t, kind),
                )
            }) {
                store::download(&name, text.as_bytes(), mime);
            }
        }
    };
    view! {
        <div class="card doc-exports">
            <h2>{move || msg::UiExportTheGames.text(cx.lang.get())}</h2>
            <div class="row">
                <button id="export-txt" disabled=no_rounds on:click=export_as("txt")>{move || msg::UiTextTxt.text(cx.lang.get())}</button>
                <button id="export-vb" disabled=no_rounds on:click=export_as("vb")>{move || msg::UiForumVbulletin.text(cx.lang.get())}</button>
                <button id="export-html" disabled=no_rounds on:click=export_as("html")>"HTML"</button>
            </div>
            <p class="hint">{move || msg::UiDocumentsGamesHint.text(cx.lang.get())}</p>
        </div>
    }
}

/// "Importato «x»: 1 giocatore aggiunto, 2 modificati."
fn merged_text(lang: Lang, file: &str, added: usize, changed: usize) -> String {
    msg::UiImportedAddedChanged {
        file: &file,
        added: &added,
        changed: &changed,
    }
    .text(lang)
}

/// Replaces the open tournament by the imported one (one undoable event) and says what happened.
/// The plan's players compared again knowing who was removed from the tournament earlier (the journal
/// remembers), so that an import does not bring them back silently.
fn with_removed(cx: Ctx, mut plan: ImportPlan, current: &Tournament) -> ImportPlan {
    let removed = cx
        .open
        .with_untracked(|o| o.as_ref().map(|s| s.journal.removed_players()))
        .unwrap_or_default();
    plan.roster = crate::journal::roster_diff_with(current, &plan.incoming.players, &removed);
    plan
}

fn replace(cx: Ctx, state: Slot, file: String, tournament: Tournament, warnings: Vec<Problem>) {
    let (players, rounds) = (tournament.players.len(), tournament.rounds.len());
    if cx.dispatch(crate::use_cases::decisions::replace_with(tournament, &file)) {
        cx.info(imported_text(
            cx.lang.get_untracked(),
            &file,
            players,
            rounds,
            &warnings,
        ));
        state.set(ImportState::Done {
            file,
            players,
            rounds,
            warnings,
        });
    } else {
        state.set(ImportState::Idle);
    }
}

/// Buttons that download the score sheets of `round` (`<tournament>_<round>.pdf`): one sheet per page, or
/// the reduced print with two per page; disabled when the round does not exist. For the round page too.
#[component]
pub fn ScoreSheetsButton(round: u32) -> impl IntoView {
    let cx = ctx();
    let exists = move || cx.with_t(|t| t.round(round).is_some()).unwrap_or(false);
    let sheets = move |reduced: bool| move |_| print(cx, pdf::Doc::ScoreSheets { round }, reduced);
    view! {
        <button class="score-sheets" id=format!("score-sheets-{round}") data-round=round disabled=move || !exists() on:click=sheets(false)>
            {move || msg::UiScoreSheetsPdf.text(cx.lang.get())}
        </button>
        <button class="score-sheets-reduced" id=format!("score-sheets-reduced-{round}") data-round=round disabled=move || !exists() on:click=sheets(true)
                title=move || msg::UiDocumentsTwoPerPage.text(cx.lang.get())>
            {move || msg::UiReducedPrint.text(cx.lang.get())}
        </button>
    }
}

/// Asks the PDF worker (src/bin/pdf_worker.rs, started at the first print: printpdf and the fonts are not
/// in the app's first load) for a PDF of the open tournament; it downloads when it comes back.
fn print(cx: Ctx, doc: pdf::Doc, reduced: bool) {
    use crate::worker::{self, get, get_bytes, get_text, Message};
    let lang = cx.lang.get_untracked();
    let failed = move |why: String| cx.error(msg::UiDocumentsPdfFailed { why: &why }.text(lang));
    let Some(Ok(tournament)) = with_t_now(cx, serde_json::to_string) else {
        return;
    };
    let links = match doc {
        pdf::Doc::ScoreSheets { round } => super::follow_qr::sheet_links(cx, round),
        _ => Vec::new(),
    };
    let options = pdf::Options {
        reduced,
        lang,
        links,
        ..Default::default()
    };
    let Some(options) = with_t_now(cx, |t| options.marking_stale(t)) else {
        return;
    };
    let request = pdf::Request { doc, options };
    let Ok(request) = serde_json::to_string(&request) else {
        return;
    };
    let message = Message::new()
        .text("tournament", &tournament)
        .text("request", &request);
    leptos::task::spawn_local(async move {
        match worker::call(worker::PDF, message).await {
            Ok(reply) => {
                // How long the last PDF took in the worker, for the browser benchmark.
                if let Some(ms) = get(&reply, "ms") {
                    let _ = js_sys::Reflect::set(&js_sys::global(), &"radunoPdfMs".into(), &ms);
                }
                let bytes = get_bytes(&reply, "bytes");
                store::download(&get_text(&reply, "name"), &bytes, PDF_MIME);
            }
            Err(e) => failed(e),
        }
    });
}

/// Starts a new tournament from a workbook (the legacy program's `.xls` or an `.xlsx`), for the home
/// page: the format comes from the workbook (its `TORNEO` sheet or Raduno's data) unless one is chosen.
/// Refused workbooks list every problem; nothing is created.
#[component]
pub fn ImportNewTournament() -> impl IntoView {
    let cx = ctx();
    let format = RwSignal::new(None::<FormatKind>);
    let failed = RwSignal::new(None::<(String, Vec<Problem>)>);
    let input = NodeRef::<leptos::html::Input>::new();
    let import = move |_| {
        let Some(el) = input.get() else { return };
        leptos::task::spawn_local(async move {
            let Some((file, bytes)) = store::read_file(&el).await else {
                return;
            };
            el.set_value("");
            let lang = cx.lang.get_untracked();
            let imported =
                match files::import_workbook_as(bytes, &file, format.get_untracked()).await {
                    Ok(i) => i,
                    Err(e) => {
                        failed.set(Some((file, e.problems)));
                        return;
                    }
                };
            failed.set(None);
            let t = imported.tournament;
            let (players, rounds) = (t.players.len(), t.rounds.len());
            let now = store::now_ms();
            let mut journal = Journal::new(t.settings.clone(), now);
            if let Err(e) =
                journal.execute(crate::use_cases::decisions::replace_with(t, &file), now)
            {
                cx.error(e.text(lang));
                return;
            }
            match store::create(journal) {
                Ok(saved) => {
                    let id = saved.id.clone();
                    cx.open.set(Some(saved));
                    cx.list_version.update(|v| *v += 1);
                    cx.go(Route::Tournament {
                        id,
                        tab: Tab::Players,
                    });
                    let mut said = imported_text(lang, &file, players, rounds, &imported.warnings);
                    // A GestioneTorneo Open is scored as GestioneTorneo scores it: said, not a warning.
                    if let Some(kind) = imported.scored_as {
                        said.push(' ');
                        said.push_str(
                            &msg::IoScoredAsGestioneTorneo {
                                format: &kind.name_in(lang),
                            }
                            .text(lang),
                        );
                    }
                    cx.info(said);
                }
                Err(e) => cx.error(e.text(lang)),
            }
        });
    };
    view! {
        <div class="import-new" id="import-new">
            <h2>{move || msg::UiDocumentsNewFromExcel.text(cx.lang.get())}</h2>
            <p class="hint">{move || msg::UiDocumentsNewFromExcelHint.text(cx.lang.get())}</p>
            <label>{move || msg::UiFormat.text(cx.lang.get())}" "
                <select id="import-new-format" on:change=move |ev| format.set(FormatKind::from_slug(&event_target_value(&ev)))>
                    <option value="" selected=move || format.get().is_none()>{move || { let lang = cx.lang.get(); let d = FormatKind::default().name_in(lang); msg::UiDocumentsNewFormatFromFile { default: &d }.text(lang) }}</option>
                    {FormatKind::all().map(|f| view! {
                        <option value=f.slug() selected=move || format.get() == Some(f)>{move || f.name_in(cx.lang.get())}</option>
                    }).collect_view()}
                </select>
            </label>
            <label class="file-button">
                <span>{move || msg::HomeChooseWorkbook.text(cx.lang.get())}</span>
                <input id="import-new-workbook" type="file" accept=WORKBOOK_ACCEPT node_ref=input on:change=import/>
            </label>
            {move || failed.get().map(|(file, problems)| view! { <ProblemList file problems/> })}
        </div>
    }
}
