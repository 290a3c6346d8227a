// The catalogue's compiler, shared by build.rs (which writes the Rust the app and the CLI use) and the
// lib's tests (which feed it broken catalogues): Project Fluent files (`locales/<lang>/*.ftl`) parsed
// with `fluent-syntax`, checked (every message in every language, with the same variables), and turned
// into one Rust struct per message whose fields are its variables.
//
// Supported Fluent: text, `{ $variable }`, string and number literals, terms (`-brand`), and select
// expressions on a variable (`{ $count -> [one] … *[other] … }`: the variant named by the value itself,
// else by its plural category, CLDR's for Italian and English: "one" for exactly 1, else "other").
// Anything else (functions, message references, attributes) is refused when the catalogue is built.

use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet};

/// One language's messages: id → (pattern, its variables), and its terms.
pub struct Catalogue<'s> {
    pub messages: BTreeMap<&'s str, (&'s ast::Pattern<&'s str>, BTreeSet<&'s str>)>,
    pub terms: BTreeMap<&'s str, &'s ast::Pattern<&'s str>>,
}

/// Reads one language's sources (name, text) into a catalogue, or every problem found.
pub fn read<'s>(
    sources: &'s [(String, ast::Resource<&'s str>)],
) -> Result<Catalogue<'s>, Vec<String>> {
    let mut problems = Vec::new();
    let mut messages = BTreeMap::new();
    let mut terms = BTreeMap::new();
    for (file, resource) in sources {
        for entry in &resource.body {
            match entry {
                ast::Entry::Message(m) => {
                    let Some(value) = &m.value else {
                        problems.push(format!("{file}: message {} has no text", m.id.name));
                        continue;
                    };
                    if !m.attributes.is_empty() {
                        problems.push(format!(
                            "{file}: message {}: attributes are not supported",
                            m.id.name
                        ));
                    }
                    let mut vars = BTreeSet::new();
                    if let Err(e) = variables(value, &mut vars) {
                        problems.push(format!("{file}: message {}: {e}", m.id.name));
                    }
                    if messages.insert(m.id.name, (value, vars)).is_some() {
                        problems.push(format!("{file}: message {} is written twice", m.id.name));
                    }
                }
                ast::Entry::Term(t) => {
                    terms.insert(t.id.name, &t.value);
                }
                ast::Entry::Junk { content } => {
                    problems.push(format!("{file}: cannot read «{}»", content.trim()));
                }
                _ => {}
            }
        }
    }
    if problems.is_empty() {
        Ok(Catalogue { messages, terms })
    } else {
        Err(problems)
    }
}

fn variables<'s>(p: &ast::Pattern<&'s str>, out: &mut BTreeSet<&'s str>) -> Result<(), String> {
    for el in &p.elements {
        if let ast::PatternElement::Placeable { expression } = el {
            expression_variables(expression, out)?;
        }
    }
    Ok(())
}

fn expression_variables<'s>(
    e: &ast::Expression<&'s str>,
    out: &mut BTreeSet<&'s str>,
) -> Result<(), String> {
    match e {
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, out)?;
            for v in variants {
                variables(&v.value, out)?;
            }
            Ok(())
        }
        ast::Expression::Inline(i) => inline_variables(i, out),
    }
}

fn inline_variables<'s>(
    i: &ast::InlineExpression<&'s str>,
    out: &mut BTreeSet<&'s str>,
) -> Result<(), String> {
    match i {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name);
            Ok(())
        }
        ast::InlineExpression::StringLiteral { .. }
        | ast::InlineExpression::NumberLiteral { .. }
        | ast::InlineExpression::TermReference {
            arguments: None,
            attribute: None,
            ..
        } => Ok(()),
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, out),
        _ => Err("only variables, literals, terms and selections are supported".into()),
    }
}

/// Every language has every message of the others, with the same variables.
pub fn check(langs: &[(&str, &Catalogue)]) -> Vec<String> {
    let mut problems = Vec::new();
    let all: BTreeSet<&str> = langs
        .iter()
        .flat_map(|(_, c)| c.messages.keys().copied())
        .collect();
    for id in all {
        let mut seen: Option<(&str, &BTreeSet<&str>)> = None;
        for (lang, c) in langs {
            match c.messages.get(id) {
                None => problems.push(format!("{lang}: message {id} is missing")),
                Some((_, vars)) => match seen {
                    None => seen = Some((lang, vars)),
                    Some((first, expected)) if expected != vars => problems.push(format!(
                        "{lang}: message {id} has the variables {:?}, {first} has {:?}",
                        vars, expected
                    )),
                    Some(_) => {}
                },
            }
        }
    }
    problems
}

/// `round-locked` → `RoundLocked`.
pub fn type_name(id: &str) -> String {
    id.split(['-', '_'])
        .filter(|w| !w.is_empty())
        .map(|w| {
            let mut c = w.chars();
            c.next()
                .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
                .unwrap_or_default()
        })
        .collect()
}

/// `$playerName` / `$player-name` → `player_name`.
pub fn field_name(var: &str) -> String {
    let mut out = String::new();
    for (i, ch) in var.chars().enumerate() {
        if ch == '-' {
            out.push('_');
        } else if ch.is_uppercase() {
            if i > 0 {
                out.push('_');
            }
            out.extend(ch.to_lowercase());
        } else {
            out.push(ch);
        }
    }
    out
}

/// A string literal's text: Fluent's escapes `\\`, `\"`, `\uXXXX` and `\UXXXXXX` (so a message can
/// start or end with a space or a line break: `{" "}`, `{"\u000A"}`).
pub fn unescape(value: &str) -> String {
    let mut out = String::new();
    let mut chars = value.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some(d @ ('u' | 'U')) => {
                let len = if d == 'u' { 4 } else { 6 };
                let hex: String = chars.by_ref().take(len).collect();
                match u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32) {
                    Some(ch) => out.push(ch),
                    None => out.push('\u{fffd}'),
                }
            }
            Some(other) => out.push(other),
            None => {}
        }
    }
    out
}

/// The whole text of a pattern without variables (text, string and number literals, terms).
fn plain(p: &ast::Pattern<&str>, c: &Catalogue, out: &mut String) -> bool {
    for el in &p.elements {
        match el {
            ast::PatternElement::TextElement { value } => out.push_str(value),
            ast::PatternElement::Placeable {
                expression: ast::Expression::Inline(i),
            } => match i {
                ast::InlineExpression::StringLiteral { value } => out.push_str(&unescape(value)),
                ast::InlineExpression::NumberLiteral { value } => out.push_str(value),
                ast::InlineExpression::TermReference { id, .. } => match c.terms.get(id.name) {
                    Some(t) if plain(t, c, out) => {}
                    _ => return false,
                },
                _ => return false,
            },
            ast::PatternElement::Placeable { .. } => return false,
        }
    }
    true
}

/// The Rust that writes `p` into `out` (a `String`), in language `lang` of catalogue `c`.
fn pattern(p: &ast::Pattern<&str>, c: &Catalogue, code: &mut String) {
    for el in &p.elements {
        match el {
            ast::PatternElement::TextElement { value } => {
                code.push_str(&format!("out.push_str({value:?});\n"));
            }
            ast::PatternElement::Placeable { expression: e } => expression(e, c, code),
        }
    }
}

fn expression(e: &ast::Expression<&str>, c: &Catalogue, code: &mut String) {
    match e {
        ast::Expression::Inline(i) => inline(i, c, code),
        ast::Expression::Select { selector, variants } => {
            let ast::InlineExpression::VariableReference { id } = selector else {
                code.push_str("compile_error!(\"a selection is on a variable\");\n");
                return;
            };
            code.push_str(&format!(
                "{{ let sel = self.{}.to_string(); let cat = crate::i18n::plural_category(&sel); let _ = &cat;\n",
                field_name(id.name)
            ));
            let mut first = true;
            for v in variants.iter().filter(|v| !v.default) {
                let key = match &v.key {
                    ast::VariantKey::Identifier { name } => name.to_string(),
                    ast::VariantKey::NumberLiteral { value } => value.to_string(),
                };
                code.push_str(&format!(
                    "{}if sel == {key:?} || cat == {key:?} {{\n",
                    if first { "" } else { "else " }
                ));
                pattern(&v.value, c, code);
                code.push_str("}\n");
                first = false;
            }
            if let Some(d) = variants.iter().find(|v| v.default) {
                code.push_str(if first { "{\n" } else { "else {\n" });
                pattern(&d.value, c, code);
                code.push_str("}\n");
            }
            code.push_str("}\n");
        }
    }
}

fn inline(i: &ast::InlineExpression<&str>, c: &Catalogue, code: &mut String) {
    match i {
        ast::InlineExpression::VariableReference { id } => code.push_str(&format!(
            "{{ use std::fmt::Write as _; let _ = write!(out, \"{{}}\", self.{}); }}\n",
            field_name(id.name)
        )),
        ast::InlineExpression::StringLiteral { value } => {
            code.push_str(&format!("out.push_str({:?});\n", unescape(value)));
        }
        ast::InlineExpression::NumberLiteral { value } => {
            code.push_str(&format!("out.push_str({value:?});\n"));
        }
        ast::InlineExpression::TermReference { id, .. } => match c.terms.get(id.name) {
            Some(t) => pattern(t, c, code),
            None => code.push_str(&format!("compile_error!(\"unknown term -{}\");\n", id.name)),
        },
        ast::InlineExpression::Placeable { expression: e } => expression(e, c, code),
        _ => code.push_str("compile_error!(\"unsupported Fluent expression\");\n"),
    }
}

/// The Rust of the whole catalogue: per message a struct (its variables as `&dyn Display` fields) with
/// `text(lang)`. `langs` in the order of `crate::i18n::Lang`'s variants named in `variants`.
pub fn generate(langs: &[(&str, &Catalogue)], variants: &[&str]) -> String {
    let mut code = String::new();
    let Some((_, first)) = langs.first() else {
        return code;
    };
    for (id, (_, vars)) in &first.messages {
        let name = type_name(id);
        let fields: Vec<String> = vars.iter().map(|v| field_name(v)).collect();
        code.push_str(&format!("/// `{id}`\n"));
        if fields.is_empty() {
            code.push_str(&format!("pub struct {name};\n"));
            code.push_str(&format!("impl {name} {{\n"));
            code.push_str(&format!("    pub const ID: &'static str = {id:?};\n"));
            let texts: Option<Vec<String>> = langs
                .iter()
                .map(|(_, c)| {
                    let (p, _) = c.messages.get(id)?;
                    let mut t = String::new();
                    plain(p, c, &mut t).then_some(t)
                })
                .collect();
            if let Some(texts) = texts {
                code.push_str(
                    "    pub fn str(&self, lang: crate::i18n::Lang) -> &'static str {\n        match lang {\n",
                );
                for (t, variant) in texts.iter().zip(variants) {
                    code.push_str(&format!(
                        "            crate::i18n::Lang::{variant} => {t:?},\n"
                    ));
                }
                code.push_str("        }\n    }\n");
                code.push_str("    pub fn text(&self, lang: crate::i18n::Lang) -> String {\n        self.str(lang).to_string()\n    }\n");
                code.push_str(&format!("    pub fn said(&self) -> crate::i18n::Text {{\n        crate::i18n::Text::new({id:?}).said_by(|_, lang| {name}.text(lang))\n    }}\n}}\n"));
                continue;
            }
        } else {
            code.push_str(&format!("pub struct {name}<'a> {{\n"));
            for f in &fields {
                code.push_str(&format!("    pub {f}: &'a dyn std::fmt::Display,\n"));
            }
            code.push_str("}\n");
            code.push_str(&format!("impl {name}<'_> {{\n"));
            code.push_str(&format!("    pub const ID: &'static str = {id:?};\n"));
            code.push_str(&format!(
                "    pub fn said(&self) -> crate::i18n::Text {{\n        crate::i18n::Text::new({id:?})"
            ));
            for (v, f) in vars.iter().zip(&fields) {
                code.push_str(&format!(".with({v:?}, self.{f})"));
            }
            let lookups: Vec<String> = vars
                .iter()
                .zip(&fields)
                .map(|(v, f)| format!("{f}: &t.value({v:?}, lang)"))
                .collect();
            code.push_str(&format!(
                ".said_by(|t, lang| {name} {{ {} }}.text(lang))",
                lookups.join(", ")
            ));
            code.push_str("\n    }\n");
        }
        if fields.is_empty() {
            code.push_str(&format!(
                "    pub fn said(&self) -> crate::i18n::Text {{\n        crate::i18n::Text::new({id:?}).said_by(|_, lang| {name}.text(lang))\n    }}\n"
            ));
        }
        code.push_str("    pub fn text(&self, lang: crate::i18n::Lang) -> String {\n");
        code.push_str(
            "        #[allow(unused_mut)] let mut out = String::new();\n        match lang {\n",
        );
        for ((_, c), variant) in langs.iter().zip(variants) {
            code.push_str(&format!("            crate::i18n::Lang::{variant} => {{\n"));
            if let Some((p, _)) = c.messages.get(id) {
                pattern(p, c, &mut code);
            }
            code.push_str("            }\n");
        }
        code.push_str("        }\n        out\n    }\n}\n");
    }
    // Said at the edge: a message kept as a value (`crate::i18n::Text`) in a language.
    code.push_str("/// A message kept as a value ([`crate::i18n::Text`]), said in `lang`; an unknown id is said as itself.\n");
    code.push_str("pub fn render(t: &crate::i18n::Text, lang: crate::i18n::Lang) -> String {\n    match t.id.as_ref() {\n");
    for (id, (_, vars)) in &first.messages {
        let name = type_name(id);
        if vars.is_empty() {
            code.push_str(&format!("        {id:?} => {name}.text(lang),\n"));
        } else {
            let fields: Vec<String> = vars
                .iter()
                .map(|v| format!("{}: &t.value({v:?}, lang)", field_name(v)))
                .collect();
            code.push_str(&format!(
                "        {id:?} => {name} {{ {} }}.text(lang),\n",
                fields.join(", ")
            ));
        }
    }
    code.push_str("        other => other.to_string(),\n    }\n}\n");
    code
}

/// The name of a language's variant of `i18n::Lang`: its code with a capital ("it" → "It").
pub fn variant(code: &str) -> String {
    let mut chars = code.chars();
    chars
        .next()
        .map(|c| c.to_ascii_uppercase().to_string() + chars.as_str())
        .unwrap_or_default()
}

/// `i18n::Lang` for the languages `codes` (each a folder of `locales/`), the first the default: the
/// enum, every language in order (`ALL`), each one's code and the language of a code.
pub fn lang_enum(codes: &[&str]) -> String {
    let variants: Vec<String> = codes.iter().map(|c| variant(c)).collect();
    let mut code = String::from(
        "/// A language of the catalogue: a folder of `locales/`, listed in build.rs's `LANGS` (the first\n\
         /// is the default).\n\
         #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]\n\
         pub enum Lang {\n",
    );
    for (i, v) in variants.iter().enumerate() {
        if i == 0 {
            code.push_str("    #[default]\n");
        }
        code.push_str(&format!("    {v},\n"));
    }
    code.push_str("}\n\nimpl Lang {\n");
    code.push_str("    /// Every language, in the catalogue's order (the default first).\n");
    code.push_str(&format!(
        "    pub const ALL: [Lang; {}] = [{}];\n\n",
        variants.len(),
        variants
            .iter()
            .map(|v| format!("Lang::{v}"))
            .collect::<Vec<_>>()
            .join(", ")
    ));
    code.push_str("    /// Its code, the name of its folder in `locales/` (\"it\").\n");
    code.push_str("    pub fn code(self) -> &'static str {\n        match self {\n");
    for (c, v) in codes.iter().zip(&variants) {
        code.push_str(&format!("            Lang::{v} => {c:?},\n"));
    }
    code.push_str("        }\n    }\n}\n");
    code
}
