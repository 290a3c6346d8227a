//! The CouchDB protocol without a network: the address a director types (credentials split off), the
//! requests one round trip makes, what an answer means, and the changes feed read row by row. Plain
//! Rust, tested natively; [`super::fetch`] sends the requests from the browser, [`super::setup`] from the
//! command line.
//!
//! One tournament, one feed: every document of a tournament has an `_id` that starts with its key
//! ([`super::doc::EntryDoc`]: `<key>/<entry id>`). The first round trip reads the database's
//! sequence, then that key's range of `_all_docs`, a page of [`PAGE`] at a time; the later ones read the
//! changes feed since that sequence *without documents* (ids only) and fetch only the ids of this
//! tournament this device does not hold (`_all_docs` with `keys`). So documents of other tournaments
//! cost a device nothing at first, and an id each when they change. Every server has these requests
//! (CouchDB 1, 2, 3 and pouchdb-server 4.2, which has no `_selector` filter: asked for it, it looks for
//! a design document `_selector` and stops). The list of a server's tournaments skips from one key's
//! range to the next (`_all_docs?limit=1` past the last range) and reads only each creation entry.

use serde::Deserialize;
use serde_json::value::RawValue;

/// Rows asked for in one page of the changes feed.
pub const PAGE: usize = 500;

/// A server address as typed: the database's URL, without credentials, and the user name and password
/// written in it (`http://user:password@host:5984/db`), which are never kept in the address.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Address {
    /// `scheme://host[:port]/db`, no trailing slash.
    pub db: String,
    pub user: Option<String>,
    pub password: Option<String>,
}

/// Why a typed address is not a database's address.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AddressError {
    /// It does not start with `http://` or `https://`.
    Scheme,
    /// No host after the scheme.
    Host,
    /// No database after the host (`http://host:5984/` is the server, not a database).
    Database,
}

/// Reads a typed address. The address of the app served by the server itself
/// (`…/db/_design/raduno/index.html`, the venue's QR code) is the database's too.
pub fn parse_address(typed: &str) -> Result<Address, AddressError> {
    let typed = typed.trim();
    let lower = typed.to_ascii_lowercase();
    let scheme = if lower.starts_with("https://") {
        "https"
    } else if lower.starts_with("http://") {
        "http"
    } else {
        return Err(AddressError::Scheme);
    };
    let rest = &typed[scheme.len() + 3..];
    let (authority, path) = rest.split_at(rest.find('/').unwrap_or(rest.len()));
    let (credentials, host) = match authority.rsplit_once('@') {
        Some((c, h)) => (Some(c), h),
        None => (None, authority),
    };
    if host.is_empty() {
        return Err(AddressError::Host);
    }
    let path = path.split(['?', '#']).next().unwrap_or_default();
    let path = match path.find("/_design/") {
        Some(i) => &path[..i],
        None => path,
    };
    let path = path.trim_matches('/');
    if path.is_empty() || path.starts_with('_') {
        return Err(AddressError::Database);
    }
    let (user, password) = match credentials {
        Some(c) => {
            let (u, p) = c.split_once(':').unwrap_or((c, ""));
            (
                Some(percent_decode(u)).filter(|u| !u.is_empty()),
                Some(percent_decode(p)).filter(|p| !p.is_empty()),
            )
        }
        None => (None, None),
    };
    Ok(Address {
        db: format!("{scheme}://{}/{path}", host.to_ascii_lowercase()),
        user,
        password,
    })
}

/// `scheme://host[:port]` of a URL (what a Content-Security-Policy names).
pub fn origin(url: &str) -> &str {
    let after = url.find("://").map_or(0, |i| i + 3);
    match url[after..].find('/') {
        Some(i) => &url[..after + i],
        None => url,
    }
}

/// The host part of an address (`http://h:5984/db` → `h`; `[::1]` → `::1`).
fn host_of(url: &str) -> &str {
    let authority = origin(url).split_once("://").map_or(url, |(_, a)| a);
    let authority = authority.split('/').next().unwrap_or_default();
    match authority.strip_prefix('[') {
        Some(v6) => v6.split(']').next().unwrap_or_default(),
        None => authority.split(':').next().unwrap_or_default(),
    }
}

/// An address only this computer reaches (`localhost`, `127.x.x.x`, `[::1]`).
pub fn is_loopback(url: &str) -> bool {
    let host = host_of(url);
    host.eq_ignore_ascii_case("localhost") || host.starts_with("127.") || host == "::1"
}

/// A typed network address's host, if it is one the phones can reach (not this computer's own).
pub fn typed_host(typed: &str) -> Option<String> {
    let typed = typed.trim();
    let with_scheme = if typed.contains("://") {
        typed.to_string()
    } else {
        format!("http://{typed}")
    };
    let host = host_of(&with_scheme).to_string();
    let fine = !host.is_empty()
        && host
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || ".-:".contains(c))
        && !is_loopback(&with_scheme);
    fine.then_some(host)
}

/// `url` as the phones reach it: a loopback host replaced by the typed one, scheme, port and path
/// kept.
pub fn for_phones_with(url: &str, address: &str) -> String {
    let Some(host) = typed_host(address) else {
        return url.to_string();
    };
    if !is_loopback(url) {
        return url.to_string();
    }
    let old = host_of(url);
    let Some(at) = url.find(old) else {
        return url.to_string();
    };
    let (before, after) = url.split_at(at);
    let after = &after[old.len()..];
    let host = if host.contains(':') && !host.contains('.') {
        format!("[{host}]")
    } else {
        host
    };
    // `[::1]`: the brackets go with the old host.
    let before = before.strip_suffix('[').unwrap_or(before);
    let after = after.strip_prefix(']').unwrap_or(after);
    format!("{before}{host}{after}")
}

/// A server the page cannot reach from where it is: an `https:` page may not fetch from an `http:`
/// server (mixed content; browsers make an exception for this computer only).
pub fn mixed_content(page_protocol: &str, db: &str) -> bool {
    let authority = origin(db).split_once("://").map_or("", |(_, a)| a);
    let host = match authority.strip_prefix('[') {
        Some(v6) => v6.split(']').next().unwrap_or_default(),
        None => authority.split(':').next().unwrap_or_default(),
    };
    page_protocol == "https:"
        && db.starts_with("http://")
        && !matches!(host, "localhost" | "127.0.0.1" | "::1")
}

/// Percent-encodes a query value (everything but RFC 3986's unreserved characters).
pub fn encode(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for b in value.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~') {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        match (bytes[i], bytes.get(i + 1), bytes.get(i + 2)) {
            (b'%', Some(&h), Some(&l)) if hex(h).is_some() && hex(l).is_some() => {
                out.push((hex(h).unwrap_or(0) * 16 + hex(l).unwrap_or(0)) as u8);
                i += 3;
            }
            (b, _, _) => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// What went wrong talking to the server, each said on its own (with what to do) at the edge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// 401: no user name and password, or wrong ones.
    Unauthorised,
    /// The server refused to open a session again with the user and password this device keeps
    /// (changed on the server since): they must be typed again.
    LoginRefused,
    /// 403: the user is not a member of the database (its `_security`), or the server refused a
    /// document (its `validate_doc_update`).
    Forbidden(String),
    /// 404: no such database, and this user may not create it.
    NoDatabase,
    /// An `https:` page and an `http:` server: the browser would block it (detected before asking).
    MixedContent,
    /// The server answers, but not to this page (CORS off or without this page's origin).
    Cors,
    /// No answer at all (address, network, server down).
    Unreachable(String),
    /// No answer within this many seconds.
    Timeout(u32),
    /// Another HTTP status, with the server's reason.
    Http(u16, String),
    /// An answer that is not what CouchDB says.
    BadAnswer(String),
}

/// What a status says, `None` for success. `body` is CouchDB's `{"error":…,"reason":…}`.
pub fn problem(status: u16, body: &str) -> Option<Problem> {
    #[derive(Deserialize, Default)]
    struct Why {
        #[serde(default)]
        reason: String,
    }
    let why = || {
        serde_json::from_str::<Why>(body)
            .unwrap_or_default()
            .reason
            .chars()
            .take(200)
            .collect::<String>()
    };
    match status {
        200..=299 => None,
        401 => Some(Problem::Unauthorised),
        403 => Some(Problem::Forbidden(why())),
        404 => Some(Problem::NoDatabase),
        s => Some(Problem::Http(s, why())),
    }
}

/// The last code point CouchDB collates (the end of a key's range).
const HIGH: char = '\u{fff0}';

/// One page of the tournament `key`'s documents, after the document `after` (empty: from the start).
pub fn range_request(key: &str, after: &str) -> String {
    let start = if after.is_empty() {
        format!("{key}/")
    } else {
        after.to_string()
    };
    let json = |s: &str| encode(&serde_json::Value::String(s.to_string()).to_string());
    format!(
        "_all_docs?include_docs=true&limit={PAGE}&skip={}&startkey={}&endkey={}",
        usize::from(!after.is_empty()),
        json(&start),
        json(&format!("{key}/{HIGH}"))
    )
}

/// One page of the whole database's documents after the document `after` (empty: from the start).
/// The ids are `held/<tournament>`, so a year has no range of its own: the year is read from each
/// document ([`super::federation::read_year`]). A year of 300 tournaments is one page's worth of bytes per 500.
pub fn all_request(after: &str) -> String {
    if after.is_empty() {
        return format!("_all_docs?include_docs=true&limit={PAGE}");
    }
    format!(
        "_all_docs?include_docs=true&limit={PAGE}&skip=1&startkey={}",
        encode(&serde_json::Value::String(after.to_string()).to_string())
    )
}

/// One page of the changes feed after `since`, ids only.
pub fn changes_request(since: &str) -> String {
    let since = if since.is_empty() { "0" } else { since };
    format!("_changes?limit={PAGE}&since={}", encode(since))
}

/// The documents of `ids` (at most a page of them): the path and the body.
pub fn docs_request(ids: &[String]) -> (String, String) {
    (
        "_all_docs?include_docs=true".to_string(),
        serde_json::json!({ "keys": ids }).to_string(),
    )
}

/// The first document at or after `start` (the list of tournaments skips from range to range).
pub fn first_after_request(start: &str) -> String {
    format!(
        "_all_docs?limit=1&startkey={}",
        encode(&serde_json::Value::String(start.to_string()).to_string())
    )
}

/// The documents whose ids run from `start` to `end` (both included), with their content: a range of
/// `_all_docs` (the proposals of one round share the prefix `<key>:<round>:`).
pub fn between_request(start: &str, end: &str) -> String {
    let json = |s: &str| encode(&serde_json::Value::String(s.to_string()).to_string());
    format!(
        "_all_docs?include_docs=true&startkey={}&endkey={}",
        json(start),
        json(end)
    )
}

/// A document's path under its database (a design document's name escaped after `_design/`).
pub fn doc_path(id: &str) -> String {
    match id.strip_prefix("_design/") {
        Some(name) => format!("_design/{}", encode(name)),
        None => encode(id),
    }
}

/// The body of `_revs_diff` for documents given as `(_id, _rev)`.
pub fn revs_diff_body<'a>(docs: impl Iterator<Item = (&'a str, &'a str)>) -> String {
    let ask: serde_json::Map<String, serde_json::Value> = docs
        .map(|(id, rev)| (id.to_string(), serde_json::json!([rev])))
        .collect();
    serde_json::Value::Object(ask).to_string()
}

/// A document without what only the server or the moment gives (`_rev`, the time it was written): two
/// devices that would write the same thing compare equal.
pub fn content(doc: &serde_json::Value) -> serde_json::Value {
    let mut doc = doc.clone();
    if let Some(o) = doc.as_object_mut() {
        o.remove("_rev");
        o.remove("at_ms");
    }
    doc
}

/// `doc` with the `_id` `id` (a document written under its id holds it, as the server's copy does).
pub fn named(mut doc: serde_json::Value, id: &str) -> serde_json::Value {
    if let Some(o) = doc.as_object_mut() {
        o.insert("_id".into(), id.into());
    }
    doc
}

/// `doc` to be written over the revision `old` holds (as read; none: a new document).
pub fn over(old: Option<&serde_json::Value>, mut doc: serde_json::Value) -> serde_json::Value {
    let rev = old.and_then(|v| v.get("_rev")).cloned();
    if let (Some(rev), Some(o)) = (rev, doc.as_object_mut()) {
        o.insert("_rev".into(), rev);
    }
    doc
}

/// The rows of a range of `_all_docs` read with their documents: `(_id, the document's JSON text)`,
/// empty text for a row without one.
pub fn rows_with_docs(text: &str) -> Result<Vec<(String, String)>, Problem> {
    #[derive(Deserialize)]
    struct Rows<'a> {
        #[serde(borrow)]
        rows: Vec<Row<'a>>,
    }
    #[derive(Deserialize)]
    struct Row<'a> {
        id: String,
        #[serde(borrow)]
        doc: Option<&'a RawValue>,
    }
    let rows: Rows = serde_json::from_str(text).map_err(|e| Problem::BadAnswer(e.to_string()))?;
    Ok(rows
        .rows
        .into_iter()
        .map(|r| (r.id, r.doc.map(|d| d.get().to_string()).unwrap_or_default()))
        .collect())
}

/// Where the skip goes after the tournament whose document is `id`: past its key's range.
pub fn past_range(id: &str) -> Option<String> {
    let (key, _) = id.split_once('/')?;
    Some(format!("{key}/{HIGH}"))
}

/// The `_id` of the creation entry of the tournament a document `id` belongs to (its key is the
/// creation's id `@` its clock).
pub fn creation_id(id: &str) -> Option<String> {
    let (key, _) = id.split_once('/')?;
    let (origin, _) = key.split_once('@')?;
    Some(format!("{key}/{origin}"))
}

/// The database's sequence now (`update_seq` of `GET /db`).
pub fn update_seq(text: &str) -> Result<String, Problem> {
    #[derive(Deserialize)]
    struct Info {
        update_seq: serde_json::Value,
    }
    let info: Info = serde_json::from_str(text).map_err(|e| Problem::BadAnswer(e.to_string()))?;
    Ok(match info.update_seq {
        serde_json::Value::String(s) => s,
        other => other.to_string(),
    })
}

/// One page of a changes feed or of `_all_docs`: each document as its JSON text (read by the journal,
/// which checks it), the ids of rows without a document, the rows that could not be read (with why),
/// and where the page ends.
#[derive(Debug, Default)]
pub struct FeedPage {
    /// `(_id, the document's JSON text)`.
    pub docs: Vec<(String, String)>,
    /// Rows without a document (a changes feed read for its ids).
    pub ids: Vec<String>,
    /// `(_id or the row's place, why)`: rows that could not be read as a change with a document.
    pub unreadable: Vec<(String, String)>,
    /// The changes feed's `last_seq` (empty for `_all_docs`).
    pub last_seq: String,
    /// Rows in the page: a full page ([`PAGE`]) means more may follow.
    pub rows: usize,
    /// The last row's id (where the next page of a range starts).
    pub last_id: String,
}

impl FeedPage {
    pub fn is_full(&self) -> bool {
        self.rows >= PAGE
    }

    /// Adds the next page of a range read page after page; whether another page may follow (this one
    /// was full and moved on).
    pub fn absorb(&mut self, page: FeedPage) -> bool {
        let more = page.is_full() && !page.last_id.is_empty() && page.last_id != self.last_id;
        self.rows += page.rows;
        self.docs.extend(page.docs);
        self.unreadable.extend(page.unreadable);
        self.last_id = page.last_id;
        more
    }
}

/// Reads a changes feed's or `_all_docs`' answer row by row: the rows are kept as raw text first, so
/// one document no reader can take (nested hundreds of levels deep, of any tournament) is listed, never
/// breaks the page.
pub fn parse_feed(text: &str) -> Result<FeedPage, Problem> {
    #[derive(Deserialize)]
    struct Feed<'a> {
        #[serde(borrow, alias = "rows")]
        results: Vec<&'a RawValue>,
        #[serde(default)]
        last_seq: serde_json::Value,
    }
    #[derive(Deserialize)]
    struct Row<'a> {
        #[serde(default)]
        id: String,
        #[serde(default, borrow)]
        doc: Option<&'a RawValue>,
        #[serde(default)]
        deleted: bool,
        #[serde(default)]
        error: Option<String>,
    }
    let feed: Feed = serde_json::from_str(text).map_err(|e| Problem::BadAnswer(e.to_string()))?;
    let mut page = FeedPage {
        rows: feed.results.len(),
        last_seq: match feed.last_seq {
            serde_json::Value::String(s) => s,
            serde_json::Value::Null => String::new(),
            other => other.to_string(),
        },
        ..FeedPage::default()
    };
    for (i, raw) in feed.results.iter().enumerate() {
        match serde_json::from_str::<Row>(raw.get()) {
            Ok(row) => {
                if !row.id.is_empty() {
                    page.last_id = row.id.clone();
                }
                match row {
                    Row { deleted: true, .. } | Row { error: Some(_), .. } => {}
                    Row {
                        id, doc: Some(d), ..
                    } if d.get() != "null" => page.docs.push((id, d.get().to_string())),
                    Row { id, .. } => page.ids.push(id),
                }
            }
            Err(e) => page.unreadable.push((format!("#{}", i + 1), e.to_string())),
        }
    }
    Ok(page)
}

/// `_revs_diff`'s answer: the ids the server lacks.
pub fn missing_ids(text: &str) -> Result<Vec<String>, Problem> {
    let diff: std::collections::BTreeMap<String, &RawValue> =
        serde_json::from_str(text).map_err(|e| Problem::BadAnswer(e.to_string()))?;
    Ok(diff.into_keys().collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_of_a_range_add_up_and_stop_at_the_first_page_not_full() {
        let page = |rows: usize, last: &str| FeedPage {
            docs: vec![(last.to_string(), "{}".to_string())],
            rows,
            last_id: last.to_string(),
            ..FeedPage::default()
        };
        let mut all = FeedPage::default();
        assert!(
            all.absorb(page(PAGE, "a")),
            "a full page: another may follow"
        );
        assert!(
            !all.absorb(page(PAGE, "a")),
            "a full page that did not move on: the end"
        );
        assert!(!all.absorb(page(3, "b")), "a page not full: the end");
        assert_eq!(
            (all.rows, all.docs.len(), all.last_id.as_str()),
            (2 * PAGE + 3, 3, "b")
        );
    }

    #[test]
    fn credentials_are_split_off_the_address() {
        let a = parse_address(" http://club:s%40cret:x@Host.lan:5984/raduno/ ").unwrap();
        assert_eq!(a.db, "http://host.lan:5984/raduno");
        assert_eq!(a.user.as_deref(), Some("club"));
        assert_eq!(a.password.as_deref(), Some("s@cret:x"));
        let b = parse_address("https://db.example.org/torneo").unwrap();
        assert_eq!((b.user, b.password), (None, None));
        assert_eq!(origin(&b.db), "https://db.example.org");
        // The venue's QR code carries the app's address on the server: the database is before it.
        let v = parse_address("http://192.168.1.10:5984/raduno/_design/raduno/index.html").unwrap();
        assert_eq!(v.db, "http://192.168.1.10:5984/raduno");
        assert_eq!(
            parse_address("192.168.1.10:5984/raduno"),
            Err(AddressError::Scheme)
        );
        assert_eq!(parse_address("http://"), Err(AddressError::Host));
        assert_eq!(
            parse_address("http://host:5984/"),
            Err(AddressError::Database)
        );
        assert_eq!(
            parse_address("http://host:5984/_users"),
            Err(AddressError::Database)
        );
    }

    #[test]
    fn mixed_content_is_told_before_asking() {
        assert!(mixed_content("https:", "http://192.168.1.10:5984/raduno"));
        assert!(!mixed_content("https:", "https://db.example.org/raduno"));
        assert!(!mixed_content("http:", "http://192.168.1.10:5984/raduno"));
        assert!(!mixed_content("https:", "http://localhost:5984/raduno"));
        assert!(!mixed_content("https:", "http://127.0.0.1:5984/raduno"));
    }

    #[test]
    fn each_status_is_its_own_problem() {
        assert_eq!(problem(200, ""), None);
        assert_eq!(problem(401, "{}"), Some(Problem::Unauthorised));
        assert_eq!(
            problem(403, r#"{"error":"forbidden","reason":"not an entry"}"#),
            Some(Problem::Forbidden("not an entry".into()))
        );
        assert_eq!(problem(404, "{}"), Some(Problem::NoDatabase));
        assert_eq!(
            problem(500, "<html>"),
            Some(Problem::Http(500, String::new()))
        );
    }

    #[test]
    fn a_document_nested_200_deep_is_listed_and_the_feed_goes_on() {
        let deep = format!("{}1{}", "[".repeat(200), "]".repeat(200));
        let text = format!(
            r#"{{"results":[{{"seq":1,"id":"a","changes":[],"doc":{{"_id":"a","x":{deep}}}}},
                {{"seq":2,"id":"b","doc":{{"_id":"b","t":"k"}}}},
                {{"seq":3,"id":"c","deleted":true}},
                {{"seq":4,"id":{deep}}},
                {{"seq":5,"id":"e","changes":[]}}],"last_seq":"5-abc"}}"#
        );
        let page = parse_feed(&text).unwrap();
        assert_eq!(page.rows, 5);
        assert_eq!(page.last_seq, "5-abc");
        assert_eq!(page.docs.len(), 2);
        assert_eq!(page.docs[1], ("b".into(), r#"{"_id":"b","t":"k"}"#.into()));
        assert!(page.docs[0].1.len() > 400);
        assert_eq!(page.unreadable.len(), 1);
        assert_eq!(page.unreadable[0].0, "#4");
        assert_eq!(page.ids, vec!["e".to_string()]);
        assert!(!page.is_full());
        assert!(matches!(parse_feed("<html>"), Err(Problem::BadAnswer(_))));
        // `_all_docs` with keys: a missing one is an error row, skipped.
        let rows = r#"{"total_rows":1,"rows":[{"id":"k/1","key":"k/1","value":{"rev":"1-a"},"doc":{"_id":"k/1"}},{"key":"nope","error":"not_found"}]}"#;
        let page = parse_feed(rows).unwrap();
        assert_eq!(
            (page.docs.len(), page.ids.len(), page.last_id.as_str()),
            (1, 0, "k/1")
        );
    }

    #[test]
    fn one_tournament_is_one_range_of_ids() {
        let key = "ab12:1@1700000000000";
        assert_eq!(
            range_request(key, ""),
            "_all_docs?include_docs=true&limit=500&skip=0&startkey=%22ab12%3A1%401700000000000%2F%22&endkey=%22ab12%3A1%401700000000000%2F%EF%BF%B0%22"
        );
        assert!(range_request(key, "ab12:1@1700000000000/ab12:9")
            .contains("skip=1&startkey=%22ab12%3A1%401700000000000%2Fab12%3A9%22"));
        assert_eq!(
            changes_request("12-g1AAA+/="),
            "_changes?limit=500&since=12-g1AAA%2B%2F%3D"
        );
        assert_eq!(changes_request(""), "_changes?limit=500&since=0");
        assert_eq!(docs_request(&["k/1".into()]).1, r#"{"keys":["k/1"]}"#);
        assert_eq!(
            creation_id("ab12:1@17/cd34:5").as_deref(),
            Some("ab12:1@17/ab12:1")
        );
        assert_eq!(
            past_range("ab12:1@17/cd34:5").as_deref(),
            Some("ab12:1@17/\u{fff0}")
        );
        assert_eq!(creation_id("junk"), None);
        assert_eq!(update_seq(r#"{"update_seq":"7-xyz"}"#).unwrap(), "7-xyz");
        assert_eq!(
            update_seq(r#"{"db_name":"r","update_seq":12}"#).unwrap(),
            "12"
        );
    }
    #[test]
    fn a_loopback_address_gives_the_phones_the_typed_host_port_and_path_kept() {
        assert!(is_loopback("http://127.0.0.1:5984/raduno"));
        assert!(is_loopback("http://localhost:8080/raduno/"));
        assert!(is_loopback("http://[::1]:5984/x"));
        assert!(!is_loopback("http://192.168.1.10:5984/raduno"));
        assert!(!is_loopback("https://club.example.org/raduno"));
        assert_eq!(typed_host("192.168.1.10"), Some("192.168.1.10".into()));
        assert_eq!(
            typed_host(" http://192.168.1.10:5984/ "),
            Some("192.168.1.10".into())
        );
        assert_eq!(typed_host("laptop.local"), Some("laptop.local".into()));
        assert_eq!(typed_host("127.0.0.1"), None, "this computer's own");
        assert_eq!(typed_host("localhost"), None);
        assert_eq!(typed_host(""), None);
        assert_eq!(typed_host("a b"), None);
        assert_eq!(
            for_phones_with("http://127.0.0.1:5984/raduno", "192.168.1.10"),
            "http://192.168.1.10:5984/raduno"
        );
        assert_eq!(
            for_phones_with("http://localhost:8080/raduno/", "http://192.168.1.10:5984"),
            "http://192.168.1.10:8080/raduno/"
        );
        assert_eq!(
            for_phones_with("http://[::1]:5984/x", "10.0.0.2"),
            "http://10.0.0.2:5984/x"
        );
        assert_eq!(
            for_phones_with("http://192.168.1.10:5984/raduno", "10.0.0.2"),
            "http://192.168.1.10:5984/raduno",
            "a network address stays"
        );
        assert_eq!(
            for_phones_with("http://127.0.0.1:5984/raduno", ""),
            "http://127.0.0.1:5984/raduno"
        );
    }
}
