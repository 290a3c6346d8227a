//! What an edit moves, piece by piece, and each piece in words: a player's standing, who enters or leaves a
//! semifinal or final, a later round whose tables were built on what changes, and why.

use crate::format::Points;
use crate::i18n::msg;
use crate::i18n::{Lang, Localized};
use crate::model::{Phase, PlayerId, Tournament};

/// A player whose standing changes: (position, total) before and after (`None`: not in the standings).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StandingChange {
    pub player: PlayerId,
    pub before: Option<(u32, Points)>,
    pub after: Option<(u32, Points)>,
}

/// Who enters or leaves a semifinal or final round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PhaseChange {
    /// The round (drawn or next to draw).
    pub round: u32,
    pub phase: Phase,
    /// Already drawn: `leave` are seated players the rules would no longer select.
    pub drawn: bool,
    pub leave: Vec<PlayerId>,
    pub enter: Vec<PlayerId>,
}

/// Why a later round's tables no longer follow the rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Basis {
    /// The round was drawn keeping the previous round's winners apart, and those winners change.
    Winners {
        now_winners: Vec<PlayerId>,
        no_longer: Vec<PlayerId>,
    },
    /// Semifinal bands (fasce) by the standings change.
    Bands,
    /// Tables fixed by the rules (finals, tables by standings, head-to-head pairings) change.
    Fixed,
    /// The rounds it was built from are no longer complete: the rules give no such round now.
    Lost(crate::format::PhaseError),
}

/// A later round whose tables were built on what the edit changes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundChange {
    pub round: u32,
    /// Table numbers affected (every table when the basis is lost).
    pub tables: Vec<u32>,
    pub basis: Basis,
}

/// A player by name ("ID 7" when the tournament has no such player).
fn name_in(t: &Tournament, id: PlayerId) -> String {
    t.player(id)
        .map_or_else(|| format!("ID {id}"), |p| p.full_name())
}

impl PhaseChange {
    /// Who leaves and who enters the phase, a line each: a leaver and an entrant paired while both last.
    pub(super) fn lines(&self, t: &Tournament, lang: Lang) -> Vec<String> {
        let name = |id: PlayerId| name_in(t, id);
        let phase = match self.phase {
            Phase::Final => "final",
            _ => "semifinal",
        };
        let suffix = if self.drawn {
            String::new()
        } else {
            msg::JournalRoundNotDrawnYet { round: &self.round }.text(lang)
        };
        let pairs = self.leave.len().min(self.enter.len());
        let mut out = Vec::new();
        for i in 0..pairs {
            out.push(
                msg::ImpactLeavesAndIsReplaced {
                    leaving: &name(self.leave[i]),
                    entering: &name(self.enter[i]),
                    phase: &phase,
                    suffix: &suffix,
                }
                .text(lang),
            );
        }
        for &p in &self.leave[pairs..] {
            out.push(
                msg::ImpactLeaves {
                    player: &name(p),
                    phase: &phase,
                    suffix: &suffix,
                }
                .text(lang),
            );
        }
        for &p in &self.enter[pairs..] {
            out.push(
                msg::ImpactEnters {
                    player: &name(p),
                    phase: &phase,
                    suffix: &suffix,
                }
                .text(lang),
            );
        }
        out
    }
}

impl RoundChange {
    /// "Turno 3, tavoli 2, 4 non seguono più le regole: …" and why.
    pub(super) fn line(&self, t: &Tournament, lang: Lang) -> String {
        let tables = self
            .tables
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(", ");
        let head = msg::JournalImpactRoundStale {
            round: &self.round,
            count: &self.tables.len(),
            tables: &tables,
        }
        .text(lang);
        format!("{head}: {}", self.basis.why(self.round, t, lang))
    }
}

impl Basis {
    /// Why the tables of round `round` no longer follow the rules, in words.
    fn why(&self, round: u32, t: &Tournament, lang: Lang) -> String {
        let list = |ids: &[PlayerId]| {
            ids.iter()
                .map(|&p| name_in(t, p))
                .collect::<Vec<_>>()
                .join(", ")
        };
        match self {
            Basis::Winners {
                now_winners,
                no_longer,
            } => {
                let mut parts = Vec::new();
                if !now_winners.is_empty() {
                    parts.push(
                        msg::JournalNowWonBy {
                            now_winners: &list(now_winners),
                        }
                        .text(lang),
                    );
                }
                if !no_longer.is_empty() {
                    parts.push(
                        msg::JournalNoLongerWonBy {
                            no_longer: &list(no_longer),
                        }
                        .text(lang),
                    );
                }
                msg::JournalImpactWinnersApart {
                    round: &(round - 1),
                    parts: &parts.join("; "),
                }
                .text(lang)
            }
            Basis::Bands => msg::JournalStandingsBandsChange.str(lang).to_string(),
            Basis::Fixed => msg::JournalImpactTablesChange.str(lang).to_string(),
            Basis::Lost(e) => e.text(lang),
        }
    }
}

impl StandingChange {
    /// The player's move in the standings: his place and total before, then after ("—": not in them).
    pub(super) fn line(&self, t: &Tournament, decimals: u8, lang: Lang) -> String {
        let side = |x: Option<(u32, Points)>| {
            x.map_or_else(
                || "—".to_string(),
                |(pos, total)| {
                    format!(
                        "{} ({})",
                        msg::FormatOrdinal {
                            number: &pos,
                            en_ordinal: &crate::i18n::ordinal_category(pos as usize),
                        }
                        .text(lang),
                        total.to_decimal(decimals)
                    )
                },
            )
        };
        format!(
            "{}: {} {} → {}",
            msg::CliStandings.str(lang),
            name_in(t, self.player),
            side(self.before),
            side(self.after)
        )
    }
}
