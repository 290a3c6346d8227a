//! The whole list, searchable, this tournament's players marked.

use crate::model::fold;
use crate::rating;
use crate::rating::RatingList;
use crate::ui::ctx;
use crate::words::msg;
use leptos::prelude::*;

/// The whole list, searchable; this tournament's players marked.
#[component]
pub(super) fn ListTable(
    list: RatingList,
    played: Vec<String>,
    search: RwSignal<String>,
) -> impl IntoView {
    let cx = ctx();
    let total = list.players.len();
    let rows: Vec<(usize, rating::RatedPlayer, bool)> = list
        .players
        .into_iter()
        .enumerate()
        .map(|(i, p)| {
            let mine = played.contains(&fold(&p.name));
            (i + 1, p, mine)
        })
        .collect();
    view! {
        <div class="list-head">
            <h2>{move || msg::UiTheList.text(cx.lang.get())}<small>{format!(" {total}")}</small></h2>
            {(!played.is_empty()).then(|| view! { <span class="legend"><span class="played-sample">"  "</span>{move || msg::UiRatingOfThisTournament.str(cx.lang.get())}</span> })}
            <input type="search" id="rating-search" placeholder=move || msg::UiRatingSearchPlaceholder.text(cx.lang.get())
                   prop:value=move || search.get() on:input=move |ev| search.set(event_target_value(&ev))/>
        </div>
        <table class="list rating-list" id="rating-list">
            <thead><tr>
                <th class="num">"#"</th>
                <th>{move || msg::UiPlayer.text(cx.lang.get())}</th>
                <th>{move || msg::UiCity.text(cx.lang.get())}</th>
                <th class="num">"Rating"</th>
                <th title=move || msg::UiRatingCategoryLegend.text(cx.lang.get())>"Cat."</th>
                <th class="num">{move || msg::UiGames.text(cx.lang.get())}</th>
                <th>{move || msg::UiLastTournament.text(cx.lang.get())}</th>
            </tr></thead>
            <tbody>
                {move || {
                    let q = fold(&search.get());
                    rows.iter()
                        .filter(|(_, p, _)| q.is_empty() || fold(&format!("{} {}", p.name, p.city)).contains(&q))
                        .map(|(n, p, mine)| view! {
                            <tr class:played=*mine data-name=p.name.clone()>
                                <td class="num">{*n}</td>
                                <td>{p.name.clone()}</td>
                                <td>{p.city.clone()}</td>
                                <td class="num rating">{p.rating.map(|r| r.to_string()).unwrap_or_else(|| "—".into())}</td>
                                <td>{p.category.letter()}</td>
                                <td class="num">{p.games}</td>
                                <td>{p.last_tournament.clone()}</td>
                            </tr>
                        })
                        .collect_view()
                }}
            </tbody>
        </table>
    }
}
