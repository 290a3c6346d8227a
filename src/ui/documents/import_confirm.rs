//! What a pending import changes in the players, the director's choices, and the buttons that confirm
//! it, cancel it or replace the whole tournament.

use super::import::{ImportState, Pending, Slot};
use super::WarningList;
use crate::i18n::Localized;
use crate::ui::ctx;
use crate::words::msg;
use leptos::prelude::*;

/// What a pending import changes in the players, the director's choices (same person, bring back), and
/// the buttons: add and update, cancel, or replace the whole tournament when the rounds differ.
#[component]
pub(super) fn ConfirmImport(
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
    let replace_diff = pending.plan.replace.clone();
    let file2 = file.clone();
    view! {
        <div class="import-confirm" id="import-confirm">
            <p>{move || msg::UiImportDiffHeading { file: &file }.text(cx.lang.get())}</p>
            <ul id="import-diff">
                {move || roster.text(cx.lang.get()).lines().map(|l| view! { <li>{l.to_string()}</li> }).collect_view()}
            </ul>
            {(!conflicts.is_empty() || !returning.is_empty()).then(|| view! { <ImportChoices conflicts returning choices/> })}
            <WarningList warnings=pending.plan.warnings.clone()/>
            <div class="buttons">
                <button id="import-confirm-yes" class="primary" disabled=move || nothing && choices.with(|c| c.bring_back.is_empty()) on:click=move |_| confirm.run(false)>
                    {move || msg::UiImportUpdatePlayers.text(cx.lang.get())}
                </button>
                <button id="import-cancel" on:click=move |_| state.set(ImportState::Idle)>{move || msg::UiCancel.text(cx.lang.get())}</button>
            </div>
            {replace_diff.map(|diff| view! { <ReplaceWhole diff file=file2 confirm/> })}
        </div>
    }
}

/// The director's choices: a workbook's player who is the same person as one of the tournament's
/// (another name, one ID), and players removed earlier that the workbook registers again.
#[component]
fn ImportChoices(
    conflicts: Vec<crate::journal::IdConflict>,
    returning: Vec<crate::model::Player>,
    choices: RwSignal<crate::journal::RosterChoices>,
) -> impl IntoView {
    let cx = ctx();
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
    view! {
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
    }
}

/// The workbook's rounds differ from the tournament's: what replacing the whole tournament changes, and
/// the button that does it.
#[component]
fn ReplaceWhole(
    diff: raduno_files::ImportDiff,
    file: String,
    confirm: Callback<bool>,
) -> impl IntoView {
    let cx = ctx();
    let mut ns: Vec<u32> = [
        &diff.rounds_added,
        &diff.rounds_removed,
        &diff.rounds_reseated,
        &diff.rounds_rescored,
    ]
    .into_iter()
    .flatten()
    .copied()
    .collect();
    ns.sort_unstable();
    ns.dedup();
    let rounds = ns.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
    view! {
        <details class="import-replace" id="import-replace">
            <summary>{move || msg::UiImportRoundsDiffer { rounds: &rounds }.text(cx.lang.get())}</summary>
            <p>{move || msg::UiImportReplaceHeading { file_name: &file }.text(cx.lang.get())}</p>
            <ul id="import-replace-diff">
                {move || diff.text(cx.lang.get()).lines().map(|l| view! { <li>{l.to_string()}</li> }).collect_view()}
            </ul>
            <button id="import-replace-yes" class="danger" on:click=move |_| confirm.run(true)>
                {move || msg::UiImportReplaceTournament.text(cx.lang.get())}
            </button>
        </details>
    }
}
