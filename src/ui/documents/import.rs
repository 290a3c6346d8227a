//! Importing a workbook into the open tournament: read with the tournament's format, compared with
//! the tournament, then confirmed (or refused with every problem); the import's state outlives the page.

use super::import_confirm::ConfirmImport;
use super::{imported_text, with_t_now, ProblemList, WarningList, WORKBOOK_ACCEPT};
use crate::i18n::Lang;
use crate::journal::Event;
use crate::model::Tournament;
use crate::store;
use crate::ui::shared::files;
use crate::ui::{ctx, Ctx};
use crate::words::msg;
use leptos::prelude::*;
use raduno_files::{ImportPlan, Problem};

/// Where an import into the open tournament stands.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum ImportState {
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
pub(super) struct Slot(pub(super) Ctx);

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

    pub(super) fn set(self, state: ImportState) {
        let id = self.open_id().unwrap_or_default();
        IMPORT.with(|s| s.set((id, state)));
    }
}

#[derive(Clone, Debug, PartialEq)]
pub(super) struct Pending {
    pub(super) file: String,
    /// The tournament the plan was computed against (if it changes meanwhile, it is computed again).
    pub(super) base: Tournament,
    pub(super) plan: ImportPlan,
}

/// Importing a workbook: read with the tournament's format, compared with the tournament, then
/// confirmed (or refused with every problem).
#[component]
pub(super) fn ImportCard() -> impl IntoView {
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
            <label class="file-button"><span>{move || msg::UiImportWorkbookLabel.text(cx.lang.get())}</span>
                <input id="import-workbook" type="file" accept=WORKBOOK_ACCEPT node_ref=input on:change=import/>
            </label>
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
