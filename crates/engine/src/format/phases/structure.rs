//! The semifinal structures: how many direct finalists, semifinals and parallel finals the
//! qualifying rounds lead to, by the player count and the top of the standings (the Master rules'
//! table, MasterRisiko's legacy rule, Raduno Nazionale's thresholds).

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
/// use raduno_engine::format::phases::structure::{structure, Case};
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

/// Direct finalists, semifinal tables and finals for `players` who played both qualifying games.
/// Thresholds are taken in order; a count above the last gives the last row + 1.
pub fn thresholds_structure(players: u32, thresholds: &[u32; 5]) -> (usize, usize, usize) {
    let row = thresholds
        .iter()
        .position(|&max| players <= max)
        .unwrap_or(thresholds.len());
    match row {
        0 => (2, 2, 1),
        r => (0, 4 * r, r),
    }
}

/// Why a set of thresholds cannot be used (they must rise strictly and start at 10 or more: the first
/// row seats 2 direct finalists and 8 semifinalists).
pub fn check_thresholds(thresholds: &[u32; 5]) -> Result<(), crate::i18n::Text> {
    use crate::i18n::msg;
    if thresholds[0] < 10 {
        return Err(msg::FormatThresholdsFirstTooLow {
            first: &thresholds[0],
        }
        .said());
    }
    if let Some(w) = thresholds.windows(2).find(|w| w[1] <= w[0]) {
        return Err(msg::FormatThresholdsMustRise {
            next: &w[1],
            previous: &w[0],
        }
        .said());
    }
    Ok(())
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
}
