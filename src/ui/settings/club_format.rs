//! The club's own format on the settings page: the format's options, and the club format
//! editor field by field — plan, each round's rule and its draw priorities in order, the scoring formula
//! and its constants, the table's and the standings' tie-breaks, the draw's memory, the phases and their
//! parameters — beside the whole definition as JSON. Every change is checked ([`FormatDef::validate`])
//! before it enters the settings' draft; a refused one is said with its reason and Save waits until it
//! is mended. What the editor lists comes from [`editor`]: nothing here knows a format by name.

use crate::draw::spec::TablePlan;
use crate::format::editor::{self, Choice, KnobKind, Move, Order, Said, Section, Which};
use crate::format::{self, builtin, FormatDef};
use crate::model::Settings;
use crate::ui::ctx;
use crate::words::msg;
use leptos::prelude::*;

/// The settings' draft as the club format sees it, with the JSON text and the refusals shown.
#[derive(Clone, Copy)]
pub struct ClubDraft {
    pub draft: RwSignal<Settings>,
    pub json: RwSignal<String>,
    pub errors: RwSignal<Vec<Said>>,
    /// The constant whose change was refused: its field is marked and its reasons shown beside it.
    pub refused: RwSignal<Option<&'static str>>,
}

impl ClubDraft {
    pub fn new(draft: RwSignal<Settings>) -> ClubDraft {
        let json = untrack(move || {
            draft.with(|s| format::club_def(s).map(|d| d.to_json()).unwrap_or_default())
        });
        ClubDraft {
            draft,
            json: RwSignal::new(json),
            errors: RwSignal::new(Vec::new()),
            refused: RwSignal::new(None),
        }
    }

    pub fn has_club(&self) -> bool {
        self.draft.with(|s| s.custom_format.is_some())
    }

    /// The definition in use: the club's, else the built-in of the chosen format.
    pub fn current(&self) -> FormatDef {
        self.draft.with(|s| {
            format::club_def(s)
                .cloned()
                .unwrap_or_else(|| builtin(format::kind(s)).clone())
        })
    }

    /// Replaces the club's format (None: back to the built-in).
    pub fn set(&self, d: Option<FormatDef>) {
        self.json
            .set(d.as_ref().map(FormatDef::to_json).unwrap_or_default());
        self.errors.set(Vec::new());
        self.refused.set(None);
        self.draft.update(|s| format::set_club_def(s, d));
    }

    /// Forgets a refused change (a bad JSON import, a refused constant): the draft stays as it was, the
    /// JSON text shows it again and Save works again.
    pub fn discard(&self) {
        let json = self
            .draft
            .with_untracked(|s| format::club_def(s).map(|d| d.to_json()).unwrap_or_default());
        self.json.set(json);
        self.errors.set(Vec::new());
        self.refused.set(None);
    }

    /// A club format made from the chosen built-in.
    pub fn clone_builtin(&self, club_word: &str) {
        let mut d = self.draft.with(|s| builtin(crate::format::kind(s)).clone());
        d.name = format!("{} ({club_word})", d.name);
        self.set(Some(d));
    }

    /// Applies one change: to the club's format, or to a copy of the built-in that becomes the club's
    /// format when it differs. A change that does not read, or leaves a definition that cannot run, is
    /// refused with its reasons and the draft stays as it was.
    pub fn edit(&self, club_word: &str, change: impl FnOnce(&mut FormatDef) -> Result<(), Said>) {
        let had_club = untrack(|| self.has_club());
        let mut d = untrack(|| self.current());
        if let Err(e) = change(&mut d) {
            self.errors.set(vec![e]);
            return;
        }
        if !had_club {
            if self
                .draft
                .with_untracked(|s| d == *builtin(crate::format::kind(s)))
            {
                return;
            }
            d.name = format!("{} ({club_word})", d.name);
        }
        // The summary says the constants the club changed, unless the club wrote its own.
        let base = self
            .draft
            .with_untracked(|s| builtin(format::kind(s)).clone());
        if d.summary == base.summary
            || d.summary
                .text(crate::i18n::Lang::It)
                .starts_with(base.summary.text(crate::i18n::Lang::It))
        {
            d.summary = editor::club_summary(&d, &base);
        }
        let problems = d.validate();
        if problems.is_empty() {
            self.set(Some(d));
        } else {
            self.errors.set(problems);
        }
    }

    /// The JSON as typed: kept as the club's format when it reads and can run.
    pub fn edit_json(&self, text: String) {
        self.json.set(text.clone());
        match FormatDef::from_json(&text) {
            Ok(d) => {
                self.errors.set(Vec::new());
                self.draft.update(|s| format::set_club_def(s, Some(d)));
            }
            Err(e) => self.errors.set(e),
        }
    }
}

/// The fields of one section's constants ([`editor::knobs`]), for the definition in use.
#[component]
pub fn KnobFields(club: ClubDraft, section: Section) -> impl IntoView {
    let cx = ctx();
    let club_word = move || msg::UiClub.text(cx.lang.get());
    move || {
        let lang = cx.lang.get();
        editor::knobs(&club.current())
            .into_iter()
            .filter(|k| k.section == section)
            .map(|k| {
                let key = k.key;
                let hyphen = key.replace('_', "-");
                let name = if section == Section::Options {
                    hyphen
                } else {
                    format!("club-format-{hyphen}")
                };
                let set = move |text: String| {
                    club.edit(&club_word(), |d| editor::set_knob(d, key, &text));
                    let refused = club.errors.with_untracked(|e| !e.is_empty());
                    club.refused.set(refused.then_some(key));
                };
                let bad = move || club.refused.get() == Some(key);
                let why = move || {
                    bad().then(|| {
                        let lang = cx.lang.get();
                        view! {
                            <span class="field-error knob-error" role="alert">{club.errors.get().into_iter().map(|t| t.text(lang)).collect::<Vec<_>>().join(" · ")}</span>
                        }
                    })
                };
                if let KnobKind::Choice(choices) = k.kind {
                    let value = k.value.clone();
                    view! {
                        <label>{k.label(lang)}
                            <select name=name on:change=move |ev| set(event_target_value(&ev))>
                                {choices.iter().map(|c| view! {
                                    <option value=c.slug selected=value == c.slug>{c.label(lang)}</option>
                                }).collect_view()}
                            </select>
                        </label>
                    }
                    .into_any()
                } else if k.kind == KnobKind::Flag {
                    let on = k.value == "true";
                    view! {
                        <label class="check">
                            <input type="checkbox" name=name prop:checked=on
                                   on:change=move |ev| set(event_target_checked(&ev).to_string())/>
                            {k.label(lang)}
                        </label>
                    }
                    .into_any()
                } else {
                    let mode = if k.kind == KnobKind::Whole {
                        "numeric"
                    } else {
                        "text"
                    };
                    view! {
                        <label class:refused=bad>{k.label(lang)}
                            <input name=name inputmode=mode prop:value=k.value.clone() aria-invalid=move || bad().to_string()
                                   on:change=move |ev| set(event_target_value(&ev))/>
                            {why}
                        </label>
                    }
                    .into_any()
                }
            })
            .collect_view()
    }
}

/// A select of choices whose value is the definition's current slug.
fn choice_select(
    name: &'static str,
    label: fn(crate::i18n::Lang) -> &'static str,
    choices: Vec<Choice>,
    selected: impl Fn() -> String + Send + Sync + Copy + 'static,
    on_pick: impl Fn(String) + Send + Sync + Copy + 'static,
) -> impl IntoView {
    let cx = ctx();
    view! {
        <label>{move || label(cx.lang.get())}
            <select name=name on:change=move |ev| on_pick(event_target_value(&ev))>
                {choices.into_iter().map(|c| view! {
                    <option value=c.slug selected=move || selected() == c.slug>{move || c.label(cx.lang.get())}</option>
                }).collect_view()}
            </select>
        </label>
    }
}

/// An ordered list (a round's draw priorities, the standings' tie-breaks): up, down, remove, add.
#[component]
fn OrderEditor(club: ClubDraft, order: Order, id: &'static str) -> impl IntoView {
    let cx = ctx();
    let apply = move |m: Move| {
        club.edit(&msg::UiClub.text(cx.lang.get()), |d| {
            editor::reorder(d, order, m)
        })
    };
    move || {
        let lang = cx.lang.get();
        let d = club.current();
        let items = editor::items(&d, order);
        let n = items.len();
        let addable = editor::addable(&d, order);
        view! {
            <ol class="order-editor" id=id>
                {items.into_iter().enumerate().map(|(i, c)| view! {
                    <li data-slug=c.slug>
                        <span>{c.label(lang)}</span>
                        <button type="button" class="up" disabled=i == 0 aria-label=msg::UiUp.text(lang) on:click=move |_| apply(Move::Up(i))>"↑"</button>
                        <button type="button" class="down" disabled=i + 1 == n aria-label=msg::UiDown.text(lang) on:click=move |_| apply(Move::Down(i))>"↓"</button>
                        <button type="button" class="remove" aria-label=msg::UiRemoveRow.text(lang) on:click=move |_| apply(Move::Remove(i))>"✕"</button>
                    </li>
                }).collect_view()}
            </ol>
            {(!addable.is_empty()).then(|| view! {
                <label class="add">{msg::UiAdd.text(lang)}
                    <select name=format!("{id}-add") on:change=move |ev| {
                        let slug = event_target_value(&ev);
                        if let Some(c) = editor::addable(&untrack(|| club.current()), order).into_iter().find(|c| c.slug == slug) {
                            apply(Move::Add(c.slug));
                        }
                    }>
                        <option value="" selected=true>"—"</option>
                        {addable.into_iter().map(|c| view! { <option value=c.slug>{c.label(lang)}</option> }).collect_view()}
                    </select>
                </label>
            })}
        }
    }
}

/// One round's rule, with its priorities when it is drawn by priorities.
#[component]
fn RuleEditor(club: ClubDraft, which: Which) -> impl IntoView {
    let cx = ctx();
    let (name, label, list): (&str, fn(crate::i18n::Lang) -> &'static str, &str) = match which {
        Which::First => (
            "club-format-rule-first",
            |l| msg::UiEditorFirstRound.str(l),
            "club-format-priorities-first",
        ),
        Which::Later => (
            "club-format-rule-later",
            |l| msg::UiEditorLaterRounds.str(l),
            "club-format-priorities-later",
        ),
    };
    let slug = move || editor::rule_slug(&club.current(), which);
    view! {
        {choice_select(name, label, editor::RULES.to_vec(), slug,
            move |s| club.edit(&msg::UiClub.text(cx.lang.get()), |d| editor::set_rule(d, which, &s)))}
        {move || (slug() == "priorities").then(|| view! {
            <div class="priorities">
                <p class="hint">{move || msg::UiClubFormatPriorities.text(cx.lang.get())}</p>
                <OrderEditor club=club order=Order::Priorities(which) id=list/>
            </div>
        })}
    }
}

/// The club format editor, field by field (shown once the club has its own format).
#[component]
pub fn ClubFormatEditor(club: ClubDraft) -> impl IntoView {
    let cx = ctx();
    let edit = move |f: fn(&mut FormatDef, &str) -> Result<(), Said>, slug: String| {
        club.edit(&msg::UiClub.text(cx.lang.get()), |d| f(d, &slug))
    };
    let plans: Vec<Choice> = TablePlan::ALL
        .into_iter()
        .map(|p| Choice {
            slug: p.slug(),
            name: p.words().0,
        })
        .collect();
    view! {
        <div class="club-format-editor" id="club-format-editor">
            <fieldset>
                <legend>{move || msg::UiTablesAndDraw.text(cx.lang.get())}</legend>
                {choice_select("club-format-plan", |l| msg::UiEditorTablePlan.str(l), plans,
                    move || editor::plan_slug(&club.current()), move |s| edit(editor::set_plan, s))}
                <RuleEditor club=club which=Which::First/>
                <RuleEditor club=club which=Which::Later/>
                <KnobFields club=club section=Section::Draw/>
            </fieldset>
            <fieldset>
                <legend>{move || msg::UiScoring.text(cx.lang.get())}</legend>
                {choice_select("club-format-scoring", |l| msg::UiEditorFormula.str(l), editor::SCORINGS.to_vec(),
                    move || editor::scoring_slug(&club.current()), move |s| edit(editor::set_scoring, s))}
                <KnobFields club=club section=Section::Scoring/>
            </fieldset>
            <fieldset id="club-format-results">
                <legend>{move || msg::UiClubFormatResults.text(cx.lang.get())}</legend>
                <KnobFields club=club section=Section::Results/>
            </fieldset>
            <fieldset>
                <legend>{move || msg::UiClubFormatTieBreaks.text(cx.lang.get())}</legend>
                <OrderEditor club=club order=Order::TieBreaks id="club-format-tiebreaks"/>
                <KnobFields club=club section=Section::Standings/>
            </fieldset>
            <fieldset>
                <legend>{move || msg::UiPhases.text(cx.lang.get())}</legend>
                {choice_select("club-format-phases", |l| msg::UiEditorStructure.str(l), editor::PHASES.to_vec(),
                    move || editor::phases_slug(&club.current()), move |s| edit(editor::set_phases, s))}
                <KnobFields club=club section=Section::Phases/>
            </fieldset>
            <details id="club-format-unsupported">
                <summary>{move || msg::UiClubFormatLimits.text(cx.lang.get())}</summary>
                <ul>{move || {
                    let lang = cx.lang.get();
                    editor::NOT_SUPPORTED.iter().map(|said| view! { <li>{said(lang)}</li> }).collect_view()
                }}</ul>
            </details>
        </div>
    }
}
