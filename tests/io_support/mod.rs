//! Test data generators for the workbook tests: the same sheets written as a legacy `.xls` (a minimal
//! BIFF8 writer in a compound file, as Excel 97–2003 saves them) or as `.xlsx` (rust_xlsxwriter), and
//! helpers that lay out the legacy program's `Iscritti` and round sheets.
#![allow(dead_code)]

use raduno::format::FormatKind;
use raduno::journal::{Event, Journal};
use raduno::model::{Phase, Player, PlayerId, Round, SeatResult, Settings, Table};

/// One cell value.
#[derive(Clone, Debug, PartialEq)]
pub enum Cell {
    Num(f64),
    Text(String),
    Bool(bool),
}

pub fn t(s: &str) -> Cell {
    Cell::Text(s.to_string())
}

pub fn n(v: f64) -> Cell {
    Cell::Num(v)
}

/// A sheet: name and (row, column, value), 0-based.
#[derive(Clone, Debug)]
pub struct Sheet {
    pub name: String,
    pub cells: Vec<(u32, u16, Cell)>,
}

impl Sheet {
    pub fn new(name: &str) -> Self {
        Sheet {
            name: name.to_string(),
            cells: Vec::new(),
        }
    }

    pub fn set(&mut self, row: u32, col: u16, value: Cell) -> &mut Self {
        self.cells.retain(|(r, c, _)| !(*r == row && *c == col));
        self.cells.push((row, col, value));
        self
    }
}

/// A legacy `Iscritti` sheet: title rows, the header on row 3, then the players
/// (ID, Nome, Cognome, Nick, Club, Partecipa, Regione) and `template` rows holding only an ID.
pub fn players_sheet(
    players: &[(u32, &str, &str, &str, &str, &str, &str)],
    template: u32,
) -> Sheet {
    let mut s = Sheet::new("Iscritti");
    s.set(0, 0, t("Elenco Partecipanti"));
    for (c, h) in [
        "ID",
        "Nome",
        "Cognome",
        "Nick Forum EG",
        "Club",
        "Partecipa Torneo",
        "Regione",
    ]
    .iter()
    .enumerate()
    {
        s.set(2, c as u16, t(h));
    }
    let mut row = 3;
    for &(id, first, last, nick, club, part, region) in players {
        s.set(row, 0, n(id as f64));
        for (c, v) in [first, last, nick, club, part, region].iter().enumerate() {
            if !v.is_empty() {
                s.set(row, c as u16 + 1, t(v));
            }
        }
        row += 1;
    }
    let next = players.iter().map(|p| p.0).max().unwrap_or(0) + 1;
    for i in 0..template {
        s.set(row, 0, n((next + i) as f64));
        row += 1;
    }
    s
}

/// A round sheet in the legacy layout: per table "Tavolo N°k", then per seat the ID (column 3s), the
/// name (3s+1) and the points cell (3s+2), then the clubs under the names.
/// One seat of a round sheet: ID, name as written, points cell, club under the name.
pub type SeatCells<'a> = (u32, &'a str, Option<Cell>, &'a str);

pub fn round_sheet(name: &str, tables: &[(u32, Vec<SeatCells<'_>>)]) -> Sheet {
    let mut s = Sheet::new(name);
    for (k, (number, seats)) in tables.iter().enumerate() {
        let r = 3 * k as u32;
        s.set(r, 1, t(&format!("Tavolo N°{number}")));
        for (i, (id, full_name, points, club)) in seats.iter().enumerate() {
            let c = 3 * i as u16;
            s.set(r + 1, c, n(*id as f64));
            s.set(r + 1, c + 1, t(full_name));
            if let Some(p) = points {
                s.set(r + 1, c + 2, p.clone());
            }
            if !club.is_empty() {
                s.set(r + 2, c + 1, t(club));
            }
        }
    }
    s
}

/// The sheets as `.xlsx`.
pub fn xlsx(sheets: &[Sheet]) -> Vec<u8> {
    let mut wb = rust_xlsxwriter::Workbook::new();
    for sheet in sheets {
        let ws = wb.add_worksheet();
        ws.set_name(&sheet.name).expect("valid sheet name");
        for (r, c, v) in &sheet.cells {
            match v {
                Cell::Num(x) => {
                    ws.write_number(*r, *c, *x).expect("number");
                }
                Cell::Text(s) => {
                    ws.write_string(*r, *c, s).expect("string");
                }
                Cell::Bool(b) => {
                    ws.write_boolean(*r, *c, *b).expect("bool");
                }
            }
        }
    }
    wb.save_to_buffer().expect("xlsx")
}

fn record(out: &mut Vec<u8>, typ: u16, data: &[u8]) {
    out.extend_from_slice(&typ.to_le_bytes());
    out.extend_from_slice(&(data.len() as u16).to_le_bytes());
    out.extend_from_slice(data);
}

fn bof(dt: u16) -> Vec<u8> {
    let mut d = Vec::new();
    d.extend_from_slice(&0x0600u16.to_le_bytes()); // BIFF8
    d.extend_from_slice(&dt.to_le_bytes()); // 5 = workbook globals, 0x10 = worksheet
    d.extend_from_slice(&0x0DBBu16.to_le_bytes());
    d.extend_from_slice(&0x07CCu16.to_le_bytes());
    d.extend_from_slice(&[0; 8]);
    d
}

/// UTF-16 string with a 16-bit length (XLUnicodeString), capped at what one record holds.
fn xl_string(s: &str, wide_len: bool) -> Vec<u8> {
    let units: Vec<u16> = s.encode_utf16().take(4000).collect();
    let mut d = Vec::new();
    if wide_len {
        d.extend_from_slice(&(units.len() as u16).to_le_bytes());
    } else {
        d.push(units.len().min(255) as u8);
    }
    d.push(1); // fHighByte: UTF-16LE
    for u in units.iter().take(if wide_len { units.len() } else { 255 }) {
        d.extend_from_slice(&u.to_le_bytes());
    }
    d
}

/// The BIFF8 `Workbook` stream of the sheets.
fn biff8(sheets: &[Sheet]) -> Vec<u8> {
    // Sheet substreams first, to know their sizes.
    let bodies: Vec<Vec<u8>> = sheets
        .iter()
        .map(|sheet| {
            let mut b = Vec::new();
            record(&mut b, 0x0809, &bof(0x0010));
            for (r, c, v) in &sheet.cells {
                let mut d = Vec::new();
                d.extend_from_slice(&(*r as u16).to_le_bytes());
                d.extend_from_slice(&c.to_le_bytes());
                d.extend_from_slice(&0u16.to_le_bytes()); // XF index
                match v {
                    Cell::Num(x) => {
                        d.extend_from_slice(&x.to_le_bytes());
                        record(&mut b, 0x0203, &d);
                    }
                    Cell::Text(s) => {
                        d.extend_from_slice(&xl_string(s, true));
                        record(&mut b, 0x0204, &d);
                    }
                    Cell::Bool(x) => {
                        d.push(*x as u8);
                        d.push(0);
                        record(&mut b, 0x0205, &d);
                    }
                }
            }
            record(&mut b, 0x000A, &[]);
            b
        })
        .collect();
    let mut globals = Vec::new();
    record(&mut globals, 0x0809, &bof(0x0005));
    record(&mut globals, 0x0042, &1200u16.to_le_bytes()); // CodePage: UTF-16
    let bound_len: usize = sheets
        .iter()
        .map(|s| 4 + 8 + 2 * s.name.encode_utf16().count().min(255))
        .sum();
    let mut offset = globals.len() + bound_len + 4; // + the globals' EOF
    let mut bound = Vec::new();
    for (sheet, body) in sheets.iter().zip(&bodies) {
        let mut d = Vec::new();
        d.extend_from_slice(&(offset as u32).to_le_bytes());
        d.push(0); // visible
        d.push(0); // worksheet
        d.extend_from_slice(&xl_string(&sheet.name, false));
        record(&mut bound, 0x0085, &d);
        offset += body.len();
    }
    globals.extend_from_slice(&bound);
    record(&mut globals, 0x000A, &[]);
    for body in bodies {
        globals.extend_from_slice(&body);
    }
    globals
}

const SECTOR: usize = 512;
const END_OF_CHAIN: u32 = 0xFFFF_FFFE;
const FAT_SECT: u32 = 0xFFFF_FFFD;
const FREE: u32 = 0xFFFF_FFFF;

fn dir_entry(name: &str, kind: u8, child: u32, start: u32, size: u32) -> Vec<u8> {
    let mut e = vec![0u8; 128];
    let units: Vec<u16> = name.encode_utf16().collect();
    for (i, u) in units.iter().enumerate() {
        e[2 * i..2 * i + 2].copy_from_slice(&u.to_le_bytes());
    }
    e[64..66].copy_from_slice(&((units.len() as u16 + 1) * 2).to_le_bytes());
    e[66] = kind;
    e[67] = 1; // black
    e[68..72].copy_from_slice(&FREE.to_le_bytes());
    e[72..76].copy_from_slice(&FREE.to_le_bytes());
    e[76..80].copy_from_slice(&child.to_le_bytes());
    e[116..120].copy_from_slice(&start.to_le_bytes());
    e[120..124].copy_from_slice(&size.to_le_bytes());
    e
}

/// The sheets as a legacy `.xls` (BIFF8 in a version-3 compound file).
pub fn xls(sheets: &[Sheet]) -> Vec<u8> {
    let mut stream = biff8(sheets);
    // At least 4096 bytes, so the stream lives in regular sectors (not the mini stream).
    if stream.len() < 4096 {
        stream.resize(4096, 0);
    }
    let size = stream.len() as u32;
    let stream_sectors = stream.len().div_ceil(SECTOR);
    let dir_sector = stream_sectors;
    let mut fat_sectors = 1;
    while (stream_sectors + 1 + fat_sectors) > fat_sectors * 128 {
        fat_sectors += 1;
    }
    assert!(fat_sectors <= 109, "test workbook too large");
    let mut fat: Vec<u32> = Vec::new();
    for i in 0..stream_sectors {
        fat.push(if i + 1 == stream_sectors {
            END_OF_CHAIN
        } else {
            i as u32 + 1
        });
    }
    fat.push(END_OF_CHAIN); // directory
    fat.extend(std::iter::repeat_n(FAT_SECT, fat_sectors));
    fat.resize(fat_sectors * 128, FREE);

    let mut out = vec![0u8; SECTOR];
    out[0..8].copy_from_slice(&[0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]);
    out[24..26].copy_from_slice(&0x003Eu16.to_le_bytes());
    out[26..28].copy_from_slice(&3u16.to_le_bytes());
    out[28..30].copy_from_slice(&0xFFFEu16.to_le_bytes());
    out[30..32].copy_from_slice(&9u16.to_le_bytes());
    out[32..34].copy_from_slice(&6u16.to_le_bytes());
    out[44..48].copy_from_slice(&(fat_sectors as u32).to_le_bytes());
    out[48..52].copy_from_slice(&(dir_sector as u32).to_le_bytes());
    out[56..60].copy_from_slice(&4096u32.to_le_bytes());
    out[60..64].copy_from_slice(&END_OF_CHAIN.to_le_bytes());
    out[68..72].copy_from_slice(&END_OF_CHAIN.to_le_bytes());
    for i in 0..109 {
        let v = if i < fat_sectors {
            (dir_sector + 1 + i) as u32
        } else {
            FREE
        };
        out[76 + 4 * i..80 + 4 * i].copy_from_slice(&v.to_le_bytes());
    }
    stream.resize(stream_sectors * SECTOR, 0);
    out.extend_from_slice(&stream);
    let mut dir = Vec::new();
    dir.extend(dir_entry("Root Entry", 5, 1, END_OF_CHAIN, 0));
    dir.extend(dir_entry("Workbook", 2, FREE, 0, size));
    dir.resize(SECTOR, 0);
    // Unused entries must have no siblings/children.
    for k in 2..4 {
        let e = &mut dir[128 * k..128 * (k + 1)];
        e[68..80].copy_from_slice(&[0xFF; 12]);
    }
    out.extend_from_slice(&dir);
    for v in fat {
        out.extend_from_slice(&v.to_le_bytes());
    }
    out
}

/// 8 players, two Master rounds: the legacy sheet marks the tie order with decimals and the RisiKo! with
/// 100 (seed 000, MasterRisiko; the Master rulebook: table points / 1000, + 1 to the winner, RisiKo! = 1.100).
pub fn master_sheets() -> Vec<Sheet> {
    let players = players_sheet(
        &[
            (1, "Anna", "Alberti", "", "ROMA [Il Gufo]", "SI", ""),
            (2, "Bruno", "Bassi", "", "", "SI", ""),
            (3, "Carla", "Conti", "", "", "SI", ""),
            (4, "Dario", "Dini", "", "", "SI", ""),
            (5, "Elena", "Esposito", "", "", "SI", ""),
            (6, "Fabio", "Fontana", "", "", "SI", ""),
            (7, "Gina", "Galli", "", "", "SI", ""),
            (8, "Ugo", "Umberti", "", "", "SI", ""),
        ],
        5,
    );
    let r1 = round_sheet(
        "1° Turno",
        &[
            (
                1,
                vec![
                    (1, "Anna Alberti", Some(n(44.1)), "ROMA [Il Gufo]"),
                    (2, "Bruno Bassi", Some(n(44.0)), ""),
                    (3, "Carla Conti", Some(n(30.0)), ""),
                    (4, "Dario Dini", Some(n(20.0)), ""),
                ],
            ),
            (
                2,
                vec![
                    (5, "Elena Esposito", Some(n(100.0)), ""),
                    (6, "Fabio Fontana", Some(n(50.0)), ""),
                    (7, "Gina Galli", Some(n(31.0)), ""),
                    (8, "Ugo Umberti", Some(n(0.0)), ""),
                ],
            ),
        ],
    );
    let r2 = round_sheet(
        "2° Turno",
        &[
            (
                1,
                vec![
                    (1, "Anna Alberti", Some(n(10.0)), ""),
                    (5, "Elena Esposito", Some(n(20.0)), ""),
                    (6, "Fabio Fontana", Some(n(60.0)), ""),
                    (8, "Ugo Umberti", Some(n(5.0)), ""),
                ],
            ),
            // Three tied at 50: 50.2 first, then 50.1, then 50.
            (
                2,
                vec![
                    (2, "Bruno Bassi", Some(n(50.0)), ""),
                    (3, "Carla Conti", Some(n(50.2)), ""),
                    (4, "Dario Dini", Some(t("50,1")), ""),
                    (7, "Gina Galli", Some(n(12.0)), ""),
                ],
            ),
        ],
    );
    vec![players, r1, r2]
}

/// A tournament built through the journal: 8 players with accented names, clubs and regions, two
/// complete Master rounds with manual tie orders, a RisiKo! and Master tie-break data.
pub fn sample_journal() -> Journal {
    let mut settings = Settings::new("Torneo d'Autunno à Roma", FormatKind::Master);
    settings.venue = "Circolo Èquo".into();
    settings.organizer = "Associazione Il Gufo".into();
    settings.date = "2026-11-21".into();
    let mut j = Journal::new(settings, 1_000);
    let players = [
        (1, "Niccolò", "Barberà", "nicco", "ROMA [Il Gufo]", "Lazio"),
        (2, "Èmile", "Àlvarez", "", "ROMA [Il Gufo]", "Lazio"),
        (
            3,
            "Lucia",
            "D'Angelo",
            "lux",
            "GENOVA [Borgo Pila]",
            "Liguria",
        ),
        (4, "Marco", "Rossi", "", "", ""),
        (
            5,
            "Zoë",
            "Müller",
            "zoe",
            "FAENZA [Il Cannone]",
            "Emilia-Romagna",
        ),
        (6, "Andrea", "Costa", "", "GENOVA [Borgo Pila]", "Liguria"),
        (7, "Giulia", "Ferrari", "<b>gf</b>", "", "Veneto"),
        (8, "Paolo", "Bianchi", "", "FAENZA [Il Cannone]", ""),
    ];
    for (i, &(id, first, last, nick, club, region)) in players.iter().enumerate() {
        let mut p = Player::new(id, first, last)
            .with_club(club)
            .with_region(region);
        p.nick = nick.into();
        j.execute(Event::PlayerAdded { player: p }, 2_000 + i as i64)
            .expect("player");
    }
    j.execute(
        Event::ParticipationSet {
            id: 8,
            participating: true,
        },
        3_000,
    )
    .expect("participation");
    let r1 = Round::new(
        1,
        Phase::Qualifying,
        11,
        vec![Table::new(1, &[1, 2, 3, 4]), Table::new(2, &[5, 6, 7, 8])],
    );
    j.execute(
        Event::RoundDrawn {
            round: r1,
            conflicts: vec![],
        },
        4_000,
    )
    .expect("round 1");
    let tie = |points, order| SeatResult {
        points,
        tie_order: Some(order),
        ..SeatResult::default()
    };
    let pts = SeatResult::points;
    j.execute(
        Event::TableResults {
            round: 1,
            table: 1,
            results: vec![
                Some(tie(44, 1)),
                Some(tie(44, 2)),
                Some(pts(30)),
                Some(pts(20)),
            ],
            outcome: None,
        },
        5_000,
    )
    .expect("table 1");
    let risiko = SeatResult {
        points: 100,
        risiko: true,
        ..SeatResult::default()
    };
    let outside = SeatResult {
        points: 50,
        outside_objective: Some(12),
        play_order: Some(3),
        ..SeatResult::default()
    };
    j.execute(
        Event::TableResults {
            round: 1,
            table: 2,
            results: vec![Some(risiko), Some(outside), Some(pts(31)), Some(pts(0))],
            outcome: None,
        },
        6_000,
    )
    .expect("table 2");
    let r2 = Round::new(
        2,
        Phase::Qualifying,
        22,
        vec![Table::new(1, &[1, 5, 6, 8]), Table::new(2, &[2, 3, 4, 7])],
    );
    j.execute(
        Event::RoundDrawn {
            round: r2,
            conflicts: vec![],
        },
        7_000,
    )
    .expect("round 2");
    j.execute(
        Event::TableResults {
            round: 2,
            table: 1,
            results: vec![Some(pts(10)), Some(pts(20)), Some(pts(60)), Some(pts(5))],
            outcome: None,
        },
        8_000,
    )
    .expect("table 1");
    j.execute(
        Event::TableResults {
            round: 2,
            table: 2,
            results: vec![
                Some(tie(50, 3)),
                Some(tie(50, 1)),
                Some(tie(50, 2)),
                Some(pts(12)),
            ],
            outcome: None,
        },
        9_000,
    )
    .expect("table 2");
    j
}

/// An Othello (Swiss) tournament of 4 players and 2 rounds, then a final of 2 games the Swiss
/// runner-up wins: after round 2, player 3 leads with 4 points; 1 and 4 have 2 points and Buchholz 4,
/// 1 ahead on discs (+14 against +2); 2 has none.
pub fn othello_journal() -> Journal {
    let mut settings = Settings::new("Othello d'Inverno", FormatKind::OthelloSwiss);
    settings.planned_rounds = Some(2);
    settings.final_games = Some(2);
    let mut j = Journal::new(settings, 1_000);
    for (i, (first, last)) in [
        ("Anna", "Bruschi"),
        ("Bruno", "Conti"),
        ("Carla", "Donati"),
        ("Dario", "Esposito"),
    ]
    .into_iter()
    .enumerate()
    {
        let player = Player::new(i as u32 + 1, first, last);
        j.execute(Event::PlayerAdded { player }, 2_000 + i as i64)
            .expect("player");
    }
    /// (round, phase, tables as [black, white] IDs, their discs); a final has one table.
    type Games = [(u32, Phase, [[u32; 2]; 2], [[u32; 2]; 2]); 4];
    let games: Games = [
        (1, Phase::Qualifying, [[1, 2], [3, 4]], [[40, 24], [34, 30]]),
        (2, Phase::Qualifying, [[3, 1], [4, 2]], [[33, 31], [35, 29]]),
        (3, Phase::Final, [[3, 1], [0, 0]], [[20, 44], [0, 0]]),
        (4, Phase::Final, [[1, 3], [0, 0]], [[40, 24], [0, 0]]),
    ];
    for (number, phase, tables, discs) in games {
        let n = if phase == Phase::Final { 1 } else { 2 };
        let round = Round::new(
            number,
            phase,
            number as u64,
            tables[..n]
                .iter()
                .enumerate()
                .map(|(k, p)| Table::new(k as u32 + 1, p))
                .collect(),
        );
        j.execute(
            Event::RoundDrawn {
                round,
                conflicts: vec![],
            },
            3_000 + number as i64,
        )
        .expect("round");
        for (k, d) in discs[..n].iter().enumerate() {
            j.execute(
                Event::TableResults {
                    round: number,
                    table: k as u32 + 1,
                    results: d.iter().map(|&x| Some(SeatResult::points(x))).collect(),
                    outcome: None,
                },
                4_000 + number as i64,
            )
            .expect("results");
        }
    }
    j
}

/// A tournament of `n` players "Nome{id} Cognome{id}" (IDs 1..=n), no club, no round.
pub fn tournament(format: FormatKind, n: u32) -> raduno::model::Tournament {
    let mut t = raduno::model::Tournament::new(Settings::new("Prova", format));
    for id in 1..=n {
        t.players.push(Player::new(
            id,
            &format!("Nome{id}"),
            &format!("Cognome{id}"),
        ));
    }
    t
}

/// The sample tournament with a third round drawn (seed 33, no scores yet): these two tables of 4.
pub fn sample_with_round_3(tables: [[PlayerId; 4]; 2]) -> Journal {
    let mut j = sample_journal();
    let r3 = Round::new(
        3,
        Phase::Qualifying,
        33,
        vec![Table::new(1, &tables[0]), Table::new(2, &tables[1])],
    );
    j.execute(
        Event::RoundDrawn {
            round: r3,
            conflicts: vec![],
        },
        10_000,
    )
    .expect("round 3");
    j
}

/// Runs an outside program the tests read files back with (`package`, Debian's, installed by
/// `scripts/setup.sh`) and returns what it printed. A program that is missing or fails FAILS the test,
/// never skips it: without it the test would prove nothing.
pub fn run_tool<A: AsRef<std::ffi::OsStr>>(tool: &str, package: &str, args: &[A]) -> String {
    let out = std::process::Command::new(tool)
        .args(args)
        .output()
        .unwrap_or_else(|e| {
            panic!("{tool} cannot run ({e}): install {package} (bash scripts/setup.sh does)")
        });
    assert!(
        out.status.success(),
        "{tool} failed: {}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Draws the next round of `j` by the format's rules (seed 500 + its number) and records it at `at_ms`;
/// returns its number.
pub fn draw_next_at(j: &mut Journal, at_ms: i64) -> u32 {
    let number = j.state().rounds.len() as u32 + 1;
    let spec = raduno::format::draw_spec(j.state(), number).expect("the rules give the next round");
    let drawn =
        raduno::draw::draw(j.state(), &spec, 500 + number as u64).expect("the draw seats it");
    j.execute(
        Event::RoundDrawn {
            round: drawn.round,
            conflicts: drawn.conflicts,
        },
        at_ms,
    )
    .unwrap();
    number
}
