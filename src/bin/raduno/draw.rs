//! `raduno draw` (the next round, written to a new workbook) and `raduno check` (the conflicts of a
//! round as it stands in the workbook).

use crate::args;
use crate::files::{load, required, required_format, workbook, write_file};
use crate::standings::drift_words;
use crate::Failure;
use raduno::draw;
use raduno::i18n::{Lang, Localized};
use raduno::journal::{Entry, Event};
use raduno::model::Tournament;
use raduno::use_cases::next_round::{self, NextRound, NotNext};
use raduno::words::msg;
use raduno_files as rio;
use serde::Serialize;

fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

pub fn run(a: &args::Draw, lang: Lang) -> Result<String, Failure> {
    let format = required_format(a.format.as_deref(), lang)?;
    let number = required(a.round, "--round", lang)?;
    let out = required(a.out.as_deref(), "--out", lang)?;
    // Below 2^53, so the seed survives a trip through JSON in any language.
    let seed = a
        .seed
        .unwrap_or_else(|| (now_ms() as u64).wrapping_mul(0x9E37_79B9) & ((1u64 << 53) - 1));
    let imported = load(a.workbook.as_deref(), format, lang)?;
    let source = workbook(a.workbook.as_deref(), lang)?.to_string();
    let mut t = imported.tournament;
    let asked =
        next_round::ask(&t, number, a.replace).map_err(|e| Failure::run(not_next(e, lang)))?;
    let mut log = vec![Entry::new(
        now_ms(),
        Event::Imported {
            tournament: t.clone(),
            source,
        },
    )];
    // A played round is history: how it was drawn is said on stderr and never stops the next draw. Going on from a round not yet played that no longer follows the rules is
    // refused unless asked for; drawing that round again (--replace) is the way back to the rules.
    let from = &asked.from;
    eprint!("{}", drift_words(from, &asked.drifts.played, lang, true));
    let unplayed = drift_words(from, &asked.drifts.unplayed, lang, false);
    if asked.blocked(a.despite_rules) {
        return Err(Failure::run(
            msg::CliDrawStaleRefused {
                number: &number,
                reasons: &unplayed,
            }
            .text(lang)
            .trim_end()
            .to_string(),
        ));
    }
    eprint!("{unplayed}");
    let drawn = asked.draw(seed).map_err(|e| Failure::run(e.text(lang)))?;
    let event = drawn.clone().into_event();
    raduno::journal::apply(&mut t, &event).map_err(|e| Failure::run(e.text(lang)))?;
    log.push(Entry::new(now_ms(), event));
    // The round's date, today's (UTC), unless the workbook already gives it one.
    let today = raduno::model::date::from_unix_ms(now_ms());
    if let Some(settings) = next_round::dated_settings(&t, drawn.number(), &today) {
        let event = Event::SettingsChanged { settings };
        raduno::journal::apply(&mut t, &event).map_err(|e| Failure::run(e.text(lang)))?;
        log.push(Entry::new(now_ms(), event));
    }
    let bytes = rio::export_workbook(&t, &log, lang).map_err(|e| Failure::run(e.text(lang)))?;
    write_file(out, &bytes, lang)?;
    Ok(if a.json {
        drawn_json(&drawn, number, seed)
    } else {
        drawn_text(&t, &drawn, number, seed, out, lang)
    })
}

/// Why the round asked is not the one to draw, in words.
fn not_next(e: NotNext, lang: Lang) -> String {
    match e {
        NotNext::Drawn { existing, number } => msg::CliRoundExists {
            existing: &existing,
            number: &number,
        }
        .text(lang),
        NotNext::Ahead { next, number } => msg::CliRoundNotNext {
            existing: &next,
            number: &number,
        }
        .text(lang),
    }
}

/// `draw --json`: the round, the seed, the tables and the conflicts.
fn drawn_json(drawn: &NextRound, number: u32, seed: u64) -> String {
    #[derive(Serialize)]
    struct ConflictJson<'a> {
        kind: &'a str,
        count: u32,
        bound: Option<u32>,
    }
    #[derive(Serialize)]
    struct DrawJson<'a> {
        round: u32,
        seed: u64,
        tables: Vec<Vec<raduno::model::PlayerId>>,
        conflicts: Vec<ConflictJson<'a>>,
        report: &'a draw::ConflictReport,
    }
    let doc = DrawJson {
        round: number,
        seed,
        tables: drawn
            .round
            .tables
            .iter()
            .map(|t| t.players().collect())
            .collect(),
        conflicts: drawn
            .conflicts
            .iter()
            .map(|c| ConflictJson {
                kind: c.kind.slug(),
                count: c.count,
                bound: c.bound,
            })
            .collect(),
        report: &drawn.report,
    };
    serde_json::to_string(&doc).expect("a draw always serialises") + "\n"
}

/// `draw`: the round drawn, its tables by name and its conflicts.
fn drawn_text(
    t: &Tournament,
    drawn: &NextRound,
    number: u32,
    seed: u64,
    out: &str,
    lang: Lang,
) -> String {
    let mut s = msg::CliRoundDrawn {
        number: &number,
        seed: &seed,
        tables: &drawn.round.tables.len(),
        out: &out,
    }
    .text(lang);
    s.push('\n');
    for table in &drawn.round.tables {
        let names: Vec<String> = table
            .players()
            .map(|p| t.player(p).map_or(format!("ID {p}"), |p| p.full_name()))
            .collect();
        s.push_str(&format!(
            "  {}: {}\n",
            msg::SpeedTableNumber {
                number: &table.number
            }
            .text(lang),
            names.join(", ")
        ));
    }
    for c in &drawn.conflicts {
        let bound = c.bound.map_or(String::new(), |b| {
            format!(" ({} {b})", msg::CliLeast.text(lang))
        });
        s.push_str(&format!("  {}: {}{bound}\n", c.kind.label(lang), c.count));
    }
    s
}

pub fn check(a: &args::Check, lang: Lang) -> Result<String, Failure> {
    let format = required_format(a.format.as_deref(), lang)?;
    let number = required(a.round, "--round", lang)?;
    let t = load(a.workbook.as_deref(), format, lang)?.tournament;
    let checked = draw::check_round(&t, number, raduno::format::draw_spec(&t, number))
        .map_err(|e| Failure::run(e.text(lang)))?;
    // A round the rules no longer give (an earlier round corrected after its draw), in words: the same
    // answer the round page, the standings, the projector and the score sheets show.
    let stale = raduno::journal::impact::drift(&t, number).lines(&t, lang);
    Ok(if a.json {
        let mut value: serde_json::Value =
            serde_json::from_str(&checked.to_json()).unwrap_or(serde_json::Value::Null);
        if let Some(obj) = value.as_object_mut() {
            obj.insert("stale".into(), serde_json::json!(stale));
        }
        value.to_string() + "\n"
    } else {
        let mut text = checked.text(lang, |p| {
            t.player(p)
                .map_or(format!("ID {p}"), |x| format!("{} ({p})", x.full_name()))
        });
        for line in &stale {
            text.push_str(&format!(
                "{}: {line}\n",
                msg::CliDrawWarningLabel.text(lang)
            ));
        }
        text
    })
}
