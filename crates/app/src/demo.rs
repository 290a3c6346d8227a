//! The built-in demo: a tournament of 40 fictitious players in several clubs and regions, so a newcomer
//! sees the app working at once. Names are invented.

use raduno_engine::format::FormatKind;
use raduno_engine::i18n::Lang;
use raduno_engine::journal::{Event, Journal};
use raduno_engine::model::{Player, Settings};
use raduno_engine::words::msg;

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

/// The players of the demo tournament.
pub const DEMO_PLAYERS: usize = 40;

/// The club (an index of [`CLUBS`]) of the `n`-th demo player (from 0): the clubs of [`CLUB_SIZES`],
/// again for every 40 players.
fn club_of(n: usize) -> usize {
    let mut k = n % DEMO_PLAYERS;
    CLUB_SIZES
        .iter()
        .position(|&size| {
            let here = k < size;
            k = k.saturating_sub(size);
            here
        })
        .unwrap_or(0)
}

/// `count` demo players, IDs 1..=count, with distinct names up to 400 players. The demo tournament
/// has [`DEMO_PLAYERS`]; the storage bench (`benches/storage_sample.rs`) takes more.
pub fn demo_players(count: usize) -> Vec<Player> {
    (0..count)
        .map(|n| {
            let (club, region) = CLUBS[club_of(n)];
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
            p
        })
        .collect()
}

/// A new demo tournament of `players` demo players ([`DEMO_PLAYERS`] in the app), journal and all,
/// named in Italian.
pub fn demo_journal(format: FormatKind, players: usize, at_ms: i64) -> Journal {
    demo_journal_in(format, players, at_ms, Lang::It)
}

/// [`demo_journal`] named in `lang`: the app opens the demo in the language on screen.
pub fn demo_journal_in(format: FormatKind, players: usize, at_ms: i64, lang: Lang) -> Journal {
    let mut settings = Settings::new(&msg::SpeedDemoName.text(lang), format);
    settings.venue = msg::SpeedDemoVenue.text(lang);
    settings.organizer = "Raduno".into();
    let mut journal = Journal::new(settings, at_ms);
    for player in demo_players(players) {
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
        let j = demo_journal(FormatKind::default(), DEMO_PLAYERS, 0);
        let t = j.state();
        assert_eq!(t.players.len(), DEMO_PLAYERS);
        let names: HashSet<_> = t.players.iter().map(|p| p.full_name()).collect();
        assert_eq!(names.len(), DEMO_PLAYERS, "every demo name is distinct");
        let clubs: HashSet<_> = t.players.iter().filter_map(|p| p.club_key()).collect();
        assert_eq!(clubs.len(), 7);
        assert!(t
            .players
            .iter()
            .all(|p| raduno_engine::model::canonical_region(&p.region).is_some()));
        // The storage bench's larger field: distinct names too, and the demo's 40 first.
        let more = demo_players(400);
        let names: HashSet<_> = more.iter().map(|p| p.full_name()).collect();
        assert_eq!(names.len(), 400);
        assert_eq!(&more[..DEMO_PLAYERS], &t.players[..]);
    }

    #[test]
    fn the_demo_is_named_in_the_language_it_is_opened_in() {
        let it = demo_journal(FormatKind::default(), 4, 0);
        assert_eq!(it.state().settings.name, "Torneo dimostrativo");
        assert_eq!(it.state().settings.venue, "Circolo di prova");
        let en = demo_journal_in(FormatKind::default(), 4, 0, Lang::En);
        assert_eq!(en.state().settings.name, "Demo tournament");
        assert_eq!(en.state().settings.venue, "Test club");
    }

    #[test]
    fn the_demo_opens_with_nothing_to_undo() {
        let mut j = demo_journal(FormatKind::default(), DEMO_PLAYERS, 1_000);
        assert!(!j.can_undo(), "the demo's players are made with it");
        assert!(j.undo().is_err());
        // The director's first change is his to undo, and then nothing again.
        let id = j.state().players[0].id;
        j.execute(
            Event::ParticipationSet {
                id,
                participating: false,
            },
            2_000,
        )
        .unwrap();
        assert!(j.can_undo());
        j.undo().unwrap();
        assert!(!j.can_undo());
        assert_eq!(j.state().players.len(), DEMO_PLAYERS);
    }
}
