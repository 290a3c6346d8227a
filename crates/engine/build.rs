//! Compiles the words catalogue (`locales/<lang>/*.ftl`, Project Fluent) into Rust: one struct per
//! message with its variables as fields (`src/words/mod.rs` includes it), and the languages themselves
//! (`i18n::Lang`, from [`LANGS`]). The build fails, naming the
//! file and the message, when a language lacks a message or a message's variables differ between
//! languages (build/words.rs).

use std::fs;
use std::path::Path;

#[path = "build/words.rs"]
mod words;

/// The languages, each a folder of `locales/` (its code), the default first: `i18n::Lang` is made from
/// this list, and with it the interface's language buttons and the command line's `--lang`. A new
/// language is its folder and its code here.
const LANGS: &[&str] = &["it", "en"];

fn main() {
    // The catalogue is at the workspace's top (`locales/`), two folders above this crate. The folder is
    // read when the script runs, not when it was compiled: a checkout moved or a second one sharing the
    // target folder reads its own catalogue.
    let here_dir = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let here = Path::new(&here_dir);
    let root = here.join("../..");
    println!(
        "cargo::rerun-if-changed={}",
        here.join("build/words.rs").display()
    );
    println!("cargo::rerun-if-changed={}", root.join("locales").display());
    let mut sources: Vec<Vec<(String, String)>> = Vec::new();
    for lang in LANGS {
        let dir = root.join("locales").join(lang);
        println!("cargo::rerun-if-changed={}", dir.display());
        let mut files: Vec<_> = fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
            .collect();
        files.sort();
        let mut texts = Vec::new();
        for f in files {
            println!("cargo::rerun-if-changed={}", f.display());
            let text = fs::read_to_string(&f).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
            texts.push((f.display().to_string(), text));
        }
        sources.push(texts);
    }
    let parsed: Vec<Vec<(String, fluent_syntax::ast::Resource<&str>)>> = sources
        .iter()
        .map(|texts| {
            texts
                .iter()
                .map(|(name, text)| {
                    let resource = fluent_syntax::parser::parse(text.as_str())
                        .unwrap_or_else(|(_, errors)| panic!("{name}: {errors:?}"));
                    (name.clone(), resource)
                })
                .collect()
        })
        .collect();
    let catalogues: Vec<words::Catalogue> = parsed
        .iter()
        .map(|p| words::read(p).unwrap_or_else(|problems| panic!("{}", problems.join("\n"))))
        .collect();
    let langs: Vec<(&str, &words::Catalogue)> =
        LANGS.iter().copied().zip(catalogues.iter()).collect();
    let problems = words::check(&langs);
    if !problems.is_empty() {
        panic!(
            "the words catalogue is incomplete:\n{}",
            problems.join("\n")
        );
    }
    let variants: Vec<String> = LANGS.iter().map(|l| words::variant(l)).collect();
    let variants: Vec<&str> = variants.iter().map(String::as_str).collect();
    let code = words::generate(&langs, &variants);
    let out = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).to_path_buf();
    fs::write(out.join("messages.rs"), code).expect("OUT_DIR is writable");
    fs::write(out.join("lang.rs"), words::lang_enum(LANGS)).expect("OUT_DIR is writable");
}
