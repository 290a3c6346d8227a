//! Compiles the words catalogue (`locales/<lang>/*.ftl`, Project Fluent) into Rust: one struct per
//! message with its variables as fields (`src/words/mod.rs` includes it). The build fails, naming the
//! file and the message, when a language lacks a message or a message's variables differ between
//! languages (build/words.rs).

use std::fs;
use std::path::Path;

#[path = "build/words.rs"]
mod words;

/// The languages, in the order and with the names of `i18n::Lang`'s variants.
const LANGS: [(&str, &str); 2] = [("it", "It"), ("en", "En")];

fn main() {
    // Beside this file (the benchmarks' wasm crates build with it too, from their own folders).
    let root = Path::new(file!()).parent().unwrap_or(Path::new(""));
    println!(
        "cargo::rerun-if-changed={}",
        root.join("build/words.rs").display()
    );
    println!("cargo::rerun-if-changed={}", root.join("locales").display());
    let mut sources: Vec<Vec<(String, String)>> = Vec::new();
    for (lang, _) in LANGS {
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
    let langs: Vec<(&str, &words::Catalogue)> = LANGS
        .iter()
        .map(|(l, _)| *l)
        .zip(catalogues.iter())
        .collect();
    let problems = words::check(&langs);
    if !problems.is_empty() {
        panic!(
            "the words catalogue is incomplete:\n{}",
            problems.join("\n")
        );
    }
    let variants: Vec<&str> = LANGS.iter().map(|(_, v)| *v).collect();
    let code = words::generate(&langs, &variants);
    let out = Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("messages.rs");
    fs::write(out, code).expect("OUT_DIR is writable");
}
