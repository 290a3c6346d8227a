//! What a table's results may be (the table results' rules "Valid results"): one check, owned by the format, used by the
//! journal (every event it executes and every entry it replays), the round page, the workbook import,
//! the CLI and the backup restore.
//!
//! Each problem has a [`Severity`]: an **impossible** result cannot happen in a real game and is refused
//! everywhere (500 table points, two RisiKo! at one table, a Ludolimpica table over the board's 194
//! victory points, 40 + 30 Othello discs); an **unusual** one is possible but worth a question (a plain
//! 100 without the RisiKo! flag, a table where everyone has under 10); an **incomplete** one only says
//! what is still to enter (a missing score, a tie the rules need ordered). Partial results stay allowed.
//!
//! The rules come from the format's description ([`ResultRules`], the `results` field of
//! [`Format`](super::Format)):
//!
//! ```
//! use raduno_engine::format::{format, ResultRules};
//! use raduno_engine::format::FormatKind;
//! assert_eq!(format(FormatKind::Master).results, ResultRules::RISIKO);
//! assert_eq!(format(FormatKind::Ludolimpica).results.table_max, Some(194));
//! assert_eq!(format(FormatKind::OthelloSwiss).results.seat_max, 64);
//! ```

use crate::format::def::ResultRules;
use crate::format::errors::{EntryProblem, ProblemKind};
use crate::format::ranking;
use crate::format::registry::def;
use crate::model::{OutcomeKind, Round, SeatResult, Table, TableOutcome, Tournament};
use std::collections::HashSet;

/// How a problem is treated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// Cannot happen in a real game: refused everywhere, nothing changes.
    Impossible,
    /// Possible but unusual: accepted after a visible question.
    Unusual,
    /// Something still to enter (a missing score, a tie to order): partial results stay allowed.
    Incomplete,
}

impl ProblemKind {
    pub fn severity(&self) -> Severity {
        use ProblemKind::*;
        match self {
            MissingScore | MissingOutcome | TieUnresolved { .. } | DuplicateTieOrder { .. } => {
                Severity::Incomplete
            }
            PlainHundred | AllUnderTen { .. } => Severity::Unusual,
            _ => Severity::Impossible,
        }
    }
}

/// Only the problems that make the results impossible (what the journal refuses).
pub(crate) fn impossible(
    t: &Tournament,
    round: &Round,
    table: &Table,
    results: &[Option<SeatResult>],
    outcome: Option<TableOutcome>,
) -> Vec<EntryProblem> {
    check(t, round, table, results, outcome, false)
        .into_iter()
        .filter(|p| p.kind.severity() == Severity::Impossible)
        .collect()
}

/// Every problem of a table's results as typed: impossible, unusual and incomplete (nothing is changed).
pub(crate) fn validate(
    t: &Tournament,
    round: &Round,
    table: &Table,
    results: &[Option<SeatResult>],
    outcome: Option<TableOutcome>,
) -> Vec<EntryProblem> {
    check(t, round, table, results, outcome, true)
}

/// One table's results under the format's rules, with the problems found so far: each step of the
/// check (the table results' rules "Valid results") adds its own.
struct Check<'a> {
    t: &'a Tournament,
    round: &'a Round,
    table: &'a Table,
    results: &'a [Option<SeatResult>],
    outcome: Option<TableOutcome>,
    rules: ResultRules,
    /// The seats with a result, and the result.
    entered: Vec<(usize, &'a SeatResult)>,
    out: Vec<EntryProblem>,
}

fn check(
    t: &Tournament,
    round: &Round,
    table: &Table,
    results: &[Option<SeatResult>],
    outcome: Option<TableOutcome>,
    ties: bool,
) -> Vec<EntryProblem> {
    let mut c = Check {
        t,
        round,
        table,
        results,
        outcome,
        rules: def(t).results,
        entered: results
            .iter()
            .enumerate()
            .filter_map(|(s, r)| r.as_ref().map(|r| (s, r)))
            .collect(),
        out: Vec::new(),
    };
    if results.len() != table.seats.len() {
        let kind = ProblemKind::WrongSeatCount {
            expected: table.seats.len(),
            got: results.len(),
        };
        c.whole(kind, Vec::new());
        return c.out;
    }
    c.missing_scores();
    c.seat_maximum();
    let flagged = c.risiko();
    c.eliminations();
    c.orders();
    c.table_totals();
    c.all_under_ten();
    c.head_to_head(&flagged);
    if ties {
        c.ties_to_order();
    }
    c.out
}

impl Check<'_> {
    /// A problem of seat `s`.
    fn seat(&mut self, s: usize, kind: ProblemKind) {
        let p = EntryProblem::seat_problem(self.t, self.round, self.table, s, kind);
        self.out.push(p);
    }

    /// A problem of the table, naming the players of `seats`.
    fn whole(&mut self, kind: ProblemKind, seats: Vec<usize>) {
        let mut p = EntryProblem::table_problem(self.round, self.table, kind);
        p.name = seats
            .iter()
            .filter_map(|&s| self.table.seats.get(s))
            .map(|st| {
                self.t
                    .player(st.player)
                    .map_or(format!("ID {}", st.player), |p| p.full_name())
            })
            .collect::<Vec<_>>()
            .join(", ");
        p.seats = seats;
        self.out.push(p);
    }

    /// Every seat entered, every seat with a result (all of them, when `entered` is the whole table).
    fn all_entered(&self) -> bool {
        !self.entered.is_empty() && self.entered.len() == self.table.seats.len()
    }

    fn entered_seats(&self) -> Vec<usize> {
        self.entered.iter().map(|&(s, _)| s).collect()
    }

    fn missing_scores(&mut self) {
        for s in 0..self.results.len() {
            if self.results[s].is_none() {
                self.seat(s, ProblemKind::MissingScore);
            }
        }
    }

    /// A seat: 0 to the most one player can score.
    fn seat_maximum(&mut self) {
        let (max, unit) = (self.rules.seat_max, self.rules.unit);
        for (s, r) in self.entered.clone() {
            if r.points > max {
                let points = r.points;
                self.seat(s, ProblemKind::OverMax { points, max, unit });
            }
        }
    }

    /// The head-to-head outcome already says seat `s` made RisiKo!.
    fn outcome_says_risiko(&self, s: usize) -> bool {
        self.outcome.is_some_and(|o| {
            o.seat as usize == s
                && matches!(
                    o.kind,
                    OutcomeKind::Risiko
                        | OutcomeKind::RisikoEliminatesOther
                        | OutcomeKind::RisikoEliminatesDummy
                )
        })
    }

    /// RisiKo!: a flag with 100 table points, at most one per table; a plain 100 asks, unless the
    /// head-to-head outcome already says that seat made RisiKo!. The flagged seats.
    fn risiko(&mut self) -> Vec<usize> {
        let used = self.rules.risiko;
        for (s, r) in self.entered.clone() {
            if r.risiko && !used {
                self.seat(s, ProblemKind::RisikoNotUsed);
            } else if r.risiko && r.points != 100 {
                self.seat(s, ProblemKind::RisikoNot100 { points: r.points });
            } else if used
                && !r.risiko
                && r.points == 100
                && r.eliminated.is_none()
                && !self.outcome_says_risiko(s)
            {
                self.seat(s, ProblemKind::PlainHundred);
            }
        }
        let flagged: Vec<usize> = self
            .entered
            .iter()
            .filter(|(_, r)| r.risiko)
            .map(|&(s, _)| s)
            .collect();
        if used && flagged.len() > 1 {
            self.whole(ProblemKind::SeveralRisiko, flagged.clone());
        }
        flagged
    }

    /// Eliminations (Gufo formats): distinct orders from 1 (eliminated last), never everyone.
    fn eliminations(&mut self) {
        let max_order = (self.table.seats.len() + usize::from(self.table.ghost)).saturating_sub(1);
        let mut orders = HashSet::new();
        for (s, r) in self.entered.clone() {
            let Some(e) = r.eliminated else { continue };
            if !self.rules.eliminations {
                self.seat(s, ProblemKind::EliminationNotUsed);
                continue;
            }
            if r.points > 0 {
                self.seat(s, ProblemKind::EliminatedWithPoints { points: r.points });
            }
            if e == 0 || e as usize > max_order || !orders.insert(e) {
                self.seat(s, ProblemKind::BadEliminationOrder { order: e });
            }
        }
        if self.rules.eliminations
            && self.all_entered()
            && self.entered.iter().all(|(_, r)| r.eliminated.is_some())
        {
            self.whole(ProblemKind::NoSurvivor, self.entered_seats());
        }
    }

    /// Tie order and play order must not repeat; play order within the seats.
    fn orders(&mut self) {
        let mut tie_orders = HashSet::new();
        let mut plays = HashSet::new();
        let seats = self.table.seats.len();
        for (s, r) in self.entered.clone() {
            if let Some(o) = r.tie_order {
                if !tie_orders.insert(o) {
                    self.seat(s, ProblemKind::DuplicateTieOrder { order: o });
                }
            }
            if let Some(o) = r.play_order {
                if o == 0 || o as usize > seats {
                    self.seat(s, ProblemKind::BadPlayOrder { order: o });
                } else if !plays.insert(o) {
                    self.seat(s, ProblemKind::DuplicatePlayOrder { order: o });
                }
            }
        }
    }

    /// The whole table: what the board holds, not every seat at 0, the end of the game.
    fn table_totals(&mut self) {
        let total: u32 = self
            .entered
            .iter()
            .map(|(_, r)| r.points)
            .fold(0u32, u32::saturating_add);
        if let Some(max) = self.rules.table_max {
            if total > max {
                let kind = ProblemKind::OverTotal {
                    total,
                    max,
                    unit: self.rules.unit,
                    points: self.entered.iter().map(|(_, r)| r.points).collect(),
                };
                self.whole(kind, self.entered_seats());
            }
        }
        if self.rules.not_all_zero
            && self.all_entered()
            && self.entered.iter().all(|(_, r)| r.points == 0)
        {
            self.whole(ProblemKind::AllZero, self.entered_seats());
        }
        if let Some(end) = self.rules.ends_at {
            let over: Vec<usize> = self
                .entered
                .iter()
                .filter(|(_, r)| r.points >= end)
                .map(|&(s, _)| s)
                .collect();
            if over.len() > 1 {
                self.whole(ProblemKind::SeveralAtEnd { end }, over);
            }
        }
    }

    /// A possible but unusual table: everyone under 10 (a game that hardly started?).
    fn all_under_ten(&mut self) {
        let seats = self.table.seats.len();
        if self.rules.risiko
            && !self.rules.head_to_head
            && seats >= 3
            && self.entered.len() == seats
            && self
                .entered
                .iter()
                .all(|(_, r)| r.points < 10 && r.eliminated.is_none() && !r.risiko)
        {
            self.whole(ProblemKind::AllUnderTen { seats }, self.entered_seats());
        }
    }

    /// Head-to-head: the outcome names one winner, agreeing with the points and the RisiKo! flag
    /// (`flagged`); other formats have no outcome.
    fn head_to_head(&mut self, flagged: &[usize]) {
        if !self.rules.head_to_head {
            if self.outcome.is_some() {
                self.whole(ProblemKind::OutcomeNotUsed, Vec::new());
            }
            return;
        }
        let o = match self.outcome {
            None => return self.whole(ProblemKind::MissingOutcome, Vec::new()),
            Some(o) if o.seat as usize >= self.table.seats.len() || self.table.seats.len() != 2 => {
                return self.whole(ProblemKind::BadOutcomeSeat { seat: o.seat }, Vec::new())
            }
            Some(o) => o,
        };
        let w = o.seat as usize;
        let l = 1 - w;
        if let (OutcomeKind::Points, Some(wr), Some(lr)) =
            (o.kind, self.results[w].as_ref(), self.results[l].as_ref())
        {
            let (wp, lp) = (ranking::table_points(wr), ranking::table_points(lr));
            // the Testa a testa rulebook: a game "ai punti" goes to the player with more table points (a
            // difference of 1–10 too); level points are a draw.
            if wp < lp {
                self.whole(ProblemKind::OutcomeContradictsPoints, vec![w, l]);
            }
        }
        // The player who stayed wins an abandon; otherwise the outcome's seat wins.
        let winner = if o.kind == OutcomeKind::Abandon { l } else { w };
        if flagged.iter().any(|&s| s != winner) {
            self.whole(ProblemKind::OutcomeContradictsRisiko, vec![w, l]);
        }
    }

    /// Ties the rules need ordered (Master's single winner, Torneo Gufo's placings), once nothing
    /// worse than unusual was found.
    fn ties_to_order(&mut self) {
        if !self
            .out
            .iter()
            .all(|p| p.kind.severity() == Severity::Unusual)
        {
            return;
        }
        let f = def(self.t);
        let mut filled = self.table.clone();
        for (st, r) in filled.seats.iter_mut().zip(self.results) {
            st.result = r.clone();
        }
        filled.outcome = self.outcome;
        let Ok(rank) = ranking::rank(f.tie_breaks, &filled) else {
            return;
        };
        let name = |s: usize| {
            let id = filled.seats[s].player;
            self.t
                .player(id)
                .map_or(format!("ID {id}"), |p| p.full_name())
        };
        // The same question the scoring asks (one rule, `scoring::levels_to_order`).
        for g in crate::format::scoring::levels_to_order(f, &filled, &rank) {
            let kind = ProblemKind::TieUnresolved {
                names: g.iter().map(|&s| name(s)).collect(),
                by: f.tie_breaks,
            };
            let mut p = EntryProblem::table_problem(self.round, self.table, kind);
            p.seats = g;
            self.out.push(p);
        }
    }
}
