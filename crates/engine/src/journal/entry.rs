//! One journal line: an event with its time, its id and clock among the devices, and its command.

use super::{Event, EventId, Hlc};
use serde::{Deserialize, Serialize};

/// One journal line: an event, when it happened (milliseconds since 1970, UTC, the device's clock), and
/// its place among the devices' entries ([`sync`]): its id, its clock and the latest entry of every other
/// device it was made on.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Entry {
    pub at_ms: i64,
    pub event: Event,
    #[serde(default, skip_serializing_if = "EventId::is_unset")]
    pub id: EventId,
    #[serde(default, skip_serializing_if = "Hlc::is_zero")]
    pub hlc: Hlc,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub after: Vec<EventId>,
    /// The command this entry is part of, by the id of its first entry: what a command calls for once
    /// applied (a drawn round's date) is undone and redone with it, and the log shows the command as
    /// one line. `None` for the first entry of a command (and every entry of a journal written before
    /// commands were grouped: each one a command of its own).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub part_of: Option<EventId>,
}

impl Entry {
    /// An entry outside a journal (a workbook's log): it gets its id when a journal replays it.
    pub fn new(at_ms: i64, event: Event) -> Self {
        Entry {
            at_ms,
            event,
            id: EventId::default(),
            hlc: Hlc::default(),
            after: Vec::new(),
            part_of: None,
        }
    }

    /// Whether an entry of this kind may be part of another's command: a change, not the creation,
    /// an undo or a decision (they name entries, or begin the journal).
    pub fn joins_commands(event: &Event) -> bool {
        !matches!(
            event,
            Event::Created { .. } | Event::Undone { .. } | Event::Decided { .. }
        )
    }
}
