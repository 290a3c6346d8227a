//! What a merge cannot settle by itself, kept for the director: two results for one table entered
//! without seeing each other, an entry set aside with every entry its device made on it.

use super::before;
use super::results_of;
use super::table_written;
use super::Status;
use crate::journal::id::EventId;
use crate::journal::{Entry, Event, ModelError};
use std::collections::{BTreeMap, HashMap};

/// Something a merge could not settle alone; the director decides it.
#[derive(Clone, Debug, PartialEq)]
pub enum Conflict {
    /// Two or more versions of one table's results, each made without seeing the others (indexes of
    /// the entries, in the order).
    Results {
        round: u32,
        table: u32,
        versions: Vec<usize>,
    },
    /// A correction of a table's results (`entry`) made without seeing another device lock its round
    /// (`lock`): it stands until the director says it is right (or corrects the table again).
    Locked {
        round: u32,
        table: u32,
        entry: usize,
        lock: usize,
    },
    /// An entry that could not apply after a merge, with the entries made on it (`followers`), and,
    /// for a round drawn twice, the applied draw it lost to (`rival`).
    SetAside {
        root: usize,
        error: ModelError,
        followers: Vec<usize>,
        rival: Option<usize>,
    },
}

/// The conflicts of a replayed journal.
pub(in crate::journal) fn conflicts(entries: &[Entry], status: &[Status]) -> Vec<Conflict> {
    let index: HashMap<&EventId, usize> = entries
        .iter()
        .enumerate()
        .map(|(i, e)| (&e.id, i))
        .collect();
    let mut out = set_aside(entries, status);
    // Results: the writes of each table that no other write of it was made on.
    let mut writes: BTreeMap<(u32, u32), Vec<usize>> = BTreeMap::new();
    for (i, e) in entries.iter().enumerate() {
        if status[i] != Status::Applied {
            continue;
        }
        if let Some(key) = table_written(entries, &index, e) {
            writes.entry(key).or_default().push(i);
        }
    }
    out.extend(locked(entries, status, &writes));
    out.extend(rival_results(entries, writes));
    out
}

/// Set aside: one conflict per root that failed by itself, with the entries made on it and, for a
/// round drawn twice, the draw that stands.
fn set_aside(entries: &[Entry], status: &[Status]) -> Vec<Conflict> {
    let mut out = Vec::new();
    for (i, s) in status.iter().enumerate() {
        if let Status::SetAside {
            root,
            error: Some(error),
        } = s
        {
            if *root != i {
                continue;
            }
            let followers = status
                .iter()
                .enumerate()
                .filter(|(j, s)| {
                    *j != i && matches!(s, Status::SetAside { root: r, error: None } if r == root)
                })
                .map(|(j, _)| j)
                .collect();
            let rival = match &entries[i].event {
                Event::RoundDrawn { round, .. } => entries.iter().enumerate().position(|(j, e)| {
                    status[j] == Status::Applied
                        && matches!(&e.event, Event::RoundDrawn { round: r, .. } if r.number == round.number)
                }),
                _ => None,
            };
            out.push(Conflict::SetAside {
                root: i,
                error: error.clone(),
                followers,
                rival,
            });
        }
    }
    out
}

/// Corrections made without seeing a lock of their round: a table that already had results, changed on
/// one device while another locked the round. Acknowledged by a decision that keeps the correction.
fn locked(
    entries: &[Entry],
    status: &[Status],
    writes: &BTreeMap<(u32, u32), Vec<usize>>,
) -> Vec<Conflict> {
    let kept: std::collections::HashSet<&EventId> = entries
        .iter()
        .zip(status)
        .filter(|(_, s)| **s == Status::Applied)
        .filter_map(|(e, _)| match &e.event {
            Event::Decided { keep: Some(id), .. } => Some(id),
            _ => None,
        })
        .collect();
    let mut out = Vec::new();
    for ((round, table), ws) in writes {
        for &w in ws.iter().skip(1) {
            let e = &entries[w];
            if !matches!(e.event, Event::TableResults { .. }) || kept.contains(&e.id) {
                continue;
            }
            let lock = entries.iter().enumerate().position(|(j, x)| {
                status[j] == Status::Applied
                    && matches!(x.event, Event::RoundLocked { round: r, locked: true } if r == *round)
                    && !before(x, e)
                    && !before(e, x)
            });
            if let Some(lock) = lock {
                out.push(Conflict::Locked {
                    round: *round,
                    table: *table,
                    entry: w,
                    lock,
                });
            }
        }
    }
    out
}

/// Two results for one table: the latest writes of each table (none made on another) that differ.
fn rival_results(entries: &[Entry], writes: BTreeMap<(u32, u32), Vec<usize>>) -> Vec<Conflict> {
    let mut out = Vec::new();
    for ((round, table), ws) in writes {
        let latest: Vec<usize> = ws
            .iter()
            .copied()
            .filter(|&w| {
                !ws.iter()
                    .any(|&o| o != w && before(&entries[w], &entries[o]))
            })
            .collect();
        if latest.len() < 2 {
            continue;
        }
        let first = results_key(results_of(entries, &entries[latest[0]]));
        if latest
            .iter()
            .all(|&w| results_key(results_of(entries, &entries[w])) == first)
        {
            continue;
        }
        out.push(Conflict::Results {
            round,
            table,
            versions: latest,
        });
    }
    out
}

fn results_key(e: Option<&Event>) -> Option<String> {
    match e {
        Some(Event::TableResults {
            results, outcome, ..
        }) => serde_json::to_string(&(results, outcome)).ok(),
        _ => None,
    }
}
