//! The legacy workbook's own words (the documents' rules (the workbook layout)): the labels, sheet names and table titles of the old
//! program's workbook and of its exports, which stay in Italian whatever the reader's language (the old
//! program, the federation's blank workbooks and the clubs' forum posts read them so). The writer
//! (`xlsx_out`), the exports in the old program's shape (`export`) and the command line's draw summary take
//! them from here; everything else a person reads is in the words catalogue (`locales/`).

/// The `TORNEO` sheet's labels, in their rows.
pub const VENUE: &str = "Sede Torneo";
pub const ORGANIZER: &str = "Organizzatore";
pub const NAME: &str = "Nome Torneo";
pub const FORMAT: &str = "Tipologia di Torneo";
pub const PLANNED_ROUNDS: &str = "Numero Turni Previsti";
pub const NOTE: &str = "Note";
pub const DATE: &str = "Data Torneo";
/// The round dates: round 1 on row 8 (0-based 7), as many rows as the 2025 workbook has at least.
pub const FIRST_DATE_ROW: u32 = 7;
pub const DATE_ROWS: u32 = 30;

/// The sheet (and export heading) of round `n`: "3° Turno".
pub fn round_title(n: u32) -> String {
    format!("{n}° Turno")
}

/// A table's title in a round sheet and in the exports: "Tavolo N°4".
pub fn table_title(n: u32) -> String {
    format!("Tavolo N°{n}")
}
