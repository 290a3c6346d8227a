//! The workbook worker: a wasm module that Trunk builds beside the web app (index.html, `data-type=
//! "worker"`), so calamine (with its character-set tables), the `.xls`/`.xlsx` guards and rust_xlsxwriter
//! are downloaded when the director first reads or writes a workbook, never with the app's first load.
//!
//! Requests (`op`, a `raduno::worker::Files`, with its fields; protocol in `raduno::worker`), answers:
//! - `read-book` (`bytes`): `{ book }`, the workbook's cells as JSON (`raduno_files::Book`), or `{ unreadable }`,
//!   why the bytes are not a workbook; the app builds the tournament from the cells (`raduno_files::import_book`);
//! - `export` (`tournament`, `entries`, `lang`): `{ bytes }`, the tournament's workbook;
//! - `blank` (`clubs`): `{ bytes }`, the blank registration workbook;
//! - `rating-read` (`bytes`, `lang`): `{ list }`, the rating list as JSON, or `{ refused }`, why not;
//! - `rating-xlsx` (`list`, `lang`): `{ bytes }`, the rating list as a workbook;
//! - `circuit-xlsx` (`circuit`, `lang`): `{ bytes }`, a circuit's standings as printed (`raduno_files::printed::Printed`).
//!
//! Natively this binary only explains itself.

#[cfg(target_arch = "wasm32")]
fn main() {
    use raduno::i18n::{Lang, Localized};
    use raduno::journal::Entry;
    use raduno::model::Tournament;
    use raduno::rating::RatingList;
    use raduno::worker::{get_bytes, get_json, get_op, serve, Files, Message};

    serve(|data| {
        let lang: Lang = get_json(data, "lang").unwrap_or_default();
        match get_op(data)? {
            Files::ReadBook => Ok(match raduno_files::read_book(&get_bytes(data, "bytes")) {
                Ok(book) => Message::new().text("book", &book.to_json()),
                Err(why) => Message::new().text(
                    "unreadable",
                    &serde_json::to_string(&why).unwrap_or_default(),
                ),
            }),
            Files::Export => {
                let t: Tournament = get_json(data, "tournament")?;
                let entries: Vec<Entry> = get_json(data, "entries")?;
                let bytes =
                    raduno_files::export_workbook(&t, &entries, lang).map_err(|e| e.text(lang))?;
                Ok(Message::new().bytes("bytes", &bytes))
            }
            Files::Blank => {
                let clubs: Vec<String> = get_json(data, "clubs")?;
                let bytes = raduno_files::blank_workbook(&clubs).map_err(|e| e.text(lang))?;
                Ok(Message::new().bytes("bytes", &bytes))
            }
            Files::RatingRead => Ok(match RatingList::from_xlsx(&get_bytes(data, "bytes")) {
                Ok(list) => Message::new().text(
                    "list",
                    &serde_json::to_string(&list).map_err(|e| e.to_string())?,
                ),
                Err(e) => Message::new().text("refused", &e.text(lang)),
            }),
            Files::RatingXlsx => {
                let list: RatingList = get_json(data, "list")?;
                let bytes = list.to_xlsx().map_err(|e| e.text(lang))?;
                Ok(Message::new().bytes("bytes", &bytes))
            }
            // A circuit's standings as a workbook (the circuits' rules).
            Files::CircuitXlsx => {
                let printed: raduno_files::printed::Printed = get_json(data, "circuit")?;
                let bytes =
                    raduno_files::circuit_workbook(&printed, lang).map_err(|e| e.text(lang))?;
                Ok(Message::new().bytes("bytes", &bytes))
            }
        }
    });
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("raduno-files is the web app's workbook worker: `trunk build` builds it (see README.md); natively, use `raduno`");
}
