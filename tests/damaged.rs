//! Damaged and hostile files: each reader of outside bytes answers with an error that names the damaged
//! part (or reads what is really there), never panics, and never reserves what a file merely claims.
//! The files are built here; memory is measured per thread by a counting allocator.

#[path = "../fuzz/src/biff.rs"]
#[allow(dead_code)]
mod biff;

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::io::{Read, Write};

use raduno::i18n::Localized;
use raduno::rating::RatingList;
use raduno_files::import_workbook;

// ---------------------------------------------------------------- memory, per thread

struct Counting;

thread_local! {
    static LIVE: Cell<isize> = const { Cell::new(0) };
    static PEAK: Cell<isize> = const { Cell::new(0) };
}

fn count(delta: isize) {
    let _ = LIVE.try_with(|l| {
        let now = l.get() + delta;
        l.set(now);
        let _ = PEAK.try_with(|p| p.set(p.get().max(now)));
    });
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        count(layout.size() as isize);
        System.alloc(layout)
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        count(layout.size() as isize);
        System.alloc_zeroed(layout)
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        count(-(layout.size() as isize));
        System.dealloc(ptr, layout)
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        count(new_size as isize - layout.size() as isize);
        System.realloc(ptr, layout, new_size)
    }
}

#[global_allocator]
static ALLOC: Counting = Counting;

/// Runs `f` and returns its value with the most bytes it had live at once.
fn peak<T>(f: impl FnOnce() -> T) -> (T, usize) {
    let base = LIVE.with(Cell::get);
    PEAK.with(|p| p.set(base));
    let value = f();
    let used = PEAK.with(Cell::get) - base;
    (value, used.max(0) as usize)
}

const LIMIT: usize = 64 << 20;

/// Whether `used` bytes are within what reading `bytes` may take (a floor and a multiple of its size).
fn within_bound(used: usize, bytes: &[u8]) -> bool {
    used as u64 <= raduno_files::memory_limit(bytes.len())
}

/// The records of a BIFF8 stream: where each starts, its type.
fn biff_records(stream: &[u8]) -> Vec<(usize, u16)> {
    let mut out = Vec::new();
    let mut at = 0;
    while at + 4 <= stream.len() {
        let typ = u16::from_le_bytes([stream[at], stream[at + 1]]);
        let len = u16::from_le_bytes([stream[at + 2], stream[at + 3]]) as usize;
        out.push((at, typ));
        at += 4 + len;
    }
    out
}

/// Refused as taking too much memory, in Italian and in English, having held no more than its bound.
fn refused_for_memory(bytes: &[u8], file: &str) {
    let (result, used) = peak(|| import_workbook(bytes, file));
    let err = result.expect_err("refused");
    let it = err.to_string();
    assert!(it.contains("MB di memoria") && it.contains(file), "{it}");
    let en = err.text(raduno::i18n::Lang::En);
    assert!(en.contains("MB of memory"), "{en}");
    assert!(
        within_bound(used, bytes),
        "{used} bytes held for a file of {} bytes",
        bytes.len()
    );
}

// ---------------------------------------------------------------- files

fn players_sheet(dimensions: Option<(u32, u32, u16, u16)>) -> biff::Sheet {
    use biff::Value::*;
    biff::Sheet {
        name: "Giocatori".into(),
        cells: vec![
            (0, 0, Text("ID".into())),
            (0, 1, Text("Cognome".into())),
            (0, 2, Text("Nome".into())),
            (1, 0, Number(1.0)),
            (1, 1, Text("Rossi".into())),
            (1, 2, Text("Anna".into())),
        ],
        dimensions,
    }
}

fn unzip(bytes: &[u8]) -> Vec<(String, Vec<u8>)> {
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(bytes)).expect("our own zip");
    (0..zip.len())
        .map(|i| {
            let mut f = zip.by_index(i).expect("entry");
            let name = f.name().expect("name").to_string();
            let mut data = Vec::new();
            f.read_to_end(&mut data).expect("inflate");
            (name, data)
        })
        .collect()
}

fn rezip(parts: &[(String, Vec<u8>)]) -> Vec<u8> {
    let mut w = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let options = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated);
    for (name, data) in parts {
        w.start_file(name.as_str(), options).expect("entry");
        w.write_all(data).expect("data");
    }
    w.finish().expect("zip").into_inner()
}

/// Replaces `from` with `to` in the part named `part`.
fn edit(parts: &mut [(String, Vec<u8>)], part: &str, from: &str, to: &str) {
    let p = parts
        .iter_mut()
        .find(|(n, _)| n == part)
        .unwrap_or_else(|| panic!("no part {part}"));
    let text = String::from_utf8(p.1.clone()).expect("XML");
    assert!(text.contains(from), "{part} has no {from:?}: {text}");
    p.1 = text.replacen(from, to, 1).into_bytes();
}

fn rating_list() -> RatingList {
    let mut csv = String::from("name,rating,category,games,city,last_tournament\n");
    for i in 0..200 {
        csv.push_str(&format!(
            "Giocatore{i:03} Nome,{},S,{},Città {i},2025-01-01\n",
            1000 + i,
            20 + i
        ));
    }
    RatingList::from_csv(&csv).expect("a valid list")
}

fn demo_workbook() -> Vec<u8> {
    let j = raduno::demo::demo_journal(
        raduno::format::FormatKind::Master,
        raduno::demo::DEMO_PLAYERS,
        1_780_000_000_000,
    );
    raduno_files::export_workbook(j.state(), j.entries(), raduno::i18n::Lang::It).expect("export")
}

/// A sheet part's `<sst …>` start tag with its counts set to `count`.
fn with_unique_count(bytes: &[u8], count: &str) -> Vec<u8> {
    let mut parts = unzip(bytes);
    let p = parts
        .iter_mut()
        .find(|(n, _)| n == "xl/sharedStrings.xml")
        .expect("a shared strings table");
    let text = String::from_utf8(p.1.clone()).expect("XML");
    let start = text.find("<sst").expect("sst");
    let end = start + text[start..].find('>').expect("tag end");
    let tag = format!(
        "<sst xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\" count=\"{count}\" uniqueCount=\"{count}\">"
    );
    p.1 = format!("{}{}{}", &text[..start], tag, &text[end + 1..]).into_bytes();
    rezip(&parts)
}

// ---------------------------------------------------------------- .xls

#[test]
fn an_xls_whose_dimensions_claim_terabytes_is_refused_naming_the_record() {
    // 4 billion rows × 256 columns: calamine 0.38 would reserve that many cells (51 TB-class requests).
    let bytes = biff::xls(&[players_sheet(Some((0, 4_000_000_000, 0, 256)))]);
    let (result, used) = peak(|| import_workbook(&bytes, "dimensioni.xls"));
    let err = result.expect_err("refused").to_string();
    assert!(err.contains("DIMENSIONS"), "{err}");
    assert!(err.contains("dimensioni.xls"), "{err}");
    assert!(used < LIMIT, "{used} bytes");
}

#[test]
fn an_xls_whose_dimensions_are_inverted_is_refused() {
    // First row after the last: calamine subtracts and overflows.
    let bytes = biff::xls(&[players_sheet(Some((70_000, 5, 0, 3)))]);
    let err = import_workbook(&bytes, "x.xls")
        .expect_err("refused")
        .to_string();
    assert!(err.contains("DIMENSIONS"), "{err}");
}

#[test]
fn an_honest_tiny_xls_is_read_through_the_guard() {
    // The same writer with true dimensions: the guard lets it through and calamine reads the cells
    // (the workbook is not a tournament, so the import names what is missing, not damage).
    let bytes = biff::xls(&[players_sheet(None)]);
    let err = import_workbook(&bytes, "x.xls")
        .expect_err("not a tournament")
        .to_string();
    assert!(!err.contains("danneggiato"), "{err}");
}

#[test]
fn a_truncated_xls_is_refused_naming_the_stream() {
    let bytes = biff::xls(&[players_sheet(None)]);
    let cut = &bytes[..bytes.len() - 2048];
    let err = import_workbook(cut, "corto.xls")
        .expect_err("refused")
        .to_string();
    assert!(err.contains("Workbook stream"), "{err}");
    assert!(err.contains("corto.xls"), "{err}");
}

// ---------------------------------------------------------------- .xls: memory a multiple of the file

/// The fuzz run's input of 90–128 KB that held 512 MB: Label records of a few bytes each
/// claiming 65,535 characters, for which calamine 0.38 reserves 64 KB apiece before reading them.
#[test]
fn an_xls_of_labels_claiming_65535_characters_is_refused_within_its_bound() {
    use biff::Value::*;
    let cells = (0..6000u16).map(|r| (r, 0, Text("x".into()))).collect();
    let mut stream = biff::workbook_stream(&[biff::Sheet {
        name: "Iscritti".into(),
        cells,
        dimensions: None,
    }]);
    for (at, typ) in biff_records(&stream) {
        if typ == 0x0204 {
            stream[at + 10..at + 12].copy_from_slice(&0xFFFFu16.to_le_bytes());
        }
    }
    let bytes = biff::compound_file(&stream);
    assert!((90_000..=128_000).contains(&bytes.len()), "{}", bytes.len());
    refused_for_memory(&bytes, "etichette.xls");
}

/// One long shared string and thousands of cells pointing at it: calamine copies the string into
/// every cell.
#[test]
fn an_xls_whose_cells_copy_one_long_shared_string_is_refused_within_its_bound() {
    use biff::Value::*;
    let long = "x".repeat(30_000);
    let cells = (0..5000u16).map(|r| (r, 0, Shared(long.clone()))).collect();
    let bytes = biff::xls(&[biff::Sheet {
        name: "Iscritti".into(),
        cells,
        dimensions: None,
    }]);
    assert!(bytes.len() < 160_000, "{}", bytes.len());
    refused_for_memory(&bytes, "condivise.xls");
}

/// Sheets of two cells far apart: each is within the 500,000-cell box a sheet may span, and calamine
/// makes each a dense range of 16 MB.
#[test]
fn an_xls_of_many_sparse_sheets_is_refused_within_its_bound() {
    use biff::Value::*;
    let sheets: Vec<biff::Sheet> = (0..40)
        .map(|k| biff::Sheet {
            name: format!("Foglio{k}"),
            cells: vec![(0, 0, Number(1.0)), (690, 690, Number(2.0))],
            dimensions: None,
        })
        .collect();
    let bytes = biff::xls(&sheets);
    assert!(bytes.len() < 16_000, "{}", bytes.len());
    refused_for_memory(&bytes, "fogli.xls");
}

/// The real workbooks (`../shared/fixtures`, read at test time, failing without them) and the legacy
/// corpus are read within their bound, and so is a large workbook of our own writer (shared strings
/// over CONTINUE records, formulas, MulRk rows).
#[test]
fn real_and_legacy_workbooks_are_read_within_their_bound() {
    let fixtures = format!("{}/../shared/fixtures", env!("CARGO_MANIFEST_DIR"));
    let legacy = format!("{}/tests/data/legacy", env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for name in ["ModuloTorneo-2025.xls", "ModuloTorneo-legacy.xls"] {
        let path = format!("{fixtures}/{name}");
        let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        files.push((name.to_string(), bytes));
    }
    for entry in std::fs::read_dir(&legacy).expect("the legacy corpus") {
        let path = entry.expect("an entry").path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        files.push((name, std::fs::read(&path).expect("a corpus file")));
    }
    assert!(files.len() >= 10, "{} files", files.len());
    for (name, bytes) in files {
        // Every sheet's cells are read (some corpus files need their own format to import).
        let (book, used) = peak(|| raduno_files::read_book(&bytes).map(|_| ()));
        assert_eq!(book, Ok(()), "{name}");
        let (_, import) = peak(|| import_workbook(&bytes, &name));
        println!(
            "{name}: {} bytes, {used} bytes held reading it, {import} importing it",
            bytes.len()
        );
        assert!(
            within_bound(used.max(import), &bytes),
            "{name}: {used} bytes held for a file of {} bytes",
            bytes.len()
        );
    }
    let (imported, _) = peak(|| {
        let path = format!("{fixtures}/ModuloTorneo-2025.xls");
        import_workbook(
            &std::fs::read(&path).expect("the fixture"),
            "ModuloTorneo-2025.xls",
        )
    });
    assert!(imported.is_ok(), "{imported:?}");
}

// ---------------------------------------------------------------- .xlsx

#[test]
fn an_xlsx_whose_shared_strings_claim_billions_is_read_as_it_really_is() {
    let honest = demo_workbook();
    let bomb = with_unique_count(&honest, "4000000000");
    let expected = import_workbook(&honest, "demo.xlsx").expect("the demo imports");
    let (result, used) = peak(|| import_workbook(&bomb, "demo.xlsx"));
    // The claim is dropped before calamine sees it: the same tournament, in bounded memory.
    let got = result.expect("the strings that are really there are read");
    assert_eq!(got.tournament.players, expected.tournament.players);
    assert!(used < LIMIT, "{used} bytes");
}

#[test]
fn an_xlsx_zip_bomb_is_refused_naming_the_part() {
    let mut parts = unzip(&demo_workbook());
    let sheet = parts
        .iter_mut()
        .find(|(n, _)| n.starts_with("xl/worksheets/"))
        .expect("a sheet");
    let name = sheet.0.clone();
    // 64 MB of blanks inflate from about 64 KB.
    sheet.1.extend(std::iter::repeat_n(b' ', 64 << 20));
    let bomb = rezip(&parts);
    drop(parts);
    assert!(bomb.len() < 1 << 20, "{} bytes", bomb.len());
    let (result, used) = peak(|| import_workbook(&bomb, "bomba.xlsx"));
    let err = result.expect_err("refused").to_string();
    assert!(err.contains(&name) && err.contains("MB"), "{err}");
    assert!(used < LIMIT, "{used} bytes");
}

/// One long shared string and thousands of cells pointing at it: each cell read holds its own copy.
#[test]
fn an_xlsx_whose_cells_copy_one_long_shared_string_is_refused_within_its_bound() {
    let mut wb = rust_xlsxwriter::Workbook::new();
    let ws = wb.add_worksheet();
    ws.set_name("Iscritti").expect("a name");
    let long = "x".repeat(20_000);
    for r in 0..20_000 {
        ws.write_string(r, 0, &long).expect("a cell");
    }
    let bytes = wb.save_to_buffer().expect("xlsx");
    assert!(bytes.len() < 160_000, "{}", bytes.len());
    refused_for_memory(&bytes, "condivise.xlsx");
}

#[test]
fn a_truncated_xlsx_is_refused_naming_the_zip() {
    let bytes = demo_workbook();
    let cut = &bytes[..bytes.len() / 2];
    let err = import_workbook(cut, "metà.xlsx")
        .expect_err("refused")
        .to_string();
    assert!(err.contains("zip"), "{err}");
    assert!(err.contains("metà.xlsx"), "{err}");
}

#[test]
fn an_xlsx_claiming_a_million_entries_is_refused() {
    let mut bytes = demo_workbook();
    let end = bytes
        .windows(4)
        .rposition(|w| w == b"PK\x05\x06")
        .expect("end record");
    bytes[end + 8..end + 12].copy_from_slice(&[0xFF, 0xFE, 0xFF, 0xFE]);
    let err = import_workbook(&bytes, "x.xlsx")
        .expect_err("refused")
        .to_string();
    assert!(err.contains("zip"), "{err}");
}

// ---------------------------------------------------------------- rating list

#[test]
fn the_rating_list_that_asked_for_805_mb_is_read_in_bounded_memory() {
    let list = rating_list();
    let honest = list.to_xlsx().expect("xlsx");
    // The claims of the 16 KB file: a shared strings table of billions, a sheet spanning the whole
    // grid, and a cell at its far corner.
    let mut parts = unzip(&with_unique_count(&honest, "805306368"));
    let sheet = "xl/worksheets/sheet1.xml";
    edit(
        &mut parts,
        sheet,
        "<dimension ref=\"",
        "<dimension ref=\"A1:XFD1048576\" x=\"",
    );
    edit(
        &mut parts,
        sheet,
        "</sheetData>",
        "<row r=\"1048576\"><c r=\"XFD1048576\" t=\"inlineStr\"><is><t>x</t></is></c></row></sheetData>",
    );
    let bomb = rezip(&parts);
    assert!(bomb.len() < 32 << 10, "{} bytes", bomb.len());
    let (result, used) = peak(|| RatingList::from_xlsx(&bomb));
    let read = result.expect("the list is read");
    assert_eq!(read.players, list.players);
    assert!(used < LIMIT, "{used} bytes");
}

#[test]
fn a_rating_list_bomb_is_refused_naming_the_part() {
    let mut parts = unzip(&rating_list().to_xlsx().expect("xlsx"));
    let p = parts
        .iter_mut()
        .find(|(n, _)| n == "xl/sharedStrings.xml")
        .expect("strings");
    p.1.extend(std::iter::repeat_n(b'\n', 40 << 20));
    let bomb = rezip(&parts);
    drop(parts);
    let (result, used) = peak(|| RatingList::from_xlsx(&bomb));
    let err = result.expect_err("refused").text(raduno::i18n::Lang::En);
    assert!(err.contains("xl/sharedStrings.xml"), "{err}");
    assert!(used < LIMIT, "{used} bytes");
}

#[test]
fn a_truncated_rating_list_or_one_that_is_not_xlsx_is_refused() {
    let bytes = rating_list().to_xlsx().expect("xlsx");
    for bad in [
        &bytes[..bytes.len() / 3],
        b"name,rating\nA,1\n".as_slice(),
        &[],
    ] {
        let err = RatingList::from_xlsx(bad)
            .expect_err("refused")
            .text(raduno::i18n::Lang::En);
        assert!(err.contains("unreadable xlsx file"), "{err}");
    }
}

/// Inputs the fuzz harness found (calamine's `cfb.rs` sliced past a truncated file when a stream of
/// length 0 pointed to a sector beyond it; `xls.rs` read short MergeCells, ExternSheet and shared-string
/// records): the guard refuses them before calamine reads them, so no panic happens at all (natively the
/// import boundary would catch one; in the browser it would abort).
#[test]
fn fuzz_found_xls_files_are_refused_without_a_panic() {
    use std::sync::atomic::{AtomicUsize, Ordering};
    static PANICS: AtomicUsize = AtomicUsize::new(0);
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {
        PANICS.fetch_add(1, Ordering::SeqCst);
    }));
    for name in [
        "xls-truncated-chain-1.bin",
        "xls-truncated-chain-2.bin",
        // The million-input run (docs/FILES.md, "Damaged files"): calamine's `parse_merge_cells` read a
        // MergeCells record's ranges past its end, `parse_extern_sheet` the count of an empty
        // ExternSheet, `parse_sst` a shared string's extension size past the record.
        "xls-short-mergecells.bin",
        "xls-short-externsheet.bin",
        "xls-sst-string-cut.bin",
    ] {
        let path = format!("{}/tests/data/fuzz/{name}", env!("CARGO_MANIFEST_DIR"));
        let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let result = import_workbook(&bytes, "fuzz.xls");
        assert!(result.is_err(), "{name} was read");
    }
    std::panic::set_hook(previous);
    assert_eq!(PANICS.load(Ordering::SeqCst), 0, "a reader panicked");
}

/// An input the fuzz run found (rating-xlsx, input 110,377): the XML declaration of the shared strings
/// holds a quoted `>` (`encoding="UTF-8<f …>1</f>"`), which ended the guard's old hand-made scan before
/// `<sst uniqueCount="4294967295">`; quick-xml, as calamine reads it, found the tag and calamine reserved
/// 103 GB: an abort. The guard now finds the tag as calamine does. Read in bounded memory, as a rating
/// list and as a workbook, and refused with a reason.
#[test]
fn fuzz_found_shared_strings_behind_a_declaration_holding_a_tag_are_read_in_bounded_memory() {
    let path = format!(
        "{}/tests/data/fuzz/rating-xlsx-declaration-holds-a-tag.bin",
        env!("CARGO_MANIFEST_DIR")
    );
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let (list, used) = peak(|| RatingList::from_xlsx(&bytes));
    assert!(used < LIMIT, "{used} bytes");
    // Other mutations of that input leave a sheet calamine cannot decode: refused with the reason.
    let refusal = list
        .expect_err("a damaged list was read")
        .text(raduno::i18n::Lang::En);
    assert!(refusal.contains("unreadable xlsx file"), "{refusal}");
    let (_, used) = peak(|| import_workbook(&bytes, "fuzz.xlsx"));
    assert!(used < LIMIT, "{used} bytes");
}
