//! Receive changes: entries from another device (a changes file) or from the club's server, merged
//! through the journal's checks ([`raduno_engine::journal::trust`]) into a copy of the tournament held — one
//! merge with one error handling, whether the page only shows what would come ([`preview`]) or merges
//! and saves ([`merge`]), and for a tournament not yet held, a new one from them ([`take`]).

use raduno_engine::i18n::Lang;
use raduno_engine::journal::{
    sync::FIRST_DEVICE, Changes, Journal, MergeError, MergeReport, Source,
};
use raduno_engine::words::msg;

/// Changes merged into a copy of the journal held.
#[derive(Clone, Debug)]
pub struct Merged {
    /// The copy with the changes: what to save.
    pub journal: Journal,
    pub report: MergeReport,
    /// Something to save: entries added, or entries newly quarantined (kept with the tournament).
    pub changed: bool,
}

/// Merges `changes` (from `source`) into a copy of `held`, at this device's clock `now_ms`. Nothing
/// changes in `held`; a refusal (another tournament, not changes, a damaged copy) says why.
pub fn merge(
    held: &Journal,
    changes: &Changes,
    source: &Source,
    now_ms: i64,
) -> Result<Merged, MergeError> {
    let mut journal = held.clone();
    let before = journal.quarantine().len();
    let report = journal.merge(changes, source, now_ms)?;
    let changed = !report.added.is_empty() || journal.quarantine().len() != before;
    Ok(Merged {
        journal,
        report,
        changed,
    })
}

/// A tournament not yet held, from the changes that bring it (its creation among them).
pub fn take(changes: &Changes, source: &Source, now_ms: i64) -> Result<Journal, MergeError> {
    Journal::from_changes(changes, source, now_ms).map(|(journal, _)| journal)
}

/// What a changes file would add, before it is merged: each new entry in words, and how many
/// conflicts the merge would leave. Nothing is applied.
#[derive(Clone, Debug, PartialEq)]
pub struct Preview {
    pub lines: Vec<String>,
    pub conflicts: usize,
}

pub fn preview(
    held: &Journal,
    changes: &Changes,
    source: &Source,
    now_ms: i64,
    lang: Lang,
) -> Result<Preview, MergeError> {
    let merged = merge(held, changes, source, now_ms)?;
    let j = &merged.journal;
    let format = raduno_engine::format::kind(&j.state().settings);
    let lines = merged
        .report
        .added
        .iter()
        .filter_map(|id| j.entry(id))
        .map(|e| {
            format!(
                "{} — {}",
                who(j, &e.id.device, lang),
                e.event.describe_in(format, lang)
            )
        })
        .collect();
    Ok(Preview {
        lines,
        conflicts: j.conflicts().len(),
    })
}

/// Who made an entry: the device's name, its id when it has none, and for the entries made before the
/// journal knew its device, "the first device".
pub fn who(j: &Journal, device: &str, lang: Lang) -> String {
    if device == FIRST_DEVICE && !j.devices().contains_key(device) {
        return msg::DevicesFirstDevice.text(lang);
    }
    j.device_name(device)
}

/// What a merge quarantined, in words, each part after a space (empty when nothing was).
pub fn quarantine_said(report: &MergeReport, lang: Lang) -> String {
    let mut said = String::new();
    if report.quarantined > 0 {
        said += " ";
        said += &msg::TrustNQuarantined {
            count: &report.quarantined,
        }
        .text(lang);
    }
    if report.own_device_used {
        said += " ";
        said += &msg::TrustNewDeviceId.text(lang);
    }
    said
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use raduno_engine::i18n::Localized;
    use raduno_engine::journal::Event;
    use raduno_engine::model::{Player, Settings};

    /// One tournament on two devices: the laptop's copy as created, and the phone's with a player added.
    pub(crate) fn laptop_and_phone() -> (Journal, Journal) {
        let mut laptop = Journal::new(
            Settings::new("Prova", raduno_engine::format::FormatKind::Open),
            1,
        );
        laptop.set_device("a", "Portatile");
        let mut phone = laptop.clone();
        phone.set_device("b", "Telefono");
        phone
            .execute(
                Event::PlayerAdded {
                    player: Player::new(1, "Ada", "Rossi"),
                },
                2,
            )
            .expect("a player");
        (laptop, phone)
    }

    #[test]
    fn a_merge_changes_a_copy_and_says_what_came() {
        let (held, other) = laptop_and_phone();
        let changes = other.changes(None);
        let source = Source::File("f.json".into());
        let merged = merge(&held, &changes, &source, 3).expect("merges");
        assert!(merged.changed);
        assert_eq!(merged.report.added.len(), 1);
        assert_eq!(held.entries().len() + 1, merged.journal.entries().len());
        let seen = preview(&held, &changes, &source, 3, Lang::En).expect("previews");
        assert_eq!(seen.lines.len(), 1);
        assert!(seen.lines[0].starts_with("Telefono — "), "{:?}", seen.lines);
        let again = merge(&merged.journal, &changes, &source, 4).expect("merges again");
        assert!(!again.changed);
    }

    #[test]
    fn a_refusal_says_why() {
        let refused = Changes::parse("{}").expect_err("not changes");
        assert!(!refused.text(Lang::It).is_empty());
        assert!(matches!(refused, MergeError::NotChanges(_)));
    }
}
