//! Tournament settings: its name, date, venue, and which format it plays (an id the format registry reads).

use serde::{Deserialize, Serialize};
use std::any::Any;
use std::sync::{Arc, OnceLock};

/// Which format a tournament plays, as stored: a built-in format's id (`master`, `1vs1`, …). What the id
/// means — rules, names, the list the interface offers — is the registry's (`crate::format`); the model
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

/// A club's own format, kept as the text it was written as (a JSON object, stored as it is). The format
/// layer reads it, once per value: what it read is remembered beside the text (never stored, never
/// compared). Kept as raw text rather than a parsed JSON tree so that no second JSON reader is linked
/// into the PDF worker (README, sizes).
#[derive(Clone, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ClubFormat {
    data: Box<serde_json::value::RawValue>,
    #[serde(skip)]
    read: OnceLock<Arc<dyn Any + Send + Sync>>,
}

impl ClubFormat {
    /// The data with what it reads as already known (the reader need not run again); `None` when the
    /// text is not JSON.
    pub fn read_as<T: Any + Send + Sync>(json: String, read: T) -> Option<Self> {
        let known: Arc<dyn Any + Send + Sync> = Arc::new(read);
        Some(ClubFormat {
            data: serde_json::value::RawValue::from_string(json).ok()?,
            read: OnceLock::from(known),
        })
    }

    /// The JSON text.
    pub fn text(&self) -> &str {
        self.data.get()
    }

    /// What `reader` makes of the text, computed at the first call and remembered (`None`: it was read
    /// earlier as another type).
    pub fn read<T: Any + Send + Sync>(&self, reader: impl FnOnce(&str) -> T) -> Option<&T> {
        self.read
            .get_or_init(|| Arc::new(reader(self.data.get())))
            .downcast_ref::<T>()
    }
}

impl PartialEq for ClubFormat {
    fn eq(&self, other: &Self) -> bool {
        self.data.get() == other.data.get()
    }
}

impl Eq for ClubFormat {}

impl std::fmt::Debug for ClubFormat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.data.get())
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
    /// [`crate::io::pdf_logo::MAX_BYTES`], empty for none.
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
