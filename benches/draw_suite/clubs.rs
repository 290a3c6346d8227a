//! The national players list's clubs, read at run time from `../shared/fixtures/ModuloTorneo-2025.xls`
//! (hidden sheet GIOCATORI; `RADUNO_FIXTURES` names another fixtures folder): one entry per registered
//! player, his club. Only club names are read; nothing of it is stored in the repository.

/// The fixtures folder: `RADUNO_FIXTURES`, else `../shared/fixtures` beside the repository.
pub fn fixtures_dir() -> std::path::PathBuf {
    match std::env::var_os("RADUNO_FIXTURES") {
        Some(d) => d.into(),
        None => std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/fixtures"),
    }
}

/// One entry per registered player: his club. `Err` says why the list could not be read.
pub fn national_clubs() -> Result<Vec<String>, String> {
    use calamine::{open_workbook_auto, Reader};
    let path = fixtures_dir().join("ModuloTorneo-2025.xls");
    let mut wb = open_workbook_auto(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let range = wb
        .worksheet_range("GIOCATORI")
        .map_err(|e| format!("{}: GIOCATORI: {e}", path.display()))?;
    let mut clubs = Vec::new();
    for row in range.rows() {
        // The name cell reads like `ROMA [Il Gufo] - ...`.
        let Some(text) = row
            .iter()
            .map(|c| c.to_string())
            .find(|s| s.contains('[') && s.contains(']'))
        else {
            continue;
        };
        let (Some(a), Some(b)) = (text.find('['), text.find(']')) else {
            continue;
        };
        if a < b {
            clubs.push(text[a + 1..b].trim().to_string());
        }
    }
    if clubs.len() > 100 {
        Ok(clubs)
    } else {
        Err(format!(
            "{}: only {} players with a club",
            path.display(),
            clubs.len()
        ))
    }
}
