//! The circuit's standings (the circuits' rules): points per tournament by place, weight, best N, minimum
//! tournaments, order.
//!
//! A worked example, the table `[25, 18, 15]` with two players level 2nd of four: each earns the mean
//! of the 2nd and 3rd places' points, (18 + 15) ÷ 2 = 16.5; with `"field": "percent"` the 2nd of five
//! earns 100 × (5 − 2) ÷ 4 = 75.
//!
//! ```
//! use raduno_app::circuit::rules::{PointsRule, Rules};
//! use raduno_app::circuit::standings::place_points;
//! use raduno_engine::format::Points;
//! let table = PointsRule::Table(vec![Points::from_int(25), Points::from_int(18), Points::from_int(15)]);
//! assert_eq!(place_points(&table, 4, 2, 3, Points::ZERO).to_string(), "16.5");
//! assert_eq!(place_points(&PointsRule::Percent, 5, 2, 2, Points::ZERO).to_string(), "75");
//! assert_eq!(place_points(&PointsRule::Beaten, 5, 2, 2, Points::ZERO).to_string(), "4");
//! ```

mod notes;
mod total;
mod who;

pub use notes::{DropWhy, PlaceNote, PlaceWhy};
pub use total::{place_points, shown, Total};
use who::person_row;
pub(super) use who::{identify, latest_national_id, people, usual, usual_club};

use super::identity::{self, CandidatePair, Decision, DecisionNote, Likeness};
use super::rules::Rules;
use super::Held;
use raduno_engine::format::Points;
use raduno_engine::model::Category;
use std::cmp::Ordering;

/// One result of a player: where, which place, how many circuit points (weighted).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scored {
    /// Index into the circuit's tournaments.
    pub tournament: usize,
    pub place: u32,
    pub points: Points,
    /// Why a dropped result does not count, where the rules say (`None`: past the best N, or
    /// counted).
    pub why: Option<DropWhy>,
    /// The place the app's own standings give, where the workbook's `Classifica Ridotta` (whose
    /// place this is) says another (the national ranking).
    pub own_place: Option<u32>,
}

/// A player's line in the circuit's standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CircuitRow {
    /// `None` for players under the minimum of tournaments (listed apart).
    pub pos: Option<u32>,
    pub first_name: String,
    pub last_name: String,
    pub club: String,
    pub national_id: String,
    pub total: Total,
    /// Tournaments played.
    pub events: usize,
    /// The results that count, in tournament order.
    pub counted: Vec<Scored>,
    /// The results past the best N, in tournament order.
    pub dropped: Vec<Scored>,
}

impl CircuitRow {
    pub fn full_name(&self) -> String {
        format!("{} {}", self.first_name, self.last_name)
    }

    /// The label the rules' `"same"` uses.
    pub fn label(&self) -> String {
        identity::label(&self.first_name, &self.last_name, &self.club)
    }

    fn best(&self) -> Points {
        self.counted
            .iter()
            .map(|s| s.points)
            .max()
            .unwrap_or(Points::ZERO)
    }
}

/// A candidate pair as shown: both labels, why they look alike, the decision, and the tournaments each
/// played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Candidate {
    pub a: String,
    pub b: String,
    pub likeness: Likeness,
    pub decision: Decision,
    pub a_tournaments: Vec<String>,
    pub b_tournaments: Vec<String>,
}

/// The circuit's standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CircuitStandings {
    pub name: String,
    /// The tournaments' names, in the circuit's order ([`Scored::tournament`] indexes them).
    pub tournaments: Vec<String>,
    pub rows: Vec<CircuitRow>,
    /// Under the minimum of tournaments: unranked, in the same order.
    pub unranked: Vec<CircuitRow>,
    pub candidates: Vec<Candidate>,
    /// Decisions that could not be applied, and people found twice in one tournament.
    pub notes: Vec<DecisionNote>,
    /// Tournaments that declared no number of rounds, taken as the rounds in their file: the tournament's name and its rounds.
    pub rounds_from_file: Vec<(String, u32)>,
    /// The national ranking's year and limits, when the rules are the ranking's.
    pub ranking: Option<RankingInfo>,
    /// Where a workbook's `Classifica Ridotta` and the app's own standings place a player apart
    /// (the national ranking, which counts the former).
    pub places: Vec<PlaceNote>,
}

/// What the ranking says of one category in the year: its valid tournaments and how many results
/// count (the best N, or the round cap).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CategoryLimit {
    pub category: Category,
    pub tournaments: u32,
    /// `None`: every result counts (or the round cap decides).
    pub best: Option<u32>,
    pub round_cap: Option<u32>,
}

/// The ranking's facts shown with its standings: the year, the rules' first year, and each category's
/// limit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RankingInfo {
    pub year: u32,
    pub rules_from: u32,
    pub limits: Vec<CategoryLimit>,
}

/// Every entry of the held tournaments, and its points.
pub(super) struct Entry<'a> {
    pub(super) tournament: usize,
    pub(super) row: &'a super::HeldRow,
    pub(super) place: u32,
    pub(super) points: Points,
}

/// Ranks the players of `held` tournaments by a circuit's own rules (points per place, weights, best N,
/// the minimum); the national ranking is [`super::ranking::compute`], and [`super::compute`] chooses.
pub fn compute(rules: &Rules, held: &[Held]) -> CircuitStandings {
    let entries = entries(rules, held);
    let ids = identify(&entries, rules);
    let mut notes = ids.notes.clone();
    let best = rules.best.map_or(usize::MAX, |b| b as usize);
    let rows: Vec<CircuitRow> = people(&ids)
        .into_iter()
        .map(|list| person_row(&list, &entries, held, best, &mut notes))
        .collect();
    let (ranked, unranked) = rank(rows, rules.min_events);
    CircuitStandings {
        name: rules.name.clone(),
        tournaments: held.iter().map(|h| h.name.clone()).collect(),
        rows: ranked,
        unranked,
        candidates: candidates(&ids, &entries, held),
        notes,
        rounds_from_file: held
            .iter()
            .filter_map(|h| h.rounds_from_file.map(|n| (h.name.clone(), n)))
            .collect(),
        ranking: None,
        places: Vec::new(),
    }
}

/// Each tournament's rows with their circuit points: place points (players level share the places
/// they cover) times the tournament's weight.
fn entries<'a>(rules: &Rules, held: &'a [Held]) -> Vec<Entry<'a>> {
    let mut entries = Vec::new();
    for (t, h) in held.iter().enumerate() {
        let n = h.rows.len() as u32;
        let weight = rules.weight(&h.name);
        // How many share each place (players level over places p..q).
        let mut level: std::collections::HashMap<u32, u32> = std::collections::HashMap::new();
        for r in &h.rows {
            *level.entry(r.place).or_default() += 1;
        }
        for r in &h.rows {
            let q = r.place + level.get(&r.place).copied().unwrap_or(1) - 1;
            let points = place_points(&rules.points, n, r.place, q, r.own) * weight;
            entries.push(Entry {
                tournament: t,
                row: r,
                place: r.place,
                points,
            });
        }
    }
    entries
}

/// Best N: the highest results count (among equal points, the earlier tournament). Gives the counted
/// and the dropped results, each in tournament order, and the total.
fn best_results(results: Vec<Scored>, best: usize) -> (Vec<Scored>, Vec<Scored>, Total) {
    let mut order: Vec<usize> = (0..results.len()).collect();
    raduno_engine::order::sort_by(&mut order, |&a, &b| {
        results[b]
            .points
            .cmp(&results[a].points)
            .then(results[a].tournament.cmp(&results[b].tournament))
    });
    let mut counted_flags = vec![false; results.len()];
    for &i in order.iter().take(best) {
        counted_flags[i] = true;
    }
    let mut counted = Vec::new();
    let mut dropped = Vec::new();
    let mut total = Total::zero();
    let mut sorted: Vec<(bool, Scored)> = counted_flags.into_iter().zip(results).collect();
    raduno_engine::order::sort_by_key(&mut sorted, |(_, s)| s.tournament);
    for (c, s) in sorted {
        if c {
            total.add(s.points);
            counted.push(s);
        } else {
            dropped.push(s);
        }
    }
    total.normalise();
    (counted, dropped, total)
}

/// Order: total; the best single counted result; more tournaments played; else level (same position).
/// Players under the minimum of tournaments are unranked, in the same order.
fn rank(mut rows: Vec<CircuitRow>, min_events: u32) -> (Vec<CircuitRow>, Vec<CircuitRow>) {
    let key_cmp = |a: &CircuitRow, b: &CircuitRow| {
        b.total
            .cmp(&a.total)
            .then_with(|| b.best().cmp(&a.best()))
            .then_with(|| b.events.cmp(&a.events))
    };
    raduno_engine::order::sort_by(&mut rows, |a, b| {
        key_cmp(a, b)
            .then_with(|| a.last_name.cmp(&b.last_name))
            .then_with(|| a.first_name.cmp(&b.first_name))
    });
    let (mut ranked, unranked): (Vec<CircuitRow>, Vec<CircuitRow>) = rows
        .into_iter()
        .partition(|r| r.events as u32 >= min_events);
    for i in 0..ranked.len() {
        let pos = if i > 0 && key_cmp(&ranked[i - 1], &ranked[i]) == Ordering::Equal {
            ranked[i - 1].pos
        } else {
            Some(i as u32 + 1)
        };
        ranked[i].pos = pos;
    }
    (ranked, unranked)
}

/// The pairs that may be one person, with the tournaments each side played.
fn candidates(ids: &identity::Identities, entries: &[Entry], held: &[Held]) -> Vec<Candidate> {
    let played = |g: usize| -> Vec<String> {
        let mut ts: Vec<usize> = ids.groups[g]
            .iter()
            .map(|&e| entries[e].tournament)
            .collect();
        ts.sort_unstable();
        ts.dedup();
        ts.into_iter().map(|t| held[t].name.clone()).collect()
    };
    let group_label = |g: usize| -> String {
        let r = ids.groups[g]
            .iter()
            .max_by_key(|&&e| (entries[e].tournament, e))
            .map(|&e| entries[e].row);
        r.map_or(String::new(), |r| {
            identity::label(&r.first_name, &r.last_name, &r.club)
        })
    };
    ids.candidates
        .iter()
        .map(|c: &CandidatePair| Candidate {
            a: group_label(c.a),
            b: group_label(c.b),
            likeness: c.likeness,
            decision: c.decision,
            a_tournaments: played(c.a),
            b_tournaments: played(c.b),
        })
        .collect()
}
