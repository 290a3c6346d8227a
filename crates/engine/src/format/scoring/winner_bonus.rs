//! A bonus to the table's winner(s) on top of the table points ([`Scoring::WinnerBonus`]: Raduno
//! Nazionale, Open and the formats that score as they do).

use super::ScoreInput;
use crate::format::def::Ratio;
use crate::format::errors::ScoreError;
use crate::format::points::Points;
use crate::format::ranking;

/// Table points × 1.25 at a 5-seat table, exact.
pub fn scaled(table_points: u32, seats: usize) -> Points {
    if seats == 5 {
        Points::new(table_points as i64 * 5, 4)
    } else {
        Points::from_int(table_points as i64)
    }
}

/// Each of `winners` co-winners' share of `bonus`: all of it, half, then `bonus / k` rounded to the
/// nearest integer (the Raduno Nazionale rulebook Reading); 0 for no winner.
pub fn share(bonus: i64, winners: usize) -> i64 {
    match winners {
        0 => 0,
        k => Points::new(bonus, k as i64).round_to(1).numerator(),
    }
}

/// [`Scoring::WinnerBonus`]: table points (× the 5-seat factor) plus the winners' share of the bonus.
pub(crate) fn score(
    input: &ScoreInput,
    bonus: i64,
    five_seats: Option<Ratio>,
) -> Result<Vec<Points>, ScoreError> {
    let k = input.rank.winners().len();
    let seats = input.table.seats.len();
    Ok(input.each_seat(|r, won| {
        let own = Points::from_int(ranking::table_points(r) as i64);
        let own = match five_seats {
            Some(f) if seats == 5 => f.apply(own),
            _ => own,
        };
        own + Points::from_int(share(bonus, if won { k } else { 0 }))
    }))
}
