//! The federation's database: a club publishes each finished tournament's final
//! standings to `NAME_federation` on its server, and the federation pulls from every club's with a
//! filtered replication of finished tournaments only; the national ranking reads a year from it.
//!
//! Transport only: a document is a tournament's final standings as a circuit keeps them
//! ([`crate::circuit::Held`]: category, tables, rounds, first round's date, each player's place and
//! national ID), `{"_id": "held/<tournament>", "type": "raduno-held", "finished": true, "year",
//! "held"}`. The database's `_design/raduno` ([`design`]) accepts only such documents (an admin alone
//! changes the design or deletes) and has the filter `raduno/finished` the federation replicates with.

use super::couch::{encode, PAGE};
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

/// One page of the whole database's documents after the document `after` (empty: from the start).
/// The ids are `held/<tournament>`, so a year has no range of its own: the year is read from each
/// document ([`read_year`]). A year of 300 tournaments is one page's worth of bytes per 500.
pub fn all_request(after: &str) -> String {
    if after.is_empty() {
        return format!("_all_docs?include_docs=true&limit={PAGE}");
    }
    format!(
        "_all_docs?include_docs=true&limit={PAGE}&skip=1&startkey={}",
        encode(&Value::String(after.to_string()).to_string())
    )
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
mod tests {
    use super::*;
    use crate::circuit::HeldRow;
    use crate::format::Points;

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
}
