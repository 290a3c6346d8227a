//! Exact fractions for the rating's arithmetic (every step ends by rounding half up).

/// An exact fraction (denominator always positive).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ratio {
    pub num: i64,
    pub den: i64,
}

fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.abs(), b.abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a.max(1)
}

impl Ratio {
    /// `num / den`; `den` must not be 0 (a zero denominator is treated as 1).
    pub fn new(num: i64, den: i64) -> Ratio {
        let (num, den) = if den < 0 {
            (-num, -den)
        } else {
            (num, den.max(1))
        };
        let g = gcd(num, den);
        Ratio {
            num: num / g,
            den: den / g,
        }
    }

    /// Rounded half up: ⌊x + ½⌋ (so 35.7 → 36, 12.5 → 13, −12.5 → −12).
    pub fn round_half_up(self) -> i64 {
        (2 * self.num + self.den).div_euclid(2 * self.den)
    }

    pub(super) fn sum(self, other: Ratio) -> Ratio {
        let g = gcd(self.den, other.den);
        Ratio::new(
            self.num * (other.den / g) + other.num * (self.den / g),
            self.den / g * other.den,
        )
    }

    pub fn to_f64(self) -> f64 {
        self.num as f64 / self.den as f64
    }
}

impl std::ops::Add for Ratio {
    type Output = Ratio;
    fn add(self, other: Ratio) -> Ratio {
        self.sum(other)
    }
}

impl From<i64> for Ratio {
    fn from(n: i64) -> Ratio {
        Ratio { num: n, den: 1 }
    }
}

impl std::fmt::Display for Ratio {
    /// One decimal, rounded half up.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let tenths = Ratio::new(self.num * 10, self.den).round_half_up();
        let sign = if tenths < 0 { "-" } else { "" };
        write!(f, "{sign}{}.{}", tenths.abs() / 10, tenths.abs() % 10)
    }
}
