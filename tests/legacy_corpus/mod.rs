//! The corpus of legacy workbooks in `tests/data/legacy/`, written the way GestioneRaduno
//! 1.5 and GestioneTorneo 2.4 write them: an `Iscritti` sheet with the header on row 3, one sheet per
//! round ("1° Turno", …) with "Tavolo N°k" and, per seat, ID, name and points cell, the clubs under the
//! names; GestioneTorneo adds a `TORNEO` sheet (labels in column C, values in D). The names and clubs
//! are invented.
//!
//! This is the script that made the files: `cargo test --test legacy -- --ignored write_corpus`
//! writes them again (the `.xls` with the BIFF8 writer of `tests/io_support`, the `.xlsx` with
//! rust_xlsxwriter).
#![allow(dead_code)]

use crate::io_support::{n, players_sheet, round_sheet, t, xls, xlsx, Cell, SeatCells, Sheet};

/// A seat as written, its name owned: ID, name, points cell, club.
type OwnedSeat = (u32, String, Option<Cell>, &'static str);

/// Where the corpus lives.
pub fn dir() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/legacy")
}

/// The invented players: ID, first name, last name, club, region.
pub const PLAYERS: [(u32, &str, &str, &str, &str); 16] = [
    (1, "Arturo", "Bellini", "ROMA [I Legionari]", "LAZIO"),
    (2, "Bianca", "Cortesi", "ROMA [I Legionari]", "LAZIO"),
    (
        3,
        "Cesare",
        "Donati",
        "MILANO [La Tana del Drago]",
        "LOMBARDIA",
    ),
    (
        4,
        "Debora",
        "Esposti",
        "MILANO [La Tana del Drago]",
        "LOMBARDIA",
    ),
    (
        5,
        "Ettore",
        "Fabbri",
        "TORINO [Circolo Sabaudo]",
        "PIEMONTE",
    ),
    (
        6,
        "Flavia",
        "Gentili",
        "TORINO [Circolo Sabaudo]",
        "PIEMONTE",
    ),
    (7, "Gino", "Lancia", "NAPOLI [Vesuvio Ludico]", "CAMPANIA"),
    (8, "Ilaria", "Monti", "NAPOLI [Vesuvio Ludico]", "CAMPANIA"),
    (
        9,
        "Leone",
        "Neri",
        "ROMA [Associazione Ludica Romana dei Giocatori di Strategia e Conquista]",
        "LAZIO",
    ),
    (10, "Marta", "Olivieri", "FIRENZE [Il Giglio]", "TOSCANA"),
    (11, "Nicola", "Pace", "FIRENZE [Il Giglio]", "TOSCANA"),
    (12, "Ornella", "Quaranta", "BARI [Levante]", "PUGLIA"),
    (13, "Pietro", "Rinaldi", "BARI [Levante]", "PUGLIA"),
    (14, "Rita", "Sartori", "GENOVA [La Lanterna]", "LIGURIA"),
    (15, "Sergio", "Tosi", "GENOVA [La Lanterna]", "LIGURIA"),
    (
        16,
        "Teresa Maria Vittoria",
        "Ughi-Vallombrosa de' Serristori Bartolini",
        "GENOVA [La Lanterna]",
        "LIGURIA",
    ),
];

fn player(id: u32) -> (u32, &'static str, &'static str, &'static str, &'static str) {
    PLAYERS[(id - 1) as usize]
}

pub fn full_name(id: u32) -> String {
    let p = player(id);
    format!("{} {}", p.1, p.2)
}

/// `Iscritti` with the first `count` players (all "SI"), and 4 template rows.
fn iscritti(count: u32) -> Sheet {
    let rows: Vec<(u32, &str, &str, &str, &str, &str, &str)> = PLAYERS
        .iter()
        .take(count as usize)
        .map(|&(id, first, last, club, region)| (id, first, last, "", club, "SI", region))
        .collect();
    players_sheet(&rows, 4)
}

/// A round sheet from tables of (ID, points cell): names and clubs as the programs write them.
fn round(number: u32, tables: &[Vec<(u32, Option<Cell>)>]) -> Sheet {
    let names: Vec<Vec<OwnedSeat>> = tables
        .iter()
        .map(|seats| {
            seats
                .iter()
                .map(|(id, cell)| (*id, full_name(*id), cell.clone(), player(*id).3))
                .collect()
        })
        .collect();
    let tables: Vec<(u32, Vec<SeatCells<'_>>)> = names
        .iter()
        .enumerate()
        .map(|(k, seats)| {
            (
                k as u32 + 1,
                seats
                    .iter()
                    .map(|(id, name, cell, club)| (*id, name.as_str(), cell.clone(), *club))
                    .collect(),
            )
        })
        .collect();
    round_sheet(&format!("{number}° Turno"), &tables)
}

/// Tables with points: each seat's value as written (decimals order a tie, negatives eliminations).
fn played(tables: &[&[(u32, f64)]]) -> Vec<Vec<(u32, Option<Cell>)>> {
    tables
        .iter()
        .map(|seats| seats.iter().map(|&(id, v)| (id, Some(n(v)))).collect())
        .collect()
}

/// Tables drawn and not yet played: every points cell blank (`zero` false) or 0.
fn drawn(tables: &[&[u32]], zero: bool) -> Vec<Vec<(u32, Option<Cell>)>> {
    tables
        .iter()
        .map(|seats| seats.iter().map(|&id| (id, zero.then(|| n(0.0)))).collect())
        .collect()
}

/// GestioneTorneo's `TORNEO` sheet: the type (when named) and the planned rounds.
fn torneo(name: &str, kind: Option<&str>, planned: u32) -> Sheet {
    let mut s = Sheet::new("TORNEO");
    s.set(0, 2, t("SCHEDA DATI TORNEO"));
    let mut rows: Vec<(&str, Cell)> = vec![
        ("Sede Torneo", t("Circolo Ricreativo Inventato")),
        ("Organizzatore", t("Club di Prova")),
        ("Nome Torneo", t(name)),
    ];
    if let Some(k) = kind {
        rows.push(("Tipologia di Torneo", t(k)));
    }
    rows.push(("Numero Turni Previsti", n(planned as f64)));
    for (r, (label, value)) in rows.into_iter().enumerate() {
        s.set(r as u32 + 1, 2, t(label)).set(r as u32 + 1, 3, value);
    }
    s
}

/// Round 1 of the 12-player tournaments (clubs apart, as a draw would seat them).
const R1_12: [&[(u32, f64)]; 3] = [
    &[(1, 72.0), (3, 55.0), (5, 41.0), (7, 23.0)],
    &[(2, 44.1), (4, 44.0), (6, 60.0), (8, 30.0)],
    &[(9, 35.0), (10, 81.0), (12, 20.0), (11, 47.0)],
];

/// Round 2 of the 12-player tournaments, drawn by hand: who met in round 1 partly meets again, two of
/// a club share a table.
const R2_12: [&[(u32, f64)]; 3] = [
    &[(1, 38.0), (2, 66.0), (10, 52.0), (12, 19.0)],
    &[(3, 70.0), (6, 25.0), (9, 49.0), (11, 33.0)],
    &[(4, 58.0), (5, 61.0), (7, 28.0), (8, 40.0)],
];

/// Round 3 of the 12-player tournaments.
const R3_12: [&[(u32, f64)]; 3] = [
    &[(10, 64.0), (6, 31.0), (3, 45.0), (2, 22.0)],
    &[(1, 57.0), (11, 57.1), (4, 36.0), (7, 18.0)],
    &[(5, 29.0), (9, 77.0), (12, 50.0), (8, 34.0)],
];

/// Every file of the corpus: its name and bytes.
pub fn files() -> Vec<(&'static str, Vec<u8>)> {
    let r2_seats: Vec<Vec<u32>> = R2_12
        .iter()
        .map(|t| t.iter().map(|s| s.0).collect())
        .collect();
    let r2_ids: Vec<&[u32]> = r2_seats.iter().map(|v| v.as_slice()).collect();
    let r3_seats: Vec<Vec<u32>> = R3_12
        .iter()
        .map(|t| t.iter().map(|s| s.0).collect())
        .collect();
    let r3_ids: Vec<&[u32]> = r3_seats.iter().map(|v| v.as_slice()).collect();
    vec![
        // GestioneRaduno 1.5: no TORNEO sheet, three rounds all played (a season's evening).
        (
            "gr15-serata-1.xlsx",
            xlsx(&[
                iscritti(12),
                round(1, &played(&R1_12)),
                round(2, &played(&R2_12)),
                round(3, &played(&R3_12)),
            ]),
        ),
        // The next evening of the season, 16 players, two rounds, as .xls.
        (
            "gr15-serata-2.xls",
            xls(&[
                iscritti(16),
                round(
                    1,
                    &played(&[
                        &[(1, 50.0), (5, 62.0), (9, 31.0), (13, 24.0)],
                        &[(2, 45.0), (6, 39.0), (10, 70.0), (14, 12.0)],
                        &[(3, 33.0), (7, 58.0), (11, 41.0), (15, 27.0)],
                        &[(4, 80.0), (8, 22.0), (12, 36.0), (16, 44.0)],
                    ]),
                ),
                round(
                    2,
                    &played(&[
                        &[(4, 40.0), (10, 52.0), (7, 61.0), (1, 18.0)],
                        &[(5, 35.0), (16, 73.0), (11, 29.0), (2, 48.0)],
                        &[(12, 66.0), (6, 21.0), (15, 54.0), (9, 37.0)],
                        &[(3, 43.0), (13, 57.0), (8, 25.0), (14, 34.0)],
                    ]),
                ),
            ]),
        ),
        // Torneo Gufo kept with GestioneRaduno: negative cells are eliminations (-1 last out).
        (
            "gr15-gufo-eliminazioni.xlsx",
            xlsx(&[
                iscritti(12),
                round(
                    1,
                    &played(&[
                        &[(1, 64.0), (3, 41.0), (5, -1.0), (7, -2.0)],
                        &[(2, 52.0), (4, -2.0), (6, 70.0), (8, -1.0)],
                        &[(9, 58.0), (10, 33.0), (12, 21.0), (11, -1.0)],
                    ]),
                ),
                round(
                    2,
                    &played(&[
                        &[(1, -1.0), (2, 66.0), (10, 47.0), (12, -2.0)],
                        &[(3, 59.0), (6, -2.0), (9, 38.0), (11, -1.0)],
                        &[(4, 61.0), (5, 30.0), (7, 45.0), (8, 26.0)],
                    ]),
                ),
            ]),
        ),
        // A round drawn and not yet played, its points cells blank.
        (
            "gr15-turno-2-sorteggiato.xlsx",
            xlsx(&[
                iscritti(12),
                round(1, &played(&R1_12)),
                round(2, &drawn(&r2_ids, false)),
            ]),
        ),
        // The same, the points cells holding 0 (what GestioneTorneo writes), as .xls.
        (
            "gr15-turno-2-sorteggiato-zeri.xls",
            xls(&[
                iscritti(12),
                round(1, &played(&R1_12)),
                round(2, &drawn(&r2_ids, true)),
            ]),
        ),
        // GestioneTorneo 2.4, Open, 3 rounds planned: two played, the third drawn with 0s.
        (
            "gt24-open-turno-3-zeri.xlsx",
            xlsx(&[
                torneo("Open di Prova", Some("Open"), 3),
                iscritti(12),
                round(1, &played(&R1_12)),
                round(2, &played(&R2_12)),
                round(3, &drawn(&r3_ids, true)),
            ]),
        ),
        // GestioneTorneo 2.4, NazionaleRisiKo: round 2 drawn by hand, not "alla greca", and played.
        (
            "gt24-nazionale-risiko-a-mano.xls",
            xls(&[
                torneo("Nazionale di Prova", Some("NazionaleRisiKo"), 3),
                iscritti(12),
                round(1, &played(&R1_12)),
                round(2, &played(&R2_12)),
            ]),
        ),
        // GestioneTorneo 2.4, BGL Svizzera: round 2 drawn by hand, not by the standings, and played.
        (
            "gt24-bgl-svizzera-a-mano.xlsx",
            xlsx(&[
                torneo("BGL di Prova", Some("BGL Svizzera"), 3),
                iscritti(12),
                round(1, &played(&R1_12)),
                round(2, &played(&R2_12)),
            ]),
        ),
        // A table with some scores and some blanks: incomplete, refused with its place.
        (
            "rotto-tavolo-a-meta.xlsx",
            xlsx(&[
                iscritti(12),
                round(1, &played(&R1_12)),
                round(
                    2,
                    &[
                        vec![
                            (1, Some(n(38.0))),
                            (2, None),
                            (10, None),
                            (12, Some(n(19.0))),
                        ],
                        drawn(&[r2_ids[1]], false).remove(0),
                        drawn(&[r2_ids[2]], false).remove(0),
                    ],
                ),
            ]),
        ),
    ]
}
