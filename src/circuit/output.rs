//! The circuit's standings as JSON (the command line's `--json`, SPEC 5.11), plain text and HTML.
//! Points are shown to 3 decimals, rounded down.

use super::identity::Decision;
use super::standings::{shown, CircuitRow, CircuitStandings, Scored};
use crate::i18n::Lang;
use crate::io::export::escape_html;

fn json_string(s: &str) -> String {
    serde_json::to_string(s).unwrap_or_else(|_| "\"\"".into())
}

fn scored_json(s: &CircuitStandings, list: &[Scored]) -> String {
    let items: Vec<String> = list
        .iter()
        .map(|r| {
            format!(
                "{{\"tournament\": {}, \"place\": {}, \"points\": {}}}",
                json_string(s.tournaments.get(r.tournament).map_or("", |t| t.as_str())),
                r.place,
                shown(r.points)
            )
        })
        .collect();
    format!("[{}]", items.join(", "))
}

fn row_json(s: &CircuitStandings, r: &CircuitRow) -> String {
    format!(
        "{{\"pos\": {}, \"first_name\": {}, \"last_name\": {}, \"club\": {}, \"total\": {}, \"events\": {}, \"counted\": {}, \"dropped\": {}}}",
        r.pos.map_or("null".to_string(), |p| p.to_string()),
        json_string(&r.first_name),
        json_string(&r.last_name),
        json_string(&r.club),
        r.total.shown(),
        r.events,
        scored_json(s, &r.counted),
        scored_json(s, &r.dropped)
    )
}

/// `{"circuit", "standings": [...], "unranked": [...], "candidates": [[a, b], ...]}` (SPEC 5.11):
/// `candidates` are the pairs still undecided; `decided` lists the others with the decision, `notes`
/// the decisions that could not be applied.
pub fn json(s: &CircuitStandings) -> String {
    let rows = |list: &[CircuitRow]| -> String {
        if list.is_empty() {
            return "[]".into();
        }
        let items: Vec<String> = list.iter().map(|r| row_json(s, r)).collect();
        format!("[\n    {}\n  ]", items.join(",\n    "))
    };
    let open: Vec<String> = s
        .candidates
        .iter()
        .filter(|c| c.decision == Decision::Undecided)
        .map(|c| format!("[{}, {}]", json_string(&c.a), json_string(&c.b)))
        .collect();
    let decided: Vec<String> = s
        .candidates
        .iter()
        .filter(|c| c.decision != Decision::Undecided)
        .map(|c| {
            format!(
                "{{\"a\": {}, \"b\": {}, \"same\": {}}}",
                json_string(&c.a),
                json_string(&c.b),
                c.decision == Decision::Same
            )
        })
        .collect();
    let notes: Vec<String> = s
        .notes
        .iter()
        .map(|n| {
            format!(
                "{{\"pair\": [{}, {}], \"note\": {}}}",
                json_string(&n.pair[0]),
                json_string(&n.pair[1]),
                json_string(&n.en)
            )
        })
        .collect();
    format!(
        "{{\n  \"circuit\": {},\n  \"tournaments\": [{}],\n  \"standings\": {},\n  \"unranked\": {},\n  \"candidates\": [{}],\n  \"decided\": [{}],\n  \"notes\": [{}]\n}}\n",
        json_string(&s.name),
        s.tournaments
            .iter()
            .map(|t| json_string(t))
            .collect::<Vec<_>>()
            .join(", "),
        rows(&s.rows),
        rows(&s.unranked),
        open.join(", "),
        decided.join(", "),
        notes.join(", ")
    )
}

/// A result as a line shows it: `Serata 2: 3° 15.000`.
pub fn result_text(s: &CircuitStandings, r: &Scored) -> String {
    format!(
        "{}: {}° {}",
        s.tournaments.get(r.tournament).map_or("", |t| t.as_str()),
        r.place,
        shown(r.points)
    )
}

/// The standings as text (the command line without `--json`).
pub fn text(s: &CircuitStandings, lang: Lang) -> String {
    let mut out = format!(
        "{} - {}\n",
        if s.name.is_empty() {
            lang.pick("Circuito", "Circuit")
        } else {
            &s.name
        },
        lang.pick("Classifica del circuito", "Circuit standings")
    );
    out.push_str(&format!(
        "{:>4}  {:<28} {:<20} {:>10} {:>5}  {}\n",
        "Pos",
        lang.pick("Nominativo", "Name"),
        "Club",
        lang.pick("Totale", "Total"),
        lang.pick("Tornei", "Events"),
        lang.pick("Risultati contati [scartati]", "Counted results [dropped]")
    ));
    let line = |r: &CircuitRow| {
        let mut results: Vec<String> = r.counted.iter().map(|x| result_text(s, x)).collect();
        results.extend(r.dropped.iter().map(|x| format!("[{}]", result_text(s, x))));
        format!(
            "{:>4}  {:<28} {:<20} {:>10} {:>5}  {}\n",
            r.pos.map_or("-".to_string(), |p| p.to_string()),
            r.full_name(),
            r.club,
            r.total.shown(),
            r.events,
            results.join(", ")
        )
    };
    for r in &s.rows {
        out.push_str(&line(r));
    }
    if !s.unranked.is_empty() {
        out.push_str(lang.pick(
            "\nNon classificati (meno tornei del minimo):\n",
            "\nUnranked (fewer tournaments than the minimum):\n",
        ));
        for r in &s.unranked {
            out.push_str(&line(r));
        }
    }
    let open: Vec<_> = s
        .candidates
        .iter()
        .filter(|c| c.decision == Decision::Undecided)
        .collect();
    if !open.is_empty() {
        out.push_str(lang.pick(
            "\nForse la stessa persona (decidere con \"same\" o \"apart\" nelle regole):\n",
            "\nMaybe the same person (decide with \"same\" or \"apart\" in the rules):\n",
        ));
        for c in open {
            out.push_str(&format!(
                "  {} ({}) ~ {} ({}): {}\n",
                c.a,
                c.a_tournaments.join(", "),
                c.b,
                c.b_tournaments.join(", "),
                c.likeness.words(lang)
            ));
        }
    }
    for n in &s.notes {
        out.push_str(&format!(
            "{}: {} ~ {}: {}\n",
            lang.pick("Nota", "Note"),
            n.pair[0],
            n.pair[1],
            lang.pick(&n.it, &n.en)
        ));
    }
    out
}

/// The standings as an HTML page (the HTML export), names escaped.
pub fn html(s: &CircuitStandings, lang: Lang) -> String {
    let title = if s.name.is_empty() {
        lang.pick("Circuito", "Circuit").to_string()
    } else {
        s.name.clone()
    };
    let mut out = format!(
        "<!DOCTYPE html>\n<html lang=\"{}\"><head><meta charset=\"utf-8\"><title>{}</title>\n<style>body{{font-family:sans-serif}}table{{border-collapse:collapse}}td,th{{border:1px solid #999;padding:2px 6px}}td.n{{text-align:right}}.dropped{{color:#888;text-decoration:line-through}}</style></head><body>\n<h1>{}</h1>\n",
        lang.pick("it", "en"),
        escape_html(&title),
        escape_html(&title)
    );
    let table = |out: &mut String, rows: &[CircuitRow]| {
        out.push_str(&format!(
            "<table>\n<tr><th>Pos</th><th>{}</th><th>Club</th><th>{}</th><th>{}</th><th>{}</th></tr>\n",
            lang.pick("Nominativo", "Name"),
            lang.pick("Totale", "Total"),
            lang.pick("Tornei", "Events"),
            lang.pick("Risultati (scartati barrati)", "Results (dropped struck out)")
        ));
        for r in rows {
            let mut results: Vec<String> = r
                .counted
                .iter()
                .map(|x| escape_html(&result_text(s, x)))
                .collect();
            results.extend(r.dropped.iter().map(|x| {
                format!(
                    "<span class=\"dropped\">{}</span>",
                    escape_html(&result_text(s, x))
                )
            }));
            out.push_str(&format!(
                "<tr><td class=\"n\">{}</td><td>{}</td><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td>{}</td></tr>\n",
                r.pos.map_or("-".to_string(), |p| p.to_string()),
                escape_html(&r.full_name()),
                escape_html(&r.club),
                r.total.shown(),
                r.events,
                results.join("; ")
            ));
        }
        out.push_str("</table>\n");
    };
    table(&mut out, &s.rows);
    if !s.unranked.is_empty() {
        out.push_str(&format!(
            "<h2>{}</h2>\n",
            lang.pick(
                "Non classificati (meno tornei del minimo)",
                "Unranked (fewer tournaments than the minimum)"
            )
        ));
        table(&mut out, &s.unranked);
    }
    out.push_str("</body></html>\n");
    out
}
