//! Raduno's own data in the hidden `Raduno` sheet: what the legacy layout cannot hold (draw seeds,
//! phases, byes, ghost tables, Master tie-break data). It only completes the visible sheets.
//!
//! The rounds are the model's own ([`Round`], [`Table`]): no second declaration of their fields, so
//! whatever a round or a table holds travels with the workbook. Only the seats are written apart, as
//! the table's `players` and each seat's `tie_breaks` (punti fuori obiettivo, play order): the visible
//! sheet holds the rest of a seat, and wins.

use super::cells::{cell, text, Book};
use super::problems::{Ctx, Problem, ProblemKind};
use super::{EXTRAS_MARK, SHEET_EXTRAS};
use crate::model::{PlayerId, Round, Seat, SeatResult, Settings, Table, Tournament};
use calamine::Data;
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use std::collections::HashSet;

/// What the legacy layout cannot hold, written by Raduno in the hidden `Raduno` sheet as JSON.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Extras {
    pub settings: Settings,
    pub players: Vec<PlayerExtra>,
    /// The rounds; each seat holds its player and, in a result, only its tie-break data.
    pub rounds: Vec<Round>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct PlayerExtra {
    pub id: PlayerId,
    #[serde(default)]
    pub seed: Option<u32>,
    #[serde(default)]
    pub rating: Option<i32>,
}

/// The sheet's JSON: the rounds as the model writes them, each table's seats as `players` and
/// `tie_breaks`.
#[derive(Serialize, Deserialize)]
struct Written {
    settings: Settings,
    #[serde(default)]
    players: Vec<PlayerExtra>,
    #[serde(default)]
    rounds: Vec<Value>,
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
            rounds: t.rounds.clone(),
        }
    }

    /// The JSON the hidden sheet holds.
    pub(crate) fn to_json(&self) -> Result<String, serde_json::Error> {
        let rounds = self
            .rounds
            .iter()
            .map(|r| {
                let mut v = serde_json::to_value(r)?;
                for table in tables_of(&mut v) {
                    seats_written(table);
                }
                Ok(v)
            })
            .collect::<Result<_, serde_json::Error>>()?;
        serde_json::to_string(&Written {
            settings: self.settings.clone(),
            players: self.players.clone(),
            rounds,
        })
    }

    /// The extras back from [`Extras::to_json`].
    pub(crate) fn from_json(text: &str) -> Result<Extras, serde_json::Error> {
        let w: Written = serde_json::from_str(text)?;
        let rounds = w
            .rounds
            .into_iter()
            .map(|mut v| {
                for table in tables_of(&mut v) {
                    seats_read(table);
                }
                serde_json::from_value(v)
            })
            .collect::<Result<_, _>>()?;
        Ok(Extras {
            settings: w.settings,
            players: w.players,
            rounds,
        })
    }
}

/// The tables of a round as JSON.
fn tables_of(round: &mut Value) -> impl Iterator<Item = &mut serde_json::Map<String, Value>> {
    round
        .get_mut("tables")
        .and_then(Value::as_array_mut)
        .into_iter()
        .flatten()
        .filter_map(Value::as_object_mut)
}

/// A table's `seats` written as its `players` and, per seat, `tie_breaks`: (punti fuori obiettivo, play
/// order).
fn seats_written(table: &mut serde_json::Map<String, Value>) {
    let seats: Vec<Seat> = table
        .remove("seats")
        .and_then(|s| serde_json::from_value(s).ok())
        .unwrap_or_default();
    let players: Vec<PlayerId> = seats.iter().map(|s| s.player).collect();
    let tie_breaks: Vec<(Option<u32>, Option<u8>)> = seats
        .iter()
        .map(|s| {
            s.result
                .as_ref()
                .map_or((None, None), |r| (r.outside_objective, r.play_order))
        })
        .collect();
    table.insert("players".into(), json!(players));
    table.insert("tie_breaks".into(), json!(tie_breaks));
}

/// The other way: `players` and `tie_breaks` back into `seats`, a seat's tie-break data in a result.
fn seats_read(table: &mut serde_json::Map<String, Value>) {
    let Some(players) = table.remove("players") else {
        return;
    };
    let tie_breaks = table.remove("tie_breaks").unwrap_or(Value::Null);
    let players = players.as_array().cloned().unwrap_or_default();
    let seats: Vec<Value> = players
        .into_iter()
        .enumerate()
        .map(|(i, player)| {
            let tb = tie_breaks.get(i);
            let (outside, order) = (
                tb.and_then(|t| t.get(0)).cloned().unwrap_or(Value::Null),
                tb.and_then(|t| t.get(1)).cloned().unwrap_or(Value::Null),
            );
            let result = if outside.is_null() && order.is_null() {
                Value::Null
            } else {
                json!({ "points": 0, "outside_objective": outside, "play_order": order })
            };
            json!({ "player": player, "result": result })
        })
        .collect();
    table.insert("seats".into(), Value::Array(seats));
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
    match Extras::from_json(&json) {
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

/// Completes the rounds with the extra data where the visible sheet still agrees with it: a round is
/// the one written (byes still free and registered, locked if either says so) with the visible tables,
/// each completed by its written table when the players are the same.
pub(super) fn apply_round_extras(t: &mut Tournament, e: &Extras, ctx: &mut Ctx) {
    let registered: HashSet<PlayerId> = t.players.iter().map(|p| p.id).collect();
    for written in &e.rounds {
        let Some(round) = t.rounds.iter_mut().find(|r| r.number == written.number) else {
            continue;
        };
        for tx in &written.tables {
            let Some(table) = round.tables.iter_mut().find(|x| x.number == tx.number) else {
                continue;
            };
            if !table.players().eq(tx.players()) {
                ctx.push(Problem::file(ProblemKind::ExtrasPlayersChanged {
                    round: written.number,
                    table: tx.number,
                }));
                continue;
            }
            *table = completed(table, tx);
        }
        let seated: HashSet<PlayerId> = round.players().collect();
        *round = Round {
            tables: std::mem::take(&mut round.tables),
            locked: round.locked || written.locked,
            byes: written
                .byes
                .iter()
                .copied()
                .filter(|b| registered.contains(b) && !seated.contains(b))
                .collect(),
            ..written.clone()
        };
    }
}

/// The written table with the visible seats, each result given the written tie-break data.
fn completed(visible: &Table, written: &Table) -> Table {
    let mut seats = visible.seats.clone();
    for (seat, w) in seats.iter_mut().zip(&written.seats) {
        if let Some(r) = seat.result.as_mut() {
            let tie = w.result.as_ref();
            r.outside_objective = tie.and_then(|x: &SeatResult| x.outside_objective);
            r.play_order = tie.and_then(|x| x.play_order);
        }
    }
    Table {
        outcome: written.outcome.filter(|o| (o.seat as usize) < seats.len()),
        seats,
        ..written.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{OutcomeKind, Phase, TableOutcome};

    /// The sheet as Raduno has always written it (`raduno-extras-v1`): tables with `players` and
    /// `tie_breaks`, read into the model's rounds and written back the same.
    #[test]
    fn the_written_shape_is_read_into_the_models_rounds_and_back() {
        let rounds = r#"[{"number":1,"phase":"Final","seed":7,"byes":[9],"locked":true,"tables":[{"number":2,"players":[3,4],"ghost":true,"group":1,"outcome":{"kind":"Risiko","seat":1},"tie_breaks":[[5,1],[null,null]]}]}]"#;
        let v1 = json!({
            "settings": Settings::default(),
            "players": [{"id": 3, "seed": 2}],
            "rounds": serde_json::from_str::<Value>(rounds).expect("JSON"),
        })
        .to_string();
        let v1 = v1.as_str();
        let e = Extras::from_json(v1).expect("the v1 shape reads");
        let r = &e.rounds[0];
        assert_eq!(
            (r.number, r.phase, r.seed, r.locked),
            (1, Phase::Final, 7, true)
        );
        assert_eq!(r.byes, vec![9]);
        let t = &r.tables[0];
        assert_eq!((t.number, t.ghost, t.group), (2, true, 1));
        assert_eq!(
            t.outcome,
            Some(TableOutcome {
                kind: OutcomeKind::Risiko,
                seat: 1
            })
        );
        assert_eq!(t.players().collect::<Vec<_>>(), vec![3, 4]);
        let tie = t.seats[0].result.as_ref().expect("tie-break data");
        assert_eq!((tie.outside_objective, tie.play_order), (Some(5), Some(1)));
        assert_eq!(t.seats[1].result, None);
        let again: Value = serde_json::from_str(&e.to_json().expect("writes")).expect("JSON");
        let before: Value = serde_json::from_str(v1).expect("JSON");
        assert_eq!(again["rounds"], before["rounds"]);
        assert_eq!(
            Extras::from_json(&e.to_json().expect("writes")).ok(),
            Some(e)
        );
    }
}
