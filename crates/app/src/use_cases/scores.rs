//! Save a table's score, or correct it: the event the journal records, and whether the director is
//! asked first — a correction that moves a later round or phase (a round drawn after it, or the
//! semifinals or final the next draw would select) is shown with what it moves
//! ([`raduno_engine::journal::impact`]) before it is saved. What it moves is computed once, when it is
//! asked: the page shows that, and the same results saved again are the director's answer.

use raduno_engine::journal::impact::{self, Impact};
use raduno_engine::journal::Event;
use raduno_engine::model::{SeatResult, TableOutcome, Tournament};

/// A table's results, as the journal records them, and whether to ask before saving them.
#[derive(Clone, Debug, PartialEq)]
pub struct Saving {
    pub event: Event,
    /// A correction that moves a later round or phase: what it moves, shown and asked before it is
    /// saved (`None`: saved at once).
    pub asks_first: Option<Impact>,
}

/// The results of table `table` of round `round` (one per seat; `None` clears a seat) and its outcome.
/// `waiting`: the correction shown and waiting for the director's answer, if any; the same results
/// saved again are that answer, saved without asking again.
pub fn save_table(
    t: &Tournament,
    round: u32,
    table: u32,
    results: Vec<Option<SeatResult>>,
    outcome: Option<TableOutcome>,
    waiting: Option<&Saving>,
) -> Saving {
    let event = Event::TableResults {
        round,
        table,
        results,
        outcome,
    };
    let answered = waiting.is_some_and(|w| w.event == event);
    Saving {
        asks_first: (!answered).then(|| asks_first(t, &event)).flatten(),
        event,
    }
}

/// What a correction moves, when it moves a later round or phase.
fn asks_first(t: &Tournament, event: &Event) -> Option<Impact> {
    let Event::TableResults { round, .. } = event else {
        return None;
    };
    if !impact::is_correction(t, event) {
        return None;
    }
    impact::impact(t, event).ok().filter(|i| {
        !i.phases.is_empty()
            || !i.rounds.is_empty()
            || (t.rounds.len() as u32 > *round && !i.is_empty())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::use_cases::next_round::{draw_next, How, What};
    use raduno_engine::journal::Journal;
    use raduno_engine::model::{Player, Settings};

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
            let saving = save_table(j.state(), number, tb.number, results, None, None);
            assert!(
                saving.asks_first.is_none(),
                "a first score is saved at once"
            );
            j.execute(saving.event, 3).expect("saved");
        }
    }

    #[test]
    fn a_correction_that_moves_a_later_round_asks_first() {
        let mut j = Journal::new(
            Settings::new("Prova", raduno_engine::format::FormatKind::Open),
            0,
        );
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
        assert!(save_table(j.state(), 1, tb.number, same, None, None)
            .asks_first
            .is_none());
        draw(&mut j, 2);
        // The winner of table 1 becomes its last: the standings move under round 2, drawn already.
        let turned: Vec<_> = (0..tb.seats.len())
            .map(|s| Some(SeatResult::points(90 - 15 * s as u32)))
            .collect();
        let saving = save_table(j.state(), 1, tb.number, turned.clone(), None, None);
        let moved = saving.asks_first.clone().expect("asked first");
        assert_eq!(
            moved,
            impact::impact(j.state(), &saving.event).expect("an impact")
        );
        assert!(!moved.standings.is_empty());
        assert!(matches!(saving.event, Event::TableResults { round: 1, .. }));
        // Saved again while it waits: the director's answer, saved without asking.
        let answer = save_table(j.state(), 1, tb.number, turned, None, Some(&saving));
        assert_eq!(answer.event, saving.event);
        assert!(answer.asks_first.is_none());
        // Other results while it waits: asked again.
        let other = (0..tb.seats.len())
            .map(|s| Some(SeatResult::points(85 - 15 * s as u32)))
            .collect();
        let again = save_table(j.state(), 1, tb.number, other, None, Some(&saving));
        assert!(again.asks_first.is_some());
    }
}
