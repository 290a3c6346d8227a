//! The app's shared values (the language, the open tournament) followed page by page, so a page leaves
//! nothing behind when it goes.
//!
//! A Leptos signal keeps every reader that subscribed to it (a memo, an effect, a view's closure) until
//! it next changes; a reader that is taken down meanwhile stays there, holding its memory. The language
//! never changes in an evening and the tournament not while the director only moves between pages, so
//! every table card, field and label a page built would stay in them: about 1 KB a card, for good.
//! Here a page has its own triggers ([`page_scope`]): what is read in the page subscribes to them, they
//! go with the page and everything that subscribed with them, and a change of the shared value
//! notifies them. Reads outside a page (the header, the tournament's head) subscribe to the value itself;
//! they stay as long as it does.

use leptos::prelude::*;
use std::cell::{Cell, RefCell};

/// Which shared value a trigger stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Which {
    Lang = 0,
    Open = 1,
}

const VALUES: usize = 2;

/// A page's triggers, one per shared value: provided to what the page builds.
#[derive(Clone)]
struct PageScope {
    id: u64,
    triggers: [ArcTrigger; VALUES],
}

thread_local! {
    /// The pages built and not yet taken down, notified when a shared value changes.
    static PAGES: RefCell<Vec<PageScope>> = const { RefCell::new(Vec::new()) };
    static NEXT: Cell<u64> = const { Cell::new(1) };
}

/// Gives the page being built (the current owner's) its own triggers, taken down with it.
pub fn page_scope() {
    let id = NEXT.with(|n| {
        let id = n.get();
        n.set(id + 1);
        id
    });
    let scope = PageScope {
        id,
        triggers: [ArcTrigger::new(), ArcTrigger::new()],
    };
    PAGES.with(|p| p.borrow_mut().push(scope.clone()));
    on_cleanup(move || PAGES.with(|p| p.borrow_mut().retain(|s| s.id != id)));
    provide_context(scope);
}

/// A value of the whole app, read like a signal: tracked through the page's trigger inside a page,
/// through the value outside one.
pub struct Shared<T: 'static> {
    value: RwSignal<T>,
    which: Which,
}

impl<T> Clone for Shared<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for Shared<T> {}

impl<T: Send + Sync + 'static> Shared<T> {
    pub fn new(value: T, which: Which) -> Self {
        Shared {
            value: RwSignal::new(value),
            which,
        }
    }

    /// Subscribes the running reader: to its page's trigger, or to the value outside a page.
    pub fn track(&self) {
        match use_context::<PageScope>() {
            Some(page) => page.triggers[self.which as usize].track(),
            None => self.value.track(),
        }
    }

    pub fn with<R>(&self, f: impl FnOnce(&T) -> R) -> R {
        self.track();
        self.value.with_untracked(f)
    }

    pub fn with_untracked<R>(&self, f: impl FnOnce(&T) -> R) -> R {
        self.value.with_untracked(f)
    }

    pub fn set(&self, value: T) {
        self.value.set(value);
        self.notify_pages();
    }

    fn notify_pages(&self) {
        // Taken out first: a reader woken now may build or take down a page.
        let triggers: Vec<ArcTrigger> = PAGES.with(|p| {
            p.borrow()
                .iter()
                .map(|s| s.triggers[self.which as usize].clone())
                .collect()
        });
        for t in triggers {
            t.notify();
        }
    }
}

impl<T: Clone + Send + Sync + 'static> Shared<T> {
    pub fn get(&self) -> T {
        self.with(T::clone)
    }

    pub fn get_untracked(&self) -> T {
        self.value.get_untracked()
    }
}
