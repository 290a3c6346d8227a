//! The compact entry: a document's JSON, deflated, packed 15 bits to a character (local storage holds
//! UTF-16 strings), behind a short header with the revision: `RZ1:<rev>:<bytes>:<packed>`. A finished
//! 60-player Master takes about a tenth of its JSON (figures in benches/README.md, from
//! `cargo bench --bench storage`).

use super::{CompactPart, Saved};
use std::io::Write;

impl Saved {
    /// The document as kept in local storage: deflated JSON packed into characters, with a header.
    pub fn to_stored(&self) -> String {
        let mut c = Compacting::new(self);
        while !c.step(usize::MAX) {}
        c.finish()
    }
}

/// A compact entry made a step at a time, so a page can compact a large tournament between its other
/// work (a 1000-player Master deflates longer than a task should take): [`Compacting::new`] writes
/// the JSON, each [`Compacting::step`] deflates a part of it, [`Compacting::finish`] packs the result.
/// The text loads as [`Saved::to_stored`]'s (the deflated bytes may differ where the steps cut the data).
pub struct Compacting {
    rev: u64,
    json: Vec<u8>,
    done: usize,
    z: flate2::write::DeflateEncoder<Vec<u8>>,
}

impl Compacting {
    pub fn new(saved: &Saved) -> Self {
        Compacting {
            rev: saved.rev,
            json: saved.to_text().into_bytes(),
            done: 0,
            // The default level (6), not the best (9): a finished 1000-player Master deflates in about
            // half the time for a few more bytes of local storage (tests/store_levels.rs).
            z: flate2::write::DeflateEncoder::new(Vec::new(), flate2::Compression::default()),
        }
    }

    /// Deflates up to `bytes` more of the JSON; `true` once all of it is.
    pub fn step(&mut self, bytes: usize) -> bool {
        let end = self.done.saturating_add(bytes).min(self.json.len());
        // Writing into a Vec cannot fail.
        let _ = self.z.write_all(&self.json[self.done..end]);
        self.done = end;
        self.done == self.json.len()
    }

    /// The compact text (whatever of the JSON the steps have not deflated yet is deflated now).
    pub fn finish(mut self) -> String {
        self.step(usize::MAX);
        let bytes = self.z.finish().unwrap_or_default();
        format!("{COMPACT_TAG}{}:{}:{}", self.rev, bytes.len(), pack(&bytes))
    }
}

/// How a compact entry starts.
pub const COMPACT_TAG: &str = "RZ1:";

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

/// A compact entry (after its tag) back to its JSON text; the error names the part that is damaged.
pub(super) fn inflate_compact(rest: &str) -> Result<String, CompactPart> {
    use std::io::Read;
    let mut parts = rest.splitn(3, ':');
    let (Some(_revision), Some(len), Some(packed)) = (parts.next(), parts.next(), parts.next())
    else {
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

#[cfg(test)]
mod tests {
    use super::super::tests::sample;
    use super::super::{load, Saved};
    use super::*;

    /// Compacting a step at a time makes a text that loads as the one a single call makes, about as
    /// small, whatever the step.
    #[test]
    fn compacting_in_steps_makes_the_same_entry() {
        let mut s = Saved::new("f00d".into(), sample::finished_master(40));
        s.rev = 12;
        let whole = s.to_stored();
        for bytes in [1, 1000, 16 * 1024] {
            let mut c = Compacting::new(&s);
            let mut steps = 1;
            while !c.step(bytes) {
                steps += 1;
            }
            assert!(bytes > 1000 || steps > 10, "{steps} steps of {bytes}");
            let text = c.finish();
            assert_eq!(load(&text).unwrap(), s, "steps of {bytes} bytes");
            assert!(
                text.len() <= whole.len() * 11 / 10,
                "steps of {bytes} bytes"
            );
        }
        // Finishing early deflates the rest.
        let mut c = Compacting::new(&s);
        c.step(10);
        assert_eq!(load(&c.finish()).unwrap(), s);
        assert_eq!(load(&whole).unwrap(), s);
    }
}
