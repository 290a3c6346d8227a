//! The tournament from a workbook's sheets: each sheet read, the extra data applied, the phases the
//! format gives, and every result checked as the format and the journal will check it.

use super::cells::Book;
use super::problems::{Ctx, Problem, ProblemKind};
use super::{extras, origin, players, rounds, torneo, FormatChoice};
use raduno_engine::model::{SeatResult, Tournament};
use std::collections::HashSet;

/// Does this tournament's format read 100 table points as a RisiKo! (the table results' rules, 5.2, 5.5)? Asked of the
/// format's definition ([`FormatDef::risiko_at_100`](raduno_engine::format::FormatDef::risiko_at_100)).
pub fn risiko_at_100(t: &Tournament) -> bool {
    raduno_engine::format::def(t).risiko_at_100()
}
/// The tournament a workbook holds, every problem found on the way told in `ctx`; `None` when it has
/// no players to read.
pub(super) fn build(
    book: &Book,
    file_name: &str,
    format: FormatChoice,
    ctx: &mut Ctx,
) -> Option<Tournament> {
    let extras = extras::read_extras(book, ctx);
    let settings = read_settings(book, file_name, format, extras.as_ref(), ctx);
    let players = players::read_players(book, ctx)?;
    let mut t = Tournament::new(settings);
    t.players = players;
    if let Some(e) = &extras {
        for px in &e.players {
            if let Some(p) = t.players.iter_mut().find(|p| p.id == px.id) {
                p.seed = px.seed;
                p.rating = px.rating;
            }
        }
    }
    t.workbook = super::kept::kept_book(book).map(std::sync::Arc::new);
    let risiko = risiko_at_100(&t);
    t.rounds = rounds::read_rounds(book, &t, risiko, ctx);
    let described: HashSet<u32> = extras.as_ref().map_or(HashSet::new(), |e| {
        e.rounds.iter().map(|r| r.number).collect()
    });
    if let Some(e) = &extras {
        extras::apply_round_extras(&mut t, e, ctx);
    }
    phases_by_format(&mut t, &described);
    check_results(&t, file_name, extras.is_none(), ctx);
    Some(t)
}

/// The settings: Raduno's own sheet's, then the `TORNEO` sheet's, the format asked for (or the one the
/// workbook was scored as), and the file's name when the workbook names no tournament.
fn read_settings(
    book: &Book,
    file_name: &str,
    format: FormatChoice,
    extras: Option<&extras::Extras>,
    ctx: &mut Ctx,
) -> raduno_engine::model::Settings {
    let mut settings = extras.map(|e| e.settings.clone()).unwrap_or_default();
    torneo::read_torneo(book, &mut settings, ctx);
    if format.kind.is_none() && format.custom.is_none() && extras.is_none() {
        origin::scored_as(book, &mut settings);
    }
    if let Some(f) = format.kind {
        settings.format = f.into();
    }
    if let Some(d) = format.custom {
        raduno_engine::format::set_club_def(&mut settings, Some(d));
    }
    torneo::check_planned_rounds(book, &mut settings, ctx);
    if settings.name.trim().is_empty() {
        let stem = super::file_stem(file_name);
        settings.name = if stem.is_empty() {
            "Torneo".to_string()
        } else {
            stem.to_string()
        };
    }
    settings
}

/// A legacy sheet does not say whether a round was a semifinal or a final: the format decides it
/// from the rounds before, as it would have for the draw (rounds Raduno's own sheet `described` keep
/// theirs).
fn phases_by_format(t: &mut Tournament, described: &HashSet<u32>) {
    for i in 0..t.rounds.len() {
        let number = t.rounds[i].number;
        if described.contains(&number) {
            continue;
        }
        let mut before = t.clone();
        before.rounds.truncate(i);
        if let Ok(spec) = raduno_engine::format::draw_spec(&before, number) {
            t.rounds[i].phase = spec.phase;
        }
    }
}

/// Every result checked as the format and the journal will check it, each refusal told with its
/// place; `legacy`: the workbook is not one of Raduno's own.
fn check_results(t: &Tournament, file_name: &str, legacy: bool, ctx: &mut Ctx) {
    // Every result the format refuses, with its cell (the table results' rules "Valid results").
    let impossible = impossible_cells(t, ctx);
    // Every table the format cannot score although all its points are there (a level top the rules
    // want ordered): refused with its place, never imported to be dropped from the standings.
    if !impossible {
        unscorable_tables(t, ctx);
    }
    // A legacy sheet's table with some points and some blanks: refused with its place (a table of
    // blanks or 0s is one not yet played). Raduno's own workbooks keep a table being entered.
    if legacy {
        half_filled_tables(t, ctx);
    }
    // The journal's own check, so the import event is sure to apply.
    let mut check = Tournament::default();
    if let Err(error) = raduno_engine::journal::apply(
        &mut check,
        &raduno_engine::journal::Event::Imported {
            tournament: t.clone(),
            source: file_name.to_string(),
        },
    ) {
        // A national ID twice is said at its cell already.
        let said = ctx
            .problems
            .iter()
            .any(|p| matches!(p.kind, ProblemKind::DuplicateNationalId { .. }));
        if !impossible && !said {
            ctx.push(Problem::file(ProblemKind::Invalid { error }));
        }
    }
}

/// Lists every result cell the format refuses (each seat a problem concerns: both RisiKo!, every seat
/// of a table over its total); `true` if there was any.
fn impossible_cells(t: &Tournament, ctx: &mut Ctx) -> bool {
    let mut found = Vec::new();
    for round in &t.rounds {
        for table in &round.tables {
            let results: Vec<Option<SeatResult>> =
                table.seats.iter().map(|s| s.result.clone()).collect();
            let problems =
                raduno_engine::format::impossible_results(t, round, table, &results, table.outcome);
            let Some(cells) = ctx.result_cells.get(&(round.number, table.number)) else {
                continue;
            };
            for problem in problems {
                let seats: Vec<usize> = problem.seats.clone();
                if seats.is_empty() {
                    found.push(Problem::at(
                        &cells.sheet,
                        cells.header.0,
                        cells.header.1,
                        ProblemKind::ImpossibleResult {
                            value: String::new(),
                            problem,
                        },
                    ));
                    continue;
                }
                for s in seats {
                    let (row, col, value) = cells.seats.get(s).cloned().unwrap_or((
                        cells.header.0,
                        cells.header.1,
                        String::new(),
                    ));
                    let mut p = problem.clone();
                    if p.seat.is_none() {
                        // A table problem, told at each of its cells with that cell's player.
                        p.seat = Some(s);
                        p.player = table.seats.get(s).map(|x| x.player);
                        p.name = p
                            .player
                            .and_then(|id| t.player(id))
                            .map(|x| x.full_name())
                            .unwrap_or_default();
                    }
                    found.push(Problem::at(
                        &cells.sheet,
                        row,
                        col,
                        ProblemKind::ImpossibleResult { value, problem: p },
                    ));
                }
            }
        }
    }
    let any = !found.is_empty();
    for p in found {
        ctx.push(p);
    }
    any
}

/// Tables with every result that the format cannot score ([`raduno_engine::format::TableState::Incomplete`]),
/// each at its table's header cell.
fn unscorable_tables(t: &Tournament, ctx: &mut Ctx) {
    for u in raduno_engine::format::unscored(t, t.rounds.len() as u32) {
        let kind = ProblemKind::Unscorable {
            round: u.round,
            table: u.table,
            names: u.names(t),
            error: u.error,
        };
        let problem = match ctx.result_cells.get(&(u.round, u.table)) {
            Some(cells) => Problem::at(&cells.sheet, cells.header.0, cells.header.1, kind),
            None => Problem::file(kind),
        };
        ctx.push(problem);
    }
}

/// Tables with some seats scored and some blank ([`raduno_engine::format::TableState::Partial`]), each at its
/// table's header cell, with the players whose points are missing.
fn half_filled_tables(t: &Tournament, ctx: &mut Ctx) {
    for round in &t.rounds {
        for table in &round.tables {
            let raduno_engine::format::TableState::Partial { missing } =
                raduno_engine::format::table_state(t, table)
            else {
                continue;
            };
            let missing = missing
                .iter()
                .filter_map(|&s| table.seats.get(s))
                .map(|s| {
                    t.player(s.player)
                        .map_or(format!("ID {}", s.player), |p| p.full_name())
                })
                .collect();
            let kind = ProblemKind::HalfFilled {
                round: round.number,
                table: table.number,
                missing,
            };
            ctx.push(match ctx.result_cells.get(&(round.number, table.number)) {
                Some(cells) => Problem::at(&cells.sheet, cells.header.0, cells.header.1, kind),
                None => Problem::file(kind),
            });
        }
    }
}
