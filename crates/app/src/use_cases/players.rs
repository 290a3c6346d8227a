//! The players' page's use cases: register or edit a player, remove one, mark who is present.

use raduno_engine::journal::Event;
use raduno_engine::model::{Player, PlayerId};

/// A player saved from the form: a new registration, or the player `old_id` edited (his ID may change).
pub fn save(old_id: Option<PlayerId>, player: Player) -> Event {
    match old_id {
        Some(old_id) => Event::PlayerEdited { old_id, player },
        None => Event::PlayerAdded { player },
    }
}

/// A player taken off the list (the journal refuses it once he has played).
pub fn remove(id: PlayerId) -> Event {
    Event::PlayerRemoved { id }
}

/// One player checked in (or out).
pub fn check_in(id: PlayerId, participating: bool) -> Event {
    Event::ParticipationSet { id, participating }
}

/// Several players checked in (or out) at once, as one undo step ("Tutti presenti").
pub fn check_in_all(ids: Vec<PlayerId>, participating: bool) -> Event {
    Event::ParticipationsSet { ids, participating }
}
