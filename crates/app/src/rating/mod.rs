//! The FNGO rating list (the FNGO rating rulebook; seed `002_bf8ba117ded899b8.txt`, "Il sistema di «Rating» della
//! F.N.G.O." by Biagio Privitera, Othello news, February 1987).
//!
//! After each tournament the participants are split in three groups and rated in five steps:
//!
//! 1. **Giocatori senza rating (UP)**, unrated players at their first tournament: performance rating
//!    PR = mean of the opponents' ratings + 10 × mean disc difference (*scarto pedine*, SP). A first
//!    approximation uses only the games against rated players; a UP who met only UPs starts from 850.
//!    Then PR is recomputed over all the UPs' games with the UPs' current estimates, until convergence
//!    (*metodo delle approssimazioni successive*).
//! 2. **Giocatori con rating provvisorio (PP)**, fewer than 15 games: new = (old × previous games + PR ×
//!    games in this tournament) / total games, with the UPs' new ratings and everyone else's
//!    pre-tournament rating. At 15 games or more they become stable (S) in the list.
//! 3. **Giocatori con rating stabile (EP)**: new = old + ½ × (40 × (TPE − TVP) + (SPTPE − SPTP)), where
//!    TPE = points scored (win 1, draw ½), TVP = sum of expected scores (the newsletter's table 1,
//!    which is 1 / (1 + 10^(−d/400)) rounded to 3 decimals, the difference d capped at ±400),
//!    SPTPE = total disc difference, SPTP = (own rating − mean opponent rating) / 10 × games.
//!    UP and PP opponents count with their new rating, EP opponents with their pre-tournament rating.
//! 4. **Feedback**: an EP who gains 50 or more in a tournament of up to 5 rounds (60 for 6 rounds, +10
//!    per extra round) gives half of his gain back to his opponents, split equally (one share per game).
//!    He keeps his own gain.
//! 5. **Limite alle perdite**: an EP loses at most 50 in a tournament of up to 5 rounds (60 for 6, …).
//!
//! Ratings are whole numbers: each step ends by rounding half up (x.5 → x + 1, −x.5 → −x).
//! Everything is exact: integer or rational arithmetic, and step 1, whose iteration converges to the
//! solution of a linear system, decides each rounding exactly (a floating-point solution with an
//! integer certificate, or an exact solution where a rating is at a half; see `unrated.rs`).
//!
//! The newsletter's worked examples:
//!
//! ```
//! use raduno_app::rating::*;
//! // Step 1: A lost 30–34 to B (1250) and 16–48 to C (1320): 1285 − 180 = 1105.
//! let pr = performance(&[(1250, 30, 34), (1320, 16, 48)], 10);
//! assert_eq!(pr.round_half_up(), 1105);
//! // Step 2: D, 1170 after 10 games, performs 1250 over 6 games: (11700 + 7500) / 16 = 1200.
//! assert_eq!(provisional_rating(1170, 10, Ratio::from(1250), 6), 1200);
//! // Step 3: A (1400) draws 32–32 with 1200, wins 35–29 against 1600 and 40–24 against 1460.
//! let stable = stable_change(1400, &[(1200, 32, 32), (1600, 35, 29), (1460, 40, 24)], &Config::default());
//! assert_eq!((stable.tpe_halves, stable.tvp_milli, stable.change), (5, 1415, 36));
//! // Step 4: 180 gained in 6 rounds: 90 given back, 15 to each of the 6 opponents.
//! assert_eq!(feedback_threshold(6, &Config::default()), 60);
//! assert_eq!(feedback_share(180, 6).round_half_up(), 15);
//! // Step 5: at most 50 lost in 5 rounds, 60 in 6.
//! assert_eq!((loss_cap(5, &Config::default()), loss_cap(6, &Config::default())), (50, 60));
//! ```

mod apply;
mod error;
mod formulas;
pub mod history;
mod list;
mod ratio;
mod unrated;
mod update;

pub use apply::apply_tournament;
pub use error::RatingError;
pub use formulas::{
    expected_milli, feedback_share, feedback_threshold, loss_cap, performance, provisional_rating,
    stable_change, StableTerms,
};
pub use list::{games_from_tournament, parse_games_csv, RatedPlayer, RatingList};
pub use ratio::Ratio;
pub use update::{PlayerChange, RatingUpdate, Step};

use raduno_engine::model::fold;
use serde::{Deserialize, Serialize};

/// The constants of the FNGO rules; `Config::default()` is the newsletter's system.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Config {
    /// Games after which a provisional player becomes stable (15).
    pub stable_games: u32,
    /// First approximation of a UP who met only UPs (850).
    pub unrated_start: i32,
    /// Rating points per disc of difference (10).
    pub disc_weight: i32,
    /// Weight of the win/loss part of the stable formula (40).
    pub k_factor: i32,
    /// Cap on the rating difference used for expected scores (400).
    pub max_difference: i32,
    /// Tournaments of up to this many rounds use the base feedback threshold and loss cap (5).
    pub base_rounds: u32,
    /// Gain from which feedback is given back, up to `base_rounds` rounds (50).
    pub feedback_threshold: i32,
    /// Most a stable player loses, up to `base_rounds` rounds (50).
    pub loss_cap: i32,
    /// Added to the feedback threshold and the loss cap per round beyond `base_rounds` (10).
    pub per_extra_round: i32,
    /// Step 1's floating-point stage stops when every equation holds to this fraction of the largest
    /// right-hand side (the result is exact whatever it is: it only decides how often the exact
    /// stage is needed).
    pub tolerance: f64,
    /// Most iterations of step 1's floating-point stage (it needs at most about 4 × the newcomers).
    pub max_iterations: u32,
    /// The tournament's date (or name), written as the participants' last tournament; empty leaves it.
    pub tournament_date: String,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            stable_games: 15,
            unrated_start: 850,
            disc_weight: 10,
            k_factor: 40,
            max_difference: 400,
            base_rounds: 5,
            feedback_threshold: 50,
            loss_cap: 50,
            per_extra_round: 10,
            tolerance: 1e-12,
            max_iterations: 200_000,
            tournament_date: String::new(),
        }
    }
}

/// Categoria: S (stabile) or P (provvisorio).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Category {
    #[serde(rename = "S")]
    Stable,
    #[serde(rename = "P")]
    Provisional,
}

impl Category {
    pub fn letter(self) -> &'static str {
        match self {
            Category::Stable => "S",
            Category::Provisional => "P",
        }
    }

    pub fn from_letter(text: &str) -> Option<Category> {
        match text.trim().to_uppercase().as_str() {
            "S" | "EP" | "STABILE" | "STABLE" => Some(Category::Stable),
            "P" | "PP" | "PROVVISORIO" | "PROVISIONAL" => Some(Category::Provisional),
            _ => None,
        }
    }
}

/// How a participant was rated in this tournament.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Group {
    /// UP: no rating before the tournament.
    Unrated,
    /// PP: rated with fewer than 15 games.
    Provisional,
    /// EP: stable rating.
    Established,
}

impl Group {
    pub fn code(self) -> &'static str {
        match self {
            Group::Unrated => "UP",
            Group::Provisional => "PP",
            Group::Established => "EP",
        }
    }
}

/// One game as the rating needs it (players by name, as in the rating list).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    pub round: u32,
    pub black: String,
    pub white: String,
    pub black_discs: u32,
    pub white_discs: u32,
}

/// A fingerprint of a tournament's games (FNV-1a over a canonical text): the same games give the same
/// key, so a tournament cannot be applied twice.
pub fn tournament_key(games: &[Game], rounds: u32) -> String {
    let mut lines: Vec<String> = games
        .iter()
        .map(|g| {
            format!(
                "{}|{}|{}|{}|{}",
                g.round,
                fold(&g.black),
                fold(&g.white),
                g.black_discs,
                g.white_discs
            )
        })
        .collect();
    lines.sort();
    let text = format!("{rounds}\n{}", lines.join("\n"));
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        hash ^= u64::from(b);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{hash:016x}")
}
