//! The activity log (the legacy program's "Log"): the journal's lines ([`crate::use_cases::log`]) with their time.

use super::ctx;
use crate::use_cases::log::{lines, LogLine};
use crate::words::msg;
use leptos::prelude::*;

#[component]
pub fn Log() -> impl IntoView {
    let cx = ctx();
    let log = move || {
        let lang = cx.lang.get();
        cx.open
            .with(|o| o.as_ref().map(|s| lines(&s.journal, lang)))
            .unwrap_or_default()
    };
    view! {
        <table class="list log" id="log">
            <thead><tr><th class="num">"#"</th><th>{move || msg::UiWhen.text(cx.lang.get())}</th><th>{move || msg::UiOperation.text(cx.lang.get())}</th></tr></thead>
            <tbody>
                {move || {
                    let lang = cx.lang.get();
                    log().into_iter().map(|LogLine { number, at_ms, what, correction }| {
                        let when = String::from(js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(at_ms as f64))
                            .to_locale_string(msg::UiLocaleTag.str(lang), &wasm_bindgen::JsValue::UNDEFINED));
                        view! { <tr class:correction=correction><td class="num">{number}</td><td class="when">{when}</td><td>{what}</td></tr> }
                    }).collect_view()
                }}
            </tbody>
        </table>
    }
}
