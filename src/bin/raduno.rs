//! `raduno`: the command-line tool, sharing the engine with the web app (issue 5, item 6).
//!
//! ```text
//! raduno standings <WORKBOOK> --format <FORMAT> [--json]
//! raduno draw <WORKBOOK> --format <FORMAT> --round <N> [--seed <S>] --out <OUT.xlsx> [--json] [--replace]
//! raduno check <WORKBOOK> --format <FORMAT> --round <N> [--json]
//! raduno pdf <WORKBOOK> --round <N> [--reduced] [--logo <IMAGE>] --out <FILE.pdf>
//! raduno pdf <WORKBOOK> --report [--reduced] [--logo <IMAGE>] --out <FILE.pdf>
//! raduno pdf <WORKBOOK> --standings [--format <FORMAT>] --out <FILE.pdf>
//! raduno export <WORKBOOK> --as txt|vb|html [--out <FILE>]
//! raduno blank --out <FILE.xlsx>
//! raduno rating --list <LIST.csv> --games <GAMES.csv> --rounds <R> [--date <DATE>] [--json]
//! raduno circuit <RULES.json> <FILE>... [--json] [--format <FORMAT>] [--out <FILE.pdf|.xlsx|.html>]
//! ```
//!
//! Conventions, the same for every command (issue 10, item 7):
//! - `--lang it|en` anywhere on the line chooses the language of every message (Italian by default);
//! - `raduno --help` lists the commands, `raduno <command> --help` (or `raduno help <command>`)
//!   explains one, on standard output, exit code 0;
//! - a wrong command line (unknown command or option, missing or malformed value) exits with 2,
//!   refused input (a file that cannot be read, a workbook or a result the engine refuses) with 1;
//!   either way one line on standard error says why, and a usage error names the help to read.
//!
//! Numbers in JSON are exact decimals.

use raduno::draw;
use raduno::format::FormatKind;
use raduno::format::{self, FormatDef, Standings};
use raduno::i18n::{Lang, Localized};
use raduno::io::export::{self, ExportKind};
use raduno::io::{self as rio, pdf, Imported};
use raduno::journal::{Entry, Event};
use raduno::model::Tournament;
use raduno::words::msg;
use serde::Serialize;
use serde_json::value::RawValue;
use std::collections::HashMap;
use std::process::ExitCode;

/// A command: its name, the options it takes with a value, its bare flags, and its help.
struct Command {
    name: &'static str,
    valued: &'static [&'static str],
    flags: &'static [&'static str],
    /// Whether it reads a WORKBOOK (the one positional argument).
    workbook: bool,
    synopsis: &'static [&'static str],
    /// What it does and its options (a message of the catalogue).
    help: fn(Lang) -> &'static str,
}

const COMMANDS: [Command; 8] = [
    Command {
        name: "standings",
        valued: &["--format", "--lang"],
        flags: &["--json", "--help"],
        workbook: true,
        synopsis: &["raduno standings <WORKBOOK> --format <FORMAT> [--json]"],
        help: |l| msg::CliHelpStandings.str(l),
    },
    Command {
        name: "draw",
        valued: &["--format", "--round", "--seed", "--out", "--lang"],
        flags: &["--json", "--replace", "--despite-rules", "--help"],
        workbook: true,
        synopsis: &["raduno draw <WORKBOOK> --format <FORMAT> --round <N> [--seed <S>] --out <OUT.xlsx> [--json] [--replace] [--despite-rules]"],
        help: |l| msg::CliHelpDraw.str(l),
    },
    Command {
        name: "check",
        valued: &["--format", "--round", "--lang"],
        flags: &["--json", "--help"],
        workbook: true,
        synopsis: &["raduno check <WORKBOOK> --format <FORMAT> --round <N> [--json]"],
        help: |l| msg::CliHelpCheck.str(l),
    },
    Command {
        name: "pdf",
        valued: &["--round", "--out", "--format", "--logo", "--lang"],
        flags: &["--report", "--standings", "--reduced", "--help"],
        workbook: true,
        synopsis: &[
            "raduno pdf <WORKBOOK> --round <N> [--reduced] [--logo <IMAGE>] --out <FILE.pdf>",
            "raduno pdf <WORKBOOK> --report [--reduced] [--logo <IMAGE>] --out <FILE.pdf>",
            "raduno pdf <WORKBOOK> --standings [--format <FORMAT>] --out <FILE.pdf>",
        ],
        help: |l| msg::CliHelpPdf.str(l),
    },
    Command {
        name: "export",
        valued: &["--as", "--out", "--format", "--lang"],
        flags: &["--help"],
        workbook: true,
        synopsis: &["raduno export <WORKBOOK> --as txt|vb|html [--out <FILE>]"],
        help: |l| msg::CliHelpExport.str(l),
    },
    Command {
        name: "blank",
        valued: &["--out", "--lang"],
        flags: &["--help"],
        workbook: false,
        synopsis: &["raduno blank --out <FILE.xlsx>"],
        help: |l| msg::CliHelpBlank.str(l),
    },
    Command {
        name: "rating",
        valued: &["--list", "--games", "--rounds", "--date", "--lang"],
        flags: &["--json", "--help"],
        workbook: false,
        synopsis: &["raduno rating --list <LIST.csv> --games <GAMES.csv> --rounds <R> [--date <DATE>] [--json]"],
        help: |l| msg::CliHelpRating.str(l),
    },
    // SPEC 5.11; the logic is in `raduno::circuit::cli`.
    Command {
        name: "circuit",
        valued: &["--format", "--out", "--lang"],
        flags: &["--json", "--help"],
        workbook: false,
        synopsis: &["raduno circuit <RULES.json> <FILE>... [--json] [--format <FORMAT>] [--out <FILE.pdf|.xlsx|.html>]"],
        help: |l| msg::CliHelpCircuit.str(l),
    },
];

fn command(name: &str) -> Option<&'static Command> {
    COMMANDS.iter().find(|c| c.name == name)
}

fn formats() -> String {
    FormatKind::all()
        .map(|f| f.slug())
        .collect::<Vec<_>>()
        .join(", ")
}

/// `raduno --help`: every command's synopsis.
fn general_help(lang: Lang) -> String {
    let mut out = format!("raduno {}\n", env!("CARGO_PKG_VERSION"));
    out.push_str(msg::CliTournamentManagerRisikoTestaTestaOthello.str(lang));
    out.push_str(msg::CliUsage.str(lang));
    for c in &COMMANDS {
        for s in c.synopsis {
            out.push_str(&format!("  {s}\n"));
        }
    }
    out.push_str(
        &msg::CliEveryCommandTakesLangItEn {
            formats: &formats(),
        }
        .text(lang),
    );
    out
}

/// `raduno <command> --help`.
fn command_help(c: &Command, lang: Lang) -> String {
    let mut out = msg::CliUsage.str(lang).to_string();
    for s in c.synopsis {
        out.push_str(&format!("  {s}\n"));
    }
    out.push('\n');
    out.push_str((c.help)(lang));
    out.push_str(msg::CliLangItEnLanguageOfMessages.str(lang));
    if c.valued.contains(&"--format") {
        out.push_str(
            &msg::CliFormatOrClubFormatsJsonFile {
                formats: &formats(),
            }
            .text(lang),
        );
    }
    out
}

/// A failure: the message and the exit code (2: the command line, 1: the input).
struct Failure {
    message: String,
    code: u8,
}

impl Failure {
    fn usage(message: String) -> Self {
        Failure { message, code: 2 }
    }
    fn run(message: String) -> Self {
        Failure { message, code: 1 }
    }
}

/// The language asked for anywhere on the line (`--lang en` or `--lang=en`), so that even an error
/// found before the options are read speaks it. An unknown language is a usage error, in both.
fn language(raw: &[String]) -> Result<Lang, Failure> {
    let mut lang = Lang::It;
    let mut it = raw.iter();
    while let Some(arg) = it.next() {
        let value = match arg.split_once('=') {
            Some(("--lang", v)) => Some(v.to_string()),
            _ if arg == "--lang" => it.next().cloned(),
            _ => continue,
        };
        lang = match value.as_deref().map(str::to_lowercase).as_deref() {
            Some("it") => Lang::It,
            Some("en") => Lang::En,
            other => {
                return Err(Failure::usage(format!(
                    "--lang «{}»: lingue disponibili it, en / languages: it, en",
                    other.unwrap_or("")
                )))
            }
        };
    }
    Ok(lang)
}

/// The parsed command line: positional arguments, `--flag value` options and bare flags.
struct Args {
    positional: Vec<String>,
    options: HashMap<String, String>,
    flags: Vec<String>,
    lang: Lang,
}

impl Args {
    /// Reads the arguments after the command, accepting only the command's own options.
    fn parse(raw: &[String], command: &Command, lang: Lang) -> Result<Args, Failure> {
        let mut a = Args {
            positional: Vec::new(),
            options: HashMap::new(),
            flags: Vec::new(),
            lang,
        };
        let mut it = raw.iter();
        while let Some(arg) = it.next() {
            let (key, inline) = match arg.split_once('=') {
                Some((k, v)) if k.starts_with("--") => (k.to_string(), Some(v.to_string())),
                _ => (arg.clone(), None),
            };
            if command.valued.contains(&key.as_str()) {
                let value = match inline {
                    Some(v) => v,
                    None => it
                        .next()
                        .filter(|v| !v.starts_with("--"))
                        .cloned()
                        .ok_or_else(|| {
                            Failure::usage(msg::CliKeyNeedsAValue { key: &key }.text(lang))
                        })?,
                };
                if a.options.insert(key.clone(), value).is_some() {
                    return Err(Failure::usage(
                        msg::CliKeyGivenTwice { key: &key }.text(lang),
                    ));
                }
            } else if command.flags.contains(&key.as_str()) && inline.is_none() {
                a.flags.push(key);
            } else if key.starts_with('-') && key.len() > 1 {
                return Err(Failure::usage(
                    msg::CliDoesNotTakeOption {
                        command: &command.name,
                        key: &key,
                    }
                    .text(lang),
                ));
            } else {
                a.positional.push(arg.clone());
            }
        }
        let extra = if command.name == "circuit" {
            // RULES.json and the tournaments' files.
            &[][..]
        } else if command.workbook {
            a.positional.get(1..).unwrap_or_default()
        } else {
            &a.positional[..]
        };
        if !extra.is_empty() {
            return Err(Failure::usage(
                msg::CliExtraArguments {
                    extra: &extra.join(" "),
                }
                .text(lang),
            ));
        }
        Ok(a)
    }

    fn flag(&self, name: &str) -> bool {
        self.flags.iter().any(|f| f == name)
    }

    fn opt(&self, name: &str) -> Option<&str> {
        self.options.get(name).map(String::as_str)
    }

    fn missing(&self, name: &str) -> Failure {
        Failure::usage(msg::CliTheOptionNameIsRequired { name: &name }.text(self.lang))
    }

    fn required(&self, name: &str) -> Result<&str, Failure> {
        self.opt(name).ok_or_else(|| self.missing(name))
    }

    fn required_format(&self) -> Result<rio::FormatChoice, Failure> {
        match self.opt("--format") {
            None => Err(self.missing("--format")),
            Some(_) => self.format(),
        }
    }

    fn number<T: std::str::FromStr>(&self, name: &str) -> Result<Option<T>, Failure> {
        match self.opt(name) {
            None => Ok(None),
            Some(v) => v.trim().parse().map(Some).map_err(|_| {
                Failure::usage(
                    msg::CliNameVIsNotAValid {
                        name: &name,
                        value: &v,
                    }
                    .text(self.lang),
                )
            }),
        }
    }

    /// `--format`: a built-in's name, or a club's own format as a JSON file (the settings page's
    /// export), checked as the app checks it.
    fn format(&self) -> Result<rio::FormatChoice, Failure> {
        let lang = self.lang;
        match self.opt("--format") {
            None => Ok(rio::FormatChoice::default()),
            Some(path) if path.to_ascii_lowercase().ends_with(".json") => {
                let bytes = read_file(path, lang)?;
                let text = String::from_utf8(bytes).map_err(|_| {
                    Failure::usage(msg::CliPathTheFileIsNotJson { path: &path }.text(lang))
                })?;
                let def = FormatDef::from_json(&text).map_err(|problems| {
                    let said: Vec<String> = problems.into_iter().map(|t| t.text(lang)).collect();
                    Failure::usage(format!("{path}: {}", said.join("; ")))
                })?;
                Ok(rio::FormatChoice {
                    kind: None,
                    custom: Some(def),
                })
            }
            Some(slug) => FormatKind::from_slug(slug)
                .map(|kind| Some(kind).into())
                .ok_or_else(|| {
                    Failure::usage(
                        msg::CliUnknownFormatFormatsOrClubFormats {
                            slug: &slug,
                            formats: &formats(),
                        }
                        .text(lang),
                    )
                }),
        }
    }

    /// The single positional argument: the workbook.
    fn workbook(&self) -> Result<&str, Failure> {
        self.positional
            .first()
            .map(String::as_str)
            .ok_or_else(|| Failure::usage(msg::CliTheWorkbookIsMissing.text(self.lang)))
    }
}

fn read_file(path: &str, lang: Lang) -> Result<Vec<u8>, Failure> {
    std::fs::read(path).map_err(|e| {
        let e = raduno::rating::cli::io_reason(&e, lang);
        Failure::run(
            msg::CliCannotReadPathE {
                error: &e,
                path: &path,
            }
            .text(lang),
        )
    })
}

fn write_file(path: &str, bytes: &[u8], lang: Lang) -> Result<(), Failure> {
    std::fs::write(path, bytes).map_err(|e| {
        let e = raduno::rating::cli::io_reason(&e, lang);
        Failure::run(
            msg::CliCannotWritePathE {
                error: &e,
                path: &path,
            }
            .text(lang),
        )
    })
}

/// Reads and imports a workbook; the warnings go to standard error.
fn load(args: &Args, format: rio::FormatChoice) -> Result<Imported, Failure> {
    let path = args.workbook()?;
    let bytes = read_file(path, args.lang)?;
    let name = std::path::Path::new(path)
        .file_name()
        .map_or(path.to_string(), |n| n.to_string_lossy().into_owned());
    let imported = rio::import_workbook_as(&bytes, &name, format)
        .map_err(|e| Failure::run(e.text(args.lang)))?;
    for w in &imported.warnings {
        eprintln!("{}: {}", msg::CliWarning.text(args.lang), w.text(args.lang));
    }
    Ok(imported)
}

/// An exact decimal ("1.120") written as a JSON number digit for digit, never through a float.
fn exact(text: String) -> Box<RawValue> {
    RawValue::from_string(text)
        .unwrap_or_else(|_| RawValue::from_string("null".into()).expect("null is JSON"))
}

/// Pairs written as a JSON object in their own order (the format's tie-break columns).
struct InOrder(Vec<(String, Box<RawValue>)>);

impl Serialize for InOrder {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.0.iter().map(|(k, v)| (k, v)))
    }
}

#[derive(Serialize)]
struct StandingsJson<'a> {
    format: &'a str,
    standings: Vec<RowJson<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    teams: Option<Vec<TeamJson<'a>>>,
}

#[derive(Serialize)]
struct RowJson<'a> {
    pos: u32,
    id: u32,
    first_name: &'a str,
    last_name: &'a str,
    rounds: Vec<Option<Box<RawValue>>>,
    wins: u32,
    total: Box<RawValue>,
    tiebreaks: InOrder,
}

#[derive(Serialize)]
struct TeamJson<'a> {
    pos: u32,
    club: &'a str,
    total: Box<RawValue>,
    wins: u32,
}

/// The standings as JSON: one row a line, points as exact decimals.
fn standings_json(t: &Tournament, s: &Standings) -> String {
    let rows = s
        .rows
        .iter()
        .map(|row| {
            let p = t.player(row.player);
            // The format's tie-break columns, by name ("buchholz", "disc_difference"), as numbers.
            let tiebreaks = s
                .shown_columns()
                .map(|(i, c)| {
                    let v = row.tiebreaks.get(i).copied().flatten();
                    let n = v.map_or("null".to_string(), |v| {
                        c.show(Some(v), s.decimals)
                            .trim_start_matches('+')
                            .to_string()
                    });
                    (c.slug().replace('-', "_"), exact(n))
                })
                .collect();
            RowJson {
                pos: row.pos,
                id: row.player,
                first_name: p.map_or("", |p| p.first_name.as_str()),
                last_name: p.map_or("", |p| p.last_name.as_str()),
                rounds: row
                    .rounds
                    .iter()
                    .map(|r| r.map(|v| exact(v.to_decimal(s.decimals))))
                    .collect(),
                wins: row.wins,
                total: exact(row.total.to_decimal(s.decimals)),
                tiebreaks: InOrder(tiebreaks),
            }
        })
        .collect();
    // The team tournament: the clubs' standings beside the players'.
    let team_rows = format::team_standings(t, s);
    let teams = team_rows.as_ref().map(|teams| {
        teams
            .iter()
            .map(|r| TeamJson {
                pos: r.pos,
                club: &r.club,
                total: exact(r.total.to_decimal(s.decimals)),
                wins: r.wins,
            })
            .collect()
    });
    let doc = StandingsJson {
        format: raduno::format::kind(&t.settings).slug(),
        standings: rows,
        teams,
    };
    serde_json::to_string(&doc).expect("standings always serialise")
}

fn standings_text(t: &Tournament, s: &Standings, lang: Lang) -> String {
    let rounds = s.rows.iter().map(|r| r.rounds.len()).max().unwrap_or(0);
    let mut out = format!(
        "{} - {} ({})\n",
        t.settings.name,
        msg::CliStandings.text(lang),
        raduno::format::format_name(&t.settings)
    );
    let mut header = format!("{:>4}  {:<32}", "Pos", msg::CliName.text(lang));
    for n in 1..=rounds {
        header.push_str(&format!(" {:>9}", format!("pt{n}")));
    }
    header.push_str(&format!(" {:>5} {:>10}", msg::CliWins.text(lang), "pt tot"));
    for (_, c) in s.shown_columns() {
        header.push_str(&format!(" {:>12}", c.label(lang)));
    }
    header.push('\n');
    out.push_str(&header);
    for row in &s.rows {
        let name = t
            .player(row.player)
            .map_or(format!("ID {}", row.player), |p| p.full_name());
        let name = if row.withdrawn {
            format!("{name} ({})", msg::CliWithdrawn.text(lang))
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
                .map_or("-".to_string(), |v| v.shown(format::def(t).decimals));
            let mark = if row.won.get(n).copied().unwrap_or(false) {
                "*"
            } else {
                " "
            };
            line.push_str(&format!(" {:>8}{mark}", v));
        }
        line.push_str(&format!(
            " {:>5} {:>10}",
            row.wins,
            row.total.shown(format::def(t).decimals)
        ));
        for (i, c) in s.shown_columns() {
            let v = c.show(row.tiebreaks.get(i).copied().flatten(), s.decimals);
            line.push_str(&format!(" {v:>12}"));
        }
        line.push('\n');
        out.push_str(&line);
    }
    out.push_str(msg::CliGameWon.str(lang));
    if let Some(teams) = format::team_standings(t, s) {
        out.push_str(&format!(
            "\n{}\n{:>4}  {:<32} {:>5} {:>10}\n",
            msg::CliTeamStandings.text(lang),
            "Pos",
            msg::CliTeamClub.text(lang),
            msg::CliWins.text(lang),
            "pt tot"
        ));
        for r in teams {
            out.push_str(&format!(
                "{:>4}  {:<32} {:>5} {:>10}\n",
                r.pos,
                r.club,
                r.wins,
                r.total.shown(format::def(t).decimals)
            ));
        }
    }
    out
}

/// The rounds already drawn that no longer follow the rules (an earlier round corrected after their
/// draw), in words, one line each: the format layer's answer ([`raduno::journal::impact::drifts`]).
fn stale_rounds(t: &Tournament, lang: Lang) -> Option<String> {
    let drifts = raduno::journal::impact::drifts(t);
    if drifts.is_empty() {
        return None;
    }
    let mut s = String::new();
    for (n, d) in drifts {
        s.push_str(&msg::CliWarningRoundNoLongerFollowsRules { round: &n }.text(lang));
        for line in d.lines(t, lang) {
            s.push_str(&format!("  {line}\n"));
        }
    }
    Some(s)
}

fn cmd_standings(args: &Args) -> Result<String, Failure> {
    let format = args.required_format()?;
    let t = load(args, format)?.tournament;
    // A table the rules cannot score is an error with its place, never a "-" (SPEC 2).
    let unscored = format::unscored(&t, t.rounds.len() as u32);
    if !unscored.is_empty() {
        let lines: Vec<String> = unscored.iter().map(|u| u.text(args.lang)).collect();
        return Err(Failure::run(lines.join("\n")));
    }
    // The standings stand; a drawn round that no longer follows the rules is said on stderr.
    if let Some(w) = stale_rounds(&t, args.lang) {
        eprint!("{w}");
    }
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
    let format = args.required_format()?;
    let number: u32 = args
        .number("--round")?
        .ok_or_else(|| args.missing("--round"))?;
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
            msg::CliRoundNumberAlreadyExistsLastRound {
                existing: &existing,
                number: &number,
            }
            .text(lang)
        } else {
            msg::CliNextRoundIsNot {
                existing: &(existing + 1),
                number: &number,
            }
            .text(lang)
        };
        return Err(Failure::run(msg));
    }
    let mut log = vec![Entry::new(
        now_ms(),
        Event::Imported {
            tournament: t.clone(),
            source,
        },
    )];
    let mut before = t.clone();
    if replace {
        before.rounds.pop();
    }
    // Going on from a round that no longer follows the rules is refused unless asked for; drawing that
    // round again (--replace) is the way back to the rules.
    if let Some(w) = stale_rounds(&before, lang) {
        if !args.flag("--despite-rules") {
            return Err(Failure::run(
                msg::CliRoundIsNotDrawnRoundAlready {
                    number: &number,
                    reasons: &w,
                }
                .text(lang)
                .trim_end()
                .to_string(),
            ));
        }
        eprint!("{w}");
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
    raduno::journal::apply(&mut t, &event).map_err(|e| Failure::run(e.text(lang)))?;
    log.push(Entry::new(now_ms(), event));
    let bytes = rio::export_workbook(&t, &log, lang).map_err(|e| Failure::run(e.text(lang)))?;
    write_file(&out, &bytes, lang)?;
    if args.flag("--json") {
        #[derive(Serialize)]
        struct ConflictJson<'a> {
            kind: &'a str,
            count: u32,
            bound: Option<u32>,
        }
        #[derive(Serialize)]
        struct DrawJson<'a> {
            round: u32,
            seed: u64,
            tables: Vec<Vec<raduno::model::PlayerId>>,
            conflicts: Vec<ConflictJson<'a>>,
            report: &'a draw::ConflictReport,
        }
        let doc = DrawJson {
            round: number,
            seed,
            tables: drawn
                .round
                .tables
                .iter()
                .map(|t| t.players().collect())
                .collect(),
            conflicts: drawn
                .conflicts
                .iter()
                .map(|c| ConflictJson {
                    kind: c.kind.slug(),
                    count: c.count,
                    bound: c.bound,
                })
                .collect(),
            report: &drawn.report,
        };
        Ok(serde_json::to_string(&doc).expect("a draw always serialises") + "\n")
    } else {
        let mut s = msg::CliRoundDrawn {
            number: &number,
            seed: &seed,
            tables: &drawn.round.tables.len(),
            out: &out,
        }
        .text(lang);
        s.push('\n');
        for table in &drawn.round.tables {
            let names: Vec<String> = table
                .players()
                .map(|p| t.player(p).map_or(format!("ID {p}"), |p| p.full_name()))
                .collect();
            s.push_str(&format!(
                "  {}: {}\n",
                rio::layout::table_title(table.number),
                names.join(", ")
            ));
        }
        for c in &drawn.conflicts {
            let bound = c.bound.map_or(String::new(), |b| {
                format!(" ({} {b})", msg::CliLeast.text(lang))
            });
            s.push_str(&format!("  {}: {}{bound}\n", c.kind.label(lang), c.count));
        }
        Ok(s)
    }
}

fn cmd_check(args: &Args) -> Result<String, Failure> {
    let lang = args.lang;
    let format = args.required_format()?;
    let number: u32 = args
        .number("--round")?
        .ok_or_else(|| args.missing("--round"))?;
    let t = load(args, format)?.tournament;
    let checked = draw::check_round(&t, number).map_err(|e| Failure::run(e.text(lang)))?;
    // A round the rules no longer give (an earlier round corrected after its draw), in words: the same
    // answer the round page, the standings, the projector and the score sheets show.
    let stale = raduno::journal::impact::drift(&t, number).lines(&t, lang);
    Ok(if args.flag("--json") {
        let mut value: serde_json::Value =
            serde_json::from_str(&checked.to_json()).unwrap_or(serde_json::Value::Null);
        if let Some(obj) = value.as_object_mut() {
            obj.insert("stale".into(), serde_json::json!(stale));
        }
        value.to_string() + "\n"
    } else {
        let mut text = checked.text(lang, |p| {
            t.player(p)
                .map_or(format!("ID {p}"), |x| format!("{} ({p})", x.full_name()))
        });
        for line in &stale {
            text.push_str(&format!("{}: {line}\n", msg::CliWarning2.text(lang)));
        }
        text
    })
}

fn cmd_pdf(args: &Args) -> Result<String, Failure> {
    let lang = args.lang;
    let asked = ["--report", "--standings"]
        .into_iter()
        .filter(|f| args.flag(f))
        .chain(args.opt("--round").map(|_| "--round"))
        .collect::<Vec<_>>();
    if asked.len() > 1 {
        return Err(Failure::usage(
            msg::CliOnePdfAtTimeExcludeEach {
                asked: &asked.join(", "),
            }
            .text(lang),
        ));
    }
    let out = args.required("--out")?.to_string();
    let imported = load(args, args.format()?)?;
    let mut t = imported.tournament;
    // The organising club's logo on the score sheets (a workbook holds none).
    if let Some(path) = args.options.get("--logo") {
        let bytes = std::fs::read(path).map_err(|e| {
            Failure::run(
                msg::CliPathCannotBeReadE {
                    error: &e,
                    path: &path,
                }
                .text(lang),
            )
        })?;
        t.settings.logo = rio::pdf_logo::data_url(&bytes)
            .and_then(|url| rio::pdf_logo::picture(&url).map(|_| url))
            .map_err(|e| Failure::run(format!("{path}: {}", e.text(lang))))?;
    }
    let doc = if args.flag("--report") {
        pdf::Doc::Report
    } else if args.flag("--standings") {
        pdf::Doc::Standings
    } else {
        let round: u32 = args
            .number("--round")?
            .ok_or_else(|| args.missing("--round"))?;
        pdf::Doc::ScoreSheets { round }
    };
    let options = pdf::Options {
        // The full report has always been two tables a page.
        reduced: args.flag("--reduced") || doc == pdf::Doc::Report,
        lang,
        ..Default::default()
    }
    .marking_stale(&t);
    let (_, bytes) =
        pdf::render(&t, &pdf::Request { doc, options }).map_err(|e| Failure::run(e.text(lang)))?;
    write_file(&out, &bytes, lang)?;
    Ok(String::new())
}

fn cmd_export(args: &Args) -> Result<String, Failure> {
    let lang = args.lang;
    let kind_text = args.required("--as")?;
    let kind = ExportKind::from_slug(kind_text).ok_or_else(|| {
        Failure::usage(
            msg::CliAsKindTextTheKindsAre {
                kind_text: &kind_text,
            }
            .text(lang),
        )
    })?;
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

fn cmd_circuit(args: &Args) -> Result<String, Failure> {
    let lang = args.lang;
    let Some((rules, files)) = args.positional.split_first() else {
        return Err(Failure::usage(msg::CliRulesJsonIsMissing.text(lang)));
    };
    if files.is_empty() {
        return Err(Failure::usage(
            msg::CliAtLeastOneTournamentFileIs.text(lang),
        ));
    }
    let options = raduno::circuit::cli::Options {
        rules: rules.clone(),
        files: files.to_vec(),
        format: args.format()?,
        json: args.flag("--json"),
        out: args.opt("--out").map(str::to_string),
    };
    raduno::circuit::cli::run(&options, lang).map_err(Failure::run)
}

fn cmd_rating(args: &Args) -> Result<String, Failure> {
    let options = raduno::rating::cli::Options {
        list: args.required("--list")?.to_string(),
        games: args.required("--games")?.to_string(),
        rounds: args
            .number("--rounds")?
            .ok_or_else(|| args.missing("--rounds"))?,
        date: args.opt("--date").unwrap_or_default().to_string(),
        json: args.flag("--json"),
    };
    raduno::rating::cli::run(&options, args.lang).map_err(Failure::run)
}

/// Runs a command line; a failure comes back as the one line to print and the exit code.
fn run(raw: &[String]) -> Result<String, Failure> {
    let lang = language(raw).map_err(|f| Failure {
        message: format!("raduno: {}", f.message),
        code: f.code,
    })?;
    let see = |name: Option<&str>| {
        let help = match name {
            Some(n) => format!("raduno {n} --help"),
            None => "raduno --help".to_string(),
        };
        msg::CliSeeHelp { help: &help }.text(lang)
    };
    // `--lang` may also come before the command.
    let raw = match raw.first().map(String::as_str) {
        Some("--lang") => raw.get(2..).unwrap_or_default(),
        Some(a) if a.starts_with("--lang=") => &raw[1..],
        _ => raw,
    };
    let Some((name, rest)) = raw.split_first() else {
        return Err(Failure::usage(format!(
            "raduno: {} ({})",
            msg::CliNoCommandGiven.text(lang),
            see(None)
        )));
    };
    let name = name.as_str();
    let asks_help = |args: &[String]| args.iter().any(|a| a == "--help" || a == "-h");
    match name {
        "--help" | "-h" => return Ok(general_help(lang)),
        "help" => {
            let topic = rest.iter().find(|a| !a.starts_with('-'));
            return match topic {
                None => Ok(general_help(lang)),
                Some(t) => command(t).map(|c| command_help(c, lang)).ok_or_else(|| {
                    Failure::usage(format!(
                        "raduno: {} ({})",
                        msg::CliUnknownCommandT { player: &t }.text(lang),
                        see(None)
                    ))
                }),
            };
        }
        "--version" | "-V" => return Ok(format!("raduno {}\n", env!("CARGO_PKG_VERSION"))),
        _ => {}
    }
    let Some(c) = command(name) else {
        let what = if name.starts_with('-') {
            msg::CliTheCommandComesFirstThenThe { name: &name }.text(lang)
        } else {
            msg::CliUnknownCommandName { name: &name }.text(lang)
        };
        return Err(Failure::usage(format!("raduno: {what} ({})", see(None))));
    };
    if asks_help(rest) {
        return Ok(command_help(c, lang));
    }
    let result = Args::parse(rest, c, lang).and_then(|args| match c.name {
        "standings" => cmd_standings(&args),
        "draw" => cmd_draw(&args),
        "check" => cmd_check(&args),
        "pdf" => cmd_pdf(&args),
        "export" => cmd_export(&args),
        "blank" => cmd_blank(&args),
        "circuit" => cmd_circuit(&args),
        _ => cmd_rating(&args),
    });
    result.map_err(|f| {
        // One line: the command, what is wrong, and for a usage error where to read more. A refusal
        // that lists several problems keeps the list under its first line; a list of one joins it.
        let mut lines: Vec<&str> = f.message.lines().collect();
        let first = match lines.as_slice() {
            [head, item] if item.starts_with("- ") => {
                let joined = format!("{head} {}", &item[2..]);
                lines.clear();
                joined
            }
            _ if lines.is_empty() => String::new(),
            _ => lines.remove(0).to_string(),
        };
        let mut message = if f.code == 2 {
            format!("raduno {}: {first} ({})", c.name, see(Some(c.name)))
        } else {
            format!("raduno {}: {first}", c.name)
        };
        for line in lines {
            message.push('\n');
            message.push_str(line);
        }
        Failure {
            message,
            code: f.code,
        }
    })
}

fn main() -> ExitCode {
    let raw: Vec<String> = std::env::args().skip(1).collect();
    if raw.first().is_some_and(|c| c == "server") {
        return raduno::replica::setup::main(&raw[1..]);
    }
    match run(&raw) {
        Ok(out) => {
            print!("{out}");
            if !out.is_empty() && !out.ends_with('\n') {
                println!();
            }
            ExitCode::SUCCESS
        }
        Err(f) => {
            eprintln!("{}", f.message);
            ExitCode::from(f.code)
        }
    }
}
