//! The help, in the catalogue's words: `raduno --help` lists the commands, `raduno <command> --help`
//! (or `raduno help <command>`) explains one. Clap's own help is switched off ([`super::args::Cli`]).

use raduno::format::FormatKind;
use raduno::i18n::Lang;
use raduno::words::msg;

/// A command's help: its synopsis lines and what it does with its options (a catalogue message).
pub struct Help {
    pub name: &'static str,
    synopsis: &'static [&'static str],
    text: fn(Lang) -> &'static str,
    /// Whether it takes `--format` (the help then lists the formats).
    format: bool,
}

pub const COMMANDS: [Help; 11] = [
    Help {
        name: "standings",
        synopsis: &["raduno standings <WORKBOOK> --format <FORMAT> [--json]"],
        text: |l| msg::CliHelpStandings.str(l),
        format: true,
    },
    Help {
        name: "draw",
        synopsis: &["raduno draw <WORKBOOK> --format <FORMAT> --round <N> [--seed <S>] --out <OUT.xlsx> [--json] [--replace] [--despite-rules]"],
        text: |l| msg::CliHelpDraw.str(l),
        format: true,
    },
    Help {
        name: "check",
        synopsis: &["raduno check <WORKBOOK> --format <FORMAT> --round <N> [--json]"],
        text: |l| msg::CliHelpCheck.str(l),
        format: true,
    },
    Help {
        name: "pdf",
        synopsis: &[
            "raduno pdf <WORKBOOK> --round <N> [--reduced] [--logo <IMAGE>] --out <FILE.pdf>",
            "raduno pdf <WORKBOOK> --report [--reduced] [--logo <IMAGE>] --out <FILE.pdf>",
            "raduno pdf <WORKBOOK> --standings [--format <FORMAT>] --out <FILE.pdf>",
        ],
        text: |l| msg::CliHelpPdf.str(l),
        format: true,
    },
    Help {
        name: "export",
        synopsis: &[
            "raduno export <WORKBOOK> --as txt|vb|html [--out <FILE>]",
            "raduno export <WORKBOOK> --as xlsx --out <FILE.xlsx>",
        ],
        text: |l| msg::CliHelpExport.str(l),
        format: true,
    },
    Help {
        name: "blank",
        synopsis: &["raduno blank --out <FILE.xlsx>"],
        text: |l| msg::CliHelpBlank.str(l),
        format: false,
    },
    Help {
        name: "rating",
        synopsis: &["raduno rating --list <LIST.csv> --games <GAMES.csv> --rounds <R> [--date <DATE>] [--json]"],
        text: |l| msg::CliHelpRating.str(l),
        format: false,
    },
    Help {
        name: "circuit",
        synopsis: &[
            "raduno circuit <RULES.json> <FILE>... [--json] [--format <FORMAT>] [--out <FILE.pdf|.xlsx|.html>]",
            "raduno circuit <RULES.json> [<FILE>...] --server <URL> [--user <USER>] [--json] [--out <FILE>]",
        ],
        text: |l| msg::CliHelpCircuit.str(l),
        format: true,
    },
    Help {
        name: "federation",
        synopsis: &["raduno federation publish <FILE>... --server <URL> [--user <USER>] [--format <FORMAT>]"],
        text: |l| msg::CliHelpFederation.str(l),
        format: true,
    },
    Help {
        name: "server",
        synopsis: &["raduno server setup <URL> --db <NAME> --user <USER> [--admin <ADMIN>] [--new-user] [--origin <https://club.github.io>] [--app <dist/>]"],
        text: |l| msg::CliHelpServer.str(l),
        format: false,
    },
    Help {
        name: "completions",
        synopsis: &["raduno completions bash|zsh|fish|elvish|powershell"],
        text: |l| msg::CliHelpCompletions.str(l),
        format: false,
    },
];

pub fn command(name: &str) -> Option<&'static Help> {
    COMMANDS.iter().find(|c| c.name == name)
}

/// The first line of a command's help: its description in the completions.
pub fn about(c: &Help, lang: Lang) -> &'static str {
    (c.text)(lang).lines().next().unwrap_or_default()
}

pub fn formats() -> String {
    FormatKind::all()
        .map(|f| f.slug())
        .collect::<Vec<_>>()
        .join(", ")
}

/// `raduno --help`: every command's synopsis.
pub fn general(lang: Lang) -> String {
    let mut out = format!("raduno {}\n", env!("CARGO_PKG_VERSION"));
    out.push_str(msg::CliHelpIntro.str(lang));
    out.push_str(msg::CliUsage.str(lang));
    for c in &COMMANDS {
        for s in c.synopsis {
            out.push_str(&format!("  {s}\n"));
        }
    }
    out.push_str("  raduno --version\n");
    out.push_str(
        &msg::CliHelpCommon {
            formats: &formats(),
            codes: &Lang::codes("|"),
        }
        .text(lang),
    );
    out
}

/// `raduno <command> --help`.
pub fn of(c: &Help, lang: Lang) -> String {
    let mut out = msg::CliUsage.str(lang).to_string();
    for s in c.synopsis {
        out.push_str(&format!("  {s}\n"));
    }
    out.push('\n');
    out.push_str((c.text)(lang));
    out.push_str(
        &msg::CliHelpOptions {
            codes: &Lang::codes("|"),
        }
        .text(lang),
    );
    if c.format {
        out.push_str(
            &msg::CliHelpFormat {
                formats: &formats(),
            }
            .text(lang),
        );
    }
    out
}
