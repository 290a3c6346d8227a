//! Long pages built in short tasks: the round's table cards, the players' rows, a page's parts. A page
//! builds its first part in its own task; what follows is built in the next task, as much of it as
//! fits in [`BUDGET_MS`], and the rest in the tasks after. On a laptop a club evening's round is all
//! built in that one next task; on a slow phone (a card costs most of a task's budget, and on a first
//! visit each part's code is also compiled as it first runs) a task builds a card or two,
//! so the page never freezes and the first card shows at once.
//!
//! Within a task the work goes a step at a time: a step's items are built (Leptos builds them in the
//! microtasks that follow), the time the task has taken is read, and the next step is sized to what
//! is left of the budget from the cost of an item so far.

use leptos::prelude::*;

/// What one task may spend building, in milliseconds: well under the 50 ms the browser calls a long
/// task, so the step that runs over and the page's other work in the same task keep it short.
const BUDGET_MS: f64 = 30.0;

/// The most items a step builds, however fast the device.
const MOST: usize = 250;

/// The page's clock, in milliseconds (`performance.now()`: finer than the date's).
fn now() -> f64 {
    let global = js_sys::global();
    js_sys::Reflect::get(&global, &"performance".into())
        .ok()
        .and_then(|p| {
            let f: js_sys::Function = js_sys::Reflect::get(&p, &"now".into()).ok()?.into();
            f.call0(&p).ok()?.as_f64()
        })
        .unwrap_or_else(js_sys::Date::now)
}

/// Waits for the next task (a timer of 0 ms): what the page built meanwhile can be drawn.
async fn next_task() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        if let Some(w) = web_sys::window() {
            let _ = w.set_timeout_with_callback(&resolve);
        }
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}

/// Runs `step` from the next task on until it says it is done (`None`): each call builds
/// `wanted` more items and says how many it asked for. A task goes on stepping while another item is
/// expected to fit in [`BUDGET_MS`] (by the cost of an item so far), the next step sized to what is
/// left; `first` items are the first step.
fn in_tasks(first: usize, mut step: impl FnMut(usize) -> Option<usize> + 'static) {
    leptos::task::spawn_local(async move {
        let mut wanted = first.max(1);
        // What an item cost in the last task, once known.
        let mut each: Option<f64> = None;
        loop {
            next_task().await;
            let start = now();
            let mut built = 0;
            if let Some(each) = each {
                wanted = ((BUDGET_MS / each) as usize).clamp(1, MOST);
            }
            loop {
                let Some(asked) = step(wanted) else {
                    return;
                };
                built += asked;
                // The items are built in the microtasks this one waits for.
                leptos::task::tick().await;
                let spent = now() - start;
                let cost = (spent / built.max(1) as f64).max(0.01);
                each = Some(cost);
                // Another item only where it is expected to fit.
                if spent + cost > BUDGET_MS {
                    break;
                }
                wanted = (((BUDGET_MS - spent) / cost) as usize).clamp(1, MOST);
            }
        }
    });
}

/// How many items of a list are built, growing from the next task on until all are.
#[derive(Clone, Copy)]
pub struct Progressive {
    /// How many items are built, and the generation they were built for.
    built: RwSignal<usize>,
    built_for: RwSignal<usize>,
    generation: Memo<usize>,
    total: Memo<usize>,
}

impl Progressive {
    /// A list of `total()` items, `first` of them built first. When `generation()` changes (the
    /// language, a column every row shows), the count starts again from none, so the rows are built
    /// again in short tasks too, not all in one.
    pub fn new(
        total: impl Fn() -> usize + Send + Sync + 'static,
        generation: impl Fn() -> usize + Send + Sync + 'static,
        first: usize,
    ) -> Progressive {
        let total = Memo::new(move |_| total());
        let generation = Memo::new(move |_| generation());
        let built = RwSignal::new(0);
        let built_for = RwSignal::new(generation.get_untracked());
        // Whether a run of tasks is under way (one at a time).
        let growing = StoredValue::new(false);
        let grow = move || {
            growing.set_value(true);
            in_tasks(first, move |wanted| {
                // Gone (another tab or round opened), started again or all built: this run ends.
                let now = built.try_get_untracked()?;
                let all = total.try_get_untracked()?;
                if built_for.try_get_untracked()? != generation.try_get_untracked()? || now >= all {
                    growing.try_set_value(false);
                    // A new generation or more items: a new run.
                    built.try_update(|_| {});
                    return None;
                }
                let asked = wanted.min(all - now);
                built.try_set(now + asked);
                Some(asked)
            });
        };
        // The first run starts now, before what the page builds after the list (its tasks come first).
        if total.get_untracked() > 0 {
            grow();
        }
        Effect::new(move |_| {
            let g = generation.get();
            if built_for.get() != g {
                built.set(0);
                built_for.set(g);
                return;
            }
            if built.get() < total.get() && !growing.get_value() {
                grow();
            }
        });
        Progressive {
            built,
            built_for,
            generation,
            total,
        }
    }

    /// How many items are built (tracked): none while a new generation starts.
    pub fn count(self) -> usize {
        if self.built_for.get() != self.generation.get() {
            return 0;
        }
        self.built.get().min(self.total.get())
    }

    /// Whether every item is built (tracked).
    pub fn all(self) -> bool {
        self.count() >= self.total.get()
    }
}

/// A page's parts built in order: the page's own task builds part 0, and the next parts follow from the
/// next task on, as many a task as fit in [`BUDGET_MS`] (on a laptop all in one).
#[derive(Clone, Copy)]
pub struct Stages(RwSignal<u32>);

impl Stages {
    /// Parts 1 to `last` follow.
    pub fn new(last: u32) -> Stages {
        let stage = RwSignal::new(0);
        in_tasks(1, move |_| {
            let now = stage.try_get_untracked()?;
            if now >= last {
                return None;
            }
            stage.try_set(now + 1);
            Some(1)
        });
        Stages(stage)
    }

    /// Whether part `n` may be built: changes once, when it may.
    pub fn at(self, n: u32) -> Memo<bool> {
        let stage = self.0;
        Memo::new(move |_| stage.get() >= n)
    }
}

/// The parts of the app's first page, in the order the app's start builds them, a task each
/// (src/ui/mount.rs), after the app's own (its state, its listeners).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Part {
    /// The header.
    Header = 1,
    /// The notice bar and the page's place.
    Notices,
    /// The page itself (the home page: what Raduno is, the tournaments saved here when there are any).
    Page,
    /// The home page's demo.
    Demo,
    /// The home page's new tournament.
    NewTournament,
    /// The home page's saved tournaments' place when there are none.
    List,
    /// The app shown and the page's own first screen taken away.
    Shown,
    /// Below the first screen: from another device (a backup, a tournament's file, the club's server).
    OtherDevice,
    /// A workbook imported.
    Workbook,
}

impl Part {
    /// The last part the start builds.
    pub const LAST: Part = Part::Workbook;
}

/// Where the app's start has got to: the parts of the first page built, a part a task whatever the
/// device (the budget of [`Stages`] would put them all in one task on a laptop, and a first visit also
/// compiles each part's code as it first runs, so a part's task is short only if it is its own).
/// Pages built after the start build every part at once.
#[derive(Clone, Copy)]
pub struct Start(Signal<u32>);

impl Start {
    /// A start at `stage` (the last part built), provided to the app by src/ui/mount.rs.
    pub fn new(stage: Signal<u32>) -> Start {
        Start(stage)
    }

    /// The app's start, or a start already done where none was provided.
    pub fn current() -> Start {
        use_context::<Start>().unwrap_or(Start(Signal::stored(Part::LAST as u32)))
    }

    /// Whether `part` may be built: changes once, when it may.
    pub fn at(self, part: Part) -> Memo<bool> {
        let stage = self.0;
        Memo::new(move |_| stage.get() >= part as u32)
    }
}
