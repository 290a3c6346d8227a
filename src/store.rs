//! The browser's local storage: where tournaments live. Built on `persist` (the documents) and touching
//! the browser only here and in `ui`.
//!
//! Each tournament is one entry `raduno.t.<id>` in local storage (through gloo-storage), kept compact
//! (`persist::Saved::to_stored`). An entry that cannot be read (corrupt, or written by a newer Raduno) is
//! reported and never written over: new tournaments get fresh ids, and saving checks the revision so
//! that two tabs never silently overwrite each other.
//!
//! A save appends the journal's new entries to the tournament's tail `raduno.j.<id>` (`persist`, "the
//! tail"), so it costs the same at any size; the entry is written whole again (compacted) when the tail
//! passes [`TAIL_SOON`] bytes, a moment after the last save ([`compact_soon`]), or at once past
//! [`TAIL_MOST`]. What each tournament has stored (its revision, how many entries, the last one) is
//! remembered here from the last read or write, so a save knows which entries are new.
//!
//! Chromium writes local storage to disk some seconds late, so a killed browser could lose the last
//! changes. Every save is therefore also written to IndexedDB (`raduno` database, store `t`, the entry
//! under the id and the tail under the id and [`IDB_TAIL`], same texts) with strict durability; at
//! start, [`recover`] puts back into local storage any tournament whose IndexedDB copy is newer or that
//! local storage lacks.

use crate::i18n::msg;
use crate::i18n::{Lang, Localized};
use crate::persist::{self, LoadError, Saved, Summary};
use gloo_storage::errors::StorageError;
use gloo_storage::{LocalStorage, Storage};
use std::cell::RefCell;
use std::collections::BTreeMap;
use wasm_bindgen::{JsCast, JsValue};

/// A tail longer than this (bytes: its JSON is nearly all ASCII, one UTF-16 unit a byte) is compacted
/// a moment after the last save.
const TAIL_SOON: usize = 64 * 1024;
/// A tail longer than this is compacted by the save itself (if that fails, the line is appended).
const TAIL_MOST: usize = 512 * 1024;
/// How long after the last save a long tail is compacted.
const COMPACT_AFTER_MS: i32 = 2_000;
/// The IndexedDB key of a tail: the tournament's id and this.
const IDB_TAIL: &str = "#tail";

/// What a tournament has stored, as this tab last read or wrote it.
#[derive(Clone, Debug, PartialEq)]
struct Stored {
    /// The entry's revision (the tail follows it) and the latest (the tail's last line).
    entry_rev: u64,
    rev: u64,
    /// How many journal entries are stored, and the id of the last one.
    entries: usize,
    last: Option<crate::journal::EventId>,
    /// The journal's other parts as stored ([`Saved::side_text`]).
    side: String,
}

impl Stored {
    fn of(saved: &Saved, entry_rev: u64) -> Stored {
        let entries = saved.journal.entries();
        Stored {
            entry_rev,
            rev: saved.rev,
            entries: entries.len(),
            last: entries.last().map(|e| e.id.clone()),
            side: saved.side_text(),
        }
    }

    /// Whether `saved`'s journal still starts with the entries stored (a merge may have put entries
    /// before them: then the whole entry is written).
    fn continued_by(&self, saved: &Saved) -> bool {
        let entries = saved.journal.entries();
        entries.len() >= self.entries
            && match self.entries.checked_sub(1) {
                None => true,
                Some(i) => Some(&entries[i].id) == self.last.as_ref(),
            }
    }
}

thread_local! {
    static STORED: RefCell<BTreeMap<String, Stored>> = const { RefCell::new(BTreeMap::new()) };
    /// The version waiting to be compacted and its timer, by tournament.
    static COMPACTING: RefCell<BTreeMap<String, (Saved, i32)>> = const { RefCell::new(BTreeMap::new()) };
}

fn remember(id: &str, stored: Option<Stored>) {
    STORED.with(|m| match stored {
        Some(s) => {
            m.borrow_mut().insert(id.to_string(), s);
        }
        None => {
            m.borrow_mut().remove(id);
        }
    });
}

fn remembered(id: &str) -> Option<Stored> {
    STORED.with(|m| m.borrow().get(id).cloned())
}

/// Local storage, if the browser allows it (gloo-storage would throw otherwise).
fn available() -> Result<(), SaveError> {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .map(|_| ())
        .ok_or(SaveError::Unavailable)
}

/// A stored entry that could not be read: shown to the director, kept as it is.
#[derive(Clone, Debug, PartialEq)]
pub struct Damaged {
    pub key: String,
    pub problem: LoadError,
    pub bytes: usize,
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

/// An entry's stored text as Raduno wrote it: the compact text (kept by gloo-storage as a JSON
/// string), or the JSON document itself (entries written before the compact encoding, backups).
fn get_text(key: &str) -> Option<String> {
    available().ok()?;
    match LocalStorage::get::<serde_json::Value>(key) {
        Ok(serde_json::Value::String(text)) => Some(text),
        Ok(_) | Err(StorageError::SerdeError(_)) => raw(key),
        Err(_) => None,
    }
}

/// How many UTF-16 code units (what the quota counts) an entry takes, key included, and its tail's.
fn stored_units(key: &str) -> usize {
    let units =
        |key: &str| raw(key).map_or(0, |t| key.encode_utf16().count() + t.encode_utf16().count());
    units(key)
        + key
            .strip_prefix(persist::ENTRY_PREFIX)
            .map_or(0, |id| units(&persist::tail_key(id)))
}

/// Every stored tournament (newest first, with its size in storage), and the entries that could not
/// be read.
pub fn list() -> (Vec<Summary>, Vec<Damaged>) {
    let mut good = Vec::new();
    let mut damaged = Vec::new();
    if available().is_err() {
        return (good, damaged);
    }
    let s = LocalStorage::raw();
    let len = LocalStorage::length();
    let keys: Vec<String> = (0..len).filter_map(|i| s.key(i).ok().flatten()).collect();
    for key in keys
        .into_iter()
        .filter(|k| k.starts_with(persist::ENTRY_PREFIX))
    {
        let Some(text) = get_text(&key) else {
            continue;
        };
        let tail = key
            .strip_prefix(persist::ENTRY_PREFIX)
            .and_then(|id| raw(&persist::tail_key(id)));
        match persist::load_with_tail(&text, tail.as_deref()) {
            Ok(saved) => {
                let mut summary = saved.summary();
                summary.stored_units = stored_units(&key);
                good.push(summary)
            }
            Err(problem) => damaged.push(Damaged {
                bytes: stored_units(&key),
                key,
                problem,
            }),
        }
    }
    crate::order::sort_by(&mut good, |a, b| {
        b.updated_ms
            .cmp(&a.updated_ms)
            .then_with(|| a.name.cmp(&b.name))
    });
    crate::order::sort_by(&mut damaged, |a, b| a.key.cmp(&b.key));
    (good, damaged)
}

/// How much of local storage Raduno's entries take, and how much every key takes (UTF-16 units).
pub fn usage() -> (usize, usize) {
    if available().is_err() {
        return (0, 0);
    }
    let s = LocalStorage::raw();
    let (mut ours, mut all) = (0, 0);
    for i in 0..LocalStorage::length() {
        if let Some(key) = s.key(i).ok().flatten() {
            let n = stored_units(&key);
            all += n;
            if key.starts_with("raduno.") {
                ours += n;
            }
        }
    }
    (ours, all)
}

/// A stored tournament, its entry and its tail; remembered as stored, so the next save appends.
pub fn read(id: &str) -> Option<Result<Saved, LoadError>> {
    let text = get_text(&persist::entry_key(id))?;
    let tail = raw(&persist::tail_key(id));
    Some(
        persist::load_with_tail(&text, tail.as_deref()).map(|mut saved| {
            let entry_rev = persist::stored_rev(&text).unwrap_or(saved.rev);
            // Only a tail that follows the entry can be appended to.
            let follows = tail
                .as_deref()
                .and_then(persist::tail_revs)
                .is_some_and(|(follows, _)| follows == entry_rev);
            remember(id, follows.then(|| Stored::of(&saved, entry_rev)));
            let (device, name) = device();
            saved.journal.set_device(&device, &name);
            saved
        }),
    )
}

/// The raw text of an entry (to download a damaged one).
pub fn raw(key: &str) -> Option<String> {
    available().ok()?;
    LocalStorage::raw().get_item(key).ok().flatten()
}

/// An entry's revision from its raw text, without reading the whole JSON string gloo-storage keeps
/// it as (the compact text needs no escaping: `"RZ1:<rev>:…`).
fn entry_rev(raw_text: &str) -> Option<u64> {
    match raw_text.strip_prefix('"') {
        Some(compact) if compact.starts_with(persist::COMPACT_TAG) => persist::stored_rev(compact),
        // An older entry: its JSON kept as a JSON string, or as itself.
        Some(_) => persist::stored_rev(&serde_json::from_str::<String>(raw_text).ok()?),
        None => persist::stored_rev(raw_text),
    }
}

/// The revision currently stored for `id` (its tail's last line when the tail follows the entry).
pub fn stored_rev(id: &str) -> Option<u64> {
    let entry = raw(&persist::entry_key(id))?;
    let entry_rev = entry_rev(&entry)?;
    Some(
        match raw(&persist::tail_key(id))
            .as_deref()
            .and_then(persist::tail_revs)
        {
            Some((follows, last)) if follows == entry_rev => last,
            _ => entry_rev,
        },
    )
}

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

/// Saves `saved` if nobody else saved it since revision `saved.rev`; on success the revision grows and
/// the same texts go to IndexedDB. The journal's new entries are appended to the tail when the tail
/// follows what this tab stored; otherwise (or past [`TAIL_MOST`]) the entry is written whole.
pub fn write(saved: &mut Saved) -> Result<(), SaveError> {
    available()?;
    let tail_key = persist::tail_key(&saved.id);
    let entry = raw(&persist::entry_key(&saved.id));
    let tail = raw(&tail_key);
    let entry_rev = entry.as_deref().and_then(entry_rev);
    if let Some(entry_rev) = entry_rev {
        let stored = match tail.as_deref().and_then(persist::tail_revs) {
            Some((follows, last)) if follows == entry_rev => last,
            _ => entry_rev,
        };
        if stored != saved.rev {
            return Err(SaveError::Conflict);
        }
    }
    // Appending needs: this tab's record of what is stored, which the journal continues, and a tail
    // that follows the entry stored.
    let append = remembered(&saved.id).filter(|s| {
        Some(s.entry_rev) == entry_rev
            && s.rev == saved.rev
            && s.continued_by(saved)
            && tail
                .as_deref()
                .and_then(persist::tail_revs)
                .is_some_and(|(follows, _)| follows == s.entry_rev)
    });
    saved.rev += 1;
    // Bytes for units: the tail is JSON, nearly all ASCII.
    if append.is_none() || tail.as_ref().map_or(0, String::len) > TAIL_MOST {
        match write_whole(saved) {
            Ok(()) => return Ok(()),
            // Past the tail's length the whole entry may not fit: the line still may.
            Err(SaveError::Full) if append.is_some() => {}
            Err(e) => {
                saved.rev -= 1;
                return Err(e);
            }
        }
    }
    let Some(stored) = append else {
        saved.rev -= 1;
        return Err(SaveError::Full);
    };
    let side = saved.side_text();
    let line = saved.tail_line(stored.entries, side != stored.side);
    let mut text = tail.unwrap_or_default();
    text.push_str(&line);
    if let Err(e) = set_raw(&tail_key, &text) {
        saved.rev -= 1;
        return Err(e);
    }
    idb::put(vec![(format!("{}{IDB_TAIL}", saved.id), text.clone())]);
    remember(
        &saved.id,
        Some(Stored {
            side,
            ..Stored::of(saved, stored.entry_rev)
        }),
    );
    if text.len() > TAIL_SOON {
        compact_soon(saved);
    }
    Ok(())
}

/// Writes the whole entry at `saved.rev` (already grown) and a new empty tail after it: the entry
/// first, so a tab stopped between the two leaves an entry that holds everything and a tail it does
/// not read.
fn write_whole(saved: &Saved) -> Result<(), SaveError> {
    let text = saved.to_stored();
    LocalStorage::set(persist::entry_key(&saved.id), &text).map_err(save_error)?;
    let header = persist::tail_header(saved.rev);
    let tail_key = persist::tail_key(&saved.id);
    // A tail that cannot be written leaves the old one, which follows an older revision: not read.
    let tail_written = set_raw(&tail_key, &header).is_ok();
    idb::put(vec![
        (saved.id.clone(), text),
        (format!("{}{IDB_TAIL}", saved.id), header),
    ]);
    remember(
        &saved.id,
        tail_written.then(|| Stored::of(saved, saved.rev)),
    );
    Ok(())
}

/// Compacts a tournament's entry a moment after its last save (when the director pauses), not in the
/// save itself: the version just saved is kept until then. If another tab saved since, nothing is
/// written; if the compaction fails (a full storage), the entry and its tail stay as they are.
fn compact_soon(saved: &Saved) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let id = saved.id.clone();
    if let Some((_, timer)) = COMPACTING.with(|c| c.borrow_mut().remove(&id)) {
        window.clear_timeout_with_handle(timer);
    }
    let owned = id.clone();
    let run = wasm_bindgen::closure::Closure::once_into_js(move || {
        let Some((saved, _)) = COMPACTING.with(|c| c.borrow_mut().remove(&owned)) else {
            return;
        };
        if available().is_ok() && stored_rev(&owned) == Some(saved.rev) {
            let _ = write_whole(&saved);
        }
    });
    if let Ok(timer) = window.set_timeout_with_callback_and_timeout_and_arguments_0(
        run.unchecked_ref(),
        COMPACT_AFTER_MS,
    ) {
        COMPACTING.with(|c| c.borrow_mut().insert(id, (saved.clone(), timer)));
    }
}

/// Writes a brand-new entry (creation, duplicate, restore) under a fresh id.
pub fn create(mut journal: crate::journal::Journal) -> Result<Saved, SaveError> {
    let (device, name) = device();
    journal.set_device(&device, &name);
    let mut saved = Saved::new(new_id(), journal);
    write(&mut saved)?;
    Ok(saved)
}

/// Deletes a tournament (entry and tail) from local storage and from its IndexedDB copy.
pub fn delete(id: &str) {
    if available().is_ok() {
        LocalStorage::delete(persist::entry_key(id));
        LocalStorage::delete(persist::tail_key(id));
    }
    remember(id, None);
    idb::delete(vec![id.to_string(), format!("{id}{IDB_TAIL}")]);
}

/// 64 random bits from the browser's crypto source (getrandom); the clock if it ever fails.
pub fn random_u64() -> u64 {
    getrandom::u64().unwrap_or_else(|_| (now_ms() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15))
}

/// A fresh id no stored entry uses.
pub fn new_id() -> String {
    loop {
        let id = format!("{:012x}", random_u64() >> 16);
        if raw(&persist::entry_key(&id)).is_none() {
            return id;
        }
    }
}

pub fn now_ms() -> i64 {
    js_sys::Date::now() as i64
}

pub fn load_prefs() -> Option<String> {
    available().ok()?;
    LocalStorage::raw()
        .get_item(persist::PREFS_KEY)
        .ok()
        .flatten()
}

pub fn save_prefs(text: &str) {
    if available().is_ok() {
        let _ = LocalStorage::raw().set_item(persist::PREFS_KEY, text);
    }
}

/// Small JSON entries kept beside the tournaments — a table's score drafts, an Othello tournament's
/// rating list — read, written and removed only here, so the interface never touches the browser's
/// storage itself.
pub mod side {
    use super::{available, SaveError};
    use gloo_storage::{LocalStorage, Storage};

    /// The entry under `key`: `None` when there is none, `Some(Err)` when it does not read.
    pub fn read<T: serde::de::DeserializeOwned>(key: &str) -> Option<Result<T, String>> {
        available().ok()?;
        let text = LocalStorage::raw().get_item(key).ok()??;
        Some(serde_json::from_str(&text).map_err(|e| e.to_string()))
    }

    /// Writes `value` under `key`; a full or switched-off storage says so.
    pub fn write<T: serde::Serialize>(key: &str, value: &T) -> Result<(), SaveError> {
        available()?;
        let text = serde_json::to_string(value).map_err(|_| SaveError::Unavailable)?;
        LocalStorage::raw()
            .set_item(key, &text)
            .map_err(|_| SaveError::Full)
    }

    pub fn remove(key: &str) {
        if available().is_ok() {
            LocalStorage::delete(key);
        }
    }

    /// The keys that start with `prefix`.
    pub fn keys_with(prefix: &str) -> Vec<String> {
        let Ok(()) = available() else {
            return Vec::new();
        };
        let storage = LocalStorage::raw();
        let count = storage.length().unwrap_or(0);
        (0..count)
            .filter_map(|i| storage.key(i).ok().flatten())
            .filter(|k| k.starts_with(prefix))
            .collect()
    }
}

/// What lives only as long as the browser tab (the projector's round clock): session storage.
pub mod session {
    fn storage() -> Option<web_sys::Storage> {
        web_sys::window().and_then(|w| w.session_storage().ok().flatten())
    }

    pub fn read<T: serde::de::DeserializeOwned>(key: &str) -> Option<T> {
        let text = storage()?.get_item(key).ok()??;
        serde_json::from_str(&text).ok()
    }

    /// Writes `value` under `key`; a tab whose session storage is off or full just forgets it.
    pub fn write<T: serde::Serialize>(key: &str, value: &T) {
        if let (Some(s), Ok(text)) = (storage(), serde_json::to_string(value)) {
            let _ = s.set_item(key, &text);
        }
    }
}

/// This browser as a device of a tournament kept on several ([`crate::journal::sync`]): a random id made
/// once, and the name the director gives it ("Portatile", "Telefono").
#[derive(serde::Serialize, serde::Deserialize, Default)]
struct Device {
    id: String,
    #[serde(default)]
    name: String,
}

const DEVICE_KEY: &str = "raduno.device";

fn read_device() -> Device {
    let stored: Option<Device> = available()
        .ok()
        .and_then(|_| LocalStorage::raw().get_item(DEVICE_KEY).ok().flatten())
        .and_then(|t| serde_json::from_str(&t).ok());
    match stored {
        Some(d) if !d.id.is_empty() => d,
        _ => {
            let d = Device {
                id: format!("{:08x}", random_u64() >> 32),
                name: String::new(),
            };
            write_device(&d);
            d
        }
    }
}

fn write_device(d: &Device) {
    if available().is_ok() {
        if let Ok(text) = serde_json::to_string(d) {
            let _ = LocalStorage::raw().set_item(DEVICE_KEY, &text);
        }
    }
}

/// This device's id and name.
pub fn device() -> (String, String) {
    let d = read_device();
    (d.id, d.name)
}

/// Takes a new random id for this device, keeping its name: another copy was found writing under the
/// old one (a cloned browser profile, a restored backup), and two devices under one id would
/// write two different entries under one id. Returns the new id.
pub fn renew_device() -> String {
    let mut d = read_device();
    let old = d.id.clone();
    while d.id == old {
        d.id = format!("{:08x}", random_u64() >> 32);
    }
    write_device(&d);
    d.id
}

/// Names this device.
pub fn set_device_name(name: &str) {
    let mut d = read_device();
    d.name = name.trim().to_string();
    write_device(&d);
}

/// This device's server: one address for every tournament, the user name, and the password
/// when the page reaches the server from another origin (HTTP Basic). Kept in this browser's storage
/// only, under its own key: never in a tournament, a changes file, a backup, the Registro or the page.
/// A page served by the server itself uses the server's session cookie, and opens the session again
/// with the kept user and password when the server forgot it (a restart, an expired session).
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Server {
    /// The database's URL, without credentials ([`crate::replica::couch::Address::db`]).
    pub url: String,
    #[serde(default)]
    pub user: String,
    #[serde(default)]
    pub password: String,
}

const SERVER_KEY: &str = "raduno.server";

pub fn server() -> Server {
    raw(SERVER_KEY)
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_default()
}

/// Saves this device's server; an empty address forgets it, credentials too.
pub fn set_server(server: &Server) {
    if available().is_err() {
        return;
    }
    if server.url.is_empty() {
        let _ = LocalStorage::raw().remove_item(SERVER_KEY);
    } else if let Ok(text) = serde_json::to_string(server) {
        let _ = LocalStorage::raw().set_item(SERVER_KEY, &text);
    }
}

/// Set once the addresses were adopted ([`adopt_old_addresses`]).
const ADOPTED_KEY: &str = "raduno.server.adopted";

/// an older version kept the address per tournament, as typed (credentials and all): the first such address
/// becomes the device's server if it has none, and no stored address keeps credentials.
pub fn adopt_old_addresses() {
    if available().is_err() {
        return;
    }
    let s = LocalStorage::raw();
    // Once: the per-tournament records keep the address their cursor belongs to, so adopting them again
    // at every start would bring back a server the director disconnected.
    if raw(ADOPTED_KEY).is_some() {
        return;
    }
    let _ = s.set_item(ADOPTED_KEY, "1");
    let keys: Vec<String> = (0..LocalStorage::length())
        .filter_map(|i| s.key(i).ok().flatten())
        .filter(|k| k.starts_with("raduno.couch."))
        .collect();
    for key in keys {
        let Some(mut c) = raw(&key).and_then(|t| serde_json::from_str::<Couch>(&t).ok()) else {
            continue;
        };
        let Ok(a) = crate::replica::couch::parse_address(&c.url) else {
            continue;
        };
        if server().url.is_empty() {
            set_server(&Server {
                url: a.db.clone(),
                user: a.user.clone().unwrap_or_default(),
                password: a.password.clone().unwrap_or_default(),
            });
        }
        if c.url != a.db {
            c.url = a.db;
            if let Ok(text) = serde_json::to_string(&c) {
                let _ = s.set_item(&key, &text);
            }
        }
    }
}

/// How far a tournament has gone with the device's server: the server it was with (`url`: another
/// server starts again from the beginning), how far its changes feed has been read, and what the server
/// holds of this tournament's entries (each device's latest sent or read), so only the rest is sent and
/// the page says how many changes wait.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Couch {
    pub url: String,
    #[serde(default)]
    pub since: String,
    #[serde(default)]
    pub sent: std::collections::BTreeMap<String, u64>,
}

fn couch_key(id: &str) -> String {
    format!("raduno.couch.{id}")
}

/// The tournament's progress with the server `url` (nothing yet with another one).
pub fn couch(id: &str, url: &str) -> Couch {
    raw(&couch_key(id))
        .and_then(|t| serde_json::from_str::<Couch>(&t).ok())
        .filter(|c| c.url == url)
        .unwrap_or_else(|| Couch {
            url: url.to_string(),
            ..Couch::default()
        })
}

pub fn set_couch(id: &str, couch: &Couch) {
    if available().is_ok() {
        if let Ok(text) = serde_json::to_string(couch) {
            let _ = LocalStorage::raw().set_item(&couch_key(id), &text);
        }
    }
}

/// What each other device held of a tournament (its latest entry per device) when its last changes file
/// came: "Invia modifiche" can then send only what it lacks.
pub fn peers(
    id: &str,
) -> std::collections::BTreeMap<String, std::collections::BTreeMap<String, u64>> {
    raw(&format!("raduno.peers.{id}"))
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_default()
}

pub fn set_peer(id: &str, device: &str, holds: &std::collections::BTreeMap<String, u64>) {
    if available().is_err() || device.is_empty() {
        return;
    }
    let mut all = peers(id);
    all.insert(device.to_string(), holds.clone());
    if let Ok(text) = serde_json::to_string(&all) {
        let _ = LocalStorage::raw().set_item(&format!("raduno.peers.{id}"), &text);
    }
}

/// The stored tournament that is the same tournament as the one a changes file comes from (the same
/// creation), if any.
pub fn find_origin(origin: &crate::journal::Entry) -> Option<String> {
    let (good, _) = list();
    good.into_iter()
        .map(|s| s.id)
        .find(|id| matches!(read(id), Some(Ok(saved)) if saved.journal.origin() == Some(origin)))
}

/// Puts back into local storage every tournament whose IndexedDB copy is newer than local storage's
/// (or that local storage lacks): a browser killed before it wrote local storage to disk. Gives up
/// after `timeout_ms` (an IndexedDB that never answers must not keep the app from starting).
/// Returns the ids put back.
pub async fn recover(timeout_ms: i32) -> Vec<String> {
    let timeout = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(w) = web_sys::window() {
            let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, timeout_ms);
        }
    });
    let all = js_sys::Promise::race(&js_sys::Array::of2(
        &wasm_bindgen_futures::future_to_promise(async {
            Ok(idb::all()
                .await
                .into_iter()
                .map(|(id, text)| JsValue::from(js_sys::Array::of2(&id.into(), &text.into())))
                .collect::<js_sys::Array>()
                .into())
        }),
        &timeout,
    ));
    let Ok(found) = wasm_bindgen_futures::JsFuture::from(all).await else {
        return Vec::new();
    };
    let Some(found) = found.dyn_ref::<js_sys::Array>() else {
        return Vec::new();
    };
    // Each tournament's entry and tail, by id.
    let mut copies: BTreeMap<String, (Option<String>, Option<String>)> = BTreeMap::new();
    for pair in found.iter() {
        let pair = js_sys::Array::from(&pair);
        let (Some(key), Some(text)) = (pair.get(0).as_string(), pair.get(1).as_string()) else {
            continue;
        };
        match key.strip_suffix(IDB_TAIL) {
            Some(id) => copies.entry(id.to_string()).or_default().1 = Some(text),
            None => copies.entry(key).or_default().0 = Some(text),
        }
    }
    let mut restored = Vec::new();
    for (id, (entry, tail)) in copies {
        let Some(entry) = entry else { continue };
        let Some(idb_rev) = persist::stored_rev_with(&entry, tail.as_deref()) else {
            continue;
        };
        let key = persist::entry_key(&id);
        let newer = match get_text(&key) {
            None => true,
            // A local entry that does not read is never written over.
            Some(_) => stored_rev(&id).is_some_and(|rev| rev < idb_rev),
        };
        if newer
            && persist::load_with_tail(&entry, tail.as_deref()).is_ok()
            && LocalStorage::set(&key, &entry).is_ok()
        {
            let tail_key = persist::tail_key(&id);
            match &tail {
                Some(tail) => {
                    let _ = set_raw(&tail_key, tail);
                }
                None => LocalStorage::delete(&tail_key),
            }
            remember(&id, None);
            restored.push(id);
        }
    }
    restored
}

/// The durable copy in IndexedDB. Every call is best effort: a browser without IndexedDB still has
/// local storage.
mod idb {
    use std::cell::RefCell;
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
    use web_sys::{IdbDatabase, IdbObjectStore, IdbRequest, IdbTransaction};

    const DB: &str = "raduno";
    const STORE: &str = "t";

    thread_local! {
        static OPEN: RefCell<Option<IdbDatabase>> = const { RefCell::new(None) };
    }

    /// Settles when `req` succeeds or fails. The handlers are set at once, so a request whose events
    /// fire while another is awaited is not missed.
    fn request(req: &IdbRequest) -> impl std::future::Future<Output = Result<JsValue, JsValue>> {
        let done = js_sys::Promise::new(&mut |resolve, reject| {
            req.set_onsuccess(Some(&resolve));
            req.set_onerror(Some(&reject));
        });
        let req = req.clone();
        async move {
            JsFuture::from(done).await?;
            req.result()
        }
    }

    async fn db() -> Option<IdbDatabase> {
        if let Some(db) = OPEN.with(|o| o.borrow().clone()) {
            return Some(db);
        }
        let factory = web_sys::window()?.indexed_db().ok()??;
        let open = factory.open_with_u32(DB, 1).ok()?;
        let for_upgrade = open.clone();
        let upgrade = Closure::<dyn FnMut(web_sys::Event)>::new(move |_| {
            if let Ok(db) = for_upgrade
                .result()
                .and_then(|d| d.dyn_into::<IdbDatabase>())
            {
                // Version 1 is the first: the store is new (an error would mean it exists).
                let _ = db.create_object_store(STORE);
            }
        });
        open.set_onupgradeneeded(Some(upgrade.as_ref().unchecked_ref()));
        let result = request(&open).await;
        open.set_onupgradeneeded(None);
        drop(upgrade);
        let db: IdbDatabase = result.ok()?.dyn_into().ok()?;
        OPEN.with(|o| *o.borrow_mut() = Some(db.clone()));
        Some(db)
    }

    /// A transaction on the store; read-write ones ask for strict durability (the data is on disk
    /// when the transaction completes) where the browser knows the option.
    fn transaction(db: &IdbDatabase, write: bool) -> Option<(IdbTransaction, IdbObjectStore)> {
        let options = js_sys::Object::new();
        js_sys::Reflect::set(&options, &"durability".into(), &"strict".into()).ok()?;
        let method: js_sys::Function = js_sys::Reflect::get(db, &"transaction".into())
            .ok()?
            .dyn_into()
            .ok()?;
        let mode = if write { "readwrite" } else { "readonly" };
        let tx: IdbTransaction = method
            .call3(db, &STORE.into(), &mode.into(), &options)
            .ok()?
            .dyn_into()
            .ok()?;
        let store = tx.object_store(STORE).ok()?;
        Some((tx, store))
    }

    async fn complete(tx: &IdbTransaction) -> bool {
        let done = js_sys::Promise::new(&mut |resolve, reject| {
            tx.set_oncomplete(Some(&resolve));
            tx.set_onerror(Some(&reject));
            tx.set_onabort(Some(&reject));
        });
        JsFuture::from(done).await.is_ok()
    }

    /// Stores each text under its key, in one transaction (in the background).
    pub fn put(items: Vec<(String, String)>) {
        wasm_bindgen_futures::spawn_local(async move {
            let Some(db) = db().await else { return };
            let Some((tx, store)) = transaction(&db, true) else {
                return;
            };
            for (key, text) in items {
                if store.put_with_key(&text.into(), &key.into()).is_err() {
                    return;
                }
            }
            complete(&tx).await;
        });
    }

    pub fn delete(keys: Vec<String>) {
        wasm_bindgen_futures::spawn_local(async move {
            let Some(db) = db().await else { return };
            let Some((tx, store)) = transaction(&db, true) else {
                return;
            };
            for key in keys {
                if store.delete(&key.into()).is_err() {
                    return;
                }
            }
            complete(&tx).await;
        });
    }

    /// Every (id, text) stored.
    pub async fn all() -> Vec<(String, String)> {
        let Some(db) = db().await else {
            return Vec::new();
        };
        let Some((_tx, store)) = transaction(&db, false) else {
            return Vec::new();
        };
        let (Ok(keys), Ok(values)) = (store.get_all_keys(), store.get_all()) else {
            return Vec::new();
        };
        let (keys, values) = (request(&keys), request(&values));
        let (Ok(keys), Ok(values)) = (keys.await, values.await) else {
            return Vec::new();
        };
        let (keys, values) = (js_sys::Array::from(&keys), js_sys::Array::from(&values));
        keys.iter()
            .zip(values.iter())
            .filter_map(|(k, v)| Some((k.as_string()?, v.as_string()?)))
            .collect()
    }
}

/// Offers `bytes` as a download named `name`.
pub fn download(name: &str, bytes: &[u8], mime: &str) {
    let array = js_sys::Uint8Array::from(bytes);
    let parts = js_sys::Array::of1(&array);
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let Ok(blob) = web_sys::Blob::new_with_u8_array_sequence_and_options(&parts, &options) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    let document = web_sys::window().and_then(|w| w.document());
    if let Some(a) = document
        .as_ref()
        .and_then(|d| d.create_element("a").ok())
        .and_then(|a| a.dyn_into::<web_sys::HtmlAnchorElement>().ok())
    {
        a.set_href(&url);
        a.set_download(name);
        if let Some(body) = document.as_ref().and_then(|d| d.body()) {
            let _ = body.append_child(&a);
            a.click();
            let _ = body.remove_child(&a);
        }
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

/// Reads the first file chosen in an `<input type=file>`: (name, bytes).
pub async fn read_file(input: &web_sys::HtmlInputElement) -> Option<(String, Vec<u8>)> {
    let file = input.files()?.get(0)?;
    let buffer = wasm_bindgen_futures::JsFuture::from(file.array_buffer())
        .await
        .ok()?;
    Some((file.name(), js_sys::Uint8Array::new(&buffer).to_vec()))
}

/// Circuits (the circuits' rules): one entry `raduno.c.<id>` each, the circuit as JSON. A circuit refers to the
/// tournaments held here by id and keeps only the final standings of those added from files, so it
/// stays small.
pub mod circuits {
    use super::{available, SaveError};
    use crate::circuit::Circuit;
    use gloo_storage::{LocalStorage, Storage};

    pub const PREFIX: &str = "raduno.c.";

    pub fn key(id: &str) -> String {
        format!("{PREFIX}{id}")
    }

    /// Every stored circuit that reads (by name), and the keys of those that do not.
    pub fn list() -> (Vec<Circuit>, Vec<String>) {
        let (mut good, mut bad) = (Vec::new(), Vec::new());
        if available().is_err() {
            return (good, bad);
        }
        let s = LocalStorage::raw();
        let keys: Vec<String> = (0..LocalStorage::length())
            .filter_map(|i| s.key(i).ok().flatten())
            .filter(|k| k.starts_with(PREFIX))
            .collect();
        for k in keys {
            match s
                .get_item(&k)
                .ok()
                .flatten()
                .map(|t| Circuit::from_text(&t))
            {
                Some(Ok(c)) => good.push(c),
                _ => bad.push(k),
            }
        }
        crate::order::sort_by(&mut good, |a, b| {
            a.rules.name.cmp(&b.rules.name).then(a.id.cmp(&b.id))
        });
        (good, bad)
    }

    pub fn read(id: &str) -> Option<Result<Circuit, String>> {
        available().ok()?;
        let text = LocalStorage::raw().get_item(&key(id)).ok().flatten()?;
        Some(Circuit::from_text(&text))
    }

    /// Saves a circuit; on failure nothing is stored and the caller keeps showing the old one.
    pub fn write(c: &Circuit) -> Result<(), SaveError> {
        available()?;
        LocalStorage::raw()
            .set_item(&key(&c.id), &c.to_text())
            .map_err(|_| SaveError::Full)
    }

    pub fn delete(id: &str) {
        if available().is_ok() {
            LocalStorage::delete(key(id));
        }
    }

    /// A fresh circuit id.
    pub fn new_id() -> String {
        loop {
            let id = format!("{:012x}", super::random_u64() >> 16);
            if read(&id).is_none() {
                return id;
            }
        }
    }
}
