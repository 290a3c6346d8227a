//! Open (SPEC 5.3; seed 000, GestioneRaduno manual, "Open").
//!
//! **Sorteggio**: tables of 4 and 5, any number of rounds. Round 1: (1) same club. Later rounds:
//! (1) five again (any earlier round), (2) same club, (3) already met (any earlier round).
//!
//! **Classifica**: points per game = table points (× 1.25 at 5-tables) + 50 to the sole winner, + 25
//! each when two share the win (k ≥ 3: 50/k rounded, as Raduno Nazionale). Exact quarters, shown with
//! two decimals. Standings by total points, then total wins (a shared win counts).
//!
//! ```
//! use raduno::format::open::game_points;
//! assert_eq!(game_points(45, 4, 1).to_decimal(2), "95.00");
//! assert_eq!(game_points(45, 5, 1).to_decimal(2), "106.25"); // 45 × 1.25 + 50
//! assert_eq!(game_points(21, 5, 0).to_decimal(2), "26.25");
//! assert_eq!(game_points(40, 5, 2).to_decimal(2), "75.00"); // shared win: 50 + 25
//! ```

use super::{
    ranking, Column, FormatDef, FormatOptions, Phases, Points, Ratio, RoundRules, ScoreError,
    ScoreInput, Scoring, Summary, WinnerTieBreaks,
};
use crate::draw::spec::TablePlan;
use crate::model::ConflictKind as C;

/// Open's draw (SPEC 5.3), which Torneo Gufo uses too (SPEC 5.4: "draw as Open").
pub fn rounds() -> RoundRules {
    RoundRules::priorities(&[C::SameClub], &[C::FiveAgain, C::SameClub, C::AlreadyMet])
}

/// Open as a definition.
pub fn definition() -> FormatDef {
    FormatDef {
        name: "Open".into(),
        name_en: String::new(),
        summary: Summary::of(|l| crate::i18n::msg::SummaryTablesOf4And52.str(l)),
        plan: TablePlan::FoursAndFives,
        rounds: rounds(),
        tie_breaks: WinnerTieBreaks::None,
        scoring: Scoring::WinnerBonus {
            bonus: 50,
            five_seats: Some(Ratio::FIVE_QUARTERS),
        },
        bye: None,
        order: vec![Column::Wins],
        phases: Phases::Qualifying,
        decimals: 2,
        unique_winner: false,
        results: super::ResultRules::RISIKO,
        options: FormatOptions::default(),
        rated: false,
    }
}

/// Table points × 1.25 at a 5-seat table, exact.
pub fn scaled(table_points: u32, seats: usize) -> Points {
    if seats == 5 {
        Points::new(table_points as i64 * 5, 4)
    } else {
        Points::from_int(table_points as i64)
    }
}

/// Points of one game for a player among `winners` co-winners (0 if he did not win).
pub fn game_points(table_points: u32, seats: usize, winners: usize) -> Points {
    scaled(table_points, seats) + Points::from_int(share(50, winners))
}

/// Each of `winners` co-winners' share of `bonus`: all of it, half, then `bonus / k` rounded to the
/// nearest integer (SPEC 5.1 Reading); 0 for no winner.
pub fn share(bonus: i64, winners: usize) -> i64 {
    match winners {
        0 => 0,
        k => Points::new(bonus, k as i64).round_to(1).numerator(),
    }
}

/// [`Scoring::WinnerBonus`]: table points (× the 5-seat factor) plus the winners' share of the bonus.
pub(crate) fn bonus_score(
    input: &ScoreInput,
    bonus: i64,
    five_seats: Option<Ratio>,
) -> Result<Vec<Points>, ScoreError> {
    let k = input.rank.winners().len();
    let seats = input.table.seats.len();
    Ok(input
        .results
        .iter()
        .enumerate()
        .map(|(s, r)| {
            let own = Points::from_int(ranking::table_points(r) as i64);
            let own = match five_seats {
                Some(f) if seats == 5 => f.apply(own),
                _ => own,
            };
            own + Points::from_int(share(bonus, if input.is_winner(s) { k } else { 0 }))
        })
        .collect())
}
