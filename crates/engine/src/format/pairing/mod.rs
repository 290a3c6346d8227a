//! Pairing: who sits with whom in a round decided by the results so far, each rule a mechanism a
//! format names in its [`RoundRule`](crate::format::RoundRule)s — Swiss pairing of two-seat games,
//! alla greca and dealt seating by the standings.

pub mod seating;
pub mod swiss;
