//! 1vs1 and 1vs1 Svizzera (GestioneTorneo 2.4's formats; GestioneTorneo 2.4's "1vs1").
//!
//! **Sorteggio**: pairs, one table of 3 when the count is odd (the last table). Round 1: (1) same club.
//! 1vs1's later rounds: (1) three again, (2) already met, (3) same club. 1vs1 Svizzera's later rounds
//! by the standings: 1–2 at table 1, 3–4 at table 2, …
//!
//! **Classifica**: as BGL with the 2-player column (100, 55) plus the PBG; the table of 3 uses the
//! 3-player column (100, 55, 10) and has no ghost.

use crate::draw::spec::TablePlan;
use crate::format::def::{FormatDef, Names, RoundRule, Scoring, Texts};
use crate::i18n::msg;

/// 1vs1 as a definition.
pub fn definition() -> FormatDef {
    let mut d = super::bgl::definition();
    d.name = Texts::first(|l| msg::Format1vs1Name.str(l));
    d.names = Names::of(|l| msg::Format1vs1Name.str(l));
    d.summary = Texts::of(|l| msg::Format1vs1Summary.str(l));
    d.plan = TablePlan::PairsOneThree;
    d.scoring = Scoring::Placement { ghost: false };
    d
}

/// 1vs1 Svizzera: 1vs1 paired by the standings after round 1.
pub fn svizzera() -> FormatDef {
    let mut d = definition();
    d.name = Texts::first(|l| msg::Format1vs1SvizzeraName.str(l));
    d.names = Names::of(|l| msg::Format1vs1SvizzeraName.str(l));
    d.summary = Texts::of(|l| msg::Format1vs1SvizzeraSummary.str(l));
    d.rounds.later = RoundRule::ByStandings;
    d
}
