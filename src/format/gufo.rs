//! Torneo Gufo (SPEC 5.4; seed 000, GestioneRaduno manual, "Torneo Gufo").
//!
//! **Sorteggio**: as Open (tables of 4 and 5; later rounds: five again, same club, already met).
//!
//! **Classifica**: points per game = table points (× 1.25 at 5-tables) / 100 plus a bonus: surviving
//! players by table ranking 1st 12, 2nd 7, 3rd 5, 4th 3, 5th 2; eliminated players 3, 2, 1, 0 for the
//! last, second-last, third-last and fourth-last eliminated (**Reading**: "1° eliminato" is the one
//! eliminated last, entered as -1 in legacy sheets; an eliminated player's table points are 0).
//! Survivors level on points need a tie order (the placing bonus differs). Standings by total points,
//! then total wins.
//!
//! ```
//! use raduno::format::gufo::{survivor_points, eliminated_points};
//! assert_eq!(survivor_points(55, 4, 1).to_string(), "12.55");
//! assert_eq!(survivor_points(30, 4, 2).to_string(), "7.3");
//! assert_eq!(survivor_points(21, 5, 3).to_string(), "5.2625"); // 21 × 1.25 / 100 + 5
//! assert_eq!(eliminated_points(1).to_string(), "3"); // eliminated last (-1)
//! assert_eq!(eliminated_points(2).to_string(), "2");
//! assert_eq!(eliminated_points(4).to_string(), "0");
//! ```

use super::open::scaled;
use super::{
    ranking, Format, Phases, Points, ScoreError, ScoreInput, StandingsOrder, WinnerTieBreaks,
};
use crate::draw::spec::TablePlan;
use crate::model::FormatKind;

pub static FORMAT: Format = Format {
    kind: FormatKind::Gufo,
    plan: TablePlan::FoursAndFives,
    rounds: super::open::ROUNDS,
    tie_breaks: WinnerTieBreaks::Eliminations,
    score,
    bye_points: None,
    order: StandingsOrder::TotalWins,
    phases: Phases::Qualifying,
    decimals: 2,
    unique_winner: false,
    results: super::ResultRules::GUFO,
};

/// Placing bonus of the surviving players, 1st to 5th.
pub const PLACING_BONUS: [i64; 5] = [12, 7, 5, 3, 2];
/// Bonus of the eliminated: the last eliminated (1) first.
pub const ELIMINATION_BONUS: [i64; 4] = [3, 2, 1, 0];

/// A surviving player's points: table points (× 1.25 at a 5-table) / 100 + the placing bonus.
pub fn survivor_points(table_points: u32, seats: usize, place: usize) -> Points {
    let bonus = place
        .checked_sub(1)
        .and_then(|i| PLACING_BONUS.get(i))
        .copied()
        .unwrap_or(0);
    scaled(table_points, seats) * Points::new(1, 100) + Points::from_int(bonus)
}

/// An eliminated player's points: the bonus of his elimination order (1 = eliminated last).
pub fn eliminated_points(order: u8) -> Points {
    let bonus = (order as usize)
        .checked_sub(1)
        .and_then(|i| ELIMINATION_BONUS.get(i))
        .copied()
        .unwrap_or(0);
    Points::from_int(bonus)
}

fn score(input: &ScoreInput) -> Result<Vec<Points>, ScoreError> {
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
                players: survivors
                    .iter()
                    .map(|&s| input.table.seats[s].player)
                    .collect(),
            });
        }
        for &s in group {
            let r = input.results[s];
            out[s] = match r.eliminated {
                Some(order) => eliminated_points(order),
                None => {
                    place += 1;
                    survivor_points(ranking::table_points(r), seats, place)
                }
            };
        }
    }
    Ok(out)
}
