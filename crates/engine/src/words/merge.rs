//! A merge of changes refused ([`MergeError`]), in words.

use crate::i18n::msg;
use crate::i18n::{Lang, Localized};
use crate::journal::MergeError;

/// A merge refused, in words.
impl Localized for MergeError {
    fn text(&self, lang: Lang) -> String {
        match self {
            MergeError::OtherTournament { ours, theirs } => msg::DevicesChangesOtherTournament {
                ours: &ours,
                theirs: &theirs,
            }
            .text(lang),
            MergeError::Damaged { index, error } => msg::DevicesChangesDoNotApply {
                index: &(index + 1),
                error: &error.text(lang),
            }
            .text(lang),
            MergeError::NotChanges(why) => msg::DevicesNotChangesFile { why: &why }.text(lang),
        }
    }
}
