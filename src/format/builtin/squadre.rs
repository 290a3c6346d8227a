//! Torneo a squadre, the team tournament of GestioneTorneo 2.4 (SPEC 5.10).
//!
//! **Per player**: a game's score is the bonus for the player's place in the table ranking plus his table
//! points ÷ 100 (× 1.25 at a 5-seat table, × 0.75 at a 3-seat table). The bonus goes by the place in
//! the table ranking, eliminated players below the survivors (−1 above −2): 1st 12; 2nd to 5th 7, 5, 3,
//! 2 for a survivor and 3, 2, 1, 0 for an eliminated player (as GestioneTorneo computes it). An
//! eliminated player's table points are 0. Survivors level on points need a tie order (their bonuses
//! differ). The players' standings are Torneo Gufo's: total, then wins.
//!
//! **Teams**: a team is a club. Its score is the sum of the best K game scores of all its players'
//! games (K a tournament setting, default all); ties by the team's wins (games its players won).
//!
//! ```
//! use raduno::format::squadre::game_points;
//! assert_eq!(game_points(1, false, 55, 4).to_string(), "12.55");
//! assert_eq!(game_points(2, false, 30, 5).to_string(), "7.375"); // 30 × 1.25 / 100 + 7
//! assert_eq!(game_points(3, false, 40, 3).to_string(), "5.3"); // 40 × 0.75 / 100 + 5
//! assert_eq!(game_points(2, true, 0, 4).to_string(), "3");
//! assert_eq!(game_points(4, true, 0, 4).to_string(), "1");
//! ```

use crate::draw::spec::TablePlan;
use crate::format::def::{
    Column, FormatDef, FormatOptions, Memory, Names, Phases, Ratio, RoundRule, RoundRules, Scoring,
    Teams, Texts, WinnerTieBreaks,
};
use crate::format::points::Points;
use crate::format::scoring::place_bonus::place_points;
use crate::i18n::msg;
use crate::model::ConflictKind as C;

/// Bonus of a survivor at places 1 to 5.
pub const SURVIVOR_BONUS: [i64; 5] = [12, 7, 5, 3, 2];
/// Bonus of an eliminated player at places 1 to 5.
pub const ELIMINATED_BONUS: [i64; 5] = [12, 3, 2, 1, 0];

/// The team tournament's constants as a [`Scoring::PlaceBonus`].
pub fn scoring() -> Scoring {
    Scoring::PlaceBonus {
        divisor: 100,
        five_seats: Ratio::FIVE_QUARTERS,
        three_seats: Ratio { num: 3, den: 4 },
        survivors: SURVIVOR_BONUS.to_vec(),
        eliminated: ELIMINATED_BONUS.to_vec(),
    }
}

/// One game's score for a player at `place` (1-based) of a table of `seats`, with the team
/// tournament's constants.
pub fn game_points(place: usize, eliminated: bool, table_points: u32, seats: usize) -> Points {
    place_points(&scoring(), place, eliminated, table_points, seats)
}

/// The team tournament as a definition.
pub fn definition() -> FormatDef {
    FormatDef {
        name: Texts::first(|l| msg::FormatSquadreName.str(l)),
        names: Names::of(|l| msg::FormatSquadreName.str(l)),
        summary: Texts::of(|l| msg::FormatSquadreSummary.str(l)),
        plan: TablePlan::FoursAndFives,
        rounds: RoundRules {
            first: RoundRule::Priorities {
                priorities: vec![C::SameClub, C::ClubMeetsClub],
            },
            later: RoundRule::Priorities {
                priorities: vec![
                    C::SameClub,
                    C::ClubMeetsClub,
                    C::AlreadyMet,
                    C::PlayerMeetsClubAgain,
                ],
            },
            met: Memory::All,
            repeat: Memory::All,
            cinquisti: false,
        },
        tie_breaks: WinnerTieBreaks::Eliminations,
        scoring: scoring(),
        bye: None,
        order: vec![Column::Wins],
        phases: Phases::Qualifying,
        decimals: 2,
        unique_winner: false,
        results: crate::format::def::ResultRules::GUFO,
        options: FormatOptions {
            teams: Some(Teams { best: None }),
            ..Default::default()
        },
        rated: false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::errors::ScoreError;
    use crate::format::standings::{StandingRow, Standings};
    use crate::format::teams::team_standings;
    use crate::model::Tournament;

    use crate::model::{SeatResult, Table};

    fn scored(results: Vec<SeatResult>) -> Result<Vec<String>, ScoreError> {
        let ids: Vec<u32> = (1..=results.len() as u32).collect();
        let mut t = Table::new(1, &ids);
        for (seat, r) in t.seats.iter_mut().zip(results) {
            seat.result = Some(r);
        }
        crate::format::scoring::score_table(&definition(), &t)
            .map(|v| v.iter().map(|p| p.to_decimal(4)).collect())
    }

    fn out(order: u8) -> SeatResult {
        SeatResult {
            eliminated: Some(order),
            ..SeatResult::default()
        }
    }

    #[test]
    fn survivors_then_the_eliminated_by_place() {
        // Two survivors (60, 20), then −1 and −2: places 1, 2, 3, 4 → 12.60, 7.20, 2 (elim. 3rd), 1.
        assert_eq!(
            scored(vec![
                out(2),
                SeatResult::points(20),
                out(1),
                SeatResult::points(60)
            ])
            .unwrap(),
            ["1.0000", "7.2000", "2.0000", "12.6000"]
        );
        // Five seats: × 1.25; the 5th survivor gets 2.
        assert_eq!(
            scored((1..=5).map(|i| SeatResult::points(i * 10)).collect()).unwrap(),
            ["2.1250", "3.2500", "5.3750", "7.5000", "12.6250"]
        );
        // Three seats: × 0.75.
        assert_eq!(
            scored(vec![SeatResult::points(40), SeatResult::points(20), out(1)]).unwrap(),
            ["12.3000", "7.1500", "2.0000"]
        );
    }

    #[test]
    fn level_survivors_need_an_order() {
        let err = scored(vec![
            SeatResult::points(40),
            SeatResult::points(40),
            SeatResult::points(10),
            out(1),
        ])
        .unwrap_err();
        assert!(matches!(err, ScoreError::UnresolvedTie { ref players, .. } if players == &[1, 2]));
    }

    #[test]
    fn teams_sum_their_best_games_then_wins() {
        use crate::model::{Player, Settings};
        let mut t = Tournament::new(Settings::new("Squadre", crate::format::FormatKind::Gufo));
        for (id, club) in [(1, "Alfa"), (2, "alfa "), (3, "Beta"), (4, "Beta"), (5, "")] {
            let mut player = Player::new(id, "Nome", &format!("Cognome{id}"));
            player.club = club.to_string();
            t.players.push(player);
        }
        let p = |x: i64| Some(Points::from_int(x));
        let row = |player, rounds: Vec<Option<Points>>, wins| StandingRow {
            pos: 0,
            player,
            won: vec![false; rounds.len()],
            total: rounds.iter().flatten().copied().sum(),
            rounds,
            wins,
            withdrawn: false,
            tiebreaks: Vec::new(),
        };
        let s = Standings {
            rows: vec![
                row(1, vec![p(12), p(3)], 1),
                row(2, vec![p(7), None], 0),
                row(3, vec![p(12), p(5)], 1),
                row(4, vec![p(5), p(2)], 0),
                row(5, vec![p(12), p(12)], 2),
            ],
            decimals: 2,
            columns: Vec::new(),
            decided: Vec::new(),
        };
        let all = team_standings(&t, &s, None);
        assert_eq!(
            all.iter()
                .map(|r| (r.pos, r.club.as_str(), r.total.to_string(), r.wins))
                .collect::<Vec<_>>(),
            [
                (1, "Beta", "24".to_string(), 1),
                (2, "Alfa", "22".to_string(), 1)
            ]
        );
        // Best 2 games: Alfa 12 + 7 = 19, Beta 12 + 5 = 17.
        let best2 = team_standings(&t, &s, Some(2));
        assert_eq!(best2[0].club, "Alfa");
        assert_eq!(best2[0].total, Points::from_int(19));
        assert_eq!(best2[1].total, Points::from_int(17));
        // Level totals share a place only when wins are level too.
        let s2 = Standings {
            rows: vec![row(1, vec![p(10)], 1), row(3, vec![p(10)], 1)],
            decimals: 2,
            columns: Vec::new(),
            decided: Vec::new(),
        };
        let level = team_standings(&t, &s2, None);
        assert_eq!((level[0].pos, level[1].pos), (1, 1));
    }
}
