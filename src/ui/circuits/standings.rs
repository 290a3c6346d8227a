//! A circuit's standings: its documents, the candidate pairs to merge or keep apart, and the tables
//! (the page's and the projector's).

use super::*;

/// The circuit's standings (or its rating list, `rating`) as documents (PDF, Excel, HTML) and on
/// the projector: `printed` gives what the documents print, in a language.
#[component]
pub(super) fn CircuitDocuments(
    circuit: RwSignal<Option<Circuit>>,
    printed: Callback<Lang, raduno_files::printed::Printed>,
    #[prop(optional)] rating: bool,
) -> impl IntoView {
    let cx = ctx();
    let print_pdf = move |_| {
        let lang = cx.lang.get_untracked();
        let printed = printed.run(lang);
        let Ok(text) = serde_json::to_string(&printed) else {
            return;
        };
        let message = Message::new()
            .text("circuit", &text)
            .text("lang", &serde_json::to_string(&lang).unwrap_or_default());
        leptos::task::spawn_local(async move {
            match worker::call(worker::PDF, message).await {
                Ok(reply) => store::download(
                    &get_text(&reply, "name"),
                    &get_bytes(&reply, "bytes"),
                    PDF_MIME,
                ),
                Err(e) => cx.error(format!("PDF: {e}")),
            }
        });
    };
    let write_xlsx = move |_| {
        let lang = cx.lang.get_untracked();
        let printed = printed.run(lang);
        let Ok(text) = serde_json::to_string(&printed) else {
            return;
        };
        let message = Message::new()
            .text("op", "circuit-xlsx")
            .text("circuit", &text)
            .text("lang", &serde_json::to_string(&lang).unwrap_or_default());
        let name = printed.file_name(lang, "xlsx");
        leptos::task::spawn_local(async move {
            match worker::call(worker::FILES, message).await {
                Ok(reply) => store::download(&name, &get_bytes(&reply, "bytes"), XLSX_MIME),
                Err(e) => cx.error(format!("xlsx: {e}")),
            }
        });
    };
    let write_html = move |_| {
        let lang = cx.lang.get_untracked();
        let printed = printed.run(lang);
        let name = printed.file_name(lang, "html");
        let html = raduno_files::export::circuit_html(&printed, lang);
        store::download(&name, html.as_bytes(), "text/html");
    };
    let circuit_id = move || circuit.with(|c| c.as_ref().map(|c| c.id.clone()).unwrap_or_default());

    view! {
        <h2>{move || if rating { msg::TableRatingTitle.text(cx.lang.get()) } else { msg::UiCircuitStandings.text(cx.lang.get()) }}</h2>
        <div class="doc-buttons">
            <button id="circuit-pdf" on:click=print_pdf>{move || msg::UiStandingsPdf.text(cx.lang.get())}</button>
            <button id="circuit-xlsx" on:click=write_xlsx>{move || msg::UiStandingsExcel.text(cx.lang.get())}</button>
            <button id="circuit-html" on:click=write_html>{move || msg::UiStandingsHtml.text(cx.lang.get())}</button>
            <a id="circuit-projector" href=move || Route::CircuitProjector { id: circuit_id() }.to_hash()
               on:click=move |ev| { ev.prevent_default(); cx.go(Route::CircuitProjector { id: circuit_id() }) }>{move || msg::UiProjector.text(cx.lang.get())}</a>
        </div>
    }
}

/// The candidate pairs with the tournaments each side played, and the director's decision.
#[component]
pub(super) fn Candidates(
    circuit: RwSignal<Option<Circuit>>,
    standings: Memo<CircuitStandings>,
    edit_rules: Callback<(String, String, Decision)>,
) -> impl IntoView {
    let cx = ctx();
    let _ = circuit;
    view! {
        {move || {
            let s = standings.get();
            let notes = s.notes.clone();
            (!s.candidates.is_empty() || !notes.is_empty()).then(|| view! {
                <h2>{move || msg::UiMaybeTheSamePerson.text(cx.lang.get())}</h2>
                <p class="hint">{move || msg::UiCircuitIdentityHint.str(cx.lang.get())}</p>
                <ul class="candidates" id="circuit-candidates">
                    {s.candidates.into_iter().map(|c| {
                        let (a, b) = (c.a.clone(), c.b.clone());
                        let (a2, b2, a3, b3) = (a.clone(), b.clone(), a.clone(), b.clone());
                        let decision = c.decision;
                        let state = move || match decision {
                            Decision::Undecided => msg::UiToDecide.text(cx.lang.get()),
                            Decision::Same => msg::UiCircuitMerged.text(cx.lang.get()),
                            Decision::Apart => msg::UiCircuitKeptApart.text(cx.lang.get()),
                        };
                        let likeness = c.likeness;
                        view! {
                            <li class="candidate" data-a=c.a.clone() data-b=c.b.clone() data-decision=match decision { Decision::Undecided => "undecided", Decision::Same => "same", Decision::Apart => "apart" }>
                                <span class="who"><b>{crate::circuit::identity::label_words(&c.a)}</b>" ("{c.a_tournaments.join(", ")}")  ~  "<b>{crate::circuit::identity::label_words(&c.b)}</b>" ("{c.b_tournaments.join(", ")}")"</span>
                                " — "<span class="why">{move || likeness.words(cx.lang.get())}</span>
                                " — "<span class="decision">{state}</span>" "
                                {(decision != Decision::Same).then(|| view! {
                                    <button class="same" on:click=move |_| edit_rules.run((a.clone(), b.clone(), Decision::Same))>{move || msg::UiSamePerson.text(cx.lang.get())}</button>
                                })}
                                {(decision != Decision::Apart).then(|| view! {
                                    <button class="apart" on:click=move |_| edit_rules.run((a2.clone(), b2.clone(), Decision::Apart))>{move || msg::UiDifferentPeople.text(cx.lang.get())}</button>
                                })}
                                {(decision != Decision::Undecided).then(|| view! {
                                    <button class="undecide" on:click=move |_| edit_rules.run((a3.clone(), b3.clone(), Decision::Undecided))>{move || msg::UiReopen.text(cx.lang.get())}</button>
                                })}
                            </li>
                        }
                    }).collect_view()}
                </ul>
                {(!notes.is_empty()).then(|| view! {
                    <ul class="notice error" id="circuit-notes">
                        {notes.into_iter().map(|n| view! { <li>{format!("{} ~ {}: ", n.pair[0], n.pair[1])}{move || n.why.text(cx.lang.get())}</li> }).collect_view()}
                    </ul>
                })}
            })
        }}
    }
}

/// The standings and, apart, the unranked players: every counted result and the dropped ones.
#[component]
pub(super) fn StandingsTables(
    standings: Memo<CircuitStandings>,
    big: bool,
    /// On the projector: the page shown, of [`PROJECTOR_ROWS`] rows (the unranked on the last).
    #[prop(optional)]
    page: Option<RwSignal<usize>>,
) -> impl IntoView {
    let cx = ctx();
    let rows = move |list: Vec<CircuitRow>, s: CircuitStandings| {
        let lang = cx.lang.get();
        list.into_iter()
            .map(|r| standings_row(r, &s, lang, big))
            .collect_view()
    };
    let head = move |ranking: bool| standings_head(ranking, big, cx.lang.get());
    view! {
        {move || {
            let s = standings.get();
            let lang = cx.lang.get();
            let ranking = s.ranking.is_some();
            let limits = s
                .ranking
                .as_ref()
                .map(|info| crate::circuit::output::ranking_limits(info, lang));
            let (ranked, unranked) = match page {
                Some(page) => {
                    let (first, last) = (page.get() * PROJECTOR_ROWS, projector_pages(&s) - 1);
                    let ranked = s.rows.iter().skip(first).take(PROJECTOR_ROWS).cloned().collect();
                    let unranked = if page.get() == last { s.unranked.clone() } else { Vec::new() };
                    (ranked, unranked)
                }
                None => (s.rows.clone(), s.unranked.clone()),
            };
            let s2 = s.clone();
            let places = if big { Vec::new() } else { crate::circuit::output::place_lines(&s, lang) };
            view! {
                {limits.map(|l| view! { <p class="hint" id="ranking-limits">{l}</p> })}
                <table class="list circuit-standings" id="circuit-standings">
                    {head(ranking)}
                    <tbody>{rows(ranked, s)}</tbody>
                </table>
                {(!unranked.is_empty()).then(|| view! {
                    <h3>{if ranking { msg::UiRankingUnranked.text(lang) } else { msg::UiCircuitUnranked.text(lang) }}</h3>
                    <table class="list circuit-standings" id="circuit-unranked">
                        {head(ranking)}
                        <tbody>{rows(unranked, s2)}</tbody>
                    </table>
                })}
                {places.split_first().map(|(head, lines)| view! {
                    <div class="notice" id="ranking-places">
                        <h3>{head.clone()}</h3>
                        <ul>{lines.iter().map(|l| view! { <li class="place-differs">{l.clone()}</li> }).collect_view()}</ul>
                    </div>
                })}
            }
        }}
    }
}

/// One player's row of a circuit's standings; with every result counted and dropped but on the projector.
fn standings_row(r: CircuitRow, s: &CircuitStandings, lang: Lang, big: bool) -> impl IntoView {
    let ranking = s.ranking.is_some();
    let tname = |t: usize| s.tournaments.get(t).cloned().unwrap_or_default();
    let result = |t: usize, place: u32, points: &Points| {
        let points = crate::i18n::decimal_in(&shown(*points), lang);
        format!(
            "{}: {} {points}",
            tname(t),
            crate::i18n::ordinal(place, lang)
        )
    };
    let counted: Vec<_> = r
        .counted
        .iter()
        .map(|x| {
            // The place counted is the workbook's Classifica Ridotta's: the app's own beside it.
            let own = x.own_place.map(|o| msg::RankingPlaceRaduno { own: &crate::i18n::ordinal(o, lang) }.text(lang));
            view! { <span class="counted" data-tournament=tname(x.tournament) data-own-place=x.own_place.map(|o| o.to_string())>{result(x.tournament, x.place, &x.points)}{own.map(|w| view! { " "<em class="why">"("{w}")"</em> })}</span>" " }
        })
        .collect();
    let dropped: Vec<_> = r
        .dropped
        .iter()
        .map(|x| {
            let why = x.why.as_ref().map(|w| w.text(lang));
            let title = why.clone().unwrap_or_else(|| msg::UiDropped.text(lang));
            let key = x.why.as_ref().map_or("best", |w| w.key());
            view! {
                <span class="dropped" data-tournament=tname(x.tournament) data-why=key title=title>
                    {result(x.tournament, x.place, &x.points)}
                    {why.map(|w| view! { " "<em class="why">"("{w}")"</em> })}
                </span>" "
            }
        })
        .collect();
    view! {
        <tr data-name=r.full_name() data-club=r.club.clone() data-national-id=r.national_id.clone()>
            <td class="pos num">{r.pos.map_or("-".to_string(), |p| p.to_string())}</td>
            {ranking.then(|| view! { <td class="national-id num">{r.national_id.clone()}</td> })}
            <td class="name">{r.full_name()}</td>
            <td class="club">{r.club.clone()}</td>
            <td class="total num" title=r.total.exact()>{r.total.shown_in(lang)}</td>
            <td class="events num">{r.events}</td>
            {(!big).then(|| view! { <td class="results">{counted}{dropped}</td> })}
        </tr>
    }
}

/// The header of a circuit's standings (the national ID's column in a national ranking).
fn standings_head(ranking: bool, big: bool, lang: Lang) -> impl IntoView {
    view! {
        <thead><tr>
            <th class="num">"Pos."</th>
            {ranking.then(|| view! { <th class="num">{msg::UiRankingNationalId.text(lang)}</th> })}
            <th>{msg::UiCircuitNameHeader.text(lang)}</th><th>"Club"</th>
            <th class="num">{msg::UiCircuitTotalHeader.text(lang)}</th><th class="num">{msg::UiEvents.text(lang)}</th>
            {(!big).then(|| view! { <th>{msg::UiCircuitResultsHeader.text(lang)}</th> })}
        </tr></thead>
    }
}

/// Rows of the circuit's standings a projector page shows (at 1366×768 too).
pub(super) const PROJECTOR_ROWS: usize = 12;

/// The projector's pages of the circuit's standings: the ranked rows a page of [`PROJECTOR_ROWS`]
/// at a time, the unranked with the last.
pub(super) fn projector_pages(s: &CircuitStandings) -> usize {
    s.rows.len().div_ceil(PROJECTOR_ROWS).max(1)
}
