//! The standings page (the legacy `Classifica` sheet's columns) and its projector view.

use super::{ctx, projector::Projector, Route};
use crate::format::{self, Standings};
use crate::i18n::{decimal_in, Lang, Localized};
use crate::model::{Player, PlayerId, Tournament};
use crate::ui::shared::names::name_of;
use crate::words::msg;
use leptos::prelude::*;
use std::collections::HashMap;

/// The standings to show: the final standings once the final is played, else after the last round.
fn current(t: &Tournament) -> (Standings, bool) {
    (
        format::current_standings(t),
        format::final_standings(t).is_some(),
    )
}

/// A game as the player saw it, for formats that record colours (Othello): the short cell text
/// ("●34–30", "riposo") and the tooltip ("Nero contro …"), by (player, round).
fn game_details(t: &Tournament, lang: Lang) -> HashMap<(PlayerId, u32), (String, String)> {
    let mut out = HashMap::new();
    if !format::def(t).entry().colours {
        return out;
    }
    for r in &t.rounds {
        for tab in &r.tables {
            let [b, w] = tab.seats.as_slice() else {
                continue;
            };
            let discs = |me: &crate::model::Seat, other: &crate::model::Seat, mark: &str| match (
                &me.result,
                &other.result,
            ) {
                (Some(x), Some(y)) => format!("{mark}{}–{}", x.points, y.points),
                _ => String::new(),
            };
            let against = |colour: &str, other: PlayerId| format!("{colour} {}", name_of(t, other));
            out.insert(
                (b.player, r.number),
                (
                    discs(b, w, "●"),
                    against(&msg::UiBlackAgainst.text(lang), w.player),
                ),
            );
            out.insert(
                (w.player, r.number),
                (
                    discs(w, b, "○"),
                    against(&msg::UiWhiteAgainst.text(lang), b.player),
                ),
            );
        }
        for &p in &r.byes {
            out.insert(
                (p, r.number),
                (msg::UiBye.text(lang), msg::UiStandingsByeTitle.text(lang)),
            );
        }
    }
    out
}

/// The standings as the page shows them, read again when the tournament changes.
#[derive(Clone, PartialEq)]
struct StandingsOnPage {
    /// Each row with its player.
    rows: Vec<(format::StandingRow, Option<Player>)>,
    /// The format's decimals: each value with them, more only where it needs them (Campionato Gufo in
    /// whole points: 142 beside 152.5 from a 5-seat table).
    decimals: u8,
    /// The final standings (the final is played).
    fin: bool,
    /// The rounds the standings count (an Othello final's games are not Swiss rounds).
    rounds: usize,
    /// The format's tie-break columns shown, with their index in a row's tie-breaks.
    columns: Vec<(usize, format::Column)>,
    /// Places the rules decided (a final, a qualifying threshold).
    decided: Vec<format::Decided>,
    /// Each game as the player saw it ([`game_details`]).
    details: HashMap<(PlayerId, u32), (String, String)>,
    /// The one tie-break that decides each row's place, for the phone's short list.
    deciding: Vec<Option<(format::Column, Option<format::Points>)>>,
}

impl StandingsOnPage {
    fn of(t: &Tournament, lang: Lang) -> Self {
        let (s, fin) = current(t);
        StandingsOnPage {
            rows: s
                .rows
                .iter()
                .map(|r| (r.clone(), t.player(r.player).cloned()))
                .collect(),
            decimals: format::def(t).decimals,
            fin,
            rounds: s.rows.iter().map(|r| r.rounds.len()).max().unwrap_or(0),
            columns: s.shown_columns().collect(),
            decided: s.decided.clone(),
            details: game_details(t, lang),
            deciding: (0..s.rows.len())
                .map(|i| {
                    s.deciding_column(i)
                        .map(|c| (c, s.rows[i].value(&s.columns, c)))
                })
                .collect(),
        }
    }
}

#[component]
pub fn StandingsPage() -> impl IntoView {
    let cx = ctx();
    let data = Memo::new(move |_| cx.with_t(|t| StandingsOnPage::of(t, cx.lang.get())));
    let id = move || {
        cx.open
            .with(|o| o.as_ref().map(|s| s.id.clone()))
            .unwrap_or_default()
    };
    let advice = move || cx.with_t(format::next_phase);
    view! {
        <section class="standings">
            <div class="toolbar">
                <a class="button" id="standings-projector" target="_blank" href=move || Route::Projector { id: id(), what: Projector::Standings }.href()>{move || msg::UiProjector.text(cx.lang.get())}</a>
                {move || advice().map(|a| view! { <span class="advice">{a.explanation(cx.lang.get())}</span> })}
            </div>
            <crate::ui::round::out_of_rules::RoundsOutOfRules/>
            <LotsNote/>
            <UnscoredTables/>
            {move || data.get().map(|shown| {
                let lang = cx.lang.get();
                // Who the final made 1st, once it is decided.
                let final_decided = cx.with_t(format::final_decided).flatten().map(|d| d.text(lang));
                view! { <StandingsBody shown lang final_decided/> }
            })}
            <super::federation::publish::PublishToFederation/>
        </section>
    }
}

/// A place that matters decided by the lot: who was level, that a lot decided, whom it chose.
#[component]
fn LotsNote() -> impl IntoView {
    let cx = ctx();
    move || {
        let lang = cx.lang.get();
        let lots = cx
            .with_t(|t| {
                crate::format::lots(t)
                    .iter()
                    .map(|l| l.text(lang, |p| name_of(t, p)))
                    .collect::<Vec<_>>()
            })
            .unwrap_or_default();
        (!lots.is_empty()).then(|| {
            view! {
                <div class="note lots" id="standings-lots">
                    <b>{msg::LegacyUiLotsTitle.text(lang)}</b>
                    <ul>{lots.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
                </div>
            }
        })
    }
}

/// Tables with every result that the rules cannot score (a tournament stored before a rule
/// tightened): named with their place, never left out quietly (the table results' rules "Level at the
/// top").
#[component]
fn UnscoredTables() -> impl IntoView {
    let cx = ctx();
    let unscored = move || {
        cx.with_t(|t| {
            let lang = cx.lang.get();
            format::unscored(t, t.rounds.len() as u32)
                .iter()
                .map(|u| u.text(lang))
                .collect::<Vec<_>>()
        })
        .unwrap_or_default()
    };
    move || {
        let u = unscored();
        (!u.is_empty()).then(|| view! { <ul id="unscored" class="unscored" role="alert">{u.into_iter().map(|x| view! { <li>{x}</li> }).collect_view()}</ul> })
    }
}

/// The standings themselves: what the rules decided above them, then the phone's short list and the
/// wide table (style/main.css shows one of them), the teams' and the legend.
#[component]
fn StandingsBody(
    shown: StandingsOnPage,
    lang: Lang,
    final_decided: Option<String>,
) -> impl IntoView {
    let StandingsOnPage {
        rows,
        decimals,
        fin,
        rounds,
        columns,
        decided,
        details,
        deciding,
    } = shown;
    if rows.is_empty() {
        return view! { <p class="empty">{msg::UiStandingsEmpty.text(lang)}</p> }.into_any();
    }
    view! {
        {fin.then(|| view! { <h2 id="final-title">{msg::UiFinalStandings.text(lang)}</h2> })}
        {final_decided.map(|d| view! { <p id="final-decided" class="final-decided"><b>{d}</b></p> })}
        {(!decided.is_empty()).then(|| view! { <ul id="decided" class="decided">{decided.iter().map(|d| view! { <li>{d.text(lang)}</li> }).collect_view()}</ul> })}
        <PhoneStandings rows=rows.clone() decimals rounds columns=columns.clone() deciding/>
        <WideStandings rows decimals rounds columns details lang/>
        <TeamTable id="team-standings"/>
        <p class="legend"><span class="won-sample">"pt"</span>{msg::UiStandingsLegend.str(lang)}</p>
    }.into_any()
}

/// The legacy `Classifica` sheet's columns: position, the player, each round's points (and the game, in
/// formats with colours), wins, total and the format's tie-breaks.
#[component]
fn WideStandings(
    rows: Vec<(format::StandingRow, Option<Player>)>,
    decimals: u8,
    rounds: usize,
    columns: Vec<(usize, format::Column)>,
    details: HashMap<(PlayerId, u32), (String, String)>,
    lang: Lang,
) -> impl IntoView {
    view! {
        <div class="scroll-x standings-wide" tabindex="0" role="region" aria-label=msg::UiStandingsScrollsSideways.text(lang)>
        <table class="list standings-table" id="standings">
            <thead><tr>
                <th class="num">"Pos"</th><th>{msg::UiFirstName.text(lang)}</th><th>{msg::UiLastName.text(lang)}</th><th>"Nick"</th><th>{msg::UiClubOrFamily.text(lang)}</th>
                {(1..=rounds).map(|n| view! { <th class="num">{format!("pt{n}")}</th> }).collect_view()}
                <th class="num">{msg::UiStandingsWinsHeader.text(lang)}</th><th class="num">{msg::UiTotal.text(lang)}</th>
                {columns.iter().map(|(_, c)| view! { <th class=format!("num {}", c.slug())>{c.label(lang)}</th> }).collect_view()}
            </tr></thead>
            <tbody>
                {rows.into_iter().map(|(r, p)| {
                    let p = p.unwrap_or_else(|| Player::new(r.player, "?", "?"));
                    view! {
                        <tr data-id=r.player class:withdrawn=r.withdrawn>
                            <td class="num pos">{r.pos}</td><td>{p.first_name}</td>
                            <td>{p.last_name}{r.withdrawn.then(|| view! { " " <small class="status">{msg::UiStandingsWithdrawnMark.text(lang)}</small> })}</td>
                            <td>{p.nick}</td><td>{p.club}</td>
                            {(0..rounds).map(|i| {
                                let pts = r.rounds.get(i).copied().flatten();
                                let won = r.won.get(i).copied().unwrap_or(false);
                                let (detail, title) = details.get(&(r.player, i as u32 + 1)).cloned().unwrap_or_default();
                                // A round he did not play (a late entry, a withdrawal): a dash, counted as the format says.
                                match pts {
                                    Some(x) => view! { <td class="num game" class:won=won title=title>{x.shown_in(decimals, lang)}{(!detail.is_empty()).then(|| view! { <small>{detail}</small> })}</td> }.into_any(),
                                    None => view! { <td class="num missing" title=msg::UiNotPlayed.text(lang)>"–"</td> }.into_any(),
                                }
                            }).collect_view()}
                            <td class="num wins">{r.wins}</td>
                            <td class="num total">{r.total.shown_in(decimals, lang)}</td>
                            {columns.iter().map(|&(i, c)| view! { <td class=format!("num {}", c.slug())>{decimal_in(&c.show(r.tiebreaks.get(i).copied().flatten(), decimals), lang)}</td> }).collect_view()}
                        </tr>
                    }
                }).collect_view()}
            </tbody>
        </table>
        </div>
    }
}

/// The standings on a phone: position, name, total and the one tie-break that decides
/// the place against a level neighbour ([`Standings::deciding_column`]); a tap on the name opens the rest
/// of the row (nick, club, each round, wins, every tie-break). The wide table is shown instead on wider
/// screens (style/main.css).
#[component]
fn PhoneStandings(
    rows: Vec<(format::StandingRow, Option<Player>)>,
    decimals: u8,
    rounds: usize,
    columns: Vec<(usize, format::Column)>,
    deciding: Vec<Option<(format::Column, Option<format::Points>)>>,
) -> impl IntoView {
    let cx = ctx();
    let lang = cx.lang.get_untracked();
    let open = RwSignal::new(None::<PlayerId>);
    let body = rows.into_iter().zip(deciding).map(|((r, p), decides)| {
        let id = r.player;
        let name = p.as_ref().map_or_else(|| format!("#{id}"), |p| p.full_name());
        let decides = decides.map(|(c, v)| (c.label(lang), decimal_in(&c.show(v, decimals), lang)));
        // Everything else of the row, as label and value.
        let mut more: Vec<(String, String)> = Vec::new();
        if let Some(p) = &p {
            for (label, value) in [("Nick".to_string(), &p.nick), (msg::UiClubOrFamily.text(lang), &p.club)] {
                if !value.is_empty() {
                    more.push((label.to_string(), value.clone()));
                }
            }
        }
        for i in 0..rounds {
            let pts = r.rounds.get(i).copied().flatten();
            let won = r.won.get(i).copied().unwrap_or(false);
            let shown = pts.map_or_else(|| "–".to_string(), |x| x.shown_in(decimals, lang));
            let mark = if won { msg::UiWon.str(lang) } else { "" };
            more.push((format!("pt{}", i + 1), format!("{shown}{mark}")));
        }
        more.push((msg::UiStandingsWinsHeader.text(lang), r.wins.to_string()));
        for &(i, c) in &columns {
            more.push((c.label(lang).to_string(), decimal_in(&c.show(r.tiebreaks.get(i).copied().flatten(), decimals), lang)));
        }
        let expanded = move || open.get() == Some(id);
        view! {
            <tr data-id=id class="ph-row" class:withdrawn=r.withdrawn>
                <td class="num pos">{r.pos}</td>
                <td class="name">
                    <button type="button" class="ph-toggle link" aria-expanded=move || expanded().to_string()
                        on:click=move |_| open.update(|o| *o = if *o == Some(id) { None } else { Some(id) })>
                        {name}
                    </button>
                    {r.withdrawn.then(|| view! { " " <small class="status">{msg::UiStandingsWithdrawnMark.text(lang)}</small> })}
                </td>
                <td class="num total">{r.total.shown_in(decimals, lang)}</td>
                <td class="decides">{decides.map(|(label, value)| view! { <small>{label}</small>" "<span class="value">{value}</span> })}</td>
            </tr>
            <Show when=expanded>
                <tr class="ph-more" data-id=id>
                    <td colspan="4">
                        <dl>{more.clone().into_iter().map(|(k, v)| view! { <div><dt>{k}</dt><dd>{v}</dd></div> }).collect_view()}</dl>
                    </td>
                </tr>
            </Show>
        }
    }).collect_view();
    view! {
        <table class="list standings-phone" id="standings-phone">
            <thead><tr>
                <th class="num">"Pos"</th><th>{msg::UiPlayer.text(lang)}</th><th class="num">{msg::UiTotal.text(lang)}</th>
                <th>{msg::UiTieBreak.text(lang)}</th>
            </tr></thead>
            <tbody>{body}</tbody>
        </table>
    }
}

/// Large standings for the projector: pages of rows that turn by themselves for long lists.
#[component]
pub fn ProjectorStandings() -> impl IntoView {
    let cx = ctx();
    const PER_PAGE: usize = 20;
    let page = RwSignal::new(0usize);
    let rows = Memo::new(move |_| {
        cx.with_t(|t| {
            let (s, _) = current(t);
            s.rows
                .iter()
                .map(|r| {
                    (
                        r.pos,
                        name_of(t, r.player),
                        t.player(r.player)
                            .map(|p| p.club.clone())
                            .unwrap_or_default(),
                        r.wins,
                        r.total.shown(format::def(t).decimals),
                        s.shown_columns()
                            .map(|(i, c)| {
                                c.show(
                                    r.tiebreaks.get(i).copied().flatten(),
                                    format::def(t).decimals,
                                )
                            })
                            .collect::<Vec<_>>(),
                    )
                })
                .collect::<Vec<_>>()
        })
        .unwrap_or_default()
    });
    let pages = move || rows.with(|r| r.len().div_ceil(PER_PAGE).max(1));
    // The format's tie-break columns (Buchholz, disc difference, best games…), as on every view.
    let columns = Memo::new(move |_| {
        cx.with_t(|t| {
            let s = format::current_standings(t);
            s.shown_columns().map(|(_, c)| c).collect::<Vec<_>>()
        })
        .unwrap_or_default()
    });
    let handle = set_interval_with_handle(
        move || page.update(|p| *p = (*p + 1) % pages()),
        std::time::Duration::from_secs(10),
    )
    .ok();
    on_cleanup(move || {
        if let Some(h) = handle {
            h.clear()
        }
    });
    // Before the first scores the room reads what the standings page says, not an empty table.
    let empty = move || rows.with(|r| r.is_empty());
    view! {
        <div class="p-standings">
            <p class="p-empty" id="p-standings-empty" hidden=move || !empty()>{move || msg::UiStandingsEmpty.text(cx.lang.get())}</p>
            <table hidden=empty>
                <thead><tr><th class="num">"Pos"</th><th>{move || msg::UiPlayer.text(cx.lang.get())}</th><th>"Club"</th><th class="num">{move || msg::UiWins.text(cx.lang.get())}</th><th class="num">{move || msg::UiPoints.text(cx.lang.get())}</th>{move || columns.get().into_iter().map(|c| view! { <th class=format!("num tiebreak {}", c.slug())>{c.label(cx.lang.get())}</th> }).collect_view()}</tr></thead>
                <tbody>
                    {move || rows.with(|r| r.iter().skip(page.get() * PER_PAGE).take(PER_PAGE).cloned().collect::<Vec<_>>()).into_iter().map(|(pos, name, club, wins, total, extra)| view! {
                        <tr><td class="num">{pos}</td><td>{name}</td><td>{club}</td><td class="num">{wins}</td><td class="num">{decimal_in(&total, cx.lang.get())}</td>{extra.into_iter().map(|v| view! { <td class="num tiebreak">{decimal_in(&v, cx.lang.get())}</td> }).collect_view()}</tr>
                    }).collect_view()}
                </tbody>
            </table>
            <p class="p-page" hidden=empty>{move || format!("{} {}/{}", msg::UiPage.text(cx.lang.get()), page.get() + 1, pages())}</p>
            <TeamTable id="p-teams"/>
        </div>
    }
}

/// The team standings (a team is a club: the sum of its players' best games, then wins), for formats
/// with teams; nothing otherwise. The same table on the standings page and the projector.
#[component]
fn TeamTable(id: &'static str) -> impl IntoView {
    let cx = ctx();
    let teams = Memo::new(move |_| {
        cx.with_t(|t| {
            let s = format::current_standings(t);
            let best = format::def(t).options.teams.and_then(|x| x.best);
            format::team_standings(t, &s).map(|rows| (rows, format::def(t).decimals, best))
        })
        .flatten()
    });
    move || {
        teams.get().map(|(rows, decimals, best)| {
            let lang = cx.lang.get();
            let caption = match best {
                Some(k) => msg::UiTeamStandingsBestGames { best: &k }.text(lang),
                None => msg::UiTeamStandingsAllGames.text(lang),
            };
            view! {
                <h2 class="team-title">{caption}</h2>
                <table class="list team-table" id=id>
                    <thead><tr>
                        <th class="num">"Pos"</th><th>{msg::UiTeamClub.text(lang)}</th>
                        <th class="num">{msg::UiPlayers.text(lang)}</th>
                        <th class="num">{msg::UiStandingsWinsHeader.text(lang)}</th><th class="num">{msg::UiTotal.text(lang)}</th>
                    </tr></thead>
                    <tbody>
                        {rows.into_iter().map(|r| view! {
                            <tr data-club=r.club.clone()>
                                <td class="num pos">{r.pos}</td><td class="club">{r.club.clone()}</td>
                                <td class="num">{r.players}</td><td class="num wins">{r.wins}</td>
                                <td class="num total">{r.total.shown_in(decimals, lang)}</td>
                            </tr>
                        }).collect_view()}
                    </tbody>
                </table>
            }
        })
    }
}
