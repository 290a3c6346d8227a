//! The players' register on the device (the national ranking's rules): loaded once from a 2025 workbook's hidden
//! `GIOCATORI` sheet into local storage, and at check-in the registered players a typed name may be,
//! each offered with his national ID and club — the director picks one; nothing is filled or merged
//! silently.

use crate::i18n::Localized;
use crate::register::{Likeness, Offer, Register, Registered};
use crate::ui::ctx;
use crate::words::msg;
use leptos::prelude::*;
use std::cell::RefCell;
use std::rc::Rc;

/// Where the register is kept (apart from the tournaments' `raduno.` entries).
const KEY: &str = "raduno-register";

thread_local! {
    static CACHE: RefCell<Option<Option<Rc<Register>>>> = const { RefCell::new(None) };
}

/// The register kept on this device, read from local storage at the first call.
pub fn stored() -> Option<Rc<Register>> {
    CACHE.with(|c| {
        c.borrow_mut()
            .get_or_insert_with(|| {
                let text = web_sys::window()
                    .and_then(|w| w.local_storage().ok().flatten())
                    .and_then(|s| s.get_item(KEY).ok().flatten())?;
                Register::from_json(&text).ok().map(Rc::new)
            })
            .clone()
    })
}

/// Keeps `register` on the device, in place of the one before.
fn keep(register: Register) -> Result<(), String> {
    let storage = web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .ok_or_else(|| "localStorage".to_string())?;
    storage
        .set_item(KEY, &register.to_json())
        .map_err(|e| format!("{e:?}"))?;
    CACHE.with(|c| *c.borrow_mut() = Some(Some(Rc::new(register))));
    Ok(())
}

/// The register's line on the players' page: how many players it holds and the way to load it from a
/// 2025 workbook (`ModuloTorneo`), which replaces the one before. `version` grows at each load.
#[component]
pub fn RegisterLoad(version: RwSignal<u32>) -> impl IntoView {
    let cx = ctx();
    let input = NodeRef::<leptos::html::Input>::new();
    let said = RwSignal::new(None::<(bool, String)>);
    let count = move || {
        version.track();
        stored().map_or(0, |r| r.len())
    };
    let load = move |_| {
        let Some(el) = input.get() else { return };
        leptos::task::spawn_local(async move {
            let Some((name, bytes)) = crate::store::read_file(&el).await else {
                return;
            };
            el.set_value("");
            let lang = cx.lang.get_untracked();
            let book = match crate::ui::shared::files::read_book(bytes).await {
                Ok(b) => b,
                Err(e) => {
                    said.set(Some((false, e.text(lang))));
                    return;
                }
            };
            match raduno_files::read_register(&book) {
                Some((register, problems)) if !register.is_empty() => {
                    let n = register.len();
                    match keep(register) {
                        Ok(()) => {
                            let mut text = msg::FedRegisterLoaded {
                                count: &n,
                                file: &name,
                            }
                            .text(lang);
                            for p in problems.iter().take(5) {
                                text.push('\n');
                                text.push_str(&p.text(lang));
                            }
                            said.set(Some((true, text)));
                            version.update(|v| *v += 1);
                        }
                        Err(e) => said.set(Some((
                            false,
                            msg::FedRegisterNotKept { error: &e }.text(lang),
                        ))),
                    }
                }
                _ => said.set(Some((
                    false,
                    msg::FedRegisterMissing { file: &name }.text(lang),
                ))),
            }
        });
    };
    view! {
        <div class="toolbar register" id="register">
            <span id="register-count">{move || {
                let lang = cx.lang.get();
                match count() {
                    0 => msg::FedRegisterNone.text(lang),
                    n => msg::FedRegisterCount { count: &n }.text(lang),
                }
            }}</span>
            <label class="file-button"><span>{move || msg::FedRegisterLoad.text(cx.lang.get())}</span>
                <input id="register-file" type="file" accept=".xls,.xlsx,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" node_ref=input on:change=load/>
            </label>
            {move || said.get().map(|(ok, text)| view! {
                <p class=if ok { "hint" } else { "field-error" } id="register-said" role="status">{text}</p>
            })}
        </div>
    }
}

/// The registered players the typed first and last name may be, each with his national ID, club and
/// why he is offered; "Usa" hands him to `pick`. `taken`: national IDs already in the tournament.
#[component]
pub fn RegisterOffers(
    first: Signal<String>,
    last: Signal<String>,
    version: RwSignal<u32>,
    taken: Signal<Vec<u64>>,
    pick: impl Fn(Registered, String) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let cx = ctx();
    let offers = Memo::new(move |_| {
        version.track();
        let (f, l) = (first.get(), last.get());
        stored().map_or(Vec::new(), |r| r.offers(&f, &l))
    });
    view! {
        <Show when=move || offers.with(|o| !o.is_empty())>
            <div class="register-offers" id="register-offers">
                <p class="hint">{move || msg::FedRegisterOffersHint.text(cx.lang.get())}</p>
                <ul>
                    {move || {
                        let lang = cx.lang.get();
                        let taken = taken.get();
                        offers.get().into_iter().map(|Offer { player, club, likeness }| {
                            let why = match likeness {
                                Likeness::SameName => None,
                                Likeness::SameNameOtherId => Some(msg::FedRegisterSameNameOtherId.text(lang)),
                                Likeness::LetterApart => Some(msg::FedRegisterLetterApart.text(lang)),
                            };
                            let id = player.national_id;
                            let used = taken.contains(&id);
                            let label = format!("{} {} {}", msg::FedRegisterUse.text(lang), player.name, id);
                            let chosen = player.clone();
                            let chosen_club = club.clone();
                            view! {
                                <li class="offer" data-national-id=id>
                                    <span class="offer-name">{player.name.clone()}</span>
                                    " · " <span class="offer-id">{msg::FedNationalIdShort { id: &id }.text(lang)}</span>
                                    {(!club.is_empty()).then(|| view! { " · " <span class="offer-club">{club.clone()}</span> })}
                                    {why.map(|w| view! { " · " <em class="offer-why">{w}</em> })}
                                    {if used {
                                        view! { " · " <span class="status">{msg::FedRegisterAlreadyIn.text(lang)}</span> }.into_any()
                                    } else {
                                        view! { " " <button type="button" class="offer-use" aria-label=label on:click=move |_| pick(chosen.clone(), chosen_club.clone())>{msg::FedRegisterUse.text(lang)}</button> }.into_any()
                                    }}
                                </li>
                            }
                        }).collect_view()
                    }}
                </ul>
            </div>
        </Show>
    }
}
