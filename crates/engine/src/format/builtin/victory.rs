//! Victory, formerly OpenMaster (GestioneTorneo 2.4's formats; GestioneTorneo 2.4's "Victory").
//!
//! **Sorteggio**: tables of 4 and 5, any number of rounds. Round 1: (1) same club. Later rounds: (1) five
//! again, (2) same club, (3) already met (any earlier round).
//!
//! **Classifica**: Master's thousandths (table points / 1000, + 1 to the single winner, × 1.25 rounded up
//! at 5-tables and capped at 1.100, a RisiKo! 1.100). **Reading**: the standings follow Master's order
//! (total, best game, 2nd best, 3rd best, position after the previous round).

use crate::format::def::{FormatDef, Names, Phases, Texts};
use crate::i18n::msg;

/// Victory as a definition: Master's scoring, order and options, Open's rounds, no phases.
pub fn definition() -> FormatDef {
    FormatDef {
        name: Texts::first(|l| msg::FormatVictoryName.str(l)),
        names: Names::of(|l| msg::FormatVictoryName.str(l)),
        summary: Texts::of(|l| msg::FormatVictorySummary.str(l)),
        rounds: super::open::rounds(),
        phases: Phases::Qualifying,
        ..super::master::definition()
    }
}
