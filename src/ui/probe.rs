//! Counters of the page's costly work, for the browser tests (issue 30): how often the round check ran on
//! the page's thread, how often a table card was built or rebuilt. They live in `window.__radunoCounts`
//! (a plain object of numbers); nothing reads them in the app.

use std::cell::RefCell;
use std::collections::BTreeMap;

thread_local! {
    static COUNTS: RefCell<BTreeMap<&'static str, u32>> = const { RefCell::new(BTreeMap::new()) };
}

/// Counts one more `what`.
pub fn bump(what: &'static str) {
    let n = COUNTS.with(|c| {
        let mut c = c.borrow_mut();
        let n = c.entry(what).or_insert(0);
        *n += 1;
        *n
    });
    let global = js_sys::global();
    let key = wasm_bindgen::JsValue::from_str("__radunoCounts");
    let counts = js_sys::Reflect::get(&global, &key)
        .ok()
        .filter(|v| v.is_object())
        .unwrap_or_else(|| {
            let o: wasm_bindgen::JsValue = js_sys::Object::new().into();
            let _ = js_sys::Reflect::set(&global, &key, &o);
            o
        });
    let _ = js_sys::Reflect::set(
        &counts,
        &wasm_bindgen::JsValue::from_str(what),
        &wasm_bindgen::JsValue::from(n),
    );
}
