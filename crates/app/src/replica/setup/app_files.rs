//! The built app as attachments of one document (`--app`): each file with its content type, the page
//! marked as served from the server.

use std::path::Path;

/// The content type a built app's file is served with.
fn content_type(path: &Path) -> &'static str {
    match path
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or_default()
    {
        "html" => "text/html; charset=utf-8",
        "js" => "text/javascript",
        "wasm" => "application/wasm",
        "css" => "text/css",
        "svg" => "image/svg+xml",
        "json" => "application/json",
        "webmanifest" => "application/manifest+json",
        "png" => "image/png",
        _ => "application/octet-stream",
    }
}

/// The app's page with its database named in `<meta name="raduno-server">`, before its `<title>`.
pub(super) fn mark_page(page: &str, db: &str) -> Option<String> {
    page.contains("<title>").then(|| {
        page.replacen(
            "<title>",
            &format!("<meta name=\"raduno-server\" content=\"{db}\"><title>"),
            1,
        )
    })
}

/// The built app's files as attachments (name relative to `dir`, with `/`), the page marked with its
/// database (`<meta name="raduno-server">`), which the app proposes as its server.
pub fn attachments(
    dir: &Path,
    db: &str,
) -> Result<serde_json::Map<String, serde_json::Value>, String> {
    use base64::Engine;
    let mut out = serde_json::Map::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let entries = std::fs::read_dir(&d).map_err(|e| format!("{}: {e}", d.display()))?;
        for entry in entries {
            let path = entry.map_err(|e| format!("{}: {e}", d.display()))?.path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            let name = path
                .strip_prefix(dir)
                .map_err(|e| e.to_string())?
                .to_string_lossy()
                .replace('\\', "/");
            let mut bytes = std::fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            // The app's page, marked before its `<title>` (the one tag a minified page always keeps).
            if name == "index.html" {
                bytes = mark_page(&String::from_utf8_lossy(&bytes), db)
                    .ok_or_else(|| format!("{}: the page has no <title>", path.display()))?
                    .into_bytes();
            }
            out.insert(
                name,
                serde_json::json!({
                    "content_type": content_type(&path),
                    "data": base64::engine::general_purpose::STANDARD.encode(&bytes),
                }),
            );
        }
    }
    if !out.contains_key("index.html") {
        return Err(format!(
            "{}: no index.html (build the app first: bash scripts/build.sh)",
            dir.display()
        ));
    }
    Ok(out)
}
