//! Applying an event to a tournament: every arm checks ([`super::check`]) before it changes anything.

use super::check::*;
use super::{Event, ModelError};
use crate::model::{Player, PlayerId, Round, SeatResult, TableOutcome, Tournament};

/// Checks `event` against `t`, then applies it. Every arm validates before it mutates.
pub fn apply(t: &mut Tournament, event: &Event) -> Result<(), ModelError> {
    match event {
        Event::Created { settings } | Event::SettingsChanged { settings } => {
            check_settings(settings)?;
            t.settings = settings.clone();
        }
        Event::PlayerAdded { player } => add_player(t, player)?,
        Event::PlayerEdited { old_id, player } => edit_player(t, *old_id, player)?,
        Event::PlayerRemoved { id } => remove_player(t, *id)?,
        Event::ParticipationSet { id, participating } => {
            set_participation(t, std::slice::from_ref(id), *participating)?
        }
        Event::ParticipationsSet { ids, participating } => {
            set_participation(t, ids, *participating)?
        }
        Event::PlayersImported { added, updated, .. } => import_players(t, added, updated)?,
        Event::RoundDrawn { round, .. } => {
            check_next_round(t, round)?;
            check_seating(t, round)?;
            check_round_results(t, round)?;
            t.rounds.push(round.clone());
        }
        Event::RoundRedrawn { round, .. } => {
            let index = editable_last_round(t, round.number)?;
            check_seating(t, round)?;
            check_round_results(t, round)?;
            t.rounds[index] = round.clone();
        }
        Event::RoundDeleted { number } => {
            editable_last_round(t, *number)?;
            t.rounds.pop();
        }
        Event::SeatsSwapped { round, a, b } => swap_seats(t, *round, *a, *b)?,
        Event::SeatSet {
            round,
            table,
            seat,
            player,
        } => set_seat(t, *round, *table, *seat, *player)?,
        Event::RoundLocked { round, locked } => {
            let index = round_index(t, *round)?;
            t.rounds[index].locked = *locked;
        }
        Event::TableResults {
            round,
            table,
            results,
            outcome,
        } => enter_results(t, *round, *table, results, *outcome)?,
        // Undos and decisions are read by the replay ([`sync`]): on their own they change nothing.
        Event::Undone { .. } | Event::Decided { .. } => {}
        Event::Imported { tournament, .. } => {
            check_imported(tournament)?;
            *t = tournament.clone();
        }
    }
    Ok(())
}

/// A new player, checked, with an ID and a national ID nobody else has.
fn add_player(t: &mut Tournament, player: &Player) -> Result<(), ModelError> {
    check_player(player)?;
    if t.player(player.id).is_some() {
        return Err(ModelError::DuplicateId(player.id));
    }
    check_national_id(t, player, None)?;
    t.players.push(player.clone());
    Ok(())
}

/// A player removed, while he has played no game.
fn remove_player(t: &mut Tournament, id: PlayerId) -> Result<(), ModelError> {
    let index = t
        .registration_index(id)
        .ok_or(ModelError::UnknownPlayer(id))?;
    if t.has_played(id) {
        return Err(ModelError::PlayerHasPlayed(id));
    }
    t.players.remove(index);
    Ok(())
}

/// Whether the players `ids` take part, every one of them known first.
fn set_participation(
    t: &mut Tournament,
    ids: &[PlayerId],
    participating: bool,
) -> Result<(), ModelError> {
    for id in ids {
        t.registration_index(*id)
            .ok_or(ModelError::UnknownPlayer(*id))?;
    }
    for p in t.players.iter_mut().filter(|p| ids.contains(&p.id)) {
        p.participating = participating;
    }
    Ok(())
}

/// Players `a` and `b` change seats in round `round`, while it is not locked.
fn swap_seats(t: &mut Tournament, round: u32, a: PlayerId, b: PlayerId) -> Result<(), ModelError> {
    let r = unlocked_round(t, round)?;
    let pa = r.find(a).ok_or(ModelError::UnknownPlayer(a))?;
    let pb = r.find(b).ok_or(ModelError::UnknownPlayer(b))?;
    let r = &mut t.rounds[round as usize - 1];
    r.tables[pa.0].seats[pa.1].player = b;
    r.tables[pb.0].seats[pb.1].player = a;
    Ok(())
}

/// A registered player edited; a new ID must be free, and only a player who has not played may change it.
pub(super) fn edit_player(
    t: &mut Tournament,
    old_id: PlayerId,
    player: &Player,
) -> Result<(), ModelError> {
    check_player(player)?;
    let index = t
        .registration_index(old_id)
        .ok_or(ModelError::UnknownPlayer(old_id))?;
    if player.id != old_id {
        if t.player(player.id).is_some() {
            return Err(ModelError::DuplicateId(player.id));
        }
        if t.has_played(old_id) {
            return Err(ModelError::PlayerHasPlayed(old_id));
        }
    }
    check_national_id(t, player, Some(old_id))?;
    t.players[index] = player.clone();
    Ok(())
}

/// Players added and updated from a file, all or nothing: every player is checked on a copy first.
pub(super) fn import_players(
    t: &mut Tournament,
    added: &[Player],
    updated: &[Player],
) -> Result<(), ModelError> {
    let mut next = t.clone();
    for p in added {
        apply(&mut next, &Event::PlayerAdded { player: p.clone() })?;
    }
    for p in updated {
        apply(
            &mut next,
            &Event::PlayerEdited {
                old_id: p.id,
                player: p.clone(),
            },
        )?;
    }
    *t = next;
    Ok(())
}

/// A registered player put in a seat of an unlocked round; whoever sat there takes the player's old
/// seat (if any), and the player no longer sits out.
pub(super) fn set_seat(
    t: &mut Tournament,
    round: u32,
    table: u32,
    seat: usize,
    player: PlayerId,
) -> Result<(), ModelError> {
    if t.player(player).is_none() {
        return Err(ModelError::UnknownPlayer(player));
    }
    let r = unlocked_round(t, round)?;
    let unknown = ModelError::UnknownTable { round, table };
    let ti = r
        .tables
        .iter()
        .position(|x| x.number == table)
        .ok_or(unknown.clone())?;
    if seat >= r.tables[ti].seats.len() {
        return Err(unknown);
    }
    let previous = r.tables[ti].seats[seat].player;
    let from = r.find(player);
    let r = &mut t.rounds[round as usize - 1];
    if let Some((ft, fs)) = from {
        r.tables[ft].seats[fs].player = previous;
    }
    r.tables[ti].seats[seat].player = player;
    r.byes.retain(|p| *p != player);
    Ok(())
}

/// A table's results, one per seat, checked by the format; entering them locks the round.
pub(super) fn enter_results(
    t: &mut Tournament,
    round: u32,
    table: u32,
    results: &[Option<SeatResult>],
    outcome: Option<TableOutcome>,
) -> Result<(), ModelError> {
    let index = round_index(t, round)?;
    let ti = t.rounds[index]
        .tables
        .iter()
        .position(|x| x.number == table)
        .ok_or(ModelError::UnknownTable { round, table })?;
    let seats = t.rounds[index].tables[ti].seats.len();
    if results.len() != seats {
        return Err(ModelError::WrongSeatCount {
            round,
            table,
            expected: seats,
            got: results.len(),
        });
    }
    check_results(
        t,
        &t.rounds[index],
        &t.rounds[index].tables[ti],
        results,
        outcome,
    )?;
    let r = &mut t.rounds[index];
    r.locked = true;
    let tab = &mut r.tables[ti];
    for (seat, result) in tab.seats.iter_mut().zip(results) {
        seat.result = result.clone();
    }
    tab.outcome = outcome;
    Ok(())
}

pub(super) fn round_index(t: &Tournament, number: u32) -> Result<usize, ModelError> {
    t.round(number).ok_or(ModelError::UnknownRound(number))?;
    Ok(number as usize - 1)
}

pub(super) fn unlocked_round(t: &Tournament, number: u32) -> Result<&Round, ModelError> {
    let r = t.round(number).ok_or(ModelError::UnknownRound(number))?;
    if r.locked {
        return Err(ModelError::RoundLocked(number));
    }
    Ok(r)
}

pub(super) fn editable_last_round(t: &Tournament, number: u32) -> Result<usize, ModelError> {
    let r = t.round(number).ok_or(ModelError::UnknownRound(number))?;
    if number as usize != t.rounds.len() {
        return Err(ModelError::NotLastRound(number));
    }
    if r.has_results() {
        return Err(ModelError::RoundHasResults(number));
    }
    if r.locked {
        return Err(ModelError::RoundLocked(number));
    }
    Ok(number as usize - 1)
}

// The events in words: `crate::words` (the catalogue, `locales/<lang>/events.ftl`).
