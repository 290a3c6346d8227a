//! Victory, formerly OpenMaster (SPEC 5.10; GestioneTorneo 2.4's "Victory").
//!
//! **Sorteggio**: tables of 4 and 5, any number of rounds. Round 1: (1) same club. Later rounds: (1) five
//! again, (2) same club, (3) already met (any earlier round).
//!
//! **Classifica**: Master's thousandths (table points / 1000, + 1 to the single winner, × 1.25 rounded up
//! at 5-tables and capped at 1.100, a RisiKo! 1.100). **Reading**: the standings follow Master's order
//! (total, best game, 2nd best, 3rd best, position after the previous round).

use super::{FormatDef, Phases, Summary};

/// Victory as a definition: Master's scoring, order and options, Open's rounds, no phases.
pub fn definition() -> FormatDef {
    FormatDef {
        name: "Victory".into(),
        name_en: String::new(),
        summary: Summary::new(
            "Tavoli da 4 e 5, quanti turni si vuole. Turno 1: separa i club; poi di nuovo al 5, club, già incontrati. Punti del Master in millesimi (+1 al vincitore, ×1,25 ai tavoli da 5, massimo 1,100). Classifica per punti, poi migliore partita, seconda, terza, posizione precedente.",
            "Tables of 4 and 5, any number of rounds. Round 1 separates clubs; then five again, club, already met. Master's points in thousandths (+1 to the winner, ×1.25 at 5-tables, at most 1.100). Standings by points, then best game, 2nd, 3rd, previous position.",
        ),
        rounds: super::open::rounds(),
        phases: Phases::Qualifying,
        ..super::master::definition()
    }
}
