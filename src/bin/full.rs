//! The whole web app (full.html): every page, with those the first load (`raduno-web`) leaves out — the
//! circuits, the Othello rating list, the projector. The first load's app opens this page when the
//! director goes to one of them (src/ui/route.rs).

#[cfg(target_arch = "wasm32")]
fn main() {
    raduno::ui::mount();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "raduno-full is the browser app's whole page: build it with `trunk build` (see README.md)"
    );
}
