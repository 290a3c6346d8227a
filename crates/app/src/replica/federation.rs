//! The federation's database: a club publishes each finished tournament's final
//! standings to `NAME_federation` on its server, and the federation pulls from every club's with a
//! filtered replication of finished tournaments only; the national ranking reads a year from it.
//!
//! Transport only: a document is a tournament's final standings as a circuit keeps them
//! ([`crate::circuit::Held`]: category, tables, rounds, first round's date, each player's place and
//! national ID), `{"_id": "held/<tournament>", "type": "raduno-held", "finished": true, "year",
//! "held"}`. The database's `_design/raduno` ([`design`]) accepts only such documents (an admin alone
//! changes the design or deletes) and has the filter `raduno/finished` the federation replicates with.

use crate::circuit::ranking::year_of;
use crate::circuit::Held;
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

/// The tournaments of `year` among the documents of an `_all_docs?include_docs=true` answer; what is
/// not a finished tournament's final standings is left out.
pub fn held_of_year(all_docs: &Value, year: u32) -> Vec<Held> {
    all_docs["rows"]
        .as_array()
        .map(|rows| {
            rows.iter()
                .filter(|r| r["doc"]["type"] == "raduno-held" && r["doc"]["finished"] == true)
                .filter(|r| r["doc"]["year"].as_u64() == Some(u64::from(year)))
                .filter_map(|r| serde_json::from_value::<Held>(r["doc"]["held"].clone()).ok())
                .collect()
        })
        .unwrap_or_default()
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
