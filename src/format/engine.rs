//! The generic engine: scores tables, builds standings and final standings from a [`Format`]'s data.

use super::{
    format, ranking, Format, Points, ScoreError, ScoreInput, StandingRow, Standings, StandingsOrder,
};
use crate::model::{Phase, PlayerId, Table, Tournament};
use std::cmp::Ordering;
use std::collections::HashMap;

/// Scores a complete table by a format.
pub(crate) fn score_table(f: &Format, table: &Table) -> Result<Vec<Points>, ScoreError> {
    let rank = ranking::rank(f.tie_breaks, table)?;
    let results = ranking::results(table)?;
    (f.score)(&ScoreInput {
        table,
        results,
        rank,
    })
}

/// One player's record over rounds 1..=upto.
#[derive(Clone, Debug)]
pub(crate) struct Line {
    pub id: PlayerId,
    pub registration: usize,
    pub rounds: Vec<Option<Points>>,
    pub won: Vec<bool>,
    /// Place at the table (1-based, shared), per round.
    pub placing: Vec<Option<u32>>,
    /// Table number, per round (`None`: did not sit, e.g. a bye).
    pub table: Vec<Option<u32>>,
}

impl Line {
    pub fn total(&self) -> Points {
        self.rounds.iter().flatten().sum()
    }

    pub fn wins(&self) -> u32 {
        self.won.iter().filter(|&&w| w).count() as u32
    }

    fn best(&self) -> Option<Points> {
        self.rounds.iter().flatten().max().copied()
    }

    /// Game scores, best first.
    fn games(&self) -> Vec<Points> {
        let mut g: Vec<Points> = self.rounds.iter().flatten().copied().collect();
        g.sort_by(|a, b| b.cmp(a));
        g
    }

    fn placings(&self) -> u32 {
        self.placing.iter().flatten().sum()
    }

    fn latest_table(&self) -> u32 {
        self.table.last().copied().flatten().unwrap_or(u32::MAX)
    }
}

/// Every player who sat (or had a bye) in rounds 1..=upto, in registration order.
pub(crate) fn lines(t: &Tournament, upto: u32) -> Vec<Line> {
    let f = format(t.settings.format);
    let n = (upto as usize).min(t.rounds.len());
    let mut by_id: HashMap<PlayerId, Line> = HashMap::new();
    let blank = |id: PlayerId| Line {
        id,
        registration: t.registration_index(id).unwrap_or(usize::MAX),
        rounds: vec![None; n],
        won: vec![false; n],
        placing: vec![None; n],
        table: vec![None; n],
    };
    for (r, round) in t.rounds.iter().take(n).enumerate() {
        for table in &round.tables {
            let scored = ranking::rank(f.tie_breaks, table)
                .and_then(|rank| score_table(f, table).map(|pts| (rank, pts)));
            let places = scored
                .as_ref()
                .ok()
                .map(|(rank, _)| rank.places(table.seats.len()));
            for (s, seat) in table.seats.iter().enumerate() {
                let line = by_id
                    .entry(seat.player)
                    .or_insert_with(|| blank(seat.player));
                line.table[r] = Some(table.number);
                if let Ok((rank, pts)) = &scored {
                    line.rounds[r] = pts.get(s).copied();
                    let winners = rank.winners();
                    line.won[r] = winners.contains(&s) && (!f.unique_winner || winners.len() == 1);
                    line.placing[r] = places.as_ref().and_then(|p| p.get(s).copied());
                }
            }
        }
        for &p in &round.byes {
            let line = by_id.entry(p).or_insert_with(|| blank(p));
            line.rounds[r] = f.bye_points.map(Points::from_int);
        }
    }
    let mut out: Vec<Line> = by_id.into_values().collect();
    out.sort_by_key(|l| (l.registration, l.id));
    out
}

/// Positions after an earlier round, for "who was ahead stays ahead".
fn positions(t: &Tournament, upto: u32) -> HashMap<PlayerId, u32> {
    if upto == 0 {
        return HashMap::new();
    }
    standings(t, upto)
        .rows
        .iter()
        .map(|r| (r.player, r.pos))
        .collect()
}

/// Compares two lines by a standings order: `Less` = `a` ranks ahead.
fn compare(order: StandingsOrder, a: &Line, b: &Line, prev: &HashMap<PlayerId, u32>) -> Ordering {
    let prev_pos = |l: &Line| prev.get(&l.id).copied().unwrap_or(u32::MAX);
    let by_total = b.total().cmp(&a.total());
    let then = match order {
        StandingsOrder::TotalWins => b.wins().cmp(&a.wins()),
        StandingsOrder::TotalWinsBest => b.wins().cmp(&a.wins()).then(b.best().cmp(&a.best())),
        StandingsOrder::TotalGamesPrevious => b
            .games()
            .cmp(&a.games())
            .then(prev_pos(a).cmp(&prev_pos(b))),
        StandingsOrder::TotalTablePrevious => a
            .latest_table()
            .cmp(&b.latest_table())
            .then(prev_pos(a).cmp(&prev_pos(b))),
        StandingsOrder::TotalWinsBestPlacingsRegistration => b
            .wins()
            .cmp(&a.wins())
            .then(b.best().cmp(&a.best()))
            .then(a.placings().cmp(&b.placings()))
            .then(a.registration.cmp(&b.registration)),
    };
    by_total.then(then)
}

/// The earlier round whose positions break ties.
fn previous_round(order: StandingsOrder, upto: u32) -> u32 {
    match order {
        StandingsOrder::TotalGamesPrevious => upto.saturating_sub(1),
        // Testa a testa: the position after the previous evening (a game and its rematch).
        StandingsOrder::TotalTablePrevious => 2 * (upto.saturating_sub(1) / 2),
        _ => 0,
    }
}

/// Lines in standings order with their (shared) positions.
pub(crate) fn ordered(t: &Tournament, upto: u32) -> Vec<(u32, Line)> {
    let f = format(t.settings.format);
    let upto = upto.min(t.rounds.len() as u32);
    let prev = match previous_round(f.order, upto) {
        0 => HashMap::new(),
        p => positions(t, p),
    };
    let mut ls = lines(t, upto);
    ls.sort_by(|a, b| compare(f.order, a, b, &prev));
    let mut out: Vec<(u32, Line)> = Vec::with_capacity(ls.len());
    for (i, l) in ls.into_iter().enumerate() {
        let pos = match out.last() {
            Some((p, last)) if compare(f.order, last, &l, &prev) == Ordering::Equal => *p,
            _ => i as u32 + 1,
        };
        out.push((pos, l));
    }
    out
}

fn row(t: &Tournament, pos: u32, l: &Line) -> StandingRow {
    StandingRow {
        pos,
        player: l.id,
        rounds: l.rounds.clone(),
        won: l.won.clone(),
        wins: l.wins(),
        total: l.total(),
        withdrawn: t.player(l.id).is_some_and(|p| !p.participating),
    }
}

pub(crate) fn standings(t: &Tournament, upto: u32) -> Standings {
    let f = format(t.settings.format);
    let rows = ordered(t, upto)
        .iter()
        .map(|(pos, l)| row(t, *pos, l))
        .collect::<Vec<_>>();
    Standings {
        decimals: decimals(f, &rows),
        rows,
    }
}

/// The format's decimals, or more when a value needs them to show exactly (Torneo Gufo: quarters of
/// hundredths), at most 4.
fn decimals(f: &Format, rows: &[StandingRow]) -> u8 {
    let need = rows
        .iter()
        .flat_map(|r| {
            r.rounds
                .iter()
                .flatten()
                .copied()
                .chain(std::iter::once(r.total))
        })
        .map(|p| p.exact_decimals().unwrap_or(4))
        .max()
        .unwrap_or(0);
    f.decimals.max(need.min(4))
}

/// Final standings (SPEC 5.2 and the other formats' equivalents).
pub(crate) fn final_standings(t: &Tournament) -> Option<Standings> {
    let finals: Vec<&crate::model::Round> = t
        .rounds
        .iter()
        .filter(|r| r.phase == Phase::Final)
        .collect();
    if finals.is_empty() {
        // Formats of qualifying rounds only: the standings once the planned rounds are played.
        let planned = t.settings.planned_rounds?;
        let df = format(t.settings.draw_format());
        let last = t.round(planned)?;
        return (df.phases == super::Phases::Qualifying && last.is_complete())
            .then(|| standings(t, planned));
    }
    let first_final = finals[0].number;
    if finals.iter().any(|r| !r.is_complete()) {
        return None;
    }
    // Testa a testa: the final is a game and a rematch.
    if format(t.settings.draw_format()).phases == super::Phases::TestaATesta && finals.len() < 2 {
        return None;
    }
    let f = format(t.settings.format);
    let last = t.rounds.len() as u32;
    let all: HashMap<PlayerId, Line> = lines(t, last).into_iter().map(|l| (l.id, l)).collect();
    let before = ordered(t, first_final - 1);
    let qualifying_pos: HashMap<PlayerId, usize> = before
        .iter()
        .enumerate()
        .map(|(i, (_, l))| (l.id, i))
        .collect();
    let qpos = |p: PlayerId| qualifying_pos.get(&p).copied().unwrap_or(usize::MAX);

    // Groups of players sharing a position, best first.
    let mut head: Vec<Vec<PlayerId>> = Vec::new();
    let pairs = finals
        .iter()
        .all(|r| r.tables.iter().all(|tb| tb.seats.len() == 2));
    if pairs {
        // Head-to-head: each final table is decided by the sum of the game and the rematch.
        let mut sums: HashMap<PlayerId, Points> = HashMap::new();
        for r in &finals {
            for table in &r.tables {
                let pts = score_table(f, table).ok()?;
                for (seat, p) in table.seats.iter().zip(pts) {
                    *sums.entry(seat.player).or_default() += p;
                }
            }
        }
        let mut finalists: Vec<PlayerId> = sums.keys().copied().collect();
        finalists.sort_by(|a, b| sums[b].cmp(&sums[a]).then(qpos(*a).cmp(&qpos(*b))));
        head.extend(finalists.iter().map(|&p| vec![p]));
        // Semifinal losers next, by their qualifying position.
        let mut losers: Vec<PlayerId> = t
            .rounds
            .iter()
            .filter(|r| r.phase == Phase::Semifinal)
            .flat_map(|r| r.players())
            .filter(|p| !finalists.contains(p))
            .collect();
        losers.sort_by_key(|&p| qpos(p));
        losers.dedup();
        head.extend(losers.into_iter().map(|p| vec![p]));
    } else {
        // One final round of k tables: place p in any final is position (p - 1) × k + 1, shared.
        let round = finals.last()?;
        let ranks: Vec<(&Table, super::TableRank)> = round
            .tables
            .iter()
            .map(|tb| ranking::rank(f.tie_breaks, tb).ok().map(|r| (tb, r)))
            .collect::<Option<_>>()?;
        let max_place = round
            .tables
            .iter()
            .map(|tb| tb.seats.len())
            .max()
            .unwrap_or(0) as u32;
        for place in 1..=max_place {
            let mut group = Vec::new();
            for (tb, rank) in &ranks {
                let places = rank.places(tb.seats.len());
                group.extend(
                    tb.seats
                        .iter()
                        .enumerate()
                        .filter(|(s, _)| places[*s] == place)
                        .map(|(_, st)| st.player),
                );
            }
            if !group.is_empty() {
                head.push(group);
            }
        }
    }

    let mut rows: Vec<StandingRow> = Vec::new();
    let in_head: std::collections::HashSet<PlayerId> = head.iter().flatten().copied().collect();
    for group in &head {
        let pos = rows.len() as u32 + 1;
        for p in group {
            if let Some(l) = all.get(p) {
                rows.push(row(t, pos, l));
            }
        }
    }
    let mut last_before: Option<u32> = None;
    let mut last_pos = 0;
    for (before_pos, l) in before.iter().filter(|(_, l)| !in_head.contains(&l.id)) {
        let pos = if last_before == Some(*before_pos) {
            last_pos
        } else {
            rows.len() as u32 + 1
        };
        last_before = Some(*before_pos);
        last_pos = pos;
        if let Some(l) = all.get(&l.id) {
            rows.push(row(t, pos, l));
        }
    }
    // Anyone who sat only in the final (a late replacement with no earlier game).
    let mut seen: std::collections::HashSet<PlayerId> = rows.iter().map(|r| r.player).collect();
    let mut extra: Vec<&Line> = all.values().filter(|l| !seen.contains(&l.id)).collect();
    extra.sort_by_key(|l| l.registration);
    for l in extra {
        seen.insert(l.id);
        let pos = rows.len() as u32 + 1;
        rows.push(row(t, pos, l));
    }
    Some(Standings {
        decimals: decimals(f, &rows),
        rows,
    })
}
