//! Sync with a server: one round trip of a tournament with the club's CouchDB server — the entries it
//! lacks sent, what the other devices sent fetched — and where the next one starts. What comes back is
//! received as any changes are ([`super::receive::merge`]). The page runs a round trip every few seconds
//! and says what happened; the requests are [`crate::replica`]'s (the browser's `fetch`), the rest here
//! is plain and tested natively.

use crate::journal::sync::{from_couch, holds, origin_key, CouchDoc};
use crate::journal::{Changes, Journal};
#[cfg(target_arch = "wasm32")]
use crate::replica::{
    couch::{self, Problem},
    fetch::Client,
};
use std::collections::{BTreeMap, HashSet};

/// Each device's latest entry, by device.
pub type Holds = BTreeMap<String, u64>;

/// What a round trip offers the server: the tournament's key, the documents of the entries not yet
/// known to be there, the ids of every entry held (not fetched again) and what this copy holds.
#[derive(Clone, Debug, PartialEq)]
pub struct Offer {
    pub key: String,
    pub docs: Vec<CouchDoc>,
    pub held_ids: HashSet<String>,
    pub holds: Holds,
}

/// The offer of `j` to a server that has at least `sent` (each device's latest entry sent or read
/// there); `None` for a journal without its creation.
pub fn offer(j: &Journal, sent: &Holds) -> Option<Offer> {
    let key = origin_key(j.origin()?);
    let held_ids = j
        .entries()
        .iter()
        .map(|e| format!("{key}/{}", e.id))
        .collect();
    let docs = j
        .changes(Some(sent))
        .entries
        .iter()
        .map(|e| CouchDoc::of(&key, e, &j.device_name(&e.id.device)))
        .collect();
    Some(Offer {
        key,
        docs,
        held_ids,
        holds: holds(j.entries()),
    })
}

/// What came back: the changes to receive, how many documents were sent, how many of the server's rows
/// did not read, and where the server's changes feed stands now.
#[derive(Clone, Debug)]
pub struct Trip {
    pub changes: Changes,
    pub pushed: usize,
    pub unreadable: usize,
    pub since: String,
}

/// The documents' texts as the journal's reader takes them (it lists the unreadable ones).
pub fn changes_of(key: &str, docs: &[(String, String)]) -> Changes {
    let texts: Vec<&str> = docs.iter().map(|(_, text)| text.as_str()).collect();
    from_couch(key, &texts)
}

/// What the server holds after a round trip whose changes were received: what it held (`sent`), what
/// was offered (every entry this copy held then) and what came from it.
pub fn sent_after(sent: &Holds, offered: &Holds, trip: &Trip) -> Holds {
    let mut out = sent.clone();
    for (device, n) in offered.iter().chain(&holds(&trip.changes.entries)) {
        let m = out.entry(device.clone()).or_insert(0);
        *m = (*m).max(*n);
    }
    out
}

/// Every document of tournament `key`, and where the database's feed stood before they were read (so
/// the next round trip misses nothing written meanwhile): a tournament taken from the server.
#[cfg(target_arch = "wasm32")]
pub async fn whole(client: &Client, key: &str) -> Result<Trip, Problem> {
    let seq = couch::update_seq(&client.ok("GET", "", None).await?)?;
    whole_from(client, key, seq, 0).await
}

#[cfg(target_arch = "wasm32")]
async fn whole_from(
    client: &Client,
    key: &str,
    since: String,
    pushed: usize,
) -> Result<Trip, Problem> {
    let page = client.tournament(key).await?;
    Ok(Trip {
        changes: changes_of(key, &page.docs),
        pushed,
        unreadable: page.unreadable.len(),
        since,
    })
}

/// One round trip from `since` (empty the first time): the offered documents the server lacks, then
/// what the others sent — the first time the tournament's range of documents (the database created
/// when missing and this user may), then the ids changed since, of which only this tournament's that
/// this copy does not hold are fetched.
#[cfg(target_arch = "wasm32")]
pub async fn round_trip(client: &Client, offer: &Offer, since: &str) -> Result<Trip, Problem> {
    let first_seq = match since.is_empty() {
        true => Some(couch::update_seq(&database(client).await?)?),
        false => None,
    };
    let pushed = push(client, &offer.docs).await?;
    if let Some(seq) = first_seq {
        return whole_from(client, &offer.key, seq, pushed).await;
    }
    let changed = client.changed(since).await?;
    let prefix = format!("{}/", offer.key);
    let wanted: Vec<String> = changed
        .ids
        .iter()
        .filter(|id| id.starts_with(&prefix) && !offer.held_ids.contains(*id))
        .cloned()
        .collect();
    let page = client.docs(&wanted).await?;
    Ok(Trip {
        changes: changes_of(&offer.key, &page.docs),
        pushed,
        unreadable: page.unreadable.len() + changed.unreadable.len(),
        since: changed.last_seq,
    })
}

/// The database's own document; the database is created when missing (and this user may).
#[cfg(target_arch = "wasm32")]
async fn database(client: &Client) -> Result<String, Problem> {
    match client.ok("GET", "", None).await {
        Err(Problem::NoDatabase) => {
            client.ok("PUT", "", None).await.map_err(|p| match p {
                Problem::Unauthorised | Problem::Forbidden(_) => Problem::NoDatabase,
                p => p,
            })?;
            client.ok("GET", "", None).await
        }
        other => other,
    }
}

/// Sends the documents the server lacks (asked by their revisions); how many were sent.
#[cfg(target_arch = "wasm32")]
async fn push(client: &Client, docs: &[CouchDoc]) -> Result<usize, Problem> {
    if docs.is_empty() {
        return Ok(0);
    }
    let ask: serde_json::Map<String, serde_json::Value> = docs
        .iter()
        .map(|d| (d._id.clone(), serde_json::json!([d._rev])))
        .collect();
    let diff = client
        .ok(
            "POST",
            "_revs_diff",
            Some(&serde_json::Value::Object(ask).to_string()),
        )
        .await?;
    let missing = couch::missing_ids(&diff)?;
    let docs: Vec<&CouchDoc> = docs.iter().filter(|d| missing.contains(&d._id)).collect();
    if docs.is_empty() {
        return Ok(0);
    }
    let body = serde_json::json!({ "docs": docs, "new_edits": false }).to_string();
    client.ok("POST", "_bulk_docs", Some(&body)).await?;
    Ok(docs.len())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::receive::tests::laptop_and_phone;
    use crate::journal::Source;

    #[test]
    fn an_offer_holds_what_the_server_lacks_and_what_comes_back_is_received() {
        let (lap, phone) = laptop_and_phone();
        let all = offer(&phone, &Holds::new()).expect("a creation");
        assert_eq!(all.docs.len(), phone.entries().len());
        assert_eq!(all.held_ids.len(), phone.entries().len());
        let sent = holds(&phone.entries()[..1]);
        let rest = offer(&phone, &sent).expect("a creation");
        assert_eq!(rest.docs.len(), 1);
        // The server answers with the phone's documents: the laptop receives the player.
        let texts: Vec<(String, String)> = all
            .docs
            .iter()
            .map(|d| (d._id.clone(), serde_json::to_string(d).expect("json")))
            .collect();
        let trip = Trip {
            changes: changes_of(&all.key, &texts),
            pushed: 0,
            unreadable: 0,
            since: "9".into(),
        };
        let source = Source::Server("http://club/raduno".into());
        let merged = super::super::receive::merge(&lap, &trip.changes, &source, 3).expect("merges");
        assert_eq!(merged.report.added.len(), 1);
        assert_eq!(merged.journal.state().players.len(), 1);
        let mine = offer(&lap, &Holds::new()).expect("a creation").holds;
        assert_eq!(
            sent_after(&Holds::new(), &mine, &trip),
            holds(phone.entries())
        );
    }
}
