//! Players (iscritti) — the players' rules.

use serde::{Deserialize, Serialize};

/// A player's ID: a positive integer, unique in the tournament (the legacy workbook's `ID` column).
pub type PlayerId = u32;

/// Italy's 20 regions, in the order of the legacy workbook's hidden `Dati` sheet.
pub const REGIONS: [&str; 20] = [
    "Abruzzo",
    "Basilicata",
    "Calabria",
    "Campania",
    "Emilia-Romagna",
    "Friuli-Venezia Giulia",
    "Lazio",
    "Liguria",
    "Lombardia",
    "Marche",
    "Molise",
    "Piemonte",
    "Puglia",
    "Sardegna",
    "Sicilia",
    "Toscana",
    "Trentino-Alto Adige",
    "Umbria",
    "Valle d'Aosta",
    "Veneto",
];

/// The canonical spelling of a region typed in any case or spacing (`"emilia romagna"` → `Emilia-Romagna`).
pub fn canonical_region(text: &str) -> Option<&'static str> {
    let key = fold(text);
    if key.is_empty() {
        return None;
    }
    REGIONS.iter().copied().find(|r| fold(r) == key)
}

/// Lower case with every non-alphanumeric character dropped: how clubs and regions are compared
/// ("of the same club" = same non-empty club text, case- and space-insensitively; the players' rules).
pub fn fold(text: &str) -> String {
    text.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub id: PlayerId,
    /// Nome.
    pub first_name: String,
    /// Cognome.
    pub last_name: String,
    /// Nick Forum EG.
    #[serde(default)]
    pub nick: String,
    /// Club o famiglia: free text; the official clubs list is only a suggestion.
    #[serde(default)]
    pub club: String,
    /// Regione: one of [`REGIONS`] or empty.
    #[serde(default)]
    pub region: String,
    /// Partecipa Torneo: only participating players are drawn.
    #[serde(default = "yes")]
    pub participating: bool,
    /// Prior ranking used to seed (Testa a testa): lower is stronger.
    #[serde(default)]
    pub seed: Option<u32>,
    /// Othello rating, where known.
    #[serde(default)]
    pub rating: Option<i32>,
    /// Data di Nascita (the 2025 workbook's column 8): ISO date (YYYY-MM-DD) or empty.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub birth_date: String,
    /// ID NAZIONALE (the 2025 workbook's column 9): the player's number in the national ranking; `None`
    /// for a player without one (not ranked nationally).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub national_id: Option<u64>,
    /// The last events (the 2025 workbook's column 10), kept as read and written back.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub last_events: String,
}

fn yes() -> bool {
    true
}

impl Player {
    pub fn new(id: PlayerId, first_name: &str, last_name: &str) -> Self {
        Player {
            id,
            first_name: first_name.trim().to_string(),
            last_name: last_name.trim().to_string(),
            nick: String::new(),
            club: String::new(),
            region: String::new(),
            participating: true,
            seed: None,
            rating: None,
            birth_date: String::new(),
            national_id: None,
            last_events: String::new(),
        }
    }

    pub fn with_club(mut self, club: &str) -> Self {
        self.club = club.trim().to_string();
        self
    }

    pub fn with_region(mut self, region: &str) -> Self {
        self.region = region.trim().to_string();
        self
    }

    /// "Nome Cognome", as in the round sheets.
    pub fn full_name(&self) -> String {
        format!("{} {}", self.first_name, self.last_name)
    }

    /// The key two players of the same club share; `None` for no club.
    pub fn club_key(&self) -> Option<String> {
        Some(fold(&self.club)).filter(|k| !k.is_empty())
    }

    /// The key two players of the same region share; `None` for no region.
    pub fn region_key(&self) -> Option<String> {
        Some(fold(&self.region)).filter(|k| !k.is_empty())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clubs_compare_without_case_or_spaces() {
        let a = Player::new(1, "A", "B").with_club("Il Gufo ");
        let b = Player::new(2, "C", "D").with_club("il  gufo");
        let c = Player::new(3, "E", "F");
        assert_eq!(a.club_key(), b.club_key());
        assert_eq!(c.club_key(), None);
    }

    #[test]
    fn regions_are_recognised_in_any_spelling() {
        assert_eq!(canonical_region("emilia romagna"), Some("Emilia-Romagna"));
        assert_eq!(canonical_region("VALLE D AOSTA"), Some("Valle d'Aosta"));
        assert_eq!(canonical_region("Atlantide"), None);
        assert_eq!(canonical_region(""), None);
    }
}
