//! The PDF worker: a second wasm module that Trunk builds beside the web app (index.html, `data-type=
//! "worker"`), so printpdf and the fonts are downloaded only when the director first prints, never with
//! the app's first load.
//!
//! The app posts `{ id, tournament, request }` (the tournament and a [`pdf::Request`] as JSON) and gets
//! back `{ id, name, bytes, ms }` (the file name, the PDF as a transferred `Uint8Array`, and how many
//! milliseconds the PDF took) or `{ id, error }`. Natively this binary only explains itself.

#[cfg(target_arch = "wasm32")]
fn main() {
    use raduno::i18n::{Lang, Localized};
    use raduno::io::pdf;
    use raduno::model::Tournament;
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;

    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_to = scope.clone();
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |ev: web_sys::MessageEvent| {
            let data = ev.data();
            let field = |k: &str| js_sys::Reflect::get(&data, &JsValue::from_str(k)).ok();
            let id = field("id").unwrap_or(JsValue::NULL);
            let text = |k: &str| field(k).and_then(|v| v.as_string()).unwrap_or_default();
            let request: Result<pdf::Request, String> =
                serde_json::from_str(&text("request")).map_err(|e| format!("request: {e}"));
            let lang = request.as_ref().map_or(Lang::It, |r| r.options.lang);
            let start = js_sys::Date::now();
            let result = request.and_then(|req| {
                let t: Tournament = serde_json::from_str(&text("tournament")).map_err(|e| {
                    lang.pick(
                        format!("torneo illeggibile: {e}"),
                        format!("unreadable tournament: {e}"),
                    )
                })?;
                pdf::render(&t, &req).map_err(|e| e.text(lang))
            });
            let ms = js_sys::Date::now() - start;
            let reply = js_sys::Object::new();
            let set = |k: &str, v: &JsValue| {
                let _ = js_sys::Reflect::set(&reply, &JsValue::from_str(k), v);
            };
            set("id", &id);
            let transfer = js_sys::Array::new();
            match result {
                Ok((name, bytes)) => {
                    let array = js_sys::Uint8Array::from(bytes.as_slice());
                    set("name", &JsValue::from_str(&name));
                    set("ms", &JsValue::from_f64(ms));
                    transfer.push(&array.buffer());
                    set("bytes", &array);
                }
                Err(e) => set("error", &JsValue::from_str(&e)),
            }
            let _ = reply_to.post_message_with_transfer(&reply, &transfer);
        });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The app holds its requests until this: a message sent before the handler was set would be lost.
    let ready = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&ready, &JsValue::from_str("ready"), &JsValue::TRUE);
    let _ = scope.post_message(&ready);
    // The handler lives as long as the worker.
    on_message.forget();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("raduno-pdf is the web app's PDF worker: `trunk build` builds it (see README.md); natively, use `raduno pdf`");
}
