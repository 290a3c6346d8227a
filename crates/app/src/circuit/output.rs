//! The circuit's standings as JSON (the command line's `--json`, the circuits' rules) and plain text (the HTML page
//! is a document: `io::export::circuit_html`, of the printed table the circuit fills, `printed`).
//! Points are shown to 3 decimals, rounded down.

use super::identity::Decision;
use super::standings::{shown, CircuitRow, CircuitStandings, Scored};
use raduno_engine::i18n::msg;
use raduno_engine::i18n::{Lang, Localized};
use serde::Serialize;
use serde_json::value::RawValue;

/// A number already written as decimals ("15.000"), kept digit for digit in the JSON.
fn number(text: String) -> Box<RawValue> {
    RawValue::from_string(text)
        .unwrap_or_else(|_| RawValue::from_string("null".into()).expect("null is JSON"))
}

#[derive(Serialize)]
struct ScoredJson<'a> {
    tournament: &'a str,
    place: u32,
    points: Box<RawValue>,
    /// Why a dropped result does not count (the national ranking): `category_limit`, `round_cap`,
    /// `too_few_tables`, `other_year`, `category_not_ranked`, `no_category`.
    #[serde(skip_serializing_if = "Option::is_none")]
    why: Option<&'static str>,
    /// The same in words (English).
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<String>,
    /// The app's own place there, where the workbook's `Classifica Ridotta` (whose `place` this is)
    /// says another (the national ranking).
    #[serde(skip_serializing_if = "Option::is_none")]
    own_place: Option<u32>,
}

/// A player the workbook's `Classifica Ridotta` places otherwise than the app's standings.
#[derive(Serialize)]
struct PlaceJson<'a> {
    tournament: &'a str,
    national_id: &'a str,
    first_name: &'a str,
    last_name: &'a str,
    /// The place counted: `Classifica Ridotta`'s.
    classifica_ridotta: u32,
    /// The app's own standings' place.
    raduno: u32,
    /// `tie_break` or `other_rules`.
    why: &'static str,
    /// The same in words (English).
    reason: String,
}

#[derive(Serialize)]
struct RowJson<'a> {
    pos: Option<u32>,
    /// The national ranking's player (the national ranking's rules).
    #[serde(skip_serializing_if = "Option::is_none")]
    national_id: Option<&'a str>,
    first_name: &'a str,
    last_name: &'a str,
    club: &'a str,
    total: Box<RawValue>,
    events: usize,
    counted: Vec<ScoredJson<'a>>,
    dropped: Vec<ScoredJson<'a>>,
}

#[derive(Serialize)]
struct DecidedJson<'a> {
    a: &'a str,
    b: &'a str,
    same: bool,
}

#[derive(Serialize)]
struct NoteJson<'a> {
    pair: [&'a str; 2],
    note: String,
}

#[derive(Serialize)]
struct CircuitJson<'a> {
    circuit: &'a str,
    tournaments: &'a [String],
    standings: Vec<RowJson<'a>>,
    unranked: Vec<RowJson<'a>>,
    candidates: Vec<[&'a str; 2]>,
    decided: Vec<DecidedJson<'a>>,
    notes: Vec<NoteJson<'a>>,
    /// Tournaments that declared no number of rounds: `{"tournament", "rounds"}`, the rounds in
    /// their file.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    rounds_from_file: Vec<serde_json::Value>,
    /// The national ranking: `{"year", "rules_from", "categories": [{"category", "tournaments",
    /// "best", "round_cap"}]}`.
    #[serde(skip_serializing_if = "Option::is_none")]
    ranking: Option<serde_json::Value>,
    /// The national ranking: where a workbook's `Classifica Ridotta` and the app's own standings
    /// place a player apart.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    places: Vec<PlaceJson<'a>>,
}

fn scored_json<'a>(s: &'a CircuitStandings, list: &[Scored]) -> Vec<ScoredJson<'a>> {
    list.iter()
        .map(|r| ScoredJson {
            tournament: s.tournaments.get(r.tournament).map_or("", |t| t.as_str()),
            place: r.place,
            points: number(shown(r.points)),
            why: r.why.as_ref().map(|w| w.key()),
            reason: r.why.as_ref().map(|w| w.text(Lang::En)),
            own_place: r.own_place,
        })
        .collect()
}

fn row_json<'a>(s: &'a CircuitStandings, r: &'a CircuitRow) -> RowJson<'a> {
    RowJson {
        pos: r.pos,
        national_id: s.ranking.as_ref().map(|_| r.national_id.as_str()),
        first_name: &r.first_name,
        last_name: &r.last_name,
        club: &r.club,
        total: number(r.total.shown()),
        events: r.events,
        counted: scored_json(s, &r.counted),
        dropped: scored_json(s, &r.dropped),
    }
}

/// `{"circuit", "standings": [...], "unranked": [...], "candidates": [[a, b], ...]}` (the circuits' rules):
/// `candidates` are the pairs still undecided; `decided` lists the others with the decision, `notes`
/// the decisions that could not be applied.
pub fn json(s: &CircuitStandings) -> String {
    let doc = CircuitJson {
        circuit: &s.name,
        tournaments: &s.tournaments,
        standings: s.rows.iter().map(|r| row_json(s, r)).collect(),
        unranked: s.unranked.iter().map(|r| row_json(s, r)).collect(),
        candidates: s
            .candidates
            .iter()
            .filter(|c| c.decision == Decision::Undecided)
            .map(|c| [c.a.as_str(), c.b.as_str()])
            .collect(),
        decided: s
            .candidates
            .iter()
            .filter(|c| c.decision != Decision::Undecided)
            .map(|c| DecidedJson {
                a: &c.a,
                b: &c.b,
                same: c.decision == Decision::Same,
            })
            .collect(),
        notes: s
            .notes
            .iter()
            .map(|n| NoteJson {
                pair: [n.pair[0].as_str(), n.pair[1].as_str()],
                note: n.why.text(Lang::En),
            })
            .collect(),
        rounds_from_file: s
            .rounds_from_file
            .iter()
            .map(|(t, n)| serde_json::json!({ "tournament": t, "rounds": n }))
            .collect(),
        ranking: s.ranking.as_ref().map(|info| {
            serde_json::json!({
                "year": info.year,
                "rules_from": info.rules_from,
                "categories": info.limits.iter().map(|l| serde_json::json!({
                    "category": l.category.label(),
                    "tournaments": l.tournaments,
                    "best": l.best,
                    "round_cap": l.round_cap,
                })).collect::<Vec<_>>(),
            })
        }),
        places: s
            .places
            .iter()
            .map(|p| PlaceJson {
                tournament: s.tournaments.get(p.tournament).map_or("", |t| t.as_str()),
                national_id: &p.national_id,
                first_name: &p.first_name,
                last_name: &p.last_name,
                classifica_ridotta: p.reduced,
                raduno: p.own,
                why: p.why.key(),
                reason: p.why.text(Lang::En),
            })
            .collect(),
    };
    serde_json::to_string_pretty(&doc).expect("circuit standings always serialise") + "\n"
}

/// A result as a line shows it: `Serata 2: 3° 15.000`, and why it is dropped where the rules say
/// (`Open 4: 9° 80.123 (oltre i migliori 3 di Torneo Open)`; English: `3rd`).
pub fn result_text(s: &CircuitStandings, r: &Scored, lang: Lang) -> String {
    let mut text = format!(
        "{}: {} {}",
        s.tournaments.get(r.tournament).map_or("", |t| t.as_str()),
        raduno_engine::i18n::ordinal(r.place, lang),
        raduno_engine::i18n::decimal_in(&shown(r.points), lang)
    );
    if let Some(why) = &r.why {
        text.push_str(&format!(" ({})", why.text(lang)));
    }
    if let Some(own) = r.own_place {
        let own = raduno_engine::i18n::ordinal(own, lang);
        text.push_str(&format!(
            " ({})",
            msg::RankingPlaceRaduno { own: &own }.text(lang)
        ));
    }
    text
}

/// The lines naming each player whose `Classifica Ridotta` place differs from the app's own (the
/// national ranking), under their heading; empty when none does.
pub fn place_lines(s: &CircuitStandings, lang: Lang) -> Vec<String> {
    if s.places.is_empty() {
        return Vec::new();
    }
    std::iter::once(msg::RankingPlacesTitle.text(lang))
        .chain(s.places.iter().map(|p| p.text(&s.tournaments, lang)))
        .collect()
}

/// The national ranking's limits in words: "Regole 2024: Torneo Master 3 migliori su 4 tornei, …".
pub fn ranking_limits(info: &super::standings::RankingInfo, lang: Lang) -> String {
    let said: Vec<String> = info
        .limits
        .iter()
        .filter(|l| l.tournaments > 0)
        .map(|l| {
            let category = l.category.label();
            match (l.best, l.round_cap) {
                (Some(best), _) => msg::RankingLimitBest {
                    category: &category,
                    best: &best,
                    tournaments: &l.tournaments,
                }
                .text(lang),
                (None, Some(cap)) => msg::RankingLimitCap {
                    category: &category,
                    cap: &cap,
                    tournaments: &l.tournaments,
                }
                .text(lang),
                (None, None) => msg::RankingLimitAll {
                    category: &category,
                    tournaments: &l.tournaments,
                }
                .text(lang),
            }
        })
        .collect();
    msg::RankingLimits {
        from: &info.rules_from,
        limits: &said.join(", "),
    }
    .text(lang)
}

/// "«Serata 1»: 3 turni, quelli nella cartella (…)", one per tournament that declared no number of
/// rounds.
pub fn rounds_from_file(s: &CircuitStandings, lang: Lang) -> Vec<String> {
    raduno_files::printed::rounds_from_file(&s.rounds_from_file, lang)
}

/// The standings as text (the command line without `--json`).
pub fn text(s: &CircuitStandings, lang: Lang) -> String {
    let title = match (&s.ranking, s.name.is_empty()) {
        (Some(info), true) => msg::RankingTitle { year: &info.year }.text(lang),
        (None, true) => msg::UiCircuit.str(lang).to_string(),
        (_, false) => s.name.clone(),
    };
    let mut out = format!("{title} - {}\n", msg::UiCircuitStandings.str(lang));
    if let Some(info) = &s.ranking {
        out.push_str(&ranking_limits(info, lang));
        out.push('\n');
    }
    out.push_str(&format!(
        "{:>4}  {:<28} {:<20} {:>10} {:>5}  {}\n",
        "Pos",
        msg::CliName.str(lang),
        "Club",
        msg::UiCircuitTotalHeader.str(lang),
        msg::UiEvents.str(lang),
        msg::CircuitCountedResultsDropped.str(lang)
    ));
    let line = |r: &CircuitRow| row_line(s, r, lang);
    for r in &s.rows {
        out.push_str(&line(r));
    }
    if !s.unranked.is_empty() {
        out.push_str(if s.ranking.is_some() {
            msg::RankingUnrankedHeading.str(lang)
        } else {
            msg::CircuitUnrankedHeading.str(lang)
        });
        for r in &s.unranked {
            out.push_str(&line(r));
        }
    }
    out.push_str(&maybe_same(s, lang));
    for line in rounds_from_file(s, lang) {
        out.push_str(&line);
        out.push('\n');
    }
    for line in place_lines(s, lang) {
        out.push_str(&line);
        out.push('\n');
    }
    out.push_str(&note_lines(&s.notes, lang));
    out
}

/// A person's line of the standings as text: place, name (and national ID), club, total, events, the
/// results counted and, in brackets, those dropped.
fn row_line(s: &CircuitStandings, r: &CircuitRow, lang: Lang) -> String {
    let mut results: Vec<String> = r.counted.iter().map(|x| result_text(s, x, lang)).collect();
    results.extend(
        r.dropped
            .iter()
            .map(|x| format!("[{}]", result_text(s, x, lang))),
    );
    let name = if r.national_id.is_empty() {
        r.full_name()
    } else {
        format!("{} ({})", r.full_name(), r.national_id)
    };
    format!(
        "{:>4}  {:<28} {:<20} {:>10} {:>5}  {}\n",
        r.pos.map_or("-".to_string(), |p| p.to_string()),
        name,
        r.club,
        r.total.shown_in(lang),
        r.events,
        results.join(", ")
    )
}

/// The pairs of people who may be one and the director has not decided on, under their heading; empty
/// when there is none.
fn maybe_same(s: &CircuitStandings, lang: Lang) -> String {
    let open: Vec<_> = s
        .candidates
        .iter()
        .filter(|c| c.decision == Decision::Undecided)
        .collect();
    if open.is_empty() {
        return String::new();
    }
    let mut out = msg::CircuitMaybeSameHeading.str(lang).to_string();
    for c in open {
        out.push_str(&format!(
            "  {} ({}) ~ {} ({}): {}\n",
            c.a,
            c.a_tournaments.join(", "),
            c.b,
            c.b_tournaments.join(", "),
            c.likeness.words(lang)
        ));
    }
    out
}

/// The identity notes of a circuit's text output (a merge or keep-apart the rules could not apply), a
/// line each: the standings' and the rating list's alike.
pub(super) fn note_lines(notes: &[super::identity::DecisionNote], lang: Lang) -> String {
    notes
        .iter()
        .map(|n| {
            let why = n.why.text(lang);
            format!(
                "{}: {} ~ {}: {why}\n",
                msg::CircuitNote.str(lang),
                n.pair[0],
                n.pair[1]
            )
        })
        .collect()
}
