//! Why a tournament or a list cannot be used, in the director's words.

use raduno_engine::i18n::msg;
use raduno_engine::i18n::{Lang, Localized, Text};

/// Why a tournament or a list cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RatingError {
    /// The list already holds this tournament (same games).
    AlreadyApplied {
        key: String,
    },
    NoGames,
    /// Rounds must be at least 1.
    BadRounds,
    /// Game `row` (1-based, in the order given) is wrong.
    BadGame {
        row: usize,
        problem: Text,
    },
    /// Two list rows with the same name.
    DuplicatePlayer {
        name: String,
    },
    /// A file's cell: `line` (1-based), `column` name.
    File {
        line: usize,
        column: String,
        problem: Text,
    },
}

impl Localized for RatingError {
    fn text(&self, lang: Lang) -> String {
        match self {
            RatingError::AlreadyApplied { key } => {
                msg::EngineRatingAlreadyApplied { key: &key }.text(lang)
            }
            RatingError::NoGames => msg::EngineRatingNoGames.text(lang),
            RatingError::BadRounds => msg::EngineRatingRoundsInvalid.text(lang),
            RatingError::BadGame { row, problem } => msg::RatingGameProblem {
                row: &row,
                problem: &problem.text(lang),
            }
            .text(lang),
            RatingError::DuplicatePlayer { name } => {
                msg::RatingListDuplicatePlayer { name: &name }.text(lang)
            }
            // The whole file (not one of its cells).
            RatingError::File {
                line: 0, problem, ..
            } => problem.text(lang),
            RatingError::File {
                line,
                column,
                problem,
            } => msg::RatingFileProblem {
                line: &line,
                column,
                problem: &problem.text(lang),
            }
            .text(lang),
        }
    }
}

impl std::fmt::Display for RatingError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl std::error::Error for RatingError {}

pub(super) fn bad_game(row: usize, problem: Text) -> RatingError {
    RatingError::BadGame { row, problem }
}
