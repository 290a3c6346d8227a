//! Tournament settings: name, date, venue, organizer, format (and optionally another format's draw), and
//! the organising club's logo for the score sheets.

pub mod club_format;

use super::ctx;
use crate::format::editor::Section;
use crate::format::{self, FormatKind};
use crate::i18n::{Lang, Localized};
use crate::model::Settings;
use crate::words::msg;
use club_format::{ClubDraft, ClubFormatEditor, KnobFields};
use leptos::prelude::*;
use raduno_files::pdf_logo;

#[component]
pub fn SettingsPage() -> impl IntoView {
    let cx = ctx();
    let current = move || cx.with_t(|t| t.settings.clone()).unwrap_or_default();
    let draft = RwSignal::new(untrack(current));
    // The stored settings changed under the open page (an undo, a redo, another device's change): a
    // draft with no edits of its own follows them; one with edits stays as typed, and says it is unsaved.
    let stored = Memo::new(move |_| current());
    Effect::new(move |before: Option<Settings>| {
        let now = stored.get();
        if let Some(before) = before {
            if draft.with_untracked(|d| *d == before) {
                draft.set(now.clone());
            }
        }
        now
    });
    let problem = RwSignal::new(None::<String>);
    let save = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let settings = draft.get_untracked();
        if settings == current() {
            return;
        }
        match cx.try_dispatch(crate::use_cases::settings::change(settings)) {
            Ok(()) => {
                problem.set(None);
                cx.info(msg::UiSettingsSaved.text(cx.lang.get()));
            }
            Err(e) => problem.set(Some(e.text(cx.lang.get_untracked()))),
        }
    };
    // The club's own format and the format's options: every change checked before it enters
    // the draft (`club_format`).
    let club = ClubDraft::new(draft);
    // The draft is not the tournament until saved.
    let unsaved = Signal::derive(move || draft.with(|d| *d != current()));
    view! {
        <form class="settings" id="settings" on:submit=save>
            <TournamentFields draft/>
            <StandingsMoves draft/>
            <super::federation::fields::FederationFields draft/>
            <LogoField draft problem/>
            <fieldset class="format-options" id="format-options">
                <legend>{move || msg::UiFormatOptions.text(cx.lang.get())}</legend>
                <KnobFields club=club section=Section::Options/>
            </fieldset>
            {move || problem.get().map(|p| view! { <p class="field-error" role="alert">{p}</p> })}
            <SaveBar club unsaved/>
            // The club's format comes after Salva: when an option makes it (the editor opens), nothing
            // above moves, so the click on Salva that left the option's field still lands on it.
            <ClubFormatFields club/>
        </form>
    }
}

/// Another format chosen once rounds are scored (the two Opens, GestioneTorneo's and the manual's):
/// who moves in the standings, from which place to which, shown before Save makes it count.
#[component]
fn StandingsMoves(draft: RwSignal<Settings>) -> impl IntoView {
    let cx = ctx();
    let moves = Memo::new(move |_| {
        let settings = draft.get();
        cx.with_t(|t| {
            let changed = settings.format != t.settings.format
                || settings.custom_format != t.settings.custom_format;
            let scored = crate::format::last_played_round(t) > 0;
            (changed && scored).then(|| crate::use_cases::settings::standings_moves(t, &settings))
        })
        .flatten()
    });
    move || {
        let moves = moves.get()?;
        let lang = cx.lang.get();
        let name = draft.with(|s| crate::format::format_name(s).to_string());
        let decimals = draft.with(|s| {
            crate::format::club_def(s)
                .unwrap_or_else(|| crate::format::builtin(crate::format::kind(s)))
                .decimals
        });
        let count = moves.len();
        let said = if moves.is_empty() {
            msg::UiSettingsNobodyMoves { format: &name }.text(lang)
        } else {
            msg::UiSettingsStandingsMove {
                format: &name,
                count: &count,
            }
            .text(lang)
        };
        Some(view! {
            <div class="notice" id="standings-moves" data-moves=count.to_string()>
                <p>{said}</p>
                <ul>
                    {moves.into_iter().map(|m| {
                        let (from, to) = (crate::i18n::ordinal(m.from, lang), crate::i18n::ordinal(m.to, lang));
                        let (a, b) = (m.total_from.shown_in(decimals, lang), m.total_to.shown_in(decimals, lang));
                        view! {
                            <li class="move" data-player=m.player.to_string() data-from=m.from.to_string() data-to=m.to.to_string()>
                                {msg::UiSettingsPlayerMoves { player: &m.name, from: &from, to: &to, before: &a, after: &b }.text(lang)}
                            </li>
                        }
                    }).collect_view()}
                </ul>
            </div>
        })
    }
}

/// A text field of the settings, bound to the draft.
fn text_field(
    draft: RwSignal<Settings>,
    label: fn(Lang) -> &'static str,
    name: &'static str,
    get: fn(&Settings) -> String,
    set: fn(&mut Settings, String),
) -> impl IntoView {
    let cx = ctx();
    view! {
        <label>{move || label(cx.lang.get())}
            <input name=name prop:value=move || draft.with(get) on:input=move |ev| draft.update(|s| set(s, event_target_value(&ev)))/>
        </label>
    }
}

/// The tournament's own fields: name, date, venue, organizer, format, another format's draw, the
/// planned rounds and a round's minutes.
#[component]
fn TournamentFields(draft: RwSignal<Settings>) -> impl IntoView {
    let cx = ctx();
    view! {
        {text_field(draft, |l| msg::UiSettingsTournamentName.str(l), "name", |s| s.name.clone(), |s, v| s.name = v)}
        <label>{move || msg::UiDate.text(cx.lang.get())}
            <input type="date" name="date" prop:value=move || draft.with(|s| s.date.clone()) on:input=move |ev| draft.update(|s| s.date = event_target_value(&ev))/>
        </label>
        {text_field(draft, |l| msg::UiSettingsVenue.str(l), "venue", |s| s.venue.clone(), |s, v| s.venue = v)}
        {text_field(draft, |l| msg::UiSettingsOrganizer.str(l), "organizer", |s| s.organizer.clone(), |s, v| s.organizer = v)}
        <label>{move || msg::UiSettingsFormatLabel.text(cx.lang.get())}
            <select name="format" on:change=move |ev| if let Some(f) = FormatKind::from_slug(&event_target_value(&ev)) { draft.update(|s| s.format = f.into()) }>
                // The club's format, by its name, while there is one.
                {move || draft.with(|s| format::club_def(s).map(|d| d.name.clone())).map(|name| view! {
                    <option value="club" selected=true>{name}</option>
                })}
                {FormatKind::all().map(|f| view! { <option value=f.slug() selected=move || draft.with(|s| format::kind(s) == f && s.custom_format.is_none())>{move || f.name_in(cx.lang.get())}</option> }).collect_view()}
            </select>
        </label>
        <label>{move || msg::UiDraw.text(cx.lang.get())}
            <select name="draw-format" on:change=move |ev| { let v = event_target_value(&ev); draft.update(|s| s.draw_format = FormatKind::from_slug(&v).map(Into::into)) }>
                <option value="" selected=move || draft.with(|s| s.draw_format.is_none())>{move || msg::UiSettingsFormatDefault.text(cx.lang.get())}</option>
                {FormatKind::all().map(|f| view! { <option value=f.slug() selected=move || draft.with(|s| s.draw_format.as_ref().and_then(crate::format::kind_of)) == Some(f)>{move || f.name_in(cx.lang.get())}</option> }).collect_view()}
            </select>
        </label>
        <PlannedRoundsField draft/>
        <label>{move || msg::UiSettingsRoundMinutes.text(cx.lang.get())}
            <input type="number" min="1" max="600" name="round-minutes" prop:value=move || draft.with(|s| s.round_minutes.map(|n| n.to_string()).unwrap_or_default())
                   on:input=move |ev| { let v = event_target_value(&ev); draft.update(|s| s.round_minutes = v.trim().parse().ok().filter(|&m: &u32| (1..=600).contains(&m))) }/>
        </label>
    }
}

/// The planned rounds where the format leaves them open; where it fixes them, a statement of its count
/// instead of a field it would ignore.
#[component]
fn PlannedRoundsField(draft: RwSignal<Settings>) -> impl IntoView {
    let cx = ctx();
    let rule = Memo::new(move |_| draft.with(format::planned_rounds));
    let draw_name = move |lang: Lang| {
        draft.with(|s| {
            let def = match s.draw_format.as_ref().and_then(format::kind_of) {
                Some(k) => format::builtin(k),
                None => format::club_def(s).unwrap_or_else(|| format::builtin(format::kind(s))),
            };
            def.name_in(lang).to_string()
        })
    };
    move || {
        match rule.get() {
        format::PlannedRounds::Fixed { qualifying, then_finals } => {
            let lang = cx.lang.get();
            let name = draw_name(lang);
            let said = if then_finals {
                msg::EveningPlannedFixedFinals { format: &name, qualifying: &qualifying }.text(lang)
            } else {
                msg::EveningPlannedFixed { format: &name, rounds: &qualifying }.text(lang)
            };
            view! {
                <p class="planned-fixed" id="planned-rounds-fixed">
                    <b>{msg::UiPlannedQualifyingRounds.text(lang)}": "{qualifying}</b><br/>{said}
                </p>
            }.into_any()
        }
        rule => view! {
            <label>{move || msg::UiPlannedQualifyingRounds.text(cx.lang.get())}
                <input type="number" min="1" name="planned-rounds" prop:value=move || draft.with(|s| s.planned_rounds.map(|n| n.to_string()).unwrap_or_default())
                       on:input=move |ev| { let v = event_target_value(&ev); draft.update(|s| s.planned_rounds = v.trim().parse().ok()) }/>
                {(rule == format::PlannedRounds::Evenings).then(|| view! { <small>{move || msg::EveningPlannedEvenings.text(cx.lang.get())}</small> })}
            </label>
        }.into_any(),
    }
    }
}

/// The organising club's logo for the score sheets: read, checked (type, size) and kept in the draft
/// until "Salva".
#[component]
fn LogoField(draft: RwSignal<Settings>, problem: RwSignal<Option<String>>) -> impl IntoView {
    let cx = ctx();
    let logo_input = NodeRef::<leptos::html::Input>::new();
    let choose_logo = move |_| {
        let Some(el) = logo_input.get() else { return };
        leptos::task::spawn_local(async move {
            let Some((_, bytes)) = crate::store::read_file(&el).await else {
                return;
            };
            el.set_value("");
            match pdf_logo::data_url(&bytes) {
                Ok(url) => {
                    problem.set(None);
                    draft.update(|s| s.logo = url);
                }
                Err(e) => problem.set(Some(e.text(cx.lang.get_untracked()))),
            }
        });
    };
    let has_logo = move || draft.with(|s| !s.logo.is_empty());
    view! {
        <fieldset class="logo">
            <legend>{move || msg::UiSettingsLogo.text(cx.lang.get())}</legend>
            {move || has_logo().then(|| view! { <img id="logo-preview" src=draft.with(|s| s.logo.clone()) alt=msg::UiLogo.text(cx.lang.get()) style="max-height:60px;max-width:160px"/> })}
            <label class="file-button"><span>{move || msg::UiLogoImage.text(cx.lang.get())}</span>
                <input id="logo-file" type="file" accept="image/png,image/jpeg" node_ref=logo_input on:change=choose_logo/>
            </label>
            <button type="button" id="logo-remove" disabled=move || !has_logo() on:click=move |_| draft.update(|s| s.logo.clear())>{move || msg::UiRemoveTheLogo.text(cx.lang.get())}</button>
            <p class="hint">{move || msg::UiSettingsLogoHint { pdf_logo: &(pdf_logo::MAX_BYTES / 1024) }.text(cx.lang.get())}</p>
        </fieldset>
    }
}

/// Save stays in sight at the bottom of the window however long the form grows (the club format editor
/// opens under the options).
#[component]
fn SaveBar(club: ClubDraft, unsaved: Signal<bool>) -> impl IntoView {
    let cx = ctx();
    view! {
        <div class="save-bar" id="save-bar">
        // A refused change of the club's format is not in the draft: Save waits until it is mended,
        // so nothing typed looks saved that is not.
        <button type="submit" class="primary" disabled=move || club.errors.with(|e| !e.is_empty())>{move || msg::UiSave.text(cx.lang.get())}</button>
        // The draft is not the tournament until saved: said while they differ.
        {move || (club.errors.with(Vec::is_empty) && unsaved.get()).then(|| view! {
            <p class="hint" id="settings-unsaved">{msg::UiSettingsUnsaved.text(cx.lang.get())}</p>
        })}
        {move || club.errors.with(|e| !e.is_empty()).then(|| view! {
            <p class="field-error" id="save-held">{msg::UiSettingsUnsavedClubFormat.text(cx.lang.get())}
                " "<button type="button" id="club-format-discard" on:click=move |_| club.discard()>{msg::UiSettingsDropRefused.text(cx.lang.get())}</button>
            </p>
        })}
        </div>
    }
}

/// The club's own format: made from the built-in one or imported from a file, edited field by field or
/// as JSON, exported, or dropped for the built-in format again.
#[component]
fn ClubFormatFields(club: ClubDraft) -> impl IntoView {
    let cx = ctx();
    let draft = club.draft;
    let club_word = move || msg::UiClub.text(cx.lang.get());
    let has_club = move || club.has_club();
    let export_club = move |_| {
        if let Some(d) = draft.with(|s| format::club_def(s).cloned()) {
            let name: String = d
                .name
                .chars()
                .map(|c| if c.is_alphanumeric() { c } else { '-' })
                .collect();
            crate::store::download(
                &format!("formato-{name}.json"),
                d.to_json().as_bytes(),
                "application/json",
            );
        }
    };
    let club_input = NodeRef::<leptos::html::Input>::new();
    let import_club = move |_| {
        let Some(el) = club_input.get() else { return };
        leptos::task::spawn_local(async move {
            let Some((_, bytes)) = crate::store::read_file(&el).await else {
                return;
            };
            el.set_value("");
            match std::str::from_utf8(&bytes) {
                Ok(text) => club.edit_json(text.to_string()),
                Err(_) => club.errors.set(vec![msg::UiSettingsFileNotJson.said()]),
            }
        });
    };
    view! {
        <fieldset class="club-format" id="club-format">
            <legend>{move || msg::UiSettingsClubFormat.text(cx.lang.get())}</legend>
            <Show when=has_club fallback=move || view! {
                <button type="button" id="club-format-clone" on:click=move |_| club.clone_builtin(&club_word())>{move || msg::UiSettingsMakeClubFormat.text(cx.lang.get())}</button>
                <label class="file-button"><span>{move || msg::UiSettingsImportJson.text(cx.lang.get())}</span>
                    <input id="club-format-file" type="file" accept="application/json,.json" node_ref=club_input on:change=import_club/>
                </label>
            }>
                <label>{move || msg::UiName.text(cx.lang.get())}
                    <input name="club-format-name" prop:value=move || draft.with(|s| format::club_def(s).map(|d| d.name.clone()).unwrap_or_default())
                           on:change=move |ev| { let v = event_target_value(&ev); club.edit(&club_word(), |d| { d.name = v; Ok(()) }) }/>
                </label>
                <ClubFormatEditor club=club/>
                <label>{move || msg::UiSettingsDefinitionLabel.text(cx.lang.get())}
                    <textarea id="club-format-json" rows="14" spellcheck="false" prop:value=move || club.json.get() on:input=move |ev| club.edit_json(event_target_value(&ev))></textarea>
                </label>
                <p>
                    <button type="button" id="club-format-export" on:click=export_club>{move || msg::UiExportJson.text(cx.lang.get())}</button>
                    <label class="file-button"><span>{move || msg::UiImportJson.text(cx.lang.get())}</span>
                        <input id="club-format-file" type="file" accept="application/json,.json" node_ref=club_input on:change=import_club/>
                    </label>
                    <button type="button" id="club-format-remove" on:click=move |_| club.set(None)>{move || msg::UiSettingsBackToBuiltIn.text(cx.lang.get())}</button>
                </p>
            </Show>
            {move || {
                let errors = club.errors.get();
                (!errors.is_empty()).then(|| {
                    let lang = cx.lang.get();
                    view! { <ul class="field-error" id="club-format-errors" role="alert">{errors.into_iter().map(|t| view! { <li>{t.text(lang)}</li> }).collect_view()}</ul> }
                })
            }}
            <p><button type="submit" class="primary" id="save-club" disabled=move || club.errors.with(|e| !e.is_empty())>{move || msg::UiSave.text(cx.lang.get())}</button></p>
        </fieldset>
    }
}
