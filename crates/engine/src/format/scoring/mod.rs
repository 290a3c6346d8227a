//! Scoring: how a complete, ranked table becomes tournament points (the formats' rules). Each [`Scoring`] variant
//! is one mechanism in its own file, parametrised by the constants the definition carries; a format
//! chooses one and gives its numbers, it writes no arithmetic.

pub mod capped_bonus;
pub mod discs;
pub mod games;
pub mod head_to_head;
pub mod place_bonus;
pub mod placement;
pub mod placing_bonus;
pub mod spartac;
pub mod thousandths;
pub mod winner_bonus;

use crate::format::def::{FormatDef, Scoring};
use crate::format::errors::ScoreError;
use crate::format::points::Points;
use crate::format::ranking::{self, TableRank};
use crate::model::{SeatResult, Table};

/// The table inputs a scoring function reads: every seat's result and the table ranking.
pub struct ScoreInput<'a> {
    pub table: &'a Table,
    pub results: Vec<&'a SeatResult>,
    pub rank: TableRank,
}

impl ScoreInput<'_> {
    /// A five-seat table (× 1.25 in several formats).
    pub fn five(&self) -> bool {
        self.table.seats.len() == 5
    }

    pub fn is_winner(&self, seat: usize) -> bool {
        self.rank.winners().contains(&seat)
    }

    /// Each seat's points in seat order, from its result and whether it won.
    pub(crate) fn each_seat(&self, score: impl Fn(&SeatResult, bool) -> Points) -> Vec<Points> {
        self.results
            .iter()
            .enumerate()
            .map(|(s, r)| score(r, self.is_winner(s)))
            .collect()
    }
}

impl Scoring {
    /// Tournament points of every seat of a complete, ranked table.
    pub(crate) fn score(&self, input: &ScoreInput) -> Result<Vec<Points>, ScoreError> {
        match self {
            Scoring::WinnerBonus { bonus, five_seats } => {
                winner_bonus::score(input, *bonus, *five_seats)
            }
            Scoring::CappedWinnerBonus {
                bonus,
                five_seats,
                three_seats,
                five_winner_over,
            } => capped_bonus::score(
                input,
                &capped_bonus::Capped {
                    bonus: *bonus,
                    five_seats: *five_seats,
                    three_seats: *three_seats,
                    five_winner_over: *five_winner_over,
                },
            ),
            Scoring::Thousandths { .. } => thousandths::score(input, self),
            Scoring::PlacingBonus { .. } => placing_bonus::score(input, self),
            Scoring::Spartac { .. } => spartac::score(input, self),
            Scoring::HeadToHead { .. } => head_to_head::score(input, self),
            Scoring::VictoryPoints { target, bonus } => {
                games::victory_points(input, *target, *bonus)
            }
            Scoring::WinDrawLoss { win, draw, loss } => {
                games::win_draw_loss(input, [*win, *draw, *loss])
            }
            Scoring::Placement { ghost } => placement::score(input, *ghost),
            Scoring::PlaceBonus { .. } => place_bonus::score(input, self),
        }
    }
}

/// Scores a complete table by a format: its ranking and each seat's tournament points, or why the
/// rules cannot score it yet. The one answer to "is this table complete, and how does it rank"
/// ([`table_state`](crate::format::tables::table_state) asks it for every layer).
pub(crate) fn score_table(f: &FormatDef, table: &Table) -> Result<Vec<Points>, ScoreError> {
    score_ranked(f, table).map(|(_, points)| points)
}

/// [`score_table`] with the ranking it scored by.
pub(crate) fn score_ranked(
    f: &FormatDef,
    table: &Table,
) -> Result<(ranking::TableRank, Vec<Points>), ScoreError> {
    let rank = ranking::rank(f.tie_breaks, table)?;
    let results = ranking::results(table)?;
    if let Some(level) = levels_to_order(f, table, &rank).into_iter().next() {
        return Err(ScoreError::UnresolvedTie {
            table: table.number,
            players: level.iter().map(|&s| table.seats[s].player).collect(),
            by: f.tie_breaks,
        });
    }
    let points = f.scoring.score(&ScoreInput {
        table,
        results,
        rank: rank.clone(),
    })?;
    Ok((rank, points))
}

/// The groups of level seats the format's rules need ordered before the table scores (the table results' rules "Level
/// at the top"): the top of a RisiKo! format that wants one winner per table ([`FormatOptions::single_winner`],
/// GestioneTorneo's "unico vincitore"); every level group where a bonus goes by the place (the team
/// tournament); level survivors where survivors' bonuses differ by place (Torneo Gufo). BGL and 1vs1 share
/// the places instead (5.10), so nothing is asked of them. The round page's question and the scoring
/// both come from here.
///
/// [`FormatOptions::single_winner`]: crate::format::FormatOptions::single_winner
pub(crate) fn levels_to_order(
    f: &FormatDef,
    table: &Table,
    rank: &ranking::TableRank,
) -> Vec<Vec<usize>> {
    let survivor = |s: usize| {
        table.seats[s]
            .result
            .as_ref()
            .is_some_and(|r| r.eliminated.is_none())
    };
    rank.groups
        .iter()
        .enumerate()
        .filter(|(i, g)| match &f.scoring {
            _ if *i == 0 && f.options.single_winner => g.len() > 1,
            Scoring::PlaceBonus { .. } => g.len() > 1,
            Scoring::PlacingBonus { .. } => g.iter().filter(|&&s| survivor(s)).count() > 1,
            _ => false,
        })
        .map(|(_, g)| g.clone())
        .collect()
}
