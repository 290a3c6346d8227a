//! The phase structure after the qualifying rounds (semifinals, finals) with its parameters.

use serde::{Deserialize, Serialize};

/// The rounds after (or instead of) open-ended qualifying, with their parameters.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "structure", rename_all = "snake_case")]
pub enum Phases {
    /// Qualifying rounds only, as many as planned (Open, Gufo formats).
    Qualifying,
    /// A fixed number of rounds and nothing after (NazionaleRisiKo: 3).
    Rounds { rounds: u32 },
    /// `qualifying` rounds, then semifinals and final(s) by the player count: up to `thresholds[0]` two
    /// direct finalists and 2 semifinals, then 4, 8, 12, 16, 20 semifinals in 1–5 parallel groups
    /// (Raduno Nazionale 2.4; [`raduno_nazionale_gt`](crate::format::raduno_nazionale_gt)).
    Thresholds {
        qualifying: u32,
        thresholds: [u32; 5],
    },
    /// `qualifying` rounds, semifinals of the top 16 by bands, final of the 4 winners (Raduno Nazionale).
    TopSixteen { qualifying: u32 },
    /// `qualifying` rounds, 3 or 4 semifinals by MasterRisiko's legacy rule, final.
    MasterRisiko { qualifying: u32 },
    /// `qualifying` rounds, the Master rules' structure table, final(s).
    Master { qualifying: u32 },
    /// Evenings of a game and a rematch (`planned_rounds` games, default `qualifying`), semifinals 1v4
    /// 2v3, final, each a game and a rematch.
    HeadToHead { qualifying: u32 },
    /// `qualifying` games, then a final of the top `finalists` at one table (Ludolimpica: 2, 4).
    TopFinal { qualifying: u32, finalists: usize },
    /// Swiss rounds, as many as planned, then an optional final between the top two, best of 2 or 3
    /// games; the final's games do not count in the Swiss standings.
    Swiss,
}

impl Phases {
    /// Qualifying rounds before the semifinals or final, where the structure fixes them.
    pub fn qualifying(&self) -> Option<u32> {
        self.clone().qualifying_mut().copied()
    }

    /// Sets the number of qualifying rounds where the structure fixes it (nothing otherwise).
    pub fn set_qualifying(&mut self, n: u32) {
        if let Some(q) = self.qualifying_mut() {
            *q = n;
        }
    }

    /// The one list of the structures that fix their qualifying rounds (a fixed number of rounds counts).
    fn qualifying_mut(&mut self) -> Option<&mut u32> {
        match self {
            Phases::TopSixteen { qualifying }
            | Phases::MasterRisiko { qualifying }
            | Phases::Master { qualifying }
            | Phases::HeadToHead { qualifying }
            | Phases::TopFinal { qualifying, .. }
            | Phases::Thresholds { qualifying, .. } => Some(qualifying),
            Phases::Rounds { rounds } => Some(rounds),
            Phases::Qualifying | Phases::Swiss => None,
        }
    }

    /// Only the qualifying rounds count in the standings (the final decides the top places apart).
    pub fn standings_count_qualifying_only(&self) -> bool {
        matches!(self, Phases::Swiss)
    }

    /// The format may end with a final between the top two that the director starts (Othello).
    pub fn optional_final(&self) -> bool {
        matches!(self, Phases::Swiss)
    }
}
