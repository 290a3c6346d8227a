//! What calamine does not read of a legacy `.xls`: each sheet's column widths (COLINFO records), kept
//! to write the workbook back as read. The drop-down lists (DV records) and the formulas are not read:
//! their formulas are BIFF tokens, which the `.xls` guard blanks before calamine reads the file (its
//! formula parser slices the tokens unchecked), so only a formula's last value is kept.

use super::xlsx_layout::Layout;
use std::collections::HashMap;

/// The most column ranges read from one sheet.
const MOST: usize = 256;

/// Each sheet's layout, by sheet name (nothing when the stream does not read).
pub(crate) fn read(bytes: &[u8]) -> HashMap<String, Layout> {
    let mut out = HashMap::new();
    let Some(stream) = super::xls_guard::workbook_stream(bytes) else {
        return out;
    };
    let mut sheets = Vec::new();
    for record in super::xls_guard::stream_records(&stream, 0) {
        let Ok((typ, data)) = record else { break };
        if typ == 0x000A {
            break;
        }
        if typ == 0x0085 {
            if let Some(sheet) = boundsheet(data) {
                sheets.push(sheet);
            }
        }
    }
    for (pos, name) in sheets {
        if pos >= stream.len() {
            continue;
        }
        let mut layout = Layout::default();
        for record in super::xls_guard::stream_records(&stream, pos).skip(1) {
            let Ok((typ, data)) = record else { break };
            match typ {
                // EOF of the sheet, or the BOF of an embedded substream (a chart).
                0x000A | 0x0809 => break,
                0x007D if layout.columns.len() < MOST => {
                    if let Some(col) = colinfo(data) {
                        layout.columns.push(col);
                    }
                }
                _ => {}
            }
        }
        out.insert(name, layout);
    }
    out
}

/// A BOUNDSHEET record: the sheet's position in the stream and its name.
fn boundsheet(data: &[u8]) -> Option<(usize, String)> {
    let pos = u32::from_le_bytes(data.get(0..4)?.try_into().ok()?) as usize;
    let chars = usize::from(*data.get(6)?);
    let wide = data.get(7)? & 1 == 1;
    let body = data.get(8..)?;
    let name = if wide {
        let units: Vec<u16> = body
            .chunks_exact(2)
            .take(chars)
            .map(|c| u16::from_le_bytes([c[0], c[1]]))
            .collect();
        String::from_utf16_lossy(&units)
    } else {
        body.iter().take(chars).map(|&b| char::from(b)).collect()
    };
    Some((pos, name))
}

/// A COLINFO record: first and last column, width in characters (1/256 of a character), hidden.
fn colinfo(data: &[u8]) -> Option<(u16, u16, String, bool)> {
    let u = |k: usize| Some(u16::from_le_bytes(data.get(k..k + 2)?.try_into().ok()?));
    let (first, last, width, options) = (u(0)?, u(2)?, u(4)?, u(8)?);
    if first > last || last > 255 {
        return None;
    }
    let chars = f64::from(width) / 256.0;
    Some((first, last, format!("{chars}"), options & 1 == 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn column_records() {
        let rec = [1u8, 0, 2, 0, 0x00, 0x0A, 15, 0, 1, 0, 0, 0];
        assert_eq!(colinfo(&rec), Some((1, 2, "10".to_string(), true)));
        assert_eq!(colinfo(&rec[..4]), None);
        let sheet = [16u8, 0, 0, 0, 1, 0, 4, 0, b'D', b'a', b't', b'i'];
        assert_eq!(boundsheet(&sheet), Some((16, "Dati".to_string())));
    }
}
