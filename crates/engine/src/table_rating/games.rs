//! A tournament's games as the table rating reads them: every scored table of every round, in the
//! tournament's order, with each real seat's place in the format's table ranking (players level
//! share it). Ghost seats (Campionato Gufo's fictitious fourth) are no seats, byes sit at no
//! table, and a table not played or not complete is no game.

use crate::format::{table_state, TableState};
use crate::model::{PlayerId, Tournament};

/// One table of a round as a game: its number and each seat's player and place (1-based, shared by
/// level seats), in seat order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableGame {
    pub table: u32,
    pub seats: Vec<(PlayerId, u32)>,
}

/// One round's games, in table order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundGames {
    /// The round's number as the tournament shows it.
    pub round: u32,
    pub tables: Vec<TableGame>,
}

/// The games of `t`, round by round in the tournament's order; a round with no scored table of two
/// or more players is left out.
pub fn games(t: &Tournament) -> Vec<RoundGames> {
    t.rounds
        .iter()
        .filter_map(|round| {
            let tables: Vec<TableGame> = round
                .tables
                .iter()
                .filter_map(|table| match table_state(t, table) {
                    TableState::Scored { rank, .. } if table.seats.len() >= 2 => {
                        let places = rank.places(table.seats.len());
                        Some(TableGame {
                            table: table.number,
                            seats: table
                                .seats
                                .iter()
                                .zip(places)
                                .map(|(s, p)| (s.player, p))
                                .collect(),
                        })
                    }
                    _ => None,
                })
                .collect();
            (!tables.is_empty()).then_some(RoundGames {
                round: round.number,
                tables,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::FormatKind;
    use crate::model::{Phase, Player, Round, SeatResult, Settings, Table};

    fn scored(number: u32, players: &[PlayerId], points: &[u32]) -> Table {
        let mut tb = Table::new(number, players);
        for (s, &p) in tb.seats.iter_mut().zip(points) {
            s.result = Some(SeatResult::points(p));
        }
        tb
    }

    #[test]
    fn a_ghost_seat_a_bye_and_an_unplayed_table_are_no_games() {
        let mut t = Tournament::new(Settings::new("Gufo", FormatKind::CampionatoGufo));
        for id in 1..=8 {
            t.players
                .push(Player::new(id, &format!("N{id}"), &format!("C{id}")));
        }
        // Table 1: three real players and the ghost; table 2: four players, not yet played.
        let mut ghost = scored(1, &[1, 2, 3], &[50, 40, 10]);
        ghost.ghost = true;
        let unplayed = Table::new(2, &[4, 5, 6, 7]);
        let mut round = Round::new(1, Phase::Qualifying, 1, vec![ghost, unplayed]);
        round.byes = vec![8];
        t.rounds.push(round);
        let g = games(&t);
        assert_eq!(g.len(), 1);
        assert_eq!(g[0].tables.len(), 1);
        assert_eq!(g[0].tables[0].seats, vec![(1, 1), (2, 2), (3, 3)]);
        // Rated, the ghost table is a game of three: as a plain table of three would be.
        let rounds = [super::super::Round {
            tournament: 0,
            round: 1,
            games: vec![super::super::Game {
                table: 1,
                seats: g[0].tables[0]
                    .seats
                    .iter()
                    .map(|&(p, pl)| (p as usize - 1, pl))
                    .collect(),
            }],
        }];
        let r = super::super::rate(8, &rounds);
        assert_eq!(
            (r.games(0), r.games(2), r.games(3), r.games(7)),
            (1, 1, 0, 0)
        );
        assert_eq!(r.played[0][0].seats, 3);
        let plain = super::super::rate_table(&[super::super::Skill::new(); 3], &[1, 2, 3]);
        assert_eq!(r.skills[0], plain[0]);
    }

    #[test]
    fn level_points_share_the_place_where_the_format_lets_them() {
        // BGL: level players share (the table results' "Level at the top").
        let mut t = Tournament::new(Settings::new("BGL", FormatKind::Bgl));
        for id in 1..=4 {
            t.players
                .push(Player::new(id, &format!("N{id}"), &format!("C{id}")));
        }
        t.rounds.push(Round::new(
            1,
            Phase::Qualifying,
            1,
            vec![scored(1, &[1, 2, 3, 4], &[30, 30, 20, 10])],
        ));
        let g = games(&t);
        assert_eq!(g[0].tables[0].seats, vec![(1, 1), (2, 1), (3, 3), (4, 4)]);
    }
}
