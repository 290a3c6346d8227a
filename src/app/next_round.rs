//! Draw the next round: the spec the format gives, the draw, and the event the journal records. The
//! round page (in the draw worker, or on its own thread where none starts), the stale-round banner and
//! `raduno draw` all draw through [`draw_next`].

use crate::draw::{self, ConflictReport, DrawError};
use crate::format::{self, PhaseError};
use crate::i18n::{Lang, Localized};
use crate::journal::{impact, Event};
use crate::model::{ConflictCount, Round, Tournament};
use serde::{Deserialize, Serialize};

/// What to draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum What {
    /// Round `n` by the format's rules.
    Round(u32),
    /// The next game of the optional final between the top two.
    SeriesFinal,
}

/// How the drawn round enters the journal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum How {
    /// A new round, after the last one.
    New,
    /// The last round drawn again, all of it.
    Again,
    /// The last round drawn again, keeping the tables that still follow the rules (semifinal bands,
    /// [`impact::redraw_keeping`]); a round without such tables is refused as having no players to draw.
    KeepingTables,
}

/// Why a round cannot be drawn: the format's rules give none, or the draw cannot seat it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    Rules(PhaseError),
    Draw(DrawError),
}

impl Localized for Refusal {
    fn text(&self, lang: Lang) -> String {
        match self {
            Refusal::Rules(e) => e.text(lang),
            Refusal::Draw(e) => e.text(lang),
        }
    }
}

/// A round drawn: its tables, its conflict counts (as the journal records them) and the draw's full
/// report, and how it enters the journal ([`NextRound::into_event`]). The report stays where the round
/// was drawn (its items can be long): the draw worker sends the rest, which is what the page records.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NextRound {
    pub round: Round,
    pub conflicts: Vec<ConflictCount>,
    #[serde(skip)]
    pub report: ConflictReport,
    pub how: How,
}

impl NextRound {
    /// The round's number.
    pub fn number(&self) -> u32 {
        self.round.number
    }

    /// The journal's event: a new round, or the last one drawn again.
    pub fn into_event(self) -> Event {
        let NextRound {
            round, conflicts, ..
        } = self;
        match self.how {
            How::New => Event::RoundDrawn { round, conflicts },
            How::Again | How::KeepingTables => Event::RoundRedrawn { round, conflicts },
        }
    }
}

/// Draws `what` of `t` with `seed` (the same seed, the same round): the spec the format's rules give,
/// then the draw; `how` says whether it is a new round or the last one drawn again.
pub fn draw_next(t: &Tournament, what: What, how: How, seed: u64) -> Result<NextRound, Refusal> {
    let drawn = match (what, how) {
        (What::Round(n), How::KeepingTables) => impact::redraw_keeping(t, n, seed)
            .unwrap_or(Err(DrawError::NoPlayers { round: n }))
            .map_err(Refusal::Draw)?,
        (what, _) => {
            let spec = match what {
                What::Round(n) => format::draw_spec(t, n),
                What::SeriesFinal => format::series_final_spec(t),
            }
            .map_err(Refusal::Rules)?;
            draw::draw(t, &spec, seed).map_err(Refusal::Draw)?
        }
    };
    Ok(NextRound {
        round: drawn.round,
        conflicts: drawn.conflicts,
        report: drawn.report,
        how,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Player, Settings};

    fn field(n: u32) -> Tournament {
        let mut t = Tournament::new(Settings::new("Prova", crate::model::FormatId::default()));
        for id in 1..=n {
            t.players
                .push(Player::new(id, &format!("N{id}"), &format!("S{id}")));
        }
        t
    }

    #[test]
    fn a_new_round_is_recorded_as_drawn_and_the_same_seed_draws_the_same_round() {
        let t = field(12);
        let a = draw_next(&t, What::Round(1), How::New, 7).expect("12 players draw");
        let b = draw_next(&t, What::Round(1), How::New, 7).expect("12 players draw");
        assert_eq!(a, b);
        assert_eq!(a.number(), 1);
        assert_eq!(a.conflicts, a.report.counts());
        let mut after = t.clone();
        crate::journal::apply(&mut after, &a.clone().into_event()).expect("the event applies");
        assert_eq!(after.rounds, vec![a.round]);
    }

    #[test]
    fn a_round_drawn_again_is_recorded_as_redrawn() {
        let t = field(12);
        let first = draw_next(&t, What::Round(1), How::New, 1).expect("drawn");
        let mut t = t;
        crate::journal::apply(&mut t, &first.into_event()).expect("applies");
        let again = draw_next(&t, What::Round(1), How::Again, 2).expect("drawn again");
        assert!(
            matches!(again.into_event(), Event::RoundRedrawn { round, .. } if round.number == 1)
        );
    }

    #[test]
    fn a_refusal_says_why_in_the_language_asked() {
        let t = field(0);
        let refused = draw_next(&t, What::Round(1), How::New, 1).expect_err("no players");
        assert!(!refused.text(Lang::It).is_empty());
        let keeping = draw_next(&field(12), What::Round(1), How::KeepingTables, 1);
        assert_eq!(
            keeping,
            Err(Refusal::Draw(DrawError::NoPlayers { round: 1 }))
        );
    }
}
