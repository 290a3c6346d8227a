//! The app's frame: the header, the notice bar, and the tournament's page with its head and tabs (the tab's
//! page alone is rebuilt when the tab changes).

use crate::i18n::Lang;
use crate::store;
use crate::words::msg;
use leptos::prelude::*;

use super::context::download_saved;
use super::progressive::Part;
use super::*;

#[derive(serde::Serialize, serde::Deserialize, Default)]
struct Prefs {
    #[serde(default)]
    lang: Lang,
}

fn current_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// The app; its start ([`progressive::Start`], src/ui/mount.rs) builds the header, the notices and the
/// page in the tasks after the app's own.
#[component]
pub fn App() -> impl IntoView {
    let prefs: Prefs = store::load_prefs()
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_default();
    let cx = Ctx {
        lang: scope::Shared::new(prefs.lang, scope::Which::Lang),
        route: RwSignal::new(Route::from_hash(&current_hash())),
        open: scope::Shared::new(None, scope::Which::Open),
        notice: RwSignal::new(None),
        list_version: RwSignal::new(0),
    };
    provide_context(cx);

    // The language choice is remembered; the page's lang attribute follows it.
    Effect::new(move |_| {
        let lang = cx.lang.get();
        store::save_prefs(&serde_json::to_string(&Prefs { lang }).unwrap_or_default());
        if let Some(el) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        {
            let _ = el.set_attribute("lang", &msg::UiEn.text(lang));
        }
    });
    // The open tournament follows the route.
    Effect::new(move |_| {
        if let Route::Tournament { id, .. } | Route::Projector { id, .. } = cx.route.get() {
            cx.open_id(&id);
        }
    });
    // Back/forward buttons and typed addresses.
    let _ = window_event_listener_untyped("hashchange", move |_| {
        let route = Route::from_hash(&current_hash());
        if route != cx.route.get_untracked() {
            cx.route.set(route);
        }
    });
    // Another tab saved: load its version of the open tournament and refresh the list.
    let _ = window_event_listener_untyped("storage", move |_| {
        cx.refresh_if_changed_elsewhere();
        cx.list_version.update(|v| *v += 1);
    });
    // Ctrl+Z / Ctrl+Y (outside text fields, where they undo typing).
    let _ = window_event_listener(leptos::ev::keydown, move |ev| {
        let in_field = ev
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
        if in_field || !(ev.ctrl_key() || ev.meta_key()) {
            return;
        }
        match ev.key().as_str() {
            "z" if !ev.shift_key() => cx.undo(),
            "y" | "Z" => cx.redo(),
            _ => return,
        }
        ev.prevent_default();
    });

    let screen = Memo::new(move |_| Screen::of(&cx.route.get()));
    // The header and the notices stay when the page below them changes (a projector has neither).
    let framed = Memo::new(move |_| {
        !screen.with(|s| matches!(s, Screen::Projector(_) | Screen::CircuitProjector(_)))
    });
    let start = progressive::Start::current();
    let (header_at, notices_at) = (start.at(Part::Header), start.at(Part::Notices));
    let page_ready = start.at(Part::Page);
    view! {
        {move || {
            if framed.get() {
                return view! {
                    {move || header_at.get().then(|| view! { <Header/> })}
                    {move || notices_at.get().then(|| view! { <NoticeBar/> <main>{move || page_ready.get().then(|| page(screen.get()))}</main> })}
                }.into_any();
            }
            if !page_ready.get() {
                return ().into_any();
            }
            match screen.get() {
                Screen::Projector(what) => view! { <projector::ProjectorView what/> }.into_any(),
                Screen::CircuitProjector(id) => view! { <circuits::CircuitProjector id/> }.into_any(),
                _ => ().into_any(),
            }
        }}
    }
}

/// The page of a screen with the header and the notices above it.
fn page(screen: Screen) -> AnyView {
    scope::page_scope();
    match screen {
        Screen::Home => view! { <home::Home/> }.into_any(),
        Screen::Help => view! { <home::help::Help/> }.into_any(),
        Screen::About => view! { <home::help::About/> }.into_any(),
        Screen::Tournament(_) => view! { <TournamentPage/> }.into_any(),
        Screen::Circuits => view! { <circuits::CircuitsHome/> }.into_any(),
        Screen::Circuit(id) => view! { <circuits::CircuitPage id/> }.into_any(),
        Screen::Projector(_) | Screen::CircuitProjector(_) => ().into_any(),
    }
}

/// A route as the screen is built: a tournament's page whichever its tab (the tab follows the route),
/// so moving between tabs rebuilds the tab's content only, not the header, the notices and the
/// tournament's head.
#[derive(Clone, PartialEq)]
enum Screen {
    Projector(projector::Projector),
    CircuitProjector(String),
    Home,
    Help,
    About,
    Tournament(String),
    Circuits,
    Circuit(String),
}

impl Screen {
    fn of(route: &Route) -> Screen {
        match route {
            Route::Projector { what, .. } => Screen::Projector(*what),
            Route::CircuitProjector { id } => Screen::CircuitProjector(id.clone()),
            Route::Home => Screen::Home,
            Route::Help => Screen::Help,
            Route::About => Screen::About,
            Route::Tournament { id, .. } => Screen::Tournament(id.clone()),
            Route::Circuits => Screen::Circuits,
            Route::Circuit { id } => Screen::Circuit(id.clone()),
        }
    }
}

#[component]
fn Header() -> impl IntoView {
    let cx = ctx();
    view! {
        <header class="top bar">
            <a class="brand" href="#/" on:click=move |_| cx.route.set(Route::Home)>"Raduno"</a>
            <nav>
                <a href="#/" on:click=move |_| cx.route.set(Route::Home)>{move || msg::UiTournaments.text(cx.lang.get())}</a>
                <a href=Route::Circuits.href() id="nav-circuits" on:click=move |_| cx.show(Route::Circuits)>{move || msg::UiCircuits.text(cx.lang.get())}</a>
                <a href="#/aiuto" on:click=move |_| cx.route.set(Route::Help)>{move || msg::UiHelp.text(cx.lang.get())}</a>
                <a href="#/info" on:click=move |_| cx.route.set(Route::About)>{move || msg::UiAbout.text(cx.lang.get())}</a>
            </nav>
            <div class="lang">
                {Lang::ALL.map(|l| view! {
                    <button class:on=move || cx.lang.get() == l on:click=move |_| cx.set_lang(l) title=msg::LanguageOwnName.str(l)>{l.code().to_uppercase()}</button>
                }).collect_view()}
            </div>
        </header>
    }
}

#[component]
fn NoticeBar() -> impl IntoView {
    let cx = ctx();
    move || {
        cx.notice.get().map(|n| {
            let (class, text, not_saved, pending) = match n {
                Notice::Info(t) => ("notice info", t, false, None),
                Notice::Error(t) => ("notice error", t, false, None),
                Notice::Said { error, words } => {
                    let class = if error { "notice error" } else { "notice info" };
                    (class, words.text(cx.lang.get()), false, None)
                }
                Notice::NotSaved { text, pending } => ("notice error not-saved", text, true, pending),
            };
            let for_backup = pending.clone();
            let retry = move |_| {
                if let Some(p) = pending.clone() {
                    if cx.open.with_untracked(|o| o.as_ref().is_some_and(|s| s.id == p.id && s.rev == p.rev)) {
                        let _ = cx.commit(p);
                    } else {
                        cx.notice.set(None);
                    }
                }
            };
            view! {
                <div class=class role="status" id=not_saved.then_some("not-saved")>
                    <span class="notice-text">{text}</span>
                    {not_saved.then(|| view! {
                        <button id="not-saved-backup" on:click=move |_| match &for_backup {
                            Some(p) => download_saved(p),
                            None => cx.download_backup(),
                        }>{move || msg::UiStorageDownloadBackup.text(cx.lang.get())}</button>
                        <button id="not-saved-retry" on:click=retry>{move || msg::UiTrySavingAgain.text(cx.lang.get())}</button>
                    })}
                    <button class="close" aria-label=move || msg::SpeedClose.text(cx.lang.get()) on:click=move |_| cx.notice.set(None)>"×"</button>
                    {not_saved.then(|| view! { <home::StoredList/> })}
                </div>
            }
        })
    }
}

#[component]
fn TournamentPage() -> impl IntoView {
    let cx = ctx();
    let tab = Memo::new(move |_| match cx.route.get() {
        Route::Tournament { tab, .. } => tab,
        _ => Tab::Players,
    });
    round::next_round::provide_drawing_now();
    round::unsaved::provide();
    let on_players = Memo::new(move |_| tab.get() == Tab::Players);
    let players_kept =
        Memo::new(move |kept: Option<&bool>| kept.copied().unwrap_or(false) || on_players.get());
    Effect::new(move |_| {
        if !on_players.get() {
            let_go_of_selection();
        }
    });
    // Memos: a save changes none of them, so no save wakes the eight tabs' links or the head.
    let id = Memo::new(move |_| cx.open.with(|o| o.as_ref().map(|s| s.id.clone())));
    let id = move || id.get();
    let name = Memo::new(move |_| cx.with_t(|t| t.settings.name.clone()).unwrap_or_default());
    let format = Memo::new(move |_| {
        cx.with_t(|t| crate::format::def(t).name_in(cx.lang.get()).to_string())
            .unwrap_or_default()
    });
    let can_undo = move || {
        cx.open
            .with(|o| o.as_ref().is_some_and(|s| s.journal.can_undo()))
    };
    let can_redo = move || {
        cx.open
            .with(|o| o.as_ref().is_some_and(|s| s.journal.can_redo()))
    };
    // Pages are rebuilt only when the format changes, not at every event.
    // The rating tab where the format's games are rated (Othello, the FNGO rating rulebook).
    let rated = Memo::new(move |_| cx.with_t(|t| crate::format::def(t).rated).unwrap_or(false));
    let stages = progressive::Stages::new(2);
    let (head_at, banners_at) = (stages.at(1), stages.at(2));
    view! {
        <Show when=move || id().is_some() fallback=move || view! { <p class="empty">{move || msg::UiNoTournamentOpen.text(cx.lang.get())}</p> }>
            // The head and the tabs a task after the page's own (where the page it replaces is taken
            // down), the banners after them: opening a tournament builds its page in short tasks (the
            // players' page too builds a part a task).
            {move || head_at.get().then(|| view! {
                <div class="t-head">
                    <h1>{name}<small>{format}</small></h1>
                    <div class="t-actions">
                        <button on:click=move |_| cx.undo() disabled=move || !can_undo() title="Ctrl+Z">{move || msg::UiUndo.text(cx.lang.get())}</button>
                        <button on:click=move |_| cx.redo() disabled=move || !can_redo() title="Ctrl+Y">{move || msg::UiRedo.text(cx.lang.get())}</button>
                        <button on:click=move |_| cx.download_backup()>{move || msg::UiBackup.text(cx.lang.get())}</button>
                    </div>
                </div>
            })}
            {move || banners_at.get().then(|| view! {
                <round::unsaved::UnsavedNotice/>
                <devices::ConflictBanner/>
                <devices::server::LiveSync/>
            })}
            <nav class="tabs">
                {move || head_at.get().then(|| Tab::ALL.into_iter().filter(|t| *t != Tab::Rating || rated.get()).map(|t| {
                    let href = move || Route::Tournament { id: id().unwrap_or_default(), tab: t }.href();
                    view! {
                        <a href=href class:active=move || t == tab.get() || matches!((t, tab.get()), (Tab::Rounds(_), Tab::Rounds(_)))
                           on:click=move |_| cx.show(Route::Tournament { id: id().unwrap_or_default(), tab: t })>
                            {move || t.label(cx.lang.get())}
                        </a>
                    }
                }).collect_view())}
            </nav>
            // The players' page, once opened, stays (hidden on the other tabs): leaving it and coming
            // back take down and build nothing (a thousand rows are long to take down). Inert while
            // hidden: nothing in it takes the focus, a click or a search of the page's text.
            <div class="tab-page" inert=move || (!on_players.get()).then_some("")>
                {move || players_kept.get().then(|| { scope::page_scope(); view! { <players::Players shown=on_players/> } })}
            </div>
            {move || tab_page(tab.get())}
        </Show>
    }
}

/// Lets go of the selection when the players' page is hidden: a caret (the last click's) or a text
/// selected on the page just left. Beside the hidden page, Chromium works out the caret's place through
/// that page's layout at every frame, long with a thousand players. Asking first whether the
/// selection is a caret would cost a layout of its own.
fn let_go_of_selection() {
    if let Some(selection) = web_sys::window().and_then(|w| w.get_selection().ok().flatten()) {
        let _ = selection.remove_all_ranges();
    }
}

/// A tab's page; nothing for the players' (kept above, not rebuilt).
fn tab_page(tab: Tab) -> AnyView {
    scope::page_scope();
    match tab {
        Tab::Players => ().into_any(),
        Tab::Rounds(n) => view! { <round::Rounds selected=(n > 0).then_some(n)/> }.into_any(),
        Tab::Standings => view! { <standings::StandingsPage/> }.into_any(),
        Tab::Documents => view! { <documents::Documents/> }.into_any(),
        Tab::Rating => view! { <rating::RatingPage/> }.into_any(),
        Tab::Settings => view! { <settings::SettingsPage/> }.into_any(),
        Tab::Log => view! { <log::Log/> }.into_any(),
        Tab::Devices => view! { <devices::DevicesPage/> <phones::follow_qr::FollowQr/> }.into_any(),
    }
}
