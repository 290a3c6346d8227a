//! Italian first, English available. Texts live next to where they are used, as `tr(lang, it, en)`.

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
