//! An entry's place among the devices' entries: its id (the device that made it and that device's own
//! counter) and its hybrid logical clock. The journal's sync ([`super::sync`]) orders and merges by them;
//! the checks at the door ([`super::trust`]) read them from elsewhere.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// The device id of entries written before events had ids (and of the command-line tool, which writes
/// for one device): their counter is their place in the journal.
pub const FIRST_DEVICE: &str = "0";

/// Who made an entry and its number among that device's entries, written `device:n` ("a1b2c3d4:17").
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct EventId {
    pub device: String,
    pub n: u64,
}

impl EventId {
    pub fn new(device: &str, n: u64) -> Self {
        EventId {
            device: device.to_string(),
            n,
        }
    }

    /// An entry read from a journal written before ids (it gets one when the journal is replayed).
    pub fn is_unset(&self) -> bool {
        self.n == 0
    }
}

impl fmt::Display for EventId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.device, self.n)
    }
}

impl Serialize for EventId {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for EventId {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        let (device, n) = text
            .rsplit_once(':')
            .ok_or_else(|| serde::de::Error::custom("an event id is device:number"))?;
        let n = n
            .parse()
            .map_err(|_| serde::de::Error::custom("an event id ends with its number"))?;
        Ok(EventId::new(device, n))
    }
}

/// A hybrid logical clock: milliseconds since 1970 (the device's clock, but never behind an entry the
/// device has seen) and a counter for entries within the same millisecond. Written `[ms, counter]`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Hlc(pub i64, pub u32);

impl Hlc {
    pub fn is_zero(&self) -> bool {
        *self == Hlc(0, 0)
    }

    /// The clock of a new entry made at `now_ms` after `last` (the latest entry the device holds).
    /// Never wraps: a full counter moves to the next millisecond, and the last clock there is stays
    /// where it is (entries from elsewhere cannot bring such a clock: [`super::trust`] refuses a clock
    /// far ahead of the receiver's).
    pub fn next(last: Hlc, now_ms: i64) -> Hlc {
        if now_ms > last.0 {
            Hlc(now_ms, 0)
        } else if let Some(counter) = last.1.checked_add(1) {
            Hlc(last.0, counter)
        } else {
            match last.0.checked_add(1) {
                Some(ms) => Hlc(ms, 0),
                None => last,
            }
        }
    }
}
