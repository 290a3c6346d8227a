//! Counters of the page's costly work, for the browser tests: how often the round check ran on
//! the page's thread, how often a table card was built or rebuilt. They live in `window.__radunoCounts`
//! (a plain object of numbers, kept there only); nothing reads them in the app.

use js_sys::Reflect;
use wasm_bindgen::JsValue;

/// Counts one more `what`.
pub fn bump(what: &'static str) {
    let global = js_sys::global();
    let key = JsValue::from_str("__radunoCounts");
    let counts = Reflect::get(&global, &key)
        .ok()
        .filter(JsValue::is_object)
        .unwrap_or_else(|| {
            let o: JsValue = js_sys::Object::new().into();
            let _ = Reflect::set(&global, &key, &o);
            o
        });
    let what = JsValue::from_str(what);
    let n = Reflect::get(&counts, &what)
        .ok()
        .and_then(|v| v.as_f64())
        .unwrap_or(0.0);
    let _ = Reflect::set(&counts, &what, &JsValue::from_f64(n + 1.0));
}
