//! Below a card's seats: a head-to-head table's outcome, the entry's problems and questions, the
//! impact of a correction waiting for confirmation, and the footer with the save button and the state.

use super::state::{peek, Card};
use crate::format;
use crate::i18n::{Lang, Localized};
use crate::model::{OutcomeKind, Seat, TableOutcome};
use crate::ui::ctx;
use crate::ui::shared::names::name_of;
use crate::words::msg;
use leptos::prelude::*;

fn outcome_kinds(lang: Lang) -> [(OutcomeKind, String); 6] {
    [
        (OutcomeKind::Points, msg::UiOnPoints.text(lang)),
        (OutcomeKind::WorldConquest, msg::UiWorldConquest.text(lang)),
        (
            OutcomeKind::RisikoEliminatesOther,
            msg::UiCardRisikoEliminatesOther.text(lang),
        ),
        (
            OutcomeKind::RisikoEliminatesDummy,
            msg::UiCardRisikoEliminatesDummy.text(lang),
        ),
        (OutcomeKind::Risiko, "RisiKo!".to_string()),
        (OutcomeKind::Abandon, msg::UiAbandon.text(lang)),
    ]
}

/// A head-to-head table's outcome: how it was won, and by whom.
pub(super) fn outcome_picker(card: Card, seats: &[Seat], lang: Lang) -> impl IntoView {
    let names: Vec<String> = seats
        .iter()
        .map(|s| peek(|t| name_of(t, s.player)).unwrap_or_default())
        .collect();
    let outcome = card.entry.outcome;
    let drafts = card.entry.drafts;
    let read_only = move || card.entry.read_only();
    view! {
        <div class="outcome">
            <select name="outcome-kind" aria-label=msg::UiCardOutcomeLabel.text(lang) prop:disabled=read_only on:change=move |ev| {
                let v = event_target_value(&ev);
                let kind = outcome_kinds(Lang::It).into_iter().map(|(k, _)| k).find(|k| format!("{k:?}") == v);
                // "Ai punti" goes to the player with more table points (the Testa a testa rulebook): that seat
                // is proposed, never simply the first one.
                let leader = drafts.with_untracked(|d| {
                    let pts = |i: usize| d.get(i).and_then(|s| s.points.trim().parse::<u32>().ok());
                    u8::from(pts(1) > pts(0))
                });
                outcome.update(|o| *o = kind.map(|kind| TableOutcome { kind, seat: match (kind, *o) { (OutcomeKind::Points, _) | (_, None) => leader, (_, Some(o)) => o.seat } }));
            }>
                <option value="">{msg::UiOutcome.text(lang)}</option>
                {outcome_kinds(lang).into_iter().map(|(k, label)| view! { <option value=format!("{k:?}") selected=move || outcome.get().is_some_and(|o| o.kind == k)>{label}</option> }).collect_view()}
            </select>
            <select name="outcome-seat" aria-label=msg::UiCardOutcomeWinner.text(lang) prop:disabled=read_only on:change=move |ev| {
                let seat: u8 = event_target_value(&ev).parse().unwrap_or(0);
                outcome.update(|o| if let Some(o) = o { o.seat = seat });
            }>
                {names.into_iter().enumerate().map(|(i, n)| view! { <option value=i.to_string() selected=move || outcome.get().is_some_and(|o| o.seat as usize == i)>{n}</option> }).collect_view()}
            </select>
            <small>{msg::UiCardOutcomeHint.text(lang)}</small>
        </div>
    }
}

/// What keeps the entry from being saved, and the questions about unusual scores.
pub(super) fn entry_notes(card: Card) -> impl IntoView {
    let cx = ctx();
    let Card {
        problems,
        questions,
        asked,
        ..
    } = card;
    view! {
        {move || {
            let p = problems.get();
            (card.entry.typed() && !p.is_empty()).then(|| view! { <ul class="entry-problems">{p.into_iter().map(|x| view! { <li>{x}</li> }).collect_view()}</ul> })
        }}
        {move || {
            let q = questions.get();
            (card.entry.typed() && !q.is_empty() && problems.with(Vec::is_empty)).then(|| view! {
                <div class="entry-question" class:asked=move || asked.get() role="alertdialog">
                    <ul>{q.into_iter().map(|x| view! { <li>{x}</li> }).collect_view()}</ul>
                    <button class="primary question-confirm" on:click=move |_| card.save_with(true)>{msg::UiCardSaveAnyway.text(cx.lang.get())}</button>
                </div>
            })
        }}
    }
}

/// A correction that moves a later round or phase: what it changes, to confirm or cancel.
pub(super) fn impact_panel(card: Card) -> impl IntoView {
    let cx = ctx();
    move || {
        card.impact_lines().map(|lines| view! {
            <div class="impact" role="alertdialog">
                <p><b>{msg::UiCardCorrectionImpact.text(cx.lang.get())}</b></p>
                <ul>{lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
                <p>
                    <button class="primary impact-confirm" on:click=move |_| card.confirm_edit()>{msg::UiConfirmAndSave.text(cx.lang.get())}</button>
                    " "
                    <button class="impact-cancel" on:click=move |_| card.cancel_edit()>{msg::UiCancel.text(cx.lang.get())}</button>
                    " "<small class="impact-keys">{msg::EveningImpactKeys.text(cx.lang.get())}</small>
                </p>
            </div>
        })
    }
}

/// The save button and the table's state: a draft not saved, saved, or saved but not scorable.
pub(super) fn card_footer(card: Card) -> impl IntoView {
    let cx = ctx();
    let table = card.entry.table;
    view! {
        <footer>
            <button class="primary save-table" prop:disabled=move || card.entry.read_only() on:click=move |_| card.save()>{move || msg::UiSaveTable.text(cx.lang.get())}</button>
            {move || if card.is_draft.get() {
                Some(view! { <span class="draft-note" id=format!("draft-{table}")>{msg::UiDraftNotSaved.text(cx.lang.get())}</span> }.into_any())
            } else {
                // Saved and complete by the rules; saved but not scorable (a workbook's level top)
                // says why, never "✓".
                let state = card.entry.stored.with(|tab| tab.as_ref().and_then(|tab| peek(|t| format::table_state(t, tab))));
                match state {
                    Some(format::TableState::Scored { .. }) => Some(view! { <span class="saved">{msg::UiSaved.text(cx.lang.get())}</span> }.into_any()),
                    Some(format::TableState::Incomplete(e)) => Some(view! { <span class="unscored" role="alert">{msg::UiSavedButIncomplete.str(cx.lang.get())}{e.text(cx.lang.get())}</span> }.into_any()),
                    _ => None,
                }
            }}
        </footer>
    }
}
