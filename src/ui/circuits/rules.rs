//! A circuit's rules: edited field by field, each change checked as a rules file is; the national
//! ranking's year; the rules in and out as JSON.
use super::*;

/// One change of the circuit's rules: applied to a copy, checked as a rules file is, saved; else
/// refused with its place (in `error`) and the circuit unchanged.
#[derive(Clone, Copy)]
pub(super) struct RulesEdit {
    pub(super) cx: Ctx,
    pub(super) circuit: RwSignal<Option<Circuit>>,
    pub(super) error: RwSignal<Vec<String>>,
}

impl RulesEdit {
    /// `true` when the change was applied.
    pub(super) fn apply(self, change: &dyn Fn(&mut Rules) -> Result<(), String>) -> bool {
        let Some(mut c) = self.circuit.get_untracked() else {
            return false;
        };
        let lang = self.cx.lang.get_untracked();
        if let Err(e) = change(&mut c.rules) {
            self.error.set(vec![e]);
            return false;
        }
        if let Err(problems) = c.rules.check() {
            self.error
                .set(problems.iter().map(|p| p.text(lang)).collect());
            return false;
        }
        self.error.set(Vec::new());
        save(self.cx, self.circuit, c);
        true
    }
}

/// A text of the circuit's rules, following the circuit.
pub(super) fn rule(
    circuit: RwSignal<Option<Circuit>>,
    f: fn(&Rules) -> String,
) -> impl Fn() -> String + Copy {
    move || circuit.with(|c| c.as_ref().map(|c| f(&c.rules)).unwrap_or_default())
}

/// The circuit's rules: name, the kind of ranking (a circuit's own rules or the national ranking of a
/// year), its own rules; in and out as JSON; what a change broke.
#[component]
pub(super) fn RulesForm(circuit: RwSignal<Option<Circuit>>, edit: RulesEdit) -> impl IntoView {
    let cx = ctx();
    let rules_error = edit.error;
    let national = move || circuit.with(|c| c.as_ref().is_some_and(|c| c.rules.ranking.is_some()));
    let rating = move || circuit.with(|c| c.as_ref().is_some_and(|c| c.rules.rating.is_some()));
    view! {
        <h2>{move || msg::UiCircuitRulesHeading.text(cx.lang.get())}</h2>
        <div class="circuit-rules" id="circuit-rules">
            <label>{move || msg::UiName.text(cx.lang.get())}" "
                <input id="circuit-name" prop:value=rule(circuit, |r| r.name.clone()) on:change=move |ev| {
                    let v = event_target_value(&ev);
                    edit.apply(&move |r: &mut Rules| { r.name = v.trim().to_string(); Ok(()) });
                }/>
            </label>
            <label>{move || msg::UiRankingKind.text(cx.lang.get())}" "
                <select id="circuit-kind" prop:value=rule(circuit, |r| if r.ranking.is_some() { "national" } else if r.rating.is_some() { "rating" } else { "circuit" }.to_string())
                    on:change=move |ev| {
                        let v = event_target_value(&ev);
                        edit.apply(&move |r: &mut Rules| {
                            r.ranking = (v == "national").then(|| r.ranking.unwrap_or_else(this_year));
                            r.rating = (v == "rating").then_some(crate::circuit::rules::RatingModel::WengLin);
                            Ok(())
                        });
                    }>
                    <option value="circuit">{move || msg::UiRankingKindCircuit.text(cx.lang.get())}</option>
                    <option value="national">{move || msg::UiRankingKindNational.text(cx.lang.get())}</option>
                    <option value="rating">{move || msg::UiRankingKindRating.text(cx.lang.get())}</option>
                </select>
            </label>
            {move || national().then(|| view! { <RankingYear circuit edit/> })}
            <div class="circuit-own-rules" style:display=move || if national() || rating() { "none" } else { "" }>
                <OwnRules circuit edit/>
            </div>
            <RulesFile circuit rules_error/>
            {move || (!rules_error.with(Vec::is_empty)).then(|| view! {
                <ul class="notice error" id="circuit-rules-error" role="alert">
                    {rules_error.get().into_iter().map(|e| view! { <li>{e}</li> }).collect_view()}
                </ul>
            })}
        </div>

    }
}

/// The year of a national ranking: one whose rules Raduno knows.
#[component]
pub(super) fn RankingYear(circuit: RwSignal<Option<Circuit>>, edit: RulesEdit) -> impl IntoView {
    let cx = ctx();
    view! {
        <label>{move || msg::UiRankingYear.text(cx.lang.get())}" "
            <input id="circuit-year" type="number" min="2019" max="9999" prop:value=rule(circuit, |r| r.ranking.map(|y| y.to_string()).unwrap_or_default())
                on:change=move |ev| {
                    let v = event_target_value(&ev);
                    edit.apply(&move |r: &mut Rules| {
                        let lang = cx.lang.get_untracked();
                        let first = crate::circuit::ranking::year::FILES[0].0;
                        match v.trim().parse::<u32>() {
                            Ok(y) if crate::circuit::ranking::year::YearRules::of(y).is_some() && y <= 9999 => { r.ranking = Some(y); Ok(()) }
                            _ => Err(msg::RankingYearInvalid { value: &v, first: &first }.text(lang)),
                        }
                    });
                }/>
        </label>
    }
}

/// A circuit's own rules: the points a tournament gives (and the table by place), the best N results
/// and the least number of tournaments.
#[component]
pub(super) fn OwnRules(circuit: RwSignal<Option<Circuit>>, edit: RulesEdit) -> impl IntoView {
    let cx = ctx();
    let by_table = move || {
        circuit.with(|c| {
            matches!(
                c.as_ref().map(|c| &c.rules.points),
                Some(PointsRule::Table(_))
            )
        })
    };
    view! {
        <label>{move || msg::UiPointsPerTournament.text(cx.lang.get())}" "
            <select id="circuit-points" prop:value=rule(circuit, |r| match r.points { PointsRule::Table(_) => "table", PointsRule::Beaten => "beaten", PointsRule::Percent => "percent", PointsRule::Own => "own" }.to_string())
                on:change=move |ev| {
                    let v = event_target_value(&ev);
                    edit.apply(&move |r: &mut Rules| {
                        r.points = match v.as_str() {
                            "beaten" => PointsRule::Beaten,
                            "percent" => PointsRule::Percent,
                            "own" => PointsRule::Own,
                            _ => match &r.points { PointsRule::Table(t) => PointsRule::Table(t.clone()), _ => PointsRule::default() },
                        };
                        Ok(())
                    });
                }>
                <option value="table">{move || msg::UiTableByPlace.text(cx.lang.get())}</option>
                <option value="beaten">{move || msg::UiCircuitPointsBeaten.text(cx.lang.get())}</option>
                <option value="percent">{move || msg::UiCircuitPointsPercent.text(cx.lang.get())}</option>
                <option value="own">{move || msg::UiCircuitPointsOwn.text(cx.lang.get())}</option>
            </select>
        </label>
        {move || by_table().then(|| view! {
            <label>{move || msg::UiCircuitPointsTableLabel.text(cx.lang.get())}" "
                <input id="circuit-table" size="40" prop:value=rule(circuit, |r| match &r.points { PointsRule::Table(v) => from_file::points_table_text(v), _ => String::new() })
                    on:change=move |ev| {
                        let v = event_target_value(&ev);
                        edit.apply(&move |r: &mut Rules| { r.points = PointsRule::Table(from_file::parse_points_table(&v, cx.lang.get_untracked())?); Ok(()) });
                    }/>
            </label>
        })}
        <label>{move || msg::UiCircuitBestLabel.text(cx.lang.get())}" "
            <input id="circuit-best" type="number" min="1" prop:value=rule(circuit, |r| r.best.map(|b| b.to_string()).unwrap_or_default())
                on:change=move |ev| {
                    let v = event_target_value(&ev);
                    edit.apply(&move |r: &mut Rules| {
                        let lang = cx.lang.get_untracked();
                        r.best = if v.trim().is_empty() { None } else {
                            match v.trim().parse::<u32>() { Ok(n) if n >= 1 => Some(n), _ => return Err(msg::UiCircuitBestInvalid { value: &v }.text(lang)) }
                        };
                        Ok(())
                    });
                }/>
        </label>
        <label>{move || msg::UiCircuitMinEventsLabel.text(cx.lang.get())}" "
            <input id="circuit-min" type="number" min="0" prop:value=rule(circuit, |r| r.min_events.to_string())
                on:change=move |ev| {
                    let v = event_target_value(&ev);
                    edit.apply(&move |r: &mut Rules| {
                        let lang = cx.lang.get_untracked();
                        r.min_events = v.trim().parse::<u32>().map_err(|_| msg::UiCircuitMinEventsInvalid { value: &v }.text(lang))?;
                        Ok(())
                    });
                }/>
        </label>
    }
}

/// The rules out as a JSON file, and in from one (all checked, or nothing changes and `rules_error`
/// says why).
#[component]
pub(super) fn RulesFile(
    circuit: RwSignal<Option<Circuit>>,
    rules_error: RwSignal<Vec<String>>,
) -> impl IntoView {
    let cx = ctx();
    let current = move || circuit.get_untracked();
    let rules_input = NodeRef::<leptos::html::Input>::new();
    let import_rules = move |_| {
        let Some(el) = rules_input.get() else { return };
        let lang = cx.lang.get_untracked();
        leptos::task::spawn_local(async move {
            let Some((file, bytes)) = store::read_file(&el).await else {
                return;
            };
            el.set_value("");
            let Some(mut c) = current() else { return };
            match c.import_rules(&String::from_utf8_lossy(&bytes), &file) {
                Ok(()) => {
                    rules_error.set(Vec::new());
                    save(cx, circuit, c);
                }
                Err(CircuitError::Rules { file, problems }) => rules_error.set(
                    std::iter::once(msg::UiCircuitRulesNotImported { file: &file }.text(lang))
                        .chain(problems.iter().map(|p| p.text(lang)))
                        .collect(),
                ),
                Err(e) => rules_error.set(vec![e.text(lang)]),
            }
        });
    };
    let export_rules = move |_| {
        if let Some(c) = current() {
            let name = format!(
                "{}_{}.json",
                raduno_files::file_name::safe_stem(&c.rules.name),
                msg::UiRules.text(cx.lang.get())
            );
            store::download(&name, c.rules.to_json().as_bytes(), "application/json");
        }
    };
    view! {
        <div class="rules-json">
            <button id="circuit-export-rules" on:click=export_rules>{move || msg::UiExportRulesJson.text(cx.lang.get())}</button>
            <label class="file-button">
                <span>{move || msg::UiImportRulesJson.text(cx.lang.get())}</span>
                <input id="circuit-import-rules" type="file" accept=".json,application/json" node_ref=rules_input on:change=import_rules/>
            </label>
        </div>
    }
}

/// The current year, for a national ranking just chosen.
pub(super) fn this_year() -> u32 {
    let y = js_sys::Date::new_0().get_full_year();
    y.clamp(crate::circuit::ranking::year::FILES[0].0, 9999)
}
