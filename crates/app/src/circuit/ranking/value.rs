//! A result's points in the national ranking (the national ranking's rules "Points"): V = a × (100 + T) × class, a = 1.2
//! for the winner, else 1; for p > 1, V × e^(−p/20).
//!
//! **Precision.** e^(−p/20) is irrational, so a result's points cannot be an exact rational. They are
//! computed with integers only, so that every machine (the command line, the browser's wasm) gives
//! the same digits: e^(p/20) is summed from its series with 40 decimals in big integers (every term
//! positive, each truncated), inverted with 40 decimals, and V is then **truncated to 12 decimals**
//! and kept as an exact rational from there on (sums, best N, order). The value kept is within
//! 10⁻¹² below the true V; the series' own error (under 10⁻³⁶) can only matter when V × 10¹² is that
//! close to a whole number, which for these values (a decimal times a power of e) does not happen.
//! The winner's V (p = 1) has no exponential and is exact. Totals are sums of the kept values: two
//! totals are level only when their kept values are equal, and the order is the same everywhere.
//! Shown, as every circuit value, to 3 decimals rounded down. (The legacy tool multiplies Java
//! doubles, exact to about 15 significant digits: the two agree on every shown digit save where a
//! true value lies within about 10⁻¹¹ of a thousandth.)
//!
//! the national ranking's rules's worked examples: winning a Master of 20 tables gives 1.2 × 120 × 4 = 576; second
//! place gives 480 × e^(−0.1) ≈ 434.3 (434.321960…).
//!
//! ```
//! use raduno_app::circuit::ranking::value::points;
//! use raduno_app::circuit::ranking::year::YearRules;
//! use raduno_engine::format::Points;
//! let y = YearRules::of(2024).unwrap();
//! let master = Points::from_int(4);
//! assert_eq!(points(&y, master, 20, 1), Points::from_int(576));
//! let second = points(&y, master, 20, 2);
//! assert_eq!(second.to_decimal(12), "434.321960657260");
//! assert_eq!(raduno_app::circuit::standings::shown(second), "434.321");
//! ```

use super::year::YearRules;
use num_bigint::BigInt;
use num_traits::{ToPrimitive, Zero};
use raduno_engine::format::Points;

/// The decimals e^(−p/20) is computed with.
const WORK_DIGITS: u32 = 40;
/// The decimals a result's points keep.
pub const KEPT_DIGITS: u32 = 12;

/// e^(−p/d) × 10^[`WORK_DIGITS`], truncated: 10^(2·digits) ÷ Σ (p/d)^k ÷ k!.
pub fn exp_neg_scaled(p: u32, d: u32) -> BigInt {
    let one = BigInt::from(10).pow(WORK_DIGITS);
    let mut term = one.clone();
    let mut sum = one.clone();
    let mut k: u64 = 1;
    while !term.is_zero() {
        term = term * p / (u64::from(d) * k);
        sum += &term;
        k += 1;
    }
    &one * &one / sum
}

/// A result's points: place `place` (from 1) in a tournament of `tables` games whose category has
/// `class` (see the module's doc for the precision).
pub fn points(y: &YearRules, class: Points, tables: u32, place: u32) -> Points {
    let a = if place <= 1 {
        y.winner_factor
    } else {
        Points::from_int(1)
    };
    let base = Points::from_int(i64::from(y.base) + i64::from(tables));
    // a, class and (100 + T) are exact decimals: their product is exact.
    let v = a * base * class;
    if place <= 1 {
        return v;
    }
    points_with(v, &exp_neg_scaled(place, y.decay))
}

/// `v × e` (e scaled by 10^[`WORK_DIGITS`]) truncated to [`KEPT_DIGITS`] decimals.
pub fn points_with(v: Points, e: &BigInt) -> Points {
    let num = BigInt::from(v.numerator()) * e;
    let den = BigInt::from(v.denominator()) * BigInt::from(10).pow(WORK_DIGITS - KEPT_DIGITS);
    let kept = num / den;
    // Past i64 only for a tournament of more than 10⁶ tables: kept at the largest value.
    let kept = kept.to_i64().unwrap_or(i64::MAX / 2);
    Points::new(kept, 10i64.pow(KEPT_DIGITS))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_exponential_is_right_to_its_digits() {
        // e^(−1) = 0.3678794411714423215955237701614608674458…
        let e1 = exp_neg_scaled(20, 20).to_string();
        assert_eq!(&e1[..38], "36787944117144232159552377016146086744");
        // e^(−0.1) = 0.9048374180359595731642…
        assert!(exp_neg_scaled(2, 20)
            .to_string()
            .starts_with("9048374180359595731642"));
        // Far places fade to 0 without error.
        assert!(exp_neg_scaled(5000, 20).is_zero());
    }

    #[test]
    fn classes_and_places() {
        let y = YearRules::of(2024).unwrap();
        // A Campionato of 4 rounds (class 0.7), 10 tables, 3rd: 110 × 0.7 × e^(−0.15).
        let v = points(&y, Points::new(7, 10), 10, 3);
        // 77 × 0.8607079764250578 = 66.27451418472945…
        assert_eq!(v.to_decimal(12), "66.274514184729");
        // Interclub winner of 6 tables: 1.2 × 106 × 1.5 = 190.8, exact.
        assert_eq!(points(&y, Points::new(3, 2), 6, 1), Points::new(1908, 10));
    }
}
