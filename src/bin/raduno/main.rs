//! `raduno`: the command-line tool, sharing the engine with the web app.
//!
//! ```text
//! raduno standings <WORKBOOK> --format <FORMAT> [--json]
//! raduno draw <WORKBOOK> --format <FORMAT> --round <N> [--seed <S>] --out <OUT.xlsx> [--json] [--replace]
//! raduno check <WORKBOOK> --format <FORMAT> --round <N> [--json]
//! raduno pdf <WORKBOOK> --round <N> [--reduced] [--logo <IMAGE>] --out <FILE.pdf>
//! raduno pdf <WORKBOOK> --report [--reduced] [--logo <IMAGE>] --out <FILE.pdf>
//! raduno pdf <WORKBOOK> --standings [--format <FORMAT>] --out <FILE.pdf>
//! raduno export <WORKBOOK> --as txt|vb|html [--out <FILE>]
//! raduno export <WORKBOOK> --as xlsx --out <FILE.xlsx>
//! raduno blank --out <FILE.xlsx>
//! raduno rating --list <LIST.csv> --games <GAMES.csv> --rounds <R> [--date <DATE>] [--json]
//! raduno circuit <RULES.json> <FILE>... [--json] [--format <FORMAT>] [--out <FILE.pdf|.xlsx|.html>] [--server <URL> [--user <USER>]]
//! raduno federation publish <FILE>... --server <URL> [--user <USER>] [--format <FORMAT>]
//! raduno completions bash|zsh|fish|elvish|powershell
//! raduno server setup <URL> --db <NAME> --user <USER> [--admin <ADMIN>] [--new-user] [--origin <URL>] [--app <dist/>]
//! raduno --version
//! ```
//!
//! Conventions, the same for every command:
//! - `--lang it|en` anywhere on the line chooses the language of every message (Italian by default);
//! - `raduno --help` lists the commands, `raduno <command> --help` (or `raduno help <command>`)
//!   explains one, on standard output, exit code 0;
//! - a wrong command line (unknown command or option, missing or malformed value) exits with 2,
//!   refused input (a file that cannot be read, a workbook or a result the engine refuses) with 1;
//!   either way one line on standard error says why, and a usage error names the help to read. A
//!   mistyped command or option is answered with the nearest one (`raduno drw` → `draw`).
//!
//! The line is parsed by clap (derive, [`args`]); what is said is the catalogue's. Each command lives
//! in its module here: [`standings`], [`draw`] (and `check`), [`files`] (`pdf`, `export`, `blank`),
//! [`circuit`], [`federation`], [`rating`]; `server setup` is `raduno::replica::setup`'s. Numbers in JSON are exact decimals.

mod args;
mod circuit;
mod draw;
mod federation;
mod files;
mod help;
mod rating;
mod standings;

use args::{Cli, Cmd};
use clap::{CommandFactory, FromArgMatches};
use raduno::i18n::Lang;
use raduno::words::msg;
use std::process::ExitCode;

/// A failure: the message and the exit code (2: the command line, 1: the input).
pub struct Failure {
    message: String,
    code: u8,
}

impl Failure {
    fn usage(message: String) -> Self {
        Failure { message, code: 2 }
    }
    fn run(message: String) -> Self {
        Failure { message, code: 1 }
    }
}

/// The command line as clap knows it, each command described in `lang` (the completions say it).
fn clap_command(lang: Lang) -> clap::Command {
    help::COMMANDS.iter().fold(Cli::command(), |cmd, c| {
        cmd.mut_subcommand(c.name, |s| s.about(help::about(c, lang)))
    })
}

/// `raduno completions SHELL`: the shell's completion script on standard output.
fn completions(a: &args::Completions, lang: Lang) -> Result<String, Failure> {
    let Some(shell) = a.shell else {
        return Err(Failure::usage(msg::CliCompletionsShellMissing.text(lang)));
    };
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut clap_command(lang), "raduno", &mut script);
    Ok(String::from_utf8_lossy(&script).into_owned())
}

/// Runs a parsed command.
fn dispatch(command: &Cmd, lang: Lang) -> Result<String, Failure> {
    match command {
        Cmd::Standings(a) => standings::run(a, lang),
        Cmd::Draw(a) => draw::run(a, lang),
        Cmd::Check(a) => draw::check(a, lang),
        Cmd::Pdf(a) => files::pdf(a, lang),
        Cmd::Export(a) => files::export(a, lang),
        Cmd::Blank(a) => files::blank(a, lang),
        Cmd::Rating(a) => rating::run(a, lang),
        Cmd::Circuit(a) => circuit::run(a, lang),
        Cmd::Federation(a) => federation::run(a, lang),
        Cmd::Completions(a) => completions(a, lang),
        // Reached only with `--lang` before it; `main` hands the usual line to the set-up whole.
        Cmd::Server(a) => {
            let options = raduno::replica::setup::parse(&a.line).map_err(Failure::usage)?;
            let said = raduno::replica::setup::run(&options).map_err(Failure::run)?;
            Ok(said.join("\n"))
        }
        Cmd::Help(_) => Ok(help::general(lang)),
    }
}

/// One line: the command, what is wrong, and for a usage error where to read more. A refusal that
/// lists several problems keeps the list under its first line; a list of one joins it.
fn say(f: Failure, command: Option<&str>, lang: Lang) -> Failure {
    let mut lines: Vec<&str> = f.message.lines().collect();
    let first = match lines.as_slice() {
        [head, item] if item.starts_with("- ") => {
            let joined = format!("{head} {}", &item[2..]);
            lines.clear();
            joined
        }
        _ if lines.is_empty() => String::new(),
        _ => lines.remove(0).to_string(),
    };
    let who = command.map_or("raduno".to_string(), |c| format!("raduno {c}"));
    let mut message = if f.code == 2 {
        let help = format!("{who} --help");
        let see = msg::CliSeeHelp { help: &help }.text(lang);
        format!("{who}: {first} ({see})")
    } else {
        format!("{who}: {first}")
    };
    for line in lines {
        message.push('\n');
        message.push_str(line);
    }
    Failure {
        message,
        code: f.code,
    }
}

/// Runs a command line; a failure comes back as the one line to print and the exit code.
fn run(raw: &[String]) -> Result<String, Failure> {
    let lang = args::language(raw).map_err(|f| Failure {
        message: format!("raduno: {}", f.message),
        code: f.code,
    })?;
    // `--lang` may also come before the command.
    let line = match raw.first().map(String::as_str) {
        Some("--lang") => raw.get(2..).unwrap_or_default(),
        Some(a) if a.starts_with("--lang=") => &raw[1..],
        _ => raw,
    };
    let Some((name, rest)) = line.split_first() else {
        let none = msg::CliNoCommandGiven.text(lang);
        return Err(say(Failure::usage(none), None, lang));
    };
    // The help wins over anything else on the line, even a wrong option.
    let asks_help = rest.iter().any(|a| a == "--help" || a == "-h");
    match (name.as_str(), help::command(name)) {
        ("--help" | "-h", _) => return Ok(help::general(lang)),
        ("help", _) => {
            return match rest.iter().find(|a| !a.starts_with('-')) {
                None => Ok(help::general(lang)),
                Some(t) => help::command(t).map(|c| help::of(c, lang)).ok_or_else(|| {
                    let what = msg::CliHelpTopicUnknown { player: &t }.text(lang)
                        + &args::nearest_command(clap_command(lang), t, lang);
                    say(Failure::usage(what), None, lang)
                }),
            }
        }
        (_, Some(c)) if asks_help => return Ok(help::of(c, lang)),
        _ => {}
    }
    let known = help::command(name).map(|c| c.name);
    let argv = std::iter::once("raduno".to_string()).chain(raw.iter().cloned());
    let parsed = clap_command(lang)
        .try_get_matches_from(argv)
        .and_then(|m| Cli::from_arg_matches(&m));
    match parsed {
        Ok(Cli {
            command: Some(command),
            ..
        }) => dispatch(&command, lang).map_err(|f| say(f, known, lang)),
        Ok(_) => Err(say(
            Failure::usage(msg::CliNoCommandGiven.text(lang)),
            None,
            lang,
        )),
        Err(e) if e.kind() == clap::error::ErrorKind::DisplayVersion => Ok(e.to_string()),
        Err(e) => Err(say(args::failure(&e, known, lang), known, lang)),
    }
}

/// The line without its `--lang X` / `--lang=X` (read on its own by [`args::language`]).
fn without_lang(raw: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    let mut it = raw.iter();
    while let Some(a) = it.next() {
        if a == "--lang" {
            it.next();
        } else if !a.starts_with("--lang=") {
            out.push(a.clone());
        }
    }
    out
}

fn main() -> ExitCode {
    let raw: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    // `raduno server …` reads and says its own line (crates/app/src/replica/setup/options.rs); its help is the catalogue's.
    let asks_help = raw.iter().any(|a| a == "--help" || a == "-h");
    // `--lang` is read anywhere on the line, `server setup …` included (its words are English).
    let rest = without_lang(&raw);
    if rest.first().is_some_and(|c| c == "server") && !asks_help {
        if let Err(f) = args::language(&raw) {
            eprintln!("{}", f.message);
            return ExitCode::from(f.code);
        }
        return raduno::replica::setup::main(&rest[1..]);
    }
    match run(&raw) {
        Ok(out) => {
            print!("{out}");
            if !out.is_empty() && !out.ends_with('\n') {
                println!();
            }
            ExitCode::SUCCESS
        }
        Err(f) => {
            eprintln!("{}", f.message);
            ExitCode::from(f.code)
        }
    }
}
