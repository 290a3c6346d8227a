//! What can go wrong while scoring a table, deciding the next round, or entering scores — each in
//! Italian and English, saying what and where (round, table, seat, player).

use super::validate::Unit;
use super::WinnerTieBreaks;
use crate::i18n::{plural, Lang, Localized};
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
        WinnerTieBreaks::OutsideObjectiveThenPlayOrder => lang.pick(
            "i punti fuori obiettivo, l'ordine di gioco o l'ordine di parità",
            "the points outside objective, the play order or the tie order",
        ),
        _ => lang.pick(
            "l'ordine di parità (colonna «Pari»: 1 = davanti)",
            "the tie order (column “Tie”: 1 = ahead)",
        ),
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
            ScoreError::MissingResult { table, seat, player } => lang.pick(
                format!("Tavolo {table}, posto {}: manca il punteggio del giocatore {player}", seat + 1),
                format!("Table {table}, seat {}: the score of player {player} is missing", seat + 1),
            ),
            ScoreError::MissingOutcome { table } => lang.pick(
                format!("Tavolo {table}: manca l'esito della partita (mondo, RisiKo!, punti, abbandono)"),
                format!("Table {table}: the outcome of the game is missing (world conquest, RisiKo!, points, abandon)"),
            ),
            ScoreError::InvalidOutcome { table } => lang.pick(
                format!("Tavolo {table}: l'esito indicato non è coerente con i posti o con i punti tavolo"),
                format!("Table {table}: the outcome does not match the seats or the table points"),
            ),
            ScoreError::UnresolvedTie { table, players, by } => lang.pick(
                format!(
                    "Tavolo {table}: i giocatori {} sono a pari punti; indicare {}",
                    ids(players),
                    order_words(*by, lang)
                ),
                format!(
                    "Table {table}: players {} are level; enter {}",
                    ids(players),
                    order_words(*by, lang)
                ),
            ),
            ScoreError::NotAvailable { format } => lang.pick(
                format!("Il punteggio del formato {format} non è ancora disponibile"),
                format!("Scoring for the {format} format is not available yet"),
            ),
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
    Plan { round: u32, it: String, en: String },
    /// A finalist slot cannot be filled: every candidate withdrew.
    NoReplacement { round: u32 },
    /// The format's phases are not available in this build yet.
    NotAvailable { format: &'static str },
}

impl Localized for PhaseError {
    fn text(&self, lang: Lang) -> String {
        match self {
            PhaseError::RoundOutOfOrder { next, got } => lang.pick(
                format!("Il prossimo turno è il {next}: il turno {got} non si può ancora calcolare"),
                format!("The next round is {next}: round {got} cannot be computed yet"),
            ),
            PhaseError::PreviousIncomplete { round } => lang.pick(
                format!("Il turno {round} non è completo: inserire tutti i punteggi prima del turno successivo"),
                format!("Round {round} is not complete: enter every score before the next round"),
            ),
            PhaseError::MissingScores { round, next, tables } => {
                const SHOWN: usize = 4;
                let players: usize = tables.iter().map(|(_, w)| w.len()).sum();
                let mut parts: Vec<String> = tables
                    .iter()
                    .take(SHOWN)
                    .map(|(n, who)| format!("{n} ({})", who.join(", ")))
                    .collect();
                if tables.len() > SHOWN {
                    parts.push(lang.pick(
                        format!("altri {}", plural(tables.len() - SHOWN, "tavolo", "tavoli")),
                        format!("{} more", plural(tables.len() - SHOWN, "table", "tables")),
                    ));
                }
                let list = join_and(&parts, lang.pick("e", "and"));
                let one_table = tables.len() == 1;
                lang.pick(
                    format!(
                        "Il turno {round} non è completo: {} {} {list}; {} prima di sorteggiare il turno {next}",
                        if players == 1 { "manca il punteggio" } else { "mancano i punteggi" },
                        if one_table { "al tavolo" } else { "ai tavoli" },
                        if players == 1 { "inserirlo" } else { "inserirli" },
                    ),
                    format!(
                        "Round {round} is not complete: {} missing at {} {list}; enter {} before drawing round {next}",
                        if players == 1 { "a score is" } else { "scores are" },
                        if one_table { "table" } else { "tables" },
                        if players == 1 { "it" } else { "them" }
                    ),
                )
            }
            PhaseError::TableNotScored { round, next, table, players, error } => {
                let who = join_and(players, lang.pick("e", "and"));
                let why = match error {
                    ScoreError::UnresolvedTie { by, .. } => lang.pick(
                        format!("{who} sono a pari punti e le regole chiedono un ordine: indicare {}", order_words(*by, lang)),
                        format!("{who} are level and the rules need an order: enter {}", order_words(*by, lang)),
                    ),
                    ScoreError::MissingOutcome { .. } => lang.pick(
                        format!("manca l'esito della partita tra {who} (mondo, RisiKo!, punti, abbandono)"),
                        format!("the outcome of the game between {who} is missing (world conquest, RisiKo!, points, abandon)"),
                    ),
                    other => other.text(lang),
                };
                lang.pick(
                    format!("Turno {round}, tavolo {table}: {why}, prima di sorteggiare il turno {next}"),
                    format!("Round {round}, table {table}: {why}, before drawing round {next}"),
                )
            }
            PhaseError::TournamentOver { rounds } => lang.pick(
                format!("Il torneo è concluso: il formato prevede {rounds} turni"),
                format!("The tournament is over: the format has {rounds} rounds"),
            ),
            PhaseError::NotEnoughPlayers { round, needed, available } => lang.pick(
                format!("Turno {round}: servono {needed} giocatori in gara, ce ne sono {available}"),
                format!("Round {round}: {needed} players still in the tournament are needed, there are {available}"),
            ),
            PhaseError::Plan { round, it, en } => {
                lang.pick(format!("Turno {round}: {it}"), format!("Round {round}: {en}"))
            }
            PhaseError::NoReplacement { round } => lang.pick(
                format!("Turno {round}: un posto in finale resta vuoto, tutti i possibili ripescati hanno rinunciato"),
                format!("Round {round}: a place in the final stays empty, every possible replacement withdrew"),
            ),
            PhaseError::NotAvailable { format } => lang.pick(
                format!("Le fasi del formato {format} non sono ancora disponibili"),
                format!("The phases of the {format} format are not available yet"),
            ),
        }
    }
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
            Unit::TablePoints => lang.pick("punti tavolo", "table points"),
            Unit::VictoryPoints => lang.pick("punti vittoria", "victory points"),
            Unit::Discs => lang.pick("pedine", "discs"),
        }
    }
}

impl EntryProblem {
    /// Where: "Turno 2, tavolo 3, posto 1 (Mario Rossi, ID 5)" or, for a whole table, "Turno 2, tavolo
    /// 3 (Mario Rossi, Luigi Bianchi)".
    pub fn place(&self, lang: Lang) -> String {
        let (r, tb) = (self.round, self.table);
        match (self.seat, self.player) {
            (Some(s), Some(p)) => lang.pick(
                format!(
                    "Turno {r}, tavolo {tb}, posto {} ({}, ID {p})",
                    s + 1,
                    self.name
                ),
                format!(
                    "Round {r}, table {tb}, seat {} ({}, ID {p})",
                    s + 1,
                    self.name
                ),
            ),
            _ if !self.name.is_empty() => lang.pick(
                format!("Turno {r}, tavolo {tb} ({})", self.name),
                format!("Round {r}, table {tb} ({})", self.name),
            ),
            _ => lang.pick(
                format!("Turno {r}, tavolo {tb}"),
                format!("Round {r}, table {tb}"),
            ),
        }
    }

    /// Why, without the place: "500 punti tavolo: un giocatore ne fa al massimo 100".
    pub fn reason(&self, lang: Lang) -> String {
        use ProblemKind::*;
        match &self.kind {
            WrongSeatCount { expected, got } => lang.pick(
                format!("{} per {}", plural(*got, "risultato", "risultati"), plural(*expected, "posto", "posti")),
                format!("{} for {}", plural(*got, "result", "results"), plural(*expected, "seat", "seats")),
            ),
            MissingScore => lang.pick("manca il punteggio".into(), "the score is missing".into()),
            RisikoNot100 { points } => lang.pick(
                format!("un RisiKo! vale 100 punti tavolo, non {points}"),
                format!("a RisiKo! is worth 100 table points, not {points}"),
            ),
            SeveralRisiko => lang.pick(
                "più di un RisiKo! allo stesso tavolo: uno solo completa l'obiettivo".into(),
                "more than one RisiKo! at the same table: only one player completes the objective".into(),
            ),
            EliminatedWithPoints { points } => lang.pick(
                format!("un giocatore eliminato ha 0 punti tavolo, non {points}"),
                format!("an eliminated player has 0 table points, not {points}"),
            ),
            EliminationNotUsed => lang.pick(
                "l'eliminazione conta solo nei formati Gufo".into(),
                "elimination counts only in the Gufo formats".into(),
            ),
            BadEliminationOrder { order } => lang.pick(
                format!("ordine di eliminazione {order} non valido o ripetuto (1 = ultimo eliminato)"),
                format!("elimination order {order} is invalid or repeated (1 = eliminated last)"),
            ),
            AllZero => lang.pick(
                "tutti hanno 0 punti: una partita ha sempre dei punti".into(),
                "everyone has 0 points: a game always has points".into(),
            ),
            NoSurvivor => lang.pick(
                "tutti risultano eliminati: almeno un giocatore resta in gioco".into(),
                "everyone is marked eliminated: at least one player survives".into(),
            ),
            TieUnresolved { names, by } => lang.pick(
                format!("{} sono a pari punti: indicare {}", names.join(", "), order_words(*by, lang)),
                format!("{} are level: enter {}", names.join(", "), order_words(*by, lang)),
            ),
            DuplicateTieOrder { order } => lang.pick(
                format!("l'ordine di parità {order} è usato due volte"),
                format!("tie order {order} is used twice"),
            ),
            DuplicatePlayOrder { order } => lang.pick(
                format!("l'ordine di gioco {order} è usato due volte"),
                format!("play order {order} is used twice"),
            ),
            BadPlayOrder { order } => lang.pick(
                format!("ordine di gioco {order} fuori dai posti del tavolo"),
                format!("play order {order} is outside the table's seats"),
            ),
            MissingOutcome => lang.pick(
                "manca l'esito della partita (mondo, RisiKo!, punti, abbandono)".into(),
                "the outcome of the game is missing (world conquest, RisiKo!, points, abandon)".into(),
            ),
            BadOutcomeSeat { seat } => lang.pick(
                format!("l'esito indica il posto {}, che il tavolo non ha", seat + 1),
                format!("the outcome names seat {}, which the table does not have", seat + 1),
            ),
            OutcomeContradictsPoints => lang.pick(
                "l'esito «ai punti» indica come vincitore chi ha meno punti tavolo: ai punti vince chi ne ha di più (anche per 1–10 punti)".into(),
                "the “on points” outcome names as winner the player with fewer table points: on points the player with more wins (by 1–10 points too)".into(),
            ),
            OutcomeContradictsRisiko => lang.pick(
                "il RisiKo! è segnato a un giocatore ma l'esito dà la vittoria all'altro: una partita ha un solo vincitore".into(),
                "the RisiKo! is marked for one player but the outcome gives the win to the other: a game has one winner".into(),
            ),
            OutcomeNotUsed => lang.pick(
                "l'esito della partita conta solo in Testa a testa".into(),
                "a game outcome counts only in Testa a testa".into(),
            ),
            OverTotal { total, max, unit, points } => {
                let sum = points.iter().map(u32::to_string).collect::<Vec<_>>().join(" + ");
                match unit {
                    Unit::Discs => lang.pick(
                        format!("{sum} = {total} pedine: una partita ne ha al massimo {max}"),
                        format!("{sum} = {total} discs: a game has at most {max}"),
                    ),
                    _ => lang.pick(
                        format!("{sum} = {total} {}: il tabellone ne ha {max} in tutto", unit.words(lang)),
                        format!("{sum} = {total} {}: the board holds {max} in all", unit.words(lang)),
                    ),
                }
            }
            SeveralAtEnd { end } => lang.pick(
                format!("più giocatori a {end} punti vittoria o più: la partita finisce appena il primo li raggiunge"),
                format!("several players at {end} victory points or more: the game ends as soon as the first reaches them"),
            ),
            OverMax { points, max, unit } => lang.pick(
                format!("{points} {}: un giocatore ne fa al massimo {max}", unit.words(lang)),
                format!("{points} {}: one player scores at most {max}", unit.words(lang)),
            ),
            RisikoNotUsed => lang.pick(
                "in questo formato non c'è il RisiKo!".into(),
                "this format has no RisiKo!".into(),
            ),
            PlainHundred => lang.pick(
                "100 punti tavolo senza RisiKo!: è un RisiKo! (obiettivo completato)? Spunta R! oppure conferma i 100 punti".into(),
                "100 table points without RisiKo!: is it a RisiKo! (objective completed)? Tick R! or confirm the 100 points".into(),
            ),
            AllUnderTen { seats } => lang.pick(
                format!("tutti i {seats} giocatori hanno meno di 10 punti tavolo: confermi?"),
                format!("all {seats} players have under 10 table points: confirm?"),
            ),
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
