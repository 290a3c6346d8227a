//! The generic engine: scores tables, builds standings and final standings from a [`Format`]'s data.

use crate::format::def::{Column, FormatDef, Phases};
use crate::format::points::Points;
use crate::format::ranking;
use crate::format::registry::{def, draw_def};
use crate::format::scoring::{score_ranked, score_table};
use crate::format::series_final;
use crate::format::standings::{Decided, StandingRow, Standings};
use crate::format::tables::round_done;
use crate::model::{Phase, PlayerId, Table, Tournament};
use std::cmp::Ordering;
use std::collections::HashMap;

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
    /// Table-mates of each scored game.
    pub opponents: Vec<PlayerId>,
    /// Own table points minus each table-mate's, over the scored games (Othello's disc difference).
    pub difference: i64,
}

impl Line {
    pub fn total(&self) -> Points {
        self.rounds.iter().flatten().sum()
    }

    /// The total without the worst game (a club's option; the whole total with one game or none).
    fn total_dropping_worst(&self) -> Points {
        let games = self.games();
        match games.len() {
            0 | 1 => self.total(),
            _ => self.total() - games[games.len() - 1],
        }
    }

    pub fn wins(&self) -> u32 {
        self.won.iter().filter(|&&w| w).count() as u32
    }

    /// Game scores, best first.
    fn games(&self) -> Vec<Points> {
        let mut g: Vec<Points> = self.rounds.iter().flatten().copied().collect();
        crate::order::sort_by(&mut g, |a, b| b.cmp(a));
        g
    }

    /// The `n`-th best game (0 = best).
    fn nth_best(&self, n: usize) -> Option<Points> {
        self.games().get(n).copied()
    }

    fn placings(&self) -> u32 {
        self.placing.iter().flatten().sum()
    }
}

/// The last round the standings count when asked for `upto`: a Swiss tournament's final games are not
/// Swiss rounds, so its standings stop at the last Swiss round.
pub(crate) fn counted_upto(t: &Tournament, upto: u32) -> u32 {
    let upto = upto.min(t.rounds.len() as u32);
    if def(t).phases.standings_count_qualifying_only() {
        series_final::swiss_rounds(t).min(upto)
    } else {
        upto
    }
}

/// Every player who sat (or had a bye) in rounds 1..=upto, in registration order.
pub(crate) fn lines(t: &Tournament, upto: u32) -> Vec<Line> {
    let f = def(t);
    let n = counted_upto(t, upto) as usize;
    let mut by_id: HashMap<PlayerId, Line> = HashMap::new();
    let blank = |id: PlayerId| Line {
        id,
        registration: t.registration_index(id).unwrap_or(usize::MAX),
        rounds: vec![None; n],
        won: vec![false; n],
        placing: vec![None; n],
        table: vec![None; n],
        opponents: Vec::new(),
        difference: 0,
    };
    for (r, round) in t.rounds.iter().take(n).enumerate() {
        for table in &round.tables {
            let scored = score_ranked(f, table);
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
                    let own = seat.result.as_ref().map_or(0, ranking::table_points) as i64;
                    let others = table.seats.iter().enumerate().filter(|(o, _)| *o != s);
                    for (_, other) in others {
                        line.opponents.push(other.player);
                        let theirs = other.result.as_ref().map_or(0, ranking::table_points);
                        line.difference += own - theirs as i64;
                    }
                }
            }
        }
        for &p in &round.byes {
            let line = by_id.entry(p).or_insert_with(|| blank(p));
            line.rounds[r] = f.bye.map(|b| Points::from_int(b.points));
            line.won[r] = f.bye.is_some_and(|b| b.win);
        }
    }
    let mut out: Vec<Line> = by_id.into_values().collect();
    crate::order::sort_by_key(&mut out, |l| (l.registration, l.id));
    out
}

/// Positions after an earlier round, for "who was ahead stays ahead".
fn positions(t: &Tournament, upto: u32) -> HashMap<PlayerId, u32> {
    if upto == 0 {
        return HashMap::new();
    }
    ordered(t, upto)
        .iter()
        .map(|(pos, l)| (l.id, *pos))
        .collect()
}

/// What the columns need beyond a line: earlier positions and every line's total (Buchholz).
struct Context {
    previous: HashMap<PlayerId, u32>,
    evening: HashMap<PlayerId, u32>,
    totals: HashMap<PlayerId, Points>,
}

/// A line's standing total (without the worst game when the format drops it).
fn total(f: &FormatDef, l: &Line) -> Points {
    if f.options.drop_worst_game {
        l.total_dropping_worst()
    } else {
        l.total()
    }
}

/// A line's value in a column.
fn value(c: Column, l: &Line, cx: &Context) -> Option<Points> {
    let int = |n: i64| Some(Points::from_int(n));
    match c {
        Column::Wins => int(l.wins() as i64),
        Column::Best => l.nth_best(0),
        Column::SecondBest => l.nth_best(1),
        Column::ThirdBest => l.nth_best(2),
        Column::PreviousPosition => cx.previous.get(&l.id).map(|&p| Points::from_int(p as i64)),
        Column::PreviousEvening => cx.evening.get(&l.id).map(|&p| Points::from_int(p as i64)),
        Column::LatestTable => l
            .table
            .last()
            .copied()
            .flatten()
            .and_then(|n| int(n as i64)),
        Column::Placings => int(l.placings() as i64),
        Column::Registration => int(l.registration as i64 + 1),
        Column::Buchholz => Some(
            l.opponents
                .iter()
                .filter_map(|o| cx.totals.get(o))
                .copied()
                .sum(),
        ),
        Column::DiscDifference => int(l.difference),
    }
}

/// Compares two lines by the total then the columns: `Less` = `a` ranks ahead. A missing value ranks
/// after any value.
fn compare(f: &FormatDef, a: &Line, b: &Line, cx: &Context) -> Ordering {
    let mut o = total(f, b).cmp(&total(f, a));
    for &c in &f.order {
        if o != Ordering::Equal {
            break;
        }
        let (va, vb) = (value(c, a, cx), value(c, b, cx));
        o = match (va, vb) {
            (Some(x), Some(y)) if c.higher_first() => y.cmp(&x),
            (Some(x), Some(y)) => x.cmp(&y),
            (Some(_), None) => Ordering::Less,
            (None, Some(_)) => Ordering::Greater,
            (None, None) => Ordering::Equal,
        };
    }
    o
}

fn context(t: &Tournament, f: &FormatDef, upto: u32, lines: &[Line]) -> Context {
    let wants = |c: Column| f.order.contains(&c);
    Context {
        previous: if wants(Column::PreviousPosition) {
            positions(t, upto.saturating_sub(1))
        } else {
            HashMap::new()
        },
        // Testa a testa: the position after the previous evening (a game and its rematch).
        evening: if wants(Column::PreviousEvening) {
            positions(t, 2 * (upto.saturating_sub(1) / 2))
        } else {
            HashMap::new()
        },
        totals: if wants(Column::Buchholz) {
            lines.iter().map(|l| (l.id, total(f, l))).collect()
        } else {
            HashMap::new()
        },
    }
}

/// Lines in standings order with their (shared) positions.
pub(crate) fn ordered(t: &Tournament, upto: u32) -> Vec<(u32, Line)> {
    ordered_with(t, upto).0
}

fn ordered_with(t: &Tournament, upto: u32) -> (Vec<(u32, Line)>, Context) {
    let f = def(t);
    let upto = counted_upto(t, upto);
    let mut ls = lines(t, upto);
    let cx = context(t, f, upto, &ls);
    crate::order::sort_by(&mut ls, |a, b| compare(f, a, b, &cx));
    let mut out: Vec<(u32, Line)> = Vec::with_capacity(ls.len());
    for (i, l) in ls.into_iter().enumerate() {
        let pos = match out.last() {
            Some((p, last)) if compare(f, last, &l, &cx) == Ordering::Equal => *p,
            _ => i as u32 + 1,
        };
        out.push((pos, l));
    }
    (out, cx)
}

fn row(t: &Tournament, pos: u32, l: &Line, cx: &Context) -> StandingRow {
    let f = def(t);
    StandingRow {
        pos,
        player: l.id,
        rounds: l.rounds.clone(),
        won: l.won.clone(),
        wins: l.wins(),
        total: total(f, l),
        withdrawn: t.player(l.id).is_some_and(|p| !p.participating),
        tiebreaks: f.order.iter().map(|&c| value(c, l, cx)).collect(),
    }
}

pub(crate) fn standings(t: &Tournament, upto: u32) -> Standings {
    let f = def(t);
    let (lines, cx) = ordered_with(t, upto);
    let rows = lines
        .iter()
        .map(|(pos, l)| row(t, *pos, l, &cx))
        .collect::<Vec<_>>();
    Standings {
        decimals: decimals(f, &rows),
        rows,
        columns: f.order.clone(),
        decided: Vec::new(),
    }
}

/// The format's decimals, or more when a value needs them to show exactly (Torneo Gufo: quarters of
/// hundredths), at most 4.
fn decimals(f: &FormatDef, rows: &[StandingRow]) -> u8 {
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

/// Othello (the Othello Swiss rulebook): the Swiss standings, with the final's winner 1st and the other 2nd once the final
/// is decided; without a final, the Swiss standings once every planned round is played.
fn swiss_final(t: &Tournament) -> Option<Standings> {
    let swiss = series_final::swiss_rounds(t);
    let has_final = t.rounds.iter().any(|r| r.phase == Phase::Final);
    if !has_final {
        let planned = t.settings.planned_rounds?;
        let done = planned > 0 && swiss >= planned && t.rounds.iter().all(|r| round_done(t, r));
        return done.then(|| standings(t, swiss));
    }
    let result = series_final::final_result(t, series_final::final_games(t))?;
    let mut s = standings(t, swiss);
    let take = |rows: &mut Vec<StandingRow>, p: PlayerId| {
        rows.iter()
            .position(|r| r.player == p)
            .map(|i| rows.remove(i))
    };
    let mut rest = std::mem::take(&mut s.rows);
    let mut head = Vec::new();
    for (pos, p) in [(1, result.winner), (2, result.runner_up)] {
        if let Some(mut r) = take(&mut rest, p) {
            r.pos = pos;
            head.push(r);
        }
    }
    // The others keep their Swiss order, and share a position where they shared one.
    let mut last: Option<(u32, u32)> = None;
    for mut r in rest {
        let pos = match last {
            Some((before, now)) if before == r.pos => now,
            _ => head.len() as u32 + 1,
        };
        last = Some((r.pos, pos));
        r.pos = pos;
        head.push(r);
    }
    s.rows = head;
    s.decided.extend(result.decided_by.said());
    Some(s)
}

/// Final standings (the Master rulebook and the other formats' equivalents).
pub(crate) fn final_standings(t: &Tournament) -> Option<Standings> {
    if draw_def(t).phases == Phases::Swiss {
        return swiss_final(t);
    }
    let finals: Vec<&crate::model::Round> = t
        .rounds
        .iter()
        .filter(|r| r.phase == Phase::Final)
        .collect();
    if finals.is_empty() {
        return qualifying_only_final(t);
    }
    let first_final = finals[0].number;
    if finals.iter().any(|r| !round_done(t, r)) {
        return None;
    }
    // Testa a testa: the final is a game and a rematch.
    if matches!(draw_def(t).phases, Phases::HeadToHead { .. }) && finals.len() < 2 {
        return None;
    }
    let f = def(t);
    let last = t.rounds.len() as u32;
    let all: HashMap<PlayerId, Line> = lines(t, last).into_iter().map(|l| (l.id, l)).collect();
    let before = ordered(t, first_final - 1);
    let qualifying_pos: HashMap<PlayerId, usize> = before
        .iter()
        .enumerate()
        .map(|(i, (_, l))| (l.id, i))
        .collect();
    let qpos = |p: PlayerId| qualifying_pos.get(&p).copied().unwrap_or(usize::MAX);
    let pairs = finals
        .iter()
        .all(|r| r.tables.iter().all(|tb| tb.seats.len() == 2));
    let (head, decided) = if pairs {
        head_to_head_top(t, f, &finals, qpos)?
    } else {
        (final_tables_top(f, &finals)?, Vec::new())
    };
    let cx = {
        let ls: Vec<Line> = all.values().cloned().collect();
        context(t, f, last, &ls)
    };
    let rows = rows_below_the_top(t, &head, &before, &all, &cx);
    Some(Standings {
        decimals: decimals(f, &rows),
        rows,
        columns: f.order.clone(),
        decided,
    })
}

/// Formats of qualifying rounds only: the standings once the planned rounds are played.
fn qualifying_only_final(t: &Tournament) -> Option<Standings> {
    let planned = match draw_def(t).phases {
        Phases::Rounds { rounds } => rounds,
        Phases::Qualifying => t.settings.planned_rounds?,
        _ => return None,
    };
    let last = t.round(planned)?;
    round_done(t, last).then(|| standings(t, planned))
}

/// The top of head-to-head final standings, one player a group, best first: each final table decided
/// by the sum of the game and the rematch, then the semifinal losers by their qualifying position
/// (`qpos`); and how level semifinals and finals were decided.
fn head_to_head_top(
    t: &Tournament,
    f: &FormatDef,
    finals: &[&crate::model::Round],
    qpos: impl Fn(PlayerId) -> usize,
) -> Option<(Vec<Vec<PlayerId>>, Vec<Decided>)> {
    let mut sums: HashMap<PlayerId, Points> = HashMap::new();
    for r in finals {
        for table in &r.tables {
            let pts = score_table(f, table).ok()?;
            for (seat, p) in table.seats.iter().zip(pts) {
                *sums.entry(seat.player).or_default() += p;
            }
        }
    }
    let mut finalists: Vec<PlayerId> = sums.keys().copied().collect();
    crate::order::sort_by(&mut finalists, |a, b| {
        sums[b].cmp(&sums[a]).then(qpos(*a).cmp(&qpos(*b)))
    });
    let semis: Vec<u32> = t
        .rounds
        .iter()
        .filter(|r| r.phase == Phase::Semifinal)
        .map(|r| r.number)
        .collect();
    let mut decided = level_head_to_head(t, &semis);
    let final_rounds: Vec<u32> = finals.iter().map(|r| r.number).collect();
    decided.extend(level_head_to_head(t, &final_rounds));
    let mut head: Vec<Vec<PlayerId>> = finalists.iter().map(|&p| vec![p]).collect();
    // Semifinal losers next, by their qualifying position.
    let mut losers: Vec<PlayerId> = t
        .rounds
        .iter()
        .filter(|r| r.phase == Phase::Semifinal)
        .flat_map(|r| r.players())
        .filter(|p| !finalists.contains(p))
        .collect();
    crate::order::sort_by_key(&mut losers, |&p| qpos(p));
    losers.dedup();
    head.extend(losers.into_iter().map(|p| vec![p]));
    Some((head, decided))
}

/// The top of final standings after one final round of k tables: place p in any final is position
/// (p - 1) × k + 1, shared. Groups of players sharing a position, best first.
fn final_tables_top(f: &FormatDef, finals: &[&crate::model::Round]) -> Option<Vec<Vec<PlayerId>>> {
    let round = finals.last()?;
    let ranks: Vec<(&Table, ranking::TableRank)> = round
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
    let mut head = Vec::new();
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
    Some(head)
}

/// The rows of final standings: the `head` groups (a shared position each), then the others in the
/// order of the standings `before` the final (sharing where they shared), then anyone who sat only in
/// the final (a late replacement with no earlier game), by registration.
fn rows_below_the_top(
    t: &Tournament,
    head: &[Vec<PlayerId>],
    before: &[(u32, Line)],
    all: &HashMap<PlayerId, Line>,
    cx: &Context,
) -> Vec<StandingRow> {
    let mut rows: Vec<StandingRow> = Vec::new();
    let in_head: std::collections::HashSet<PlayerId> = head.iter().flatten().copied().collect();
    for group in head {
        let pos = rows.len() as u32 + 1;
        for p in group {
            if let Some(l) = all.get(p) {
                rows.push(row(t, pos, l, cx));
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
            rows.push(row(t, pos, l, cx));
        }
    }
    let mut seen: std::collections::HashSet<PlayerId> = rows.iter().map(|r| r.player).collect();
    let mut extra: Vec<&Line> = all.values().filter(|l| !seen.contains(&l.id)).collect();
    crate::order::sort_by_key(&mut extra, |l| l.registration);
    for l in extra {
        seen.insert(l.id);
        let pos = rows.len() as u32 + 1;
        rows.push(row(t, pos, l, cx));
    }
    rows
}

/// Head-to-head pairs of `rounds` (a game and its rematch) that ended level on their sum: each goes to
/// the player placed higher in the standings before them (the Testa a testa rulebook Reading), said in words.
pub(crate) fn level_head_to_head(t: &Tournament, rounds: &[u32]) -> Vec<Decided> {
    let f = def(t);
    let Some(&first) = rounds.first() else {
        return Vec::new();
    };
    // Places in standings order (a shared position is split the way the draw split it).
    let pos: HashMap<PlayerId, u32> = ordered(t, first - 1)
        .into_iter()
        .enumerate()
        .map(|(i, (_, l))| (l.id, i as u32 + 1))
        .collect();
    let mut sums: HashMap<PlayerId, Points> = HashMap::new();
    let mut pairs: Vec<[PlayerId; 2]> = Vec::new();
    for &n in rounds {
        let Some(r) = t.round(n) else { continue };
        for table in &r.tables {
            let Ok(pts) = score_table(f, table) else {
                return Vec::new();
            };
            for (seat, p) in table.seats.iter().zip(pts) {
                *sums.entry(seat.player).or_default() += p;
            }
            if let [a, b] = table.seats.as_slice() {
                if !pairs.iter().any(|p| p.contains(&a.player)) {
                    pairs.push([a.player, b.player]);
                }
            }
        }
    }
    let name = |p: PlayerId| t.player(p).map_or(format!("ID {p}"), |x| x.full_name());
    let at = |p: PlayerId| pos.get(&p).copied().unwrap_or(u32::MAX);
    pairs
        .into_iter()
        .filter(|[a, b]| sums.get(a) == sums.get(b))
        .map(|[a, b]| {
            let (hi, lo) = if at(a) <= at(b) { (a, b) } else { (b, a) };
            let sum = sums
                .get(&a)
                .copied()
                .unwrap_or_default()
                .to_decimal(f.decimals);
            crate::i18n::msg::FormatSemifinalLevelHigherThrough {
                first: &name(a),
                second: &name(b),
                sum: &sum,
                through: &name(hi),
                higher: &at(hi),
                lower: &at(lo),
            }
            .said()
        })
        .collect()
}
