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

use super::guard::ReadError;

const END_OF_CHAIN: u32 = 0xFFFF_FFFE;
const RESERVED: u32 = 0xFFFF_FFFA;
const DIF_SECT: u32 = 0xFFFF_FFFC;
const SIGNATURE: [u8; 8] = [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1];

fn u16_at(b: &[u8], at: usize) -> Option<u16> {
    Some(u16::from_le_bytes(b.get(at..at + 2)?.try_into().ok()?))
}

fn u32_at(b: &[u8], at: usize) -> Option<u32> {
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

struct Container<'a> {
    bytes: &'a [u8],
    size: usize,
    fat: Vec<u32>,
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
    fn chain(&self, start: u32, len: Option<usize>) -> Result<Vec<u8>, String> {
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
    fn offsets(&self, start: u32, len: usize) -> Vec<usize> {
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
fn mini_offsets(minifat: &[u32], start: u32, len: usize) -> Vec<usize> {
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
fn mini_chain(mini: &[u8], minifat: &[u32], start: u32, len: usize) -> Result<Vec<u8>, String> {
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
    fn open(bytes: &'a [u8]) -> Result<Self, ReadError> {
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
    fn directory(&self) -> Result<Vec<Entry>, ReadError> {
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
    fn mini_stream(&self, root: &Entry) -> Result<(Vec<u8>, Vec<u32>), ReadError> {
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
struct Entry {
    name: String,
    start: u32,
    len: u64,
}

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

/// The most cells a sheet's bounding box may hold: calamine allocates the whole box (twice: values and
/// formulas), and reserves what a DIMENSIONS record claims, so a damaged cell address (row 65535,
/// column 65535) or a DIMENSIONS record (one asked for 51 TB) would ask for gigabytes. Tournament
/// sheets hold a few thousand cells; 500,000 cells cost calamine about 40 MB.
const MAX_CELLS: u64 = 500_000;

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

/// A sheet's records as calamine reads them (up to the sheet's own EOF, skipping embedded substreams
/// such as charts): the DIMENSIONS claim, the bounding box of the cell addresses, and what calamine
/// and Raduno would hold for the sheet ([`SheetCost`]). `strings`: the shared strings' sizes.
fn check_sheet(
    sheet: &[u8],
    strings: &[u64],
    formulas: &mut Vec<usize>,
) -> Result<SheetCost, String> {
    let mut scan = SheetScan {
        sheet,
        strings,
        formulas,
        values: CellBox::default(),
        formula_box: CellBox::default(),
        cost: SheetCost::default(),
        formula_at: (0, 0),
    };
    let mut seen_bof = false;
    let mut depth = 0usize;
    for record in records(sheet, 0) {
        let Ok((typ, data)) = record else { break };
        if depth > 0 {
            match typ {
                0x0809 => depth += 1,
                0x000A => depth -= 1,
                _ => {}
            }
            continue;
        }
        match typ {
            0x0809 if seen_bof => depth += 1,
            0x0809 => seen_bof = true,
            0x000A => break,
            _ => scan.record(typ, data)?,
        }
    }
    scan.finish()
}

/// A sheet's records read one by one ([`check_sheet`]): the boxes of its values and formulas, its cost
/// so far and where its formulas' token lengths are.
struct SheetScan<'a> {
    sheet: &'a [u8],
    strings: &'a [u64],
    formulas: &'a mut Vec<usize>,
    values: CellBox,
    formula_box: CellBox,
    cost: SheetCost,
    /// Where calamine puts the value of a String record: the last formula's cell.
    formula_at: (u16, u16),
}

impl SheetScan<'_> {
    /// One record of the sheet itself (not its BOF or EOF, nor an embedded substream's).
    fn record(&mut self, typ: u16, data: &[u8]) -> Result<(), String> {
        let at = (u16_at(data, 0), u16_at(data, 2));
        let cost = &mut self.cost;
        match typ {
            0x0200 => {
                // calamine reserves the claim on top of the cells it already holds.
                let claim = check_dimensions(data)?;
                cost.reserved = cost.reserved.max(cost.cells + claim);
            }
            // MergeCells: a count, then 8 bytes per range, read without a length check.
            0x00E5 => {
                let count = u16_at(data, 0).map_or(usize::MAX, usize::from);
                if count.saturating_mul(8).saturating_add(2) > data.len() {
                    return Err("a MergeCells record is shorter than its count".into());
                }
                cost.merges += count as u64;
            }
            0x0006 => {
                if data.len() < 22 {
                    return Err("a formula record is too short".into());
                }
                self.formulas
                    .push(data.as_ptr() as usize - self.sheet.as_ptr() as usize + 20);
                if let (Some(r), Some(c)) = at {
                    self.formula_at = (r, c);
                }
                self.formula_box.add(at);
                self.values.add(at);
                cost.formulas += 1;
                cost.cells += 1;
            }
            0x0203 | 0x0205 | 0x027E => {
                self.values.add(at);
                cost.cells += 1;
            }
            // Label, RString: row, column, format, then the text as a string with its length.
            0x0204 | 0x00D6 => {
                self.values.add(at);
                cost.cells += 1;
                cost.text(data.get(6..).unwrap_or_default());
            }
            // String: the value of the formula before it, as a string with its length.
            0x0207 => {
                let (r, c) = self.formula_at;
                self.values.add((Some(r), Some(c)));
                cost.cells += 1;
                cost.text(data);
            }
            // LabelSst: row, column, format, the index of a shared string (which calamine copies).
            0x00FD => {
                let shared = u32_at(data, 6).and_then(|i| self.strings.get(i as usize));
                if let Some(&bytes) = shared {
                    self.values.add(at);
                    cost.cells += 1;
                    cost.text_held += bytes;
                    cost.text_copied += bytes;
                }
            }
            // MulRk: row, first column, …, last column (calamine subtracts them).
            0x00BD if data.len() >= 6 && u16_at(data, data.len() - 2) < u16_at(data, 2) => {
                return Err("a MulRk record ends before it starts".into());
            }
            0x00BD => {
                self.values.add(at);
                self.values.add((
                    at.0,
                    data.len().checked_sub(2).and_then(|k| u16_at(data, k)),
                ));
                cost.cells += (data.len().saturating_sub(6) / 6) as u64;
            }
            _ => {}
        }
        Ok(())
    }

    /// The sheet's cost, once its boxes are within [`MAX_CELLS`].
    fn finish(self) -> Result<SheetCost, String> {
        let mut cost = self.cost;
        cost.values = self.values.cells();
        cost.formula_values = self.formula_box.cells();
        cost.rows = self.values.rows().min(cost.cells);
        for (what, n) in [("", cost.values), ("formula ", cost.formula_values)] {
            if n > MAX_CELLS {
                let (h, w) = if what.is_empty() {
                    self.values.size()
                } else {
                    self.formula_box.size()
                };
                return Err(format!("a sheet's {what}cells span {h} rows × {w} columns"));
            }
        }
        Ok(cost)
    }
}

/// The bounding box of a sheet's cell addresses.
#[derive(Default)]
struct CellBox(Option<((u32, u32), (u32, u32))>);

impl CellBox {
    fn add(&mut self, at: (Option<u16>, Option<u16>)) {
        let (Some(r), Some(c)) = at else { return };
        let (r, c) = (u32::from(r), u32::from(c));
        let ((r0, r1), (c0, c1)) = self.0.unwrap_or(((r, r), (c, c)));
        self.0 = Some(((r0.min(r), r1.max(r)), (c0.min(c), c1.max(c))));
    }

    fn size(&self) -> (u64, u64) {
        self.0.map_or((0, 0), |((r0, r1), (c0, c1))| {
            (u64::from(r1 - r0) + 1, u64::from(c1 - c0) + 1)
        })
    }

    fn rows(&self) -> u64 {
        self.size().0
    }

    fn cells(&self) -> u64 {
        let (h, w) = self.size();
        h * w
    }
}

/// A DIMENSIONS record (MS-XLS 2.4.90), read as calamine reads it (which reserves rows × columns cells):
/// first row, last row + 1, first column, last column + 1. Returns the cells calamine reserves.
fn check_dimensions(data: &[u8]) -> Result<u64, String> {
    let (rf, rl, cf, cl) = match data.len() {
        10 => (
            u16_at(data, 0).map(u32::from),
            u16_at(data, 2).map(u32::from),
            u16_at(data, 4),
            u16_at(data, 6),
        ),
        14 | 16 => (
            u32_at(data, 0),
            u32_at(data, 4),
            u16_at(data, 8),
            u16_at(data, 10),
        ),
        // calamine refuses other lengths itself.
        _ => return Ok(0),
    };
    let (Some(rf), Some(rl), Some(cf), Some(cl)) = (rf, rl, cf, cl) else {
        return Ok(0);
    };
    let (cf, cl) = (u32::from(cf), u32::from(cl));
    let cf = if cf > 0xFF || cl < cf { 0 } else { cf };
    if rl == 0 || cl == 0 {
        return Ok(1);
    }
    let last_row = rl - 1;
    let last_col = cl - 1;
    if last_row < rf || last_col < cf {
        return Err(format!(
            "the DIMENSIONS record is inverted (rows {rf}–{last_row}, columns {cf}–{last_col})"
        ));
    }
    let height = u64::from(last_row - rf) + 1;
    let width = u64::from(last_col - cf) + 1;
    if height * width > MAX_CELLS {
        return Err(format!(
            "the DIMENSIONS record claims {height} rows × {width} columns"
        ));
    }
    Ok(height * width)
}

/// The shared strings table (SST, MS-XLS 2.4.265) walked as calamine reads it (`parse_sst`,
/// `read_rich_extended_string`, `read_dbcs`): calamine reads a string's run count (2 bytes) and its
/// extension size (4 bytes) without checking that they are there, and the first byte of a CONTINUE
/// record that a string goes on in without checking that it has one. Found by the fuzz run (README,
/// "Damaged files"). Whatever calamine refuses itself with an error is left to it.
///
/// `sizes` gets, string by string in calamine's order, the most bytes each takes as UTF-8 (3 a
/// character).
fn check_sst(data: &[u8], cont: &[&[u8]], sizes: &mut Vec<u64>) -> Result<(), String> {
    let cut = |what: &str| Err(format!("a shared string's {what} is cut short"));
    let Some(mut cur) = data.get(8..) else {
        return Ok(());
    };
    let mut conts = cont.iter().copied();
    loop {
        if cur.is_empty() {
            match conts.next() {
                Some(c) => cur = c,
                None => return Ok(()),
            }
            // calamine reads an empty CONTINUE record here as an empty string.
            if cur.is_empty() {
                sizes.push(0);
            }
            continue;
        }
        if cur.len() < 3 {
            return Ok(());
        }
        let chars = usize::from(u16_at(cur, 0).unwrap_or(0));
        let flags = cur[2];
        cur = &cur[3..];
        let mut runs = 0usize;
        let mut extension = 0usize;
        if flags & 0x8 != 0 {
            let Some(n) = u16_at(cur, 0) else {
                return cut("run count");
            };
            runs = usize::from(n);
            cur = &cur[2..];
        }
        if flags & 0x4 != 0 {
            let Some(n) = u32_at(cur, 0) else {
                return cut("extension size");
            };
            // calamine reads an i32 and takes it as usize.
            extension = n as i32 as usize;
            cur = &cur[4..];
        }
        let (mut left, mut wide) = (chars, flags & 0x1 != 0);
        while left > 0 {
            let n = if wide {
                (cur.len() / 2).min(left)
            } else {
                cur.len().min(left)
            };
            cur = &cur[if wide { 2 * n } else { n }..];
            left -= n;
            if left > 0 {
                let Some(next) = conts.next() else {
                    return Ok(());
                };
                let Some((&flag, rest)) = next.split_first() else {
                    return cut("continuation");
                };
                wide = flag & 0x1 != 0;
                cur = rest;
            }
        }
        sizes.push(3 * chars as u64);
        for mut skip in [runs * 4, extension] {
            while skip > 0 {
                if cur.is_empty() {
                    match conts.next() {
                        Some(c) => cur = c,
                        None => return Ok(()),
                    }
                }
                let n = skip.min(cur.len());
                cur = &cur[n..];
                skip -= n;
            }
        }
    }
}

/// The workbook globals up to their EOF record (record lengths, the small records read at fixed offsets,
/// sheet offsets inside the stream), then each sheet's cell addresses. Returns where the formulas'
/// token lengths are, and what calamine and Raduno would hold, in bytes ([`Memory`]).
fn check_globals(stream: &[u8]) -> Result<(Vec<usize>, Memory), String> {
    let mut sheets = Vec::new();
    let mut names = Vec::new();
    let mut strings = Vec::new();
    let mut all = records(stream, 0).peekable();
    while let Some(record) = all.next() {
        let (typ, data) = record?;
        if typ == 0x000A {
            break;
        }
        if typ == 0x00FC {
            // The shared strings and the CONTINUE records that follow, which calamine reads as one
            // (a second table replaces the first).
            let mut cont = Vec::new();
            while let Some(Ok((0x003C, c))) = all.peek() {
                cont.push(*c);
                all.next();
            }
            strings.clear();
            check_sst(data, &cont, &mut strings)?;
        }
        let min = match typ {
            0x0809 | 0x0042 | 0x0022 | 0x002F | 0x0017 => 2,
            0x0085 => 8,
            _ => 0,
        };
        if data.len() < min {
            return Err(format!("record {typ:#06x} is too short"));
        }
        if typ == 0x0018 {
            // NAME (a defined name): calamine reads the name from byte 14 and the formula's last `cce`
            // bytes without checking either; the formula is set to none (cce = 0), Raduno needs no name.
            let chars = data.get(3).map_or(0, |&c| usize::from(c));
            let wide = data.get(14).map_or(0, |&f| usize::from(f & 1));
            if data.len() < 15 + chars * (1 + wide) {
                return Err("a NAME record is too short".into());
            }
            names.push(data.as_ptr() as usize - stream.as_ptr() as usize + 4);
        }
        if typ == 0x0085 {
            let pos = u32_at(data, 0).ok_or("sheet record")? as usize;
            if pos > stream.len() {
                return Err("a sheet starts past the end of the workbook stream".into());
            }
            sheets.push(pos);
        }
    }
    let mut memory = Memory {
        // The string table: each string and its place in calamine's vector (which may double).
        strings: strings.iter().sum::<u64>() + 3 * STRING * strings.len() as u64,
        // Each sheet record: its name, held twice, in a vector that may double.
        sheet_names: sheets.len() as u64 * (2 * 3 * 255 + 3 * 64),
        ..Memory::default()
    };
    let mut formulas = names;
    // Every sheet record is read, even two that start at the same place: each costs its own memory.
    for pos in sheets {
        let mut found = Vec::new();
        let sheet = check_sheet(&stream[pos..], &strings, &mut found)?;
        memory.add(&sheet);
        formulas.extend(found.into_iter().map(|p| p + pos));
    }
    Ok((formulas, memory))
}

// ---------------------------------------------------------------- memory

/// Bytes calamine 0.38 takes for its values on a 64-bit target (a browser's wasm32 takes less): a
/// collected cell (`Cell<Data>`), a collected formula (`Cell<String>`), a cell of a sheet's dense range
/// (`Data`) and of its formula range (`String`), a string in a vector, a merged range.
const CELL: u64 = 40;
const FORMULA: u64 = 32;
const DENSE: u64 = 32;
const STRING: u64 = 24;
const MERGE: u64 = 16;
/// A formula's text as calamine keeps it: its tokens zeroed by this guard, calamine keeps the message
/// "Unrecognised formula for cell (row, col): …" instead.
const FORMULA_TEXT: u64 = 128;
/// Raduno's sparse grid (`workbook::cells::Grid`): a cell in a row's ordered map, and a row's map.
const GRID_CELL: u64 = 96;
const GRID_ROW: u64 = 512;

/// What one sheet makes calamine and Raduno hold, counted from its records.
#[derive(Default)]
struct SheetCost {
    /// Values calamine collects (one a cell record, one a MulRk column), and formulas.
    cells: u64,
    formulas: u64,
    /// Cells a DIMENSIONS record makes calamine reserve.
    reserved: u64,
    /// Text bytes calamine allocates for the values: what each string claims (calamine reserves
    /// its claimed length before it reads it), 3 bytes a character.
    text_held: u64,
    /// Text bytes a copy of the values holds (what is really there).
    text_copied: u64,
    /// The boxes of the values and of the formulas (calamine makes each a dense range), the rows.
    values: u64,
    formula_values: u64,
    rows: u64,
    merges: u64,
}

impl SheetCost {
    /// A Label, RString or String record's text (a character count, a flags byte, the characters).
    fn text(&mut self, string: &[u8]) {
        let claimed = u64::from(u16_at(string, 0).unwrap_or(0));
        let wide = string.get(2).is_some_and(|f| f & 1 != 0);
        let there = string.len().saturating_sub(3) as u64 / if wide { 2 } else { 1 };
        self.text_held += 3 * claimed;
        self.text_copied += 3 * claimed.min(there);
    }

    /// Held once calamine has read the sheet: the two dense ranges, the texts, the merged ranges.
    fn kept(&self) -> u64 {
        DENSE * self.values
            + STRING * self.formula_values
            + self.text_held
            + FORMULA_TEXT * self.formulas
            + 2 * MERGE * self.merges
    }

    /// Held while calamine reads the sheet, besides what it keeps: the collected cells and formulas
    /// (vectors that may double, the old and new buffers live at once), a formula's token buffer.
    fn reading(&self) -> u64 {
        CELL * (self.reserved + 3 * self.cells) + 3 * FORMULA * self.formulas + 65_536
    }

    /// Held by Raduno while it reads the sheet: calamine's range copied.
    fn copy(&self) -> u64 {
        DENSE * self.values + self.text_copied
    }

    /// Held by Raduno's sparse grid of the sheet, kept with the others.
    fn grid(&self) -> u64 {
        GRID_CELL * self.cells + GRID_ROW * self.rows + self.text_copied
    }
}

/// What reading a workbook would hold at most, in bytes, summed from its records.
#[derive(Default)]
pub(crate) struct Memory {
    strings: u64,
    sheet_names: u64,
    kept: u64,
    reading: u64,
    copy: u64,
    grids: u64,
}

impl Memory {
    fn add(&mut self, sheet: &SheetCost) {
        self.kept += sheet.kept();
        self.reading = self.reading.max(sheet.reading());
        self.copy = self.copy.max(sheet.copy());
        self.grids += sheet.grid();
    }

    /// The whole: the file's own copies (the patched file, the streams calamine and this guard read, the
    /// record lists: [`FILE_COPIES`] times the file), the string table, every sheet calamine keeps, the
    /// largest sheet being read, Raduno's grids and its copy of the largest sheet.
    pub(crate) fn total(&self, file_len: usize) -> u64 {
        FILE_COPIES * file_len as u64
            + self.strings
            + self.sheet_names
            + self.kept
            + self.reading
            + self.copy
            + self.grids
    }
}

/// The copies of the file that reading it makes (this guard's patched file and streams, calamine's
/// sectors and streams, the lists of CONTINUE records).
const FILE_COPIES: u64 = 12;
