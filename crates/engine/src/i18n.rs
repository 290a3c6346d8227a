//! Italian first, English available. The words live in one catalogue per language (`locales/<lang>/*.ftl`,
//! Project Fluent), compiled by build.rs into [`msg`]: one struct per message, its variables as fields
//! (`crate::words` says how to add one). Nothing else in the code is in one language or two: a message is
//! said in a language only at the edge (`msg::X { … }.text(lang)`, or kept as a value, [`Text`]).

use serde::{Deserialize, Serialize};

// `Lang`: the catalogue's languages, made by build.rs from its `LANGS` (a folder of `locales/` each).
include!(concat!(env!("OUT_DIR"), "/lang.rs"));

impl Lang {
    /// The language of a code ("it", "EN"), if the catalogue has it.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(code))
    }

    /// The codes of every language, joined by `separator` ("it, en").
    pub fn codes(separator: &str) -> String {
        Lang::ALL.map(Lang::code).join(separator)
    }
}

/// A message of the catalogue kept as a value: its id and its arguments, said in a language only at the
/// edge ([`Text::text`]). What the engine hands over instead of words, so nothing it keeps or sends is in
/// one language or both. Built from a message (`msg::X { … }.said()`), or by hand where an argument is
/// itself a message ([`Text::with_text`]: said in the same language).
#[derive(Clone, Serialize, Deserialize)]
pub struct Text {
    pub id: std::borrow::Cow<'static, str>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub args: Vec<(std::borrow::Cow<'static, str>, Arg)>,
    /// How this message is said (set by `msg::X { … }.said()`), so a module that says a few messages
    /// links only those; a text read back from JSON, or made from an id, looks its message up instead
    /// ([`use_catalogue`]).
    #[serde(skip)]
    say: Option<fn(&Text, Lang) -> String>,
}

impl PartialEq for Text {
    fn eq(&self, other: &Text) -> bool {
        self.id == other.id && self.args == other.args
    }
}

impl Eq for Text {}

impl std::fmt::Debug for Text {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Text")
            .field("id", &self.id)
            .field("args", &self.args)
            .finish()
    }
}

/// Lets texts read back from JSON (which do not carry how they are said) find their message in the whole
/// catalogue, at the cost of linking every message. No page needs it today: every
/// text the app says was made by a message's `said()`, so each module links only the messages it says.
/// Natively the whole catalogue is always there.
#[cfg(target_arch = "wasm32")]
pub fn use_catalogue() {
    let _ = LOOKUP.set(msg::render);
}

#[cfg(target_arch = "wasm32")]
static LOOKUP: std::sync::OnceLock<fn(&Text, Lang) -> String> = std::sync::OnceLock::new();

#[cfg(target_arch = "wasm32")]
fn look_up(t: &Text, lang: Lang) -> String {
    match LOOKUP.get() {
        Some(render) => render(t, lang),
        None => t.id.to_string(),
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn look_up(t: &Text, lang: Lang) -> String {
    msg::render(t, lang)
}

/// An argument of a [`Text`]: a value (a name, a number) or another message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Arg {
    Value(String),
    Text(Text),
    /// Messages said one after the other, with a separator between them.
    List(Vec<Text>, String),
}

impl Text {
    pub fn new(id: &'static str) -> Self {
        Text {
            id: id.into(),
            args: Vec::new(),
            say: None,
        }
    }

    /// Said by `say` (the message's own words: the generated `said()` sets it).
    pub fn said_by(mut self, say: fn(&Text, Lang) -> String) -> Self {
        self.say = Some(say);
        self
    }

    /// With the variable `name` (as the catalogue writes it) set to a value.
    pub fn with(self, name: &'static str, value: &dyn std::fmt::Display) -> Self {
        self.set(name, Arg::Value(value.to_string()))
    }

    /// Sets `name` (replacing what it was: a message's own `said()` gives every variable a value,
    /// which a message or a list then takes the place of).
    fn set(mut self, name: &'static str, arg: Arg) -> Self {
        match self.args.iter_mut().find(|(n, _)| n == name) {
            Some((_, a)) => *a = arg,
            None => self.args.push((name.into(), arg)),
        }
        self
    }

    /// With the variable `name` set to another message, said in the same language.
    pub fn with_text(self, name: &'static str, text: Text) -> Self {
        self.set(name, Arg::Text(text))
    }

    /// With the variable `name` set to messages said one after the other, `separator` between them.
    pub fn with_list(self, name: &'static str, items: Vec<Text>, separator: &str) -> Self {
        self.set(name, Arg::List(items, separator.to_string()))
    }

    /// The variable `name` in `lang` (empty when not given).
    pub fn value(&self, name: &str, lang: Lang) -> String {
        match self.args.iter().find(|(n, _)| n == name) {
            Some((_, Arg::Value(v))) => v.clone(),
            Some((_, Arg::Text(t))) => t.text(lang),
            Some((_, Arg::List(items, separator))) => items
                .iter()
                .map(|t| t.text(lang))
                .collect::<Vec<_>>()
                .join(separator),
            None => String::new(),
        }
    }

    pub fn text(&self, lang: Lang) -> String {
        match self.say {
            Some(say) => say(self, lang),
            None => look_up(self, lang),
        }
    }
}

impl Localized for Text {
    fn text(&self, lang: Lang) -> String {
        Text::text(self, lang)
    }
}

/// A label of the catalogue two ways: said now (`&'static str`), and kept as a value.
pub type Words = (fn(Lang) -> &'static str, fn() -> Text);

/// CLDR's English ordinal category of `n` ("one" for 1st, 21st; "two" for 2nd; "few" for 3rd; else
/// "other"), the selector a message's ordinal suffix chooses by (`format-ordinal`).
pub fn ordinal_category(n: usize) -> &'static str {
    match (n % 10, n % 100) {
        (1, x) if x != 11 => "one",
        (2, x) if x != 12 => "two",
        (3, x) if x != 13 => "few",
        _ => "other",
    }
}

/// A place as the language writes it: "3°" in Italian, "3rd" in English.
pub fn ordinal(n: u32, lang: Lang) -> String {
    msg::FormatOrdinal {
        number: &n,
        en_ordinal: &ordinal_category(n as usize),
    }
    .text(lang)
}

/// An error or message a director reads, in both languages.
pub trait Localized {
    fn text(&self, lang: Lang) -> String;
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

/// A number written with a point (`1.070`, `-2.5`, `50/3`) as `lang` writes it: an Italian page reads
/// `1,070` (with a point it would read one thousand seventy), an English one `1.070`.
///
/// ```
/// use raduno_engine::i18n::{decimal_in, Lang};
/// assert_eq!(decimal_in("1.070", Lang::It), "1,070");
/// assert_eq!(decimal_in("1.070", Lang::En), "1.070");
/// assert_eq!(decimal_in("50/3", Lang::It), "50/3");
/// ```
pub fn decimal_in(number: &str, lang: Lang) -> String {
    number.replacen('.', msg::LanguageDecimalSeparator.str(lang), 1)
}
