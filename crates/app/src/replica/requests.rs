//! The requests a round trip and the players' publication make, on top of the browser's client
//! ([`super::fetch::Client`]): the round trip's ([`Database`]: the database's sequence, created when
//! missing, the entries' documents the server lacks sent, the feed of changes, a tournament's
//! documents, the tournaments' creations), a range of documents read, one document read and written
//! over its revision. What the answers mean is [`super::couch`]'s, tested natively.

use super::couch::{self, FeedPage, Problem};
use super::database::Database;
use super::doc::EntryDoc;
use super::fetch::Client;

impl Database for Client {
    fn url(&self) -> &str {
        &self.db
    }

    /// The database's sequence now.
    async fn seq(&self) -> Result<String, Problem> {
        couch::update_seq(&self.ok("GET", "", None).await?)
    }

    /// The database's sequence now; the database is created when missing (and this user may).
    async fn open_seq(&self) -> Result<String, Problem> {
        let info = match self.ok("GET", "", None).await {
            Err(Problem::NoDatabase) => {
                self.ok("PUT", "", None).await.map_err(|p| match p {
                    Problem::Unauthorised | Problem::Forbidden(_) => Problem::NoDatabase,
                    p => p,
                })?;
                self.ok("GET", "", None).await
            }
            other => other,
        }?;
        couch::update_seq(&info)
    }

    /// Sends the documents the server lacks (asked by their revisions); how many were sent.
    async fn push(&self, docs: &[EntryDoc]) -> Result<usize, Problem> {
        if docs.is_empty() {
            return Ok(0);
        }
        let ask = couch::revs_diff_body(docs.iter().map(|d| (d._id.as_str(), d._rev.as_str())));
        let missing = couch::missing_ids(&self.ok("POST", "_revs_diff", Some(&ask)).await?)?;
        let docs: Vec<&EntryDoc> = docs.iter().filter(|d| missing.contains(&d._id)).collect();
        if docs.is_empty() {
            return Ok(0);
        }
        let body = serde_json::json!({ "docs": docs, "new_edits": false }).to_string();
        self.ok("POST", "_bulk_docs", Some(&body)).await?;
        Ok(docs.len())
    }

    /// Every document of the tournament `key` (its range of `_all_docs`, page after page).
    async fn tournament(&self, key: &str) -> Result<FeedPage, Problem> {
        let mut all = FeedPage::default();
        loop {
            let text = self
                .ok("GET", &couch::range_request(key, &all.last_id), None)
                .await?;
            if !all.absorb(couch::parse_feed(&text)?) {
                return Ok(all);
            }
        }
    }

    /// The ids changed since `since` (every tournament's, without their documents) and where the feed
    /// ends now.
    async fn changed(&self, since: &str) -> Result<FeedPage, Problem> {
        let mut all = FeedPage {
            last_seq: since.to_string(),
            ..Default::default()
        };
        loop {
            let text = self
                .ok("GET", &couch::changes_request(&all.last_seq), None)
                .await?;
            let page = couch::parse_feed(&text)?;
            let more = page.is_full() && page.last_seq != all.last_seq;
            all.rows += page.rows;
            all.ids.extend(page.ids);
            all.ids.extend(page.docs.into_iter().map(|(id, _)| id));
            all.unreadable.extend(page.unreadable);
            all.last_seq = page.last_seq;
            if !more {
                return Ok(all);
            }
        }
    }

    /// The documents of `ids`, a page of ids at a time.
    async fn docs(&self, ids: &[String]) -> Result<FeedPage, Problem> {
        let mut all = FeedPage::default();
        for chunk in ids.chunks(couch::PAGE) {
            let (path, body) = couch::docs_request(chunk);
            let page = couch::parse_feed(&self.ok("POST", &path, Some(&body)).await?)?;
            all.rows += page.rows;
            all.docs.extend(page.docs);
            all.unreadable.extend(page.unreadable);
        }
        Ok(all)
    }

    /// The creation entries of the server's tournaments: one key's range after the other (the first id
    /// past the last range), each creation read by its id.
    async fn creations(&self) -> Result<FeedPage, Problem> {
        let mut ids = Vec::new();
        let mut start = String::new();
        loop {
            let text = self
                .ok("GET", &couch::first_after_request(&start), None)
                .await?;
            let page = couch::parse_feed(&text)?;
            let Some(id) = page.ids.first().or(page.docs.first().map(|(id, _)| id)) else {
                break;
            };
            match (couch::creation_id(id), couch::past_range(id)) {
                (Some(creation), Some(next)) => {
                    ids.push(creation);
                    start = next;
                }
                // Not a tournament's document (a design document): the next id.
                _ => start = format!("{id}\u{0}"),
            }
        }
        self.docs(&ids).await
    }
}

impl Client {
    /// The documents whose ids run from `start` to `end`: `(_id, the document's JSON text)`.
    pub async fn between(&self, start: &str, end: &str) -> Result<Vec<(String, String)>, Problem> {
        let text = self
            .ok("GET", &couch::between_request(start, end), None)
            .await?;
        couch::rows_with_docs(&text)
    }

    /// A document as it is on the server (`None`: not there).
    pub async fn get_doc(&self, id: &str) -> Result<Option<serde_json::Value>, Problem> {
        match self.ok("GET", &couch::doc_path(id), None).await {
            Ok(text) => serde_json::from_str(&text)
                .map(Some)
                .map_err(|e| Problem::BadAnswer(e.to_string())),
            Err(Problem::NoDatabase) => Ok(None),
            Err(p) => Err(p),
        }
    }

    /// Writes `doc` over the revision `old` holds (as read).
    pub async fn put_doc(
        &self,
        id: &str,
        old: Option<&serde_json::Value>,
        doc: serde_json::Value,
    ) -> Result<(), Problem> {
        let doc = couch::over(old, doc);
        self.ok("PUT", &couch::doc_path(id), Some(&doc.to_string()))
            .await
            .map(|_| ())
    }

    /// Writes the document `id` as `make` builds it from what the server holds (with its `_id`, as
    /// the server's copy has it), unless the server holds the same already (another device wrote it):
    /// no write, so no conflict and no reader reads it again. A conflict (another device wrote between
    /// the read and the write) reads again once and writes over what it finds, if it still differs.
    pub async fn put_if_changed(
        &self,
        id: &str,
        make: impl Fn(Option<&serde_json::Value>) -> serde_json::Value,
    ) -> Result<(), Problem> {
        for _ in 0..2 {
            let old = self.get_doc(id).await?;
            let doc = couch::named(make(old.as_ref()), id);
            if old.as_ref().map(couch::content) == Some(couch::content(&doc)) {
                return Ok(());
            }
            match self.put_doc(id, old.as_ref(), doc).await {
                Err(Problem::Http(409, _)) => continue,
                other => return other,
            }
        }
        Ok(())
    }
}
