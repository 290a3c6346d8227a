//! Table points scaled down plus a bonus by place: survivors by the table ranking, the eliminated by
//! elimination order ([`Scoring::PlacingBonus`]: Torneo Gufo).

use super::ScoreInput;
use crate::format::def::{Ratio, Scoring, WinnerTieBreaks};
use crate::format::errors::ScoreError;
use crate::format::points::Points;
use crate::format::ranking;

/// The `n`-th (1-based) of a bonus list, 0 past its end.
pub(crate) fn nth(list: &[i64], n: usize) -> i64 {
    n.checked_sub(1)
        .and_then(|i| list.get(i))
        .copied()
        .unwrap_or(0)
}

pub(crate) fn survivor(
    table_points: u32,
    seats: usize,
    place: usize,
    (divisor, five, bonus): (i64, Option<Ratio>, &[i64]),
) -> Points {
    let own = Points::from_int(table_points as i64);
    let own = match five {
        Some(f) if seats == 5 => f.apply(own),
        _ => own,
    };
    own * Points::new(1, divisor) + Points::from_int(nth(bonus, place))
}

pub(crate) fn eliminated(order: u8, bonus: &[i64]) -> Points {
    Points::from_int(nth(bonus, order as usize))
}

pub(crate) fn score(input: &ScoreInput, scoring: &Scoring) -> Result<Vec<Points>, ScoreError> {
    let Scoring::PlacingBonus {
        divisor,
        five_seats,
        survivors: survivor_bonus,
        eliminated: elim,
    } = scoring
    else {
        return Err(ScoreError::InvalidOutcome {
            table: input.table.number,
        });
    };
    let seats = input.table.seats.len();
    let mut out = vec![Points::ZERO; seats];
    let mut place = 0;
    for group in &input.rank.groups {
        let survivors: Vec<usize> = group
            .iter()
            .copied()
            .filter(|&s| input.results[s].eliminated.is_none())
            .collect();
        if survivors.len() > 1 {
            return Err(ScoreError::UnresolvedTie {
                table: input.table.number,
                by: WinnerTieBreaks::None,
                players: survivors
                    .iter()
                    .map(|&s| input.table.seats[s].player)
                    .collect(),
            });
        }
        for &s in group {
            let r = input.results[s];
            out[s] = match r.eliminated {
                Some(order) => eliminated(order, elim),
                None => {
                    place += 1;
                    survivor(
                        ranking::table_points(r),
                        seats,
                        place,
                        (*divisor, *five_seats, survivor_bonus),
                    )
                }
            };
        }
    }
    Ok(out)
}
