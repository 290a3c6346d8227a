//! The circuit fills the documents' printed table ([`raduno_files::printed::Printed`]) from its standings:
//! every value already shown (3 decimals, rounded down), and why a result is dropped in the reader's
//! language.

use super::standings::{shown, CircuitRow, CircuitStandings, Scored};
use raduno_engine::i18n::{msg, Lang, Localized};
use raduno_files::printed::{Printed, PrintedResult, PrintedRow};

fn result(s: &Scored, lang: Lang) -> PrintedResult {
    PrintedResult {
        tournament: s.tournament,
        place: s.place,
        points: raduno_engine::i18n::decimal_in(&shown(s.points), lang),
        why: match (&s.why, s.own_place) {
            (Some(w), _) => w.text(lang),
            // The national ranking counts the workbook's Classifica Ridotta: the app's own place beside.
            (None, Some(own)) => msg::RankingPlaceRaduno {
                own: &raduno_engine::i18n::ordinal(own, lang),
            }
            .text(lang),
            (None, None) => String::new(),
        },
    }
}

fn row(r: &CircuitRow, lang: Lang) -> PrintedRow {
    PrintedRow {
        pos: r.pos,
        first_name: r.first_name.clone(),
        last_name: r.last_name.clone(),
        club: r.club.clone(),
        national_id: r.national_id.clone(),
        total: r.total.shown_in(lang),
        events: r.events,
        counted: r.counted.iter().map(|x| result(x, lang)).collect(),
        dropped: r.dropped.iter().map(|x| result(x, lang)).collect(),
        extra: Vec::new(),
    }
}

/// The standings as the documents print them, in `lang`. A national ranking without a name is
/// titled "Ranking nazionale 2024".
pub fn printed(s: &CircuitStandings, lang: Lang) -> Printed {
    let name = match (&s.ranking, s.name.is_empty()) {
        (Some(info), true) => msg::RankingTitle { year: &info.year }.text(lang),
        _ => s.name.clone(),
    };
    Printed {
        name,
        tournaments: s.tournaments.clone(),
        rows: s.rows.iter().map(|r| row(r, lang)).collect(),
        unranked: s.unranked.iter().map(|r| row(r, lang)).collect(),
        rounds_from_file: s.rounds_from_file.clone(),
        list: None,
        notes: super::output::place_lines(s, lang),
    }
}

impl From<&CircuitStandings> for Printed {
    fn from(s: &CircuitStandings) -> Self {
        printed(s, Lang::It)
    }
}
