//! A new tournament from a workbook, for the home page.

use super::{imported_text, ProblemList, WORKBOOK_ACCEPT};
use crate::format::FormatKind;
use crate::i18n::Localized;
use crate::journal::Journal;
use crate::store;
use crate::ui::shared::files;
use crate::ui::{ctx, Route, Tab};
use crate::words::msg;
use leptos::prelude::*;
use raduno_files::Problem;

/// Starts a new tournament from a workbook (the legacy program's `.xls` or an `.xlsx`), for the home
/// page: the format comes from the workbook (its `TORNEO` sheet or Raduno's data) unless one is chosen.
/// Refused workbooks list every problem; nothing is created.
#[component]
pub fn ImportNewTournament() -> impl IntoView {
    let cx = ctx();
    let format = RwSignal::new(None::<FormatKind>);
    let failed = RwSignal::new(None::<(String, Vec<Problem>)>);
    let input = NodeRef::<leptos::html::Input>::new();
    let import = move |_| {
        let Some(el) = input.get() else { return };
        leptos::task::spawn_local(async move {
            let Some((file, bytes)) = store::read_file(&el).await else {
                return;
            };
            el.set_value("");
            let lang = cx.lang.get_untracked();
            let imported =
                match files::import_workbook_as(bytes, &file, format.get_untracked()).await {
                    Ok(i) => i,
                    Err(e) => {
                        failed.set(Some((file, e.problems)));
                        return;
                    }
                };
            failed.set(None);
            let t = imported.tournament;
            let (players, rounds) = (t.players.len(), t.rounds.len());
            let now = store::now_ms();
            let mut journal = Journal::new(t.settings.clone(), now);
            if let Err(e) =
                journal.execute(crate::use_cases::decisions::replace_with(t, &file), now)
            {
                cx.error(e.text(lang));
                return;
            }
            match store::create(journal) {
                Ok(saved) => {
                    let id = saved.id.clone();
                    cx.open.set(Some(saved));
                    cx.list_version.update(|v| *v += 1);
                    cx.go(Route::Tournament {
                        id,
                        tab: Tab::Players,
                    });
                    let mut said = imported_text(lang, &file, players, rounds, &imported.warnings);
                    // A GestioneTorneo Open is scored as GestioneTorneo scores it: said, not a warning.
                    if let Some(kind) = imported.scored_as {
                        said.push(' ');
                        said.push_str(
                            &msg::IoScoredAsGestioneTorneo {
                                format: &kind.name_in(lang),
                            }
                            .text(lang),
                        );
                    }
                    cx.info(said);
                }
                Err(e) => cx.error(e.text(lang)),
            }
        });
    };
    view! {
        <div class="import-new" id="import-new">
            <h2>{move || msg::UiDocumentsNewFromExcel.text(cx.lang.get())}</h2>
            <p class="hint">{move || msg::UiDocumentsNewFromExcelHint.text(cx.lang.get())}</p>
            <label>{move || msg::UiFormat.text(cx.lang.get())}" "
                <select id="import-new-format" on:change=move |ev| format.set(FormatKind::from_slug(&event_target_value(&ev)))>
                    <option value="" selected=move || format.get().is_none()>{move || { let lang = cx.lang.get(); let d = FormatKind::default().name_in(lang); msg::UiDocumentsNewFormatFromFile { default: &d }.text(lang) }}</option>
                    {FormatKind::all().map(|f| view! {
                        <option value=f.slug() selected=move || format.get() == Some(f)>{move || f.name_in(cx.lang.get())}</option>
                    }).collect_view()}
                </select>
            </label>
            <label class="file-button">
                <span>{move || msg::HomeChooseWorkbook.text(cx.lang.get())}</span>
                <input id="import-new-workbook" type="file" accept=WORKBOOK_ACCEPT node_ref=input on:change=import/>
            </label>
            {move || failed.get().map(|(file, problems)| view! { <ProblemList file problems/> })}
        </div>
    }
}
