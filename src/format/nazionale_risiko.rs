//! NazionaleRisiKo (SPEC 5.10; GestioneTorneo 2.4's "Nazionale RisiKo").
//!
//! **Sorteggio**: tables of 4 and 5, 3 rounds. Round 1: (1) same club, (2) same region. Round 2 "alla
//! greca": the players of round-1 table k, in their table ranking, go to tables k, k + 1, k + 2, …
//! (wrapping to table 1; a full table passes the player on to the next with room;
//! [`seating::alla_greca`](super::seating::alla_greca)). Round 3 by the standings: with T tables, table t
//! gets positions t, t + T, t + 2T, … ([`seating::dealt`](super::seating::dealt)).
//!
//! **Classifica**: Open's points (× 1.25 at 5-tables, + 50 to the winner); standings by total, then the
//! better position after the previous round.

use super::{
    Column, FormatDef, FormatOptions, Memory, Phases, Ratio, RoundRule, RoundRules, Scoring,
    Summary, WinnerTieBreaks,
};
use crate::draw::spec::TablePlan;
use crate::model::ConflictKind as C;

/// NazionaleRisiKo as a definition.
pub fn definition() -> FormatDef {
    FormatDef {
        name: "NazionaleRisiKo".into(),
        name_en: String::new(),
        summary: Summary::new(
            "Tavoli da 4 e 5, 3 turni. Turno 1: separa club e regioni; turno 2 «alla greca» (i giocatori del tavolo k, nell'ordine d'arrivo, vanno ai tavoli k, k+1, k+2…); turno 3 per classifica (il tavolo t riceve le posizioni t, t+T, t+2T…). Punti come l'Open. Classifica per punti, poi posizione precedente.",
            "Tables of 4 and 5, 3 rounds. Round 1 separates clubs and regions; round 2 \"alla greca\" (table k's players, in their finishing order, go to tables k, k+1, k+2…); round 3 by standings (table t gets positions t, t+T, t+2T…). Points as Open. Standings by points, then previous position.",
        ),
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
        results: super::ResultRules::RISIKO,
        options: FormatOptions::default(),
        rated: false,
    }
}
