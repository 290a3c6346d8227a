//! The command line as clap reads it (derive): the commands, their options and their types.
//!
//! Clap parses, suggests (`raduno drw` → `draw`) and writes the completions; it never speaks to the
//! user. Its errors are said again in the catalogue's words ([`failure`]) and the help is the
//! catalogue's ([`super::help`]), so every message stays Italian by default and English with `--lang en`.

use crate::Failure;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{ArgAction, Args, Parser, Subcommand, ValueHint};
use clap_complete::Shell;
use raduno::i18n::Lang;
use raduno::words::msg;

#[derive(Parser, Debug)]
#[command(
    name = "raduno",
    version,
    disable_help_flag = true,
    disable_help_subcommand = true
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Cmd>,
    /// it|en: the language of the messages (read before clap, by [`language`]).
    #[arg(long, global = true, value_name = "it|en", action = ArgAction::Append)]
    pub lang: Vec<String>,
    /// The catalogue's help (answered before clap, by `run`).
    #[arg(short, long, global = true, action = ArgAction::SetTrue)]
    pub help: bool,
}

#[derive(Subcommand, Debug)]
pub enum Cmd {
    Standings(Standings),
    Draw(Draw),
    Check(Check),
    Pdf(Pdf),
    Export(Export),
    Blank(Blank),
    Rating(Rating),
    Circuit(Circuit),
    Federation(Federation),
    Completions(Completions),
    Server(Server),
    Help(Topic),
}

/// A whole number, spaces around it allowed (the numbers' message is the catalogue's: [`failure`]).
fn whole<T: std::str::FromStr>(s: &str) -> Result<T, String> {
    s.trim().parse().map_err(|_| String::new())
}

#[derive(Args, Debug)]
pub struct Standings {
    #[arg(value_hint = ValueHint::FilePath)]
    pub workbook: Option<String>,
    #[arg(long, value_hint = ValueHint::FilePath)]
    pub format: Option<String>,
    #[arg(long)]
    pub json: bool,
}

#[derive(Args, Debug)]
pub struct Draw {
    #[arg(value_hint = ValueHint::FilePath)]
    pub workbook: Option<String>,
    #[arg(long, value_hint = ValueHint::FilePath)]
    pub format: Option<String>,
    #[arg(long, value_name = "N", value_parser = whole::<u32>, allow_negative_numbers = true)]
    pub round: Option<u32>,
    #[arg(long, value_name = "S", value_parser = whole::<u64>, allow_negative_numbers = true)]
    pub seed: Option<u64>,
    #[arg(long, value_hint = ValueHint::FilePath)]
    pub out: Option<String>,
    #[arg(long)]
    pub json: bool,
    #[arg(long)]
    pub replace: bool,
    #[arg(long)]
    pub despite_rules: bool,
}

#[derive(Args, Debug)]
pub struct Check {
    #[arg(value_hint = ValueHint::FilePath)]
    pub workbook: Option<String>,
    #[arg(long, value_hint = ValueHint::FilePath)]
    pub format: Option<String>,
    #[arg(long, value_name = "N", value_parser = whole::<u32>, allow_negative_numbers = true)]
    pub round: Option<u32>,
    #[arg(long)]
    pub json: bool,
}

#[derive(Args, Debug)]
pub struct Pdf {
    #[arg(value_hint = ValueHint::FilePath)]
    pub workbook: Option<String>,
    #[arg(long, value_name = "N", value_parser = whole::<u32>, allow_negative_numbers = true)]
    pub round: Option<u32>,
    #[arg(long)]
    pub report: bool,
    #[arg(long)]
    pub standings: bool,
    #[arg(long)]
    pub reduced: bool,
    #[arg(long, value_hint = ValueHint::FilePath)]
    pub logo: Option<String>,
    #[arg(long, value_hint = ValueHint::FilePath)]
    pub format: Option<String>,
    #[arg(long, value_hint = ValueHint::FilePath)]
    pub out: Option<String>,
}

#[derive(Args, Debug)]
pub struct Export {
    #[arg(value_hint = ValueHint::FilePath)]
    pub workbook: Option<String>,
    /// txt, vb, html or xlsx (checked by the command, in the catalogue's words).
    #[arg(long = "as", value_name = "txt|vb|html|xlsx")]
    pub kind: Option<String>,
    #[arg(long, value_hint = ValueHint::FilePath)]
    pub out: Option<String>,
    #[arg(long, value_hint = ValueHint::FilePath)]
    pub format: Option<String>,
}

#[derive(Args, Debug)]
pub struct Blank {
    #[arg(long, value_hint = ValueHint::FilePath)]
    pub out: Option<String>,
}

#[derive(Args, Debug)]
pub struct Rating {
    #[arg(long, value_hint = ValueHint::FilePath)]
    pub list: Option<String>,
    #[arg(long, value_hint = ValueHint::FilePath)]
    pub games: Option<String>,
    #[arg(long, value_name = "R", value_parser = whole::<u32>, allow_negative_numbers = true)]
    pub rounds: Option<u32>,
    #[arg(long)]
    pub date: Option<String>,
    #[arg(long)]
    pub json: bool,
}

#[derive(Args, Debug)]
pub struct Circuit {
    #[arg(value_hint = ValueHint::FilePath)]
    pub rules: Option<String>,
    #[arg(value_hint = ValueHint::FilePath)]
    pub files: Vec<String>,
    #[arg(long, value_hint = ValueHint::FilePath)]
    pub format: Option<String>,
    #[arg(long)]
    pub json: bool,
    #[arg(long, value_hint = ValueHint::FilePath)]
    pub out: Option<String>,
    #[arg(long, value_name = "URL", value_hint = ValueHint::Url)]
    pub server: Option<String>,
    #[arg(long, value_name = "USER")]
    pub user: Option<String>,
}

/// `raduno federation publish FILE... --server URL [--user U]`.
#[derive(Args, Debug)]
pub struct Federation {
    /// `publish` (checked by the command, in the catalogue's words).
    pub action: Option<String>,
    #[arg(value_hint = ValueHint::FilePath)]
    pub files: Vec<String>,
    #[arg(long, value_name = "URL", value_hint = ValueHint::Url)]
    pub server: Option<String>,
    #[arg(long, value_name = "USER")]
    pub user: Option<String>,
    #[arg(long, value_hint = ValueHint::FilePath)]
    pub format: Option<String>,
}

#[derive(Args, Debug)]
pub struct Completions {
    pub shell: Option<Shell>,
}

/// `raduno server setup …`: the rest of the line is read by the set-up itself (`raduno::replica::setup`).
#[derive(Args, Debug)]
pub struct Server {
    #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
    pub line: Vec<String>,
}

#[derive(Args, Debug)]
pub struct Topic {
    pub command: Option<String>,
}

/// The language asked for anywhere on the line (`--lang en` or `--lang=en`), so that even an error
/// found before the options are read speaks it. An unknown language is a usage error, in both.
pub fn language(raw: &[String]) -> Result<Lang, Failure> {
    let mut lang = Lang::default();
    let mut it = raw.iter();
    while let Some(arg) = it.next() {
        let value = match arg.split_once('=') {
            Some(("--lang", v)) => Some(v.to_string()),
            _ if arg == "--lang" => it.next().cloned(),
            _ => continue,
        };
        lang = match value.as_deref().and_then(Lang::from_code) {
            Some(lang) => lang,
            // Said in every language: which one was meant is not known.
            None => {
                let codes = Lang::codes(", ");
                let available = Lang::ALL
                    .map(|l| msg::LanguageCodesAvailable { codes: &codes }.text(l))
                    .join(" / ");
                return Err(Failure::usage(format!(
                    "--lang «{}»: {available}",
                    value.unwrap_or_default().to_lowercase()
                )));
            }
        };
    }
    Ok(lang)
}

/// One piece of a clap error's context, as text (the first of a list).
fn context(e: &clap::Error, kind: ContextKind) -> Option<String> {
    match e.get(kind)? {
        ContextValue::String(s) => Some(s.clone()),
        ContextValue::Strings(v) => v.first().cloned(),
        ContextValue::StyledStr(s) => Some(s.to_string()),
        _ => None,
    }
}

/// "; did you mean “x”?" when clap suggests `x`, else nothing.
fn maybe(suggested: Option<String>, lang: Lang) -> String {
    suggested.map_or(String::new(), |s| {
        format!("; {}", msg::CliDidYouMean { name: &s }.text(lang))
    })
}

/// The command nearest to `word` as clap finds it ("; did you mean “draw”?"), or nothing.
pub fn nearest_command(cmd: clap::Command, word: &str, lang: Lang) -> String {
    let suggested = cmd
        .try_get_matches_from(["raduno", word])
        .err()
        .and_then(|e| context(&e, ContextKind::SuggestedSubcommand));
    maybe(suggested, lang)
}

/// Clap's error in the catalogue's words: `command` is the command it was reading (None: the line
/// before any command). The exit code is 2, a wrong command line.
pub fn failure(e: &clap::Error, command: Option<&str>, lang: Lang) -> Failure {
    // "--round <N>" → "--round", "[SHELL]" → "SHELL".
    let arg = context(e, ContextKind::InvalidArg)
        .map(|a| {
            let name = a.split([' ', '=']).next().unwrap_or_default();
            name.trim_matches(['[', ']', '<', '>', '.']).to_string()
        })
        .unwrap_or_default();
    let value = context(e, ContextKind::InvalidValue).unwrap_or_default();
    let maybe = |suggested: Option<String>| maybe(suggested, lang);
    let text = match (e.kind(), command) {
        (ErrorKind::InvalidSubcommand, _) => {
            let name = context(e, ContextKind::InvalidSubcommand).unwrap_or_default();
            msg::CliUnknownCommandName { name: &name }.text(lang)
                + &maybe(context(e, ContextKind::SuggestedSubcommand))
        }
        (ErrorKind::UnknownArgument, None) => msg::CliUsageOrder { name: &arg }.text(lang),
        (ErrorKind::UnknownArgument, Some(c)) if arg.starts_with('-') && arg.len() > 1 => {
            msg::CliOptionNotTaken {
                command: &c,
                key: &arg,
            }
            .text(lang)
                + &maybe(context(e, ContextKind::SuggestedArg))
        }
        (ErrorKind::UnknownArgument, Some(_)) => msg::CliExtraArguments { extra: &arg }.text(lang),
        (ErrorKind::TooManyValues, Some(c)) => msg::CliOptionNotTaken {
            command: &c,
            key: &arg,
        }
        .text(lang),
        (ErrorKind::InvalidValue, _) if value.is_empty() => {
            msg::CliOptionValueMissing { key: &arg }.text(lang)
        }
        (ErrorKind::InvalidValue, _) => {
            let values = match e.get(ContextKind::ValidValue) {
                Some(ContextValue::Strings(v)) => v.join(", "),
                _ => String::new(),
            };
            msg::CliOptionValueUnknown {
                key: &arg,
                value: &value,
                values: &values,
            }
            .text(lang)
        }
        (ErrorKind::ValueValidation, _) => msg::CliOptionNotWholeNumber {
            name: &arg,
            value: &value,
        }
        .text(lang),
        (ErrorKind::ArgumentConflict, _) => msg::CliKeyGivenTwice { key: &arg }.text(lang),
        // Anything else clap may find (an argument that is not UTF-8): its own first line.
        _ => e
            .to_string()
            .lines()
            .next()
            .unwrap_or_default()
            .trim_start_matches("error: ")
            .to_string(),
    };
    Failure::usage(text)
}
