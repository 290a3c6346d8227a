//! Semifinals by bands: who qualifies, the structure (Master's table, MasterRisiko's legacy rule,
//! Raduno Nazionale's top 16, thresholds) and the parallel groups.

use super::*;

/// A player in the standings after the qualifying rounds.
#[derive(Clone, Debug)]
pub(super) struct Qualifier {
    pub(super) id: PlayerId,
    /// Shared position (equal = level on every ranking criterion).
    pub(super) pos: u32,
    pub(super) wins: u32,
    pub(super) withdrawn: bool,
}

/// A stable pseudo-random key from a recorded seed: the "recorded random draw" that breaks remaining
/// ties for semifinal places and bands (the Master rulebook).
pub(super) fn draw_key(seed: u64, id: PlayerId) -> u64 {
    let mut z = seed ^ (id as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The standings after `upto` of those who played every one of those rounds, remaining ties broken by
/// the draw key of round `upto`'s seed.
pub(super) fn qualifiers(t: &Tournament, upto: u32) -> Vec<Qualifier> {
    let seed = t.round(upto).map_or(0, |r| r.seed);
    let mut rows: Vec<(u32, Line)> = engine::ordered(t, upto)
        .into_iter()
        .filter(|(_, l)| l.table.iter().all(Option::is_some))
        .collect();
    crate::order::sort_by_key(&mut rows, |(pos, l)| (*pos, draw_key(seed, l.id)));
    rows.into_iter()
        .map(|(pos, l)| Qualifier {
            id: l.id,
            pos,
            wins: l.wins(),
            withdrawn: t.player(l.id).is_some_and(|p| !p.participating),
        })
        .collect()
}

/// The structure as it stood before any withdrawal (direct finalists included).
pub(super) fn planned_structure(df: &FormatDef, q: &[Qualifier]) -> Structure {
    let two_wins = q.iter().filter(|x| x.wins >= 2).count();
    let level = |a: usize, b: usize| {
        q.len() > b && q[a].pos == q[b].pos && q[a].wins >= 2 && q[b].wins >= 2
    };
    match df.phases {
        Phases::MasterRisiko { .. } => {
            structure::legacy_structure(two_wins, q.first().is_some_and(|x| x.wins >= 2), false)
        }
        Phases::TopSixteen { .. } => Structure {
            direct_finalists: 0,
            semifinals: 4,
            finals: 1,
            case: Case::LegacyFour,
        },
        Phases::Thresholds { thresholds, .. } => {
            let (direct_finalists, semifinals, finals) =
                structure::thresholds_structure(q.len() as u32, &thresholds);
            Structure {
                direct_finalists,
                semifinals,
                finals,
                case: if direct_finalists > 0 {
                    Case::TopTwo
                } else {
                    Case::Parallel
                },
            }
        }
        _ => structure::structure(q.len(), two_wins, level(1, 2), level(0, 2) && level(0, 1)),
    }
}

/// Which positions go to which of `k` parallel groups, in words: "1°, 4°, 7°… nel gruppo 1; 2°, 5°,
/// 8°… nel gruppo 2; 3°, 6°, 9°… nel gruppo 3" (the k-th position after a player's goes to his group).
pub(super) fn parallel_groups(k: usize) -> Vec<Text> {
    (1..=k)
        .map(|g| {
            let firsts = (0..3)
                .map(|n| {
                    let place = g + n * k;
                    msg::FormatOrdinal {
                        number: &place,
                        en_ordinal: &crate::i18n::ordinal_category(place),
                    }
                    .said()
                })
                .collect();
            msg::FormatParallelGroupRow {
                places: &"",
                group: &g,
            }
            .said()
            .with_list("places", firsts, ", ")
        })
        .collect()
}

pub(super) fn names(ids: &[PlayerId], t: &Tournament) -> String {
    ids.iter()
        .map(|&id| {
            t.player(id)
                .map_or(id.to_string(), |p| format!("{} (ID {id})", p.full_name()))
        })
        .collect::<Vec<_>>()
        .join(", ")
}

pub(super) fn semifinals(
    t: &Tournament,
    df: &FormatDef,
    number: u32,
) -> Result<(DrawSpec, Why), PhaseError> {
    let q = qualifiers(t, number - 1);
    let mut s = planned_structure(df, &q);
    let mut direct: Vec<PlayerId> = q.iter().take(s.direct_finalists).map(|x| x.id).collect();
    let withdrawn: HashSet<PlayerId> = q.iter().filter(|x| x.withdrawn).map(|x| x.id).collect();
    if direct.iter().any(|d| withdrawn.contains(d)) {
        s = match df.phases {
            Phases::MasterRisiko { .. } => Structure {
                direct_finalists: 0,
                semifinals: 4,
                finals: 1,
                case: Case::LegacyFour,
            },
            _ => Structure {
                direct_finalists: 0,
                semifinals: 4,
                finals: 1,
                case: Case::DirectFinalistWithdrew,
            },
        };
        direct.clear();
    }
    let active: Vec<(usize, PlayerId)> = q
        .iter()
        .enumerate()
        .filter(|(_, x)| !x.withdrawn && !direct.contains(&x.id))
        .map(|(i, x)| (i + 1, x.id))
        .collect();
    let k = s.finals.max(1);
    let per_group = s.semifinalists() / k;
    let mut groups: Vec<Vec<PlayerId>> = vec![Vec::new(); k];
    let mut positions: Vec<usize> = Vec::new();
    for (i, &(pos, id)) in active.iter().enumerate() {
        let g = &mut groups[i % k];
        if g.len() < per_group {
            g.push(id);
            positions.push(pos);
        }
    }
    let available = active.len();
    if groups.iter().any(|g| g.len() < per_group) {
        return Err(PhaseError::NotEnoughPlayers {
            round: number,
            needed: s.semifinalists(),
            available,
        });
    }
    let (from, to) = (
        positions.first().copied().unwrap_or(0),
        positions.last().copied().unwrap_or(0),
    );
    let w = semifinal_why(&s, df, number, q.len(), &names(&direct, t), (from, to));
    let spec = DrawSpec {
        number,
        phase: Phase::Semifinal,
        plan: TablePlan::FoursOnly,
        method: DrawMethod::Bands { groups },
    };
    Ok((spec, w))
}

/// Why the semifinals are what they are: the structure's case in the catalogue's words, with the
/// direct finalists' names and the positions `from`–`to` that play.
fn semifinal_why(
    s: &Structure,
    df: &FormatDef,
    number: u32,
    players: usize,
    direct_names: &str,
    (from, to): (usize, usize),
) -> Why {
    match s.case {
        Case::TwoDirect => msg::FormatWhyMasterTwoDirect {
            direct_names: &direct_names,
            from: &from,
            to: &to,
        }
        .said(),
        Case::TopTwo => msg::FormatWhyMasterTopTwoDirect {
            players: &players,
            direct_names: &direct_names,
            from: &from,
            to: &to,
        }
        .said(),
        Case::OneWithTwoWins | Case::LegacyOneLeader => msg::FormatWhyMasterOneDirect {
            direct_names: &direct_names,
            from: &from,
            to: &to,
        }
        .said(),
        Case::SecondThirdLevel => msg::FormatWhyMasterSecondThirdLevel {
            direct_names: &direct_names,
            from: &from,
            to: &to,
        }
        .said(),
        Case::NobodyTwoWins => msg::FormatWhyMasterNoDirect {
            from: &from,
            to: &to,
        }
        .said(),
        Case::FirstThreeLevel => msg::FormatWhyMasterFirstThreeLevel {
            from: &from,
            to: &to,
        }
        .said(),
        Case::DirectFinalistWithdrew => msg::FormatWhyMasterDirectWithdrew {
            from: &from,
            to: &to,
        }
        .said(),
        Case::Parallel => parallel_why(s, players, (from, to)),
        Case::LegacyFour if matches!(df.phases, Phases::TopSixteen { .. }) => {
            msg::FormatWhyTopSixteenSemifinals {
                number: &(number - 1),
                from: &from,
                to: &to,
            }
            .said()
        }
        Case::LegacyFour => msg::FormatWhyFourSemifinals {
            from: &from,
            to: &to,
        }
        .said(),
    }
}

/// Parallel semifinals in words a director reads at a glance: no "1 parallel group (positions
/// modulo 1)"; with several groups, which positions go to which, spelled out.
fn parallel_why(s: &Structure, players: usize, (from, to): (usize, usize)) -> Why {
    let semis = s.semifinals;
    let k = s.finals.max(1);
    if k == 1 {
        return msg::FormatParallelOneGroup {
            players: &players,
            semis: &semis,
            from: &from,
            to: &to,
        }
        .said();
    }
    msg::FormatParallelGroups {
        players: &players,
        groups: &k,
        semis: &(semis / k),
        rows: &"",
        from: &from,
        to: &to,
    }
    .said()
    .with_list("rows", parallel_groups(k), "; ")
}

pub(super) fn withdrawn_set(t: &Tournament) -> HashSet<PlayerId> {
    t.players
        .iter()
        .filter(|p| !p.participating)
        .map(|p| p.id)
        .collect()
}
