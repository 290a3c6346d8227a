//! The round's conflict report, summarised: the verdict, one line with the count of each kind
//! of conflict left and its first few places, and the full table by priority on demand, so a
//! 1000-player round's 166 same-club pairs do not push its tables off the screen.

use crate::draw;
use crate::draw::ConflictReport;
use crate::i18n::Lang;
use crate::journal;
use crate::model::{PlayerId, Round, Tournament};
use crate::ui::ctx;
use crate::ui::shared::names::name_of;
use crate::words::msg;
use leptos::prelude::*;

/// How many places of a kind the summary and the table show before "all".
const FIRST: usize = 3;

/// What the report of round `number` depends on: the rounds before it, its seating, the players and the
/// settings. Saving a table's results changes none of it, so no save recomputes the report.
#[derive(Clone, PartialEq)]
struct Basis {
    number: u32,
    before: Vec<Round>,
    seating: Vec<Vec<PlayerId>>,
    players: Vec<crate::model::Player>,
    settings: crate::model::Settings,
}

impl Basis {
    fn of(t: &Tournament, number: u32) -> Basis {
        Basis {
            number,
            before: t
                .rounds
                .iter()
                .filter(|r| r.number < number)
                .cloned()
                .collect(),
            seating: t
                .round(number)
                .map(|r| r.tables.iter().map(|tb| tb.players().collect()).collect())
                .unwrap_or_default(),
            players: t.players.clone(),
            settings: t.settings.clone(),
        }
    }
}

/// How many reports the page keeps (a few rounds and tournaments looked at in turn).
const KEPT: usize = 6;

thread_local! {
    /// The reports known to the page, by what they depend on: the draw worker's, and those checked
    /// since. Opening a round page again finds its report here instead of checking the round again.
    static KNOWN: std::cell::RefCell<Vec<(Basis, ConflictReport)>> = const { std::cell::RefCell::new(Vec::new()) };
}

fn known(basis: &Basis) -> Option<ConflictReport> {
    KNOWN.with(|k| {
        k.borrow()
            .iter()
            .find(|(b, _)| b == basis)
            .map(|(_, r)| r.clone())
    })
}

fn keep(basis: Basis, report: ConflictReport) {
    KNOWN.with(|k| {
        let mut k = k.borrow_mut();
        k.retain(|(b, _)| b != &basis);
        if k.len() >= KEPT {
            k.remove(0);
        }
        k.push((basis, report));
    });
}

/// Keeps the report of round `number` of the open tournament as it is now (the draw worker's, for the
/// round it has just drawn and the journal recorded). `cx` is passed: it runs after an await, outside
/// the page's owner.
pub fn remember(cx: crate::ui::Ctx, number: u32, report: ConflictReport) {
    if let Some(basis) = cx.with_t(|t| Basis::of(t, number)) {
        keep(basis, report);
    }
}

#[component]
pub fn ConflictPanel(number: u32) -> impl IntoView {
    let cx = ctx();
    let (report, checking) = followed_report(cx, number);
    // Whether the rules still give this round (a correction of an earlier one may have changed it); a
    // round that no longer follows the rules is never called optimal.
    let stale = Memo::new(move |_| {
        cx.with_t(|t| !journal::impact::drift(t, number).is_empty())
            .unwrap_or(false)
    });
    // The kinds whose every place is shown (the rest show their first few).
    let opened = RwSignal::new(Vec::<usize>::new());
    move || {
        let lang = cx.lang.get();
        let stale = stale.get();
        report.get().map(|r| {
            if r.kinds.is_empty() && !stale {
                return view! { <div class="conflicts"></div> }.into_any();
            }
            let verdict = verdict(&r, stale, lang);
            let place = move |it: &draw::ConflictItem| place_of(cx, it, lang);
            let (summary, first) = summary(&r, lang, place);
            let rows = r.kinds.iter().enumerate().map(|(i, k)| {
                let all = opened.with(|o| o.contains(&i));
                kind_row(i, k, all, opened, lang, place)
            }).collect_view();
            view! {
                <div class="conflicts" id="conflicts" class:checking=move || checking.get() aria-busy=move || checking.get().then_some("true")>
                    <p class:proven=r.proven_best && !stale class:stale=stale class="verdict" id="verdict">{verdict}</p>
                    <details id="conflict-details" prop:open=move || !opened.with(Vec::is_empty)>
                        <summary id="conflict-summary">
                            <b>{msg::SpeedConflictsLeft.text(lang)}</b>" "{summary}
                            {(!first.is_empty()).then(|| view! { <small class="first-places">{first}</small> })}
                        </summary>
                        <table class="list">
                            <thead><tr><th class="num">"#"</th><th>{msg::UiConflictByPriority.text(lang)}</th><th class="num">{msg::UiLeft.text(lang)}</th><th class="num">{msg::UiLeast.text(lang)}</th><th>{msg::UiWhere.text(lang)}</th></tr></thead>
                            <tbody>{rows}</tbody>
                        </table>
                    </details>
                </div>
            }.into_any()
        })
    }
}

/// The report of round `number`, following the round: the report `raduno check` prints, of a round
/// drawn here, imported from a workbook or seated by hand. Known reports show at once; another is made
/// in the draw worker, the page free meanwhile, the last one shown and `checking` set while it runs.
fn followed_report(
    cx: crate::ui::Ctx,
    number: u32,
) -> (RwSignal<Option<ConflictReport>>, RwSignal<bool>) {
    let basis = Memo::new(move |_| cx.with_t(|t| Basis::of(t, number)));
    let report = RwSignal::new(basis.with_untracked(|b| b.as_ref().and_then(known)));
    let checking = RwSignal::new(false);
    let asked = StoredValue::new(0u64);
    Effect::new(move |_| {
        let Some(b) = basis.get() else { return };
        asked.update_value(|n| *n += 1);
        if let Some(r) = known(&b) {
            checking.set(false);
            if report.with_untracked(|now| now.as_ref() != Some(&r)) {
                report.set(Some(r));
            }
            return;
        }
        checking.set(true);
        let this = asked.get_value();
        leptos::task::spawn_local(async move {
            let made = crate::ui::round::drawing::check(cx, number).await;
            // A newer basis asked meanwhile (or the panel is gone): its own answer counts.
            if asked.try_get_value() != Some(this) {
                return;
            }
            if let Some(r) = &made {
                keep(b, r.clone());
            }
            report.try_set(made);
            checking.try_set(false);
        });
    });
    (report, checking)
}

/// The report's verdict. Bounds are given the higher priorities at their optimum: a count at (or, after
/// a hand edit that worsened a higher priority, below) its bound is unavoidable; above it, the gap is
/// an upper limit of what a better seating could save, not a certainty.
fn verdict(r: &ConflictReport, stale: bool, lang: Lang) -> String {
    let gap: u32 = r.kinds.iter().filter_map(|k| k.gap()).max().unwrap_or(0);
    if stale {
        msg::UiConflictsStaleNote.text(lang)
    } else if r.proven_best {
        msg::UiConflictsProvenOptimal.text(lang)
    } else if r.kinds.iter().all(|k| k.gap() == Some(0)) {
        msg::UiConflictsUnavoidable.text(lang)
    } else {
        msg::UiConflictsNotProven { gap: &gap }.text(lang)
    }
}

/// A conflict's place: its table and the players in it.
fn place_of(cx: crate::ui::Ctx, it: &draw::ConflictItem, lang: Lang) -> String {
    let names = it
        .players
        .iter()
        .map(|&p| cx.with_t(|t| name_of(t, p)).unwrap_or_default())
        .collect::<Vec<_>>()
        .join(" – ");
    format!(
        "{} {}: {}",
        msg::UiConflictsTable.text(lang),
        it.table,
        names
    )
}

/// The one line: the count of each kind of conflict left, and the first few places of the first kind.
fn summary(
    r: &ConflictReport,
    lang: Lang,
    place: impl Fn(&draw::ConflictItem) -> String,
) -> (String, String) {
    let left: Vec<_> = r.kinds.iter().filter(|k| k.count > 0).collect();
    let summary = if left.is_empty() {
        msg::SpeedNoConflictLeft.text(lang)
    } else {
        left.iter()
            .map(|k| format!("{} {}", k.kind.label(lang), k.count))
            .collect::<Vec<_>>()
            .join(" · ")
    };
    let first = left
        .first()
        .map(|k| {
            let shown: Vec<String> = k.items.iter().take(FIRST).map(&place).collect();
            let more = k.items.len().saturating_sub(FIRST);
            let mut s = format!("{}: {}", k.kind.label(lang), shown.join(" · "));
            if more > 0 {
                s.push_str(" · ");
                s.push_str(&msg::SpeedAndMore { count: &more }.text(lang));
            }
            s
        })
        .unwrap_or_default();
    (summary, first)
}

/// The table's row of the `i`-th priority: its count, its bound (and the gap above it) and its places,
/// the first few of them unless `all`.
fn kind_row(
    i: usize,
    k: &draw::KindReport,
    all: bool,
    opened: RwSignal<Vec<usize>>,
    lang: Lang,
    place: impl Fn(&draw::ConflictItem) -> String,
) -> impl IntoView {
    let items = k
        .items
        .iter()
        .take(if all { usize::MAX } else { FIRST })
        .map(place)
        .collect::<Vec<_>>();
    let more = k.items.len().saturating_sub(FIRST);
    let bound = match k.gap() {
        None => "—".to_string(),
        Some(0) => k.bound.unwrap_or(0).to_string(),
        Some(g) => msg::UiConflictsBoundGap {
            bound: &k.bound.unwrap_or(0),
            gap: &g,
        }
        .text(lang),
    };
    let count = k.items.len();
    view! {
        <tr class:at-bound=k.gap() == Some(0) class:proven=k.proven class:avoidable=k.gap().is_some_and(|g| g > 0) data-kind=k.kind.slug()>
            <td class="num">{i + 1}</td>
            <td>{k.kind.label(lang)}{k.proven.then(|| view! { <span class="proven-mark">{msg::UiProven.str(lang)}</span> })}</td>
            <td class="num count">{k.count}</td>
            <td class="num bound">{bound}</td>
            <td class="items">{items.join(" · ")}
                {(more > 0 && !all).then(|| view! {
                    " "
                    <button class="link more-items" on:click=move |_| opened.update(|o| o.push(i))>{msg::SpeedShowAll { count: &count }.text(lang)}</button>
                })}
            </td>
        </tr>
    }
}
