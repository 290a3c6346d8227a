//! Tournament points as exact rationals: no float ever touches a score.
//!
//! Every format's points are rationals with small denominators (thousandths for Master, quarters for
//! Open, hundredths-of-quarters for Torneo Gufo), so an `i64` numerator and denominator, normalised,
//! hold them exactly; comparisons go through `i128`.
//!
//! ```
//! use raduno_engine::format::Points;
//! let a = Points::new(21 * 5, 4 * 1000); // 21 × 1.25 / 1000
//! assert_eq!(a.to_decimal(5), "0.02625");
//! assert_eq!(a.ceil_to(1000), Points::new(27, 1000));
//! assert_eq!(Points::new(1084, 1000).to_decimal(3), "1.084");
//! assert_eq!(Points::new(1, 3).to_decimal(2), "0.33");
//! assert_eq!((Points::from_int(1) + Points::new(1, 2)).to_string(), "1.5");
//! ```

use serde::{Deserialize, Serialize};
use std::cmp::Ordering;
use std::fmt;
use std::iter::Sum;
use std::ops::{Add, AddAssign, Mul, Neg, Sub};

/// An exact rational number of tournament points, always normalised (denominator > 0, lowest terms).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "RawPoints", into = "RawPoints")]
pub struct Points {
    num: i64,
    den: i64,
}

#[derive(Serialize, Deserialize)]
struct RawPoints {
    num: i64,
    den: i64,
}

impl TryFrom<RawPoints> for Points {
    type Error = String;
    fn try_from(raw: RawPoints) -> Result<Self, String> {
        if raw.den == 0 {
            return Err("points with a zero denominator".into());
        }
        Ok(Points::new(raw.num, raw.den))
    }
}

impl From<Points> for RawPoints {
    fn from(p: Points) -> Self {
        RawPoints {
            num: p.num,
            den: p.den,
        }
    }
}

fn gcd(mut a: i128, mut b: i128) -> i128 {
    a = a.abs();
    b = b.abs();
    while b != 0 {
        let r = a % b;
        a = b;
        b = r;
    }
    a
}

impl Points {
    pub const ZERO: Points = Points { num: 0, den: 1 };

    /// `num / den`, normalised. Panics on a zero denominator (a programming error: callers pass constants).
    pub fn new(num: i64, den: i64) -> Self {
        assert!(den != 0, "Points with a zero denominator");
        Self::from_i128(num as i128, den as i128)
    }

    fn from_i128(num: i128, den: i128) -> Self {
        let (mut num, mut den) = (num, den);
        if den < 0 {
            num = -num;
            den = -den;
        }
        let g = gcd(num, den).max(1);
        Points {
            num: (num / g) as i64,
            den: (den / g) as i64,
        }
    }

    pub fn from_int(n: i64) -> Self {
        Points { num: n, den: 1 }
    }

    pub fn numerator(self) -> i64 {
        self.num
    }

    pub fn denominator(self) -> i64 {
        self.den
    }

    pub fn is_zero(self) -> bool {
        self.num == 0
    }

    /// The smallest multiple of `1 / unit` not below `self` (rounding up, "per eccesso").
    pub fn ceil_to(self, unit: i64) -> Self {
        let scaled = self.num as i128 * unit as i128;
        let den = self.den as i128;
        let q = scaled.div_euclid(den) + if scaled.rem_euclid(den) != 0 { 1 } else { 0 };
        Self::from_i128(q, unit as i128)
    }

    /// The nearest multiple of `1 / unit`, halves away from zero.
    pub fn round_to(self, unit: i64) -> Self {
        let scaled = self.num as i128 * unit as i128;
        let den = self.den as i128;
        let twice = 2 * scaled.abs() + den;
        let q = twice / (2 * den);
        Self::from_i128(if scaled < 0 { -q } else { q }, unit as i128)
    }

    /// How many decimals show this value exactly (`None` if it has no finite decimal expansion).
    pub fn exact_decimals(self) -> Option<u8> {
        let mut p = 1i128;
        for d in 0..=18u8 {
            if p % self.den as i128 == 0 {
                return Some(d);
            }
            p *= 10;
        }
        None
    }

    /// The value as a page shows it: the format's `decimals`, and more only when this value needs them to
    /// be exact (at most 4): in whole points 142 and 152.5 (a 5-seat table), in hundredths 12.41 and
    /// 12.525 — never 152.50, never 153, never 142.0.
    ///
    /// ```
    /// use raduno_engine::format::Points;
    /// assert_eq!(Points::new(305, 2).shown(0), "152.5");
    /// assert_eq!(Points::from_int(142).shown(0), "142");
    /// assert_eq!(Points::new(1241, 100).shown(2), "12.41");
    /// assert_eq!(Points::from_int(12).shown(2), "12.00");
    /// ```
    pub fn shown(self, decimals: u8) -> String {
        self.to_decimal(decimals.max(self.exact_decimals().unwrap_or(4).min(4)))
    }

    /// [`Points::shown`] as a page in `lang` writes it (an Italian page: `1,070`).
    pub fn shown_in(self, decimals: u8, lang: crate::i18n::Lang) -> String {
        crate::i18n::decimal_in(&self.shown(decimals), lang)
    }

    /// The value with exactly `decimals` decimals (rounded half away from zero when it does not fit),
    /// with a point as the decimal separator: `1.084`, `142.50`, `-3`.
    pub fn to_decimal(self, decimals: u8) -> String {
        let unit = 10i128.pow(decimals as u32);
        let scaled = self.num as i128 * unit;
        let den = self.den as i128;
        let q = (2 * scaled.abs() + den) / (2 * den);
        let sign = if scaled < 0 && q != 0 { "-" } else { "" };
        let int = q / unit;
        let frac = q % unit;
        if decimals == 0 {
            format!("{sign}{int}")
        } else {
            format!("{sign}{int}.{frac:0width$}", width = decimals as usize)
        }
    }
}

impl Default for Points {
    fn default() -> Self {
        Points::ZERO
    }
}

impl From<i64> for Points {
    fn from(n: i64) -> Self {
        Points::from_int(n)
    }
}

impl Add for Points {
    type Output = Points;
    fn add(self, o: Points) -> Points {
        Points::from_i128(
            self.num as i128 * o.den as i128 + o.num as i128 * self.den as i128,
            self.den as i128 * o.den as i128,
        )
    }
}

impl AddAssign for Points {
    fn add_assign(&mut self, o: Points) {
        *self = *self + o;
    }
}

impl Sub for Points {
    type Output = Points;
    fn sub(self, o: Points) -> Points {
        self + (-o)
    }
}

impl Neg for Points {
    type Output = Points;
    fn neg(self) -> Points {
        Points {
            num: -self.num,
            den: self.den,
        }
    }
}

impl Mul for Points {
    type Output = Points;
    fn mul(self, o: Points) -> Points {
        Points::from_i128(
            self.num as i128 * o.num as i128,
            self.den as i128 * o.den as i128,
        )
    }
}

impl Sum for Points {
    fn sum<I: Iterator<Item = Points>>(iter: I) -> Points {
        iter.fold(Points::ZERO, Add::add)
    }
}

impl<'a> Sum<&'a Points> for Points {
    fn sum<I: Iterator<Item = &'a Points>>(iter: I) -> Points {
        iter.copied().sum()
    }
}

impl Ord for Points {
    fn cmp(&self, o: &Points) -> Ordering {
        (self.num as i128 * o.den as i128).cmp(&(o.num as i128 * self.den as i128))
    }
}

impl PartialOrd for Points {
    fn partial_cmp(&self, o: &Points) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}

/// Exact decimals where they exist (`1.084`, `142.5`), else the fraction (`50/3`).
impl fmt::Display for Points {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.exact_decimals() {
            Some(d) => f.write_str(&self.to_decimal(d)),
            None => write!(f, "{}/{}", self.num, self.den),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalises_and_compares() {
        assert_eq!(Points::new(2, 4), Points::new(-1, -2));
        assert_eq!(Points::new(3, -6).to_string(), "-0.5");
        assert!(Points::new(1, 3) < Points::new(34, 100));
        assert!(Points::new(-1, 2) < Points::ZERO);
        let total: Points = [Points::new(1, 4), Points::new(1, 4), Points::from_int(2)]
            .iter()
            .sum();
        assert_eq!(total, Points::new(5, 2));
    }

    #[test]
    fn rounds_up_to_thousandths() {
        assert_eq!(Points::new(105, 4000).ceil_to(1000).to_decimal(3), "0.027");
        assert_eq!(Points::new(100, 1000).ceil_to(1000).to_decimal(3), "0.100");
        assert_eq!(Points::new(-1, 3).ceil_to(1), Points::ZERO);
    }

    #[test]
    fn rounds_half_away_from_zero() {
        assert_eq!(Points::new(50, 4).round_to(1), Points::from_int(13));
        assert_eq!(Points::new(50, 3).round_to(1), Points::from_int(17));
        assert_eq!(Points::new(-5, 2).round_to(1), Points::from_int(-3));
        assert_eq!(Points::new(-1, 3).to_decimal(0), "0");
        assert_eq!(Points::new(-2, 3).to_decimal(2), "-0.67");
        assert_eq!(Points::new(2625, 10000).to_decimal(2), "0.26");
    }

    #[test]
    fn displays_fractions_without_decimals() {
        assert_eq!(Points::new(50, 3).to_string(), "50/3");
        assert_eq!(Points::from_int(186).to_string(), "186");
        assert_eq!(Points::new(1100, 1000).to_decimal(3), "1.100");
    }
}
