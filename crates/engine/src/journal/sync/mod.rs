//! Several devices, one tournament: events that can meet.
//!
//! Every journal entry has a stable id (the device that made it and that device's own counter,
//! [`EventId`]), a hybrid logical clock ([`Hlc`]: the wall clock, never going back, and a counter) and
//! the latest event of every other device it was made on (`after`). A tournament is the set of its
//! entries, replayed in one order — the clock, then the id — so two copies that hold the same entries
//! hold the same tournament, whatever order they met in. Merging two copies is the union of their
//! entries ([`super::Journal::merge`]): idempotent, the same on every device, never losing an entry.
//!
//! What cannot be merged by itself is kept, never overwritten, and listed as a [`Conflict`] the
//! director decides with an event ([`super::Event::Decided`]), which merges like any other:
//! - two devices enter different results for one table without seeing each other's: both versions are
//!   kept, the page shows them with who made each and when, and the pick is a new version made after
//!   both;
//! - an entry that no longer applies once merged (the same round drawn on two devices: the second draw
//!   in the order finds the round already drawn) is set aside with every entry its device made on it
//!   (its results, never mixed table by table into the other draw); the director keeps the applied one
//!   or takes the set-aside one instead.
//!
//! Undo is an event too ([`super::Event::Undone`]) that cancels another, so an undo merges as well. It
//! names a command's first entry and cancels the entries part of it ([`super::Entry::part_of`]) too:
//! one command of the director, one undo, on every device.

mod changes;
mod conflict;

pub use changes::Changes;
pub(super) use conflict::conflicts;
pub use conflict::Conflict;

pub use super::id::{EventId, Hlc, FIRST_DEVICE};
use super::{Entry, Event, ModelError};
use std::collections::{BTreeMap, HashMap};

/// The replay order: the clock, then the id.
pub fn order(a: &Entry, b: &Entry) -> std::cmp::Ordering {
    (a.hlc, &a.id).cmp(&(b.hlc, &b.id))
}

/// `x` was made before `y` and `y`'s device had it (x is in y's causal past).
pub fn before(x: &Entry, y: &Entry) -> bool {
    if x.id.device == y.id.device {
        return x.id.n < y.id.n;
    }
    y.after
        .iter()
        .any(|a| a.device == x.id.device && a.n >= x.id.n)
}

/// What the replay did with an entry.
#[derive(Clone, Debug, PartialEq)]
pub enum Status {
    Applied,
    /// Cancelled by an undo (or a redo cancelled the undo).
    Undone,
    /// Left out by the director's decision of a conflict (with what was made on it).
    Dropped,
    /// Could not apply after a merge: `root` is the entry that failed (this one, with its error, or
    /// one it was made on).
    SetAside {
        root: usize,
        error: Option<ModelError>,
    },
}

/// Gives ids and clocks to entries written before events had them: the first device, numbered in the
/// journal's order, with a clock that never goes back.
pub(super) fn assign_legacy_ids(entries: &mut [Entry]) {
    let mut last = Hlc(i64::MIN, 0);
    let mut n = entries
        .iter()
        .filter(|e| e.id.device == FIRST_DEVICE)
        .map(|e| e.id.n)
        .max()
        .unwrap_or(0);
    for e in entries.iter_mut() {
        if e.id.is_unset() {
            n += 1;
            e.id = EventId::new(FIRST_DEVICE, n);
            e.hlc = Hlc::next(last, e.at_ms);
        }
        last = last.max(e.hlc);
    }
}

/// Replays `entries` (already in [`order`]) into a tournament, with what happened to each. An entry
/// that fails although it was made on everything before it is damage: the error, with its index. One
/// that fails after a merge (it was made without seeing some earlier entry) is set aside, with every
/// entry made on it.
pub(super) fn replay(
    entries: &[Entry],
) -> Result<(crate::model::Tournament, Vec<Status>), (usize, ModelError)> {
    let n = entries.len();
    let index: HashMap<&EventId, usize> = entries
        .iter()
        .enumerate()
        .map(|(i, e)| (&e.id, i))
        .collect();
    let (cancelled_by, dropped_by) = cancellations(entries, &index);
    let mut state = crate::model::Tournament::default();
    let mut status: Vec<Status> = Vec::with_capacity(n);
    let mut poison: Vec<usize> = Vec::new();
    // For each entry set aside by its own failure: the entries before it it was not made on (what it
    // met in the merge). An entry made on all of them was made knowing it did not apply.
    let mut causes: HashMap<usize, Vec<usize>> = HashMap::new();
    let mut seen: BTreeMap<&str, u64> = BTreeMap::new();
    for (i, e) in entries.iter().enumerate() {
        let s = if cancelled_by[i].is_some() {
            Status::Undone
        } else if dropped_by[i].is_some() {
            Status::Dropped
        } else {
            let why = Why {
                entries,
                status: &status,
                cancelled_by: &cancelled_by,
                dropped_by: &dropped_by,
                causes: &causes,
            };
            match why.inherited(&poison, i) {
                Some(s) => s,
                None => match apply_entry(&mut state, entries, &index, e) {
                    Ok(()) => Status::Applied,
                    Err(error) if made_on_all(&seen, e) => return Err((i, error)),
                    Err(error) => {
                        causes.insert(i, (0..i).filter(|&j| !before(&entries[j], e)).collect());
                        Status::SetAside {
                            root: i,
                            error: Some(error),
                        }
                    }
                },
            }
        };
        if s != Status::Applied {
            poison.push(i);
        }
        status.push(s);
        let m = seen.entry(e.id.device.as_str()).or_insert(0);
        *m = (*m).max(e.id.n);
    }
    Ok((state, status))
}

/// For each entry, the undo that cancels it and the decision that leaves it out, if any. Read from the
/// last: an undo that is itself undone (a redo) cancels nothing. An entry part of a command goes with
/// the command's first entry: undone, redone, left out with it.
fn cancellations(
    entries: &[Entry],
    index: &HashMap<&EventId, usize>,
) -> (Vec<Option<usize>>, Vec<Option<usize>>) {
    let n = entries.len();
    let mut cancelled_by: Vec<Option<usize>> = vec![None; n];
    let mut dropped_by: Vec<Option<usize>> = vec![None; n];
    for i in (0..n).rev() {
        if cancelled_by[i].is_some() || dropped_by[i].is_some() {
            continue;
        }
        match &entries[i].event {
            Event::Undone { id } => {
                if let Some(&t) = index.get(id) {
                    if t < i && cancelled_by[t].is_none() {
                        cancelled_by[t] = Some(i);
                    }
                }
            }
            Event::Decided { drop, .. } => {
                for id in drop {
                    if let Some(&t) = index.get(id) {
                        if t < i && dropped_by[t].is_none() {
                            dropped_by[t] = Some(i);
                        }
                    }
                }
            }
            _ => {}
        }
    }
    for j in 0..n {
        let Some(&k) = entries[j].part_of.as_ref().and_then(|h| index.get(h)) else {
            continue;
        };
        if k < j {
            cancelled_by[j] = cancelled_by[j].or(cancelled_by[k]);
            dropped_by[j] = dropped_by[j].or(dropped_by[k]);
        }
    }
    (cancelled_by, dropped_by)
}

/// Whether `e` was made on every entry before it in the order (`seen`: each device's latest).
fn made_on_all(seen: &BTreeMap<&str, u64>, e: &Entry) -> bool {
    seen.iter().all(|(&device, &n)| {
        if device == e.id.device {
            n < e.id.n
        } else {
            e.after.iter().any(|a| a.device == device && a.n >= n)
        }
    })
}

/// What the replay knows so far, to tell whether an entry was made on a state that no longer holds.
struct Why<'a> {
    entries: &'a [Entry],
    status: &'a [Status],
    cancelled_by: &'a [Option<usize>],
    dropped_by: &'a [Option<usize>],
    causes: &'a HashMap<usize, Vec<usize>>,
}

impl Why<'_> {
    /// An entry made on one that did not apply (without knowing it would not: it had not met what made
    /// it fail), or on one undone or dropped by an entry it did not see: it was made on a state that no
    /// longer holds.
    fn inherited(&self, poison: &[usize], i: usize) -> Option<Status> {
        let entries = self.entries;
        let e = &entries[i];
        // An undo holds whatever it was made on: it names its entry, not a state (undoing two changes
        // in a row, the first undo was made on the change the second one undoes).
        if matches!(e.event, Event::Undone { .. }) {
            return None;
        }
        let mut dropped = false;
        for &p in poison {
            if !before(&entries[p], e) {
                continue;
            }
            match &self.status[p] {
                Status::SetAside { root, .. } => {
                    // What set it aside: the undo of the entry it was made on, or what its root met.
                    let knew = match self.cancelled_by[*root] {
                        Some(c) => before(&entries[c], e),
                        None => self
                            .causes
                            .get(root)
                            .is_some_and(|c| c.iter().all(|&x| before(&entries[x], e))),
                    };
                    if !knew {
                        return Some(Status::SetAside {
                            root: *root,
                            error: None,
                        });
                    }
                }
                Status::Undone => {
                    if let Some(c) = self.cancelled_by[p] {
                        if c != i && !before(&entries[c], e) {
                            return Some(Status::SetAside {
                                root: p,
                                error: None,
                            });
                        }
                    }
                }
                Status::Dropped => {
                    if let Some(c) = self.dropped_by[p] {
                        if c != i && !before(&entries[c], e) {
                            dropped = true;
                        }
                    }
                }
                Status::Applied => {}
            }
        }
        dropped.then_some(Status::Dropped)
    }
}

/// Applies one entry: undos and decisions change nothing by themselves (the replay read them first),
/// except that keeping one version of a table's results writes it again.
fn apply_entry(
    state: &mut crate::model::Tournament,
    entries: &[Entry],
    index: &HashMap<&EventId, usize>,
    e: &Entry,
) -> Result<(), ModelError> {
    match &e.event {
        Event::Undone { id } => index
            .get(id)
            .map(|_| ())
            .ok_or_else(|| ModelError::UnknownEvent(id.to_string())),
        Event::Decided { keep, .. } => match keep {
            Some(id) => {
                let &k = index
                    .get(id)
                    .ok_or_else(|| ModelError::UnknownEvent(id.to_string()))?;
                match &entries[k].event {
                    kept @ Event::TableResults { .. } => super::apply(state, kept),
                    _ => Ok(()),
                }
            }
            None => Ok(()),
        },
        event => super::apply(state, event),
    }
}

/// Which table an applied entry writes results to.
fn table_written(
    entries: &[Entry],
    index: &HashMap<&EventId, usize>,
    e: &Entry,
) -> Option<(u32, u32)> {
    match &e.event {
        Event::TableResults { round, table, .. } => Some((*round, *table)),
        Event::Decided { keep: Some(id), .. } => index
            .get(id)
            .and_then(|&k| table_written(entries, index, &entries[k])),
        _ => None,
    }
}

/// The results an entry writes (for a kept version, the version's).
pub fn results_of<'a>(entries: &'a [Entry], e: &'a Entry) -> Option<&'a Event> {
    match &e.event {
        r @ Event::TableResults { .. } => Some(r),
        Event::Decided { keep: Some(id), .. } => entries
            .iter()
            .find(|x| &x.id == id)
            .and_then(|x| results_of(entries, x)),
        _ => None,
    }
}

/// Why two copies could not be merged at all. Nothing changes when a merge is refused; one entry that
/// fails is never a reason (it is quarantined: [`super::trust`]).
#[derive(Clone, Debug, PartialEq)]
pub enum MergeError {
    /// The copies do not start from the same tournament (their creations differ): the two names.
    OtherTournament { ours: String, theirs: String },
    /// An entry this copy already held no longer replays with what came (damage in this copy).
    Damaged { index: usize, error: ModelError },
    /// The file is not a Raduno changes file, or is damaged (serde's message).
    NotChanges(String),
}

/// Each device's latest entry in `entries`.
pub fn holds(entries: &[Entry]) -> BTreeMap<String, u64> {
    let mut out: BTreeMap<String, u64> = BTreeMap::new();
    for e in entries {
        let m = out.entry(e.id.device.clone()).or_insert(0);
        *m = (*m).max(e.id.n);
    }
    out
}

/// A tournament's key: its creation's id and clock, what tells its entries from another tournament's
/// where several tournaments' entries are kept side by side (a club's server).
pub fn origin_key(origin: &Entry) -> String {
    format!("{}@{}", origin.id, origin.hlc.0)
}
