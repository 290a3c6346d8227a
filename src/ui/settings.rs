//! Tournament settings: name, date, venue, organizer, format (and optionally another format's draw).

use super::ctx;
use crate::i18n::Localized;
use crate::model::{Event, FormatKind, Settings};
use leptos::prelude::*;

#[component]
pub fn SettingsPage() -> impl IntoView {
    let cx = ctx();
    let current = move || cx.with_t(|t| t.settings.clone()).unwrap_or_default();
    let draft = RwSignal::new(untrack(current));
    let problem = RwSignal::new(None::<String>);
    let save = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let settings = draft.get_untracked();
        if settings == current() {
            return;
        }
        match cx.try_dispatch(Event::SettingsChanged { settings }) {
            Ok(()) => {
                problem.set(None);
                cx.info(cx.tr("Impostazioni salvate", "Settings saved").into());
            }
            Err(e) => problem.set(Some(e.text(cx.lang.get_untracked()))),
        }
    };
    let text = move |label_it: &'static str,
                     label_en: &'static str,
                     name: &'static str,
                     get: fn(&Settings) -> String,
                     set: fn(&mut Settings, String)| {
        view! {
            <label>{move || cx.tr(label_it, label_en)}
                <input name=name prop:value=move || draft.with(get) on:input=move |ev| draft.update(|s| set(s, event_target_value(&ev)))/>
            </label>
        }
    };
    view! {
        <form class="settings" id="settings" on:submit=save>
            {text("Nome del torneo", "Tournament name", "name", |s| s.name.clone(), |s, v| s.name = v)}
            <label>{move || cx.tr("Data", "Date")}
                <input type="date" name="date" prop:value=move || draft.with(|s| s.date.clone()) on:input=move |ev| draft.update(|s| s.date = event_target_value(&ev))/>
            </label>
            {text("Sede", "Venue", "venue", |s| s.venue.clone(), |s, v| s.venue = v)}
            {text("Organizzatore", "Organizer", "organizer", |s| s.organizer.clone(), |s, v| s.organizer = v)}
            <label>{move || cx.tr("Formato (punteggi e classifica)", "Format (scoring and standings)")}
                <select name="format" on:change=move |ev| if let Some(f) = FormatKind::from_slug(&event_target_value(&ev)) { draft.update(|s| s.format = f) }>
                    {FormatKind::ALL.into_iter().map(|f| view! { <option value=f.slug() selected=move || draft.with(|s| s.format) == f>{f.name()}</option> }).collect_view()}
                </select>
            </label>
            <label>{move || cx.tr("Sorteggio", "Draw")}
                <select name="draw-format" on:change=move |ev| { let v = event_target_value(&ev); draft.update(|s| s.draw_format = FormatKind::from_slug(&v)) }>
                    <option value="" selected=move || draft.with(|s| s.draw_format.is_none())>{move || cx.tr("quello del formato", "the format's own")}</option>
                    {FormatKind::ALL.into_iter().map(|f| view! { <option value=f.slug() selected=move || draft.with(|s| s.draw_format) == Some(f)>{f.name()}</option> }).collect_view()}
                </select>
            </label>
            <label>{move || cx.tr("Turni di qualificazione previsti", "Planned qualifying rounds")}
                <input type="number" min="1" name="planned-rounds" prop:value=move || draft.with(|s| s.planned_rounds.map(|n| n.to_string()).unwrap_or_default())
                       on:input=move |ev| { let v = event_target_value(&ev); draft.update(|s| s.planned_rounds = v.trim().parse().ok()) }/>
            </label>
            {move || problem.get().map(|p| view! { <p class="field-error" role="alert">{p}</p> })}
            <button type="submit" class="primary">{move || cx.tr("Salva", "Save")}</button>
        </form>
    }
}
