//! Who is who across the season's tournaments: each result's person (decisions of the director, then
//! likeness), a person's row, their usual club.

use super::best_results;
use super::CircuitRow;
use super::Entry;
use super::Scored;
use crate::circuit::identity::{self, DecisionNote, EntryKey};
use crate::circuit::rules::Rules;
use crate::circuit::Held;

/// Who is who among `entries`, by the rules' merges and keep-aparts (the circuits' rules, "The same
/// person"): the one identity every circuit's computation starts from.
pub(in crate::circuit) fn identify(entries: &[Entry], rules: &Rules) -> identity::Identities {
    let keys: Vec<EntryKey> = entries
        .iter()
        .map(|e| EntryKey {
            tournament: e.tournament,
            first: &e.row.first_name,
            last: &e.row.last_name,
            nick: &e.row.nick,
            club: &e.row.club,
            national_id: &e.row.national_id,
        })
        .collect();
    identity::identify(&keys, &rules.same, &rules.apart)
}

/// People: the entries of each merged group, in order of first appearance.
pub(in crate::circuit) fn people(ids: &identity::Identities) -> Vec<Vec<usize>> {
    let mut person_entries: Vec<Vec<usize>> = Vec::new();
    let mut slot: std::collections::HashMap<usize, usize> = std::collections::HashMap::new();
    for (e, &g) in ids.group_of.iter().enumerate() {
        let p = ids.person_of_group[g];
        let k = *slot.entry(p).or_insert_with(|| {
            person_entries.push(Vec::new());
            person_entries.len() - 1
        });
        person_entries[k].push(e);
    }
    person_entries
}

/// One person's line: a result per tournament, the name and ID as last written, the usual club, and
/// the best `best` results counted.
pub(super) fn person_row(
    list: &[usize],
    entries: &[Entry],
    held: &[Held],
    best: usize,
    notes: &mut Vec<DecisionNote>,
) -> CircuitRow {
    let results = one_per_tournament(list, entries, held, notes);
    // The name as most of his tournaments write it ("ANDREA colombo" once does not
    // replace "Andrea Colombo" twice); among equally frequent, the latest.
    let (first_name, last_name) = usual(list, entries, |r| {
        (
            r.first_name.trim().to_string(),
            r.last_name.trim().to_string(),
        )
    })
    .unwrap_or_default();
    let national_id = latest_national_id(list, entries);
    let events = results.len();
    let (counted, dropped, total) = best_results(results, best);
    CircuitRow {
        pos: None,
        first_name,
        last_name,
        club: usual_club(list, entries),
        national_id,
        total,
        events,
        counted,
        dropped,
    }
}

/// One result per tournament: a person found twice in one tournament keeps the better one (and a note
/// says so).
fn one_per_tournament(
    list: &[usize],
    entries: &[Entry],
    held: &[Held],
    notes: &mut Vec<DecisionNote>,
) -> Vec<Scored> {
    let mut results: Vec<Scored> = Vec::new();
    for &e in list {
        let en = &entries[e];
        match results.iter_mut().find(|s| s.tournament == en.tournament) {
            Some(s) => {
                let r = en.row;
                notes.push(DecisionNote {
                    pair: [
                        identity::label(&r.first_name, &r.last_name, &r.club),
                        held[en.tournament].name.clone(),
                    ],
                    why: identity::NoteWhy::TwiceInOneTournament(held[en.tournament].name.clone()),
                });
                if en.points > s.points {
                    s.points = en.points;
                    s.place = en.place;
                }
            }
            None => results.push(Scored {
                tournament: en.tournament,
                place: en.place,
                points: en.points,
                why: None,
                own_place: None,
            }),
        }
    }
    results
}

/// The club most of the person's tournaments give (a one-off club of one evening
/// does not replace the usual one); among equally frequent, the latest written.
/// A person's national ID: the latest of their tournaments that gives one.
pub(in crate::circuit) fn latest_national_id(list: &[usize], entries: &[Entry]) -> String {
    list.iter()
        .rev()
        .map(|&e| entries[e].row.national_id.as_str())
        .find(|s| !s.is_empty())
        .unwrap_or_default()
        .to_string()
}

pub(in crate::circuit) fn usual_club(list: &[usize], entries: &[Entry]) -> String {
    let written: Vec<usize> = list
        .iter()
        .copied()
        .filter(|&e| !entries[e].row.club.trim().is_empty())
        .collect();
    usual(&written, entries, |r| r.club.trim().to_string()).unwrap_or_default()
}

/// What most of the person's tournaments write (`what` of a row), each tournament counted once (its
/// latest entry); among equally frequent, the one of the latest tournament.
pub(in crate::circuit) fn usual<T: Clone + Eq + std::hash::Hash>(
    list: &[usize],
    entries: &[Entry],
    what: impl Fn(&crate::circuit::HeldRow) -> T,
) -> Option<T> {
    // Each tournament's spelling: its last entry's.
    let mut by_tournament: std::collections::BTreeMap<usize, T> = Default::default();
    for &e in list {
        by_tournament.insert(entries[e].tournament, what(entries[e].row));
    }
    let mut count: std::collections::HashMap<T, (usize, usize)> = Default::default();
    for (t, v) in by_tournament {
        let slot = count.entry(v).or_insert((0, 0));
        slot.0 += 1;
        slot.1 = slot.1.max(t);
    }
    count
        .into_iter()
        .max_by_key(|(_, (n, last))| (*n, *last))
        .map(|(v, _)| v)
}
