//! Drawing a round again where it no longer follows the semifinal bands, keeping the tables that still do.

use super::drift::band_map;
use super::drift::follows_bands;
use super::minus;
use crate::draw::spec::{DrawMethod, DrawSpec};
use crate::format::phases;
use crate::model::{PlayerId, Round, Table, Tournament};
use std::collections::{HashMap, HashSet};

/// A round drawn by semifinal bands split by the bands it still follows.
struct Keeping<'a> {
    round: &'a Round,
    /// What the rules give the round now.
    spec: DrawSpec,
    /// Each player's group and band.
    map: HashMap<PlayerId, (usize, usize)>,
    /// The tables that still follow the bands.
    kept: Vec<&'a Table>,
}

/// The tables of drawn round `number` that still follow the semifinal bands; `None` when the round is not
/// drawn by bands, no table can be kept, or none needs drawing again.
fn keeping_split(t: &Tournament, number: u32) -> Option<Keeping<'_>> {
    let round = t.round(number)?;
    let (spec, _) = phases::plan_round(t, number).ok()?;
    let DrawMethod::Bands { groups } = &spec.method else {
        return None;
    };
    let map = band_map(groups);
    let (kept, redo): (Vec<&Table>, Vec<&Table>) =
        round.tables.iter().partition(|tb| follows_bands(tb, &map));
    if kept.is_empty() || redo.is_empty() {
        return None;
    }
    Some(Keeping {
        round,
        spec,
        map,
        kept,
    })
}

/// Whether round `number` can be drawn again keeping the tables that still follow the rules
/// ([`redraw_keeping`] gives `Some`), without drawing it: the round page asks it to offer the button.
pub fn can_redraw_keeping(t: &Tournament, number: u32) -> bool {
    keeping_split(t, number).is_some()
}

/// Draws round `number` again where it no longer follows the rules, keeping the tables that still do
/// (semifinal bands: a kept table has one player of each band, so the players left fill the other
/// tables band by band, the draw's rules "Semifinal bands"). The kept tables keep their numbers; the new ones take
/// the numbers left, in order. `None` when the round is not drawn by bands or no table can be kept.
pub fn redraw_keeping(
    t: &Tournament,
    number: u32,
    seed: u64,
) -> Option<Result<crate::draw::Drawn, crate::draw::DrawError>> {
    let Keeping {
        round,
        spec,
        map,
        kept,
    } = keeping_split(t, number)?;
    let DrawMethod::Bands { groups } = &spec.method else {
        return None;
    };
    let taken: HashSet<PlayerId> = kept.iter().flat_map(|tb| tb.players()).collect();
    // Each group without the kept players: every band loses one player per kept table of the group, so
    // the bands of what is left are the same bands (contiguous, equal in size).
    let rest: Vec<(usize, Vec<PlayerId>)> = groups
        .iter()
        .enumerate()
        .map(|(g, group)| (g, minus(group, &taken.iter().copied().collect::<Vec<_>>())))
        .filter(|(_, g)| !g.is_empty())
        .collect();
    let partial = DrawSpec {
        method: DrawMethod::Bands {
            groups: rest.iter().map(|(_, g)| g.clone()).collect(),
        },
        ..spec.clone()
    };
    let drawn = match crate::draw::draw(t, &partial, seed) {
        Ok(d) => d,
        Err(e) => return Some(Err(e)),
    };
    let free: Vec<u32> = round
        .tables
        .iter()
        .map(|tb| tb.number)
        .filter(|n| !kept.iter().any(|k| k.number == *n))
        .collect();
    let parallel = groups.len() > 1;
    let mut tables: Vec<Table> = kept.into_iter().cloned().collect();
    for (mut tb, no) in drawn.round.tables.into_iter().zip(free) {
        tb.number = no;
        let group = tb.players().next().and_then(|p| map.get(&p)).map(|x| x.0);
        tb.group = match group {
            Some(g) if parallel => (g + 1) as u8,
            _ => 0,
        };
        tables.push(tb);
    }
    crate::order::sort_by_key(&mut tables, |tb| tb.number);
    let mut new_round = Round::new(number, round.phase, seed, tables);
    new_round.byes = round.byes.clone();
    let report = crate::draw::report(t, &spec, &new_round);
    Some(Ok(crate::draw::Drawn {
        conflicts: report.counts(),
        round: new_round,
        report,
    }))
}
