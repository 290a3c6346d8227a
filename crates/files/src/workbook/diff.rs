//! What importing a workbook into an open tournament changes: the players (added, changed, missing) and,
//! when the workbook has rounds of its own, what replacing the whole tournament would change.

use super::problems::Problem;
use super::{import_workbook_as, ImportErrors, Imported};
use raduno_engine::i18n::msg;
use raduno_engine::i18n::{Lang, Localized};
use raduno_engine::journal::{roster_diff, RosterDiff};
use raduno_engine::model::{Player, PlayerId, Round, Settings, Tournament};

/// A workbook read for a tournament already open, and what importing it would change.
#[derive(Clone, Debug, PartialEq)]
pub struct ImportPlan {
    /// The whole workbook as a tournament (settings the workbook does not give are the tournament's).
    pub incoming: Tournament,
    pub warnings: Vec<Problem>,
    /// Its players by ID: new, changed (which fields), missing. Applying adds and updates, as one event
    /// ([`RosterDiff::event`]); the rounds stay.
    pub roster: RosterDiff,
    /// When the workbook has rounds of its own that differ from the tournament's: what replacing the
    /// whole tournament by the workbook would change (offered as a second choice).
    pub replace: Option<ImportDiff>,
}

/// Reads a workbook with the open tournament's format and compares it with the tournament: the one
/// call the documents page makes. A refused workbook lists every problem; nothing is computed.
pub fn plan_import(
    current: &Tournament,
    bytes: &[u8],
    file_name: &str,
) -> Result<ImportPlan, ImportErrors> {
    let imported = import_workbook_as(
        bytes,
        file_name,
        Some(raduno_engine::format::kind(&current.settings)),
    );
    plan_imported(current, imported, file_name)
}

/// [`plan_import`] of a workbook already read with the tournament's format (the web app reads it in the
/// workbook worker, `ui::files::import_workbook_as`).
pub fn plan_imported(
    current: &Tournament,
    imported: Result<Imported, ImportErrors>,
    file_name: &str,
) -> Result<ImportPlan, ImportErrors> {
    let imported = imported?;
    let mut incoming = imported.tournament;
    keep_settings(&current.settings, &mut incoming.settings, file_name);
    Ok(ImportPlan {
        incoming,
        warnings: imported.warnings,
        roster: RosterDiff::default(),
        replace: None,
    }
    .against(current))
}

impl ImportPlan {
    /// The plan compared again with `current` (the tournament changed while the director looked).
    pub fn against(mut self, current: &Tournament) -> Self {
        self.roster = roster_diff(current, &self.incoming.players);
        let whole = diff_summary(current, &self.incoming);
        let rounds_differ = !(whole.rounds_added.is_empty()
            && whole.rounds_removed.is_empty()
            && whole.rounds_reseated.is_empty()
            && whole.rounds_rescored.is_empty());
        self.replace = (!self.incoming.rounds.is_empty() && rounds_differ).then_some(whole);
        self
    }
}

/// Importing into an existing tournament keeps what the workbook does not say: a legacy workbook has no
/// venue, organizer, date or planned rounds (only the 2025 `TORNEO` sheet has some), and when it has no
/// tournament name the engine falls back to the file name, so the tournament keeps its own name. The
/// format is the tournament's (the import was read with it).
pub fn keep_settings(current: &Settings, incoming: &mut Settings, file_name: &str) {
    if incoming.name == super::file_stem(file_name) && !current.name.trim().is_empty() {
        incoming.name = current.name.clone();
    }
    for (new, old) in [
        (&mut incoming.venue, &current.venue),
        (&mut incoming.organizer, &current.organizer),
        (&mut incoming.date, &current.date),
        (&mut incoming.note, &current.note),
    ] {
        if new.trim().is_empty() {
            new.clone_from(old);
        }
    }
    if incoming.planned_rounds.is_none() {
        incoming.planned_rounds = current.planned_rounds;
    }
    if incoming.draw_format.is_none() {
        incoming.draw_format = current.draw_format.clone();
    }
    // What the federation reads, from a workbook that does not say it (no `TORNEO` sheet).
    if incoming.category.is_none() {
        incoming.category = current.category;
    }
    if incoming.round_dates.is_empty() {
        incoming.round_dates.clone_from(&current.round_dates);
    }
}

/// What importing a workbook into an existing tournament changes, for the director to confirm.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct ImportDiff {
    pub settings_changed: bool,
    pub players_added: Vec<Player>,
    /// (before, after), same ID.
    pub players_changed: Vec<(Player, Player)>,
    pub players_removed: Vec<Player>,
    pub rounds_added: Vec<u32>,
    pub rounds_removed: Vec<u32>,
    /// Rounds whose seating differs.
    pub rounds_reseated: Vec<u32>,
    /// Rounds with the same seating but different results.
    pub rounds_rescored: Vec<u32>,
}

impl ImportDiff {
    pub fn is_empty(&self) -> bool {
        *self == ImportDiff::default()
    }
}

/// What replacing `current` by `incoming` changes.
pub fn diff_summary(current: &Tournament, incoming: &Tournament) -> ImportDiff {
    let mut d = ImportDiff {
        settings_changed: current.settings != incoming.settings,
        ..Default::default()
    };
    for p in &incoming.players {
        match current.player(p.id) {
            None => d.players_added.push(p.clone()),
            Some(old) if old != p => d.players_changed.push((old.clone(), p.clone())),
            Some(_) => {}
        }
    }
    d.players_removed = current
        .players
        .iter()
        .filter(|p| incoming.player(p.id).is_none())
        .cloned()
        .collect();
    let n = current.rounds.len().max(incoming.rounds.len());
    for i in 0..n {
        let number = i as u32 + 1;
        match (current.rounds.get(i), incoming.rounds.get(i)) {
            (None, Some(_)) => d.rounds_added.push(number),
            (Some(_), None) => d.rounds_removed.push(number),
            (Some(a), Some(b)) => {
                let seating = |r: &Round| -> Vec<(u32, Vec<PlayerId>)> {
                    r.tables
                        .iter()
                        .map(|t| (t.number, t.players().collect()))
                        .collect()
                };
                if seating(a) != seating(b) || a.byes != b.byes {
                    d.rounds_reseated.push(number);
                } else if a != b {
                    d.rounds_rescored.push(number);
                }
            }
            (None, None) => {}
        }
    }
    d
}

impl Localized for ImportDiff {
    fn text(&self, lang: Lang) -> String {
        if self.is_empty() {
            return msg::EngineNoChanges.text(lang);
        }
        let names = |ps: &mut dyn Iterator<Item = &Player>| {
            ps.map(|p| format!("{} (ID {})", p.full_name(), p.id))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let list = |ns: &[u32]| ns.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
        let mut lines = Vec::new();
        if self.settings_changed {
            lines.push(msg::EngineTournamentSettingsChanged.text(lang));
        }
        if !self.players_added.is_empty() {
            let n = names(&mut self.players_added.iter());
            lines.push(
                msg::IoPlayersAdded {
                    players_added: &self.players_added.len(),
                    names: &n,
                }
                .text(lang),
            );
        }
        if !self.players_changed.is_empty() {
            let n = names(&mut self.players_changed.iter().map(|(_, p)| p));
            lines.push(
                msg::IoDiffPlayersChanged {
                    players_changed: &self.players_changed.len(),
                    names: &n,
                }
                .text(lang),
            );
        }
        if !self.players_removed.is_empty() {
            let n = names(&mut self.players_removed.iter());
            lines.push(
                msg::IoPlayersRemoved {
                    players_removed: &self.players_removed.len(),
                    names: &n,
                }
                .text(lang),
            );
        }
        for (ns, what) in [
            (&self.rounds_added, msg::IoRoundsAdded.str(lang)),
            (&self.rounds_removed, msg::IoRoundsRemoved.str(lang)),
            (&self.rounds_reseated, msg::IoRoundsReseated.str(lang)),
            (&self.rounds_rescored, msg::IoRoundsRescored.str(lang)),
        ] {
            if !ns.is_empty() {
                lines.push(format!("{what}: {}", list(ns)));
            }
        }
        lines.join("\n")
    }
}
