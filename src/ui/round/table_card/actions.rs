//! What a card does: save (asking first when the scores are unusual or a correction moves later
//! rounds), confirm or cancel a correction, and the keys of a seat's fields.

use super::draft::stored_drafts;
use super::focus::{focus_in_row, focus_next_table};
use super::state::Card;
use crate::ui::ctx;
use crate::use_cases::scores;
use leptos::prelude::*;

impl Card {
    /// Saves the table; `confirmed`: the director has answered the questions about unusual scores.
    pub fn save_with(self, confirmed: bool) {
        let cx = ctx();
        let Card {
            entry: b,
            problems,
            questions,
            asked,
            pending,
            ..
        } = self;
        match self.parsed.get_untracked() {
            Ok(results) => {
                if !problems.with_untracked(Vec::is_empty) {
                    cx.error(problems.get_untracked().join(" · "));
                    return;
                }
                if !confirmed && !questions.with_untracked(Vec::is_empty) {
                    asked.set(true);
                    return;
                }
                asked.set(false);
                if !crate::ui::round::out_of_rules::confirm_scoring(b.number) {
                    return;
                }
                let outcome = b.outcome.get_untracked();
                let Some(saving) = cx.with_t(|t| {
                    pending.with_untracked(|waiting| {
                        scores::save_table(t, b.number, b.table, results, outcome, waiting.as_ref())
                    })
                }) else {
                    return;
                };
                // A correction that moves later rounds is asked first; the same entry saved again (a
                // second Enter) is the director's answer: confirmed and saved.
                if saving.asks_first.is_some() {
                    pending.set(Some(saving));
                } else {
                    pending.set(None);
                    if cx.dispatch(saving.event) {
                        focus_next_table(b.table);
                    }
                }
            }
            Err(e) => cx.error(e),
        }
    }

    /// Saves the table, asking first about unusual scores.
    pub fn save(self) {
        self.save_with(false)
    }

    /// The lines saying what a waiting correction changes in later rounds and phases.
    pub fn impact_lines(self) -> Option<Vec<String>> {
        let cx = ctx();
        self.pending.with(|waiting| {
            let moved = waiting.as_ref()?.asks_first.as_ref()?;
            cx.with_t(|t| moved.lines(t, cx.lang.get(), 8))
        })
    }

    /// The director confirms the waiting correction: it is saved.
    pub fn confirm_edit(self) {
        if let Some(saving) = self.pending.get_untracked() {
            self.pending.set(None);
            if ctx().dispatch(saving.event) {
                focus_next_table(self.entry.table);
            }
        }
    }

    /// Cancel changes nothing: the entry goes back to what is stored.
    pub fn cancel_edit(self) {
        self.pending.set(None);
        if let Some(t) = self.entry.stored.get_untracked() {
            self.entry.drafts.set(stored_drafts(&t));
            self.entry.outcome.set(t.outcome);
        }
    }

    /// Keys of a seat's fields: Enter saves (and, with a correction's impact shown, confirms it);
    /// Escape cancels a correction waiting for confirmation; R toggles RisiKo! (100 points); the
    /// language's letters (F, O, P in Italian; O, P, T in English) go to the seat's F.O., Ord. and
    /// Pari. Letters are never a score, so nothing is lost.
    pub fn seat_key(self, ev: &web_sys::KeyboardEvent, i: usize) {
        if ev.ctrl_key() || ev.meta_key() || ev.alt_key() {
            return;
        }
        let key = ev.key();
        if key == "Enter" {
            self.save();
            return;
        }
        if key == "Escape" && self.pending.with_untracked(Option::is_some) {
            ev.prevent_default();
            self.cancel_edit();
            return;
        }
        let lang = ctx().lang.get_untracked();
        let key = key.to_lowercase();
        let is = |name| super::seats::field_key(name, lang).to_lowercase() == key;
        let target = match key.as_str() {
            "r" if self.entry.shows(|e| e.risiko) => {
                ev.prevent_default();
                self.entry.drafts.update(|d| {
                    if let Some(s) = d.get_mut(i) {
                        s.risiko = !s.risiko;
                        if s.risiko {
                            s.points = "100".into();
                        }
                    }
                });
                return;
            }
            _ if self.entry.shows(|e| e.outside_objective) && is("outside") => "outside",
            _ if self.entry.shows(|e| e.outside_objective) && is("play-order") => "play-order",
            _ if self.entry.shows(|e| e.tie_order) && is("tie") => "tie",
            _ => return,
        };
        ev.prevent_default();
        focus_in_row(ev, target);
    }
}
