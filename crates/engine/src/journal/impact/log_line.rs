//! The activity log's line for an entry in the light of the state before it: a correction says what it
//! replaced and what it moved.

use super::impact;
use super::is_correction;
use crate::i18n::msg;
use crate::i18n::Lang;
use crate::journal::Event;
use crate::model::{Round, Tournament};

/// The activity log's line for an entry, given the state just before it: a correction of results
/// already entered says so, with the previous values and what it moved.
pub fn describe_in_context(before: &Tournament, event: &Event, lang: Lang) -> String {
    let plain = event.describe_in(crate::format::kind(&before.settings), lang);
    match event {
        Event::TableResults { round, table, .. } if is_correction(before, event) => {
            let previous: Vec<String> = before
                .round(*round)
                .and_then(|r| r.tables.iter().find(|x| x.number == *table))
                .map(|tb| {
                    tb.seats
                        .iter()
                        .map(|s| {
                            s.result
                                .as_ref()
                                .map_or("-".to_string(), |r| r.points.to_string())
                        })
                        .collect()
                })
                .unwrap_or_default();
            let later = before.rounds.len() as u32 > *round;
            let mut line = format!(
                "{} {plain} ({} {}{})",
                msg::JournalCorrection.str(lang),
                msg::JournalWas.str(lang),
                previous.join(" / "),
                if later {
                    msg::JournalImpactAfterLaterDraws.str(lang)
                } else {
                    ""
                }
            );
            if let Ok(i) = impact(before, event) {
                let moved: Vec<String> = i
                    .lines(before, lang, 0)
                    .into_iter()
                    .filter(|l| !l.starts_with('…'))
                    .collect();
                if !moved.is_empty() {
                    line.push_str(": ");
                    line.push_str(&moved.join("; "));
                }
            }
            line
        }
        Event::RoundLocked { round, locked } => {
            let played = before.round(*round).is_some_and(Round::has_results);
            match (locked, played) {
                (true, true) => msg::JournalRoundLocked { round: &round }.text(lang),
                (false, true) => msg::JournalRoundUnlocked { round: &round }.text(lang),
                _ => plain,
            }
        }
        _ => plain,
    }
}
