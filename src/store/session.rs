//! What lives only as long as the browser tab (the projector's round clock): session storage.

fn storage() -> Option<web_sys::Storage> {
    web_sys::window().and_then(|w| w.session_storage().ok().flatten())
}

pub fn read<T: serde::de::DeserializeOwned>(key: &str) -> Option<T> {
    let text = storage()?.get_item(key).ok()??;
    serde_json::from_str(&text).ok()
}

/// Writes `value` under `key`; a tab whose session storage is off or full just forgets it.
pub fn write<T: serde::Serialize>(key: &str, value: &T) {
    if let (Some(s), Ok(text)) = (storage(), serde_json::to_string(value)) {
        let _ = s.set_item(key, &text);
    }
}
