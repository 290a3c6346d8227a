//! Swiss pairing of two-seat games (the Othello Swiss rulebook): the records of the games so far (points 2/1/0, a bye
//! a win, opponents, colours, disc difference), the standings' Swiss tie-breaks (Buchholz, disc
//! difference) and the pairing itself: equal points meet, no rematch while avoidable (Edmonds'
//! blossom), colours balanced. Any format whose rounds are [`RoundRule::Swiss`] is paired here.

use crate::draw::spec::{DrawMethod, DrawSpec, TablePlan};
use crate::format::errors::ScoreError;
use crate::format::points::Points;
use crate::format::scoring::games::points_of;
use crate::model::{Phase, PlayerId, Table, Tournament};
use std::collections::HashMap;

/// The discs of a two-seat table, or what is missing.
pub(crate) fn discs(table: &Table) -> Result<[u32; 2], ScoreError> {
    if table.seats.len() != 2 {
        return Err(ScoreError::InvalidOutcome {
            table: table.number,
        });
    }
    let mut out = [0; 2];
    for (i, seat) in table.seats.iter().enumerate() {
        match &seat.result {
            Some(r) => out[i] = r.points,
            None => {
                return Err(ScoreError::MissingResult {
                    table: table.number,
                    seat: i,
                    player: seat.player,
                })
            }
        }
    }
    Ok(out)
}

/// Points of the two seats from their discs: 2 a win, 1 a draw, 0 a loss.
pub(crate) fn game_points(black: u32, white: u32) -> [i64; 2] {
    points_of(black, white, [2, 1, 0])
}

/// One player's record over the qualifying rounds considered.
#[derive(Clone, Debug, Default)]
pub(crate) struct Record {
    /// Points (2 a win, 1 a draw; a bye 2).
    score: i64,
    /// Opponents, one per game.
    opponents: Vec<PlayerId>,
    /// +1 Black, −1 White, one per game in round order.
    colours: Vec<i8>,
    byes: u32,
    disc_difference: i64,
    /// Per round number: points, `None` when not played (or not complete).
    rounds: HashMap<u32, (i64, bool)>,
}

impl Record {
    fn colour_balance(&self) -> i32 {
        self.colours.iter().map(|&c| i32::from(c)).sum()
    }
}

/// Records of every player from the complete games of qualifying rounds `1..=upto`.
pub(crate) fn records(t: &Tournament, upto: u32) -> HashMap<PlayerId, Record> {
    let mut recs: HashMap<PlayerId, Record> = HashMap::new();
    for round in t
        .rounds
        .iter()
        .filter(|r| r.number <= upto && r.phase == Phase::Qualifying)
    {
        for table in &round.tables {
            let (Ok(d), [b, w]) = (discs(table), table.seats.as_slice()) else {
                continue;
            };
            let pts = game_points(d[0], d[1]);
            for (me, opp, colour, k) in [
                (b.player, w.player, 1i8, 0usize),
                (w.player, b.player, -1, 1),
            ] {
                let r = recs.entry(me).or_default();
                r.score += pts[k];
                r.opponents.push(opp);
                r.colours.push(colour);
                r.disc_difference += i64::from(d[k]) - i64::from(d[1 - k]);
                r.rounds.insert(round.number, (pts[k], pts[k] == 2));
            }
        }
        for &p in &round.byes {
            let r = recs.entry(p).or_default();
            r.score += 2;
            r.byes += 1;
            r.rounds.insert(round.number, (2, true));
        }
    }
    recs
}

/// A player's tie-breaks in the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tiebreak {
    pub player: PlayerId,
    pub points: Points,
    /// Sum of the opponents' points (a bye adds nothing).
    pub buchholz: i32,
    /// Own discs minus the opponents' discs over all games.
    pub disc_difference: i32,
}

/// Every player who played up to round `upto`, in standings order, with Buchholz and disc difference.
pub fn tiebreaks(t: &Tournament, upto: u32) -> Vec<Tiebreak> {
    let recs = records(t, upto);
    let mut rows: Vec<Tiebreak> = recs
        .iter()
        .map(|(&player, r)| Tiebreak {
            player,
            points: Points::from_int(r.score),
            buchholz: r
                .opponents
                .iter()
                .map(|o| recs.get(o).map_or(0, |x| x.score))
                .sum::<i64>() as i32,
            disc_difference: r.disc_difference as i32,
        })
        .collect();
    let registration: HashMap<PlayerId, usize> = t
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| (p.id, i))
        .collect();
    let reg = |p: PlayerId| registration.get(&p).copied().unwrap_or(usize::MAX);
    crate::order::sort_by(&mut rows, |a, b| {
        compare(a, b).then_with(|| reg(a.player).cmp(&reg(b.player)))
    });
    rows
}

/// The standings order: points, Buchholz, disc difference (higher first).
pub fn compare(a: &Tiebreak, b: &Tiebreak) -> std::cmp::Ordering {
    b.points
        .cmp(&a.points)
        .then(b.buchholz.cmp(&a.buchholz))
        .then(b.disc_difference.cmp(&a.disc_difference))
}

/// The Swiss pairing of round `number` of the `players` still in, from the qualifying rounds before
/// it: tables `[black, white]` from the top score group down, and the bye for an odd number.
pub fn pair_round(t: &Tournament, number: u32, players: &[PlayerId]) -> DrawSpec {
    let recs = records(t, number - 1);
    let (tables, byes) = pair(t, players, &recs);
    DrawSpec {
        number,
        phase: Phase::Qualifying,
        plan: TablePlan::Pairs,
        method: DrawMethod::Fixed { tables, byes },
    }
}

const NONE: usize = usize::MAX;

/// The "not met yet" graph and a matching on it, with Edmonds' blossom search for augmenting paths
/// (the classic O(V²)-per-search form over an adjacency bit matrix).
struct Matcher {
    n: usize,
    words: usize,
    /// Row i, bit j: i and j may meet (not met yet, i ≠ j).
    adj: Vec<u64>,
    alive: Vec<bool>,
    mate: Vec<usize>,
    // Search state.
    parent: Vec<usize>,
    base: Vec<usize>,
    used: Vec<bool>,
    blossom: Vec<bool>,
}

impl Matcher {
    fn new(n: usize, met: impl Fn(usize, usize) -> bool) -> Matcher {
        let words = n.div_ceil(64);
        let mut adj = vec![0u64; n * words];
        for i in 0..n {
            for j in 0..n {
                if i != j && !met(i, j) {
                    adj[i * words + j / 64] |= 1 << (j % 64);
                }
            }
        }
        Matcher {
            n,
            words,
            adj,
            alive: vec![true; n],
            mate: vec![NONE; n],
            parent: vec![NONE; n],
            base: vec![0; n],
            used: vec![false; n],
            blossom: vec![false; n],
        }
    }

    fn can_meet(&self, i: usize, j: usize) -> bool {
        self.adj[i * self.words + j / 64] >> (j % 64) & 1 == 1
    }

    fn neighbours(&self, v: usize) -> impl Iterator<Item = usize> + '_ {
        let row = &self.adj[v * self.words..(v + 1) * self.words];
        row.iter().enumerate().flat_map(|(w, &bits)| {
            let mut bits = bits;
            std::iter::from_fn(move || {
                if bits == 0 {
                    return None;
                }
                let b = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                Some(w * 64 + b)
            })
        })
    }

    /// Greedy start, then an augmenting search from every exposed vertex: a maximum matching of the
    /// alive vertices.
    fn maximum(&mut self) -> usize {
        for v in 0..self.n {
            if !self.alive[v] || self.mate[v] != NONE {
                continue;
            }
            let partner = self
                .neighbours(v)
                .find(|&u| self.alive[u] && self.mate[u] == NONE);
            if let Some(u) = partner {
                self.mate[v] = u;
                self.mate[u] = v;
            }
        }
        for v in 0..self.n {
            if self.alive[v] && self.mate[v] == NONE {
                self.augment_from(v);
            }
        }
        (0..self.n)
            .filter(|&v| self.alive[v] && self.mate[v] != NONE)
            .count()
            / 2
    }

    fn lca(&mut self, mut a: usize, mut b: usize) -> usize {
        let mut seen = vec![false; self.n];
        loop {
            a = self.base[a];
            seen[a] = true;
            if self.mate[a] == NONE {
                break;
            }
            a = self.parent[self.mate[a]];
        }
        loop {
            b = self.base[b];
            if seen[b] {
                return b;
            }
            b = self.parent[self.mate[b]];
        }
    }

    fn mark_path(&mut self, mut v: usize, b: usize, mut child: usize) {
        while self.base[v] != b {
            self.blossom[self.base[v]] = true;
            self.blossom[self.base[self.mate[v]]] = true;
            self.parent[v] = child;
            child = self.mate[v];
            v = self.parent[self.mate[v]];
        }
    }

    /// Looks for an augmenting path from the exposed vertex `root` and applies it; false if none.
    fn augment_from(&mut self, root: usize) -> bool {
        self.used.iter_mut().for_each(|u| *u = false);
        self.parent.iter_mut().for_each(|p| *p = NONE);
        for i in 0..self.n {
            self.base[i] = i;
        }
        self.used[root] = true;
        let mut queue = std::collections::VecDeque::from([root]);
        while let Some(v) = queue.pop_front() {
            let tos: Vec<usize> = self.neighbours(v).filter(|&u| self.alive[u]).collect();
            for to in tos {
                if self.base[v] == self.base[to] || self.mate[v] == to {
                    continue;
                }
                if to == root || (self.mate[to] != NONE && self.parent[self.mate[to]] != NONE) {
                    let cur = self.lca(v, to);
                    self.blossom.iter_mut().for_each(|b| *b = false);
                    self.mark_path(v, cur, to);
                    self.mark_path(to, cur, v);
                    for i in 0..self.n {
                        if self.alive[i] && self.blossom[self.base[i]] {
                            self.base[i] = cur;
                            if !self.used[i] {
                                self.used[i] = true;
                                queue.push_back(i);
                            }
                        }
                    }
                } else if self.parent[to] == NONE {
                    self.parent[to] = v;
                    if self.mate[to] == NONE {
                        let mut v = to;
                        while v != NONE {
                            let pv = self.parent[v];
                            let next = self.mate[pv];
                            self.mate[v] = pv;
                            self.mate[pv] = v;
                            v = next;
                        }
                        return true;
                    }
                    let m = self.mate[to];
                    self.used[m] = true;
                    queue.push_back(m);
                }
            }
        }
        false
    }

    /// Pairs `p` with `q` (both alive) if the other alive vertices can still all be matched; keeps the
    /// matching perfect on the alive vertices. Needs a perfect matching on entry.
    fn try_pair(&mut self, p: usize, q: usize) -> bool {
        let (pm, qm) = (self.mate[p], self.mate[q]);
        self.alive[p] = false;
        self.alive[q] = false;
        if pm == q {
            return true;
        }
        self.mate[pm] = NONE;
        self.mate[qm] = NONE;
        if self.can_meet(pm, qm) {
            self.mate[pm] = qm;
            self.mate[qm] = pm;
            self.mate[p] = q;
            self.mate[q] = p;
            return true;
        }
        let saved = self.mate.clone();
        if self.augment_from(pm) {
            self.mate[p] = q;
            self.mate[q] = p;
            return true;
        }
        self.mate = saved;
        self.alive[p] = true;
        self.alive[q] = true;
        self.mate[p] = pm;
        self.mate[pm] = p;
        self.mate[q] = qm;
        self.mate[qm] = q;
        false
    }
}

/// What a player's colours ask for the next game.
#[derive(Clone, Copy, Debug, Default)]
struct Due {
    /// +1 Black, −1 White, 0 no preference (no games yet).
    colour: i8,
    /// 2: his balance is off by one or more; 1: alternate after a level balance; 0: none.
    strength: u8,
    /// |Black − White| so far.
    off: i32,
}

fn due(rec: Option<&Record>) -> Due {
    let Some(r) = rec else { return Due::default() };
    let balance = r.colour_balance();
    let (colour, strength) = match balance.signum() {
        1 => (-1, 2),
        -1 => (1, 2),
        _ => match r.colours.last() {
            Some(&last) => (-last, 1),
            None => (0, 0),
        },
    };
    Due {
        colour,
        strength,
        off: balance.abs(),
    }
}

/// How badly a pairing fits the colours: 3 if one of them would end 3 or more off balance, 2 if one
/// ends 2 off, 1 if one repeats a colour after a level balance, 0 if both get what they are due.
fn colour_conflict(a: Due, b: Due) -> u8 {
    if a.colour == 0 || b.colour == 0 || a.colour != b.colour {
        return 0;
    }
    if a.strength == 2 && b.strength == 2 {
        if a.off.min(b.off) >= 2 {
            3
        } else {
            2
        }
    } else {
        1
    }
}

/// Black first: the player due Black (more White games, or White more recently) takes Black; with
/// identical histories the higher-ranked player (`a`) takes Black on odd tables (`table` from 0).
fn colours(
    a: PlayerId,
    b: PlayerId,
    recs: &HashMap<PlayerId, Record>,
    table: usize,
) -> [PlayerId; 2] {
    let (ra, rb) = (recs.get(&a), recs.get(&b));
    let bal = |r: Option<&Record>| r.map_or(0, Record::colour_balance);
    if bal(ra) != bal(rb) {
        return if bal(ra) < bal(rb) { [a, b] } else { [b, a] };
    }
    let ca: &[i8] = ra.map_or(&[], |r| &r.colours);
    let cb: &[i8] = rb.map_or(&[], |r| &r.colours);
    for (x, y) in ca.iter().rev().zip(cb.iter().rev()) {
        if x != y {
            // The one who had White most recently gets Black.
            return if *x < *y { [a, b] } else { [b, a] };
        }
    }
    match ca.last() {
        Some(&last) if last > 0 => [b, a],
        Some(_) => [a, b],
        None if table.is_multiple_of(2) => [a, b],
        None => [b, a],
    }
}

/// Swiss pairing of `players` (participating) given their records: (tables `[black, white]`, byes).
fn pair(
    t: &Tournament,
    players: &[PlayerId],
    recs: &HashMap<PlayerId, Record>,
) -> (Vec<Vec<PlayerId>>, Vec<PlayerId>) {
    let score = |p: PlayerId| recs.get(&p).map_or(0, |r| r.score);
    let ranked = ranked_for_pairing(t, players, recs);
    let mut m = not_met_matcher(&ranked, recs);
    let size = m.maximum();
    let mut byes = Vec::new();
    if ranked.len() % 2 == 1 {
        byes.push(ranked[choose_bye(&mut m, &ranked, recs, size)]);
    }
    let alive_count = m.alive.iter().filter(|&&a| a).count();
    let perfect = (0..ranked.len())
        .filter(|&v| m.alive[v] && m.mate[v] != NONE)
        .count()
        == alive_count;
    let mut pairs = if perfect {
        dutch_pairs(&mut m, &ranked, recs)
    } else {
        forced_pairs(&m)
    };
    crate::order::sort_by_key(&mut pairs, |&(a, b)| {
        (
            -score(ranked[a]).max(score(ranked[b])),
            -(score(ranked[a]) + score(ranked[b])),
            a.min(b),
        )
    });
    let tables = pairs
        .iter()
        .enumerate()
        .map(|(k, &(a, b))| {
            let (a, b) = (a.min(b), a.max(b));
            colours(ranked[a], ranked[b], recs, k).to_vec()
        })
        .collect();
    (tables, byes)
}

/// The players in pairing order: points, then rating, then registration order.
fn ranked_for_pairing(
    t: &Tournament,
    players: &[PlayerId],
    recs: &HashMap<PlayerId, Record>,
) -> Vec<PlayerId> {
    let score = |p: PlayerId| recs.get(&p).map_or(0, |r| r.score);
    // (points, rating, registration order) once per player: the sort compares them n log n times.
    let registration: HashMap<PlayerId, (Option<i32>, usize)> = t
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| (p.id, (p.rating, i)))
        .collect();
    let mut ranked: Vec<PlayerId> = players.to_vec();
    ranked.sort_by_cached_key(|&p| {
        let (rating, index) = registration.get(&p).copied().unwrap_or((None, usize::MAX));
        (
            std::cmp::Reverse(score(p)),
            std::cmp::Reverse(rating),
            index,
        )
    });
    ranked
}

/// The "not met yet" graph of the `ranked` players (by their index), ready for the blossom search.
fn not_met_matcher(ranked: &[PlayerId], recs: &HashMap<PlayerId, Record>) -> Matcher {
    let n = ranked.len();
    let index: HashMap<PlayerId, usize> = ranked.iter().enumerate().map(|(i, &p)| (p, i)).collect();
    let mut met_set = vec![false; n * n];
    for (i, &p) in ranked.iter().enumerate() {
        if let Some(r) = recs.get(&p) {
            for o in &r.opponents {
                if let Some(&j) = index.get(o) {
                    met_set[i * n + j] = true;
                    met_set[j * n + i] = true;
                }
            }
        }
    }
    Matcher::new(n, |i, j| met_set[i * n + j])
}

/// The bye: the lowest-ranked player without a bye whose absence leaves a rematch-free pairing
/// (`size`: the maximum matching found). Takes him out of the matching; his index.
fn choose_bye(
    m: &mut Matcher,
    ranked: &[PlayerId],
    recs: &HashMap<PlayerId, Record>,
    size: usize,
) -> usize {
    let n = ranked.len();
    let byes_of = |p: PlayerId| recs.get(&p).map_or(0, |r| r.byes);
    let fewest = ranked.iter().map(|&p| byes_of(p)).min().unwrap_or(0);
    let candidates: Vec<usize> = (0..n)
        .rev()
        .filter(|&i| byes_of(ranked[i]) == fewest)
        .collect();
    let mut chosen = None;
    if size == n / 2 {
        for &c in &candidates {
            // The rest has a perfect matching iff c is exposed, or c's partner reaches the exposed vertex.
            if m.mate[c] == NONE {
                chosen = Some(c);
                break;
            }
            let saved = m.mate.clone();
            let partner = m.mate[c];
            m.alive[c] = false;
            m.mate[c] = NONE;
            m.mate[partner] = NONE;
            if m.augment_from(partner) {
                chosen = Some(c);
                break;
            }
            m.mate = saved;
            m.alive[c] = true;
        }
    }
    let c = chosen.unwrap_or(candidates[0]);
    if m.alive[c] {
        m.alive[c] = false;
        let partner = m.mate[c];
        if partner != NONE {
            m.mate[partner] = NONE;
        }
        m.mate[c] = NONE;
    }
    c
}

/// No rematch needed: the highest-ranked unpaired player takes the best opponent that still leaves
/// everyone else a rematch-free pairing — same score group first, colours that fit, nearest the Dutch
/// ideal (top half of the group against the bottom half).
fn dutch_pairs(
    m: &mut Matcher,
    ranked: &[PlayerId],
    recs: &HashMap<PlayerId, Record>,
) -> Vec<(usize, usize)> {
    let n = ranked.len();
    let score = |p: PlayerId| recs.get(&p).map_or(0, |r| r.score);
    let scores: Vec<i64> = ranked.iter().map(|&p| score(p)).collect();
    let dues: Vec<Due> = ranked.iter().map(|p| due(recs.get(p))).collect();
    // Score groups: the group position of each player, and its size, for the Dutch ideal.
    let mut group_start = vec![0usize; n];
    let mut group_len = vec![0usize; n];
    let mut i = 0;
    while i < n {
        let mut j = i;
        while j < n && scores[j] == scores[i] {
            j += 1;
        }
        for k in i..j {
            group_start[k] = i;
            group_len[k] = j - i;
        }
        i = j;
    }
    let mut pairs = Vec::with_capacity(n / 2);
    for p in 0..n {
        if !m.alive[p] {
            continue;
        }
        let ideal = (p + group_len[p] / 2).max(group_start[p]);
        let mut candidates: Vec<(u8, i64, u8, usize, usize)> = (p + 1..n)
            .filter(|&q| m.alive[q] && m.can_meet(p, q))
            .map(|q| {
                let conflict = colour_conflict(dues[p], dues[q]);
                (
                    u8::from(conflict >= 3),
                    (scores[p] - scores[q]).abs(),
                    conflict,
                    q.abs_diff(ideal),
                    q,
                )
            })
            .collect();
        // Best candidate first; usually the first is accepted, so pick minima rather than sort.
        while let Some(k) = (0..candidates.len()).min_by_key(|&k| candidates[k]) {
            let q = candidates.swap_remove(k).4;
            if m.try_pair(p, q) {
                pairs.push((p, q));
                break;
            }
        }
    }
    pairs
}

/// A rematch cannot be avoided: the maximum set of new pairings, and the rest (all of whom have met
/// every other player left) in ranking order.
fn forced_pairs(m: &Matcher) -> Vec<(usize, usize)> {
    let mut pairs = Vec::new();
    let mut rest = Vec::new();
    for v in 0..m.alive.len() {
        if !m.alive[v] {
            continue;
        }
        match m.mate[v] {
            NONE => rest.push(v),
            u if u > v => pairs.push((v, u)),
            _ => {}
        }
    }
    for c in rest.chunks(2) {
        if let [a, b] = c {
            pairs.push((*a, *b));
        }
    }
    pairs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blossom_finds_a_perfect_matching_through_an_odd_cycle() {
        // A triangle 0-1-2 with 3 hanging on 2, 4 and 5 on 0... : 6 vertices, perfect matching exists
        // only by using the blossom.
        let edges = [(0, 1), (1, 2), (2, 0), (2, 3), (0, 4), (4, 5)];
        let mut m = Matcher::new(6, |i, j| {
            !edges
                .iter()
                .any(|&(a, b)| (a, b) == (i, j) || (b, a) == (i, j))
        });
        m.mate[0] = 1;
        m.mate[1] = 0;
        m.mate[4] = 5;
        m.mate[5] = 4;
        assert!(m.augment_from(2) || m.maximum() == 3);
        assert_eq!(m.maximum(), 3);
    }
}
