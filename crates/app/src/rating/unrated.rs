//! Step 1 of the FNGO rating, exact: the unrated players' (UP) ratings.
//!
//! The newsletter (seed `002_bf8ba117ded899b8.txt`, "1. Calcolo del rating per i giocatori al primo
//! torneo") iterates PR = mean of the opponents' ratings + 10 × mean disc difference over the UPs'
//! games, with the UPs' current estimates, "finché non si arriva alla convergenza"; "la soluzione è
//! unica". Its limit is the solution of a linear system: for every UP s,
//!
//! games_s × x_s − Σ x_t (over s's games against UPs t) = constant_s
//!
//! (constant_s: the rated opponents' ratings + 10 × the disc differences). The rating is x_s rounded
//! half up, so what matters is on which side of a half x_s lies, exactly: 1099.5 is 1100, and
//! 1099.4999… is 1099. The exact x can have huge denominators (with 1000 newcomers a Gaussian
//! elimination in rationals is out of reach), so each group of UPs connected by games is solved in
//! three stages, each exact in what it concludes:
//!
//! 1. **Floating point.** Conjugate gradients in `f64` give an approximation z̃ of the solution z.
//! 2. **A certificate.** In integer arithmetic: the residual r = b − M z̃ (z̃ taken as multiples of
//!    2⁻³²), and a vector w with M w ≥ 1, checked exactly. M is a nonsingular M-matrix (diagonal =
//!    games, off-diagonal = −games between two UPs, every row's sum ≥ 0 and some row's > 0 in each
//!    connected part), so M⁻¹ ≥ 0 and M⁻¹·1 ≤ w; hence |z − z̃| ≤ max w × max |r| for every player.
//!    If no rating lies within that distance of a half, rounding z̃ is rounding z.
//! 3. **Exact solution** of a group where the certificate cannot decide (a rating at or very near a
//!    half): first a small-denominator guess read off z̃ and checked exactly against M z = b; failing
//!    that, fraction-free Gaussian elimination (Bareiss) in big integers.
//!
//! A group of UPs who met only each other has a solution up to a constant; it is fixed, as the
//! newsletter's start of 850 for everyone suggests, by keeping the group's games-weighted mean at the
//! start (850): its first player is grounded (y = 0), the others solve the grounded system, and
//! x = 850 + y − (games-weighted mean of y).

use num_bigint::BigInt;
use num_traits::{One, Signed, ToPrimitive, Zero};

/// Step 1's data: the UPs by slot 0..n.
pub(super) struct Unrated {
    /// Games each UP played in the tournament.
    pub games: Vec<i64>,
    /// Rated opponents' ratings + disc weight × disc differences, per UP.
    pub constant: Vec<i64>,
    /// Each UP's UP opponents (slots), once per game.
    pub opponents: Vec<Vec<usize>>,
    /// Games each UP played against rated players.
    pub rated_games: Vec<u32>,
    /// Starting value of a group that met no rated player (850).
    pub start: i64,
    /// First approximations (the starting point of the iteration).
    pub first: Vec<f64>,
}

/// A UP's result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Solved {
    /// The rating, x rounded half up.
    pub rating: i32,
    /// Conjugate-gradient iterations of the player's group.
    pub iterations: u32,
}

/// Scale of the candidate solution: z̃ is taken as integer multiples of 2⁻³².
const SCALE_BITS: u32 = 32;
/// Scale of the bounding vector w: multiples of 2⁻²⁰.
const BOUND_BITS: u32 = 20;

/// One group of UPs connected by games, as the system M z = b over its unknowns.
struct Group {
    /// The group's UP slots; for an isolated group the first is grounded and is not an unknown.
    members: Vec<usize>,
    /// Whether the group met a rated player (then every member is an unknown).
    anchored: bool,
    /// Per unknown: its slot.
    slot: Vec<usize>,
    /// Per unknown: M's diagonal (the games).
    diagonal: Vec<i64>,
    /// Per unknown: the unknowns it met, once per game (M's off-diagonal, negated).
    off: Vec<Vec<usize>>,
    /// Per unknown: b.
    rhs: Vec<i64>,
}

impl Group {
    fn len(&self) -> usize {
        self.slot.len()
    }

    fn apply(&self, v: &[f64], out: &mut [f64]) {
        for u in 0..self.len() {
            out[u] =
                self.diagonal[u] as f64 * v[u] - self.off[u].iter().map(|&t| v[t]).sum::<f64>();
        }
    }

    /// (M v)_u in exact integers, `None` on overflow.
    fn apply_exact(&self, v: &[i128], u: usize) -> Option<i128> {
        let mut sum = i128::from(self.diagonal[u]).checked_mul(v[u])?;
        for &t in &self.off[u] {
            sum = sum.checked_sub(v[t])?;
        }
        Some(sum)
    }
}

/// Solves step 1 for every UP (see the module documentation).
pub(super) fn solve(up: &Unrated, tolerance: f64, max_iterations: u32) -> Vec<Solved> {
    let n = up.games.len();
    let mut out = vec![
        Solved {
            rating: 0,
            iterations: 0,
        };
        n
    ];
    for group in groups(up) {
        let (z, iterations) = conjugate_gradients(&group, up, tolerance, max_iterations);
        let ratings = certified(&group, up, &z, tolerance, max_iterations)
            .or_else(|| guessed(&group, up, &z))
            .unwrap_or_else(|| eliminated(&group, up));
        for (&s, rating) in group.members.iter().zip(ratings) {
            out[s] = Solved { rating, iterations };
        }
    }
    out
}

/// The groups of UPs connected by games, each with its system.
fn groups(up: &Unrated) -> Vec<Group> {
    let n = up.games.len();
    let mut parent: Vec<usize> = (0..n).collect();
    fn root(parent: &mut [usize], mut s: usize) -> usize {
        while parent[s] != s {
            parent[s] = parent[parent[s]];
            s = parent[s];
        }
        s
    }
    for (s, opponents) in up.opponents.iter().enumerate() {
        for &t in opponents {
            let (a, b) = (root(&mut parent, s), root(&mut parent, t));
            parent[a] = b;
        }
    }
    let mut by_root: Vec<Vec<usize>> = vec![Vec::new(); n];
    for s in 0..n {
        let r = root(&mut parent, s);
        by_root[r].push(s);
    }
    let mut members_of: Vec<Vec<usize>> = by_root.into_iter().filter(|m| !m.is_empty()).collect();
    // Each UP's index among its group's unknowns (`usize::MAX` for a grounded one).
    let mut local = vec![usize::MAX; n];
    let mut anchored = Vec::with_capacity(members_of.len());
    for members in &members_of {
        let a = members.iter().any(|&s| up.rated_games[s] > 0);
        let unknowns = if a { &members[..] } else { &members[1..] };
        for (u, &s) in unknowns.iter().enumerate() {
            local[s] = u;
        }
        anchored.push(a);
    }
    let mut groups = Vec::with_capacity(members_of.len());
    for (members, anchored) in members_of.drain(..).zip(anchored) {
        let slot: Vec<usize> = if anchored {
            members.clone()
        } else {
            members[1..].to_vec()
        };
        let diagonal = slot.iter().map(|&s| up.games[s]).collect();
        let off = slot
            .iter()
            .map(|&s| {
                up.opponents[s]
                    .iter()
                    .filter_map(|&t| (local[t] != usize::MAX).then_some(local[t]))
                    .collect()
            })
            .collect();
        let rhs = slot.iter().map(|&s| up.constant[s]).collect();
        groups.push(Group {
            members,
            anchored,
            slot,
            diagonal,
            off,
            rhs,
        });
    }
    groups
}

/// Conjugate gradients for M z = b from the first approximations (0 for a grounded group), until
/// every equation holds to `tolerance` × the largest |b| or the iterations run out (exact arithmetic
/// ends within n steps; rounding may need a few more). Returns z̃ and the iterations used.
fn conjugate_gradients(
    group: &Group,
    up: &Unrated,
    tolerance: f64,
    max_iterations: u32,
) -> (Vec<f64>, u32) {
    let rhs: Vec<f64> = group.rhs.iter().map(|&b| b as f64).collect();
    let start: Vec<f64> = group
        .slot
        .iter()
        .map(|&s| if group.anchored { up.first[s] } else { 0.0 })
        .collect();
    cg(group, &rhs, start, tolerance, max_iterations)
}

fn cg(
    group: &Group,
    rhs: &[f64],
    mut x: Vec<f64>,
    tolerance: f64,
    max_iterations: u32,
) -> (Vec<f64>, u32) {
    let n = group.len();
    let scale = rhs.iter().fold(1f64, |m, c| m.max(c.abs()));
    let mut ax = vec![0f64; n];
    group.apply(&x, &mut ax);
    let mut r: Vec<f64> = (0..n).map(|u| rhs[u] - ax[u]).collect();
    let mut p = r.clone();
    let mut rr: f64 = r.iter().map(|v| v * v).sum();
    let mut ap = vec![0f64; n];
    let residual = |r: &[f64]| r.iter().fold(0f64, |m, v| m.max(v.abs()));
    let limit = max_iterations.min(4 * n as u32 + 50);
    let mut iterations = 0u32;
    while residual(&r) > tolerance * scale && iterations < limit {
        iterations += 1;
        group.apply(&p, &mut ap);
        let pap: f64 = p.iter().zip(&ap).map(|(a, b)| a * b).sum();
        if pap.is_nan() || pap <= 0.0 {
            break;
        }
        let alpha = rr / pap;
        for u in 0..n {
            x[u] += alpha * p[u];
            r[u] -= alpha * ap[u];
        }
        let rr_new: f64 = r.iter().map(|v| v * v).sum();
        let beta = rr_new / rr;
        rr = rr_new;
        for u in 0..n {
            p[u] = r[u] + beta * p[u];
        }
    }
    (x, iterations)
}

/// The group's ratings from an exact candidate z = `num` / `den` (den > 0) whose distance to the
/// true solution is at most `err_num` / `err_den` in every coordinate; `None` if some rating lies
/// within that distance of a half (then the candidate cannot decide it).
fn ratings_from(
    group: &Group,
    up: &Unrated,
    num: &[BigInt],
    den: &BigInt,
    err_num: &BigInt,
    err_den: &BigInt,
) -> Option<Vec<i32>> {
    // x = p / q per member. Anchored: x = z. Grounded: x = start + y − Σ games·y / Σ games, which
    // moves at most twice as far as y does.
    let (values, q, err_num): (Vec<BigInt>, BigInt, BigInt) = if group.anchored {
        (num.to_vec(), den.clone(), err_num.clone())
    } else {
        let games: Vec<BigInt> = group
            .members
            .iter()
            .map(|&s| BigInt::from(up.games[s]))
            .collect();
        let total: BigInt = games.iter().sum();
        // Member 0 is the ground (y = 0); the others are the unknowns in order.
        let y = |k: usize| -> BigInt {
            if k == 0 {
                BigInt::zero()
            } else {
                num[k - 1].clone()
            }
        };
        let weighted: BigInt = (1..group.members.len()).map(|k| &games[k] * y(k)).sum();
        let base = BigInt::from(up.start) * den * &total - weighted;
        let values = (0..group.members.len())
            .map(|k| &base + y(k) * &total)
            .collect();
        (values, den * &total, err_num * 2)
    };
    let two_q: BigInt = &q * 2;
    values
        .iter()
        .map(|p| {
            if !err_num.is_zero() {
                // Distance to the nearest half, × 2q: |(2p mod 2q) − q|.
                let rem = floor_mod(&(p * 2), &two_q);
                let distance = (rem - &q).abs();
                if distance * err_den <= &two_q * &err_num {
                    return None;
                }
            }
            // Rounded half up: ⌊x + ½⌋ = ⌊(2p + q) / 2q⌋.
            let rounded = floor_div(&(p * 2 + &q), &two_q);
            Some(saturate(&rounded))
        })
        .collect()
}

fn floor_div(a: &BigInt, b: &BigInt) -> BigInt {
    let q = a / b;
    if (a % b).is_zero() || (a.is_negative() == b.is_negative()) {
        q
    } else {
        q - 1
    }
}

fn floor_mod(a: &BigInt, b: &BigInt) -> BigInt {
    a - floor_div(a, b) * b
}

fn saturate(v: &BigInt) -> i32 {
    v.to_i32()
        .unwrap_or(if v.is_negative() { i32::MIN } else { i32::MAX })
}

/// Stage 2: the certificate. `None` if it cannot decide every rating of the group.
fn certified(
    group: &Group,
    up: &Unrated,
    z: &[f64],
    tolerance: f64,
    max_iterations: u32,
) -> Option<Vec<i32>> {
    let n = group.len();
    let h = 1i128 << SCALE_BITS;
    let mut m = Vec::with_capacity(n);
    for &v in z {
        let scaled = (v * h as f64).round();
        if !scaled.is_finite() || scaled.abs() >= 2f64.powi(100) {
            return None;
        }
        m.push(scaled as i128);
    }
    // The exact residual, × 2³²: b·h − M m.
    let mut worst = 0i128;
    for u in 0..n {
        let r = i128::from(group.rhs[u])
            .checked_mul(h)?
            .checked_sub(group.apply_exact(&m, u)?)?;
        worst = worst.max(r.checked_abs()?);
    }
    let den = BigInt::from(h);
    let num: Vec<BigInt> = m.iter().map(|&v| BigInt::from(v)).collect();
    if worst == 0 {
        return ratings_from(group, up, &num, &den, &BigInt::zero(), &BigInt::one());
    }
    // A bound on ‖M⁻¹‖∞: w with M w ≥ 1, checked exactly, w in multiples of 2⁻²⁰.
    let ones = vec![1f64; n];
    let (v, _) = cg(
        group,
        &ones,
        vec![0f64; n],
        tolerance.max(1e-9),
        max_iterations,
    );
    let g = 1i128 << BOUND_BITS;
    let largest = v.iter().fold(0f64, |a, &b| a.max(b.abs()));
    let mut bound = None;
    for margin in [1e-3, 1e-2, 1e-1] {
        let w: Vec<i128> = v
            .iter()
            .map(|&x| ((x * (1.0 + margin) + margin * largest) * g as f64).ceil())
            .filter(|x| x.is_finite() && x.abs() < 2f64.powi(100))
            .map(|x| x as i128)
            .collect();
        if w.len() != n {
            return None;
        }
        let holds = (0..n).all(|u| group.apply_exact(&w, u).is_some_and(|x| x >= g));
        if holds {
            bound = w.iter().copied().max();
            break;
        }
    }
    let bound = bound?;
    // |z − m/h| ≤ (bound / g) × (worst / h).
    ratings_from(
        group,
        up,
        &num,
        &den,
        &(BigInt::from(bound) * BigInt::from(worst)),
        &(BigInt::from(g) * BigInt::from(h)),
    )
}

/// Stage 3a: a solution with small denominators read off z̃ (continued fractions) and checked
/// exactly against M z = b, which then is the solution (it is unique).
fn guessed(group: &Group, up: &Unrated, z: &[f64]) -> Option<Vec<i32>> {
    const MAX_DEN: i128 = 1 << 20;
    let mut fractions = Vec::with_capacity(z.len());
    let mut den: i128 = 1;
    for &v in z {
        let (p, q) = small_fraction(v, MAX_DEN)?;
        den = lcm(den, q);
        if den > 1 << 40 {
            return None;
        }
        fractions.push((p, q));
    }
    let num: Vec<i128> = fractions
        .iter()
        .map(|&(p, q)| p.checked_mul(den / q))
        .collect::<Option<_>>()?;
    for u in 0..group.len() {
        if group.apply_exact(&num, u)? != i128::from(group.rhs[u]).checked_mul(den)? {
            return None;
        }
    }
    let num: Vec<BigInt> = num.into_iter().map(BigInt::from).collect();
    ratings_from(
        group,
        up,
        &num,
        &BigInt::from(den),
        &BigInt::zero(),
        &BigInt::one(),
    )
}

/// The fraction p/q (q ≤ `max_den`) of the continued-fraction expansion of `v` closest to it, if it
/// is within 10⁻⁷ (relative to max(1, |v|)).
fn small_fraction(v: f64, max_den: i128) -> Option<(i128, i128)> {
    if !v.is_finite() || v.abs() > 1e15 {
        return None;
    }
    let tol = 1e-7 * v.abs().max(1.0);
    let (mut h0, mut h1) = (0i128, 1i128);
    let (mut k0, mut k1) = (1i128, 0i128);
    let mut rest = v;
    for _ in 0..64 {
        let a = rest.floor();
        let ai = a as i128;
        let h2 = ai.checked_mul(h1)?.checked_add(h0)?;
        let k2 = ai.checked_mul(k1)?.checked_add(k0)?;
        if k2 > max_den {
            return None;
        }
        (h0, h1, k0, k1) = (h1, h2, k1, k2);
        if (v - h1 as f64 / k1 as f64).abs() <= tol {
            return Some((h1, k1));
        }
        let frac = rest - a;
        if frac <= 0.0 {
            return None;
        }
        rest = 1.0 / frac;
    }
    None
}

fn lcm(a: i128, b: i128) -> i128 {
    let (mut x, mut y) = (a, b);
    while y != 0 {
        (x, y) = (y, x % y);
    }
    a / x.max(1) * b
}

/// Stage 3b: fraction-free Gaussian elimination (Bareiss) in big integers: det(M) × z is an integer
/// vector (Cramer), found exactly. M is symmetric positive definite, so every pivot (a leading
/// principal minor) is positive.
fn eliminated(group: &Group, up: &Unrated) -> Vec<i32> {
    let n = group.len();
    let mut a: Vec<Vec<BigInt>> = (0..n)
        .map(|u| {
            let mut row = vec![0i64; n + 1];
            row[u] = group.diagonal[u];
            for &t in &group.off[u] {
                row[t] -= 1;
            }
            row[n] = group.rhs[u];
            row.into_iter().map(BigInt::from).collect()
        })
        .collect();
    let mut previous = BigInt::one();
    for k in 0..n {
        if a[k][k].is_zero() {
            // Not for a positive definite M; kept so that no input can divide by zero.
            if let Some(i) = (k + 1..n).find(|&i| !a[i][k].is_zero()) {
                a.swap(k, i);
            } else {
                continue;
            }
        }
        let (top, rest) = a.split_at_mut(k + 1);
        let pivot_row = &top[k];
        for row in rest.iter_mut() {
            for j in k + 1..=n {
                let v = (&row[j] * &pivot_row[k] - &row[k] * &pivot_row[j]) / &previous;
                row[j] = v;
            }
            row[k] = BigInt::zero();
        }
        previous = pivot_row[k].clone();
    }
    // Back substitution in integers: y = det × z.
    let det = if n == 0 {
        BigInt::one()
    } else {
        a[n - 1][n - 1].clone()
    };
    let mut y = vec![BigInt::zero(); n];
    for i in (0..n).rev() {
        let mut v = &det * &a[i][n];
        for j in i + 1..n {
            v -= &a[i][j] * &y[j];
        }
        y[i] = if a[i][i].is_zero() { v } else { v / &a[i][i] };
    }
    let (y, det) = if det.is_negative() {
        (y.into_iter().map(|v| -v).collect::<Vec<_>>(), -det)
    } else {
        (y, det)
    };
    let det = if det.is_zero() { BigInt::one() } else { det };
    ratings_from(group, up, &y, &det, &BigInt::zero(), &BigInt::one())
        .unwrap_or_else(|| vec![up.start as i32; group.members.len()])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A: rated opponents 1200 and 1000 … built so that x = 1099.5 exactly.
    fn half() -> Unrated {
        // One UP with two games against rated players 1100 and 1099, no disc difference:
        // x = (1100 + 1099) / 2 = 1099.5.
        Unrated {
            games: vec![2],
            constant: vec![2199],
            opponents: vec![vec![]],
            rated_games: vec![2],
            start: 850,
            first: vec![1099.5],
        }
    }

    #[test]
    fn a_half_rounds_up_in_every_stage() {
        let up = half();
        let group = groups(&up).remove(0);
        let z = [1099.5];
        assert_eq!(certified(&group, &up, &z, 1e-12, 100), Some(vec![1100]));
        assert_eq!(guessed(&group, &up, &[1099.5000000001]), Some(vec![1100]));
        assert_eq!(eliminated(&group, &up), vec![1100]);
        // A slightly wrong float is not certified: it cannot tell 1099.5 from a neighbour.
        assert_eq!(certified(&group, &up, &[1099.4999999], 1e-12, 100), None);
        assert_eq!(solve(&up, 1e-12, 100)[0].rating, 1100);
    }

    #[test]
    fn small_fractions() {
        assert_eq!(small_fraction(1099.5, 1 << 20), Some((2199, 2)));
        assert_eq!(small_fraction(-2.0 / 3.0, 1 << 20), Some((-2, 3)));
        assert_eq!(small_fraction(std::f64::consts::PI, 100), None);
    }

    #[test]
    fn floor_division_and_rounding() {
        let b = |v: i64| BigInt::from(v);
        assert_eq!(floor_div(&b(-7), &b(2)), b(-4));
        assert_eq!(floor_div(&b(7), &b(2)), b(3));
        assert_eq!(floor_mod(&b(-7), &b(4)), b(1));
    }
}
