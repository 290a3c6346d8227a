//! Reading what a director types: whole numbers, counts, ratios, a choice by its slug.

use super::*;

/// A plain enum's name as serde writes it (`previous`, `eliminations`).
pub(super) fn slug_of<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_value(value)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}

/// The value of one of `choices`, by its name.
pub(super) fn pick<T: serde::de::DeserializeOwned>(
    choices: &[Choice],
    slug: &str,
) -> Result<T, Said> {
    choices
        .iter()
        .find(|c| c.slug == slug)
        .and_then(|c| serde_json::from_value(serde_json::Value::String(c.slug.into())).ok())
        .ok_or_else(|| unknown(slug))
}

pub(super) fn split(text: &str, sep: char) -> impl Iterator<Item = &str> {
    text.split(sep).map(str::trim).filter(|s| !s.is_empty())
}

pub(super) fn whole(text: &str) -> Result<i64, Said> {
    text.parse::<i64>()
        .ok()
        .filter(|v| v.abs() <= 1_000_000)
        .ok_or_else(|| msg::FormatKnobNotWholeNumber { text: &text }.said())
}

pub(super) fn count(text: &str) -> Result<u32, Said> {
    let v = whole(text)?;
    u32::try_from(v).map_err(|_| msg::FormatIsNegative { text: &text }.said())
}

/// "5/4", "1.25" or "2" as an exact factor (never through a float).
pub(super) fn ratio(text: &str) -> Result<Ratio, Said> {
    let bad = || msg::FormatKnobNotFactor { text: &text }.said();
    let text = text.replace(',', ".");
    let r = if let Some((n, d)) = text.split_once('/') {
        Ratio {
            num: whole(n.trim()).map_err(|_| bad())?,
            den: whole(d.trim()).map_err(|_| bad())?,
        }
    } else {
        let (int, frac) = text.split_once('.').unwrap_or((&text, ""));
        if frac.len() > 4 || !frac.chars().all(|c| c.is_ascii_digit()) {
            return Err(bad());
        }
        let den = 10i64.pow(frac.len() as u32);
        let int = if int.is_empty() {
            0
        } else {
            whole(int).map_err(|_| bad())?
        };
        let frac = if frac.is_empty() {
            0
        } else {
            whole(frac).map_err(|_| bad())?
        };
        Ratio {
            num: int * den + frac,
            den,
        }
    };
    if r.num <= 0 || r.den <= 0 {
        return Err(msg::FormatFactorIsPositive { text: &text }.said());
    }
    let g = gcd(r.num, r.den);
    Ok(Ratio {
        num: r.num / g,
        den: r.den / g,
    })
}

pub(super) fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a.abs().max(1)
    } else {
        gcd(b, a % b)
    }
}

pub(super) fn show_ratio(r: Ratio) -> String {
    if r.den == 1 {
        r.num.to_string()
    } else {
        format!("{}/{}", r.num, r.den)
    }
}
