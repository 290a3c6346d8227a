//! The players' databases' CouchDB design documents and security: the proposals' `validate_doc_update`
//! (only new proposals, of the current round, each proved by its seat's code — checked in the ES5 every
//! CouchDB runs), the publication's (only its admins write) and their `_security`.

use crate::proposal::{MAX_POINTS, OUTCOMES};
use std::collections::BTreeMap;

/// The id of the design document of the players' databases.
pub const DESIGN_ID: &str = "_design/raduno";

/// What the proposals' design document holds for a tournament: its current round and, table by
/// table, the lock of each seat ([`publish::lock`]).
pub type Current = (u32, BTreeMap<u32, Vec<String>>);

/// SHA-256 of an ASCII text, in the JavaScript every CouchDB runs (ES5: no typed arrays, no crypto);
/// checked against the engine's by tests/e2e/phones.test.mjs.
const SHA256_JS: &str = r#"function sha256(s) {
    var K = [], H = [], i, j, p = 2, w = [], m = [], l = s.length;
    function frac(x) { return ((x - Math.floor(x)) * 4294967296) | 0; }
    for (var n = 0; n < 64; p++) {
      for (j = 2; j * j <= p; j++) if (p % j === 0) break;
      if (j * j > p) { if (n < 8) H[n] = frac(Math.sqrt(p)); K[n++] = frac(Math.pow(p, 1 / 3)); }
    }
    for (i = 0; i < l; i++) m[i >> 2] |= (s.charCodeAt(i) & 255) << (24 - (i % 4) * 8);
    m[l >> 2] |= 128 << (24 - (l % 4) * 8);
    var words = (((l + 8) >> 6) + 1) * 16;
    for (i = 0; i < words; i++) m[i] = m[i] | 0;
    m[words - 1] = l * 8;
    function r(x, k) { return (x >>> k) | (x << (32 - k)); }
    for (i = 0; i < words; i += 16) {
      var a = H[0], b = H[1], c = H[2], d = H[3], e = H[4], f = H[5], g = H[6], h = H[7];
      for (j = 0; j < 64; j++) {
        if (j < 16) w[j] = m[i + j];
        else w[j] = (r(w[j - 15], 7) ^ r(w[j - 15], 18) ^ (w[j - 15] >>> 3)) + w[j - 7] + (r(w[j - 2], 17) ^ r(w[j - 2], 19) ^ (w[j - 2] >>> 10)) + w[j - 16] | 0;
        var t1 = h + (r(e, 6) ^ r(e, 11) ^ r(e, 25)) + ((e & f) ^ (~e & g)) + K[j] + w[j] | 0;
        var t2 = (r(a, 2) ^ r(a, 13) ^ r(a, 22)) + ((a & b) ^ (a & c) ^ (b & c)) | 0;
        h = g; g = f; f = e; e = d + t1 | 0; d = c; c = b; b = a; a = t1 + t2 | 0;
      }
      H[0] = H[0] + a | 0; H[1] = H[1] + b | 0; H[2] = H[2] + c | 0; H[3] = H[3] + d | 0;
      H[4] = H[4] + e | 0; H[5] = H[5] + f | 0; H[6] = H[6] + g | 0; H[7] = H[7] + h | 0;
    }
    var out = "";
    for (i = 0; i < 8; i++) out += ("0000000" + (H[i] >>> 0).toString(16)).slice(-8);
    return out;
  }"#;

/// Where the current rounds sit in the design document's function (one line, JSON).
const CURRENT_AT: &str = "var CURRENT = ";

/// The current rounds a proposals design document names (none when it names none or is unreadable).
pub fn current_of(design: &serde_json::Value) -> BTreeMap<String, Current> {
    let f = design["validate_doc_update"].as_str().unwrap_or_default();
    f.find(CURRENT_AT)
        .map(|i| &f[i + CURRENT_AT.len()..])
        .and_then(|rest| rest.split(";\n").next())
        .and_then(|json| serde_json::from_str(json).ok())
        .unwrap_or_default()
}

/// The `validate_doc_update` of the proposals database: `current` is each published tournament's
/// current round and its seats' locks. Db admins (the director's user) and server admins pass.
pub fn proposals_design(current: &BTreeMap<String, Current>) -> serde_json::Value {
    let current = serde_json::to_string(current).unwrap_or_else(|_| "{}".into());
    let outcomes = serde_json::to_string(&OUTCOMES).unwrap_or_default();
    let validate = format!(
        r#"function (newDoc, oldDoc, userCtx, secObj) {{
  var roles = (userCtx && userCtx.roles) || [];
  var admins = (secObj && secObj.admins) || {{}};
  if (roles.indexOf('_admin') >= 0 || (admins.names || []).indexOf(userCtx.name) >= 0) return;
  for (var i = 0; i < roles.length; i++) if ((admins.roles || []).indexOf(roles[i]) >= 0) return;
  if (oldDoc || newDoc._deleted) throw({{forbidden: 'raduno: a proposal cannot be changed or deleted'}});
  {CURRENT_AT}{current};
  var allowed = {{_id: 1, _rev: 1, _revisions: 1, tournament: 1, round: 1, table: 1, seat: 1, seats: 1, outcome: 1, at_ms: 1, proof: 1, mac: 1}};
  for (var k in newDoc) if (!allowed[k]) throw({{forbidden: 'raduno: unknown field ' + k}});
  function whole(x, max) {{ return typeof x === 'number' && x % 1 === 0 && x >= 0 && x <= max; }}
  function wrong(what) {{ throw({{forbidden: 'raduno: wrong ' + what}}); }}
  var now = CURRENT[newDoc.tournament];
  if (!now) throw({{forbidden: 'raduno: no such tournament'}});
  if (newDoc.round !== now[0]) throw({{forbidden: 'raduno: not the current round'}});
  var locks = whole(newDoc.table, 1e9) && now[1][String(newDoc.table)];
  if (!locks) throw({{forbidden: 'raduno: no such table'}});
  var n = locks.length;
  if (!whole(newDoc.seat, n) || newDoc.seat < 1) throw({{forbidden: 'raduno: no such seat'}});
  if (newDoc._id !== newDoc.tournament + ':' + newDoc.round + ':' + newDoc.table + ':' + newDoc.seat) wrong('id');
  if (!Array.isArray(newDoc.seats) || newDoc.seats.length !== n) wrong('seats');
  var fields = {{points: 1, risiko: 1, eliminated: 1, outside: 1, order: 1}};
  for (var j = 0; j < n; j++) {{
    var s = newDoc.seats[j];
    if (!s || typeof s !== 'object') wrong('seats');
    for (var f in s) if (!fields[f]) wrong('seat field ' + f);
    if (!whole(s.points, {points})) wrong('points');
    if (s.risiko !== undefined && typeof s.risiko !== 'boolean') wrong('risiko');
    if (s.outside !== undefined && !whole(s.outside, {points})) wrong('outside');
    if (s.eliminated !== undefined && (!whole(s.eliminated, n) || s.eliminated < 1)) wrong('eliminated');
    if (s.order !== undefined && (!whole(s.order, n) || s.order < 1)) wrong('order');
  }}
  var o = newDoc.outcome;
  if (o !== undefined) {{
    if (!o || typeof o !== 'object' || {outcomes}.indexOf(o.kind) < 0 || !whole(o.seat, n - 1)) wrong('outcome');
    for (var g in o) if (g !== 'kind' && g !== 'seat') wrong('outcome');
  }}
  if (!whole(newDoc.at_ms, 9007199254740991)) wrong('time');
  if (typeof newDoc.mac !== 'string' || !/^[0-9a-f]{{64}}$/.test(newDoc.mac)) wrong('mac');
  if (typeof newDoc.proof !== 'string' || !/^[0-9a-f]{{64}}$/.test(newDoc.proof)) wrong('proof');
  {sha}
  if (sha256('raduno/lock|' + newDoc.proof) !== locks[newDoc.seat - 1]) throw({{forbidden: 'raduno: not this seat\'s code'}});
}}"#,
        points = MAX_POINTS,
        sha = SHA256_JS,
    );
    serde_json::json!({ "_id": DESIGN_ID, "validate_doc_update": validate })
}

/// The proposals' design document naming tournament `key`'s round `round` and its seats' locks, the
/// other tournaments of the server kept as `old` (the document as read) names them.
pub fn proposals_design_with(
    old: Option<&serde_json::Value>,
    key: &str,
    current: Current,
) -> serde_json::Value {
    let mut all = old.map(current_of).unwrap_or_default();
    all.insert(key.to_string(), current);
    proposals_design(&all)
}

/// The `validate_doc_update` of the publication's database (public read): only its admins write.
pub fn follow_design() -> serde_json::Value {
    let validate = r#"function (newDoc, oldDoc, userCtx, secObj) {
  var roles = (userCtx && userCtx.roles) || [];
  var admins = (secObj && secObj.admins) || {};
  if (roles.indexOf('_admin') >= 0 || (admins.names || []).indexOf(userCtx.name) >= 0) return;
  for (var i = 0; i < roles.length; i++) if ((admins.roles || []).indexOf(roles[i]) >= 0) return;
  throw({forbidden: 'raduno: players only read the publication'});
}"#;
    serde_json::json!({ "_id": DESIGN_ID, "validate_doc_update": validate })
}

/// The `_security` of the publication's and the proposals' databases: the director's user is their
/// admin (he writes the publication and the proposals' design document); no members, so anyone reads
/// (and, for proposals, creates what the design document lets through).
pub fn public_security(director: &str) -> serde_json::Value {
    serde_json::json!({
        "admins": { "names": [director], "roles": [] },
        "members": { "names": [], "roles": [] }
    })
}
