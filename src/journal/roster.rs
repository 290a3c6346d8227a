//! What a list of players read from elsewhere (a registration workbook, the legacy program's file)
//! changes in a tournament already under way (issue 13, part 3): who is new, who changed and in which
//! fields, who the list does not have. Applying it adds the new players and updates the changed ones by
//! ID as one event ([`Event::PlayersImported`]), so one undo takes it back; players missing from the list
//! stay as they are (they may have played).
//!
//! ```
//! use raduno::model::{Player, Settings, Tournament};
//! use raduno::journal::{roster_diff, PlayerField};
//! use raduno::format::FormatKind;
//! let mut t = Tournament::new(Settings::new("Serata", FormatKind::Open));
//! t.players = vec![Player::new(1, "Anna", "Neri"), Player::new(2, "Bruno", "Riva").with_club("Gufo")];
//! let list = vec![Player::new(2, "Bruno", "Riva").with_club("Lupi"), Player::new(3, "Carla", "Sala")];
//! let d = roster_diff(&t, &list);
//! assert_eq!(d.added.iter().map(|p| p.id).collect::<Vec<_>>(), vec![3]);
//! assert_eq!(d.changed[0].fields, vec![PlayerField::Club]);
//! assert_eq!(d.missing.iter().map(|p| p.id).collect::<Vec<_>>(), vec![1]);
//! ```

use super::Event;
use crate::i18n::Lang;
use crate::model::{Player, Tournament};

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
            PlayerField::FirstName => lang.pick("nome", "first name"),
            PlayerField::LastName => lang.pick("cognome", "last name"),
            PlayerField::Nick => "nick",
            PlayerField::Club => "club",
            PlayerField::Region => lang.pick("regione", "region"),
            PlayerField::Participating => lang.pick("partecipa", "takes part"),
            PlayerField::Seed => lang.pick("classifica di partenza", "prior ranking"),
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
            PlayerField::Participating => lang.pick("sì", "yes").to_string(),
            PlayerField::Seed => p.seed.map(|s| s.to_string()).unwrap_or_default(),
            PlayerField::Rating => p.rating.map(|r| r.to_string()).unwrap_or_default(),
        };
        match self {
            PlayerField::Participating if !p.participating => lang.pick("no", "no").into(),
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
                    v => lang.pick(format!("«{v}»"), format!("“{v}”")),
                };
                format!("{} {} → {}", f.name(lang), q(&self.before), q(&self.after))
            })
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// What a list of players changes in a tournament, by ID.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct RosterDiff {
    /// In the list, not registered: they will be added (in the list's order).
    pub added: Vec<Player>,
    /// Registered and in the list with different values.
    pub changed: Vec<PlayerChange>,
    /// Registered, not in the list: they stay as they are.
    pub missing: Vec<Player>,
}

impl RosterDiff {
    /// Nothing to add or update (missing players change nothing).
    pub fn is_empty(&self) -> bool {
        self.added.is_empty() && self.changed.is_empty()
    }

    /// The one event that adds and updates (`None` when there is nothing to do).
    pub fn event(&self, source: &str) -> Option<Event> {
        (!self.is_empty()).then(|| Event::PlayersImported {
            source: source.to_string(),
            added: self.added.clone(),
            updated: self.changed.iter().map(|c| c.after.clone()).collect(),
        })
    }
}

/// Compares the tournament's players with `list` by ID.
pub fn roster_diff(t: &Tournament, list: &[Player]) -> RosterDiff {
    let mut d = RosterDiff::default();
    for p in list {
        match t.player(p.id) {
            None => d.added.push(p.clone()),
            Some(old) => {
                let mut after = p.clone();
                // A list without a prior ranking or rating says nothing about them.
                after.seed = after.seed.or(old.seed);
                after.rating = after.rating.or(old.rating);
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
}
