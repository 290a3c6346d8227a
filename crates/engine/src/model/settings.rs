//! Tournament settings: its name, date, venue, and which format it plays (an id the format registry reads).

use serde::{Deserialize, Serialize};
use std::any::Any;
use std::sync::{Arc, OnceLock};

/// Which format a tournament plays, as stored: a built-in format's id (`master`, `1vs1`, …). What the id
/// means — rules, names, the list the interface offers — is the format layer's registry; the model
/// knows no format.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(transparent)]
pub struct FormatId(String);

impl FormatId {
    pub fn new(id: &str) -> Self {
        FormatId(id.to_string())
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A club's own format, kept as the text it was written as (a JSON object, stored as an object). The
/// format layer reads it, once per value: what it read is remembered beside the text (never stored,
/// never compared). Kept as text rather than a parsed JSON tree so that no second JSON reader is linked
/// into the PDF worker (README, sizes); read back by [`Capture`], which writes the object it is handed
/// as compact JSON text whatever reader hands it over (the journal's tagged events buffer their fields).
#[derive(Clone, Default)]
pub struct ClubFormat {
    text: String,
    read: OnceLock<Arc<dyn Any + Send + Sync>>,
}

impl ClubFormat {
    /// The JSON text with what it reads as already known (the reader need not run again).
    pub fn read_as<T: Any + Send + Sync>(json: String, read: T) -> Option<Self> {
        let known: Arc<dyn Any + Send + Sync> = Arc::new(read);
        Some(ClubFormat {
            text: json,
            read: OnceLock::from(known),
        })
    }

    /// The JSON text.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// What `reader` makes of the text, computed at the first call and remembered (`None`: it was read
    /// earlier as another type).
    pub fn read<T: Any + Send + Sync>(&self, reader: impl FnOnce(&str) -> T) -> Option<&T> {
        self.read
            .get_or_init(|| Arc::new(reader(&self.text)))
            .downcast_ref::<T>()
    }
}

impl Serialize for ClubFormat {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match serde_json::value::RawValue::from_string(self.text.clone()) {
            Ok(raw) => raw.serialize(s),
            Err(e) => Err(serde::ser::Error::custom(e)),
        }
    }
}

impl<'de> Deserialize<'de> for ClubFormat {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let mut text = String::new();
        d.deserialize_any(Capture(&mut text))?;
        Ok(ClubFormat {
            text,
            read: OnceLock::new(),
        })
    }
}

/// Writes the JSON value it visits as compact JSON text.
struct Capture<'a>(&'a mut String);

impl<'de> serde::de::DeserializeSeed<'de> for Capture<'_> {
    type Value = ();
    fn deserialize<D: serde::Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> serde::de::Visitor<'de> for Capture<'_> {
    type Value = ();

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a JSON value")
    }
    fn visit_bool<E>(self, v: bool) -> Result<(), E> {
        self.0.push_str(if v { "true" } else { "false" });
        Ok(())
    }
    fn visit_i64<E>(self, v: i64) -> Result<(), E> {
        self.0.push_str(&v.to_string());
        Ok(())
    }
    fn visit_u64<E>(self, v: u64) -> Result<(), E> {
        self.0.push_str(&v.to_string());
        Ok(())
    }
    fn visit_f64<E>(self, v: f64) -> Result<(), E> {
        let text = serde_json::to_string(&v).unwrap_or_else(|_| "null".into());
        self.0.push_str(&text);
        Ok(())
    }
    fn visit_str<E>(self, v: &str) -> Result<(), E> {
        let text = serde_json::to_string(v).unwrap_or_else(|_| "\"\"".into());
        self.0.push_str(&text);
        Ok(())
    }
    fn visit_unit<E>(self) -> Result<(), E> {
        self.0.push_str("null");
        Ok(())
    }
    fn visit_none<E>(self) -> Result<(), E> {
        self.0.push_str("null");
        Ok(())
    }
    fn visit_some<D: serde::Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_any(self)
    }
    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        self.0.push('[');
        let mut first = true;
        loop {
            let mark = self.0.len();
            if !first {
                self.0.push(',');
            }
            if seq.next_element_seed(Capture(self.0))?.is_none() {
                self.0.truncate(mark);
                break;
            }
            first = false;
        }
        self.0.push(']');
        Ok(())
    }
    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        self.0.push('{');
        let mut first = true;
        while let Some(key) = map.next_key::<String>()? {
            if !first {
                self.0.push(',');
            }
            first = false;
            let key = serde_json::to_string(&key).unwrap_or_else(|_| "\"\"".into());
            self.0.push_str(&key);
            self.0.push(':');
            map.next_value_seed(Capture(self.0))?;
        }
        self.0.push('}');
        Ok(())
    }
}

impl PartialEq for ClubFormat {
    fn eq(&self, other: &Self) -> bool {
        self.text == other.text
    }
}

impl Eq for ClubFormat {}

impl std::fmt::Debug for ClubFormat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Settings {
    pub name: String,
    /// ISO date (YYYY-MM-DD) or empty.
    #[serde(default)]
    pub date: String,
    #[serde(default)]
    pub venue: String,
    #[serde(default)]
    pub organizer: String,
    /// The scoring, standings and phases.
    pub format: FormatId,
    /// The draw of another format, as the legacy program allowed; `None` = the format's own.
    #[serde(default)]
    pub draw_format: Option<FormatId>,
    /// Planned qualifying rounds, where the format leaves it open.
    #[serde(default)]
    pub planned_rounds: Option<u32>,
    /// The organising club's logo on the score sheets: a PNG or JPEG `data:` URL of at most
    /// `raduno_files::pdf_logo::MAX_BYTES`, empty for none.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub logo: String,
    /// How long a round lasts, in minutes, for the projector's round clock; `None` = no clock.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round_minutes: Option<u32>,
    /// The club's own format, made from the built-in `format` (which stays as its origin); `None` =
    /// the built-in itself.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub custom_format: Option<ClubFormat>,
    /// A final played as best of N games (Othello: 2 or 3); `None` = the format's default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub final_games: Option<u8>,
    /// The category the national ranking reads ("Tipologia di Torneo"), apart from the format; `None` =
    /// not said.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub category: Option<super::Category>,
    /// Note (the `TORNEO` sheet's), free text.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub note: String,
    /// Each round's date (round N at index N − 1): ISO dates (YYYY-MM-DD), empty where not known. Read
    /// from the `TORNEO` sheet's rows 8 on; set when a round is drawn.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub round_dates: Vec<String>,
}

impl Settings {
    pub fn new(name: &str, format: impl Into<FormatId>) -> Self {
        Settings {
            name: name.trim().to_string(),
            format: format.into(),
            ..Default::default()
        }
    }
}
