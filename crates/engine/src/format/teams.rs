//! Team standings (GestioneTorneo 2.4's formats): a team is a club; it sums its players' best game scores, then wins.

use crate::format::points::Points;
use crate::format::standings::Standings;
use crate::model::Tournament;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

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
            crate::order::sort_by(&mut team.games, |a, b| b.cmp(a));
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
    crate::order::sort_by(&mut rows, |a, b| {
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
/// The team tournament's standings (GestioneTorneo 2.4's formats).
mod squadre_examples {
    use super::team_standings;
    use crate::format::points::Points;
    use crate::format::standings::{StandingRow, Standings};
    use crate::model::Tournament;

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
