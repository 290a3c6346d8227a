//! What calamine would reserve to read the file, record by record, summed to be held against the limit.

use super::cfb::u16_at;

// ---------------------------------------------------------------- memory

/// Bytes calamine 0.38 takes for its values on a 64-bit target (a browser's wasm32 takes less): a
/// collected cell (`Cell<Data>`), a collected formula (`Cell<String>`), a cell of a sheet's dense range
/// (`Data`) and of its formula range (`String`), a string in a vector, a merged range.
const CELL: u64 = 40;

const FORMULA: u64 = 32;

const DENSE: u64 = 32;

pub(super) const STRING: u64 = 24;

const MERGE: u64 = 16;

/// A formula's text as calamine keeps it: its tokens zeroed by this guard, calamine keeps the message
/// "Unrecognised formula for cell (row, col): …" instead.
const FORMULA_TEXT: u64 = 128;

/// Raduno's sparse grid (`workbook::cells::Grid`): a cell in a row's ordered map, and a row's map.
const GRID_CELL: u64 = 96;

const GRID_ROW: u64 = 512;

/// What one sheet makes calamine and Raduno hold, counted from its records.
#[derive(Default)]
pub(super) struct SheetCost {
    /// Values calamine collects (one a cell record, one a MulRk column), and formulas.
    pub(super) cells: u64,
    pub(super) formulas: u64,
    /// Cells a DIMENSIONS record makes calamine reserve.
    pub(super) reserved: u64,
    /// Text bytes calamine allocates for the values: what each string claims (calamine reserves
    /// its claimed length before it reads it), 3 bytes a character.
    pub(super) text_held: u64,
    /// Text bytes a copy of the values holds (what is really there).
    pub(super) text_copied: u64,
    /// The boxes of the values and of the formulas (calamine makes each a dense range), the rows.
    pub(super) values: u64,
    pub(super) formula_values: u64,
    pub(super) rows: u64,
    pub(super) merges: u64,
}

impl SheetCost {
    /// A Label, RString or String record's text (a character count, a flags byte, the characters).
    pub(super) fn text(&mut self, string: &[u8]) {
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
    pub(super) strings: u64,
    pub(super) sheet_names: u64,
    pub(super) kept: u64,
    pub(super) reading: u64,
    pub(super) copy: u64,
    pub(super) grids: u64,
}

impl Memory {
    pub(super) fn add(&mut self, sheet: &SheetCost) {
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
