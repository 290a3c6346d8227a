//! The activity log (the legacy program's "Log"): every operation in plain words, with its time.

use super::ctx;
use crate::journal::impact;
use crate::model::Tournament;
use crate::words::msg;
use leptos::prelude::*;

/// A conflict's decision in words: whose version stands (or what was left out), named by device and
/// operation, never by id.
fn decided(
    journal: &crate::journal::Journal,
    keep: Option<&crate::journal::EventId>,
    drop: &[crate::journal::EventId],
    lang: crate::i18n::Lang,
) -> String {
    let format = crate::format::kind(&journal.state().settings);
    let what = |id: &crate::journal::EventId| {
        journal
            .entry(id)
            .map(|e| e.event.describe_in(format, lang))
            .unwrap_or_default()
    };
    let who = |id: &crate::journal::EventId| crate::app::receive::who(journal, &id.device, lang);
    match keep {
        Some(id) => msg::TrustLogDecidedKeep {
            who: &who(id),
            what: &what(id),
        }
        .text(lang),
        None => drop
            .iter()
            .map(|id| {
                msg::TrustLogDecidedDrop {
                    who: &who(id),
                    what: &what(id),
                }
                .text(lang)
            })
            .collect::<Vec<_>>()
            .join("; "),
    }
}

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
                    // The entry that last wrote each table's results, to tell a correction (made on it)
                    // from another device's version made without seeing it.
                    let mut last_write: std::collections::HashMap<(u32, u32), usize> =
                        Default::default();
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
                                crate::journal::Event::Decided { keep, drop } => {
                                    decided(journal, keep.as_ref(), drop, lang)
                                }
                                crate::journal::Event::TableResults { round, table, .. }
                                    if *status == crate::journal::Status::Applied =>
                                {
                                    let key = (*round, *table);
                                    let parallel = last_write.get(&key).is_some_and(|&w| {
                                        !crate::journal::sync::before(&journal.entries()[w], e)
                                    });
                                    last_write.insert(key, i);
                                    if parallel {
                                        // Made without seeing the other version: not a correction of it.
                                        format!(
                                            "{} {}",
                                            msg::TrustLogParallelVersion {
                                                who: &crate::app::receive::who(
                                                    journal,
                                                    &e.id.device,
                                                    lang
                                                )
                                            }
                                            .text(lang),
                                            e.event.describe_in(
                                                crate::format::kind(&state.settings),
                                                lang
                                            )
                                        )
                                    } else {
                                        impact::describe_in_context(&state, &e.event, lang)
                                    }
                                }
                                _ => impact::describe_in_context(&state, &e.event, lang),
                            };
                            match status {
                                crate::journal::Status::Applied => {
                                    // A decision that keeps a version writes that version again.
                                    let event =
                                        crate::journal::sync::results_of(journal.entries(), e)
                                            .unwrap_or(&e.event);
                                    let _ = crate::journal::apply(&mut state, event);
                                    if let crate::journal::Event::Decided {
                                        keep: Some(_), ..
                                    } = &e.event
                                    {
                                        if let Some(crate::journal::Event::TableResults {
                                            round,
                                            table,
                                            ..
                                        }) =
                                            crate::journal::sync::results_of(journal.entries(), e)
                                        {
                                            last_write.insert((*round, *table), i);
                                        }
                                    }
                                }
                                crate::journal::Status::Undone => {
                                    what = format!("{what} {}", msg::UiLogUndoneMark.text(lang))
                                }
                                crate::journal::Status::Dropped => {
                                    what = format!("{what} {}", msg::UiLeftOut.text(lang))
                                }
                                crate::journal::Status::SetAside { .. } => {
                                    what = format!("{what} {}", msg::UiLogInConflictMark.text(lang))
                                }
                            }
                            if several {
                                what = format!(
                                    "{} — {what}",
                                    crate::app::receive::who(journal, &e.id.device, lang)
                                );
                            }
                            let when =
                                js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(e.at_ms as f64))
                                    .to_locale_string(
                                        msg::UiLocaleTag.str(lang),
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
