//! `raduno`: the command-line tool, sharing the engine with the web app (issue 5, item 6).
//!
//! ```text
//! raduno standings <WORKBOOK> --format <FORMAT> [--json]
//! raduno draw <WORKBOOK> --format <FORMAT> --round <N> [--seed <S>] --out <OUT.xlsx> [--json] [--replace]
//! raduno pdf <WORKBOOK> --round <N> --out <FILE.pdf>
//! raduno pdf <WORKBOOK> --report --out <FILE.pdf>
//! raduno pdf <WORKBOOK> --standings --format <FORMAT> --out <FILE.pdf>
//! raduno export <WORKBOOK> --as txt|vb|html [--out <FILE>]
//! raduno blank --out <FILE.xlsx>
//! raduno rating --list <LIST.csv> --games <GAMES.csv> --rounds <R> [--date <DATE>] [--json]
//! ```
//!
//! Every command also takes `--lang it|en` (messages; Italian by default). Errors go to standard error
//! with exit code 1 (2 for a wrong command line). Numbers in JSON are exact decimals.

use raduno::draw;
use raduno::format::{self, Standings};
use raduno::i18n::{Lang, Localized};
use raduno::io::export::{self, ExportKind};
use raduno::io::{self as rio, pdf, Imported};
use raduno::model::{Entry, Event, FormatKind, Tournament};
use std::collections::HashMap;
use std::process::ExitCode;

const USAGE: &str = "\
uso / usage:
  raduno standings <WORKBOOK> --format <FORMAT> [--json]
  raduno draw <WORKBOOK> --format <FORMAT> --round <N> [--seed <S>] --out <OUT.xlsx> [--json] [--replace]
  raduno pdf <WORKBOOK> --round <N> --out <FILE.pdf>
  raduno pdf <WORKBOOK> --report --out <FILE.pdf>
  raduno pdf <WORKBOOK> --standings [--format <FORMAT>] --out <FILE.pdf>
  raduno export <WORKBOOK> --as txt|vb|html [--out <FILE>]
  raduno blank --out <FILE.xlsx>
  raduno rating --list <LIST.csv> --games <GAMES.csv> --rounds <R> [--date <DATE>] [--json]
options: --lang it|en
FORMAT: raduno-nazionale, master-risiko, master, open, gufo, campionato-gufo, testa-a-testa, ludolimpica, othello-swiss";

/// A failure: the message and the exit code.
struct Failure {
    message: String,
    code: u8,
}

impl Failure {
    fn usage(message: String) -> Self {
        Failure {
            message: format!("{message}\n\n{USAGE}"),
            code: 2,
        }
    }
    fn run(message: String) -> Self {
        Failure { message, code: 1 }
    }
}

/// The parsed command line: positional arguments, `--flag value` options and bare flags.
struct Args {
    positional: Vec<String>,
    options: HashMap<String, String>,
    flags: Vec<String>,
    lang: Lang,
}

const VALUED: [&str; 6] = ["--format", "--round", "--seed", "--out", "--as", "--lang"];
const FLAGS: [&str; 5] = ["--json", "--replace", "--report", "--standings", "--help"];

impl Args {
    fn parse(raw: &[String]) -> Result<Args, Failure> {
        let mut a = Args {
            positional: Vec::new(),
            options: HashMap::new(),
            flags: Vec::new(),
            lang: Lang::It,
        };
        let mut it = raw.iter();
        while let Some(arg) = it.next() {
            let (key, inline) = match arg.split_once('=') {
                Some((k, v)) if k.starts_with("--") => (k.to_string(), Some(v.to_string())),
                _ => (arg.clone(), None),
            };
            if VALUED.contains(&key.as_str()) {
                let value = match inline {
                    Some(v) => v,
                    None => it.next().cloned().ok_or_else(|| {
                        Failure::usage(format!("{key}: manca il valore / missing value"))
                    })?,
                };
                if a.options.insert(key.clone(), value).is_some() {
                    return Err(Failure::usage(format!(
                        "{key}: indicato due volte / given twice"
                    )));
                }
            } else if FLAGS.contains(&key.as_str()) {
                a.flags.push(key);
            } else if key.starts_with("--") {
                return Err(Failure::usage(format!(
                    "opzione sconosciuta / unknown option: {key}"
                )));
            } else {
                a.positional.push(arg.clone());
            }
        }
        if let Some(l) = a.options.get("--lang") {
            a.lang = match l.to_lowercase().as_str() {
                "it" => Lang::It,
                "en" => Lang::En,
                other => return Err(Failure::usage(format!("--lang: «{other}» (it|en)"))),
            };
        }
        Ok(a)
    }

    fn flag(&self, name: &str) -> bool {
        self.flags.iter().any(|f| f == name)
    }

    fn opt(&self, name: &str) -> Option<&str> {
        self.options.get(name).map(String::as_str)
    }

    fn required(&self, name: &str) -> Result<&str, Failure> {
        self.opt(name).ok_or_else(|| {
            Failure::usage(self.lang.pick(
                format!("manca l'opzione {name}"),
                format!("the option {name} is required"),
            ))
        })
    }

    fn number<T: std::str::FromStr>(&self, name: &str) -> Result<Option<T>, Failure> {
        match self.opt(name) {
            None => Ok(None),
            Some(v) => v.trim().parse().map(Some).map_err(|_| {
                Failure::usage(self.lang.pick(
                    format!("{name}: «{v}» non è un numero valido"),
                    format!("{name}: “{v}” is not a valid number"),
                ))
            }),
        }
    }

    fn format(&self) -> Result<Option<FormatKind>, Failure> {
        match self.opt("--format") {
            None => Ok(None),
            Some(slug) => FormatKind::from_slug(slug).map(Some).ok_or_else(|| {
                Failure::usage(self.lang.pick(
                    format!("formula sconosciuta «{slug}»"),
                    format!("unknown format “{slug}”"),
                ))
            }),
        }
    }

    /// The single positional argument: the workbook.
    fn workbook(&self) -> Result<&str, Failure> {
        match self.positional.as_slice() {
            [w] => Ok(w),
            [] => Err(Failure::usage(self.lang.pick(
                "manca la cartella di lavoro (WORKBOOK)".into(),
                "the WORKBOOK is missing".into(),
            ))),
            more => Err(Failure::usage(format!(
                "{}: {}",
                self.lang.pick("argomenti in più", "extra arguments"),
                more[1..].join(" ")
            ))),
        }
    }
}

fn read_file(path: &str, lang: Lang) -> Result<Vec<u8>, Failure> {
    std::fs::read(path).map_err(|e| {
        Failure::run(lang.pick(
            format!("impossibile leggere «{path}»: {e}"),
            format!("cannot read “{path}”: {e}"),
        ))
    })
}

fn write_file(path: &str, bytes: &[u8], lang: Lang) -> Result<(), Failure> {
    std::fs::write(path, bytes).map_err(|e| {
        Failure::run(lang.pick(
            format!("impossibile scrivere «{path}»: {e}"),
            format!("cannot write “{path}”: {e}"),
        ))
    })
}

/// Reads and imports a workbook; the warnings go to standard error.
fn load(args: &Args, format: Option<FormatKind>) -> Result<Imported, Failure> {
    let path = args.workbook()?;
    let bytes = read_file(path, args.lang)?;
    let name = std::path::Path::new(path)
        .file_name()
        .map_or(path.to_string(), |n| n.to_string_lossy().into_owned());
    let imported = rio::import_workbook_as(&bytes, &name, format)
        .map_err(|e| Failure::run(e.text(args.lang)))?;
    for w in &imported.warnings {
        eprintln!(
            "{}: {}",
            args.lang.pick("avviso", "warning"),
            w.text(args.lang)
        );
    }
    Ok(imported)
}

fn json_string(s: &str) -> String {
    serde_json::to_string(s).unwrap_or_else(|_| "\"\"".into())
}

fn standings_json(t: &Tournament, s: &Standings) -> String {
    let rows: Vec<String> = s
        .rows
        .iter()
        .map(|row| {
            let p = t.player(row.player);
            let rounds: Vec<String> =
                row.rounds.iter().map(|r| r.map_or("null".to_string(), |v| v.to_decimal(s.decimals))).collect();
            format!(
                "{{\"pos\": {}, \"id\": {}, \"first_name\": {}, \"last_name\": {}, \"rounds\": [{}], \"wins\": {}, \"total\": {}}}",
                row.pos,
                row.player,
                json_string(p.map_or("", |p| p.first_name.as_str())),
                json_string(p.map_or("", |p| p.last_name.as_str())),
                rounds.join(", "),
                row.wins,
                row.total.to_decimal(s.decimals)
            )
        })
        .collect();
    format!(
        "{{\"format\": {}, \"standings\": [{}]}}",
        json_string(t.settings.format.slug()),
        if rows.is_empty() {
            String::new()
        } else {
            format!("\n  {}\n", rows.join(",\n  "))
        }
    )
}

fn standings_text(t: &Tournament, s: &Standings, lang: Lang) -> String {
    let rounds = s.rows.iter().map(|r| r.rounds.len()).max().unwrap_or(0);
    let mut out = format!(
        "{} - {} ({})\n",
        t.settings.name,
        lang.pick("Classifica", "Standings"),
        t.settings.format.name()
    );
    let mut header = format!("{:>4}  {:<32}", "Pos", lang.pick("Nominativo", "Name"));
    for n in 1..=rounds {
        header.push_str(&format!(" {:>9}", format!("pt{n}")));
    }
    header.push_str(&format!(
        " {:>5} {:>10}\n",
        lang.pick("v", "wins"),
        "pt tot"
    ));
    out.push_str(&header);
    for row in &s.rows {
        let name = t
            .player(row.player)
            .map_or(format!("ID {}", row.player), |p| p.full_name());
        let name = if row.withdrawn {
            format!("{name} ({})", lang.pick("ritirato", "withdrawn"))
        } else {
            name
        };
        let mut line = format!("{:>4}  {:<32}", row.pos, name);
        for n in 0..rounds {
            let v = row
                .rounds
                .get(n)
                .copied()
                .flatten()
                .map_or("-".to_string(), |v| v.to_decimal(s.decimals));
            let mark = if row.won.get(n).copied().unwrap_or(false) {
                "*"
            } else {
                " "
            };
            line.push_str(&format!(" {:>8}{mark}", v));
        }
        line.push_str(&format!(
            " {:>5} {:>10}\n",
            row.wins,
            row.total.to_decimal(s.decimals)
        ));
        out.push_str(&line);
    }
    out.push_str(lang.pick("* = partita vinta\n", "* = game won\n"));
    out
}

fn cmd_standings(args: &Args) -> Result<String, Failure> {
    let format = Some(args.format()?.ok_or_else(|| {
        Failure::usage(
            args.lang
                .pick("manca --format".into(), "--format is required".into()),
        )
    })?);
    let t = load(args, format)?.tournament;
    let s = format::current_standings(&t);
    Ok(if args.flag("--json") {
        standings_json(&t, &s) + "\n"
    } else {
        standings_text(&t, &s, args.lang)
    })
}

fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

fn cmd_draw(args: &Args) -> Result<String, Failure> {
    let lang = args.lang;
    let format = Some(args.format()?.ok_or_else(|| {
        Failure::usage(lang.pick("manca --format".into(), "--format is required".into()))
    })?);
    let number: u32 = args.number("--round")?.ok_or_else(|| {
        Failure::usage(lang.pick("manca --round".into(), "--round is required".into()))
    })?;
    let out = args.required("--out")?.to_string();
    let seed: u64 = match args.number("--seed")? {
        Some(s) => s,
        // Below 2^53, so the seed survives a trip through JSON in any language.
        None => (now_ms() as u64).wrapping_mul(0x9E37_79B9) & ((1u64 << 53) - 1),
    };
    let imported = load(args, format)?;
    let source = args.workbook()?.to_string();
    let mut t = imported.tournament;
    let existing = t.rounds.len() as u32;
    let replace = number == existing && args.flag("--replace");
    if number != existing + 1 && !replace {
        let msg = if number <= existing {
            lang.pick(
                format!("il turno {number} c'è già (ultimo turno: {existing}); per rifare l'ultimo turno senza punteggi usare --replace"),
                format!("round {number} already exists (last round: {existing}); to redraw the last round without scores use --replace"),
            )
        } else {
            lang.pick(
                format!("il prossimo turno è il {}, non il {number}", existing + 1),
                format!("the next round is {}, not {number}", existing + 1),
            )
        };
        return Err(Failure::run(msg));
    }
    let mut log = vec![Entry {
        at_ms: now_ms(),
        event: Event::Imported {
            tournament: t.clone(),
            source,
        },
    }];
    let mut before = t.clone();
    if replace {
        before.rounds.pop();
    }
    let spec = format::draw_spec(&before, number).map_err(|e| Failure::run(e.text(lang)))?;
    let drawn = draw::draw(&before, &spec, seed).map_err(|e| Failure::run(e.text(lang)))?;
    let event = if replace {
        Event::RoundRedrawn {
            round: drawn.round.clone(),
            conflicts: drawn.conflicts.clone(),
        }
    } else {
        Event::RoundDrawn {
            round: drawn.round.clone(),
            conflicts: drawn.conflicts.clone(),
        }
    };
    t.apply(&event).map_err(|e| Failure::run(e.text(lang)))?;
    log.push(Entry {
        at_ms: now_ms(),
        event,
    });
    let bytes = rio::export_workbook(&t, &log, lang).map_err(|e| Failure::run(e.text(lang)))?;
    write_file(&out, &bytes, lang)?;
    if args.flag("--json") {
        let tables: Vec<String> = drawn
            .round
            .tables
            .iter()
            .map(|table| {
                format!(
                    "[{}]",
                    table
                        .players()
                        .map(|p| p.to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            })
            .collect();
        let conflicts: Vec<String> = drawn
            .conflicts
            .iter()
            .map(|c| {
                format!(
                    "{{\"kind\": {}, \"count\": {}, \"bound\": {}}}",
                    json_string(c.kind.slug()),
                    c.count,
                    c.bound.map_or("null".to_string(), |b| b.to_string())
                )
            })
            .collect();
        Ok(format!(
            "{{\"round\": {number}, \"seed\": {seed}, \"tables\": [{}], \"conflicts\": [{}]}}\n",
            tables.join(", "),
            conflicts.join(", ")
        ))
    } else {
        let mut s = lang.pick(
            format!(
                "Turno {number} sorteggiato (seme {seed}): {} tavoli, scritto in «{out}»\n",
                drawn.round.tables.len()
            ),
            format!(
                "Round {number} drawn (seed {seed}): {} tables, written to “{out}”\n",
                drawn.round.tables.len()
            ),
        );
        for table in &drawn.round.tables {
            let names: Vec<String> = table
                .players()
                .map(|p| t.player(p).map_or(format!("ID {p}"), |p| p.full_name()))
                .collect();
            s.push_str(&format!(
                "  Tavolo N°{}: {}\n",
                table.number,
                names.join(", ")
            ));
        }
        for c in &drawn.conflicts {
            let bound = c.bound.map_or(String::new(), |b| {
                format!(" ({} {b})", lang.pick("minimo", "least"))
            });
            s.push_str(&format!("  {}: {}{bound}\n", c.kind.label(lang), c.count));
        }
        Ok(s)
    }
}

fn cmd_pdf(args: &Args) -> Result<String, Failure> {
    let lang = args.lang;
    let out = args.required("--out")?.to_string();
    let imported = load(args, args.format()?)?;
    let t = imported.tournament;
    let bytes = if args.flag("--report") {
        pdf::full_report(&t)
    } else if args.flag("--standings") {
        pdf::standings_pdf(&t, &format::current_standings(&t), lang)
    } else {
        let n: u32 = args.number("--round")?.ok_or_else(|| {
            Failure::usage(lang.pick("manca --round".into(), "--round is required".into()))
        })?;
        pdf::score_sheets(&t, n).ok_or_else(|| {
            Failure::run(lang.pick(
                format!(
                    "il turno {n} non c'è (turni nella cartella: {})",
                    t.rounds.len()
                ),
                format!(
                    "there is no round {n} (rounds in the workbook: {})",
                    t.rounds.len()
                ),
            ))
        })?
    };
    write_file(&out, &bytes, lang)?;
    Ok(String::new())
}

fn cmd_export(args: &Args) -> Result<String, Failure> {
    let lang = args.lang;
    let kind_text = args.required("--as")?;
    let kind = ExportKind::from_slug(kind_text)
        .ok_or_else(|| Failure::usage(format!("--as: «{kind_text}» (txt|vb|html)")))?;
    let t = load(args, args.format()?)?.tournament;
    let text = export::export(&t, kind);
    match args.opt("--out") {
        Some(path) => {
            write_file(path, text.as_bytes(), lang)?;
            Ok(String::new())
        }
        None => Ok(text),
    }
}

fn cmd_blank(args: &Args) -> Result<String, Failure> {
    let out = args.required("--out")?;
    let clubs: Vec<String> = rio::official_clubs()
        .iter()
        .map(|c| c.to_string())
        .collect();
    let bytes = rio::blank_workbook(&clubs).map_err(|e| Failure::run(e.text(args.lang)))?;
    write_file(out, &bytes, args.lang)?;
    Ok(String::new())
}

fn run(raw: &[String]) -> Result<String, Failure> {
    let Some((command, rest)) = raw.split_first() else {
        return Err(Failure::usage("manca il comando / no command".into()));
    };
    match command.as_str() {
        "rating" => raduno::rating::cli::run(rest).map_err(Failure::run),
        "--help" | "-h" | "help" => Ok(format!("{USAGE}\n")),
        "--version" | "-V" => Ok(format!("raduno {}\n", env!("CARGO_PKG_VERSION"))),
        _ => {
            let args = Args::parse(rest)?;
            if args.flag("--help") {
                return Ok(format!("{USAGE}\n"));
            }
            match command.as_str() {
                "standings" => cmd_standings(&args),
                "draw" => cmd_draw(&args),
                "pdf" => cmd_pdf(&args),
                "export" => cmd_export(&args),
                "blank" => cmd_blank(&args),
                other => Err(Failure::usage(format!(
                    "comando sconosciuto / unknown command: {other}"
                ))),
            }
        }
    }
}

fn main() -> ExitCode {
    let raw: Vec<String> = std::env::args().skip(1).collect();
    match run(&raw) {
        Ok(out) => {
            print!("{out}");
            if !out.is_empty() && !out.ends_with('\n') {
                println!();
            }
            ExitCode::SUCCESS
        }
        Err(f) => {
            eprintln!("raduno: {}", f.message);
            ExitCode::from(f.code)
        }
    }
}
