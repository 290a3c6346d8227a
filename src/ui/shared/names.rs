//! A player's name as the pages show it (the round cards, the conflicts, the projector, the standings,
//! the players' proposals).

use crate::model::{PlayerId, Tournament};

/// "Nome Cognome" of a player, or the bare ID.
pub fn name_of(t: &Tournament, id: PlayerId) -> String {
    t.player(id)
        .map_or_else(|| format!("#{id}"), |p| p.full_name())
}
