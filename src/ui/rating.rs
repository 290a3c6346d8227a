//! Othello pages: the federation's rating list ([`RatingPage`]) and the standings with
//! Buchholz and disc difference ([`OthelloStandings`]).
//!
//! The rating list is not tournament state: it lives in the browser's local storage under its own key
//! `raduno.rating.<tournament id>` ([`Stored`]), with the last application of this tournament and the
//! list as it was before it (so a mistaken application can be undone and redone after a correction).
//! Every rule is the engine's: [`crate::rating::apply_tournament`] and the list's files
//! ([`RatingList::from_csv`], [`RatingList::from_xlsx`], [`RatingList::to_csv`], [`RatingList::to_xlsx`]).

use super::ctx;
use crate::format;
use crate::i18n::{Lang, Localized};
use crate::model::{fold, Phase, Tournament};
use crate::rating::{self, Config, Group, RatingList, RatingUpdate};
use crate::store;
use crate::words::msg;
use leptos::prelude::*;
use serde::{Deserialize, Serialize};

/// What is kept in local storage for one tournament.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Stored {
    /// The file the list came from (shown to the director).
    file: String,
    imported_ms: i64,
    /// The current list: the imported one, or the new one once this tournament is applied.
    list: RatingList,
    #[serde(default)]
    applied: Option<Applied>,
}

/// This tournament's application to the list.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Applied {
    at_ms: i64,
    update: RatingUpdate,
    /// The list before the application (restored by "undo").
    before: RatingList,
}

use store::side::rating_list_key as storage_key;

/// The stored list of a tournament: `Ok(None)` when there is none, `Err` when the entry is unreadable.
fn load(tournament: &str) -> Result<Option<Stored>, String> {
    store::side::read(&storage_key(tournament)).transpose()
}

fn save(tournament: &str, stored: &Stored, lang: Lang) -> Result<(), String> {
    store::side::write(&storage_key(tournament), stored).map_err(|e| match e {
        store::SaveError::Full => msg::UiRatingStorageFull.str(lang).to_string(),
        e => e.text(lang),
    })
}

/// Text of a file as typed by a spreadsheet: UTF-8, else Latin-1 (Excel's CSV on Windows).
fn decode_text(bytes: Vec<u8>) -> String {
    match String::from_utf8(bytes) {
        Ok(s) => s,
        Err(e) => e.into_bytes().iter().map(|&b| char::from(b)).collect(),
    }
}

/// Reads a rating list file by its extension: `.xlsx` (in the workbook worker) or CSV (`.csv`, `.txt`).
async fn parse_list(name: &str, bytes: Vec<u8>, lang: Lang) -> Result<RatingList, String> {
    let lower = name.to_lowercase();
    let result = if lower.ends_with(".xlsx") {
        return super::files::rating_list_from_xlsx(bytes, lang).await;
    } else if lower.ends_with(".csv") || lower.ends_with(".txt") {
        RatingList::from_csv(&decode_text(bytes))
    } else {
        return Err(msg::UiRatingListWrongKind.str(lang).to_string());
    };
    result.map_err(|e| e.text(lang))
}

fn when(ms: i64) -> String {
    String::from(
        js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms as f64))
            .to_locale_string("it-IT", &wasm_bindgen::JsValue::UNDEFINED),
    )
}

/// The games, the number of rounds and the settings to apply the tournament with, or why not yet.
fn ready(t: &Tournament, lang: Lang) -> Result<(Vec<rating::Game>, u32, Config), String> {
    if t.rounds.is_empty() {
        return Err(msg::UiRatingNothingToApply.str(lang).into());
    }
    let open: Vec<String> = t
        .rounds
        .iter()
        .filter(|r| !r.tables.is_empty() && !r.is_complete())
        .map(|r| r.number.to_string())
        .collect();
    if !open.is_empty() {
        return Err(msg::UiRatingRoundsIncomplete {
            open: &open.join(", "),
        }
        .text(lang));
    }
    let played = t
        .rounds
        .iter()
        .filter(|r| r.phase == Phase::Qualifying)
        .count() as u32;
    if let Some(planned) = t.settings.planned_rounds.filter(|&p| played < p) {
        return Err(msg::UiRatingRoundsUnplayed {
            planned: &planned,
            played: &played,
        }
        .text(lang));
    }
    let games = rating::games_from_tournament(t);
    // Only the Swiss rounds count: a final's games are rated but add no round (the FNGO rating rulebook Reading).
    let rounds = format::counted_rounds(t);
    let date = if t.settings.date.trim().is_empty() {
        t.settings.name.clone()
    } else {
        t.settings.date.clone()
    };
    Ok((
        games,
        rounds,
        Config {
            tournament_date: date,
            ..Config::default()
        },
    ))
}

fn group_label(g: Group, lang: Lang) -> String {
    match g {
        Group::Unrated => msg::UiUnrated.text(lang),
        Group::Provisional => msg::UiProvisional.text(lang),
        Group::Established => msg::UiStable.text(lang),
    }
}

/// The tournament's changes as CSV, for the federation: one row per participant, with the steps.
fn changes_csv(update: &RatingUpdate, lang: Lang) -> String {
    let header = [
        "name",
        "group",
        "old",
        "new",
        "change",
        "games_played",
        "games",
        "category",
        "steps",
    ]
    .map(String::from)
    .to_vec();
    let rows = update.players.iter().map(|p| {
        let steps: Vec<String> = p.steps.iter().map(|s| s.text(lang)).collect();
        vec![
            p.name.clone(),
            p.group.code().to_string(),
            p.old.map(|o| o.to_string()).unwrap_or_default(),
            p.new.to_string(),
            p.change.map(|c| c.to_string()).unwrap_or_default(),
            p.games_played.to_string(),
            p.games.to_string(),
            p.category.letter().to_string(),
            steps.join(" | "),
        ]
    });
    raduno_files::csv::write(std::iter::once(header).chain(rows))
}

fn signed(n: i32) -> String {
    if n > 0 {
        format!("+{n}")
    } else if n < 0 {
        format!("−{}", -n)
    } else {
        "0".into()
    }
}

/// Writes the page's stored entry (or forgets it) and has the page read it again; a failure is said.
#[derive(Clone, Copy)]
struct Keeper {
    cx: super::Ctx,
    /// Bumped after each write, so the stored entry is read again.
    version: RwSignal<u32>,
}

impl Keeper {
    /// `true` when written.
    fn write(self, s: Option<Stored>) -> bool {
        let lang = self.cx.lang.get_untracked();
        let Some(id) = self
            .cx
            .open
            .with_untracked(|o| o.as_ref().map(|s| s.id.clone()))
        else {
            return false;
        };
        let result = match &s {
            Some(s) => save(&id, s, lang),
            None => {
                store::side::remove(&storage_key(&id));
                Ok(())
            }
        };
        self.version.update(|v| *v += 1);
        match result {
            Ok(()) => true,
            Err(e) => {
                self.cx.error(e);
                false
            }
        }
    }
}

/// The rating page: the federation's list (imported, exported) and this tournament applied to it, then
/// the changes and the list.
#[component]
pub fn RatingPage() -> impl IntoView {
    let cx = ctx();
    let tid = move || cx.open.with(|o| o.as_ref().map(|s| s.id.clone()));
    let keeper = Keeper {
        cx,
        version: RwSignal::new(0u32),
    };
    let loaded = Memo::new(move |_| {
        keeper.version.track();
        tid().map(|id| load(&id))
    });
    let stored = Memo::new(move |_| loaded.get().and_then(Result::ok).flatten());
    let apply_error = RwSignal::new(None::<String>);
    let search = RwSignal::new(String::new());
    view! {
        <section class="rating" id="rating">
            <div class="cards rating-cards">
                <ListCard loaded stored keeper apply_error/>
                <ApplyCard stored keeper apply_error/>
            </div>
            {move || stored.get().and_then(|s| s.applied).map(|a| view! { <Changes update=a.update/> })}
            {move || stored.get().map(|s| {
                let played: Vec<String> = s.applied.as_ref().map(|a| a.update.players.iter().map(|p| fold(&p.name)).collect()).unwrap_or_default();
                view! { <ListTable list=s.list played search/> }
            })}
        </section>
    }
}

/// The list's card: where it came from, importing another, exporting it.
#[component]
fn ListCard(
    loaded: Memo<Option<Result<Option<Stored>, String>>>,
    stored: Memo<Option<Stored>>,
    keeper: Keeper,
    apply_error: RwSignal<Option<String>>,
) -> impl IntoView {
    let cx = ctx();
    view! {
        <div class="card">
            <h2>{move || msg::UiRatingListHeading.text(cx.lang.get())}</h2>
            <ListSource loaded stored/>
            <ImportList stored keeper apply_error/>
            <Show when=move || stored.get().is_some()>
                <ExportList stored/>
            </Show>
        </div>
    }
}

/// Where the list came from: its file, its players (and how many are rated), when it was imported and
/// how many tournaments it holds already; or that there is none, or that the stored one is unreadable.
#[component]
fn ListSource(
    loaded: Memo<Option<Result<Option<Stored>, String>>>,
    stored: Memo<Option<Stored>>,
) -> impl IntoView {
    let cx = ctx();
    move || {
        match loaded.get() {
        Some(Err(e)) => view! { <p class="field-error" role="alert">{msg::UiRatingSavedListUnreadable.str(cx.lang.get())}{e}</p> }.into_any(),
        _ => match stored.get() {
            None => view! { <p class="hint">{msg::UiRatingNoList.text(cx.lang.get())}</p> }.into_any(),
            Some(s) => {
                let rated = s.list.players.iter().filter(|p| p.rating.is_some()).count();
                view! {
                    <p id="rating-source">
                        <b>{s.file.clone()}</b>
                        {format!(" · {} {} ({} {}) · {} {}", s.list.players.len(), msg::UiPlayersCountWord.text(cx.lang.get()), rated, msg::UiRated.text(cx.lang.get()), msg::UiImportedOn.text(cx.lang.get()), when(s.imported_ms))}
                        {(!s.list.applied.is_empty()).then(|| format!(" · {}: {}", msg::UiTournamentsAlreadyApplied.text(cx.lang.get()), s.list.applied.len()))}
                    </p>
                }.into_any()
            }
        },
    }
    }
}

/// Importing a list (xlsx or CSV): it replaces the stored one once the director confirms, and forgets
/// the application made to the old one; a file that does not read leaves the list as it is.
#[component]
fn ImportList(
    stored: Memo<Option<Stored>>,
    keeper: Keeper,
    apply_error: RwSignal<Option<String>>,
) -> impl IntoView {
    let cx = ctx();
    let import_error = RwSignal::new(None::<String>);
    let import_input = NodeRef::<leptos::html::Input>::new();
    let import = move |_| {
        let Some(input) = import_input.get() else {
            return;
        };
        leptos::task::spawn_local(async move {
            let lang = cx.lang.get_untracked();
            let Some((name, bytes)) = store::read_file(&input).await else {
                return;
            };
            input.set_value("");
            let name_q = msg::UiQuoted { text: &name }.text(lang);
            let list = match parse_list(&name, bytes, lang).await {
                Ok(list) => list,
                Err(e) => {
                    let unchanged = msg::UiRatingListUnchanged.text(lang);
                    import_error.set(Some(format!("{name_q}: {e} {unchanged}")));
                    return;
                }
            };
            if let Some(old) = stored.get_untracked() {
                let q = if old.applied.is_some() {
                    msg::UiRatingReplaceAppliedConfirm.text(lang)
                } else {
                    msg::UiRatingReplaceConfirm.text(lang)
                };
                if web_sys::window().and_then(|w| w.confirm_with_message(&q).ok()) != Some(true) {
                    return;
                }
            }
            let count = list.players.len();
            let s = Stored {
                file: name.clone(),
                imported_ms: store::now_ms(),
                list,
                applied: None,
            };
            if keeper.write(Some(s)) {
                import_error.set(None);
                apply_error.set(None);
                let imported = msg::UiPlayersImported.text(lang);
                cx.info(format!("{name_q}: {count} {imported}"));
            }
        });
    };
    view! {
        <label class="file">{move || if stored.get().is_some() { msg::UiRatingReplaceFile.text(cx.lang.get()) } else { msg::UiImportTheList.text(cx.lang.get()) }}
            <input id="rating-import" type="file" accept=".xlsx,.csv,.txt,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" node_ref=import_input on:change=import/>
        </label>
        {move || import_error.get().map(|e| view! { <p class="field-error" id="rating-import-error" role="alert">{e}</p> })}
    }
}

/// The list out as xlsx or CSV, named for the tournament and whether it is applied yet ("prima",
/// "dopo").
#[component]
fn ExportList(stored: Memo<Option<Stored>>) -> impl IntoView {
    let cx = ctx();
    let export = move |xlsx: bool| {
        let lang = cx.lang.get_untracked();
        let Some(current) = stored.get_untracked() else {
            return;
        };
        let stem = cx
            .with_t(|t| raduno_files::file_name::safe_stem(&t.settings.name))
            .unwrap_or_default();
        let stage = if current.applied.is_some() {
            "dopo"
        } else {
            "prima"
        };
        if xlsx {
            leptos::task::spawn_local(async move {
                match super::files::rating_list_to_xlsx(&current.list, lang).await {
                    Ok(bytes) => store::download(
                        &format!("rating_{stage}_{stem}.xlsx"),
                        &bytes,
                        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                    ),
                    Err(e) => cx.error(e),
                }
            });
        } else {
            store::download(
                &format!("rating_{stage}_{stem}.csv"),
                current.list.to_csv().as_bytes(),
                "text/csv;charset=utf-8",
            );
        }
    };
    view! {
        <p class="exports">
            <span>{move || if stored.with(|s| s.as_ref().is_some_and(|s| s.applied.is_some())) { msg::UiRatingExportNewList.text(cx.lang.get()) } else { msg::UiExportTheList.text(cx.lang.get()) }}</span>
            <button id="rating-export-xlsx" on:click=move |_| export(true)>"xlsx"</button>
            <button id="rating-export-csv" on:click=move |_| export(false)>"CSV"</button>
        </p>
    }
}

/// The card that applies this tournament to the list: who is found and who enters unrated, what stops
/// it, and once applied, undoing it.
#[component]
fn ApplyCard(
    stored: Memo<Option<Stored>>,
    keeper: Keeper,
    apply_error: RwSignal<Option<String>>,
) -> impl IntoView {
    let cx = ctx();
    // Before applying: the tournament's players found in the list and those who will enter it unrated.
    let preview = Memo::new(move |_| {
        let s = stored.get()?;
        if s.applied.is_some() {
            return None;
        }
        cx.with_t(|t| to_apply(t, &s.list))
    });
    let readiness = Memo::new(move |_| cx.with_t(|t| ready(t, cx.lang.get()).err()).flatten());
    // The list already holds these very games (it was exported after applying them): said before the click.
    let already = Memo::new(move |_| {
        let s = stored.get()?;
        if s.applied.is_some() {
            return None;
        }
        let (games, rounds, _) = cx.with_t(|t| ready(t, Lang::It).ok()).flatten()?;
        let key = rating::tournament_key(&games, rounds);
        s.list.applied.contains(&key).then_some(key)
    });

    view! {
        <div class="card">
            <h2>{move || msg::UiRatingApplyHeading.text(cx.lang.get())}</h2>
            {move || {
                let lang = cx.lang.get();
                match (stored.get(), preview.get()) {
                    (None, _) => view! { <p class="hint">{msg::UiRatingApplyNeedsList.text(lang)}</p> }.into_any(),
                    (Some(Stored { applied: Some(a), .. }), _) => {
                        view! {
                            <p class="applied" id="rating-applied">{msg::UiRatingApplied { date: &when(a.at_ms), players: &a.update.players.len() }.text(lang)}</p>
                            <p><button id="rating-undo" on:click=move |_| undo_application(stored, keeper, apply_error)>{msg::UiRatingRestore.text(lang)}</button></p>
                        }.into_any()
                    }
                    (Some(_), preview) => view! {
                        {preview.map(|preview| view! { <ApplySummary preview lang/> })}
                        {readiness.get().map(|r| view! { <p class="hint warn" id="rating-not-ready">{r}</p> })}
                        {already.get().map(|_| view! { <p class="hint warn" id="rating-already">{msg::UiRatingAlreadyApplied.text(lang)}</p> })}
                        <p><button id="rating-apply" class="primary" on:click=move |_| apply_to_list(stored, keeper, apply_error)>{msg::UiRatingApply.text(lang)}</button></p>
                    }.into_any(),
                }
            }}
            {move || apply_error.get().map(|e| view! { <p class="field-error" id="rating-error" role="alert">{e}</p> })}
        </div>
    }
}

/// What applying will do ([`to_apply`]): the rounds and games, the players the list holds, and those
/// who will enter it unrated (a spelling to check).
#[component]
fn ApplySummary(preview: (usize, usize, usize, Vec<String>), lang: Lang) -> impl IntoView {
    let (games, rounds, found, new) = preview;
    let new_text = (!new.is_empty()).then(|| {
        view! {
            <p class="new-players" id="rating-new-players">
                {msg::UiRatingNewcomers { new: &new.len() }.text(lang)}
                <b>{new.join(", ")}</b>
                <br/><small>{msg::UiRatingSpellingHint.str(lang)}</small>
            </p>
        }
    });
    view! {
        <p id="rating-summary">{msg::UiRatingSummary { rounds: &rounds, games: &games, found: &found }.text(lang)}</p>
        {new_text}
    }
}

/// Applies this tournament to the stored list, keeping the list as it was for an undo; what stops it
/// (no list, applied already, rounds not finished, the rating's refusal) is said in `apply_error`.
fn apply_to_list(
    stored: Memo<Option<Stored>>,
    keeper: Keeper,
    apply_error: RwSignal<Option<String>>,
) {
    let cx = keeper.cx;
    let lang = cx.lang.get_untracked();
    apply_error.set(None);
    let Some(current) = stored.get_untracked() else {
        apply_error.set(Some(msg::UiRatingApplyNoList.text(lang)));
        return;
    };
    if let Some(a) = &current.applied {
        apply_error.set(Some(
            msg::UiRatingAppliedOn {
                date: &when(a.at_ms),
            }
            .text(lang),
        ));
        return;
    }
    let prepared = cx.with_t(|t| ready(t, lang));
    let Some(prepared) = prepared else { return };
    let (games, rounds, config) = match prepared {
        Ok(p) => p,
        Err(e) => {
            apply_error.set(Some(e));
            return;
        }
    };
    match rating::apply_tournament(&current.list, &games, rounds, &config) {
        Ok(update) => {
            let players = update.players.len();
            let next = Stored {
                list: update.list.clone(),
                applied: Some(Applied {
                    at_ms: store::now_ms(),
                    update,
                    before: current.list.clone(),
                }),
                ..current
            };
            if keeper.write(Some(next)) {
                cx.info(format!(
                    "{} {players} {}",
                    msg::UiTournamentApplied.text(lang),
                    msg::UiPlayersUpdated.text(lang)
                ));
            }
        }
        Err(e) => apply_error.set(Some(e.text(lang))),
    }
}

/// Puts back the list as it was before this tournament was applied, once the director confirms.
fn undo_application(
    stored: Memo<Option<Stored>>,
    keeper: Keeper,
    apply_error: RwSignal<Option<String>>,
) {
    let cx = keeper.cx;
    let lang = cx.lang.get_untracked();
    let Some(current) = stored.get_untracked() else {
        return;
    };
    let Some(applied) = current.applied.clone() else {
        return;
    };
    let q = msg::UiRatingRestoreConfirm.text(lang);
    if web_sys::window().and_then(|w| w.confirm_with_message(&q).ok()) != Some(true) {
        return;
    }
    if keeper.write(Some(Stored {
        list: applied.before,
        applied: None,
        ..current
    })) {
        apply_error.set(None);
        cx.info(msg::UiPreviousListRestored.text(lang));
    }
}

/// Before applying: the games, the rounds, how many of the tournament's players the list holds, and
/// those who will enter it unrated.
fn to_apply(t: &Tournament, list: &RatingList) -> (usize, usize, usize, Vec<String>) {
    let games = rating::games_from_tournament(t);
    let mut names: Vec<String> = Vec::new();
    for g in &games {
        for n in [&g.black, &g.white] {
            if !names.iter().any(|x| fold(x) == fold(n)) {
                names.push(n.clone());
            }
        }
    }
    let (found, new): (Vec<String>, Vec<String>) =
        names.into_iter().partition(|n| list.find(n).is_some());
    let rounds = format::counted_rounds(t) as usize;
    (games.len(), rounds, found.len(), new)
}

/// Each participant's old and new rating, the change and the steps that produced it.
#[component]
fn Changes(update: RatingUpdate) -> impl IntoView {
    let cx = ctx();
    let for_csv = update.clone();
    let export = move |_| {
        let lang = cx.lang.get_untracked();
        let stem = cx
            .with_t(|t| raduno_files::file_name::safe_stem(&t.settings.name))
            .unwrap_or_default();
        store::download(
            &format!("variazioni_rating_{stem}.csv"),
            changes_csv(&for_csv, lang).as_bytes(),
            "text/csv;charset=utf-8",
        );
    };
    view! {
        <div class="list-head">
            <h2>{move || msg::UiRatingChangesHeading.text(cx.lang.get())}</h2>
            <button id="rating-export-changes" on:click=export>{move || msg::UiRatingExportChanges.text(cx.lang.get())}</button>
        </div>
        {move || {
            let lang = cx.lang.get();
            view! {
                <table class="list rating-changes" id="rating-changes">
                    <thead><tr>
                        <th>{msg::UiPlayer.text(lang)}</th>
                        <th title=msg::UiRatingGroupLegend.text(lang)>{msg::UiRatingGroupHeader.text(lang)}</th>
                        <th class="num">{msg::UiBefore.text(lang)}</th>
                        <th class="num">{msg::UiAfter.text(lang)}</th>
                        <th class="num">{msg::UiChange.text(lang)}</th>
                        <th class="num" title=msg::UiRatingGamesHeader.text(lang)>{msg::UiGames.text(lang)}</th>
                        <th title=msg::UiRatingCategoryHeader.text(lang)>"Cat."</th>
                        <th>{msg::UiComputation.text(lang)}</th>
                    </tr></thead>
                    <tbody>
                        {update.players.iter().map(|p| {
                            let change_class = match p.change {
                                Some(c) if c > 0 => "num change up",
                                Some(c) if c < 0 => "num change down",
                                _ => "num change",
                            };
                            view! {
                                <tr data-name=p.name.clone()>
                                    <td class="who">{p.name.clone()}</td>
                                    <td><span class="group" title=group_label(p.group, lang)>{p.group.code()}</span></td>
                                    <td class="num old">{p.old.map(|o| o.to_string()).unwrap_or_else(|| "—".into())}</td>
                                    <td class="num new">{p.new}</td>
                                    <td class=change_class>{p.change.map(signed).unwrap_or_else(|| msg::UiNew.text(lang))}</td>
                                    <td class="num games">{format!("{} / {}", p.games_played, p.games)}</td>
                                    <td class="category">{p.category.letter()}</td>
                                    <td class="steps"><ul>{p.steps.iter().map(|s| view! { <li>{s.text(lang)}</li> }).collect_view()}</ul></td>
                                </tr>
                            }
                        }).collect_view()}
                    </tbody>
                </table>
            }
        }}
    }
}

/// The whole list, searchable; this tournament's players marked.
#[component]
fn ListTable(list: RatingList, played: Vec<String>, search: RwSignal<String>) -> impl IntoView {
    let cx = ctx();
    let total = list.players.len();
    let rows: Vec<(usize, rating::RatedPlayer, bool)> = list
        .players
        .into_iter()
        .enumerate()
        .map(|(i, p)| {
            let mine = played.contains(&fold(&p.name));
            (i + 1, p, mine)
        })
        .collect();
    view! {
        <div class="list-head">
            <h2>{move || msg::UiTheList.text(cx.lang.get())}<small>{format!(" {total}")}</small></h2>
            {(!played.is_empty()).then(|| view! { <span class="legend"><span class="played-sample">"  "</span>{move || msg::UiRatingOfThisTournament.str(cx.lang.get())}</span> })}
            <input type="search" id="rating-search" placeholder=move || msg::UiRatingSearchPlaceholder.text(cx.lang.get())
                   prop:value=move || search.get() on:input=move |ev| search.set(event_target_value(&ev))/>
        </div>
        <table class="list rating-list" id="rating-list">
            <thead><tr>
                <th class="num">"#"</th>
                <th>{move || msg::UiPlayer.text(cx.lang.get())}</th>
                <th>{move || msg::UiCity.text(cx.lang.get())}</th>
                <th class="num">"Rating"</th>
                <th title=move || msg::UiRatingCategoryLegend.text(cx.lang.get())>"Cat."</th>
                <th class="num">{move || msg::UiGames.text(cx.lang.get())}</th>
                <th>{move || msg::UiLastTournament.text(cx.lang.get())}</th>
            </tr></thead>
            <tbody>
                {move || {
                    let q = fold(&search.get());
                    rows.iter()
                        .filter(|(_, p, _)| q.is_empty() || fold(&format!("{} {}", p.name, p.city)).contains(&q))
                        .map(|(n, p, mine)| view! {
                            <tr class:played=*mine data-name=p.name.clone()>
                                <td class="num">{*n}</td>
                                <td>{p.name.clone()}</td>
                                <td>{p.city.clone()}</td>
                                <td class="num rating">{p.rating.map(|r| r.to_string()).unwrap_or_else(|| "—".into())}</td>
                                <td>{p.category.letter()}</td>
                                <td class="num">{p.games}</td>
                                <td>{p.last_tournament.clone()}</td>
                            </tr>
                        })
                        .collect_view()
                }}
            </tbody>
        </table>
    }
}
