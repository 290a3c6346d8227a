//! The web app's entry point (built by Trunk for wasm32). Natively it only explains itself.

#[cfg(target_arch = "wasm32")]
fn main() {
    raduno::ui::mount();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("raduno-web is the browser app: build it with `trunk build` (see README.md)");
}
