//! The browser's local storage: where tournaments live. Built on `persist` (the documents) and touching
//! the browser only here and in `ui`.
//!
//! Each tournament is one entry `raduno.t.<id>`. An entry that cannot be read (corrupt, or written by a
//! newer Raduno) is reported and never written over: new tournaments get fresh ids, and saving checks the
//! revision so that two tabs never silently overwrite each other.

use crate::i18n::{Lang, Localized};
use crate::persist::{self, LoadError, Saved, Summary};
use wasm_bindgen::JsCast;

fn storage() -> Result<web_sys::Storage, SaveError> {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .ok_or(SaveError::Unavailable)
}

/// A stored entry that could not be read: shown to the director, kept as it is.
#[derive(Clone, Debug, PartialEq)]
pub struct Damaged {
    pub key: String,
    pub problem: LoadError,
    pub bytes: usize,
}

#[derive(Clone, Debug, PartialEq)]
pub enum SaveError {
    /// The browser's storage is full (QuotaExceededError).
    Full,
    /// Another tab saved this tournament since we read it.
    Conflict,
    /// Local storage is switched off (private mode, policy).
    Unavailable,
}

impl Localized for SaveError {
    fn text(&self, lang: Lang) -> String {
        match self {
            SaveError::Full => lang.pick(
                "Memoria del browser piena: l'ultima modifica NON è salvata. Scarica subito un backup del torneo, poi elimina i tornei vecchi.",
                "The browser's storage is full: the last change is NOT saved. Download a backup of the tournament now, then delete old tournaments.",
            ),
            SaveError::Conflict => lang.pick(
                "Questo torneo è stato modificato in un'altra scheda: ho caricato quella versione.",
                "This tournament was changed in another tab: that version is now loaded.",
            ),
            SaveError::Unavailable => lang.pick(
                "Il browser non permette di salvare (archiviazione locale disattivata): scarica un backup per non perdere il torneo.",
                "The browser does not allow saving (local storage is off): download a backup so as not to lose the tournament.",
            ),
        }
        .to_string()
    }
}

/// Every stored tournament (newest first), and the entries that could not be read.
pub fn list() -> (Vec<Summary>, Vec<Damaged>) {
    let mut good = Vec::new();
    let mut damaged = Vec::new();
    let Ok(s) = storage() else {
        return (good, damaged);
    };
    let len = s.length().unwrap_or(0);
    let keys: Vec<String> = (0..len).filter_map(|i| s.key(i).ok().flatten()).collect();
    for key in keys
        .into_iter()
        .filter(|k| k.starts_with(persist::ENTRY_PREFIX))
    {
        let Some(text) = s.get_item(&key).ok().flatten() else {
            continue;
        };
        match persist::load(&text) {
            Ok(saved) => good.push(saved.summary()),
            Err(problem) => damaged.push(Damaged {
                key,
                problem,
                bytes: text.len(),
            }),
        }
    }
    good.sort_by(|a, b| {
        b.updated_ms
            .cmp(&a.updated_ms)
            .then_with(|| a.name.cmp(&b.name))
    });
    damaged.sort_by(|a, b| a.key.cmp(&b.key));
    (good, damaged)
}

pub fn read(id: &str) -> Option<Result<Saved, LoadError>> {
    let text = storage()
        .ok()?
        .get_item(&persist::entry_key(id))
        .ok()
        .flatten()?;
    Some(persist::load(&text))
}

/// The raw text of an entry (to download a damaged one).
pub fn raw(key: &str) -> Option<String> {
    storage().ok()?.get_item(key).ok().flatten()
}

/// The revision currently stored for `id`, if any.
pub fn stored_rev(id: &str) -> Option<u64> {
    #[derive(serde::Deserialize)]
    struct Rev {
        rev: u64,
    }
    let text = storage()
        .ok()?
        .get_item(&persist::entry_key(id))
        .ok()
        .flatten()?;
    serde_json::from_str::<Rev>(&text).ok().map(|r| r.rev)
}

/// Saves `saved` if nobody else saved it since revision `saved.rev`; on success the revision grows.
pub fn write(saved: &mut Saved) -> Result<(), SaveError> {
    let s = storage()?;
    if let Some(rev) = stored_rev(&saved.id) {
        if rev != saved.rev {
            return Err(SaveError::Conflict);
        }
    }
    saved.rev += 1;
    let result = s.set_item(&persist::entry_key(&saved.id), &saved.to_text());
    result.map_err(|e| {
        saved.rev -= 1;
        let name = e
            .dyn_ref::<js_sys::Error>()
            .map(|e| String::from(e.name()))
            .unwrap_or_default();
        if name.contains("Quota") || name.is_empty() {
            SaveError::Full
        } else {
            SaveError::Unavailable
        }
    })
}

/// Writes a brand-new entry (creation, duplicate, restore) under a fresh id.
pub fn create(journal: crate::model::Journal) -> Result<Saved, SaveError> {
    let mut saved = Saved::new(new_id(), journal);
    write(&mut saved)?;
    Ok(saved)
}

pub fn delete(id: &str) {
    if let Ok(s) = storage() {
        let _ = s.remove_item(&persist::entry_key(id));
    }
}

/// A fresh id no stored entry uses.
pub fn new_id() -> String {
    loop {
        let id = format!(
            "{:08x}{:04x}",
            (js_sys::Math::random() * 4_294_967_296.0) as u64,
            (js_sys::Math::random() * 65_536.0) as u64
        );
        if raw(&persist::entry_key(&id)).is_none() {
            return id;
        }
    }
}

pub fn now_ms() -> i64 {
    js_sys::Date::now() as i64
}

pub fn load_prefs() -> Option<String> {
    storage().ok()?.get_item(persist::PREFS_KEY).ok().flatten()
}

pub fn save_prefs(text: &str) {
    if let Ok(s) = storage() {
        let _ = s.set_item(persist::PREFS_KEY, text);
    }
}

/// Offers `bytes` as a download named `name`.
pub fn download(name: &str, bytes: &[u8], mime: &str) {
    let array = js_sys::Uint8Array::from(bytes);
    let parts = js_sys::Array::of1(&array);
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let Ok(blob) = web_sys::Blob::new_with_u8_array_sequence_and_options(&parts, &options) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    let document = web_sys::window().and_then(|w| w.document());
    if let Some(a) = document
        .as_ref()
        .and_then(|d| d.create_element("a").ok())
        .and_then(|a| a.dyn_into::<web_sys::HtmlAnchorElement>().ok())
    {
        a.set_href(&url);
        a.set_download(name);
        if let Some(body) = document.as_ref().and_then(|d| d.body()) {
            let _ = body.append_child(&a);
            a.click();
            let _ = body.remove_child(&a);
        }
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

/// Reads the first file chosen in an `<input type=file>`: (name, bytes).
pub async fn read_file(input: &web_sys::HtmlInputElement) -> Option<(String, Vec<u8>)> {
    let file = input.files()?.get(0)?;
    let buffer = wasm_bindgen_futures::JsFuture::from(file.array_buffer())
        .await
        .ok()?;
    Some((file.name(), js_sys::Uint8Array::new(&buffer).to_vec()))
}
