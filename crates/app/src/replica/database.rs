//! The requests a round trip with a club's server makes, as a trait: the browser's client makes them
//! with `fetch` ([`super::fetch::Client`]), the tests with a database in memory ([`Memory`]), so the
//! round trip itself ([`crate::use_cases::server_sync`]) runs and is tested natively.

use super::couch::{FeedPage, Problem};
use super::doc::EntryDoc;

/// A club's database, as a round trip asks it. One thread (the browser's page, or a test), so the
/// futures need not be `Send`.
#[allow(async_fn_in_trait)]
pub trait Database {
    /// The database's URL, without credentials: where the progress of a round trip is kept.
    fn url(&self) -> &str;
    /// The database's sequence now.
    async fn seq(&self) -> Result<String, Problem>;
    /// The database's sequence now; the database is created when missing (and this user may).
    async fn open_seq(&self) -> Result<String, Problem>;
    /// Sends the documents the server lacks; how many were sent.
    async fn push(&self, docs: &[EntryDoc]) -> Result<usize, Problem>;
    /// The ids changed since `since` (every tournament's, without their documents) and where the feed
    /// ends now.
    async fn changed(&self, since: &str) -> Result<FeedPage, Problem>;
    /// The documents of `ids`.
    async fn docs(&self, ids: &[String]) -> Result<FeedPage, Problem>;
    /// Every document of the tournament `key`.
    async fn tournament(&self, key: &str) -> Result<FeedPage, Problem>;
    /// The creation entries of the server's tournaments.
    async fn creations(&self) -> Result<FeedPage, Problem>;
}

/// A database in memory, as CouchDB answers a round trip: documents by id, each with the sequence it
/// was written at; a document sent again with its id is not written again (entries never change).
#[cfg(test)]
#[derive(Debug, Default)]
pub struct Memory {
    pub url: String,
    docs: std::cell::RefCell<std::collections::BTreeMap<String, (u64, String)>>,
    /// A request that fails with this problem (a server out of reach), when set.
    pub fails: std::cell::RefCell<Option<Problem>>,
}

#[cfg(test)]
impl Memory {
    pub fn new(url: &str) -> Memory {
        Memory {
            url: url.to_string(),
            ..Memory::default()
        }
    }

    fn now(&self) -> u64 {
        self.docs
            .borrow()
            .values()
            .map(|(s, _)| *s)
            .max()
            .unwrap_or(0)
    }

    fn check(&self) -> Result<(), Problem> {
        self.fails.borrow().clone().map_or(Ok(()), Err)
    }

    /// Writes a document as another device would (its JSON text).
    pub fn write(&self, id: &str, text: String) {
        let seq = self.now() + 1;
        self.docs.borrow_mut().insert(id.to_string(), (seq, text));
    }

    /// How many documents it holds.
    pub fn documents(&self) -> usize {
        self.docs.borrow().len()
    }

    fn page(&self, keep: impl Fn(&str, u64) -> bool) -> FeedPage {
        let docs: Vec<(String, String)> = self
            .docs
            .borrow()
            .iter()
            .filter(|(id, (seq, _))| keep(id, *seq))
            .map(|(id, (_, text))| (id.clone(), text.clone()))
            .collect();
        FeedPage {
            rows: docs.len(),
            last_seq: self.now().to_string(),
            docs,
            ..FeedPage::default()
        }
    }
}

#[cfg(test)]
impl Database for Memory {
    fn url(&self) -> &str {
        &self.url
    }

    async fn seq(&self) -> Result<String, Problem> {
        self.check()?;
        Ok(self.now().to_string())
    }

    async fn open_seq(&self) -> Result<String, Problem> {
        self.seq().await
    }

    async fn push(&self, docs: &[EntryDoc]) -> Result<usize, Problem> {
        self.check()?;
        let missing: Vec<&EntryDoc> = docs
            .iter()
            .filter(|d| !self.docs.borrow().contains_key(&d._id))
            .collect();
        for d in &missing {
            self.write(&d._id, serde_json::to_string(d).expect("a document"));
        }
        Ok(missing.len())
    }

    async fn changed(&self, since: &str) -> Result<FeedPage, Problem> {
        self.check()?;
        let since: u64 = since.parse().unwrap_or(0);
        let mut page = self.page(|_, seq| seq > since);
        page.ids = page.docs.drain(..).map(|(id, _)| id).collect();
        Ok(page)
    }

    async fn docs(&self, ids: &[String]) -> Result<FeedPage, Problem> {
        self.check()?;
        Ok(self.page(|id, _| ids.iter().any(|i| i == id)))
    }

    async fn tournament(&self, key: &str) -> Result<FeedPage, Problem> {
        self.check()?;
        let prefix = format!("{key}/");
        Ok(self.page(|id, _| id.starts_with(&prefix)))
    }

    async fn creations(&self) -> Result<FeedPage, Problem> {
        self.check()?;
        Ok(self.page(|id, _| super::couch::creation_id(id).as_deref() == Some(id)))
    }
}

/// Runs a future whose every step is ready at once (the database in memory answers without waiting).
#[cfg(test)]
pub fn ready<T>(f: impl std::future::Future<Output = T>) -> T {
    let mut f = std::pin::pin!(f);
    let mut cx = std::task::Context::from_waker(std::task::Waker::noop());
    match f.as_mut().poll(&mut cx) {
        std::task::Poll::Ready(v) => v,
        std::task::Poll::Pending => panic!("the database in memory never waits"),
    }
}
