//! The activity log (the legacy program's "Log"): every operation in plain words, with its time.

use super::ctx;
use crate::app::receive::who;
use crate::i18n::Lang;
use crate::journal::{impact, sync, Entry, Event, EventId, Journal, Status};
use crate::model::Tournament;
use crate::words::msg;
use leptos::prelude::*;
use std::collections::HashMap;

/// A conflict's decision in words: whose version stands (or what was left out), named by device and
/// operation, never by id.
fn decided(journal: &Journal, keep: Option<&EventId>, drop: &[EventId], lang: Lang) -> String {
    let format = crate::format::kind(&journal.state().settings);
    let what = |id: &EventId| {
        journal
            .entry(id)
            .map(|e| e.event.describe_in(format, lang))
            .unwrap_or_default()
    };
    let by = |id: &EventId| who(journal, &id.device, lang);
    match keep {
        Some(id) => msg::TrustLogDecidedKeep {
            who: &by(id),
            what: &what(id),
        }
        .text(lang),
        None => drop
            .iter()
            .map(|id| {
                msg::TrustLogDecidedDrop {
                    who: &by(id),
                    what: &what(id),
                }
                .text(lang)
            })
            .collect::<Vec<_>>()
            .join("; "),
    }
}

/// An undo says what it undid (a redo: what it put back).
fn undone_words(journal: &Journal, e: &Entry, id: &EventId, lang: Lang) -> String {
    match journal.entry(id).map(|t| &t.event) {
        Some(Event::Undone { id: inner }) => format!(
            "{}: {}",
            msg::UiRedone.text(lang),
            journal
                .entry(inner)
                .map(|t| t.event.describe(lang))
                .unwrap_or_default()
        ),
        Some(target) => format!("{}: {}", msg::UiUndone.text(lang), target.describe(lang)),
        None => e.event.describe(lang),
    }
}

/// The journal replayed line by line, so each line can say what it changed: a correction of results
/// already entered shows the previous points and what moved.
struct Replay<'j> {
    journal: &'j Journal,
    state: Tournament,
    /// The entry that last wrote each table's results, to tell a correction (made on it) from another
    /// device's version made without seeing it.
    last_write: HashMap<(u32, u32), usize>,
}

impl Replay<'_> {
    /// What entry `i` did, in words, before it is replayed.
    fn what(&mut self, i: usize, e: &Entry, status: &Status, lang: Lang) -> String {
        let journal = self.journal;
        match &e.event {
            Event::Undone { id } => undone_words(journal, e, id, lang),
            Event::Decided { keep, drop } => decided(journal, keep.as_ref(), drop, lang),
            Event::TableResults { round, table, .. } if *status == Status::Applied => {
                let key = (*round, *table);
                let parallel = self
                    .last_write
                    .get(&key)
                    .is_some_and(|&w| !sync::before(&journal.entries()[w], e));
                self.last_write.insert(key, i);
                if parallel {
                    // Made without seeing the other version: not a correction of it.
                    format!(
                        "{} {}",
                        msg::TrustLogParallelVersion {
                            who: &who(journal, &e.id.device, lang)
                        }
                        .text(lang),
                        e.event
                            .describe_in(crate::format::kind(&self.state.settings), lang)
                    )
                } else {
                    impact::describe_in_context(&self.state, &e.event, lang)
                }
            }
            _ => impact::describe_in_context(&self.state, &e.event, lang),
        }
    }

    /// Replays entry `i` if it stands; says what marks it if not (undone, left out, in conflict).
    fn replay(&mut self, i: usize, e: &Entry, status: &Status, lang: Lang) -> Option<&'static str> {
        match status {
            Status::Applied => {
                // A decision that keeps a version writes that version again.
                let event = sync::results_of(self.journal.entries(), e).unwrap_or(&e.event);
                let _ = crate::journal::apply(&mut self.state, event);
                if let Event::Decided { keep: Some(_), .. } = &e.event {
                    if let Some(Event::TableResults { round, table, .. }) =
                        sync::results_of(self.journal.entries(), e)
                    {
                        self.last_write.insert((*round, *table), i);
                    }
                }
                None
            }
            Status::Undone => Some(msg::UiLogUndoneMark.str(lang)),
            Status::Dropped => Some(msg::UiLeftOut.str(lang)),
            Status::SetAside { .. } => Some(msg::UiLogInConflictMark.str(lang)),
        }
    }
}

/// The log's lines, newest first: (number, when, what). Every entry of every device, in the journal's
/// order: an undone change or one a merge set aside is listed (never lost) and marked, and not replayed.
fn log_lines(journal: &Journal, lang: Lang) -> Vec<(usize, String, String)> {
    let several = journal.devices().len() > 1
        || journal
            .entries()
            .iter()
            .any(|e| e.id.device != journal.entries()[0].id.device);
    let mut replay = Replay {
        journal,
        state: Tournament::default(),
        last_write: HashMap::new(),
    };
    let mut lines: Vec<_> = journal
        .entries()
        .iter()
        .zip(journal.status())
        .enumerate()
        .map(|(i, (e, status))| {
            let mut what = replay.what(i, e, status, lang);
            if let Some(mark) = replay.replay(i, e, status, lang) {
                what = format!("{what} {mark}");
            }
            if several {
                what = format!("{} — {what}", who(journal, &e.id.device, lang));
            }
            let when = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(e.at_ms as f64))
                .to_locale_string(
                    msg::UiLocaleTag.str(lang),
                    &wasm_bindgen::JsValue::UNDEFINED,
                );
            (i + 1, String::from(when), what)
        })
        .collect();
    lines.reverse();
    lines
}

#[component]
pub fn Log() -> impl IntoView {
    let cx = ctx();
    let lines = move || {
        let lang = cx.lang.get();
        cx.open
            .with(|o| o.as_ref().map(|s| log_lines(&s.journal, lang)))
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
