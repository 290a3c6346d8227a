//! The workbook globals (MS-XLS): the shared strings table and the sheets' offsets, checked against the
//! stream's length.

use super::cfb::u16_at;
use super::cfb::u32_at;
use super::memory::Memory;
use super::memory::STRING;
use super::records;
use super::sheet::check_sheet;

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
pub(super) fn check_globals(stream: &[u8]) -> Result<(Vec<usize>, Memory), String> {
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
