//! The conflict report of a round: per conflict kind, in priority order, how many conflicts remain,
//! the least achievable where known, and the tables and players involved (SPEC 4).

use super::conflicts::{field, Problem};
use crate::model::{ConflictCount, ConflictKind, PlayerId};
use serde::{Deserialize, Serialize};

/// One conflict: a table and the players in it (two for a pair kind, one for five/three again).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ConflictItem {
    /// Table number (from 1).
    pub table: u32,
    pub players: Vec<PlayerId>,
}

/// One line of the report.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KindReport {
    pub kind: ConflictKind,
    pub count: u32,
    /// The least count any seating can reach, where a bound is known.
    pub bound: Option<u32>,
    pub items: Vec<ConflictItem>,
}

impl KindReport {
    /// The count equals its bound: nothing better exists at this priority.
    pub fn at_bound(&self) -> bool {
        self.bound == Some(self.count)
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct ConflictReport {
    /// In priority order, most important first.
    pub kinds: Vec<KindReport>,
    /// Every count equals its bound: no seating is better at any priority.
    pub proven_best: bool,
}

impl ConflictReport {
    /// The counts as recorded in the journal's draw events.
    pub fn counts(&self) -> Vec<ConflictCount> {
        self.kinds
            .iter()
            .map(|k| ConflictCount {
                kind: k.kind,
                count: k.count,
                bound: k.bound,
            })
            .collect()
    }

    /// The line of one kind, if the draw looks at it.
    pub fn kind(&self, kind: ConflictKind) -> Option<&KindReport> {
        self.kinds.iter().find(|k| k.kind == kind)
    }
}

/// Counts the conflicts of `tables` (player indices of `p`, numbered `numbers`), with bounds summed over
/// the independent groups of tables `groups` (each a list of table positions).
pub(crate) fn build(
    p: &Problem,
    tables: &[Vec<usize>],
    numbers: &[u32],
    groups: &[Vec<usize>],
) -> ConflictReport {
    let levels = p.kinds.len();
    let mut bounds: Vec<Option<u32>> = vec![Some(0); levels];
    for group in groups {
        let players: Vec<usize> = group
            .iter()
            .flat_map(|&t| tables[t].iter().copied())
            .collect();
        let sizes: Vec<usize> = group.iter().map(|&t| tables[t].len()).collect();
        for (b, g) in bounds.iter_mut().zip(p.bounds(&players, &sizes)) {
            *b = match (*b, g) {
                (Some(x), Some(y)) => Some(x + y),
                _ => None,
            };
        }
    }
    let mut kinds: Vec<KindReport> = p
        .kinds
        .iter()
        .zip(&bounds)
        .map(|(&kind, &bound)| KindReport {
            kind,
            count: 0,
            bound,
            items: Vec::new(),
        })
        .collect();
    for (t, members) in tables.iter().enumerate() {
        let number = numbers[t];
        for (x, &a) in members.iter().enumerate() {
            for (level, line) in kinds.iter_mut().enumerate() {
                if p.seat_conflict(a, members.len(), level) {
                    line.count += 1;
                    line.items.push(ConflictItem {
                        table: number,
                        players: vec![p.ids[a]],
                    });
                }
            }
            for &b in &members[x + 1..] {
                let mask = p.pair_mask(a, b);
                for (level, line) in kinds.iter_mut().enumerate() {
                    if mask & (1 << level) != 0 {
                        line.count += 1;
                        line.items.push(ConflictItem {
                            table: number,
                            players: vec![p.ids[a], p.ids[b]],
                        });
                    }
                }
            }
        }
    }
    debug_assert!({
        let cost = p.cost(tables);
        kinds
            .iter()
            .enumerate()
            .all(|(l, k)| field(cost, l) == k.count)
    });
    let proven_best = kinds.iter().all(KindReport::at_bound);
    ConflictReport { kinds, proven_best }
}
