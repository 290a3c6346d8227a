//! The calculation worker: a wasm module that Trunk builds beside the web app (index.html, `data-type=
//! "worker"`), so the draw's search (the optimiser, and the exact search behind the conflict report's
//! bounds) is downloaded when the next-round panel first shows, never with the app's first load, and a
//! long draw runs off the page's thread (`raduno::ui`'s drawing).
//!
//! Requests (`op`, a `raduno::worker::Calc`, with its fields; protocol in `raduno::worker`), answers:
//! - `draw` (`tournament`, `what`, `how`, `seed`, `lang`): `{ drawn, report }`, the round drawn (as the
//!   journal records it) and the round page's conflict report of the tournament with it recorded, or
//!   `{ refused }`, why not, in the language asked; the draw is the app's one use case
//!   (`raduno::use_cases::next_round::draw_next`);
//! - `check` (`tournament`, `number`): `{ report }`, the conflict report of a round as it stands (`null`
//!   when it cannot be checked), as `raduno check` makes it.
//!
//! Natively this binary only explains itself.

#[cfg(target_arch = "wasm32")]
fn main() {
    use raduno::draw::ConflictReport;
    use raduno::i18n::{Lang, Localized};
    use raduno::model::Tournament;
    use raduno::use_cases::next_round::{draw_next, How, NextRound, What};
    use raduno::worker::{get_json, get_op, get_text, serve, Calc, Message};

    /// The round page's conflict report of round `number` (`raduno check`'s), `None` when it cannot be
    /// made.
    fn check(t: &Tournament, number: u32) -> Option<ConflictReport> {
        raduno::draw::check_round(t, number, raduno::format::draw_spec(t, number))
            .ok()
            .map(|c| c.report)
    }

    /// The report of the round just drawn, as the round page sees it once the journal has recorded it.
    fn report_of_drawn(t: &Tournament, drawn: &NextRound) -> Option<ConflictReport> {
        let mut after = t.clone();
        raduno::journal::apply(&mut after, &drawn.clone().into_event()).ok()?;
        check(&after, drawn.number())
    }

    /// A round's conflict report, as asked.
    fn checked(t: &Tournament, data: &wasm_bindgen::JsValue) -> Result<Message, String> {
        let number: u32 = get_text(data, "number")
            .parse()
            .map_err(|e| format!("number: {e}"))?;
        Ok(Message::new().text(
            "report",
            &serde_json::to_string(&check(t, number)).map_err(|e| e.to_string())?,
        ))
    }

    /// The next round drawn, with its report, or why not.
    fn drawn(t: &Tournament, data: &wasm_bindgen::JsValue) -> Result<Message, String> {
        let lang: Lang = get_json(data, "lang").unwrap_or_default();
        let what: What = get_json(data, "what")?;
        let how: How = get_json(data, "how")?;
        let seed: u64 = get_text(data, "seed")
            .parse()
            .map_err(|e| format!("seed: {e}"))?;
        Ok(match draw_next(t, what, how, seed) {
            Ok(drawn) => Message::new()
                .text(
                    "drawn",
                    &serde_json::to_string(&drawn).map_err(|e| e.to_string())?,
                )
                .text(
                    "report",
                    &serde_json::to_string(&report_of_drawn(t, &drawn))
                        .map_err(|e| e.to_string())?,
                ),
            Err(why) => Message::new().text("refused", &why.text(lang)),
        })
    }

    serve(|data| {
        let op: Calc = get_op(data)?;
        let t: Tournament = get_json(data, "tournament")?;
        match op {
            Calc::Check => checked(&t, data),
            Calc::Draw => drawn(&t, data),
        }
    });
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("raduno-calc is the web app's calculation worker: `trunk build` builds it (see README.md); natively, use `raduno draw`");
}
