//! `raduno rating --list <LIST.csv> --games <GAMES.csv> --rounds <R> [--date <DATE>] [--json]`:
//! applies a tournament's games to a rating list and prints the new list (issue 6, item 3).

use super::{apply_tournament, parse_games_csv, Config, RatingList};
use crate::i18n::{Lang, Localized};
use serde::Serialize;

const USAGE: &str = "usage: raduno rating --list <LIST.csv> --games <GAMES.csv> --rounds <R> [--date <DATE>] [--json]";

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

/// Runs the command on its arguments (without `raduno rating`); the text to print, or an error message.
pub fn run(args: &[String]) -> Result<String, String> {
    let mut list_path = None;
    let mut games_path = None;
    let mut rounds = None;
    let mut json = false;
    let mut config = Config::default();
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let mut value = |flag: &str| {
            it.next()
                .cloned()
                .ok_or_else(|| format!("{flag} needs a value\n{USAGE}"))
        };
        match arg.as_str() {
            "--list" => list_path = Some(value("--list")?),
            "--games" => games_path = Some(value("--games")?),
            "--rounds" => {
                let v = value("--rounds")?;
                rounds = Some(
                    v.trim()
                        .parse::<u32>()
                        .map_err(|_| format!("--rounds: \"{v}\" is not a whole number"))?,
                );
            }
            "--date" => config.tournament_date = value("--date")?,
            "--json" => json = true,
            "-h" | "--help" => return Ok(USAGE.to_string()),
            other => return Err(format!("unknown argument \"{other}\"\n{USAGE}")),
        }
    }
    let (Some(list_path), Some(games_path), Some(rounds)) = (list_path, games_path, rounds) else {
        return Err(USAGE.to_string());
    };
    let read = |path: &str| std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"));
    let list = RatingList::from_csv(&read(&list_path)?)
        .map_err(|e| format!("{list_path}: {}", e.text(Lang::En)))?;
    let games = parse_games_csv(&read(&games_path)?)
        .map_err(|e| format!("{games_path}: {}", e.text(Lang::En)))?;
    let update = apply_tournament(&list, &games, rounds, &config).map_err(|e| e.text(Lang::En))?;
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
        "{:<4} {:<30} {:>5} {:>5} {:>6} {:>3} {:>5}\n",
        "#", "name", "old", "new", "change", "cat", "games"
    );
    for (i, p) in update.list.players.iter().enumerate() {
        let before = old(&p.name);
        let show = |r: Option<i32>| r.map(|r| r.to_string()).unwrap_or_else(|| "-".into());
        let change = match (before, p.rating) {
            (Some(a), Some(b)) => format!("{:+}", b - a),
            _ => "new".into(),
        };
        out.push_str(&format!(
            "{:<4} {:<30} {:>5} {:>5} {:>6} {:>3} {:>5}\n",
            i + 1,
            p.name,
            show(before),
            show(p.rating),
            change,
            p.category.letter(),
            p.games
        ));
    }
    out.push_str("\nSteps:\n");
    for p in &update.players {
        out.push_str(&format!("{}:\n", p.name));
        for s in &p.steps {
            out.push_str(&format!("  {}\n", s.text(Lang::En)));
        }
    }
    Ok(out)
}
