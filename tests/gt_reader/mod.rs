//! The federation's reading of a workbook, done in the tests as GestioneTorneo's code does it
//! (`ExcelAccess.getListaGiocatori`, `loadPartite`, `setPartitaFromRow`, `leggiSchedaClassifica`; the
//! same reading RisiKoDataManager's `ReportAnalyzer.analyzeExcelReport` runs after
//! `ExcelValidator.validaFoglioExcel`), and the other way: a workbook laid out as
//! `ExcelAccess.scriviPartite` writes it.
//!
//! GestioneTorneo reads every row physically written in a round sheet (POI's `rowIterator`), even and
//! odd: an even row opens a table (its text is not read), an odd row holds its players — for seat
//! j < 5 the cell of column 3j, when it exists, must be a number (the player's ID, 0 = no seat), and
//! then the cell of column 3j+2 must exist and be a number or blank (the points). Which rows and cells
//! exist is read from the sheet's XML, their values with calamine.
#![allow(dead_code)]

use calamine::{Data, Reader};
use std::collections::{BTreeMap, BTreeSet};
use std::io::Read;

/// One table as GestioneTorneo reads it: (ID, points) per seat.
pub type GtTable = Vec<(i32, f64)>;

/// What GestioneTorneo reads of a workbook.
#[derive(Debug, Default)]
pub struct GtRead {
    /// The `Iscritti` players: ID → "Nome Cognome".
    pub players: BTreeMap<i32, String>,
    /// Each round sheet (`N° Turno`): its number and its tables.
    pub rounds: Vec<(u32, Vec<GtTable>)>,
    /// `Classifica Ridotta`: (position, pt_tot, id) per row.
    pub standings: Vec<(u32, f64, i32)>,
}

impl GtRead {
    /// Every player seated at a table of any round.
    pub fn played(&self) -> BTreeSet<i32> {
        self.rounds
            .iter()
            .flat_map(|(_, tables)| tables.iter().flatten().map(|s| s.0))
            .collect()
    }

    pub fn tables(&self) -> usize {
        self.rounds.iter().map(|(_, t)| t.len()).sum()
    }
}

/// The XML parts of an `.xlsx`, by name.
fn parts(xlsx: &[u8]) -> BTreeMap<String, String> {
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(xlsx)).expect("an xlsx is a zip");
    let mut out = BTreeMap::new();
    for i in 0..zip.len() {
        let mut e = zip.by_index(i).expect("entry");
        let name = e.name().expect("an entry name").into_owned();
        let mut text = String::new();
        if name.ends_with(".xml") || name.ends_with(".rels") {
            e.read_to_string(&mut text).expect("utf-8 XML");
            out.insert(name, text);
        }
    }
    out
}

/// The value of an XML attribute in a tag's text.
fn attr<'a>(tag: &'a str, name: &str) -> Option<&'a str> {
    let key = format!(" {name}=\"");
    let at = tag.find(&key)? + key.len();
    Some(&tag[at..at + tag[at..].find('"')?])
}

/// Sheet name → its part (`xl/worksheets/sheet3.xml`), from the workbook and its relationships.
pub fn sheet_parts(xlsx: &[u8]) -> BTreeMap<String, String> {
    let p = parts(xlsx);
    let rels = &p["xl/_rels/workbook.xml.rels"];
    let targets: BTreeMap<String, String> = rels
        .split("<Relationship ")
        .skip(1)
        .filter_map(|t| {
            let t = format!(" {t}");
            Some((attr(&t, "Id")?.to_string(), attr(&t, "Target")?.to_string()))
        })
        .collect();
    p["xl/workbook.xml"]
        .split("<sheet ")
        .skip(1)
        .filter_map(|t| {
            let t = format!(" {t}");
            let name = unescape(attr(&t, "name")?);
            let target = targets.get(attr(&t, "r:id")?)?;
            Some((name, format!("xl/{}", target.trim_start_matches("/xl/"))))
        })
        .collect()
}

fn unescape(s: &str) -> String {
    s.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&apos;", "'")
        .replace("&amp;", "&")
}

/// The rows physically written in a sheet's XML, each with the columns of the cells it holds.
pub fn written_rows(xlsx: &[u8], sheet: &str) -> Vec<(u32, BTreeSet<u32>)> {
    let part = sheet_parts(xlsx)[sheet].clone();
    let xml = parts(xlsx)[&part].clone();
    let data = xml.split("<sheetData").nth(1).unwrap_or("");
    let mut out = Vec::new();
    for row in data.split("<row ").skip(1) {
        let head = format!(" {}", &row[..row.find('>').unwrap_or(0)]);
        let r: u32 = attr(&head, "r")
            .and_then(|v| v.parse().ok())
            .expect("row number");
        let cols = row
            .split("<c ")
            .skip(1)
            .filter_map(|c| {
                let cell = attr(&format!(" {c}"), "r")?.to_string();
                let letters: String = cell.chars().take_while(char::is_ascii_alphabetic).collect();
                Some(
                    letters
                        .chars()
                        .fold(0u32, |a, ch| a * 26 + (ch as u32 - 64))
                        - 1,
                )
            })
            .collect();
        out.push((r - 1, cols));
    }
    out
}

/// Reads a workbook as GestioneTorneo does; `Err` is where and why it stops.
pub fn gestione_torneo_reads(xlsx: &[u8]) -> Result<GtRead, String> {
    let mut wb: calamine::Xlsx<_> =
        calamine::open_workbook_from_rs(std::io::Cursor::new(xlsx.to_vec()))
            .map_err(|e: calamine::XlsxError| e.to_string())?;
    let mut read = GtRead::default();
    let iscritti = wb.worksheet_range("Iscritti").map_err(|e| e.to_string())?;
    let at = |r: &calamine::Range<Data>, row: u32, col: u32| {
        r.get_value((row, col)).cloned().unwrap_or(Data::Empty)
    };
    let last = iscritti.end().map_or(0, |e| e.0);
    for row in 3..=last {
        let id = match at(&iscritti, row, 0) {
            Data::Empty => continue,
            Data::Float(f) => f as i16 as i32,
            Data::Int(i) => i as i16 as i32,
            other => {
                return Err(format!(
                    "Iscritti riga {}: ID {other:?} non numerico",
                    row + 1
                ))
            }
        };
        let name = match at(&iscritti, row, 1) {
            Data::String(s) if !s.is_empty() => s,
            _ => continue,
        };
        let surname = at(&iscritti, row, 2).to_string();
        if read
            .players
            .insert(id, format!("{name} {surname}"))
            .is_some()
        {
            return Err(format!("ID {id} duplicato"));
        }
    }
    for name in wb.sheet_names() {
        let Some(number) = name
            .strip_suffix("° Turno")
            .and_then(|n| n.trim().parse::<u32>().ok())
        else {
            continue;
        };
        let range = wb.worksheet_range(&name).map_err(|e| e.to_string())?;
        let mut tables = Vec::new();
        for (i, (row, cols)) in written_rows(xlsx, &name).into_iter().enumerate() {
            if i % 2 == 0 {
                tables.push(Vec::new());
                continue;
            }
            let table = tables.last_mut().expect("a table opened");
            for j in 0..5u32 {
                if !cols.contains(&(3 * j)) {
                    continue;
                }
                let id = match at(&range, row, 3 * j) {
                    Data::Empty => 0,
                    Data::Float(f) => f as i16 as i32,
                    Data::Int(v) => v as i16 as i32,
                    other => {
                        return Err(format!(
                            "Scheda {name} riga {}: Colonna ID con valore non numerico ({other:?})",
                            i + 1
                        ))
                    }
                };
                if id == 0 {
                    continue;
                }
                if !cols.contains(&(3 * j + 2)) {
                    return Err(format!(
                        "Scheda {name} riga {}: Colonna Punteggio con valore non numerico (nessuna cella)",
                        i + 1
                    ));
                }
                let points = match at(&range, row, 3 * j + 2) {
                    Data::Empty => 0.0,
                    Data::Float(f) => f,
                    Data::Int(v) => v as f64,
                    other => {
                        return Err(format!(
                            "Scheda {name} riga {}: Colonna Punteggio con valore non numerico ({other:?})",
                            i + 1
                        ))
                    }
                };
                if id != -1 && !read.players.contains_key(&id) {
                    return Err(format!(
                        "Nella lista dei giocatori non è presente quello con indice {id} (scheda {name})"
                    ));
                }
                table.push((id, points));
            }
        }
        tables.retain(|t| !t.is_empty());
        read.rounds.push((number, tables));
    }
    read.rounds.sort_by_key(|r| r.0);
    if let Ok(range) = wb.worksheet_range("Classifica Ridotta") {
        let text = |d: &Data| match d {
            Data::String(s) => s.clone(),
            Data::Float(f) => f.to_string(),
            Data::Int(i) => i.to_string(),
            _ => String::new(),
        };
        for r in range.rows().skip(1) {
            let pos = r.first().map(text).and_then(|t| t.parse::<f64>().ok());
            let pt = r.get(3).map(text).and_then(|t| t.parse::<f64>().ok());
            let id = r.get(4).map(text).and_then(|t| t.parse::<f64>().ok());
            if let (Some(pos), Some(pt), Some(id)) = (pos, pt, id) {
                read.standings.push((pos as u32, pt, id as i32));
            }
        }
    }
    Ok(read)
}

/// A player of a workbook GestioneTorneo writes: ID, first name, last name, club.
pub type GtPlayer<'a> = (u32, &'a str, &'a str, &'a str);

/// A workbook as GestioneTorneo writes it: `TORNEO` (labels in C, values in D, the rounds' dates from
/// row 8), `Iscritti` (the header on row 3, regions in capitals as the form's list has them) and the
/// round sheets of `ExcelAccess.scriviPartite` — per table a row with `Tavolo N°k` in column A merged
/// over the table's columns, then a row with, per seat, the ID (a number), "Nome Cognome", a line
/// break and the club, and the points (a number, 0 until played); ID columns hidden.
pub fn gestione_torneo_writes(
    name: &str,
    planned: u32,
    players: &[GtPlayer],
    rounds: &[Vec<Vec<(u32, f64)>>],
) -> Vec<u8> {
    use rust_xlsxwriter::{Format, FormatBorder, Workbook};
    let mut wb = Workbook::new();
    let ws = wb.add_worksheet();
    ws.set_name("TORNEO").unwrap();
    ws.write_string(0, 2, "SCHEDA DATI TORNEO (V. 2025.2)")
        .unwrap();
    let values = [
        ("Sede Torneo", "Roma"),
        ("Organizzatore", "ROMA [Il Gufo]"),
        ("Nome Torneo", name),
        ("Tipologia di Torneo", "Torneo Open"),
    ];
    for (i, (label, value)) in values.iter().enumerate() {
        ws.write_string(1 + i as u32, 2, *label).unwrap();
        ws.write_string(1 + i as u32, 3, *value).unwrap();
    }
    ws.write_string(5, 2, "Numero Turni Previsti").unwrap();
    ws.write_number(5, 3, f64::from(planned)).unwrap();
    ws.write_string(6, 2, "Note").unwrap();
    let date = Format::new().set_num_format("dd/mm/yyyy");
    for k in 0..30u32 {
        ws.write_number(7 + k, 1, f64::from(k + 1)).unwrap();
        if (k as usize) < rounds.len() {
            ws.write_number_with_format(7 + k, 3, 45_723.0 + f64::from(k), &date)
                .unwrap();
        }
    }
    let ws = wb.add_worksheet();
    ws.set_name("Iscritti").unwrap();
    ws.write_string(0, 0, "Elenco Partecipanti").unwrap();
    let headers = [
        "ID",
        "Nome",
        "Cognome",
        "Nickname",
        "Club",
        "Partecipa Torneo",
        "Regione",
        "Data di Nascita (gg/mm/aaaa)",
        "ID NAZIONALE",
    ];
    for (c, h) in headers.iter().enumerate() {
        ws.write_string(2, c as u16, *h).unwrap();
    }
    for (i, (id, first, last, club)) in players.iter().enumerate() {
        let r = 3 + i as u32;
        ws.write_number(r, 0, f64::from(*id)).unwrap();
        ws.write_string(r, 1, *first).unwrap();
        ws.write_string(r, 2, *last).unwrap();
        ws.write_string(r, 4, *club).unwrap();
        ws.write_string(r, 5, "SI").unwrap();
        ws.write_string(r, 6, "LAZIO").unwrap();
        ws.write_number(r, 8, f64::from(1000 + id)).unwrap();
    }
    let title = Format::new().set_bold().set_border(FormatBorder::Thin);
    let wrap = Format::new().set_text_wrap();
    for (n, tables) in rounds.iter().enumerate() {
        let ws = wb.add_worksheet();
        ws.set_name(format!("{}° Turno", n + 1)).unwrap();
        for s in 0..5u16 {
            ws.set_column_hidden(3 * s).unwrap();
            ws.set_column_width(3 * s + 1, 23).unwrap();
        }
        for (k, seats) in tables.iter().enumerate() {
            let r = 2 * k as u32;
            let last = (seats.len() * 3 - 1) as u16;
            ws.merge_range(r, 0, r, last, &format!("Tavolo N°{}", k + 1), &title)
                .unwrap();
            for (s, (id, points)) in seats.iter().enumerate() {
                let c = 3 * s as u16;
                let p = players
                    .iter()
                    .find(|p| p.0 == *id)
                    .expect("a registered player");
                ws.write_number(r + 1, c, f64::from(*id)).unwrap();
                ws.write_string_with_format(
                    r + 1,
                    c + 1,
                    format!("{} {}\n{}", p.1, p.2, p.3),
                    &wrap,
                )
                .unwrap();
                ws.write_number(r + 1, c + 2, *points).unwrap();
            }
        }
    }
    wb.save_to_buffer().unwrap()
}
