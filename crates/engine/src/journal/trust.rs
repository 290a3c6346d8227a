//! Entries from elsewhere are checked before they count.
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
//! - **command**: an entry part of a command names an earlier change of its own device as the
//!   command's first entry (its shape), and that entry is there (else it waits) and is a change;
//! - **undo**: only of an entry of the device that made the undo (or of the first device's entries,
//!   written before devices had ids — no device owns them), never of the creation;
//! - **decision**: a `Decided` names only versions of one conflict the deciding device saw (the
//!   conflicts of the entries it was made on, replayed here);
//! - **predecessors**: an entry made on one this copy lacks *waits*: it is kept in the quarantine as
//!   [`Reason::Waiting`] and examined again at every merge, so it joins when its predecessor comes and
//!   never blocks the others; one made on a quarantined entry is quarantined with it;
//! - **replay**: an entry made on everything before it that still does not apply is quarantined.

use super::id::{EventId, FIRST_DEVICE};
use super::read::shape;
pub use super::read::{guard_size, read_entry, Reason, Unreadable, MAX_ENTRY_BYTES, MAX_RAW_KEPT};
use super::sync::{self, before, Changes, MergeError};
use super::{Entry, Event, Journal};
use serde::{Deserialize, Serialize};
use std::collections::{HashMap, HashSet};

/// How far ahead of the receiver's clock an entry's clock (or time) may be: 24 hours.
pub const MAX_AHEAD_MS: i64 = 86_400_000;
/// The largest clock counter an entry may carry (16 million entries in one millisecond).
pub const MAX_COUNTER: u32 = 1 << 24;
/// Where entries came from: a changes file (its name) or a server (its address, without credentials).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Source {
    File(String),
    Server(String),
}

/// An entry (or a text that should have been one) kept aside: never applied, never sent on.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Quarantined {
    pub source: Source,
    /// When it came (this device's clock).
    pub received_ms: i64,
    /// The entry's id, or the server document's id / the entry's place in the file ("#3") when
    /// unreadable.
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
                (a.id != EventId::new(FIRST_DEVICE, 1), a.hlc, &a.id).cmp(&(
                    b.id != EventId::new(FIRST_DEVICE, 1),
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
        self.check_one_tournament(&fresh, ours.as_ref(), changes)?;
        let mut aside = Aside::default();
        let incoming = self.incoming_and_waiting(fresh, source, now_ms, &mut aside);
        aside.unreadable(changes, source, now_ms);
        let candidates = self.screen_alone(incoming, ours.as_ref(), now_ms, &mut aside);
        if ours.is_none() && !candidates.is_empty() {
            let created = candidates
                .iter()
                .any(|i| matches!(i.entry.event, Event::Created { .. }));
            if !created {
                return Err(MergeError::NotChanges("no creation".into()));
            }
        }
        let (candidates, (entries, state, status)) = self.settle(candidates, &mut aside)?;
        let Aside {
            list: mut quarantine,
            mut report,
        } = aside;
        report.added = candidates.iter().map(|i| i.entry.id.clone()).collect();
        // Waiting last, so merging again keeps the list as it is.
        crate::order::sort_by_key(&mut quarantine, |q| {
            matches!(q.reason, Reason::Waiting { .. })
        });
        self.learn_devices(changes);
        self.quarantine = quarantine;
        if !report.added.is_empty() {
            self.entries = entries;
            self.state = state;
            self.status = status;
        }
        Ok(report)
    }

    /// Refuses another creation under this one's id, unless the rest is this tournament's (a rewritten
    /// creation among this tournament's entries is a clash, quarantined later).
    fn check_one_tournament(
        &self,
        fresh: &[Entry],
        ours: Option<&Entry>,
        changes: &Changes,
    ) -> Result<(), MergeError> {
        let Some(o) = ours else {
            return Ok(());
        };
        let held = self.held();
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
        Ok(())
    }

    /// The entries this copy holds, by id.
    fn held(&self) -> HashMap<&EventId, &Entry> {
        self.entries.iter().map(|e| (&e.id, e)).collect()
    }

    /// The batch: what came now, then the entries that waited for a predecessor (they come again);
    /// the rest of the quarantine stays as it was.
    fn incoming_and_waiting(
        &self,
        fresh: Vec<Entry>,
        source: &Source,
        now_ms: i64,
        aside: &mut Aside,
    ) -> Vec<Incoming> {
        let mut incoming: Vec<Incoming> = fresh
            .into_iter()
            .map(|entry| Incoming {
                entry,
                source: source.clone(),
                received_ms: now_ms,
            })
            .collect();
        for q in &self.quarantine {
            match (&q.reason, &q.entry) {
                (Reason::Waiting { .. }, Some(e)) => incoming.push(Incoming {
                    entry: e.clone(),
                    source: q.source.clone(),
                    received_ms: q.received_ms,
                }),
                _ => aside.list.push(q.clone()),
            }
        }
        incoming
    }

    /// One by one: what each entry says of itself, against what this copy holds. Those that pass,
    /// each id once (an entry already held is left out).
    fn screen_alone(
        &self,
        incoming: Vec<Incoming>,
        ours: Option<&Entry>,
        now_ms: i64,
        aside: &mut Aside,
    ) -> Vec<Incoming> {
        let held = self.held();
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
                false => self.check_alone(e, ours, now_ms),
            };
            match reason {
                Some(r) => aside.entry(&i, r),
                None => {
                    in_batch.insert(e.id.clone(), e.clone());
                    candidates.push(i);
                }
            }
        }
        candidates
    }

    /// Then against the union: predecessors, undos, decisions, the replay; one failing candidate set
    /// aside at a time until the union replays. The candidates left, and the union replayed.
    fn settle(
        &self,
        mut candidates: Vec<Incoming>,
        aside: &mut Aside,
    ) -> Result<(Vec<Incoming>, Replayed), MergeError> {
        loop {
            let failing = match self.first_missing_need(&candidates, aside) {
                Some(out) => out,
                None => {
                    let mut union: Vec<Entry> = self.entries.clone();
                    union.extend(candidates.iter().map(|i| i.entry.clone()));
                    crate::order::sort_by(&mut union, sync::order);
                    match first_false_decision(&union, &candidates) {
                        Some(out) => out,
                        None => match sync::replay(&union) {
                            Ok((state, status)) => return Ok((candidates, (union, state, status))),
                            Err((index, error)) => match candidates
                                .iter()
                                .position(|i| i.entry.id == union[index].id)
                            {
                                Some(k) => (k, Reason::DoesNotApply),
                                None => return Err(MergeError::Damaged { index, error }),
                            },
                        },
                    }
                }
            };
            let (k, r) = failing;
            let i = candidates.remove(k);
            aside.entry(&i, r);
        }
    }

    /// The first candidate missing a predecessor (or undoing the creation), with why.
    fn first_missing_need(
        &self,
        candidates: &[Incoming],
        aside: &Aside,
    ) -> Option<(usize, Reason)> {
        let quarantined: HashSet<&EventId> = aside
            .list
            .iter()
            .filter(|q| !matches!(q.reason, Reason::Waiting { .. }))
            .filter_map(|q| q.entry.as_ref().map(|e| &e.id))
            .collect();
        let pool: HashMap<&EventId, &Entry> = self
            .entries
            .iter()
            .chain(candidates.iter().map(|i| &i.entry))
            .map(|e| (&e.id, e))
            .collect();
        candidates
            .iter()
            .enumerate()
            .find_map(|(k, i)| check_in_union(&i.entry, &pool, &quarantined).map(|r| (k, r)))
    }

    /// The devices the changes name, learnt (this device's own name stays as it is).
    fn learn_devices(&mut self, changes: &Changes) {
        let me = self.device().to_string();
        for (d, name) in &changes.devices {
            if *d != me {
                self.devices
                    .entry(d.clone())
                    .or_insert_with(|| name.clone());
            }
        }
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
        if me != FIRST_DEVICE && e.id.device == me {
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
            Event::Undone { id } if id.device != e.id.device && id.device != FIRST_DEVICE => {
                Some(Reason::UndoOfOtherDevice { target: id.clone() })
            }
            _ => None,
        }
    }
}

/// A union replayed: its entries in order, the state, each entry's status.
type Replayed = (Vec<Entry>, crate::model::Tournament, Vec<sync::Status>);

/// The quarantine being built during a merge, and the report's counts.
#[derive(Default)]
struct Aside {
    list: Vec<Quarantined>,
    report: MergeReport,
}

impl Aside {
    /// Keeps `q` (once: the same entry or text from the same source is not listed twice), counted.
    fn put(&mut self, q: Quarantined) {
        let known = self.list.iter().any(|k| {
            k.entry == q.entry && k.raw == q.raw && k.what == q.what && k.source == q.source
        });
        if !known {
            match q.reason {
                Reason::Waiting { .. } => self.report.waiting += 1,
                Reason::OwnDevice => {
                    self.report.own_device_used = true;
                    self.report.quarantined += 1
                }
                _ => self.report.quarantined += 1,
            }
            self.list.push(q);
        }
    }

    /// Sets an incoming entry aside, with why.
    fn entry(&mut self, i: &Incoming, reason: Reason) {
        self.put(Quarantined {
            source: i.source.clone(),
            received_ms: i.received_ms,
            what: i.entry.id.to_string(),
            reason,
            entry: Some(i.entry.clone()),
            raw: None,
        });
    }

    /// Keeps the texts of the changes that did not read as entries.
    fn unreadable(&mut self, changes: &Changes, source: &Source, now_ms: i64) {
        for u in &changes.unreadable {
            self.put(Quarantined {
                source: source.clone(),
                received_ms: now_ms,
                what: u.what.clone(),
                reason: u.why.clone(),
                entry: None,
                raw: Some(u.raw.clone()),
            });
        }
    }
}

/// The first decision among the candidates that names no conflict its device saw.
fn first_false_decision(union: &[Entry], candidates: &[Incoming]) -> Option<(usize, Reason)> {
    candidates
        .iter()
        .position(|i| {
            matches!(i.entry.event, Event::Decided { .. }) && !decision_holds(union, &i.entry)
        })
        .map(|k| (k, Reason::NotAConflict))
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
        _ => e.part_of.iter().collect(),
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
    // A command's first entry is a change (an undo, a decision or the creation begins no command).
    if let Some(head) = e.part_of.as_ref().and_then(|c| pool.get(c)) {
        if !Entry::joins_commands(&head.event) {
            return Some(Reason::Unreadable {
                why: "part_of".into(),
            });
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
