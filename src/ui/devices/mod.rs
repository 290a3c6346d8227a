//! Several devices, one tournament: this device's name, changes sent and received as files,
//! the live replication through a club's server, and the conflicts a merge leaves for the
//! director. Receiving changes is the app's one use case ([`crate::use_cases::receive`]: the journal's merge,
//! its preview, a tournament taken whole); this page only carries files and shows what comes back.

pub mod quarantine;
pub mod receiving;
pub mod server;

use super::ctx;
use crate::i18n::{Lang, Localized};
use crate::journal::{Changes, Conflict, Entry, Journal, Source};
use crate::store;
use crate::use_cases::receive::{self, quarantine_said, who, Preview};
use crate::words::msg;
use leptos::prelude::*;
use receiving::{merge_into_open, open_received};
use std::collections::BTreeMap;
use wasm_bindgen::prelude::*;

/// Reads the changes file chosen in `input` (and clears it): its name and the changes, or a refusal
/// said on the banner.
async fn read_changes(
    cx: super::Ctx,
    input: web_sys::HtmlInputElement,
) -> Option<(String, Changes)> {
    let lang = cx.lang.get_untracked();
    let (file, bytes) = store::read_file(&input).await?;
    input.set_value("");
    match Changes::parse(&String::from_utf8_lossy(&bytes)) {
        Ok(c) => Some((file, c)),
        Err(e) => {
            cx.error(file_problem(&file, &e.text(lang), lang));
            None
        }
    }
}

/// The file name of a changes file.
fn changes_file_name(j: &Journal) -> String {
    let stem = raduno_files::file_name::safe_stem(&j.state().settings.name);
    let me = raduno_files::file_name::safe_stem(&j.device_name(&store::device().0));
    format!("{stem}-modifiche-{me}.raduno-changes.json")
}

fn when(ms: i64, lang: Lang) -> String {
    js_sys::Date::new(&JsValue::from_f64(ms as f64))
        .to_locale_string(msg::UiLocaleTag.str(lang), &JsValue::UNDEFINED)
        .into()
}

/// Downloads the open tournament's changes a device lacks, by what it held when its last file came
/// (`None`: every change).
fn download_changes(cx: super::Ctx, holds: impl Fn(&str) -> Option<BTreeMap<String, u64>>) {
    cx.open.with_untracked(|o| {
        if let Some(s) = o {
            let text = s.journal.changes(holds(&s.id).as_ref()).to_text();
            store::download(
                &changes_file_name(&s.journal),
                text.as_bytes(),
                "application/json",
            );
        }
    });
}

/// This device's name (saved, the open tournament read again so its lists say it) and id.
#[component]
fn ThisDeviceCard() -> impl IntoView {
    let cx = ctx();
    let (me, my_name) = store::device();
    let name = RwSignal::new(my_name);
    let save_name = move |_| {
        store::set_device_name(&name.get_untracked());
        if let Some(id) = cx.open.with_untracked(|o| o.as_ref().map(|s| s.id.clone())) {
            if let Some(Ok(saved)) = store::read(&id) {
                cx.open.set(Some(saved));
            }
        }
        cx.info(msg::DevicesNameSaved.text(cx.lang.get_untracked()));
    };
    view! {
        <div class="card">
            <h2>{move || msg::DevicesThisDevice.text(cx.lang.get())}</h2>
            <label>{move || msg::DevicesName.text(cx.lang.get())}
                <input id="device-name" prop:value=move || name.get() on:input=move |ev| name.set(event_target_value(&ev))
                       placeholder=move || msg::DevicesNamePlaceholder.text(cx.lang.get())/>
            </label>
            <button id="device-name-save" on:click=save_name>{move || msg::DevicesSave.text(cx.lang.get())}</button>
            <p class="hint">{move || format!("ID {me}")}</p>
        </div>
    }
}

/// Changes by file: every change, or only what a known device lacks; a received file read into
/// `pending` for its preview.
#[component]
fn ExchangeByFile(pending: RwSignal<Option<(String, Changes)>>) -> impl IntoView {
    let cx = ctx();
    let send_all = move |_| download_changes(cx, |_| None);
    // Only what a device lacks, by what it held when its last file came.
    let send_to =
        move |peer: String| download_changes(cx, |id| store::peers(id).get(&peer).cloned());
    let peer_buttons = move || {
        let lang = cx.lang.get();
        cx.open.with(|o| {
            let s = o.as_ref()?;
            let peers = store::peers(&s.id);
            Some(
                peers
                    .into_iter()
                    .map(|(peer, holds)| {
                        let n = s.journal.changes(Some(&holds)).entries.len();
                        let name = who(&s.journal, &peer, lang);
                        let p = peer.clone();
                        view! {
                            <button class="send-to" data-device=peer disabled=n == 0 on:click=move |_| send_to(p.clone())>
                                {msg::DevicesSendOnlyMissing { count: &n, name: &name }.text(lang)}
                            </button>
                        }
                    })
                    .collect_view(),
            )
        })
    };
    let input = NodeRef::<leptos::html::Input>::new();
    let receive = move |_| {
        let Some(el) = input.get() else { return };
        leptos::task::spawn_local(async move {
            if let Some(got) = read_changes(cx, el).await {
                cx.drop_message();
                pending.set(Some(got));
            }
        });
    };
    view! {
        <div class="card">
            <h2>{move || msg::DevicesExchangeByFile.text(cx.lang.get())}</h2>
            <p class="hint">{move || msg::DevicesFileExchangeHint.text(cx.lang.get())}</p>
            <button id="send-changes" class="primary" on:click=send_all>{move || msg::DevicesSendChanges.text(cx.lang.get())}</button>
            {peer_buttons}
            <label class="file-button"><span>{move || msg::DevicesReceiveChanges.text(cx.lang.get())}</span>
                <input id="receive-changes" type="file" accept=".json,application/json" node_ref=input on:change=receive/>
            </label>
        </div>
    }
}

/// What a received file adds before it counts, and the button that merges it.
#[component]
fn ReceivePreview(pending: RwSignal<Option<(String, Changes)>>) -> impl IntoView {
    let cx = ctx();
    let apply = move |_| {
        let Some((file, changes)) = pending.get_untracked() else {
            return;
        };
        merge_and_say(cx, &cx.current_id(), &file, &changes, || pending.set(None));
    };
    move || {
        let lang = cx.lang.get();
        let (file, changes) = pending.get()?;
        let source = Source::File(file.clone());
        let result = cx.open.with(|o| {
            o.as_ref()
                .map(|s| receive::preview(&s.journal, &changes, &source, store::now_ms(), lang))
        })?;
        Some(match result.map_err(|e| e.text(lang)) {
            Ok(Preview { lines, conflicts }) => view! {
                <div class="card" id="receive-preview">
                    <h3>{msg::UiQuoted { text: &file }.text(lang)}</h3>
                    <p>{if lines.is_empty() {
                        msg::DevicesNothingNew.text(lang)
                    } else {
                        msg::DevicesNewChanges { count: &lines.len() }.text(lang)
                    }}</p>
                    <ul class="preview-lines">{lines.into_iter().take(30).map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
                    {(conflicts > 0).then(|| view! { <p class="warn">{msg::ServerConflictsAfterMerge { count: &conflicts }.text(lang)}</p> })}
                    <button id="receive-apply" class="primary" on:click=apply>{msg::DevicesMergeAndSave.text(lang)}</button>
                    <button on:click=move |_| pending.set(None)>{msg::DevicesCancel.text(lang)}</button>
                </div>
            }
            .into_any(),
            Err(e) => view! { <p class="notice error" id="receive-error">{file_problem(&file, &e, lang)}</p> }.into_any(),
        })
    }
}

/// The "Dispositivi" tab.
#[component]
pub fn DevicesPage() -> impl IntoView {
    let pending: RwSignal<Option<(String, Changes)>> = RwSignal::new(None);
    view! {
        <section class="devices">
            <div class="cards">
                <ThisDeviceCard/>
                <ExchangeByFile pending/>
                <server::ServerCard/>
            </div>
            <ReceivePreview pending/>
            <Conflicts/>
            <quarantine::QuarantineList/>
        </section>
    }
}

/// The conflicts a merge left, each with its versions, who made each and when, and the director's pick.
#[component]
pub fn Conflicts() -> impl IntoView {
    let cx = ctx();
    let list = move || {
        let lang = cx.lang.get();
        cx.open.with(|o| {
            let s = o.as_ref()?;
            let j = &s.journal;
            let conflicts = j.conflicts();
            if conflicts.is_empty() {
                return None;
            }
            let items = conflicts
                .into_iter()
                .map(|c| conflict_view(j, c, lang))
                .collect_view();
            Some(view! {
                <section id="conflicts">
                    <h2>{msg::DevicesConflictsToDecide.text(lang)}</h2>
                    {items}
                </section>
            })
        })
    };
    view! { {list} }
}

fn by(j: &Journal, e: &Entry, lang: Lang) -> String {
    format!("{} · {}", who(j, &e.id.device, lang), when(e.at_ms, lang))
}

fn conflict_view(j: &Journal, c: Conflict, lang: Lang) -> AnyView {
    match c {
        Conflict::Results {
            round,
            table,
            versions,
        } => results_view(j, (round, table), versions, lang),
        Conflict::Locked {
            round,
            table,
            entry,
            lock,
        } => locked_view(j, (round, table), entry, lock, lang),
        Conflict::SetAside {
            root,
            error,
            followers,
            rival,
        } => set_aside_view(j, root, error, followers.len(), rival, lang),
    }
}

/// Two results for one table: each version with who made it, and the button that keeps it.
fn results_view(
    j: &Journal,
    (round, table): (u32, u32),
    versions: Vec<usize>,
    lang: Lang,
) -> AnyView {
    let cx = ctx();
    let rows = versions
        .into_iter()
        .map(|i| {
            let e = &j.entries()[i];
            let scores = crate::use_cases::decisions::version_scores(j, (round, table), e);
            let id = e.id.clone();
            let keep = move |_| {
                cx.dispatch(crate::use_cases::decisions::keep(id.clone()));
            };
            view! {
                <li class="version">
                    <span class="who">{by(j, e, lang)}</span>": "<span class="scores">{scores}</span>" "
                    <button class="keep" on:click=keep>{msg::DevicesKeepThisOne.text(lang)}</button>
                </li>
            }
        })
        .collect_view();
    view! {
        <div class="card conflict" data-round=round data-table=table>
            <h3>{msg::DevicesConflictTwoVersions { round: &round, table: &table }.text(lang)}</h3>
            <ul>{rows}</ul>
        </div>
    }
    .into_any()
}

/// A correction made while another device locked the round.
fn locked_view(
    j: &Journal,
    (round, table): (u32, u32),
    entry: usize,
    lock: usize,
    lang: Lang,
) -> AnyView {
    let cx = ctx();
    let e = &j.entries()[entry];
    let l = &j.entries()[lock];
    let id = e.id.clone();
    let fine = move |_| {
        cx.dispatch(crate::use_cases::decisions::keep(id.clone()));
    };
    let what = e
        .event
        .describe_in(crate::format::kind(&j.state().settings), lang);
    view! {
        <div class="card conflict locked" data-round=round data-table=table>
            <h3>{msg::DevicesCorrectedWhileLocked { round: &round, table: &table }.text(lang)}</h3>
            <p>{by(j, e, lang)}": "{what}</p>
            <p>{msg::DevicesLockedBy { who: &by(j, l, lang) }.text(lang)}</p>
            <button class="keep" on:click=fine>{msg::DevicesCorrectionIsRight.text(lang)}</button>
        </div>
    }
    .into_any()
}

/// An entry set aside (with `n` entries made on it): keep what is applied, or take it instead of its
/// rival.
fn set_aside_view(
    j: &Journal,
    root: usize,
    error: crate::journal::ModelError,
    n: usize,
    rival: Option<usize>,
    lang: Lang,
) -> AnyView {
    let cx = ctx();
    let e = &j.entries()[root];
    let what = e
        .event
        .describe_in(crate::format::kind(&j.state().settings), lang);
    let root_device = who(j, &e.id.device, lang);
    let drop_root = {
        let id = e.id.clone();
        move |_| {
            cx.dispatch(crate::use_cases::decisions::leave_out(id.clone()));
        }
    };
    let rival_view = rival.map(|r| {
        let re = &j.entries()[r];
        let rival_id = re.id.clone();
        let rival_device = who(j, &re.id.device, lang);
        let take = move |_| {
            cx.dispatch(crate::use_cases::decisions::leave_out(rival_id.clone()));
        };
        view! {
            <button class="take" on:click=take>{msg::DevicesUseOtherVersion { rival_device: &rival_device, root_device: &root_device }.text(lang)}</button>
        }
    });
    view! {
        <div class="card conflict set-aside">
            <h3>{msg::DevicesNotApplied { what: &what }.text(lang)}</h3>
            <p>{by(j, e, lang)}" — "{error.text(lang)}</p>
            {(n > 0).then(|| view! { <p>{msg::DevicesWithLaterOperations { count: &n }.text(lang)}</p> })}
            <button class="keep" on:click=drop_root>{msg::DevicesKeepApplied.text(lang)}</button>
            {rival_view}
        </div>
    }
    .into_any()
}

/// A line under the tournament's title when a merge left conflicts, leading to the devices page.
#[component]
pub fn ConflictBanner() -> impl IntoView {
    let cx = ctx();
    let count = Memo::new(move |_| {
        cx.open
            .with(|o| o.as_ref().map_or(0, |s| s.journal.conflicts().len()))
    });
    move || {
        let n = count.get();
        (n > 0).then(|| {
            let lang = cx.lang.get();
            let id = cx.current_id();
            view! {
                <a id="conflict-banner" class="notice warn" href=super::Route::Tournament { id, tab: super::Tab::Devices }.to_hash()>
                    {match n {
                        1 => msg::DevicesOneConflictAfterMerge.text(lang),
                        n => msg::DevicesConflictsAfterMerge { count: &n }.text(lang),
                    }}
                </a>
            }
        })
    }
}

/// On the list of tournaments: a changes file from another device, for a tournament held here (merged
/// into it) or not yet (created from it).
#[component]
pub fn ReceiveTournament() -> impl IntoView {
    let cx = ctx();
    let input = NodeRef::<leptos::html::Input>::new();
    let receive = move |_| {
        let Some(el) = input.get() else { return };
        leptos::task::spawn_local(async move {
            let lang = cx.lang.get_untracked();
            let Some((file, changes)) = read_changes(cx, el).await else {
                return;
            };
            let Some(origin) = changes.creation().cloned() else {
                return cx.error(msg::DevicesFileLacksCreation { file: &file }.text(lang));
            };
            if let Some(id) = store::find_origin(&origin) {
                cx.open_id(&id);
                let shown = id.clone();
                merge_and_say(cx, &id, &file, &changes, || {
                    cx.go(super::Route::Tournament {
                        id: shown,
                        tab: super::Tab::Devices,
                    })
                });
                return;
            }
            let received = receive::take(&changes, &Source::File(file.clone()), store::now_ms())
                .map_err(|e| e.text(lang))
                .and_then(|journal| {
                    open_received(cx, journal, |saved| {
                        store::set_peer(&saved.id, &changes.from, &changes.holds)
                    })
                });
            match received {
                Ok(()) => cx.info(msg::DevicesFileTournamentReceived { file: &file }.text(lang)),
                Err(e) => cx.error(file_problem(&file, &e, lang)),
            }
        });
    };
    view! {
        <h2>{move || msg::DevicesReceiveFromAnotherDevice.text(cx.lang.get())}</h2>
        <label class="file-button">
            <span>{move || msg::HomeChooseTournamentFile.text(cx.lang.get())}</span>
            <input id="receive-tournament" type="file" accept=".json,application/json"
                   node_ref=input on:change=receive/>
        </label>
    }
}

/// Merges a changes file into the open tournament `id`; once merged and saved, `then` runs and the notice
/// says how many changes came in, else it says why nothing changed.
fn merge_and_say(cx: super::Ctx, id: &str, file: &str, changes: &Changes, then: impl FnOnce()) {
    let lang = cx.lang.get_untracked();
    match merge_into_open(cx, changes, &Source::File(file.to_string())) {
        Ok(report) => {
            store::set_peer(id, &changes.from, &changes.holds);
            then();
            cx.info(
                msg::DevicesFileMerged {
                    file: &file,
                    count: &report.added.len(),
                }
                .text(lang)
                    + &quarantine_said(&report, lang),
            );
        }
        Err(e) => cx.error(file_problem(file, &e, lang)),
    }
}

/// What went wrong with a file, the file named first.
fn file_problem(file: &str, problem: &dyn std::fmt::Display, lang: Lang) -> String {
    msg::UiFileProblem {
        file: &file,
        problem,
    }
    .text(lang)
}
