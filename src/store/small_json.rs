//! Small JSON entries kept beside the tournaments — a table's score drafts, an Othello tournament's
//! rating list — read, written and removed only here, so the interface never touches the browser's
//! storage itself.

use super::{available, raw, SaveError};
use gloo_storage::{LocalStorage, Storage};

/// The entry under `key`: `None` when there is none, `Some(Err)` when it does not read.
pub fn read<T: serde::de::DeserializeOwned>(key: &str) -> Option<Result<T, String>> {
    let text = raw(key)?;
    Some(serde_json::from_str(&text).map_err(|e| e.to_string()))
}

/// Writes `value` under `key`; a full or switched-off storage says so.
pub fn write<T: serde::Serialize>(key: &str, value: &T) -> Result<(), SaveError> {
    available()?;
    let text = serde_json::to_string(value).map_err(|_| SaveError::Unavailable)?;
    LocalStorage::raw()
        .set_item(key, &text)
        .map_err(|_| SaveError::Full)
}

pub fn remove(key: &str) {
    super::remove(key);
}

/// The keys that start with `prefix`.
pub fn keys_with(prefix: &str) -> Vec<String> {
    super::keys_with(prefix)
}

/// The key of an Othello tournament's rating list (the rating page's entry).
pub fn rating_list_key(tournament: &str) -> String {
    format!("raduno.rating.{tournament}")
}
