//! Entries read from elsewhere's text, before any check of what they say: a changes file's entries and
//! a server's documents are read one by one, each from at most [`MAX_ENTRY_BYTES`] of JSON, never a
//! panic whatever the text; what does not read is an [`Unreadable`] with its [`Reason`] (the merge's
//! checks, [`super::trust`], give the other reasons).

use super::id::{EventId, Hlc};
use super::Entry;
use serde::{Deserialize, Serialize};

/// The largest entry (or server document) read, as JSON text: 4 MiB (a whole imported tournament of
/// 1,000 players is about 300 KB).
pub const MAX_ENTRY_BYTES: usize = 4 << 20;
/// The most of an unreadable text kept in the quarantine (beyond it, the start is kept and the length
/// said): 64 KiB, so one huge document cannot fill the browser's storage.
pub const MAX_RAW_KEPT: usize = 64 << 10;
/// The most devices an entry may say it was made after.
const MAX_AFTER: usize = 10_000;

/// Why an entry from elsewhere was not applied. Its words: `locales/<lang>/trust.ftl`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Reason {
    /// Not an entry (serde's message: the place in the text and what was wrong).
    Unreadable {
        why: String,
    },
    TooLarge {
        bytes: usize,
    },
    /// Its clock (or time) is more than [`super::trust::MAX_AHEAD_MS`] ahead of this device's clock.
    ClockAhead {
        hlc: Hlc,
        at_ms: i64,
    },
    /// Its clock is before the tournament's creation.
    BeforeCreation,
    SecondCreation,
    /// Under this device's id, but this device did not make it.
    OwnDevice,
    /// This copy holds another entry under the same id: that one stands.
    Clash {
        held: EventId,
    },
    UndoOfCreation,
    UndoOfOtherDevice {
        target: EventId,
    },
    /// A decision between versions that are not in one conflict the deciding device saw.
    NotAConflict,
    /// Made on everything before it, and still refused by the rules (the quarantine list says why
    /// against the tournament as it is now).
    DoesNotApply,
    /// Made on an entry that is quarantined.
    MadeOnQuarantined {
        needs: EventId,
    },
    /// Made on an entry this copy does not have yet: examined again at every merge.
    Waiting {
        needs: EventId,
    },
}

/// A text that came as an entry and does not read as one: where it was (a server document's id, "#3"
/// in a file), why, and the text.
#[derive(Clone, Debug, PartialEq)]
pub struct Unreadable {
    pub what: String,
    pub why: Reason,
    pub raw: String,
}

impl Unreadable {
    pub fn new(what: String, why: Reason, raw: &str) -> Self {
        Unreadable {
            what,
            why,
            raw: kept(raw),
        }
    }
}

fn kept(raw: &str) -> String {
    if raw.len() <= MAX_RAW_KEPT {
        return raw.to_string();
    }
    let mut end = MAX_RAW_KEPT;
    while !raw.is_char_boundary(end) {
        end -= 1;
    }
    raw[..end].to_string()
}

/// Refuses a text longer than [`MAX_ENTRY_BYTES`].
pub fn guard_size(text: &str) -> Result<(), Reason> {
    if text.len() > MAX_ENTRY_BYTES {
        return Err(Reason::TooLarge { bytes: text.len() });
    }
    Ok(())
}

/// One entry read from its JSON text, with its shape checked (never a panic, whatever the text).
pub fn read_entry(text: &str) -> Result<Entry, Reason> {
    guard_size(text)?;
    let e: Entry =
        serde_json::from_str(text).map_err(|e| Reason::Unreadable { why: e.to_string() })?;
    shape(&e)?;
    Ok(e)
}

/// An entry's ids are ids.
pub(crate) fn shape(e: &Entry) -> Result<(), Reason> {
    let bad_id = |id: &EventId| id.device.is_empty() || id.device.len() > 64 || id.n == 0;
    let why = if e.id.n != 0 && bad_id(&e.id) {
        "id"
    } else if e.after.len() > MAX_AFTER || e.after.iter().any(bad_id) {
        "after"
    } else if e.part_of.as_ref().is_some_and(|c| {
        // A command's first entry is an earlier change of the same device.
        bad_id(c) || c.device != e.id.device || c.n >= e.id.n || !Entry::joins_commands(&e.event)
    }) {
        "part_of"
    } else {
        return Ok(());
    };
    Err(Reason::Unreadable { why: why.into() })
}
