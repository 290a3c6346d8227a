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
