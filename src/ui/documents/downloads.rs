//! The documents out: the tournament as a workbook, the blank registration workbook, the PDFs (score
//! sheets, report, standings) and the games' text, forum and HTML exports.

use super::{rounds_now, stem, with_t_now, PDF_MIME, XLSX_MIME};
use crate::store;
use crate::ui::shared::files;
use crate::ui::{ctx, Ctx};
use crate::words::msg;
use leptos::prelude::*;
use raduno_files::{export::ExportKind, pdf};

/// The tournament as an Excel workbook, and the blank registration workbook.
#[component]
pub(super) fn WorkbookCard() -> impl IntoView {
    let cx = ctx();
    let export_xlsx = move |_| {
        let lang = cx.lang.get_untracked();
        let Some((name, t, log)) = cx.open.with_untracked(|o| {
            o.as_ref().map(|s| {
                let t = s.journal.state();
                (
                    format!("{}.xlsx", stem(t)),
                    t.clone(),
                    s.journal.entries().to_vec(),
                )
            })
        }) else {
            return;
        };
        leptos::task::spawn_local(async move {
            match files::export_workbook(&t, &log, lang).await {
                Ok(bytes) => store::download(&name, &bytes, XLSX_MIME),
                Err(e) => cx.error(e),
            }
        });
    };
    let blank = move |_| {
        let clubs: Vec<String> = raduno_files::official_clubs()
            .iter()
            .map(|c| c.to_string())
            .collect();
        let lang = cx.lang.get_untracked();
        leptos::task::spawn_local(async move {
            match files::blank_workbook(&clubs, lang).await {
                Ok(bytes) => {
                    store::download(&msg::UiRegistrationsXlsx.text(lang), &bytes, XLSX_MIME)
                }
                Err(e) => cx.error(e),
            }
        });
    };
    view! {
        <div class="card doc-workbooks">
            <h2>{move || msg::UiExcel.text(cx.lang.get())}</h2>
            <button id="export-xlsx" class="primary" on:click=export_xlsx>{move || msg::UiDocumentsExportXlsx.text(cx.lang.get())}</button>
            <p class="hint">{move || msg::UiDocumentsExportXlsxHint.text(cx.lang.get())}</p>
            <button id="blank-workbook" on:click=blank>{move || msg::UiNewRegistrationWorkbook.text(cx.lang.get())}</button>
            <p class="hint">{move || msg::UiDocumentsRegistrationHint.text(cx.lang.get())}</p>
        </div>
    }
}

/// The printouts: a round's score sheets, the report of every round, the standings.
#[component]
pub(super) fn PrintCard() -> impl IntoView {
    let cx = ctx();
    let rounds = move || rounds_now(cx);
    let no_rounds = move || rounds() == 0;
    // 0 = the last round.
    let sheets_round = RwSignal::new(0u32);
    let chosen_round = move || match sheets_round.get() {
        0 => rounds(),
        n => n.min(rounds()),
    };
    let report = move |_| print(cx, pdf::Doc::Report, true);
    let standings = move |_| print(cx, pdf::Doc::Standings, false);
    view! {
        <div class="card doc-pdf">
            <h2>{move || msg::UiPrintoutsPdf.text(cx.lang.get())}</h2>
            <div class="row">
                <label>{move || msg::UiRound.text(cx.lang.get())}" "
                    <select id="sheets-round" disabled=no_rounds on:change=move |ev| sheets_round.set(event_target_value(&ev).parse().unwrap_or(0))>
                        {move || (1..=rounds()).map(|n| view! { <option value=n.to_string() selected=move || chosen_round() == n>{n}</option> }).collect_view()}
                    </select>
                </label>
                {move || view! { <ScoreSheetsButton round=chosen_round()/> }}
            </div>
            <button id="full-report" disabled=no_rounds on:click=report>{move || msg::UiDocumentsReportHint.text(cx.lang.get())}</button>
            <button id="standings-pdf" disabled=no_rounds on:click=standings>{move || msg::UiStandings.text(cx.lang.get())}</button>
            {move || no_rounds().then(|| view! { <p class="hint">{msg::UiDocumentsPrintsAfterDraw.text(cx.lang.get())}</p> })}
        </div>
    }
}

/// Every game as text, forum code or HTML.
#[component]
pub(super) fn ExportCard() -> impl IntoView {
    let cx = ctx();
    let no_rounds = move || rounds_now(cx) == 0;
    let export_as = move |slug: &'static str| {
        move |_| {
            let Some(kind) = ExportKind::from_slug(slug) else {
                return;
            };
            let mime = if kind == ExportKind::Html {
                "text/html;charset=utf-8"
            } else {
                "text/plain;charset=utf-8"
            };
            if let Some((name, text)) = with_t_now(cx, |t| {
                (
                    format!("{}.{}", stem(t), kind.extension()),
                    raduno_files::export::export(t, kind),
                )
            }) {
                store::download(&name, text.as_bytes(), mime);
            }
        }
    };
    view! {
        <div class="card doc-exports">
            <h2>{move || msg::UiExportTheGames.text(cx.lang.get())}</h2>
            <div class="row">
                <button id="export-txt" disabled=no_rounds on:click=export_as("txt")>{move || msg::UiTextTxt.text(cx.lang.get())}</button>
                <button id="export-vb" disabled=no_rounds on:click=export_as("vb")>{move || msg::UiForumVbulletin.text(cx.lang.get())}</button>
                <button id="export-html" disabled=no_rounds on:click=export_as("html")>"HTML"</button>
            </div>
            <p class="hint">{move || msg::UiDocumentsGamesHint.text(cx.lang.get())}</p>
        </div>
    }
}

/// Buttons that download the score sheets of `round` (`<tournament>_<round>.pdf`): one sheet per page, or
/// the reduced print with two per page; disabled when the round does not exist. For the round page too.
#[component]
pub fn ScoreSheetsButton(round: u32) -> impl IntoView {
    let cx = ctx();
    let exists = move || cx.with_t(|t| t.round(round).is_some()).unwrap_or(false);
    let sheets = move |reduced: bool| move |_| print(cx, pdf::Doc::ScoreSheets { round }, reduced);
    view! {
        <button class="score-sheets" id=format!("score-sheets-{round}") data-round=round disabled=move || !exists() on:click=sheets(false)>
            {move || msg::UiScoreSheetsPdf.text(cx.lang.get())}
        </button>
        <button class="score-sheets-reduced" id=format!("score-sheets-reduced-{round}") data-round=round disabled=move || !exists() on:click=sheets(true)
                title=move || msg::UiDocumentsTwoPerPage.text(cx.lang.get())>
            {move || msg::UiReducedPrint.text(cx.lang.get())}
        </button>
    }
}

/// Asks the PDF worker (src/bin/pdf_worker.rs, started at the first print: printpdf and the fonts are not
/// in the app's first load) for a PDF of the open tournament; it downloads when it comes back.
fn print(cx: Ctx, doc: pdf::Doc, reduced: bool) {
    use crate::worker::{self, get, get_bytes, get_text, Message};
    let lang = cx.lang.get_untracked();
    let failed = move |why: String| cx.error(msg::UiDocumentsPdfFailed { why: &why }.text(lang));
    let Some(Ok(tournament)) = with_t_now(cx, serde_json::to_string) else {
        return;
    };
    let links = match doc {
        pdf::Doc::ScoreSheets { round } => crate::ui::phones::follow_qr::sheet_links(cx, round),
        _ => Vec::new(),
    };
    let options = pdf::Options {
        reduced,
        lang,
        links,
        ..Default::default()
    };
    let Some(options) = with_t_now(cx, |t| options.marking_stale(t)) else {
        return;
    };
    let request = pdf::Request { doc, options };
    let Ok(request) = serde_json::to_string(&request) else {
        return;
    };
    let message = Message::new()
        .text("tournament", &tournament)
        .text("request", &request);
    leptos::task::spawn_local(async move {
        match worker::call(worker::PDF, message).await {
            Ok(reply) => {
                // How long the last PDF took in the worker, for the browser benchmark.
                if let Some(ms) = get(&reply, "ms") {
                    let _ = js_sys::Reflect::set(&js_sys::global(), &"radunoPdfMs".into(), &ms);
                }
                let bytes = get_bytes(&reply, "bytes");
                store::download(&get_text(&reply, "name"), &bytes, PDF_MIME);
            }
            Err(e) => failed(e),
        }
    });
}
