//! The round page: draw the next round, the tables as cards, the conflict report with its bounds, hand
//! swaps with live counts, redraw only after confirmation, lock, and score entry table by table.

pub mod conflicts;
pub mod drawing;
pub mod next_round;
pub mod out_of_rules;
mod swaps;
pub mod table_card;
pub mod unsaved;

use super::progressive::{Progressive, Stages};
use super::projector::Projector;
use super::{ctx, Route, Tab};
use crate::format;
use crate::i18n::Lang;
use crate::journal;
use crate::model::{Phase, Round};
use crate::ui::shared::names::name_of;
use crate::words::msg;
use conflicts::ConflictPanel;
use drawing::{How, What};
use leptos::prelude::*;
use next_round::{draw_and_record, drawing_now, DrawingMark, NextRound};
use swaps::SwapForm;
use table_card::{CardEnv, TableCard};

pub fn phase_label(phase: Phase, lang: Lang) -> String {
    match phase {
        Phase::Qualifying => msg::UiQualifying.text(lang),
        Phase::Semifinal => msg::UiSemifinal.text(lang),
        Phase::Final => msg::UiFinal.text(lang),
    }
}

/// The tables a round page builds first, in the task after the page's own: one, the first screen's on
/// a phone (on a slow phone's first visit its code is also compiled as it first runs: that task's
/// whole budget). A faster device goes on in the same task, and the rest follow in short tasks
/// ([`Progressive`]).
const FIRST_TABLES: usize = 1;

#[component]
pub fn Rounds(selected: Option<u32>) -> impl IntoView {
    let cx = ctx();
    let id = move || {
        cx.open
            .with(|o| o.as_ref().map(|s| s.id.clone()))
            .unwrap_or_default()
    };
    // Memos: a saved result changes neither, so no save rebuilds the round page.
    let count = Memo::new(move |_| cx.with_t(|t| t.rounds.len() as u32).unwrap_or(0));
    let count = move || count.get();
    // Without a round in the address: the last round, or the next-round panel when there is none.
    let shown = Memo::new(move |_| {
        selected
            .filter(|&n| n >= 1 && n <= count())
            .or_else(|| (count() > 0 && selected.is_none()).then(count))
    });
    // The page shown follows a task later: a draw records its round in one task and the round's page
    // is built in the next, not both in one.
    let page = RwSignal::new(shown.get_untracked());
    Effect::new(move |_| {
        let now = shown.get();
        if page.get_untracked() != now {
            set_timeout(
                move || {
                    // Unless the page shown changed again meanwhile (or is gone).
                    if shown.try_get_untracked() == Some(now) {
                        page.try_set(now);
                    }
                },
                std::time::Duration::from_millis(0),
            );
        }
    });
    let shown = move || shown.get();
    let go = move |n: Option<u32>| {
        cx.go(Route::Tournament {
            id: id(),
            tab: Tab::Rounds(n.unwrap_or(0)),
        })
    };
    view! {
        <nav class="round-nav" id="round-nav">
            {move || (1..=count()).map(|n| view! {
                <button class:active=move || shown() == Some(n) on:click=move |_| go(Some(n))>
                    {move || format!("{} {n}", msg::UiRound.text(cx.lang.get()))}
                </button>
            }).collect_view()}
            <button id="next-round" class:active=move || shown().is_none() on:click=move |_| go(Some(count() + 1))>
                {move || msg::UiNextRound.text(cx.lang.get())}
            </button>
        </nav>
        {move || match page.get() {
            Some(n) => view! { <RoundView number=n/> }.into_any(),
            None => view! { <NextRound/> }.into_any(),
        }}
    }
}

#[component]
fn RoundView(number: u32) -> impl IntoView {
    let cx = ctx();
    let round = Memo::new(move |_| cx.with_t(|t| t.round(number).cloned()).flatten());
    // The tables' numbers: a saved result does not change them, so no save rebuilds a card but its own.
    let numbers = Memo::new(move |_| {
        round.with(|r| {
            r.as_ref()
                .map(|r| r.tables.iter().map(|t| t.number).collect::<Vec<_>>())
                .unwrap_or_default()
        })
    });
    let editable =
        move || round.with(|r| r.as_ref().is_some_and(|r| !r.locked && !r.has_results()));
    let byes = move || {
        round
            .with(|r| r.as_ref().map(|r| r.byes.clone()).unwrap_or_default())
            .into_iter()
            .map(|p| cx.with_t(|t| name_of(t, p)).unwrap_or_default())
            .collect::<Vec<_>>()
    };
    // The head in the page's own task, then the tables, the report and the hand edits, as many a task
    // as fit (the tables first).
    let tables = round_tables(number, numbers);
    let stages = Stages::new(2);
    let (report_at, edits_at) = (stages.at(1), stages.at(2));
    view! {
        <section class="round" id="round" data-round=number>
            {round_head(number, round)}
            {move || {
                let b = byes();
                (!b.is_empty()).then(|| view! { <p class="byes">{msg::UiSittingOut.str(cx.lang.get())}{b.join(", ")}</p> })
            }}
            <Show when=move || cx.with_t(|t| journal::impact::results_locked(t, number)).unwrap_or(false)>
                <p class="locked-note" id="locked-note">{move || msg::UiRoundLockedHint.text(cx.lang.get())}</p>
            </Show>
            <DrawingMark/>
            {move || report_at.get().then(|| view! {
                <out_of_rules::OutOfRulesRound number/>
                <ConflictPanel number/>
            })}
            {move || edits_at.get().then(|| view! {
                <Show when=editable>
                    <SwapForm number/>
                </Show>
                <p class="legend entry-legend" id="entry-legend">{move || entry_legend(cx.lang.get())}</p>
                <crate::ui::phones::proposals::Proposals number/>
            })}
            {tables}
        </section>
    }
}

/// The round's tables as cards: none in the page's own task, the first screen's in the next, then a
/// batch a task until all are built.
fn round_tables(number: u32, numbers: Memo<Vec<u32>>) -> impl IntoView {
    let built = Progressive::new(move || numbers.with(Vec::len), || 0, FIRST_TABLES);
    let env = CardEnv::new(number);
    view! {
        // `data-built="all"` once every table is built (the browser tests wait for it on long rounds).
        <div class="tables" id="tables" data-built=move || if built.all() { "all" } else { "some" }>
            <For each=move || numbers.get().into_iter().take(built.count()) key=|n| *n children=move |table| view! { <TableCard number table env/> }/>
        </div>
    }
}

/// The round's title with its state, and its actions: projector, score sheets, lock, redraw, delete.
fn round_head(number: u32, round: Memo<Option<Round>>) -> impl IntoView {
    let cx = ctx();
    let busy = drawing_now();
    let is_last = move || {
        cx.with_t(|t| t.rounds.len() as u32 == number)
            .unwrap_or(false)
    };
    let editable =
        move || round.with(|r| r.as_ref().is_some_and(|r| !r.locked && !r.has_results()));
    let id = move || {
        cx.open
            .with(|o| o.as_ref().map(|s| s.id.clone()))
            .unwrap_or_default()
    };
    let redraw = move |_| {
        let lang = cx.lang.get_untracked();
        let q = format!(
            "{} {number}? {}",
            msg::UiRedrawRound.text(lang),
            msg::UiRoundRedrawConfirm.text(lang)
        );
        if web_sys::window().and_then(|w| w.confirm_with_message(&q).ok()) != Some(true) {
            return;
        }
        draw_and_record(What::Round(number), How::Again, busy);
    };
    let delete = move |_| {
        let lang = cx.lang.get_untracked();
        let q = format!("{} {number}?", msg::UiRoundDeleteConfirm.text(lang));
        if web_sys::window().and_then(|w| w.confirm_with_message(&q).ok()) == Some(true)
            && cx.dispatch(crate::use_cases::seating::delete_last(number))
        {
            cx.go(Route::Tournament {
                id: id(),
                tab: Tab::Rounds(0),
            });
        }
    };
    let locked = move || round.with(|r| r.as_ref().is_some_and(|r| r.locked));
    let status = move || round.with(|r| r.as_ref().map(|r| round_status(r, cx.lang.get())));
    view! {
        <div class="round-head">
            <h2>{move || format!("{} {number}", msg::UiRound.text(cx.lang.get()))} <small id="round-status">{status}</small></h2>
            <div class="round-actions">
                <a class="button" id="projector-link" href=move || Route::Projector { id: id(), what: Projector::Tables(number) }.href() target="_blank">
                    {move || msg::UiProjector.text(cx.lang.get())}
                </a>
                <super::documents::downloads::ScoreSheetsButton round=number/>
                <button id="lock" on:click=move |_| toggle_lock(number, round)>{move || if locked() { msg::UiUnlock.text(cx.lang.get()) } else { msg::UiLockPlayStarts.text(cx.lang.get()) }}</button>
                <Show when=move || is_last() && editable()>
                    <button id="redraw" prop:disabled=move || busy.get() on:click=redraw>{move || msg::UiRedraw.text(cx.lang.get())}</button>
                    <button id="delete-round" class="danger" on:click=delete>{move || msg::UiDeleteRound.text(cx.lang.get())}</button>
                </Show>
            </div>
        </div>
    }
}

/// Locks the round (play starts) or unlocks it; unlocking a played round asks first: its results
/// become editable.
fn toggle_lock(number: u32, round: Memo<Option<Round>>) {
    let cx = ctx();
    let locked = round.with_untracked(|r| r.as_ref().is_some_and(|r| r.locked));
    let played = round.with_untracked(|r| r.as_ref().is_some_and(|r| r.has_results()));
    if locked && played {
        let lang = cx.lang.get_untracked();
        let q = msg::UiRoundUnlockConfirm { number: &number }.text(lang);
        if web_sys::window().and_then(|w| w.confirm_with_message(&q).ok()) != Some(true) {
            return;
        }
    }
    // Play does not start unawares at tables the rules no longer give.
    if !locked && !out_of_rules::confirm_scoring(number) {
        return;
    }
    cx.dispatch(crate::use_cases::seating::lock(number, !locked));
}

/// The round's state: its phase, the tables complete by the rules (a level top still to order is
/// not, the format's one answer), its seed, and whether it is locked.
fn round_status(r: &Round, lang: Lang) -> String {
    let done = ctx()
        .with_t(|t| {
            r.tables
                .iter()
                .filter(|tb| format::table_state(t, tb).is_scored())
                .count()
        })
        .unwrap_or(0);
    format!(
        "{} · {} {}/{} · {} {}{}",
        phase_label(r.phase, lang),
        msg::UiTablesComplete.text(lang),
        done,
        r.tables.len(),
        msg::UiSeed.text(lang),
        r.seed,
        if r.locked {
            msg::UiLocked.str(lang)
        } else {
            ""
        }
    )
}

/// The legend above the tables: what a seat records in this format, and the keys.
fn entry_legend(lang: Lang) -> String {
    let cx = ctx();
    let e = cx.with_t(|t| format::def(t).entry());
    let unit = cx
        .with_t(|t| format::def(t).unit_word(lang))
        .unwrap_or_default();
    let has = |f: fn(&format::Entry) -> bool| e.as_ref().is_some_and(f);
    let mut parts = Vec::new();
    if has(|e| e.colours) {
        parts.push(msg::UiRoundLegendDiscs.text(lang));
    } else {
        // The seat's number as the format counts it; the RisiKo! flag only where it exists.
        parts.push(msg::UiRoundLegendUnit { unit: &unit }.text(lang));
        if has(|e| e.risiko) {
            parts.push(msg::UiRoundLegendRisiko.text(lang));
        }
        if has(|e| e.eliminated) {
            parts.push(msg::UiRoundLegendElimination.text(lang));
        }
        if has(|e| e.outside_objective) {
            parts.push(msg::UiRoundLegendObjectiveOrder.text(lang));
        }
    }
    if has(|e| e.tie_order) {
        parts.push(msg::UiRoundLegendTie.text(lang));
    }
    // The keys: Tab goes score to score, the rare fields by their letters.
    let mut keys = Vec::new();
    if has(|e| e.risiko && !e.colours) {
        keys.push(msg::UiRoundLegendRisikoShort.text(lang));
    }
    if has(|e| e.outside_objective) {
        keys.push(msg::UiRoundLegendObjectiveOrderShort.text(lang));
    }
    if has(|e| e.tie_order) {
        keys.push(msg::UiRoundLegendTieShort.text(lang));
    }
    parts.push(if keys.is_empty() {
        msg::UiRoundKeysHint.text(lang)
    } else {
        msg::UiRoundKeysHintTie {
            keys: &keys.join(", "),
        }
        .text(lang)
    });
    parts.join(" · ")
}

/// After a draw the keyboard is at the first table's first score: a director types the
/// results at once, without a click or 33 Tab presses. Looked for over the next second while the round
/// page is built.
pub(super) fn focus_first_score(attempt: u32) {
    set_timeout(
        move || {
            use wasm_bindgen::JsCast;
            let input = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| {
                    d.query_selector("#tables .table-card input[name=points]:not(:disabled)")
                        .ok()
                        .flatten()
                })
                .and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok());
            match input {
                Some(input) => {
                    let _ = input.focus();
                }
                None if attempt < 40 => focus_first_score(attempt + 1),
                None => {}
            }
        },
        std::time::Duration::from_millis(if attempt == 0 { 0 } else { 25 }),
    );
}
