//! What a list of players read from elsewhere (a registration workbook, the legacy program's file)
//! changes in a tournament already under way: who is new, who changed and in which
//! fields, who the list does not have. Applying it adds the new players and updates the changed ones by
//! ID as one event ([`Event::PlayersImported`]), so one undo takes it back; players missing from the list
//! stay as they are (they may have played).
//!
//! ```
//! use raduno_engine::model::{Player, Settings, Tournament};
//! use raduno_engine::journal::{roster_diff, PlayerField};
//! use raduno_engine::format::FormatKind;
//! let mut t = Tournament::new(Settings::new("Serata", FormatKind::Open));
//! t.players = vec![Player::new(1, "Anna", "Neri"), Player::new(2, "Bruno", "Riva").with_club("Gufo")];
//! let list = vec![Player::new(2, "Bruno", "Riva").with_club("Lupi"), Player::new(3, "Carla", "Sala")];
//! let d = roster_diff(&t, &list);
//! assert_eq!(d.added.iter().map(|p| p.id).collect::<Vec<_>>(), vec![3]);
//! assert_eq!(d.changed[0].fields, vec![PlayerField::Club]);
//! assert_eq!(d.missing.iter().map(|p| p.id).collect::<Vec<_>>(), vec![1]);
//! ```

use super::Event;
use crate::i18n::msg;
use crate::i18n::Lang;
use crate::model::{Player, PlayerId, Tournament};

/// A field of a player's registration, as the players page names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerField {
    FirstName,
    LastName,
    Nick,
    Club,
    Region,
    Participating,
    Seed,
    Rating,
}

impl PlayerField {
    pub fn name(self, lang: Lang) -> &'static str {
        match self {
            PlayerField::FirstName => msg::JournalFirstName.str(lang),
            PlayerField::LastName => msg::JournalLastName.str(lang),
            PlayerField::Nick => "nick",
            PlayerField::Club => "club",
            PlayerField::Region => msg::JournalRegion.str(lang),
            PlayerField::Participating => msg::JournalTakesPart.str(lang),
            PlayerField::Seed => msg::JournalPriorRanking.str(lang),
            PlayerField::Rating => "rating",
        }
    }

    /// The field's value in words ("sì"/"no" for taking part, "—" for empty).
    pub fn value(self, p: &Player, lang: Lang) -> String {
        let text = match self {
            PlayerField::FirstName => p.first_name.clone(),
            PlayerField::LastName => p.last_name.clone(),
            PlayerField::Nick => p.nick.clone(),
            PlayerField::Club => p.club.clone(),
            PlayerField::Region => p.region.clone(),
            PlayerField::Participating => msg::JournalYes.str(lang).to_string(),
            PlayerField::Seed => p.seed.map(|s| s.to_string()).unwrap_or_default(),
            PlayerField::Rating => p.rating.map(|r| r.to_string()).unwrap_or_default(),
        };
        match self {
            PlayerField::Participating if !p.participating => msg::JournalNo.str(lang).into(),
            _ if text.trim().is_empty() => "—".into(),
            _ => text,
        }
    }

    const ALL: [PlayerField; 8] = [
        PlayerField::FirstName,
        PlayerField::LastName,
        PlayerField::Nick,
        PlayerField::Club,
        PlayerField::Region,
        PlayerField::Participating,
        PlayerField::Seed,
        PlayerField::Rating,
    ];

    fn differs(self, a: &Player, b: &Player) -> bool {
        match self {
            PlayerField::FirstName => a.first_name != b.first_name,
            PlayerField::LastName => a.last_name != b.last_name,
            PlayerField::Nick => a.nick != b.nick,
            PlayerField::Club => a.club != b.club,
            PlayerField::Region => a.region != b.region,
            PlayerField::Participating => a.participating != b.participating,
            PlayerField::Seed => a.seed != b.seed,
            PlayerField::Rating => a.rating != b.rating,
        }
    }
}

/// A registered player the list describes differently.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerChange {
    pub before: Player,
    /// What the player becomes (the list's values; a prior ranking or rating the list does not give is
    /// kept).
    pub after: Player,
    pub fields: Vec<PlayerField>,
}

impl PlayerChange {
    /// "club «Gufo» → «Lupi», regione — → «Lazio»".
    pub fn text(&self, lang: Lang) -> String {
        self.fields
            .iter()
            .map(|f| {
                let q = |p: &Player| match f.value(p, lang) {
                    v if v == "—" => v,
                    v => msg::JournalText { value: &v }.text(lang),
                };
                format!("{} {} → {}", f.name(lang), q(&self.before), q(&self.after))
            })
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// A player of the list whose ID is taken by a registered player who is plausibly someone else: the names differ beyond a typo. Unless the director says they are the same person, the list's
/// player is added as a new player with `new_id`, and the registered one stays as he is.
#[derive(Clone, Debug, PartialEq)]
pub struct IdConflict {
    pub existing: Player,
    pub incoming: Player,
    /// The ID the list's player gets as a new player (the first free one).
    pub new_id: PlayerId,
}

/// A likely duplicate after the import: the same normalised name (or one letter apart) and the same club,
/// under two IDs.
#[derive(Clone, Debug, PartialEq)]
pub struct Duplicate {
    pub a: Player,
    pub b: Player,
}

/// What a list of players changes in a tournament, by ID.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct RosterDiff {
    /// In the list, not registered: they will be added (in the list's order).
    pub added: Vec<Player>,
    /// Registered and in the list with different values (plausibly the same person).
    pub changed: Vec<PlayerChange>,
    /// Registered, not in the list: they stay as they are.
    pub missing: Vec<Player>,
    /// The same ID for someone else: a new player unless the director decides otherwise.
    pub conflicts: Vec<IdConflict>,
    /// Removed from the tournament earlier and in the list again: not added back unless the director asks.
    pub returning: Vec<Player>,
    /// Likely duplicates among the players after the import (by default choices).
    pub duplicates: Vec<Duplicate>,
}

/// What the director decided about an import's conflicts and returning players.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RosterChoices {
    /// IDs of conflicts the director says are the same person: updated, not added.
    pub same_person: Vec<PlayerId>,
    /// IDs of returning players to register again.
    pub bring_back: Vec<PlayerId>,
}

impl RosterDiff {
    /// Nothing to add or update by default (missing and returning players change nothing).
    pub fn is_empty(&self) -> bool {
        self.added.is_empty() && self.changed.is_empty() && self.conflicts.is_empty()
    }

    /// The one event that adds and updates, by default choices (`None` when there is nothing to do).
    pub fn event(&self, source: &str) -> Option<Event> {
        self.event_with(source, &RosterChoices::default())
    }

    /// The one event that adds and updates as the director chose: a conflict is a new player with its
    /// new ID unless said to be the same person; a returning player comes back only when asked.
    pub fn event_with(&self, source: &str, choices: &RosterChoices) -> Option<Event> {
        let mut added = self.added.clone();
        let mut updated: Vec<Player> = self.changed.iter().map(|c| c.after.clone()).collect();
        for c in &self.conflicts {
            if choices.same_person.contains(&c.existing.id) {
                updated.push(merged(&c.existing, &c.incoming));
            } else {
                added.push(Player {
                    id: c.new_id,
                    ..c.incoming.clone()
                });
            }
        }
        added.extend(
            self.returning
                .iter()
                .filter(|p| choices.bring_back.contains(&p.id))
                .cloned(),
        );
        (!added.is_empty() || !updated.is_empty()).then(|| Event::PlayersImported {
            source: source.to_string(),
            added,
            updated,
        })
    }
}

/// The list's values for a registered player; a prior ranking or rating the list does not give is kept.
fn merged(old: &Player, new: &Player) -> Player {
    let mut after = new.clone();
    after.seed = after.seed.or(old.seed);
    after.rating = after.rating.or(old.rating);
    after
}

/// A name as compared: letters and digits, lower case (accents kept: "Nicolò" and "Nicolo" are one
/// letter apart).
fn key(s: &str) -> Vec<char> {
    crate::model::fold(s).chars().collect()
}

/// At most one letter inserted, removed or replaced between `a` and `b`.
fn one_apart(a: &[char], b: &[char]) -> bool {
    let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    match long.len() - short.len() {
        0 => short.iter().zip(long).filter(|(x, y)| x != y).count() <= 1,
        1 => {
            let i = short.iter().zip(long).take_while(|(x, y)| x == y).count();
            short[i..] == long[i + 1..]
        }
        _ => false,
    }
}

/// Two registrations plausibly name the same person: the same name up to one letter in the first or the
/// last name (a typo), or first and last name swapped.
pub fn same_person(a: &Player, b: &Player) -> bool {
    let (af, al, bf, bl) = (
        key(&a.first_name),
        key(&a.last_name),
        key(&b.first_name),
        key(&b.last_name),
    );
    (al == bl && one_apart(&af, &bf)) || (af == bf && one_apart(&al, &bl)) || (af == bl && al == bf)
}

/// Two players are likely one person registered twice: the same club and the same name up to one letter.
fn likely_duplicate(a: &Player, b: &Player) -> bool {
    if key(&a.club) != key(&b.club) {
        return false;
    }
    let full = |p: &Player| [key(&p.first_name), key(&p.last_name)].concat();
    one_apart(&full(a), &full(b)) || same_person(a, b)
}

/// Compares the tournament's players with `list` by ID (see [`roster_diff_with`]).
pub fn roster_diff(t: &Tournament, list: &[Player]) -> RosterDiff {
    roster_diff_with(t, list, &[])
}

/// Compares the tournament's players with `list`: by ID when the person is plausibly the same
/// ([`same_person`]), otherwise a conflict with the list's player as a new player; players `removed`
/// from the tournament earlier (by ID or by name) are listed apart and not added back by default; likely
/// duplicates after the import are flagged.
pub fn roster_diff_with(t: &Tournament, list: &[Player], removed: &[Player]) -> RosterDiff {
    let mut d = RosterDiff::default();
    let mut next_id = t
        .players
        .iter()
        .chain(list)
        .map(|p| p.id)
        .max()
        .unwrap_or(0);
    for p in list {
        match t.player(p.id) {
            None => {
                // The same person as one removed: by ID, or by name and club under another ID.
                let was_removed = removed
                    .iter()
                    .any(|r| same_person(r, p) && (r.id == p.id || key(&r.club) == key(&p.club)));
                if was_removed {
                    d.returning.push(p.clone());
                } else {
                    d.added.push(p.clone());
                }
            }
            Some(old) if !same_person(old, p) => {
                next_id += 1;
                d.conflicts.push(IdConflict {
                    existing: old.clone(),
                    incoming: p.clone(),
                    new_id: next_id,
                });
            }
            Some(old) => {
                let after = merged(old, p);
                let fields: Vec<PlayerField> = PlayerField::ALL
                    .into_iter()
                    .filter(|f| f.differs(old, &after))
                    .collect();
                if !fields.is_empty() {
                    d.changed.push(PlayerChange {
                        before: old.clone(),
                        after,
                        fields,
                    });
                }
            }
        }
    }
    d.missing = t
        .players
        .iter()
        .filter(|p| !list.iter().any(|q| q.id == p.id))
        .cloned()
        .collect();
    // The players after the import by default: the registered ones updated, then the new ones.
    let mut after: Vec<Player> = t
        .players
        .iter()
        .map(|p| {
            d.changed
                .iter()
                .find(|c| c.before.id == p.id)
                .map_or_else(|| p.clone(), |c| c.after.clone())
        })
        .collect();
    after.extend(d.added.iter().cloned());
    after.extend(d.conflicts.iter().map(|c| Player {
        id: c.new_id,
        ..c.incoming.clone()
    }));
    for (i, a) in after.iter().enumerate() {
        for b in &after[i + 1..] {
            if likely_duplicate(a, b) {
                d.duplicates.push(Duplicate {
                    a: a.clone(),
                    b: b.clone(),
                });
            }
        }
    }
    d
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::FormatKind;
    use crate::journal::{Journal, ModelError};
    use crate::model::{Phase, Round, Settings, Table};

    fn journal() -> Journal {
        let mut j = Journal::new(Settings::new("Serata", FormatKind::Open), 0);
        for id in 1..=8 {
            let p =
                Player::new(id, &format!("Nome{id}"), &format!("Cognome{id}")).with_club("Gufo");
            j.execute(Event::PlayerAdded { player: p }, 1).unwrap();
        }
        let round = Round::new(
            1,
            Phase::Qualifying,
            7,
            vec![Table::new(1, &[1, 2, 3, 4]), Table::new(2, &[5, 6, 7, 8])],
        );
        j.execute(
            Event::RoundDrawn {
                round,
                conflicts: vec![],
            },
            2,
        )
        .unwrap();
        j
    }

    /// The workbook of the evening: player 8 missing, player 3 moved club and region and withdrew,
    /// player 9 new.
    fn list(j: &Journal) -> Vec<Player> {
        let mut list: Vec<Player> = j.state().players[..7].to_vec();
        list[2].club = "Lupi".into();
        list[2].region = "Lazio".into();
        list[2].participating = false;
        list.push(Player::new(9, "Ugo", "Nuovo").with_club("Lupi"));
        list
    }

    #[test]
    fn new_changed_and_missing_players_by_id() {
        let mut j = journal();
        j.execute(
            Event::PlayerEdited {
                old_id: 4,
                player: Player {
                    seed: Some(2),
                    ..j.state().players[3].clone()
                },
            },
            3,
        )
        .unwrap();
        let d = roster_diff(j.state(), &list(&j));
        assert_eq!(d.added.iter().map(|p| p.id).collect::<Vec<_>>(), vec![9]);
        assert_eq!(d.changed.len(), 1, "player 4's seed is kept: {d:?}");
        assert_eq!(d.changed[0].before.id, 3);
        assert_eq!(
            d.changed[0].fields,
            vec![
                PlayerField::Club,
                PlayerField::Region,
                PlayerField::Participating
            ]
        );
        assert_eq!(
            d.changed[0].text(Lang::It),
            "club «Gufo» → «Lupi», regione — → «Lazio», partecipa «sì» → «no»"
        );
        assert_eq!(d.missing.iter().map(|p| p.id).collect::<Vec<_>>(), vec![8]);
        assert!(roster_diff(j.state(), &j.state().players).is_empty());
    }

    #[test]
    fn applying_is_one_event_that_keeps_the_rounds_and_one_undo_takes_it_back() {
        let mut j = journal();
        let before = j.state().clone();
        let d = roster_diff(j.state(), &list(&j));
        j.execute(d.event("serata.xlsx").unwrap(), 3).unwrap();
        let t = j.state();
        assert_eq!(t.players.len(), 9);
        assert_eq!(t.player(9).unwrap().full_name(), "Ugo Nuovo");
        let p3 = t.player(3).unwrap();
        assert_eq!((p3.club.as_str(), p3.region.as_str()), ("Lupi", "Lazio"));
        assert!(!p3.participating);
        assert!(t.player(8).is_some(), "a missing player stays");
        assert_eq!(t.rounds, before.rounds);
        assert_eq!(
            j.entries().last().unwrap().event.describe(Lang::It),
            "Importato «serata.xlsx»: 1 giocatore aggiunto, 1 modificato"
        );
        j.undo().unwrap();
        assert_eq!(j.state(), &before);
    }

    #[test]
    fn a_bad_player_refuses_the_whole_event() {
        let mut j = journal();
        let before = j.clone();
        let event = Event::PlayersImported {
            source: "x".into(),
            added: vec![
                Player::new(9, "Ugo", "Nuovo"),
                Player::new(10, "Senza", " "),
            ],
            updated: vec![],
        };
        assert_eq!(
            j.execute(event, 3).unwrap_err(),
            ModelError::MissingName(10)
        );
        assert_eq!(j, before);
        let event = Event::PlayersImported {
            source: "x".into(),
            added: vec![],
            updated: vec![Player::new(42, "Non", "Iscritto")],
        };
        assert_eq!(
            j.execute(event, 3).unwrap_err(),
            ModelError::UnknownPlayer(42)
        );
        assert_eq!(j, before);
    }

    #[test]
    fn an_id_taken_by_someone_else_is_a_conflict_not_an_overwrite() {
        let j = journal();
        // ID 2 and 5 of the workbook are other people; ID 3 is the same person with a typo fixed.
        let mut list: Vec<Player> = j.state().players.clone();
        list[1] = Player::new(2, "Alessandro", "Russo").with_club("Lupi");
        list[4] = Player::new(5, "Marco", "Bianchi");
        list[2].first_name = "Nome3x".into();
        let d = roster_diff(j.state(), &list);
        assert!(d.added.is_empty());
        assert_eq!(
            d.changed.iter().map(|c| c.before.id).collect::<Vec<_>>(),
            vec![3]
        );
        assert_eq!(
            d.conflicts
                .iter()
                .map(|c| (c.existing.id, c.incoming.full_name(), c.new_id))
                .collect::<Vec<_>>(),
            vec![
                (2, "Alessandro Russo".to_string(), 9),
                (5, "Marco Bianchi".to_string(), 10)
            ]
        );
        // By default they are new players and the registered ones stay.
        let mut t = j.state().clone();
        crate::journal::apply(&mut t, &d.event("x.xlsx").unwrap()).unwrap();
        assert_eq!(t.player(2).unwrap().full_name(), "Nome2 Cognome2");
        assert_eq!(t.player(9).unwrap().full_name(), "Alessandro Russo");
        assert_eq!(t.player(10).unwrap().full_name(), "Marco Bianchi");
        assert_eq!(t.player(3).unwrap().first_name, "Nome3x");
        // The director says ID 5 is the same person: updated, not added.
        let mut t = j.state().clone();
        let choices = RosterChoices {
            same_person: vec![5],
            bring_back: vec![],
        };
        crate::journal::apply(&mut t, &d.event_with("x.xlsx", &choices).unwrap()).unwrap();
        assert_eq!(t.player(5).unwrap().full_name(), "Marco Bianchi");
        assert!(t.player(10).is_none());
        assert_eq!(t.players.len(), 9);
    }

    #[test]
    fn plausibly_the_same_person() {
        let p = |f: &str, l: &str| Player::new(1, f, l);
        assert!(same_person(
            &p("Nicolò", "Dell'Acqua"),
            &p("Nicolo", "Dell Acqua")
        ));
        assert!(same_person(&p("Marco", "Bianchi"), &p("Bianchi", "Marco")));
        assert!(!same_person(
            &p("Marco", "Bianchi"),
            &p("Marco", "Bianchini")
        ));
        assert!(same_person(&p("Marco", "Bianchi"), &p("Marco", "Bianchu")));
        assert!(!same_person(
            &p("Marco", "Bianchi"),
            &p("Alessandro", "Russo")
        ));
    }

    #[test]
    fn likely_duplicates_are_flagged() {
        let mut j = journal();
        j.execute(
            Event::PlayerAdded {
                player: Player::new(20, "Mario", "Rossi").with_club("Gufo"),
            },
            3,
        )
        .unwrap();
        let mut list = j.state().players.clone();
        list.push(Player::new(21, "Mario", "Rosi").with_club("Gufo"));
        list.push(Player::new(22, "Mario", "Rossi").with_club("Lupi"));
        let d = roster_diff(j.state(), &list);
        assert_eq!(
            d.duplicates
                .iter()
                .map(|x| (x.a.id, x.b.id))
                .collect::<Vec<_>>(),
            vec![(20, 21)],
            "same club and one letter apart; another club is another person"
        );
    }

    #[test]
    fn a_removed_player_does_not_come_back_silently() {
        let mut j = journal();
        j.execute(
            Event::PlayerAdded {
                player: Player::new(30, "Ugo", "Tolto").with_club("Gufo"),
            },
            3,
        )
        .unwrap();
        j.execute(Event::PlayerRemoved { id: 30 }, 4).unwrap();
        let removed = j.removed_players();
        assert_eq!(removed.iter().map(|p| p.id).collect::<Vec<_>>(), vec![30]);
        let mut list = j.state().players.clone();
        list.push(Player::new(30, "Ugo", "Tolto").with_club("Gufo"));
        list.push(Player::new(31, "Ugo", "Tolto").with_club("Gufo"));
        list.push(Player::new(32, "Nuova", "Persona"));
        let d = roster_diff_with(j.state(), &list, &removed);
        assert_eq!(
            d.returning.iter().map(|p| p.id).collect::<Vec<_>>(),
            vec![30, 31]
        );
        assert_eq!(d.added.iter().map(|p| p.id).collect::<Vec<_>>(), vec![32]);
        let mut t = j.state().clone();
        crate::journal::apply(&mut t, &d.event("x").unwrap()).unwrap();
        assert!(t.player(30).is_none() && t.player(31).is_none());
        let back = RosterChoices {
            same_person: vec![],
            bring_back: vec![30],
        };
        let mut t = j.state().clone();
        crate::journal::apply(&mut t, &d.event_with("x", &back).unwrap()).unwrap();
        assert!(t.player(30).is_some());
    }
}
