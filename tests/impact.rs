//! Editing the past says what it changes: the impact of a changed result on the
//! standings, the semifinals and final, and the later rounds built from it.

mod io_support;

use raduno::draw;
use raduno::format::FormatKind;
use raduno::format::{draw_spec, standings};
use raduno::i18n::Lang;
use raduno::journal::impact::{
    can_redraw_keeping, describe_in_context, drift, drifts, impact, is_correction, redraw_keeping,
    results_locked, Basis,
};
use raduno::journal::{Event, Journal, ModelError};
use raduno::model::{Phase, Player, PlayerId, SeatResult, Settings};

/// Points by seat: distinct at every table (10–61), so each table has a single winner.
fn points(seat: usize, player: PlayerId) -> u32 {
    10 + 15 * seat as u32 + player % 7
}

fn journal(format: FormatKind, n: u32) -> Journal {
    let mut j = Journal::new(Settings::new("Prova", format), 0);
    for id in 1..=n {
        let club = ["Il Gufo", "Grifone", "Asinelli", "", "Torisiko"][id as usize % 5];
        let p = Player::new(id, &format!("Nome{id}"), &format!("Cognome{id}")).with_club(club);
        j.execute(Event::PlayerAdded { player: p }, 1).unwrap();
    }
    j
}

/// Draws the next round by the format's rules.
fn draw_next(j: &mut Journal) -> u32 {
    io_support::draw_next_at(j, 2)
}

fn score(j: &mut Journal, number: u32) {
    let tables = j.state().rounds[number as usize - 1].tables.clone();
    for tb in tables {
        let results = tb
            .seats
            .iter()
            .enumerate()
            .map(|(s, seat)| Some(SeatResult::points(points(s, seat.player))))
            .collect();
        j.execute(
            Event::TableResults {
                round: number,
                table: tb.number,
                results,
                outcome: None,
            },
            3,
        )
        .unwrap();
    }
}

/// The event that gives `player` 90 table points (a clear win) in round `number`, the others as played.
fn winning_edit(j: &Journal, number: u32, player: PlayerId) -> Event {
    let round = &j.state().rounds[number as usize - 1];
    let tb = round
        .tables
        .iter()
        .find(|tb| tb.players().any(|p| p == player))
        .unwrap();
    let results = tb
        .seats
        .iter()
        .map(|s| {
            let mut r = s.result.clone().unwrap();
            if s.player == player {
                r.points = 90;
            }
            Some(r)
        })
        .collect();
    Event::TableResults {
        round: number,
        table: tb.number,
        results,
        outcome: None,
    }
}

/// A Raduno Nazionale of 20: two qualifying rounds played, the semifinals (top 16) drawn.
fn raduno_with_semifinals() -> Journal {
    let mut j = journal(FormatKind::RadunoNazionale, 20);
    for _ in 0..2 {
        let n = draw_next(&mut j);
        score(&mut j, n);
    }
    assert_eq!(draw_next(&mut j), 3);
    assert_eq!(j.state().rounds[2].phase, Phase::Semifinal);
    j
}

#[test]
fn a_round_2_edit_after_the_semifinals_are_drawn_names_who_leaves_and_who_enters() {
    let j = raduno_with_semifinals();
    let t = j.state();
    let order: Vec<PlayerId> = standings(t, 2).rows.iter().map(|r| r.player).collect();
    let semis: Vec<PlayerId> = t.rounds[2].players().collect();
    // The 17th after round 2 is out; a round-2 win of 90 puts him in.
    let outsider = *order
        .iter()
        .find(|p| !semis.contains(p))
        .expect("20 players, 16 semifinalists");
    let edit = winning_edit(&j, 2, outsider);
    assert!(is_correction(t, &edit));
    let i = impact(t, &edit).unwrap();

    assert_eq!(i.phases.len(), 1, "{i:?}");
    let c = &i.phases[0];
    assert_eq!((c.round, c.phase, c.drawn), (3, Phase::Semifinal, true));
    assert_eq!(c.enter, vec![outsider]);
    assert_eq!(c.leave.len(), 1);
    let replaced = c.leave[0];
    assert!(semis.contains(&replaced));

    // The same answer as the rules after the edit: the semifinal bands hold him, not the one he replaces.
    let mut after = t.clone();
    raduno::journal::apply(&mut after, &edit).unwrap();
    let bands: Vec<PlayerId> = match draw_spec(&after, 3).unwrap().method {
        draw::spec::DrawMethod::Bands { groups } => groups.concat(),
        m => panic!("expected bands, got {m:?}"),
    };
    assert!(bands.contains(&outsider) && !bands.contains(&replaced));

    // His table in the semifinals and every table of a player whose band moved no longer follow the rules.
    let r3 = i
        .rounds
        .iter()
        .find(|r| r.round == 3)
        .expect("round 3 affected");
    assert_eq!(r3.basis, Basis::Bands);
    let replaced_table = t.rounds[2]
        .tables
        .iter()
        .find(|tb| tb.players().any(|p| p == replaced))
        .unwrap()
        .number;
    assert!(r3.tables.contains(&replaced_table));

    // The standings name him with his old and new place.
    let s = i
        .standings
        .iter()
        .find(|s| s.player == outsider)
        .expect("he moves");
    assert!(s.after.unwrap().0 < s.before.unwrap().0);

    // In words, in the chosen language.
    let name = |id: PlayerId| t.player(id).unwrap().full_name();
    let it = i.lines(t, Lang::It, 5);
    assert_eq!(
        it[0],
        format!(
            "{} esce dalle semifinali, entra {}",
            name(replaced),
            name(outsider)
        )
    );
    assert!(it
        .iter()
        .any(|l| l.starts_with("Turno 3, tavol") && l.contains("non segu") && l.contains("fasce")));
    assert!(it.iter().any(|l| l.starts_with("Classifica: ")));
    let en = i.lines(t, Lang::En, 5);
    assert_eq!(
        en[0],
        format!(
            "{} leaves the semifinals, replaced by {}",
            name(replaced),
            name(outsider)
        )
    );
}

#[test]
fn before_the_semifinals_are_drawn_the_next_draw_changes() {
    let mut j = journal(FormatKind::RadunoNazionale, 20);
    for _ in 0..2 {
        let n = draw_next(&mut j);
        score(&mut j, n);
    }
    let t = j.state();
    let order: Vec<PlayerId> = standings(t, 2).rows.iter().map(|r| r.player).collect();
    let outsider = order[16];
    let i = impact(t, &winning_edit(&j, 2, outsider)).unwrap();
    assert_eq!(i.phases.len(), 1, "{i:?}");
    let c = &i.phases[0];
    assert_eq!((c.round, c.drawn), (3, false));
    assert_eq!(c.enter, vec![outsider]);
    assert_eq!(c.leave.len(), 1);
    assert!(i.rounds.is_empty());
    assert!(i.lines(t, Lang::It, 0)[0].ends_with("(turno 3, non ancora sorteggiato)"));
}

#[test]
fn a_round_1_edit_changes_who_round_2_kept_apart() {
    let mut j = journal(FormatKind::RadunoNazionale, 16);
    let n = draw_next(&mut j);
    score(&mut j, n);
    draw_next(&mut j);
    let t = j.state();
    // A player who lost round 1 now wins it: his table's winner changes.
    let loser = t.rounds[0].tables[0].seats[0].player;
    let old_winner = t.rounds[0].tables[0].seats[3].player;
    let i = impact(t, &winning_edit(&j, 1, loser)).unwrap();
    let r2 = i
        .rounds
        .iter()
        .find(|r| r.round == 2)
        .expect("round 2 affected");
    assert_eq!(
        r2.basis,
        Basis::Winners {
            now_winners: vec![loser],
            no_longer: vec![old_winner],
        }
    );
    let tables_of = |p: PlayerId| {
        t.rounds[1]
            .find(p)
            .map(|(ti, _)| t.rounds[1].tables[ti].number)
    };
    let mut expected: Vec<u32> = [tables_of(loser), tables_of(old_winner)]
        .into_iter()
        .flatten()
        .collect();
    expected.sort_unstable();
    expected.dedup();
    assert_eq!(r2.tables, expected);
    assert!(i.phases.is_empty());
}

#[test]
fn editing_the_last_round_with_nothing_after_it_reports_no_later_impact() {
    let mut j = raduno_with_semifinals();
    score(&mut j, 3);
    assert_eq!(draw_next(&mut j), 4);
    score(&mut j, 4);
    let t = j.state();
    let fourth = t.rounds[3].tables[0].seats[0].player;
    let i = impact(t, &winning_edit(&j, 4, fourth)).unwrap();
    assert!(i.phases.is_empty(), "{:?}", i.phases);
    assert!(i.rounds.is_empty(), "{:?}", i.rounds);
    // The final standings move: the new winner is first.
    assert!(i
        .standings
        .iter()
        .any(|s| s.player == fourth && s.after.map(|a| a.0) == Some(1)));
    // The same result again moves nothing at all.
    let same = Event::TableResults {
        round: 4,
        table: 1,
        results: t.rounds[3].tables[0]
            .seats
            .iter()
            .map(|s| s.result.clone())
            .collect(),
        outcome: None,
    };
    assert!(impact(t, &same).unwrap().is_empty());
}

#[test]
fn an_edit_that_leaves_a_round_incomplete_says_the_later_rounds_lose_their_basis() {
    let j = raduno_with_semifinals();
    let t = j.state();
    let tb = &t.rounds[1].tables[0];
    let mut results: Vec<Option<SeatResult>> = tb.seats.iter().map(|s| s.result.clone()).collect();
    results[0] = None;
    let edit = Event::TableResults {
        round: 2,
        table: tb.number,
        results,
        outcome: None,
    };
    let i = impact(t, &edit).unwrap();
    let r3 = i.rounds.iter().find(|r| r.round == 3).unwrap();
    assert!(
        matches!(&r3.basis, Basis::Lost(e) if raduno::i18n::Localized::text(e, raduno::i18n::Lang::It).contains("Il turno 2 non è completo"))
    );
    assert_eq!(r3.tables.len(), 4);
}

#[test]
fn a_played_locked_round_is_read_only_until_unlocked_and_the_log_says_so() {
    let mut j = raduno_with_semifinals();
    assert!(results_locked(j.state(), 2));
    assert!(
        !results_locked(j.state(), 3),
        "the semifinals are not played yet"
    );
    let order: Vec<PlayerId> = standings(j.state(), 2)
        .rows
        .iter()
        .map(|r| r.player)
        .collect();
    let edit = winning_edit(&j, 2, order[16]);
    assert_eq!(
        j.execute(edit.clone(), 10).unwrap_err(),
        ModelError::RoundLocked(2)
    );
    j.execute(
        Event::RoundLocked {
            round: 2,
            locked: false,
        },
        11,
    )
    .unwrap();
    assert!(!results_locked(j.state(), 2));
    let before = j.state().clone();
    j.execute(edit.clone(), 12).unwrap();
    // Saving the table locks the round again.
    assert!(results_locked(j.state(), 2));

    // The log: the unlock and the correction in words, with the previous points and what moved.
    let unlock = describe_in_context(
        &before,
        &Event::RoundLocked {
            round: 2,
            locked: false,
        },
        Lang::It,
    );
    assert_eq!(
        unlock,
        "Turno 2 sbloccato: i risultati si possono correggere"
    );
    let line = describe_in_context(&before, &edit, Lang::It);
    assert!(line.starts_with("CORREZIONE — Turno 2, tavolo"), "{line}");
    assert!(line.contains("(prima "), "{line}");
    assert!(line.contains("esce dalle semifinali, entra"), "{line}");
    let lock = describe_in_context(
        j.state(),
        &Event::RoundLocked {
            round: 2,
            locked: true,
        },
        Lang::En,
    );
    assert_eq!(lock, "Round 2 locked: results read-only");
}

/// A Raduno Nazionale of 20 with the semifinals drawn, then round 2 corrected (unlocked, saved) so that
/// the best-placed player outside the semifinals wins his table: (journal, who enters, who leaves).
fn semifinals_after_a_correction() -> (Journal, PlayerId, PlayerId) {
    let mut j = raduno_with_semifinals();
    let t = j.state();
    let order: Vec<PlayerId> = standings(t, 2).rows.iter().map(|r| r.player).collect();
    let semis: Vec<PlayerId> = t.rounds[2].players().collect();
    let outsider = *order.iter().find(|p| !semis.contains(p)).unwrap();
    let edit = winning_edit(&j, 2, outsider);
    let leaving = impact(t, &edit).unwrap().phases[0].leave[0];
    j.execute(
        Event::RoundLocked {
            round: 2,
            locked: false,
        },
        20,
    )
    .unwrap();
    j.execute(edit, 21).unwrap();
    (j, outsider, leaving)
}

#[test]
fn a_drawn_semifinal_the_rules_no_longer_give_says_so_and_a_redraw_seats_the_new_qualifier() {
    // Before the correction every drawn round follows the rules.
    let j = raduno_with_semifinals();
    assert!(drifts(j.state()).is_empty());

    let (mut j, outsider, leaving) = semifinals_after_a_correction();
    let t = j.state();
    let d = drift(t, 3);
    let c = d.phase.as_ref().expect("the semifinal players change");
    assert_eq!((c.round, c.phase, c.drawn), (3, Phase::Semifinal, true));
    assert_eq!(
        (c.enter.clone(), c.leave.clone()),
        (vec![outsider], vec![leaving])
    );
    let r = d.round.as_ref().expect("tables no longer follow the bands");
    assert_eq!(r.basis, Basis::Bands);
    let table_of = |p: PlayerId| t.rounds[2].tables[t.rounds[2].find(p).unwrap().0].number;
    assert!(r.tables.contains(&table_of(leaving)));
    assert!(d.flagged(&t.rounds[2]).contains(&table_of(leaving)));
    // The same words as the preview of the edit; rounds 1 and 2 follow the rules.
    let name = |id: PlayerId| t.player(id).unwrap().full_name();
    let lines = d.lines(t, Lang::It);
    assert_eq!(
        lines[0],
        format!(
            "{} esce dalle semifinali, entra {}",
            name(leaving),
            name(outsider)
        )
    );
    assert!(
        lines[1].starts_with("Turno 3, tavol") && lines[1].contains("non segu"),
        "{lines:?}"
    );
    assert_eq!(
        drifts(t).into_iter().map(|(n, _)| n).collect::<Vec<_>>(),
        vec![3]
    );

    // Redrawn keeping the tables that still follow the bands: those stay as they were, the new
    // qualifier is seated, the one who left is not, and the round follows the rules again.
    let kept: Vec<_> = t.rounds[2]
        .tables
        .iter()
        .filter(|tb| !r.tables.contains(&tb.number))
        .cloned()
        .collect();
    assert!(!kept.is_empty(), "some tables still follow the bands");
    // The round page offers the button without drawing.
    assert!(can_redraw_keeping(t, 3));
    let drawn = redraw_keeping(t, 3, 77)
        .expect("a bands round")
        .expect("drawn");
    for tb in &kept {
        assert!(drawn.round.tables.contains(tb), "table {} kept", tb.number);
    }
    assert!(drawn.round.find(outsider).is_some());
    assert!(drawn.round.find(leaving).is_none());
    assert_eq!(drawn.round.tables.len(), 4);
    let mut redone = t.clone();
    raduno::journal::apply(
        &mut redone,
        &Event::RoundRedrawn {
            round: drawn.round.clone(),
            conflicts: drawn.conflicts.clone(),
        },
    )
    .unwrap();
    assert!(drift(&redone, 3).is_empty(), "{:?}", drift(&redone, 3));
    // Every table follows the bands again: nothing to keep, no button.
    assert!(!can_redraw_keeping(&redone, 3));

    // A full redraw by the rules does the same.
    let spec = draw_spec(t, 3).unwrap();
    let full = draw::draw(t, &spec, 78).unwrap();
    j.execute(
        Event::RoundRedrawn {
            round: full.round,
            conflicts: full.conflicts,
        },
        30,
    )
    .unwrap();
    assert!(j.state().rounds[2].find(outsider).is_some());
    assert!(drifts(j.state()).is_empty());
}

#[test]
fn a_player_who_withdraws_after_playing_a_semifinal_does_not_make_it_drift() {
    let mut j = raduno_with_semifinals();
    score(&mut j, 3);
    let semifinalist = j.state().rounds[2].tables[0].seats[0].player;
    let mut p = j.state().player(semifinalist).unwrap().clone();
    p.participating = false;
    j.execute(
        Event::PlayerEdited {
            old_id: semifinalist,
            player: p,
        },
        40,
    )
    .unwrap();
    assert!(drift(j.state(), 3).is_empty(), "{:?}", drift(j.state(), 3));
    assert!(drifts(j.state()).is_empty());
}

#[test]
fn the_command_line_warns_of_a_stale_round_and_refuses_to_go_on_from_it() {
    let (j, outsider, _) = semifinals_after_a_correction();
    let dir = std::env::temp_dir().join(format!("raduno-stale-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let wb = dir.join("stale.xlsx");
    std::fs::write(
        &wb,
        raduno_files::export_workbook(j.state(), j.entries(), Lang::It).unwrap(),
    )
    .unwrap();
    let wb = wb.to_string_lossy().into_owned();
    let run = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_raduno"))
            .args(args)
            .output()
            .unwrap()
    };
    let name = j.state().player(outsider).unwrap().full_name();
    // The standings print, and the warning goes to stderr.
    let o = run(&["standings", &wb, "--format", "raduno-nazionale"]);
    assert!(o.status.success());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("ATTENZIONE: il turno 3 non segue più le regole"),
        "{err}"
    );
    assert!(err.contains(&format!("entra {name}")), "{err}");
    // The final is not drawn on top of it…
    let out = dir.join("out.xlsx").to_string_lossy().into_owned();
    let o = run(&[
        "draw",
        &wb,
        "--format",
        "raduno-nazionale",
        "--round",
        "4",
        "--out",
        &out,
    ]);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("il turno 3 non segue più le regole")
            || err.contains("non segue più le regole"),
        "{err}"
    );
    // …and drawing round 3 again seats the new qualifier with no warning left.
    let o = run(&[
        "draw",
        &wb,
        "--format",
        "raduno-nazionale",
        "--round",
        "3",
        "--replace",
        "--out",
        &out,
        "--json",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let json: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let seated: Vec<u64> = json["tables"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|t| t.as_array().unwrap().iter().map(|p| p.as_u64().unwrap()))
        .collect();
    assert!(seated.contains(&(outsider as u64)));
    let o = run(&["standings", &out, "--format", "raduno-nazionale"]);
    assert!(
        o.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
}

#[test]
fn the_score_sheets_of_a_stale_round_mark_the_tables_that_no_longer_follow_the_rules() {
    let (j, _, leaving) = semifinals_after_a_correction();
    let t = j.state();
    let d = drift(t, 3);
    let flagged = d.flagged(&t.rounds[2]);
    let options = raduno_files::pdf::Options::default().marking_stale(t);
    let bytes = raduno_files::pdf::score_sheets_with(t, 3, &options).expect("round 3");
    let dir = std::env::temp_dir().join(format!("raduno-stale-pdf-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("semifinali.pdf");
    std::fs::write(&path, bytes).unwrap();
    let text = io_support::run_tool(
        "pdftotext",
        "poppler-utils",
        &["-layout".as_ref(), path.as_os_str(), "-".as_ref()],
    );
    // One block per table, two a page, in table order: the warning on exactly the flagged ones.
    let pages: Vec<&str> = text.split("Turno 3 - Tavolo N°").skip(1).collect();
    assert_eq!(pages.len(), 4);
    for (page, tb) in pages.iter().zip(&t.rounds[2].tables) {
        assert_eq!(
            page.contains("ATTENZIONE: questo tavolo non segue più le regole"),
            flagged.contains(&tb.number),
            "table {}:\n{page}",
            tb.number
        );
    }
    let leaving_table = t.rounds[2].tables[t.rounds[2].find(leaving).unwrap().0].number;
    assert!(flagged.contains(&leaving_table));
}
