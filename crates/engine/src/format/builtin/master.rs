//! Master and MasterRisiko (the Master rulebook): the official Master rules (seed 004, "Tornei Master —
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
//! use raduno_engine::format::master::tournament_points;
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

use crate::draw::spec::TablePlan;
use crate::format::def::{
    Column, FormatDef, FormatOptions, Memory, Names, Phases, Ratio, RoundRule, RoundRules, Scoring,
    Texts, WinnerTieBreaks,
};
use crate::format::points::Points;
use crate::format::scoring::thousandths::thousandths;
use crate::i18n::msg;
use crate::model::ConflictKind as C;

/// The Master rules (004) as a definition.
pub fn definition() -> FormatDef {
    FormatDef {
        name: Texts::first(|l| msg::FormatMasterName.str(l)),
        names: Names::of(|l| msg::FormatMasterName.str(l)),
        summary: Texts::of(|l| msg::FormatMasterSummary.str(l)),
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
        results: crate::format::def::ResultRules::RISIKO,
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
    d.name = Texts::first(|l| msg::FormatMasterRisikoName.str(l));
    d.names = Names::of(|l| msg::FormatMasterRisikoName.str(l));
    d.summary = Texts::of(|l| msg::FormatMasterRisikoSummary.str(l));
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
