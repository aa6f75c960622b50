//! [`Stop`]: tells a thinking bot to stop at once, from another thread.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// A signal that a bot should stop thinking now and answer with what it has: a search bot
/// checks it before every iteration (and its deadline, for a time budget), so it stops within
/// one playout of [`Stop::stop`].
///
/// Clones share the signal. A [`Stop::child`] also stops when its parent does, so that one
/// parent (a server shutting down) stops every decision, and each child (one decision whose
/// time is up) only its own.
///
/// ```
/// use halflings_bots::Stop;
///
/// let server = Stop::new();
/// let decision = server.child();
/// assert!(!decision.is_stopped());
/// server.stop();
/// assert!(decision.is_stopped());
/// ```
#[derive(Clone, Debug, Default)]
pub struct Stop {
    own: Arc<AtomicBool>,
    parent: Option<Arc<AtomicBool>>,
}

impl Stop {
    /// A signal not given yet.
    pub fn new() -> Stop {
        Stop::default()
    }

    /// A new signal that is also given when this one is (this one's own, not its parent's).
    pub fn child(&self) -> Stop {
        Stop {
            own: Arc::new(AtomicBool::new(false)),
            parent: Some(Arc::clone(&self.own)),
        }
    }

    /// Gives the signal: every clone and child sees it.
    pub fn stop(&self) {
        self.own.store(true, Ordering::Relaxed);
    }

    /// Whether the signal was given, to this one or its parent.
    pub fn is_stopped(&self) -> bool {
        self.own.load(Ordering::Relaxed)
            || self
                .parent
                .as_ref()
                .is_some_and(|p| p.load(Ordering::Relaxed))
    }
}
