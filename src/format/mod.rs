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

pub mod campionato_gufo;
mod engine;
mod errors;
pub mod gufo;
pub mod impact;
pub mod ludolimpica;
pub mod master;
pub mod open;
pub mod othello;
pub mod phases;
pub mod points;
pub mod raduno_nazionale;
mod ranking;
pub mod testa_a_testa;
mod validate;

pub use errors::{EntryProblem, PhaseError, ProblemKind, ScoreError};
pub use points::Points;
pub use ranking::TableRank;
pub use validate::{ResultRules, Severity, Unit};

use crate::draw::spec::{DrawSpec, TablePlan};
use crate::model::{
    ConflictKind, FormatKind, Phase, PlayerId, Round, SeatResult, Table, TableOutcome, Tournament,
};
use serde::{Deserialize, Serialize};

/// Which tie-breaks decide the table ranking after table points (SPEC 2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WinnerTieBreaks {
    /// Only the manual tie order.
    None,
    /// Master: points outside objective, then reverse play order, then the manual tie order.
    OutsideObjectiveThenPlayOrder,
    /// Gufo formats: survivors by points, then the eliminated, the one eliminated last first.
    Eliminations,
    /// Testa a testa: the entered outcome names the winner.
    HeadToHead,
}

/// Which earlier rounds a conflict kind looks back at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Memory {
    /// The round just before.
    Previous,
    /// Every earlier round.
    All,
    /// Round 1 only (Master's "five again" in round 2).
    First,
}

/// Draw priorities of the qualifying rounds (SPEC 4 and 5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoundRules {
    /// Round 1, most important first.
    pub first: &'static [ConflictKind],
    /// Round 2 and later qualifying rounds.
    pub later: &'static [ConflictKind],
    /// Rounds whose table-mates count as "already met".
    pub met: Memory,
    /// Rounds whose 5-tables (3-tables) count for "five again" ("three again").
    pub repeat: Memory,
    /// Master's cinquisti procedure.
    pub cinquisti: bool,
}

/// How the standings are ordered after total points (SPEC 5); remaining ties share a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StandingsOrder {
    /// Total, then wins (Open, Torneo Gufo, Campionato Gufo).
    TotalWins,
    /// Total, wins, best single game (Raduno Nazionale).
    TotalWinsBest,
    /// Total, best game, second best, third best, position after the previous round (Master).
    TotalGamesPrevious,
    /// Total, lower table number on the latest evening, position after the previous evening.
    TotalTablePrevious,
    /// Total, wins, best single game, lower sum of table placings, earlier registration.
    TotalWinsBestPlacingsRegistration,
}

/// The rounds a format plays after (or instead of) open-ended qualifying.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phases {
    /// Qualifying rounds only, as many as planned (Open, Gufo formats).
    Qualifying,
    /// 2 qualifying, semifinals of the top 16 by bands, final of the 4 winners.
    RadunoNazionale,
    /// 2 qualifying, 3 or 4 semifinals (legacy rule), final.
    MasterRisiko,
    /// 2 qualifying, the structure table of the Master rules, final(s).
    Master,
    /// Evenings of a game and a rematch, semifinals 1v4 2v3, final.
    TestaATesta,
    /// Game 1 random, game 2 by standings, final of the top 4.
    Ludolimpica,
    /// Swiss pairing (see [`othello`]).
    Swiss,
}

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

/// A format as data.
#[derive(Clone, Copy)]
pub struct Format {
    pub kind: FormatKind,
    pub plan: TablePlan,
    pub rounds: RoundRules,
    pub tie_breaks: WinnerTieBreaks,
    /// Tournament points of each seat of a complete table.
    pub score: fn(&ScoreInput) -> Result<Vec<Points>, ScoreError>,
    /// Points for sitting out a round (Testa a testa: 10).
    pub bye_points: Option<i64>,
    pub order: StandingsOrder,
    pub phases: Phases,
    /// Decimals shown in the standings.
    pub decimals: u8,
    /// A win at the table counts in the standings only when it is the sole win (Master: the rules name
    /// a single winner).
    pub unique_winner: bool,
    /// What a table's results may be (SPEC 2 "Valid results").
    pub results: ResultRules,
}

impl std::fmt::Debug for Format {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Format")
            .field("kind", &self.kind)
            .field("plan", &self.plan)
            .finish_non_exhaustive()
    }
}

/// The description of a format.
pub fn format(kind: FormatKind) -> &'static Format {
    match kind {
        FormatKind::RadunoNazionale => &raduno_nazionale::FORMAT,
        FormatKind::MasterRisiko => &master::MASTER_RISIKO,
        FormatKind::Master => &master::MASTER,
        FormatKind::Open => &open::FORMAT,
        FormatKind::Gufo => &gufo::FORMAT,
        FormatKind::CampionatoGufo => &campionato_gufo::FORMAT,
        FormatKind::TestaATesta => &testa_a_testa::FORMAT,
        FormatKind::Ludolimpica => &ludolimpica::FORMAT,
        FormatKind::OthelloSwiss => &othello::FORMAT,
    }
}

/// The standings after a round (SPEC 5): one row per player who played, in standings order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standings {
    pub rows: Vec<StandingRow>,
    /// Decimals to show points with ([`Points::to_decimal`]).
    pub decimals: u8,
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
    /// Not participating any more (SPEC 5.2 withdrawals).
    pub withdrawn: bool,
}

/// What the next round is, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PhaseAdvice {
    pub number: u32,
    pub phase: Phase,
    pub explanation_it: String,
    pub explanation_en: String,
}

/// Seat indices in table-ranking order (SPEC 2: points, the format's winner tie-breaks, manual tie
/// order). Seats still level keep their seat order; see [`table_rank`] for the groups and winners.
pub fn table_ranking(format: FormatKind, table: &Table) -> Result<Vec<usize>, ScoreError> {
    table_rank(format, table).map(|r| r.order())
}

/// The table ranking as groups of level seats; `winners()` is the first group (shared when level).
pub fn table_rank(format: FormatKind, table: &Table) -> Result<TableRank, ScoreError> {
    ranking::rank(self::format(format).tie_breaks, table)
}

/// Tournament points per seat of a complete table, by the tournament's scoring format.
pub fn seat_points(
    t: &Tournament,
    round: &Round,
    table: &Table,
) -> Result<Vec<Points>, ScoreError> {
    if t.settings.format == FormatKind::OthelloSwiss {
        return othello::seat_points(t, round, table);
    }
    engine::score_table(self::format(t.settings.format), table)
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
    if t.settings.format == FormatKind::OthelloSwiss {
        return othello::standings(t, upto);
    }
    engine::standings(t, upto)
}

/// The final standings once every final table is complete: positions by the final(s) (the same place
/// in parallel finals is a shared position), then the others by the standings order. Formats without a
/// final (Open, Gufo formats) give the standings once their `planned_rounds` are all played.
pub fn final_standings(t: &Tournament) -> Option<Standings> {
    if t.settings.format == FormatKind::OthelloSwiss {
        return None;
    }
    engine::final_standings(t)
}

/// The standings to show and print: the final standings once the final is played, else the standings
/// after the last round that has a score (a round drawn but not yet played adds no empty column).
pub fn current_standings(t: &Tournament) -> Standings {
    final_standings(t).unwrap_or_else(|| standings(t, last_played_round(t)))
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
    let f = self::format(t.settings.format);
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
