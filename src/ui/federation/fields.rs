//! What the federation reads on the settings page (the workbook layout's `TORNEO` sheet): the category
//! from the official list (never the format), the note, and each round's date.

use crate::model::{Category, Settings};
use crate::ui::ctx;
use crate::words::msg;
use leptos::prelude::*;

/// The category, the note and the rounds' dates, bound to the settings' draft.
#[component]
pub fn FederationFields(draft: RwSignal<Settings>) -> impl IntoView {
    let cx = ctx();
    let drawn = move || cx.with_t(|t| t.rounds.len()).unwrap_or(0);
    // A date field per round drawn or planned, and one for each date already known.
    let rounds = move || {
        let (planned, dates) = draft.with(|s| (s.planned_rounds.unwrap_or(0), s.round_dates.len()));
        drawn().max(planned as usize).max(dates).max(1)
    };
    let set_category = move |ev| {
        let v = event_target_value(&ev);
        draft.update(|s| s.category = Category::ALL.into_iter().find(|c| c.label() == v));
    };
    let set_date = move |i: usize, value: String| {
        draft.update(|s| {
            if s.round_dates.len() <= i {
                s.round_dates.resize(i + 1, String::new());
            }
            s.round_dates[i] = value;
            while s.round_dates.last().is_some_and(String::is_empty) {
                s.round_dates.pop();
            }
        })
    };
    view! {
        <fieldset class="federation" id="federation">
            <legend>{move || msg::FedSettingsLegend.text(cx.lang.get())}</legend>
            <label>{move || msg::FedCategoryLabel.text(cx.lang.get())}
                <select name="category" on:change=set_category title=move || msg::FedCategoryHint.text(cx.lang.get())>
                    <option value="" selected=move || draft.with(|s| s.category.is_none())>"—"</option>
                    {Category::ALL.map(|c| view! {
                        <option value=c.label() selected=move || draft.with(|s| s.category == Some(c))>{c.label()}</option>
                    }).collect_view()}
                </select>
            </label>
            <label>{move || msg::FedNoteLabel.text(cx.lang.get())}
                <input name="note" prop:value=move || draft.with(|s| s.note.clone()) on:input=move |ev| draft.update(|s| s.note = event_target_value(&ev))/>
            </label>
            <div class="round-dates" id="round-dates">
                {move || (0..rounds()).map(|i| view! {
                    <label>{move || msg::FedRoundDate { number: &(i + 1) }.text(cx.lang.get())}
                        <input type="date" name=format!("round-date-{}", i + 1)
                               prop:value=move || draft.with(|s| s.round_dates.get(i).cloned().unwrap_or_default())
                               on:input=move |ev| set_date(i, event_target_value(&ev))/>
                    </label>
                }).collect_view()}
            </div>
            <p class="hint">{move || msg::FedRoundDatesHint.text(cx.lang.get())}</p>
        </fieldset>
    }
}
