//! The PDF worker: a second wasm module that Trunk builds beside the web app (index.html, `data-type=
//! "worker"`), so printpdf and the fonts are downloaded only when the director first prints, never with
//! the app's first load.
//!
//! The app posts `{ id, tournament, request }` (the tournament and a [`pdf::Request`] as JSON; protocol in
//! `raduno::worker`) and gets back `{ id, name, bytes, ms }` (the file name, the PDF as a transferred
//! `Uint8Array`, and how many milliseconds the PDF took) or `{ id, error }`. The PDF is dated by the
//! browser's clock (printpdf's `js-sys` date). Natively this binary only explains itself.

#[cfg(target_arch = "wasm32")]
fn main() {
    use raduno::i18n::{msg, Localized};
    use raduno::model::Tournament;
    use raduno::worker::{get_text, serve, Message};
    use raduno_files::pdf;
    use wasm_bindgen::JsValue;

    serve(|data| {
        // A circuit's standings (the circuits' rules), as the page ranked and showed them.
        let circuit = get_text(data, "circuit");
        if !circuit.is_empty() {
            let lang: raduno::i18n::Lang =
                serde_json::from_str(&get_text(data, "lang")).unwrap_or_default();
            let printed: raduno_files::printed::Printed =
                serde_json::from_str(&circuit).map_err(|e| format!("circuit: {e}"))?;
            let bytes = pdf::circuit_pdf(&printed, lang).map_err(|e| e.text(lang))?;
            return Ok(Message::new()
                .text("name", &printed.file_name(lang, "pdf"))
                .bytes("bytes", &bytes));
        }
        let request: pdf::Request = serde_json::from_str(&get_text(data, "request"))
            .map_err(|e| format!("request: {e}"))?;
        let lang = request.options.lang;
        let start = js_sys::Date::now();
        let t: Tournament = serde_json::from_str(&get_text(data, "tournament"))
            .map_err(|e| msg::CliUnreadableTournament { error: &e }.text(lang))?;
        let (name, bytes) = pdf::render(&t, &request).map_err(|e| e.text(lang))?;
        let reply = Message::new().text("name", &name).bytes("bytes", &bytes);
        reply.set("ms", &JsValue::from_f64(js_sys::Date::now() - start));
        Ok(reply)
    });
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("raduno-pdf is the web app's PDF worker: `trunk build` builds it (see README.md); natively, use `raduno pdf`");
}
