//! The card that applies this tournament to the list ([`RatingHistory::apply`]) and undoes it
//! ([`RatingHistory::undo`]), with what applying will do and what stops it.

use super::{when, Keeper};
use crate::i18n::{Lang, Localized};
use crate::rating::history::{prepare, ApplyRefused, NotReady, Preview, RatingHistory};
use crate::store;
use crate::ui::ctx;
use crate::words::msg;
use leptos::prelude::*;

/// The card that applies this tournament to the list: who is found and who enters unrated, what stops
/// it, and once applied, undoing it.
#[component]
pub(super) fn ApplyCard(
    stored: Memo<Option<RatingHistory>>,
    keeper: Keeper,
    apply_error: RwSignal<Option<String>>,
) -> impl IntoView {
    let cx = ctx();
    // Before applying: the tournament's players found in the list and those who will enter it unrated.
    let preview = Memo::new(move |_| {
        let s = stored.get()?;
        cx.with_t(|t| s.preview(t)).flatten()
    });
    let readiness = Memo::new(move |_| {
        let lang = cx.lang.get();
        cx.with_t(|t| prepare(t).err().map(|why| not_ready(&why, lang)))
            .flatten()
    });
    // The list already holds these very games (it was exported after applying them): said before the click.
    let already = Memo::new(move |_| {
        let s = stored.get()?;
        cx.with_t(|t| s.holds_already(t)).filter(|&held| held)
    });

    view! {
        <div class="card">
            <h2>{move || msg::UiRatingApplyHeading.text(cx.lang.get())}</h2>
            {move || {
                let lang = cx.lang.get();
                match (stored.get(), preview.get()) {
                    (None, _) => view! { <p class="hint">{msg::UiRatingApplyNeedsList.text(lang)}</p> }.into_any(),
                    (Some(RatingHistory { applied: Some(a), .. }), _) => {
                        view! {
                            <p class="applied" id="rating-applied">{msg::UiRatingApplied { date: &when(a.at_ms), players: &a.update.players.len() }.text(lang)}</p>
                            <p><button id="rating-undo" on:click=move |_| undo_application(stored, keeper, apply_error)>{msg::UiRatingRestore.text(lang)}</button></p>
                        }.into_any()
                    }
                    (Some(_), preview) => view! {
                        {preview.map(|preview| view! { <ApplySummary preview lang/> })}
                        {readiness.get().map(|r| view! { <p class="hint warn" id="rating-not-ready">{r}</p> })}
                        {already.get().map(|_| view! { <p class="hint warn" id="rating-already">{msg::UiRatingAlreadyApplied.text(lang)}</p> })}
                        <p><button id="rating-apply" class="primary" on:click=move |_| apply_to_list(stored, keeper, apply_error)>{msg::UiRatingApply.text(lang)}</button></p>
                    }.into_any(),
                }
            }}
            {move || apply_error.get().map(|e| view! { <p class="field-error" id="rating-error" role="alert">{e}</p> })}
        </div>
    }
}

/// What applying will do ([`RatingHistory::preview`]): the rounds and games, the players the list
/// holds, and those who will enter it unrated (a spelling to check).
#[component]
fn ApplySummary(preview: Preview, lang: Lang) -> impl IntoView {
    let Preview {
        games,
        rounds,
        found,
        newcomers: new,
    } = preview;
    let new_text = (!new.is_empty()).then(|| {
        view! {
            <p class="new-players" id="rating-new-players">
                {msg::UiRatingNewcomers { new: &new.len() }.text(lang)}
                <b>{new.join(", ")}</b>
                <br/><small>{msg::UiRatingSpellingHint.str(lang)}</small>
            </p>
        }
    });
    view! {
        <p id="rating-summary">{msg::UiRatingSummary { rounds: &rounds, games: &games, found: &found }.text(lang)}</p>
        {new_text}
    }
}

/// Applies this tournament to the stored list, keeping the list as it was for an undo; what stops it
/// (no list, applied already, rounds not finished, the rating's refusal) is said in `apply_error`.
fn apply_to_list(
    stored: Memo<Option<RatingHistory>>,
    keeper: Keeper,
    apply_error: RwSignal<Option<String>>,
) {
    let cx = keeper.cx;
    let lang = cx.lang.get_untracked();
    apply_error.set(None);
    let Some(current) = stored.get_untracked() else {
        apply_error.set(Some(msg::UiRatingApplyNoList.text(lang)));
        return;
    };
    let Some(result) = cx.with_t(|t| current.apply(t, store::now_ms())) else {
        return;
    };
    match result {
        Ok(next) => {
            let players = next.applied.as_ref().map_or(0, |a| a.update.players.len());
            if keeper.write(Some(next)) {
                cx.info(format!(
                    "{} {players} {}",
                    msg::UiTournamentApplied.text(lang),
                    msg::UiPlayersUpdated.text(lang)
                ));
            }
        }
        Err(refused) => apply_error.set(Some(refusal(&refused, lang))),
    }
}

/// Why the tournament cannot be applied yet, in words.
fn not_ready(why: &NotReady, lang: Lang) -> String {
    match why {
        NotReady::NoRounds => msg::UiRatingNothingToApply.str(lang).into(),
        NotReady::RoundsIncomplete { open } => {
            let open: Vec<String> = open.iter().map(u32::to_string).collect();
            msg::UiRatingRoundsIncomplete {
                open: &open.join(", "),
            }
            .text(lang)
        }
        NotReady::RoundsUnplayed { planned, played } => {
            msg::UiRatingRoundsUnplayed { planned, played }.text(lang)
        }
    }
}

/// Why an application is refused, in words.
fn refusal(refused: &ApplyRefused, lang: Lang) -> String {
    match refused {
        ApplyRefused::AppliedAlready { at_ms } => msg::UiRatingAppliedOn {
            date: &when(*at_ms),
        }
        .text(lang),
        ApplyRefused::NotReady(why) => not_ready(why, lang),
        ApplyRefused::Rating(e) => e.text(lang),
    }
}

/// Puts back the list as it was before this tournament was applied, once the director confirms.
fn undo_application(
    stored: Memo<Option<RatingHistory>>,
    keeper: Keeper,
    apply_error: RwSignal<Option<String>>,
) {
    let cx = keeper.cx;
    let lang = cx.lang.get_untracked();
    let Some(current) = stored.get_untracked() else {
        return;
    };
    let Some(before) = current.undo() else {
        return;
    };
    let q = msg::UiRatingRestoreConfirm.text(lang);
    if web_sys::window().and_then(|w| w.confirm_with_message(&q).ok()) != Some(true) {
        return;
    }
    if keeper.write(Some(before)) {
        apply_error.set(None);
        cx.info(msg::UiPreviousListRestored.text(lang));
    }
}
