//! Scores typed but not saved — a table's draft, a correction of a past round waiting for its
//! confirmation — are never left behind unnoticed: wherever the director goes in the
//! tournament, its head says which rounds and tables have them, with the way back. The drafts themselves
//! are kept in local storage by each card (`raduno.draft.<tournament>.<round>.<table>`), so they are
//! there again on the way back, after a tab switch or a reload.

use crate::ui::{ctx, Route, Tab};
use crate::words::msg;
use leptos::prelude::*;
use std::collections::BTreeSet;

/// The rounds and tables of the open tournament with a draft not saved.
#[derive(Clone, Copy)]
pub struct Unsaved(RwSignal<BTreeSet<(u32, u32)>>);

fn prefix(id: &str) -> String {
    format!("raduno.draft.{id}.")
}

/// The tables with a kept draft in local storage, for tournament `id`.
fn stored(id: &str) -> BTreeSet<(u32, u32)> {
    let prefix = prefix(id);
    crate::store::small_json::keys_with(&prefix)
        .iter()
        .filter_map(|k| {
            let (round, table) = k.strip_prefix(&prefix)?.split_once('.')?;
            Some((round.parse().ok()?, table.parse().ok()?))
        })
        .collect()
}

/// Provides the tournament's page with its unsaved tables, read again from local storage whenever
/// another tournament is opened.
pub fn provide() {
    let cx = ctx();
    let set = RwSignal::new(BTreeSet::new());
    let id = Memo::new(move |_| cx.open.with(|o| o.as_ref().map(|s| s.id.clone())));
    Effect::new(move |_| {
        let now = id.get().map(|id| stored(&id)).unwrap_or_default();
        if set.with_untracked(|s| *s != now) {
            set.set(now);
        }
    });
    provide_context(Unsaved(set));
}

/// How a card says whether its table has a draft not saved (taken where the card is built).
pub fn marker() -> impl Fn(u32, u32, bool) + Copy + 'static {
    let set = use_context::<Unsaved>().map(|u| u.0);
    move |number, table, unsaved| {
        if let Some(set) = set {
            mark(set, number, table, unsaved)
        }
    }
}

fn mark(set: RwSignal<BTreeSet<(u32, u32)>>, number: u32, table: u32, unsaved: bool) {
    let has = set.with_untracked(|s| s.contains(&(number, table)));
    if has != unsaved {
        set.update(|s| {
            if unsaved {
                s.insert((number, table));
            } else {
                s.remove(&(number, table));
            }
        });
    }
}

/// The notice in the tournament's head: the rounds with tables not saved, but the round on screen
/// (whose cards say "bozza, non salvata" themselves), each with a button to go back to it.
#[component]
pub fn UnsavedNotice() -> impl IntoView {
    let cx = ctx();
    let Some(Unsaved(set)) = use_context::<Unsaved>() else {
        return ().into_any();
    };
    // The round on screen, if the rounds' tab is.
    let on_screen = move || match cx.route.get() {
        Route::Tournament {
            tab: Tab::Rounds(0),
            ..
        } => cx.with_t(|t| t.rounds.len() as u32),
        Route::Tournament {
            tab: Tab::Rounds(n),
            ..
        } => Some(n),
        _ => None,
    };
    let rounds = move || {
        let shown = on_screen();
        let tables = set.get();
        let exists = |(r, tb): &(u32, u32)| {
            cx.with_t(|t| {
                t.round(*r)
                    .is_some_and(|round| round.tables.iter().any(|x| x.number == *tb))
            })
            .unwrap_or(false)
        };
        let mut by_round: Vec<(u32, Vec<u32>)> = Vec::new();
        for (r, tb) in tables.iter().filter(|x| Some(x.0) != shown && exists(x)) {
            match by_round.last_mut() {
                Some((last, list)) if last == r => list.push(*tb),
                _ => by_round.push((*r, vec![*tb])),
            }
        }
        by_round
    };
    view! {
        {move || {
            let rounds = rounds();
            (!rounds.is_empty()).then(|| {
                let lang = cx.lang.get();
                view! {
                    <div class="unsaved-note" id="unsaved" role="alert">
                        <b>{msg::EveningUnsavedHead.text(lang)}</b>
                        <ul>
                            {rounds.into_iter().map(|(number, tables)| {
                                let list = tables.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
                                let line = msg::EveningUnsavedRound { number: &number, count: &tables.len(), tables: &list }.text(lang);
                                view! {
                                    <li data-round=number>
                                        {line}" "
                                        <button class="unsaved-go" on:click=move |_| cx.go(Route::Tournament { id: cx.current_id(), tab: Tab::Rounds(number) })>
                                            {msg::EveningUnsavedGo { number: &number }.text(lang)}
                                        </button>
                                    </li>
                                }
                            }).collect_view()}
                        </ul>
                    </div>
                }
            })
        }}
    }
    .into_any()
}
