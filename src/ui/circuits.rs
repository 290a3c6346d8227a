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
use crate::circuit::identity::Decision;
use crate::circuit::rules::PointsRule;
use crate::circuit::standings::{shown, CircuitRow, CircuitStandings};
use crate::circuit::{Circuit, CircuitError, Held, Member, Rules, Snapshot};
use crate::format::FormatKind;
use crate::format::Points;
use crate::i18n::{Lang, Localized};
use crate::io::{self, Book};
use crate::store::{self, circuits as cstore};
use crate::words::msg;
use crate::worker::{self, get_bytes, get_text, Message};
use leptos::prelude::*;
use std::collections::HashMap;

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

/// Where the format chosen for workbooks is kept.
const FILES_FORMAT_KEY: &str = "raduno-circuit-files-format";

/// A tournament of the circuit as the page shows it: where it comes from, its final standings or why
/// it has none.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct Shown {
    member: Member,
    pub(super) held: Result<Held, String>,
    from_browser: bool,
}

/// The final standings of the circuit's tournaments: those held here are read again from storage
/// (a tournament corrected since counts as it is now).
pub(super) fn held_of(members: &[Member], lang: Lang) -> Vec<Shown> {
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
                Shown {
                    member: m.clone(),
                    held,
                    from_browser: true,
                }
            }
            Member::Kept { held } => Shown {
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

/// The values of a points table as typed ("25, 18, 15" or one a line).
fn parse_table(text: &str, lang: Lang) -> Result<Vec<Points>, String> {
    let mut values = Vec::new();
    for (i, part) in text
        .split([',', ';', ' ', '\n', '\t'])
        .filter(|p| !p.trim().is_empty())
        .enumerate()
    {
        match decimal(part) {
            Some(v) if v >= Points::ZERO => values.push(v),
            _ => {
                return Err(msg::UiCircuitPointsTableInvalid {
                    index: &(i + 1),
                    part: &part,
                }
                .text(lang))
            }
        }
    }
    if values.is_empty() {
        return Err(msg::UiCircuitPointsTableEmpty.str(lang).into());
    }
    Ok(values)
}

fn table_text(values: &[Points]) -> String {
    values
        .iter()
        .map(|v| v.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Reads every file chosen in an `<input type=file multiple>`: (name, bytes).
async fn read_files(input: &web_sys::HtmlInputElement) -> Vec<(String, Vec<u8>)> {
    let mut out = Vec::new();
    let Some(files) = input.files() else {
        return out;
    };
    for i in 0..files.length() {
        let Some(file) = files.get(i) else { continue };
        if let Ok(buffer) = wasm_bindgen_futures::JsFuture::from(file.array_buffer()).await {
            out.push((file.name(), js_sys::Uint8Array::new(&buffer).to_vec()));
        }
    }
    out
}

/// The file's name without the extension: a tournament's NAME when it comes from a file.
fn stem(file: &str) -> String {
    let lower = file.to_lowercase();
    for ext in [".raduno.json", ".json", ".xlsx", ".xls"] {
        if lower.ends_with(ext) {
            return file[..file.len() - ext.len()].to_string();
        }
    }
    file.to_string()
}

/// One file's final standings: a backup replayed, or a workbook read by the workbook worker (its
/// national IDs too) and built into a tournament here, as the documents page does.
async fn held_from_file(
    file: &str,
    bytes: Vec<u8>,
    format: Option<FormatKind>,
    lang: Lang,
) -> Result<Held, CircuitError> {
    let name = stem(file);
    let unreadable = |reason: String| CircuitError::Unreadable {
        file: file.to_string(),
        reason,
    };
    let mut held = if file.to_lowercase().ends_with(".json") {
        let text = String::from_utf8_lossy(&bytes);
        let saved = crate::persist::load(&text).map_err(|e| unreadable(e.text(lang)))?;
        let t = saved.journal.state();
        let name = if t.settings.name.trim().is_empty() {
            name
        } else {
            t.settings.name.clone()
        };
        Held::of(t, &name, &HashMap::new())?
    } else {
        let message = Message::new()
            .text("op", "read-book")
            .bytes("bytes", &bytes);
        let book: Result<Book, io::ReadError> = match worker::call(worker::FILES, message).await {
            Ok(reply) => match worker::get(&reply, "book") {
                Some(_) => {
                    Book::from_json(&get_text(&reply, "book")).map_err(io::ReadError::Reader)
                }
                None => {
                    Err(serde_json::from_str(&get_text(&reply, "unreadable")).unwrap_or_default())
                }
            },
            Err(e) => Err(io::ReadError::Reader(format!("worker: {e}"))),
        };
        let ids = book
            .as_ref()
            .map(io::workbook::national_ids)
            .unwrap_or_default();
        let reduced = book
            .as_ref()
            .ok()
            .and_then(io::workbook::reduced::read_reduced);
        // A workbook that names no format is read as the default one: said, with the choice to make.
        let assumed =
            format.is_none() && book.as_ref().is_ok_and(|b| !io::workbook::names_format(b));
        let said = |e: CircuitError| {
            if assumed {
                unreadable(format!(
                    "{} - {}",
                    e.text(lang),
                    msg::LegacyUiFormatAssumed {
                        format: &crate::format::FormatKind::default().name_in(lang),
                    }
                    .text(lang)
                ))
            } else {
                e
            }
        };
        let imported =
            io::import_book(book, file, format).map_err(|e| said(unreadable(e.text(lang))))?;
        let mut held = Held::of(&imported.tournament, &name, &ids).map_err(said)?;
        // The federation reads the workbook's Classifica Ridotta: the ranking takes its places.
        if let Some(rows) = &reduced {
            held.take_reduced(rows);
        }
        held
    };
    held.file = file.to_string();
    Ok(held)
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

/// One change of the circuit's rules: applied to a copy, checked as a rules file is, saved; else
/// refused with its place (in `error`) and the circuit unchanged.
#[derive(Clone, Copy)]
struct RulesEdit {
    cx: Ctx,
    circuit: RwSignal<Option<Circuit>>,
    error: RwSignal<Vec<String>>,
}

impl RulesEdit {
    /// `true` when the change was applied.
    fn apply(self, change: &dyn Fn(&mut Rules) -> Result<(), String>) -> bool {
        let Some(mut c) = self.circuit.get_untracked() else {
            return false;
        };
        let lang = self.cx.lang.get_untracked();
        if let Err(e) = change(&mut c.rules) {
            self.error.set(vec![e]);
            return false;
        }
        if let Err(problems) = c.rules.check() {
            self.error
                .set(problems.iter().map(|p| p.text(lang)).collect());
            return false;
        }
        self.error.set(Vec::new());
        save(self.cx, self.circuit, c);
        true
    }
}

/// A text of the circuit's rules, following the circuit.
fn rule(circuit: RwSignal<Option<Circuit>>, f: fn(&Rules) -> String) -> impl Fn() -> String + Copy {
    move || circuit.with(|c| c.as_ref().map(|c| f(&c.rules)).unwrap_or_default())
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
            <super::federation::ReadFromFederation circuit/>
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
                view! { <super::circuit_rating::RatingSection circuit snapshot/> }.into_any()
            } else {
                let printed = Callback::new(move |lang: Lang| standings.with_untracked(|s| crate::circuit::printed::printed(s, lang)));
                view! { <CircuitDocuments circuit printed/><StandingsTables standings big=false/> }.into_any()
            }}
        </section>
    }
}

/// The circuit's tournaments: date, format, players, state, where each comes from, its weight (typed
/// here) and a button to remove it.
#[component]
fn MemberTable(
    circuit: RwSignal<Option<Circuit>>,
    shown_list: Memo<Vec<Shown>>,
    edit: RulesEdit,
) -> impl IntoView {
    let cx = ctx();
    // Weights refused as typed: the field says so while the old rule applies.
    let refused_weights = RwSignal::new(std::collections::HashSet::<String>::new());
    let remove = move |index: usize| {
        let Some(mut c) = circuit.get_untracked() else {
            return;
        };
        if index < c.members.len() {
            c.members.remove(index);
            save(cx, circuit, c);
        }
    };
    view! {
        <h2>{move || msg::UiTournaments.text(cx.lang.get())}</h2>
        <table class="list" id="circuit-tournaments">
            <thead><tr>
                <th>{move || msg::UiTournament.text(cx.lang.get())}</th><th>{move || msg::UiDate.text(cx.lang.get())}</th>
                <th>{move || msg::UiCircuitFormatHeader.text(cx.lang.get())}</th><th class="num">{move || msg::UiPlayers.text(cx.lang.get())}</th>
                <th>{move || msg::UiState.text(cx.lang.get())}</th><th>{move || msg::UiSource.text(cx.lang.get())}</th>
                <th>{move || msg::UiWeight.text(cx.lang.get())}</th><th></th>
            </tr></thead>
            <tbody>
                {move || shown_list.get().into_iter().enumerate().map(|(i, s)| {
                    let name = match &s.held { Ok(h) => h.name.clone(), Err(_) => s.member.name().to_string() };
                    let weight_name = name.clone();
                    let weight = move || circuit.with(|c| c.as_ref().map(|c| c.rules.weight(&weight_name).to_string()).unwrap_or_default());
                    let for_edit = name.clone();
                    let (date, format, players, state, ok) = match &s.held {
                        Ok(h) => {
                            let lang = cx.lang.get();
                            let mut state = msg::UiFinished.text(lang);
                            // Rounds taken from the file, said.
                            if let Some(n) = h.rounds_from_file {
                                state = format!("{state} - {}", msg::LegacyUiRoundsFromFile { rounds: &n }.text(lang));
                            }
                            (h.date.clone(), h.format.clone(), h.rows.len().to_string(), state, true)
                        }
                        Err(e) => (String::new(), String::new(), String::new(), e.clone(), false),
                    };
                    let source = match &s.member {
                        Member::Browser { .. } => msg::UiThisBrowser.text(cx.lang.get()),
                        Member::Kept { held } => held.file.clone(),
                    };
                    let _ = s.from_browser;
                    view! {
                        <tr class="member" data-name=name.clone() class:problem=!ok>
                            <td class="name">{name.clone()}</td>
                            <td class="date">{date}</td><td class="format">{format}</td><td class="num players" data-label=move || msg::UiPlayers.text(cx.lang.get())>{players}</td>
                            <td class="state">{state}</td><td class="source">{source}</td>
                            <td class="weight-cell" data-label=move || msg::UiWeight.text(cx.lang.get())><input class="weight" size="5" aria-label=move || msg::UiWeight.text(cx.lang.get()) prop:value=weight
                                class:refused={ let n = name.clone(); move || refused_weights.with(|r| r.contains(&n)) }
                                aria-invalid={ let n = name.clone(); move || refused_weights.with(|r| r.contains(&n)).to_string() }
                                on:change=move |ev| {
                                    let text = event_target_value(&ev);
                                    let name = for_edit.clone();
                                    let key = name.clone();
                                    let applied = edit.apply(&move |r: &mut Rules| {
                                        let lang = cx.lang.get_untracked();
                                        let w = if text.trim().is_empty() { None } else {
                                            match decimal(&text.replace(',', ".")) {
                                                Some(w) if w >= Points::ZERO => Some(w),
                                                Some(_) => return Err(msg::UiCircuitWeightNegative { name: &name, text: &text }.text(lang)),
                                                None => return Err(msg::UiCircuitWeightNotNumber { name: &name, text: &text }.text(lang)),
                                            }
                                        };
                                        let entry = r.tournaments.entry(name.clone()).or_default();
                                        entry.weight = w.filter(|w| *w != Points::from_int(1));
                                        if entry.weight.is_none() && entry.format.is_none() && entry.rounds.is_none() { r.tournaments.remove(&name); }
                                        Ok(())
                                    });
                                    refused_weights.update(|r| { if applied { r.remove(&key); } else { r.insert(key); } });
                                }/></td>
                            <td class="remove-cell"><button class="remove" on:click=move |_| remove(i)>{move || msg::UiRemoveRow.text(cx.lang.get())}</button></td>
                        </tr>
                    }
                }).collect_view()}
            </tbody>
        </table>
    }
}

/// Adding tournaments: held in this browser, or from files (backups and workbooks, several at a time:
/// all of them or none), the workbooks read with a chosen format.
#[component]
fn AddTournaments(circuit: RwSignal<Option<Circuit>>) -> impl IntoView {
    let add_errors = RwSignal::new(Vec::<String>::new());
    view! {
        <div class="add-tournaments">
            <FromThisBrowser circuit add_errors/>
            <FromFiles circuit add_errors/>
            {move || (!add_errors.with(Vec::is_empty)).then(|| view! {
                <ul class="notice error" id="circuit-add-errors" role="alert">
                    {add_errors.get().into_iter().map(|e| view! { <li>{e}</li> }).collect_view()}
                </ul>
            })}
        </div>

    }
}

/// A tournament held in this browser, chosen among those the circuit does not have yet.
#[component]
fn FromThisBrowser(
    circuit: RwSignal<Option<Circuit>>,
    add_errors: RwSignal<Vec<String>>,
) -> impl IntoView {
    let cx = ctx();
    let chosen = RwSignal::new(String::new());
    let add_browser = move |_| {
        let lang = cx.lang.get_untracked();
        let id = chosen.get_untracked();
        if id.is_empty() {
            return;
        }
        let Some(mut c) = circuit.get_untracked() else {
            return;
        };
        let result = match store::read(&id) {
            Some(Ok(saved)) => {
                let t = saved.journal.state();
                let name = t.settings.name.clone();
                Held::of(t, &name, &HashMap::new()).and_then(|_| {
                    c.add(Member::Browser {
                        id: id.clone(),
                        name,
                    })
                })
            }
            Some(Err(e)) => Err(CircuitError::Unreadable {
                file: id.clone(),
                reason: e.text(lang),
            }),
            None => return,
        };
        match result {
            Ok(()) => {
                add_errors.set(Vec::new());
                chosen.set(String::new());
                save(cx, circuit, c);
            }
            Err(e) => add_errors.set(vec![e.text(lang)]),
        }
    };
    view! {
        <label>{move || msg::UiFromThisBrowser.text(cx.lang.get())}" "
            <select id="circuit-add-tournament" on:change=move |ev| chosen.set(event_target_value(&ev)) prop:value=move || chosen.get()>
                <option value="">{move || msg::UiChooseATournament.text(cx.lang.get())}</option>
                {move || {
                    cx.list_version.get();
                    let taken: Vec<String> = circuit.with(|c| c.as_ref().map(|c| c.members.iter().filter_map(|m| match m { Member::Browser { id, .. } => Some(id.clone()), _ => None }).collect()).unwrap_or_default());
                    store::list().0.into_iter().filter(|s| !taken.contains(&s.id)).map(|s| view! {
                        <option value=s.id.clone()>{format!("{} ({}, {})", s.name, s.format, s.players)}</option>
                    }).collect_view()
                }}
            </select>
        </label>
        <button id="circuit-add" on:click=add_browser>{move || msg::UiAdd.text(cx.lang.get())}</button>
    }
}

/// Backups and workbooks chosen as files, the workbooks read with the format chosen beside them (kept
/// across reloads): every file added, or none and each one's problem said.
#[component]
fn FromFiles(
    circuit: RwSignal<Option<Circuit>>,
    add_errors: RwSignal<Vec<String>>,
) -> impl IntoView {
    let cx = ctx();
    let busy = RwSignal::new(false);
    let file_format = RwSignal::new(
        store::side::read::<String>(FILES_FORMAT_KEY)
            .and_then(Result::ok)
            .and_then(|s| FormatKind::from_slug(&s)),
    );
    let files_input = NodeRef::<leptos::html::Input>::new();
    let add_files = move |_| {
        let Some(el) = files_input.get() else { return };
        let lang = cx.lang.get_untracked();
        let format = file_format.get_untracked();
        busy.set(true);
        leptos::task::spawn_local(async move {
            let files = read_files(&el).await;
            el.set_value("");
            let Some(mut c) = circuit.get_untracked() else {
                busy.set(false);
                return;
            };
            let mut errors = Vec::new();
            for (file, bytes) in files {
                match held_from_file(&file, bytes, format, lang).await {
                    Ok(held) => {
                        if let Err(e) = c.add(Member::Kept { held }) {
                            errors.push(e.text(lang));
                        }
                    }
                    Err(e) => errors.push(e.text(lang)),
                }
            }
            busy.set(false);
            if errors.is_empty() {
                add_errors.set(Vec::new());
                save(cx, circuit, c);
            } else {
                errors.push(msg::UiCircuitNothingAdded.text(lang));
                add_errors.set(errors);
            }
        });
    };
    view! {
        <label>{move || msg::UiCircuitFromFiles.text(cx.lang.get())}" "
            <input id="circuit-files" type="file" multiple accept=".json,.xls,.xlsx,application/json" node_ref=files_input on:change=add_files/>
        </label>
        <label>{move || msg::UiWorkbooksFormat.text(cx.lang.get())}" "
            <select id="circuit-files-format" prop:value=move || file_format.get().map(|f| f.slug().to_string()).unwrap_or_default()
                on:change=move |ev| {
                    let chosen = FormatKind::from_slug(&event_target_value(&ev));
                    match chosen {
                        Some(f) => { let _ = store::side::write(FILES_FORMAT_KEY, &f.slug()); }
                        None => store::side::remove(FILES_FORMAT_KEY),
                    }
                    file_format.set(chosen);
                }>
                <option value="">{move || msg::UiFromTheFile.text(cx.lang.get())}</option>
                {FormatKind::all().map(|f| view! { <option value=f.slug()>{move || f.name_in(cx.lang.get())}</option> }).collect_view()}
            </select>
        </label>
        {move || busy.get().then(|| view! { <span class="busy">{msg::UiReading.text(cx.lang.get())}</span> })}
    }
}

/// The circuit's rules: name, the kind of ranking (a circuit's own rules or the national ranking of a
/// year), its own rules; in and out as JSON; what a change broke.
#[component]
fn RulesForm(circuit: RwSignal<Option<Circuit>>, edit: RulesEdit) -> impl IntoView {
    let cx = ctx();
    let rules_error = edit.error;
    let national = move || circuit.with(|c| c.as_ref().is_some_and(|c| c.rules.ranking.is_some()));
    let rating = move || circuit.with(|c| c.as_ref().is_some_and(|c| c.rules.rating.is_some()));
    view! {
        <h2>{move || msg::UiCircuitRulesHeading.text(cx.lang.get())}</h2>
        <div class="circuit-rules" id="circuit-rules">
            <label>{move || msg::UiName.text(cx.lang.get())}" "
                <input id="circuit-name" prop:value=rule(circuit, |r| r.name.clone()) on:change=move |ev| {
                    let v = event_target_value(&ev);
                    edit.apply(&move |r: &mut Rules| { r.name = v.trim().to_string(); Ok(()) });
                }/>
            </label>
            <label>{move || msg::UiRankingKind.text(cx.lang.get())}" "
                <select id="circuit-kind" prop:value=rule(circuit, |r| if r.ranking.is_some() { "national" } else if r.rating.is_some() { "rating" } else { "circuit" }.to_string())
                    on:change=move |ev| {
                        let v = event_target_value(&ev);
                        edit.apply(&move |r: &mut Rules| {
                            r.ranking = (v == "national").then(|| r.ranking.unwrap_or_else(this_year));
                            r.rating = (v == "rating").then_some(crate::circuit::rules::RatingModel::WengLin);
                            Ok(())
                        });
                    }>
                    <option value="circuit">{move || msg::UiRankingKindCircuit.text(cx.lang.get())}</option>
                    <option value="national">{move || msg::UiRankingKindNational.text(cx.lang.get())}</option>
                    <option value="rating">{move || msg::UiRankingKindRating.text(cx.lang.get())}</option>
                </select>
            </label>
            {move || national().then(|| view! { <RankingYear circuit edit/> })}
            <div class="circuit-own-rules" style:display=move || if national() || rating() { "none" } else { "" }>
                <OwnRules circuit edit/>
            </div>
            <RulesFile circuit rules_error/>
            {move || (!rules_error.with(Vec::is_empty)).then(|| view! {
                <ul class="notice error" id="circuit-rules-error" role="alert">
                    {rules_error.get().into_iter().map(|e| view! { <li>{e}</li> }).collect_view()}
                </ul>
            })}
        </div>

    }
}

/// The year of a national ranking: one whose rules Raduno knows.
#[component]
fn RankingYear(circuit: RwSignal<Option<Circuit>>, edit: RulesEdit) -> impl IntoView {
    let cx = ctx();
    view! {
        <label>{move || msg::UiRankingYear.text(cx.lang.get())}" "
            <input id="circuit-year" type="number" min="2019" max="9999" prop:value=rule(circuit, |r| r.ranking.map(|y| y.to_string()).unwrap_or_default())
                on:change=move |ev| {
                    let v = event_target_value(&ev);
                    edit.apply(&move |r: &mut Rules| {
                        let lang = cx.lang.get_untracked();
                        let first = crate::circuit::ranking::year::FILES[0].0;
                        match v.trim().parse::<u32>() {
                            Ok(y) if crate::circuit::ranking::year::YearRules::of(y).is_some() && y <= 9999 => { r.ranking = Some(y); Ok(()) }
                            _ => Err(msg::RankingYearInvalid { value: &v, first: &first }.text(lang)),
                        }
                    });
                }/>
        </label>
    }
}

/// A circuit's own rules: the points a tournament gives (and the table by place), the best N results
/// and the least number of tournaments.
#[component]
fn OwnRules(circuit: RwSignal<Option<Circuit>>, edit: RulesEdit) -> impl IntoView {
    let cx = ctx();
    let by_table = move || {
        circuit.with(|c| {
            matches!(
                c.as_ref().map(|c| &c.rules.points),
                Some(PointsRule::Table(_))
            )
        })
    };
    view! {
        <label>{move || msg::UiPointsPerTournament.text(cx.lang.get())}" "
            <select id="circuit-points" prop:value=rule(circuit, |r| match r.points { PointsRule::Table(_) => "table", PointsRule::Beaten => "beaten", PointsRule::Percent => "percent", PointsRule::Own => "own" }.to_string())
                on:change=move |ev| {
                    let v = event_target_value(&ev);
                    edit.apply(&move |r: &mut Rules| {
                        r.points = match v.as_str() {
                            "beaten" => PointsRule::Beaten,
                            "percent" => PointsRule::Percent,
                            "own" => PointsRule::Own,
                            _ => match &r.points { PointsRule::Table(t) => PointsRule::Table(t.clone()), _ => PointsRule::default() },
                        };
                        Ok(())
                    });
                }>
                <option value="table">{move || msg::UiTableByPlace.text(cx.lang.get())}</option>
                <option value="beaten">{move || msg::UiCircuitPointsBeaten.text(cx.lang.get())}</option>
                <option value="percent">{move || msg::UiCircuitPointsPercent.text(cx.lang.get())}</option>
                <option value="own">{move || msg::UiCircuitPointsOwn.text(cx.lang.get())}</option>
            </select>
        </label>
        {move || by_table().then(|| view! {
            <label>{move || msg::UiCircuitPointsTableLabel.text(cx.lang.get())}" "
                <input id="circuit-table" size="40" prop:value=rule(circuit, |r| match &r.points { PointsRule::Table(v) => table_text(v), _ => String::new() })
                    on:change=move |ev| {
                        let v = event_target_value(&ev);
                        edit.apply(&move |r: &mut Rules| { r.points = PointsRule::Table(parse_table(&v, cx.lang.get_untracked())?); Ok(()) });
                    }/>
            </label>
        })}
        <label>{move || msg::UiCircuitBestLabel.text(cx.lang.get())}" "
            <input id="circuit-best" type="number" min="1" prop:value=rule(circuit, |r| r.best.map(|b| b.to_string()).unwrap_or_default())
                on:change=move |ev| {
                    let v = event_target_value(&ev);
                    edit.apply(&move |r: &mut Rules| {
                        let lang = cx.lang.get_untracked();
                        r.best = if v.trim().is_empty() { None } else {
                            match v.trim().parse::<u32>() { Ok(n) if n >= 1 => Some(n), _ => return Err(msg::UiCircuitBestInvalid { value: &v }.text(lang)) }
                        };
                        Ok(())
                    });
                }/>
        </label>
        <label>{move || msg::UiCircuitMinEventsLabel.text(cx.lang.get())}" "
            <input id="circuit-min" type="number" min="0" prop:value=rule(circuit, |r| r.min_events.to_string())
                on:change=move |ev| {
                    let v = event_target_value(&ev);
                    edit.apply(&move |r: &mut Rules| {
                        let lang = cx.lang.get_untracked();
                        r.min_events = v.trim().parse::<u32>().map_err(|_| msg::UiCircuitMinEventsInvalid { value: &v }.text(lang))?;
                        Ok(())
                    });
                }/>
        </label>
    }
}

/// The rules out as a JSON file, and in from one (all checked, or nothing changes and `rules_error`
/// says why).
#[component]
fn RulesFile(
    circuit: RwSignal<Option<Circuit>>,
    rules_error: RwSignal<Vec<String>>,
) -> impl IntoView {
    let cx = ctx();
    let current = move || circuit.get_untracked();
    let rules_input = NodeRef::<leptos::html::Input>::new();
    let import_rules = move |_| {
        let Some(el) = rules_input.get() else { return };
        let lang = cx.lang.get_untracked();
        leptos::task::spawn_local(async move {
            let Some((file, bytes)) = store::read_file(&el).await else {
                return;
            };
            el.set_value("");
            let Some(mut c) = current() else { return };
            match c.import_rules(&String::from_utf8_lossy(&bytes), &file) {
                Ok(()) => {
                    rules_error.set(Vec::new());
                    save(cx, circuit, c);
                }
                Err(CircuitError::Rules { file, problems }) => rules_error.set(
                    std::iter::once(msg::UiCircuitRulesNotImported { file: &file }.text(lang))
                        .chain(problems.iter().map(|p| p.text(lang)))
                        .collect(),
                ),
                Err(e) => rules_error.set(vec![e.text(lang)]),
            }
        });
    };
    let export_rules = move |_| {
        if let Some(c) = current() {
            let name = format!(
                "{}_{}.json",
                crate::io::file_name::safe_stem(&c.rules.name),
                msg::UiRules.text(cx.lang.get())
            );
            store::download(&name, c.rules.to_json().as_bytes(), "application/json");
        }
    };
    view! {
        <div class="rules-json">
            <button id="circuit-export-rules" on:click=export_rules>{move || msg::UiExportRulesJson.text(cx.lang.get())}</button>
            <label>{move || msg::UiImportRulesJson.text(cx.lang.get())}" "
                <input id="circuit-import-rules" type="file" accept=".json,application/json" node_ref=rules_input on:change=import_rules/>
            </label>
        </div>
    }
}

/// The current year, for a national ranking just chosen.
fn this_year() -> u32 {
    let y = js_sys::Date::new_0().get_full_year();
    y.clamp(crate::circuit::ranking::year::FILES[0].0, 9999)
}

/// The circuit's standings (or its rating list, `rating`) as documents (PDF, Excel, HTML) and on
/// the projector: `printed` gives what the documents print, in a language.
#[component]
pub(super) fn CircuitDocuments(
    circuit: RwSignal<Option<Circuit>>,
    printed: Callback<Lang, io::printed::Printed>,
    #[prop(optional)] rating: bool,
) -> impl IntoView {
    let cx = ctx();
    let print_pdf = move |_| {
        let lang = cx.lang.get_untracked();
        let printed = printed.run(lang);
        let Ok(text) = serde_json::to_string(&printed) else {
            return;
        };
        let message = Message::new()
            .text("circuit", &text)
            .text("lang", &serde_json::to_string(&lang).unwrap_or_default());
        leptos::task::spawn_local(async move {
            match worker::call(worker::PDF, message).await {
                Ok(reply) => store::download(
                    &get_text(&reply, "name"),
                    &get_bytes(&reply, "bytes"),
                    PDF_MIME,
                ),
                Err(e) => cx.error(format!("PDF: {e}")),
            }
        });
    };
    let write_xlsx = move |_| {
        let lang = cx.lang.get_untracked();
        let printed = printed.run(lang);
        let Ok(text) = serde_json::to_string(&printed) else {
            return;
        };
        let message = Message::new()
            .text("op", "circuit-xlsx")
            .text("circuit", &text)
            .text("lang", &serde_json::to_string(&lang).unwrap_or_default());
        let name = printed.file_name(lang, "xlsx");
        leptos::task::spawn_local(async move {
            match worker::call(worker::FILES, message).await {
                Ok(reply) => store::download(&name, &get_bytes(&reply, "bytes"), XLSX_MIME),
                Err(e) => cx.error(format!("xlsx: {e}")),
            }
        });
    };
    let write_html = move |_| {
        let lang = cx.lang.get_untracked();
        let printed = printed.run(lang);
        let name = printed.file_name(lang, "html");
        let html = io::export::circuit_html(&printed, lang);
        store::download(&name, html.as_bytes(), "text/html");
    };
    let circuit_id = move || circuit.with(|c| c.as_ref().map(|c| c.id.clone()).unwrap_or_default());

    view! {
        <h2>{move || if rating { msg::TableRatingTitle.text(cx.lang.get()) } else { msg::UiCircuitStandings.text(cx.lang.get()) }}</h2>
        <div class="doc-buttons">
            <button id="circuit-pdf" on:click=print_pdf>{move || msg::UiStandingsPdf.text(cx.lang.get())}</button>
            <button id="circuit-xlsx" on:click=write_xlsx>{move || msg::UiStandingsExcel.text(cx.lang.get())}</button>
            <button id="circuit-html" on:click=write_html>{move || msg::UiStandingsHtml.text(cx.lang.get())}</button>
            <a id="circuit-projector" href=move || Route::CircuitProjector { id: circuit_id() }.to_hash()
               on:click=move |ev| { ev.prevent_default(); cx.go(Route::CircuitProjector { id: circuit_id() }) }>{move || msg::UiProjector.text(cx.lang.get())}</a>
        </div>
    }
}

/// The candidate pairs with the tournaments each side played, and the director's decision.
#[component]
fn Candidates(
    circuit: RwSignal<Option<Circuit>>,
    standings: Memo<CircuitStandings>,
    edit_rules: Callback<(String, String, Decision)>,
) -> impl IntoView {
    let cx = ctx();
    let _ = circuit;
    view! {
        {move || {
            let s = standings.get();
            let notes = s.notes.clone();
            (!s.candidates.is_empty() || !notes.is_empty()).then(|| view! {
                <h2>{move || msg::UiMaybeTheSamePerson.text(cx.lang.get())}</h2>
                <p class="hint">{move || msg::UiCircuitIdentityHint.str(cx.lang.get())}</p>
                <ul class="candidates" id="circuit-candidates">
                    {s.candidates.into_iter().map(|c| {
                        let (a, b) = (c.a.clone(), c.b.clone());
                        let (a2, b2, a3, b3) = (a.clone(), b.clone(), a.clone(), b.clone());
                        let decision = c.decision;
                        let state = move || match decision {
                            Decision::Undecided => msg::UiToDecide.text(cx.lang.get()),
                            Decision::Same => msg::UiCircuitMerged.text(cx.lang.get()),
                            Decision::Apart => msg::UiCircuitKeptApart.text(cx.lang.get()),
                        };
                        let likeness = c.likeness;
                        view! {
                            <li class="candidate" data-a=c.a.clone() data-b=c.b.clone() data-decision=match decision { Decision::Undecided => "undecided", Decision::Same => "same", Decision::Apart => "apart" }>
                                <span class="who"><b>{crate::circuit::identity::label_words(&c.a)}</b>" ("{c.a_tournaments.join(", ")}")  ~  "<b>{crate::circuit::identity::label_words(&c.b)}</b>" ("{c.b_tournaments.join(", ")}")"</span>
                                " — "<span class="why">{move || likeness.words(cx.lang.get())}</span>
                                " — "<span class="decision">{state}</span>" "
                                {(decision != Decision::Same).then(|| view! {
                                    <button class="same" on:click=move |_| edit_rules.run((a.clone(), b.clone(), Decision::Same))>{move || msg::UiSamePerson.text(cx.lang.get())}</button>
                                })}
                                {(decision != Decision::Apart).then(|| view! {
                                    <button class="apart" on:click=move |_| edit_rules.run((a2.clone(), b2.clone(), Decision::Apart))>{move || msg::UiDifferentPeople.text(cx.lang.get())}</button>
                                })}
                                {(decision != Decision::Undecided).then(|| view! {
                                    <button class="undecide" on:click=move |_| edit_rules.run((a3.clone(), b3.clone(), Decision::Undecided))>{move || msg::UiReopen.text(cx.lang.get())}</button>
                                })}
                            </li>
                        }
                    }).collect_view()}
                </ul>
                {(!notes.is_empty()).then(|| view! {
                    <ul class="notice error" id="circuit-notes">
                        {notes.into_iter().map(|n| view! { <li>{format!("{} ~ {}: ", n.pair[0], n.pair[1])}{move || n.why.text(cx.lang.get())}</li> }).collect_view()}
                    </ul>
                })}
            })
        }}
    }
}

/// The standings and, apart, the unranked players: every counted result and the dropped ones.
#[component]
fn StandingsTables(
    standings: Memo<CircuitStandings>,
    big: bool,
    /// On the projector: the page shown, of [`PROJECTOR_ROWS`] rows (the unranked on the last).
    #[prop(optional)]
    page: Option<RwSignal<usize>>,
) -> impl IntoView {
    let cx = ctx();
    let rows = move |list: Vec<CircuitRow>, s: CircuitStandings| {
        let lang = cx.lang.get();
        let ranking = s.ranking.is_some();
        list.into_iter()
            .map(|r| {
                let tname = |t: usize| s.tournaments.get(t).cloned().unwrap_or_default();
                let counted: Vec<_> = r
                    .counted
                    .iter()
                    .map(|x| {
                        // The place counted is the workbook's Classifica Ridotta's: the app's own beside it.
                        let own = x.own_place.map(|o| msg::RankingPlaceRaduno { own: &crate::i18n::ordinal(o, lang) }.text(lang));
                        view! { <span class="counted" data-tournament=tname(x.tournament) data-own-place=x.own_place.map(|o| o.to_string())>{format!("{}: {} {}", tname(x.tournament), crate::i18n::ordinal(x.place, lang), crate::i18n::decimal_in(&shown(x.points), lang))}{own.map(|w| view! { " "<em class="why">"("{w}")"</em> })}</span>" " }
                    })
                    .collect();
                let dropped: Vec<_> = r
                    .dropped
                    .iter()
                    .map(|x| {
                        let why = x.why.as_ref().map(|w| w.text(lang));
                        let title = why.clone().unwrap_or_else(|| msg::UiDropped.text(lang));
                        let key = x.why.as_ref().map_or("best", |w| w.key());
                        view! {
                            <span class="dropped" data-tournament=tname(x.tournament) data-why=key title=title>
                                {format!("{}: {} {}", tname(x.tournament), crate::i18n::ordinal(x.place, lang), crate::i18n::decimal_in(&shown(x.points), lang))}
                                {why.map(|w| view! { " "<em class="why">"("{w}")"</em> })}
                            </span>" "
                        }
                    })
                    .collect();
                view! {
                    <tr data-name=r.full_name() data-club=r.club.clone() data-national-id=r.national_id.clone()>
                        <td class="pos num">{r.pos.map_or("-".to_string(), |p| p.to_string())}</td>
                        {ranking.then(|| view! { <td class="national-id num">{r.national_id.clone()}</td> })}
                        <td class="name">{r.full_name()}</td>
                        <td class="club">{r.club.clone()}</td>
                        <td class="total num" title=r.total.exact()>{r.total.shown_in(lang)}</td>
                        <td class="events num">{r.events}</td>
                        {(!big).then(|| view! { <td class="results">{counted}{dropped}</td> })}
                    </tr>
                }
            })
            .collect_view()
    };
    let head = move |ranking: bool| {
        view! {
            <thead><tr>
                <th class="num">"Pos."</th>
                {ranking.then(|| view! { <th class="num">{msg::UiRankingNationalId.text(cx.lang.get())}</th> })}
                <th>{msg::UiCircuitNameHeader.text(cx.lang.get())}</th><th>"Club"</th>
                <th class="num">{msg::UiCircuitTotalHeader.text(cx.lang.get())}</th><th class="num">{msg::UiEvents.text(cx.lang.get())}</th>
                {(!big).then(|| view! { <th>{msg::UiCircuitResultsHeader.text(cx.lang.get())}</th> })}
            </tr></thead>
        }
    };
    view! {
        {move || {
            let s = standings.get();
            let lang = cx.lang.get();
            let ranking = s.ranking.is_some();
            let limits = s
                .ranking
                .as_ref()
                .map(|info| crate::circuit::output::ranking_limits(info, lang));
            let (ranked, unranked) = match page {
                Some(page) => {
                    let (first, last) = (page.get() * PROJECTOR_ROWS, projector_pages(&s) - 1);
                    let ranked = s.rows.iter().skip(first).take(PROJECTOR_ROWS).cloned().collect();
                    let unranked = if page.get() == last { s.unranked.clone() } else { Vec::new() };
                    (ranked, unranked)
                }
                None => (s.rows.clone(), s.unranked.clone()),
            };
            let s2 = s.clone();
            let places = if big { Vec::new() } else { crate::circuit::output::place_lines(&s, lang) };
            view! {
                {limits.map(|l| view! { <p class="hint" id="ranking-limits">{l}</p> })}
                <table class="list circuit-standings" id="circuit-standings">
                    {head(ranking)}
                    <tbody>{rows(ranked, s)}</tbody>
                </table>
                {(!unranked.is_empty()).then(|| view! {
                    <h3>{if ranking { msg::UiRankingUnranked.text(lang) } else { msg::UiCircuitUnranked.text(lang) }}</h3>
                    <table class="list circuit-standings" id="circuit-unranked">
                        {head(ranking)}
                        <tbody>{rows(unranked, s2)}</tbody>
                    </table>
                })}
                {places.split_first().map(|(head, lines)| view! {
                    <div class="notice" id="ranking-places">
                        <h3>{head.clone()}</h3>
                        <ul>{lines.iter().map(|l| view! { <li class="place-differs">{l.clone()}</li> }).collect_view()}</ul>
                    </div>
                })}
            }
        }}
    }
}

/// Rows of the circuit's standings a projector page shows (at 1366×768 too).
pub(super) const PROJECTOR_ROWS: usize = 12;

/// The projector's pages of the circuit's standings: the ranked rows a page of [`PROJECTOR_ROWS`]
/// at a time, the unranked with the last.
fn projector_pages(s: &CircuitStandings) -> usize {
    s.rows.len().div_ceil(PROJECTOR_ROWS).max(1)
}

/// The circuit's standings on the projector: large, no menus; opened at the top and turning its
/// pages as the tournament's projector does (every 10 s, arrows and Page Up/Down).
#[component]
pub fn CircuitProjector(id: String) -> impl IntoView {
    let cx = ctx();
    let lang = cx.lang.get_untracked();
    let Some(Ok(c)) = cstore::read(&id) else {
        return view! { <p class="notice error">{msg::UiCircuitNotFound.text(lang)}</p> }
            .into_any();
    };
    if c.rules.rating.is_some() {
        return view! { <super::circuit_rating::RatingProjector id/> }.into_any();
    }
    let name = c.rules.name.clone();
    let back = id.clone();
    let standings = Memo::new(move |_| {
        let held: Vec<Held> = held_of(&c.members, lang)
            .into_iter()
            .filter_map(|s| s.held.ok())
            .collect();
        crate::circuit::compute(&c.rules, &held)
    });
    // Opened from the bottom of the circuit's page, it shows its top (the first rows).
    let to_top = || {
        if let Some(w) = web_sys::window() {
            w.scroll_to_with_x_and_y(0.0, 0.0);
        }
    };
    to_top();
    request_animation_frame(to_top);
    let page = RwSignal::new(0usize);
    let pages = move || standings.with(projector_pages);
    let turn = move |by: isize| {
        let n = pages() as isize;
        page.update(|p| *p = (*p as isize + by).rem_euclid(n) as usize)
    };
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        match ev.key().as_str() {
            "ArrowRight" | "ArrowDown" | "PageDown" | " " => turn(1),
            "ArrowLeft" | "ArrowUp" | "PageUp" => turn(-1),
            _ => return,
        }
        ev.prevent_default();
    });
    let handle = set_interval_with_handle(move || turn(1), std::time::Duration::from_secs(10)).ok();
    on_cleanup(move || {
        keys.remove();
        if let Some(h) = handle {
            h.clear()
        }
    });
    view! {
        <div class="projector circuit-projector" id="circuit-projector-view">
            <h1>{name}" — "{move || msg::UiCircuitStandings.text(cx.lang.get())}
                <a class="close" href=Route::Circuit { id: back.clone() }.to_hash()>"×"</a></h1>
            <StandingsTables standings big=true page/>
            <p class="p-page" id="circuit-page" data-page=move || page.get() + 1 data-pages=pages>
                {move || format!("{} {}/{}", msg::UiPage.text(cx.lang.get()), page.get() + 1, pages())}
            </p>
        </div>
    }
    .into_any()
}
