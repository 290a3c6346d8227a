//! Publish a finished tournament to the federation, and read a year from it.
//!
//! **Publish**: a tournament with final standings becomes the document
//! [`federation::document`] (its [`Held`]: category, tables, rounds, the first round's date, each
//! player's place, points and national ID) and is written to the club's `NAME_federation`; when it is
//! there already it is updated, or left as it is when nothing changed. The server has the last word: a
//! refusal comes back as its reason ([`crate::replica::Problem::Forbidden`]). The web app ([`publish`]) and the command
//! line ([`publish_blocking`]) take the same steps, the replica's
//! ([`crate::replica::federation::step`]): read what is there, write over it when it differs.
//!
//! **Read a year**: every document of the federation's database ([`crate::replica::federation::read_year`]
//! keeps that year's finished tournaments and sets the rest apart with why), then
//! [`with_server_year`] puts them in a circuit in place of what was read from the same database
//! before, so the national ranking ranks them with the circuit's own code.

use crate::circuit::ranking::year_of;
use crate::circuit::{Circuit, Held, Member};
#[cfg(target_arch = "wasm32")]
pub use crate::replica::federation::publish;
#[cfg(not(target_arch = "wasm32"))]
pub use crate::replica::federation::publish_blocking;
pub use crate::replica::federation::Published;
use crate::replica::federation::{self, Apart, YearRead};
use crate::replica::FeedPage;
use raduno_engine::i18n::{msg, Lang, Localized};
use raduno_engine::model::Tournament;
use serde_json::Value;
use std::collections::HashMap;

/// Why a tournament cannot be published yet (said beside the disabled button).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unpublishable {
    /// No final standings yet: rounds or a final still to play.
    NotFinished,
    /// Neither the first round's date nor the tournament's date: the federation cannot tell its year.
    NoYear,
    /// The tournament has no name (its document's id is `held/` and the name).
    NoName,
}

impl Localized for Unpublishable {
    fn text(&self, lang: Lang) -> String {
        match self {
            Unpublishable::NotFinished => msg::FedPublishNotFinished.text(lang),
            Unpublishable::NoYear => msg::FedPublishNoYear.text(lang),
            Unpublishable::NoName => msg::FedPublishNoName.text(lang),
        }
    }
}

/// The document a held tournament is published as, once it can be.
pub fn document_of_held(held: &Held) -> Result<Value, Unpublishable> {
    if held.name.trim().is_empty() {
        return Err(Unpublishable::NoName);
    }
    if year_of(held).is_none() {
        return Err(Unpublishable::NoYear);
    }
    Ok(federation::document(held))
}

/// The document of tournament `t` (under its own name), or why it cannot be published yet.
pub fn document_of(t: &Tournament) -> Result<Value, Unpublishable> {
    let held =
        Held::of(t, &t.settings.name, &HashMap::new()).map_err(|_| Unpublishable::NotFinished)?;
    document_of_held(&held)
}

/// The year `year` of the federation's documents (the whole database read, page after page).
pub fn read_year(page: &FeedPage, year: u32) -> YearRead {
    federation::read_year(&page.docs, &page.unreadable, year)
}

/// The circuit with the tournaments read from the federation's database `source` in place of those
/// read from it before (each kept as its final standings, `source` as where it came from); a
/// tournament whose name another of the circuit's tournaments has is set apart, never counted twice.
pub fn with_server_year(
    circuit: &Circuit,
    source: &str,
    held: Vec<Held>,
) -> (Circuit, Vec<(String, Apart)>) {
    let mut next = circuit.clone();
    next.members
        .retain(|m| !matches!(m, Member::Kept { held } if held.file == source));
    let mut apart = Vec::new();
    for mut h in held {
        h.file = source.to_string();
        let id = format!("held/{}", h.name);
        if next.add(Member::Kept { held: h }).is_err() {
            apart.push((id, Apart::NameTaken));
        }
    }
    (next, apart)
}

impl Localized for Apart {
    fn text(&self, lang: Lang) -> String {
        match self {
            Apart::NotFinishedTournament => msg::FedApartNotTournament.text(lang),
            Apart::Unreadable(why) => msg::FedApartUnreadable { why }.text(lang),
            Apart::YearDiffers { document, dates } => {
                let dates = dates.map_or("—".to_string(), |y| y.to_string());
                msg::FedApartYearDiffers {
                    document,
                    dates: &dates,
                }
                .text(lang)
            }
            Apart::NameTaken => msg::FedApartNameTaken.text(lang),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::replica::federation::tests::held;

    #[test]
    fn a_tournament_without_a_year_or_a_name_is_not_published() {
        assert_eq!(
            document_of_held(&held("Open", "")),
            Err(Unpublishable::NoYear)
        );
        assert_eq!(
            document_of_held(&held(" ", "2024-05-04")),
            Err(Unpublishable::NoName)
        );
        let doc = document_of_held(&held("Open", "2024-05-04")).unwrap();
        assert_eq!(
            (Some(federation::document_id(&doc)), doc["year"].as_u64()),
            (Some("held/Open"), Some(2024))
        );
        // A tournament still being played has no final standings.
        let j = crate::demo::demo_journal(raduno_engine::format::FormatKind::default(), 40, 0);
        assert_eq!(document_of(j.state()), Err(Unpublishable::NotFinished));
        assert!(Unpublishable::NotFinished.text(Lang::It).contains("finale"));
    }

    #[test]
    fn a_year_read_again_replaces_the_last_one_and_a_taken_name_is_set_apart() {
        let mut c = Circuit::new("c", "Ranking");
        c.add(Member::Browser {
            id: "t1".into(),
            name: "Open A".into(),
        })
        .unwrap();
        let src = "http://h:5984/raduno_federation";
        let (c, apart) = with_server_year(
            &c,
            src,
            vec![held("Open A", "2024-03-02"), held("Open B", "2024-04-06")],
        );
        assert_eq!(apart, vec![("held/Open A".to_string(), Apart::NameTaken)]);
        assert_eq!(c.members.len(), 2);
        let (c, apart) = with_server_year(&c, src, vec![held("Open C", "2024-05-04")]);
        assert!(apart.is_empty());
        let names: Vec<&str> = c.members.iter().map(Member::name).collect();
        assert_eq!(names, ["Open A", "Open C"]);
    }
}
