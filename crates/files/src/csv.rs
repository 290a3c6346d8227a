//! CSV in and out, through the `csv` crate: the rating lists and the games file read (`,` or `;`, as
//! the first line uses more), the rating lists, the federation's changes and the games export written
//! (fields quoted only where they must be). A quoted field may hold the separator, quotes and line breaks,
//! and reads back as written.

/// The records of CSV text, each with the line it starts on (1-based), fields trimmed, blank lines left
/// out. The separator is `;` when the first line holds more `;` than `,`, else `,`. A byte-order mark
/// is ignored; records of any length are accepted (the caller checks its columns).
pub fn read(text: &str) -> Vec<(usize, Vec<String>)> {
    let text = text.trim_start_matches('\u{feff}');
    let first = text.lines().next().unwrap_or("");
    let sep = if first.matches(';').count() > first.matches(',').count() {
        b';'
    } else {
        b','
    };
    let mut reader = ::csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .delimiter(sep)
        .from_reader(text.as_bytes());
    let mut out = Vec::new();
    let mut record = ::csv::StringRecord::new();
    let bytes = text.as_bytes();
    // The line a record starts on: the reader's position includes the blank lines it skipped.
    let (mut counted, mut line) = (0usize, 1usize);
    loop {
        match reader.read_record(&mut record) {
            Ok(true) => {
                let mut start = record.position().map_or(counted, |p| p.byte() as usize);
                while start < bytes.len() && matches!(bytes[start], b'\n' | b'\r') {
                    start += 1;
                }
                let start = start.max(counted).min(bytes.len());
                line += bytes[counted..start]
                    .iter()
                    .filter(|&&b| b == b'\n')
                    .count();
                counted = start;
                let fields: Vec<String> = record.iter().map(|f| f.trim().to_string()).collect();
                if fields.iter().any(|f| !f.is_empty()) {
                    out.push((line, fields));
                }
            }
            Ok(false) => break,
            // Text read from a &str is UTF-8, so a record cannot fail; should one ever, it is left out.
            Err(_) => continue,
        }
    }
    out
}

/// CSV text of `rows`, `,`-separated, one record a line (`\n`), a field quoted only where it holds a
/// separator, a quote or a line break.
pub fn write<R, F>(rows: impl IntoIterator<Item = R>) -> String
where
    R: IntoIterator<Item = F>,
    F: AsRef<[u8]>,
{
    let mut w = ::csv::WriterBuilder::new()
        .flexible(true)
        .terminator(::csv::Terminator::Any(b'\n'))
        .quote_style(::csv::QuoteStyle::Necessary)
        .from_writer(Vec::new());
    for row in rows {
        // Writing into a Vec cannot fail.
        let _ = w.write_record(row);
    }
    let bytes = w.into_inner().unwrap_or_default();
    String::from_utf8(bytes).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quoted_field_with_a_line_break_reads_back() {
        let rows = vec![
            vec!["name", "city", "note"],
            vec!["Rossi, jr", "Roma;Lazio", "il \"Toro\"\nseconda riga"],
            vec!["Bianchi", "", ""],
        ];
        let text = write(rows.clone());
        assert_eq!(
            text,
            "name,city,note\n\"Rossi, jr\",Roma;Lazio,\"il \"\"Toro\"\"\nseconda riga\"\nBianchi,,\n"
        );
        let back = read(&text);
        let fields: Vec<Vec<String>> = back.iter().map(|(_, f)| f.clone()).collect();
        assert_eq!(
            fields,
            rows.iter()
                .map(|r| r.iter().map(|f| f.to_string()).collect::<Vec<_>>())
                .collect::<Vec<_>>()
        );
        // Each record says the line it starts on: the third starts on line 4 (the second took two).
        assert_eq!(back.iter().map(|(l, _)| *l).collect::<Vec<_>>(), [1, 2, 4]);
    }

    #[test]
    fn semicolons_blank_lines_and_a_byte_order_mark() {
        let back = read("\u{feff}nome;rating\n\n  Anna ; 1400 \n\"Bo;b\";\n");
        assert_eq!(
            back,
            vec![
                (1, vec!["nome".to_string(), "rating".to_string()]),
                (3, vec!["Anna".to_string(), "1400".to_string()]),
                (4, vec!["Bo;b".to_string(), String::new()]),
            ]
        );
    }
}
