//! The `Iscritti` sheet: the players, their columns found by name.

use super::cells::{cell, is_blank, last_col, last_row, parse_id, text, Book, Grid};
use super::problems::{Ctx, Problem, ProblemKind};
use super::SHEET_PLAYERS;
use calamine::Data;
use raduno_engine::model::{canonical_region, fold, Player, PlayerId};
use std::collections::HashMap;

struct Columns {
    id: u32,
    first: u32,
    last: u32,
    nick: Option<u32>,
    club: Option<u32>,
    participating: Option<u32>,
    region: Option<u32>,
    /// The 2025 workbook's columns 8–10: Data di Nascita, ID NAZIONALE, the last events (the header's
    /// column and the unnamed ones right of it).
    birth: Option<u32>,
    national: Option<u32>,
    events: Option<u32>,
}

/// The header of the 2025 workbook's last events: "ULTIMI 3 EVENTI A FEBBRAIO 2025".
fn is_events_header(key: &str) -> bool {
    key.starts_with("ultimi") || key.starts_with("ultimieventi") || key == "eventi"
}

/// How many columns the last events fill (the 2025 workbook's three, the first one named).
pub(crate) const EVENT_COLUMNS: u32 = 3;

fn header_key(d: &Data) -> String {
    fold(&text(d))
}

fn find_columns(sheet: &str, range: &Grid, ctx: &mut Ctx) -> Option<(u32, Columns)> {
    // An empty sheet has no header either: said, or the import would be refused without a reason.
    let Some(end) = last_row(range) else {
        ctx.push(Problem::in_sheet(sheet, ProblemKind::HeaderNotFound));
        return None;
    };
    let width = last_col(range).min(200);
    let mut best: Option<(u32, usize)> = None;
    for row in 0..=end.min(9) {
        let keys: Vec<String> = (0..=width)
            .map(|c| header_key(cell(range, row, c)))
            .collect();
        let find = |names: &[&str]| {
            keys.iter()
                .position(|k| names.contains(&k.as_str()))
                .map(|c| c as u32)
        };
        let id = find(&["id"]);
        let first = find(&["nome"]);
        let last = find(&["cognome"]);
        let found = [id, first, last].iter().filter(|c| c.is_some()).count();
        if let (Some(id), Some(first), Some(last)) = (id, first, last) {
            let cols = Columns {
                id,
                first,
                last,
                nick: find(&["nickforumeg", "nickname", "nick", "nickforum"]),
                club: find(&["club", "clubofamiglia", "clubogruppo", "clubfamiglia"]),
                participating: find(&["partecipatorneo", "partecipa"]),
                region: find(&["regione"]),
                birth: keys
                    .iter()
                    .position(|k| k.starts_with("datadinascita") || k == "nascita")
                    .map(|c| c as u32),
                national: find(&[
                    "idnazionale",
                    "tessera",
                    "ntessera",
                    "numerotessera",
                    "codicenazionale",
                ]),
                events: keys
                    .iter()
                    .position(|k| is_events_header(k))
                    .map(|c| c as u32),
            };
            return Some((row, cols));
        }
        if found > 0 && best.is_none_or(|(_, n)| found > n) {
            best = Some((row, found));
        }
    }
    match best {
        Some((row, _)) => {
            let keys: Vec<String> = (0..=width)
                .map(|c| header_key(cell(range, row, c)))
                .collect();
            for (key, label) in [("id", "ID"), ("nome", "Nome"), ("cognome", "Cognome")] {
                if !keys.iter().any(|k| k == key) {
                    ctx.push(Problem::in_row(
                        sheet,
                        row,
                        ProblemKind::MissingColumn { name: label.into() },
                    ));
                }
            }
        }
        None => ctx.push(Problem::in_sheet(sheet, ProblemKind::HeaderNotFound)),
    }
    None
}

/// The national ID of each player of the `Iscritti` sheet, from the 2025 workbook's `ID NAZIONALE`
/// column (also `Tessera`, `Codice nazionale`): what circuits match people by (the circuits' rules). Empty when
/// the sheet or the column is missing; players without one are left out.
pub fn national_ids(book: &Book) -> HashMap<PlayerId, String> {
    let mut out = HashMap::new();
    let Some((sheet, Ok(range))) = book.find(SHEET_PLAYERS) else {
        return out;
    };
    let mut ctx = Ctx::default();
    let Some((header, cols)) = find_columns(sheet, range, &mut ctx) else {
        return out;
    };
    let Some(col) = (0..=last_col(range).min(200)).find(|&c| {
        matches!(
            header_key(cell(range, header, c)).as_str(),
            "idnazionale" | "tessera" | "ntessera" | "numerotessera" | "codicenazionale"
        )
    }) else {
        return out;
    };
    for row in range.rows_from(header.saturating_add(1)) {
        let value = text(cell(range, row, col));
        let value = value.strip_suffix(".0").unwrap_or(&value).to_string();
        if let Some(id) = parse_id(cell(range, row, cols.id)) {
            if !value.is_empty() {
                out.insert(id, value);
            }
        }
    }
    out
}

pub(super) fn read_players(book: &Book, ctx: &mut Ctx) -> Option<Vec<Player>> {
    let Some((sheet, range)) = book.find(SHEET_PLAYERS) else {
        ctx.push(Problem::file(ProblemKind::MissingSheet {
            name: SHEET_PLAYERS.into(),
        }));
        return None;
    };
    let range = match range {
        Ok(r) => r,
        Err(detail) => {
            ctx.push(Problem::in_sheet(
                sheet,
                ProblemKind::UnreadableSheet {
                    detail: detail.clone(),
                },
            ));
            return None;
        }
    };
    let (header, cols) = find_columns(sheet, range, ctx)?;
    let mut players: Vec<Player> = Vec::new();
    let mut rows_of: HashMap<PlayerId, u32> = HashMap::new();
    let mut national_rows: HashMap<u64, (u32, String)> = HashMap::new();
    for row in range.rows_from(header.saturating_add(1)) {
        let at = Row { sheet, range, row };
        let first = at.text(Some(cols.first));
        let last = at.text(Some(cols.last));
        if first.is_empty() && last.is_empty() {
            // A template row (ID only, sometimes a club), an empty row or a footer.
            continue;
        }
        let Some(id) = row_id(&at, cols.id, ctx) else {
            continue;
        };
        if let Some(&first_row) = rows_of.get(&id) {
            ctx.push(Problem::at(
                sheet,
                row,
                cols.id,
                ProblemKind::DuplicateId { id, first_row },
            ));
            continue;
        }
        rows_of.insert(id, row.saturating_add(1));
        for (name, col, column) in [(&first, cols.first, "Nome"), (&last, cols.last, "Cognome")] {
            if name.is_empty() {
                let column = column.into();
                ctx.push(Problem::at(
                    sheet,
                    row,
                    col,
                    ProblemKind::MissingName { id, column },
                ));
            }
        }
        let mut p = Player::new(id, &first, &last);
        p.nick = at.text(cols.nick);
        p.club = at.text(cols.club);
        p.participating = participating(&at, cols.participating, id, ctx);
        if let Some(region) = region(&at, cols.region, ctx) {
            p.region = region;
        }
        federation_columns(&at, (header, &cols), &mut p, &mut national_rows, ctx);
        players.push(p);
    }
    Some(players)
}

/// One row of the players' sheet, where its problems are said.
struct Row<'a> {
    sheet: &'a str,
    range: &'a Grid,
    row: u32,
}

impl Row<'_> {
    fn text(&self, col: Option<u32>) -> String {
        col.map_or(String::new(), |c| text(cell(self.range, self.row, c)))
    }

    fn cell(&self, col: u32) -> &Data {
        cell(self.range, self.row, col)
    }

    fn problem(&self, col: u32, kind: ProblemKind) -> Problem {
        Problem::at(self.sheet, self.row, col, kind)
    }
}

/// The row's ID: missing or not a number is said, and the row is left out.
fn row_id(at: &Row, col: u32, ctx: &mut Ctx) -> Option<PlayerId> {
    let id_cell = at.cell(col);
    if is_blank(id_cell) {
        ctx.push(at.problem(col, ProblemKind::MissingId));
        return None;
    }
    let id = parse_id(id_cell);
    if id.is_none() {
        let text = text(id_cell);
        ctx.push(at.problem(col, ProblemKind::BadId { text }));
    }
    id
}

/// Whether the player takes part: yes and no in the words clubs write; empty or anything else is said,
/// and counts as taking part.
fn participating(at: &Row, col: Option<u32>, id: PlayerId, ctx: &mut Ctx) -> bool {
    let part = at.text(col);
    let c = col.unwrap_or(0);
    match fold(&part).as_str() {
        "si" | "sì" | "s" | "yes" | "y" | "x" | "1" | "true" | "vero" => true,
        "no" | "n" | "0" | "false" | "falso" => false,
        "" => {
            if col.is_some() {
                ctx.push(at.problem(c, ProblemKind::EmptyParticipation { id }));
            }
            true
        }
        _ => {
            ctx.push(at.problem(c, ProblemKind::BadParticipation { text: part }));
            true
        }
    }
}

/// The player's region as the app names it; one it does not know is said and kept as written. None
/// when the cell is empty.
fn region(at: &Row, col: Option<u32>, ctx: &mut Ctx) -> Option<String> {
    let region = at.text(col);
    if region.is_empty() {
        return None;
    }
    Some(match legacy_region(&region) {
        Some(r) => r.to_string(),
        None => {
            let text = region.clone();
            ctx.push(at.problem(col.unwrap_or(0), ProblemKind::UnknownRegion { text }));
            region
        }
    })
}

/// The federation's columns (the 2025 layout): birth date, national ID (one per player in the sheet)
/// and last events, each problem said where it is.
fn federation_columns(
    at: &Row,
    (header, cols): (u32, &Columns),
    p: &mut Player,
    national_rows: &mut HashMap<u64, (u32, String)>,
    ctx: &mut Ctx,
) {
    if let Some(c) = cols.birth {
        match super::torneo::date_cell(at.cell(c)) {
            Ok(d) => p.birth_date = d.unwrap_or_default(),
            Err(text) => ctx.push(at.problem(c, ProblemKind::BadDate { text })),
        }
    }
    if let Some(c) = cols.national {
        match national_id(at.cell(c)) {
            Ok(n) => p.national_id = n,
            Err(text) => ctx.push(at.problem(c, ProblemKind::BadNationalId { text })),
        }
        if let Some(n) = p.national_id {
            match national_rows.get(&n) {
                Some((first_row, name)) => ctx.push(at.problem(
                    c,
                    ProblemKind::DuplicateNationalId {
                        national_id: n,
                        first_row: *first_row,
                        name: name.clone(),
                    },
                )),
                None => {
                    national_rows.insert(n, (at.row.saturating_add(1), p.full_name()));
                }
            }
        }
    }
    if let Some(c) = cols.events {
        // The named column and the unnamed ones right of it, one event a line.
        let events: Vec<String> = (c..c + EVENT_COLUMNS)
            .take_while(|&k| k == c || header_key(cell(at.range, header, k)).is_empty())
            .map(|k| text(at.cell(k)))
            .filter(|e| !e.is_empty())
            .collect();
        p.last_events = events.join("\n");
    }
}

/// An ID NAZIONALE: a positive whole number (a number cell or digits); blank, 0 or a negative number
/// for none (the national ranking's rules: not ranked); `Err` with the text as written for anything else.
pub(crate) fn national_id(d: &Data) -> Result<Option<u64>, String> {
    match d {
        _ if is_blank(d) => Ok(None),
        Data::Int(i) => Ok(u64::try_from(*i).ok().filter(|&v| v > 0)),
        Data::Float(f) if f.is_finite() && f.fract() == 0.0 && f.abs() < 1e15 => {
            Ok((*f >= 1.0).then_some(*f as u64))
        }
        Data::String(s) => {
            let t = s.trim();
            let t = t.strip_suffix(".0").unwrap_or(t);
            match t.parse::<i64>() {
                Ok(v) => Ok(u64::try_from(v).ok().filter(|&v| v > 0)),
                Err(_) => Err(s.trim().to_string()),
            }
        }
        _ => Err(text(d)),
    }
}

/// A region in the app's spelling, also from the legacy `Dati` sheet's short forms (EMILIA, FRIULI,
/// TRENTINO, VALDAOSTA).
pub fn legacy_region(text: &str) -> Option<&'static str> {
    if let Some(r) = canonical_region(text) {
        return Some(r);
    }
    let key = fold(text);
    if key.len() < 4 {
        return None;
    }
    match key.as_str() {
        "valdaosta" | "vda" | "aosta" => Some("Valle d'Aosta"),
        _ => raduno_engine::model::REGIONS
            .iter()
            .copied()
            .find(|r| fold(r).starts_with(&key)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn legacy_regions() {
        assert_eq!(legacy_region("EMILIA"), Some("Emilia-Romagna"));
        assert_eq!(legacy_region("FRIULI"), Some("Friuli-Venezia Giulia"));
        assert_eq!(legacy_region("TRENTINO"), Some("Trentino-Alto Adige"));
        assert_eq!(legacy_region("VALDAOSTA"), Some("Valle d'Aosta"));
        assert_eq!(legacy_region("CAMPANIA"), Some("Campania"));
        assert_eq!(legacy_region("Narnia"), None);
    }
}
