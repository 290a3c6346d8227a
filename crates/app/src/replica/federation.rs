//! The federation's database: a club publishes each finished tournament's final
//! standings to `NAME_federation` on its server, and the federation pulls from every club's with a
//! filtered replication of finished tournaments only; the national ranking reads a year from it.
//!
//! Transport only: a document is a tournament's final standings as a circuit keeps them
//! ([`crate::circuit::Held`]: category, tables, rounds, first round's date, each player's place and
//! national ID), `{"_id": "held/<tournament>", "type": "raduno-held", "finished": true, "year",
//! "held"}`. The database's `_design/raduno` ([`design`]) accepts only such documents (an admin alone
//! changes the design or deletes) and has the filter `raduno/finished` the federation replicates with.

use super::couch::{encode, Problem};
use crate::circuit::ranking::year_of;
use crate::circuit::Held;
use serde::Deserialize;
use serde_json::value::RawValue;
use serde_json::{json, Value};

/// The federation's database of a club's database `db`.
pub fn federation_db(db: &str) -> String {
    format!("{db}_federation")
}

/// The `validate_doc_update` of `NAME_federation`: finished tournaments' final standings only.
pub const VALIDATE: &str = r#"function (doc, old, user) {
  var admin = user.roles.indexOf('_admin') !== -1;
  if (doc._id.indexOf('_design/') === 0 || doc._deleted) {
    if (admin) return;
    throw({forbidden: 'only an admin changes the design or deletes'});
  }
  if (doc.type !== 'raduno-held' || doc.finished !== true)
    throw({forbidden: 'only finished tournaments are published to the federation'});
  var h = doc.held;
  if (!h || typeof h.name !== 'string' || !Array.isArray(h.rows) || h.rows.length === 0)
    throw({forbidden: 'not a tournament\'s final standings'});
  if (doc._id !== 'held/' + h.name) throw({forbidden: '_id is not held/ and the tournament'});
  if (typeof doc.year !== 'number') throw({forbidden: 'the tournament\'s year is missing'});
  for (var i = 0; i < h.rows.length; i++) {
    var r = h.rows[i];
    if (!r || typeof r.place !== 'number' || r.place < 1 || typeof r.last_name !== 'string')
      throw({forbidden: 'row ' + (i + 1) + ': not a place in the final standings'});
  }
}"#;

/// The filter the federation replicates with: finished tournaments only.
pub const FILTER: &str = r#"function (doc) {
  return doc.type === 'raduno-held' && doc.finished === true;
}"#;

/// `_design/raduno` of the federation's database.
pub fn design() -> Value {
    json!({
        "_id": "_design/raduno",
        "language": "javascript",
        "validate_doc_update": VALIDATE,
        "filters": { "finished": FILTER },
    })
}

/// The document a finished tournament is published as (its final standings: a tournament without
/// them is never a [`Held`]).
pub fn document(held: &Held) -> Value {
    json!({
        "_id": format!("held/{}", held.name),
        "type": "raduno-held",
        "finished": true,
        "year": year_of(held),
        "held": held,
    })
}

/// The path of a tournament's document under the federation's database (`held%2FOpen%20di%20Roma`).
pub fn doc_path(id: &str) -> String {
    encode(id)
}

/// The id a document built by [`document`] has in the federation's database (`held/<tournament>`).
pub fn document_id(doc: &Value) -> &str {
    doc["_id"].as_str().unwrap_or_default()
}

/// What to send, given what the server holds under the document's id (its text; `None`: nothing).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// Write this body (with the current `_rev` when one is there).
    Put { body: String, update: bool },
    /// The server holds the same document already, at this revision.
    Unchanged { rev: String },
}

/// The write that publishes `doc` over what the server holds (`current`): none when the server holds
/// the same tournament already, else the document over the server's revision.
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

/// What the server answered to a publication, with the document's revision now.
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

/// Publishes `doc` from the browser (the device's server, its credentials): what is there is read,
/// then written over when it differs ([`step`]).
#[cfg(target_arch = "wasm32")]
pub async fn publish(client: &super::fetch::Client, doc: &Value) -> Result<Published, Problem> {
    let path = doc_path(document_id(doc));
    let now = current(client.ok("GET", &path, None).await)?;
    match step(doc, now.as_deref()) {
        Step::Unchanged { rev } => Ok(Published::Unchanged { rev }),
        Step::Put { body, update } => written(&client.ok("PUT", &path, Some(&body)).await?, update),
    }
}

/// Publishes `doc` from the command line, in the same steps as [`publish`].
#[cfg(not(target_arch = "wasm32"))]
pub fn publish_blocking(client: &super::http::Client, doc: &Value) -> Result<Published, Problem> {
    let path = doc_path(document_id(doc));
    let now = current(client.ok("GET", &path, None))?;
    match step(doc, now.as_deref()) {
        Step::Unchanged { rev } => Ok(Published::Unchanged { rev }),
        Step::Put { body, update } => written(&client.ok("PUT", &path, Some(&body))?, update),
    }
}

/// Why a document of the federation's database is set apart when a year is read: never counted, never
/// in the way of the others.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Apart {
    /// Not a finished tournament's final standings (another `type`, or `finished` not `true`).
    NotFinishedTournament,
    /// Its final standings do not read (the reader's words).
    Unreadable(String),
    /// The document says one year, its first round's date another.
    YearDiffers { document: u32, dates: Option<u32> },
    /// Another of the circuit's tournaments has its name (set apart by the circuit that reads it, not
    /// counted twice).
    NameTaken,
}

/// A year read from the federation's database: its tournaments, the documents set apart (the `_id`
/// or the row's place, and why) and how many finished tournaments are of other years.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct YearRead {
    pub held: Vec<Held>,
    pub apart: Vec<(String, Apart)>,
    pub other_years: usize,
}

/// The tournaments of `year` among the documents of the federation's database (`(_id, JSON text)`,
/// as [`super::couch::parse_feed`] gives them; `unreadable` its rows that did not read). Design
/// documents are skipped; anything else that is not a finished tournament of that year's final
/// standings is set apart with why.
pub fn read_year(
    docs: &[(String, String)],
    unreadable: &[(String, String)],
    year: u32,
) -> YearRead {
    #[derive(Deserialize)]
    struct Doc<'a> {
        #[serde(default, rename = "type")]
        kind: String,
        #[serde(default)]
        finished: bool,
        #[serde(default)]
        year: Option<u32>,
        #[serde(borrow)]
        held: Option<&'a RawValue>,
    }
    let mut out = YearRead::default();
    for (id, why) in unreadable {
        out.apart.push((id.clone(), Apart::Unreadable(why.clone())));
    }
    for (id, text) in docs {
        if id.starts_with("_design/") {
            continue;
        }
        let doc = match serde_json::from_str::<Doc>(text) {
            Ok(d) => d,
            Err(e) => {
                out.apart
                    .push((id.clone(), Apart::Unreadable(e.to_string())));
                continue;
            }
        };
        let (true, Some(held)) = (doc.kind == "raduno-held" && doc.finished, doc.held) else {
            out.apart.push((id.clone(), Apart::NotFinishedTournament));
            continue;
        };
        if doc.year.is_some_and(|y| y != year) {
            out.other_years += 1;
            continue;
        }
        let held = match serde_json::from_str::<Held>(held.get()) {
            Ok(h) if h.rows.is_empty() => {
                out.apart.push((id.clone(), Apart::NotFinishedTournament));
                continue;
            }
            Ok(h) => h,
            Err(e) => {
                out.apart
                    .push((id.clone(), Apart::Unreadable(e.to_string())));
                continue;
            }
        };
        let dates = year_of(&held);
        match doc.year {
            Some(document) if dates == Some(document) => out.held.push(held),
            Some(document) => out
                .apart
                .push((id.clone(), Apart::YearDiffers { document, dates })),
            // No year said: the dates say it.
            None if dates == Some(year) => out.held.push(held),
            None => out.other_years += 1,
        }
    }
    out
}

/// The tournaments of `year` among the documents of an `_all_docs?include_docs=true` answer; what is
/// not a finished tournament's final standings is left out ([`read_year`] says why).
pub fn held_of_year(all_docs: &Value, year: u32) -> Vec<Held> {
    let docs: Vec<(String, String)> = all_docs["rows"]
        .as_array()
        .map(|rows| {
            rows.iter()
                .filter(|r| r["doc"].is_object())
                .map(|r| {
                    let id = r["doc"]["_id"].as_str().unwrap_or_default().to_string();
                    (id, r["doc"].to_string())
                })
                .collect()
        })
        .unwrap_or_default();
    read_year(&docs, &[], year).held
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::circuit::HeldRow;
    use raduno_engine::format::Points;
    use raduno_engine::i18n::{Lang, Localized};

    /// A finished tournament's final standings: one player, the first round's `date`.
    pub(crate) fn held(name: &str, date: &str) -> Held {
        let mut row = HeldRow::new("Anna", "Rossi", "ROMA", 1, Points::from_int(100));
        row.national_id = "101".into();
        let mut h = Held::new(name, vec![row]);
        h.first_round_date = date.into();
        h.tables = 6;
        h
    }

    #[test]
    fn a_document_reads_back_for_its_year_only() {
        let mut h = Held::new(
            "Open di Roma",
            vec![HeldRow::new("Anna", "Rossi", "ROMA", 1, Points::ZERO)],
        );
        h.first_round_date = "2024-05-04".into();
        let doc = document(&h);
        assert_eq!(doc["_id"], "held/Open di Roma");
        assert_eq!(doc["year"], 2024);
        let all = json!({ "rows": [
            { "doc": doc },
            { "doc": { "type": "raduno-held", "finished": false, "year": 2024, "held": doc["held"].clone() } },
            { "doc": { "_id": "_design/raduno" } },
        ]});
        assert_eq!(held_of_year(&all, 2024), vec![h]);
        assert!(held_of_year(&all, 2023).is_empty());
    }

    #[test]
    fn a_publication_updates_with_the_revision_and_leaves_the_same_document_alone() {
        let doc = document(&held("Open", "2024-05-04"));
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
        let good = document(&held("Open A", "2024-03-02"));
        let other = document(&held("Open 2023", "2023-11-04"));
        let mut lying = document(&held("Open B", "2023-06-01"));
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
        let unreadable = vec![("#9".into(), "recursion limit exceeded".into())];
        let read = read_year(&docs, &unreadable, 2024);
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
        assert_eq!(held_of_year(&all, 2024).len(), 1);
    }
}
