//! Every fallible call's error, mapped in one place.
//!
//! Inside the crate a call fails with [`Error`], whose variants wrap the
//! core's and the system's errors (`?` converts them); [`api`] runs every
//! exported fallible call, turning an `Error` into the small [`SholoError`]
//! the shells map to a message in the user's language, and a panic into
//! `SholoError::Internal`, so no panic ever crosses the boundary as a crash.

use sholo_runtime::panic_message;
use std::panic::{catch_unwind, AssertUnwindSafe};

/// Why a call was refused. Nothing is changed when an error is returned.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error, uniffi::Error)]
pub enum SholoError {
    /// Position text could not be read; `detail` names the field and why.
    #[error("bad position: {detail}")]
    BadPosition { detail: String },
    /// The directory given for the app's files cannot be used.
    #[error("storage unavailable: {detail}")]
    Storage { detail: String },
    /// A bug in the core (a caught panic); the app keeps running.
    #[error("internal error: {detail}")]
    Internal { detail: String },
}

/// The crate's own error, one variant per source.
#[derive(Debug, thiserror::Error)]
pub(crate) enum Error {
    #[error(transparent)]
    Position(#[from] sholo_core::PositionError),
    #[error(transparent)]
    Io(#[from] std::io::Error),
}

impl From<Error> for SholoError {
    fn from(error: Error) -> SholoError {
        match error {
            Error::Position(e) => SholoError::BadPosition {
                detail: e.to_string(),
            },
            Error::Io(e) => SholoError::Storage {
                detail: e.to_string(),
            },
        }
    }
}

/// Runs an exported fallible call: its error mapped, a panic caught.
pub(crate) fn api<T>(call: impl FnOnce() -> Result<T, Error>) -> Result<T, SholoError> {
    match catch_unwind(AssertUnwindSafe(call)) {
        Ok(result) => result.map_err(SholoError::from),
        Err(payload) => {
            let detail = panic_message(payload.as_ref());
            log::error!("panic inside the core: {detail}");
            Err(SholoError::Internal { detail })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_and_panics_are_mapped() {
        let bad: Result<(), SholoError> =
            api(|| Ok(sholo_core::parse_position("x r").map(|_| ())?));
        assert!(matches!(bad, Err(SholoError::BadPosition { .. })));
        let panicked: Result<(), SholoError> = api(|| panic!("boom {}", 7));
        assert_eq!(
            panicked,
            Err(SholoError::Internal {
                detail: "boom 7".to_string()
            })
        );
        assert_eq!(api(|| Ok(3)), Ok(3));
    }
}
