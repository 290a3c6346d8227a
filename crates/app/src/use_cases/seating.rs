//! A round's seating by hand, before play starts: two players exchanged, a seat given, the round locked or
//! deleted.

use raduno_engine::journal::Event;
use raduno_engine::model::{PlayerId, Tournament};

/// `a` and `b` exchanged in round `round`: two seated players swap seats; when only one is seated, the
/// other takes his seat (and he leaves the round); when neither is, the journal says so.
pub fn exchange(t: &Tournament, round: u32, a: PlayerId, b: PlayerId) -> Event {
    let seated = |p: PlayerId| {
        t.round(round)
            .and_then(|r| r.find(p))
            .and_then(|(ti, s)| Some((t.round(round)?.tables.get(ti)?.number, s)))
    };
    match (seated(a), seated(b)) {
        (Some((tn, s)), None) => Event::SeatSet {
            round,
            table: tn,
            seat: s,
            player: b,
        },
        (None, Some((tn, s))) => Event::SeatSet {
            round,
            table: tn,
            seat: s,
            player: a,
        },
        _ => Event::SeatsSwapped { round, a, b },
    }
}

/// Seat `seat` (from 0) of table `table` given to `player`; who sat there takes his place.
pub fn give_seat(round: u32, table: u32, seat: usize, player: PlayerId) -> Event {
    Event::SeatSet {
        round,
        table,
        seat,
        player,
    }
}

/// Round `round` locked (play has started) or unlocked.
pub fn lock(round: u32, locked: bool) -> Event {
    Event::RoundLocked { round, locked }
}

/// The last round, `number`, taken away (only while it has no results).
pub fn delete_last(number: u32) -> Event {
    Event::RoundDeleted { number }
}

#[cfg(test)]
mod tests {
    use super::*;
    use raduno_engine::format::FormatKind;
    use raduno_engine::model::{Phase, Round, Settings, Table};

    /// Round 1 with tables 1 (players 1–4) and 2 (players 5–8); player 9 sits out.
    fn seated() -> Tournament {
        let mut t = Tournament::new(Settings::new("Prova", FormatKind::Open));
        let tables = vec![Table::new(1, &[1, 2, 3, 4]), Table::new(2, &[5, 6, 7, 8])];
        t.rounds.push(Round::new(1, Phase::default(), 7, tables));
        t
    }

    #[test]
    fn two_seated_players_swap_and_one_outside_takes_the_seat() {
        let t = seated();
        assert_eq!(
            exchange(&t, 1, 2, 7),
            Event::SeatsSwapped {
                round: 1,
                a: 2,
                b: 7
            }
        );
        let in_for_six = Event::SeatSet {
            round: 1,
            table: 2,
            seat: 1,
            player: 9,
        };
        assert_eq!(exchange(&t, 1, 6, 9), in_for_six);
        assert_eq!(exchange(&t, 1, 9, 6), in_for_six);
        assert_eq!(
            exchange(&t, 1, 9, 10),
            Event::SeatsSwapped {
                round: 1,
                a: 9,
                b: 10
            }
        );
    }
}
