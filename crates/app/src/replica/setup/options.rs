//! The command's line: its options, and the passwords read from the environment or a prompt, never from
//! an argument.

use std::io::{BufRead, Write};
use std::path::PathBuf;

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

/// The club's user's new password: `RADUNO_USER_PASSWORD`, else asked with `--new-user`, else none.
pub(super) fn user_password(o: &Options) -> Result<Option<String>, String> {
    Ok(match std::env::var("RADUNO_USER_PASSWORD") {
        Ok(p) if !p.is_empty() => Some(p),
        _ if o.new_user => Some(password(
            "RADUNO_USER_PASSWORD",
            &format!("Password for the new user {}", o.user),
        )?),
        _ => None,
    })
}
