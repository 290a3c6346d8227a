//! A drawn round that no longer follows the rules: after a correction of an earlier
//! round, the semifinals (or the final, or tables the rules fix) may no longer hold the players or the
//! bands the rules give. The round page and the projector say so, with the words of the format layer's
//! one answer ([`crate::journal::impact::drift`]); the round page offers to draw it again (all of it, or only
//! the tables that no longer follow the rules) and asks before a result is saved at such a round.

use crate::model::Tournament;
use crate::ui::ctx;
use crate::ui::round::drawing::{self, How, What};
use crate::words::msg;
use leptos::prelude::*;

/// The drift of round `number` in words, in the chosen language (empty when it follows the rules).
fn drift_lines(t: &Tournament, number: u32, lang: crate::i18n::Lang) -> Vec<String> {
    crate::journal::impact::drift(t, number).lines(t, lang)
}

/// The drift of round `number` when it is not played yet: a played round is history, said on its page and asked nothing about.
fn unplayed_drift_lines(t: &Tournament, number: u32, lang: crate::i18n::Lang) -> Vec<String> {
    crate::use_cases::next_round::unplayed_drift(t, number).lines(t, lang)
}

/// Draws round `number` again in the draw worker (keeping the tables that still follow the rules when
/// `keep`) and records it; `busy` keeps it to one redraw at a time.
fn redraw_round(cx: crate::ui::Ctx, number: u32, keep: bool, busy: RwSignal<bool>) {
    if busy.get_untracked() {
        return;
    }
    busy.set(true);
    let how = if keep { How::KeepingTables } else { How::Again };
    leptos::task::spawn_local(async move {
        let drawn = drawing::draw(cx, What::Round(number), how).await;
        busy.set(false);
        let lang = cx.lang.get_untracked();
        match drawn {
            Some(Ok((next, report))) => {
                let next = cx
                    .with_t(|t| next.clone().with_seat_secret(t, crate::store::random_u64))
                    .unwrap_or(next);
                // Recorded, or refused by the journal (its banner is up).
                if cx.dispatch(next.into_event()) {
                    if let Some(report) = report {
                        crate::ui::round::conflicts::remember(cx, number, report);
                    }
                    cx.info(msg::UiStaleRedrawn { number: &number }.text(lang));
                }
            }
            Some(Err(e)) => cx.error(e),
            None => {}
        }
    });
}

/// The banner on the round page: what no longer follows the rules, and the redraws that are possible
/// (a round not played yet, the last one drawn).
#[component]
pub fn OutOfRulesRound(number: u32) -> impl IntoView {
    let cx = ctx();
    let drift = Memo::new(move |_| {
        cx.with_t(|t| crate::journal::impact::drift(t, number))
            .unwrap_or_default()
    });
    let lines = move || {
        let lang = cx.lang.get();
        drift.track();
        cx.with_t(|t| drift_lines(t, number, lang))
            .unwrap_or_default()
    };
    // A redraw replaces the round: only the last round, not locked and without results.
    let redrawable = move || {
        cx.with_t(|t| {
            t.rounds.len() as u32 == number
                && t.round(number)
                    .is_some_and(|r| !r.locked && !r.has_results())
        })
        .unwrap_or(false)
    };
    let can_keep = move || {
        drift.with(|d| d.round.is_some())
            && cx
                .with_t(|t| crate::journal::impact::can_redraw_keeping(t, number))
                .unwrap_or(false)
    };
    // Drawn in the draw worker, as the next round is; one redraw at a time.
    let busy = RwSignal::new(false);
    let redraw = move |keep: bool| redraw_round(cx, number, keep, busy);
    // A played round is history: how it was drawn is a note, never a stop.
    let played = move || {
        cx.with_t(|t| t.round(number).is_some_and(|r| r.has_results()))
            .unwrap_or(false)
    };
    move || {
        let lines = lines();
        if !lines.is_empty() && played() {
            let lang = cx.lang.get();
            return Some(view! {
                <div class="note history" id="stale-history">
                    <p><b>{msg::LegacyUiPlayedRoundBreaksDrawRules { number: &number }.text(lang)}</b></p>
                    <ul>{lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
                </div>
            }.into_any());
        }
        (!lines.is_empty()).then(|| {
            let lang = cx.lang.get();
            view! {
                <div class="stale" id="stale" role="alert">
                    <p><b>{msg::UiStaleRoundHeading { number: &number }.text(lang)}</b>{msg::UiStaleCause.str(lang)}</p>
                    <ul>{lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
                    {move || if redrawable() {
                        view! {
                            <p class="stale-actions">
                                <button id="stale-redraw" class="primary" on:click=move |_| redraw(false)>
                                    {msg::UiStaleRedraw.text(cx.lang.get())}
                                </button>
                                <Show when=can_keep>
                                    <button id="stale-redraw-keep" on:click=move |_| redraw(true)>
                                        {msg::UiStaleRedrawTables.text(cx.lang.get())}
                                    </button>
                                </Show>
                            </p>
                        }.into_any()
                    } else {
                        view! {
                            <p class="stale-actions">{msg::UiStaleRoundInPlay.text(cx.lang.get())}</p>
                        }.into_any()
                    }}
                </div>
            }.into_any()
        })
    }
}

/// The projector's line: the tables shown are not final (the director is drawing them again).
#[component]
pub fn OutOfRulesNote(number: u32) -> impl IntoView {
    let cx = ctx();
    move || {
        let lang = cx.lang.get();
        let lines = cx
            .with_t(|t| unplayed_drift_lines(t, number, lang))
            .unwrap_or_default();
        (!lines.is_empty()).then(|| {
            view! {
                <p class="stale p-stale" id="p-stale" role="alert">
                    <b>{msg::UiStaleTablesNotFinal { number: &number }.text(lang)}</b>
                    {lines.join(" · ")}
                </p>
            }
        })
    }
}

/// The standings page's line: the rounds already drawn that no longer follow the rules, each with a
/// link to its page (where it can be drawn again).
#[component]
pub fn RoundsOutOfRules() -> impl IntoView {
    let cx = ctx();
    move || {
        let lang = cx.lang.get();
        let drifts = cx
            .with_t(|t| {
                crate::journal::impact::drifts(t)
                    .into_iter()
                    .filter(|(n, _)| !t.round(*n).is_some_and(|r| r.has_results()))
                    .map(|(n, d)| (n, d.lines(t, lang).join(" · ")))
                    .collect::<Vec<_>>()
            })
            .unwrap_or_default();
        (!drifts.is_empty()).then(|| {
            let id = cx.current_id();
            view! {
                <div class="stale" id="standings-stale" role="alert">
                    {drifts.into_iter().map(|(n, words)| {
                        let href = crate::ui::Route::Tournament { id: id.clone(), tab: crate::ui::Tab::Rounds(n) }.to_hash();
                        view! {
                            <p><a href=href>{msg::UiStaleRoundLink { round: &n }.text(lang)}</a>": "{words}</p>
                        }
                    }).collect_view()}
                </div>
            }
        })
    }
}

/// Before a result is saved at a round that no longer follows the rules, the director is asked once
/// (per round and drift) whether to score it as it is. `true` = go ahead.
pub fn confirm_scoring(number: u32) -> bool {
    let cx = ctx();
    let lang = cx.lang.get_untracked();
    let Some(lines) = cx.with_t(|t| unplayed_drift_lines(t, number, lang)) else {
        return true;
    };
    if lines.is_empty() {
        return true;
    }
    let key = format!("{}#{number}#{}", cx.current_id(), lines.join("|"));
    if ACCEPTED.with(|a| a.borrow().contains(&key)) {
        return true;
    }
    let q = msg::UiStaleRoundConfirm {
        number: &number,
        tables: &lines.join("\n"),
    }
    .text(lang);
    let yes = web_sys::window().and_then(|w| w.confirm_with_message(&q).ok()) == Some(true);
    if yes {
        ACCEPTED.with(|a| a.borrow_mut().insert(key));
    }
    yes
}

thread_local! {
    /// Drifts the director chose to play as they are (this session): asked once, not at every table.
    static ACCEPTED: std::cell::RefCell<std::collections::HashSet<String>> = Default::default();
}
