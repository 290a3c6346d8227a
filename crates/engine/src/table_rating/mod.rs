//! The table rating (a rating for RisiKo! tables): how strong each player is, from the whole order of
//! every table, with its uncertainty.
//!
//! - **Model**: Weng–Lin with the Bradley–Terry full-pair model (Weng & Lin, *A Bayesian
//!   Approximation Method for Online Ranking*, JMLR 2011, Algorithm 1), as `skillratings` implements
//!   it for several teams of one ([`weng_lin_multi_team`], its default configuration: μ 25, σ 25/3,
//!   β 25/6, κ 0.0001, no dynamics factor). A game is a table of a round; its outcome is the table
//!   ranking the format gives ([`games::games`]); players level share a rank.
//! - **Order**: the caller gives the rounds in order (tournaments by their first round's date, then
//!   rounds in order); the tables of one round are rated from the ratings before that round, so the
//!   order of tables in a round never matters.
//! - **Shown**: μ, σ and the conservative rating μ − 3σ; per game the place, the place the ratings
//!   expected before it and the change.
//!
//! Four new players at one table, in that order: the winner gains what the last loses.
//!
//! ```
//! use raduno_engine::table_rating::{rate, Game, Round};
//! let round = Round { tournament: 0, round: 1, games: vec![Game { table: 1, seats: vec![(0, 1), (1, 2), (2, 3), (3, 4)] }] };
//! let r = rate(4, &[round]);
//! assert_eq!(format!("{:.3}", r.skills[0].mu), "32.906");
//! assert_eq!(format!("{:.3}", r.skills[3].mu), "17.094");
//! assert_eq!(r.played[0][0].expected, 2.5); // four equals: each expected the middle
//! ```

pub mod games;

use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;

/// A player's strength as the rating holds it: the mean μ and the uncertainty σ.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Skill {
    pub mu: f64,
    pub sigma: f64,
}

impl Skill {
    /// A player never rated: skillratings' default (μ 25, σ 25/3).
    pub fn new() -> Self {
        let r = WengLinRating::new();
        Skill {
            mu: r.rating,
            sigma: r.uncertainty,
        }
    }

    /// The conservative rating μ − 3σ: the order of the list.
    pub fn rating(&self) -> f64 {
        self.mu - 3.0 * self.sigma
    }

    fn wl(self) -> WengLinRating {
        WengLinRating {
            rating: self.mu,
            uncertainty: self.sigma,
        }
    }
}

impl Default for Skill {
    fn default() -> Self {
        Skill::new()
    }
}

/// One table as a game: its number and each seat's person (an index the caller chose) and place
/// (1-based, level seats share it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    pub table: u32,
    pub seats: Vec<(usize, u32)>,
}

/// One round of one tournament: its games (in any order).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Round {
    /// The tournament's index (the caller's).
    pub tournament: usize,
    pub round: u32,
    pub games: Vec<Game>,
}

/// One game of one person: where, the place, the place the ratings expected before it, and the
/// ratings before and after.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Played {
    pub tournament: usize,
    pub round: u32,
    pub table: u32,
    pub place: u32,
    /// Players at the table.
    pub seats: u32,
    /// The expected place: 1 + the chance each other player finishes ahead, from the ratings before.
    pub expected: f64,
    pub before: Skill,
    pub after: Skill,
}

impl Played {
    /// The change of the conservative rating μ − 3σ.
    pub fn change(&self) -> f64 {
        self.after.rating() - self.before.rating()
    }
}

/// Every person's skill after all the rounds, and each one's games in order.
#[derive(Clone, Debug, PartialEq)]
pub struct Rated {
    pub skills: Vec<Skill>,
    pub played: Vec<Vec<Played>>,
}

impl Rated {
    /// Games a person played.
    pub fn games(&self, person: usize) -> usize {
        self.played.get(person).map_or(0, Vec::len)
    }
}

/// The new skills of one table's players (`skills`, in seat order) after `places` (1-based, level
/// seats share): skillratings' `weng_lin_multi_team` with its default configuration.
pub fn rate_table(skills: &[Skill], places: &[u32]) -> Vec<Skill> {
    let teams: Vec<[WengLinRating; 1]> = skills.iter().map(|s| [s.wl()]).collect();
    let game: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .zip(places)
        .map(|(t, &p)| (&t[..], MultiTeamOutcome::new(p as usize)))
        .collect();
    weng_lin_multi_team(&game, &WengLinConfig::new())
        .into_iter()
        .map(|t| {
            let r = t[0];
            Skill {
                mu: r.rating,
                sigma: r.uncertainty,
            }
        })
        .collect()
}

/// The chance that `a` finishes ahead of `b` (Bradley–Terry, the model's own pairwise chance:
/// c = √(σa² + σb² + 2β²)).
pub fn chance_ahead(a: Skill, b: Skill) -> f64 {
    let beta = WengLinConfig::new().beta;
    let c = (a.sigma.powi(2) + b.sigma.powi(2) + 2.0 * beta.powi(2)).sqrt();
    let (ea, eb) = ((a.mu / c).exp(), (b.mu / c).exp());
    ea / (ea + eb)
}

/// Each seat's expected place: 1 + the chance each other player at the table finishes ahead.
pub fn expected_places(skills: &[Skill]) -> Vec<f64> {
    (0..skills.len())
        .map(|i| {
            1.0 + (0..skills.len())
                .filter(|&q| q != i)
                .map(|q| chance_ahead(skills[q], skills[i]))
                .sum::<f64>()
        })
        .collect()
}

/// Rates `people` persons over `rounds`, in the order given: each round's tables from the skills
/// before that round. A table of fewer than two seats is no game. A person at two tables of one
/// round (two entries of one tournament taken as one person) takes both changes.
pub fn rate(people: usize, rounds: &[Round]) -> Rated {
    let mut skills = vec![Skill::new(); people];
    let mut played: Vec<Vec<Played>> = vec![Vec::new(); people];
    for round in rounds {
        let before = skills.clone();
        let mut games: Vec<&Game> = round.games.iter().filter(|g| g.seats.len() >= 2).collect();
        games.sort_by_key(|g| g.table);
        for g in games {
            if g.seats.iter().any(|&(p, _)| p >= people) {
                continue;
            }
            let now: Vec<Skill> = g.seats.iter().map(|&(p, _)| before[p]).collect();
            let places: Vec<u32> = g.seats.iter().map(|&(_, place)| place).collect();
            let after = rate_table(&now, &places);
            let expected = expected_places(&now);
            for (k, &(p, place)) in g.seats.iter().enumerate() {
                let s = &mut skills[p];
                if *s == before[p] {
                    *s = after[k];
                } else {
                    // A second table in the round: its change on top of the first's.
                    s.mu += after[k].mu - now[k].mu;
                    s.sigma *= after[k].sigma / now[k].sigma;
                }
                played[p].push(Played {
                    tournament: round.tournament,
                    round: round.round,
                    table: g.table,
                    place,
                    seats: g.seats.len() as u32,
                    expected: expected[k],
                    before: now[k],
                    after: after[k],
                });
            }
        }
    }
    Rated { skills, played }
}

#[cfg(test)]
mod tests;
