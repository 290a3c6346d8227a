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

use super::{
    ranking, Column, FormatDef, FormatOptions, Memory, Phases, Points, Ratio, RoundRule,
    RoundRules, ScoreError, ScoreInput, Scoring, Standings, Summary, Teams, WinnerTieBreaks,
};
use crate::draw::spec::TablePlan;
use crate::model::{ConflictKind as C, Tournament};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

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

fn place_points(
    scoring: &Scoring,
    place: usize,
    eliminated: bool,
    table_points: u32,
    seats: usize,
) -> Points {
    let Scoring::PlaceBonus {
        divisor,
        five_seats,
        three_seats,
        survivors,
        eliminated: eliminated_bonus,
    } = scoring
    else {
        return Points::ZERO;
    };
    let bonus = if eliminated {
        eliminated_bonus
    } else {
        survivors
    };
    let bonus = place
        .checked_sub(1)
        .and_then(|i| bonus.get(i))
        .copied()
        .unwrap_or(0);
    let points = Points::from_int(if eliminated { 0 } else { table_points as i64 });
    let points = match seats {
        5 => five_seats.apply(points),
        3 => three_seats.apply(points),
        _ => points,
    };
    points * Points::new(1, *divisor) + Points::from_int(bonus)
}

/// Scores a complete table (ranked with the Gufo tie-breaks: survivors first, the last eliminated
/// first among the eliminated) by a [`Scoring::PlaceBonus`].
pub(crate) fn score(input: &ScoreInput, scoring: &Scoring) -> Result<Vec<Points>, ScoreError> {
    let seats = input.table.seats.len();
    let mut out = vec![Points::ZERO; seats];
    let mut place = 0;
    for group in &input.rank.groups {
        if group.len() > 1 {
            return Err(ScoreError::UnresolvedTie {
                table: input.table.number,
                by: super::WinnerTieBreaks::None,
                players: group.iter().map(|&s| input.table.seats[s].player).collect(),
            });
        }
        for &s in group {
            place += 1;
            let r = input.results[s];
            out[s] = place_points(
                scoring,
                place,
                r.eliminated.is_some(),
                ranking::table_points(r),
                seats,
            );
        }
    }
    Ok(out)
}

/// The team tournament as a definition.
pub fn definition() -> FormatDef {
    FormatDef {
        name: "Torneo a squadre".into(),
        name_en: "Team tournament".into(),
        summary: Summary::of(|l| crate::i18n::msg::SummaryTablesOf4And52222.str(l)),
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
        results: super::ResultRules::GUFO,
        options: FormatOptions {
            teams: Some(Teams { best: None }),
            ..Default::default()
        },
        rated: false,
    }
}

/// One line of the team standings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeamRow {
    /// Shared where total and wins are level.
    pub pos: u32,
    /// The club's name as its first registered player has it.
    pub club: String,
    pub total: Points,
    pub wins: u32,
    /// Players of the club who played.
    pub players: u32,
}

/// The team standings from the players' standings: the best `best` game scores of each club's players
/// (all when `None`), then wins. Players without a club belong to no team.
pub fn team_standings(t: &Tournament, standings: &Standings, best: Option<usize>) -> Vec<TeamRow> {
    struct Team {
        club: String,
        games: Vec<Points>,
        wins: u32,
        players: u32,
        first: usize,
    }
    let mut teams: BTreeMap<String, Team> = BTreeMap::new();
    for row in &standings.rows {
        let Some(p) = t.player(row.player) else {
            continue;
        };
        let Some(key) = p.club_key() else {
            continue;
        };
        let first = t.registration_index(row.player).unwrap_or(usize::MAX);
        let team = teams.entry(key).or_insert_with(|| Team {
            club: p.club.trim().to_string(),
            games: Vec::new(),
            wins: 0,
            players: 0,
            first,
        });
        if first < team.first {
            team.first = first;
            team.club = p.club.trim().to_string();
        }
        team.games.extend(row.rounds.iter().flatten().copied());
        team.wins += row.wins;
        team.players += 1;
    }
    let mut rows: Vec<TeamRow> = teams
        .into_values()
        .map(|mut team| {
            team.games.sort_by(|a, b| b.cmp(a));
            let k = best.unwrap_or(usize::MAX).min(team.games.len());
            TeamRow {
                pos: 0,
                club: team.club,
                total: team.games[..k].iter().copied().sum(),
                wins: team.wins,
                players: team.players,
            }
        })
        .collect();
    rows.sort_by(|a, b| {
        b.total
            .cmp(&a.total)
            .then(b.wins.cmp(&a.wins))
            .then_with(|| a.club.cmp(&b.club))
    });
    for i in 0..rows.len() {
        rows[i].pos =
            if i > 0 && rows[i].total == rows[i - 1].total && rows[i].wins == rows[i - 1].wins {
                rows[i - 1].pos
            } else {
                i as u32 + 1
            };
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::StandingRow;
    use crate::model::{SeatResult, Table};

    fn scored(results: Vec<SeatResult>) -> Result<Vec<String>, ScoreError> {
        let ids: Vec<u32> = (1..=results.len() as u32).collect();
        let mut t = Table::new(1, &ids);
        for (seat, r) in t.seats.iter_mut().zip(results) {
            seat.result = Some(r);
        }
        crate::format::engine::score_table(&definition(), &t)
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
