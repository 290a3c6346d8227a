//! A journal entry as a server document, and the documents read back as entries. The journal knows
//! entries only; this is where an entry becomes a CouchDB document (`_id`, `_rev`) and a document
//! becomes an entry again, read one by one from its raw text so one broken document never breaks the
//! rest. What reads is handed to the journal's checks ([`raduno_engine::journal::trust`]) by the use case
//! that receives it ([`crate::use_cases::receive`]).

use raduno_engine::journal::trust::{guard_size, read_entry, Reason, Unreadable};
use raduno_engine::journal::{Changes, Entry};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// One journal entry as an immutable CouchDB document: `_id` the tournament's key ([`raduno_engine::journal::sync::origin_key`])
/// and the entry's id, `_rev` fixed by the entry's content, so every device writes the same document
/// and CouchDB's own replication carries it unchanged.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EntryDoc {
    pub _id: String,
    pub _rev: String,
    /// The tournament's key ([`raduno_engine::journal::sync::origin_key`]).
    pub t: String,
    /// The entry as JSON text: a server written in JavaScript reads numbers as doubles, and a draw's
    /// 64-bit seed would not come back the same.
    pub e: String,
    /// The name of the device that made it, when it has one.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub by: String,
}

impl EntryDoc {
    /// The document's id on the server ([`doc_id`]).
    pub fn id(&self) -> &str {
        &self._id
    }

    pub fn of(key: &str, e: &Entry, by: &str) -> EntryDoc {
        let text = serde_json::to_string(e).expect("entries always serialise");
        // Two FNV-1a hashes of the entry: 32 hex digits, as CouchDB's revisions have.
        let fnv = |seed: u64| {
            text.bytes().fold(seed, |h, b| {
                (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
            })
        };
        EntryDoc {
            _id: doc_id(key, e),
            _rev: format!(
                "1-{:016x}{:016x}",
                fnv(0xcbf2_9ce4_8422_2325),
                fnv(0x6c62_272e_07bb_0142)
            ),
            t: key.to_string(),
            e: text,
            by: by.to_string(),
        }
    }
}

/// The document's `_id` of an entry of the tournament `key`.
pub fn doc_id(key: &str, e: &Entry) -> String {
    format!("{key}/{}", e.id)
}

/// The changes a CouchDB changes feed brings for the tournament `key`, each document as its JSON text
/// (so one document nested 200 levels deep, or of 100 MB, costs only itself). Documents of other
/// tournaments, deleted ones and design documents are left alone; a document of this tournament (or of
/// none that can be told) that does not read as an entry is listed in [`Changes::unreadable`] with its
/// `_id`, never skipped silently.
pub fn changes(key: &str, docs: &[&str]) -> Changes {
    let mut entries = Vec::new();
    let mut unreadable = Vec::new();
    let mut devices = BTreeMap::new();
    for (i, text) in docs.iter().enumerate() {
        let what = |id: &Option<String>| id.clone().unwrap_or_else(|| format!("#{}", i + 1));
        let head = match read_head(text) {
            Ok(h) => h,
            Err(why) => {
                unreadable.push(Unreadable::new(what(&None), why, text));
                continue;
            }
        };
        if head.skip() || head.t.as_deref().is_some_and(|t| t != key) {
            continue;
        }
        match entry_of(text) {
            Ok((e, by)) => {
                if !by.is_empty() {
                    devices.insert(e.id.device.clone(), by);
                }
                entries.push(e);
            }
            Err(why) => unreadable.push(Unreadable::new(what(&head._id), why, text)),
        }
    }
    Changes::received(entries, devices, unreadable)
}

/// A document's entry and the name of the device that made it, its `_id` checked against both.
fn entry_of(text: &str) -> Result<(Entry, String), Reason> {
    let d = read_doc(text)?;
    let e = read_entry(&d.e)?;
    if d._id != format!("{}/{}", d.t, e.id) {
        return Err(Reason::Unreadable {
            why: format!("_id {} ≠ {}", d._id, e.id),
        });
    }
    Ok((e, d.by))
}

/// A tournament a server holds, as its creation entry tells: enough to tell two of the same name apart.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listed {
    pub key: String,
    pub name: String,
    pub date: String,
    pub venue: String,
    /// The name of the device that created it, when it has one.
    pub by: String,
    /// When it was created (ms since 1970, the creation's clock).
    pub created_ms: i64,
}

/// The tournament a creation document tells of, `None` for anything else.
pub fn listed(doc: &str) -> Option<Listed> {
    use raduno_engine::journal::Event;
    let d = read_doc(doc).ok()?;
    let e = read_entry(&d.e).ok()?;
    let Event::Created { settings } = &e.event else {
        return None;
    };
    (d.t == raduno_engine::journal::sync::origin_key(&e)).then(|| Listed {
        key: d.t.clone(),
        name: settings.name.clone(),
        date: settings.date.clone(),
        venue: settings.venue.clone(),
        by: d.by.clone(),
        created_ms: e.hlc.0,
    })
}

/// One server document read as a Raduno document, or why it is not one (any size or depth: never a
/// panic, never a stack overflow). For listing a server's tournaments without trusting any document.
pub fn read_doc(text: &str) -> Result<EntryDoc, Reason> {
    guard_size(text)?;
    serde_json::from_str(text).map_err(|e| Reason::Unreadable { why: e.to_string() })
}

/// The parts of a server document read before trusting it: fields not named here are skipped without
/// being parsed (serde_json skips iteratively, at any depth).
#[derive(Deserialize)]
struct Head {
    #[serde(default)]
    _id: Option<String>,
    #[serde(default)]
    _deleted: bool,
    #[serde(default)]
    t: Option<String>,
}

impl Head {
    /// Deleted documents and the database's own (design, local) documents are no entries.
    fn skip(&self) -> bool {
        self._deleted
            || self
                ._id
                .as_deref()
                .is_some_and(|id| id.starts_with("_design/") || id.starts_with("_local/"))
    }
}

fn read_head(text: &str) -> Result<Head, Reason> {
    serde_json::from_str(text).map_err(|e| Reason::Unreadable { why: e.to_string() })
}
