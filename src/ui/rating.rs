//! The Othello federation's rating list (filled in by the rating work).

use super::ctx;
use leptos::prelude::*;

#[component]
pub fn RatingPage() -> impl IntoView {
    let cx = ctx();
    view! { <section class="rating" id="rating"><p class="empty">{move || cx.tr("In preparazione.", "Coming soon.")}</p></section> }
}
