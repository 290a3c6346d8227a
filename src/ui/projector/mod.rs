//! The projector: a full-screen page for the venue, readable from the back of the hall. For a round it
//! shows every table (a page at a time, turning by itself when they do not all fit), who sits out or has
//! the bye, a "where do I sit?" search and the round clock; for the standings, pages of rows.
//!
//! The search forgives what players type at a venue: every Latin letter ("nicolo" finds Nicolò,
//! "zolkiewski" Łukasz Żółkiewski), spaces and apostrophes ("dellacqua"), any part and any order of the
//! words ("Acqua Nicolò"), the ID and the forum nickname; the table found scrolls into view and the
//! seat is said in words ("Tavolo 13, posto 2"). Who sits out the round is listed under the tables.

mod tables;

use super::ctx;
use crate::model::search::Query;
use crate::model::{PlayerId, Tournament};
use crate::words::msg;
use leptos::prelude::*;
use tables::ProjectorTables;

/// What the projector shows, as its address names it: the round page and the standings link to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Projector {
    Tables(u32),
    Standings,
}

/// Does the typed `query` name this player? Every Latin letter folded, spaces and apostrophes ignored,
/// any part and any order of the words of his first name, last name or nickname; a number is his ID
/// ([`Query`]).
pub fn finds(t: &Tournament, id: PlayerId, query: &Query) -> bool {
    if query.is_empty() {
        return false;
    }
    match t.player(id) {
        Some(p) => query.finds_player(p, &[]),
        None => query.is_number(id),
    }
}

/// The round clock, kept in this browser's session storage per tournament and round, so a reload of the
/// projector keeps it running.
#[derive(Clone, Copy, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
struct Clock {
    /// When it was last started (ms since 1970), while running.
    started_ms: Option<f64>,
    /// Time already run before the last start, in ms.
    run_ms: f64,
}

impl Clock {
    fn elapsed(&self, now: f64) -> f64 {
        self.run_ms + self.started_ms.map_or(0.0, |s| (now - s).max(0.0))
    }
}

fn clock_key(id: &str, round: u32) -> String {
    format!("raduno.clock.{id}.{round}")
}

/// "mm:ss" (or "h:mm:ss") of whole seconds left.
fn clock_text(ms_left: f64) -> String {
    let s = (ms_left / 1000.0).ceil().max(0.0) as u64;
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{:02}:{:02}", s / 60, s % 60)
    }
}

#[component]
fn RoundClock(number: u32) -> impl IntoView {
    let cx = ctx();
    // The tournament opens after the page is built (a projector opened in a new tab): the key follows it.
    let key = Memo::new(move |_| {
        clock_key(
            &cx.open
                .with(|o| o.as_ref().map(|s| s.id.clone()))
                .unwrap_or_default(),
            number,
        )
    });
    let clock = RwSignal::new(Clock::default());
    Effect::new(move |_| {
        let stored: Clock = crate::store::session::read(&key.get()).unwrap_or_default();
        clock.set(stored);
    });
    let now = RwSignal::new(js_sys::Date::now());
    let handle = set_interval_with_handle(
        move || now.set(js_sys::Date::now()),
        std::time::Duration::from_millis(250),
    )
    .ok();
    on_cleanup(move || {
        if let Some(h) = handle {
            h.clear()
        }
    });
    let minutes = move || cx.with_t(|t| t.settings.round_minutes).flatten();
    let save = move |c: Clock| {
        clock.set(c);
        crate::store::session::write(&key.get_untracked(), &c);
    };
    let left = move || minutes().map(|m| m as f64 * 60_000.0 - clock.get().elapsed(now.get()));
    let running = move || clock.with(|c| c.started_ms.is_some());
    view! {
        {move || match minutes() {
            // No round length set: no clock, and no word to the room (the settings are the director's).
            None => ().into_any(),
            Some(_) => view! {
                <div class="p-clock" id="clock" role="timer" aria-live="off">
                    <span class="time" id="clock-time" class:over=move || left().is_some_and(|l| l <= 0.0)>{move || left().map(clock_text).unwrap_or_default()}</span>
                    <button id="clock-start" on:click=move |_| {
                        let c = clock.get_untracked();
                        if c.started_ms.is_none() { save(Clock { started_ms: Some(js_sys::Date::now()), ..c }) }
                    } disabled=running>{move || msg::UiStart.text(cx.lang.get())}</button>
                    <button id="clock-pause" on:click=move |_| {
                        let c = clock.get_untracked();
                        let now = js_sys::Date::now();
                        save(Clock { started_ms: None, run_ms: c.elapsed(now) })
                    } disabled=move || !running()>{move || msg::UiPause.text(cx.lang.get())}</button>
                    <button id="clock-reset" on:click=move |_| save(Clock::default())>{move || msg::UiReset.text(cx.lang.get())}</button>
                    {move || left().is_some_and(|l| l <= 0.0).then(|| view! { <b>{msg::UiTimeIsUp.text(cx.lang.get())}</b> })}
                </div>
            }.into_any(),
        }}
    }
}

/// Full-screen view for the venue: large type, readable from the back of the hall.
#[component]
pub fn ProjectorView(what: Projector) -> impl IntoView {
    let cx = ctx();
    let query = RwSignal::new(String::new());
    let name = move || cx.with_t(|t| t.settings.name.clone()).unwrap_or_default();
    let fullscreen = move |_| {
        if let Some(el) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        {
            let _ = el.request_fullscreen();
        }
    };
    view! {
        <div class="projector" id="projector">
            <header>
                <h1>{name}{move || match what {
                    Projector::Tables(n) => format!(" — {} {n}", msg::UiRound.text(cx.lang.get())),
                    Projector::Standings => format!(" — {}", msg::UiStandings.text(cx.lang.get())),
                }}</h1>
                {match what {
                    Projector::Tables(n) => view! {
                        <RoundClock number=n/>
                        <input type="search" id="where" aria-label=move || msg::UiProjectorSearchLabel.text(cx.lang.get())
                               placeholder=move || msg::UiProjectorSearchPlaceholder.text(cx.lang.get())
                               prop:value=move || query.get() on:input=move |ev| query.set(event_target_value(&ev))/>
                    }.into_any(),
                    Projector::Standings => ().into_any(),
                }}
                <button on:click=fullscreen>{move || msg::UiFullScreen.text(cx.lang.get())}</button>
            </header>
            {match what {
                Projector::Tables(n) => view! { <crate::ui::round::out_of_rules::OutOfRulesNote number=n/> <crate::ui::phones::follow_qr::FollowQr for_room=true/> }.into_any(),
                Projector::Standings => ().into_any(),
            }}
            {move || match what {
                Projector::Tables(n) => view! { <ProjectorTables number=n query/> }.into_any(),
                Projector::Standings => view! { <super::standings::ProjectorStandings/> }.into_any(),
            }}
        </div>
    }
}
