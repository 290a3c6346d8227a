//! A tournament's settings changed: the settings page, a final's number of games, a rename from the home
//! page, a copy.

use raduno_engine::journal::Event;
use raduno_engine::model::Settings;

/// The tournament's settings replaced by `settings` (the journal checks them against the format).
pub fn change(settings: Settings) -> Event {
    Event::SettingsChanged { settings }
}

/// The tournament renamed.
pub fn rename(current: &Settings, name: &str) -> Event {
    let mut settings = current.clone();
    settings.name = name.to_string();
    change(settings)
}

/// A final played as best of `games` games; `None` when it already is.
pub fn final_games(current: &Settings, games: u8) -> Option<Event> {
    (current.final_games != Some(games)).then(|| {
        let mut settings = current.clone();
        settings.final_games = Some(games);
        change(settings)
    })
}

/// A player whose place another format gives otherwise: his place and total now, and with the new
/// settings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlaceMove {
    pub player: raduno_engine::model::PlayerId,
    pub name: String,
    pub from: u32,
    pub to: u32,
    pub total_from: raduno_engine::format::Points,
    pub total_to: raduno_engine::format::Points,
}

/// What a change of format does to the standings before it counts: every player whose place the
/// new settings change, in the new order (empty when nobody moves, or nothing is scored yet). The
/// settings page shows it; the journal checks the change when it is saved.
pub fn standings_moves(
    t: &raduno_engine::model::Tournament,
    settings: &Settings,
) -> Vec<PlaceMove> {
    let same_scoring =
        settings.format == t.settings.format && settings.custom_format == t.settings.custom_format;
    if same_scoring || t.rounds.is_empty() {
        return Vec::new();
    }
    let mut next = t.clone();
    next.settings = settings.clone();
    let before = raduno_engine::format::current_standings(t);
    let after = raduno_engine::format::current_standings(&next);
    let mut moves = Vec::new();
    for row in &after.rows {
        let Some(old) = before.rows.iter().find(|r| r.player == row.player) else {
            continue;
        };
        if old.pos != row.pos {
            moves.push(PlaceMove {
                player: row.player,
                name: t
                    .player(row.player)
                    .map_or(format!("ID {}", row.player), |p| p.full_name()),
                from: old.pos,
                to: row.pos,
                total_from: old.total,
                total_to: row.total,
            });
        }
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::*;
    use raduno_engine::format::FormatKind;
    use raduno_engine::journal::{Event, Journal};
    use raduno_engine::model::{Phase, Player, Round, SeatResult, Table};

    /// Eight players, one round of two tables of 4; three share the win at table 2 (the manual's Open
    /// gives them 17 each, GestioneTorneo's none).
    fn journal() -> Journal {
        let mut j = Journal::new(Settings::new("Open", FormatKind::Open), 0);
        for id in 1..=8 {
            let p = Player::new(id, &format!("N{id}"), &format!("C{id}"));
            j.execute(Event::PlayerAdded { player: p }, 1).unwrap();
        }
        let round = Round::new(
            1,
            Phase::Qualifying,
            0,
            vec![Table::new(1, &[1, 2, 3, 4]), Table::new(2, &[5, 6, 7, 8])],
        );
        j.execute(
            Event::RoundDrawn {
                round,
                conflicts: Vec::new(),
            },
            2,
        )
        .unwrap();
        for (table, points) in [(1, [50, 40, 20, 10]), (2, [30, 30, 30, 10])] {
            let results = points
                .iter()
                .map(|&p| Some(SeatResult::points(p)))
                .collect();
            j.execute(
                Event::TableResults {
                    round: 1,
                    table,
                    results,
                    outcome: None,
                },
                3,
            )
            .unwrap();
        }
        j
    }

    #[test]
    fn switching_the_open_shows_who_moves_then_counts_as_one_undoable_event() {
        let mut j = journal();
        let mut gt = j.state().settings.clone();
        gt.format = FormatKind::OpenGt.into();
        let moves = standings_moves(j.state(), &gt);
        let seen: Vec<(u32, u32, u32, String, String)> = moves
            .iter()
            .map(|m| {
                let (a, b) = (m.total_from.to_decimal(2), m.total_to.to_decimal(2));
                (m.player, m.from, m.to, a, b)
            })
            .collect();
        // Manual's Open: 1 100, 5 6 7 47 (2nd), 2 40 (5th). GestioneTorneo's: 1 100, 2 40 (2nd),
        // 5 6 7 30 (3rd).
        assert_eq!(
            seen,
            [
                (2, 5, 2, "40.00".into(), "40.00".into()),
                (5, 2, 3, "47.00".into(), "30.00".into()),
                (6, 2, 3, "47.00".into(), "30.00".into()),
                (7, 2, 3, "47.00".into(), "30.00".into()),
            ]
        );
        // The standings do not change until the switch is saved: one event, undone as one.
        assert_eq!(
            raduno_engine::format::current_standings(j.state()).rows[1].pos,
            2
        );
        let entries = j.entries().len();
        j.execute(change(gt), 4).unwrap();
        assert_eq!(j.entries().len(), entries + 1);
        assert!(standings_moves(j.state(), &j.state().settings.clone()).is_empty());
        let s = raduno_engine::format::current_standings(j.state());
        assert_eq!((s.rows[1].player, s.rows[1].pos), (2, 2));
        j.undo_at(5).unwrap();
        assert_eq!(
            raduno_engine::format::kind(&j.state().settings),
            FormatKind::Open
        );
    }
}
