//! What a table's results may be (SPEC 2 "Valid results"): one check, owned by the format, used by the
//! journal (every event it executes and every entry it replays), the round page, the workbook import,
//! the CLI and the backup restore.
//!
//! Each problem has a [`Severity`]: an **impossible** result cannot happen in a real game and is refused
//! everywhere (500 table points, two RisiKo! at one table, a Ludolimpica table over the board's 194
//! victory points, 40 + 30 Othello discs); an **unusual** one is possible but worth a question (a plain
//! 100 without the RisiKo! flag, a table where everyone has under 10); an **incomplete** one only says
//! what is still to enter (a missing score, a tie the rules need ordered). Partial results stay allowed.
//!
//! The rules come from the format's description ([`ResultRules`], the `results` field of
//! [`Format`](super::Format)):
//!
//! ```
//! use raduno::format::{format, ResultRules};
//! use raduno::format::FormatKind;
//! assert_eq!(format(FormatKind::Master).results, ResultRules::RISIKO);
//! assert_eq!(format(FormatKind::Ludolimpica).results.table_max, Some(194));
//! assert_eq!(format(FormatKind::OthelloSwiss).results.seat_max, 64);
//! ```

use crate::format::errors::{EntryProblem, ProblemKind};
use crate::format::ranking;
use crate::format::registry::def;
use crate::model::{OutcomeKind, Round, SeatResult, Table, TableOutcome, Tournament};
use std::collections::HashSet;

/// How a problem is treated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// Cannot happen in a real game: refused everywhere, nothing changes.
    Impossible,
    /// Possible but unusual: accepted after a visible question.
    Unusual,
    /// Something still to enter (a missing score, a tie to order): partial results stay allowed.
    Incomplete,
}

impl ProblemKind {
    pub fn severity(&self) -> Severity {
        use ProblemKind::*;
        match self {
            MissingScore | MissingOutcome | TieUnresolved { .. } | DuplicateTieOrder { .. } => {
                Severity::Incomplete
            }
            PlainHundred | AllUnderTen { .. } => Severity::Unusual,
            _ => Severity::Impossible,
        }
    }
}

/// Only the problems that make the results impossible (what the journal refuses).
pub(crate) fn impossible(
    t: &Tournament,
    round: &Round,
    table: &Table,
    results: &[Option<SeatResult>],
    outcome: Option<TableOutcome>,
) -> Vec<EntryProblem> {
    check(t, round, table, results, outcome, false)
        .into_iter()
        .filter(|p| p.kind.severity() == Severity::Impossible)
        .collect()
}

/// Every problem of a table's results as typed: impossible, unusual and incomplete (nothing is changed).
pub(crate) fn validate(
    t: &Tournament,
    round: &Round,
    table: &Table,
    results: &[Option<SeatResult>],
    outcome: Option<TableOutcome>,
) -> Vec<EntryProblem> {
    check(t, round, table, results, outcome, true)
}

fn check(
    t: &Tournament,
    round: &Round,
    table: &Table,
    results: &[Option<SeatResult>],
    outcome: Option<TableOutcome>,
    ties: bool,
) -> Vec<EntryProblem> {
    let f = def(t);
    let rules = f.results;
    let seat = |s: usize, kind| EntryProblem::seat_problem(t, round, table, s, kind);
    let whole = |kind, seats: Vec<usize>| {
        let mut p = EntryProblem::table_problem(round, table, kind);
        p.name = seats
            .iter()
            .filter_map(|&s| table.seats.get(s))
            .map(|st| {
                t.player(st.player)
                    .map_or(format!("ID {}", st.player), |p| p.full_name())
            })
            .collect::<Vec<_>>()
            .join(", ");
        p.seats = seats;
        p
    };
    let mut out = Vec::new();
    if results.len() != table.seats.len() {
        out.push(whole(
            ProblemKind::WrongSeatCount {
                expected: table.seats.len(),
                got: results.len(),
            },
            Vec::new(),
        ));
        return out;
    }
    for (s, r) in results.iter().enumerate() {
        if r.is_none() {
            out.push(seat(s, ProblemKind::MissingScore));
        }
    }
    let entered: Vec<(usize, &SeatResult)> = results
        .iter()
        .enumerate()
        .filter_map(|(s, r)| r.as_ref().map(|r| (s, r)))
        .collect();
    let unit = rules.unit;

    // A seat: 0 to the most one player can score.
    for &(s, r) in &entered {
        if r.points > rules.seat_max {
            out.push(seat(
                s,
                ProblemKind::OverMax {
                    points: r.points,
                    max: rules.seat_max,
                    unit,
                },
            ));
        }
    }

    // RisiKo!: a flag with 100 table points, at most one per table; a plain 100 asks, unless the
    // head-to-head outcome already says that seat made RisiKo! (issue 23, item 8).
    let outcome_says_risiko = |s: usize| {
        outcome.is_some_and(|o| {
            o.seat as usize == s
                && matches!(
                    o.kind,
                    OutcomeKind::Risiko
                        | OutcomeKind::RisikoEliminatesOther
                        | OutcomeKind::RisikoEliminatesDummy
                )
        })
    };
    for &(s, r) in &entered {
        if r.risiko && !rules.risiko {
            out.push(seat(s, ProblemKind::RisikoNotUsed));
        } else if r.risiko && r.points != 100 {
            out.push(seat(s, ProblemKind::RisikoNot100 { points: r.points }));
        } else if rules.risiko
            && !r.risiko
            && r.points == 100
            && r.eliminated.is_none()
            && !outcome_says_risiko(s)
        {
            out.push(seat(s, ProblemKind::PlainHundred));
        }
    }
    let flagged: Vec<usize> = entered
        .iter()
        .filter(|(_, r)| r.risiko)
        .map(|&(s, _)| s)
        .collect();
    if rules.risiko && flagged.len() > 1 {
        out.push(whole(ProblemKind::SeveralRisiko, flagged.clone()));
    }

    // Eliminations (Gufo formats): distinct orders from 1 (eliminated last), never everyone.
    let max_order = (table.seats.len() + usize::from(table.ghost)).saturating_sub(1);
    let mut orders = HashSet::new();
    for &(s, r) in &entered {
        if let Some(e) = r.eliminated {
            if !rules.eliminations {
                out.push(seat(s, ProblemKind::EliminationNotUsed));
                continue;
            }
            if r.points > 0 {
                out.push(seat(
                    s,
                    ProblemKind::EliminatedWithPoints { points: r.points },
                ));
            }
            if e == 0 || e as usize > max_order || !orders.insert(e) {
                out.push(seat(s, ProblemKind::BadEliminationOrder { order: e }));
            }
        }
    }
    if rules.eliminations
        && !entered.is_empty()
        && entered.len() == table.seats.len()
        && entered.iter().all(|(_, r)| r.eliminated.is_some())
    {
        out.push(whole(
            ProblemKind::NoSurvivor,
            entered.iter().map(|&(s, _)| s).collect(),
        ));
    }

    // Tie order and play order must not repeat; play order within the seats.
    let mut tie_orders = HashSet::new();
    let mut plays = HashSet::new();
    for &(s, r) in &entered {
        if let Some(o) = r.tie_order {
            if !tie_orders.insert(o) {
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

    // The whole table: what the board holds, the end of the game.
    let total: u32 = entered
        .iter()
        .map(|(_, r)| r.points)
        .fold(0u32, u32::saturating_add);
    if let Some(max) = rules.table_max {
        if total > max {
            out.push(whole(
                ProblemKind::OverTotal {
                    total,
                    max,
                    unit,
                    points: entered.iter().map(|(_, r)| r.points).collect(),
                },
                entered.iter().map(|&(s, _)| s).collect(),
            ));
        }
    }
    if rules.not_all_zero
        && !entered.is_empty()
        && entered.len() == table.seats.len()
        && entered.iter().all(|(_, r)| r.points == 0)
    {
        out.push(whole(
            ProblemKind::AllZero,
            entered.iter().map(|&(s, _)| s).collect(),
        ));
    }
    if let Some(end) = rules.ends_at {
        let over: Vec<usize> = entered
            .iter()
            .filter(|(_, r)| r.points >= end)
            .map(|&(s, _)| s)
            .collect();
        if over.len() > 1 {
            out.push(whole(ProblemKind::SeveralAtEnd { end }, over));
        }
    }

    // A possible but unusual table: everyone under 10 (a game that hardly started?).
    if rules.risiko
        && !rules.head_to_head
        && table.seats.len() >= 3
        && entered.len() == table.seats.len()
        && entered
            .iter()
            .all(|(_, r)| r.points < 10 && r.eliminated.is_none() && !r.risiko)
    {
        out.push(whole(
            ProblemKind::AllUnderTen {
                seats: table.seats.len(),
            },
            entered.iter().map(|&(s, _)| s).collect(),
        ));
    }

    // Head-to-head: the outcome names one winner, agreeing with the points and the RisiKo! flag.
    if rules.head_to_head {
        match outcome {
            None => out.push(whole(ProblemKind::MissingOutcome, Vec::new())),
            Some(o) if o.seat as usize >= table.seats.len() || table.seats.len() != 2 => out.push(
                whole(ProblemKind::BadOutcomeSeat { seat: o.seat }, Vec::new()),
            ),
            Some(o) => {
                let w = o.seat as usize;
                let l = 1 - w;
                if let (OutcomeKind::Points, Some(wr), Some(lr)) =
                    (o.kind, results[w].as_ref(), results[l].as_ref())
                {
                    let (wp, lp) = (ranking::table_points(wr), ranking::table_points(lr));
                    // SPEC 5.6: a game "ai punti" goes to the player with more table points (a
                    // difference of 1–10 too); level points are a draw.
                    if wp < lp {
                        out.push(whole(ProblemKind::OutcomeContradictsPoints, vec![w, l]));
                    }
                }
                // The player who stayed wins an abandon; otherwise the outcome's seat wins.
                let winner = if o.kind == OutcomeKind::Abandon { l } else { w };
                if flagged.iter().any(|&s| s != winner) {
                    out.push(whole(ProblemKind::OutcomeContradictsRisiko, vec![w, l]));
                }
            }
        }
    } else if outcome.is_some() {
        out.push(whole(ProblemKind::OutcomeNotUsed, Vec::new()));
    }

    // Ties the rules need ordered: Master's single winner, Torneo Gufo's placings.
    if ties && out.iter().all(|p| p.kind.severity() == Severity::Unusual) {
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
            // The same question the scoring asks (one rule, `scoring::levels_to_order`).
            let level = crate::format::scoring::levels_to_order(f, &filled, &rank);
            for g in level {
                let mut p = whole(
                    ProblemKind::TieUnresolved {
                        names: g.iter().map(|&s| name(s)).collect(),
                        by: f.tie_breaks,
                    },
                    Vec::new(),
                );
                p.seats = g;
                out.push(p);
            }
        }
    }
    out
}
