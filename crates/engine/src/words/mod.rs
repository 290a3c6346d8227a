//! Words at the edge: the catalogue (`locales/<lang>/*.ftl`, Project Fluent files a translator edits
//! without Rust), compiled by `build.rs` into one struct per message, and the rendering of the engine's
//! typed values (errors, refusals) through it. The engine returns values; only this module, the
//! interface and the command line turn them into words.
//!
//! A message `model-round-locked = Il turno { $round } è bloccato` becomes
//! `msg::ModelRoundLocked { round: &3 }.text(lang)`: a missing or misspelt variable does not compile,
//! and the build fails when a language lacks a message or a message's variables differ between
//! languages. To add a message: write it in `locales/it/<area>.ftl` and `locales/en/<area>.ftl`, then use
//! its struct.
//!
//! ```
//! use raduno_engine::i18n::Lang;
//! use raduno_engine::words::msg;
//! assert_eq!(msg::ModelRoundLocked { round: &3 }.text(Lang::It), "Il turno 3 è bloccato: il gioco è iniziato");
//! assert_eq!(msg::ModelRoundLocked { round: &3 }.text(Lang::En), "Round 3 is locked: play has started");
//! ```

mod engine;
mod events;
mod merge;
mod roster;

/// The catalogue's messages: they live on the ground floor ([`crate::i18n::msg`]) so every floor can
/// name them.
pub use crate::i18n::msg;

/// The catalogue's compiler (build.rs), for its tests.
#[cfg(test)]
#[path = "../../build/words.rs"]
#[allow(dead_code)]
mod compiler;

#[cfg(test)]
mod tests {
    use super::compiler;

    fn problems(it: &str, en: &str) -> Vec<String> {
        let parse = |name: &str, text: &'static str| {
            vec![(
                name.to_string(),
                fluent_syntax::parser::parse(text).expect("parses"),
            )]
        };
        let it_src = parse("it.ftl", Box::leak(it.to_string().into_boxed_str()));
        let en_src = parse("en.ftl", Box::leak(en.to_string().into_boxed_str()));
        let it_src = Box::leak(Box::new(it_src));
        let en_src = Box::leak(Box::new(en_src));
        let it_c = compiler::read(it_src).expect("reads");
        let en_c = compiler::read(en_src).expect("reads");
        compiler::check(&[("it", &it_c), ("en", &en_c)])
    }

    #[test]
    fn a_missing_message_or_variable_is_a_problem() {
        assert_eq!(
            problems("a = A { $x }\nb = B\n", "a = A { $x }\nb = B\n"),
            Vec::<String>::new()
        );
        assert_eq!(
            problems("a = A\nb = B\n", "a = A\n"),
            vec!["en: message b is missing".to_string()]
        );
        let p = problems("a = A { $x }\n", "a = A { $y }\n");
        assert_eq!(p.len(), 1);
        assert!(p[0].contains("message a has the variables"), "{p:?}");
    }

    #[test]
    fn plural_selection() {
        assert_eq!(crate::i18n::plural_category("1"), "one");
        assert_eq!(crate::i18n::plural_category("2"), "other");
        assert_eq!(crate::i18n::plural_category("0"), "other");
    }
}
