//! A panic inside the core must never take an app down. UniFFI already turns
//! a panic into a generic internal exception; calls that can fail run through
//! `guarded`, so a panic arrives as `SholoError::Internal`, the error type the
//! shells already handle, with the panic's message for the bug report.

use crate::SholoError;
use std::panic::{catch_unwind, AssertUnwindSafe};

/// Runs `call`, turning a panic into `SholoError::Internal`.
pub(crate) fn guarded<T>(call: impl FnOnce() -> Result<T, SholoError>) -> Result<T, SholoError> {
    // The state a call works on is behind locks whose poisoning is ignored, and
    // every mutation completes before anything can panic, so unwinding out of
    // a call leaves nothing half-made.
    catch_unwind(AssertUnwindSafe(call)).unwrap_or_else(|payload| {
        let detail = payload
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "panic".to_string());
        log::error!("panic inside the core: {detail}");
        Err(SholoError::Internal { detail })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_becomes_an_internal_error() {
        let result: Result<(), SholoError> = guarded(|| panic!("boom {}", 7));
        assert_eq!(
            result,
            Err(SholoError::Internal {
                detail: "boom 7".to_string()
            })
        );
        assert_eq!(guarded(|| Ok(3)), Ok(3));
    }
}
