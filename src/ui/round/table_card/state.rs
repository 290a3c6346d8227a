//! A card's state: its stored table, the entry being typed (kept as a draft), and what the rules say
//! of it — the problems, the questions, the preview and the tie-break fields to open.
//!
//! Everything reads the tournament without tracking it ([`peek`]) but for the card's own table and the
//! round-wide [`CardEnv`], so saving one table wakes that card only.

use super::draft::{stored_drafts, SeatDraft};
use super::CardEnv;
use crate::format::{self, EntryProblem, Points};
use crate::i18n::{Lang, Localized};
use crate::model::{PlayerId, Round, SeatResult, Table, TableOutcome, Tournament};
use crate::ui::ctx;
use crate::ui::shared::names::name_of;
use crate::words::msg;
use leptos::prelude::*;
use std::collections::BTreeSet;

/// Reads the open tournament without tracking it.
pub(super) fn peek<R>(f: impl FnOnce(&Tournament) -> R) -> Option<R> {
    ctx()
        .open
        .with_untracked(|o| o.as_ref().map(|s| f(s.journal.state())))
}

/// The parsed entry: a result (or nothing) per seat, or the first field that is not a number.
pub(super) type Parsed = Result<Vec<Option<SeatResult>>, String>;

/// What a card knows of its table and its entry.
#[derive(Clone, Copy)]
pub(super) struct TableEntry {
    pub number: u32,
    pub table: u32,
    pub env: CardEnv,
    /// The table as stored (tracked: the card follows it).
    pub stored: ReadSignal<Option<Table>>,
    /// What is typed, seat by seat.
    pub drafts: RwSignal<Vec<SeatDraft>>,
    /// A head-to-head table's outcome as chosen.
    pub outcome: RwSignal<Option<TableOutcome>>,
}

impl TableEntry {
    fn new(number: u32, table: u32, env: CardEnv) -> TableEntry {
        let stored = env.table(number, table);
        let initial = stored
            .get_untracked()
            .map(|t| stored_drafts(&t))
            .unwrap_or_default();
        let drafts = RwSignal::new(initial);
        let outcome = RwSignal::new(stored.get_untracked().and_then(|t| t.outcome));
        // When the stored table changes (undo, another tab, a swap), the entry follows it.
        Effect::new(move |_| {
            if let Some(t) = stored.get() {
                let fresh = stored_drafts(&t);
                if t.is_complete() || drafts.with_untracked(|d| d.len() != fresh.len()) {
                    drafts.set(fresh);
                    outcome.set(t.outcome);
                }
            }
        });
        TableEntry {
            number,
            table,
            env,
            stored,
            drafts,
            outcome,
        }
    }

    /// The rules a check asks: this table and the tournament's settings (tracked), the rest read as is.
    pub fn rules(self) {
        self.stored.track();
        self.env.settings.track();
    }

    /// `f` of the tournament, this round and this table (read untracked).
    pub fn with_table<R>(self, f: impl FnOnce(&Tournament, &Round, &Table) -> R) -> Option<R> {
        peek(|t| {
            let round = t.round(self.number)?;
            let tab = round.tables.iter().find(|x| x.number == self.table)?;
            Some(f(t, round, tab))
        })
        .flatten()
    }

    /// The problems the rules find in `results` with the chosen outcome.
    fn validate(self, results: &[Option<SeatResult>]) -> Vec<EntryProblem> {
        let outcome = self.outcome.get();
        self.with_table(|t, round, tab| format::validate_table(t, round, tab, results, outcome))
            .unwrap_or_default()
    }

    /// The format's word for a seat's number ("Pedine" in Othello), following the settings.
    pub fn unit(self, lang: Lang) -> &'static str {
        self.env.settings.track();
        peek(|t| format::def(t).unit_word(lang)).unwrap_or("Punti")
    }

    /// The decimals tournament points are shown with, following the settings.
    pub fn decimals(self) -> u8 {
        self.env.settings.track();
        peek(|t| format::def(t).decimals).unwrap_or(0)
    }

    /// Whether the format records `what` for a seat or the table (the definition's [`format::Entry`]:
    /// `shows(|e| e.risiko)`).
    pub fn shows(self, what: fn(&format::Entry) -> bool) -> bool {
        self.env.entry.get().is_some_and(|e| what(&e))
    }

    /// A played, locked round is read-only until unlocked.
    pub fn read_only(self) -> bool {
        self.env.read_only.get()
    }

    /// Whether anything is typed at all (problems and questions show only then).
    pub fn typed(self) -> bool {
        self.drafts
            .with(|d| d.iter().any(|s| s != &SeatDraft::default()))
    }
}

/// A card: its [`TableEntry`], its draft state and the memos of what the rules say.
#[derive(Clone, Copy)]
pub(super) struct Card {
    pub entry: TableEntry,
    /// Typed but not saved (shown as "bozza, non salvata").
    pub is_draft: RwSignal<bool>,
    /// A correction that moves a later round or phase, waiting for the director's confirmation.
    pub pending: RwSignal<Option<crate::use_cases::scores::Saving>>,
    pub parsed: Memo<Parsed>,
    /// Problems that keep the table from being saved.
    pub problems: Memo<Vec<String>>,
    /// Possible but unusual scores: asked before saving.
    pub questions: Memo<Vec<String>>,
    /// The questions were asked (the director's answer awaited).
    pub asked: RwSignal<bool>,
    /// The points and places the entry would give.
    pub preview: Memo<Option<(Vec<Points>, Vec<usize>)>>,
    /// Seats whose tie-break fields are on the Tab path.
    pub opened: RwSignal<BTreeSet<usize>>,
}

impl Card {
    pub fn new(number: u32, table: u32, env: CardEnv) -> Card {
        let b = TableEntry::new(number, table, env);
        let is_draft = keep_draft(b);
        let pending = RwSignal::new(None);
        let parsed = parsed(b);
        let problems = Memo::new(move |_| {
            let lang = ctx().lang.get();
            b.rules();
            match parsed.get() {
                Err(e) => vec![e],
                Ok(results) => b
                    .validate(&results)
                    .iter()
                    .filter(|p| p.kind.severity() != format::Severity::Unusual)
                    .map(|p| p.text(lang))
                    .collect(),
            }
        });
        // Possible but unusual scores (a plain 100 without R!, everyone under 10): a question, and the
        // table is saved only once the director confirms (the table results' rules "Valid results").
        let questions = Memo::new(move |_| {
            let lang = ctx().lang.get();
            let Ok(results) = parsed.get() else {
                return Vec::new();
            };
            b.rules();
            b.validate(&results)
                .iter()
                .filter(|p| p.kind.severity() == format::Severity::Unusual)
                .map(|p| p.text(lang))
                .collect::<Vec<_>>()
        });
        let asked = RwSignal::new(false);
        let preview = preview(b, parsed, problems);
        let opened = opened(b, parsed);
        Card {
            entry: b,
            is_draft,
            pending,
            parsed,
            problems,
            questions,
            asked,
            preview,
            opened,
        }
    }
}

/// Typed but unsaved scores are a draft: kept in local storage per tournament, round and table, so a
/// tab switch or a reload does not lose them; shown as "bozza, non salvata", never as saved.
fn keep_draft(b: TableEntry) -> RwSignal<bool> {
    let TableEntry {
        number,
        table,
        stored,
        drafts,
        ..
    } = b;
    let draft_key = format!("raduno.draft.{}.{number}.{table}", ctx().current_id());
    let is_draft = RwSignal::new(false);
    let mark = crate::ui::round::unsaved::marker();
    Effect::new(move |first: Option<()>| {
        let fresh: Vec<SeatDraft> = stored
            .with(|t| t.as_ref().map(stored_drafts))
            .unwrap_or_default();
        if first.is_none() {
            if let Some(d) = crate::store::small_json::read(&draft_key)
                .and_then(Result::ok)
                .filter(|d: &Vec<SeatDraft>| d.len() == fresh.len())
            {
                drafts.set(d);
            }
        }
        let differs = drafts.with(|d| d != &fresh);
        if differs {
            // A draft that cannot be kept (full storage) is still on screen; saving the table is what counts.
            let _ = crate::store::small_json::write(&draft_key, &drafts.get_untracked());
        } else {
            crate::store::small_json::remove(&draft_key);
        }
        is_draft.set(differs);
        mark(number, table, differs);
    });
    is_draft
}

/// The parsed entry; a field that is not a number is refused with its place, as the rules' refusals.
fn parsed(b: TableEntry) -> Memo<Parsed> {
    let TableEntry {
        number,
        table,
        drafts,
        ..
    } = b;
    Memo::new(move |_| {
        let lang = ctx().lang.get();
        b.rules();
        let (unit, players) = peek(|t| {
            let seats: Vec<(PlayerId, String)> = t
                .round(number)
                .and_then(|r| r.tables.iter().find(|x| x.number == table))
                .map(|tab| {
                    tab.seats
                        .iter()
                        .map(|s| (s.player, name_of(t, s.player)))
                        .collect()
                })
                .unwrap_or_default();
            (format::unit_words(format::kind(&t.settings), lang), seats)
        })
        .unwrap_or_default();
        drafts.with(|d| {
            d.iter()
                .enumerate()
                .map(|(i, s)| {
                    s.parse(unit, lang).map_err(|e| {
                        let (id, name) = players.get(i).cloned().unwrap_or_default();
                        msg::UiRoundTableSeatId {
                            number: &number,
                            table: &table,
                            seat: &(i + 1),
                            name: &name,
                            id: &id,
                            error: &e,
                        }
                        .text(lang)
                    })
                })
                .collect::<Result<Vec<_>, String>>()
        })
    })
}

/// The tournament points and places a complete, valid entry would give.
fn preview(
    b: TableEntry,
    parsed: Memo<Parsed>,
    problems: Memo<Vec<String>>,
) -> Memo<Option<(Vec<Points>, Vec<usize>)>> {
    Memo::new(move |_| {
        let results = parsed.get().ok()?;
        if results.iter().any(Option::is_none) || !problems.with(Vec::is_empty) {
            return None;
        }
        b.rules();
        let outcome = b.outcome.get();
        b.with_table(|t, round, tab| {
            let mut tab = tab.clone();
            for (seat, r) in tab.seats.iter_mut().zip(&results) {
                seat.result = r.clone();
            }
            tab.outcome = outcome;
            let points = format::seat_points(t, round, &tab).ok()?;
            let rank = format::table_rank(t, &tab).ok()?;
            let mut place = vec![0usize; tab.seats.len()];
            let mut next = 1;
            for group in &rank.groups {
                for &s in group {
                    place[s] = next;
                }
                next += group.len();
            }
            Some((points, place))
        })
        .flatten()
    })
}

/// Seats whose tie-break fields are on the Tab path: those the rules find level at
/// the top as soon as their scores are typed (the seats not typed yet are taken as 0 to ask, so the
/// fields open while the director is still at the tied seat), and any where one was typed.
fn opened(b: TableEntry, parsed: Memo<Parsed>) -> RwSignal<BTreeSet<usize>> {
    let opened = RwSignal::new(BTreeSet::<usize>::new());
    Effect::new(move |_| {
        let Ok(results) = parsed.get() else { return };
        let typed: Vec<bool> = results.iter().map(Option::is_some).collect();
        let filled: Vec<Option<SeatResult>> = results
            .into_iter()
            .map(|r| r.or(Some(SeatResult::points(0))))
            .collect();
        b.rules();
        let mut need: BTreeSet<usize> = b
            .validate(&filled)
            .into_iter()
            .filter(|p| matches!(p.kind, format::ProblemKind::TieUnresolved { .. }))
            .filter(|p| {
                p.seats
                    .iter()
                    .all(|&s| typed.get(s).copied().unwrap_or(false))
            })
            .flat_map(|p| p.seats)
            .collect();
        b.drafts.with(|d| {
            need.extend(
                d.iter()
                    .enumerate()
                    .filter(|(_, s)| {
                        !(s.outside.is_empty() && s.play_order.is_empty() && s.tie.is_empty())
                    })
                    .map(|(i, _)| i),
            )
        });
        if opened.with_untracked(|o| *o != need) {
            opened.set(need);
        }
    });
    opened
}
