//! Every game of a tournament as text, vBulletin forum code or HTML (the documents' rules (the workbook layout); legacy manual
//! `000_08592501ecfadfb6.txt`, menu File → Esporta):
//!
//! - **text**: one game a line, each player as `cognome,nome,nick`, the winner first (then the others in
//!   table-ranking order). Fields holding a comma, a quote or a line break are quoted as in CSV
//!   (RFC 4180), so every line is a valid CSV record of 3 fields per player.
//! - **vBulletin** (`.vbc`): the rounds laid out as in the round sheets (`Tavolo N°k`, then names with
//!   points, then clubs), in `[TABLE]` markup to paste into a forum post.
//! - **HTML**: the same tables as a standalone page; also a circuit's standings ([`circuit_html`]).
//!
//! Names come from the players, so they are escaped: `& < > " '` in HTML; in forum code a text holding
//! `[` or `]` (club names such as `ROMA [Il Gufo]`) is wrapped in `[NOPARSE]` so it is never read as markup.

use crate::printed::{self, Printed, PrintedRow};
use raduno_engine::format;
use raduno_engine::i18n::{msg, Lang};
use raduno_engine::model::{Player, Round, Table, Tournament};

/// The export formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExportKind {
    Text,
    VBulletin,
    Html,
}

impl ExportKind {
    /// `txt`, `vb`, `html` (also `vbc`, `text`, `htm`).
    pub fn from_slug(s: &str) -> Option<ExportKind> {
        match s.trim().to_lowercase().as_str() {
            "txt" | "text" | "testo" => Some(ExportKind::Text),
            "vb" | "vbc" | "vbulletin" | "forum" => Some(ExportKind::VBulletin),
            "html" | "htm" => Some(ExportKind::Html),
            _ => None,
        }
    }

    /// The legacy program's file extension.
    pub fn extension(self) -> &'static str {
        match self {
            ExportKind::Text => "txt",
            ExportKind::VBulletin => "vbc",
            ExportKind::Html => "html",
        }
    }
}

/// The export as text.
pub fn export(t: &Tournament, kind: ExportKind) -> String {
    match kind {
        ExportKind::Text => text(t),
        ExportKind::VBulletin => vbulletin(t),
        ExportKind::Html => html(t),
    }
}

/// Seat indices with the winner first, then the table ranking; seat order where the table cannot be
/// ranked yet (missing scores).
pub fn winner_first(t: &Tournament, table: &Table) -> Vec<usize> {
    format::table_ranking(t, table).unwrap_or_else(|_| (0..table.seats.len()).collect())
}

/// One game a line: `cognome,nome,nick` per player, the winner first. Only games played (every seat
/// scored): a drawn table not yet played has no winner to put first.
pub fn text(t: &Tournament) -> String {
    let games = t.rounds.iter().flat_map(|round| {
        round
            .tables
            .iter()
            .filter(|table| table.is_complete())
            .map(|table| {
                winner_first(t, table)
                    .into_iter()
                    .filter_map(|s| table.seats.get(s))
                    .flat_map(|seat| match t.player(seat.player) {
                        Some(p) => [p.last_name.clone(), p.first_name.clone(), p.nick.clone()],
                        None => [format!("ID {}", seat.player), String::new(), String::new()],
                    })
                    .collect::<Vec<String>>()
            })
    });
    crate::csv::write(games)
}

/// Text for forum code: line breaks flattened; wrapped in `[NOPARSE]` when it holds a bracket.
pub fn escape_forum(s: &str) -> String {
    let flat: String = s
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    if !flat.contains(['[', ']']) {
        return flat;
    }
    // A "[/noparse]" inside the text must not close the wrapper.
    let mut safe = String::with_capacity(flat.len());
    let mut rest = flat.as_str();
    while let Some(ch) = rest.chars().next() {
        let closes = rest
            .get(..9)
            .is_some_and(|head| head.eq_ignore_ascii_case("[/noparse"));
        if closes {
            safe.push_str("[ /");
            rest = &rest[2..];
        } else {
            safe.push(ch);
            rest = &rest[ch.len_utf8()..];
        }
    }
    format!("[NOPARSE]{safe}[/NOPARSE]")
}

/// Text for HTML.
pub fn escape_html(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

/// The points cell as the round sheet shows it (see the workbook layout).
fn points_text(t: &Tournament, table: &Table, seat: usize) -> String {
    super::xlsx_out::points_cell(t, table, seat).map_or(String::new(), |v| {
        if v.fract() == 0.0 {
            format!("{v:.0}")
        } else {
            format!("{v:.1}")
        }
    })
}

/// One round as rows of cells: per table a title row, a row of (name, points) and a row of clubs.
fn round_rows(t: &Tournament, round: &Round) -> Vec<Vec<(String, bool)>> {
    let width = round
        .tables
        .iter()
        .map(|t| t.seats.len())
        .max()
        .unwrap_or(0);
    let mut rows = Vec::new();
    for table in &round.tables {
        let mut title = vec![(super::layout::table_title(table.number), true)];
        title.resize(2 * width, (String::new(), false));
        rows.push(title);
        let mut names = Vec::new();
        let mut clubs = Vec::new();
        for (s, seat) in table.seats.iter().enumerate() {
            let p: Option<&Player> = t.player(seat.player);
            names.push((
                p.map_or(format!("ID {}", seat.player), Player::full_name),
                false,
            ));
            names.push((points_text(t, table, s), false));
            clubs.push((p.map_or(String::new(), |p| p.club.clone()), false));
            clubs.push((String::new(), false));
        }
        names.resize(2 * width, (String::new(), false));
        clubs.resize(2 * width, (String::new(), false));
        rows.push(names);
        rows.push(clubs);
    }
    rows
}

/// vBulletin `[TABLE]` markup, one table per round.
pub fn vbulletin(t: &Tournament) -> String {
    let mut out = format!("[B]{}[/B]\n\n", escape_forum(&t.settings.name));
    for round in &t.rounds {
        out.push_str(&format!(
            "[B]{}[/B]\n[TABLE]\n",
            super::layout::round_title(round.number)
        ));
        for row in round_rows(t, round) {
            out.push_str("[TR]");
            for (cell, bold) in row {
                let cell = escape_forum(&cell);
                if bold {
                    out.push_str(&format!("[TD][B]{cell}[/B][/TD]"));
                } else {
                    out.push_str(&format!("[TD]{cell}[/TD]"));
                }
            }
            out.push_str("[/TR]\n");
        }
        out.push_str("[/TABLE]\n\n");
    }
    out
}

/// A standalone HTML page with one table per round.
pub fn html(t: &Tournament) -> String {
    let name = escape_html(&t.settings.name);
    let mut out = format!(
        "<!DOCTYPE html>\n<html lang=\"it\">\n<head>\n<meta charset=\"utf-8\">\n<title>{name}</title>\n\
         <style>table{{border-collapse:collapse;margin-bottom:1.5em}}td{{border:1px solid #999;padding:2px 6px}}\
         td.pt{{text-align:right}}</style>\n</head>\n<body>\n<h1>{name}</h1>\n"
    );
    for round in &t.rounds {
        out.push_str(&format!(
            "<h2>{}</h2>\n<table>\n",
            super::layout::round_title(round.number)
        ));
        for row in round_rows(t, round) {
            out.push_str("<tr>");
            for (i, (cell, bold)) in row.into_iter().enumerate() {
                let cell = escape_html(&cell);
                match (bold, i % 2) {
                    (true, _) => out.push_str(&format!("<td><b>{cell}</b></td>")),
                    (false, 1) => out.push_str(&format!("<td class=\"pt\">{cell}</td>")),
                    _ => out.push_str(&format!("<td>{cell}</td>")),
                }
            }
            out.push_str("</tr>\n");
        }
        out.push_str("</table>\n");
    }
    out.push_str("</body>\n</html>\n");
    out
}

/// A circuit's standings as an HTML page (the HTML export), names escaped.
pub fn circuit_html(s: &Printed, lang: Lang) -> String {
    if let Some(list) = &s.list {
        return list_html(s, list, lang);
    }
    let title = if s.name.is_empty() {
        msg::UiCircuit.str(lang).to_string()
    } else {
        s.name.clone()
    };
    let mut out = format!(
        "<!DOCTYPE html>\n<html lang=\"{}\"><head><meta charset=\"utf-8\"><title>{}</title>\n<style>body{{font-family:sans-serif}}table{{border-collapse:collapse}}td,th{{border:1px solid #999;padding:2px 6px}}td.n{{text-align:right}}.dropped{{color:#888;text-decoration:line-through}}</style></head><body>\n<h1>{}</h1>\n",
        msg::UiEn.str(lang),
        escape_html(&title),
        escape_html(&title)
    );
    let table = |out: &mut String, rows: &[PrintedRow]| {
        out.push_str(&format!(
            "<table>\n<tr><th>Pos</th><th>{}</th><th>Club</th><th>{}</th><th>{}</th><th>{}</th></tr>\n",
            msg::CliName.str(lang),
            msg::UiCircuitTotalHeader.str(lang),
            msg::UiEvents.str(lang),
            msg::CircuitResultsStruckHeader.str(lang)
        ));
        for r in rows {
            let mut results: Vec<String> = r
                .counted
                .iter()
                .map(|x| escape_html(&s.result_text(x, lang)))
                .collect();
            results.extend(r.dropped.iter().map(|x| {
                format!(
                    "<span class=\"dropped\">{}</span>",
                    escape_html(&s.result_text(x, lang))
                )
            }));
            out.push_str(&format!(
                "<tr><td class=\"n\">{}</td><td>{}</td><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td>{}</td></tr>\n",
                r.pos.map_or("-".to_string(), |p| p.to_string()),
                escape_html(&r.full_name()),
                escape_html(&r.club),
                r.total,
                r.events,
                results.join("; ")
            ));
        }
        out.push_str("</table>\n");
    };
    for line in printed::rounds_from_file(&s.rounds_from_file, lang) {
        out.push_str(&format!("<p class=\"note\">{}</p>\n", escape_html(&line)));
    }
    table(&mut out, &s.rows);
    if !s.unranked.is_empty() {
        out.push_str(&format!("<h2>{}</h2>\n", msg::UiCircuitUnranked.str(lang)));
        table(&mut out, &s.unranked);
    }
    if let Some((head, lines)) = s.notes.split_first() {
        out.push_str(&format!("<h2>{}</h2>\n", escape_html(head)));
        for line in lines {
            out.push_str(&format!("<p class=\"note\">{}</p>\n", escape_html(line)));
        }
    }
    out.push_str("</body></html>\n");
    out
}

/// A list other than a circuit's standings (the table rating) as an HTML page: position, name, club,
/// its total and events, and its further columns each in its own.
fn list_html(s: &Printed, list: &crate::printed::PrintedList, lang: Lang) -> String {
    let name = if s.name.is_empty() {
        msg::UiCircuit.str(lang).to_string()
    } else {
        s.name.clone()
    };
    let title = escape_html(&format!("{name} - {}", list.title));
    let mut out = format!(
        "<!DOCTYPE html>\n<html lang=\"{}\"><head><meta charset=\"utf-8\"><title>{title}</title>\n<style>body{{font-family:sans-serif}}table{{border-collapse:collapse}}td,th{{border:1px solid #999;padding:2px 6px}}td.n{{text-align:right}}</style></head><body>\n<h1>{title}</h1>\n",
        msg::UiEn.str(lang),
    );
    for line in &list.said {
        out.push_str(&format!("<p class=\"note\">{}</p>\n", escape_html(line)));
    }
    let table = |out: &mut String, rows: &[PrintedRow]| {
        let heads: String = list
            .extra
            .iter()
            .map(|h| format!("<th>{}</th>", escape_html(h)))
            .collect();
        out.push_str(&format!(
            "<table>\n<tr><th>Pos</th><th>{}</th><th>Club</th><th>{}</th><th>{}</th>{heads}</tr>\n",
            msg::CliName.str(lang),
            escape_html(&list.total),
            escape_html(&list.events),
        ));
        for r in rows {
            let extra: String = r
                .extra
                .iter()
                .map(|v| format!("<td class=\"n\">{}</td>", escape_html(v)))
                .collect();
            out.push_str(&format!(
                "<tr><td class=\"n\">{}</td><td>{}</td><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td>{extra}</tr>\n",
                r.pos.map_or("-".to_string(), |p| p.to_string()),
                escape_html(&r.full_name()),
                escape_html(&r.club),
                escape_html(&r.total),
                r.events,
            ));
        }
        out.push_str("</table>\n");
    };
    table(&mut out, &s.rows);
    if !s.unranked.is_empty() {
        out.push_str(&format!("<h2>{}</h2>\n", escape_html(&list.unranked)));
        table(&mut out, &s.unranked);
    }
    out.push_str("</body></html>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn html_escapes_markup() {
        assert_eq!(
            escape_html("<b>Tom & \"Jerry\"</b>'"),
            "&lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt;&#39;"
        );
    }

    #[test]
    fn forum_code_cannot_be_injected() {
        assert_eq!(escape_forum("Mario Rossi"), "Mario Rossi");
        assert_eq!(
            escape_forum("ROMA [Il Gufo]"),
            "[NOPARSE]ROMA [Il Gufo][/NOPARSE]"
        );
        let evil = escape_forum("x[/NOPARSE][URL]http://evil[/URL]");
        assert_eq!(evil.matches("[/NOPARSE]").count(), 1);
        assert!(evil.ends_with("[/NOPARSE]"));
        assert_eq!(escape_forum("a\nb"), "a b");
    }

    #[test]
    fn csv_fields_are_quoted_when_needed() {
        let line = |f: &str| crate::csv::write([[f]]);
        assert_eq!(line("Rossi"), "Rossi\n");
        assert_eq!(line("Rossi, jr"), "\"Rossi, jr\"\n");
        assert_eq!(line("il \"Toro\""), "\"il \"\"Toro\"\"\"\n");
    }

    #[test]
    fn slugs() {
        assert_eq!(ExportKind::from_slug("txt"), Some(ExportKind::Text));
        assert_eq!(ExportKind::from_slug("VB"), Some(ExportKind::VBulletin));
        assert_eq!(ExportKind::from_slug("html"), Some(ExportKind::Html));
        assert_eq!(ExportKind::from_slug("pdf"), None);
    }
}
