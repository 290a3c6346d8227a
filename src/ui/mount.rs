//! Starting the app: the crash notice, what a killed browser did not write put back, the service worker.

use crate::store;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::devices::server;
use super::progressive::{Part, Start};
use super::shell::App;
use super::*;

/// Starts the app (called by the `raduno-web` binary).
pub fn mount() {
    console_error_panic_hook_lite();
    // The module's compiling ends the task it arrived in; the app starts in the next.
    set_timeout(start, std::time::Duration::from_millis(0));
}

fn start() {
    server::narrow_connections();
    // First put back what a killed browser did not write to local storage (its IndexedDB copy), then
    // start; an IndexedDB that does not answer within 1.5 s does not hold the app back.
    wasm_bindgen_futures::spawn_local(async {
        let restored = store::recover(1500).await;
        if !restored.is_empty() {
            web_sys::console::info_1(
                &format!("Raduno: restored from IndexedDB: {}", restored.join(", ")).into(),
            );
        }
        // A reload on a tournament's page: the tournament is read in this task and the app built
        // with it in the next.
        let hash = web_sys::window()
            .and_then(|w| w.location().hash().ok())
            .unwrap_or_default();
        if let Route::Tournament { id, .. } | Route::Projector { id, .. } = Route::from_hash(&hash)
        {
            context::preload(&id);
        }
        set_timeout(build_in_tasks, std::time::Duration::ZERO);
    });
    register_service_worker();
}

/// The app is built a part a task ([`Part`]), so that no one task holds the page long enough to delay a
/// tap (a phone's CPU runs each several times slower, and each part's code is compiled as it first runs):
/// the frame's header in a hidden host, then the notices, the page and the home page's first screen a part
/// at a time; then the host is shown and the page's own first screen (index.html, shown until this module
/// arrived) taken away in the same task, so the two are never painted together and nothing moves; then
/// what lies below the first screen.
fn build_in_tasks() {
    let Some(host) = hidden_host() else {
        leptos::mount::mount_to_body(|| view! { <App/> });
        return;
    };
    let stage = RwSignal::new(0u32);
    let app = leptos::mount::mount_to(host.clone(), move || {
        provide_context(Start::new(stage.read_only().into()));
        view! { <App/> }
    });
    app.forget();
    next_part(stage, host);
}

/// Builds the next part in the next task, and the one after it in the task after.
fn next_part(stage: RwSignal<u32>, host: web_sys::HtmlElement) {
    set_timeout(
        move || {
            let part = stage.get_untracked() + 1;
            stage.set(part);
            if part == Part::Shown as u32 {
                host.set_hidden(false);
                let _ = host.style().set_property("display", "contents");
                take_over_first_screen();
            }
            if part < Part::LAST as u32 {
                next_part(stage, host);
            }
        },
        std::time::Duration::ZERO,
    );
}

/// The element the app is built in, hidden until the app's first page is built, then laid out as if its
/// children were the body's own (`display: contents`).
fn hidden_host() -> Option<web_sys::HtmlElement> {
    let document = web_sys::window()?.document()?;
    let host: web_sys::HtmlElement = document.create_element("div").ok()?.dyn_into().ok()?;
    host.set_id("app");
    host.set_hidden(true);
    document.body()?.append_child(&host).ok()?;
    Some(host)
}

fn take_over_first_screen() {
    if let Some(first) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("first-screen"))
    {
        first.remove();
    }
}

/// A panic shows a message instead of a silently dead page; the tournament is already saved.
fn console_error_panic_hook_lite() {
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&format!("Raduno: {info}").into());
        if let Some(body) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.body())
        {
            let _ = body.insert_adjacent_html(
                "afterbegin",
                "<div class=\"notice error\">Errore interno: ricarica la pagina. Il torneo è salvato. / Internal error: reload the page. The tournament is saved.</div>",
            );
        }
    }));
}

/// The service worker makes the app load with no network after the first visit.
fn register_service_worker() {
    if let Some(w) = web_sys::window() {
        let protocol = w.location().protocol().unwrap_or_default();
        if protocol.starts_with("http") {
            let _ = w.navigator().service_worker().register("./sw.js");
        }
    }
}
