//! Stable sorting through one shared sort (sizes).
//!
//! Every `slice::sort_by` / `sort_by_key` / `sort` with its own element type or closure compiles Rust's
//! whole stable sort (driftsort and its quicksort) once more: in the release wasm, dozens of copies.
//! These functions sort the slice's *indices* instead, with one
//! non-generic comparator (`&mut dyn FnMut`), so the program carries one stable sort of `usize`; the
//! permutation found is then applied to the slice by following its cycles with swaps (no `Clone`
//! needed). The index sort is stable, so equal elements keep their order: the result is the one std's
//! stable sort gives, ties included.
//!
//! The cost is an index vector and an indirect call per comparison: fine for the app's lists (players,
//! tables, lines of a list), not for a hot loop. The draw's optimiser (`crates/engine/src/draw/`) keeps std's sorts.
//!
//! This module imports nothing of the crate: any module may use it.

use std::cmp::Ordering;

/// Sorts `v` stably with the comparator `compare`, like [`slice::sort_by`].
pub fn sort_by<T>(v: &mut [T], mut compare: impl FnMut(&T, &T) -> Ordering) {
    let order = {
        let v: &[T] = v;
        sorted_indices(v.len(), &mut |a, b| compare(&v[a], &v[b]))
    };
    permute(&order, &mut |a, b| v.swap(a, b));
}

/// Sorts `v` stably by the key `key` extracts, like [`slice::sort_by_key`] (the key is computed at
/// each comparison, as std does).
pub fn sort_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(v, |a, b| key(a).cmp(&key(b)));
}

/// Sorts `v` stably in its natural order, like [`slice::sort`].
pub fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, T::cmp);
}

/// The indices `0..len` in the stable order `compare` gives them: the one instantiation of std's
/// stable sort.
fn sorted_indices(len: usize, compare: &mut dyn FnMut(usize, usize) -> Ordering) -> Vec<usize> {
    let mut order: Vec<usize> = (0..len).collect();
    order.sort_by(|&a, &b| compare(a, b));
    order
}

/// Puts at each position `k` the element that was at `order[k]`, by swaps along the permutation's
/// cycles (`order` is a permutation of `0..order.len()`).
fn permute(order: &[usize], swap: &mut dyn FnMut(usize, usize)) {
    let mut placed = vec![false; order.len()];
    for start in 0..order.len() {
        if placed[start] {
            continue;
        }
        // Position `at` holds the element first at `start`; the one `at` wants comes from
        // `order[at]`, and after the swap the element first at `start` sits there.
        let mut at = start;
        loop {
            placed[at] = true;
            let from = order[at];
            if from == start {
                break;
            }
            swap(at, from);
            at = from;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn equal_elements_keep_their_order() {
        let mut v = vec![(2, 'a'), (1, 'b'), (2, 'c'), (1, 'd'), (0, 'e'), (2, 'f')];
        sort_by_key(&mut v, |p| p.0);
        assert_eq!(
            v,
            [(0, 'e'), (1, 'b'), (1, 'd'), (2, 'a'), (2, 'c'), (2, 'f')]
        );
        sort_by(&mut v, |a, b| b.0.cmp(&a.0));
        assert_eq!(
            v,
            [(2, 'a'), (2, 'c'), (2, 'f'), (1, 'b'), (1, 'd'), (0, 'e')]
        );
    }

    #[test]
    fn empty_and_one_element_slices() {
        let mut empty: Vec<u8> = Vec::new();
        sort(&mut empty);
        assert!(empty.is_empty());
        let mut one = vec![String::from("solo")];
        sort_by(&mut one, |a, b| b.cmp(a));
        assert_eq!(one, ["solo"]);
    }

    #[test]
    fn strings_are_moved_not_copied() {
        let mut names: Vec<String> = [
            "Żółć", "Rossi", "Bianchi", "Őrsi", "Abate", "Rossi", "Verdi",
        ]
        .map(String::from)
        .to_vec();
        sort(&mut names);
        assert_eq!(
            names,
            ["Abate", "Bianchi", "Rossi", "Rossi", "Verdi", "Őrsi", "Żółć"]
        );
        sort_by_key(&mut names, |n| std::cmp::Reverse(n.chars().count()));
        assert_eq!(
            names,
            ["Bianchi", "Abate", "Rossi", "Rossi", "Verdi", "Őrsi", "Żółć"]
        );
    }

    proptest! {
        #[test]
        fn the_same_order_as_std(v in proptest::collection::vec((0u8..6, any::<u16>()), 0..200)) {
            // Sorted by the first field only: many ties, told apart by the second.
            let mut ours = v.clone();
            sort_by(&mut ours, |a, b| a.0.cmp(&b.0));
            let mut std = v.clone();
            std.sort_by_key(|p| p.0);
            prop_assert_eq!(&ours, &std);
            let mut ours: Vec<String> = v.iter().map(|p| format!("{}-{}", p.0, p.1)).collect();
            let mut std = ours.clone();
            sort_by_key(&mut ours, |s| std::cmp::Reverse(s.len()));
            std.sort_by_key(|s| std::cmp::Reverse(s.len()));
            prop_assert_eq!(ours, std);
        }
    }
}
