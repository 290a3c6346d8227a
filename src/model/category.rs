//! The tournament's category (the 2025 workbook's "Tipologia di Torneo"): what the national ranking reads
//! to weigh a tournament. It is not the format: a club may run a "Torneo Open" with Master's rules.

use serde::{Deserialize, Serialize};

/// The official categories, in the order of the 2025 workbook's hidden `Dati` sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Category {
    RadunoNazionale,
    TorneoMaster,
    TorneoOpen,
    TorneoInterclub,
    CampionatoPeriodico,
    TorneoASquadre,
    Torneo2vs2,
    TorneoAInviti,
    Amichevoli,
}

impl Category {
    pub const ALL: [Category; 9] = [
        Category::RadunoNazionale,
        Category::TorneoMaster,
        Category::TorneoOpen,
        Category::TorneoInterclub,
        Category::CampionatoPeriodico,
        Category::TorneoASquadre,
        Category::Torneo2vs2,
        Category::TorneoAInviti,
        Category::Amichevoli,
    ];

    /// The official spelling, as the workbook's list writes it (the same in every language: it is the
    /// federation's name).
    pub fn label(self) -> &'static str {
        match self {
            Category::RadunoNazionale => "Raduno Nazionale",
            Category::TorneoMaster => "Torneo Master",
            Category::TorneoOpen => "Torneo Open",
            Category::TorneoInterclub => "Torneo Interclub",
            Category::CampionatoPeriodico => "Campionato periodico",
            Category::TorneoASquadre => "Torneo a Squadre",
            Category::Torneo2vs2 => "Torneo 2VS2",
            Category::TorneoAInviti => "Torneo a Inviti",
            Category::Amichevoli => "Amichevoli",
        }
    }

    /// The category a label names, in any case or spacing; `None` for a text off the official list.
    pub fn from_label(text: &str) -> Option<Category> {
        let key = super::fold(text);
        Category::ALL
            .into_iter()
            .find(|c| super::fold(c.label()) == key)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_read_back_in_any_spelling() {
        for c in Category::ALL {
            assert_eq!(Category::from_label(c.label()), Some(c));
        }
        assert_eq!(
            Category::from_label("torneo  OPEN"),
            Some(Category::TorneoOpen)
        );
        assert_eq!(Category::from_label("Open"), None);
    }
}
