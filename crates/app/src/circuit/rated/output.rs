//! The rating list as the command line's JSON and text, and as the documents' printed table (PDF,
//! xlsx, HTML): values rounded as shown (rating, μ, σ two decimals; the JSON four).

use super::{shown, RatedGame, RatedRow, RatingList};
use raduno_engine::i18n::{decimal_in, msg, ordinal, Lang};
use raduno_files::printed::{Printed, PrintedList, PrintedRow};
use serde_json::{json, Value};

/// Four decimals: what the JSON carries (the same games in any order give the same figures).
fn round4(x: f64) -> f64 {
    let r = (x * 10_000.0).round() / 10_000.0;
    if r == 0.0 {
        0.0
    } else {
        r
    }
}

fn game_json(list: &RatingList, g: &RatedGame) -> Value {
    json!({
        "tournament": list.tournaments.get(g.tournament),
        "round": g.round,
        "table": g.table,
        "place": g.place,
        "players": g.seats,
        "expected": round4(g.expected),
        "change": round4(g.change),
        "mu": round4(g.after.mu),
        "sigma": round4(g.after.sigma),
    })
}

fn row_json(list: &RatingList, r: &RatedRow) -> Value {
    json!({
        "pos": r.pos,
        "first_name": r.first_name,
        "last_name": r.last_name,
        "club": r.club,
        "national_id": r.national_id,
        "mu": round4(r.skill.mu),
        "sigma": round4(r.skill.sigma),
        "rating": round4(r.rating()),
        "games": r.games.len(),
        "provisional": r.provisional(),
        "played": r.games.iter().map(|g| game_json(list, g)).collect::<Vec<_>>(),
    })
}

/// `{"circuit", "rating": "weng-lin", "tournaments", "standings": [{"pos", "first_name", "last_name",
/// "club", "mu", "sigma", "rating", "games", "provisional", "played": [...]}], "unrated", "without_games"}`.
pub fn json(list: &RatingList) -> String {
    let doc = json!({
        "circuit": list.name,
        "rating": "weng-lin",
        "tournaments": list.tournaments,
        "standings": list.rows.iter().map(|r| row_json(list, r)).collect::<Vec<_>>(),
        "unrated": list.unrated.iter().map(|u| json!({
            "first_name": u.first_name, "last_name": u.last_name, "club": u.club,
        })).collect::<Vec<_>>(),
        "without_games": list.without_games,
        "notes": list.notes.iter().map(|n| json!({
            "pair": n.pair, "note": n.why.text(Lang::En),
        })).collect::<Vec<_>>(),
    });
    serde_json::to_string_pretty(&doc).expect("a rating list always serialises") + "\n"
}

/// A value as a page in `lang` shows it: two decimals (`27,50`).
pub fn shown_in(x: f64, lang: Lang) -> String {
    decimal_in(&shown(x), lang)
}

/// A change with its sign: `+1,25`, `-0,40`.
pub fn change_in(x: f64, lang: Lang) -> String {
    let s = shown(x);
    let s = if s.starts_with('-') {
        s
    } else {
        format!("+{s}")
    };
    decimal_in(&s, lang)
}

/// One game as a line says it: `Serata 1, turno 2, tavolo 3: 1° di 4 (atteso 2,40) +3,10`.
pub fn game_text(list: &RatingList, g: &RatedGame, lang: Lang) -> String {
    msg::TableRatingGameLine {
        tournament: &list
            .tournaments
            .get(g.tournament)
            .map_or("", |t| t.as_str()),
        round: &g.round,
        table: &g.table,
        place: &ordinal(g.place, lang),
        players: &g.seats,
        expected: &decimal_in(&format!("{:.2}", g.expected), lang),
        change: &change_in(g.change, lang),
    }
    .text(lang)
}

/// What the list says before it, plainly: no scored table at all, tournaments without one, players
/// with no game.
pub fn said(list: &RatingList, lang: Lang) -> Vec<String> {
    let mut out = Vec::new();
    if list.is_empty() {
        out.push(msg::TableRatingNoGames.text(lang));
    }
    if !list.without_games.is_empty() && !list.is_empty() {
        out.push(
            msg::TableRatingTournamentsWithoutGames {
                tournaments: &list.without_games.join(", "),
            }
            .text(lang),
        );
    }
    out
}

/// The list as text (the command line without `--json`).
pub fn text(list: &RatingList, lang: Lang) -> String {
    let title = if list.name.is_empty() {
        msg::UiCircuit.str(lang).to_string()
    } else {
        list.name.clone()
    };
    let mut out = format!("{title} - {}\n", msg::TableRatingTitle.str(lang));
    for line in said(list, lang) {
        out.push_str(&line);
        out.push('\n');
    }
    if !list.is_empty() {
        out.push_str(&format!(
            "{:>4}  {:<28} {:<20} {:>8} {:>7} {:>6} {:>7}\n",
            "Pos",
            msg::CliName.str(lang),
            "Club",
            msg::TableRatingRating.str(lang),
            "μ",
            "σ",
            msg::TableRatingGames.str(lang),
        ));
    }
    for r in &list.rows {
        let mut line = format!(
            "{:>4}  {:<28} {:<20} {:>8} {:>7} {:>6} {:>7}",
            r.pos,
            r.full_name(),
            r.club,
            shown_in(r.rating(), lang),
            shown_in(r.skill.mu, lang),
            shown_in(r.skill.sigma, lang),
            r.games.len()
        );
        if r.provisional() {
            line.push_str(&format!("  ({})", msg::TableRatingProvisional.str(lang)));
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    if !list.unrated.is_empty() {
        out.push_str(msg::TableRatingUnratedHeading.str(lang));
        out.push('\n');
        for u in &list.unrated {
            out.push_str(&format!(
                "      {} {} {}\n",
                u.first_name, u.last_name, u.club
            ));
        }
    }
    out.push_str(&crate::circuit::output::note_lines(&list.notes, lang));
    out
}

/// The list as the documents print it: the rating as the total, the games as the events, μ, σ and
/// *provisional* as its own columns; the players with no game apart.
pub fn printed(list: &RatingList, lang: Lang) -> Printed {
    let row = |r: &RatedRow| PrintedRow {
        pos: Some(r.pos),
        first_name: r.first_name.clone(),
        last_name: r.last_name.clone(),
        club: r.club.clone(),
        national_id: String::new(),
        total: shown_in(r.rating(), lang),
        events: r.games.len(),
        counted: Vec::new(),
        dropped: Vec::new(),
        extra: vec![
            shown_in(r.skill.mu, lang),
            shown_in(r.skill.sigma, lang),
            if r.provisional() {
                msg::TableRatingProvisional.str(lang).to_string()
            } else {
                String::new()
            },
        ],
    };
    let unrated = list
        .unrated
        .iter()
        .map(|u| PrintedRow {
            pos: None,
            first_name: u.first_name.clone(),
            last_name: u.last_name.clone(),
            club: u.club.clone(),
            national_id: String::new(),
            total: "-".into(),
            events: 0,
            counted: Vec::new(),
            dropped: Vec::new(),
            extra: vec!["-".into(), "-".into(), String::new()],
        })
        .collect();
    Printed {
        name: list.name.clone(),
        tournaments: list.tournaments.clone(),
        rows: list.rows.iter().map(row).collect(),
        unranked: unrated,
        rounds_from_file: Vec::new(),
        notes: Vec::new(),
        list: Some(PrintedList {
            title: msg::TableRatingTitle.str(lang).to_string(),
            total: msg::TableRatingRating.str(lang).to_string(),
            events: msg::TableRatingGames.str(lang).to_string(),
            extra: vec![
                "μ".into(),
                "σ".into(),
                msg::TableRatingNote.str(lang).to_string(),
            ],
            unranked: msg::TableRatingUnrated.str(lang).to_string(),
            said: said(list, lang),
        }),
    }
}
