//! The federation on the pages: what it reads on the settings page (the workbook layout's `TORNEO`
//! sheet): the category from the official list (never the format), the note, and each round's date (set
//! by the draw, corrected here); the button that publishes a finished tournament to the federation's
//! database on the device's server ([`PublishToFederation`], on the standings page); and a national
//! ranking's year read from that database ([`ReadFromFederation`], on the circuits page). The steps
//! are the app's ([`crate::use_cases::federation`]); the screen says what the server answered.

use super::ctx;
use crate::circuit::Circuit;
use crate::i18n::{Lang, Localized};
use crate::model::{Category, Settings};
use crate::replica::federation::federation_db;
use crate::replica::federation::Apart;
use crate::replica::fetch::Client;
use crate::replica::{self, Problem};
use crate::store;
use crate::use_cases::federation::{self as fed, Published};
use crate::words::msg;
use leptos::prelude::*;
use wasm_bindgen::JsValue;

/// The category, the note and the rounds' dates, bound to the settings' draft.
#[component]
pub fn FederationFields(draft: RwSignal<Settings>) -> impl IntoView {
    let cx = ctx();
    let drawn = move || cx.with_t(|t| t.rounds.len()).unwrap_or(0);
    // A date field per round drawn or planned, and one for each date already known.
    let rounds = move || {
        let (planned, dates) = draft.with(|s| (s.planned_rounds.unwrap_or(0), s.round_dates.len()));
        drawn().max(planned as usize).max(dates).max(1)
    };
    let set_category = move |ev| {
        let v = event_target_value(&ev);
        draft.update(|s| s.category = Category::ALL.into_iter().find(|c| c.label() == v));
    };
    let set_date = move |i: usize, value: String| {
        draft.update(|s| {
            if s.round_dates.len() <= i {
                s.round_dates.resize(i + 1, String::new());
            }
            s.round_dates[i] = value;
            while s.round_dates.last().is_some_and(String::is_empty) {
                s.round_dates.pop();
            }
        })
    };
    view! {
        <fieldset class="federation" id="federation">
            <legend>{move || msg::FedSettingsLegend.text(cx.lang.get())}</legend>
            <label>{move || msg::FedCategoryLabel.text(cx.lang.get())}
                <select name="category" on:change=set_category title=move || msg::FedCategoryHint.text(cx.lang.get())>
                    <option value="" selected=move || draft.with(|s| s.category.is_none())>"—"</option>
                    {Category::ALL.map(|c| view! {
                        <option value=c.label() selected=move || draft.with(|s| s.category == Some(c))>{c.label()}</option>
                    }).collect_view()}
                </select>
            </label>
            <label>{move || msg::FedNoteLabel.text(cx.lang.get())}
                <input name="note" prop:value=move || draft.with(|s| s.note.clone()) on:input=move |ev| draft.update(|s| s.note = event_target_value(&ev))/>
            </label>
            <div class="round-dates" id="round-dates">
                {move || (0..rounds()).map(|i| view! {
                    <label>{move || msg::FedRoundDate { number: &(i + 1) }.text(cx.lang.get())}
                        <input type="date" name=format!("round-date-{}", i + 1)
                               prop:value=move || draft.with(|s| s.round_dates.get(i).cloned().unwrap_or_default())
                               on:input=move |ev| set_date(i, event_target_value(&ev))/>
                    </label>
                }).collect_view()}
            </div>
            <p class="hint">{move || msg::FedRoundDatesHint.text(cx.lang.get())}</p>
        </fieldset>
    }
}

/// The federation's database beside the device's server's database (`…/raduno` → `…/raduno_federation`),
/// `None` without a server.
fn default_federation_db() -> Option<String> {
    let s = store::server();
    let db = replica::parse_address(&s.url).ok()?.db;
    let (server, name) = db.rsplit_once('/')?;
    Some(format!("{server}/{}", federation_db(name)))
}

/// A time of day as the language writes it.
fn when(ms: f64, lang: Lang) -> String {
    js_sys::Date::new(&JsValue::from_f64(ms))
        .to_locale_time_string(msg::UiLocaleTag.str(lang))
        .into()
}

fn now_ms() -> f64 {
    js_sys::Date::now()
}

/// A problem talking to the federation's database, in words (a refusal is said apart, with the
/// server's reason).
fn problem_words(p: &Problem, lang: Lang) -> String {
    match p {
        Problem::Unreachable(why) => msg::FedUnreachable { why }.text(lang),
        Problem::Timeout(seconds) => msg::FedTimeout { seconds }.text(lang),
        Problem::Http(status, reason) => msg::FedHttp { status, reason }.text(lang),
        other => super::server::problem_text(other, lang),
    }
}

/// What the last publication said.
#[derive(Clone, Debug, PartialEq)]
enum PublishSaid {
    Busy,
    Done {
        published: Published,
        db: String,
        at_ms: f64,
    },
    Failed(Problem),
}

impl PublishSaid {
    /// The line's class: done or refused once the server answered, nothing while it is asked.
    fn class(&self) -> &'static str {
        match self {
            PublishSaid::Busy => "",
            PublishSaid::Done { .. } => "ok",
            PublishSaid::Failed(_) => "error",
        }
    }

    fn text(&self, lang: Lang) -> String {
        match self {
            PublishSaid::Busy => msg::FedPublishBusy.text(lang),
            PublishSaid::Done {
                published,
                db,
                at_ms,
            } => {
                let time = when(*at_ms, lang);
                match published {
                    Published::New { rev } => msg::FedPublishNew {
                        db,
                        time: &time,
                        rev,
                    }
                    .text(lang),
                    Published::Updated { rev } => msg::FedPublishUpdated {
                        db,
                        time: &time,
                        rev,
                    }
                    .text(lang),
                    Published::Unchanged { rev } => msg::FedPublishUnchanged {
                        db,
                        time: &time,
                        rev,
                    }
                    .text(lang),
                }
            }
            PublishSaid::Failed(Problem::Forbidden(reason)) => {
                msg::FedPublishRefused { reason }.text(lang)
            }
            PublishSaid::Failed(p) => {
                let problem = problem_words(p, lang);
                msg::FedPublishFailed { problem: &problem }.text(lang)
            }
        }
    }
}

/// "Publish to the federation": the open tournament's final standings written to the federation's
/// database on the device's server, with the device's credentials; disabled, with why, while the
/// tournament is not finished or the device has no server. The box is drawn whole in the language on
/// screen.
#[component]
pub fn PublishToFederation() -> impl IntoView {
    let cx = ctx();
    let said = RwSignal::new(None::<PublishSaid>);
    let doc = Memo::new(move |_| cx.with_t(fed::document_of));
    let target = StoredValue::new(default_federation_db());
    let publish = move |_| {
        let (Some(Ok(doc)), Some(db)) = (doc.get_untracked(), target.get_value()) else {
            return;
        };
        let s = store::server();
        said.set(Some(PublishSaid::Busy));
        leptos::task::spawn_local(async move {
            let client = Client::new(&db, &s.user, &s.password);
            let answer = fed::publish(&client, &doc).await;
            said.set(Some(match answer {
                Ok(published) => PublishSaid::Done {
                    published,
                    db,
                    at_ms: now_ms(),
                },
                Err(p) => PublishSaid::Failed(p),
            }));
        });
    };
    move || {
        let lang = cx.lang.get();
        let target = target.get_value();
        let why_not = match (doc.get(), &target) {
            (Some(Err(why)), _) => Some(why.text(lang)),
            (_, None) => Some(msg::FedPublishNoServer.text(lang)),
            _ => None,
        };
        let now = said.get();
        let busy = now == Some(PublishSaid::Busy);
        let (class, text) = now.map_or(("", String::new()), |s| (s.class(), s.text(lang)));
        view! {
            <fieldset class="federation-publish" id="federation-publish">
                <legend>{msg::FedPublishLegend.text(lang)}</legend>
                <button type="button" class="primary" id="federation-publish-button"
                    disabled=why_not.is_some() || busy on:click=publish>{msg::FedPublishButton.text(lang)}</button>
                <p class="hint" id="federation-publish-why-not" hidden=why_not.is_none()>{why_not.clone().unwrap_or_default()}</p>
                <p class="hint">{msg::FedPublishWhat { db: &target.unwrap_or_default() }.text(lang)}</p>
                <p id="federation-publish-said" role="status" class=class hidden=text.is_empty()>{text.clone()}</p>
            </fieldset>
        }
    }
}

/// What the last reading said.
#[derive(Clone, Debug, PartialEq)]
enum ReadSaid {
    Busy,
    Done {
        count: usize,
        year: u32,
        db: String,
        at_ms: f64,
        other_years: usize,
        apart: Vec<(String, Apart)>,
    },
    Failed(Problem),
    /// Refused before asking (the address), or the circuit not saved: the words.
    Refused(String),
}

impl ReadSaid {
    /// The line's class, its words, and the documents set apart (id, why).
    fn said(&self, lang: Lang) -> (&'static str, String, Vec<(String, String)>) {
        match self {
            ReadSaid::Busy => ("", msg::FedReadBusy.text(lang), Vec::new()),
            ReadSaid::Failed(p) => {
                let problem = problem_words(p, lang);
                (
                    "error",
                    msg::FedReadFailed { problem: &problem }.text(lang),
                    Vec::new(),
                )
            }
            ReadSaid::Refused(words) => ("error", words.clone(), Vec::new()),
            ReadSaid::Done {
                count,
                year,
                db,
                at_ms,
                other_years,
                apart,
            } => {
                let time = when(*at_ms, lang);
                let mut text = msg::FedReadDone {
                    count,
                    year,
                    db,
                    time: &time,
                }
                .text(lang);
                if *other_years > 0 {
                    text.push(' ');
                    text.push_str(&msg::FedReadOtherYears { count: other_years }.text(lang));
                }
                let apart = apart
                    .iter()
                    .map(|(id, why)| (id.clone(), why.text(lang)))
                    .collect();
                ("ok", text, apart)
            }
        }
    }
}

/// "Read from the federation's server": a national ranking's year read from the federation's database
/// (by default the one beside the device's server's), its tournaments put in the circuit in place of
/// those read from it before; what is not a finished tournament of the year is listed apart, never
/// counted. Only the device's server is reached, with the device's credentials.
#[component]
pub fn ReadFromFederation(circuit: RwSignal<Option<Circuit>>) -> impl IntoView {
    let cx = ctx();
    let year = move || circuit.with(|c| c.as_ref().and_then(|c| c.rules.ranking));
    let address = RwSignal::new(default_federation_db().unwrap_or_default());
    let said = RwSignal::new(None::<ReadSaid>);
    let refuse = move |words: String| said.set(Some(ReadSaid::Refused(words)));
    let read = move |_| {
        let lang = cx.lang.get_untracked();
        let (Some(year), Some(c)) = (year(), circuit.get_untracked()) else {
            return;
        };
        let s = store::server();
        let typed = address.get_untracked();
        let db = match replica::parse_address(&typed) {
            Ok(a) if a.user.is_none() && a.password.is_none() => a.db,
            _ => return refuse(msg::FedReadAddressInvalid { address: &typed }.text(lang)),
        };
        if s.url.is_empty() {
            return refuse(msg::FedReadNoServer.text(lang));
        }
        let origin = replica::origin(&s.url).to_string();
        if replica::origin(&db) != origin {
            return refuse(msg::FedReadOtherServer { origin: &origin }.text(lang));
        }
        said.set(Some(ReadSaid::Busy));
        leptos::task::spawn_local(async move {
            let client = Client::new(&db, &s.user, &s.password);
            let page = match client.all_docs().await {
                Ok(p) => p,
                Err(p) => return said.set(Some(ReadSaid::Failed(p))),
            };
            let got = fed::read_year(&page, year);
            let count = got.held.len();
            let (next, clashes) = fed::with_server_year(&c, &db, got.held);
            if let Err(e) = store::circuits::write(&next) {
                let error = e.text(lang);
                return refuse(msg::FedReadNotSaved { error: &error }.text(lang));
            }
            circuit.set(Some(next));
            let mut apart = got.apart;
            apart.extend(clashes);
            said.set(Some(ReadSaid::Done {
                count,
                year,
                db,
                at_ms: now_ms(),
                other_years: got.other_years,
                apart,
            }));
        });
    };
    move || {
        let year = year()?;
        let lang = cx.lang.get();
        let now = said.get();
        let busy = now == Some(ReadSaid::Busy);
        let (class, text, apart) = now.map_or(("", String::new(), Vec::new()), |s| s.said(lang));
        let heading = msg::FedReadApartHeading {
            count: &apart.len(),
        }
        .text(lang);
        let none_apart = apart.is_empty();
        let items = apart
            .into_iter()
            .map(|(id, why)| {
                let key = id.clone();
                view! { <li data-id=key><code>{id}</code>": "{why}</li> }
            })
            .collect_view();
        Some(view! {
            <fieldset class="federation-read" id="federation-read">
                <legend>{msg::FedReadLegend.text(lang)}</legend>
                <label>{msg::FedReadAddress.text(lang)}" "
                    <input id="federation-read-address" size="48" prop:value=address.get_untracked()
                        on:input=move |ev| address.set(event_target_value(&ev))/>
                </label>" "
                <button type="button" id="federation-read-button" on:click=read disabled=busy>{msg::FedReadButton.text(lang)}</button>
                <p class="hint">{msg::FedReadHint { year: &year }.text(lang)}</p>
                <p id="federation-read-said" role="status" class=class hidden=text.is_empty()>{text.clone()}</p>
                <div class="note" id="federation-read-apart" hidden=none_apart>
                    <b>{heading}</b>
                    <ul>{items}</ul>
                </div>
            </fieldset>
        })
    }
}
