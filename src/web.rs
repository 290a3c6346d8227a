//! The web app's entry point (built by Trunk for wasm32). Natively it only explains itself.

#[cfg(target_arch = "wasm32")]
fn main() {
    // The same module runs in the draw worker (public/draw_worker.js), where there is no page to mount.
    if raduno::ui::in_worker() {
        raduno::ui::serve_draws();
    } else {
        raduno::ui::mount();
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("raduno-web is the browser app: build it with `trunk build` (see README.md)");
}
