//! The Open as GestioneTorneo 2.4 scores it ([`Scoring::CappedWinnerBonus`]; GestioneTorneo 2.4's
//! formats, "Open as GestioneTorneo scores it"): whole table points; at a 5-seat table the winner with
//! more than `five_winner_over` table points scores 100 (so at most 150 with the bonus), 100 stays
//! 100, everyone else × `five_seats`; at a 3-seat table × `three_seats`; `bonus` to a sole winner,
//! half each to two co-winners, nothing when three or more share the win.
//!
//! Table points are whole numbers in Raduno (a decimal typed in a legacy sheet orders a tie and is
//! not kept as points), which is GestioneTorneo's truncation.
//!
//! [`Scoring::CappedWinnerBonus`]: crate::format::def::Scoring::CappedWinnerBonus

use super::ScoreInput;
use crate::format::def::Ratio;
use crate::format::errors::ScoreError;
use crate::format::points::Points;
use crate::format::ranking;

/// The constants of [`Scoring::CappedWinnerBonus`](crate::format::def::Scoring::CappedWinnerBonus).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Capped {
    pub bonus: i64,
    pub five_seats: Ratio,
    pub three_seats: Ratio,
    pub five_winner_over: u32,
}

/// The table points a seat scores before the bonus: the capped winner's 100 at a 5-seat table, a
/// 100 kept, the factor of the table's size otherwise.
pub fn table_score(c: &Capped, table_points: u32, seats: usize, won: bool) -> Points {
    let own = Points::from_int(i64::from(table_points));
    match seats {
        5 if won && table_points > c.five_winner_over => Points::from_int(100),
        5 if table_points == 100 => own,
        5 => c.five_seats.apply(own),
        3 => c.three_seats.apply(own),
        _ => own,
    }
}

/// Each of `winners` co-winners' bonus: all of it alone, half each to two, none to three or more.
pub fn bonus_share(bonus: i64, winners: usize) -> Points {
    match winners {
        1 => Points::from_int(bonus),
        2 => Points::new(bonus, 2),
        _ => Points::ZERO,
    }
}

/// One game's points: [`table_score`] plus the bonus share when the seat won.
pub fn game_points(c: &Capped, table_points: u32, seats: usize, winners: usize) -> Points {
    let won = winners > 0;
    table_score(c, table_points, seats, won)
        + if won {
            bonus_share(c.bonus, winners)
        } else {
            Points::ZERO
        }
}

/// [`Scoring::CappedWinnerBonus`](crate::format::def::Scoring::CappedWinnerBonus) of a ranked table.
pub(crate) fn score(input: &ScoreInput, c: &Capped) -> Result<Vec<Points>, ScoreError> {
    let k = input.rank.winners().len();
    let seats = input.table.seats.len();
    Ok(input.each_seat(|r, won| {
        game_points(c, ranking::table_points(r), seats, if won { k } else { 0 })
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::builtin::open::game_points as open_points;
    use crate::format::builtin::open_gt::CONSTANTS as GT;

    fn shown(p: Points) -> String {
        p.to_decimal(2)
    }

    /// The worked example: a 5-seat winner with 84 table points scores 100 + 50 = 150 (the Open of
    /// the GestioneRaduno manual gives 84 × 1.25 + 50 = 155).
    #[test]
    fn a_five_seat_winner_over_80_scores_150() {
        assert_eq!(shown(game_points(&GT, 84, 5, 1)), "150.00");
        assert_eq!(shown(open_points(84, 5, 1)), "155.00");
        // 80 exactly is not over 80: × 1.25 + 50.
        assert_eq!(shown(game_points(&GT, 80, 5, 1)), "150.00");
        assert_eq!(shown(game_points(&GT, 60, 5, 1)), "125.00");
        // A RisiKo! (100) stays 100: 150.
        assert_eq!(shown(game_points(&GT, 100, 5, 1)), "150.00");
        // A loser at a 5-seat table: × 1.25, whatever his points.
        assert_eq!(shown(game_points(&GT, 21, 5, 0)), "26.25");
        assert_eq!(shown(game_points(&GT, 83, 5, 0)), "103.75");
    }

    /// Three who share the win get no bonus (the manual's Open gives each 50 ÷ 3 rounded, 17); two get
    /// 25 each.
    #[test]
    fn three_shared_winners_get_no_bonus_two_get_25() {
        assert_eq!(shown(game_points(&GT, 30, 4, 3)), "30.00");
        assert_eq!(shown(open_points(30, 4, 3)), "47.00");
        assert_eq!(shown(game_points(&GT, 30, 4, 2)), "55.00");
        assert_eq!(shown(game_points(&GT, 30, 4, 1)), "80.00");
    }

    /// A 3-seat table: × 0.75 (the manual's Open leaves it as it is).
    #[test]
    fn a_three_seat_table_counts_three_quarters() {
        assert_eq!(shown(game_points(&GT, 45, 3, 1)), "83.75");
        assert_eq!(shown(game_points(&GT, 22, 3, 0)), "16.50");
        assert_eq!(shown(open_points(22, 3, 0)), "22.00");
        assert_eq!(shown(game_points(&GT, 45, 4, 0)), "45.00");
    }
}
