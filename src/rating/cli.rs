//! The body of `raduno rating --list <LIST.csv> --games <GAMES.csv> --rounds <R> [--date <DATE>]
//! [--json] [--lang it|en]` (issue 6, item 3): applies a tournament's games to a rating list and
//! prints the new list. The command line itself is read by `src/bin/raduno.rs`, with the same
//! conventions as every other command.

use super::{apply_tournament, parse_games_csv, Config, RatingList};
use crate::i18n::msg;
use crate::i18n::{Lang, Localized};
use serde::Serialize;

/// What the command was asked to do.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// The rating list (CSV).
    pub list: String,
    /// The tournament's games (CSV).
    pub games: String,
    /// Swiss rounds the tournament played.
    pub rounds: u32,
    /// Written as the participants' last tournament; empty leaves it.
    pub date: String,
    /// Print the new list as JSON.
    pub json: bool,
}

#[derive(Serialize)]
struct JsonPlayer<'a> {
    name: &'a str,
    old: Option<i32>,
    new: Option<i32>,
    category: &'a str,
    games: u32,
}

#[derive(Serialize)]
struct JsonList<'a> {
    players: Vec<JsonPlayer<'a>>,
}

/// Why a file could not be read or written, in `lang` (the system's own words for the rare cases).
pub fn io_reason(e: &std::io::Error, lang: Lang) -> String {
    use std::io::ErrorKind;
    match e.kind() {
        ErrorKind::NotFound => msg::CliNoSuchFile.text(lang),
        ErrorKind::PermissionDenied => msg::CliPermissionDenied.text(lang),
        ErrorKind::IsADirectory => msg::CliItIsADirectory.text(lang),
        ErrorKind::InvalidData => msg::RatingItIsNotUtf8Text.str(lang).into(),
        _ => e.to_string(),
    }
}

/// Runs the command: the text to print, or the refusal (one message in `lang`, naming the file).
pub fn run(options: &Options, lang: Lang) -> Result<String, String> {
    let read = |path: &str| {
        std::fs::read_to_string(path).map_err(|e| {
            let e = io_reason(&e, lang);
            msg::CliCannotReadPathE {
                error: &e,
                path: &path,
            }
            .text(lang)
        })
    };
    let list = RatingList::from_csv(&read(&options.list)?)
        .map_err(|e| format!("{}: {}", options.list, e.text(lang)))?;
    let games = parse_games_csv(&read(&options.games)?)
        .map_err(|e| format!("{}: {}", options.games, e.text(lang)))?;
    let config = Config {
        tournament_date: options.date.clone(),
        ..Config::default()
    };
    let update =
        apply_tournament(&list, &games, options.rounds, &config).map_err(|e| e.text(lang))?;
    let old = |name: &str| list.find(name).and_then(|p| p.rating);
    if options.json {
        let players = update
            .list
            .players
            .iter()
            .map(|p| JsonPlayer {
                name: &p.name,
                old: old(&p.name),
                new: p.rating,
                category: p.category.letter(),
                games: p.games,
            })
            .collect();
        return serde_json::to_string_pretty(&JsonList { players }).map_err(|e| e.to_string());
    }
    let mut out = format!(
        "{:<4} {:<30} {:>5} {:>5} {:>6} {:>3} {:>7}\n",
        "#",
        msg::CliName2.text(lang),
        msg::CliOld.text(lang),
        msg::CliNew.text(lang),
        msg::CliChange.text(lang),
        "cat",
        msg::CliGames.text(lang)
    );
    for (i, p) in update.list.players.iter().enumerate() {
        let before = old(&p.name);
        let show = |r: Option<i32>| r.map(|r| r.to_string()).unwrap_or_else(|| "-".into());
        let change = match (before, p.rating) {
            (Some(a), Some(b)) => format!("{:+}", b - a),
            _ => msg::CliNew2.text(lang),
        };
        out.push_str(&format!(
            "{:<4} {:<30} {:>5} {:>5} {:>6} {:>3} {:>7}\n",
            i + 1,
            p.name,
            show(before),
            show(p.rating),
            change,
            p.category.letter(),
            p.games
        ));
    }
    out.push_str(msg::RatingSteps.str(lang));
    for p in &update.players {
        out.push_str(&format!("{}:\n", p.name));
        for s in &p.steps {
            out.push_str(&format!("  {}\n", s.text(lang)));
        }
    }
    Ok(out)
}
