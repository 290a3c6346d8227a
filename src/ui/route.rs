//! Where the director is: a route, kept in the address's `#…` so a reload returns to the same page.

use super::projector::Projector;
use crate::i18n::Lang;
use crate::words::msg;

/// Where the director is. Kept in the address's `#…` so a reload returns to the same page.
#[derive(Clone, Debug, PartialEq)]
pub enum Route {
    Home,
    Help,
    About,
    Tournament {
        id: String,
        tab: Tab,
    },
    /// Full-screen view for the venue, no menus.
    Projector {
        id: String,
        what: Projector,
    },
    /// Circuits (the circuits' rules): the list, one circuit, its standings on the projector.
    Circuits,
    Circuit {
        id: String,
    },
    CircuitProjector {
        id: String,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tab {
    Players,
    /// The round page; 0 = the last round (or the next-round panel).
    Rounds(u32),
    Standings,
    /// Workbooks in and out, PDFs, exports.
    Documents,
    /// Othello: the federation's rating list.
    Rating,
    Settings,
    Log,
    /// Several devices on one tournament: files, a club's server, conflicts.
    Devices,
}

impl Tab {
    pub(super) const ALL: [Tab; 8] = [
        Tab::Players,
        Tab::Rounds(0),
        Tab::Standings,
        Tab::Documents,
        Tab::Rating,
        Tab::Settings,
        Tab::Log,
        Tab::Devices,
    ];

    fn slug(self) -> &'static str {
        match self {
            Tab::Players => "giocatori",
            Tab::Rounds(_) => "turni",
            Tab::Standings => "classifica",
            Tab::Documents => "documenti",
            Tab::Rating => "rating",
            Tab::Settings => "impostazioni",
            Tab::Log => "registro",
            Tab::Devices => "dispositivi",
        }
    }

    pub(super) fn label(self, lang: Lang) -> String {
        match self {
            Tab::Players => msg::UiPlayers.text(lang),
            Tab::Rounds(_) => msg::UiRounds.text(lang),
            Tab::Standings => msg::UiStandings.text(lang),
            Tab::Documents => msg::UiDocuments.text(lang),
            Tab::Rating => msg::UiOthelloRating.text(lang),
            Tab::Settings => msg::UiSettings.text(lang),
            Tab::Log => msg::UiLog.text(lang),
            Tab::Devices => msg::UiDevices.text(lang),
        }
    }
}

impl Route {
    pub fn to_hash(&self) -> String {
        match self {
            Route::Home => "#/".into(),
            Route::Help => "#/aiuto".into(),
            Route::About => "#/info".into(),
            Route::Circuits => "#/circuiti".into(),
            Route::Circuit { id } => format!("#/circuiti/{id}"),
            Route::CircuitProjector { id } => format!("#/circuiti/{id}/proiettore"),
            Route::Tournament {
                id,
                tab: Tab::Rounds(n),
            } if *n > 0 => format!("#/t/{id}/turni/{n}"),
            Route::Tournament { id, tab } => format!("#/t/{id}/{}", tab.slug()),
            Route::Projector {
                id,
                what: Projector::Tables(n),
            } => format!("#/t/{id}/proiettore/turno/{n}"),
            Route::Projector {
                id,
                what: Projector::Standings,
            } => format!("#/t/{id}/proiettore/classifica"),
        }
    }

    /// The address of a link to the route (its `#…`).
    pub fn href(&self) -> String {
        self.to_hash()
    }

    pub fn from_hash(hash: &str) -> Route {
        let parts: Vec<&str> = hash
            .trim_start_matches('#')
            .trim_start_matches('/')
            .split('/')
            .collect();
        match parts.as_slice() {
            ["aiuto"] => Route::Help,
            ["info"] => Route::About,
            ["circuiti"] => Route::Circuits,
            ["circuiti", id] => Route::Circuit { id: id.to_string() },
            ["circuiti", id, "proiettore"] => Route::CircuitProjector { id: id.to_string() },
            ["t", id, "proiettore", "turno", n] => Route::Projector {
                id: id.to_string(),
                what: Projector::Tables(n.parse().unwrap_or(1)),
            },
            ["t", id, "proiettore", ..] => Route::Projector {
                id: id.to_string(),
                what: Projector::Standings,
            },
            ["t", id, "turni", n] => Route::Tournament {
                id: id.to_string(),
                tab: Tab::Rounds(n.parse().unwrap_or(0)),
            },
            ["t", id, rest @ ..] => {
                let tab = rest
                    .first()
                    .and_then(|s| Tab::ALL.into_iter().find(|t| t.slug() == *s))
                    .unwrap_or(Tab::Players);
                Route::Tournament {
                    id: id.to_string(),
                    tab,
                }
            }
            _ => Route::Home,
        }
    }
}
