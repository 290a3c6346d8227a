//! Sync with a server: one round trip of a tournament with the club's server — the entries it lacks
//! sent, what the other devices sent fetched — and where the next one starts; the tournaments a server
//! holds; one taken whole. The journey of an entry that comes back: the replica reads each document as
//! an entry ([`crate::replica::doc`]), the merge checks it ([`super::receive::merge`], the journal's
//! trust), the page shows what it added. The page runs a round trip every few seconds and says what
//! happened; the requests are [`crate::replica`]'s (the browser's `fetch`), the rest here is plain and
//! tested natively.

use crate::journal::sync::{holds, origin_key};
use crate::journal::{Changes, Journal};
use crate::replica::doc::{self, EntryDoc};
#[cfg(target_arch = "wasm32")]
use crate::replica::{Client, Listed, Problem};
use std::collections::{BTreeMap, HashSet};

/// Each device's latest entry, by device.
pub type Holds = BTreeMap<String, u64>;

/// What a round trip offers the server: the tournament's key, the documents of the entries not yet
/// known to be there, the ids of every entry held (not fetched again) and what this copy holds.
#[derive(Clone, Debug, PartialEq)]
pub struct Offer {
    pub key: String,
    pub docs: Vec<EntryDoc>,
    pub held_ids: HashSet<String>,
    pub holds: Holds,
}

/// The offer of `j` to a server that has at least `sent` (each device's latest entry sent or read
/// there); `None` for a journal without its creation.
pub fn offer(j: &Journal, sent: &Holds) -> Option<Offer> {
    let key = origin_key(j.origin()?);
    let held_ids = j.entries().iter().map(|e| doc::doc_id(&key, e)).collect();
    let docs = j
        .changes(Some(sent))
        .entries
        .iter()
        .map(|e| EntryDoc::of(&key, e, &j.device_name(&e.id.device)))
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

/// The documents' texts read as entries (the unreadable ones listed).
pub fn changes_of(key: &str, docs: &[(String, String)]) -> Changes {
    let texts: Vec<&str> = docs.iter().map(|(_, text)| text.as_str()).collect();
    doc::changes(key, &texts)
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
    let seq = client.seq().await?;
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
        true => Some(client.open_seq().await?),
        false => None,
    };
    let pushed = client.push(&offer.docs).await?;
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

/// The tournaments the server holds (their creation entries only), the newest first.
#[cfg(target_arch = "wasm32")]
pub async fn tournaments(client: &Client) -> Result<Vec<Listed>, Problem> {
    let page = client.creations().await?;
    let mut all: Vec<Listed> = page
        .docs
        .iter()
        .filter_map(|(_, d)| doc::listed(d))
        .collect();
    crate::order::sort_by_key(&mut all, |l| std::cmp::Reverse(l.created_ms));
    Ok(all)
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
            .map(|d| (d.id().to_string(), serde_json::to_string(d).expect("json")))
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
