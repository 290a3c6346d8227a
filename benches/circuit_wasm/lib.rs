//! The circuit benchmark compiled to wasm32-unknown-unknown with no bindings: node supplies a
//! millisecond clock and the suite's table comes back through `print`.

#[path = "../../src/circuit/mod.rs"]
pub mod circuit;
#[path = "../../src/draw/mod.rs"]
pub mod draw;
#[path = "../../src/format/mod.rs"]
pub mod format;
#[path = "../../src/i18n.rs"]
pub mod i18n;
#[path = "../../src/model/mod.rs"]
pub mod model;
#[path = "../../src/rating/mod.rs"]
pub mod rating;
/// The one stable sort the engine sorts with.
#[path = "../../src/order.rs"]
pub mod order;

/// The readers the rating list's xlsx reading goes through (the bench never calls them).
#[path = "../../src/io/guard.rs"]
#[allow(dead_code)]
mod io_guard;
#[path = "../../src/io/xlsx_guard.rs"]
mod io_xlsx_guard;
/// The rating list's CSV reading and writing (the bench never calls them).
#[path = "../../src/io/csv.rs"]
mod io_csv;
/// The printed table a circuit fills (the bench prints none).
#[path = "../../src/io/printed.rs"]
#[allow(dead_code)]
mod io_printed;
mod io {
    pub(crate) use crate::io_csv as csv;
    pub(crate) use crate::io_printed as printed;
    pub(crate) use crate::io_guard as guard;
    pub(crate) use crate::io_guard::ReadError;
    pub(crate) use crate::io_xlsx_guard as xlsx_guard;
}
/// The file names of a circuit's documents (the bench writes none).
mod persist {
    pub fn safe_file_stem(s: &str) -> String {
        s.to_string()
    }
}

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
