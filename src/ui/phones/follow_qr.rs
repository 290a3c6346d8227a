//! Players' phones, what every page shares: the device's server, this device's codes of the
//! tables, the publication written to the club's server whenever the tournament changes
//! ([`crate::publish`]), the follow page's QR code ([`FollowQr`], on the projector and Dispositivi) and
//! the score sheets' links ([`sheet_links`]). It imports none of the pages, so the projector, the
//! documents page and the round page's proposals panel ([`crate::ui::phones::proposals`]) all take from it without
//! a circle. What is written to the server and read from it is the use case's ([`crate::use_cases::phones`]),
//! and a problem is said in the server card's words ([`crate::ui::devices::server::problem_text`]).

use crate::publish::{self, Codes};
use crate::replica::{for_phones_with, is_loopback, typed_host, Problem};
use crate::store::Server;
use crate::ui::ctx;
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

const PHONES_ADDRESS_KEY: &str = "raduno.phones.address";

/// The laptop's address on the venue's network as the director typed it (`192.168.1.10`, with or
/// without `http://` and a port: only the host is kept), empty when none.
pub(super) fn phones_address() -> String {
    crate::store::raw(PHONES_ADDRESS_KEY).unwrap_or_default()
}

fn for_phones(url: &str) -> String {
    for_phones_with(url, &phones_address())
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
pub(super) fn tournament_key(cx: crate::ui::Ctx) -> Option<String> {
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

thread_local! {
    /// The publication last written by this tab (its time left out).
    static LAST: std::cell::RefCell<String> = const { std::cell::RefCell::new(String::new()) };
}

/// This device's round clock: the projector's tab keeps it (its session storage) and shares it with
/// the device's other tabs, so whichever publishes sends the same clock.
fn own_clock(id: &str, round: u32) -> Option<publish::ClockState> {
    let k = format!("raduno.clock.{id}.{round}");
    let shared = format!("raduno.clock.shared.{id}.{round}");
    match crate::store::session::read::<publish::ClockState>(&k) {
        Some(c) => {
            if let Ok(text) = serde_json::to_string(&c) {
                set_local(&shared, &text);
            }
            Some(c)
        }
        None => crate::store::raw(&shared).and_then(|t| serde_json::from_str(&t).ok()),
    }
}

/// How long a device waits before publishing a change another device made: that device publishes it
/// at once, so two directors do not write the same document at the same moment (a conflict, and phones
/// reading it twice). Past the wait (that device went quiet), this one publishes what is not there yet.
const OTHERS_CHANGE_WAIT_MS: f64 = 10_000.0;

thread_local! {
    /// The journal's last entry when it was another device's, and when this device first saw it.
    static OTHERS_LAST: std::cell::RefCell<Option<(String, f64)>> =
        const { std::cell::RefCell::new(None) };
}

/// The open tournament's last change is another device's, received less than
/// [`OTHERS_CHANGE_WAIT_MS`] ago: that device is publishing it.
fn another_device_publishes(cx: crate::ui::Ctx) -> bool {
    let last = cx.open.with_untracked(|o| {
        o.as_ref()
            .and_then(|s| s.journal.entries().last().map(|e| e.id.clone()))
    });
    let Some(last) = last.filter(|id| !id.is_unset() && id.device != crate::store::device().0)
    else {
        return false;
    };
    let (entry, now) = (last.to_string(), crate::store::now_ms() as f64);
    OTHERS_LAST.with(|seen| {
        let mut seen = seen.borrow_mut();
        match &*seen {
            Some((e, since)) if *e == entry => now - since < OTHERS_CHANGE_WAIT_MS,
            _ => {
                *seen = Some((entry, now));
                true
            }
        }
    })
}

/// Writes the publication (and, when the round changed, the proposals' design document naming it).
/// The seats' codes are the round's ([`publish::seat_code`]): a second director device writes the same
/// verifiers and locks, so it finds them on the server and writes nothing.
async fn publish_now(cx: crate::ui::Ctx, id: String, s: Server) -> Result<bool, Problem> {
    let Some(key) = tournament_key(cx) else {
        return Ok(true);
    };
    if another_device_publishes(cx) {
        return Ok(false);
    }
    let mut c = codes(&id);
    let last = cx.with_t(|t| t.rounds.last().cloned()).flatten();
    if let Some(r) = &last {
        c.ensure(r, crate::store::random_u64);
        save_codes(&id, &c);
    }
    let clock = last.as_ref().and_then(|r| own_clock(&id, r.number));
    let Some(doc) = cx.with_t(|t| publish::publish(t, &key, &c, clock, crate::store::now_ms()))
    else {
        return Ok(true);
    };
    // Nothing new (but the time): no write, so no phone reads the document again.
    let same = serde_json::to_string(&publish::Publication {
        at_ms: 0,
        ..doc.clone()
    })
    .unwrap_or_default();
    if LAST.with(|l| *l.borrow() == same) {
        return Ok(true);
    }
    let locks = last.map(|r| (r.number, publish::locks(&key, &r, &c)));
    crate::use_cases::phones::publish(&s.url, &s.user, &s.password, &key, doc, locks).await?;
    LAST.with(|l| *l.borrow_mut() = same);
    Ok(true)
}

/// Whether this device is publishing, and whether it was asked again meanwhile (by the publisher
/// whose status says what happened).
#[derive(Clone, Copy, PartialEq)]
enum Publishing {
    Idle,
    Running,
    AskedAgain(RwSignal<String>),
}

thread_local! {
    static PUBLISHING: std::cell::Cell<Publishing> = const { std::cell::Cell::new(Publishing::Idle) };
}

/// Publishes now, or, while this device is publishing already (another page's publisher, a change
/// during the 5 s look), once more when that ends: one device's two writes of the same document would
/// meet as a conflict on the server.
fn publish_one_at_a_time(cx: crate::ui::Ctx, status: RwSignal<String>) {
    if PUBLISHING.with(|p| p.get()) != Publishing::Idle {
        PUBLISHING.with(|p| p.set(Publishing::AskedAgain(status)));
        return;
    }
    let Some(s) = server() else { return };
    PUBLISHING.with(|p| p.set(Publishing::Running));
    let id = cx.current_id();
    leptos::task::spawn_local(async move {
        let lang = cx.lang.get_untracked();
        let text = match publish_now(cx, id, s).await {
            Ok(false) => None,
            Ok(true) => Some(
                msg::PhonesPublishedAt {
                    time: &time_of(crate::store::now_ms()),
                }
                .text(lang),
            ),
            Err(p) => Some(
                msg::PhonesPublishFailed {
                    why: &crate::ui::devices::server::problem_text(&p, lang),
                }
                .text(lang),
            ),
        };
        if let Some(text) = text {
            // The page that asked may be gone (its publisher's status with it).
            status.try_set(text);
        }
        if let Publishing::AskedAgain(asker) = PUBLISHING.with(|p| p.replace(Publishing::Idle)) {
            publish_one_at_a_time(cx, asker);
        }
    });
}

/// Publishes the tournament to the players whenever it changes (and looks every 5 s, for the clock), while
/// the page that mounts it is open.
pub(super) fn use_publisher(status: RwSignal<String>) {
    let cx = ctx();
    let publish = move || publish_one_at_a_time(cx, status);
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
    /// the director's, on Dispositivi).
    #[prop(optional)]
    for_room: bool,
) -> impl IntoView {
    let cx = ctx();
    let status = RwSignal::new(String::new());
    use_publisher(status);
    let address = RwSignal::new(phones_address());
    let typed = RwSignal::new(phones_address());
    let link = move || {
        cx.open.track();
        address.track();
        let s = server()?;
        let key = tournament_key(cx)?;
        Some(publish::follow_link(
            &for_phones(&page_folder()),
            &for_phones(&s.url),
            &key,
            None,
        ))
    };
    // A page or server at this computer's own address: the phones would be sent to themselves.
    let local =
        move || server().is_some_and(|s| is_loopback(&s.url) || is_loopback(&page_folder()));
    let save = move || {
        let a = typed.get_untracked();
        match typed_host(&a) {
            Some(host) => {
                set_local(PHONES_ADDRESS_KEY, &host);
                typed.set(host.clone());
                address.set(host);
            }
            None if a.trim().is_empty() => {
                set_local(PHONES_ADDRESS_KEY, "");
                address.set(String::new());
            }
            None => cx.error(
                msg::VenuePhonesAddressBad { typed: &a.trim() }.text(cx.lang.get_untracked()),
            ),
        }
    };
    let shown = move || !for_room || link().is_some();
    view! {
        <section class="follow-qr" id="follow-qr" hidden=move || !shown()>
            <h2>{move || msg::PhonesFollowOnYourPhone.text(cx.lang.get())}</h2>
            {move || local().then(|| view! {
                <div class="notice warn" id="phones-address-box">
                    <p id="phones-address-warn">{move || if address.get().is_empty() {
                        msg::VenueLoopback.text(cx.lang.get())
                    } else {
                        msg::VenueLoopbackReplaced { address: &address.get() }.text(cx.lang.get())
                    }}</p>
                    <label for="phones-address">{move || msg::VenuePhonesAddress.text(cx.lang.get())}</label>
                    <input id="phones-address" type="url" placeholder="192.168.1.10" prop:value=move || typed.get()
                        on:input=move |ev| typed.set(event_target_value(&ev))
                        on:keydown=move |ev| if ev.key() == "Enter" { save() }/>
                    <button id="phones-address-save" on:click=move |_| save()>{move || msg::VenuePhonesAddressSave.text(cx.lang.get())}</button>
                </div>
            })}
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
pub fn sheet_links(cx: crate::ui::Ctx, round: u32) -> Vec<(u32, u32, u32, String)> {
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
    let folder = for_phones(&page_folder());
    let db = for_phones(&s.url);
    r.tables
        .iter()
        .flat_map(|t| (1..=t.seats.len() as u32).map(move |seat| (t.number, seat)))
        .filter_map(|(table, seat)| {
            let code = c.code(round, table, seat)?;
            let link = publish::follow_link(&folder, &db, &key, Some((round, table, seat, code)));
            Some((round, table, seat, link))
        })
        .collect()
}
