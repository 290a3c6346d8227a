//! What is kept in the browser's local storage and in backup files, independent of the browser so it is
//! tested natively. `store` (browser-only) reads and writes these texts.
//!
//! A stored tournament is a [`Saved`] document: the schema version, the tournament's id, a revision that
//! grows with every save (so two tabs never silently overwrite each other), and the event journal.
//! A backup file is the same document, as JSON.
//!
//! In local storage the document is kept compact ([`Saved::to_stored`]): its JSON, deflated, packed 15
//! bits to a character (local storage holds UTF-16 strings), behind a short header with the revision:
//! `RZ1:<rev>:<bytes>:<packed>`. A finished 60-player Master takes about a tenth of its JSON (figures in
//! README, from `cargo bench --bench storage`). Entries written before (plain JSON) still load.

use crate::i18n::msg;
use crate::i18n::{Lang, Localized};
use crate::journal::{Journal, ModelError};
use serde::{Deserialize, Serialize};

/// The schema this build writes. Older schemas are migrated on load; newer ones are kept aside.
pub const SCHEMA: u32 = 1;

/// Storage keys.
pub const INDEX_KEY: &str = "raduno.index";
pub const ENTRY_PREFIX: &str = "raduno.t.";
pub const PREFS_KEY: &str = "raduno.prefs";

pub fn entry_key(id: &str) -> String {
    format!("{ENTRY_PREFIX}{id}")
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Saved {
    pub schema: u32,
    pub id: String,
    /// Grows by one at every save.
    pub rev: u64,
    pub journal: Journal,
}

/// One line of the tournament list, kept in the index so the list shows without parsing every journal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Summary {
    pub id: String,
    pub name: String,
    pub format: String,
    pub players: usize,
    pub rounds: usize,
    pub updated_ms: i64,
    /// UTF-16 code units the entry takes in local storage, key included (filled in by `store`).
    #[serde(default)]
    pub stored_units: usize,
}

impl Saved {
    pub fn new(id: String, journal: Journal) -> Self {
        Saved {
            schema: SCHEMA,
            id,
            rev: 0,
            journal,
        }
    }

    pub fn summary(&self) -> Summary {
        let t = self.journal.state();
        Summary {
            id: self.id.clone(),
            name: t.settings.name.clone(),
            format: crate::format::format_name(&t.settings).to_string(),
            players: t.players.len(),
            rounds: t.rounds.len(),
            updated_ms: self.journal.entries().last().map_or(0, |e| e.at_ms),
            stored_units: 0,
        }
    }

    /// The document as JSON (backup files).
    pub fn to_text(&self) -> String {
        serde_json::to_string(self).expect("a journal always serialises")
    }

    /// The document as kept in local storage: deflated JSON packed into characters, with a header.
    pub fn to_stored(&self) -> String {
        use std::io::Write;
        let json = self.to_text();
        // The default level (6), not the best (9): a finished 1000-player Master deflates in half the
        // time for 9% more bytes, 25,000 of local storage's 5,242,880 units (tests/store_levels.rs).
        let mut z = flate2::write::DeflateEncoder::new(Vec::new(), flate2::Compression::default());
        // Writing into a Vec cannot fail.
        let _ = z.write_all(json.as_bytes());
        let bytes = z.finish().unwrap_or_default();
        format!("{COMPACT_TAG}{}:{}:{}", self.rev, bytes.len(), pack(&bytes))
    }
}

/// How a compact entry starts.
pub const COMPACT_TAG: &str = "RZ1:";

// ---------------------------------------------------------------- the tail

/// How a tail starts: `RJ1:<revision of the entry it follows>` on its own line.
///
/// A tournament's changes since its compact entry was written are kept beside it, under
/// [`tail_key`]: after the header, one line per save, its revision, a tab, and JSON of the journal's
/// entries from `from` on (the ones saved since) and, when they changed, the journal's other parts (the
/// redo list, the devices' names, the quarantine). A save appends one line, so its cost does not grow
/// with the tournament (a 1000-player Master deflated whole took 48 ms a save); the entry is written
/// whole again (compacted) when the tail grows long, and a new tail starts. A tail whose header names
/// another revision than the entry's is older than the entry (written whole since) and is not read.
pub const TAIL_TAG: &str = "RJ1:";

/// Storage key of a tournament's tail.
pub const TAIL_PREFIX: &str = "raduno.j.";

pub fn tail_key(id: &str) -> String {
    format!("{TAIL_PREFIX}{id}")
}

/// A new tail, following the entry of revision `rev`.
pub fn tail_header(rev: u64) -> String {
    format!("{TAIL_TAG}{rev}\n")
}

/// A tail line as written.
#[derive(Serialize)]
struct LineOut<'a> {
    from: usize,
    entries: &'a [crate::journal::Entry],
    #[serde(skip_serializing_if = "Option::is_none")]
    side: Option<SideOut<'a>>,
}

/// The journal's parts besides its entries.
#[derive(Serialize)]
struct SideOut<'a> {
    redo: &'a [crate::journal::Entry],
    devices: &'a std::collections::BTreeMap<String, String>,
    quarantine: &'a [crate::journal::Quarantined],
}

/// A tail line as read: the entries stay JSON until the whole document is read.
#[derive(Deserialize)]
struct LineIn {
    from: usize,
    entries: Vec<serde_json::Value>,
    #[serde(default)]
    side: Option<serde_json::Map<String, serde_json::Value>>,
}

impl Saved {
    fn side(&self) -> SideOut<'_> {
        SideOut {
            redo: self.journal.redo_entries(),
            devices: self.journal.devices(),
            quarantine: self.journal.quarantine(),
        }
    }

    /// The journal's parts besides its entries, as JSON: a tail line carries them when they changed.
    pub fn side_text(&self) -> String {
        serde_json::to_string(&self.side()).expect("a journal always serialises")
    }

    /// The tail line of this document at its revision: the journal's entries from `from` on (at most
    /// its length), and its other parts when `side`.
    pub fn tail_line(&self, from: usize, side: bool) -> String {
        let entries = self.journal.entries();
        let line = LineOut {
            from: from.min(entries.len()),
            entries: &entries[from.min(entries.len())..],
            side: side.then(|| self.side()),
        };
        let json = serde_json::to_string(&line).expect("a journal always serialises");
        format!("{}\t{json}\n", self.rev)
    }
}

/// A tail's header revision (the entry it follows) and the revision of its last line (the header's when
/// it has none); `None` when the text is not a tail.
pub fn tail_revs(tail: &str) -> Option<(u64, u64)> {
    let (head, lines) = tail.strip_prefix(TAIL_TAG)?.split_once('\n')?;
    let base = head.parse().ok()?;
    let last = match lines.trim_end_matches('\n').rsplit('\n').next() {
        Some(line) if !line.is_empty() => line.split_once('\t')?.0.parse().ok()?,
        _ => base,
    };
    Some((base, last))
}

/// The revision a tournament is stored at: its tail's last line when the tail follows the entry, the
/// entry's otherwise.
pub fn stored_rev_with(entry: &str, tail: Option<&str>) -> Option<u64> {
    let base = stored_rev(entry)?;
    Some(match tail.and_then(tail_revs) {
        Some((follows, last)) if follows == base => last,
        _ => base,
    })
}

/// Applies a tail's lines to a document read from its entry; `None` when the tail does not read.
fn apply_tail(value: &mut serde_json::Value, tail: &str) -> Option<()> {
    let rev = value.get("rev")?.as_u64()?;
    let (head, lines) = tail.strip_prefix(TAIL_TAG)?.split_once('\n')?;
    if head.parse::<u64>().ok()? != rev {
        return Some(());
    }
    let mut last = rev;
    let journal = value.get_mut("journal")?.as_object_mut()?;
    for line in lines.split_terminator('\n') {
        let (r, json) = line.split_once('\t')?;
        let r: u64 = r.parse().ok()?;
        let line: LineIn = serde_json::from_str(json).ok()?;
        let entries = journal
            .entry("entries")
            .or_insert_with(|| serde_json::Value::Array(Vec::new()))
            .as_array_mut()?;
        if line.from > entries.len() || r <= last {
            return None;
        }
        entries.truncate(line.from);
        entries.extend(line.entries);
        if let Some(side) = line.side {
            for (key, empty) in [
                ("redo", serde_json::json!([])),
                ("devices", serde_json::json!({})),
                ("quarantine", serde_json::json!([])),
            ] {
                journal.insert(key.to_string(), side.get(key).cloned().unwrap_or(empty));
            }
        }
        last = r;
    }
    value.as_object_mut()?.insert("rev".into(), last.into());
    Some(())
}

/// The most a compact entry may inflate to (a 60-player Master is about 40 KB): a damaged or hostile
/// entry cannot make the app reserve more.
const MAX_INFLATED: u64 = 32 << 20;

/// The first character of the packing alphabet: 15 bits per character, U+1000..=U+8FFF, so no
/// character is a surrogate, a control character, a quote or a backslash.
const PACK_BASE: u32 = 0x1000;

/// Bytes to characters, 15 bits each (the last one padded with zeros).
pub fn pack(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 8 / 15 * 3 + 3);
    let (mut acc, mut bits) = (0u32, 0u32);
    for &b in bytes {
        acc = (acc << 8) | u32::from(b);
        bits += 8;
        if bits >= 15 {
            bits -= 15;
            out.push(pack_char((acc >> bits) & 0x7FFF));
            acc &= (1 << bits) - 1;
        }
    }
    if bits > 0 {
        out.push(pack_char((acc << (15 - bits)) & 0x7FFF));
    }
    out
}

fn pack_char(v: u32) -> char {
    char::from_u32(PACK_BASE + v).unwrap_or('\u{FFFD}')
}

/// Characters back to `len` bytes; `None` if a character is outside the alphabet or the length is wrong.
pub fn unpack(text: &str, len: usize) -> Option<Vec<u8>> {
    if text.chars().count() != (len * 8).div_ceil(15) {
        return None;
    }
    let mut out = Vec::with_capacity(len);
    let (mut acc, mut bits) = (0u32, 0u32);
    for c in text.chars() {
        let v = (c as u32).checked_sub(PACK_BASE).filter(|v| *v <= 0x7FFF)?;
        acc = (acc << 15) | v;
        bits += 15;
        while bits >= 8 && out.len() < len {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    (out.len() == len).then_some(out)
}

/// The revision in a stored entry's header (compact), or in the JSON (older entries).
pub fn stored_rev(text: &str) -> Option<u64> {
    if let Some(rest) = text.strip_prefix(COMPACT_TAG) {
        return rest.split(':').next()?.parse().ok();
    }
    #[derive(Deserialize)]
    struct Rev {
        rev: u64,
    }
    serde_json::from_str::<Rev>(text).ok().map(|r| r.rev)
}

/// A compact entry (after its tag) back to its JSON text; the error names the part that is damaged.
fn inflate_compact(rest: &str) -> Result<String, CompactPart> {
    use std::io::Read;
    let mut parts = rest.splitn(3, ':');
    let (Some(_rev), Some(len), Some(packed)) = (parts.next(), parts.next(), parts.next()) else {
        return Err(CompactPart::Header);
    };
    let len = len
        .parse::<usize>()
        .ok()
        .filter(|l| *l as u64 <= MAX_INFLATED)
        .ok_or(CompactPart::Header)?;
    let bytes = unpack(packed, len).ok_or(CompactPart::Packing)?;
    let mut json = String::new();
    flate2::read::DeflateDecoder::new(bytes.as_slice())
        .take(MAX_INFLATED)
        .read_to_string(&mut json)
        .map_err(|_| CompactPart::Deflate)?;
    Ok(json)
}

/// The part of a compact entry that does not read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CompactPart {
    /// The changes saved after the entry ([`tail_key`]).
    Tail,
    /// `RZ1:<rev>:<bytes>:` is missing or wrong.
    Header,
    /// A character outside the packing alphabet, or the wrong number of them.
    Packing,
    /// The deflated data does not inflate to text.
    Deflate,
}

/// Why a stored entry or a backup file cannot be opened. The entry itself is never touched.
#[derive(Clone, Debug, PartialEq)]
pub enum LoadError {
    /// Not a Raduno document at all (bad JSON, missing fields): what is wrong and where.
    Corrupt(Corruption),
    /// A compact entry (local storage) whose header, characters or compressed data are damaged.
    CompactDamaged(CompactPart),
    /// Written by a newer Raduno: kept as it is until this browser gets the newer version.
    NewerSchema(u32),
    /// The journal does not replay: event number `index` (from 1) is refused.
    BadJournal {
        index: usize,
        error: ModelError,
        /// The refused operation itself, told in words.
        event: Option<Box<crate::journal::Event>>,
    },
    /// A backup holding a table with all its results that the rules cannot score ([`restore`]).
    Unscorable {
        round: u32,
        table: u32,
        names: Vec<String>,
        error: crate::format::ScoreError,
    },
}

/// What makes a text not a Raduno document, and where (1-based line and column; 0 when unknown).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Corruption {
    pub kind: CorruptKind,
    pub line: usize,
    pub column: usize,
    /// The field that is missing or of the wrong kind, when known.
    pub field: Option<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CorruptKind {
    /// The text ends before the document does (a file cut short).
    Truncated,
    /// Not JSON at that place.
    Syntax,
    /// JSON, but a field is missing or of the wrong kind.
    Data,
    /// No schema version: not a Raduno document.
    NoSchema,
}

impl Corruption {
    fn of(e: &serde_json::Error) -> Self {
        use serde_json::error::Category;
        let kind = match e.classify() {
            Category::Eof => CorruptKind::Truncated,
            Category::Syntax | Category::Io => CorruptKind::Syntax,
            Category::Data => CorruptKind::Data,
        };
        // "missing field `journal`", "unknown variant `x`…": only the name is kept, never the message.
        let msg = e.to_string();
        let field = msg
            .split('`')
            .nth(1)
            .filter(|f| f.len() <= 40)
            .map(str::to_string);
        Corruption {
            kind,
            line: e.line(),
            column: e.column(),
            field,
        }
    }

    fn text(&self, lang: Lang) -> String {
        let at = if self.line > 0 {
            msg::StorageLineColumn {
                line: &self.line,
                column: &self.column,
            }
            .text(lang)
        } else {
            String::new()
        };
        let field = self
            .field
            .as_deref()
            .map_or(String::new(), |f| msg::StorageText { field: &f }.text(lang));
        match self.kind {
            CorruptKind::Truncated => msg::StorageBackupTruncated { at: &at }.text(lang),
            CorruptKind::Syntax => msg::EngineBackupWrongFormat { at: &at }.text(lang),
            CorruptKind::Data => msg::EngineBackupValueInvalid {
                at: &at,
                field: &field,
            }
            .text(lang),
            CorruptKind::NoSchema => msg::EngineBackupSchemaMissing.text(lang),
        }
    }
}

impl Localized for LoadError {
    fn text(&self, lang: Lang) -> String {
        match self {
            LoadError::Corrupt(why) => msg::StorageNotTournament {
                why: &why.text(lang),
            }
            .text(lang),
            LoadError::CompactDamaged(part) => {
                let what = match part {
                    CompactPart::Header => msg::EngineDamagedHeader.text(lang),
                    CompactPart::Packing => msg::EngineDamagedPacking.text(lang),
                    CompactPart::Deflate => msg::EngineDamagedCompressed.text(lang),
                    CompactPart::Tail => msg::FilesDamagedTail.text(lang),
                };
                msg::EngineStoredEntryDamaged { what: &what }.text(lang)
            }
            LoadError::NewerSchema(v) => msg::StorageNewerSchema {
                schema: &v,
                readable: &SCHEMA,
            }
            .text(lang),
            LoadError::Unscorable {
                round,
                table,
                names,
                error,
            } => {
                let who = names.join(", ");
                let why = error.text(lang);
                msg::EngineBackupTableUnrankable {
                    round: &round,
                    table: &table,
                    who: &who,
                    why: &why,
                }
                .text(lang)
            }
            LoadError::BadJournal {
                index,
                error,
                event,
            } => {
                let what = event.as_ref().map_or(String::new(), |e| {
                    msg::StorageQuotedValue {
                        value: &e.describe(lang),
                    }
                    .text(lang)
                });
                msg::StorageJournalDamaged {
                    index: &index,
                    what: &what,
                    error: &error.text(lang),
                }
                .text(lang)
            }
        }
    }
}

/// Parses a stored entry (compact or JSON) or a backup file, migrating older schemas, and replays its
/// journal. Any input gives a document or a [`LoadError`], never a panic.
pub fn load(text: &str) -> Result<Saved, LoadError> {
    finish(document(text)?)
}

/// A stored entry with the changes saved after it ([`tail_key`]): the entry, its tail's lines applied
/// in order when the tail follows the entry's revision, then the journal replayed once. A tail that
/// follows an older revision (the entry was written whole since) is not read; one that does not read
/// is [`CompactPart::Tail`], and nothing is touched.
pub fn load_with_tail(entry: &str, tail: Option<&str>) -> Result<Saved, LoadError> {
    let mut value = document(entry)?;
    if let Some(tail) = tail {
        apply_tail(&mut value, tail).ok_or(LoadError::CompactDamaged(CompactPart::Tail))?;
    }
    finish(value)
}

/// A stored entry or a backup as a JSON document of the current schema.
fn document(text: &str) -> Result<serde_json::Value, LoadError> {
    let inflated;
    let text = match text.strip_prefix(COMPACT_TAG) {
        Some(rest) => {
            inflated = inflate_compact(rest).map_err(LoadError::CompactDamaged)?;
            inflated.as_str()
        }
        None => text,
    };
    let mut value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| LoadError::Corrupt(Corruption::of(&e)))?;
    let schema = value.get("schema").and_then(|v| v.as_u64()).ok_or({
        LoadError::Corrupt(Corruption {
            kind: CorruptKind::NoSchema,
            line: 0,
            column: 0,
            field: None,
        })
    })? as u32;
    if schema > SCHEMA {
        return Err(LoadError::NewerSchema(schema));
    }
    migrate(&mut value, schema);
    Ok(value)
}

/// The document read and its journal replayed.
fn finish(value: serde_json::Value) -> Result<Saved, LoadError> {
    let saved: Saved =
        // Read from text, not from the tree: a club's format is kept as its JSON text, which only a text
        // reader can hand over. Positions in this re-written text would mislead, so none is given, as
        // when this was read from the tree.
        serde_json::from_str(&value.to_string()).map_err(|e| {
            LoadError::Corrupt(Corruption {
                line: 0,
                column: 0,
                ..Corruption::of(&e)
            })
        })?;
    let refused = |index: usize| {
        saved
            .journal
            .entries()
            .get(index)
            .map(|e| Box::new(e.event.clone()))
    };
    let journal =
        saved
            .journal
            .clone()
            .rebuild()
            .map_err(|(index, error)| LoadError::BadJournal {
                index: index + 1,
                error,
                event: refused(index),
            })?;
    Ok(Saved {
        journal,
        schema: SCHEMA,
        ..saved
    })
}

/// Reads a backup file the director restores: [`load`], then the format's check of every table
/// (the table results' rules "Level at the top"): a table with all its results that the rules cannot score is refused
/// with its round, table and players, and nothing is restored. Stored entries are read by [`load`]
/// alone, so a tournament saved before a rule tightened still opens and shows the table to order.
pub fn restore(text: &str) -> Result<Saved, LoadError> {
    let saved = load(text)?;
    let t = saved.journal.state();
    let unscored = crate::format::unscored(t, t.rounds.len() as u32);
    if let Some(u) = unscored.into_iter().next() {
        let names = u
            .players
            .iter()
            .map(|&id| t.player(id).map_or(format!("ID {id}"), |p| p.full_name()))
            .collect();
        return Err(LoadError::Unscorable {
            round: u.round,
            table: u.table,
            names,
            error: u.error,
        });
    }
    Ok(saved)
}

/// Upgrades a document from `from` to [`SCHEMA`] in place. Schema 0 (the pre-release format) kept the
/// journal's entries at the top level as `events`.
fn migrate(value: &mut serde_json::Value, from: u32) {
    if from == 0 {
        if let Some(obj) = value.as_object_mut() {
            if let Some(events) = obj.remove("events") {
                obj.insert(
                    "journal".into(),
                    serde_json::json!({ "entries": events, "redo": [] }),
                );
            }
            obj.entry("rev").or_insert(serde_json::json!(0));
        }
    }
    if let Some(obj) = value.as_object_mut() {
        obj.insert("schema".into(), serde_json::json!(SCHEMA));
    }
}

/// The index: the list of stored tournaments. A damaged index is rebuilt from the entries themselves.
pub fn parse_index(text: Option<&str>) -> Vec<Summary> {
    text.and_then(|t| serde_json::from_str(t).ok())
        .unwrap_or_default()
}

/// A backup file's name: the tournament's name made safe for a file system.
pub fn backup_file_name(name: &str) -> String {
    format!("{}.raduno.json", crate::io::file_name::safe_stem(name))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::FormatKind;
    use crate::journal::Event;
    use crate::model::{Player, Settings};

    fn saved() -> Saved {
        let mut j = Journal::new(Settings::new("Torneo di prova", FormatKind::Open), 1);
        j.execute(
            Event::PlayerAdded {
                player: Player::new(1, "Niccolò", "Bàrbera").with_club("Il Gufo"),
            },
            2,
        )
        .unwrap();
        Saved::new("abc".into(), j)
    }

    #[test]
    fn a_saved_tournament_loads_back_identical() {
        let s = saved();
        let back = load(&s.to_text()).unwrap();
        assert_eq!(back, s);
        assert_eq!(back.journal.state().players[0].last_name, "Bàrbera");
    }

    /// A club's own format (kept as its JSON text) survives storage, compact and plain: it failed to
    /// load once when the document was read from a JSON tree.
    #[test]
    fn a_club_format_survives_storage() {
        let mut s = saved();
        let mut settings = s.journal.state().settings.clone();
        let mut club = crate::format::builtin(FormatKind::Open).clone();
        club.name = "Open del circolo".into();
        crate::format::set_club_def(&mut settings, Some(club.clone()));
        s.journal
            .execute(Event::SettingsChanged { settings }, 3)
            .unwrap();
        for text in [s.to_stored(), s.to_text()] {
            let back = load(&text).expect("a tournament with a club format loads");
            let t = back.journal.state();
            assert_eq!(crate::format::club_def(&t.settings), Some(&club));
            assert_eq!(crate::format::format_name(&t.settings), "Open del circolo");
        }
    }

    #[test]
    fn corrupt_text_is_reported_not_accepted() {
        let text = saved().to_text();
        let truncated = &text[..text.len() / 2];
        assert!(matches!(load(truncated), Err(LoadError::Corrupt(_))));
        assert!(matches!(load("{\"hello\": 1}"), Err(LoadError::Corrupt(_))));
    }

    #[test]
    fn a_newer_schema_is_kept_aside() {
        let text = saved()
            .to_text()
            .replacen("\"schema\":1", "\"schema\":7", 1);
        assert_eq!(load(&text), Err(LoadError::NewerSchema(7)));
        assert!(LoadError::NewerSchema(7)
            .text(Lang::It)
            .contains("più recente"));
    }

    #[test]
    fn a_journal_that_does_not_replay_is_refused_with_its_position() {
        // Two players with the same ID: the second PlayerAdded is the third operation.
        let s = saved();
        let mut value: serde_json::Value = serde_json::from_str(&s.to_text()).unwrap();
        let entries = value["journal"]["entries"].as_array_mut().unwrap();
        let mut dup = entries[1].clone();
        dup["id"] = serde_json::json!("0:99");
        entries.push(dup);
        let err = load(&value.to_string()).unwrap_err();
        assert!(matches!(
            err,
            LoadError::BadJournal {
                index: 3,
                error: ModelError::DuplicateId(1),
                ..
            }
        ));
    }

    #[test]
    fn schema_0_documents_are_migrated() {
        let s = saved();
        let entries = serde_json::to_value(s.journal.entries()).unwrap();
        let old = serde_json::json!({ "schema": 0, "id": "old", "events": entries });
        let back = load(&old.to_string()).unwrap();
        assert_eq!(back.schema, SCHEMA);
        assert_eq!(back.journal.state(), s.journal.state());
    }

    mod engine {
        pub use crate::{demo, draw, format, journal, model};
    }

    /// The bench's finished 60-player Master.
    mod sample {
        include!("../../../benches/storage_sample.rs");
    }

    #[test]
    fn packing_round_trips_every_length_and_byte() {
        for len in 0..64usize {
            let bytes: Vec<u8> = (0..len).map(|i| (i * 37 + 255 - i) as u8).collect();
            let packed = pack(&bytes);
            assert_eq!(packed.chars().count(), (len * 8).div_ceil(15));
            assert!(packed
                .chars()
                .all(|c| (0x1000..=0x8FFF).contains(&(c as u32))));
            assert_eq!(unpack(&packed, len), Some(bytes));
        }
        let all: Vec<u8> = (0..=255u8).collect();
        assert_eq!(unpack(&pack(&all), 256), Some(all));
    }

    #[test]
    fn a_finished_master_round_trips_compact_and_is_small() {
        let mut s = Saved::new("f00d".into(), sample::finished_master(60));
        s.rev = 321;
        let stored = s.to_stored();
        assert!(stored.starts_with("RZ1:321:"));
        assert_eq!(stored_rev(&stored), Some(321));
        let back = load(&stored).unwrap();
        assert_eq!(back, s);
        // The undo journal is kept: undoing the last result works after loading.
        let mut j = back.journal;
        assert!(j.can_undo());
        j.undo().unwrap();
        assert_eq!(j.state().rounds, {
            let mut k = s.journal.clone();
            k.undo().unwrap();
            k.state().rounds.clone()
        });
        // At least 500 fit in Chromium's 5,242,880 UTF-16 units (key included).
        let units = stored.encode_utf16().count() + entry_key("0123456789ab").len();
        assert!(units * 500 <= 5_242_880, "{units} units");
        assert!(
            units * 3 < s.to_text().len(),
            "compact is far smaller than JSON"
        );
    }

    /// The sample journal cut after `n` entries (replayed).
    fn cut(j: &Journal, n: usize) -> Journal {
        Journal::from_entries(j.entries()[..n].to_vec(), Vec::new()).expect("a prefix replays")
    }

    /// A save appends the new entries to the tail; the entry and its tail load back as the tournament
    /// saved last: a table's results, an undo (an entry that cancels another), a device's name.
    #[test]
    fn an_entry_and_its_tail_load_back_as_the_last_save() {
        let full = sample::finished_master(40);
        let n = full.entries().len();
        let mut s = Saved::new("t1".into(), cut(&full, n - 3));
        s.rev = 7;
        let entry = s.to_stored();
        let mut tail = tail_header(7);
        let mut stored = n - 3;
        // Three saves, one entry each.
        for (rev, k) in [(8, n - 2), (9, n - 1), (10, n)] {
            s.journal = cut(&full, k);
            s.rev = rev;
            tail.push_str(&s.tail_line(stored, false));
            stored = k;
        }
        assert_eq!(load_with_tail(&entry, Some(&tail)).unwrap(), s);
        assert_eq!(stored_rev_with(&entry, Some(&tail)), Some(10));
        assert_eq!(tail_revs(&tail), Some((7, 10)));
        // An undo and a device's name: the side travels when it changed.
        let side = s.side_text();
        s.journal.undo().unwrap();
        s.journal.set_device("d1", "Portatile");
        s.rev = 11;
        assert_ne!(s.side_text(), side);
        tail.push_str(&s.tail_line(stored, true));
        let back = load_with_tail(&entry, Some(&tail)).unwrap();
        assert_eq!(back.journal.entries(), s.journal.entries());
        assert_eq!(back.journal.state(), s.journal.state());
        assert_eq!(back.journal.device_name("d1"), "Portatile");
        assert_eq!(back.rev, 11);
        // A line costs the entries it adds, not the tournament.
        let last = tail.lines().last().unwrap();
        assert!(last.len() * 20 < s.to_text().len(), "{} bytes", last.len());
    }

    /// A tail written before the entry was written whole again is older than the entry: not read.
    /// One that does not read is refused, naming it, and the entry alone still loads.
    #[test]
    fn a_stale_tail_is_not_read_and_a_damaged_one_is_refused() {
        let full = sample::finished_master(40);
        let n = full.entries().len();
        let mut s = Saved::new("t1".into(), cut(&full, n - 1));
        s.rev = 5;
        let old_tail = format!("{}{}", tail_header(4), {
            let mut older = s.clone();
            older.rev = 5;
            older.tail_line(0, false)
        });
        let entry = s.to_stored();
        assert_eq!(load_with_tail(&entry, Some(&old_tail)).unwrap(), s);
        assert_eq!(stored_rev_with(&entry, Some(&old_tail)), Some(5));
        let mut next = s.clone();
        next.journal = full.clone();
        next.rev = 6;
        let good = format!("{}{}", tail_header(5), next.tail_line(n - 1, false));
        for bad in [
            good.replace('\t', " "),
            good.replacen("\"from\":", "\"from\":9999999", 1),
            format!("{good}6\t{{}}\n"),
            good[..good.len() - 20].to_string() + "\n",
        ] {
            assert_eq!(
                load_with_tail(&entry, Some(&bad)),
                Err(LoadError::CompactDamaged(CompactPart::Tail)),
                "{bad}"
            );
        }
        assert_eq!(load_with_tail(&entry, Some(&good)).unwrap(), next);
        assert!(LoadError::CompactDamaged(CompactPart::Tail)
            .text(Lang::It)
            .contains("ultime modifiche"));
    }

    #[test]
    fn entries_in_the_older_json_format_still_load() {
        let s = saved();
        // What Raduno wrote in local storage before the compact encoding: the JSON document.
        let old = s.to_text();
        assert!(old.starts_with("{\"schema\":1,"));
        assert_eq!(stored_rev(&old), Some(0));
        assert_eq!(load(&old).unwrap(), s);
        // Its compact rewrite loads to the same tournament.
        assert_eq!(load(&load(&old).unwrap().to_stored()).unwrap(), s);
    }

    #[test]
    fn damaged_compact_entries_are_refused_with_the_part_that_is_damaged() {
        let stored = saved().to_stored();
        let cut = |n: usize| stored.chars().take(n).collect::<String>();
        let len = stored.chars().count();
        // Truncated characters: the count does not match the header.
        assert_eq!(
            load(&cut(len - 3)),
            Err(LoadError::CompactDamaged(CompactPart::Packing))
        );
        // A character outside the alphabet.
        let mut bad: String = cut(len - 1);
        bad.push('a');
        assert_eq!(
            load(&bad),
            Err(LoadError::CompactDamaged(CompactPart::Packing))
        );
        // Headers that do not read.
        for h in ["RZ1:", "RZ1:5", "RZ1:5:x:", "RZ1:5:99999999999:"] {
            assert_eq!(
                load(h),
                Err(LoadError::CompactDamaged(CompactPart::Header)),
                "{h}"
            );
        }
        // Well packed bytes that are not deflate data.
        let junk = [0xFFu8, 0xFE, 0x00, 0x13, 0x37, 0x42, 0x99];
        let text = format!("RZ1:1:{}:{}", junk.len(), pack(&junk));
        assert_eq!(
            load(&text),
            Err(LoadError::CompactDamaged(CompactPart::Deflate))
        );
        // Deflated bytes that are not a Raduno document.
        let mut z = flate2::write::DeflateEncoder::new(Vec::new(), flate2::Compression::best());
        std::io::Write::write_all(&mut z, b"[1,2,3]").unwrap();
        let bytes = z.finish().unwrap();
        let text = format!("RZ1:1:{}:{}", bytes.len(), pack(&bytes));
        assert!(matches!(load(&text), Err(LoadError::Corrupt(_))));
        // The message says what happened, in the chosen language.
        let e = LoadError::CompactDamaged(CompactPart::Deflate);
        assert!(e.text(Lang::It).contains("dati compressi"));
        assert!(e.text(Lang::En).contains("compressed data"));
    }

    #[test]
    fn no_input_makes_load_panic() {
        let stored = saved().to_stored();
        let chars: Vec<char> = stored.chars().collect();
        // Every prefix and a flipped character at every place.
        for n in 0..chars.len() {
            let _ = load(&chars[..n].iter().collect::<String>());
            let mut flipped = chars.clone();
            flipped[n] = char::from_u32(chars[n] as u32 ^ 0x15).unwrap_or('x');
            let _ = load(&flipped.iter().collect::<String>());
        }
        for text in ["", "RZ1", "RZ1:::", "RZ1:1:0:", "{", "null", "\u{FFFF}"] {
            let _ = load(text);
        }
    }

    #[test]
    fn file_names_are_safe() {
        assert_eq!(
            backup_file_name("Master Roma 2026/3"),
            "Master Roma 2026_3.raduno.json"
        );
        assert_eq!(crate::io::file_name::safe_stem("   "), "torneo");
    }
}
