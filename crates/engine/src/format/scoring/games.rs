//! Points of a game by its own count: victory points with a bonus for reaching a target
//! ([`Scoring::VictoryPoints`]), and two-seat games by win, draw and loss ([`Scoring::WinDrawLoss`]).

use super::ScoreInput;
use crate::format::errors::ScoreError;
use crate::format::points::Points;
use crate::format::ranking;

pub(crate) fn victory(victory_points: u32, target: u32, bonus: i64) -> Points {
    let bonus = if victory_points >= target { bonus } else { 0 };
    Points::from_int(victory_points as i64 + bonus)
}

/// [`Scoring::VictoryPoints`]: each seat's victory points, plus `bonus` from `target` up.
pub(crate) fn victory_points(
    input: &ScoreInput,
    target: u32,
    bonus: i64,
) -> Result<Vec<Points>, ScoreError> {
    Ok(input
        .results
        .iter()
        .map(|r| victory(ranking::table_points(r), target, bonus))
        .collect())
}

/// Points of the two seats by (win, draw, loss).
pub(crate) fn points_of(black: u32, white: u32, [win, draw, loss]: [i64; 3]) -> [i64; 2] {
    match black.cmp(&white) {
        std::cmp::Ordering::Greater => [win, loss],
        std::cmp::Ordering::Equal => [draw, draw],
        std::cmp::Ordering::Less => [loss, win],
    }
}

/// [`Scoring::WinDrawLoss`] of a two-seat table.
pub(crate) fn win_draw_loss(input: &ScoreInput, wdl: [i64; 3]) -> Result<Vec<Points>, ScoreError> {
    match input.results.as_slice() {
        [b, w] => Ok(points_of(b.points, w.points, wdl)
            .iter()
            .map(|&p| Points::from_int(p))
            .collect()),
        _ => Err(ScoreError::InvalidOutcome {
            table: input.table.number,
        }),
    }
}
