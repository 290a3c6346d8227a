//! Which search seats a field: the smallest fields with nobody fixed over sets of players
//! ([`super::subsets`]), the others by the branch and bound ([`super::exact`]), and the mid-sized fields it
//! cannot prove by the search over whole tables ([`super::tables`]). The three searches know nothing of
//! each other; this dispatcher alone chooses among them.

use super::conflicts::{Outcome, Problem};
use super::exact::branch_and_bound;
use rand::rngs::StdRng;

/// Searches for the lexicographic optimum of seating the problem's players at tables of `sizes`, with
/// `fixed` players already seated (player, table), strictly below `upper` (the packed cost of a known
/// seating); a seating of cost `floor` (a known lower bound) ends the search. `None` when the field is
/// too large for the exact search. The smallest fields with nobody fixed go to [`super::subsets`], whose
/// work does not depend on the instance; the others to the branch and bound.
pub(crate) fn solve(
    p: &Problem,
    sizes: &[usize],
    fixed: &[(usize, usize)],
    upper: u128,
    floor: u128,
    budget: u64,
    rng: &mut StdRng,
) -> Option<Outcome> {
    if fixed.is_empty() && p.kinds.len() <= 6 {
        if let Some(o) = super::subsets::solve(p, sizes, upper, rng) {
            return Some(o);
        }
        // The branch and bound first (it settles most fields in a few milliseconds), then the search
        // over whole tables from the best it found, for the fields it could not prove.
        let first = branch_and_bound(p, sizes, fixed, upper, floor, budget, rng)?;
        if first.complete {
            return Some(first);
        }
        let from = first.cost.min(upper);
        if let Some(mut o) = super::tables::solve(p, sizes, from, rng) {
            if o.better.is_none() {
                o.better = first.better;
            }
            return Some(o);
        }
        return Some(first);
    }
    branch_and_bound(p, sizes, fixed, upper, floor, budget, rng)
}
