//! Sant'Eufemia (GestioneTorneo 2.4's formats; GestioneTorneo 2.4's "Sant'Eufemia").
//!
//! **Sorteggio**: tables of 4 and 5. Master's round 1 (the cinquisti drawn first, then same club) and
//! Master's round 2 (five again, winners of round 1 together, same club, already met). Semifinals by
//! MasterRisiko's rule: 3 tables by bands 2–4, 5–7, 8–10, 11–13 when exactly one player has 2 wins (he
//! goes straight to the final), else 4 tables by bands 1–4, 5–8, 9–12, 13–16; the final of the
//! semifinal winners, with Master's withdrawal replacements.
//!
//! **Classifica**: Open's points (table points, × 1.25 at 5-tables, + 50 to the winner, + 25 each to two
//! co-winners); standings by total, then wins.

use crate::format::def::{FormatDef, Names, Phases, Texts};
use crate::i18n::msg;

/// Sant'Eufemia as a definition: Open's scoring and standings, Master's rounds, MasterRisiko's phases.
pub fn definition() -> FormatDef {
    let master = super::master::definition();
    FormatDef {
        name: Texts::first(|l| msg::FormatSantEufemiaName.str(l)),
        names: Names::of(|l| msg::FormatSantEufemiaName.str(l)),
        summary: Texts::of(|l| msg::FormatSantEufemiaSummary.str(l)),
        rounds: master.rounds,
        phases: Phases::MasterRisiko { qualifying: 2 },
        ..super::open::definition()
    }
}
