//! A rating circuit (rules `{"rating": "weng-lin"}`, a rating for RisiKo! tables): every player of the circuit's
//! tournaments rated from the order of every table ([`raduno_engine::table_rating`]), the same person across
//! tournaments as the circuit's standings take him ([`super::identity`]).
//!
//! - **Order**: tournaments by their first round's date (else their date; undated ones last), then by
//!   name, then rounds in order; so the order files are given in changes nothing.
//! - **The list**: by the conservative rating μ − 3σ (players whose shown ratings are equal share the
//!   position); μ, σ, the games, *provisional* under [`PROVISIONAL_UNDER`] games; each player's games
//!   with the place expected and the change.
//! - **Said plainly**: players of the tournaments who played no scored table, tournaments with no
//!   scored table, and a circuit with none at all ([`RatingList::is_empty`]).
//!
//! ```
//! use raduno_app::circuit::rated::rate;
//! use raduno_app::circuit::{Held, HeldRound, HeldRow, HeldTable, Rules};
//! use raduno_engine::format::Points;
//! let row = |first: &str, place: u32| HeldRow::new(first, "Rossi", "ROMA", place, Points::ZERO);
//! let mut h = Held::new("Serata 1", vec![row("Anna", 1), row("Bruno", 2), row("Carla", 3), row("Dario", 4)]);
//! h.games = vec![HeldRound { round: 1, tables: vec![HeldTable { table: 1, seats: vec![[0, 1], [1, 2], [2, 3], [3, 4]] }] }];
//! let rules = Rules::from_json(r#"{"rating": "weng-lin"}"#).unwrap();
//! let list = rate(&rules, &[h]);
//! assert_eq!(list.rows[0].first_name, "Anna");
//! assert_eq!(format!("{:.2}", list.rows[0].skill.mu), "32.91");
//! assert!(list.rows[0].provisional());
//! ```

pub mod output;
#[cfg(test)]
mod tests;

use super::identity::DecisionNote;
use super::standings::{identify, latest_national_id, people, usual, usual_club, Entry};
use super::{Held, Rules};
use raduno_engine::format::Points;
use raduno_engine::table_rating::{self, Game, Round, Skill};
use std::cmp::Ordering;

/// A rating under this many games is provisional.
pub const PROVISIONAL_UNDER: usize = 5;

/// One game of a player as the list shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct RatedGame {
    /// Index into [`RatingList::tournaments`].
    pub tournament: usize,
    pub round: u32,
    pub table: u32,
    pub place: u32,
    /// Players at the table.
    pub seats: u32,
    /// The place the ratings expected before the game.
    pub expected: f64,
    /// The change of the rating μ − 3σ.
    pub change: f64,
    /// The player's skill after the game.
    pub after: Skill,
}

/// A player's line of the list.
#[derive(Clone, Debug, PartialEq)]
pub struct RatedRow {
    /// Shared by players whose shown ratings are equal.
    pub pos: u32,
    pub first_name: String,
    pub last_name: String,
    pub club: String,
    pub national_id: String,
    pub skill: Skill,
    /// In order (tournament, round).
    pub games: Vec<RatedGame>,
}

impl RatedRow {
    pub fn full_name(&self) -> String {
        format!("{} {}", self.first_name, self.last_name)
    }

    /// The conservative rating μ − 3σ.
    pub fn rating(&self) -> f64 {
        self.skill.rating()
    }

    /// Under [`PROVISIONAL_UNDER`] games.
    pub fn provisional(&self) -> bool {
        self.games.len() < PROVISIONAL_UNDER
    }
}

/// A player of the tournaments who sat at no scored table: named, not rated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unrated {
    pub first_name: String,
    pub last_name: String,
    pub club: String,
}

/// The rating list of a circuit.
#[derive(Clone, Debug, PartialEq)]
pub struct RatingList {
    pub name: String,
    /// The tournaments in rating order ([`RatedGame::tournament`] indexes them).
    pub tournaments: Vec<String>,
    pub rows: Vec<RatedRow>,
    /// Players with no game.
    pub unrated: Vec<Unrated>,
    /// Tournaments with no scored table.
    pub without_games: Vec<String>,
    /// Decisions that could not be applied, people found twice in one tournament.
    pub notes: Vec<DecisionNote>,
}

impl RatingList {
    /// No player has a game: the circuit has no scored table.
    pub fn is_empty(&self) -> bool {
        self.rows.is_empty()
    }
}

/// A date as (year, month, day) from `YYYY-MM-DD` or `DD/MM/YYYY`; `None` when it is neither.
fn date_key(text: &str) -> Option<(u32, u32, u32)> {
    let t = text.trim();
    let num = |s: &str| s.trim().parse::<u32>().ok();
    if let [y, m, d] = t.split('-').collect::<Vec<_>>()[..] {
        if y.len() == 4 {
            return Some((num(y)?, num(m)?, num(d.get(..2).unwrap_or(d))?));
        }
    }
    if let [d, m, y] = t.split(['/', '.']).collect::<Vec<_>>()[..] {
        return Some((num(y.get(..4).unwrap_or(y))?, num(m)?, num(d)?));
    }
    None
}

/// The tournaments in rating order: by first round's date (else the tournament's date), undated
/// last, then by name.
fn rating_order(held: &[Held]) -> Vec<usize> {
    let key = |h: &Held| {
        let date = date_key(&h.first_round_date).or_else(|| date_key(&h.date));
        (date.is_none(), date, h.name.clone())
    };
    let mut order: Vec<usize> = (0..held.len()).collect();
    raduno_engine::order::sort_by(&mut order, |&a, &b| key(&held[a]).cmp(&key(&held[b])));
    order
}

/// Rates the players of `held` by a rating circuit's rules (the director's `same`/`apart` decisions).
pub fn rate(rules: &Rules, held: &[Held]) -> RatingList {
    let order = rating_order(held);
    let sorted: Vec<&Held> = order.iter().map(|&i| &held[i]).collect();
    let mut entries = Vec::new();
    let mut first_entry = Vec::with_capacity(sorted.len());
    for (t, h) in sorted.iter().enumerate() {
        first_entry.push(entries.len());
        entries.extend(h.rows.iter().map(|row| Entry {
            tournament: t,
            row,
            place: row.place,
            points: Points::ZERO,
        }));
    }
    let ids = identify(&entries, rules);
    let persons = people(&ids);
    let mut person_of_entry = vec![0; entries.len()];
    for (p, list) in persons.iter().enumerate() {
        for &e in list {
            person_of_entry[e] = p;
        }
    }
    let rounds = rounds_of(&sorted, &first_entry, &person_of_entry);
    let rated = table_rating::rate(persons.len(), &rounds);
    let mut rows = Vec::new();
    let mut unrated = Vec::new();
    for (p, list) in persons.iter().enumerate() {
        let (first_name, last_name) = usual(list, &entries, |r| {
            (
                r.first_name.trim().to_string(),
                r.last_name.trim().to_string(),
            )
        })
        .unwrap_or_default();
        let club = usual_club(list, &entries);
        if rated.games(p) == 0 {
            unrated.push(Unrated {
                first_name,
                last_name,
                club,
            });
            continue;
        }
        let national_id = latest_national_id(list, &entries);
        rows.push(RatedRow {
            pos: 0,
            first_name,
            last_name,
            club,
            national_id,
            skill: rated.skills[p],
            games: rated.played[p].iter().map(rated_game).collect(),
        });
    }
    rank(&mut rows);
    raduno_engine::order::sort_by(&mut unrated, |a, b| {
        (&a.last_name, &a.first_name, &a.club).cmp(&(&b.last_name, &b.first_name, &b.club))
    });
    let without_games = sorted
        .iter()
        .zip(order_has_games(&rounds, sorted.len()))
        .filter(|(_, has)| !has)
        .map(|(h, _)| h.name.clone())
        .collect();
    RatingList {
        name: rules.name.clone(),
        tournaments: sorted.iter().map(|h| h.name.clone()).collect(),
        rows,
        unrated,
        without_games,
        notes: ids.notes,
    }
}

/// One game of a player's as the list shows it.
fn rated_game(g: &table_rating::Played) -> RatedGame {
    RatedGame {
        tournament: g.tournament,
        round: g.round,
        table: g.table,
        place: g.place,
        seats: g.seats,
        expected: g.expected,
        change: g.change(),
        after: g.after,
    }
}

/// Which of `n` tournaments have at least one game.
fn order_has_games(rounds: &[Round], n: usize) -> Vec<bool> {
    let mut has = vec![false; n];
    for r in rounds {
        if r.games.iter().any(|g| g.seats.len() >= 2) {
            has[r.tournament] = true;
        }
    }
    has
}

/// The rounds of the tournaments (in rating order) as the rating reads them, each seat its person.
fn rounds_of(sorted: &[&Held], first_entry: &[usize], person_of_entry: &[usize]) -> Vec<Round> {
    let mut rounds = Vec::new();
    for (t, h) in sorted.iter().enumerate() {
        let person = |row: u32| {
            ((row as usize) < h.rows.len()).then(|| person_of_entry[first_entry[t] + row as usize])
        };
        for r in &h.games {
            let games = r
                .tables
                .iter()
                .map(|tb| Game {
                    table: tb.table,
                    seats: tb
                        .seats
                        .iter()
                        .filter_map(|&[row, place]| person(row).map(|p| (p, place)))
                        .collect(),
                })
                .collect();
            rounds.push(Round {
                tournament: t,
                round: r.round,
                games,
            });
        }
    }
    rounds
}

/// A rating as shown: two decimals.
pub fn shown(x: f64) -> String {
    format!("{x:.2}")
}

/// Order: the rating, then μ, then more games, then the name; players whose shown ratings are equal
/// share the position.
fn rank(rows: &mut [RatedRow]) {
    let by = |a: &RatedRow, b: &RatedRow| {
        b.rating()
            .partial_cmp(&a.rating())
            .unwrap_or(Ordering::Equal)
            .then_with(|| {
                b.skill
                    .mu
                    .partial_cmp(&a.skill.mu)
                    .unwrap_or(Ordering::Equal)
            })
            .then_with(|| b.games.len().cmp(&a.games.len()))
            .then_with(|| a.last_name.cmp(&b.last_name))
            .then_with(|| a.first_name.cmp(&b.first_name))
            .then_with(|| a.club.cmp(&b.club))
    };
    raduno_engine::order::sort_by(rows, by);
    for i in 0..rows.len() {
        rows[i].pos = if i > 0 && shown(rows[i - 1].rating()) == shown(rows[i].rating()) {
            rows[i - 1].pos
        } else {
            i as u32 + 1
        };
    }
}
