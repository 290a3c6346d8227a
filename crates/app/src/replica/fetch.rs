//! The browser's side of the CouchDB client: each request with the browser's `fetch`, HTTP Basic when
//! the device has a user name and password and the server is another origin, or the server's own
//! `_session` cookie when the page is served by the server itself (same origin, the browser sends it;
//! when the server no longer knows it — restarted, or the session expired — the client logs in again
//! with the device's user and password and asks once more), a timeout, and a failed fetch told apart:
//! mixed content (checked before asking), CORS refused (the server answers a `no-cors` probe),
//! unreachable, timeout.

use super::couch::{self, Problem};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// Seconds one request may take (the feed's pages are small).
pub const TIMEOUT_S: u32 = 20;

/// A database on a server, with this device's credentials.
#[derive(Clone, Debug)]
pub struct Client {
    /// The database's URL, no credentials ([`couch::Address::db`]).
    pub db: String,
    auth: Option<String>,
    /// Same origin: the user and password the session is opened again with (this device's only).
    login: Option<(String, String)>,
}

/// The origin of the page this code runs in.
fn page_origin() -> String {
    web_sys::window()
        .and_then(|w| w.location().origin().ok())
        .unwrap_or_default()
}

fn why(e: &JsValue) -> String {
    e.dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| e.as_string())
        .unwrap_or_else(|| "fetch".into())
}

/// `Basic base64(user:password)`, the UTF-8 bytes through the browser's `btoa`.
fn basic(user: &str, password: &str) -> Option<String> {
    let bytes = format!("{user}:{password}");
    let latin1: String = bytes.bytes().map(char::from).collect();
    let encoded = web_sys::window()?.btoa(&latin1).ok()?;
    Some(format!("Basic {encoded}"))
}

impl Client {
    pub fn new(db: &str, user: &str, password: &str) -> Client {
        let db = db.trim_end_matches('/').to_string();
        let both = !user.is_empty() && !password.is_empty();
        if both && couch::origin(&db) == page_origin() {
            return Client {
                db,
                auth: None,
                login: Some((user.to_string(), password.to_string())),
            };
        }
        Client {
            db,
            auth: both.then(|| basic(user, password)).flatten(),
            login: None,
        }
    }

    /// One request to `path` under the database (`""`: the database itself): the status and the body.
    pub async fn call(
        &self,
        method: &str,
        path: &str,
        body: Option<&str>,
    ) -> Result<(u16, String), Problem> {
        let window = web_sys::window().ok_or(Problem::Unreachable("window".into()))?;
        let page = window.location().protocol().unwrap_or_default();
        if couch::mixed_content(&page, &self.db) {
            return Err(Problem::MixedContent);
        }
        let url = if path.is_empty() {
            self.db.clone()
        } else {
            format!("{}/{path}", self.db)
        };
        let init = web_sys::RequestInit::new();
        init.set_method(method);
        let headers = web_sys::Headers::new().map_err(|e| Problem::Unreachable(why(&e)))?;
        let _ = headers.set("Accept", "application/json");
        if let Some(auth) = &self.auth {
            let _ = headers.set("Authorization", auth);
        }
        if let Some(body) = body {
            init.set_body(&JsValue::from_str(body));
            let _ = headers.set("Content-Type", "application/json");
        }
        init.set_headers(&headers);
        let controller = web_sys::AbortController::new().ok();
        if let Some(c) = &controller {
            init.set_signal(Some(&c.signal()));
        }
        let abort = controller
            .clone()
            .map(|c| Closure::once_into_js(move || c.abort()).unchecked_into::<js_sys::Function>());
        let timer = abort.as_ref().and_then(|f| {
            window
                .set_timeout_with_callback_and_timeout_and_arguments_0(f, (TIMEOUT_S * 1000) as i32)
                .ok()
        });
        let result = self.send(&window, &url, &init).await;
        if let Some(t) = timer {
            window.clear_timeout_with_handle(t);
        }
        match result {
            Ok(r) => Ok(r),
            Err(_) if controller.is_some_and(|c| c.signal().aborted()) => {
                Err(Problem::Timeout(TIMEOUT_S))
            }
            Err(e) => Err(self.failed(&window, e).await),
        }
    }

    async fn send(
        &self,
        window: &web_sys::Window,
        url: &str,
        init: &web_sys::RequestInit,
    ) -> Result<(u16, String), JsValue> {
        let request = web_sys::Request::new_with_str_and_init(url, init)?;
        let response: web_sys::Response =
            wasm_bindgen_futures::JsFuture::from(window.fetch_with_request(&request))
                .await?
                .dyn_into()?;
        let text = wasm_bindgen_futures::JsFuture::from(response.text()?)
            .await?
            .as_string()
            .unwrap_or_default();
        Ok((response.status(), text))
    }

    /// A fetch that failed without a status: the server answers a `no-cors` request (an opaque answer)
    /// when only CORS stood in the way; else it is out of reach.
    async fn failed(&self, window: &web_sys::Window, e: JsValue) -> Problem {
        let init = web_sys::RequestInit::new();
        init.set_mode(web_sys::RequestMode::NoCors);
        let probe = match web_sys::Request::new_with_str_and_init(couch::origin(&self.db), &init) {
            Ok(r) => wasm_bindgen_futures::JsFuture::from(window.fetch_with_request(&r)).await,
            Err(e) => Err(e),
        };
        match probe {
            Ok(_) => Problem::Cors,
            Err(_) => Problem::Unreachable(why(&e)),
        }
    }

    /// A request whose answer must be a success: its body, or the problem its status says.
    pub async fn ok(
        &self,
        method: &str,
        path: &str,
        body: Option<&str>,
    ) -> Result<String, Problem> {
        let (mut status, mut text) = self.call(method, path, body).await?;
        // The server's session cookie no longer stands (a restart, an expired session): refused as
        // anonymous. Logged in again with this device's user and password, asked once more.
        if let (401 | 403, Some((user, password))) = (status, &self.login) {
            match self.log_in(user, password).await {
                Ok(()) => {
                    (status, text) = self.call(method, path, body).await?;
                }
                Err(Problem::Unauthorised) => return Err(Problem::LoginRefused),
                Err(p) => return Err(p),
            }
        }
        match couch::problem(status, &text) {
            None => Ok(text),
            Some(p) => Err(p),
        }
    }

    /// Logs in with the server's own session (`POST /_session`): the browser keeps the cookie for this
    /// origin, so a page the server serves itself needs no password kept anywhere.
    pub async fn log_in(&self, user: &str, password: &str) -> Result<(), Problem> {
        let body = serde_json::json!({ "name": user, "password": password }).to_string();
        let session = Client {
            db: couch::origin(&self.db).to_string(),
            auth: None,
            login: None,
        };
        // Not through `ok`: a refused login is said as it is, never tried again.
        let (status, text) = session.call("POST", "_session", Some(&body)).await?;
        match couch::problem(status, &text) {
            None => Ok(()),
            Some(p) => Err(p),
        }
    }

    /// Every document of the database, a page at a time (the federation's database:
    /// [`couch::all_request`]).
    pub async fn all_docs(&self) -> Result<couch::FeedPage, Problem> {
        let mut all = couch::FeedPage::default();
        loop {
            let text = self
                .ok("GET", &couch::all_request(&all.last_id), None)
                .await?;
            if !all.absorb(couch::parse_feed(&text)?) {
                return Ok(all);
            }
        }
    }
}
