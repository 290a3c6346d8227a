//! The players page (iscritti): fast keyboard entry (Enter saves and starts the next player, from any
//! field, the region list too; club and region carry over to the next player, as directors register a
//! club's players one after another), edit, remove, check-in before round 1 (who is present), late entries
//! and withdrawals once the tournament runs, search, club suggestions and the region list.

mod check_in;
mod form;
pub mod register;

use super::ctx;
use super::progressive::{Progressive, Stages};
use crate::i18n::Lang;
use crate::model::search::Query;
use crate::model::{fold, Player};
use crate::words::msg;
use check_in::CheckIn;
use form::{Form, PlayerForm};
use leptos::prelude::*;

/// The players' rows the list builds first, in the task after its own (what a slow phone builds in one
/// short task); a faster device goes on in the same task, and the rest follow in short tasks
/// ([`Progressive`]).
const FIRST_ROWS: usize = 8;

/// The players' page: check-in, the form that adds and edits a player, and the list. Built a part a
/// task ([`Stages`]): check-in, then the form's fields, then the rest of the form, then the list,
/// whose rows follow a batch a task; on a slow phone's first visit, when each part's code is also
/// compiled as it first runs, no task builds the whole page.
#[component]
pub fn Players(
    /// Whether the page is on screen: it stays, hidden, on the other tabs, and meanwhile its list
    /// follows no change (brought up to date when shown again).
    shown: Memo<bool>,
) -> impl IntoView {
    let cx = ctx();
    let next_id = move || cx.with_t(|t| t.next_player_id()).unwrap_or(1);
    let form = RwSignal::new(Form::blank(untrack(next_id)));
    let problem = RwSignal::new(None::<String>);
    let first_input = NodeRef::<leptos::html::Input>::new();
    // The players' register on this device: grows at each load (the national ranking's rules).
    let register = RwSignal::new(0u32);
    let rounds = move || cx.with_t(|t| t.rounds.len()).unwrap_or(0);
    // Whether the tournament started is in each row's key: while hidden it keeps its value too, or the
    // first draw would build the 1000 hidden rows again in the draw's own task.
    let started = Memo::new(move |old: Option<&bool>| match old {
        Some(&old) if !shown.get() => old,
        _ => rounds() > 0,
    });
    let players = Memo::new_owning(move |old: Option<Vec<Player>>| match old {
        Some(old) if !shown.get() => (old, false),
        old => {
            let new = cx.with_t(|t| t.players.clone()).unwrap_or_default();
            let changed = old.as_ref() != Some(&new);
            (new, changed)
        }
    });
    let edit = move |p: Player| {
        form.set(Form::of(&p));
        problem.set(None);
        if let Some(input) = first_input.get() {
            let _ = input.focus();
        }
    };
    let stages = Stages::new(4);
    let (check_in, form_at, rest_at, list_at) =
        (stages.at(1), stages.at(2), stages.at(3), stages.at(4));

    view! {
        <section class="players">
            {move || check_in.get().then(|| view! {
                <CheckIn players/>
                <register::RegisterLoad version=register/>
            })}
            {move || form_at.get().then(|| view! { <PlayerForm players form problem first_input register rest=rest_at/> })}
            {move || list_at.get().then(|| view! { <PlayerList players started edit/> })}
        </section>
    }
}

/// The search and the list of players, its rows a batch a task ([`Progressive`]).
#[component]
fn PlayerList(
    players: Memo<Vec<Player>>,
    started: Memo<bool>,
    edit: impl Fn(Player) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let cx = ctx();
    let search = RwSignal::new(String::new());
    let listed = Memo::new(move |_| {
        // Any part and any order of the words, every Latin letter folded.
        let q = Query::new(&search.get());
        players.with(|ps| {
            ps.iter()
                .filter(|p| q.finds_player(p, &[&p.club, &p.region]))
                .cloned()
                .collect::<Vec<_>>()
        })
    });
    // The language and whether the tournament started are in every row: when they change the rows
    // are built again, a batch a task too.
    let built = Progressive::new(
        move || listed.with(Vec::len),
        move || cx.lang.get() as usize * 2 + usize::from(started.get()),
        FIRST_ROWS,
    );
    view! {
        <div class="toolbar">
            <input type="search" id="search" aria-label=move || msg::UiSearchAPlayer.text(cx.lang.get()) placeholder=move || msg::UiPlayersSearchPlaceholder.text(cx.lang.get())
                   prop:value=move || search.get() on:input=move |ev| search.set(event_target_value(&ev))/>
        </div>
        <table class="list" id="players">
            <thead><tr>
                <th class="num">"ID"</th><th>{move || msg::UiFirstName.text(cx.lang.get())}</th><th>{move || msg::UiLastName.text(cx.lang.get())}</th>
                <th>"Nick"</th><th>"Club"</th><th>{move || msg::UiRegion.text(cx.lang.get())}</th><th>{move || if started.get() { msg::UiTakesPart.text(cx.lang.get()) } else { msg::UiPresent.text(cx.lang.get()) }}</th><th><span class="sr-only">{move || msg::UiActions.text(cx.lang.get())}</span></th>
            </tr></thead>
            // `data-built="all"` once every row is built.
            <tbody data-built=move || if built.all() { "all" } else { "some" }>
                // Rows without a reactive part of their own: the language and whether the
                // tournament started are in the key, so a row is rebuilt when they change (rarely) and
                // 1000 rows cost no subscriptions to build or to drop when the page is left.
                <For each=move || { let lang = cx.lang.get(); let started = started.get(); listed.get().into_iter().take(built.count()).map(move |p| (p, lang, started)) }
                     key=|(p, lang, started)| (p.id, p.first_name.clone(), p.last_name.clone(), p.nick.clone(), p.club.clone(), p.region.clone(), p.participating, *lang, *started)
                     children=move |(p, lang, started)| view! { <PlayerRow p edit lang started/> }/>
            </tbody>
        </table>
    }
}

#[component]
fn PlayerRow(
    p: Player,
    edit: impl Fn(Player) + Copy + Send + Sync + 'static,
    lang: Lang,
    started: bool,
) -> impl IntoView {
    let cx = ctx();
    let id = p.id;
    let participating = p.participating;
    // Withdrawn is for who played and left; who never played is absent.
    let played = cx
        .with_t(|t| {
            t.rounds
                .iter()
                .any(|r| r.find(id).is_some() || r.byes.contains(&id))
        })
        .unwrap_or(false);
    let for_edit = p.clone();
    let full = p.full_name();
    let column = if started {
        msg::UiTakesPart.text(lang)
    } else {
        msg::UiPresent.text(lang)
    };
    let check_label = if started {
        format!("{} {full}", msg::UiPlayersTakesPartLabel.text(lang))
    } else {
        format!("{} {full}", msg::UiPlayersPresentLabel.text(lang))
    };
    let status = (!participating).then(|| {
        if started && played {
            msg::UiWithdrawn.text(lang)
        } else {
            msg::UiAbsent.text(lang)
        }
    });
    // The question names the player, his ID and club: "Eliminare il giocatore 11?"
    // said nothing a director could check.
    let named = if p.club.trim().is_empty() {
        format!("{full} (ID {id})")
    } else {
        format!("{full} (ID {id}, {})", p.club.trim())
    };
    let (edit_word, remove_word) = (msg::UiEdit.text(lang), msg::UiRemove.text(lang));
    let edit_label = format!("{edit_word} {full}");
    let remove_label = format!("{remove_word} {full}");
    let remove = move |_| {
        let lang = cx.lang.get_untracked();
        let q = format!("{} {named}?", msg::UiRemoveThePlayer.text(lang));
        if web_sys::window().and_then(|w| w.confirm_with_message(&q).ok()) == Some(true) {
            cx.dispatch(crate::use_cases::players::remove(id));
        }
    };
    view! {
        <tr class:out=!participating data-id=id>
            <td class="num">{id}</td><td class="p-first">{p.first_name}</td><td class="p-last">{p.last_name}</td><td class="p-nick">{p.nick}</td>
            <td class="p-club">{p.club}</td><td class="p-region">{p.region}</td>
            <td class="p-part"><label class="check">
                <input type="checkbox" class="participating" prop:checked=participating aria-label=check_label
                       on:change=move |ev| { cx.dispatch(crate::use_cases::players::check_in(id, event_target_checked(&ev))); }/>
                // The column's word beside the box, shown where the list is cards (a phone) and the header is not.
                <span class="check-word" aria-hidden="true">{column}</span>
                {status.map(|s| view! { <span class="status">{s}</span> })}
            </label></td>
            <td class="actions">
                <button on:click=move |_| edit(for_edit.clone()) aria-label=edit_label>{edit_word}</button>
                <button class="danger" on:click=remove aria-label=remove_label>{remove_word}</button>
            </td>
        </tr>
    }
}

/// Club suggestions: the clubs already in this tournament, then the official list.
pub(super) fn club_suggestions(players: &[Player]) -> Vec<String> {
    let mut seen = std::collections::HashSet::new();
    let mut list: Vec<String> = Vec::new();
    let mine = players.iter().map(|p| p.club.clone());
    for c in mine.chain(
        raduno_files::workbook::official_clubs()
            .iter()
            .map(|s| s.to_string()),
    ) {
        if !c.trim().is_empty() && seen.insert(fold(&c)) {
            list.push(c);
        }
    }
    list
}
