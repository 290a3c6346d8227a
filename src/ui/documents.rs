//! Documents: workbooks in and out, PDFs, exports (filled in by the documents work).

use super::ctx;
use leptos::prelude::*;

#[component]
pub fn Documents() -> impl IntoView {
    let cx = ctx();
    view! { <section class="documents" id="documents"><p class="empty">{move || cx.tr("In preparazione.", "Coming soon.")}</p></section> }
}
