//! A fuzz harness for every reader of outside bytes, on stable Rust (no cargo-fuzz, no nightly).
//!
//! Seeds come from real files (`--seeds DIR`; without it the field's fixtures in `../shared/fixtures`
//! beside the repository when they are there, read at run time and never copied into it, and the legacy
//! corpus `tests/data/legacy`) and from Raduno's own writers (legacy-layout `.xls` workbooks from the
//! tiny BIFF8 writer `biff.rs`, workbooks of a demo tournament, the rating list as xlsx and CSV, a
//! games CSV, a backup).
//! Each input is a seed with 1–8 mutations: bit flips, byte insertions and deletions, chunks copied,
//! splices with another seed, integer fields set to edge values, and, by format, mutations that know
//! the structure (the XML parts of an xlsx rebuilt into a new zip, zip bombs; BIFF8 record fields of an
//! `.xls`). Input `i` depends only on (`--rng`, `i`): `--replay i` writes it out again.
//!
//! Reported per target: inputs run, panics (each input saved under `--out`, even when the reader
//! caught the panic: in the browser there is no catching), the peak memory of one input (a counting
//! allocator: bytes live at once), of inputs of 90–128 KB in particular, and the process's VmHWM.
//! An input that holds more than its bound (`raduno_files::memory_limit`: a floor and a multiple of its
//! size) is counted and saved (`over-<target>-<i>.bin`). An allocation over 1 GB live fails, which
//! aborts the process: the runner sees the signal, and `<out>/<target>.at` holds the input's number.
//! Exit status 1 on any panic or any input over its bound.
//!
//! `cargo run --release --manifest-path fuzz/Cargo.toml -- [--target NAME|all] [--inputs N]
//!  [--seconds S] [--seeds DIR] [--rng N] [--out DIR] [--replay I]`

mod biff;

use std::alloc::{GlobalAlloc, Layout, System};
use std::io::{Read, Write};
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use raduno::format::FormatKind;
use raduno::journal::Event;

// ---------------------------------------------------------------- memory

struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);
const CAP: usize = 1 << 30;

fn grow(size: usize) -> bool {
    let now = LIVE.fetch_add(size, Relaxed) + size;
    if now > CAP {
        LIVE.fetch_sub(size, Relaxed);
        return false;
    }
    PEAK.fetch_max(now, Relaxed);
    true
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if !grow(layout.size()) {
            return std::ptr::null_mut();
        }
        System.alloc(layout)
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if !grow(layout.size()) {
            return std::ptr::null_mut();
        }
        System.alloc_zeroed(layout)
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Relaxed);
        System.dealloc(ptr, layout)
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if new_size > layout.size() {
            if !grow(new_size - layout.size()) {
                return std::ptr::null_mut();
            }
        } else {
            LIVE.fetch_sub(layout.size() - new_size, Relaxed);
        }
        System.realloc(ptr, layout, new_size)
    }
}

#[global_allocator]
static ALLOC: Counting = Counting;

fn vm_hwm_kb() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        })
        .unwrap_or(0)
}

// ---------------------------------------------------------------- randomness

struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x9E37_79B9_7F4A_7C15)
    }
    fn next(&mut self) -> u64 {
        // splitmix64
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
    fn chance(&mut self, one_in: usize) -> bool {
        self.below(one_in) == 0
    }
}

// ---------------------------------------------------------------- targets

#[derive(Clone, Copy, PartialEq)]
enum Target {
    Xls,
    Xlsx,
    RatingXlsx,
    RatingCsv,
    GamesCsv,
    BackupJson,
    ChangesJson,
}

const TARGETS: [(Target, &str); 7] = [
    (Target::Xls, "xls"),
    (Target::Xlsx, "xlsx"),
    (Target::RatingXlsx, "rating-xlsx"),
    (Target::RatingCsv, "rating-csv"),
    (Target::GamesCsv, "games-csv"),
    (Target::BackupJson, "backup-json"),
    (Target::ChangesJson, "changes-json"),
];

/// Reads the bytes as the app and the CLI do; the outcome itself does not matter, only that there is one.
fn run(target: Target, bytes: &[u8]) -> bool {
    match target {
        Target::Xls => raduno_files::import_workbook(bytes, "fuzz.xls").is_ok(),
        Target::Xlsx => raduno_files::import_workbook(bytes, "fuzz.xlsx").is_ok(),
        Target::RatingXlsx => raduno::rating::RatingList::from_xlsx(bytes).is_ok(),
        Target::RatingCsv => {
            raduno::rating::RatingList::from_csv(&String::from_utf8_lossy(bytes)).is_ok()
        }
        Target::GamesCsv => {
            raduno::rating::parse_games_csv(&String::from_utf8_lossy(bytes)).is_ok()
        }
        Target::BackupJson => raduno::persist::load(&String::from_utf8_lossy(bytes)).is_ok(),
        // A changes file from another device, merged through the journal's checks.
        Target::ChangesJson => {
            let text = String::from_utf8_lossy(bytes);
            let Ok(changes) = raduno::journal::Changes::parse(&text) else {
                return false;
            };
            static BASE: std::sync::OnceLock<raduno::journal::Journal> = std::sync::OnceLock::new();
            let mut j = BASE.get_or_init(|| journal(FormatKind::Master, 1)).clone();
            let source = raduno::journal::Source::File("fuzz.json".into());
            j.merge(&changes, &source, 1_780_000_100_000).is_ok()
        }
    }
}

// ---------------------------------------------------------------- seeds

fn journal(format: FormatKind, rounds: u32) -> raduno::journal::Journal {
    let mut j = raduno::demo::demo_journal(format, raduno::demo::DEMO_PLAYERS, 1_780_000_000_000);
    for number in 1..=rounds {
        let Ok(spec) = raduno::format::draw_spec(j.state(), number) else {
            break;
        };
        let Ok(drawn) = raduno::draw::draw(j.state(), &spec, u64::from(number)) else {
            break;
        };
        let tables = drawn.round.tables.clone();
        if j.execute(
            Event::RoundDrawn {
                round: drawn.round,
                conflicts: drawn.conflicts,
            },
            1_780_000_600_000,
        )
        .is_err()
        {
            break;
        }
        for (k, table) in tables.iter().enumerate() {
            let results = table
                .seats
                .iter()
                .enumerate()
                .map(|(s, seat)| {
                    let mut r =
                        raduno::model::SeatResult::points((seat.player * 13 + number * 7) % 60 + 5);
                    r.tie_order = Some(s as u8 + 1);
                    Some(r)
                })
                .collect();
            let _ = j.execute(
                Event::TableResults {
                    round: number,
                    table: k as u32 + 1,
                    results,
                    outcome: None,
                },
                1_780_000_900_000,
            );
        }
    }
    j
}

fn rating_list() -> raduno::rating::RatingList {
    let csv = "name,rating,category,games,city,last_tournament\n\
               Brusca Augusto,1510,S,120,Roma,2025-03-01\n\
               Rossi Anna,,P,3,Milano,\n\
               \"Verdi, Carlo\",1099,P,10,\"Bari\",2024-11-11\n\
               Neri Luca,2001,S,400,Torino,2025-01-05\n\
               # raduno-applied: 2025-03-01 abc123\n";
    raduno::rating::RatingList::from_csv(csv).unwrap_or_default()
}

/// A tournament workbook in the legacy layout (the documents' rules (the workbook layout): `TORNEO`, `Iscritti` with the header on row 3,
/// a round sheet in 3-row blocks), invented names, the texts shared (LabelSst), the IDs of the round
/// sheet as formulas, the round's points in MulRk rows.
fn legacy_sheets(players: u16) -> Vec<biff::Sheet> {
    use biff::{Sheet, Value::*};
    let torneo = Sheet {
        name: "TORNEO".into(),
        cells: vec![
            (1, 2, Shared("Sede Torneo".into())),
            (1, 3, Shared("Circolo del Dado".into())),
            (2, 2, Shared("Nome Torneo".into())),
            (2, 3, Shared(format!("Torneo di {players}"))),
            (3, 2, Shared("Tipologia di Torneo".into())),
            (3, 3, Shared("Master".into())),
            (4, 2, Shared("Numero Turni Previsti".into())),
            (4, 3, Number(3.0)),
        ],
        dimensions: None,
    };
    let header = [
        "ID",
        "Nome",
        "Cognome",
        "Nick Forum EG",
        "Club",
        "Partecipa Torneo",
        "Regione",
    ];
    let mut cells: Vec<(u16, u16, biff::Value)> = header
        .iter()
        .enumerate()
        .map(|(c, h)| (2, c as u16, Shared((*h).into())))
        .collect();
    let clubs = ["ROMA [Il Gufo]", "MILANO [Le Torri]", "BARI [Dadi Rossi]"];
    for k in 0..players {
        let r = 3 + k;
        cells.push((r, 0, Number(f64::from(k + 1))));
        cells.push((r, 1, Shared(format!("Nome{k}"))));
        cells.push((r, 2, Text(format!("Cognome{k}"))));
        cells.push((r, 4, Shared(clubs[usize::from(k) % 3].into())));
        cells.push((r, 5, Shared("SI".into())));
        cells.push((r, 6, Shared("LAZIO".into())));
    }
    let iscritti = Sheet {
        name: "Iscritti".into(),
        cells,
        dimensions: None,
    };
    let mut round = Vec::new();
    for t in 0..players / 4 {
        let r = 3 * t;
        round.push((r, 1, Shared(format!("Tavolo N°{}", t + 1))));
        for s in 0..4u16 {
            let id = 4 * t + s + 1;
            round.push((r + 1, 3 * s, Formula(f64::from(id))));
            round.push((r + 1, 3 * s + 1, Shared(format!("Nome{} Cognome{}", id - 1, id - 1))));
            round.push((r + 2, 3 * s + 1, Shared(clubs[usize::from(id - 1) % 3].into())));
        }
        round.push((r + 1, 12, Rks(vec![40, 30, 20, 10])));
    }
    let turno = Sheet {
        name: "1° Turno".into(),
        cells: round,
        dimensions: None,
    };
    vec![torneo, iscritti, turno]
}

/// Where real files are looked for when no `--seeds` is given: the field's fixtures beside the
/// repository (`../shared/fixtures`, never copied into it), the legacy corpus (`tests/data/legacy`).
fn default_seed_dirs() -> Vec<String> {
    let here = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    [
        here.join("../../shared/fixtures"),
        here.join("../tests/data/legacy"),
    ]
    .iter()
    .filter(|d| d.is_dir())
    .map(|d| d.display().to_string())
    .collect()
}

fn seeds(target: Target, dirs: &[String]) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    let ext: &[&str] = match target {
        Target::Xls => &["xls"],
        Target::Xlsx | Target::RatingXlsx => &["xlsx"],
        Target::RatingCsv | Target::GamesCsv => &["csv"],
        Target::BackupJson | Target::ChangesJson => &["json"],
    };
    for dir in dirs {
        let Ok(entries) = std::fs::read_dir(dir) else {
            continue;
        };
        let mut paths: Vec<_> = entries.flatten().map(|e| e.path()).collect();
        paths.sort();
        for p in paths {
            let e = p.extension().and_then(|e| e.to_str()).unwrap_or("");
            if ext.iter().any(|x| x.eq_ignore_ascii_case(e)) {
                if let Ok(b) = std::fs::read(&p) {
                    out.push(b);
                }
            }
        }
    }
    match target {
        Target::Xls => {
            // Workbooks of the legacy layout (invented names), from 4 to 900 players: the larger ones
            // hold shared strings split over CONTINUE records, as Excel writes them.
            for players in [4, 40, 900] {
                out.push(biff::xls(&legacy_sheets(players)));
            }
        }
        Target::Xlsx => {
            for (format, rounds) in [(FormatKind::Master, 2), (FormatKind::OthelloSwiss, 1)] {
                let j = journal(format, rounds);
                if let Ok(b) =
                    raduno_files::export_workbook(j.state(), j.entries(), raduno::i18n::Lang::It)
                {
                    out.push(b);
                }
            }
            let clubs: Vec<String> = ["Dadi Rossi", "La Torre Nera"]
                .iter()
                .map(|s| s.to_string())
                .collect();
            if let Ok(b) = raduno_files::blank_workbook(&clubs) {
                out.push(b);
            }
        }
        Target::RatingXlsx => {
            if let Ok(b) = rating_list().to_xlsx() {
                out.push(b);
            }
        }
        Target::RatingCsv => out.push(rating_list().to_csv().into_bytes()),
        Target::GamesCsv => {
            out.push(
                b"round,black,white,black_discs,white_discs\n1,Rossi Anna,Verdi Carlo,40,24\n\
                  1,Neri Luca,Brusca Augusto,32,32\n2,Verdi Carlo,Neri Luca,0,64\n# note\n"
                    .to_vec(),
            );
            out.push(
                "turno;nero;bianco;pedine_nero;pedine_bianco\n1;\"Rossi; Anna\";Verdi;33;31\n"
                    .into(),
            );
        }
        Target::BackupJson => {
            for (format, rounds) in [
                (FormatKind::Master, 1),
                (FormatKind::TestaATesta, 1),
                (FormatKind::OthelloSwiss, 1),
                (FormatKind::Gufo, 0),
            ] {
                let j = journal(format, rounds);
                out.push(
                    raduno::persist::Saved::new(format!("fuzz-{format:?}"), j)
                        .to_text()
                        .into_bytes(),
                );
            }
        }
        Target::ChangesJson => {
            for rounds in [0, 1] {
                out.push(
                    journal(FormatKind::Master, rounds)
                        .changes(None)
                        .to_text()
                        .into_bytes(),
                );
            }
        }
    }
    out
}

// ---------------------------------------------------------------- mutations

const EDGE_INTS: [u64; 14] = [
    0,
    1,
    2,
    0x7F,
    0x80,
    0xFF,
    0x100,
    0x7FFF,
    0xFFFF,
    0x1_0000,
    0x7FFF_FFFF,
    0xFFFF_FFFE,
    0xFFFF_FFFF,
    0x0010_0000,
];

const TOKENS: [&str; 24] = [
    "\"",
    ",",
    ";",
    "\n",
    "\r\n",
    "#",
    "\u{feff}",
    "-1",
    "99999999999999999999",
    "1e308",
    "NaN",
    "-0",
    "0.5",
    "[",
    "]",
    "{",
    "}",
    "null",
    ":",
    "\\u0000",
    "\u{FFFD}",
    "é",
    "\"\"",
    "4294967296",
];

fn edge(rng: &mut Rng, len: usize) -> u64 {
    match rng.below(4) {
        0 => rng.next(),
        1 => len as u64 + rng.below(3) as u64,
        _ => EDGE_INTS[rng.below(EDGE_INTS.len())],
    }
}

fn put_int(data: &mut [u8], at: usize, width: usize, v: u64) {
    for k in 0..width {
        if let Some(b) = data.get_mut(at + k) {
            *b = (v >> (8 * k)) as u8;
        }
    }
}

/// One byte-level mutation.
fn mutate_bytes(rng: &mut Rng, data: &mut Vec<u8>, seeds: &[Vec<u8>]) {
    let len = data.len();
    match rng.below(10) {
        0 | 1 if len > 0 => {
            let at = rng.below(len);
            data[at] ^= 1 << rng.below(8);
        }
        2 if len > 0 => {
            let at = rng.below(len);
            data[at] = [0, 0xFF, 0x7F, 0x80, rng.next() as u8][rng.below(5)];
        }
        3 => {
            let at = rng.below(len + 1);
            let n = 1 + rng.below(16);
            let bytes: Vec<u8> = (0..n).map(|_| rng.next() as u8).collect();
            data.splice(at..at, bytes);
        }
        4 if len > 0 => {
            let at = rng.below(len);
            let n = (1 + rng.below(64)).min(len - at);
            data.drain(at..at + n);
        }
        5 if len > 0 => {
            // Copy a chunk elsewhere (also how inputs grow).
            let from = rng.below(len);
            let n = (1 + rng.below(4096)).min(len - from);
            let chunk = data[from..from + n].to_vec();
            let at = rng.below(len + 1);
            data.splice(at..at, chunk);
        }
        6 if len > 0 && !seeds.is_empty() => {
            let other = &seeds[rng.below(seeds.len())];
            if !other.is_empty() {
                let a = rng.below(len);
                let b = rng.below(other.len());
                data.truncate(a);
                data.extend_from_slice(&other[b..]);
            }
        }
        7 if len > 0 => data.truncate(rng.below(len)),
        8 if len > 0 => {
            let width = [1, 2, 4, 8][rng.below(4)];
            let at = rng.below(len);
            let v = edge(rng, len);
            put_int(data, at, width, v);
        }
        _ => {
            let at = rng.below(len + 1);
            let t = TOKENS[rng.below(TOKENS.len())].as_bytes().to_vec();
            data.splice(at..at, t);
        }
    }
}

/// Replaces a run of digits with an edge number (a count, a size, an index, a cell address).
fn mutate_number(rng: &mut Rng, data: &mut Vec<u8>) {
    let runs: Vec<(usize, usize)> = {
        let mut v = Vec::new();
        let mut i = 0;
        while i < data.len() && v.len() < 4096 {
            if data[i].is_ascii_digit() {
                let s = i;
                while i < data.len() && data[i].is_ascii_digit() {
                    i += 1;
                }
                v.push((s, i));
            } else {
                i += 1;
            }
        }
        v
    };
    if runs.is_empty() {
        return;
    }
    let (s, e) = runs[rng.below(runs.len())];
    let v = match rng.below(3) {
        0 => EDGE_INTS[rng.below(EDGE_INTS.len())].to_string(),
        1 => [
            "18446744073709551616",
            "1048576",
            "16384",
            "4000000000",
            "0",
            "-1",
        ][rng.below(6)]
        .to_string(),
        _ => (rng.next() % 100_000_000).to_string(),
    };
    data.splice(s..e, v.into_bytes());
}

/// BIFF8 record fields: a known record type found in the file gets one of its fields set to an edge
/// value (DIMENSIONS, BOUNDSHEET offsets, cell addresses, string lengths, SST counts…).
fn mutate_biff(rng: &mut Rng, data: &mut [u8]) {
    const TYPES: [u16; 17] = [
        0x0200, 0x0085, 0x00FC, 0x00FD, 0x0809, 0x0204, 0x0203, 0x00BD, 0x0006, 0x027E, 0x003C,
        0x0042, 0x00E0, 0x041E, 0x00D6, 0x0207, 0x00E5,
    ];
    let mut at = Vec::new();
    for i in 0..data.len().saturating_sub(4) {
        let t = u16::from_le_bytes([data[i], data[i + 1]]);
        let l = u16::from_le_bytes([data[i + 2], data[i + 3]]) as usize;
        if TYPES.contains(&t) && l <= 8224 && i + 4 + l <= data.len() && at.len() < 4096 {
            at.push((i, l));
        }
    }
    if at.is_empty() {
        return;
    }
    let (i, l) = at[rng.below(at.len())];
    let width = [2, 4, 1][rng.below(3)];
    let field = if l == 0 || rng.chance(8) {
        i + 2 // the length itself
    } else {
        i + 4 + rng.below(l)
    };
    let v = edge(rng, l);
    put_int(data, field, width, v);
}

/// The compound file's header and directory fields (sector numbers, sizes, counts).
fn mutate_cfb(rng: &mut Rng, data: &mut [u8]) {
    let fields = [30usize, 44, 48, 56, 60, 64, 68, 72, 76, 80];
    if rng.chance(2) && data.len() > 80 {
        let at = fields[rng.below(fields.len())];
        let v = edge(rng, data.len() / 512);
        put_int(data, at, 4, v);
    } else {
        // A directory entry's start sector or size (directory at sector 1 in small files).
        let base = 1024 + 128 * rng.below(4);
        let at = base + [116, 120, 68, 72, 76][rng.below(5)];
        let v = edge(rng, data.len());
        put_int(data, at, 4, v);
    }
}

fn unzip(bytes: &[u8]) -> Option<Vec<(String, Vec<u8>)>> {
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(bytes)).ok()?;
    let mut parts = Vec::new();
    for i in 0..zip.len().min(200) {
        let mut f = zip.by_index(i).ok()?;
        let name = f.name().ok()?.into_owned();
        let mut data = Vec::new();
        (&mut f).take(8 << 20).read_to_end(&mut data).ok()?;
        parts.push((name, data));
    }
    Some(parts)
}

fn rezip(parts: &[(String, Vec<u8>)], deflate: bool) -> Vec<u8> {
    let mut w = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let method = if deflate {
        zip::CompressionMethod::Deflated
    } else {
        zip::CompressionMethod::Stored
    };
    let options = zip::write::SimpleFileOptions::default().compression_method(method);
    for (name, data) in parts {
        if w.start_file(name.as_str(), options).is_err() || w.write_all(data).is_err() {
            break;
        }
    }
    w.finish().map(|c| c.into_inner()).unwrap_or_default()
}

/// Zip-aware: the XML parts are mutated as text and the zip rebuilt; or an entry becomes a bomb; or a
/// header field of the zip itself gets an edge value.
fn mutate_zip(rng: &mut Rng, data: &mut Vec<u8>) {
    match rng.below(8) {
        0..=4 => {
            let Some(mut parts) = unzip(data) else { return };
            if parts.is_empty() {
                return;
            }
            let k = rng.below(parts.len());
            if rng.chance(300) {
                // A bomb: a part of up to 48 MB of one repeated byte (about 1 KB per MB deflated).
                let n = rng.below(48 << 20);
                parts[k].1 = vec![b'<'; n];
            } else {
                let part = &mut parts[k].1;
                for _ in 0..1 + rng.below(3) {
                    match rng.below(4) {
                        0 => mutate_number(rng, part),
                        1 => {
                            let at = rng.below(part.len() + 1);
                            let attr = [
                                &b" uniqueCount=\"4000000000\""[..],
                                b" count=\"18446744073709551615\"",
                                b" r=\"XFD1048576\"",
                                b"<dimension ref=\"A1:XFD1048576\"/>",
                                b"<c r=\"A1\" t=\"s\"><v>99999999</v></c>",
                                b"<f t=\"shared\" si=\"4000000000\" ref=\"A1:B2\">1</f>",
                                b"<si><t>",
                                b"&#xFFFFFF;",
                            ][rng.below(8)];
                            part.splice(at..at, attr.iter().copied());
                        }
                        _ => mutate_bytes(rng, part, &[]),
                    }
                }
            }
            *data = rezip(&parts, rng.chance(2));
        }
        _ => {
            let sigs: [&[u8]; 3] = [b"PK\x03\x04", b"PK\x01\x02", b"PK\x05\x06"];
            let sig = sigs[rng.below(3)];
            let at: Vec<usize> = data
                .windows(4)
                .enumerate()
                .filter(|(_, w)| *w == sig)
                .map(|(i, _)| i)
                .take(512)
                .collect();
            if at.is_empty() {
                return;
            }
            let i = at[rng.below(at.len())];
            let field = i + 4 + 2 * rng.below(20);
            let width = [2, 4][rng.below(2)];
            let v = edge(rng, data.len());
            put_int(data, field, width, v);
        }
    }
}

/// Input `index`: a seed with 1–8 mutations; one input in 16 grown to about 100 KB.
fn make_input(target: Target, seeds: &[Vec<u8>], rng_seed: u64, index: u64) -> Vec<u8> {
    let mut rng = Rng::new(rng_seed.wrapping_mul(0x1000_0000_01B3) ^ index);
    let mut data = seeds[rng.below(seeds.len())].clone();
    let zip_like = matches!(target, Target::Xlsx | Target::RatingXlsx);
    let text_like = matches!(
        target,
        Target::RatingCsv | Target::GamesCsv | Target::BackupJson | Target::ChangesJson
    );
    for _ in 0..1 + rng.below(8) {
        match rng.below(6) {
            0 | 1 if zip_like => mutate_zip(&mut rng, &mut data),
            0 if target == Target::Xls => mutate_biff(&mut rng, &mut data),
            1 if target == Target::Xls => mutate_cfb(&mut rng, &mut data),
            0 | 1 if text_like => mutate_number(&mut rng, &mut data),
            _ => mutate_bytes(&mut rng, &mut data, seeds),
        }
    }
    if rng.chance(16) && !data.is_empty() {
        let goal = 100_000 + rng.below(8_000);
        if data.len() > goal {
            data.truncate(goal);
        }
        while data.len() < goal {
            let from = rng.below(data.len());
            let n = (1 + rng.below(8192))
                .min(data.len() - from)
                .min(goal - data.len());
            let chunk = data[from..from + n].to_vec();
            let at = if zip_like || target == Target::Xls {
                data.len() // keep the structure at the front readable
            } else {
                rng.below(data.len() + 1)
            };
            data.splice(at..at, chunk);
        }
    }
    data
}

// ---------------------------------------------------------------- driver

static PANIC_MESSAGE: Mutex<Option<String>> = Mutex::new(None);
static PANICS: AtomicUsize = AtomicUsize::new(0);

struct Stats {
    inputs: u64,
    panics: u64,
    /// Inputs that held more than their bound ([`raduno_files::memory_limit`]).
    over: u64,
    /// The largest share of its bound one input held, in thousandths.
    worst_share_permille: u64,
    peak: usize,
    peak_100k: usize,
    inputs_100k: u64,
    largest: usize,
    read: u64,
}

fn mb(bytes: usize) -> String {
    format!("{:.1} MB", bytes as f64 / (1 << 20) as f64)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut which = "all".to_string();
    let mut inputs = u64::MAX;
    let mut seconds = u64::MAX;
    let mut dirs = Vec::new();
    let mut rng_seed = 1u64;
    let mut out = "target/fuzz".to_string();
    let mut replay = None;
    let mut i = 0;
    while i < args.len() {
        let v = args.get(i + 1).cloned().unwrap_or_default();
        match args[i].as_str() {
            "--target" => which = v,
            "--inputs" => inputs = v.parse().expect("--inputs N"),
            "--seconds" => seconds = v.parse().expect("--seconds S"),
            "--seeds" => dirs.push(v),
            "--rng" => rng_seed = v.parse().expect("--rng N"),
            "--out" => out = v,
            "--replay" => replay = Some(v.parse::<u64>().expect("--replay I")),
            other => {
                eprintln!("unknown argument {other}");
                std::process::exit(2);
            }
        }
        i += 2;
    }
    if inputs == u64::MAX && seconds == u64::MAX {
        inputs = 10_000;
    }
    if dirs.is_empty() {
        dirs = default_seed_dirs();
    }
    std::fs::create_dir_all(&out).expect("the output directory");
    std::panic::set_hook(Box::new(|info| {
        PANICS.fetch_add(1, Relaxed);
        eprintln!("panic: {info}");
        // RUST_BACKTRACE=1 with --replay: where in the dependency it happened.
        let trace = std::backtrace::Backtrace::capture();
        if trace.status() == std::backtrace::BacktraceStatus::Captured {
            eprintln!("{trace}");
        }
        if let Ok(mut m) = PANIC_MESSAGE.lock() {
            *m = Some(info.to_string());
        }
    }));
    let targets: Vec<(Target, &str)> = TARGETS
        .iter()
        .copied()
        .filter(|(_, n)| which == "all" || which.split(',').any(|w| w == *n))
        .collect();
    if targets.is_empty() {
        eprintln!("unknown target {which}");
        std::process::exit(2);
    }
    let per_target = Duration::from_secs(seconds.saturating_div(targets.len() as u64).max(1));
    let mut failed = false;
    for (target, name) in targets {
        let seeds = seeds(target, &dirs);
        assert!(!seeds.is_empty(), "no seed for {name}");
        let readable = seeds.iter().filter(|b| run(target, b)).count();
        println!(
            "{name}: {} seeds ({readable} read without error; from our writers and {})",
            seeds.len(),
            if dirs.is_empty() {
                "no folder".to_string()
            } else {
                dirs.join(", ")
            }
        );
        if let Some(index) = replay {
            let data = make_input(target, &seeds, rng_seed, index);
            let path = format!("{out}/{name}-{index}.bin");
            std::fs::write(&path, &data).expect("write the input");
            println!(
                "{name}: input {index} written to {path} ({} bytes)",
                data.len()
            );
            let ok = std::panic::catch_unwind(|| run(target, &data));
            println!("{name}: read {ok:?}");
            continue;
        }
        let mut at_file = std::fs::File::create(format!("{out}/{name}.at")).expect("progress file");
        let started = Instant::now();
        let mut s = Stats {
            inputs: 0,
            panics: 0,
            over: 0,
            worst_share_permille: 0,
            peak: 0,
            peak_100k: 0,
            inputs_100k: 0,
            largest: 0,
            read: 0,
        };
        while s.inputs < inputs && (seconds == u64::MAX || started.elapsed() < per_target) {
            let index = s.inputs;
            let data = make_input(target, &seeds, rng_seed, index);
            {
                use std::io::Seek;
                let _ = at_file.seek(std::io::SeekFrom::Start(0));
                let _ = at_file.write_all(format!("{index:<20}\n").as_bytes());
            }
            let before = PANICS.load(Relaxed);
            let base = LIVE.load(Relaxed);
            PEAK.store(base, Relaxed);
            let outcome = std::panic::catch_unwind(|| run(target, &data));
            let used = PEAK.load(Relaxed).saturating_sub(base);
            s.peak = s.peak.max(used);
            // The bound every reader keeps (raduno_files::memory_limit: a floor and a multiple of the
            // input's size): an input held beyond it fails the run, saved like a panic.
            let bound = raduno_files::memory_limit(data.len());
            if used as u64 > bound {
                s.over += 1;
                let path = format!("{out}/over-{name}-{index}.bin");
                let _ = std::fs::write(&path, &data);
                eprintln!(
                    "{name}: input {index} ({} bytes) held {} at once, over its bound of {} (saved to {path})",
                    data.len(),
                    mb(used),
                    mb(bound as usize)
                );
            }
            if used as u64 * 1000 / bound > s.worst_share_permille {
                s.worst_share_permille = used as u64 * 1000 / bound;
            }
            s.largest = s.largest.max(data.len());
            s.read += u64::from(matches!(outcome, Ok(true)));
            if (90_000..=128_000).contains(&data.len()) {
                s.inputs_100k += 1;
                s.peak_100k = s.peak_100k.max(used);
            }
            if PANICS.load(Relaxed) != before || outcome.is_err() {
                s.panics += 1;
                let message = PANIC_MESSAGE
                    .lock()
                    .ok()
                    .and_then(|m| m.clone())
                    .unwrap_or_default();
                let path = format!("{out}/crash-{name}-{index}.bin");
                let _ = std::fs::write(&path, &data);
                let _ = std::fs::write(format!("{path}.txt"), &message);
                eprintln!("{name}: PANIC on input {index} (saved to {path}): {message}");
            }
            s.inputs += 1;
            if s.inputs % 100_000 == 0 {
                eprintln!(
                    "{name}: {} inputs, {} panics, peak {}, {:.0} s",
                    s.inputs,
                    s.panics,
                    mb(s.peak),
                    started.elapsed().as_secs_f64()
                );
            }
        }
        drop(at_file);
        let _ = std::fs::remove_file(format!("{out}/{name}.at"));
        println!(
            "{name}: {} inputs ({} read without error), {} panics, 0 aborts, {} over the memory bound (the most held: {:.1}% of its bound), peak for one input {} (inputs of 90–128 KB: {} over {} inputs), largest input {} KB, VmHWM {} MB, {:.0} s",
            s.inputs,
            s.read,
            s.panics,
            s.over,
            s.worst_share_permille as f64 / 10.0,
            mb(s.peak),
            mb(s.peak_100k),
            s.inputs_100k,
            s.largest / 1000,
            vm_hwm_kb() / 1024,
            started.elapsed().as_secs_f64()
        );
        failed |= s.panics > 0 || s.over > 0;
    }
    if failed {
        std::process::exit(1);
    }
}
