use crate::format::EntryProblem;
use crate::i18n::{Lang, Localized};
use crate::model::PlayerId;
use std::fmt;

/// Why a command was refused. Nothing changes when a command is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ModelError {
    DuplicateId(PlayerId),
    InvalidId,
    MissingName(PlayerId),
    UnknownPlayer(PlayerId),
    /// A player who sits in a round cannot be removed (mark him as not participating instead).
    PlayerHasPlayed(PlayerId),
    UnknownRound(u32),
    UnknownTable {
        round: u32,
        table: u32,
    },
    /// A new round must be the next one; an existing round is replaced only by an explicit redraw.
    RoundOutOfOrder {
        expected: u32,
        got: u32,
    },
    RoundLocked(u32),
    RoundHasResults(u32),
    /// Only the last round can be redrawn or deleted.
    NotLastRound(u32),
    /// A player would sit twice in one round, or a seat is missing.
    BadSeating {
        round: u32,
        player: PlayerId,
    },
    WrongSeatCount {
        round: u32,
        table: u32,
        expected: usize,
        got: usize,
    },
    /// Results that cannot happen in a real game (SPEC 2 "Valid results"): round, table, the players
    /// seated there ("Nome Cognome", ID) and every reason, each naming its seat.
    ImpossibleResults {
        round: u32,
        table: u32,
        players: Vec<(PlayerId, String)>,
        problems: Vec<EntryProblem>,
    },
    EmptyName,
    /// Results that leave a table the rules cannot score (SPEC 2 "Level at the top"): round, table,
    /// the players seated there ("Nome Cognome", ID) and why (what would order it).
    Unscorable {
        round: u32,
        table: u32,
        players: Vec<(PlayerId, String)>,
        error: crate::format::ScoreError,
    },
    /// A format id that is not one of the registry's (a file written by a newer Raduno, or edited).
    UnknownFormat(String),
    /// A club's format definition that cannot run: each problem in Italian and English.
    BadFormat(Vec<(String, String)>),
    NothingToUndo,
    NothingToRedo,
    /// An undo or a decision naming an entry the journal does not hold.
    UnknownEvent(String),
}

impl Localized for ModelError {
    fn text(&self, lang: Lang) -> String {
        use ModelError::*;
        let l = |it: String, en: String| lang.pick(it, en);
        match self {
            DuplicateId(id) => l(format!("L'ID {id} è già usato da un altro giocatore"), format!("ID {id} is already used by another player")),
            InvalidId => l("L'ID deve essere un numero intero positivo".into(), "The ID must be a positive whole number".into()),
            MissingName(id) => l(format!("Giocatore {id}: nome e cognome sono obbligatori"), format!("Player {id}: first and last name are required")),
            UnknownPlayer(id) => l(format!("Nessun giocatore con ID {id}"), format!("No player with ID {id}")),
            PlayerHasPlayed(id) => l(format!("Il giocatore {id} ha già giocato: non si può eliminare. Per ritirarlo togli la spunta «Partecipa»: non sarà più sorteggiato e le sue partite restano."), format!("Player {id} has already played: he cannot be removed. To withdraw him, untick “Takes part”: he will not be drawn again and his games stay.")),
            UnknownRound(n) => l(format!("Il turno {n} non esiste"), format!("Round {n} does not exist")),
            UnknownTable { round, table } => l(format!("Turno {round}: il tavolo {table} non esiste"), format!("Round {round}: table {table} does not exist")),
            RoundOutOfOrder { expected, got } => l(format!("Il prossimo turno è il {expected}, non il {got}"), format!("The next round is {expected}, not {got}")),
            RoundLocked(n) => l(format!("Il turno {n} è bloccato: il gioco è iniziato"), format!("Round {n} is locked: play has started")),
            RoundHasResults(n) => l(format!("Il turno {n} ha già dei punteggi"), format!("Round {n} already has scores")),
            NotLastRound(n) => l(format!("Solo l'ultimo turno si può rifare o cancellare, non il {n}"), format!("Only the last round can be redrawn or deleted, not round {n}")),
            BadSeating { round, player } => l(format!("Turno {round}: il giocatore {player} è seduto due volte o non è iscritto"), format!("Round {round}: player {player} is seated twice or not registered")),
            WrongSeatCount { round, table, expected, got } => l(format!("Turno {round}, tavolo {table}: {got} risultati per {expected} posti"), format!("Round {round}, table {table}: {got} results for {expected} seats")),
            ImpossibleResults { round, table, players, problems } => {
                let who = players.iter().map(|(id, name)| format!("{name} ({id})")).collect::<Vec<_>>().join(", ");
                let why = problems
                    .iter()
                    .map(|p| match (p.seat, p.player) {
                        (Some(_), Some(_)) => format!("{}: {}", p.name, p.reason(lang)),
                        _ => p.reason(lang),
                    })
                    .collect::<Vec<_>>()
                    .join("; ");
                l(
                    format!("Turno {round}, tavolo {table} ({who}): risultato impossibile: {why}"),
                    format!("Round {round}, table {table} ({who}): impossible result: {why}"),
                )
            }
            Unscorable { round, table, players, error } => {
                let who = players
                    .iter()
                    .map(|(id, name)| format!("{name} ({id})"))
                    .collect::<Vec<_>>()
                    .join(", ");
                let why = error.text(lang);
                l(
                    format!("Turno {round}, tavolo {table} ({who}): risultato incompleto, la partita non si può classificare: {why}"),
                    format!("Round {round}, table {table} ({who}): incomplete result, the game cannot be ranked: {why}"),
                )
            }
            EmptyName => l("Il nome del torneo è obbligatorio".into(), "The tournament needs a name".into()),
            UnknownFormat(id) => l(format!("Formato sconosciuto «{id}»: forse il file viene da una versione più recente di Raduno"), format!("Unknown format “{id}”: the file may come from a newer Raduno")),
            BadFormat(problems) => l(
                format!(
                    "Formato non valido: {}",
                    problems.iter().map(|p| p.0.as_str()).collect::<Vec<_>>().join("; ")
                ),
                format!(
                    "Invalid format: {}",
                    problems.iter().map(|p| p.1.as_str()).collect::<Vec<_>>().join("; ")
                ),
            ),
            NothingToUndo => l("Niente da annullare".into(), "Nothing to undo".into()),
            NothingToRedo => l("Niente da ripetere".into(), "Nothing to redo".into()),
            UnknownEvent(id) => l(format!("Nessuna operazione {id} nel registro"), format!("No operation {id} in the journal")),
        }
    }
}

impl fmt::Display for ModelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::It))
    }
}

impl std::error::Error for ModelError {}
