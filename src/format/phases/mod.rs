//! Which round comes next and what the draw must do for it (SPEC 5.1–5.7): qualifying rounds with their
//! priorities, semifinals by bands (the Master structure table, MasterRisiko's legacy rule, Raduno
//! Nazionale's top 16), finals with the withdrawal rules, Ludolimpica's game 2 and final, and the
//! head-to-head pairings of Testa a testa.
//!
//! Everything is computed from the rounds before the one asked for, so the same function gives the next
//! round and recounts an existing one. Withdrawn players are those not participating now.

pub mod decided;
pub mod structure;

use super::engine::{self, Line};
use crate::draw::spec::{DrawMethod, DrawSpec, TablePlan};
use crate::format::def::{FormatDef, Memory, Phases, RoundRule};
use crate::format::errors::PhaseError;
use crate::format::errors::ScoreError;
use crate::format::pairing::seating;
use crate::format::points::Points;
use crate::format::registry::{def, draw_def};
use crate::format::tables::{round_done, table_ranking, table_state, winners, TableState};
use crate::i18n::msg;
use crate::i18n::{Lang, Text};
use crate::model::{Phase, PlayerId, Round, Tournament};
use std::collections::{HashMap, HashSet};
use structure::{Case, Structure};

/// What the next round is, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PhaseAdvice {
    pub number: u32,
    pub phase: Phase,
    /// Why the next round is what it is, or why it cannot be drawn yet.
    pub why: Result<crate::i18n::Text, PhaseError>,
    /// A round can be drawn now (false when the tournament is over or a round is missing results).
    pub drawable: bool,
}

impl PhaseAdvice {
    /// The reason in words, in `lang`.
    pub fn explanation(&self, lang: Lang) -> String {
        match &self.why {
            Ok(why) => why.text(lang),
            Err(e) => crate::i18n::Localized::text(e, lang),
        }
    }
}

/// Why a round is what it is: a message of the catalogue, said at the edge.
pub type Why = Text;

/// The draw spec of round `number` and the reason for it.
pub fn plan_round(t: &Tournament, number: u32) -> Result<(DrawSpec, Why), PhaseError> {
    let next = t.rounds.len() as u32 + 1;
    if number == 0 || number > next {
        return Err(PhaseError::RoundOutOfOrder { next, got: number });
    }
    for r in t.rounds.iter().take(number as usize - 1) {
        if !complete(t, r) {
            return Err(incomplete(t, r, number));
        }
    }
    let df = draw_def(t);
    match df.phases {
        Phases::Swiss | Phases::Qualifying => {
            if let Some(planned) = t.settings.planned_rounds {
                if number > planned {
                    return Err(PhaseError::TournamentOver { rounds: planned });
                }
            }
            qualifying(t, df, number)
        }
        Phases::Rounds { rounds } => {
            if number > rounds {
                return Err(PhaseError::TournamentOver { rounds });
            }
            qualifying(t, df, number)
        }
        Phases::TopSixteen { qualifying: q }
        | Phases::MasterRisiko { qualifying: q }
        | Phases::Master { qualifying: q }
        | Phases::Thresholds { qualifying: q, .. } => match number {
            n if n <= q => qualifying(t, df, number),
            n if n == q + 1 => semifinals(t, df, number),
            n if n == q + 2 => final_round(t, df, number),
            _ => Err(PhaseError::TournamentOver { rounds: q + 2 }),
        },
        Phases::TopFinal {
            qualifying: q,
            finalists,
        } => match number {
            n if n <= q => qualifying(t, df, number),
            n if n == q + 1 => top_final(t, number, finalists),
            _ => Err(PhaseError::TournamentOver { rounds: q + 1 }),
        },
        Phases::HeadToHead { .. } => head_to_head(t, number),
    }
}

/// Next round advice for the round page.
pub fn advice(t: &Tournament) -> PhaseAdvice {
    let number = t.rounds.len() as u32 + 1;
    match plan_round(t, number) {
        Ok((spec, w)) => PhaseAdvice {
            number,
            phase: spec.phase,
            why: Ok(w),
            drawable: true,
        },
        Err(e) => PhaseAdvice {
            number,
            phase: t.rounds.last().map(|r| r.phase).unwrap_or_default(),
            why: Err(e.clone()),
            // Missing results can be entered; a finished tournament (or a started Othello final) has
            // no further round to draw.
            drawable: !(matches!(e, PhaseError::TournamentOver { .. })
                || draw_def(t).phases.optional_final()
                    && t.rounds.iter().any(|r| r.phase == Phase::Final)),
        },
    }
}

/// Every seat has a result and every table scores (a Master tie resolved, a head-to-head outcome…).
fn complete(t: &Tournament, r: &Round) -> bool {
    round_done(t, r)
}

/// Why round `r` does not let round `next` be drawn, naming tables and players: the seats without a
/// score, else the first table that cannot be scored (a tie the rules need ordered, a missing outcome).
fn incomplete(t: &Tournament, r: &Round, next: u32) -> PhaseError {
    let name = |p: PlayerId| t.player(p).map_or(format!("ID {p}"), |x| x.full_name());
    let missing: Vec<(u32, Vec<String>)> = r
        .tables
        .iter()
        .filter(|tb| !tb.is_complete())
        .map(|tb| {
            let who = tb
                .seats
                .iter()
                .filter(|s| s.result.is_none())
                .map(|s| name(s.player))
                .collect();
            (tb.number, who)
        })
        .collect();
    if !missing.is_empty() || r.tables.is_empty() {
        return PhaseError::MissingScores {
            round: r.number,
            next,
            tables: missing,
        };
    }
    for tb in &r.tables {
        if let TableState::Incomplete(error) = table_state(t, tb) {
            let players = match &error {
                ScoreError::UnresolvedTie { players, .. } => players.clone(),
                _ => tb.players().collect(),
            };
            return PhaseError::TableNotScored {
                round: r.number,
                next,
                table: tb.number,
                players: players.into_iter().map(name).collect(),
                error,
            };
        }
    }
    PhaseError::PreviousIncomplete { round: r.number }
}

fn memory(m: Memory, number: u32) -> Vec<u32> {
    match m {
        _ if number <= 1 => Vec::new(),
        Memory::Previous => vec![number - 1],
        Memory::All => (1..number).collect(),
        Memory::First => vec![1],
    }
}

fn labels(kinds: &[crate::model::ConflictKind]) -> Text {
    if kinds.is_empty() {
        return msg::EngineRandomDraw.said();
    }
    let items = kinds
        .iter()
        .enumerate()
        .map(|(i, k)| {
            msg::FormatNumberedPriority {
                number: &(i + 1),
                label: &"",
            }
            .said()
            .with_text("label", k.said())
        })
        .collect();
    msg::EngineList { items: &"" }
        .said()
        .with_list("items", items, ", ")
}

fn participants(t: &Tournament) -> Vec<PlayerId> {
    t.participants().map(|p| p.id).collect()
}

/// A qualifying round by its rule (SPEC 4 and 5).
fn qualifying(t: &Tournament, df: &FormatDef, number: u32) -> Result<(DrawSpec, Why), PhaseError> {
    match df.rounds.rule(number) {
        RoundRule::Priorities { priorities } => Ok(by_priorities(t, df, number, priorities)),
        RoundRule::ByStandings => by_standings_round(t, df, number),
        RoundRule::Swiss => swiss_round(t, number).map(|spec| {
            let w = msg::FormatRoundSwissPairing { number: &number }.said();
            (spec, w)
        }),
        RoundRule::StrongAgainstWeak => head_to_head(t, number),
        RoundRule::AllaGreca => alla_greca_round(t, df, number),
        RoundRule::Dealt => dealt_round(t, df, number),
        // `rule` resolves a sequence; an empty one draws by no priority.
        RoundRule::Sequence { .. } => Ok(by_priorities(t, df, number, &[])),
    }
}

/// The tables of the plan for the players of a round seated by rule.
fn shapes(df: &FormatDef, players: usize, number: u32) -> Result<Vec<usize>, PhaseError> {
    crate::draw::table_sizes(players, df.plan)
        .map(|s| s.iter().map(|x| x.size).collect())
        .map_err(|error| PhaseError::Plan {
            round: number,
            error,
        })
}

fn fixed(number: u32, df: &FormatDef, tables: Vec<Vec<PlayerId>>) -> DrawSpec {
    DrawSpec {
        number,
        phase: Phase::Qualifying,
        plan: df.plan,
        method: DrawMethod::Fixed {
            tables,
            byes: Vec::new(),
        },
    }
}

/// "Alla greca" (SPEC 5.10, NazionaleRisiKo's round 2): each table of the previous round, its players in
/// their table ranking, spread over the tables from its own number on; withdrawn players are left out,
/// late entries fill the first tables with room.
fn alla_greca_round(
    t: &Tournament,
    df: &FormatDef,
    number: u32,
) -> Result<(DrawSpec, Why), PhaseError> {
    let out = withdrawn_set(t);
    let players = participants(t);
    let previous: Vec<Vec<PlayerId>> = t
        .round(number - 1)
        .map(|r| {
            r.tables
                .iter()
                .map(|tb| {
                    let order =
                        table_ranking(t, tb).unwrap_or_else(|_| (0..tb.seats.len()).collect());
                    order
                        .into_iter()
                        .map(|s| tb.seats[s].player)
                        .filter(|p| !out.contains(p))
                        .collect()
                })
                .collect()
        })
        .unwrap_or_default();
    let seated: HashSet<PlayerId> = previous.iter().flatten().copied().collect();
    let late: Vec<PlayerId> = players
        .iter()
        .copied()
        .filter(|p| !seated.contains(p))
        .collect();
    let sizes = shapes(df, players.len(), number)?;
    let tables = seating::alla_greca(&previous, &late, &sizes);
    let w = msg::FormatWhyAllaGreca {
        number: &number,
        number2: &(number - 1),
    }
    .said();
    Ok((fixed(number, df, tables), w))
}

/// Positions dealt over the tables (SPEC 5.10, NazionaleRisiKo's round 3): table t gets positions t,
/// t + T, t + 2T, … of the standings after the previous round.
fn dealt_round(t: &Tournament, df: &FormatDef, number: u32) -> Result<(DrawSpec, Why), PhaseError> {
    let order = by_standings(t, number - 1);
    let sizes = shapes(df, order.len(), number)?;
    let tables = seating::dealt(&order, &sizes);
    let n = sizes.len();
    let w = msg::FormatWhyByStandings {
        number: &number,
        count: &n,
        n2: &(2 * n),
    }
    .said();
    Ok((fixed(number, df, tables), w))
}

fn by_priorities(
    t: &Tournament,
    df: &FormatDef,
    number: u32,
    priorities: &[crate::model::ConflictKind],
) -> (DrawSpec, Why) {
    let players = participants(t);
    let winners = match number {
        1 => Vec::new(),
        n => t.round(n - 1).map(|r| winners(t, r)).unwrap_or_default(),
    };
    let w = msg::FormatQualifyingRoundPriorities {
        number: &number,
        players: &players.len(),
        priorities: &"",
    }
    .said()
    .with_text("priorities", labels(priorities));
    let spec = DrawSpec {
        number,
        phase: Phase::Qualifying,
        plan: df.plan,
        method: DrawMethod::Optimise {
            players,
            priorities: priorities.to_vec(),
            met_rounds: memory(df.rounds.met, number),
            repeat_rounds: memory(df.rounds.repeat, number),
            winners,
            cinquisti: df.rounds.cinquisti,
        },
    };
    (spec, w)
}

/// A player in the standings after the qualifying rounds.
#[derive(Clone, Debug)]
struct Qualifier {
    id: PlayerId,
    /// Shared position (equal = level on every ranking criterion).
    pos: u32,
    wins: u32,
    withdrawn: bool,
}

/// A stable pseudo-random key from a recorded seed: the "recorded random draw" that breaks remaining
/// ties for semifinal places and bands (SPEC 5.2).
fn draw_key(seed: u64, id: PlayerId) -> u64 {
    let mut z = seed ^ (id as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The standings after `upto` of those who played every one of those rounds, remaining ties broken by
/// the draw key of round `upto`'s seed.
fn qualifiers(t: &Tournament, upto: u32) -> Vec<Qualifier> {
    let seed = t.round(upto).map_or(0, |r| r.seed);
    let mut rows: Vec<(u32, Line)> = engine::ordered(t, upto)
        .into_iter()
        .filter(|(_, l)| l.table.iter().all(Option::is_some))
        .collect();
    rows.sort_by_key(|(pos, l)| (*pos, draw_key(seed, l.id)));
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
fn planned_structure(df: &FormatDef, q: &[Qualifier]) -> Structure {
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
fn parallel_groups(k: usize) -> Vec<Text> {
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

fn names(ids: &[PlayerId], t: &Tournament) -> String {
    ids.iter()
        .map(|&id| {
            t.player(id)
                .map_or(id.to_string(), |p| format!("{} (ID {id})", p.full_name()))
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn semifinals(t: &Tournament, df: &FormatDef, number: u32) -> Result<(DrawSpec, Why), PhaseError> {
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
    let semis = s.semifinals;
    let direct_names = names(&direct, t);
    let w = match s.case {
        Case::TwoDirect => msg::FormatWhyMasterTwoDirect {
            direct_names: &direct_names,
            from: &from,
            to: &to,
        }
        .said(),
        Case::TopTwo => msg::FormatWhyMasterTopTwoDirect {
            players: &q.len(),
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
        // In words a director reads at a glance (issue 23 item 10): no "1 parallel group (positions
        // modulo 1)"; with several groups, which positions go to which, spelled out.
        Case::Parallel if k == 1 => msg::FormatParallelOneGroup {
            players: &q.len(),
            semis: &semis,
            from: &from,
            to: &to,
        }
        .said(),
        Case::Parallel => msg::FormatParallelGroups {
            players: &q.len(),
            groups: &k,
            semis: &(semis / k),
            rows: &"",
            from: &from,
            to: &to,
        }
        .said()
        .with_list("rows", parallel_groups(k), "; "),
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
    };
    let spec = DrawSpec {
        number,
        phase: Phase::Semifinal,
        plan: TablePlan::FoursOnly,
        method: DrawMethod::Bands { groups },
    };
    Ok((spec, w))
}

fn withdrawn_set(t: &Tournament) -> HashSet<PlayerId> {
    t.players
        .iter()
        .filter(|p| !p.participating)
        .map(|p| p.id)
        .collect()
}

fn final_round(t: &Tournament, df: &FormatDef, number: u32) -> Result<(DrawSpec, Why), PhaseError> {
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
        let mut slots: Vec<Option<PlayerId>> = Vec::new();
        if g == 0 {
            for &d in &direct {
                if out.contains(&d) {
                    notes.push(
                        msg::FormatDirectFinalistWithdrew {
                            names: &names(&[d], t),
                        }
                        .said(),
                    );
                    slots.push(None);
                } else {
                    slots.push(Some(d));
                }
            }
        }
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
    let head = if !direct.is_empty() {
        msg::FormatWhyFinalDirectAndWinners {
            names: &names(&direct, t),
        }
        .said()
    } else if k > 1 {
        msg::FormatFinalsParallelSemifinalWinners { finals: &k }.said()
    } else {
        msg::FormatFinalSemifinalWinners.said()
    };
    let w = if notes.is_empty() {
        head
    } else {
        msg::FormatFinalWithNotes {
            head: &"",
            notes: &"",
        }
        .said()
        .with_text("head", head)
        .with_list("notes", notes, "; ")
    };
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

/// Semifinal tables per parallel group: the draw's group numbers (1, 2, …; 0 = no group), else
/// blocks of 4 tables in table order.
fn semifinal_groups(semis: &Round) -> Vec<Vec<&crate::model::Table>> {
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
fn recall(
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
        candidates.sort_by_key(|&p| qp(p));
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

/// Participating players in standings order after `upto`, then participants who have not played yet
/// (registration order).
fn by_standings(t: &Tournament, upto: u32) -> Vec<PlayerId> {
    let out = withdrawn_set(t);
    let mut order: Vec<PlayerId> = engine::ordered(t, upto)
        .into_iter()
        .map(|(_, l)| l.id)
        .filter(|p| !out.contains(p))
        .collect();
    let seen: HashSet<PlayerId> = order.iter().copied().collect();
    order.extend(t.participants().map(|p| p.id).filter(|p| !seen.contains(p)));
    order.retain(|p| t.player(*p).is_some_and(|pl| pl.participating));
    order
}

/// Tables by the standings after the previous round: the first positions at table 1, the next at table
/// 2, … (Ludolimpica's game 2).
fn by_standings_round(
    t: &Tournament,
    df: &FormatDef,
    number: u32,
) -> Result<(DrawSpec, Why), PhaseError> {
    let order = by_standings(t, number - 1);
    let plan = df.plan;
    let shapes = crate::draw::table_sizes(order.len(), plan).map_err(|error| PhaseError::Plan {
        round: number,
        error,
    })?;
    let mut tables = Vec::new();
    let mut rest = order.as_slice();
    for shape in shapes {
        let (head, tail) = rest.split_at(shape.size.min(rest.len()));
        tables.push(head.to_vec());
        rest = tail;
    }
    let w = msg::FormatWhyGameByStandings { number: &number }.said();
    Ok((
        DrawSpec {
            number,
            phase: Phase::Qualifying,
            plan,
            method: DrawMethod::Fixed {
                tables,
                byes: Vec::new(),
            },
        },
        w,
    ))
}

/// The final of the top `n` still in the tournament, at one table.
fn top_final(t: &Tournament, number: u32, n: usize) -> Result<(DrawSpec, Why), PhaseError> {
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

/// Qualifying games of a head-to-head format when its phases do not say (Testa a testa's 6).
const HEAD_TO_HEAD_QUALIFYING: u32 = 6;

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
        // Once decided, the final is over, not "started" (issue 23, item 8).
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
/// go in Swiss systems: SPEC 5.6 Reading). A pair that already met swaps its weaker player with the next
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

fn head_to_head(t: &Tournament, number: u32) -> Result<(DrawSpec, Why), PhaseError> {
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

/// A rematch: the same pairs, the real players' positions swapped (rule 10).
fn rematch(t: &Tournament, number: u32) -> Result<(DrawSpec, Why), PhaseError> {
    let plan = TablePlan::Pairs;
    let fixed = |tables, byes| DrawMethod::Fixed { tables, byes };
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
    Ok((
        DrawSpec {
            number,
            phase: prev.phase,
            plan,
            method: fixed(tables, prev.byes.clone()),
        },
        w,
    ))
}

/// The first game of a qualifying evening: strong against weak, by seed (evening 1) or standings.
fn strong_against_weak_evening(t: &Tournament, number: u32) -> Result<(DrawSpec, Why), PhaseError> {
    let plan = TablePlan::Pairs;
    let fixed = |tables, byes| DrawMethod::Fixed { tables, byes };
    let order: Vec<PlayerId> = if number == 1 {
        let mut ps: Vec<(Option<u32>, usize, PlayerId)> = t
            .players
            .iter()
            .enumerate()
            .filter(|(_, p)| p.participating)
            .map(|(i, p)| (p.seed, i, p.id))
            .collect();
        ps.sort_by_key(|(seed, i, _)| (seed.is_none(), *seed, *i));
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
    Ok((
        DrawSpec {
            number,
            phase: Phase::Qualifying,
            plan,
            method: fixed(tables, byes),
        },
        w,
    ))
}

/// The semifinals after `q` qualifying games: 1st v 4th, 2nd v 3rd.
fn head_to_head_semifinals(
    t: &Tournament,
    q: u32,
    number: u32,
) -> Result<(DrawSpec, Why), PhaseError> {
    let plan = TablePlan::Pairs;
    let fixed = |tables, byes| DrawMethod::Fixed { tables, byes };
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
    Ok((
        DrawSpec {
            number,
            phase: Phase::Semifinal,
            plan,
            method: fixed(tables, Vec::new()),
        },
        w,
    ))
}

/// The final: each semifinal's winner over the game and the rematch (a withdrawn winner replaced by
/// the other player).
fn head_to_head_final(t: &Tournament, q: u32, number: u32) -> Result<(DrawSpec, Why), PhaseError> {
    let plan = TablePlan::Pairs;
    let fixed = |tables, byes| DrawMethod::Fixed { tables, byes };
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
        pair.sort_by(|a, b| {
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
    Ok((
        DrawSpec {
            number,
            phase: Phase::Final,
            plan,
            method: fixed(vec![finalists], Vec::new()),
        },
        w,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strong_against_weak_pairs_and_bye() {
        let none = HashMap::new();
        let (pairs, byes) = strong_against_weak(&[1, 2, 3, 4, 5], &HashSet::new(), &none);
        assert_eq!(pairs, vec![vec![1, 4], vec![2, 3]]);
        assert_eq!(byes, vec![5]);
        // 5 sat out already: the lowest of those who have not (4) sits out now.
        let five_sat = HashMap::from([(5, 1)]);
        let (pairs, byes) = strong_against_weak(&[1, 2, 3, 4, 5], &HashSet::new(), &five_sat);
        assert_eq!(pairs, vec![vec![1, 5], vec![2, 3]]);
        assert_eq!(byes, vec![4]);
    }

    #[test]
    fn a_rematch_is_avoided_by_swapping_neighbours() {
        let met: HashSet<(PlayerId, PlayerId)> = [(1, 6)].into_iter().collect();
        let (pairs, _) = strong_against_weak(&[1, 2, 3, 4, 5, 6], &met, &HashMap::new());
        assert_eq!(pairs, vec![vec![1, 5], vec![2, 6], vec![3, 4]]);
        // When no swap makes both pairs new, the pairing stays.
        let met: HashSet<(PlayerId, PlayerId)> = [(1, 4), (1, 3), (2, 4)].into_iter().collect();
        let (pairs, _) = strong_against_weak(&[1, 2, 3, 4], &met, &HashMap::new());
        assert_eq!(pairs, vec![vec![1, 4], vec![2, 3]]);
    }

    #[test]
    fn draw_key_is_stable_and_depends_on_the_seed() {
        assert_eq!(draw_key(7, 3), draw_key(7, 3));
        assert_ne!(draw_key(7, 3), draw_key(8, 3));
    }
}
