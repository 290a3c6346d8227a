//! What can go wrong while scoring a table, deciding the next round, or entering scores — each in
//! Italian and English, saying what and where (round, table, seat, player).

use crate::format::def::{Unit, WinnerTieBreaks};
use crate::i18n::msg;
use crate::i18n::{Lang, Localized};
use crate::model::{PlayerId, Round, Table, Tournament};
use std::fmt;

/// A table cannot be scored yet (or as entered).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScoreError {
    /// A seat has no result.
    MissingResult {
        table: u32,
        seat: usize,
        player: PlayerId,
    },
    /// Testa a testa: how the game ended is not entered.
    MissingOutcome { table: u32 },
    /// Testa a testa: the outcome names a seat the table does not have, or contradicts the points.
    InvalidOutcome { table: u32 },
    /// The rules need a single winner (Master) or a full placing (Torneo Gufo) but seats are level
    /// and no tie-break or manual tie order separates them.
    UnresolvedTie {
        table: u32,
        players: Vec<PlayerId>,
        /// What can order them (the format's winner tie-breaks, else the manual tie order).
        by: WinnerTieBreaks,
    },
    /// The format's rules are not available in this build yet.
    NotAvailable { format: &'static str },
}

/// What orders level players, in words: Master's tie-breaks, else the manual tie order ("Pari").
fn order_words(by: WinnerTieBreaks, lang: Lang) -> &'static str {
    match by {
        WinnerTieBreaks::OutsideObjectiveThenPlayOrder => {
            msg::FormatWinnerTiesOutsideObjective.str(lang)
        }
        _ => msg::FormatWinnerTiesTieColumn.str(lang),
    }
}

fn ids(players: &[PlayerId]) -> String {
    players
        .iter()
        .map(|p| p.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

impl Localized for ScoreError {
    fn text(&self, lang: Lang) -> String {
        match self {
            ScoreError::MissingResult {
                table,
                seat,
                player,
            } => msg::FormatScoreMissingResult {
                table: &table,
                seat: &(seat + 1),
                player: &player,
            }
            .text(lang),
            ScoreError::MissingOutcome { table } => {
                msg::FormatScoreMissingOutcome { table: &table }.text(lang)
            }
            ScoreError::InvalidOutcome { table } => {
                msg::FormatScoreInvalidOutcome { table: &table }.text(lang)
            }
            ScoreError::UnresolvedTie { table, players, by } => msg::FormatScoreUnresolvedTie {
                table: &table,
                players: &ids(players),
                by: &order_words(*by, lang),
            }
            .text(lang),
            ScoreError::NotAvailable { format } => {
                msg::FormatScoreNotAvailable { format: &format }.text(lang)
            }
        }
    }
}

impl fmt::Display for ScoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::It))
    }
}

impl std::error::Error for ScoreError {}

/// The next round cannot be decided.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PhaseError {
    /// Rounds are drawn in order: only the next one (or an existing one) can be computed.
    RoundOutOfOrder { next: u32, got: u32 },
    /// A round before the one asked for still lacks results.
    PreviousIncomplete { round: u32 },
    /// Round `round` lacks scores before round `next` can be drawn: per table, the players without one.
    MissingScores {
        round: u32,
        next: u32,
        tables: Vec<(u32, Vec<String>)>,
    },
    /// A table of round `round` has every score but cannot be scored: a tie the rules need ordered (the
    /// tied players), a missing or contradictory head-to-head outcome (the table's players).
    TableNotScored {
        round: u32,
        next: u32,
        table: u32,
        players: Vec<String>,
        error: ScoreError,
    },
    /// The format has no more rounds.
    TournamentOver { rounds: u32 },
    /// Too few (non-withdrawn) players for what the phase needs.
    NotEnoughPlayers {
        round: u32,
        needed: usize,
        available: usize,
    },
    /// The table plan cannot seat the players (the plan's own message).
    Plan {
        round: u32,
        error: crate::draw::PlanError,
    },
    /// Othello: the final has started, so no more Swiss rounds.
    FinalStarted { round: u32 },
    /// Othello: the tournament is over (what the final decided).
    Concluded {
        round: u32,
        decided: crate::format::standings::FinalDecided,
    },
    /// Othello: a final is best of 2 or 3 games.
    FinalGames { round: u32, games: u8 },
    /// Othello: the final is already decided.
    FinalDecided { round: u32 },
    /// A finalist slot cannot be filled: every candidate withdrew.
    NoReplacement { round: u32 },
    /// The format's phases are not available in this build yet.
    NotAvailable { format: &'static str },
}

impl Localized for PhaseError {
    fn text(&self, lang: Lang) -> String {
        match self {
            PhaseError::RoundOutOfOrder { next, got } => msg::FormatPhaseRoundOutOfOrder {
                next: &next,
                got: &got,
            }
            .text(lang),
            PhaseError::PreviousIncomplete { round } => {
                msg::FormatPhasePreviousIncomplete { round: &round }.text(lang)
            }
            PhaseError::MissingScores {
                round,
                next,
                tables,
            } => missing_scores_text(*round, *next, tables, lang),
            PhaseError::TableNotScored {
                round,
                next,
                table,
                players,
                error,
            } => table_not_scored_text((*round, *next, *table), players, error, lang),
            PhaseError::TournamentOver { rounds } => {
                msg::FormatPhaseTournamentOver { rounds: &rounds }.text(lang)
            }
            PhaseError::NotEnoughPlayers {
                round,
                needed,
                available,
            } => msg::FormatPhaseTooFewPlayers {
                round: &round,
                needed: &needed,
                available: &available,
            }
            .text(lang),
            PhaseError::Plan { round, error } => msg::FormatRoundPlan {
                round: &round,
                error: &error.text(lang),
            }
            .text(lang),
            PhaseError::FinalStarted { round } => msg::FormatRoundPlan {
                round: &round,
                error: &msg::FormatFinalHasStarted.str(lang),
            }
            .text(lang),
            PhaseError::Concluded { round, decided } => msg::FormatRoundPlan {
                round: &round,
                error: &msg::FormatTournamentOver {
                    decided: &decided.text(lang),
                }
                .text(lang),
            }
            .text(lang),
            PhaseError::FinalGames { round, games } => msg::FormatRoundPlan {
                round: &round,
                error: &msg::FormatFinalBestOf2Or3 { games: &games }.text(lang),
            }
            .text(lang),
            PhaseError::FinalDecided { round } => msg::FormatRoundPlan {
                round: &round,
                error: &msg::FormatFinalAlreadyDecided.str(lang),
            }
            .text(lang),
            PhaseError::NoReplacement { round } => {
                msg::FormatPhaseNoReplacement { round: &round }.text(lang)
            }
            PhaseError::NotAvailable { format } => {
                msg::FormatPhaseNotAvailable { format: &format }.text(lang)
            }
        }
    }
}

/// A round not complete: how many players and tables miss their scores, the first few tables with
/// their players.
fn missing_scores_text(round: u32, next: u32, tables: &[(u32, Vec<String>)], lang: Lang) -> String {
    const SHOWN: usize = 4;
    let players: usize = tables.iter().map(|(_, w)| w.len()).sum();
    let mut parts: Vec<String> = tables
        .iter()
        .take(SHOWN)
        .map(|(n, who)| format!("{n} ({})", who.join(", ")))
        .collect();
    if tables.len() > SHOWN {
        parts.push(
            msg::FormatMoreTables {
                count: &(tables.len() - SHOWN),
            }
            .text(lang),
        );
    }
    let list = join_and(&parts, msg::FormatListAnd.str(lang));
    msg::FormatRoundIsNotComplete {
        round: &round,
        players: &players,
        tables: &tables.len(),
        list: &list,
        next: &next,
    }
    .text(lang)
}

/// A table of `(round, next, table)` whose score cannot be counted, with its players and why.
fn table_not_scored_text(
    (round, next, table): (u32, u32, u32),
    players: &[String],
    error: &ScoreError,
    lang: Lang,
) -> String {
    let who = join_and(players, msg::FormatListAnd.str(lang));
    let why = match error {
        ScoreError::UnresolvedTie { by, .. } => msg::FormatPhaseUnresolvedTie {
            who: &who,
            by: &order_words(*by, lang),
        }
        .text(lang),
        ScoreError::MissingOutcome { .. } => {
            msg::FormatPhaseMissingOutcome { who: &who }.text(lang)
        }
        other => other.text(lang),
    };
    msg::FormatPhaseTableUnscorable {
        round: &round,
        table: &table,
        why: &why,
        next: &next,
    }
    .text(lang)
}

/// "A, B e C" / "A, B and C".
fn join_and(items: &[String], and: &str) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} {and} {last}", rest.join(", ")),
    }
}

impl fmt::Display for PhaseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::It))
    }
}

impl std::error::Error for PhaseError {}

/// One problem found while a table's scores are typed. `seat` and `player` name the seat concerned
/// (none for problems of the whole table).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EntryProblem {
    pub round: u32,
    pub table: u32,
    pub seat: Option<usize>,
    pub player: Option<PlayerId>,
    /// "Nome Cognome" of the player, empty for a table problem.
    pub name: String,
    /// The seats a table problem concerns (the two RisiKo!, every seat of a table over its total…).
    pub seats: Vec<usize>,
    pub kind: ProblemKind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProblemKind {
    /// The entry has a different number of seats than the table.
    WrongSeatCount {
        expected: usize,
        got: usize,
    },
    MissingScore,
    /// A RisiKo! is entered as 100 table points.
    RisikoNot100 {
        points: u32,
    },
    SeveralRisiko,
    /// Gufo formats: an eliminated player's table points are 0.
    EliminatedWithPoints {
        points: u32,
    },
    /// Elimination is recorded only in the Gufo formats.
    EliminationNotUsed,
    /// Elimination order out of 1..=seats-1 or used twice.
    BadEliminationOrder {
        order: u8,
    },
    NoSurvivor,
    /// Every seat at 0 (BGL, 1vs1).
    AllZero,
    /// Level seats where the rules need an order (names of the players).
    TieUnresolved {
        names: Vec<String>,
        /// What can order them.
        by: WinnerTieBreaks,
    },
    DuplicateTieOrder {
        order: u8,
    },
    DuplicatePlayOrder {
        order: u8,
    },
    BadPlayOrder {
        order: u8,
    },
    /// Testa a testa.
    MissingOutcome,
    BadOutcomeSeat {
        seat: u8,
    },
    OutcomeContradictsPoints,
    /// Testa a testa: a seat has the RisiKo! flag but the outcome names the other player as winner.
    OutcomeContradictsRisiko,
    /// An outcome (head-to-head) at a table of a format that has none.
    OutcomeNotUsed,
    /// The table's points exceed what the game allows (Ludolimpica 194 victory points, Othello 64 discs).
    OverTotal {
        total: u32,
        max: u32,
        unit: Unit,
        /// Each entered seat's number, in seat order (40 + 30).
        points: Vec<u32>,
    },
    /// Ludolimpica: a game ends as soon as one player reaches 105.
    SeveralAtEnd {
        end: u32,
    },
    /// A player's points exceed what the game allows.
    OverMax {
        points: u32,
        max: u32,
        unit: Unit,
    },
    /// The RisiKo! flag in a format without it (Ludolimpica's victory points, Othello).
    RisikoNotUsed,
    /// Unusual: 100 table points without the RisiKo! flag.
    PlainHundred,
    /// Unusual: every player of the table has under 10 table points.
    AllUnderTen {
        seats: usize,
    },
}

impl EntryProblem {
    pub(crate) fn table_problem(round: &Round, table: &Table, kind: ProblemKind) -> Self {
        EntryProblem {
            round: round.number,
            table: table.number,
            seat: None,
            player: None,
            name: String::new(),
            seats: Vec::new(),
            kind,
        }
    }

    pub(crate) fn seat_problem(
        t: &Tournament,
        round: &Round,
        table: &Table,
        seat: usize,
        kind: ProblemKind,
    ) -> Self {
        let player = table.seats.get(seat).map(|s| s.player);
        let name = player
            .and_then(|p| t.player(p))
            .map(|p| p.full_name())
            .unwrap_or_default();
        EntryProblem {
            round: round.number,
            table: table.number,
            seat: Some(seat),
            player,
            name,
            seats: vec![seat],
            kind,
        }
    }
}

impl Unit {
    /// "punti tavolo", "punti vittoria", "pedine" (plural).
    pub fn words(self, lang: Lang) -> &'static str {
        match self {
            Unit::TablePoints => msg::FormatTablePoints.str(lang),
            Unit::VictoryPoints => msg::FormatUnitVictoryPoints.str(lang),
            Unit::Discs => msg::UiDiscs.str(lang),
        }
    }
}

impl EntryProblem {
    /// Where: "Turno 2, tavolo 3, posto 1 (Mario Rossi, ID 5)" or, for a whole table, "Turno 2, tavolo
    /// 3 (Mario Rossi, Luigi Bianchi)".
    pub fn place(&self, lang: Lang) -> String {
        let (r, tb) = (self.round, self.table);
        match (self.seat, self.player) {
            (Some(s), Some(p)) => msg::FormatRoundTableSeatId {
                round: &r,
                table: &tb,
                seat: &(s + 1),
                name: &self.name,
                id: &p,
            }
            .text(lang),
            _ if !self.name.is_empty() => msg::FormatRoundTable {
                round: &r,
                table: &tb,
                name: &self.name,
            }
            .text(lang),
            _ => msg::FormatRoundTableUnnamed {
                round: &r,
                table: &tb,
            }
            .text(lang),
        }
    }

    /// Why, without the place: "500 punti tavolo: un giocatore ne fa al massimo 100".
    pub fn reason(&self, lang: Lang) -> String {
        use ProblemKind::*;
        match &self.kind {
            WrongSeatCount { expected, got } => msg::FormatResultsForSeats {
                got: &got,
                expected: &expected,
            }
            .text(lang),
            MissingScore => msg::FormatScoreIsMissing.text(lang),
            RisikoNot100 { points } => msg::FormatResultRisikoNot100 { points: &points }.text(lang),
            SeveralRisiko => msg::FormatResultSeveralRisiko.text(lang),
            EliminatedWithPoints { points } => {
                msg::FormatResultEliminatedWithPoints { points: &points }.text(lang)
            }
            EliminationNotUsed => msg::FormatResultEliminationNotUsed.text(lang),
            BadEliminationOrder { order } => {
                msg::FormatResultBadEliminationOrder { order: &order }.text(lang)
            }
            AllZero => msg::FormatResultAllZero.text(lang),
            NoSurvivor => msg::FormatResultNoSurvivor.text(lang),
            TieUnresolved { names, by } => msg::FormatAreLevelEnter {
                names: &names.join(", "),
                by: &order_words(*by, lang),
            }
            .text(lang),
            DuplicateTieOrder { order } => {
                msg::FormatResultDuplicateTieOrder { order: &order }.text(lang)
            }
            DuplicatePlayOrder { order } => {
                msg::FormatResultDuplicatePlayOrder { order: &order }.text(lang)
            }
            BadPlayOrder { order } => msg::FormatResultBadPlayOrder { order: &order }.text(lang),
            MissingOutcome => msg::FormatResultMissingOutcome.text(lang),
            BadOutcomeSeat { seat } => {
                msg::FormatResultBadOutcomeSeat { seat: &(seat + 1) }.text(lang)
            }
            OutcomeContradictsPoints => msg::FormatResultOutcomeContradictsPoints.text(lang),
            OutcomeContradictsRisiko => msg::FormatResultOutcomeContradictsRisiko.text(lang),
            OutcomeNotUsed => msg::FormatResultOutcomeNotUsed.text(lang),
            OverTotal {
                total,
                max,
                unit,
                points,
            } => {
                let sum = points
                    .iter()
                    .map(u32::to_string)
                    .collect::<Vec<_>>()
                    .join(" + ");
                match unit {
                    Unit::Discs => msg::FormatResultTooManyDiscs {
                        sum: &sum,
                        total: &total,
                        max: &max,
                    }
                    .text(lang),
                    _ => msg::FormatResultOverBoardTotal {
                        sum: &sum,
                        total: &total,
                        words: &unit.words(lang),
                        max: &max,
                    }
                    .text(lang),
                }
            }
            SeveralAtEnd { end } => msg::FormatResultSeveralAtEnd { end: &end }.text(lang),
            OverMax { points, max, unit } => msg::FormatResultOverMax {
                points: &points,
                words: &unit.words(lang),
                max: &max,
            }
            .text(lang),
            RisikoNotUsed => msg::FormatResultRisikoNotUsed.text(lang),
            PlainHundred => msg::FormatResultPlainHundred.text(lang),
            AllUnderTen { seats } => msg::FormatResultAllUnderTen { seats: &seats }.text(lang),
        }
    }
}

impl Localized for EntryProblem {
    fn text(&self, lang: Lang) -> String {
        format!("{}: {}", self.place(lang), self.reason(lang))
    }
}

impl fmt::Display for EntryProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::It))
    }
}
