//! A two-player game's table by outcome and difference ([`Scoring::HeadToHead`]: Testa a testa).

use super::ScoreInput;
use crate::format::def::Scoring;
use crate::format::errors::ScoreError;
use crate::format::points::Points;
use crate::format::ranking;
use crate::model::OutcomeKind;

pub(crate) fn score(input: &ScoreInput, scoring: &Scoring) -> Result<Vec<Points>, ScoreError> {
    let table = input.table.number;
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
    let (w, o) = match outcome.kind {
        OutcomeKind::WorldConquest => *world_conquest,
        OutcomeKind::RisikoEliminatesOther => *risiko_eliminates_other,
        OutcomeKind::RisikoEliminatesDummy => *risiko_eliminates_dummy,
        OutcomeKind::Risiko => *risiko,
        OutcomeKind::Abandon => *abandon,
        OutcomeKind::Points => by_difference
            .iter()
            .find(|r| diff >= r.from)
            .map_or(*level, |r| (r.winner, r.other)),
    };
    let mut out = vec![Points::from_int(o); 2];
    out[winner] = Points::from_int(w);
    Ok(out)
}
