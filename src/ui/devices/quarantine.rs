//! On *Dispositivi*: the changes from elsewhere that failed their checks ([`crate::journal::trust`]),
//! each with where it came from, its device, its time, what it is and why it was not applied; for an id
//! clash, both versions (the one held stands).

use crate::i18n::{Lang, Localized};
use crate::journal::{Journal, Quarantined, Reason, Source};
use crate::ui::ctx;
use crate::use_cases::receive::who;
use crate::words::msg;
use leptos::prelude::*;

fn when(ms: i64, lang: Lang) -> String {
    js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms as f64))
        .to_locale_string(
            msg::UiLocaleTag.str(lang),
            &wasm_bindgen::JsValue::UNDEFINED,
        )
        .into()
}

fn source(s: &Source, lang: Lang) -> String {
    match s {
        Source::File(name) => msg::TrustFromFile { name: &name }.text(lang),
        Source::Server(address) => msg::TrustFromServer { address: &address }.text(lang),
    }
}

/// What an entry of the journal is, in words ("Telefono — Turno 1, tavolo 2: …").
fn described(j: &Journal, id: &crate::journal::EventId, lang: Lang) -> String {
    let format = crate::format::kind(&j.state().settings);
    match j.entry(id) {
        Some(e) => format!(
            "{} — {}",
            who(j, &e.id.device, lang),
            e.event.describe_in(format, lang)
        ),
        None => who(j, &id.device, lang),
    }
}

/// Why it was quarantined, in words.
pub fn reason(j: &Journal, q: &Quarantined, lang: Lang) -> String {
    match &q.reason {
        Reason::Unreadable { why } => msg::TrustReasonUnreadable { why: &why }.text(lang),
        Reason::TooLarge { bytes } => msg::TrustReasonTooLarge { bytes: &bytes }.text(lang),
        Reason::ClockAhead { hlc, at_ms } => msg::TrustReasonClockAhead {
            at: &when(hlc.0.max(*at_ms).min(8_640_000_000_000_000), lang),
        }
        .text(lang),
        Reason::BeforeCreation => msg::TrustReasonBeforeCreation.text(lang),
        Reason::SecondCreation => msg::TrustReasonSecondCreation.text(lang),
        Reason::OwnDevice => msg::TrustReasonOwnDevice.text(lang),
        Reason::Clash { .. } => msg::TrustReasonClash.text(lang),
        Reason::UndoOfCreation => msg::TrustReasonUndoOfCreation.text(lang),
        Reason::UndoOfOtherDevice { target } => msg::TrustReasonUndoOfOtherDevice {
            who: &described(j, target, lang),
        }
        .text(lang),
        Reason::NotAConflict => msg::TrustReasonNotAConflict.text(lang),
        Reason::DoesNotApply => {
            // Said against the tournament as it is now (the refusal itself is not stored in words).
            let mut state = j.state().clone();
            match q
                .entry
                .as_ref()
                .map(|e| crate::journal::apply(&mut state, &e.event))
            {
                Some(Err(error)) => msg::TrustReasonDoesNotApply {
                    error: &error.text(lang),
                }
                .text(lang),
                _ => msg::TrustReasonDoesNotApplyNow.text(lang),
            }
        }
        Reason::MadeOnQuarantined { needs } => msg::TrustReasonMadeOnQuarantined {
            what: &who(j, &needs.device, lang),
        }
        .text(lang),
        Reason::Waiting { needs } => msg::TrustReasonWaiting {
            who: &who(j, &needs.device, lang),
        }
        .text(lang),
    }
}

/// The quarantine list (nothing when it is empty).
#[component]
pub fn QuarantineList() -> impl IntoView {
    let cx = ctx();
    let rows = move || {
        let lang = cx.lang.get();
        cx.open.with(|o| {
            let j = &o.as_ref()?.journal;
            if j.quarantine().is_empty() {
                return None;
            }
            let format = crate::format::kind(&j.state().settings);
            let rows = j
                .quarantine()
                .iter()
                .rev()
                .map(|q| {
                    let device = match q.entry.as_ref() {
                        Some(e) => who(j, &e.id.device, lang),
                        None => msg::TrustUnknownDevice.text(lang),
                    };
                    let at = q.entry.as_ref().map_or(q.received_ms, |e| e.at_ms);
                    let what = match &q.entry {
                        Some(e) => e.event.describe_in(format, lang),
                        None => msg::TrustUnreadableText { what: &q.what }.text(lang),
                    };
                    let clash = match &q.reason {
                        Reason::Clash { held } => Some((
                            msg::TrustHeldVersion {
                                what: &described(j, held, lang),
                            }
                            .text(lang),
                            msg::TrustQuarantinedVersion { what: &what }.text(lang),
                        )),
                        _ => None,
                    };
                    let kind = serde_json::to_value(&q.reason)
                        .ok()
                        .and_then(|v| v["kind"].as_str().map(str::to_string))
                        .unwrap_or_default();
                    view! {
                        <tr class="quarantined" data-reason=kind>
                            <td class="source">{source(&q.source, lang)}</td>
                            <td class="device">{device}</td>
                            <td class="when">{when(at.min(8_640_000_000_000_000), lang)}</td>
                            <td class="what">{match clash {
                                Some((held, theirs)) => view! { <div class="held">{held}</div><div class="theirs">{theirs}</div> }.into_any(),
                                None => view! { {what} }.into_any(),
                            }}</td>
                            <td class="reason">{reason(j, q, lang)}</td>
                        </tr>
                    }
                })
                .collect_view();
            Some(view! {
                <section id="quarantine">
                    <h2>{msg::TrustQuarantine.text(lang)}</h2>
                    <p class="hint">{msg::TrustQuarantineHint.text(lang)}</p>
                    <table class="list">
                        <thead><tr>
                            <th>{msg::TrustSource.text(lang)}</th>
                            <th>{msg::TrustDevice.text(lang)}</th>
                            <th>{msg::TrustTime.text(lang)}</th>
                            <th>{msg::TrustOperation.text(lang)}</th>
                            <th>{msg::TrustReason.text(lang)}</th>
                        </tr></thead>
                        <tbody>{rows}</tbody>
                    </table>
                </section>
            })
        })
    };
    view! { {rows} }
}
