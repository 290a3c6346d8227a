//! The browser's storage: every record Raduno keeps in this browser, one file per kind, all built on the
//! local-storage plumbing here (whether storage is on, raw reads and writes, what a refused write means,
//! the keys). Only this module and `ui` touch the browser; the documents' formats live in `persist`.
//!
//! | record | key(s) | file |
//! | --- | --- | --- |
//! | a tournament: its entry and its tail, their durable copy | `raduno.t.<id>`, `raduno.j.<id>`, IndexedDB `raduno`/`t` | [`tournaments`], [`durable`] |
//! | the director's preferences | `raduno.prefs` | [`prefs`] |
//! | this device's id and name | `raduno.device` | [`device`] |
//! | this device's server | `raduno.server`, `raduno.server.adopted` | [`server`] |
//! | a tournament's exchanges (server, changes files) | `raduno.couch.<id>`, `raduno.peers.<id>` | [`progress`] |
//! | circuits | `raduno.c.<id>` | [`circuits`] |
//! | small entries beside a tournament (drafts, a rating list) | the caller's | [`small_json`] |
//! | what lives as long as the tab (session storage) | the caller's | [`session`] |
//!
//! Files the director downloads or chooses go through [`files`].

pub mod circuits;
mod device;
mod durable;
mod files;
mod prefs;
mod progress;
mod server;
pub mod session;
pub mod small_json;
mod tournaments;

pub use device::{device, renew_device, set_device_name};
pub use files::{download, read_file};
pub use prefs::{load_prefs, save_prefs};
pub use progress::{peers, server_progress, set_peer, set_server_progress};
pub use server::{adopt_old_addresses, server, set_server, Server};
pub use tournaments::recover;
pub use tournaments::{
    create, delete, find_origin, list, new_id, read, stored_rev, tail_damage, write, Damaged,
};

use crate::i18n::msg;
use crate::i18n::{Lang, Localized};
use gloo_storage::errors::StorageError;
use gloo_storage::{LocalStorage, Storage};
use wasm_bindgen::JsCast;

/// Local storage, if the browser allows it (gloo-storage would throw otherwise).
fn available() -> Result<(), SaveError> {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .map(|_| ())
        .ok_or(SaveError::Unavailable)
}

#[derive(Clone, Debug, PartialEq)]
pub enum SaveError {
    /// The browser's storage is full (QuotaExceededError).
    Full,
    /// Another tab saved this tournament since we read it.
    Conflict,
    /// Local storage is switched off (private mode, policy).
    Unavailable,
}

impl Localized for SaveError {
    fn text(&self, lang: Lang) -> String {
        match self {
            SaveError::Full => msg::EngineStorageFull.text(lang),
            SaveError::Conflict => msg::EngineChangedInOtherTab.text(lang),
            SaveError::Unavailable => msg::EngineStorageDisabled.text(lang),
        }
        .to_string()
    }
}

/// Every key in local storage that starts with `prefix`.
fn keys_with(prefix: &str) -> Vec<String> {
    if available().is_err() {
        return Vec::new();
    }
    let s = LocalStorage::raw();
    (0..LocalStorage::length())
        .filter_map(|i| s.key(i).ok().flatten())
        .filter(|k| k.starts_with(prefix))
        .collect()
}

/// How many UTF-16 code units (what the quota counts) a key and its value take.
fn units(key: &str) -> usize {
    raw(key).map_or(0, |t| key.encode_utf16().count() + t.encode_utf16().count())
}

/// How much of local storage Raduno's entries take, and how much every key takes (UTF-16 units).
pub fn usage() -> (usize, usize) {
    let (mut ours, mut all) = (0, 0);
    for key in keys_with("") {
        let n = units(&key);
        all += n;
        if key.starts_with("raduno.") {
            ours += n;
        }
    }
    (ours, all)
}

/// The raw text of an entry (to download a damaged one).
pub fn raw(key: &str) -> Option<String> {
    available().ok()?;
    LocalStorage::raw().get_item(key).ok().flatten()
}

/// What a refused write of gloo-storage means: a full storage unless the browser names another reason.
fn save_error(e: StorageError) -> SaveError {
    match e {
        StorageError::JsError(e) if !e.name.contains("Quota") && !e.name.is_empty() => {
            SaveError::Unavailable
        }
        StorageError::KeyNotFound(_) | StorageError::SerdeError(_) => SaveError::Unavailable,
        _ => SaveError::Full,
    }
}

/// `set_item` of a raw text; its error read as [`save_error`] reads gloo-storage's.
fn set_raw(key: &str, text: &str) -> Result<(), SaveError> {
    available()?;
    LocalStorage::raw().set_item(key, text).map_err(|e| {
        let name = js_sys::Reflect::get(&e, &"name".into())
            .ok()
            .and_then(|n| n.as_string())
            .unwrap_or_default();
        if !name.contains("Quota") && !name.is_empty() {
            SaveError::Unavailable
        } else {
            SaveError::Full
        }
    })
}

/// Removes a key (a storage that is off has nothing to remove).
fn remove(key: &str) {
    if available().is_ok() {
        LocalStorage::delete(key);
    }
}

/// 64 random bits from the browser's crypto source (getrandom); the clock if it ever fails.
pub fn random_u64() -> u64 {
    getrandom::u64().unwrap_or_else(|_| (now_ms() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15))
}

pub fn now_ms() -> i64 {
    js_sys::Date::now() as i64
}

/// The page's clock in milliseconds, to the fraction (`performance.now()`); 0 where there is none.
fn clock_ms() -> f64 {
    let global = js_sys::global();
    js_sys::Reflect::get(&global, &"performance".into())
        .ok()
        .and_then(|p| {
            let now = js_sys::Reflect::get(&p, &"now".into()).ok()?;
            now.dyn_ref::<js_sys::Function>()?.call0(&p).ok()?.as_f64()
        })
        .unwrap_or(0.0)
}

/// What each save took, for the benchmarks: `window.__radunoSaves`, a list of `[ms, how]` (`how`:
/// "line", "whole" or "refused"), kept there only; nothing reads it in the app.
fn note_save(ms: f64, done: Option<bool>) {
    let global = js_sys::global();
    let key = wasm_bindgen::JsValue::from_str("__radunoSaves");
    let list = match js_sys::Reflect::get(&global, &key)
        .ok()
        .and_then(|l| l.dyn_into::<js_sys::Array>().ok())
    {
        Some(l) => l,
        None => {
            let l = js_sys::Array::new();
            let _ = js_sys::Reflect::set(&global, &key, &l);
            l
        }
    };
    let how = match done {
        Some(true) => "line",
        Some(false) => "whole",
        None => "refused",
    };
    list.push(&js_sys::Array::of2(&ms.into(), &how.into()));
}
