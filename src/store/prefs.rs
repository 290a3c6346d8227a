//! The director's preferences (the language on screen): one JSON entry, `persist::PREFS_KEY`.

use super::{raw, set_raw};
use crate::persist;

pub fn load_prefs() -> Option<String> {
    raw(persist::PREFS_KEY)
}

pub fn save_prefs(text: &str) {
    let _ = set_raw(persist::PREFS_KEY, text);
}
