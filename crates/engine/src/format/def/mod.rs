//! The format definition ([`FormatDef`]): everything a format is, as one serde value.
//!
//! A built-in format is such a value, built by its own file (`master.rs`, `othello.rs`, …, each with its
//! rulebook summary, its scoring arithmetic and the rulebook's worked examples); a club's own format is
//! the same value read from JSON and checked by [`FormatDef::validate`]. The engine (`engine`,
//! [`phases`](super::phases)) reads only this value: no code outside `crates/engine/src/format/` asks which format a
//! tournament uses, it asks the definition ([`FormatDef::entry`], [`FormatDef::unit_word`], the
//! standings' [`Column`]s, …).
//!
//! ```
//! use raduno_engine::format::{builtin, FormatDef};
//! use raduno_engine::format::FormatKind;
//! let master = builtin(FormatKind::Master);
//! let json = serde_json::to_string(master).unwrap();
//! let back: FormatDef = serde_json::from_str(&json).unwrap();
//! assert_eq!(&back, master);
//! ```

mod columns;
mod phase_rules;
mod results;
mod rounds;
mod scoring;
mod texts;

pub use columns::Column;
pub use phase_rules::Phases;
pub use results::{Entry, ResultRules, Unit, WinnerTieBreaks};
pub use rounds::{Memory, RoundRule, RoundRules};
pub use scoring::{Bye, DifferenceRow, Pair, Ratio, Scoring};
pub use texts::{Names, Texts};

use crate::draw::spec::TablePlan;
use crate::i18n::msg;
use crate::i18n::Lang;
use serde::{Deserialize, Serialize};

/// Format settings a club may change.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct FormatOptions {
    /// Every game needs one winner: a level top must be ordered (Master: points outside objective,
    /// play order, else the manual tie order) before the table scores.
    #[serde(default)]
    pub single_winner: bool,
    /// Drop each player's worst game from the total (BGL's option).
    #[serde(default)]
    pub drop_worst_game: bool,
    /// Team standings (a team is a club): the sum of each club's best `best` game scores (all when
    /// `None`), then wins (the team tournament).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub teams: Option<Teams>,
}

/// The team standings' setting.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Teams {
    /// How many of a club's best game scores count (`None`: all).
    #[serde(default)]
    pub best: Option<u32>,
}

/// A format: everything the engine needs, as data. See the module documentation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FormatDef {
    /// The name a director knows.
    pub name: String,
    /// The name in each language: a built-in's from the catalogue (not stored: a file keeps `name`),
    /// a club's own when it has some.
    #[serde(default, skip_serializing_if = "Names::is_empty")]
    pub names: Names,
    /// The rulebook in brief, in each language.
    #[serde(default)]
    pub summary: Texts,
    /// How many tables of which size (the table plans' rules).
    pub plan: TablePlan,
    /// How each qualifying round is drawn.
    pub rounds: RoundRules,
    /// The table ranking after table points (the table results' rules).
    pub tie_breaks: WinnerTieBreaks,
    pub scoring: Scoring,
    /// Sitting out a round.
    #[serde(default)]
    pub bye: Option<Bye>,
    /// The standings after the total, most important first.
    pub order: Vec<Column>,
    pub phases: Phases,
    /// Decimals shown in the standings.
    pub decimals: u8,
    /// A win counts in the standings only when it is the sole win at the table (a draw is no win).
    #[serde(default)]
    pub unique_winner: bool,
    /// What a table's results may be (the table results' rules "Valid results").
    pub results: ResultRules,
    #[serde(default)]
    pub options: FormatOptions,
    /// The federation rating (FNGO, the FNGO rating rulebook) applies to its games.
    #[serde(default)]
    pub rated: bool,
}

impl FormatDef {
    /// What a seat records.
    pub fn entry(&self) -> Entry {
        let colours = matches!(self.results.unit, Unit::Discs);
        Entry {
            colours,
            risiko: self.results.risiko,
            eliminated: self.results.eliminations,
            outside_objective: self.tie_breaks == WinnerTieBreaks::OutsideObjectiveThenPlayOrder,
            outcome: self.results.head_to_head,
            // Win, draw, loss: level counts are a draw, never ordered by hand.
            tie_order: !matches!(self.scoring, Scoring::WinDrawLoss { .. }),
        }
    }

    /// A legacy sheet's 100 table points are read as a RisiKo!: the scoring gives a RisiKo! something
    /// other than 100 table points would (Master's 1.100, Spartac's 186), the table results' rules, 5.2, 5.5.
    pub fn risiko_at_100(&self) -> bool {
        self.results.risiko
            && matches!(
                self.scoring,
                Scoring::Thousandths { .. } | Scoring::Spartac { .. }
            )
    }

    /// The word for a seat's number: "Pedine", "Punti vittoria", "Punti".
    pub fn unit_word(&self, lang: Lang) -> &'static str {
        match self.results.unit {
            Unit::Discs => msg::FormatDiscs.str(lang),
            Unit::VictoryPoints => msg::FormatVictoryPoints.str(lang),
            Unit::TablePoints => msg::UiPoints.str(lang),
        }
    }

    /// The name in the reader's language.
    pub fn name_in(&self, lang: Lang) -> &str {
        if let Some(own) = self.names.own.get(lang) {
            return own;
        }
        match self.names.catalogue {
            // A club's copy that renamed the format says its own name in every language.
            Some(said) if said(Lang::default()) == self.name => said(lang),
            _ => &self.name,
        }
    }

    /// The definition as a JSON file a club can keep, edit and import again.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_default()
    }
}
