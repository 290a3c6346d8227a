//! A round on the projector: every table a page at a time (as many as fit, turning by itself), who
//! sits out or has the bye, and where the players the search finds sit.

use super::finds;
use crate::i18n::Lang;
use crate::model::search::Query;
use crate::model::{Phase, Tournament};
use crate::ui::ctx;
use crate::ui::shared::names::name_of;
use crate::words::msg;
use leptos::prelude::*;

/// One table as the projector shows it.
#[derive(Clone, PartialEq)]
struct ProjectedTable {
    number: u32,
    /// (label, name, found)
    seats: Vec<(String, String, bool)>,
}

/// How many tables a page of the projector holds before the screen is measured.
const TABLES_PER_PAGE: usize = 12;

/// How many tables fit on the screen below the header: as many columns as the grid has, times as
/// many rows of the tallest table shown as the window's height leaves (every table on
/// screen, at 1366×768 too). `None` when nothing is on screen to measure.
fn tables_that_fit() -> Option<usize> {
    use wasm_bindgen::JsCast;
    let w = web_sys::window()?;
    let doc = w.document()?;
    let grid = doc.query_selector(".p-tables").ok()??;
    let cards = grid.query_selector_all(".p-table").ok()?;
    let rects: Vec<web_sys::DomRect> = (0..cards.length())
        .filter_map(|i| cards.item(i))
        .filter_map(|n| n.dyn_into::<web_sys::Element>().ok())
        .map(|e| e.get_bounding_client_rect())
        .collect();
    let first = rects.first()?;
    let columns = rects
        .iter()
        .filter(|r| (r.top() - first.top()).abs() < 1.0)
        .count()
        .max(1);
    let tallest = rects.iter().map(|r| r.height()).fold(0.0, f64::max);
    let gap = 16.0;
    let height = w.inner_height().ok()?.as_f64()?;
    // Below the tables: the page number and a line of who sits out.
    let below = 64.0;
    let room = height - grid.get_bounding_client_rect().top() - below;
    let rows = ((room + gap) / (tallest + gap)).floor().max(1.0) as usize;
    Some(columns * rows)
}

/// Where a found player sits, in words: "Nicolò Dell'Acqua: Tavolo 13, posto 2" (or "Nero" at an
/// Othello board); with the bye, that he sits out.
fn seat_words(name: &str, table: u32, seat: usize, colours: bool, lang: Lang) -> String {
    let place = if colours {
        if seat == 0 {
            msg::UiBlack.text(lang)
        } else {
            msg::UiWhite.text(lang)
        }
        .to_string()
    } else {
        format!("{} {}", msg::UiSeat.text(lang), seat + 1)
    };
    format!("{name}: {} {table}, {place}", msg::UiTable.text(lang))
}

/// What the projector shows of a round: the tables, the byes, who else is out of the round, and where
/// the players found by the search sit.
#[derive(Clone, Default, PartialEq)]
struct ProjectedRound {
    tables: Vec<ProjectedTable>,
    /// (name, found)
    byes: Vec<(String, bool)>,
    /// Registered players neither at a table nor with the bye, in a qualifying round (absent,
    /// withdrawn): they sit out too.
    out: Vec<String>,
    /// Found players who play neither at a table nor have the bye (withdrawn, not qualified).
    elsewhere: Vec<String>,
    /// Where each found player sits, in words.
    found: Vec<String>,
}

/// A table's seats as the projector shows them: each seat's label (its colour at a two-seat board game,
/// else its number), the player's name and whether the search finds him; where each found player sits
/// goes into `found`.
fn shown_table(
    t: &Tournament,
    tab: &crate::model::Table,
    colours: bool,
    q: &Query,
    lang: Lang,
    found: &mut Vec<String>,
) -> ProjectedTable {
    let seats = tab
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let label = if colours {
                if i == 0 {
                    msg::UiProjectorBlack.text(lang)
                } else {
                    msg::UiProjectorWhite.text(lang)
                }
                .to_string()
            } else {
                format!("{}.", i + 1)
            };
            let name = name_of(t, s.player);
            let hit = finds(t, s.player, q);
            if hit {
                found.push(seat_words(&name, tab.number, i, colours, lang));
            }
            (label, name, hit)
        })
        .collect();
    ProjectedTable {
        number: tab.number,
        seats,
    }
}

/// What the projector shows of round `number` for the search `q`; `None` while there is no such round.
fn projected_round(t: &Tournament, number: u32, q: &Query, lang: Lang) -> Option<ProjectedRound> {
    let round = t.round(number)?;
    // A player who types his whole name lights up his own table only.
    let q = &q.clone().among(&t.players);
    // Two-seat board games say each seat's colour.
    let colours = crate::format::def(t).entry().colours;
    let mut found = Vec::new();
    let tables: Vec<ProjectedTable> = round
        .tables
        .iter()
        .map(|tab| shown_table(t, tab, colours, q, lang, &mut found))
        .collect();
    let byes: Vec<(String, bool)> = round
        .byes
        .iter()
        .map(|&p| (name_of(t, p), finds(t, p, q)))
        .collect();
    for (name, _) in byes.iter().filter(|b| b.1) {
        found.push(format!("{name}: {}", msg::UiProjectorSitsOut.text(lang)));
    }
    let absent =
        |p: &&crate::model::Player| round.find(p.id).is_none() && !round.byes.contains(&p.id);
    // In a semifinal or a final most players are out by the rules: they are not listed.
    let out: Vec<String> = if round.phase == Phase::Qualifying {
        t.players
            .iter()
            .filter(absent)
            .map(|p| p.full_name())
            .collect()
    } else {
        Vec::new()
    };
    let elsewhere: Vec<String> = t
        .players
        .iter()
        .filter(absent)
        .filter(|p| finds(t, p.id, q))
        .map(|p| p.full_name())
        .collect();
    Some(ProjectedRound {
        tables,
        byes,
        out,
        elsewhere,
        found,
    })
}

/// The first table found scrolls into view (a long round runs past the bottom of the screen).
fn scroll_to_first_found() {
    request_animation_frame(|| {
        if let Some(el) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.query_selector(".p-table.hit").ok().flatten())
        {
            let options = web_sys::ScrollIntoViewOptions::new();
            options.set_block(web_sys::ScrollLogicalPosition::Nearest);
            el.scroll_into_view_with_scroll_into_view_options(&options);
        }
    });
}

/// The pages turned by the director (or a presenter's remote: arrows, Page Up/Down, space) and every
/// 12 s, never while searching; a new window size measures what fits again.
fn turn_pages(
    per_page: RwSignal<usize>,
    searching: impl Fn() -> bool + Copy + 'static,
    turn: impl Fn(isize) + Copy + 'static,
) {
    let resized = window_event_listener_untyped("resize", move |_| per_page.set(TABLES_PER_PAGE));
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        let in_field = ev
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlInputElement>(t).ok())
            .is_some();
        if in_field || searching() {
            return;
        }
        match ev.key().as_str() {
            "ArrowRight" | "ArrowDown" | "PageDown" | " " => turn(1),
            "ArrowLeft" | "ArrowUp" | "PageUp" => turn(-1),
            _ => return,
        }
        ev.prevent_default();
    });
    let handle = set_interval_with_handle(
        move || {
            if !searching() {
                turn(1)
            }
        },
        std::time::Duration::from_secs(12),
    )
    .ok();
    on_cleanup(move || {
        resized.remove();
        keys.remove();
        if let Some(h) = handle {
            h.clear()
        }
    });
}

#[component]
pub(super) fn ProjectorTables(number: u32, query: RwSignal<String>) -> impl IntoView {
    let cx = ctx();
    let page = RwSignal::new(0usize);
    let lang = move || cx.lang.get();
    let typed = Memo::new(move |_| Query::new(&query.get()));
    let data = Memo::new(move |_| {
        let lang = lang();
        typed
            .with(|q| cx.with_t(|t| projected_round(t, number, q, lang)))
            .flatten()
            .unwrap_or_default()
    });
    let searching = move || typed.with(|q| !q.is_empty());
    Effect::new(move |_| {
        if data.with(|d| d.tables.iter().any(|t| t.seats.iter().any(|s| s.2))) {
            scroll_to_first_found();
        }
    });
    let per_page = RwSignal::new(TABLES_PER_PAGE);
    let pages = move || data.with(|d| d.tables.len().div_ceil(per_page.get()).max(1));
    let turn = move |by: isize| {
        let n = pages() as isize;
        page.update(|p| *p = (*p as isize + by).rem_euclid(n) as usize)
    };
    // After each page is drawn, as many tables a page as fit: only ever fewer, so a page of taller
    // tables (five seats) does not make the pages flip back and forth; a new window size starts again.
    let measure = move || {
        request_animation_frame(move || {
            if let Some(fit) = tables_that_fit() {
                if fit < per_page.get_untracked() {
                    per_page.set(fit);
                    let last = data.with_untracked(|d| d.tables.len().div_ceil(fit).max(1)) - 1;
                    page.update(|p| *p = (*p).min(last));
                }
            }
        })
    };
    // Measured on the first page, which is full whenever there is more than one: a later, partial page
    // (one table alone) would count one column and shrink the pages to what a column holds.
    Effect::new(move |_| {
        data.track();
        per_page.track();
        if !searching() && page.get() == 0 {
            measure();
        }
    });
    turn_pages(per_page, searching, turn);
    move || {
        // While searching every table is on screen (the ones found light up); otherwise a page at a time.
        let per = (!searching()).then(|| per_page.get());
        round_on_screen(data.get(), (page.get(), pages()), per, lang())
    }
}

/// The round on the projector: where the players found sit, the tables of page `page` of `pages`
/// (`per` a page, or every table while searching: `None`), who sits out, and the page's number.
fn round_on_screen(
    round: ProjectedRound,
    (page, pages): (usize, usize),
    per: Option<usize>,
    lang: Lang,
) -> impl IntoView {
    let ProjectedRound {
        tables,
        byes,
        out,
        elsewhere,
        found,
    } = round;
    let any_hit = tables.iter().any(|t| t.seats.iter().any(|s| s.2)) || byes.iter().any(|b| b.1);
    let searching = per.is_none();
    let shown: Vec<ProjectedTable> = match per {
        None => tables,
        Some(per) => tables.into_iter().skip(page * per).take(per).collect(),
    };
    let bye_hit = byes.iter().any(|b| b.1);
    view! {
        {(!found.is_empty()).then(|| view! {
            <ul class="p-found" id="p-found" aria-live="polite">{found.into_iter().map(|f| view! { <li>{f}</li> }).collect_view()}</ul>
        })}
        <div class="p-tables" data-page=page + 1 data-pages=pages>
            {shown.into_iter().map(|tab| table_on_screen(tab, any_hit)).collect_view()}
        </div>
        {(!byes.is_empty()).then(|| view! {
            <p class="p-side" class:hit=bye_hit id="p-byes">{msg::UiSitsOutBye.str(lang)}
                {byes.into_iter().map(|(n, h)| view! { <span class:hit=h>{n}" "</span> }).collect_view()}
            </p>
        })}
        {(!out.is_empty()).then(|| view! {
            <p class="p-side" id="p-out">{format!("{}: {}", msg::UiProjectorNotPlaying.text(lang), out.join(", "))}</p>
        })}
        {(!elsewhere.is_empty() && !any_hit).then(|| view! {
            <p class="p-side" id="p-elsewhere">{format!("{}: {}", elsewhere.join(", "), msg::UiProjectorDoesNotPlay.text(lang))}</p>
        })}
        {(searching && !any_hit && elsewhere.is_empty()).then(|| view! {
            <p class="p-side" id="p-nobody">{msg::UiProjectorNotFound.text(lang)}</p>
        })}
        {(!searching && pages > 1).then(|| view! {
            <p class="p-page">{format!("{} {}/{}", msg::UiPage.text(lang), page + 1, pages)}</p>
        })}
    }
}

/// One table on the projector: its number and seats, lit when the search finds one of its players,
/// dimmed when the search finds someone elsewhere.
fn table_on_screen(tab: ProjectedTable, any_hit: bool) -> impl IntoView {
    let hit = tab.seats.iter().any(|s| s.2);
    view! {
        <div class="p-table" class:hit=hit class:dim=any_hit && !hit data-table=tab.number>
            <div class="p-num">{tab.number}</div>
            <ol class="named">{tab.seats.into_iter().map(|(label, n, h)| view! { <li class:hit=h><span class="colour">{label}</span>" "<span class="p-name">{n}</span></li> }).collect_view()}</ol>
        </div>
    }
}
