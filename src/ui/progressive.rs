//! Long lists built a few items a task: the round's table cards and the players' rows. A page builds
//! none of them in its own task, a first few in the next, then batches sized to the device, so that on
//! a slow phone no task holds the page for long (a card costs some 25 ms with the CPU slowed 6×, a
//! player's row some 8) and on a laptop a 1000-player list still takes a handful of tasks.
//!
//! A batch's size comes from the last one: the time from asking for it to the next task (its build,
//! and a frame when the browser drew one between) divided by its items gives a cost an item, and the
//! next batch is what fits in [`BUDGET_MS`].

use leptos::prelude::*;

/// What one task may spend building items, in milliseconds: well under the 50 ms the browser calls a
/// long task, so the page's other work in the same task keeps it short.
const BUDGET_MS: f64 = 30.0;

/// The most items a batch builds, however fast the device.
const MOST: usize = 200;

/// How many items of a list are built, growing a batch a task until all are.
#[derive(Clone, Copy)]
pub struct Progressive {
    /// The generation the count belongs to, and the count.
    state: RwSignal<(u64, usize)>,
    generation: Memo<u64>,
    total: Memo<usize>,
}

impl Progressive {
    /// A list of `total()` items, the first batch of `first`. When `generation()` changes (the
    /// language, a column every row shows), the count starts again from none, so the rows are built
    /// again a batch a task, not all in one.
    pub fn new(
        total: impl Fn() -> usize + Send + Sync + 'static,
        generation: impl Fn() -> u64 + Send + Sync + 'static,
        first: usize,
    ) -> Progressive {
        let total = Memo::new(move |_| total());
        let generation = Memo::new(move |_| generation());
        let state = RwSignal::new((generation.get_untracked(), 0));
        let p = Progressive {
            state,
            generation,
            total,
        };
        // The last batch asked for: when, and how many items.
        let last = StoredValue::new(None::<(f64, usize)>);
        Effect::new(move |_| {
            let g = generation.get();
            let (built_g, built) = state.get();
            if built_g != g {
                last.set_value(None);
                state.set((g, 0));
                return;
            }
            if built >= total.get() {
                last.set_value(None);
                return;
            }
            set_timeout(
                move || {
                    // The page may be gone by now (another tab or round opened).
                    let Some((now_g, now_built)) = state.try_get_untracked() else {
                        return;
                    };
                    if now_g != g || now_built != built {
                        return;
                    }
                    let now = js_sys::Date::now();
                    let batch = match last.try_get_value().flatten() {
                        None => first,
                        Some((asked, items)) => {
                            let each = ((now - asked) / items.max(1) as f64).max(0.1);
                            ((BUDGET_MS / each) as usize).clamp(1, MOST)
                        }
                    };
                    last.try_set_value(Some((now, batch)));
                    state.try_set((g, built + batch));
                },
                std::time::Duration::from_millis(0),
            );
        });
        p
    }

    /// How many items are built (tracked): none while a new generation starts.
    pub fn count(self) -> usize {
        let g = self.generation.get();
        let total = self.total.get();
        self.state
            .with(|&(built_g, built)| if built_g == g { built.min(total) } else { 0 })
    }

    /// Whether every item is built (tracked).
    pub fn all(self) -> bool {
        self.count() >= self.total.get()
    }
}

/// A page's parts built one a task: the page's own task builds its first part, and part `n` follows
/// `n` tasks later, so no task builds the whole page (on a slow phone's first visit each part's code
/// is also compiled as it first runs).
#[derive(Clone, Copy)]
pub struct Stages(RwSignal<u32>);

impl Stages {
    /// Parts 1 to `last` follow a task apart.
    pub fn new(last: u32) -> Stages {
        let stage = RwSignal::new(0);
        next_stage(stage, last);
        Stages(stage)
    }

    /// Whether part `n` may be built (tracked).
    pub fn reached(self, n: u32) -> bool {
        self.0.get() >= n
    }
}

fn next_stage(stage: RwSignal<u32>, last: u32) {
    set_timeout(
        move || {
            // The page may be gone by now.
            if let Some(now) = stage.try_get_untracked() {
                if now < last {
                    stage.set(now + 1);
                    next_stage(stage, last);
                }
            }
        },
        std::time::Duration::from_millis(0),
    );
}
