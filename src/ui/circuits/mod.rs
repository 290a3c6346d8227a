//! The "Circuiti" page (the circuits' rules): a season's standings across tournaments. A circuit is a name, its
//! rules and its tournaments: tournaments held in this browser (by id, read again at every look) and
//! backups or workbooks added from files (kept as their final standings only). The rules are edited
//! field by field, checked, exported and imported as JSON; the candidate pairs are listed with the
//! tournaments each side played, and the director's merge or keep-apart is stored in the rules. The
//! standings show every counted and dropped result; PDF, xlsx, HTML and the projector show the same.
//!
//! Nothing here ranks anyone: [`crate::circuit::compute`] does, from the final standings the format
//! engine gives ([`crate::circuit::Held::of`]).

use super::{ctx, Ctx, Route};
use crate::circuit::decimal::decimal;
use crate::circuit::from_file;
use crate::circuit::identity::Decision;
use crate::circuit::rules::PointsRule;
use crate::circuit::standings::{shown, CircuitRow, CircuitStandings};
use crate::circuit::{Circuit, CircuitError, Held, Member, Rules, Snapshot};
use crate::format::FormatKind;
use crate::format::Points;
use crate::i18n::{Lang, Localized};
use crate::store::{self, circuits as cstore};
use crate::words::msg;
use crate::worker::{self, get_bytes, get_text, Message};
use leptos::prelude::*;
use std::collections::HashMap;

mod members;
mod projector;
mod rating;
mod rules;
mod standings;

use members::{AddTournaments, MemberTable};
pub use projector::CircuitProjector;
use rules::{rule, RulesEdit, RulesForm};
use standings::{projector_pages, Candidates, CircuitDocuments, StandingsTables};

const PDF_MIME: &str = "application/pdf";

const XLSX_MIME: &str = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/// The list of circuits, and a new one.
#[component]
pub fn CircuitsHome() -> impl IntoView {
    let cx = ctx();
    let version = RwSignal::new(0u32);
    let name = RwSignal::new(String::new());
    let create = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let lang = cx.lang.get_untracked();
        let typed = name.get_untracked();
        let typed = if typed.trim().is_empty() {
            msg::UiCircuit.text(lang)
        } else {
            typed
        };
        let c = Circuit::new(&cstore::new_id(), &typed);
        match cstore::write(&c) {
            Ok(()) => cx.go(Route::Circuit { id: c.id.clone() }),
            Err(e) => cx.error(e.text(lang)),
        }
    };
    let list = move || {
        version.get();
        cstore::list()
    };
    view! {
        <section class="circuits">
            <h1>{move || msg::UiCircuits.text(cx.lang.get())}</h1>
            <p class="hint">{move || msg::UiCircuitsIntro.text(cx.lang.get())}</p>
            <form class="card create" id="circuit-new" on:submit=create>
                <label>{move || msg::UiCircuitName.text(cx.lang.get())}" "
                    <input id="circuit-new-name" prop:value=move || name.get() on:input=move |ev| name.set(event_target_value(&ev))/>
                </label>
                <button type="submit" class="primary">{move || msg::UiCreateCircuit.text(cx.lang.get())}</button>
            </form>
            {move || {
                let (good, bad) = list();
                view! {
                    <ul class="circuit-list" id="circuits">
                        {good.into_iter().map(|c| {
                            let id = c.id.clone();
                            let del = c.id.clone();
                            let name = c.rules.name.clone();
                            let count = c.members.len();
                            view! {
                                <li data-id=c.id.clone()>
                                    <a href=Route::Circuit { id: id.clone() }.to_hash() class="open" on:click=move |ev| { ev.prevent_default(); cx.go(Route::Circuit { id: id.clone() }) }>{name.clone()}</a>
                                    " "<small>{move || msg::UiCircuitTournaments { count: &count }.text(cx.lang.get())}</small>" "
                                    <button class="delete" on:click=move |_| {
                                        let ok = web_sys::window().and_then(|w| w.confirm_with_message(&msg::UiCircuitDeleteConfirm { name: &name }.text(cx.lang.get_untracked())).ok()).unwrap_or(false);
                                        if ok { cstore::delete(&del); version.update(|v| *v += 1); }
                                    }>{move || msg::UiDelete.text(cx.lang.get())}</button>
                                </li>
                            }
                        }).collect_view()}
                    </ul>
                    {(!bad.is_empty()).then(|| view! {
                        <p class="warn">{move || msg::UiUnreadableCircuitsKept.text(cx.lang.get())}" "{bad.join(", ")}</p>
                    })}
                }
            }}
        </section>
    }
}

/// A tournament of the circuit as the page shows it: where it comes from, its final standings or why
/// it has none.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct TournamentRead {
    member: Member,
    pub(super) held: Result<Held, String>,
    from_browser: bool,
}

/// The final standings of the circuit's tournaments: those held here are read again from storage
/// (a tournament corrected since counts as it is now).
pub(super) fn held_of(members: &[Member], lang: Lang) -> Vec<TournamentRead> {
    members
        .iter()
        .map(|m| match m {
            Member::Browser { id, name } => {
                let held = match store::read(id) {
                    Some(Ok(saved)) => {
                        let t = saved.journal.state();
                        Held::of(t, name, &HashMap::new()).map_err(|e| e.text(lang))
                    }
                    Some(Err(e)) => Err(e.text(lang)),
                    None => Err(msg::UiCircuitTournamentGone.str(lang).to_string()),
                };
                TournamentRead {
                    member: m.clone(),
                    held,
                    from_browser: true,
                }
            }
            Member::Kept { held } => TournamentRead {
                member: m.clone(),
                held: Ok(held.clone()),
                from_browser: false,
            },
        })
        .collect()
}

/// Saves the circuit and shows it; when it cannot be saved the page keeps the stored one and says why.
fn save(cx: Ctx, circuit: RwSignal<Option<Circuit>>, next: Circuit) -> bool {
    match cstore::write(&next) {
        Ok(()) => {
            circuit.set(Some(next));
            true
        }
        Err(e) => {
            cx.error(e.text(cx.lang.get_untracked()));
            false
        }
    }
}

/// One circuit: its tournaments, rules, candidates and standings.
#[component]
pub fn CircuitPage(id: String) -> impl IntoView {
    let cx = ctx();
    let circuit = RwSignal::new(None::<Circuit>);
    let load_error = RwSignal::new(None::<String>);
    match cstore::read(&id) {
        Some(Ok(c)) => circuit.set(Some(c)),
        Some(Err(e)) => load_error.set(Some(e)),
        None => load_error.set(Some(
            msg::UiCircuitNotFound.str(cx.lang.get_untracked()).into(),
        )),
    }
    view! {
        {move || load_error.get().map(|e| view! { <p class="notice error">{e}</p> })}
        <Show when=move || circuit.with(Option::is_some)>
            <CircuitBody circuit/>
        </Show>
    }
}

/// A circuit's page: its tournaments, how to add more, its rules, the candidate pairs, its documents
/// and its standings.
#[component]
fn CircuitBody(circuit: RwSignal<Option<Circuit>>) -> impl IntoView {
    let cx = ctx();
    let edit = RulesEdit {
        cx,
        circuit,
        error: RwSignal::new(Vec::new()),
    };
    // The final standings of every tournament, read again when the circuit or a stored tournament
    // changes.
    let shown_list = Memo::new(move |_| {
        cx.list_version.get();
        let lang = cx.lang.get();
        circuit.with(|c| {
            c.as_ref()
                .map(|c| held_of(&c.members, lang))
                .unwrap_or_default()
        })
    });
    let snapshot = Memo::new(move |_| Snapshot {
        rules: circuit.with(|c| c.as_ref().map(|c| c.rules.clone()).unwrap_or_default()),
        held: shown_list.with(|l| l.iter().filter_map(|s| s.held.clone().ok()).collect()),
    });
    let standings =
        Memo::new(move |_| snapshot.with(|s| crate::circuit::compute(&s.rules, &s.held)));
    view! {
        <section class="circuit" id="circuit">
            <p><a href="#/circuiti" on:click=move |ev| { ev.prevent_default(); cx.go(Route::Circuits) }>{move || msg::UiCircuitBackLink.text(cx.lang.get())}</a></p>
            <h1 id="circuit-title">{rule(circuit, |r| r.name.clone())}</h1>
            <MemberTable circuit shown_list edit/>
            <AddTournaments circuit/>
            <super::federation::read::ReadFromFederation circuit/>
            <RulesForm circuit edit/>
            <Candidates circuit standings edit_rules=Callback::new(move |(a, b, d): (String, String, Decision)| {
                edit.apply(&move |r: &mut Rules| {
                    match d {
                        Decision::Same => r.decide(&a, &b, true),
                        Decision::Apart => r.decide(&a, &b, false),
                        Decision::Undecided => r.undecide(&a, &b),
                    }
                    Ok(())
                });
            })/>

            {move || if circuit.with(|c| c.as_ref().is_some_and(|c| c.rules.rating.is_some())) {
                view! { <rating::RatingSection circuit snapshot/> }.into_any()
            } else {
                let printed = Callback::new(move |lang: Lang| standings.with_untracked(|s| crate::circuit::printed::printed(s, lang)));
                view! { <CircuitDocuments circuit printed/><StandingsTables standings big=false/> }.into_any()
            }}
        </section>
    }
}
