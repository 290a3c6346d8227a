//! The conflict report of a round: per conflict kind, in priority order, how many conflicts remain,
//! the least achievable where known, and the tables and players involved (the draw's rules).

use super::conflicts::Outcome;
use super::conflicts::{field, Problem};
use super::exact;
use crate::i18n::msg;
use crate::i18n::Lang;
use crate::model::{ConflictCount, ConflictKind, PlayerId};
use rand::rngs::StdRng;
use rand::SeedableRng;
use serde::{Deserialize, Serialize};
use std::cell::RefCell;

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
    /// The least count any seating can reach, where a bound is known — given the higher priorities at
    /// their optimum where the draw could establish it (exact on small fields), so a count above it is
    /// at most `count - bound` above the best possible.
    pub bound: Option<u32>,
    /// This priority and every higher one are at their bounds: the seating is proven best on them (the
    /// round page and `raduno check` say which priorities are proven).
    #[serde(default)]
    pub proven: bool,
    pub items: Vec<ConflictItem>,
}

impl KindReport {
    /// The count equals its bound: nothing better exists at this priority.
    pub fn at_bound(&self) -> bool {
        self.bound == Some(self.count)
    }

    /// How far the count may be above the best possible (`None` without a bound).
    pub fn gap(&self) -> Option<u32> {
        self.bound.map(|b| self.count.saturating_sub(b))
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

    /// The report in words: per priority its count, its bound and whether it is proven, then the
    /// tables and players behind the count (`name` gives a player's name).
    pub fn text(&self, lang: Lang, name: impl Fn(PlayerId) -> String) -> String {
        let mut s = String::new();
        for (i, k) in self.kinds.iter().enumerate() {
            let bound = k.bound.map_or(String::new(), |b| {
                format!(" ({} {b})", msg::CliLeast.str(lang))
            });
            let proven = if k.proven {
                msg::DrawProven.str(lang)
            } else {
                ""
            };
            s.push_str(&format!(
                "  {}. {}: {}{bound}{proven}\n",
                i + 1,
                k.kind.label(lang),
                k.count
            ));
            for item in &k.items {
                let names: Vec<String> = item.players.iter().map(|&p| name(p)).collect();
                s.push_str(&format!(
                    "     {} {}: {}\n",
                    msg::DrawTable.str(lang),
                    item.table,
                    names.join(" – ")
                ));
            }
        }
        s.push_str(if self.proven_best {
            msg::DrawReportProvenOptimal.str(lang)
        } else {
            msg::DrawReportNotProven.str(lang)
        });
        s
    }

    /// The line of one kind, if the draw looks at it.
    pub fn kind(&self, kind: ConflictKind) -> Option<&KindReport> {
        self.kinds.iter().find(|k| k.kind == kind)
    }
}

/// How far the bounds of a report go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bounds {
    /// Each priority's bound alone (pigeonhole, seats, degrees), summed over the groups of tables.
    Alone,
    /// Also the exact search on small fields: each bound given the optimum of the higher priorities.
    Conditional,
}

/// What the exact search found for one problem, kept for the next report of the same round.
#[derive(Clone)]
struct Cached {
    key: Vec<u8>,
    upper: u128,
    outcome: Outcome,
}

thread_local! {
    static CACHE: RefCell<Vec<Cached>> = const { RefCell::new(Vec::new()) };
}

/// Remembers an outcome of the exact search (the draw stores the one it ran, the round page then finds it).
pub(crate) fn remember(key: Vec<u8>, upper: u128, outcome: Outcome) {
    CACHE.with(|c| {
        let mut c = c.borrow_mut();
        c.retain(|e| !(e.key == key && (outcome.complete || e.upper == upper)));
        if c.len() >= 8 {
            c.remove(0);
        }
        c.push(Cached {
            key,
            upper,
            outcome,
        });
    });
}

fn recall(key: &[u8], upper: u128) -> Option<Outcome> {
    CACHE.with(|c| {
        c.borrow()
            .iter()
            .rev()
            .find(|e| e.key == key && (e.outcome.complete || e.upper == upper))
            .map(|e| e.outcome.clone())
    })
}

/// The exact search's outcome for seating `p`'s players at `sizes`, below the seating of cost `upper`.
pub(crate) fn exact_outcome(p: &Problem, sizes: &[usize], upper: u128) -> Option<Outcome> {
    if p.len() > exact::MAX_PLAYERS {
        return None;
    }
    let key = p.key(sizes);
    if let Some(o) = recall(&key, upper) {
        return Some(o);
    }
    // The search is deterministic: its seed only orders equal players.
    let mut rng = StdRng::seed_from_u64(0);
    let o = super::search::solve(
        p,
        sizes,
        &[],
        upper,
        0,
        exact::budget(p.len(), sizes.len()),
        &mut rng,
    )?;
    remember(key, upper, o.clone());
    Some(o)
}

/// Per priority the least count any seating reaches, given the higher priorities at their optimum where
/// that is known: the bounds of one group of tables `sizes` seating `players`, and the counts `counts`
/// of the seating at hand (packed `cost`).
fn conditional(
    p: &Problem,
    sizes: &[usize],
    cost: u128,
    alone: &[Option<u32>],
) -> Vec<Option<u32>> {
    let levels = p.kinds.len();
    let counts: Vec<u32> = (0..levels).map(|l| field(cost, l)).collect();
    if (0..levels).all(|l| alone[l] == Some(counts[l])) {
        return alone.to_vec();
    }
    let Some(o) = exact_outcome(p, sizes, cost) else {
        return alone.to_vec();
    };
    if o.complete {
        // The optimum's fields are the conditional optima.
        return (0..levels).map(|l| Some(field(o.cost, l))).collect();
    }
    // `lower` ≤ the optimum: its field bounds a level as long as every higher level of the seating at
    // hand equals `lower`'s (then those levels are optimal and the optimum has the same fields there).
    let mut out = Vec::with_capacity(levels);
    let mut chain = true;
    for l in 0..levels {
        let from_lower = field(o.lower, l);
        let b = match (alone[l], chain) {
            (Some(a), true) => Some(a.max(from_lower)),
            (None, true) => Some(from_lower),
            (a, false) => a,
        };
        chain = chain && from_lower == counts[l];
        out.push(b);
    }
    out
}

/// Counts the conflicts of `tables` (player indices of `p`, numbered `numbers`), with bounds summed over
/// the independent groups of tables `groups` (each a list of table positions); with
/// [`Bounds::Conditional`] and one group, each bound is given the optimum of the higher priorities.
pub(crate) fn build(
    p: &Problem,
    tables: &[Vec<usize>],
    numbers: &[u32],
    groups: &[Vec<usize>],
    how: Bounds,
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
    if how == Bounds::Conditional && groups.len() == 1 && levels > 0 {
        let sizes: Vec<usize> = tables.iter().map(Vec::len).collect();
        bounds = conditional(p, &sizes, p.cost(tables), &bounds);
    }
    let mut kinds: Vec<KindReport> = p
        .kinds
        .iter()
        .zip(&bounds)
        .map(|(&kind, &bound)| KindReport {
            kind,
            count: 0,
            bound,
            proven: false,
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
    let mut chain = true;
    for k in kinds.iter_mut() {
        chain = chain && k.at_bound();
        k.proven = chain;
    }
    let proven_best = kinds.iter().all(KindReport::at_bound);
    ConflictReport { kinds, proven_best }
}
