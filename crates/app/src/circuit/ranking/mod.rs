//! The national ranking (the national ranking's rules) as a built-in circuit: rules `{"ranking": "nazionale", "year":
//! 2024}`. The federation's maintainer computes it yearly from the clubs' workbooks (the legacy tool
//! RisiKoDataManager); the app computes the same offline, from the tournaments a circuit holds.
//!
//! - **A tournament counts** when it has final standings (every tournament a circuit holds does), its
//!   category is one the year's rules list, it has at least the year's minimum tables (T: every game
//!   of every round), and it belongs to the year: the year of its first round's date.
//! - **Points**: [`value::points`] (V = a × (100 + T) × class × e^(−p/20); its doc says the precision).
//! - **What counts** ([`year`]: the rules of each year as data): per category the best N results, N =
//!   max(minimum, ⌊valid tournaments of that category that year × % ÷ 100⌋); a Campionato periodico's
//!   results from 2024 best first while the rounds already counted are under 45. A player's total is
//!   the sum over categories.
//! - **Players are their national ID**; entries without one (or 0) are listed apart, unranked. Players
//!   level on total share a position (listed by national ID). Every result is on the player's line,
//!   counted or dropped with why ([`DropWhy`]).
//!
//! A year of two tournaments (a Master of 20 tables and one of 5, too few):
//!
//! ```
//! use raduno_app::circuit::{compute, Held, HeldRow, Rules};
//! use raduno_engine::format::Points;
//! use raduno_engine::model::Category;
//! let row = |first: &str, id: &str, place: u32| {
//!     let mut r = HeldRow::new(first, "Rossi", "ROMA", place, Points::ZERO);
//!     r.national_id = id.to_string();
//!     r
//! };
//! let master = |name: &str, tables: u32| {
//!     let mut h = Held::new(name, vec![row("Anna", "101", 1), row("Bruno", "102", 2), row("Carla", "", 3)]);
//!     h.category = Some(Category::TorneoMaster);
//!     h.tables = tables;
//!     h.first_round_date = "2024-03-09".into();
//!     h
//! };
//! let rules = Rules::from_json(r#"{"ranking": "nazionale", "year": 2024}"#).unwrap();
//! let s = compute(&rules, &[master("Master di Roma", 20), master("Piccolo", 5)]);
//! assert_eq!((s.rows[0].national_id.as_str(), s.rows[0].total.shown().as_str()), ("101", "576.000"));
//! assert_eq!(s.rows[1].total.shown(), "434.321");
//! assert_eq!(s.rows[0].dropped.len(), 1); // the tournament of 5 tables
//! assert_eq!(s.unranked[0].first_name, "Carla"); // no national ID
//! ```

pub mod value;
pub mod year;

use super::identity;
use super::standings::{
    CategoryLimit, CircuitRow, CircuitStandings, DropWhy, PlaceNote, PlaceWhy, RankingInfo, Scored,
    Total,
};
use super::{Held, HeldRow, Rules};
use num_bigint::BigInt;
use raduno_engine::format::Points;
use raduno_engine::model::Category;
use std::cmp::Ordering;
use std::collections::{BTreeMap, HashMap};
use year::YearRules;

/// A tournament's standing in the ranking of a year.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Standing {
    /// It counts, with this class.
    Valid {
        category: Category,
        class: Points,
    },
    Out(DropWhy),
}

/// The year a tournament belongs to: its first round's date (`YYYY-…`), else its own date.
pub fn year_of(h: &Held) -> Option<u32> {
    let date = if h.first_round_date.trim().is_empty() {
        &h.date
    } else {
        &h.first_round_date
    };
    let y = date.trim().get(..4)?;
    y.chars()
        .all(|c| c.is_ascii_digit())
        .then(|| y.parse().ok())
        .flatten()
}

/// The national ID of an entry: a whole number above 0, else `None` (not ranked).
pub fn national_id(row: &HeldRow) -> Option<u64> {
    row.national_id
        .trim()
        .parse::<u64>()
        .ok()
        .filter(|&n| n > 0)
}

fn standing(y: &YearRules, year: u32, h: &Held) -> Standing {
    let held_year = year_of(h);
    if held_year != Some(year) {
        return Standing::Out(DropWhy::OtherYear { year: held_year });
    }
    let Some(category) = h.category else {
        return Standing::Out(DropWhy::NoCategory);
    };
    let Some(rule) = y.category(category) else {
        return Standing::Out(DropWhy::CategoryNotRanked { category });
    };
    if h.tables < y.min_tables {
        return Standing::Out(DropWhy::TooFewTables {
            tables: h.tables,
            min: y.min_tables,
        });
    }
    Standing::Valid {
        category,
        class: rule.class(h.rounds),
    }
}

/// One entry's result, before the limits.
struct Result1 {
    tournament: usize,
    place: u32,
    /// The app's own place, where `place` is the `Classifica Ridotta`'s and differs.
    own_place: Option<u32>,
    points: Points,
    valid: Option<Category>,
    out: Option<DropWhy>,
}

/// Ranks the players of `held` in the national ranking of `year` (the national ranking's rules). Rules the app has no
/// file for (a year before 2019) give empty standings.
pub fn compute(rules: &Rules, year: u32, held: &[Held]) -> CircuitStandings {
    let mut s = empty_standings(rules, held);
    let Some(y) = YearRules::of(year) else {
        return s;
    };
    let standings: Vec<Standing> = held.iter().map(|h| standing(&y, year, h)).collect();
    let limits = limits(&y, &standings);
    // e^(−p/20) once per place.
    let mut exp_cache: HashMap<u32, BigInt> = HashMap::new();
    let (by_id, apart) = people(held);
    // A workbook's Classifica Ridotta without the player's line: no place the federation counts.
    let absent = Standing::Out(DropWhy::NotInReducedStandings);
    let mut result_of = |t: usize, r: &HeldRow| -> Result1 {
        let (place, own_place) = counted_place(&held[t], r);
        let standing = match (&standings[t], place) {
            (Standing::Valid { .. }, None) => &absent,
            (s, _) => s,
        };
        let place = place.unwrap_or(r.place);
        let (points, valid, out) = match standing {
            Standing::Valid { category, class } => {
                let v = place_value(&y, *class, held[t].tables, place, &mut exp_cache);
                (v, Some(*category), None)
            }
            Standing::Out(why) => (Points::ZERO, None, Some(why.clone())),
        };
        Result1 {
            tournament: t,
            place,
            own_place,
            points,
            valid,
            out,
        }
    };
    let mut rows = Vec::with_capacity(by_id.len());
    for (id, list) in &by_id {
        let results: Vec<Result1> = list.iter().map(|&(t, r)| result_of(t, r)).collect();
        let mut row = person(list, results, held, &limits, &mut s.notes);
        row.national_id = id.to_string();
        rows.push(row);
    }
    for (_, list) in &apart {
        let results: Vec<Result1> = list.iter().map(|&(t, r)| result_of(t, r)).collect();
        s.unranked
            .push(person(list, results, held, &limits, &mut s.notes));
    }
    s.rows = rank(rows);
    s.places = place_notes(held);
    raduno_engine::order::sort_by(&mut s.unranked, |a, b| {
        b.total
            .cmp(&a.total)
            .then_with(|| a.last_name.cmp(&b.last_name))
            .then_with(|| a.first_name.cmp(&b.first_name))
    });
    s.ranking = Some(RankingInfo {
        year,
        rules_from: y.from_year,
        limits,
    });
    s
}

/// The standings of `held` before anyone is ranked: the circuit's name, its tournaments, the rounds
/// taken from each file.
fn empty_standings(rules: &Rules, held: &[Held]) -> CircuitStandings {
    CircuitStandings {
        name: rules.name.clone(),
        tournaments: held.iter().map(|h| h.name.clone()).collect(),
        rows: Vec::new(),
        unranked: Vec::new(),
        candidates: Vec::new(),
        notes: Vec::new(),
        rounds_from_file: held
            .iter()
            .filter_map(|h| h.rounds_from_file.map(|n| (h.name.clone(), n)))
            .collect(),
        ranking: None,
        places: Vec::new(),
    }
}

/// The points of `place` in a tournament of class `class` with `tables` tables, by the year's rules
/// `y` (e^(−p/20) computed once per place, kept in `exp_cache`).
fn place_value(
    y: &YearRules,
    class: Points,
    tables: u32,
    place: u32,
    exp_cache: &mut HashMap<u32, BigInt>,
) -> Points {
    if place <= 1 {
        return value::points(y, class, tables, place);
    }
    let e = exp_cache
        .entry(place)
        .or_insert_with(|| value::exp_neg_scaled(place, y.decay));
    let base = Points::from_int(i64::from(y.base) + i64::from(tables));
    value::points_with(base * class, e)
}

/// The results of `held` by person: by national ID, and apart (no ID) by name and club.
#[allow(clippy::type_complexity)]
fn people(held: &[Held]) -> (PersonResults<'_>, Vec<(String, Vec<(usize, &HeldRow)>)>) {
    let mut by_id: BTreeMap<u64, Vec<(usize, &HeldRow)>> = BTreeMap::new();
    let mut apart: Vec<(String, Vec<(usize, &HeldRow)>)> = Vec::new();
    for (t, h) in held.iter().enumerate() {
        for r in &h.rows {
            match national_id(r) {
                Some(id) => by_id.entry(id).or_default().push((t, r)),
                None => {
                    let key = format!(
                        "{}|{}",
                        identity::name_key(&r.first_name, &r.last_name),
                        identity::fold_name(&r.club)
                    );
                    match apart.iter_mut().find(|(k, _)| *k == key) {
                        Some((_, list)) => list.push((t, r)),
                        None => apart.push((key, vec![(t, r)])),
                    }
                }
            }
        }
    }
    (by_id, apart)
}

/// Each national ID's results: the tournament's index and the player's row there.
type PersonResults<'a> = BTreeMap<u64, Vec<(usize, &'a HeldRow)>>;

/// The place a result counts with, and the app's own where it differs: a workbook's `Classifica
/// Ridotta` gives the place when the workbook has one (`None`: it has no line for the player);
/// otherwise the app's standings do (the national ranking's rules, "Whose place").
fn counted_place(h: &Held, r: &HeldRow) -> (Option<u32>, Option<u32>) {
    if !h.reduced {
        return (Some(r.place), None);
    }
    match r.reduced_place {
        Some(p) => (Some(p), (p != r.place).then_some(r.place)),
        None => (None, None),
    }
}

/// Every player a workbook's `Classifica Ridotta` places otherwise than the app's own standings of
/// it, tournament by tournament in the standings' order, with why.
fn place_notes(held: &[Held]) -> Vec<PlaceNote> {
    let mut notes = Vec::new();
    for (t, h) in held.iter().enumerate().filter(|(_, h)| h.reduced) {
        for r in &h.rows {
            let Some(reduced) = r.reduced_place.filter(|&p| p != r.place) else {
                continue;
            };
            let why = match r.reduced_total {
                Some(total) if total != r.own => PlaceWhy::OtherRules {
                    reduced: total,
                    own: r.own,
                },
                _ => PlaceWhy::TieBreak,
            };
            notes.push(PlaceNote {
                tournament: t,
                first_name: r.first_name.clone(),
                last_name: r.last_name.clone(),
                national_id: r.national_id.clone(),
                reduced,
                own: r.place,
                why,
            });
        }
    }
    notes
}

/// Each category's valid tournaments and limit, in the official list's order.
fn limits(y: &YearRules, standings: &[Standing]) -> Vec<CategoryLimit> {
    y.categories
        .iter()
        .map(|rule| {
            let n = standings
                .iter()
                .filter(
                    |s| matches!(s, Standing::Valid { category, .. } if *category == rule.category),
                )
                .count() as u32;
            CategoryLimit {
                category: rule.category,
                tournaments: n,
                best: rule.best_n(n),
                round_cap: rule.round_cap,
            }
        })
        .collect()
}

/// One person's line: one result per tournament (found twice in one: the better place, and a
/// note), then each category's limit.
fn person(
    list: &[(usize, &HeldRow)],
    results: Vec<Result1>,
    held: &[Held],
    limits: &[CategoryLimit],
    notes: &mut Vec<identity::DecisionNote>,
) -> CircuitRow {
    let mut one: Vec<Result1> = Vec::with_capacity(results.len());
    for (k, r) in results.into_iter().enumerate() {
        match one.iter_mut().find(|x| x.tournament == r.tournament) {
            Some(x) => {
                let row = list[k].1;
                notes.push(identity::DecisionNote {
                    pair: [
                        identity::label(&row.first_name, &row.last_name, &row.club),
                        held[r.tournament].name.clone(),
                    ],
                    why: identity::NoteWhy::TwiceInOneTournament(held[r.tournament].name.clone()),
                });
                if r.points > x.points || (r.points == x.points && r.place < x.place) {
                    *x = r;
                }
            }
            None => one.push(r),
        }
    }
    let events = one.len();
    let flags = counted_flags(&one, held, limits);
    let mut counted = Vec::new();
    let mut dropped = Vec::new();
    let mut total = Total::zero();
    for (r, why) in one.into_iter().zip(flags) {
        let scored = Scored {
            tournament: r.tournament,
            place: r.place,
            points: r.points,
            why: why.clone(),
            own_place: r.own_place,
        };
        if why.is_none() {
            total.add(r.points);
            counted.push(scored);
        } else {
            dropped.push(scored);
        }
    }
    total.normalise();
    raduno_engine::order::sort_by_key(&mut counted, |s| s.tournament);
    raduno_engine::order::sort_by_key(&mut dropped, |s| s.tournament);
    let latest = list.iter().max_by_key(|(t, _)| *t).map(|(_, r)| *r);
    CircuitRow {
        pos: None,
        first_name: latest.map_or(String::new(), |r| r.first_name.clone()),
        last_name: latest.map_or(String::new(), |r| r.last_name.clone()),
        club: usual_club(list),
        national_id: String::new(),
        total,
        events,
        counted,
        dropped,
    }
}

/// Why each result does not count (`None`: it counts): outside the year's ranking, or past its
/// category's limit (best first; among equal points the earlier tournament).
fn counted_flags(
    results: &[Result1],
    held: &[Held],
    limits: &[CategoryLimit],
) -> Vec<Option<DropWhy>> {
    let mut why: Vec<Option<DropWhy>> = results.iter().map(|r| r.out.clone()).collect();
    for limit in limits {
        let mut mine: Vec<usize> = (0..results.len())
            .filter(|&i| results[i].valid == Some(limit.category))
            .collect();
        raduno_engine::order::sort_by(&mut mine, |&a, &b| {
            results[b]
                .points
                .cmp(&results[a].points)
                .then(results[a].tournament.cmp(&results[b].tournament))
        });
        let mut rounds_counted: u32 = 0;
        for (k, &i) in mine.iter().enumerate() {
            if let Some(n) = limit.best {
                if k as u32 >= n {
                    why[i] = Some(DropWhy::CategoryLimit {
                        category: limit.category,
                        best: n,
                    });
                    continue;
                }
            }
            if let Some(cap) = limit.round_cap {
                if rounds_counted >= cap {
                    why[i] = Some(DropWhy::RoundCap { cap });
                    continue;
                }
                rounds_counted = rounds_counted.saturating_add(held[results[i].tournament].rounds);
            }
        }
    }
    why
}

/// The club most of the person's entries give; among equally frequent, the latest.
fn usual_club(list: &[(usize, &HeldRow)]) -> String {
    let mut count: HashMap<&str, (usize, usize)> = HashMap::new();
    for (t, r) in list {
        let c = r.club.trim();
        if c.is_empty() {
            continue;
        }
        let slot = count.entry(c).or_insert((0, 0));
        slot.0 += 1;
        slot.1 = slot.1.max(*t);
    }
    count
        .into_iter()
        .max_by_key(|&(c, (n, last))| (n, last, c))
        .map_or(String::new(), |(c, _)| c.to_string())
}

/// Order: total, highest first; players level share the position (listed by national ID, the order
/// they come in).
fn rank(mut rows: Vec<CircuitRow>) -> Vec<CircuitRow> {
    raduno_engine::order::sort_by(&mut rows, |a, b| b.total.cmp(&a.total));
    for i in 0..rows.len() {
        rows[i].pos = if i > 0 && rows[i - 1].total.cmp(&rows[i].total) == Ordering::Equal {
            rows[i - 1].pos
        } else {
            Some(i as u32 + 1)
        };
    }
    rows
}
