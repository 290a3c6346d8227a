//! A national ranking's year read from the federation's database into a circuit, on the circuits page,
//! and what came, what was left apart and why.

use super::{default_federation_db, now_ms, problem_words, when};
use crate::circuit::Circuit;
use crate::i18n::{Lang, Localized};
use crate::replica::federation::Apart;
use crate::replica::fetch::Client;
use crate::replica::{self, Problem};
use crate::store;
use crate::ui::ctx;
use crate::use_cases::federation::{self as fed};
use crate::words::msg;
use leptos::prelude::*;

/// What the last reading said.
#[derive(Clone, Debug, PartialEq)]
enum ReadOutcome {
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

impl ReadOutcome {
    /// The line's class, its words, and the documents set apart (id, why).
    fn said(&self, lang: Lang) -> (&'static str, String, Vec<(String, String)>) {
        match self {
            ReadOutcome::Busy => ("", msg::FedReadBusy.text(lang), Vec::new()),
            ReadOutcome::Failed(p) => {
                let problem = problem_words(p, lang);
                (
                    "error",
                    msg::FedReadFailed { problem: &problem }.text(lang),
                    Vec::new(),
                )
            }
            ReadOutcome::Refused(words) => ("error", words.clone(), Vec::new()),
            ReadOutcome::Done {
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
    let said = RwSignal::new(None::<ReadOutcome>);
    let read = move |_| {
        let lang = cx.lang.get_untracked();
        let (Some(year), Some(c)) = (year(), circuit.get_untracked()) else {
            return;
        };
        let s = store::server();
        match read_address(&address.get_untracked(), &s.url, lang) {
            Ok(db) => {
                said.set(Some(ReadOutcome::Busy));
                leptos::task::spawn_local(read_into(circuit, c, db, s, year, said, lang));
            }
            Err(words) => said.set(Some(ReadOutcome::Refused(words))),
        }
    };
    move || {
        let year = year()?;
        let lang = cx.lang.get();
        let now = said.get();
        let busy = now == Some(ReadOutcome::Busy);
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

/// The federation's database the director typed: its address when it reads and lives on the club's
/// server (whose credentials it is read with), or why not.
fn read_address(typed: &str, server_url: &str, lang: Lang) -> Result<String, String> {
    let db = match replica::parse_address(typed) {
        Ok(a) if a.user.is_none() && a.password.is_none() => a.db,
        _ => return Err(msg::FedReadAddressInvalid { address: &typed }.text(lang)),
    };
    if server_url.is_empty() {
        return Err(msg::FedReadNoServer.text(lang));
    }
    let origin = replica::origin(server_url).to_string();
    if replica::origin(&db) != origin {
        return Err(msg::FedReadOtherServer { origin: &origin }.text(lang));
    }
    Ok(db)
}

/// Reads the year's tournaments from the federation's database into the circuit, saves it and says
/// what came, what was left apart and why.
async fn read_into(
    circuit: RwSignal<Option<Circuit>>,
    c: Circuit,
    db: String,
    s: store::Server,
    year: u32,
    said: RwSignal<Option<ReadOutcome>>,
    lang: Lang,
) {
    let client = Client::new(&db, &s.user, &s.password);
    let page = match client.all_docs().await {
        Ok(p) => p,
        Err(p) => return said.set(Some(ReadOutcome::Failed(p))),
    };
    let got = fed::read_year(&page, year);
    let count = got.held.len();
    let (next, clashes) = fed::with_server_year(&c, &db, got.held);
    if let Err(e) = store::circuits::write(&next) {
        let error = e.text(lang);
        return said.set(Some(ReadOutcome::Refused(
            msg::FedReadNotSaved { error: &error }.text(lang),
        )));
    }
    circuit.set(Some(next));
    let mut apart = got.apart;
    apart.extend(clashes);
    said.set(Some(ReadOutcome::Done {
        count,
        year,
        db,
        at_ms: now_ms(),
        other_years: got.other_years,
        apart,
    }));
}
