//! The built-in demo: a tournament of 40 fictitious players in several clubs and regions, so a newcomer
//! sees the app working at once. Names are invented.

use crate::model::{Event, FormatKind, Journal, Player, Settings};

const FIRST: [&str; 20] = [
    "Alessio", "Beatrice", "Carlo", "Daniela", "Edoardo", "Federica", "Giacomo", "Ilaria", "Luca",
    "Martina", "Niccolò", "Ottavia", "Paolo", "Rebecca", "Simone", "Tiziana", "Umberto", "Valeria",
    "Zeno", "Agnese",
];
const LAST: [&str; 20] = [
    "Amato",
    "Bellucci",
    "Cattaneo",
    "De Santis",
    "Esposito",
    "Fabbri",
    "Galli",
    "Ié",
    "Longo",
    "Mancini",
    "Neri",
    "Orlandi",
    "Pellegrini",
    "Ricci",
    "Serra",
    "Testa",
    "Ughi",
    "Vitale",
    "Zanetti",
    "Gentilè",
];
/// Fictitious clubs with their region; the first ones are bigger, as in real tournaments.
const CLUBS: [(&str, &str); 8] = [
    ("I Cavalieri del Tavolo", "Lazio"),
    ("Dadi Rossi", "Lombardia"),
    ("La Torre Nera", "Toscana"),
    ("Carri Armati Pescara", "Abruzzo"),
    ("Obiettivo Napoli", "Campania"),
    ("Alleanza Veneta", "Veneto"),
    ("Strateghi di Sicilia", "Sicilia"),
    ("", ""),
];
/// Players per club (sums to 40): one club holds a fifth of the field, a few play alone.
const CLUB_SIZES: [usize; 8] = [8, 7, 6, 5, 5, 4, 3, 2];

pub const DEMO_PLAYERS: usize = 40;

/// The demo players, IDs 1..=40.
pub fn demo_players() -> Vec<Player> {
    let mut players = Vec::with_capacity(DEMO_PLAYERS);
    for (club_index, &size) in CLUB_SIZES.iter().enumerate() {
        let (club, region) = CLUBS[club_index];
        for _ in 0..size {
            let n = players.len();
            let id = n as u32 + 1;
            let mut p = Player::new(id, FIRST[(n * 7) % 20], LAST[(n * 3 + n / 20) % 20])
                .with_club(club)
                .with_region(region);
            if club.is_empty() {
                // Players with no club still come from somewhere.
                p.region = ["Puglia", "Piemonte"][n % 2].to_string();
            }
            p.nick = format!("{}{}", FIRST[(n * 7) % 20].to_lowercase(), id);
            p.seed = Some(id);
            players.push(p);
        }
    }
    players
}

/// A new demo tournament, journal and all.
pub fn demo_journal(format: FormatKind, at_ms: i64) -> Journal {
    let mut settings = Settings::new("Torneo dimostrativo", format);
    settings.venue = "Circolo di prova".into();
    settings.organizer = "Raduno".into();
    let mut journal = Journal::new(settings, at_ms);
    for player in demo_players() {
        journal
            .execute(Event::PlayerAdded { player }, at_ms)
            .expect("demo players have distinct IDs and names");
    }
    journal
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn the_demo_has_forty_distinct_players_in_several_clubs_and_regions() {
        let j = demo_journal(FormatKind::Master, 0);
        let t = j.state();
        assert_eq!(t.players.len(), DEMO_PLAYERS);
        let names: HashSet<_> = t.players.iter().map(|p| p.full_name()).collect();
        assert_eq!(names.len(), DEMO_PLAYERS, "every demo name is distinct");
        let clubs: HashSet<_> = t.players.iter().filter_map(|p| p.club_key()).collect();
        assert_eq!(clubs.len(), 7);
        assert!(t
            .players
            .iter()
            .all(|p| crate::model::canonical_region(&p.region).is_some()));
    }
}
