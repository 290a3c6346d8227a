//! Tournament settings: name, date, venue, organizer, format (and optionally another format's draw), and
//! the organising club's logo for the score sheets.

use super::ctx;
use crate::i18n::Localized;
use crate::io::pdf_logo;
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
    // The organising club's logo for the score sheets: read, checked (type, size) and kept in the draft
    // until "Salva".
    let logo_input = NodeRef::<leptos::html::Input>::new();
    let choose_logo = move |_| {
        let Some(el) = logo_input.get() else { return };
        leptos::task::spawn_local(async move {
            let Some((_, bytes)) = crate::store::read_file(&el).await else {
                return;
            };
            el.set_value("");
            match pdf_logo::data_url(&bytes) {
                Ok(url) => {
                    problem.set(None);
                    draft.update(|s| s.logo = url);
                }
                Err(e) => problem.set(Some(e.text(cx.lang.get_untracked()))),
            }
        });
    };
    let has_logo = move || draft.with(|s| !s.logo.is_empty());
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
                    {FormatKind::ALL.into_iter().map(|f| view! { <option value=f.slug() selected=move || draft.with(|s| s.format) == f>{move || f.name_in(cx.lang.get())}</option> }).collect_view()}
                </select>
            </label>
            <label>{move || cx.tr("Sorteggio", "Draw")}
                <select name="draw-format" on:change=move |ev| { let v = event_target_value(&ev); draft.update(|s| s.draw_format = FormatKind::from_slug(&v)) }>
                    <option value="" selected=move || draft.with(|s| s.draw_format.is_none())>{move || cx.tr("quello del formato", "the format's own")}</option>
                    {FormatKind::ALL.into_iter().map(|f| view! { <option value=f.slug() selected=move || draft.with(|s| s.draw_format) == Some(f)>{move || f.name_in(cx.lang.get())}</option> }).collect_view()}
                </select>
            </label>
            <label>{move || cx.tr("Turni di qualificazione previsti", "Planned qualifying rounds")}
                <input type="number" min="1" name="planned-rounds" prop:value=move || draft.with(|s| s.planned_rounds.map(|n| n.to_string()).unwrap_or_default())
                       on:input=move |ev| { let v = event_target_value(&ev); draft.update(|s| s.planned_rounds = v.trim().parse().ok()) }/>
            </label>
            <label>{move || cx.tr("Durata di un turno (minuti, per l'orologio del proiettore)", "Length of a round (minutes, for the projector's clock)")}
                <input type="number" min="1" max="600" name="round-minutes" prop:value=move || draft.with(|s| s.round_minutes.map(|n| n.to_string()).unwrap_or_default())
                       on:input=move |ev| { let v = event_target_value(&ev); draft.update(|s| s.round_minutes = v.trim().parse().ok().filter(|&m: &u32| (1..=600).contains(&m))) }/>
            </label>
            <fieldset class="logo">
                <legend>{move || cx.tr("Logo del club organizzatore (sui fogli segnapunti)", "Organising club's logo (on the score sheets)")}</legend>
                {move || has_logo().then(|| view! { <img id="logo-preview" src=draft.with(|s| s.logo.clone()) alt=cx.tr("Logo", "Logo") style="max-height:60px;max-width:160px"/> })}
                <input id="logo-file" type="file" accept="image/png,image/jpeg" aria-label=move || cx.tr("Immagine del logo", "Logo image") node_ref=logo_input on:change=choose_logo/>
                <button type="button" id="logo-remove" disabled=move || !has_logo() on:click=move |_| draft.update(|s| s.logo.clear())>{move || cx.tr("Togli il logo", "Remove the logo")}</button>
                <p class="hint">{move || cx.lang.get().pick(
                    format!("PNG o JPEG, al massimo {} KB; si stampa in bianco e nero.", pdf_logo::MAX_BYTES / 1024),
                    format!("PNG or JPEG, at most {} KB; printed in black and white.", pdf_logo::MAX_BYTES / 1024),
                )}</p>
            </fieldset>
            {move || problem.get().map(|p| view! { <p class="field-error" role="alert">{p}</p> })}
            <button type="submit" class="primary">{move || cx.tr("Salva", "Save")}</button>
        </form>
    }
}
