//! The rating circuit by hand: the same person across tournaments keeps one rating, the order of
//! the tournaments given changes nothing, players level share a position, and a circuit without
//! games says so.

use super::*;
use crate::circuit::{HeldRound, HeldRow, HeldTable};
use raduno_engine::i18n::Lang;

/// A tournament of one round: `tables` of (first, last, club) in place order (1, 2, 3, …).
fn one_round(name: &str, date: &str, tables: &[&[(&str, &str, &str)]]) -> Held {
    let mut rows = Vec::new();
    let mut games = Vec::new();
    for (k, table) in tables.iter().enumerate() {
        let mut seats = Vec::new();
        for (p, &(first, last, club)) in table.iter().enumerate() {
            seats.push([rows.len() as u32, p as u32 + 1]);
            rows.push(HeldRow::new(first, last, club, 0, Points::ZERO));
        }
        games.push(HeldTable {
            table: k as u32 + 1,
            seats,
        });
    }
    for (i, r) in rows.iter_mut().enumerate() {
        r.place = i as u32 + 1;
    }
    let mut h = Held::new(name, rows);
    h.first_round_date = date.into();
    h.games = vec![HeldRound {
        round: 1,
        tables: games,
    }];
    h
}

fn rules(json: &str) -> Rules {
    Rules::from_json(json).unwrap_or_else(|e| panic!("{e:?}"))
}

fn season() -> Vec<Held> {
    let a = one_round(
        "Serata 1",
        "2026-01-10",
        &[
            &[
                ("Marco", "Rossi", "ROMA"),
                ("Anna", "Neri", "LATINA"),
                ("Bruno", "Bassi", "ROMA"),
                ("Carla", "Conti", "ROMA"),
            ],
            &[
                ("Dario", "Dini", ""),
                ("Elena", "Esposito", ""),
                ("Fabio", "Ferri", ""),
                ("Gina", "Galli", ""),
            ],
        ],
    );
    let b = one_round(
        "Serata 2",
        "14/02/2026",
        &[&[
            ("Anna", "Neri", "LATINA"),
            ("Marco", "Rossi", "LATINA"),
            ("Dario", "Dini", ""),
            ("Bruno", "Bassi", "ROMA"),
        ]],
    );
    let c = one_round(
        "Serata 3",
        "2026-03-14",
        &[&[
            ("Bruno", "Bassi", "Roma"),
            ("Elena", "Esposito", ""),
            ("Anna", "Neri", "Latina"),
            ("Marco", "Rossi", "ROMA"),
        ]],
    );
    vec![a, b, c]
}

fn row<'a>(l: &'a RatingList, first: &str) -> Vec<&'a RatedRow> {
    l.rows.iter().filter(|r| r.first_name == first).collect()
}

#[test]
fn a_player_merged_across_tournaments_keeps_one_rating() {
    let apart = rate(&rules(r#"{"rating": "weng-lin"}"#), &season());
    // Marco Rossi of ROMA and of LATINA: two people until the director says otherwise.
    assert_eq!(row(&apart, "Marco").len(), 2);
    let merged = rate(
        &rules(r#"{"rating": "weng-lin", "same": [["Marco Rossi|ROMA", "Marco Rossi|LATINA"]]}"#),
        &season(),
    );
    let marco = row(&merged, "Marco");
    assert_eq!(marco.len(), 1);
    assert_eq!(marco[0].games.len(), 3);
    let where_: Vec<(usize, u32)> = marco[0]
        .games
        .iter()
        .map(|g| (g.tournament, g.place))
        .collect();
    assert_eq!(where_, vec![(0, 1), (1, 2), (2, 4)]);
    // His skill is the last game's, and each game starts from the one before.
    assert_eq!(marco[0].games[2].after, marco[0].skill);
    // Bruno's clubs "ROMA" and "Roma" are one club: one person, no question.
    assert_eq!(row(&merged, "Bruno").len(), 1);
    assert_eq!(row(&merged, "Bruno")[0].games.len(), 3);
}

#[test]
fn the_order_the_tournaments_come_in_changes_nothing() {
    let r =
        rules(r#"{"rating": "weng-lin", "same": [["Marco Rossi|ROMA", "Marco Rossi|LATINA"]]}"#);
    let mut s = season();
    let first = rate(&r, &s);
    s.reverse();
    let reversed = rate(&r, &s);
    s.rotate_left(1);
    let rotated = rate(&r, &s);
    assert_eq!(first, reversed);
    assert_eq!(first, rotated);
    assert_eq!(output::json(&first), output::json(&rotated));
    // Dated by its first round, the February evening (written 14/02/2026) comes second.
    assert_eq!(first.tournaments, vec!["Serata 1", "Serata 2", "Serata 3"]);
}

#[test]
fn the_list_is_by_the_conservative_rating_with_provisional_players() {
    let l = rate(&rules(r#"{"rating": "weng-lin"}"#), &season());
    assert!(l.rows.windows(2).all(|w| w[0].rating() >= w[1].rating()));
    assert!(l.rows.iter().all(|r| r.provisional()));
    assert!(l
        .rows
        .iter()
        .all(|r| r.skill.sigma < 25.0 / 3.0 && r.skill.mu.is_finite()));
    // A winner of her only table is ahead of the last of his.
    let pos = |first: &str| row(&l, first)[0].pos;
    assert!(pos("Dario") < pos("Gina"));
    let text = output::text(&l, Lang::It);
    assert!(text.contains("provvisorio"), "{text}");
    let game = output::game_text(&l, &row(&l, "Gina")[0].games[0], Lang::It);
    assert!(
        game.starts_with("Serata 1, turno 1, tavolo 2: 4° di 4 (atteso 2,50) -"),
        "{game}"
    );
}

#[test]
fn players_level_at_every_table_share_a_position() {
    let mut h = one_round(
        "Serata",
        "2026-01-10",
        &[&[("Anna", "A", ""), ("Bruno", "B", ""), ("Carla", "C", "")]],
    );
    h.games[0].tables[0].seats = vec![[0, 1], [1, 1], [2, 3]];
    let l = rate(&rules(r#"{"rating": "weng-lin"}"#), &[h]);
    let pos: Vec<(String, u32)> = l
        .rows
        .iter()
        .map(|r| (r.first_name.clone(), r.pos))
        .collect();
    assert_eq!(
        pos,
        vec![("Anna".into(), 1), ("Bruno".into(), 1), ("Carla".into(), 3)]
    );
    assert_eq!(l.rows[0].skill, l.rows[1].skill);
}

#[test]
fn a_circuit_with_no_scored_table_says_so() {
    let mut h = one_round(
        "Serata",
        "2026-01-10",
        &[&[("Anna", "A", ""), ("Bruno", "B", "")]],
    );
    h.games.clear();
    let l = rate(&rules(r#"{"rating": "weng-lin"}"#), &[h.clone()]);
    assert!(l.is_empty());
    assert_eq!(l.unrated.len(), 2);
    assert_eq!(l.without_games, vec!["Serata"]);
    let text = output::text(&l, Lang::It);
    assert!(text.contains("Nessun tavolo con risultato"), "{text}");
    assert!(!text.contains("NaN"));
    let printed = output::printed(&l, Lang::En);
    assert!(printed.rows.is_empty());
    assert_eq!(printed.list.as_ref().map(|x| x.said.len()), Some(1));
    // Beside a tournament with games, the empty one is named and its players listed apart.
    let mut other = season().remove(1);
    other.name = "Serata 2".into();
    let l = rate(&rules(r#"{"rating": "weng-lin"}"#), &[h, other]);
    assert_eq!(l.without_games, vec!["Serata"]);
    assert_eq!(
        l.unrated
            .iter()
            .map(|u| u.first_name.as_str())
            .collect::<Vec<_>>(),
        vec!["Anna", "Bruno"]
    );
    assert!(output::said(&l, Lang::En)[0].contains("not counted: Serata"));
}

#[test]
fn the_rules_take_the_rating_and_refuse_what_is_not_one() {
    let r = rules(r#"{"name": "Rating 2026", "rating": "weng-lin"}"#);
    assert_eq!(r.rating, Some(crate::circuit::rules::RatingModel::WengLin));
    assert_eq!(Rules::from_value(&r.to_value()).unwrap(), r);
    let e = Rules::from_json(r#"{"rating": "elo"}"#).unwrap_err();
    assert_eq!(e[0].place, "rating");
    let e = Rules::from_json(r#"{"rating": "weng-lin", "ranking": "nazionale", "year": 2024}"#)
        .unwrap_err();
    assert_eq!(e[0].place, "rating");
}
