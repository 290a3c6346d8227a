//! Who the final made 1st, in words: a final of several games between two (the Swiss final), or a
//! final table.

use super::series_final::{final_games, final_result, FinalDecider};
use crate::format::engine::final_standings;
use crate::format::registry::draw_def;
use crate::i18n::msg;
use crate::i18n::Lang;
use crate::model::{Phase, PlayerId, Round, Tournament};

/// Who a played final made 1st (SPEC 5.2 finals, 5.6 Testa a testa's final of a game and a rematch,
/// 5.8 Othello's optional final between the top two), for the standings page and its PDF.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FinalDecided {
    /// A final of several games between two: the winner, the runner-up, points, discs, and what
    /// settled it when the points were level.
    Series {
        winner: String,
        runner_up: String,
        points: (i64, i64),
        discs: (u32, u32),
        decided_by: FinalDecider,
    },
    /// A final table (or tables): the winner, and who he beat.
    Table {
        winner: String,
        against: Vec<String>,
    },
}

impl FinalDecided {
    /// In words, in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            FinalDecided::Series {
                winner,
                runner_up,
                points,
                discs,
                decided_by,
            } => {
                let how = match decided_by.words(lang) {
                    "" => String::new(),
                    w => format!(" — {w}"),
                };
                msg::FormatFinalSeriesDecided {
                    winner,
                    runner_up,
                    points: &points.0,
                    points_other: &points.1,
                    discs: &discs.0,
                    discs_other: &discs.1,
                    how: &how,
                }
                .text(lang)
            }
            FinalDecided::Table { winner, against } => msg::FormatFinalTableDecided {
                winner,
                against: &against.join(", "),
            }
            .text(lang),
        }
    }
}

/// Who the final made 1st; `None` before the final is decided.
pub fn final_decided(t: &Tournament) -> Option<FinalDecided> {
    let name = |p: PlayerId| t.player(p).map_or(format!("ID {p}"), |x| x.full_name());
    if draw_def(t).phases.optional_final() {
        let r = final_result(t, final_games(t))?;
        return Some(FinalDecided::Series {
            winner: name(r.winner),
            runner_up: name(r.runner_up),
            points: r.points,
            discs: r.discs,
            decided_by: r.decided_by,
        });
    }
    let finals: Vec<&Round> = t
        .rounds
        .iter()
        .filter(|r| r.phase == Phase::Final)
        .collect();
    if finals.is_empty() {
        return None;
    }
    let s = final_standings(t)?;
    let winner = s.rows.first()?.player;
    let mut others: Vec<PlayerId> = finals
        .iter()
        .flat_map(|r| r.players())
        .filter(|&p| p != winner)
        .collect();
    others.sort_unstable();
    others.dedup();
    Some(FinalDecided::Table {
        winner: name(winner),
        against: others.into_iter().map(name).collect(),
    })
}
