//! The tournament and the event journal it is built from.
//!
//! A tournament is its settings, players and rounds. It changes only through [`Event`]s: a command is
//! checked against the current state, applied, and appended to the [`Journal`]. The state is what the
//! journal replays to, so undo, redo, the activity log and reproducible draws come from one mechanism.

mod error;
mod journal;
mod player;
mod roster;
mod round;
pub mod search;
mod settings;

pub use error::ModelError;
pub use journal::{Entry, Event, Journal};
pub use player::{canonical_region, fold, Player, PlayerId, REGIONS};
pub use roster::{roster_diff, PlayerChange, PlayerField, RosterDiff};
pub use round::{
    ConflictCount, ConflictKind, OutcomeKind, Phase, Round, Seat, SeatResult, Table, TableOutcome,
};
pub use settings::{FormatKind, Settings};

use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Tournament {
    pub settings: Settings,
    /// In registration order.
    pub players: Vec<Player>,
    /// Round N is `rounds[N - 1]`.
    pub rounds: Vec<Round>,
}

impl Tournament {
    pub fn new(settings: Settings) -> Self {
        Tournament {
            settings,
            players: Vec::new(),
            rounds: Vec::new(),
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

    /// Checks an event against the state and applies it; on error nothing changes.
    pub fn apply(&mut self, event: &Event) -> Result<(), ModelError> {
        journal::apply(self, event)
    }
}
