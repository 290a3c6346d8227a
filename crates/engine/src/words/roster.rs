//! A workbook's players against the tournament's ([`RosterDiff`]) in words, one line each: new, changed
//! (with the fields), missing.

use crate::i18n::msg;
use crate::i18n::{Lang, Localized};
use crate::journal::RosterDiff;
use crate::model::Player;

/// A player by name and ID: "Nome Cognome (ID 7)".
fn who(p: &Player) -> String {
    format!("{} (ID {})", p.full_name(), p.id)
}

/// Players by name and ID, one after the other.
fn names(players: &[Player]) -> String {
    players.iter().map(who).collect::<Vec<_>>().join(", ")
}

/// Two players of one club (or of none) who are likely the same person.
fn likely_duplicate(a: &Player, b: &Player, lang: Lang) -> String {
    let club = if a.club.trim().is_empty() {
        msg::EngineNoClub.text(lang)
    } else {
        a.club.clone()
    };
    msg::IoImportLikelyDuplicate {
        first: &who(a),
        second: &who(b),
        club: &club,
    }
    .text(lang)
}

/// The players' part of a plan in words, one line each: new, changed (with the fields), missing.
impl Localized for RosterDiff {
    fn text(&self, lang: Lang) -> String {
        let mut lines = Vec::new();
        if !self.added.is_empty() {
            let n = names(&self.added);
            lines.push(
                msg::IoNewPlayers {
                    added: &self.added.len(),
                    names: &n,
                }
                .text(lang),
            );
        }
        if !self.changed.is_empty() {
            let n = self
                .changed
                .iter()
                .map(|c| format!("{}: {}", who(&c.after), c.text(lang)))
                .collect::<Vec<_>>()
                .join("; ");
            lines.push(
                msg::IoPlayersChanged {
                    changed: &self.changed.len(),
                    names: &n,
                }
                .text(lang),
            );
        }
        for c in &self.conflicts {
            lines.push(
                msg::IoImportIdOtherPerson {
                    id: &c.existing.id,
                    full_name: &c.existing.full_name(),
                    other_name: &c.incoming.full_name(),
                    new_id: &c.new_id,
                }
                .text(lang),
            );
        }
        if !self.returning.is_empty() {
            let n = names(&self.returning);
            lines.push(
                msg::IoImportRemovedNotReturning {
                    returning: &self.returning.len(),
                    names: &n,
                }
                .text(lang),
            );
        }
        for d in &self.duplicates {
            lines.push(likely_duplicate(&d.a, &d.b, lang));
        }
        if !self.missing.is_empty() {
            let n = names(&self.missing);
            lines.push(
                msg::IoImportMissingKept {
                    missing: &self.missing.len(),
                    names: &n,
                }
                .text(lang),
            );
        }
        if lines.is_empty() {
            lines.push(msg::EngineImportRosterUnchanged.text(lang));
        }
        lines.join("\n")
    }
}
