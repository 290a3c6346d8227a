//! A circuit's standings on the projector.
use super::*;

/// The circuit's standings on the projector: large, no menus; opened at the top and turning its
/// pages as the tournament's projector does (every 10 s, arrows and Page Up/Down).
#[component]
pub fn CircuitProjector(id: String) -> impl IntoView {
    let cx = ctx();
    let lang = cx.lang.get_untracked();
    let Some(Ok(c)) = cstore::read(&id) else {
        return view! { <p class="notice error">{msg::UiCircuitNotFound.text(lang)}</p> }
            .into_any();
    };
    if c.rules.rating.is_some() {
        return view! { <rating::RatingProjector id/> }.into_any();
    }
    let name = c.rules.name.clone();
    let back = id.clone();
    let standings = Memo::new(move |_| {
        let held: Vec<Held> = held_of(&c.members, lang)
            .into_iter()
            .filter_map(|s| s.held.ok())
            .collect();
        crate::circuit::compute(&c.rules, &held)
    });
    // Opened from the bottom of the circuit's page, it shows its top (the first rows).
    let to_top = || {
        if let Some(w) = web_sys::window() {
            w.scroll_to_with_x_and_y(0.0, 0.0);
        }
    };
    to_top();
    request_animation_frame(to_top);
    let pages = move || standings.with(projector_pages);
    let page = turning_pages(pages);
    view! {
        <div class="projector circuit-projector" id="circuit-projector-view">
            <h1>{name}" — "{move || msg::UiCircuitStandings.text(cx.lang.get())}
                <a class="close" href=Route::Circuit { id: back.clone() }.to_hash()>"×"</a></h1>
            <StandingsTables standings big=true page/>
            <p class="p-page" id="circuit-page" data-page=move || page.get() + 1 data-pages=pages>
                {move || format!("{} {}/{}", msg::UiPage.text(cx.lang.get()), page.get() + 1, pages())}
            </p>
        </div>
    }
    .into_any()
}

/// The page a projector shows of `pages()`, turning every 10 s and with the arrows and Page Up/Down,
/// as the tournament's projector does; the key listener and the timer go with the view.
pub(super) fn turning_pages(
    pages: impl Fn() -> usize + Copy + Send + Sync + 'static,
) -> RwSignal<usize> {
    let page = RwSignal::new(0usize);
    let turn = move |by: isize| {
        let n = pages().max(1) as isize;
        page.update(|p| *p = (*p as isize + by).rem_euclid(n) as usize)
    };
    let keys = window_event_listener(leptos::ev::keydown, move |ev| {
        match ev.key().as_str() {
            "ArrowRight" | "ArrowDown" | "PageDown" | " " => turn(1),
            "ArrowLeft" | "ArrowUp" | "PageUp" => turn(-1),
            _ => return,
        }
        ev.prevent_default();
    });
    let handle = set_interval_with_handle(move || turn(1), std::time::Duration::from_secs(10)).ok();
    on_cleanup(move || {
        keys.remove();
        if let Some(h) = handle {
            h.clear()
        }
    });
    page
}
