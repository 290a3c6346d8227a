//! The standings as a table: position, name, club (wrapped), the points of each round (the games won
//! in bold and framed, as the legacy `Classifica` sheet), the format's tie-break columns, wins and
//! total; "Classifica finale" once the tournament is over ([`raduno_engine::format::is_over`]).

use super::*;
use raduno_engine::format::Standings;
use raduno_engine::i18n::decimal_in;

/// The format's tie-break columns after the round points: their labels and, per row, the values (the
/// standings carry them, so the PDF shows what the app shows).
fn tiebreak_columns(s: &Standings, lang: Lang) -> Vec<(String, Vec<String>)> {
    s.shown_columns()
        .map(|(i, c)| {
            let values = s
                .rows
                .iter()
                .map(|r| {
                    decimal_in(
                        &c.show(r.tiebreaks.get(i).copied().flatten(), s.decimals),
                        lang,
                    )
                })
                .collect();
            (c.short_label(lang).to_string(), values)
        })
        .collect()
}

/// The standings as a table: position, name, club (wrapped), the points of each round (the games won in
/// bold and framed, as the legacy `Classifica` sheet), wins, total and the format's tie-break columns; page
/// numbers. Says "Classifica finale" when the tournament is over ([`format::is_over`]).
#[cfg(feature = "pdf")]
pub fn standings_pdf(t: &Tournament, s: &Standings, lang: Lang) -> Vec<u8> {
    standings_with(t, s, lang).unwrap_or_default()
}

#[cfg(feature = "pdf")]
/// [`standings_pdf`], with the error if the PDF cannot be written.
pub fn standings_with(t: &Tournament, s: &Standings, lang: Lang) -> Result<Vec<u8>, PdfError> {
    let fonts = fonts()?;
    let rounds = s.rows.iter().map(|r| r.rounds.len()).max().unwrap_or(0);
    let extra = tiebreak_columns(s, lang);
    let layout = StandingsLayout::new(&extra, rounds, lang);
    let (title, sub) = standings_titles(t, rounds, lang);
    let laid = lay_rows(t, s, &fonts, &layout, lang);
    let pages = paginate(&laid);
    // The team tournament: the clubs' standings on pages of their own after the players'.
    let teams = format::team_standings(t, s).unwrap_or_default();
    let per_team_page = ((STANDINGS_BOTTOM - STANDINGS_BODY_TOP) / STANDINGS_ROW_H)
        .floor()
        .max(1.0) as usize;
    let team_pages: Vec<&[format::TeamRow]> = teams.chunks(per_team_page).collect();
    let n_pages = pages.len() + team_pages.len();
    // Each value with the format's decimals, more only where it needs them (as the app shows it).
    let shown = format::def(t).decimals;
    let width = PAGE_WIDTH - 2.0 * MARGIN;

    let mut c = Canvas::new(&title, &fonts).map_err(PdfError::Writer)?;
    let pages_before = pages.len();
    for (p, range) in pages.into_iter().enumerate() {
        standings_page_top(&mut c, &title, &sub, &layout.cols, layout.size);
        let mut y = STANDINGS_BODY_TOP;
        for (k, i) in range.enumerate() {
            let cells = player_cells(&s.rows[i], &laid[i], i, rounds, &extra, (shown, lang));
            let shape = RowShape {
                y,
                height: laid[i].height,
                shaded: k % 2 == 1,
                size: layout.size,
                line_h: layout.line_h(),
            };
            standings_row(&mut c, &layout.cols, &cells, &shape);
            y += laid[i].height;
        }
        page_end(&mut c, y, width, p + 1, n_pages, lang);
    }
    let team_title = format!("{} - {}", t.settings.name, msg::CliTeamStandings.str(lang));
    for (k, chunk) in team_pages.iter().enumerate() {
        let page = (pages_before + k + 1, n_pages);
        team_page(
            &mut c,
            (&team_title, &sub),
            chunk,
            &layout,
            shown,
            page,
            lang,
        );
    }
    c.finish().map_err(PdfError::Writer)
}

#[cfg(feature = "pdf")]
/// The standings' columns: position, name, club, a column a round, wins, total and the tie-breaks;
/// the rounds narrower (and the text smaller) when there are many.
struct StandingsLayout {
    cols: Vec<(String, f32, Align)>,
    size: f32,
    name_w: f32,
    club_w: f32,
}

#[cfg(feature = "pdf")]
impl StandingsLayout {
    const POS_W: f32 = 28.0;

    fn new(extra: &[(String, Vec<String>)], rounds: usize, lang: Lang) -> Self {
        let width = PAGE_WIDTH - 2.0 * MARGIN;
        let (pos_w, wins_w, total_w) = (Self::POS_W, 30.0, 46.0);
        // Room for the longest tie-break header or value, at least 34 points.
        let extra_w = extra
            .iter()
            .flat_map(|(l, values)| std::iter::once(l).chain(values))
            .map(|v| v.chars().count() as f32 * 5.2 + 8.0)
            .fold(34.0, f32::max);
        let fixed = pos_w + wins_w + total_w + extra_w * extra.len() as f32;
        let round_w = if rounds == 0 {
            0.0
        } else {
            ((width - fixed - 220.0) / rounds as f32).clamp(22.0, 48.0)
        };
        let size = if round_w < 32.0 { 7.5 } else { 9.0 };
        let rest = (width - fixed - round_w * rounds as f32).max(120.0);
        let (name_w, club_w) = (rest * 0.55, rest * 0.45);
        let mut cols: Vec<(String, f32, Align)> = vec![
            (msg::IoPos.str(lang).into(), pos_w, Align::Right),
            (msg::CliName.str(lang).into(), name_w, Align::Left),
            (msg::IoClubOrFamily.str(lang).into(), club_w, Align::Left),
        ];
        cols.extend((1..=rounds).map(|n| (format!("pt{n}"), round_w, Align::Right)));
        cols.push((msg::IoWins.str(lang).into(), wins_w, Align::Right));
        cols.push((msg::IoTotal.str(lang).into(), total_w, Align::Right));
        cols.extend(
            extra
                .iter()
                .map(|(l, _)| (l.clone(), extra_w, Align::Right)),
        );
        StandingsLayout {
            cols,
            size,
            name_w,
            club_w,
        }
    }

    fn line_h(&self) -> f32 {
        self.size + 3.0
    }
}

#[cfg(feature = "pdf")]
/// The title ("Classifica finale" when the tournament is over) and the line under it: after which
/// round, the date, who the final made 1st.
fn standings_titles(t: &Tournament, rounds: usize, lang: Lang) -> (String, String) {
    let over = format::is_over(t);
    let title = format!(
        "{} - {}",
        t.settings.name,
        if over {
            msg::UiFinalStandings.str(lang)
        } else {
            msg::CliStandings.str(lang)
        }
    );
    // The rounds the standings count (an Othello final's games are not rounds of the Swiss).
    let played = rounds as u32;
    let mut sub = if over {
        msg::IoTournamentOver.str(lang).to_string()
    } else {
        msg::IoAfterRound { played: &played }.text(lang)
    };
    let date = date_text(&t.settings.date);
    if !date.is_empty() {
        sub = format!("{sub} - {date}");
    }
    // Who the final made 1st.
    if let Some(decided) = format::final_decided(t) {
        sub = format!("{sub} - {}", decided.text(lang));
    }
    (title, sub)
}

#[cfg(feature = "pdf")]
/// A standings row's lines: name and club wrap inside their columns; the row grows to hold them.
struct LaidRow {
    name: Vec<String>,
    club: Vec<String>,
    height: f32,
}

#[cfg(feature = "pdf")]
fn lay_rows(
    t: &Tournament,
    s: &Standings,
    fonts: &Fonts,
    layout: &StandingsLayout,
    lang: Lang,
) -> Vec<LaidRow> {
    let (size, pad) = (layout.size, 3.0);
    s.rows
        .iter()
        .map(|row| {
            let player = t.player(row.player);
            let name = player.map_or(format!("ID {}", row.player), |p| p.full_name());
            let name = if row.withdrawn {
                format!("{name} ({})", msg::CliWithdrawn.str(lang))
            } else {
                name
            };
            let club = player.map_or(String::new(), |p| p.club.clone());
            let name = fonts.wrap(&name, Font::Regular, size, layout.name_w - 2.0 * pad);
            let club = fonts.wrap(&club, Font::Regular, size, layout.club_w - 2.0 * pad);
            let lines = name.len().max(club.len()).max(1) as f32;
            LaidRow {
                name,
                club,
                height: STANDINGS_ROW_H + (lines - 1.0) * layout.line_h(),
            }
        })
        .collect()
}

#[cfg(feature = "pdf")]
/// Pages: rows in order until the page is full.
fn paginate(laid: &[LaidRow]) -> Vec<std::ops::Range<usize>> {
    let mut pages = Vec::new();
    let mut start = 0;
    let mut y = STANDINGS_BODY_TOP;
    for (i, r) in laid.iter().enumerate() {
        if y + r.height > STANDINGS_BOTTOM && i > start {
            pages.push(start..i);
            start = i;
            y = STANDINGS_BODY_TOP;
        }
        y += r.height;
    }
    pages.push(start..laid.len());
    pages
}

#[cfg(feature = "pdf")]
/// One player's cells: position, name, club, each round's points (games won bold and framed), wins,
/// total, then the tie-break columns in the format's order, as the app shows them.
fn player_cells(
    row: &format::StandingRow,
    lay: &LaidRow,
    i: usize,
    rounds: usize,
    extra: &[(String, Vec<String>)],
    (shown, lang): (u8, Lang),
) -> Vec<StandingsCell> {
    let mut cells = vec![
        StandingsCell::text(row.pos.to_string(), Font::Regular),
        StandingsCell::lines(lay.name.clone()),
        StandingsCell::lines(lay.club.clone()),
    ];
    cells.extend((0..rounds).map(|n| {
        let won = row.won.get(n).copied().unwrap_or(false);
        let v = row
            .rounds
            .get(n)
            .copied()
            .flatten()
            .map_or(String::new(), |v| v.shown_in(shown, lang));
        let font = if won { Font::Bold } else { Font::Regular };
        StandingsCell {
            framed: won,
            ..StandingsCell::text(v, font)
        }
    }));
    cells.push(StandingsCell::text(row.wins.to_string(), Font::Regular));
    cells.push(StandingsCell::text(
        row.total.shown_in(shown, lang),
        Font::Bold,
    ));
    cells.extend(extra.iter().map(|(_, values)| {
        StandingsCell::text(values.get(i).cloned().unwrap_or_default(), Font::Regular)
    }));
    cells
}

#[cfg(feature = "pdf")]
/// A page of the clubs' standings (the team tournament): position, club, players, wins, total.
fn team_page(
    c: &mut Canvas,
    (title, sub): (&str, &str),
    chunk: &[format::TeamRow],
    layout: &StandingsLayout,
    shown: u8,
    (page, pages): (usize, usize),
    lang: Lang,
) {
    let width = PAGE_WIDTH - 2.0 * MARGIN;
    let pos_w = StandingsLayout::POS_W;
    let team_cols: Vec<(String, f32, Align)> = vec![
        (msg::IoPos.str(lang).into(), pos_w, Align::Right),
        (
            msg::CliTeamClub.str(lang).into(),
            width - pos_w - 3.0 * 60.0,
            Align::Left,
        ),
        (msg::UiPlayers.str(lang).into(), 60.0, Align::Right),
        (msg::IoWins.str(lang).into(), 60.0, Align::Right),
        (msg::IoTotal.str(lang).into(), 60.0, Align::Right),
    ];
    standings_page_top(c, title, sub, &team_cols, layout.size);
    let mut y = STANDINGS_BODY_TOP;
    for (i, r) in chunk.iter().enumerate() {
        let cells = [
            r.pos.to_string(),
            r.club.clone(),
            r.players.to_string(),
            r.wins.to_string(),
            r.total.shown_in(shown, lang),
        ]
        .map(|v| StandingsCell::text(v, Font::Regular));
        let shape = RowShape {
            y,
            height: STANDINGS_ROW_H,
            shaded: i % 2 == 1,
            size: layout.size,
            line_h: layout.line_h(),
        };
        standings_row(c, &team_cols, &cells, &shape);
        y += STANDINGS_ROW_H;
    }
    page_end(c, y, width, page, pages, lang);
}
