//! The tail: a tournament's changes since its compact entry was written, kept beside it under
//! [`tail_key`], so a save costs the same at any size (a large tournament deflated whole at every save
//! would hold up typing; a line is short).
//!
//! ```text
//! RJ1:<revision of the entry it follows>
//! <revision>\t{"from":<n>,"entries":[…],"side":{…}}
//! …
//! ```
//!
//! After the header, one line per save: its revision, a tab, and JSON of the journal's entries from
//! `from` on (the ones saved since) and, when they changed, the journal's other parts (`side`: the redo
//! list, the devices' names, the quarantine). The entry is written whole again (compacted) when the tail
//! grows long, and a new tail starts. A tail whose header names another revision than the entry's is
//! older than the entry (written whole since) and is not read.
//!
//! A line that does not read is refused with its place ([`TailDamage`]): the tournament loads as the
//! lines before it left it, and the tail itself is kept as it is.

use super::{document, finish, LoadError, Saved};
use raduno_engine::i18n::msg;
use raduno_engine::i18n::{Lang, Localized};
use raduno_engine::journal::ModelError;
use serde::{Deserialize, Serialize};

/// How a tail starts: `RJ1:<revision of the entry it follows>` on its own line.
pub const TAIL_TAG: &str = "RJ1:";

/// Storage key of a tournament's tail.
pub const TAIL_PREFIX: &str = "raduno.j.";

pub fn tail_key(id: &str) -> String {
    format!("{TAIL_PREFIX}{id}")
}

/// Storage key where a damaged tail is set aside, unchanged, before the tournament is saved again
/// (so the save does not write over it).
pub const SET_ASIDE_PREFIX: &str = "raduno.jd.";

pub fn set_aside_key(id: &str) -> String {
    format!("{SET_ASIDE_PREFIX}{id}")
}

/// A new tail, following the entry of revision `rev`.
pub fn tail_header(rev: u64) -> String {
    format!("{TAIL_TAG}{rev}\n")
}

/// A tail line as written.
#[derive(Serialize)]
struct LineOut<'a> {
    from: usize,
    entries: &'a [raduno_engine::journal::Entry],
    #[serde(skip_serializing_if = "Option::is_none")]
    side: Option<SideOut<'a>>,
}

/// The journal's parts besides its entries.
#[derive(Serialize)]
struct SideOut<'a> {
    redo: &'a [raduno_engine::journal::Entry],
    devices: &'a std::collections::BTreeMap<String, String>,
    quarantine: &'a [raduno_engine::journal::Quarantined],
}

/// A tail line checked as the journal reads it (from its text: a club's format is kept as its JSON
/// text, which only a text reader hands over), so a damaged entry is refused with its line.
#[derive(Deserialize)]
#[allow(dead_code)]
struct LineCheck {
    from: usize,
    entries: Vec<raduno_engine::journal::Entry>,
    #[serde(default)]
    side: Option<SideCheck>,
}

#[derive(Deserialize)]
#[allow(dead_code)]
struct SideCheck {
    #[serde(default)]
    redo: Vec<raduno_engine::journal::Entry>,
    #[serde(default)]
    devices: std::collections::BTreeMap<String, String>,
    #[serde(default)]
    quarantine: Vec<raduno_engine::journal::Quarantined>,
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
        let from = from.min(entries.len());
        let line = LineOut {
            from,
            entries: &entries[from..],
            side: side.then(|| self.side()),
        };
        let json = serde_json::to_string(&line).expect("a journal always serialises");
        format!("{}\t{json}\n", self.rev)
    }
}

/// A tail's header revision (the entry it follows) and the revision of its last line (the header's when
/// it has none); `None` when the text is not a tail. Reads the header and the last line only.
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
    let base = super::stored_rev(entry)?;
    Some(match tail.and_then(tail_revs) {
        Some((follows, last)) if follows == base => last,
        _ => base,
    })
}

/// Where a tail stops being read, and why. The tournament loads as the lines before it left it.
#[derive(Clone, Debug, PartialEq)]
pub struct TailDamage {
    /// The line refused, from 1 (the header is line 1, the first save line 2).
    pub line: usize,
    pub problem: TailProblem,
    /// The revision the tournament loads at: the last line read, or the entry's.
    pub loaded_rev: u64,
    /// How many save lines are not read (the refused one and those after it).
    pub unread: usize,
}

#[derive(Clone, Debug, PartialEq)]
pub enum TailProblem {
    /// The header (`RJ1:<revision>`) does not read.
    Header,
    /// No revision and tab before the line's changes.
    NoRevision,
    /// The revision does not grow from the line before.
    NotAfter { rev: u64, last: u64 },
    /// The changes are not JSON as Raduno writes it; the column where it stops reading (from 1).
    Text { column: usize },
    /// The line starts past the entries there are: a line before it is missing.
    Gap,
    /// The journal refuses one of its entries.
    Refused(ModelError),
}

impl Localized for TailDamage {
    fn text(&self, lang: Lang) -> String {
        let why = match &self.problem {
            TailProblem::Header => msg::StorageTailHeader.text(lang),
            TailProblem::NoRevision => msg::StorageTailNoRevision.text(lang),
            TailProblem::NotAfter { rev, last } => {
                msg::StorageTailNotAfter { rev, last }.text(lang)
            }
            TailProblem::Text { column } => msg::StorageTailText { column }.text(lang),
            TailProblem::Gap => msg::StorageTailGap.text(lang),
            TailProblem::Refused(e) => msg::StorageTailRefused {
                error: &e.text(lang),
            }
            .text(lang),
        };
        msg::StorageTailDamaged {
            line: &self.line,
            why: &why,
            rev: &self.loaded_rev,
            unread: &self.unread,
        }
        .text(lang)
    }
}

/// What applying a tail did: for each line applied, its revision and where its entries went
/// (`from..to` of the journal's entries); and the line that stopped it, if one did.
struct Applied {
    lines: Vec<(u64, usize, usize)>,
    stop: Option<(usize, TailProblem)>,
    total: usize,
}

/// Applies at most `most` of a tail's lines to a document read from its entry, stopping at the first
/// that does not read. A tail that follows another revision than the entry's applies nothing.
fn apply_tail(value: &mut serde_json::Value, tail: &str, most: usize) -> Applied {
    let mut applied = Applied {
        lines: Vec::new(),
        stop: None,
        total: tail.split_terminator('\n').count().saturating_sub(1),
    };
    let rev = value.get("rev").and_then(|r| r.as_u64()).unwrap_or(0);
    let Some((head, lines)) = tail.strip_prefix(TAIL_TAG).and_then(|t| t.split_once('\n')) else {
        applied.stop = Some((1, TailProblem::Header));
        return applied;
    };
    let Ok(follows) = head.parse::<u64>() else {
        applied.stop = Some((1, TailProblem::Header));
        return applied;
    };
    if follows != rev {
        return applied;
    }
    let mut last = rev;
    for (i, line) in lines.split_terminator('\n').enumerate().take(most) {
        let number = i + 2;
        match apply_line(value, line, last) {
            Ok((r, from, to)) => {
                applied.lines.push((r, from, to));
                last = r;
            }
            Err(problem) => {
                applied.stop = Some((number, problem));
                break;
            }
        }
    }
    if let Some(obj) = value.as_object_mut() {
        obj.insert("rev".into(), last.into());
    }
    applied
}

/// Applies one line after revision `last`: its revision and the range of entries it wrote.
fn apply_line(
    value: &mut serde_json::Value,
    line: &str,
    last: u64,
) -> Result<(u64, usize, usize), TailProblem> {
    let (r, json) = line.split_once('\t').ok_or(TailProblem::NoRevision)?;
    let r: u64 = r.parse().map_err(|_| TailProblem::NoRevision)?;
    if r <= last {
        return Err(TailProblem::NotAfter { rev: r, last });
    }
    // The column in the line: the revision and the tab come first.
    let at = |e: serde_json::Error| TailProblem::Text {
        column: e.column() + line.len() - json.len(),
    };
    serde_json::from_str::<LineCheck>(json).map_err(at)?;
    let line: LineIn = serde_json::from_str(json).map_err(at)?;
    // A document without a journal's entries did not load from its entry: `finish` says so.
    let Some(journal) = value.get_mut("journal").and_then(|j| j.as_object_mut()) else {
        return Err(TailProblem::Gap);
    };
    let entries = journal
        .entry("entries")
        .or_insert_with(|| serde_json::Value::Array(Vec::new()));
    let Some(entries) = entries.as_array_mut() else {
        return Err(TailProblem::Gap);
    };
    if line.from > entries.len() {
        return Err(TailProblem::Gap);
    }
    entries.truncate(line.from);
    entries.extend(line.entries);
    let to = entries.len();
    if let Some(side) = line.side {
        for (key, empty) in [
            ("redo", serde_json::json!([])),
            ("devices", serde_json::json!({})),
            ("quarantine", serde_json::json!([])),
        ] {
            journal.insert(key.to_string(), side.get(key).cloned().unwrap_or(empty));
        }
    }
    Ok((r, line.from, to))
}

/// A stored entry with the changes saved after it ([`tail_key`]): the entry, its tail's lines applied
/// in order when the tail follows the entry's revision, then the journal replayed once. A tail that
/// follows an older revision (the entry was written whole since) is not read. A line that does not
/// read, or whose entries the journal refuses, stops the tail there: the tournament is what the lines
/// before it saved, and the damage says where. An entry that does not read is a [`LoadError`].
pub fn load_with_tail(
    entry: &str,
    tail: Option<&str>,
) -> Result<(Saved, Option<TailDamage>), LoadError> {
    let base = document(entry)?;
    let Some(tail) = tail else {
        return Ok((finish(base)?, None));
    };
    let base_rev = base.get("rev").and_then(|r| r.as_u64()).unwrap_or(0);
    let mut most = usize::MAX;
    let mut refused: Option<(usize, TailProblem)> = None;
    // Each refusal by the journal takes the line that wrote the refused entry, and those after it,
    // away; the lines before were replayed up to it, so this ends within as many rounds as lines.
    loop {
        let mut value = base.clone();
        let applied = apply_tail(&mut value, tail, most);
        let damage = |stop: (usize, TailProblem)| TailDamage {
            line: stop.0,
            problem: stop.1,
            loaded_rev: applied.lines.last().map_or(base_rev, |l| l.0),
            unread: applied.total.saturating_sub(stop.0.saturating_sub(2)),
        };
        match finish(value) {
            Ok(saved) => return Ok((saved, refused.or(applied.stop.clone()).map(damage))),
            Err(LoadError::BadJournal { index, error, .. }) => {
                // `index` counts from 1: the entry at `index - 1`, written last by which line?
                let at = index - 1;
                let Some(k) = applied
                    .lines
                    .iter()
                    .rposition(|&(_, from, to)| from <= at && at < to)
                else {
                    // An entry's own operation: the entry itself is damaged.
                    return finish(base).map(|saved| (saved, None));
                };
                most = k;
                refused = Some((k + 2, TailProblem::Refused(error)));
            }
            Err(e) => return Err(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::sample;
    use super::super::{load, stored_rev};
    use super::*;
    use raduno_engine::journal::Journal;

    /// The sample journal cut after `n` entries (replayed).
    fn cut(j: &Journal, n: usize) -> Journal {
        Journal::from_entries(j.entries()[..n].to_vec(), Vec::new()).expect("a prefix replays")
    }

    /// An entry at revision 7 holding all but the last three entries of a finished 40-player Master,
    /// its tail of three saves (one entry each, revisions 8–10), and the tournament saved last.
    fn three_saves() -> (String, String, Saved) {
        let full = sample::finished_master(40);
        let n = full.entries().len();
        let mut s = Saved::new("t1".into(), cut(&full, n - 3));
        s.rev = 7;
        let entry = s.to_stored();
        let mut tail = tail_header(7);
        let mut stored = n - 3;
        for (rev, k) in [(8, n - 2), (9, n - 1), (10, n)] {
            s.journal = cut(&full, k);
            s.rev = rev;
            tail.push_str(&s.tail_line(stored, false));
            stored = k;
        }
        (entry, tail, s)
    }

    /// A save appends the new entries to the tail; the entry and its tail load back as the tournament
    /// saved last: a table's results, an undo (an entry that cancels another), a device's name.
    #[test]
    fn an_entry_and_its_tail_load_back_as_the_last_save() {
        let (entry, mut tail, mut s) = three_saves();
        assert_eq!(
            load_with_tail(&entry, Some(&tail)).unwrap(),
            (s.clone(), None)
        );
        assert_eq!(stored_rev_with(&entry, Some(&tail)), Some(10));
        assert_eq!(tail_revs(&tail), Some((7, 10)));
        // An undo and a device's name: the side travels when it changed.
        let stored = s.journal.entries().len();
        let side = s.side_text();
        s.journal.undo().unwrap();
        s.journal.set_device("d1", "Portatile");
        s.rev = 11;
        assert_ne!(s.side_text(), side);
        tail.push_str(&s.tail_line(stored, true));
        let (back, damage) = load_with_tail(&entry, Some(&tail)).unwrap();
        assert_eq!(damage, None);
        assert_eq!(back.journal.entries(), s.journal.entries());
        assert_eq!(back.journal.state(), s.journal.state());
        assert_eq!(back.journal.device_name("d1"), "Portatile");
        assert_eq!(back.rev, 11);
        // A line costs the entries it adds, not the tournament.
        let last = tail.lines().last().unwrap();
        assert!(last.len() * 20 < s.to_text().len(), "{} bytes", last.len());
    }

    /// A tail written before the entry was written whole again is older than the entry: not read.
    #[test]
    fn a_stale_tail_is_not_read() {
        let (entry, tail, _) = three_saves();
        let s = load(&entry).unwrap();
        let stale = tail.replacen("RJ1:7\n", "RJ1:6\n", 1);
        assert_eq!(load_with_tail(&entry, Some(&stale)).unwrap(), (s, None));
        assert_eq!(stored_rev_with(&entry, Some(&stale)), Some(7));
        assert_eq!(stored_rev(&entry), Some(7));
    }

    /// The revision each save line of `tail` was written at, in order.
    fn revs(tail: &str) -> Vec<u64> {
        tail.lines()
            .skip(1)
            .filter_map(|l| l.split_once('\t')?.0.parse().ok())
            .collect()
    }

    /// A damaged line is refused with its line and why; the tournament loads as the lines before it
    /// left it, and says how many saves are not read.
    #[test]
    fn a_damaged_line_is_refused_where_it_is_and_the_rest_loads() {
        let (entry, tail, last) = three_saves();
        assert_eq!(revs(&tail), [8, 9, 10]);
        let lines: Vec<&str> = tail.lines().collect();
        // The tournament as saved at revision `rev` (the entry and the lines before).
        let at = |rev: u64| {
            let keep: Vec<&str> = lines
                .iter()
                .take_while(|l| !l.starts_with(&format!("{rev}\t")))
                .copied()
                .collect();
            let text = keep.join("\n") + "\n";
            load_with_tail(&entry, Some(&text)).unwrap().0
        };
        let with = |n: usize, line: String| {
            let mut l: Vec<String> = lines.iter().map(|s| s.to_string()).collect();
            l[n - 1] = line;
            l.join("\n") + "\n"
        };
        let third = lines[2];
        let cases = [
            // Line 3 (revision 9) without its tab.
            (
                with(3, third.replacen('\t', " ", 1)),
                3,
                TailProblem::NoRevision,
            ),
            // Line 3 cut in the middle of its JSON.
            (
                with(3, third[..third.len() - 20].to_string()),
                3,
                // Where the text stops: its last character.
                TailProblem::Text {
                    column: third.len() - 20,
                },
            ),
            // Line 4 (revision 10) says revision 9 again.
            (
                with(4, lines[3].replacen("10\t", "9\t", 1)),
                4,
                TailProblem::NotAfter { rev: 9, last: 9 },
            ),
            // Line 3 starts past the entries there are.
            (
                with(3, third.replacen("\"from\":", "\"from\":9999", 1)),
                3,
                TailProblem::Gap,
            ),
            // Line 2 is JSON, but not an entry as the journal reads it (it ends at column 34).
            (
                with(2, "8\t{\"from\":0,\"entries\":[{\"hello\":1}]}".into()),
                2,
                TailProblem::Text { column: 34 },
            ),
        ];
        for (text, line, problem) in cases {
            let (saved, damage) = load_with_tail(&entry, Some(&text)).unwrap();
            let damage = damage.expect("the damage is reported");
            assert_eq!((damage.line, &damage.problem), (line, &problem), "{text}");
            let rev = [7, 7, 8, 9][line - 1];
            assert_eq!(damage.loaded_rev, rev);
            assert_eq!(damage.unread, 5 - line);
            assert_eq!(saved, at(rev + 1), "line {line}: the lines before it load");
        }
        // A header that does not read: the entry alone.
        let text = tail.replacen("RJ1:7", "RJ1:x", 1);
        let (saved, damage) = load_with_tail(&entry, Some(&text)).unwrap();
        assert_eq!(saved, load(&entry).unwrap());
        let damage = damage.unwrap();
        assert_eq!((damage.line, damage.unread), (1, 3));
        assert_eq!(damage.problem, TailProblem::Header);
        // Said where and why, in both languages.
        let said = LoadError::DamagedTail(TailDamage {
            line: 3,
            problem: TailProblem::Text { column: 12 },
            loaded_rev: 8,
            unread: 2,
        });
        let it = said.text(Lang::It);
        assert!(it.contains("riga 3") && it.contains("colonna 12") && it.contains("salvataggio 8"));
        assert!(said.text(Lang::En).contains("line 3"));
        // Undamaged, it is the last save.
        assert_eq!(load_with_tail(&entry, Some(&tail)).unwrap().0, last);
    }

    /// A line whose entries the journal refuses (here: a result for a table of a round that does not
    /// exist) is refused with the journal's reason; the lines before it load.
    #[test]
    fn a_line_the_journal_refuses_is_refused_with_the_reason() {
        let (entry, tail, _) = three_saves();
        let lines: Vec<&str> = tail.lines().collect();
        let (rev, json) = lines[3].split_once('\t').unwrap();
        let mut value: serde_json::Value = serde_json::from_str(json).unwrap();
        assert_eq!(value["entries"][0]["event"]["type"], "table_results");
        value["entries"][0]["event"]["round"] = 99.into();
        let text = format!("{}\n{}\n{}\n{rev}\t{value}\n", lines[0], lines[1], lines[2]);
        let (saved, damage) = load_with_tail(&entry, Some(&text)).unwrap();
        let damage = damage.expect("refused");
        assert_eq!(damage.line, 4);
        assert!(
            matches!(damage.problem, TailProblem::Refused(_)),
            "{damage:?}"
        );
        assert_eq!(damage.loaded_rev, 9);
        assert_eq!(saved.rev, 9);
    }

    /// Any text as a tail: a document or an error, never a panic.
    #[test]
    fn no_tail_makes_loading_panic() {
        let (entry, tail, _) = three_saves();
        let chars: Vec<char> = tail.chars().collect();
        for n in (0..chars.len()).step_by(7) {
            let cut: String = chars[..n].iter().collect();
            let _ = load_with_tail(&entry, Some(&cut));
            let mut flipped = chars.clone();
            flipped[n] = char::from_u32(chars[n] as u32 ^ 0x15).unwrap_or('x');
            let _ = load_with_tail(&entry, Some(&flipped.iter().collect::<String>()));
        }
        for text in [
            "",
            "\n",
            "RJ1:",
            "RJ1:7",
            "RJ1:7\n\t",
            "RJ1:7\n8\t",
            "RJ1:7\n8\tnull\n",
        ] {
            let _ = load_with_tail(&entry, Some(text));
            let _ = tail_revs(text);
        }
    }
}
