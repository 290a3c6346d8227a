//! The activity log (the legacy program's "Log"): every operation in plain words, with its time.

use super::ctx;
use crate::journal::impact;
use crate::model::Tournament;
use leptos::prelude::*;

#[component]
pub fn Log() -> impl IntoView {
    let cx = ctx();
    let lines = move || {
        let lang = cx.lang.get();
        cx.open
            .with(|o| {
                o.as_ref().map(|s| {
                    // Replays the journal so each line can say what it changed: a correction of results
                    // already entered shows the previous points and what moved (issue 10 part 4).
                    let mut state = Tournament::default();
                    let mut lines: Vec<_> = s
                        .journal
                        .entries()
                        .iter()
                        .enumerate()
                        .map(|(i, e)| {
                            let what = impact::describe_in_context(&state, &e.event, lang);
                            let _ = crate::journal::apply(&mut state, &e.event);
                            let when =
                                js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(e.at_ms as f64))
                                    .to_locale_string(
                                        lang.pick("it-IT", "en-GB"),
                                        &wasm_bindgen::JsValue::UNDEFINED,
                                    );
                            (i + 1, String::from(when), what)
                        })
                        .collect();
                    lines.reverse();
                    lines
                })
            })
            .unwrap_or_default()
    };
    view! {
        <table class="list log" id="log">
            <thead><tr><th class="num">"#"</th><th>{move || cx.tr("Quando", "When")}</th><th>{move || cx.tr("Operazione", "Operation")}</th></tr></thead>
            <tbody>
                {move || lines().into_iter().map(|(n, when, what)| {
                    let correction = what.starts_with("CORREZIONE") || what.starts_with("CORRECTION");
                    view! { <tr class:correction=correction><td class="num">{n}</td><td class="when">{when}</td><td>{what}</td></tr> }
                }).collect_view()}
            </tbody>
        </table>
    }
}
