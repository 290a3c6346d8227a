//! The command line's side of the CouchDB client: one database on a server, each request with `ureq`
//! (HTTP Basic when a user is given), a status an answer and not an error, a failed request said as
//! [`Problem::Unreachable`]. The same steps as the browser's [`super::couch`] requests, for
//! `raduno federation publish` and `raduno circuit --server`.

use super::couch::{self, FeedPage, Problem};
use std::time::Duration;

/// Seconds one request may take.
pub const TIMEOUT_S: u64 = 60;

/// A database on a server, with the credentials given on the command line.
pub struct Client {
    agent: ureq::Agent,
    /// The database's URL, no credentials, no trailing slash.
    pub db: String,
    auth: Option<String>,
}

impl Client {
    /// The database `db` (`http://host:5984/raduno_federation`); `user` and `password` only when both
    /// are given.
    pub fn new(db: &str, user: &str, password: &str) -> Client {
        use base64::Engine;
        let agent: ureq::Agent = ureq::Agent::config_builder()
            .timeout_global(Some(Duration::from_secs(TIMEOUT_S)))
            .http_status_as_error(false)
            .build()
            .into();
        let auth = (!user.is_empty() && !password.is_empty()).then(|| {
            let pair =
                base64::engine::general_purpose::STANDARD.encode(format!("{user}:{password}"));
            format!("Basic {pair}")
        });
        Client {
            agent,
            db: db.trim_end_matches('/').to_string(),
            auth,
        }
    }

    /// One request to `path` under the database: the status and the body.
    pub fn call(
        &self,
        method: &str,
        path: &str,
        body: Option<&str>,
    ) -> Result<(u16, String), Problem> {
        let url = if path.is_empty() {
            self.db.clone()
        } else {
            format!("{}/{path}", self.db)
        };
        let mut req = ureq::http::Request::builder()
            .method(method)
            .uri(&url)
            .header("Accept", "application/json")
            .header("Content-Type", "application/json");
        if let Some(auth) = &self.auth {
            req = req.header("Authorization", auth);
        }
        let req = req
            .body(body.unwrap_or_default().as_bytes().to_vec())
            .map_err(|e| Problem::Unreachable(e.to_string()))?;
        let mut res = self
            .agent
            .run(req)
            .map_err(|e| Problem::Unreachable(e.to_string()))?;
        let status = res.status().as_u16();
        let text = res
            .body_mut()
            .with_config()
            .limit(64 * 1024 * 1024)
            .read_to_string()
            .map_err(|e| Problem::BadAnswer(e.to_string()))?;
        Ok((status, text))
    }

    /// A request whose answer must be a success: its body, or the problem its status says.
    pub fn ok(&self, method: &str, path: &str, body: Option<&str>) -> Result<String, Problem> {
        let (status, text) = self.call(method, path, body)?;
        match couch::problem(status, &text) {
            None => Ok(text),
            Some(p) => Err(p),
        }
    }

    /// Every document of the database, a page at a time ([`couch::all_request`]).
    pub fn all_docs(&self) -> Result<FeedPage, Problem> {
        let mut all = FeedPage::default();
        loop {
            let text = self.ok("GET", &couch::all_request(&all.last_id), None)?;
            if !all.absorb(couch::parse_feed(&text)?) {
                return Ok(all);
            }
        }
    }
}
