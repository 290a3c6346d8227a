//! The players' register (the national ranking's rules): the federation's list of players with their national ID and last
//! events (the 2025 workbook's hidden `GIOCATORI` sheet, read by
//! `raduno_files::workbook::read_register`), kept on the device. At check-in a typed name finds the
//! registered player — case, accents, spaces and the order of the names ignored — to fill his national ID
//! and club; players who look like one person under two IDs, and names a letter apart, are shown as
//! candidates beside him, never merged or chosen silently.

use crate::model::names::{fold_name, name_key, one_apart};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

/// One registered player, as the register writes him.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Registered {
    /// "Nome Cognome" as written (one text: the register does not say where the first name ends).
    pub name: String,
    /// ID NAZIONALE.
    pub national_id: u64,
    /// The last events, as written: `ROMA [Il Gufo] - 43° Campionato del GUFO`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub events: Vec<String>,
}

impl Registered {
    /// The club his events name most (the text before ` - `, as the official clubs list writes it:
    /// `ROMA [Il Gufo]`), the first named of those level; empty when no event names one.
    pub fn club(&self) -> String {
        let clubs: Vec<&str> = self
            .events
            .iter()
            .filter_map(|e| e.split_once(" - ").map(|(c, _)| c.trim()))
            .filter(|c| c.contains('[') && c.ends_with(']'))
            .collect();
        let mut best: Option<(&str, usize)> = None;
        for c in &clubs {
            let n = clubs.iter().filter(|x| *x == c).count();
            if best.is_none_or(|(_, m)| n > m) {
                best = Some((c, n));
            }
        }
        best.map_or(String::new(), |(c, _)| c.to_string())
    }

    /// Every way his name splits into a first and a last name, each as [`name_key`] gives it.
    fn keys(&self) -> Vec<String> {
        let words: Vec<&str> = self.name.split_whitespace().collect();
        let mut keys: Vec<String> = (1..words.len())
            .map(|k| name_key(&words[..k].join(" "), &words[k..].join(" ")))
            .collect();
        if words.len() == 1 {
            keys.push(name_key(words[0], ""));
        }
        keys.sort();
        keys.dedup();
        keys
    }

    /// The last events, one a line: how a player carries them (the 2025 workbook's column 10).
    pub fn events_text(&self) -> String {
        self.events.join("\n")
    }
}

/// Why a registered player is offered for a typed name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Likeness {
    /// The same name (case, accents, spaces and order ignored).
    SameName,
    /// The same name, but the register has it under more than one national ID: perhaps one person
    /// registered twice, perhaps two people; the director chooses.
    SameNameOtherId,
    /// A name one letter apart (a typing slip here or in the register).
    LetterApart,
}

/// A registered player offered for a typed name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Offer {
    pub player: Registered,
    pub club: String,
    pub likeness: Likeness,
}

/// The register: the players and, for each name key, who has it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Register {
    players: Vec<Registered>,
    by_key: HashMap<String, Vec<usize>>,
}

/// At most this many offers for a name: a name typed is a person, not a search of the whole list.
const MOST_OFFERS: usize = 8;

impl Register {
    pub fn new(players: Vec<Registered>) -> Self {
        let mut by_key: HashMap<String, Vec<usize>> = HashMap::new();
        for (i, p) in players.iter().enumerate() {
            for k in p.keys() {
                by_key.entry(k).or_default().push(i);
            }
        }
        Register { players, by_key }
    }

    pub fn players(&self) -> &[Registered] {
        &self.players
    }

    pub fn len(&self) -> usize {
        self.players.len()
    }

    pub fn is_empty(&self) -> bool {
        self.players.is_empty()
    }

    /// The registered player with this national ID.
    pub fn by_national_id(&self, id: u64) -> Option<&Registered> {
        self.players.iter().find(|p| p.national_id == id)
    }

    /// The registered players a typed first and last name may be: those with the same name first (each
    /// marked [`Likeness::SameNameOtherId`] when the name has several national IDs), then names a
    /// letter apart. Empty until both names are typed.
    pub fn offers(&self, first: &str, last: &str) -> Vec<Offer> {
        if fold_name(first).is_empty() || fold_name(last).is_empty() {
            return Vec::new();
        }
        let key = name_key(first, last);
        let mut same: Vec<usize> = self.by_key.get(&key).cloned().unwrap_or_default();
        same.sort_unstable();
        same.dedup();
        let ids: std::collections::HashSet<u64> =
            same.iter().map(|&i| self.players[i].national_id).collect();
        let several = ids.len() > 1;
        let mut out: Vec<Offer> = same
            .iter()
            .map(|&i| {
                self.offer(
                    i,
                    if several {
                        Likeness::SameNameOtherId
                    } else {
                        Likeness::SameName
                    },
                )
            })
            .collect();
        let mut near: Vec<usize> = self
            .by_key
            .iter()
            .filter(|(k, _)| one_apart(k, &key))
            .flat_map(|(_, v)| v.iter().copied())
            .filter(|i| !same.contains(i))
            .collect();
        near.sort_unstable();
        near.dedup();
        out.extend(
            near.into_iter()
                .map(|i| self.offer(i, Likeness::LetterApart)),
        );
        out.truncate(MOST_OFFERS);
        out
    }

    fn offer(&self, i: usize, likeness: Likeness) -> Offer {
        let player = self.players[i].clone();
        Offer {
            club: player.club(),
            player,
            likeness,
        }
    }

    /// Pairs of registered players who look like one person under two national IDs: the same name, or
    /// names a letter apart, with their club; for the director to see, never merged.
    pub fn likely_duplicates(&self) -> Vec<(usize, usize, Likeness)> {
        let mut out = Vec::new();
        let mut keys: Vec<(&String, &Vec<usize>)> = self.by_key.iter().collect();
        keys.sort();
        for (_, v) in &keys {
            for (x, &a) in v.iter().enumerate() {
                for &b in &v[x + 1..] {
                    if self.players[a].national_id != self.players[b].national_id {
                        out.push((a.min(b), a.max(b), Likeness::SameNameOtherId));
                    }
                }
            }
        }
        out.sort();
        out.dedup_by(|a, b| a.0 == b.0 && a.1 == b.1);
        out
    }

    /// The register as stored on the device (compact JSON).
    pub fn to_json(&self) -> String {
        serde_json::to_string(&self.players).unwrap_or_default()
    }

    /// The register back from [`Register::to_json`].
    pub fn from_json(text: &str) -> Result<Register, String> {
        serde_json::from_str::<Vec<Registered>>(text)
            .map(Register::new)
            .map_err(|e| e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reg(name: &str, id: u64, events: &[&str]) -> Registered {
        Registered {
            name: name.into(),
            national_id: id,
            events: events.iter().map(|e| e.to_string()).collect(),
        }
    }

    #[test]
    fn a_typed_name_finds_the_player_in_any_order_and_spelling() {
        let r = Register::new(vec![
            reg(
                "Niccolò De Luca",
                10,
                &["ROMA [Il Gufo] - 43° Campionato", "BARI [X] - Open"],
            ),
            reg("Marco Rossi", 11, &[]),
            reg("Marco Rossi", 12, &[]),
            reg("Marco Rosi", 13, &[]),
        ]);
        let o = r.offers("niccolo", "DELUCA");
        assert_eq!(o.len(), 1);
        assert_eq!(o[0].player.national_id, 10);
        assert_eq!(o[0].club, "ROMA [Il Gufo]");
        assert_eq!(o[0].likeness, Likeness::SameName);
        assert_eq!(r.offers("De Luca", "Niccolò")[0].player.national_id, 10);
        let o = r.offers("Marco", "Rossi");
        let got: Vec<(u64, Likeness)> = o
            .iter()
            .map(|o| (o.player.national_id, o.likeness))
            .collect();
        assert_eq!(
            got,
            vec![
                (11, Likeness::SameNameOtherId),
                (12, Likeness::SameNameOtherId),
                (13, Likeness::LetterApart)
            ]
        );
        assert!(r.offers("Marco", "").is_empty());
        assert_eq!(
            r.likely_duplicates(),
            vec![(1, 2, Likeness::SameNameOtherId)]
        );
        let back = Register::from_json(&r.to_json()).expect("reads back");
        assert_eq!(back, r);
    }
}
