//! Drawing the next round from the round page: the panel that draws it (or says why not yet), the
//! series final's panel, the qualified players confirmed, and the mark shown while the draw runs.

use super::drawing::{How, What};
use super::{focus_first_score, phase_label};
use crate::format;
use crate::journal::Event;
use crate::model::Phase;
use crate::ui::shared::names::name_of;
use crate::ui::{ctx, Route, Tab};
use crate::words::msg;
use leptos::prelude::*;

/// Whether a draw is under way (in the draw worker): the progress mark shows, the draw buttons wait.
/// The tournament's page provides it, so a draw under way is still shown after a visit to another tab.
pub(super) fn drawing_now() -> RwSignal<bool> {
    use_context::<DrawingNow>()
        .map(|d| d.0)
        .unwrap_or_else(|| RwSignal::new(false))
}

/// Provides the tournament's page with its "draw under way" (one draw at a time). Provided anew each time
/// the page is built: a context left by an earlier page would hold a signal taken down with it.
pub fn provide_drawing_now() {
    provide_context(DrawingNow(RwSignal::new(false)));
}

#[derive(Clone, Copy)]
struct DrawingNow(RwSignal<bool>);

/// Draws `what` in the draw worker, the page free meanwhile, then records it (a new round, or the
/// round redrawn) and shows the round with the focus on its first score; a refusal shows as a banner.
pub(super) fn draw_and_record(what: What, how: How, busy: RwSignal<bool>) {
    if busy.get_untracked() {
        return;
    }
    busy.set(true);
    let cx = ctx();
    leptos::task::spawn_local(async move {
        let drawn = super::drawing::draw(cx, what, how).await;
        // Still under way while the round is recorded (the next-round panel does not ask its advice
        // again for the panel's last moment).
        let _done = Done(busy);
        match drawn {
            Some(Ok((next, report))) => {
                let number = next.number();
                let next = cx
                    .with_t(|t| next.clone().with_seat_secret(t, crate::store::random_u64))
                    .unwrap_or(next);
                // The round with its date, the device's today, unless it has one (the documents' rules
                // (the workbook layout)): saved together, so the page changes once.
                let dated = move |t: &crate::model::Tournament| {
                    crate::use_cases::next_round::dated_settings(t, number, &crate::ui::today())
                        .map(crate::use_cases::settings::change)
                };
                if cx.dispatch_with(next.into_event(), dated) {
                    // The worker's report: the round page shows it without checking the round again.
                    if let Some(report) = report {
                        super::conflicts::remember(cx, number, report);
                    }
                    if how == How::New {
                        cx.go(Route::Tournament {
                            id: cx.current_id(),
                            tab: Tab::Rounds(number),
                        });
                    }
                    focus_first_score(0);
                }
            }
            Some(Err(e)) => cx.error(e),
            None => {}
        }
    });
}

/// The draw no longer under way, when dropped.
struct Done(RwSignal<bool>);

impl Drop for Done {
    fn drop(&mut self) {
        self.0.try_set(false);
    }
}

/// The progress mark of a draw under way.
#[component]
pub(super) fn DrawingMark() -> impl IntoView {
    let cx = ctx();
    let busy = drawing_now();
    view! {
        <Show when=move || busy.get()>
            <p class="drawing" id="drawing" role="status"><progress></progress>" "{move || msg::SpeedDrawing.text(cx.lang.get())}</p>
        </Show>
    }
}

#[component]
pub(super) fn NextRound() -> impl IntoView {
    let cx = ctx();
    let busy = drawing_now();
    // Asked once a change (four parts of the panel read it), and not again for the round a draw has
    // just recorded: the panel is leaving for the round's page.
    let advice = Memo::new(move |old: Option<&Option<format::PhaseAdvice>>| match old {
        Some(old) if busy.get_untracked() => old.clone(),
        _ => cx.with_t(format::next_phase),
    });
    let advice = move || advice.get();
    // The draw worker starts now and compiles while the director reads the panel.
    super::drawing::warm();
    let draw_it = move |_| {
        let Some(number) = advice().map(|a| a.number) else {
            return;
        };
        draw_and_record(What::Round(number), How::New, busy);
    };
    view! {
        <section class="next-round card">
            {move || advice().map(|a| {
                let lang = cx.lang.get();
                view! {
                    <h2>{format!("{} {} — {}", msg::UiRound.text(lang), a.number, phase_label(a.phase, lang))}</h2>
                    <p id="advice">{a.explanation(lang)}</p>
                }
            })}
            <Show when=move || advice().is_some_and(|a| a.drawable)>
                <p>
                    <button id="draw" class="primary big" prop:disabled=move || busy.get() on:click=draw_it>{move || msg::UiRoundDrawButton.text(cx.lang.get())}</button>
                </p>
            </Show>
            <DrawingMark/>
            // The optional final of several games between the top two (a capability of the format):
            // offered once the earlier rounds make it possible, and its result once decided.
            <Show when=move || cx.with_t(|t| format::series_final(t).is_some_and(|f| f.available || f.result.is_some())).unwrap_or(false)>
                <SeriesFinalPanel/>
            </Show>
        </section>
    }
}

/// The optional final between the top two, best of 2 or 3 games (the format's capability; the Othello Swiss rulebook).
#[component]
fn SeriesFinalPanel() -> impl IntoView {
    let cx = ctx();
    // Best of 2 or 3: a tournament setting, stored (the final standings depend on it).
    let games = move || {
        cx.with_t(|t| format::series_final(t).map(|f| f.games))
            .flatten()
            .unwrap_or(3)
    };
    let set_games = move |n: u8| {
        if let Some(event) = cx
            .with_t(|t| crate::use_cases::settings::final_games(&t.settings, n))
            .flatten()
        {
            cx.dispatch(event);
        }
    };
    let started = move || {
        cx.with_t(|t| t.rounds.iter().any(|r| r.phase == Phase::Final))
            .unwrap_or(false)
    };
    let available = move || {
        cx.with_t(|t| format::series_final(t).is_some_and(|f| f.available))
            .unwrap_or(false)
    };
    let busy = drawing_now();
    let play = move |_| draw_and_record(What::SeriesFinal, How::New, busy);
    let result = move || {
        cx.with_t(|t| {
            format::series_final(t).and_then(|f| f.result).map(|r| {
                let lang = cx.lang.get();
                let why = r.decided_by.words(lang);
                format!(
                    "{}: {} ({}–{}, {} {}–{}){}",
                    msg::UiFinalWonBy.text(cx.lang.get()),
                    name_of(t, r.winner),
                    r.points.0,
                    r.points.1,
                    msg::UiDiscs.text(cx.lang.get()),
                    r.discs.0,
                    r.discs.1,
                    if why.is_empty() {
                        String::new()
                    } else {
                        format!(" — {why}")
                    }
                )
            })
        })
        .flatten()
    };
    view! {
        <div class="othello-final" id="othello-final">
            <h3>{move || msg::UiRoundFinalTopTwo.text(cx.lang.get())}</h3>
            <label class="check">{move || msg::UiBestOf.text(cx.lang.get())}
                <select id="othello-final-games" prop:disabled=started on:change=move |ev| set_games(event_target_value(&ev).parse().unwrap_or(3))>
                    <option value="2" selected=move || games() == 2>"2"</option>
                    <option value="3" selected=move || games() == 3>"3"</option>
                </select>
            </label>
            <Show when=available>
                <button id="othello-final-game" on:click=play>{move || if started() { msg::UiRoundFinalNextGame.text(cx.lang.get()) } else { msg::UiPlayTheFinal.text(cx.lang.get()) }}</button>
            </Show>
            {move || result().map(|r| view! { <p class="final-result"><b>{r}</b></p> })}
        </div>
    }
}

/// In a semifinal or a final, seating a player who is not in the round changes who qualified: the
/// director is asked first, with both names. `true` = go ahead.
pub(super) fn confirm_qualified(number: u32, event: &Event) -> bool {
    let cx = ctx();
    let lang = cx.lang.get_untracked();
    let Event::SeatSet {
        table,
        seat,
        player,
        ..
    } = event
    else {
        return true;
    };
    let question = cx
        .with_t(|t| {
            let round = t.round(number)?;
            if round.phase == Phase::Qualifying || round.find(*player).is_some() {
                return None;
            }
            let out = round
                .tables
                .iter()
                .find(|x| x.number == *table)?
                .seats
                .get(*seat)?
                .player;
            Some(
                msg::UiRoundSwapUnqualified {
                    player: &name_of(t, *player),
                    round: &phase_label(round.phase, lang),
                    other: &name_of(t, out),
                }
                .text(lang),
            )
        })
        .flatten();
    match question {
        None => true,
        Some(q) => web_sys::window().and_then(|w| w.confirm_with_message(&q).ok()) == Some(true),
    }
}
