//! Why a result does not count or counts otherwise: a dropped result's reason and a place's note, in
//! words.

use super::total::shown;
use raduno_engine::format::Points;
use raduno_engine::i18n::{msg, Lang, Localized};
use raduno_engine::model::Category;

/// Why a result does not count, where the rules say more than "past the best N" (the national
/// ranking, the national ranking's rules).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DropWhy {
    /// Past the best N of its category this year.
    CategoryLimit { category: Category, best: u32 },
    /// A Campionato periodico past the year's round cap (45 from 2024).
    RoundCap { cap: u32 },
    /// The tournament has fewer tables than the year's minimum.
    TooFewTables { tables: u32, min: u32 },
    /// The tournament belongs to another year (its first round's date), or has no date.
    OtherYear { year: Option<u32> },
    /// The tournament's category is not one the ranking counts.
    CategoryNotRanked { category: Category },
    /// The tournament says no category.
    NoCategory,
    /// The workbook's `Classifica Ridotta`, whose places the ranking takes, has no line for the
    /// player.
    NotInReducedStandings,
}

impl DropWhy {
    /// A short key for the JSON (`category_limit`, `round_cap`, …).
    pub fn key(&self) -> &'static str {
        match self {
            DropWhy::CategoryLimit { .. } => "category_limit",
            DropWhy::RoundCap { .. } => "round_cap",
            DropWhy::TooFewTables { .. } => "too_few_tables",
            DropWhy::OtherYear { .. } => "other_year",
            DropWhy::CategoryNotRanked { .. } => "category_not_ranked",
            DropWhy::NoCategory => "no_category",
            DropWhy::NotInReducedStandings => "not_in_classifica_ridotta",
        }
    }
}

impl Localized for DropWhy {
    fn text(&self, lang: Lang) -> String {
        match self {
            DropWhy::CategoryLimit { category, best } => msg::RankingDropCategoryLimit {
                category: &category.label(),
                best,
            }
            .text(lang),
            DropWhy::RoundCap { cap } => msg::RankingDropRoundCap { cap }.text(lang),
            DropWhy::TooFewTables { tables, min } => {
                msg::RankingDropTooFewTables { tables, min }.text(lang)
            }
            DropWhy::OtherYear { year: Some(year) } => {
                msg::RankingDropOtherYear { year }.text(lang)
            }
            DropWhy::OtherYear { year: None } => msg::RankingDropNoDate.text(lang),
            DropWhy::CategoryNotRanked { category } => msg::RankingDropCategoryNotRanked {
                category: &category.label(),
            }
            .text(lang),
            DropWhy::NoCategory => msg::RankingDropNoCategory.text(lang),
            DropWhy::NotInReducedStandings => msg::RankingDropNotInReduced.text(lang),
        }
    }
}

/// A place the app's own standings of a workbook give otherwise than its `Classifica Ridotta`, whose
/// place the national ranking counts (the national ranking's rules, "Whose place").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlaceNote {
    /// Index into the circuit's tournaments.
    pub tournament: usize,
    pub first_name: String,
    pub last_name: String,
    pub national_id: String,
    /// The place in `Classifica Ridotta` (the one counted).
    pub reduced: u32,
    /// The place the app's own standings give.
    pub own: u32,
    pub why: PlaceWhy,
}

/// Why the two places differ.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlaceWhy {
    /// The same total: a tie broken otherwise (or left level by one of the two).
    TieBreak,
    /// Other totals: the workbook was scored by another program's rules.
    OtherRules { reduced: Points, own: Points },
}

impl PlaceWhy {
    /// A short key for the JSON: `tie_break`, `other_rules`.
    pub fn key(&self) -> &'static str {
        match self {
            PlaceWhy::TieBreak => "tie_break",
            PlaceWhy::OtherRules { .. } => "other_rules",
        }
    }
}

impl Localized for PlaceWhy {
    fn text(&self, lang: Lang) -> String {
        match self {
            PlaceWhy::TieBreak => msg::RankingPlaceTieBreak.text(lang),
            PlaceWhy::OtherRules { reduced, own } => msg::RankingPlaceOtherRules {
                reduced: &raduno_engine::i18n::decimal_in(&shown(*reduced), lang),
                own: &raduno_engine::i18n::decimal_in(&shown(*own), lang),
            }
            .text(lang),
        }
    }
}

impl PlaceNote {
    /// `Anna Rossi (101), Open di Roma: 3° in Classifica Ridotta (contato), 2° per Raduno: uno
    /// spareggio`.
    pub fn text(&self, tournaments: &[String], lang: Lang) -> String {
        let id = if self.national_id.is_empty() {
            String::new()
        } else {
            format!(" ({})", self.national_id)
        };
        msg::RankingPlaceDiffers {
            player: &format!("{} {}{id}", self.first_name, self.last_name),
            tournament: &tournaments.get(self.tournament).map_or("", |t| t.as_str()),
            reduced: &raduno_engine::i18n::ordinal(self.reduced, lang),
            own: &raduno_engine::i18n::ordinal(self.own, lang),
            why: &self.why.text(lang),
        }
        .text(lang)
    }
}
