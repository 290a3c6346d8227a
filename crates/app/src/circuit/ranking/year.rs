//! The national ranking's rules of a year, as data (the national ranking's rules "What counts, per category and year"):
//! one JSON file per year in which they changed (`2019.json`, `2020.json`, `2024.json` beside this
//! file), embedded in the program. A year uses the latest file not after it, so next year's rules
//! are a new file added to [`FILES`], not code.
//!
//! A file says: the minimum tables a tournament needs, the winner's factor `a`, the base 100 and
//! the decay 20 of V = a × (100 + T) × class × e^(−p/20), and for each category that counts its class
//! (fixed, or by the planned rounds for a Campionato periodico), its best N (`{"min", "percent"}`:
//! N = max(min, ⌊valid tournaments × percent ÷ 100⌋); absent: every result counts) and its round cap.
//!
//! ```
//! use raduno_app::circuit::ranking::year::YearRules;
//! use raduno_engine::model::Category;
//! let y = YearRules::of(2025).unwrap(); // 2024's rules still apply
//! assert_eq!(y.from_year, 2024);
//! let master = y.category(Category::TorneoMaster).unwrap();
//! // 12 valid Master tournaments: max(3, ⌊12 × 30 ÷ 100⌋) = 3; 20 of them: 6.
//! assert_eq!((master.best_n(12), master.best_n(20)), (Some(3), Some(6)));
//! assert_eq!(y.category(Category::CampionatoPeriodico).unwrap().round_cap, Some(45));
//! assert!(y.category(Category::Amichevoli).is_none());
//! assert!(YearRules::of(2018).is_none());
//! ```

use crate::circuit::decimal::decimal;
use raduno_engine::format::Points;
use raduno_engine::model::Category;
use serde_json::Value;

/// The embedded files: (the first year they apply to, the file's text).
pub const FILES: [(u32, &str); 3] = [
    (2019, include_str!("2019.json")),
    (2020, include_str!("2020.json")),
    (2024, include_str!("2024.json")),
];

/// A category's class: fixed, or by the tournament's planned rounds R (`[[min R, class], …]`, the
/// last entry whose min R ≤ R applies).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Class {
    Fixed(Points),
    ByRounds(Vec<(u32, Points)>),
}

/// Best N of a category: N = max(`min`, ⌊valid tournaments × `percent` ÷ 100⌋).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Best {
    pub min: u32,
    pub percent: Points,
}

/// What one category counts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CategoryRule {
    pub category: Category,
    pub class: Class,
    /// `None`: every result counts (no category limit).
    pub best: Option<Best>,
    /// Campionato periodico from 2024: results are taken best first while the rounds already counted
    /// are under this.
    pub round_cap: Option<u32>,
}

impl CategoryRule {
    /// The class of a tournament with `rounds` planned rounds.
    pub fn class(&self, rounds: u32) -> Points {
        match &self.class {
            Class::Fixed(c) => *c,
            Class::ByRounds(steps) => steps
                .iter()
                .rev()
                .find(|(min, _)| *min <= rounds)
                .map_or(Points::ZERO, |(_, c)| *c),
        }
    }

    /// How many results of this category count, given the valid tournaments of the year (`None`: all).
    pub fn best_n(&self, valid: u32) -> Option<u32> {
        self.best.map(|b| {
            // ⌊valid × percent ÷ 100⌋, exactly (percent is a decimal such as 33.3).
            let share = Points::from_int(valid as i64) * b.percent * Points::new(1, 100);
            let floor = share.numerator().div_euclid(share.denominator());
            b.min.max(u32::try_from(floor).unwrap_or(u32::MAX))
        })
    }
}

/// The rules of a year.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct YearRules {
    /// The first year these rules apply to (the file's).
    pub from_year: u32,
    pub min_tables: u32,
    /// `a` for the winner (1.2).
    pub winner_factor: Points,
    /// The 100 of (100 + T).
    pub base: u32,
    /// The 20 of e^(−p/20).
    pub decay: u32,
    /// The categories that count, in the official list's order.
    pub categories: Vec<CategoryRule>,
}

impl YearRules {
    /// The rules that apply to `year`: the latest file not after it; `None` before the first.
    pub fn of(year: u32) -> Option<YearRules> {
        let (_, text) = FILES.iter().rev().find(|(from, _)| *from <= year)?;
        YearRules::from_json(text).ok()
    }

    /// The rules of a category, `None` when it does not count.
    pub fn category(&self, c: Category) -> Option<&CategoryRule> {
        self.categories.iter().find(|r| r.category == c)
    }

    /// Reads a year's file; the error names the field.
    pub fn from_json(text: &str) -> Result<YearRules, String> {
        let v: Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
        let int = |key: &str| -> Result<u32, String> {
            v.get(key)
                .and_then(Value::as_u64)
                .and_then(|n| u32::try_from(n).ok())
                .ok_or_else(|| format!("{key}: not a whole number"))
        };
        let winner_factor = exact(v.get("winner_factor")).ok_or("winner_factor: not a number")?;
        let mut categories = Vec::new();
        let map = v
            .get("categories")
            .and_then(Value::as_object)
            .ok_or("categories: not an object")?;
        for c in Category::ALL {
            let key = serde_json::to_value(c)
                .ok()
                .and_then(|k| k.as_str().map(str::to_string))
                .unwrap_or_default();
            if let Some(rule) = map.get(&key) {
                categories.push(category_rule(c, &key, rule)?);
            }
        }
        if let Some(unknown) = map.keys().find(|k| {
            !Category::ALL.iter().any(|c| {
                serde_json::to_value(c)
                    .ok()
                    .as_ref()
                    .and_then(Value::as_str)
                    == Some(k)
            })
        }) {
            return Err(format!("categories.{unknown}: not a category"));
        }
        let decay = int("decay")?;
        if decay == 0 {
            return Err("decay: must be above 0".into());
        }
        Ok(YearRules {
            from_year: int("from_year")?,
            min_tables: int("min_tables")?,
            winner_factor,
            base: int("base")?,
            decay,
            categories,
        })
    }
}

/// An exact decimal from a JSON number (`1.5`, `33.3`).
fn exact(v: Option<&Value>) -> Option<Points> {
    let n = v?.as_number()?;
    decimal(&n.to_string()).filter(|p| *p >= Points::ZERO)
}

fn category_rule(category: Category, key: &str, v: &Value) -> Result<CategoryRule, String> {
    let class = match (v.get("class"), v.get("class_by_rounds")) {
        (Some(c), None) => Class::Fixed(exact(Some(c)).ok_or(format!("{key}.class"))?),
        (None, Some(Value::Array(steps))) => {
            let mut out = Vec::new();
            for s in steps {
                let pair = s.as_array().filter(|a| a.len() == 2);
                let min = pair.and_then(|a| a[0].as_u64()).map(|n| n as u32);
                let class = pair.and_then(|a| exact(Some(&a[1])));
                match (min, class) {
                    (Some(m), Some(c)) => out.push((m, c)),
                    _ => return Err(format!("{key}.class_by_rounds")),
                }
            }
            Class::ByRounds(out)
        }
        _ => return Err(format!("{key}: class or class_by_rounds")),
    };
    let best = match v.get("best") {
        None | Some(Value::Null) => None,
        Some(b) => Some(Best {
            min: b
                .get("min")
                .and_then(Value::as_u64)
                .map(|n| n as u32)
                .ok_or(format!("{key}.best.min"))?,
            percent: exact(b.get("percent")).ok_or(format!("{key}.best.percent"))?,
        }),
    };
    let round_cap = match v.get("round_cap") {
        None | Some(Value::Null) => None,
        Some(n) => Some(
            n.as_u64()
                .map(|n| n as u32)
                .ok_or(format!("{key}.round_cap"))?,
        ),
    };
    Ok(CategoryRule {
        category,
        class,
        best,
        round_cap,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_embedded_file_reads() {
        for (from, text) in FILES {
            let y = YearRules::from_json(text).unwrap_or_else(|e| panic!("{from}: {e}"));
            assert_eq!(y.from_year, from);
            assert_eq!(y.categories.len(), 5, "{from}");
        }
    }

    #[test]
    fn the_spec_values() {
        let y2019 = YearRules::of(2019).unwrap();
        assert_eq!(y2019.min_tables, 1);
        assert!(y2019
            .categories
            .iter()
            .all(|c| c.best.is_none() && c.round_cap.is_none()));
        let y2022 = YearRules::of(2022).unwrap();
        assert_eq!(y2022.from_year, 2020);
        assert_eq!(y2022.min_tables, 6);
        assert_eq!(
            y2022
                .category(Category::CampionatoPeriodico)
                .unwrap()
                .round_cap,
            None
        );
        let raduno = y2022.category(Category::RadunoNazionale).unwrap();
        // 3 valid: ⌊3 × 33.3 ÷ 100⌋ = 0 → the minimum 1; 7 valid: ⌊2.331⌋ = 2.
        assert_eq!((raduno.best_n(3), raduno.best_n(7)), (Some(1), Some(2)));
        let open = y2022.category(Category::TorneoOpen).unwrap();
        // 40 valid: ⌊5.4⌋ = 5.
        assert_eq!(open.best_n(40), Some(5));
        let camp = YearRules::of(2024)
            .unwrap()
            .category(Category::CampionatoPeriodico)
            .cloned()
            .unwrap();
        let classes: Vec<String> = (1..=7).map(|r| camp.class(r).to_string()).collect();
        assert_eq!(classes, ["0.2", "0.2", "0.5", "0.7", "0.8", "1", "1"]);
    }

    #[test]
    fn bad_files_are_refused_with_the_field() {
        let e = YearRules::from_json(r#"{"from_year": 2030, "min_tables": 6, "winner_factor": 1.2, "base": 100, "decay": 20, "categories": {"torneo_blitz": {"class": 1}}}"#).unwrap_err();
        assert!(e.contains("torneo_blitz"), "{e}");
        let e = YearRules::from_json(r#"{"from_year": 2030, "min_tables": 6, "winner_factor": 1.2, "base": 100, "decay": 20, "categories": {"torneo_open": {}}}"#).unwrap_err();
        assert!(e.contains("torneo_open"), "{e}");
    }
}
