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
    Ok(input.each_seat(|r, won| {
        thousandths(
            r.points,
            seats,
            won,
            r.risiko,
            (winner_bonus, five_seats, five_seat_cap, risiko),
        )
    }))
}

#[cfg(test)]
/// Master's constants (004) by the mechanism.
mod master_examples {
    use crate::format::builtin::master::tournament_points;
    use crate::format::points::Points;

    #[test]
    fn five_table_rounding_is_up_at_the_third_decimal() {
        // 1 × 1.25 = 1.25 thousandths → 0.002; 4 × 1.25 = 5 → 0.005 exactly.
        assert_eq!(tournament_points(1, 5, false, false).to_decimal(3), "0.002");
        assert_eq!(tournament_points(4, 5, false, false).to_decimal(3), "0.005");
        assert_eq!(tournament_points(0, 5, false, false), Points::ZERO);
        // A 4-table has no cap.
        assert_eq!(
            tournament_points(105, 4, true, false).to_decimal(3),
            "1.105"
        );
    }
}
