//! The journal's events in words, for the activity log and the undo messages (`locales/<lang>/events.ftl`).
//! The match names every event: a new one without its words does not compile.

use super::msg;
use crate::format::FormatKind;
use crate::i18n::Lang;
use crate::journal::Event;
use crate::model::{Player, Settings};

impl Event {
    /// The event in plain words, where the tournament's format is not known (results say "punti").
    pub fn describe(&self, lang: Lang) -> String {
        self.describe_with(None, lang)
    }

    /// The event in plain words, for the activity log: results in the format's unit ("pedine" in
    /// Othello, "punti vittoria" in Ludolimpica, "punti tavolo" in RisiKo!).
    pub fn describe_in(&self, format: FormatKind, lang: Lang) -> String {
        self.describe_with(Some(format), lang)
    }

    fn describe_with(&self, format: Option<FormatKind>, lang: Lang) -> String {
        match self {
            Event::Created { settings } => settings_words(settings, false, lang),
            Event::SettingsChanged { settings } => settings_words(settings, true, lang),
            Event::PlayerAdded { player } => player_words(player, false, lang),
            Event::PlayerEdited { player, .. } => player_words(player, true, lang),
            Event::PlayerRemoved { id } => msg::EventPlayerRemoved { id }.text(lang),
            Event::ParticipationSet { id, participating } => match participating {
                true => msg::EventParticipating { id }.text(lang),
                false => msg::EventNotParticipating { id }.text(lang),
            },
            Event::ParticipationsSet { ids, participating } => {
                let count = &ids.len();
                match participating {
                    true => msg::EventCheckInPresent { count }.text(lang),
                    false => msg::EventCheckInAbsent { count }.text(lang),
                }
            }
            Event::PlayersImported {
                source,
                added,
                updated,
            } => msg::EventPlayersImported {
                source,
                added: &added.len(),
                updated: &updated.len(),
            }
            .text(lang),
            Event::RoundDrawn { round, conflicts } | Event::RoundRedrawn { round, conflicts } => {
                let again = matches!(self, Event::RoundRedrawn { .. });
                round_drawn(round, conflicts, again, lang)
            }
            Event::RoundDeleted { number } => msg::EventRoundDeleted { round: number }.text(lang),
            Event::SeatsSwapped { round, a, b } => {
                msg::EventSeatsSwapped { round, a, b }.text(lang)
            }
            Event::SeatSet {
                round,
                table,
                seat,
                player,
            } => msg::EventSeatSet {
                round,
                table,
                seat: &(seat + 1),
                player,
            }
            .text(lang),
            Event::RoundLocked { round, locked } => match locked {
                true => msg::EventRoundLocked { round }.text(lang),
                false => msg::EventRoundUnlocked { round }.text(lang),
            },
            Event::TableResults {
                round,
                table,
                results,
                ..
            } => table_results(*round, *table, results, format, lang),
            Event::Imported { tournament, source } => msg::EventImported {
                source,
                players: &tournament.players.len(),
                rounds: &tournament.rounds.len(),
            }
            .text(lang),
            Event::Undone { id } => msg::EventUndone { id }.text(lang),
            Event::Decided { keep, drop } => match keep {
                Some(id) => msg::EventDecidedKeep { id }.text(lang),
                None => msg::EventDecidedDrop { count: &drop.len() }.text(lang),
            },
        }
    }
}

/// A tournament created (`changed`: its settings changed) with its name and format.
fn settings_words(settings: &Settings, changed: bool, lang: Lang) -> String {
    let (name, format) = (&settings.name, &crate::format::format_name(settings));
    match changed {
        false => msg::EventCreated { name, format }.text(lang),
        true => msg::EventSettingsChanged { name, format }.text(lang),
    }
}

/// A player added (`edited`: changed) by name and ID.
fn player_words(player: &Player, edited: bool, lang: Lang) -> String {
    let (name, id) = (&player.full_name(), &player.id);
    match edited {
        false => msg::EventPlayerAdded { name, id }.text(lang),
        true => msg::EventPlayerEdited { name, id }.text(lang),
    }
}

/// A round drawn (or drawn again), with the rules its draw could not keep.
fn round_drawn(
    round: &crate::model::Round,
    conflicts: &[crate::model::ConflictCount],
    again: bool,
    lang: Lang,
) -> String {
    let again = if again { "yes" } else { "no" };
    let what = msg::EventRoundDrawn {
        again: &again,
        round: &round.number,
        tables: &round.tables.len(),
        seed: &round.seed,
    }
    .text(lang);
    if conflicts.is_empty() {
        return what;
    }
    let counts = conflicts
        .iter()
        .map(|c| format!("{} {}", c.kind.label(lang), c.count))
        .collect::<Vec<_>>()
        .join(", ");
    msg::EventWithConflicts {
        what: &what,
        conflicts: &counts,
    }
    .text(lang)
}

/// A table's results in the format's unit ("punti" where the format is not known).
fn table_results(
    round: u32,
    table: u32,
    results: &[Option<crate::model::SeatResult>],
    format: Option<FormatKind>,
    lang: Lang,
) -> String {
    let points = results
        .iter()
        .map(|r| r.as_ref().map_or("-".to_string(), |r| r.points.to_string()))
        .collect::<Vec<_>>()
        .join(" / ");
    let unit = match format {
        Some(f) => crate::format::unit_words(f, lang).to_string(),
        None => msg::EventPoints.text(lang),
    };
    msg::EventTableResults {
        round: &round,
        table: &table,
        unit: &unit,
        points: &points,
    }
    .text(lang)
}
