//! Each field a club may change, as a slot: its key, section and where it lives in the definition;
//! reading a typed value into it and showing it back.

use super::*;

/// A place in the definition a knob reads and writes.
pub(super) enum Slot<'a> {
    Whole(&'a mut i64),
    Count(&'a mut u32),
    OptCount(&'a mut Option<u32>),
    Size(&'a mut usize),
    Factor(&'a mut Ratio),
    OptFactor(&'a mut Option<Ratio>),
    List(&'a mut Vec<i64>),
    Pair(&'a mut Pair),
    Thresholds(&'a mut [u32; 5]),
    Rows(&'a mut Vec<DifferenceRow>),
    Flag(&'a mut bool),
    Decimals(&'a mut u8),
    Bye(&'a mut Option<Bye>),
    Memory(&'a mut Memory),
    WinnerTies(&'a mut WinnerTieBreaks),
}

pub(super) type Named<'a> = (&'static str, Section, Slot<'a>);

/// Every constant of `d` a club may change, with the place it lives; the one list [`knobs`] and
/// [`set_knob`] read. Each key is named once, in [`LABELS`].
pub(super) fn slots(d: &mut FormatDef) -> Vec<Named<'_>> {
    use Section::{Draw as D, Options as O, Results as R, Scoring as Sc, Standings as St};
    use Slot::*;
    let mut out = scoring_slots(&mut d.scoring);
    out.push(("tie_breaks", Sc, WinnerTies(&mut d.tie_breaks)));
    out.push(("bye", Sc, Bye(&mut d.bye)));
    out.push(("met", D, Memory(&mut d.rounds.met)));
    out.push(("repeat", D, Memory(&mut d.rounds.repeat)));
    out.push(("cinquisti", D, Flag(&mut d.rounds.cinquisti)));
    out.extend(phase_slots(&mut d.phases));
    out.push(("seat_max", R, Count(&mut d.results.seat_max)));
    out.push(("table_max", R, OptCount(&mut d.results.table_max)));
    out.push(("ends_at", R, OptCount(&mut d.results.ends_at)));
    out.push(("not_all_zero", R, Flag(&mut d.results.not_all_zero)));
    out.push(("unique_winner", R, Flag(&mut d.unique_winner)));
    out.push(("decimals", St, Decimals(&mut d.decimals)));
    out.push(("single_winner", O, Flag(&mut d.options.single_winner)));
    out.push(("drop_worst_game", O, Flag(&mut d.options.drop_worst_game)));
    if let Some(teams) = &mut d.options.teams {
        out.push(("team_best", O, OptCount(&mut teams.best)));
    }
    out
}

/// The scoring mechanism's constants, in the order its variant declares them.
fn scoring_slots(scoring: &mut Scoring) -> Vec<Named<'_>> {
    use Section::Scoring as Sc;
    use Slot::*;
    match scoring {
        Scoring::WinnerBonus { bonus, five_seats } => {
            vec![
                ("bonus", Sc, Whole(bonus)),
                ("five_seats", Sc, OptFactor(five_seats)),
            ]
        }
        Scoring::CappedWinnerBonus {
            bonus,
            five_seats,
            three_seats,
            five_winner_over,
        } => vec![
            ("bonus", Sc, Whole(bonus)),
            ("five_seats", Sc, Factor(five_seats)),
            ("three_seats", Sc, Factor(three_seats)),
            ("five_winner_over", Sc, Count(five_winner_over)),
        ],
        Scoring::Thousandths {
            winner_bonus,
            five_seats,
            five_seat_cap,
            risiko,
        } => vec![
            ("winner_bonus", Sc, Whole(winner_bonus)),
            ("five_seats", Sc, Factor(five_seats)),
            ("five_seat_cap", Sc, Whole(five_seat_cap)),
            ("risiko", Sc, Whole(risiko)),
        ],
        Scoring::PlacingBonus {
            divisor,
            five_seats,
            survivors,
            eliminated,
        } => vec![
            ("divisor", Sc, Whole(divisor)),
            ("five_seats", Sc, OptFactor(five_seats)),
            ("survivors", Sc, List(survivors)),
            ("eliminated", Sc, List(eliminated)),
        ],
        Scoring::Spartac {
            base,
            risiko_win,
            five_seats,
        } => vec![
            ("base", Sc, Whole(base)),
            ("risiko_win", Sc, Whole(risiko_win)),
            ("five_seats", Sc, OptFactor(five_seats)),
        ],
        Scoring::HeadToHead { .. } => head_to_head_slots(scoring),
        Scoring::VictoryPoints { target, bonus } => {
            vec![
                ("target", Sc, Count(target)),
                ("target_bonus", Sc, Whole(bonus)),
            ]
        }
        Scoring::WinDrawLoss { win, draw, loss } => {
            vec![
                ("win", Sc, Whole(win)),
                ("draw", Sc, Whole(draw)),
                ("loss", Sc, Whole(loss)),
            ]
        }
        Scoring::Placement { ghost } => vec![("ghost", Sc, Flag(ghost))],
        Scoring::PlaceBonus { .. } => place_bonus_slots(scoring),
    }
}

/// Testa a testa's table: the points of each way a game ends, a pair a row.
fn head_to_head_slots(scoring: &mut Scoring) -> Vec<Named<'_>> {
    use Section::Scoring as Sc;
    use Slot::*;
    let Scoring::HeadToHead {
        world_conquest,
        risiko_eliminates_other,
        risiko_eliminates_dummy,
        risiko,
        by_difference,
        level,
        abandon,
    } = scoring
    else {
        return Vec::new();
    };
    vec![
        ("world_conquest", Sc, Pair(world_conquest)),
        ("risiko_eliminates_other", Sc, Pair(risiko_eliminates_other)),
        ("risiko_eliminates_dummy", Sc, Pair(risiko_eliminates_dummy)),
        ("risiko_pair", Sc, Pair(risiko)),
        ("by_difference", Sc, Rows(by_difference)),
        ("level", Sc, Pair(level)),
        ("abandon", Sc, Pair(abandon)),
    ]
}

/// A place bonus's constants: the divisor, the factors at five and three seats, the bonus of each place
/// and of each elimination.
fn place_bonus_slots(scoring: &mut Scoring) -> Vec<Named<'_>> {
    use Section::Scoring as Sc;
    use Slot::*;
    let Scoring::PlaceBonus {
        divisor,
        five_seats,
        three_seats,
        survivors,
        eliminated,
    } = scoring
    else {
        return Vec::new();
    };
    vec![
        ("divisor", Sc, Whole(divisor)),
        ("five_seats", Sc, Factor(five_seats)),
        ("three_seats", Sc, Factor(three_seats)),
        ("place_bonus", Sc, List(survivors)),
        ("eliminated", Sc, List(eliminated)),
    ]
}

/// The phase structure's parameters (the thresholds are an option of the page).
fn phase_slots(phases: &mut Phases) -> Vec<Named<'_>> {
    use Section::{Options as O, Phases as P};
    use Slot::*;
    match phases {
        Phases::TopSixteen { qualifying }
        | Phases::MasterRisiko { qualifying }
        | Phases::Master { qualifying }
        | Phases::HeadToHead { qualifying } => vec![("qualifying", P, Count(qualifying))],
        Phases::TopFinal {
            qualifying,
            finalists,
        } => vec![
            ("qualifying", P, Count(qualifying)),
            ("finalists", P, Size(finalists)),
        ],
        Phases::Thresholds {
            qualifying,
            thresholds,
        } => vec![
            ("qualifying", P, Count(qualifying)),
            ("thresholds", O, Thresholds(thresholds)),
        ],
        Phases::Rounds { rounds } => vec![("rounds", P, Count(rounds))],
        Phases::Qualifying | Phases::Swiss => Vec::new(),
    }
}

/// A constant's key and its name on the page (a message of the catalogue).
pub(super) type KeyName = (&'static str, fn() -> Text);

/// Each constant's name on the page.
pub(super) const LABELS: [KeyName; 29] = [
    ("bonus", || msg::KnobBonus.said()),
    ("five_seats", || msg::KnobFiveSeats.said()),
    ("winner_bonus", || msg::KnobWinnerBonus.said()),
    ("five_seat_cap", || msg::KnobFiveSeatCap.said()),
    ("risiko", || msg::KnobRisiko.said()),
    ("divisor", || msg::KnobDivisor.said()),
    ("survivors", || msg::KnobSurvivors.said()),
    ("eliminated", || msg::KnobEliminated.said()),
    ("base", || msg::KnobBase.said()),
    ("risiko_win", || msg::KnobRisikoWin.said()),
    ("world_conquest", || msg::KnobWorldConquest.said()),
    ("risiko_eliminates_other", || {
        msg::KnobRisikoEliminatesOther.said()
    }),
    ("risiko_eliminates_dummy", || {
        msg::KnobRisikoEliminatesDummy.said()
    }),
    ("risiko_pair", || msg::KnobRisikoPair.said()),
    ("by_difference", || msg::KnobByDifference.said()),
    ("level", || msg::KnobLevel.said()),
    ("abandon", || msg::KnobAbandon.said()),
    ("target", || msg::KnobTarget.said()),
    ("target_bonus", || msg::KnobTargetBonus.said()),
    ("win", || msg::KnobWin.said()),
    ("draw", || msg::KnobDraw.said()),
    ("loss", || msg::KnobLoss.said()),
    ("ghost", || msg::KnobGhost.said()),
    ("three_seats", || msg::KnobThreeSeats.said()),
    ("place_bonus", || msg::KnobPlaceBonus.said()),
    ("bye", || msg::KnobBye.said()),
    ("qualifying", || msg::KnobQualifying.said()),
    ("finalists", || msg::KnobFinalists.said()),
    ("rounds", || msg::KnobRounds.said()),
];

/// The names of the draw's, standings' and options' constants (a second table keeps each under its
/// length).
pub(super) const MORE_LABELS: [KeyName; 15] = [
    ("tie_breaks", || msg::KnobTieBreaks.said()),
    ("met", || msg::KnobMet.said()),
    ("repeat", || msg::KnobRepeat.said()),
    ("cinquisti", || msg::KnobCinquisti.said()),
    ("thresholds", || msg::KnobThresholds.said()),
    ("decimals", || msg::KnobDecimals.said()),
    ("single_winner", || msg::KnobSingleWinner.said()),
    ("drop_worst_game", || msg::KnobDropWorstGame.said()),
    ("team_best", || msg::KnobTeamBest.said()),
    ("seat_max", || msg::KnobSeatMax.said()),
    ("table_max", || msg::KnobTableMax.said()),
    ("ends_at", || msg::KnobEndsAt.said()),
    ("not_all_zero", || msg::KnobNotAllZero.said()),
    ("unique_winner", || msg::KnobUniqueWinner.said()),
    ("five_winner_over", || msg::KnobFiveWinnerOver.said()),
];

pub(super) fn label(key: &str) -> Text {
    LABELS
        .iter()
        .chain(MORE_LABELS.iter())
        .find(|(k, _)| *k == key)
        .map_or_else(
            || msg::EngineList { items: &"" }.said(),
            |&(_, said)| said(),
        )
}

impl Slot<'_> {
    pub(super) fn optional(&self) -> bool {
        matches!(self, Slot::OptFactor(_) | Slot::OptCount(_) | Slot::Bye(_))
    }

    pub(super) fn kind(&self) -> KnobKind {
        match self {
            Slot::Whole(_)
            | Slot::Count(_)
            | Slot::OptCount(_)
            | Slot::Size(_)
            | Slot::Decimals(_)
            | Slot::Bye(_) => KnobKind::Whole,
            Slot::Factor(_) | Slot::OptFactor(_) => KnobKind::Factor,
            Slot::List(_) | Slot::Pair(_) | Slot::Thresholds(_) => KnobKind::List,
            Slot::Rows(_) => KnobKind::Rows,
            Slot::Flag(_) => KnobKind::Flag,
            Slot::Memory(_) => KnobKind::Choice(&MEMORIES),
            Slot::WinnerTies(_) => KnobKind::Choice(&WINNER_TIES),
        }
    }

    pub(super) fn show(&self) -> String {
        let list = |v: &mut dyn Iterator<Item = String>| v.collect::<Vec<_>>().join(", ");
        match self {
            Slot::Whole(v) => v.to_string(),
            Slot::Count(v) => v.to_string(),
            Slot::OptCount(v) => v.map(|v| v.to_string()).unwrap_or_default(),
            Slot::Size(v) => v.to_string(),
            Slot::Decimals(v) => v.to_string(),
            Slot::Factor(r) => show_ratio(**r),
            Slot::OptFactor(r) => r.map(show_ratio).unwrap_or_default(),
            Slot::List(v) => list(&mut v.iter().map(i64::to_string)),
            Slot::Pair((a, b)) => format!("{a}, {b}"),
            Slot::Thresholds(t) => list(&mut t.iter().map(u32::to_string)),
            Slot::Rows(rows) => rows
                .iter()
                .map(|r| format!("{}: {}, {}", r.from, r.winner, r.other))
                .collect::<Vec<_>>()
                .join("; "),
            Slot::Flag(b) => b.to_string(),
            Slot::Memory(m) => slug_of(&**m),
            Slot::WinnerTies(w) => slug_of(&**w),
            Slot::Bye(b) => b.map(|b| b.points.to_string()).unwrap_or_default(),
        }
    }

    pub(super) fn set(&mut self, text: &str) -> Result<(), Said> {
        match self {
            Slot::Whole(v) => **v = whole(text)?,
            Slot::Count(v) => **v = count(text)?,
            Slot::OptCount(v) => {
                **v = if text.is_empty() {
                    None
                } else {
                    Some(count(text)?)
                }
            }
            Slot::Size(v) => **v = count(text)? as usize,
            Slot::Decimals(v) => {
                **v = u8::try_from(count(text)?).map_err(|_| msg::FormatKnobZeroToFour.said())?
            }
            Slot::Factor(r) => **r = ratio(text)?,
            Slot::OptFactor(r) => {
                **r = if text.is_empty() {
                    None
                } else {
                    Some(ratio(text)?)
                }
            }
            Slot::List(v) => **v = split(text, ',').map(whole).collect::<Result<_, _>>()?,
            Slot::Pair(p) => {
                let v: Vec<i64> = split(text, ',').map(whole).collect::<Result<_, _>>()?;
                let [a, b] = v[..] else {
                    return Err(msg::FormatKnobPairNeeded.said());
                };
                **p = (a, b);
            }
            Slot::Thresholds(t) => {
                let v: Vec<u32> = split(text, ',').map(count).collect::<Result<_, _>>()?;
                **t = v.try_into().map_err(|_| msg::FormatKnobFiveNeeded.said())?;
            }
            Slot::Rows(rows) => {
                **rows = split(text, ';')
                    .map(|row| {
                        let (from, rest) = row
                            .split_once(':')
                            .ok_or_else(|| msg::FormatKnobDifferenceRowForm { row: &row }.said())?;
                        let v: Vec<i64> = split(rest, ',').map(whole).collect::<Result<_, _>>()?;
                        let [winner, other] = v[..] else {
                            return Err(msg::FormatKnobDifferenceRowPair { row: &row }.said());
                        };
                        Ok(DifferenceRow {
                            from: count(from)?,
                            winner,
                            other,
                        })
                    })
                    .collect::<Result<_, _>>()?;
            }
            Slot::Memory(m) => **m = pick(&MEMORIES, text)?,
            Slot::WinnerTies(w) => **w = pick(&WINNER_TIES, text)?,
            Slot::Flag(b) => {
                **b = match text {
                    "true" | "sì" | "si" | "yes" | "1" | "on" => true,
                    "false" | "no" | "0" | "off" | "" => false,
                    _ => return Err(msg::FormatKnobYesNo.said()),
                }
            }
            Slot::Bye(b) => {
                **b = if text.is_empty() {
                    None
                } else {
                    Some(Bye {
                        points: whole(text)?,
                        win: b.is_some_and(|b| b.win),
                    })
                }
            }
        }
        Ok(())
    }
}
