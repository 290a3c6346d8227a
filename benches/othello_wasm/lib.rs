//! The Othello benchmark compiled to wasm32-unknown-unknown with no bindings: node supplies a
//! millisecond clock and the suite's table comes back through `print`.

/// The modules the shared suite calls `crate::engine::…`, from the workspace's crates.
mod engine {
    pub use raduno_app::rating;
    pub use raduno_engine::{draw, format, model};
}

mod suite;

extern "C" {
    fn now_ms() -> f64;
    fn print(ptr: *const u8, len: usize);
}

/// Runs the suite and prints its table.
#[no_mangle]
pub extern "C" fn run() {
    // SAFETY: plain imported functions from the host.
    let now = || unsafe { now_ms() };
    let out = suite::run("wasm32, node", &now);
    // SAFETY: the host copies the bytes before returning.
    unsafe { print(out.as_ptr(), out.len()) };
}
