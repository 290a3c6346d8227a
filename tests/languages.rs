//! A language is its catalogue folder (`locales/<code>/*.ftl`) and one line (its code in build.rs's
//! `LANGS`): `i18n::Lang`, the interface's language buttons and the command line's `--lang` are made
//! from that list. These tests say what a new language needs, and name what still needs more.

#[path = "../crates/engine/build/words.rs"]
#[allow(dead_code)]
mod compiler;

use raduno::i18n::Lang;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The catalogue files of one language folder: (file name, text), by name.
fn catalogue(code: &str) -> Vec<(String, String)> {
    let dir = root().join("locales").join(code);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a folder entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|f| {
            let name = f.file_name().expect("a name").to_string_lossy().to_string();
            (name, std::fs::read_to_string(&f).expect("a catalogue file"))
        })
        .collect()
}

fn parsed(
    texts: &'static [(String, String)],
) -> &'static [(String, fluent_syntax::ast::Resource<&'static str>)] {
    let v: Vec<_> = texts
        .iter()
        .map(|(n, t)| {
            (
                n.clone(),
                fluent_syntax::parser::parse(t.as_str()).expect("parses"),
            )
        })
        .collect();
    Box::leak(v.into_boxed_slice())
}

fn leaked(texts: Vec<(String, String)>) -> &'static [(String, String)] {
    Box::leak(texts.into_boxed_slice())
}

#[test]
fn every_language_is_a_folder_of_locales_and_every_folder_a_language() {
    let folders: BTreeSet<String> = std::fs::read_dir(root().join("locales"))
        .expect("locales/")
        .map(|e| e.expect("a folder entry").path())
        .filter(|p| p.is_dir())
        .map(|p| p.file_name().expect("a name").to_string_lossy().to_string())
        .collect();
    let codes: BTreeSet<String> = Lang::ALL.iter().map(|l| l.code().to_string()).collect();
    assert_eq!(folders, codes);
    // Italian first: the default is the first of the list.
    assert_eq!(Lang::default(), Lang::ALL[0]);
    assert_eq!(Lang::default().code(), "it");
    for l in Lang::ALL {
        assert_eq!(Lang::from_code(l.code()), Some(l));
        assert_eq!(Lang::from_code(&l.code().to_uppercase()), Some(l));
    }
    assert_eq!(Lang::from_code("xx"), None);
    // Every language has the same catalogue files (the build checks each message in each language).
    let names =
        |code: &str| -> Vec<String> { catalogue(code).into_iter().map(|(n, _)| n).collect() };
    for l in Lang::ALL {
        assert_eq!(
            names(l.code()),
            names(Lang::default().code()),
            "{}",
            l.code()
        );
    }
}

#[test]
fn the_real_catalogue_is_complete() {
    let texts: Vec<&'static [(String, String)]> = Lang::ALL
        .iter()
        .map(|l| leaked(catalogue(l.code())))
        .collect();
    assert!(texts
        .iter()
        .all(|t| !t.is_empty() && t.len() == texts[0].len()));
    let catalogues: Vec<compiler::Catalogue> = texts
        .iter()
        .zip(Lang::ALL)
        .map(|(t, l)| compiler::read(parsed(t)).unwrap_or_else(|p| panic!("{}: {p:?}", l.code())))
        .collect();
    let langs: Vec<(&str, &compiler::Catalogue)> = Lang::ALL
        .iter()
        .map(|l| l.code())
        .zip(catalogues.iter())
        .collect();
    assert_eq!(compiler::check(&langs), Vec::<String>::new());
    assert!(catalogues[0].messages.len() >= 20);
}

#[test]
fn a_third_language_needs_its_folder_and_its_code() {
    // A third language, "xx", written as a copy of the English folder.
    let codes = ["it", "en", "xx"];
    let texts: Vec<&'static [(String, String)]> = codes
        .iter()
        .map(|c| leaked(catalogue(if *c == "xx" { "en" } else { c })))
        .collect();
    let catalogues: Vec<compiler::Catalogue> = texts
        .iter()
        .map(|t| compiler::read(parsed(t)).expect("reads"))
        .collect();
    let langs: Vec<(&str, &compiler::Catalogue)> =
        codes.iter().copied().zip(catalogues.iter()).collect();
    assert_eq!(compiler::check(&langs), Vec::<String>::new());
    // What build.rs makes of the list: the enum with its third variant, and every message said in it.
    let lang = compiler::lang_enum(&codes);
    assert!(lang.contains("    Xx,\n"), "{lang}");
    assert!(
        lang.contains("pub const ALL: [Lang; 3] = [Lang::It, Lang::En, Lang::Xx];"),
        "{lang}"
    );
    assert!(lang.contains("Lang::Xx => \"xx\","), "{lang}");
    let variants: Vec<String> = codes.iter().map(|c| compiler::variant(c)).collect();
    let variants: Vec<&str> = variants.iter().map(String::as_str).collect();
    let messages = compiler::generate(&langs, &variants);
    assert!(messages.contains("crate::i18n::Lang::Xx =>"));
    // A message the new folder lacks stops the build, naming the language and the message.
    let mut short = catalogue("en");
    let app = short
        .iter_mut()
        .find(|(n, _)| n == "app.ftl")
        .expect("app.ftl");
    app.1 = app
        .1
        .lines()
        .filter(|l| !l.starts_with("language-own-name"))
        .collect::<Vec<_>>()
        .join("\n");
    let short = compiler::read(parsed(leaked(short))).expect("reads");
    let langs = [
        ("it", &catalogues[0]),
        ("en", &catalogues[1]),
        ("xx", &short),
    ];
    assert_eq!(
        compiler::check(&langs),
        vec!["xx: message language-own-name is missing".to_string()]
    );
}

/// Every `.rs` file under `dir`.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).expect("a folder") {
        let p = e.expect("a folder entry").path();
        if p.is_dir() {
            sources(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// Outside the catalogue, what still names a language one by one: the places a new language needs
/// besides its folder and its code. Each is named here (a file, or a folder ending in `/`) with why; a
/// place not named fails this test.
const STILL_NAMED: &[(&str, &str)] = &[];

#[test]
fn nothing_else_matches_on_the_language() {
    let mut files = Vec::new();
    sources(&root().join("src"), &mut files);
    sources(&root().join("crates"), &mut files);
    let variants: Vec<String> = Lang::ALL
        .iter()
        .map(|l| format!("Lang::{}", compiler::variant(l.code())))
        .collect();
    let mut found = BTreeSet::new();
    for f in &files {
        let text = std::fs::read_to_string(f).expect("a source file");
        // Tests say things in both languages on purpose: only the code above them counts.
        let code = text.split("#[cfg(test)]").next().unwrap_or_default();
        let names_one = code.lines().any(|line| {
            variants.iter().any(|v| {
                line.contains(&format!("{v} =>"))
                    || line.contains(&format!("{v}) =>"))
                    || line.contains(&format!("== {v}"))
                    || line.contains(&format!("{v} |"))
            }) || line.contains("name_en")
        });
        if names_one {
            let path = f.strip_prefix(root()).expect("under the root");
            found.insert(path.display().to_string());
        }
    }
    let unnamed: Vec<&String> = found
        .iter()
        .filter(|f| !STILL_NAMED.iter().any(|(place, _)| f.starts_with(place)))
        .collect();
    assert!(
        unnamed.is_empty(),
        "these files name a language one by one (say it through the catalogue): {unnamed:?}"
    );
}

#[test]
fn the_follow_page_carries_a_text_per_language_for_each_word() {
    // The follow page (public/follow.js, follow-propose.js) has no engine and carries its own words,
    // `key: ["Italiano", "English"]` in the catalogue's order: a new language needs its text in each
    // (publish.rs's test holds them to the catalogue's `phones-follow-*`).
    let mut words = 0;
    for file in ["public/follow.js", "public/follow-propose.js"] {
        let script = std::fs::read_to_string(root().join(file)).expect("the follow page");
        let start = script.find("var WORDS = {").expect("its words");
        let block = &script[start..];
        let block = &block[..block.find("};").expect("the end of its words")];
        for line in block.lines().filter(|l| l.contains(": [\"")) {
            let (key, texts) = line.trim().split_once(": [").expect("key: [texts]");
            let texts: Vec<String> =
                serde_json::from_str(&format!("[{}", texts.trim_end_matches(','))).expect("texts");
            assert_eq!(texts.len(), Lang::ALL.len(), "{file}: {key}");
            words += 1;
        }
    }
    assert!(words > 10);
}

#[test]
fn a_correction_says_who_leaves_and_enters_a_phase_in_the_catalogues_words() {
    use raduno::words::msg;
    let said = |phase: &str, lang: Lang| {
        let suffix = String::new();
        msg::ImpactLeavesAndIsReplaced {
            leaving: &"Ada",
            entering: &"Bruno",
            phase: &phase,
            suffix: &suffix,
        }
        .text(lang)
    };
    assert_eq!(
        said("final", Lang::It),
        "Ada esce dalla finale, entra Bruno"
    );
    assert_eq!(
        said("semifinal", Lang::It),
        "Ada esce dalle semifinali, entra Bruno"
    );
    assert_eq!(
        said("final", Lang::En),
        "Ada leaves the final, replaced by Bruno"
    );
    let enters = msg::ImpactEnters {
        player: &"Ada",
        phase: &"semifinal",
        suffix: &" (x)",
    };
    assert_eq!(enters.text(Lang::It), "Ada entra in semifinale (x)");
    assert_eq!(enters.text(Lang::En), "Ada enters the semifinals (x)");
}
