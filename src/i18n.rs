//! Italian first, English available. The words live in one catalogue per language (`locales/<lang>/*.ftl`,
//! Project Fluent), compiled by build.rs into [`msg`]: one struct per message, its variables as fields
//! (`crate::words` says how to add one). A few pairs still written inline (`Lang::pick`) are left to move.

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Lang {
    #[default]
    It,
    En,
}

impl Lang {
    pub fn pick<T>(self, it: T, en: T) -> T {
        match self {
            Lang::It => it,
            Lang::En => en,
        }
    }
}

/// An error or message a director reads, in both languages.
pub trait Localized {
    fn text(&self, lang: Lang) -> String;
}

/// A count with its noun in the right number: `plural(1, "tavolo", "tavoli")` is "1 tavolo", with 3
/// "3 tavoli" (never "1 tavoli").
pub fn plural(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

/// The catalogue's messages (generated from `locales/` by build.rs; `crate::words` explains them).
#[allow(clippy::single_char_add_str)]
pub mod msg {
    include!(concat!(env!("OUT_DIR"), "/messages.rs"));
}

/// The plural category of a number written as text, by CLDR's cardinal rules for Italian and English
/// (the same two categories): "one" for exactly 1, else "other".
pub fn plural_category(value: &str) -> &'static str {
    if value.trim() == "1" {
        "one"
    } else {
        "other"
    }
}
