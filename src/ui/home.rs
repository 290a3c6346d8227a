//! The tournament list: create, open the demo, rename, duplicate, delete, restore a backup; entries that
//! cannot be read are listed apart and never touched.

use super::{ctx, Route, Tab};
use crate::i18n::Localized;
use crate::model::{Event, FormatKind, Journal, Settings};
use crate::persist;
use crate::store;
use leptos::prelude::*;

#[component]
pub fn Home() -> impl IntoView {
    let cx = ctx();
    let listing = Memo::new(move |_| {
        cx.list_version.track();
        store::list()
    });
    let new_name = RwSignal::new(String::new());
    let new_format = RwSignal::new(FormatKind::Master);

    let open = move |id: String| {
        cx.go(Route::Tournament {
            id,
            tab: Tab::Players,
        })
    };
    let create = move |journal: Journal| match store::create(journal) {
        Ok(saved) => {
            let id = saved.id.clone();
            cx.open.set(Some(saved));
            cx.list_version.update(|v| *v += 1);
            open(id);
        }
        Err(e) => cx.error(e.text(cx.lang.get_untracked())),
    };
    let create_new = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let name = new_name.get_untracked();
        if name.trim().is_empty() {
            cx.error(
                cx.lang
                    .get_untracked()
                    .pick("Dai un nome al torneo", "Give the tournament a name")
                    .into(),
            );
            return;
        }
        create(Journal::new(
            Settings::new(&name, new_format.get_untracked()),
            store::now_ms(),
        ));
        new_name.set(String::new());
    };
    let demo = move |_| {
        create(crate::demo::demo_journal(
            FormatKind::Master,
            store::now_ms(),
        ))
    };

    let restore_input = NodeRef::<leptos::html::Input>::new();
    let restore = move |_| {
        let Some(input) = restore_input.get() else {
            return;
        };
        leptos::task::spawn_local(async move {
            let lang = cx.lang.get_untracked();
            let Some((name, bytes)) = store::read_file(&input).await else {
                return;
            };
            input.set_value("");
            let text = String::from_utf8_lossy(&bytes);
            match persist::load(&text) {
                Ok(saved) => {
                    create(saved.journal);
                    cx.info(format!(
                        "{} «{name}»",
                        lang.pick("Ripristinato", "Restored")
                    ));
                }
                Err(e) => cx.error(format!(
                    "«{name}»: {} {}",
                    e.text(lang),
                    lang.pick("Nessuna modifica.", "Nothing changed.")
                )),
            }
        });
    };

    view! {
        <section class="home">
            <div class="cards">
                <form class="card create" on:submit=create_new>
                    <h2>{move || cx.tr("Nuovo torneo", "New tournament")}</h2>
                    <label>{move || cx.tr("Nome", "Name")}
                        <input id="new-name" prop:value=move || new_name.get() on:input=move |ev| new_name.set(event_target_value(&ev))
                               placeholder=move || cx.tr("es. Master Roma 2026", "e.g. Master Roma 2026")/>
                    </label>
                    <label>{move || cx.tr("Formato", "Format")}
                        <select id="new-format" on:change=move |ev| {
                            if let Some(f) = FormatKind::from_slug(&event_target_value(&ev)) { new_format.set(f) }
                        }>
                            {FormatKind::ALL.into_iter().map(|f| view! {
                                <option value=f.slug() selected=move || new_format.get() == f>{f.name()}</option>
                            }).collect_view()}
                        </select>
                    </label>
                    <button type="submit" class="primary">{move || cx.tr("Crea", "Create")}</button>
                </form>
                <div class="card">
                    <h2>{move || cx.tr("Prova subito", "Try it now")}</h2>
                    <p>{move || cx.tr("Un torneo Master di 40 giocatori inventati, in diversi club e regioni.", "A Master tournament of 40 invented players in several clubs and regions.")}</p>
                    <button id="demo" class="primary" on:click=demo>{move || cx.tr("Apri il torneo dimostrativo", "Open the demo tournament")}</button>
                    <h2>{move || cx.tr("Ripristina un backup", "Restore a backup")}</h2>
                    <input id="restore" type="file" accept=".json,application/json" node_ref=restore_input on:change=restore/>
                </div>
                <div class="card"><super::documents::ImportNewTournament/></div>
            </div>
            <h2>{move || cx.tr("I tuoi tornei", "Your tournaments")}</h2>
            {move || {
                let (good, _) = listing.get();
                if good.is_empty() {
                    return view! { <p class="empty">{cx.tr("Nessun torneo salvato in questo browser.", "No tournament saved in this browser.")}</p> }.into_any();
                }
                view! {
                    <table class="list" id="tournaments">
                        <thead><tr>
                            <th>{cx.tr("Nome", "Name")}</th><th>{cx.tr("Formato", "Format")}</th>
                            <th class="num">{cx.tr("Giocatori", "Players")}</th><th class="num">{cx.tr("Turni", "Rounds")}</th>
                            <th>{cx.tr("Modificato", "Changed")}</th><th></th>
                        </tr></thead>
                        <tbody>
                            {good.into_iter().map(|s| view! { <Row summary=s/> }).collect_view()}
                        </tbody>
                    </table>
                }.into_any()
            }}
            {move || {
                let (_, damaged) = listing.get();
                (!damaged.is_empty()).then(|| view! {
                    <h2 class="warn">{cx.tr("Voci non leggibili (conservate, mai sovrascritte)", "Unreadable entries (kept, never overwritten)")}</h2>
                    <ul class="damaged" id="damaged">
                        {damaged.into_iter().map(|d| {
                            let key = d.key.clone();
                            view! {
                                <li>
                                    <code>{d.key.clone()}</code>" — "{d.problem.text(cx.lang.get())}" (" {d.bytes} " byte) "
                                    <button on:click=move |_| {
                                        if let Some(text) = store::raw(&key) {
                                            store::download(&format!("{key}.txt"), text.as_bytes(), "text/plain");
                                        }
                                    }>{cx.tr("Scarica", "Download")}</button>
                                </li>
                            }
                        }).collect_view()}
                    </ul>
                })
            }}
        </section>
    }
}

#[component]
fn Row(summary: persist::Summary) -> impl IntoView {
    let cx = ctx();
    let id = summary.id.clone();
    let when = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(summary.updated_ms as f64))
        .to_locale_string("it-IT", &wasm_bindgen::JsValue::UNDEFINED);
    let (open_id, rename_id, dup_id, del_id) = (id.clone(), id.clone(), id.clone(), id);
    let name = summary.name.clone();
    let rename = move |_| {
        let lang = cx.lang.get_untracked();
        let Some(window) = web_sys::window() else {
            return;
        };
        let Ok(Some(new_name)) =
            window.prompt_with_message_and_default(lang.pick("Nuovo nome", "New name"), &name)
        else {
            return;
        };
        let Some(Ok(mut saved)) = store::read(&rename_id) else {
            return;
        };
        let mut settings = saved.journal.state().settings.clone();
        settings.name = new_name;
        match saved
            .journal
            .execute(Event::SettingsChanged { settings }, store::now_ms())
        {
            Ok(()) => match store::write(&mut saved) {
                Ok(()) => cx.list_version.update(|v| *v += 1),
                Err(e) => cx.error(e.text(lang)),
            },
            Err(e) => cx.error(e.text(lang)),
        }
    };
    let duplicate = move |_| {
        let lang = cx.lang.get_untracked();
        let Some(Ok(saved)) = store::read(&dup_id) else {
            return;
        };
        let mut journal = saved.journal;
        let mut settings = journal.state().settings.clone();
        settings.name = format!("{} ({})", settings.name, lang.pick("copia", "copy"));
        if journal
            .execute(Event::SettingsChanged { settings }, store::now_ms())
            .is_ok()
        {
            match store::create(journal) {
                Ok(_) => cx.list_version.update(|v| *v += 1),
                Err(e) => cx.error(e.text(lang)),
            }
        }
    };
    let delete_name = summary.name.clone();
    let delete = move |_| {
        let lang = cx.lang.get_untracked();
        let question = format!(
            "{} «{delete_name}»? {}",
            lang.pick("Eliminare il torneo", "Delete the tournament"),
            lang.pick("Non si può annullare.", "This cannot be undone.")
        );
        if web_sys::window().and_then(|w| w.confirm_with_message(&question).ok()) == Some(true) {
            store::delete(&del_id);
            super::rating::forget_list(&del_id);
            if cx
                .open
                .with_untracked(|o| o.as_ref().is_some_and(|s| s.id == del_id))
            {
                cx.open.set(None);
            }
            cx.list_version.update(|v| *v += 1);
        }
    };
    view! {
        <tr>
            <td><a href="#" class="open" on:click=move |ev| { ev.prevent_default(); cx.go(Route::Tournament { id: open_id.clone(), tab: Tab::Players }) }>{summary.name.clone()}</a></td>
            <td>{summary.format.clone()}</td>
            <td class="num">{summary.players}</td>
            <td class="num">{summary.rounds}</td>
            <td>{String::from(when)}</td>
            <td class="actions">
                <button on:click=rename>{move || cx.tr("Rinomina", "Rename")}</button>
                <button on:click=duplicate>{move || cx.tr("Duplica", "Duplicate")}</button>
                <button class="danger" on:click=delete>{move || cx.tr("Elimina", "Delete")}</button>
            </td>
        </tr>
    }
}
