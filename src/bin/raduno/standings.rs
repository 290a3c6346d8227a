//! `raduno standings`: the standings of a workbook, as text or as JSON with exact decimals; and the
//! rounds that no longer follow the rules, said on standard error (shared with `draw`).

use crate::args;
use crate::files::{load, required_format};
use crate::Failure;
use raduno::format::{self, StandingRow, Standings};
use raduno::i18n::{Lang, Localized};
use raduno::journal::impact::Drift;
use raduno::model::Tournament;
use raduno::use_cases::next_round;
use raduno::words::msg;
use serde::Serialize;
use serde_json::value::RawValue;

/// An exact decimal ("1.120") written as a JSON number digit for digit, never through a float.
fn exact(text: String) -> Box<RawValue> {
    RawValue::from_string(text)
        .unwrap_or_else(|_| RawValue::from_string("null".into()).expect("null is JSON"))
}

/// Pairs written as a JSON object in their own order (the format's tie-break columns).
struct InOrder(Vec<(String, Box<RawValue>)>);

impl Serialize for InOrder {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.0.iter().map(|(k, v)| (k, v)))
    }
}

#[derive(Serialize)]
struct StandingsJson<'a> {
    format: &'a str,
    standings: Vec<RowJson<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    teams: Option<Vec<TeamJson<'a>>>,
}

#[derive(Serialize)]
struct RowJson<'a> {
    pos: u32,
    id: u32,
    first_name: &'a str,
    last_name: &'a str,
    rounds: Vec<Option<Box<RawValue>>>,
    wins: u32,
    total: Box<RawValue>,
    tiebreaks: InOrder,
}

#[derive(Serialize)]
struct TeamJson<'a> {
    pos: u32,
    club: &'a str,
    total: Box<RawValue>,
    wins: u32,
}

/// The standings as JSON: one row a line, points as exact decimals.
fn standings_json(t: &Tournament, s: &Standings) -> String {
    let rows = s
        .rows
        .iter()
        .map(|row| {
            let p = t.player(row.player);
            // The format's tie-break columns, by name ("buchholz", "disc_difference"), as numbers.
            let tiebreaks = s
                .shown_columns()
                .map(|(i, c)| {
                    let v = row.tiebreaks.get(i).copied().flatten();
                    let n = v.map_or("null".to_string(), |v| {
                        c.show(Some(v), s.decimals)
                            .trim_start_matches('+')
                            .to_string()
                    });
                    (c.slug().replace('-', "_"), exact(n))
                })
                .collect();
            RowJson {
                pos: row.pos,
                id: row.player,
                first_name: p.map_or("", |p| p.first_name.as_str()),
                last_name: p.map_or("", |p| p.last_name.as_str()),
                rounds: row
                    .rounds
                    .iter()
                    .map(|r| r.map(|v| exact(v.to_decimal(s.decimals))))
                    .collect(),
                wins: row.wins,
                total: exact(row.total.to_decimal(s.decimals)),
                tiebreaks: InOrder(tiebreaks),
            }
        })
        .collect();
    // The team tournament: the clubs' standings beside the players'.
    let team_rows = format::team_standings(t, s);
    let teams = team_rows.as_ref().map(|teams| {
        teams
            .iter()
            .map(|r| TeamJson {
                pos: r.pos,
                club: &r.club,
                total: exact(r.total.to_decimal(s.decimals)),
                wins: r.wins,
            })
            .collect()
    });
    let doc = StandingsJson {
        format: format::kind(&t.settings).slug(),
        standings: rows,
        teams,
    };
    serde_json::to_string(&doc).expect("standings always serialise")
}

fn standings_text(t: &Tournament, s: &Standings, lang: Lang) -> String {
    let rounds = s.rows.iter().map(|r| r.rounds.len()).max().unwrap_or(0);
    let mut out = format!(
        "{} - {} ({})\n",
        t.settings.name,
        msg::CliStandings.text(lang),
        format::format_name(&t.settings)
    );
    out.push_str(&header_line(s, rounds, lang));
    for row in &s.rows {
        out.push_str(&row_line(t, s, row, rounds, lang));
    }
    out.push_str(msg::CliGameWon.str(lang));
    if let Some(teams) = format::team_standings(t, s) {
        out.push_str(&format!(
            "\n{}\n{:>4}  {:<32} {:>5} {:>10}\n",
            msg::CliTeamStandings.text(lang),
            "Pos",
            msg::CliTeamClub.text(lang),
            msg::CliWins.text(lang),
            msg::EveningPointsTotal.text(lang)
        ));
        for r in teams {
            out.push_str(&format!(
                "{:>4}  {:<32} {:>5} {:>10}\n",
                r.pos,
                r.club,
                r.wins,
                r.total.shown(format::def(t).decimals)
            ));
        }
    }
    out
}

/// The standings' column heads: place, name, each round, wins, total, the format's tie-breaks.
fn header_line(s: &Standings, rounds: usize, lang: Lang) -> String {
    let mut header = format!("{:>4}  {:<32}", "Pos", msg::CliName.text(lang));
    for n in 1..=rounds {
        header.push_str(&format!(
            " {:>9}",
            msg::EveningRoundPointsShort { round: &n }.text(lang)
        ));
    }
    header.push_str(&format!(
        " {:>5} {:>10}",
        msg::CliWins.text(lang),
        msg::EveningPointsTotal.text(lang)
    ));
    for (_, c) in s.shown_columns() {
        header.push_str(&format!(" {:>12}", c.label(lang)));
    }
    header.push('\n');
    header
}

/// One player's line: a round's points marked `*` where the player won the table.
fn row_line(t: &Tournament, s: &Standings, row: &StandingRow, rounds: usize, lang: Lang) -> String {
    let name = t
        .player(row.player)
        .map_or(format!("ID {}", row.player), |p| p.full_name());
    let name = if row.withdrawn {
        format!("{name} ({})", msg::CliWithdrawn.text(lang))
    } else {
        name
    };
    let mut line = format!("{:>4}  {:<32}", row.pos, name);
    for n in 0..rounds {
        let v = row
            .rounds
            .get(n)
            .copied()
            .flatten()
            .map_or("-".to_string(), |v| v.shown(format::def(t).decimals));
        let mark = if row.won.get(n).copied().unwrap_or(false) {
            "*"
        } else {
            " "
        };
        line.push_str(&format!(" {:>8}{mark}", v));
    }
    line.push_str(&format!(
        " {:>5} {:>10}",
        row.wins,
        row.total.shown(format::def(t).decimals)
    ));
    for (i, c) in s.shown_columns() {
        let v = c.show(row.tiebreaks.get(i).copied().flatten(), s.decimals);
        line.push_str(&format!(" {v:>12}"));
    }
    line.push('\n');
    line
}

/// The rounds already drawn that no longer follow the rules, in words, one line each: the format
/// layer's answer ([`raduno::journal::impact::drifts`]). A played round is history:
/// it is said as a note and never stops anything; one not yet played is a warning.
pub fn stale_rounds(t: &Tournament, lang: Lang) -> Option<String> {
    let d = next_round::drifts(t);
    let s = [
        drift_words(t, &d.played, lang, true),
        drift_words(t, &d.unplayed, lang, false),
    ]
    .concat();
    (!s.is_empty()).then_some(s)
}

/// The drifts of played rounds (`played`) or of rounds not yet played, in words ("" when none).
pub fn drift_words(t: &Tournament, drifts: &[(u32, Drift)], lang: Lang, played: bool) -> String {
    let mut s = String::new();
    for (n, d) in drifts {
        if played {
            s.push_str(&msg::LegacyCliPlayedRoundBreaksDrawRules { round: n }.text(lang));
        } else {
            s.push_str(&msg::CliStaleRoundWarning { round: n }.text(lang));
        }
        for line in d.lines(t, lang) {
            s.push_str(&format!("  {line}\n"));
        }
    }
    s
}

pub fn run(a: &args::Standings, lang: Lang) -> Result<String, Failure> {
    let format = required_format(a.format.as_deref(), lang)?;
    let t = load(a.workbook.as_deref(), format, lang)?.tournament;
    // A table the rules cannot score is an error with its place, never a "-" (the table results' rules).
    let unscored = format::unscored(&t, t.rounds.len() as u32);
    if !unscored.is_empty() {
        let lines: Vec<String> = unscored.iter().map(|u| u.text(lang)).collect();
        return Err(Failure::run(lines.join("\n")));
    }
    // The standings stand; a drawn round that no longer follows the rules is said on stderr.
    if let Some(w) = stale_rounds(&t, lang) {
        eprint!("{w}");
    }
    let s = format::current_standings(&t);
    Ok(if a.json {
        standings_json(&t, &s) + "\n"
    } else {
        let mut text = standings_text(&t, &s, lang);
        // A place that matters decided by the lot is said under the standings.
        for lot in raduno::format::lots(&t) {
            let line = lot.text(lang, |p| {
                t.player(p).map_or(format!("ID {p}"), |x| x.full_name())
            });
            text.push_str(&line);
            text.push('\n');
        }
        text
    })
}
