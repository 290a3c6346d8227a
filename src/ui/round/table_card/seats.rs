//! A card's table of seats: the head with the format's fields, and a row per seat with its score
//! fields, the place and the tournament points the entry would give.

use super::draft::SeatDraft;
use super::state::{peek, Card};
use crate::i18n::Lang;
use crate::model::Seat;
use crate::words::msg;
use leptos::prelude::*;

/// The seats' table of a card.
pub(super) fn seats_table(card: Card, seats: &[Seat], lang: Lang) -> impl IntoView {
    view! {
        <table class="seats">
            {seats_head(card, lang)}
            <tbody>
                {seats.iter().enumerate().map(|(i, seat)| seat_row(card, i, seat, lang)).collect_view()}
            </tbody>
        </table>
    }
}

fn seats_head(card: Card, lang: Lang) -> impl IntoView {
    view! {
        <thead><tr>
            <th>{msg::UiPlayer.text(lang)}</th>
            <th class="num">{card.entry.unit(lang)}</th>
            {card.entry.shows(|e| e.risiko).then(|| view! { <th title="RisiKo!">"R!"</th> })}
            {card.entry.shows(|e| e.eliminated).then(|| view! { <th title=msg::UiCardEliminatedLabel.text(lang)>{msg::UiElim.text(lang)}</th> })}
            {card.entry.shows(|e| e.outside_objective).then(|| view! { <th title=msg::UiPointsOutsideObjective.text(lang)>{msg::EveningOutsideShort.text(lang)}</th><th title=msg::UiPlayOrder.text(lang)>{msg::UiOrd.text(lang)}</th> })}
            {card.entry.shows(|e| e.tie_order).then(|| view! { <th title=msg::UiCardTieOrderLabel.text(lang)>{msg::UiTie.text(lang)}</th> })}
            <th class="num">{msg::UiPl.text(lang)}</th>
            <th class="num">{msg::UiTournPts.text(lang)}</th>
        </tr></thead>
    }
}

/// A score field of a seat: what it shows of the draft, how it sets it, its name and class, and
/// whether it is a rarely used one (on the Tab path only when the table needs it).
struct Field {
    get: fn(&SeatDraft) -> String,
    set: fn(&mut SeatDraft, String),
    name: &'static str,
    class: &'static str,
    rare: bool,
}

const POINTS: Field = Field {
    get: |d| d.points.clone(),
    set: |d, v| d.points = v,
    name: "points",
    class: "pts",
    rare: false,
};
const ELIMINATED: Field = Field {
    get: |d| d.eliminated.clone(),
    set: |d, v| d.eliminated = v,
    name: "eliminated",
    class: "small",
    rare: false,
};
const OUTSIDE: Field = Field {
    get: |d| d.outside.clone(),
    set: |d, v| d.outside = v,
    name: "outside",
    class: "small",
    rare: true,
};
const PLAY_ORDER: Field = Field {
    get: |d| d.play_order.clone(),
    set: |d, v| d.play_order = v,
    name: "play-order",
    class: "small",
    rare: true,
};
const TIE: Field = Field {
    get: |d| d.tie.clone(),
    set: |d, v| d.tie = v,
    name: "tie",
    class: "small",
    rare: true,
};

/// The score and Elim. are on the Tab path; the rarely used fields (F.O., Ord., Pari) join it only for
/// seats the table needs them for (a tie at the top), and are reached by their own keys from any field
/// of the seat.
fn score_field(card: Card, i: usize, who: &str, f: &Field, lang: Lang) -> impl IntoView {
    let Field {
        get,
        set,
        name,
        class,
        rare,
    } = *f;
    let opened = card.opened;
    let drafts = card.entry.drafts;
    let unit = card.entry.unit(lang);
    view! {
        <td class=class class:needed=move || rare && opened.with(|o| o.contains(&i)) data-label=field_label(name, unit, lang).0><input name=name inputmode="numeric" size="3" prop:disabled=move || card.entry.read_only()
            tabindex=move || if rare && !opened.with(|o| o.contains(&i)) { "-1" } else { "0" }
            aria-label=format!("{} — {who}", field_label(name, unit, lang).1)
            aria-keyshortcuts=field_key(name, lang)
            prop:value=move || drafts.with(|d| d.get(i).map(get).unwrap_or_default())
            on:input=move |ev| { let v = event_target_value(&ev); drafts.update(|d| if let Some(s) = d.get_mut(i) { set(s, v) }) }
            on:keydown=move |ev| card.seat_key(&ev, i)/></td>
    }
}

fn seat_row(card: Card, i: usize, seat: &Seat, lang: Lang) -> impl IntoView {
    let drafts = card.entry.drafts;
    let preview = card.preview;
    let player = seat.player;
    let who = peek(|t| {
        t.player(player)
            .map(|p| (p.full_name(), p.club.clone(), p.region.clone()))
    })
    .flatten()
    .unwrap_or_default();
    let who_name = who.0.clone();
    let risiko_name = who.0.clone();
    let field = |f: &Field| score_field(card, i, &who_name, f, lang);
    view! {
        <tr data-player=player>
            <td class="who">{card.entry.shows(|e| e.colours).then(|| view! { <span class="disc" title=if i == 0 { msg::UiBlack.text(lang) } else { msg::UiWhite.text(lang) }>{if i == 0 { "● " } else { "○ " }}</span> })}<b>{who.0}</b><small>{format!(" #{player}")}</small><br/><small class="club">{[who.1, who.2].into_iter().filter(|s| !s.is_empty()).collect::<Vec<_>>().join(" · ")}</small></td>
            {field(&POINTS)}
            {card.entry.shows(|e| e.risiko).then(|| view! {
                <td class="risiko" data-label="R!"><input type="checkbox" name="risiko" tabindex="-1" prop:disabled=move || card.entry.read_only() prop:checked=move || drafts.with(|d| d.get(i).is_some_and(|s| s.risiko))
                    aria-label=format!("RisiKo! — {risiko_name}") aria-keyshortcuts="R"
                    on:keydown=move |ev| if ev.key() == "Enter" { ev.prevent_default(); card.save() } else { card.seat_key(&ev, i) }
                    on:change=move |ev| { let on = event_target_checked(&ev); drafts.update(|d| if let Some(s) = d.get_mut(i) { s.risiko = on; if on { s.points = "100".into() } }) }/></td>
            })}
            {card.entry.shows(|e| e.eliminated).then(|| field(&ELIMINATED))}
            {card.entry.shows(|e| e.outside_objective).then(|| view! {
                {field(&OUTSIDE)}
                {field(&PLAY_ORDER)}
            })}
            {card.entry.shows(|e| e.tie_order).then(|| field(&TIE))}
            <td class="num place" data-label=msg::UiPl.text(lang)>{move || preview.with(|p| p.as_ref().map(|(_, place)| place[i].to_string()).unwrap_or_default())}</td>
            <td class="num tp" data-label=msg::UiTournPts.text(lang)>{move || preview.with(|p| p.as_ref().map(|(pts, _)| pts[i].shown_in(card.entry.decimals(), lang)).unwrap_or_default())}</td>
        </tr>
    }
}

/// The short label (on a phone, above the field) and the full one (for screen readers) of a score field.
/// `unit` is the format's word for a seat's number ("Pedine" for discs).
fn field_label(name: &str, unit: &'static str, lang: Lang) -> (String, String) {
    match name {
        "points" if unit != msg::UiPoints.text(lang) => (unit.to_string(), unit.to_string()),
        "points" => (msg::UiPoints.text(lang), msg::UiTablePoints.text(lang)),
        "eliminated" => ("Elim.".to_string(), msg::UiCardEliminationOrder.text(lang)),
        "outside" => (
            msg::EveningOutsideShort.text(lang),
            msg::UiPointsOutsideObjective.text(lang),
        ),
        "play-order" => (msg::UiOrd.text(lang), msg::UiPlayOrder.text(lang)),
        "tie" => (msg::UiTie.text(lang), msg::UiCardTieOrderLabel.text(lang)),
        _ => (String::new(), String::new()),
    }
}

/// The key that reaches a score field from any field of its seat (`aria-keyshortcuts`), in the
/// language on screen (F, O, P in Italian; O, P, T in English).
pub(super) fn field_key(name: &str, lang: Lang) -> String {
    match name {
        "outside" => msg::EveningKeyOutside.text(lang),
        "play-order" => msg::EveningKeyPlayOrder.text(lang),
        "tie" => msg::EveningKeyTie.text(lang),
        _ => String::new(),
    }
}
