//! The Othello rating page: the federation's rating list and this tournament applied to it.
//!
//! The rating list is not tournament state: it lives in the browser's local storage under its own key
//! `raduno.rating.<tournament id>`, a [`RatingHistory`] (the list, the last application of this
//! tournament and the list as it was before it, so a mistaken application can be undone and applied
//! again after a correction). Every rule is the app's: [`crate::rating::history`] and the list's files
//! ([`crate::rating::RatingList::from_csv`], `from_xlsx`, `to_csv`, `to_xlsx`).

mod apply_card;
mod changes;
mod list_card;
mod list_table;

use crate::i18n::{Lang, Localized};
use crate::rating::history::RatingHistory;
use crate::store;
use crate::ui::{ctx, Ctx};
use crate::words::msg;
use apply_card::ApplyCard;
use changes::Changes;
use leptos::prelude::*;
use list_card::ListCard;
use list_table::ListTable;

use store::small_json::rating_list_key as storage_key;

/// The stored list of a tournament: `Ok(None)` when there is none, `Err` when the entry is unreadable.
fn load(tournament: &str) -> Result<Option<RatingHistory>, String> {
    store::small_json::read(&storage_key(tournament)).transpose()
}

fn save(tournament: &str, stored: &RatingHistory, lang: Lang) -> Result<(), String> {
    store::small_json::write(&storage_key(tournament), stored).map_err(|e| match e {
        store::SaveError::Full => msg::UiRatingStorageFull.str(lang).to_string(),
        e => e.text(lang),
    })
}

/// A moment as the director's clock reads it.
fn when(ms: i64) -> String {
    String::from(
        js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms as f64))
            .to_locale_string("it-IT", &wasm_bindgen::JsValue::UNDEFINED),
    )
}

/// Writes the page's stored entry (or forgets it) and has the page read it again; a failure is said.
#[derive(Clone, Copy)]
struct Keeper {
    cx: Ctx,
    /// Bumped after each write, so the stored entry is read again.
    version: RwSignal<u32>,
}

impl Keeper {
    /// `true` when written.
    pub(super) fn write(self, s: Option<RatingHistory>) -> bool {
        let lang = self.cx.lang.get_untracked();
        let Some(id) = self
            .cx
            .open
            .with_untracked(|o| o.as_ref().map(|s| s.id.clone()))
        else {
            return false;
        };
        let result = match &s {
            Some(s) => save(&id, s, lang),
            None => {
                store::small_json::remove(&storage_key(&id));
                Ok(())
            }
        };
        self.version.update(|v| *v += 1);
        match result {
            Ok(()) => true,
            Err(e) => {
                self.cx.error(e);
                false
            }
        }
    }
}

/// The rating page: the federation's list (imported, exported) and this tournament applied to it, then
/// the changes and the list.
#[component]
pub fn RatingPage() -> impl IntoView {
    let cx = ctx();
    let tid = move || cx.open.with(|o| o.as_ref().map(|s| s.id.clone()));
    let keeper = Keeper {
        cx,
        version: RwSignal::new(0u32),
    };
    let loaded = Memo::new(move |_| {
        keeper.version.track();
        tid().map(|id| load(&id))
    });
    let stored = Memo::new(move |_| loaded.get().and_then(Result::ok).flatten());
    let apply_error = RwSignal::new(None::<String>);
    let search = RwSignal::new(String::new());
    view! {
        <section class="rating" id="rating">
            <div class="cards rating-cards">
                <ListCard loaded stored keeper apply_error/>
                <ApplyCard stored keeper apply_error/>
            </div>
            {move || stored.get().and_then(|s| s.applied).map(|a| view! { <Changes update=a.update/> })}
            {move || stored.get().map(|s| {
                let played = s.played();
                view! { <ListTable list=s.list played search/> }
            })}
        </section>
    }
}
