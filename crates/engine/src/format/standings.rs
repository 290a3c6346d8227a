//! The standings as the engine gives them: one row per player, the tie-break columns the format lists,
//! and how the top of the final standings was decided.

use crate::format::def::Column;
use crate::format::points::Points;
use crate::i18n::msg;
use crate::i18n::Lang;
use crate::model::PlayerId;
use serde::{Deserialize, Serialize};

/// The standings after a round (the formats' rules): one row per player who played, in standings order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standings {
    pub rows: Vec<StandingRow>,
    /// Decimals to show points with ([`Points::to_decimal`]).
    pub decimals: u8,
    /// The tie-break columns after the total, in order; each row carries their values.
    #[serde(default)]
    pub columns: Vec<Column>,
    /// How the top of final standings was decided, when the rules had to look past the final's points
    /// (a level head-to-head semifinal or final, an Othello final level on points).
    #[serde(default)]
    pub decided: Vec<Decided>,
}

impl Standings {
    /// The tie-break columns to show beside the wins and total ([`Column::shown`]: wins have their own
    /// column; positions, tables and registration only break ties), those with at least one value.
    pub fn shown_columns(&self) -> impl Iterator<Item = (usize, Column)> + '_ {
        self.columns
            .iter()
            .copied()
            .enumerate()
            .filter(|(_, c)| c.shown())
            // No empty column (a third best game after two rounds).
            .filter(|(i, _)| {
                self.rows
                    .iter()
                    .any(|r| r.tiebreaks.get(*i).copied().flatten().is_some())
            })
    }

    /// The one tie-break that decides row `i`'s place against the players level with it on total: the
    /// first of [`Standings::columns`] where it differs from the nearest such row above at another
    /// position, or, when there is none, the nearest below (what a phone shows beside the total). Rows
    /// sharing a position are passed over: nothing decides between them. None when no player at another
    /// position is level with it on total.
    pub fn deciding_column(&self, i: usize) -> Option<Column> {
        let row = self.rows.get(i)?;
        let value = |r: &StandingRow, k: usize| r.tiebreaks.get(k).copied().flatten();
        let differs = |other: &StandingRow| {
            (0..self.columns.len())
                .find(|&k| value(row, k) != value(other, k))
                .map(|k| self.columns[k])
        };
        fn nearest<'a>(
            row: &StandingRow,
            rows: impl Iterator<Item = &'a StandingRow>,
        ) -> Option<&'a StandingRow> {
            rows.take_while(|o| o.total == row.total)
                .find(|o| o.pos != row.pos)
        }
        nearest(row, self.rows[..i].iter().rev())
            .or_else(|| nearest(row, self.rows[i + 1..].iter()))
            .and_then(differs)
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StandingRow {
    /// Position, shared where the rules leave a tie (the next is players ahead + 1).
    pub pos: u32,
    pub player: PlayerId,
    /// Tournament points of rounds 1..=upto (`None`: not played, or the table is not complete).
    pub rounds: Vec<Option<Points>>,
    /// Per round: the player won his table (a shared win counts).
    pub won: Vec<bool>,
    pub wins: u32,
    pub total: Points,
    /// Not participating any more (the Master rulebook withdrawals).
    pub withdrawn: bool,
    /// The value of each of [`Standings::columns`] (`None`: the player has none, e.g. no third game).
    #[serde(default)]
    pub tiebreaks: Vec<Option<Points>>,
}

impl StandingRow {
    /// The value of a tie-break column.
    pub fn value(&self, columns: &[Column], c: Column) -> Option<Points> {
        columns
            .iter()
            .position(|&x| x == c)
            .and_then(|i| self.tiebreaks.get(i).copied().flatten())
    }
}

/// What settled a level final or semifinal: a message, said at the edge.
pub type Decided = crate::i18n::Text;

/// Who a played final made 1st (the Master rulebook finals, 5.6 Testa a testa's final of a game and a rematch,
/// 5.8 Othello's optional final between the top two), for the standings page and its PDF.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FinalDecided {
    /// A final of several games between two: the winner, the runner-up, points, discs, and what
    /// settled it when the points were level.
    Series {
        winner: String,
        runner_up: String,
        points: (i64, i64),
        discs: (u32, u32),
        decided_by: FinalDecider,
    },
    /// A final table (or tables): the winner, and who he beat.
    Table {
        winner: String,
        against: Vec<String>,
    },
}

impl FinalDecided {
    /// In words, in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            FinalDecided::Series {
                winner,
                runner_up,
                points,
                discs,
                decided_by,
            } => {
                let how = match decided_by.words(lang) {
                    "" => String::new(),
                    w => format!(" — {w}"),
                };
                msg::FormatFinalSeriesDecided {
                    winner,
                    runner_up,
                    points: &points.0,
                    points_other: &points.1,
                    discs: &discs.0,
                    discs_other: &discs.1,
                    how: &how,
                }
                .text(lang)
            }
            FinalDecided::Table { winner, against } => msg::FormatFinalTableDecided {
                winner,
                against: &against.join(", "),
            }
            .text(lang),
        }
    }
}

/// What decided the final (the Othello Swiss rulebook: game points, then the disc total, then the better Swiss place).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FinalDecider {
    Points,
    Discs,
    SwissPlace,
}

impl FinalDecider {
    /// "decisa dal totale pedine" / "decided by the disc total"; empty for points.
    pub fn words(self, lang: Lang) -> &'static str {
        match self {
            FinalDecider::Points => "",
            FinalDecider::Discs => msg::FormatOthelloFinalByDiscs.str(lang),
            FinalDecider::SwissPlace => msg::FormatOthelloFinalBySwissPlace.str(lang),
        }
    }

    /// The same, kept as a value; `None` for points.
    pub fn said(self) -> Option<crate::i18n::Text> {
        match self {
            FinalDecider::Points => None,
            FinalDecider::Discs => Some(msg::FormatOthelloFinalByDiscs.said()),
            FinalDecider::SwissPlace => Some(msg::FormatOthelloFinalBySwissPlace.said()),
        }
    }
}

#[cfg(test)]
mod deciding_tests {
    use super::*;

    fn row(player: PlayerId, pos: u32, total: i64, tiebreaks: &[Option<i64>]) -> StandingRow {
        StandingRow {
            pos,
            player,
            rounds: Vec::new(),
            won: Vec::new(),
            wins: 0,
            total: Points::from_int(total),
            withdrawn: false,
            tiebreaks: tiebreaks.iter().map(|v| v.map(Points::from_int)).collect(),
        }
    }

    #[test]
    fn the_first_column_that_tells_level_neighbours_apart() {
        let s = Standings {
            rows: vec![
                row(1, 1, 250, &[Some(2), Some(90), Some(80)]),
                row(2, 2, 240, &[Some(2), Some(95), Some(70)]),
                row(3, 3, 240, &[Some(2), Some(95), Some(60)]),
                row(4, 4, 240, &[Some(1), Some(99), Some(50)]),
                row(5, 5, 200, &[Some(1), Some(70), Some(50)]),
                row(6, 6, 190, &[Some(1), Some(70), Some(50)]),
                row(7, 6, 190, &[Some(1), Some(70), Some(50)]),
                row(8, 8, 190, &[Some(1), Some(60), Some(50)]),
                row(9, 9, 100, &[Some(0), Some(60), Some(40)]),
                row(10, 9, 100, &[Some(0), Some(60), Some(40)]),
            ],
            decimals: 0,
            columns: vec![Column::Wins, Column::Best, Column::SecondBest],
            decided: Vec::new(),
        };
        // Level with nobody: no tie-break decides.
        assert_eq!(s.deciding_column(0), None);
        assert_eq!(s.deciding_column(4), None);
        // 2 and 3 are level on wins and best game: the second best game decides (against the row below
        // for the first of them, against the row above for the second).
        assert_eq!(s.deciding_column(1), Some(Column::SecondBest));
        assert_eq!(s.deciding_column(2), Some(Column::SecondBest));
        // 4 is behind 3 on wins.
        assert_eq!(s.deciding_column(3), Some(Column::Wins));
        // 6 and 7 share 6th place, nothing between them; both are ahead of 8 by the best game.
        assert_eq!(s.deciding_column(5), Some(Column::Best));
        assert_eq!(s.deciding_column(6), Some(Column::Best));
        assert_eq!(s.deciding_column(7), Some(Column::Best));
        // 9 and 10 share their place with nobody else level: nothing decides.
        assert_eq!(s.deciding_column(8), None);
        assert_eq!(s.deciding_column(9), None);
        assert_eq!(s.deciding_column(12), None);
    }
}
