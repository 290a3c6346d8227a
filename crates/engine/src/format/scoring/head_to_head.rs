//! A two-player game's table by outcome and difference ([`Scoring::HeadToHead`]: Testa a testa).

use super::ScoreInput;
use crate::format::def::Scoring;
use crate::format::errors::ScoreError;
use crate::format::points::Points;
use crate::format::ranking;
use crate::model::OutcomeKind;

pub(crate) fn score(input: &ScoreInput, scoring: &Scoring) -> Result<Vec<Points>, ScoreError> {
    let table = input.table.number;
    let Scoring::HeadToHead { by_difference, .. } = scoring else {
        return Err(ScoreError::InvalidOutcome { table });
    };
    if input.results.len() != 2 {
        return Err(ScoreError::InvalidOutcome { table });
    }
    let outcome = input
        .table
        .outcome
        .ok_or(ScoreError::MissingOutcome { table })?;
    let seat = outcome.seat as usize;
    if seat > 1 {
        return Err(ScoreError::InvalidOutcome { table });
    }
    let pts: Vec<u32> = input
        .results
        .iter()
        .map(|r| ranking::table_points(r))
        .collect();
    let diff = pts[0].abs_diff(pts[1]);
    // The smallest difference that still decides on points (11 in rule 20).
    let decisive = by_difference
        .iter()
        .map(|r| r.from)
        .min()
        .unwrap_or(u32::MAX);
    let winner = match outcome.kind {
        OutcomeKind::Abandon => 1 - seat,
        OutcomeKind::Points if diff >= decisive && pts[seat] < pts[1 - seat] => {
            return Err(ScoreError::InvalidOutcome { table })
        }
        _ => seat,
    };
    let (w, o) =
        outcome_points(scoring, outcome.kind, diff).ok_or(ScoreError::InvalidOutcome { table })?;
    let mut out = vec![Points::from_int(o); 2];
    out[winner] = Points::from_int(w);
    Ok(out)
}

/// (winner, other) for an outcome by a [`Scoring::HeadToHead`]'s table; for `Points` the difference
/// decides; for `Abandon` the "winner" is the player who stayed and the other the one who abandoned.
/// `None` for another scoring.
pub(crate) fn outcome_points(
    scoring: &Scoring,
    kind: OutcomeKind,
    diff: u32,
) -> Option<(i64, i64)> {
    let Scoring::HeadToHead {
        world_conquest,
        risiko_eliminates_other,
        risiko_eliminates_dummy,
        risiko,
        by_difference,
        level,
        abandon,
    } = scoring
    else {
        return None;
    };
    Some(match kind {
        OutcomeKind::WorldConquest => *world_conquest,
        OutcomeKind::RisikoEliminatesOther => *risiko_eliminates_other,
        OutcomeKind::RisikoEliminatesDummy => *risiko_eliminates_dummy,
        OutcomeKind::Risiko => *risiko,
        OutcomeKind::Abandon => *abandon,
        OutcomeKind::Points => by_difference
            .iter()
            .find(|r| diff >= r.from)
            .map_or(*level, |r| (r.winner, r.other)),
    })
}

#[cfg(test)]
/// Testa a testa's table (rule 20) scored by the mechanism.
mod testa_a_testa_examples {
    use crate::format::builtin::testa_a_testa::definition;
    use crate::format::errors::ScoreError;
    use crate::format::scoring::score_table;
    use crate::model::OutcomeKind;
    use crate::model::{Seat, SeatResult, Table, TableOutcome};

    fn table(a: u32, b: u32, kind: OutcomeKind, seat: u8) -> Table {
        Table {
            number: 1,
            seats: vec![
                Seat {
                    player: 1,
                    result: Some(SeatResult::points(a)),
                },
                Seat {
                    player: 2,
                    result: Some(SeatResult::points(b)),
                },
            ],
            ghost: false,
            group: 0,
            outcome: Some(TableOutcome { kind, seat }),
            seat_secret: None,
        }
    }

    fn pts(t: &Table) -> Vec<i64> {
        score_table(&definition(), t)
            .unwrap()
            .iter()
            .map(|p| p.numerator())
            .collect()
    }

    #[test]
    fn every_row_of_the_score_table() {
        let rows = [
            (100, 39, 160, 40),
            (100, 40, 150, 50),
            (90, 40, 140, 60),
            (80, 49, 130, 70),
            (80, 59, 120, 80),
            (80, 69, 110, 90),
            (80, 70, 100, 100),
            (50, 50, 100, 100),
        ];
        for (a, b, wa, wb) in rows {
            assert_eq!(
                pts(&table(a, b, OutcomeKind::Points, 0)),
                vec![wa, wb],
                "{a}-{b}"
            );
            assert_eq!(
                pts(&table(b, a, OutcomeKind::Points, 1)),
                vec![wb, wa],
                "{b}-{a}"
            );
        }
        assert_eq!(
            pts(&table(10, 60, OutcomeKind::WorldConquest, 0)),
            vec![200, 10]
        );
        assert_eq!(
            pts(&table(10, 60, OutcomeKind::RisikoEliminatesOther, 0)),
            vec![190, 10]
        );
        assert_eq!(
            pts(&table(10, 60, OutcomeKind::RisikoEliminatesDummy, 1)),
            vec![20, 180]
        );
        assert_eq!(pts(&table(10, 60, OutcomeKind::Risiko, 0)), vec![170, 30]);
    }

    #[test]
    fn abandon_gives_zero_and_two_hundred() {
        assert_eq!(pts(&table(60, 20, OutcomeKind::Abandon, 0)), vec![0, 200]);
        assert_eq!(pts(&table(60, 20, OutcomeKind::Abandon, 1)), vec![200, 0]);
    }

    #[test]
    fn outcome_is_required_and_checked() {
        let mut t = table(60, 20, OutcomeKind::Points, 1);
        assert_eq!(
            score_table(&definition(), &t).unwrap_err(),
            ScoreError::InvalidOutcome { table: 1 }
        );
        t.outcome = None;
        assert_eq!(
            score_table(&definition(), &t).unwrap_err(),
            ScoreError::MissingOutcome { table: 1 }
        );
    }
}
