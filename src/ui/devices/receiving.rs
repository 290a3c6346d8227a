//! The pages' half of receiving changes (a changes file on *Dispositivi*, a server's documents every
//! few seconds, a tournament taken from either): the merge is the app's ([`crate::use_cases::receive`]); here
//! the open tournament is replaced by the merged copy once saved, this device takes a new id when
//! another copy was found writing as it, and a tournament received whole is saved and opened.

use crate::i18n::Localized;
use crate::journal::{Changes, Journal, MergeReport, Source};
use crate::persist::Saved;
use crate::store;
use crate::use_cases::receive::{self, Merged};
use leptos::prelude::*;

/// Merges `changes` (from `source`) into the open tournament and saves ([`save_merged`]). The refusal,
/// in words.
pub fn merge_into_open(
    cx: crate::ui::Ctx,
    changes: &Changes,
    source: &Source,
) -> Result<MergeReport, String> {
    let lang = cx.lang.get_untracked();
    let Some(next) = cx.open.get_untracked() else {
        return Ok(MergeReport::default());
    };
    let merged = receive::merge(&next.journal, changes, source, store::now_ms())
        .map_err(|e| e.text(lang))?;
    save_into(cx, next, merged)
}

/// Saves the open tournament with what a merge brought; the screen changes only once saved. What
/// failed its checks is quarantined ([`crate::journal::trust`]) and saved too; when another copy was
/// found writing as this device, this device takes a new id. The refusal to save, in words.
pub fn save_merged(cx: crate::ui::Ctx, merged: Merged) -> Result<MergeReport, String> {
    match cx.open.get_untracked() {
        Some(next) => save_into(cx, next, merged),
        None => Ok(MergeReport::default()),
    }
}

/// Saves `next`, the open tournament, with the journal `merged` brought.
fn save_into(cx: crate::ui::Ctx, mut next: Saved, merged: Merged) -> Result<MergeReport, String> {
    let lang = cx.lang.get_untracked();
    next.journal = merged.journal;
    if merged.report.own_device_used {
        let id = store::renew_device();
        let (_, name) = store::device();
        next.journal.set_device(&id, &name);
    }
    if merged.changed {
        cx.commit(next).map_err(|e| e.text(lang))?;
    }
    Ok(merged.report)
}

/// Saves a tournament received whole as a new one here, then `remember`s where it came from (by its
/// new id) and opens it on *Dispositivi*. The refusal to save, in words.
pub fn open_received(
    cx: crate::ui::Ctx,
    journal: Journal,
    remember: impl FnOnce(&Saved),
) -> Result<(), String> {
    let saved = store::create(journal).map_err(|e| e.text(cx.lang.get_untracked()))?;
    let id = saved.id.clone();
    remember(&saved);
    cx.list_version.update(|v| *v += 1);
    cx.open.set(Some(saved));
    cx.go(crate::ui::Route::Tournament {
        id,
        tab: crate::ui::Tab::Devices,
    });
    Ok(())
}
