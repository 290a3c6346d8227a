//! The compound file (MS-CFB) under a legacy `.xls`: the header, the FAT and mini FAT chains followed
//! without looping or reading past the end, the directory's entries.

use crate::guard::ReadError;

const END_OF_CHAIN: u32 = 0xFFFF_FFFE;

const RESERVED: u32 = 0xFFFF_FFFA;

const DIF_SECT: u32 = 0xFFFF_FFFC;

const SIGNATURE: [u8; 8] = [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1];

pub(super) fn u16_at(b: &[u8], at: usize) -> Option<u16> {
    Some(u16::from_le_bytes(b.get(at..at + 2)?.try_into().ok()?))
}

pub(super) fn u32_at(b: &[u8], at: usize) -> Option<u32> {
    Some(u32::from_le_bytes(b.get(at..at + 4)?.try_into().ok()?))
}

fn u32s(b: &[u8]) -> impl Iterator<Item = u32> + '_ {
    b.chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
}

/// Is this a compound file (a legacy `.xls`)?
pub(crate) fn is_compound_file(bytes: &[u8]) -> bool {
    bytes.starts_with(&SIGNATURE)
}

pub(super) struct Container<'a> {
    pub(super) bytes: &'a [u8],
    pub(super) size: usize,
    pub(super) fat: Vec<u32>,
}

impl Container<'_> {
    /// A whole sector (sector 0 follows the header, which fills one sector).
    fn sector(&self, id: u32) -> Result<&[u8], String> {
        let start = (id as usize)
            .checked_add(1)
            .and_then(|k| k.checked_mul(self.size))
            .ok_or("sector index")?;
        self.bytes
            .get(start..start + self.size)
            .ok_or_else(|| format!("sector {id} is past the end of the file"))
    }

    /// The bytes of a chain of at most `len` bytes (all of it when `len` is `None`), refusing loops and
    /// sectors outside the FAT or the file.
    pub(super) fn chain(&self, start: u32, len: Option<usize>) -> Result<Vec<u8>, String> {
        let mut out = Vec::new();
        let mut id = start;
        let mut steps = 0usize;
        while id != END_OF_CHAIN {
            steps += 1;
            if steps > self.fat.len() {
                return Err("a sector chain loops".into());
            }
            // As calamine does: the sector is read before the length is compared, so a stream of
            // length 0 still reads its first sector (which must then be in the file).
            out.extend_from_slice(self.sector(id)?);
            if len.is_some_and(|l| out.len() >= l) {
                break;
            }
            id = *self
                .fat
                .get(id as usize)
                .ok_or_else(|| format!("sector {id} is outside the FAT"))?;
        }
        if let Some(l) = len {
            out.truncate(l);
        }
        Ok(out)
    }
}

impl Container<'_> {
    /// The file offset of each sector of a chain already read by [`Container::chain`].
    pub(super) fn offsets(&self, start: u32, len: usize) -> Vec<usize> {
        let mut out = Vec::new();
        let mut id = start;
        while id != END_OF_CHAIN && out.len() * self.size < len && out.len() <= self.fat.len() {
            out.push((id as usize + 1) * self.size);
            match self.fat.get(id as usize) {
                Some(&next) => id = next,
                None => break,
            }
        }
        out
    }
}

/// The position in the mini stream of each mini sector of a chain already read by [`mini_chain`].
pub(super) fn mini_offsets(minifat: &[u32], start: u32, len: usize) -> Vec<usize> {
    let mut out = Vec::new();
    let mut id = start;
    while id != END_OF_CHAIN && out.len() * 64 < len && out.len() <= minifat.len() {
        out.push(id as usize * 64);
        match minifat.get(id as usize) {
            Some(&next) => id = next,
            None => break,
        }
    }
    out
}

/// Follows a mini-stream chain in `mini` (64-byte sectors) through `minifat`.
pub(super) fn mini_chain(
    mini: &[u8],
    minifat: &[u32],
    start: u32,
    len: usize,
) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    let mut id = start;
    let mut steps = 0usize;
    while id != END_OF_CHAIN {
        steps += 1;
        if steps > minifat.len() {
            return Err("a mini sector chain loops".into());
        }
        let at = id as usize * 64;
        out.extend_from_slice(
            mini.get(at..at + 64)
                .ok_or("a mini sector is past the mini stream")?,
        );
        // Read before the length is compared, as calamine does.
        if out.len() >= len {
            break;
        }
        id = *minifat
            .get(id as usize)
            .ok_or("a mini sector is outside the mini FAT")?;
    }
    out.truncate(len);
    Ok(out)
}

impl<'a> Container<'a> {
    /// The header (sector size) and the FAT, read through the DIFAT: 109 entries in the header, then
    /// a chain of DIFAT sectors (the last entry of each points on).
    pub(super) fn open(bytes: &'a [u8]) -> Result<Self, ReadError> {
        if bytes.len() < 512 {
            return Err("the file is shorter than its header".into());
        }
        let size = match u16_at(bytes, 30) {
            Some(9) => 512,
            Some(12) => 4096,
            _ => return Err("unknown sector size".into()),
        };
        if bytes.len() < size {
            return Err("the file is shorter than its header".into());
        }
        let mut c = Container {
            bytes,
            size,
            fat: Vec::new(),
        };
        let mut difat: Vec<u32> = u32s(&bytes[76..512]).collect();
        let mut next = u32_at(bytes, 68).ok_or("header")?;
        let mut guard = 0;
        while next < RESERVED {
            guard += 1;
            if guard > bytes.len() / size + 1 {
                return Err("the DIFAT chain loops".into());
            }
            difat.extend(u32s(c.sector(next)?));
            next = difat.pop().ok_or("empty DIFAT sector")?;
        }
        let mut fat = Vec::new();
        for id in difat.into_iter().filter(|&id| id < DIF_SECT) {
            fat.extend(u32s(c.sector(id)?));
        }
        c.fat = fat;
        Ok(c)
    }

    /// The directory's entries, the root (the mini stream) first.
    pub(super) fn directory(&self) -> Result<Vec<Entry>, ReadError> {
        let dir = self.chain(u32_at(self.bytes, 48).ok_or("header")?, None)?;
        Ok(dir
            .chunks_exact(128)
            .map(|e| {
                let units: Vec<u16> = e[..64]
                    .chunks_exact(2)
                    .map(|p| u16::from_le_bytes([p[0], p[1]]))
                    .collect();
                let name: String = char::decode_utf16(units.into_iter().take_while(|&u| u != 0))
                    .map(|r| r.unwrap_or('\u{fffd}'))
                    .collect();
                let start = u32::from_le_bytes([e[116], e[117], e[118], e[119]]);
                let len = if self.size == 512 {
                    u32::from_le_bytes([e[120], e[121], e[122], e[123]]) as u64
                } else {
                    u64::from_le_bytes([
                        e[120], e[121], e[122], e[123], e[124], e[125], e[126], e[127],
                    ])
                };
                Entry { name, start, len }
            })
            .collect())
    }

    /// The mini stream (held in the root's chain) and the mini FAT; both empty when the file has no
    /// mini FAT.
    pub(super) fn mini_stream(&self, root: &Entry) -> Result<(Vec<u8>, Vec<u32>), ReadError> {
        let mini_fat_len = u32_at(self.bytes, 64).ok_or("header")? as usize;
        if mini_fat_len == 0 {
            return Ok((Vec::new(), Vec::new()));
        }
        let mini = self.chain(root.start, Some(root.len as usize))?;
        let minifat_bytes = self.chain(
            u32_at(self.bytes, 60).ok_or("header")?,
            Some(mini_fat_len.saturating_mul(self.size)),
        )?;
        Ok((mini, u32s(&minifat_bytes).collect()))
    }
}

/// A directory entry: a stream's name, its first sector and its length.
pub(super) struct Entry {
    pub(super) name: String,
    pub(super) start: u32,
    pub(super) len: u64,
}
