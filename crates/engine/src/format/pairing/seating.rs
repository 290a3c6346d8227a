//! Rounds seated by rule instead of drawn (GestioneTorneo 2.4's formats): "alla greca", positions dealt over the tables,
//! and positions in blocks. Each takes the table sizes of the round's plan (fours first, the 5- or
//! 3-tables last) and returns the players of each table, in table order; every player is seated once.
//!
//! ```
//! use raduno_engine::format::seating::{alla_greca, blocks, dealt};
//! // Round 1 had two tables; each table's players in their table ranking.
//! let r1 = vec![vec![1, 2, 3, 4], vec![5, 6, 7, 8]];
//! assert_eq!(alla_greca(&r1, &[], &[4, 4]), vec![vec![1, 3, 6, 8], vec![2, 4, 5, 7]]);
//! assert_eq!(dealt(&[1, 2, 3, 4, 5, 6, 7, 8, 9], &[4, 5]), vec![vec![1, 3, 5, 7], vec![2, 4, 6, 8, 9]]);
//! assert_eq!(blocks(&[1, 2, 3, 4, 5, 6, 7], &[4, 3]), vec![vec![1, 2, 3, 4], vec![5, 6, 7]]);
//! ```

use crate::model::PlayerId;

/// "Alla greca" (NazionaleRisiKo's round 2): the players of round-1 table k (0-based), taken in their
/// table ranking, go to tables k, k + 1, k + 2, … (wrapping to the first); a full table passes the
/// player on to the next one with room. Round-1 tables are taken in order. `late` (players who did not
/// play round 1) fill the first tables with room, in the order given. Players of round 1 who are not
/// in `sizes`' total (withdrawn) must have been left out of `previous` by the caller.
pub fn alla_greca(
    previous: &[Vec<PlayerId>],
    late: &[PlayerId],
    sizes: &[usize],
) -> Vec<Vec<PlayerId>> {
    let n = sizes.len();
    let mut tables: Vec<Vec<PlayerId>> = sizes.iter().map(|&s| Vec::with_capacity(s)).collect();
    if n == 0 {
        return tables;
    }
    let place = |tables: &mut Vec<Vec<PlayerId>>, start: usize, p: PlayerId| {
        if let Some(k) = (0..n)
            .map(|i| (start + i) % n)
            .find(|&k| tables[k].len() < sizes[k])
        {
            tables[k].push(p);
        }
    };
    for (k, players) in previous.iter().enumerate() {
        for (i, &p) in players.iter().enumerate() {
            place(&mut tables, (k + i) % n, p);
        }
    }
    for &p in late {
        place(&mut tables, 0, p);
    }
    tables
}

/// Positions dealt over the tables (NazionaleRisiKo's round 3): with T tables, table t gets positions
/// t, t + T, t + 2T, …; once a table is full the deal goes on over the tables with room (the 5-tables
/// take the last positions).
pub fn dealt(order: &[PlayerId], sizes: &[usize]) -> Vec<Vec<PlayerId>> {
    let mut tables: Vec<Vec<PlayerId>> = sizes.iter().map(|&s| Vec::with_capacity(s)).collect();
    let mut players = order.iter().copied();
    loop {
        let mut seated = false;
        for (k, table) in tables.iter_mut().enumerate() {
            if table.len() < sizes[k] {
                match players.next() {
                    Some(p) => {
                        table.push(p);
                        seated = true;
                    }
                    None => return tables,
                }
            }
        }
        if !seated {
            return tables;
        }
    }
}

/// Positions in blocks (BGL Svizzera, 1vs1 Svizzera): positions 1–4 at table 1, 5–8 at table 2, … by
/// the tables' sizes in order.
pub fn blocks(order: &[PlayerId], sizes: &[usize]) -> Vec<Vec<PlayerId>> {
    let mut rest = order;
    sizes
        .iter()
        .map(|&s| {
            let (take, left) = rest.split_at(s.min(rest.len()));
            rest = left;
            take.to_vec()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seated_once(tables: &[Vec<PlayerId>], n: u32) {
        let mut all: Vec<PlayerId> = tables.iter().flatten().copied().collect();
        all.sort_unstable();
        assert_eq!(all, (1..=n).collect::<Vec<_>>());
    }

    #[test]
    fn alla_greca_moves_each_place_one_table_on() {
        // Three tables of 4: table 1's winner stays, its 2nd goes to table 2, its 4th back to table 1.
        let r1 = vec![vec![1, 2, 3, 4], vec![5, 6, 7, 8], vec![9, 10, 11, 12]];
        let t = alla_greca(&r1, &[], &[4, 4, 4]);
        assert_eq!(
            t,
            vec![vec![1, 4, 7, 10], vec![2, 5, 8, 11], vec![3, 6, 9, 12]]
        );
        seated_once(&t, 12);
        // Nobody meets a round-1 table-mate when there are at least 4 tables.
        let r1: Vec<Vec<u32>> = (0..5)
            .map(|k| (1..=4).map(|i| k * 4 + i).collect())
            .collect();
        let t = alla_greca(&r1, &[], &[4; 5]);
        for table in &t {
            for a in table {
                for b in table {
                    assert!(a == b || (a - 1) / 4 != (b - 1) / 4, "{table:?}");
                }
            }
        }
    }

    #[test]
    fn alla_greca_passes_a_full_table_on_and_seats_late_players() {
        // 13 players: round 1 had 4 + 4 + 5, round 2 too; player 14 arrived late, 13 withdrew.
        let r1 = vec![vec![1, 2, 3, 4], vec![5, 6, 7, 8], vec![9, 10, 11, 12]];
        let t = alla_greca(&r1, &[14], &[4, 4, 5]);
        seated_once(
            &t.iter()
                .map(|x| x.iter().map(|&p| if p == 14 { 13 } else { p }).collect())
                .collect::<Vec<_>>(),
            13,
        );
        assert!(t[2].contains(&14));
        // Fewer tables than in round 1: every player still seated.
        let r1: Vec<Vec<u32>> = (0..4)
            .map(|k| (1..=4).map(|i| k * 4 + i).collect())
            .collect();
        let t = alla_greca(&r1, &[], &[4, 4, 4, 4]);
        seated_once(&t, 16);
        let fewer: Vec<Vec<u32>> = r1
            .iter()
            .map(|t| t.iter().copied().filter(|&p| p <= 12).collect())
            .collect();
        let t = alla_greca(&fewer, &[], &[4, 4, 4]);
        seated_once(&t, 12);
        assert!(t.iter().all(|x| x.len() == 4));
    }

    #[test]
    fn dealt_strides_over_the_tables() {
        // 13 players, tables 4, 4, 5: 1, 4, 7, 10 | 2, 5, 8, 11 | 3, 6, 9, 12, 13.
        let order: Vec<u32> = (1..=13).collect();
        assert_eq!(
            dealt(&order, &[4, 4, 5]),
            vec![vec![1, 4, 7, 10], vec![2, 5, 8, 11], vec![3, 6, 9, 12, 13]]
        );
        for n in [8u32, 13, 22, 47, 100] {
            let order: Vec<u32> = (1..=n).collect();
            let sizes: Vec<usize> =
                crate::draw::table_sizes(n as usize, crate::draw::TablePlan::FoursAndFives)
                    .unwrap()
                    .iter()
                    .map(|s| s.size)
                    .collect();
            let t = dealt(&order, &sizes);
            seated_once(&t, n);
            assert!(t.iter().zip(&sizes).all(|(t, &s)| t.len() == s));
        }
    }

    #[test]
    fn blocks_fill_tables_in_order() {
        let order: Vec<u32> = (1..=9).collect();
        assert_eq!(
            blocks(&order, &[3, 3, 3]),
            vec![vec![1, 2, 3], vec![4, 5, 6], vec![7, 8, 9]]
        );
        assert_eq!(
            blocks(&order[..5], &[2, 3]),
            vec![vec![1, 2], vec![3, 4, 5]]
        );
    }
}
