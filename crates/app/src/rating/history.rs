//! An Othello tournament's rating list on the device: the federation's list the director imported, and
//! this tournament applied to it with the list as it was before, so a mistaken application is undone,
//! and applied again after a correction. The rating page keeps one [`RatingHistory`] per tournament (its
//! JSON, under `raduno.rating.<tournament id>`); every rule it follows is here.

use super::{apply_tournament, games_from_tournament, tournament_key};
use super::{Config, Game, RatingError, RatingList, RatingUpdate};
use raduno_engine::format;
use raduno_engine::model::{fold, Phase, Tournament};
use serde::{Deserialize, Serialize};

/// A tournament's rating list: where it came from, the list now, and this tournament's application.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RatingHistory {
    /// The file the list came from (shown to the director).
    pub file: String,
    pub imported_ms: i64,
    /// The current list: the imported one, or the new one once this tournament is applied.
    pub list: RatingList,
    #[serde(default)]
    pub applied: Option<Application>,
}

/// This tournament's application to the list.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Application {
    pub at_ms: i64,
    pub update: RatingUpdate,
    /// The list before the application (put back by [`RatingHistory::undo`]).
    pub before: RatingList,
}

/// What the rating is given for a finished tournament.
#[derive(Clone, Debug, PartialEq)]
pub struct Prepared {
    pub games: Vec<Game>,
    /// The Swiss rounds: a final's games are rated but add no round (the FNGO rating rulebook).
    pub rounds: u32,
    pub config: Config,
}

/// Why a tournament cannot be applied yet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotReady {
    /// No round drawn.
    NoRounds,
    /// These rounds are drawn and not all scored.
    RoundsIncomplete { open: Vec<u32> },
    /// Fewer Swiss rounds played than the settings plan.
    RoundsUnplayed { planned: u32, played: u32 },
}

/// Why an application is refused; the list is left as it was.
#[derive(Clone, Debug, PartialEq)]
pub enum ApplyRefused {
    /// This tournament is applied already (at `at_ms`): undo it first.
    AppliedAlready {
        at_ms: i64,
    },
    NotReady(NotReady),
    /// The rating's own refusal (the list already holds these games, a game out of the rules …).
    Rating(RatingError),
}

/// Before applying: the games, the rounds, how many of the tournament's players the list holds, and
/// those who will enter it unrated (a spelling to check).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Preview {
    pub games: usize,
    pub rounds: usize,
    pub found: usize,
    pub newcomers: Vec<String>,
}

/// The games, the rounds and the settings to apply the tournament with, or why not yet: every drawn
/// round scored, and as many Swiss rounds played as the settings plan.
pub fn prepare(t: &Tournament) -> Result<Prepared, NotReady> {
    if t.rounds.is_empty() {
        return Err(NotReady::NoRounds);
    }
    let open: Vec<u32> = t
        .rounds
        .iter()
        .filter(|r| !r.tables.is_empty() && !r.is_complete())
        .map(|r| r.number)
        .collect();
    if !open.is_empty() {
        return Err(NotReady::RoundsIncomplete { open });
    }
    let played = t
        .rounds
        .iter()
        .filter(|r| r.phase == Phase::Qualifying)
        .count() as u32;
    if let Some(planned) = t.settings.planned_rounds.filter(|&p| played < p) {
        return Err(NotReady::RoundsUnplayed { planned, played });
    }
    let date = if t.settings.date.trim().is_empty() {
        t.settings.name.clone()
    } else {
        t.settings.date.clone()
    };
    Ok(Prepared {
        games: games_from_tournament(t),
        rounds: format::counted_rounds(t),
        config: Config {
            tournament_date: date,
            ..Config::default()
        },
    })
}

impl RatingHistory {
    /// A list just imported: nothing applied to it yet.
    pub fn imported(file: &str, imported_ms: i64, list: RatingList) -> RatingHistory {
        RatingHistory {
            file: file.to_string(),
            imported_ms,
            list,
            applied: None,
        }
    }

    /// This tournament applied to the list at `at_ms`, the list before kept for an undo.
    pub fn apply(&self, t: &Tournament, at_ms: i64) -> Result<RatingHistory, ApplyRefused> {
        if let Some(a) = &self.applied {
            return Err(ApplyRefused::AppliedAlready { at_ms: a.at_ms });
        }
        let p = prepare(t).map_err(ApplyRefused::NotReady)?;
        let update = apply_tournament(&self.list, &p.games, p.rounds, &p.config)
            .map_err(ApplyRefused::Rating)?;
        Ok(RatingHistory {
            list: update.list.clone(),
            applied: Some(Application {
                at_ms,
                update,
                before: self.list.clone(),
            }),
            ..self.clone()
        })
    }

    /// The list as it was before this tournament was applied; `None` when it is not applied.
    pub fn undo(&self) -> Option<RatingHistory> {
        let applied = self.applied.as_ref()?;
        Some(RatingHistory {
            list: applied.before.clone(),
            applied: None,
            ..self.clone()
        })
    }

    /// The list, not applied to here, already holds this tournament's very games (it was exported
    /// after applying them): the director is told before the click.
    pub fn holds_already(&self, t: &Tournament) -> bool {
        if self.applied.is_some() {
            return false;
        }
        prepare(t).is_ok_and(|p| {
            let key = tournament_key(&p.games, p.rounds);
            self.list.applied.contains(&key)
        })
    }

    /// What applying will do; `None` once applied.
    pub fn preview(&self, t: &Tournament) -> Option<Preview> {
        if self.applied.is_some() {
            return None;
        }
        let games = games_from_tournament(t);
        let mut names: Vec<String> = Vec::new();
        for g in &games {
            for n in [&g.black, &g.white] {
                if !names.iter().any(|x| fold(x) == fold(n)) {
                    names.push(n.clone());
                }
            }
        }
        let (found, newcomers): (Vec<String>, Vec<String>) =
            names.into_iter().partition(|n| self.list.find(n).is_some());
        Some(Preview {
            games: games.len(),
            rounds: format::counted_rounds(t) as usize,
            found: found.len(),
            newcomers,
        })
    }

    /// The folded names of this tournament's players, as applied (none before).
    pub fn played(&self) -> Vec<String> {
        self.applied
            .as_ref()
            .map(|a| a.update.players.iter().map(|p| fold(&p.name)).collect())
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use raduno_engine::format::FormatKind;
    use raduno_engine::model::{Player, Round, SeatResult, Settings, Table};

    /// Four players, two of them in the list, and `scored` of two rounds played (each table's discs).
    fn tournament(scored: usize) -> Tournament {
        let mut t = Tournament::new(Settings::new("Coppa", FormatKind::OthelloSwiss));
        t.settings.date = "2026-03-01".into();
        for (id, (first, last)) in [
            ("Anna", "Bianchi"),
            ("Bruno", "Rossi"),
            ("Carla", "Verdi"),
            ("Dario", "Neri"),
        ]
        .into_iter()
        .enumerate()
        {
            t.players.push(Player::new(id as u32 + 1, first, last));
        }
        let rounds = [
            [([1, 2], (40, 24)), ([3, 4], (33, 31))],
            [([1, 3], (30, 34)), ([2, 4], (50, 14))],
        ];
        for (k, tables) in rounds.into_iter().enumerate() {
            let number = k as u32 + 1;
            let mut round = Round::new(number, Phase::Qualifying, 0, Vec::new());
            for (i, (pair, (b, w))) in tables.into_iter().enumerate() {
                let mut table = Table::new(i as u32 + 1, &pair);
                if k < scored {
                    table.seats[0].result = Some(SeatResult::points(b));
                    table.seats[1].result = Some(SeatResult::points(w));
                }
                round.tables.push(table);
            }
            t.rounds.push(round);
        }
        t
    }

    fn list() -> RatingList {
        RatingList::from_csv(
            "name,rating,category,games\nBianchi Anna,1400,S,40\nRossi Bruno,1250,S,30\n",
        )
        .expect("list")
    }

    #[test]
    fn applying_then_undoing_gives_back_the_list_before() {
        let imported = RatingHistory::imported("fngo.csv", 1_000, list());
        let applied = imported.apply(&tournament(2), 2_000).expect("applied");
        let a = applied.applied.as_ref().expect("application kept");
        assert_eq!((a.at_ms, &a.before), (2_000, &list()));
        assert_eq!(
            applied.list.players.len(),
            4,
            "the newcomers enter the list"
        );
        assert_ne!(
            applied.list.find("Bianchi Anna").and_then(|p| p.rating),
            Some(1400),
            "a win and a loss by these discs move a stable rating"
        );
        assert_eq!(applied.list.applied, vec![a.update.key.clone()]);
        let mut played = applied.played();
        played.sort();
        let mut everyone: Vec<String> =
            ["Bianchi Anna", "Rossi Bruno", "Verdi Carla", "Neri Dario"]
                .map(fold)
                .to_vec();
        everyone.sort();
        assert_eq!(played, everyone);
        assert_eq!(applied.undo(), Some(imported.clone()));
        assert_eq!(imported.undo(), None, "nothing to undo before applying");
    }

    #[test]
    fn applying_twice_is_refused_and_the_list_stays() {
        let applied = RatingHistory::imported("fngo.csv", 1_000, list())
            .apply(&tournament(2), 2_000)
            .expect("applied");
        assert_eq!(
            applied.apply(&tournament(2), 3_000),
            Err(ApplyRefused::AppliedAlready { at_ms: 2_000 })
        );
        // The new list exported and imported again already holds these games.
        let again = RatingHistory::imported("dopo.csv", 4_000, applied.list.clone());
        assert!(again.holds_already(&tournament(2)));
        let key = applied.applied.as_ref().map(|a| a.update.key.clone());
        assert_eq!(
            again.apply(&tournament(2), 5_000),
            Err(ApplyRefused::Rating(RatingError::AlreadyApplied {
                key: key.expect("key")
            }))
        );
        assert!(!RatingHistory::imported("fngo.csv", 0, list()).holds_already(&tournament(2)));
    }

    #[test]
    fn a_tournament_not_finished_is_not_applied() {
        let imported = RatingHistory::imported("fngo.csv", 1_000, list());
        assert_eq!(
            imported.apply(&tournament(1), 2_000),
            Err(ApplyRefused::NotReady(NotReady::RoundsIncomplete {
                open: vec![2]
            }))
        );
        let mut planned = tournament(2);
        planned.settings.planned_rounds = Some(5);
        assert_eq!(
            prepare(&planned),
            Err(NotReady::RoundsUnplayed {
                planned: 5,
                played: 2
            })
        );
        let mut empty = tournament(0);
        empty.rounds.clear();
        assert_eq!(prepare(&empty), Err(NotReady::NoRounds));
    }

    #[test]
    fn the_preview_names_who_enters_the_list_unrated() {
        let imported = RatingHistory::imported("fngo.csv", 1_000, list());
        assert_eq!(
            imported.preview(&tournament(2)),
            Some(Preview {
                games: 4,
                rounds: 2,
                found: 2,
                newcomers: vec!["Verdi Carla".into(), "Neri Dario".into()],
            })
        );
        let applied = imported.apply(&tournament(2), 2_000).expect("applied");
        assert_eq!(applied.preview(&tournament(2)), None);
    }

    #[test]
    fn a_stored_history_reads_back_as_it_was_written() {
        // An entry written before any application has no `applied` field.
        let list_json = serde_json::to_string(&list()).expect("json");
        let old = format!(r#"{{"file":"fngo.csv","imported_ms":1000,"list":{list_json}}}"#);
        let read: RatingHistory = serde_json::from_str(&old).expect("reads");
        assert_eq!(read, RatingHistory::imported("fngo.csv", 1_000, list()));

        let applied = read.apply(&tournament(2), 2_000).expect("applied");
        let text = serde_json::to_string(&applied).expect("json");
        let value: serde_json::Value = serde_json::from_str(&text).expect("value");
        let keys = |v: &serde_json::Value| -> Vec<String> {
            let mut k: Vec<String> = v
                .as_object()
                .map(|o| o.keys().cloned().collect())
                .unwrap_or_default();
            k.sort();
            k
        };
        assert_eq!(keys(&value), ["applied", "file", "imported_ms", "list"]);
        assert_eq!(keys(&value["applied"]), ["at_ms", "before", "update"]);
        let back: RatingHistory = serde_json::from_str(&text).expect("reads back");
        assert_eq!(back, applied);
        assert_eq!(back.undo().map(|h| h.list), Some(list()));
    }
}
