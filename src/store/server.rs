//! This device's server (`raduno.server`): one address for every tournament, and the adoption of the
//! addresses an older version kept per tournament.

use super::{available, keys_with, raw, remove, set_raw};
use crate::use_cases::server_sync::Progress;

/// This device's server: one address for every tournament, the user name, and the password
/// when the page reaches the server from another origin (HTTP Basic). Kept in this browser's storage
/// only, under its own key: never in a tournament, a changes file, a backup, the Registro or the page.
/// A page served by the server itself uses the server's session cookie, and opens the session again
/// with the kept user and password when the server forgot it (a restart, an expired session).
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Server {
    /// The database's URL, without credentials ([`crate::replica::Address::db`]).
    pub url: String,
    #[serde(default)]
    pub user: String,
    #[serde(default)]
    pub password: String,
}

const SERVER_KEY: &str = "raduno.server";

pub fn server() -> Server {
    raw(SERVER_KEY)
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_default()
}

/// Saves this device's server; an empty address forgets it, credentials too.
pub fn set_server(server: &Server) {
    if server.url.is_empty() {
        remove(SERVER_KEY);
    } else if let Ok(text) = serde_json::to_string(server) {
        let _ = set_raw(SERVER_KEY, &text);
    }
}

/// Set once the addresses were adopted ([`adopt_old_addresses`]).
const ADOPTED_KEY: &str = "raduno.server.adopted";

/// An older version kept the address per tournament, as typed (credentials and all): the first such address
/// becomes the device's server if it has none, and no stored address keeps credentials.
pub fn adopt_old_addresses() {
    if available().is_err() {
        return;
    }
    // Once: the per-tournament records keep the address their cursor belongs to, so adopting them again
    // at every start would bring back a server the director disconnected.
    if raw(ADOPTED_KEY).is_some() {
        return;
    }
    let _ = set_raw(ADOPTED_KEY, "1");
    for key in keys_with("raduno.couch.") {
        let Some(mut c) = raw(&key).and_then(|t| serde_json::from_str::<Progress>(&t).ok()) else {
            continue;
        };
        let Ok(a) = crate::replica::parse_address(&c.url) else {
            continue;
        };
        if server().url.is_empty() {
            set_server(&Server {
                url: a.db.clone(),
                user: a.user.clone().unwrap_or_default(),
                password: a.password.clone().unwrap_or_default(),
            });
        }
        if c.url != a.db {
            c.url = a.db;
            if let Ok(text) = serde_json::to_string(&c) {
                let _ = set_raw(&key, &text);
            }
        }
    }
}
