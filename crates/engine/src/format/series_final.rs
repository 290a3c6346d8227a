//! A final of several games between the top two after Swiss rounds (the Othello Swiss rulebook: best of 2 or 3, level
//! on points decided by the discs, then the Swiss standings): when it can be drawn, what it draws, who
//! won it and how.

use crate::draw::spec::{DrawMethod, DrawSpec, TablePlan};
use crate::format::errors::PhaseError;
use crate::format::pairing::swiss::{discs, game_points, tiebreaks};
use crate::format::standings::FinalDecider;
use crate::format::tables::round_done;
use crate::model::{Phase, PlayerId, Round, Tournament};
use std::collections::HashMap;

/// The next game of the final between the top two of the qualifying standings, best of `games` (2 or
/// 3): the better-placed player has Black in game 1, colours alternate.
pub fn final_spec(t: &Tournament, games: u8) -> Result<DrawSpec, PhaseError> {
    let number = t.rounds.len() as u32 + 1;
    if !(2..=3).contains(&games) {
        return Err(PhaseError::FinalGames {
            round: number,
            games,
        });
    }
    if let Some(r) = t.rounds.iter().find(|r| !round_done(t, r)) {
        return Err(PhaseError::PreviousIncomplete { round: r.number });
    }
    let qualifying = t
        .rounds
        .iter()
        .filter(|r| r.phase == Phase::Qualifying)
        .map(|r| r.number)
        .max()
        .unwrap_or(0);
    let top: Vec<PlayerId> = tiebreaks(t, qualifying)
        .iter()
        .take(2)
        .map(|r| r.player)
        .collect();
    let [first, second] = top[..] else {
        return Err(PhaseError::NotEnoughPlayers {
            round: number,
            needed: 2,
            available: top.len(),
        });
    };
    let played = t.rounds.iter().filter(|r| r.phase == Phase::Final).count();
    if final_result(t, games).is_some() {
        return Err(PhaseError::FinalDecided { round: number });
    }
    let table = if played % 2 == 0 {
        vec![first, second]
    } else {
        vec![second, first]
    };
    Ok(DrawSpec {
        number,
        phase: Phase::Final,
        plan: TablePlan::Pairs,
        method: DrawMethod::Fixed {
            tables: vec![table],
            byes: vec![],
        },
    })
}

/// The outcome of the final, once decided.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FinalResult {
    pub winner: PlayerId,
    pub runner_up: PlayerId,
    /// Game points (2 a win, 1 a draw) of the winner and the runner-up in the final.
    pub points: (i64, i64),
    /// Total discs of the winner and the runner-up in the final.
    pub discs: (u32, u32),
    /// What decided it.
    pub decided_by: FinalDecider,
}

/// Best of how many games the final is (the tournament's setting, 3 when unset).
pub fn final_games(t: &Tournament) -> u8 {
    t.settings.final_games.unwrap_or(3)
}

/// The last Swiss round (0 before any).
pub fn swiss_rounds(t: &Tournament) -> u32 {
    t.rounds
        .iter()
        .filter(|r| r.phase == Phase::Qualifying)
        .map(|r| r.number)
        .max()
        .unwrap_or(0)
}

/// The final can be started or continued now: every Swiss round complete (and at least one, with two
/// players in it; all planned rounds when a number is planned) and the final not decided.
pub fn final_available(t: &Tournament) -> bool {
    let swiss = swiss_rounds(t);
    let planned_done = t
        .settings
        .planned_rounds
        .is_none_or(|n| swiss >= n || t.rounds.iter().any(|r| r.phase == Phase::Final));
    swiss > 0
        && planned_done
        && tiebreaks(t, swiss).len() >= 2
        && final_result(t, final_games(t)).is_none()
        && t.rounds.iter().all(|r| round_done(t, r))
}

/// The final's winner, once decided: more game points over best of `games`, decided early when the
/// other cannot catch up; level after all the games, more discs in the final, then the better-placed
/// qualifier. `None` while undecided (or no final game played).
pub fn final_result(t: &Tournament, games: u8) -> Option<FinalResult> {
    let finals: Vec<&Round> = t
        .rounds
        .iter()
        .filter(|r| r.phase == Phase::Final && round_done(t, r))
        .collect();
    let first_game = finals.first()?.tables.first()?;
    let (a, b) = (
        first_game.seats.first()?.player,
        first_game.seats.get(1)?.player,
    );
    let mut pts = HashMap::from([(a, 0i64), (b, 0i64)]);
    let mut dsc = HashMap::from([(a, 0u32), (b, 0u32)]);
    for r in &finals {
        let table = r.tables.first()?;
        let d = discs(table).ok()?;
        let g = game_points(d[0], d[1]);
        for k in 0..2 {
            let p = table.seats[k].player;
            *pts.entry(p).or_default() += g[k];
            *dsc.entry(p).or_default() += d[k];
        }
    }
    let remaining = i64::from(games).saturating_sub(finals.len() as i64).max(0);
    let (pa, pb) = (pts[&a], pts[&b]);
    let decided = (pa - pb).abs() > 2 * remaining || remaining == 0;
    if !decided {
        return None;
    }
    // `a` is the better-placed qualifier (Black in game 1).
    let (a_wins, decided_by) = if pa != pb {
        (pa > pb, FinalDecider::Points)
    } else if dsc[&a] != dsc[&b] {
        (dsc[&a] > dsc[&b], FinalDecider::Discs)
    } else {
        (true, FinalDecider::SwissPlace)
    };
    let (w, l) = if a_wins { (a, b) } else { (b, a) };
    Some(FinalResult {
        winner: w,
        runner_up: l,
        points: (pts[&w], pts[&l]),
        discs: (dsc[&w], dsc[&l]),
        decided_by,
    })
}
