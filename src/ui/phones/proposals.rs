//! Players' phones, the director's side: the publication written to the club's server
//! whenever the tournament changes ([`crate::publish`]), the tables' codes and QR codes, and the
//! results proposed from the tables ([`crate::proposal`]) — who proposed what and when, "confermato"
//! when two players of a table agree, one click to apply (the typed score's own journal command, checked
//! by the rules) or to reject. Without a server, no QR code is offered and the panel says why.

use crate::i18n::Lang;
use crate::model::OutcomeKind;
use crate::proposal::{self, Proposal, Refusal};
use crate::replica::Problem;
use crate::store::Server;
use crate::ui::ctx;
use crate::ui::phones::follow_qr::{
    codes, server, set_local, time_of, tournament_key, use_publisher,
};
use crate::words::msg;
use leptos::prelude::*;

fn local_flag(key: &str) -> bool {
    crate::store::raw(key).is_some_and(|v| v == "1")
}

fn set_local_flag(key: &str, on: bool) {
    set_local(key, if on { "1" } else { "0" });
}

/// The proposals of round `round` on the server, read with the director's credentials.
async fn read_proposals(s: &Server, key: &str, round: u32) -> Result<Vec<Read>, Problem> {
    crate::use_cases::phones::read_proposals(&s.url, &s.user, &s.password, key, round).await
}

fn refusal_text(r: &Refusal, lang: Lang) -> String {
    match r {
        Refusal::WrongCode | Refusal::NoCode => msg::PhonesRefusalWrongCode.text(lang),
        Refusal::OtherRound(n) => msg::PhonesRefusalOtherRound { round: n }.text(lang),
        Refusal::OtherTournament => msg::PhonesRefusalOtherTournament.text(lang),
        Refusal::NoSuchTable(n) => msg::PhonesRefusalNoSuchTable { table: n }.text(lang),
        Refusal::NoSuchSeat(n) => msg::PhonesRefusalNoSuchSeat { seat: n }.text(lang),
        Refusal::WrongSeats { expected, got } => {
            msg::PhonesRefusalWrongSeats { expected, got }.text(lang)
        }
        Refusal::PointsTooLarge(x) => msg::PhonesRefusalPointsTooLarge { points: x }.text(lang),
        Refusal::BadOrder(x) => msg::PhonesRefusalBadOrder { order: x }.text(lang),
        Refusal::WrongId => msg::PhonesRefusalWrongId.text(lang),
        Refusal::Unreadable(why) => msg::PhonesRefusalUnreadable { why }.text(lang),
    }
}

/// The round page's panel: the tables' QR codes and the proposals of the last round.
#[component]
pub fn Proposals(number: u32) -> impl IntoView {
    let cx = ctx();
    let is_last = move || {
        cx.with_t(|t| t.rounds.len() as u32 == number)
            .unwrap_or(false)
    };
    view! {
        {move || is_last().then(|| match server() {
            None => view! {
                <section class="proposals" id="proposals">
                    <h3>{msg::PhonesPlayersPhones.text(cx.lang.get())}</h3>
                    <p id="proposals-no-server">{msg::PhonesNoServer.text(cx.lang.get())}</p>
                </section>
            }.into_any(),
            Some(_) => view! { <ProposalsLive number/> }.into_any(),
        })}
    }
}

/// What the server holds for round `number`, read now and every 3 s into `found` while the panel is
/// shown; a failed read said in `status`.
fn poll_proposals(number: u32, found: RwSignal<Vec<Read>>, status: RwSignal<String>) {
    let cx = ctx();
    let poll = move || {
        let (Some(s), Some(key)) = (server(), tournament_key(cx)) else {
            return;
        };
        leptos::task::spawn_local(async move {
            match read_proposals(&s, &key, number).await {
                Ok(list) => found.set(list),
                Err(p) => {
                    let lang = cx.lang.get_untracked();
                    let why = crate::ui::devices::server::problem_text(&p, lang);
                    status.set(msg::PhonesReadFailed { why: &why }.text(lang))
                }
            }
        });
    };
    poll();
    let handle = set_interval_with_handle(poll, std::time::Duration::from_secs(3)).ok();
    on_cleanup(move || {
        if let Some(h) = handle {
            h.clear()
        }
    });
}

/// A proposal as read: the proposal, or its id and why it does not read.
type Read = Result<Proposal, (String, Refusal)>;

/// The proposals checked: the valid ones by table, and those set aside with why.
type Checked = (Vec<proposal::TableProposals>, Vec<(String, Refusal)>);

/// The proposals of round `number` checked against this device's codes and the round; split into
/// valid (by table) and set aside.
fn checked(cx: crate::ui::Ctx, number: u32, found: Vec<Read>) -> Checked {
    let id = cx.current_id();
    let key = tournament_key(cx).unwrap_or_default();
    let mut c = codes(&id);
    let round = cx.with_t(|t| t.round(number).cloned()).flatten();
    // A round with its own secret gives its codes on every device (no random code is made).
    if let Some(r) = round.as_ref().filter(|r| r.seat_secret.is_some()) {
        c.ensure(r, crate::store::random_u64);
    }
    let (mut valid, mut refused) = (Vec::new(), Vec::new());
    for p in found {
        match (p, &round) {
            (Ok(p), Some(r)) => match proposal::check(&p, &key, r, &c) {
                Ok(()) => valid.push(p),
                Err(e) => refused.push((p.id.clone(), e)),
            },
            (Err(e), _) => refused.push(e),
            (Ok(_), None) => {}
        }
    }
    (proposal::by_table(&valid), refused)
}

/// Whether table `table` of round `number` has its result (applied, or typed); `None` for no such
/// table.
fn table_complete(cx: crate::ui::Ctx, number: u32, table: u32) -> Option<bool> {
    cx.with_t(|tt| {
        tt.round(number)
            .and_then(|r| r.tables.iter().find(|x| x.number == table))
            .map(|x| x.is_complete())
    })
    .flatten()
}

/// Applies a proposal (the typed score's own journal command) and says so.
fn apply(cx: crate::ui::Ctx, p: &Proposal) {
    let table = p.table;
    if cx.dispatch(proposal::apply(p)) {
        cx.say(move |lang| msg::PhonesApplied { table: &table }.text(lang));
    }
}

/// The proposals still to decide, by table, and those set aside.
#[component]
fn ProposalLists(
    number: u32,
    checked: Memo<Checked>,
    rejected: RwSignal<Vec<String>>,
) -> impl IntoView {
    let cx = ctx();
    let reject = move |pid: String| {
        rejected.update(|r| r.push(pid));
        if let Ok(text) = serde_json::to_string(&rejected.get_untracked()) {
            set_local(
                &format!("raduno.proposals.rejected.{}", cx.current_id()),
                &text,
            );
        }
    };
    let apply = move |p: &Proposal| apply(cx, p);
    move || {
        let lang = cx.lang.get();
        let (tables, refused) = checked.get();
        let gone = rejected.get();
        // A table with its result lists its proposals no more.
        let shown: Vec<_> = tables
            .into_iter()
            .map(|mut t| {
                t.valid.retain(|p| !gone.contains(&p.id));
                t
            })
            .filter(|t| !t.valid.is_empty() && table_complete(cx, number, t.table) != Some(true))
            .collect();
        view! {
            {shown.is_empty().then(|| view! { <p id="proposals-none">{msg::PhonesNoProposals.text(lang)}</p> })}
            <ul class="proposal-tables">
                {shown.into_iter().map(|t| proposed_table(number, t, apply, reject)).collect_view()}
            </ul>
            {(!refused.is_empty()).then(|| view! {
                <details id="proposals-refused"><summary>{msg::PhonesSetAside { count: &refused.len() }.text(lang)}</summary>
                    <ul>{refused.into_iter().map(|(pid, why)| view! { <li>{pid}": "{refusal_text(&why, lang)}</li> }).collect_view()}</ul>
                </details>
            })}
        }
    }
}

#[component]
fn ProposalsLive(number: u32) -> impl IntoView {
    let cx = ctx();
    let status = RwSignal::new(String::new());
    use_publisher(status);
    let found = RwSignal::new(Vec::<Read>::new());
    let id = cx.current_id();
    let rejected_key = format!("raduno.proposals.rejected.{id}");
    let auto_key = format!("raduno.proposals.auto.{id}");
    let rejected = RwSignal::new(
        crate::store::raw(&rejected_key)
            .and_then(|t| serde_json::from_str::<Vec<String>>(&t).ok())
            .unwrap_or_default(),
    );
    let auto = RwSignal::new(local_flag(&auto_key));
    poll_proposals(number, found, status);
    let checked = Memo::new(move |_| checked(cx, number, found.get()));
    // A club's choice: a result two players confirmed is applied without the click.
    Effect::new(move |_| {
        if !auto.get() {
            return;
        }
        let (tables, _) = checked.get();
        for t in tables {
            if let (Some(false), Some(p)) = (table_complete(cx, number, t.table), t.confirmed) {
                apply(cx, &p);
            }
        }
    });
    let show_codes = RwSignal::new(false);
    view! {
        <section class="proposals" id="proposals">
            <h3>{move || msg::PhonesProposedResults.text(cx.lang.get())}</h3>
            <p class="hint" role="status">{move || status.get()}</p>
            <label><input type="checkbox" id="proposals-auto" prop:checked=move || auto.get()
                on:change=move |ev| {
                    let on = event_target_checked(&ev);
                    auto.set(on);
                    set_local_flag(&format!("raduno.proposals.auto.{}", cx.current_id()), on);
                }/>" "{move || msg::PhonesAutoApply.text(cx.lang.get())}</label>
            <ProposalLists number checked rejected/>
            <button id="table-qr-toggle" on:click=move |_| show_codes.update(|v| *v = !*v)
                aria-expanded=move || show_codes.get().to_string()>{move || msg::PhonesTablesQr.text(cx.lang.get())}</button>
            {move || show_codes.get().then(|| view! { <TableCodes number/> })}
        </section>
    }
}

/// A proposed result as the table card would show it: each seat's points and marks, and the outcome.
fn result_text(p: &Proposal, lang: Lang) -> String {
    let seats: Vec<String> = p
        .seats
        .iter()
        .map(|s| {
            let mut t = s.points.to_string();
            if s.risiko {
                t.push_str(" R!");
            }
            if let Some(e) = s.eliminated {
                t.push_str(&format!(" {} {e}", msg::UiElim.text(lang)));
            }
            if let Some(f) = s.outside {
                t.push_str(&format!(" F.O. {f}"));
            }
            if let Some(o) = s.order {
                t.push_str(&format!(" {} {o}", msg::UiOrd.text(lang)));
            }
            t
        })
        .collect();
    let mut text = seats.join(" · ");
    if let Some(o) = p.outcome {
        let kind = match o.kind {
            OutcomeKind::Points => msg::UiOnPoints.text(lang),
            OutcomeKind::WorldConquest => msg::UiWorldConquest.text(lang),
            OutcomeKind::RisikoEliminatesOther => msg::UiCardRisikoEliminatesOther.text(lang),
            OutcomeKind::RisikoEliminatesDummy => msg::UiCardRisikoEliminatesDummy.text(lang),
            OutcomeKind::Risiko => "RisiKo!".to_string(),
            OutcomeKind::Abandon => msg::UiAbandon.text(lang),
        };
        text.push_str(&format!(
            " — {kind} ({})",
            msg::PhonesOutcomeSeat {
                seat: &(u32::from(o.seat) + 1)
            }
            .text(lang)
        ));
    }
    text
}

/// One table's proposals: who proposed what and when, "confermato", apply and reject.
fn proposed_table(
    number: u32,
    t: proposal::TableProposals,
    apply: impl Fn(&Proposal) + Copy + Send + Sync + 'static,
    reject: impl Fn(String) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let cx = ctx();
    let lang = cx.lang.get_untracked();
    let table = t.table;
    let seats: Vec<u32> = cx
        .with_t(|tt| {
            tt.round(number)
                .and_then(|r| r.tables.iter().find(|x| x.number == table))
                .map(|x| x.players().collect())
        })
        .flatten()
        .unwrap_or_default();
    let name = move |seat: u32| {
        seats
            .get(seat.saturating_sub(1) as usize)
            .map(|&p| {
                cx.with_t(|tt| {
                    tt.player(p)
                        .map_or_else(|| format!("#{p}"), |x| x.full_name())
                })
                .unwrap_or_default()
            })
            .unwrap_or_default()
    };
    let confirmed = t.confirmed.clone();
    view! {
        <li class="proposed" id=format!("proposed-{table}")>
            <b>{msg::UiTable.text(lang)}" "{table}</b>
            {confirmed.as_ref().map(|_| view! { " " <span class="confirmed" id=format!("confirmed-{table}")>{msg::PhonesConfirmed.text(lang)}</span> })}
            <ul>
                {t.valid.into_iter().map(|p| {
                    let pid = p.id.clone();
                    let text = msg::PhonesProposedBy {
                        name: &name(p.seat),
                        time: &time_of(p.at_ms),
                        points: &result_text(&p, lang),
                    }.text(lang);
                    view! {
                        <li>{text}" "
                            <button class="apply primary" on:click=move |_| apply(&p)>{msg::PhonesApply.text(lang)}</button>" "
                            <button class="reject" on:click=move |_| reject(pid.clone())>{msg::PhonesReject.text(lang)}</button>
                        </li>
                    }
                }).collect_view()}
            </ul>
        </li>
    }
}

/// Each seat's code and QR code (the follow page with that seat's code), to show at the table when
/// the score sheets were printed without them.
#[component]
fn TableCodes(number: u32) -> impl IntoView {
    let cx = ctx();
    let lang = cx.lang.get_untracked();
    let links = crate::ui::phones::follow_qr::sheet_links(cx, number);
    let name = move |table: u32, seat: u32| {
        cx.with_t(|t| {
            t.round(number)
                .and_then(|r| r.tables.iter().find(|x| x.number == table))
                .and_then(|x| x.players().nth(seat.saturating_sub(1) as usize))
                .map(|p| {
                    t.player(p)
                        .map_or_else(|| format!("#{p}"), |x| x.full_name())
                })
        })
        .flatten()
        .unwrap_or_default()
    };
    view! {
        <ul class="table-codes" id="table-codes">
            {links.into_iter().map(|(_, table, seat, link)| {
                let code = link.rsplit("&c=").next().unwrap_or_default().to_string();
                view! {
                    <li>
                        <div class="qr" inner_html=crate::qr::svg(&link, 160).unwrap_or_default()></div>
                        <a class="table-link" href=link.clone() target="_blank" rel="noopener" data-table=table data-seat=seat>
                            {msg::PhonesSeatCode { table: &table, seat: &seat, name: &name(table, seat), code: &code }.text(lang)}
                        </a>
                    </li>
                }
            }).collect_view()}
        </ul>
    }
}
