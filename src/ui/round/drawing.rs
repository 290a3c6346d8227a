//! The draw off the page's thread: a draw of 1000 players, or a late round of an Open whose
//! optimiser works for half a second, runs in a web worker while the page stays responsive and shows a
//! progress mark.
//!
//! The worker is a wasm module of its own, the calculation worker (`src/bin/calc_worker.rs`, index.html): the draw's search
//! (the optimiser, the exact search behind the report's bounds) lives only there, so the app's first
//! load does not carry it. It is started when the next-round panel shows, so the first draw does not
//! wait for it. A worker that cannot start is said to the director as the draw's error.
//!
//! Request: `{ op: "draw", tournament, what, how, seed, lang }` (JSON texts); answer `{ drawn, report }`
//! (the round drawn, as the journal records it, and the round page's conflict report of the tournament
//! with it recorded, as JSON) or `{ refused }` (why not, in the language asked). The draw itself is the
//! app's one use case ([`crate::use_cases::next_round`]), in the worker. The page never makes the report
//! itself: its bounds are the draw's exact search.
//!
//! Request: `{ op: "check", tournament, number }`; answer `{ report }` (`null` when the round cannot be
//! checked): the report of a round seated by hand, imported or reloaded, off the page's thread too.

use crate::draw::ConflictReport;
use crate::ui::Ctx;
use crate::use_cases::next_round::NextRound;
pub use crate::use_cases::next_round::{How, What};
use crate::words::msg;
use crate::worker::{self, get_text, Calc, Message};

/// A drawn round with the round page's report of it (when the worker made it), or why not.
pub type Drawn = Result<(NextRound, Option<ConflictReport>), String>;

/// Starts the worker ahead of the first draw (it compiles the module meanwhile, on its own thread).
pub fn warm() {
    let _ = worker::start(worker::CALC);
}

/// Draws `what` of the open tournament with a fresh seed, in the worker. `None` when no tournament is
/// open, or it changed while the worker drew twice; a worker that cannot start or crashed is an error
/// in words.
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
        let request = Message::new()
            .op(Calc::Draw)
            .text("tournament", &text)
            .text("what", &serde_json::to_string(&what).unwrap_or_default())
            .text("how", &serde_json::to_string(&how).unwrap_or_default())
            .text("seed", &seed.to_string())
            .text("lang", &serde_json::to_string(&lang).unwrap_or_default());
        let reply = match worker::call(worker::CALC, request).await {
            Ok(reply) => reply,
            Err(e) => return Some(Err(msg::UiDrawWorkerFailed { error: &e }.text(lang))),
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

/// The conflict report of round `number` of the open tournament, made in the worker. `None` when the
/// round cannot be checked, the worker cannot start, or the tournament changed meanwhile.
pub async fn check(cx: Ctx, number: u32) -> Option<ConflictReport> {
    let (rev, text) = cx.open.with_untracked(|o| {
        o.as_ref().map(|s| {
            (
                s.rev,
                serde_json::to_string(s.journal.state()).unwrap_or_default(),
            )
        })
    })?;
    let request = Message::new()
        .op(Calc::Check)
        .text("tournament", &text)
        .text("number", &number.to_string());
    let reply = worker::call(worker::CALC, request).await.ok()?;
    if cx.open.with_untracked(|o| o.as_ref().map(|s| s.rev)) != Some(rev) {
        return None;
    }
    crate::ui::shared::work_counts::bump("worker-check");
    serde_json::from_str(&get_text(&reply, "report")).unwrap_or(None)
}
