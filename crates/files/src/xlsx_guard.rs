//! What an `.xlsx` (a zip of XML parts) may make calamine allocate, bounded before calamine reads it.
//!
//! calamine (0.38) reserves memory from counts written in the file — the shared strings table's
//! `uniqueCount` (a 16 KB file asked for 805 MB), a sheet's `dimension` (when a whole range is asked
//! for) — and a zip entry may inflate a thousand times. So the bytes calamine sees are rebuilt here:
//!
//! - the zip's end record is checked first (at most [`MAX_ENTRIES`] entries, a central directory inside
//!   the file, no zip64);
//! - only the XML parts are kept (`.xml`, `.rels`; pictures, printer settings, macros are dropped),
//!   each inflated through a limit: at most [`MAX_INFLATED`] bytes for the whole workbook;
//! - the shared strings table's start tag loses its attributes, among them the `uniqueCount` claim
//!   (calamine then grows the table as it reads the strings that are really there);
//! - the parts are written back as a plain (stored) zip, which calamine reads without inflating again.
//!
//! Raduno reads sheets cell by cell (`worksheet_cells_reader`), never as a dense range, so a sheet's
//! `dimension` claim reserves nothing. The error says which part is wrong.

use super::guard::ReadError;
use std::io::Read;

/// The most entries a workbook's zip may list (a tournament workbook holds a few dozen).
pub(crate) const MAX_ENTRIES: usize = 2_000;
/// The most bytes the XML parts may inflate to, all together (a 60-player tournament is under 2 MB),
/// whatever the file's size ([`inflate_limit`]).
pub(crate) const MAX_INFLATED: usize = 16 << 20;

fn u16_at(b: &[u8], at: usize) -> Option<usize> {
    Some(u16::from_le_bytes(b.get(at..at.checked_add(2)?)?.try_into().ok()?) as usize)
}

fn u32_at(b: &[u8], at: usize) -> Option<usize> {
    Some(u32::from_le_bytes(b.get(at..at.checked_add(4)?)?.try_into().ok()?) as usize)
}

/// Checks the zip's end-of-central-directory record against the file's size.
fn check_end_record(bytes: &[u8]) -> Result<(), String> {
    let tail_from = bytes.len().saturating_sub(22 + 0xFFFF);
    let at = (tail_from..=bytes.len().saturating_sub(22))
        .rev()
        .find(|&i| bytes[i..].starts_with(b"PK\x05\x06"))
        .ok_or("zip: no end of central directory")?;
    let field = |k| u16_at(bytes, at + k).ok_or("zip: truncated end record");
    let entries = field(10)?;
    let dir_size = u32_at(bytes, at + 12).ok_or("zip: truncated end record")?;
    let dir_start = u32_at(bytes, at + 16).ok_or("zip: truncated end record")?;
    if entries == 0xFFFF || dir_size == 0xFFFF_FFFF || dir_start == 0xFFFF_FFFF {
        return Err("zip: zip64 archives are not read".into());
    }
    if entries > MAX_ENTRIES {
        return Err(format!(
            "zip: {entries} entries (at most {MAX_ENTRIES} are read)"
        ));
    }
    if dir_start.saturating_add(dir_size) > at || entries.saturating_mul(46) > dir_size {
        return Err("zip: the central directory does not fit in the file".into());
    }
    Ok(())
}

/// Removes the attributes of the shared strings table's `<sst>` start tag, where calamine reads the
/// `uniqueCount` it reserves memory from (it reads nothing else there). The tag is found as calamine
/// finds it: the first `sst` start event of quick-xml with calamine's reader settings (a hand-made scan
/// was fooled by a `>` inside the quoted value of the XML declaration and left a `uniqueCount` of
/// 4,294,967,295 for calamine: 103 GB, found by the fuzz run). XML that quick-xml cannot read up to that
/// tag is left as it is: calamine stops at the same error.
fn drop_string_counts(xml: &mut Vec<u8>) {
    use quick_xml::events::Event;
    let mut reader = quick_xml::Reader::from_reader(&xml[..]);
    let config = reader.config_mut();
    config.check_end_names = false;
    config.trim_text(false);
    config.check_comments = false;
    config.expand_empty_elements = true;
    let mut buf = Vec::new();
    let (start, end, name_len) = loop {
        buf.clear();
        let before = reader.buffer_position() as usize;
        match reader.read_event_into(&mut buf) {
            Ok(Event::Start(e)) if e.local_name().as_ref() == "sst" => {
                let name_len = e.name().as_ref().len();
                break (before, reader.buffer_position() as usize, name_len);
            }
            Ok(Event::Eof) | Err(_) => return,
            _ => {}
        }
    };
    let Some(tag) = xml.get(start..end) else {
        return;
    };
    if tag.first() != Some(&b'<') || tag.len() < name_len + 2 {
        return;
    }
    let mut plain = tag[..1 + name_len].to_vec();
    plain.extend_from_slice(if tag.ends_with(b"/>") { b"/>" } else { b">" });
    xml.splice(start..end, plain);
}

/// CRC-32 (IEEE), for the rebuilt zip's headers.
fn crc32(data: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &b in data {
        crc ^= b as u32;
        for _ in 0..8 {
            crc = (crc >> 1) ^ (0xEDB8_8320 & (crc & 1).wrapping_neg());
        }
    }
    !crc
}

/// Writes the parts as a stored (uncompressed) zip.
fn stored_zip(parts: &[(String, Vec<u8>)]) -> Vec<u8> {
    let total: usize = parts.iter().map(|(n, d)| 76 + 2 * n.len() + d.len()).sum();
    let mut out = Vec::with_capacity(total + 22);
    let mut central = Vec::new();
    for (name, data) in parts {
        let offset = out.len() as u32;
        let crc = crc32(data);
        let head = |out: &mut Vec<u8>| {
            out.extend_from_slice(&20u16.to_le_bytes()); // version needed
            out.extend_from_slice(&0x0800u16.to_le_bytes()); // UTF-8 names
            out.extend_from_slice(&0u16.to_le_bytes()); // stored
            out.extend_from_slice(&0u16.to_le_bytes()); // time
            out.extend_from_slice(&0x21u16.to_le_bytes()); // date: 1980-01-01
            out.extend_from_slice(&crc.to_le_bytes());
            out.extend_from_slice(&(data.len() as u32).to_le_bytes());
            out.extend_from_slice(&(data.len() as u32).to_le_bytes());
            out.extend_from_slice(&(name.len() as u16).to_le_bytes());
            out.extend_from_slice(&0u16.to_le_bytes()); // extra
        };
        out.extend_from_slice(b"PK\x03\x04");
        head(&mut out);
        out.extend_from_slice(name.as_bytes());
        out.extend_from_slice(data);
        central.extend_from_slice(b"PK\x01\x02");
        central.extend_from_slice(&20u16.to_le_bytes()); // version made by
        head(&mut central);
        central.extend_from_slice(&[0; 6]); // comment length, disk, internal attributes
        central.extend_from_slice(&0u32.to_le_bytes()); // external attributes
        central.extend_from_slice(&offset.to_le_bytes());
        central.extend_from_slice(name.as_bytes());
    }
    let dir_start = out.len() as u32;
    out.extend_from_slice(&central);
    out.extend_from_slice(b"PK\x05\x06");
    out.extend_from_slice(&[0; 4]);
    out.extend_from_slice(&(parts.len() as u16).to_le_bytes());
    out.extend_from_slice(&(parts.len() as u16).to_le_bytes());
    out.extend_from_slice(&(central.len() as u32).to_le_bytes());
    out.extend_from_slice(&dir_start.to_le_bytes());
    out.extend_from_slice(&0u16.to_le_bytes());
    out
}

/// The most the XML parts of a file of `len` bytes may inflate to: [`MAX_INFLATED`], and an eighth of
/// what reading the file may take ([`super::guard::memory_limit`]): the parts are held while the
/// stored zip is written, calamine reads that zip's shared strings whole, and the cells read are kept
/// ([`super::guard::cells_memory`]).
pub(crate) fn inflate_limit(len: usize) -> usize {
    let share = super::guard::memory_limit(len) / 8;
    MAX_INFLATED.min(usize::try_from(share).unwrap_or(usize::MAX))
}

/// The workbook's XML parts, inflated within the limits and rebuilt as a stored zip for calamine.
pub fn sanitize(bytes: &[u8]) -> Result<Vec<u8>, ReadError> {
    check_end_record(bytes)?;
    let mut zip =
        zip::ZipArchive::new(std::io::Cursor::new(bytes)).map_err(|e| format!("zip: {e}"))?;
    if zip.len() > MAX_ENTRIES {
        return Err(format!("zip: {} entries", zip.len()).into());
    }
    let mut parts: Vec<(String, Vec<u8>)> = Vec::new();
    let limit = inflate_limit(bytes.len());
    let mut budget = limit;
    for i in 0..zip.len() {
        let mut entry = zip.by_index(i).map_err(|e| format!("zip entry {i}: {e}"))?;
        if entry.is_dir() {
            continue;
        }
        let name = entry
            .name()
            .map_err(|e| format!("zip entry {i}: {e}"))?
            .into_owned();
        let lower = name.to_ascii_lowercase();
        if !(lower.ends_with(".xml") || lower.ends_with(".rels")) || name.len() > 1024 {
            continue;
        }
        if parts.iter().any(|(n, _)| *n == name) {
            return Err(format!("{name}: listed twice in the zip").into());
        }
        // Sized as the zip says (a part that says less grows as it is read, within the budget).
        let said = usize::try_from(entry.size()).unwrap_or(usize::MAX);
        let mut data = Vec::with_capacity(said.min(budget) + 1);
        (&mut entry)
            .take(budget as u64 + 1)
            .read_to_end(&mut data)
            .map_err(|e| format!("{name}: {e}"))?;
        if data.len() > budget {
            return Err(format!(
                "{name}: the XML parts inflate to more than {:.1} MB (the most for a file of {} KB)",
                limit as f64 / f64::from(1 << 20),
                bytes.len().div_ceil(1000)
            )
            .into());
        }
        budget -= data.len();
        if lower.ends_with("sharedstrings.xml") {
            drop_string_counts(&mut data);
        }
        parts.push((name, data));
    }
    Ok(stored_zip(&parts))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_string_counts_go_and_the_rest_stays() {
        let mut x = br#"<?xml version="1.0"?><sst xmlns="a" count = '9' uniqueCount="99999999999"><si><t>count="1"</t></si></sst>"#.to_vec();
        drop_string_counts(&mut x);
        assert_eq!(
            String::from_utf8(x).unwrap(),
            r#"<?xml version="1.0"?><sst><si><t>count="1"</t></si></sst>"#
        );
    }

    /// The fuzz run's input (docs/FILES.md, "Damaged files"): a `>` inside the XML declaration's quoted value
    /// ended the old scan before `<sst>`; quick-xml, as calamine reads it, still found the table.
    #[test]
    fn the_counts_go_after_a_declaration_holding_a_tag() {
        let mut x = br#"<?xml version="1.0" encoding="UTF-8<f t="shared" ref="A1:B2">1</f>" standalone="yes"?>
<sst xmlns="a" count="22" uniqueCount="4294967295"><si><t>name</t></si></sst>"#
            .to_vec();
        drop_string_counts(&mut x);
        let text = String::from_utf8(x).unwrap();
        assert!(
            text.ends_with("\n<sst><si><t>name</t></si></sst>"),
            "{text}"
        );
        let mut empty = br#"<!-- <sst> --><x:sst uniqueCount='9'/>"#.to_vec();
        drop_string_counts(&mut empty);
        assert_eq!(String::from_utf8(empty).unwrap(), "<!-- <sst> --><x:sst/>");
    }

    #[test]
    fn crc_of_a_known_text() {
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
    }
}
