//! The web interface (Leptos, client-side). Pages read the tournament state and send events; they never
//! compute a rule themselves. One place, [`Ctx::dispatch`], checks an event, appends it and saves.

mod circuits;
mod club_format;
mod conflicts;
mod documents;
mod drawing;
mod federation;
mod files;
mod follow_qr;
mod help;
mod home;
mod log;
mod names;
mod players;
mod probe;
mod projection;
mod projector;
mod proposals;
mod quarantine;
mod rating;
mod receiving;
mod register;
mod round;
mod server;
mod settings;
mod stale;
mod standings;
mod sync;
mod table_card;

pub use drawing::{in_worker, serve_draws};

use crate::i18n::{Lang, Localized};
use crate::journal::{Event, ModelError};
use crate::model::Tournament;
use crate::persist::{self, Saved};
use crate::store::{self, SaveError};
use crate::words::msg;
use leptos::prelude::*;

/// Where the director is. Kept in the address's `#…` so a reload returns to the same page.
#[derive(Clone, Debug, PartialEq)]
pub enum Route {
    Home,
    Help,
    About,
    Tournament {
        id: String,
        tab: Tab,
    },
    /// Full-screen view for the venue, no menus.
    Projector {
        id: String,
        what: projector::Projector,
    },
    /// Circuits (SPEC 5.11): the list, one circuit, its standings on the projector.
    Circuits,
    Circuit {
        id: String,
    },
    CircuitProjector {
        id: String,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tab {
    Players,
    /// The round page; 0 = the last round (or the next-round panel).
    Rounds(u32),
    Standings,
    /// Workbooks in and out, PDFs, exports.
    Documents,
    /// Othello: the federation's rating list.
    Rating,
    Settings,
    Log,
    /// Several devices on one tournament: files, a CouchDB server, conflicts (issue 22).
    Devices,
}

impl Tab {
    const ALL: [Tab; 8] = [
        Tab::Players,
        Tab::Rounds(0),
        Tab::Standings,
        Tab::Documents,
        Tab::Rating,
        Tab::Settings,
        Tab::Log,
        Tab::Devices,
    ];

    fn slug(self) -> &'static str {
        match self {
            Tab::Players => "giocatori",
            Tab::Rounds(_) => "turni",
            Tab::Standings => "classifica",
            Tab::Documents => "documenti",
            Tab::Rating => "rating",
            Tab::Settings => "impostazioni",
            Tab::Log => "registro",
            Tab::Devices => "dispositivi",
        }
    }

    fn label(self, lang: Lang) -> String {
        match self {
            Tab::Players => msg::UiPlayers.text(lang),
            Tab::Rounds(_) => msg::UiRounds.text(lang),
            Tab::Standings => msg::UiStandings.text(lang),
            Tab::Documents => msg::UiDocuments.text(lang),
            Tab::Rating => msg::UiOthelloRating.text(lang),
            Tab::Settings => msg::UiSettings.text(lang),
            Tab::Log => msg::UiLog.text(lang),
            Tab::Devices => msg::UiDevices.text(lang),
        }
    }
}

impl Route {
    pub fn to_hash(&self) -> String {
        match self {
            Route::Home => "#/".into(),
            Route::Help => "#/aiuto".into(),
            Route::About => "#/info".into(),
            Route::Circuits => "#/circuiti".into(),
            Route::Circuit { id } => format!("#/circuiti/{id}"),
            Route::CircuitProjector { id } => format!("#/circuiti/{id}/proiettore"),
            Route::Tournament {
                id,
                tab: Tab::Rounds(n),
            } if *n > 0 => format!("#/t/{id}/turni/{n}"),
            Route::Tournament { id, tab } => format!("#/t/{id}/{}", tab.slug()),
            Route::Projector {
                id,
                what: projector::Projector::Tables(n),
            } => format!("#/t/{id}/proiettore/turno/{n}"),
            Route::Projector {
                id,
                what: projector::Projector::Standings,
            } => format!("#/t/{id}/proiettore/classifica"),
        }
    }

    pub fn from_hash(hash: &str) -> Route {
        let parts: Vec<&str> = hash
            .trim_start_matches('#')
            .trim_start_matches('/')
            .split('/')
            .collect();
        match parts.as_slice() {
            ["aiuto"] => Route::Help,
            ["info"] => Route::About,
            ["circuiti"] => Route::Circuits,
            ["circuiti", id] => Route::Circuit { id: id.to_string() },
            ["circuiti", id, "proiettore"] => Route::CircuitProjector { id: id.to_string() },
            ["t", id, "proiettore", "turno", n] => Route::Projector {
                id: id.to_string(),
                what: projector::Projector::Tables(n.parse().unwrap_or(1)),
            },
            ["t", id, "proiettore", ..] => Route::Projector {
                id: id.to_string(),
                what: projector::Projector::Standings,
            },
            ["t", id, "turni", n] => Route::Tournament {
                id: id.to_string(),
                tab: Tab::Rounds(n.parse().unwrap_or(0)),
            },
            ["t", id, rest @ ..] => {
                let tab = rest
                    .first()
                    .and_then(|s| Tab::ALL.into_iter().find(|t| t.slug() == *s))
                    .unwrap_or(Tab::Players);
                Route::Tournament {
                    id: id.to_string(),
                    tab,
                }
            }
            _ => Route::Home,
        }
    }
}

// One notice at a time is on screen: the size of the not-saved variant (it carries the tournament)
// costs nothing worth a box.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    Info(String),
    Error(String),
    /// A message kept as what it says, not as text: shown in the language on screen, so switching
    /// language translates it (a refusal, an undo, a merge).
    Said {
        error: bool,
        words: Words,
    },
    /// Saving failed: the change was not applied (the screen shows what is stored). `pending` is the
    /// tournament with the change, offered as a backup download and saved again by "Riprova".
    NotSaved {
        text: String,
        pending: Option<Saved>,
    },
}

/// A message in words of either language.
#[derive(Clone)]
pub struct Words(std::sync::Arc<dyn Fn(Lang) -> String + Send + Sync>);

impl Words {
    pub fn text(&self, lang: Lang) -> String {
        (self.0)(lang)
    }
}

impl std::fmt::Debug for Words {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl PartialEq for Words {
    fn eq(&self, other: &Self) -> bool {
        std::sync::Arc::ptr_eq(&self.0, &other.0)
    }
}

/// Why an event did not become part of the tournament.
#[derive(Clone, Debug, PartialEq)]
pub enum DispatchError {
    /// The rules refuse it.
    Refused(ModelError),
    /// It could not be saved, so it was not applied (the banner says why and what to do).
    NotSaved(SaveError),
}

impl Localized for DispatchError {
    fn text(&self, lang: Lang) -> String {
        match self {
            DispatchError::Refused(e) => e.text(lang),
            DispatchError::NotSaved(SaveError::Full) => msg::UiStorageNotSaved.str(lang).into(),
            DispatchError::NotSaved(e) => e.text(lang),
        }
    }
}

/// The application's state, shared with every page through Leptos context.
#[derive(Clone, Copy)]
pub struct Ctx {
    pub lang: RwSignal<Lang>,
    pub route: RwSignal<Route>,
    /// The open tournament.
    pub open: RwSignal<Option<Saved>>,
    pub notice: RwSignal<Option<Notice>>,
    /// Bumped when the stored list changes, so the home page re-reads it.
    pub list_version: RwSignal<u32>,
}

pub fn ctx() -> Ctx {
    expect_context::<Ctx>()
}

impl Ctx {
    pub fn go(&self, route: Route) {
        if let Some(w) = web_sys::window() {
            let _ = w.location().set_hash(&route.to_hash());
        }
        self.route.set(route);
    }

    pub fn info(&self, text: String) {
        self.notice.set(Some(Notice::Info(text)));
    }

    pub fn error(&self, text: String) {
        self.notice.set(Some(Notice::Error(text)));
    }

    /// Shows a message in the language on screen, translated when the language changes.
    pub fn say(&self, words: impl Fn(Lang) -> String + Send + Sync + 'static) {
        self.notice.set(Some(Notice::Said {
            error: false,
            words: Words(std::sync::Arc::new(words)),
        }));
    }

    /// [`Ctx::say`] for a refusal or a failure.
    pub fn say_error(&self, words: impl Fn(Lang) -> String + Send + Sync + 'static) {
        self.notice.set(Some(Notice::Said {
            error: true,
            words: Words(std::sync::Arc::new(words)),
        }));
    }

    /// Reads a value from the open tournament's state.
    pub fn with_t<R>(&self, f: impl FnOnce(&Tournament) -> R) -> Option<R> {
        self.open.with(|o| o.as_ref().map(|s| f(s.journal.state())))
    }

    /// Checks and applies an event to the open tournament, then saves; a refusal shows as a banner.
    /// `true` when the change is applied and saved.
    pub fn dispatch(&self, event: Event) -> bool {
        match self.try_dispatch(event) {
            Ok(()) => true,
            Err(DispatchError::Refused(e)) => {
                self.say_error(move |lang| e.text(lang));
                false
            }
            // The banner is already up.
            Err(DispatchError::NotSaved(_)) => false,
        }
    }

    /// Checks an event, applies it to a copy of the open tournament and saves that; only a saved
    /// change reaches the screen. A refusal or a failed save is returned and nothing changes. If
    /// another tab saved the tournament meanwhile, its version is loaded first and the event is
    /// applied on top of it, so neither tab's work is lost.
    pub fn try_dispatch(&self, event: Event) -> Result<(), DispatchError> {
        self.refresh_if_changed_elsewhere();
        let Some(mut next) = self.open.get_untracked() else {
            return Ok(());
        };
        next.journal
            .execute(event, store::now_ms())
            .map_err(DispatchError::Refused)?;
        self.commit(next).map_err(DispatchError::NotSaved)
    }

    pub fn undo(&self) {
        self.step(true);
    }

    pub fn redo(&self) {
        self.step(false);
    }

    /// Undoes (`back`) or redoes the last event, says which, and saves.
    fn step(&self, back: bool) {
        self.refresh_if_changed_elsewhere();

        let Some(mut next) = self.open.get_untracked() else {
            return;
        };
        let format = crate::format::kind(&next.journal.state().settings);
        let entry = if back {
            next.journal.undo_at(store::now_ms())
        } else {
            next.journal.redo_at(store::now_ms())
        };
        match entry.map(|e| e.event.clone()) {
            Ok(event) => {
                if self.commit(next).is_ok() {
                    self.say(move |lang| {
                        let done = if back {
                            msg::UiUndone.text(lang)
                        } else {
                            msg::UiRedone.text(lang)
                        };
                        format!("{done}: {}", event.describe_in(format, lang))
                    });
                }
            }
            Err(e) => self.say_error(move |lang| e.text(lang)),
        }
    }

    /// The open tournament's id (empty when none is open), read without tracking.
    pub fn current_id(&self) -> String {
        self.open
            .with_untracked(|o| o.as_ref().map(|s| s.id.clone()))
            .unwrap_or_default()
    }

    /// Saves `next` (the open tournament with one more change) and shows it. If it cannot be saved,
    /// the screen keeps the last saved state, and the banner says which change was not saved and why,
    /// offers it as a backup, and lists the stored tournaments to free space.
    pub(super) fn commit(&self, mut next: Saved) -> Result<(), SaveError> {
        let lang = self.lang.get_untracked();
        match store::write(&mut next) {
            Ok(()) => {
                self.open.set(Some(next));
                self.list_version.update(|v| *v += 1);
                // A message belongs to its action: the next saved change takes it away (a refusal fixed
                // and saved, a tie warning once the table is saved; issue 23, item 5).
                if self.notice.with_untracked(Option::is_some) {
                    self.notice.set(None);
                }
                Ok(())
            }
            Err(SaveError::Conflict) => {
                self.reload_open();
                self.error(SaveError::Conflict.text(lang));
                Err(SaveError::Conflict)
            }
            Err(e) => {
                let what = next
                    .journal
                    .entries()
                    .last()
                    .map(|e| {
                        e.event
                            .describe_in(crate::format::kind(&next.journal.state().settings), lang)
                    })
                    .unwrap_or_default();
                let text = format!(
                    "{} {what_q}. {}",
                    msg::UiChangeNotSaved.text(lang),
                    e.text(lang),
                    what_q = msg::UiQuoted { text: &what }.text(lang)
                );
                self.notice.set(Some(Notice::NotSaved {
                    text,
                    pending: Some(next),
                }));
                Err(e)
            }
        }
    }

    /// If another tab saved the open tournament, load its version.
    fn refresh_if_changed_elsewhere(&self) {
        let Some((id, rev)) = self
            .open
            .with_untracked(|o| o.as_ref().map(|s| (s.id.clone(), s.rev)))
        else {
            return;
        };
        if store::stored_rev(&id).is_some_and(|stored| stored != rev) {
            self.reload_open();
            self.info(SaveError::Conflict.text(self.lang.get_untracked()));
        }
    }

    fn reload_open(&self) {
        let Some(id) = self
            .open
            .with_untracked(|o| o.as_ref().map(|s| s.id.clone()))
        else {
            return;
        };
        if let Some(Ok(saved)) = store::read(&id) {
            self.open.set(Some(saved));
        }
    }

    /// Opens a stored tournament (after a route change or a reload).
    pub fn open_id(&self, id: &str) {
        if self
            .open
            .with_untracked(|o| o.as_ref().is_some_and(|s| s.id == id))
        {
            return;
        }
        let lang = self.lang.get_untracked();
        // Another tournament's message does not stay over this one.
        self.drop_message();
        match store::read(id) {
            Some(Ok(saved)) => self.open.set(Some(saved)),
            Some(Err(e)) => {
                self.open.set(None);
                self.error(e.text(lang));
            }
            None => {
                self.open.set(None);
                self.error(msg::UiTournamentNotFound.text(lang));
            }
        }
    }

    /// Takes away the message of an earlier action (not a change waiting to be saved).
    pub fn drop_message(&self) {
        if self.notice.with_untracked(|n| {
            matches!(
                n,
                Some(Notice::Info(_) | Notice::Error(_) | Notice::Said { .. })
            )
        }) {
            self.notice.set(None);
        }
    }

    /// Switches the language: a message kept as words is said again in it; one written as text in the
    /// other language goes (it belonged to an earlier action).
    pub fn set_lang(&self, lang: Lang) {
        if self.lang.get_untracked() != lang {
            if self
                .notice
                .with_untracked(|n| matches!(n, Some(Notice::Info(_) | Notice::Error(_))))
            {
                self.notice.set(None);
            }
            self.lang.set(lang);
        }
    }

    /// Downloads the open tournament as a backup file.
    pub fn download_backup(&self) {
        self.open.with_untracked(|o| {
            if let Some(s) = o {
                download_saved(s);
            }
        });
    }
}

/// Downloads a tournament as a backup file.
fn download_saved(s: &Saved) {
    let name = persist::backup_file_name(&s.journal.state().settings.name);
    store::download(&name, s.to_text().as_bytes(), "application/json");
}

#[derive(serde::Serialize, serde::Deserialize, Default)]
struct Prefs {
    #[serde(default)]
    lang: Lang,
}

/// The device's date today (its own time zone), ISO: the day a round is drawn (SPEC 6).
pub(crate) fn today() -> String {
    let d = js_sys::Date::new_0();
    format!(
        "{:04}-{:02}-{:02}",
        d.get_full_year(),
        d.get_month() + 1,
        d.get_date()
    )
}

fn current_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

#[component]
pub fn App() -> impl IntoView {
    let prefs: Prefs = store::load_prefs()
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_default();
    let cx = Ctx {
        lang: RwSignal::new(prefs.lang),
        route: RwSignal::new(Route::from_hash(&current_hash())),
        open: RwSignal::new(None),
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
    view! {
        {move || {
            let page = match screen.get() {
                Screen::Projector(what) => return view! { <projector::ProjectorView what/> }.into_any(),
                Screen::CircuitProjector(id) => return view! { <circuits::CircuitProjector id/> }.into_any(),
                Screen::Home => view! { <home::Home/> }.into_any(),
                Screen::Help => view! { <help::Help/> }.into_any(),
                Screen::About => view! { <help::About/> }.into_any(),
                Screen::Tournament(_) => view! { <TournamentPage/> }.into_any(),
                Screen::Circuits => view! { <circuits::CircuitsHome/> }.into_any(),
                Screen::Circuit(id) => view! { <circuits::CircuitPage id/> }.into_any(),
            };
            view! { <Header/> <NoticeBar/> <main>{page}</main> }.into_any()
        }}
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
        <header class="top">
            <a class="brand" href="#/" on:click=move |_| cx.route.set(Route::Home)>"Raduno"</a>
            <nav>
                <a href="#/" on:click=move |_| cx.route.set(Route::Home)>{move || msg::UiTournaments.text(cx.lang.get())}</a>
                <a href="#/circuiti" id="nav-circuits" on:click=move |_| cx.route.set(Route::Circuits)>{move || msg::UiCircuits.text(cx.lang.get())}</a>
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
    round::provide_drawing_now();
    let on_players = Memo::new(move |_| tab.get() == Tab::Players);
    let players_kept =
        Memo::new(move |kept: Option<&bool>| kept.copied().unwrap_or(false) || on_players.get());
    Effect::new(move |_| {
        if !on_players.get() {
            let_go_of_selection();
        }
    });
    let id = move || cx.open.with(|o| o.as_ref().map(|s| s.id.clone()));
    let name = move || cx.with_t(|t| t.settings.name.clone()).unwrap_or_default();
    let format = move || {
        cx.with_t(|t| crate::format::def(t).name_in(cx.lang.get()).to_string())
            .unwrap_or_default()
    };
    let can_undo = move || {
        cx.open
            .with(|o| o.as_ref().is_some_and(|s| s.journal.can_undo()))
    };
    let can_redo = move || {
        cx.open
            .with(|o| o.as_ref().is_some_and(|s| s.journal.can_redo()))
    };
    // Pages are rebuilt only when the format changes, not at every event.
    // The rating tab where the format's games are rated (Othello, SPEC 5.9).
    let rated = Memo::new(move |_| cx.with_t(|t| crate::format::def(t).rated).unwrap_or(false));
    view! {
        <Show when=move || id().is_some() fallback=move || view! { <p class="empty">{move || msg::UiNoTournamentOpen.text(cx.lang.get())}</p> }>
            <div class="t-head">
                <h1>{name}<small>{format}</small></h1>
                <div class="t-actions">
                    <button on:click=move |_| cx.undo() disabled=move || !can_undo() title="Ctrl+Z">{move || msg::UiUndo.text(cx.lang.get())}</button>
                    <button on:click=move |_| cx.redo() disabled=move || !can_redo() title="Ctrl+Y">{move || msg::UiRedo.text(cx.lang.get())}</button>
                    <button on:click=move |_| cx.download_backup()>{move || msg::UiBackup.text(cx.lang.get())}</button>
                </div>
            </div>
            <sync::ConflictBanner/>
            <server::LiveSync/>
            <nav class="tabs">
                {move || Tab::ALL.into_iter().filter(|t| *t != Tab::Rating || rated.get()).map(|t| {
                    let href = move || Route::Tournament { id: id().unwrap_or_default(), tab: t }.to_hash();
                    view! {
                        <a href=href class:active=move || t == tab.get() || matches!((t, tab.get()), (Tab::Rounds(_), Tab::Rounds(_)))
                           on:click=move |_| cx.route.set(Route::Tournament { id: id().unwrap_or_default(), tab: t })>
                            {move || t.label(cx.lang.get())}
                        </a>
                    }
                }).collect_view()}
            </nav>
            // The players' page, once opened, stays (hidden on the other tabs): leaving it and coming
            // back take down and build nothing (1000 rows: 35 ms to take down, issue 30). Inert while
            // hidden: nothing in it takes the focus, a click or a search of the page's text.
            <div class="tab-page" inert=move || (!on_players.get()).then_some("")>
                {move || players_kept.get().then(|| view! { <players::Players shown=on_players/> })}
            </div>
            {move || tab_page(tab.get())}
        </Show>
    }
}

/// Lets go of the selection when the players' page is hidden: a caret (the last click's) or a text
/// selected on the page just left. Beside the hidden page, Chromium works out the caret's place through
/// that page's layout at every frame (about 27 ms a frame at 1000 players). Asking first whether the
/// selection is a caret would cost a layout of its own (24 ms measured).
fn let_go_of_selection() {
    if let Some(selection) = web_sys::window().and_then(|w| w.get_selection().ok().flatten()) {
        let _ = selection.remove_all_ranges();
    }
}

/// A tab's page; nothing for the players' (kept above, not rebuilt).
fn tab_page(tab: Tab) -> AnyView {
    match tab {
        Tab::Players => ().into_any(),
        Tab::Rounds(n) => view! { <round::Rounds selected=(n > 0).then_some(n)/> }.into_any(),
        Tab::Standings => view! { <standings::StandingsPage/> }.into_any(),
        Tab::Documents => view! { <documents::Documents/> }.into_any(),
        Tab::Rating => view! { <rating::RatingPage/> }.into_any(),
        Tab::Settings => view! { <settings::SettingsPage/> }.into_any(),
        Tab::Log => view! { <log::Log/> }.into_any(),
        Tab::Devices => view! { <sync::DevicesPage/> <follow_qr::FollowQr/> }.into_any(),
    }
}

/// Starts the app (called by the `raduno-web` binary).
pub fn mount() {
    console_error_panic_hook_lite();
    server::narrow_connections();
    // First put back what a killed browser did not write to local storage (its IndexedDB copy), then
    // start; an IndexedDB that does not answer within 1.5 s does not hold the app back.
    wasm_bindgen_futures::spawn_local(async {
        let restored = store::recover(1500).await;
        if !restored.is_empty() {
            web_sys::console::info_1(
                &format!("Raduno: restored from IndexedDB: {}", restored.join(", ")).into(),
            );
        }
        leptos::mount::mount_to_body(App);
    });
    register_service_worker();
}

/// A panic shows a message instead of a silently dead page; the tournament is already saved.
fn console_error_panic_hook_lite() {
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&format!("Raduno: {info}").into());
        if let Some(body) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.body())
        {
            let _ = body.insert_adjacent_html(
                "afterbegin",
                "<div class=\"notice error\">Errore interno: ricarica la pagina. Il torneo è salvato. / Internal error: reload the page. The tournament is saved.</div>",
            );
        }
    }));
}

/// The service worker makes the app load with no network after the first visit.
fn register_service_worker() {
    if let Some(w) = web_sys::window() {
        let protocol = w.location().protocol().unwrap_or_default();
        if protocol.starts_with("http") {
            let _ = w.navigator().service_worker().register("./sw.js");
        }
    }
}
