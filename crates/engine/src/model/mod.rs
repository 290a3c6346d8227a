//! The tournament as plain data: its settings, players and rounds (the lowest layer; it knows no format).
//!
//! A tournament changes only through the events of [`crate::journal`]: a command is checked against the
//! current state and the format's rules, applied, and appended to the journal. The state is what the
//! journal replays to, so undo, redo, the activity log and reproducible draws come from one mechanism.

mod category;
pub mod date;
pub mod kept;
pub mod names;
mod player;
mod round;
pub mod search;
mod settings;

pub use category::Category;
pub use player::{canonical_region, fold, Player, PlayerId, REGIONS};
pub use round::{
    valid_seat_secret, ConflictCount, ConflictKind, OutcomeKind, Phase, Round, Seat, SeatResult,
    Table, TableOutcome, SEAT_SECRET_LEN,
};
pub use settings::{ClubFormat, FormatId, Settings};

use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Tournament {
    pub settings: Settings,
    /// In registration order.
    pub players: Vec<Player>,
    /// Round N is `rounds[N - 1]`.
    pub rounds: Vec<Round>,
    /// What the imported workbook held that the app does not own, to write it back as read (shared,
    /// never changed: a tournament's copies share one).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub workbook: Option<std::sync::Arc<kept::KeptBook>>,
}

impl Tournament {
    pub fn new(settings: Settings) -> Self {
        Tournament {
            settings,
            players: Vec::new(),
            rounds: Vec::new(),
            workbook: None,
        }
    }

    pub fn player(&self, id: PlayerId) -> Option<&Player> {
        self.players.iter().find(|p| p.id == id)
    }

    /// Registration order (0-based), a tie-break in some formats.
    pub fn registration_index(&self, id: PlayerId) -> Option<usize> {
        self.players.iter().position(|p| p.id == id)
    }

    pub fn participants(&self) -> impl Iterator<Item = &Player> {
        self.players.iter().filter(|p| p.participating)
    }

    pub fn round(&self, number: u32) -> Option<&Round> {
        number
            .checked_sub(1)
            .and_then(|i| self.rounds.get(i as usize))
    }

    /// The smallest positive ID not yet used: what the players page proposes for a new player.
    pub fn next_player_id(&self) -> PlayerId {
        self.players.iter().map(|p| p.id).max().unwrap_or(0) + 1
    }

    /// Has this player been seated in any round?
    pub fn has_played(&self, id: PlayerId) -> bool {
        self.rounds
            .iter()
            .any(|r| r.find(id).is_some() || r.byes.contains(&id))
    }
}
