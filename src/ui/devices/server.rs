//! The club's server on the pages: the address, user and password on **Dispositivi**, the
//! round trip every few seconds while a tournament is open, what happened last (each problem as what it
//! is, with what to do), how many changes wait to be sent, the list of a server's tournaments on the
//! home page, and the page's connections narrowed to itself and that server. A round trip is one call
//! of the app's use case ([`crate::use_cases::server_sync::sync`], the requests [`crate::replica`]'s); the
//! page saves what it merged as any changes are saved ([`crate::ui::devices::receiving`]) and keeps its progress.

use crate::i18n::{Lang, Localized};
use crate::journal::{Journal, MergeReport};
use crate::replica::{self, AddressError, Client, Listed, Problem};
use crate::store;
use crate::ui::ctx;
use crate::ui::devices::receiving::{open_received, save_merged};
use crate::use_cases::receive::quarantine_said;
use crate::use_cases::server_sync::{self, Held, SyncError};
use crate::words::msg;
use leptos::prelude::*;
use wasm_bindgen::prelude::*;

/// A problem in words, with what to do.
pub fn problem_text(p: &Problem, lang: Lang) -> String {
    match p {
        // No password kept on this device (a page the server served kept none): the
        // server asks for it again, which is not a wrong password.
        Problem::Unauthorised if store::server().password.is_empty() => {
            msg::VenuePasswordNeeded.text(lang)
        }
        Problem::Unauthorised => msg::ServerUnauthorised.text(lang),
        Problem::LoginRefused => msg::VenueLoginRefused.text(lang),
        Problem::Forbidden(reason) => msg::ServerForbidden { reason }.text(lang),
        Problem::NoDatabase => msg::ServerNoDatabase.text(lang),
        Problem::MixedContent => msg::ServerMixedContent.text(lang),
        Problem::Cors => msg::ServerCors {
            origin: &page_origin(),
        }
        .text(lang),
        Problem::Unreachable(why) => msg::ServerUnreachable { why }.text(lang),
        Problem::Timeout(seconds) => msg::ServerTimeout { seconds }.text(lang),
        Problem::Http(status, reason) => msg::ServerHttp { status, reason }.text(lang),
        Problem::BadAnswer(why) => msg::ServerBadAnswer { why }.text(lang),
    }
}

fn address_text(e: &AddressError, lang: Lang) -> String {
    match e {
        AddressError::Scheme => msg::ServerAddressScheme.text(lang),
        AddressError::Host => msg::ServerAddressHost.text(lang),
        AddressError::Database => msg::ServerAddressDatabase.text(lang),
    }
}

fn page_origin() -> String {
    web_sys::window()
        .and_then(|w| w.location().origin().ok())
        .unwrap_or_default()
}

/// The page is served by the server `db` is on (the venue: same origin, the session cookie).
fn same_origin(db: &str) -> bool {
    replica::origin(db) == page_origin()
}

/// The database a page served by the server itself proposes (`raduno server setup --app` marks the
/// page with `<meta name="raduno-server" content="db">`).
fn proposed() -> Option<String> {
    let doc = web_sys::window()?.document()?;
    let meta = doc.query_selector("meta[name=raduno-server]").ok()??;
    let db = meta.get_attribute("content")?;
    Some(format!("{}/{db}", page_origin())).filter(|_| !db.is_empty())
}

/// The client of this device's server, if it has one.
fn client() -> Option<Client> {
    let s = store::server();
    (!s.url.is_empty()).then(|| Client::new(&s.url, &s.user, &s.password))
}

/// At start: the page may connect only to itself and this device's server (a second policy, added to
/// index.html's; a browser enforces both). Changing the server reloads the page.
pub fn narrow_connections() {
    store::adopt_old_addresses();
    let server = store::server();
    let allowed = if server.url.is_empty() {
        "'self'".to_string()
    } else {
        format!("'self' {}", replica::origin(&server.url))
    };
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let (Ok(meta), Ok(Some(head))) = (doc.create_element("meta"), doc.query_selector("head"))
    else {
        return;
    };
    let _ = meta.set_attribute("http-equiv", "Content-Security-Policy");
    let _ = meta.set_attribute("content", &format!("connect-src {allowed}"));
    let _ = head.append_child(&meta);
}

fn reload() {
    if let Some(w) = web_sys::window() {
        let _ = w.location().reload();
    }
}

/// What the last round trip said.
#[derive(Clone, Debug, PartialEq)]
enum LastRoundTrip {
    Nothing,
    Synced {
        at_ms: i64,
        sent: usize,
        got: usize,
        unreadable: usize,
        quarantined: usize,
        own_device_used: bool,
    },
    Failed(Problem),
    Other(String),
}

thread_local! {
    // Reference-counted, not owned by the component that first reads it: the header's sync line is
    // rebuilt at every tab change, and an owned signal would be disposed with the first one.
    static LAST_ROUND_TRIP: ArcRwSignal<LastRoundTrip> = ArcRwSignal::new(LastRoundTrip::Nothing);
}

fn last_round_trip() -> ArcRwSignal<LastRoundTrip> {
    LAST_ROUND_TRIP.with(|s| s.clone())
}

fn when(ms: i64, lang: Lang) -> String {
    js_sys::Date::new(&JsValue::from_f64(ms as f64))
        .to_locale_time_string(msg::UiLocaleTag.str(lang))
        .into()
}

/// The changes of the open tournament the server does not have yet.
fn pending(cx: crate::ui::Ctx) -> usize {
    let url = store::server().url;
    if url.is_empty() {
        return 0;
    }
    cx.open.with(|o| {
        o.as_ref().map_or(0, |s| {
            store::server_progress(&s.id, &url).pending(&s.journal)
        })
    })
}

/// The last round trip's words, and the changes waiting.
fn status_text(cx: crate::ui::Ctx, lang: Lang) -> String {
    let mut text = match last_round_trip().get() {
        LastRoundTrip::Nothing => String::new(),
        LastRoundTrip::Synced {
            at_ms,
            sent,
            got,
            unreadable,
            quarantined,
            own_device_used,
        } => {
            let mut t = msg::DevicesSynced {
                at: &when(at_ms, lang),
                sent: &sent,
                got: &got,
            }
            .text(lang);
            if unreadable > 0 {
                t.push(' ');
                t.push_str(&msg::ServerUnreadable { count: &unreadable }.text(lang));
            }
            let report = MergeReport {
                quarantined,
                own_device_used,
                ..MergeReport::default()
            };
            t + &quarantine_said(&report, lang)
        }
        LastRoundTrip::Failed(p) => problem_text(&p, lang),
        LastRoundTrip::Other(t) => t,
    };
    let n = pending(cx);
    if n > 0 && !text.is_empty() {
        text.push_str(" · ");
        text.push_str(&msg::ServerPending { count: &n }.text(lang));
    }
    text
}

/// The open tournament `id`, as a round trip reads it (no longer held once another one is open).
struct Open {
    cx: crate::ui::Ctx,
    id: String,
}

impl Held for Open {
    fn read<R>(&self, f: impl FnOnce(&Journal) -> R) -> Option<R> {
        self.cx.open.with_untracked(|o| {
            o.as_ref()
                .filter(|s| s.id == self.id)
                .map(|s| f(&s.journal))
        })
    }
}

/// A round trip that did not happen, in words.
fn sync_error_text(e: &SyncError, lang: Lang) -> String {
    match e {
        SyncError::Server(p) => problem_text(p, lang),
        SyncError::Refused(e) => e.text(lang),
    }
}

/// One round trip of the open tournament with this device's server, if it has one; saves what came,
/// keeps where the next one starts and says what happened.
pub async fn sync_now(cx: crate::ui::Ctx) {
    let id = cx.current_id();
    let Some(client) = client() else {
        last_round_trip().set(LastRoundTrip::Nothing);
        return;
    };
    if id.is_empty() {
        return;
    }
    let progress = store::server_progress(&id, &client.db);
    let open = Open { cx, id };
    let synced = match server_sync::sync(&client, &open, &progress, store::now_ms).await {
        Ok(Some(synced)) => synced,
        Ok(None) => return,
        Err(SyncError::Server(p)) => return last_round_trip().set(LastRoundTrip::Failed(p)),
        Err(e) => {
            return last_round_trip().set(LastRoundTrip::Other(sync_error_text(
                &e,
                cx.lang.get_untracked(),
            )))
        }
    };
    match save_merged(cx, synced.merged) {
        Ok(report) => {
            store::set_server_progress(&open.id, &synced.progress);
            last_round_trip().set(LastRoundTrip::Synced {
                at_ms: store::now_ms(),
                sent: synced.sent,
                got: report.added.len(),
                unreadable: synced.unreadable,
                quarantined: report.quarantined,
                own_device_used: report.own_device_used,
            });
        }
        Err(e) => last_round_trip().set(LastRoundTrip::Other(e)),
    }
}

/// Keeps the open tournament in step with the device's server while a tournament page is shown; the
/// line under the title says what happened last (nothing without a server). A change made here is sent at
/// once (a second director sees it within one look of theirs), and the server is looked at every
/// [`LOOK_EVERY`] for the others' changes.
#[component]
pub fn LiveSync() -> impl IntoView {
    let cx = ctx();
    let busy = StoredValue::new(false);
    // A change saved while a round trip is under way: one more trip right after it.
    let again = StoredValue::new(false);
    let tick = move || {
        if store::server().url.is_empty() {
            return;
        }
        if busy.get_value() {
            again.set_value(true);
            return;
        }
        busy.set_value(true);
        leptos::task::spawn_local(async move {
            loop {
                sync_now(cx).await;
                if !again.get_value() {
                    break;
                }
                again.set_value(false);
            }
            busy.set_value(false);
        });
    };
    last_round_trip().set(LastRoundTrip::Nothing);
    // Runs now, and again whenever the open tournament's saved revision changes.
    Effect::new(move |_| {
        cx.open.with(|o| o.as_ref().map(|s| s.rev));
        tick();
    });
    if let Ok(handle) = set_interval_with_handle(tick, LOOK_EVERY) {
        on_cleanup(move || handle.clear());
    }
    view! { <span id="live-sync" class="hint">{move || status_text(cx, cx.lang.get())}</span> }
}

/// How often an open tournament looks at the server for other devices' changes: with a change sent at
/// once, a second director holds it within this and one round trip (benches/venue_load.mjs).
const LOOK_EVERY: std::time::Duration = std::time::Duration::from_secs(2);

/// Saves the typed server as this device's: the address without credentials, the user and password
/// kept on this device only (the several devices' rules), so a session the server forgot (a restart, ten idle minutes)
/// is opened again without typing. Reloads when the address changed, so the page's policy names the
/// new server.
async fn connect(lang: Lang, typed: String, user: String, password: String) -> Result<(), String> {
    let typed = typed.trim();
    let before = store::server();
    if typed.is_empty() {
        store::set_server(&store::Server::default());
        reload();
        return Ok(());
    }
    let a = replica::parse_address(typed).map_err(|e| address_text(&e, lang))?;
    let user = a.user.unwrap_or(user).trim().to_string();
    let mut password = a.password.unwrap_or(password);
    if password.is_empty() && before.url == a.db && before.user == user {
        password = before.password.clone();
    }
    if same_origin(&a.db) && !user.is_empty() && !password.is_empty() {
        if let Err(Problem::Unauthorised) =
            Client::new(&a.db, "", "").log_in(&user, &password).await
        {
            return Err(msg::ServerUnauthorised.text(lang));
        }
    }
    let next = store::Server {
        url: a.db,
        user,
        password,
    };
    store::set_server(&next);
    if next.url != before.url {
        reload();
    }
    Ok(())
}

/// The server card on **Dispositivi**.
#[component]
pub fn ServerCard() -> impl IntoView {
    let cx = ctx();
    let stored = store::server();
    let proposal = stored.url.is_empty().then(proposed).flatten();
    let url = RwSignal::new(proposal.clone().unwrap_or(stored.url.clone()));
    let user = RwSignal::new(stored.user.clone());
    let password = RwSignal::new(String::new());
    let has_password = !stored.password.is_empty();
    let error = RwSignal::new(String::new());
    let save = move |_| {
        let (u, n, p) = (
            url.get_untracked(),
            user.get_untracked(),
            password.get_untracked(),
        );
        leptos::task::spawn_local(async move {
            let before = store::server().url;
            match connect(cx.lang.get_untracked(), u, n, p).await {
                Ok(()) => {
                    password.set(String::new());
                    error.set(String::new());
                    // A new address reloads the page (its policy then allows that server): the round trip
                    // is the new page's; asked now, the old policy would block it.
                    if !before.is_empty() && store::server().url == before {
                        leptos::task::spawn_local(sync_now(cx));
                    }
                }
                Err(e) => error.set(e),
            }
        });
    };
    let forget = move |_| {
        leptos::task::spawn_local(async move {
            let _ = connect(
                cx.lang.get_untracked(),
                String::new(),
                String::new(),
                String::new(),
            )
            .await;
        });
    };
    let venue = same_origin(&stored.url).then(|| {
        web_sys::window()
            .and_then(|w| w.location().href().ok())
            .map(|h| h.split(['#', '?']).next().unwrap_or_default().to_string())
            .unwrap_or_default()
    });
    view! {
        <div class="card" id="server-card">
            <h2>{move || msg::DevicesServerHeading.text(cx.lang.get())}</h2>
            <p class="hint">{move || msg::ServerOneForEveryTournament.text(cx.lang.get())}</p>
            <label>{move || msg::DevicesServerAddressLabel.text(cx.lang.get())}
                <input id="server-url" prop:value=move || url.get() on:input=move |ev| url.set(event_target_value(&ev))/>
            </label>
            <label>{move || msg::ServerUser.text(cx.lang.get())}
                <input id="server-user" autocomplete="username" prop:value=move || user.get() on:input=move |ev| user.set(event_target_value(&ev))/>
            </label>
            <label>{move || msg::ServerPassword.text(cx.lang.get())}
                <input id="server-password" type="password" autocomplete="current-password" prop:value=move || password.get()
                       on:input=move |ev| password.set(event_target_value(&ev))
                       placeholder=move || if has_password { msg::ServerPasswordKept.text(cx.lang.get()) } else { String::new() }/>
            </label>
            <button id="server-save" class="primary" on:click=save>{move || msg::DevicesSaveAndSync.text(cx.lang.get())}</button>
            {(!stored.url.is_empty()).then(|| view! {
                <button id="server-forget" on:click=forget>{move || msg::ServerForget.text(cx.lang.get())}</button>
            })}
            {proposal.map(|_| view! { <p class="hint" id="server-proposed">{move || msg::ServerProposed.text(cx.lang.get())}</p> })}
            {move || (!error.get().is_empty()).then(|| view! { <p id="server-error" class="notice error">{error.get()}</p> })}
            <p id="server-status" class="hint">{move || status_text(cx, cx.lang.get())}</p>
            {venue.map(|address| view! {
                <div id="venue">
                    <p class="hint">{move || msg::ServerVenueAddress.text(cx.lang.get())}</p>
                    <div id="venue-qr" inner_html=crate::qr::svg(&address, 220).unwrap_or_default()></div>
                    <p><code id="venue-address">{address.clone()}</code></p>
                </div>
            })}
        </div>
    }
}

/// The words of a listed tournament: its name, date and venue, and who created it when.
fn listed_text(l: &Listed, lang: Lang) -> String {
    let mut parts = vec![l.name.clone()];
    let place: Vec<&str> = [l.date.as_str(), l.venue.as_str()]
        .into_iter()
        .filter(|s| !s.is_empty())
        .collect();
    if !place.is_empty() {
        parts.push(place.join(", "));
    }
    let created: String = js_sys::Date::new(&JsValue::from_f64(l.created_ms as f64))
        .to_locale_string(msg::UiLocaleTag.str(lang), &JsValue::UNDEFINED)
        .into();
    let by = if l.by.is_empty() {
        "?".to_string()
    } else {
        l.by.clone()
    };
    parts.push(
        msg::ServerCreatedBy {
            by: &by,
            at: &created,
        }
        .text(lang),
    );
    parts.join(" — ")
}

/// Takes the server's tournament `key` as a new copy here, which then replicates by itself: the
/// devices' names come with the documents; what fails the checks is quarantined. Says a problem in
/// `note`.
async fn take_from_server(cx: crate::ui::Ctx, key: String, note: RwSignal<String>) {
    let lang = cx.lang.get_untracked();
    let Some(client) = client() else { return };
    let received = server_sync::take(&client, &key, store::now_ms())
        .await
        .map_err(|e| sync_error_text(&e, lang))
        .and_then(|taken| {
            open_received(cx, taken.journal, |saved| {
                store::set_server_progress(&saved.id, &taken.progress)
            })
        });
    if let Err(e) = received {
        note.set(e);
    }
}

/// Lists the tournaments this device's server holds in `found` (the newest first); says nothing
/// found, or a problem, in `note`.
async fn list_server(cx: crate::ui::Ctx, found: RwSignal<Vec<Listed>>, note: RwSignal<String>) {
    let lang = cx.lang.get_untracked();
    let Some(client) = client() else { return };
    match server_sync::tournaments(&client).await {
        Ok(all) => {
            note.set(if all.is_empty() {
                msg::DevicesServerHoldsNothing.text(lang)
            } else {
                String::new()
            });
            found.set(all);
        }
        Err(p) => note.set(problem_text(&p, lang)),
    }
}

/// Without a server: its address, user and password, and the button that connects (a problem said
/// in `note`).
#[component]
fn ConnectFirst(note: RwSignal<String>) -> impl IntoView {
    let cx = ctx();
    let stored = store::server();
    let url = RwSignal::new(if stored.url.is_empty() {
        proposed().unwrap_or_default()
    } else {
        stored.url.clone()
    });
    let user = RwSignal::new(stored.user.clone());
    let password = RwSignal::new(String::new());
    let connect_now = move |_| {
        let (u, n, p) = (
            url.get_untracked(),
            user.get_untracked(),
            password.get_untracked(),
        );
        leptos::task::spawn_local(async move {
            if let Err(e) = connect(cx.lang.get_untracked(), u, n, p).await {
                note.set(e);
            }
        });
    };
    view! {
        <input id="server-home-url" prop:value=move || url.get() on:input=move |ev| url.set(event_target_value(&ev))
               aria-label=move || msg::DevicesServerAddressLabel.text(cx.lang.get())
               placeholder="http://192.168.1.10:5984/raduno"/>
        <input id="server-home-user" autocomplete="username" prop:value=move || user.get() on:input=move |ev| user.set(event_target_value(&ev))
               aria-label=move || msg::ServerUser.text(cx.lang.get()) placeholder=move || msg::ServerUser.text(cx.lang.get())/>
        <input id="server-home-password" type="password" autocomplete="current-password" prop:value=move || password.get()
               on:input=move |ev| password.set(event_target_value(&ev))
               aria-label=move || msg::ServerPassword.text(cx.lang.get()) placeholder=move || msg::ServerPassword.text(cx.lang.get())/>
        <button id="server-connect" on:click=connect_now>{move || msg::ServerConnect.text(cx.lang.get())}</button>
    }
}

/// On the list of tournaments: the tournaments this device's server holds (their creation entries
/// only), each to take as a new copy here, which then replicates by itself. Without a server, the
/// address to connect to first.
#[component]
pub fn ReceiveFromServer() -> impl IntoView {
    let cx = ctx();
    let found: RwSignal<Vec<Listed>> = RwSignal::new(Vec::new());
    let note = RwSignal::new(String::new());
    let list = move |_| leptos::task::spawn_local(list_server(cx, found, note));
    let take = move |key: String| leptos::task::spawn_local(take_from_server(cx, key, note));
    let connected = !store::server().url.is_empty();
    view! {
        <h2>{move || msg::DevicesReceiveFromServer.text(cx.lang.get())}</h2>
        {if connected {
            view! {
                <p class="hint">{move || msg::ServerThisDeviceServer { url: &store::server().url }.text(cx.lang.get())}</p>
                <button id="server-list" on:click=list>{move || msg::DevicesShowTournamentsOnServer.text(cx.lang.get())}</button>
            }.into_any()
        } else {
            view! { <ConnectFirst note/> }.into_any()
        }}
        <p class="hint" id="server-home-said">{move || note.get()}</p>
        <ul id="server-tournaments">
            {move || found.get().into_iter().map(|l| {
                let k = l.key.clone();
                let text = listed_text(&l, cx.lang.get());
                view! { <li><button class="server-tournament" data-key=l.key.clone() on:click=move |_| take(k.clone())>{text}</button></li> }
            }).collect_view()}
        </ul>
    }
}
