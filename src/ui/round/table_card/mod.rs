//! One table of the round page: its seats, the score entry with its checks and preview, the draft kept
//! while typing, saving, and the keyboard's way from table to table.
//!
//! A card reads the tournament without tracking it: it follows its own table (`stored`), the language
//! and the round-wide [`CardEnv`], so saving one table re-renders that table only, not the 250 others of
//! a 1000-player round.
//!
//! The pieces: [`state`] (the stored table, the draft, what the rules say of it), [`actions`] (save,
//! confirm, keys), [`seats`] (the seats' table), [`notes`] (outcome, problems, impact, footer),
//! [`focus`] (where the keyboard goes), [`draft`] (a seat's typed entry).

mod actions;
mod draft;
mod focus;
mod notes;
mod seats;
mod state;

use crate::format;
use crate::journal;
use crate::model::Table;
use crate::ui::ctx;
use crate::words::msg;
use leptos::prelude::*;
use state::{peek, Card};
use std::collections::HashMap;

/// What every card of a round shares. One effect of the round compares these with the tournament
/// after each change and sets only what differs: a save sets its own table's signal and nothing else,
/// so it wakes one card, not the 250 cards' fields that read the lock and the format (each of them
/// was asked to check again after every change when these were memos of the tournament).
#[derive(Clone, Copy)]
pub struct CardEnv {
    /// What a seat records (the format's).
    pub entry: ReadSignal<Option<format::Entry>>,
    /// The tournament's settings: the rules every check and preview asks.
    pub settings: ReadSignal<Option<crate::model::Settings>>,
    /// A played, locked round is read-only until unlocked.
    pub read_only: ReadSignal<bool>,
    /// Each built card's table as stored, by number.
    tables: StoredValue<HashMap<u32, ArcRwSignal<Option<Table>>>>,
}

/// Sets `sig` to `now` only when it differs.
fn set_if_changed<T: PartialEq + Send + Sync + 'static>(sig: RwSignal<T>, now: T) {
    if sig.with_untracked(|x| *x != now) {
        sig.set(now);
    }
}

impl CardEnv {
    pub fn new(number: u32) -> Self {
        let cx = ctx();
        let locked = move |t: &crate::model::Tournament| journal::impact::results_locked(t, number);
        let entry = RwSignal::new(peek(|t| format::def(t).entry()));
        let settings = RwSignal::new(peek(|t| t.settings.clone()));
        let read_only = RwSignal::new(peek(locked).unwrap_or(false));
        let tables = StoredValue::new(HashMap::<u32, ArcRwSignal<Option<Table>>>::new());
        Effect::new(move |_| {
            cx.with_t(|t| {
                set_if_changed(entry, Some(format::def(t).entry()));
                if settings.with_untracked(|s| s.as_ref() != Some(&t.settings)) {
                    settings.set(Some(t.settings.clone()));
                }
                set_if_changed(read_only, locked(t));
                let round = t.round(number);
                tables.with_value(|known| {
                    for (n, sig) in known {
                        let now = round.and_then(|r| r.tables.iter().find(|x| x.number == *n));
                        if sig.with_untracked(|s| s.as_ref() != now) {
                            sig.set(now.cloned());
                        }
                    }
                })
            });
        });
        CardEnv {
            entry: entry.read_only(),
            settings: settings.read_only(),
            read_only: read_only.read_only(),
            tables,
        }
    }

    /// Table `table` of round `number` as stored, followed (read without tracking the tournament).
    fn table(self, number: u32, table: u32) -> ReadSignal<Option<Table>> {
        let sig = self.tables.with_value(|k| k.get(&table).cloned());
        let sig = sig.unwrap_or_else(|| {
            let now = peek(|t| {
                t.round(number)
                    .and_then(|r| r.tables.iter().find(|x| x.number == table).cloned())
            })
            .flatten();
            let sig = ArcRwSignal::new(now);
            self.tables.update_value(|k| {
                k.insert(table, sig.clone());
            });
            sig
        });
        RwSignal::from(sig).read_only()
    }
}

#[component]
pub fn TableCard(number: u32, table: u32, env: CardEnv) -> impl IntoView {
    let card = Card::new(number, table, env);
    let lang = move || ctx().lang.get();
    // What the card's frame depends on: who sits where at its table (not their results: a save
    // changes its fields, the state and the footer, never the frame), the language and the format's
    // words and fields. The frame reads nothing else tracked, so no change elsewhere (a lock, another
    // table, this table's scores) rebuilds it.
    let seating = Memo::new(move |_| {
        card.entry
            .stored
            .with(|t| t.as_ref().map(seating_of))
            .unwrap_or_default()
    });
    let look = Memo::new(move |_| {
        let lang = lang();
        (
            lang,
            env.entry.get(),
            card.entry.unit(lang),
            card.entry.decimals(),
        )
    });
    view! {
        {move || {
            // Read, not only tracked: a memo never read has no sources yet, so it would never say
            // that its table or the format's words changed.
            look.with(|_| ());
            seating.with(|_| ());
            card.entry.stored.get_untracked().map(|tab: Table| untrack(move || {
                crate::ui::shared::work_counts::bump("card");
                frame(card, tab)
            }))
        }}
    }
}

/// Who sits where at a table, and what the card's head says of it (ghost, group), as numbers.
fn seating_of(t: &Table) -> Vec<u32> {
    let head = [u32::from(t.ghost), u32::from(t.group)];
    head.into_iter()
        .chain(t.seats.iter().map(|s| s.player))
        .collect()
}

/// A card's frame, built again only when its seating or the format's words change.
fn frame(card: Card, tab: Table) -> impl IntoView {
    let lang = ctx().lang.get();
    let title = msg::SpeedTableNumber {
        number: &tab.number,
    }
    .text(lang);
    let size = format!("{} {}", tab.seats.len(), msg::UiPlayersCountWord.text(lang));
    // Complete by the rules: follows the table as stored (a save marks it without building it again).
    let complete = move || {
        card.entry.stored.with(|tab| {
            tab.as_ref()
                .and_then(|tab| peek(|t| format::table_state(t, tab).is_scored()))
                .unwrap_or(false)
        })
    };
    view! {
        <article class="table-card" class:complete=complete class:ghost=tab.ghost data-table=tab.number>
            <header>
                <h3>{title}</h3>
                <span class="size">{size}{tab.ghost.then(|| msg::UiGhost.str(lang))}{(tab.group > 0).then(|| format!(" · {} {}", msg::UiGroup.text(lang), tab.group))}</span>
            </header>
            {seats::seats_table(card, &tab.seats, lang)}
            {card.entry.shows(|e| e.outcome).then(|| notes::outcome_picker(card, &tab.seats, lang))}
            {notes::entry_notes(card)}
            {notes::impact_panel(card)}
            {notes::card_footer(card)}
        </article>
    }
}
