//! Edmonds' blossom: a maximum matching of a general graph, which pairs the most players without a
//! rematch.

pub(super) const NONE: usize = usize::MAX;

/// The "not met yet" graph and a matching on it, with Edmonds' blossom search for augmenting paths
/// (the classic O(V²)-per-search form over an adjacency bit matrix).
pub(super) struct Matcher {
    n: usize,
    words: usize,
    /// Row i, bit j: i and j may meet (not met yet, i ≠ j).
    adj: Vec<u64>,
    pub(super) alive: Vec<bool>,
    pub(super) mate: Vec<usize>,
    // Search state.
    parent: Vec<usize>,
    base: Vec<usize>,
    used: Vec<bool>,
    blossom: Vec<bool>,
}

impl Matcher {
    pub(super) fn new(n: usize, met: impl Fn(usize, usize) -> bool) -> Matcher {
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

    pub(super) fn can_meet(&self, i: usize, j: usize) -> bool {
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
    pub(super) fn maximum(&mut self) -> usize {
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
    pub(super) fn augment_from(&mut self, root: usize) -> bool {
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
    pub(super) fn try_pair(&mut self, p: usize, q: usize) -> bool {
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
