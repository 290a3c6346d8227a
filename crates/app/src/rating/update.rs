//! What applying a tournament gives: each participant's change with the steps that produced it, and
//! the new list.

use super::{Category, Group, RatingList, Ratio, StableTerms};
use raduno_engine::i18n::msg;
use raduno_engine::i18n::{Lang, Localized};
use serde::{Deserialize, Serialize};

/// Who gave feedback to a player: (name, gain, games he split it over).
pub(super) type FeedbackFrom = Vec<(String, i32, u32)>;

/// One step that produced a player's new rating (shown to the director).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Step {
    /// Step 1.
    Unrated {
        /// Games against rated players (0: started from 850).
        rated_games: u32,
        /// First approximation.
        first: i32,
        /// Iterations until convergence.
        iterations: u32,
        /// The converged performance, rounded half up.
        rating: i32,
    },
    /// Step 2.
    Provisional {
        old: i32,
        previous_games: u32,
        performance: String,
        games: u32,
        rating: i32,
    },
    /// Step 3.
    Stable {
        old: i32,
        terms: StableTerms,
        rating: i32,
    },
    /// Step 4, received: from whom (gain, games) and the total received, rounded half up.
    Feedback {
        from: Vec<(String, i32, u32)>,
        points: i32,
    },
    /// Step 5: the change before the cap and the cap.
    LossCap { change: i32, cap: i32 },
}

impl Localized for Step {
    fn text(&self, lang: Lang) -> String {
        match self {
            Step::Unrated {
                rated_games,
                first,
                iterations,
                rating,
            } => {
                let start = if *rated_games == 0 {
                    msg::EngineRatingStepNoOpponent { first: &first }.text(lang)
                } else {
                    msg::RatingFirstApproximation {
                        first: &first,
                        games: &rated_games,
                    }
                    .text(lang)
                };
                msg::EngineRatingStepUnrated {
                    iterations: &iterations,
                    rating: &rating,
                    start: &start,
                }
                .text(lang)
            }
            Step::Provisional {
                old,
                previous_games,
                performance,
                games,
                rating,
            } => msg::RatingStepProvisional {
                old: &old,
                previous_games: &previous_games,
                performance: &performance,
                games: &games,
                all_games: &(previous_games + games),
                rating: &rating,
            }
            .text(lang),
            Step::Stable { old, terms, rating } => {
                let tpe = format!("{}", Ratio::new(i64::from(terms.tpe_halves), 2));
                let tvp = format!("{}.{:03}", terms.tvp_milli / 1000, terms.tvp_milli % 1000);
                let sptp = Ratio::new(terms.rating_gap, 10);
                msg::RatingStepStable {
                    tpe: &tpe,
                    tvp: &tvp,
                    sptpe: &terms.sptpe,
                    sptp: &sptp,
                    old: &old,
                    change_: &format!("{:+}", terms.change),
                    rating: &rating,
                }
                .text(lang)
            }
            Step::Feedback { from, points } => {
                let list: Vec<String> = from
                    .iter()
                    .map(|(n, g, k)| format!("{n} (+{g}/2/{k})"))
                    .collect();
                msg::RatingStepFeedback {
                    points: &points,
                    list: &list.join(", "),
                }
                .text(lang)
            }
            Step::LossCap { change, cap } => msg::EngineRatingStepLossCap {
                cap: &cap,
                change: &change,
            }
            .text(lang),
        }
    }
}

/// One participant's result.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayerChange {
    pub name: String,
    pub group: Group,
    /// Rating before the tournament (`None` for a UP).
    pub old: Option<i32>,
    pub new: i32,
    /// `new − old` (`None` for a UP).
    pub change: Option<i32>,
    /// Games in this tournament.
    pub games_played: u32,
    /// Games in total after the tournament.
    pub games: u32,
    /// Category in the new list.
    pub category: Category,
    pub steps: Vec<Step>,
}

/// What applying a tournament gives: each participant's change and the new list.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RatingUpdate {
    /// Participants, by new rating (highest first).
    pub players: Vec<PlayerChange>,
    /// The whole new list (participants updated, new players added), by rating.
    pub list: RatingList,
    /// The tournament's key, now in `list.applied`.
    pub key: String,
}
