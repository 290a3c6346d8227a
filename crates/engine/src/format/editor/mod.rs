//! The club format editor's model: what of a [`FormatDef`] a club changes field by field on
//! the settings page, each change checked before it is kept. The page (`ui::club_format`) draws what this
//! module lists and calls back with the text typed; nothing here asks which format it is.
//!
//! ```
//! use raduno_engine::format::{builtin, editor::{self, Section}};
//! use raduno_engine::format::FormatKind;
//! let mut d = builtin(FormatKind::Master).clone();
//! editor::set_knob(&mut d, "winner_bonus", "150").unwrap();
//! let bonus = editor::knobs(&d).into_iter().find(|k| k.key == "winner_bonus").unwrap();
//! assert_eq!((bonus.section, bonus.value.as_str()), (Section::Scoring, "150"));
//! assert!(editor::set_knob(&mut d, "five_seats", "5/0").is_err());
//! ```

mod choices;
mod slots;
mod typed;

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
pub use choices::*;
use slots::*;
use typed::*;

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
    /// What a table's results may be (the table results' rules "Valid results"), checked wherever results enter.
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

/// The rulebook summary of a club's format made from `base`: `base`'s summary, then the constants the club
/// changed with their new values, so an exported file does not describe the built-in's constants as its
/// own. `base`'s summary alone when no constant differs.
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
