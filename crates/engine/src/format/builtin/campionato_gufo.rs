//! Campionato Gufo (the Campionato Gufo rulebook; seed 000, GestioneRaduno manual, "Campionato Gufo").
//!
//! **Sorteggio**: as many tables of 4 as possible: N mod 4 = 1 → one table of 5; 2 or 3 → one or two
//! tables of 3 real players and a ghost (a fictitious 4th). Round 1: (1) same club. Later rounds:
//! (1) three again, (2) five again, (3) same club, (4) already met.
//!
//! **Classifica** ("formula Spartac"): the winner gets 100 + his table points (× 1.25 at a 5-table); a
//! RisiKo! win (100 entered) gives 186, not 200. Each loser gets 100 − (winner's table points − own table
//! points), raw table points. The ghost scores nothing and is not in the standings. Level winners each
//! get 100 + their points. Standings by total points, then total wins.
//!
//! ```
//! use raduno_engine::format::campionato_gufo::{winner_points, loser_points};
//! // "se il vincitore prevalesse con 42 punti ad un tavolo da 4 ed un secondo giocatore arrivasse a 33"
//! assert_eq!(winner_points(42, 4, false).to_string(), "142");
//! assert_eq!(loser_points(42, 33).to_string(), "91");
//! // RisiKo!: 186 instead of 200
//! assert_eq!(winner_points(100, 4, true).to_string(), "186");
//! assert_eq!(winner_points(42, 5, false).to_string(), "152.5");
//! ```

use crate::draw::spec::TablePlan;
use crate::format::def::{
    Column, FormatDef, FormatOptions, Names, Phases, Ratio, RoundRules, Scoring, Texts,
    WinnerTieBreaks,
};
use crate::format::points::Points;
use crate::format::scoring::spartac::{loser, winner};
use crate::i18n::msg;
use crate::model::ConflictKind as C;

/// Campionato Gufo as a definition.
pub fn definition() -> FormatDef {
    FormatDef {
        name: Texts::first(|l| msg::FormatCampionatoGufoName.str(l)),
        names: Names::of(|l| msg::FormatCampionatoGufoName.str(l)),
        summary: Texts::of(|l| msg::FormatCampionatoGufoSummary.str(l)),
        plan: TablePlan::FoursOneFiveGhosts,
        rounds: RoundRules::priorities(
            &[C::SameClub],
            &[C::ThreeAgain, C::FiveAgain, C::SameClub, C::AlreadyMet],
        ),
        tie_breaks: WinnerTieBreaks::Eliminations,
        scoring: Scoring::Spartac {
            base: 100,
            risiko_win: 186,
            five_seats: Some(Ratio::FIVE_QUARTERS),
        },
        bye: None,
        order: vec![Column::Wins],
        phases: Phases::Qualifying,
        // Whole points (Spartac counts 100 ± table points); a quarter from a 5-table still shows, as
        // the standings add the decimals a value needs.
        decimals: 0,
        unique_winner: false,
        results: crate::format::def::ResultRules::GUFO,
        options: FormatOptions::default(),
        rated: false,
    }
}

/// The winner's points: 186 for a RisiKo!, else 100 + table points (× 1.25 at a 5-table).
pub fn winner_points(table_points: u32, seats: usize, risiko: bool) -> Points {
    winner(
        table_points,
        seats,
        risiko,
        (100, 186, Some(Ratio::FIVE_QUARTERS)),
    )
}

/// A loser's points: 100 − (winner's table points − own), raw table points.
pub fn loser_points(winner_table_points: u32, own: u32) -> Points {
    loser(winner_table_points, own, 100)
}
