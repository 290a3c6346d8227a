//! The functions the server runs on every write (`validate_doc_update`): the tournaments' database accepts
//! only Raduno entries and keeps them immutable; the app's database only its files, from its admins.

/// The `validate_doc_update` of `_design/raduno`: what a Raduno database accepts.
pub const VALIDATE: &str = r#"function (doc, old, user) {
  var admin = user.roles.indexOf('_admin') !== -1;
  if (doc._id.indexOf('_design/') === 0) {
    if (admin) return;
    throw({forbidden: 'only an admin changes the design documents'});
  }
  if (doc._deleted) throw({forbidden: 'Raduno entries are never deleted'});
  for (var k in doc) {
    if (['_id', '_rev', '_revisions', 't', 'e', 'by'].indexOf(k) === -1)
      throw({forbidden: 'not a Raduno entry: field ' + k});
  }
  if (typeof doc.t !== 'string' || typeof doc.e !== 'string' || doc.e.length > 65536)
    throw({forbidden: 'not a Raduno entry'});
  if (doc.by !== undefined && (typeof doc.by !== 'string' || doc.by.length > 200))
    throw({forbidden: 'not a Raduno entry: by'});
  var e;
  try { e = JSON.parse(doc.e); } catch (x) { throw({forbidden: 'not a Raduno entry: e is not JSON'}); }
  if (!e || typeof e.id !== 'string' || doc._id !== doc.t + '/' + e.id)
    throw({forbidden: 'not a Raduno entry: _id is not the tournament and the entry id'});
  if (old && !old._deleted && old.e !== doc.e)
    throw({forbidden: 'Raduno entries are immutable: ' + doc._id});
}"#;

/// The `validate_doc_update` of the app's database: only admins write there.
pub const APP_VALIDATE: &str = r#"function (doc, old, user) {
  if (user.roles.indexOf('_admin') === -1) throw({forbidden: 'only an admin changes the app'});
}"#;
