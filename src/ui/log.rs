//! The activity log (the legacy program's "Log"): every operation in plain words, with its time.

use super::ctx;
use leptos::prelude::*;

#[component]
pub fn Log() -> impl IntoView {
    let cx = ctx();
    let lines = move || {
        let lang = cx.lang.get();
        cx.open
            .with(|o| {
                o.as_ref().map(|s| {
                    s.journal
                        .entries()
                        .iter()
                        .enumerate()
                        .rev()
                        .map(|(i, e)| {
                            let when =
                                js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(e.at_ms as f64))
                                    .to_locale_string(
                                        lang.pick("it-IT", "en-GB"),
                                        &wasm_bindgen::JsValue::UNDEFINED,
                                    );
                            (i + 1, String::from(when), e.event.describe(lang))
                        })
                        .collect::<Vec<_>>()
                })
            })
            .unwrap_or_default()
    };
    view! {
        <table class="list log" id="log">
            <thead><tr><th class="num">"#"</th><th>{move || cx.tr("Quando", "When")}</th><th>{move || cx.tr("Operazione", "Operation")}</th></tr></thead>
            <tbody>
                {move || lines().into_iter().map(|(n, when, what)| view! { <tr><td class="num">{n}</td><td class="when">{when}</td><td>{what}</td></tr> }).collect_view()}
            </tbody>
        </table>
    }
}
