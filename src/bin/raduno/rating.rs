//! `raduno rating --list <LIST.csv> --games <GAMES.csv> --rounds <R> [--date <DATE>] [--json]`: applies a tournament's games to a rating list and prints the new list.

use crate::args;
use crate::files::{io_reason, required};
use crate::Failure;
use raduno::i18n::{Lang, Localized};
use raduno::rating::{apply_tournament, parse_games_csv, Config, RatingList};
use raduno::words::msg;
use serde::Serialize;

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

/// Runs the command: the new list, or the refusal (one message in `lang`, naming the file).
pub fn run(a: &args::Rating, lang: Lang) -> Result<String, Failure> {
    let list = required(a.list.as_deref(), "--list", lang)?;
    let games = required(a.games.as_deref(), "--games", lang)?;
    let rounds = required(a.rounds, "--rounds", lang)?;
    let date = a.date.clone().unwrap_or_default();
    rate(list, games, rounds, date, a.json, lang).map_err(Failure::run)
}

fn rate(
    list_path: &str,
    games_path: &str,
    rounds: u32,
    date: String,
    json: bool,
    lang: Lang,
) -> Result<String, String> {
    let read = |path: &str| {
        std::fs::read_to_string(path).map_err(|e| {
            let e = io_reason(&e, lang);
            msg::CliReadFailed {
                error: &e,
                path: &path,
            }
            .text(lang)
        })
    };
    let list = RatingList::from_csv(&read(list_path)?)
        .map_err(|e| format!("{list_path}: {}", e.text(lang)))?;
    let games = parse_games_csv(&read(games_path)?)
        .map_err(|e| format!("{games_path}: {}", e.text(lang)))?;
    let config = Config {
        tournament_date: date,
        ..Config::default()
    };
    let update = apply_tournament(&list, &games, rounds, &config).map_err(|e| e.text(lang))?;
    let old = |name: &str| list.find(name).and_then(|p| p.rating);
    if json {
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
        msg::CliRatingNameColumn.text(lang),
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
            _ => msg::CliRatingNewColumn.text(lang),
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
