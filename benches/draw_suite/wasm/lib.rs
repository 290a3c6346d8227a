//! The draw benchmark compiled to wasm32-unknown-unknown with no bindings: node passes the clubs list in
//! and supplies a millisecond clock; the suite's table comes back through `print`.

/// The modules the shared suite calls `crate::engine::…`, from the workspace's crates.
mod engine {
    pub use raduno_engine::{draw, format, model};
}

#[path = "../suite.rs"]
mod suite;

extern "C" {
    fn now_ms() -> f64;
    fn print(ptr: *const u8, len: usize);
}

/// Memory for the input text, owned by the caller until `run`.
#[no_mangle]
pub extern "C" fn alloc(len: usize) -> *mut u8 {
    let mut v = Vec::<u8>::with_capacity(len);
    let p = v.as_mut_ptr();
    std::mem::forget(v);
    p
}

/// `ptr`/`len`: the clubs file written by the native bench (first line: where the clubs come from).
///
/// # Safety
/// `ptr` must come from `alloc(len)` with `len` bytes written; `run` takes ownership of it.
#[no_mangle]
pub unsafe extern "C" fn run(ptr: *mut u8, len: usize, quick: u32) {
    // quick: 0 full, 1 quick, 2 the hard suite only, 3 the late round, 4 whole tournaments.
    // SAFETY: `ptr` comes from `alloc(len)` and node wrote `len` bytes into it.
    let bytes = unsafe { Vec::from_raw_parts(ptr, len, len) };
    let text = String::from_utf8_lossy(&bytes);
    let mut lines = text.lines();
    let source = lines.next().unwrap_or("").to_string();
    let mut pool: Vec<String> = lines.map(str::to_string).collect();
    let mut source = source;
    if pool.is_empty() {
        pool = suite::synthetic_clubs();
        source = "SYNTHETIC skewed club sizes (no clubs file)".to_string();
    }
    // SAFETY: plain imported functions from the host.
    let now = || unsafe { now_ms() };
    let mut out = String::new();
    // 3: the late-round case (two instances); 4: whole tournaments up to 60 players.
    if quick == 3 || quick == 4 {
        out += &if quick == 3 {
            suite::run_late(&pool, &now, 2)
        } else {
            suite::run_tournaments(&pool, &now, &[12, 15, 19, 23, 27, 31, 39, 47, 60], 3)
        };
        // SAFETY: the host copies the bytes before returning.
        unsafe { print(out.as_ptr(), out.len()) };
        return;
    }
    if quick != 2 {
        out += &suite::run(&pool, &format!("{source} [wasm]"), quick != 0, &now);
    }
    out += &suite::run_hard(&pool, &now, suite::HARD_BASE, false);
    // SAFETY: the host copies the bytes before returning.
    unsafe { print(out.as_ptr(), out.len()) };
}
