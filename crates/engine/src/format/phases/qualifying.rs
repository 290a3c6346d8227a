//! Qualifying rounds: by the format's priorities, alla greca, dealt by the standings, a game by the
//! standings (Ludolimpica's game 2).

use super::*;

/// A qualifying round by its rule (the draw's rules and the formats' rules).
pub(super) fn qualifying(
    t: &Tournament,
    df: &FormatDef,
    number: u32,
) -> Result<(DrawSpec, Why), PhaseError> {
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
pub(super) fn shapes(
    df: &FormatDef,
    players: usize,
    number: u32,
) -> Result<Vec<usize>, PhaseError> {
    crate::draw::table_sizes(players, df.plan)
        .map(|s| s.iter().map(|x| x.size).collect())
        .map_err(|error| PhaseError::Plan {
            round: number,
            error,
        })
}

pub(super) fn fixed(number: u32, df: &FormatDef, tables: Vec<Vec<PlayerId>>) -> DrawSpec {
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

/// "Alla greca" (GestioneTorneo 2.4's formats, NazionaleRisiKo's round 2): each table of the previous round, its players in
/// their table ranking, spread over the tables from its own number on; withdrawn players are left out,
/// late entries fill the first tables with room.
pub(super) fn alla_greca_round(
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

/// Positions dealt over the tables (GestioneTorneo 2.4's formats, NazionaleRisiKo's round 3): table t gets positions t,
/// t + T, t + 2T, … of the standings after the previous round.
pub(super) fn dealt_round(
    t: &Tournament,
    df: &FormatDef,
    number: u32,
) -> Result<(DrawSpec, Why), PhaseError> {
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

pub(super) fn by_priorities(
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

/// Participating players in standings order after `upto`, then participants who have not played yet
/// (registration order).
pub(super) fn by_standings(t: &Tournament, upto: u32) -> Vec<PlayerId> {
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
pub(super) fn by_standings_round(
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
