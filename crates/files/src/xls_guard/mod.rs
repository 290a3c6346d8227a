//! A structural check of legacy `.xls` files before calamine reads them.
//!
//! calamine (0.38) trusts some fields of a compound file and of the BIFF8 stream: a sector chain that
//! loops makes it read forever, a sector index past the FAT or past the end of a truncated file makes it
//! slice out of bounds, and a sheet offset past the end of the workbook stream does too. Natively such a
//! panic is caught (see `workbook::read_sheets`), but in the browser a panic aborts the page, so the
//! damaged files found by the property tests are refused here first, with an ordinary error.
//!
//! The check follows the compound file layout (MS-CFB): a 512-byte header (sector size, FAT sectors
//! listed in the DIFAT, the directory's first sector), the FAT chains of the directory, of the mini
//! stream and of the `Workbook` stream; then the BIFF8 records of the workbook globals (MS-XLS).

mod cfb;
mod globals;
mod memory;
mod sheet;

pub(crate) use cfb::is_compound_file;
use cfb::mini_chain;
use cfb::mini_offsets;
use cfb::u16_at;
use cfb::Container;
use globals::check_globals;

use super::guard::ReadError;

/// Checks the container and the workbook globals; the error says what is damaged, or how much memory
/// reading the file would take (calamine reads a whole `.xls` when it opens it, and reserves what the
/// records claim: a Label record of 13 bytes claiming 65,535 characters reserves 64 KB; the sum over
/// every record is checked against [`super::guard::memory_limit`] before calamine reads anything).
/// Returns the file with each cell formula's token length set to 0: calamine's formula parser (which
/// Raduno never needs: the value stored with the formula is read) slices the tokens without checking
/// their lengths.
pub(crate) fn check(bytes: &[u8]) -> Result<Vec<u8>, ReadError> {
    let c = Container::open(bytes)?;
    let entries = c.directory()?;
    let Some(root) = entries.first() else {
        return Err("no directory".into());
    };
    // (A size above 4 GB cannot even be held on 32-bit targets such as the browser.)
    if entries.iter().any(|e| e.len > u32::MAX as u64) || root.len as usize > bytes.len() {
        return Err("a stream is larger than the file".into());
    }
    let (mini, minifat) = c.mini_stream(root)?;
    let stream_entry = ["Workbook", "Book"]
        .iter()
        .find_map(|n| entries.iter().find(|e| e.name.eq_ignore_ascii_case(n)))
        .ok_or("no Workbook stream")?;
    let len = stream_entry.len as usize;
    if len > bytes.len() {
        return Err("the Workbook stream is larger than the file".into());
    }
    let small = len < 4096;
    let stream = if small {
        mini_chain(&mini, &minifat, stream_entry.start, len)?
    } else {
        c.chain(stream_entry.start, Some(len))?
    };
    let (formulas, memory) = check_globals(&stream)?;
    let (needs, most) = (
        memory.total(bytes.len()),
        super::guard::memory_limit(bytes.len()),
    );
    if needs > most {
        return Err(ReadError::TooMuchMemory { needs, most });
    }
    // Stream position → file offset.
    let (sectors, root) = if small {
        (
            mini_offsets(&minifat, stream_entry.start, len),
            c.offsets(root.start, root.len as usize),
        )
    } else {
        (c.offsets(stream_entry.start, len), Vec::new())
    };
    let size = c.size;
    let file_offset = |p: usize| -> Option<usize> {
        if small {
            let m = sectors.get(p / 64)? + p % 64;
            Some(root.get(m / size)? + m % size)
        } else {
            Some(sectors.get(p / size)? + p % size)
        }
    };
    let mut patched = bytes.to_vec();
    for p in formulas {
        for k in [p, p + 1] {
            let at = file_offset(k).ok_or("a formula is outside the stream")?;
            *patched
                .get_mut(at)
                .ok_or("a formula is past the end of the file")? = 0;
        }
    }
    Ok(patched)
}

/// The workbook stream of a compound file that passed [`check`] (for what calamine does not read:
/// column widths, `xls_layout`).
pub(crate) fn workbook_stream(bytes: &[u8]) -> Option<Vec<u8>> {
    let c = Container::open(bytes).ok()?;
    let entries = c.directory().ok()?;
    let root = entries.first()?;
    let (mini, minifat) = c.mini_stream(root).ok()?;
    let entry = ["Workbook", "Book"]
        .iter()
        .find_map(|n| entries.iter().find(|e| e.name.eq_ignore_ascii_case(n)))?;
    let len = usize::try_from(entry.len)
        .ok()
        .filter(|&l| l <= bytes.len())?;
    if len < 4096 {
        mini_chain(&mini, &minifat, entry.start, len).ok()
    } else {
        c.chain(entry.start, Some(len)).ok()
    }
}

/// The records of a substream from `at` on, for `xls_layout`.
pub(crate) fn stream_records(
    stream: &[u8],
    at: usize,
) -> impl Iterator<Item = Result<(u16, &[u8]), String>> + '_ {
    records(stream, at)
}

/// The records of a substream from `at` on: (type, data); the caller stops at its EOF.
fn records(
    stream: &[u8],
    mut at: usize,
) -> impl Iterator<Item = Result<(u16, &[u8]), String>> + '_ {
    let mut done = false;
    std::iter::from_fn(move || {
        if done || at + 4 > stream.len() {
            return None;
        }
        let typ = u16_at(stream, at)?;
        let len = u16_at(stream, at + 2)? as usize;
        let Some(data) = stream.get(at + 4..at + 4 + len) else {
            done = true;
            return Some(Err("a record runs past the stream".to_string()));
        };
        at += 4 + len;
        Some(Ok((typ, data)))
    })
}
