//! What the projector shows, as its address names it: the round page and the standings link to it, the
//! projector ([`super::projector`]) draws it.

/// What the projector shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Projector {
    Tables(u32),
    Standings,
}
