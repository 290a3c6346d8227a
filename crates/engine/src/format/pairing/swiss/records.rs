//! The records of the games so far (points 2/1/0, a bye a win, opponents, colours, disc difference)
//! and the standings' Swiss tie-breaks (Buchholz, disc difference).

use crate::format::errors::ScoreError;
use crate::format::points::Points;
use crate::format::scoring::games::points_of;
use crate::model::{Phase, PlayerId, Table, Tournament};
use std::collections::HashMap;

/// The discs of a two-seat table, or what is missing.
pub(crate) fn discs(table: &Table) -> Result<[u32; 2], ScoreError> {
    if table.seats.len() != 2 {
        return Err(ScoreError::InvalidOutcome {
            table: table.number,
        });
    }
    let mut out = [0; 2];
    for (i, seat) in table.seats.iter().enumerate() {
        match &seat.result {
            Some(r) => out[i] = r.points,
            None => {
                return Err(ScoreError::MissingResult {
                    table: table.number,
                    seat: i,
                    player: seat.player,
                })
            }
        }
    }
    Ok(out)
}

/// Points of the two seats from their discs: 2 a win, 1 a draw, 0 a loss.
pub(crate) fn game_points(black: u32, white: u32) -> [i64; 2] {
    points_of(black, white, [2, 1, 0])
}

/// One player's record over the qualifying rounds considered.
#[derive(Clone, Debug, Default)]
pub(crate) struct Record {
    /// Points (2 a win, 1 a draw; a bye 2).
    pub(super) score: i64,
    /// Opponents, one per game.
    pub(super) opponents: Vec<PlayerId>,
    /// +1 Black, −1 White, one per game in round order.
    pub(super) colours: Vec<i8>,
    pub(super) byes: u32,
    pub(super) disc_difference: i64,
    /// Per round number: points, `None` when not played (or not complete).
    pub(super) rounds: HashMap<u32, (i64, bool)>,
}

impl Record {
    pub(super) fn colour_balance(&self) -> i32 {
        self.colours.iter().map(|&c| i32::from(c)).sum()
    }
}

/// Records of every player from the complete games of qualifying rounds `1..=upto`.
pub(crate) fn records(t: &Tournament, upto: u32) -> HashMap<PlayerId, Record> {
    let mut recs: HashMap<PlayerId, Record> = HashMap::new();
    for round in t
        .rounds
        .iter()
        .filter(|r| r.number <= upto && r.phase == Phase::Qualifying)
    {
        for table in &round.tables {
            let (Ok(d), [b, w]) = (discs(table), table.seats.as_slice()) else {
                continue;
            };
            let pts = game_points(d[0], d[1]);
            for (me, opp, colour, k) in [
                (b.player, w.player, 1i8, 0usize),
                (w.player, b.player, -1, 1),
            ] {
                let r = recs.entry(me).or_default();
                r.score += pts[k];
                r.opponents.push(opp);
                r.colours.push(colour);
                r.disc_difference += i64::from(d[k]) - i64::from(d[1 - k]);
                r.rounds.insert(round.number, (pts[k], pts[k] == 2));
            }
        }
        for &p in &round.byes {
            let r = recs.entry(p).or_default();
            r.score += 2;
            r.byes += 1;
            r.rounds.insert(round.number, (2, true));
        }
    }
    recs
}

/// A player's tie-breaks in the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tiebreak {
    pub player: PlayerId,
    pub points: Points,
    /// Sum of the opponents' points (a bye adds nothing).
    pub buchholz: i32,
    /// Own discs minus the opponents' discs over all games.
    pub disc_difference: i32,
}

/// Every player who played up to round `upto`, in standings order, with Buchholz and disc difference.
pub fn tiebreaks(t: &Tournament, upto: u32) -> Vec<Tiebreak> {
    let recs = records(t, upto);
    let mut rows: Vec<Tiebreak> = recs
        .iter()
        .map(|(&player, r)| Tiebreak {
            player,
            points: Points::from_int(r.score),
            buchholz: r
                .opponents
                .iter()
                .map(|o| recs.get(o).map_or(0, |x| x.score))
                .sum::<i64>() as i32,
            disc_difference: r.disc_difference as i32,
        })
        .collect();
    let registration: HashMap<PlayerId, usize> = t
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| (p.id, i))
        .collect();
    let reg = |p: PlayerId| registration.get(&p).copied().unwrap_or(usize::MAX);
    crate::order::sort_by(&mut rows, |a, b| {
        compare(a, b).then_with(|| reg(a.player).cmp(&reg(b.player)))
    });
    rows
}

/// The standings order: points, Buchholz, disc difference (higher first).
pub fn compare(a: &Tiebreak, b: &Tiebreak) -> std::cmp::Ordering {
    b.points
        .cmp(&a.points)
        .then(b.buchholz.cmp(&a.buchholz))
        .then(b.disc_difference.cmp(&a.disc_difference))
}
