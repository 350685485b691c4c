//! A cancel flag the shell flips from any thread to stop a bot search.

use std::sync::atomic::{AtomicBool, Ordering};

/// Cancels a running `think` or `hint`; the search stops within milliseconds.
#[derive(Debug, Default, uniffi::Object)]
pub struct CancelToken {
    flag: AtomicBool,
}

#[uniffi::export]
impl CancelToken {
    #[uniffi::constructor]
    pub fn new() -> Self {
        Self::default()
    }

    pub fn cancel(&self) {
        self.flag.store(true, Ordering::Relaxed);
    }

    pub fn is_cancelled(&self) -> bool {
        self.flag.load(Ordering::Relaxed)
    }
}

impl CancelToken {
    /// The flag the core's search polls.
    pub(crate) fn flag(&self) -> &AtomicBool {
        &self.flag
    }
}
