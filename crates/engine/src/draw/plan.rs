//! Table plans (the table plans' rules): how many tables of which size a count of players makes.
//!
//! | plan | rule |
//! | --- | --- |
//! | fours only | N a multiple of 4 |
//! | fours and fives | fives = N mod 4, fours = N/4 − fives; the 5-tables are the last ones |
//! | fours, one five, ghosts | Campionato Gufo: N mod 4 = 1 → one 5; 3 → one 3 + ghost; 2 → two 3 + ghost |
//! | three to five | Ludolimpica: fours and fives where it works, else 4s completed by one or two 3s |
//! | pairs | head-to-head: N/2 pairs, an odd player sits out |
//! | fours and threes | BGL: as many 4s as possible, the rest as 3s (9 → 3 + 3 + 3), the 3-tables last |
//! | pairs, one three | 1vs1: N/2 pairs, or one table of 3 when N is odd (the last table) |
//!
//! ```
//! use raduno_engine::draw::{table_sizes, TablePlan};
//! let sizes: Vec<usize> = table_sizes(13, TablePlan::FoursAndFives).unwrap().iter().map(|t| t.size).collect();
//! assert_eq!(sizes, vec![4, 4, 5]);
//! ```

use super::spec::TablePlan;
use crate::i18n::msg;
use crate::i18n::{Lang, Localized};
use std::fmt;

/// One table of a plan: how many real players sit there, and whether a ghost completes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TableShape {
    /// Real players at the table.
    pub size: usize,
    /// Campionato Gufo: a table of 3 real players completed by a ghost (a fictitious 4th seat).
    pub ghost: bool,
}

impl TableShape {
    fn real(size: usize) -> Self {
        TableShape { size, ghost: false }
    }
    fn ghost3() -> Self {
        TableShape {
            size: 3,
            ghost: true,
        }
    }
}

/// Why a count of players cannot be seated by a plan. Each names the count and what would work.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlanError {
    /// Fours only: N is not a multiple of 4.
    NotMultipleOfFour { players: usize, remainder: usize },
    /// Too few players for the plan (the least count that works is given).
    TooFew {
        players: usize,
        plan: TablePlan,
        least: usize,
    },
    /// Fours and fives (fours and threes): a count whose remainder cannot be placed.
    RemainderUnplaceable {
        players: usize,
        plan: TablePlan,
        fewer: usize,
        more: usize,
    },
}

impl TablePlan {
    /// The plan's name as a director reads it.
    pub fn label(self, lang: Lang) -> &'static str {
        plan_name(self, lang)
    }

    /// The plan's name: said now, or kept as a value.
    pub fn words(self) -> crate::i18n::Words {
        plan_words(self)
    }
}

/// The plan's name as a director reads it (errors, the club format editor).
pub(crate) fn plan_name(plan: TablePlan, lang: Lang) -> &'static str {
    plan_words(plan).0(lang)
}

/// The plan's name: how it is said, and its message in the catalogue.
pub(crate) fn plan_words(plan: TablePlan) -> crate::i18n::Words {
    use msg::*;
    match plan {
        TablePlan::FoursOnly => (|l| DrawFoursOnly.str(l), || DrawFoursOnly.said()),
        TablePlan::FoursAndFives => (|l| DrawFoursAndFives.str(l), || DrawFoursAndFives.said()),
        TablePlan::FoursOneFiveGhosts => (
            |l| DrawFoursOneFiveGhosts.str(l),
            || DrawFoursOneFiveGhosts.said(),
        ),
        TablePlan::ThreeToFive => (|l| DrawThreeToFive.str(l), || DrawThreeToFive.said()),
        TablePlan::Pairs => (|l| DrawPairs.str(l), || DrawPairs.said()),
        TablePlan::FoursAndThrees => (|l| DrawFoursAndThrees.str(l), || DrawFoursAndThrees.said()),
        TablePlan::PairsOneThree => (|l| DrawPairsOneThree.str(l), || DrawPairsOneThree.said()),
    }
}

impl Localized for PlanError {
    fn text(&self, lang: Lang) -> String {
        match *self {
            PlanError::NotMultipleOfFour { players, remainder } => {
                let fewer = players - remainder;
                let more = players + 4 - remainder;
                msg::DrawFoursWrongCount {
                    players: &players,
                    remainder: &remainder,
                    fewer: &fewer,
                    more: &more,
                }
                .text(lang)
            }
            PlanError::TooFew {
                players,
                plan,
                least,
            } => msg::DrawTooFewPlayers {
                players: &players,
                plan: &plan_name(plan, lang),
                least: &least,
            }
            .text(lang),
            PlanError::RemainderUnplaceable {
                players,
                plan,
                fewer,
                more,
            } => msg::DrawPlanRemainderUnseatable {
                players: &players,
                plan: &plan_name(plan, lang),
                remainder: &(players % 4),
                fewer: &fewer,
                more: &more,
            }
            .text(lang),
        }
    }
}

impl fmt::Display for PlanError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::It))
    }
}

impl std::error::Error for PlanError {}

/// Fours and fives, or `None` when the remainder cannot be placed (N = 1, 2, 3, 6, 7, 11).
fn fours_and_fives(n: usize) -> Option<Vec<TableShape>> {
    let fives = n % 4;
    let fours = (n / 4).checked_sub(fives)?;
    if fours + fives == 0 {
        return None;
    }
    let mut tables = vec![TableShape::real(4); fours];
    tables.extend(std::iter::repeat_n(TableShape::real(5), fives));
    Some(tables)
}

/// The tables of a plan for `n` players, in table order. For [`TablePlan::Pairs`] an odd player is left
/// over (the sum of the sizes is then `n - 1`): the format decides who sits out.
pub fn table_sizes(n: usize, plan: TablePlan) -> Result<Vec<TableShape>, PlanError> {
    let too_few = |least: usize| PlanError::TooFew {
        players: n,
        plan,
        least,
    };
    match plan {
        TablePlan::FoursOnly => {
            if n == 0 {
                return Err(too_few(4));
            }
            if !n.is_multiple_of(4) {
                return Err(PlanError::NotMultipleOfFour {
                    players: n,
                    remainder: n % 4,
                });
            }
            Ok(vec![TableShape::real(4); n / 4])
        }
        TablePlan::FoursAndFives => fours_and_fives(n).ok_or_else(|| {
            if n < 4 {
                too_few(4)
            } else {
                // N = 6, 7, 11: the nearest counts that work.
                nearest(n, plan, |m| fours_and_fives(m).is_some(), 4, 12)
            }
        }),
        TablePlan::FoursOneFiveGhosts => fours_one_five_ghosts(n).ok_or_else(|| too_few(3)),
        TablePlan::ThreeToFive => fours_and_fives(n)
            .or_else(|| fours_and_threes(n, [0, 0, 2, 1][n % 4]))
            .ok_or_else(|| too_few(3)),
        TablePlan::Pairs => {
            if n < 2 {
                return Err(too_few(2));
            }
            Ok(vec![TableShape::real(2); n / 2])
        }
        TablePlan::FoursAndThrees => {
            // 4k → 4s; 4k+3 → one 3; 4k+2 → two 3s; 4k+1 → three 3s (9 → 3 + 3 + 3).
            let threes = |m: usize| [0, 3, 2, 1][m % 4];
            fours_and_threes(n, threes(n)).ok_or_else(|| {
                let works = |m: usize| m >= 3 && m >= 3 * threes(m);
                match (1..n).rev().find(|&m| works(m)) {
                    Some(_) => nearest(n, plan, works, 3, 3),
                    None => too_few(3),
                }
            })
        }
        TablePlan::PairsOneThree => {
            if n < 2 {
                return Err(too_few(2));
            }
            if n.is_multiple_of(2) {
                return Ok(vec![TableShape::real(2); n / 2]);
            }
            let mut t = vec![TableShape::real(2); (n - 3) / 2];
            t.push(TableShape::real(3));
            Ok(t)
        }
    }
}

/// `n` players do not fit `plan`: the nearest counts below and above that do (`works`), else the
/// defaults given.
fn nearest(
    n: usize,
    plan: TablePlan,
    works: impl Fn(usize) -> bool,
    fewest: usize,
    least_more: usize,
) -> PlanError {
    PlanError::RemainderUnplaceable {
        players: n,
        plan,
        fewer: (1..n).rev().find(|&m| works(m)).unwrap_or(fewest),
        more: (n + 1..).find(|&m| works(m)).unwrap_or(least_more),
    }
}

/// As many 4s as possible completed by `threes` tables of 3 (`None` when `n` is too few for them).
fn fours_and_threes(n: usize, threes: usize) -> Option<Vec<TableShape>> {
    if threes == 0 && (n == 0 || !n.is_multiple_of(4)) || n < 3 || n < 3 * threes {
        return None;
    }
    let mut t = vec![TableShape::real(4); (n - 3 * threes) / 4];
    t.extend(std::iter::repeat_n(TableShape::real(3), threes));
    Some(t)
}

/// Tables of 4; one of 5 for a remainder of 1; one or two of 3 with a ghost for 3 or 2.
fn fours_one_five_ghosts(n: usize) -> Option<Vec<TableShape>> {
    let fours = n / 4;
    let tables = match n % 4 {
        0 if n > 0 => vec![TableShape::real(4); fours],
        1 if n >= 5 => {
            let mut t = vec![TableShape::real(4); fours - 1];
            t.push(TableShape::real(5));
            t
        }
        3 => {
            let mut t = vec![TableShape::real(4); fours];
            t.push(TableShape::ghost3());
            t
        }
        2 if n >= 6 => {
            let mut t = vec![TableShape::real(4); fours - 1];
            t.extend([TableShape::ghost3(), TableShape::ghost3()]);
            t
        }
        _ => return None,
    };
    Some(tables)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sizes(n: usize, plan: TablePlan) -> Result<Vec<usize>, PlanError> {
        table_sizes(n, plan).map(|t| t.iter().map(|s| s.size).collect())
    }

    fn ghosts(n: usize) -> Vec<bool> {
        table_sizes(n, TablePlan::FoursOneFiveGhosts)
            .unwrap()
            .iter()
            .map(|s| s.ghost)
            .collect()
    }

    #[test]
    fn fours_only_needs_a_multiple_of_four() {
        assert_eq!(sizes(16, TablePlan::FoursOnly).unwrap(), vec![4; 4]);
        let err = sizes(18, TablePlan::FoursOnly).unwrap_err();
        assert_eq!(
            err,
            PlanError::NotMultipleOfFour {
                players: 18,
                remainder: 2
            }
        );
        let it = err.text(Lang::It);
        assert!(
            it.contains("18") && it.contains("16") && it.contains("20"),
            "{it}"
        );
        assert!(err.text(Lang::En).contains("18 players"));
        assert!(matches!(
            sizes(0, TablePlan::FoursOnly),
            Err(PlanError::TooFew { least: 4, .. })
        ));
    }

    #[test]
    fn fours_and_fives_puts_the_fives_last() {
        assert_eq!(sizes(13, TablePlan::FoursAndFives).unwrap(), vec![4, 4, 5]);
        assert_eq!(sizes(15, TablePlan::FoursAndFives).unwrap(), vec![5, 5, 5]);
        assert_eq!(sizes(14, TablePlan::FoursAndFives).unwrap(), vec![4, 5, 5]);
        assert_eq!(sizes(5, TablePlan::FoursAndFives).unwrap(), vec![5]);
        assert_eq!(sizes(9, TablePlan::FoursAndFives).unwrap(), vec![4, 5]);
        assert_eq!(sizes(10, TablePlan::FoursAndFives).unwrap(), vec![5, 5]);
        assert_eq!(sizes(12, TablePlan::FoursAndFives).unwrap(), vec![4, 4, 4]);
        assert_eq!(
            sizes(19, TablePlan::FoursAndFives).unwrap(),
            vec![4, 5, 5, 5]
        );
        assert_eq!(
            sizes(250, TablePlan::FoursAndFives)
                .unwrap()
                .iter()
                .filter(|&&s| s == 5)
                .count(),
            2
        );
    }

    #[test]
    fn fours_and_fives_refuses_unplaceable_remainders() {
        for n in [6, 7, 11] {
            let err = sizes(n, TablePlan::FoursAndFives).unwrap_err();
            assert!(matches!(err, PlanError::RemainderUnplaceable { players, .. } if players == n));
        }
        assert_eq!(
            sizes(11, TablePlan::FoursAndFives).unwrap_err(),
            PlanError::RemainderUnplaceable {
                players: 11,
                plan: TablePlan::FoursAndFives,
                fewer: 10,
                more: 12
            }
        );
        assert_eq!(
            sizes(6, TablePlan::FoursAndFives).unwrap_err(),
            PlanError::RemainderUnplaceable {
                players: 6,
                plan: TablePlan::FoursAndFives,
                fewer: 5,
                more: 8
            }
        );
        assert!(sizes(7, TablePlan::FoursAndFives)
            .unwrap_err()
            .text(Lang::En)
            .contains("5 or 8"));
        for n in 0..4 {
            assert!(matches!(
                sizes(n, TablePlan::FoursAndFives),
                Err(PlanError::TooFew { .. })
            ));
        }
        // From 12 players on every count works.
        for n in 12..200 {
            let s = sizes(n, TablePlan::FoursAndFives).unwrap();
            assert_eq!(s.iter().sum::<usize>(), n);
        }
    }

    #[test]
    fn campionato_gufo_uses_one_five_or_ghosts() {
        assert_eq!(
            sizes(16, TablePlan::FoursOneFiveGhosts).unwrap(),
            vec![4; 4]
        );
        assert_eq!(
            sizes(17, TablePlan::FoursOneFiveGhosts).unwrap(),
            vec![4, 4, 4, 5]
        );
        assert_eq!(
            sizes(19, TablePlan::FoursOneFiveGhosts).unwrap(),
            vec![4, 4, 4, 4, 3]
        );
        assert_eq!(ghosts(19), vec![false, false, false, false, true]);
        assert_eq!(
            sizes(18, TablePlan::FoursOneFiveGhosts).unwrap(),
            vec![4, 4, 4, 3, 3]
        );
        assert_eq!(ghosts(18), vec![false, false, false, true, true]);
        assert_eq!(sizes(3, TablePlan::FoursOneFiveGhosts).unwrap(), vec![3]);
        assert_eq!(sizes(6, TablePlan::FoursOneFiveGhosts).unwrap(), vec![3, 3]);
        assert_eq!(sizes(5, TablePlan::FoursOneFiveGhosts).unwrap(), vec![5]);
        for n in [0, 1, 2] {
            assert!(matches!(
                sizes(n, TablePlan::FoursOneFiveGhosts),
                Err(PlanError::TooFew { least: 3, .. })
            ));
        }
    }

    #[test]
    fn three_to_five_follows_the_ludolimpica_examples() {
        assert_eq!(sizes(7, TablePlan::ThreeToFive).unwrap(), vec![4, 3]);
        assert_eq!(sizes(6, TablePlan::ThreeToFive).unwrap(), vec![3, 3]);
        assert_eq!(sizes(11, TablePlan::ThreeToFive).unwrap(), vec![4, 4, 3]);
        assert_eq!(sizes(3, TablePlan::ThreeToFive).unwrap(), vec![3]);
        assert_eq!(sizes(13, TablePlan::ThreeToFive).unwrap(), vec![4, 4, 5]);
        assert_eq!(sizes(10, TablePlan::ThreeToFive).unwrap(), vec![5, 5]);
        assert!(table_sizes(7, TablePlan::ThreeToFive)
            .unwrap()
            .iter()
            .all(|t| !t.ghost));
        for n in [0, 1, 2] {
            assert!(sizes(n, TablePlan::ThreeToFive).is_err());
        }
    }

    #[test]
    fn pairs_leave_an_odd_player_out() {
        assert_eq!(sizes(8, TablePlan::Pairs).unwrap(), vec![2; 4]);
        assert_eq!(sizes(9, TablePlan::Pairs).unwrap(), vec![2; 4]);
        assert!(sizes(1, TablePlan::Pairs).is_err());
    }

    #[test]
    fn fours_and_threes_puts_the_rest_at_threes() {
        assert_eq!(sizes(9, TablePlan::FoursAndThrees).unwrap(), vec![3, 3, 3]);
        assert_eq!(sizes(16, TablePlan::FoursAndThrees).unwrap(), vec![4; 4]);
        assert_eq!(
            sizes(15, TablePlan::FoursAndThrees).unwrap(),
            vec![4, 4, 4, 3]
        );
        assert_eq!(
            sizes(14, TablePlan::FoursAndThrees).unwrap(),
            vec![4, 4, 3, 3]
        );
        assert_eq!(
            sizes(13, TablePlan::FoursAndThrees).unwrap(),
            vec![4, 3, 3, 3]
        );
        assert_eq!(sizes(3, TablePlan::FoursAndThrees).unwrap(), vec![3]);
        assert_eq!(
            sizes(5, TablePlan::FoursAndThrees).unwrap_err(),
            PlanError::RemainderUnplaceable {
                players: 5,
                plan: TablePlan::FoursAndThrees,
                fewer: 4,
                more: 6
            }
        );
        assert!(sizes(5, TablePlan::FoursAndThrees)
            .unwrap_err()
            .text(Lang::It)
            .contains("tavoli da 4 e da 3"));
        for n in [0, 1, 2] {
            assert!(matches!(
                sizes(n, TablePlan::FoursAndThrees),
                Err(PlanError::TooFew { .. })
            ));
        }
        for n in 6..300 {
            let s = sizes(n, TablePlan::FoursAndThrees).unwrap();
            assert_eq!(s.iter().sum::<usize>(), n, "{n}");
            assert!(s.iter().filter(|&&x| x == 3).count() <= 3);
            assert!(s.windows(2).all(|w| w[0] >= w[1]), "threes last: {s:?}");
        }
    }

    #[test]
    fn pairs_one_three_seats_everyone() {
        assert_eq!(sizes(8, TablePlan::PairsOneThree).unwrap(), vec![2; 4]);
        assert_eq!(
            sizes(9, TablePlan::PairsOneThree).unwrap(),
            vec![2, 2, 2, 3]
        );
        assert_eq!(sizes(3, TablePlan::PairsOneThree).unwrap(), vec![3]);
        assert_eq!(sizes(2, TablePlan::PairsOneThree).unwrap(), vec![2]);
        assert!(sizes(1, TablePlan::PairsOneThree).is_err());
        for n in 2..200 {
            let s = sizes(n, TablePlan::PairsOneThree).unwrap();
            assert_eq!(s.iter().sum::<usize>(), n);
        }
    }
}
