//! Several devices, one tournament: entries that can meet, merges that agree whatever their
//! order, conflicts kept for the director, undo that merges.

mod io_support;

use proptest::prelude::*;
use raduno::draw;
use raduno::format::{draw_spec, standings, FormatKind};
use raduno::journal::{Changes, Conflict, Event, Journal, MergeError, Reason, Source, Status};
use raduno::model::{Player, PlayerId, SeatResult, Settings};

/// Points by seat, distinct at every table (`v` makes another version of the same table).
fn points(seat: usize, player: PlayerId, v: u32) -> u32 {
    10 + 15 * seat as u32 + (player + v) % 7
}

/// A 16-player Master with round 1 drawn, made on the laptop.
fn base() -> Journal {
    let mut j = Journal::new(Settings::new("Prova", FormatKind::Master), 1_000);
    j.set_device("lap", "Portatile");
    for id in 1..=16 {
        let club = ["Il Gufo", "Grifone", "Asinelli", ""][id as usize % 4];
        let p = Player::new(id, &format!("Nome{id}"), &format!("Cognome{id}")).with_club(club);
        j.execute(Event::PlayerAdded { player: p }, 1_000 + id as i64)
            .unwrap();
    }
    draw_next(&mut j, 2_000);
    j
}

fn draw_next(j: &mut Journal, at: i64) -> u32 {
    io_support::draw_next_at(j, at)
}

fn results(j: &Journal, round: u32, table: u32, v: u32) -> Event {
    let tb = &j.state().rounds[round as usize - 1].tables[table as usize - 1];
    Event::TableResults {
        round,
        table: tb.number,
        results: tb
            .seats
            .iter()
            .enumerate()
            .map(|(s, seat)| Some(SeatResult::points(points(s, seat.player, v))))
            .collect(),
        outcome: None,
    }
}

/// The receiving device's clock in these tests: after every entry they make.
const NOW: i64 = 1_000_000_000;

fn file() -> Source {
    Source::File("prova.raduno-changes.json".into())
}

/// A copy of `j` on another device (as a changes file carries it).
fn copy_on(j: &Journal, device: &str, name: &str) -> Journal {
    let text = j.changes(None).to_text();
    let changes = Changes::parse(&text).unwrap();
    let (mut k, report) = Journal::from_changes(&changes, &file(), NOW).unwrap();
    assert!(k.quarantine().is_empty(), "{:?}", k.quarantine());
    assert_eq!(report.added.len() + 1, j.entries().len());
    k.set_device(device, name);
    k
}

fn merge(to: &mut Journal, changes: &Changes) -> raduno::journal::MergeReport {
    to.merge(changes, &file(), NOW).unwrap()
}

fn send(from: &Journal, to: &mut Journal) -> Vec<raduno::journal::EventId> {
    let text = from.changes(None).to_text();
    let report = merge(to, &Changes::parse(&text).unwrap());
    assert_eq!(report.quarantined, 0, "{:?}", to.quarantine());
    report.added
}

fn table_lines(j: &Journal) -> Vec<String> {
    standings(j.state(), 1)
        .rows
        .iter()
        .map(|r| format!("{} {:?}", r.player, r.total))
        .collect()
}

#[test]
fn two_devices_enter_different_tables_and_meet_in_the_same_standings() {
    let mut lap = base();
    let mut phone = copy_on(&lap, "tel", "Telefono");
    assert_eq!(lap.state(), phone.state());
    // Offline: the laptop scores tables 1–2, the phone tables 3–4, at overlapping times.
    for t in 1..=2 {
        let e = results(&lap, 1, t, 0);
        lap.execute(e, 3_000 + t as i64).unwrap();
    }
    for t in 3..=4 {
        let e = results(&phone, 1, t, 0);
        phone.execute(e, 2_999 + t as i64).unwrap();
    }
    // Files both ways.
    assert_eq!(send(&phone, &mut lap).len(), 2);
    assert_eq!(send(&lap, &mut phone).len(), 2);
    assert_eq!(lap.entries(), phone.entries());
    assert_eq!(lap.state(), phone.state());
    assert!(raduno::format::round_done(
        lap.state(),
        &lap.state().rounds[0]
    ));
    assert_eq!(table_lines(&lap), table_lines(&phone));
    assert!(lap.conflicts().is_empty());
    // Merging again adds nothing.
    assert!(send(&phone, &mut lap).is_empty());
    // Who made what: the devices' names travel with the tournament.
    assert_eq!(lap.device_name("tel"), "Telefono");
    assert_eq!(phone.device_name("lap"), "Portatile");
}

#[test]
fn two_versions_of_one_table_are_kept_and_the_director_decides() {
    let mut lap = base();
    let mut phone = copy_on(&lap, "tel", "Telefono");
    let a = results(&lap, 1, 2, 0);
    let b = results(&phone, 1, 2, 3);
    assert_ne!(a, b);
    lap.execute(a.clone(), 3_000).unwrap();
    phone.execute(b.clone(), 3_001).unwrap();
    send(&phone, &mut lap);
    send(&lap, &mut phone);
    assert_eq!(lap.state(), phone.state());
    let conflicts = lap.conflicts();
    assert_eq!(conflicts, phone.conflicts());
    let [Conflict::Results {
        round: 1,
        table: 2,
        versions,
    }] = conflicts.as_slice()
    else {
        panic!("one conflict on table 2: {conflicts:?}")
    };
    assert_eq!(versions.len(), 2);
    let devices: Vec<&str> = versions
        .iter()
        .map(|&i| lap.entries()[i].id.device.as_str())
        .collect();
    assert_eq!(devices, ["lap", "tel"]);
    // The director keeps the phone's version on the laptop: it stands on both once the files meet.
    let phone_version = lap.entries()[versions[1]].id.clone();
    lap.execute(
        Event::Decided {
            keep: Some(phone_version),
            drop: vec![],
        },
        4_000,
    )
    .unwrap();
    assert!(lap.conflicts().is_empty());
    let seats = |j: &Journal| j.state().rounds[0].tables[1].seats.clone();
    let Event::TableResults { results: want, .. } = &b else {
        unreachable!()
    };
    let got: Vec<_> = seats(&lap).into_iter().map(|s| s.result).collect();
    assert_eq!(&got, want);
    send(&lap, &mut phone);
    assert!(phone.conflicts().is_empty());
    assert_eq!(lap.state(), phone.state());
}

#[test]
fn a_round_drawn_on_two_devices_is_one_draw_and_a_conflict() {
    let mut lap = base();
    for t in 1..=4 {
        let e = results(&lap, 1, t, 0);
        lap.execute(e, 3_000 + t as i64).unwrap();
    }
    let mut phone = copy_on(&lap, "tel", "Telefono");
    // Both draw round 2; the phone also scores a table of its round 2.
    draw_next(&mut lap, 5_000);
    phone
        .execute(
            {
                let spec = draw_spec(phone.state(), 2).unwrap();
                let d = draw::draw(phone.state(), &spec, 77).unwrap();
                Event::RoundDrawn {
                    round: d.round,
                    conflicts: d.conflicts,
                }
            },
            5_001,
        )
        .unwrap();
    let e = results(&phone, 2, 1, 0);
    phone.execute(e, 5_002).unwrap();
    let phone_round = phone.state().rounds[1].clone();
    send(&phone, &mut lap);
    send(&lap, &mut phone);
    assert_eq!(lap.state(), phone.state());
    // The laptop's draw (first in the order) stands, with none of the phone's results mixed in.
    let stands = lap.state().rounds[1].clone();
    assert_ne!(stands.tables, phone_round.tables);
    assert!(stands
        .tables
        .iter()
        .all(|t| !t.seats.iter().any(|s| s.result.is_some())));
    let conflicts = lap.conflicts();
    let [Conflict::SetAside {
        root,
        followers,
        rival: Some(_),
        ..
    }] = conflicts.as_slice()
    else {
        panic!("the phone's draw set aside: {conflicts:?}")
    };
    assert_eq!(lap.entries()[*root].id.device, "tel");
    assert_eq!(followers.len(), 1);
    // The director takes the phone's round instead: the laptop's draw is left out, the phone's stands
    // with its result.
    let Conflict::SetAside {
        rival: Some(rival), ..
    } = &conflicts[0]
    else {
        unreachable!()
    };
    let rival_id = lap.entries()[*rival].id.clone();
    lap.execute(
        Event::Decided {
            keep: None,
            drop: vec![rival_id],
        },
        6_000,
    )
    .unwrap();
    assert!(lap.conflicts().is_empty(), "{:?}", lap.conflicts());
    assert_eq!(
        lap.state().rounds[1]
            .tables
            .iter()
            .map(|t| t.players().collect::<Vec<_>>())
            .collect::<Vec<_>>(),
        phone_round
            .tables
            .iter()
            .map(|t| t.players().collect::<Vec<_>>())
            .collect::<Vec<_>>()
    );
    assert!(lap.state().rounds[1].tables[0]
        .seats
        .iter()
        .any(|s| s.result.is_some()));
    send(&lap, &mut phone);
    assert_eq!(lap.state(), phone.state());
}

#[test]
fn an_undo_merges_like_any_change() {
    let mut lap = base();
    let mut phone = copy_on(&lap, "tel", "Telefono");
    let e = results(&lap, 1, 1, 0);
    lap.execute(e, 3_000).unwrap();
    send(&lap, &mut phone);
    assert!(phone.state().rounds[0].tables[0]
        .seats
        .iter()
        .any(|s| s.result.is_some()));
    lap.undo_at(3_100).unwrap();
    assert!(!lap.state().rounds[0].tables[0]
        .seats
        .iter()
        .any(|s| s.result.is_some()));
    send(&lap, &mut phone);
    assert!(!phone.state().rounds[0].tables[0]
        .seats
        .iter()
        .any(|s| s.result.is_some()));
    // Undo and redo are each device's own: the phone has nothing of its own to undo or redo.
    assert!(!phone.can_redo());
    assert!(!phone.can_undo());
    assert!(lap.can_redo());
    lap.redo_at(3_200).unwrap();
    send(&lap, &mut phone);
    assert!(phone.state().rounds[0].tables[0]
        .seats
        .iter()
        .any(|s| s.result.is_some()));
    assert_eq!(lap.state(), phone.state());
    assert!(
        lap.status()
            .iter()
            .filter(|s| **s == Status::Undone)
            .count()
            == 1
    );
}

#[test]
fn a_merge_that_cannot_hold_is_refused_and_changes_nothing() {
    let lap = base();
    // Another tournament altogether.
    let mut other = Journal::new(Settings::new("Altro", FormatKind::Master), 1_000);
    other.set_device("lap", "Portatile");
    let before = other.clone();
    let err = other.merge(&lap.changes(None), &file(), NOW).unwrap_err();
    assert!(matches!(err, MergeError::OtherTournament { .. }), "{err:?}");
    assert_eq!(other, before);
    // Only the entries beyond what the phone held, sent to a copy that lacks the earlier ones.
    let mut phone = copy_on(&lap, "tel", "Telefono");
    let mut lap2 = lap.clone();
    let e = results(&lap2, 1, 1, 0);
    lap2.execute(e, 3_000).unwrap();
    let e = results(&lap2, 1, 2, 0);
    lap2.execute(e, 3_001).unwrap();
    let mut holds = raduno::journal::sync::holds(lap.entries());
    holds.insert("lap".into(), holds["lap"] + 1);
    let partial = lap2.changes(Some(&holds));
    assert_eq!(partial.entries.len(), 1);
    // The entry waits for its predecessor: kept and listed, nothing applied; it joins when the
    // predecessor comes.
    let before = phone.clone();
    let report = merge(&mut phone, &partial);
    assert!(report.added.is_empty());
    assert_eq!(report.waiting, 1);
    assert_eq!(phone.entries(), before.entries());
    assert_eq!(phone.state(), before.state());
    assert!(matches!(
        phone.quarantine(),
        [q] if matches!(&q.reason, Reason::Waiting { needs } if needs.device == "lap")
    ));
    // Merging the same file again changes nothing.
    let again = phone.clone();
    merge(&mut phone, &partial);
    assert_eq!(phone, again);
    let first = lap2.changes(Some(&raduno::journal::sync::holds(lap.entries())));
    assert_eq!(first.entries.len(), 2);
    let mut only_first = first.clone();
    only_first.entries.truncate(1);
    let report = merge(&mut phone, &only_first);
    assert_eq!(
        report.added.len(),
        2,
        "the waiting entry joins with its predecessor"
    );
    assert!(phone.quarantine().is_empty());
    assert_eq!(phone.state(), lap2.state());
    // A damaged file.
    assert!(matches!(
        Changes::parse("{\"raduno_changes\":1}"),
        Err(MergeError::NotChanges(_))
    ));
}

/// One device's offline work: scores tables, sets participation, undoes.
#[derive(Clone, Debug)]
enum Op {
    Score {
        table: u32,
        v: u32,
    },
    Absent {
        player: PlayerId,
    },
    Undo,
    Merge {
        from: usize,
    },
    /// The next round, when the last one is complete (two devices may both draw it).
    Draw,
    /// The director decides the first conflict shown.
    Decide {
        take: bool,
    },
    /// A changes file of this device's work that also carries a forged entry (or an unreadable one),
    /// received by the device.
    Forge {
        kind: u8,
    },
}

/// A forged entry of kind `kind` (the `k`th forgery) against `j` (the device `me`), or an unreadable
/// text: an undo of another device's entry, an undo of the creation, a decision dropping the first
/// round's draw, a clock at the end of time, an existing entry rewritten, a second creation, an entry
/// under the receiver's own id, a text that is no entry.
fn forgery(j: &Journal, me: &str, kind: u8, k: usize) -> Result<Entry, String> {
    let evil = format!("evil{k}");
    let id_of =
        |pick: &dyn Fn(&Entry) -> bool| j.entries().iter().find(|e| pick(e)).unwrap().id.clone();
    let at = Hlc(9_500 + k as i64, 0);
    let f = |event: Event, hlc: Hlc| forged(j, &evil, 1, event, hlc);
    Ok(match kind {
        0 => f(
            Event::Undone {
                id: id_of(&|e| matches!(e.event, Event::RoundDrawn { .. })),
            },
            at,
        ),
        1 => f(
            Event::Undone {
                id: j.origin().unwrap().id.clone(),
            },
            at,
        ),
        2 => f(
            Event::Decided {
                keep: None,
                drop: vec![id_of(&|e| matches!(e.event, Event::RoundDrawn { .. }))],
            },
            at,
        ),
        3 => f(
            Event::ParticipationSet {
                id: 1,
                participating: false,
            },
            Hlc(i64::MAX, u32::MAX),
        ),
        4 => {
            let mut e = j.entries()[1].clone();
            e.at_ms += 1 + k as i64;
            e
        }
        5 => f(
            Event::Created {
                settings: j.state().settings.clone(),
            },
            at,
        ),
        6 => {
            let n = raduno::journal::sync::holds(j.entries())
                .get(me)
                .copied()
                .unwrap_or(0)
                + 1_000
                + k as u64;
            forged(
                j,
                me,
                n,
                Event::ParticipationSet {
                    id: 2,
                    participating: false,
                },
                at,
            )
        }
        _ => return Err(format!("{{\"at_ms\":\"forgery {k}\"}}")),
    })
}

fn op() -> impl Strategy<Value = (usize, Op)> {
    (
        0usize..3,
        prop_oneof![
            (1u32..=4, 0u32..3).prop_map(|(table, v)| Op::Score { table, v }),
            (1u32..=16).prop_map(|player| Op::Absent { player }),
            Just(Op::Undo),
            (0usize..3).prop_map(|from| Op::Merge { from }),
            Just(Op::Draw),
            any::<bool>().prop_map(|take| Op::Decide { take }),
            (0u8..8).prop_map(|kind| Op::Forge { kind }),
        ],
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, .. ProptestConfig::default() })]
    /// Any interleaving of three devices' work and merges, then any order of the final merges, gives
    /// every device the same entries and the same tournament; merging again changes nothing.
    #[test]
    fn merges_agree_whatever_their_order(ops in prop::collection::vec(op(), 1..30), order in Just(()).prop_perturb(|_, mut rng| { let mut v = vec![0usize, 1, 2]; for i in (1..3).rev() { let j = (rng.next_u32() as usize) % (i + 1); v.swap(i, j); } v })) {
        let lap = base();
        let mut devs = vec![lap.clone(), copy_on(&lap, "tel", "Telefono"), copy_on(&lap, "tab", "Tablet")];
        let mut clock = 10_000i64;
        let names = ["lap", "tel", "tab"];
        // Every forgery and the device it was sent to.
        let mut forgeries: Vec<(usize, Result<Entry, String>)> = Vec::new();
        // Round 1 scored everywhere first, so a round 2 can be drawn (on two devices at once, too).
        for t in 1..=4 {
            let e = results(&devs[0], 1, t, 0);
            devs[0].execute(e, 9_000 + t as i64).unwrap();
        }
        let first = devs[0].changes(None);
        merge(&mut devs[1], &first);
        merge(&mut devs[2], &first);
        for (d, op) in ops {
            clock += 7;
            match op {
                // An undo may have taken the draw away.
                Op::Score { table, v } if !devs[d].state().rounds.is_empty() => {
                    let r = devs[d].state().rounds.len() as u32;
                    if devs[d].state().rounds[r as usize - 1].tables.len() < table as usize { continue; }
                    let e = results(&devs[d], r, table, v);
                    let _ = devs[d].execute(e, clock);
                }
                Op::Score { .. } => {}
                Op::Draw => {
                    let t = devs[d].state();
                    if t.rounds.last().is_some_and(|r| raduno::format::round_done(t, r)) {
                        let number = t.rounds.len() as u32 + 1;
                        if let Ok(spec) = draw_spec(t, number) {
                            if let Ok(drawn) = draw::draw(t, &spec, d as u64) {
                                let _ = devs[d].execute(Event::RoundDrawn { round: drawn.round, conflicts: drawn.conflicts }, clock);
                            }
                        }
                    }
                }
                Op::Decide { take } => {
                    let event = match devs[d].conflicts().first() {
                        Some(Conflict::Results { versions, .. }) => Some(Event::Decided { keep: Some(devs[d].entries()[versions[take as usize]].id.clone()), drop: vec![] }),
                        Some(Conflict::Locked { entry, .. }) => Some(Event::Decided { keep: Some(devs[d].entries()[*entry].id.clone()), drop: vec![] }),
                        Some(Conflict::SetAside { root, rival: Some(rival), .. }) if take => Some(Event::Decided { keep: None, drop: vec![devs[d].entries()[*rival].id.clone()] }),
                        Some(Conflict::SetAside { root, .. }) => Some(Event::Decided { keep: None, drop: vec![devs[d].entries()[*root].id.clone()] }),
                        None => None,
                    };
                    if let Some(e) = event {
                        let _ = devs[d].execute(e, clock);
                    }
                }
                Op::Absent { player } => {
                    let _ = devs[d].execute(Event::ParticipationSet { id: player, participating: false }, clock);
                }
                Op::Undo => { let _ = devs[d].undo_at(clock); }
                Op::Forge { kind } => {
                    let bad = forgery(&devs[d], names[d], kind, forgeries.len());
                    let mut v: serde_json::Value = serde_json::from_str(&devs[d].changes(None).to_text()).unwrap();
                    let raw = match &bad {
                        Ok(e) => serde_json::to_value(e).unwrap(),
                        Err(text) => serde_json::from_str(text).unwrap(),
                    };
                    v["entries"].as_array_mut().unwrap().push(raw);
                    let changes = Changes::parse(&v.to_string()).unwrap();
                    let before = devs[d].entries().to_vec();
                    let report = merge(&mut devs[d], &changes);
                    prop_assert!(report.added.is_empty());
                    prop_assert_eq!(devs[d].entries(), &before[..]);
                    forgeries.push((d, bad));
                }
                Op::Merge { from } => {
                    if from != d {
                        let changes = devs[from].changes(None);
                        merge(&mut devs[d], &changes);
                    }
                }
            }
        }
        let before = devs.clone();
        // Everyone sends to everyone, in the drawn order.
        for &a in &order {
            for &b in &order {
                if a != b {
                    let changes = devs[a].changes(None);
                    merge(&mut devs[b], &changes);
                }
            }
        }
        // Another order of the same merges from the same starting copies gives the same result.
        let mut again = before.clone();
        for a in (0..3).rev() {
            for b in 0..3 {
                if a != b {
                    let changes = again[a].changes(None);
                    merge(&mut again[b], &changes);
                }
            }
        }
        for k in 0..3 {
            prop_assert_eq!(devs[k].entries(), devs[0].entries());
            prop_assert_eq!(devs[k].state(), devs[0].state());
            prop_assert_eq!(again[k].state(), devs[0].state());
            prop_assert_eq!(devs[k].conflicts(), devs[0].conflicts());
            // Idempotent: a second merge adds nothing and changes nothing.
            let snapshot = devs[k].clone();
            let changes = devs[(k + 1) % 3].changes(None);
            prop_assert!(merge(&mut devs[k], &changes).added.is_empty());
            prop_assert_eq!(&devs[k], &snapshot);
        }
        // Every forgery is listed where it came, and applied nowhere.
        for (d, bad) in &forgeries {
            let listed = devs[*d].quarantine().iter().any(|q| match bad {
                Ok(e) => q.entry.as_ref() == Some(e),
                Err(text) => q.raw.as_deref() == Some(text.as_str()),
            });
            prop_assert!(listed, "{:?} not listed on device {}", bad, d);
            if let Ok(e) = bad {
                for dev in &devs {
                    prop_assert!(!dev.entries().contains(e));
                }
            }
        }
        // Never losing an entry: every entry any device made is in the merged journal.
        for d in &before {
            for e in d.entries() {
                prop_assert!(devs[0].entries().contains(e));
            }
        }
    }
}

#[test]
fn couch_documents_carry_entries_unchanged_and_only_their_tournament() {
    use raduno::journal::sync::origin_key;
    use raduno::replica::doc::{self, EntryDoc};
    let lap = base();
    let key = origin_key(lap.origin().unwrap());
    let docs: Vec<serde_json::Value> = lap
        .entries()
        .iter()
        .map(|e| serde_json::to_value(EntryDoc::of(&key, e, "Portatile")).unwrap())
        .collect();
    let texts = |docs: &[serde_json::Value]| docs.iter().map(|d| d.to_string()).collect::<Vec<_>>();
    // The entry travels as text: a 64-bit draw seed is not a JavaScript number on the server.
    assert!(docs.iter().all(|d| d["e"].is_string()));
    // The same entry is the same document (id and revision) on every device.
    let again = EntryDoc::of(&key, &lap.entries()[3], "Portatile");
    assert_eq!(serde_json::to_value(&again).unwrap(), docs[3]);
    let mut other = docs.clone();
    other.push(serde_json::json!({"_id": "x", "t": "another", "e": "{}"}));
    other.push(serde_json::json!({"_id": "y", "unrelated": true}));
    let other = texts(&other);
    let other: Vec<&str> = other.iter().map(String::as_str).collect();
    let changes = doc::changes(&key, &other);
    assert_eq!(changes.entries, lap.entries());
    assert_eq!(changes.devices["lap"], "Portatile");
    // The document without a tournament is listed, never skipped silently; the other tournament's is
    // left alone.
    assert_eq!(changes.unreadable.len(), 1, "{:?}", changes.unreadable);
    assert_eq!(changes.unreadable[0].what, "y");
    let server = Source::Server("http://127.0.0.1:5984/raduno".into());
    let (copy, report) = Journal::from_changes(&changes, &server, NOW).unwrap();
    assert_eq!(report.added.len() + 1, lap.entries().len());
    assert_eq!(copy.state(), lap.state());
    assert_eq!(copy.quarantine().len(), 1);
    assert_eq!(copy.quarantine()[0].source, server);
}

#[test]
fn two_undos_then_redo_walk_back_in_order() {
    let mut j = base();
    j.set_device("tel", "Telefono");
    let p = Player::new(41, "Gianluca", "Verdè");
    j.execute(Event::PlayerAdded { player: p }, 9_000).unwrap();
    j.execute(
        Event::ParticipationSet {
            id: 41,
            participating: false,
        },
        9_001,
    )
    .unwrap();
    j.undo_at(9_002).unwrap();
    assert!(j.state().player(41).unwrap().participating);
    j.undo_at(9_003).unwrap();
    assert!(j.state().player(41).is_none());
    assert!(j.can_redo());
    j.redo_at(9_004).unwrap();
    assert!(j.state().player(41).unwrap().participating);
    assert!(j.can_redo());
    j.redo_at(9_005).unwrap();
    assert!(!j.state().player(41).unwrap().participating);
    assert!(!j.can_redo());
    // Replayed from its entries (a reload), the same.
    let back = Journal::from_entries(j.entries().to_vec(), vec![]).unwrap();
    assert_eq!(back.state(), j.state());
}

#[test]
fn a_correction_made_while_another_device_locked_the_round_is_shown() {
    let mut lap = base();
    let e = results(&lap, 1, 1, 0);
    lap.execute(e, 3_000).unwrap();
    let mut phone = copy_on(&lap, "tel", "Telefono");
    // The laptop locks the round ("Blocca: si gioca"); the phone, not knowing, corrects table 1.
    lap.execute(
        Event::RoundLocked {
            round: 1,
            locked: true,
        },
        3_100,
    )
    .unwrap();
    let e = results(&phone, 1, 1, 2);
    phone.execute(e, 3_101).unwrap();
    send(&phone, &mut lap);
    send(&lap, &mut phone);
    assert_eq!(lap.state(), phone.state());
    let conflicts = lap.conflicts();
    let [Conflict::Locked {
        round: 1,
        table: 1,
        entry,
        lock,
    }] = conflicts.as_slice()
    else {
        panic!("the correction against the lock: {conflicts:?}")
    };
    assert_eq!(lap.entries()[*entry].id.device, "tel");
    assert_eq!(lap.entries()[*lock].id.device, "lap");
    // The director says the correction is right: it stands, and the conflict goes on both devices.
    let id = lap.entries()[*entry].id.clone();
    lap.execute(
        Event::Decided {
            keep: Some(id),
            drop: vec![],
        },
        4_000,
    )
    .unwrap();
    assert!(lap.conflicts().is_empty());
    send(&lap, &mut phone);
    assert!(phone.conflicts().is_empty());
    assert_eq!(lap.state(), phone.state());
    // A result entered on a round the other device had locked before it is no conflict.
    let e = results(&lap, 1, 2, 0);
    lap.execute(e, 5_000).unwrap();
    assert!(lap.conflicts().is_empty());
}

// ---- entries from elsewhere are checked, and what fails is quarantined ----

use raduno::journal::{Entry, EventId, Hlc};

/// An entry as an intruder (or a damaged copy) writes it: made on everything `j` holds.
fn forged(j: &Journal, device: &str, n: u64, event: Event, hlc: Hlc) -> Entry {
    Entry {
        at_ms: hlc.0.clamp(0, NOW),
        event,
        id: EventId::new(device, n),
        hlc,
        after: raduno::journal::sync::holds(j.entries())
            .into_iter()
            .filter(|(d, _)| d != device)
            .map(|(d, n)| EventId { device: d, n })
            .collect(),
        part_of: None,
    }
}

/// Two devices in step: round 1 drawn, tables 1 and 2 scored.
fn two_in_step() -> (Journal, Journal) {
    let mut lap = base();
    for t in 1..=2 {
        let e = results(&lap, 1, t, 0);
        lap.execute(e, 3_000 + t as i64).unwrap();
    }
    let phone = copy_on(&lap, "tel", "Telefono");
    (lap, phone)
}

/// A changes file of `j` that also carries `extra`, as text read back.
fn file_with(j: &Journal, extra: &[Entry]) -> Changes {
    let mut c = j.changes(None);
    c.entries.extend(extra.iter().cloned());
    Changes::parse(&c.to_text()).unwrap()
}

/// `bad` sent to `devices` in a file with everything else: each tournament stays exactly as it was
/// (standings identical), the entry is quarantined with the reason `want` (kept after a reload), and
/// an honest new result still crosses.
fn refused(
    mut lap: Journal,
    mut phone: Journal,
    bad: Entry,
    to_lap: bool,
    want: impl Fn(&Reason) -> bool,
) {
    let lines = table_lines(&lap);
    let state = lap.state().clone();
    let carrying = file_with(&lap, std::slice::from_ref(&bad));
    let mut receivers = vec![&mut phone];
    if to_lap {
        receivers.push(&mut lap);
    }
    for dev in receivers {
        let report = merge(dev, &carrying);
        assert!(report.added.is_empty(), "{:?}", report.added);
        assert_eq!(report.quarantined, 1);
        assert_eq!(table_lines(dev), lines);
        assert_eq!(dev.state(), &state);
        let [q] = dev.quarantine() else {
            panic!("one entry quarantined: {:?}", dev.quarantine())
        };
        assert!(want(&q.reason), "{:?}", q.reason);
        assert_eq!(q.entry.as_ref(), Some(&bad));
        assert_eq!(q.source, file());
        // Merging it again lists it once; kept with the tournament, never replayed.
        let again = dev.clone();
        assert_eq!(merge(dev, &carrying).quarantined, 0);
        assert_eq!(*dev, again);
        let text = serde_json::to_string(&*dev).unwrap();
        let back = serde_json::from_str::<Journal>(&text)
            .unwrap()
            .rebuild()
            .unwrap();
        assert_eq!(back.quarantine(), dev.quarantine());
        assert_eq!(back.state(), &state);
    }
    // An honest new result still merges.
    let e = results(&lap, 1, 3, 0);
    lap.execute(e, 4_000).unwrap();
    assert_eq!(send(&lap, &mut phone).len(), 1);
    assert_eq!(lap.state(), phone.state());
    assert_eq!(table_lines(&lap), table_lines(&phone));
    assert_ne!(table_lines(&lap), lines);
}

/// Round 2 drawn on the laptop with its date, one command (as the round page draws it).
fn draw_dated(lap: &mut Journal, at: i64) {
    let spec = draw_spec(lap.state(), 2).unwrap();
    let drawn = draw::draw(lap.state(), &spec, 7).unwrap();
    let event = Event::RoundDrawn {
        round: drawn.round,
        conflicts: drawn.conflicts,
    };
    let dated = |t: &raduno::model::Tournament| {
        let mut settings = t.settings.clone();
        settings.round_dates = vec![String::new(), "2026-12-01".into()];
        Some(Event::SettingsChanged { settings })
    };
    assert_eq!(lap.execute_with(event, dated, at), Ok(None));
}

#[test]
fn a_draw_and_its_date_are_undone_and_redone_as_one_on_every_device() {
    let (mut lap, mut phone) = two_in_step();
    for t in 3..=4 {
        let e = results(&lap, 1, t, 0);
        lap.execute(e, 3_100 + t as i64).unwrap();
    }
    send(&lap, &mut phone);
    let before = lap.state().clone();
    draw_dated(&mut lap, 5_000);
    send(&lap, &mut phone);
    assert_eq!(phone.state().rounds.len(), 2);
    assert_eq!(phone.state().settings.round_dates[1], "2026-12-01");
    // One undo takes back the draw and its date, here and on the phone that merges it.
    let undone = lap.undo_at(5_100).unwrap().event.clone();
    assert!(matches!(undone, Event::RoundDrawn { .. }), "{undone:?}");
    assert_eq!(lap.state(), &before);
    send(&lap, &mut phone);
    assert_eq!(phone.state(), &before);
    // One redo puts both back.
    let redone = lap.redo_at(5_200).unwrap().event.clone();
    assert!(matches!(redone, Event::RoundDrawn { .. }), "{redone:?}");
    assert_eq!(lap.state().settings.round_dates[1], "2026-12-01");
    send(&lap, &mut phone);
    assert_eq!(lap.state(), phone.state());
    assert_eq!(phone.state().rounds.len(), 2);
    // The next undo is the draw again, not its date.
    assert!(matches!(
        lap.undo_at(5_300).unwrap().event,
        Event::RoundDrawn { .. }
    ));
}

#[test]
fn an_entry_part_of_another_device_s_command_is_quarantined() {
    let (lap, phone) = two_in_step();
    let mut settings = lap.state().settings.clone();
    settings.round_dates = vec!["2026-12-01".into()];
    let mut bad = forged(
        &lap,
        "intruso",
        1,
        Event::SettingsChanged { settings },
        Hlc(3_500, 0),
    );
    bad.part_of = Some(lap.entries().last().unwrap().id.clone());
    // Its shape says so as it is read: kept as text, never an entry.
    let mut phone = phone;
    let state = phone.state().clone();
    let report = merge(&mut phone, &file_with(&lap, &[bad]));
    assert_eq!((report.added.len(), report.quarantined), (0, 1));
    let [q] = phone.quarantine() else {
        panic!("{:?}", phone.quarantine())
    };
    assert!(
        matches!(&q.reason, Reason::Unreadable { why } if why == "part_of"),
        "{q:?}"
    );
    assert!(q.entry.is_none() && q.raw.as_deref().is_some_and(|r| r.contains("part_of")));
    assert_eq!(phone.state(), &state);
}

#[test]
fn an_entry_part_of_an_undo_is_quarantined() {
    let (mut lap, mut phone) = two_in_step();
    lap.undo_at(3_400).unwrap();
    let undo = lap.entries().last().unwrap().id.clone();
    send(&lap, &mut phone);
    let mut settings = lap.state().settings.clone();
    settings.round_dates = vec!["2026-12-01".into()];
    let mut bad = forged(
        &lap,
        "lap",
        undo.n + 1,
        Event::SettingsChanged { settings },
        Hlc(3_500, 0),
    );
    bad.part_of = Some(undo);
    refused(
        lap,
        phone,
        bad,
        false,
        |r| matches!(r, Reason::Unreadable { why } if why == "part_of"),
    );
}

#[test]
fn an_undo_of_the_creation_by_an_unknown_device_is_quarantined() {
    let (lap, phone) = two_in_step();
    let origin = lap.origin().unwrap().id.clone();
    let bad = forged(
        &lap,
        "intruso",
        1,
        Event::Undone { id: origin },
        Hlc(3_500, 0),
    );
    refused(lap, phone, bad, true, |r| *r == Reason::UndoOfCreation);
}

#[test]
fn an_undo_of_another_device_s_entry_is_quarantined() {
    let (lap, phone) = two_in_step();
    let target = lap.entries().last().unwrap().id.clone();
    assert_eq!(target.device, "lap");
    let bad = forged(
        &lap,
        "intruso",
        1,
        Event::Undone { id: target },
        Hlc(3_500, 0),
    );
    refused(
        lap,
        phone,
        bad,
        true,
        |r| matches!(r, Reason::UndoOfOtherDevice { target } if target.device == "lap"),
    );
}

#[test]
fn a_decision_that_drops_the_round_s_draw_is_quarantined() {
    let (lap, phone) = two_in_step();
    let draw = lap
        .entries()
        .iter()
        .find(|e| matches!(e.event, Event::RoundDrawn { .. }))
        .unwrap()
        .id
        .clone();
    let bad = forged(
        &lap,
        "intruso",
        1,
        Event::Decided {
            keep: None,
            drop: vec![draw],
        },
        Hlc(3_500, 0),
    );
    refused(lap, phone, bad, true, |r| *r == Reason::NotAConflict);
}

#[test]
fn a_clock_at_the_end_of_time_is_quarantined_and_clocks_never_wrap() {
    let (lap, phone) = two_in_step();
    let event = results(&lap, 1, 3, 2);
    let bad = forged(
        &lap,
        "intruso",
        1,
        event,
        Hlc(9_223_372_036_854_775_807, 4_294_967_295),
    );
    refused(
        lap,
        phone,
        bad,
        true,
        |r| matches!(r, Reason::ClockAhead { hlc, .. } if hlc.0 == i64::MAX),
    );
    // The clock never wraps: a full counter moves on, the last clock stays.
    assert_eq!(Hlc::next(Hlc(5, u32::MAX), 0), Hlc(6, 0));
    assert_eq!(
        Hlc::next(Hlc(i64::MAX, u32::MAX), 0),
        Hlc(i64::MAX, u32::MAX)
    );
    assert_eq!(Hlc::next(Hlc(5, 3), 5), Hlc(5, 4));
}

#[test]
fn an_existing_entry_rewritten_with_other_content_is_quarantined_and_the_held_one_stands() {
    let (lap, phone) = two_in_step();
    let mut bad = lap.entries().last().unwrap().clone();
    let Event::TableResults { round, table, .. } = bad.event else {
        panic!("the last entry is a table's results")
    };
    bad.event = results(&lap, round, table, 4);
    assert_ne!(Some(&bad), lap.entries().last());
    let held = bad.id.clone();
    refused(lap, phone, bad, true, |r| {
        *r == Reason::Clash { held: held.clone() }
    });
}

#[test]
fn a_second_creation_is_quarantined() {
    let (lap, phone) = two_in_step();
    let settings = Settings::new("Prova", FormatKind::Master);
    let bad = forged(
        &lap,
        "intruso",
        1,
        Event::Created { settings },
        Hlc(3_500, 0),
    );
    refused(lap, phone, bad, true, |r| *r == Reason::SecondCreation);
}

#[test]
fn a_file_with_entries_under_the_receiver_s_own_id_is_quarantined() {
    let (lap, phone) = two_in_step();
    // The phone has made nothing yet: an entry "tel:1" is not its own.
    let bad = forged(
        &lap,
        "tel",
        1,
        Event::ParticipationSet {
            id: 3,
            participating: false,
        },
        Hlc(3_500, 0),
    );
    let mut check = phone.clone();
    let report = merge(&mut check, &file_with(&lap, std::slice::from_ref(&bad)));
    assert!(
        report.own_device_used,
        "the device is told to take a new id"
    );
    refused(lap, phone, bad, false, |r| *r == Reason::OwnDevice);
}

#[test]
fn unreadable_entries_and_documents_are_listed_and_the_rest_merge() {
    let (mut lap, mut phone) = two_in_step();
    let e = results(&lap, 1, 3, 0);
    lap.execute(e, 4_000).unwrap();
    // A file with one damaged entry, one nested 200 levels deep and one 100,000 levels deep.
    let mut v: serde_json::Value = serde_json::from_str(&lap.changes(None).to_text()).unwrap();
    let mut deep = serde_json::json!([]);
    for _ in 0..200 {
        deep = serde_json::json!([deep]);
    }
    let entries = v["entries"].as_array_mut().unwrap();
    entries.push(serde_json::json!({"at_ms": "domani"}));
    entries.push(deep);
    entries.push(serde_json::json!("ABYSS"));
    let abyss = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    let text = v.to_string().replace("\"ABYSS\"", &abyss);
    let changes = Changes::parse(&text).unwrap();
    assert_eq!(changes.unreadable.len(), 3);
    let n = lap.entries().len();
    let whats: Vec<&str> = changes.unreadable.iter().map(|u| u.what.as_str()).collect();
    assert_eq!(
        whats,
        [
            format!("#{}", n + 1),
            format!("#{}", n + 2),
            format!("#{}", n + 3)
        ]
    );
    let report = merge(&mut phone, &changes);
    assert_eq!(report.added.len(), 1);
    assert_eq!(report.quarantined, 3);
    assert_eq!(phone.state(), lap.state());
    assert!(phone
        .quarantine()
        .iter()
        .all(|q| q.entry.is_none() && q.raw.as_ref().is_some_and(|r| r.len() <= 64 << 10)));
    // Not a changes file at all: refused whole.
    assert!(matches!(
        Changes::parse(&abyss),
        Err(MergeError::NotChanges(_))
    ));

    // The same from a server: one document per entry, as text; a rewritten document, a document nested
    // deep and one not of Raduno are listed, the others merge.
    use raduno::journal::sync::origin_key;
    use raduno::replica::doc::{self, EntryDoc};
    let key = origin_key(lap.origin().unwrap());
    let e = results(&lap, 1, 4, 0);
    lap.execute(e, 4_100).unwrap();
    let mut docs: Vec<String> = lap
        .entries()
        .iter()
        .map(|e| serde_json::to_string(&EntryDoc::of(&key, e, "Portatile")).unwrap())
        .collect();
    let mut rewritten = lap.entries()[lap.entries().len() - 2].clone();
    rewritten.event = results(&lap, 1, 3, 5);
    docs.push(serde_json::to_string(&EntryDoc::of(&key, &rewritten, "Portatile")).unwrap());
    docs.push(format!(
        "{{\"_id\":\"deep\",\"x\":{abyss},\"t\":\"{key}\"}}"
    ));
    docs.push(format!(
        "{{\"_id\":\"deep2\",\"t\":\"{key}\",\"e\":\"{}\"}}",
        "[".repeat(300)
    ));
    docs.push(abyss.clone());
    docs.push("{\"_id\":\"_design/raduno\",\"validate_doc_update\":\"function(){}\"}".into());
    docs.push("{\"_id\":\"gone\",\"_deleted\":true}".into());
    let docs: Vec<&str> = docs.iter().map(String::as_str).collect();
    let changes = doc::changes(&key, &docs);
    let whats: Vec<&str> = changes.unreadable.iter().map(|u| u.what.as_str()).collect();
    assert_eq!(whats.len(), 3, "{whats:?}");
    assert_eq!(&whats[..2], ["deep", "deep2"]);
    let server = Source::Server("https://club.example/raduno".into());
    let report = phone.merge(&changes, &server, NOW).unwrap();
    assert_eq!(report.added.len(), 1);
    assert_eq!(report.quarantined, 4, "{:?}", phone.quarantine());
    assert_eq!(phone.state(), lap.state());
    assert!(phone
        .quarantine()
        .iter()
        .any(|q| matches!(q.reason, Reason::Clash { .. }) && q.entry.as_ref() == Some(&rewritten)));
}
