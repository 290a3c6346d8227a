//! Open as GestioneTorneo scores it (GestioneTorneo 2.4's formats, "Open as GestioneTorneo scores it":
//! what a club running a "Torneo Open" in GestioneTorneo 2.4 gets).
//!
//! **Sorteggio**: as the Open of the GestioneRaduno manual: tables of 4 and 5, any number of rounds;
//! round 1 (1) same club; later rounds (1) five again, (2) same club, (3) already met.
//!
//! **Classifica** ([`capped_bonus`](crate::format::scoring::capped_bonus)): whole table points; at a
//! 5-seat table the winner with more than 80 table points scores 100 (so at most 150 with the bonus),
//! 100 stays 100, everyone else × 1.25; at a 3-seat table × 0.75; the bonus 50 to a sole winner, 25
//! each to two, none when three or more share the win. Standings: total, then wins, then the best
//! single game (bonus included).
//!
//! ```
//! use raduno_engine::format::open_gt::game_points;
//! assert_eq!(game_points(84, 5, 1).to_decimal(2), "150.00"); // the manual's Open: 155
//! assert_eq!(game_points(30, 4, 3).to_decimal(2), "30.00"); // three share the win: no bonus
//! assert_eq!(game_points(40, 3, 0).to_decimal(2), "30.00"); // × 0.75
//! ```

use crate::format::def::{Column, FormatDef, Names, Ratio, Scoring, Texts};
use crate::format::points::Points;
use crate::format::scoring::capped_bonus::{self, Capped};
use crate::i18n::msg;

/// GestioneTorneo's Open constants (`ScorePlayerOpen`).
pub const CONSTANTS: Capped = Capped {
    bonus: 50,
    five_seats: Ratio::FIVE_QUARTERS,
    three_seats: Ratio { num: 3, den: 4 },
    five_winner_over: 80,
};

/// The Open as GestioneTorneo scores it, as a definition: the Open's draw and plan, its own scoring
/// and the best game after the wins.
pub fn definition() -> FormatDef {
    FormatDef {
        name: Texts::first(|l| msg::FormatOpenGtName.str(l)),
        names: Names::of(|l| msg::FormatOpenGtName.str(l)),
        summary: Texts::of(|l| msg::FormatOpenGtSummary.str(l)),
        scoring: Scoring::CappedWinnerBonus {
            bonus: CONSTANTS.bonus,
            five_seats: CONSTANTS.five_seats,
            three_seats: CONSTANTS.three_seats,
            five_winner_over: CONSTANTS.five_winner_over,
        },
        order: vec![Column::Wins, Column::Best],
        ..super::open::definition()
    }
}

/// Points of one game for a player among `winners` co-winners (0 if he did not win).
pub fn game_points(table_points: u32, seats: usize, winners: usize) -> Points {
    capped_bonus::game_points(&CONSTANTS, table_points, seats, winners)
}

#[cfg(test)]
mod tests {
    use crate::format::{self, FormatKind};
    use crate::model::{Phase, Player, PlayerId, Round, SeatResult, Settings, Table, Tournament};

    /// A table of these players with these table points.
    fn table(number: u32, seats: &[(PlayerId, u32)]) -> Table {
        let ids: Vec<PlayerId> = seats.iter().map(|s| s.0).collect();
        let mut t = Table::new(number, &ids);
        for (seat, (_, pts)) in t.seats.iter_mut().zip(seats) {
            seat.result = Some(SeatResult::points(*pts));
        }
        t
    }

    fn tournament(kind: FormatKind, players: u32, rounds: Vec<Vec<Table>>) -> Tournament {
        let mut t = Tournament::new(Settings::new("Open", kind));
        t.settings.planned_rounds = Some(rounds.len() as u32);
        t.players = (1..=players)
            .map(|id| Player::new(id, &format!("N{id}"), &format!("C{id}")))
            .collect();
        t.rounds = rounds
            .into_iter()
            .enumerate()
            .map(|(i, tables)| Round::new(i as u32 + 1, Phase::Qualifying, 0, tables))
            .collect();
        t
    }

    /// 22 players at tables of 5, 5, 4, 4, 4, two rounds: the two Opens give 9 players other totals
    /// (the 5-table winners over 80, the three who share a win), the other 13 the same.
    fn twenty_two(kind: FormatKind) -> Tournament {
        let r1 = vec![
            table(1, &[(1, 84), (2, 40), (3, 30), (4, 20), (5, 10)]),
            table(2, &[(6, 60), (7, 50), (8, 40), (9, 30), (10, 20)]),
            table(3, &[(11, 30), (12, 30), (13, 30), (14, 10)]),
            table(4, &[(15, 50), (16, 30), (17, 20), (18, 0)]),
            table(5, &[(19, 35), (20, 35), (21, 20), (22, 10)]),
        ];
        let r2 = vec![
            table(1, &[(17, 90), (2, 30), (6, 20), (10, 10), (22, 5)]),
            table(2, &[(21, 82), (3, 40), (7, 30), (18, 20), (19, 10)]),
            table(3, &[(4, 25), (9, 25), (14, 25), (20, 15)]),
            table(4, &[(1, 40), (5, 30), (8, 20), (15, 10)]),
            table(5, &[(11, 50), (12, 20), (13, 20), (16, 10)]),
        ];
        tournament(kind, 22, vec![r1, r2])
    }

    fn totals(t: &Tournament) -> Vec<(PlayerId, String)> {
        let s = format::final_standings(t).expect("two rounds of two played");
        let mut v: Vec<(PlayerId, String)> = s
            .rows
            .iter()
            .map(|r| (r.player, r.total.to_decimal(2)))
            .collect();
        v.sort();
        v
    }

    #[test]
    fn nine_of_twenty_two_totals_differ_from_the_manuals_open() {
        let gt = totals(&twenty_two(FormatKind::OpenGt));
        let manual = totals(&twenty_two(FormatKind::Open));
        let differ: Vec<(PlayerId, &str, &str)> = gt
            .iter()
            .zip(&manual)
            .filter(|(a, b)| a.1 != b.1)
            .map(|(a, b)| (a.0, a.1.as_str(), b.1.as_str()))
            .collect();
        assert_eq!(
            differ,
            [
                // 84 at a 5-table: 150 (GT) against 155; then 40 + 50 at a 4-table.
                (1, "240.00", "245.00"),
                // Three who share a win at a 4-table: 25 without a bonus, 42 with 50 ÷ 3 rounded.
                (4, "50.00", "67.00"),
                (9, "62.50", "79.50"),
                (11, "130.00", "147.00"),
                (12, "50.00", "67.00"),
                (13, "50.00", "67.00"),
                (14, "35.00", "52.00"),
                // 90 and 82 at a 5-table: 150 against 162.50 and 152.50.
                (17, "170.00", "182.50"),
                (21, "170.00", "172.50"),
            ]
        );
        assert_eq!(gt.len(), 22);
    }

    /// Two players level on total and wins: GestioneTorneo puts the better best game ahead; the
    /// manual's Open leaves them level, sharing the place.
    #[test]
    fn a_tie_on_total_and_wins_is_ordered_by_the_best_game() {
        let rounds = || {
            vec![
                vec![
                    table(1, &[(1, 50), (2, 30), (3, 20), (4, 10)]),
                    table(2, &[(5, 40), (6, 35), (7, 20), (8, 10)]),
                ],
                vec![
                    table(1, &[(6, 40), (1, 20), (8, 15), (3, 10)]),
                    table(2, &[(2, 45), (5, 30), (4, 25), (7, 5)]),
                ],
            ]
        };
        let place = |kind: FormatKind, id: PlayerId| {
            let s = format::final_standings(&tournament(kind, 8, rounds())).unwrap();
            let r = s.rows.iter().find(|r| r.player == id).unwrap();
            (r.pos, r.total.to_decimal(2), r.wins)
        };
        // Player 1: 100 + 20 = 120, best 100; player 5: 90 + 30 = 120, best 90.
        assert_eq!(place(FormatKind::OpenGt, 1), (3, "120.00".into(), 1));
        assert_eq!(place(FormatKind::OpenGt, 5), (4, "120.00".into(), 1));
        assert_eq!(place(FormatKind::Open, 1), (3, "120.00".into(), 1));
        assert_eq!(place(FormatKind::Open, 5), (3, "120.00".into(), 1));
    }
}
