// Starts the whole app on full.html: raduno-full.js (loaded just before) defines `wasm_bindgen`.
wasm_bindgen({ module_or_path: "./raduno-full_bg.wasm" });
