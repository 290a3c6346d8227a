//! What a score sheet's grid records: the columns the format asks for, their headings, and each seat's
//! cells as entered (blank to fill in at the table).

use crate::pdf::*;
use raduno_engine::format::Points;
use raduno_engine::i18n::decimal_in;
use raduno_engine::model::{OutcomeKind, Round, SeatResult, Table};

/// A column of the score sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Col {
    /// Othello: Nero / Bianco.
    Colour,
    Name,
    /// Punti tavolo (Othello: discs).
    Points,
    /// The RisiKo! flag, a box to tick (formats whose result records it).
    Risiko,
    /// Master: punti fuori obiettivo.
    Outside,
    /// Master: the order of play, the tie-break after the points outside objective.
    PlayOrder,
    /// Gufo formats: order of elimination.
    Eliminated,
    /// Testa a testa: how the game ended.
    Outcome,
    /// The manual order among players level on points, where the format asks it.
    Tie,
    /// Punti torneo.
    Tournament,
    Signature,
}

/// The columns the format records (asked of its definition's [`format::Entry`], as the round page
/// does), with their share of the width; the name takes what the others leave.
pub(super) fn columns(t: &Tournament) -> Vec<(Col, f32)> {
    let entry = format::def(t).entry();
    if entry.colours {
        return vec![
            (Col::Colour, 0.12),
            (Col::Name, 0.40),
            (Col::Points, 0.12),
            (Col::Tournament, 0.12),
            (Col::Signature, 0.24),
        ];
    }
    let mut cols = vec![(Col::Points, 0.10)];
    if entry.risiko {
        cols.push((Col::Risiko, 0.06));
    }
    if entry.outside_objective {
        cols.push((Col::Outside, 0.10));
        cols.push((Col::PlayOrder, 0.06));
    }
    if entry.eliminated {
        cols.push((Col::Eliminated, 0.11));
    }
    if entry.outcome {
        cols.push((Col::Outcome, 0.20));
    }
    // Level players are ordered by hand where no recorded tie-break (eliminations, the outcome)
    // decides them.
    if entry.tie_order && !entry.eliminated && !entry.outcome {
        cols.push((Col::Tie, 0.06));
    }
    cols.push((Col::Tournament, 0.11));
    cols.push((Col::Signature, 0.15));
    let name = 1.0 - cols.iter().map(|c| c.1).sum::<f32>();
    cols.insert(0, (Col::Name, name));
    cols
}

pub(super) fn label(col: Col, colours: bool, lang: Lang) -> &'static str {
    match col {
        Col::Colour => msg::IoColour.str(lang),
        Col::Name => msg::CliName.str(lang),
        Col::Points if colours => msg::FormatDiscs.str(lang),
        Col::Points => msg::UiPoints.str(lang),
        Col::Risiko => "R!",
        Col::Outside => msg::IoOutsideObj.str(lang),
        Col::PlayOrder => msg::UiOrd.str(lang),
        Col::Tie => msg::UiTie.str(lang),
        Col::Eliminated => msg::UiEliminated.str(lang),
        Col::Outcome => msg::IoOutcome.str(lang),
        Col::Tournament if colours => msg::UiPoints.str(lang),
        Col::Tournament => msg::IoTournPoints.str(lang),
        Col::Signature => msg::IoSignature.str(lang),
    }
}

pub(super) fn outcome_label(kind: OutcomeKind, lang: Lang) -> &'static str {
    match kind {
        OutcomeKind::WorldConquest => msg::UiWorldConquest.str(lang),
        OutcomeKind::RisikoEliminatesOther => msg::IoRisikoEliminatingOther.str(lang),
        OutcomeKind::RisikoEliminatesDummy => msg::IoRisikoEliminatingDummy.str(lang),
        OutcomeKind::Risiko => "RisiKo!",
        OutcomeKind::Points => msg::UiOnPoints.str(lang),
        OutcomeKind::Abandon => msg::UiAbandon.str(lang),
    }
}

/// A seat's name cell: the player's name and club ("ID 7" when the tournament has no such player).
fn name_cell(t: &Tournament, id: raduno_engine::model::PlayerId) -> String {
    match t.player(id) {
        Some(p) if p.club.is_empty() => p.full_name(),
        Some(p) => format!("{} - {}", p.full_name(), p.club),
        None => format!("ID {id}"),
    }
}

/// A filled seat's table points cell: the discs of a two-seat game (`colours`), blank for an eliminated
/// player where the sheet has an elimination column, else as entered, with the manual tie order of
/// players level on points, as the legacy sheet's decimals did.
fn points_cell(table: &Table, cols: &[(Col, f32)], r: &SeatResult, colours: bool) -> String {
    if colours {
        return r.points.to_string();
    }
    if cols.iter().any(|c| c.0 == Col::Eliminated) {
        return if r.eliminated.is_some() {
            String::new()
        } else {
            r.points.to_string()
        };
    }
    let level = table
        .seats
        .iter()
        .filter_map(|o| o.result.as_ref())
        .filter(|o| o.points == r.points && o.eliminated.is_none())
        .count();
    match r.tie_order {
        Some(k) if level > 1 && r.eliminated.is_none() => format!("{} ({k}°)", entered(r)),
        _ => entered(r),
    }
}

/// The table points as the director entered them: "RisiKo!" (100 table points), "elim. k" for the k-th
/// from last eliminated.
fn entered(result: &SeatResult) -> String {
    match result.eliminated {
        Some(k) => format!("elim. {k}"),
        None if result.risiko => "RisiKo!".to_string(),
        None => result.points.to_string(),
    }
}

/// The cells of each seat's row.
pub(super) fn seat_rows(
    t: &Tournament,
    round: &Round,
    table: &Table,
    cols: &[(Col, f32)],
    filled: bool,
    decimals: u8,
    lang: Lang,
) -> Vec<Vec<String>> {
    let tp: Option<Vec<Points>> = if filled {
        format::seat_points(t, round, table).ok()
    } else {
        None
    };
    // A two-seat board game (discs, colours): its score sheets say so.
    let colours = format::def(t).entry().colours;
    table
        .seats
        .iter()
        .enumerate()
        .map(|(i, seat)| {
            let r = seat.result.as_ref().filter(|_| filled);
            cols.iter()
                .map(|&(col, _)| match col {
                    Col::Colour => match i {
                        0 => msg::UiBlack.str(lang).into(),
                        1 => msg::UiWhite.str(lang).into(),
                        _ => String::new(),
                    },
                    Col::Name => name_cell(t, seat.player),
                    Col::Points => {
                        r.map_or(String::new(), |r| points_cell(table, cols, r, colours))
                    }
                    Col::Outside => r
                        .and_then(|r| r.outside_objective)
                        .map_or(String::new(), |v| v.to_string()),
                    Col::Eliminated => r
                        .and_then(|r| r.eliminated)
                        .map_or(String::new(), |k| format!("elim. {k}")),
                    Col::Risiko => r
                        .filter(|r| r.risiko)
                        .map_or(String::new(), |_| "X".to_string()),
                    Col::PlayOrder => r
                        .and_then(|r| r.play_order)
                        .map_or(String::new(), |v| v.to_string()),
                    Col::Tie => r
                        .and_then(|r| r.tie_order)
                        .map_or(String::new(), |v| v.to_string()),
                    Col::Outcome => match table.outcome {
                        Some(o) if filled && o.seat as usize == i => {
                            outcome_label(o.kind, lang).to_string()
                        }
                        _ => String::new(),
                    },
                    Col::Tournament => tp
                        .as_ref()
                        .and_then(|v| v.get(i))
                        .map_or(String::new(), |p| decimal_in(&p.to_decimal(decimals), lang)),
                    Col::Signature => String::new(),
                })
                .collect()
        })
        .collect()
}
