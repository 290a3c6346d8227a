//! The built-in formats, one file each: its definition as data (the table plan, the draw's priorities,
//! the scoring mechanism and its constants, the standings' order, the phases), the rulebook in brief,
//! and the rulebook's worked examples as tests. The mechanisms they name live in
//! [`scoring`](super::scoring), [`pairing`](super::pairing) and [`phases`](super::phases); the
//! registry ([`FormatKind`](super::FormatKind)) lists them.

pub mod bgl;
pub mod campionato_gufo;
#[cfg(test)]
pub mod example;
pub mod gufo;
pub mod ludolimpica;
pub mod master;
pub mod nazionale_risiko;
pub mod one_vs_one;
pub mod open;
pub mod open_gt;
pub mod othello;
pub mod raduno_nazionale;
pub mod raduno_nazionale_gt;
pub mod sant_eufemia;
pub mod squadre;
pub mod testa_a_testa;
pub mod victory;
