//! The one rule for a file name made from a tournament's (or a circuit's, a device's) name: what the
//! director typed, spaces and accents kept, with only the characters file systems refuse replaced.

/// `name` usable as a file name's stem: control characters and `/ \ : * ? " < > |` become `_`; an
/// empty name is "torneo".
pub fn safe_stem(name: &str) -> String {
    let s: String = name
        .trim()
        .chars()
        .map(|c| {
            if c.is_control() || matches!(c, '/' | '\\' | ':' | '*' | '?' | '"' | '<' | '>' | '|') {
                '_'
            } else {
                c
            }
        })
        .collect();
    if s.is_empty() {
        "torneo".into()
    } else {
        s
    }
}

#[cfg(test)]
mod tests {
    use super::safe_stem;

    #[test]
    fn only_what_file_systems_refuse_is_replaced() {
        assert_eq!(safe_stem(" a/b:c "), "a_b_c");
        assert_eq!(safe_stem("Torneo Łódź–Brașov"), "Torneo Łódź–Brașov");
        assert_eq!(safe_stem("  "), "torneo");
        assert_eq!(safe_stem("x\u{7}y"), "x_y");
    }
}
