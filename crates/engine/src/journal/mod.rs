//! The event journal: every change to a tournament, with its time, replayable and undoable.
//!
//! The journal stands above the formats: an event is checked against the tournament's rules (the format
//! it plays, [`crate::format`]) before it is applied, so every path a change comes by — the round page, a
//! workbook, a backup, the CLI — is validated in one place. The tournament itself ([`crate::model`]) is
//! plain data that knows no format.

mod apply;
mod check;
mod entry;
mod error;
mod event;
mod id;
pub mod impact;
mod read;
mod roster;
pub mod sync;
pub mod trust;

pub use apply::apply;
pub use entry::Entry;
pub use error::ModelError;
pub use event::Event;
pub use roster::{
    roster_diff, roster_diff_with, same_person, Duplicate, IdConflict, PlayerChange, PlayerField,
    RosterChoices, RosterDiff,
};
pub use sync::{Changes, Conflict, EventId, Hlc, MergeError, Status};
pub use trust::{MergeReport, Quarantined, Reason, Source};

use crate::model::{Player, Settings, Tournament};
use check::refuse_unscorable;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The journal and the state it replays to: its entries in their one order ([`sync::order`]), what
/// the replay did with each, and the devices' names. `redo` holds entries undone by an older Raduno
/// (before undo was an event) until a new event clears it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Journal {
    entries: Vec<Entry>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    redo: Vec<Entry>,
    /// Each device's name ("Portatile", "Telefono"), by its id.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    devices: BTreeMap<String, String>,
    /// Entries from elsewhere that failed their checks ([`trust`]): kept, listed, never replayed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    quarantine: Vec<Quarantined>,
    #[serde(skip)]
    state: Tournament,
    #[serde(skip)]
    status: Vec<Status>,
    /// The device this copy writes as ([`sync::FIRST_DEVICE`] unless the app names it).
    #[serde(skip)]
    device: String,
}

impl Journal {
    pub fn new(settings: Settings, at_ms: i64) -> Self {
        let mut journal = Journal {
            entries: Vec::new(),
            redo: Vec::new(),
            devices: BTreeMap::new(),
            quarantine: Vec::new(),
            state: Tournament::default(),
            status: Vec::new(),
            device: String::new(),
        };
        journal
            .execute(Event::Created { settings }, at_ms)
            .expect("a Created event always applies to an empty tournament");
        journal
    }

    /// Rebuilds a journal from its entries (e.g. read from storage), checking every event.
    pub fn from_entries(
        mut entries: Vec<Entry>,
        redo: Vec<Entry>,
    ) -> Result<Self, (usize, ModelError)> {
        sync::assign_legacy_ids(&mut entries);
        crate::order::sort_by(&mut entries, sync::order);
        // One entry twice is one entry (a set of events); one id with two different entries is damage.
        let mut i = 1;
        while i < entries.len() {
            if entries[i].id == entries[i - 1].id {
                if entries[i] != entries[i - 1] {
                    return Err((i, ModelError::UnknownEvent(entries[i].id.to_string())));
                }
                entries.remove(i);
            } else {
                i += 1;
            }
        }
        let (state, status) = sync::replay(&entries)?;
        Ok(Journal {
            entries,
            redo,
            devices: BTreeMap::new(),
            quarantine: Vec::new(),
            state,
            status,
            device: String::new(),
        })
    }

    /// Restores the derived state after deserialising.
    pub fn rebuild(self) -> Result<Self, (usize, ModelError)> {
        let devices = self.devices;
        let device = self.device;
        let quarantine = self.quarantine;
        let mut j = Journal::from_entries(self.entries, self.redo)?;
        j.devices = devices;
        j.quarantine = quarantine;
        j.device = device;
        Ok(j)
    }

    pub fn state(&self) -> &Tournament {
        &self.state
    }

    /// Every entry, in the journal's one order (undone and set-aside ones too: see [`Journal::status`]).
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// Entries undone by an older Raduno, waiting for a redo.
    pub fn redo_entries(&self) -> &[Entry] {
        &self.redo
    }

    /// What the replay did with each entry of [`Journal::entries`].
    pub fn status(&self) -> &[Status] {
        &self.status
    }

    /// The entries that make the tournament (applied), in order.
    pub fn applied(&self) -> impl Iterator<Item = &Entry> {
        self.entries
            .iter()
            .zip(&self.status)
            .filter(|(_, s)| **s == Status::Applied)
            .map(|(e, _)| e)
    }

    /// Writes as `device` (a random id kept by the browser) named `name`; the name travels with the
    /// tournament so other devices say who made each change.
    pub fn set_device(&mut self, device: &str, name: &str) {
        self.device = device.to_string();
        if !name.trim().is_empty() && !device.is_empty() {
            self.devices
                .insert(device.to_string(), name.trim().to_string());
        }
    }

    fn device(&self) -> &str {
        if self.device.is_empty() {
            sync::FIRST_DEVICE
        } else {
            &self.device
        }
    }

    /// A device's name, or its id when it has none.
    pub fn device_name(&self, device: &str) -> String {
        self.devices
            .get(device)
            .cloned()
            .unwrap_or_else(|| device.to_string())
    }

    pub fn devices(&self) -> &BTreeMap<String, String> {
        &self.devices
    }

    /// The id of the tournament's creation: two copies are one tournament when it is the same.
    pub fn origin(&self) -> Option<&Entry> {
        self.entries
            .iter()
            .find(|e| matches!(e.event, Event::Created { .. }))
    }

    /// The entry a new event becomes: the next id of this device, a clock after every entry held, and
    /// the latest entry of every other device.
    fn stamp(&self, event: Event, at_ms: i64) -> Entry {
        let device = self.device().to_string();
        let held = sync::holds(&self.entries);
        let n = held.get(&device).copied().unwrap_or(0) + 1;
        let last = self.entries.last().map(|e| e.hlc).unwrap_or_default();
        Entry {
            at_ms,
            event,
            id: EventId {
                device: device.clone(),
                n,
            },
            hlc: Hlc::next(last, at_ms),
            after: held
                .into_iter()
                .filter(|(d, _)| *d != device)
                .map(|(d, n)| EventId { device: d, n })
                .collect(),
            part_of: None,
        }
    }

    /// Checks and applies an event; on success it is appended and the redo list is cleared.
    /// A new result for a round that is locked and complete is refused (see [`Event::RoundLocked`]);
    /// replaying stored entries does not ask this, so journals written before the rule still load.
    pub fn execute(&mut self, event: Event, at_ms: i64) -> Result<(), ModelError> {
        self.execute_part(event, at_ms, None)
    }

    /// One command of the director that makes more than one entry: `event`, then what it calls for
    /// once applied (`then`, asked of the state with `event` in it: a drawn round's date), as entries
    /// of one command — undone and redone together, one line of the log. A refusal of `event` is
    /// returned and nothing changes; a refusal of what follows leaves `event` alone as the command
    /// and is returned beside it (`Ok(Some(refusal))`).
    pub fn execute_with(
        &mut self,
        event: Event,
        then: impl FnOnce(&Tournament) -> Option<Event>,
        at_ms: i64,
    ) -> Result<Option<ModelError>, ModelError> {
        self.execute(event, at_ms)?;
        let Some(follows) = then(&self.state) else {
            return Ok(None);
        };
        if !Entry::joins_commands(&follows) {
            return Ok(Some(ModelError::NotPartOfCommand));
        }
        let head = self.entries.last().map(|e| e.id.clone());
        Ok(self.execute_part(follows, at_ms, head).err())
    }

    /// [`Journal::execute`] of an entry part of command `part_of` (`None`: a command of its own).
    fn execute_part(
        &mut self,
        event: Event,
        at_ms: i64,
        part_of: Option<EventId>,
    ) -> Result<(), ModelError> {
        if let Event::TableResults { round, .. } = &event {
            if impact::results_locked(&self.state, *round) {
                return Err(ModelError::RoundLocked(*round));
            }
        }
        if matches!(event, Event::Undone { .. } | Event::Decided { .. }) {
            // They change what the replay keeps: the whole journal is replayed with the new entry.
            let mut entries = self.entries.clone();
            entries.push(self.stamp(event, at_ms));
            let (state, status) = sync::replay(&entries).map_err(|(_, e)| e)?;
            self.entries = entries;
            self.state = state;
            self.status = status;
            self.redo.clear();
            return Ok(());
        }
        if matches!(event, Event::TableResults { .. } | Event::Imported { .. }) {
            // Results are checked again once applied (the format ranks the whole table): on a copy,
            // so a refusal changes nothing.
            let mut next = self.state.clone();
            apply(&mut next, &event)?;
            refuse_unscorable(&next, &event)?;
            self.state = next;
        } else {
            apply(&mut self.state, &event)?;
        }
        let mut entry = self.stamp(event, at_ms);
        entry.part_of = part_of;
        self.entries.push(entry);
        self.status.push(Status::Applied);
        self.redo.clear();
        Ok(())
    }

    /// The players removed from the tournament (as they were when removed) and not registered again
    /// under their ID: an import does not bring them back silently.
    pub fn removed_players(&self) -> Vec<Player> {
        let mut replay = Tournament::default();
        let mut removed: Vec<Player> = Vec::new();
        for e in self.applied() {
            if let Event::PlayerRemoved { id } = &e.event {
                removed.extend(replay.player(*id).cloned());
            }
            if apply(&mut replay, &e.event).is_err() {
                break;
            }
        }
        removed.retain(|p| self.state.player(p.id).is_none());
        removed
    }

    /// Whether this device made the entry (entries made before the journal knew its device count as
    /// its own): undo and redo walk only this device's changes, never another's merged in.
    fn mine(&self, e: &Entry) -> bool {
        e.id.device == self.device() || e.id.device == sync::FIRST_DEVICE
    }

    /// The latest applied command of this device an undo would cancel, by its first entry (not the
    /// creation, not an undo, not the players registered with the creation at its instant: the demo's):
    /// cancelling it cancels the entries part of it ([`Entry::part_of`]).
    fn undo_target(&self) -> Option<usize> {
        let created_ms = self.entries.first().map(|e| e.at_ms);
        let with_creation = self
            .entries
            .iter()
            .take_while(|e| {
                Some(e.at_ms) == created_ms
                    && matches!(e.event, Event::Created { .. } | Event::PlayerAdded { .. })
            })
            .count();
        (with_creation..self.entries.len()).rev().find(|&i| {
            self.mine(&self.entries[i])
                && self.status[i] == Status::Applied
                && self.entries[i].part_of.is_none()
                && !matches!(
                    self.entries[i].event,
                    Event::Created { .. } | Event::Undone { .. }
                )
        })
    }

    /// The undo a redo would cancel: walking back over undos, redos and what they cancelled, the latest
    /// undo still standing; a new change in between ends the chain (it clears the redo, as before).
    fn redo_target(&self) -> Option<usize> {
        for i in (0..self.entries.len()).rev() {
            if !self.mine(&self.entries[i]) {
                continue;
            }
            match (&self.entries[i].event, &self.status[i]) {
                (Event::Undone { id }, Status::Applied) => {
                    let target = self.entries.iter().position(|e| &e.id == id)?;
                    if matches!(self.entries[target].event, Event::Undone { .. }) {
                        continue; // a redo
                    }
                    return Some(i);
                }
                (Event::Undone { .. }, _) | (_, Status::Undone) => continue,
                (_, Status::SetAside { .. } | Status::Dropped) => continue,
                _ => return None,
            }
        }
        None
    }

    pub fn can_undo(&self) -> bool {
        self.undo_target().is_some()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty() || self.redo_target().is_some()
    }

    /// Undoes the last change (the creation of the tournament cannot be undone) with an event that
    /// cancels it, and returns the change undone.
    pub fn undo(&mut self) -> Result<&Entry, ModelError> {
        self.undo_at(self.last_ms())
    }

    /// Redoes the last undone change, at the time of the journal's last entry (see [`Journal::redo_at`]).
    pub fn redo(&mut self) -> Result<&Entry, ModelError> {
        self.redo_at(self.last_ms())
    }

    fn last_ms(&self) -> i64 {
        self.entries.last().map_or(0, |e| e.at_ms)
    }

    /// [`Journal::undo`] at `at_ms`.
    pub fn undo_at(&mut self, at_ms: i64) -> Result<&Entry, ModelError> {
        let target = self.undo_target().ok_or(ModelError::NothingToUndo)?;
        let id = self.entries[target].id.clone();
        self.execute(Event::Undone { id: id.clone() }, at_ms)?;
        Ok(self.entry(&id).expect("the undone entry stays"))
    }

    /// Redoes the last undone change (cancelling its undo) and returns it.
    pub fn redo_at(&mut self, at_ms: i64) -> Result<&Entry, ModelError> {
        if let Some(entry) = self.redo.pop() {
            // An entry undone by an older Raduno: applied again as a new change.
            let event = entry.event.clone();
            if let Err(e) = self.execute(event, entry.at_ms) {
                self.redo.push(entry);
                return Err(e);
            }
            return Ok(self.entries.last().expect("just pushed"));
        }
        let undo = self.redo_target().ok_or(ModelError::NothingToRedo)?;
        let (undo_id, target) = match &self.entries[undo].event {
            Event::Undone { id } => (self.entries[undo].id.clone(), id.clone()),
            _ => return Err(ModelError::NothingToRedo),
        };
        self.execute(Event::Undone { id: undo_id }, at_ms)?;
        Ok(self.entry(&target).expect("the redone entry stays"))
    }

    pub fn entry(&self, id: &EventId) -> Option<&Entry> {
        self.entries.iter().find(|e| &e.id == id)
    }

    /// What a merge could not settle alone ([`sync::Conflict`]), for the director to decide.
    pub fn conflicts(&self) -> Vec<Conflict> {
        sync::conflicts(&self.entries, &self.status)
    }

    /// The changes file for another device: every entry, or those beyond what it holds (`holds`, the
    /// latest entry per device it had when it last sent a file).
    pub fn changes(&self, holds: Option<&BTreeMap<String, u64>>) -> Changes {
        let entries = self
            .entries
            .iter()
            .filter(|e| holds.is_none_or(|h| h.get(&e.id.device).is_none_or(|&n| e.id.n > n)))
            .cloned()
            .collect();
        Changes {
            raduno_changes: 1,
            tournament: self.state.settings.name.clone(),
            from: self.device().to_string(),
            devices: self.devices.clone(),
            holds: sync::holds(&self.entries),
            entries,
            unreadable: Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::FormatKind;
    use crate::i18n::Lang;
    use crate::model::{Phase, PlayerId, Round, SeatResult, Table};

    fn journal() -> Journal {
        let mut j = Journal::new(Settings::new("Prova", FormatKind::Master), 0);
        for id in 1..=8 {
            let p = Player::new(id, &format!("Nome{id}"), &format!("Cognome{id}"));
            j.execute(Event::PlayerAdded { player: p }, id as i64)
                .unwrap();
        }
        j
    }

    fn round(number: u32) -> Round {
        Round::new(
            number,
            Phase::Qualifying,
            42,
            vec![Table::new(1, &[1, 2, 3, 4]), Table::new(2, &[5, 6, 7, 8])],
        )
    }

    #[test]
    fn duplicate_id_is_refused_and_changes_nothing() {
        let mut j = journal();
        let before = j.clone();
        let err = j
            .execute(
                Event::PlayerAdded {
                    player: Player::new(3, "X", "Y"),
                },
                99,
            )
            .unwrap_err();
        assert_eq!(err, ModelError::DuplicateId(3));
        assert_eq!(j, before);
    }

    #[test]
    fn missing_name_is_refused() {
        let mut j = journal();
        let err = j
            .execute(
                Event::PlayerAdded {
                    player: Player::new(9, "Solo", " "),
                },
                99,
            )
            .unwrap_err();
        assert_eq!(err, ModelError::MissingName(9));
        assert_eq!(j.state().players.len(), 8);
    }

    #[test]
    fn undo_and_redo_walk_the_journal() {
        let mut j = journal();
        j.execute(
            Event::ParticipationSet {
                id: 2,
                participating: false,
            },
            10,
        )
        .unwrap();
        assert!(!j.state().player(2).unwrap().participating);
        j.undo().unwrap();
        assert!(j.state().player(2).unwrap().participating);
        j.redo().unwrap();
        assert!(!j.state().player(2).unwrap().participating);
        // A new event clears what could be redone.
        j.undo().unwrap();
        j.execute(Event::PlayerRemoved { id: 8 }, 11).unwrap();
        assert!(!j.can_redo());
        assert_eq!(j.state().players.len(), 7);
    }

    #[test]
    fn check_in_of_everyone_is_one_undo_step() {
        let mut j = journal();
        let before = j.clone();
        let ids: Vec<PlayerId> = (1..=8).collect();
        j.execute(
            Event::ParticipationsSet {
                ids: ids.clone(),
                participating: false,
            },
            10,
        )
        .unwrap();
        assert!(j.state().players.iter().all(|p| !p.participating));
        assert_eq!(
            j.entries().last().unwrap().event.describe(Lang::It),
            "Check-in: 8 giocatori assenti"
        );
        j.undo().unwrap();
        assert_eq!(j.state(), before.state());
        // An unknown ID refuses the whole event.
        let err = j
            .execute(
                Event::ParticipationsSet {
                    ids: vec![1, 99],
                    participating: false,
                },
                11,
            )
            .unwrap_err();
        assert_eq!(err, ModelError::UnknownPlayer(99));
        assert!(j.state().player(1).unwrap().participating);
    }

    /// Round 1 drawn and dated `date`, one command.
    fn draw_dated(j: &mut Journal, date: &str) -> Result<Option<ModelError>, ModelError> {
        let date = date.to_string();
        let dated = move |t: &Tournament| {
            let mut settings = t.settings.clone();
            settings.round_dates = vec![date];
            Some(Event::SettingsChanged { settings })
        };
        let event = Event::RoundDrawn {
            round: round(1),
            conflicts: vec![],
        };
        j.execute_with(event, dated, 20)
    }

    #[test]
    fn a_draw_and_its_date_are_one_undo_and_one_redo() {
        let mut j = journal();
        let before = j.state().clone();
        assert_eq!(draw_dated(&mut j, "2026-12-01"), Ok(None));
        let [.., draw, date] = j.entries() else {
            panic!()
        };
        assert_eq!(date.part_of.as_ref(), Some(&draw.id));
        assert_eq!(draw.part_of, None);
        let undone = j.undo().unwrap().event.describe(Lang::It);
        assert!(undone.starts_with("Sorteggiato il turno 1"), "{undone}");
        assert_eq!(j.state(), &before);
        let redone = j.redo().unwrap().event.describe(Lang::It);
        assert!(redone.starts_with("Sorteggiato il turno 1"), "{redone}");
        assert_eq!(j.state().rounds.len(), 1);
        assert_eq!(j.state().settings.round_dates, vec!["2026-12-01"]);
        // Stored and read back, the command is still one.
        let text = serde_json::to_string(&j).unwrap();
        let mut back = serde_json::from_str::<Journal>(&text)
            .unwrap()
            .rebuild()
            .unwrap();
        assert_eq!(back, j);
        back.undo().unwrap();
        assert_eq!(back.state(), &before);
    }

    #[test]
    fn what_a_command_calls_for_refused_leaves_the_command_alone() {
        let mut j = journal();
        let refused = draw_dated(&mut j, "2026-02-30").unwrap();
        assert_eq!(refused, Some(ModelError::BadDate("2026-02-30".into())));
        assert_eq!(j.state().rounds.len(), 1);
        assert!(j.state().settings.round_dates.is_empty());
        assert_eq!(j.entries().last().unwrap().part_of, None);
        // A refused command changes nothing, and asks nothing of what would follow.
        let mut k = journal();
        let before = k.clone();
        let event = Event::RoundDrawn {
            round: round(2),
            conflicts: vec![],
        };
        let asked = std::cell::Cell::new(false);
        let then = |_: &Tournament| {
            asked.set(true);
            None
        };
        assert!(k.execute_with(event, then, 5).is_err());
        assert!(!asked.get());
        assert_eq!(k, before);
        // An undo is never part of a command.
        let id = k.entries()[1].id.clone();
        let event = Event::ParticipationSet {
            id: 1,
            participating: false,
        };
        let undo = move |_: &Tournament| Some(Event::Undone { id });
        assert_eq!(
            k.execute_with(event, undo, 6),
            Ok(Some(ModelError::NotPartOfCommand))
        );
        assert!(!k.state().player(1).unwrap().participating);
        assert!(k.state().player(1).is_some());
    }

    #[test]
    fn a_journal_stored_before_commands_reads_and_undoes_entry_by_entry() {
        // The draw and its date as two entries, as stored before commands were grouped.
        let mut j = journal();
        j.execute(
            Event::RoundDrawn {
                round: round(1),
                conflicts: vec![],
            },
            20,
        )
        .unwrap();
        let mut settings = j.state().settings.clone();
        settings.round_dates = vec!["2026-12-01".into()];
        j.execute(Event::SettingsChanged { settings }, 20).unwrap();
        let text = serde_json::to_string(&j).unwrap();
        assert!(!text.contains("part_of"), "{text}");
        let mut back = serde_json::from_str::<Journal>(&text)
            .unwrap()
            .rebuild()
            .unwrap();
        back.undo().unwrap();
        assert_eq!(back.state().rounds.len(), 1);
        assert!(back.state().settings.round_dates.is_empty());
        back.undo().unwrap();
        assert!(back.state().rounds.is_empty());
    }

    #[test]
    fn creation_cannot_be_undone() {
        let mut j = Journal::new(Settings::new("Prova", FormatKind::Open), 0);
        assert_eq!(j.undo().unwrap_err(), ModelError::NothingToUndo);
    }

    #[test]
    fn a_rounds_seat_secret_enters_the_journal_only_in_its_shape() {
        let mut j = journal();
        let bads = [
            String::new(),
            "abc".to_string(),
            "A".repeat(64),
            "g".repeat(64),
            "a".repeat(65),
        ];
        for bad in &bads {
            let mut r = round(1);
            r.seat_secret = Some(bad.clone());
            let event = Event::RoundDrawn {
                round: r,
                conflicts: vec![],
            };
            assert_eq!(
                j.execute(event, 1).unwrap_err(),
                ModelError::BadSeatSecret(1),
                "{bad:?}"
            );
            assert!(j.state().rounds.is_empty(), "nothing changed");
        }
        let mut r = round(1);
        r.seat_secret = Some("0a".repeat(32));
        j.execute(
            Event::RoundDrawn {
                round: r.clone(),
                conflicts: vec![],
            },
            1,
        )
        .unwrap();
        assert_eq!(j.state().rounds[0].seat_secret, r.seat_secret);
        // A redraw is checked the same way.
        let mut again = r.clone();
        again.seat_secret = Some("zz".into());
        assert_eq!(
            j.execute(
                Event::RoundRedrawn {
                    round: again,
                    conflicts: vec![],
                },
                2
            )
            .unwrap_err(),
            ModelError::BadSeatSecret(1)
        );
        // An entry of a round without a secret reads as before.
        let old = serde_json::to_string(&round(1)).unwrap();
        assert!(!old.contains("seat_secret"));
    }

    #[test]
    fn rounds_are_appended_in_order_and_never_silently_replaced() {
        let mut j = journal();
        assert_eq!(
            j.execute(
                Event::RoundDrawn {
                    round: round(2),
                    conflicts: vec![]
                },
                1
            )
            .unwrap_err(),
            ModelError::RoundOutOfOrder {
                expected: 1,
                got: 2
            }
        );
        j.execute(
            Event::RoundDrawn {
                round: round(1),
                conflicts: vec![],
            },
            1,
        )
        .unwrap();
        // Drawing round 1 again is a redraw, never a second "round 1".
        assert!(j
            .execute(
                Event::RoundDrawn {
                    round: round(1),
                    conflicts: vec![]
                },
                2
            )
            .is_err());
        let mut again = round(1);
        again.seed = 7;
        j.execute(
            Event::RoundRedrawn {
                round: again,
                conflicts: vec![],
            },
            3,
        )
        .unwrap();
        assert_eq!(j.state().rounds.len(), 1);
        assert_eq!(j.state().rounds[0].seed, 7);
    }

    #[test]
    fn a_player_cannot_sit_twice() {
        let mut j = journal();
        let mut r = round(1);
        r.tables[1].seats[0].player = 1;
        assert_eq!(
            j.execute(
                Event::RoundDrawn {
                    round: r,
                    conflicts: vec![]
                },
                1
            )
            .unwrap_err(),
            ModelError::BadSeating {
                round: 1,
                player: 1
            }
        );
    }

    #[test]
    fn swaps_and_seat_edits_keep_everyone_seated_once() {
        let mut j = journal();
        j.execute(
            Event::RoundDrawn {
                round: round(1),
                conflicts: vec![],
            },
            1,
        )
        .unwrap();
        j.execute(
            Event::SeatsSwapped {
                round: 1,
                a: 1,
                b: 5,
            },
            2,
        )
        .unwrap();
        j.execute(
            Event::SeatSet {
                round: 1,
                table: 1,
                seat: 3,
                player: 8,
            },
            3,
        )
        .unwrap();
        let r = &j.state().rounds[0];
        let mut seated: Vec<_> = r.players().collect();
        assert_eq!(r.tables[1].seats[0].player, 1);
        assert_eq!(r.tables[0].seats[3].player, 8);
        seated.sort();
        assert_eq!(seated, (1..=8).collect::<Vec<_>>());
    }

    #[test]
    fn results_lock_the_round_and_a_played_player_stays() {
        let mut j = journal();
        j.execute(
            Event::RoundDrawn {
                round: round(1),
                conflicts: vec![],
            },
            1,
        )
        .unwrap();
        let results = vec![
            Some(SeatResult::points(40)),
            Some(SeatResult::points(30)),
            Some(SeatResult::points(20)),
            None,
        ];
        j.execute(
            Event::TableResults {
                round: 1,
                table: 1,
                results,
                outcome: None,
            },
            2,
        )
        .unwrap();
        assert!(j.state().rounds[0].locked);
        assert_eq!(
            j.execute(
                Event::SeatsSwapped {
                    round: 1,
                    a: 1,
                    b: 5
                },
                3
            )
            .unwrap_err(),
            ModelError::RoundLocked(1)
        );
        assert_eq!(
            j.execute(Event::PlayerRemoved { id: 1 }, 3).unwrap_err(),
            ModelError::PlayerHasPlayed(1)
        );
        assert_eq!(
            j.execute(Event::RoundDeleted { number: 1 }, 3).unwrap_err(),
            ModelError::RoundHasResults(1)
        );
    }

    #[test]
    fn a_journal_survives_serialisation() {
        let mut j = journal();
        j.execute(
            Event::RoundDrawn {
                round: round(1),
                conflicts: vec![],
            },
            1,
        )
        .unwrap();
        j.undo().unwrap();
        let text = serde_json::to_string(&j).unwrap();
        let back: Journal = serde_json::from_str(&text).unwrap();
        let back = back.rebuild().unwrap();
        assert_eq!(back, j);
        assert!(back.can_redo());
    }
}
