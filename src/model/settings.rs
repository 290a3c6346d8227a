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

/// A club's own format, kept as the data it was written as (JSON). The format layer reads it, once per
/// value: what it read is remembered beside the data (never stored, never compared).
#[derive(Clone, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct ClubFormat {
    data: serde_json::Value,
    #[serde(skip)]
    read: OnceLock<Arc<dyn Any + Send + Sync>>,
}

impl ClubFormat {
    pub fn new(data: serde_json::Value) -> Self {
        ClubFormat {
            data,
            read: OnceLock::new(),
        }
    }

    /// The data with what it reads as already known (the reader need not run again).
    pub fn read_as<T: Any + Send + Sync>(data: serde_json::Value, read: T) -> Self {
        let known: Arc<dyn Any + Send + Sync> = Arc::new(read);
        ClubFormat {
            data,
            read: OnceLock::from(known),
        }
    }

    pub fn data(&self) -> &serde_json::Value {
        &self.data
    }

    /// What `reader` makes of the data, computed at the first call and remembered (`None`: it was read
    /// earlier as another type).
    pub fn read<T: Any + Send + Sync>(
        &self,
        reader: impl FnOnce(&serde_json::Value) -> T,
    ) -> Option<&T> {
        self.read
            .get_or_init(|| Arc::new(reader(&self.data)))
            .downcast_ref::<T>()
    }
}

impl PartialEq for ClubFormat {
    fn eq(&self, other: &Self) -> bool {
        self.data == other.data
    }
}

impl Eq for ClubFormat {}

impl std::fmt::Debug for ClubFormat {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.data.fmt(f)
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
