//! A bonus by place in the table ranking plus table points scaled by the table's size
//! ([`Scoring::PlaceBonus`]: the team tournament).

use super::ScoreInput;
use crate::format::def::{Scoring, WinnerTieBreaks};
use crate::format::errors::ScoreError;
use crate::format::points::Points;
use crate::format::ranking;

pub(crate) fn place_points(
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
                by: WinnerTieBreaks::None,
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
