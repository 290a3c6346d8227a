//! Colours: who is due White or Black after the games so far, and which pairings would break the
//! balance.

use super::records::Record;
use crate::model::PlayerId;
use std::collections::HashMap;

/// What a player's colours ask for the next game.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Due {
    /// +1 Black, −1 White, 0 no preference (no games yet).
    pub(super) colour: i8,
    /// 2: his balance is off by one or more; 1: alternate after a level balance; 0: none.
    pub(super) strength: u8,
    /// |Black − White| so far.
    pub(super) off: i32,
}

pub(super) fn due(rec: Option<&Record>) -> Due {
    let Some(r) = rec else { return Due::default() };
    let balance = r.colour_balance();
    let (colour, strength) = match balance.signum() {
        1 => (-1, 2),
        -1 => (1, 2),
        _ => match r.colours.last() {
            Some(&last) => (-last, 1),
            None => (0, 0),
        },
    };
    Due {
        colour,
        strength,
        off: balance.abs(),
    }
}

/// How badly a pairing fits the colours: 3 if one of them would end 3 or more off balance, 2 if one
/// ends 2 off, 1 if one repeats a colour after a level balance, 0 if both get what they are due.
pub(super) fn colour_conflict(a: Due, b: Due) -> u8 {
    if a.colour == 0 || b.colour == 0 || a.colour != b.colour {
        return 0;
    }
    if a.strength == 2 && b.strength == 2 {
        if a.off.min(b.off) >= 2 {
            3
        } else {
            2
        }
    } else {
        1
    }
}

/// Black first: the player due Black (more White games, or White more recently) takes Black; with
/// identical histories the higher-ranked player (`a`) takes Black on odd tables (`table` from 0).
pub(super) fn colours(
    a: PlayerId,
    b: PlayerId,
    recs: &HashMap<PlayerId, Record>,
    table: usize,
) -> [PlayerId; 2] {
    let (ra, rb) = (recs.get(&a), recs.get(&b));
    let bal = |r: Option<&Record>| r.map_or(0, Record::colour_balance);
    if bal(ra) != bal(rb) {
        return if bal(ra) < bal(rb) { [a, b] } else { [b, a] };
    }
    let ca: &[i8] = ra.map_or(&[], |r| &r.colours);
    let cb: &[i8] = rb.map_or(&[], |r| &r.colours);
    for (x, y) in ca.iter().rev().zip(cb.iter().rev()) {
        if x != y {
            // The one who had White most recently gets Black.
            return if *x < *y { [a, b] } else { [b, a] };
        }
    }
    match ca.last() {
        Some(&last) if last > 0 => [b, a],
        Some(_) => [a, b],
        None if table.is_multiple_of(2) => [a, b],
        None => [b, a],
    }
}
