//! Circuit points, exact: a place's points by the rule (levels share the mean of their places), the
//! rational total they add up to, and how it is shown.

use crate::circuit::rules::PointsRule;
use num_bigint::BigInt;
use num_traits::{Signed, Zero};
use raduno_engine::format::Points;
use std::cmp::Ordering;

/// Circuit points of a place range `p..=q` (players level share it) in a tournament of `n` ranked
/// players, before the weight; `own` is the player's own tournament points (the `own` rule).
pub fn place_points(rule: &PointsRule, n: u32, p: u32, q: u32, own: Points) -> Points {
    let (n, p, q) = (n as i64, p as i64, q.max(p) as i64);
    let k = q - p + 1;
    match rule {
        PointsRule::Table(values) => {
            let sum: Points = (p..=q)
                .filter_map(|place| values.get((place - 1) as usize).copied())
                .sum();
            sum * Points::new(1, k)
        }
        // The mean of N − x + 1 over x in p..=q: N + 1 − (p + q) / 2.
        PointsRule::Beaten => Points::new(2 * (n + 1) - (p + q), 2),
        // The mean of 100 (N − x) / (N − 1): 100 (N − (p + q) / 2) / (N − 1); 100 when N = 1.
        PointsRule::Percent => {
            if n <= 1 {
                Points::from_int(100)
            } else {
                Points::new(100 * (2 * n - (p + q)), 2 * (n - 1))
            }
        }
        PointsRule::Own => own,
    }
}

/// An exact total over many tournaments: a sum of rationals whose denominators (fields of every size,
/// level places, weights) would overflow 64 bits, so it is kept in big integers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Total {
    num: BigInt,
    den: BigInt,
}

fn gcd_i64(mut a: i64, mut b: i64) -> i64 {
    (a, b) = (a.abs(), b.abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a.max(1)
}

fn gcd(a: &BigInt, b: &BigInt) -> BigInt {
    let (mut a, mut b) = (a.abs(), b.abs());
    while !b.is_zero() {
        let r = &a % &b;
        a = b;
        b = r;
    }
    a
}

impl Total {
    pub fn zero() -> Self {
        Total {
            num: BigInt::zero(),
            den: BigInt::from(1),
        }
    }

    /// Adds exactly. The denominator becomes the least common multiple of the two (found with a
    /// small gcd, the added value's denominator being an `i64`); the fraction is put in lowest terms
    /// by [`Total::normalise`], once, after the sum.
    pub fn add(&mut self, p: Points) {
        let (pn, pd) = (p.numerator(), p.denominator());
        let rem = i64::try_from(&self.den % BigInt::from(pd)).unwrap_or(0);
        let g = gcd_i64(pd, rem);
        let grow = pd / g;
        let scale = &self.den / g;
        self.num = &self.num * grow + scale * pn;
        if grow != 1 {
            self.den *= grow;
        }
    }

    /// The fraction in lowest terms (what equality and [`Total::exact`] read).
    pub fn normalise(&mut self) {
        let g = gcd(&self.num, &self.den);
        if g > BigInt::from(1) {
            self.num /= &g;
            self.den /= &g;
        }
    }

    /// Shown to 3 decimals, rounded down (the circuits' rules): `16.5` is `16.500`, 50/3 is `16.666`.
    pub fn shown(&self) -> String {
        floor_3(&self.num, &self.den)
    }

    /// [`Total::shown`] as a page in `lang` writes it (an Italian page: `16,500`).
    pub fn shown_in(&self, lang: raduno_engine::i18n::Lang) -> String {
        raduno_engine::i18n::decimal_in(&self.shown(), lang)
    }

    /// The exact value: a decimal where it has one, else the fraction (`50/3`).
    pub fn exact(&self) -> String {
        let mut decimals = 0;
        while decimals <= 18 {
            let ten = BigInt::from(10).pow(decimals);
            if (&ten % &self.den).is_zero() {
                let scaled = &self.num * (&ten / &self.den);
                let s = scaled.abs().to_string();
                let sign = if scaled.is_negative() { "-" } else { "" };
                if decimals == 0 {
                    return format!("{sign}{s}");
                }
                let d = decimals as usize;
                let padded = format!("{s:0>width$}", width = d + 1);
                let (int, frac) = padded.split_at(padded.len() - d);
                return format!("{sign}{int}.{frac}");
            }
            decimals += 1;
        }
        format!("{}/{}", self.num, self.den)
    }
}

impl PartialOrd for Total {
    fn partial_cmp(&self, o: &Self) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}

impl Ord for Total {
    fn cmp(&self, o: &Self) -> Ordering {
        (&self.num * &o.den).cmp(&(&o.num * &self.den))
    }
}

/// `num / den` to 3 decimals, rounded down (towards −∞).
pub(super) fn floor_3(num: &BigInt, den: &BigInt) -> String {
    let scaled = num * BigInt::from(1000);
    let mut q = &scaled / den;
    if (&q * den) != scaled && scaled.is_negative() != den.is_negative() {
        q -= 1;
    }
    let sign = if q.is_negative() { "-" } else { "" };
    let s = format!("{:0>4}", q.abs().to_string());
    let (int, frac) = s.split_at(s.len() - 3);
    format!("{sign}{int}.{frac}")
}

/// A tournament's points shown as totals are: 3 decimals, rounded down.
pub fn shown(p: Points) -> String {
    floor_3(&BigInt::from(p.numerator()), &BigInt::from(p.denominator()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn totals_stay_exact_past_64_bits() {
        let mut t = Total::zero();
        // 100/(N−1) for N from 40 to 99: the denominators' lcm overflows i64.
        let mut check = Points::ZERO;
        for n in 40..100i64 {
            t.add(Points::new(100, n - 1));
            if n < 45 {
                check += Points::new(100, n - 1);
            }
        }
        assert!(t > Total::zero());
        let mut small = Total::zero();
        for n in 40..45i64 {
            small.add(Points::new(100, n - 1));
        }
        small.normalise();
        assert_eq!(small.shown(), shown(check));
        assert_eq!(floor_3(&BigInt::from(50), &BigInt::from(3)), "16.666");
        assert_eq!(floor_3(&BigInt::from(-1), &BigInt::from(3)), "-0.334");
        assert_eq!(floor_3(&BigInt::from(33), &BigInt::from(2)), "16.500");
        let mut third = Total::zero();
        third.add(Points::new(50, 3));
        third.normalise();
        assert_eq!(third.exact(), "50/3");
        let mut half = Total::zero();
        half.add(Points::new(33, 2));
        half.add(Points::new(3, 6));
        half.add(Points::new(-1, 2));
        half.normalise();
        assert_eq!(half.exact(), "16.5");
    }
}
