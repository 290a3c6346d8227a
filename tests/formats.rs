//! The format definition: every built-in is a serde value that round-trips and validates;
//! stored settings of before the definition still load; a club's own definition stored with the
//! tournament is the one the engine runs; Othello's Buchholz and disc difference are standings columns
//! computed by the engine; the walk's Othello and Testa a testa fixes (the Testa a testa rulebook, 5.8, 5.9).

mod io_support;

use io_support::tournament;

use raduno::draw::spec::DrawMethod;
use raduno::format::FormatKind;
use raduno::format::{
    self, builtin, def, draw_spec, final_standings, next_phase, othello, standings, Column,
    FormatDef, Phases, Points, Scoring,
};
use raduno::model::{
    OutcomeKind, Phase, PlayerId, Round, Seat, SeatResult, Settings, Table, TableOutcome,
    Tournament,
};
use std::collections::HashMap;

fn fixed(t: &Tournament, number: u32) -> (Vec<Vec<PlayerId>>, Vec<PlayerId>) {
    match draw_spec(t, number).expect("draw spec").method {
        DrawMethod::Fixed { tables, byes } => (tables, byes),
        m => panic!("expected fixed tables, got {m:?}"),
    }
}

// ---------------------------------------------------------------- the definition

#[test]
fn every_builtin_definition_round_trips_through_json_and_validates() {
    for kind in FormatKind::all() {
        let d = builtin(kind);
        let json = serde_json::to_string_pretty(d).expect("serialize");
        let back: FormatDef = serde_json::from_str(&json).expect("deserialize");
        assert_eq!(&back, d, "{} round trip", kind.slug());
        assert!(
            d.validate().is_empty(),
            "{}: {:?}",
            kind.slug(),
            d.validate()
        );
        assert!(
            d.summary.get(raduno::i18n::Lang::It).is_some()
                && d.summary.get(raduno::i18n::Lang::En).is_some()
        );
        assert_eq!(kind.name(), d.name);
    }
    // The constants are in the data, where a club can read and change them.
    let json = serde_json::to_value(builtin(FormatKind::Master)).unwrap();
    assert_eq!(json["scoring"]["kind"], "thousandths");
    assert_eq!(json["scoring"]["five_seat_cap"], 1100);
    assert_eq!(json["phases"]["qualifying"], 2);
    let json = serde_json::to_value(builtin(FormatKind::OthelloSwiss)).unwrap();
    assert_eq!(
        json["order"],
        serde_json::json!(["buchholz", "disc_difference"])
    );
    assert_eq!(json["rounds"]["first"]["rule"], "swiss");
}

#[test]
fn a_settings_json_of_before_the_definition_still_loads() {
    // As stored by the previous version: a slug, an optional draw format, no definition.
    let old = r#"{"name":"Torneo di prova","date":"2026-05-17","venue":"","organizer":"",
        "format":"othello-swiss","draw_format":null,"planned_rounds":5}"#;
    let s: Settings = serde_json::from_str(old).expect("old settings");
    assert_eq!(s.format, FormatKind::OthelloSwiss);
    assert_eq!(s.custom_format, None);
    assert_eq!(s.final_games, None);
    let t = Tournament::new(s.clone());
    assert_eq!(def(&t), builtin(FormatKind::OthelloSwiss));
    // Saved again, it keeps the old shape (no new keys when unused).
    let again = serde_json::to_value(&s).unwrap();
    assert!(again.get("custom_format").is_none());
    assert_eq!(again["format"], "othello-swiss");
    let old = r#"{"name":"X","format":"master","draw_format":"open"}"#;
    let s: Settings = serde_json::from_str(old).expect("old settings");
    assert_eq!(s.draw_format, Some(FormatKind::Open.into()));
}

#[test]
fn a_clubs_definition_is_stored_with_the_tournament_and_runs() {
    // A Master whose winner gets 2 instead of 1 and with three qualifying rounds.
    let mut club = builtin(FormatKind::Master).clone();
    club.name = "Master del circolo".into();
    if let Scoring::Thousandths { winner_bonus, .. } = &mut club.scoring {
        *winner_bonus = 2;
    }
    club.phases = Phases::Master { qualifying: 3 };
    assert!(club.validate().is_empty());
    let mut t = tournament(FormatKind::Master, 8);
    raduno::format::set_club_def(&mut t.settings, Some(club.clone()));
    let json = serde_json::to_string(&t.settings).unwrap();
    let back: Settings = serde_json::from_str(&json).unwrap();
    assert_eq!(raduno::format::club_def(&back), Some(&club));
    assert_eq!(raduno::format::format_name(&back), "Master del circolo");
    let mut r = Round::new(
        1,
        Phase::Qualifying,
        1,
        vec![Table::new(1, &[1, 2, 3, 4]), Table::new(2, &[5, 6, 7, 8])],
    );
    for (tb, pts) in r.tables.iter_mut().zip([[45, 39, 20, 3], [60, 30, 9, 1]]) {
        for (s, p) in tb.seats.iter_mut().zip(pts) {
            s.result = Some(SeatResult::points(p));
        }
    }
    t.rounds.push(r);
    let s = standings(&t, 1);
    assert_eq!(s.rows[0].total.to_decimal(3), "2.060");
    assert_eq!(s.rows[1].total.to_decimal(3), "2.045");
    // Round 3 is still a qualifying round, drawn by round 2's priorities.
    let spec = draw_spec(&t, 2).expect("round 2");
    assert_eq!(spec.phase, Phase::Qualifying);
}

#[test]
fn a_bad_definition_is_refused_with_reasons() {
    let mut d = builtin(FormatKind::Open).clone();
    d.name = " ".into();
    d.order = vec![Column::Wins, Column::Wins];
    d.scoring = Scoring::WinDrawLoss {
        win: 2,
        draw: 1,
        loss: 0,
    };
    d.phases = Phases::Master { qualifying: 0 };
    let problems: Vec<String> = d
        .validate()
        .into_iter()
        .map(|t| t.text(raduno::i18n::Lang::It))
        .collect();
    assert_eq!(
        problems,
        vec![
            "il formato non ha nome",
            "questo punteggio vale solo per partite a due (piano: coppie)",
            "colonna di spareggio «V tot» ripetuta",
            "servono almeno un turno di qualificazione",
        ]
    );
}

// ---------------------------------------------------------------- Othello

/// A player and the discs he ends a game with.
type Discs = (PlayerId, u32);

fn game(number: u32, black: Discs, white: Discs) -> Table {
    let seat = |(player, discs): Discs| Seat {
        player,
        result: Some(SeatResult::points(discs)),
    };
    Table {
        number,
        seats: vec![seat(black), seat(white)],
        ghost: false,
        group: 0,
        outcome: None,
        seat_secret: None,
    }
}

/// Four players, two Swiss rounds: 3 leads with 4 points, then 1 (Buchholz 4), 4, 2.
fn othello_two_rounds() -> Tournament {
    let mut t = tournament(FormatKind::OthelloSwiss, 4);
    t.settings.planned_rounds = Some(2);
    t.rounds.push(Round::new(
        1,
        Phase::Qualifying,
        0,
        vec![game(1, (1, 40), (2, 24)), game(2, (3, 34), (4, 30))],
    ));
    t.rounds.push(Round::new(
        2,
        Phase::Qualifying,
        0,
        vec![game(1, (3, 33), (1, 31)), game(2, (4, 35), (2, 29))],
    ));
    t
}

#[test]
fn othello_buchholz_and_disc_difference_are_standings_columns() {
    let t = othello_two_rounds();
    let s = standings(&t, 2);
    assert_eq!(s.columns, vec![Column::Buchholz, Column::DiscDifference]);
    let by_id: HashMap<PlayerId, &format::StandingRow> =
        s.rows.iter().map(|r| (r.player, r)).collect();
    for tb in othello::tiebreaks(&t, 2) {
        let r = by_id[&tb.player];
        assert_eq!(r.total, tb.points);
        assert_eq!(
            r.value(&s.columns, Column::Buchholz),
            Some(Points::from_int(tb.buchholz as i64))
        );
        assert_eq!(
            r.value(&s.columns, Column::DiscDifference),
            Some(Points::from_int(tb.disc_difference as i64))
        );
    }
    // 3: 4 points; 1 and 4: 2 points, Buchholz 1 → 3 (4) + 2 (0) = 4, 4 → 3 (4) + 2 (0) = 4; discs
    // 1: +16 − 2 = +14, 4: −4 + 6 = +2.
    let order: Vec<PlayerId> = s.rows.iter().map(|r| r.player).collect();
    assert_eq!(order, vec![3, 1, 4, 2]);
    assert_eq!(
        Column::DiscDifference.show(Some(Points::from_int(14)), 0),
        "+14"
    );
}

fn final_game(t: &mut Tournament, black: Discs, white: Discs) {
    let n = t.rounds.len() as u32 + 1;
    t.rounds
        .push(Round::new(n, Phase::Final, 0, vec![game(1, black, white)]));
}

/// [`othello_two_rounds`] with a final of best of 2 between the Swiss's first two: these games
/// (black, white) of it played.
fn othello_final(games: &[(Discs, Discs)]) -> Tournament {
    let mut t = othello_two_rounds();
    t.settings.final_games = Some(2);
    for &(black, white) in games {
        final_game(&mut t, black, white);
    }
    t
}

#[test]
fn othello_final_winner_is_first_and_the_final_adds_no_columns() {
    let mut t = othello_final(&[]);
    // Before the final: the Swiss standings are final (planned rounds played), the final is offered.
    assert!(othello::final_available(&t));
    let before = final_standings(&t).expect("over after the planned rounds");
    assert_eq!(before.rows[0].player, 3);
    // The runner-up of the Swiss (1) wins both games of the final against the leader (3).
    final_game(&mut t, (3, 20), (1, 44));
    assert!(final_standings(&t).is_none(), "best of 2: not decided yet");
    final_game(&mut t, (1, 40), (3, 24));
    let f = final_standings(&t).expect("decided");
    let order: Vec<(u32, PlayerId)> = f.rows.iter().map(|r| (r.pos, r.player)).collect();
    assert_eq!(order, vec![(1, 1), (2, 3), (3, 4), (4, 2)]);
    assert!(f.decided.is_empty(), "decided on points");
    // The final's games are not Swiss rounds: two round columns, and the rating counts 2 rounds.
    assert!(f.rows.iter().all(|r| r.rounds.len() == 2));
    assert_eq!(format::counted_rounds(&t), 2);
    // No more rounds nor final games to draw.
    assert!(!othello::final_available(&t));
    let advice = next_phase(&t);
    assert!(
        !advice.drawable,
        "{}",
        advice.explanation(raduno::i18n::Lang::It)
    );
}

#[test]
fn othello_level_final_goes_to_the_disc_total_then_the_swiss_place() {
    // A win each; 2nd of the Swiss (1) has more discs in all.
    let t = othello_final(&[((3, 33), (1, 31)), ((1, 40), (3, 24))]);
    let f = final_standings(&t).expect("decided");
    assert_eq!(f.rows[0].player, 1);
    assert_eq!(f.decided.len(), 1);
    assert_eq!(
        f.decided[0].text(raduno::i18n::Lang::It),
        "finale in parità di punti: decide il totale pedine"
    );
    // A win each and the same discs: the better Swiss place (3) wins.
    let t = othello_final(&[((3, 33), (1, 31)), ((1, 33), (3, 31))]);
    let f = final_standings(&t).expect("decided");
    assert_eq!(
        f.rows.iter().map(|r| r.player).collect::<Vec<_>>(),
        vec![3, 1, 4, 2]
    );
    assert_eq!(
        f.decided[0].text(raduno::i18n::Lang::En),
        "final level on points and discs: the better Swiss place decides"
    );
}

#[test]
fn othello_final_is_not_offered_before_any_round() {
    let t = tournament(FormatKind::OthelloSwiss, 6);
    assert!(!othello::final_available(&t));
    let mut t = othello_two_rounds();
    t.settings.planned_rounds = Some(5);
    assert!(
        !othello::final_available(&t),
        "3 of 5 planned rounds to play"
    );
    t.settings.planned_rounds = None;
    assert!(othello::final_available(&t));
}

// ---------------------------------------------------------------- Testa a testa

fn outcome(t: &mut Tournament, round: usize, table: usize, kind: OutcomeKind, seat: u8) {
    t.rounds[round].tables[table].outcome = Some(TableOutcome { kind, seat });
}

/// Adds round `number` of `phase` with these tables (players in seat order) and byes; the first seat of
/// each table wins `won`–`lost` on points.
fn play(
    t: &mut Tournament,
    number: u32,
    phase: Phase,
    (tables, byes): (Vec<Vec<PlayerId>>, Vec<PlayerId>),
    (won, lost): (u32, u32),
) {
    let mut r = Round::new(
        number,
        phase,
        0,
        tables
            .iter()
            .enumerate()
            .map(|(i, ps)| Table::new(i as u32 + 1, ps))
            .collect(),
    );
    r.byes = byes;
    for tb in &mut r.tables {
        tb.seats[0].result = Some(SeatResult::points(won));
        tb.seats[1].result = Some(SeatResult::points(lost));
        tb.outcome = Some(TableOutcome {
            kind: OutcomeKind::Points,
            seat: 0,
        });
    }
    t.rounds.push(r);
}

/// Plays round `number` as drawn: the first seat of each table wins 60–30 (a difference of 30).
fn play_drawn(t: &mut Tournament, number: u32) {
    let drawn = fixed(t, number);
    play(t, number, Phase::Qualifying, drawn, (60, 30));
}

#[test]
fn testa_a_testa_with_nine_players_nobody_sits_out_twice_before_everyone_has() {
    let mut t = tournament(FormatKind::TestaATesta, 9);
    t.settings.planned_rounds = Some(18);
    let mut sat_out: HashMap<PlayerId, u32> = HashMap::new();
    for evening in 0..9u32 {
        for game in [1, 2] {
            play_drawn(&mut t, 2 * evening + game);
        }
        let byes = &t.rounds[2 * evening as usize].byes;
        assert_eq!(byes.len(), 1);
        assert_eq!(
            t.rounds[2 * evening as usize + 1].byes,
            *byes,
            "the rematch keeps the bye"
        );
        *sat_out.entry(byes[0]).or_default() += 1;
        let most = sat_out.values().max().copied().unwrap_or(0);
        let everyone = (1..=9).all(|p| sat_out.contains_key(&p));
        assert!(
            most <= 1 || everyone,
            "evening {}: someone sat out twice while another has not: {sat_out:?}",
            evening + 1
        );
    }
    assert!((1..=9).all(|p| sat_out.get(&p) == Some(&1)), "{sat_out:?}");
}

#[test]
fn testa_a_testa_a_50_50_game_is_a_draw() {
    let mut t = tournament(FormatKind::TestaATesta, 2);
    let mut r = Round::new(1, Phase::Qualifying, 0, vec![Table::new(1, &[1, 2])]);
    for s in &mut r.tables[0].seats {
        s.result = Some(SeatResult::points(50));
    }
    t.rounds.push(r);
    outcome(&mut t, 0, 0, OutcomeKind::Points, 0);
    let s = standings(&t, 1);
    assert!(s.rows.iter().all(|r| r.total == Points::from_int(100)));
    assert!(
        s.rows.iter().all(|r| r.wins == 0 && !r.won[0]),
        "a win for neither"
    );
    assert_eq!(s.rows[0].pos, s.rows[1].pos);
    // A difference of 1–10 is still a win for the one with more points, 100 each.
    t.rounds[0].tables[0].seats[0].result = Some(SeatResult::points(55));
    let s = standings(&t, 1);
    let winner = s.rows.iter().find(|r| r.player == 1).unwrap();
    assert_eq!((winner.total, winner.wins), (Points::from_int(100), 1));
}

#[test]
fn testa_a_testa_a_level_semifinal_goes_to_the_higher_placed_and_says_so() {
    let mut t = tournament(FormatKind::TestaATesta, 4);
    t.settings.planned_rounds = Some(2);
    // The player listed first wins 80–10 (160–40).
    for (n, tables) in [(1, [[1, 4], [2, 3]]), (2, [[4, 1], [3, 2]])] {
        let tables = tables.iter().map(|p| p.to_vec()).collect();
        play(&mut t, n, Phase::Qualifying, (tables, vec![]), (80, 10));
    }
    let o: Vec<PlayerId> = standings(&t, 2).rows.iter().map(|r| r.player).collect();
    // Semifinals 1st v 4th, 2nd v 3rd; both end 200–200 (a 160–40 win each).
    for n in [3, 4] {
        let (tables, _) = fixed(&t, n);
        play(&mut t, n, Phase::Semifinal, (tables, vec![]), (80, 10));
    }
    let (fin, _) = fixed(&t, 5);
    assert_eq!(fin, vec![vec![o[0], o[1]]]);
    let advice = next_phase(&t);
    let name = |p: PlayerId| t.player(p).unwrap().full_name();
    assert!(
        advice
            .explanation(raduno::i18n::Lang::It)
            .contains(&format!(
                "pari (200–200): passa {}, più in alto in classifica (1° contro 4°)",
                name(o[0])
            )),
        "{}",
        advice.explanation(raduno::i18n::Lang::It)
    );
    assert!(advice
        .explanation(raduno::i18n::Lang::En)
        .contains(&format!("level (200–200): {} goes through", name(o[1]))));
}

#[test]
fn a_clubs_json_file_is_read_back_or_refused_with_its_place() {
    let mut club = builtin(FormatKind::Open).clone();
    club.name = "Open del circolo".into();
    let json = club.to_json();
    assert_eq!(FormatDef::from_json(&json), Ok(club.clone()));
    // A syntax error: where it is.
    let broken = json.replacen("\"plan\"", "plan", 1);
    let err = FormatDef::from_json(&broken).unwrap_err();
    assert_eq!(
        in_both(&err),
        vec![(
            "riga 7, colonna 3: key must be a string".to_string(),
            "line 7, column 3: key must be a string".to_string()
        )]
    );
    // An unknown priority: named.
    let unknown = json.replacen("same_club", "same_city", 1);
    let err = FormatDef::from_json(&unknown).unwrap_err();
    assert!(
        err[0]
            .text(raduno::i18n::Lang::En)
            .contains("unknown variant `same_city`"),
        "{err:?}"
    );
    // It reads, but cannot run: the reasons.
    let bad = json.replacen("\"decimals\": 2", "\"decimals\": 9", 1);
    let err = FormatDef::from_json(&bad).unwrap_err();
    assert_eq!(
        in_both(&err),
        vec![(
            "decimali: 9 (al massimo 4)".to_string(),
            "decimals: 9 (at most 4)".to_string()
        )]
    );
}

#[test]
fn the_journal_refuses_a_definition_that_cannot_run() {
    use raduno::i18n::{Lang, Localized};
    use raduno::journal::{Event, Journal};
    let mut j = Journal::new(Settings::new("Prova", FormatKind::Open), 0);
    let mut settings = j.state().settings.clone();
    let mut club = builtin(FormatKind::Open).clone();
    club.phases = Phases::Master { qualifying: 0 };
    raduno::format::set_club_def(&mut settings, Some(club));
    let err = j
        .execute(Event::SettingsChanged { settings }, 1)
        .unwrap_err();
    assert_eq!(
        err.text(Lang::It),
        "Formato non valido: servono almeno un turno di qualificazione"
    );
    assert_eq!(j.state().settings.custom_format, None, "nothing changed");
}

/// Each message in Italian and in English.
fn in_both(texts: &[raduno::i18n::Text]) -> Vec<(String, String)> {
    texts
        .iter()
        .map(|t| {
            (
                t.text(raduno::i18n::Lang::It),
                t.text(raduno::i18n::Lang::En),
            )
        })
        .collect()
}
