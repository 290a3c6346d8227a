//! Draw the next round: which round may be drawn ([`ask`]), whether a drawn round not yet played that no
//! longer follows the rules stops it ([`drifts`], [`Asked::blocked`]), the spec the format gives, the
//! draw, and the event the journal records. The round page (in the draw worker, or on its own thread
//! where none starts), the stale-round banner and `raduno draw` all draw through [`draw_next`].

use raduno_engine::draw::{self, ConflictReport, DrawError};
use raduno_engine::format::{self, PhaseError};
use raduno_engine::i18n::{Lang, Localized};
use raduno_engine::journal::impact::{self, Drift};
use raduno_engine::journal::Event;
use raduno_engine::model::{ConflictCount, Round, Tournament};
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

    /// The round with a new seats' secret from `random` (the device's crypto source): its seats' codes
    /// are then the same on every director device ([`crate::publish::seat_code`]). Drawn again, a table
    /// of `t`'s round seated exactly as before (its number, and each player on his seat) keeps its codes:
    /// the sheets printed for it stay good, while every table that changed gets new ones.
    pub fn with_seat_secret(mut self, t: &Tournament, random: impl FnMut() -> u64) -> Self {
        self.round.seat_secret = Some(crate::publish::new_secret(random));
        let before = match self.how {
            How::New => None,
            How::Again | How::KeepingTables => t.round(self.round.number),
        };
        let Some(before) = before.filter(|r| r.seat_secret.is_some()) else {
            return self;
        };
        for table in &mut self.round.tables {
            let kept = before
                .tables
                .iter()
                .find(|old| old.number == table.number && old.players().eq(table.players()));
            if let Some(old) = kept {
                table.seat_secret = old.seat_secret.clone().or(before.seat_secret.clone());
            }
        }
        self
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

/// The round's date once it is drawn (the documents' rules (the workbook layout): the `TORNEO` sheet's row 8 on, which the national
/// ranking reads): the settings with round `number` dated `today` (ISO, the device's date), recorded
/// as their own change after the draw; `None` when the round has a date already (a round drawn again
/// keeps the date of its first draw) or `today` is not a date.
pub fn dated_settings(
    t: &Tournament,
    number: u32,
    today: &str,
) -> Option<raduno_engine::model::Settings> {
    let i = (number as usize).checked_sub(1)?;
    if !raduno_engine::model::date::is_iso_date(today)
        || t.settings.round_dates.get(i).is_some_and(|d| !d.is_empty())
    {
        return None;
    }
    let mut settings = t.settings.clone();
    if settings.round_dates.len() <= i {
        settings.round_dates.resize(i + 1, String::new());
    }
    settings.round_dates[i] = today.to_string();
    Some(settings)
}

/// Why round `number` is not the one to draw: it is drawn already (only the last round may be drawn
/// again, and only when asked), or rounds come before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotNext {
    /// `existing` rounds are drawn, round `number` among them.
    Drawn { existing: u32, number: u32 },
    /// The next round is `next`, not `number`.
    Ahead { next: u32, number: u32 },
}

/// The drawn rounds that no longer follow the rules, with their drift, split by play. A played round is
/// history: said, never a stop. A draw does not go on from a round not yet played
/// unless the director asks to; drawing that round again is the way back to the rules.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Drifts {
    pub played: Vec<(u32, Drift)>,
    pub unplayed: Vec<(u32, Drift)>,
}

/// The drifts of `t`'s drawn rounds ([`impact::drifts`]), split by play.
pub fn drifts(t: &Tournament) -> Drifts {
    let (played, unplayed) = impact::drifts(t)
        .into_iter()
        .partition(|(n, _)| played(t, *n));
    Drifts { played, unplayed }
}

/// The drift of round `number` that asks the director anything: none once the round is played.
pub fn unplayed_drift(t: &Tournament, number: u32) -> Drift {
    if played(t, number) {
        return Drift::default();
    }
    impact::drift(t, number)
}

fn played(t: &Tournament, number: u32) -> bool {
    t.round(number).is_some_and(|r| r.has_results())
}

/// A draw of round `number` as asked: how it enters the journal, the tournament it starts from (without
/// the last round when that is drawn again) and the drifts of the rounds that tournament holds.
#[derive(Clone, Debug, PartialEq)]
pub struct Asked {
    pub number: u32,
    pub how: How,
    pub from: Tournament,
    pub drifts: Drifts,
}

/// Round `number` of `t` asked to be drawn (`again`: the last round drawn again): a new round when it is
/// the next one; the last one again only when asked; any other round is refused.
pub fn ask(t: &Tournament, number: u32, again: bool) -> Result<Asked, NotNext> {
    let existing = t.rounds.len() as u32;
    let how = if again && number == existing {
        How::Again
    } else if number == existing + 1 {
        How::New
    } else if number <= existing {
        return Err(NotNext::Drawn { existing, number });
    } else {
        return Err(NotNext::Ahead {
            next: existing + 1,
            number,
        });
    };
    let mut from = t.clone();
    if how == How::Again {
        from.rounds.pop();
    }
    let drifts = drifts(&from);
    Ok(Asked {
        number,
        how,
        from,
        drifts,
    })
}

impl Asked {
    /// Whether the rounds not yet played that no longer follow the rules stop this draw: they do, unless
    /// the director goes on despite the rules.
    pub fn blocked(&self, despite_rules: bool) -> bool {
        !despite_rules && !self.drifts.unplayed.is_empty()
    }

    /// Draws the round asked with `seed` ([`draw_next`]).
    pub fn draw(&self, seed: u64) -> Result<NextRound, Refusal> {
        draw_next(&self.from, What::Round(self.number), self.how, seed)
    }
}

#[cfg(test)]
mod date_tests {
    use super::*;

    #[test]
    fn a_drawn_round_gets_the_day_of_its_draw_once() {
        let mut t = Tournament::new(raduno_engine::model::Settings::new(
            "T",
            raduno_engine::format::FormatKind::Open,
        ));
        let s = dated_settings(&t, 2, "2025-03-07").expect("dated");
        assert_eq!(s.round_dates, vec![String::new(), "2025-03-07".to_string()]);
        t.settings = s;
        assert_eq!(dated_settings(&t, 2, "2025-03-08"), None);
        assert!(dated_settings(&t, 1, "2025-03-08").is_some());
        assert_eq!(dated_settings(&t, 1, "ieri"), None);
        assert_eq!(dated_settings(&t, 0, "2025-03-08"), None);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use raduno_engine::model::{Player, Settings};

    fn field(n: u32) -> Tournament {
        let mut t = Tournament::new(Settings::new(
            "Prova",
            raduno_engine::model::FormatId::default(),
        ));
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
        raduno_engine::journal::apply(&mut after, &a.clone().into_event())
            .expect("the event applies");
        assert_eq!(after.rounds, vec![a.round]);
    }

    #[test]
    fn drawn_again_a_table_seated_as_before_keeps_its_codes_and_a_changed_one_does_not() {
        let codes_of = |t: &Tournament| {
            let mut c = crate::publish::Codes::default();
            c.ensure(&t.rounds[0], || {
                unreachable!("a round with a secret needs no random code")
            });
            c
        };
        let mut n = 0u64;
        let mut random = move || {
            n += 1;
            n.wrapping_mul(0x9e37_79b9_7f4a_7c15)
        };
        let mut t = field(12);
        let first = draw_next(&t, What::Round(1), How::New, 3)
            .expect("drawn")
            .with_seat_secret(&t, &mut random);
        raduno_engine::journal::apply(&mut t, &first.into_event()).expect("applies");
        let before = codes_of(&t);
        // Drawn again: the first seats of tables 1 and 2 swap, table 3 is as it was.
        let mut again = draw_next(&t, What::Round(1), How::Again, 3).expect("drawn again");
        again.round = t.rounds[0].clone();
        let (a, b) = (
            again.round.tables[0].seats[0].player,
            again.round.tables[1].seats[0].player,
        );
        again.round.tables[0].seats[0].player = b;
        again.round.tables[1].seats[0].player = a;
        let again = again.with_seat_secret(&t, &mut random);
        assert_ne!(
            again.round.seat_secret, t.rounds[0].seat_secret,
            "a new secret"
        );
        raduno_engine::journal::apply(&mut t, &again.into_event()).expect("the journal takes it");
        let after = codes_of(&t);
        assert_eq!(
            after.seats[&1][&3], before.seats[&1][&3],
            "table 3 kept its codes"
        );
        for table in [1, 2] {
            for seat in 0..4 {
                assert_ne!(
                    after.seats[&1][&table][seat],
                    before.seats[&1][&table][seat]
                );
            }
        }
    }

    #[test]
    fn a_round_drawn_again_is_recorded_as_redrawn() {
        let t = field(12);
        let first = draw_next(&t, What::Round(1), How::New, 1).expect("drawn");
        let mut t = t;
        raduno_engine::journal::apply(&mut t, &first.into_event()).expect("applies");
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

    #[test]
    fn only_the_next_round_is_drawn_and_the_last_one_again_only_when_asked() {
        let mut t = field(12);
        let first = draw_next(&t, What::Round(1), How::New, 1).expect("drawn");
        raduno_engine::journal::apply(&mut t, &first.into_event()).expect("applies");
        assert_eq!(ask(&t, 2, false).map(|a| a.how), Ok(How::New));
        assert_eq!(ask(&t, 2, true).map(|a| a.how), Ok(How::New));
        assert_eq!(
            ask(&t, 1, false).map(|a| a.how),
            Err(NotNext::Drawn {
                existing: 1,
                number: 1
            })
        );
        assert_eq!(
            ask(&t, 4, false).map(|a| a.how),
            Err(NotNext::Ahead { next: 2, number: 4 })
        );
        let again = ask(&t, 1, true).expect("the last round again");
        assert_eq!(again.how, How::Again);
        assert!(again.from.rounds.is_empty(), "drawn again from before it");
        let drawn = again.draw(3).expect("drawn again");
        assert!(matches!(drawn.into_event(), Event::RoundRedrawn { .. }));
    }

    #[test]
    fn a_round_that_follows_the_rules_blocks_nothing() {
        let mut t = field(12);
        let first = draw_next(&t, What::Round(1), How::New, 1).expect("drawn");
        raduno_engine::journal::apply(&mut t, &first.into_event()).expect("applies");
        let asked = ask(&t, 2, false).expect("the next round");
        assert_eq!(asked.drifts, Drifts::default());
        assert!(!asked.blocked(false));
        assert!(unplayed_drift(&t, 1).is_empty());
    }
}
