//! Applying a finished tournament to the rating list: the checks, then the five FNGO steps, one function
//! each, over the [`Field`] of who played whom.

use super::error::bad_game;
use super::unrated;
use super::update::FeedbackFrom;
use super::{
    feedback_share, feedback_threshold, loss_cap, performance, provisional_rating, stable_change,
    tournament_key, Category, Config, Game, Group, PlayerChange, RatedPlayer, RatingError,
    RatingList, RatingUpdate, Ratio, Step,
};
use raduno_engine::i18n::msg;
use raduno_engine::model::fold;
use std::collections::HashMap;

/// Applies a finished tournament of `rounds` rounds to the list, in the five FNGO steps.
///
/// Players are matched by name (case, spaces and punctuation ignored); a name not in the list is a
/// new unrated player. In step 1 the newsletter's successive approximations converge to the solution
/// of a linear system (PR_i = mean of the estimates of i's opponents + 10 × mean disc difference)
/// whose exact rational solution can have huge denominators (a Gaussian elimination over 1000
/// newcomers in rationals is out of reach). It is solved in `f64` by conjugate gradients, and an
/// integer certificate bounds the distance to the exact solution; a rating the bound cannot place on
/// one side of a half is solved exactly, so a rating of exactly 1099.5 becomes 1100 (see
/// `unrated.rs`).
pub fn apply_tournament(
    list: &RatingList,
    games: &[Game],
    rounds: u32,
    config: &Config,
) -> Result<RatingUpdate, RatingError> {
    check_games(games, rounds)?;
    let key = tournament_key(games, rounds);
    if list.applied.iter().any(|k| k == &key) {
        return Err(RatingError::AlreadyApplied { key });
    }
    let mut field = Field::new(list, games, config)?;
    field.unrated_step();
    field.provisional_step();
    let change = field.stable_step();
    field.feedback_and_cap(&change, rounds);
    Ok(field.finish(key))
}

/// Every game names two different players, a round of the tournament and at most 64 discs.
fn check_games(games: &[Game], rounds: u32) -> Result<(), RatingError> {
    if rounds == 0 {
        return Err(RatingError::BadRounds);
    }
    if games.is_empty() {
        return Err(RatingError::NoGames);
    }
    for (i, g) in games.iter().enumerate() {
        let row = i + 1;
        if g.black.trim().is_empty() || g.white.trim().is_empty() {
            return Err(bad_game(row, msg::RatingPlayersNameIsMissing.said()));
        }
        if fold(&g.black) == fold(&g.white) {
            return Err(bad_game(row, msg::RatingPlayerAgainstHimself.said()));
        }
        if g.round == 0 || g.round > rounds {
            return Err(bad_game(
                row,
                msg::RatingGameRoundOutOfRange {
                    round: &g.round,
                    rounds: &rounds,
                }
                .said(),
            ));
        }
        if g.black_discs + g.white_discs > 64 {
            return Err(bad_game(
                row,
                msg::RatingGameTooManyDiscs {
                    black_discs: &g.black_discs,
                    white_discs: &g.white_discs,
                }
                .said(),
            ));
        }
    }
    Ok(())
}

/// The tournament as the steps see it: the list (newcomers added), who played whom, each participant's
/// group, and what the steps have found so far.
struct Field<'a> {
    config: &'a Config,
    list: RatingList,
    /// Per list index: (opponent list index, own discs, opponent discs).
    played: HashMap<usize, Vec<(usize, u32, u32)>>,
    /// The participants, in the order they first appear in the games.
    order: Vec<usize>,
    groups: HashMap<usize, Group>,
    new_rating: HashMap<usize, i32>,
    steps: HashMap<usize, Vec<Step>>,
}

impl<'a> Field<'a> {
    /// Matches the games' players with the list by name (a name not in it is a new unrated player).
    fn new(list: &RatingList, games: &[Game], config: &'a Config) -> Result<Self, RatingError> {
        let mut list = list.clone();
        let mut index: HashMap<String, usize> = HashMap::new();
        for (i, p) in list.players.iter().enumerate() {
            if index.insert(fold(&p.name), i).is_some() {
                return Err(RatingError::DuplicatePlayer {
                    name: p.name.clone(),
                });
            }
        }
        let mut played: HashMap<usize, Vec<(usize, u32, u32)>> = HashMap::new();
        let mut order: Vec<usize> = Vec::new();
        let mut lookup = |name: &str, list: &mut RatingList| -> usize {
            let k = fold(name);
            *index.entry(k).or_insert_with(|| {
                list.players.push(RatedPlayer::unrated(name.trim()));
                list.players.len() - 1
            })
        };
        for g in games {
            let b = lookup(&g.black, &mut list);
            let w = lookup(&g.white, &mut list);
            for (me, opp, mine, theirs) in [
                (b, w, g.black_discs, g.white_discs),
                (w, b, g.white_discs, g.black_discs),
            ] {
                played.entry(me).or_insert_with(|| {
                    order.push(me);
                    Vec::new()
                });
                if let Some(v) = played.get_mut(&me) {
                    v.push((opp, mine, theirs));
                }
            }
        }
        let group_of = |p: &RatedPlayer| match p.rating {
            None => Group::Unrated,
            Some(_) if p.category == Category::Provisional && p.games < config.stable_games => {
                Group::Provisional
            }
            Some(_) => Group::Established,
        };
        let groups = order
            .iter()
            .map(|&i| (i, group_of(&list.players[i])))
            .collect();
        let steps = order.iter().map(|&i| (i, Vec::new())).collect();
        Ok(Field {
            config,
            list,
            played,
            order,
            groups,
            new_rating: HashMap::new(),
            steps,
        })
    }

    /// The rating before the tournament (an unrated player's start).
    fn pre(&self, i: usize) -> i32 {
        self.list.players[i]
            .rating
            .unwrap_or(self.config.unrated_start)
    }

    fn in_group(&self, group: Group) -> Vec<usize> {
        self.order
            .iter()
            .copied()
            .filter(|i| self.groups[i] == group)
            .collect()
    }

    fn step(&mut self, i: usize, step: Step) {
        if let Some(v) = self.steps.get_mut(&i) {
            v.push(step);
        }
    }

    /// Step 1: unrated players, solved together.
    fn unrated_step(&mut self) {
        let config = self.config;
        let ups = self.in_group(Group::Unrated);
        if ups.is_empty() {
            return;
        }
        let slot: HashMap<usize, usize> = ups.iter().enumerate().map(|(s, &i)| (i, s)).collect();
        let mut system = unrated::Unrated {
            games: Vec::with_capacity(ups.len()),
            constant: Vec::with_capacity(ups.len()),
            opponents: Vec::with_capacity(ups.len()),
            rated_games: Vec::with_capacity(ups.len()),
            start: i64::from(config.unrated_start),
            first: Vec::with_capacity(ups.len()),
        };
        let mut first = Vec::with_capacity(ups.len());
        for &i in &ups {
            let rated: Vec<(i32, u32, u32)> = self.played[&i]
                .iter()
                .filter(|(o, _, _)| self.groups[o] != Group::Unrated)
                .map(|&(o, a, b)| (self.pre(o), a, b))
                .collect();
            let start = if rated.is_empty() {
                Ratio::from(i64::from(config.unrated_start))
            } else {
                performance(&rated, config.disc_weight)
            };
            first.push(start.round_half_up() as i32);
            system.first.push(start.to_f64());
            system.rated_games.push(rated.len() as u32);
            // The constant part of the UP's PR equation: rated opponents and disc differences.
            let mut constant = 0i64;
            let mut opponents = Vec::new();
            for &(o, a, b) in &self.played[&i] {
                constant += i64::from(config.disc_weight) * (i64::from(a) - i64::from(b));
                match slot.get(&o) {
                    Some(&t) => opponents.push(t),
                    None => constant += i64::from(self.pre(o)),
                }
            }
            system.constant.push(constant);
            system.opponents.push(opponents);
            system.games.push(self.played[&i].len() as i64);
        }
        let solved = unrated::solve(&system, config.tolerance, config.max_iterations);
        for (s, &i) in ups.iter().enumerate() {
            let unrated::Solved { rating, iterations } = solved[s];
            self.new_rating.insert(i, rating);
            self.step(
                i,
                Step::Unrated {
                    rated_games: system.rated_games[s],
                    first: first[s],
                    iterations,
                    rating,
                },
            );
        }
    }

    /// A player's games against the ratings a step counts: `new` for the groups already rated anew.
    fn opponents(&self, i: usize, new: &[Group]) -> Vec<(i32, u32, u32)> {
        self.played[&i]
            .iter()
            .map(|&(o, a, b)| {
                let rating = if new.contains(&self.groups[&o]) {
                    self.new_rating[&o]
                } else {
                    self.pre(o)
                };
                (rating, a, b)
            })
            .collect()
    }

    /// Step 2: provisional players, against the UPs' new ratings and everyone else's old one.
    fn provisional_step(&mut self) {
        for i in self.in_group(Group::Provisional) {
            let opp = self.opponents(i, &[Group::Unrated]);
            let pr = performance(&opp, self.config.disc_weight);
            let previous_games = self.list.players[i].games;
            let old = self.pre(i);
            let rating = provisional_rating(old, previous_games, pr, opp.len() as u32);
            self.new_rating.insert(i, rating);
            self.step(
                i,
                Step::Provisional {
                    old,
                    previous_games,
                    performance: pr.to_string(),
                    games: opp.len() as u32,
                    rating,
                },
            );
        }
    }

    /// Step 3: stable players, against UPs' and PPs' new ratings and EPs' old ones. Gives each one's
    /// change.
    fn stable_step(&mut self) -> HashMap<usize, i32> {
        let mut change = HashMap::new();
        for i in self.in_group(Group::Established) {
            let opp = self.opponents(i, &[Group::Unrated, Group::Provisional]);
            let old = self.pre(i);
            let terms = stable_change(old, &opp, self.config);
            change.insert(i, terms.change);
            let rating = old + terms.change;
            self.step(i, Step::Stable { old, terms, rating });
        }
        change
    }

    /// Step 4, feedback from big gains, and step 5, the loss cap on the tournament's whole change.
    fn feedback_and_cap(&mut self, change: &HashMap<usize, i32>, rounds: u32) {
        let threshold = feedback_threshold(rounds, self.config);
        let mut received: HashMap<usize, (Ratio, FeedbackFrom)> = HashMap::new();
        for &i in &self.order {
            let Some(&gain) = change.get(&i) else {
                continue;
            };
            if gain < threshold {
                continue;
            }
            let n = self.played[&i].len() as u32;
            let share = feedback_share(gain, n);
            for &(o, _, _) in &self.played[&i] {
                let entry = received.entry(o).or_insert((Ratio::from(0), Vec::new()));
                entry.0 = entry.0 + share;
                let name = self.list.players[i].name.clone();
                if !entry.1.iter().any(|(n2, _, _)| *n2 == name) {
                    entry.1.push((name, gain, n));
                }
            }
        }
        let cap = loss_cap(rounds, self.config);
        for i in self.order.clone() {
            let feedback = match received.remove(&i) {
                Some((total, from)) => {
                    let points = total.round_half_up() as i32;
                    self.step(i, Step::Feedback { from, points });
                    points
                }
                None => 0,
            };
            match change.get(&i) {
                Some(&c) => {
                    let mut total = c + feedback;
                    if total < -cap {
                        self.step(i, Step::LossCap { change: total, cap });
                        total = -cap;
                    }
                    let rating = self.pre(i) + total;
                    self.new_rating.insert(i, rating);
                }
                None => {
                    if let Some(r) = self.new_rating.get_mut(&i) {
                        *r += feedback;
                    }
                }
            }
        }
    }

    /// The new list and each participant's change, best new rating first.
    fn finish(mut self, key: String) -> RatingUpdate {
        let config = self.config;
        let mut players = Vec::new();
        for &i in &self.order {
            let p = &mut self.list.players[i];
            let n = self.played[&i].len() as u32;
            let old = p.rating;
            let new = self.new_rating[&i];
            p.rating = Some(new);
            p.games += n;
            if self.groups[&i] != Group::Established {
                p.category = if p.games >= config.stable_games {
                    Category::Stable
                } else {
                    Category::Provisional
                };
            }
            if !config.tournament_date.trim().is_empty() {
                p.last_tournament = config.tournament_date.trim().to_string();
            }
            players.push(PlayerChange {
                name: p.name.clone(),
                group: self.groups[&i],
                old,
                new,
                change: old.map(|o| new - o),
                games_played: n,
                games: p.games,
                category: p.category,
                steps: self.steps.remove(&i).unwrap_or_default(),
            });
        }
        raduno_engine::order::sort_by(&mut players, |a, b| {
            b.new.cmp(&a.new).then_with(|| a.name.cmp(&b.name))
        });
        self.list.sort();
        self.list.applied.push(key.clone());
        RatingUpdate {
            players,
            list: self.list,
            key,
        }
    }
}
