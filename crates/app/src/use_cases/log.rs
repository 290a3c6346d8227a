//! The activity log (the legacy program's "Log"): every operation of a tournament in plain words, in the
//! journal's order, each saying what it changed — a correction with the previous points and what moved,
//! an undo what it undid, a merge's decision whose version stands, another device's version made without
//! seeing this one.

use super::receive::who;
use raduno_engine::i18n::Lang;
use raduno_engine::journal::{impact, sync, Entry, Event, EventId, Journal, Status};
use raduno_engine::model::Tournament;
use raduno_engine::words::msg;
use std::collections::HashMap;

/// One line of the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogLine {
    /// The line's place in the log, from 1 (one line a command, however many entries it made).
    pub number: usize,
    /// When it was made (ms since the epoch, the device's clock).
    pub at_ms: i64,
    /// What it did, in words.
    pub what: String,
    /// A correction of results already entered.
    pub correction: bool,
}

/// A conflict's decision in words: whose version stands (or what was left out), named by device and
/// operation, never by id.
fn decided(journal: &Journal, keep: Option<&EventId>, drop: &[EventId], lang: Lang) -> String {
    let format = raduno_engine::format::kind(&journal.state().settings);
    let what = |id: &EventId| {
        journal
            .entry(id)
            .map(|e| e.event.describe_in(format, lang))
            .unwrap_or_default()
    };
    let by = |id: &EventId| who(journal, &id.device, lang);
    match keep {
        Some(id) => msg::TrustLogDecidedKeep {
            who: &by(id),
            what: &what(id),
        }
        .text(lang),
        None => drop
            .iter()
            .map(|id| {
                msg::TrustLogDecidedDrop {
                    who: &by(id),
                    what: &what(id),
                }
                .text(lang)
            })
            .collect::<Vec<_>>()
            .join("; "),
    }
}

/// An undo says what it undid (a redo: what it put back).
fn undone_words(journal: &Journal, e: &Entry, id: &EventId, lang: Lang) -> String {
    match journal.entry(id).map(|t| &t.event) {
        Some(Event::Undone { id: inner }) => format!(
            "{}: {}",
            msg::UiRedone.text(lang),
            journal
                .entry(inner)
                .map(|t| t.event.describe(lang))
                .unwrap_or_default()
        ),
        Some(target) => format!("{}: {}", msg::UiUndone.text(lang), target.describe(lang)),
        None => e.event.describe(lang),
    }
}

/// The journal replayed line by line, so each line can say what it changed: a correction of results
/// already entered shows the previous points and what moved.
struct Replay<'j> {
    journal: &'j Journal,
    state: Tournament,
    /// The entry that last wrote each table's results, to tell a correction (made on it) from another
    /// device's version made without seeing it.
    last_write: HashMap<(u32, u32), usize>,
}

impl Replay<'_> {
    /// What entry `i` did, in words, before it is replayed.
    fn what(&mut self, i: usize, e: &Entry, status: &Status, lang: Lang) -> String {
        let journal = self.journal;
        match &e.event {
            Event::Undone { id } => undone_words(journal, e, id, lang),
            Event::Decided { keep, drop } => decided(journal, keep.as_ref(), drop, lang),
            Event::TableResults { round, table, .. } if *status == Status::Applied => {
                let key = (*round, *table);
                let parallel = self
                    .last_write
                    .get(&key)
                    .is_some_and(|&w| !sync::before(&journal.entries()[w], e));
                self.last_write.insert(key, i);
                if parallel {
                    // Made without seeing the other version: not a correction of it.
                    format!(
                        "{} {}",
                        msg::TrustLogParallelVersion {
                            who: &who(journal, &e.id.device, lang)
                        }
                        .text(lang),
                        e.event
                            .describe_in(raduno_engine::format::kind(&self.state.settings), lang)
                    )
                } else {
                    impact::describe_in_context(&self.state, &e.event, lang)
                }
            }
            _ => impact::describe_in_context(&self.state, &e.event, lang),
        }
    }

    /// Replays entry `i` if it stands; says what marks it if not (undone, left out, in conflict).
    fn replay(&mut self, i: usize, e: &Entry, status: &Status, lang: Lang) -> Option<&'static str> {
        match status {
            Status::Applied => {
                // A decision that keeps a version writes that version again.
                let event = sync::results_of(self.journal.entries(), e).unwrap_or(&e.event);
                let _ = raduno_engine::journal::apply(&mut self.state, event);
                if let Event::Decided { keep: Some(_), .. } = &e.event {
                    if let Some(Event::TableResults { round, table, .. }) =
                        sync::results_of(self.journal.entries(), e)
                    {
                        self.last_write.insert((*round, *table), i);
                    }
                }
                None
            }
            Status::Undone => Some(msg::UiLogUndoneMark.str(lang)),
            Status::Dropped => Some(msg::UiLeftOut.str(lang)),
            Status::SetAside { .. } => Some(msg::UiLogInConflictMark.str(lang)),
        }
    }
}

/// The log's lines, newest first. Every command of every device, in the journal's order, one line each
/// (the entries part of a command are in its line): an undone change or one a merge set aside is
/// listed (never lost) and marked, and not replayed.
pub fn lines(journal: &Journal, lang: Lang) -> Vec<LogLine> {
    let several = journal.devices().len() > 1
        || journal
            .entries()
            .iter()
            .any(|e| e.id.device != journal.entries()[0].id.device);
    let mut replay = Replay {
        journal,
        state: Tournament::default(),
        last_write: HashMap::new(),
    };
    let mut lines: Vec<LogLine> = Vec::new();
    for (i, (e, status)) in journal.entries().iter().zip(journal.status()).enumerate() {
        if e.part_of.is_some() {
            // Part of the command on the line before (a drawn round's date): replayed, not listed.
            replay.replay(i, e, status, lang);
            continue;
        }
        let mut what = replay.what(i, e, status, lang);
        if let Some(mark) = replay.replay(i, e, status, lang) {
            what = format!("{what} {mark}");
        }
        if several {
            what = format!("{} — {what}", who(journal, &e.id.device, lang));
        }
        lines.push(LogLine {
            number: lines.len() + 1,
            at_ms: e.at_ms,
            correction: what.contains(msg::JournalCorrection.str(lang)),
            what,
        });
    }
    lines.reverse();
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::use_cases::next_round::{draw_next, How, What};
    use crate::use_cases::scores::save_table;
    use raduno_engine::model::{Player, SeatResult, Settings};

    #[test]
    fn a_draw_with_its_date_is_one_line_and_its_undo_another() {
        let mut j = Journal::new(
            Settings::new("Prova", raduno_engine::format::FormatKind::Open),
            0,
        );
        for id in 1..=8 {
            let p = Player::new(id, &format!("N{id}"), &format!("C{id}"));
            j.execute(Event::PlayerAdded { player: p }, 1)
                .expect("a player");
        }
        let next = draw_next(j.state(), What::Round(1), How::New, 1).expect("drawn");
        let dated = |t: &Tournament| {
            crate::use_cases::next_round::dated_settings(t, 1, "2026-12-01")
                .map(crate::use_cases::settings::change)
        };
        assert_eq!(j.execute_with(next.into_event(), dated, 2), Ok(None));
        assert_eq!(j.state().settings.round_dates, vec!["2026-12-01"]);
        j.undo_at(3).expect("undone");
        let lines = lines(&j, Lang::It);
        // Creation, 8 players, the draw, its undo: the date is in the draw's line.
        assert_eq!(lines.len(), 11, "{lines:?}");
        assert_eq!(
            lines.iter().map(|l| l.number).collect::<Vec<_>>(),
            (1..=11).rev().collect::<Vec<_>>()
        );
        assert!(
            lines[0]
                .what
                .starts_with("Annullato: Sorteggiato il turno 1"),
            "{:?}",
            lines[0]
        );
        assert!(
            lines[1].what.starts_with("Sorteggiato il turno 1"),
            "{:?}",
            lines[1]
        );
        assert!(lines.iter().all(|l| !l.what.contains("Impostazioni")));
    }

    #[test]
    fn a_correction_and_its_undo_say_what_they_did_newest_first() {
        let mut j = Journal::new(
            Settings::new("Prova", raduno_engine::format::FormatKind::Open),
            0,
        );
        for id in 1..=8 {
            let p = Player::new(id, &format!("N{id}"), &format!("C{id}"));
            j.execute(Event::PlayerAdded { player: p }, 1)
                .expect("a player");
        }
        let next = draw_next(j.state(), What::Round(1), How::New, 1).expect("drawn");
        j.execute(next.into_event(), 2).expect("recorded");
        let tb = j.state().rounds[0].tables[0].clone();
        let points = |f: fn(u32) -> u32| -> Vec<Option<SeatResult>> {
            (0..tb.seats.len() as u32)
                .map(|s| Some(SeatResult::points(f(s))))
                .collect()
        };
        let first = save_table(j.state(), 1, tb.number, points(|s| 10 + 15 * s), None, None);
        j.execute(first.event, 3).expect("saved");
        let again = save_table(j.state(), 1, tb.number, points(|s| 90 - 15 * s), None, None);
        j.execute(again.event, 4).expect("corrected");
        let corrected = j.entries().last().expect("the correction").id.clone();
        j.execute(Event::Undone { id: corrected }, 5)
            .expect("undone");

        let lines = lines(&j, Lang::It);
        assert_eq!(lines.len(), j.entries().len());
        let numbers: Vec<usize> = lines.iter().map(|l| l.number).collect();
        assert_eq!(numbers, (1..=j.entries().len()).rev().collect::<Vec<_>>());
        let [undo, correction, first, ..] = &lines[..] else {
            panic!("{lines:?}")
        };
        assert!(
            correction.correction && correction.what.starts_with("CORREZIONE"),
            "{correction:?}"
        );
        assert!(
            correction
                .what
                .ends_with(msg::UiLogUndoneMark.str(Lang::It)),
            "{correction:?}"
        );
        assert!(!first.correction, "{first:?}");
        assert!(
            undo.what.starts_with(msg::UiUndone.text(Lang::It).as_str()),
            "{undo:?}"
        );
        assert_eq!(undo.at_ms, 5);
    }
}
