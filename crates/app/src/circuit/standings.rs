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
//! use raduno_app::format::Points;
//! let table = PointsRule::Table(vec![Points::from_int(25), Points::from_int(18), Points::from_int(15)]);
//! assert_eq!(place_points(&table, 4, 2, 3, Points::ZERO).to_string(), "16.5");
//! assert_eq!(place_points(&PointsRule::Percent, 5, 2, 2, Points::ZERO).to_string(), "75");
//! assert_eq!(place_points(&PointsRule::Beaten, 5, 2, 2, Points::ZERO).to_string(), "4");
//! ```

use super::identity::{self, CandidatePair, Decision, DecisionNote, EntryKey, Likeness};
use super::rules::{PointsRule, Rules};
use super::Held;
use crate::format::Points;
use crate::i18n::{msg, Lang, Localized};
use crate::model::Category;
use num_bigint::BigInt;
use num_traits::{Signed, Zero};
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
    pub fn shown_in(&self, lang: crate::i18n::Lang) -> String {
        crate::i18n::decimal_in(&self.shown(), lang)
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
fn floor_3(num: &BigInt, den: &BigInt) -> String {
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

/// Why a result does not count, where the rules say more than "past the best N" (the national
/// ranking, the national ranking's rules).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DropWhy {
    /// Past the best N of its category this year.
    CategoryLimit { category: Category, best: u32 },
    /// A Campionato periodico past the year's round cap (45 from 2024).
    RoundCap { cap: u32 },
    /// The tournament has fewer tables than the year's minimum.
    TooFewTables { tables: u32, min: u32 },
    /// The tournament belongs to another year (its first round's date), or has no date.
    OtherYear { year: Option<u32> },
    /// The tournament's category is not one the ranking counts.
    CategoryNotRanked { category: Category },
    /// The tournament says no category.
    NoCategory,
    /// The workbook's `Classifica Ridotta`, whose places the ranking takes, has no line for the
    /// player.
    NotInReducedStandings,
}

impl DropWhy {
    /// A short key for the JSON (`category_limit`, `round_cap`, …).
    pub fn key(&self) -> &'static str {
        match self {
            DropWhy::CategoryLimit { .. } => "category_limit",
            DropWhy::RoundCap { .. } => "round_cap",
            DropWhy::TooFewTables { .. } => "too_few_tables",
            DropWhy::OtherYear { .. } => "other_year",
            DropWhy::CategoryNotRanked { .. } => "category_not_ranked",
            DropWhy::NoCategory => "no_category",
            DropWhy::NotInReducedStandings => "not_in_classifica_ridotta",
        }
    }
}

impl Localized for DropWhy {
    fn text(&self, lang: Lang) -> String {
        match self {
            DropWhy::CategoryLimit { category, best } => msg::RankingDropCategoryLimit {
                category: &category.label(),
                best,
            }
            .text(lang),
            DropWhy::RoundCap { cap } => msg::RankingDropRoundCap { cap }.text(lang),
            DropWhy::TooFewTables { tables, min } => {
                msg::RankingDropTooFewTables { tables, min }.text(lang)
            }
            DropWhy::OtherYear { year: Some(year) } => {
                msg::RankingDropOtherYear { year }.text(lang)
            }
            DropWhy::OtherYear { year: None } => msg::RankingDropNoDate.text(lang),
            DropWhy::CategoryNotRanked { category } => msg::RankingDropCategoryNotRanked {
                category: &category.label(),
            }
            .text(lang),
            DropWhy::NoCategory => msg::RankingDropNoCategory.text(lang),
            DropWhy::NotInReducedStandings => msg::RankingDropNotInReduced.text(lang),
        }
    }
}

/// A place the app's own standings of a workbook give otherwise than its `Classifica Ridotta`, whose
/// place the national ranking counts (the national ranking's rules, "Whose place").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlaceNote {
    /// Index into the circuit's tournaments.
    pub tournament: usize,
    pub first_name: String,
    pub last_name: String,
    pub national_id: String,
    /// The place in `Classifica Ridotta` (the one counted).
    pub reduced: u32,
    /// The place the app's own standings give.
    pub own: u32,
    pub why: PlaceWhy,
}

/// Why the two places differ.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlaceWhy {
    /// The same total: a tie broken otherwise (or left level by one of the two).
    TieBreak,
    /// Other totals: the workbook was scored by another program's rules.
    OtherRules { reduced: Points, own: Points },
}

impl PlaceWhy {
    /// A short key for the JSON: `tie_break`, `other_rules`.
    pub fn key(&self) -> &'static str {
        match self {
            PlaceWhy::TieBreak => "tie_break",
            PlaceWhy::OtherRules { .. } => "other_rules",
        }
    }
}

impl Localized for PlaceWhy {
    fn text(&self, lang: Lang) -> String {
        match self {
            PlaceWhy::TieBreak => msg::RankingPlaceTieBreak.text(lang),
            PlaceWhy::OtherRules { reduced, own } => msg::RankingPlaceOtherRules {
                reduced: &crate::i18n::decimal_in(&shown(*reduced), lang),
                own: &crate::i18n::decimal_in(&shown(*own), lang),
            }
            .text(lang),
        }
    }
}

impl PlaceNote {
    /// `Anna Rossi (101), Open di Roma: 3° in Classifica Ridotta (contato), 2° per Raduno: uno
    /// spareggio`.
    pub fn text(&self, tournaments: &[String], lang: Lang) -> String {
        let id = if self.national_id.is_empty() {
            String::new()
        } else {
            format!(" ({})", self.national_id)
        };
        msg::RankingPlaceDiffers {
            player: &format!("{} {}{id}", self.first_name, self.last_name),
            tournament: &tournaments.get(self.tournament).map_or("", |t| t.as_str()),
            reduced: &crate::i18n::ordinal(self.reduced, lang),
            own: &crate::i18n::ordinal(self.own, lang),
            why: &self.why.text(lang),
        }
        .text(lang)
    }
}

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

/// Who is who among `entries`, by the rules' merges and keep-aparts (the circuits' rules, "The same
/// person"): the one identity every circuit's computation starts from.
pub(super) fn identify(entries: &[Entry], rules: &Rules) -> identity::Identities {
    let keys: Vec<EntryKey> = entries
        .iter()
        .map(|e| EntryKey {
            tournament: e.tournament,
            first: &e.row.first_name,
            last: &e.row.last_name,
            nick: &e.row.nick,
            club: &e.row.club,
            national_id: &e.row.national_id,
        })
        .collect();
    identity::identify(&keys, &rules.same, &rules.apart)
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

/// People: the entries of each merged group, in order of first appearance.
pub(super) fn people(ids: &identity::Identities) -> Vec<Vec<usize>> {
    let mut person_entries: Vec<Vec<usize>> = Vec::new();
    let mut slot: std::collections::HashMap<usize, usize> = std::collections::HashMap::new();
    for (e, &g) in ids.group_of.iter().enumerate() {
        let p = ids.person_of_group[g];
        let k = *slot.entry(p).or_insert_with(|| {
            person_entries.push(Vec::new());
            person_entries.len() - 1
        });
        person_entries[k].push(e);
    }
    person_entries
}

/// One person's line: a result per tournament, the name and ID as last written, the usual club, and
/// the best `best` results counted.
fn person_row(
    list: &[usize],
    entries: &[Entry],
    held: &[Held],
    best: usize,
    notes: &mut Vec<DecisionNote>,
) -> CircuitRow {
    let results = one_per_tournament(list, entries, held, notes);
    // The name as most of his tournaments write it ("ANDREA colombo" once does not
    // replace "Andrea Colombo" twice); among equally frequent, the latest.
    let (first_name, last_name) = usual(list, entries, |r| {
        (
            r.first_name.trim().to_string(),
            r.last_name.trim().to_string(),
        )
    })
    .unwrap_or_default();
    let national_id = list
        .iter()
        .rev()
        .map(|&e| entries[e].row.national_id.as_str())
        .find(|s| !s.is_empty())
        .unwrap_or_default()
        .to_string();
    let events = results.len();
    let (counted, dropped, total) = best_results(results, best);
    CircuitRow {
        pos: None,
        first_name,
        last_name,
        club: usual_club(list, entries),
        national_id,
        total,
        events,
        counted,
        dropped,
    }
}

/// One result per tournament: a person found twice in one tournament keeps the better one (and a note
/// says so).
fn one_per_tournament(
    list: &[usize],
    entries: &[Entry],
    held: &[Held],
    notes: &mut Vec<DecisionNote>,
) -> Vec<Scored> {
    let mut results: Vec<Scored> = Vec::new();
    for &e in list {
        let en = &entries[e];
        match results.iter_mut().find(|s| s.tournament == en.tournament) {
            Some(s) => {
                let r = en.row;
                notes.push(DecisionNote {
                    pair: [
                        identity::label(&r.first_name, &r.last_name, &r.club),
                        held[en.tournament].name.clone(),
                    ],
                    why: identity::NoteWhy::TwiceInOneTournament(held[en.tournament].name.clone()),
                });
                if en.points > s.points {
                    s.points = en.points;
                    s.place = en.place;
                }
            }
            None => results.push(Scored {
                tournament: en.tournament,
                place: en.place,
                points: en.points,
                why: None,
                own_place: None,
            }),
        }
    }
    results
}

/// The club most of the person's tournaments give (a one-off club of one evening
/// does not replace the usual one); among equally frequent, the latest written.
pub(super) fn usual_club(list: &[usize], entries: &[Entry]) -> String {
    let written: Vec<usize> = list
        .iter()
        .copied()
        .filter(|&e| !entries[e].row.club.trim().is_empty())
        .collect();
    usual(&written, entries, |r| r.club.trim().to_string()).unwrap_or_default()
}

/// What most of the person's tournaments write (`what` of a row), each tournament counted once (its
/// latest entry); among equally frequent, the one of the latest tournament.
pub(super) fn usual<T: Clone + Eq + std::hash::Hash>(
    list: &[usize],
    entries: &[Entry],
    what: impl Fn(&super::HeldRow) -> T,
) -> Option<T> {
    // Each tournament's spelling: its last entry's.
    let mut by_tournament: std::collections::BTreeMap<usize, T> = Default::default();
    for &e in list {
        by_tournament.insert(entries[e].tournament, what(entries[e].row));
    }
    let mut count: std::collections::HashMap<T, (usize, usize)> = Default::default();
    for (t, v) in by_tournament {
        let slot = count.entry(v).or_insert((0, 0));
        slot.0 += 1;
        slot.1 = slot.1.max(t);
    }
    count
        .into_iter()
        .max_by_key(|(_, (n, last))| (*n, *last))
        .map(|(v, _)| v)
}

/// Best N: the highest results count (among equal points, the earlier tournament). Gives the counted
/// and the dropped results, each in tournament order, and the total.
fn best_results(results: Vec<Scored>, best: usize) -> (Vec<Scored>, Vec<Scored>, Total) {
    let mut order: Vec<usize> = (0..results.len()).collect();
    crate::order::sort_by(&mut order, |&a, &b| {
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
    crate::order::sort_by_key(&mut sorted, |(_, s)| s.tournament);
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
    crate::order::sort_by(&mut rows, |a, b| {
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
