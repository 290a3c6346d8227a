//! "Formula Spartac" ([`Scoring::Spartac`]: Campionato Gufo): the winner a base plus his table points,
//! a loser the base minus the gap to the winner.

use super::ScoreInput;
use crate::format::def::{Ratio, Scoring};
use crate::format::errors::ScoreError;
use crate::format::points::Points;
use crate::format::ranking;

pub(crate) fn winner(
    table_points: u32,
    seats: usize,
    risiko: bool,
    (base, risiko_win, five): (i64, i64, Option<Ratio>),
) -> Points {
    if risiko {
        return Points::from_int(risiko_win);
    }
    let own = Points::from_int(table_points as i64);
    let own = match five {
        Some(f) if seats == 5 => f.apply(own),
        _ => own,
    };
    Points::from_int(base) + own
}

pub(crate) fn loser(winner_table_points: u32, own: u32, base: i64) -> Points {
    Points::from_int(base - (winner_table_points as i64 - own as i64))
}

pub(crate) fn score(input: &ScoreInput, scoring: &Scoring) -> Result<Vec<Points>, ScoreError> {
    let Scoring::Spartac {
        base,
        risiko_win,
        five_seats,
    } = *scoring
    else {
        return Err(ScoreError::InvalidOutcome {
            table: input.table.number,
        });
    };
    let seats = input.table.seats.len();
    let top = input
        .rank
        .winners()
        .first()
        .map(|&s| ranking::table_points(input.results[s]))
        .unwrap_or(0);
    Ok(input
        .results
        .iter()
        .enumerate()
        .map(|(s, r)| {
            let own = ranking::table_points(r);
            if input.is_winner(s) {
                winner(own, seats, r.risiko, (base, risiko_win, five_seats))
            } else {
                loser(top, own, base)
            }
        })
        .collect())
}
