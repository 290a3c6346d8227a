//! Web workers: the parts of the web app that its first page does not need, in wasm modules of their own
//! that Trunk builds beside it (index.html, `data-type="worker"`) and the app starts on first use.
//!
//! - `raduno-pdf` (`src/bin/pdf_worker.rs`): printpdf and the fonts, started at the first print;
//! - `raduno-files` (`src/bin/files_worker.rs`): calamine, the `.xls`/`.xlsx` guards and
//!   rust_xlsxwriter, started at the first workbook read or written;
//! - `raduno-calc` (`src/bin/calc_worker.rs`): the draw's search and the conflict report's bounds, so a
//!   long draw leaves the page's thread (`crate::ui`'s drawing) and the first load does not carry it;
//!   started with the next-round panel.
//!
//! Both sides speak the same small protocol. The app posts an object with an `id`, the operation
//! asked (`op`: one of the worker's [`Op`] types, [`Calc`] or [`Files`]) and the request's fields
//! (text, or bytes as a transferred `Uint8Array`); the worker answers with the same `id` and its
//! fields, or with `error`. A worker posts `{ ready: true }` once its handler is set: a message posted
//! before that would be lost, so the app holds its requests until then. The service worker caches the
//! workers' files with the rest of the build, so everything works offline.

use std::cell::RefCell;
use std::collections::HashMap;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The PDF worker's loader (Trunk's `data-loader-shim`).
pub const PDF: &str = "./raduno-pdf_loader.js";
/// The workbook worker's loader.
pub const FILES: &str = "./raduno-files_loader.js";
/// The calculation worker's loader (the draw).
pub const CALC: &str = "./raduno-calc_loader.js";

/// A worker's operations: each travels as its name in the message's `op` field, and the worker reads
/// it back as the type ([`get_op`]), so both sides name the same operations.
pub trait Op: Copy + 'static {
    /// Every operation of the worker.
    const ALL: &'static [Self];
    /// The name it travels under.
    fn name(self) -> &'static str;
}

/// The calculation worker's operations (`src/bin/calc_worker.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Calc {
    /// The next round drawn, with its conflict report.
    Draw,
    /// The conflict report of a round as it stands.
    Check,
}

impl Op for Calc {
    const ALL: &'static [Calc] = &[Calc::Draw, Calc::Check];
    fn name(self) -> &'static str {
        match self {
            Calc::Draw => "draw",
            Calc::Check => "check",
        }
    }
}

/// The workbook worker's operations (`src/bin/files_worker.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Files {
    /// A workbook's cells.
    ReadBook,
    /// The tournament's workbook.
    Export,
    /// The blank registration workbook.
    Blank,
    /// A rating list read from its workbook.
    RatingRead,
    /// A rating list as a workbook.
    RatingXlsx,
    /// A circuit's standings as a workbook.
    CircuitXlsx,
}

impl Op for Files {
    const ALL: &'static [Files] = &[
        Files::ReadBook,
        Files::Export,
        Files::Blank,
        Files::RatingRead,
        Files::RatingXlsx,
        Files::CircuitXlsx,
    ];
    fn name(self) -> &'static str {
        match self {
            Files::ReadBook => "read-book",
            Files::Export => "export",
            Files::Blank => "blank",
            Files::RatingRead => "rating-read",
            Files::RatingXlsx => "rating-xlsx",
            Files::CircuitXlsx => "circuit-xlsx",
        }
    }
}

/// The operation a message asks; the error names an operation the worker does not have.
pub fn get_op<O: Op>(data: &JsValue) -> Result<O, String> {
    let name = get_text(data, "op");
    O::ALL
        .iter()
        .copied()
        .find(|o| o.name() == name)
        .ok_or_else(|| format!("unknown request «{name}»"))
}

/// One started worker, as the app sees it.
struct Conn {
    worker: web_sys::Worker,
    ready: bool,
    /// Requests posted before the worker was ready: (message, transfer list).
    queue: Vec<(js_sys::Object, js_sys::Array)>,
    /// Waiting requests by id: their promise's resolve function.
    pending: HashMap<u32, js_sys::Function>,
}

thread_local! {
    static CONNS: RefCell<HashMap<&'static str, Conn>> = RefCell::new(HashMap::new());
    static NEXT_ID: std::cell::Cell<u32> = const { std::cell::Cell::new(1) };
}

fn js_text(e: &JsValue) -> String {
    e.as_string()
        .or_else(|| {
            e.dyn_ref::<js_sys::Error>()
                .map(|e| String::from(e.message()))
        })
        .unwrap_or_else(|| format!("{e:?}"))
}

/// A field of a message.
pub fn get(data: &JsValue, key: &str) -> Option<JsValue> {
    js_sys::Reflect::get(data, &JsValue::from_str(key))
        .ok()
        .filter(|v| !v.is_undefined() && !v.is_null())
}

/// A text field of a message ("" when missing).
pub fn get_text(data: &JsValue, key: &str) -> String {
    get(data, key)
        .and_then(|v| v.as_string())
        .unwrap_or_default()
}

/// A JSON field of a message read as a `T`; the error names the field.
pub fn get_json<T: serde::de::DeserializeOwned>(data: &JsValue, key: &str) -> Result<T, String> {
    serde_json::from_str(&get_text(data, key)).map_err(|e| format!("{key}: {e}"))
}

/// A bytes field of a message (empty when missing).
pub fn get_bytes(data: &JsValue, key: &str) -> Vec<u8> {
    get(data, key)
        .filter(|v| v.is_object())
        .map(|v| js_sys::Uint8Array::new(&v).to_vec())
        .unwrap_or_default()
}

/// A message under construction, with the buffers it hands over (transferred, not copied).
pub struct Message {
    pub object: js_sys::Object,
    pub transfer: js_sys::Array,
}

impl Default for Message {
    fn default() -> Self {
        Self::new()
    }
}

impl Message {
    pub fn new() -> Self {
        Message {
            object: js_sys::Object::new(),
            transfer: js_sys::Array::new(),
        }
    }

    pub fn set(&self, key: &str, value: &JsValue) {
        let _ = js_sys::Reflect::set(&self.object, &JsValue::from_str(key), value);
    }

    /// The operation asked of the worker.
    pub fn op(self, op: impl Op) -> Self {
        self.text("op", op.name())
    }

    pub fn text(self, key: &str, value: &str) -> Self {
        self.set(key, &JsValue::from_str(value));
        self
    }

    pub fn bytes(self, key: &str, value: &[u8]) -> Self {
        let array = js_sys::Uint8Array::from(value);
        self.transfer.push(&array.buffer());
        self.set(key, &array);
        self
    }
}

/// Starts the worker at `url` ahead of its first request (it loads and compiles meanwhile, on its own
/// thread); later calls find it.
pub fn start(url: &'static str) -> Result<(), String> {
    connect(url)
}

/// Starts the worker at `url` once; later calls find it.
fn connect(url: &'static str) -> Result<(), String> {
    if CONNS.with(|c| c.borrow().contains_key(url)) {
        return Ok(());
    }
    let worker = web_sys::Worker::new(url).map_err(|e| js_text(&e))?;
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |ev: web_sys::MessageEvent| {
            let data = ev.data();
            if get(&data, "ready").is_some_and(|v| v.is_truthy()) {
                let (worker, queued) = CONNS.with(|c| {
                    let mut c = c.borrow_mut();
                    let Some(conn) = c.get_mut(url) else {
                        return (None, Vec::new());
                    };
                    conn.ready = true;
                    (Some(conn.worker.clone()), std::mem::take(&mut conn.queue))
                });
                if let Some(w) = worker {
                    for (m, t) in queued {
                        let _ = w.post_message_with_transfer(&m, &t);
                    }
                }
                return;
            }
            let id = get(&data, "id").and_then(|v| v.as_f64()).unwrap_or(0.0) as u32;
            let resolve = CONNS.with(|c| {
                c.borrow_mut()
                    .get_mut(url)
                    .and_then(|conn| conn.pending.remove(&id))
            });
            if let Some(resolve) = resolve {
                let _ = resolve.call1(&JsValue::NULL, &data);
            }
        });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    // The worker could not start (or crashed): the waiting requests fail with a message, the next
    // request starts a new worker.
    let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |ev: web_sys::Event| {
        ev.prevent_default();
        let Some(conn) = CONNS.with(|c| c.borrow_mut().remove(url)) else {
            return;
        };
        conn.worker.terminate();
        let failed = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&failed, &"error".into(), &"worker".into());
        for (_, resolve) in conn.pending {
            let _ = resolve.call1(&JsValue::NULL, &failed);
        }
    });
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    on_error.forget();
    CONNS.with(|c| {
        c.borrow_mut().insert(
            url,
            Conn {
                worker,
                ready: false,
                queue: Vec::new(),
                pending: HashMap::new(),
            },
        )
    });
    Ok(())
}

/// Sends `message` to the worker at `url` (started if needed) and waits for its answer: the answer's
/// object, or its `error`.
pub async fn call(url: &'static str, message: Message) -> Result<JsValue, String> {
    connect(url)?;
    let id = NEXT_ID.with(|n| {
        let id = n.get();
        n.set(id.wrapping_add(1).max(1));
        id
    });
    message.set("id", &JsValue::from_f64(id as f64));
    let Message { object, transfer } = message;
    let mut posted = Ok(());
    let promise = js_sys::Promise::new(&mut |resolve, _reject| {
        posted = CONNS.with(|c| {
            let mut c = c.borrow_mut();
            let Some(conn) = c.get_mut(url) else {
                return Err("worker".to_string());
            };
            if conn.ready {
                conn.worker
                    .post_message_with_transfer(&object, &transfer)
                    .map_err(|e| js_text(&e))?;
            } else {
                conn.queue.push((object.clone(), transfer.clone()));
            }
            conn.pending.insert(id, resolve);
            Ok(())
        });
    });
    posted?;
    let reply = wasm_bindgen_futures::JsFuture::from(promise)
        .await
        .map_err(|e| js_text(&e))?;
    match get(&reply, "error") {
        Some(e) => Err(js_text(&e)),
        None => Ok(reply),
    }
}

/// The worker's side: answers every message with `handle` (its fields, or the error's text), then says
/// it is ready. Runs for the worker's life.
pub fn serve(handle: impl Fn(&JsValue) -> Result<Message, String> + 'static) {
    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let reply_to = scope.clone();
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |ev: web_sys::MessageEvent| {
            let data = ev.data();
            let id = get(&data, "id").unwrap_or(JsValue::NULL);
            let reply = handle(&data).unwrap_or_else(|e| Message::new().text("error", &e));
            reply.set("id", &id);
            let _ = reply_to.post_message_with_transfer(&reply.object, &reply.transfer);
        });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    let ready = Message::new();
    ready.set("ready", &JsValue::TRUE);
    let _ = scope.post_message(&ready.object);
}
