//! The circuit benchmark compiled to wasm32-unknown-unknown with no bindings: node supplies a
//! millisecond clock and the suite's table comes back through `print`.

/// The modules the shared suite calls `crate::circuit`, `crate::format`, `crate::model` and
/// `crate::replica`, from the workspace's crates.
pub use raduno_app::{circuit, replica};
pub use raduno_engine::{format, model};

#[path = "../circuit_suite.rs"]
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
