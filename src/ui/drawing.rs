//! The draw off the page's thread: a draw of 1000 players, or a late round of an Open whose
//! optimiser works for half a second, runs in a web worker while the page stays responsive and shows a
//! progress mark.
//!
//! The worker is the app's own module: `draw_worker.js` (public/) imports the same wasm and JS the page
//! loaded (their hashed names come from the page's preload links), and the app's `main` serves draws
//! there instead of mounting the interface. So the draw costs the first load nothing but this file and
//! the worker no download at all (the browser and the service worker have the files); it is started
//! when the next-round panel shows, so the first draw does not wait for it. Where no worker can start
//! (a page without the links), the page draws itself, as before.
//!
//! Request: `{ op: "draw", tournament, what, how, seed, lang }` (JSON texts); answer `{ drawn, report }`
//! (the round drawn, as the journal records it, and the round page's conflict report of the tournament
//! with it recorded, as JSON) or `{ refused }` (why not, in the language asked). The draw itself is the
//! app's one use case ([`crate::app::next_round`]), here or in the worker. The report is the worker's:
//! its bounds reuse the draw's exact search, which the page does not have, so the page never makes it
//! again (a 1.6 s task on an Open of 31 at round 6).
//!
//! Request: `{ op: "check", tournament, number }`; answer `{ report }` (`null` when the round cannot be
//! checked): the report of a round seated by hand, imported or reloaded, off the page's thread too.

use super::Ctx;
use crate::app::next_round::{draw_next, NextRound};
pub use crate::app::next_round::{How, What};
use crate::draw::ConflictReport;
use crate::i18n::{Lang, Localized};
use crate::model::Tournament;
use crate::worker::{self, get_text, Message};
use leptos::prelude::*;
use std::cell::OnceCell;

/// A drawn round (what the journal records), or why it cannot be drawn.
pub type Outcome = Result<NextRound, String>;

/// A drawn round with the round page's report of it (when the worker made it), or why not.
pub type Drawn = Result<(NextRound, Option<ConflictReport>), String>;

/// The round page's conflict report of round `number` (`raduno check`'s), `None` when it cannot be made.
fn check_here(t: &Tournament, number: u32) -> Option<ConflictReport> {
    crate::draw::check_round(t, number, crate::format::draw_spec(t, number))
        .ok()
        .map(|c| c.report)
}

/// The report of the round just drawn, as the round page sees it once the journal has recorded it.
fn report_of_drawn(t: &Tournament, drawn: &NextRound) -> Option<ConflictReport> {
    let mut after = t.clone();
    crate::journal::apply(&mut after, &drawn.clone().into_event()).ok()?;
    check_here(&after, drawn.number())
}

/// Draws here, on this thread.
fn draw_here(t: &Tournament, what: What, how: How, seed: u64, lang: Lang) -> Outcome {
    draw_next(t, what, how, seed).map_err(|e| e.text(lang))
}

/// The draw worker's script (public/draw_worker.js).
const WORKER: &str = "./draw_worker.js";

thread_local! {
    static MODULE: OnceCell<Option<(String, String)>> = const { OnceCell::new() };
}

/// The page's own module and wasm (their hashed names, from the page's preload links); `None` without.
fn module() -> Option<(String, String)> {
    MODULE.with(|m| {
        m.get_or_init(|| {
            let doc = web_sys::window()?.document()?;
            let href = |selector: &str| {
                doc.query_selector(selector)
                    .ok()
                    .flatten()
                    .and_then(|l| l.get_attribute("href"))
            };
            Some((
                href("link[rel=modulepreload][href*='raduno-web']")?,
                href("link[rel=preload][href*='raduno-web'][href$='.wasm']")?,
            ))
        })
        .clone()
    })
}

/// Starts the draw worker once, telling it the module to load (a service worker answers the script
/// from its cache under the plain name, so the names travel in the first message, not in the address).
fn worker_url() -> Option<&'static str> {
    let (js, wasm) = module()?;
    let hello = Message::new().text("js", &js).text("wasm", &wasm);
    worker::start(WORKER, &hello.object).ok()?;
    Some(WORKER)
}

/// Starts the worker ahead of the first draw (it compiles the module meanwhile, on its own thread).
pub fn warm() {
    let _ = worker_url();
}

/// Draws `what` of the open tournament with a fresh seed, in the worker (on this thread where no
/// worker can start). `None` when no tournament is open, or it changed while the worker drew twice.
pub async fn draw(cx: Ctx, what: What, how: How) -> Option<Drawn> {
    for _ in 0..2 {
        let lang = cx.lang.get_untracked();
        let seed = crate::store::random_u64();
        let (rev, text) = cx.open.with_untracked(|o| {
            o.as_ref().map(|s| {
                (
                    s.rev,
                    serde_json::to_string(s.journal.state()).unwrap_or_default(),
                )
            })
        })?;
        let here = || cx.with_t(|t| draw_here(t, what, how, seed, lang).map(|d| (d, None)));
        let Some(url) = worker_url() else {
            return here();
        };
        let request = Message::new()
            .text("op", "draw")
            .text("tournament", &text)
            .text("what", &serde_json::to_string(&what).unwrap_or_default())
            .text("how", &serde_json::to_string(&how).unwrap_or_default())
            .text("seed", &seed.to_string())
            .text("lang", &serde_json::to_string(&lang).unwrap_or_default());
        let reply = match worker::call(url, request).await {
            Ok(reply) => reply,
            // The worker could not start or crashed: the page draws.
            Err(_) => return here(),
        };
        // A change saved while the worker drew (another tab, a quick click): draw again on it.
        if cx.open.with_untracked(|o| o.as_ref().map(|s| s.rev)) != Some(rev) {
            continue;
        }
        let refused = get_text(&reply, "refused");
        if !refused.is_empty() {
            return Some(Err(refused));
        }
        let report: Option<ConflictReport> =
            serde_json::from_str(&get_text(&reply, "report")).unwrap_or(None);
        return Some(
            serde_json::from_str(&get_text(&reply, "drawn"))
                .map(|d| (d, report))
                .map_err(|e| format!("draw: {e}")),
        );
    }
    None
}

/// The conflict report of round `number` of the open tournament, made in the worker (here where no
/// worker can start). `None` when the round cannot be checked or the tournament changed meanwhile.
pub async fn check(cx: Ctx, number: u32) -> Option<ConflictReport> {
    let (rev, text) = cx.open.with_untracked(|o| {
        o.as_ref().map(|s| {
            (
                s.rev,
                serde_json::to_string(s.journal.state()).unwrap_or_default(),
            )
        })
    })?;
    let here = || {
        super::probe::bump("round-check");
        cx.open
            .with_untracked(|o| o.as_ref().map(|s| check_here(s.journal.state(), number)))
            .flatten()
    };
    let Some(url) = worker_url() else {
        return here();
    };
    let request = Message::new()
        .text("op", "check")
        .text("tournament", &text)
        .text("number", &number.to_string());
    let Ok(reply) = worker::call(url, request).await else {
        return here();
    };
    if cx.open.with_untracked(|o| o.as_ref().map(|s| s.rev)) != Some(rev) {
        return None;
    }
    super::probe::bump("worker-check");
    serde_json::from_str(&get_text(&reply, "report")).unwrap_or(None)
}

/// The worker's side: answers draws for its life (called by the app's `main` in a worker).
pub fn serve_draws() {
    worker::serve(|data| {
        let t: Tournament = serde_json::from_str(&get_text(data, "tournament"))
            .map_err(|e| format!("tournament: {e}"))?;
        if get_text(data, "op") == "check" {
            let number: u32 = get_text(data, "number")
                .parse()
                .map_err(|e| format!("number: {e}"))?;
            return Ok(Message::new().text(
                "report",
                &serde_json::to_string(&check_here(&t, number)).map_err(|e| e.to_string())?,
            ));
        }
        let lang: Lang = serde_json::from_str(&get_text(data, "lang")).unwrap_or_default();
        let what: What =
            serde_json::from_str(&get_text(data, "what")).map_err(|e| format!("what: {e}"))?;
        let how: How =
            serde_json::from_str(&get_text(data, "how")).map_err(|e| format!("how: {e}"))?;
        let seed: u64 = get_text(data, "seed")
            .parse()
            .map_err(|e| format!("seed: {e}"))?;
        Ok(match draw_here(&t, what, how, seed, lang) {
            Ok(drawn) => Message::new()
                .text(
                    "drawn",
                    &serde_json::to_string(&drawn).map_err(|e| e.to_string())?,
                )
                .text(
                    "report",
                    &serde_json::to_string(&report_of_drawn(&t, &drawn))
                        .map_err(|e| e.to_string())?,
                ),
            Err(why) => Message::new().text("refused", &why),
        })
    });
}

/// Whether this module runs in a worker (no page around it).
pub fn in_worker() -> bool {
    js_sys::Reflect::get(&js_sys::global(), &"document".into()).is_ok_and(|d| d.is_undefined())
}
