//! The checks an event passes before it is applied: settings, players, national IDs, seatings and results.

use super::apply::apply;
use super::{Event, ModelError};
use crate::model::{
    Player, PlayerId, Round, SeatResult, Settings, Table, TableOutcome, Tournament,
};
use std::collections::HashSet;

/// A tournament's settings: a name, a known format, and a club's own format that validates.
pub(super) fn check_settings(settings: &Settings) -> Result<(), ModelError> {
    if settings.name.trim().is_empty() {
        return Err(ModelError::EmptyName);
    }
    if let Some(bad) = settings
        .round_dates
        .iter()
        .find(|d| !d.is_empty() && !crate::model::date::is_iso_date(d))
    {
        return Err(ModelError::BadDate(bad.clone()));
    }
    if crate::format::kind_of(&settings.format).is_none() {
        return Err(ModelError::UnknownFormat(
            settings.format.as_str().to_string(),
        ));
    }
    if settings.custom_format.is_some() {
        let problems = match crate::format::club_def(settings) {
            Some(d) => d.validate(),
            None => vec![crate::i18n::msg::ModelClubFormatUnreadable.said()],
        };
        if !problems.is_empty() {
            return Err(ModelError::BadFormat(problems));
        }
    }
    Ok(())
}

/// A new round is the next number, after a round that is done.
pub(super) fn check_next_round(t: &Tournament, round: &Round) -> Result<(), ModelError> {
    let expected = t.rounds.len() as u32 + 1;
    if round.number != expected {
        return Err(ModelError::RoundOutOfOrder {
            expected,
            got: round.number,
        });
    }
    if let Some(last) = t.rounds.last() {
        if !crate::format::round_done(t, last) {
            return Err(ModelError::RoundOutOfOrder {
                expected: last.number,
                got: round.number,
            });
        }
    }
    Ok(())
}

/// A whole tournament from a file: every player as if added, every round's seating and results.
pub(super) fn check_imported(tournament: &Tournament) -> Result<(), ModelError> {
    if let Some(kept) = &tournament.workbook {
        kept.check().map_err(ModelError::BadWorkbook)?;
    }
    let mut check = Tournament::new(tournament.settings.clone());
    for p in &tournament.players {
        apply(&mut check, &Event::PlayerAdded { player: p.clone() })?;
    }
    for r in &tournament.rounds {
        check_seating(&check, r)?;
        check_round_results(tournament, r)?;
    }
    Ok(())
}

/// A new table's results, or an imported tournament's, may not leave a table with all its results that
/// the format cannot score (a level top with nothing to order it): the table is incomplete, and the one
/// answer ([`crate::format::table_state`]) says so for every path — typed, a workbook, the CLI. Stored
/// journals replay without this check, so a tournament saved before a rule tightened still opens and
/// shows the table to order.
pub(super) fn refuse_unscorable(after: &Tournament, event: &Event) -> Result<(), ModelError> {
    let rounds: Vec<u32> = match event {
        Event::TableResults { round, .. } => vec![*round],
        Event::Imported { tournament, .. } => tournament.rounds.iter().map(|r| r.number).collect(),
        _ => return Ok(()),
    };
    let table_of = |event: &Event| match event {
        Event::TableResults { table, .. } => Some(*table),
        _ => None,
    };
    let upto = rounds.iter().copied().max().unwrap_or(0);
    let first = crate::format::unscored(after, upto)
        .into_iter()
        .find(|u| rounds.contains(&u.round) && table_of(event).is_none_or(|t| t == u.table));
    match first {
        None => Ok(()),
        Some(u) => Err(ModelError::Unscorable {
            round: u.round,
            table: u.table,
            players: u
                .players
                .iter()
                .map(|&p| {
                    (
                        p,
                        after.player(p).map(Player::full_name).unwrap_or_default(),
                    )
                })
                .collect(),
            error: u.error,
        }),
    }
}

pub(super) fn check_player(p: &Player) -> Result<(), ModelError> {
    if p.id == 0 {
        return Err(ModelError::InvalidId);
    }
    if p.first_name.trim().is_empty() || p.last_name.trim().is_empty() {
        return Err(ModelError::MissingName(p.id));
    }
    if !p.birth_date.is_empty() && !crate::model::date::is_iso_date(&p.birth_date) {
        return Err(ModelError::BadDate(p.birth_date.clone()));
    }
    Ok(())
}

/// One national ID, one player of the tournament (the national ranking's rules: the ranking counts people by it); the
/// player edited (`editing`, his ID before the edit) may keep his own.
pub(super) fn check_national_id(
    t: &Tournament,
    p: &Player,
    editing: Option<PlayerId>,
) -> Result<(), ModelError> {
    let Some(n) = p.national_id else {
        return Ok(());
    };
    match t
        .players
        .iter()
        .find(|q| q.national_id == Some(n) && Some(q.id) != editing)
    {
        Some(holder) => Err(ModelError::DuplicateNationalId {
            national_id: n,
            player: (p.id, p.full_name()),
            holder: (holder.id, holder.full_name()),
        }),
        None => Ok(()),
    }
}

/// Refuses results that cannot happen in a real game (the table results' rules "Valid results", the format's check);
/// partial results (seats without a result) stay allowed.
pub(super) fn check_results(
    t: &Tournament,
    round: &Round,
    table: &Table,
    results: &[Option<SeatResult>],
    outcome: Option<TableOutcome>,
) -> Result<(), ModelError> {
    if results.iter().all(Option::is_none) && outcome.is_none() {
        return Ok(());
    }
    let problems = crate::format::impossible_results(t, round, table, results, outcome);
    if problems.is_empty() {
        return Ok(());
    }
    Err(ModelError::ImpossibleResults {
        round: round.number,
        table: table.number,
        players: table
            .players()
            .map(|p| (p, t.player(p).map(Player::full_name).unwrap_or_default()))
            .collect(),
        problems,
    })
}

/// Every table of a round that carries results (an import, a round in a restored journal).
pub(super) fn check_round_results(t: &Tournament, round: &Round) -> Result<(), ModelError> {
    for table in &round.tables {
        let results: Vec<Option<SeatResult>> =
            table.seats.iter().map(|s| s.result.clone()).collect();
        check_results(t, round, table, &results, table.outcome)?;
    }
    Ok(())
}

/// Every seated player is registered and sits once; byes are registered and not seated; the seats'
/// secret, when the round has one, is the shape the codes are made from.
pub(super) fn check_seating(t: &Tournament, round: &Round) -> Result<(), ModelError> {
    let secrets =
        std::iter::once(&round.seat_secret).chain(round.tables.iter().map(|t| &t.seat_secret));
    if secrets
        .flatten()
        .any(|s| !crate::model::valid_seat_secret(s))
    {
        return Err(ModelError::BadSeatSecret(round.number));
    }
    let mut seen = HashSet::new();
    for p in round.players().chain(round.byes.iter().copied()) {
        if t.player(p).is_none() || !seen.insert(p) {
            return Err(ModelError::BadSeating {
                round: round.number,
                player: p,
            });
        }
    }
    Ok(())
}
