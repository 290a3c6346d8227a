//! Circuits: a season's standings across tournaments (the circuits' rules, beyond the legacy programs).
//!
//! A circuit is a name, its [`rules`](rules::Rules) and its tournaments. A tournament enters a circuit
//! only through its **final standings** ([`Held`]): each player's name, club, national ID, place and
//! own points, as the format engine's final standings give them (`format::final_standings`; this
//! module never recomputes a format's rules). A tournament held in the browser is referred to by its
//! id; a workbook or backup added from a file is kept as its final standings only, never as the file.
//!
//! - [`rules`]: the JSON rules (points by a table, by field size "beaten" or "percent", or the own
//!   points; weights; best N; minimum tournaments; the director's `same`/`apart` decisions), checked with
//!   the place of every problem;
//! - [`identity`]: who is who across tournaments (national ID, else normalised names and club), and
//!   the candidate pairs shown to the director;
//! - [`standings`]: the points, the best N, the order;
//! - [`output`]: the standings as JSON (the command line's `--json`), text and HTML;
//!
//! The command `raduno circuit` lives with the command line (`src/bin/raduno/circuit.rs`).
//!
//! ```
//! use raduno_app::circuit::{compute, rules::Rules, Held, HeldRow};
//! use raduno_engine::format::Points;
//! let row = |first: &str, place: u32| HeldRow::new(first, "Rossi", "ROMA", place, Points::ZERO);
//! let a = Held::new("Serata 1", vec![row("Anna", 1), row("Bruno", 2), row("Carla", 2)]);
//! let rules = Rules::from_json(r#"{"points": {"table": [10, 6, 4]}}"#).unwrap();
//! let s = compute(&rules, &[a]);
//! // Bruno and Carla share places 2 and 3: (6 + 4) ÷ 2 = 5 each, and the same position.
//! assert_eq!(s.rows[1].total.shown(), "5.000");
//! assert_eq!((s.rows[1].pos, s.rows[2].pos), (Some(2), Some(2)));
//! ```

pub mod decimal;
pub mod from_file;
pub mod identity;
pub mod output;
pub mod printed;
pub mod ranking;
pub mod rated;
pub mod rules;
pub mod standings;

use raduno_engine::format::{self, Points};
use raduno_engine::i18n::msg;
use raduno_engine::i18n::{Lang, Localized};
use raduno_engine::model::{Category, PlayerId, Tournament};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

pub use rules::Rules;
pub use standings::CircuitStandings;

/// Ranks the players of `held` tournaments by `rules`: the national ranking of its year when the rules
/// are the ranking's, else the circuit's own rules.
pub fn compute(rules: &Rules, held: &[Held]) -> CircuitStandings {
    match rules.ranking {
        Some(year) => ranking::compute(rules, year, held),
        None => standings::compute(rules, held),
    }
}

/// One player's line of a tournament's final standings, as a circuit keeps it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeldRow {
    pub first_name: String,
    pub last_name: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub nick: String,
    #[serde(default)]
    pub club: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub national_id: String,
    /// Final position (shared by players level).
    pub place: u32,
    /// The player's total tournament points there (the `own` rule).
    pub own: Points,
    /// The player's ID in that tournament (to find him in its workbook's `Classifica Ridotta`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<PlayerId>,
    /// The place the workbook's `Classifica Ridotta` gives him (what the federation reads; the
    /// national ranking's rules, "Whose place"), where the workbook has that sheet and him in it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reduced_place: Option<u32>,
    /// His `pt_tot` there, when it reads as a number.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reduced_total: Option<Points>,
}

impl HeldRow {
    pub fn new(first: &str, last: &str, club: &str, place: u32, own: Points) -> Self {
        HeldRow {
            first_name: first.to_string(),
            last_name: last.to_string(),
            nick: String::new(),
            club: club.to_string(),
            national_id: String::new(),
            place,
            own,
            player: None,
            reduced_place: None,
            reduced_total: None,
        }
    }
}

/// A tournament as a circuit keeps it: its final standings (the circuits' rules).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Held {
    /// The tournament's name (a file's name without the extension on the command line).
    pub name: String,
    #[serde(default)]
    pub date: String,
    /// The format's name, as shown.
    #[serde(default)]
    pub format: String,
    /// The file it came from, when it came from one.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub file: String,
    /// In final standings order.
    pub rows: Vec<HeldRow>,
    /// The tournament declared no number of rounds (a GestioneRaduno workbook has no `TORNEO` sheet):
    /// the rounds in its file, all complete, were taken as the tournament, and the
    /// circuit says so.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rounds_from_file: Option<u32>,
    /// What the national ranking reads (the national ranking's rules): the category ("Tipologia di Torneo")…
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub category: Option<Category>,
    /// … T, every game played (the tables of every round, finals included)…
    #[serde(default)]
    pub tables: u32,
    /// … R, the planned rounds ("Numero Turni Previsti"; the rounds played when none is said)…
    #[serde(default)]
    pub rounds: u32,
    /// … and the first round's date (ISO), which gives the tournament's year.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub first_round_date: String,
    /// Its workbook carries a `Classifica Ridotta`: the national ranking takes the places from it
    /// ([`HeldRow::reduced_place`]).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub reduced: bool,
    /// Every scored table of every round, in order (what the table rating reads); empty for a
    /// tournament kept before the circuits kept games.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub games: Vec<HeldRound>,
}

/// One round's scored tables as a circuit keeps them (the table rating).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeldRound {
    pub round: u32,
    pub tables: Vec<HeldTable>,
}

/// One scored table: its number and each real seat as `[row, place]`, the row an index into
/// [`Held::rows`] and the place the format's table ranking gives (level seats share it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeldTable {
    pub table: u32,
    pub seats: Vec<[u32; 2]>,
}

/// The games of `t` with each player as the index of his row in the final standings `rows` (a
/// player missing from them is left out of his table).
fn held_games(t: &Tournament, rows: &[PlayerId]) -> Vec<HeldRound> {
    let row_of: HashMap<PlayerId, u32> = rows
        .iter()
        .enumerate()
        .map(|(i, &p)| (p, i as u32))
        .collect();
    raduno_engine::table_rating::games::games(t)
        .into_iter()
        .map(|r| HeldRound {
            round: r.round,
            tables: r
                .tables
                .into_iter()
                .map(|g| HeldTable {
                    table: g.table,
                    seats: g
                        .seats
                        .iter()
                        .filter_map(|(p, place)| row_of.get(p).map(|&row| [row, *place]))
                        .collect(),
                })
                .collect(),
        })
        .collect()
}

impl Held {
    pub fn new(name: &str, rows: Vec<HeldRow>) -> Self {
        Held {
            name: name.to_string(),
            date: String::new(),
            format: String::new(),
            file: String::new(),
            rows,
            rounds_from_file: None,
            category: None,
            tables: 0,
            rounds: 0,
            first_round_date: String::new(),
            games: Vec::new(),
            reduced: false,
        }
    }

    /// Takes the places of a workbook's `Classifica Ridotta` (`rows`, by the players' IDs of its
    /// `Iscritti`): the national ranking counts them, and says where the app's own standings place
    /// a player otherwise. A sheet without a player's line is read as is (the ranking drops that
    /// result, as the federation has no place for it).
    pub fn take_reduced(&mut self, rows: &[raduno_files::workbook::reduced::ReducedRow]) {
        self.reduced = true;
        for row in &mut self.rows {
            let line = row
                .player
                .and_then(|id| rows.iter().find(|r| r.player == id));
            row.reduced_place = line.map(|l| l.pos);
            row.reduced_total = line.and_then(|l| l.points);
        }
    }

    /// A tournament's final standings, as the format engine gives them (every phase played); a
    /// tournament without them is refused. `national_ids` comes from its workbook (2025 layout).
    pub fn of(
        t: &Tournament,
        name: &str,
        national_ids: &HashMap<PlayerId, String>,
    ) -> Result<Held, CircuitError> {
        Held::of_rounds(t, name, national_ids, None)
    }

    /// [`Held::of`], with the number of rounds the circuit's rules give the tournament (`rounds`).
    /// A tournament that declares none and whose format plays only qualifying rounds is the rounds in
    /// its file when they are all complete; the result says so
    /// ([`Held::rounds_from_file`]).
    pub fn of_rounds(
        t: &Tournament,
        name: &str,
        national_ids: &HashMap<PlayerId, String>,
        rounds: Option<u32>,
    ) -> Result<Held, CircuitError> {
        let not_finished = || CircuitError::NotFinished {
            tournament: name.to_string(),
        };
        let mut from_file = None;
        let s = match rounds {
            Some(n) => {
                let mut copy = t.clone();
                copy.settings.planned_rounds = Some(n);
                format::final_standings(&copy)
            }
            None => format::final_standings(t).or_else(|| {
                let n = rounds_in_file(t)?;
                let mut copy = t.clone();
                copy.settings.planned_rounds = Some(n);
                let s = format::final_standings(&copy)?;
                from_file = Some(n);
                Some(s)
            }),
        }
        .ok_or_else(not_finished)?;
        let ids: Vec<PlayerId> = s.rows.iter().map(|r| r.player).collect();
        let games = held_games(t, &ids);
        let rows = s
            .rows
            .iter()
            .map(|r| {
                let p = t.player(r.player);
                HeldRow {
                    first_name: p.map_or(String::new(), |p| p.first_name.clone()),
                    last_name: p.map_or(format!("ID {}", r.player), |p| p.last_name.clone()),
                    nick: p.map_or(String::new(), |p| p.nick.clone()),
                    club: p.map_or(String::new(), |p| p.club.clone()),
                    national_id: national_ids.get(&r.player).cloned().unwrap_or_else(|| {
                        p.and_then(|p| p.national_id)
                            .map_or(String::new(), |id| id.to_string())
                    }),
                    place: r.pos,
                    own: r.total,
                    player: Some(r.player),
                    reduced_place: None,
                    reduced_total: None,
                }
            })
            .collect();
        Ok(Held {
            name: name.to_string(),
            date: t.settings.date.clone(),
            format: format::format_name(&t.settings).to_string(),
            file: String::new(),
            rows,
            rounds_from_file: from_file,
            category: t.settings.category,
            tables: t.rounds.iter().map(|r| r.tables.len() as u32).sum(),
            rounds: t
                .settings
                .planned_rounds
                .or(from_file)
                .or(rounds)
                .unwrap_or(t.rounds.len() as u32),
            first_round_date: t
                .settings
                .round_dates
                .first()
                .filter(|d| !d.trim().is_empty())
                .cloned()
                .unwrap_or_default(),
            games,
            reduced: false,
        })
    }
}

/// The rounds in a tournament's file taken as the whole tournament: it declares no number of rounds,
/// has at least one round, and every round is complete. `None` otherwise.
pub fn rounds_in_file(t: &Tournament) -> Option<u32> {
    if t.settings.planned_rounds.is_some() || t.rounds.is_empty() {
        return None;
    }
    let done = t.rounds.iter().all(|r| format::round_done(t, r));
    done.then_some(t.rounds.len() as u32)
}

/// Why a tournament or rules file is refused; the circuit stays as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CircuitError {
    /// The tournament has no final standings yet (rounds or a final still to play).
    NotFinished { tournament: String },
    /// A file that cannot be read as a workbook or a backup: the file and the reason (with its sheet,
    /// row and column when the workbook names them).
    Unreadable { file: String, reason: String },
    /// A tournament of this name is already in the circuit.
    Duplicate { tournament: String },
    /// The rules file: every problem with its place.
    Rules {
        file: String,
        problems: Vec<rules::RulesError>,
    },
}

impl Localized for CircuitError {
    fn text(&self, lang: Lang) -> String {
        match self {
            CircuitError::NotFinished { tournament } => msg::EngineCircuitTournamentUnfinished {
                tournament: &tournament,
            }
            .text(lang),
            CircuitError::Unreadable { file, reason } => msg::EngineCircuitFileUnreadable {
                file: &file,
                reason: &reason,
            }
            .text(lang),
            CircuitError::Duplicate { tournament } => msg::EngineCircuitTournamentDuplicate {
                tournament: &tournament,
            }
            .text(lang),
            CircuitError::Rules { file, problems } => {
                let said: Vec<String> = problems.iter().map(|p| p.text(lang)).collect();
                let head = if file.is_empty() {
                    msg::EngineRulesRefused.text(lang)
                } else {
                    file.clone()
                };
                format!("{head}: {}", said.join("; "))
            }
        }
    }
}

/// Where a circuit's tournament comes from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Member {
    /// A tournament held in this browser, by its storage id (read again at every look, so a tournament
    /// corrected later counts as it is now).
    Browser { id: String, name: String },
    /// A workbook or backup added from a file: its final standings only.
    Kept { held: Held },
}

impl Member {
    pub fn name(&self) -> &str {
        match self {
            Member::Browser { name, .. } => name,
            Member::Kept { held } => &held.name,
        }
    }
}

/// The stored circuit's schema.
pub const SCHEMA: u32 = 1;

/// A circuit as the app stores it (`raduno.c.<id>`): its rules and its tournaments.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Circuit {
    pub schema: u32,
    pub id: String,
    pub rules: Rules,
    pub members: Vec<Member>,
}

impl Circuit {
    pub fn new(id: &str, name: &str) -> Self {
        let rules = Rules {
            name: name.trim().to_string(),
            ..Rules::default()
        };
        Circuit {
            schema: SCHEMA,
            id: id.to_string(),
            rules,
            members: Vec::new(),
        }
    }

    /// Adds a tournament whose final standings were read (`held`); refused when one of the same name
    /// (or the same browser tournament) is already there. On error nothing changes.
    pub fn add(&mut self, member: Member) -> Result<(), CircuitError> {
        let clash = self.members.iter().any(|m| {
            m.name() == member.name()
                || matches!((m, &member), (Member::Browser { id: a, .. }, Member::Browser { id: b, .. }) if a == b)
        });
        if clash {
            return Err(CircuitError::Duplicate {
                tournament: member.name().to_string(),
            });
        }
        self.members.push(member);
        Ok(())
    }

    /// Replaces the rules with a checked rules file, keeping the circuit's name when the file has none.
    pub fn import_rules(&mut self, text: &str, file: &str) -> Result<(), CircuitError> {
        let mut rules = Rules::from_json(text).map_err(|problems| CircuitError::Rules {
            file: file.to_string(),
            problems,
        })?;
        if rules.name.is_empty() {
            rules.name = self.rules.name.clone();
        }
        self.rules = rules;
        Ok(())
    }

    pub fn to_text(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    pub fn from_text(text: &str) -> Result<Circuit, String> {
        let c: Circuit = serde_json::from_str(text).map_err(|e| e.to_string())?;
        if c.schema > SCHEMA {
            return Err(format!("schema {} > {SCHEMA}", c.schema));
        }
        Ok(c)
    }
}

/// A circuit's rules and its tournaments' final standings: what the page ranks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Snapshot {
    pub rules: Rules,
    pub held: Vec<Held>,
}
