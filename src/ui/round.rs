//! The round page: draw the next round, the tables as cards, the conflict report with its bounds, hand
//! swaps with live counts, redraw only after confirmation, lock, and score entry table by table.

use super::conflicts::ConflictPanel;
use super::drawing::{self, How, What};
use super::names::name_of;
use super::progressive::{Progressive, Stages};
use super::projector::Projector;
use super::table_card::{CardEnv, TableCard};
use super::{ctx, Route, Tab};
use crate::format;
use crate::i18n::Lang;
use crate::journal::{self, Event};
use crate::model::{Phase, PlayerId, Round};
use crate::words::msg;
use leptos::prelude::*;

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

/// Whether a draw is under way (in the draw worker): the progress mark shows, the draw buttons wait.
/// The tournament's page provides it, so a draw under way is still shown after a visit to another tab.
fn drawing_now() -> RwSignal<bool> {
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
fn draw_and_record(what: What, how: How, busy: RwSignal<bool>) {
    if busy.get_untracked() {
        return;
    }
    busy.set(true);
    let cx = ctx();
    leptos::task::spawn_local(async move {
        let drawn = drawing::draw(cx, what, how).await;
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
                    crate::use_cases::next_round::dated_settings(t, number, &super::today())
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

/// After a draw the keyboard is at the first table's first score: a director types the
/// results at once, without a click or 33 Tab presses. Looked for over the next second while the round
/// page is built.
fn focus_first_score(attempt: u32) {
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

/// The progress mark of a draw under way.
#[component]
fn DrawingMark() -> impl IntoView {
    let cx = ctx();
    let busy = drawing_now();
    view! {
        <Show when=move || busy.get()>
            <p class="drawing" id="drawing" role="status"><progress></progress>" "{move || msg::SpeedDrawing.text(cx.lang.get())}</p>
        </Show>
    }
}

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
fn NextRound() -> impl IntoView {
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
    drawing::warm();
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
                <super::stale::StaleRound number/>
                <ConflictPanel number/>
            })}
            {move || edits_at.get().then(|| view! {
                <Show when=editable>
                    <SwapForm number/>
                </Show>
                <p class="legend entry-legend" id="entry-legend">{move || entry_legend(cx.lang.get())}</p>
                <super::proposals::Proposals number/>
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
                <super::documents::ScoreSheetsButton round=number/>
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
    if !locked && !super::stale::confirm_scoring(number) {
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

#[component]
fn SwapForm(number: u32) -> impl IntoView {
    let cx = ctx();
    let a = RwSignal::new(String::new());
    let b = RwSignal::new(String::new());
    let table = RwSignal::new(String::new());
    let seat = RwSignal::new(String::new());
    let player = RwSignal::new(String::new());
    let swap = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let (Ok(x), Ok(y)) = (
            a.get_untracked().trim().parse(),
            b.get_untracked().trim().parse(),
        ) else {
            cx.error(msg::UiSwapHint.text(cx.lang.get()));
            return;
        };
        // A player who is not in the round (a late entry, a substitute) takes the other's seat instead.
        let Some(event) = cx.with_t(|t| crate::use_cases::seating::exchange(t, number, x, y))
        else {
            return;
        };
        if !confirm_qualified(number, &event) {
            return;
        }
        if cx.dispatch(event) {
            a.set(String::new());
            b.set(String::new());
        }
    };
    let set_seat = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let parsed = (
            table.get_untracked().trim().parse::<u32>(),
            seat.get_untracked().trim().parse::<usize>(),
            player.get_untracked().trim().parse::<PlayerId>(),
        );
        let (Ok(tn), Ok(s), Ok(p)) = parsed else {
            cx.error(msg::UiSeatHint.text(cx.lang.get()));
            return;
        };
        if s == 0 {
            cx.error(msg::UiSeatFromOneHint.text(cx.lang.get()));
            return;
        }
        let event = crate::use_cases::seating::give_seat(number, tn, s - 1, p);
        if confirm_qualified(number, &event) {
            cx.dispatch(event);
        }
    };
    let input = move |sig: RwSignal<String>,
                      name: &'static str,
                      ph: fn(Lang) -> &'static str,
                      label: fn(Lang) -> &'static str| {
        view! {
            <input name=name inputmode="numeric" size="5" placeholder=move || ph(cx.lang.get()) aria-label=move || label(cx.lang.get()) prop:value=move || sig.get() on:input=move |ev| sig.set(event_target_value(&ev))/>
        }
    };
    view! {
        <div class="hand-edit">
            <form id="swap" on:submit=swap>
                <b>{move || msg::UiSwap.text(cx.lang.get())}</b>
                {input(a, "a", |l| msg::UiSwapId.str(l), |l| msg::UiSwapFirstPlayer.str(l))} <span>"↔"</span> {input(b, "b", |l| msg::UiSwapId.str(l), |l| msg::UiSwapSecondPlayer.str(l))}
                <button type="submit">{move || msg::UiSwap.text(cx.lang.get())}</button>
            </form>
            <form id="set-seat" on:submit=set_seat>
                <b>{move || msg::UiSeatHeading.text(cx.lang.get())}</b>
                {input(table, "table", |l| msg::UiSeatTableShort.str(l), |l| msg::UiSeatTable.str(l))} {input(seat, "seat", |l| msg::UiSeatSeatShort.str(l), |l| msg::UiSeatSeat.str(l))} {input(player, "player", |l| msg::UiSwapId.str(l), |l| msg::UiSeatPlayer.str(l))}
                <button type="submit">{move || msg::UiSet.text(cx.lang.get())}</button>
            </form>
        </div>
    }
}

/// In a semifinal or a final, seating a player who is not in the round changes who qualified: the
/// director is asked first, with both names. `true` = go ahead.
fn confirm_qualified(number: u32, event: &Event) -> bool {
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
