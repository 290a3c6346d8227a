//! Publish a finished tournament to the federation, and read a year from it.
//!
//! **Publish**: a tournament with final standings becomes the document
//! [`federation::document`] (its [`Held`]: category, tables, rounds, the first round's date, each
//! player's place, points and national ID) and is written to the club's `NAME_federation`; when it is
//! there already it is updated with its `_rev`, or left as it is when nothing changed. The server's
//! `validate_doc_update` has the last word: a refusal comes back as its `forbidden` reason
//! ([`Problem::Forbidden`]). The web app ([`publish`]) and the command line ([`publish_blocking`]) take
//! the same steps: read what is there, [`step`], write.
//!
//! **Read a year**: every document of the federation's database ([`crate::replica::federation::read_year`]
//! keeps that year's finished tournaments and sets the rest apart with why), then
//! [`with_server_year`] puts them in a circuit in place of what was read from the same database
//! before, so the national ranking ranks them with the circuit's own code.

use crate::circuit::ranking::year_of;
use crate::circuit::{Circuit, Held, Member};
use crate::i18n::{msg, Lang, Localized};
use crate::model::Tournament;
use crate::replica::couch::{FeedPage, Problem};
use crate::replica::federation::{self, Apart, YearRead};
use serde_json::Value;
use std::collections::HashMap;

/// Why a tournament cannot be published yet (said beside the disabled button).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unpublishable {
    /// No final standings yet: rounds or a final still to play.
    NotFinished,
    /// Neither the first round's date nor the tournament's date: the federation cannot tell its year.
    NoYear,
    /// The tournament has no name (its document's `_id` is `held/` and the name).
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

/// What to send, given what the server holds under the document's `_id` (its text; `None`: nothing).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// Write this body (with the current `_rev` when one is there).
    Put { body: String, update: bool },
    /// The server holds the same document already, at this revision.
    Unchanged { rev: String },
}

pub fn step(doc: &Value, current: Option<&str>) -> Step {
    let held: Option<Value> = current.and_then(|t| serde_json::from_str(t).ok());
    let rev = held
        .as_ref()
        .and_then(|v| v["_rev"].as_str())
        .map(str::to_string);
    let Some(rev) = rev else {
        return Step::Put {
            body: doc.to_string(),
            update: false,
        };
    };
    let same = held.as_ref().is_some_and(|v| {
        ["type", "finished", "year", "held"]
            .iter()
            .all(|k| v[*k] == doc[*k])
    });
    if same {
        return Step::Unchanged { rev };
    }
    let mut body = doc.clone();
    if let Some(o) = body.as_object_mut() {
        o.insert("_rev".into(), Value::String(rev));
    }
    Step::Put {
        body: body.to_string(),
        update: true,
    }
}

/// What the server answered to a publication.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Published {
    New { rev: String },
    Updated { rev: String },
    Unchanged { rev: String },
}

impl Published {
    pub fn rev(&self) -> &str {
        match self {
            Published::New { rev } | Published::Updated { rev } | Published::Unchanged { rev } => {
                rev
            }
        }
    }
}

/// The revision a successful `PUT` answered (`{"ok":true,"id":…,"rev":…}`).
fn written(answer: &str, update: bool) -> Result<Published, Problem> {
    let v: Value = serde_json::from_str(answer).map_err(|e| Problem::BadAnswer(e.to_string()))?;
    let rev = v["rev"]
        .as_str()
        .ok_or_else(|| Problem::BadAnswer(answer.chars().take(200).collect()))?
        .to_string();
    Ok(if update {
        Published::Updated { rev }
    } else {
        Published::New { rev }
    })
}

/// The document read before writing: a 404 is "not there yet" (or no database: the write says so).
fn current(read: Result<String, Problem>) -> Result<Option<String>, Problem> {
    match read {
        Ok(text) => Ok(Some(text)),
        Err(Problem::NoDatabase) => Ok(None),
        Err(p) => Err(p),
    }
}

/// The `_id` of a document built by [`federation::document`].
fn id_of(doc: &Value) -> String {
    doc["_id"].as_str().unwrap_or_default().to_string()
}

/// Publishes `doc` from the browser (the device's server, its credentials).
#[cfg(target_arch = "wasm32")]
pub async fn publish(
    client: &crate::replica::fetch::Client,
    doc: &Value,
) -> Result<Published, Problem> {
    let path = federation::doc_path(&id_of(doc));
    let now = current(client.ok("GET", &path, None).await)?;
    match step(doc, now.as_deref()) {
        Step::Unchanged { rev } => Ok(Published::Unchanged { rev }),
        Step::Put { body, update } => written(&client.ok("PUT", &path, Some(&body)).await?, update),
    }
}

/// Publishes `doc` from the command line.
#[cfg(not(target_arch = "wasm32"))]
pub fn publish_blocking(
    client: &crate::replica::http::Client,
    doc: &Value,
) -> Result<Published, Problem> {
    let path = federation::doc_path(&id_of(doc));
    let now = current(client.ok("GET", &path, None))?;
    match step(doc, now.as_deref()) {
        Step::Unchanged { rev } => Ok(Published::Unchanged { rev }),
        Step::Put { body, update } => written(&client.ok("PUT", &path, Some(&body))?, update),
    }
}

/// The year `year` of the federation's documents (an `_all_docs` read whole).
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
    use crate::circuit::HeldRow;
    use crate::format::Points;
    use serde_json::json;

    fn held(name: &str, date: &str) -> Held {
        let mut row = HeldRow::new("Anna", "Rossi", "ROMA", 1, Points::from_int(100));
        row.national_id = "101".into();
        let mut h = Held::new(name, vec![row]);
        h.first_round_date = date.into();
        h.tables = 6;
        h
    }

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
            (doc["_id"].as_str(), doc["year"].as_u64()),
            (Some("held/Open"), Some(2024))
        );
        // A tournament still being played has no final standings.
        let j = crate::demo::demo_journal(crate::format::FormatKind::default(), 40, 0);
        assert_eq!(document_of(j.state()), Err(Unpublishable::NotFinished));
        assert!(Unpublishable::NotFinished.text(Lang::It).contains("finale"));
    }

    #[test]
    fn a_publication_updates_with_the_revision_and_leaves_the_same_document_alone() {
        let doc = document_of_held(&held("Open", "2024-05-04")).unwrap();
        let Step::Put {
            body,
            update: false,
        } = step(&doc, None)
        else {
            panic!("a new document")
        };
        assert!(!body.contains("_rev"));
        let mut there = doc.clone();
        there["_rev"] = json!("1-abc");
        assert_eq!(
            step(&doc, Some(&there.to_string())),
            Step::Unchanged {
                rev: "1-abc".into()
            }
        );
        there["held"]["rows"][0]["place"] = json!(2);
        let Step::Put { body, update: true } = step(&doc, Some(&there.to_string())) else {
            panic!("an update")
        };
        assert_eq!(
            serde_json::from_str::<Value>(&body).unwrap()["_rev"],
            "1-abc"
        );
        assert_eq!(
            written(r#"{"ok":true,"id":"held/Open","rev":"2-def"}"#, true),
            Ok(Published::Updated {
                rev: "2-def".into()
            })
        );
        assert!(matches!(
            written("<html>", false),
            Err(Problem::BadAnswer(_))
        ));
        assert_eq!(current(Err(Problem::NoDatabase)), Ok(None));
        assert_eq!(
            current(Err(Problem::Forbidden("x".into()))),
            Err(Problem::Forbidden("x".into()))
        );
    }

    #[test]
    fn a_year_read_sets_apart_what_is_not_a_finished_tournament_and_never_stops() {
        let good = document_of_held(&held("Open A", "2024-03-02")).unwrap();
        let other = document_of_held(&held("Open 2023", "2023-11-04")).unwrap();
        let mut lying = document_of_held(&held("Open B", "2023-06-01")).unwrap();
        lying["year"] = json!(2024);
        let mut broken = good.clone();
        broken["_id"] = json!("held/Rotto");
        broken["held"]["rows"][0]["place"] = json!("primo");
        let unfinished = json!({ "_id": "held/A metà", "type": "raduno-held", "finished": false, "year": 2024, "held": good["held"] });
        let docs: Vec<(String, String)> = [
            json!({ "_id": "_design/raduno" }),
            good.clone(),
            other,
            lying,
            broken,
            unfinished,
            json!({ "_id": "x", "t": "k" }),
        ]
        .iter()
        .map(|d| (d["_id"].as_str().unwrap().to_string(), d.to_string()))
        .collect();
        let page = FeedPage {
            docs,
            unreadable: vec![("#9".into(), "recursion limit exceeded".into())],
            ..FeedPage::default()
        };
        let read = read_year(&page, 2024);
        assert_eq!(read.held.len(), 1);
        assert_eq!(read.held[0].name, "Open A");
        assert_eq!(read.other_years, 1);
        let ids: Vec<&str> = read.apart.iter().map(|(id, _)| id.as_str()).collect();
        assert_eq!(ids, ["#9", "held/Open B", "held/Rotto", "held/A metà", "x"]);
        assert_eq!(
            read.apart[1].1,
            Apart::YearDiffers {
                document: 2024,
                dates: Some(2023)
            }
        );
        assert!(matches!(read.apart[2].1, Apart::Unreadable(_)));
        assert_eq!(read.apart[3].1, Apart::NotFinishedTournament);
        assert!(read.apart[1].1.text(Lang::En).contains("2023"));
        // The same rule as an `_all_docs` answer read whole.
        let all = json!({ "rows": [{ "doc": good }] });
        assert_eq!(federation::held_of_year(&all, 2024).len(), 1);
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
