//! Torneo a squadre, the team tournament of GestioneTorneo 2.4 (GestioneTorneo 2.4's formats).
//!
//! **Per player**: a game's score is the bonus for the player's place in the table ranking plus his table
//! points ÷ 100 (× 1.25 at a 5-seat table, × 0.75 at a 3-seat table). The bonus goes by the place in
//! the table ranking, eliminated players below the survivors (−1 above −2): 1st 12; 2nd to 5th 7, 5, 3,
//! 2 for a survivor and 3, 2, 1, 0 for an eliminated player (as GestioneTorneo computes it). An
//! eliminated player's table points are 0. Survivors level on points need a tie order (their bonuses
//! differ). The players' standings are Torneo Gufo's: total, then wins.
//!
//! **Teams**: a team is a club. Its score is the sum of the best K game scores of all its players'
//! games (K a tournament setting, default all); ties by the team's wins (games its players won).
//!
//! ```
//! use raduno_engine::format::squadre::game_points;
//! assert_eq!(game_points(1, false, 55, 4).to_string(), "12.55");
//! assert_eq!(game_points(2, false, 30, 5).to_string(), "7.375"); // 30 × 1.25 / 100 + 7
//! assert_eq!(game_points(3, false, 40, 3).to_string(), "5.3"); // 40 × 0.75 / 100 + 5
//! assert_eq!(game_points(2, true, 0, 4).to_string(), "3");
//! assert_eq!(game_points(4, true, 0, 4).to_string(), "1");
//! ```

use crate::format::def::{
    FormatDef, Memory, Names, Ratio, RoundRule, RoundRules, Scoring, Teams, Texts,
};
use crate::format::points::Points;
use crate::format::scoring::place_bonus::place_points;
use crate::i18n::msg;
use crate::model::ConflictKind as C;

/// Bonus of a survivor at places 1 to 5.
pub const SURVIVOR_BONUS: [i64; 5] = [12, 7, 5, 3, 2];
/// Bonus of an eliminated player at places 1 to 5.
pub const ELIMINATED_BONUS: [i64; 5] = [12, 3, 2, 1, 0];

/// The team tournament's constants as a [`Scoring::PlaceBonus`].
pub fn scoring() -> Scoring {
    Scoring::PlaceBonus {
        divisor: 100,
        five_seats: Ratio::FIVE_QUARTERS,
        three_seats: Ratio { num: 3, den: 4 },
        survivors: SURVIVOR_BONUS.to_vec(),
        eliminated: ELIMINATED_BONUS.to_vec(),
    }
}

/// One game's score for a player at `place` (1-based) of a table of `seats`, with the team
/// tournament's constants.
pub fn game_points(place: usize, eliminated: bool, table_points: u32, seats: usize) -> Points {
    place_points(&scoring(), place, eliminated, table_points, seats)
}

/// The team tournament as a definition: Torneo Gufo's, with its own pairing priorities (club against
/// club), scoring and the teams' standings.
pub fn definition() -> FormatDef {
    let mut d = super::gufo::definition();
    d.name = Texts::first(|l| msg::FormatSquadreName.str(l));
    d.names = Names::of(|l| msg::FormatSquadreName.str(l));
    d.summary = Texts::of(|l| msg::FormatSquadreSummary.str(l));
    d.rounds = RoundRules {
        first: RoundRule::Priorities {
            priorities: vec![C::SameClub, C::ClubMeetsClub],
        },
        later: RoundRule::Priorities {
            priorities: vec![
                C::SameClub,
                C::ClubMeetsClub,
                C::AlreadyMet,
                C::PlayerMeetsClubAgain,
            ],
        },
        met: Memory::All,
        repeat: Memory::All,
        cinquisti: false,
    };
    d.scoring = scoring();
    d.options.teams = Some(Teams { best: None });
    d
}
