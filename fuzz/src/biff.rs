//! A tiny legacy `.xls` writer (a compound file holding one BIFF8 `Workbook` stream), for the fuzz
//! seeds and for tests/damaged.rs (which includes this file): sheets of text and number cells, and a
//! DIMENSIONS record that may claim anything.

/// One cell: row, column, value.
pub enum Value {
    Text(String),
    Number(f64),
}

pub struct Sheet {
    pub name: String,
    pub cells: Vec<(u16, u16, Value)>,
    /// DIMENSIONS as written: first row, last row + 1, first column, last column + 1. `None`: the
    /// cells' own box.
    pub dimensions: Option<(u32, u32, u16, u16)>,
}

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

/// The BIFF8 `Workbook` stream.
pub fn workbook_stream(sheets: &[Sheet]) -> Vec<u8> {
    let globals_len = |offsets: &[u32]| {
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
        record(&mut g, 0x000A, &[]);
        g
    };
    let mut bodies = Vec::new();
    for s in sheets {
        let mut b = Vec::new();
        record(&mut b, 0x0809, &bof(0x0010));
        let dims = s.dimensions.unwrap_or_else(|| {
            let rows = s.cells.iter().map(|c| u32::from(c.0));
            let cols = s.cells.iter().map(|c| c.1);
            (
                rows.clone().min().unwrap_or(0),
                rows.max().map_or(0, |r| r + 1),
                cols.clone().min().unwrap_or(0),
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
            let mut d = Vec::new();
            d.extend_from_slice(&r.to_le_bytes());
            d.extend_from_slice(&c.to_le_bytes());
            d.extend_from_slice(&15u16.to_le_bytes());
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
            }
        }
        record(&mut b, 0x000A, &[]);
        bodies.push(b);
    }
    let mut offsets = vec![0u32; sheets.len()];
    let mut at = globals_len(&offsets).len() as u32;
    for (o, b) in offsets.iter_mut().zip(&bodies) {
        *o = at;
        at += b.len() as u32;
    }
    let mut stream = globals_len(&offsets);
    for b in bodies {
        stream.extend_from_slice(&b);
    }
    stream
}

/// A compound file (512-byte sectors, one FAT sector) holding `stream` as `Workbook`; the stream is
/// padded to 4096 bytes so that it lives in ordinary sectors. At most 126 sectors (63 KB).
pub fn compound_file(stream: &[u8]) -> Vec<u8> {
    const END: u32 = 0xFFFF_FFFE;
    const FREE: u32 = 0xFFFF_FFFF;
    let len = stream.len().max(4096);
    let n = len.div_ceil(512);
    assert!(n <= 126, "the tiny writer holds at most 126 sectors");
    let mut out = vec![0u8; 512];
    out[..8].copy_from_slice(&[0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]);
    out[24..26].copy_from_slice(&0x003Eu16.to_le_bytes());
    out[26..28].copy_from_slice(&3u16.to_le_bytes());
    out[28..30].copy_from_slice(&0xFFFEu16.to_le_bytes());
    out[30..32].copy_from_slice(&9u16.to_le_bytes());
    out[32..34].copy_from_slice(&6u16.to_le_bytes());
    out[44..48].copy_from_slice(&1u32.to_le_bytes()); // FAT sectors
    out[48..52].copy_from_slice(&1u32.to_le_bytes()); // first directory sector
    out[56..60].copy_from_slice(&4096u32.to_le_bytes()); // mini stream cutoff
    out[60..64].copy_from_slice(&END.to_le_bytes()); // mini FAT
    out[64..68].copy_from_slice(&0u32.to_le_bytes());
    out[68..72].copy_from_slice(&END.to_le_bytes()); // DIFAT sectors
    out[72..76].copy_from_slice(&0u32.to_le_bytes());
    for k in 0..109 {
        let v = if k == 0 { 0 } else { FREE };
        out[76 + 4 * k..80 + 4 * k].copy_from_slice(&v.to_le_bytes());
    }
    // Sector 0: the FAT.
    let mut fat = vec![0xFFFF_FFFDu32, END];
    for k in 0..n {
        fat.push(if k + 1 == n { END } else { 3 + k as u32 });
    }
    fat.resize(128, FREE);
    for v in fat {
        out.extend_from_slice(&v.to_le_bytes());
    }
    // Sector 1: the directory (root, Workbook, two empty entries).
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
    out.extend(entry("Workbook", 2, FREE, 2, len as u32));
    let mut empty = vec![0u8; 128];
    for k in [68, 72, 76] {
        empty[k..k + 4].copy_from_slice(&FREE.to_le_bytes());
    }
    out.extend_from_slice(&empty);
    out.extend_from_slice(&empty);
    // Sectors 2…: the stream.
    out.extend_from_slice(stream);
    out.resize(512 * (3 + n), 0);
    out
}

/// A whole `.xls`.
pub fn xls(sheets: &[Sheet]) -> Vec<u8> {
    compound_file(&workbook_stream(sheets))
}
