//! Sync with a server: one round trip of a tournament with the club's server — the entries it lacks
//! sent, what the other devices sent fetched and merged — and where the next one starts
//! ([`Progress`]); the tournaments a server holds; one taken whole. The journey of an entry that comes
//! back: the replica reads each document as an entry ([`crate::replica::doc`]), the merge checks it
//! ([`super::receive::merge`], the journal's trust), the page saves what [`sync`] gives and says what
//! it added. The page runs a round trip every few seconds, one call; the requests are a
//! [`Database`]'s (the browser's `fetch`), so everything here runs and is tested natively.

use super::receive::{self, Merged};
use crate::replica::database::Database;
use crate::replica::doc::{self, EntryDoc};
use crate::replica::{Listed, Problem};
use raduno_engine::journal::sync::{holds, origin_key};
use raduno_engine::journal::{Changes, Journal, MergeError, Source};
use std::collections::{BTreeMap, HashSet};

/// Each device's latest entry, by device.
pub type Holds = BTreeMap<String, u64>;

/// How far a tournament has gone with a server: the server it was with (`url`: another server starts
/// again from the beginning), how far its changes feed has been read (`since`, empty the first time),
/// and what the server holds of this tournament's entries (`sent`: each device's latest sent or read),
/// so only the rest is sent and the page says how many changes wait. The page stores it per
/// tournament as this JSON.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Progress {
    pub url: String,
    #[serde(default)]
    pub since: String,
    #[serde(default)]
    pub sent: Holds,
}

impl Progress {
    /// Nothing yet with the server `url`.
    pub fn new(url: &str) -> Progress {
        Progress {
            url: url.to_string(),
            ..Progress::default()
        }
    }

    /// How many entries of `j` the server does not have yet.
    pub fn pending(&self, j: &Journal) -> usize {
        j.changes(Some(&self.sent)).entries.len()
    }

    /// After a round trip whose changes were received: the feed read up to where the server said, and
    /// the server holding what it held, what was offered (every entry this copy held then) and what
    /// came from it.
    fn after(&self, offered: &Holds, trip: &Trip) -> Progress {
        let mut sent = self.sent.clone();
        for (device, n) in offered.iter().chain(&holds(&trip.changes.entries)) {
            let m = sent.entry(device.clone()).or_insert(0);
            *m = (*m).max(*n);
        }
        Progress {
            url: self.url.clone(),
            since: trip.since.clone(),
            sent,
        }
    }
}

/// The tournament a round trip is for, as the page holds it. Read twice: when the round trip starts
/// (what to offer) and when the server has answered (what the changes merge into: it may have changed
/// meanwhile, or no longer be open).
pub trait Held {
    /// `f` of the journal held now; `None` when the tournament is no longer held.
    fn read<R>(&self, f: impl FnOnce(&Journal) -> R) -> Option<R>;
}

impl Held for Journal {
    fn read<R>(&self, f: impl FnOnce(&Journal) -> R) -> Option<R> {
        Some(f(self))
    }
}

/// What a round trip did: the journal with what came back merged (what to save, when it changed),
/// where the next round trip starts (to store once the journal is saved), how many documents were sent
/// and how many of the server's rows did not read.
#[derive(Clone, Debug)]
pub struct Synced {
    pub merged: Merged,
    pub progress: Progress,
    pub sent: usize,
    pub unreadable: usize,
}

/// Why a round trip or a tournament taken from the server did not happen.
#[derive(Clone, Debug, PartialEq)]
pub enum SyncError {
    /// The server did not answer as it should (each problem with what to do).
    Server(Problem),
    /// What came back does not merge (another tournament, a damaged copy here).
    Refused(MergeError),
}

/// One round trip of the tournament `held` with `db`, from `progress`: the entries the server lacks
/// sent, the others' fetched and merged into the tournament as it is when the server has answered
/// (at the device's clock `now_ms`). `None`: nothing to do (a journal without its creation, or the
/// tournament no longer held).
pub async fn sync(
    db: &impl Database,
    held: &impl Held,
    progress: &Progress,
    now_ms: impl FnOnce() -> i64,
) -> Result<Option<Synced>, SyncError> {
    let Some(offer) = held.read(|j| offer(j, &progress.sent)).flatten() else {
        return Ok(None);
    };
    let trip = round_trip(db, &offer, &progress.since)
        .await
        .map_err(SyncError::Server)?;
    let source = Source::Server(db.url().to_string());
    let Some(merged) = held.read(|j| receive::merge(j, &trip.changes, &source, now_ms())) else {
        return Ok(None);
    };
    Ok(Some(Synced {
        merged: merged.map_err(SyncError::Refused)?,
        progress: progress.after(&offer.holds, &trip),
        sent: trip.pushed,
        unreadable: trip.unreadable,
    }))
}

/// A tournament taken whole from the server, as a new copy here, and its progress with that server
/// (to store under the id it is saved with).
#[derive(Clone, Debug)]
pub struct Taken {
    pub journal: Journal,
    pub progress: Progress,
}

/// Takes the server's tournament `key` (its every document, checked as any entry from elsewhere; what
/// fails is quarantined) at the device's clock `now_ms`; the next round trip starts where the
/// database's feed stood before the documents were read, so it misses nothing written meanwhile.
pub async fn take(db: &impl Database, key: &str, now_ms: i64) -> Result<Taken, SyncError> {
    let seq = db.seq().await.map_err(SyncError::Server)?;
    let trip = whole_from(db, key, seq, 0)
        .await
        .map_err(SyncError::Server)?;
    let source = Source::Server(db.url().to_string());
    let journal = receive::take(&trip.changes, &source, now_ms).map_err(SyncError::Refused)?;
    Ok(Taken {
        progress: Progress {
            url: db.url().to_string(),
            since: trip.since,
            sent: holds(journal.entries()),
        },
        journal,
    })
}

/// What a round trip offers the server: the tournament's key, the documents of the entries not yet
/// known to be there, the ids of every entry held (not fetched again) and what this copy holds.
#[derive(Clone, Debug, PartialEq)]
struct Offer {
    key: String,
    docs: Vec<EntryDoc>,
    held_ids: HashSet<String>,
    holds: Holds,
}

/// The offer of `j` to a server that has at least `sent` (each device's latest entry sent or read
/// there); `None` for a journal without its creation.
fn offer(j: &Journal, sent: &Holds) -> Option<Offer> {
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
struct Trip {
    changes: Changes,
    pushed: usize,
    unreadable: usize,
    since: String,
}

/// The documents' texts read as entries (the unreadable ones listed).
fn changes_of(key: &str, docs: &[(String, String)]) -> Changes {
    let texts: Vec<&str> = docs.iter().map(|(_, text)| text.as_str()).collect();
    doc::changes(key, &texts)
}

async fn whole_from(
    db: &impl Database,
    key: &str,
    since: String,
    pushed: usize,
) -> Result<Trip, Problem> {
    let page = db.tournament(key).await?;
    Ok(Trip {
        changes: changes_of(key, &page.docs),
        pushed,
        unreadable: page.unreadable.len(),
        since,
    })
}

/// The round trip's requests from `since` (empty the first time): the offered documents the server
/// lacks, then what the others sent — the first time the tournament's range of documents (the
/// database created when missing and this user may), then the ids changed since, of which only this
/// tournament's that this copy does not hold are fetched.
async fn round_trip(db: &impl Database, offer: &Offer, since: &str) -> Result<Trip, Problem> {
    let first_seq = match since.is_empty() {
        true => Some(db.open_seq().await?),
        false => None,
    };
    let pushed = db.push(&offer.docs).await?;
    if let Some(seq) = first_seq {
        return whole_from(db, &offer.key, seq, pushed).await;
    }
    let changed = db.changed(since).await?;
    let prefix = format!("{}/", offer.key);
    let wanted: Vec<String> = changed
        .ids
        .iter()
        .filter(|id| id.starts_with(&prefix) && !offer.held_ids.contains(*id))
        .cloned()
        .collect();
    let page = db.docs(&wanted).await?;
    Ok(Trip {
        changes: changes_of(&offer.key, &page.docs),
        pushed,
        unreadable: page.unreadable.len() + changed.unreadable.len(),
        since: changed.last_seq,
    })
}

/// The tournaments the server holds (their creation entries only), the newest first.
pub async fn tournaments(db: &impl Database) -> Result<Vec<Listed>, Problem> {
    let page = db.creations().await?;
    let mut all: Vec<Listed> = page
        .docs
        .iter()
        .filter_map(|(_, d)| doc::listed(d))
        .collect();
    raduno_engine::order::sort_by_key(&mut all, |l| std::cmp::Reverse(l.created_ms));
    Ok(all)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::replica::database::{ready, Memory};
    use crate::use_cases::receive::tests::laptop_and_phone;
    use raduno_engine::journal::Event;
    use raduno_engine::model::Player;

    const URL: &str = "http://club:5984/raduno";

    fn add(j: &mut Journal, id: u32, name: &str) {
        j.execute(
            Event::PlayerAdded {
                player: Player::new(id, name, "Bianchi"),
            },
            10 + id as i64,
        )
        .expect("a player");
    }

    /// One round trip of `j` with `db` from `progress`; the journal saved and the progress kept, as the
    /// page does.
    fn trip(db: &Memory, j: &mut Journal, progress: &mut Progress) -> Synced {
        let synced = ready(sync(db, &*j, progress, || 50))
            .expect("a round trip")
            .expect("a creation");
        *j = synced.merged.journal.clone();
        *progress = synced.progress.clone();
        synced
    }

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
        let merged = receive::merge(&lap, &trip.changes, &source, 3).expect("merges");
        assert_eq!(merged.report.added.len(), 1);
        assert_eq!(merged.journal.state().players.len(), 1);
        let mine = offer(&lap, &Holds::new()).expect("a creation").holds;
        let after = Progress::new("http://club/raduno").after(&mine, &trip);
        assert_eq!(after.sent, holds(phone.entries()));
        assert_eq!(after.since, "9");
    }

    #[test]
    fn two_devices_meet_through_the_server_each_round_trip_one_call() {
        let (mut lap, mut phone) = laptop_and_phone();
        let db = Memory::new(URL);
        let (mut at_lap, mut at_phone) = (Progress::new(URL), Progress::new(URL));
        assert_eq!(
            at_phone.pending(&phone),
            2,
            "the creation and the player wait"
        );
        // The phone's first round trip sends both; nothing comes back.
        let first = trip(&db, &mut phone, &mut at_phone);
        assert_eq!((first.sent, first.merged.report.added.len()), (2, 0));
        assert!(!first.merged.changed);
        assert_eq!(at_phone.pending(&phone), 0);
        assert_eq!(db.documents(), 2);
        // The laptop's first: its creation is there already; the phone's player comes.
        let got = trip(&db, &mut lap, &mut at_lap);
        assert_eq!((got.sent, got.merged.report.added.len()), (0, 1));
        assert!(got.merged.changed);
        assert_eq!(lap.state().players.len(), 1);
        assert_eq!(at_lap.pending(&lap), 0);
        assert_eq!(at_lap.since, "2");
        // A player registered on the laptop waits, is sent, and reaches the phone from the feed.
        add(&mut lap, 2, "Bruno");
        assert_eq!(at_lap.pending(&lap), 1);
        let sent = trip(&db, &mut lap, &mut at_lap);
        assert_eq!((sent.sent, sent.merged.report.added.len()), (1, 0));
        let back = trip(&db, &mut phone, &mut at_phone);
        assert_eq!((back.sent, back.merged.report.added.len()), (0, 1));
        let names: Vec<&str> = phone
            .state()
            .players
            .iter()
            .map(|p| p.first_name.as_str())
            .collect();
        assert_eq!(names, ["Ada", "Bruno"]);
        // Nothing new on either side: nothing sent, nothing to save.
        let still = trip(&db, &mut phone, &mut at_phone);
        assert_eq!((still.sent, still.merged.report.added.len()), (0, 0));
        assert!(!still.merged.changed);
        assert_eq!(at_phone.since, db.documents().to_string());
    }

    /// The tournament as the page holds it: a change saved while the server answered.
    struct SavedMeanwhile {
        before: Journal,
        after: Journal,
        reads: std::cell::Cell<usize>,
    }

    impl Held for SavedMeanwhile {
        fn read<R>(&self, f: impl FnOnce(&Journal) -> R) -> Option<R> {
            let n = self.reads.replace(self.reads.get() + 1);
            Some(f(if n == 0 { &self.before } else { &self.after }))
        }
    }

    #[test]
    fn what_comes_back_merges_into_the_tournament_as_it_is_when_the_server_answers() {
        let (lap, mut phone) = laptop_and_phone();
        let db = Memory::new(URL);
        trip(&db, &mut phone, &mut Progress::new(URL));
        let mut after = lap.clone();
        add(&mut after, 2, "Bruno");
        let held = SavedMeanwhile {
            before: lap,
            after,
            reads: std::cell::Cell::new(0),
        };
        let synced = ready(sync(&db, &held, &Progress::new(URL), || 50))
            .expect("a round trip")
            .expect("a creation");
        assert_eq!(held.reads.get(), 2);
        let names: Vec<&str> = synced
            .merged
            .journal
            .state()
            .players
            .iter()
            .map(|p| p.first_name.as_str())
            .collect();
        assert_eq!(
            names,
            ["Ada", "Bruno"],
            "the change saved meanwhile is kept"
        );
        // What the server holds: what was offered (not the change saved meanwhile) and what came.
        assert_eq!(synced.progress.pending(&synced.merged.journal), 1);
    }

    #[test]
    fn a_server_out_of_reach_or_a_tournament_no_longer_open_changes_nothing() {
        let (mut lap, _) = laptop_and_phone();
        let db = Memory::new(URL);
        *db.fails.borrow_mut() = Some(Problem::Timeout(20));
        let failed = ready(sync(&db, &lap, &Progress::new(URL), || 50));
        assert_eq!(failed.err(), Some(SyncError::Server(Problem::Timeout(20))));
        *db.fails.borrow_mut() = None;
        struct Closed;
        impl Held for Closed {
            fn read<R>(&self, _: impl FnOnce(&Journal) -> R) -> Option<R> {
                None
            }
        }
        assert!(ready(sync(&db, &Closed, &Progress::new(URL), || 50))
            .expect("no request")
            .is_none());
        assert_eq!(db.documents(), 0);
        // The progress kept after a failure is the one before it: the next round trip sends again.
        let mut progress = Progress::new(URL);
        assert_eq!(trip(&db, &mut lap, &mut progress).sent, 1);
    }

    #[test]
    fn a_tournament_taken_from_the_server_is_listed_then_held_with_its_progress() {
        let (_, mut phone) = laptop_and_phone();
        let db = Memory::new(URL);
        trip(&db, &mut phone, &mut Progress::new(URL));
        let listed = ready(tournaments(&db)).expect("the list");
        assert_eq!(listed.len(), 1);
        assert_eq!(listed[0].name, "Prova");
        let taken = ready(take(&db, &listed[0].key, 60)).expect("taken");
        assert_eq!(taken.journal.state().players.len(), 1);
        assert_eq!(taken.progress.url, URL);
        assert_eq!(taken.progress.since, "2");
        assert_eq!(taken.progress.pending(&taken.journal), 0);
        // Its next round trip has nothing to send and nothing to fetch.
        let (mut j, mut progress) = (taken.journal, taken.progress);
        let next = trip(&db, &mut j, &mut progress);
        assert_eq!((next.sent, next.merged.report.added.len()), (0, 0));
    }

    #[test]
    fn progress_is_stored_as_the_page_always_stored_it() {
        let stored = r#"{"url":"http://club:5984/raduno","since":"7","sent":{"a":3}}"#;
        let p: Progress = serde_json::from_str(stored).expect("reads");
        assert_eq!(p.sent.get("a"), Some(&3));
        assert_eq!(serde_json::to_string(&p).expect("writes"), stored);
        let old: Progress = serde_json::from_str(r#"{"url":"x"}"#).expect("reads an older one");
        assert_eq!(old, Progress::new("x"));
    }
}
