//! Raduno's own data in the hidden `Raduno` sheet: what the legacy layout cannot hold (draw seeds,
//! phases, byes, ghost tables, Master tie-break data). It only completes the visible sheets.

use super::cells::{cell, text, Book};
use super::problems::{Ctx, Problem, ProblemKind};
use super::{EXTRAS_MARK, SHEET_EXTRAS};
use calamine::Data;
use raduno_engine::model::{Phase, PlayerId, Settings, TableOutcome, Tournament};
use serde::{Deserialize, Serialize};
use std::collections::HashSet;

/// What the legacy layout cannot hold, written by Raduno in the hidden `Raduno` sheet as JSON.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct Extras {
    pub settings: Settings,
    #[serde(default)]
    pub players: Vec<PlayerExtra>,
    #[serde(default)]
    pub rounds: Vec<RoundExtra>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct PlayerExtra {
    pub id: PlayerId,
    #[serde(default)]
    pub seed: Option<u32>,
    #[serde(default)]
    pub rating: Option<i32>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct RoundExtra {
    pub number: u32,
    pub phase: Phase,
    pub seed: u64,
    #[serde(default)]
    pub byes: Vec<PlayerId>,
    #[serde(default)]
    pub locked: bool,
    #[serde(default)]
    pub tables: Vec<TableExtra>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct TableExtra {
    pub number: u32,
    pub players: Vec<PlayerId>,
    #[serde(default)]
    pub ghost: bool,
    #[serde(default)]
    pub group: u8,
    #[serde(default)]
    pub outcome: Option<TableOutcome>,
    /// Per seat: (punti fuori obiettivo, play order), in seat order.
    #[serde(default)]
    pub tie_breaks: Vec<(Option<u32>, Option<u8>)>,
}

impl Extras {
    pub(crate) fn of(t: &Tournament) -> Self {
        Extras {
            settings: t.settings.clone(),
            players: t
                .players
                .iter()
                .filter(|p| p.seed.is_some() || p.rating.is_some())
                .map(|p| PlayerExtra {
                    id: p.id,
                    seed: p.seed,
                    rating: p.rating,
                })
                .collect(),
            rounds: t
                .rounds
                .iter()
                .map(|r| RoundExtra {
                    number: r.number,
                    phase: r.phase,
                    seed: r.seed,
                    byes: r.byes.clone(),
                    locked: r.locked,
                    tables: r
                        .tables
                        .iter()
                        .map(|tab| TableExtra {
                            number: tab.number,
                            players: tab.players().collect(),
                            ghost: tab.ghost,
                            group: tab.group,
                            outcome: tab.outcome,
                            tie_breaks: tab
                                .seats
                                .iter()
                                .map(|s| {
                                    s.result.as_ref().map_or((None, None), |r| {
                                        (r.outside_objective, r.play_order)
                                    })
                                })
                                .collect(),
                        })
                        .collect(),
                })
                .collect(),
        }
    }
}

pub(super) fn read_extras(book: &Book, ctx: &mut Ctx) -> Option<Extras> {
    let (sheet, Ok(range)) = book.find(SHEET_EXTRAS)? else {
        return None;
    };
    if text(cell(range, 0, 0)) != EXTRAS_MARK {
        return None;
    }
    let mut json = String::new();
    for row in range.rows_from(1) {
        if let Data::String(s) = cell(range, row, 0) {
            json.push_str(s);
        }
    }
    match serde_json::from_str::<Extras>(&json) {
        Ok(e) => Some(e),
        Err(e) => {
            ctx.push(Problem::in_sheet(
                sheet,
                ProblemKind::ExtrasIgnored {
                    detail: e.to_string(),
                },
            ));
            None
        }
    }
}

/// Completes the rounds with the extra data where the visible sheet still agrees with it.
pub(super) fn apply_round_extras(t: &mut Tournament, e: &Extras, ctx: &mut Ctx) {
    let registered: HashSet<PlayerId> = t.players.iter().map(|p| p.id).collect();
    for rx in &e.rounds {
        let Some(round) = t.rounds.iter_mut().find(|r| r.number == rx.number) else {
            continue;
        };
        round.phase = rx.phase;
        round.seed = rx.seed;
        round.locked = round.locked || rx.locked;
        let seated: HashSet<PlayerId> = round.players().collect();
        round.byes = rx
            .byes
            .iter()
            .copied()
            .filter(|b| registered.contains(b) && !seated.contains(b))
            .collect();
        for tx in &rx.tables {
            let Some(table) = round.tables.iter_mut().find(|x| x.number == tx.number) else {
                continue;
            };
            if table.players().collect::<Vec<_>>() != tx.players {
                ctx.push(Problem::file(ProblemKind::ExtrasPlayersChanged {
                    round: rx.number,
                    table: tx.number,
                }));
                continue;
            }
            table.ghost = tx.ghost;
            table.group = tx.group;
            table.outcome = tx.outcome.filter(|o| (o.seat as usize) < table.seats.len());
            for (seat, &(outside, order)) in table.seats.iter_mut().zip(&tx.tie_breaks) {
                if let Some(r) = seat.result.as_mut() {
                    r.outside_objective = outside;
                    r.play_order = order;
                }
            }
        }
    }
}
