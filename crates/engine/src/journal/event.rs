//! The event type: every change a tournament can go through, each carrying all it needs to replay.

use super::EventId;
use crate::model::{
    ConflictCount, Player, PlayerId, Round, SeatResult, Settings, TableOutcome, Tournament,
};
use serde::{Deserialize, Serialize};

/// A change to a tournament. Each event carries all it needs, so replaying the journal rebuilds the state.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// The first event of every journal.
    Created {
        settings: Settings,
    },
    SettingsChanged {
        settings: Settings,
    },
    PlayerAdded {
        player: Player,
    },
    /// Replaces the player with the same ID (`old_id` when the ID itself changes).
    PlayerEdited {
        old_id: PlayerId,
        player: Player,
    },
    PlayerRemoved {
        id: PlayerId,
    },
    ParticipationSet {
        id: PlayerId,
        participating: bool,
    },
    /// Several players marked present (or absent) at once, as one undo step (check-in: "Tutti presenti").
    ParticipationsSet {
        ids: Vec<PlayerId>,
        participating: bool,
    },
    /// A list of players read from a workbook into a tournament under way: `added` are registered,
    /// `updated` replace the players with their IDs; the rest stays (see [`super::roster`]). One undo step.
    PlayersImported {
        source: String,
        added: Vec<Player>,
        updated: Vec<Player>,
    },
    /// A new round, appended after the last one. Carries the draw's seed and remaining conflicts.
    RoundDrawn {
        round: Round,
        conflicts: Vec<ConflictCount>,
    },
    /// The last round drawn again, after the director confirmed.
    RoundRedrawn {
        round: Round,
        conflicts: Vec<ConflictCount>,
    },
    /// The last round removed (only while it has no results).
    RoundDeleted {
        number: u32,
    },
    /// Two players exchange seats in a round not yet locked.
    SeatsSwapped {
        round: u32,
        a: PlayerId,
        b: PlayerId,
    },
    /// A seat gets a player by ID; the player who sat there takes his place (or leaves the round if he
    /// was not seated).
    SeatSet {
        round: u32,
        table: u32,
        seat: usize,
        player: PlayerId,
    },
    /// Locks (or unlocks) a round. Locked means play has started: the seating is fixed (no swaps, seat
    /// changes, redraw or deletion). The first result of a round locks it too, so results keep coming in
    /// while play goes on; once every table has its result, a locked round is read-only: a new result is
    /// refused until the director unlocks it ("Sblocca"), and saving a table locks it again
    /// ([`impact::results_locked`]).
    RoundLocked {
        round: u32,
        locked: bool,
    },
    /// The results of one table (one entry per seat; `None` clears a seat's result).
    TableResults {
        round: u32,
        table: u32,
        results: Vec<Option<SeatResult>>,
        #[serde(default)]
        outcome: Option<TableOutcome>,
    },
    /// A whole tournament read from a workbook replaces the current state.
    Imported {
        tournament: Tournament,
        source: String,
    },
    /// Cancels another entry (undo); cancelling an undo is a redo ([`sync`]).
    Undone {
        id: EventId,
    },
    /// The director's decision of a conflict after a merge ([`sync::Conflict`]): `keep` is the version
    /// of a table's results that stands, `drop` the entries left out (with what was made on them).
    Decided {
        #[serde(default)]
        keep: Option<EventId>,
        #[serde(default)]
        drop: Vec<EventId>,
    },
}
