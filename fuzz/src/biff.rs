//! A tiny legacy `.xls` writer (a compound file holding one BIFF8 `Workbook` stream), for the fuzz
//! seeds and for tests/damaged.rs (which includes this file): sheets of text and number cells, shared
//! strings (the SST, split into CONTINUE records as Excel splits it, strings cut in the middle too),
//! formulas with their value, MulRk rows, merged ranges, and a DIMENSIONS record that may claim
//! anything. The compound file takes as many FAT sectors as the stream needs.

/// One cell: row, column, value.
pub enum Value {
    Text(String),
    Number(f64),
    /// A shared string (a LabelSst record pointing into the SST).
    Shared(String),
    /// A formula whose cached value is this number.
    Formula(f64),
    /// Whole numbers from this column on, one MulRk record.
    Rks(Vec<i32>),
}

pub struct Sheet {
    pub name: String,
    pub cells: Vec<(u16, u16, Value)>,
    /// DIMENSIONS as written: first row, last row + 1, first column, last column + 1. `None`: the
    /// cells' own box.
    pub dimensions: Option<(u32, u32, u16, u16)>,
}

/// The most data one record holds (MS-XLS 2.1.4); the SST goes on in CONTINUE records.
const MAX_RECORD: usize = 8224;

fn record(out: &mut Vec<u8>, typ: u16, data: &[u8]) {
    out.extend_from_slice(&typ.to_le_bytes());
    out.extend_from_slice(&(data.len() as u16).to_le_bytes());
    out.extend_from_slice(data);
}

fn bof(kind: u16) -> Vec<u8> {
    let mut d = Vec::new();
    d.extend_from_slice(&0x0600u16.to_le_bytes());
    d.extend_from_slice(&kind.to_le_bytes());
    d.extend_from_slice(&0x0DBBu16.to_le_bytes());
    d.extend_from_slice(&0x07CCu16.to_le_bytes());
    d.extend_from_slice(&[0; 8]);
    d
}

/// The shared strings of every sheet, in order of first use.
fn shared_strings(sheets: &[Sheet]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for s in sheets {
        for (_, _, v) in &s.cells {
            if let Value::Shared(t) = v {
                if !out.contains(t) {
                    out.push(t.clone());
                }
            }
        }
    }
    out
}

/// The SST record and its CONTINUE records: strings in UTF-16 (flag 1); a string that does not fit
/// goes on in the next record after a new flag byte, as Excel writes it.
fn sst(out: &mut Vec<u8>, strings: &[String]) {
    let mut records: Vec<Vec<u8>> = vec![Vec::new()];
    let total = strings.len() as u32;
    records[0].extend_from_slice(&total.to_le_bytes());
    records[0].extend_from_slice(&total.to_le_bytes());
    for s in strings {
        let units: Vec<u16> = s.encode_utf16().take(0xFFFF).collect();
        // The header (count and flags) is never split.
        if records.last().map_or(0, Vec::len) + 5 > MAX_RECORD {
            records.push(Vec::new());
        }
        let cur = records.last_mut().expect("a record");
        cur.extend_from_slice(&(units.len() as u16).to_le_bytes());
        cur.push(1);
        let mut rest = &units[..];
        loop {
            let cur = records.last_mut().expect("a record");
            let room = (MAX_RECORD - cur.len()) / 2;
            let n = room.min(rest.len());
            for u in &rest[..n] {
                cur.extend_from_slice(&u.to_le_bytes());
            }
            rest = &rest[n..];
            if rest.is_empty() {
                break;
            }
            records.push(vec![1]);
        }
    }
    for (k, r) in records.iter().enumerate() {
        record(out, if k == 0 { 0x00FC } else { 0x003C }, r);
    }
}

/// A cell record's row, column and format.
fn cell_head(r: u16, c: u16) -> Vec<u8> {
    let mut d = Vec::new();
    d.extend_from_slice(&r.to_le_bytes());
    d.extend_from_slice(&c.to_le_bytes());
    d.extend_from_slice(&15u16.to_le_bytes());
    d
}

/// An RK number holding a whole number (MS-XLS 2.5.217: bit 1 set, the integer shifted by 2).
fn rk(v: i32) -> [u8; 4] {
    (((v << 2) as u32) | 2).to_le_bytes()
}

fn sheet_body(s: &Sheet, strings: &[String]) -> Vec<u8> {
    let mut b = Vec::new();
    record(&mut b, 0x0809, &bof(0x0010));
    let dims = s.dimensions.unwrap_or_else(|| {
        let rows = s.cells.iter().map(|c| u32::from(c.0));
        let cols = s.cells.iter().map(|c| match &c.2 {
            Value::Rks(v) => c.1 + v.len().saturating_sub(1) as u16,
            _ => c.1,
        });
        (
            rows.clone().min().unwrap_or(0),
            rows.max().map_or(0, |r| r + 1),
            s.cells.iter().map(|c| c.1).min().unwrap_or(0),
            cols.max().map_or(0, |c| c + 1),
        )
    });
    let mut d = Vec::new();
    d.extend_from_slice(&dims.0.to_le_bytes());
    d.extend_from_slice(&dims.1.to_le_bytes());
    d.extend_from_slice(&dims.2.to_le_bytes());
    d.extend_from_slice(&dims.3.to_le_bytes());
    d.extend_from_slice(&[0, 0]);
    record(&mut b, 0x0200, &d);
    for (r, c, v) in &s.cells {
        let mut d = cell_head(*r, *c);
        match v {
            Value::Number(f) => {
                d.extend_from_slice(&f.to_le_bytes());
                record(&mut b, 0x0203, &d);
            }
            Value::Text(t) => {
                let units: Vec<u16> = t.encode_utf16().take(255).collect();
                d.extend_from_slice(&(units.len() as u16).to_le_bytes());
                d.push(1);
                for u in units {
                    d.extend_from_slice(&u.to_le_bytes());
                }
                record(&mut b, 0x0204, &d);
            }
            Value::Shared(t) => {
                let i = strings.iter().position(|x| x == t).unwrap_or(0) as u32;
                d.extend_from_slice(&i.to_le_bytes());
                record(&mut b, 0x00FD, &d);
            }
            Value::Formula(f) => {
                // The cached value, options, a reserved chain, then the tokens: one PtgNum.
                d.extend_from_slice(&f.to_le_bytes());
                d.extend_from_slice(&0u16.to_le_bytes());
                d.extend_from_slice(&0u32.to_le_bytes());
                d.extend_from_slice(&9u16.to_le_bytes());
                d.push(0x1F);
                d.extend_from_slice(&f.to_le_bytes());
                record(&mut b, 0x0006, &d);
            }
            Value::Rks(values) => {
                let mut d = Vec::new();
                d.extend_from_slice(&r.to_le_bytes());
                d.extend_from_slice(&c.to_le_bytes());
                for v in values {
                    d.extend_from_slice(&15u16.to_le_bytes());
                    d.extend_from_slice(&rk(*v));
                }
                let last = c + values.len().saturating_sub(1) as u16;
                d.extend_from_slice(&last.to_le_bytes());
                record(&mut b, 0x00BD, &d);
            }
        }
    }
    // The first two cells merged, when the sheet has a header row of two.
    if s.cells.len() >= 2 && s.cells[0].0 == s.cells[1].0 {
        let (r, c) = (s.cells[0].0, s.cells[0].1);
        let mut d = 1u16.to_le_bytes().to_vec();
        for v in [r, r, c, c] {
            d.extend_from_slice(&v.to_le_bytes());
        }
        record(&mut b, 0x00E5, &d);
    }
    record(&mut b, 0x000A, &[]);
    b
}

/// The BIFF8 `Workbook` stream.
pub fn workbook_stream(sheets: &[Sheet]) -> Vec<u8> {
    let strings = shared_strings(sheets);
    let globals = |offsets: &[u32]| {
        let mut g = Vec::new();
        record(&mut g, 0x0809, &bof(0x0005));
        record(&mut g, 0x0042, &1200u16.to_le_bytes());
        for (s, off) in sheets.iter().zip(offsets) {
            let mut d = Vec::new();
            d.extend_from_slice(&off.to_le_bytes());
            d.extend_from_slice(&[0, 0]);
            let name: Vec<u8> = s.name.bytes().take(31).collect();
            d.push(name.len() as u8);
            d.push(0);
            d.extend_from_slice(&name);
            record(&mut g, 0x0085, &d);
        }
        if !strings.is_empty() {
            sst(&mut g, &strings);
        }
        record(&mut g, 0x000A, &[]);
        g
    };
    let bodies: Vec<Vec<u8>> = sheets.iter().map(|s| sheet_body(s, &strings)).collect();
    let mut offsets = vec![0u32; sheets.len()];
    let mut at = globals(&offsets).len() as u32;
    for (o, b) in offsets.iter_mut().zip(&bodies) {
        *o = at;
        at += b.len() as u32;
    }
    let mut stream = globals(&offsets);
    for b in bodies {
        stream.extend_from_slice(&b);
    }
    stream
}

/// A compound file (512-byte sectors) holding `stream` as `Workbook`; the stream is padded to 4096
/// bytes so that it lives in ordinary sectors. Layout: the FAT sectors, the directory, the stream.
/// At most 109 FAT sectors (the header's own list): a stream of about 7 MB.
pub fn compound_file(stream: &[u8]) -> Vec<u8> {
    const END: u32 = 0xFFFF_FFFE;
    const FREE: u32 = 0xFFFF_FFFF;
    const FAT_SECTOR: u32 = 0xFFFF_FFFD;
    let len = stream.len().max(4096);
    let n = len.div_ceil(512);
    // FAT sectors: enough entries for themselves, the directory and the stream.
    let mut fats = 1;
    while fats * 128 < fats + 1 + n {
        fats += 1;
    }
    assert!(fats <= 109, "the tiny writer holds at most 109 FAT sectors");
    let dir = fats as u32;
    let first = dir + 1;
    let mut out = vec![0u8; 512];
    out[..8].copy_from_slice(&[0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]);
    out[24..26].copy_from_slice(&0x003Eu16.to_le_bytes());
    out[26..28].copy_from_slice(&3u16.to_le_bytes());
    out[28..30].copy_from_slice(&0xFFFEu16.to_le_bytes());
    out[30..32].copy_from_slice(&9u16.to_le_bytes());
    out[32..34].copy_from_slice(&6u16.to_le_bytes());
    out[44..48].copy_from_slice(&(fats as u32).to_le_bytes()); // FAT sectors
    out[48..52].copy_from_slice(&dir.to_le_bytes()); // first directory sector
    out[56..60].copy_from_slice(&4096u32.to_le_bytes()); // mini stream cutoff
    out[60..64].copy_from_slice(&END.to_le_bytes()); // mini FAT
    out[64..68].copy_from_slice(&0u32.to_le_bytes());
    out[68..72].copy_from_slice(&END.to_le_bytes()); // DIFAT sectors
    out[72..76].copy_from_slice(&0u32.to_le_bytes());
    for k in 0..109 {
        let v = if k < fats { k as u32 } else { FREE };
        out[76 + 4 * k..80 + 4 * k].copy_from_slice(&v.to_le_bytes());
    }
    let mut fat = vec![FAT_SECTOR; fats];
    fat.push(END); // the directory
    for k in 0..n {
        fat.push(if k + 1 == n {
            END
        } else {
            first + 1 + k as u32
        });
    }
    fat.resize(128 * fats, FREE);
    for v in fat {
        out.extend_from_slice(&v.to_le_bytes());
    }
    // The directory (root, Workbook, two empty entries).
    let entry = |name: &str, typ: u8, child: u32, start: u32, size: u32| {
        let mut e = vec![0u8; 128];
        let units: Vec<u16> = name.encode_utf16().collect();
        for (i, u) in units.iter().enumerate() {
            e[2 * i..2 * i + 2].copy_from_slice(&u.to_le_bytes());
        }
        e[64..66].copy_from_slice(&(2 * units.len() as u16 + 2).to_le_bytes());
        e[66] = typ;
        e[67] = 1;
        e[68..72].copy_from_slice(&FREE.to_le_bytes());
        e[72..76].copy_from_slice(&FREE.to_le_bytes());
        e[76..80].copy_from_slice(&child.to_le_bytes());
        e[116..120].copy_from_slice(&start.to_le_bytes());
        e[120..124].copy_from_slice(&size.to_le_bytes());
        e
    };
    out.extend(entry("Root Entry", 5, 1, END, 0));
    out.extend(entry("Workbook", 2, FREE, first, len as u32));
    let mut empty = vec![0u8; 128];
    for k in [68, 72, 76] {
        empty[k..k + 4].copy_from_slice(&FREE.to_le_bytes());
    }
    out.extend_from_slice(&empty);
    out.extend_from_slice(&empty);
    // The stream.
    out.extend_from_slice(stream);
    out.resize(512 * (2 + fats + n), 0);
    out
}

/// A whole `.xls`.
pub fn xls(sheets: &[Sheet]) -> Vec<u8> {
    compound_file(&workbook_stream(sheets))
}
