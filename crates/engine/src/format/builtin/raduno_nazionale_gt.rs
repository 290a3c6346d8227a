//! Raduno Nazionale 2.4 (GestioneTorneo 2.4's formats; GestioneTorneo 2.4's "Raduno Nazionale").
//!
//! **Sorteggio**: tables of 4 and 5. Round 1: (1) same club, (2) same region. Round 2: (1) winners of
//! round 1 together, (2) same club, (3) already met. Then semifinals and final(s) by the structure
//! below, counted on the players who played both qualifying games; with k finals the standings split
//! into k parallel groups by position modulo k (as Master), each group's top 16 playing 4 semifinals by
//! bands. The thresholds are a tournament setting (GestioneTorneo keeps them in a configuration file).
//!
//! | players | direct finalists | semifinals | semifinalists | finals |
//! | --- | --- | --- | --- | --- |
//! | ≤ 36 | 2 | 2 | 8 (positions 3–10) | 1 |
//! | 37–76 | 0 | 4 | 16 | 1 |
//! | 77–116 | 0 | 8 | 32 | 2 |
//! | 117–156 | 0 | 12 | 48 | 3 |
//! | 157–196 | 0 | 16 | 64 | 4 |
//! | ≥ 197 | 0 | 20 | 80 | 5 |
//!
//! **Classifica**: table points + 50 to the single winner (+ 25 each to two co-winners when "single
//! winner" is off); final standings as Master's (the finals first, then total, best, 2nd best, 3rd
//! best, position after the previous round).
//!
//! ```
//! use raduno_engine::format::phases::structure::thresholds_structure as structure;
//! use raduno_engine::format::raduno_nazionale_gt::THRESHOLDS;
//! assert_eq!(structure(36, &THRESHOLDS), (2, 2, 1));
//! assert_eq!(structure(37, &THRESHOLDS), (0, 4, 1));
//! assert_eq!(structure(116, &THRESHOLDS), (0, 8, 2));
//! assert_eq!(structure(197, &THRESHOLDS), (0, 20, 5));
//! ```

use crate::draw::spec::TablePlan;
use crate::format::def::{FormatDef, Names, Phases, RoundRule, Texts};
use crate::i18n::msg;
use crate::model::ConflictKind as C;

/// Raduno Nazionale 2.4 as a definition: Raduno Nazionale's scoring at tables of 4 and 5, Master's
/// standings order and single winner, the structure by thresholds.
pub fn definition() -> FormatDef {
    let master = super::master::definition();
    let mut d = super::raduno_nazionale::definition();
    d.name = Texts::first(|l| msg::FormatRadunoNazionaleGtName.str(l));
    d.names = Names::of(|l| msg::FormatRadunoNazionaleGtName.str(l));
    d.summary = Texts::of(|l| msg::FormatRadunoNazionaleGtSummary.str(l));
    d.plan = TablePlan::FoursAndFives;
    d.rounds.later = RoundRule::Priorities {
        priorities: vec![C::WinnersTogether, C::SameClub, C::AlreadyMet],
    };
    d.order = master.order;
    d.options = master.options;
    d.phases = Phases::Thresholds {
        qualifying: 2,
        thresholds: THRESHOLDS,
    };
    d
}

/// The upper player counts of the structure table's first five rows (editable in the settings).
pub const THRESHOLDS: [u32; 5] = [36, 76, 116, 156, 196];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::phases::structure::{check_thresholds, thresholds_structure as structure};

    #[test]
    fn every_row_of_the_structure_table() {
        let rows = [
            (10, (2, 2, 1)),
            (36, (2, 2, 1)),
            (37, (0, 4, 1)),
            (76, (0, 4, 1)),
            (77, (0, 8, 2)),
            (116, (0, 8, 2)),
            (117, (0, 12, 3)),
            (156, (0, 12, 3)),
            (157, (0, 16, 4)),
            (196, (0, 16, 4)),
            (197, (0, 20, 5)),
            (400, (0, 20, 5)),
        ];
        for (n, want) in rows {
            assert_eq!(structure(n, &THRESHOLDS), want, "{n} players");
        }
        // Each group of a parallel structure fills 4 semifinals of 16 players.
        for n in 37..400 {
            let (direct, semis, finals) = structure(n, &THRESHOLDS);
            assert_eq!(direct, 0);
            assert_eq!(semis, 4 * finals);
            assert!(semis * 4 <= n as usize);
        }
    }

    #[test]
    fn thresholds_are_a_setting() {
        let t = [20, 40, 60, 80, 100];
        assert_eq!(structure(21, &t), (0, 4, 1));
        assert_eq!(structure(101, &t), (0, 20, 5));
        assert!(check_thresholds(&t).is_ok());
        assert!(check_thresholds(&[36, 30, 116, 156, 196])
            .unwrap_err()
            .text(crate::i18n::Lang::En)
            .contains("30"));
        assert!(check_thresholds(&[8, 76, 116, 156, 196]).is_err());
    }
}
