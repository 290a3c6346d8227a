//! Workbooks in the web app, through the workbook worker (`src/bin/files_worker.rs`, started at the first
//! use, see [`crate::worker`]): calamine and rust_xlsxwriter are not in the app's first load. Each function
//! is the browser's form of one `raduno_files` / `crate::rating` call, with the same result.

use crate::format::FormatKind;
use crate::i18n::Lang;
use crate::journal::Entry;
use crate::model::Tournament;
use crate::rating::RatingList;
use crate::worker::{self, get_bytes, get_text, Files, Message};
use raduno_files::{Book, ImportErrors, Imported};

fn lang_json(lang: Lang) -> String {
    serde_json::to_string(&lang).unwrap_or_default()
}

/// [`raduno_files::import_workbook_as`]: the worker reads the bytes into cells, the app builds the tournament from
/// them ([`raduno_files::import_book`]), so problems come back typed, by sheet and cell.
pub async fn import_workbook_as(
    bytes: Vec<u8>,
    file_name: &str,
    format: Option<FormatKind>,
) -> Result<Imported, ImportErrors> {
    raduno_files::import_book(read_book(bytes).await, file_name, format)
}

/// [`raduno_files::read_book`]: a workbook's cells, read by the worker.
pub async fn read_book(bytes: Vec<u8>) -> Result<Book, raduno_files::ReadError> {
    let message = Message::new().op(Files::ReadBook).bytes("bytes", &bytes);
    match worker::call(worker::FILES, message).await {
        Ok(reply) => match worker::get(&reply, "book") {
            Some(_) => {
                Book::from_json(&get_text(&reply, "book")).map_err(raduno_files::ReadError::Reader)
            }
            None => Err(serde_json::from_str(&get_text(&reply, "unreadable")).unwrap_or_default()),
        },
        Err(e) => Err(raduno_files::ReadError::Reader(format!("worker: {e}"))),
    }
}

/// The bytes a worker's answer carries.
async fn bytes_of(message: Message) -> Result<Vec<u8>, String> {
    let reply = worker::call(worker::FILES, message).await?;
    Ok(get_bytes(&reply, "bytes"))
}

/// [`raduno_files::export_workbook`], the error in words.
pub async fn export_workbook(t: &Tournament, log: &[Entry], lang: Lang) -> Result<Vec<u8>, String> {
    let t = serde_json::to_string(t).map_err(|e| e.to_string())?;
    let log = serde_json::to_string(log).map_err(|e| e.to_string())?;
    bytes_of(
        Message::new()
            .op(Files::Export)
            .text("tournament", &t)
            .text("entries", &log)
            .text("lang", &lang_json(lang)),
    )
    .await
}

/// [`raduno_files::blank_workbook`], the error in words.
pub async fn blank_workbook(clubs: &[String], lang: Lang) -> Result<Vec<u8>, String> {
    let clubs = serde_json::to_string(clubs).map_err(|e| e.to_string())?;
    bytes_of(
        Message::new()
            .op(Files::Blank)
            .text("clubs", &clubs)
            .text("lang", &lang_json(lang)),
    )
    .await
}

/// [`RatingList::from_xlsx`], the refusal in words.
pub async fn rating_list_from_xlsx(bytes: Vec<u8>, lang: Lang) -> Result<RatingList, String> {
    let message = Message::new()
        .op(Files::RatingRead)
        .bytes("bytes", &bytes)
        .text("lang", &lang_json(lang));
    let reply = worker::call(worker::FILES, message).await?;
    match worker::get(&reply, "list") {
        Some(_) => serde_json::from_str(&get_text(&reply, "list")).map_err(|e| e.to_string()),
        None => Err(get_text(&reply, "refused")),
    }
}

/// [`RatingList::to_xlsx`], the error in words.
pub async fn rating_list_to_xlsx(list: &RatingList, lang: Lang) -> Result<Vec<u8>, String> {
    let list = serde_json::to_string(list).map_err(|e| e.to_string())?;
    bytes_of(
        Message::new()
            .op(Files::RatingXlsx)
            .text("list", &list)
            .text("lang", &lang_json(lang)),
    )
    .await
}
