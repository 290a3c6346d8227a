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

mod admin;
mod app_files;
mod options;
mod validate;

use admin::Admin;
pub use admin::{MAX_DOCUMENT, MAX_REQUEST};
pub use app_files::attachments;
use options::user_password;
pub use options::{parse, password, Options};
pub use validate::{APP_VALIDATE, VALIDATE};

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
    use super::app_files::mark_page;
    use super::*;
    use std::path::PathBuf;

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
