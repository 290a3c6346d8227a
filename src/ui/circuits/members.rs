//! A circuit's tournaments: the list with each one's standings or problem, and adding more from this
//! browser or from files.
use super::*;

/// Where the format chosen for workbooks is kept.
pub(super) const FILES_FORMAT_KEY: &str = "raduno-circuit-files-format";

/// Reads every file chosen in an `<input type=file multiple>`: (name, bytes).
pub(super) async fn read_files(input: &web_sys::HtmlInputElement) -> Vec<(String, Vec<u8>)> {
    let mut out = Vec::new();
    let Some(files) = input.files() else {
        return out;
    };
    for i in 0..files.length() {
        let Some(file) = files.get(i) else { continue };
        if let Ok(buffer) = wasm_bindgen_futures::JsFuture::from(file.array_buffer()).await {
            out.push((file.name(), js_sys::Uint8Array::new(&buffer).to_vec()));
        }
    }
    out
}

/// One file's final standings: a backup replayed, or a workbook read by the workbook worker
/// ([`crate::circuit::from_file`] does the rest).
pub(super) async fn held_from_file(
    file: &str,
    bytes: Vec<u8>,
    format: Option<FormatKind>,
    lang: Lang,
) -> Result<Held, CircuitError> {
    if from_file::is_backup(file) {
        return from_file::held_from_backup(file, &bytes, lang);
    }
    let book = crate::ui::shared::files::read_book(bytes).await;
    from_file::held_from_book(file, book, format, lang)
}

/// The circuit's tournaments: date, format, players, state, where each comes from, its weight (typed
/// here) and a button to remove it.
#[component]
pub(super) fn MemberTable(
    circuit: RwSignal<Option<Circuit>>,
    shown_list: Memo<Vec<TournamentRead>>,
    edit: RulesEdit,
) -> impl IntoView {
    let cx = ctx();
    // Weights refused as typed: the field says so while the old rule applies.
    let refused_weights = RwSignal::new(std::collections::HashSet::<String>::new());
    let remove = Callback::new(move |index: usize| {
        let Some(mut c) = circuit.get_untracked() else {
            return;
        };
        if index < c.members.len() {
            c.members.remove(index);
            save(cx, circuit, c);
        }
    });
    view! {
        <h2>{move || msg::UiTournaments.text(cx.lang.get())}</h2>
        <table class="list" id="circuit-tournaments">
            <thead><tr>
                <th>{move || msg::UiTournament.text(cx.lang.get())}</th><th>{move || msg::UiDate.text(cx.lang.get())}</th>
                <th>{move || msg::UiCircuitFormatHeader.text(cx.lang.get())}</th><th class="num">{move || msg::UiPlayers.text(cx.lang.get())}</th>
                <th>{move || msg::UiState.text(cx.lang.get())}</th><th>{move || msg::UiSource.text(cx.lang.get())}</th>
                <th>{move || msg::UiWeight.text(cx.lang.get())}</th><th></th>
            </tr></thead>
            <tbody>
                {move || shown_list.get().into_iter().enumerate().map(|(i, s)| view! { <MemberRow index=i shown=s circuit edit refused_weights remove/> }).collect_view()}
            </tbody>
        </table>
    }
}

/// One tournament of the circuit: its name, date, format, players, state, where it comes from, its
/// weight (refused as typed: the field says so while the old rule applies) and the button that removes it.
#[component]
fn MemberRow(
    index: usize,
    shown: TournamentRead,
    circuit: RwSignal<Option<Circuit>>,
    edit: RulesEdit,
    refused_weights: RwSignal<std::collections::HashSet<String>>,
    remove: Callback<usize>,
) -> impl IntoView {
    let cx = ctx();
    let name = match &shown.held {
        Ok(h) => h.name.clone(),
        Err(_) => shown.member.name().to_string(),
    };
    let weight_name = name.clone();
    let weight = move || {
        circuit.with(|c| {
            c.as_ref()
                .map(|c| c.rules.weight(&weight_name).to_string())
                .unwrap_or_default()
        })
    };
    let for_edit = name.clone();
    let (date, format, players, state, ok) = match &shown.held {
        Ok(h) => {
            let lang = cx.lang.get();
            let mut state = msg::UiFinished.text(lang);
            // Rounds taken from the file, said.
            if let Some(n) = h.rounds_from_file {
                state = format!(
                    "{state} - {}",
                    msg::LegacyUiRoundsFromFile { rounds: &n }.text(lang)
                );
            }
            (
                h.date.clone(),
                h.format.clone(),
                h.rows.len().to_string(),
                state,
                true,
            )
        }
        Err(e) => (
            String::new(),
            String::new(),
            String::new(),
            e.clone(),
            false,
        ),
    };
    let source = match &shown.member {
        Member::Browser { .. } => msg::UiThisBrowser.text(cx.lang.get()),
        Member::Kept { held } => held.file.clone(),
    };
    let _ = shown.from_browser;
    view! {
        <tr class="member" data-name=name.clone() class:problem=!ok>
            <td class="name">{name.clone()}</td>
            <td class="date">{date}</td><td class="format">{format}</td><td class="num players" data-label=move || msg::UiPlayers.text(cx.lang.get())>{players}</td>
            <td class="state">{state}</td><td class="source">{source}</td>
            <td class="weight-cell" data-label=move || msg::UiWeight.text(cx.lang.get())><input class="weight" size="5" aria-label=move || msg::UiWeight.text(cx.lang.get()) prop:value=weight
                class:refused={ let n = name.clone(); move || refused_weights.with(|r| r.contains(&n)) }
                aria-invalid={ let n = name.clone(); move || refused_weights.with(|r| r.contains(&n)).to_string() }
                on:change=move |ev| {
                    let text = event_target_value(&ev);
                    let name = for_edit.clone();
                    let key = name.clone();
                    let applied = edit.apply(&move |r: &mut Rules| {
                set_weight(r, &name, &text, cx.lang.get_untracked())
            });
                    refused_weights.update(|r| { if applied { r.remove(&key); } else { r.insert(key); } });
                }/></td>
            <td class="remove-cell"><button class="remove" on:click=move |_| remove.run(index)>{move || msg::UiRemoveRow.text(cx.lang.get())}</button></td>
        </tr>
    }
}

/// A tournament's weight as typed, into the rules: empty for the usual 1, else a number not below 0.
fn set_weight(r: &mut Rules, name: &str, text: &str, lang: Lang) -> Result<(), String> {
    let w = if text.trim().is_empty() {
        None
    } else {
        match decimal(&text.replace(',', ".")) {
            Some(w) if w >= Points::ZERO => Some(w),
            Some(_) => {
                return Err(msg::UiCircuitWeightNegative {
                    name: &name,
                    text: &text,
                }
                .text(lang))
            }
            None => {
                return Err(msg::UiCircuitWeightNotNumber {
                    name: &name,
                    text: &text,
                }
                .text(lang))
            }
        }
    };
    let entry = r.tournaments.entry(name.to_string()).or_default();
    entry.weight = w.filter(|w| *w != Points::from_int(1));
    if entry.weight.is_none() && entry.format.is_none() && entry.rounds.is_none() {
        r.tournaments.remove(name);
    }
    Ok(())
}

/// Adding tournaments: held in this browser, or from files (backups and workbooks, several at a time:
/// all of them or none), the workbooks read with a chosen format.
#[component]
pub(super) fn AddTournaments(circuit: RwSignal<Option<Circuit>>) -> impl IntoView {
    let add_errors = RwSignal::new(Vec::<String>::new());
    view! {
        <div class="add-tournaments">
            <FromThisBrowser circuit add_errors/>
            <FromFiles circuit add_errors/>
            {move || (!add_errors.with(Vec::is_empty)).then(|| view! {
                <ul class="notice error" id="circuit-add-errors" role="alert">
                    {add_errors.get().into_iter().map(|e| view! { <li>{e}</li> }).collect_view()}
                </ul>
            })}
        </div>

    }
}

/// A tournament held in this browser, chosen among those the circuit does not have yet.
#[component]
pub(super) fn FromThisBrowser(
    circuit: RwSignal<Option<Circuit>>,
    add_errors: RwSignal<Vec<String>>,
) -> impl IntoView {
    let cx = ctx();
    let chosen = RwSignal::new(String::new());
    let add_browser = move |_| {
        let lang = cx.lang.get_untracked();
        let id = chosen.get_untracked();
        if id.is_empty() {
            return;
        }
        let Some(mut c) = circuit.get_untracked() else {
            return;
        };
        let result = match store::read(&id) {
            Some(Ok(saved)) => {
                let t = saved.journal.state();
                let name = t.settings.name.clone();
                Held::of(t, &name, &HashMap::new()).and_then(|_| {
                    c.add(Member::Browser {
                        id: id.clone(),
                        name,
                    })
                })
            }
            Some(Err(e)) => Err(CircuitError::Unreadable {
                file: id.clone(),
                reason: e.text(lang),
            }),
            None => return,
        };
        match result {
            Ok(()) => {
                add_errors.set(Vec::new());
                chosen.set(String::new());
                save(cx, circuit, c);
            }
            Err(e) => add_errors.set(vec![e.text(lang)]),
        }
    };
    view! {
        <label>{move || msg::UiFromThisBrowser.text(cx.lang.get())}" "
            <select id="circuit-add-tournament" on:change=move |ev| chosen.set(event_target_value(&ev)) prop:value=move || chosen.get()>
                <option value="">{move || msg::UiChooseATournament.text(cx.lang.get())}</option>
                {move || {
                    cx.list_version.get();
                    let taken: Vec<String> = circuit.with(|c| c.as_ref().map(|c| c.members.iter().filter_map(|m| match m { Member::Browser { id, .. } => Some(id.clone()), _ => None }).collect()).unwrap_or_default());
                    store::list().0.into_iter().filter(|s| !taken.contains(&s.id)).map(|s| view! {
                        <option value=s.id.clone()>{format!("{} ({}, {})", s.name, s.format, s.players)}</option>
                    }).collect_view()
                }}
            </select>
        </label>
        <button id="circuit-add" on:click=add_browser>{move || msg::UiAdd.text(cx.lang.get())}</button>
    }
}

/// Backups and workbooks chosen as files, the workbooks read with the format chosen beside them (kept
/// across reloads): every file added, or none and each one's problem said.
#[component]
pub(super) fn FromFiles(
    circuit: RwSignal<Option<Circuit>>,
    add_errors: RwSignal<Vec<String>>,
) -> impl IntoView {
    let cx = ctx();
    let busy = RwSignal::new(false);
    let file_format = RwSignal::new(
        store::small_json::read::<String>(FILES_FORMAT_KEY)
            .and_then(Result::ok)
            .and_then(|s| FormatKind::from_slug(&s)),
    );
    let files_input = NodeRef::<leptos::html::Input>::new();
    let add_files = move |_| {
        let Some(el) = files_input.get() else { return };
        let lang = cx.lang.get_untracked();
        let format = file_format.get_untracked();
        busy.set(true);
        leptos::task::spawn_local(async move {
            let files = read_files(&el).await;
            el.set_value("");
            let Some(mut c) = circuit.get_untracked() else {
                busy.set(false);
                return;
            };
            let mut errors = Vec::new();
            for (file, bytes) in files {
                match held_from_file(&file, bytes, format, lang).await {
                    Ok(held) => {
                        if let Err(e) = c.add(Member::Kept { held }) {
                            errors.push(e.text(lang));
                        }
                    }
                    Err(e) => errors.push(e.text(lang)),
                }
            }
            busy.set(false);
            if errors.is_empty() {
                add_errors.set(Vec::new());
                save(cx, circuit, c);
            } else {
                errors.push(msg::UiCircuitNothingAdded.text(lang));
                add_errors.set(errors);
            }
        });
    };
    view! {
        <label class="file-button">
            <span>{move || msg::UiCircuitFromFiles.text(cx.lang.get())}</span>
            <input id="circuit-files" type="file" multiple accept=".json,.xls,.xlsx,application/json" node_ref=files_input on:change=add_files/>
        </label>
        <label>{move || msg::UiWorkbooksFormat.text(cx.lang.get())}" "
            <select id="circuit-files-format" prop:value=move || file_format.get().map(|f| f.slug().to_string()).unwrap_or_default()
                on:change=move |ev| {
                    let chosen = FormatKind::from_slug(&event_target_value(&ev));
                    match chosen {
                        Some(f) => { let _ = store::small_json::write(FILES_FORMAT_KEY, &f.slug()); }
                        None => store::small_json::remove(FILES_FORMAT_KEY),
                    }
                    file_format.set(chosen);
                }>
                <option value="">{move || msg::UiFromTheFile.text(cx.lang.get())}</option>
                {FormatKind::all().map(|f| view! { <option value=f.slug()>{move || f.name_in(cx.lang.get())}</option> }).collect_view()}
            </select>
        </label>
        {move || busy.get().then(|| view! { <span class="busy">{msg::UiReading.text(cx.lang.get())}</span> })}
    }
}
