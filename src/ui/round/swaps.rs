//! Hand swaps on a drawn round: two players exchanged, with the conflicts' counts live before the
//! swap is saved.

use super::next_round::confirm_qualified;
use crate::i18n::Lang;
use crate::model::PlayerId;
use crate::ui::ctx;
use crate::words::msg;
use leptos::prelude::*;

#[component]
pub(super) fn SwapForm(number: u32) -> impl IntoView {
    let cx = ctx();
    let a = RwSignal::new(String::new());
    let b = RwSignal::new(String::new());
    let table = RwSignal::new(String::new());
    let seat = RwSignal::new(String::new());
    let player = RwSignal::new(String::new());
    let swap = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let (Ok(x), Ok(y)) = (
            a.get_untracked().trim().parse(),
            b.get_untracked().trim().parse(),
        ) else {
            cx.error(msg::UiSwapHint.text(cx.lang.get()));
            return;
        };
        // A player who is not in the round (a late entry, a substitute) takes the other's seat instead.
        let Some(event) = cx.with_t(|t| crate::use_cases::seating::exchange(t, number, x, y))
        else {
            return;
        };
        if !confirm_qualified(number, &event) {
            return;
        }
        if cx.dispatch(event) {
            a.set(String::new());
            b.set(String::new());
        }
    };
    let set_seat = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let parsed = (
            table.get_untracked().trim().parse::<u32>(),
            seat.get_untracked().trim().parse::<usize>(),
            player.get_untracked().trim().parse::<PlayerId>(),
        );
        let (Ok(tn), Ok(s), Ok(p)) = parsed else {
            cx.error(msg::UiSeatHint.text(cx.lang.get()));
            return;
        };
        if s == 0 {
            cx.error(msg::UiSeatFromOneHint.text(cx.lang.get()));
            return;
        }
        let event = crate::use_cases::seating::give_seat(number, tn, s - 1, p);
        if confirm_qualified(number, &event) {
            cx.dispatch(event);
        }
    };
    let input = move |sig: RwSignal<String>,
                      name: &'static str,
                      ph: fn(Lang) -> &'static str,
                      label: fn(Lang) -> &'static str| {
        view! {
            <input name=name inputmode="numeric" size="5" placeholder=move || ph(cx.lang.get()) aria-label=move || label(cx.lang.get()) prop:value=move || sig.get() on:input=move |ev| sig.set(event_target_value(&ev))/>
        }
    };
    view! {
        <div class="hand-edit">
            <form id="swap" on:submit=swap>
                <b>{move || msg::UiSwap.text(cx.lang.get())}</b>
                {input(a, "a", |l| msg::UiSwapId.str(l), |l| msg::UiSwapFirstPlayer.str(l))} <span>"↔"</span> {input(b, "b", |l| msg::UiSwapId.str(l), |l| msg::UiSwapSecondPlayer.str(l))}
                <button type="submit">{move || msg::UiSwap.text(cx.lang.get())}</button>
            </form>
            <form id="set-seat" on:submit=set_seat>
                <b>{move || msg::UiSeatHeading.text(cx.lang.get())}</b>
                {input(table, "table", |l| msg::UiSeatTableShort.str(l), |l| msg::UiSeatTable.str(l))} {input(seat, "seat", |l| msg::UiSeatSeatShort.str(l), |l| msg::UiSeatSeat.str(l))} {input(player, "player", |l| msg::UiSwapId.str(l), |l| msg::UiSeatPlayer.str(l))}
                <button type="submit">{move || msg::UiSet.text(cx.lang.get())}</button>
            </form>
        </div>
    }
}
