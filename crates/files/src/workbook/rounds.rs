//! The round sheets: tables in the blocks the legacy programs write — two rows (GestioneTorneo,
//! GestioneRaduno: the title, then the players with the club in the name cell) or three (earlier Raduno
//! files: a row of clubs under the names) —, seats by ID or name, points cells as results. A row in none
//! of these layouts is refused with its place.

use super::cells::{
    cell, is_blank, parse_id, parse_mark, round_sheet_number, table_header, text, Book, Grid, Mark,
    MarkError,
};
use super::problems::{Ctx, Problem, ProblemKind, ResultCells};
use super::MAX_SEATS;
use calamine::Data;
use raduno_engine::model::{
    fold, Phase, Player, PlayerId, Round, Seat, SeatResult, Table, Tournament,
};
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

pub(super) fn read_rounds(book: &Book, t: &Tournament, risiko: bool, ctx: &mut Ctx) -> Vec<Round> {
    let mut by_number: BTreeMap<u32, (&str, &Grid)> = BTreeMap::new();
    for (name, range) in &book.sheets {
        let Some(number) = round_sheet_number(name) else {
            continue;
        };
        let range = match range {
            Ok(r) => r,
            Err(detail) => {
                ctx.push(Problem::in_sheet(
                    name,
                    ProblemKind::UnreadableSheet {
                        detail: detail.clone(),
                    },
                ));
                continue;
            }
        };
        if let Some((other, _)) = by_number.get(&number) {
            ctx.push(Problem::in_sheet(
                name,
                ProblemKind::DuplicateRound {
                    number,
                    other_sheet: other.to_string(),
                },
            ));
            continue;
        }
        by_number.insert(number, (name.as_str(), range));
    }
    let last = by_number.keys().next_back().copied().unwrap_or(0);
    let mut rounds = Vec::new();
    for number in 1..=last {
        let Some(&(sheet, range)) = by_number.get(&number) else {
            ctx.push(Problem::file(ProblemKind::MissingRound { number }));
            continue;
        };
        let tables = read_tables(sheet, number, range, t, risiko, ctx);
        if tables.is_empty() {
            if number == last {
                ctx.push(Problem::in_sheet(
                    sheet,
                    ProblemKind::EmptyLastRound { number },
                ));
            } else {
                ctx.push(Problem::in_sheet(sheet, ProblemKind::EmptyRound { number }));
            }
            continue;
        }
        let mut round = Round::new(number, Phase::Qualifying, 0, tables);
        round.locked = round.has_results();
        rounds.push(round);
    }
    rounds
}

fn read_tables(
    sheet: &str,
    round: u32,
    range: &Grid,
    t: &Tournament,
    risiko: bool,
    ctx: &mut Ctx,
) -> Vec<Table> {
    let mut tables: Vec<Table> = Vec::new();
    let mut seated: HashMap<PlayerId, u32> = HashMap::new();
    // Only rows holding cells are visited; `next` is the first row not yet consumed by a table.
    let mut next = 0u32;
    let rows: Vec<u32> = range.rows_from(0).collect();
    for row in rows {
        if row < next {
            continue;
        }
        next = row.saturating_add(1);
        let Some((hcol, header)) = header_in(range, row) else {
            stray_row(sheet, range, row, ctx);
            continue;
        };
        let number = match header {
            Ok(k) => k,
            Err(text) => {
                ctx.push(Problem::at(
                    sheet,
                    row,
                    hcol,
                    ProblemKind::BadTableHeader { text },
                ));
                continue;
            }
        };
        let at = SeatsAt {
            sheet,
            range,
            row: row.saturating_add(1),
            table: number,
        };
        let (table, cells) = read_table(&at, (row, hcol), t, risiko, &tables, &mut seated, ctx);
        ctx.result_cells
            .entry((round, number))
            .or_insert(ResultCells {
                sheet: sheet.to_string(),
                header: (row, hcol),
                seats: cells,
            });
        tables.push(table);
        next = past_seats(sheet, range, at.row, ctx);
    }
    tables
}

/// The table header among the first columns of `row`: its column and its number (or the text that
/// is no number).
fn header_in(range: &Grid, row: u32) -> Option<(u32, Result<u32, String>)> {
    range
        .row(row)
        .take_while(|&(c, _)| c <= 40)
        .find_map(|(c, d)| table_header(d).map(|h| (c, h)))
}

/// The table whose header is at `header` and whose seats are at `at`, checked against the tables read
/// before it (`tables`, who is `seated` already); with the cells its results were read from.
fn read_table(
    at: &SeatsAt,
    header: (u32, u32),
    t: &Tournament,
    risiko: bool,
    tables: &[Table],
    seated: &mut HashMap<PlayerId, u32>,
    ctx: &mut Ctx,
) -> (Table, Vec<(u32, u32, String)>) {
    // The seats: every 3-column group of the row holding a cell.
    let seat_groups: BTreeSet<u32> = if header_in(at.range, at.row).is_none() {
        at.range
            .row(at.row)
            .filter(|(_, d)| !is_blank(d))
            .map(|(c, _)| c / 3)
            .collect()
    } else {
        Default::default()
    };
    let SeatsRow {
        seats,
        marks,
        size,
        cells,
    } = read_seats(at, seat_groups, t, seated, ctx);
    let mut table = Table::new(at.table, &[]);
    table.seats = seats;
    check_table(at.sheet, header, at.table, size, tables, ctx);
    apply_marks(at.sheet, header.0, &mut table, &marks, risiko, ctx);
    // Drawn, not yet played (its points cells blank or 0): read as blank, so what is stored is
    // what the sheet means.
    if table.not_yet_played() {
        for seat in &mut table.seats {
            seat.result = None;
        }
    }
    (table, cells)
}

/// The first row after a table's seats row at `seats_row`, past the row of clubs under it in the
/// three-row layout; any other row there is in no layout.
fn past_seats(sheet: &str, range: &Grid, seats_row: u32, ctx: &mut Ctx) -> u32 {
    let next = seats_row.saturating_add(1);
    if header_in(range, next).is_some() || !range.row(next).any(|(_, d)| !is_blank(d)) {
        return next;
    }
    if !is_clubs_row(range, next) {
        ctx.push(Problem::in_row(
            sheet,
            next,
            ProblemKind::UnreadableRoundRow,
        ));
    }
    next.saturating_add(1)
}

/// A row under no table: a note (text alone) is set aside with a warning; a row holding a number (an
/// ID or points without their `Tavolo N°k`) is in none of the layouts and refused.
fn stray_row(sheet: &str, range: &Grid, row: u32, ctx: &mut Ctx) {
    let mut cells = range.row(row).filter(|(_, d)| !is_blank(d)).peekable();
    if cells.peek().is_none() {
        return;
    }
    let numbers = cells.any(|(_, d)| !matches!(d, Data::String(_)));
    let kind = if numbers {
        ProblemKind::UnreadableRoundRow
    } else {
        ProblemKind::IgnoredRow
    };
    ctx.push(Problem::in_row(sheet, row, kind));
}

/// The row of clubs under the names (the three-row layout of earlier Raduno files): text only, in the
/// name columns (3s+1).
fn is_clubs_row(range: &Grid, row: u32) -> bool {
    range
        .row(row)
        .filter(|(_, d)| !is_blank(d))
        .all(|(c, d)| c % 3 == 1 && matches!(d, Data::String(_)))
}

/// Where a table's seats row is: its sheet and grid, the row, the table's number.
struct SeatsAt<'a> {
    sheet: &'a str,
    range: &'a Grid,
    row: u32,
    table: u32,
}

/// A table's seats row as read: the seats, the marks of their points cells (seat, mark, row), how many
/// seats hold a player (those past [`MAX_SEATS`] counted, not read) and each seat's points cell as
/// written (row, column, text).
struct SeatsRow {
    seats: Vec<Seat>,
    marks: Vec<(usize, Mark, u32)>,
    size: usize,
    cells: Vec<(u32, u32, String)>,
}

/// Reads the seats of the 3-column `groups` (ID, name, points) of a table's seats row; a player seated
/// at an earlier table of the round (`seated`) is told and left out.
fn read_seats(
    at: &SeatsAt,
    groups: BTreeSet<u32>,
    t: &Tournament,
    seated: &mut HashMap<PlayerId, u32>,
    ctx: &mut Ctx,
) -> SeatsRow {
    let (sheet, row) = (at.sheet, at.row);
    let mut out = SeatsRow {
        seats: Vec::new(),
        marks: Vec::new(),
        size: 0,
        cells: Vec::new(),
    };
    for s in groups {
        let c = 3 * s;
        let (id_cell, name_cell, pts_cell) = (
            cell(at.range, row, c),
            cell(at.range, row, c + 1),
            cell(at.range, row, c + 2),
        );
        if is_blank(id_cell) && is_blank(name_cell) {
            if !is_blank(pts_cell) {
                ctx.push(Problem::at(sheet, row, c + 1, ProblemKind::MissingId));
            }
            continue;
        }
        out.size += 1;
        if out.size > MAX_SEATS {
            continue;
        }
        let written = text(name_cell);
        let id = seat_player(sheet, row, c, id_cell, &written, t, ctx);
        let mark = seat_mark(sheet, row, c, pts_cell, ctx);
        let Some(id) = id else { continue };
        if let Some(&first_table) = seated.get(&id) {
            ctx.push(Problem::at(
                sheet,
                row,
                c,
                ProblemKind::PlayerTwice { id, first_table },
            ));
            continue;
        }
        seated.insert(id, at.table);
        if let Some(m) = mark {
            out.marks.push((out.seats.len(), m, row));
        }
        out.cells.push((row, c + 2, text(pts_cell)));
        out.seats.push(Seat {
            player: id,
            result: None,
        });
    }
    out
}

/// A table's size (2 to [`MAX_SEATS`] seats) and number (once a sheet), told at its header cell.
fn check_table(
    sheet: &str,
    (row, hcol): (u32, u32),
    number: u32,
    size: usize,
    tables: &[Table],
    ctx: &mut Ctx,
) {
    if size > MAX_SEATS {
        ctx.push(Problem::at(
            sheet,
            row,
            hcol,
            ProblemKind::TableTooBig {
                table: number,
                seats: size,
            },
        ));
    } else if size < 2 {
        ctx.push(Problem::at(
            sheet,
            row,
            hcol,
            ProblemKind::TableTooSmall {
                table: number,
                seats: size,
            },
        ));
    }
    if tables.iter().any(|x| x.number == number) {
        ctx.push(Problem::at(
            sheet,
            row,
            hcol,
            ProblemKind::DuplicateTable { table: number },
        ));
    }
}

/// The player of a seat: by its ID cell (registered, and the name beside it the registered one), or
/// when the ID is blank by the name, which must name exactly one player.
fn seat_player(
    sheet: &str,
    seats_row: u32,
    c: u32,
    id_cell: &Data,
    written: &str,
    t: &Tournament,
    ctx: &mut Ctx,
) -> Option<PlayerId> {
    if is_blank(id_cell) {
        let matches: Vec<&Player> = t.players.iter().filter(|p| names(written, p)).collect();
        match matches.as_slice() {
            [p] => Some(p.id),
            [] => {
                ctx.push(Problem::at(
                    sheet,
                    seats_row,
                    c + 1,
                    ProblemKind::UnknownName {
                        name: written.to_string(),
                    },
                ));
                None
            }
            _ => {
                ctx.push(Problem::at(
                    sheet,
                    seats_row,
                    c + 1,
                    ProblemKind::AmbiguousName {
                        name: written.to_string(),
                    },
                ));
                None
            }
        }
    } else {
        match parse_id(id_cell) {
            None => {
                ctx.push(Problem::at(
                    sheet,
                    seats_row,
                    c,
                    ProblemKind::BadId {
                        text: text(id_cell),
                    },
                ));
                None
            }
            Some(id) => match t.player(id) {
                None => {
                    ctx.push(Problem::at(
                        sheet,
                        seats_row,
                        c,
                        ProblemKind::UnknownPlayer { id },
                    ));
                    None
                }
                Some(p) => {
                    if !written.is_empty() && !names(written, p) {
                        ctx.push(Problem::at(
                            sheet,
                            seats_row,
                            c + 1,
                            ProblemKind::NameMismatch {
                                id,
                                written: written.to_string(),
                                registered: p.full_name(),
                            },
                        ));
                    }
                    Some(id)
                }
            },
        }
    }
}

/// A seat's points cell as a mark; text or a number out of range is a problem at the cell.
fn seat_mark(sheet: &str, seats_row: u32, c: u32, pts_cell: &Data, ctx: &mut Ctx) -> Option<Mark> {
    match parse_mark(pts_cell) {
        Ok(m) => m,
        Err(MarkError::Text(text)) => {
            ctx.push(Problem::at(
                sheet,
                seats_row,
                c + 2,
                ProblemKind::TextInPoints { text },
            ));
            None
        }
        Err(MarkError::Bad(text)) => {
            ctx.push(Problem::at(
                sheet,
                seats_row,
                c + 2,
                ProblemKind::BadPoints { text },
            ));
            None
        }
    }
}

/// Turns the points cells of one table into seat results: decimals rank tied players, negatives are
/// elimination orders.
fn apply_marks(
    sheet: &str,
    header_row: u32,
    table: &mut Table,
    marks: &[(usize, Mark, u32)],
    risiko: bool,
    ctx: &mut Ctx,
) {
    let mut eliminated_seen: HashSet<u8> = HashSet::new();
    for &(seat, mark, _) in marks {
        let result = match mark {
            Mark::Points(points, _) => SeatResult {
                points,
                risiko: risiko && points == 100,
                ..SeatResult::default()
            },
            Mark::Eliminated(order) => {
                if !eliminated_seen.insert(order) {
                    ctx.push(Problem::in_row(
                        sheet,
                        header_row,
                        ProblemKind::SharedElimination {
                            table: table.number,
                            order,
                        },
                    ));
                }
                SeatResult {
                    points: 0,
                    eliminated: Some(order),
                    ..SeatResult::default()
                }
            }
        };
        table.seats[seat].result = Some(result);
    }
    // Tie order: among seats with equal whole points, the larger decimals rank first.
    let mut groups: BTreeMap<u32, Vec<(usize, u32)>> = BTreeMap::new();
    for &(seat, mark, _) in marks {
        if let Mark::Points(points, frac) = mark {
            groups.entry(points).or_default().push((seat, frac));
        }
    }
    for group in groups.values() {
        if group.len() < 2 || group.iter().all(|&(_, f)| f == group[0].1) {
            continue;
        }
        let mut fracs: Vec<u32> = group.iter().map(|&(_, f)| f).collect();
        fracs.sort_unstable_by(|a, b| b.cmp(a));
        fracs.dedup();
        for &(seat, frac) in group {
            let rank = fracs.iter().position(|&f| f == frac).unwrap_or(0) + 1;
            if let Some(r) = table.seats[seat].result.as_mut() {
                r.tie_order = Some(rank.min(u8::MAX as usize) as u8);
            }
        }
    }
}

/// Does a name cell name this player? "Nome Cognome" alone; with the club after a line break, as
/// GestioneTorneo writes it (the line before the break is the name, whatever club follows); or with the
/// registered club after the name, as GestioneRaduno writes it. Letters compared without case, accents
/// aside, spaces and punctuation ignored ([`fold`]).
fn names(written: &str, p: &Player) -> bool {
    let name = fold(&p.full_name());
    let first_line = written.lines().next().unwrap_or_default();
    if fold(first_line) == name {
        return true;
    }
    let all = fold(written);
    let club = fold(&p.club);
    !club.is_empty() && all.strip_prefix(name.as_str()) == Some(club.as_str())
}
