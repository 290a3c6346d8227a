//! Conflict counting and lower bounds (the draw's rules, table of conflict kinds).
//!
//! A [`Problem`] holds, for the players of one draw, which pairs conflict at which priority and which
//! players pay for a 5-seat or 3-seat table. Costs are packed into one `u128`: 20 bits per priority, the
//! most important priority in the highest bits, so comparing two packed costs as integers compares them
//! lexicographically (a seating with fewer priority-1 conflicts always wins, whatever the rest).

use crate::model::{ConflictKind, PlayerId, Tournament};
use std::collections::{BTreeMap, HashMap, HashSet};

/// At most one level per conflict kind.
pub(crate) const LEVELS: usize = 6;
pub(crate) const BITS: usize = 20;

/// The packed cost of one conflict at priority `level` (0 = most important).
pub(crate) fn unit(level: usize) -> u128 {
    1u128 << (BITS * (LEVELS - 1 - level))
}

/// The count of priority `level` in a packed cost.
pub(crate) fn field(cost: u128, level: usize) -> u32 {
    ((cost >> (BITS * (LEVELS - 1 - level))) & ((1u128 << BITS) - 1)) as u32
}

/// The plan's distinct sizes with how many tables of each, and each size's radix in a key counting
/// the tables of each size.
pub(crate) fn size_kinds(sizes: &[usize]) -> (Vec<(usize, usize)>, Vec<u32>) {
    let mut kinds: Vec<(usize, usize)> = Vec::new();
    for &s in sizes {
        match kinds.iter_mut().find(|(size, _)| *size == s) {
            Some((_, c)) => *c += 1,
            None => kinds.push((s, 1)),
        }
    }
    let mut radix = Vec::with_capacity(kinds.len());
    let mut r = 1u32;
    for &(_, c) in &kinds {
        radix.push(r);
        r *= c as u32 + 1;
    }
    (kinds, radix)
}

/// Players sharing a key (a club, an earlier table) as masks, player `a` at `bit(a)`: the groups of
/// two players or more.
pub(crate) fn key_masks(keys: &[Option<u32>], bit: impl Fn(usize) -> u64) -> Vec<u64> {
    let count = keys
        .iter()
        .flatten()
        .map(|&k| k as usize + 1)
        .max()
        .unwrap_or(0);
    let mut groups = vec![0u64; count];
    for (a, k) in keys.iter().enumerate() {
        if let Some(k) = k {
            groups[*k as usize] |= bit(a);
        }
    }
    groups.retain(|g| g.count_ones() > 1);
    groups
}

/// What the conflicts of one draw depend on, besides the tournament's players and rounds.
pub(crate) struct Inputs<'a> {
    pub priorities: &'a [ConflictKind],
    pub met_rounds: &'a [u32],
    pub repeat_rounds: &'a [u32],
    pub winners: &'a [PlayerId],
}

pub(crate) struct Problem {
    /// Index → player ID.
    pub ids: Vec<PlayerId>,
    /// The priorities, most important first, without repeats.
    pub kinds: Vec<ConflictKind>,
    n: usize,
    /// `mask[i * n + j]`: bit `level` set when players i and j conflict at that priority.
    mask: Vec<u8>,
    weight: [u128; 64],
    /// Packed cost of a player at a table of each size (index = size, up to 5).
    seat_cost: Vec<[u128; 6]>,
    /// Per pair kind level: the player's group (club, region; winners = group 0), for the pigeonhole bound.
    groups: Vec<(usize, Vec<Option<u32>>)>,
    /// Per level of AlreadyMet: how many of the draw's players each player has met.
    met_degree: Option<(usize, Vec<usize>)>,
    /// Per earlier round that counts for AlreadyMet: its level and each player's table there. Every
    /// pair at one of its tables conflicts at that level (the exact search's pigeonhole bound).
    met_partitions: Vec<(usize, Vec<Option<u32>>)>,
}

impl Problem {
    /// Unknown IDs must have been refused before; they simply have no club or region here.
    pub fn new(t: &Tournament, ids: &[PlayerId], inputs: &Inputs) -> Problem {
        let n = ids.len();
        let kinds = distinct_kinds(inputs.priorities);
        let index: HashMap<PlayerId, usize> =
            ids.iter().enumerate().map(|(i, &id)| (id, i)).collect();
        let mut p = Problem {
            ids: ids.to_vec(),
            kinds: kinds.clone(),
            n,
            mask: vec![0; n * n],
            weight: level_weights(),
            seat_cost: vec![[0; 6]; n],
            groups: Vec::new(),
            met_degree: None,
            met_partitions: Vec::new(),
        };
        for (level, kind) in kinds.iter().enumerate() {
            match kind {
                ConflictKind::SameClub
                | ConflictKind::SameRegion
                | ConflictKind::WinnersTogether => p.add_groups(level, *kind, t, inputs),
                ConflictKind::AlreadyMet => p.add_already_met(level, t, &index, inputs),
                ConflictKind::ClubMeetsClub | ConflictKind::PlayerMeetsClubAgain => {
                    p.add_clubs_met(level, *kind, t, inputs)
                }
                ConflictKind::FiveAgain | ConflictKind::ThreeAgain => {
                    p.add_seat_repeats(level, *kind, t, &index, inputs)
                }
            }
        }
        p
    }

    /// Players `a` and `b` conflict at priority `level`; whether they did not already.
    fn set_conflict(&mut self, a: usize, b: usize, level: usize) -> bool {
        let bit = 1u8 << level;
        let new = self.mask[a * self.n + b] & bit == 0;
        self.mask[a * self.n + b] |= bit;
        self.mask[b * self.n + a] |= bit;
        new
    }

    /// Same club, same region, winners together: every pair of one group conflicts; the groups are
    /// kept for the pigeonhole bound.
    fn add_groups(&mut self, level: usize, kind: ConflictKind, t: &Tournament, inputs: &Inputs) {
        let mut names: BTreeMap<String, u32> = BTreeMap::new();
        let keys: Vec<Option<u32>> = self
            .ids
            .iter()
            .map(|&id| {
                let key = match kind {
                    ConflictKind::SameClub => t.player(id).and_then(|p| p.club_key()),
                    ConflictKind::SameRegion => t.player(id).and_then(|p| p.region_key()),
                    _ => inputs.winners.contains(&id).then(String::new),
                }?;
                let next = names.len() as u32;
                Some(*names.entry(key).or_insert(next))
            })
            .collect();
        let mut members: Vec<Vec<usize>> = vec![Vec::new(); names.len()];
        for (i, k) in keys.iter().enumerate() {
            if let Some(k) = k {
                members[*k as usize].push(i);
            }
        }
        for group in &members {
            for (x, &a) in group.iter().enumerate() {
                for &b in &group[x + 1..] {
                    self.set_conflict(a, b, level);
                }
            }
        }
        self.groups.push((level, keys));
    }

    /// Already met: every pair that sat at one table of a counted round; each player's count of them
    /// and each round's tables kept for the bounds.
    fn add_already_met(
        &mut self,
        level: usize,
        t: &Tournament,
        index: &HashMap<PlayerId, usize>,
        inputs: &Inputs,
    ) {
        let n = self.n;
        let mut degree = vec![0usize; n];
        for r in inputs.met_rounds.iter().filter_map(|&r| t.round(r)) {
            let mut at_table = vec![None; n];
            for (k, table) in r.tables.iter().enumerate() {
                for id in table.players() {
                    if let Some(&i) = index.get(&id) {
                        at_table[i] = Some(k as u32);
                    }
                }
            }
            self.met_partitions.push((level, at_table));
            for table in &r.tables {
                let at: Vec<usize> = table
                    .players()
                    .filter_map(|id| index.get(&id).copied())
                    .collect();
                for (x, &a) in at.iter().enumerate() {
                    for &b in &at[x + 1..] {
                        if a != b && self.set_conflict(a, b, level) {
                            degree[a] += 1;
                            degree[b] += 1;
                        }
                    }
                }
            }
        }
        self.met_degree = Some((level, degree));
    }

    /// Club meets club (two clubs whose players met), or a player meets a club again (one of its
    /// players met someone of the other's club).
    fn add_clubs_met(&mut self, level: usize, kind: ConflictKind, t: &Tournament, inputs: &Inputs) {
        let club = |id: PlayerId| t.player(id).and_then(|p| p.club_key());
        let clubs: Vec<Option<String>> = self.ids.iter().map(|&id| club(id)).collect();
        let met = ClubsMet::of(t, inputs.met_rounds);
        let ids = &self.ids;
        let met_club = |a: usize, b: usize| -> bool {
            let (Some(cb), own) = (&clubs[b], &clubs[a]) else {
                return false;
            };
            own.as_ref() != Some(cb) && met.by_player.get(&ids[a]).is_some_and(|m| m.contains(cb))
        };
        let mut hits = Vec::new();
        for a in 0..self.n {
            for b in a + 1..self.n {
                let hit = match kind {
                    ConflictKind::ClubMeetsClub => match (&clubs[a], &clubs[b]) {
                        (Some(ca), Some(cb)) => {
                            ca != cb && met.clubs.contains(&(ca.clone(), cb.clone()))
                        }
                        _ => false,
                    },
                    _ => met_club(a, b) || met_club(b, a),
                };
                if hit {
                    hits.push((a, b));
                }
            }
        }
        for (a, b) in hits {
            self.set_conflict(a, b, level);
        }
    }

    /// A 5-seat (or 3-seat) table again: its cost for each player who sat at one in a counted round.
    fn add_seat_repeats(
        &mut self,
        level: usize,
        kind: ConflictKind,
        t: &Tournament,
        index: &HashMap<PlayerId, usize>,
        inputs: &Inputs,
    ) {
        let size = if kind == ConflictKind::FiveAgain {
            5
        } else {
            3
        };
        for r in inputs.repeat_rounds.iter().filter_map(|&r| t.round(r)) {
            for table in r.tables.iter().filter(|tb| tb.seats.len() == size) {
                for id in table.players() {
                    if let Some(&i) = index.get(&id) {
                        self.seat_cost[i][size] = unit(level);
                    }
                }
            }
        }
    }

    pub fn len(&self) -> usize {
        self.n
    }

    /// Per pair level with groups (club, region, winners) and per earlier round of AlreadyMet: each
    /// player's group (club, or table in that round). Every pair of one group conflicts at the level.
    pub fn partitions(&self) -> impl Iterator<Item = &(usize, Vec<Option<u32>>)> {
        self.groups.iter().chain(&self.met_partitions)
    }

    /// Per pair level with groups (club, region, winners): each player's group. Every pair of one group
    /// conflicts at the level and no other pair does, so the level's count is the sum over groups.
    pub fn group_levels(&self) -> impl Iterator<Item = &(usize, Vec<Option<u32>>)> {
        self.groups.iter()
    }

    /// The data the conflicts depend on, in the order of the players' IDs: equal keys, equal problems.
    pub fn key(&self, sizes: &[usize]) -> Vec<u8> {
        let mut order: Vec<usize> = (0..self.n).collect();
        order.sort_by_key(|&i| self.ids[i]);
        let mut key = Vec::with_capacity(self.n * self.n + self.n * 16 + 16);
        key.push(self.kinds.len() as u8);
        let mut s = sizes.to_vec();
        s.sort_unstable();
        key.extend(s.iter().map(|&x| x as u8));
        key.push(0xff);
        for &a in &order {
            key.extend(self.ids[a].to_le_bytes());
            for size in 0..6 {
                key.push((0..LEVELS).fold(0u8, |m, l| {
                    m | (u8::from(field(self.seat(a, size), l) > 0) << l)
                }));
            }
            key.extend(order.iter().map(|&b| self.pair_mask(a, b)));
        }
        key
    }

    /// The packed cost of players `a` and `b` sitting together.
    #[inline]
    pub fn pair(&self, a: usize, b: usize) -> u128 {
        self.weight[self.mask[a * self.n + b] as usize]
    }

    /// Player `a`'s conflict masks with every player, for scans that visit everyone.
    #[inline]
    pub fn row(&self, a: usize) -> &[u8] {
        &self.mask[a * self.n..(a + 1) * self.n]
    }

    /// The packed cost of a conflict mask.
    #[inline]
    pub fn weight(&self, mask: u8) -> u128 {
        self.weight[mask as usize]
    }

    #[inline]
    pub fn pair_mask(&self, a: usize, b: usize) -> u8 {
        self.mask[a * self.n + b]
    }

    /// The packed cost of player `a` sitting at a table of `size` real players.
    #[inline]
    pub fn seat(&self, a: usize, size: usize) -> u128 {
        self.seat_cost[a].get(size).copied().unwrap_or(0)
    }

    /// Per "five again" or "three again" level: (level, table size, the bits of the players it flags),
    /// player `label[bit]` at each bit.
    pub fn seat_flags(&self, label: &[usize]) -> Vec<(usize, usize, u64)> {
        let mut seats = Vec::new();
        for (level, kind) in self.kinds.iter().enumerate() {
            let size = match kind {
                ConflictKind::FiveAgain => 5,
                ConflictKind::ThreeAgain => 3,
                _ => continue,
            };
            let flagged = (0..label.len())
                .filter(|&a| self.seat_conflict(label[a], size, level))
                .fold(0u64, |m, a| m | 1 << a);
            seats.push((level, size, flagged));
        }
        seats
    }

    /// Does player `a` pay for a table of `size` at priority `level`?
    pub fn seat_conflict(&self, a: usize, size: usize, level: usize) -> bool {
        field(self.seat(a, size), level) > 0
    }

    /// The packed cost of a whole seating (tables of player indices).
    pub fn cost(&self, tables: &[Vec<usize>]) -> u128 {
        let mut total = 0;
        for t in tables {
            for (x, &a) in t.iter().enumerate() {
                total += self.seat(a, t.len());
                for &b in &t[x + 1..] {
                    total += self.pair(a, b);
                }
            }
        }
        total
    }

    /// The least count of each priority any seating of `players` at tables of `sizes` can reach, where
    /// known (the draw's rules: pigeonhole for clubs, regions and winners; who must sit at 5- or 3-tables again;
    /// players who have met nearly everyone). Each bound holds whatever the higher priorities force, so
    /// it is a valid bound for the lexicographic optimum too.
    pub fn bounds(&self, players: &[usize], sizes: &[usize]) -> Vec<Option<u32>> {
        let tables = sizes.len();
        let mut out = vec![None; self.kinds.len()];
        for (level, keys) in &self.groups {
            let mut per_group: BTreeMap<u32, usize> = BTreeMap::new();
            for &i in players {
                if let Some(k) = keys[i] {
                    *per_group.entry(k).or_default() += 1;
                }
            }
            out[*level] = Some(
                per_group
                    .values()
                    .map(|&s| pigeonhole(s, tables))
                    .sum::<usize>() as u32,
            );
        }
        for (level, kind) in self.kinds.iter().enumerate() {
            let size = match kind {
                ConflictKind::FiveAgain => 5,
                ConflictKind::ThreeAgain => 3,
                _ => continue,
            };
            let seats: usize = sizes.iter().filter(|&&s| s == size).sum();
            let flagged = players
                .iter()
                .filter(|&&i| self.seat_conflict(i, size, level))
                .count();
            // Only `players - flagged` unflagged players can fill those seats.
            out[level] = Some(seats.saturating_sub(players.len() - flagged) as u32);
        }
        if let Some((level, degree)) = &self.met_degree {
            // A player sits with at least (smallest table − 1) others; if fewer than that are new to him,
            // the rest are repeats. Each repeat pair is seen from both sides.
            let mates = sizes.iter().min().map_or(0, |s| s.saturating_sub(1));
            let others = players.len().saturating_sub(1);
            let forced: usize = players
                .iter()
                .map(|&i| mates.saturating_sub(others - degree[i].min(others)))
                .sum();
            out[*level] = Some(forced.div_ceil(2) as u32);
        }
        out
    }
}

/// The priorities, most important first, each once.
fn distinct_kinds(priorities: &[ConflictKind]) -> Vec<ConflictKind> {
    let mut kinds: Vec<ConflictKind> = Vec::new();
    for &k in priorities {
        if !kinds.contains(&k) {
            kinds.push(k);
        }
    }
    kinds
}

/// The packed cost of each mask of priorities (one conflict at each level set).
fn level_weights() -> [u128; 64] {
    let mut weight = [0u128; 64];
    for (m, w) in weight.iter_mut().enumerate() {
        *w = (0..LEVELS).filter(|l| m & (1 << l) != 0).map(unit).sum();
    }
    weight
}

/// Who met whom in the counted rounds, by club: the club pairs that met (both orders), and the clubs
/// each player met.
struct ClubsMet {
    clubs: HashSet<(String, String)>,
    by_player: HashMap<PlayerId, HashSet<String>>,
}

impl ClubsMet {
    fn of(t: &Tournament, rounds: &[u32]) -> Self {
        let club = |id: PlayerId| t.player(id).and_then(|p| p.club_key());
        let mut met = ClubsMet {
            clubs: HashSet::new(),
            by_player: HashMap::new(),
        };
        for r in rounds.iter().filter_map(|&r| t.round(r)) {
            for table in &r.tables {
                let at: Vec<(PlayerId, Option<String>)> =
                    table.players().map(|id| (id, club(id))).collect();
                for (x, (a, ca)) in at.iter().enumerate() {
                    for (b, cb) in &at[x + 1..] {
                        if let (Some(ca), Some(cb)) = (ca, cb) {
                            if ca != cb {
                                met.clubs.insert((ca.clone(), cb.clone()));
                                met.clubs.insert((cb.clone(), ca.clone()));
                            }
                        }
                        if let Some(cb) = cb {
                            met.by_player.entry(*a).or_default().insert(cb.clone());
                        }
                        if let Some(ca) = ca {
                            met.by_player.entry(*b).or_default().insert(ca.clone());
                        }
                    }
                }
            }
        }
        met
    }
}

/// The least number of same-group pairs when `s` players spread over `tables` tables.
pub(crate) fn pigeonhole(s: usize, tables: usize) -> usize {
    if tables == 0 {
        return 0;
    }
    let (q, r) = (s / tables, s % tables);
    r * (q + 1) * q / 2 + (tables - r) * q * q.saturating_sub(1) / 2
}

/// What the search found.
#[derive(Clone, Debug)]
pub(crate) struct Outcome {
    /// The best seating found strictly below the given upper bound, if any (tables in plan order).
    pub better: Option<Vec<Vec<usize>>>,
    /// Its packed cost, or the upper bound's when nothing better was found.
    pub cost: u128,
    /// The whole tree was searched: `cost` is the optimum.
    pub complete: bool,
    /// A packed lower bound of the optimum (the root bound, or the optimum when complete).
    pub lower: u128,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pigeonhole_spreads_evenly() {
        assert_eq!(pigeonhole(3, 4), 0);
        assert_eq!(pigeonhole(5, 4), 1);
        assert_eq!(pigeonhole(9, 4), 3 + 1 + 1 + 1);
        assert_eq!(pigeonhole(8, 2), 12);
        assert_eq!(pigeonhole(4, 0), 0);
    }

    #[test]
    fn packed_costs_compare_lexicographically() {
        let one_first = unit(0);
        let many_later = unit(1) * 1000 + unit(5) * 99_999;
        assert!(one_first > many_later);
        assert_eq!(field(many_later, 1), 1000);
        assert_eq!(field(many_later, 5), 99_999);
    }
}
