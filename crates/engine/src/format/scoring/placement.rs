//! BGL and 1vs1 scoring (GestioneTorneo 2.4's formats): placement points by table size plus the PBG.
//!
//! **Placement points**, by table size: 2 → 100, 55; 3 → 100, 55, 10; 4 → 100, 60, 40, 20;
//! 5 → 100, 65, 50, 30, 15; 6 → 100, 70, 55, 40, 25, 10; 7 → 100, 70, 50, 30, 20, 10, 10. Players level
//! at the table share the mean of the places they span, rounded down to hundredths.
//!
//! **PBG** (punteggio bravura giocatore): own table points ÷ the table's total, to 3 decimals rounded
//! down (**Reading**: GestioneTorneo divides by the table's total, not the opponents' as its manual
//! says, which keeps the PBG under 1 so it never outweighs a place).
//!
//! **BGL's 3-seat tables** are ranked as tables of 4 with a ghost whose points are 0.9 × the mean of the
//! three players' points, rounded down to one decimal (that is 0.3 × their sum, always one decimal):
//! the ghost takes a place and counts in the PBG total, and scores nothing. 1vs1's table of 3 (odd
//! count) uses the 3-player column and has no ghost.
//!
//! ```
//! use raduno_engine::format::placement::{placement_points, pbg};
//! assert_eq!(placement_points(4, 1, 1).to_string(), "100");
//! assert_eq!(placement_points(5, 2, 2).to_string(), "57.5"); // (65 + 50) / 2
//! assert_eq!(placement_points(5, 1, 3).to_string(), "71.66"); // (100 + 65 + 50) / 3, rounded down
//! assert_eq!(pbg(40, 100).to_string(), "0.4");
//! assert_eq!(pbg(10, 30).to_string(), "0.333");
//! ```

use super::ScoreInput;
use crate::format::errors::ScoreError;
use crate::format::points::Points;

/// Placement points by table size (index = size; sizes 0 and 1 have none).
pub const PLACEMENT: [&[i64]; 8] = [
    &[],
    &[],
    &[100, 55],
    &[100, 55, 10],
    &[100, 60, 40, 20],
    &[100, 65, 50, 30, 15],
    &[100, 70, 55, 40, 25, 10],
    &[100, 70, 50, 30, 20, 10, 10],
];

/// The points of `span` players sharing places `first..first + span` (1-based) at a table of `size`:
/// the mean of those places' points, rounded down to hundredths. Places past the column score 0.
pub fn placement_points(size: usize, first: usize, span: usize) -> Points {
    let column = PLACEMENT.get(size).copied().unwrap_or(&[]);
    if span == 0 || first == 0 {
        return Points::ZERO;
    }
    let sum: i64 = (first - 1..first - 1 + span)
        .map(|p| column.get(p).copied().unwrap_or(0))
        .sum();
    Points::new((sum * 100).div_euclid(span as i64), 100)
}

/// The PBG: `own / total` to 3 decimals rounded down (0 when the table's total is 0). Both in the same
/// unit (tenths where a ghost's points take part).
pub fn pbg(own: i64, total: i64) -> Points {
    if total <= 0 || own <= 0 {
        return Points::ZERO;
    }
    Points::new(own * 1000 / total, 1000)
}

/// The ghost of a BGL 3-seat table, in tenths of a point: 0.9 × the mean of the three players' points,
/// rounded down to one decimal = 0.3 × their sum, exactly.
pub fn ghost_tenths(points: &[u32]) -> i64 {
    3 * points.iter().map(|&p| p as i64).sum::<i64>()
}

/// Scores a complete table: each seat's placement points (shared where level) plus its PBG. `ghost`:
/// a 3-seat table is ranked as a table of 4 with a ghost (BGL). A level top is refused before this by
/// the "single winner" option (GestioneTorneo's "Unico vincitore"), else the co-winners share.
pub fn score(input: &ScoreInput, ghost: bool) -> Result<Vec<Points>, ScoreError> {
    let seats = input.table.seats.len();
    let points: Vec<u32> = input
        .results
        .iter()
        .map(|r| crate::format::ranking::table_points(r))
        .collect();
    // Groups of level seats, best first, in tenths of a point; the ghost is `None`.
    let with_ghost = ghost && seats == 3;
    let mut groups: Vec<(i64, Vec<Option<usize>>)> = input
        .rank
        .groups
        .iter()
        .map(|g| {
            let tenths = g.first().map_or(0, |&s| points[s] as i64 * 10);
            (tenths, g.iter().map(|&s| Some(s)).collect())
        })
        .collect();
    let mut total: i64 = points.iter().map(|&p| p as i64 * 10).sum();
    if with_ghost {
        let g = ghost_tenths(&points);
        total += g;
        // Level with the last group of equal points, else before the first group below it.
        match groups.iter().rposition(|(t, _)| *t == g) {
            Some(i) => groups[i].1.push(None),
            None => {
                let at = groups
                    .iter()
                    .position(|(t, _)| *t < g)
                    .unwrap_or(groups.len());
                groups.insert(at, (g, vec![None]));
            }
        }
    }
    let size = if with_ghost { 4 } else { seats };
    let mut out = vec![Points::ZERO; seats];
    let mut first = 1;
    for (_, group) in &groups {
        let shared = placement_points(size, first, group.len());
        for s in group.iter().flatten() {
            out[*s] = shared + pbg(points[*s] as i64 * 10, total);
        }
        first += group.len();
    }
    Ok(out)
}

#[cfg(test)]
/// The placement scoring on BGL's definition (and 1vs1's, without the ghost): the rulebook's cases.
mod placement_examples {
    use super::*;
    use crate::format::def::Scoring;
    use crate::format::errors::ScoreError;
    use crate::format::points::Points;
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
        let mut def = crate::format::builtin::bgl::definition();
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
