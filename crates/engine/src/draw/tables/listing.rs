//! Every table the plan could seat, listed once with its packed cost, and the sets of players they
//! partition into.

use super::search::Cand;
use super::search::Spread;
use crate::draw::conflicts::{key_masks, Problem};

/// Whether a table keeps every tight group within its least and most players.
pub(super) fn fits(mask: u64, spread: &Spread) -> bool {
    spread.iter().all(|&(g, lo, hi)| {
        let c = (mask & g).count_ones();
        c >= lo && c <= hi
    })
}

/// Every `size`-set of `0..n`, as masks, in increasing order of their lowest member.
pub(super) fn subsets(n: usize, size: usize, out: &mut Vec<u64>) {
    fn go(n: usize, from: usize, left: usize, mask: u64, out: &mut Vec<u64>) {
        if left == 0 {
            out.push(mask);
            return;
        }
        for a in from..=n - left {
            go(n, a + 1, left - 1, mask | 1 << a, out);
        }
    }
    go(n, 0, size, 0, out);
}

/// Every table of the plan's sizes with its cost (players by their bit, `label[bit]` the player),
/// listed by its lowest member and kind, cheapest first, and by member, cheapest share first.
#[allow(clippy::type_complexity)]
pub(super) fn list_tables(
    p: &Problem,
    label: &[usize],
    kinds: &[(usize, usize)],
    scale: u128,
) -> (Vec<Cand>, Vec<Vec<u32>>, Vec<Vec<u32>>) {
    let n = label.len();
    let mut cands = Vec::new();
    let mut opens: Vec<Vec<u32>> = vec![Vec::new(); n * kinds.len()];
    let mut member: Vec<Vec<u32>> = vec![Vec::new(); n];
    let mut masks = Vec::new();
    for (k, &(size, _)) in kinds.iter().enumerate() {
        masks.clear();
        subsets(n, size, &mut masks);
        for &mask in &masks {
            let cost = table_cost(p, label, mask, size);
            let i = cands.len() as u32;
            cands.push(Cand {
                mask,
                kind: k as u8,
                cost,
                share: cost * (scale / size as u128),
            });
            opens[mask.trailing_zeros() as usize * kinds.len() + k].push(i);
            let mut rest = mask;
            while rest != 0 {
                let a = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                member[a].push(i);
            }
        }
    }
    for list in &mut opens {
        list.sort_by_key(|&i| cands[i as usize].cost);
    }
    for list in &mut member {
        list.sort_by_key(|&i| cands[i as usize].share);
    }
    (cands, opens, member)
}

/// A table's cost: its players' seat costs and every pair's.
#[inline]
fn table_cost(p: &Problem, label: &[usize], mask: u64, size: usize) -> u128 {
    let mut cost = 0u128;
    let mut rest = mask;
    while rest != 0 {
        let a = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        cost += p.seat(label[a], size);
        let mut others = rest;
        while others != 0 {
            let b = others.trailing_zeros() as usize;
            others &= others - 1;
            cost += p.pair(label[a], label[b]);
        }
    }
    cost
}

/// The clubs' (regions', winners') groups and the earlier tables at "already met", as masks of
/// players' bits: (level, masks of two players or more).
#[allow(clippy::type_complexity)]
pub(super) fn partition_masks(
    p: &Problem,
    label: &[usize],
) -> (Vec<(usize, Vec<u64>)>, Vec<(usize, Vec<u64>)>) {
    let mut position = vec![0usize; label.len()];
    for (new, &old) in label.iter().enumerate() {
        position[old] = new;
    }
    let mask_of = |keys: &[Option<u32>]| key_masks(keys, |old| 1 << position[old]);
    let groups: Vec<(usize, Vec<u64>)> = p
        .group_levels()
        .map(|(level, keys)| (*level, mask_of(keys)))
        .collect();
    let met: Vec<(usize, Vec<u64>)> = p
        .partitions()
        .skip(groups.len())
        .map(|(level, keys)| (*level, mask_of(keys)))
        .collect();
    (groups, met)
}

/// The chosen tables' players, each at a table of its size in the plan.
pub(super) fn seated_tables(chosen: &[u64], label: &[usize], sizes: &[usize]) -> Vec<Vec<usize>> {
    let n = label.len();
    let mut tables: Vec<Vec<usize>> = vec![Vec::new(); sizes.len()];
    for &mask in chosen {
        let members: Vec<usize> = (0..n)
            .filter(|&a| mask & 1 << a != 0)
            .map(|a| label[a])
            .collect();
        if let Some(t) =
            (0..sizes.len()).find(|&t| sizes[t] == members.len() && tables[t].is_empty())
        {
            tables[t] = members;
        }
    }
    tables
}
