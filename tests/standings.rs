//! Scoring, standings and phases of every format, against the rulebooks' worked examples
//! (seeds 000, 001, 003, 004) and the formats' rules.

mod io_support;

use io_support::tournament;

use proptest::prelude::*;
use raduno::demo::DEMO_PLAYERS;
use raduno::draw::spec::DrawMethod;
use raduno::format::FormatKind;
use raduno::format::{
    self, draw_spec, final_standings, next_phase, seat_points, standings, validate_table,
    PhaseError, Points, ProblemKind,
};
use raduno::model::{
    OutcomeKind, Phase, Player, PlayerId, Round, SeatResult, Settings, Table, TableOutcome,
    Tournament,
};

/// Appends a round whose seat `s` of table `i` gets `results(player)`.
fn play(
    t: &mut Tournament,
    phase: Phase,
    tables: &[Vec<PlayerId>],
    results: impl Fn(PlayerId) -> SeatResult,
) {
    let number = t.rounds.len() as u32 + 1;
    let tables = tables
        .iter()
        .enumerate()
        .map(|(i, ps)| {
            let mut tb = Table::new(i as u32 + 1, ps);
            for s in &mut tb.seats {
                s.result = Some(results(s.player));
            }
            tb
        })
        .collect();
    t.rounds
        .push(Round::new(number, phase, 1000 + number as u64, tables));
}

/// A round where the first player listed at each table scores `first[k]`… (points by seat order).
fn play_ordered(t: &mut Tournament, phase: Phase, tables: &[Vec<PlayerId>], points: &[u32]) {
    let mut map = std::collections::HashMap::new();
    for tb in tables {
        for (k, &p) in tb.iter().enumerate() {
            map.insert(p, points[k]);
        }
    }
    play(t, phase, tables, |p| SeatResult::points(map[&p]));
}

fn pts(t: &Tournament, round: usize, table: usize) -> Vec<String> {
    let r = &t.rounds[round];
    let d = format::format(format::kind(&t.settings)).decimals;
    seat_points(t, r, &r.tables[table])
        .unwrap()
        .iter()
        .map(|p| p.to_decimal(d))
        .collect()
}

fn order(t: &Tournament, upto: u32) -> Vec<PlayerId> {
    standings(t, upto).rows.iter().map(|r| r.player).collect()
}

fn bands(t: &Tournament, number: u32) -> Vec<Vec<PlayerId>> {
    match draw_spec(t, number).unwrap().method {
        DrawMethod::Bands { groups } => groups,
        m => panic!("expected bands, got {m:?}"),
    }
}

fn fixed(t: &Tournament, number: u32) -> (Vec<Vec<PlayerId>>, Vec<PlayerId>) {
    match draw_spec(t, number).unwrap().method {
        DrawMethod::Fixed { tables, byes } => (tables, byes),
        m => panic!("expected fixed tables, got {m:?}"),
    }
}

// ---------------------------------------------------------------- scoring examples

#[test]
fn master_21_at_a_five_table_is_0_027_and_80_to_86_give_1_100() {
    let mut t = tournament(FormatKind::Master, 10);
    play_ordered(
        &mut t,
        Phase::Qualifying,
        &[vec![1, 2, 3, 4, 5], vec![6, 7, 8, 9, 10]],
        &[80, 21, 20, 5, 0],
    );
    assert_eq!(
        pts(&t, 0, 0),
        vec!["1.100", "0.027", "0.025", "0.007", "0.000"]
    );
    for p in 80..=86 {
        let mut t = tournament(FormatKind::Master, 5);
        play_ordered(
            &mut t,
            Phase::Qualifying,
            &[vec![1, 2, 3, 4, 5]],
            &[p, 21, 20, 5, 0],
        );
        assert_eq!(pts(&t, 0, 0)[0], "1.100", "{p} table points");
    }
    let mut t = tournament(FormatKind::Master, 4);
    play_ordered(
        &mut t,
        Phase::Qualifying,
        &[vec![1, 2, 3, 4]],
        &[45, 39, 20, 3],
    );
    assert_eq!(pts(&t, 0, 0), vec!["1.045", "0.039", "0.020", "0.003"]);
}

#[test]
fn master_risiko_gives_1_100_at_any_table() {
    for n in [4, 5] {
        let mut t = tournament(FormatKind::Master, n);
        let ids: Vec<u32> = (1..=n).collect();
        play(&mut t, Phase::Qualifying, &[ids], |p| SeatResult {
            points: if p == 2 { 100 } else { 30 - p },
            risiko: p == 2,
            ..Default::default()
        });
        assert_eq!(pts(&t, 0, 0)[1], "1.100");
        assert_eq!(format::winners(&t, &t.rounds[0]), vec![2]);
    }
}

#[test]
fn master_level_winners_are_split_by_outside_objective_then_reverse_play_order() {
    let mut t = tournament(FormatKind::Master, 4);
    play(&mut t, Phase::Qualifying, &[vec![1, 2, 3, 4]], |p| {
        SeatResult {
            points: if p <= 2 { 44 } else { 10 + p },
            outside_objective: Some(7),
            play_order: Some(p as u8),
            ..Default::default()
        }
    });
    // Same points outside objective: the later in play order (2) wins.
    assert_eq!(pts(&t, 0, 0), vec!["0.044", "1.044", "0.013", "0.014"]);
    // Without any tie-break the table cannot be scored and the entry check says why.
    let mut t2 = tournament(FormatKind::Master, 4);
    play(&mut t2, Phase::Qualifying, &[vec![1, 2, 3, 4]], |p| {
        SeatResult::points(if p <= 2 { 44 } else { 10 })
    });
    let r = &t2.rounds[0];
    assert!(seat_points(&t2, r, &r.tables[0]).is_err());
    let entry: Vec<Option<SeatResult>> =
        r.tables[0].seats.iter().map(|s| s.result.clone()).collect();
    let problems = validate_table(&t2, r, &r.tables[0], &entry, None);
    assert!(
        matches!(&problems[0].kind, ProblemKind::TieUnresolved { names, .. } if names.len() == 2),
        "{problems:?}"
    );
    assert!(problems[0].to_string().contains("Nome1 Cognome1"));
}

#[test]
fn spartac_42_33_gives_142_91_and_risiko_186() {
    let mut t = tournament(FormatKind::CampionatoGufo, 11);
    play_ordered(
        &mut t,
        Phase::Qualifying,
        &[vec![1, 2, 3, 4]],
        &[42, 33, 20, 0],
    );
    assert_eq!(pts(&t, 0, 0), vec!["142", "91", "78", "58"]);
    let mut t2 = tournament(FormatKind::CampionatoGufo, 4);
    play(&mut t2, Phase::Qualifying, &[vec![1, 2, 3, 4]], |p| {
        SeatResult {
            points: [100, 40, 30, 0][p as usize - 1],
            risiko: p == 1,
            ..Default::default()
        }
    });
    assert_eq!(pts(&t2, 0, 0), vec!["186", "40", "30", "0"]);
    // A ghost table: three real seats scored as at a table of 4; the ghost is in no standings.
    let mut t3 = tournament(FormatKind::CampionatoGufo, 3);
    play_ordered(&mut t3, Phase::Qualifying, &[vec![1, 2, 3]], &[50, 40, 10]);
    t3.rounds[0].tables[0].ghost = true;
    assert_eq!(pts(&t3, 0, 0), vec!["150", "90", "60"]);
    assert_eq!(standings(&t3, 1).rows.len(), 3);
    // At a 5-table the winner's points count × 1.25.
    let mut t4 = tournament(FormatKind::CampionatoGufo, 5);
    play_ordered(
        &mut t4,
        Phase::Qualifying,
        &[vec![1, 2, 3, 4, 5]],
        &[42, 33, 20, 10, 0],
    );
    // Whole points are shown as such, but a quarter is never rounded away: the standings show the
    // decimals a value needs.
    let s4 = standings(&t4, 1);
    assert_eq!(s4.decimals, 1);
    let winner = seat_points(&t4, &t4.rounds[0], &t4.rounds[0].tables[0]).unwrap()[0];
    assert_eq!(winner.to_decimal(s4.decimals), "152.5");
}

#[test]
fn raduno_bonus_50_25_and_rounded_share_for_three() {
    let mut t = tournament(FormatKind::RadunoNazionale, 12);
    play_ordered(
        &mut t,
        Phase::Qualifying,
        &[vec![1, 2, 3, 4], vec![5, 6, 7, 8], vec![9, 10, 11, 12]],
        &[55, 44, 30, 0],
    );
    assert_eq!(pts(&t, 0, 0), vec!["105", "44", "30", "0"]);
    let mut t = tournament(FormatKind::RadunoNazionale, 4);
    play_ordered(
        &mut t,
        Phase::Qualifying,
        &[vec![1, 2, 3, 4]],
        &[44, 44, 30, 0],
    );
    assert_eq!(pts(&t, 0, 0), vec!["69", "69", "30", "0"]);
    assert_eq!(
        standings(&t, 1).rows.iter().filter(|r| r.wins == 1).count(),
        2
    );
    let mut t = tournament(FormatKind::RadunoNazionale, 4);
    play_ordered(
        &mut t,
        Phase::Qualifying,
        &[vec![1, 2, 3, 4]],
        &[40, 40, 40, 0],
    );
    assert_eq!(pts(&t, 0, 0), vec!["57", "57", "57", "0"]);
    // A manual tie order gives a single winner.
    let mut t = tournament(FormatKind::RadunoNazionale, 4);
    play(&mut t, Phase::Qualifying, &[vec![1, 2, 3, 4]], |p| {
        SeatResult {
            points: if p <= 2 { 44 } else { 10 },
            tie_order: if p <= 2 { Some(3 - p as u8) } else { None },
            ..Default::default()
        }
    });
    assert_eq!(pts(&t, 0, 0), vec!["44", "94", "10", "10"]);
}

#[test]
fn legacy_manual_126_1_105_ranks_above_126_1_94() {
    // Chiara Messore 21 + 105 and Danilo Vangelista 32 + 94 (seed 000, "Calcolo della classifica").
    // Round 1: player 1 scores 21 and player 2 scores 32, both losing.
    let mut t = tournament(FormatKind::RadunoNazionale, 8);
    play(
        &mut t,
        Phase::Qualifying,
        &[vec![1, 3, 4, 5], vec![2, 6, 7, 8]],
        |p| SeatResult::points([21, 32, 60, 10, 5, 70, 3, 2][p as usize - 1]),
    );
    // Round 2: player 1 wins with 55 (105), player 2 wins with 44 (94).
    play(
        &mut t,
        Phase::Qualifying,
        &[vec![1, 6, 3, 8], vec![2, 4, 5, 7]],
        |p| SeatResult::points([55, 44, 20, 30, 10, 40, 20, 1][p as usize - 1]),
    );
    let s = standings(&t, 2);
    let row = |id: PlayerId| s.rows.iter().find(|r| r.player == id).unwrap();
    assert_eq!((row(1).total, row(1).wins), (Points::from_int(126), 1));
    assert_eq!((row(2).total, row(2).wins), (Points::from_int(126), 1));
    assert_eq!(
        row(1).rounds,
        vec![Some(Points::from_int(21)), Some(Points::from_int(105))]
    );
    assert!(row(1).pos < row(2).pos, "126/1/105 ranks above 126/1/94");
    assert_eq!(row(1).won, vec![false, true]);
}

#[test]
fn open_keeps_quarters_and_shows_two_decimals() {
    let mut t = tournament(FormatKind::Open, 5);
    play_ordered(
        &mut t,
        Phase::Qualifying,
        &[vec![1, 2, 3, 4, 5]],
        &[45, 21, 20, 5, 0],
    );
    assert_eq!(
        pts(&t, 0, 0),
        vec!["106.25", "26.25", "25.00", "6.25", "0.00"]
    );
    assert_eq!(standings(&t, 1).decimals, 2);
}

#[test]
fn gufo_placing_and_elimination_bonus() {
    let mut t = tournament(FormatKind::Gufo, 5);
    let elim = |e: u8| SeatResult {
        eliminated: Some(e),
        ..Default::default()
    };
    play(
        &mut t,
        Phase::Qualifying,
        &[vec![1, 2, 3, 4, 5]],
        |p| match p {
            1 => SeatResult::points(60),
            2 => SeatResult::points(21),
            3 => SeatResult::points(30),
            4 => elim(1),
            _ => elim(2),
        },
    );
    let r = &t.rounds[0];
    let p: Vec<Points> = seat_points(&t, r, &r.tables[0]).unwrap();
    // 60 × 1.25 / 100 + 12; 21 × 1.25 / 100 + 5 (third survivor); 30 × 1.25 / 100 + 7; last eliminated 3; 2.
    assert_eq!(
        p,
        vec![
            Points::new(1275, 100),
            Points::new(52625, 10000),
            Points::new(7375, 1000),
            Points::from_int(3),
            Points::from_int(2)
        ]
    );
    let s = standings(&t, 1);
    assert_eq!(
        s.rows.iter().map(|r| r.player).collect::<Vec<_>>(),
        vec![1, 3, 2, 4, 5]
    );
    assert_eq!(s.decimals, 4);
    assert_eq!(s.rows[2].total.to_decimal(s.decimals), "5.2625");
    // Level survivors need a tie order.
    let mut t2 = tournament(FormatKind::Gufo, 4);
    play_ordered(
        &mut t2,
        Phase::Qualifying,
        &[vec![1, 2, 3, 4]],
        &[40, 30, 30, 10],
    );
    let r = &t2.rounds[0];
    assert!(seat_points(&t2, r, &r.tables[0]).is_err());
    // Elimination entry checks.
    let entry = vec![
        Some(elim(1)),
        Some(elim(1)),
        Some(SeatResult::points(30)),
        Some(SeatResult {
            points: 5,
            eliminated: Some(2),
            ..Default::default()
        }),
    ];
    let kinds: Vec<ProblemKind> = validate_table(&t2, r, &r.tables[0], &entry, None)
        .into_iter()
        .map(|p| p.kind)
        .collect();
    assert!(
        kinds.contains(&ProblemKind::BadEliminationOrder { order: 1 }),
        "{kinds:?}"
    );
    assert!(
        kinds.contains(&ProblemKind::EliminatedWithPoints { points: 5 }),
        "{kinds:?}"
    );
}

#[test]
fn ludolimpica_adds_20_for_a_105_win_and_breaks_ties_by_the_rulebook() {
    let mut t = tournament(FormatKind::Ludolimpica, 8);
    play_ordered(
        &mut t,
        Phase::Qualifying,
        &[vec![1, 2, 3, 4], vec![5, 6, 7, 8]],
        &[105, 40, 30, 10],
    );
    assert_eq!(pts(&t, 0, 0), vec!["125", "40", "30", "10"]);
    // Round 2 by standings: 1 and 5 (125, registration decides: 1 first) at table 1 with 2 and 6.
    let (tables, _) = fixed(&t, 2);
    assert_eq!(tables, vec![vec![1, 5, 2, 6], vec![3, 7, 4, 8]]);
    assert_eq!(order(&t, 1), vec![1, 5, 2, 6, 3, 7, 4, 8]);
    let r = &t.rounds[0];
    let entry = vec![
        Some(SeatResult::points(105)),
        Some(SeatResult::points(106)),
        None,
        Some(SeatResult::points(0)),
    ];
    let kinds: Vec<ProblemKind> = validate_table(&t, r, &r.tables[0], &entry, None)
        .into_iter()
        .map(|p| p.kind)
        .collect();
    assert!(kinds.contains(&ProblemKind::MissingScore));
    assert!(kinds.contains(&ProblemKind::SeveralAtEnd { end: 105 }));
    assert!(kinds.contains(&ProblemKind::OverTotal {
        total: 211,
        max: 194,
        unit: raduno::format::Unit::VictoryPoints,
        points: vec![105, 106, 0],
    }));
}

#[test]
fn ludolimpica_final_is_the_top_four() {
    let mut t = tournament(FormatKind::Ludolimpica, 9);
    play_ordered(
        &mut t,
        Phase::Qualifying,
        &[vec![1, 2, 3, 4], vec![5, 6, 7, 8, 9]],
        &[90, 40, 30, 10, 0],
    );
    let (tables, _) = fixed(&t, 2);
    assert_eq!(tables.iter().map(Vec::len).collect::<Vec<_>>(), vec![4, 5]);
    let t2_tables = tables.clone();
    play_ordered(&mut t, Phase::Qualifying, &t2_tables, &[50, 40, 30, 20, 10]);
    let top: Vec<PlayerId> = order(&t, 2).into_iter().take(4).collect();
    let (f, _) = fixed(&t, 3);
    assert_eq!(f, vec![top]);
    assert_eq!(draw_spec(&t, 3).unwrap().phase, Phase::Final);
}

// ---------------------------------------------------------------- Testa a testa

fn outcome(t: &mut Tournament, round: usize, table: usize, kind: OutcomeKind, seat: u8) {
    t.rounds[round].tables[table].outcome = Some(TableOutcome { kind, seat });
}

#[test]
fn testa_a_testa_pairs_strong_against_weak_with_a_bye_of_10() {
    let mut t = tournament(FormatKind::TestaATesta, 5);
    for p in &mut t.players {
        p.seed = Some(6 - p.id); // player 5 is the strongest
    }
    let (tables, byes) = fixed(&t, 1);
    assert_eq!(tables, vec![vec![5, 2], vec![4, 3]]);
    assert_eq!(byes, vec![1]);
    play_ordered(&mut t, Phase::Qualifying, &tables, &[80, 10]);
    t.rounds[0].byes = byes.clone();
    outcome(&mut t, 0, 0, OutcomeKind::Points, 0);
    outcome(&mut t, 0, 1, OutcomeKind::Risiko, 1);
    assert_eq!(pts(&t, 0, 0), vec!["160", "40"]);
    assert_eq!(pts(&t, 0, 1), vec!["30", "170"]);
    // The rematch: the same pairs, positions swapped, the same bye.
    let (rematch, rbyes) = fixed(&t, 2);
    assert_eq!(rematch, vec![vec![2, 5], vec![3, 4]]);
    assert_eq!(rbyes, vec![1]);
    play_ordered(&mut t, Phase::Qualifying, &rematch, &[50, 50]);
    t.rounds[1].byes = rbyes;
    outcome(&mut t, 1, 0, OutcomeKind::Abandon, 0); // player 2 abandons: 0, player 5: 200
    outcome(&mut t, 1, 1, OutcomeKind::Points, 0);
    assert_eq!(pts(&t, 1, 0), vec!["0", "200"]);
    let s = standings(&t, 2);
    let total = |id: PlayerId| s.rows.iter().find(|r| r.player == id).unwrap().total;
    assert_eq!(total(5), Points::from_int(360));
    assert_eq!(total(1), Points::from_int(20));
    assert_eq!(total(3), Points::from_int(270));
    // Evening 2 by the standings 5 (360), 3 (270), 4 (130), 2 (40), 1 (20): 1 sat out on evening 1,
    // so the lowest of those who have not, 2, sits out (the Testa a testa rulebook Reading); 5 v 1 and 3 v 4, but 3 v 4
    // met on evening 1, so the neighbours swap their weaker players.
    let (tables, byes) = fixed(&t, 3);
    assert_eq!(byes, vec![2]);
    assert_eq!(tables, vec![vec![5, 4], vec![3, 1]]);
}

#[test]
fn testa_a_testa_ties_go_to_the_lower_table_then_semifinals_and_final() {
    let mut t = tournament(FormatKind::TestaATesta, 4);
    t.settings.planned_rounds = Some(2);
    play_ordered(
        &mut t,
        Phase::Qualifying,
        &[vec![1, 4], vec![2, 3]],
        &[50, 45],
    );
    outcome(&mut t, 0, 0, OutcomeKind::Points, 0);
    outcome(&mut t, 0, 1, OutcomeKind::Points, 0);
    play_ordered(
        &mut t,
        Phase::Qualifying,
        &[vec![4, 1], vec![3, 2]],
        &[50, 45],
    );
    outcome(&mut t, 1, 0, OutcomeKind::Points, 0);
    outcome(&mut t, 1, 1, OutcomeKind::Points, 0);
    // Everyone has 200: table 1's players rank ahead of table 2's.
    let s = standings(&t, 2);
    assert!(s.rows.iter().all(|r| r.total == Points::from_int(200)));
    assert_eq!(
        s.rows.iter().map(|r| r.pos).collect::<Vec<_>>(),
        vec![1, 1, 3, 3]
    );
    assert_eq!(s.rows[0].player.min(s.rows[1].player), 1);
    // Semifinals 1st v 4th, 2nd v 3rd.
    let (semis, _) = fixed(&t, 3);
    let o = order(&t, 2);
    assert_eq!(semis, vec![vec![o[0], o[3]], vec![o[1], o[2]]]);
    assert_eq!(draw_spec(&t, 3).unwrap().phase, Phase::Semifinal);
    play_ordered(&mut t, Phase::Semifinal, &semis, &[80, 10]);
    outcome(&mut t, 2, 0, OutcomeKind::Points, 0);
    outcome(&mut t, 2, 1, OutcomeKind::Points, 0);
    let (rematch, _) = fixed(&t, 4);
    play_ordered(&mut t, Phase::Semifinal, &rematch, &[80, 10]);
    outcome(&mut t, 3, 0, OutcomeKind::Points, 0);
    outcome(&mut t, 3, 1, OutcomeKind::Points, 0);
    // Sums 200 each in both semifinals: the better qualifying position goes through.
    let (fin, _) = fixed(&t, 5);
    assert_eq!(fin, vec![vec![o[0], o[1]]]);
    assert_eq!(draw_spec(&t, 5).unwrap().phase, Phase::Final);
    play_ordered(&mut t, Phase::Final, &fin, &[10, 90]);
    outcome(&mut t, 4, 0, OutcomeKind::Points, 1);
    assert!(
        final_standings(&t).is_none(),
        "the final's rematch is still to play"
    );
    let (fr, _) = fixed(&t, 6);
    play_ordered(&mut t, Phase::Final, &fr, &[50, 50]);
    outcome(&mut t, 5, 0, OutcomeKind::Points, 0);
    let f = final_standings(&t).unwrap();
    assert_eq!(
        f.rows.iter().map(|r| r.player).take(2).collect::<Vec<_>>(),
        vec![o[1], o[0]]
    );
    assert_eq!(
        f.rows.iter().map(|r| r.pos).collect::<Vec<_>>(),
        vec![1, 2, 3, 4]
    );
    assert!(matches!(
        draw_spec(&t, 7),
        Err(PhaseError::TournamentOver { rounds: 6 })
    ));
}

#[test]
fn testa_a_testa_outcome_is_required_at_entry() {
    let mut t = tournament(FormatKind::TestaATesta, 2);
    play_ordered(&mut t, Phase::Qualifying, &[vec![1, 2]], &[50, 40]);
    let r = &t.rounds[0];
    let entry: Vec<Option<SeatResult>> =
        r.tables[0].seats.iter().map(|s| s.result.clone()).collect();
    let kinds: Vec<ProblemKind> = validate_table(&t, r, &r.tables[0], &entry, None)
        .into_iter()
        .map(|p| p.kind)
        .collect();
    assert_eq!(kinds, vec![ProblemKind::MissingOutcome]);
    let bad = Some(TableOutcome {
        kind: OutcomeKind::Points,
        seat: 1,
    });
    let kinds: Vec<ProblemKind> = validate_table(&t, r, &r.tables[0], &entry, bad)
        .into_iter()
        .map(|p| p.kind)
        .collect();
    // the Testa a testa rulebook: a difference of 1–10 is still won by the player with more table points; naming the
    // other one is refused, naming the leader is accepted.
    assert_eq!(kinds, vec![ProblemKind::OutcomeContradictsPoints]);
    let good = Some(TableOutcome {
        kind: OutcomeKind::Points,
        seat: 0,
    });
    let kinds: Vec<ProblemKind> = validate_table(&t, r, &r.tables[0], &entry, good)
        .into_iter()
        .map(|p| p.kind)
        .collect();
    assert!(kinds.is_empty(), "{kinds:?}");
}

// ---------------------------------------------------------------- Master structure

/// 40 players: round 1 tables of 4 consecutive IDs, the first listed wins; round 2 table j holds
/// j+1, j+11, j+21, j+31 and is won by a player of `double` (who then has 2 wins) or else by a player who
/// lost round 1. Winners score 50 + `bonus(player)`, the others 30, 20, 10.
fn master40(
    format: FormatKind,
    double: &[PlayerId],
    bonus: impl Fn(PlayerId) -> u32,
) -> Tournament {
    let mut t = tournament(format, 40);
    let r1: Vec<Vec<PlayerId>> = (0..10).map(|j| (4 * j + 1..=4 * j + 4).collect()).collect();
    let r1_winner = |p: PlayerId| p % 4 == 1;
    let r2: Vec<Vec<PlayerId>> = (0..10)
        .map(|j| {
            let mut ps: Vec<PlayerId> = vec![j + 1, j + 11, j + 21, j + 31];
            let first = ps
                .iter()
                .position(|p| double.contains(p))
                .or_else(|| ps.iter().position(|&p| !r1_winner(p)))
                .unwrap();
            let w = ps.remove(first);
            ps.insert(0, w);
            ps
        })
        .collect();
    for tables in [r1, r2] {
        let firsts: Vec<PlayerId> = tables.iter().map(|tb| tb[0]).collect();
        let rank: std::collections::HashMap<PlayerId, u32> = tables
            .iter()
            .flat_map(|tb| tb.iter().enumerate().map(|(k, &p)| (p, k as u32)))
            .collect();
        play(&mut t, Phase::Qualifying, &tables, |p| {
            SeatResult::points(if firsts.contains(&p) {
                50 + bonus(p)
            } else {
                30 - 10 * (rank[&p] - 1)
            })
        });
    }
    t
}

fn two_wins(t: &Tournament) -> Vec<PlayerId> {
    standings(t, 2)
        .rows
        .iter()
        .filter(|r| r.wins == 2)
        .map(|r| r.player)
        .collect()
}

#[test]
fn master_under_50_two_direct_finalists_and_2_semifinals_for_positions_3_to_10() {
    let t = master40(FormatKind::Master, &[1, 5], |p| match p {
        1 => 5,
        5 => 3,
        _ => 0,
    });
    assert_eq!(two_wins(&t), vec![1, 5]);
    let s = standings(&t, 2);
    let b = bands(&t, 3);
    assert_eq!(b.len(), 1);
    // Positions 3–10 (level players at the cut are chosen by the recorded draw).
    let pos = |p: PlayerId| s.rows.iter().find(|r| r.player == p).unwrap().pos;
    let expected: Vec<u32> = s.rows[2..10].iter().map(|r| r.pos).collect();
    assert_eq!(b[0].iter().map(|&p| pos(p)).collect::<Vec<_>>(), expected);
    assert!(!b[0].contains(&1) && !b[0].contains(&5));
    let advice = next_phase(&t);
    assert_eq!((advice.number, advice.phase), (3, Phase::Semifinal));
    assert!(
        advice
            .explanation(raduno::i18n::Lang::It)
            .contains("2 semifinali per le posizioni 3–10"),
        "{}",
        advice.explanation(raduno::i18n::Lang::It)
    );
    assert!(
        advice
            .explanation(raduno::i18n::Lang::En)
            .contains("Two players with 2 wins"),
        "{}",
        advice.explanation(raduno::i18n::Lang::En)
    );
}

#[test]
fn master_under_50_one_player_with_two_wins_and_3_semifinals_for_positions_2_to_13() {
    let t = master40(FormatKind::Master, &[1], |_| 0);
    assert_eq!(two_wins(&t), vec![1]);
    let o = order(&t, 2);
    assert_eq!(o[0], 1);
    let b = bands(&t, 3);
    assert_eq!(b.len(), 1);
    assert_eq!(b[0].len(), 12);
    assert!(!b[0].contains(&1));
    let advice = next_phase(&t);
    assert!(
        advice
            .explanation(raduno::i18n::Lang::It)
            .starts_with("Un solo giocatore con 2 vittorie")
            && advice
                .explanation(raduno::i18n::Lang::It)
                .ends_with("3 semifinali per le posizioni 2–13"),
        "{}",
        advice.explanation(raduno::i18n::Lang::It)
    );
}

#[test]
fn master_under_50_second_and_third_level_gives_3_semifinals() {
    let t = master40(
        FormatKind::Master,
        &[1, 5, 9],
        |p| if p == 1 { 5 } else { 3 },
    );
    let s = standings(&t, 2);
    assert_eq!(s.rows[1].pos, s.rows[2].pos, "2nd and 3rd are level");
    assert_ne!(s.rows[0].pos, s.rows[1].pos);
    let b = bands(&t, 3);
    assert_eq!(b[0].len(), 12);
    assert!(!b[0].contains(&1) && b[0].contains(&5) && b[0].contains(&9));
    assert!(next_phase(&t)
        .explanation(raduno::i18n::Lang::En)
        .contains("2nd and 3rd level with 2 wins"));
}

#[test]
fn master_under_50_first_three_level_or_nobody_with_two_wins_gives_4_semifinals() {
    let t = master40(FormatKind::Master, &[1, 5, 9], |_| 3);
    let b = bands(&t, 3);
    assert_eq!(b[0].len(), 16);
    let mut top: Vec<PlayerId> = b[0][..3].to_vec();
    top.sort();
    assert_eq!(top, vec![1, 5, 9]);
    assert!(next_phase(&t)
        .explanation(raduno::i18n::Lang::En)
        .contains("first three are level"));

    let t = master40(FormatKind::Master, &[], |_| 0);
    assert!(two_wins(&t).is_empty());
    let b = bands(&t, 3);
    assert_eq!(b[0].len(), 16);
    let s = standings(&t, 2);
    // Positions 1–16: everybody ahead of the 16th band member is in (ties broken by the recorded draw).
    let cut = s.rows.iter().find(|r| r.player == b[0][15]).unwrap().pos;
    assert!(s
        .rows
        .iter()
        .filter(|r| r.pos < cut)
        .all(|r| b[0].contains(&r.player)));
    assert!(next_phase(&t)
        .explanation(raduno::i18n::Lang::It)
        .contains("Nessun giocatore con 2 vittorie"));
}

#[test]
fn master_risiko_legacy_rule() {
    let t = master40(FormatKind::MasterRisiko, &[1], |_| 0);
    assert_eq!(bands(&t, 3)[0].len(), 12);
    let t = master40(FormatKind::MasterRisiko, &[1, 5], |p| {
        if p == 1 {
            5
        } else {
            3
        }
    });
    assert_eq!(
        bands(&t, 3)[0].len(),
        16,
        "two players with 2 wins: 4 semifinals in the legacy rule"
    );
    let mut t = master40(FormatKind::MasterRisiko, &[1], |_| 0);
    t.players[0].participating = false;
    let b = bands(&t, 3);
    assert_eq!(b[0].len(), 16);
    assert!(!b[0].contains(&1));
}

#[test]
fn master_direct_finalist_who_withdraws_before_the_semifinals_means_4_semifinals() {
    let mut t = master40(FormatKind::Master, &[1, 5], |p| if p == 1 { 5 } else { 3 });
    t.players[4].participating = false; // player 5
    let b = bands(&t, 3);
    assert_eq!(b[0].len(), 16);
    assert!(b[0].contains(&1) && !b[0].contains(&5));
    assert!(next_phase(&t)
        .explanation(raduno::i18n::Lang::En)
        .contains("direct finalist withdrew"));
}

/// Plays the semifinals: at each table the first listed wins (40, 30, 20, 10).
fn play_semis(t: &mut Tournament) -> Vec<Vec<PlayerId>> {
    let tables: Vec<Vec<PlayerId>> = bands(t, 3).concat().chunks(4).map(|c| c.to_vec()).collect();
    // Bands: one of each band per table (band size = number of tables).
    let n = tables.len();
    let flat: Vec<PlayerId> = tables.concat();
    let seated: Vec<Vec<PlayerId>> = (0..n)
        .map(|i| (0..4).map(|b| flat[b * n + i]).collect())
        .collect();
    play_ordered(t, Phase::Semifinal, &seated, &[40, 30, 20, 10]);
    seated
}

#[test]
fn master_final_with_withdrawals_and_final_standings() {
    let mut t = master40(FormatKind::Master, &[1], |_| 0);
    let semis = play_semis(&mut t);
    assert_eq!(semis.len(), 3);
    let (fin, _) = fixed(&t, 4);
    assert_eq!(fin, vec![vec![1, semis[0][0], semis[1][0], semis[2][0]]]);
    // A semifinal winner gives up: the 2nd of his table. A whole table gives up: the best 2nd of the
    // other tables by the qualifying standings. The direct finalist gives up after the semifinals: the
    // next best 2nd.
    let mut w = t.clone();
    w.players
        .iter_mut()
        .filter(|p| p.id == semis[0][0])
        .for_each(|p| p.participating = false);
    assert_eq!(
        fixed(&w, 4).0,
        vec![vec![1, semis[0][1], semis[1][0], semis[2][0]]]
    );
    let mut w = t.clone();
    for p in w
        .players
        .iter_mut()
        .filter(|p| semis[2].contains(&p.id) || p.id == 1)
    {
        p.participating = false;
    }
    let q = order(&w, 2);
    let pos = |p: PlayerId| q.iter().position(|&x| x == p).unwrap();
    let mut seconds = [semis[0][1], semis[1][1]];
    seconds.sort_by_key(|&p| pos(p));
    let (fin_w, _) = fixed(&w, 4);
    assert_eq!(
        fin_w,
        vec![vec![seconds[0], semis[0][0], semis[1][0], seconds[1]]]
    );
    assert!(next_phase(&w)
        .explanation(raduno::i18n::Lang::It)
        .contains("ripescato"));

    // Play the final: final standings 1–4 by the final, then by points.
    play_ordered(&mut t, Phase::Final, &fin, &[10, 50, 40, 30]);
    let f = final_standings(&t).unwrap();
    assert_eq!(f.decimals, 3);
    let head: Vec<PlayerId> = f.rows.iter().take(4).map(|r| r.player).collect();
    assert_eq!(head, vec![fin[0][1], fin[0][2], fin[0][3], 1]);
    assert_eq!(f.rows.len(), 40);
    for w in f.rows.windows(2).skip(4) {
        assert!(w[0].total >= w[1].total);
        assert!(w[0].pos <= w[1].pos);
        if w[0].pos == w[1].pos {
            assert_eq!(w[0].total, w[1].total);
        }
    }
    assert_eq!(f.rows[4].pos, 5);
    // Shared positions: the losers level on every criterion share one (players ahead + 1).
    let shared = f.rows.windows(2).any(|w| w[0].pos == w[1].pos);
    assert!(shared, "players with identical games share a position");
    assert!(matches!(
        draw_spec(&t, 5),
        Err(PhaseError::TournamentOver { rounds: 4 })
    ));
}

/// n players (multiple of 4), two rounds of 4-tables, everyone's table points = his ID: all totals
/// differ, so the standings have no tie.
fn master_big(n: u32) -> Tournament {
    let mut t = tournament(FormatKind::Master, n);
    let m = n / 4;
    let r1: Vec<Vec<PlayerId>> = (0..m).map(|j| (4 * j + 1..=4 * j + 4).collect()).collect();
    let r2: Vec<Vec<PlayerId>> = (0..m)
        .map(|j| (0..4).map(|k| j + 1 + k * m).collect())
        .collect();
    // IDs above 200 would be more table points than a game has; the scoring does not care.
    play(&mut t, Phase::Qualifying, &r1, SeatResult::points);
    play(&mut t, Phase::Qualifying, &r2, SeatResult::points);
    t
}

#[test]
fn master_parallel_groups_by_position_modulo_k() {
    for (n, k) in [(52, 1), (120, 2), (160, 3), (200, 4)] {
        let t = master_big(n);
        let s = standings(&t, 2);
        assert!(
            s.rows.windows(2).all(|w| w[0].pos < w[1].pos),
            "no ties by construction"
        );
        let o: Vec<PlayerId> = s.rows.iter().map(|r| r.player).collect();
        let b = bands(&t, 3);
        assert_eq!(b.len(), k, "{n} players");
        for (g, group) in b.iter().enumerate() {
            let expected: Vec<PlayerId> = o.iter().skip(g).step_by(k).take(16).copied().collect();
            assert_eq!(group, &expected, "{n} players, group {g}");
        }
        if k > 1 {
            assert!(next_phase(&t)
                .explanation(raduno::i18n::Lang::It)
                .contains(&format!("{k} gruppi paralleli")));
        }
    }
}

/// The advice says the parallel groups in words a director understands: no
/// "1 gruppo parallelo (posizioni modulo 1)".
#[test]
fn master_parallel_groups_said_in_words() {
    let one = next_phase(&master_big(52));
    assert!(
        one.explanation(raduno::i18n::Lang::It)
            .ends_with("4 semifinali per le posizioni 1–16, poi la finale"),
        "{}",
        one.explanation(raduno::i18n::Lang::It)
    );
    assert!(
        one.explanation(raduno::i18n::Lang::En)
            .ends_with("4 semifinals for positions 1–16, then the final"),
        "{}",
        one.explanation(raduno::i18n::Lang::En)
    );
    let three = next_phase(&master_big(160));
    assert!(
        three.explanation(raduno::i18n::Lang::It).contains(
            "3 gruppi paralleli, ognuno con 4 semifinali e la sua finale (1°, 4°, 7°… nel gruppo 1; 2°, 5°, 8°… nel gruppo 2; 3°, 6°, 9°… nel gruppo 3), posizioni 1–48"
        ),
        "{}",
        three.explanation(raduno::i18n::Lang::It)
    );
    assert!(
        three.explanation(raduno::i18n::Lang::En).contains(
            "(1st, 4th, 7th… in group 1; 2nd, 5th, 8th… in group 2; 3rd, 6th, 9th… in group 3)"
        ),
        "{}",
        three.explanation(raduno::i18n::Lang::En)
    );
    for a in [&one, &three] {
        for text in [
            &a.explanation(raduno::i18n::Lang::It),
            &a.explanation(raduno::i18n::Lang::En),
        ] {
            assert!(
                !text.contains("modulo")
                    && !text.contains("1 gruppo")
                    && !text.contains("1 parallel"),
                "{text}"
            );
        }
    }
}

#[test]
fn master_withdrawn_qualifiers_leave_the_standings_before_the_split() {
    let mut t = master_big(120);
    let o = order(&t, 2);
    t.players
        .iter_mut()
        .filter(|p| p.id == o[0])
        .for_each(|p| p.participating = false);
    let b = bands(&t, 3);
    let rest: Vec<PlayerId> = o[1..].to_vec();
    assert_eq!(
        b[0],
        rest.iter().step_by(2).take(16).copied().collect::<Vec<_>>()
    );
    assert_eq!(
        b[1],
        rest.iter()
            .skip(1)
            .step_by(2)
            .take(16)
            .copied()
            .collect::<Vec<_>>()
    );
}

#[test]
fn master_parallel_finals_share_positions() {
    let mut t = master_big(120);
    let b = bands(&t, 3);
    // Each group's 4 semifinals, the first listed wins.
    let mut tables = Vec::new();
    for group in &b {
        for i in 0..4 {
            tables.push((0..4).map(|band| group[band * 4 + i]).collect::<Vec<_>>());
        }
    }
    play_ordered(&mut t, Phase::Semifinal, &tables, &[40, 30, 20, 10]);
    for (i, tb) in t.rounds[2].tables.iter_mut().enumerate() {
        tb.group = (i / 4) as u8 + 1; // the draw numbers parallel groups from 1
    }
    let (fin, _) = fixed(&t, 4);
    assert_eq!(fin.len(), 2);
    assert_eq!(
        fin[0],
        tables[..4].iter().map(|tb| tb[0]).collect::<Vec<_>>()
    );
    assert_eq!(
        fin[1],
        tables[4..].iter().map(|tb| tb[0]).collect::<Vec<_>>()
    );
    play_ordered(&mut t, Phase::Final, &fin, &[50, 40, 30, 20]);
    let f = final_standings(&t).unwrap();
    let pos: Vec<u32> = f.rows.iter().take(9).map(|r| r.pos).collect();
    assert_eq!(pos, vec![1, 1, 3, 3, 5, 5, 7, 7, 9]);
    assert_eq!(
        f.rows.iter().take(2).map(|r| r.player).collect::<Vec<_>>(),
        vec![fin[0][0], fin[1][0]]
    );
}

#[test]
fn raduno_semifinals_top_16_then_final_of_the_winners() {
    let t0 = master_big(40);
    let mut t = tournament(FormatKind::RadunoNazionale, 40);
    t.rounds = t0.rounds.clone();
    let o = order(&t, 2);
    assert_eq!(bands(&t, 3), vec![o[..16].to_vec()]);
    let semis = play_semis(&mut t);
    let (fin, _) = fixed(&t, 4);
    assert_eq!(fin, vec![semis.iter().map(|tb| tb[0]).collect::<Vec<_>>()]);
}

#[test]
fn incomplete_rounds_and_out_of_order_requests_are_refused() {
    let mut t = master_big(52);
    assert!(matches!(
        draw_spec(&t, 5),
        Err(PhaseError::RoundOutOfOrder { next: 3, got: 5 })
    ));
    t.rounds[1].tables[0].seats[0].result = None;
    let missing = t.rounds[1].tables[0].seats[0].player;
    let err = draw_spec(&t, 3).unwrap_err();
    assert!(
        matches!(&err, PhaseError::MissingScores { round: 2, next: 3, tables } if tables.len() == 1 && tables[0].0 == t.rounds[1].tables[0].number),
        "{err:?}"
    );
    let name = t.player(missing).unwrap().full_name();
    assert_eq!(
        next_phase(&t).explanation(raduno::i18n::Lang::It),
        format!(
            "Il turno 2 non è completo: manca il punteggio al tavolo {} ({name}); inserirlo prima di sorteggiare il turno 3",
            t.rounds[1].tables[0].number
        )
    );
    // Recounting round 2 uses round 1 only.
    let spec = draw_spec(&t, 2).unwrap();
    match spec.method {
        DrawMethod::Optimise {
            players,
            priorities,
            met_rounds,
            repeat_rounds,
            winners,
            cinquisti,
        } => {
            assert_eq!(players.len(), 52);
            assert_eq!(priorities[0], raduno::model::ConflictKind::FiveAgain);
            assert_eq!((met_rounds, repeat_rounds), (vec![1], vec![1]));
            assert_eq!(winners.len(), 13);
            assert!(cinquisti);
        }
        m => panic!("{m:?}"),
    }
}

#[test]
fn the_draw_of_one_format_with_the_scoring_of_another() {
    let mut t = master_big(52);
    t.settings.format = FormatKind::Open.into();
    t.settings.draw_format = Some(FormatKind::Master.into());
    // Master's phases, ranked by Open's standings.
    let b = bands(&t, 3);
    assert_eq!(b[0].len(), 16);
    assert_eq!(standings(&t, 2).decimals, 2);
    let mut t = master_big(52);
    t.settings.draw_format = Some(FormatKind::CampionatoGufo.into());
    match draw_spec(&t, 3).unwrap().method {
        DrawMethod::Optimise {
            priorities,
            met_rounds,
            ..
        } => {
            assert_eq!(priorities[0], raduno::model::ConflictKind::ThreeAgain);
            assert_eq!(met_rounds, vec![1, 2]);
        }
        m => panic!("{m:?}"),
    }
}

// ---------------------------------------------------------------- properties

fn random_tournament(format: FormatKind, n: u32, rounds: &[Vec<u32>]) -> Tournament {
    let mut t = tournament(format, n);
    for (r, points) in rounds.iter().enumerate() {
        let shift = r as u32 * 3 + 1;
        let ids: Vec<PlayerId> = (0..n).map(|i| (i * shift % n) + 1).collect();
        let mut seen = std::collections::HashSet::new();
        let ids: Vec<PlayerId> = ids
            .into_iter()
            .chain(1..=n)
            .filter(|p| seen.insert(*p))
            .collect();
        let tables: Vec<Vec<PlayerId>> = ids.chunks(4).map(|c| c.to_vec()).collect();
        play(&mut t, Phase::Qualifying, &tables, |p| {
            let mut r = SeatResult::points(points[p as usize - 1]);
            r.tie_order = Some((p % 250) as u8);
            r
        });
    }
    t
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn standings_are_a_permutation_and_more_points_never_rank_lower(
        fmt in prop::sample::select(vec![
            FormatKind::Master, FormatKind::RadunoNazionale, FormatKind::Open, FormatKind::Gufo,
            FormatKind::CampionatoGufo, FormatKind::Ludolimpica,
        ]),
        quarter in 2u32..8,
        rounds in prop::collection::vec(prop::collection::vec(0u32..120, 32), 1..4),
    ) {
        let n = quarter * 4;
        let rounds: Vec<Vec<u32>> = rounds.into_iter().map(|r| r[..n as usize].to_vec()).collect();
        let t = random_tournament(fmt, n, &rounds);
        let s = standings(&t, rounds.len() as u32);
        let mut ids: Vec<PlayerId> = s.rows.iter().map(|r| r.player).collect();
        ids.sort();
        prop_assert_eq!(ids, (1..=n).collect::<Vec<_>>());
        prop_assert_eq!(s.rows[0].pos, 1);
        for (i, w) in s.rows.windows(2).enumerate() {
            prop_assert!(w[0].total >= w[1].total, "row {} has fewer points than the next", i);
            prop_assert!(w[0].pos <= w[1].pos);
            if w[0].pos != w[1].pos {
                prop_assert_eq!(w[1].pos, i as u32 + 2, "a position after a tie = players ahead + 1");
            }
            if w[0].total > w[1].total {
                prop_assert!(w[0].pos < w[1].pos);
            }
        }
        for r in &s.rows {
            prop_assert_eq!(r.total, r.rounds.iter().flatten().sum::<Points>());
            prop_assert_eq!(r.wins as usize, r.won.iter().filter(|&&w| w).count());
        }
    }
}

// ---------------------------------------------------------------- whole tournaments through the journal

use raduno::journal::{Event, Journal};

mod engine {
    pub use raduno::{demo, draw, format, journal, model};
}

/// The storage bench's tournament builder (`play_through`).
#[allow(dead_code)]
#[path = "../benches/storage_sample.rs"]
mod sample;

/// Runs a tournament with the draw engine from round 1 to the end of the format: each round is drawn
/// from `draw_spec`, entered through the journal, and scored with distinct tie orders (no open tie).
fn run(format: FormatKind, n: u32, planned: Option<u32>) -> Journal {
    let mut settings = Settings::new("Demo", format);
    settings.planned_rounds = planned;
    let mut j = Journal::new(settings, 0);
    for id in 1..=n {
        let club = ["Il Gufo", "Grifone", "Asinelli", "", "Torisiko"][id as usize % 5];
        let p = Player::new(id, &format!("N{id}"), &format!("C{id}")).with_club(club);
        j.execute(Event::PlayerAdded { player: p }, 1).unwrap();
    }
    play_through(j)
}

/// Draws and scores every remaining round of a journal's tournament (the storage bench's
/// `play_through`, seeds 77 + round).
fn play_through(j: Journal) -> Journal {
    let mut clock = 1;
    let mut tick = |ms: i64| {
        clock += ms;
        clock
    };
    sample::play_through(j, 77, &mut tick)
}

fn check_final(j: &Journal, winners: usize) {
    let t = j.state();
    let f = final_standings(t).expect("the final is complete");
    let mut ids: Vec<PlayerId> = f.rows.iter().map(|r| r.player).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), f.rows.len(), "nobody twice");
    assert_eq!(ids.len(), t.players.len(), "everyone who played");
    assert_eq!(f.rows.iter().filter(|r| r.pos == 1).count(), winners);
    let last = t.rounds.last().unwrap();
    assert_eq!(last.phase, Phase::Final);
    let champions: Vec<PlayerId> = format::winners(t, last);
    for c in champions {
        assert_eq!(f.rows.iter().find(|r| r.player == c).unwrap().pos, 1);
    }
    assert!(f.rows.windows(2).all(|w| w[0].pos <= w[1].pos));
}

#[test]
fn a_master_of_30_runs_from_round_1_to_the_final() {
    let j = run(FormatKind::Master, 30, None);
    assert_eq!(j.state().rounds.len(), 4);
    assert_eq!(
        j.state().rounds.iter().map(|r| r.phase).collect::<Vec<_>>(),
        vec![
            Phase::Qualifying,
            Phase::Qualifying,
            Phase::Semifinal,
            Phase::Final
        ]
    );
    check_final(&j, 1);
    assert!(next_phase(j.state())
        .explanation(raduno::i18n::Lang::En)
        .contains("over"));
}

#[test]
fn a_master_of_120_plays_two_parallel_finals() {
    let j = run(FormatKind::Master, 120, None);
    assert_eq!(j.state().rounds[2].tables.len(), 8);
    assert_eq!(j.state().rounds[3].tables.len(), 2);
    check_final(&j, 2);
}

#[test]
fn raduno_ludolimpica_and_testa_a_testa_run_to_their_finals() {
    let j = run(FormatKind::RadunoNazionale, 32, None);
    assert_eq!(j.state().rounds.len(), 4);
    check_final(&j, 1);
    let j = run(FormatKind::Ludolimpica, 13, None);
    assert_eq!(j.state().rounds.len(), 3);
    check_final(&j, 1);
    let j = run(FormatKind::TestaATesta, 9, None);
    assert_eq!(j.state().rounds.len(), 10);
    assert!(j.state().rounds[..6].iter().all(|r| r.byes.len() == 1));
    let f = final_standings(j.state()).unwrap();
    assert_eq!(f.rows.len(), 9);
    assert_eq!(
        f.rows.iter().map(|r| r.pos).take(4).collect::<Vec<_>>(),
        vec![1, 2, 3, 4]
    );
}

#[test]
fn campionato_gufo_with_ghosts_runs_its_planned_rounds() {
    let j = run(FormatKind::CampionatoGufo, 22, Some(3));
    let t = j.state();
    assert_eq!(t.rounds.len(), 3);
    assert!(t
        .rounds
        .iter()
        .all(|r| r.tables.iter().filter(|tb| tb.ghost).count() == 2));
    // No final: the standings after the planned rounds are the final standings.
    assert_eq!(final_standings(t), Some(standings(t, 3)));
    let mut early = t.clone();
    early.rounds.pop();
    assert_eq!(final_standings(&early), None);
    let s = standings(t, 3);
    assert_eq!(s.rows.len(), 22);
    // Spartac: each table's winner has 100 + his points, so every table gives at least one score ≥ 100.
    for r in 0..3 {
        let winners = s.rows.iter().filter(|row| row.won[r]).count();
        assert_eq!(winners, t.rounds[r].tables.len());
        assert!(s
            .rows
            .iter()
            .filter(|row| row.won[r])
            .all(|row| row.rounds[r].unwrap() >= Points::from_int(100)));
    }
    assert!(matches!(
        draw_spec(t, 4),
        Err(PhaseError::TournamentOver { rounds: 3 })
    ));
}

#[test]
fn the_demo_tournament_runs_to_the_end_in_master_and_campionato_gufo() {
    let j = play_through(raduno::demo::demo_journal(
        FormatKind::Master,
        DEMO_PLAYERS,
        0,
    ));
    assert_eq!(j.state().rounds.len(), 4);
    check_final(&j, 1);
    let mut j = raduno::demo::demo_journal(FormatKind::CampionatoGufo, DEMO_PLAYERS, 0);
    let mut settings = j.state().settings.clone();
    settings.planned_rounds = Some(4);
    j.execute(Event::SettingsChanged { settings }, 1).unwrap();
    let j = play_through(j);
    assert_eq!(j.state().rounds.len(), 4);
    let s = standings(j.state(), 4);
    assert_eq!(s.rows.len(), 40);
    assert!(s.rows.windows(2).all(|w| w[0].total >= w[1].total));
}

#[test]
fn entry_checks_name_the_seat_and_the_player_in_both_languages() {
    use raduno::i18n::{Lang, Localized};
    let mut t = tournament(FormatKind::Master, 4);
    play_ordered(
        &mut t,
        Phase::Qualifying,
        &[vec![1, 2, 3, 4]],
        &[40, 30, 20, 10],
    );
    let r = &t.rounds[0];
    let table = &r.tables[0];
    let risiko = SeatResult {
        points: 90,
        risiko: true,
        play_order: Some(2),
        ..Default::default()
    };
    let twice = SeatResult {
        points: 10,
        risiko: true,
        play_order: Some(2),
        ..Default::default()
    };
    let entry = vec![
        Some(risiko),
        Some(twice),
        None,
        Some(SeatResult {
            eliminated: Some(1),
            ..Default::default()
        }),
    ];
    let problems = validate_table(&t, r, table, &entry, None);
    let kinds: Vec<&ProblemKind> = problems.iter().map(|p| &p.kind).collect();
    assert!(kinds.contains(&&ProblemKind::RisikoNot100 { points: 90 }));
    assert!(kinds.contains(&&ProblemKind::SeveralRisiko));
    assert!(kinds.contains(&&ProblemKind::MissingScore));
    assert!(kinds.contains(&&ProblemKind::EliminationNotUsed));
    assert!(kinds.contains(&&ProblemKind::DuplicatePlayOrder { order: 2 }));
    let missing = problems
        .iter()
        .find(|p| p.kind == ProblemKind::MissingScore)
        .unwrap();
    assert_eq!((missing.seat, missing.player), (Some(2), Some(3)));
    assert_eq!(
        missing.text(Lang::It),
        "Turno 1, tavolo 1, posto 3 (Nome3 Cognome3, ID 3): manca il punteggio"
    );
    assert_eq!(
        missing.text(Lang::En),
        "Round 1, table 1, seat 3 (Nome3 Cognome3, ID 3): the score is missing"
    );
    let short = validate_table(&t, r, table, &entry[..2], None);
    assert_eq!(
        short[0].kind,
        ProblemKind::WrongSeatCount {
            expected: 4,
            got: 2
        }
    );
    // A clean entry has no problem.
    let clean: Vec<Option<SeatResult>> = table.seats.iter().map(|s| s.result.clone()).collect();
    assert!(validate_table(&t, r, table, &clean, None).is_empty());

    // Testa a testa: a "points" outcome naming the player with clearly fewer points.
    let mut h = tournament(FormatKind::TestaATesta, 2);
    play_ordered(&mut h, Phase::Qualifying, &[vec![1, 2]], &[70, 20]);
    let r = &h.rounds[0];
    let entry: Vec<Option<SeatResult>> =
        r.tables[0].seats.iter().map(|s| s.result.clone()).collect();
    let wrong = Some(TableOutcome {
        kind: OutcomeKind::Points,
        seat: 1,
    });
    let kinds: Vec<ProblemKind> = validate_table(&h, r, &r.tables[0], &entry, wrong)
        .into_iter()
        .map(|p| p.kind)
        .collect();
    assert_eq!(kinds, vec![ProblemKind::OutcomeContradictsPoints]);
    let off = Some(TableOutcome {
        kind: OutcomeKind::Risiko,
        seat: 2,
    });
    let kinds: Vec<ProblemKind> = validate_table(&h, r, &r.tables[0], &entry, off)
        .into_iter()
        .map(|p| p.kind)
        .collect();
    assert_eq!(kinds, vec![ProblemKind::BadOutcomeSeat { seat: 2 }]);
}
