//! The activity log (the legacy program's "Log"): every operation in plain words, with its time.

use super::ctx;
use crate::journal::impact;
use crate::model::Tournament;
use crate::words::msg;
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
                    // Every entry of every device, in the journal's order: an undone change or one a
                    // merge set aside is listed (never lost) and marked, and not replayed.
                    let journal = &s.journal;
                    let several = journal.devices().len() > 1
                        || journal
                            .entries()
                            .iter()
                            .any(|e| e.id.device != journal.entries()[0].id.device);
                    let mut lines: Vec<_> = journal
                        .entries()
                        .iter()
                        .zip(journal.status())
                        .enumerate()
                        .map(|(i, (e, status))| {
                            let mut what = match &e.event {
                                // An undo says what it undid (a redo: what it put back).
                                crate::journal::Event::Undone { id } => match journal
                                    .entry(id)
                                    .map(|t| &t.event)
                                {
                                    Some(crate::journal::Event::Undone { id: inner }) => format!(
                                        "{}: {}",
                                        msg::UiRedone.text(lang),
                                        journal
                                            .entry(inner)
                                            .map(|t| t.event.describe(lang))
                                            .unwrap_or_default()
                                    ),
                                    Some(target) => format!(
                                        "{}: {}",
                                        msg::UiUndone.text(lang),
                                        target.describe(lang)
                                    ),
                                    None => e.event.describe(lang),
                                },
                                _ => impact::describe_in_context(&state, &e.event, lang),
                            };
                            match status {
                                crate::journal::Status::Applied => {
                                    let _ = crate::journal::apply(&mut state, &e.event);
                                }
                                crate::journal::Status::Undone => {
                                    what = format!("{what} {}", msg::UiUndone2.text(lang))
                                }
                                crate::journal::Status::Dropped => {
                                    what = format!("{what} {}", msg::UiLeftOut.text(lang))
                                }
                                crate::journal::Status::SetAside { .. } => {
                                    what =
                                        format!("{what} {}", msg::UiInConflictNotApplied.text(lang))
                                }
                            }
                            if several {
                                what = format!(
                                    "{} — {what}",
                                    super::sync::who(journal, &e.id.device, lang)
                                );
                            }
                            let when =
                                js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(e.at_ms as f64))
                                    .to_locale_string(
                                        msg::UiEnGb.str(lang),
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
            <thead><tr><th class="num">"#"</th><th>{move || msg::UiWhen.text(cx.lang.get())}</th><th>{move || msg::UiOperation.text(cx.lang.get())}</th></tr></thead>
            <tbody>
                {move || lines().into_iter().map(|(n, when, what)| {
                    let correction = what.contains("CORREZIONE") || what.contains("CORRECTION");
                    view! { <tr class:correction=correction><td class="num">{n}</td><td class="when">{when}</td><td>{what}</td></tr> }
                }).collect_view()}
            </tbody>
        </table>
    }
}
