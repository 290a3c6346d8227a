//! Finals: from the semifinals with the withdrawal rules, or the top of the standings.

use super::*;

pub(super) fn final_round(
    t: &Tournament,
    df: &FormatDef,
    number: u32,
) -> Result<(DrawSpec, Why), PhaseError> {
    let semis = t
        .round(number - 1)
        .ok_or(PhaseError::PreviousIncomplete { round: number - 1 })?;
    let sf = def(t);
    let q = qualifiers(t, number - 2);
    let qpos: HashMap<PlayerId, usize> = q.iter().enumerate().map(|(i, x)| (x.id, i)).collect();
    let qp = |p: PlayerId| qpos.get(&p).copied().unwrap_or(usize::MAX);
    let out = withdrawn_set(t);
    let s = planned_structure(df, &q);
    let direct: Vec<PlayerId> = if s.direct_finalists > 0 && semis.tables.len() == s.semifinals {
        q.iter().take(s.direct_finalists).map(|x| x.id).collect()
    } else {
        Vec::new()
    };
    let groups = semifinal_groups(semis);
    let k = groups.len();
    let mut tables: Vec<Vec<PlayerId>> = Vec::new();
    let mut notes: Vec<Text> = Vec::new();
    for (g, group_tables) in groups.iter().enumerate() {
        let orders: Vec<Vec<PlayerId>> = group_tables
            .iter()
            .map(|tb| {
                crate::format::ranking::rank(sf.tie_breaks, tb)
                    .map(|r| r.order().iter().map(|&s| tb.seats[s].player).collect())
                    .map_err(|_| PhaseError::PreviousIncomplete {
                        round: semis.number,
                    })
            })
            .collect::<Result<_, _>>()?;
        let mut slots: Vec<Option<PlayerId>> = match g {
            0 => direct_slots(t, &direct, &out, &mut notes),
            _ => Vec::new(),
        };
        for (tb, order) in group_tables.iter().zip(&orders) {
            let pick = order.iter().copied().find(|p| !out.contains(p));
            if pick.is_some() && pick != order.first().copied() {
                notes.push(
                    msg::FormatTableReplacesTheWinner {
                        table: &tb.number,
                        names: &names(&[pick.unwrap_or(0)], t),
                    }
                    .said(),
                );
            }
            slots.push(pick);
        }
        recall(t, &mut slots, &orders, &out, &qp, &mut notes);
        let finalists: Vec<PlayerId> = slots
            .into_iter()
            .collect::<Option<Vec<_>>>()
            .ok_or(PhaseError::NoReplacement { round: number })?;
        tables.push(finalists);
    }
    let w = final_why(t, &direct, k, notes);
    let spec = DrawSpec {
        number,
        phase: Phase::Final,
        plan: TablePlan::FoursOnly,
        method: DrawMethod::Fixed {
            tables,
            byes: Vec::new(),
        },
    };
    Ok((spec, w))
}

/// The direct finalists' seats in the first final: a withdrawn one leaves an empty seat (recalled
/// after) and a note.
fn direct_slots(
    t: &Tournament,
    direct: &[PlayerId],
    out: &HashSet<PlayerId>,
    notes: &mut Vec<Text>,
) -> Vec<Option<PlayerId>> {
    direct
        .iter()
        .map(|&d| {
            if out.contains(&d) {
                notes.push(
                    msg::FormatDirectFinalistWithdrew {
                        names: &names(&[d], t),
                    }
                    .said(),
                );
                None
            } else {
                Some(d)
            }
        })
        .collect()
}

/// Why the final(s) seat whom: the direct finalists and the semifinals' winners, or the winners of
/// `k` parallel semifinal groups, with the notes of withdrawals and replacements.
fn final_why(t: &Tournament, direct: &[PlayerId], k: usize, notes: Vec<Text>) -> Why {
    let head = if !direct.is_empty() {
        msg::FormatWhyFinalDirectAndWinners {
            names: &names(direct, t),
        }
        .said()
    } else if k > 1 {
        msg::FormatFinalsParallelSemifinalWinners { finals: &k }.said()
    } else {
        msg::FormatFinalSemifinalWinners.said()
    };
    if notes.is_empty() {
        head
    } else {
        msg::FormatFinalWithNotes {
            head: &"",
            notes: &"",
        }
        .said()
        .with_text("head", head)
        .with_list("notes", notes, "; ")
    }
}

/// Semifinal tables per parallel group: the draw's group numbers (1, 2, …; 0 = no group), else
/// blocks of 4 tables in table order.
pub(super) fn semifinal_groups(semis: &Round) -> Vec<Vec<&crate::model::Table>> {
    let mut group_ids: Vec<u8> = semis
        .tables
        .iter()
        .map(|tb| tb.group)
        .filter(|&g| g != 0)
        .collect();
    group_ids.sort_unstable();
    group_ids.dedup();
    let grouped = !group_ids.is_empty();
    let k = if grouped {
        group_ids.len()
    } else {
        semis.tables.len().div_ceil(4).max(1)
    };
    (0..k)
        .map(|g| {
            let gid = group_ids.get(g).copied();
            semis
                .tables
                .iter()
                .enumerate()
                .filter(|(i, tb)| {
                    if grouped {
                        Some(tb.group) == gid
                    } else {
                        i / 4 == g
                    }
                })
                .map(|(_, tb)| tb)
                .collect()
        })
        .collect()
}

/// Empty places of a final (a withdrawn finalist): the best 2nd of the semifinal tables (`orders`,
/// each table's players in its ranking) by qualifying position (`qp`), then 3rd, 4th; each recall
/// said in `notes`.
pub(super) fn recall(
    t: &Tournament,
    slots: &mut [Option<PlayerId>],
    orders: &[Vec<PlayerId>],
    out: &HashSet<PlayerId>,
    qp: &dyn Fn(PlayerId) -> usize,
    notes: &mut Vec<Text>,
) {
    for tier in 1..5 {
        if slots.iter().all(Option::is_some) {
            break;
        }
        let mut candidates: Vec<PlayerId> = orders
            .iter()
            .filter_map(|o| o.get(tier).copied())
            .filter(|p| !out.contains(p) && !slots.contains(&Some(*p)))
            .collect();
        crate::order::sort_by_key(&mut candidates, |&p| qp(p));
        for c in candidates {
            if let Some(slot) = slots.iter_mut().find(|s| s.is_none()) {
                *slot = Some(c);
                notes.push(
                    msg::FormatFinalRecalled {
                        names: &names(&[c], t),
                        place: &"",
                    }
                    .said()
                    .with_text(
                        "place",
                        msg::FormatOrdinal {
                            number: &(tier + 1),
                            en_ordinal: &crate::i18n::ordinal_category(tier + 1),
                        }
                        .said(),
                    ),
                );
            }
        }
    }
}

/// The final of the top `n` still in the tournament, at one table.
pub(super) fn top_final(
    t: &Tournament,
    number: u32,
    n: usize,
) -> Result<(DrawSpec, Why), PhaseError> {
    let order = by_standings(t, number - 1);
    if order.len() < n {
        return Err(PhaseError::NotEnoughPlayers {
            round: number,
            needed: n,
            available: order.len(),
        });
    }
    let finalists = order[..n].to_vec();
    let w = msg::FormatWhyTopFinal {
        count: &n,
        finalists: &names(&finalists, t),
    }
    .said();
    Ok((
        DrawSpec {
            number,
            phase: Phase::Final,
            plan: TablePlan::FoursOnly,
            method: DrawMethod::Fixed {
                tables: vec![finalists],
                byes: Vec::new(),
            },
        },
        w,
    ))
}
