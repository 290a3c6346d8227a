//! The club format editor's model (issue 11): what of a [`FormatDef`] a club changes field by field on
//! the settings page, each change checked before it is kept. The page (`ui::club_format`) draws what this
//! module lists and calls back with the text typed; nothing here asks which format it is.
//!
//! ```
//! use raduno::format::{builtin, editor::{self, Section}};
//! use raduno::format::FormatKind;
//! let mut d = builtin(FormatKind::Master).clone();
//! editor::set_knob(&mut d, "winner_bonus", "150").unwrap();
//! let bonus = editor::knobs(&d).into_iter().find(|k| k.key == "winner_bonus").unwrap();
//! assert_eq!((bonus.section, bonus.value.as_str()), (Section::Scoring, "150"));
//! assert!(editor::set_knob(&mut d, "five_seats", "5/0").is_err());
//! ```

use super::def::{
    Column, DifferenceRow, FormatDef, Memory, Pair, Phases, Ratio, RoundRule, Scoring, Texts,
    WinnerTieBreaks,
};
use crate::draw::spec::TablePlan;
use crate::format::def::Bye;
use crate::format::FormatKind;
use crate::i18n::Lang;
use crate::i18n::{msg, Text};
use crate::model::ConflictKind;

/// A message in both languages.
/// What a refused edit says: a message of the catalogue, said at the edge.
pub type Said = crate::i18n::Text;

/// Where a constant sits on the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Section {
    /// The draw's memory (which earlier rounds count), beside the round rules.
    Draw,
    Scoring,
    Phases,
    Standings,
    /// The format's options, shown for a built-in too (changing one makes the club's format).
    Options,
    /// What a table's results may be (SPEC 2 "Valid results"), checked wherever results enter.
    Results,
}

/// How a constant is typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KnobKind {
    /// A whole number.
    Whole,
    /// A factor, "5/4" or "1.25"; empty for none where the constant is optional.
    Factor,
    /// Whole numbers separated by commas.
    List,
    /// Yes or no (a check box).
    Flag,
    /// Rows "from: winner, other" separated by semicolons (Testa a testa's table by difference).
    Rows,
    /// One of these (a select).
    Choice(&'static [Choice]),
}

/// One constant of the definition as the editor shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Knob {
    /// The constant's name (the input's name on the page).
    pub key: &'static str,
    pub section: Section,
    pub kind: KnobKind,
    /// It may be left empty (none; for a team's best games, all).
    pub optional: bool,
    /// The value as typed in the field.
    pub value: String,
}

impl Knob {
    pub fn label(&self, lang: Lang) -> String {
        let name = label(self.key).text(lang);
        let empty = match (self.key, self.optional) {
            (_, false) => "",
            ("team_best", _) => msg::FormatEmptyAll.str(lang),
            ("table_max" | "ends_at", _) => msg::FormatEmptyNoLimit.str(lang),
            _ => msg::FormatEmptyNone.str(lang),
        };
        format!("{name}{empty}")
    }
}

/// A place in the definition a knob reads and writes.
enum Slot<'a> {
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

type Named<'a> = (&'static str, Section, Slot<'a>);

/// Every constant of `d` a club may change, with the place it lives; the one list [`knobs`] and
/// [`set_knob`] read. Each key is named once, in [`LABELS`].
fn slots(d: &mut FormatDef) -> Vec<Named<'_>> {
    use Section::{
        Draw as D, Options as O, Phases as P, Results as R, Scoring as Sc, Standings as St,
    };
    use Slot::*;
    let mut out: Vec<Named<'_>> = match &mut d.scoring {
        Scoring::WinnerBonus { bonus, five_seats } => {
            vec![
                ("bonus", Sc, Whole(bonus)),
                ("five_seats", Sc, OptFactor(five_seats)),
            ]
        }
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
        Scoring::HeadToHead {
            world_conquest,
            risiko_eliminates_other,
            risiko_eliminates_dummy,
            risiko,
            by_difference,
            level,
            abandon,
        } => vec![
            ("world_conquest", Sc, Pair(world_conquest)),
            ("risiko_eliminates_other", Sc, Pair(risiko_eliminates_other)),
            ("risiko_eliminates_dummy", Sc, Pair(risiko_eliminates_dummy)),
            ("risiko_pair", Sc, Pair(risiko)),
            ("by_difference", Sc, Rows(by_difference)),
            ("level", Sc, Pair(level)),
            ("abandon", Sc, Pair(abandon)),
        ],
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
        Scoring::PlaceBonus {
            divisor,
            five_seats,
            three_seats,
            survivors,
            eliminated,
        } => vec![
            ("divisor", Sc, Whole(divisor)),
            ("five_seats", Sc, Factor(five_seats)),
            ("three_seats", Sc, Factor(three_seats)),
            ("place_bonus", Sc, List(survivors)),
            ("eliminated", Sc, List(eliminated)),
        ],
    };
    out.push(("tie_breaks", Sc, WinnerTies(&mut d.tie_breaks)));
    out.push(("bye", Sc, Bye(&mut d.bye)));
    out.push(("met", D, Memory(&mut d.rounds.met)));
    out.push(("repeat", D, Memory(&mut d.rounds.repeat)));
    out.push(("cinquisti", D, Flag(&mut d.rounds.cinquisti)));
    match &mut d.phases {
        Phases::TopSixteen { qualifying }
        | Phases::MasterRisiko { qualifying }
        | Phases::Master { qualifying }
        | Phases::HeadToHead { qualifying } => out.push(("qualifying", P, Count(qualifying))),
        Phases::TopFinal {
            qualifying,
            finalists,
        } => {
            out.push(("qualifying", P, Count(qualifying)));
            out.push(("finalists", P, Size(finalists)));
        }
        Phases::Thresholds {
            qualifying,
            thresholds,
        } => {
            out.push(("qualifying", P, Count(qualifying)));
            out.push(("thresholds", O, Thresholds(thresholds)));
        }
        Phases::Rounds { rounds } => out.push(("rounds", P, Count(rounds))),
        Phases::Qualifying | Phases::Swiss => {}
    }
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

/// A constant's key and its name on the page (a message of the catalogue).
type KeyName = (&'static str, fn() -> Text);

/// Each constant's name on the page.
const LABELS: [KeyName; 29] = [
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
const MORE_LABELS: [KeyName; 14] = [
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
];

fn label(key: &str) -> Text {
    LABELS
        .iter()
        .chain(MORE_LABELS.iter())
        .find(|(k, _)| *k == key)
        .map_or_else(
            || msg::EngineList { items: &"" }.said(),
            |&(_, said)| said(),
        )
}

/// The rulebook summary of a club's format made from `base`: `base`'s summary, then the constants the club
/// changed with their new values, so an exported file does not describe the built-in's constants as its
/// own (issue 23, item 7). `base`'s summary alone when no constant differs.
pub fn club_summary(d: &FormatDef, base: &FormatDef) -> Texts {
    let before: Vec<Knob> = knobs(base);
    let changed: Vec<Knob> = knobs(d)
        .into_iter()
        .filter(|k| !before.iter().any(|b| b.key == k.key && b.value == k.value))
        .collect();
    if changed.is_empty() {
        return base.summary.clone();
    }
    let list = |lang: Lang| {
        changed
            .iter()
            .map(|k| {
                let v = if k.value.is_empty() { "—" } else { &k.value };
                format!("{} = {v}", k.label(lang))
            })
            .collect::<Vec<_>>()
            .join("; ")
    };
    let said = |lang: Lang| {
        msg::FormatClubFormatConstantsChanged {
            base: &base.summary.text(lang),
            changed: &list(lang),
        }
        .text(lang)
    };
    Texts::said(said)
}

/// The constants of `d` a club may change, in page order.
pub fn knobs(d: &FormatDef) -> Vec<Knob> {
    let mut copy = d.clone();
    slots(&mut copy)
        .into_iter()
        .map(|(key, section, slot)| Knob {
            key,
            section,
            kind: slot.kind(),
            optional: slot.optional(),
            value: slot.show(),
        })
        .collect()
}

/// Sets the constant `key` from the text typed. A text that does not read as the constant's kind is
/// refused with what was expected; the caller then checks the whole definition ([`FormatDef::validate`]).
pub fn set_knob(d: &mut FormatDef, key: &str, text: &str) -> Result<(), Said> {
    let mut slots = slots(d);
    let Some((_, _, slot)) = slots.iter_mut().find(|s| s.0 == key) else {
        return Err(msg::FormatNoConstantNamed { key: &key }.said());
    };
    slot.set(text.trim()).map_err(|why| {
        msg::FormatConstantRefused {
            label: &"",
            why: &"",
        }
        .said()
        .with_text("label", label(key))
        .with_text("why", why)
    })
}

impl Slot<'_> {
    fn optional(&self) -> bool {
        matches!(self, Slot::OptFactor(_) | Slot::OptCount(_) | Slot::Bye(_))
    }

    fn kind(&self) -> KnobKind {
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

    fn show(&self) -> String {
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

    fn set(&mut self, text: &str) -> Result<(), Said> {
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

/// A plain enum's name as serde writes it (`previous`, `eliminations`).
fn slug_of<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_value(value)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default()
}

/// The value of one of `choices`, by its name.
fn pick<T: serde::de::DeserializeOwned>(choices: &[Choice], slug: &str) -> Result<T, Said> {
    choices
        .iter()
        .find(|c| c.slug == slug)
        .and_then(|c| serde_json::from_value(serde_json::Value::String(c.slug.into())).ok())
        .ok_or_else(|| unknown(slug))
}

fn split(text: &str, sep: char) -> impl Iterator<Item = &str> {
    text.split(sep).map(str::trim).filter(|s| !s.is_empty())
}

fn whole(text: &str) -> Result<i64, Said> {
    text.parse::<i64>()
        .ok()
        .filter(|v| v.abs() <= 1_000_000)
        .ok_or_else(|| msg::FormatKnobNotWholeNumber { text: &text }.said())
}

fn count(text: &str) -> Result<u32, Said> {
    let v = whole(text)?;
    u32::try_from(v).map_err(|_| msg::FormatIsNegative { text: &text }.said())
}

/// "5/4", "1.25" or "2" as an exact factor (never through a float).
fn ratio(text: &str) -> Result<Ratio, Said> {
    let bad = || msg::FormatKnobNotFactor { text: &text }.said();
    let text = text.replace(',', ".");
    let r = if let Some((n, d)) = text.split_once('/') {
        Ratio {
            num: whole(n.trim()).map_err(|_| bad())?,
            den: whole(d.trim()).map_err(|_| bad())?,
        }
    } else {
        let (int, frac) = text.split_once('.').unwrap_or((&text, ""));
        if frac.len() > 4 || !frac.chars().all(|c| c.is_ascii_digit()) {
            return Err(bad());
        }
        let den = 10i64.pow(frac.len() as u32);
        let int = if int.is_empty() {
            0
        } else {
            whole(int).map_err(|_| bad())?
        };
        let frac = if frac.is_empty() {
            0
        } else {
            whole(frac).map_err(|_| bad())?
        };
        Ratio {
            num: int * den + frac,
            den,
        }
    };
    if r.num <= 0 || r.den <= 0 {
        return Err(msg::FormatFactorIsPositive { text: &text }.said());
    }
    let g = gcd(r.num, r.den);
    Ok(Ratio {
        num: r.num / g,
        den: r.den / g,
    })
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a.abs().max(1)
    } else {
        gcd(b, a % b)
    }
}

fn show_ratio(r: Ratio) -> String {
    if r.den == 1 {
        r.num.to_string()
    } else {
        format!("{}/{}", r.num, r.den)
    }
}

/// One choice of a select: its value on the page and its name (a message of the catalogue).
#[derive(Clone, Copy, Debug)]
pub struct Choice {
    pub slug: &'static str,
    pub name: fn(Lang) -> &'static str,
}

/// One choice is another with the same value on the page.
impl PartialEq for Choice {
    fn eq(&self, other: &Choice) -> bool {
        self.slug == other.slug
    }
}

impl Eq for Choice {}

impl Choice {
    pub fn label(&self, lang: Lang) -> &'static str {
        (self.name)(lang)
    }
}

const fn choice(slug: &'static str, name: fn(Lang) -> &'static str) -> Choice {
    Choice { slug, name }
}

/// How a round is seated.
pub const RULES: [Choice; 7] = [
    choice("priorities", |l| msg::ChoiceRulesPriorities.str(l)),
    choice("by_standings", |l| msg::ChoiceRulesByStandings.str(l)),
    choice("alla_greca", |l| msg::ChoiceRulesAllaGreca.str(l)),
    choice("dealt", |l| msg::ChoiceRulesDealt.str(l)),
    choice("swiss", |l| msg::ChoiceRulesSwiss.str(l)),
    choice("strong_against_weak", |l| {
        msg::ChoiceRulesStrongAgainstWeak.str(l)
    }),
    choice("sequence", |l| msg::ChoiceRulesSequence.str(l)),
];

/// Which earlier rounds a draw priority looks at.
pub const MEMORIES: [Choice; 3] = [
    choice("previous", |l| msg::ChoiceMemoriesPrevious.str(l)),
    choice("all", |l| msg::ChoiceMemoriesAll.str(l)),
    choice("first", |l| msg::ChoiceMemoriesFirst.str(l)),
];

/// How a level table is ranked after the table points.
pub const WINNER_TIES: [Choice; 4] = [
    choice("none", |l| msg::ChoiceWinnerTiesNone.str(l)),
    choice("outside_objective_then_play_order", |l| {
        msg::ChoiceWinnerTiesOutsideObjectiveThenPlayOrder.str(l)
    }),
    choice("eliminations", |l| msg::ChoiceWinnerTiesEliminations.str(l)),
    choice("head_to_head", |l| msg::ChoiceWinnerTiesHeadToHead.str(l)),
];

/// The scoring formulas.
pub const SCORINGS: [Choice; 9] = [
    choice("winner_bonus", |l| msg::ChoiceScoringsWinnerBonus.str(l)),
    choice("thousandths", |l| msg::ChoiceScoringsThousandths.str(l)),
    choice("placing_bonus", |l| msg::ChoiceScoringsPlacingBonus.str(l)),
    choice("spartac", |l| msg::ChoiceScoringsSpartac.str(l)),
    choice("head_to_head", |l| msg::ChoiceScoringsHeadToHead.str(l)),
    choice("victory_points", |l| {
        msg::ChoiceScoringsVictoryPoints.str(l)
    }),
    choice("win_draw_loss", |l| msg::ChoiceScoringsWinDrawLoss.str(l)),
    choice("placement", |l| msg::ChoiceScoringsPlacement.str(l)),
    choice("place_bonus", |l| msg::ChoiceScoringsPlaceBonus.str(l)),
];

/// The phase structures.
pub const PHASES: [Choice; 9] = [
    choice("qualifying", |l| msg::ChoicePhasesQualifying.str(l)),
    choice("rounds", |l| msg::ChoicePhasesRounds.str(l)),
    choice("top_sixteen", |l| msg::ChoicePhasesTopSixteen.str(l)),
    choice("master_risiko", |l| msg::ChoicePhasesMasterRisiko.str(l)),
    choice("master", |l| msg::ChoicePhasesMaster.str(l)),
    choice("thresholds", |l| msg::ChoicePhasesThresholds.str(l)),
    choice("head_to_head", |l| msg::ChoicePhasesHeadToHead.str(l)),
    choice("top_final", |l| msg::ChoicePhasesTopFinal.str(l)),
    choice("swiss", |l| msg::ChoicePhasesSwiss.str(l)),
];

/// Every standings column a club may order.
pub const COLUMNS: [Column; 11] = [
    Column::Wins,
    Column::Best,
    Column::SecondBest,
    Column::ThirdBest,
    Column::Placings,
    Column::Buchholz,
    Column::DiscDifference,
    Column::PreviousPosition,
    Column::PreviousEvening,
    Column::LatestTable,
    Column::Registration,
];

/// The serde tag of a value (`"kind"`, `"rule"`, `"structure"`): the slug of its choice.
fn tag<T: serde::Serialize>(value: &T, field: &str) -> String {
    serde_json::to_value(value)
        .ok()
        .and_then(|v| v.get(field).and_then(|t| t.as_str()).map(str::to_string))
        .unwrap_or_default()
}

pub fn plan_slug(d: &FormatDef) -> String {
    d.plan.slug().to_string()
}

pub fn scoring_slug(d: &FormatDef) -> String {
    tag(&d.scoring, "kind")
}

pub fn phases_slug(d: &FormatDef) -> String {
    tag(&d.phases, "structure")
}

/// Which round's rule: round 1, or round 2 and later.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Which {
    First,
    Later,
}

fn rule_mut(d: &mut FormatDef, which: Which) -> &mut RoundRule {
    match which {
        Which::First => &mut d.rounds.first,
        Which::Later => &mut d.rounds.later,
    }
}

pub fn rule_slug(d: &FormatDef, which: Which) -> String {
    tag(
        match which {
            Which::First => &d.rounds.first,
            Which::Later => &d.rounds.later,
        },
        "rule",
    )
}

pub fn set_plan(d: &mut FormatDef, slug: &str) -> Result<(), Said> {
    d.plan = TablePlan::ALL
        .into_iter()
        .find(|p| p.slug() == slug)
        .ok_or_else(|| unknown(slug))?;
    Ok(())
}

/// A built-in's value of the same kind: switching the formula (the rule, the structure) starts from the
/// constants of the built-in format that uses it.
fn from_builtins<T: Clone>(pick: impl Fn(&FormatDef) -> Option<T>) -> Option<T> {
    FormatKind::all().find_map(|k| pick(super::builtin(k)))
}

fn unknown(slug: &str) -> Said {
    msg::FormatUnknownChoice { slug: &slug }.said()
}

pub fn set_scoring(d: &mut FormatDef, slug: &str) -> Result<(), Said> {
    // What a seat records and may score follows the formula (table points, victory points, discs).
    (d.scoring, d.results) =
        from_builtins(|b| (scoring_slug(b) == slug).then(|| (b.scoring.clone(), b.results)))
            .ok_or_else(|| unknown(slug))?;
    Ok(())
}

pub fn set_phases(d: &mut FormatDef, slug: &str) -> Result<(), Said> {
    let keep = d.phases.qualifying();
    d.phases = from_builtins(|b| (phases_slug(b) == slug).then(|| b.phases.clone()))
        .ok_or_else(|| unknown(slug))?;
    if let Some(q) = keep {
        d.phases.set_qualifying(q);
    }
    Ok(())
}

pub fn set_rule(d: &mut FormatDef, which: Which, slug: &str) -> Result<(), Said> {
    let rule = match slug {
        "priorities" => RoundRule::Priorities {
            priorities: rule_mut(d, which).priorities().to_vec(),
        },
        "by_standings" => RoundRule::ByStandings,
        "alla_greca" => RoundRule::AllaGreca,
        "dealt" => RoundRule::Dealt,
        "swiss" => RoundRule::Swiss,
        "strong_against_weak" => RoundRule::StrongAgainstWeak,
        "sequence" => return Err(msg::FormatRulesSequenceInJson.said()),
        _ => return Err(unknown(slug)),
    };
    *rule_mut(d, which) = rule;
    Ok(())
}

/// An ordered list the club edits: a round's draw priorities or the standings' tie-breaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    Priorities(Which),
    TieBreaks,
}

/// A change to an ordered list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    Up(usize),
    Down(usize),
    Remove(usize),
    /// Adds the item of this slug at the end.
    Add(&'static str),
}

/// The items of a list as (slug, Italian, English), in order.
pub fn items(d: &FormatDef, order: Order) -> Vec<Choice> {
    match order {
        Order::Priorities(w) => {
            let rule = match w {
                Which::First => &d.rounds.first,
                Which::Later => &d.rounds.later,
            };
            rule.priorities()
                .iter()
                .map(|&k| priority_choice(k))
                .collect()
        }
        Order::TieBreaks => d.order.iter().map(|&c| column_choice(c)).collect(),
    }
}

/// What may still be added to a list.
pub fn addable(d: &FormatDef, order: Order) -> Vec<Choice> {
    let have = items(d, order);
    let all: Vec<Choice> = match order {
        Order::Priorities(_) => ConflictKind::ALL
            .iter()
            .map(|&k| priority_choice(k))
            .collect(),
        Order::TieBreaks => COLUMNS.iter().map(|&c| column_choice(c)).collect(),
    };
    all.into_iter().filter(|c| !have.contains(c)).collect()
}

fn priority_choice(k: ConflictKind) -> Choice {
    choice(k.slug(), k.words().0)
}

fn column_choice(c: Column) -> Choice {
    choice(c.slug(), c.words().0)
}

pub fn reorder(d: &mut FormatDef, order: Order, m: Move) -> Result<(), Said> {
    fn apply<T: Copy>(
        v: &mut Vec<T>,
        m: Move,
        find: impl Fn(&str) -> Option<T>,
    ) -> Result<(), Said> {
        let n = v.len();
        match m {
            Move::Up(i) if i > 0 && i < n => v.swap(i - 1, i),
            Move::Down(i) if i + 1 < n => v.swap(i, i + 1),
            Move::Remove(i) if i < n => {
                v.remove(i);
            }
            Move::Add(slug) => v.push(find(slug).ok_or_else(|| unknown(slug))?),
            _ => {}
        }
        Ok(())
    }
    match order {
        Order::Priorities(w) => match rule_mut(d, w) {
            RoundRule::Priorities { priorities } => apply(priorities, m, |s| {
                ConflictKind::ALL.iter().copied().find(|k| k.slug() == s)
            }),
            _ => Err(msg::FormatRulesNotByPriorities.said()),
        },
        Order::TieBreaks => apply(&mut d.order, m, |s| {
            COLUMNS.iter().copied().find(|c| c.slug() == s)
        }),
    }
}

/// What a club's format cannot express, said by the editor (issue 11): the definition combines the
/// pieces listed above; anything else needs a new built-in.
pub const NOT_SUPPORTED: [fn(Lang) -> &'static str; 6] = [
    |l| msg::FormatNotSupportedScoring.str(l),
    |l| msg::FormatNotSupportedPlans.str(l),
    |l| msg::FormatNotSupportedPhases.str(l),
    |l| msg::FormatNotSupportedPriorities.str(l),
    |l| msg::FormatNotSupportedSeatData.str(l),
    |l| msg::FormatNotSupportedSeatCounts.str(l),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::builtin;

    #[test]
    fn every_knob_of_every_builtin_reads_back_as_shown() {
        for k in FormatKind::all() {
            let d = builtin(k);
            for knob in knobs(d) {
                let mut e = d.clone();
                set_knob(&mut e, knob.key, &knob.value)
                    .unwrap_or_else(|err| panic!("{k:?} {}: {err:?}", knob.key));
                assert_eq!(
                    &e, d,
                    "{k:?}: {} = {:?} changed the definition",
                    knob.key, knob.value
                );
            }
        }
    }

    #[test]
    fn every_knob_is_named_in_both_languages() {
        for k in FormatKind::all() {
            for knob in knobs(builtin(k)) {
                assert!(
                    !label(knob.key).text(Lang::It).is_empty(),
                    "{k:?}: {} has no name",
                    knob.key
                );
                assert!(knob.label(Lang::En).len() > 2);
            }
        }
    }

    #[test]
    fn valid_results_are_fields_checked_with_the_definition() {
        // A board game's club format: at most 50 a seat, 120 a table, over at 40.
        let mut d = builtin(FormatKind::Bgl).clone();
        set_knob(&mut d, "seat_max", "50").unwrap();
        set_knob(&mut d, "table_max", "120").unwrap();
        set_knob(&mut d, "ends_at", "40").unwrap();
        set_knob(&mut d, "unique_winner", "true").unwrap();
        assert_eq!(d.validate(), vec![]);
        assert_eq!(
            (d.results.seat_max, d.results.table_max, d.results.ends_at),
            (50, Some(120), Some(40))
        );
        assert!(d.unique_winner);
        let section = |key: &str| {
            knobs(&d)
                .into_iter()
                .find(|k| k.key == key)
                .map(|k| k.section)
        };
        assert_eq!(section("table_max"), Some(Section::Results));
        set_knob(&mut d, "table_max", "").unwrap();
        assert_eq!(d.results.table_max, None);
        set_knob(&mut d, "ends_at", "60").unwrap();
        assert!(d.validate()[0]
            .text(Lang::En)
            .contains("between 1 and the most one player can score (50)"));
        set_knob(&mut d, "ends_at", "").unwrap();
        set_knob(&mut d, "seat_max", "0").unwrap();
        assert!(d.validate()[0].text(Lang::En).contains("at least 1"));
        assert!(set_knob(&mut d, "seat_max", "-3").is_err());
        // A RisiKo! is 100 table points: a RisiKo! format cannot cap a seat below it.
        let mut m = builtin(FormatKind::Master).clone();
        set_knob(&mut m, "seat_max", "90").unwrap();
        assert!(m.validate()[0].text(Lang::En).contains("a RisiKo! is 100"));
        // Switching the formula takes its results: Master scored as Ludolimpica counts victory points.
        set_scoring(&mut m, &scoring_slug(builtin(FormatKind::Ludolimpica))).unwrap();
        assert_eq!(m.results, builtin(FormatKind::Ludolimpica).results);
    }

    #[test]
    fn a_table_tie_break_needs_what_it_reads_recorded() {
        for k in FormatKind::all() {
            assert_eq!(builtin(k).validate(), vec![], "{k:?}");
        }
        let mut d = builtin(FormatKind::Master).clone();
        set_knob(&mut d, "tie_breaks", "head_to_head").unwrap();
        assert!(d.validate()[0].text(Lang::En).contains("does not record"));
        set_knob(&mut d, "tie_breaks", "eliminations").unwrap();
        assert!(d.validate()[0].text(Lang::En).contains("does not record"));
        set_knob(&mut d, "tie_breaks", "none").unwrap();
        assert_eq!(d.validate(), vec![]);
    }

    #[test]
    fn factors_read_exactly() {
        assert_eq!(ratio("1.25"), Ok(Ratio { num: 5, den: 4 }));
        assert_eq!(ratio("1,5"), Ok(Ratio { num: 3, den: 2 }));
        assert_eq!(ratio("10/8"), Ok(Ratio { num: 5, den: 4 }));
        assert_eq!(ratio("2"), Ok(Ratio { num: 2, den: 1 }));
        for bad in ["0", "-1", "5/0", "abc", "1.23456", "1/", ""] {
            assert!(ratio(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn master_bonus_and_five_seat_factor_change_the_score_fields() {
        let mut d = builtin(FormatKind::Master).clone();
        set_knob(&mut d, "winner_bonus", "200").unwrap();
        set_knob(&mut d, "five_seats", "1.5").unwrap();
        let Scoring::Thousandths {
            winner_bonus,
            five_seats,
            ..
        } = d.scoring
        else {
            panic!("still thousandths")
        };
        assert_eq!((winner_bonus, five_seats), (200, Ratio { num: 3, den: 2 }));
        assert!(set_knob(&mut d, "winner_bonus", "tanti").is_err());
        assert!(set_knob(&mut d, "no_such", "1").is_err());
    }

    #[test]
    fn head_to_head_rows_read_and_show() {
        let mut d = builtin(FormatKind::TestaATesta).clone();
        set_knob(&mut d, "by_difference", "60: 4, 0; 20: 3, 1").unwrap();
        let Scoring::HeadToHead { by_difference, .. } = &d.scoring else {
            panic!()
        };
        assert_eq!(
            by_difference,
            &vec![
                DifferenceRow {
                    from: 60,
                    winner: 4,
                    other: 0
                },
                DifferenceRow {
                    from: 20,
                    winner: 3,
                    other: 1
                }
            ]
        );
        let shown = knobs(&d)
            .into_iter()
            .find(|k| k.key == "by_difference")
            .unwrap()
            .value;
        assert_eq!(shown, "60: 4, 0; 20: 3, 1");
        assert!(set_knob(&mut d, "by_difference", "60 4 0").is_err());
    }

    #[test]
    fn priorities_and_tie_breaks_reorder() {
        let mut d = builtin(FormatKind::Master).clone();
        let before = items(&d, Order::Priorities(Which::Later));
        assert!(before.len() >= 2);
        reorder(&mut d, Order::Priorities(Which::Later), Move::Down(0)).unwrap();
        let after = items(&d, Order::Priorities(Which::Later));
        assert_eq!((after[0], after[1]), (before[1], before[0]));
        reorder(&mut d, Order::Priorities(Which::Later), Move::Remove(0)).unwrap();
        assert_eq!(
            items(&d, Order::Priorities(Which::Later)).len(),
            before.len() - 1
        );
        let add = addable(&d, Order::Priorities(Which::Later));
        assert!(add.contains(&before[1]));
        reorder(
            &mut d,
            Order::Priorities(Which::Later),
            Move::Add(before[1].slug),
        )
        .unwrap();
        assert_eq!(
            items(&d, Order::Priorities(Which::Later)).last(),
            Some(&before[1])
        );

        let cols = d.order.len();
        reorder(&mut d, Order::TieBreaks, Move::Add("buchholz")).unwrap();
        assert_eq!(d.order.last(), Some(&Column::Buchholz));
        assert_eq!(d.order.len(), cols + 1);
        assert!(!addable(&d, Order::TieBreaks)
            .iter()
            .any(|c| c.slug == "buchholz"));
    }

    #[test]
    fn switching_formula_takes_the_builtin_constants_and_keeps_the_qualifying_rounds() {
        let mut d = builtin(FormatKind::Master).clone();
        d.phases.set_qualifying(3);
        set_scoring(&mut d, "winner_bonus").unwrap();
        assert_eq!(scoring_slug(&d), "winner_bonus");
        set_phases(&mut d, "top_final").unwrap();
        assert_eq!(d.phases.qualifying(), Some(3));
        assert!(set_scoring(&mut d, "nope").is_err());
        set_rule(&mut d, Which::Later, "alla_greca").unwrap();
        assert_eq!(rule_slug(&d, Which::Later), "alla_greca");
        assert!(set_rule(&mut d, Which::Later, "sequence").is_err());
        // Every listed formula and structure exists in some built-in.
        for c in SCORINGS {
            set_scoring(&mut d, c.slug).unwrap();
        }
        for c in PHASES {
            set_phases(&mut d, c.slug).unwrap();
        }
        for p in TablePlan::ALL {
            // The slug is the plan's name in the JSON.
            assert_eq!(serde_json::to_value(p).unwrap(), p.slug());
            set_plan(&mut d, p.slug()).unwrap();
            assert_eq!(d.plan, p);
        }
    }
}
