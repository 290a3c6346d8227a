//! The state of a table and of a round: complete, partly scored, or waiting for results the rules
//! need — the one answer every layer (round page, workbook, journal, CLI) asks.

use crate::format::errors::ScoreError;
use crate::format::points::Points;
use crate::format::ranking::{self, TableRank};
use crate::format::registry::def;
use crate::format::scoring::score_ranked;
use crate::i18n::{msg, Localized};
use crate::model::{PlayerId, Round, Table, Tournament};

/// How a table stands under the tournament's rules (the table results' rules "Valid results" and "Level at the top"):
/// the one answer the round page, the standings, the draw, the phases, the prints, the projector and
/// the CLI all ask, so no two of them can disagree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableState {
    /// No seat has a result yet.
    Empty,
    /// Some seats still wait for their result (the seats, in seat order).
    Partial { missing: Vec<usize> },
    /// Every seat has a result, but the rules cannot score it: a level top (or a level place that the
    /// scoring needs ordered) with nothing to order it, a head-to-head outcome missing or against the
    /// points. It is never scored and never quietly left out: every layer shows it with its place.
    Incomplete(ScoreError),
    /// Complete: the table ranking and each seat's tournament points.
    Scored {
        rank: TableRank,
        points: Vec<Points>,
    },
}

impl TableState {
    pub fn is_scored(&self) -> bool {
        matches!(self, TableState::Scored { .. })
    }
}

/// How `table` stands under the tournament's rules (see [`TableState`]).
pub fn table_state(t: &Tournament, table: &Table) -> TableState {
    let missing: Vec<usize> = (0..table.seats.len())
        .filter(|&s| table.seats[s].result.is_none())
        .collect();
    // A table of blanks or bare 0s is not yet played: legacy workbooks write a drawn
    // round that way, and it reads, prints, exports and lets the tournament go on.
    if table.seats.is_empty() || missing.len() == table.seats.len() || table.not_yet_played() {
        return TableState::Empty;
    }
    if !missing.is_empty() {
        return TableState::Partial { missing };
    }
    match score_ranked(def(t), table) {
        Ok((rank, points)) => TableState::Scored { rank, points },
        Err(e) => TableState::Incomplete(e),
    }
}

/// Every table of the round is scored by the rules (a round with no table is not).
pub fn round_done(t: &Tournament, round: &Round) -> bool {
    !round.tables.is_empty() && round.tables.iter().all(|tb| table_state(t, tb).is_scored())
}

/// A table whose every seat has a result but which the rules cannot score ([`TableState::Incomplete`]),
/// with its place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unscored {
    pub round: u32,
    pub table: u32,
    /// The players seated there, in seat order.
    pub players: Vec<PlayerId>,
    pub error: ScoreError,
}

impl Localized for Unscored {
    fn text(&self, lang: crate::i18n::Lang) -> String {
        let ids: Vec<String> = self.players.iter().map(|p| p.to_string()).collect();
        msg::FormatStandingsTableUnrankable {
            round: &self.round,
            table: &self.table,
            ids: &ids.join(", "),
            error: &self.error.text(lang),
        }
        .text(lang)
    }
}

impl Unscored {
    /// The players seated there by name, as a refusal names them ("ID 7" for one not registered).
    pub fn names(&self, t: &Tournament) -> Vec<String> {
        self.players
            .iter()
            .map(|&id| t.player(id).map_or(format!("ID {id}"), |p| p.full_name()))
            .collect()
    }
}

/// A table with all its results that the rules cannot rank, as a refusal tells it: its round and table,
/// its players by name ([`Unscored::names`]) and why. A workbook's import and a backup's restore both
/// refuse one; their words differ only in what to do next ([`UnrankableIn`]).
pub struct Unrankable<'a> {
    pub round: u32,
    pub table: u32,
    pub names: &'a [String],
    pub error: &'a ScoreError,
}

/// Where a table that cannot be ranked was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnrankableIn {
    /// A workbook being imported: the sheet orders level players with decimals.
    Workbook,
    /// A backup being restored: nothing is restored; the table is ordered where the backup comes from.
    Backup,
}

impl Unrankable<'_> {
    pub fn text(&self, found: UnrankableIn, lang: crate::i18n::Lang) -> String {
        let (round, table) = (&self.round, &self.table);
        let who = &self.names.join(", ");
        let why = &self.error.text(lang);
        match found {
            UnrankableIn::Workbook => msg::IoTableUnrankable {
                round,
                table,
                who,
                why,
            }
            .text(lang),
            UnrankableIn::Backup => msg::EngineBackupTableUnrankable {
                round,
                table,
                who,
                why,
            }
            .text(lang),
        }
    }
}

/// Every table of rounds 1..=`upto` that has all its results but cannot be scored: what the standings
/// cannot count until the director orders it, shown wherever the standings are. A head-to-head game
/// whose outcome is not entered yet is waiting for it, like a missing score, and is not listed.
pub fn unscored(t: &Tournament, upto: u32) -> Vec<Unscored> {
    t.rounds
        .iter()
        .take(upto as usize)
        .flat_map(|r| r.tables.iter().map(move |tb| (r, tb)))
        .filter_map(|(r, tb)| match table_state(t, tb) {
            TableState::Incomplete(ScoreError::MissingOutcome { .. }) => None,
            TableState::Incomplete(error) => Some(Unscored {
                round: r.number,
                table: tb.number,
                players: tb.players().collect(),
                error,
            }),
            _ => None,
        })
        .collect()
}

/// Seat indices in table-ranking order (the table results' rules: points, the format's winner tie-breaks, manual tie
/// order). Seats still level keep their seat order; see [`table_rank`] for the groups and winners.
pub fn table_ranking(t: &Tournament, table: &Table) -> Result<Vec<usize>, ScoreError> {
    table_rank(t, table).map(|r| r.order())
}

/// The table ranking as groups of level seats; `winners()` is the first group (shared when level).
pub fn table_rank(t: &Tournament, table: &Table) -> Result<TableRank, ScoreError> {
    ranking::rank(def(t).tie_breaks, table)
}

/// The winners of each complete table of a round (several per table when they share the win).
pub fn winners(t: &Tournament, round: &Round) -> Vec<PlayerId> {
    let f = def(t);
    round
        .tables
        .iter()
        .filter_map(|table| ranking::rank(f.tie_breaks, table).ok().map(|r| (table, r)))
        .flat_map(|(table, r)| {
            r.winners()
                .iter()
                .map(|&s| table.seats[s].player)
                .collect::<Vec<_>>()
        })
        .collect()
}
