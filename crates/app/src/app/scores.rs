//! Save a table's score, or correct it: the event the journal records, and whether the director is
//! asked first — a correction that moves a later round or phase (a round drawn after it, or the
//! semifinals or final the next draw would select) is shown with what it moves
//! ([`crate::journal::impact`]) before it is saved.

use crate::journal::{impact, Event};
use crate::model::{SeatResult, TableOutcome, Tournament};

/// A table's results, as the journal records them, and whether to ask before saving them.
#[derive(Clone, Debug, PartialEq)]
pub struct Saving {
    pub event: Event,
    /// A correction that moves a later round or phase: asked before it is saved.
    pub asks_first: bool,
}

/// The results of table `table` of round `round` (one per seat; `None` clears a seat) and its outcome.
pub fn save_table(
    t: &Tournament,
    round: u32,
    table: u32,
    results: Vec<Option<SeatResult>>,
    outcome: Option<TableOutcome>,
) -> Saving {
    let event = Event::TableResults {
        round,
        table,
        results,
        outcome,
    };
    Saving {
        asks_first: asks_first(t, &event),
        event,
    }
}

fn asks_first(t: &Tournament, event: &Event) -> bool {
    let Event::TableResults { round, .. } = event else {
        return false;
    };
    if !impact::is_correction(t, event) {
        return false;
    }
    impact::impact(t, event).is_ok_and(|i| {
        !i.phases.is_empty()
            || !i.rounds.is_empty()
            || (t.rounds.len() as u32 > *round && !i.is_empty())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::next_round::{draw_next, How, What};
    use crate::journal::Journal;
    use crate::model::{Player, Settings};

    fn draw(j: &mut Journal, number: u32) {
        let next =
            draw_next(j.state(), What::Round(number), How::New, number.into()).expect("drawn");
        j.execute(next.into_event(), 2).expect("recorded");
    }

    /// Every table of round `number` scored, seat by seat: `points(seat)`.
    fn score(j: &mut Journal, number: u32, points: impl Fn(usize) -> u32) {
        let tables = j.state().rounds[number as usize - 1].tables.clone();
        for tb in tables {
            let results = (0..tb.seats.len())
                .map(|s| Some(SeatResult::points(points(s))))
                .collect();
            let saving = save_table(j.state(), number, tb.number, results, None);
            assert!(!saving.asks_first, "a first score is saved at once");
            j.execute(saving.event, 3).expect("saved");
        }
    }

    #[test]
    fn a_correction_that_moves_a_later_round_asks_first() {
        let mut j = Journal::new(Settings::new("Prova", crate::format::FormatKind::Open), 0);
        for id in 1..=12 {
            let p = Player::new(id, &format!("N{id}"), &format!("C{id}"));
            j.execute(Event::PlayerAdded { player: p }, 1)
                .expect("a player");
        }
        draw(&mut j, 1);
        score(&mut j, 1, |s| 10 + 15 * s as u32);
        // A correction while no later round is drawn and nothing later moves: saved at once.
        let tb = j.state().rounds[0].tables[0].clone();
        let same = (0..tb.seats.len())
            .map(|s| Some(SeatResult::points(10 + 15 * s as u32)))
            .collect();
        assert!(!save_table(j.state(), 1, tb.number, same, None).asks_first);
        draw(&mut j, 2);
        // The winner of table 1 becomes its last: the standings move under round 2, drawn already.
        let turned = (0..tb.seats.len())
            .map(|s| Some(SeatResult::points(90 - 15 * s as u32)))
            .collect();
        let saving = save_table(j.state(), 1, tb.number, turned, None);
        assert!(saving.asks_first);
        assert!(matches!(saving.event, Event::TableResults { round: 1, .. }));
    }
}
