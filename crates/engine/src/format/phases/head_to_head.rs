//! Head-to-head rounds (Testa a testa): strong against weak, the rematch, semifinals and final of a
//! game and a rematch; the Swiss round.

use super::*;

/// Qualifying games of a head-to-head format when its phases do not say (Testa a testa's 6).
pub(super) const HEAD_TO_HEAD_QUALIFYING: u32 = 6;

/// Qualifying games of Testa a testa (an even number: evenings of a game and a rematch).
pub fn head_to_head_qualifying(t: &Tournament) -> u32 {
    let default = draw_def(t)
        .phases
        .qualifying()
        .unwrap_or(HEAD_TO_HEAD_QUALIFYING);
    let q = t.settings.planned_rounds.unwrap_or(default).max(2);
    q + q % 2
}

/// The pairing of round `number` (Swiss, from the qualifying rounds before it): tables `[black,
/// white]` from the top score group down, and the bye for an odd number of players.
pub fn swiss_round(t: &Tournament, number: u32) -> Result<DrawSpec, PhaseError> {
    let next = t.rounds.len() as u32 + 1;
    if number == 0 || number > next {
        return Err(PhaseError::RoundOutOfOrder { next, got: number });
    }
    if let Some(planned) = t.settings.planned_rounds {
        if number > planned {
            return Err(PhaseError::TournamentOver { rounds: planned });
        }
    }
    if t.rounds.iter().any(|r| r.phase == Phase::Final) {
        // Once decided, the final is over, not "started".
        return Err(match decided::final_decided(t) {
            Some(decided) => PhaseError::Concluded {
                round: number,
                decided,
            },
            None => PhaseError::FinalStarted { round: number },
        });
    }
    if let Some(r) = t
        .rounds
        .iter()
        .find(|r| r.number < number && !round_done(t, r) && !r.tables.is_empty())
    {
        return Err(PhaseError::PreviousIncomplete { round: r.number });
    }
    let players: Vec<PlayerId> = t.participants().map(|p| p.id).collect();
    if players.len() < 2 {
        return Err(PhaseError::NotEnoughPlayers {
            round: number,
            needed: 2,
            available: players.len(),
        });
    }
    Ok(crate::format::pairing::swiss::pair_round(
        t, number, &players,
    ))
}

/// Strong against weak: 1st v last, 2nd v second-last…; with an odd number the lowest-placed player
/// among those who sat out least often sits out (no one sits out twice while another has not, as byes
/// go in Swiss systems: the Testa a testa rulebook Reading). A pair that already met swaps its weaker player with the next
/// (or previous) pair's where that makes both pairs new.
pub fn strong_against_weak(
    order: &[PlayerId],
    met: &HashSet<(PlayerId, PlayerId)>,
    byes_so_far: &HashMap<PlayerId, u32>,
) -> (Vec<Vec<PlayerId>>, Vec<PlayerId>) {
    let mut order = order.to_vec();
    let byes = if order.len() % 2 == 1 {
        let count = |p: &PlayerId| byes_so_far.get(p).copied().unwrap_or(0);
        let fewest = order.iter().map(count).min().unwrap_or(0);
        let i = order.iter().rposition(|p| count(p) == fewest).unwrap_or(0);
        vec![order.remove(i)]
    } else {
        Vec::new()
    };
    let m = order.len() / 2;
    let mut pairs: Vec<[PlayerId; 2]> = (0..m)
        .map(|i| [order[i], order[order.len() - 1 - i]])
        .collect();
    let key = |a: PlayerId, b: PlayerId| if a < b { (a, b) } else { (b, a) };
    let fresh = |p: &[PlayerId; 2]| !met.contains(&key(p[0], p[1]));
    for i in 0..m {
        if fresh(&pairs[i]) {
            continue;
        }
        for j in [i + 1, i.wrapping_sub(1)] {
            if j >= m {
                continue;
            }
            let (a, b) = ([pairs[i][0], pairs[j][1]], [pairs[j][0], pairs[i][1]]);
            if fresh(&a) && fresh(&b) {
                pairs[i] = a;
                pairs[j] = b;
                break;
            }
        }
    }
    (pairs.into_iter().map(|p| p.to_vec()).collect(), byes)
}

pub(super) fn head_to_head(t: &Tournament, number: u32) -> Result<(DrawSpec, Why), PhaseError> {
    let q = head_to_head_qualifying(t);
    if number.is_multiple_of(2) && number <= q + 4 {
        rematch(t, number)
    } else if number <= q {
        strong_against_weak_evening(t, number)
    } else if number == q + 1 {
        head_to_head_semifinals(t, q, number)
    } else if number == q + 3 {
        head_to_head_final(t, q, number)
    } else {
        Err(PhaseError::TournamentOver { rounds: q + 4 })
    }
}

/// A round of pairs seated as given, with the reason said.
fn seated_pairs(
    number: u32,
    phase: Phase,
    tables: Vec<Vec<PlayerId>>,
    byes: Vec<PlayerId>,
    why: Why,
) -> (DrawSpec, Why) {
    let method = DrawMethod::Fixed { tables, byes };
    let plan = TablePlan::Pairs;
    (
        DrawSpec {
            number,
            phase,
            plan,
            method,
        },
        why,
    )
}

/// A rematch: the same pairs, the real players' positions swapped (rule 10).
pub(super) fn rematch(t: &Tournament, number: u32) -> Result<(DrawSpec, Why), PhaseError> {
    let prev = t
        .round(number - 1)
        .ok_or(PhaseError::PreviousIncomplete { round: number - 1 })?;
    let tables = prev
        .tables
        .iter()
        .map(|tb| tb.seats.iter().rev().map(|s| s.player).collect())
        .collect();
    let w = msg::FormatWhyRematch {
        number: &number,
        number2: &(number - 1),
    }
    .said();
    Ok(seated_pairs(
        number,
        prev.phase,
        tables,
        prev.byes.clone(),
        w,
    ))
}

/// The first game of a qualifying evening: strong against weak, by seed (evening 1) or standings.
pub(super) fn strong_against_weak_evening(
    t: &Tournament,
    number: u32,
) -> Result<(DrawSpec, Why), PhaseError> {
    let order: Vec<PlayerId> = if number == 1 {
        let mut ps: Vec<(Option<u32>, usize, PlayerId)> = t
            .players
            .iter()
            .enumerate()
            .filter(|(_, p)| p.participating)
            .map(|(i, p)| (p.seed, i, p.id))
            .collect();
        crate::order::sort_by_key(&mut ps, |(seed, i, _)| (seed.is_none(), *seed, *i));
        ps.into_iter().map(|(_, _, id)| id).collect()
    } else {
        by_standings(t, number - 1)
    };
    let mut met = HashSet::new();
    let mut sat_out: HashMap<PlayerId, u32> = HashMap::new();
    // Evenings sat out (the rematch repeats the game's bye, so count the first games only).
    for r in t.rounds.iter().take(number as usize - 1).step_by(2) {
        for &p in &r.byes {
            *sat_out.entry(p).or_default() += 1;
        }
    }
    for r in t.rounds.iter().take(number as usize - 1) {
        for tb in &r.tables {
            let ps: Vec<PlayerId> = tb.players().collect();
            if let [a, b] = ps[..] {
                met.insert(if a < b { (a, b) } else { (b, a) });
            }
        }
    }
    let (tables, byes) = strong_against_weak(&order, &met, &sat_out);
    let source = if number == 1 { "prior" } else { "current" };
    let w = if byes.is_empty() {
        msg::FormatEveningStrongAgainstWeak {
            evening: &number.div_ceil(2),
            source: &source,
        }
        .said()
    } else {
        msg::FormatEveningStrongAgainstWeakBye {
            evening: &number.div_ceil(2),
            source: &source,
            names: &names(&byes, t),
        }
        .said()
    };
    Ok(seated_pairs(number, Phase::Qualifying, tables, byes, w))
}

/// The semifinals after `q` qualifying games: 1st v 4th, 2nd v 3rd.
pub(super) fn head_to_head_semifinals(
    t: &Tournament,
    q: u32,
    number: u32,
) -> Result<(DrawSpec, Why), PhaseError> {
    let order = by_standings(t, q);
    if order.len() < 4 {
        return Err(PhaseError::NotEnoughPlayers {
            round: number,
            needed: 4,
            available: order.len(),
        });
    }
    let tables = vec![vec![order[0], order[3]], vec![order[1], order[2]]];
    let w = msg::FormatWhyHeadToHeadSemifinals.said();
    Ok(seated_pairs(
        number,
        Phase::Semifinal,
        tables,
        Vec::new(),
        w,
    ))
}

/// The final: each semifinal's winner over the game and the rematch (a withdrawn winner replaced by
/// the other player).
pub(super) fn head_to_head_final(
    t: &Tournament,
    q: u32,
    number: u32,
) -> Result<(DrawSpec, Why), PhaseError> {
    let sf = def(t);
    let qpos: HashMap<PlayerId, usize> = by_standings(t, q)
        .into_iter()
        .enumerate()
        .map(|(i, p)| (p, i))
        .collect();
    let out = withdrawn_set(t);
    let mut sums: HashMap<PlayerId, Points> = HashMap::new();
    let mut pairs: Vec<Vec<PlayerId>> = Vec::new();
    for r in [q + 1, q + 2] {
        let round = t
            .round(r)
            .ok_or(PhaseError::PreviousIncomplete { round: r })?;
        for tb in &round.tables {
            let pts = crate::format::scoring::score_table(sf, tb)
                .map_err(|_| PhaseError::PreviousIncomplete { round: r })?;
            for (seat, p) in tb.seats.iter().zip(pts) {
                *sums.entry(seat.player).or_default() += p;
            }
            if r == q + 1 {
                pairs.push(tb.players().collect());
            }
        }
    }
    let mut finalists = Vec::new();
    for pair in pairs {
        let mut pair = pair;
        crate::order::sort_by(&mut pair, |a, b| {
            sums.get(b).cmp(&sums.get(a)).then(
                qpos.get(a)
                    .unwrap_or(&usize::MAX)
                    .cmp(qpos.get(b).unwrap_or(&usize::MAX)),
            )
        });
        let pick = pair
            .iter()
            .copied()
            .find(|p| !out.contains(p))
            .ok_or(PhaseError::NoReplacement { round: number })?;
        finalists.push(pick);
    }
    let level = engine::level_head_to_head(t, &[q + 1, q + 2]);
    let notes = level
        .iter()
        .map(|d| {
            msg::FormatNoteAfter { note: &"" }
                .said()
                .with_text("note", d.clone())
        })
        .collect();
    let w = msg::FormatHeadToHeadFinal {
        names: &names(&finalists, t),
        notes: &"",
    }
    .said()
    .with_list("notes", notes, "");
    Ok(seated_pairs(
        number,
        Phase::Final,
        vec![finalists],
        Vec::new(),
        w,
    ))
}
