//! A sheet's substream checked before calamine reads it: its cells' addresses and the bounding box its
//! DIMENSIONS record claims.

use super::cfb::u16_at;
use super::cfb::u32_at;
use super::memory::SheetCost;
use super::records;

/// The most cells a sheet's bounding box may hold: calamine allocates the whole box (twice: values and
/// formulas), and reserves what a DIMENSIONS record claims, so a damaged cell address (row 65535,
/// column 65535) or a DIMENSIONS record (one asked for 51 TB) would ask for gigabytes. Tournament
/// sheets hold a few thousand cells; 500,000 cells cost calamine about 40 MB.
const MAX_CELLS: u64 = 500_000;

/// A sheet's records as calamine reads them (up to the sheet's own EOF, skipping embedded substreams
/// such as charts): the DIMENSIONS claim, the bounding box of the cell addresses, and what calamine
/// and Raduno would hold for the sheet ([`SheetCost`]). `strings`: the shared strings' sizes.
pub(super) fn check_sheet(
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
