//! Live checks of a table's scores as the director types them (nothing is changed).

use super::{format, ludolimpica, ranking, EntryProblem, ProblemKind, WinnerTieBreaks};
use crate::model::{FormatKind, OutcomeKind, Round, SeatResult, Table, TableOutcome, Tournament};
use std::collections::HashSet;

pub(crate) fn validate(
    t: &Tournament,
    round: &Round,
    table: &Table,
    results: &[Option<SeatResult>],
    outcome: Option<TableOutcome>,
) -> Vec<EntryProblem> {
    let f = format(t.settings.format);
    let seat = |s: usize, kind| EntryProblem::seat_problem(t, round, table, s, kind);
    let whole = |kind| EntryProblem::table_problem(round, table, kind);
    let mut out = Vec::new();
    if results.len() != table.seats.len() {
        out.push(whole(ProblemKind::WrongSeatCount {
            expected: table.seats.len(),
            got: results.len(),
        }));
        return out;
    }
    for (s, r) in results.iter().enumerate() {
        if r.is_none() {
            out.push(seat(s, ProblemKind::MissingScore));
        }
    }
    let gufo = f.tie_breaks == WinnerTieBreaks::Eliminations;
    let entered: Vec<(usize, &SeatResult)> = results
        .iter()
        .enumerate()
        .filter_map(|(s, r)| r.as_ref().map(|r| (s, r)))
        .collect();

    // RisiKo!: entered as 100, one per table.
    for &(s, r) in &entered {
        if r.risiko && r.points != 100 {
            out.push(seat(s, ProblemKind::RisikoNot100 { points: r.points }));
        }
    }
    if entered.iter().filter(|(_, r)| r.risiko).count() > 1 {
        out.push(whole(ProblemKind::SeveralRisiko));
    }

    // Eliminations (Gufo formats only).
    let mut orders = HashSet::new();
    for &(s, r) in &entered {
        if let Some(e) = r.eliminated {
            if !gufo {
                out.push(seat(s, ProblemKind::EliminationNotUsed));
                continue;
            }
            if r.points > 0 {
                out.push(seat(
                    s,
                    ProblemKind::EliminatedWithPoints { points: r.points },
                ));
            }
            if e == 0 || e as usize >= table.seats.len() || !orders.insert(e) {
                out.push(seat(s, ProblemKind::BadEliminationOrder { order: e }));
            }
        }
    }
    if gufo
        && !entered.is_empty()
        && entered.len() == table.seats.len()
        && entered.iter().all(|(_, r)| r.eliminated.is_some())
    {
        out.push(whole(ProblemKind::NoSurvivor));
    }

    // Tie order and play order must not repeat; play order within the seats.
    let mut ties = HashSet::new();
    let mut plays = HashSet::new();
    for &(s, r) in &entered {
        if let Some(o) = r.tie_order {
            if !ties.insert(o) {
                out.push(seat(s, ProblemKind::DuplicateTieOrder { order: o }));
            }
        }
        if let Some(o) = r.play_order {
            if o == 0 || o as usize > table.seats.len() {
                out.push(seat(s, ProblemKind::BadPlayOrder { order: o }));
            } else if !plays.insert(o) {
                out.push(seat(s, ProblemKind::DuplicatePlayOrder { order: o }));
            }
        }
    }

    // Totals the game allows.
    let total: u32 = entered.iter().map(|(_, r)| r.points).sum();
    match t.settings.format {
        FormatKind::Ludolimpica => {
            if total > ludolimpica::BOARD_TOTAL {
                out.push(whole(ProblemKind::OverTotal {
                    total,
                    max: ludolimpica::BOARD_TOTAL,
                }));
            }
            if entered
                .iter()
                .filter(|(_, r)| r.points >= ludolimpica::TARGET)
                .count()
                > 1
            {
                out.push(whole(ProblemKind::Several105));
            }
        }
        FormatKind::OthelloSwiss if total > 64 => {
            out.push(whole(ProblemKind::OverTotal { total, max: 64 }));
        }
        _ => {}
    }

    // Head-to-head outcome.
    if f.tie_breaks == WinnerTieBreaks::HeadToHead {
        match outcome {
            None => out.push(whole(ProblemKind::MissingOutcome)),
            Some(o) if o.seat as usize >= table.seats.len() => {
                out.push(whole(ProblemKind::BadOutcomeSeat { seat: o.seat }))
            }
            Some(o) if o.kind == OutcomeKind::Points && entered.len() == 2 => {
                let (w, l) = (
                    results[o.seat as usize].as_ref(),
                    results[1 - o.seat as usize].as_ref(),
                );
                if let (Some(w), Some(l)) = (w, l) {
                    if w.points < l.points && l.points - w.points > 10 {
                        out.push(whole(ProblemKind::OutcomeContradictsPoints));
                    }
                }
            }
            _ => {}
        }
    }

    // Ties the rules need ordered: Master's single winner, Torneo Gufo's placings.
    if out.is_empty() {
        let mut filled = table.clone();
        for (st, r) in filled.seats.iter_mut().zip(results) {
            st.result = r.clone();
        }
        filled.outcome = outcome;
        if let Ok(rank) = ranking::rank(f.tie_breaks, &filled) {
            let name = |s: usize| {
                let id = filled.seats[s].player;
                t.player(id).map_or(format!("ID {id}"), |p| p.full_name())
            };
            let level: Vec<&Vec<usize>> = match t.settings.format {
                FormatKind::Master | FormatKind::MasterRisiko => {
                    rank.groups.iter().take(1).filter(|g| g.len() > 1).collect()
                }
                FormatKind::Gufo => rank
                    .groups
                    .iter()
                    .filter(|g| {
                        g.iter()
                            .filter(|&&s| {
                                filled.seats[s]
                                    .result
                                    .as_ref()
                                    .is_some_and(|r| r.eliminated.is_none())
                            })
                            .count()
                            > 1
                    })
                    .collect(),
                _ => Vec::new(),
            };
            for g in level {
                out.push(whole(ProblemKind::TieUnresolved {
                    names: g.iter().map(|&s| name(s)).collect(),
                }));
            }
        }
    }
    out
}
