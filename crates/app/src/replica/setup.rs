//! `raduno server setup`: a club's CouchDB made ready for Raduno with an admin's password.
//!
//! ```text
//! raduno server setup URL --db NAME --user USER [--admin ADMIN] [--origin https://club.github.io] [--app dist/]
//! ```
//!
//! `URL` is the server (`https://couch.example.org`, `http://127.0.0.1:5984`); the admin's password comes
//! from `RADUNO_ADMIN_PASSWORD` or a prompt, never from an argument (it would stay in the shell's history
//! and in the process list). With `RADUNO_USER_PASSWORD` set (or `--new-user`, which asks for it), the
//! club's user is created in `_users` (or given that password). Then, each step said as it is done:
//! 1. the database, if missing;
//! 2. its `_security`: the club's user a member (members read and write; nobody else, not even anonymous
//!    readers), the server's admins its admins;
//! 3. the design document `_design/raduno` with a `validate_doc_update` that accepts only Raduno entries
//!    (`_id` = the tournament's key `/` the entry's id, `t`, `e` the entry as JSON text, `by`) and keeps
//!    them immutable (a document is never rewritten with other content nor deleted);
//! 4. the players' databases: `NAME_follow`, where the director's device publishes the round's
//!    tables, the clock and the standings, and `NAME_proposals`, where players' phones propose their
//!    table's result. Both are public (no members: a phone reads with no credentials), the club's user
//!    their admin; each has its `validate_doc_update`: on `NAME_follow` only its admins (the club's user,
//!    the server's admins) write; on `NAME_proposals` a player only creates a proposal of the shape and
//!    seat the director's device names (it rewrites that design document at every round), never changes
//!    or deletes one ([`crate::proposal`]);
//!    Then `NAME_federation`: the club's user a member, finished tournaments' final standings
//!    only, with the filter the federation replicates with ([`super::federation`]);
//! 5. with `--origin`: CORS on, for that origin only (the page on GitHub Pages);
//! 6. with `--app`: the built app (`dist/`) uploaded as the attachments of `_design/raduno` in a second,
//!    public-read database `NAME-app`, so `http://laptop:5984/NAME-app/_design/raduno/index.html` serves
//!    it from the server itself (same origin: no CORS, no mixed content); the page is marked with its
//!    database, which the app proposes as its server. CouchDB 3's sandbox policy for attachments is turned
//!    off, or the page could run no script.

use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The `validate_doc_update` of `_design/raduno`: what a Raduno database accepts.
pub const VALIDATE: &str = r#"function (doc, old, user) {
  var admin = user.roles.indexOf('_admin') !== -1;
  if (doc._id.indexOf('_design/') === 0) {
    if (admin) return;
    throw({forbidden: 'only an admin changes the design documents'});
  }
  if (doc._deleted) throw({forbidden: 'Raduno entries are never deleted'});
  for (var k in doc) {
    if (['_id', '_rev', '_revisions', 't', 'e', 'by'].indexOf(k) === -1)
      throw({forbidden: 'not a Raduno entry: field ' + k});
  }
  if (typeof doc.t !== 'string' || typeof doc.e !== 'string' || doc.e.length > 65536)
    throw({forbidden: 'not a Raduno entry'});
  if (doc.by !== undefined && (typeof doc.by !== 'string' || doc.by.length > 200))
    throw({forbidden: 'not a Raduno entry: by'});
  var e;
  try { e = JSON.parse(doc.e); } catch (x) { throw({forbidden: 'not a Raduno entry: e is not JSON'}); }
  if (!e || typeof e.id !== 'string' || doc._id !== doc.t + '/' + e.id)
    throw({forbidden: 'not a Raduno entry: _id is not the tournament and the entry id'});
  if (old && !old._deleted && old.e !== doc.e)
    throw({forbidden: 'Raduno entries are immutable: ' + doc._id});
}"#;

/// The `validate_doc_update` of the app's database: only admins write there.
pub const APP_VALIDATE: &str = r#"function (doc, old, user) {
  if (user.roles.indexOf('_admin') === -1) throw({forbidden: 'only an admin changes the app'});
}"#;

/// The set-up's options, read from the command line.
#[derive(Debug, Default, PartialEq)]
pub struct Options {
    pub server: String,
    pub db: String,
    pub user: String,
    pub admin: String,
    pub origin: Option<String>,
    pub app: Option<PathBuf>,
    pub new_user: bool,
}

/// The largest document anyone may write where the server enforces it: the app itself, uploaded with
/// `--app` as one design document with its files inline (the wasm modules in base64), with room to
/// grow; a journal entry is at most [`crate::journal::trust::MAX_ENTRY_BYTES`].
pub const MAX_DOCUMENT: usize = 16 << 20;
/// The largest request (a first sync's `_bulk_docs` of a large tournament).
pub const MAX_REQUEST: usize = 64 << 20;

const USAGE: &str = "raduno server setup <URL> --db <NAME> --user <USER> [--admin <ADMIN>] [--new-user] [--origin <https://club.github.io>] [--app <dist/>]";

/// Reads `setup URL --db … --user …` (what follows `raduno server`).
pub fn parse(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        admin: "admin".into(),
        ..Options::default()
    };
    let mut it = args.iter();
    if it.next().map(String::as_str) != Some("setup") {
        return Err(format!("usage: {USAGE}"));
    }
    while let Some(a) = it.next() {
        let mut value = || {
            it.next()
                .cloned()
                .ok_or_else(|| format!("{a} needs a value (usage: {USAGE})"))
        };
        match a.as_str() {
            "--db" => o.db = value()?,
            "--user" => o.user = value()?,
            "--admin" => o.admin = value()?,
            "--origin" => o.origin = Some(value()?.trim_end_matches('/').to_string()),
            "--app" => o.app = Some(PathBuf::from(value()?)),
            "--new-user" => o.new_user = true,
            "--password" | "--admin-password" => {
                return Err(
                    "a password is never an argument: set RADUNO_ADMIN_PASSWORD (and RADUNO_USER_PASSWORD) or answer the prompt".into(),
                )
            }
            s if s.starts_with('-') => return Err(format!("unknown option {s} (usage: {USAGE})")),
            s if o.server.is_empty() => o.server = s.trim_end_matches('/').to_string(),
            s => return Err(format!("one server only, not also {s} (usage: {USAGE})")),
        }
    }
    if o.server.is_empty() || o.db.is_empty() || o.user.is_empty() {
        return Err(format!("usage: {USAGE}"));
    }
    if !(o.server.starts_with("http://") || o.server.starts_with("https://")) {
        return Err(format!(
            "{}: the server's address starts with http:// or https://",
            o.server
        ));
    }
    if o.server.contains('@') {
        return Err("no credentials in the address: the admin's password comes from RADUNO_ADMIN_PASSWORD or the prompt".into());
    }
    let valid_db = o.db.starts_with(|c: char| c.is_ascii_lowercase())
        && o.db
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || "_$()+-".contains(c));
    if !valid_db {
        return Err(format!("{}: a database's name is lower-case letters, digits and _$()+- , starting with a letter", o.db));
    }
    Ok(o)
}

/// A password from the environment, else asked on the terminal (not echoed where `stty` can hide it).
pub fn password(var: &str, prompt: &str) -> Result<String, String> {
    if let Ok(p) = std::env::var(var) {
        if !p.is_empty() {
            return Ok(p);
        }
    }
    eprint!("{prompt}: ");
    let _ = std::io::stderr().flush();
    let hide = std::process::Command::new("stty")
        .arg("-echo")
        .status()
        .is_ok_and(|s| s.success());
    let mut line = String::new();
    let read = std::io::stdin().lock().read_line(&mut line);
    if hide {
        let _ = std::process::Command::new("stty").arg("echo").status();
        eprintln!();
    }
    read.map_err(|e| e.to_string())?;
    let p = line.trim_end_matches(['\r', '\n']).to_string();
    if p.is_empty() {
        return Err(format!("no password given ({var} or the prompt)"));
    }
    Ok(p)
}

/// The server, with the admin's credentials.
struct Admin {
    agent: ureq::Agent,
    server: String,
    auth: String,
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

/// The content type a built app's file is served with.
fn content_type(path: &Path) -> &'static str {
    match path
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or_default()
    {
        "html" => "text/html; charset=utf-8",
        "js" => "text/javascript",
        "wasm" => "application/wasm",
        "css" => "text/css",
        "svg" => "image/svg+xml",
        "json" => "application/json",
        "webmanifest" => "application/manifest+json",
        "png" => "image/png",
        _ => "application/octet-stream",
    }
}

/// The app's page with its database named in `<meta name="raduno-server">`, before its `<title>`.
fn mark_page(page: &str, db: &str) -> Option<String> {
    page.contains("<title>").then(|| {
        page.replacen(
            "<title>",
            &format!("<meta name=\"raduno-server\" content=\"{db}\"><title>"),
            1,
        )
    })
}

/// The built app's files as attachments (name relative to `dir`, with `/`), the page marked with its
/// database (`<meta name="raduno-server">`), which the app proposes as its server.
pub fn attachments(
    dir: &Path,
    db: &str,
) -> Result<serde_json::Map<String, serde_json::Value>, String> {
    use base64::Engine;
    let mut out = serde_json::Map::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let entries = std::fs::read_dir(&d).map_err(|e| format!("{}: {e}", d.display()))?;
        for entry in entries {
            let path = entry.map_err(|e| format!("{}: {e}", d.display()))?.path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            let name = path
                .strip_prefix(dir)
                .map_err(|e| e.to_string())?
                .to_string_lossy()
                .replace('\\', "/");
            let mut bytes = std::fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            // The app's page, marked before its `<title>` (the one tag a minified page always keeps).
            if name == "index.html" {
                bytes = mark_page(&String::from_utf8_lossy(&bytes), db)
                    .ok_or_else(|| format!("{}: the page has no <title>", path.display()))?
                    .into_bytes();
            }
            out.insert(
                name,
                serde_json::json!({
                    "content_type": content_type(&path),
                    "data": base64::engine::general_purpose::STANDARD.encode(&bytes),
                }),
            );
        }
    }
    if !out.contains_key("index.html") {
        return Err(format!(
            "{}: no index.html (build the app first: bash scripts/build.sh)",
            dir.display()
        ));
    }
    Ok(out)
}

/// Runs the set-up; what it did, one line a step.
pub fn run(o: &Options) -> Result<Vec<String>, String> {
    let admin_pw = password(
        "RADUNO_ADMIN_PASSWORD",
        &format!("Password of the admin {}", o.admin),
    )?;
    let user_pw = user_password(o)?;
    let s = Admin::new(&o.server, &o.admin, &admin_pw);
    let db = &o.db;
    let mut said = vec![s.check_admin(&o.admin)?];
    said.push(s.entries_database(db)?);
    if let Some(pw) = &user_pw {
        said.push(s.save_user(&o.user, pw)?);
    }
    said.extend(s.guard_entries(db, &o.user)?);
    said.extend(s.players_databases(db, &o.user)?);
    said.push(s.limits(&said[0]));
    said.push(s.federation_database(db, &o.user)?);
    if let Some(origin) = &o.origin {
        said.push(s.cors(origin)?);
    }
    if let Some(dir) = &o.app {
        said.push(s.upload_app(db, dir)?);
    }
    Ok(said)
}

/// The club's user's new password: `RADUNO_USER_PASSWORD`, else asked with `--new-user`, else none.
fn user_password(o: &Options) -> Result<Option<String>, String> {
    Ok(match std::env::var("RADUNO_USER_PASSWORD") {
        Ok(p) if !p.is_empty() => Some(p),
        _ if o.new_user => Some(password(
            "RADUNO_USER_PASSWORD",
            &format!("Password for the new user {}", o.user),
        )?),
        _ => None,
    })
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
    fn new(server: &str, admin: &str, admin_pw: &str) -> Self {
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
    fn check_admin(&self, admin: &str) -> Result<String, String> {
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
    fn limits(&self, greeting: &str) -> String {
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
    fn entries_database(&self, db: &str) -> Result<String, String> {
        let created = self.must(
            &format!("database {db}"),
            self.call("PUT", db, None),
            &[412],
        )?;
        Ok(format!("database {db}: {}", made_or_found(created)))
    }

    /// The club's user in `_users`, with this password.
    fn save_user(&self, user: &str, pw: &str) -> Result<String, String> {
        let path = format!("_users/org.couchdb.user:{user}");
        let mut doc = serde_json::json!({ "_id": format!("org.couchdb.user:{user}"), "name": user, "password": pw, "roles": [], "type": "user" });
        if let (Some(rev), Some(m)) = (self.rev(&path)?, doc.as_object_mut()) {
            m.insert("_rev".into(), rev.into());
        }
        self.must(&path, self.json("PUT", &path, &doc), &[])?;
        Ok(format!("user {user}: saved in _users"))
    }

    /// Steps 2 and 3: the database's `_security` (the club's user a member) and its design document.
    fn guard_entries(&self, db: &str, user: &str) -> Result<Vec<String>, String> {
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
    fn players_databases(&self, db: &str, user: &str) -> Result<Vec<String>, String> {
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
    /// federation replicates with ([`super::federation`]).
    fn federation_database(&self, db: &str, user: &str) -> Result<String, String> {
        let name = super::federation::federation_db(db);
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
        self.put_design(&name, super::federation::design())?;
        Ok(format!(
            "database {name}: {}, members {user}, validate_doc_update (finished tournaments only), filter raduno/finished",
            made_or_found(created),
        ))
    }

    /// Step 5: CORS on, for `origin` only.
    fn cors(&self, origin: &str) -> Result<String, String> {
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
    fn upload_app(&self, db: &str, dir: &Path) -> Result<String, String> {
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

/// `raduno server …`: runs and says, or says why not (exit code 1, 2 for a usage error).
pub fn main(args: &[String]) -> std::process::ExitCode {
    let options = match parse(args) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("raduno server: {e}");
            return std::process::ExitCode::from(2);
        }
    };
    match run(&options) {
        Ok(lines) => {
            for l in lines {
                println!("{l}");
            }
            std::process::ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("raduno server setup: {e}");
            std::process::ExitCode::from(1)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(str::to_string).collect()
    }

    #[test]
    fn options_are_read_and_a_password_is_never_an_argument() {
        let o = parse(&args("setup http://127.0.0.1:5984/ --db raduno --user club --origin https://club.github.io/ --app dist")).unwrap();
        assert_eq!(o.server, "http://127.0.0.1:5984");
        assert_eq!(
            (o.db.as_str(), o.user.as_str(), o.admin.as_str()),
            ("raduno", "club", "admin")
        );
        assert_eq!(o.origin.as_deref(), Some("https://club.github.io"));
        assert_eq!(o.app, Some(PathBuf::from("dist")));
        assert!(
            parse(&args("setup http://h --db raduno --user club --password x"))
                .unwrap_err()
                .contains("never an argument")
        );
        assert!(
            parse(&args("setup http://admin:pw@h --db raduno --user club"))
                .unwrap_err()
                .contains("no credentials")
        );
        assert!(parse(&args("setup http://h --db Raduno --user club")).is_err());
        assert!(parse(&args("setup http://h --user club")).is_err());
        assert!(parse(&args("list http://h --db raduno --user club")).is_err());
    }

    #[test]
    fn the_page_uploaded_names_its_database() {
        let dir = std::env::temp_dir().join(format!("raduno-setup-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("assets")).unwrap();
        // As the release build minifies it: no `<head>` tag.
        std::fs::write(
            dir.join("index.html"),
            "<!doctype html><html lang=it><meta charset=utf-8><title>R</title><body>",
        )
        .unwrap();
        std::fs::write(dir.join("assets/app.wasm"), [0u8, 97, 115, 109]).unwrap();
        let a = attachments(&dir, "raduno").unwrap();
        std::fs::remove_dir_all(&dir).unwrap();
        assert_eq!(a["assets/app.wasm"]["content_type"], "application/wasm");
        assert_eq!(a["assets/app.wasm"]["data"], "AGFzbQ==");
        use base64::Engine;
        let page = base64::engine::general_purpose::STANDARD
            .decode(a["index.html"]["data"].as_str().unwrap())
            .unwrap();
        assert_eq!(
            String::from_utf8(page).unwrap(),
            r#"<!doctype html><html lang=it><meta charset=utf-8><meta name="raduno-server" content="raduno"><title>R</title><body>"#
        );
        assert!(mark_page("<html><body></body></html>", "raduno").is_none());
    }
}
