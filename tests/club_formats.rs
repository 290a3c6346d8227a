//! A club's own format, as the settings page's editor makes it (`raduno::format::editor`): every
//! combination the editor offers that the definition accepts ([`FormatDef::validate`]) runs — drawn,
//! scored, ranked, its phases advised — without stopping the program. A combination the engine cannot
//! play must be refused with a reason (a draw or a result refused), never a panic; a round that is
//! drawn seats each player at most once and the standings list each player once.

use raduno::draw;
use raduno::format::editor::{self, Which, PHASES, RULES, SCORINGS};
use raduno::format::FormatKind;
use raduno::format::{self, builtin, FormatDef};
use raduno::i18n::Lang;
use raduno::journal::{Event, Journal};
use raduno::model::{OutcomeKind, SeatResult, Settings, TableOutcome};
use std::collections::HashSet;
use std::panic::{catch_unwind, AssertUnwindSafe};

const BASE: [u32; 5] = [60, 45, 30, 15, 5];

/// A tournament of the first `players` demo players, with the club's format `def` (None: plain Master).
fn journal(def: Option<&FormatDef>, players: usize) -> Journal {
    let mut settings = Settings::new("Circolo", FormatKind::Master);
    raduno::format::set_club_def(&mut settings, def.cloned());
    let mut j = Journal::new(settings, 1);
    for (i, p) in raduno::demo::demo_players(players).into_iter().enumerate() {
        j.execute(Event::PlayerAdded { player: p }, 10 + i as i64)
            .expect("player");
    }
    j
}

/// Draws round `n` as the app does and records it: each table's number and size, or None when the
/// plan, the draw or the journal refuses (with a reason). Nobody is seated twice.
fn draw_round(j: &mut Journal, n: u32, seed: u64) -> Option<Vec<(u32, usize)>> {
    let spec = format::draw_spec(j.state(), n).ok()?;
    let drawn = draw::draw(j.state(), &spec, seed).ok()?;
    let mut seated = HashSet::new();
    for p in drawn.round.tables.iter().flat_map(|t| t.players()) {
        assert!(seated.insert(p), "round {n}: player {p} seated twice");
    }
    let tables = drawn
        .round
        .tables
        .iter()
        .map(|t| (t.number, t.seats.len()))
        .collect();
    let event = Event::RoundDrawn {
        round: drawn.round,
        conflicts: drawn.conflicts,
    };
    j.execute(event, 1_000 + n as i64).ok()?;
    Some(tables)
}

/// Enters BASE rotated by the table's index at every table of round `n` (a head-to-head table decided
/// by points); returns how many tables the format took.
fn score_round(j: &mut Journal, n: u32, tables: &[(u32, usize)]) -> usize {
    let mut taken = 0;
    for (k, &(number, seats)) in tables.iter().enumerate() {
        let results = (0..seats)
            .map(|s| Some(SeatResult::points(BASE[(s + k) % seats.max(1)])))
            .collect();
        let outcome = (seats == 2).then_some(TableOutcome {
            kind: OutcomeKind::Points,
            seat: 0,
        });
        let event = Event::TableResults {
            round: n,
            table: number,
            results,
            outcome,
        };
        // A result the format does not take is refused with a reason: counted, not a failure.
        taken += j.execute(event, 2_000 + n as i64).is_ok() as usize;
    }
    taken
}

/// Plays up to four rounds of `def` with the first `players` demo players; returns how many rounds
/// were drawn and scored.
fn play(def: &FormatDef, players: usize) -> u32 {
    let mut j = journal(Some(def), players);
    let mut played = 0;
    for n in 1..=4 {
        let Some(tables) = draw_round(&mut j, n, 7 + n as u64) else {
            break;
        };
        score_round(&mut j, n, &tables);
        let t = j.state();
        for standings in [format::standings(t, n), format::current_standings(t)] {
            let mut ids = HashSet::new();
            for row in &standings.rows {
                assert!(
                    ids.insert(row.player),
                    "round {n}: player {} listed twice",
                    row.player
                );
            }
            let _ = format::team_standings(t, &standings);
        }
        let _ = format::final_standings(t);
        let _ = format::next_phase(t);
        played = n;
    }
    played
}

/// One built-in per scoring formula (the one that introduced it): the starting points a club clones.
fn bases() -> Vec<FormatKind> {
    let mut seen = HashSet::new();
    FormatKind::all()
        .filter(|&k| seen.insert(editor::scoring_slug(builtin(k))))
        .collect()
}

/// Runs `def` on several player counts; a panic is reported with the combination.
fn check(what: &str, def: &FormatDef, failures: &mut Vec<String>, played: &mut u32) {
    if !def.validate().is_empty() {
        return;
    }
    for players in [9, 14] {
        match catch_unwind(AssertUnwindSafe(|| play(def, players))) {
            Ok(n) => *played += n,
            Err(e) => {
                let why = e
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_default();
                failures.push(format!("{what}, {players} players: {why}"));
            }
        }
    }
}

#[test]
fn every_plan_and_scoring_the_editor_offers_plays_or_is_refused() {
    let (mut failures, mut played) = (Vec::new(), 0);
    for kind in bases() {
        for plan in raduno::draw::spec::TablePlan::ALL {
            for scoring in SCORINGS {
                let mut d = builtin(kind).clone();
                editor::set_plan(&mut d, plan.slug()).unwrap();
                editor::set_scoring(&mut d, scoring.slug).unwrap();
                let what = format!("{kind:?} with {plan:?} and {}", scoring.slug);
                check(&what, &d, &mut failures, &mut played);
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // Not everything is refused: most combinations are played through.
    assert!(played > 1_000, "only {played} rounds played");
}

#[test]
fn every_rule_and_phase_structure_the_editor_offers_plays_or_is_refused() {
    let (mut failures, mut played) = (Vec::new(), 0);
    for kind in bases() {
        for phases in PHASES {
            for rule in RULES {
                let mut d = builtin(kind).clone();
                editor::set_phases(&mut d, phases.slug).unwrap();
                d.phases.set_qualifying(2);
                if editor::set_rule(&mut d, Which::Later, rule.slug).is_err() {
                    continue; // "sequence" is written in the JSON
                }
                let what = format!(
                    "{kind:?} with {} and later rounds {}",
                    phases.slug, rule.slug
                );
                check(&what, &d, &mut failures, &mut played);
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(played > 1_000, "only {played} rounds played");
}

#[test]
fn extreme_constants_the_definition_accepts_play_or_are_refused() {
    // Each constant of each built-in set to nothing, zero, a million, minus a million, a tiny factor
    // (each choice, for the table's tie-break and the draw's memory):
    // the editor takes what reads, the definition refuses what cannot run, the rest must play.
    let (mut failures, mut played, mut kept) = (Vec::new(), 0, 0);
    for kind in FormatKind::all() {
        for knob in editor::knobs(builtin(kind)) {
            let texts: Vec<&str> = match knob.kind {
                editor::KnobKind::Choice(choices) => choices.iter().map(|c| c.slug).collect(),
                _ => vec![
                    "",
                    "0",
                    "1000000",
                    "-1000000",
                    "1/1000000",
                    "1, 0",
                    "0: 0, 0",
                ],
            };
            for text in texts {
                let mut d = builtin(kind).clone();
                if editor::set_knob(&mut d, knob.key, text).is_err() || d == *builtin(kind) {
                    continue;
                }
                kept += d.validate().is_empty() as u32;
                let what = format!("{kind:?} with {} = {text:?}", knob.key);
                check(&what, &d, &mut failures, &mut played);
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(
        kept > 50 && played > 200,
        "{kept} definitions kept, {played} rounds played"
    );
}

#[test]
fn changed_constants_reach_the_score() {
    // Master with a winner's bonus of 3 and × 3/2 at 5-seat tables: 60 table points at a 5-seat table
    // win 3 + 0.090; at a 4-seat table 3 + 0.060.
    let mut d = builtin(FormatKind::Master).clone();
    editor::set_knob(&mut d, "winner_bonus", "3").unwrap();
    editor::set_knob(&mut d, "five_seats", "3/2").unwrap();
    editor::set_knob(&mut d, "five_seat_cap", "5000").unwrap();
    assert!(d.validate().is_empty());
    let mut j = journal(Some(&d), 9);
    let tables = draw_round(&mut j, 1, 3).expect("drawn");
    assert_eq!(tables, [(1, 4), (2, 5)]);
    assert_eq!(score_round(&mut j, 1, &tables), 2);
    let round = j.state().round(1).unwrap();
    let won: Vec<String> = round
        .tables
        .iter()
        .map(|t| {
            let points = format::seat_points(j.state(), round, t).unwrap();
            points.into_iter().max().unwrap().to_decimal(3)
        })
        .collect();
    assert_eq!(won, ["3.060", "3.090"]);
}

// ---- The command-line tool with a club's format: `--format club.json` ----

fn raduno(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_raduno"))
        .args(args)
        .output()
        .expect("run raduno")
}

#[test]
fn the_cli_reads_a_club_format_file_for_standings_and_draws() {
    // A plain Master of 8 played one round, exported as a workbook.
    let mut j = journal(None, 8);
    let tables = draw_round(&mut j, 1, 5).expect("drawn");
    assert_eq!(score_round(&mut j, 1, &tables), 2);
    let dir = std::env::temp_dir().join(format!("raduno-club-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let wb = dir.join("master.xlsx");
    let bytes =
        raduno_files::export_workbook(j.state(), j.entries(), raduno::i18n::Lang::It).unwrap();
    std::fs::write(&wb, bytes).unwrap();
    let wb = wb.to_string_lossy().into_owned();

    // The club's Master: a winner's bonus of 3, the file as the settings page exports it.
    let mut club = builtin(FormatKind::Master).clone();
    club.name = "Master del circolo".into();
    editor::set_knob(&mut club, "winner_bonus", "3").unwrap();
    let file = dir.join("formato-circolo.json");
    std::fs::write(&file, club.to_json()).unwrap();
    let file = file.to_string_lossy().into_owned();

    let totals = |format: &str| -> Vec<String> {
        let o = raduno(&["standings", &wb, "--format", format, "--json"]);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
        v["standings"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r["total"].to_string())
            .collect()
    };
    // The two winners (60 table points): 1 + 0.060 with the built-in, 3 + 0.060 with the club's.
    assert_eq!(totals("master")[..2], ["1.06", "1.06"]);
    assert_eq!(totals(&file)[..2], ["3.06", "3.06"]);
    let text = raduno(&["standings", &wb, "--format", &file]);
    assert!(String::from_utf8_lossy(&text.stdout).contains("Master del circolo"));

    // The next round drawn with the club's format seats all eight.
    let out = dir.join("turno2.xlsx").to_string_lossy().into_owned();
    let o = raduno(&[
        "draw", &wb, "--format", &file, "--round", "2", "--seed", "9", "--out", &out, "--json",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    let mut seated: Vec<u64> = v["tables"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|t| t.as_array().unwrap().iter().map(|p| p.as_u64().unwrap()))
        .collect();
    seated.sort();
    assert_eq!(seated, (1..=8).collect::<Vec<u64>>());

    // A broken file is refused with its place, a definition that cannot run with the reason; exit 2.
    let broken = dir.join("rotto.json");
    std::fs::write(
        &broken,
        club.to_json()
            .replace("\"winner_bonus\": 3", "\"winner_bonus\": tre"),
    )
    .unwrap();
    let o = raduno(&["standings", &wb, "--format", &broken.to_string_lossy()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        String::from_utf8_lossy(&o.stderr).contains("riga "),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let mut bad = club.clone();
    bad.decimals = 9;
    std::fs::write(&broken, bad.to_json()).unwrap();
    let o = raduno(&[
        "standings",
        &wb,
        "--format",
        &broken.to_string_lossy(),
        "--lang",
        "en",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("decimals: 9 (at most 4)"));
}

/// a club format's summary names the constants it changed (the built-in's summary
/// alone would describe the built-in's constants), and a JSON value of the wrong type names its field.
#[test]
fn the_summary_says_the_changed_constants_and_a_bad_json_value_names_its_field() {
    let base = builtin(FormatKind::Master).clone();
    let mut d = base.clone();
    editor::set_knob(&mut d, "winner_bonus", "150").unwrap();
    let s = editor::club_summary(&d, &base);
    let it = s.text(Lang::It);
    assert!(it.starts_with(base.summary.text(Lang::It)), "{it}");
    assert!(it.contains("= 150"), "{it}");
    let en = s.text(Lang::En);
    assert!(en.contains("Club format, constants changed:"), "{en}");
    assert_eq!(editor::club_summary(&base, &base), base.summary);

    let json = base.to_json();
    let (k, v) = json
        .lines()
        .find_map(|l| {
            let l = l.trim().trim_end_matches(',');
            let (k, v) = l.split_once(": ")?;
            (v.parse::<i64>().is_ok()).then(|| (k.trim_matches('"').to_string(), v.to_string()))
        })
        .expect("a whole-number field");
    let bad = json.replacen(&format!("\"{k}\": {v}"), &format!("\"{k}\": \"trenta\""), 1);
    let errors = FormatDef::from_json(&bad).unwrap_err();
    assert!(
        errors[0]
            .text(raduno::i18n::Lang::It)
            .contains(&format!("(campo «{k}»)")),
        "{:?}",
        errors
    );
    assert!(
        errors[0]
            .text(raduno::i18n::Lang::En)
            .contains(&format!("(field “{k}”)")),
        "{errors:?}"
    );
}
