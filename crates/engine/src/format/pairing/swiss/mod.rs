//! Swiss pairing of two-seat games (the Othello Swiss rulebook): the records of the games so far (points 2/1/0, a bye
//! a win, opponents, colours, disc difference), the standings' Swiss tie-breaks (Buchholz, disc
//! difference) and the pairing itself: equal points meet, no rematch while avoidable (Edmonds'
//! blossom), colours balanced. Any format whose rounds are [`RoundRule::Swiss`] is paired here.

mod colours;
mod matching;
mod records;

use colours::colour_conflict;
use colours::colours;
use colours::due;
use colours::Due;
use matching::Matcher;
use matching::NONE;
pub use records::{compare, tiebreaks, Tiebreak};
pub(crate) use records::{discs, game_points, records, Record};

use crate::draw::spec::{DrawMethod, DrawSpec, TablePlan};
use crate::model::{Phase, PlayerId, Tournament};
use std::collections::HashMap;

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
