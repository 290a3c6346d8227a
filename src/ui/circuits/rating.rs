//! A rating circuit's part of the circuits page (rules `{"rating": "weng-lin"}`, a rating for RisiKo! tables): the
//! list by the conservative rating μ − 3σ with μ, σ, the games and *provisional* under 5, each
//! player's games (tournament, round, table, place, the place expected and the change), the same
//! documents as a circuit's standings and the projector.
//!
//! Nothing here rates anyone: [`crate::circuit::rated::rate`] does, from the games the circuit's
//! tournaments keep.

use super::held_of;
use super::standings::{CircuitDocuments, PROJECTOR_ROWS};
use crate::circuit::rated::{self, output, RatedRow, RatingList};
use crate::circuit::{Circuit, Held, Snapshot};
use crate::i18n::Lang;
use crate::store::circuits as cstore;
use crate::ui::{ctx, Route};
use crate::words::msg;
use leptos::prelude::*;

/// The rating list under the circuit's rules and tournaments, its documents and each player's games.
#[component]
pub fn RatingSection(
    circuit: RwSignal<Option<Circuit>>,
    snapshot: Memo<Snapshot>,
) -> impl IntoView {
    let cx = ctx();
    let list = Memo::new(move |_| snapshot.with(|s| rated::rate(&s.rules, &s.held)));
    let printed =
        Callback::new(move |lang: Lang| list.with_untracked(|l| output::printed(l, lang)));
    view! {
        <CircuitDocuments circuit printed rating=true/>
        <p class="hint" id="rating-hint">{move || msg::UiTableRatingHint.text(cx.lang.get())}</p>
        <RatingTables list big=false/>
    }
}

/// One player's games: where, the place of how many, the place expected and the change.
#[component]
fn PlayerGames(list: Memo<RatingList>, row: RatedRow) -> impl IntoView {
    let cx = ctx();
    let lang = cx.lang.get_untracked();
    let name = row.full_name();
    let games = list.with_untracked(|l| {
        row.games
            .iter()
            .map(|g| {
                let tournament = l.tournaments.get(g.tournament).cloned().unwrap_or_default();
                let up = if g.change >= 0.0 { "up" } else { "down" };
                let key = tournament.clone();
                view! {
                    <tr class="rated-game" data-tournament=key data-round=g.round data-table=g.table>
                        <td>{tournament}</td>
                        <td class="num">{g.round}</td>
                        <td class="num">{g.table}</td>
                        <td class="num place">{format!("{} / {}", crate::i18n::ordinal(g.place, lang), g.seats)}</td>
                        <td class="num expected">{crate::i18n::decimal_in(&format!("{:.2}", g.expected), lang)}</td>
                        <td class=format!("num change {up}")>{output::change_in(g.change, lang)}</td>
                    </tr>
                }
            })
            .collect_view()
    });
    view! {
        <div class="rated-games" id="rated-games" data-name=name.clone()>
            <h3>{msg::UiTableRatingGamesOf { name: &name }.text(lang)}</h3>
            <table class="list">
                <thead><tr>
                    <th>{msg::UiTableRatingTournament.text(lang)}</th>
                    <th class="num">{msg::UiTableRatingRound.text(lang)}</th>
                    <th class="num">{msg::UiTableRatingTable.text(lang)}</th>
                    <th class="num">{msg::UiTableRatingPlace.text(lang)}</th>
                    <th class="num">{msg::UiTableRatingExpected.text(lang)}</th>
                    <th class="num">{msg::UiTableRatingChange.text(lang)}</th>
                </tr></thead>
                <tbody>{games}</tbody>
            </table>
        </div>
    }
}

/// The list's rows; on the page each opens the player's games.
fn rows(
    rows: Vec<RatedRow>,
    big: bool,
    open: RwSignal<Option<String>>,
    lang: Lang,
) -> impl IntoView {
    rows.into_iter()
        .map(|r| {
            let key = format!("{}|{}", r.full_name(), r.club);
            let provisional = r.provisional();
            view! {
                <tr data-name=r.full_name() data-club=r.club.clone() data-games=r.games.len() data-provisional=provisional.to_string()>
                    <td class="pos num">{r.pos}</td>
                    <td class="name">{r.full_name()}</td>
                    <td class="club">{r.club.clone()}</td>
                    <td class="rating num"><b>{output::shown_in(r.rating(), lang)}</b></td>
                    <td class="mu num">{output::shown_in(r.skill.mu, lang)}</td>
                    <td class="sigma num">{output::shown_in(r.skill.sigma, lang)}</td>
                    <td class="games num">{r.games.len()}</td>
                    <td class="note">{provisional.then(|| view! { <em class="provisional">{msg::TableRatingProvisional.text(lang)}</em> })}</td>
                    {(!big).then(|| view! {
                        <td><button class="show-games" on:click=move |_| open.update(|o| *o = if o.as_deref() == Some(key.as_str()) { None } else { Some(key.clone()) })>
                            {msg::UiTableRatingShowGames.text(lang)}
                        </button></td>
                    })}
                </tr>
            }
        })
        .collect_view()
}

/// The rating list (on the projector `page` of [`PROJECTOR_ROWS`] rows), what it says plainly before
/// it, the players with no game, and the games of the player opened.
#[component]
fn RatingTables(
    list: Memo<RatingList>,
    big: bool,
    #[prop(optional)] page: Option<RwSignal<usize>>,
) -> impl IntoView {
    let cx = ctx();
    let open = RwSignal::new(None::<String>);
    view! {
        {move || {
            let l = list.get();
            let lang = cx.lang.get();
            let said: Vec<_> = output::said(&l, lang)
                .into_iter()
                .map(|s| view! { <p class="notice" id="rating-said">{s}</p> })
                .collect();
            let shown: Vec<RatedRow> = match page {
                Some(p) => l.rows.iter().skip(p.get() * PROJECTOR_ROWS).take(PROJECTOR_ROWS).cloned().collect(),
                None => l.rows.clone(),
            };
            let opened = open.get().and_then(|k| {
                l.rows.iter().find(|r| format!("{}|{}", r.full_name(), r.club) == k).cloned()
            });
            let unrated = (!big && !l.unrated.is_empty()).then(|| view! {
                <h3>{msg::TableRatingUnrated.text(lang)}</h3>
                <ul class="unrated" id="rating-unrated">
                    {l.unrated.iter().map(|u| view! { <li>{format!("{} {}", u.first_name, u.last_name)}{(!u.club.is_empty()).then(|| format!(" ({})", u.club))}</li> }).collect_view()}
                </ul>
            });
            view! {
                {said}
                {(!l.is_empty()).then(|| view! {
                    <table class="list circuit-standings rating-list" id="rating-list">
                        <thead><tr>
                            <th class="num">"Pos."</th>
                            <th>{msg::UiCircuitNameHeader.text(lang)}</th><th>"Club"</th>
                            <th class="num">{msg::TableRatingRating.text(lang)}</th>
                            <th class="num">{msg::UiTableRatingMu.text(lang)}</th>
                            <th class="num">{msg::UiTableRatingSigma.text(lang)}</th>
                            <th class="num">{msg::TableRatingGames.text(lang)}</th>
                            <th></th>
                            {(!big).then(|| view! { <th></th> })}
                        </tr></thead>
                        <tbody>{rows(shown, big, open, lang)}</tbody>
                    </table>
                })}
                {opened.map(|row| view! { <PlayerGames list row/> })}
                {unrated}
            }
        }}
    }
}

/// The rating list's pages on the projector.
fn pages(l: &RatingList) -> usize {
    l.rows.len().div_ceil(PROJECTOR_ROWS).max(1)
}

/// The rating list on the projector: large, no menus, turning its pages as the circuit's
/// standings do (every 10 s, arrows and Page Up/Down).
#[component]
pub fn RatingProjector(id: String) -> impl IntoView {
    let cx = ctx();
    let lang = cx.lang.get_untracked();
    let Some(Ok(c)) = cstore::read(&id) else {
        return view! { <p class="notice error">{msg::UiCircuitNotFound.text(lang)}</p> }
            .into_any();
    };
    let name = c.rules.name.clone();
    let list = Memo::new(move |_| {
        let held: Vec<Held> = held_of(&c.members, lang)
            .into_iter()
            .filter_map(|s| s.held.ok())
            .collect();
        rated::rate(&c.rules, &held)
    });
    let count = move || list.with(pages);
    let page = super::projector::turning_pages(count);
    view! {
        <div class="projector circuit-projector" id="circuit-projector-view">
            <h1>{name}" — "{move || msg::TableRatingTitle.text(cx.lang.get())}
                <a class="close" href=Route::Circuit { id: id.clone() }.to_hash()>"×"</a></h1>
            <RatingTables list big=true page/>
            <p class="p-page" id="circuit-page" data-page=move || page.get() + 1 data-pages=count>
                {move || format!("{} {}/{}", msg::UiPage.text(cx.lang.get()), page.get() + 1, count())}
            </p>
        </div>
    }
    .into_any()
}
