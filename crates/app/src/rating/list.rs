//! The rating list (*classifica rating*) and its files: CSV and xlsx with the columns
//! `name, rating, category, games, city, last_tournament` (Italian headers accepted too), and the games
//! file `round, black, white, black_discs, white_discs`.

use super::{Category, Game, RatingError};
use raduno_engine::i18n::msg;
use raduno_engine::model::{fold, Tournament};
use serde::{Deserialize, Serialize};

/// One row of the list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RatedPlayer {
    /// As the federation writes it ("Brusca Augusto").
    pub name: String,
    #[serde(default)]
    pub city: String,
    /// `None`: unrated.
    pub rating: Option<i32>,
    pub category: Category,
    /// Official games played (the newsletter leaves it blank for stable players: 0 here).
    #[serde(default)]
    pub games: u32,
    /// Data ultimo torneo, as written.
    #[serde(default)]
    pub last_tournament: String,
}

impl RatedPlayer {
    pub fn unrated(name: &str) -> RatedPlayer {
        RatedPlayer {
            name: name.to_string(),
            city: String::new(),
            rating: None,
            category: Category::Provisional,
            games: 0,
            last_tournament: String::new(),
        }
    }
}

/// The federation's list, plus the keys of the tournaments already applied to it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct RatingList {
    pub players: Vec<RatedPlayer>,
    #[serde(default)]
    pub applied: Vec<String>,
}

/// Marks, in a CSV file, the key of a tournament already applied (a comment line at the end).
const APPLIED_MARK: &str = "# raduno-applied:";

#[derive(Clone, Copy, PartialEq, Eq)]
enum Col {
    Name,
    Rating,
    Category,
    Games,
    City,
    Last,
}

const COLUMNS: [(Col, &str); 6] = [
    (Col::Name, "name"),
    (Col::Rating, "rating"),
    (Col::Category, "category"),
    (Col::Games, "games"),
    (Col::City, "city"),
    (Col::Last, "last_tournament"),
];

fn column_of(header: &str) -> Option<Col> {
    match fold(header).as_str() {
        "name" | "nome" | "giocatore" | "player" => Some(Col::Name),
        "rating" | "punteggio" | "elo" => Some(Col::Rating),
        "category" | "categoria" | "cat" => Some(Col::Category),
        "games" | "partite" | "part" | "gamesplayed" | "partitegiocate" => Some(Col::Games),
        "city" | "citta" | "città" | "town" => Some(Col::City),
        "lasttournament" | "dataultimotorneo" | "ultimotorneo" | "data" | "date" => Some(Col::Last),
        _ => None,
    }
}

fn file_error(line: usize, column: &str, problem: raduno_engine::i18n::Text) -> RatingError {
    RatingError::File {
        line,
        column: column.to_string(),
        problem,
    }
}

/// A whole number from a cell ("1400", "1400.0", " 1400 ").
fn whole(text: &str) -> Option<i64> {
    let t = text.trim();
    t.parse::<i64>().ok().or_else(|| {
        t.parse::<f64>()
            .ok()
            .filter(|f| f.fract() == 0.0 && f.abs() < 1e12)
            .map(|f| f as i64)
    })
}

/// One row of a list read as a player; a row without a category gets the rulebook's (stable from 15
/// rated games).
fn player_from(
    line: usize,
    fields: &[String],
    cols: &[Option<Col>],
) -> Result<RatedPlayer, RatingError> {
    let mut p = RatedPlayer::unrated("");
    let mut category = None;
    for (k, value) in fields.iter().enumerate() {
        let Some(Some(col)) = cols.get(k) else {
            continue;
        };
        read_cell(&mut p, &mut category, *col, value).map_err(|problem| {
            let name = COLUMNS
                .iter()
                .find(|(c, _)| c == col)
                .map_or("", |(_, n)| n);
            file_error(line, name, problem)
        })?;
    }
    if p.name.is_empty() {
        return Err(file_error(line, "name", msg::RatingNameIsMissing.said()));
    }
    p.category = category.unwrap_or(if p.rating.is_some() && p.games >= 15 {
        Category::Stable
    } else {
        Category::Provisional
    });
    Ok(p)
}

/// One cell of a row into the player (or its category); a value that does not read is the problem.
fn read_cell(
    p: &mut RatedPlayer,
    category: &mut Option<Category>,
    col: Col,
    value: &str,
) -> Result<(), raduno_engine::i18n::Text> {
    match col {
        Col::Name => p.name = value.to_string(),
        Col::City => p.city = value.to_string(),
        Col::Last => p.last_tournament = value.to_string(),
        Col::Rating if value.is_empty() => p.rating = None,
        Col::Rating => {
            let r = whole(value)
                .and_then(|r| i32::try_from(r).ok())
                .filter(|r| *r >= 0);
            p.rating =
                Some(r.ok_or_else(|| msg::RatingListRatingInvalid { value: &value }.said())?);
        }
        Col::Category if value.is_empty() => {}
        Col::Category => {
            let c = Category::from_letter(value);
            *category =
                Some(c.ok_or_else(|| msg::RatingListCategoryInvalid { value: &value }.said())?);
        }
        Col::Games if value.is_empty() || value.chars().all(|c| "-—–".contains(c)) => {}
        Col::Games => {
            let g = whole(value).and_then(|g| u32::try_from(g).ok());
            p.games = g.ok_or_else(|| msg::RatingListGamesInvalid { value: &value }.said())?;
        }
    }
    Ok(())
}

impl RatingList {
    /// Reads the rows of a table (the header first, then one player a row); `lines` are the file's line
    /// numbers for messages.
    fn from_rows(rows: Vec<(usize, Vec<String>)>) -> Result<RatingList, RatingError> {
        let mut rows = rows.into_iter();
        let Some((_, header)) = rows.next() else {
            return Err(file_error(1, "name", msg::RatingFileIsEmpty.said()));
        };
        let cols: Vec<Option<Col>> = header.iter().map(|h| column_of(h)).collect();
        if !cols.contains(&Some(Col::Name)) {
            return Err(file_error(
                1,
                "name",
                msg::RatingListNameColumnMissing.said(),
            ));
        }
        let mut list = RatingList::default();
        let mut seen = std::collections::HashSet::new();
        for (line, fields) in rows {
            if fields.first().is_some_and(|f| f.starts_with('#')) {
                if let Some(key) = fields.join(",").strip_prefix(APPLIED_MARK) {
                    list.applied.push(key.trim().to_string());
                }
                continue;
            }
            if fields.iter().all(|f| f.is_empty()) {
                continue;
            }
            let p = player_from(line, &fields, &cols)?;
            if !seen.insert(fold(&p.name)) {
                return Err(RatingError::DuplicatePlayer { name: p.name });
            }
            list.players.push(p);
        }
        Ok(list)
    }

    /// Reads a CSV list (header row required; `name` required, the other columns optional and in any
    /// order; an empty rating means unrated).
    pub fn from_csv(text: &str) -> Result<RatingList, RatingError> {
        RatingList::from_rows(raduno_files::csv::read(text))
    }

    /// Writes the list as CSV: `name,rating,category,games,city,last_tournament`, then one comment line
    /// per applied tournament.
    pub fn to_csv(&self) -> String {
        let header = [
            "name",
            "rating",
            "category",
            "games",
            "city",
            "last_tournament",
        ]
        .map(String::from);
        let players = self.players.iter().map(|p| {
            vec![
                p.name.clone(),
                p.rating.map(|r| r.to_string()).unwrap_or_default(),
                p.category.letter().to_string(),
                p.games.to_string(),
                p.city.clone(),
                p.last_tournament.clone(),
            ]
        });
        let applied = self
            .applied
            .iter()
            .map(|key| vec![format!("{APPLIED_MARK} {key}")]);
        raduno_files::csv::write(
            std::iter::once(header.to_vec())
                .chain(players)
                .chain(applied),
        )
    }

    /// Reads the first sheet of an xlsx workbook (a header row, then one player a row; the keys of the
    /// applied tournaments from a sheet named `Tornei applicati`, if any). Any bytes give a list or an
    /// error: the workbook goes through the `.xlsx` guard (`io::xlsx_guard`), sheets are read cell by
    /// cell, and at most [`MAX_LIST_ROWS`] rows are read.
    pub fn from_xlsx(bytes: &[u8]) -> Result<RatingList, RatingError> {
        let unreadable = |e: raduno_files::ReadError| {
            file_error(
                0,
                "",
                msg::RatingUnreadableXlsxFile { error: &"" }
                    .said()
                    .with_text("error", e.said()),
            )
        };
        if !bytes.starts_with(b"PK\x03\x04") {
            return Err(file_error(
                0,
                "",
                msg::RatingUnreadableXlsxFile { error: &"" }
                    .said()
                    .with_text("error", msg::RatingNotAnXlsxFile.said()),
            ));
        }
        let read = raduno_files::guard::contain(|| {
            let clean = raduno_files::xlsx_guard::sanitize(bytes)?;
            let memory = raduno_files::guard::Memory::for_xlsx(bytes.len(), clean.len());
            xlsx_rows(&clean, memory)
        });
        read.unwrap_or_else(|e| Err(unreadable(e)))
    }

    /// Writes the list as an xlsx workbook: sheet `Rating` and sheet `Tornei applicati`.
    pub fn to_xlsx(&self) -> Result<Vec<u8>, RatingError> {
        use rust_xlsxwriter::{Format, Workbook};
        let fail = |e: rust_xlsxwriter::XlsxError| {
            file_error(0, "", msg::RatingXlsxWritingFailed { error: &e }.said())
        };
        let mut book = Workbook::new();
        let bold = Format::new().set_bold();
        let sheet = book.add_worksheet();
        sheet.set_name("Rating").map_err(fail)?;
        for (c, (_, name)) in COLUMNS.iter().enumerate() {
            sheet
                .write_string_with_format(0, c as u16, *name, &bold)
                .map_err(fail)?;
        }
        for (i, p) in self.players.iter().enumerate() {
            let r = i as u32 + 1;
            sheet.write_string(r, 0, &p.name).map_err(fail)?;
            if let Some(rating) = p.rating {
                sheet.write_number(r, 1, f64::from(rating)).map_err(fail)?;
            }
            sheet
                .write_string(r, 2, p.category.letter())
                .map_err(fail)?;
            sheet.write_number(r, 3, f64::from(p.games)).map_err(fail)?;
            sheet.write_string(r, 4, &p.city).map_err(fail)?;
            sheet.write_string(r, 5, &p.last_tournament).map_err(fail)?;
        }
        let applied = book.add_worksheet();
        applied.set_name("Tornei applicati").map_err(fail)?;
        for (i, key) in self.applied.iter().enumerate() {
            applied.write_string(i as u32, 0, key).map_err(fail)?;
        }
        book.save_to_buffer().map_err(fail)
    }

    /// By rating, highest first; unrated last; ties by name.
    pub fn sort(&mut self) {
        raduno_engine::order::sort_by(&mut self.players, |a, b| {
            b.rating.cmp(&a.rating).then_with(|| a.name.cmp(&b.name))
        });
    }

    pub fn find(&self, name: &str) -> Option<&RatedPlayer> {
        let key = fold(name);
        self.players.iter().find(|p| fold(&p.name) == key)
    }
}

/// The most rows a rating list may hold (the federation's list holds a few thousand players).
pub const MAX_LIST_ROWS: usize = 100_000;

/// The rows of a rebuilt (`io::xlsx_guard::sanitize`) rating list workbook, as text: the header row's
/// recognised columns only (at most 16), so a cell far to the right costs nothing.
#[allow(clippy::type_complexity)]
fn xlsx_rows(
    clean: &[u8],
    mut memory: raduno_files::guard::Memory,
) -> Result<Result<RatingList, RatingError>, raduno_files::ReadError> {
    use calamine::Reader;
    let mut book = raduno_files::guard::open_xlsx(clean)?;
    let names = book.sheet_names().to_vec();
    let Some(first) = names.first() else {
        return Ok(Err(file_error(0, "", msg::RatingNoSheet.said())));
    };
    let rows = match sheet_rows(&mut book, first, &mut memory)? {
        Ok(rows) => rows,
        Err(e) => return Ok(Err(e)),
    };
    let mut list = match header_columns(first, rows).and_then(RatingList::from_rows) {
        Ok(list) => list,
        Err(e) => return Ok(Err(e)),
    };
    if let Some(sheet) = names.iter().find(|n| fold(n) == "torneiapplicati") {
        list.applied
            .extend(applied_keys(&mut book, sheet, &mut memory));
    }
    Ok(Ok(list))
}

type XlsxBook<'a> = calamine::Xlsx<std::io::Cursor<&'a [u8]>>;
type SheetRows = std::collections::BTreeMap<u32, std::collections::BTreeMap<u32, String>>;

/// A cell as the list reads it: a whole number without decimals, anything else as its text, trimmed.
fn cell_text(d: &calamine::Data) -> String {
    match d {
        calamine::Data::Float(f) if f.fract() == 0.0 && f.abs() < 1e15 => format!("{}", *f as i64),
        other => other.to_string().trim().to_string(),
    }
}

/// The non-empty cells of the list's sheet by row and column; more rows than a list may hold is
/// refused.
fn sheet_rows(
    book: &mut XlsxBook,
    sheet: &str,
    memory: &mut raduno_files::guard::Memory,
) -> Result<Result<SheetRows, RatingError>, raduno_files::ReadError> {
    let mut rows = SheetRows::new();
    let mut too_many = false;
    raduno_files::guard::xlsx_cells(book, sheet, 16 * MAX_LIST_ROWS, memory, |r, c, d| {
        if rows.len() >= MAX_LIST_ROWS && !rows.contains_key(&r) {
            too_many = true;
            return;
        }
        let text = cell_text(&d);
        if !text.is_empty() {
            rows.entry(r).or_default().insert(c, text);
        }
    })?;
    if too_many {
        return Ok(Err(file_error(
            0,
            "",
            msg::RatingTooManyRows {
                sheet: &sheet,
                most: &MAX_LIST_ROWS,
            }
            .said(),
        )));
    }
    Ok(Ok(rows))
}

/// The rows with their line numbers, each cut to the columns the header names (in column order).
fn header_columns(sheet: &str, rows: SheetRows) -> Result<Vec<(usize, Vec<String>)>, RatingError> {
    let mut rows = rows.into_iter();
    let Some((header_row, header)) = rows.next() else {
        return Ok(Vec::new());
    };
    let keep: Vec<u32> = header
        .iter()
        .filter(|(_, h)| column_of(h).is_some())
        .map(|(&c, _)| c)
        .collect();
    if keep.len() > 16 {
        return Err(file_error(
            0,
            "",
            msg::RatingTooManyColumns {
                sheet: &sheet,
                count: &keep.len(),
            }
            .said(),
        ));
    }
    let project = |cells: &std::collections::BTreeMap<u32, String>| -> Vec<String> {
        keep.iter()
            .map(|c| cells.get(c).cloned().unwrap_or_default())
            .collect()
    };
    let mut table = vec![(header_row as usize + 1, project(&header))];
    table.extend(rows.map(|(r, cells)| (r as usize + 1, project(&cells))));
    Ok(table)
}

/// The keys of the tournaments already applied, from the `Tornei applicati` sheet's first column.
fn applied_keys(
    book: &mut XlsxBook,
    sheet: &str,
    memory: &mut raduno_files::guard::Memory,
) -> Vec<String> {
    let mut keys = std::collections::BTreeMap::new();
    let _ = raduno_files::guard::xlsx_cells(book, sheet, MAX_LIST_ROWS, memory, |r, c, d| {
        if c == 0 {
            let key = cell_text(&d);
            if !key.is_empty() {
                keys.insert(r, key);
            }
        }
    });
    keys.into_values().collect()
}

/// Reads a games CSV: `round,black,white,black_discs,white_discs` (a header row naming them, in any
/// order; Italian `turno,nero,bianco,pedine_nero,pedine_bianco` accepted).
pub fn parse_games_csv(text: &str) -> Result<Vec<Game>, RatingError> {
    let rows = raduno_files::csv::read(text);
    let mut rows = rows.into_iter();
    let Some((_, header)) = rows.next() else {
        return Ok(Vec::new());
    };
    let names = ["round", "black", "white", "black_discs", "white_discs"];
    let find = |wanted: &[&str]| {
        header
            .iter()
            .position(|h| wanted.contains(&fold(h).as_str()))
    };
    let idx = [
        find(&["round", "turno"]),
        find(&["black", "nero"]),
        find(&["white", "bianco"]),
        find(&["blackdiscs", "pedinenero", "discsblack"]),
        find(&["whitediscs", "pedinebianco", "discswhite"]),
    ];
    let mut cols = [0usize; 5];
    for (k, i) in idx.iter().enumerate() {
        cols[k] = i.ok_or_else(|| {
            file_error(
                1,
                names[k],
                msg::RatingColumnIsMissing { best: &(names[k]) }.said(),
            )
        })?;
    }
    let mut games = Vec::new();
    for (line, fields) in rows {
        if fields.first().is_some_and(|f| f.starts_with('#')) {
            continue;
        }
        let get = |k: usize| fields.get(cols[k]).map(String::as_str).unwrap_or("");
        let number = |k: usize| -> Result<u32, RatingError> {
            whole(get(k))
                .and_then(|n| u32::try_from(n).ok())
                .ok_or_else(|| {
                    file_error(
                        line,
                        names[k],
                        msg::RatingListCountInvalid { best: &get(k) }.said(),
                    )
                })
        };
        for k in [1, 2] {
            if get(k).is_empty() {
                return Err(file_error(
                    line,
                    names[k],
                    msg::RatingPlayerIsMissing.said(),
                ));
            }
        }
        games.push(Game {
            round: number(0)?,
            black: get(1).to_string(),
            white: get(2).to_string(),
            black_discs: number(3)?,
            white_discs: number(4)?,
        });
    }
    Ok(games)
}

/// The finished games of a tournament, for the rating: seat 0 is Black, seat 1 White, the points are
/// the discs; byes and tables without both results are left out. Names are written "Cognome Nome", as
/// in the federation's list.
pub fn games_from_tournament(t: &Tournament) -> Vec<Game> {
    let name = |id| {
        t.player(id)
            .map(|p| format!("{} {}", p.last_name, p.first_name))
            .unwrap_or_default()
    };
    let mut games = Vec::new();
    for round in &t.rounds {
        for table in &round.tables {
            if let [b, w] = table.seats.as_slice() {
                if let (Some(rb), Some(rw)) = (&b.result, &w.result) {
                    games.push(Game {
                        round: round.number,
                        black: name(b.player),
                        white: name(w.player),
                        black_discs: rb.points,
                        white_discs: rw.points,
                    });
                }
            }
        }
    }
    games
}
