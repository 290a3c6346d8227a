//! Master and MasterRisiko (SPEC 5.2): the official Master rules (seed 004, "Tornei Master —
//! Regolamento") and the legacy MasterRisiko of GestioneRaduno (seed 000, "MasterRisiko").
//!
//! **Punti classifica** (004 "Punti classifica"; 000 "MasterRisiko — Classifica"): table points in
//! thousandths, plus 1 to the table's single winner. At 5-seat tables table points × 1.25 first, rounded
//! **up** at the third decimal; a 5-table never gives more than 1.100 (80 to 86 table points give the
//! same). A RisiKo! (objective completed before time, entered as 100) gives 1.100 at any table.
//! The single winner of a level table: points outside objective, then reverse play order ("del colore").
//!
//! **Sorteggio**: fours and fives; round 1 with the cinquisti procedure and (1) who sits at 5-tables,
//! (2) same club; round 2 (1) five again, (2) winners of round 1 together, (3) same club, (4) already met
//! in round 1.
//!
//! **Struttura** (004 Tabella 1), counting players who played both qualifying games:
//!
//! | players | direct finalists | semifinals | semifinalists | finals |
//! | --- | --- | --- | --- | --- |
//! | < 50 | 2 / 1 / 0 | 2 / 3 / 4 | 8 / 12 / 16 | 1 |
//! | 50–99 | 0 | 4 | 16 | 1 |
//! | 100–149 | 0 | 8 | 32 | 2 |
//! | 150–199 | 0 | 12 | 48 | 3 |
//! | ≥ 200 | 0 | 16 | 64 | 4 |
//!
//! Under 50 ("Meno di 50 partecipanti"): the top two with 2 wins go to the final, positions 3–10 play 2
//! semifinals; if 2nd and 3rd are level with 2 wins, or exactly one player has 2 wins, the 1st goes to the
//! final and positions 2–13 play 3 semifinals; with nobody at 2 wins, or the first three level, positions
//! 1–16 play 4. From 50 on, k parallel groups by position modulo k, each with 4 semifinals and a final.
//! MasterRisiko (legacy): 3 semifinals (positions 2–13) if exactly one player has 2 wins and has not
//! withdrawn, else 4 (top 16).
//!
//! **Classifica**: total, best game, second best, third best, position after the previous round; in the
//! final standings a remaining tie is a shared position; for semifinal places a recorded random draw.
//!
//! ```
//! use raduno::format::master::tournament_points;
//! // "1,045 per il vincitore con 45 punti tavolo e 0,039 per quello arrivato secondo con 39"
//! assert_eq!(tournament_points(45, 4, true, false).to_decimal(3), "1.045");
//! assert_eq!(tournament_points(39, 4, false, false).to_decimal(3), "0.039");
//! // "21 × 1,25 / 1.000 = 0,02625 che si arrotondano a 0,027"
//! assert_eq!(tournament_points(21, 5, false, false).to_decimal(3), "0.027");
//! // "da 80 a 86 punti tavolo si ottengono gli stessi punti classifica"
//! for p in 80..=86 {
//!     assert_eq!(tournament_points(p, 5, true, false).to_decimal(3), "1.100");
//! }
//! assert_eq!(tournament_points(79, 5, true, false).to_decimal(3), "1.099");
//! // RisiKo! gives 1.100 at any table
//! assert_eq!(tournament_points(100, 4, true, true).to_decimal(3), "1.100");
//! assert_eq!(tournament_points(100, 5, true, true).to_decimal(3), "1.100");
//! ```

use super::{
    Column, FormatDef, FormatOptions, Memory, Phases, Points, Ratio, RoundRule, RoundRules,
    ScoreError, ScoreInput, Scoring, Summary, WinnerTieBreaks,
};
use crate::draw::spec::TablePlan;
use crate::model::ConflictKind as C;

/// The Master rules (004) as a definition.
pub fn definition() -> FormatDef {
    FormatDef {
        name: "Master".into(),
        name_en: String::new(),
        summary: Summary::of(|l| crate::i18n::msg::SummaryTwoQualifyingRoundsAtTables.str(l)),
        plan: TablePlan::FoursAndFives,
        rounds: RoundRules {
            first: RoundRule::Priorities {
                priorities: vec![C::SameClub],
            },
            later: RoundRule::Priorities {
                priorities: vec![C::FiveAgain, C::WinnersTogether, C::SameClub, C::AlreadyMet],
            },
            met: Memory::Previous,
            repeat: Memory::First,
            cinquisti: true,
        },
        tie_breaks: WinnerTieBreaks::OutsideObjectiveThenPlayOrder,
        scoring: Scoring::Thousandths {
            winner_bonus: 1,
            five_seats: Ratio::FIVE_QUARTERS,
            five_seat_cap: CAP,
            risiko: CAP,
        },
        bye: None,
        order: vec![
            Column::Best,
            Column::SecondBest,
            Column::ThirdBest,
            Column::PreviousPosition,
        ],
        phases: Phases::Master { qualifying: 2 },
        decimals: 3,
        unique_winner: true,
        results: super::ResultRules::RISIKO,
        options: FormatOptions {
            single_winner: true,
            ..Default::default()
        },
        rated: false,
    }
}

/// MasterRisiko (legacy, 000): Master's scoring and draw without the cinquisti, the legacy semifinals.
pub fn master_risiko() -> FormatDef {
    let mut d = definition();
    d.name = "MasterRisiko".into();
    d.summary = Summary::of(|l| crate::i18n::msg::SummaryAsMasterTheLegacyProgram.str(l));
    d.rounds.cinquisti = false;
    d.phases = Phases::MasterRisiko { qualifying: 2 };
    d
}

/// A 5-seat table's cap and a RisiKo!'s points, in thousandths (1.100).
pub const CAP: i64 = 1100;

/// Tournament points of one seat: thousandths, +1 to the winner, × 1.25 rounded up and capped at 1.100
/// at 5-tables, 1.100 for a RisiKo!.
pub fn tournament_points(table_points: u32, seats: usize, winner: bool, risiko: bool) -> Points {
    thousandths(
        table_points,
        seats,
        winner,
        risiko,
        (1, Ratio::FIVE_QUARTERS, CAP, CAP),
    )
}

/// [`tournament_points`] with the constants of a [`Scoring::Thousandths`]: (winner bonus, 5-seat
/// factor, 5-seat cap, RisiKo!), the last two in thousandths.
fn thousandths(
    table_points: u32,
    seats: usize,
    winner: bool,
    risiko: bool,
    (winner_bonus, five, cap, risiko_points): (i64, Ratio, i64, i64),
) -> Points {
    if risiko {
        return Points::new(risiko_points, 1000);
    }
    let bonus = Points::from_int(winner_bonus * winner as i64);
    if seats == 5 {
        let base = Points::new(table_points as i64 * five.num, five.den * 1000).ceil_to(1000);
        (base + bonus).min(Points::new(cap, 1000))
    } else {
        Points::new(table_points as i64, 1000) + bonus
    }
}

pub(crate) fn score(input: &ScoreInput, scoring: &Scoring) -> Result<Vec<Points>, ScoreError> {
    let Scoring::Thousandths {
        winner_bonus,
        five_seats,
        five_seat_cap,
        risiko,
    } = *scoring
    else {
        return Err(ScoreError::InvalidOutcome {
            table: input.table.number,
        });
    };
    let seats = input.table.seats.len();
    Ok(input
        .results
        .iter()
        .enumerate()
        .map(|(s, r)| {
            thousandths(
                r.points,
                seats,
                input.is_winner(s),
                r.risiko,
                (winner_bonus, five_seats, five_seat_cap, risiko),
            )
        })
        .collect())
}

/// Which case of the structure table applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Case {
    /// Under 50: the top two with 2 wins go to the final, 2 semifinals (positions 3–10).
    TwoDirect,
    /// Under 50: 2nd and 3rd level with 2 wins — only the 1st goes to the final, 3 semifinals (2–13).
    SecondThirdLevel,
    /// Under 50: exactly one player with 2 wins — he goes to the final, 3 semifinals (2–13).
    OneWithTwoWins,
    /// Under 50: nobody with 2 wins — 4 semifinals (1–16).
    NobodyTwoWins,
    /// Under 50: the first three level with 2 wins — 4 semifinals (1–16).
    FirstThreeLevel,
    /// A direct finalist withdrew before the semifinals: 4 semifinals (1–16 of those still in).
    DirectFinalistWithdrew,
    /// 50 or more: parallel groups, 4 semifinals each, no direct finalist.
    Parallel,
    /// Raduno Nazionale 2.4 up to its first threshold: the top two go to the final, 2 semifinals.
    TopTwo,
    /// MasterRisiko (legacy): one leader with 2 wins goes to the final, 3 semifinals (2–13).
    LegacyOneLeader,
    /// MasterRisiko (legacy): 4 semifinals (top 16).
    LegacyFour,
}

/// The phase after the two qualifying games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Structure {
    pub direct_finalists: usize,
    /// Semifinal tables in all (4 per group at 50+).
    pub semifinals: usize,
    /// Finals (parallel groups); each has one winner of the tournament.
    pub finals: usize,
    pub case: Case,
}

impl Structure {
    pub fn semifinalists(&self) -> usize {
        self.semifinals * 4
    }
}

/// The Master structure table (004 Tabella 1 and "Numero di semifinali"). `players` counts those who
/// played both qualifying games; `two_wins` how many of them won both; `second_third_level` and
/// `first_three_level` whether the 2nd and 3rd (first three) in the standings are level on every
/// ranking criterion, each with 2 wins.
///
/// ```
/// use raduno::format::master::{structure, Case};
/// let s = structure(40, 1, false, false);
/// assert_eq!((s.direct_finalists, s.semifinals, s.case), (1, 3, Case::OneWithTwoWins));
/// let s = structure(160, 5, false, false);
/// assert_eq!((s.direct_finalists, s.semifinals, s.finals), (0, 12, 3));
/// ```
pub fn structure(
    players: usize,
    two_wins: usize,
    second_third_level: bool,
    first_three_level: bool,
) -> Structure {
    let s = |direct_finalists, semifinals, finals, case| Structure {
        direct_finalists,
        semifinals,
        finals,
        case,
    };
    match players {
        0..=49 => match two_wins {
            0 => s(0, 4, 1, Case::NobodyTwoWins),
            1 => s(1, 3, 1, Case::OneWithTwoWins),
            _ if first_three_level => s(0, 4, 1, Case::FirstThreeLevel),
            _ if second_third_level => s(1, 3, 1, Case::SecondThirdLevel),
            _ => s(2, 2, 1, Case::TwoDirect),
        },
        50..=99 => s(0, 4, 1, Case::Parallel),
        100..=149 => s(0, 8, 2, Case::Parallel),
        150..=199 => s(0, 12, 3, Case::Parallel),
        _ => s(0, 16, 4, Case::Parallel),
    }
}

/// MasterRisiko's legacy rule (000): 3 semifinals if exactly one player has 2 wins, leads and has not
/// withdrawn; otherwise 4.
pub fn legacy_structure(
    two_wins: usize,
    leader_has_two_wins: bool,
    leader_withdrawn: bool,
) -> Structure {
    if two_wins == 1 && leader_has_two_wins && !leader_withdrawn {
        Structure {
            direct_finalists: 1,
            semifinals: 3,
            finals: 1,
            case: Case::LegacyOneLeader,
        }
    } else {
        Structure {
            direct_finalists: 0,
            semifinals: 4,
            finals: 1,
            case: Case::LegacyFour,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_row_of_the_structure_table() {
        // (players, direct, semifinals, semifinalists, finals) with a clear leader pair at 2 wins.
        let rows = [
            (49, 2, 2, 8, 1),
            (50, 0, 4, 16, 1),
            (99, 0, 4, 16, 1),
            (100, 0, 8, 32, 2),
            (149, 0, 8, 32, 2),
            (150, 0, 12, 48, 3),
            (199, 0, 12, 48, 3),
            (200, 0, 16, 64, 4),
            (1000, 0, 16, 64, 4),
        ];
        for (players, direct, semis, semifinalists, finals) in rows {
            let s = structure(players, 2, false, false);
            assert_eq!(
                (
                    s.direct_finalists,
                    s.semifinals,
                    s.semifinalists(),
                    s.finals
                ),
                (direct, semis, semifinalists, finals),
                "{players} players"
            );
        }
    }

    #[test]
    fn special_cases_under_fifty() {
        assert_eq!(structure(30, 2, false, false).case, Case::TwoDirect);
        assert_eq!(structure(30, 3, false, false).case, Case::TwoDirect);
        let s = structure(30, 3, true, false);
        assert_eq!(
            (s.case, s.direct_finalists, s.semifinals),
            (Case::SecondThirdLevel, 1, 3)
        );
        let s = structure(30, 1, false, false);
        assert_eq!(
            (s.case, s.direct_finalists, s.semifinals),
            (Case::OneWithTwoWins, 1, 3)
        );
        let s = structure(30, 0, false, false);
        assert_eq!(
            (s.case, s.direct_finalists, s.semifinals),
            (Case::NobodyTwoWins, 0, 4)
        );
        let s = structure(30, 3, true, true);
        assert_eq!(
            (s.case, s.direct_finalists, s.semifinals),
            (Case::FirstThreeLevel, 0, 4)
        );
        // At 50 the special cases no longer apply.
        assert_eq!(structure(50, 1, false, false).case, Case::Parallel);
    }

    #[test]
    fn legacy_rule() {
        assert_eq!(legacy_structure(1, true, false).semifinals, 3);
        assert_eq!(legacy_structure(1, true, true).semifinals, 4);
        assert_eq!(legacy_structure(2, true, false).semifinals, 4);
        assert_eq!(legacy_structure(0, false, false).semifinals, 4);
    }

    #[test]
    fn five_table_rounding_is_up_at_the_third_decimal() {
        // 1 × 1.25 = 1.25 thousandths → 0.002; 4 × 1.25 = 5 → 0.005 exactly.
        assert_eq!(tournament_points(1, 5, false, false).to_decimal(3), "0.002");
        assert_eq!(tournament_points(4, 5, false, false).to_decimal(3), "0.005");
        assert_eq!(tournament_points(0, 5, false, false), Points::ZERO);
        // A 4-table has no cap.
        assert_eq!(
            tournament_points(105, 4, true, false).to_decimal(3),
            "1.105"
        );
    }
}
