//! Who the final made 1st, in words: a final of several games between two (the Swiss final), or a
//! final table.

use crate::format::engine::final_standings;
use crate::format::registry::draw_def;
use crate::format::series_final::{final_games, final_result};
use crate::format::standings::FinalDecided;
use crate::model::{Phase, PlayerId, Round, Tournament};

/// Who the final made 1st; `None` before the final is decided.
pub fn final_decided(t: &Tournament) -> Option<FinalDecided> {
    let name = |p: PlayerId| t.player(p).map_or(format!("ID {p}"), |x| x.full_name());
    if draw_def(t).phases.optional_final() {
        let r = final_result(t, final_games(t))?;
        return Some(FinalDecided::Series {
            winner: name(r.winner),
            runner_up: name(r.runner_up),
            points: r.points,
            discs: r.discs,
            decided_by: r.decided_by,
        });
    }
    let finals: Vec<&Round> = t
        .rounds
        .iter()
        .filter(|r| r.phase == Phase::Final)
        .collect();
    if finals.is_empty() {
        return None;
    }
    let s = final_standings(t)?;
    let winner = s.rows.first()?.player;
    let mut others: Vec<PlayerId> = finals
        .iter()
        .flat_map(|r| r.players())
        .filter(|&p| p != winner)
        .collect();
    others.sort_unstable();
    others.dedup();
    Some(FinalDecided::Table {
        winner: name(winner),
        against: others.into_iter().map(name).collect(),
    })
}
