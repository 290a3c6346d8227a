//! The choices a club picks from (round rules, memories, tie-breaks, scorings, phases, columns),
//! switching a definition to one, and the ordered lists (priorities, standings columns).

use super::*;

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

pub(super) const fn choice(slug: &'static str, name: fn(Lang) -> &'static str) -> Choice {
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
pub const SCORINGS: [Choice; 10] = [
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
    choice("capped_winner_bonus", |l| {
        msg::ChoiceScoringsCappedWinnerBonus.str(l)
    }),
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
pub(super) fn tag<T: serde::Serialize>(value: &T, field: &str) -> String {
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

pub(super) fn rule_mut(d: &mut FormatDef, which: Which) -> &mut RoundRule {
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
pub(super) fn from_builtins<T: Clone>(pick: impl Fn(&FormatDef) -> Option<T>) -> Option<T> {
    FormatKind::all().find_map(|k| pick(crate::format::builtin(k)))
}

pub(super) fn unknown(slug: &str) -> Said {
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

pub(super) fn priority_choice(k: ConflictKind) -> Choice {
    choice(k.slug(), k.words().0)
}

pub(super) fn column_choice(c: Column) -> Choice {
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

/// What a club's format cannot express, said by the editor: the definition combines the
/// pieces listed above; anything else needs a new built-in.
pub const NOT_SUPPORTED: [fn(Lang) -> &'static str; 6] = [
    |l| msg::FormatNotSupportedScoring.str(l),
    |l| msg::FormatNotSupportedPlans.str(l),
    |l| msg::FormatNotSupportedPhases.str(l),
    |l| msg::FormatNotSupportedPriorities.str(l),
    |l| msg::FormatNotSupportedSeatData.str(l),
    |l| msg::FormatNotSupportedSeatCounts.str(l),
];
