//! Several devices, one tournament (issue 22): entries that can meet, merges that agree whatever their
//! order, conflicts kept for the director, undo that merges.

mod io_support;

use proptest::prelude::*;
use raduno::draw;
use raduno::format::{draw_spec, standings, FormatKind};
use raduno::journal::{Changes, Conflict, Event, Journal, MergeError, Status};
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

/// A copy of `j` on another device (as a changes file carries it).
fn copy_on(j: &Journal, device: &str, name: &str) -> Journal {
    let text = j.changes(None).to_text();
    let changes = Changes::parse(&text).unwrap();
    let mut k = Journal::from_entries(changes.entries.clone(), vec![]).unwrap();
    k.merge(&changes).unwrap();
    k.set_device(device, name);
    k
}

fn send(from: &Journal, to: &mut Journal) -> Vec<raduno::journal::EventId> {
    let text = from.changes(None).to_text();
    to.merge(&Changes::parse(&text).unwrap()).unwrap()
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
    let err = other.merge(&lap.changes(None)).unwrap_err();
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
    let before = phone.clone();
    let err = phone.merge(&partial).unwrap_err();
    assert!(matches!(err, MergeError::Missing { .. }), "{err:?}");
    assert_eq!(phone, before);
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
        // Round 1 scored everywhere first, so a round 2 can be drawn (on two devices at once, too).
        for t in 1..=4 {
            let e = results(&devs[0], 1, t, 0);
            devs[0].execute(e, 9_000 + t as i64).unwrap();
        }
        let first = devs[0].changes(None);
        devs[1].merge(&first).unwrap();
        devs[2].merge(&first).unwrap();
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
                Op::Merge { from } => {
                    if from != d {
                        let changes = devs[from].changes(None);
                        devs[d].merge(&changes).unwrap();
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
                    devs[b].merge(&changes).unwrap();
                }
            }
        }
        // Another order of the same merges from the same starting copies gives the same result.
        let mut again = before.clone();
        for a in (0..3).rev() {
            for b in 0..3 {
                if a != b {
                    let changes = again[a].changes(None);
                    again[b].merge(&changes).unwrap();
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
            prop_assert!(devs[k].merge(&changes).unwrap().is_empty());
            prop_assert_eq!(&devs[k], &snapshot);
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
    use raduno::journal::sync::{from_couch, origin_key, CouchDoc};
    let lap = base();
    let key = origin_key(lap.origin().unwrap());
    let docs: Vec<serde_json::Value> = lap
        .entries()
        .iter()
        .map(|e| serde_json::to_value(CouchDoc::of(&key, e, "Portatile")).unwrap())
        .collect();
    // The entry travels as text: a 64-bit draw seed is not a JavaScript number on the server.
    assert!(docs.iter().all(|d| d["e"].is_string()));
    // The same entry is the same document (id and revision) on every device.
    let again = CouchDoc::of(&key, &lap.entries()[3], "Portatile");
    assert_eq!(serde_json::to_value(&again).unwrap(), docs[3]);
    let mut other = docs.clone();
    other.push(serde_json::json!({"_id": "x", "t": "another", "e": "{}"}));
    other.push(serde_json::json!({"_id": "y", "unrelated": true}));
    let changes = from_couch(&key, &other);
    assert_eq!(changes.entries, lap.entries());
    assert_eq!(changes.devices["lap"], "Portatile");
    let mut copy = Journal::from_entries(changes.entries.clone(), vec![]).unwrap();
    assert!(copy.merge(&changes).unwrap().is_empty());
    assert_eq!(copy.state(), lap.state());
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
