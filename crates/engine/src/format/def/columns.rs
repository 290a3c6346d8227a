//! The standings order: the tie-break columns, each with its heading and how it compares two players.

use crate::format::points::Points;
use crate::i18n::msg;
use crate::i18n::Lang;
use serde::{Deserialize, Serialize};

/// A standings column after the total: a tie-break, in the order the format lists them. Rows carry each
/// column's value ([`StandingRow::tiebreaks`](crate::format::StandingRow)), so every view (app, projector, PDF,
/// xlsx, CLI) shows the same columns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Column {
    /// Games won (a shared win counts unless the format wants a sole winner).
    Wins,
    /// Best single game.
    Best,
    /// Second best game.
    SecondBest,
    /// Third best game.
    ThirdBest,
    /// Position after the previous round (lower first).
    PreviousPosition,
    /// Position after the previous evening of a game and its rematch (Testa a testa; lower first).
    PreviousEvening,
    /// Table number in the latest round (lower first; Testa a testa).
    LatestTable,
    /// Sum of the places at the table (lower first; Ludolimpica).
    Placings,
    /// Registration order (earlier first).
    Registration,
    /// Sum of the opponents' points (Othello).
    Buchholz,
    /// Own table points (discs) minus each opponent's, over all games (Othello).
    DiscDifference,
}

impl Column {
    /// Larger values rank first.
    pub fn higher_first(self) -> bool {
        matches!(
            self,
            Column::Wins
                | Column::Best
                | Column::SecondBest
                | Column::ThirdBest
                | Column::Buchholz
                | Column::DiscDifference
        )
    }

    /// A player's own figure, shown as a column (the previous position, the latest table and the
    /// registration only break ties and are not shown).
    pub fn shown(self) -> bool {
        !matches!(
            self,
            Column::Wins
                | Column::Registration
                | Column::PreviousPosition
                | Column::PreviousEvening
                | Column::LatestTable
        )
    }

    /// A short header for narrow columns (the PDF).
    pub fn short_label(self, lang: Lang) -> &'static str {
        match self {
            Column::Best => msg::Format1st.str(lang),
            Column::SecondBest => msg::Format2nd.str(lang),
            Column::ThirdBest => msg::Format3rd.str(lang),
            Column::DiscDifference => msg::FormatDiscDiff.str(lang),
            Column::Placings => msg::FormatPlaces.str(lang),
            c => c.label(lang),
        }
    }

    /// The header in the reader's language.
    pub fn label(self, lang: Lang) -> &'static str {
        self.words().0(lang)
    }

    /// The header kept as a value, said at the edge.
    pub fn said(self) -> crate::i18n::Text {
        (self.words().1)()
    }

    /// The label: said now, or kept as a value.
    pub fn words(self) -> crate::i18n::Words {
        use msg::*;
        match self {
            Column::Wins => (
                |l| UiStandingsWinsHeader.str(l),
                || UiStandingsWinsHeader.said(),
            ),
            Column::Best => (|l| FormatBest.str(l), || FormatBest.said()),
            Column::SecondBest => (|l| Format2ndBest.str(l), || Format2ndBest.said()),
            Column::ThirdBest => (|l| Format3rdBest.str(l), || Format3rdBest.said()),
            Column::PreviousPosition => (|l| FormatPrevPos.str(l), || FormatPrevPos.said()),
            Column::PreviousEvening => (|l| FormatPrevEvening.str(l), || FormatPrevEvening.said()),
            Column::LatestTable => (|l| UiTable.str(l), || UiTable.said()),
            Column::Placings => (|l| FormatPlacings.str(l), || FormatPlacings.said()),
            Column::Registration => (|l| FormatRegistration.str(l), || FormatRegistration.said()),
            Column::Buchholz => (|l| FormatBuchholz.str(l), || FormatBuchholz.said()),
            Column::DiscDifference => (
                |l| FormatDiscDiffLabel.str(l),
                || FormatDiscDiffLabel.said(),
            ),
        }
    }

    /// A name for files and CSS (`disc-difference`).
    pub fn slug(self) -> &'static str {
        match self {
            Column::Wins => "wins",
            Column::Best => "best",
            Column::SecondBest => "second-best",
            Column::ThirdBest => "third-best",
            Column::PreviousPosition => "previous-position",
            Column::PreviousEvening => "previous-evening",
            Column::LatestTable => "latest-table",
            Column::Placings => "placings",
            Column::Registration => "registration",
            Column::Buchholz => "buchholz",
            Column::DiscDifference => "disc-difference",
        }
    }

    /// A value as shown: game scores with the standings' decimals, a disc difference signed, the rest
    /// whole; empty when the row has none.
    pub fn show(self, value: Option<Points>, decimals: u8) -> String {
        let Some(v) = value else {
            return String::new();
        };
        match self {
            Column::Best | Column::SecondBest | Column::ThirdBest => v.shown(decimals),
            Column::DiscDifference if v > Points::ZERO => format!("+{}", v.to_decimal(0)),
            _ => v.to_decimal(0),
        }
    }
}
