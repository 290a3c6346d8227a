//! A circuit's rules as data (the circuits' rules): the JSON file the app exports and imports, checked field by
//! field with the place of every problem.
//!
//! ```
//! use raduno_app::circuit::rules::{PointsRule, Rules};
//! let rules = Rules::from_json(r#"{
//!     "name": "Campionato 2026",
//!     "points": {"table": [25, 18, 15, 12, 10, 8, 6, 4, 2, 1]},
//!     "tournaments": {"Serata 3": {"weight": 1.5}},
//!     "best": 12, "min_events": 3,
//!     "same": [["Marco Rossi|ROMA", "Marco Rossi|LATINA"]]
//! }"#).unwrap();
//! assert!(matches!(rules.points, PointsRule::Table(ref v) if v.len() == 10));
//! assert_eq!(rules.weight("Serata 3").to_string(), "1.5");
//! assert_eq!(rules.weight("Serata 1").to_string(), "1");
//! // A negative weight is refused with its place.
//! let bad = Rules::from_json(r#"{"points": {"field": "beaten"}, "tournaments": {"A": {"weight": -1}}}"#);
//! assert_eq!(bad.unwrap_err()[0].place, "tournaments.«A».weight");
//! ```

use super::decimal::{decimal, MAX_DECIMALS};
use raduno_engine::format::FormatKind;
use raduno_engine::format::Points;
use raduno_engine::i18n::msg;
use raduno_engine::i18n::{Lang, Localized, Text};
use serde_json::{json, Map, Value};
use std::collections::BTreeMap;

/// How a tournament's place becomes circuit points (the circuits' rules "Points per tournament").
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PointsRule {
    /// `{"table": [25, 18, …]}`: place p earns the p-th value, 0 past the end.
    Table(Vec<Points>),
    /// `{"field": "beaten"}`: N − p + 1, N the players ranked in that tournament.
    Beaten,
    /// `{"field": "percent"}`: 100 × (N − p) ÷ (N − 1), 100 when N = 1.
    Percent,
    /// `{"own": true}`: the player's total tournament points there.
    Own,
}

impl Default for PointsRule {
    fn default() -> Self {
        PointsRule::Table(
            [25, 18, 15, 12, 10, 8, 6, 4, 2, 1]
                .into_iter()
                .map(Points::from_int)
                .collect(),
        )
    }
}

/// What the rules say about one tournament, by its name.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct TournamentRule {
    /// Multiplies the tournament's points (default 1).
    pub weight: Option<Points>,
    /// The format a workbook is read with (the command line; a backup carries its own).
    pub format: Option<FormatKind>,
    /// The tournament's rounds, for a file that declares none (a GestioneRaduno workbook).
    pub rounds: Option<u32>,
}

/// A circuit's rules (the circuits' rules).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rules {
    /// The circuit's name.
    pub name: String,
    pub points: PointsRule,
    /// Per tournament name: its weight and format.
    pub tournaments: BTreeMap<String, TournamentRule>,
    /// Only a player's N highest results count (`None`: all).
    pub best: Option<u32>,
    /// Players with fewer tournaments are listed apart, unranked (default 1).
    pub min_events: u32,
    /// Entries the director declared one person: `["Marco Rossi|ROMA", "Marco Rossi|LATINA"]`.
    pub same: Vec<[String; 2]>,
    /// Candidate pairs the director declared two people (so they are no longer asked about).
    pub apart: Vec<[String; 2]>,
    /// The national ranking of this year (`{"ranking": "nazionale", "year": 2024}`, the national ranking's rules): the
    /// points, limits and identities are the ranking's, and `points`, `best`, `min_events` and the
    /// weights are not used.
    pub ranking: Option<u32>,
    /// The table rating (`{"rating": "weng-lin"}`, a rating for RisiKo! tables): players rated from the order of
    /// every table; `points`, `best`, `min_events` and the weights are not used.
    pub rating: Option<RatingModel>,
}

/// The model a rating circuit rates with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RatingModel {
    /// Weng–Lin, Bradley–Terry full pairs (`"weng-lin"`).
    WengLin,
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            name: String::new(),
            points: PointsRule::default(),
            tournaments: BTreeMap::new(),
            best: None,
            min_events: 1,
            same: Vec::new(),
            apart: Vec::new(),
            ranking: None,
            rating: None,
        }
    }
}

/// A problem in a rules file: where (`points.table[3]`, `tournaments.«Serata 2».weight`, `line 4,
/// column 7`) and why (a message, said at the edge).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesError {
    pub place: String,
    pub why: Text,
}

impl RulesError {
    fn new(place: impl Into<String>, why: Text) -> Self {
        RulesError {
            place: place.into(),
            why,
        }
    }
}

impl Localized for RulesError {
    fn text(&self, lang: Lang) -> String {
        let why = self.why.text(lang);
        if self.place.is_empty() {
            why
        } else {
            format!("{}: {why}", self.place)
        }
    }
}

/// An exact value from a JSON number: integers as they are, decimals from their shortest text (`1.5`,
/// `0.125`), at most [`MAX_DECIMALS`] decimals.
fn exact(v: &Value) -> Option<Points> {
    let n = v.as_number()?;
    if let Some(i) = n.as_i64() {
        return (i.abs() <= 1_000_000_000).then(|| Points::from_int(i));
    }
    let text = n.to_string();
    decimal(&text)
}

/// A value as JSON: an integer, or the exact decimal.
fn number(p: Points) -> Value {
    if p.denominator() == 1 {
        json!(p.numerator())
    } else {
        p.to_string()
            .parse::<f64>()
            .ok()
            .and_then(serde_json::Number::from_f64)
            .map_or(Value::Null, Value::Number)
    }
}

impl Rules {
    /// The rounds the rules give a tournament (`None`: what its file says).
    pub fn rounds(&self, tournament: &str) -> Option<u32> {
        self.tournaments.get(tournament).and_then(|t| t.rounds)
    }

    /// The weight of a tournament (default 1).
    pub fn weight(&self, tournament: &str) -> Points {
        self.tournaments
            .get(tournament)
            .and_then(|t| t.weight)
            .unwrap_or(Points::from_int(1))
    }

    /// Reads and checks a rules file; every problem comes back with its place.
    pub fn from_json(text: &str) -> Result<Rules, Vec<RulesError>> {
        let value: Value = serde_json::from_str(text).map_err(|e| {
            vec![RulesError::new(
                format!("riga/line {}, col {}", e.line(), e.column()),
                msg::CircuitInvalidJson { error: &e }.said(),
            )]
        })?;
        Self::from_value(&value)
    }

    /// The rules from a JSON value (see [`Rules::from_json`]).
    pub fn from_value(value: &Value) -> Result<Rules, Vec<RulesError>> {
        let mut errors = Vec::new();
        let Some(obj) = value.as_object() else {
            return Err(vec![RulesError::new("", msg::CircuitRulesNotObject.said())]);
        };
        let mut rules = Rules::default();
        for key in obj.keys() {
            if !matches!(
                key.as_str(),
                "name"
                    | "circuit"
                    | "points"
                    | "tournaments"
                    | "best"
                    | "min_events"
                    | "same"
                    | "apart"
                    | "ranking"
                    | "year"
                    | "rating"
            ) {
                errors.push(RulesError::new(
                    key.clone(),
                    msg::CircuitRulesUnknownField.said(),
                ));
            }
        }
        if let Some(name) = obj.get("name").or_else(|| obj.get("circuit")) {
            match name.as_str() {
                Some(s) => rules.name = s.trim().to_string(),
                None => errors.push(RulesError::new("name", msg::CircuitMustBeText.said())),
            }
        }
        ranking_rule(obj, &mut rules, &mut errors);
        rating_rule(obj, &mut rules, &mut errors);
        match obj.get("points") {
            None if obj.contains_key("ranking") || obj.contains_key("rating") => {}
            None => errors.push(RulesError::new("points", msg::CircuitPointsMissing.said())),
            Some(p) => match points_rule(p) {
                Ok(r) => rules.points = r,
                Err(e) => errors.extend(e),
            },
        }
        tournaments_rule(obj, &mut rules, &mut errors);
        counts_rule(obj, &mut rules, &mut errors);
        for key in ["same", "apart"] {
            let Some(v) = obj.get(key) else { continue };
            let pairs = match pairs(key, v) {
                Ok(p) => p,
                Err(e) => {
                    errors.extend(e);
                    continue;
                }
            };
            if key == "same" {
                rules.same = pairs;
            } else {
                rules.apart = pairs;
            }
        }
        if errors.is_empty() {
            Ok(rules)
        } else {
            Err(errors)
        }
    }

    /// Checks rules made in the page (the same checks as a file).
    pub fn check(&self) -> Result<(), Vec<RulesError>> {
        Self::from_value(&self.to_value()).map(|_| ())
    }

    /// The rules as JSON (what the page exports and stores).
    pub fn to_value(&self) -> Value {
        let mut obj = Map::new();
        obj.insert("name".into(), json!(self.name));
        obj.insert(
            "points".into(),
            match &self.points {
                PointsRule::Table(v) => {
                    json!({ "table": v.iter().map(|p| number(*p)).collect::<Vec<_>>() })
                }
                PointsRule::Beaten => json!({ "field": "beaten" }),
                PointsRule::Percent => json!({ "field": "percent" }),
                PointsRule::Own => json!({ "own": true }),
            },
        );
        let mut ts = Map::new();
        for (name, r) in &self.tournaments {
            let mut t = Map::new();
            if let Some(w) = r.weight {
                t.insert("weight".into(), number(w));
            }
            if let Some(f) = r.format {
                t.insert("format".into(), json!(f.slug()));
            }
            if let Some(n) = r.rounds {
                t.insert("rounds".into(), json!(n));
            }
            if !t.is_empty() {
                ts.insert(name.clone(), Value::Object(t));
            }
        }
        obj.insert("tournaments".into(), Value::Object(ts));
        obj.insert("best".into(), self.best.map_or(Value::Null, |b| json!(b)));
        obj.insert("min_events".into(), json!(self.min_events));
        obj.insert("same".into(), json!(self.same));
        obj.insert("apart".into(), json!(self.apart));
        if let Some(year) = self.ranking {
            obj.insert("ranking".into(), json!("nazionale"));
            obj.insert("year".into(), json!(year));
        }
        if let Some(RatingModel::WengLin) = self.rating {
            obj.insert("rating".into(), json!("weng-lin"));
        }
        Value::Object(obj)
    }

    /// The rules as the JSON file the page exports.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(&self.to_value()).unwrap_or_default()
    }

    /// Records the director's decision on a candidate pair (merge when `same`, else keep apart),
    /// replacing an earlier decision on the same pair.
    pub fn decide(&mut self, a: &str, b: &str, same: bool) {
        self.undecide(a, b);
        let pair = [a.to_string(), b.to_string()];
        if same {
            self.same.push(pair);
        } else {
            self.apart.push(pair);
        }
    }

    /// Forgets the decision on a pair (it becomes a question again).
    pub fn undecide(&mut self, a: &str, b: &str) {
        let is = |p: &[String; 2]| (p[0] == a && p[1] == b) || (p[0] == b && p[1] == a);
        self.same.retain(|p| !is(p));
        self.apart.retain(|p| !is(p));
    }
}

impl serde::Serialize for Rules {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.to_value().serialize(s)
    }
}

impl<'de> serde::Deserialize<'de> for Rules {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = Value::deserialize(d)?;
        Rules::from_value(&v).map_err(|e| {
            serde::de::Error::custom(
                e.iter()
                    .map(|e| e.text(Lang::En))
                    .collect::<Vec<_>>()
                    .join("; "),
            )
        })
    }
}

fn points_rule(v: &Value) -> Result<PointsRule, Vec<RulesError>> {
    let bad = || {
        vec![RulesError::new(
            "points",
            msg::CircuitPointsUnrecognised { value: &v }.said(),
        )]
    };
    let Some(obj) = v.as_object() else {
        return Err(bad());
    };
    if obj.len() != 1 {
        return Err(bad());
    }
    if let Some(table) = obj.get("table") {
        let Some(items) = table.as_array() else {
            return Err(vec![RulesError::new(
                "points.table",
                msg::CircuitPointsTableNotList.said(),
            )]);
        };
        if items.is_empty() {
            return Err(vec![RulesError::new(
                "points.table",
                msg::CircuitPointsTableEmpty.said(),
            )]);
        }
        let mut values = Vec::new();
        let mut errors = Vec::new();
        for (i, item) in items.iter().enumerate() {
            match exact(item) {
                Some(p) if p >= Points::ZERO => values.push(p),
                Some(_) => errors.push(RulesError::new(
                    format!("points.table[{}]", i + 1),
                    msg::CircuitNegativeValue { item: &item }.said(),
                )),
                None => errors.push(RulesError::new(
                    format!("points.table[{}]", i + 1),
                    msg::CircuitPointsValueInvalid {
                        value: &MAX_DECIMALS,
                        item: &item,
                    }
                    .said(),
                )),
            }
        }
        return if errors.is_empty() {
            Ok(PointsRule::Table(values))
        } else {
            Err(errors)
        };
    }
    if let Some(field) = obj.get("field") {
        return match field.as_str() {
            Some("beaten") => Ok(PointsRule::Beaten),
            Some("percent") => Ok(PointsRule::Percent),
            _ => Err(vec![RulesError::new(
                "points.field",
                msg::CircuitPointsFieldInvalid { field: &field }.said(),
            )]),
        };
    }
    if obj.get("own") == Some(&Value::Bool(true)) {
        return Ok(PointsRule::Own);
    }
    Err(bad())
}

fn tournament_rule(name: &str, v: &Value) -> Result<TournamentRule, Vec<RulesError>> {
    let place = |field: &str| format!("tournaments.«{name}».{field}");
    let Some(obj) = v.as_object() else {
        return Err(vec![RulesError::new(
            format!("tournaments.«{name}»"),
            msg::CircuitTournamentNotObject.said(),
        )]);
    };
    let mut r = TournamentRule::default();
    let mut errors = Vec::new();
    for (key, value) in obj {
        match key.as_str() {
            "weight" => match exact(value) {
                Some(w) if w < Points::ZERO => errors.push(RulesError::new(
                    place("weight"),
                    msg::CircuitNegativeWeight { value: &value }.said(),
                )),
                Some(w) => r.weight = Some(w),
                None => errors.push(RulesError::new(
                    place("weight"),
                    msg::CircuitWeightInvalid {
                        value: &MAX_DECIMALS,
                        other: &value,
                    }
                    .said(),
                )),
            },
            "format" => match value.as_str().and_then(FormatKind::from_slug) {
                Some(f) => r.format = Some(f),
                None => errors.push(RulesError::new(
                    place("format"),
                    msg::CircuitUnknownFormat { value: &value }.said(),
                )),
            },
            "rounds" => match value.as_u64().filter(|n| (1..=100).contains(n)) {
                Some(n) => r.rounds = Some(n as u32),
                None => errors.push(RulesError::new(
                    place("rounds"),
                    msg::LegacyCircuitRoundsWholeNumber { value: &value }.said(),
                )),
            },
            other => errors.push(RulesError::new(
                place(other),
                msg::LegacyCircuitUnknownTournamentField.said(),
            )),
        }
    }
    if errors.is_empty() {
        Ok(r)
    } else {
        Err(errors)
    }
}

fn pairs(key: &str, v: &Value) -> Result<Vec<[String; 2]>, Vec<RulesError>> {
    let Some(items) = v.as_array() else {
        return Err(vec![RulesError::new(key, msg::CircuitPairsNotList.said())]);
    };
    let mut out = Vec::new();
    let mut errors = Vec::new();
    for (i, item) in items.iter().enumerate() {
        match item.as_array().map(|a| a.as_slice()) {
            Some([Value::String(a), Value::String(b)])
                if !a.trim().is_empty() && !b.trim().is_empty() =>
            {
                out.push([a.trim().to_string(), b.trim().to_string()])
            }
            _ => errors.push(RulesError::new(
                format!("{key}[{}]", i + 1),
                msg::CircuitPairInvalid { item: &item }.said(),
            )),
        }
    }
    if errors.is_empty() {
        Ok(out)
    } else {
        Err(errors)
    }
}

type Object = serde_json::Map<String, Value>;

/// `"ranking": "nazionale"` with its `year` (one the per-year limits have).
fn ranking_rule(obj: &Object, rules: &mut Rules, errors: &mut Vec<RulesError>) {
    match (obj.get("ranking"), obj.get("year")) {
        (None, None) => {}
        (Some(Value::String(r)), y) if r == "nazionale" => {
            let year = y
                .and_then(Value::as_u64)
                .and_then(|n| u32::try_from(n).ok());
            match year.filter(|&n| n <= 9999 && super::ranking::year::YearRules::of(n).is_some()) {
                Some(n) => rules.ranking = Some(n),
                None => errors.push(RulesError::new(
                    "year",
                    msg::RankingYearInvalid {
                        value: &y.map_or("-".to_string(), Value::to_string),
                        first: &super::ranking::year::FILES[0].0,
                    }
                    .said(),
                )),
            }
        }
        (Some(r), _) => errors.push(RulesError::new(
            "ranking",
            msg::RankingUnknown { value: &r }.said(),
        )),
        (None, Some(_)) => errors.push(RulesError::new("year", msg::RankingYearAlone.said())),
    }
}

/// `"rating": "weng-lin"`: the table rating; not with the national ranking.
fn rating_rule(obj: &Object, rules: &mut Rules, errors: &mut Vec<RulesError>) {
    match obj.get("rating") {
        None => {}
        Some(Value::String(r)) if r == "weng-lin" => {
            if obj.contains_key("ranking") {
                errors.push(RulesError::new(
                    "rating",
                    msg::TableRatingWithRanking.said(),
                ));
            } else {
                rules.rating = Some(RatingModel::WengLin);
            }
        }
        Some(r) => errors.push(RulesError::new(
            "rating",
            msg::TableRatingUnknown { value: &r }.said(),
        )),
    }
}

/// `"tournaments"`: each tournament's own rule (its weight, its points).
fn tournaments_rule(obj: &Object, rules: &mut Rules, errors: &mut Vec<RulesError>) {
    if let Some(t) = obj.get("tournaments") {
        match t.as_object() {
            None => errors.push(RulesError::new(
                "tournaments",
                msg::CircuitTournamentsNotObject.said(),
            )),
            Some(map) => {
                for (name, v) in map {
                    match tournament_rule(name, v) {
                        Ok(r) => {
                            rules.tournaments.insert(name.clone(), r);
                        }
                        Err(e) => errors.extend(e),
                    }
                }
            }
        }
    }
}

/// `"best"` (the results that count) and `"min_events"` (the tournaments to be ranked).
fn counts_rule(obj: &Object, rules: &mut Rules, errors: &mut Vec<RulesError>) {
    match obj.get("best") {
        None | Some(Value::Null) => {}
        Some(v) => match v.as_u64() {
            Some(n) if n >= 1 && n <= u32::MAX as u64 => rules.best = Some(n as u32),
            _ => errors.push(RulesError::new(
                "best",
                msg::CircuitBestInvalid { value: &v }.said(),
            )),
        },
    }
    match obj.get("min_events") {
        None | Some(Value::Null) => {}
        Some(v) => match v.as_u64() {
            Some(n) if n <= u32::MAX as u64 => rules.min_events = n as u32,
            _ => errors.push(RulesError::new(
                "min_events",
                msg::CircuitMinEventsInvalid { value: &v }.said(),
            )),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_rules_are_refused_with_their_place() {
        let e = Rules::from_json(r#"{"points": {"table": []}}"#).unwrap_err();
        assert_eq!(e[0].place, "points.table");
        let e = Rules::from_json(r#"{"points": {"table": [3, -1]}, "best": 0}"#).unwrap_err();
        let places: Vec<&str> = e.iter().map(|e| e.place.as_str()).collect();
        assert_eq!(places, ["points.table[2]", "best"]);
        let e = Rules::from_json("{\"points\": \n {\"table\": [1,}}").unwrap_err();
        assert!(e[0].place.starts_with("riga/line 2"), "{:?}", e);
        let e =
            Rules::from_json(r#"{"points": {"field": "beaten"}, "same": [["a"]]}"#).unwrap_err();
        assert_eq!(e[0].place, "same[1]");
    }

    #[test]
    fn rules_round_trip_through_json() {
        let text = r#"{"name": "Lega", "points": {"table": [10, 7.5, 5]}, "tournaments": {"T1": {"weight": 1.25, "format": "open"}}, "best": 2, "min_events": 2, "same": [["A B|X", "A B|Y"]], "apart": [["C D|X", "C D|Z"]]}"#;
        let r = Rules::from_json(text).unwrap();
        let back = Rules::from_json(&r.to_json()).unwrap();
        assert_eq!(r, back);
        assert_eq!(r.weight("T1"), Points::new(5, 4));
        assert_eq!(r.tournaments["T1"].format, Some(FormatKind::Open));
    }
}
