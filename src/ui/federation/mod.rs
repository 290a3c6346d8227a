//! The federation on the pages: what it reads on the settings page (the workbook layout's `TORNEO`
//! sheet): the category from the official list (never the format), the note, and each round's date (set
//! by the draw, corrected here); the button that publishes a finished tournament to the federation's
//! database on the device's server ([`publish::PublishToFederation`], on the standings page); and a national
//! ranking's year read from that database ([`read::ReadFromFederation`], on the circuits page). The steps
//! are the app's ([`crate::use_cases::federation`]); the screen says what the server answered.

pub mod fields;
pub mod publish;
pub mod read;

use crate::i18n::Lang;
use crate::replica::federation::federation_db;
use crate::replica::{self, Problem};
use crate::store;
use crate::words::msg;
use wasm_bindgen::JsValue;

/// The federation's database beside the device's server's database (`…/raduno` → `…/raduno_federation`),
/// `None` without a server.
pub(super) fn default_federation_db() -> Option<String> {
    let s = store::server();
    let db = replica::parse_address(&s.url).ok()?.db;
    let (server, name) = db.rsplit_once('/')?;
    Some(format!("{server}/{}", federation_db(name)))
}

/// A time of day as the language writes it.
pub(super) fn when(ms: f64, lang: Lang) -> String {
    js_sys::Date::new(&JsValue::from_f64(ms))
        .to_locale_time_string(msg::UiLocaleTag.str(lang))
        .into()
}

pub(super) fn now_ms() -> f64 {
    js_sys::Date::now()
}

/// A problem talking to the federation's database, in words (a refusal is said apart, with the
/// server's reason).
pub(super) fn problem_words(p: &Problem, lang: Lang) -> String {
    match p {
        Problem::Unreachable(why) => msg::FedUnreachable { why }.text(lang),
        Problem::Timeout(seconds) => msg::FedTimeout { seconds }.text(lang),
        Problem::Http(status, reason) => msg::FedHttp { status, reason }.text(lang),
        other => crate::ui::devices::server::problem_text(other, lang),
    }
}
