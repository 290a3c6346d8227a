//! A disc game's counts (Othello): whole numbers as typed, at most 64 discs a game.

use crate::i18n::msg;
use crate::i18n::{Lang, Localized};

/// Discs on the board: a game totals at most 64.
pub const MAX_DISCS: u32 = 64;

/// A disc count that cannot be a game's result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The two counts add up to more than 64.
    OverTotal { black: u32, white: u32 },
    /// A count is not a whole number of discs (text as typed).
    NotWhole { text: String },
}

impl Localized for GameError {
    fn text(&self, lang: Lang) -> String {
        match self {
            GameError::OverTotal { black, white } => msg::FormatOthelloTooManyDiscs {
                black: &black,
                white: &white,
                sum: &(black + white),
            }
            .text(lang),
            GameError::NotWhole { text } => {
                msg::FormatOthelloDiscsInvalid { text: &text }.text(lang)
            }
        }
    }
}

impl std::fmt::Display for GameError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text(Lang::It))
    }
}

impl std::error::Error for GameError {}

/// Checks a game's disc counts: at most 64 in total.
///
/// ```
/// use raduno_engine::format::othello::validate_game;
/// assert!(validate_game(34, 30).is_ok());
/// assert!(validate_game(40, 25).is_err());
/// ```
pub fn validate_game(black: u32, white: u32) -> Result<(), GameError> {
    if black.checked_add(white).is_none_or(|t| t > MAX_DISCS) {
        return Err(GameError::OverTotal { black, white });
    }
    Ok(())
}

/// Reads a disc count as typed ("34", " 34 "): a whole number from 0 to 64.
pub fn parse_discs(text: &str) -> Result<u32, GameError> {
    text.trim()
        .parse::<u32>()
        .ok()
        .filter(|&d| d <= MAX_DISCS)
        .ok_or_else(|| GameError::NotWhole {
            text: text.to_string(),
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::pairing::swiss::game_points;

    #[test]
    fn points_from_discs() {
        assert_eq!(game_points(34, 30), [2, 0]);
        assert_eq!(game_points(32, 32), [1, 1]);
        assert_eq!(game_points(25, 39), [0, 2]);
    }

    #[test]
    fn games_over_64_discs_are_refused() {
        assert_eq!(validate_game(64, 0), Ok(()));
        assert_eq!(
            validate_game(33, 32),
            Err(GameError::OverTotal {
                black: 33,
                white: 32
            })
        );
        assert!(validate_game(u32::MAX, 1).is_err());
        assert_eq!(parse_discs(" 39 "), Ok(39));
        assert!(parse_discs("32.5").is_err());
        assert!(parse_discs("65").is_err());
    }
}
