//! Check-in before round 1: the counts, everyone present or absent at once, the way to the workbook
//! import.

use crate::model::{Player, PlayerId};
use crate::ui::ctx;
use crate::words::msg;
use leptos::prelude::*;

/// Check-in: the counts, everyone present or absent at once before the first round, and the way to the
/// workbook import.
#[component]
pub(super) fn CheckIn(players: Memo<Vec<Player>>) -> impl IntoView {
    let cx = ctx();
    let rounds = move || cx.with_t(|t| t.rounds.len()).unwrap_or(0);
    let counts =
        move || players.with(|ps| (ps.len(), ps.iter().filter(|p| p.participating).count()));
    // Everyone present or absent at once, then the director ticks the exceptions.
    let set_all = move |participating: bool| {
        let ids: Vec<PlayerId> = players.with_untracked(|ps| {
            ps.iter()
                .filter(|p| p.participating != participating)
                .map(|p| p.id)
                .collect()
        });
        // One event: one undo takes the whole check-in back.
        if !ids.is_empty() {
            cx.dispatch(crate::use_cases::players::check_in_all(ids, participating));
        }
    };
    let tournament_id = move || {
        cx.open
            .with(|o| o.as_ref().map(|s| s.id.clone()))
            .unwrap_or_default()
    };

    view! {
        <div class="toolbar checkin">
            <p class="counts" id="counts">
                {move || { let (all, playing) = counts(); format!("{all} {} · {playing} {}", msg::UiRegistered.text(cx.lang.get()), msg::UiTakingPart.text(cx.lang.get())) }}
            </p>
            <Show when=move || { rounds() == 0 && counts().0 > 0 }>
                <span class="hint">{move || msg::UiPlayersCheckInHint.text(cx.lang.get())}</span>
                <button type="button" id="all-present" on:click=move |_| set_all(true)>{move || msg::UiAllPresent.text(cx.lang.get())}</button>
                <button type="button" id="all-absent" on:click=move |_| set_all(false)>{move || msg::UiAllAbsent.text(cx.lang.get())}</button>
            </Show>
            <Show when=move || { rounds() > 0 }>
                <span class="hint" id="late-hint">{move || msg::UiPlayersLateHint.text(cx.lang.get())}</span>
            </Show>
            <Show when=move || { counts().0 > 0 }>
                <a class="button" id="players-update" href=move || crate::ui::Route::Tournament { id: tournament_id(), tab: crate::ui::Tab::Documents }.to_hash()
                   title=move || msg::UiPlayersImportHint.text(cx.lang.get())>
                    {move || msg::UiUpdateFromExcel.text(cx.lang.get())}
                </a>
            </Show>
        </div>
        <Show when=move || counts().0 == 0>
            <div class="players-empty" id="players-empty">
                <p>{move || msg::UiPlayersEmpty.text(cx.lang.get())}</p>
                <a class="button" id="players-import" href=move || crate::ui::Route::Tournament { id: tournament_id(), tab: crate::ui::Tab::Documents }.to_hash()>
                    {move || msg::UiPlayersImportExcel.text(cx.lang.get())}
                </a>
            </div>
        </Show>
    }
}
