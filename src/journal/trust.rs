//! Entries from elsewhere are checked before they count (issue 28).
//!
//! A changes file and a server's documents are written by whoever can write a file or reach the
//! server: every entry they bring goes through the same checks ([`Journal::merge`]) before it joins the
//! journal, and one that fails is **quarantined**: never applied, never replayed, never sent on, kept
//! with the tournament ([`Journal::quarantine`]: nothing is lost) and listed on *Dispositivi* with where
//! it came from, its device, its time and the [`Reason`]. It never blocks the others: the rest merge.
//!
//! The checks, in order:
//! - **shape and size**: an entry is read alone from at most [`MAX_ENTRY_BYTES`] of JSON (a server
//!   document too), with serde_json's depth limit (128) — so a document nested 200 levels deep is one
//!   unreadable document, not a broken feed; an id names a device (1–64 bytes) and a number;
//! - **clock**: neither its clock nor its time is more than [`MAX_AHEAD_MS`] (24 hours) ahead of the
//!   receiver's clock, and its counter is at most [`MAX_COUNTER`]. A day is far more than any honest
//!   device's clock error (a wrong time zone is at most 14 hours) and far less than what would let an
//!   entry sort after everything the club will do that day. Nothing sorts before the creation;
//! - **ids**: an id this copy holds with other content is a *clash*: the entry held stands, the other
//!   is quarantined with both shown (a rewritten document, a cloned profile); an entry under this
//!   device's own id that it does not hold was not made here (a cloned profile, a forged file): it is
//!   quarantined and the report says so ([`MergeReport::own_device_used`]) so the device takes a new id;
//! - **creation**: no second creation;
//! - **undo**: only of an entry of the device that made the undo (or of the first device's entries,
//!   written before devices had ids — no device owns them), never of the creation;
//! - **decision**: a `Decided` names only versions of one conflict the deciding device saw (the
//!   conflicts of the entries it was made on, replayed here);
//! - **predecessors**: an entry made on one this copy lacks *waits*: it is kept in the quarantine as
//!   [`Reason::Waiting`] and examined again at every merge, so it joins when its predecessor comes and
//!   never blocks the others; one made on a quarantined entry is quarantined with it;
//! - **replay**: an entry made on everything before it that still does not apply is quarantined.

use super::sync::{self, before, Changes, EventId, Hlc, MergeError};
use super::{Entry, Event, Journal};
use serde::{Deserialize, Serialize};
use std::collections::{HashMap, HashSet};

/// How far ahead of the receiver's clock an entry's clock (or time) may be: 24 hours.
pub const MAX_AHEAD_MS: i64 = 86_400_000;
/// The largest clock counter an entry may carry (16 million entries in one millisecond).
pub const MAX_COUNTER: u32 = 1 << 24;
/// The largest entry (or server document) read, as JSON text: 4 MiB (a whole imported tournament of
/// 1,000 players is about 300 KB).
pub const MAX_ENTRY_BYTES: usize = 4 << 20;
/// The most of an unreadable text kept in the quarantine (beyond it, the start is kept and the length
/// said): 64 KiB, so one huge document cannot fill the browser's storage.
pub const MAX_RAW_KEPT: usize = 64 << 10;
/// The most devices an entry may say it was made after.
const MAX_AFTER: usize = 10_000;

/// Where entries came from: a changes file (its name) or a server (its address, without credentials).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Source {
    File(String),
    Server(String),
}

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
    /// Its clock (or time) is more than [`MAX_AHEAD_MS`] ahead of this device's clock.
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

/// An entry (or a text that should have been one) kept aside: never applied, never sent on.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Quarantined {
    pub source: Source,
    /// When it came (this device's clock).
    pub received_ms: i64,
    /// The entry's id, or the document's `_id` / the entry's place in the file ("#3") when unreadable.
    pub what: String,
    pub reason: Reason,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub entry: Option<Entry>,
    /// The text, when it did not read as an entry (at most [`MAX_RAW_KEPT`] bytes of it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub raw: Option<String>,
}

impl Quarantined {
    /// The device the entry says made it ("" when it did not read).
    pub fn device(&self) -> &str {
        self.entry.as_ref().map_or("", |e| e.id.device.as_str())
    }
}

/// A text that came as an entry and does not read as one: where it was (a document's `_id`, "#3" in a
/// file), why, and the text.
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

/// What a merge did.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MergeReport {
    /// The entries added to the journal.
    pub added: Vec<EventId>,
    /// How many entries were newly quarantined (not counting those that wait for a predecessor).
    pub quarantined: usize,
    /// How many entries wait for a predecessor (kept, examined again at the next merge).
    pub waiting: usize,
    /// Entries came under this device's own id that it did not make: another copy writes as this
    /// device (a cloned profile, a restored backup): this device should take a new id.
    pub own_device_used: bool,
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
fn shape(e: &Entry) -> Result<(), Reason> {
    let bad_id = |id: &EventId| id.device.is_empty() || id.device.len() > 64 || id.n == 0;
    let why = if e.id.n != 0 && bad_id(&e.id) {
        "id"
    } else if e.after.len() > MAX_AFTER || e.after.iter().any(bad_id) {
        "after"
    } else {
        return Ok(());
    };
    Err(Reason::Unreadable { why: why.into() })
}

/// The parts of a server document read before trusting it: fields not named here are skipped without
/// being parsed (serde_json skips iteratively, at any depth).
#[derive(Deserialize)]
pub(super) struct Head {
    #[serde(default)]
    pub _id: Option<String>,
    #[serde(default)]
    _deleted: bool,
    #[serde(default)]
    pub t: Option<String>,
}

impl Head {
    /// Deleted documents and the database's own (design, local) documents are no entries.
    pub fn skip(&self) -> bool {
        self._deleted
            || self
                ._id
                .as_deref()
                .is_some_and(|id| id.starts_with("_design/") || id.starts_with("_local/"))
    }
}

pub(super) fn read_head(text: &str) -> Result<Head, Reason> {
    serde_json::from_str(text).map_err(|e| Reason::Unreadable { why: e.to_string() })
}

/// An entry of the batch being merged, with where it came from.
struct Incoming {
    entry: Entry,
    source: Source,
    received_ms: i64,
}

impl Journal {
    /// The entries kept aside ([`Quarantined`]), in the order they came (those still waiting for a
    /// predecessor last).
    pub fn quarantine(&self) -> &[Quarantined] {
        &self.quarantine
    }

    /// A new copy of a tournament from another device's changes (a file, a server's documents): its
    /// creation, then everything else merged with every check.
    pub fn from_changes(
        changes: &Changes,
        source: &Source,
        now_ms: i64,
    ) -> Result<(Journal, MergeReport), MergeError> {
        let origin = changes
            .entries
            .iter()
            .filter(|e| matches!(e.event, Event::Created { .. }))
            .min_by(|a, b| {
                // The first device's creation (every tournament's), else the earliest.
                (a.id != EventId::new(sync::FIRST_DEVICE, 1), a.hlc, &a.id).cmp(&(
                    b.id != EventId::new(sync::FIRST_DEVICE, 1),
                    b.hlc,
                    &b.id,
                ))
            })
            .ok_or_else(|| MergeError::NotChanges("no creation".into()))?;
        let mut journal = Journal::from_entries(vec![origin.clone()], vec![])
            .map_err(|(index, error)| MergeError::Damaged { index, error })?;
        let report = journal.merge(changes, source, now_ms)?;
        Ok((journal, report))
    }

    /// Merges another copy's entries into this one: every entry is checked ([`super::trust`]); those
    /// that pass join the journal (the union, replayed in the one order), the others are quarantined
    /// and listed, and never block the rest. Entries that waited for a predecessor are examined again.
    /// Refused, and nothing changes, only when the copies are not one tournament, nothing carries a
    /// creation, or an entry this copy held no longer replays.
    pub fn merge(
        &mut self,
        changes: &Changes,
        source: &Source,
        now_ms: i64,
    ) -> Result<MergeReport, MergeError> {
        let mut fresh = changes.entries.clone();
        sync::assign_legacy_ids(&mut fresh);
        let ours = self.origin().cloned();
        let held: HashMap<&EventId, &Entry> = self.entries.iter().map(|e| (&e.id, e)).collect();
        if let Some(o) = &ours {
            // Another creation under the same id is another tournament, unless the rest is this one's
            // (a rewritten creation among this tournament's entries is a clash, quarantined below).
            let other = fresh
                .iter()
                .any(|e| matches!(e.event, Event::Created { .. }) && e.id == o.id && e != o);
            let shared = fresh
                .iter()
                .any(|e| e.id != o.id && held.get(&e.id).is_some_and(|h| *h == e));
            if other && !shared {
                return Err(MergeError::OtherTournament {
                    ours: self.state.settings.name.clone(),
                    theirs: changes.tournament.clone(),
                });
            }
        }
        let mut quarantine: Vec<Quarantined> = Vec::new();
        let mut incoming: Vec<Incoming> = fresh
            .into_iter()
            .map(|entry| Incoming {
                entry,
                source: source.clone(),
                received_ms: now_ms,
            })
            .collect();
        // Those that waited come again, after what came now.
        for q in &self.quarantine {
            match (&q.reason, &q.entry) {
                (Reason::Waiting { .. }, Some(e)) => incoming.push(Incoming {
                    entry: e.clone(),
                    source: q.source.clone(),
                    received_ms: q.received_ms,
                }),
                _ => quarantine.push(q.clone()),
            }
        }
        let mut report = MergeReport::default();
        let mut put = |quarantine: &mut Vec<Quarantined>, q: Quarantined| {
            let known = quarantine.iter().any(|k| {
                k.entry == q.entry && k.raw == q.raw && k.what == q.what && k.source == q.source
            });
            if !known {
                match q.reason {
                    Reason::Waiting { .. } => report.waiting += 1,
                    Reason::OwnDevice => {
                        report.own_device_used = true;
                        report.quarantined += 1
                    }
                    _ => report.quarantined += 1,
                }
                quarantine.push(q);
            }
        };
        for u in &changes.unreadable {
            put(
                &mut quarantine,
                Quarantined {
                    source: source.clone(),
                    received_ms: now_ms,
                    what: u.what.clone(),
                    reason: u.why.clone(),
                    entry: None,
                    raw: Some(u.raw.clone()),
                },
            );
        }
        let aside = |i: &Incoming, reason: Reason| Quarantined {
            source: i.source.clone(),
            received_ms: i.received_ms,
            what: i.entry.id.to_string(),
            reason,
            entry: Some(i.entry.clone()),
            raw: None,
        };
        // One by one: what each entry says of itself, against what this copy holds.
        let mut candidates: Vec<Incoming> = Vec::new();
        let mut in_batch: HashMap<EventId, Entry> = HashMap::new();
        for i in incoming {
            let e = &i.entry;
            if held.get(&e.id).is_some_and(|h| *h == e)
                || in_batch.get(&e.id).is_some_and(|b| b == e)
            {
                continue;
            }
            let reason = match held.contains_key(&e.id) || in_batch.contains_key(&e.id) {
                true => Some(Reason::Clash { held: e.id.clone() }),
                false => self.check_alone(e, ours.as_ref(), now_ms),
            };
            match reason {
                Some(r) => put(&mut quarantine, aside(&i, r)),
                None => {
                    in_batch.insert(e.id.clone(), e.clone());
                    candidates.push(i);
                }
            }
        }
        if ours.is_none() && !candidates.is_empty() {
            let created = candidates
                .iter()
                .any(|i| matches!(i.entry.event, Event::Created { .. }));
            if !created {
                return Err(MergeError::NotChanges("no creation".into()));
            }
        }
        // Then against the union: predecessors, undos, decisions, the replay; until nothing changes.
        let (entries, state, status) = loop {
            let quarantined: HashSet<&EventId> = quarantine
                .iter()
                .filter(|q| !matches!(q.reason, Reason::Waiting { .. }))
                .filter_map(|q| q.entry.as_ref().map(|e| &e.id))
                .collect();
            let mut out: Option<(usize, Reason)> = None;
            {
                let pool: HashMap<&EventId, &Entry> = self
                    .entries
                    .iter()
                    .chain(candidates.iter().map(|i| &i.entry))
                    .map(|e| (&e.id, e))
                    .collect();
                for (k, i) in candidates.iter().enumerate() {
                    if let Some(r) = check_in_union(&i.entry, &pool, &quarantined) {
                        out = Some((k, r));
                        break;
                    }
                }
            }
            if out.is_none() {
                let mut union: Vec<Entry> = self.entries.clone();
                union.extend(candidates.iter().map(|i| i.entry.clone()));
                union.sort_by(sync::order);
                for (k, i) in candidates.iter().enumerate() {
                    if matches!(i.entry.event, Event::Decided { .. })
                        && !decision_holds(&union, &i.entry)
                    {
                        out = Some((k, Reason::NotAConflict));
                        break;
                    }
                }
                if out.is_none() {
                    match sync::replay(&union) {
                        Ok((state, status)) => break (union, state, status),
                        Err((index, error)) => {
                            match candidates
                                .iter()
                                .position(|i| i.entry.id == union[index].id)
                            {
                                Some(k) => out = Some((k, Reason::DoesNotApply)),
                                None => return Err(MergeError::Damaged { index, error }),
                            }
                        }
                    }
                }
            }
            if let Some((k, r)) = out {
                let i = candidates.remove(k);
                put(&mut quarantine, aside(&i, r));
            }
        };
        report.added = candidates.iter().map(|i| i.entry.id.clone()).collect();
        // Waiting last, so merging again keeps the list as it is.
        quarantine.sort_by_key(|q| matches!(q.reason, Reason::Waiting { .. }));
        let me = self.device().to_string();
        for (d, name) in &changes.devices {
            if *d != me {
                self.devices
                    .entry(d.clone())
                    .or_insert_with(|| name.clone());
            }
        }
        self.quarantine = quarantine;
        if !report.added.is_empty() {
            self.entries = entries;
            self.state = state;
            self.status = status;
        }
        Ok(report)
    }

    /// What an entry says of itself (this copy does not hold its id).
    fn check_alone(&self, e: &Entry, origin: Option<&Entry>, now_ms: i64) -> Option<Reason> {
        if let Err(r) = shape(e) {
            return Some(r);
        }
        let limit = now_ms.saturating_add(MAX_AHEAD_MS);
        if e.hlc.0 > limit || e.at_ms > limit || e.hlc.1 > MAX_COUNTER {
            return Some(Reason::ClockAhead {
                hlc: e.hlc,
                at_ms: e.at_ms,
            });
        }
        let me = self.device();
        if me != sync::FIRST_DEVICE && e.id.device == me {
            return Some(Reason::OwnDevice);
        }
        if let Some(o) = origin {
            if matches!(e.event, Event::Created { .. }) {
                return Some(Reason::SecondCreation);
            }
            if sync::order(e, o) != std::cmp::Ordering::Greater {
                return Some(Reason::BeforeCreation);
            }
        }
        match &e.event {
            Event::Undone { id } if id.device != e.id.device && id.device != sync::FIRST_DEVICE => {
                Some(Reason::UndoOfOtherDevice { target: id.clone() })
            }
            _ => None,
        }
    }
}

/// What an entry needs of the others: its predecessors there, and what an undo cancels is not the
/// creation.
fn check_in_union(
    e: &Entry,
    pool: &HashMap<&EventId, &Entry>,
    quarantined: &HashSet<&EventId>,
) -> Option<Reason> {
    let previous = (e.id.n > 1).then(|| EventId::new(&e.id.device, e.id.n - 1));
    let named: Vec<&EventId> = match &e.event {
        Event::Undone { id } => vec![id],
        Event::Decided { keep, drop } => keep.iter().chain(drop).collect(),
        _ => vec![],
    };
    for need in e.after.iter().chain(previous.as_ref()).chain(named) {
        if !pool.contains_key(need) {
            return Some(if quarantined.contains(need) {
                Reason::MadeOnQuarantined {
                    needs: need.clone(),
                }
            } else {
                Reason::Waiting {
                    needs: need.clone(),
                }
            });
        }
    }
    if let Event::Undone { id } = &e.event {
        if pool
            .get(id)
            .is_some_and(|t| matches!(t.event, Event::Created { .. }))
        {
            return Some(Reason::UndoOfCreation);
        }
    }
    None
}

/// Whether a decision names versions of one conflict its device saw: the conflicts of the entries it
/// was made on (in `union`, in order), replayed here.
fn decision_holds(union: &[Entry], d: &Entry) -> bool {
    let Event::Decided { keep, drop } = &d.event else {
        return true;
    };
    let named: Vec<&EventId> = keep.iter().chain(drop).collect();
    if named.is_empty() {
        return false;
    }
    let past: Vec<Entry> = union.iter().filter(|x| before(x, d)).cloned().collect();
    let Ok((_, status)) = sync::replay(&past) else {
        return false;
    };
    let id = |i: usize| &past[i].id;
    sync::conflicts(&past, &status).iter().any(|c| {
        let (keepable, droppable): (Vec<&EventId>, Vec<&EventId>) = match c {
            sync::Conflict::Results { versions, .. } => (
                versions.iter().map(|&v| id(v)).collect(),
                versions.iter().map(|&v| id(v)).collect(),
            ),
            sync::Conflict::Locked { entry, .. } => (vec![id(*entry)], vec![]),
            sync::Conflict::SetAside { root, rival, .. } => (
                vec![],
                std::iter::once(*root).chain(*rival).map(id).collect(),
            ),
        };
        keep.iter().all(|k| keepable.contains(&k)) && drop.iter().all(|x| droppable.contains(&x))
    })
}
