//! The state every page shares through Leptos context ([`Ctx`]): the language, the route, the open
//! tournament and the notice on screen; [`Ctx::dispatch`] checks an event, appends it and saves, and undo.

use crate::i18n::{Lang, Localized};
use crate::journal::{Event, ModelError};
use crate::model::Tournament;
use crate::persist::{self, Saved};
use crate::store::{self, SaveError};
use crate::words::msg;
use leptos::prelude::*;

use super::route::Route;
use super::scope::Shared;

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
    /// The language on screen (followed page by page: [`super::scope`]).
    pub lang: Shared<Lang>,
    pub route: RwSignal<Route>,
    /// The open tournament (followed page by page: [`super::scope`]).
    pub open: Shared<Option<Saved>>,
    pub notice: RwSignal<Option<Notice>>,
    /// Bumped when the stored list changes, so the home page re-reads it.
    pub list_version: RwSignal<u32>,
}

pub fn ctx() -> Ctx {
    expect_context::<Ctx>()
}

impl Ctx {
    /// A link's click: the page of the route (the link's address, [`Route::href`], is already set).
    pub fn show(&self, route: Route) {
        self.route.set(route);
    }

    pub fn go(&self, route: Route) {
        if let Some(w) = web_sys::window() {
            let _ = w.location().set_hash(&route.to_hash());
        }
        self.route.set(route);
    }

    /// [`Ctx::go`] in two tasks: the address now, the page in the next (or when the address's change is
    /// heard, whichever comes first), so a task that has just stored a tournament does not also build
    /// its page.
    pub fn go_next(&self, route: Route) {
        if let Some(w) = web_sys::window() {
            let _ = w.location().set_hash(&route.to_hash());
        }
        let cx = *self;
        set_timeout(
            move || {
                if cx.route.try_get_untracked().is_some_and(|r| r != route) {
                    cx.route.set(route);
                }
            },
            std::time::Duration::from_millis(0),
        );
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

    /// [`Ctx::dispatch`] of `event`, then of what it calls for once applied (`then`, asked of the state
    /// with `event` in it: a drawn round's date), as one command ([`crate::journal::Journal::execute_with`]):
    /// one write, one change of the screen, one undo. A refusal of `event` is said and nothing changes;
    /// one of what follows is said and `event` is saved alone. `true` when `event` is applied and saved.
    pub fn dispatch_with(
        &self,
        event: Event,
        then: impl FnOnce(&Tournament) -> Option<Event>,
    ) -> bool {
        self.refresh_if_changed_elsewhere();
        let Some(mut next) = self.open.get_untracked() else {
            return true;
        };
        let refused = match next.journal.execute_with(event, then, store::now_ms()) {
            Ok(refused) => refused,
            Err(e) => {
                self.say_error(move |lang| e.text(lang));
                return false;
            }
        };
        if self.commit(next).is_err() {
            return false;
        }
        if let Some(e) = refused {
            self.say_error(move |lang| e.text(lang));
        }
        true
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
                // and saved, a tie warning once the table is saved).
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
                // The change the director made: the first entry not saved (a drawn round, not the
                // date saved with it).
                let saved_entries = self
                    .open
                    .with_untracked(|o| o.as_ref().map_or(0, |s| s.journal.entries().len()));
                let entries = next.journal.entries();
                let what = entries
                    .get(saved_entries)
                    .or(entries.last())
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
    pub(super) fn refresh_if_changed_elsewhere(&self) {
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

    /// Opens a stored tournament (after a route change or a reload): read in an earlier task when it was
    /// [`preload`]ed.
    pub fn open_id(&self, id: &str) {
        // A tournament read ahead is for this opening only, never a later one.
        let preloaded = PRELOADED.with(|p| p.borrow_mut().take());
        if self
            .open
            .with_untracked(|o| o.as_ref().is_some_and(|s| s.id == id))
        {
            return;
        }
        let lang = self.lang.get_untracked();
        // Another tournament's message does not stay over this one.
        self.drop_message();
        let read = preloaded
            .filter(|(read_id, _)| read_id == id)
            .map_or_else(|| store::read(id), |(_, read)| read);
        match read {
            Some(Ok(saved)) => {
                self.open.set(Some(saved));
                if let Some(damage) = store::tail_damage(id) {
                    self.say_error(move |lang| damage.text(lang));
                }
            }
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

/// A stored tournament read ahead: its id and what reading it gave (`None`: nothing stored).
type Preloaded = (String, Option<Result<Saved, persist::LoadError>>);

thread_local! {
    /// A tournament read before the page that shows it is built ([`preload`]).
    static PRELOADED: std::cell::RefCell<Option<Preloaded>> =
        const { std::cell::RefCell::new(None) };
}

/// Reads stored tournament `id` now, for [`Ctx::open_id`] to open in a later task: reading a
/// tournament (its journal replayed) and building its page are two tasks, not one.
pub fn preload(id: &str) {
    let read = store::read(id);
    PRELOADED.with(|p| *p.borrow_mut() = Some((id.to_string(), read)));
}

/// Downloads a tournament as a backup file.
pub(super) fn download_saved(s: &Saved) {
    let name = persist::backup_file_name(&s.journal.state().settings.name);
    store::download(&name, s.to_text().as_bytes(), "application/json");
}
