//! One table of the round page: its seats, the score entry with its checks and preview, the draft kept
//! while typing, saving, and the keyboard's way from table to table.
//!
//! A card reads the tournament without tracking it: it follows its own table (`stored`), the language
//! and the round-wide [`CardEnv`], so saving one table re-renders that table only, not the 250 others of
//! a 1000-player round (issue 30).

use super::ctx;
use super::names::name_of;
use crate::app::scores;
use crate::format;
use crate::i18n::{Lang, Localized};
use crate::journal::{self, Event};
use crate::model::{OutcomeKind, PlayerId, SeatResult, Table, TableOutcome, Tournament};
use crate::words::msg;
use leptos::prelude::*;

/// What every card of a round shares, computed once per round (not once per card) and compared, so a
/// change elsewhere in the tournament wakes no card.
#[derive(Clone, Copy)]
pub struct CardEnv {
    /// What a seat records (the format's).
    pub entry: Memo<Option<format::Entry>>,
    /// The tournament's settings: the rules every check and preview asks.
    pub settings: Memo<Option<crate::model::Settings>>,
    /// A played, locked round is read-only until unlocked.
    pub read_only: Memo<bool>,
}

impl CardEnv {
    pub fn new(number: u32) -> Self {
        let cx = ctx();
        CardEnv {
            entry: Memo::new(move |_| cx.with_t(|t| format::def(t).entry())),
            settings: Memo::new(move |_| cx.with_t(|t| t.settings.clone())),
            read_only: Memo::new(move |_| {
                cx.with_t(|t| journal::impact::results_locked(t, number))
                    .unwrap_or(false)
            }),
        }
    }
}

/// Reads the open tournament without tracking it.
fn peek<R>(f: impl FnOnce(&Tournament) -> R) -> Option<R> {
    ctx()
        .open
        .with_untracked(|o| o.as_ref().map(|s| f(s.journal.state())))
}

/// What the director types for one seat, as text until saved (kept as a draft in local storage, issue 13).
#[derive(Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
struct SeatDraft {
    points: String,
    risiko: bool,
    eliminated: String,
    outside: String,
    play_order: String,
    tie: String,
}

impl SeatDraft {
    fn of(r: &Option<SeatResult>) -> Self {
        let Some(r) = r else {
            return SeatDraft::default();
        };
        let opt = |v: Option<u32>| v.map(|v| v.to_string()).unwrap_or_default();
        SeatDraft {
            points: r.points.to_string(),
            risiko: r.risiko,
            eliminated: opt(r.eliminated.map(u32::from)),
            outside: opt(r.outside_objective),
            play_order: opt(r.play_order.map(u32::from)),
            tie: opt(r.tie_order.map(u32::from)),
        }
    }

    /// `Ok(None)` for an empty seat; `Err` names the field that is not a whole number (the score by
    /// the format's `unit`: "Pedine" in Othello).
    fn parse(&self, unit: &str, lang: Lang) -> Result<Option<SeatResult>, String> {
        fn num<T: std::str::FromStr>(s: &str, what: &str, lang: Lang) -> Result<Option<T>, String> {
            let s = s.trim();
            if s.is_empty() {
                return Ok(None);
            }
            s.parse().map(Some).map_err(|_| {
                format!(
                    "{what}: {s_q} {}",
                    msg::UiCardNotWholeNumber.text(lang),
                    s_q = msg::UiQuoted { text: &s }.text(lang)
                )
            })
        }
        let mut chars = unit.chars();
        let unit: String = chars
            .next()
            .map(|c| c.to_uppercase().chain(chars).collect())
            .unwrap_or_default();
        let points: Option<u32> = num(&self.points, &unit, lang)?;
        let eliminated: Option<u8> = num(&self.eliminated, &msg::UiEliminated.text(lang), lang)?;
        let points = match (points, self.risiko, eliminated) {
            (Some(p), _, _) => p,
            (None, true, _) => 100,
            (None, false, Some(_)) => 0,
            (None, false, None) => return Ok(None),
        };
        Ok(Some(SeatResult {
            points,
            risiko: self.risiko,
            eliminated,
            outside_objective: num(&self.outside, &msg::UiOutsideObjective.text(lang), lang)?,
            play_order: num(&self.play_order, &msg::UiPlayOrder.text(lang), lang)?,
            tie_order: num(&self.tie, &msg::UiTieOrder.text(lang), lang)?,
        }))
    }
}

fn outcome_kinds(lang: Lang) -> [(OutcomeKind, String); 6] {
    [
        (OutcomeKind::Points, msg::UiOnPoints.text(lang)),
        (OutcomeKind::WorldConquest, msg::UiWorldConquest.text(lang)),
        (
            OutcomeKind::RisikoEliminatesOther,
            msg::UiCardRisikoEliminatesOther.text(lang),
        ),
        (
            OutcomeKind::RisikoEliminatesDummy,
            msg::UiCardRisikoEliminatesDummy.text(lang),
        ),
        (OutcomeKind::Risiko, "RisiKo!".to_string()),
        (OutcomeKind::Abandon, msg::UiAbandon.text(lang)),
    ]
}

#[component]
pub fn TableCard(number: u32, table: u32, env: CardEnv) -> impl IntoView {
    let cx = ctx();
    // What a seat records and the word for its number, asked of the format's definition.
    let entry = move || env.entry.get();
    let unit = move |lang: Lang| {
        env.settings.track();
        peek(|t| format::def(t).unit_word(lang)).unwrap_or("Punti")
    };
    let stored = Memo::new(move |_| {
        cx.with_t(|t| {
            t.round(number)
                .and_then(|r| r.tables.iter().find(|x| x.number == table).cloned())
        })
        .flatten()
    });
    let initial = stored
        .get_untracked()
        .map(|t| {
            t.seats
                .iter()
                .map(|s| SeatDraft::of(&s.result))
                .collect::<Vec<_>>()
        })
        .unwrap_or_default();
    let drafts = RwSignal::new(initial);
    let outcome = RwSignal::new(stored.get_untracked().and_then(|t| t.outcome));
    // When the stored table changes (undo, another tab, a swap), the entry follows it.
    Effect::new(move |_| {
        if let Some(t) = stored.get() {
            let fresh: Vec<SeatDraft> = t.seats.iter().map(|s| SeatDraft::of(&s.result)).collect();
            if t.is_complete() || drafts.with_untracked(|d| d.len() != fresh.len()) {
                drafts.set(fresh);
                outcome.set(t.outcome);
            }
        }
    });
    // Typed but unsaved scores are a draft: kept in local storage per tournament, round and table, so a
    // tab switch or a reload does not lose them; shown as "bozza, non salvata", never as saved.
    let draft_key = format!("raduno.draft.{}.{number}.{table}", cx.current_id());
    let is_draft = RwSignal::new(false);
    Effect::new(move |first: Option<()>| {
        let fresh: Vec<SeatDraft> = stored
            .with(|t| {
                t.as_ref()
                    .map(|t| t.seats.iter().map(|s| SeatDraft::of(&s.result)).collect())
            })
            .unwrap_or_default();
        if first.is_none() {
            if let Some(d) = crate::store::side::read(&draft_key)
                .and_then(Result::ok)
                .filter(|d: &Vec<SeatDraft>| d.len() == fresh.len())
            {
                drafts.set(d);
            }
        }
        let differs = drafts.with(|d| d != &fresh);
        if differs {
            // A draft that cannot be kept (full storage) is still on screen; saving the table is what counts.
            let _ = crate::store::side::write(&draft_key, &drafts.get_untracked());
        } else {
            crate::store::side::remove(&draft_key);
        }
        is_draft.set(differs);
    });
    // A played, locked round is read-only until unlocked; a correction that moves a later round or
    // phase waits here for the director's confirmation (issue 10 part 4).
    let read_only = move || env.read_only.get();
    // The rules a check asks: this table and the tournament's settings (tracked), the rest read as is.
    let rules = move || {
        stored.track();
        env.settings.track();
    };
    let pending: RwSignal<Option<Event>> = RwSignal::new(None);
    let lang = move || cx.lang.get();
    // Parsed entry, the problems the rules find, and the ranking and points it would give.
    let parsed = Memo::new(move |_| {
        let lang = lang();
        rules();
        let (unit, players) = peek(|t| {
            let seats: Vec<(PlayerId, String)> = t
                .round(number)
                .and_then(|r| r.tables.iter().find(|x| x.number == table))
                .map(|tab| {
                    tab.seats
                        .iter()
                        .map(|s| (s.player, name_of(t, s.player)))
                        .collect()
                })
                .unwrap_or_default();
            (format::unit_words(format::kind(&t.settings), lang), seats)
        })
        .unwrap_or_default();
        drafts.with(|d| {
            d.iter()
                .enumerate()
                .map(|(i, s)| {
                    // A field that is not a number is refused with its place, as the rules' refusals.
                    s.parse(unit, lang).map_err(|e| {
                        let (id, name) = players.get(i).cloned().unwrap_or_default();
                        msg::UiRoundTableSeatId {
                            number: &number,
                            table: &table,
                            seat: &(i + 1),
                            name: &name,
                            id: &id,
                            error: &e,
                        }
                        .text(lang)
                    })
                })
                .collect::<Result<Vec<_>, String>>()
        })
    });
    let problems = Memo::new(move |_| {
        let lang = lang();
        rules();
        match parsed.get() {
            Err(e) => vec![e],
            Ok(results) => peek(|t| {
                let round = t.round(number)?;
                let tab = round.tables.iter().find(|x| x.number == table)?;
                Some(
                    format::validate_table(t, round, tab, &results, outcome.get())
                        .iter()
                        .filter(|p| p.kind.severity() != format::Severity::Unusual)
                        .map(|p| p.text(lang))
                        .collect(),
                )
            })
            .flatten()
            .unwrap_or_default(),
        }
    });
    // Possible but unusual scores (a plain 100 without R!, everyone under 10): a question, and the
    // table is saved only once the director confirms (SPEC 2 "Valid results").
    let questions = Memo::new(move |_| {
        let lang = lang();
        let Ok(results) = parsed.get() else {
            return Vec::new();
        };
        rules();
        peek(|t| {
            let round = t.round(number)?;
            let tab = round.tables.iter().find(|x| x.number == table)?;
            Some(
                format::validate_table(t, round, tab, &results, outcome.get())
                    .iter()
                    .filter(|p| p.kind.severity() == format::Severity::Unusual)
                    .map(|p| p.text(lang))
                    .collect::<Vec<_>>(),
            )
        })
        .flatten()
        .unwrap_or_default()
    });
    let asked = RwSignal::new(false);
    let preview = Memo::new(move |_| {
        let results = parsed.get().ok()?;
        if results.iter().any(Option::is_none) || !problems.with(Vec::is_empty) {
            return None;
        }
        rules();
        peek(|t| {
            let round = t.round(number)?;
            let mut tab = round.tables.iter().find(|x| x.number == table)?.clone();
            for (seat, r) in tab.seats.iter_mut().zip(&results) {
                seat.result = r.clone();
            }
            tab.outcome = outcome.get();
            let points = format::seat_points(t, round, &tab).ok()?;
            let rank = format::table_rank(t, &tab).ok()?;
            let mut place = vec![0usize; tab.seats.len()];
            let mut next = 1;
            for group in &rank.groups {
                for &s in group {
                    place[s] = next;
                }
                next += group.len();
            }
            Some((points, place))
        })
        .flatten()
    });
    let save_with = move |confirmed: bool| {
        let lang = cx.lang.get_untracked();
        match parsed.get_untracked() {
            Ok(results) => {
                if !problems.with_untracked(Vec::is_empty) {
                    cx.error(problems.get_untracked().join(" · "));
                    return;
                }
                if !confirmed && !questions.with_untracked(Vec::is_empty) {
                    asked.set(true);
                    return;
                }
                asked.set(false);
                if !super::stale::confirm_scoring(number) {
                    return;
                }
                let outcome = outcome.get_untracked();
                let Some(saving) =
                    cx.with_t(|t| scores::save_table(t, number, table, results, outcome))
                else {
                    return;
                };
                if saving.asks_first {
                    pending.set(Some(saving.event));
                } else {
                    pending.set(None);
                    if cx.dispatch(saving.event) {
                        focus_next_table(table);
                    }
                }
            }
            Err(e) => cx.error(e),
        }
        let _ = lang;
    };
    let save = move || save_with(false);
    let impact_lines = move || {
        pending.with(|e| {
            e.as_ref().and_then(|e| {
                cx.with_t(|t| journal::impact::impact(t, e).map(|i| i.lines(t, lang(), 8)))
                    .and_then(Result::ok)
            })
        })
    };
    let confirm_edit = move |_| {
        if let Some(event) = pending.get_untracked() {
            pending.set(None);
            if cx.dispatch(event) {
                focus_next_table(table);
            }
        }
    };
    // Cancel changes nothing: the entry goes back to what is stored.
    let cancel_edit = move |_| {
        pending.set(None);
        if let Some(t) = stored.get_untracked() {
            drafts.set(t.seats.iter().map(|s| SeatDraft::of(&s.result)).collect());
            outcome.set(t.outcome);
        }
    };
    let decimals = move || {
        env.settings.track();
        peek(|t| format::def(t).decimals).unwrap_or(0)
    };
    let shows = move |what: &str| {
        let Some(e) = entry() else { return false };
        match what {
            "outside" => e.outside_objective,
            "eliminated" => e.eliminated,
            "h2h" => e.outcome,
            "risiko" => e.risiko,
            "tie" => e.tie_order,
            "colour" => e.colours,
            _ => false,
        }
    };
    // Seats whose tie-break fields are on the Tab path (issue 23 item 2): those the rules find level at
    // the top as soon as their scores are typed (the seats not typed yet are taken as 0 to ask, so the
    // fields open while the director is still at the tied seat), and any where one was typed.
    let opened = RwSignal::new(std::collections::BTreeSet::<usize>::new());
    Effect::new(move |_| {
        let Ok(results) = parsed.get() else { return };
        let typed: Vec<bool> = results.iter().map(Option::is_some).collect();
        let filled: Vec<Option<SeatResult>> = results
            .into_iter()
            .map(|r| r.or(Some(SeatResult::points(0))))
            .collect();
        rules();
        let mut need: std::collections::BTreeSet<usize> = peek(|t| {
            let round = t.round(number)?;
            let tab = round.tables.iter().find(|x| x.number == table)?;
            Some(
                format::validate_table(t, round, tab, &filled, outcome.get())
                    .into_iter()
                    .filter(|p| matches!(p.kind, format::ProblemKind::TieUnresolved { .. }))
                    .filter(|p| {
                        p.seats
                            .iter()
                            .all(|&s| typed.get(s).copied().unwrap_or(false))
                    })
                    .flat_map(|p| p.seats)
                    .collect(),
            )
        })
        .flatten()
        .unwrap_or_default();
        drafts.with(|d| {
            need.extend(
                d.iter()
                    .enumerate()
                    .filter(|(_, s)| {
                        !(s.outside.is_empty() && s.play_order.is_empty() && s.tie.is_empty())
                    })
                    .map(|(i, _)| i),
            )
        });
        if opened.with_untracked(|o| *o != need) {
            opened.set(need);
        }
    });
    // Keys of a seat's fields: Enter saves; R toggles RisiKo! (100 points); F, O and P go to the
    // seat's F.O., Ord. and Pari (issue 23 item 2). Letters are never a score, so nothing is lost.
    let seat_key = move |ev: &web_sys::KeyboardEvent, i: usize| {
        if ev.ctrl_key() || ev.meta_key() || ev.alt_key() {
            return;
        }
        let key = ev.key();
        if key == "Enter" {
            save();
            return;
        }
        let target = match key.to_ascii_lowercase().as_str() {
            "r" if shows("risiko") => {
                ev.prevent_default();
                drafts.update(|d| {
                    if let Some(s) = d.get_mut(i) {
                        s.risiko = !s.risiko;
                        if s.risiko {
                            s.points = "100".into();
                        }
                    }
                });
                return;
            }
            "f" if shows("outside") => "outside",
            "o" if shows("outside") => "play-order",
            "p" if shows("tie") => "tie",
            _ => return,
        };
        ev.prevent_default();
        focus_in_row(ev, target);
    };
    // What the card's frame depends on: its table, the language and the format's words and fields. The
    // frame reads nothing else tracked, so no change elsewhere (a lock, another table) rebuilds it.
    let look = Memo::new(move |_| {
        let lang = lang();
        (lang, entry(), unit(lang), decimals())
    });
    view! {
        {move || {
            // Read, not only tracked: a memo never read is computed at the first change of what it
            // reads, and that first computation woke every card's frame once (issue 30).
            look.with(|_| ());
            stored.get().map(|tab: Table| untrack(move || {
            super::probe::bump("card");
            let lang = lang();
            let seats = tab.seats.clone();
            let title = msg::SpeedTableNumber { number: &tab.number }.text(lang);
            let size = format!("{} {}", seats.len(), msg::UiPlayersCountWord.text(lang));
            view! {
                <article class="table-card" class:complete=peek(|t| format::table_state(t, &tab).is_scored()).unwrap_or(false) class:ghost=tab.ghost data-table=tab.number>
                    <header>
                        <h3>{title}</h3>
                        <span class="size">{size}{tab.ghost.then(|| msg::UiGhost.str(lang))}{(tab.group > 0).then(|| format!(" · {} {}", msg::UiGroup.text(lang), tab.group))}</span>
                    </header>
                    <table class="seats">
                        <thead><tr>
                            <th>{msg::UiPlayer.text(lang)}</th>
                            <th class="num">{unit(lang)}</th>
                            {shows("risiko").then(|| view! { <th title="RisiKo!">"R!"</th> })}
                            {shows("eliminated").then(|| view! { <th title=msg::UiCardEliminatedLabel.text(lang)>{msg::UiElim.text(lang)}</th> })}
                            {shows("outside").then(|| view! { <th title=msg::UiPointsOutsideObjective.text(lang)>"F.O."</th><th title=msg::UiPlayOrder.text(lang)>{msg::UiOrd.text(lang)}</th> })}
                            {shows("tie").then(|| view! { <th title=msg::UiCardTieOrderLabel.text(lang)>{msg::UiTie.text(lang)}</th> })}
                            <th class="num">{msg::UiPl.text(lang)}</th>
                            <th class="num">{msg::UiTournPts.text(lang)}</th>
                        </tr></thead>
                        <tbody>
                            {seats.iter().enumerate().map(|(i, seat)| {
                                let player = seat.player;
                                let who = peek(|t| t.player(player).map(|p| (p.full_name(), p.club.clone(), p.region.clone()))).flatten().unwrap_or_default();
                                let who_name = who.0.clone();
                                let risiko_name = who.0.clone();
                                // The score and Elim. are on the Tab path; the rarely used fields (F.O., Ord., Pari)
                                // join it only for seats the table needs them for (a tie at the top), and are
                                // reached by their own keys from any field of the seat (issue 23 item 2).
                                let field = move |get: fn(&SeatDraft) -> String, set: fn(&mut SeatDraft, String), name: &'static str, class: &'static str, rare: bool| view! {
                                    <td class=class class:needed=move || rare && opened.with(|o| o.contains(&i)) data-label=field_label(name, unit(lang), lang).0><input name=name inputmode="numeric" size="3" prop:disabled=read_only
                                        tabindex=move || if rare && !opened.with(|o| o.contains(&i)) { "-1" } else { "0" }
                                        aria-label=format!("{} — {who_name}", field_label(name, unit(lang), lang).1)
                                        aria-keyshortcuts=field_key(name)
                                        prop:value=move || drafts.with(|d| d.get(i).map(get).unwrap_or_default())
                                        on:input=move |ev| { let v = event_target_value(&ev); drafts.update(|d| if let Some(s) = d.get_mut(i) { set(s, v) }) }
                                        on:keydown=move |ev| seat_key(&ev, i)/></td>
                                };
                                view! {
                                    <tr data-player=player>
                                        <td class="who">{shows("colour").then(|| view! { <span class="disc" title=if i == 0 { msg::UiBlack.text(lang) } else { msg::UiWhite.text(lang) }>{if i == 0 { "● " } else { "○ " }}</span> })}<b>{who.0}</b><small>{format!(" #{player}")}</small><br/><small class="club">{[who.1, who.2].into_iter().filter(|s| !s.is_empty()).collect::<Vec<_>>().join(" · ")}</small></td>
                                        {field(|d| d.points.clone(), |d, v| d.points = v, "points", "pts", false)}
                                        {shows("risiko").then(|| view! {
                                            <td data-label="R!"><input type="checkbox" name="risiko" tabindex="-1" prop:disabled=read_only prop:checked=move || drafts.with(|d| d.get(i).is_some_and(|s| s.risiko))
                                                aria-label=format!("RisiKo! — {risiko_name}") aria-keyshortcuts="R"
                                                on:keydown=move |ev| if ev.key() == "Enter" { ev.prevent_default(); save() } else { seat_key(&ev, i) }
                                                on:change=move |ev| { let on = event_target_checked(&ev); drafts.update(|d| if let Some(s) = d.get_mut(i) { s.risiko = on; if on { s.points = "100".into() } }) }/></td>
                                        })}
                                        {shows("eliminated").then(|| field(|d| d.eliminated.clone(), |d, v| d.eliminated = v, "eliminated", "small", false))}
                                        {shows("outside").then(|| view! {
                                            {field(|d| d.outside.clone(), |d, v| d.outside = v, "outside", "small", true)}
                                            {field(|d| d.play_order.clone(), |d, v| d.play_order = v, "play-order", "small", true)}
                                        })}
                                        {shows("tie").then(|| field(|d| d.tie.clone(), |d, v| d.tie = v, "tie", "small", true))}
                                        <td class="num place">{move || preview.with(|p| p.as_ref().map(|(_, place)| place[i].to_string()).unwrap_or_default())}</td>
                                        <td class="num tp">{move || preview.with(|p| p.as_ref().map(|(pts, _)| pts[i].shown(decimals())).unwrap_or_default())}</td>
                                    </tr>
                                }
                            }).collect_view()}
                        </tbody>
                    </table>
                    {shows("h2h").then(|| {
                        let names: Vec<String> = seats.iter().map(|s| peek(|t| name_of(t, s.player)).unwrap_or_default()).collect();
                        view! {
                            <div class="outcome">
                                <select name="outcome-kind" aria-label=msg::UiCardOutcomeLabel.text(lang) prop:disabled=read_only on:change=move |ev| {
                                    let v = event_target_value(&ev);
                                    let kind = outcome_kinds(Lang::It).into_iter().map(|(k, _)| k).find(|k| format!("{k:?}") == v);
                                    // "Ai punti" goes to the player with more table points (SPEC 5.6): that seat
                                    // is proposed, never simply the first one.
                                    let leader = drafts.with_untracked(|d| {
                                        let pts = |i: usize| d.get(i).and_then(|s| s.points.trim().parse::<u32>().ok());
                                        u8::from(pts(1) > pts(0))
                                    });
                                    outcome.update(|o| *o = kind.map(|kind| TableOutcome { kind, seat: match (kind, *o) { (OutcomeKind::Points, _) | (_, None) => leader, (_, Some(o)) => o.seat } }));
                                }>
                                    <option value="">{msg::UiOutcome.text(lang)}</option>
                                    {outcome_kinds(lang).into_iter().map(|(k, label)| view! { <option value=format!("{k:?}") selected=move || outcome.get().is_some_and(|o| o.kind == k)>{label}</option> }).collect_view()}
                                </select>
                                <select name="outcome-seat" aria-label=msg::UiCardOutcomeWinner.text(lang) prop:disabled=read_only on:change=move |ev| {
                                    let seat: u8 = event_target_value(&ev).parse().unwrap_or(0);
                                    outcome.update(|o| if let Some(o) = o { o.seat = seat });
                                }>
                                    {names.into_iter().enumerate().map(|(i, n)| view! { <option value=i.to_string() selected=move || outcome.get().is_some_and(|o| o.seat as usize == i)>{n}</option> }).collect_view()}
                                </select>
                                <small>{msg::UiCardOutcomeHint.text(lang)}</small>
                            </div>
                        }
                    })}
                    {move || {
                        let p = problems.get();
                        let typed = drafts.with(|d| d.iter().any(|s| s != &SeatDraft::default()));
                        (typed && !p.is_empty()).then(|| view! { <ul class="entry-problems">{p.into_iter().map(|x| view! { <li>{x}</li> }).collect_view()}</ul> })
                    }}
                    {move || {
                        let q = questions.get();
                        let typed = drafts.with(|d| d.iter().any(|s| s != &SeatDraft::default()));
                        (typed && !q.is_empty() && problems.with(Vec::is_empty)).then(|| view! {
                            <div class="entry-question" class:asked=move || asked.get() role="alertdialog">
                                <ul>{q.into_iter().map(|x| view! { <li>{x}</li> }).collect_view()}</ul>
                                <button class="primary question-confirm" on:click=move |_| save_with(true)>{msg::UiCardSaveAnyway.text(cx.lang.get())}</button>
                            </div>
                        })
                    }}
                    {move || impact_lines().map(|lines| view! {
                        <div class="impact" role="alertdialog">
                            <p><b>{msg::UiCardCorrectionImpact.text(cx.lang.get())}</b></p>
                            <ul>{lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
                            <p>
                                <button class="primary impact-confirm" on:click=confirm_edit>{msg::UiConfirmAndSave.text(cx.lang.get())}</button>
                                " "
                                <button class="impact-cancel" on:click=cancel_edit>{msg::UiCancel.text(cx.lang.get())}</button>
                            </p>
                        </div>
                    })}
                    <footer>
                        <button class="primary save-table" prop:disabled=read_only on:click=move |_| save()>{move || msg::UiSaveTable.text(cx.lang.get())}</button>
                        {move || if is_draft.get() {
                            Some(view! { <span class="draft-note" id=format!("draft-{table}")>{msg::UiDraftNotSaved.text(cx.lang.get())}</span> }.into_any())
                        } else {
                            // Saved and complete by the rules; saved but not scorable (a workbook's level top)
                            // says why, never "✓".
                            let state = stored.with(|tab| tab.as_ref().and_then(|tab| peek(|t| format::table_state(t, tab))));
                            match state {
                                Some(format::TableState::Scored { .. }) => Some(view! { <span class="saved">{msg::UiSaved.text(cx.lang.get())}</span> }.into_any()),
                                Some(format::TableState::Incomplete(e)) => Some(view! { <span class="unscored" role="alert">{msg::UiSavedButIncomplete.str(cx.lang.get())}{e.text(cx.lang.get())}</span> }.into_any()),
                                _ => None,
                            }
                        }}
                    </footer>
                </article>
            }
        }))
        }}
    }
}

/// The short label (on a phone, above the field) and the full one (for screen readers) of a score field.
/// `unit` is the format's word for a seat's number ("Pedine" for discs).
fn field_label(name: &str, unit: &'static str, lang: Lang) -> (String, String) {
    match name {
        "points" if unit != msg::UiPoints.text(lang) => (unit.to_string(), unit.to_string()),
        "points" => (msg::UiPoints.text(lang), msg::UiTablePoints.text(lang)),
        "eliminated" => ("Elim.".to_string(), msg::UiCardEliminationOrder.text(lang)),
        "outside" => ("F.O.".to_string(), msg::UiPointsOutsideObjective.text(lang)),
        "play-order" => (msg::UiOrd.text(lang), msg::UiPlayOrder.text(lang)),
        "tie" => (msg::UiTie.text(lang), msg::UiCardTieOrderLabel.text(lang)),
        _ => (String::new(), String::new()),
    }
}

/// The key that reaches a score field from any field of its seat (`aria-keyshortcuts`).
fn field_key(name: &str) -> &'static str {
    match name {
        "outside" => "F",
        "play-order" => "O",
        "tie" => "P",
        _ => "",
    }
}

/// Focuses the field `name` in the seat's row of the key event's field.
fn focus_in_row(ev: &web_sys::KeyboardEvent, name: &str) {
    use wasm_bindgen::JsCast;
    let input = ev
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|e| e.closest("tr").ok().flatten())
        .and_then(|row| {
            row.query_selector(&format!("input[name={name}]"))
                .ok()
                .flatten()
        })
        .and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok());
    if let Some(input) = input {
        let _ = input.focus();
        input.select();
    }
}

/// After a table is saved, the keyboard goes on to the next table's first score (issue 13). The round's
/// tables are drawn again with the saved result after the save, and a redraw may replace the field that
/// was focused: so the focus is checked again over the next half second and put back on the next table's
/// first score if a redraw took it away, unless the user has put it somewhere else.
fn focus_next_table(table: u32) {
    focus_attempt(table, 0, false);
}

const FOCUS_ATTEMPTS: u32 = 20;

/// One look at the focus; `landed`: it has been put on the next table's first score once.
fn focus_attempt(table: u32, attempt: u32, landed: bool) {
    set_timeout(
        move || {
            if let Some(landed) = focus_after(table, landed) {
                if attempt + 1 < FOCUS_ATTEMPTS {
                    focus_attempt(table, attempt + 1, landed);
                }
            }
        },
        std::time::Duration::from_millis(if attempt == 0 { 0 } else { 25 }),
    );
}

/// Puts the focus on the next table's first score when it is not there: before it first lands, from
/// wherever the save left it (the saved table, the page); after, only when a redraw dropped it on the
/// page. None when there is nothing more to do: no next table, or the user put the focus somewhere
/// (then it is left alone, even back in the table just saved); else whether it has landed.
fn focus_after(table: u32, landed: bool) -> Option<bool> {
    use wasm_bindgen::JsCast;
    let doc = web_sys::window().and_then(|w| w.document())?;
    let selector = format!(
        "#tables .table-card[data-table='{table}'] ~ .table-card input[name=points]:not(:disabled)"
    );
    let input = doc
        .query_selector(&selector)
        .ok()
        .flatten()
        .and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok())?; // the last table: nowhere to go
    let target: &web_sys::Element = input.as_ref();
    let active = doc.active_element();
    if active.as_ref() == Some(target) {
        return Some(true); // there: watched on, a redraw may still replace it
    }
    let on_page = active.as_ref().is_none_or(|a| a.tag_name() == "BODY");
    let saved_card = format!("#tables .table-card[data-table='{table}']");
    let in_saved = active
        .as_ref()
        .is_some_and(|a| a.closest(&saved_card).ok().flatten().is_some());
    if !(on_page || (!landed && in_saved)) {
        return None;
    }
    let _ = input.focus();
    input.select();
    // Landed: from now on only a redraw's drop on the page brings it back, never a move of the user's
    // (even one made before the next look).
    Some(true)
}
