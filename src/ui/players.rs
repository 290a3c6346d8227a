//! The players page (iscritti): fast keyboard entry (Enter saves and starts the next player), edit,
//! remove, participation, search, club suggestions and the region list.

use super::ctx;
use crate::i18n::Localized;
use crate::model::{fold, Event, ModelError, Player, PlayerId, REGIONS};
use leptos::prelude::*;

#[derive(Clone, Default, PartialEq)]
struct Form {
    /// `Some(id)` while editing that player.
    editing: Option<PlayerId>,
    id: String,
    first: String,
    last: String,
    nick: String,
    club: String,
    region: String,
    participating: bool,
}

impl Form {
    fn blank(next_id: PlayerId) -> Self {
        Form {
            id: next_id.to_string(),
            participating: true,
            ..Default::default()
        }
    }

    fn of(p: &Player) -> Self {
        Form {
            editing: Some(p.id),
            id: p.id.to_string(),
            first: p.first_name.clone(),
            last: p.last_name.clone(),
            nick: p.nick.clone(),
            club: p.club.clone(),
            region: p.region.clone(),
            participating: p.participating,
        }
    }
}

#[component]
pub fn Players() -> impl IntoView {
    let cx = ctx();
    let next_id = move || cx.with_t(|t| t.next_player_id()).unwrap_or(1);
    let form = RwSignal::new(Form::blank(untrack(next_id)));
    let problem = RwSignal::new(None::<String>);
    let search = RwSignal::new(String::new());
    let first_input = NodeRef::<leptos::html::Input>::new();

    let players = Memo::new(move |_| cx.with_t(|t| t.players.clone()).unwrap_or_default());
    let counts =
        move || players.with(|ps| (ps.len(), ps.iter().filter(|p| p.participating).count()));
    // Club suggestions: the clubs already in this tournament, then the official list.
    let clubs = Memo::new(move |_| {
        let mut seen = std::collections::HashSet::new();
        let mut list: Vec<String> = Vec::new();
        let mine = players.with(|ps| ps.iter().map(|p| p.club.clone()).collect::<Vec<_>>());
        for c in mine.into_iter().chain(
            crate::io::workbook::official_clubs()
                .iter()
                .map(|s| s.to_string()),
        ) {
            if !c.trim().is_empty() && seen.insert(fold(&c)) {
                list.push(c);
            }
        }
        list
    });
    let shown = Memo::new(move |_| {
        let q = fold(&search.get());
        players.with(|ps| {
            ps.iter()
                .filter(|p| {
                    q.is_empty()
                        || fold(&format!(
                            "{} {} {} {} {} {}",
                            p.id, p.first_name, p.last_name, p.nick, p.club, p.region
                        ))
                        .contains(&q)
                })
                .cloned()
                .collect::<Vec<_>>()
        })
    });

    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let lang = cx.lang.get_untracked();
        let f = form.get_untracked();
        let Ok(id) = f.id.trim().parse::<PlayerId>() else {
            problem.set(Some(ModelError::InvalidId.text(lang)));
            return;
        };
        let mut player = Player::new(id, &f.first, &f.last)
            .with_club(&f.club)
            .with_region(&f.region);
        player.nick = f.nick.trim().to_string();
        player.participating = f.participating;
        if let Some(old) = f.editing {
            if let Some(existing) = cx.with_t(|t| t.player(old).cloned()).flatten() {
                player.seed = existing.seed;
                player.rating = existing.rating;
            }
        }
        let event = match f.editing {
            Some(old_id) => Event::PlayerEdited { old_id, player },
            None => Event::PlayerAdded { player },
        };
        // Refusals show under the form, not as a banner: the director is typing here.
        match cx.try_dispatch(event) {
            Ok(()) => {
                problem.set(None);
                form.set(Form::blank(next_id()));
                if let Some(input) = first_input.get() {
                    let _ = input.focus();
                }
            }
            Err(e) => problem.set(Some(e.text(lang))),
        }
    };

    let edit = move |p: Player| {
        form.set(Form::of(&p));
        problem.set(None);
        if let Some(input) = first_input.get() {
            let _ = input.focus();
        }
    };

    view! {
        <section class="players">
            <p class="counts" id="counts">
                {move || { let (all, playing) = counts(); format!("{all} {} · {playing} {}", cx.tr("iscritti", "registered"), cx.tr("partecipanti", "taking part")) }}
            </p>
            <form class="player-form" id="player-form" on:submit=submit>
                <label class="id">"ID"
                    <input name="id" inputmode="numeric" prop:value=move || form.with(|f| f.id.clone())
                           on:input=move |ev| form.update(|f| f.id = event_target_value(&ev))/>
                </label>
                <label>{move || cx.tr("Nome", "First name")}
                    <input name="first" node_ref=first_input autofocus prop:value=move || form.with(|f| f.first.clone())
                           on:input=move |ev| form.update(|f| f.first = event_target_value(&ev))/>
                </label>
                <label>{move || cx.tr("Cognome", "Last name")}
                    <input name="last" prop:value=move || form.with(|f| f.last.clone())
                           on:input=move |ev| form.update(|f| f.last = event_target_value(&ev))/>
                </label>
                <label>"Nick"
                    <input name="nick" prop:value=move || form.with(|f| f.nick.clone())
                           on:input=move |ev| form.update(|f| f.nick = event_target_value(&ev))/>
                </label>
                <label>{move || cx.tr("Club o famiglia", "Club or family")}
                    <input name="club" list="clubs" prop:value=move || form.with(|f| f.club.clone())
                           on:input=move |ev| form.update(|f| f.club = event_target_value(&ev))/>
                </label>
                <label>{move || cx.tr("Regione", "Region")}
                    <select name="region" on:change=move |ev| form.update(|f| f.region = event_target_value(&ev))
                            prop:value=move || form.with(|f| f.region.clone())>
                        <option value="">"—"</option>
                        {REGIONS.iter().map(|r| view! { <option value=*r>{*r}</option> }).collect_view()}
                    </select>
                </label>
                <label class="check">
                    <input type="checkbox" name="participating" prop:checked=move || form.with(|f| f.participating)
                           on:change=move |ev| form.update(|f| f.participating = event_target_checked(&ev))/>
                    {move || cx.tr("Partecipa", "Takes part")}
                </label>
                <button type="submit" class="primary">
                    {move || if form.with(|f| f.editing.is_some()) { cx.tr("Salva modifiche", "Save changes") } else { cx.tr("Aggiungi (Invio)", "Add (Enter)") }}
                </button>
                <Show when=move || form.with(|f| f.editing.is_some())>
                    <button type="button" on:click=move |_| { form.set(Form::blank(next_id())); problem.set(None); }>
                        {move || cx.tr("Annulla modifica", "Cancel edit")}
                    </button>
                </Show>
                <datalist id="clubs">
                    {move || clubs.get().into_iter().map(|c| view! { <option value=c/> }).collect_view()}
                </datalist>
            </form>
            {move || problem.get().map(|p| view! { <p class="field-error" id="player-error" role="alert">{p}</p> })}
            <div class="toolbar">
                <input type="search" id="search" placeholder=move || cx.tr("Cerca per nome, club, regione, ID…", "Search by name, club, region, ID…")
                       prop:value=move || search.get() on:input=move |ev| search.set(event_target_value(&ev))/>
            </div>
            <table class="list" id="players">
                <thead><tr>
                    <th class="num">"ID"</th><th>{move || cx.tr("Nome", "First name")}</th><th>{move || cx.tr("Cognome", "Last name")}</th>
                    <th>"Nick"</th><th>"Club"</th><th>{move || cx.tr("Regione", "Region")}</th><th>{move || cx.tr("Partecipa", "Takes part")}</th><th></th>
                </tr></thead>
                <tbody>
                    <For each=move || shown.get() key=|p| (p.id, p.first_name.clone(), p.last_name.clone(), p.nick.clone(), p.club.clone(), p.region.clone(), p.participating) let:p>
                        <PlayerRow p=p edit=edit/>
                    </For>
                </tbody>
            </table>
        </section>
    }
}

#[component]
fn PlayerRow(p: Player, edit: impl Fn(Player) + Copy + Send + Sync + 'static) -> impl IntoView {
    let cx = ctx();
    let id = p.id;
    let participating = p.participating;
    let for_edit = p.clone();
    let remove = move |_| {
        let lang = cx.lang.get_untracked();
        let q = format!(
            "{} {id}?",
            lang.pick("Eliminare il giocatore", "Remove player")
        );
        if web_sys::window().and_then(|w| w.confirm_with_message(&q).ok()) == Some(true) {
            cx.dispatch(Event::PlayerRemoved { id });
        }
    };
    view! {
        <tr class:out=!participating data-id=id>
            <td class="num">{id}</td><td>{p.first_name}</td><td>{p.last_name}</td><td>{p.nick}</td>
            <td>{p.club}</td><td>{p.region}</td>
            <td><input type="checkbox" class="participating" prop:checked=participating
                       on:change=move |ev| { cx.dispatch(Event::ParticipationSet { id, participating: event_target_checked(&ev) }); }/></td>
            <td class="actions">
                <button on:click=move |_| edit(for_edit.clone())>{move || cx.tr("Modifica", "Edit")}</button>
                <button class="danger" on:click=remove>{move || cx.tr("Elimina", "Remove")}</button>
            </td>
        </tr>
    }
}
