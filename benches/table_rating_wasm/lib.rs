//! The table rating's benchmark compiled to wasm32-unknown-unknown with no bindings: the page supplies
//! a millisecond clock and the year's line comes back through `print`.

/// The modules the shared suite calls `crate::circuit`, `crate::format` and `crate::table_rating`.
pub use raduno_app::circuit;
pub use raduno_engine::{format, table_rating};

#[allow(dead_code)]
#[path = "../table_rating_suite.rs"]
mod suite;

extern "C" {
    fn now_ms() -> f64;
    fn print(ptr: *const u8, len: usize);
}

/// Rates the year of a club and prints its line.
#[no_mangle]
pub extern "C" fn run() {
    // SAFETY: plain imported functions from the host.
    let now = || unsafe { now_ms() };
    let out = suite::club_line("wasm32, Chromium", 9, &now);
    // SAFETY: the host copies the bytes before returning.
    unsafe { print(out.as_ptr(), out.len()) };
}
