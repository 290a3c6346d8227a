//! Circuits (the circuits' rules): one entry `raduno.c.<id>` each, the circuit as JSON. A circuit refers to the
//! tournaments held here by id and keeps only the final standings of those added from files, so it
//! stays small.

use super::{available, keys_with, raw, SaveError};
use crate::circuit::Circuit;
use gloo_storage::{LocalStorage, Storage};

pub const PREFIX: &str = "raduno.c.";

pub fn key(id: &str) -> String {
    format!("{PREFIX}{id}")
}

/// Every stored circuit that reads (by name), and the keys of those that do not.
pub fn list() -> (Vec<Circuit>, Vec<String>) {
    let (mut good, mut bad) = (Vec::new(), Vec::new());
    for k in keys_with(PREFIX) {
        match raw(&k).map(|t| Circuit::from_text(&t)) {
            Some(Ok(c)) => good.push(c),
            _ => bad.push(k),
        }
    }
    crate::order::sort_by(&mut good, |a, b| {
        a.rules.name.cmp(&b.rules.name).then(a.id.cmp(&b.id))
    });
    (good, bad)
}

pub fn read(id: &str) -> Option<Result<Circuit, String>> {
    raw(&key(id)).map(|text| Circuit::from_text(&text))
}

/// Saves a circuit; on failure nothing is stored and the caller keeps showing the old one.
pub fn write(c: &Circuit) -> Result<(), SaveError> {
    available()?;
    LocalStorage::raw()
        .set_item(&key(&c.id), &c.to_text())
        .map_err(|_| SaveError::Full)
}

pub fn delete(id: &str) {
    super::remove(&key(id));
}

/// A fresh circuit id.
pub fn new_id() -> String {
    loop {
        let id = format!("{:012x}", super::random_u64() >> 16);
        if read(&id).is_none() {
            return id;
        }
    }
}
