//! What is kept in the browser's local storage and in backup files, independent of the browser so it is
//! tested natively. `store` (browser-only) reads and writes these texts.
//!
//! A stored tournament is a [`Saved`] document: the schema version, the tournament's id, a revision that
//! grows with every save (so two tabs never silently overwrite each other), and the event journal.
//! A backup file is the same document, as JSON.
//!
//! In local storage the document is kept compact ([`Saved::to_stored`], `compact`): its JSON, deflated,
//! packed 15 bits to a character, behind a short header with the revision. The saves since it was
//! written are lines of its tail (`tail`), so a save costs the same at any size. Entries written before
//! (plain JSON, no tail) still load.

use raduno_engine::i18n::msg;
use raduno_engine::i18n::{Lang, Localized};
use raduno_engine::journal::{Journal, ModelError};
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
            format: raduno_engine::format::format_name(&t.settings).to_string(),
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
}

mod compact;
mod tail;
use compact::inflate_compact;
pub use compact::{pack, unpack, Compacting, COMPACT_TAG};
pub use tail::*;

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

/// The part of a compact entry that does not read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CompactPart {
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
    /// The changes saved after the entry ([`tail_key`]) stop reading at a line: the tournament opens as
    /// the lines before it left it ([`load_with_tail`]); the tail is kept as it is.
    DamagedTail(TailDamage),
    /// A tail set aside because it was damaged ([`set_aside_key`]): kept for the director to download,
    /// no longer part of the tournament `id`.
    SetAside { id: String },
    /// Written by a newer Raduno: kept as it is until this browser gets the newer version.
    NewerSchema(u32),
    /// The journal does not replay: event number `index` (from 1) is refused.
    BadJournal {
        index: usize,
        error: ModelError,
        /// The refused operation itself, told in words.
        event: Option<Box<raduno_engine::journal::Event>>,
    },
    /// A backup holding a table with all its results that the rules cannot score ([`restore`]).
    Unscorable {
        round: u32,
        table: u32,
        names: Vec<String>,
        error: raduno_engine::format::ScoreError,
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
                };
                msg::EngineStoredEntryDamaged { what: &what }.text(lang)
            }
            LoadError::DamagedTail(d) => d.text(lang),
            LoadError::SetAside { id } => msg::StorageTailSetAside { id }.text(lang),
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
            } => raduno_engine::format::Unrankable {
                round: *round,
                table: *table,
                names,
                error,
            }
            .text(raduno_engine::format::UnrankableIn::Backup, lang),
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
    let unscored = raduno_engine::format::unscored(t, t.rounds.len() as u32);
    if let Some(u) = unscored.into_iter().next() {
        return Err(LoadError::Unscorable {
            round: u.round,
            table: u.table,
            names: u.names(t),
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
    format!("{}.raduno.json", raduno_files::file_name::safe_stem(name))
}

#[cfg(test)]
mod tests {
    use super::*;
    use raduno_engine::format::FormatKind;
    use raduno_engine::journal::Event;
    use raduno_engine::model::{Player, Settings};

    pub(super) fn saved() -> Saved {
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
        let mut club = raduno_engine::format::builtin(FormatKind::Open).clone();
        club.name = "Open del circolo".into();
        raduno_engine::format::set_club_def(&mut settings, Some(club.clone()));
        s.journal
            .execute(Event::SettingsChanged { settings }, 3)
            .unwrap();
        for text in [s.to_stored(), s.to_text()] {
            let back = load(&text).expect("a tournament with a club format loads");
            let t = back.journal.state();
            assert_eq!(raduno_engine::format::club_def(&t.settings), Some(&club));
            assert_eq!(
                raduno_engine::format::format_name(&t.settings),
                "Open del circolo"
            );
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
        pub use crate::demo;
        pub use raduno_engine::{draw, format, journal, model};
    }

    /// The bench's finished 60-player Master.
    pub(super) mod sample {
        include!("../../../../benches/storage_sample.rs");
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
        assert_eq!(raduno_files::file_name::safe_stem("   "), "torneo");
    }
}
