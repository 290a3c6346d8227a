//! NazionaleRisiKo (GestioneTorneo 2.4's formats; GestioneTorneo 2.4's "Nazionale RisiKo").
//!
//! **Sorteggio**: tables of 4 and 5, 3 rounds. Round 1: (1) same club, (2) same region. Round 2 "alla
//! greca": the players of round-1 table k, in their table ranking, go to tables k, k + 1, k + 2, …
//! (wrapping to table 1; a full table passes the player on to the next with room;
//! [`seating::alla_greca`](super::seating::alla_greca)). Round 3 by the standings: with T tables, table t
//! gets positions t, t + T, t + 2T, … ([`seating::dealt`](super::seating::dealt)).
//!
//! **Classifica**: Open's points (× 1.25 at 5-tables, + 50 to the winner); standings by total, then the
//! better position after the previous round.

use crate::draw::spec::TablePlan;
use crate::format::def::{
    Column, FormatDef, FormatOptions, Memory, Names, Phases, Ratio, RoundRule, RoundRules, Scoring,
    Texts, WinnerTieBreaks,
};
use crate::i18n::msg;
use crate::model::ConflictKind as C;

/// NazionaleRisiKo as a definition.
pub fn definition() -> FormatDef {
    FormatDef {
        name: Texts::first(|l| msg::FormatNazionaleRisikoName.str(l)),
        names: Names::of(|l| msg::FormatNazionaleRisikoName.str(l)),
        summary: Texts::of(|l| msg::FormatNazionaleRisikoSummary.str(l)),
        plan: TablePlan::FoursAndFives,
        rounds: RoundRules {
            first: RoundRule::Priorities {
                priorities: vec![C::SameClub, C::SameRegion],
            },
            later: RoundRule::Sequence {
                rules: vec![RoundRule::AllaGreca, RoundRule::Dealt],
            },
            met: Memory::All,
            repeat: Memory::All,
            cinquisti: false,
        },
        tie_breaks: WinnerTieBreaks::None,
        scoring: Scoring::WinnerBonus {
            bonus: 50,
            five_seats: Some(Ratio::FIVE_QUARTERS),
        },
        bye: None,
        order: vec![Column::PreviousPosition],
        phases: Phases::Rounds { rounds: 3 },
        decimals: 2,
        unique_winner: false,
        results: crate::format::def::ResultRules::RISIKO,
        options: FormatOptions::default(),
        rated: false,
    }
}
