//! Each tournament's exchanges with others: how far it has gone with the device's server
//! (`raduno.couch.<id>`, a [`Progress`]), and what each other device held when its last changes file
//! came (`raduno.peers.<id>`).

use super::{raw, set_raw};
use crate::use_cases::server_sync::Progress;
use std::collections::BTreeMap;

fn progress_key(id: &str) -> String {
    format!("raduno.couch.{id}")
}

fn peers_key(id: &str) -> String {
    format!("raduno.peers.{id}")
}

/// The tournament's progress with the server `url` (nothing yet with another one).
pub fn server_progress(id: &str, url: &str) -> Progress {
    raw(&progress_key(id))
        .and_then(|t| serde_json::from_str::<Progress>(&t).ok())
        .filter(|c| c.url == url)
        .unwrap_or_else(|| Progress::new(url))
}

pub fn set_server_progress(id: &str, progress: &Progress) {
    if let Ok(text) = serde_json::to_string(progress) {
        let _ = set_raw(&progress_key(id), &text);
    }
}

/// What each other device held of a tournament (its latest entry per device) when its last changes file
/// came: "Invia modifiche" can then send only what it lacks.
pub fn peers(id: &str) -> BTreeMap<String, BTreeMap<String, u64>> {
    raw(&peers_key(id))
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_default()
}

pub fn set_peer(id: &str, device: &str, holds: &BTreeMap<String, u64>) {
    if device.is_empty() {
        return;
    }
    let mut all = peers(id);
    all.insert(device.to_string(), holds.clone());
    if let Ok(text) = serde_json::to_string(&all) {
        let _ = set_raw(&peers_key(id), &text);
    }
}
