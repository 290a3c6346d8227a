//! The tournament list: create, open the demo, rename, duplicate, delete, restore a backup; entries that
//! cannot be read are listed apart and never touched.

pub mod help;

use super::progressive::{Part, Start};
use super::{ctx, Ctx, Route, Tab};
use crate::format::FormatKind;
use crate::i18n::{Lang, Localized};
use crate::journal::Journal;
use crate::model::Settings;
use crate::persist;
use crate::store;
use crate::words::msg;
use leptos::prelude::*;

/// The home page: what Raduno is, the tournaments saved in this browser first when there are any, then
/// the demo and a new tournament, then the ways in from another device (a backup, a tournament's file, the
/// club's server) and a workbook. The first screen of a first visit (the line, the demo and the new
/// tournament, the list's place) is also in index.html, shown before this module arrives: the two match,
/// so the app takes over with no jump (tests/e2e/first_visit.test.mjs).
#[component]
pub fn Home() -> impl IntoView {
    let cx = ctx();
    let listing = Memo::new(move |_| {
        cx.list_version.track();
        store::list()
    });
    let any =
        Memo::new(move |_| listing.with(|(good, damaged)| !good.is_empty() || !damaged.is_empty()));
    // The first screen a part a task, what lies below it after the app is shown (src/ui/mount.rs).
    let start = Start::current();
    let (demo_at, list_at) = (start.at(Part::Demo), start.at(Part::List));
    let (other_at, workbook_at) = (start.at(Part::OtherDevice), start.at(Part::Workbook));
    view! {
        <section class="home">
            <p class="intro" id="intro">{move || msg::HomeIntro.text(cx.lang.get())}</p>
            {move || any.get().then(|| view! { <TournamentList listing/> })}
            {move || demo_at.get().then(|| view! { <StartCards/> })}
            {move || (list_at.get() && !any.get()).then(|| view! { <TournamentList listing/> })}
            {move || other_at.get().then(|| view! { <OtherDevice/> })}
            {move || workbook_at.get().then(|| view! {
                <div class="cards"><div class="card"><super::documents::new_tournament::ImportNewTournament/></div></div>
            })}
        </section>
    }
}

/// Stores a new tournament in the next task and opens it on its players page in the task after: making
/// it (the click's task), storing it (with the address) and building its page are three tasks (the
/// demo's all in one held a slow phone's page for most of a second). The list of tournaments is not
/// read again: the home page is being left, and reads it when it is built again.
fn create_and_open(cx: super::Ctx, journal: Journal) {
    set_timeout(
        move || match store::create(journal) {
            Ok(saved) => {
                let id = saved.id.clone();
                cx.open.set(Some(saved));
                cx.go_next(Route::Tournament {
                    id,
                    tab: Tab::Players,
                });
            }
            Err(e) => cx.error(e.text(cx.lang.get_untracked())),
        },
        std::time::Duration::from_millis(0),
    );
}

/// Restores the backup chosen in `input` as a new tournament, or says why not (nothing changed).
async fn restore_backup(cx: super::Ctx, input: web_sys::HtmlInputElement) {
    let lang = cx.lang.get_untracked();
    let Some((name, bytes)) = store::read_file(&input).await else {
        return;
    };
    input.set_value("");
    let text = String::from_utf8_lossy(&bytes);
    match persist::restore(&text) {
        Ok(saved) => {
            create_and_open(cx, saved.journal);
            cx.info(format!(
                "{} {name_q}",
                msg::UiRestored.text(lang),
                name_q = msg::UiQuoted { text: &name }.text(lang)
            ));
        }
        Err(e) => cx.error(format!(
            "{name_q}: {} {}",
            e.text(lang),
            msg::UiNothingChanged.text(lang),
            name_q = msg::UiQuoted { text: &name }.text(lang)
        )),
    }
}

/// A new tournament: its name and format.
#[component]
fn NewTournamentCard() -> impl IntoView {
    let cx = ctx();
    let new_name = RwSignal::new(String::new());
    let new_format = RwSignal::new(FormatKind::default());
    let create_new = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let name = new_name.get_untracked();
        if name.trim().is_empty() {
            cx.error(
                msg::UiGiveTournamentName
                    .str(cx.lang.get_untracked())
                    .into(),
            );
            return;
        }
        create_and_open(
            cx,
            Journal::new(
                Settings::new(&name, new_format.get_untracked()),
                store::now_ms(),
            ),
        );
        new_name.set(String::new());
    };
    view! {
        <form class="card create" on:submit=create_new>
            <h2>{move || msg::UiNewTournament.text(cx.lang.get())}</h2>
            <label>{move || msg::UiName.text(cx.lang.get())}
                <input id="new-name" prop:value=move || new_name.get() on:input=move |ev| new_name.set(event_target_value(&ev))
                       placeholder=move || msg::UiHomeNamePlaceholder.text(cx.lang.get())/>
            </label>
            <label>{move || msg::UiFormat.text(cx.lang.get())}
                <select id="new-format" on:change=move |ev| {
                    if let Some(f) = FormatKind::from_slug(&event_target_value(&ev)) { new_format.set(f) }
                }>
                    {FormatKind::all().map(|f| view! {
                        <option value=f.slug() selected=move || new_format.get() == f>{move || f.name_in(cx.lang.get())}</option>
                    }).collect_view()}
                </select>
            </label>
            <button type="submit" class="primary">{move || msg::UiCreate.text(cx.lang.get())}</button>
        </form>
    }
}

/// The ways to start here: the demo and a new tournament (a task later, at the app's start).
#[component]
fn StartCards() -> impl IntoView {
    let cx = ctx();
    let new_at = Start::current().at(Part::NewTournament);
    let demo = move |_| {
        // Named in the language on screen.
        create_and_open(
            cx,
            crate::demo::demo_journal_in(
                FormatKind::default(),
                crate::demo::DEMO_PLAYERS,
                store::now_ms(),
                cx.lang.get_untracked(),
            ),
        )
    };
    view! {
        <div class="cards start">
            <div class="card">
                <h2>{move || msg::UiTryItNow.text(cx.lang.get())}</h2>
                <p>{move || msg::UiHomeDemoHint.text(cx.lang.get())}</p>
                <button id="demo" class="primary" on:click=demo>{move || msg::UiHomeOpenDemo.text(cx.lang.get())}</button>
            </div>
            {move || new_at.get().then(|| view! { <NewTournamentCard/> })}
        </div>
    }
}

/// "From another device": a backup restored, a tournament's file received, the club's server; a
/// sentence each says what it is (built together: the three share a row, which a card added later
/// would move).
#[component]
fn OtherDevice() -> impl IntoView {
    let cx = ctx();
    let restore_input = NodeRef::<leptos::html::Input>::new();
    let restore = move |_| {
        if let Some(input) = restore_input.get() {
            leptos::task::spawn_local(restore_backup(cx, input));
        }
    };
    view! {
        <section class="other-device" id="other-device" aria-labelledby="other-device-title">
            <h2 id="other-device-title">{move || msg::HomeOtherDevice.text(cx.lang.get())}</h2>
            <div class="cards">
                <div class="card">
                    <h3>{move || msg::UiRestoreABackup.text(cx.lang.get())}</h3>
                    <p class="hint">{move || msg::HomeRestoreHint.text(cx.lang.get())}</p>
                    <label class="file-button">
                        <span>{move || msg::HomeChooseBackup.text(cx.lang.get())}</span>
                        <input id="restore" type="file" accept=".json,application/json" node_ref=restore_input on:change=restore/>
                    </label>
                </div>
                <div class="card">
                    <p class="hint card-first">{move || msg::HomeReceiveHint.text(cx.lang.get())}</p>
                    <crate::ui::devices::ReceiveTournament/>
                </div>
                <div class="card">
                    <p class="hint card-first">{move || msg::HomeServerHint.text(cx.lang.get())}</p>
                    <crate::ui::devices::server::ReceiveFromServer/>
                </div>
            </div>
        </section>
    }
}

/// The tournaments saved in this browser, and the entries that cannot be read (kept, downloadable).
#[component]
fn TournamentList(listing: Memo<(Vec<persist::Summary>, Vec<store::Damaged>)>) -> impl IntoView {
    let cx = ctx();
    view! {
        <h2 id="your-tournaments">{move || msg::UiYourTournaments.text(cx.lang.get())}</h2>
        {move || {
            let (good, _) = listing.get();
            if good.is_empty() {
                return view! { <p class="empty">{msg::UiHomeNoTournaments.text(cx.lang.get())}</p> }.into_any();
            }
            view! {
                <div class="scroll-x" tabindex="0" role="region" aria-label=msg::UiHomeTournamentsHeading.text(cx.lang.get())>
                <table class="list" id="tournaments">
                    <thead><tr>
                        <th>{msg::UiName.text(cx.lang.get())}</th><th>{msg::UiFormat.text(cx.lang.get())}</th>
                        <th>{msg::UiDateAndVenue.text(cx.lang.get())}</th>
                        <th class="num">{msg::UiPlayers.text(cx.lang.get())}</th><th class="num">{msg::UiRounds.text(cx.lang.get())}</th>
                        <th>{msg::UiChanged.text(cx.lang.get())}</th><th class="num">{msg::UiSpace.text(cx.lang.get())}</th><th><span class="sr-only">{msg::UiActions.text(cx.lang.get())}</span></th>
                    </tr></thead>
                    <tbody>
                        {good.into_iter().map(|s| view! { <Row summary=s/> }).collect_view()}
                    </tbody>
                </table>
                </div>
            }.into_any()
        }}
        {move || {
            let (_, damaged) = listing.get();
            (!damaged.is_empty()).then(|| view! {
                <h2 class="warn">{msg::UiHomeUnreadableHeading.text(cx.lang.get())}</h2>
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
                                }>{msg::UiDownload.text(cx.lang.get())}</button>
                            </li>
                        }
                    }).collect_view()}
                </ul>
            })
        }}
    }
}

#[component]
fn Row(summary: persist::Summary) -> impl IntoView {
    let cx = ctx();
    let id = summary.id.clone();
    // Day first in both languages, as the tournament's date beside it and the prints.
    let updated_ms = summary.updated_ms;
    let when = move || changed_text(updated_ms, cx.lang.get());
    let (open_id, rename_id, dup_id, del_id) = (id.clone(), id.clone(), id.clone(), id);
    let name = summary.name.clone();
    // Date and venue tell apart two tournaments with the same name.
    let (date, venue) = store::read(&summary.id)
        .and_then(Result::ok)
        .map(|s| {
            let st = &s.journal.state().settings;
            (raduno_files::pdf::date_text(&st.date), st.venue.clone())
        })
        .unwrap_or_default();
    let format_name = FormatKind::all().find(|f| f.name() == summary.format);
    let format_text = summary.format.clone();
    let row_name = summary.name.clone();
    let rename = move |_| rename_stored(cx, &rename_id, &name);
    let duplicate = move |_| duplicate_stored(cx, &dup_id);
    let delete_name = summary.name.clone();
    let delete = move |_| delete_after_asking(&del_id, &delete_name);
    view! {
        <tr>
            <td><a href="#" class="open" on:click=move |ev| { ev.prevent_default(); open_later(cx, open_id.clone()) }>{summary.name.clone()}</a></td>
            <td>{move || format_name.map_or_else(|| format_text.clone(), |f| f.name_in(cx.lang.get()).to_string())}</td>
            <td class="when">{[date, venue].into_iter().filter(|s| !s.is_empty()).collect::<Vec<_>>().join(" · ")}</td>
            // The labels are the headings', shown on a phone, where each tournament is a card (main.css).
            <td class="num" data-label=move || msg::UiPlayers.text(cx.lang.get())>{summary.players}</td>
            <td class="num" data-label=move || msg::UiRounds.text(cx.lang.get())>{summary.rounds}</td>
            <td class="changed" data-label=move || msg::UiChanged.text(cx.lang.get())>{when}</td>
            <td class="num size" data-label=move || msg::UiSpace.text(cx.lang.get())>{let units = summary.stored_units; move || kb(units, cx.lang.get())}</td>
            <td class="actions">
                <button on:click=rename aria-label={ let n = row_name.clone(); move || format!("{} {n}", msg::UiRename.text(cx.lang.get())) }>{move || msg::UiRename.text(cx.lang.get())}</button>
                <button on:click=duplicate aria-label={ let n = row_name.clone(); move || format!("{} {n}", msg::UiDuplicate.text(cx.lang.get())) }>{move || msg::UiDuplicate.text(cx.lang.get())}</button>
                <button class="danger" on:click=delete aria-label={ let n = row_name.clone(); move || format!("{} {n}", msg::UiDelete.text(cx.lang.get())) }>{move || msg::UiDelete.text(cx.lang.get())}</button>
            </td>
        </tr>
    }
}

/// When a tournament last changed, day first in both languages (as its date beside it and the prints).
fn changed_text(updated_ms: i64, lang: Lang) -> String {
    String::from(
        js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(updated_ms as f64)).to_locale_string(
            msg::UiLocaleTag.str(lang),
            &wasm_bindgen::JsValue::UNDEFINED,
        ),
    )
}

/// Renames a stored tournament to the name the director types (its journal records it).
fn rename_stored(cx: Ctx, id: &str, name: &str) {
    let lang = cx.lang.get_untracked();
    let Some(window) = web_sys::window() else {
        return;
    };
    let Ok(Some(new_name)) =
        window.prompt_with_message_and_default(&msg::UiNewName.text(lang), name)
    else {
        return;
    };
    let Some(Ok(mut saved)) = store::read(id) else {
        return;
    };
    let event = crate::use_cases::settings::rename(&saved.journal.state().settings, &new_name);
    match saved.journal.execute(event, store::now_ms()) {
        Ok(()) => match store::write(&mut saved) {
            Ok(()) => cx.list_version.update(|v| *v += 1),
            Err(e) => cx.error(e.text(lang)),
        },
        Err(e) => cx.error(e.text(lang)),
    }
}

/// A copy of a stored tournament, named "… (copia)", as a new tournament of the list.
fn duplicate_stored(cx: Ctx, id: &str) {
    let lang = cx.lang.get_untracked();
    let Some(Ok(saved)) = store::read(id) else {
        return;
    };
    let mut journal = saved.journal;
    let settings = &journal.state().settings;
    let copy = format!("{} ({})", settings.name, msg::UiCopy.text(lang));
    let event = crate::use_cases::settings::rename(settings, &copy);
    if journal.execute(event, store::now_ms()).is_ok() {
        match store::create(journal) {
            Ok(_) => cx.list_version.update(|v| *v += 1),
            Err(e) => cx.error(e.text(lang)),
        }
    }
}

/// Opens a stored tournament on its players page in three tasks: it is read (its journal replayed;
/// not again when it is the one still open), then its address is set, then its page is built.
fn open_later(cx: super::Ctx, id: String) {
    if cx.current_id() != id {
        super::context::preload(&id);
    }
    set_timeout(
        move || {
            cx.go_next(Route::Tournament {
                id,
                tab: Tab::Players,
            })
        },
        std::time::Duration::from_millis(0),
    );
}

/// Asks, then deletes a stored tournament (local storage, its IndexedDB copy, its rating list).
fn delete_after_asking(id: &str, name: &str) {
    let cx = ctx();
    let lang = cx.lang.get_untracked();
    let question = format!(
        "{} {name_q}? {}",
        msg::UiDeleteTheTournament.text(lang),
        msg::UiThisCannotBeUndone.text(lang),
        name_q = msg::UiQuoted { text: &name }.text(lang)
    );
    if web_sys::window().and_then(|w| w.confirm_with_message(&question).ok()) == Some(true) {
        store::delete(id);
        // Its Othello rating list too.
        store::small_json::remove(&store::small_json::rating_list_key(id));
        if cx
            .open
            .with_untracked(|o| o.as_ref().is_some_and(|s| s.id == id))
        {
            cx.open.set(None);
            cx.go(Route::Home);
        }
        cx.list_version.update(|v| *v += 1);
    }
}

/// Space in local storage as the browser counts it (2 bytes per UTF-16 code unit), in KB.
fn kb(units: usize, lang: Lang) -> String {
    let tenths = (units * 2 * 10).div_ceil(1024);
    // "2,6 KB" in Italian, "2.6 KB" in English.
    let point = msg::LanguageDecimalSeparator.str(lang);
    format!("{}{point}{} KB", tenths / 10, tenths % 10)
}

/// The stored tournaments with the space each takes, largest first, each deletable (after asking):
/// shown in the "not saved" banner when the browser's storage is full.
#[component]
pub fn StoredList() -> impl IntoView {
    let cx = ctx();
    let listing = Memo::new(move |_| {
        cx.list_version.track();
        let (mut good, _) = store::list();
        crate::order::sort_by_key(&mut good, |e| std::cmp::Reverse(e.stored_units));
        (good, store::usage())
    });
    view! {
        <div class="stored-list" id="stored-list">
            {move || {
                let (good, (ours, all)) = listing.get();
                let usage = format!(
                    "{} {} {} {} {} 10 MB.",
                    msg::UiHomeStorageTournaments.text(cx.lang.get()),
                    kb(ours, cx.lang.get()),
                    msg::UiHomeStorageAll.text(cx.lang.get()),
                    kb(all, cx.lang.get()),
                    msg::UiHomeStorageQuota.text(cx.lang.get()),
                );
                view! {
                    <p>{usage}</p>
                    <table class="list">
                        <thead><tr>
                            <th>{msg::UiName.text(cx.lang.get())}</th>
                            <th class="num">{msg::UiPlayers.text(cx.lang.get())}</th>
                            <th class="num">{msg::UiRounds.text(cx.lang.get())}</th>
                            <th class="num">{msg::UiSpace.text(cx.lang.get())}</th><th></th>
                        </tr></thead>
                        <tbody>
                            {good.into_iter().map(|s| {
                                let (id, name) = (s.id.clone(), s.name.clone());
                                view! {
                                    <tr data-id=s.id.clone()>
                                        <td>{s.name.clone()}</td>
                                        <td class="num">{s.players}</td>
                                        <td class="num">{s.rounds}</td>
                                        <td class="num size">{kb(s.stored_units, cx.lang.get())}</td>
                                        <td><button class="danger" on:click=move |_| delete_after_asking(&id, &name)>{msg::UiDelete.text(cx.lang.get())}</button></td>
                                    </tr>
                                }
                            }).collect_view()}
                        </tbody>
                    </table>
                }
            }}
        </div>
    }
}
