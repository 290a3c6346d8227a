//! Players' phones (issue 32), what every page shares: the device's server, this device's codes of the
//! tables, the publication written to the club's server whenever the tournament changes
//! ([`crate::publish`]), the follow page's QR code ([`FollowQr`], on the projector and Dispositivi) and
//! the score sheets' links ([`sheet_links`]). It imports none of the pages, so the projector, the
//! documents page and the round page's proposals panel ([`super::proposals`]) all take from it without
//! a circle. Every request goes through the one CouchDB client, [`crate::replica::fetch::Client`], and
//! a problem is said in the server card's words ([`super::server::problem_text`]).

use super::ctx;
use crate::proposal;
use crate::publish::{self, Codes};
use crate::replica::couch::Problem;
use crate::replica::fetch::Client;
use crate::store::Server;
use crate::words::msg;
use leptos::prelude::*;
use wasm_bindgen::prelude::*;

/// The device's server (one for every tournament): none once the director disconnected it, whatever
/// the tournament's own replication record still remembers.
pub(super) fn server() -> Option<Server> {
    let s = crate::store::server();
    let url = s.url.trim().trim_end_matches('/').to_string();
    (!url.is_empty()).then_some(Server { url, ..s })
}

/// The client of one of the server's databases, with this device's credentials.
pub(super) fn client(s: &Server, db: &str) -> Client {
    Client::new(db, &s.user, &s.password)
}

fn codes_key(id: &str) -> String {
    format!("raduno.codes.{id}")
}

/// This device's codes for a tournament (local storage only: never in the journal or a backup).
pub(super) fn codes(id: &str) -> Codes {
    crate::store::raw(&codes_key(id))
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_default()
}

pub(super) fn save_codes(id: &str, c: &Codes) {
    if let Ok(text) = serde_json::to_string(c) {
        set_local(&codes_key(id), &text);
    }
}

/// Writes a value of this device's local storage (nothing when there is none).
pub(super) fn set_local(key: &str, value: &str) {
    if let Some(s) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) {
        let _ = s.set_item(key, value);
    }
}

/// The folder the app is served from (the follow page is beside it).
pub(super) fn page_folder() -> String {
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
pub(super) fn tournament_key(cx: super::Ctx) -> Option<String> {
    cx.open.with_untracked(|o| {
        o.as_ref()
            .and_then(|s| s.journal.origin().map(crate::journal::sync::origin_key))
    })
}

/// `hh:mm` of a time (ms since 1970), on this device's clock.
pub(super) fn time_of(ms: i64) -> String {
    let d = js_sys::Date::new(&JsValue::from_f64(ms as f64));
    format!("{:02}:{:02}", d.get_hours(), d.get_minutes())
}

/// A document's path under its database (a design document's name unescaped after `_design/`).
fn doc_path(id: &str) -> String {
    match id.strip_prefix("_design/") {
        Some(name) => format!("_design/{}", js_sys::encode_uri_component(name)),
        None => String::from(js_sys::encode_uri_component(id)),
    }
}

/// A document as it is on the server (`None`: not there).
async fn get_doc(db: &Client, id: &str) -> Result<Option<serde_json::Value>, Problem> {
    match db.ok("GET", &doc_path(id), None).await {
        Ok(text) => serde_json::from_str(&text)
            .map(Some)
            .map_err(|e| Problem::BadAnswer(e.to_string())),
        Err(Problem::NoDatabase) => Ok(None),
        Err(p) => Err(p),
    }
}

/// PUT a document over its current revision (`old`, as read).
async fn put_doc(
    db: &Client,
    id: &str,
    old: Option<&serde_json::Value>,
    mut doc: serde_json::Value,
) -> Result<(), Problem> {
    let rev = old.and_then(|v| v.get("_rev")).cloned();
    if let (Some(rev), Some(o)) = (rev, doc.as_object_mut()) {
        o.insert("_rev".into(), rev);
    }
    db.ok("PUT", &doc_path(id), Some(&doc.to_string()))
        .await
        .map(|_| ())
}

thread_local! {
    /// The publication last written by this tab (its time left out).
    static LAST: std::cell::RefCell<String> = const { std::cell::RefCell::new(String::new()) };
}

/// Writes the publication (and, when the round changed, the proposals' design document naming it).
async fn publish_now(cx: super::Ctx, id: String, s: Server) -> Result<(), Problem> {
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
                if let Ok(text) = serde_json::to_string(&c) {
                    set_local(&shared, &text);
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
    let mut value = serde_json::to_value(&doc).map_err(|e| Problem::BadAnswer(e.to_string()))?;
    if let Some(o) = value.as_object_mut() {
        o.insert("_id".into(), key.clone().into());
    }
    let follow = client(&s, &publish::follow_db(&s.url));
    let old = get_doc(&follow, &key).await?;
    put_doc(&follow, &key, old.as_ref(), value).await?;
    LAST.with(|l| *l.borrow_mut() = same);
    // The seats' locks of the round, in the proposals' design document (`raduno server setup` made it
    // and the publication's): written again when they change, the server's other tournaments kept.
    if let Some(r) = &last {
        let locks = publish::locks(&key, r, &c);
        let mark = format!("raduno.proposals.locks.{id}");
        let now = format!(
            "{}/{}",
            r.number,
            serde_json::to_string(&locks).unwrap_or_default()
        );
        if crate::store::raw(&mark).as_deref() != Some(now.as_str()) {
            let proposals = client(&s, &publish::proposals_db(&s.url));
            let old = get_doc(&proposals, "_design/raduno").await?;
            let design = proposal::proposals_design_with(old.as_ref(), &key, (r.number, locks));
            put_doc(&proposals, "_design/raduno", old.as_ref(), design).await?;
            set_local(&mark, &now);
        }
    }
    Ok(())
}

/// Publishes the tournament to the players whenever it changes (and looks every 5 s, for the clock), while
/// the page that mounts it is open.
pub(super) fn use_publisher(status: RwSignal<String>) {
    let cx = ctx();
    let publish = move || {
        let id = cx.current_id();
        let Some(s) = server() else { return };
        leptos::task::spawn_local(async move {
            let lang = cx.lang.get_untracked();
            let text = match publish_now(cx, id, s).await {
                Ok(()) => msg::PhonesPublishedAt {
                    time: &time_of(crate::store::now_ms()),
                }
                .text(lang),
                Err(p) => msg::PhonesPublishFailed {
                    why: &super::server::problem_text(&p, lang),
                }
                .text(lang),
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
pub fn FollowQr(
    /// On the projector: shown to the room, so without a server nothing at all (what to set up is
    /// the director's, on Dispositivi; issue 40 item 3).
    #[prop(optional)]
    for_room: bool,
) -> impl IntoView {
    let cx = ctx();
    let status = RwSignal::new(String::new());
    use_publisher(status);
    let link = move || {
        cx.open.track();
        let s = server()?;
        let key = tournament_key(cx)?;
        Some(publish::follow_link(&page_folder(), &s.url, &key, None))
    };
    let shown = move || !for_room || link().is_some();
    view! {
        <section class="follow-qr" id="follow-qr" hidden=move || !shown()>
            <h2>{move || msg::PhonesFollowOnYourPhone.text(cx.lang.get())}</h2>
            {move || match link() {
                None if for_room => ().into_any(),
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

/// Each seat's follow link with its code, for round `round`'s printed score sheets (the QR code on
/// each player's line): (round, table, seat, link); none without a server.
pub fn sheet_links(cx: super::Ctx, round: u32) -> Vec<(u32, u32, u32, String)> {
    let id = cx.current_id();
    let (Some(s), Some(key)) = (server(), tournament_key(cx)) else {
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
        .flat_map(|t| (1..=t.seats.len() as u32).map(move |seat| (t.number, seat)))
        .filter_map(|(table, seat)| {
            let code = c.code(round, table, seat)?;
            let link =
                publish::follow_link(&folder, &s.url, &key, Some((round, table, seat, code)));
            Some((round, table, seat, link))
        })
        .collect()
}
