//! This tournament's changes to the list: each participant's old and new rating, the change and the
//! steps that produced it, and the same as CSV for the federation.

use crate::i18n::{Lang, Localized};
use crate::rating::{Group, RatingUpdate};
use crate::store;
use crate::ui::ctx;
use crate::words::msg;
use leptos::prelude::*;

fn group_label(g: Group, lang: Lang) -> String {
    match g {
        Group::Unrated => msg::UiUnrated.text(lang),
        Group::Provisional => msg::UiProvisional.text(lang),
        Group::Established => msg::UiStable.text(lang),
    }
}

/// The tournament's changes as CSV, for the federation: one row per participant, with the steps.
fn changes_csv(update: &RatingUpdate, lang: Lang) -> String {
    let header = [
        "name",
        "group",
        "old",
        "new",
        "change",
        "games_played",
        "games",
        "category",
        "steps",
    ]
    .map(String::from)
    .to_vec();
    let rows = update.players.iter().map(|p| {
        let steps: Vec<String> = p.steps.iter().map(|s| s.text(lang)).collect();
        vec![
            p.name.clone(),
            p.group.code().to_string(),
            p.old.map(|o| o.to_string()).unwrap_or_default(),
            p.new.to_string(),
            p.change.map(|c| c.to_string()).unwrap_or_default(),
            p.games_played.to_string(),
            p.games.to_string(),
            p.category.letter().to_string(),
            steps.join(" | "),
        ]
    });
    raduno_files::csv::write(std::iter::once(header).chain(rows))
}

fn signed(n: i32) -> String {
    if n > 0 {
        format!("+{n}")
    } else if n < 0 {
        format!("−{}", -n)
    } else {
        "0".into()
    }
}

/// Each participant's old and new rating, the change and the steps that produced it.
#[component]
pub(super) fn Changes(update: RatingUpdate) -> impl IntoView {
    let cx = ctx();
    let for_csv = update.clone();
    let export = move |_| {
        let lang = cx.lang.get_untracked();
        let stem = cx
            .with_t(|t| raduno_files::file_name::safe_stem(&t.settings.name))
            .unwrap_or_default();
        store::download(
            &format!("variazioni_rating_{stem}.csv"),
            changes_csv(&for_csv, lang).as_bytes(),
            "text/csv;charset=utf-8",
        );
    };
    view! {
        <div class="list-head">
            <h2>{move || msg::UiRatingChangesHeading.text(cx.lang.get())}</h2>
            <button id="rating-export-changes" on:click=export>{move || msg::UiRatingExportChanges.text(cx.lang.get())}</button>
        </div>
        {move || {
            let lang = cx.lang.get();
            view! {
                <table class="list rating-changes" id="rating-changes">
                    <thead><tr>
                        <th>{msg::UiPlayer.text(lang)}</th>
                        <th title=msg::UiRatingGroupLegend.text(lang)>{msg::UiRatingGroupHeader.text(lang)}</th>
                        <th class="num">{msg::UiBefore.text(lang)}</th>
                        <th class="num">{msg::UiAfter.text(lang)}</th>
                        <th class="num">{msg::UiChange.text(lang)}</th>
                        <th class="num" title=msg::UiRatingGamesHeader.text(lang)>{msg::UiGames.text(lang)}</th>
                        <th title=msg::UiRatingCategoryHeader.text(lang)>"Cat."</th>
                        <th>{msg::UiComputation.text(lang)}</th>
                    </tr></thead>
                    <tbody>
                        {update.players.iter().map(|p| {
                            let change_class = match p.change {
                                Some(c) if c > 0 => "num change up",
                                Some(c) if c < 0 => "num change down",
                                _ => "num change",
                            };
                            view! {
                                <tr data-name=p.name.clone()>
                                    <td class="who">{p.name.clone()}</td>
                                    <td><span class="group" title=group_label(p.group, lang)>{p.group.code()}</span></td>
                                    <td class="num old">{p.old.map(|o| o.to_string()).unwrap_or_else(|| "—".into())}</td>
                                    <td class="num new">{p.new}</td>
                                    <td class=change_class>{p.change.map(signed).unwrap_or_else(|| msg::UiNew.text(lang))}</td>
                                    <td class="num games">{format!("{} / {}", p.games_played, p.games)}</td>
                                    <td class="category">{p.category.letter()}</td>
                                    <td class="steps"><ul>{p.steps.iter().map(|s| view! { <li>{s.text(lang)}</li> }).collect_view()}</ul></td>
                                </tr>
                            }
                        }).collect_view()}
                    </tbody>
                </table>
            }
        }}
    }
}
