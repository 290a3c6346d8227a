//! Where the keyboard goes: to a field of the same seat by its key, and after a save to the next
//! table's first score.

use leptos::prelude::set_timeout;

/// Focuses the field `name` in the seat's row of the key event's field.
pub(super) fn focus_in_row(ev: &web_sys::KeyboardEvent, name: &str) {
    use wasm_bindgen::JsCast;
    let input = ev
        .target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|e| e.closest("tr").ok().flatten())
        .and_then(|row| {
            row.query_selector(&format!("input[name={name}]"))
                .ok()
                .flatten()
        })
        .and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok());
    if let Some(input) = input {
        let _ = input.focus();
        input.select();
    }
}

/// After a table is saved, the keyboard goes on to the next table's first score. The round's
/// tables are drawn again with the saved result after the save, and a redraw may replace the field that
/// was focused: so the focus is checked again over the next half second and put back on the next table's
/// first score if a redraw took it away, unless the user has put it somewhere else.
pub(super) fn focus_next_table(table: u32) {
    focus_attempt(table, 0, false);
}

const FOCUS_ATTEMPTS: u32 = 20;

/// One look at the focus; `landed`: it has been put on the next table's first score once.
fn focus_attempt(table: u32, attempt: u32, landed: bool) {
    set_timeout(
        move || {
            if let Some(landed) = focus_after(table, landed) {
                if attempt + 1 < FOCUS_ATTEMPTS {
                    focus_attempt(table, attempt + 1, landed);
                }
            }
        },
        std::time::Duration::from_millis(if attempt == 0 { 0 } else { 25 }),
    );
}

/// Puts the focus on the next table's first score when it is not there: before it first lands, from
/// wherever the save left it (the saved table, the page); after, only when a redraw dropped it on the
/// page. None when there is nothing more to do: no next table, or the user put the focus somewhere
/// (then it is left alone, even back in the table just saved); else whether it has landed.
fn focus_after(table: u32, landed: bool) -> Option<bool> {
    use wasm_bindgen::JsCast;
    let doc = web_sys::window().and_then(|w| w.document())?;
    let selector = format!(
        "#tables .table-card[data-table='{table}'] ~ .table-card input[name=points]:not(:disabled)"
    );
    let input = doc
        .query_selector(&selector)
        .ok()
        .flatten()
        .and_then(|e| e.dyn_into::<web_sys::HtmlInputElement>().ok())?; // the last table: nowhere to go
    let target: &web_sys::Element = input.as_ref();
    let active = doc.active_element();
    if active.as_ref() == Some(target) {
        return Some(true); // there: watched on, a redraw may still replace it
    }
    let on_page = active.as_ref().is_none_or(|a| a.tag_name() == "BODY");
    let saved_card = format!("#tables .table-card[data-table='{table}']");
    let in_saved = active
        .as_ref()
        .is_some_and(|a| a.closest(&saved_card).ok().flatten().is_some());
    if !(on_page || (!landed && in_saved)) {
        return None;
    }
    let _ = input.focus();
    input.select();
    // Landed: from now on only a redraw's drop on the page brings it back, never a move of the user's
    // (even one made before the next look).
    Some(true)
}
