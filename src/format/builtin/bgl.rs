//! BGL and BGL Svizzera (SPEC 5.10; GestioneTorneo 2.4's "BGL", a board-game league).
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
        // Level players share the mean of their places, each with a win (SPEC 2 "Level at the top",
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

#[cfg(test)]
/// The placement scoring on BGL's definition (and 1vs1's, without the ghost): the rulebook's cases.
mod placement_examples {
    use crate::format::def::Scoring;
    use crate::format::errors::ScoreError;
    use crate::format::points::Points;
    use crate::format::scoring::placement::*;
    use crate::model::{SeatResult, Table};

    fn table(points: &[u32]) -> Table {
        let ids: Vec<u32> = (1..=points.len() as u32).collect();
        let mut t = Table::new(1, &ids);
        for (seat, &p) in t.seats.iter_mut().zip(points) {
            seat.result = Some(SeatResult::points(p));
        }
        t
    }

    fn scores(points: &[u32], ghost: bool, single: bool) -> Result<Vec<String>, ScoreError> {
        let t = table(points);
        let mut def = super::definition();
        def.options.single_winner = single;
        def.scoring = Scoring::Placement { ghost };
        crate::format::scoring::score_table(&def, &t)
            .map(|v| v.iter().map(|p| p.to_decimal(3)).collect())
    }

    #[test]
    fn four_seats_score_place_plus_pbg() {
        // Total 100: 40 → 100 + 0.400, 30 → 60 + 0.300, …
        assert_eq!(
            scores(&[30, 40, 10, 20], true, true).unwrap(),
            ["60.300", "100.400", "20.100", "40.200"]
        );
    }

    #[test]
    fn level_players_share_the_mean_of_their_places() {
        // 50, 25, 25, 0: places 2–3 shared → (60 + 40) / 2 = 50; PBG 25/100.
        assert_eq!(
            scores(&[50, 25, 25, 0], true, true).unwrap(),
            ["100.500", "50.250", "50.250", "20.000"]
        );
        // Five seats, places 3–5 level: (50 + 30 + 15) / 3 = 31.666… → 31.66.
        assert_eq!(
            scores(&[40, 30, 10, 10, 10], false, true).unwrap()[2],
            "31.760" // 31.66 + 10/100 = 0.100
        );
    }

    #[test]
    fn a_level_top_needs_an_order_with_a_single_winner() {
        let err = scores(&[40, 40, 10, 10], true, true).unwrap_err();
        assert!(matches!(err, ScoreError::UnresolvedTie { ref players, .. } if players == &[1, 2]));
        // Co-winners share places 1–2: (100 + 60) / 2 = 80.
        assert_eq!(
            scores(&[40, 40, 10, 10], true, false).unwrap(),
            ["80.400", "80.400", "30.100", "30.100"]
        );
    }

    #[test]
    fn bgl_three_seat_table_has_a_ghost() {
        // 50, 30, 10: sum 90 → ghost 27.0; ranking 50, 30, ghost 27, 10 → 100, 60, (40), 20.
        // Total with the ghost: 90 + 27 = 117 → PBG 50/117 = 0.427, 30/117 = 0.256, 10/117 = 0.085.
        assert_eq!(
            scores(&[50, 30, 10], true, true).unwrap(),
            ["100.427", "60.256", "20.085"]
        );
        // The ghost level with a player: 9, 0, 21 → sum 30, ghost 9.0 shares places 2–3 with 9.
        assert_eq!(
            scores(&[9, 0, 21], true, true).unwrap(),
            ["50.230", "20.000", "100.538"]
        );
    }

    #[test]
    fn one_vs_one_three_table_has_no_ghost() {
        assert_eq!(
            scores(&[50, 30, 20], false, true).unwrap(),
            ["100.500", "55.300", "10.200"]
        );
        assert_eq!(
            scores(&[70, 30], false, true).unwrap(),
            ["100.700", "55.300"]
        );
    }

    #[test]
    fn every_column_sums_down_and_shares_round_down() {
        for (size, col) in PLACEMENT.iter().enumerate().skip(2) {
            assert_eq!(col.len(), size);
            assert!(col.windows(2).all(|w| w[0] >= w[1]));
            for first in 1..=size {
                for span in 1..=size - first + 1 {
                    let p = placement_points(size, first, span);
                    let exact =
                        Points::new(col[first - 1..first - 1 + span].iter().sum(), span as i64);
                    assert!(
                        p <= exact && exact - p < Points::new(1, 100),
                        "{size} {first} {span}"
                    );
                }
            }
        }
    }
}
