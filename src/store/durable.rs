//! The durable copy of every tournament in IndexedDB (`raduno` database, store `t`: the entry under the
//! id and the tail under the id and [`IDB_TAIL`], the same texts as local storage), written with strict
//! durability. Chromium writes local storage to disk some seconds late, so a killed browser could lose
//! the last changes; at start, [`recover`] puts back into local storage any tournament whose IndexedDB
//! copy is newer or that local storage lacks. Every call is best effort: a browser without IndexedDB
//! still has local storage.

use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{IdbDatabase, IdbObjectStore, IdbRequest, IdbTransaction};

/// The IndexedDB key of a tail: the tournament's id and this.
pub(super) const IDB_TAIL: &str = "#tail";

const DB: &str = "raduno";
const STORE: &str = "t";

thread_local! {
    static OPEN: RefCell<Option<IdbDatabase>> = const { RefCell::new(None) };
}

/// Settles when `req` succeeds or fails. The handlers are set at once, so a request whose events
/// fire while another is awaited is not missed.
fn request(req: &IdbRequest) -> impl std::future::Future<Output = Result<JsValue, JsValue>> {
    let done = js_sys::Promise::new(&mut |resolve, reject| {
        req.set_onsuccess(Some(&resolve));
        req.set_onerror(Some(&reject));
    });
    let req = req.clone();
    async move {
        JsFuture::from(done).await?;
        req.result()
    }
}

async fn db() -> Option<IdbDatabase> {
    if let Some(db) = OPEN.with(|o| o.borrow().clone()) {
        return Some(db);
    }
    let factory = web_sys::window()?.indexed_db().ok()??;
    let open = factory.open_with_u32(DB, 1).ok()?;
    let for_upgrade = open.clone();
    let upgrade = Closure::<dyn FnMut(web_sys::Event)>::new(move |_| {
        if let Ok(db) = for_upgrade
            .result()
            .and_then(|d| d.dyn_into::<IdbDatabase>())
        {
            // Version 1 is the first: the store is new (an error would mean it exists).
            let _ = db.create_object_store(STORE);
        }
    });
    open.set_onupgradeneeded(Some(upgrade.as_ref().unchecked_ref()));
    let result = request(&open).await;
    open.set_onupgradeneeded(None);
    drop(upgrade);
    let db: IdbDatabase = result.ok()?.dyn_into().ok()?;
    OPEN.with(|o| *o.borrow_mut() = Some(db.clone()));
    Some(db)
}

/// A transaction on the store; read-write ones ask for strict durability (the data is on disk
/// when the transaction completes) where the browser knows the option.
fn transaction(db: &IdbDatabase, write: bool) -> Option<(IdbTransaction, IdbObjectStore)> {
    let options = js_sys::Object::new();
    js_sys::Reflect::set(&options, &"durability".into(), &"strict".into()).ok()?;
    let method: js_sys::Function = js_sys::Reflect::get(db, &"transaction".into())
        .ok()?
        .dyn_into()
        .ok()?;
    let mode = if write { "readwrite" } else { "readonly" };
    let tx: IdbTransaction = method
        .call3(db, &STORE.into(), &mode.into(), &options)
        .ok()?
        .dyn_into()
        .ok()?;
    let store = tx.object_store(STORE).ok()?;
    Some((tx, store))
}

async fn complete(tx: &IdbTransaction) -> bool {
    let done = js_sys::Promise::new(&mut |resolve, reject| {
        tx.set_oncomplete(Some(&resolve));
        tx.set_onerror(Some(&reject));
        tx.set_onabort(Some(&reject));
    });
    JsFuture::from(done).await.is_ok()
}

/// Stores each text under its key, in one transaction (in the background).
pub fn put(items: Vec<(String, String)>) {
    wasm_bindgen_futures::spawn_local(async move {
        let Some(db) = db().await else { return };
        let Some((tx, store)) = transaction(&db, true) else {
            return;
        };
        for (key, text) in items {
            if store.put_with_key(&text.into(), &key.into()).is_err() {
                return;
            }
        }
        complete(&tx).await;
    });
}

pub fn delete(keys: Vec<String>) {
    wasm_bindgen_futures::spawn_local(async move {
        let Some(db) = db().await else { return };
        let Some((tx, store)) = transaction(&db, true) else {
            return;
        };
        for key in keys {
            if store.delete(&key.into()).is_err() {
                return;
            }
        }
        complete(&tx).await;
    });
}

/// Every (id, text) stored.
pub async fn all() -> Vec<(String, String)> {
    let Some(db) = db().await else {
        return Vec::new();
    };
    let Some((_tx, store)) = transaction(&db, false) else {
        return Vec::new();
    };
    let (Ok(keys), Ok(values)) = (store.get_all_keys(), store.get_all()) else {
        return Vec::new();
    };
    let (keys, values) = (request(&keys), request(&values));
    let (Ok(keys), Ok(values)) = (keys.await, values.await) else {
        return Vec::new();
    };
    let (keys, values) = (js_sys::Array::from(&keys), js_sys::Array::from(&values));
    keys.iter()
        .zip(values.iter())
        .filter_map(|(k, v)| Some((k.as_string()?, v.as_string()?)))
        .collect()
}

/// Every (id, text) stored, or nothing after `timeout_ms` (an IndexedDB that never answers must not
/// keep the app from starting).
pub async fn all_within(timeout_ms: i32) -> Vec<(String, String)> {
    let timeout = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(w) = web_sys::window() {
            let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, timeout_ms);
        }
    });
    let all = js_sys::Promise::race(&js_sys::Array::of2(
        &wasm_bindgen_futures::future_to_promise(async {
            Ok(all()
                .await
                .into_iter()
                .map(|(id, text)| JsValue::from(js_sys::Array::of2(&id.into(), &text.into())))
                .collect::<js_sys::Array>()
                .into())
        }),
        &timeout,
    ));
    let Ok(found) = wasm_bindgen_futures::JsFuture::from(all).await else {
        return Vec::new();
    };
    let Some(found) = found.dyn_ref::<js_sys::Array>() else {
        return Vec::new();
    };
    found
        .iter()
        .filter_map(|pair| {
            let pair = js_sys::Array::from(&pair);
            Some((pair.get(0).as_string()?, pair.get(1).as_string()?))
        })
        .collect()
}
