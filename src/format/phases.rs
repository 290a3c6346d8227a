//! Which round comes next and what the draw must do for it (SPEC 5.1–5.7): qualifying rounds with their
//! priorities, semifinals by bands (the Master structure table, MasterRisiko's legacy rule, Raduno
//! Nazionale's top 16), finals with the withdrawal rules, Ludolimpica's game 2 and final, and the
//! head-to-head pairings of Testa a testa.
//!
//! Everything is computed from the rounds before the one asked for, so the same function gives the next
//! round and recounts an existing one. Withdrawn players are those not participating now.

use super::engine::{self, Line};
use super::master::{self, Case, Structure};
use super::{
    def, draw_def, othello, winners, FormatDef, Memory, PhaseAdvice, PhaseError, Phases, RoundRule,
};
use crate::draw::spec::{DrawMethod, DrawSpec, TablePlan};
use crate::i18n::msg;
use crate::i18n::{Lang, Localized};
use crate::model::{Phase, PlayerId, Round, Tournament};
use std::collections::{HashMap, HashSet};

/// Why a round is what it is, in both languages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Why {
    pub it: String,
    pub en: String,
}

fn why(it: String, en: String) -> Why {
    Why { it, en }
}

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
            explanation_it: w.it,
            explanation_en: w.en,
            drawable: true,
        },
        Err(e) => PhaseAdvice {
            number,
            phase: t.rounds.last().map(|r| r.phase).unwrap_or_default(),
            explanation_it: e.text(Lang::It),
            explanation_en: e.text(Lang::En),
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
    super::round_done(t, r)
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
        if let super::TableState::Incomplete(error) = super::table_state(t, tb) {
            let players = match &error {
                super::ScoreError::UnresolvedTie { players, .. } => players.clone(),
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

fn labels(kinds: &[crate::model::ConflictKind], lang: Lang) -> String {
    if kinds.is_empty() {
        return msg::EngineRandomDraw.text(lang);
    }
    kinds
        .iter()
        .enumerate()
        .map(|(i, k)| format!("({}) {}", i + 1, k.label(lang)))
        .collect::<Vec<_>>()
        .join(", ")
}

fn participants(t: &Tournament) -> Vec<PlayerId> {
    t.participants().map(|p| p.id).collect()
}

/// A qualifying round by its rule (SPEC 4 and 5).
fn qualifying(t: &Tournament, df: &FormatDef, number: u32) -> Result<(DrawSpec, Why), PhaseError> {
    match df.rounds.rule(number) {
        RoundRule::Priorities { priorities } => Ok(by_priorities(t, df, number, priorities)),
        RoundRule::ByStandings => by_standings_round(t, df, number),
        RoundRule::Swiss => othello::draw_spec(t, number).map(|spec| {
            let w = why(
                format!("Turno {number}: abbinamento svizzero"),
                format!("Round {number}: Swiss pairing"),
            );
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
        .map_err(|e| PhaseError::Plan {
            round: number,
            it: e.text(Lang::It),
            en: e.text(Lang::En),
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
                    let order = super::table_ranking(t, tb)
                        .unwrap_or_else(|_| (0..tb.seats.len()).collect());
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
    let tables = super::seating::alla_greca(&previous, &late, &sizes);
    let w = why(
        format!("Turno {number} «alla greca»: i giocatori del tavolo k del turno {}, nell'ordine d'arrivo, ai tavoli k, k+1, k+2…", number - 1),
        format!("Round {number} \"alla greca\": the players of round {}'s table k, in their finishing order, go to tables k, k+1, k+2…", number - 1),
    );
    Ok((fixed(number, df, tables), w))
}

/// Positions dealt over the tables (SPEC 5.10, NazionaleRisiKo's round 3): table t gets positions t,
/// t + T, t + 2T, … of the standings after the previous round.
fn dealt_round(t: &Tournament, df: &FormatDef, number: u32) -> Result<(DrawSpec, Why), PhaseError> {
    let order = by_standings(t, number - 1);
    let sizes = shapes(df, order.len(), number)?;
    let tables = super::seating::dealt(&order, &sizes);
    let n = sizes.len();
    let w = why(
        format!("Turno {number} per classifica: con {n} tavoli il tavolo t riceve le posizioni t, t+{n}, t+{}…", 2 * n),
        format!("Round {number} by standings: with {n} tables, table t gets positions t, t+{n}, t+{}…", 2 * n),
    );
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
    let w = why(
        format!(
            "Turno {number} di qualificazione, {} giocatori; priorità: {}",
            players.len(),
            labels(priorities, Lang::It)
        ),
        format!(
            "Qualifying round {number}, {} players; priorities: {}",
            players.len(),
            labels(priorities, Lang::En)
        ),
    );
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
            master::legacy_structure(two_wins, q.first().is_some_and(|x| x.wins >= 2), false)
        }
        Phases::TopSixteen { .. } => Structure {
            direct_finalists: 0,
            semifinals: 4,
            finals: 1,
            case: Case::LegacyFour,
        },
        Phases::Thresholds { thresholds, .. } => {
            let (direct_finalists, semifinals, finals) =
                super::raduno_nazionale_gt::structure(q.len() as u32, &thresholds);
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
        _ => master::structure(q.len(), two_wins, level(1, 2), level(0, 2) && level(0, 1)),
    }
}

/// Which positions go to which of `k` parallel groups, in words: "1°, 4°, 7°… nel gruppo 1; 2°, 5°,
/// 8°… nel gruppo 2; 3°, 6°, 9°… nel gruppo 3" (the k-th position after a player's goes to his group).
fn parallel_groups(k: usize) -> (String, String) {
    let rows = |group: &str, th: fn(usize) -> String| {
        (1..=k)
            .map(|g| {
                let firsts: Vec<String> = (0..3).map(|n| th(g + n * k)).collect();
                format!("{}… {group} {g}", firsts.join(", "))
            })
            .collect::<Vec<_>>()
            .join("; ")
    };
    let en_th = |n: usize| {
        let suffix = match (n % 10, n % 100) {
            (1, x) if x != 11 => "st",
            (2, x) if x != 12 => "nd",
            (3, x) if x != 13 => "rd",
            _ => "th",
        };
        format!("{n}{suffix}")
    };
    (
        rows("nel gruppo", |n| format!("{n}°")),
        rows("in group", en_th),
    )
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
        Case::TwoDirect => why(
            format!("Due giocatori con 2 vittorie ({direct_names}): vanno direttamente in finale; 2 semifinali per le posizioni {from}–{to}"),
            format!("Two players with 2 wins ({direct_names}) go straight to the final; 2 semifinals for positions {from}–{to}"),
        ),
        Case::TopTwo => why(
            format!("{} giocatori hanno giocato entrambe le partite: i primi due ({direct_names}) vanno direttamente in finale; 2 semifinali per le posizioni {from}–{to}", q.len()),
            format!("{} players played both games: the top two ({direct_names}) go straight to the final; 2 semifinals for positions {from}–{to}", q.len()),
        ),
        Case::OneWithTwoWins | Case::LegacyOneLeader => why(
            format!("Un solo giocatore con 2 vittorie ({direct_names}): va direttamente in finale; 3 semifinali per le posizioni {from}–{to}"),
            format!("One player with 2 wins ({direct_names}) goes straight to the final; 3 semifinals for positions {from}–{to}"),
        ),
        Case::SecondThirdLevel => why(
            format!("2° e 3° a pari merito con 2 vittorie: solo il primo ({direct_names}) va in finale; 3 semifinali per le posizioni {from}–{to}"),
            format!("2nd and 3rd level with 2 wins: only the first ({direct_names}) goes to the final; 3 semifinals for positions {from}–{to}"),
        ),
        Case::NobodyTwoWins => why(
            format!("Nessun giocatore con 2 vittorie: 4 semifinali per le posizioni {from}–{to}"),
            format!("Nobody has 2 wins: 4 semifinals for positions {from}–{to}"),
        ),
        Case::FirstThreeLevel => why(
            format!("I primi tre a pari merito con 2 vittorie: 4 semifinali per le posizioni {from}–{to}"),
            format!("The first three are level with 2 wins: 4 semifinals for positions {from}–{to}"),
        ),
        Case::DirectFinalistWithdrew => why(
            format!("Un finalista diretto ha rinunciato prima delle semifinali: si giocano 4 semifinali per le posizioni {from}–{to}"),
            format!("A direct finalist withdrew before the semifinals: 4 semifinals are played, positions {from}–{to}"),
        ),
        // In words a director reads at a glance (issue 23 item 10): no "1 parallel group (positions
        // modulo 1)"; with several groups, which positions go to which, spelled out.
        Case::Parallel if k == 1 => why(
            format!(
                "{} giocatori hanno giocato entrambe le partite: {} per le posizioni {from}–{to}, poi la finale",
                q.len(),
                crate::i18n::plural(semis, "semifinale", "semifinali"),
            ),
            format!(
                "{} players played both games: {} for positions {from}–{to}, then the final",
                q.len(),
                crate::i18n::plural(semis, "semifinal", "semifinals"),
            ),
        ),
        Case::Parallel => {
            let (it, en) = parallel_groups(k);
            why(
                format!(
                    "{} giocatori hanno giocato entrambe le partite: {k} gruppi paralleli, ognuno con {} e la sua finale ({}), posizioni {from}–{to}",
                    q.len(),
                    crate::i18n::plural(semis / k, "semifinale", "semifinali"),
                    it
                ),
                format!(
                    "{} players played both games: {k} parallel groups, each with {} and its own final ({}), positions {from}–{to}",
                    q.len(),
                    crate::i18n::plural(semis / k, "semifinal", "semifinals"),
                    en
                ),
            )
        }
        Case::LegacyFour if matches!(df.phases, Phases::TopSixteen { .. }) => why(
            format!("Semifinali: i primi 16 dopo il turno {} in 4 fasce, posizioni {from}–{to}", number - 1),
            format!("Semifinals: the top 16 after round {} in 4 bands, positions {from}–{to}", number - 1),
        ),
        Case::LegacyFour => why(
            format!("4 semifinali per le posizioni {from}–{to}"),
            format!("4 semifinals for positions {from}–{to}"),
        ),
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
    // Semifinal tables per group: the draw's group numbers, else blocks of 4 tables in table order.
    // Semifinal tables per parallel group: the draw's group numbers (1, 2, …; 0 = no group), else
    // blocks of 4 tables in table order.
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
    let mut tables: Vec<Vec<PlayerId>> = Vec::new();
    let mut notes_it: Vec<String> = Vec::new();
    let mut notes_en: Vec<String> = Vec::new();
    for g in 0..k {
        let gid = group_ids.get(g).copied();
        let group_tables: Vec<&crate::model::Table> = semis
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
            .collect();
        let orders: Vec<Vec<PlayerId>> = group_tables
            .iter()
            .map(|tb| {
                super::ranking::rank(sf.tie_breaks, tb)
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
                    notes_it.push(format!(
                        "il finalista diretto {} ha rinunciato",
                        names(&[d], t)
                    ));
                    notes_en.push(format!("direct finalist {} withdrew", names(&[d], t)));
                    slots.push(None);
                } else {
                    slots.push(Some(d));
                }
            }
        }
        for (tb, order) in group_tables.iter().zip(&orders) {
            let pick = order.iter().copied().find(|p| !out.contains(p));
            if pick.is_some() && pick != order.first().copied() {
                notes_it.push(format!(
                    "tavolo {}: ripescato {}",
                    tb.number,
                    names(&[pick.unwrap_or(0)], t)
                ));
                notes_en.push(format!(
                    "table {}: {} replaces the winner",
                    tb.number,
                    names(&[pick.unwrap_or(0)], t)
                ));
            }
            slots.push(pick);
        }
        // Empty places: the best 2nd of the semifinal tables by qualifying position, then 3rd, 4th.
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
                    notes_it.push(format!(
                        "ripescato {} (miglior {}° delle semifinali)",
                        names(&[c], t),
                        tier + 1
                    ));
                    notes_en.push(format!(
                        "{} recalled (best {} of the semifinals)",
                        names(&[c], t),
                        ordinal(tier + 1)
                    ));
                }
            }
        }
        let finalists: Vec<PlayerId> = slots
            .into_iter()
            .collect::<Option<Vec<_>>>()
            .ok_or(PhaseError::NoReplacement { round: number })?;
        tables.push(finalists);
    }
    let head_it = if direct.is_empty() {
        format!(
            "Finale{}: i vincitori delle semifinali",
            if k > 1 {
                format!(" ({k} finali parallele)")
            } else {
                String::new()
            }
        )
    } else {
        format!(
            "Finale: {} e i vincitori delle semifinali",
            names(&direct, t)
        )
    };
    let head_en = if direct.is_empty() {
        format!(
            "Final{}: the semifinal winners",
            if k > 1 {
                format!("s ({k} parallel finals)")
            } else {
                String::new()
            }
        )
    } else {
        format!("Final: {} and the semifinal winners", names(&direct, t))
    };
    let w = if notes_it.is_empty() {
        why(head_it, head_en)
    } else {
        why(
            format!("{head_it}; {}", notes_it.join("; ")),
            format!("{head_en}; {}", notes_en.join("; ")),
        )
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

fn ordinal(n: usize) -> String {
    match n {
        2 => "2nd".into(),
        3 => "3rd".into(),
        n => format!("{n}th"),
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
    let shapes = crate::draw::table_sizes(order.len(), plan).map_err(|e| PhaseError::Plan {
        round: number,
        it: e.text(Lang::It),
        en: e.text(Lang::En),
    })?;
    let mut tables = Vec::new();
    let mut rest = order.as_slice();
    for shape in shapes {
        let (head, tail) = rest.split_at(shape.size.min(rest.len()));
        tables.push(head.to_vec());
        rest = tail;
    }
    let w = why(
        format!("Partita {number}: tavoli per classifica (posizioni 1–4 al tavolo 1, le successive al tavolo 2, …)"),
        format!("Game {number}: tables by standings (positions 1–4 at table 1, the next at table 2, …)"),
    );
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
    let w = why(
        format!(
            "Finale: i primi {n} in classifica ancora in gara ({})",
            names(&finalists, t)
        ),
        format!(
            "Final: the top {n} still in the tournament ({})",
            names(&finalists, t)
        ),
    );
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

/// Qualifying games of Testa a testa (an even number: evenings of a game and a rematch).
pub fn head_to_head_qualifying(t: &Tournament) -> u32 {
    let default = draw_def(t)
        .phases
        .qualifying()
        .unwrap_or(super::testa_a_testa::DEFAULT_QUALIFYING);
    let q = t.settings.planned_rounds.unwrap_or(default).max(2);
    q + q % 2
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
    let plan = TablePlan::Pairs;
    let fixed = |tables, byes| DrawMethod::Fixed { tables, byes };
    // A rematch: the same pairs, the real players' positions swapped (rule 10).
    if number.is_multiple_of(2) && number <= q + 4 {
        let prev = t
            .round(number - 1)
            .ok_or(PhaseError::PreviousIncomplete { round: number - 1 })?;
        let tables = prev
            .tables
            .iter()
            .map(|tb| tb.seats.iter().rev().map(|s| s.player).collect())
            .collect();
        let w = why(
            format!(
                "Turno {number}: rivincita del turno {}, stesse coppie",
                number - 1
            ),
            format!(
                "Round {number}: rematch of round {}, the same pairs",
                number - 1
            ),
        );
        return Ok((
            DrawSpec {
                number,
                phase: prev.phase,
                plan,
                method: fixed(tables, prev.byes.clone()),
            },
            w,
        ));
    }
    if number <= q {
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
        let source = if number == 1 {
            (
                "classifica precedente (teste di serie)",
                "prior ranking (seeds)",
            )
        } else {
            ("classifica attuale", "current standings")
        };
        let bye_it = if byes.is_empty() {
            String::new()
        } else {
            format!("; riposa {} (10 punti)", names(&byes, t))
        };
        let bye_en = if byes.is_empty() {
            String::new()
        } else {
            format!("; {} sits out (10 points)", names(&byes, t))
        };
        let w = why(
            format!(
                "Serata {}: il più forte contro il più debole secondo la {}{bye_it}",
                number.div_ceil(2),
                source.0
            ),
            format!(
                "Evening {}: strongest against weakest by the {}{bye_en}",
                number.div_ceil(2),
                source.1
            ),
        );
        return Ok((
            DrawSpec {
                number,
                phase: Phase::Qualifying,
                plan,
                method: fixed(tables, byes),
            },
            w,
        ));
    }
    if number == q + 1 {
        let order = by_standings(t, q);
        if order.len() < 4 {
            return Err(PhaseError::NotEnoughPlayers {
                round: number,
                needed: 4,
                available: order.len(),
            });
        }
        let tables = vec![vec![order[0], order[3]], vec![order[1], order[2]]];
        let w = why(
            "Semifinali: 1° contro 4°, 2° contro 3° (partita e rivincita, passa chi somma di più)"
                .into(),
            "Semifinals: 1st v 4th, 2nd v 3rd (game and rematch, the higher sum goes through)"
                .into(),
        );
        return Ok((
            DrawSpec {
                number,
                phase: Phase::Semifinal,
                plan,
                method: fixed(tables, Vec::new()),
            },
            w,
        ));
    }
    if number == q + 3 {
        let sf = def(t);
        let qpos: HashMap<PlayerId, usize> = by_standings(t, q)
            .into_iter()
            .enumerate()
            .map(|(i, p)| (p, i))
            .collect();
        let out = withdrawn_set(t);
        let mut sums: HashMap<PlayerId, super::Points> = HashMap::new();
        let mut pairs: Vec<Vec<PlayerId>> = Vec::new();
        for r in [q + 1, q + 2] {
            let round = t
                .round(r)
                .ok_or(PhaseError::PreviousIncomplete { round: r })?;
            for tb in &round.tables {
                let pts = engine::score_table(sf, tb)
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
        let note = |lang: Lang| {
            level
                .iter()
                .map(|d| format!("; {}", lang.pick(&d.it, &d.en)))
                .collect::<String>()
        };
        let w = why(
            format!(
                "Finale: {} (partita e rivincita){}",
                names(&finalists, t),
                note(Lang::It)
            ),
            format!(
                "Final: {} (game and rematch){}",
                names(&finalists, t),
                note(Lang::En)
            ),
        );
        return Ok((
            DrawSpec {
                number,
                phase: Phase::Final,
                plan,
                method: fixed(vec![finalists], Vec::new()),
            },
            w,
        ));
    }
    Err(PhaseError::TournamentOver { rounds: q + 4 })
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
