//! The list's card: where the list came from, importing another (xlsx or CSV), exporting it.

use super::{when, Keeper};
use crate::i18n::{Lang, Localized};
use crate::rating::history::RatingHistory;
use crate::rating::RatingList;
use crate::store;
use crate::ui::ctx;
use crate::words::msg;
use leptos::prelude::*;

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
        return crate::ui::shared::files::rating_list_from_xlsx(bytes, lang).await;
    } else if lower.ends_with(".csv") || lower.ends_with(".txt") {
        RatingList::from_csv(&decode_text(bytes))
    } else {
        return Err(msg::UiRatingListWrongKind.str(lang).to_string());
    };
    result.map_err(|e| e.text(lang))
}

/// The list's card: where it came from, importing another, exporting it.
#[component]
pub(super) fn ListCard(
    loaded: Memo<Option<Result<Option<RatingHistory>, String>>>,
    stored: Memo<Option<RatingHistory>>,
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
    loaded: Memo<Option<Result<Option<RatingHistory>, String>>>,
    stored: Memo<Option<RatingHistory>>,
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
    stored: Memo<Option<RatingHistory>>,
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
            let s = RatingHistory::imported(&name, store::now_ms(), list);
            if keeper.write(Some(s)) {
                import_error.set(None);
                apply_error.set(None);
                let imported = msg::UiPlayersImported.text(lang);
                cx.info(format!("{name_q}: {count} {imported}"));
            }
        });
    };
    view! {
        <label class="file-button"><span>{move || if stored.get().is_some() { msg::UiRatingReplaceFile.text(cx.lang.get()) } else { msg::UiImportTheList.text(cx.lang.get()) }}</span>
            <input id="rating-import" type="file" accept=".xlsx,.csv,.txt,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" node_ref=import_input on:change=import/>
        </label>
        {move || import_error.get().map(|e| view! { <p class="field-error" id="rating-import-error" role="alert">{e}</p> })}
    }
}

/// The list out as xlsx or CSV, named for the tournament and whether it is applied yet ("prima",
/// "dopo").
#[component]
fn ExportList(stored: Memo<Option<RatingHistory>>) -> impl IntoView {
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
                match crate::ui::shared::files::rating_list_to_xlsx(&current.list, lang).await {
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
