//! Team standings (SPEC 5.10): a team is a club; it sums its players' best game scores, then wins.

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
