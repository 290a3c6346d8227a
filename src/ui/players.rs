//! The players page (iscritti): fast keyboard entry (Enter saves and starts the next player, from any
//! field, the region list too; club and region carry over to the next player, as directors register a
//! club's players one after another), edit, remove, check-in before round 1 (who is present), late entries
//! and withdrawals once the tournament runs, search, club suggestions and the region list.

use super::ctx;
use super::progressive::{Progressive, Stages};
use crate::i18n::{Lang, Localized};
use crate::journal::ModelError;
use crate::model::search::Query;
use crate::model::{fold, Player, PlayerId, REGIONS};
use crate::words::msg;
use leptos::prelude::*;

/// The players' rows the list builds first, in the task after its own (what a slow phone builds in one
/// short task); a faster device goes on in the same task, and the rest follow in short tasks
/// ([`Progressive`]).
const FIRST_ROWS: usize = 8;

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
    fn blank(next_id: PlayerId) -> Self {
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

/// Club suggestions: the clubs already in this tournament, then the official list.
fn club_suggestions(players: &[Player]) -> Vec<String> {
    let mut seen = std::collections::HashSet::new();
    let mut list: Vec<String> = Vec::new();
    let mine = players.iter().map(|p| p.club.clone());
    for c in mine.chain(
        raduno_files::workbook::official_clubs()
            .iter()
            .map(|s| s.to_string()),
    ) {
        if !c.trim().is_empty() && seen.insert(fold(&c)) {
            list.push(c);
        }
    }
    list
}

/// The players' page: check-in, the form that adds and edits a player, and the list. Built a part a
/// task ([`Stages`]): check-in, then the form's fields, then the rest of the form, then the list,
/// whose rows follow a batch a task; on a slow phone's first visit, when each part's code is also
/// compiled as it first runs, no task builds the whole page.
#[component]
pub fn Players(
    /// Whether the page is on screen: it stays, hidden, on the other tabs, and meanwhile its list
    /// follows no change (brought up to date when shown again).
    shown: Memo<bool>,
) -> impl IntoView {
    let cx = ctx();
    let next_id = move || cx.with_t(|t| t.next_player_id()).unwrap_or(1);
    let form = RwSignal::new(Form::blank(untrack(next_id)));
    let problem = RwSignal::new(None::<String>);
    let first_input = NodeRef::<leptos::html::Input>::new();
    // The players' register on this device: grows at each load (the national ranking's rules).
    let register = RwSignal::new(0u32);
    let rounds = move || cx.with_t(|t| t.rounds.len()).unwrap_or(0);
    // Whether the tournament started is in each row's key: while hidden it keeps its value too, or the
    // first draw would build the 1000 hidden rows again in the draw's own task.
    let started = Memo::new(move |old: Option<&bool>| match old {
        Some(&old) if !shown.get() => old,
        _ => rounds() > 0,
    });
    let players = Memo::new_owning(move |old: Option<Vec<Player>>| match old {
        Some(old) if !shown.get() => (old, false),
        old => {
            let new = cx.with_t(|t| t.players.clone()).unwrap_or_default();
            let changed = old.as_ref() != Some(&new);
            (new, changed)
        }
    });
    let edit = move |p: Player| {
        form.set(Form::of(&p));
        problem.set(None);
        if let Some(input) = first_input.get() {
            let _ = input.focus();
        }
    };
    let stages = Stages::new(4);
    let (check_in, form_at, rest_at, list_at) =
        (stages.at(1), stages.at(2), stages.at(3), stages.at(4));

    view! {
        <section class="players">
            {move || check_in.get().then(|| view! {
                <CheckIn players/>
                <super::register::RegisterLoad version=register/>
            })}
            {move || form_at.get().then(|| view! { <PlayerForm players form problem first_input register rest=rest_at/> })}
            {move || list_at.get().then(|| view! { <PlayerList players started edit/> })}
        </section>
    }
}

/// The search and the list of players, its rows a batch a task ([`Progressive`]).
#[component]
fn PlayerList(
    players: Memo<Vec<Player>>,
    started: Memo<bool>,
    edit: impl Fn(Player) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let cx = ctx();
    let search = RwSignal::new(String::new());
    let listed = Memo::new(move |_| {
        // Any part and any order of the words, every Latin letter folded.
        let q = Query::new(&search.get());
        players.with(|ps| {
            ps.iter()
                .filter(|p| q.finds_player(p, &[&p.club, &p.region]))
                .cloned()
                .collect::<Vec<_>>()
        })
    });
    // The language and whether the tournament started are in every row: when they change the rows
    // are built again, a batch a task too.
    let built = Progressive::new(
        move || listed.with(Vec::len),
        move || cx.lang.get() as usize * 2 + usize::from(started.get()),
        FIRST_ROWS,
    );
    view! {
        <div class="toolbar">
            <input type="search" id="search" aria-label=move || msg::UiSearchAPlayer.text(cx.lang.get()) placeholder=move || msg::UiPlayersSearchPlaceholder.text(cx.lang.get())
                   prop:value=move || search.get() on:input=move |ev| search.set(event_target_value(&ev))/>
        </div>
        <table class="list" id="players">
            <thead><tr>
                <th class="num">"ID"</th><th>{move || msg::UiFirstName.text(cx.lang.get())}</th><th>{move || msg::UiLastName.text(cx.lang.get())}</th>
                <th>"Nick"</th><th>"Club"</th><th>{move || msg::UiRegion.text(cx.lang.get())}</th><th>{move || if started.get() { msg::UiTakesPart.text(cx.lang.get()) } else { msg::UiPresent.text(cx.lang.get()) }}</th><th><span class="sr-only">{move || msg::UiActions.text(cx.lang.get())}</span></th>
            </tr></thead>
            // `data-built="all"` once every row is built.
            <tbody data-built=move || if built.all() { "all" } else { "some" }>
                // Rows without a reactive part of their own: the language and whether the
                // tournament started are in the key, so a row is rebuilt when they change (rarely) and
                // 1000 rows cost no subscriptions to build or to drop when the page is left.
                <For each=move || { let lang = cx.lang.get(); let started = started.get(); listed.get().into_iter().take(built.count()).map(move |p| (p, lang, started)) }
                     key=|(p, lang, started)| (p.id, p.first_name.clone(), p.last_name.clone(), p.nick.clone(), p.club.clone(), p.region.clone(), p.participating, *lang, *started)
                     children=move |(p, lang, started)| view! { <PlayerRow p edit lang started/> }/>
            </tbody>
        </table>
    }
}

/// Check-in: the counts, everyone present or absent at once before the first round, and the way to the
/// workbook import.
#[component]
fn CheckIn(players: Memo<Vec<Player>>) -> impl IntoView {
    let cx = ctx();
    let rounds = move || cx.with_t(|t| t.rounds.len()).unwrap_or(0);
    let counts =
        move || players.with(|ps| (ps.len(), ps.iter().filter(|p| p.participating).count()));
    // Everyone present or absent at once, then the director ticks the exceptions.
    let set_all = move |participating: bool| {
        let ids: Vec<PlayerId> = players.with_untracked(|ps| {
            ps.iter()
                .filter(|p| p.participating != participating)
                .map(|p| p.id)
                .collect()
        });
        // One event: one undo takes the whole check-in back.
        if !ids.is_empty() {
            cx.dispatch(crate::use_cases::players::check_in_all(ids, participating));
        }
    };
    let tournament_id = move || {
        cx.open
            .with(|o| o.as_ref().map(|s| s.id.clone()))
            .unwrap_or_default()
    };

    view! {
        <div class="toolbar checkin">
            <p class="counts" id="counts">
                {move || { let (all, playing) = counts(); format!("{all} {} · {playing} {}", msg::UiRegistered.text(cx.lang.get()), msg::UiTakingPart.text(cx.lang.get())) }}
            </p>
            <Show when=move || { rounds() == 0 && counts().0 > 0 }>
                <span class="hint">{move || msg::UiPlayersCheckInHint.text(cx.lang.get())}</span>
                <button type="button" id="all-present" on:click=move |_| set_all(true)>{move || msg::UiAllPresent.text(cx.lang.get())}</button>
                <button type="button" id="all-absent" on:click=move |_| set_all(false)>{move || msg::UiAllAbsent.text(cx.lang.get())}</button>
            </Show>
            <Show when=move || { rounds() > 0 }>
                <span class="hint" id="late-hint">{move || msg::UiPlayersLateHint.text(cx.lang.get())}</span>
            </Show>
            <Show when=move || { counts().0 > 0 }>
                <a class="button" id="players-update" href=move || super::Route::Tournament { id: tournament_id(), tab: super::Tab::Documents }.to_hash()
                   title=move || msg::UiPlayersImportHint.text(cx.lang.get())>
                    {move || msg::UiUpdateFromExcel.text(cx.lang.get())}
                </a>
            </Show>
        </div>
        <Show when=move || counts().0 == 0>
            <div class="players-empty" id="players-empty">
                <p>{move || msg::UiPlayersEmpty.text(cx.lang.get())}</p>
                <a class="button" id="players-import" href=move || super::Route::Tournament { id: tournament_id(), tab: super::Tab::Documents }.to_hash()>
                    {move || msg::UiPlayersImportExcel.text(cx.lang.get())}
                </a>
            </div>
        </Show>
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
fn PlayerForm(
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

#[component]
fn PlayerRow(
    p: Player,
    edit: impl Fn(Player) + Copy + Send + Sync + 'static,
    lang: Lang,
    started: bool,
) -> impl IntoView {
    let cx = ctx();
    let id = p.id;
    let participating = p.participating;
    // Withdrawn is for who played and left; who never played is absent.
    let played = cx
        .with_t(|t| {
            t.rounds
                .iter()
                .any(|r| r.find(id).is_some() || r.byes.contains(&id))
        })
        .unwrap_or(false);
    let for_edit = p.clone();
    let full = p.full_name();
    let column = if started {
        msg::UiTakesPart.text(lang)
    } else {
        msg::UiPresent.text(lang)
    };
    let check_label = if started {
        format!("{} {full}", msg::UiPlayersTakesPartLabel.text(lang))
    } else {
        format!("{} {full}", msg::UiPlayersPresentLabel.text(lang))
    };
    let status = (!participating).then(|| {
        if started && played {
            msg::UiWithdrawn.text(lang)
        } else {
            msg::UiAbsent.text(lang)
        }
    });
    // The question names the player, his ID and club: "Eliminare il giocatore 11?"
    // said nothing a director could check.
    let named = if p.club.trim().is_empty() {
        format!("{full} (ID {id})")
    } else {
        format!("{full} (ID {id}, {})", p.club.trim())
    };
    let (edit_word, remove_word) = (msg::UiEdit.text(lang), msg::UiRemove.text(lang));
    let edit_label = format!("{edit_word} {full}");
    let remove_label = format!("{remove_word} {full}");
    let remove = move |_| {
        let lang = cx.lang.get_untracked();
        let q = format!("{} {named}?", msg::UiRemoveThePlayer.text(lang));
        if web_sys::window().and_then(|w| w.confirm_with_message(&q).ok()) == Some(true) {
            cx.dispatch(crate::use_cases::players::remove(id));
        }
    };
    view! {
        <tr class:out=!participating data-id=id>
            <td class="num">{id}</td><td class="p-first">{p.first_name}</td><td class="p-last">{p.last_name}</td><td class="p-nick">{p.nick}</td>
            <td class="p-club">{p.club}</td><td class="p-region">{p.region}</td>
            <td class="p-part"><label class="check">
                <input type="checkbox" class="participating" prop:checked=participating aria-label=check_label
                       on:change=move |ev| { cx.dispatch(crate::use_cases::players::check_in(id, event_target_checked(&ev))); }/>
                // The column's word beside the box, shown where the list is cards (a phone) and the header is not.
                <span class="check-word" aria-hidden="true">{column}</span>
                {status.map(|s| view! { <span class="status">{s}</span> })}
            </label></td>
            <td class="actions">
                <button on:click=move |_| edit(for_edit.clone()) aria-label=edit_label>{edit_word}</button>
                <button class="danger" on:click=remove aria-label=remove_label>{remove_word}</button>
            </td>
        </tr>
    }
}
