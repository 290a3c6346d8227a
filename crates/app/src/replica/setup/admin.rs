//! What an admin does on the server, one step a method, each said as it is done: the databases, their
//! security, the design documents, the limits, the club's user.

use super::app_files::attachments;
use super::validate::APP_VALIDATE;
use super::validate::VALIDATE;
use std::path::Path;
use std::time::Duration;

/// The largest document anyone may write where the server enforces it: the app itself, uploaded with
/// `--app` as one design document with its files inline (the wasm modules in base64), with room to
/// grow; a journal entry is at most [`raduno_engine::journal::trust::MAX_ENTRY_BYTES`].
pub const MAX_DOCUMENT: usize = 16 << 20;

/// The largest request (a first sync's `_bulk_docs` of a large tournament).
pub const MAX_REQUEST: usize = 64 << 20;

/// The server, with the admin's credentials.
pub(super) struct Admin {
    pub(super) agent: ureq::Agent,
    pub(super) server: String,
    pub(super) auth: String,
}

impl Admin {
    /// One request: the status and the body (a status is an answer, not an error).
    fn call(
        &self,
        method: &str,
        path: &str,
        body: Option<(&str, &[u8])>,
    ) -> Result<(u16, String), String> {
        let url = format!("{}/{path}", self.server);
        let req = ureq::http::Request::builder()
            .method(method)
            .uri(&url)
            .header("Authorization", &self.auth)
            .header("Accept", "application/json");
        let (ctype, bytes) = body.unwrap_or(("application/json", b""));
        let req = req
            .header("Content-Type", ctype)
            .body(bytes.to_vec())
            .map_err(|e| format!("{url}: {e}"))?;
        let mut res = self.agent.run(req).map_err(|e| format!("{url}: {e}"))?;
        let status = res.status().as_u16();
        let text = res
            .body_mut()
            .with_config()
            .limit(64 * 1024 * 1024)
            .read_to_string()
            .map_err(|e| format!("{url}: {e}"))?;
        Ok((status, text))
    }

    fn json(
        &self,
        method: &str,
        path: &str,
        body: &serde_json::Value,
    ) -> Result<(u16, String), String> {
        let text = body.to_string();
        self.call(method, path, Some(("application/json", text.as_bytes())))
    }

    /// A request that must succeed (or answer one of `also`).
    fn must(
        &self,
        what: &str,
        got: Result<(u16, String), String>,
        also: &[u16],
    ) -> Result<u16, String> {
        let (status, text) = got?;
        if (200..300).contains(&status) || also.contains(&status) {
            return Ok(status);
        }
        let hint = match status {
            401 => " (wrong admin name or password)",
            403 => " (this admin may not do it)",
            _ => "",
        };
        Err(format!("{what}: HTTP {status}{hint} {}", text.trim()))
    }

    /// A document's current revision, if it exists.
    fn rev(&self, path: &str) -> Result<Option<String>, String> {
        let (status, text) = self.call("GET", path, None)?;
        if status != 200 {
            return Ok(None);
        }
        let v: serde_json::Value =
            serde_json::from_str(&text).map_err(|e| format!("{path}: {e}"))?;
        Ok(v.get("_rev").and_then(|r| r.as_str()).map(str::to_string))
    }

    /// Sets one configuration value: CouchDB 2 and 3 under `_node/_local/_config`, CouchDB 1 and
    /// pouchdb-server under `_config`.
    fn config(&self, section: &str, key: &str, value: &str) -> Result<(), String> {
        let body = serde_json::Value::String(value.into());
        let (status, text) = self.json(
            "PUT",
            &format!("_node/_local/_config/{section}/{key}"),
            &body,
        )?;
        if (200..300).contains(&status) {
            return Ok(());
        }
        let (s2, t2) = self.json("PUT", &format!("_config/{section}/{key}"), &body)?;
        if (200..300).contains(&s2) {
            return Ok(());
        }
        Err(format!(
            "config {section}/{key}: HTTP {status} {} / HTTP {s2} {}",
            text.trim(),
            t2.trim()
        ))
    }

    /// Creates or replaces a design document (its revision read first).
    fn put_design(&self, db: &str, mut doc: serde_json::Value) -> Result<(), String> {
        let path = format!("{db}/_design/raduno");
        if let (Some(rev), Some(o)) = (self.rev(&path)?, doc.as_object_mut()) {
            o.insert("_rev".into(), rev.into());
        }
        self.must(&path, self.json("PUT", &path, &doc), &[])
            .map(|_| ())
    }
}

/// What `created` says of a database: made now, or found (HTTP 412).
fn made_or_found(created: u16) -> &'static str {
    if created == 412 {
        "already there"
    } else {
        "created"
    }
}

impl Admin {
    /// The server at `server`, spoken to as the admin `admin`.
    pub(super) fn new(server: &str, admin: &str, admin_pw: &str) -> Self {
        use base64::Engine;
        let agent: ureq::Agent = ureq::Agent::config_builder()
            .timeout_global(Some(Duration::from_secs(60)))
            .http_status_as_error(false)
            .build()
            .into();
        let auth = base64::engine::general_purpose::STANDARD.encode(format!("{admin}:{admin_pw}"));
        Admin {
            agent,
            server: server.to_string(),
            auth: format!("Basic {auth}"),
        }
    }

    /// The server answers and the admin's password holds, before anything is written. The server's
    /// greeting.
    pub(super) fn check_admin(&self, admin: &str) -> Result<String, String> {
        let (status, text) = self.call("GET", "", None)?;
        if status != 200 {
            return Err(format!("{}: HTTP {status} {}", self.server, text.trim()));
        }
        let said = format!("server: {}", text.trim());
        self.must(
            "the admin's session",
            self.call("GET", "_session", None),
            &[],
        )?;
        let (_, session) = self.call("GET", "_session", None)?;
        if !session.contains("\"_admin\"") {
            return Err(format!(
                "{admin}: not an admin on {} (wrong name or password?)",
                self.server
            ));
        }
        Ok(said)
    }

    /// What anyone may write in one go, where the server enforces it (CouchDB 3: `max_document_size`,
    /// `max_http_request_size`): a document up to [`MAX_DOCUMENT`] (the app's own), a request
    /// up to [`MAX_REQUEST`]. A phone writing into the public databases (a `_local` document passes no
    /// `validate_doc_update`) is held to them. Said, never a stop: pouchdb-server refuses a body over the
    /// document size (tests/e2e/venue_directors.test.mjs) and has no request limit.
    pub(super) fn limits(&self, greeting: &str) -> String {
        let set = [
            ("couchdb", "max_document_size", MAX_DOCUMENT),
            ("chttpd", "max_http_request_size", MAX_REQUEST),
        ]
        .iter()
        .map(|(section, key, value)| self.config(section, key, &value.to_string()))
        .collect::<Result<Vec<()>, String>>();
        let enforced = greeting.contains("\"couchdb\"");
        match (set, enforced) {
            (Ok(_), true) => format!(
                "limits: a document up to {MAX_DOCUMENT} bytes, a request up to {MAX_REQUEST} bytes"
            ),
            (Ok(_), false) => format!(
                "limits: a document up to {MAX_DOCUMENT} bytes, a request up to {MAX_REQUEST} bytes set; this server is not CouchDB: pouchdb-server refuses a larger document but has no request limit (for the venue, CouchDB 3)"
            ),
            (Err(e), _) => format!("limits: not set ({e}); for the venue, CouchDB 3"),
        }
    }

    /// Step 1: the database, if missing.
    pub(super) fn entries_database(&self, db: &str) -> Result<String, String> {
        let created = self.must(
            &format!("database {db}"),
            self.call("PUT", db, None),
            &[412],
        )?;
        Ok(format!("database {db}: {}", made_or_found(created)))
    }

    /// The club's user in `_users`, with this password.
    pub(super) fn save_user(&self, user: &str, pw: &str) -> Result<String, String> {
        let path = format!("_users/org.couchdb.user:{user}");
        let mut doc = serde_json::json!({ "_id": format!("org.couchdb.user:{user}"), "name": user, "password": pw, "roles": [], "type": "user" });
        if let (Some(rev), Some(m)) = (self.rev(&path)?, doc.as_object_mut()) {
            m.insert("_rev".into(), rev.into());
        }
        self.must(&path, self.json("PUT", &path, &doc), &[])?;
        Ok(format!("user {user}: saved in _users"))
    }

    /// Steps 2 and 3: the database's `_security` (the club's user a member) and its design document.
    pub(super) fn guard_entries(&self, db: &str, user: &str) -> Result<Vec<String>, String> {
        let security = serde_json::json!({
            "admins": { "names": [], "roles": ["_admin"] },
            "members": { "names": [user], "roles": [] },
        });
        self.must(
            "_security",
            self.json("PUT", &format!("{db}/_security"), &security),
            &[],
        )?;
        let secured = format!("{db}/_security: members {user}");
        self.put_design(db, serde_json::json!({ "_id": "_design/raduno", "language": "javascript", "validate_doc_update": VALIDATE }))?;
        Ok(vec![
            secured,
            format!("{db}/_design/raduno: validate_doc_update (entries only, immutable)"),
        ])
    }

    /// Step 4: the players' databases, public, the club's user their admin, each with its design.
    pub(super) fn players_databases(&self, db: &str, user: &str) -> Result<Vec<String>, String> {
        let mut said = Vec::new();
        for (name, design, what) in [
            (
                crate::publish::follow_db(db),
                crate::replica::designs::follow_design(),
                "public read, only its admins write",
            ),
            (
                crate::publish::proposals_db(db),
                crate::replica::designs::proposals_design(&Default::default()),
                "players create proposals only, never change one",
            ),
        ] {
            let created = self.must(
                &format!("database {name}"),
                self.call("PUT", &name, None),
                &[412],
            )?;
            self.must(
                "_security",
                self.json(
                    "PUT",
                    &format!("{name}/_security"),
                    &crate::replica::designs::public_security(user),
                ),
                &[],
            )?;
            // The proposals' design document names the current rounds: kept when it is there.
            if !(created == 412
                && name.ends_with("_proposals")
                && self.rev(&format!("{name}/_design/raduno"))?.is_some())
            {
                self.put_design(&name, design)?;
            }
            said.push(format!(
                "database {name}: {}, admin {user}, validate_doc_update ({what})",
                made_or_found(created),
            ));
        }
        Ok(said)
    }

    /// Step 4b: the federation's database, the club's user a member (it publishes), with
    /// its design: finished tournaments' final standings only, and the filter `raduno/finished` the
    /// federation replicates with ([`crate::replica::federation`]).
    pub(super) fn federation_database(&self, db: &str, user: &str) -> Result<String, String> {
        let name = crate::replica::federation::federation_db(db);
        let created = self.must(
            &format!("database {name}"),
            self.call("PUT", &name, None),
            &[412],
        )?;
        let security = serde_json::json!({
            "admins": { "names": [], "roles": ["_admin"] },
            "members": { "names": [user], "roles": [] },
        });
        self.must(
            "_security",
            self.json("PUT", &format!("{name}/_security"), &security),
            &[],
        )?;
        self.put_design(&name, crate::replica::federation::design())?;
        Ok(format!(
            "database {name}: {}, members {user}, validate_doc_update (finished tournaments only), filter raduno/finished",
            made_or_found(created),
        ))
    }

    /// Step 5: CORS on, for `origin` only.
    pub(super) fn cors(&self, origin: &str) -> Result<String, String> {
        for section in ["chttpd", "httpd"] {
            let _ = self.config(section, "enable_cors", "true");
        }
        self.config("cors", "origins", origin)?;
        self.config("cors", "credentials", "false")?;
        self.config("cors", "methods", "GET, PUT, POST, HEAD, DELETE")?;
        self.config(
            "cors",
            "headers",
            "accept, authorization, content-type, origin, referer",
        )?;
        Ok(format!("CORS: on, for {origin}"))
    }

    /// Step 6: the built app in `dir` uploaded to the public-read database `db-app`.
    pub(super) fn upload_app(&self, db: &str, dir: &Path) -> Result<String, String> {
        let app_db = format!("{db}-app");
        self.must(
            &format!("database {app_db}"),
            self.call("PUT", &app_db, None),
            &[412],
        )?;
        let public = serde_json::json!({ "admins": { "names": [], "roles": ["_admin"] }, "members": { "names": [], "roles": [] } });
        self.must(
            "_security",
            self.json("PUT", &format!("{app_db}/_security"), &public),
            &[],
        )?;
        let files = attachments(dir, db)?;
        let n = files.len();
        self.put_design(&app_db, serde_json::json!({ "_id": "_design/raduno", "validate_doc_update": APP_VALIDATE, "_attachments": files }))?;
        // CouchDB 3.2+ serves attachments with `Content-Security-Policy: sandbox` (no scripts).
        let _ = self.config("csp", "attachments_enable", "false");
        Ok(format!(
            "the app ({n} files): {}/{app_db}/_design/raduno/index.html (its server: {}/{db})",
            self.server, self.server
        ))
    }
}
