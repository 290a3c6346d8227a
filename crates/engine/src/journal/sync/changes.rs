//! The entries a copy gives another (a changes file, a server's round trip): what the other lacks, and
//! the entries received read back.

use super::MergeError;
use crate::journal::read::{read_entry, Unreadable};
use crate::journal::{Entry, Event};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A file of changes one device sends another ("Invia modifiche"): the tournament's name, the sending
/// device, the devices' names, what the sender holds (its latest entry per device) and the entries.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Changes {
    pub raduno_changes: u32,
    pub tournament: String,
    pub from: String,
    #[serde(default)]
    pub devices: BTreeMap<String, String>,
    #[serde(default)]
    pub holds: BTreeMap<String, u64>,
    pub entries: Vec<Entry>,
    /// What came but does not read as an entry (a file's damaged entry, a server's unreadable document):
    /// never applied, quarantined by the merge so it is listed ([`crate::journal::trust`]).
    #[serde(skip)]
    pub unreadable: Vec<Unreadable>,
}

impl Changes {
    /// The entry that created the tournament, which names it wherever it is received.
    pub fn creation(&self) -> Option<&Entry> {
        self.entries
            .iter()
            .find(|e| matches!(e.event, Event::Created { .. }))
    }

    /// Reads a changes file entry by entry: an entry that does not read (damaged, too large, nested too
    /// deep) is listed in [`Changes::unreadable`] and the others still come; a text that is not a changes
    /// file at all is refused whole.
    pub fn parse(text: &str) -> Result<Changes, MergeError> {
        use serde_json::value::RawValue;
        #[derive(Deserialize)]
        struct Raw<'a> {
            raduno_changes: u32,
            tournament: String,
            from: String,
            #[serde(default)]
            devices: BTreeMap<String, String>,
            #[serde(default)]
            holds: BTreeMap<String, u64>,
            #[serde(borrow)]
            entries: Vec<&'a RawValue>,
        }
        let c: Raw =
            serde_json::from_str(text).map_err(|e| MergeError::NotChanges(e.to_string()))?;
        if c.raduno_changes != 1 {
            return Err(MergeError::NotChanges(format!(
                "raduno_changes {}",
                c.raduno_changes
            )));
        }
        let mut entries = Vec::with_capacity(c.entries.len());
        let mut unreadable = Vec::new();
        for (i, raw) in c.entries.iter().enumerate() {
            match read_entry(raw.get()) {
                Ok(e) => entries.push(e),
                Err(why) => unreadable.push(Unreadable::new(format!("#{}", i + 1), why, raw.get())),
            }
        }
        Ok(Changes {
            raduno_changes: c.raduno_changes,
            tournament: c.tournament,
            from: c.from,
            devices: c.devices,
            holds: c.holds,
            entries,
            unreadable,
        })
    }

    /// Entries received one by one (a server's documents, already read): with the names of the devices
    /// that made them and what did not read as an entry.
    pub fn received(
        entries: Vec<Entry>,
        devices: BTreeMap<String, String>,
        unreadable: Vec<Unreadable>,
    ) -> Changes {
        Changes {
            raduno_changes: 1,
            tournament: String::new(),
            from: String::new(),
            devices,
            entries,
            holds: BTreeMap::new(),
            unreadable,
        }
    }

    pub fn to_text(&self) -> String {
        serde_json::to_string(self).expect("entries always serialise")
    }
}
