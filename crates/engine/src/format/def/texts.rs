//! Words a format carries in each language (its name, its rulebook in brief) and the names of its
//! units, read and written as a file holds them.

use crate::i18n::Lang;
use serde::{Deserialize, Serialize};

/// Words in each language, keyed by the language's code as a file writes them (`{"it": "…", "en":
/// "…"}`): a format's name and its rulebook in brief. A built-in's come from the catalogue
/// ([`Texts::of`]); a club's are its own, read unchanged from the files it saved. A language the
/// texts lack falls back to the first they have, Italian first.
#[derive(Clone, Debug, Default)]
pub struct Texts(Vec<(String, String)>);

impl PartialEq for Texts {
    /// The same texts by language, in whatever order a file lists them.
    fn eq(&self, other: &Texts) -> bool {
        self.0.len() == other.0.len() && self.0.iter().all(|t| other.0.contains(t))
    }
}

impl Eq for Texts {}

impl Serialize for Texts {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.0.iter().map(|(code, text)| (code, text)))
    }
}

impl<'de> Deserialize<'de> for Texts {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Texts, D::Error> {
        struct ByCode;
        impl<'de> serde::de::Visitor<'de> for ByCode {
            type Value = Texts;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("texts by language code")
            }
            fn visit_map<M: serde::de::MapAccess<'de>>(self, mut m: M) -> Result<Texts, M::Error> {
                let mut texts = Vec::new();
                while let Some(entry) = m.next_entry::<String, String>()? {
                    texts.push(entry);
                }
                Ok(Texts(texts))
            }
        }
        d.deserialize_map(ByCode)
    }
}

impl Texts {
    /// A message of the catalogue in every language.
    pub fn of(message: fn(Lang) -> &'static str) -> Texts {
        Texts::said(|lang| message(lang).to_string())
    }

    /// Words made in every language.
    pub fn said(say: impl Fn(Lang) -> String) -> Texts {
        Texts(
            Lang::ALL
                .iter()
                .map(|&lang| (lang.code().to_string(), say(lang)))
                .collect(),
        )
    }

    /// A message in the first language: the name files and the tournament index keep.
    pub fn first(message: fn(Lang) -> &'static str) -> String {
        message(Lang::default()).to_string()
    }

    /// In `lang`, when the texts have it.
    pub fn get(&self, lang: Lang) -> Option<&str> {
        let code = lang.code();
        self.0
            .iter()
            .find(|(c, t)| c == code && !t.is_empty())
            .map(|(_, t)| t.as_str())
    }

    /// In `lang`, else in the first language the texts have (empty when they have none).
    pub fn text(&self, lang: Lang) -> &str {
        self.get(lang)
            .or_else(|| Lang::ALL.iter().find_map(|&l| self.get(l)))
            .or_else(|| {
                self.0
                    .iter()
                    .map(|(_, t)| t.as_str())
                    .find(|t| !t.is_empty())
            })
            .unwrap_or_default()
    }

    /// No text in any language.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|(_, t)| t.is_empty())
    }
}

/// A format's name in each language besides its `name`: a built-in's from the catalogue, said while
/// the definition keeps that name (not stored, no part of what makes two definitions the same); a
/// club's own by language code (`"names": {"en": "…"}`), as its older files wrote them beside `name`
/// (`name_` and the language's code) read unchanged.
#[derive(Clone, Default)]
pub struct Names {
    pub(super) catalogue: Option<fn(Lang) -> &'static str>,
    pub(super) own: Texts,
}

impl Names {
    pub fn of(message: fn(Lang) -> &'static str) -> Names {
        Names {
            catalogue: Some(message),
            own: Texts::default(),
        }
    }
}

impl PartialEq for Names {
    /// A club's own names count; the catalogue's do not.
    fn eq(&self, other: &Names) -> bool {
        self.own == other.own
    }
}

impl Eq for Names {}

impl std::fmt::Debug for Names {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.catalogue {
            Some(said) => f.write_str(said(Lang::default())),
            None => self.own.fmt(f),
        }
    }
}

impl Names {
    /// No name of a club's own.
    pub fn is_empty(&self) -> bool {
        self.own.is_empty()
    }

    /// A club's own names as its files saved before the catalogue kept them: `name_` and the
    /// language's code, beside `name`. Empty when the file has none.
    pub(crate) fn older(text: &str) -> Names {
        let mut own = Vec::new();
        if let Ok(serde_json::Value::Object(fields)) = serde_json::from_str(text) {
            for lang in Lang::ALL {
                let key = format!("name_{}", lang.code());
                if let Some(name) = fields.get(&key).and_then(|v| v.as_str()) {
                    own.push((lang.code().to_string(), name.to_string()));
                }
            }
        }
        Names {
            catalogue: None,
            own: Texts(own),
        }
    }
}

impl Serialize for Names {
    /// A club's own names by language code, as a summary's texts.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.own.serialize(s)
    }
}

impl<'de> Deserialize<'de> for Names {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Names, D::Error> {
        Ok(Names {
            catalogue: None,
            own: Texts::deserialize(d)?,
        })
    }
}

impl<const N: usize> From<[(&str, &str); N]> for Texts {
    /// Texts by language code: `[("it", "Esempio"), ("en", "Example")]`.
    fn from(texts: [(&str, &str); N]) -> Texts {
        Texts(
            texts
                .iter()
                .map(|&(code, text)| (code.to_string(), text.to_string()))
                .collect(),
        )
    }
}
