//! Formats (SPEC section 5): how table points become tournament points, standings and phases.
//!
//! A format is described as data ([`Format`]): its table plan, the draw priorities of its rounds, its
//! winner tie-breaks, its scoring function, its standings order and its phase structure. One generic
//! engine (`engine`, [`phases`]) runs every format from that description; each format's module holds
//! its rulebook summary, its scoring function and the rulebook's worked examples.
//!
//! The director may combine the draw of one format with the scoring of another (as the legacy program
//! allowed): [`Settings::format`](crate::model::Settings) gives the scoring, standings and final
//! standings; [`Settings::draw_format`](crate::model::Settings::draw_format) gives the rounds, their
//! priorities and phases (semifinals and finals are then chosen by the scoring format's standings).
//!
//! Public API used by the UI and the CLI: [`table_ranking`], [`seat_points`], [`validate_table`],
//! [`standings`], [`final_standings`], [`draw_spec`], [`next_phase`], [`winners`].

pub mod bgl;
pub mod campionato_gufo;
pub mod def;
pub mod editor;
mod engine;
mod errors;
#[cfg(test)]
mod example;
pub mod gufo;
mod lots;
pub mod ludolimpica;
pub mod master;
pub mod nazionale_risiko;
pub mod one_vs_one;
pub mod open;
pub mod othello;
pub mod phases;
pub mod placement;
pub mod points;
pub mod raduno_nazionale;
pub mod raduno_nazionale_gt;
mod ranking;
mod registry;
pub mod sant_eufemia;
pub mod seating;
pub mod squadre;
pub mod testa_a_testa;
mod validate;
pub mod victory;

pub use def::{
    Bye, Column, DifferenceRow, Entry, FormatDef, FormatOptions, Memory, Phases, Ratio, RoundRule,
    RoundRules, Scoring, Summary, Teams, WinnerTieBreaks,
};
pub use errors::{EntryProblem, PhaseError, ProblemKind, ScoreError};
pub use lots::{lots, Lot};
pub use othello::{FinalDecider, FinalResult};
pub use points::Points;
pub use ranking::TableRank;
pub use registry::{
    builtin, club_def, draw_kind, format_name, kind, kind_of, set_club_def, FormatKind,
};
pub use squadre::TeamRow;
pub use validate::{ResultRules, Severity, Unit};

use crate::draw::spec::DrawSpec;
use crate::i18n::msg;
use crate::i18n::Lang;
use crate::model::{Phase, PlayerId, Round, SeatResult, Table, TableOutcome, Tournament};
use serde::{Deserialize, Serialize};

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
}

/// A format as data (the older name of [`FormatDef`]).
pub type Format = FormatDef;

/// The description of a built-in format (see [`builtin`]).
pub fn format(kind: FormatKind) -> &'static FormatDef {
    builtin(kind)
}

/// The tournament's format: its own definition when the club made one, else the built-in.
pub fn def(t: &Tournament) -> &FormatDef {
    club_def(&t.settings).unwrap_or_else(|| builtin(kind(&t.settings)))
}

/// The format whose draw (rounds, priorities, phases) the tournament uses.
pub fn draw_def(t: &Tournament) -> &FormatDef {
    match t.settings.draw_format.as_ref().and_then(kind_of) {
        Some(k) => builtin(k),
        None => def(t),
    }
}

/// The standings after a round (SPEC 5): one row per player who played, in standings order.
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
    /// position, or, when there is none, the nearest below (what a phone shows beside the total, issue
    /// 23 item 6). Rows sharing a position are passed over: nothing decides between them. None when no
    /// player at another position is level with it on total.
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

/// What settled a level final or semifinal: a message, said at the edge.
pub type Decided = crate::i18n::Text;

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
    /// Not participating any more (SPEC 5.2 withdrawals).
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

/// What the next round is, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PhaseAdvice {
    pub number: u32,
    pub phase: Phase,
    /// Why the next round is what it is, or why it cannot be drawn yet.
    pub why: Result<crate::i18n::Text, PhaseError>,
    /// A round can be drawn now (false when the tournament is over or a round is missing results).
    pub drawable: bool,
}

impl PhaseAdvice {
    /// The reason in words, in `lang`.
    pub fn explanation(&self, lang: Lang) -> String {
        match &self.why {
            Ok(why) => why.text(lang),
            Err(e) => crate::i18n::Localized::text(e, lang),
        }
    }
}

/// How a table stands under the tournament's rules (SPEC 2 "Valid results" and "Level at the top"):
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
    // A table of blanks or bare 0s is not yet played (issue 29): legacy workbooks write a drawn
    // round that way, and it reads, prints, exports and lets the tournament go on.
    if table.seats.is_empty() || missing.len() == table.seats.len() || table.not_yet_played() {
        return TableState::Empty;
    }
    if !missing.is_empty() {
        return TableState::Partial { missing };
    }
    match engine::score_ranked(def(t), table) {
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

impl crate::i18n::Localized for Unscored {
    fn text(&self, lang: crate::i18n::Lang) -> String {
        let ids: Vec<String> = self.players.iter().map(|p| p.to_string()).collect();
        msg::FormatRoundTableIdsGameCannotBe {
            round: &self.round,
            table: &self.table,
            ids: &ids.join(", "),
            error: &self.error.text(lang),
        }
        .text(lang)
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

/// Seat indices in table-ranking order (SPEC 2: points, the format's winner tie-breaks, manual tie
/// order). Seats still level keep their seat order; see [`table_rank`] for the groups and winners.
pub fn table_ranking(t: &Tournament, table: &Table) -> Result<Vec<usize>, ScoreError> {
    table_rank(t, table).map(|r| r.order())
}

/// The table ranking as groups of level seats; `winners()` is the first group (shared when level).
pub fn table_rank(t: &Tournament, table: &Table) -> Result<TableRank, ScoreError> {
    ranking::rank(def(t).tie_breaks, table)
}

/// Tournament points per seat of a complete table, by the tournament's scoring format.
pub fn seat_points(
    t: &Tournament,
    _round: &Round,
    table: &Table,
) -> Result<Vec<Points>, ScoreError> {
    engine::score_table(def(t), table)
}

/// Problems of a table's scores as typed (nothing is changed): impossible values, unusual ones (a
/// question), and what is still missing (scores, ties the rules need ordered, a head-to-head outcome);
/// see [`ProblemKind::severity`].
pub fn validate_table(
    t: &Tournament,
    round: &Round,
    table: &Table,
    results: &[Option<SeatResult>],
    outcome: Option<TableOutcome>,
) -> Vec<EntryProblem> {
    validate::validate(t, round, table, results, outcome)
}

/// The problems that make a table's results impossible (SPEC 2 "Valid results"): what the journal
/// refuses, whatever path the results come by. Empty when the results can happen in a real game.
pub fn impossible_results(
    t: &Tournament,
    round: &Round,
    table: &Table,
    results: &[Option<SeatResult>],
    outcome: Option<TableOutcome>,
) -> Vec<EntryProblem> {
    validate::impossible(t, round, table, results, outcome)
}

/// The standings after round `upto` (rounds beyond the last are ignored).
pub fn standings(t: &Tournament, upto: u32) -> Standings {
    engine::standings(t, upto)
}

/// The final standings once every final table is complete: positions by the final(s) (the same place
/// in parallel finals is a shared position), then the others by the standings order. Formats without a
/// final (Open, Gufo formats) give the standings once their `planned_rounds` are all played.
pub fn final_standings(t: &Tournament) -> Option<Standings> {
    engine::final_standings(t)
}

/// Who a played final made 1st (SPEC 5.2 finals, 5.6 Testa a testa's final of a game and a rematch,
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
        decided_by: othello::FinalDecider,
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

/// Who the final made 1st; `None` before the final is decided.
pub fn final_decided(t: &Tournament) -> Option<FinalDecided> {
    let name = |p: PlayerId| t.player(p).map_or(format!("ID {p}"), |x| x.full_name());
    if draw_def(t).phases.optional_final() {
        let r = othello::final_result(t, othello::final_games(t))?;
        return Some(FinalDecided::Series {
            winner: name(r.winner),
            runner_up: name(r.runner_up),
            points: r.points,
            discs: r.discs,
            decided_by: r.decided_by,
        });
    }
    let finals: Vec<&Round> = t
        .rounds
        .iter()
        .filter(|r| r.phase == Phase::Final)
        .collect();
    if finals.is_empty() {
        return None;
    }
    let s = final_standings(t)?;
    let winner = s.rows.first()?.player;
    let mut others: Vec<PlayerId> = finals
        .iter()
        .flat_map(|r| r.players())
        .filter(|&p| p != winner)
        .collect();
    others.sort_unstable();
    others.dedup();
    Some(FinalDecided::Table {
        winner: name(winner),
        against: others.into_iter().map(name).collect(),
    })
}

/// The standings to show and print: the final standings once the final is played, else the standings
/// after the last round that has a score (a round drawn but not yet played adds no empty column).
pub fn current_standings(t: &Tournament) -> Standings {
    final_standings(t).unwrap_or_else(|| standings(t, last_played_round(t)))
}

/// A final of several games between the top two (best of N games; Othello's, SPEC 5.8): the capability
/// the round page and the prints render, whichever format has it. `None` for a format without one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeriesFinal {
    /// Best of this many games (a tournament setting).
    pub games: u8,
    /// The next game of the final can be drawn now.
    pub available: bool,
    /// A game of the final has been drawn.
    pub started: bool,
    /// Decided: who won it, and how.
    pub result: Option<othello::FinalResult>,
}

/// The tournament's final of several games, when its format plays one ([`SeriesFinal`]).
pub fn series_final(t: &Tournament) -> Option<SeriesFinal> {
    if !def(t).phases.optional_final() {
        return None;
    }
    let games = othello::final_games(t);
    Some(SeriesFinal {
        games,
        available: othello::final_available(t),
        started: t.rounds.iter().any(|r| r.phase == Phase::Final),
        result: othello::final_result(t, games),
    })
}

/// What the draw must do for the next game of the final ([`series_final`]).
pub fn series_final_spec(t: &Tournament) -> Result<DrawSpec, PhaseError> {
    othello::final_spec(t, othello::final_games(t))
}

/// The team standings beside the players' (the team tournament, SPEC 5.10), from the standings shown;
/// `None` for a format without teams.
pub fn team_standings(t: &Tournament, players: &Standings) -> Option<Vec<squadre::TeamRow>> {
    let teams = def(t).options.teams?;
    Some(squadre::team_standings(
        t,
        players,
        teams.best.map(|k| k as usize),
    ))
}

/// The rounds the standings count: every round, except an Othello final's games, which are not rounds
/// of the Swiss (the rating's loss cap and feedback threshold count these too, SPEC 5.9 Reading).
pub fn counted_rounds(t: &Tournament) -> u32 {
    engine::counted_upto(t, t.rounds.len() as u32)
}

/// The number of the last round with at least one score (0 before any).
pub fn last_played_round(t: &Tournament) -> u32 {
    t.rounds
        .iter()
        .rposition(Round::has_results)
        .map_or(0, |i| i as u32 + 1)
}

/// What the draw must do for round `number`, computed only from the rounds before it.
pub fn draw_spec(t: &Tournament, number: u32) -> Result<DrawSpec, PhaseError> {
    phases::plan_round(t, number).map(|(spec, _)| spec)
}

/// The next round and the reason for it ("one player with 2 wins: he goes straight to the final…").
pub fn next_phase(t: &Tournament) -> PhaseAdvice {
    phases::advice(t)
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

/// What a seat's number counts in `kind`, in words: "punti tavolo", "punti vittoria", "pedine".
pub fn unit_words(kind: FormatKind, lang: crate::i18n::Lang) -> &'static str {
    format(kind).results.unit.words(lang)
}
