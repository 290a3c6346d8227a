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

#[cfg(test)]
/// The team tournament's bonuses (GestioneTorneo 2.4's formats) scored by the mechanism.
mod squadre_examples {
    use crate::format::builtin::squadre::definition;
    use crate::format::errors::ScoreError;
    use crate::model::{SeatResult, Table};

    fn scored(results: Vec<SeatResult>) -> Result<Vec<String>, ScoreError> {
        let ids: Vec<u32> = (1..=results.len() as u32).collect();
        let mut t = Table::new(1, &ids);
        for (seat, r) in t.seats.iter_mut().zip(results) {
            seat.result = Some(r);
        }
        crate::format::scoring::score_table(&definition(), &t)
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
}
