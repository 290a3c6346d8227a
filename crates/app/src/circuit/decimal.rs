//! Exact decimals as the circuits' rules and the ranking's yearly limits write them (`1.5`, `0.125`,
//! `2e-3`): read into exact points, never through a float.

use raduno_engine::format::Points;

/// Most decimals a number in the rules may have (weights like 1.5 or 0.125, table values like 2.5).
pub const MAX_DECIMALS: usize = 6;

/// `"1.5"`, `"-0.25"`, `"2e-3"` → the exact value; `None` beyond the limits.
pub fn decimal(text: &str) -> Option<Points> {
    let text = text.trim();
    let (mantissa, exp) = match text.split_once(['e', 'E']) {
        Some((m, e)) => (m, e.parse::<i32>().ok()?),
        None => (text, 0),
    };
    let (negative, body) = match mantissa.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, mantissa.strip_prefix('+').unwrap_or(mantissa)),
    };
    let (int, frac) = body.split_once('.').unwrap_or((body, ""));
    if int.is_empty() && frac.is_empty()
        || !int.chars().all(|c| c.is_ascii_digit())
        || !frac.chars().all(|c| c.is_ascii_digit())
    {
        return None;
    }
    let digits = format!("{int}{frac}");
    let digits = digits.trim_start_matches('0');
    let scale = frac.len() as i32 - exp;
    if digits.len() > 15 || scale > MAX_DECIMALS as i32 || scale < -9 {
        return None;
    }
    let mut num: i64 = if digits.is_empty() {
        0
    } else {
        digits.parse().ok()?
    };
    let mut den: i64 = 1;
    if scale >= 0 {
        den = 10i64.pow(scale as u32);
    } else {
        num = num.checked_mul(10i64.pow((-scale) as u32))?;
    }
    if num / den > 1_000_000_000 {
        return None;
    }
    Some(Points::new(if negative { -num } else { num }, den))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals_are_exact() {
        assert_eq!(decimal("1.5"), Some(Points::new(3, 2)));
        assert_eq!(decimal("0.1"), Some(Points::new(1, 10)));
        assert_eq!(decimal("2e-3"), Some(Points::new(2, 1000)));
        assert_eq!(decimal("-0.25"), Some(Points::new(-1, 4)));
        assert_eq!(decimal("0.1234567"), None);
        assert_eq!(decimal("abc"), None);
    }
}
