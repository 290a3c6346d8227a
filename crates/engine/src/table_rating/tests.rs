//! The table rating's worked numbers: Algorithm 1 of Weng & Lin worked by hand for tables of four
//! (the figures below computed from the paper's formulas, independently of skillratings), and the
//! cases a director checks by eye.

use super::*;

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-6
}

fn one_table(places: &[u32]) -> Round {
    Round {
        tournament: 0,
        round: 1,
        games: vec![Game {
            table: 1,
            seats: places.iter().enumerate().map(|(p, &pl)| (p, pl)).collect(),
        }],
    }
}

#[test]
fn four_new_players_move_as_algorithm_one_says() {
    // c = √(2σ² + 2β²) = √173.61; each pair's p = ½; the winner's Ω = 3 · σ²/c · ½ = 7.9057,
    // the second's σ²/c · ½ = 2.6352; Δ = 3 · (σ/c) · σ²/c² · ¼ for everyone: σ' = 7.501219.
    let r = rate(4, &[one_table(&[1, 2, 3, 4])]);
    let mu: Vec<f64> = r.skills.iter().map(|s| s.mu).collect();
    for (got, want) in mu.iter().zip([32.905694, 27.635231, 22.364769, 17.094306]) {
        assert!(close(*got, want), "{got} ≠ {want}");
    }
    assert!(r.skills.iter().all(|s| close(s.sigma, 7.501219)));
    // What one gains another loses: the μ sum stays 100.
    assert!(close(mu.iter().sum::<f64>(), 100.0));
}

#[test]
fn a_table_of_four_with_a_shared_place_and_known_ratings() {
    // Worked from the paper's formulas (pairs of equal place score ½).
    let before = [
        Skill {
            mu: 30.0,
            sigma: 4.0,
        },
        Skill {
            mu: 25.0,
            sigma: 6.0,
        },
        Skill {
            mu: 20.0,
            sigma: 5.0,
        },
        Skill {
            mu: 18.0,
            sigma: 7.0,
        },
    ];
    let after = rate_table(&before, &[1, 2, 2, 4]);
    let want = [
        (31.446686, 3.903597),
        (24.249849, 5.520007),
        (20.712388, 4.761146),
        (13.194282, 6.279118),
    ];
    for (s, (mu, sigma)) in after.iter().zip(want) {
        assert!(close(s.mu, mu) && close(s.sigma, sigma), "{s:?}");
    }
}

#[test]
fn a_favourite_winning_moves_the_ratings_less_than_an_upset() {
    let strong = Skill {
        mu: 32.0,
        sigma: 4.0,
    };
    let weak = Skill {
        mu: 20.0,
        sigma: 4.0,
    };
    let table = [strong, weak, weak, weak];
    let expected = rate_table(&table, &[1, 2, 3, 4]);
    let upset = rate_table(&table, &[4, 1, 2, 3]);
    let gain_fav = expected[0].mu - strong.mu;
    let loss_fav = strong.mu - upset[0].mu;
    let gain_outsider = upset[1].mu - weak.mu;
    assert!(gain_fav > 0.0 && loss_fav > 0.0);
    assert!(gain_fav < loss_fav, "{gain_fav} vs {loss_fav}");
    // The outsider who wins gains more than the favourite who wins.
    assert!(gain_outsider > gain_fav);
    // And the favourite was expected ahead: an expected place under the middle.
    let e = expected_places(&table);
    assert!(e[0] < 2.0 && e[1] > 2.5);
    assert!(close(e.iter().sum::<f64>(), 10.0));
}

#[test]
fn level_players_share_a_rank_and_move_alike() {
    let r = rate(4, &[one_table(&[1, 2, 2, 4])]);
    assert!(close(r.skills[1].mu, r.skills[2].mu));
    assert!(close(r.skills[1].mu, 25.0));
    assert_eq!((r.played[1][0].place, r.played[2][0].place), (2, 2));
    // All level: nobody's μ moves, σ shrinks.
    let r = rate(3, &[one_table(&[1, 1, 1])]);
    assert!(r
        .skills
        .iter()
        .all(|s| close(s.mu, 25.0) && s.sigma < 25.0 / 3.0));
}

#[test]
fn the_order_of_tables_in_a_round_changes_nothing() {
    let t1 = Game {
        table: 1,
        seats: vec![(0, 1), (1, 2), (2, 3), (3, 4)],
    };
    let t2 = Game {
        table: 2,
        seats: vec![(4, 2), (5, 1), (6, 3), (7, 4)],
    };
    let first = Round {
        tournament: 0,
        round: 1,
        games: vec![t1.clone(), t2.clone()],
    };
    let mixed = Game {
        table: 1,
        seats: vec![(0, 4), (4, 1), (5, 2), (2, 3)],
    };
    let second = Round {
        tournament: 0,
        round: 2,
        games: vec![mixed.clone()],
    };
    let a = rate(8, &[first, second.clone()]);
    let swapped = Round {
        tournament: 0,
        round: 1,
        games: vec![t2, t1],
    };
    let b = rate(8, &[swapped, second]);
    assert_eq!(a, b);
    // Within one round a table sees the ratings from before the round, not another table's result.
    assert_eq!(a.played[4][1].before, a.played[4][0].after);
}

#[test]
fn a_table_of_one_is_no_game_and_a_person_off_the_list_is_ignored() {
    let r = rate(
        2,
        &[Round {
            tournament: 0,
            round: 1,
            games: vec![Game {
                table: 1,
                seats: vec![(0, 1)],
            }],
        }],
    );
    assert_eq!(r.games(0), 0);
    assert_eq!(r.skills[0], Skill::new());
    let r = rate(
        2,
        &[Round {
            tournament: 0,
            round: 1,
            games: vec![Game {
                table: 1,
                seats: vec![(0, 1), (5, 2)],
            }],
        }],
    );
    assert_eq!(r.games(0), 0);
}

#[test]
fn the_conservative_rating_starts_at_zero() {
    assert!(close(Skill::new().rating(), 0.0));
}
