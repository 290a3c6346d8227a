//! Thousandths of the table points, a bonus to the single winner, a capped 5-seat factor and a
//! RisiKo!'s fixed points ([`Scoring::Thousandths`]: Master and the formats scoring as it does).

use super::ScoreInput;
use crate::format::def::{Ratio, Scoring};
use crate::format::errors::ScoreError;
use crate::format::points::Points;

/// [`tournament_points`] with the constants of a [`Scoring::Thousandths`]: (winner bonus, 5-seat
/// factor, 5-seat cap, RisiKo!), the last two in thousandths.
pub(crate) fn thousandths(
    table_points: u32,
    seats: usize,
    winner: bool,
    risiko: bool,
    (winner_bonus, five, cap, risiko_points): (i64, Ratio, i64, i64),
) -> Points {
    if risiko {
        return Points::new(risiko_points, 1000);
    }
    let bonus = Points::from_int(winner_bonus * winner as i64);
    if seats == 5 {
        let base = Points::new(table_points as i64 * five.num, five.den * 1000).ceil_to(1000);
        (base + bonus).min(Points::new(cap, 1000))
    } else {
        Points::new(table_points as i64, 1000) + bonus
    }
}

pub(crate) fn score(input: &ScoreInput, scoring: &Scoring) -> Result<Vec<Points>, ScoreError> {
    let Scoring::Thousandths {
        winner_bonus,
        five_seats,
        five_seat_cap,
        risiko,
    } = *scoring
    else {
        return Err(ScoreError::InvalidOutcome {
            table: input.table.number,
        });
    };
    let seats = input.table.seats.len();
    Ok(input
        .results
        .iter()
        .enumerate()
        .map(|(s, r)| {
            thousandths(
                r.points,
                seats,
                input.is_winner(s),
                r.risiko,
                (winner_bonus, five_seats, five_seat_cap, risiko),
            )
        })
        .collect())
}
