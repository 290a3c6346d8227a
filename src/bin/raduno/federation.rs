//! `raduno federation publish FILE... --server URL [--user U]`: finished tournaments published to the
//! federation's database on the club's server, as the app's button does
//! ([`raduno::use_cases::federation`]); and the year read back from it for `raduno circuit RULES.json
//! --server URL` ([`read_year`]).
//!
//! Publishing, `URL` is the club's database as the app's Devices page has it
//! (`http://host:5984/raduno`): the federation's database beside it (`raduno_federation`) is written
//! (an address that already names a `…_federation` database is taken as it is). Reading, `URL` is the
//! federation's database itself, as the circuits page's field has it (a club's
//! `…/raduno_federation`, or the federation's own, which replicates from every club's). The password comes from
//! `RADUNO_PASSWORD` or a prompt, never from the command line, and is never printed.

use crate::args;
use crate::files::choice;
use crate::files::{read_tournament, tournament_name};
use crate::Failure;
use raduno::circuit::Held;
use raduno::i18n::{Lang, Localized};
use raduno::replica::federation::{self, federation_db};
use raduno::replica::http::Client;
use raduno::replica::{parse_address, Problem};
use raduno::use_cases::federation::{self as fed, Published};
use raduno::words::msg;
use raduno_files::FormatChoice;
use serde_json::Value;

/// The federation's database: beside the club's database `address` (`beside`, publishing), else
/// `address` itself (reading, as the app's field has it). Credentials in the address are refused.
fn database(address: &str, beside: bool, lang: Lang) -> Result<String, Failure> {
    let parsed = parse_address(address);
    // Said without what was written before the host's `@`: a password typed there stays unprinted.
    let shown = match &parsed {
        Ok(a) => a.db.clone(),
        Err(_) => address
            .rsplit_once('@')
            .map_or(address, |(_, h)| h)
            .to_string(),
    };
    let invalid = || Failure::usage(msg::CliFedAddressInvalid { address: &shown }.text(lang));
    let a = parsed.map_err(|_| invalid())?;
    if a.user.is_some() || a.password.is_some() {
        return Err(invalid());
    }
    if !beside || a.db.ends_with("_federation") {
        return Ok(a.db);
    }
    let (server, name) = a.db.rsplit_once('/').ok_or_else(invalid)?;
    Ok(format!("{server}/{}", federation_db(name)))
}

/// A client of `db` with the user's password (`RADUNO_PASSWORD` or the prompt); anonymous without a
/// user.
fn client(db: &str, user: Option<&str>, lang: Lang) -> Result<Client, Failure> {
    let Some(user) = user.filter(|u| !u.is_empty()) else {
        return Ok(Client::new(db, "", ""));
    };
    let prompt = msg::CliFedPasswordPrompt { user: &user }.text(lang);
    let password = raduno::replica::setup::password("RADUNO_PASSWORD", &prompt)
        .map_err(|_| Failure::run(msg::CliFedPasswordMissing { user: &user }.text(lang)))?;
    Ok(Client::new(db, user, &password))
}

/// A problem talking to the server, in words.
fn problem_text(p: &Problem, db: &str, lang: Lang) -> String {
    match p {
        Problem::Unauthorised | Problem::LoginRefused => msg::CliServerUnauthorised.text(lang),
        Problem::Forbidden(reason) => msg::CliServerHttp {
            db: &db,
            status: &403,
            reason,
        }
        .text(lang),
        Problem::NoDatabase => msg::CliServerNoDatabase { db: &db }.text(lang),
        Problem::Http(status, reason) => msg::CliServerHttp {
            db: &db,
            status,
            reason,
        }
        .text(lang),
        Problem::BadAnswer(why) => msg::CliServerBadAnswer { db: &db, why }.text(lang),
        Problem::Unreachable(why) => msg::CliServerUnreachable { db: &db, why }.text(lang),
        Problem::Timeout(s) => msg::CliServerUnreachable {
            db: &db,
            why: &format!("{s} s"),
        }
        .text(lang),
        Problem::MixedContent | Problem::Cors => {
            msg::CliServerUnreachable { db: &db, why: &"" }.text(lang)
        }
    }
}

/// Runs `raduno federation …`: one line per file said; exit code 1 when any was not published.
pub fn run(a: &args::Federation, lang: Lang) -> Result<String, Failure> {
    match a.action.as_deref() {
        Some("publish") => {}
        Some(other) => {
            return Err(Failure::usage(
                msg::CliFedActionUnknown { action: &other }.text(lang),
            ))
        }
        None => return Err(Failure::usage(msg::CliFedActionMissing.text(lang))),
    }
    let Some(server) = &a.server else {
        return Err(Failure::usage(msg::CliFedServerMissing.text(lang)));
    };
    if a.files.is_empty() {
        return Err(Failure::usage(msg::CliFedFilesMissing.text(lang)));
    }
    let db = database(server, true, lang)?;
    let format = choice(a.format.as_deref(), lang)?;
    // Every file first: one that cannot be published stops them all, before the server is asked.
    let mut docs = Vec::new();
    for path in &a.files {
        docs.push((path, document(path, &format, lang)?));
    }
    let c = client(&db, a.user.as_deref(), lang)?;
    // Each file said as it is done: what was published on standard output, what was not on standard
    // error.
    let mut failed = 0usize;
    for (file, doc) in docs {
        let id = federation::document_id(&doc);
        match fed::publish_blocking(&c, &doc) {
            Ok(published) => println!("{}", published_text(&published, file, id, &c.db, lang)),
            Err(p) => {
                failed += 1;
                eprintln!("{}", refused_text(&p, file, &c.db, lang));
            }
        }
    }
    if failed > 0 {
        return Err(Failure::run(
            msg::CliFedSomeFailed { count: &failed }.text(lang),
        ));
    }
    Ok(String::new())
}

/// The document of the tournament in the file `path` (read with `format`), or why it cannot be
/// published.
fn document(path: &str, format: &FormatChoice, lang: Lang) -> Result<Value, Failure> {
    let read = read_tournament(path, format, lang).map_err(|e| Failure::run(e.text(lang)))?;
    let (t, ids) = (read.tournament, read.ids);
    let name = if t.settings.name.trim().is_empty() {
        tournament_name(path)
    } else {
        t.settings.name.trim().to_string()
    };
    Held::of(&t, &name, &ids)
        .map_err(|_| fed::Unpublishable::NotFinished)
        .and_then(|h| fed::document_of_held(&h))
        .map_err(|why| {
            let reason = why.text(lang);
            Failure::run(
                msg::CliFedNotPublishable {
                    file: &path,
                    reason: &reason,
                }
                .text(lang),
            )
        })
}

/// What the server did with the file's document `id` in `db`, with its revision now.
fn published_text(published: &Published, file: &str, id: &str, db: &str, lang: Lang) -> String {
    let rev = published.rev();
    match published {
        Published::New { .. } => msg::CliFedPublished {
            file: &file,
            id: &id,
            db: &db,
            rev: &rev,
        }
        .text(lang),
        Published::Updated { .. } => msg::CliFedUpdated {
            file: &file,
            id: &id,
            db: &db,
            rev: &rev,
        }
        .text(lang),
        Published::Unchanged { .. } => msg::CliFedUnchanged {
            file: &file,
            id: &id,
            db: &db,
            rev: &rev,
        }
        .text(lang),
    }
}

/// Why the file was not published: the server's refusal, or a problem talking to it.
fn refused_text(p: &Problem, file: &str, db: &str, lang: Lang) -> String {
    match p {
        Problem::Forbidden(reason) => msg::CliFedRefused {
            file: &file,
            reason,
        }
        .text(lang),
        p => {
            let problem = problem_text(p, db, lang);
            msg::CliFedFailed {
                file: &file,
                problem: &problem,
            }
            .text(lang)
        }
    }
}

/// The finished tournaments of `year` in the federation's database of `address`; what is set apart
/// (with why) and how many were read are said on standard error, so `--json` stays the standings.
pub fn read_year(
    address: &str,
    user: Option<&str>,
    year: u32,
    lang: Lang,
) -> Result<Vec<Held>, String> {
    let db = database(address, false, lang).map_err(|f| f.message)?;
    let c = client(&db, user, lang).map_err(|f| f.message)?;
    let page = c.all_docs().map_err(|p| problem_text(&p, &c.db, lang))?;
    let read = fed::read_year(&page, year);
    for (id, why) in &read.apart {
        let why = why.text(lang);
        eprintln!("{}", msg::CliFedApart { id, why: &why }.text(lang));
    }
    eprintln!(
        "{}",
        msg::CliFedRead {
            count: &read.held.len(),
            year: &year,
            db: &c.db,
            other: &read.other_years,
        }
        .text(lang)
    );
    Ok(read.held)
}
