//! Tournaments: each one an entry `raduno.t.<id>` in local storage (through gloo-storage), kept compact
//! (`persist::Saved::to_stored`), and its tail `raduno.j.<id>` (`persist`, "the tail"). An entry that
//! cannot be read (corrupt, or written by a newer Raduno) is reported and never written over: new
//! tournaments get fresh ids, and saving checks the revision so that two tabs never silently overwrite
//! each other.
//!
//! A save appends one line, the journal's new entries, to the tail, so it costs the same at any size;
//! the entry is written whole again (compacted) when the tail passes [`TAIL_SOON`] bytes, a moment after
//! the last save and a part at a time between the page's other work ([`compact_soon`]), or by the save
//! itself past [`TAIL_MOST`]. What each tournament has stored (its revision, how many entries, the last
//! one, the tail as it was) is remembered here from the last read or write: a save whose tail is as
//! remembered appends without reading the entry; any other tail was written by another tab, and the
//! stored revision is read from the entry and the tail.
//!
//! A tail that stops reading at a line ([`persist::TailDamage`]) loads as the lines before it left it;
//! the next save sets it aside, unchanged, under `raduno.jd.<id>` before writing the entry whole, so
//! nothing stored is written over. Every save is also written to IndexedDB ([`super::durable`]).

use super::durable::{self as idb, IDB_TAIL};
use super::{available, device, keys_with, raw, remove, save_error, set_raw, units, SaveError};
use crate::journal::EventId;
use crate::persist::{self, Compacting, LoadError, Saved, Summary, TailDamage};
use gloo_storage::errors::StorageError;
use gloo_storage::{LocalStorage, Storage};
use std::cell::RefCell;
use std::collections::BTreeMap;
use wasm_bindgen::JsCast;

/// A tail longer than this (bytes: its JSON is nearly all ASCII, one UTF-16 unit a byte) is compacted
/// a moment after the last save.
const TAIL_SOON: usize = 64 * 1024;
/// A tail longer than this is compacted by the save itself (if that fails, the line is appended).
const TAIL_MOST: usize = 512 * 1024;
/// How long after the last save a long tail is compacted: soon, so the next saves append to a short
/// tail (appending rewrites the tail, so a long one makes every save slower); the compaction runs a
/// part a task, so typing meanwhile is not held up.
const COMPACT_AFTER_MS: i32 = 300;
/// How much of the JSON a compaction deflates between two of the page's tasks: a small part of a
/// task's time on a laptop (benches/README.md, "Storage").
const COMPACT_STEP: usize = 48 * 1024;

/// What a tournament has stored, as this tab last read or wrote it.
#[derive(Clone, Debug, PartialEq)]
struct Stored {
    /// The entry's revision (the tail follows it) and the latest (the tail's last line read).
    entry_rev: u64,
    rev: u64,
    /// How many journal entries are stored, and the id of the last one.
    entries: usize,
    last: Option<EventId>,
    /// The journal's other parts as stored ([`Saved::side_text`]).
    side: String,
    /// The tail as this tab last saw it ([`mark`]): any other tail was written since by another tab.
    tail: Option<Mark>,
    /// Whether the tail follows the entry, so a line can be appended to it.
    follows: bool,
    /// Where the tail stops reading: set aside by the next save.
    damaged: Option<TailDamage>,
}

/// A tail's length and what its header and last line say ([`persist::tail_revs`]).
type Mark = (usize, Option<(u64, u64)>);

fn mark(tail: Option<&str>) -> Option<Mark> {
    tail.map(|t| (t.len(), persist::tail_revs(t)))
}

impl Stored {
    /// What `saved` stored at `entry_rev` with `tail` after it.
    fn of(saved: &Saved, entry_rev: u64, tail: &str) -> Stored {
        let entries = saved.journal.entries();
        Stored {
            entry_rev,
            rev: saved.rev,
            entries: entries.len(),
            last: entries.last().map(|e| e.id.clone()),
            side: saved.side_text(),
            tail: mark(Some(tail)),
            follows: true,
            damaged: None,
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

/// Forgets what this tab knew of `id`'s storage (it was put back from elsewhere).
pub(super) fn forget(id: &str) {
    remember(id, None);
}

/// What this tab remembers of `id`, if the stored tail is still the one it saw.
fn current(id: &str, tail: Option<&str>) -> Option<Stored> {
    STORED
        .with(|m| m.borrow().get(id).cloned())
        .filter(|s| tail.is_some() && s.tail == mark(tail))
}

/// A stored entry that could not be read: shown to the director, kept as it is.
#[derive(Clone, Debug, PartialEq)]
pub struct Damaged {
    pub key: String,
    pub problem: LoadError,
    pub bytes: usize,
}

/// An entry's stored text as Raduno wrote it: the compact text (kept by gloo-storage as a JSON
/// string), or the JSON document itself (entries written before the compact encoding, backups).
pub(super) fn get_text(key: &str) -> Option<String> {
    available().ok()?;
    match LocalStorage::get::<serde_json::Value>(key) {
        Ok(serde_json::Value::String(text)) => Some(text),
        Ok(_) | Err(StorageError::SerdeError(_)) => raw(key),
        Err(_) => None,
    }
}

/// Every stored tournament (newest first, with its size in storage: entry and tail), and what could
/// not be read: entries, the tails that stop at a damaged line, the damaged tails set aside.
pub fn list() -> (Vec<Summary>, Vec<Damaged>) {
    let mut good = Vec::new();
    let mut damaged = Vec::new();
    for key in keys_with(persist::ENTRY_PREFIX) {
        let Some(text) = get_text(&key) else {
            continue;
        };
        let id = &key[persist::ENTRY_PREFIX.len()..];
        let tail_key = persist::tail_key(id);
        let tail = raw(&tail_key);
        let size = units(&key) + units(&tail_key);
        match persist::load_with_tail(&text, tail.as_deref()) {
            Ok((saved, damage)) => {
                let mut summary = saved.summary();
                summary.stored_units = size;
                good.push(summary);
                if let Some(d) = damage {
                    damaged.push(Damaged {
                        bytes: units(&tail_key),
                        key: tail_key,
                        problem: LoadError::DamagedTail(d),
                    });
                }
            }
            Err(problem) => damaged.push(Damaged {
                bytes: size,
                key,
                problem,
            }),
        }
    }
    for key in keys_with(persist::SET_ASIDE_PREFIX) {
        damaged.push(Damaged {
            bytes: units(&key),
            problem: LoadError::SetAside {
                id: key[persist::SET_ASIDE_PREFIX.len()..].to_string(),
            },
            key,
        });
    }
    crate::order::sort_by(&mut good, |a, b| {
        b.updated_ms
            .cmp(&a.updated_ms)
            .then_with(|| a.name.cmp(&b.name))
    });
    crate::order::sort_by(&mut damaged, |a, b| a.key.cmp(&b.key));
    (good, damaged)
}

/// A stored tournament, its entry and its tail; remembered as stored, so the next save appends.
pub fn read(id: &str) -> Option<Result<Saved, LoadError>> {
    let text = get_text(&persist::entry_key(id))?;
    let tail = raw(&persist::tail_key(id));
    Some(
        persist::load_with_tail(&text, tail.as_deref()).map(|(mut saved, damaged)| {
            let entry_rev = persist::stored_rev(&text).unwrap_or(saved.rev);
            let follows = tail
                .as_deref()
                .and_then(persist::tail_revs)
                .is_some_and(|(follows, _)| follows == entry_rev);
            remember(
                id,
                Some(Stored {
                    follows,
                    damaged,
                    tail: mark(tail.as_deref()),
                    ..Stored::of(&saved, entry_rev, "")
                }),
            );
            let (device, name) = device();
            saved.journal.set_device(&device, &name);
            saved
        }),
    )
}

/// Where the tail of `id`, as this tab last read it, stops reading (the director is told when the
/// tournament opens).
pub fn tail_damage(id: &str) -> Option<TailDamage> {
    STORED.with(|m| m.borrow().get(id).and_then(|s| s.damaged.clone()))
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

/// The revision stored for `id` read from its entry and `tail`: the tail's last line when the tail
/// follows the entry.
fn read_rev(id: &str, tail: Option<&str>) -> Option<u64> {
    let entry_rev = entry_rev(&raw(&persist::entry_key(id))?)?;
    Some(match tail.and_then(persist::tail_revs) {
        Some((follows, last)) if follows == entry_rev => last,
        _ => entry_rev,
    })
}

/// The revision currently stored for `id`: what this tab remembers when the tail is the one it saw
/// (a tail that stops at a damaged line counts up to there), read from the entry and the tail
/// otherwise.
pub fn stored_rev(id: &str) -> Option<u64> {
    let tail = raw(&persist::tail_key(id));
    match current(id, tail.as_deref()) {
        Some(s) => Some(s.rev),
        None => read_rev(id, tail.as_deref()),
    }
}

/// Saves `saved` if nobody else saved it since revision `saved.rev`; on success the revision grows and
/// the same texts go to IndexedDB. The journal's new entries are appended to the tail when the tail
/// is the one this tab stored and it continues it; otherwise (or past [`TAIL_MOST`]) the entry is
/// written whole. A full storage changes nothing and says so.
pub fn write(saved: &mut Saved) -> Result<(), SaveError> {
    let start = super::clock_ms();
    let done = write_timed(saved);
    super::note_save(super::clock_ms() - start, done.as_ref().ok().copied());
    done.map(|_| ())
}

/// [`write`]: `Ok(true)` when a line was appended, `Ok(false)` when the entry was written whole.
fn write_timed(saved: &mut Saved) -> Result<bool, SaveError> {
    available()?;
    let tail_key = persist::tail_key(&saved.id);
    let tail = raw(&tail_key);
    let known = current(&saved.id, tail.as_deref());
    let stored = match &known {
        Some(s) => Some(s.rev),
        None => read_rev(&saved.id, tail.as_deref()),
    };
    if stored.is_some_and(|rev| rev != saved.rev) {
        return Err(SaveError::Conflict);
    }
    // A damaged tail is set aside before the entry is written whole over it.
    let set_aside = known
        .as_ref()
        .filter(|s| s.damaged.is_some())
        .and(tail.as_deref());
    let append = known.filter(|s| {
        s.follows && s.damaged.is_none() && s.rev == saved.rev && s.continued_by(saved)
    });
    saved.rev += 1;
    // Bytes for units: the tail is JSON, nearly all ASCII.
    if append.is_none() || tail.as_ref().map_or(0, String::len) > TAIL_MOST {
        match write_whole(saved, saved.to_stored(), set_aside) {
            Ok(()) => return Ok(false),
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
            ..Stored::of(saved, stored.entry_rev, &text)
        }),
    );
    if text.len() > TAIL_SOON {
        compact_soon(saved);
    }
    Ok(true)
}

/// Writes `entry`, the whole entry of `saved` at `saved.rev`, and a new empty tail after it: the entry
/// first, so a tab stopped between the two leaves an entry that holds everything and a tail it does
/// not read. A damaged tail (`set_aside`) is first kept under its own key; if it cannot be, nothing is
/// written. A new tail that cannot be written is removed, so no tab appends to the old one.
fn write_whole(saved: &Saved, entry: String, set_aside: Option<&str>) -> Result<(), SaveError> {
    if let Some(damaged) = set_aside {
        let key = persist::set_aside_key(&saved.id);
        let kept = raw(&key).map_or(damaged.to_string(), |before| before + damaged);
        set_raw(&key, &kept)?;
    }
    LocalStorage::set(persist::entry_key(&saved.id), &entry).map_err(save_error)?;
    let header = persist::tail_header(saved.rev);
    let tail_key = persist::tail_key(&saved.id);
    let tail_written = set_raw(&tail_key, &header).is_ok();
    if !tail_written {
        remove(&tail_key);
    }
    idb::put(vec![
        (saved.id.clone(), entry),
        (format!("{}{IDB_TAIL}", saved.id), header.clone()),
    ]);
    remember(
        &saved.id,
        tail_written.then(|| Stored::of(saved, saved.rev, &header)),
    );
    Ok(())
}

/// Compacts a tournament's entry a moment after its last save (when the director pauses), not in the
/// save itself: the version just saved is kept until then, and deflated [`COMPACT_STEP`] bytes a task
/// so the page never waits for it. If anything was saved meanwhile (here or in another tab), nothing
/// is written; if the compaction fails (a full storage), the entry and its tail stay as they are.
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
        wasm_bindgen_futures::spawn_local(compact(saved));
    });
    if let Ok(timer) = window.set_timeout_with_callback_and_timeout_and_arguments_0(
        run.unchecked_ref(),
        COMPACT_AFTER_MS,
    ) {
        COMPACTING.with(|c| c.borrow_mut().insert(id, (saved.clone(), timer)));
    }
}

/// Writes `saved`'s entry whole, made a part at a time, if it is still what is stored.
async fn compact(saved: Saved) {
    let unchanged = || available().is_ok() && stored_rev(&saved.id) == Some(saved.rev);
    if !unchanged() {
        return;
    }
    let mut entry = Compacting::new(&saved);
    loop {
        next_task().await;
        if entry.step(COMPACT_STEP) {
            break;
        }
    }
    next_task().await;
    let text = entry.finish();
    if unchanged() {
        let _ = write_whole(&saved, text, None);
    }
}

/// Lets the page run its other tasks (input, rendering) before going on.
pub(super) async fn next_task() {
    let later = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(w) = web_sys::window() {
            let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 0);
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(later).await;
}

/// Writes a brand-new entry (creation, duplicate, restore) under a fresh id.
pub fn create(mut journal: crate::journal::Journal) -> Result<Saved, SaveError> {
    let (device, name) = device();
    journal.set_device(&device, &name);
    let mut saved = Saved::new(new_id(), journal);
    write(&mut saved)?;
    Ok(saved)
}

/// Deletes a tournament (entry and tail) from local storage and from its IndexedDB copy. A damaged
/// tail set aside stays (it is listed as such until the director takes it).
pub fn delete(id: &str) {
    remove(&persist::entry_key(id));
    remove(&persist::tail_key(id));
    remember(id, None);
    idb::delete(vec![id.to_string(), format!("{id}{IDB_TAIL}")]);
}

/// A fresh id no stored entry uses.
pub fn new_id() -> String {
    loop {
        let id = format!("{:012x}", super::random_u64() >> 16);
        if raw(&persist::entry_key(&id)).is_none() {
            return id;
        }
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
    // Each tournament's entry and tail, by id.
    let mut copies: BTreeMap<String, (Option<String>, Option<String>)> = BTreeMap::new();
    for (key, text) in idb::all_within(timeout_ms).await {
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
            forget(&id);
            restored.push(id);
        }
    }
    restored
}
