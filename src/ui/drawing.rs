//! The draw off the page's thread (issue 30): a draw of 1000 players, or a late round of an Open whose
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
//! Request: `{ op: "draw", tournament, what, how, seed, lang }` (JSON texts); answer `{ drawn }` (the
//! round drawn, as the journal records it, as JSON) or `{ refused }` (why not, in the language asked).
//! The draw itself is the app's one use case ([`crate::app::next_round`]), here or in the worker.

use super::Ctx;
use crate::app::next_round::{draw_next, NextRound};
pub use crate::app::next_round::{How, What};
use crate::i18n::{Lang, Localized};
use crate::model::Tournament;
use crate::worker::{self, get_text, Message};
use leptos::prelude::*;
use std::cell::OnceCell;

/// A drawn round (what the journal records), or why it cannot be drawn.
pub type Outcome = Result<NextRound, String>;

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
pub async fn draw(cx: Ctx, what: What, how: How) -> Option<Outcome> {
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
        let Some(url) = worker_url() else {
            return cx.with_t(|t| draw_here(t, what, how, seed, lang));
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
            Err(_) => return cx.with_t(|t| draw_here(t, what, how, seed, lang)),
        };
        // A change saved while the worker drew (another tab, a quick click): draw again on it.
        if cx.open.with_untracked(|o| o.as_ref().map(|s| s.rev)) != Some(rev) {
            continue;
        }
        let refused = get_text(&reply, "refused");
        if !refused.is_empty() {
            return Some(Err(refused));
        }
        return Some(
            serde_json::from_str(&get_text(&reply, "drawn")).map_err(|e| format!("draw: {e}")),
        );
    }
    None
}

/// The worker's side: answers draws for its life (called by the app's `main` in a worker).
pub fn serve_draws() {
    worker::serve(|data| {
        let lang: Lang = serde_json::from_str(&get_text(data, "lang")).unwrap_or_default();
        let t: Tournament = serde_json::from_str(&get_text(data, "tournament"))
            .map_err(|e| format!("tournament: {e}"))?;
        let what: What =
            serde_json::from_str(&get_text(data, "what")).map_err(|e| format!("what: {e}"))?;
        let how: How =
            serde_json::from_str(&get_text(data, "how")).map_err(|e| format!("how: {e}"))?;
        let seed: u64 = get_text(data, "seed")
            .parse()
            .map_err(|e| format!("seed: {e}"))?;
        Ok(match draw_here(&t, what, how, seed, lang) {
            Ok(drawn) => Message::new().text(
                "drawn",
                &serde_json::to_string(&drawn).map_err(|e| e.to_string())?,
            ),
            Err(why) => Message::new().text("refused", &why),
        })
    });
}

/// Whether this module runs in a worker (no page around it).
pub fn in_worker() -> bool {
    js_sys::Reflect::get(&js_sys::global(), &"document".into()).is_ok_and(|d| d.is_undefined())
}
