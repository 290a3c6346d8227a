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

use super::points::Points;
use crate::draw::spec::TablePlan;
use crate::i18n::msg;
use crate::i18n::Lang;
use crate::model::ConflictKind;
use serde::{Deserialize, Serialize};

/// Which tie-breaks decide the table ranking after table points (the table results' rules).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum WinnerTieBreaks {
    /// Only the manual tie order.
    None,
    /// Master: points outside objective, then reverse play order, then the manual tie order.
    OutsideObjectiveThenPlayOrder,
    /// Gufo formats: survivors by points, then the eliminated, the one eliminated last first.
    Eliminations,
    /// Testa a testa: the entered outcome names the winner.
    HeadToHead,
}

/// Which earlier rounds a conflict kind looks back at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Memory {
    /// The round just before.
    Previous,
    /// Every earlier round.
    All,
    /// Round 1 only (Master's "five again" in round 2).
    First,
}

/// How the players of one qualifying round are seated.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "rule", rename_all = "snake_case")]
pub enum RoundRule {
    /// A random seating improved by these conflict kinds, most important first (the draw's rules); none = a plain
    /// random draw.
    Priorities { priorities: Vec<ConflictKind> },
    /// Seated by the standings after the previous round: positions 1–4 at table 1, the next at table 2,
    /// … (Ludolimpica's game 2).
    ByStandings,
    /// Swiss pairing of two-seat games: equal points meet, no rematch, colours balanced (the Othello Swiss rulebook,
    /// [`othello`](super::othello)).
    Swiss,
    /// Head-to-head evenings: strongest against weakest, then the rematch (the Testa a testa rulebook,
    /// [`testa_a_testa`](super::testa_a_testa)).
    StrongAgainstWeak,
    /// "Alla greca" (NazionaleRisiKo's round 2): the players of the previous round's table k, in their
    /// table ranking, go to tables k, k + 1, k + 2, … ([`seating::alla_greca`](super::seating::alla_greca)).
    AllaGreca,
    /// Positions dealt over the tables by the standings: with T tables, table t gets positions t,
    /// t + T, t + 2T, … (NazionaleRisiKo's round 3; [`seating::dealt`](super::seating::dealt)).
    Dealt,
    /// One rule per round from here on, the last repeating (NazionaleRisiKo: round 2 alla greca, round
    /// 3 dealt). Only as `later`.
    Sequence { rules: Vec<RoundRule> },
}

impl RoundRule {
    /// The draw priorities (empty for the rules that seat by the results).
    pub fn priorities(&self) -> &[ConflictKind] {
        match self {
            RoundRule::Priorities { priorities } => priorities,
            _ => &[],
        }
    }
}

/// The rules of the qualifying rounds (the draw's rules and the formats' rules).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundRules {
    /// Round 1.
    pub first: RoundRule,
    /// Round 2 and later qualifying rounds.
    pub later: RoundRule,
    /// Rounds whose table-mates count as "already met".
    pub met: Memory,
    /// Rounds whose 5-tables (3-tables) count for "five again" ("three again").
    pub repeat: Memory,
    /// Master's cinquisti procedure (who sits at 5-tables is drawn first).
    #[serde(default)]
    pub cinquisti: bool,
}

impl RoundRules {
    /// Both rounds by priorities.
    pub fn priorities(first: &[ConflictKind], later: &[ConflictKind]) -> RoundRules {
        RoundRules {
            first: RoundRule::Priorities {
                priorities: first.to_vec(),
            },
            later: RoundRule::Priorities {
                priorities: later.to_vec(),
            },
            met: Memory::All,
            repeat: Memory::All,
            cinquisti: false,
        }
    }

    /// The rule of qualifying round `number`.
    pub fn rule(&self, number: u32) -> &RoundRule {
        if number <= 1 {
            return &self.first;
        }
        match &self.later {
            RoundRule::Sequence { rules } if !rules.is_empty() => {
                &rules[(number as usize - 2).min(rules.len() - 1)]
            }
            later => later,
        }
    }
}

/// An exact factor, such as × 1.25 at 5-seat tables (5/4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ratio {
    pub num: i64,
    pub den: i64,
}

impl Ratio {
    /// × 1.25.
    pub const FIVE_QUARTERS: Ratio = Ratio { num: 5, den: 4 };

    pub fn apply(self, p: Points) -> Points {
        p * Points::new(self.num, self.den)
    }
}

/// One row of Testa a testa's table: a difference of at least `from` table points gives the winner
/// `winner` and the other `other`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DifferenceRow {
    pub from: u32,
    pub winner: i64,
    pub other: i64,
}

/// (winner, other) points of one outcome.
pub type Pair = (i64, i64);

/// How a complete table becomes tournament points (the formats' rules). Each variant carries its constants; the
/// arithmetic lives in the file of the format that introduced it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Scoring {
    /// Table points (× `five_seats` at 5-seat tables) plus `bonus` to the sole winner, `bonus / k`
    /// rounded to each of k co-winners (Raduno Nazionale, Open; [`open::bonus_score`](super::open)).
    WinnerBonus {
        bonus: i64,
        #[serde(default)]
        five_seats: Option<Ratio>,
    },
    /// Whole table points; at a 5-seat table the winner over `five_winner_over` table points scores
    /// 100, a 100 stays 100, the rest × `five_seats`; at a 3-seat table × `three_seats`; `bonus` to a
    /// sole winner, half each to two, none to three or more (the Open as GestioneTorneo scores it;
    /// [`capped_bonus`](super::scoring::capped_bonus)).
    CappedWinnerBonus {
        bonus: i64,
        five_seats: Ratio,
        three_seats: Ratio,
        five_winner_over: u32,
    },
    /// Thousandths: table points / 1000 plus `winner_bonus` to the single winner; at 5-seat tables ×
    /// `five_seats` rounded up to the thousandth and capped at `five_seat_cap` thousandths; a RisiKo!
    /// gives `risiko` thousandths (Master; [`master::tournament_points`](super::master)).
    Thousandths {
        winner_bonus: i64,
        five_seats: Ratio,
        five_seat_cap: i64,
        risiko: i64,
    },
    /// Table points (× `five_seats`) / `divisor` plus a bonus by place: survivors by table ranking,
    /// the eliminated by elimination order, the last eliminated first (Torneo Gufo; [`gufo`](super::gufo)).
    PlacingBonus {
        divisor: i64,
        #[serde(default)]
        five_seats: Option<Ratio>,
        survivors: Vec<i64>,
        eliminated: Vec<i64>,
    },
    /// "Formula Spartac": the winner `base` + table points (× `five_seats`), `risiko_win` for a RisiKo!
    /// win; a loser `base` − (winner's − own table points) (Campionato Gufo; [`campionato_gufo`](super::campionato_gufo)).
    Spartac {
        base: i64,
        risiko_win: i64,
        #[serde(default)]
        five_seats: Option<Ratio>,
    },
    /// Testa a testa's table by outcome and difference (the Testa a testa rulebook; [`testa_a_testa`](super::testa_a_testa)).
    HeadToHead {
        world_conquest: Pair,
        risiko_eliminates_other: Pair,
        risiko_eliminates_dummy: Pair,
        risiko: Pair,
        /// Highest `from` first; a difference below every row gives `level` (a draw when 0).
        by_difference: Vec<DifferenceRow>,
        level: Pair,
        /// (the player who stayed, the player who abandoned).
        abandon: Pair,
    },
    /// Victory points plus `bonus` for reaching `target` (Ludolimpica; [`ludolimpica`](super::ludolimpica)).
    VictoryPoints { target: u32, bonus: i64 },
    /// Two-seat games by their counts: `win`, `draw`, `loss` (Othello; [`othello`](super::othello)).
    WinDrawLoss { win: i64, draw: i64, loss: i64 },
    /// Placement points by table size plus the PBG; with `ghost`, a 3-seat table is ranked as a table
    /// of 4 with a ghost (BGL, 1vs1; [`placement`](super::placement)).
    Placement { ghost: bool },
    /// A bonus by place in the table ranking (`survivors`, or `eliminated` for an eliminated player)
    /// plus table points ÷ `divisor` (× `five_seats` at 5-seat tables, × `three_seats` at 3-seat
    /// tables) (the team tournament; [`squadre`](super::squadre)).
    PlaceBonus {
        divisor: i64,
        five_seats: Ratio,
        three_seats: Ratio,
        survivors: Vec<i64>,
        eliminated: Vec<i64>,
    },
}

/// What a player who sits out a round gets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bye {
    pub points: i64,
    /// The bye counts as a game won (Othello).
    #[serde(default)]
    pub win: bool,
}

/// A standings column after the total: a tie-break, in the order the format lists them. Rows carry each
/// column's value ([`StandingRow::tiebreaks`](super::StandingRow)), so every view (app, projector, PDF,
/// xlsx, CLI) shows the same columns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Column {
    /// Games won (a shared win counts unless the format wants a sole winner).
    Wins,
    /// Best single game.
    Best,
    /// Second best game.
    SecondBest,
    /// Third best game.
    ThirdBest,
    /// Position after the previous round (lower first).
    PreviousPosition,
    /// Position after the previous evening of a game and its rematch (Testa a testa; lower first).
    PreviousEvening,
    /// Table number in the latest round (lower first; Testa a testa).
    LatestTable,
    /// Sum of the places at the table (lower first; Ludolimpica).
    Placings,
    /// Registration order (earlier first).
    Registration,
    /// Sum of the opponents' points (Othello).
    Buchholz,
    /// Own table points (discs) minus each opponent's, over all games (Othello).
    DiscDifference,
}

impl Column {
    /// Larger values rank first.
    pub fn higher_first(self) -> bool {
        matches!(
            self,
            Column::Wins
                | Column::Best
                | Column::SecondBest
                | Column::ThirdBest
                | Column::Buchholz
                | Column::DiscDifference
        )
    }

    /// A player's own figure, shown as a column (the previous position, the latest table and the
    /// registration only break ties and are not shown).
    pub fn shown(self) -> bool {
        !matches!(
            self,
            Column::Wins
                | Column::Registration
                | Column::PreviousPosition
                | Column::PreviousEvening
                | Column::LatestTable
        )
    }

    /// A short header for narrow columns (the PDF).
    pub fn short_label(self, lang: Lang) -> &'static str {
        match self {
            Column::Best => msg::Format1st.str(lang),
            Column::SecondBest => msg::Format2nd.str(lang),
            Column::ThirdBest => msg::Format3rd.str(lang),
            Column::DiscDifference => msg::FormatDiscDiff.str(lang),
            Column::Placings => msg::FormatPlaces.str(lang),
            c => c.label(lang),
        }
    }

    /// The header in the reader's language.
    pub fn label(self, lang: Lang) -> &'static str {
        self.words().0(lang)
    }

    /// The header kept as a value, said at the edge.
    pub fn said(self) -> crate::i18n::Text {
        (self.words().1)()
    }

    /// The label: said now, or kept as a value.
    pub fn words(self) -> crate::i18n::Words {
        use msg::*;
        match self {
            Column::Wins => (
                |l| UiStandingsWinsHeader.str(l),
                || UiStandingsWinsHeader.said(),
            ),
            Column::Best => (|l| FormatBest.str(l), || FormatBest.said()),
            Column::SecondBest => (|l| Format2ndBest.str(l), || Format2ndBest.said()),
            Column::ThirdBest => (|l| Format3rdBest.str(l), || Format3rdBest.said()),
            Column::PreviousPosition => (|l| FormatPrevPos.str(l), || FormatPrevPos.said()),
            Column::PreviousEvening => (|l| FormatPrevEvening.str(l), || FormatPrevEvening.said()),
            Column::LatestTable => (|l| UiTable.str(l), || UiTable.said()),
            Column::Placings => (|l| FormatPlacings.str(l), || FormatPlacings.said()),
            Column::Registration => (|l| FormatRegistration.str(l), || FormatRegistration.said()),
            Column::Buchholz => (|l| FormatBuchholz.str(l), || FormatBuchholz.said()),
            Column::DiscDifference => (
                |l| FormatDiscDiffLabel.str(l),
                || FormatDiscDiffLabel.said(),
            ),
        }
    }

    /// A name for files and CSS (`disc-difference`).
    pub fn slug(self) -> &'static str {
        match self {
            Column::Wins => "wins",
            Column::Best => "best",
            Column::SecondBest => "second-best",
            Column::ThirdBest => "third-best",
            Column::PreviousPosition => "previous-position",
            Column::PreviousEvening => "previous-evening",
            Column::LatestTable => "latest-table",
            Column::Placings => "placings",
            Column::Registration => "registration",
            Column::Buchholz => "buchholz",
            Column::DiscDifference => "disc-difference",
        }
    }

    /// A value as shown: game scores with the standings' decimals, a disc difference signed, the rest
    /// whole; empty when the row has none.
    pub fn show(self, value: Option<Points>, decimals: u8) -> String {
        let Some(v) = value else {
            return String::new();
        };
        match self {
            Column::Best | Column::SecondBest | Column::ThirdBest => v.shown(decimals),
            Column::DiscDifference if v > Points::ZERO => format!("+{}", v.to_decimal(0)),
            _ => v.to_decimal(0),
        }
    }
}

/// The rounds after (or instead of) open-ended qualifying, with their parameters.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "structure", rename_all = "snake_case")]
pub enum Phases {
    /// Qualifying rounds only, as many as planned (Open, Gufo formats).
    Qualifying,
    /// A fixed number of rounds and nothing after (NazionaleRisiKo: 3).
    Rounds { rounds: u32 },
    /// `qualifying` rounds, then semifinals and final(s) by the player count: up to `thresholds[0]` two
    /// direct finalists and 2 semifinals, then 4, 8, 12, 16, 20 semifinals in 1–5 parallel groups
    /// (Raduno Nazionale 2.4; [`raduno_nazionale_gt`](super::raduno_nazionale_gt)).
    Thresholds {
        qualifying: u32,
        thresholds: [u32; 5],
    },
    /// `qualifying` rounds, semifinals of the top 16 by bands, final of the 4 winners (Raduno Nazionale).
    TopSixteen { qualifying: u32 },
    /// `qualifying` rounds, 3 or 4 semifinals by MasterRisiko's legacy rule, final.
    MasterRisiko { qualifying: u32 },
    /// `qualifying` rounds, the Master rules' structure table, final(s).
    Master { qualifying: u32 },
    /// Evenings of a game and a rematch (`planned_rounds` games, default `qualifying`), semifinals 1v4
    /// 2v3, final, each a game and a rematch.
    HeadToHead { qualifying: u32 },
    /// `qualifying` games, then a final of the top `finalists` at one table (Ludolimpica: 2, 4).
    TopFinal { qualifying: u32, finalists: usize },
    /// Swiss rounds, as many as planned, then an optional final between the top two, best of 2 or 3
    /// games; the final's games do not count in the Swiss standings.
    Swiss,
}

impl Phases {
    /// Qualifying rounds before the semifinals or final, where the structure fixes them.
    pub fn qualifying(&self) -> Option<u32> {
        self.clone().qualifying_mut().copied()
    }

    /// Sets the number of qualifying rounds where the structure fixes it (nothing otherwise).
    pub fn set_qualifying(&mut self, n: u32) {
        if let Some(q) = self.qualifying_mut() {
            *q = n;
        }
    }

    /// The one list of the structures that fix their qualifying rounds (a fixed number of rounds counts).
    fn qualifying_mut(&mut self) -> Option<&mut u32> {
        match self {
            Phases::TopSixteen { qualifying }
            | Phases::MasterRisiko { qualifying }
            | Phases::Master { qualifying }
            | Phases::HeadToHead { qualifying }
            | Phases::TopFinal { qualifying, .. }
            | Phases::Thresholds { qualifying, .. } => Some(qualifying),
            Phases::Rounds { rounds } => Some(rounds),
            Phases::Qualifying | Phases::Swiss => None,
        }
    }

    /// Only the qualifying rounds count in the standings (the final decides the top places apart).
    pub fn standings_count_qualifying_only(&self) -> bool {
        matches!(self, Phases::Swiss)
    }

    /// The format may end with a final between the top two that the director starts (Othello).
    pub fn optional_final(&self) -> bool {
        matches!(self, Phases::Swiss)
    }
}

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

/// What a seat records on the round page, the score sheets and the workbook (asked of the definition,
/// never of the format's name).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Seat 0 plays Black, seat 1 White (two-seat board games).
    pub colours: bool,
    /// The RisiKo! flag.
    pub risiko: bool,
    /// Elimination order.
    pub eliminated: bool,
    /// Points outside objective and play order (Master's tie-breaks).
    pub outside_objective: bool,
    /// How a head-to-head game ended.
    pub outcome: bool,
    /// A manual order among seats level on points.
    pub tie_order: bool,
}

/// Words in each language, keyed by the language's code as a file writes them (`{"it": "…", "en":
/// "…"}`): a format's name and its rulebook in brief. A built-in's come from the catalogue
/// ([`Texts::of`]); a club's are its own, read unchanged from the files it saved. A language the
/// texts lack falls back to the first they have, Italian first.
#[derive(Clone, Debug, Default)]
pub struct Texts(Vec<(String, String)>);

impl PartialEq for Texts {
    /// The same texts by language, in whatever order a file lists them.
    fn eq(&self, other: &Texts) -> bool {
        self.0.len() == other.0.len() && self.0.iter().all(|t| other.0.contains(t))
    }
}

impl Eq for Texts {}

impl Serialize for Texts {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.0.iter().map(|(code, text)| (code, text)))
    }
}

impl<'de> Deserialize<'de> for Texts {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Texts, D::Error> {
        struct ByCode;
        impl<'de> serde::de::Visitor<'de> for ByCode {
            type Value = Texts;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("texts by language code")
            }
            fn visit_map<M: serde::de::MapAccess<'de>>(self, mut m: M) -> Result<Texts, M::Error> {
                let mut texts = Vec::new();
                while let Some(entry) = m.next_entry::<String, String>()? {
                    texts.push(entry);
                }
                Ok(Texts(texts))
            }
        }
        d.deserialize_map(ByCode)
    }
}

impl Texts {
    /// A message of the catalogue in every language.
    pub fn of(message: fn(Lang) -> &'static str) -> Texts {
        Texts::said(|lang| message(lang).to_string())
    }

    /// Words made in every language.
    pub fn said(say: impl Fn(Lang) -> String) -> Texts {
        Texts(
            Lang::ALL
                .iter()
                .map(|&lang| (lang.code().to_string(), say(lang)))
                .collect(),
        )
    }

    /// A message in the first language: the name files and the tournament index keep.
    pub fn first(message: fn(Lang) -> &'static str) -> String {
        message(Lang::default()).to_string()
    }

    /// In `lang`, when the texts have it.
    pub fn get(&self, lang: Lang) -> Option<&str> {
        let code = lang.code();
        self.0
            .iter()
            .find(|(c, t)| c == code && !t.is_empty())
            .map(|(_, t)| t.as_str())
    }

    /// In `lang`, else in the first language the texts have (empty when they have none).
    pub fn text(&self, lang: Lang) -> &str {
        self.get(lang)
            .or_else(|| Lang::ALL.iter().find_map(|&l| self.get(l)))
            .or_else(|| {
                self.0
                    .iter()
                    .map(|(_, t)| t.as_str())
                    .find(|t| !t.is_empty())
            })
            .unwrap_or_default()
    }

    /// No text in any language.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|(_, t)| t.is_empty())
    }
}

/// A format's name in each language besides its `name`: a built-in's from the catalogue, said while
/// the definition keeps that name (not stored, no part of what makes two definitions the same); a
/// club's own by language code (`"names": {"en": "…"}`), as its older files wrote them beside `name`
/// (`name_` and the language's code) read unchanged.
#[derive(Clone, Default)]
pub struct Names {
    catalogue: Option<fn(Lang) -> &'static str>,
    own: Texts,
}

impl Names {
    pub fn of(message: fn(Lang) -> &'static str) -> Names {
        Names {
            catalogue: Some(message),
            own: Texts::default(),
        }
    }
}

impl PartialEq for Names {
    /// A club's own names count; the catalogue's do not.
    fn eq(&self, other: &Names) -> bool {
        self.own == other.own
    }
}

impl Eq for Names {}

impl std::fmt::Debug for Names {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.catalogue {
            Some(said) => f.write_str(said(Lang::default())),
            None => self.own.fmt(f),
        }
    }
}

impl Names {
    /// No name of a club's own.
    pub fn is_empty(&self) -> bool {
        self.own.is_empty()
    }

    /// A club's own names as its files saved before the catalogue kept them: `name_` and the
    /// language's code, beside `name`. Empty when the file has none.
    pub(crate) fn older(text: &str) -> Names {
        let mut own = Vec::new();
        if let Ok(serde_json::Value::Object(fields)) = serde_json::from_str(text) {
            for lang in Lang::ALL {
                let key = format!("name_{}", lang.code());
                if let Some(name) = fields.get(&key).and_then(|v| v.as_str()) {
                    own.push((lang.code().to_string(), name.to_string()));
                }
            }
        }
        Names {
            catalogue: None,
            own: Texts(own),
        }
    }
}

impl Serialize for Names {
    /// A club's own names by language code, as a summary's texts.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.own.serialize(s)
    }
}

impl<'de> Deserialize<'de> for Names {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Names, D::Error> {
        Ok(Names {
            catalogue: None,
            own: Texts::deserialize(d)?,
        })
    }
}

impl<const N: usize> From<[(&str, &str); N]> for Texts {
    /// Texts by language code: `[("it", "Esempio"), ("en", "Example")]`.
    fn from(texts: [(&str, &str); N]) -> Texts {
        Texts(
            texts
                .iter()
                .map(|&(code, text)| (code.to_string(), text.to_string()))
                .collect(),
        )
    }
}

/// What a seat's number counts (the words of a refusal).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Unit {
    /// Punti tavolo (RisiKo! formats, Testa a testa).
    TablePoints,
    /// Punti vittoria (Ludolimpica).
    VictoryPoints,
    /// Pedine (Othello).
    Discs,
}

/// The valid results of a format (the table results' rules "Valid results"), as data.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ResultRules {
    pub unit: Unit,
    /// The most one seat can score.
    pub seat_max: u32,
    /// The RisiKo! flag (objective completed: 100 table points) exists; at most one per table.
    pub risiko: bool,
    /// Players may be eliminated (Gufo formats): distinct orders, never everyone.
    pub eliminations: bool,
    /// The most a whole table can score (the board's victory points, the 64 squares).
    pub table_max: Option<u32>,
    /// The game ends when one player reaches this: at most one seat at or above it (Ludolimpica 105).
    pub ends_at: Option<u32>,
    /// Head-to-head: one winner per game, named by the outcome (the Testa a testa rulebook).
    pub head_to_head: bool,
    /// Not every seat at 0 (BGL, 1vs1: a game always has points).
    #[serde(default)]
    pub not_all_zero: bool,
}

impl ResultRules {
    /// RisiKo! formats: 0–100 table points, 100 is a RisiKo!, at most one per table.
    pub const RISIKO: ResultRules = ResultRules {
        unit: Unit::TablePoints,
        seat_max: 100,
        risiko: true,
        eliminations: false,
        table_max: None,
        ends_at: None,
        head_to_head: false,
        not_all_zero: false,
    };
    /// Torneo Gufo, Campionato Gufo: as RisiKo!, or eliminated.
    pub const GUFO: ResultRules = ResultRules {
        eliminations: true,
        ..ResultRules::RISIKO
    };
    /// BGL and 1vs1 (any board game): whole table points ≥ 0, not all zero at a table.
    pub const BOARD_GAME: ResultRules = ResultRules {
        seat_max: 100_000,
        risiko: false,
        not_all_zero: true,
        ..ResultRules::RISIKO
    };
    /// Testa a testa: RisiKo! table points of the two real players, one winner per game.
    pub const HEAD_TO_HEAD: ResultRules = ResultRules {
        head_to_head: true,
        ..ResultRules::RISIKO
    };
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
