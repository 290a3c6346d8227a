//! The web interface (Leptos, client-side). Pages read the tournament state and send events; they never
//! compute a rule themselves. One place, [`Ctx::dispatch`], checks an event, appends it and saves.
//!
//! The modules of the shell: [`route`] (where the director is, kept in the address), [`context`] (the
//! state every page shares, the notices, dispatch and undo), [`shell`] (the app's frame: header, notices,
//! the tournament's page and its tabs), [`mount`] (start, the crash notice, the service worker),
//! [`scope`] and [`progressive`] (what pages are built with); then a folder a page with its parts
//! (`home`, `players`, `round`, `standings`, `documents`, `rating`, `settings`, `devices`, `projector`,
//! `log`, `circuits`), the features several pages show (`phones`, `federation`) and the small pieces
//! they share (`shared`).

mod circuits;
mod context;
mod devices;
mod documents;
mod federation;
mod home;
mod log;
mod mount;
mod phones;
mod players;
mod progressive;
mod projector;
mod rating;
mod round;
mod route;
mod scope;
mod settings;
mod shared;
mod shell;
mod standings;

pub use context::{ctx, Ctx, DispatchError, Notice, Words};
pub use mount::mount;
pub use route::{Route, Tab};

/// The device's date today (its own time zone), ISO: the day a round is drawn.
pub(crate) fn today() -> String {
    let d = js_sys::Date::new_0();
    format!(
        "{:04}-{:02}-{:02}",
        d.get_full_year(),
        d.get_month() + 1,
        d.get_date()
    )
}
