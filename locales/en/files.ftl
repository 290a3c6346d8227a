# Files that cannot blow up memory (crates/files/src/guard.rs, xls_guard/, xlsx_guard.rs).
files-too-much-memory = reading it would take more than { $most } MB of memory, the limit for a file of this size: the file is damaged or not a tournament workbook
