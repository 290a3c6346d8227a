//! BGL and BGL Svizzera (GestioneTorneo 2.4's formats; GestioneTorneo 2.4's "BGL", a board-game league).
//!
//! **Sorteggio**: as many tables of 4 as possible, the rest at tables of 3 (9 → 3 + 3 + 3; the 3-tables
//! last). Round 1: (1) same club. BGL's later rounds: (1) three again, (2) already met, (3) same club.
//! BGL Svizzera's later rounds by the standings: positions 1–4 at table 1, 5–8 at table 2, … (the
//! 3-tables last).
//!
//! **Classifica**: placement points by table size plus the PBG ([`placement`](super::placement)); a
//! 3-seat table is ranked as a table of 4 with a ghost. Standings by total, then wins, then the best game
//! (**Reading**); the option "drop the worst game" leaves each player's worst game out of the total.
//! Any board game: table points are whole numbers ≥ 0, not all zero at a table.

use crate::draw::spec::TablePlan;
use crate::format::def::{
    Column, FormatDef, FormatOptions, Memory, Names, Phases, RoundRule, RoundRules, Scoring, Texts,
    WinnerTieBreaks,
};
use crate::i18n::msg;
use crate::model::ConflictKind as C;

/// BGL as a definition.
pub fn definition() -> FormatDef {
    FormatDef {
        name: Texts::first(|l| msg::FormatBglName.str(l)),
        names: Names::of(|l| msg::FormatBglName.str(l)),
        summary: Texts::of(|l| msg::FormatBglSummary.str(l)),
        plan: TablePlan::FoursAndThrees,
        rounds: RoundRules {
            first: RoundRule::Priorities {
                priorities: vec![C::SameClub],
            },
            later: RoundRule::Priorities {
                priorities: vec![C::ThreeAgain, C::AlreadyMet, C::SameClub],
            },
            met: Memory::All,
            repeat: Memory::All,
            cinquisti: false,
        },
        tie_breaks: WinnerTieBreaks::None,
        scoring: Scoring::Placement { ghost: true },
        bye: None,
        order: vec![Column::Wins, Column::Best],
        phases: Phases::Qualifying,
        decimals: 3,
        unique_winner: false,
        results: crate::format::def::ResultRules::BOARD_GAME,
        // Level players share the mean of their places, each with a win (the table results' rules "Level at the top",
        // 5.10; GestioneTorneo never asks BGL or 1vs1 for one winner).
        options: FormatOptions::default(),
        rated: false,
    }
}

/// BGL Svizzera: BGL seated by the standings after round 1.
pub fn svizzera() -> FormatDef {
    let mut d = definition();
    d.name = Texts::first(|l| msg::FormatBglSvizzeraName.str(l));
    d.names = Names::of(|l| msg::FormatBglSvizzeraName.str(l));
    d.summary = Texts::of(|l| msg::FormatBglSvizzeraSummary.str(l));
    d.rounds.later = RoundRule::ByStandings;
    d
}
