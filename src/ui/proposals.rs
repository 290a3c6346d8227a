//! Players' phones (issue 32), the director's side: the publication written to the club's server
//! whenever the tournament changes ([`crate::publish`]), the tables' codes and QR codes, and the
//! results proposed from the tables ([`crate::proposal`]) — who proposed what and when, "confermato"
//! when two players of a table agree, one click to apply (the typed score's own journal command, checked
//! by the rules) or to reject. Without a server, no QR code is offered and the panel says why.

use super::ctx;
use crate::i18n::Lang;
use crate::proposal::{self, Proposal, Refusal};
use crate::publish::{self, Codes};
use crate::words::msg;
use leptos::prelude::*;
use wasm_bindgen::prelude::*;

use crate::store::Server;

/// The device's server (one for every tournament): none once the director disconnected it, whatever
/// the tournament's own replication record still remembers.
fn server(_id: &str) -> Option<Server> {
    let s = crate::store::server();
    let url = s.url.trim().trim_end_matches('/').to_string();
    (!url.is_empty()).then_some(Server { url, ..s })
}

fn why(e: JsValue) -> String {
    e.dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| e.as_string())
        .unwrap_or_else(|| "fetch".into())
}

/// One request to the server with the director's credentials (HTTP Basic when the device has a user):
/// the status and the body.
async fn call(
    s: &Server,
    method: &str,
    url: &str,
    body: Option<String>,
) -> Result<(u16, String), String> {
    let window = web_sys::window().ok_or("no window")?;
    // An https page never asks an http server (the browser would block it; the server card says why).
    let page = window.location().protocol().unwrap_or_default();
    if crate::replica::couch::mixed_content(&page, url) {
        return Err("mixed content".into());
    }
    let init = web_sys::RequestInit::new();
    init.set_method(method);
    let headers = web_sys::Headers::new().map_err(why)?;
    headers.set("Accept", "application/json").map_err(why)?;
    if !s.user.is_empty() {
        let pair: String = format!("{}:{}", s.user, s.password)
            .bytes()
            .map(char::from)
            .collect();
        let basic = window.btoa(&pair).map_err(why)?;
        headers
            .set("Authorization", &format!("Basic {basic}"))
            .map_err(why)?;
    }
    if let Some(body) = body {
        init.set_body(&JsValue::from_str(&body));
        headers
            .set("Content-Type", "application/json")
            .map_err(why)?;
    }
    init.set_headers(&headers);
    let request = web_sys::Request::new_with_str_and_init(url, &init).map_err(why)?;
    let response: web_sys::Response =
        wasm_bindgen_futures::JsFuture::from(window.fetch_with_request(&request))
            .await
            .map_err(why)?
            .dyn_into()
            .map_err(why)?;
    let text = wasm_bindgen_futures::JsFuture::from(response.text().map_err(why)?)
        .await
        .map_err(why)?
        .as_string()
        .unwrap_or_default();
    Ok((response.status(), text))
}

fn codes_key(id: &str) -> String {
    format!("raduno.codes.{id}")
}

/// This device's codes for a tournament (local storage only: never in the journal or a backup).
fn codes(id: &str) -> Codes {
    crate::store::raw(&codes_key(id))
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_default()
}

fn save_codes(id: &str, c: &Codes) {
    if let (Ok(text), Some(s)) = (
        serde_json::to_string(c),
        web_sys::window().and_then(|w| w.local_storage().ok().flatten()),
    ) {
        let _ = s.set_item(&codes_key(id), &text);
    }
}

fn local_flag(key: &str) -> bool {
    crate::store::raw(key).is_some_and(|v| v == "1")
}

fn set_local_flag(key: &str, on: bool) {
    if let Some(s) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) {
        let _ = s.set_item(key, if on { "1" } else { "0" });
    }
}

/// The folder the app is served from (the follow page is beside it).
fn page_folder() -> String {
    let href = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default();
    let href = href.split('#').next().unwrap_or_default();
    let href = href.split('?').next().unwrap_or_default();
    match href.rfind('/') {
        Some(i) => href[..=i].to_string(),
        None => String::new(),
    }
}

/// The tournament's key on the server (its creation entry), as the journal's documents carry it.
fn tournament_key(cx: super::Ctx) -> Option<String> {
    cx.open.with_untracked(|o| {
        o.as_ref()
            .and_then(|s| s.journal.origin().map(crate::journal::sync::origin_key))
    })
}

/// PUT a document, over its current revision.
async fn put_doc(s: &Server, db: &str, id: &str, mut doc: serde_json::Value) -> Result<(), String> {
    let url = match id.strip_prefix("_design/") {
        Some(name) => format!("{db}/_design/{}", js_sys::encode_uri_component(name)),
        None => format!("{db}/{}", js_sys::encode_uri_component(id)),
    };
    let (status, text) = call(s, "GET", &url, None).await?;
    if status == 200 {
        let rev = serde_json::from_str::<serde_json::Value>(&text)
            .ok()
            .and_then(|v| v.get("_rev").cloned());
        if let (Some(rev), Some(o)) = (rev, doc.as_object_mut()) {
            o.insert("_rev".into(), rev);
        }
    }
    let (status, text) = call(s, "PUT", &url, Some(doc.to_string())).await?;
    if (200..300).contains(&status) {
        Ok(())
    } else {
        Err(format!(
            "HTTP {status} {}",
            text.chars().take(120).collect::<String>()
        ))
    }
}

thread_local! {
    /// The publication last written by this tab (its time left out).
    static LAST: std::cell::RefCell<String> = const { std::cell::RefCell::new(String::new()) };
}

/// Writes the publication (and, when the round changed, the proposals' design document naming it).
async fn publish_now(cx: super::Ctx, id: String, s: Server) -> Result<(), String> {
    let Some(key) = tournament_key(cx) else {
        return Ok(());
    };
    let mut c = codes(&id);
    let last = cx.with_t(|t| t.rounds.last().cloned()).flatten();
    if let Some(r) = &last {
        c.ensure(r, crate::store::random_u64);
        save_codes(&id, &c);
    }
    // The clock runs in the projector's tab (its session storage): that tab shares it with this
    // device's other tabs, so whichever publishes sends the same clock.
    let clock = last.as_ref().and_then(|r| {
        let k = format!("raduno.clock.{id}.{}", r.number);
        let shared = format!("raduno.clock.shared.{id}.{}", r.number);
        match crate::store::session::read::<publish::ClockState>(&k) {
            Some(c) => {
                if let (Ok(text), Some(st)) = (
                    serde_json::to_string(&c),
                    web_sys::window().and_then(|w| w.local_storage().ok().flatten()),
                ) {
                    let _ = st.set_item(&shared, &text);
                }
                Some(c)
            }
            None => crate::store::raw(&shared).and_then(|t| serde_json::from_str(&t).ok()),
        }
    });
    let Some(doc) = cx.with_t(|t| publish::publish(t, &key, &c, clock, crate::store::now_ms()))
    else {
        return Ok(());
    };
    // Nothing new (but the time): no write, so no phone reads the document again.
    let same = serde_json::to_string(&publish::Publication {
        at_ms: 0,
        ..doc.clone()
    })
    .unwrap_or_default();
    if LAST.with(|l| *l.borrow() == same) {
        return Ok(());
    }
    let mut value = serde_json::to_value(&doc).map_err(|e| e.to_string())?;
    if let Some(o) = value.as_object_mut() {
        o.insert("_id".into(), key.clone().into());
    }
    let follow = publish::follow_db(&s.url);
    put_doc(&s, &follow, &key, value).await?;
    LAST.with(|l| *l.borrow_mut() = same);
    let mark = format!("raduno.follow.design.{id}");
    if crate::store::raw(&mark).is_none() {
        put_doc(&s, &follow, "_design/raduno", proposal::follow_design()).await?;
        set_local_flag(&mark, true);
    }
    if let Some(r) = &last {
        let mark = format!("raduno.proposals.round.{id}");
        let now = format!("{}/{}", r.number, r.tables.len());
        if crate::store::raw(&mark).as_deref() != Some(now.as_str()) {
            let mut rounds = std::collections::BTreeMap::new();
            rounds.insert(key.clone(), (r.number, r.tables.len() as u32));
            let design = proposal::proposals_design(&rounds);
            put_doc(&s, &publish::proposals_db(&s.url), "_design/raduno", design).await?;
            if let Some(st) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) {
                let _ = st.set_item(&mark, &now);
            }
        }
    }
    Ok(())
}

/// The proposals of round `round` on the server, read with the director's credentials.
async fn read_proposals(
    s: &Server,
    key: &str,
    round: u32,
) -> Result<Vec<Result<Proposal, (String, Refusal)>>, String> {
    let start = serde_json::to_string(&format!("{key}:{round}:")).unwrap_or_default();
    let end = serde_json::to_string(&format!("{key}:{round}:\u{fff0}")).unwrap_or_default();
    let url = format!(
        "{}/_all_docs?include_docs=true&startkey={}&endkey={}",
        publish::proposals_db(&s.url),
        js_sys::encode_uri_component(&start),
        js_sys::encode_uri_component(&end)
    );
    let (status, text) = call(s, "GET", &url, None).await?;
    if !(200..300).contains(&status) {
        return Err(format!("HTTP {status}"));
    }
    #[derive(serde::Deserialize)]
    struct Rows {
        rows: Vec<Row>,
    }
    #[derive(serde::Deserialize)]
    struct Row {
        id: String,
        doc: Option<Box<serde_json::value::RawValue>>,
    }
    let rows: Rows = serde_json::from_str(&text).map_err(|e| e.to_string())?;
    Ok(rows
        .rows
        .into_iter()
        .map(|r| {
            let raw = r.doc.map(|d| d.get().to_string()).unwrap_or_default();
            proposal::read(&raw).map_err(|e| (r.id, e))
        })
        .collect())
}

fn refusal_text(r: &Refusal, lang: Lang) -> String {
    match r {
        Refusal::WrongCode | Refusal::NoCode => msg::PhonesRefusalWrongCode.text(lang),
        Refusal::OtherRound(n) => msg::PhonesRefusalOtherRound { round: n }.text(lang),
        Refusal::OtherTournament => msg::PhonesRefusalOtherTournament.text(lang),
        Refusal::NoSuchTable(n) => msg::PhonesRefusalNoSuchTable { table: n }.text(lang),
        Refusal::NoSuchSeat(n) => msg::PhonesRefusalNoSuchSeat { seat: n }.text(lang),
        Refusal::WrongSeats { expected, got } => {
            msg::PhonesRefusalWrongSeats { expected, got }.text(lang)
        }
        Refusal::PointsTooLarge(x) => msg::PhonesRefusalPointsTooLarge { points: x }.text(lang),
        Refusal::WrongId => msg::PhonesRefusalWrongId.text(lang),
        Refusal::Unreadable(why) => msg::PhonesRefusalUnreadable { why }.text(lang),
    }
}

fn time_of(ms: i64) -> String {
    let d = js_sys::Date::new(&JsValue::from_f64(ms as f64));
    format!("{:02}:{:02}", d.get_hours(), d.get_minutes())
}

/// Publishes the tournament to the players whenever it changes (and looks every 5 s, for the clock), while
/// the page that mounts it is open.
fn use_publisher(status: RwSignal<String>) {
    let cx = ctx();
    let publish = move || {
        let id = cx.current_id();
        let Some(s) = server(&id) else { return };
        leptos::task::spawn_local(async move {
            let lang = cx.lang.get_untracked();
            let text = match publish_now(cx, id, s).await {
                Ok(()) => msg::PhonesPublishedAt {
                    time: &time_of(crate::store::now_ms()),
                }
                .text(lang),
                Err(why) => msg::PhonesPublishFailed { why: &why }.text(lang),
            };
            status.set(text);
        });
    };
    Effect::new(move |_| {
        cx.open.track();
        publish();
    });
    let handle = set_interval_with_handle(publish, std::time::Duration::from_secs(5)).ok();
    on_cleanup(move || {
        if let Some(h) = handle {
            h.clear()
        }
    });
}

/// The follow page's QR code (no table code): the projector, Dispositivi. Without a server, why not.
#[component]
pub fn FollowQr() -> impl IntoView {
    let cx = ctx();
    let status = RwSignal::new(String::new());
    use_publisher(status);
    let link = move || {
        cx.open.track();
        let s = server(&cx.current_id())?;
        let key = tournament_key(cx)?;
        Some(publish::follow_link(&page_folder(), &s.url, &key, None))
    };
    view! {
        <section class="follow-qr" id="follow-qr">
            <h2>{move || msg::PhonesFollowOnYourPhone.text(cx.lang.get())}</h2>
            {move || match link() {
                None => view! { <p id="follow-no-server">{msg::PhonesNoServer.text(cx.lang.get())}</p> }.into_any(),
                Some(l) => view! {
                    <div class="qr" inner_html=crate::qr::svg(&l, 220).unwrap_or_default()></div>
                    <p><a id="follow-link" href=l.clone() target="_blank" rel="noopener">{msg::PhonesOpenFollowPage.text(cx.lang.get())}</a></p>
                    <p class="hint" role="status">{move || status.get()}</p>
                }.into_any(),
            }}
        </section>
    }
}

/// The round page's panel: the tables' QR codes and the proposals of the last round.
#[component]
pub fn Proposals(number: u32) -> impl IntoView {
    let cx = ctx();
    let is_last = move || {
        cx.with_t(|t| t.rounds.len() as u32 == number)
            .unwrap_or(false)
    };
    view! {
        {move || is_last().then(|| match server(&cx.current_id()) {
            None => view! {
                <section class="proposals" id="proposals">
                    <h3>{msg::PhonesPlayersPhones.text(cx.lang.get())}</h3>
                    <p id="proposals-no-server">{msg::PhonesNoServer.text(cx.lang.get())}</p>
                </section>
            }.into_any(),
            Some(_) => view! { <ProposalsLive number/> }.into_any(),
        })}
    }
}

#[component]
fn ProposalsLive(number: u32) -> impl IntoView {
    let cx = ctx();
    let status = RwSignal::new(String::new());
    use_publisher(status);
    let found = RwSignal::new(Vec::<Result<Proposal, (String, Refusal)>>::new());
    let id = cx.current_id();
    let rejected_key = format!("raduno.proposals.rejected.{id}");
    let auto_key = format!("raduno.proposals.auto.{id}");
    let rejected = RwSignal::new(
        crate::store::raw(&rejected_key)
            .and_then(|t| serde_json::from_str::<Vec<String>>(&t).ok())
            .unwrap_or_default(),
    );
    let auto = RwSignal::new(local_flag(&auto_key));
    let poll = move || {
        let Some(s) = server(&cx.current_id()) else {
            return;
        };
        let Some(key) = tournament_key(cx) else {
            return;
        };
        leptos::task::spawn_local(async move {
            match read_proposals(&s, &key, number).await {
                Ok(list) => found.set(list),
                Err(why) => {
                    status.set(msg::PhonesReadFailed { why: &why }.text(cx.lang.get_untracked()))
                }
            }
        });
    };
    poll();
    let handle = set_interval_with_handle(poll, std::time::Duration::from_secs(3)).ok();
    on_cleanup(move || {
        if let Some(h) = handle {
            h.clear()
        }
    });
    // Checked against this device's codes and the round; split into valid (by table) and set aside.
    let checked = Memo::new(move |_| {
        let id = cx.current_id();
        let key = tournament_key(cx).unwrap_or_default();
        let c = codes(&id);
        let round = cx.with_t(|t| t.round(number).cloned()).flatten();
        let (mut valid, mut refused) = (Vec::new(), Vec::new());
        for p in found.get() {
            match (p, &round) {
                (Ok(p), Some(r)) => match proposal::check(&p, &key, r, &c) {
                    Ok(()) => valid.push(p),
                    Err(e) => refused.push((p.id.clone(), e)),
                },
                (Err(e), _) => refused.push(e),
                (Ok(_), None) => {}
            }
        }
        (proposal::by_table(&valid), refused)
    });
    let apply = move |table: u32, points: Vec<u32>| {
        if cx.dispatch(proposal::apply(number, table, &points)) {
            cx.say(move |lang| msg::PhonesApplied { table: &table }.text(lang));
        }
    };
    // A club's choice: a result two players confirmed is applied without the click.
    Effect::new(move |_| {
        if !auto.get() {
            return;
        }
        let (tables, _) = checked.get();
        for t in tables {
            let open = cx
                .with_t(|tt| {
                    tt.round(number)
                        .and_then(|r| r.tables.iter().find(|x| x.number == t.table))
                        .is_some_and(|x| !x.is_complete())
                })
                .unwrap_or(false);
            if let (true, Some(points)) = (open, t.confirmed) {
                apply(t.table, points);
            }
        }
    });
    let reject = move |pid: String| {
        rejected.update(|r| r.push(pid));
        if let (Ok(text), Some(s)) = (
            serde_json::to_string(&rejected.get_untracked()),
            web_sys::window().and_then(|w| w.local_storage().ok().flatten()),
        ) {
            let _ = s.set_item(
                &format!("raduno.proposals.rejected.{}", cx.current_id()),
                &text,
            );
        }
    };
    let show_codes = RwSignal::new(false);
    view! {
        <section class="proposals" id="proposals">
            <h3>{move || msg::PhonesProposedResults.text(cx.lang.get())}</h3>
            <p class="hint" role="status">{move || status.get()}</p>
            <label><input type="checkbox" id="proposals-auto" prop:checked=move || auto.get()
                on:change=move |ev| {
                    let on = event_target_checked(&ev);
                    auto.set(on);
                    set_local_flag(&format!("raduno.proposals.auto.{}", cx.current_id()), on);
                }/>" "{move || msg::PhonesAutoApply.text(cx.lang.get())}</label>
            {move || {
                let lang = cx.lang.get();
                let (tables, refused) = checked.get();
                let gone = rejected.get();
                let shown: Vec<_> = tables
                    .into_iter()
                    .map(|mut t| { t.valid.retain(|p| !gone.contains(&p.id)); t })
                    .filter(|t| !t.valid.is_empty())
                    .collect();
                view! {
                    {shown.is_empty().then(|| view! { <p id="proposals-none">{msg::PhonesNoProposals.text(lang)}</p> })}
                    <ul class="proposal-tables">
                        {shown.into_iter().map(|t| proposed_table(number, t, apply, reject)).collect_view()}
                    </ul>
                    {(!refused.is_empty()).then(|| view! {
                        <details id="proposals-refused"><summary>{msg::PhonesSetAside { count: &refused.len() }.text(lang)}</summary>
                            <ul>{refused.into_iter().map(|(pid, why)| view! { <li>{pid}": "{refusal_text(&why, lang)}</li> }).collect_view()}</ul>
                        </details>
                    })}
                }
            }}
            <button id="table-qr-toggle" on:click=move |_| show_codes.update(|v| *v = !*v)
                aria-expanded=move || show_codes.get().to_string()>{move || msg::PhonesTablesQr.text(cx.lang.get())}</button>
            {move || show_codes.get().then(|| view! { <TableCodes number/> })}
        </section>
    }
}

/// One table's proposals: who proposed what and when, "confermato", apply and reject.
fn proposed_table(
    number: u32,
    t: proposal::TableProposals,
    apply: impl Fn(u32, Vec<u32>) + Copy + Send + Sync + 'static,
    reject: impl Fn(String) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let cx = ctx();
    let lang = cx.lang.get_untracked();
    let table = t.table;
    let seats: Vec<u32> = cx
        .with_t(|tt| {
            tt.round(number)
                .and_then(|r| r.tables.iter().find(|x| x.number == table))
                .map(|x| x.players().collect())
        })
        .flatten()
        .unwrap_or_default();
    let name = move |seat: u32| {
        seats
            .get(seat.saturating_sub(1) as usize)
            .map(|&p| {
                cx.with_t(|tt| super::names::name_of(tt, p))
                    .unwrap_or_default()
            })
            .unwrap_or_default()
    };
    let confirmed = t.confirmed.clone();
    view! {
        <li class="proposed" id=format!("proposed-{table}")>
            <b>{msg::UiTable.text(lang)}" "{table}</b>
            {confirmed.as_ref().map(|_| view! { " " <span class="confirmed" id=format!("confirmed-{table}")>{msg::PhonesConfirmed.text(lang)}</span> })}
            <ul>
                {t.valid.into_iter().map(|p| {
                    let pid = p.id.clone();
                    let points = p.points.clone();
                    let text = msg::PhonesProposedBy {
                        name: &name(p.seat),
                        time: &time_of(p.at_ms),
                        points: &p.points.iter().map(u32::to_string).collect::<Vec<_>>().join(" · "),
                    }.text(lang);
                    view! {
                        <li>{text}" "
                            <button class="apply primary" on:click=move |_| apply(table, points.clone())>{msg::PhonesApply.text(lang)}</button>" "
                            <button class="reject" on:click=move |_| reject(pid.clone())>{msg::PhonesReject.text(lang)}</button>
                        </li>
                    }
                }).collect_view()}
            </ul>
        </li>
    }
}

/// Each table's code and QR code (the follow page with the code), to show or print at the table.
#[component]
fn TableCodes(number: u32) -> impl IntoView {
    let cx = ctx();
    let lang = cx.lang.get_untracked();
    let id = cx.current_id();
    let (Some(s), Some(key)) = (server(&id), tournament_key(cx)) else {
        return ().into_any();
    };
    let mut c = codes(&id);
    let round = cx.with_t(|t| t.round(number).cloned()).flatten();
    let Some(round) = round else {
        return ().into_any();
    };
    c.ensure(&round, crate::store::random_u64);
    save_codes(&id, &c);
    let folder = page_folder();
    view! {
        <ul class="table-codes" id="table-codes">
            {round.tables.iter().map(|t| {
                let code = c.code(number, t.number).unwrap_or_default().to_string();
                let link = publish::follow_link(&folder, &s.url, &key, Some((number, t.number, &code)));
                view! {
                    <li>
                        <div class="qr" inner_html=crate::qr::svg(&link, 160).unwrap_or_default()></div>
                        <a class="table-link" href=link.clone() target="_blank" rel="noopener">
                            {msg::PhonesTableCode { table: &t.number, code: &code }.text(lang)}
                        </a>
                    </li>
                }
            }).collect_view()}
        </ul>
    }
    .into_any()
}

/// Each table's follow link with its code, for round `round`'s printed score sheets (their QR codes);
/// none without a server.
pub fn sheet_links(cx: super::Ctx, round: u32) -> Vec<(u32, u32, String)> {
    let id = cx.current_id();
    let (Some(s), Some(key)) = (server(&id), tournament_key(cx)) else {
        return Vec::new();
    };
    let Some(r) = cx.with_t(|t| t.round(round).cloned()).flatten() else {
        return Vec::new();
    };
    let mut c = codes(&id);
    c.ensure(&r, crate::store::random_u64);
    save_codes(&id, &c);
    let folder = page_folder();
    r.tables
        .iter()
        .filter_map(|t| {
            let code = c.code(round, t.number)?;
            let link = publish::follow_link(&folder, &s.url, &key, Some((round, t.number, code)));
            Some((round, t.number, link))
        })
        .collect()
}

/// `event.target.checked` of a checkbox's change.
fn event_target_checked(ev: &leptos::ev::Event) -> bool {
    ev.target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        .is_some_and(|i| i.checked())
}
