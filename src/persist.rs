//! What is kept in the browser's local storage and in backup files, independent of the browser so it is
//! tested natively. `store` (browser-only) reads and writes these texts.
//!
//! A stored tournament is a [`Saved`] document: the schema version, the tournament's id, a revision that
//! grows with every save (so two tabs never silently overwrite each other), and the event journal.
//! A backup file is the same document.

use crate::i18n::{Lang, Localized};
use crate::model::{Journal, ModelError};
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
            format: t.settings.format.name().to_string(),
            players: t.players.len(),
            rounds: t.rounds.len(),
            updated_ms: self.journal.entries().last().map_or(0, |e| e.at_ms),
        }
    }

    pub fn to_text(&self) -> String {
        serde_json::to_string(self).expect("a journal always serialises")
    }
}

/// Why a stored entry or a backup file cannot be opened. The entry itself is never touched.
#[derive(Clone, Debug, PartialEq)]
pub enum LoadError {
    /// Not a Raduno document at all (bad JSON, missing fields): what is wrong and where.
    Corrupt(Corruption),
    /// Written by a newer Raduno: kept as it is until this browser gets the newer version.
    NewerSchema(u32),
    /// The journal does not replay: event number `index` (from 1) is refused.
    BadJournal {
        index: usize,
        error: ModelError,
        /// The refused operation itself, told in words.
        event: Option<Box<crate::model::Event>>,
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
            lang.pick(
                format!(" (riga {}, colonna {})", self.line, self.column),
                format!(" (line {}, column {})", self.line, self.column),
            )
        } else {
            String::new()
        };
        let field = self.field.as_deref().map_or(String::new(), |f| {
            lang.pick(format!(" «{f}»"), format!(" “{f}”"))
        });
        match self.kind {
            CorruptKind::Truncated => lang.pick(
                format!(
                    "il testo si interrompe prima della fine{at}: forse il file è stato troncato"
                ),
                format!("the text stops before its end{at}: the file may have been cut short"),
            ),
            CorruptKind::Syntax => lang.pick(
                format!("il testo non è nel formato dei backup{at}"),
                format!("the text is not in the backup format{at}"),
            ),
            CorruptKind::Data => lang.pick(
                format!("un dato{field} manca o non è del tipo atteso{at}"),
                format!("a value{field} is missing or not of the expected kind{at}"),
            ),
            CorruptKind::NoSchema => lang.pick(
                "manca la versione dello schema".to_string(),
                "the schema version is missing".to_string(),
            ),
        }
    }
}


impl Localized for LoadError {
    fn text(&self, lang: Lang) -> String {
        match self {
            LoadError::Corrupt(why) => lang.pick(
                format!("Il file non è un torneo Raduno leggibile: {}", why.text(lang)),
                format!("This is not a readable Raduno tournament: {}", why.text(lang)),
            ),
            LoadError::NewerSchema(v) => lang.pick(
                format!("Salvato da una versione più recente di Raduno (schema {v}, questa legge fino al {SCHEMA}): aggiorna l'app"),
                format!("Saved by a newer Raduno (schema {v}, this one reads up to {SCHEMA}): update the app"),
            ),
            LoadError::BadJournal { index, error, event } => {
                let what = event.as_ref().map_or(String::new(), |e| {
                    lang.pick(format!(" («{}»)", e.describe(lang)), format!(" (“{}”)", e.describe(lang)))
                });
                lang.pick(
                    format!("Il registro del torneo è danneggiato all'operazione {index}{what}, che è rifiutata: {}. Nulla è stato ripristinato", error.text(lang)),
                    format!("The tournament's journal is damaged at operation {index}{what}, which is refused: {}. Nothing was restored", error.text(lang)),
                )
            }
        }
    }
}

/// Parses a stored entry or a backup file, migrating older schemas, and replays its journal.
pub fn load(text: &str) -> Result<Saved, LoadError> {
    let mut value: serde_json::Value =
        serde_json::from_str(text).map_err(|e| LoadError::Corrupt(Corruption::of(&e)))?;
    let schema = value
        .get("schema")
        .and_then(|v| v.as_u64())
        .ok_or_else(|| {
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
    let saved: Saved =
        serde_json::from_value(value).map_err(|e| LoadError::Corrupt(Corruption::of(&e)))?;
    let refused = |index: usize| saved.journal.entries().get(index).map(|e| Box::new(e.event.clone()));
    let journal = saved
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
    format!("{}.raduno.json", safe_file_stem(name))
}

/// Letters, digits, `-` and `_`; everything else becomes `_`.
pub fn safe_file_stem(name: &str) -> String {
    let stem: String = name
        .trim()
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '_'
            }
        })
        .collect();
    if stem.is_empty() {
        "torneo".into()
    } else {
        stem
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Event, FormatKind, Player, Settings};

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
        let dup = entries[1].clone();
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

    #[test]
    fn file_names_are_safe() {
        assert_eq!(
            backup_file_name("Master Roma 2026/3"),
            "Master_Roma_2026_3.raduno.json"
        );
        assert_eq!(safe_file_stem("   "), "torneo");
    }
}
