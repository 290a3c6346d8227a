//! Formats (the formats' rules): how table points become tournament points, standings and phases.
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

pub mod builtin;
mod club;
pub mod def;
pub mod editor;
mod engine;
mod errors;
mod lots;
pub mod pairing;
pub mod phases;
pub mod points;
mod ranking;
mod registry;
pub mod scoring;
pub mod series_final;
pub mod standings;
mod tables;
pub mod teams;
mod validate;

pub use builtin::{
    bgl, campionato_gufo, gufo, ludolimpica, master, nazionale_risiko, one_vs_one, open, open_gt,
    raduno_nazionale, raduno_nazionale_gt, sant_eufemia, squadre, testa_a_testa, victory,
};
pub use def::{
    Bye, Column, DifferenceRow, Entry, FormatDef, FormatOptions, Memory, Names, Phases, Ratio,
    ResultRules, RoundRule, RoundRules, Scoring, Teams, Texts, Unit, WinnerTieBreaks,
};
pub use errors::{EntryProblem, PhaseError, ProblemKind, ScoreError};
pub use lots::{lots, Lot};
pub use pairing::seating;
pub use phases::decided::final_decided;
pub use phases::PhaseAdvice;
pub use points::Points;
pub use ranking::TableRank;
pub use registry::{
    builtin, club_def, def, draw_def, draw_kind, format, format_name, kind, kind_of,
    planned_rounds, set_club_def, FormatKind, PlannedRounds,
};
pub use scoring::{placement, ScoreInput};
pub use series_final::FinalResult;
pub use standings::FinalDecided;
pub use standings::FinalDecider;
pub use standings::{Decided, StandingRow, Standings};
pub use tables::{
    round_done, table_rank, table_ranking, table_state, unscored, winners, TableState, Unrankable,
    UnrankableIn, Unscored,
};
pub use teams::TeamRow;
pub use validate::Severity;

/// Othello (the Othello Swiss rulebook): its definition, and the mechanisms it plays by under the names its rulebook and
/// tests use (Swiss pairing and tie-breaks, the final of several games between the top two).
pub mod othello {
    pub use super::builtin::othello::*;
    pub use super::pairing::swiss::{compare, tiebreaks, Tiebreak};
    pub use super::phases::swiss_round as draw_spec;
    pub use super::scoring::discs::{parse_discs, validate_game, GameError, MAX_DISCS};
    pub use super::series_final::{
        final_available, final_games, final_result, final_spec, swiss_rounds, FinalResult,
    };
    pub use super::standings::FinalDecider;

    /// The standings after qualifying round `upto`: points, then Buchholz, then disc difference,
    /// computed by the generic engine from [`definition`]; players level on all three share a
    /// position. [`tiebreaks`] gives the same values directly from the games.
    pub fn standings(t: &crate::model::Tournament, upto: u32) -> super::Standings {
        super::engine::standings(t, upto)
    }
}

use crate::draw::spec::DrawSpec;
use crate::model::{Phase, Round, SeatResult, Table, TableOutcome, Tournament};

/// A format as data (the older name of [`FormatDef`]).
pub type Format = FormatDef;

/// Tournament points per seat of a complete table, by the tournament's scoring format.
pub fn seat_points(
    t: &Tournament,
    _round: &Round,
    table: &Table,
) -> Result<Vec<Points>, ScoreError> {
    scoring::score_table(def(t), table)
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

/// The problems that make a table's results impossible (the table results' rules "Valid results"): what the journal
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

/// The tournament is over: its final standings are decided (the final played, or for formats without
/// a final every planned round played); for Othello, every planned round and any final complete. The
/// prints say "Classifica finale" then.
pub fn is_over(t: &Tournament) -> bool {
    final_standings(t).is_some()
}

/// The standings to show and print: the final standings once the final is played, else the standings
/// after the last round that has a score (a round drawn but not yet played adds no empty column).
pub fn current_standings(t: &Tournament) -> Standings {
    final_standings(t).unwrap_or_else(|| standings(t, last_played_round(t)))
}

/// A final of several games between the top two (best of N games; Othello's, the Othello Swiss rulebook): the capability
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
    pub result: Option<series_final::FinalResult>,
}

/// The tournament's final of several games, when its format plays one ([`SeriesFinal`]).
pub fn series_final(t: &Tournament) -> Option<SeriesFinal> {
    if !def(t).phases.optional_final() {
        return None;
    }
    let games = series_final::final_games(t);
    Some(SeriesFinal {
        games,
        available: series_final::final_available(t),
        started: t.rounds.iter().any(|r| r.phase == Phase::Final),
        result: series_final::final_result(t, games),
    })
}

/// What the draw must do for the next game of the final ([`series_final`]).
pub fn series_final_spec(t: &Tournament) -> Result<DrawSpec, PhaseError> {
    series_final::final_spec(t, series_final::final_games(t))
}

/// The team standings beside the players' (the team tournament, GestioneTorneo 2.4's formats), from the standings shown;
/// `None` for a format without teams.
pub fn team_standings(t: &Tournament, players: &Standings) -> Option<Vec<TeamRow>> {
    let teams = def(t).options.teams?;
    Some(teams::team_standings(
        t,
        players,
        teams.best.map(|k| k as usize),
    ))
}

/// The rounds the standings count: every round, except an Othello final's games, which are not rounds
/// of the Swiss (the rating's loss cap and feedback threshold count these too, the FNGO rating rulebook Reading).
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

/// What a seat's number counts in `kind`, in words: "punti tavolo", "punti vittoria", "pedine".
pub fn unit_words(kind: FormatKind, lang: crate::i18n::Lang) -> &'static str {
    format(kind).results.unit.words(lang)
}
