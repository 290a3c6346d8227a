//! What the director types for one seat, as text until saved, and how it reads as a result.

use crate::i18n::Lang;
use crate::model::{SeatResult, Table};
use crate::words::msg;

/// What the director types for one seat, as text until saved (kept as a draft in local storage).
#[derive(Clone, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub(super) struct SeatDraft {
    pub points: String,
    pub risiko: bool,
    pub eliminated: String,
    pub outside: String,
    pub play_order: String,
    pub tie: String,
}

impl SeatDraft {
    pub fn of(r: &Option<SeatResult>) -> Self {
        let Some(r) = r else {
            return SeatDraft::default();
        };
        let opt = |v: Option<u32>| v.map(|v| v.to_string()).unwrap_or_default();
        SeatDraft {
            points: r.points.to_string(),
            risiko: r.risiko,
            eliminated: opt(r.eliminated.map(u32::from)),
            outside: opt(r.outside_objective),
            play_order: opt(r.play_order.map(u32::from)),
            tie: opt(r.tie_order.map(u32::from)),
        }
    }

    /// `Ok(None)` for an empty seat; `Err` names the field that is not a whole number (the score by
    /// the format's `unit`: "Pedine" in Othello).
    pub fn parse(&self, unit: &str, lang: Lang) -> Result<Option<SeatResult>, String> {
        fn num<T: std::str::FromStr>(s: &str, what: &str, lang: Lang) -> Result<Option<T>, String> {
            let s = s.trim();
            if s.is_empty() {
                return Ok(None);
            }
            s.parse().map(Some).map_err(|_| {
                format!(
                    "{what}: {s_q} {}",
                    msg::UiCardNotWholeNumber.text(lang),
                    s_q = msg::UiQuoted { text: &s }.text(lang)
                )
            })
        }
        let mut chars = unit.chars();
        let unit: String = chars
            .next()
            .map(|c| c.to_uppercase().chain(chars).collect())
            .unwrap_or_default();
        let points: Option<u32> = num(&self.points, &unit, lang)?;
        let eliminated: Option<u8> = num(&self.eliminated, &msg::UiEliminated.text(lang), lang)?;
        let points = match (points, self.risiko, eliminated) {
            (Some(p), _, _) => p,
            (None, true, _) => 100,
            (None, false, Some(_)) => 0,
            (None, false, None) => return Ok(None),
        };
        Ok(Some(SeatResult {
            points,
            risiko: self.risiko,
            eliminated,
            outside_objective: num(&self.outside, &msg::UiOutsideObjective.text(lang), lang)?,
            play_order: num(&self.play_order, &msg::UiPlayOrder.text(lang), lang)?,
            tie_order: num(&self.tie, &msg::UiTieOrder.text(lang), lang)?,
        }))
    }
}

/// The drafts of a table as stored: what its entry shows with nothing typed.
pub(super) fn stored_drafts(t: &Table) -> Vec<SeatDraft> {
    t.seats.iter().map(|s| SeatDraft::of(&s.result)).collect()
}
