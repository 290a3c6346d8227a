//! The table ranking (the table results' rules): seats ordered by table points, then the format's winner tie-breaks, then
//! the manual tie order; the winner is the first, and seats still level share their place.
//!
//! Each criterion refines the groups of level seats left by the previous ones. A tie-break applies to a
//! group only when every seat of that group carries it, so an order is never invented from missing data
//! (and the ordering stays total).

use crate::format::def::WinnerTieBreaks;
use crate::format::errors::ScoreError;
use crate::model::{OutcomeKind, SeatResult, Table};

/// A table's ranking: groups of level seats, best first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableRank {
    /// Seat indices, best group first; seats in one group are level (they share a place).
    pub groups: Vec<Vec<usize>>,
}

impl TableRank {
    /// Seat indices in ranking order.
    pub fn order(&self) -> Vec<usize> {
        self.groups.iter().flatten().copied().collect()
    }

    /// The winners: the first group (several when level).
    pub fn winners(&self) -> &[usize] {
        self.groups.first().map(Vec::as_slice).unwrap_or(&[])
    }

    /// Each seat's place (1-based, shared by level seats: 1, 1, 3, 4), indexed by seat.
    pub fn places(&self, seats: usize) -> Vec<u32> {
        let mut places = vec![0; seats];
        let mut ahead = 0u32;
        for g in &self.groups {
            for &s in g {
                if s < seats {
                    places[s] = ahead + 1;
                }
            }
            ahead += g.len() as u32;
        }
        places
    }
}

/// Every seat's result, or the first missing one.
pub(crate) fn results(table: &Table) -> Result<Vec<&SeatResult>, ScoreError> {
    table
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            s.result.as_ref().ok_or(ScoreError::MissingResult {
                table: table.number,
                seat: i,
                player: s.player,
            })
        })
        .collect()
}

/// Splits every group by `key` (larger first) where all its seats have a key.
fn refine(groups: Vec<Vec<usize>>, key: impl Fn(usize) -> Option<i64>) -> Vec<Vec<usize>> {
    let mut out = Vec::with_capacity(groups.len());
    for mut g in groups {
        if g.len() < 2 || g.iter().any(|&s| key(s).is_none()) {
            out.push(g);
            continue;
        }
        crate::order::sort_by_key(&mut g, |&s| std::cmp::Reverse(key(s)));
        let mut current: Vec<usize> = Vec::new();
        for s in g {
            if let Some(&last) = current.last() {
                if key(last) != key(s) {
                    out.push(std::mem::take(&mut current));
                }
            }
            current.push(s);
        }
        out.push(current);
    }
    out
}

/// The table points a seat counts with: a RisiKo! is 100, an eliminated player 0.
pub(crate) fn table_points(r: &SeatResult) -> u32 {
    if r.risiko {
        100
    } else if r.eliminated.is_some() {
        0
    } else {
        r.points
    }
}

/// Ranks a complete table by the format's rules.
pub(crate) fn rank(tie_breaks: WinnerTieBreaks, table: &Table) -> Result<TableRank, ScoreError> {
    let res = results(table)?;
    let all: Vec<usize> = (0..res.len()).collect();
    let mut groups = vec![all];
    if tie_breaks == WinnerTieBreaks::HeadToHead {
        if let Some(outcome) = table.outcome {
            let seat = outcome.seat as usize;
            if seat >= res.len() || res.len() != 2 {
                return Err(ScoreError::InvalidOutcome {
                    table: table.number,
                });
            }
            let other = 1 - seat;
            let pts = |s: usize| table_points(res[s]);
            let winner = match outcome.kind {
                OutcomeKind::Abandon => Some(other),
                OutcomeKind::Points if pts(seat) == pts(other) => None,
                // the Testa a testa rulebook: won "ai punti" by the player with more table points, never fewer.
                OutcomeKind::Points if pts(seat) < pts(other) => {
                    return Err(ScoreError::InvalidOutcome {
                        table: table.number,
                    })
                }
                _ => Some(seat),
            };
            if let Some(w) = winner {
                return Ok(TableRank {
                    groups: vec![vec![w], vec![1 - w]],
                });
            }
        }
    }
    if tie_breaks == WinnerTieBreaks::Eliminations {
        // Survivors first, then the eliminated: the one eliminated last (1) first.
        groups = refine(groups, |s| {
            Some(res[s].eliminated.map_or(i64::MAX, |e| -(e as i64)))
        });
    }
    groups = refine(groups, |s| Some(res[s].risiko as i64));
    groups = refine(groups, |s| Some(table_points(res[s]) as i64));
    if tie_breaks == WinnerTieBreaks::OutsideObjectiveThenPlayOrder {
        groups = refine(groups, |s| res[s].outside_objective.map(i64::from));
        // Reverse play order: the later player wins the tie.
        groups = refine(groups, |s| res[s].play_order.map(i64::from));
    }
    groups = refine(groups, |s| res[s].tie_order.map(|o| -(o as i64)));
    Ok(TableRank { groups })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Seat, TableOutcome};

    fn table(results: Vec<SeatResult>) -> Table {
        Table {
            number: 1,
            seats: results
                .into_iter()
                .enumerate()
                .map(|(i, r)| Seat {
                    player: i as u32 + 1,
                    result: Some(r),
                })
                .collect(),
            ghost: false,
            group: 0,
            outcome: None,
            seat_secret: None,
        }
    }

    #[test]
    fn points_then_manual_tie_order() {
        let mut a = SeatResult::points(44);
        a.tie_order = Some(2);
        let mut b = SeatResult::points(44);
        b.tie_order = Some(1);
        let t = table(vec![SeatResult::points(20), a, b, SeatResult::points(50)]);
        let r = rank(WinnerTieBreaks::None, &t).unwrap();
        assert_eq!(r.order(), vec![3, 2, 1, 0]);
        assert_eq!(r.winners(), &[3]);
    }

    #[test]
    fn level_seats_share_the_win() {
        let t = table(vec![
            SeatResult::points(44),
            SeatResult::points(44),
            SeatResult::points(10),
        ]);
        let r = rank(WinnerTieBreaks::None, &t).unwrap();
        assert_eq!(r.winners(), &[0, 1]);
        assert_eq!(r.places(3), vec![1, 1, 3]);
    }

    #[test]
    fn master_tie_breaks_outside_objective_then_reverse_play_order() {
        let mut a = SeatResult::points(44);
        a.outside_objective = Some(10);
        a.play_order = Some(1);
        let mut b = SeatResult::points(44);
        b.outside_objective = Some(10);
        b.play_order = Some(3);
        let mut c = SeatResult::points(44);
        c.outside_objective = Some(12);
        c.play_order = Some(2);
        let t = table(vec![a, b, c, SeatResult::points(3)]);
        let r = rank(WinnerTieBreaks::OutsideObjectiveThenPlayOrder, &t).unwrap();
        assert_eq!(r.order(), vec![2, 1, 0, 3]);
    }

    #[test]
    fn a_tie_break_missing_on_one_seat_does_not_order_the_group() {
        let mut a = SeatResult::points(44);
        a.outside_objective = Some(10);
        let b = SeatResult::points(44);
        let t = table(vec![a, b]);
        let r = rank(WinnerTieBreaks::OutsideObjectiveThenPlayOrder, &t).unwrap();
        assert_eq!(r.groups, vec![vec![0, 1]]);
    }

    #[test]
    fn survivors_rank_ahead_of_the_eliminated() {
        let elim = |e: u8| SeatResult {
            eliminated: Some(e),
            ..Default::default()
        };
        let t = table(vec![
            elim(2),
            SeatResult::points(30),
            elim(1),
            SeatResult::points(55),
        ]);
        let r = rank(WinnerTieBreaks::Eliminations, &t).unwrap();
        assert_eq!(r.order(), vec![3, 1, 2, 0]);
    }

    #[test]
    fn risiko_ranks_first() {
        let mut r1 = SeatResult::points(100);
        r1.risiko = true;
        let t = table(vec![SeatResult::points(100), r1]);
        let r = rank(WinnerTieBreaks::None, &t).unwrap();
        assert_eq!(r.order(), vec![1, 0]);
    }

    #[test]
    fn head_to_head_outcome_decides_the_winner() {
        let mut t = table(vec![SeatResult::points(70), SeatResult::points(40)]);
        t.outcome = Some(TableOutcome {
            kind: OutcomeKind::Abandon,
            seat: 0,
        });
        assert_eq!(
            rank(WinnerTieBreaks::HeadToHead, &t).unwrap().order(),
            vec![1, 0]
        );
        t.outcome = Some(TableOutcome {
            kind: OutcomeKind::Risiko,
            seat: 1,
        });
        assert_eq!(
            rank(WinnerTieBreaks::HeadToHead, &t).unwrap().order(),
            vec![1, 0]
        );
    }

    #[test]
    fn missing_result_is_reported_with_its_seat() {
        let mut t = table(vec![SeatResult::points(1), SeatResult::points(2)]);
        t.seats[1].result = None;
        assert_eq!(
            rank(WinnerTieBreaks::None, &t).unwrap_err(),
            ScoreError::MissingResult {
                table: 1,
                seat: 1,
                player: 2
            }
        );
    }
}
