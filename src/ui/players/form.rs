//! The player's form: fast keyboard entry (Enter saves and starts the next player), the name, club,
//! region and the other fields, the club list and the register's offers, what carries over.

use super::club_suggestions;
use crate::i18n::{Lang, Localized};
use crate::journal::ModelError;
use crate::model::{Player, PlayerId, REGIONS};
use crate::ui::ctx;
use crate::words::msg;
use leptos::prelude::*;

#[derive(Clone, Default, PartialEq)]
pub(super) struct Form {
    /// `Some(id)` while editing that player.
    editing: Option<PlayerId>,
    id: String,
    first: String,
    last: String,
    nick: String,
    club: String,
    region: String,
    participating: bool,
    /// Prior ranking (classifica di partenza, the players' rules), as typed.
    seed: String,
    /// Data di Nascita (ISO, from the date field) and ID NAZIONALE as typed (the documents' rules (the workbook layout)).
    birth: String,
    national: String,
    /// The last events, from the register or the workbook, kept as they are.
    events: String,
    /// Club and region were carried over from the previous player (said under the form, undone in
    /// one click).
    carried: bool,
}

impl Form {
    pub(super) fn blank(next_id: PlayerId) -> Self {
        Form {
            id: next_id.to_string(),
            participating: true,
            ..Default::default()
        }
    }

    /// The form for the next player after one was added: his club and region stay.
    fn next(next_id: PlayerId, after: &Form) -> Self {
        Form {
            club: after.club.clone(),
            region: after.region.clone(),
            carried: !after.club.trim().is_empty() || !after.region.is_empty(),
            ..Form::blank(next_id)
        }
    }

    pub(super) fn of(p: &Player) -> Self {
        Form {
            editing: Some(p.id),
            id: p.id.to_string(),
            first: p.first_name.clone(),
            last: p.last_name.clone(),
            nick: p.nick.clone(),
            club: p.club.clone(),
            region: p.region.clone(),
            participating: p.participating,
            seed: p.seed.map(|s| s.to_string()).unwrap_or_default(),
            birth: p.birth_date.clone(),
            national: p.national_id.map(|n| n.to_string()).unwrap_or_default(),
            events: p.last_events.clone(),
            carried: false,
        }
    }
}

impl Form {
    /// The player the form describes (an edited player keeps their seed and rating; the prior ranking
    /// is read where the format draws its first round by it), or what is wrong with it.
    fn player(
        &self,
        existing: Option<&Player>,
        seeded: bool,
        lang: Lang,
    ) -> Result<Player, String> {
        let Ok(id) = self.id.trim().parse::<PlayerId>() else {
            return Err(ModelError::InvalidId.text(lang));
        };
        let mut player = Player::new(id, &self.first, &self.last)
            .with_club(&self.club)
            .with_region(&self.region);
        player.nick = self.nick.trim().to_string();
        player.participating = self.participating;
        player.birth_date = self.birth.trim().to_string();
        player.national_id = match self.national.trim() {
            "" => None,
            s => match s.parse::<u64>() {
                Ok(n) if n > 0 => Some(n),
                _ => return Err(msg::FedNationalIdInvalid { text: &s }.text(lang)),
            },
        };
        player.last_events = self.events.clone();
        if let Some(existing) = existing {
            player.seed = existing.seed;
            player.rating = existing.rating;
        }
        // The prior ranking, where the format draws its first round by it (Testa a testa).
        if seeded {
            match self.seed.trim() {
                "" => player.seed = None,
                s => match s.parse::<u32>() {
                    Ok(n) if n > 0 => player.seed = Some(n),
                    _ => return Err(msg::UiPlayersSeedInvalid { seat: &s }.text(lang)),
                },
            }
        }
        Ok(player)
    }
}

/// Adds or saves the player the form describes; a refusal shows under the form, not as a banner (the
/// director is typing here). After an addition the form is ready for the next player, his club and
/// region carried over.
fn submit_player(
    form: RwSignal<Form>,
    problem: RwSignal<Option<String>>,
    first_input: NodeRef<leptos::html::Input>,
) {
    let cx = ctx();
    let next_id = move || cx.with_t(|t| t.next_player_id()).unwrap_or(1);
    let lang = cx.lang.get_untracked();
    let f = form.get_untracked();
    let existing = f
        .editing
        .and_then(|old| cx.with_t(|t| t.player(old).cloned()).flatten());
    let player = match f.player(existing.as_ref(), seeded(), lang) {
        Ok(p) => p,
        Err(e) => {
            problem.set(Some(e));
            return;
        }
    };
    match cx.try_dispatch(crate::use_cases::players::save(f.editing, player)) {
        Ok(()) => {
            problem.set(None);
            form.set(match f.editing {
                Some(_) => Form::blank(next_id()),
                None => Form::next(next_id(), &f),
            });
            if let Some(input) = first_input.get() {
                let _ = input.focus();
            }
        }
        Err(e) => problem.set(Some(e.text(lang))),
    }
}

/// The form that adds a player (club and region carried over to the next one) or edits one; a refusal
/// shows under it. Its fields for who the player is come first, the rest a task later.
#[component]
pub(super) fn PlayerForm(
    players: Memo<Vec<Player>>,
    form: RwSignal<Form>,
    problem: RwSignal<Option<String>>,
    first_input: NodeRef<leptos::html::Input>,
    register: RwSignal<u32>,
    /// Whether the rest of the form may be built.
    rest: Memo<bool>,
) -> impl IntoView {
    let form_ref = NodeRef::<leptos::html::Form>::new();
    let clubs_wanted = RwSignal::new(false);
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        submit_player(form, problem, first_input);
    };
    view! {
        <form class="player-form" id="player-form" node_ref=form_ref on:submit=submit>
            <WhoFields form first_input/>
            <WhereFields form form_ref clubs_wanted/>
            {move || rest.get().then(|| view! {
                <MoreFields form/>
                <FormButtons form problem/>
                <ClubList players wanted=clubs_wanted/>
            })}
        </form>
        {move || rest.get().then(|| view! {
            <CarriedNote form/>
            <RegisterPick players form register/>
        })}
        {move || problem.get().map(|p| view! { <p class="field-error" id="player-error" role="alert">{p}</p> })}
    }
}

/// The form's fields that say who the player is: ID, names and nick.
#[component]
fn WhoFields(form: RwSignal<Form>, first_input: NodeRef<leptos::html::Input>) -> impl IntoView {
    let cx = ctx();
    view! {
        <label class="id">"ID"
            <input name="id" inputmode="numeric" prop:value=move || form.with(|f| f.id.clone())
                   on:input=move |ev| form.update(|f| f.id = event_target_value(&ev))/>
        </label>
        <label>{move || msg::UiFirstName.text(cx.lang.get())}
            <input name="first" node_ref=first_input autofocus prop:value=move || form.with(|f| f.first.clone())
                   on:input=move |ev| form.update(|f| f.first = event_target_value(&ev))/>
        </label>
        <label>{move || msg::UiLastName.text(cx.lang.get())}
            <input name="last" prop:value=move || form.with(|f| f.last.clone())
                   on:input=move |ev| form.update(|f| f.last = event_target_value(&ev))/>
        </label>
        <label>"Nick"
            <input name="nick" prop:value=move || form.with(|f| f.nick.clone())
                   on:input=move |ev| form.update(|f| f.nick = event_target_value(&ev))/>
        </label>
    }
}

/// Club and region: carried over to the next player (marked so), changed by typing. The club's
/// suggestions are built when the field first takes the focus (`clubs_wanted`).
#[component]
fn WhereFields(
    form: RwSignal<Form>,
    form_ref: NodeRef<leptos::html::Form>,
    clubs_wanted: RwSignal<bool>,
) -> impl IntoView {
    let cx = ctx();
    view! {
        <label>{move || msg::UiClubOrFamily.text(cx.lang.get())}
            <input name="club" list="clubs" class:carried=move || form.with(|f| f.carried) prop:value=move || form.with(|f| f.club.clone())
                   on:focus=move |_| if !clubs_wanted.get_untracked() { clubs_wanted.set(true) }
                   on:input=move |ev| form.update(|f| { f.club = event_target_value(&ev); f.carried = false; })/>
        </label>
        <label>{move || msg::UiRegion.text(cx.lang.get())}
            <select name="region" class:carried=move || form.with(|f| f.carried) on:change=move |ev| form.update(|f| { f.region = event_target_value(&ev); f.carried = false; })
                    on:keydown=move |ev| if ev.key() == "Enter" {
                        // Enter adds the player, as in every other field (a list would open instead).
                        ev.prevent_default();
                        if let Some(f) = form_ref.get() { let _ = f.request_submit(); }
                    }
                    prop:value=move || form.with(|f| f.region.clone())>
                <option value="">"—"</option>
                {REGIONS.iter().map(|r| view! { <option value=*r>{*r}</option> }).collect_view()}
            </select>
        </label>
    }
}

/// Birth date, national ID, the prior ranking where the format asks for it, and whether he takes part.
#[component]
fn MoreFields(form: RwSignal<Form>) -> impl IntoView {
    let cx = ctx();
    view! {
        <label>{move || msg::FedBirthDate.text(cx.lang.get())}
            <input type="date" name="birth" prop:value=move || form.with(|f| f.birth.clone())
                   on:input=move |ev| form.update(|f| f.birth = event_target_value(&ev))/>
        </label>
        <label>{move || msg::FedNationalId.text(cx.lang.get())}
            <input name="national-id" inputmode="numeric" size="7" prop:value=move || form.with(|f| f.national.clone())
                   on:input=move |ev| form.update(|f| f.national = event_target_value(&ev))/>
        </label>
        <Show when=seeded>
            <label class="seed">{move || msg::UiPriorRanking.text(cx.lang.get())}
                <input name="seed" inputmode="numeric" size="4" prop:value=move || form.with(|f| f.seed.clone())
                       title=move || msg::UiPlayersSeedHint.text(cx.lang.get())
                       on:input=move |ev| form.update(|f| f.seed = event_target_value(&ev))/>
            </label>
        </Show>
        <label class="check">
            <input type="checkbox" name="participating" prop:checked=move || form.with(|f| f.participating)
                   on:change=move |ev| form.update(|f| f.participating = event_target_checked(&ev))/>
            {move || msg::UiTakesPart.text(cx.lang.get())}
        </label>
    }
}

/// Add (or save the changes), and cancel an edit.
#[component]
fn FormButtons(form: RwSignal<Form>, problem: RwSignal<Option<String>>) -> impl IntoView {
    let cx = ctx();
    let next_id = move || cx.with_t(|t| t.next_player_id()).unwrap_or(1);
    let editing = move || form.with(|f| f.editing.is_some());
    view! {
        <button type="submit" class="primary">
            {move || if editing() { msg::UiSaveChanges.text(cx.lang.get()) } else { msg::UiAddEnter.text(cx.lang.get()) }}
        </button>
        <Show when=editing>
            <button type="button" on:click=move |_| { form.set(Form::blank(next_id())); problem.set(None); }>
                {move || msg::UiCancelEdit.text(cx.lang.get())}
            </button>
        </Show>
    }
}

/// Club suggestions for the club field: the clubs already in this tournament, then the official list.
/// Built when the field first takes the focus (`wanted`), not with the page: a list's options each
/// cost the browser an update of the field's suggestions, long on a slow phone.
#[component]
fn ClubList(players: Memo<Vec<Player>>, wanted: RwSignal<bool>) -> impl IntoView {
    let clubs = Memo::new(move |_| {
        if wanted.get() {
            players.with(|ps| club_suggestions(ps))
        } else {
            Vec::new()
        }
    });
    view! {
        <datalist id="clubs">
            {move || clubs.get().into_iter().map(|c| view! { <option value=c/> }).collect_view()}
        </datalist>
    }
}

/// Under the form: the club and region carried over from the previous player, cleared in one click.
#[component]
fn CarriedNote(form: RwSignal<Form>) -> impl IntoView {
    let cx = ctx();
    move || {
        form.with(|f| f.carried.then(|| (f.club.clone(), f.region.clone())))
            .map(|(club, region)| {
                let lang = cx.lang.get();
                let what = match (club.trim().is_empty(), region.is_empty()) {
                    (false, false) => msg::UiPlayersCarriedClubRegion { club: &club, region: &region }.text(lang),
                    (false, true) => msg::UiPlayersCarriedClub { club: &club }.text(lang),
                    _ => msg::UiPlayersCarriedRegion { region: &region }.text(lang),
                };
                view! {
                    <p class="carried-note" id="carried-note">
                        {what}{msg::UiPlayersCarriedHint.str(lang)}
                        <button type="button" id="carried-clear" on:click=move |_| form.update(|f| { f.club.clear(); f.region.clear(); f.carried = false; })>
                            {msg::UiClear.text(lang)}
                        </button>
                    </p>
                }
            })
    }
}

/// The register's players the typed name may be; a pick fills the national ID, the club and his last
/// events (the director sees them in the form before adding him).
#[component]
fn RegisterPick(
    players: Memo<Vec<Player>>,
    form: RwSignal<Form>,
    register: RwSignal<u32>,
) -> impl IntoView {
    let typed_first = Signal::derive(move || form.with(|f| f.first.clone()));
    let typed_last = Signal::derive(move || form.with(|f| f.last.clone()));
    // The national IDs other players hold already.
    let taken = Signal::derive(move || {
        let editing = form.with(|f| f.editing);
        players.with(|ps| {
            ps.iter()
                .filter(|p| Some(p.id) != editing)
                .filter_map(|p| p.national_id)
                .collect::<Vec<u64>>()
        })
    });
    let pick = move |r: crate::register::Registered, club: String| {
        form.update(|f| {
            f.national = r.national_id.to_string();
            if !club.is_empty() {
                f.club = club;
                f.carried = false;
            }
            f.events = r.events_text();
        });
    };
    view! {
        <super::register::RegisterOffers first=typed_first last=typed_last version=register taken pick/>
    }
}

/// Whether the tournament's format draws its first round by the prior ranking (the players' rules;
/// Testa a testa): then the form asks for it.
fn seeded() -> bool {
    ctx()
        .with_t(|t| {
            matches!(
                crate::format::draw_def(t).phases,
                crate::format::Phases::HeadToHead { .. }
            )
        })
        .unwrap_or(false)
}
