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
    /// A round's seat secret that is not [`crate::publish::SECRET_LEN`] lower-case hex digits.
    BadSeatSecret(u32),
    WrongSeatCount {
        round: u32,
        table: u32,
        expected: usize,
        got: usize,
    },
    /// Results that cannot happen in a real game (the table results' rules "Valid results"): round, table, the players
    /// seated there ("Nome Cognome", ID) and every reason, each naming its seat.
    ImpossibleResults {
        round: u32,
        table: u32,
        players: Vec<(PlayerId, String)>,
        problems: Vec<EntryProblem>,
    },
    EmptyName,
    /// Results that leave a table the rules cannot score (the table results' rules "Level at the top"): round, table,
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
    BadFormat(Vec<crate::i18n::Text>),
    NothingToUndo,
    NothingToRedo,
    /// What follows a command is not a change (a creation, an undo, a decision): it cannot be part of it.
    NotPartOfCommand,
    /// An undo or a decision naming an entry the journal does not hold.
    UnknownEvent(String),
    /// A national ID another player of the tournament holds: the ID, who tries to take it, who holds it.
    DuplicateNationalId {
        national_id: u64,
        player: (PlayerId, String),
        holder: (PlayerId, String),
    },
    /// A date that is not a real day (a birth date, a round's date), as given.
    BadDate(String),
    /// The parts of an imported workbook kept to write it back, out of bounds: the first thing wrong.
    BadWorkbook(String),
}

// Its words: `crate::words` (the catalogue, `locales/<lang>/engine.ftl`).

impl fmt::Display for ModelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::It))
    }
}

impl std::error::Error for ModelError {}
